/* muster-map.c: the terrain map renderer. One drawing function serves the
 * terrain page, the scenario editor, the printer and PDF alike: the table,
 * its grid, every piece by its symbol, numbers, names and scatter arrows.
 */
#include "config.h"

#include "muster-layout.h"
#include "muster-map-private.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>


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

void
muster_map_geometry (double  table_width,
                     double  table_depth,
                     double  width,
                     double  height,
                     Map    *m)
{
  double mx, my, aw, ah;

  map_margins (width, height, &mx, &my);
  m->tw = table_width > 0 ? table_width : 1;
  m->td = table_depth > 0 ? table_depth : 1;
  aw = MAX (width - 2 * mx, 1);
  ah = MAX (height - 2 * my, 1);
  m->scale = MIN (aw / m->tw, ah / m->td);
  m->ox = (width - m->tw * m->scale) / 2;
  m->oy = (height - m->td * m->scale) / 2;
  m->font = base_font (width, height);
  m->line = MAX (m->font * 0.11, 0.5);
}

static void
map_compute (MusterTerrain *terrain,
             double         width,
             double         height,
             Map           *m)
{
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);

  muster_map_geometry (params->width, params->depth, width, height, m);
}

double
muster_map_height_for_table (double table_width,
                             double table_depth,
                             double width)
{
  double ratio = table_depth / MAX (table_width, 1);
  double h = width * ratio;

  for (int i = 0; i < 6; i++)
    {
      double mx, my;

      map_margins (width, h, &mx, &my);
      h = (width - 2 * mx) * ratio + 2 * my;
    }
  return h;
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
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  if (wrap > 0)
    muster_layout_wrap (layout, wrap);
  return layout;
}

PangoLayout *
muster_map_layout_text (cairo_t    *cr,
                        const char *text,
                        const char *font,
                        double      size,
                        double      wrap)
{
  return setup_layout (pango_cairo_create_layout (cr), text, font, size, wrap, PANGO_ALIGN_CENTER);
}

/* Shows a layout with its (ax, ay) anchor (0..1 of its ink box) at (x, y),
 * over a light halo when halo > 0. Returns the height used. */
double
muster_map_show_layout (cairo_t     *cr,
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

double
muster_map_text (cairo_t    *cr,
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
  g_autoptr(PangoLayout) layout = muster_map_layout_text (cr, text, font, size, wrap);

  return muster_map_show_layout (cr, layout, x, y, ax, ay, colour, alpha, halo);
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
  if (g_str_equal (unit, "cells"))
    /* TRANSLATORS: the squares of a grid battle map, as a length: "2 cells" */
    return _("cells");
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
          muster_map_text (cr, number, "Sans Bold", MIN (cw, ch) * m->scale * 0.42,
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
  muster_map_text (cr, _("Player 1 edge"), "Sans Bold", size, cx, m->oy + d + m->font * 0.45,
            0.5, 0, C_EDGE_TEXT, 1, 0, 0);
  muster_map_text (cr, _("Player 2 edge"), "Sans Bold", size, cx, m->oy - m->font * 0.45,
            0.5, 1, C_EDGE_TEXT, 1, 0, 0);

  if (style->show_ruler)
    muster_map_draw_scale (cr, m, muster_terrain_get_unit (terrain));
}

void
muster_map_draw_scale (cairo_t *cr, const Map *m, const char *unit)
{
  double w = m->tw * m->scale, d = m->td * m->scale;
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
  label = g_strdup_printf (_("%s %s"), number, muster_print_unit_label (unit));
  muster_map_text (cr, label, "Sans", m->font * 0.75, x + bar_w / 2, y + bar_h + m->font * 0.12,
            0.5, 0, C_INK, 1, 0, 0);
}

/* A piece's bounding box on the map, cut at the table's edges. */
void
muster_map_piece_bounds (const Map *m, const MusterTerrainPiece *p, double *x0, double *y0, double *x1, double *y1)
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
gboolean
muster_map_number_on_corner (const Map *m, const MusterTerrainPiece *p)
{
  return !p->crosses && MIN (p->width, p->depth) * m->scale < 4.5 * m->font * 0.85;
}

void
muster_map_number_position (const Map *m, const MusterTerrainPiece *p, double *x, double *y)
{
  if (muster_map_number_on_corner (m, p))
    {
      double x0, y0, x1, y1, r = m->font * 0.85;

      /* on the corner, but wholly on the table */
      muster_map_piece_bounds (m, p, &x0, &y0, &x1, &y1);
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
  double stop = muster_map_number_on_corner (m, p) ? 0 : m->font * 0.95;
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
      muster_map_draw_piece (cr, &m, muster_terrain_get_piece (terrain, i), i);
    }
  if (style->selected >= 0 && (guint) style->selected < muster_terrain_get_n_pieces (terrain))
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, style->selected);

      if (p->piece != NULL)
        muster_map_draw_selection (cr, &m, p, style->selected);
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
  muster_map_draw_labels (cr, &m, style, terrain, order, width, height);
  cairo_restore (cr);
}

/**
 * muster_map_number_places:
 * @radius: (out) (optional): the radius of a number's disc
 *
 * Where muster_map_draw() puts each piece's number in a box of @width ×
 * @height: x and y of piece i at 2i and 2i + 1 (a place where the roll
 * gave nothing is left at 0).
 *
 * Returns: (transfer full): g_free() it
 */
double *
muster_map_number_places (MusterTerrain *terrain,
                          double         width,
                          double         height,
                          double        *radius)
{
  g_autoptr(GArray) order = NULL;
  Map m;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (terrain), NULL);

  map_compute (terrain, width, height, &m);
  order = draw_order (terrain);
  if (radius != NULL)
    *radius = m.font * 0.85;
  return muster_map_place_numbers (&m, terrain, order);
}

double
muster_map_height_for (MusterTerrain *terrain, double width)
{
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);

  return muster_map_height_for_table (params->width, params->depth, width);
}

const char *
muster_map_side_name (int side)
{
  switch (side)
    {
    /* TRANSLATORS: the side of a hill facing player one's table edge */
    case 0: return C_("hill side", "near");
    case 1: return C_("hill side", "right");
    /* TRANSLATORS: the side of a hill facing player two's table edge */
    case 2: return C_("hill side", "far");
    default: return C_("hill side", "left");
    }
}

void
muster_map_compute_scaled (double  table_width,
                           double  table_depth,
                           double  scale,
                           Map    *m)
{
  double w, h, mx, my;

  g_return_if_fail (scale > 0);

  w = MAX (table_width, 1) * scale;
  h = MAX (table_depth, 1) * scale;
  map_margins (w, h, &mx, &my);
  muster_map_geometry (table_width, table_depth, w + 2 * mx, h + 2 * my, m);
  m->scale = scale;
  m->ox = 0;
  m->oy = 0;
}

