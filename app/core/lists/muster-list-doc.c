/* muster-list-doc.c: a published army list open for editing. The document
 * is the faction file's libxml2 tree; each step of undo keeps the text of
 * the document before it, so undo and redo read that text back whole (and
 * a document undone to its start equals the file as read).
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>

#include "muster-list-doc-private.h"
#include "muster-output.h"
#include "muster-xml.h"


G_DEFINE_FINAL_TYPE (MusterListDoc, muster_list_doc, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
muster_list_doc_finalize (GObject *object)
{
  MusterListDoc *self = MUSTER_LIST_DOC (object);

  g_clear_pointer (&self->doc, xmlFreeDoc);
  g_free (self->path);
  g_free (self->saved);
  g_free (self->checked);
  g_free (self->checked_name);
  g_free (self->system_id);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (muster_list_doc_parent_class)->finalize (object);
}

static void
muster_list_doc_class_init (MusterListDocClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_list_doc_finalize;

  /* MusterListDoc::changed: (what: MusterListDocEdit) */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
muster_list_doc_init (MusterListDoc *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->redo = g_ptr_array_new_with_free_func (g_free);
}

/* ---- the tree ---- */

/* Where each child goes in its parent (the schema's order). */
static const char *const faction_order[] = { "name", "text", "epoch", "source", "list", "unit", "preparation", "action-board", NULL };
static const char *const list_order[] = { "author", "licence", "reference", "change", NULL };
static const char *const unit_order[] = { "name", "text", "stat", "weapon", "tag", "limit", "source", NULL };
static const char *const weapon_order[] = { "name", "text", "stat", "band", "source", NULL };
static const char *const board_order[] = { "action", "tactic", NULL };
static const char *const entry_order[] = { "name", "text", NULL };
static const char *const text_order[] = { "text", NULL };

static int
rank_in (const xmlNode *parent, const char *name)
{
  const char *const *order = muster_xml_is (parent, "faction") ? faction_order
                             : muster_xml_is (parent, "list") ? list_order
                             : muster_xml_is (parent, "unit") ? unit_order
                             : muster_xml_is (parent, "weapon") ? weapon_order
                             : muster_xml_is (parent, "action-board") ? board_order
                             : muster_xml_is (parent, "action") || muster_xml_is (parent, "tactic") ? entry_order
                             : text_order;

  for (int i = 0; order[i] != NULL; i++)
    if (g_str_equal (order[i], name))
      return i;
  return G_MAXINT;
}

/* Puts @node among @parent's children where the schema wants it: after
 * every child of its rank or lower (English before Russian). */
static void
insert_ordered (xmlNode *parent, xmlNode *node)
{
  int rank = rank_in (parent, (const char *) node->name);
  g_autofree char *lang = muster_xml_get_lang (node);

  muster_xml_foreach_child (parent, child)
    {
      int r = rank_in (parent, (const char *) child->name);
      g_autofree char *child_lang = NULL;

      if (r < rank)
        continue;
      if (r == rank)
        {
          child_lang = muster_xml_get_lang (child);
          if (!(g_strcmp0 (lang, "en") == 0 && g_strcmp0 (child_lang, "ru") == 0))
            continue;
        }
      xmlAddPrevSibling (child, node);
      return;
    }
  xmlAddChild (parent, node);
}

static xmlNode *
new_element (xmlNode *parent, const char *name)
{
  return xmlNewDocNode (parent->doc, parent->ns, BAD_CAST name, NULL);
}

static xmlNode *
add_text (xmlNode *parent, const char *name, const char *lang, const char *text)
{
  xmlNode *node = new_element (parent, name);

  if (lang != NULL)
    xmlNodeSetLang (node, BAD_CAST lang);
  if (text != NULL)
    xmlNodeAddContent (node, BAD_CAST text);
  insert_ordered (parent, node);
  return node;
}

GPtrArray *
muster_list_doc_children (xmlNode    *parent,
                          const char *name)
{
  GPtrArray *nodes = g_ptr_array_new ();

  if (parent != NULL)
    muster_xml_foreach_child (parent, child)
      if (name == NULL || muster_xml_is (child, name))
        g_ptr_array_add (nodes, child);
  return nodes;
}

static xmlNode *
find_child (xmlNode *parent, const char *name)
{
  muster_xml_foreach_child (parent, child)
    if (muster_xml_is (child, name))
      return child;
  return NULL;
}

static char *
today (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  return g_date_time_format (now, "%Y-%m-%d");
}

/* Every list has its <list> of metadata: a faction file without one gets
 * version 1.0.0 of today. */
static void
ensure_list (xmlNode *root)
{
  g_autofree char *date = NULL;
  xmlNode *list;

  if (find_child (root, "list") != NULL)
    return;
  date = today ();
  list = new_element (root, "list");
  xmlSetProp (list, BAD_CAST "version", BAD_CAST "1.0.0");
  xmlSetProp (list, BAD_CAST "date", BAD_CAST date);
  insert_ordered (root, list);
  /* the schema wants an author: the user, to be changed */
  add_text (list, "author", NULL, g_get_real_name ());
}

static MusterListDoc *
doc_new (xmlDoc *doc, const char *path)
{
  MusterListDoc *self = g_object_new (MUSTER_TYPE_LIST_DOC, NULL);

  self->doc = doc;
  self->path = g_strdup (path);
  self->system_id = muster_xml_get_attr (xmlDocGetRootElement (doc), "system");
  /* the file as read; one that had no <list> is changed and asks to be
   * saved */
  if (path != NULL)
    self->saved = muster_list_doc_serialize (self);
  ensure_list (xmlDocGetRootElement (doc));
  return self;
}

MusterListDoc *
muster_list_doc_new_from_doc (xmlDoc     *doc,
                              const char *path)
{
  g_return_val_if_fail (doc != NULL, NULL);
  g_return_val_if_fail (muster_xml_is (xmlDocGetRootElement (doc), "faction"), NULL);

  return doc_new (doc, path);
}

MusterListDoc *
muster_list_doc_new_from_file (const char  *path,
                               GError     **error)
{
  xmlDoc *doc;

  g_return_val_if_fail (path != NULL, NULL);

  doc = muster_xml_load_file (path, MUSTER_SCHEMA_SYSTEM, NULL, error);
  if (doc == NULL)
    return NULL;
  if (!muster_xml_is (xmlDocGetRootElement (doc), "faction"))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("%s is not an army list: its root is <%s>, not <faction>."),
                   path, (const char *) xmlDocGetRootElement (doc)->name);
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc_new (doc, path);
}

MusterListDoc *
muster_list_doc_new_blank (MusterSystem *system,
                           const char   *id,
                           const char   *name_en,
                           const char   *name_ru)
{
  xmlDoc *doc;
  xmlNode *root;
  xmlNs *ns;
  MusterListDoc *self;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);

  doc = xmlNewDoc (BAD_CAST "1.0");
  root = xmlNewDocNode (doc, NULL, BAD_CAST "faction", NULL);
  ns = xmlNewNs (root, BAD_CAST MUSTER_NS_SYSTEM, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlSetProp (root, BAD_CAST "id", BAD_CAST id);
  xmlSetProp (root, BAD_CAST "system", BAD_CAST muster_system_get_id (system));
  add_text (root, "name", "en", name_en);
  add_text (root, "name", "ru", name_ru);

  self = doc_new (doc, NULL);
  muster_list_doc_add_unit (self, system, NULL);
  /* the unit is part of the new list, not a step of undo */
  g_ptr_array_set_size (self->undo, 0);
  return self;
}

xmlNode *
muster_list_doc_get_root (MusterListDoc *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);

  return xmlDocGetRootElement (self->doc);
}

xmlNode *
muster_list_doc_get_list (MusterListDoc *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);

  return find_child (xmlDocGetRootElement (self->doc), "list");
}

const char *
muster_list_doc_get_path (MusterListDoc *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);

  return self->path;
}

const char *
muster_list_doc_get_system_id (MusterListDoc *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);

  return self->system_id;
}

char *
_muster_list_doc_dump (xmlDoc *doc)
{
  xmlChar *mem = NULL;
  int size = 0;
  char *text;

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  text = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  return text;
}

char *
muster_list_doc_serialize (MusterListDoc *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);

  return _muster_list_doc_dump (self->doc);
}

gboolean
muster_list_doc_is_modified (MusterListDoc *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), FALSE);

  text = muster_list_doc_serialize (self);
  return g_strcmp0 (text, self->saved) != 0;
}

gboolean
muster_list_doc_save (MusterListDoc  *self,
                      const char     *path,
                      GError        **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), FALSE);

  if (path == NULL)
    path = self->path;
  g_return_val_if_fail (path != NULL, FALSE);

  text = muster_list_doc_serialize (self);
  if (!muster_output_save_text (path, text, error))
    return FALSE;
  if (path != self->path)
    {
      g_free (self->path);
      self->path = g_strdup (path);
    }
  g_free (self->saved);
  self->saved = g_steal_pointer (&text);
  return TRUE;
}

/* ---- steps ---- */

static void
emit (MusterListDoc *self, MusterListDocEdit what)
{
  g_signal_emit (self, signals[CHANGED], 0, (int) what);
}

/* Opens a step (unless @group goes on with the open one): keeps the
 * document as it is before the edit. */
static void
begin (MusterListDoc *self, gconstpointer group)
{
  if (group != NULL && group == self->group)
    return;
  g_ptr_array_add (self->undo, muster_list_doc_serialize (self));
  g_ptr_array_set_size (self->redo, 0);
  self->group = group;
}

void
_muster_list_doc_begin (MusterListDoc *self)
{
  begin (self, NULL);
}

void
_muster_list_doc_emit (MusterListDoc    *self,
                       MusterListDocEdit what)
{
  emit (self, what);
}

void
muster_list_doc_end_group (MusterListDoc *self)
{
  g_return_if_fail (MUSTER_IS_LIST_DOC (self));

  self->group = NULL;
}

gboolean
muster_list_doc_can_undo (MusterListDoc *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), FALSE);

  return self->undo->len > 0;
}

gboolean
muster_list_doc_can_redo (MusterListDoc *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), FALSE);

  return self->redo->len > 0;
}

/* Replaces the tree with @text (our own serialization of it). */
static void
restore (MusterListDoc *self, GPtrArray *from, GPtrArray *to)
{
  g_autofree char *text = g_ptr_array_steal_index (from, from->len - 1);
  xmlDoc *doc = xmlReadMemory (text, strlen (text), NULL, "UTF-8",
                               XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOCDATA);

  g_return_if_fail (doc != NULL);
  g_ptr_array_add (to, muster_list_doc_serialize (self));
  xmlFreeDoc (self->doc);
  self->doc = doc;
  self->group = NULL;
  emit (self, MUSTER_LIST_DOC_EDIT_RELOAD);
}

void
muster_list_doc_undo (MusterListDoc *self)
{
  g_return_if_fail (MUSTER_IS_LIST_DOC (self));

  if (self->undo->len > 0)
    restore (self, self->undo, self->redo);
}

void
muster_list_doc_redo (MusterListDoc *self)
{
  g_return_if_fail (MUSTER_IS_LIST_DOC (self));

  if (self->redo->len > 0)
    restore (self, self->redo, self->undo);
}

/* ---- values ---- */

static gboolean
child_matches (const MusterListSlot *slot, xmlNode *child)
{
  g_autofree char *lang = NULL;
  g_autofree char *key = NULL;

  if (!muster_xml_is (child, slot->child))
    return FALSE;
  if (slot->lang != NULL)
    {
      lang = muster_xml_get_lang (child);
      if (g_strcmp0 (lang, slot->lang) != 0)
        return FALSE;
    }
  if (slot->key_attr != NULL)
    {
      key = muster_xml_get_attr (child, slot->key_attr);
      if (g_strcmp0 (key, slot->key_value) != 0)
        return FALSE;
    }
  return TRUE;
}

/* The element that holds the value: the slot's child (NULL while there is
 * none) or its element. */
xmlNode *
muster_list_slot_node (const MusterListSlot *slot)
{
  if (slot->element == NULL || slot->child == NULL)
    return slot->element;
  muster_xml_foreach_child (slot->element, child)
    if (child_matches (slot, child))
      return child;
  return NULL;
}

char *
muster_list_slot_get (const MusterListSlot *slot)
{
  xmlNode *node = muster_list_slot_node (slot);
  xmlChar *value;
  char *text;

  if (node == NULL)
    return g_strdup ("");
  value = slot->child == NULL ? xmlGetProp (node, BAD_CAST slot->attr) : xmlNodeGetContent (node);
  text = g_strdup (value != NULL ? (const char *) value : "");
  xmlFree (value);
  return text;
}

void
muster_list_doc_set (MusterListDoc        *self,
                     const MusterListSlot *slot,
                     const char           *value,
                     gconstpointer         group)
{
  g_autofree char *old = NULL;
  xmlNode *node;
  gboolean empty = value == NULL || *value == '\0';

  g_return_if_fail (MUSTER_IS_LIST_DOC (self));
  g_return_if_fail (slot != NULL && slot->element != NULL);

  old = muster_list_slot_get (slot);
  if (g_strcmp0 (old, value != NULL ? value : "") == 0)
    return;
  begin (self, group);
  node = muster_list_slot_node (slot);
  if (slot->child == NULL)
    {
      if (empty && !slot->keep_empty)
        xmlUnsetProp (node, BAD_CAST slot->attr);
      else
        xmlSetProp (node, BAD_CAST slot->attr, BAD_CAST (value != NULL ? value : ""));
    }
  else if (empty && !slot->keep_empty)
    {
      if (node != NULL)
        {
          xmlUnlinkNode (node);
          xmlFreeNode (node);
        }
    }
  else if (node == NULL)
    {
      node = add_text (slot->element, slot->child, slot->lang, value);
      if (slot->key_attr != NULL)
        xmlSetProp (node, BAD_CAST slot->key_attr, BAD_CAST slot->key_value);
    }
  else
    {
      xmlNodeSetContent (node, NULL);
      xmlNodeAddContent (node, BAD_CAST value);
    }
  emit (self, MUSTER_LIST_DOC_EDIT_VALUE);
}

/* ---- a new version ---- */

void
_muster_list_doc_stamp_version (xmlNode    *root,
                                const char *version,
                                const char *what_en,
                                const char *what_ru)
{
  g_autofree char *date = today ();
  xmlNode *list;
  xmlNode *change;
  xmlNode *first;

  ensure_list (root);
  list = find_child (root, "list");
  xmlSetProp (list, BAD_CAST "version", BAD_CAST version);
  xmlSetProp (list, BAD_CAST "date", BAD_CAST date);
  change = new_element (list, "change");
  xmlSetProp (change, BAD_CAST "version", BAD_CAST version);
  xmlSetProp (change, BAD_CAST "date", BAD_CAST date);
  /* the newest change comes first */
  first = find_child (list, "change");
  if (first != NULL)
    xmlAddPrevSibling (first, change);
  else
    insert_ordered (list, change);
  add_text (change, "text", "en", what_en);
  add_text (change, "text", "ru", what_ru);
}

/* ---- structure ---- */

/* "unit-1", "action-2": the first id "@prefix-N" no child of @parent
 * called @name (NULL: any) has. */
static char *
free_id (xmlNode *parent, const char *name, const char *prefix)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", prefix, n);
      gboolean taken = FALSE;

      muster_xml_foreach_child (parent, child)
        if (name == NULL || muster_xml_is (child, name))
          {
            g_autofree char *other = muster_xml_get_attr (child, "id");

            taken |= g_strcmp0 (other, id) == 0;
          }
      if (!taken)
        return g_steal_pointer (&id);
    }
}

static char *
free_unit_id (xmlNode *root)
{
  return free_id (root, "unit", "unit");
}

xmlNode *
muster_list_doc_add_unit (MusterListDoc *self,
                          MusterSystem  *system,
                          xmlNode       *after)
{
  xmlNode *root;
  xmlNode *unit;
  GPtrArray *categories;
  g_autofree char *id = NULL;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);
  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);

  begin (self, NULL);
  root = xmlDocGetRootElement (self->doc);
  id = free_unit_id (root);
  categories = muster_system_get_categories (system);
  unit = new_element (root, "unit");
  xmlSetProp (unit, BAD_CAST "id", BAD_CAST id);
  xmlSetProp (unit, BAD_CAST "category",
              BAD_CAST (categories->len > 0 ? ((const MusterCategory *) g_ptr_array_index (categories, 0))->id : ""));
  xmlSetProp (unit, BAD_CAST "cost", BAD_CAST "0");
  if (after != NULL)
    xmlAddNextSibling (after, unit);
  else
    insert_ordered (root, unit);
  /* a list's new unit is named in both languages, as every unit is */
  add_text (unit, "name", "en", "New unit");
  add_text (unit, "name", "ru", "Новый отряд");
  emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
  return unit;
}

xmlNode *
muster_list_doc_add_child (MusterListDoc *self,
                           xmlNode       *parent,
                           const char    *name)
{
  xmlNode *node;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);
  g_return_val_if_fail (parent != NULL && name != NULL, NULL);

  begin (self, NULL);
  node = new_element (parent, name);
  if (g_str_equal (name, "change"))
    {
      /* the newest change comes first */
      xmlNode *first = find_child (parent, "change");
      g_autofree char *date = today ();
      g_autofree char *version = muster_xml_get_attr (parent, "version");

      xmlSetProp (node, BAD_CAST "version", BAD_CAST (version != NULL ? version : "1.0.0"));
      xmlSetProp (node, BAD_CAST "date", BAD_CAST date);
      if (first != NULL)
        xmlAddPrevSibling (first, node);
      else
        insert_ordered (parent, node);
    }
  else
    {
      if (g_str_equal (name, "reference"))
        xmlSetProp (node, BAD_CAST "book", BAD_CAST "");
      /* a new limit allows one: a limit the loader takes as it is */
      if (g_str_equal (name, "limit"))
        xmlSetProp (node, BAD_CAST "max", BAD_CAST "1");
      if (g_str_equal (name, "band"))
        {
          /* a range band goes on from where the last one ends */
          g_autoptr(GPtrArray) bands = muster_list_doc_children (parent, "band");
          g_autofree char *from = bands->len > 0 ? muster_xml_get_attr (g_ptr_array_index (bands, bands->len - 1), "to") : NULL;
          double start = from != NULL ? g_ascii_strtod (from, NULL) : 0;
          char to[G_ASCII_DTOSTR_BUF_SIZE];

          xmlSetProp (node, BAD_CAST "from", BAD_CAST (from != NULL ? from : "0"));
          g_ascii_dtostr (to, sizeof to, start + 1);
          xmlSetProp (node, BAD_CAST "to", BAD_CAST to);
          xmlSetProp (node, BAD_CAST "value", BAD_CAST "0");
        }
      insert_ordered (parent, node);
    }
  emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
  return node;
}

/* An action (@kind "action") or a tactic ("tactic") at the end of the
 * list's action board, which is made when the list has none: named in both
 * languages as every entry is. */
xmlNode *
muster_list_doc_add_board_entry (MusterListDoc *self,
                                 const char    *kind)
{
  gboolean action;
  xmlNode *root;
  xmlNode *board;
  xmlNode *node;
  g_autofree char *id = NULL;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);
  g_return_val_if_fail (g_strcmp0 (kind, "action") == 0 || g_strcmp0 (kind, "tactic") == 0, NULL);

  action = g_str_equal (kind, "action");
  begin (self, NULL);
  root = xmlDocGetRootElement (self->doc);
  board = find_child (root, "action-board");
  if (board == NULL)
    {
      board = new_element (root, "action-board");
      insert_ordered (root, board);
    }
  node = new_element (board, kind);
  id = free_id (board, NULL, kind);
  xmlSetProp (node, BAD_CAST "id", BAD_CAST id);
  insert_ordered (board, node);
  add_text (node, "name", "en", action ? "New action" : "New tactic");
  add_text (node, "name", "ru", action ? "Новое действие" : "Новая тактика");
  emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
  return node;
}

/* A weapon of @unit: one that names the system's weapon @ref, or (NULL)
 * one of its own, named in both languages as every weapon is. */
xmlNode *
muster_list_doc_add_weapon (MusterListDoc *self,
                            xmlNode       *unit,
                            const char    *ref)
{
  xmlNode *node;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), NULL);
  g_return_val_if_fail (unit != NULL, NULL);

  begin (self, NULL);
  node = new_element (unit, "weapon");
  insert_ordered (unit, node);
  if (ref != NULL)
    xmlSetProp (node, BAD_CAST "ref", BAD_CAST ref);
  else
    {
      add_text (node, "name", "en", "New weapon");
      add_text (node, "name", "ru", "Новое оружие");
    }
  emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
  return node;
}

void
muster_list_doc_remove (MusterListDoc *self,
                        xmlNode       *node)
{
  g_return_if_fail (MUSTER_IS_LIST_DOC (self));
  g_return_if_fail (node != NULL && node != xmlDocGetRootElement (self->doc));

  begin (self, NULL);
  xmlUnlinkNode (node);
  xmlFreeNode (node);
  emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
}

/* Moves @node before the previous sibling of its name (@delta < 0) or after
 * the next one; FALSE at the end. */
gboolean
muster_list_doc_move (MusterListDoc *self,
                      xmlNode       *node,
                      int            delta)
{
  xmlNode *other;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  for (other = delta < 0 ? node->prev : node->next; other != NULL; other = delta < 0 ? other->prev : other->next)
    if (other->type == XML_ELEMENT_NODE)
      break;
  if (other == NULL || !xmlStrEqual (other->name, node->name))
    return FALSE;
  begin (self, NULL);
  xmlUnlinkNode (node);
  if (delta < 0)
    xmlAddPrevSibling (other, node);
  else
    xmlAddNextSibling (other, node);
  emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
  return TRUE;
}

void
muster_list_doc_set_tag (MusterListDoc *self,
                         xmlNode       *unit,
                         const char    *tag,
                         gboolean       on)
{
  xmlNode *found = NULL;
  xmlNode *node;

  g_return_if_fail (MUSTER_IS_LIST_DOC (self));
  g_return_if_fail (unit != NULL && tag != NULL);

  muster_xml_foreach_child (unit, child)
    if (muster_xml_is (child, "tag"))
      {
        g_autofree char *ref = muster_xml_get_attr (child, "ref");

        if (g_strcmp0 (ref, tag) == 0)
          found = child;
      }
  if ((found != NULL) == on)
    return;
  begin (self, NULL);
  if (found != NULL)
    {
      xmlUnlinkNode (found);
      xmlFreeNode (found);
    }
  else
    {
      node = new_element (unit, "tag");
      xmlSetProp (node, BAD_CAST "ref", BAD_CAST tag);
      insert_ordered (unit, node);
    }
  emit (self, MUSTER_LIST_DOC_EDIT_VALUE);
}
