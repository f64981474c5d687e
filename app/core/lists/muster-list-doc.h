/* muster-list-doc.h: a published army list (a faction file) open for
 * editing: its libxml2 tree, every edit one step of undo and redo (typing
 * in one field is one step), saving, and the check through the system's
 * own loader, with the element an error points at.
 */
#pragma once

#include <libxml/tree.h>

#include "muster-system.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIST_DOC (muster_list_doc_get_type ())
G_DECLARE_FINAL_TYPE (MusterListDoc, muster_list_doc, MUSTER, LIST_DOC, GObject)

/* What an edit changed: a value (the tree's nodes stay), the structure
 * (nodes were added, removed or moved; the others stay) or everything (undo
 * and redo read the tree anew: every node held before is gone). */
typedef enum
{
  MUSTER_LIST_DOC_EDIT_VALUE,
  MUSTER_LIST_DOC_EDIT_STRUCTURE,
  MUSTER_LIST_DOC_EDIT_RELOAD,
} MusterListDocEdit;

/* Where one value of the list lives: an attribute of @element (@child
 * NULL), or the text of @element's child @child, the one with xml:lang
 * @lang or with @key_attr = @key_value where given. A child is made when
 * the value is set and removed when it is cleared; an empty attribute is
 * removed unless @keep_empty. */
typedef struct
{
  xmlNode *element;
  const char *attr;
  const char *child;
  const char *lang;
  const char *key_attr;
  const char *key_value;
  gboolean keep_empty;
  const char *fallback;         /* what an absent value stands for (the schema's default), or NULL */
} MusterListSlot;

MusterListDoc *muster_list_doc_new_from_file (const char     *path,
                                              GError        **error);
/* Takes @doc, a faction file's tree read by the safe loader from @path. */
MusterListDoc *muster_list_doc_new_from_doc  (xmlDoc         *doc,
                                              const char     *path);
/* A new list of @system: one unit of its first category. */
MusterListDoc *muster_list_doc_new_blank     (MusterSystem   *system,
                                              const char     *id,
                                              const char     *name_en,
                                              const char     *name_ru);

xmlNode       *muster_list_doc_get_root      (MusterListDoc  *self);
const char    *muster_list_doc_get_path      (MusterListDoc  *self);
const char    *muster_list_doc_get_system_id (MusterListDoc  *self);
/* The text the list is saved as. */
char          *muster_list_doc_serialize     (MusterListDoc  *self);
gboolean       muster_list_doc_is_modified   (MusterListDoc  *self);
/* Writes the list to @path (NULL: where it was read or last saved) in one
 * atomic step; the document then belongs to that file. */
gboolean       muster_list_doc_save          (MusterListDoc  *self,
                                              const char     *path,
                                              GError        **error);

/* child elements of @parent called @name (NULL: all), in order */
GPtrArray     *muster_list_doc_children      (xmlNode        *parent,
                                              const char     *name);
xmlNode       *muster_list_doc_get_list      (MusterListDoc  *self);

char          *muster_list_slot_get          (const MusterListSlot *slot);
xmlNode       *muster_list_slot_node         (const MusterListSlot *slot);
/* Sets a value; edits with the same non-NULL @group one after another
 * are one step of undo until muster_list_doc_end_group(). */
void           muster_list_doc_set           (MusterListDoc  *self,
                                              const MusterListSlot *slot,
                                              const char     *value,
                                              gconstpointer   group);
void           muster_list_doc_end_group     (MusterListDoc  *self);

/* Structure, each one step. */
xmlNode       *muster_list_doc_add_unit      (MusterListDoc  *self,
                                              MusterSystem   *system,
                                              xmlNode        *after);
/* an empty <reference>, <change> (the newest, first) or <limit>, or a
 * weapon's <band> going on from where its last one ends */
xmlNode       *muster_list_doc_add_child     (MusterListDoc  *self,
                                              xmlNode        *parent,
                                              const char     *name);
xmlNode       *muster_list_doc_add_board_entry (MusterListDoc *self,
                                                const char    *kind);
xmlNode       *muster_list_doc_add_weapon    (MusterListDoc  *self,
                                              xmlNode        *unit,
                                              const char     *ref);
void           muster_list_doc_remove        (MusterListDoc  *self,
                                              xmlNode        *node);
gboolean       muster_list_doc_move          (MusterListDoc  *self,
                                              xmlNode        *node,
                                              int             delta);
void           muster_list_doc_set_tag       (MusterListDoc  *self,
                                              xmlNode        *unit,
                                              const char     *tag,
                                              gboolean        on);

gboolean       muster_list_doc_can_undo      (MusterListDoc  *self);
gboolean       muster_list_doc_can_redo      (MusterListDoc  *self);
void           muster_list_doc_undo          (MusterListDoc  *self);
void           muster_list_doc_redo          (MusterListDoc  *self);

/* Loads @system's folder with this list instead of the file of the same
 * faction: the system as players would get it, or NULL with the loader's
 * error. */
MusterSystem  *muster_list_doc_check         (MusterListDoc  *self,
                                              MusterSystem   *system,
                                              GError        **error);
/* The same check of a copy of the list that keeps only @unit of its
 * units (no preparations, no action board): the unit as players would
 * get it while another part of the list has an error. */
MusterSystem  *muster_list_doc_check_unit    (MusterListDoc  *self,
                                              MusterSystem   *system,
                                              xmlNode        *unit,
                                              GError        **error);
/* The element a check's error points at (by its line), or NULL; @text
 * (nullable) is set to the message without its file:line:column. */
xmlNode       *muster_list_doc_error_node    (MusterListDoc  *self,
                                              const GError   *error,
                                              const char    **text);

G_END_DECLS
