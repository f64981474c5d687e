/* muster-map-symbols.c: the terrain pieces as the map draws them: hills
 * with their slopes, woods, water, rough ground, rocks, ditches and roads
 * here, tilled and built ground in muster-map-works.c; each in its own
 * frame with a small repeatable jitter so that a piece looks the same every
 * time.
 */
#include "config.h"

#include "muster-map-symbols.h"

#include <math.h>
#include <string.h>

/* ---- a small repeatable jitter, so that a piece looks the same every time ---- */

static void
jitter_init (Jitter *j, const MusterTerrainPiece *p, guint index)
{
  j->state = (p->piece != NULL && p->piece->id != NULL ? g_str_hash (p->piece->id) : 17)
             ^ ((index + 1) * 2654435761u);
  for (int i = 0; i < 3; i++)
    j->state = j->state * 1664525u + 1013904223u;
}

/* ---- shapes, in a piece's own frame (centred, box units) ---- */

/* A closed smooth curve through points (Catmull-Rom as Bézier curves). */
static void
smooth_closed (cairo_t *cr, const double *px, const double *py, int n)
{
  cairo_new_sub_path (cr);
  cairo_move_to (cr, px[0], py[0]);
  for (int i = 0; i < n; i++)
    {
      int i0 = (i + n - 1) % n, i1 = i, i2 = (i + 1) % n, i3 = (i + 2) % n;

      cairo_curve_to (cr,
                      px[i1] + (px[i2] - px[i0]) / 6, py[i1] + (py[i2] - py[i0]) / 6,
                      px[i2] - (px[i3] - px[i1]) / 6, py[i2] - (py[i3] - py[i1]) / 6,
                      px[i2], py[i2]);
    }
  cairo_close_path (cr);
}

static double
superellipse (double c, double power)
{
  return copysign (pow (fabs (c), 2.0 / power), c);
}

/* An organic outline filling most of the rectangle [x0, x1] × [y0, y1]:
 * a superellipse (power 2: an ellipse; 4: a rounded rectangle) with its
 * radius shaken by up to rough. */
void
muster_map_blob_path (cairo_t *cr, Jitter *j, double x0, double y0, double x1, double y1,
                      double power, double rough, gboolean polygon)
{
  enum { N = 20 };
  double px[N], py[N];
  double cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  double rx = (x1 - x0) / 2, ry = (y1 - y0) / 2;
  double prev = 0;
  int n = polygon ? 9 : N;

  for (int i = 0; i < n; i++)
    {
      double a = 2 * G_PI * (i + (polygon ? 0.35 * jitter_signed (j) : 0)) / n;
      double r = 1 - rough * jitter_next (j);

      /* neighbours stay close so the outline undulates instead of spiking */
      if (i > 0 && !polygon)
        r = (r + prev) / 2;
      prev = r;
      px[i] = cx + rx * r * superellipse (cos (a), power);
      py[i] = cy + ry * r * superellipse (sin (a), power);
    }
  if (polygon)
    {
      cairo_new_sub_path (cr);
      for (int i = 0; i < n; i++)
        cairo_line_to (cr, px[i], py[i]);
      cairo_close_path (cr);
    }
  else
    smooth_closed (cr, px, py, n);
}

static gboolean
inside_superellipse (double x, double y, double cx, double cy, double rx, double ry, double power)
{
  double u = fabs (x - cx) / MAX (rx, 1e-6), v = fabs (y - cy) / MAX (ry, 1e-6);

  return pow (u, power) + pow (v, power) <= 1;
}

/* How severe a variant is among its piece's variants: 0 for the first
 * (a gentle slope, a sparse forest) to 1 for the last (sheer, thicket).
 * The data lists them from mild to severe. */
static double
variant_severity (const MusterTerrainPiece *p, const MusterVariant *v)
{
  GArray *all = p->piece != NULL ? p->piece->variants : NULL;

  if (all == NULL || all->len < 2 || v == NULL)
    return 0;
  for (guint i = 0; i < all->len; i++)
    if (&g_array_index (all, MusterVariant, i) == v)
      return (double) i / (all->len - 1);
  return 0;
}

static double
mean_severity (const MusterTerrainPiece *p)
{
  double sum = 0;

  if (p->n_variants == 0)
    return 0.4;
  for (int i = 0; i < p->n_variants; i++)
    sum += variant_severity (p, p->variants[i]);
  return sum / p->n_variants;
}

static void
draw_hill (cairo_t *cr, Shape *s)
{
  double cx = (s->x0 + s->x1) / 2, cy = (s->y0 + s->y1) / 2;
  double rx = (s->x1 - s->x0) / 2, ry = (s->y1 - s->y0) / 2;
  double rmin = MIN (rx, ry);
  /* the sides a hill's slopes face, in turn: near (player one), right, far, left */
  static const double side_angle[4] = { 90, 0, 270, 180 };

  cairo_new_path (cr);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, rx, ry);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  set_rgb (cr, C_HILL);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_HILL_LINE);
  cairo_set_line_width (cr, s->line * 1.2);
  cairo_stroke (cr);

  /* contour lines towards the top */
  for (int k = 1; k <= 2; k++)
    {
      double f = 1 - k * 0.3;
      double shift = k * 0.04;

      cairo_save (cr);
      cairo_translate (cr, cx - rx * shift, cy - ry * shift);
      cairo_scale (cr, rx * f, ry * f);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      set_rgba (cr, C_HILL_LINE, 0.75);
      cairo_set_line_width (cr, s->line * 0.7);
      cairo_stroke (cr);
    }

  /* hachures down the slopes: the steeper the slope, the longer and denser;
   * four sub-rolls are the four sides, in the order of side_angle */
  for (int side = 0; side < 4; side++)
    {
      double severity = s->p->n_variants == 4 ? variant_severity (s->p, s->p->variants[side])
                                              : s->p->n_variants > 0 ? mean_severity (s->p) : 0.15;
      int ticks = 3 + (int) (severity * 7);
      double len = rmin * (0.12 + 0.22 * severity);
      double from = side_angle[side] - 42, to = side_angle[side] + 42;

      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (int t = 0; t < ticks; t++)
        {
          double a = (from + (to - from) * (t + 0.5) / ticks) * G_PI / 180;
          double ex = cx + rx * cos (a), ey = cy + ry * sin (a);
          double nx = cos (a) / rx, ny = sin (a) / ry;
          double nl = hypot (nx, ny);

          nx /= nl;
          ny /= nl;
          cairo_move_to (cr, ex, ey);
          cairo_line_to (cr, ex - nx * len, ey - ny * len);
        }
      set_rgb (cr, C_HILL_LINE);
      cairo_set_line_width (cr, s->line * (0.7 + 0.6 * severity));
      cairo_stroke (cr);
      if (severity >= 0.99)
        {
          /* a sheer side: a cliff line along the edge */
          cairo_save (cr);
          cairo_translate (cr, cx, cy);
          cairo_scale (cr, rx, ry);
          cairo_arc (cr, 0, 0, 1, from * G_PI / 180, to * G_PI / 180);
          cairo_restore (cr);
          set_rgb (cr, C_HILL_LINE);
          cairo_set_line_width (cr, s->line * 3);
          cairo_stroke (cr);
        }
    }
}

static void
draw_wood (cairo_t *cr, Shape *s)
{
  double severity = mean_severity (s->p);
  double cx = (s->x0 + s->x1) / 2, cy = (s->y0 + s->y1) / 2;
  double rx = (s->x1 - s->x0) / 2, ry = (s->y1 - s->y0) / 2;
  double spacing = MAX (MIN (s->w, s->d) / (4 + 3 * severity), s->font * (1.1 - 0.4 * severity));
  double r = spacing * 0.42;

  cairo_new_path (cr);
  muster_map_blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 3.2, 0.16, FALSE);
  set_rgb (cr, C_WOOD);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  set_rgb (cr, C_WOOD_LINE);
  cairo_set_line_width (cr, s->line * 2.4);   /* half of it shows inside */
  cairo_stroke (cr);

  /* the trees: crowns in a shaken grid */
  cairo_set_line_width (cr, s->line * 0.7);
  for (double y = s->y0 + spacing * 0.6; y < s->y1 - spacing * 0.3; y += spacing * 0.85)
    for (double x = s->x0 + spacing * (0.6 + 0.5 * (((int) ((y - s->y0) / spacing)) % 2));
         x < s->x1 - spacing * 0.3; x += spacing)
      {
        double tx = x + jitter_signed (&s->jitter) * spacing * 0.22;
        double ty = y + jitter_signed (&s->jitter) * spacing * 0.22;
        double tr = r * (0.8 + 0.35 * jitter_next (&s->jitter));

        if (!inside_superellipse (tx, ty, cx, cy, rx - tr * 0.8, ry - tr * 0.8, 3.2))
          continue;
        cairo_new_sub_path (cr);
        cairo_arc (cr, tx, ty, tr, 0, 2 * G_PI);
        set_rgb (cr, C_TREE);
        cairo_fill_preserve (cr);
        set_rgb (cr, C_TREE_LINE);
        cairo_stroke (cr);
      }
  cairo_restore (cr);
}

/* A band along the piece's long axis, gently winding; amplitude is a share
 * of the band's width. */
static void
band_path (cairo_t *cr, Shape *s, double extend, double wave, double half_width)
{
  gboolean along_y = (s->y1 - s->y0) >= (s->x1 - s->x0);
  double from = (along_y ? s->y0 : s->x0) - extend, to = (along_y ? s->y1 : s->x1) + extend;
  double mid = along_y ? (s->x0 + s->x1) / 2 : (s->y0 + s->y1) / 2;
  double len = to - from;
  double phase = jitter_next (&s->jitter) * 2 * G_PI;
  double period = MAX (len / (1.3 + jitter_next (&s->jitter)), 1);
  int n = 48;

  cairo_new_path (cr);
  for (int side = 0; side < 2; side++)
    for (int i = 0; i <= n; i++)
      {
        int k = side == 0 ? i : n - i;
        double t = from + len * k / n;
        double c = mid + wave * sin (2 * G_PI * (t - from) / period + phase);
        double o = side == 0 ? -half_width : half_width;

        if (along_y)
          cairo_line_to (cr, c + o, t);
        else
          cairo_line_to (cr, t, c + o);
      }
  cairo_close_path (cr);
}

static void
band_bank (cairo_t *cr, Shape *s, double extend, double wave, double offset, Jitter start)
{
  gboolean along_y = (s->y1 - s->y0) >= (s->x1 - s->x0);
  double from = (along_y ? s->y0 : s->x0) - extend, to = (along_y ? s->y1 : s->x1) + extend;
  double mid = along_y ? (s->x0 + s->x1) / 2 : (s->y0 + s->y1) / 2;
  double len = to - from;
  double phase = jitter_next (&start) * 2 * G_PI;
  double period = MAX (len / (1.3 + jitter_next (&start)), 1);
  int n = 48;

  cairo_new_path (cr);
  for (int i = 0; i <= n; i++)
    {
      double t = from + len * i / n;
      double c = mid + wave * sin (2 * G_PI * (t - from) / period + phase) + offset;

      if (along_y)
        cairo_line_to (cr, c, t);
      else
        cairo_line_to (cr, t, c);
    }
}

static gboolean
is_long (const Shape *s)
{
  double a = s->x1 - s->x0, b = s->y1 - s->y0;

  return MAX (a, b) > 2.6 * MIN (a, b);
}

static void
draw_water (cairo_t *cr, Shape *s)
{
  if (s->p->crosses || is_long (s))
    {
      double half = MIN (s->x1 - s->x0, s->y1 - s->y0) / 2;
      double extend = s->p->crosses ? half * 4 : 0;
      double wave = half * 0.8;
      Jitter start = s->jitter;

      band_path (cr, s, extend, wave, half);
      set_rgb (cr, C_WATER);
      cairo_fill (cr);
      for (int side = 0; side < 2; side++)
        {
          band_bank (cr, s, extend, wave, side == 0 ? -half : half, start);
          set_rgb (cr, C_WATER_LINE);
          cairo_set_line_width (cr, s->line * 1.3);
          cairo_stroke (cr);
        }
      s->jitter = start;
      band_bank (cr, s, extend, wave, 0, start);
      set_rgba (cr, C_WATER_LINE, 0.35);
      cairo_set_line_width (cr, s->line * 0.6);
      {
        double dash[] = { s->font * 0.7, s->font * 0.9 };
        cairo_set_dash (cr, dash, 2, 0);
      }
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      return;
    }

  cairo_new_path (cr);
  muster_map_blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 2.6, 0.12, FALSE);
  set_rgb (cr, C_WATER);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  set_rgb (cr, C_WATER_LINE);
  cairo_set_line_width (cr, s->line * 2.6);
  cairo_stroke (cr);

  /* a few ripples */
  {
    double cx = (s->x0 + s->x1) / 2, cy = (s->y0 + s->y1) / 2;
    double rx = (s->x1 - s->x0) / 2, ry = (s->y1 - s->y0) / 2;
    double wl = MIN (rx, s->font * 2.2);

    set_rgba (cr, C_WATER_LINE, 0.6);
    cairo_set_line_width (cr, s->line * 0.8);
    cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    for (int k = 0; k < 3; k++)
      {
        double y = cy + ry * (k - 1) * 0.45;
        double x = cx + rx * (k == 1 ? 0.15 : -0.2) - wl / 2;

        cairo_move_to (cr, x, y);
        cairo_curve_to (cr, x + wl * 0.25, y - wl * 0.15, x + wl * 0.25, y + wl * 0.15, x + wl * 0.5, y);
        cairo_curve_to (cr, x + wl * 0.75, y - wl * 0.15, x + wl * 0.75, y + wl * 0.15, x + wl, y);
      }
    cairo_stroke (cr);
  }
  cairo_restore (cr);
}

static void
draw_rough (cairo_t *cr, Shape *s)
{
  double severity = mean_severity (s->p);
  double area = (s->x1 - s->x0) * (s->y1 - s->y0);
  double spacing = MAX (s->font * (0.9 - 0.35 * severity), s->line * 3);
  int dots = (int) MIN (area / (spacing * spacing), 4000);
  double dash[] = { s->line * 3, s->line * 2 };

  cairo_new_path (cr);
  muster_map_blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 2.8, 0.2, FALSE);
  set_rgb (cr, C_ROUGH);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  set_rgb (cr, C_ROUGH_LINE);
  cairo_set_line_width (cr, s->line * 1.6);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* stipple, with a tuft of grass here and there */
  for (int i = 0; i < dots; i++)
    {
      double x = s->x0 + (s->x1 - s->x0) * jitter_next (&s->jitter);
      double y = s->y0 + (s->y1 - s->y0) * jitter_next (&s->jitter);

      if (i % 7 == 3)
        {
          double t = spacing * 0.35;

          cairo_move_to (cr, x - t, y - t);
          cairo_line_to (cr, x, y);
          cairo_line_to (cr, x + t, y - t);
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x, y - t * 1.2);
          set_rgb (cr, C_ROUGH_LINE);
          cairo_set_line_width (cr, s->line * 0.6);
          cairo_stroke (cr);
        }
      else
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, s->line * 0.7, 0, 2 * G_PI);
          set_rgb (cr, C_ROUGH_LINE);
          cairo_fill (cr);
        }
    }
  cairo_restore (cr);
}

static void
draw_rock (cairo_t *cr, Shape *s)
{
  double cx = (s->x0 + s->x1) / 2, cy = (s->y0 + s->y1) / 2;
  double rx = (s->x1 - s->x0) / 2, ry = (s->y1 - s->y0) / 2;

  cairo_new_path (cr);
  muster_map_blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 2.4, 0.25, TRUE);
  set_rgb (cr, C_ROCK);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_ROCK_LINE);
  cairo_set_line_width (cr, s->line * 1.4);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);

  /* cracks and facets from a point off the centre */
  cairo_set_line_width (cr, s->line * 0.7);
  for (int k = 0; k < 4; k++)
    {
      double a = (k * 90 + 45 + jitter_signed (&s->jitter) * 25) * G_PI / 180;
      double len = 0.45 + 0.3 * jitter_next (&s->jitter);

      cairo_move_to (cr, cx - rx * 0.1, cy - ry * 0.12);
      cairo_line_to (cr, cx + rx * len * cos (a), cy + ry * len * sin (a));
    }
  set_rgba (cr, C_ROCK_LINE, 0.8);
  cairo_stroke (cr);
}

/* A narrow band's half width and winding inside a piece that may be broad:
 * a ravine of 2 × 1.5 UW is a gully winding across it, not a pit. */
static void
narrow_band (const Shape *s, double *half, double *wave)
{
  double a = s->x1 - s->x0, b = s->y1 - s->y0;
  double shorter = MIN (a, b), longer = MAX (a, b);

  *half = MAX (MIN (shorter / 2, longer / 7), s->line * 2);
  *wave = MAX (MIN (shorter / 2 - *half, *half * 1.5), *half * 0.4);
}

static void
draw_ditch (cairo_t *cr, Shape *s)
{
  double half, wave;
  Jitter start = s->jitter;
  gboolean along_y = (s->y1 - s->y0) >= (s->x1 - s->x0);

  narrow_band (s, &half, &wave);
  band_path (cr, s, 0, wave, half);
  set_rgb (cr, C_DITCH);
  cairo_fill (cr);
  /* the banks, and ticks down from each */
  for (int side = 0; side < 2; side++)
    {
      band_bank (cr, s, 0, wave, side == 0 ? -half : half, start);
      set_rgb (cr, C_DITCH_LINE);
      cairo_set_line_width (cr, s->line * 1.4);
      cairo_stroke (cr);
    }
  {
    double from = along_y ? s->y0 : s->x0, to = along_y ? s->y1 : s->x1;
    double step = MAX (half * 0.9, s->line * 3);
    Jitter j = start;
    double phase = jitter_next (&j) * 2 * G_PI;
    double period = MAX ((to - from) / (1.3 + jitter_next (&j)), 1);
    double mid = along_y ? (s->x0 + s->x1) / 2 : (s->y0 + s->y1) / 2;

    for (double t = from + step * 0.5; t < to; t += step)
      {
        double c = mid + wave * sin (2 * G_PI * (t - from) / period + phase);

        for (int side = -1; side <= 1; side += 2)
          {
            if (along_y)
              {
                cairo_move_to (cr, c + side * half, t);
                cairo_line_to (cr, c + side * half * 0.45, t);
              }
            else
              {
                cairo_move_to (cr, t, c + side * half);
                cairo_line_to (cr, t, c + side * half * 0.45);
              }
          }
      }
    set_rgb (cr, C_DITCH_LINE);
    cairo_set_line_width (cr, s->line * 0.7);
    cairo_stroke (cr);
  }
  s->jitter = start;
}

static void
draw_road (cairo_t *cr, Shape *s)
{
  double half, wave;
  double extend;
  Jitter start = s->jitter;
  double dash[] = { s->line * 4, s->line * 3 };

  narrow_band (s, &half, &wave);
  wave *= 0.5;
  extend = s->p->crosses ? half * 4 : 0;

  band_path (cr, s, extend, wave, half);
  set_rgb (cr, C_ROAD);
  cairo_fill (cr);
  for (int side = 0; side < 2; side++)
    {
      band_bank (cr, s, extend, wave, side == 0 ? -half : half, start);
      set_rgb (cr, C_ROAD_LINE);
      cairo_set_line_width (cr, s->line * 1.2);
      cairo_stroke (cr);
    }
  band_bank (cr, s, extend, wave, 0, start);
  cairo_set_dash (cr, dash, 2, 0);
  set_rgba (cr, C_ROAD_LINE, 0.6);
  cairo_set_line_width (cr, s->line * 0.6);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  s->jitter = start;
}

typedef void (*SymbolFunc) (cairo_t *cr, Shape *s);

static const struct
{
  const char *id;
  SymbolFunc draw;
} symbols[] = {
  { "hill", draw_hill },
  { "wood", draw_wood },
  { "water", draw_water },
  { "rough", draw_rough },
  { "village", muster_map_draw_village },
  { "field", muster_map_draw_field },
  { "vineyard", muster_map_draw_vineyard },
  { "rock", draw_rock },
  { "ditch", draw_ditch },
  { "road", draw_road },
  { "fort", muster_map_draw_fort },
  { "cell", muster_map_draw_cell },
};

static SymbolFunc
symbol_func (const MusterPiece *piece)
{
  for (guint i = 0; piece != NULL && piece->symbol != NULL && i < G_N_ELEMENTS (symbols); i++)
    if (g_str_equal (symbols[i].id, piece->symbol))
      return symbols[i].draw;
  return muster_map_draw_plain;
}

/* Sets up the piece's frame on cr (translated to its centre and rotated) and
 * its shape: an edge piece's shape reaches past the table edge it touches,
 * so that the cut at the table edge is straight. */
static void
piece_frame (cairo_t *cr, const Map *m, const MusterTerrainPiece *p, guint index, Shape *s)
{
  double cx, cy;
  double eps = 0.02 * MAX (m->tw, m->td);
  gboolean square = fmod (fabs (p->rotation), 360) < 0.01;

  table_to_box (m, p->x, p->y, &cx, &cy);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, p->rotation * G_PI / 180.0);

  memset (s, 0, sizeof *s);
  s->p = p;
  jitter_init (&s->jitter, p, index);
  s->w = MAX (p->width * m->scale, m->line * 2);
  s->d = MAX (p->depth * m->scale, m->line * 2);
  s->x0 = -s->w / 2;
  s->x1 = s->w / 2;
  s->y0 = -s->d / 2;
  s->y1 = s->d / 2;
  s->line = m->line;
  s->font = m->font;
  if ((p->edge || p->crosses) && square)
    {
      double ext_x = s->w * 0.3, ext_y = s->d * 0.3;

      /* table y = 0 (player one's edge) is down on the map */
      if (p->y - p->depth / 2 <= eps)
        s->y1 += ext_y;
      if (p->y + p->depth / 2 >= m->td - eps)
        s->y0 -= ext_y;
      if (!p->crosses)
        {
          if (p->x - p->width / 2 <= eps)
            s->x0 -= ext_x;
          if (p->x + p->width / 2 >= m->tw - eps)
            s->x1 += ext_x;
        }
    }
}

static void
piece_rect_path (cairo_t *cr, const Map *m, const MusterTerrainPiece *p, double grow)
{
  double w = p->width * m->scale + 2 * grow, d = p->depth * m->scale + 2 * grow;

  cairo_rectangle (cr, -w / 2, -d / 2, w, d);
}

void
muster_map_draw_piece (cairo_t *cr, const Map *m, const MusterTerrainPiece *p, guint index)
{
  Shape s;

  cairo_save (cr);
  piece_frame (cr, m, p, index, &s);
  if (p->removed)
    {
      double dash[] = { m->line * 4, m->line * 3 };

      cairo_push_group (cr);
      symbol_func (p->piece) (cr, &s);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.3);
      cairo_new_path (cr);
      piece_rect_path (cr, m, p, 0);
      set_rgba (cr, C_INK, 0.6);
      cairo_set_line_width (cr, m->line);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
    }
  else
    symbol_func (p->piece) (cr, &s);
  cairo_restore (cr);
}

void
muster_map_draw_selection (cairo_t                  *cr,
                           const Map                *m,
                           const MusterTerrainPiece *p,
                           guint                     index)
{
  Shape s;

  cairo_save (cr);
  piece_frame (cr, m, p, index, &s);
  cairo_new_path (cr);
  piece_rect_path (cr, m, p, m->line * 2);
  set_rgba (cr, C_SELECT, 0.12);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_SELECT);
  cairo_set_line_width (cr, m->line * 2.2);
  cairo_stroke (cr);
  cairo_restore (cr);
}
