/* bench-scenario-canvas.c: how long the scenario editor's canvas takes to
 * draw a scenario of 200 terrain pieces (with zones, objectives and column
 * markers) at the canvas's size, whole (in bands at once, as the canvas
 * draws, and by one thread) and zoomed in four times, and to
 * find the item under the pointer; and a frame of a drag or a pan, or after
 * an edit of the selected item alone, which the canvas draws from its
 * cached table. It draws as the canvas does, with
 * the shared map renderer into a cairo image surface. Prints figures beside
 * the aim (16 ms a frame); asserts nothing on time.
 */
#include "config.h"

#include <stdio.h>

#include "bench-common.h"
#include "../muster-test.h"
#include "muster-core.h"
#include "muster-scenario-map.h"

#define WIDTH 1100
#define HEIGHT 800
#define N_PIECES 200

static MusterScenario *
make_scenario (MusterCatalog *catalog)
{
  MusterSystem *system = muster_catalog_lookup (catalog, "clouds-of-smoke");
  MusterScenario *scenario = muster_scenario_new (system);
  GPtrArray *pieces = muster_system_get_pieces (system);
  GRand *rand = g_rand_new_with_seed (7);
  double tw, td;

  muster_scenario_get_table (scenario, &tw, &td, NULL);
  for (guint i = 0; i < N_PIECES; i++)
    {
      const MusterPiece *piece = g_ptr_array_index (pieces, i % pieces->len);
      MusterScenarioItem item;

      muster_scenario_item_init (&item, MUSTER_ITEM_PIECE);
      item.type = g_strdup (piece->id);
      item.x = g_rand_double_range (rand, 0, tw);
      item.y = g_rand_double_range (rand, 0, td);
      item.width = tw / 20;
      item.depth = td / 25;
      item.rotation = g_rand_int_range (rand, 0, 360);
      g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), NULL));
      muster_scenario_item_clear (&item);
    }
  for (guint s = 0; s < 2; s++)
    {
      MusterPoint corners[4] = { { 0, 0 }, { tw, 0 }, { tw, td / 4 }, { 0, td / 4 } };

      muster_test_add_zone (scenario, s, corners, 4);
      for (guint k = 0; k < 4; k++)
        {
          MusterScenarioItem marker;

          muster_scenario_item_init (&marker, MUSTER_ITEM_COLUMN_MARKER);
          marker.side = g_strdup (muster_scenario_get_side (scenario, s)->id);
          marker.number = k + 1;
          marker.x = tw * (k + 1) / 5;
          marker.y = s == 0 ? td / 8 : td - td / 8;
          g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &marker), NULL));
          muster_scenario_item_clear (&marker);
        }
    }
  g_rand_free (rand);
  return scenario;
}

/* The median time of drawing a whole frame, ms, at @zoom, as the canvas
 * draws its table: onto a new image, in bands at once (@bands), or with one
 * cairo context on one thread. */
static double
time_frames (MusterScenario *scenario, double zoom, int selected, gboolean bands)
{
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
  MusterScenarioMapStyle style;

  muster_scenario_map_style_init (&style);
  style.selected = selected;
  for (int frame = 0; frame < 40; frame++)
    {
      gint64 start = g_get_monotonic_time ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
      /* the middle of the zoomed table, as after zooming about it */
      double dx = -(WIDTH * zoom - WIDTH) / 2, dy = -(HEIGHT * zoom - HEIGHT) / 2;
      double ms;

      if (bands)
        muster_scenario_map_draw_image (surface, dx, dy, scenario, &style, WIDTH * zoom, HEIGHT * zoom);
      else
        {
          cairo_t *cr = cairo_create (surface);

          cairo_translate (cr, dx, dy);
          muster_scenario_map_draw (cr, scenario, &style, WIDTH * zoom, HEIGHT * zoom);
          cairo_destroy (cr);
        }
      cairo_surface_flush (surface);
      cairo_surface_destroy (surface);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (samples, ms);
    }
  return bench_median (samples);
}

/* A frame while a piece is dragged or the view is panned (@zoom 1) or
 * zoomed (the kept table scaled by @zoom until the zoom rests), as the
 * canvas draws it: the table without the piece from its cache, then the
 * piece. */
static double
time_cached_frames (MusterScenario *scenario, int selected, double zoom)
{
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_surface_t *cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  MusterScenarioMapStyle style;
  cairo_t *cr;

  muster_scenario_map_style_init (&style);
  style.skip = selected;
  cr = cairo_create (cache);
  muster_scenario_map_draw (cr, scenario, &style, WIDTH, HEIGHT);
  cairo_destroy (cr);
  for (int frame = 0; frame < 40; frame++)
    {
      gint64 start = g_get_monotonic_time ();
      MusterScenarioItem live;
      double ms;

      muster_scenario_item_copy (&live, muster_scenario_get_item (scenario, selected));
      live.x += frame * 0.1;
      cr = cairo_create (surface);
      cairo_save (cr);
      cairo_scale (cr, zoom, zoom);
      cairo_set_source_surface (cr, cache, frame % 7, 0);
      cairo_paint (cr);
      cairo_restore (cr);
      muster_scenario_map_style_init (&style);
      style.selected = style.only = style.live_index = selected;
      style.live_item = &live;
      muster_scenario_map_draw (cr, scenario, &style, WIDTH, HEIGHT);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      muster_scenario_item_clear (&live);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (samples, ms);
    }
  cairo_surface_destroy (cache);
  cairo_surface_destroy (surface);
  return bench_median (samples);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_catalog_new ();
  g_autoptr(MusterScenario) scenario = NULL;
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (double));

  muster_set_language ("en");
  muster_catalog_add_default_folders (catalog);
  muster_catalog_load (catalog);
  scenario = make_scenario (catalog);

  for (int i = 0; i < 200; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double us;
      guint item;

      muster_scenario_map_hit (scenario, NULL, WIDTH, HEIGHT, (i * 37) % WIDTH, (i * 53) % HEIGHT, &item);
      us = (double) (g_get_monotonic_time () - start);
      g_array_append_val (hits, us);
    }

  printf ("%-60s %10s %10s\n", "figure", "muster", "aim");
  printf ("%-60s %7.1f ms %7s ms\n", "frame of 200 pieces, 2 zones, 8 markers, 1100 x 800 px",
          time_frames (scenario, 1, -1, TRUE), "16");
  printf ("%-60s %7.1f ms %7s ms\n", "the same with a piece selected", time_frames (scenario, 1, 5, TRUE), "16");
  printf ("%-60s %7.1f ms %7s ms\n", "the same zoomed in 4 times", time_frames (scenario, 4, 5, TRUE), "16");
  printf ("%-60s %7.1f ms %7s\n", "the first of these drawn by one thread (for comparison)",
          time_frames (scenario, 1, -1, FALSE), "");
  printf ("%-60s %7.1f ms %7s ms\n", "a frame of a drag or a pan (the table cached)", time_cached_frames (scenario, 5, 1), "16");
  printf ("%-60s %7.1f ms %7s ms\n", "a frame of a zoom step (the table cached, scaled)",
          time_cached_frames (scenario, 5, 1.25), "16");
  /* the canvas keeps its table when an edit changed the selected item alone
   * (a key, a drag's end, its properties, their undo): such a frame is the
   * cached one, the piece drawn where the edit put it */
  printf ("%-60s %7.1f ms %7s ms\n", "a frame after an edit of the selected piece (table kept)",
          time_cached_frames (scenario, 5, 1), "16");
  printf ("%-60s %7.1f us %7s us\n", "the item under the pointer (hit test)", bench_median (hits), "1000");
  return 0;
}
