/* muster-window.h: Muster's main window: the start page of installed game
 * systems and factions, the library and the terrain page, side by side in a
 * view switcher, and the editor of one army as a page of its own.
 */
#pragma once

#include <adwaita.h>

#include "muster-context.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_WINDOW (muster_window_get_type ())
G_DECLARE_FINAL_TYPE (MusterWindow, muster_window, MUSTER, WINDOW, AdwApplicationWindow)

MusterWindow  *muster_window_new               (GtkApplication *application,
                                                MusterContext  *context);
MusterCatalog *muster_window_get_catalog       (MusterWindow   *self);
GtkWidget     *muster_window_get_systems_list  (MusterWindow   *self);
const char    *muster_window_get_visible_page  (MusterWindow   *self);
void           muster_window_set_search_text   (MusterWindow   *self,
                                                const char     *text);
const char    *muster_window_get_visible_view  (MusterWindow   *self);
void           muster_window_set_visible_view  (MusterWindow   *self,
                                                const char     *name);
GtkWidget     *muster_window_get_library_view  (MusterWindow   *self);
GtkWidget     *muster_window_get_editor        (MusterWindow   *self);
GtkWidget     *muster_window_get_terrain_page  (MusterWindow   *self);
GtkWidget     *muster_window_get_scenario_page (MusterWindow   *self);
GtkWidget     *muster_window_open_army         (MusterWindow   *self,
                                                MusterArmy     *army,
                                                gint64          document,
                                                const char     *path);
gboolean       muster_window_open_document     (MusterWindow   *self,
                                                gint64          document);
gboolean       muster_window_open_file         (MusterWindow   *self,
                                                GFile          *file);
gboolean       muster_window_open_chosen_file  (MusterWindow   *self,
                                                GFile          *file);
void           muster_window_close_army        (MusterWindow   *self);
void           muster_window_flush             (MusterWindow   *self);

G_END_DECLS
