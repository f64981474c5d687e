/* fuzz-scenario.c: scenario files through the safe loader and their
 * schema, then the scenario checks against the shipped systems; what loads
 * is checked by the model's rules and written out, and what it writes
 * loads again and is written the same. */
#include "fuzz-common.h"

#include <string.h>

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MusterCatalog *catalog = fuzz_catalog ();
  GError *error = NULL;
  xmlDoc *doc;

  doc = muster_xml_load_memory ((const char *) data, size, "fuzz.xml", MUSTER_SCHEMA_SCENARIO, NULL, &error);
  if (doc == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        abort ();
      g_error_free (error);
      return 0;
    }
  {
    MusterScenario *scenario = muster_scenario_load_doc (catalog, doc, "fuzz.xml", &error);

    if (scenario == NULL)
      {
        if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
          abort ();
      }
    else
      {
        GPtrArray *problems = muster_scenario_check (scenario, catalog, NULL);
        char *xml = muster_scenario_to_xml (scenario);
        MusterScenario *again = muster_scenario_load_memory (catalog, xml, strlen (xml), "again.xml", &error);
        char *xml2;

        if (again == NULL)
          abort ();
        xml2 = muster_scenario_to_xml (again);
        if (strcmp (xml, xml2) != 0)
          abort ();
        g_free (xml2);
        g_free (xml);
        g_ptr_array_unref (problems);
        g_object_unref (again);
        g_object_unref (scenario);
      }
  }
  g_clear_error (&error);
  xmlFreeDoc (doc);
  return 0;
}
