/* muster-bidding.c: the terrain bidding of seed 001 as a state machine:
 * the roll-off, bids that must fall, an acceptance; illegal moves are
 * refused with a sentence, and every die goes to the bidding's log.
 */
#include "config.h"

#include "muster-terrain-private.h"
#include "muster-error.h"

#include <glib/gi18n-lib.h>

/* ---- bidding ---- */


MusterBidding *
muster_bidding_new (guint64 seed,
                    int     max_bid)
{
  MusterBidding *b = g_new0 (MusterBidding, 1);

  b->seed = seed;
  b->max_bid = max_bid > 0 ? max_bid : 6;
  b->log = g_array_new (FALSE, TRUE, sizeof (MusterRoll));
  b->moves = g_array_new (FALSE, TRUE, sizeof (Move));
  b->defender = b->attacker = -1;
  muster_rng_seed (&b->rng, seed, MUSTER_RNG_STREAM);

  /* each player rolls d6; ties roll again */
  for (;;)
    {
      int a = muster_roll (&b->rng, b->log, "d6", MUSTER_ROLL_ROLL_OFF, 0, -1, 0, -1);
      int c = muster_roll (&b->rng, b->log, "d6", MUSTER_ROLL_ROLL_OFF, 1, -1, 0, -1);

      if (a != c)
        {
          b->opener = a > c ? 0 : 1;
          break;
        }
      g_array_index (b->log, MusterRoll, b->log->len - 1).rerolled = MUSTER_REROLL_TIE;
      g_array_index (b->log, MusterRoll, b->log->len - 2).rerolled = MUSTER_REROLL_TIE;
    }
  b->to_move = b->opener;
  b->state = MUSTER_BIDDING_OPEN;
  return b;
}

MusterBidding *
muster_bidding_copy (const MusterBidding *b)
{
  MusterBidding *copy;

  g_return_val_if_fail (b != NULL, NULL);

  copy = g_memdup2 (b, sizeof *b);
  copy->log = g_array_copy (b->log);
  copy->moves = g_array_copy (b->moves);
  return copy;
}

void
muster_bidding_free (MusterBidding *b)
{
  if (b == NULL)
    return;
  g_array_unref (b->log);
  g_array_unref (b->moves);
  g_free (b);
}

MusterBiddingState muster_bidding_get_state (MusterBidding *b) { return b->state; }
int muster_bidding_get_opener (MusterBidding *b) { return b->opener; }
int muster_bidding_get_to_move (MusterBidding *b) { return b->to_move; }
int muster_bidding_get_last_bid (MusterBidding *b) { return b->last_bid; }
int muster_bidding_get_defender (MusterBidding *b) { return b->defender; }
int muster_bidding_get_attacker (MusterBidding *b) { return b->attacker; }
int muster_bidding_get_pieces (MusterBidding *b) { return b->pieces; }
GArray *muster_bidding_get_log (MusterBidding *b) { return b->log; }
GArray *muster_bidding_get_moves (MusterBidding *b) { return b->moves; }
guint64 muster_bidding_get_seed (MusterBidding *b) { return b->seed; }

static void
finish (MusterBidding *b, int defender, int pieces)
{
  b->state = MUSTER_BIDDING_DONE;
  b->defender = defender;
  b->attacker = 1 - defender;
  b->pieces = pieces;
  b->to_move = -1;
}

static gboolean
refuse_when_over (MusterBidding *b, GError **error)
{
  if (b->state != MUSTER_BIDDING_DONE)
    return FALSE;
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
               _("The bidding is over: player %d defends with %d pieces."), b->defender + 1, b->pieces);
  return TRUE;
}

gboolean
muster_bidding_bid (MusterBidding  *b,
                    int             pieces,
                    GError        **error)
{
  Move move;

  g_return_val_if_fail (b != NULL, FALSE);

  if (refuse_when_over (b, error))
    return FALSE;
  if (b->last_bid == 1)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("A bid of 1 cannot be declined: player %d must accept it."), b->to_move + 1);
      return FALSE;
    }
  if (pieces < 1 || pieces > b->max_bid)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("A bid is a number of terrain pieces from 1 to %d, not %d."), b->max_bid, pieces);
      return FALSE;
    }
  if (b->last_bid > 0 && pieces >= b->last_bid)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("Player %d must bid fewer than %d pieces to decline, or accept."),
                   b->to_move + 1, b->last_bid);
      return FALSE;
    }

  move.player = b->to_move;
  move.bid = pieces;
  g_array_append_val (b->moves, move);

  /* declining a 2 makes the decliner the defender at 1 */
  if (b->last_bid == 2 && pieces == 1)
    {
      finish (b, b->to_move, 1);
      return TRUE;
    }
  b->last_bid = pieces;
  b->last_bidder = b->to_move;
  b->to_move = 1 - b->to_move;
  return TRUE;
}

gboolean
muster_bidding_accept (MusterBidding  *b,
                       GError        **error)
{
  Move move;

  g_return_val_if_fail (b != NULL, FALSE);

  if (refuse_when_over (b, error))
    return FALSE;
  if (b->last_bid == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("There is no bid to accept yet: player %d opens with a bid of 1 to %d."),
                   b->to_move + 1, b->max_bid);
      return FALSE;
    }
  move.player = b->to_move;
  move.bid = 0;
  g_array_append_val (b->moves, move);
  /* the bidder defends with the pieces he named; the acceptor attacks */
  finish (b, b->last_bidder, b->last_bid);
  return TRUE;
}

