/* test-scenario-map-image.c: the scenario map drawn onto an image in bands
 * at once (the editor's canvas) has the pixels of the map drawn whole by one
 * cairo context: pieces of every kind of the system cut by the bands' edges,
 * zones, objectives with names, column markers, a selection, at device
 * scales 1 and 2, panned; and drawn again, the same once more.
 */
#include "muster-core.h"
#include "muster-scenario-map.h"
#include "../muster-test.h"

static MusterCatalog *catalog;

/* A table crowded with every piece of the system, in rows and turned, so
 * that every band's edge cuts through some; with zones, named objectives and
 * numbered column markers. */
static MusterScenario *
make_scenario (void)
{
  MusterSystem *system = muster_catalog_lookup (catalog, "clouds-of-smoke");
  MusterScenario *scenario = muster_scenario_new (system);
  GPtrArray *pieces = muster_system_get_pieces (system);
  double tw, td;

  g_assert_cmpuint (pieces->len, >=, 5);
  muster_scenario_get_table (scenario, &tw, &td, NULL);
  for (guint i = 0; i < 60; i++)
    {
      const MusterPiece *piece = g_ptr_array_index (pieces, i % pieces->len);
      MusterScenarioItem item;

      muster_scenario_item_init (&item, MUSTER_ITEM_PIECE);
      item.type = g_strdup (piece->id);
      item.x = tw * ((i % 8) + 0.5) / 8;
      item.y = td * ((i / 8) + 0.5) / 8;
      item.width = tw / 9;
      item.depth = td / 7;
      item.rotation = (i * 37) % 360;
      g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), NULL));
      muster_scenario_item_clear (&item);
    }
  for (guint s = 0; s < 2; s++)
    {
      MusterScenarioItem marker, objective;
      MusterPoint corners[3] = { { 0, 0 }, { tw, 0 }, { tw / 2, td / 3 } };

      muster_test_add_zone (scenario, s, corners, 3);

      muster_scenario_item_init (&marker, MUSTER_ITEM_COLUMN_MARKER);
      marker.side = g_strdup (muster_scenario_get_side (scenario, s)->id);
      marker.number = s + 1;
      marker.x = tw / 3;
      marker.y = s == 0 ? td / 6 : td - td / 6;
      g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &marker), NULL));
      muster_scenario_item_clear (&marker);

      muster_scenario_item_init (&objective, MUSTER_ITEM_OBJECTIVE);
      objective.text.en = g_strdup (s == 0 ? "The mill" : "Bridge over the brook");
      objective.text.ru = g_strdup (s == 0 ? "Мельница" : "Мост через ручей");
      objective.x = tw * (0.3 + 0.4 * s);
      objective.y = td / 2;
      g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &objective), NULL));
      muster_scenario_item_clear (&objective);
    }
  return scenario;
}

static cairo_surface_t *
new_image (int width, int height, int scale)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);

  cairo_surface_set_device_scale (image, scale, scale);
  return image;
}

/* How many pixels of @a and @b differ by more than @tolerance in a channel;
 * the largest difference in @worst. */
static guint
count_differences (cairo_surface_t *a, cairo_surface_t *b, int tolerance, int *worst)
{
  int width = cairo_image_surface_get_width (a), height = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guchar *pa, *pb;
  guint n = 0;

  g_assert_cmpint (cairo_image_surface_get_width (b), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (b), ==, height);
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  pa = cairo_image_surface_get_data (a);
  pb = cairo_image_surface_get_data (b);
  *worst = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        int most = 0;

        for (int c = 0; c < 4; c++)
          most = MAX (most, ABS ((int) pa[y * stride + x * 4 + c] - (int) pb[y * stride + x * 4 + c]));
        *worst = MAX (*worst, most);
        n += most > tolerance;
      }
  return n;
}

/* The share of the image's pixels that the map paints at all. */
static double
painted_share (cairo_surface_t *image)
{
  int width = cairo_image_surface_get_width (image), height = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guchar *data = cairo_image_surface_get_data (image);
  guint n = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      n += data[y * stride + x * 4 + 3] != 0;
  return (double) n / (width * height);
}

static void
check_bands (MusterScenario *scenario, int width, int height, int scale, double dx, double dy, double zoom)
{
  cairo_surface_t *whole = new_image (width, height, scale);
  MusterScenarioMapStyle style;
  cairo_t *cr;

  muster_scenario_map_style_init (&style);
  style.selected = 7;
  cr = cairo_create (whole);
  cairo_translate (cr, dx, dy);
  muster_scenario_map_draw (cr, scenario, &style, width * zoom, height * zoom);
  cairo_destroy (cr);
  g_assert_cmpfloat (painted_share (whole), >, 0.5);

  for (guint n = 1; n <= 4; n++)
    for (int again = 0; again < 2; again++)
      {
        cairo_surface_t *banded = new_image (width, height, scale);
        int worst;
        guint differ;

        muster_scenario_map_draw_image_in_bands (banded, n, dx, dy, scenario, &style, width * zoom, height * zoom);
        differ = count_differences (whole, banded, 0, &worst);
        if (differ > 0)
          g_error ("%u bands, scale %d: %u pixels differ from the map drawn whole (by up to %d)",
                   n, scale, differ, worst);
        cairo_surface_destroy (banded);
      }
  cairo_surface_destroy (whole);
}

static void
test_bands_match_whole (void)
{
  g_autoptr(MusterScenario) scenario = make_scenario ();

  check_bands (scenario, 420, 500, 1, 0, 0, 1);
  check_bands (scenario, 301, 397, 2, 0, 0, 1);
  /* zoomed in and panned, as the canvas draws after a zoom */
  check_bands (scenario, 400, 450, 1, -170.5, -93.25, 1.8);
}

/* The image the canvas draws is the one it is given: a band never paints
 * another band's rows twice over (a translucent zone would darken). */
static void
test_bands_translucent (void)
{
  g_autoptr(MusterScenario) scenario = make_scenario ();
  cairo_surface_t *once = new_image (300, 400, 1);
  cairo_surface_t *banded = new_image (300, 400, 1);
  MusterScenarioMapStyle style;
  int worst;

  muster_scenario_map_style_init (&style);
  style.hidden_kinds = 1u << MUSTER_ITEM_PIECE;   /* the zones alone, translucent */
  muster_scenario_map_draw_image_in_bands (once, 1, 0, 0, scenario, &style, 300, 400);
  muster_scenario_map_draw_image_in_bands (banded, 4, 0, 0, scenario, &style, 300, 400);
  g_assert_cmpuint (count_differences (once, banded, 0, &worst), ==, 0);
  cairo_surface_destroy (once);
  cairo_surface_destroy (banded);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  muster_set_language ("en");
  catalog = muster_test_catalog ();

  g_test_add_func ("/print/scenario-map-image/bands-match-whole", test_bands_match_whole);
  g_test_add_func ("/print/scenario-map-image/bands-translucent", test_bands_translucent);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
