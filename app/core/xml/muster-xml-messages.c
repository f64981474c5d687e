/* muster-xml-messages.c: libxml2's parser and schema messages made plain:
 * its own wording tidied, and plain sentences for the common parser errors
 * and for a number or value the schema refuses.
 */
#include "config.h"

#include "muster-xml.h"
#include "muster-xml-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/xmlerror.h>

/* "Element '{ns}unit', attribute 'count': ..." -> "Element 'unit', ..." */
char *
muster_xml_tidy_message (const char *message)
{
  GString *out = g_string_new (NULL);
  const char *p = message;

  while (*p != '\0')
    {
      if (*p == '{')
        {
          const char *close = strchr (p, '}');
          if (close != NULL && memchr (p, ' ', close - p) == NULL)
            {
              p = close + 1;
              continue;
            }
        }
      g_string_append_c (out, *p);
      p++;
    }
  g_strstrip (out->str);
  out->len = strlen (out->str);
  if (out->len > 0 && out->str[out->len - 1] != '.')
    g_string_append_c (out, '.');
  return g_string_free (out, FALSE);
}

/* Plain words for the parser errors people meet most. */
const char *
muster_xml_plain_parser_message (int code)
{
  switch (code)
    {
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
      return _("An attribute's value must stand in quotes");
    case XML_ERR_LT_IN_ATTRIBUTE:
      return _("An attribute's value holds a “<”; write &lt; instead");
    case XML_ERR_TAG_NAME_MISMATCH:
      return _("An element is closed by the end tag of another");
    case XML_ERR_TAG_NOT_FINISHED:
    case XML_ERR_LTSLASH_REQUIRED:
    case XML_ERR_GT_REQUIRED:
      return _("An element is not closed properly");
    case XML_ERR_DOCUMENT_END:
      return _("There is more text after the end of the root element");
    case XML_ERR_DOCUMENT_EMPTY:
    case XML_ERR_DOCUMENT_START:
      return _("The file does not begin with an XML element");
    case XML_ERR_NAME_REQUIRED:
      return _("A “<” is not followed by an element name; write &lt; for a “<” in text");
    case XML_ERR_ATTRIBUTE_REDEFINED:
      return _("An element has the same attribute twice");
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
      return _("The text uses an entity (&name;) that Muster files may not use");
    default:
      return NULL;
    }
}

/* The value of a number attribute in a message, cut to 40 characters. */
static char *
quoted_value (const char *value)
{
  if (g_utf8_strlen (value, -1) <= 40)
    return g_strdup (value);
  return g_strdup_printf ("%.*s…", (int) (g_utf8_offset_to_pointer (value, 40) - value), value);
}

/* Plain words for the two ways a number attribute fails before its own
 * bounds are looked at: written with a sign or a form Muster's schemas do
 * not take ("+400"), or well written but beyond what libxml2's number
 * types hold (25 digits): "'…' is not a valid value of the atomic type". */
char *
muster_xml_plain_number_message (const xmlError *err, const char *tidy)
{
  static const struct { const char *pattern; const char *form; } forms[] = {
    { "[0-9]+", N_("a whole number written with digits alone, with no sign") },
    { "-?[0-9]+", N_("a whole number written with digits and an optional “-”, with no “+”") },
    { "-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)", N_("a number written with digits, an optional “-” and an optional decimal point, with no “+”") },
  };
  const char *value = err->str1;
  const char *at;
  g_autofree char *shown = NULL;
  g_autofree char *prefix = NULL;

  if (value == NULL)
    return NULL;
  shown = quoted_value (value);

  if (err->code == XML_SCHEMAV_CVC_PATTERN_VALID && err->str2 != NULL
      && (at = strstr (tidy, "[facet 'pattern']")) != NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
        if (g_str_equal (err->str2, forms[i].pattern))
          {
            prefix = g_strndup (tidy, at - tidy);
            return g_strdup_printf (_("%sthe value “%s” is not %s."), prefix, shown, _(forms[i].form));
          }
      return NULL;
    }

  if (err->code == XML_SCHEMAV_CVC_DATATYPE_VALID_1_2_1
      && (at = strstr (tidy, "is not a valid value of the atomic type")) != NULL
      && g_regex_match_simple ("^ *[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+) *$", value, 0, 0))
    {
      const char *p = value;
      gboolean negative, nonzero = FALSE, integer_digits = FALSE;

      while (*p == ' ')
        p++;
      negative = *p == '-';
      for (; *p != '\0'; p++)
        if (*p >= '1' && *p <= '9')
          nonzero = TRUE;
      for (p = value; *p != '\0' && *p != '.'; p++)
        if (*p >= '1' && *p <= '9')
          integer_digits = TRUE;
      /* back to the ": " before the quoted value */
      while (at > tidy && !(at[0] == ':' && at[1] == ' '))
        at--;
      prefix = at > tidy ? g_strndup (tidy, at - tidy + 2) : g_strdup ("");
      if (strchr (value, '+') != NULL)
        return g_strdup_printf (_("%sthe value “%s” is not %s."), prefix, shown, _(forms[0].form));
      if ((negative && nonzero) || !nonzero)
        return g_strdup_printf (_("%sthe number “%s” is too small."), prefix, shown);
      if (integer_digits)
        return g_strdup_printf (_("%sthe number “%s” is too large."), prefix, shown);
      return g_strdup_printf (_("%sthe number “%s” has more digits than Muster reads."), prefix, shown);
    }
  return NULL;
}
