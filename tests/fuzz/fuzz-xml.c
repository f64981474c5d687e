/* fuzz-xml.c: the safe XML loader on any bytes, whatever schema the root
 * asks for. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  xmlDoc *doc;

  fuzz_catalog ();
  doc = muster_xml_load_memory ((const char *) data, size, "fuzz.xml", MUSTER_SCHEMA_ANY, NULL, &error);
  if (doc != NULL)
    xmlFreeDoc (doc);
  else
    {
      /* every refusal says where */
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        abort ();
      g_error_free (error);
    }
  return 0;
}
