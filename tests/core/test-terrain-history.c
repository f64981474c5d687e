/* test-terrain-history.c: the Terrain page's undo history without a
 * display: undo brings back the state before a step exactly, redo the one
 * after; a new step drops what could be redone; steps of one setting in a
 * row are one until sealed; the oldest steps go past the depth; a setup
 * saved anew takes its states along.
 */
#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;

static MusterTerrainState *
state_of (MusterTerrain *terrain,
          const char    *seed)
{
  g_autofree char *xml = terrain != NULL ? muster_terrain_to_xml (terrain) : NULL;
  const MusterTerrainParams *params = terrain != NULL ? muster_terrain_get_params (terrain) : NULL;

  return muster_terrain_state_new (terrain != NULL ? muster_system_get_id (muster_terrain_get_system (terrain)) : NULL,
                                   params, seed, xml, 0);
}

/* A roll, a hand move and another roll: undo walks back to the move and to
 * the roll exactly, redo forwards again; the labels follow. */
static void
test_undo_redo (void)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_autoptr(MusterTerrain) first = muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, 7, 0);
  g_autoptr(MusterTerrain) other = muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, 7, 0);
  g_autoptr(MusterTerrainHistory) history = muster_terrain_history_new (100);
  g_autoptr(MusterTerrainState) rolled = state_of (first, "7");
  g_autoptr(MusterTerrainState) moved = NULL;
  g_autoptr(MusterTerrainState) state = NULL;
  MusterTerrainState *back;

  g_assert_false (muster_terrain_history_can_undo (history));
  g_assert_null (muster_terrain_history_get_undo_label (history));
  /* undo with nothing to undo keeps what is shown */
  g_assert_null (muster_terrain_history_undo (history, muster_terrain_state_copy (rolled)));

  /* the roll: before it, nothing */
  g_assert_true (muster_terrain_history_record (history, "Roll seed 7", NULL, state_of (NULL, "7")));
  /* a hand move */
  muster_terrain_move_piece (first, 0, 60, 45);
  moved = state_of (first, "7");
  g_assert_false (muster_terrain_state_equal (moved, rolled));
  g_assert_true (muster_terrain_history_record (history, "Move piece 1", NULL, muster_terrain_state_copy (rolled)));
  /* the same seed rolled again: the move is gone from the setup */
  g_assert_true (muster_terrain_history_record (history, "Roll seed 7", NULL, muster_terrain_state_copy (moved)));
  state = state_of (other, "7");
  g_assert_true (muster_terrain_state_equal (state, rolled));
  g_assert_cmpuint (muster_terrain_history_get_n_undo (history), ==, 3);
  g_assert_cmpstr (muster_terrain_history_get_undo_label (history), ==, "Roll seed 7");

  /* undo the roll: the moved piece is back, byte for byte */
  back = muster_terrain_history_undo (history, muster_terrain_state_copy (state));
  g_assert_nonnull (back);
  g_assert_cmpstr (back->terrain, ==, moved->terrain);
  g_assert_cmpstr (muster_terrain_history_get_undo_label (history), ==, "Move piece 1");
  g_assert_cmpstr (muster_terrain_history_get_redo_label (history), ==, "Roll seed 7");
  g_clear_pointer (&state, muster_terrain_state_free);
  state = back;

  /* undo the move, then the first roll: nothing rolled */
  back = muster_terrain_history_undo (history, state);
  g_assert_cmpstr (back->terrain, ==, rolled->terrain);
  state = muster_terrain_history_undo (history, back);
  g_assert_null (state->terrain);
  g_assert_cmpstr (state->seed, ==, "7");
  g_assert_false (muster_terrain_history_can_undo (history));
  g_assert_cmpstr (muster_terrain_history_get_redo_label (history), ==, "Roll seed 7");

  /* and all the way forwards */
  state = muster_terrain_history_redo (history, state);
  g_assert_cmpstr (state->terrain, ==, rolled->terrain);
  state = muster_terrain_history_redo (history, state);
  g_assert_cmpstr (state->terrain, ==, moved->terrain);
  state = muster_terrain_history_redo (history, state);
  g_assert_cmpstr (state->terrain, ==, rolled->terrain);
  g_assert_false (muster_terrain_history_can_redo (history));
  g_assert_null (muster_terrain_history_redo (history, muster_terrain_state_copy (state)));

  /* a new step after an undo drops the redo */
  back = muster_terrain_history_undo (history, state);
  state = back;
  g_assert_true (muster_terrain_history_can_redo (history));
  g_assert_true (muster_terrain_history_record (history, "Change the seed", "seed", muster_terrain_state_copy (state)));
  g_assert_false (muster_terrain_history_can_redo (history));
  g_assert_cmpuint (muster_terrain_history_get_n_undo (history), ==, 3);
}

/* Typing a seed is one step until sealed; another setting is another step. */
static void
test_merge (void)
{
  g_autoptr(MusterTerrainHistory) history = muster_terrain_history_new (100);
  g_autoptr(MusterTerrainState) state = NULL;

  g_assert_true (muster_terrain_history_record (history, "Change the seed", "seed", state_of (NULL, "")));
  g_assert_false (muster_terrain_history_record (history, "Change the seed", "seed", state_of (NULL, "1")));
  g_assert_false (muster_terrain_history_record (history, "Change the seed", "seed", state_of (NULL, "12")));
  g_assert_cmpuint (muster_terrain_history_get_n_undo (history), ==, 1);
  g_assert_true (muster_terrain_history_record (history, "Change the table width", "width", state_of (NULL, "123")));
  g_assert_true (muster_terrain_history_record (history, "Change the seed", "seed", state_of (NULL, "123")));
  muster_terrain_history_seal (history);
  g_assert_true (muster_terrain_history_record (history, "Change the seed", "seed", state_of (NULL, "1234")));
  /* no key: never joined */
  g_assert_true (muster_terrain_history_record (history, "Roll seed 1", NULL, state_of (NULL, "1")));
  g_assert_true (muster_terrain_history_record (history, "Roll seed 1", NULL, state_of (NULL, "1")));
  g_assert_cmpuint (muster_terrain_history_get_n_undo (history), ==, 6);

  /* the state before the first keystroke comes back */
  for (guint i = 0; i < 6; i++)
    {
      state = muster_terrain_history_undo (history, state != NULL ? state : state_of (NULL, "1"));
      g_assert_nonnull (state);
    }
  g_assert_cmpstr (state->seed, ==, "");
  g_assert_false (muster_terrain_history_can_undo (history));
}

/* Only the last steps are kept; states compare by what the user sees. */
static void
test_depth_and_equal (void)
{
  MusterSystem *ancient = muster_catalog_lookup (catalog, "ancient-medieval");
  g_autoptr(MusterTerrainHistory) history = muster_terrain_history_new (3);
  g_autoptr(MusterTerrain) terrain = muster_test_terrain (ancient, MUSTER_TERRAIN_SECTORS, 5, 4);
  g_autoptr(MusterTerrainState) a = state_of (terrain, "5");
  g_autoptr(MusterTerrainState) b = muster_terrain_state_copy (a);
  MusterTerrainState *state = NULL;
  guint n = 0;

  for (int i = 0; i < 10; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%d", i);

      g_assert_true (muster_terrain_history_record (history, "Roll", NULL, state_of (NULL, seed)));
    }
  g_assert_cmpuint (muster_terrain_history_get_n_undo (history), ==, 3);
  state = state_of (NULL, "10");
  while (muster_terrain_history_can_undo (history))
    {
      state = muster_terrain_history_undo (history, state);
      n++;
    }
  g_assert_cmpuint (n, ==, 3);
  /* the oldest kept: the state before the eighth roll */
  g_assert_cmpstr (state->seed, ==, "7");
  muster_terrain_state_free (state);

  /* the document is where it is kept, not what is shown */
  b->document = 42;
  g_assert_true (muster_terrain_state_equal (a, b));
  b->params.width += 1;
  g_assert_false (muster_terrain_state_equal (a, b));
  b->params.width -= 1;
  g_free (b->seed);
  b->seed = g_strdup ("6");
  g_assert_false (muster_terrain_state_equal (a, b));
}

/* A setup saved for the first time: the states of it that wait on the
 * stacks are kept in its new document too; other setups' states stay. */
static void
test_move_document (void)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_autoptr(MusterTerrain) terrain = muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, 3, 0);
  g_autoptr(MusterTerrainHistory) history = muster_terrain_history_new (100);
  MusterTerrainState *kept = state_of (terrain, "3");
  MusterTerrainState *state;

  kept->document = 5;
  /* the roll (before: setup 5), then a move before the autosave */
  g_assert_true (muster_terrain_history_record (history, "Roll seed 3", NULL, kept));
  g_assert_true (muster_terrain_history_record (history, "Move piece 1", NULL, state_of (terrain, "3")));
  g_assert_true (muster_terrain_history_record (history, "Change the seed", "seed", state_of (NULL, "3")));
  /* the autosave keeps the roll as document 9 */
  muster_terrain_history_move_document (history, 0, 9);

  state = muster_terrain_history_undo (history, state_of (NULL, "4"));
  g_assert_cmpint (state->document, ==, 0);   /* nothing to keep */
  state = muster_terrain_history_undo (history, state);
  g_assert_cmpint (state->document, ==, 9);
  state = muster_terrain_history_undo (history, state);
  g_assert_cmpint (state->document, ==, 5);
  /* on the redo stack too */
  muster_terrain_history_move_document (history, 9, 11);
  state = muster_terrain_history_redo (history, state);
  g_assert_cmpint (state->document, ==, 11);
  muster_terrain_state_free (state);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  catalog = muster_test_catalog ();

  g_test_add_func ("/core/terrain-history/undo-redo", test_undo_redo);
  g_test_add_func ("/core/terrain-history/merge", test_merge);
  g_test_add_func ("/core/terrain-history/depth-and-equal", test_depth_and_equal);
  g_test_add_func ("/core/terrain-history/move-document", test_move_document);

  status = g_test_run ();
  g_clear_object (&catalog);
  return status;
}
