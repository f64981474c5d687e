/* fuzz-share.c: the share-code decoder on any text; a code that decodes
 * must encode back to the same army. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  MusterCatalog *catalog = fuzz_catalog ();
  char *text = g_strndup ((const char *) data, size);
  GError *error = NULL;
  MusterArmy *army = muster_share_decode (catalog, text, &error);

  if (army == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        abort ();
      g_error_free (error);
    }
  else
    {
      char *code = muster_share_encode (army);
      MusterArmy *again = muster_share_decode (catalog, code, NULL);

      if (again == NULL || !muster_army_equal (army, again))
        abort ();
      g_object_unref (again);
      g_free (code);
      g_object_unref (army);
    }
  g_free (text);
  return 0;
}
