/* muster-xml.h: the one safe XML loader every Muster file goes through,
 * small helpers to read the loaded tree with file:line:column errors, and
 * one to write a text in both languages.
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "muster-error.h"
#include "muster-text.h"

G_BEGIN_DECLS

/* Every file: at most 16 MiB, elements nested at most 64 deep, at most
 * 400,000 nodes (elements, attributes and comments together), at most 64
 * attributes on one element. */
#define MUSTER_XML_MAX_BYTES      (16 * 1024 * 1024)
#define MUSTER_XML_MAX_DEPTH      64
#define MUSTER_XML_MAX_NODES      400000
#define MUSTER_XML_MAX_ATTRIBUTES 64

#define MUSTER_NS_SYSTEM   "https://muster.github.io/ns/system/1"
#define MUSTER_NS_ARMY     "https://muster.github.io/ns/army/1"
#define MUSTER_NS_SCENARIO "https://muster.github.io/ns/scenario/1"
#define MUSTER_NS_TERRAIN  "https://muster.github.io/ns/terrain/1"

typedef enum
{
  MUSTER_SCHEMA_ANY = -1,
  MUSTER_SCHEMA_SYSTEM = 0,
  MUSTER_SCHEMA_ARMY,
  MUSTER_SCHEMA_SCENARIO,
  MUSTER_SCHEMA_TERRAIN,
  MUSTER_N_SCHEMAS
} MusterSchema;

void        muster_xml_init             (void);

xmlDoc     *muster_xml_load_file        (const char    *path,
                                         MusterSchema   expected,
                                         MusterSchema  *out_kind,
                                         GError       **error);
xmlDoc     *muster_xml_load_memory      (const char    *data,
                                         gsize          length,
                                         const char    *display_name,
                                         MusterSchema   expected,
                                         MusterSchema  *out_kind,
                                         GError       **error);
/* Loads a file (path) or bytes (data) of the given kind and hands the
 * document to reader, which makes the object; the document is freed. */
typedef gpointer (*MusterDocReader) (gpointer       reader_data,
                                     xmlDoc        *doc,
                                     const char    *display_name,
                                     GError       **error);
gpointer    muster_xml_read             (const char    *path,
                                         const char    *data,
                                         gsize          length,
                                         const char    *display_name,
                                         MusterSchema   expected,
                                         MusterDocReader reader,
                                         gpointer       reader_data,
                                         GError       **error);
char       *muster_xml_read_capped      (const char    *path,
                                         gsize         *length,
                                         GError       **error);
const char *muster_xml_schema_namespace (MusterSchema   kind);

guint       muster_xml_node_line        (const xmlNode *node);
guint       muster_xml_node_column      (const xmlNode *node);
void        muster_xml_set_error_at     (GError       **error,
                                         MusterError    code,
                                         const char    *file,
                                         const xmlNode *node,
                                         const char    *format,
                                         ...) G_GNUC_PRINTF (5, 6);

gboolean    muster_xml_is               (const xmlNode *node,
                                         const char    *name);
xmlNode    *muster_xml_first_child      (const xmlNode *node);
xmlNode    *muster_xml_next             (const xmlNode *node);
/* An attribute with its white space collapsed, as the schema checked it;
 * NULL when absent. */
char       *muster_xml_get_attr         (const xmlNode *node,
                                         const char    *name);
char       *muster_xml_get_lang         (const xmlNode *node);
char       *muster_xml_get_content      (const xmlNode *node);
/* An @element child of @parent for each language @text has, with its
 * xml:lang ("en" first). */
void        muster_xml_add_text         (xmlNode          *parent,
                                         xmlNs            *ns,
                                         const char       *element,
                                         const MusterText *text);

#define muster_xml_foreach_child(parent, child) \
  for (xmlNode *child = muster_xml_first_child (parent); child != NULL; child = muster_xml_next (child))

G_END_DECLS
