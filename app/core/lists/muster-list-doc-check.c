/* muster-list-doc-check.c: the list editor's live check: the list loaded
 * with its system through the system's own loader, and the element of the
 * document an error points at, found by the error's line in the text that
 * was checked.
 */
#include "config.h"

#include <string.h>

#include <libxml/parser.h>

#include "muster-list-doc-private.h"
#include "muster-xml.h"

/* The name the list has among its system's faction files: its own file
 * (which it takes the place of), else its id's. */
static char *
faction_file_name (MusterListDoc *self)
{
  g_autofree char *id = NULL;

  if (self->path != NULL)
    return g_strdup (self->path);
  id = muster_xml_get_attr (xmlDocGetRootElement (self->doc), "id");
  return g_strdup_printf ("%s.xml", id != NULL ? id : "list");
}

MusterSystem *
muster_list_doc_check (MusterListDoc  *self,
                       MusterSystem   *system,
                       GError        **error)
{
  g_autofree char *name = NULL;
  xmlDoc *doc;
  MusterSystem *checked;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);
  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);

  name = faction_file_name (self);
  g_free (self->checked);
  self->checked = muster_list_doc_serialize (self);
  g_free (self->checked_name);
  self->checked_name = g_path_get_basename (name);
  doc = muster_xml_load_memory (self->checked, strlen (self->checked), name, MUSTER_SCHEMA_SYSTEM, NULL, error);
  if (doc == NULL)
    return NULL;
  checked = muster_system_load_with (muster_system_get_folder (system), NULL, name, doc, error);
  xmlFreeDoc (doc);
  return checked;
}

MusterSystem *
muster_list_doc_check_unit (MusterListDoc  *self,
                            MusterSystem   *system,
                            xmlNode        *unit,
                            GError        **error)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  xmlNode *root;
  xmlNode *next;
  xmlDoc *copy;
  xmlDoc *doc;
  MusterSystem *checked;
  guint index = 0;
  guint i = 0;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);
  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);
  g_return_val_if_fail (unit != NULL && unit->parent == xmlDocGetRootElement (self->doc), NULL);

  muster_xml_foreach_child (xmlDocGetRootElement (self->doc), child)
    {
      if (child == unit)
        index = i;
      if (muster_xml_is (child, "unit"))
        i++;
    }
  /* the copy keeps the unit alone: no other unit, preparation or board
   * can stand in its way */
  copy = xmlCopyDoc (self->doc, 1);
  root = xmlDocGetRootElement (copy);
  i = 0;
  for (xmlNode *child = root->children; child != NULL; child = next)
    {
      gboolean is_unit = child->type == XML_ELEMENT_NODE && muster_xml_is (child, "unit");

      next = child->next;
      if ((is_unit && i++ != index) ||
          (child->type == XML_ELEMENT_NODE && (muster_xml_is (child, "preparation") || muster_xml_is (child, "action-board"))))
        {
          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
    }
  text = _muster_list_doc_dump (copy);
  xmlFreeDoc (copy);
  name = faction_file_name (self);
  doc = muster_xml_load_memory (text, strlen (text), name, MUSTER_SCHEMA_SYSTEM, NULL, error);
  if (doc == NULL)
    return NULL;
  checked = muster_system_load_with (muster_system_get_folder (system), NULL, name, doc, error);
  xmlFreeDoc (doc);
  return checked;
}

/* The element of @root's tree at @line of its text; its path of element
 * indices into @path. */
static gboolean
find_line (xmlNode *node, long line, GArray *path)
{
  guint i = 0;

  muster_xml_foreach_child (node, child)
    {
      g_array_append_val (path, i);
      if (xmlGetLineNo (child) == line)
        return TRUE;
      if (find_line (child, line, path))
        return TRUE;
      g_array_set_size (path, path->len - 1);
      /* past the line: it is in the previous child's end tag, or none */
      i++;
    }
  return FALSE;
}

xmlNode *
muster_list_doc_error_node (MusterListDoc  *self,
                            const GError   *error,
                            const char    **text)
{
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *line_text = NULL;
  g_autofree char *file = NULL;
  g_autofree char *base = NULL;
  xmlDoc *copy;
  xmlNode *node = NULL;
  gboolean found;
  int start = 0;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);

  if (text != NULL)
    *text = error != NULL ? error->message : NULL;
  if (error == NULL || self->checked == NULL)
    return NULL;
  regex = g_regex_new ("^(.*?):([0-9]+):([0-9]+): ", 0, 0, NULL);
  if (!g_regex_match (regex, error->message, 0, &match))
    return NULL;
  line_text = g_match_info_fetch (match, 2);
  g_match_info_fetch_pos (match, 0, NULL, &start);
  if (text != NULL)
    *text = error->message + start;
  /* an error in another file of the system (its system.xml) is not about
   * an element of the list */
  file = g_match_info_fetch (match, 1);
  base = g_path_get_basename (file);
  if (g_strcmp0 (base, self->checked_name) != 0)
    return NULL;

  copy = xmlReadMemory (self->checked, strlen (self->checked), NULL, "UTF-8",
                        XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOCDATA);
  if (copy == NULL)
    return NULL;
  if (xmlGetLineNo (xmlDocGetRootElement (copy)) == g_ascii_strtoll (line_text, NULL, 10))
    found = TRUE;
  else
    found = find_line (xmlDocGetRootElement (copy), g_ascii_strtoll (line_text, NULL, 10), path);
  xmlFreeDoc (copy);
  if (!found)
    return NULL;

  /* the same path in the live tree, which serialized to that text */
  node = xmlDocGetRootElement (self->doc);
  for (guint i = 0; i < path->len && node != NULL; i++)
    {
      guint want = g_array_index (path, guint, i);
      xmlNode *child = muster_xml_first_child (node);

      for (guint k = 0; k < want && child != NULL; k++)
        child = muster_xml_next (child);
      node = child;
    }
  return node;
}
