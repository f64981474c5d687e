/* muster-scenario-map-image.c: a scenario's map drawn onto an image in
 * horizontal bands at once, one for each processor (up to four): the
 * screen's way to draw a table of many pieces within a frame. Every band is
 * an image of its own with a cairo context of its own, drawn by
 * muster_scenario_map_draw(); the bands are then laid on the image.
 */
#include "config.h"

#include "muster-scenario-map.h"

#define MAX_BANDS 4
#define MIN_BAND_ROWS 96   /* a thread is not worth a thinner band */

typedef struct
{
  GMutex mutex;
  GCond cond;
  guint pending;
} Countdown;

typedef struct
{
  MusterScenario *scenario;
  const MusterScenarioMapStyle *style;
  double width, height;        /* the box muster_scenario_map_draw() fills */
  double dx, dy;               /* where the box's origin goes on the image, in user units */
  double scale;                /* the image's device scale */
  int columns;                 /* the image's width in pixels */
  int y0, rows;                /* the band's rows of the image, in pixels */
  cairo_surface_t *band;
  Countdown *countdown;
} Band;

static void
draw_band (Band *b)
{
  cairo_t *cr;

  b->band = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, b->columns, b->rows);
  cairo_surface_set_device_scale (b->band, b->scale, b->scale);
  cr = cairo_create (b->band);
  cairo_translate (cr, b->dx, b->dy - b->y0 / b->scale);
  muster_scenario_map_draw (cr, b->scenario, b->style, b->width, b->height);
  cairo_destroy (cr);
  cairo_surface_flush (b->band);
}

static void
band_thread (gpointer data,
             gpointer user_data)
{
  Band *b = data;

  draw_band (b);
  g_mutex_lock (&b->countdown->mutex);
  if (--b->countdown->pending == 0)
    g_cond_signal (&b->countdown->cond);
  g_mutex_unlock (&b->countdown->mutex);
}

/* The threads that draw the bands past the first (which the caller's
 * thread draws): kept from one frame to the next, so that each keeps the
 * fonts it loaded (pango's font map is one per thread). */
static GThreadPool *
get_pool (guint n_threads)
{
  static gsize once;
  static GThreadPool *pool;

  if (g_once_init_enter (&once))
    {
      pool = g_thread_pool_new (band_thread, NULL, (int) n_threads, TRUE, NULL);
      g_once_init_leave (&once, 1);
    }
  return pool;
}

/* How many bands to draw @rows rows of an image in. */
static guint
n_bands_for (int rows)
{
  guint n = MIN (g_get_num_processors (), MAX_BANDS);

  return CLAMP ((guint) (rows / MIN_BAND_ROWS), 1, MAX (n, 1));
}

/**
 * muster_scenario_map_draw_image_in_bands:
 * @n_bands: how many bands, 1 to 4 (more than the processors is allowed)
 *
 * muster_scenario_map_draw_image() in @n_bands bands, whatever the
 * processors.
 */
void
muster_scenario_map_draw_image_in_bands (cairo_surface_t              *image,
                                         guint                         n_bands,
                                         double                        dx,
                                         double                        dy,
                                         MusterScenario               *scenario,
                                         const MusterScenarioMapStyle *style,
                                         double                        width,
                                         double                        height)
{
  Band bands[MAX_BANDS];
  Countdown countdown;
  int rows, columns;
  double scale;
  guint n;
  cairo_t *cr;

  g_return_if_fail (image != NULL && cairo_surface_get_type (image) == CAIRO_SURFACE_TYPE_IMAGE);
  g_return_if_fail (MUSTER_IS_SCENARIO (scenario));
  g_return_if_fail (n_bands >= 1 && n_bands <= MAX_BANDS);

  rows = cairo_image_surface_get_height (image);
  columns = cairo_image_surface_get_width (image);
  cairo_surface_get_device_scale (image, &scale, NULL);
  n = MIN (n_bands, (guint) MAX (rows, 1));
  if (n == 1)
    {
      cr = cairo_create (image);
      cairo_translate (cr, dx, dy);
      muster_scenario_map_draw (cr, scenario, style, width, height);
      cairo_destroy (cr);
      return;
    }

  g_mutex_init (&countdown.mutex);
  g_cond_init (&countdown.cond);
  countdown.pending = n - 1;
  for (guint i = 0; i < n; i++)
    {
      Band *b = &bands[i];

      b->scenario = scenario;
      b->style = style;
      b->width = width;
      b->height = height;
      b->dx = dx;
      b->dy = dy;
      b->scale = scale;
      b->columns = columns;
      b->y0 = (int) ((gint64) rows * i / n);
      b->rows = (int) ((gint64) rows * (i + 1) / n) - b->y0;
      b->band = NULL;
      b->countdown = &countdown;
      if (i > 0)
        g_thread_pool_push (get_pool (MAX_BANDS - 1), b, NULL);
    }
  draw_band (&bands[0]);
  g_mutex_lock (&countdown.mutex);
  while (countdown.pending > 0)
    g_cond_wait (&countdown.cond, &countdown.mutex);
  g_mutex_unlock (&countdown.mutex);
  g_mutex_clear (&countdown.mutex);
  g_cond_clear (&countdown.cond);

  cr = cairo_create (image);
  for (guint i = 0; i < n; i++)
    {
      cairo_set_source_surface (cr, bands[i].band, 0, bands[i].y0 / scale);
      cairo_paint (cr);
      cairo_surface_destroy (bands[i].band);
    }
  cairo_destroy (cr);
}

/**
 * muster_scenario_map_draw_image:
 * @image: an image surface (its device scale is kept), drawn over
 * @dx: @dy: where the box's origin goes on @image, in its user units
 *
 * Draws as muster_scenario_map_draw() would onto a cairo context of @image
 * translated by @dx, @dy, with the same pixels, in a band for each
 * processor (up to four) of at least MIN_BAND_ROWS rows.
 */
void
muster_scenario_map_draw_image (cairo_surface_t              *image,
                                double                        dx,
                                double                        dy,
                                MusterScenario               *scenario,
                                const MusterScenarioMapStyle *style,
                                double                        width,
                                double                        height)
{
  g_return_if_fail (image != NULL && cairo_surface_get_type (image) == CAIRO_SURFACE_TYPE_IMAGE);

  muster_scenario_map_draw_image_in_bands (image, n_bands_for (cairo_image_surface_get_height (image)),
                                           dx, dy, scenario, style, width, height);
}
