/* muster-terrain-details.h: the selected piece of a terrain setup: its
 * kind or slopes, sector or quarter, dice, alternative, scatter, place and
 * rules text, with a list to choose the piece from.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TERRAIN_DETAILS (muster_terrain_details_get_type ())
G_DECLARE_FINAL_TYPE (MusterTerrainDetails, muster_terrain_details, MUSTER, TERRAIN_DETAILS, GtkWidget)

void muster_terrain_details_set_terrain  (MusterTerrainDetails *self,
                                          MusterTerrain        *terrain,
                                          int                   selected);
void muster_terrain_details_set_selected (MusterTerrainDetails *self,
                                          int                   selected);

G_END_DECLS
