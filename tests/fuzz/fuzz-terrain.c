/* fuzz-terrain.c: terrain setup files: load, and what loads must write back
 * and load again to the same text, and export a scenario that its own
 * schema accepts. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MusterCatalog *catalog = fuzz_catalog ();
  GError *error = NULL;
  MusterTerrain *terrain = muster_terrain_load_memory (catalog, (const char *) data, size, "fuzz.xml", &error);
  MusterTerrain *again;
  char *xml, *xml2, *scenario;
  xmlDoc *doc;

  if (terrain == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        abort ();
      g_error_free (error);
      return 0;
    }
  xml = muster_terrain_to_xml (terrain);
  again = muster_terrain_load_memory (catalog, xml, strlen (xml), "again.xml", NULL);
  if (again == NULL)
    abort ();
  xml2 = muster_terrain_to_xml (again);
  if (strcmp (xml, xml2) != 0)
    abort ();
  scenario = muster_terrain_to_scenario_xml (terrain);
  doc = muster_xml_load_memory (scenario, strlen (scenario), "scenario.xml", MUSTER_SCHEMA_SCENARIO, NULL, NULL);
  if (doc == NULL)
    abort ();
  xmlFreeDoc (doc);
  g_free (scenario);
  for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
    g_free (muster_terrain_describe_piece (terrain, i));
  g_free (xml2);
  g_free (xml);
  g_object_unref (again);
  g_object_unref (terrain);
  return 0;
}
