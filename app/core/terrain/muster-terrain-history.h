/* muster-terrain-history.h: the undo and redo of the Terrain page. A state
 * is what the page shows: the settings of a roll and the setup rolled from
 * them (as XML), with its library document. Each step keeps the state
 * before it under a label, so undo brings back exactly that state.
 */
#pragma once

#include "muster-terrain.h"

G_BEGIN_DECLS

typedef struct
{
  char *system;                 /* the system chosen, by id; NULL: none */
  MusterTerrainParams params;   /* the method, the table, unit width, pieces, diagonal */
  char *seed;                   /* the seed as typed, a number or not */
  char *terrain;                /* the setup shown, as XML; NULL: none yet */
  gint64 document;              /* the setup's library document; 0: none */
} MusterTerrainState;

MusterTerrainState *muster_terrain_state_new   (const char                *system,
                                                const MusterTerrainParams *params,
                                                const char                *seed,
                                                const char                *terrain,
                                                gint64                     document);
MusterTerrainState *muster_terrain_state_copy  (const MusterTerrainState  *state);
void                muster_terrain_state_free  (MusterTerrainState        *state);
gboolean            muster_terrain_state_equal (const MusterTerrainState  *a,
                                                const MusterTerrainState  *b);

typedef struct _MusterTerrainHistory MusterTerrainHistory;

MusterTerrainHistory *muster_terrain_history_new            (guint                 depth);
void                  muster_terrain_history_free           (MusterTerrainHistory *self);
void                  muster_terrain_history_clear          (MusterTerrainHistory *self);
gboolean              muster_terrain_history_record         (MusterTerrainHistory *self,
                                                             const char           *label,
                                                             const char           *merge,
                                                             MusterTerrainState   *before);
MusterTerrainState   *muster_terrain_history_undo           (MusterTerrainHistory *self,
                                                             MusterTerrainState   *now);
MusterTerrainState   *muster_terrain_history_redo           (MusterTerrainHistory *self,
                                                             MusterTerrainState   *now);
void                  muster_terrain_history_move_document  (MusterTerrainHistory *self,
                                                             gint64                from,
                                                             gint64                to);
void                  muster_terrain_history_seal           (MusterTerrainHistory *self);
gboolean              muster_terrain_history_can_undo       (MusterTerrainHistory *self);
gboolean              muster_terrain_history_can_redo       (MusterTerrainHistory *self);
const char           *muster_terrain_history_get_undo_label (MusterTerrainHistory *self);
const char           *muster_terrain_history_get_redo_label (MusterTerrainHistory *self);
guint                 muster_terrain_history_get_n_undo     (MusterTerrainHistory *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterTerrainState, muster_terrain_state_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterTerrainHistory, muster_terrain_history_free)

G_END_DECLS
