/* test-bidding.c: the dice and the terrain bidding. PCG32 against its
 * published vectors, the dice of the log, and every branch of the bidding
 * machine.
 */
#include "muster-core.h"
#include "../muster-test.h"

/* ---- the generator ---- */

static void
test_pcg32_vectors (void)
{
  /* pcg32-demo.c of the PCG reference library: seed 42, sequence 54 */
  static const guint32 expected[] = {
    0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e,
  };
  MusterRng rng;

  muster_rng_seed (&rng, 42, 54);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmphex (muster_rng_next (&rng), ==, expected[i]);
}

static void
test_dice (void)
{
  MusterRng rng;
  g_autoptr(GArray) log = g_array_new (FALSE, TRUE, sizeof (MusterRoll));
  guint counts[7] = { 0 };

  muster_rng_seed (&rng, 1, MUSTER_RNG_STREAM);
  for (guint i = 0; i < 6000; i++)
    {
      int r = muster_roll (&rng, log, "d3", MUSTER_ROLL_SCATTER, -1, 0, 0, -1);
      const MusterRoll *roll = &g_array_index (log, MusterRoll, log->len - 1);

      g_assert_cmpint (r, >=, 1);
      g_assert_cmpint (r, <=, 3);
      g_assert_cmpint (roll->n_faces, ==, 1);
      /* d3 is a d6 halved and rounded up */
      g_assert_cmpint (r, ==, (roll->faces[0] + 1) / 2);
      counts[roll->faces[0]]++;
    }
  for (guint f = 1; f <= 6; f++)
    g_assert_cmpuint (counts[f], >, 800);

  g_assert_cmpint (muster_roll (&rng, log, "2d6", MUSTER_ROLL_TABLE, -1, 0, 0, -1), ==,
                   g_array_index (log, MusterRoll, log->len - 1).faces[0]
                   + g_array_index (log, MusterRoll, log->len - 1).faces[1]);
  for (guint i = 0; i < 1000; i++)
    {
      guint32 v = muster_rng_below (&rng, 7);
      g_assert_cmpuint (v, <, 7);
    }
}

/* ---- bidding ---- */

static MusterBidding *
bidding_for (guint64 seed)
{
  return muster_bidding_new (seed, 6);
}

static void
test_bidding_roll_off (void)
{
  gboolean saw_tie = FALSE;

  for (guint64 seed = 0; seed < 200; seed++)
    {
      g_autoptr(MusterBidding) b = bidding_for (seed);
      GArray *log = muster_bidding_get_log (b);
      const MusterRoll *a = &g_array_index (log, MusterRoll, log->len - 2);
      const MusterRoll *c = &g_array_index (log, MusterRoll, log->len - 1);

      g_assert_cmpuint (log->len % 2, ==, 0);
      g_assert_cmpint (a->result, !=, c->result);
      g_assert_cmpint (muster_bidding_get_opener (b), ==, a->result > c->result ? 0 : 1);
      g_assert_cmpint (muster_bidding_get_to_move (b), ==, muster_bidding_get_opener (b));
      for (guint i = 0; i + 2 < log->len; i++)
        {
          g_assert_cmpint (g_array_index (log, MusterRoll, i).rerolled, ==, MUSTER_REROLL_TIE);
          saw_tie = TRUE;
        }
    }
  g_assert_true (saw_tie);
}

static void
expect_illegal (MusterBidding *b, int bid, const char *needle)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = bid > 0 ? muster_bidding_bid (b, bid, &error) : muster_bidding_accept (b, &error);

  g_assert_false (ok);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  if (strstr (error->message, needle) == NULL)
    g_error ("expected “%s” in: %s", needle, error->message);
}

static void
test_bidding_moves (void)
{
  g_autoptr(MusterBidding) b = bidding_for (1);
  int opener = muster_bidding_get_opener (b);

  expect_illegal (b, 0, "no bid to accept");
  expect_illegal (b, 7, "from 1 to 6");
  g_assert_true (muster_bidding_bid (b, 4, NULL));
  g_assert_cmpint (muster_bidding_get_to_move (b), ==, 1 - opener);
  expect_illegal (b, 4, "fewer than 4");
  expect_illegal (b, 5, "fewer than 4");
  g_assert_true (muster_bidding_bid (b, 3, NULL));
  g_assert_cmpint (muster_bidding_get_to_move (b), ==, opener);
  g_assert_true (muster_bidding_accept (b, NULL));
  g_assert_cmpint (muster_bidding_get_state (b), ==, MUSTER_BIDDING_DONE);
  /* the one who named 3 defends; the acceptor attacks */
  g_assert_cmpint (muster_bidding_get_defender (b), ==, 1 - opener);
  g_assert_cmpint (muster_bidding_get_attacker (b), ==, opener);
  g_assert_cmpint (muster_bidding_get_pieces (b), ==, 3);
  expect_illegal (b, 2, "over");
  expect_illegal (b, 0, "over");
  g_assert_cmpuint (muster_bidding_get_moves (b)->len, ==, 3);
}

static void
test_bidding_accept_first (void)
{
  g_autoptr(MusterBidding) b = bidding_for (2);
  int opener = muster_bidding_get_opener (b);

  g_assert_true (muster_bidding_bid (b, 6, NULL));
  g_assert_true (muster_bidding_accept (b, NULL));
  g_assert_cmpint (muster_bidding_get_defender (b), ==, opener);
  g_assert_cmpint (muster_bidding_get_pieces (b), ==, 6);
}

static void
test_bidding_decline_two (void)
{
  g_autoptr(MusterBidding) b = bidding_for (3);
  int opener = muster_bidding_get_opener (b);

  g_assert_true (muster_bidding_bid (b, 2, NULL));
  /* declining a 2 makes the decliner the defender at 1, at once */
  g_assert_true (muster_bidding_bid (b, 1, NULL));
  g_assert_cmpint (muster_bidding_get_state (b), ==, MUSTER_BIDDING_DONE);
  g_assert_cmpint (muster_bidding_get_defender (b), ==, 1 - opener);
  g_assert_cmpint (muster_bidding_get_attacker (b), ==, opener);
  g_assert_cmpint (muster_bidding_get_pieces (b), ==, 1);
}

static void
test_bidding_one (void)
{
  g_autoptr(MusterBidding) b = bidding_for (4);
  g_autoptr(MusterBidding) c = bidding_for (5);
  int opener = muster_bidding_get_opener (b);

  /* an opening 1 cannot be declined */
  g_assert_true (muster_bidding_bid (b, 1, NULL));
  expect_illegal (b, 1, "cannot be declined");
  g_assert_true (muster_bidding_accept (b, NULL));
  g_assert_cmpint (muster_bidding_get_defender (b), ==, opener);
  g_assert_cmpint (muster_bidding_get_pieces (b), ==, 1);

  /* a 1 after a 3 must be accepted too */
  opener = muster_bidding_get_opener (c);
  g_assert_true (muster_bidding_bid (c, 3, NULL));
  g_assert_true (muster_bidding_bid (c, 1, NULL));
  g_assert_cmpint (muster_bidding_get_state (c), ==, MUSTER_BIDDING_OPEN);
  expect_illegal (c, 1, "cannot be declined");
  g_assert_true (muster_bidding_accept (c, NULL));
  g_assert_cmpint (muster_bidding_get_defender (c), ==, 1 - opener);
  g_assert_cmpint (muster_bidding_get_pieces (c), ==, 1);
}

static void
test_bidding_copy (void)
{
  g_autoptr(MusterBidding) b = bidding_for (6);
  g_autoptr(MusterBidding) copy = NULL;

  g_assert_true (muster_bidding_bid (b, 5, NULL));
  copy = muster_bidding_copy (b);
  g_assert_cmpint (muster_bidding_get_last_bid (copy), ==, 5);
  g_assert_cmpuint (muster_bidding_get_log (copy)->len, ==, muster_bidding_get_log (b)->len);
  /* the two go on each on its own */
  g_assert_true (muster_bidding_accept (copy, NULL));
  g_assert_true (muster_bidding_bid (b, 4, NULL));
  g_assert_cmpint (muster_bidding_get_state (copy), ==, MUSTER_BIDDING_DONE);
  g_assert_cmpint (muster_bidding_get_state (b), ==, MUSTER_BIDDING_OPEN);
  g_assert_cmpuint (muster_bidding_get_moves (copy)->len, ==, 2);
  g_assert_cmpuint (muster_bidding_get_moves (b)->len, ==, 2);
  g_assert_cmpint (muster_bidding_get_last_bid (b), ==, 4);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_init (&argc, &argv);

  g_test_add_func ("/core/bidding/pcg32-vectors", test_pcg32_vectors);
  g_test_add_func ("/core/bidding/dice", test_dice);
  g_test_add_func ("/core/bidding/roll-off", test_bidding_roll_off);
  g_test_add_func ("/core/bidding/moves", test_bidding_moves);
  g_test_add_func ("/core/bidding/accept-first", test_bidding_accept_first);
  g_test_add_func ("/core/bidding/decline-two", test_bidding_decline_two);
  g_test_add_func ("/core/bidding/one", test_bidding_one);
  g_test_add_func ("/core/bidding/copy", test_bidding_copy);

  return g_test_run ();
}
