/* muster-map.c: the terrain map renderer. One drawing function serves the
 * terrain page, the scenario editor, the printer and PDF alike: the table,
 * its grid, every piece by its symbol, numbers, names and scatter arrows.
 */
#include "config.h"

#include "muster-map.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

/* ---- colours ---- */

typedef guint32 Rgb;   /* 0xRRGGBB */

#define C_TABLE       0xebe7cb  /* parchment with a touch of olive */
#define C_BORDER      0x5f5a3c
#define C_GRID        0x6a6545
#define C_EDGE_TEXT   0x4a4630
#define C_INK         0x2b2a26
#define C_HILL        0xdcc28c
#define C_HILL_LINE   0x8a6236
#define C_WOOD        0xb6d197
#define C_WOOD_LINE   0x4d7a3c
#define C_TREE        0x8dba70
#define C_TREE_LINE   0x3c6a2e
#define C_WATER       0xa9d0ea
#define C_WATER_LINE  0x3b7bb8
#define C_ROUGH       0xe6d4a7
#define C_ROUGH_LINE  0x8e7647
#define C_VILLAGE     0xe6dcc6
#define C_HOUSE       0xb35a48
#define C_HOUSE_LINE  0x5e2c24
#define C_FIELD       0xe9dc9a
#define C_FIELD_LINE  0xa58a48
#define C_ROCK        0xbab6ae
#define C_ROCK_LINE   0x57544f
#define C_DITCH       0xcdb089
#define C_DITCH_LINE  0x6e4a28
#define C_ROAD        0xcdc7b8
#define C_ROAD_LINE   0x857e70
#define C_FORT        0xd9d5cc
#define C_FORT_LINE   0x37342f
#define C_CELL        0xf4f1e4
#define C_CELL_LINE   0x8a8570
#define C_ARROW       0xb3261e
#define C_SELECT      0x1c71d8

static void
set_rgba (cairo_t *cr, Rgb c, double alpha)
{
  cairo_set_source_rgba (cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0,
                         (c & 0xff) / 255.0, alpha);
}

static void
set_rgb (cairo_t *cr, Rgb c)
{
  set_rgba (cr, c, 1.0);
}

/* ---- a small repeatable jitter, so that a piece looks the same every time ---- */

typedef struct
{
  guint32 state;
} Jitter;

static void
jitter_init (Jitter *j, const MusterTerrainPiece *p, guint index)
{
  j->state = (p->piece != NULL && p->piece->id != NULL ? g_str_hash (p->piece->id) : 17)
             ^ ((index + 1) * 2654435761u);
  for (int i = 0; i < 3; i++)
    j->state = j->state * 1664525u + 1013904223u;
}

/* 0..1 */
static double
jitter_next (Jitter *j)
{
  j->state = j->state * 1664525u + 1013904223u;
  return ((j->state >> 8) & 0xffff) / 65535.0;
}

/* -1..1 */
static double
jitter_signed (Jitter *j)
{
  return jitter_next (j) * 2 - 1;
}

/* ---- the map's geometry ---- */

typedef struct
{
  double scale;         /* box units per table unit */
  double ox, oy;        /* the box position of the table's far left corner */
  double tw, td;        /* the table, table units */
  double font;          /* the base text size, box units */
  double line;          /* the base line width */
} Map;

static double
base_font (double width, double height)
{
  return MAX (sqrt (MAX (width, 1) * MAX (height, 1)) / 44.0, 8.0);
}

static void
map_margins (double width, double height, double *mx, double *my)
{
  double f = base_font (width, height);

  *mx = f * 0.8;
  *my = f * 2.3;
}

static void
map_compute (MusterTerrain *terrain,
             double         width,
             double         height,
             Map           *m)
{
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);
  double mx, my, aw, ah;

  map_margins (width, height, &mx, &my);
  m->tw = params->width > 0 ? params->width : 1;
  m->td = params->depth > 0 ? params->depth : 1;
  aw = MAX (width - 2 * mx, 1);
  ah = MAX (height - 2 * my, 1);
  m->scale = MIN (aw / m->tw, ah / m->td);
  m->ox = (width - m->tw * m->scale) / 2;
  m->oy = (height - m->td * m->scale) / 2;
  m->font = base_font (width, height);
  m->line = MAX (m->font * 0.11, 0.5);
}

static void
table_to_box (const Map *m, double tx, double ty, double *bx, double *by)
{
  *bx = m->ox + tx * m->scale;
  *by = m->oy + (m->td - ty) * m->scale;
}

void
muster_map_style_init (MusterMapStyle *style)
{
  g_return_if_fail (style != NULL);
  style->show_grid = TRUE;
  style->show_names = TRUE;
  style->show_scatter = TRUE;
  style->show_ruler = TRUE;
  style->selected = -1;
}

void
muster_map_layout (MusterTerrain *terrain,
                   double         width,
                   double         height,
                   double        *scale,
                   double        *offset_x,
                   double        *offset_y)
{
  Map m;

  g_return_if_fail (MUSTER_IS_TERRAIN (terrain));
  map_compute (terrain, width, height, &m);
  if (scale != NULL)
    *scale = m.scale;
  if (offset_x != NULL)
    *offset_x = m.ox;
  if (offset_y != NULL)
    *offset_y = m.oy;
}

void
muster_map_to_table (MusterTerrain *terrain,
                     double         width,
                     double         height,
                     double         x,
                     double         y,
                     double        *table_x,
                     double        *table_y)
{
  Map m;

  g_return_if_fail (MUSTER_IS_TERRAIN (terrain));
  map_compute (terrain, width, height, &m);
  if (table_x != NULL)
    *table_x = (x - m.ox) / m.scale;
  if (table_y != NULL)
    *table_y = m.td - (y - m.oy) / m.scale;
}

/* The order pieces are drawn in: removed pieces first, under the rest; then
 * the others as numbered. Hit testing walks it backwards. */
static GArray *
draw_order (MusterTerrain *terrain)
{
  guint n = muster_terrain_get_n_pieces (terrain);
  GArray *order = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);

  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      {
        const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);

        if (p->piece != NULL && (pass == 0) == (p->removed != FALSE))
          g_array_append_val (order, i);
      }
  return order;
}

/* A point of the box in the piece's own frame: centred, unrotated, box units. */
static void
box_to_piece (const Map *m, const MusterTerrainPiece *p, double x, double y, double *lx, double *ly)
{
  double cx, cy, a = p->rotation * G_PI / 180.0;
  double dx, dy;

  table_to_box (m, p->x, p->y, &cx, &cy);
  dx = x - cx;
  dy = y - cy;
  *lx = dx * cos (a) + dy * sin (a);
  *ly = -dx * sin (a) + dy * cos (a);
}

gboolean
muster_map_hit (MusterTerrain *terrain,
                double         width,
                double         height,
                double         x,
                double         y,
                guint         *piece)
{
  g_autoptr(GArray) order = NULL;
  double slack;
  Map m;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (terrain), FALSE);

  map_compute (terrain, width, height, &m);
  /* nothing lies outside the table: pieces are cut at its edges */
  if (x < m.ox || x > m.ox + m.tw * m.scale || y < m.oy || y > m.oy + m.td * m.scale)
    return FALSE;

  /* thin pieces (a ditch, a stream) get a few units of slack to be caught */
  slack = m.font * 0.3;
  order = draw_order (terrain);
  for (guint k = order->len; k-- > 0;)
    {
      guint i = g_array_index (order, guint, k);
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);
      double lx, ly;
      double hw = MAX (p->width * m.scale / 2, slack);
      double hd = MAX (p->depth * m.scale / 2, slack);

      box_to_piece (&m, p, x, y, &lx, &ly);
      if (fabs (lx) <= hw && fabs (ly) <= hd)
        {
          if (piece != NULL)
            *piece = i;
          return TRUE;
        }
    }
  return FALSE;
}

/* ---- text ---- */

/* Gives a new layout its text, font (an absolute size when size > 0),
 * wrapping width (none when wrap <= 0) and alignment. */
static PangoLayout *
setup_layout (PangoLayout    *layout,
              const char     *text,
              const char     *font,
              double          size,
              double          wrap,
              PangoAlignment  align)
{
  PangoFontDescription *desc = pango_font_description_from_string (font);

  if (size > 0)
    pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (wrap > 0)
    {
      pango_layout_set_width (layout, (int) (wrap * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static PangoLayout *
map_layout (cairo_t    *cr,
            const char *text,
            const char *font,
            double      size,
            double      wrap)
{
  return setup_layout (pango_cairo_create_layout (cr), text, font, size, wrap, PANGO_ALIGN_CENTER);
}

/* Shows a layout with its (ax, ay) anchor (0..1 of its ink box) at (x, y),
 * over a light halo when halo > 0. Returns the height used. */
static double
show_layout (cairo_t     *cr,
             PangoLayout *layout,
             double       x,
             double       y,
             double       ax,
             double       ay,
             Rgb          colour,
             double       alpha,
             double       halo)
{
  PangoRectangle logical;
  double lx, ly;

  pango_layout_get_extents (layout, NULL, &logical);
  lx = x - (logical.x + logical.width * ax) / (double) PANGO_SCALE;
  ly = y - (logical.y + logical.height * ay) / (double) PANGO_SCALE;
  cairo_save (cr);
  if (halo > 0)
    {
      cairo_move_to (cr, lx, ly);
      pango_cairo_layout_path (cr, layout);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85 * alpha);
      cairo_set_line_width (cr, halo);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
  cairo_move_to (cr, lx, ly);
  set_rgba (cr, colour, alpha);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
  return logical.height / (double) PANGO_SCALE;
}

static double
map_text (cairo_t    *cr,
          const char *text,
          const char *font,
          double      size,
          double      x,
          double      y,
          double      ax,
          double      ay,
          Rgb         colour,
          double      alpha,
          double      halo,
          double      wrap)
{
  g_autoptr(PangoLayout) layout = map_layout (cr, text, font, size, wrap);

  return show_layout (cr, layout, x, y, ax, ay, colour, alpha, halo);
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
static void
blob_path (cairo_t *cr, Jitter *j, double x0, double y0, double x1, double y1,
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

typedef struct
{
  const MusterTerrainPiece *p;
  Jitter jitter;
  double w, d;              /* the piece, box units */
  double x0, y0, x1, y1;    /* its shape: the piece, stretched over the table edge it touches */
  double line;              /* base line width */
  double font;
} Shape;

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
  blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 3.2, 0.16, FALSE);
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
  blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 2.6, 0.12, FALSE);
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
  blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 2.8, 0.2, FALSE);
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
draw_village (cairo_t *cr, Shape *s)
{
  double w = s->x1 - s->x0, d = s->y1 - s->y0;
  double house = CLAMP (MIN (w, d) / 4, s->font * 0.5, s->font * 2.2);
  int cols = MAX (1, (int) (w / (house * 1.45))), rows = MAX (1, (int) (d / (house * 1.45)));
  double dash[] = { s->line * 2, s->line * 2 };

  cairo_new_path (cr);
  blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 4, 0.08, FALSE);
  set_rgb (cr, C_VILLAGE);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_HOUSE_LINE);
  cairo_set_line_width (cr, s->line * 0.8);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* houses in a loose grid: walls and a roof ridge */
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        double hx = s->x0 + w * (c + 0.5) / cols + jitter_signed (&s->jitter) * house * 0.25;
        double hy = s->y0 + d * (r + 0.5) / rows + jitter_signed (&s->jitter) * house * 0.25;
        double hw = house * (0.9 + 0.4 * jitter_next (&s->jitter));
        double hd = house * (0.6 + 0.25 * jitter_next (&s->jitter));

        /* leave a gap here and there, as streets and gardens */
        if (rows * cols > 3 && jitter_next (&s->jitter) < 0.2)
          continue;
        cairo_save (cr);
        cairo_translate (cr, hx, hy);
        cairo_rotate (cr, jitter_signed (&s->jitter) * 0.35
                          + (jitter_next (&s->jitter) < 0.3 ? G_PI / 2 : 0));
        cairo_rectangle (cr, -hw / 2, -hd / 2, hw, hd);
        set_rgb (cr, C_HOUSE);
        cairo_fill_preserve (cr);
        set_rgb (cr, C_HOUSE_LINE);
        cairo_set_line_width (cr, s->line * 0.8);
        cairo_stroke (cr);
        cairo_move_to (cr, -hw / 2, 0);
        cairo_line_to (cr, hw / 2, 0);
        cairo_set_line_width (cr, s->line * 0.6);
        cairo_stroke (cr);
        cairo_restore (cr);
      }
}

static void
draw_field (cairo_t *cr, Shape *s)
{
  double w = s->x1 - s->x0, d = s->y1 - s->y0;
  double spacing = MAX (MIN (w, d) / 7, s->line * 3.5);
  double r = MIN (w, d) * 0.12;

  cairo_new_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, s->x1 - r, s->y0 + r, r, -G_PI / 2, 0);
  cairo_arc (cr, s->x1 - r, s->y1 - r, r, 0, G_PI / 2);
  cairo_arc (cr, s->x0 + r, s->y1 - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, s->x0 + r, s->y0 + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_rgb (cr, C_FIELD);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  set_rgb (cr, C_FIELD_LINE);
  cairo_set_line_width (cr, s->line * 1.6);
  cairo_stroke (cr);

  /* furrows along the long side */
  cairo_set_line_width (cr, s->line * 0.7);
  if (w >= d)
    for (double y = s->y0 + spacing; y < s->y1 - spacing * 0.5; y += spacing)
      {
        cairo_move_to (cr, s->x0 + spacing * 0.6, y);
        cairo_line_to (cr, s->x1 - spacing * 0.6, y);
      }
  else
    for (double x = s->x0 + spacing; x < s->x1 - spacing * 0.5; x += spacing)
      {
        cairo_move_to (cr, x, s->y0 + spacing * 0.6);
        cairo_line_to (cr, x, s->y1 - spacing * 0.6);
      }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_rock (cairo_t *cr, Shape *s)
{
  double cx = (s->x0 + s->x1) / 2, cy = (s->y0 + s->y1) / 2;
  double rx = (s->x1 - s->x0) / 2, ry = (s->y1 - s->y0) / 2;

  cairo_new_path (cr);
  blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 2.4, 0.25, TRUE);
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

static void
draw_fort (cairo_t *cr, Shape *s)
{
  double w = s->x1 - s->x0, d = s->y1 - s->y0;
  double tooth = CLAMP (MIN (w, d) / 5, s->line * 1.5, s->font * 0.8);

  cairo_new_path (cr);
  cairo_rectangle (cr, s->x0, s->y0, w, d);
  set_rgb (cr, C_FORT);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_FORT_LINE);
  cairo_set_line_width (cr, s->line * 1.8);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke (cr);

  /* merlons along the outside of every wall */
  set_rgb (cr, C_FORT_LINE);
  for (int side = 0; side < 4; side++)
    {
      double len = side % 2 == 0 ? w : d;
      int n = MAX (1, (int) floor ((len + tooth) / (2 * tooth)));
      double gap = (len - n * tooth) / MAX (n - 1, 1);

      for (int k = 0; k < n; k++)
        {
          double t = n == 1 ? (len - tooth) / 2 : k * (tooth + gap);

          switch (side)
            {
            case 0: cairo_rectangle (cr, s->x0 + t, s->y0 - tooth * 0.6, tooth, tooth * 0.6); break;
            case 1: cairo_rectangle (cr, s->x1, s->y0 + t, tooth * 0.6, tooth); break;
            case 2: cairo_rectangle (cr, s->x0 + t, s->y1, tooth, tooth * 0.6); break;
            default: cairo_rectangle (cr, s->x0 - tooth * 0.6, s->y0 + t, tooth * 0.6, tooth); break;
            }
        }
    }
  cairo_fill (cr);
}

static void
draw_cell (cairo_t *cr, Shape *s)
{
  cairo_new_path (cr);
  cairo_rectangle (cr, s->x0, s->y0, s->x1 - s->x0, s->y1 - s->y0);
  set_rgb (cr, C_CELL);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_CELL_LINE);
  cairo_set_line_width (cr, s->line);
  cairo_stroke (cr);
}

static void
draw_plain (cairo_t *cr, Shape *s)
{
  cairo_new_path (cr);
  cairo_rectangle (cr, s->x0, s->y0, s->x1 - s->x0, s->y1 - s->y0);
  set_rgba (cr, C_INK, 0.06);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_INK);
  cairo_set_line_width (cr, s->line * 1.2);
  cairo_stroke (cr);
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
  { "village", draw_village },
  { "field", draw_field },
  { "rock", draw_rock },
  { "ditch", draw_ditch },
  { "road", draw_road },
  { "fort", draw_fort },
  { "cell", draw_cell },
};

static SymbolFunc
symbol_func (const MusterPiece *piece)
{
  for (guint i = 0; piece != NULL && piece->symbol != NULL && i < G_N_ELEMENTS (symbols); i++)
    if (g_str_equal (symbols[i].id, piece->symbol))
      return symbols[i].draw;
  return draw_plain;
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

static void
draw_piece (cairo_t *cr, const Map *m, const MusterTerrainPiece *p, guint index)
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

/* ---- the table, its grid, edges and scale ---- */

const char *
muster_print_unit_label (const char *unit)
{
  if (unit == NULL || g_str_equal (unit, "cm"))
    /* TRANSLATORS: centimetres, a table size */
    return _("cm");
  if (g_str_equal (unit, "mm"))
    return _("mm");
  if (g_str_equal (unit, "in") || g_str_equal (unit, "inch"))
    /* TRANSLATORS: inches, a table size */
    return _("in");
  return unit;
}

char *
muster_map_format_length (double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (fabs (v - round (v)) < 0.005)
    return g_strdup_printf ("%.0f", v);
  /* the user's decimal separator */
  g_snprintf (buf, sizeof buf, "%.1f", v);
  return g_strdup (buf);
}

static void
draw_table (cairo_t *cr, MusterTerrain *terrain, const MusterMapStyle *style, const Map *m)
{
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);
  double w = m->tw * m->scale, d = m->td * m->scale;

  cairo_rectangle (cr, m->ox, m->oy, w, d);
  set_rgb (cr, C_TABLE);
  cairo_fill (cr);

  if (style->show_grid)
    {
      gboolean quarters = params->method == MUSTER_TERRAIN_QUARTERS;
      const MusterSectorMethod *sm = muster_system_get_sector_method (muster_terrain_get_system (terrain));
      int cells = quarters ? 4 : sm != NULL ? sm->sectors : 6;
      double dash[] = { m->font * 0.5, m->font * 0.35 };

      for (int i = 1; i <= cells; i++)
        {
          double x, y, cw, ch, bx, by;
          char number[16];

          if (quarters)
            muster_terrain_quarter_rect (terrain, i, &x, &y, &cw, &ch);
          else
            muster_terrain_sector_rect (terrain, i, &x, &y, &cw, &ch);
          /* the cell's far left corner on the map */
          table_to_box (m, x, y + ch, &bx, &by);
          g_snprintf (number, sizeof number, "%d", i);
          map_text (cr, number, "Sans Bold", MIN (cw, ch) * m->scale * 0.42,
                    bx + cw * m->scale / 2, by + ch * m->scale / 2, 0.5, 0.5, C_GRID, 0.14, 0, 0);
          /* each inner line once (a line drawn twice loses its dashes): a
           * cell's right side and its far side, unless they are the table's */
          if (x + cw < m->tw - 1e-6)
            {
              cairo_move_to (cr, bx + cw * m->scale, by);
              cairo_rel_line_to (cr, 0, ch * m->scale);
            }
          if (y + ch < m->td - 1e-6)
            {
              cairo_move_to (cr, bx, by);
              cairo_rel_line_to (cr, cw * m->scale, 0);
            }
        }
      set_rgba (cr, C_GRID, 0.6);
      cairo_set_line_width (cr, MAX (m->line * 0.7, 0.4));
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
draw_frame (cairo_t *cr, MusterTerrain *terrain, const MusterMapStyle *style, const Map *m)
{
  double w = m->tw * m->scale, d = m->td * m->scale;
  double cx = m->ox + w / 2;
  double size = m->font * 0.95;

  cairo_rectangle (cr, m->ox, m->oy, w, d);
  set_rgb (cr, C_BORDER);
  cairo_set_line_width (cr, m->line * 1.8);
  cairo_stroke (cr);

  /* player one's edge at the bottom, with a small marker pointing in */
  map_text (cr, _("Player 1 edge"), "Sans Bold", size, cx, m->oy + d + m->font * 0.45,
            0.5, 0, C_EDGE_TEXT, 1, 0, 0);
  map_text (cr, _("Player 2 edge"), "Sans Bold", size, cx, m->oy - m->font * 0.45,
            0.5, 1, C_EDGE_TEXT, 1, 0, 0);

  if (style->show_ruler)
    {
      static const double nice[] = { 1, 2, 5 };
      double target = m->tw * 0.18, len = 1;
      double bar_w, bar_h = m->font * 0.32, x, y;
      g_autofree char *number = NULL;
      g_autofree char *label = NULL;
      int parts;

      for (double decade = 1; decade < 1e6 && len < target; decade *= 10)
        for (guint i = 0; i < G_N_ELEMENTS (nice) && nice[i] * decade <= target; i++)
          len = nice[i] * decade;
      bar_w = len * m->scale;
      parts = fmod (len, 5) == 0 || len < 2 ? 5 : 4;
      if (len == 1)
        parts = 2;
      x = m->ox + w - bar_w;
      y = m->oy + d + m->font * 0.55;
      for (int k = 0; k < parts; k++)
        {
          cairo_rectangle (cr, x + bar_w * k / parts, y, bar_w / parts, bar_h);
          set_rgb (cr, k % 2 == 0 ? C_INK : 0xffffff);
          cairo_fill (cr);
        }
      cairo_rectangle (cr, x, y, bar_w, bar_h);
      set_rgb (cr, C_INK);
      cairo_set_line_width (cr, m->line * 0.6);
      cairo_stroke (cr);
      number = muster_map_format_length (len);
      /* TRANSLATORS: a scale bar's length: "10 cm" */
      label = g_strdup_printf (_("%s %s"), number, muster_print_unit_label (muster_terrain_get_unit (terrain)));
      map_text (cr, label, "Sans", m->font * 0.75, x + bar_w / 2, y + bar_h + m->font * 0.12,
                0.5, 0, C_INK, 1, 0, 0);
    }
}

/* A piece's bounding box on the map, cut at the table's edges. */
static void
piece_bounds (const Map *m, const MusterTerrainPiece *p, double *x0, double *y0, double *x1, double *y1)
{
  double a = p->rotation * G_PI / 180.0;
  double hw = p->width * m->scale / 2, hd = p->depth * m->scale / 2;
  double ex = fabs (hw * cos (a)) + fabs (hd * sin (a));
  double ey = fabs (hw * sin (a)) + fabs (hd * cos (a));
  double cx, cy;

  table_to_box (m, p->x, p->y, &cx, &cy);
  *x0 = MAX (cx - ex, m->ox);
  *y0 = MAX (cy - ey, m->oy);
  *x1 = MIN (cx + ex, m->ox + m->tw * m->scale);
  *y1 = MIN (cy + ey, m->oy + m->td * m->scale);
}

/* A number would hide a small piece: it goes on the piece's far left corner. */
static gboolean
number_on_corner (const Map *m, const MusterTerrainPiece *p)
{
  return !p->crosses && MIN (p->width, p->depth) * m->scale < 4.5 * m->font * 0.85;
}

static void
number_position (const Map *m, const MusterTerrainPiece *p, double *x, double *y)
{
  if (number_on_corner (m, p))
    {
      double x0, y0, x1, y1, r = m->font * 0.85;

      /* on the corner, but wholly on the table */
      piece_bounds (m, p, &x0, &y0, &x1, &y1);
      *x = MAX (x0 + r * 0.3, m->ox + r * 1.15);
      *y = MAX (y0 + r * 0.3, m->oy + r * 1.15);
    }
  else
    table_to_box (m, p->x, p->y, x, y);
}

static void
draw_arrow (cairo_t *cr, const Map *m, const MusterTerrainPiece *p)
{
  double x0, y0, x1, y1, dx, dy, len, head = m->font * 0.7;
  /* stop short of a number in the middle; reach the middle of a small piece */
  double stop = number_on_corner (m, p) ? 0 : m->font * 0.95;
  double dash[] = { m->line * 3, m->line * 2 };

  table_to_box (m, p->from_x, p->from_y, &x0, &y0);
  table_to_box (m, p->x, p->y, &x1, &y1);
  dx = x1 - x0;
  dy = y1 - y0;
  len = hypot (dx, dy);
  if (len < m->line * 2)
    return;
  dx /= len;
  dy /= len;

  /* where the piece was placed */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x0, y0, m->font * 0.25, 0, 2 * G_PI);
  set_rgba (cr, 0xffffff, 0.8);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_ARROW);
  cairo_set_line_width (cr, m->line);
  cairo_stroke (cr);

  if (len <= stop + head * 1.2)
    return;
  x1 -= dx * stop;
  y1 -= dy * stop;
  cairo_move_to (cr, x0 + dx * m->font * 0.25, y0 + dy * m->font * 0.25);
  cairo_line_to (cr, x1 - dx * head * 0.8, y1 - dy * head * 0.8);
  set_rgb (cr, C_ARROW);
  cairo_set_line_width (cr, m->line * 1.3);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x1 - dx * head - dy * head * 0.45, y1 - dy * head + dx * head * 0.45);
  cairo_line_to (cr, x1 - dx * head + dy * head * 0.45, y1 - dy * head - dx * head * 0.45);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The variants as a map label shows them: repeated ones counted. */
static char *
variants_label (const MusterTerrainPiece *p)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (int i = 0; i < p->n_variants; i++)
    {
      int count = 0;
      gboolean seen = FALSE;

      for (int k = 0; k < i; k++)
        seen |= p->variants[k] == p->variants[i];
      if (seen || p->variants[i] == NULL)
        continue;
      for (int k = i; k < p->n_variants; k++)
        count += p->variants[k] == p->variants[i];
      if (s->len > 0)
        g_string_append (s, ", ");
      if (count > 1)
        /* TRANSLATORS: a variant that came up more than once: "Gentle slope ×2" */
        g_string_append_printf (s, _("%s ×%d"), muster_text_get (&p->variants[i]->name), count);
      else
        g_string_append (s, muster_text_get (&p->variants[i]->name));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* ---- labels: numbers on top, names placed where they hide the least ---- */

typedef struct
{
  double x0, y0, x1, y1;
} Box;

static double
box_overlap (const Box *a, const Box *b)
{
  double w = MIN (a->x1, b->x1) - MAX (a->x0, b->x0);
  double h = MIN (a->y1, b->y1) - MAX (a->y0, b->y0);

  return w > 0 && h > 0 ? w * h : 0;
}

typedef struct
{
  PangoLayout *lines[3];    /* name, variants, "removed" */
  Rgb colours[3];
  int n_lines;
  double w, h;
  Box box;
  PangoAlignment align;
} Label;

static void
label_clear (Label *label)
{
  for (int i = 0; i < label->n_lines; i++)
    g_clear_object (&label->lines[i]);
}

static void
label_add (Label *label, PangoLayout *layout, Rgb colour)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  label->lines[label->n_lines] = layout;
  label->colours[label->n_lines] = colour;
  label->n_lines++;
  label->w = MAX (label->w, logical.width / (double) PANGO_SCALE);
  label->h += logical.height / (double) PANGO_SCALE;
}

static void
label_measure (cairo_t *cr, const Map *m, const MusterMapStyle *style, const MusterTerrainPiece *p,
               Label *label)
{
  double wrap = MAX (p->width * m->scale * 1.1, m->font * 9);

  memset (label, 0, sizeof *label);
  if (style->show_names)
    {
      g_autofree char *variants = variants_label (p);

      label_add (label, map_layout (cr, muster_text_get (&p->piece->name), "Sans Bold", m->font * 0.8, wrap),
                 C_INK);
      /* on a thumbnail the variants would be specks: the legend has them */
      if (variants[0] != '\0' && m->font * 0.68 >= 6)
        label_add (label, map_layout (cr, variants, "Sans Italic", m->font * 0.68, MAX (wrap, m->font * 16)),
                   C_INK);
    }
  if (p->removed)
    /* TRANSLATORS: on the map, under a piece the scatter removed */
    label_add (label, map_layout (cr, _("removed"), "Sans Italic", m->font * 0.72, 0), C_ARROW);
}

/* Puts the label below, above, right or left of the number: the first place
 * that covers nothing already placed and stays on the map, else the least bad. */
static void
label_place (Label *label, const Map *m, double cx, const Box *anchor, double width, double height,
             const GArray *taken)
{
  double gap = m->font * 0.08, cy = (anchor->y0 + anchor->y1) / 2;
  double best = G_MAXDOUBLE;
  const struct { double x, y; PangoAlignment align; } at[] = {
    { cx - label->w / 2, anchor->y1 + gap, PANGO_ALIGN_CENTER },
    { cx - label->w / 2, anchor->y0 - gap - label->h, PANGO_ALIGN_CENTER },
    { anchor->x1 + gap * 3, cy - label->h / 2, PANGO_ALIGN_LEFT },
    { anchor->x0 - gap * 3 - label->w, cy - label->h / 2, PANGO_ALIGN_RIGHT },
  };

  for (guint k = 0; k < G_N_ELEMENTS (at); k++)
    {
      Box b = { at[k].x, at[k].y, at[k].x + label->w, at[k].y + label->h };
      Box table = { m->ox, m->oy, m->ox + m->tw * m->scale, m->oy + m->td * m->scale };
      Box whole = { 0, 0, width, height };
      double area = (b.x1 - b.x0) * (b.y1 - b.y0);
      /* names belong on the table, and never off the box */
      double cost = (area - box_overlap (&b, &table)) * 1.5 + (area - box_overlap (&b, &whole)) * 4;

      for (guint i = 0; i < taken->len; i++)
        cost += box_overlap (&b, &g_array_index (taken, Box, i));
      /* a small preference for the usual place, below */
      cost += k * 0.01;
      if (cost < best)
        {
          best = cost;
          label->box = b;
          label->align = at[k].align;
        }
    }
}

static void
label_draw (cairo_t *cr, const Map *m, Label *label, double alpha)
{
  double y = label->box.y0;

  for (int i = 0; i < label->n_lines; i++)
    {
      double ax = label->align == PANGO_ALIGN_LEFT ? 0 : label->align == PANGO_ALIGN_RIGHT ? 1 : 0.5;
      double x = label->box.x0 + label->w * ax;

      pango_layout_set_alignment (label->lines[i], label->align);
      y += show_layout (cr, label->lines[i], x, y, ax, 0, label->colours[i],
                        label->colours[i] == C_ARROW ? 0.9 : alpha, m->font * 0.3);
    }
}

static void
draw_number (cairo_t *cr, const Map *m, const MusterTerrainPiece *p, guint index)
{
  double cx, cy, r = m->font * 0.85;
  double alpha = p->removed ? 0.55 : 1;
  char number[16];

  number_position (m, p, &cx, &cy);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  set_rgba (cr, 0xffffff, p->removed ? 0.7 : 0.95);
  cairo_fill_preserve (cr);
  set_rgba (cr, C_INK, alpha);
  cairo_set_line_width (cr, m->line * 1.1);
  if (p->removed)
    {
      double dash[] = { m->line * 2, m->line * 1.5 };
      cairo_set_dash (cr, dash, 2, 0);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  g_snprintf (number, sizeof number, "%u", index + 1);
  map_text (cr, number, "Sans Bold", m->font * (index + 1 >= 10 ? 0.8 : 0.95), cx, cy, 0.5, 0.5,
            C_INK, alpha, 0, 0);
}

static void
draw_labels (cairo_t *cr, const Map *m, const MusterMapStyle *style, MusterTerrain *terrain,
             const GArray *order, double width, double height)
{
  g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (Box));
  double r = m->font * 0.85;

  /* numbers first claim their places, and small pieces theirs; then names
   * find places around them */
  for (guint k = 0; k < order->len; k++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, g_array_index (order, guint, k));
      double cx, cy;
      Box b;

      number_position (m, p, &cx, &cy);
      b = (Box) { cx - r, cy - r, cx + r, cy + r };
      g_array_append_val (taken, b);
      if (number_on_corner (m, p))
        {
          piece_bounds (m, p, &b.x0, &b.y0, &b.x1, &b.y1);
          g_array_append_val (taken, b);
        }
    }
  for (guint k = 0; k < order->len; k++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, g_array_index (order, guint, k));
      double cx, cy;
      Label label;

      label_measure (cr, m, style, p, &label);
      if (label.n_lines > 0)
        {
          Box anchor;

          number_position (m, p, &cx, &cy);
          anchor = (Box) { cx - r, cy - r, cx + r, cy + r };
          if (number_on_corner (m, p))
            {
              double x0, y0, x1, y1;

              piece_bounds (m, p, &x0, &y0, &x1, &y1);
              anchor = (Box) { MIN (anchor.x0, x0), MIN (anchor.y0, y0),
                               MAX (anchor.x1, x1), MAX (anchor.y1, y1) };
              cx = (x0 + x1) / 2;
            }
          label_place (&label, m, cx, &anchor, width, height, taken);
          label_draw (cr, m, &label, p->removed ? 0.55 : 1);
          g_array_append_val (taken, label.box);
        }
      label_clear (&label);
    }
  for (guint k = 0; k < order->len; k++)
    {
      guint i = g_array_index (order, guint, k);
      draw_number (cr, m, muster_terrain_get_piece (terrain, i), i);
    }
}

void
muster_map_draw (cairo_t              *cr,
                 MusterTerrain        *terrain,
                 const MusterMapStyle *style,
                 double                width,
                 double                height)
{
  MusterMapStyle defaults;
  g_autoptr(GArray) order = NULL;
  Map m;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (MUSTER_IS_TERRAIN (terrain));

  if (style == NULL)
    {
      muster_map_style_init (&defaults);
      style = &defaults;
    }
  map_compute (terrain, width, height, &m);
  order = draw_order (terrain);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  draw_table (cr, terrain, style, &m);

  /* the pieces, cut at the table's edges */
  cairo_save (cr);
  cairo_rectangle (cr, m.ox, m.oy, m.tw * m.scale, m.td * m.scale);
  cairo_clip (cr);
  for (guint k = 0; k < order->len; k++)
    {
      guint i = g_array_index (order, guint, k);
      draw_piece (cr, &m, muster_terrain_get_piece (terrain, i), i);
    }
  if (style->selected >= 0 && (guint) style->selected < muster_terrain_get_n_pieces (terrain))
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, style->selected);

      if (p->piece != NULL)
        {
          Shape s;

          cairo_save (cr);
          piece_frame (cr, &m, p, style->selected, &s);
          cairo_new_path (cr);
          piece_rect_path (cr, &m, p, m.line * 2);
          set_rgba (cr, C_SELECT, 0.12);
          cairo_fill_preserve (cr);
          set_rgb (cr, C_SELECT);
          cairo_set_line_width (cr, m.line * 2.2);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
    }
  cairo_restore (cr);

  draw_frame (cr, terrain, style, &m);

  if (style->show_scatter)
    for (guint k = 0; k < order->len; k++)
      {
        const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, g_array_index (order, guint, k));

        if (!p->removed && p->scatter_uw > 0)
          draw_arrow (cr, &m, p);
      }
  draw_labels (cr, &m, style, terrain, order, width, height);
  cairo_restore (cr);
}

double
muster_map_height_for (MusterTerrain *terrain, double width)
{
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);
  double ratio = params->depth / MAX (params->width, 1);
  double h = width * ratio;

  for (int i = 0; i < 6; i++)
    {
      double mx, my;

      map_margins (width, h, &mx, &my);
      h = (width - 2 * mx) * ratio + 2 * my;
    }
  return h;
}
