/* muster-xml.c: the safe XML loader. No network, no external entities, no
 * DOCTYPE at all, a 16 MiB input cap, depth and element caps, UTF-8 only,
 * and validation against Muster's own compiled-in schemas. A file that fails
 * any step is refused whole with "file:line:column: sentence".
 */
#include "config.h"

#include "muster-xml.h"
#include "muster-core-resources.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlschemas.h>

G_DEFINE_QUARK (muster-error-quark, muster_error)

typedef struct
{
  const char *resource;
  const char *ns;
  const char *root;
} SchemaInfo;

static const SchemaInfo schema_info[MUSTER_N_SCHEMAS] = {
  [MUSTER_SCHEMA_SYSTEM]   = { "system.xsd",   MUSTER_NS_SYSTEM,   NULL },
  [MUSTER_SCHEMA_ARMY]     = { "army.xsd",     MUSTER_NS_ARMY,     "army" },
  [MUSTER_SCHEMA_SCENARIO] = { "scenario.xsd", MUSTER_NS_SCENARIO, "scenario" },
  [MUSTER_SCHEMA_TERRAIN]  = { "terrain.xsd",  MUSTER_NS_TERRAIN,  "terrain" },
};

static xmlSchemaPtr compiled[MUSTER_N_SCHEMAS];
static GMutex schema_lock;
static gboolean compiling_schemas;

#define RESOURCE_PREFIX "/io/github/muster/Muster/schemas/"
#define PUSH_CHUNK (256 * 1024)

/* Serves the bundled xml.xsd to the schema compiler and refuses everything
 * else: no document ever reaches outside its own bytes. */
static xmlParserInputPtr
deny_external_entities (const char       *url,
                        const char       *id,
                        xmlParserCtxtPtr  ctxt)
{
  if (compiling_schemas && url != NULL)
    {
      g_autofree char *base = g_path_get_basename (url);

      if (g_str_equal (base, "xml.xsd"))
        {
          g_autoptr(GBytes) bytes = NULL;
          gsize len;
          const char *data;

          bytes = g_resource_lookup_data (muster_core_get_resource (),
                                          RESOURCE_PREFIX "xml.xsd", 0, NULL);
          if (bytes != NULL)
            {
              /* libxml reads the string in place: compiled-in resource
               * data is static and always NUL-terminated */
              data = g_bytes_get_data (bytes, &len);
              return xmlNewStringInputStream (ctxt, (const xmlChar *) data);
            }
        }
    }
  return NULL;
}

static void
silent_generic_error (void *ctx, const char *msg, ...)
{
}

void
muster_xml_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      xmlSetExternalEntityLoader (deny_external_entities);
      xmlSetGenericErrorFunc (NULL, silent_generic_error);
      g_once_init_leave (&initialized, 1);
    }
}

const char *
muster_xml_schema_namespace (MusterSchema kind)
{
  g_return_val_if_fail (kind >= 0 && kind < MUSTER_N_SCHEMAS, NULL);
  return schema_info[kind].ns;
}

/* ---- node positions ----
 * libxml2 keeps a 16-bit line and no column; Muster records both for every
 * element in node->_private while parsing. */

#if GLIB_SIZEOF_VOID_P >= 8
# define COL_BITS 20
#else
# define COL_BITS 10
#endif
#define COL_MASK ((((guintptr) 1) << COL_BITS) - 1)

static void
set_position (xmlNode *node, guintptr line, guintptr column)
{
  if (column > COL_MASK)
    column = COL_MASK;
  node->_private = (void *) ((line << COL_BITS) | column);
}

guint
muster_xml_node_line (const xmlNode *node)
{
  if (node == NULL)
    return 0;
  if (node->type == XML_ATTRIBUTE_NODE)
    node = node->parent;
  if (node != NULL && node->_private != NULL && node->type == XML_ELEMENT_NODE)
    return (guint) (((guintptr) node->_private) >> COL_BITS);
  return node != NULL ? (guint) xmlGetLineNo (node) : 0;
}

guint
muster_xml_node_column (const xmlNode *node)
{
  if (node == NULL)
    return 0;
  if (node->type == XML_ATTRIBUTE_NODE)
    node = node->parent;
  if (node != NULL && node->_private != NULL && node->type == XML_ELEMENT_NODE)
    return (guint) (((guintptr) node->_private) & COL_MASK);
  return 1;
}

void
muster_xml_set_error_at (GError        **error,
                         MusterError     code,
                         const char     *file,
                         const xmlNode  *node,
                         const char     *format,
                         ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, MUSTER_ERROR, code, "%s:%u:%u: %s",
               file, MAX (muster_xml_node_line (node), 1),
               MAX (muster_xml_node_column (node), 1), sentence);
}

/* ---- parsing ---- */

typedef struct
{
  const char *file;
  guint depth;
  gsize nodes;              /* elements, attributes and values, texts, comments */
  MusterError code;
  char *message;            /* the first error, already "file:line:col: ..." */
} LoadState;

static void
state_fail (LoadState   *state,
            MusterError  code,
            guint        line,
            guint        column,
            const char  *sentence)
{
  if (state->message != NULL)
    return;
  state->code = code;
  state->message = g_strdup_printf ("%s:%u:%u: %s", state->file,
                                    MAX (line, 1), MAX (column, 1), sentence);
}

/* "Element '{ns}unit', attribute 'count': ..." -> "Element 'unit', ..." */
static char *
tidy_libxml_message (const char *message)
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
static const char *
plain_parser_message (int code)
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
static char *
plain_number_message (const xmlError *err, const char *tidy)
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

static void
on_structured_error (void *user_data, xmlErrorPtr err)
{
  LoadState *state = user_data;
  g_autofree char *tidy = NULL;
  MusterError code;
  guint line, column;

  if (err == NULL || err->level < XML_ERR_ERROR || state->message != NULL)
    return;

  switch (err->domain)
    {
    case XML_FROM_SCHEMASV:
    case XML_FROM_SCHEMASP:
    case XML_FROM_VALID:
      code = MUSTER_ERROR_INVALID;
      break;
    default:
      code = MUSTER_ERROR_MALFORMED;
      break;
    }
  if (err->code == XML_ERR_INVALID_CHAR || err->code == XML_ERR_INVALID_ENCODING
      || err->code == XML_ERR_UNSUPPORTED_ENCODING)
    code = MUSTER_ERROR_ENCODING;

  if (err->node != NULL && ((xmlNode *) err->node)->type == XML_ELEMENT_NODE)
    {
      line = muster_xml_node_line (err->node);
      column = muster_xml_node_column (err->node);
    }
  else
    {
      line = err->line;
      column = err->int2 > 0 ? (guint) err->int2 : 1;
    }

  /* libxml2's own cap on one text, in its own words otherwise */
  if (err->message != NULL && strstr (err->message, "huge text node") != NULL)
    {
      g_autofree char *sentence =
        g_strdup_printf (_("A text is longer than %d bytes, more than Muster reads in one piece."),
                         10000000);
      state_fail (state, MUSTER_ERROR_TOO_LARGE, line, column, sentence);
      return;
    }

  tidy = tidy_libxml_message (err->message != NULL ? err->message : "unknown XML error");
  if (err->domain == XML_FROM_SCHEMASV)
    {
      char *plain = plain_number_message (err, tidy);

      if (plain != NULL)
        {
          g_free (tidy);
          tidy = plain;
        }
    }
  if (err->domain == XML_FROM_PARSER)
    {
      const char *plain = plain_parser_message (err->code);

      if (plain != NULL)
        {
          /* a plain sentence first, libxml2's own words after it */
          gsize len = strlen (tidy);
          char *both;

          if (len > 0 && tidy[len - 1] == '.')
            tidy[len - 1] = '\0';
          both = g_strdup_printf ("%s (%s).", plain, tidy);
          g_free (tidy);
          tidy = both;
        }
    }
  state_fail (state, code, line, column, tidy);
}

static void
refuse_doctype (void          *ctx,
                const xmlChar *name,
                const xmlChar *external_id,
                const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = ctx;
  LoadState *state = ctxt->_private;

  state_fail (state, MUSTER_ERROR_FORBIDDEN, xmlSAX2GetLineNumber (ctxt), 1,
              _("A DOCTYPE declaration is not allowed in Muster files (no DTDs, no entities)."));
  xmlStopParser (ctxt);
}

static xmlEntityPtr
refuse_entity (void *ctx, const xmlChar *name)
{
  xmlParserCtxtPtr ctxt = ctx;
  LoadState *state = ctxt->_private;
  g_autofree char *sentence = NULL;

  /* the five predefined entities are handled by libxml itself */
  sentence = g_strdup_printf (_("The entity “&%s;” is not allowed in Muster files."),
                              (const char *) name);
  state_fail (state, MUSTER_ERROR_FORBIDDEN, xmlSAX2GetLineNumber (ctxt),
              xmlSAX2GetColumnNumber (ctxt), sentence);
  xmlStopParser (ctxt);
  return NULL;
}

/* The node budget as the tree grows: FALSE, and the parser stopped, when
 * n more nodes would pass it. */
static gboolean
count_nodes (xmlParserCtxtPtr ctxt, gsize n)
{
  LoadState *state = ctxt->_private;

  state->nodes += n;
  if (state->nodes <= MUSTER_XML_MAX_NODES)
    return TRUE;
  {
    g_autofree char *sentence =
      g_strdup_printf (_("The file has more than %d nodes (elements, attributes and their values, texts and comments)."), MUSTER_XML_MAX_NODES);

    state_fail (state, MUSTER_ERROR_TOO_LARGE, xmlSAX2GetLineNumber (ctxt),
                xmlSAX2GetColumnNumber (ctxt), sentence);
  }
  xmlStopParser (ctxt);
  return FALSE;
}

/* Text: a node when it starts a new text node rather than going on with
 * the last one (what xmlSAX2Characters does). */
static void
on_characters (void *ctx, const xmlChar *ch, int len)
{
  xmlParserCtxtPtr ctxt = ctx;
  xmlNode *parent = ctxt->node;

  if (parent != NULL)
    {
      xmlNode *last = parent->last;

      if ((last == NULL || last->type != XML_TEXT_NODE || last->name != xmlStringText)
          && !count_nodes (ctxt, 1))
        return;
    }
  xmlSAX2Characters (ctx, ch, len);
}

/* A comment is counted, not kept: text around it stays one text node
 * (split text made schema validation quadratic). */
static void
on_comment (void *ctx, const xmlChar *value)
{
  count_nodes (ctx, 1);
}

static void
on_start_element (void           *ctx,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             nb_namespaces,
                  const xmlChar **namespaces,
                  int             nb_attributes,
                  int             nb_defaulted,
                  const xmlChar **attributes)
{
  xmlParserCtxtPtr ctxt = ctx;
  LoadState *state = ctxt->_private;
  xmlParserInputPtr input = ctxt->input;
  guint line, column;

  if (++state->depth > MUSTER_XML_MAX_DEPTH)
    {
      g_autofree char *sentence =
        g_strdup_printf (_("Elements are nested more than %d deep."), MUSTER_XML_MAX_DEPTH);
      state_fail (state, MUSTER_ERROR_FORBIDDEN, xmlSAX2GetLineNumber (ctxt),
                  xmlSAX2GetColumnNumber (ctxt), sentence);
      xmlStopParser (ctxt);
      return;
    }
  /* an element, its attributes and their values (namespace declarations
   * too); the first pass counted these already, texts are counted as they
   * are made */
  if (!count_nodes (ctxt, 1 + 2 * ((gsize) nb_attributes + (gsize) nb_namespaces)))
    return;

  xmlSAX2StartElementNs (ctx, localname, prefix, uri, nb_namespaces, namespaces,
                         nb_attributes, nb_defaulted, attributes);

  /* The parser stands at the end of the start tag: walk back to its '<'
   * to find where the element begins. */
  line = input->line;
  column = input->col;
  if (input->base != NULL && input->cur != NULL && input->cur > input->base)
    {
      const xmlChar *p = input->cur;
      guint newlines = 0, chars = 0;

      while (p > input->base && *p != '<')
        {
          p--;
          if (*p == '\n')
            newlines++;
          if ((*p & 0xC0) != 0x80)
            chars++;
        }
      if (*p == '<' && newlines == 0)
        column = input->col > (int) chars ? input->col - chars : 1;
      else if (*p == '<')
        {
          const xmlChar *q = p;

          column = 1;
          while (q > input->base && q[-1] != '\n')
            {
              q--;
              if ((*q & 0xC0) != 0x80)
                column++;
            }
          line -= newlines;
        }
    }
  if (ctxt->node != NULL)
    set_position (ctxt->node, line, column);
}

static void
on_end_element (void          *ctx,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  xmlParserCtxtPtr ctxt = ctx;
  LoadState *state = ctxt->_private;

  if (state->depth > 0)
    state->depth--;
  xmlSAX2EndElementNs (ctx, localname, prefix, uri);
}

static xmlSchemaPtr
get_schema (MusterSchema kind, GError **error)
{
  xmlSchemaPtr schema;

  g_mutex_lock (&schema_lock);
  if (compiled[kind] == NULL)
    {
      g_autofree char *path = g_strconcat (RESOURCE_PREFIX, schema_info[kind].resource, NULL);
      g_autoptr(GBytes) bytes = g_resource_lookup_data (muster_core_get_resource (), path, 0, NULL);

      if (bytes != NULL)
        {
          xmlSchemaParserCtxtPtr pctxt;
          gsize len;
          const char *data = g_bytes_get_data (bytes, &len);

          compiling_schemas = TRUE;
          pctxt = xmlSchemaNewMemParserCtxt (data, (int) len);
          compiled[kind] = xmlSchemaParse (pctxt);
          xmlSchemaFreeParserCtxt (pctxt);
          compiling_schemas = FALSE;
        }
    }
  schema = compiled[kind];
  g_mutex_unlock (&schema_lock);

  if (schema == NULL)
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                 "internal error: the schema %s is missing or does not compile",
                 schema_info[kind].resource);
  return schema;
}

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

static gboolean
check_encoding_bytes (const char   *data,
                      gsize         length,
                      const char   *display_name,
                      GError      **error)
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

static gboolean
first_pass (const char   *data,
            gsize         length,
            const char   *display_name,
            GError      **error)
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

static MusterSchema
kind_of_root (const xmlNode *root)
{
  if (root == NULL || root->ns == NULL || root->ns->href == NULL)
    return MUSTER_SCHEMA_ANY;
  for (int i = 0; i < MUSTER_N_SCHEMAS; i++)
    if (g_str_equal ((const char *) root->ns->href, schema_info[i].ns))
      return i;
  return MUSTER_SCHEMA_ANY;
}

static const char *
kind_noun (MusterSchema kind)
{
  switch (kind)
    {
    case MUSTER_SCHEMA_SYSTEM:   return _("a game system or faction file");
    case MUSTER_SCHEMA_ARMY:     return _("an army file");
    case MUSTER_SCHEMA_SCENARIO: return _("a scenario file");
    case MUSTER_SCHEMA_TERRAIN:  return _("a terrain setup file");
    case MUSTER_SCHEMA_ANY:
    case MUSTER_N_SCHEMAS:
    default:                     return _("a Muster file");
    }
}

xmlDoc *
muster_xml_load_memory (const char    *data,
                        gsize          length,
                        const char    *display_name,
                        MusterSchema   expected,
                        MusterSchema  *out_kind,
                        GError       **error)
{
  LoadState state = { 0 };
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc = NULL;
  xmlNode *root;
  MusterSchema kind;
  xmlSchemaPtr schema;
  xmlSchemaValidCtxtPtr vctxt;
  int options = XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_NOBLANKS | XML_PARSE_COMPACT;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  muster_xml_init ();
  state.file = display_name;

  if (length > MUSTER_XML_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_TOO_LARGE,
                   _("%s:1:1: The file is larger than %d MiB; Muster refuses it unread."),
                   display_name, MUSTER_XML_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (length == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_MALFORMED,
                   _("%s:1:1: The file is empty."), display_name);
      return NULL;
    }
  if (!check_encoding_bytes (data, length, display_name, error)
      || !first_pass (data, length, display_name, error))
    return NULL;

  /* pushed in chunks: libxml2 holds only what it has not parsed yet, not a
   * second copy of the whole file, and a file over 10 MB is not cut short
   * by its "huge input lookup" (a memory parser looks back to the start) */
  ctxt = xmlCreatePushParserCtxt (NULL, NULL, data, (int) MIN (length, 4), NULL);
  if (ctxt == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   "%s:1:1: out of memory", display_name);
      return NULL;
    }
  xmlCtxtUseOptions (ctxt, options);
  ctxt->_private = &state;
  ctxt->sax->serror = NULL;   /* errors go to the thread's structured handler below */
  ctxt->sax->error = NULL;
  ctxt->sax->warning = NULL;
  ctxt->sax->internalSubset = refuse_doctype;
  ctxt->sax->externalSubset = NULL;
  ctxt->sax->getEntity = refuse_entity;
  ctxt->sax->getParameterEntity = NULL;
  ctxt->sax->entityDecl = NULL;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->characters = on_characters;
  ctxt->sax->comment = on_comment;
  /* the first pass refuses them */
  ctxt->sax->processingInstruction = NULL;
  ctxt->sax->endElementNs = on_end_element;
  ctxt->sax->initialized = XML_SAX2_MAGIC;
  xmlCtxtResetLastError (ctxt);
  xmlSetStructuredErrorFunc (&state, on_structured_error);

  for (gsize offset = MIN (length, 4); offset < length; offset += PUSH_CHUNK)
    {
      xmlParseChunk (ctxt, data + offset, (int) MIN (PUSH_CHUNK, length - offset), 0);
      /* stopped, or the first error is known: no need to read further */
      if (state.message != NULL || ctxt->instate == XML_PARSER_EOF || !ctxt->wellFormed)
        break;
    }
  if (state.message == NULL && ctxt->instate != XML_PARSER_EOF && ctxt->wellFormed)
    xmlParseChunk (ctxt, NULL, 0, 1);
  doc = ctxt->myDoc;
  ctxt->myDoc = NULL;

  if (state.message == NULL && (!ctxt->wellFormed || doc == NULL))
    {
      const xmlError *last = xmlCtxtGetLastError (ctxt);
      if (last != NULL && last->message != NULL)
        on_structured_error (&state, (xmlErrorPtr) last);
      else
        state_fail (&state, MUSTER_ERROR_MALFORMED, 1, 1, _("The file is not well-formed XML."));
    }
  xmlFreeParserCtxt (ctxt);

  if (state.message == NULL && doc->encoding != NULL
      && g_ascii_strcasecmp ((const char *) doc->encoding, "UTF-8") != 0)
    {
      g_autofree char *sentence =
        g_strdup_printf (_("The file declares the encoding %s; Muster reads UTF-8 files only."),
                         (const char *) doc->encoding);
      state_fail (&state, MUSTER_ERROR_ENCODING, 1, 1, sentence);
    }

  root = (state.message == NULL) ? xmlDocGetRootElement (doc) : NULL;
  kind = kind_of_root (root);
  if (state.message == NULL)
    {
      if (kind == MUSTER_SCHEMA_ANY)
        {
          g_autofree char *sentence =
            g_strdup_printf (_("The root element <%s> is not %s; expected a Muster namespace such as %s."),
                             root != NULL ? (const char *) root->name : "?",
                             kind_noun (expected),
                             expected != MUSTER_SCHEMA_ANY ? schema_info[expected].ns
                                                            : MUSTER_NS_ARMY);
          state_fail (&state, MUSTER_ERROR_INVALID, muster_xml_node_line (root),
                      muster_xml_node_column (root), sentence);
        }
      else if (expected != MUSTER_SCHEMA_ANY && kind != expected)
        {
          g_autofree char *sentence =
            g_strdup_printf (_("This is %s, not %s."), kind_noun (kind), kind_noun (expected));
          state_fail (&state, MUSTER_ERROR_INVALID, muster_xml_node_line (root),
                      muster_xml_node_column (root), sentence);
        }
    }

  if (state.message == NULL)
    {
      schema = get_schema (kind, error);
      if (schema == NULL)
        {
          xmlSetStructuredErrorFunc (NULL, NULL);
          xmlFreeDoc (doc);
          return NULL;
        }
      vctxt = xmlSchemaNewValidCtxt (schema);
      xmlSchemaSetValidStructuredErrors (vctxt, on_structured_error, &state);
      if (xmlSchemaValidateDoc (vctxt, doc) != 0 && state.message == NULL)
        state_fail (&state, MUSTER_ERROR_INVALID, 1, 1, _("The file does not follow its schema."));
      xmlSchemaFreeValidCtxt (vctxt);
    }
  xmlSetStructuredErrorFunc (NULL, NULL);

  if (state.message != NULL)
    {
      g_set_error_literal (error, MUSTER_ERROR, state.code, state.message);
      g_free (state.message);
      if (doc != NULL)
        xmlFreeDoc (doc);
      return NULL;
    }

  if (out_kind != NULL)
    *out_kind = kind;
  return doc;
}

char *
muster_xml_read_capped (const char  *path,
                        gsize       *length,
                        GError     **error)
{
  struct stat st;
  char *buf;
  gsize capacity, used = 0;
  int fd;

  /* O_NONBLOCK: opening a FIFO for reading waits for a writer, and a
   * device may wait too; only a regular file is read, and O_NONBLOCK is
   * cleared again before reading it */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("%s: cannot open the file: %s."),
                   path, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("%s: not a regular file (a folder, a pipe or a device); Muster reads only files."),
                   path);
      close (fd);
      return NULL;
    }
  {
    int flags = fcntl (fd, F_GETFL);

    if (flags != -1)
      fcntl (fd, F_SETFL, flags & ~O_NONBLOCK);
  }
  if (st.st_size > MUSTER_XML_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_TOO_LARGE,
                   _("%s:1:1: The file is larger than %d MiB; Muster refuses it unread."),
                   path, MUSTER_XML_MAX_BYTES / (1024 * 1024));
      close (fd);
      return NULL;
    }

  /* exactly the file's size (a GString would round 16 MiB up to 32);
   * more only if the file grows while it is read */
  capacity = (gsize) st.st_size + 2;   /* a spare byte to see the end without growing */
  buf = g_malloc (capacity);
  for (;;)
    {
      gssize n;

      if (used + 1 == capacity)
        {
          if (used >= MUSTER_XML_MAX_BYTES + 1)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_TOO_LARGE,
                           _("%s:1:1: The file is larger than %d MiB; Muster refuses it unread."),
                           path, MUSTER_XML_MAX_BYTES / (1024 * 1024));
              g_free (buf);
              close (fd);
              return NULL;
            }
          capacity = MIN (MAX (capacity * 2, 65536), (gsize) MUSTER_XML_MAX_BYTES + 2);
          buf = g_realloc (buf, capacity);
        }
      n = read (fd, buf + used, capacity - 1 - used);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("%s: cannot read the file: %s."),
                       path, g_strerror (saved));
          g_free (buf);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      used += n;
    }
  close (fd);
  if (used > MUSTER_XML_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_TOO_LARGE,
                   _("%s:1:1: The file is larger than %d MiB; Muster refuses it unread."),
                   path, MUSTER_XML_MAX_BYTES / (1024 * 1024));
      g_free (buf);
      return NULL;
    }
  buf[used] = '\0';
  *length = used;
  return buf;
}

xmlDoc *
muster_xml_load_file (const char    *path,
                      MusterSchema   expected,
                      MusterSchema  *out_kind,
                      GError       **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  data = muster_xml_read_capped (path, &length, error);
  if (data == NULL)
    return NULL;
  return muster_xml_load_memory (data, length, path, expected, out_kind, error);
}

gpointer
muster_xml_read (const char       *path,
                 const char       *data,
                 gsize             length,
                 const char       *display_name,
                 MusterSchema      expected,
                 MusterDocReader   reader,
                 gpointer          reader_data,
                 GError          **error)
{
  xmlDoc *doc;
  gpointer object;

  g_return_val_if_fail (reader != NULL, NULL);

  doc = path != NULL ? muster_xml_load_file (path, expected, NULL, error)
                     : muster_xml_load_memory (data, length, display_name, expected, NULL, error);
  if (doc == NULL)
    return NULL;
  object = reader (reader_data, doc, path != NULL ? path : display_name, error);
  xmlFreeDoc (doc);
  return object;
}

/* ---- reading helpers ---- */

gboolean
muster_xml_is (const xmlNode *node,
               const char    *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE
         && g_str_equal ((const char *) node->name, name);
}

static xmlNode *
skip_to_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

xmlNode *
muster_xml_first_child (const xmlNode *node)
{
  return node != NULL ? skip_to_element (node->children) : NULL;
}

xmlNode *
muster_xml_next (const xmlNode *node)
{
  return node != NULL ? skip_to_element (node->next) : NULL;
}

char *
muster_xml_get_attr (const xmlNode *node,
                     const char    *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  GString *copy;
  gboolean space = FALSE;

  if (value == NULL)
    return NULL;
  /* the value as the schema saw it: XML Schema checks every Muster
   * attribute (ids, numbers, booleans, dice) with its white space collapsed,
   * so "\n d6 \n" passed as "d6" and must be read as "d6" */
  copy = g_string_new (NULL);
  for (const xmlChar *p = value; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        space = TRUE;
      else
        {
          if (space && copy->len > 0)
            g_string_append_c (copy, ' ');
          space = FALSE;
          g_string_append_c (copy, (char) *p);
        }
    }
  xmlFree (value);
  return g_string_free (copy, FALSE);
}

char *
muster_xml_get_lang (const xmlNode *node)
{
  xmlChar *value = xmlNodeGetLang (node);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
muster_xml_get_content (const xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy;

  if (value == NULL)
    return g_strdup ("");
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}
