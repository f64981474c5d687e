/* muster-dice.h: dice notation (d3 read as ceil(d6 / 2), d6, 2d6, d20 ...)
 * and Muster's own seeded random generator, PCG32, so that a seed gives the
 * same rolls on every machine and version.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  int count;    /* 2 in 2d6 */
  int sides;    /* 6 in 2d6 */
} MusterDice;

gboolean muster_dice_parse (const char       *text,
                            MusterDice       *dice);
int      muster_dice_min   (const MusterDice *dice);
int      muster_dice_max   (const MusterDice *dice);

G_END_DECLS
