/* muster-list-editor.h: the window that edits a published army list (a
 * faction file): its metadata and units, checked live through the system's
 * loader, every edit undoable, saved atomically. Opened from a faction's
 * menu (Edit List…), a system's New List… or File > Open.
 */
#pragma once

#include <adwaita.h>

#include "muster-context.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIST_EDITOR (muster_list_editor_get_type ())
G_DECLARE_FINAL_TYPE (MusterListEditor, muster_list_editor, MUSTER, LIST_EDITOR, AdwApplicationWindow)

/* A window for @doc, or NULL with an error when its system is not
 * installed. */
MusterListEditor *muster_list_editor_new          (GtkApplication   *app,
                                                   MusterContext    *context,
                                                   MusterListDoc    *doc,
                                                   GError          **error);
MusterListDoc    *muster_list_editor_get_doc      (MusterListEditor *self);
/* Runs the check that waits for typing to pause, at once. */
void              muster_list_editor_check_now    (MusterListEditor *self);
/* The check's message as the banner shows it; NULL when the list is valid. */
const char       *muster_list_editor_get_problem  (MusterListEditor *self);
void              muster_list_editor_export_booklet (MusterListEditor  *self,
                                                     GFile             *file,
                                                     GAsyncReadyCallback callback,
                                                     gpointer           user_data);
/* The field the check's error is about, once it is shown; or NULL. */
GtkWidget        *muster_list_editor_get_marked   (MusterListEditor *self);
void              muster_list_editor_select_unit  (MusterListEditor *self,
                                                   guint             index);
int               muster_list_editor_get_selected (MusterListEditor *self);
/* The form of the selected unit (its fields are MusterListField rows). */
GtkWidget        *muster_list_editor_get_form     (MusterListEditor *self);
GtkWidget        *muster_list_editor_get_card     (MusterListEditor *self);

/* Opening: an installed faction's file, a file, or a new list asked for
 * in a dialog over @parent. Each shows why when it cannot. */
gboolean          muster_list_editor_open_faction (GtkWindow        *parent,
                                                   MusterContext    *context,
                                                   const char       *system_id,
                                                   const char       *faction_id);
gboolean          muster_list_editor_open_doc     (GtkWindow        *parent,
                                                   MusterContext    *context,
                                                   MusterListDoc    *doc);
gboolean          muster_list_editor_open_file    (GtkWindow        *parent,
                                                   MusterContext    *context,
                                                   const char       *path);
void              muster_list_editor_ask_new      (GtkWindow        *parent,
                                                   MusterContext    *context,
                                                   const char       *system_id);

G_END_DECLS
