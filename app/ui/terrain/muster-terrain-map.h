/* muster-terrain-map.h: the terrain map on screen: the setup drawn by the
 * same code as the printed sheet, pieces picked with a click, moved by
 * dragging or with the arrow keys, and named in a tooltip.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TERRAIN_MAP (muster_terrain_map_get_type ())
G_DECLARE_FINAL_TYPE (MusterTerrainMap, muster_terrain_map, MUSTER, TERRAIN_MAP, GtkWidget)

GtkWidget     *muster_terrain_map_new           (void);
MusterTerrain *muster_terrain_map_get_terrain   (MusterTerrainMap *self);
void           muster_terrain_map_set_terrain   (MusterTerrainMap *self,
                                                 MusterTerrain    *terrain);
int            muster_terrain_map_get_selected  (MusterTerrainMap *self);
gboolean       muster_terrain_map_key           (MusterTerrainMap *self,
                                                 guint             keyval,
                                                 GdkModifierType   state);
void           muster_terrain_map_set_selected  (MusterTerrainMap *self,
                                                 int               index);
gboolean       muster_terrain_map_piece_at      (MusterTerrainMap *self,
                                                 double            x,
                                                 double            y,
                                                 guint            *index);
void           muster_terrain_map_piece_center  (MusterTerrainMap *self,
                                                 guint             index,
                                                 double           *x,
                                                 double           *y);
gboolean       muster_terrain_map_move_piece    (MusterTerrainMap *self,
                                                 guint             index,
                                                 double            x,
                                                 double            y);
void           muster_terrain_map_update        (MusterTerrainMap *self);
guint          muster_terrain_map_get_n_draws   (MusterTerrainMap *self);
char          *muster_terrain_map_describe_piece (MusterTerrain   *terrain,
                                                 guint             index);

G_END_DECLS
