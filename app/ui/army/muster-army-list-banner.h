/* muster-army-list-banner.h: the bar on the army page that says which
 * version of its army list the army is built with when a newer one is
 * installed ("Built with France 1.0.0; 1.1.0 is installed") or its own is
 * not, with a What Changes… button that opens the migration report.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_LIST_BANNER (muster_army_list_banner_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyListBanner, muster_army_list_banner, MUSTER, ARMY_LIST_BANNER, GtkWidget)

/* Follows @army (its changes go to @history: the move is one step). */
void     muster_army_list_banner_set_army  (MusterArmyListBanner *self,
                                            MusterArmy           *army,
                                            MusterUndo           *undo);
gboolean muster_army_list_banner_is_shown  (MusterArmyListBanner *self);

G_END_DECLS
