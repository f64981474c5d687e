/* muster-map-labels.c: the numbers and names on the terrain map. Numbers
 * come first, each clear of the others (pieces on top of each other keep
 * readable numbers); then each name, with its variants or "removed", goes
 * below, above, right or left of its number, where it hides the least.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-map-private.h"

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

      label_add (label, muster_map_layout_text (cr, muster_text_get (&p->piece->name), "Sans Bold", m->font * 0.8, wrap),
                 C_INK);
      /* on a thumbnail the variants would be specks: the legend has them */
      if (variants[0] != '\0' && m->font * 0.68 >= 6)
        label_add (label, muster_map_layout_text (cr, variants, "Sans Italic", m->font * 0.68, MAX (wrap, m->font * 16)),
                   C_INK);
    }
  if (p->removed)
    /* TRANSLATORS: on the map, under a piece the scatter removed */
    label_add (label, muster_map_layout_text (cr, _("removed"), "Sans Italic", m->font * 0.72, 0), C_ARROW);
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
      y += muster_map_show_layout (cr, label->lines[i], x, y, ax, 0, label->colours[i],
                        label->colours[i] == C_ARROW ? 0.9 : alpha, m->font * 0.3);
    }
}

/* Where each piece's number goes (x, y pairs by piece): where
 * number_position() puts it, unless a number placed before it is there;
 * then the nearest place that is clear of every number placed, on the
 * piece if it can be, and on the table. Pieces on top of each other (moved
 * there by hand, or a removed one under a kept one) keep readable numbers. */
double *
muster_map_place_numbers (const Map *m, MusterTerrain *terrain, const GArray *order)
{
  double *at = g_new0 (double, 2 * MAX (muster_terrain_get_n_pieces (terrain), 1));
  double r = m->font * 0.85, clear = r * 2.15;
  double tx0 = m->ox + r, ty0 = m->oy + r;
  double tx1 = m->ox + m->tw * m->scale - r, ty1 = m->oy + m->td * m->scale - r;

  for (guint k = 0; k < order->len; k++)
    {
      guint i = g_array_index (order, guint, k);
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);
      double x0, y0, x1, y1, cx, cy, best = G_MAXDOUBLE;

      muster_map_number_position (m, p, &cx, &cy);
      muster_map_piece_bounds (m, p, &x0, &y0, &x1, &y1);
      at[2 * i] = cx;
      at[2 * i + 1] = cy;
      /* rings around the usual place, a third of a number apart */
      for (int ring = 0; ring <= 24; ring++)
        {
          int steps = ring == 0 ? 1 : 12 + ring * 2;

          for (int a = 0; a < steps; a++)
            {
              double x = cx + cos (a * 2 * G_PI / steps - G_PI / 2) * ring * r * 0.7;
              double y = cy + sin (a * 2 * G_PI / steps - G_PI / 2) * ring * r * 0.7;
              gboolean free = TRUE;
              double cost;

              if (x < tx0 || x > tx1 || y < ty0 || y > ty1)
                continue;
              for (guint j = 0; j < k && free; j++)
                {
                  guint o = g_array_index (order, guint, j);

                  free = hypot (x - at[2 * o], y - at[2 * o + 1]) >= clear;
                }
              if (!free)
                continue;
              /* off its own piece counts as a few rings further */
              cost = ring + ((x < x0 || x > x1 || y < y0 || y > y1) ? 3 : 0);
              if (cost < best)
                {
                  best = cost;
                  at[2 * i] = x;
                  at[2 * i + 1] = y;
                }
            }
          if (best <= ring)
            break;
        }
    }
  return at;
}

static void
draw_number (cairo_t *cr, const Map *m, const MusterTerrainPiece *p, guint index, double cx, double cy)
{
  double r = m->font * 0.85;
  double alpha = p->removed ? 0.55 : 1;
  char number[16];

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
  muster_map_text (cr, number, "Sans Bold", m->font * (index + 1 >= 10 ? 0.8 : 0.95), cx, cy, 0.5, 0.5,
            C_INK, alpha, 0, 0);
}

void
muster_map_draw_labels (cairo_t *cr, const Map *m, const MusterMapStyle *style, MusterTerrain *terrain,
             const GArray *order, double width, double height)
{
  g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (Box));
  g_autofree double *at = muster_map_place_numbers (m, terrain, order);
  double r = m->font * 0.85;

  /* numbers first claim their places, and small pieces theirs; then names
   * find places around them */
  for (guint k = 0; k < order->len; k++)
    {
      guint i = g_array_index (order, guint, k);
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);
      double cx = at[2 * i], cy = at[2 * i + 1];
      Box b;

      b = (Box) { cx - r, cy - r, cx + r, cy + r };
      g_array_append_val (taken, b);
      if (muster_map_number_on_corner (m, p))
        {
          muster_map_piece_bounds (m, p, &b.x0, &b.y0, &b.x1, &b.y1);
          g_array_append_val (taken, b);
        }
    }
  for (guint k = 0; k < order->len; k++)
    {
      guint i = g_array_index (order, guint, k);
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);
      double cx = at[2 * i], cy = at[2 * i + 1];
      Label label;

      label_measure (cr, m, style, p, &label);
      if (label.n_lines > 0)
        {
          Box anchor;

          anchor = (Box) { cx - r, cy - r, cx + r, cy + r };
          if (muster_map_number_on_corner (m, p))
            {
              double x0, y0, x1, y1;

              muster_map_piece_bounds (m, p, &x0, &y0, &x1, &y1);
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
      draw_number (cr, m, muster_terrain_get_piece (terrain, i), i, at[2 * i], at[2 * i + 1]);
    }
}
