/* muster-library-view.h: the library browser: every saved army (and other
 * document) with full-text search, opening, history and deletion.
 */
#pragma once

#include <adwaita.h>

#include "muster-context.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIBRARY_VIEW (muster_library_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterLibraryView, muster_library_view, MUSTER, LIBRARY_VIEW, GtkWidget)

GtkWidget     *muster_library_view_new              (MusterContext     *context);
void           muster_library_view_reload           (MusterLibraryView *self);
gboolean       muster_library_view_load_more        (MusterLibraryView *self);
void           muster_library_view_set_kind         (MusterLibraryView *self,
                                                     int                kind);
void           muster_library_view_focus_search     (MusterLibraryView *self);
void           muster_library_view_set_search_text  (MusterLibraryView *self,
                                                     const char        *text);
MusterLibrary *muster_library_view_get_library      (MusterLibraryView *self);
GListModel    *muster_library_view_get_model        (MusterLibraryView *self);
GtkWidget     *muster_library_view_get_list         (MusterLibraryView *self);
const char    *muster_library_view_get_visible_page (MusterLibraryView *self);
GtkWidget     *muster_library_view_show_revisions     (MusterLibraryView *self,
                                                     gint64             document);

G_END_DECLS
