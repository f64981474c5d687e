/* muster-rng.c: PCG32 as published (pcg32_srandom_r, pcg32_random_r and
 * pcg32_boundedrand_r of the PCG minimal C library, re-written here), dice
 * on top of it, and the wording of the dice log.
 */
#include "config.h"

#include "muster-rng.h"

#include <string.h>

#include <glib/gi18n-lib.h>

void
muster_rng_seed (MusterRng *rng,
                 guint64    seed,
                 guint64    stream)
{
  g_return_if_fail (rng != NULL);

  rng->state = 0;
  rng->inc = (stream << 1) | 1;
  muster_rng_next (rng);
  rng->state += seed;
  muster_rng_next (rng);
}

guint32
muster_rng_next (MusterRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted, rot;

  rng->state = old * G_GUINT64_CONSTANT (6364136223846793005) + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Uniform in [0, bound): rejects the low values that would bias the
 * remainder. */
guint32
muster_rng_below (MusterRng *rng,
                  guint32    bound)
{
  guint32 threshold;

  g_return_val_if_fail (bound > 0, 0);
  threshold = (-bound) % bound;
  for (;;)
    {
      guint32 r = muster_rng_next (rng);
      if (r >= threshold)
        return r % bound;
    }
}

int
muster_roll (MusterRng         *rng,
             GArray            *log,
             const char        *dice,
             MusterRollPurpose  purpose,
             int                player,
             int                piece,
             int                quarter,
             int                sub)
{
  MusterRoll roll = { 0 };
  MusterDice d;

  g_return_val_if_fail (rng != NULL, 0);
  if (!muster_dice_parse (dice, &d) || d.count > MUSTER_ROLL_MAX_FACES)
    g_return_val_if_reached (0);

  roll.purpose = purpose;
  roll.player = player;
  roll.piece = piece;
  roll.quarter = quarter;
  roll.sub = sub;
  g_strlcpy (roll.dice, dice, sizeof roll.dice);
  roll.n_faces = d.count;

  for (int i = 0; i < d.count; i++)
    {
      if (d.sides == 3)
        {
          /* the rules' d3: a d6 halved, rounded up */
          roll.faces[i] = 1 + (int) muster_rng_below (rng, 6);
          roll.result += (roll.faces[i] + 1) / 2;
        }
      else
        {
          roll.faces[i] = 1 + (int) muster_rng_below (rng, d.sides);
          roll.result += roll.faces[i];
        }
    }
  if (log != NULL)
    g_array_append_val (log, roll);
  return roll.result;
}

static const char *purpose_ids[MUSTER_N_ROLL_PURPOSES] = {
  "roll-off", "sector", "type", "sub-roll", "pieces", "table", "option", "scatter", "direction",
};

const char *
muster_roll_purpose_id (MusterRollPurpose purpose)
{
  g_return_val_if_fail (purpose < MUSTER_N_ROLL_PURPOSES, "?");
  return purpose_ids[purpose];
}

gboolean
muster_roll_purpose_from_id (const char        *id,
                             MusterRollPurpose *purpose)
{
  for (guint i = 0; i < MUSTER_N_ROLL_PURPOSES; i++)
    if (g_strcmp0 (purpose_ids[i], id) == 0)
      {
        *purpose = i;
        return TRUE;
      }
  return FALSE;
}

const char *
muster_reroll_id (MusterReroll reroll)
{
  switch (reroll)
    {
    case MUSTER_REROLL_TIE: return "tie";
    case MUSTER_REROLL_IMPOSSIBLE: return "impossible";
    case MUSTER_REROLL_NO_TYPE_FITS: return "no-type-fits";
    case MUSTER_REROLL_OVERLAP: return "overlap";
    case MUSTER_REROLL_NONE:
    default: return NULL;
    }
}

/* "Piece 2: sector — d6: 4" in the UI language, with the faces of a
 * halved or summed roll and why it was rolled again. */
char *
muster_roll_describe (const MusterRoll *roll)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_autofree char *who = NULL;
  const char *what = NULL;

  g_return_val_if_fail (roll != NULL, NULL);

  if (roll->piece >= 0)
    who = g_strdup_printf (_("Piece %d"), roll->piece + 1);
  else if (roll->quarter > 0)
    who = g_strdup_printf (_("Quarter %d"), roll->quarter);
  else if (roll->player >= 0)
    who = g_strdup_printf (_("Player %d"), roll->player + 1);

  switch (roll->purpose)
    {
    case MUSTER_ROLL_ROLL_OFF: what = _("roll-off"); break;
    case MUSTER_ROLL_SECTOR: what = _("sector"); break;
    case MUSTER_ROLL_TYPE: what = _("type of terrain"); break;
    case MUSTER_ROLL_SUB: what = roll->sub >= 0 ? NULL : _("kind"); break;
    case MUSTER_ROLL_PIECES: what = _("number of pieces"); break;
    case MUSTER_ROLL_TABLE: what = _("terrain table"); break;
    case MUSTER_ROLL_OPTION: what = _("proposed alternative"); break;
    case MUSTER_ROLL_SCATTER: what = _("scatter distance"); break;
    case MUSTER_ROLL_DIRECTION: what = _("scatter direction"); break;
    case MUSTER_N_ROLL_PURPOSES:
    default: what = "?"; break;
    }

  if (who != NULL)
    g_string_append_printf (s, "%s: ", who);
  if (what != NULL)
    g_string_append (s, what);
  else
    g_string_append_printf (s, _("slope %d"), roll->sub + 1);
  g_string_append_printf (s, " — %s: %d", roll->dice, roll->result);
  if (roll->n_faces > 1 || g_str_equal (roll->dice, "d3"))
    {
      g_string_append (s, " (");
      for (int i = 0; i < roll->n_faces; i++)
        g_string_append_printf (s, i > 0 ? " + %d" : "%d", roll->faces[i]);
      if (g_str_equal (roll->dice, "d3"))
        g_string_append (s, _(" on a d6, halved"));
      g_string_append (s, ")");
    }
  switch (roll->rerolled)
    {
    case MUSTER_REROLL_TIE:
      g_string_append (s, _("; a tie, rolled again"));
      break;
    case MUSTER_REROLL_IMPOSSIBLE:
      g_string_append (s, _("; impossible in that sector, rolled again"));
      break;
    case MUSTER_REROLL_NO_TYPE_FITS:
      g_string_append (s, _("; no terrain fits that sector, rolled again"));
      break;
    case MUSTER_REROLL_OVERLAP:
      g_string_append (s, _("; onto another piece, rolled again"));
      break;
    case MUSTER_REROLL_NONE:
    default:
      break;
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}
