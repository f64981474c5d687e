/* muster-terrain-settings.h: the left column of the Terrain page: how to
 * roll (a system with a sector or quarter method, the table, the unit
 * width, the number of pieces or the diagonal, the seed), what the bidding
 * settled, and the Roll and Bidding buttons.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TERRAIN_SETTINGS (muster_terrain_settings_get_type ())
G_DECLARE_FINAL_TYPE (MusterTerrainSettings, muster_terrain_settings, MUSTER, TERRAIN_SETTINGS, GtkWidget)

void                muster_terrain_settings_set_catalog   (MusterTerrainSettings *self,
                                                           MusterCatalog         *catalog);
MusterSystem       *muster_terrain_settings_get_system    (MusterTerrainSettings *self);
MusterTerrainMethod muster_terrain_settings_get_method    (MusterTerrainSettings *self);
gboolean            muster_terrain_settings_select_system (MusterTerrainSettings *self,
                                                           const char            *system_id);
void                muster_terrain_settings_select_method (MusterTerrainSettings *self,
                                                           MusterTerrainMethod    method);
void                muster_terrain_settings_set_pieces    (MusterTerrainSettings *self,
                                                           int                    pieces);
gboolean            muster_terrain_settings_get_seed      (MusterTerrainSettings *self,
                                                           guint64               *seed);
void                muster_terrain_settings_set_seed      (MusterTerrainSettings *self,
                                                           guint64                seed);
gboolean            muster_terrain_settings_read          (MusterTerrainSettings *self,
                                                           MusterSystem         **system,
                                                           MusterTerrainParams   *params);
void                muster_terrain_settings_show          (MusterTerrainSettings *self,
                                                           MusterTerrain         *terrain);
MusterTerrainState *muster_terrain_settings_get_state     (MusterTerrainSettings *self);
void                muster_terrain_settings_set_state     (MusterTerrainSettings *self,
                                                           const MusterTerrainState *state);

/* The drop-down lists of the Terrain page: whole names and a check mark on
 * the chosen one. */
void                muster_terrain_combo_row_set_factory  (AdwComboRow           *row);

G_END_DECLS
