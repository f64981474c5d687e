/* muster-rng.h: Muster's own seeded random generator, PCG32 (XSH RR, 64-bit
 * state; M. E. O'Neill, pcg-random.org), and dice rolls on it with a log of
 * every roll and its purpose. A seed gives the same rolls on every machine.
 */
#pragma once

#include <glib.h>

#include "muster-dice.h"

G_BEGIN_DECLS

#define MUSTER_RNG_NAME   "pcg32"
#define MUSTER_RNG_STREAM 54   /* pcg32_srandom_r (seed, 54) */

typedef struct
{
  guint64 state;
  guint64 inc;
} MusterRng;

void    muster_rng_seed   (MusterRng *rng,
                           guint64    seed,
                           guint64    stream);
guint32 muster_rng_next   (MusterRng *rng);
guint32 muster_rng_below  (MusterRng *rng,
                           guint32    bound);

typedef enum
{
  MUSTER_ROLL_ROLL_OFF,     /* who opens the bidding; player */
  MUSTER_ROLL_SECTOR,       /* piece */
  MUSTER_ROLL_TYPE,         /* piece */
  MUSTER_ROLL_SUB,          /* piece, sub (slope) */
  MUSTER_ROLL_PIECES,       /* player, quarter */
  MUSTER_ROLL_TABLE,        /* piece, quarter */
  MUSTER_ROLL_OPTION,       /* piece: which alternative the generator proposes */
  MUSTER_ROLL_SCATTER,      /* piece: distance, or removed */
  MUSTER_ROLL_DIRECTION,    /* piece: degrees */
  MUSTER_N_ROLL_PURPOSES
} MusterRollPurpose;

typedef enum
{
  MUSTER_REROLL_NONE,
  MUSTER_REROLL_TIE,            /* a tied roll-off */
  MUSTER_REROLL_IMPOSSIBLE,     /* the piece cannot share its sector */
  MUSTER_REROLL_NO_TYPE_FITS,   /* no type of piece fits the sector */
  MUSTER_REROLL_OVERLAP,        /* the scatter put the piece on another one */
} MusterReroll;

#define MUSTER_ROLL_MAX_FACES 4

typedef struct
{
  MusterRollPurpose purpose;
  int player;                   /* -1: none */
  int piece;                    /* -1: none */
  int quarter;                  /* 0: none; 1..4 */
  int sub;                      /* -1: none; the slope */
  char dice[8];                 /* "d6", "2d6", "d3", "d360" */
  int faces[MUSTER_ROLL_MAX_FACES];
  int n_faces;
  int result;                   /* d3: the halved d6; 2d6: the sum */
  MusterReroll rerolled;        /* why this roll was set aside and rolled again */
} MusterRoll;

/* Rolls dice on rng and appends the roll to log. d3 is a d6 halved and
 * rounded up; its raw face is kept. Returns the result. */
int         muster_roll          (MusterRng          *rng,
                                  GArray             *log,
                                  const char         *dice,
                                  MusterRollPurpose   purpose,
                                  int                 player,
                                  int                 piece,
                                  int                 quarter,
                                  int                 sub);
const char *muster_roll_purpose_id   (MusterRollPurpose purpose);
gboolean    muster_roll_purpose_from_id (const char  *id,
                                         MusterRollPurpose *purpose);
const char *muster_reroll_id        (MusterReroll    reroll);
char       *muster_roll_describe    (const MusterRoll *roll);

G_END_DECLS
