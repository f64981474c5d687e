/* muster-terrain-private.h: what the files of the terrain procedures
 * share: the bidding's and the setup's insides, for the setup's XML
 * (muster-terrain-xml.c) and the bidding (muster-bidding.c).
 */
#pragma once

#include "muster-terrain.h"

G_BEGIN_DECLS

typedef struct
{
  int player;
  int bid;                  /* 0: accept */
} Move;

struct _MusterBidding
{
  guint64 seed;
  int max_bid;
  MusterRng rng;
  GArray *log;              /* of MusterRoll */
  GArray *moves;            /* of Move */
  int opener;
  int to_move;
  int last_bid;             /* 0: no bid yet */
  int last_bidder;
  MusterBiddingState state;
  int defender;
  int attacker;
  int pieces;
};

struct _MusterTerrain
{
  GObject parent_instance;

  MusterSystem *system;
  MusterTerrainParams params;
  GArray *pieces;           /* of MusterTerrainPiece */
  GArray *log;              /* of MusterRoll */
  MusterBidding *bidding;   /* optional */
  char *unit;
};

MusterTerrain *_muster_terrain_new (MusterSystem              *system,
                                    const MusterTerrainParams *params);

G_END_DECLS
