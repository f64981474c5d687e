/* fuzz-army.c: army files against the shipped systems: load, check the
 * rules, write back and read again, and share-encode and decode. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MusterCatalog *catalog = fuzz_catalog ();
  GError *error = NULL;
  MusterArmy *army = muster_army_load_memory (catalog, (const char *) data, size, "fuzz.xml", &error);
  MusterReport *report;
  char *xml, *code;
  MusterArmy *again, *decoded;

  if (army == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        abort ();
      g_error_free (error);
      return 0;
    }
  report = muster_rules_check (army);
  muster_report_free (report);

  /* what loads must survive a round trip unchanged */
  xml = muster_army_to_xml (army);
  again = muster_army_load_memory (catalog, xml, strlen (xml), "again.xml", NULL);
  if (again == NULL || !muster_army_equal (army, again))
    abort ();
  code = muster_share_encode (army);
  decoded = muster_share_decode (catalog, code, NULL);
  if (decoded == NULL || !muster_army_equal (army, decoded))
    abort ();

  g_object_unref (decoded);
  g_free (code);
  g_object_unref (again);
  g_free (xml);
  g_object_unref (army);
  return 0;
}
