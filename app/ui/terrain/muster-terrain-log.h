/* muster-terrain-log.h: the dice log of a terrain setup: every roll in
 * order, the bidding's first; a roll of a piece selects it.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TERRAIN_LOG (muster_terrain_log_get_type ())
G_DECLARE_FINAL_TYPE (MusterTerrainLog, muster_terrain_log, MUSTER, TERRAIN_LOG, GtkWidget)

void        muster_terrain_log_set_terrain  (MusterTerrainLog *self,
                                             MusterTerrain    *terrain);
void        muster_terrain_log_set_selected (MusterTerrainLog *self,
                                             int               selected);
GtkListBox *muster_terrain_log_get_list     (MusterTerrainLog *self);

G_END_DECLS
