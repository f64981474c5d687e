/* muster-text.c: bilingual texts, one set in both languages from Muster's
 * messages, the display language: "ru" when the user's first matching
 * locale language is Russian, else "en"; muster_set_language() overrides it
 * (tests, --lang); and the one folding of text that every search uses.
 */
#include "muster-text.h"
#include "muster-messages.h"

#include <string.h>

static char *forced_language;

const char *
muster_get_language (void)
{
  const char * const *names;

  if (forced_language != NULL)
    return forced_language;

  names = g_get_language_names ();
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_has_prefix (names[i], "ru"))
        return "ru";
      if (g_str_has_prefix (names[i], "en") || strcmp (names[i], "C") == 0)
        return "en";
    }
  return "en";
}

void
muster_set_language (const char *lang)
{
  g_free (forced_language);
  forced_language = (lang != NULL && *lang != '\0') ? g_strdup (lang) : NULL;
}

const char *
muster_text_get_lang (const MusterText *text,
                      const char       *lang)
{
  g_return_val_if_fail (text != NULL, "");

  if (lang != NULL && g_str_equal (lang, "ru") && text->ru != NULL)
    return text->ru;
  if (text->en != NULL)
    return text->en;
  return text->ru != NULL ? text->ru : "";
}

const char *
muster_text_get (const MusterText *text)
{
  return muster_text_get_lang (text, muster_get_language ());
}

gboolean
muster_text_is_set (const MusterText *text)
{
  return text != NULL && (text->en != NULL || text->ru != NULL);
}

void
muster_text_set (MusterText *text,
                 const char *lang,
                 const char *value)
{
  char **slot;

  g_return_if_fail (text != NULL);

  slot = g_str_equal (lang, "ru") ? &text->ru : &text->en;
  g_free (*slot);
  *slot = g_strdup (value);
}

void
muster_text_set_message_u (MusterText *text,
                           const char *format,
                           guint       number)
{
  static const char *langs[] = { "en", "ru" };

  g_return_if_fail (text != NULL && format != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autofree char *translated = muster_message_in (langs[i], format);
      g_autofree char *value = NULL;

      /* a catalog's format with other conversions than one %u is not used */
      if (translated == NULL || strstr (translated, "%u") == NULL || strchr (strstr (translated, "%u") + 2, '%') != NULL)
        continue;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      value = g_strdup_printf (translated, number);
#pragma GCC diagnostic pop
      muster_text_set (text, langs[i], value);
    }
}

void
muster_text_copy (MusterText       *dest,
                  const MusterText *src)
{
  muster_text_clear (dest);
  dest->en = g_strdup (src->en);
  dest->ru = g_strdup (src->ru);
}

void
muster_text_clear (MusterText *text)
{
  g_clear_pointer (&text->en, g_free);
  g_clear_pointer (&text->ru, g_free);
}

/* The breve that makes й (и + U+0306) a letter of its own */
#define BREVE 0x0306

static gboolean
is_short_i (gunichar c)
{
  return c == 0x0438 || c == 0x0418;    /* и, И */
}

static char *
fold (const char *text,
      gboolean    casefold)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  g_autofree char *decomposed = g_utf8_normalize (valid, -1, G_NORMALIZE_NFKD);
  g_autofree char *folded = NULL;
  g_autoptr(GString) bare = NULL;
  gunichar base = 0;

  /* case folding may give back letters with marks (İ: i and a dot above) */
  if (casefold)
    {
      g_autofree char *lower = g_utf8_casefold (decomposed, -1);

      g_free (decomposed);
      decomposed = g_utf8_normalize (lower, -1, G_NORMALIZE_NFKD);
    }
  bare = g_string_sized_new (strlen (decomposed));
  for (const char *p = decomposed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* ё is е with a diaeresis, é e with an acute: the letter stays */
      if (g_unichar_type (c) == G_UNICODE_NON_SPACING_MARK)
        {
          if (c == BREVE && is_short_i (base))
            g_string_append_unichar (bare, c);
          continue;
        }
      g_string_append_unichar (bare, c);
      base = c;
    }
  folded = g_utf8_normalize (bare->str, -1, G_NORMALIZE_NFC);
  return g_steal_pointer (&folded);
}

char *
muster_text_fold (const char *text)
{
  return fold (text, TRUE);
}

char *
muster_text_fold_marks (const char *text)
{
  return fold (text, FALSE);
}
