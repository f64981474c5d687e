/* muster-terrain.h: terrain generation. The bidding of seed 001 as a state
 * machine; the sector rolls of seed 001 and the quarter rolls and scatter of
 * seed 003, parameterised by the system's tables; and the terrain setup
 * document they produce, with every die in its log, saved as XML.
 */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "muster-catalog.h"
#include "muster-rng.h"
#include "muster-system.h"

G_BEGIN_DECLS

/* ---- bidding ---- */

typedef enum
{
  MUSTER_BIDDING_OPEN,      /* waiting for a bid or an acceptance */
  MUSTER_BIDDING_DONE,
} MusterBiddingState;

typedef struct _MusterBidding MusterBidding;

MusterBidding     *muster_bidding_new          (guint64         seed,
                                                int             max_bid);
MusterBidding     *muster_bidding_copy         (const MusterBidding *bidding);
void               muster_bidding_free         (MusterBidding  *bidding);
MusterBiddingState muster_bidding_get_state    (MusterBidding  *bidding);
int                muster_bidding_get_opener   (MusterBidding  *bidding);
int                muster_bidding_get_to_move  (MusterBidding  *bidding);
int                muster_bidding_get_last_bid (MusterBidding  *bidding);
gboolean           muster_bidding_bid          (MusterBidding  *bidding,
                                                int             pieces,
                                                GError        **error);
gboolean           muster_bidding_accept       (MusterBidding  *bidding,
                                                GError        **error);
int                muster_bidding_get_defender (MusterBidding  *bidding);
int                muster_bidding_get_attacker (MusterBidding  *bidding);
int                muster_bidding_get_pieces   (MusterBidding  *bidding);
GArray            *muster_bidding_get_log      (MusterBidding  *bidding);
GArray            *muster_bidding_get_moves    (MusterBidding  *bidding);
guint64            muster_bidding_get_seed     (MusterBidding  *bidding);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterBidding, muster_bidding_free)

/* ---- setups ---- */

typedef enum
{
  MUSTER_TERRAIN_SECTORS,
  MUSTER_TERRAIN_QUARTERS,
} MusterTerrainMethod;

#define MUSTER_TERRAIN_MAX_SUB 8

typedef struct
{
  const MusterPiece *piece;     /* NULL: the roll gave nothing */
  const MusterVariant *variants[MUSTER_TERRAIN_MAX_SUB];
  int n_variants;               /* the sub-rolls: four slopes of a hill */
  int sector;                   /* sector method: 1..6; else 0 */
  int quarter;                  /* quarter method: 1..4; else 0 */
  int player;                   /* quarter method: who rolled it; else -1 */
  int table_roll;               /* quarter method: the 2d6 */
  int option;                   /* which alternative of the table row */
  int n_options;
  gboolean edge;                /* must touch a table edge */
  gboolean crosses;             /* a band across the table */
  double x, y;                  /* centre, table units */
  double from_x, from_y;        /* the centre before the scatter */
  double width, depth;
  double rotation;              /* degrees */
  int scatter_raw;              /* the scatter die as rolled; 0: not scattered */
  int scatter_uw;               /* d3: 1..3 unit widths */
  int scatter_angle;            /* degrees, 0 = away from player one's edge, clockwise */
  gboolean removed;
  gboolean nudged;              /* pushed off another piece after the scatter */
  gboolean moved;               /* placed by hand after rolling */
} MusterTerrainPiece;

typedef struct
{
  MusterTerrainMethod method;
  guint64 seed;
  double width;
  double depth;
  double uw;                    /* quarter method */
  int pieces;                   /* sector method: how many */
  int diagonal;                 /* quarter method: 0 = quarters 1 and 4 for player one, 1 = 2 and 3 */
} MusterTerrainParams;

#define MUSTER_TYPE_TERRAIN (muster_terrain_get_type ())
G_DECLARE_FINAL_TYPE (MusterTerrain, muster_terrain, MUSTER, TERRAIN, GObject)

void                 muster_terrain_params_init     (MusterTerrainParams *params,
                                                     MusterSystem        *system,
                                                     MusterTerrainMethod  method);
MusterTerrain       *muster_terrain_generate        (MusterSystem              *system,
                                                     const MusterTerrainParams *params,
                                                     GError                   **error);
MusterSystem        *muster_terrain_get_system      (MusterTerrain  *self);
const MusterTerrainParams *muster_terrain_get_params (MusterTerrain *self);
const char          *muster_terrain_get_rng_name    (MusterTerrain  *self);
const char          *muster_terrain_get_unit        (MusterTerrain  *self);
guint                muster_terrain_get_n_pieces    (MusterTerrain  *self);
const MusterTerrainPiece *muster_terrain_get_piece  (MusterTerrain  *self,
                                                     guint           index);
GArray              *muster_terrain_get_log         (MusterTerrain  *self);
void                 muster_terrain_move_piece      (MusterTerrain  *self,
                                                     guint           index,
                                                     double          x,
                                                     double          y);
void                 muster_terrain_clamp_position  (MusterTerrain  *self,
                                                     guint           index,
                                                     double         *x,
                                                     double         *y);
gboolean             muster_terrain_pieces_overlap  (MusterTerrain  *self,
                                                     guint           a,
                                                     guint           b);
int                  muster_terrain_rolled_sector   (MusterTerrain  *self,
                                                     guint           index);
gboolean             muster_terrain_set_option      (MusterTerrain  *self,
                                                     guint           index,
                                                     int             option);
void                 muster_terrain_set_bidding     (MusterTerrain  *self,
                                                     MusterBidding  *bidding);
const MusterBidding *muster_terrain_get_bidding     (MusterTerrain  *self);
void                 muster_terrain_quarter_rect    (MusterTerrain  *self,
                                                     int             quarter,
                                                     double         *x,
                                                     double         *y,
                                                     double         *w,
                                                     double         *h);
void                 muster_terrain_sector_rect     (MusterTerrain  *self,
                                                     int             sector,
                                                     double         *x,
                                                     double         *y,
                                                     double         *w,
                                                     double         *h);

char                *muster_terrain_to_xml          (MusterTerrain  *self);
char                *muster_terrain_to_scenario_xml (MusterTerrain  *self);
gboolean             muster_terrain_save_scenario   (MusterTerrain  *self,
                                                     const char     *path,
                                                     GError        **error);
gboolean             muster_terrain_save_file       (MusterTerrain  *self,
                                                     const char     *path,
                                                     GError        **error);
MusterTerrain       *muster_terrain_load_memory     (MusterCatalog  *catalog,
                                                     const char     *data,
                                                     gsize           length,
                                                     const char     *display_name,
                                                     GError        **error);
MusterTerrain       *muster_terrain_load_doc        (MusterCatalog  *catalog,
                                                     xmlDoc         *doc,
                                                     const char     *display_name,
                                                     GError        **error);
MusterTerrain       *muster_terrain_load_file       (MusterCatalog  *catalog,
                                                     const char     *path,
                                                     GError        **error);
char                *muster_terrain_describe_piece  (MusterTerrain  *self,
                                                     guint           index);

G_END_DECLS
