/* muster-map-works.c: the map symbols of tilled and built ground: a
 * village's houses, a ploughed field's furrows, a vineyard's rows of vines,
 * a fortification, a grid cell, and the plain box of a symbol Muster does
 * not know.
 */
#include "config.h"

#include <math.h>

#include "muster-map-symbols.h"

void
muster_map_draw_village (cairo_t *cr, Shape *s)
{
  double w = s->x1 - s->x0, d = s->y1 - s->y0;
  double house = CLAMP (MIN (w, d) / 4, s->font * 0.5, s->font * 2.2);
  int cols = MAX (1, (int) (w / (house * 1.45))), rows = MAX (1, (int) (d / (house * 1.45)));
  double dash[] = { s->line * 2, s->line * 2 };

  cairo_new_path (cr);
  muster_map_blob_path (cr, &s->jitter, s->x0, s->y0, s->x1, s->y1, 4, 0.08, FALSE);
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

/* A plot with rounded corners, filled and outlined; the clip stays on it
 * (the caller restores). */
static void
plot_path (cairo_t *cr, Shape *s, Rgb fill, Rgb line)
{
  double w = s->x1 - s->x0, d = s->y1 - s->y0;
  double r = MIN (w, d) * 0.12;

  cairo_new_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, s->x1 - r, s->y0 + r, r, -G_PI / 2, 0);
  cairo_arc (cr, s->x1 - r, s->y1 - r, r, 0, G_PI / 2);
  cairo_arc (cr, s->x0 + r, s->y1 - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, s->x0 + r, s->y0 + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  set_rgb (cr, line);
  cairo_set_line_width (cr, s->line * 1.6);
  cairo_stroke (cr);
}

/* A ploughed field: pale yellow, thin furrows along its long side. */
void
muster_map_draw_field (cairo_t *cr, Shape *s)
{
  double w = s->x1 - s->x0, d = s->y1 - s->y0;
  double spacing = MAX (MIN (w, d) / 7, s->line * 3.5);

  plot_path (cr, s, C_FIELD, C_FIELD_LINE);

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

/* A vineyard: green, with rows of vine stocks on their wires across its
 * short side, a bunch of grapes here and there; nothing like a field's
 * furrows. */
void
muster_map_draw_vineyard (cairo_t *cr, Shape *s)
{
  double w = s->x1 - s->x0, d = s->y1 - s->y0;
  gboolean across = w >= d;     /* rows run across the long side */
  double length = across ? w : d, breadth = across ? d : w;
  double spacing = MAX (length / 6, s->line * 6);
  double stock = MAX (breadth / 9, s->line * 3);
  double r = MAX (s->line * 1.1, MIN (spacing, stock) * 0.22);

  plot_path (cr, s, C_VINEYARD, C_VINE);
  for (double a = spacing * 0.6; a < length - spacing * 0.3; a += spacing)
    {
      /* the wire */
      double u0 = stock * 0.5, u1 = breadth - stock * 0.5;

      if (across)
        {
          cairo_move_to (cr, s->x0 + a, s->y0 + u0);
          cairo_line_to (cr, s->x0 + a, s->y0 + u1);
        }
      else
        {
          cairo_move_to (cr, s->x0 + u0, s->y0 + a);
          cairo_line_to (cr, s->x0 + u1, s->y0 + a);
        }
      set_rgb (cr, C_VINE);
      cairo_set_line_width (cr, s->line * 0.9);
      cairo_stroke (cr);
      /* the stocks on it */
      for (double u = stock; u < breadth - stock * 0.5; u += stock)
        {
          double x = across ? s->x0 + a : s->x0 + u, y = across ? s->y0 + u : s->y0 + a;

          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, r, 0, 2 * G_PI);
          if (jitter_next (&s->jitter) < 0.2)
            {
              set_rgb (cr, C_GRAPE);
              cairo_fill (cr);
            }
          else
            {
              set_rgb (cr, C_VINE);
              cairo_fill (cr);
            }
        }
    }
  cairo_restore (cr);
}

void
muster_map_draw_fort (cairo_t *cr, Shape *s)
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

void
muster_map_draw_cell (cairo_t *cr, Shape *s)
{
  cairo_new_path (cr);
  cairo_rectangle (cr, s->x0, s->y0, s->x1 - s->x0, s->y1 - s->y0);
  set_rgb (cr, C_CELL);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_CELL_LINE);
  cairo_set_line_width (cr, s->line);
  cairo_stroke (cr);
}

void
muster_map_draw_plain (cairo_t *cr, Shape *s)
{
  cairo_new_path (cr);
  cairo_rectangle (cr, s->x0, s->y0, s->x1 - s->x0, s->y1 - s->y0);
  set_rgba (cr, C_INK, 0.06);
  cairo_fill_preserve (cr);
  set_rgb (cr, C_INK);
  cairo_set_line_width (cr, s->line * 1.2);
  cairo_stroke (cr);
}
