/* fuzz-scenario.c: scenario files through the safe loader and their
 * schema. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  xmlDoc *doc;

  fuzz_catalog ();
  doc = muster_xml_load_memory ((const char *) data, size, "fuzz.xml", MUSTER_SCHEMA_SCENARIO, NULL, &error);
  if (doc != NULL)
    xmlFreeDoc (doc);
  else
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        abort ();
      g_error_free (error);
    }
  return 0;
}
