/* muster-window.h: Muster's main window: a header bar with the primary menu
 * and search, and the start page of installed game systems and factions.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_WINDOW (muster_window_get_type ())
G_DECLARE_FINAL_TYPE (MusterWindow, muster_window, MUSTER, WINDOW, AdwApplicationWindow)

MusterWindow  *muster_window_new               (GtkApplication *application,
                                                MusterCatalog  *catalog);
MusterCatalog *muster_window_get_catalog       (MusterWindow   *self);
GtkWidget     *muster_window_get_systems_list  (MusterWindow   *self);
const char    *muster_window_get_visible_page  (MusterWindow   *self);
void           muster_window_set_search_text   (MusterWindow   *self,
                                                const char     *text);

G_END_DECLS
