/* test-terrain-map.c: display tests of the Terrain page's map: dragging
 * a piece and choosing an alternative can be undone and reset; the keyboard
 * walks and moves the pieces, never past the table's edge; a piece moved
 * into another sector is labelled with it and the user is told.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-map.h"
#include "muster-terrain-map.h"
#include "muster-terrain-page.h"
#include "muster-test.h"
#include "ui-test-common.h"

static MusterCatalog *catalog;
static char *tmpdir;

#include "terrain-test-common.h"

/* Dragging moves a piece; undo puts it back; reset rolls it again. */
static void
test_move_and_undo (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  MusterTerrain *terrain = roll (page, "clouds-of-smoke", 7);
  g_autofree char *rolled = muster_terrain_to_xml (terrain);
  const MusterTerrainPiece *p;
  double x, y;

  /* the roll itself is the last step */
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (GTK_WIDGET (page), "terrain.undo")), ==,
                   "Undo Roll seed 7");
  p = muster_terrain_get_piece (terrain, 0);
  x = p->x;
  y = p->y;

  /* as a drag would: to the table's middle */
  g_assert_true (muster_terrain_map_move_piece (map, 0, 60, 45));
  terrain = muster_terrain_page_get_terrain (page);
  p = muster_terrain_get_piece (terrain, 0);
  g_assert_cmpfloat_with_epsilon (p->x, 60, 1e-9);
  g_assert_cmpfloat_with_epsilon (p->y, 45, 1e-9);
  g_assert_true (p->moved);
  g_assert_true (gtk_widget_is_sensitive (ui_test_find_action_button (GTK_WIDGET (page), "terrain.undo")));

  /* a second move, then undo twice */
  g_assert_true (muster_terrain_map_move_piece (map, 0, 10, 10));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));
  p = muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0);
  g_assert_cmpfloat_with_epsilon (p->x, 60, 1e-3);
  g_assert_cmpfloat_with_epsilon (p->y, 45, 1e-3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));
  p = muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0);
  g_assert_cmpfloat_with_epsilon (p->x, x, 1e-3);
  g_assert_cmpfloat_with_epsilon (p->y, y, 1e-3);
  g_assert_false (p->moved);
  {
    g_autofree char *undone = muster_terrain_to_xml (muster_terrain_page_get_terrain (page));

    g_assert_cmpstr (undone, ==, rolled);
  }
  /* both moves undone: the roll is next to undo, the moves to redo */
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (GTK_WIDGET (page), "terrain.undo")), ==,
                   "Undo Roll seed 7");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (GTK_WIDGET (page), "terrain.redo")), ==,
                   "Redo Move piece 1");
  /* the map shows the setup undo brought back */
  g_assert_true (muster_terrain_map_get_terrain (map) == muster_terrain_page_get_terrain (page));

  /* an alternative of the table's row (2d6 = 5: village, vineyard or bocage) */
  p = muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0);
  g_assert_cmpint (p->n_options, ==, 3);
  g_assert_cmpstr (p->piece->id, ==, "vineyard");
  muster_terrain_map_set_selected (map, 0);
  g_assert_true (muster_terrain_page_set_option (page, 0, 0));
  g_assert_cmpstr (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->piece->id, ==, "village");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));
  g_assert_cmpstr (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->piece->id, ==, "vineyard");
  /* the selection stays on the piece */
  g_assert_cmpint (muster_terrain_map_get_selected (map), ==, 0);

  /* reset: every piece back where the dice put it */
  g_assert_true (muster_terrain_map_move_piece (map, 1, 15, 15));
  g_assert_true (muster_terrain_page_set_option (page, 0, 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.reset", NULL));
  {
    g_autofree char *reset = muster_terrain_to_xml (muster_terrain_page_get_terrain (page));

    g_assert_cmpstr (reset, ==, rolled);
  }
  /* and the reset itself is a step to undo */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));
  g_assert_cmpfloat_with_epsilon (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 1)->x, 15, 1e-3);

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The map by keyboard: Tab and Shift+Tab walk the pieces (skipping
 * places where the roll gave nothing) and let focus go past the ends; the
 * arrows move the selected piece, a run of them one step to undo. */
static void
test_keyboard (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  MusterTerrain *terrain = roll (page, "clouds-of-smoke", 7);
  g_autoptr(GArray) pieces = g_array_new (FALSE, FALSE, sizeof (int));
  guint n = muster_terrain_get_n_pieces (terrain);
  int first, last;
  double x, y;

  for (guint i = 0; i < n; i++)
    if (muster_terrain_get_piece (terrain, i)->piece != NULL)
      g_array_append_val (pieces, i);
  g_assert_cmpuint (pieces->len, >=, 2);
  first = g_array_index (pieces, int, 0);
  last = g_array_index (pieces, int, pieces->len - 1);

  /* forwards through every piece, then off the end */
  muster_terrain_map_set_selected (map, -1);
  for (guint k = 0; k < pieces->len; k++)
    {
      g_assert_true (muster_terrain_map_key (map, GDK_KEY_Tab, 0));
      g_assert_cmpint (muster_terrain_map_get_selected (map), ==, g_array_index (pieces, int, k));
    }
  g_assert_false (muster_terrain_map_key (map, GDK_KEY_Tab, 0));
  g_assert_cmpint (muster_terrain_map_get_selected (map), ==, -1);

  /* backwards from nothing starts at the last piece */
  g_assert_true (muster_terrain_map_key (map, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  g_assert_cmpint (muster_terrain_map_get_selected (map), ==, last);
  muster_terrain_map_set_selected (map, first);
  g_assert_false (muster_terrain_map_key (map, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  g_assert_cmpint (muster_terrain_map_get_selected (map), ==, -1);
  /* Ctrl+Tab belongs to the window */
  g_assert_false (muster_terrain_map_key (map, GDK_KEY_Tab, GDK_CONTROL_MASK));

  /* the first arrow picks the first piece, the next ones move it */
  g_assert_true (muster_terrain_map_key (map, GDK_KEY_Right, 0));
  g_assert_cmpint (muster_terrain_map_get_selected (map), ==, first);
  x = muster_terrain_get_piece (terrain, first)->x;
  y = muster_terrain_get_piece (terrain, first)->y;
  if (x > 50)
    {
      g_assert_true (muster_terrain_map_key (map, GDK_KEY_Left, GDK_SHIFT_MASK));
      g_assert_true (muster_terrain_map_key (map, GDK_KEY_Left, 0));
      x -= 11;
    }
  else
    {
      g_assert_true (muster_terrain_map_key (map, GDK_KEY_Right, GDK_SHIFT_MASK));
      g_assert_true (muster_terrain_map_key (map, GDK_KEY_Right, 0));
      x += 11;
    }
  terrain = muster_terrain_page_get_terrain (page);
  g_assert_cmpfloat_with_epsilon (muster_terrain_get_piece (terrain, first)->x, x, 1e-9);
  g_assert_cmpfloat_with_epsilon (muster_terrain_get_piece (terrain, first)->y, y, 1e-9);
  g_assert_true (muster_terrain_get_piece (terrain, first)->moved);

  /* Escape ends the selection, and both arrow steps undo at once */
  g_assert_true (muster_terrain_map_key (map, GDK_KEY_Escape, 0));
  g_assert_cmpint (muster_terrain_map_get_selected (map), ==, -1);
  g_assert_false (muster_terrain_map_key (map, GDK_KEY_Escape, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));
  g_assert_false (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), first)->moved);

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* No run of arrow keys takes a piece off the table, in any direction, on
 * a table of either method: the piece stops with its edge on the table's. */
static void
test_keyboard_edges (void)
{
  static const guint keys[] = { GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down };
  static const char * const systems[] = { "clouds-of-smoke", "ancient-medieval" };
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);

  for (guint s = 0; s < G_N_ELEMENTS (systems); s++)
    {
      MusterTerrain *terrain = roll (page, systems[s], 7);
      const MusterTerrainParams *params = muster_terrain_get_params (terrain);

      for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
        {
          if (muster_terrain_get_piece (terrain, i)->piece == NULL)
            continue;
          muster_terrain_map_set_selected (map, i);
          for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
            {
              const MusterTerrainPiece *p;

              for (int n = 0; n < 40; n++)
                g_assert_true (muster_terrain_map_key (map, keys[k], GDK_SHIFT_MASK));
              p = muster_terrain_get_piece (muster_terrain_page_get_terrain (page), i);
              g_assert_cmpfloat (p->x - p->width / 2, >=, -1e-9);
              g_assert_cmpfloat (p->x + p->width / 2, <=, params->width + 1e-9);
              g_assert_cmpfloat (p->y - p->depth / 2, >=, -1e-9);
              g_assert_cmpfloat (p->y + p->depth / 2, <=, params->depth + 1e-9);
              /* and it reached the edge it was sent to */
              if (keys[k] == GDK_KEY_Left)
                g_assert_cmpfloat_with_epsilon (p->x - p->width / 2, 0, 1e-9);
              else if (keys[k] == GDK_KEY_Up && p->depth < params->depth)
                g_assert_cmpfloat_with_epsilon (p->y + p->depth / 2, params->depth, 1e-9);
            }
        }
    }

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* A piece of the sector method dragged into another sector is labelled
 * with it, keeps the sector its dice gave in its details, and the user is
 * told; the tooltip and the map say the new sector. */
static void
test_drag_sector (void)
{
  MusterTerrainPage *page = show_page (NULL);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  MusterTerrain *terrain = roll (page, "ancient-medieval", 7);
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);
  g_autofree char *described = NULL;

  /* piece 1 of seed 7: broken ground in sector 2 */
  g_assert_cmpint (muster_terrain_get_piece (terrain, 0)->sector, ==, 2);
  muster_terrain_map_set_selected (map, 0);
  g_assert_true (muster_terrain_map_move_piece (map, 0, params->width - 10, params->depth - 10));
  terrain = muster_terrain_page_get_terrain (page);
  g_assert_cmpint (muster_terrain_get_piece (terrain, 0)->sector, ==, 6);
  described = muster_terrain_map_describe_piece (terrain, 0);
  g_assert_nonnull (strstr (described, "sector 6"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (page), "6, rolled in sector 2"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (page), "Piece 1 is now in sector 6; its dice gave sector 2."));

  ui_test_close_window_of (GTK_WIDGET (page));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/terrain-map/move-and-undo", test_move_and_undo);
  g_test_add_func ("/ui/terrain-map/keyboard", test_keyboard);
  g_test_add_func ("/ui/terrain-map/keyboard-edges", test_keyboard_edges);
  g_test_add_func ("/ui/terrain-map/drag-sector", test_drag_sector);

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
