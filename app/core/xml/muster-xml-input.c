/* muster-xml-input.c: what Muster checks in a file's bytes before libxml2
 * reads them: UTF-8 only, no characters XML forbids, and a linear first
 * pass that counts every kind of node against the limits and refuses a
 * DOCTYPE, processing instructions and foreign encodings in plain words.
 */
#include "config.h"

#include "muster-xml.h"
#include "muster-xml-private.h"
#include "muster-error.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Line and column (in characters) of a byte of the file. */
static void
position_of (const char *data,
             gsize       offset,
             guint      *line,
             guint      *column)
{
  *line = 1;
  *column = 1;
  for (gsize i = 0; i < offset; i++)
    {
      if (data[i] == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if ((data[i] & 0xC0) != 0x80)
        (*column)++;
    }
}

static void
fail_at_offset (GError      **error,
                MusterError   code,
                const char   *data,
                gsize         offset,
                const char   *display_name,
                const char   *format,
                ...) G_GNUC_PRINTF (6, 7);

static void
fail_at_offset (GError      **error,
                MusterError   code,
                const char   *data,
                gsize         offset,
                const char   *display_name,
                const char   *format,
                ...)
{
  g_autofree char *sentence = NULL;
  guint line, column;
  va_list args;

  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  position_of (data, offset, &line, &column);
  g_set_error (error, MUSTER_ERROR, code, "%s:%u:%u: %s", display_name, line, column, sentence);
}

/* The encodings a file's first bytes give away: a byte-order mark, or
 * "<" as UTF-16 or UTF-32 would write it, or "<?xm" in EBCDIC. */
static const char *
foreign_encoding (const guchar *d,
                  gsize         n)
{
  if (n >= 4 && ((d[0] == 0xFF && d[1] == 0xFE && d[2] == 0 && d[3] == 0)
                 || (d[0] == 0 && d[1] == 0 && d[2] == 0xFE && d[3] == 0xFF)
                 || (d[0] == '<' && d[1] == 0 && d[2] == 0 && d[3] == 0)
                 || (d[0] == 0 && d[1] == 0 && d[2] == 0 && d[3] == '<')))
    return "UTF-32";
  if (n >= 2 && ((d[0] == 0xFE && d[1] == 0xFF) || (d[0] == 0xFF && d[1] == 0xFE)
                 || (d[0] == '<' && d[1] == 0) || (d[0] == 0 && d[1] == '<')))
    return "UTF-16";
  if (n >= 4 && d[0] == 0x4C && d[1] == 0x6F && d[2] == 0xA7 && d[3] == 0x94)
    return "EBCDIC";
  return NULL;
}

gboolean
muster_xml_check_encoding (const char  *data,
                           gsize        length,
                           const char  *display_name,
                           GError     **error)
{
  const char *end = NULL;
  const char *foreign = foreign_encoding ((const guchar *) data, length);

  if (foreign != NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_ENCODING,
                   _("%s:1:1: The file is in %s, not UTF-8; Muster reads UTF-8 files only."),
                   display_name, foreign);
      return FALSE;
    }

  if (!g_utf8_validate_len (data, length, &end))
    {
      if (end < data + length && *end == '\0')
        fail_at_offset (error, MUSTER_ERROR_ENCODING, data, end - data, display_name,
                        _("The file contains a NUL byte; it is not a UTF-8 text file."));
      else
        fail_at_offset (error, MUSTER_ERROR_ENCODING, data, end - data, display_name,
                        _("The file is not valid UTF-8; Muster reads UTF-8 files only."));
      return FALSE;
    }

  /* characters XML does not allow anywhere: control characters other
   * than tab, line feed and carriage return, and U+FFFE, U+FFFF. Refused
   * here in plain words; libxml2 would also stop a comment or a CDATA
   * section at one, and the first pass below reads them to their end */
  for (gsize i = 0; i < length; i++)
    {
      guchar c = data[i];

      if (G_UNLIKELY (c < 0x20) && c != '\t' && c != '\n' && c != '\r')
        {
          fail_at_offset (error, MUSTER_ERROR_ENCODING, data, i, display_name,
                          _("The file contains the control character U+%04X, which XML does not allow."),
                          c);
          return FALSE;
        }
      if (G_UNLIKELY (c == 0xEF) && i + 2 < length && (guchar) data[i + 1] == 0xBF
          && ((guchar) data[i + 2] == 0xBE || (guchar) data[i + 2] == 0xBF))
        {
          fail_at_offset (error, MUSTER_ERROR_ENCODING, data, i, display_name,
                          _("The file contains the character U+%04X, which XML does not allow."),
                          (guchar) data[i + 2] == 0xBE ? 0xFFFEu : 0xFFFFu);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- the first pass ----
 * A linear pass over the bytes before libxml2 builds anything. It counts
 * the nodes of every kind (elements, attributes, comments), the attributes
 * of each element (libxml2 2.9 checks an element's attributes against each
 * other, which is quadratic), the bytes of comments and of CDATA sections,
 * and refuses processing instructions, a DOCTYPE and an encoding other than
 * UTF-8 before libxml2 switches to it. For a well-formed file it reads
 * exactly what libxml2 reads; where a file is not well-formed it never
 * counts less than libxml2 could parse: an element's attributes end at the
 * next "<" in any case, since libxml2 stops there too (a value never holds
 * a "<"), comments and CDATA sections end where libxml2 ends them (no
 * character inside can stop it: those were refused above, and the budgets
 * keep both under libxml2's own 10 MB cut), and a "<" that starts no markup
 * is text for both. */

#define COMMENT_BUDGET (1024 * 1024)
#define CDATA_BUDGET   (1024 * 1024)

static gboolean
has_prefix (const char *p, const char *end, const char *prefix)
{
  gsize n = strlen (prefix);

  return (gsize) (end - p) >= n && memcmp (p, prefix, n) == 0;
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The encoding an XML declaration (from decl to its first ">", where
 * libxml2 ends it too) names; NULL when it names none. */
static char *
declared_encoding (const char *decl, const char *end)
{
  const char *p = decl;

  while ((p = g_strstr_len (p, end - p, "encoding")) != NULL)
    {
      const char *q = p + strlen ("encoding");
      const char *close;
      char quote;

      if (!is_blank (p[-1]))
        {
          p = q;
          continue;
        }
      while (q < end && is_blank (*q))
        q++;
      if (q >= end || *q != '=')
        return NULL;
      q++;
      while (q < end && is_blank (*q))
        q++;
      if (q >= end || (*q != '"' && *q != '\''))
        return NULL;
      quote = *q++;
      close = memchr (q, quote, end - q);
      return close != NULL ? g_strndup (q, close - q) : NULL;
    }
  return NULL;
}

gboolean
muster_xml_first_pass (const char  *data,
                       gsize        length,
                       const char  *display_name,
                       GError     **error)
{
  const char *p = data;
  const char *end = data + length;
  gsize nodes = 0, comment_bytes = 0;

#define FAIL(at, code, ...) \
  G_STMT_START { \
    fail_at_offset (error, code, data, (at) - data, display_name, __VA_ARGS__); \
    return FALSE; \
  } G_STMT_END
#define COUNT_NODES(at, n) \
  G_STMT_START { \
    nodes += (n); \
    if (nodes > MUSTER_XML_MAX_NODES) \
      FAIL (at, MUSTER_ERROR_TOO_LARGE, _("The file has more than %d nodes (elements, attributes and their values, texts and comments)."), \
            MUSTER_XML_MAX_NODES); \
  } G_STMT_END

  if (has_prefix (p, end, "\xEF\xBB\xBF"))
    p += 3;
  /* the XML declaration, where libxml2 looks for it */
  if (has_prefix (p, end, "<?xml") && p + 5 < end && is_blank (p[5]))
    {
      const char *close = memchr (p, '>', end - p);
      g_autofree char *encoding = declared_encoding (p, close != NULL ? close : end);

      if (encoding != NULL && g_ascii_strcasecmp (encoding, "UTF-8") != 0)
        {
          if (g_utf8_strlen (encoding, -1) > 40)
            {
              char *cut = g_strdup_printf ("%.*s…", (int) (g_utf8_offset_to_pointer (encoding, 40) - encoding),
                                           encoding);
              g_free (encoding);
              encoding = cut;
            }
          FAIL (p, MUSTER_ERROR_ENCODING,
                _("The file declares the encoding %s; Muster reads UTF-8 files only."), encoding);
        }
      p = close != NULL ? close + 1 : end;
    }

  while (p < end && (p = memchr (p, '<', end - p)) != NULL)
    {
      const char *q;
      char c;

      if (p + 1 >= end)
        break;
      c = p[1];
      if (c == '!')
        {
          if (has_prefix (p, end, "<!--"))
            {
              const char *close = g_strstr_len (p + 4, end - (p + 4), "-->");
              const char *after = close != NULL ? close + 3 : end;

              COUNT_NODES (p, 1);
              comment_bytes += after - p;
              if (comment_bytes > COMMENT_BUDGET)
                FAIL (p, MUSTER_ERROR_TOO_LARGE,
                      _("The comments of the file hold more than %d MiB together."),
                      COMMENT_BUDGET / (1024 * 1024));
              p = after;
            }
          else if (has_prefix (p, end, "<![CDATA["))
            {
              const char *close = g_strstr_len (p + 9, end - (p + 9), "]]>");
              const char *after = close != NULL ? close + 3 : end;

              if ((gsize) (after - p) > CDATA_BUDGET)
                FAIL (p, MUSTER_ERROR_TOO_LARGE,
                      _("A CDATA section is longer than %d MiB."), CDATA_BUDGET / (1024 * 1024));
              p = after;
            }
          else if (has_prefix (p, end, "<!DOCTYPE"))
            FAIL (p, MUSTER_ERROR_FORBIDDEN,
                  _("A DOCTYPE declaration is not allowed in Muster files (no DTDs, no entities)."));
          else
            p++;   /* libxml2 reads it as a broken start tag, then text */
          continue;
        }
      if (c == '?')
        {
          if (has_prefix (p, end, "<?xml") && p + 5 < end && is_blank (p[5]))
            FAIL (p, MUSTER_ERROR_MALFORMED,
                  _("The XML declaration (<?xml …?>) must stand at the very start of the file."));
          FAIL (p, MUSTER_ERROR_FORBIDDEN,
                _("Processing instructions (<?…?>) are not allowed in Muster files."));
        }
      if (c == '/')
        {
          for (q = p + 2; q < end && *q != '>' && *q != '<'; q++)
            ;
          p = (q < end && *q == '>') ? q + 1 : q;
          continue;
        }
      if (!(g_ascii_isalpha (c) || c == '_' || c == ':' || (guchar) c >= 0x80))
        {
          p++;   /* not a tag: text, for libxml2 too */
          continue;
        }

      /* a start tag: its attributes are its "=" outside quotes, up to its
       * ">" or the next "<" */
      COUNT_NODES (p, 1);
      {
        guint attributes = 0;
        char quote = 0;

        for (q = p + 1; q < end; q++)
          {
            char ch = *q;

            if (ch == '<')
              break;
            if (quote != 0)
              {
                if (ch == quote)
                  quote = 0;
              }
            else if (ch == '"' || ch == '\'')
              quote = ch;
            else if (ch == '=')
              {
                if (++attributes > MUSTER_XML_MAX_ATTRIBUTES)
                  FAIL (p, MUSTER_ERROR_TOO_LARGE,
                        _("An element has more than %d attributes."), MUSTER_XML_MAX_ATTRIBUTES);
                COUNT_NODES (p, 2);   /* the attribute and its value */
              }
            else if (ch == '>')
              {
                q++;
                break;
              }
          }
      }
      p = q;
    }
  return TRUE;
#undef COUNT_NODES
#undef FAIL
}

