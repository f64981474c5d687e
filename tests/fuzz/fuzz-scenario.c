/* fuzz-scenario.c: scenario files through the safe loader and their
 * schema, then the scenario checks against the shipped systems. */
#include "fuzz-common.h"

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
  if (!muster_scenario_check_doc (catalog, doc, "fuzz.xml", &error)
      && (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:")))
    abort ();
  g_clear_error (&error);
  xmlFreeDoc (doc);
  return 0;
}
