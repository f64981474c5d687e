/* muster-messages.c: Muster's messages in a language other than the one it
 * shows: the compiled catalog (a GNU .mo file) of that language read and
 * searched directly, so that nothing of the process's locale changes.
 */
#include "config.h"

#include "muster-messages.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#define MO_MAGIC 0x950412deu

static guint32
mo_word (const guint8 *data, gsize offset, gboolean swapped)
{
  guint32 v;

  memcpy (&v, data + offset, 4);
  return swapped ? GUINT32_SWAP_LE_BE (v) : v;
}

/* The translation of @msgid in the .mo file @data, or NULL. */
static char *
mo_lookup (const guint8 *data, gsize len, const char *msgid)
{
  gboolean swapped;
  guint32 n, originals, translations;
  gsize want = strlen (msgid);

  if (len < 28)
    return NULL;
  swapped = mo_word (data, 0, FALSE) != MO_MAGIC;
  if (mo_word (data, 0, swapped) != MO_MAGIC)
    return NULL;
  n = mo_word (data, 8, swapped);
  originals = mo_word (data, 12, swapped);
  translations = mo_word (data, 16, swapped);
  if (originals > len || translations > len || n > (len - MAX (originals, translations)) / 8)
    return NULL;
  for (guint32 i = 0; i < n; i++)
    {
      guint32 olen = mo_word (data, originals + 8 * i, swapped);
      guint32 ooff = mo_word (data, originals + 8 * i + 4, swapped);
      guint32 tlen, toff;

      if (olen != want || ooff > len || olen > len - ooff || memcmp (data + ooff, msgid, want) != 0)
        continue;
      tlen = mo_word (data, translations + 8 * i, swapped);
      toff = mo_word (data, translations + 8 * i + 4, swapped);
      if (toff > len || tlen > len - toff || tlen == 0)
        return NULL;
      return g_strndup ((const char *) data + toff, tlen);
    }
  return NULL;
}

char *
muster_message_in (const char *lang,
                   const char *msgid)
{
  const char *dir = g_getenv ("MUSTER_LOCALEDIR");
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (lang != NULL && msgid != NULL, NULL);

  if (g_str_equal (lang, "en"))
    return g_strdup (msgid);
  /* where the running Muster takes its messages from: $MUSTER_LOCALEDIR
   * for uninstalled runs (as main.c), else the folder bound to its domain */
  if (dir == NULL || *dir == '\0')
    dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  if (dir == NULL)
    return NULL;
  path = g_build_filename (dir, lang, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_get_contents (path, &data, &len, NULL))
    return NULL;
  return mo_lookup ((const guint8 *) data, len, msgid);
}
