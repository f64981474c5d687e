/* muster-list-field.h: the list editor's fields: an entry row, a text
 * field of several lines, a drop-down, a switch or a check button that
 * shows one value of the list document and sets it
 * on each edit (typing in one field is one step of undo), and the marks an
 * error of the live check puts on the field it is about.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* An entry row titled @title for @slot of @doc. */
GtkWidget  *muster_list_field_entry     (MusterListDoc        *doc,
                                         const MusterListSlot *slot,
                                         const char           *title);
/* A row of several lines of text titled @title for @slot of @doc (a
 * description, the words of a rule). */
GtkWidget  *muster_list_field_text      (MusterListDoc        *doc,
                                         const MusterListSlot *slot,
                                         const char           *title);
char       *muster_list_field_get_text  (GtkWidget            *field);
void        muster_list_field_set_text  (GtkWidget            *field,
                                         const char           *text);
void        muster_list_field_focus     (GtkWidget            *field);
/* A drop-down row of @ids shown as @names (the value an id of them; one
 * not among them is shown as it is written). */
GtkWidget  *muster_list_field_combo     (MusterListDoc        *doc,
                                         const MusterListSlot *slot,
                                         const char           *title,
                                         GPtrArray            *ids,
                                         GPtrArray            *names);
/* A switch row for a boolean attribute: "true" while on, none while off. */
GtkWidget  *muster_list_field_switch    (MusterListDoc        *doc,
                                         const MusterListSlot *slot,
                                         const char           *title,
                                         const char           *subtitle);
/* A check button that gives @unit the special rule @tag or takes it away. */
GtkWidget  *muster_list_field_tag_check (MusterListDoc        *doc,
                                         xmlNode              *unit,
                                         const char           *tag,
                                         const char           *label);
/* A boxed list to put a group of fields in. */
GtkWidget  *muster_list_field_box       (void);
/* A flat button that moves @node before (@delta -1) or after (1) the
 * sibling of its kind next to it. */
GtkWidget  *muster_list_field_move_button (MusterListDoc      *doc,
                                         xmlNode              *node,
                                         int                   delta,
                                         const char           *label);
/* Move Up, Move Down and Remove for @node, the @index-th of @n siblings,
 * at the end of @row (an entry row or an action row). */
void        muster_list_field_add_item_buttons (GtkWidget       *row,
                                         MusterListDoc        *doc,
                                         xmlNode              *node,
                                         guint                 index,
                                         guint                 n,
                                         const char           *up_label,
                                         const char           *down_label,
                                         const char           *remove_label);
/* A flat button that removes @node from @doc. */
GtkWidget  *muster_list_field_remove_button (MusterListDoc    *doc,
                                         xmlNode              *node,
                                         const char           *label);

const MusterListSlot *muster_list_field_get_slot (GtkWidget  *field);
/* Makes @field one of @doc's fields, for @slot (the check marks it),
 * where the field writes its value itself. */
void        muster_list_field_attach    (GtkWidget            *field,
                                         MusterListDoc        *doc,
                                         const MusterListSlot *slot);
/* The field under @root whose value an error at @node with @message is
 * about: the field of @node whose value the message quotes, else the one
 * whose attribute it names, else its first; NULL when @node has none. */
GtkWidget  *muster_list_field_find      (GtkWidget            *root,
                                         xmlNode              *node,
                                         const char           *message);
void        muster_list_field_mark      (GtkWidget            *field,
                                         const char           *message);
void        muster_list_field_unmark    (GtkWidget            *field);
/* The field's title ("Cost"). */
const char *muster_list_field_get_title (GtkWidget            *field);

G_END_DECLS
