/* muster-system-loader.c: what every part of the system reader uses: a
 * refusal at the element's line, numbers, flags and ids as the schemas
 * write them, and bilingual texts that must come in both languages.
 */
#include "config.h"

#include "muster-system-loader.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

void
muster_loader_fail_at (Loader *l, const xmlNode *node, MusterError code, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (l->error != NULL)
    return;
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  muster_xml_set_error_at (&l->error, code, l->file, node, "%s", sentence);
}

gboolean
muster_loader_parse_bool_attr (Loader *l, const xmlNode *node, const char *name, gboolean def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);

  if (v == NULL)
    return def;
  return g_str_equal (v, "true") || g_str_equal (v, "1");
}

/* A number as the schemas write one: an optional "-", digits, an optional
 * decimal point (no "+", no exponent, no hexadecimal, no "inf"), with
 * white space around it. */
gboolean
muster_loader_parse_double (const char *text, double *out)
{
  char *end = NULL;
  const char *p;
  gboolean digits = FALSE, point = FALSE;
  double v;

  if (text == NULL)
    return FALSE;
  while (g_ascii_isspace (*text))
    text++;
  p = text + (*text == '-');
  for (; *p != '\0' && !g_ascii_isspace (*p); p++)
    {
      if (g_ascii_isdigit (*p))
        digits = TRUE;
      else if (*p == '.' && !point)
        point = TRUE;
      else
        return FALSE;
    }
  if (!digits)
    return FALSE;
  v = g_ascii_strtod (text, &end);
  while (end != NULL && g_ascii_isspace (*end))
    end++;
  if (end == NULL || *end != '\0' || !isfinite (v))
    return FALSE;
  *out = v;
  return TRUE;
}

double
muster_loader_parse_double_attr (Loader *l, const xmlNode *node, const char *name, double def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  double d;

  if (v == NULL)
    return def;
  if (!muster_loader_parse_double (v, &d))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The attribute %s=\"%s\" is not a number."), name, v);
      return def;
    }
  return d;
}

int
muster_loader_parse_int_attr (Loader *l, const xmlNode *node, const char *name, int def)
{
  return (int) muster_loader_parse_double_attr (l, node, name, def);
}

/* Reads one <name>/<text>/<short>/<label>/<message> into a MusterText,
 * refusing a third language or a repeated one. */
void
muster_loader_read_text_element (Loader *l, const xmlNode *node, MusterText *text)
{
  g_autofree char *lang = muster_xml_get_lang (node);
  g_autofree char *content = NULL;

  if (lang == NULL || (!g_str_equal (lang, "en") && !g_str_equal (lang, "ru")))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                             _("<%s> has xml:lang=\"%s\"; Muster texts are in English (en) and Russian (ru)."),
                             (const char *) node->name, lang != NULL ? lang : "");
      return;
    }
  if ((g_str_equal (lang, "en") && text->en != NULL) || (g_str_equal (lang, "ru") && text->ru != NULL))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("<%s xml:lang=\"%s\"> is given twice."),
                             (const char *) node->name, lang);
      return;
    }
  content = muster_xml_get_content (node);
  g_strstrip (content);
  muster_text_set (text, lang, content);
}

void
muster_loader_require_both (Loader *l, const xmlNode *owner, const char *element, const MusterText *text, gboolean required)
{
  if (FAILED (l))
    return;
  if (!required && text->en == NULL && text->ru == NULL)
    return;
  if (text->en == NULL || text->ru == NULL)
    muster_loader_fail_at (l, owner, MUSTER_ERROR_INVALID,
                           _("<%s> needs both an English (en) and a Russian (ru) <%s>; the %s one is missing."),
                           (const char *) owner->name, element, text->en == NULL ? "en" : "ru");
}

/* Reads the name/short/text children of node, and the optional source. */
void
muster_loader_read_naming (Loader *l, const xmlNode *node, MusterText *name, MusterText *short_name,
                           MusterText *text, char **source, gboolean name_required)
{
  MusterText dummy_short = { 0 };
  MusterText dummy_text = { 0 };

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        break;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (l, child, name);
      else if (muster_xml_is (child, "short"))
        muster_loader_read_text_element (l, child, short_name != NULL ? short_name : &dummy_short);
      else if (muster_xml_is (child, "text"))
        muster_loader_read_text_element (l, child, text != NULL ? text : &dummy_text);
      else if (muster_xml_is (child, "source") && source != NULL)
        {
          g_free (*source);
          *source = muster_xml_get_content (child);
          g_strstrip (*source);
        }
    }
  muster_loader_require_both (l, node, "name", name, name_required);
  if (short_name != NULL)
    muster_loader_require_both (l, node, "short", short_name, FALSE);
  if (text != NULL)
    muster_loader_require_both (l, node, "text", text, FALSE);
  muster_text_clear (&dummy_short);
  muster_text_clear (&dummy_text);
}

char *
muster_loader_require_id (Loader *l, const xmlNode *node, const char *attr)
{
  char *id = muster_xml_get_attr (node, attr);

  if (id == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("<%s> needs a %s attribute."),
                           (const char *) node->name, attr);
  return id;
}

gboolean
muster_loader_check_unique (Loader *l, GHashTable *index, const char *id, const xmlNode *node)
{
  if (FAILED (l))
    return FALSE;
  if (g_hash_table_contains (index, id))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The id “%s” is used by two <%s> elements."),
                             id, (const char *) node->name);
      return FALSE;
    }
  return TRUE;
}

/* ---- sections ---- */

gboolean
muster_loader_lookup_number (GHashTable *table, const char *id, guint *index)
{
  gpointer value = g_hash_table_lookup (table, id);

  if (value == NULL)
    return FALSE;
  *index = GPOINTER_TO_UINT (value) - 1;
  return TRUE;
}
