/* muster-ui-util.h: small helpers the widgets share: numbers and costs in
 * the system's currency, a drop-down list factory that ellipsizes, error
 * dialogs and toasts, choosing a file, and loading army and terrain files.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

/**
 * MusterUiFileCallback:
 * @file: (nullable): the file the user chose, or %NULL if they cancelled
 * @user_data: the data given to muster_ui_choose_file()
 */
typedef void (*MusterUiFileCallback) (GFile    *file,
                                      gpointer  user_data);

/**
 * MusterUiSyncFunc:
 * @owner: the widget that follows a change
 */
typedef void (*MusterUiSyncFunc) (GtkWidget *owner);

GtkListItemFactory *muster_ui_wrapping_factory   (AdwComboRow        *row);
GtkListItemFactory *muster_ui_ellipsizing_factory (int                 width_chars,
                                                  int                 max_chars);
GtkWidget          *muster_ui_show_error         (GtkWidget           *parent,
                                                  const char          *heading,
                                                  const char          *body);
void                muster_ui_toast              (AdwToastOverlay     *overlay,
                                                  const char          *text);
GtkFileFilter      *muster_ui_file_filter        (const char          *name,
                                                  const char          *pattern,
                                                  const char          *mime_type);
void                muster_ui_choose_file        (GtkWidget           *parent,
                                                  GtkFileChooserAction action,
                                                  const char          *title,
                                                  const char          *accept_label,
                                                  GtkFileFilter       *filter,
                                                  GFile               *current_file,
                                                  const char          *current_name,
                                                  MusterUiFileCallback callback,
                                                  gpointer             user_data);
GObject            *muster_ui_load_document_file (MusterCatalog       *catalog,
                                                  GFile               *file,
                                                  MusterSchema         expected,
                                                  MusterSchema        *out_kind,
                                                  GError             **error);
MusterArmy         *muster_ui_load_army_file     (GtkWidget           *parent,
                                                  MusterCatalog       *catalog,
                                                  GFile               *file);
void                muster_ui_set_tooltip        (GtkWidget           *widget,
                                                  const char          *text);
const char         *muster_ui_get_tooltip        (GtkWidget           *widget);
void                muster_ui_describe           (GtkWidget           *widget,
                                                  const char          *description);
gboolean            muster_ui_describes_itself   (GtkWidget           *widget);
void                muster_ui_name_button        (GtkWidget           *button,
                                                  const char          *name);
void                muster_ui_remove_all         (GtkWidget           *container);
void                muster_ui_label_switcher_buttons (GtkWidget       *widget);

const MusterProblem *muster_ui_find_problem      (const MusterReport  *report,
                                                  MusterEach           each,
                                                  int                  item);
void                muster_ui_show_problem       (GtkWidget           *icon,
                                                  const MusterProblem *problem);
GtkWidget          *muster_ui_problem_icon_new   (void);
GtkWidget          *muster_ui_flat_icon_button   (const char          *icon_name,
                                                  const char          *label);
void                muster_ui_set_index          (gpointer             object,
                                                  guint                index);
guint               muster_ui_get_index          (gpointer             object);
void                muster_ui_guard_wheel        (GtkWidget           *widget);
void                muster_ui_follow_fold        (AdwFlap             *flap,
                                                  GtkWidget           *owner,
                                                  MusterUiSyncFunc     sync);
char               *muster_ui_library_content    (MusterLibrary       *library,
                                                  gint64               document,
                                                  char               **name,
                                                  GError             **error);
GtkStringList      *muster_ui_names_of           (GPtrArray           *items,
                                                  gsize                name_offset);

G_END_DECLS
