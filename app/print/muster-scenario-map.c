/* muster-scenario-map.c: draws a scenario's table: grid cells and terrain
 * pieces by the map renderer's symbols (muster-map-symbols.c), zones as
 * tinted polygons in their sides' colours, camps, reserves, objectives and
 * column markers on top, the sides' names at their edges. Hit testing for
 * the editor walks the same order backwards.
 */
#include "config.h"

#include "muster-map-private.h"
#include "muster-scenario-map.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

static const guint32 side_colours[] = {
  0x1c71d8, 0xc01c28, 0x26a269, 0x9141ac, 0xe66100, 0x1a8a8a, 0x865e3c, 0x5e5c64,
};

guint32
muster_scenario_side_colour (guint index)
{
  return side_colours[index % G_N_ELEMENTS (side_colours)];
}

void
muster_scenario_map_style_init (MusterScenarioMapStyle *style)
{
  g_return_if_fail (style != NULL);
  style->show_names = TRUE;
  style->show_ruler = TRUE;
  style->selected = -1;
  style->hidden_kinds = 0;
  style->live_index = -1;
  style->live_item = NULL;
  style->skip = -1;
  style->only = -1;
}

/* The item @i as drawn: the live one while it is dragged. */
static const MusterScenarioItem *
drawn_item (MusterScenario *scenario, const MusterScenarioMapStyle *style, guint i)
{
  if (style->live_item != NULL && style->live_index == (int) i)
    return style->live_item;
  return muster_scenario_get_item (scenario, i);
}

static void
compute (MusterScenario *scenario, double width, double height, Map *m)
{
  double tw, td;

  muster_scenario_get_table (scenario, &tw, &td, NULL);
  muster_map_geometry (tw, td, width, height, m);
}

void
muster_scenario_map_layout (MusterScenario *scenario,
                            double          width,
                            double          height,
                            double         *scale,
                            double         *offset_x,
                            double         *offset_y)
{
  Map m;

  g_return_if_fail (MUSTER_IS_SCENARIO (scenario));
  compute (scenario, width, height, &m);
  if (scale != NULL)
    *scale = m.scale;
  if (offset_x != NULL)
    *offset_x = m.ox;
  if (offset_y != NULL)
    *offset_y = m.oy;
}

void
muster_scenario_map_table_to_box (MusterScenario *scenario,
                                  double          width,
                                  double          height,
                                  double          tx,
                                  double          ty,
                                  double         *bx,
                                  double         *by)
{
  Map m;

  g_return_if_fail (MUSTER_IS_SCENARIO (scenario));
  compute (scenario, width, height, &m);
  table_to_box (&m, tx, ty, bx, by);
}

void
muster_scenario_map_box_to_table (MusterScenario *scenario,
                                  double          width,
                                  double          height,
                                  double          bx,
                                  double          by,
                                  double         *tx,
                                  double         *ty)
{
  Map m;

  g_return_if_fail (MUSTER_IS_SCENARIO (scenario));
  compute (scenario, width, height, &m);
  *tx = (bx - m.ox) / m.scale;
  *ty = m.td - (by - m.oy) / m.scale;
}

double
muster_scenario_map_height_for (MusterScenario *scenario,
                                double          width)
{
  double tw, td;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (scenario), width);
  muster_scenario_get_table (scenario, &tw, &td, NULL);
  return muster_map_height_for_table (tw, td, width);
}

static int
side_index (MusterScenario *scenario, const char *id)
{
  for (guint i = 0; id != NULL && i < muster_scenario_get_n_sides (scenario); i++)
    if (g_strcmp0 (muster_scenario_get_side (scenario, i)->id, id) == 0)
      return (int) i;
  return -1;
}

static Rgb
item_colour (MusterScenario *scenario, const MusterScenarioItem *item)
{
  int side = side_index (scenario, item->side);

  return side >= 0 ? muster_scenario_side_colour (side) : C_INK;
}

gboolean
muster_scenario_map_piece (MusterScenario           *scenario,
                           const MusterScenarioItem *item,
                           MusterTerrainPiece       *p)
{
  memset (p, 0, sizeof *p);
  p->piece = muster_system_lookup_piece (muster_scenario_get_system (scenario), item->type);
  if (p->piece == NULL)
    return FALSE;
  if (item->variant != NULL)
    p->variants[0] = muster_piece_lookup_variant (p->piece, item->variant);
  p->n_variants = p->variants[0] != NULL;
  p->edge = p->piece->edge;
  p->crosses = p->piece->crosses;
  p->x = item->x;
  p->y = item->y;
  p->width = item->width;
  p->depth = item->depth;
  p->rotation = item->rotation;
  p->player = -1;
  return TRUE;
}

static void
polygon_path (cairo_t *cr, const Map *m, const GArray *points)
{
  cairo_new_path (cr);
  for (guint i = 0; i < points->len; i++)
    {
      const MusterPoint *p = &g_array_index (points, MusterPoint, i);
      double bx, by;

      table_to_box (m, p->x, p->y, &bx, &by);
      if (i == 0)
        cairo_move_to (cr, bx, by);
      else
        cairo_line_to (cr, bx, by);
    }
  cairo_close_path (cr);
}

/* A turned rectangle: a camp's or a reserve's area. */
static void
box_path (cairo_t *cr, const Map *m, const MusterScenarioItem *item, double grow)
{
  double cx, cy;

  table_to_box (m, item->x, item->y, &cx, &cy);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, item->rotation * G_PI / 180.0);
  cairo_new_path (cr);
  cairo_rectangle (cr, -item->width * m->scale / 2 - grow, -item->depth * m->scale / 2 - grow,
                   item->width * m->scale + 2 * grow, item->depth * m->scale + 2 * grow);
  cairo_restore (cr);
}

static void
draw_grid (cairo_t *cr, MusterScenario *scenario, const Map *m)
{
  guint columns, rows;
  double cw, ch;

  muster_scenario_get_grid (scenario, &columns, &rows);
  if (columns == 0 || rows == 0)
    return;
  cw = m->tw / columns;
  ch = m->td / rows;
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < columns; c++)
      {
        MusterScenarioItem cell = { .kind = MUSTER_ITEM_PIECE };
        MusterTerrainPiece p;

        /* row 1 is the far row, as a grid map is read */
        cell.type = (char *) muster_scenario_get_cell (scenario, c, r);
        cell.x = (c + 0.5) * cw;
        cell.y = m->td - (r + 0.5) * ch;
        cell.width = cw;
        cell.depth = ch;
        if (cell.type != NULL && muster_scenario_map_piece (scenario, &cell, &p))
          {
            p.edge = p.crosses = FALSE;
            muster_map_draw_piece (cr, m, &p, r * columns + c);
          }
      }
  set_rgba (cr, C_CELL_LINE, 0.7);
  cairo_set_line_width (cr, m->line * 0.6);
  for (guint c = 1; c < columns; c++)
    {
      cairo_move_to (cr, m->ox + c * cw * m->scale, m->oy);
      cairo_line_to (cr, m->ox + c * cw * m->scale, m->oy + m->td * m->scale);
    }
  for (guint r = 1; r < rows; r++)
    {
      cairo_move_to (cr, m->ox, m->oy + r * ch * m->scale);
      cairo_line_to (cr, m->ox + m->tw * m->scale, m->oy + r * ch * m->scale);
    }
  cairo_stroke (cr);
}

static void
draw_zone (cairo_t *cr, const Map *m, const MusterScenarioItem *item, Rgb colour)
{
  double dash[] = { m->line * (item->march ? 1.5 : 5), m->line * 3 };

  if (item->points == NULL || item->points->len < 3)
    return;
  polygon_path (cr, m, item->points);
  set_rgba (cr, colour, item->march ? 0.08 : 0.16);
  cairo_fill_preserve (cr);
  set_rgba (cr, colour, 0.9);
  cairo_set_line_width (cr, m->line * 1.4);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  if (item->hidden)
    {
      double x0, y0, x1, y1;

      /* hatched: set up out of the other side's sight */
      cairo_save (cr);
      polygon_path (cr, m, item->points);
      cairo_clip (cr);
      muster_scenario_item_bounds (item, &x0, &y0, &x1, &y1);
      set_rgba (cr, colour, 0.35);
      cairo_set_line_width (cr, m->line * 0.7);
      for (double d = -(y1 - y0) * m->scale; d < (x1 - x0) * m->scale; d += m->font * 0.6)
        {
          double bx, by;

          table_to_box (m, x0, y1, &bx, &by);
          cairo_move_to (cr, bx + d, by);
          cairo_line_to (cr, bx + d + (y1 - y0) * m->scale, by + (y1 - y0) * m->scale);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static void
star_path (cairo_t *cr, double cx, double cy, double r)
{
  cairo_new_path (cr);
  for (int k = 0; k < 10; k++)
    {
      double a = -G_PI / 2 + k * G_PI / 5;
      double rr = k % 2 == 0 ? r : r * 0.45;

      if (k == 0)
        cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
      else
        cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
    }
  cairo_close_path (cr);
}

static void
draw_marker (cairo_t *cr, const Map *m, MusterScenario *scenario, const MusterScenarioItem *item)
{
  Rgb colour = item_colour (scenario, item);
  double cx, cy, r = m->font * 0.55;

  table_to_box (m, item->x, item->y, &cx, &cy);
  switch (item->kind)
    {
    case MUSTER_ITEM_OBJECTIVE:
      star_path (cr, cx, cy, r * 1.2);
      set_rgb (cr, item->side != NULL ? colour : 0xf6d32d);
      cairo_fill_preserve (cr);
      set_rgb (cr, C_INK);
      cairo_set_line_width (cr, m->line);
      cairo_stroke (cr);
      break;
    case MUSTER_ITEM_COLUMN_MARKER:
      {
        g_autofree char *number = g_strdup_printf ("%u", item->number);

        cairo_new_path (cr);
        cairo_rectangle (cr, cx - r, cy - r, 2 * r, 2 * r);
        set_rgb (cr, colour);
        cairo_fill_preserve (cr);
        set_rgb (cr, 0xffffff);
        cairo_set_line_width (cr, m->line);
        cairo_stroke (cr);
        muster_map_text (cr, number, "Sans Bold", r * 1.3, cx, cy, 0.5, 0.5, 0xffffff, 1, 0, 0);
      }
      break;
    case MUSTER_ITEM_CAMP:
      box_path (cr, m, item, 0);
      set_rgba (cr, colour, 0.12);
      cairo_fill_preserve (cr);
      set_rgb (cr, colour);
      cairo_set_line_width (cr, m->line * 1.6);
      cairo_stroke (cr);
      box_path (cr, m, item, -m->line * 3);
      cairo_set_line_width (cr, m->line * 0.8);
      cairo_stroke (cr);
      break;
    case MUSTER_ITEM_RESERVE:
      {
        double dash[] = { m->line * 3, m->line * 2 };
        g_autofree char *when = item->turn > 0 ? g_strdup_printf (_("R · turn %u"), item->turn)
                                : item->phase > 0 ? g_strdup_printf (_("R · phase %u"), item->phase)
                                                  : g_strdup (_("R"));

        box_path (cr, m, item, 0);
        set_rgba (cr, colour, 0.1);
        cairo_fill_preserve (cr);
        set_rgb (cr, colour);
        cairo_set_line_width (cr, m->line * 1.3);
        cairo_set_dash (cr, dash, 2, 0);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        muster_map_text (cr, when, "Sans Bold", m->font * 0.7, cx, cy, 0.5, 0.5, colour, 1, m->line * 3, 0);
      }
      break;
    default:
      break;
    }
}

/* The item's name beside it, where it has one. */
static void
draw_name (cairo_t *cr, const Map *m, MusterScenario *scenario, const MusterScenarioItem *item)
{
  double cx, cy, x0, y0, x1, y1, below;

  if (!muster_text_is_set (&item->text) || item->kind == MUSTER_ITEM_RESERVE || item->kind == MUSTER_ITEM_EVENT)
    return;
  muster_scenario_item_bounds (item, &x0, &y0, &x1, &y1);
  table_to_box (m, (x0 + x1) / 2, (y0 + y1) / 2, &cx, &cy);
  below = item->kind == MUSTER_ITEM_OBJECTIVE || item->kind == MUSTER_ITEM_COLUMN_MARKER ? m->font * 0.8 : 0;
  muster_map_text (cr, muster_text_get (&item->text), "Sans Bold", m->font * 0.7, cx, cy + below,
                   0.5, below > 0 ? 0 : 0.5, item_colour (scenario, item), 1, m->line * 3, m->font * 8);
}

/* Each side's name at its edge (several on one edge side by side). */
static void
draw_edges (cairo_t *cr, const Map *m, MusterScenario *scenario)
{
  static const char *roles[] = { NULL, N_("attacker"), N_("defender") };
  double w = m->tw * m->scale, d = m->td * m->scale;

  for (int edge = MUSTER_EDGE_SOUTH; edge <= MUSTER_EDGE_WEST; edge++)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < muster_scenario_get_n_sides (scenario); i++)
        {
          const MusterScenarioSide *side = muster_scenario_get_side (scenario, i);

          if ((int) side->edge != edge)
            continue;
          if (text->len > 0)
            g_string_append (text, " · ");
          g_string_append (text, muster_text_is_set (&side->name) ? muster_text_get (&side->name) : side->id);
          if (side->role != MUSTER_ROLE_NONE)
            g_string_append_printf (text, " (%s)", _(roles[side->role]));
        }
      if (text->len == 0)
        continue;
      switch (edge)
        {
        case MUSTER_EDGE_SOUTH:
          muster_map_text (cr, text->str, "Sans Bold", m->font * 0.95, m->ox + w / 2, m->oy + d + m->font * 0.45,
                           0.5, 0, C_EDGE_TEXT, 1, 0, w * 0.7);
          break;
        case MUSTER_EDGE_NORTH:
          muster_map_text (cr, text->str, "Sans Bold", m->font * 0.95, m->ox + w / 2, m->oy - m->font * 0.45,
                           0.5, 1, C_EDGE_TEXT, 1, 0, w);
          break;
        default:
          /* the short edges: along them, inside the table */
          cairo_save (cr);
          cairo_translate (cr, edge == MUSTER_EDGE_WEST ? m->ox + m->font * 0.3 : m->ox + w - m->font * 0.3,
                           m->oy + d / 2);
          cairo_rotate (cr, edge == MUSTER_EDGE_WEST ? -G_PI / 2 : G_PI / 2);
          muster_map_text (cr, text->str, "Sans Bold", m->font * 0.8, 0, 0, 0.5, 0, C_EDGE_TEXT, 1, m->line * 3, d);
          cairo_restore (cr);
          break;
        }
    }
}

static gboolean
shown (const MusterScenarioMapStyle *style, const MusterScenarioItem *item)
{
  return (style->hidden_kinds & (1u << item->kind)) == 0;
}

/* Whether item @i is drawn at all: not hidden, skipped or left out. */
static gboolean
drawn (MusterScenario *scenario, const MusterScenarioMapStyle *style, guint i)
{
  if ((int) i == style->skip || (style->only >= 0 && (int) i != style->only))
    return FALSE;
  return shown (style, drawn_item (scenario, style, i));
}

void
muster_scenario_map_draw (cairo_t                      *cr,
                          MusterScenario               *scenario,
                          const MusterScenarioMapStyle *style,
                          double                        width,
                          double                        height)
{
  static const MusterItemKind order[] = {
    MUSTER_ITEM_ZONE, MUSTER_ITEM_PIECE, MUSTER_ITEM_CAMP, MUSTER_ITEM_RESERVE,
    MUSTER_ITEM_OBJECTIVE, MUSTER_ITEM_COLUMN_MARKER,
  };
  MusterScenarioMapStyle defaults;
  const char *unit;
  Map m;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (MUSTER_IS_SCENARIO (scenario));

  if (style == NULL)
    {
      muster_scenario_map_style_init (&defaults);
      style = &defaults;
    }
  compute (scenario, width, height, &m);
  muster_scenario_get_table (scenario, NULL, NULL, &unit);

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (style->only < 0)
    {
      cairo_rectangle (cr, m.ox, m.oy, m.tw * m.scale, m.td * m.scale);
      set_rgb (cr, C_TABLE);
      cairo_fill (cr);
    }

  cairo_save (cr);
  cairo_rectangle (cr, m.ox, m.oy, m.tw * m.scale, m.td * m.scale);
  cairo_clip (cr);
  if ((style->hidden_kinds & (1u << MUSTER_ITEM_PIECE)) == 0 && style->only < 0)
    draw_grid (cr, scenario, &m);
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
      {
        const MusterScenarioItem *item = drawn_item (scenario, style, i);
        MusterTerrainPiece p;

        if (item->kind != order[k] || !drawn (scenario, style, i))
          continue;
        if (item->kind == MUSTER_ITEM_ZONE)
          draw_zone (cr, &m, item, item_colour (scenario, item));
        else if (item->kind == MUSTER_ITEM_PIECE)
          {
            if (muster_scenario_map_piece (scenario, item, &p))
              muster_map_draw_piece (cr, &m, &p, i);
          }
        else
          draw_marker (cr, &m, scenario, item);
      }
  if (style->selected >= 0 && (guint) style->selected < muster_scenario_get_n_items (scenario) &&
      style->selected != style->skip && (style->only < 0 || style->only == style->selected))
    {
      const MusterScenarioItem *item = drawn_item (scenario, style, style->selected);
      double x0, y0, x1, y1, bx0, by0, bx1, by1;

      muster_scenario_item_bounds (item, &x0, &y0, &x1, &y1);
      table_to_box (&m, x0, y1, &bx0, &by0);
      table_to_box (&m, x1, y0, &bx1, &by1);
      cairo_rectangle (cr, bx0 - m.font * 0.4, by0 - m.font * 0.4, bx1 - bx0 + m.font * 0.8, by1 - by0 + m.font * 0.8);
      set_rgba (cr, C_SELECT, 0.12);
      cairo_fill_preserve (cr);
      set_rgb (cr, C_SELECT);
      cairo_set_line_width (cr, m.line * 2);
      cairo_stroke (cr);
    }
  if (style->show_names)
    for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
      if (drawn (scenario, style, i))
        draw_name (cr, &m, scenario, drawn_item (scenario, style, i));
  cairo_restore (cr);
  if (style->only >= 0)
    {
      cairo_restore (cr);
      return;
    }

  cairo_rectangle (cr, m.ox, m.oy, m.tw * m.scale, m.td * m.scale);
  set_rgb (cr, C_BORDER);
  cairo_set_line_width (cr, m.line * 1.8);
  cairo_stroke (cr);
  draw_edges (cr, &m, scenario);
  if (style->show_ruler)
    muster_map_draw_scale (cr, &m, unit);
  cairo_restore (cr);
}

static gboolean
item_hit (const Map *m, const MusterScenarioItem *item, double tx, double ty)
{
  double slack = m->font * 0.6 / m->scale;

  if (item->kind == MUSTER_ITEM_OBJECTIVE || item->kind == MUSTER_ITEM_COLUMN_MARKER)
    return fabs (tx - item->x) <= slack && fabs (ty - item->y) <= slack;
  if (item->kind == MUSTER_ITEM_ZONE && item->points != NULL && item->points->len >= 3)
    {
      gboolean in = FALSE;

      for (guint i = 0, j = item->points->len - 1; i < item->points->len; j = i++)
        {
          const MusterPoint *a = &g_array_index (item->points, MusterPoint, i);
          const MusterPoint *b = &g_array_index (item->points, MusterPoint, j);

          if ((a->y > ty) != (b->y > ty) && tx < (b->x - a->x) * (ty - a->y) / (b->y - a->y) + a->x)
            in = !in;
        }
      return in;
    }
  if (item->kind == MUSTER_ITEM_EVENT)
    return FALSE;
  {
    /* the point in the item's own frame */
    double u, v;

    muster_scenario_item_from_table (item, tx, ty, &u, &v);

    return fabs (u) <= item->width / 2 && fabs (v) <= item->depth / 2;
  }
}

gboolean
muster_scenario_map_hit (MusterScenario               *scenario,
                         const MusterScenarioMapStyle *style,
                         double                        width,
                         double                        height,
                         double                        x,
                         double                        y,
                         guint                        *item)
{
  static const MusterItemKind order[] = {
    MUSTER_ITEM_COLUMN_MARKER, MUSTER_ITEM_OBJECTIVE, MUSTER_ITEM_RESERVE, MUSTER_ITEM_CAMP,
    MUSTER_ITEM_PIECE, MUSTER_ITEM_ZONE,
  };
  MusterScenarioMapStyle defaults;
  double tx, ty;
  Map m;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (scenario), FALSE);
  if (style == NULL)
    {
      muster_scenario_map_style_init (&defaults);
      style = &defaults;
    }
  compute (scenario, width, height, &m);
  tx = (x - m.ox) / m.scale;
  ty = m.td - (y - m.oy) / m.scale;
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = muster_scenario_get_n_items (scenario); i > 0; i--)
      {
        const MusterScenarioItem *it = muster_scenario_get_item (scenario, i - 1);

        if (it->kind == order[k] && shown (style, it) && item_hit (&m, it, tx, ty))
          {
            if (item != NULL)
              *item = i - 1;
            return TRUE;
          }
      }
  return FALSE;
}
