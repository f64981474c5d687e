/* muster-xml.c: the safe XML loader. No network, no external entities, no
 * DOCTYPE at all, a 16 MiB input cap, depth and element caps, UTF-8 only,
 * and validation against Muster's own compiled-in schemas. A file that fails
 * any step is refused whole with "file:line:column: sentence".
 */
#include "config.h"

#include "muster-xml.h"
#include "muster-core-resources.h"
#include "muster-xml-private.h"

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

  tidy = muster_xml_tidy_message (err->message != NULL ? err->message : "unknown XML error");
  if (err->domain == XML_FROM_SCHEMASV)
    {
      char *plain = muster_xml_plain_number_message (err, tidy);

      if (plain != NULL)
        {
          g_free (tidy);
          tidy = plain;
        }
    }
  if (err->domain == XML_FROM_PARSER)
    {
      const char *plain = muster_xml_plain_parser_message (err->code);

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
  if (!muster_xml_check_encoding (data, length, display_name, error)
      || !muster_xml_first_pass (data, length, display_name, error))
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
