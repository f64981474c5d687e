/* test-terrain.c: display tests of the Terrain page: a quarter roll from a
 * fixed seed fills the dice log and draws the map; another seed rolls
 * another setup; the bidding dialog offers only legal bids and ends as the
 * rules say; another system takes away the setup and bidding of the one
 * before; one Roll button at every width; the setup goes to the library
 * and comes back the same, from the page and through the window; a
 * malformed file changes nothing; printing and PDF; what a screen
 * reader is told; and that every tooltip is Muster's. The map's own tests are in test-terrain-map.c.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-bidding-dialog.h"
#include "muster-map.h"
#include "muster-terrain-map.h"
#include "muster-terrain-page.h"
#include "muster-print-operation.h"
#include "muster-test.h"
#include "muster-ui-util.h"
#include "muster-window.h"
#include "ui-test-common.h"

static MusterCatalog *catalog;
static char *tmpdir;

#include "terrain-test-common.h"

/* The test: a quarter roll from a fixed seed, its log and map. */
static void
test_quarters (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  GtkListBox *log = muster_terrain_log_get_list (muster_terrain_page_get_log (page));
  MusterTerrain *terrain;
  GtkWidget *row, *details;

  /* before the first roll: no map, nothing to save or print, no panel of
   * the piece and the dice (an empty column) */
  g_assert_null (muster_terrain_page_get_terrain (page));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (map)));
  g_assert_false (gtk_widget_is_sensitive (ui_test_find_action_button (GTK_WIDGET (page), "terrain.print")));
  details = adw_flap_get_flap (ADW_FLAP (gtk_widget_get_ancestor (GTK_WIDGET (log), ADW_TYPE_FLAP)));
  g_assert_false (gtk_widget_get_mapped (details));

  terrain = roll (page, "clouds-of-smoke", 7);
  g_assert_true (gtk_widget_get_mapped (details));
  g_assert_cmpint (muster_terrain_get_params (terrain)->method, ==, MUSTER_TERRAIN_QUARTERS);
  g_assert_cmpuint (muster_terrain_get_params (terrain)->seed, ==, 7);
  /* the data's defaults: a 120 × 90 cm table and a UW of 6 */
  g_assert_cmpfloat (muster_terrain_get_params (terrain)->width, ==, 120);
  g_assert_cmpfloat (muster_terrain_get_params (terrain)->depth, ==, 90);
  g_assert_cmpfloat (muster_terrain_get_params (terrain)->uw, ==, 6);
  g_assert_cmpstr (muster_terrain_page_get_title (page), ==, "Terrain — Clouds of Smoke — seed 7");
  g_assert_cmpstr (muster_terrain_page_get_save_state (page), ==, "Autosave off");

  /* a row for every die, in order, as the core describes it */
  g_assert_cmpuint (count_rows (log), ==, muster_terrain_get_log (terrain)->len);
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (log, 0));
  {
    g_autofree char *text = muster_roll_describe (&g_array_index (muster_terrain_get_log (terrain), MusterRoll, 0));

    g_assert_nonnull (ui_test_find_label (row, text));
  }

  /* the map is drawn */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));
  ui_test_wait_until (drawn, map, 2000);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (map)));
  g_assert_cmpuint (muster_terrain_map_get_n_draws (map), >, 0);
  g_assert_true (muster_terrain_map_get_terrain (map) == terrain);

  /* a click on a piece selects it; its centre hits it */
  {
    double x, y;
    guint hit;

    muster_terrain_map_piece_center (map, 0, &x, &y);
    g_assert_true (muster_terrain_map_piece_at (map, x, y, &hit));
    g_assert_cmpuint (hit, ==, 0);
    muster_terrain_map_set_selected (map, 0);
    /* the details name it */
    g_assert_nonnull (ui_test_find_label (GTK_WIDGET (page), "1, rolled by player 1"));
  }

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* Another seed rolls another setup; the same seed the same one. */
static void
test_seed (void)
{
  MusterTerrainPage *page = show_page (NULL);
  g_autofree char *seven = NULL;
  g_autofree char *eight = NULL;
  g_autofree char *again = NULL;

  seven = muster_terrain_to_xml (roll (page, "clouds-of-smoke", 7));
  eight = muster_terrain_to_xml (roll (page, "clouds-of-smoke", 8));
  g_assert_cmpstr (seven, !=, eight);
  g_assert_cmpstr (muster_terrain_page_get_title (page), ==, "Terrain — Clouds of Smoke — seed 8");
  again = muster_terrain_to_xml (roll (page, "clouds-of-smoke", 7));
  g_assert_cmpstr (seven, ==, again);

  /* a seed that is not a whole number cannot roll */
  {
    GtkWidget *entry = ui_test_find_action_button (GTK_WIDGET (page), "terrain.copy-seed");

    g_assert_nonnull (entry);
    entry = gtk_widget_get_ancestor (entry, ADW_TYPE_ENTRY_ROW);
    gtk_editable_set_text (GTK_EDITABLE (entry), "seven");
    g_assert_true (gtk_widget_has_css_class (entry, "error"));
    g_assert_false (gtk_widget_is_sensitive (ui_test_find_action_button (GTK_WIDGET (page), "terrain.roll")));
    g_assert_false (muster_terrain_page_roll (page));
    g_assert_cmpstr (muster_terrain_page_get_title (page), ==, "Terrain — Clouds of Smoke — seed 7");
    gtk_editable_set_text (GTK_EDITABLE (entry), " 12 ");
    g_assert_false (gtk_widget_has_css_class (entry, "error"));
  }

  /* New Seed picks another one */
  {
    GtkWidget *entry = gtk_widget_get_ancestor (ui_test_find_action_button (GTK_WIDGET (page), "terrain.copy-seed"),
                                                ADW_TYPE_ENTRY_ROW);
    g_autofree char *before = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.new-seed", NULL));
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), !=, before);
  }

  /* the sector method of another system, with its own defaults */
  {
    MusterTerrain *terrain = roll (page, "ancient-medieval", 7);

    g_assert_cmpint (muster_terrain_get_params (terrain)->method, ==, MUSTER_TERRAIN_SECTORS);
    g_assert_cmpint (muster_terrain_get_params (terrain)->pieces, ==, 3);
    g_assert_cmpuint (count_rows (muster_terrain_log_get_list (muster_terrain_page_get_log (page))), ==, muster_terrain_get_log (terrain)->len);
  }

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* A roll that re-rolled a die shows it dimmed, with its reason. */
static void
test_rerolls (void)
{
  MusterTerrainPage *page = show_page (NULL);
  GtkListBox *log = muster_terrain_log_get_list (muster_terrain_page_get_log (page));
  MusterTerrain *terrain = NULL;
  guint found = 0;

  g_assert_true (muster_terrain_settings_select_system (muster_terrain_page_get_settings (page), "ancient-medieval"));
  for (guint64 seed = 1; seed < 500 && found == 0; seed++)
    {
      GArray *rolls;

      terrain = roll (page, "ancient-medieval", seed);
      rolls = muster_terrain_get_log (terrain);
      for (guint i = 0; i < rolls->len && found == 0; i++)
        if (g_array_index (rolls, MusterRoll, i).rerolled != MUSTER_REROLL_NONE)
          found = i + 1;
    }
  g_assert_cmpuint (found, >, 0);
  {
    GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (log, found - 1));
    GtkWidget *next = GTK_WIDGET (gtk_list_box_get_row_at_index (log, found));
    g_autofree char *text = muster_roll_describe (&g_array_index (muster_terrain_get_log (terrain), MusterRoll, found - 1));

    g_assert_true (gtk_widget_has_css_class (row, "rerolled"));
    g_assert_true (gtk_widget_has_css_class (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), "dim-label"));
    g_assert_true (strstr (text, "rolled again") != NULL);
    g_assert_nonnull (ui_test_find_label (row, text));
    if (next != NULL && g_array_index (muster_terrain_get_log (terrain), MusterRoll, found).rerolled == MUSTER_REROLL_NONE)
      g_assert_false (gtk_widget_has_css_class (next, "rerolled"));
  }

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The bidding: only legal bids, and declining a 2 ends it. */
static void
test_bidding (void)
{
  MusterBiddingDialog *dialog = MUSTER_BIDDING_DIALOG (muster_bidding_dialog_new (NULL, 42, 6));
  MusterBidding *bidding = muster_bidding_dialog_get_bidding (dialog);
  g_autoptr(MusterBidding) taken = NULL;
  MusterTerrainPage *page;
  MusterTerrain *terrain;
  int opener;

  ui_test_present (GTK_WINDOW (dialog));

  /* seed 42: a tie, then player 1 opens (as muster-cli says) */
  opener = muster_bidding_get_opener (bidding);
  g_assert_cmpint (opener, ==, 0);
  g_assert_cmpstr (muster_bidding_dialog_get_prompt (dialog), ==,
                   "Player 1 opens: bid how many terrain pieces you will place if player 2 attacks you.");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Player 1 rolls 4, player 2 rolls 4"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "A tie: both roll again"));
  for (int n = 1; n <= 6; n++)
    g_assert_true (gtk_widget_get_sensitive (muster_bidding_dialog_get_bid_button (dialog, n)));
  g_assert_false (gtk_widget_get_visible (muster_bidding_dialog_get_accept_button (dialog)));

  /* player 1 bids 4: player 2 may accept or bid 1 to 3 */
  g_signal_emit_by_name (muster_bidding_dialog_get_bid_button (dialog, 4), "clicked");
  g_assert_cmpint (muster_bidding_get_last_bid (bidding), ==, 4);
  g_assert_cmpstr (muster_bidding_dialog_get_prompt (dialog), ==,
                   "Player 2: accept 4 terrain pieces and attack, or bid fewer to defend.");
  for (int n = 1; n <= 6; n++)
    g_assert_cmpint (gtk_widget_get_sensitive (muster_bidding_dialog_get_bid_button (dialog, n)), ==, n < 4);
  g_assert_true (gtk_widget_get_visible (muster_bidding_dialog_get_accept_button (dialog)));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Player 1 bids 4 terrain pieces"));

  /* player 2 bids 2 */
  g_signal_emit_by_name (muster_bidding_dialog_get_bid_button (dialog, 2), "clicked");
  g_assert_cmpstr (muster_bidding_dialog_get_prompt (dialog), ==,
                   "Player 1: accept 2 terrain pieces and attack, or bid 1 and defend with a single piece.");
  for (int n = 1; n <= 6; n++)
    g_assert_cmpint (gtk_widget_get_sensitive (muster_bidding_dialog_get_bid_button (dialog, n)), ==, n < 2);
  g_assert_null (muster_bidding_dialog_get_result (dialog));

  /* player 1 declines the 2 with a 1: he defends with one piece */
  g_signal_emit_by_name (muster_bidding_dialog_get_bid_button (dialog, 1), "clicked");
  g_assert_cmpint (muster_bidding_get_state (bidding), ==, MUSTER_BIDDING_DONE);
  g_assert_cmpint (muster_bidding_get_defender (bidding), ==, 0);
  g_assert_cmpint (muster_bidding_get_attacker (bidding), ==, 1);
  g_assert_cmpint (muster_bidding_get_pieces (bidding), ==, 1);
  g_assert_cmpstr (muster_bidding_dialog_get_result (dialog), ==,
                   "Player 1, the defender, places 1 terrain piece, chooses the table edge and deploys first. "
                   "Player 2, the attacker, deploys second, moves first and may field a reserve of up to 10% "
                   "of his army.");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Player 1 defends with 1 terrain piece"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Player 1 declines and defends with a single piece"));
  g_assert_true (gtk_widget_get_visible (muster_bidding_dialog_get_roll_button (dialog)));

  /* the core's refusals are shown as its sentences */
  g_assert_false (muster_bidding_dialog_bid (dialog, 3));
  g_assert_cmpstr (muster_bidding_dialog_get_error (dialog), ==, "The bidding is over: player 1 defends with 1 pieces.");

  /* start over: the same roll-off, no bids */
  muster_bidding_dialog_restart (dialog);
  bidding = muster_bidding_dialog_get_bidding (dialog);
  g_assert_cmpint (muster_bidding_get_opener (bidding), ==, 0);
  g_assert_null (muster_bidding_dialog_get_error (dialog));
  g_assert_true (muster_bidding_dialog_bid (dialog, 3));
  /* a bid of 1 cannot be declined: only Accept is left */
  g_assert_true (muster_bidding_dialog_bid (dialog, 1));
  for (int n = 1; n <= 6; n++)
    g_assert_false (gtk_widget_get_sensitive (muster_bidding_dialog_get_bid_button (dialog, n)));
  g_assert_false (muster_bidding_dialog_bid (dialog, 1));
  g_assert_cmpstr (muster_bidding_dialog_get_error (dialog), ==, "A bid of 1 cannot be declined: player 1 must accept it.");
  g_assert_true (muster_bidding_dialog_accept (dialog));
  g_assert_cmpint (muster_bidding_get_defender (bidding), ==, 1);
  g_assert_cmpint (muster_bidding_get_pieces (bidding), ==, 1);

  /* the result rolls the terrain with the bidding attached */
  taken = muster_bidding_dialog_steal_bidding (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  page = show_page (NULL);
  g_assert_true (muster_terrain_settings_select_system (muster_terrain_page_get_settings (page), "ancient-medieval"));
  muster_terrain_settings_set_seed (muster_terrain_page_get_settings (page), 42);
  muster_terrain_page_roll_with_bidding (page, g_steal_pointer (&taken));
  terrain = muster_terrain_page_get_terrain (page);
  g_assert_nonnull (terrain);
  g_assert_nonnull (muster_terrain_get_bidding (terrain));
  g_assert_cmpint (muster_terrain_get_params (terrain)->pieces, ==, 1);
  /* the log shows the roll-off first */
  g_assert_cmpuint (count_rows (muster_terrain_log_get_list (muster_terrain_page_get_log (page))), ==,
                    muster_bidding_get_log ((MusterBidding *) muster_terrain_get_bidding (terrain))->len +
                    muster_terrain_get_log (terrain)->len);
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (page), "Player 2 defends with 1 terrain piece"));

  /* rolling again with the same number of pieces keeps the bidding */
  muster_terrain_settings_set_seed (muster_terrain_page_get_settings (page), 43);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.roll", NULL));
  g_assert_nonnull (muster_terrain_get_bidding (muster_terrain_page_get_terrain (page)));

  /* the page's own Bidding… opens the dialog; its Roll button rolls */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.bidding", NULL));
  dialog = MUSTER_BIDDING_DIALOG (muster_terrain_page_get_bidding_dialog (page));
  g_assert_nonnull (dialog);
  g_assert_true (muster_bidding_dialog_bid (dialog, 5));
  g_assert_true (muster_bidding_dialog_accept (dialog));
  g_signal_emit_by_name (muster_bidding_dialog_get_roll_button (dialog), "clicked");
  g_assert_null (muster_terrain_page_get_bidding_dialog (page));
  terrain = muster_terrain_page_get_terrain (page);
  g_assert_cmpint (muster_terrain_get_params (terrain)->pieces, ==, 5);
  g_assert_cmpint (muster_bidding_get_pieces ((MusterBidding *) muster_terrain_get_bidding (terrain)), ==, 5);

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* Choosing another system takes away the setup of the one before, with its
 * bidding and its map, and closes a bidding of that system; so does
 * choosing another method. */
static void
test_switch_system (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainSettings *settings = muster_terrain_page_get_settings (page);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  GtkListBox *log = muster_terrain_log_get_list (muster_terrain_page_get_log (page));
  MusterBidding *bidding = muster_bidding_new (42, 6);
  GtkWidget *label;

  g_assert_true (muster_terrain_settings_select_system (settings, "ancient-medieval"));
  muster_terrain_settings_set_seed (settings, 42);
  g_assert_true (muster_bidding_bid (bidding, 3, NULL));
  g_assert_true (muster_bidding_accept (bidding, NULL));
  muster_terrain_page_roll_with_bidding (page, bidding);
  g_assert_nonnull (muster_terrain_page_get_terrain (page));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));
  label = ui_test_find_visible_label (GTK_WIDGET (page), "Player 1 defends with 3 terrain pieces");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_is_drawable (label));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (map)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.bidding", NULL));
  g_assert_nonnull (muster_terrain_page_get_bidding_dialog (page));

  /* the user picks Clouds of Smoke: nothing of the ancient rules stays */
  g_assert_true (muster_terrain_settings_select_system (settings, "clouds-of-smoke"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));
  g_assert_null (muster_terrain_page_get_terrain (page));
  g_assert_null (muster_terrain_map_get_terrain (map));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (GTK_WIDGET (map), GTK_TYPE_STACK))),
                   ==, "empty");
  g_assert_false (gtk_widget_is_drawable (label));
  g_assert_cmpuint (count_rows (log), ==, 0);
  g_assert_null (muster_terrain_page_get_title (page));
  g_assert_null (muster_terrain_page_get_bidding_dialog (page));
  g_assert_false (gtk_widget_is_sensitive (ui_test_find_action_button (GTK_WIDGET (page), "terrain.print")));

  /* a roll of the new system shows, and only its own dice */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.roll", NULL));
  g_assert_cmpstr (muster_system_get_id (muster_terrain_get_system (muster_terrain_page_get_terrain (page))), ==,
                   "clouds-of-smoke");
  g_assert_cmpuint (count_rows (log), ==, muster_terrain_get_log (muster_terrain_page_get_terrain (page))->len);

  /* and back: the quarter setup goes too */
  g_assert_true (muster_terrain_settings_select_system (settings, "ancient-medieval"));
  g_assert_null (muster_terrain_page_get_terrain (page));

  /* a new seed keeps the setup shown until the next roll */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.roll", NULL));
  muster_terrain_settings_set_seed (settings, 43);
  g_assert_nonnull (muster_terrain_page_get_terrain (page));

  ui_test_close_window_of (GTK_WIDGET (page));
}

static void
count_shown_roll_buttons (GtkWidget *widget,
                          guint     *n)
{
  if (!gtk_widget_is_drawable (widget))
    return;
  if (ui_test_is_action_button (widget, "terrain.roll"))
    (*n)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    count_shown_roll_buttons (child, n);
}

/* A piece the scatter could not keep off the others by its direction says
 * that it was pushed clear. */
static void
test_nudged (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  MusterTerrain *terrain = NULL;
  int found = -1;

  for (guint64 seed = 1; seed < 400 && found < 0; seed++)
    {
      terrain = roll (page, "clouds-of-smoke", seed);
      for (guint i = 0; i < muster_terrain_get_n_pieces (terrain) && found < 0; i++)
        if (muster_terrain_get_piece (terrain, i)->nudged)
          found = i;
    }
  g_assert_cmpint (found, >=, 0);
  muster_terrain_map_set_selected (map, found);
  {
    const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, found);
    g_autofree char *text = g_strdup_printf ("%d UW toward %d°\nthen pushed clear of another piece",
                                             p->scatter_uw, p->scatter_angle);

    g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (page), text));
  }

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* One Roll button on the screen, wide or narrow. */
static void
test_one_roll_button (void)
{
  static const int widths[] = { 1400, 800, 360 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      GtkWidget *page = muster_terrain_page_new (ui_test_context (catalog, NULL));
      guint n = 0;

      ui_test_show_in_window (page, widths[i], 800);
      /* the side columns fold a frame after they are allocated */
      for (int k = 0; k < 5; k++)
        {
          g_main_context_iteration (NULL, FALSE);
          gtk_test_widget_wait_for_draw (page);
        }
      count_shown_roll_buttons (page, &n);
      g_test_message ("%d px: %u Roll buttons", widths[i], n);
      g_assert_cmpuint (n, ==, 1);
      ui_test_close_window_of (page);
    }
}

/* Saved to the library, opened again: the same XML. */
static void
test_library (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterTerrainPage *page = show_page (library);
  MusterTerrain *terrain = roll (page, "clouds-of-smoke", 7);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *content = NULL;
  gint64 document;

  /* a roll alone is not kept */
  g_assert_cmpstr (muster_terrain_page_get_save_state (page), ==, "Not saved yet");
  g_assert_cmpint (muster_terrain_page_get_document (page), ==, 0);
  g_assert_true (muster_terrain_map_move_piece (muster_terrain_page_get_map (page), 3, 30, 30));
  g_assert_cmpstr (muster_terrain_page_get_save_state (page), ==, "Edited");

  /* Ctrl+S: saved now */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.save", NULL));
  document = muster_terrain_page_get_document (page);
  g_assert_cmpint (document, >, 0);
  g_assert_cmpstr (muster_terrain_page_get_save_state (page), ==, "Saved");
  entry = muster_library_get (library, document, NULL);
  g_assert_nonnull (entry);
  g_assert_cmpint (entry->kind, ==, MUSTER_DOC_TERRAIN);
  g_assert_cmpstr (entry->name, ==, "Terrain — Clouds of Smoke — seed 7");
  g_assert_cmpstr (entry->system, ==, "clouds-of-smoke");
  terrain = muster_terrain_page_get_terrain (page);
  xml = muster_terrain_to_xml (terrain);
  content = muster_library_get_content (library, document, 0, NULL);
  g_assert_cmpstr (content, ==, xml);
  /* the piece names are searchable, in both languages */
  found = muster_library_search (library, "Виноградник", NULL);
  g_assert_cmpuint (found->len, ==, 1);

  /* opened in another page: the same setup */
  {
    MusterTerrainPage *other = show_page (library);
    g_autofree char *reopened = NULL;

    g_assert_true (muster_terrain_page_open_document (other, document));
    reopened = muster_terrain_to_xml (muster_terrain_page_get_terrain (other));
    g_assert_cmpstr (reopened, ==, xml);
    g_assert_cmpint (muster_terrain_page_get_document (other), ==, document);
    g_assert_cmpstr (muster_terrain_page_get_save_state (other), ==, "Saved");
    ui_test_close_window_of (GTK_WIDGET (other));
  }

  /* an edit is saved on its own a moment later, as a new revision */
  g_assert_true (muster_terrain_map_move_piece (muster_terrain_page_get_map (page), 3, 40, 40));
  ui_test_wait_ms (1800);
  g_assert_cmpstr (muster_terrain_page_get_save_state (page), ==, "Saved");
  g_clear_pointer (&content, g_free);
  g_clear_pointer (&xml, g_free);
  content = muster_library_get_content (library, document, 0, NULL);
  xml = muster_terrain_to_xml (muster_terrain_page_get_terrain (page));
  g_assert_cmpstr (content, ==, xml);
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = muster_library_get (library, document, NULL);
  g_assert_cmpuint (entry->revisions, ==, 2);

  /* a new roll is a new setup; the saved one stays */
  roll (page, "clouds-of-smoke", 8);
  g_assert_cmpint (muster_terrain_page_get_document (page), ==, 0);
  g_clear_pointer (&content, g_free);
  content = muster_library_get_content (library, document, 0, NULL);
  g_assert_cmpstr (content, ==, xml);
  ui_test_close_window_of (GTK_WIDGET (page));

  /* the window opens terrain documents of its library in its terrain page */
  {
    MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, library));
    MusterTerrainPage *shown;
    g_autofree char *reopened = NULL;

    ui_test_present (GTK_WINDOW (window));
    g_assert_cmpstr (muster_window_get_visible_view (window), ==, "systems");
    g_signal_emit_by_name (muster_window_get_library_view (window), "open-document", document);
    g_assert_cmpstr (muster_window_get_visible_view (window), ==, "terrain");
    shown = MUSTER_TERRAIN_PAGE (muster_window_get_terrain_page (window));
    reopened = muster_terrain_to_xml (muster_terrain_page_get_terrain (shown));
    g_assert_cmpstr (reopened, ==, xml);
    g_assert_null (muster_window_get_editor (window));

    /* the views are all there */
    muster_window_set_visible_view (window, "library");
    g_assert_cmpstr (muster_window_get_visible_view (window), ==, "library");
    muster_window_set_visible_view (window, "systems");
    g_assert_cmpstr (muster_window_get_visible_view (window), ==, "systems");
    gtk_window_destroy (GTK_WINDOW (window));
  }
}

/* A file that is not a terrain setup changes nothing; a good one opens. */
static void
test_import (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrain *terrain = roll (page, "clouds-of-smoke", 7);
  g_autofree char *before = muster_terrain_to_xml (terrain);
  g_autofree char *bad = NULL;
  g_autofree char *good = NULL;
  g_autofree char *pdf = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;

  bad = muster_test_write (tmpdir, "bad.xml",
                           "<?xml version=\"1.0\"?>\n"
                           "<terrain xmlns=\"https://muster.github.io/ns/terrain/1\" system=\"clouds-of-smoke\"\n"
                           "         method=\"quarters\" rng=\"pcg32\" seed=\"9\">\n"
                           "  <table width=\"120\" depth=\"90\"\n"
                           "</terrain>\n", -1);
  file = g_file_new_for_path (bad);
  g_assert_false (muster_terrain_page_import_file (page, file));
  g_assert_true (muster_terrain_page_get_terrain (page) == terrain);
  {
    g_autofree char *after = muster_terrain_to_xml (muster_terrain_page_get_terrain (page));

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_cmpstr (muster_terrain_page_get_title (page), ==, "Terrain — Clouds of Smoke — seed 7");
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The Terrain File Cannot Be Opened");
  /* file:line:column and a sentence */
  {
    g_autofree char *where = g_strconcat (bad, ":", NULL);

    g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), where));
  }
  gtk_window_destroy (dialog);

  /* exported and opened again: the same setup */
  good = g_build_filename (tmpdir, "good.xml", NULL);
  g_clear_object (&file);
  file = g_file_new_for_path (good);
  g_assert_true (muster_terrain_map_move_piece (muster_terrain_page_get_map (page), 0, 33, 22));
  g_clear_pointer (&before, g_free);
  before = muster_terrain_to_xml (muster_terrain_page_get_terrain (page));
  g_assert_true (muster_terrain_page_export_file (page, file, &error));
  g_assert_no_error (error);
  roll (page, "ancient-medieval", 3);
  g_assert_true (muster_terrain_page_import_file (page, file));
  {
    g_autofree char *after = muster_terrain_to_xml (muster_terrain_page_get_terrain (page));

    g_assert_cmpstr (after, ==, before);
  }
  /* the controls say what it was rolled from */
  g_assert_cmpstr (muster_terrain_page_get_title (page), ==, "Terrain — Clouds of Smoke — seed 7");

  /* the sheet as a PDF */
  pdf = g_build_filename (tmpdir, "terrain.pdf", NULL);
  g_clear_object (&file);
  file = g_file_new_for_path (pdf);
  g_assert_true (muster_terrain_page_export_pdf (page, file, &error));
  g_assert_no_error (error);
  {
    g_autofree char *contents = NULL;
    gsize length = 0;

    g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
    g_assert_true (length > 1000 && memcmp (contents, "%PDF", 4) == 0);
  }

  /* sent on to the scenario editor as a scenario file */
  {
    g_autofree char *scenario = g_build_filename (tmpdir, "terrain.scenario.xml", NULL);
    g_autoptr(GFile) sfile = g_file_new_for_path (scenario);
    xmlDoc *doc;

    g_assert_true (muster_terrain_page_export_scenario (page, sfile, &error));
    g_assert_no_error (error);
    doc = muster_xml_load_file (scenario, MUSTER_SCHEMA_SCENARIO, NULL, &error);
    g_assert_no_error (error);
    g_assert_nonnull (doc);
    xmlFreeDoc (doc);
  }

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The print operation lays out the same sheet (exported here to PDF) on
 * the page setup's paper, turned, with its margins. */
static void
test_print (void)
{
  static const char * const ids[] = { "terrain", NULL };
  MusterSystem *system = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_autoptr(MusterTerrain) terrain = NULL;
  g_autoptr(MusterPrintOperation) operation = NULL;
  g_autoptr(MusterPrintJob) job = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "printed.pdf", NULL);
  MusterTerrainParams params;
  MusterPage page;
  GtkPrintOperationResult result;
  int n_pages = -1;

  muster_terrain_params_init (&params, system, MUSTER_TERRAIN_QUARTERS);
  params.seed = 7;
  terrain = muster_terrain_generate (system, &params, &error);
  g_assert_no_error (error);

  gtk_page_setup_set_paper_size (setup, a4);
  gtk_page_setup_set_top_margin (setup, 10, GTK_UNIT_MM);
  gtk_page_setup_set_left_margin (setup, 5, GTK_UNIT_MM);
  muster_print_page_for_setup (setup, &page);
  g_assert_cmpfloat_with_epsilon (page.width, muster_paper_lookup ("a4")->width, 0.5);
  g_assert_cmpfloat_with_epsilon (page.height, muster_paper_lookup ("a4")->height, 0.5);
  g_assert_cmpfloat_with_epsilon (page.margin_top, MUSTER_MM (10), 0.01);
  g_assert_cmpfloat_with_epsilon (page.margin_left, MUSTER_MM (5), 0.01);
  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_LANDSCAPE);
  muster_print_page_for_setup (setup, &page);
  g_assert_cmpfloat_with_epsilon (page.width, muster_paper_lookup ("a4")->height, 0.5);
  g_assert_cmpfloat_with_epsilon (page.height, muster_paper_lookup ("a4")->width, 0.5);
  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_PORTRAIT);

  operation = muster_print_operation_new (NULL, G_OBJECT (terrain), ids, NULL);
  /* a Sheets tab, as every document has */
  g_assert_true (muster_print_operation_get_show_options (operation));
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (operation), setup);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), path);
  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (operation), FALSE);
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_object_get (operation, "n-pages", &n_pages, NULL);
  muster_print_page_for_setup (setup, &page);
  job = muster_print_job_new (G_OBJECT (terrain), ids, NULL, &page, &error);
  g_assert_no_error (error);
  g_assert_cmpint (n_pages, ==, muster_print_job_get_n_pages (job));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

/* What a screen reader is told about the main controls. */
static void
test_accessible (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  GtkWidget *dialog;

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_ROLE_GROUP);
  roll (page, "clouds-of-smoke", 7);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (map), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (map), GTK_ACCESSIBLE_PROPERTY_LABEL, "Terrain map");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (map)));
  muster_terrain_map_set_selected (map, 1);
  {
    const MusterTerrainPiece *p = muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 1);
    g_autofree char *piece = muster_terrain_map_describe_piece (muster_terrain_page_get_terrain (page), 1);
    g_autofree char *start = g_strdup_printf ("Selected: %s, at %.1f, %.1f. The arrow keys move it; Tab selects the next piece.", piece, p->x, p->y);
    GtkAccessibleProperty prop = GTK_ACCESSIBLE_PROPERTY_DESCRIPTION;
    char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (map), prop, start);

    /* the description goes on with the list of pieces: only its start is checked */
    if (value != NULL)
      {
        g_assert_true (strstr (value, start) != NULL);
        g_free (value);
      }
    g_assert_cmpstr (piece, ==, "2. Bocage, quarter 4");
  }

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_terrain_log_get_list (muster_terrain_page_get_log (page))), GTK_ACCESSIBLE_ROLE_LIST);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_terrain_log_get_list (muster_terrain_page_get_log (page))),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Dice log");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.copy-seed")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Copy the Seed");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.new-seed")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "New Seed");
  /* undo and redo name the step they take back or do again */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.undo")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Undo Roll seed 7");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.redo")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Redo");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.redo")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Redo Roll seed 7");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.redo", NULL));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.save")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Save to the Library");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.print")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Print");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (ui_test_find_action_button (GTK_WIDGET (page), "terrain.roll")),
                                   GTK_ACCESSIBLE_ROLE_BUTTON);
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (page), "Sample"));

  dialog = muster_bidding_dialog_new (NULL, 42, 6);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_bidding_dialog_get_bid_button (MUSTER_BIDDING_DIALOG (dialog), 3)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Bid 3 terrain pieces");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_bidding_dialog_get_bid_button (MUSTER_BIDDING_DIALOG (dialog), 1)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Bid 1 terrain piece");
  gtk_window_destroy (GTK_WINDOW (dialog));

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* Every tooltip of the page, its settings and details and of the bidding
 * dialog is Muster's (muster_ui_set_tooltip()): none asks the X server
 * where the pointer is when they are made. */
static void
test_tooltips (void)
{
  MusterTerrainPage *page = show_page (NULL);
  GtkWidget *widget = GTK_WIDGET (page);
  GtkWidget *dialog;

  roll (page, "clouds-of-smoke", 7);
  /* the toolbar's six, the settings' five, the details' option and more
   * given from code */
  g_assert_cmpuint (ui_test_check_tooltips (widget), >=, 12);
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "terrain.save")), ==, "Save to the Library");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "terrain.copy-seed")), ==, "Copy the Seed");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "terrain.bidding")), ==,
                   "Bid for the terrain: who defends, and with how many pieces");
  ui_test_close_window_of (widget);

  dialog = muster_bidding_dialog_new (NULL, 42, 6);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_cmpuint (ui_test_check_tooltips (dialog), >=, 2);
  g_assert_cmpstr (muster_ui_get_tooltip (muster_bidding_dialog_get_roll_button (MUSTER_BIDDING_DIALOG (dialog))), ==,
                   "Roll the sector method with this number of pieces and keep the bidding with the setup");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/terrain/quarters", test_quarters);
  g_test_add_func ("/ui/terrain/seed", test_seed);
  g_test_add_func ("/ui/terrain/rerolls", test_rerolls);
  g_test_add_func ("/ui/terrain/bidding", test_bidding);
  g_test_add_func ("/ui/terrain/switch-system", test_switch_system);
  g_test_add_func ("/ui/terrain/one-roll-button", test_one_roll_button);
  g_test_add_func ("/ui/terrain/nudged", test_nudged);
  g_test_add_func ("/ui/terrain/library", test_library);
  g_test_add_func ("/ui/terrain/import", test_import);
  g_test_add_func ("/ui/terrain/print", test_print);
  g_test_add_func ("/ui/terrain/accessible", test_accessible);
  g_test_add_func ("/ui/terrain/tooltips", test_tooltips);

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
