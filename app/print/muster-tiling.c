/* muster-tiling.c: true-scale printing over several sheets: how a region
 * splits into overlapping tiles, and what every tile carries besides its
 * part of the region (label, position among the others, glue strips, cut
 * lines, registration marks, the 10 cm ruler).
 */
#include "config.h"

#include "muster-tiling.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#define HEADING_H  MUSTER_MM (13)
#define RULER_H    MUSTER_MM (15)
#define BAND_GAP   MUSTER_MM (2)
#define MARK_R     MUSTER_MM (2.5)
#define FONT_LABEL "Sans Bold 15"
#define FONT_TEXT  "Sans 7.5"
#define FONT_SMALL "Sans 6.5"
#define C_CUT      0x1c71d8
#define C_GLUE     0x8a877c

double
muster_tiling_ruler_height (void)
{
  return RULER_H;
}

/* How many tiles of @size, each @step further on, cover @total. */
static int
count_tiles (double total, double size, double step)
{
  if (total <= size + 0.01)
    return 1;
  return 1 + (int) ceil ((total - size - 0.01) / step);
}

static char *
tile_heading (const MusterTiling *t, int tile)
{
  g_autofree char *last = muster_tiling_label (t->columns - 1, t->rows - 1);

  /* TRANSLATORS: the heading of a true-scale sheet: "Table map at 1:1 ·
   * sheet 5 of 12 (A1 to D3). Cut …" */
  return g_strdup_printf (_("%s · sheet %d of %d (A1 to %s). Cut along the blue dashed lines; lay the sheet "
                            "over the grey strips of its neighbours, ⊕ on ⊕."),
                          t->title, tile + 1, muster_tiling_n_tiles (t), last);
}

void
muster_tiling_init (MusterTiling   *tiling,
                    MusterPrintCtx *ctx,
                    const char     *title,
                    double          width,
                    double          height)
{
  g_return_if_fail (tiling != NULL && ctx != NULL && title != NULL);

  tiling->title = g_strdup (title);
  tiling->region_width = MAX (width, 1);
  tiling->region_height = MAX (height, 1);
  tiling->heading_height = HEADING_H;
  /* the heading's height for the longest label and numbers: the tiles are
   * counted twice, the second time under a heading of that height */
  for (int pass = 0; pass < 2; pass++)
    {
      tiling->content.x = ctx->area.x;
      tiling->content.y = ctx->area.y + tiling->heading_height + BAND_GAP;
      tiling->content.width = MAX (ctx->area.width, 2 * MUSTER_TILE_OVERLAP);
      tiling->content.height = MAX (ctx->area.height - tiling->heading_height - RULER_H - 2 * BAND_GAP,
                                    2 * MUSTER_TILE_OVERLAP);
      tiling->step_x = tiling->content.width - MUSTER_TILE_OVERLAP;
      tiling->step_y = tiling->content.height - MUSTER_TILE_OVERLAP;
      tiling->columns = count_tiles (tiling->region_width, tiling->content.width, tiling->step_x);
      tiling->rows = count_tiles (tiling->region_height, tiling->content.height, tiling->step_y);
      if (pass == 0)
        {
          int last = muster_tiling_n_tiles (tiling) - 1;
          g_autofree char *label = muster_tiling_label (tiling->columns - 1, tiling->rows - 1);
          g_autofree char *text = tile_heading (tiling, last);
          /* a taller heading may add a row and a digit: room for one more */
          g_autofree char *longer = g_strconcat (text, "0", NULL);

          tiling->heading_height = MAX (HEADING_H, muster_tiling_draw_heading (ctx, NULL, label, longer));
        }
    }
}

void
muster_tiling_clear (MusterTiling *tiling)
{
  g_clear_pointer (&tiling->title, g_free);
}

int
muster_tiling_n_tiles (const MusterTiling *tiling)
{
  return tiling->columns * tiling->rows;
}

char *
muster_tiling_label (int column,
                     int row)
{
  GString *letters = g_string_new (NULL);

  for (int c = column + 1; c > 0; c = (c - 1) / 26)
    g_string_prepend_c (letters, (char) ('A' + (c - 1) % 26));
  g_string_append_printf (letters, "%d", row + 1);
  return g_string_free (letters, FALSE);
}

double
muster_tiling_draw_heading (MusterPrintCtx *ctx,
                            cairo_t        *cr,
                            const char     *label,
                            const char     *text)
{
  /* the label on the first line, the text under it, both clear of the
   * plan of the sheets at the right; measured without a height limit */
  MusterBox box = { ctx->area.x, ctx->area.y, ctx->area.width - MUSTER_MM (32), ctx->area.height / 3 };
  double top = box.y;

  box.y += muster_pango_box (ctx, cr, label, FONT_LABEL, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
  box.y += muster_pango_box (ctx, cr, text, FONT_TEXT, &box, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
  return box.y - top + MUSTER_MM (1);
}

void
muster_tiling_draw_ruler (MusterPrintCtx *ctx,
                          cairo_t        *cr)
{
  double x0 = ctx->area.x + MUSTER_MM (1);
  double base = ctx->area.y + ctx->area.height - MUSTER_MM (5);
  MusterBox note;

  cairo_save (cr);
  muster_set_rgb (cr, 0x000000);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  /* the scale: a line of 100 mm, a tick every millimetre, longer ones at
   * 5 mm and at every centimetre, the longest at both ends */
  cairo_set_line_width (cr, 0.4);
  cairo_move_to (cr, x0, base);
  cairo_line_to (cr, x0 + MUSTER_MM (100), base);
  cairo_stroke (cr);
  for (int mm = 0; mm <= 100; mm++)
    {
      double len = mm % 10 == 0 ? 3.5 : mm % 5 == 0 ? 2.5 : 1.5;

      if (mm == 0 || mm == 100)
        continue;
      cairo_move_to (cr, x0 + MUSTER_MM (mm), base);
      cairo_line_to (cr, x0 + MUSTER_MM (mm), base - MUSTER_MM (len));
    }
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.6);
  for (int end = 0; end <= 100; end += 100)
    {
      cairo_move_to (cr, x0 + MUSTER_MM (end), base + MUSTER_MM (1));
      cairo_line_to (cr, x0 + MUSTER_MM (end), base - MUSTER_MM (7));
    }
  cairo_stroke (cr);
  for (int cm = 0; cm <= 10; cm++)
    {
      g_autofree char *number = g_strdup_printf ("%d", cm);
      MusterBox box = { x0 + MUSTER_MM (cm * 10) - MUSTER_MM (3), base + MUSTER_MM (1.2), MUSTER_MM (6),
                        MUSTER_MM (4) };

      muster_pango_box (ctx, cr, number, FONT_SMALL, &box, PANGO_ALIGN_CENTER, MUSTER_INK);
    }
  cairo_restore (cr);

  note = (MusterBox) { x0 + MUSTER_MM (104), base - MUSTER_MM (7), 0, MUSTER_MM (11) };
  note.width = ctx->area.x + ctx->area.width - note.x;
  {
    const char *text = _("Print at 100 % (actual size): the bar measures 10 cm.");
    /* smaller on narrow paper, where the ruler leaves little room */
    double size = muster_pango_fit_size (ctx, text, "Sans", 6.5, 4.5, &note);
    g_autofree char *font = muster_font ("Sans", size > 0 ? size : 4.5);

    muster_pango_box (ctx, cr, text, font, &note, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
  }
}

/* ⊕ at (x, y) */
static void
registration_mark (cairo_t *cr, double x, double y)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, MARK_R * 0.6, 0, 2 * G_PI);
  cairo_move_to (cr, x - MARK_R, y);
  cairo_line_to (cr, x + MARK_R, y);
  cairo_move_to (cr, x, y - MARK_R);
  cairo_line_to (cr, x, y + MARK_R);
}

/* The little plan of every tile with this one filled in, right in the
 * heading band. */
static void
draw_position (const MusterTiling *t, MusterPrintCtx *ctx, cairo_t *cr, int column, int row)
{
  double cell = MIN (MUSTER_MM (3), MIN (MUSTER_MM (30) / t->columns, (t->heading_height - MUSTER_MM (2)) / t->rows));

  double x0 = ctx->area.x + ctx->area.width - cell * t->columns;
  double y0 = ctx->area.y + MUSTER_MM (1);

  cairo_save (cr);
  cairo_set_line_width (cr, 0.4);
  for (int r = 0; r < t->rows; r++)
    for (int c = 0; c < t->columns; c++)
      {
        cairo_rectangle (cr, x0 + c * cell, y0 + r * cell, cell, cell);
        muster_set_rgb (cr, c == column && r == row ? MUSTER_INK : MUSTER_TINT_PALE);
        cairo_fill_preserve (cr);
        muster_set_rgb (cr, MUSTER_INK_PALE);
        cairo_stroke (cr);
      }
  cairo_restore (cr);
}

void
muster_tiling_draw_tile (const MusterTiling *t,
                         MusterPrintCtx     *ctx,
                         cairo_t            *cr,
                         int                 tile,
                         MusterTileDraw      draw,
                         gpointer            data)
{
  int column = tile % t->columns;
  int row = tile / t->columns;
  double rx = column * t->step_x;
  double ry = row * t->step_y;
  double w = MIN (t->content.width, t->region_width - rx);
  double h = MIN (t->content.height, t->region_height - ry);
  const MusterBox *c = &t->content;
  g_autofree char *label = muster_tiling_label (column, row);
  g_autofree char *text = tile_heading (t, tile);
  double dash[] = { MUSTER_MM (2), MUSTER_MM (1.2) };

  g_return_if_fail (tile >= 0 && tile < muster_tiling_n_tiles (t));

  muster_tiling_draw_heading (ctx, cr, label, text);
  draw_position (t, ctx, cr, column, row);

  /* the tile's part of the region */
  cairo_save (cr);
  cairo_rectangle (cr, c->x, c->y, w, h);
  cairo_clip (cr);
  cairo_translate (cr, c->x - rx, c->y - ry);
  draw (cr, data);
  cairo_restore (cr);

  cairo_save (cr);
  /* the strips the next sheets are laid over: greyed, with where they go */
  if (column + 1 < t->columns)
    {
      g_autofree char *next = muster_tiling_label (column + 1, row);
      g_autofree char *under = g_strdup_printf (_("under %s"), next);
      MusterBox box = { c->x + t->step_x - MUSTER_MM (5), c->y + h + MUSTER_MM (0.5),
                        MUSTER_TILE_OVERLAP + MUSTER_MM (10), MUSTER_MM (4) };

      cairo_rectangle (cr, c->x + t->step_x, c->y, MUSTER_TILE_OVERLAP, h);
      cairo_set_source_rgba (cr, 0.45, 0.45, 0.42, 0.18);
      cairo_fill (cr);
      if (box.y + box.height <= c->y + c->height + BAND_GAP)
        muster_pango_box (ctx, cr, under, FONT_SMALL, &box, PANGO_ALIGN_CENTER, C_GLUE);
    }
  if (row + 1 < t->rows)
    {
      g_autofree char *next = muster_tiling_label (column, row + 1);
      g_autofree char *under = g_strdup_printf (_("under %s"), next);
      MusterBox box = { c->x + w + MUSTER_MM (0.5), c->y + t->step_y, MUSTER_MM (20), MUSTER_TILE_OVERLAP };

      cairo_rectangle (cr, c->x, c->y + t->step_y, w, MUSTER_TILE_OVERLAP);
      cairo_set_source_rgba (cr, 0.45, 0.45, 0.42, 0.18);
      cairo_fill (cr);
      if (box.x + box.width <= ctx->area.x + ctx->area.width)
        muster_pango_box (ctx, cr, under, FONT_SMALL, &box, PANGO_ALIGN_LEFT, C_GLUE);
    }

  /* cut lines where this sheet goes over the one before it */
  muster_set_rgb (cr, C_CUT);
  cairo_set_line_width (cr, 0.6);
  cairo_set_dash (cr, dash, 2, 0);
  if (column > 0)
    {
      cairo_move_to (cr, c->x, c->y - BAND_GAP);
      cairo_line_to (cr, c->x, c->y + h + BAND_GAP);
    }
  if (row > 0)
    {
      cairo_move_to (cr, c->x - (column > 0 ? BAND_GAP : 0), c->y);
      cairo_line_to (cr, c->x + w, c->y);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* registration marks in the middle of every strip shared with a
   * neighbour, at the same place of the region on both sheets */
  muster_set_rgb (cr, 0x000000);
  cairo_set_line_width (cr, 0.5);
  for (int side = 0; side < 4; side++)
    {
      /* 0: right strip, 1: left strip, 2: bottom strip, 3: top strip */
      gboolean shared = (side == 0 && column + 1 < t->columns) || (side == 1 && column > 0)
                        || (side == 2 && row + 1 < t->rows) || (side == 3 && row > 0);
      double strip;

      if (!shared)
        continue;
      if (side < 2)
        {
          strip = side == 0 ? c->x + t->step_x + MUSTER_TILE_OVERLAP / 2 : c->x + MUSTER_TILE_OVERLAP / 2;
          registration_mark (cr, strip, c->y + h * 0.25);
          registration_mark (cr, strip, c->y + h * 0.75);
        }
      else
        {
          strip = side == 2 ? c->y + t->step_y + MUSTER_TILE_OVERLAP / 2 : c->y + MUSTER_TILE_OVERLAP / 2;
          registration_mark (cr, c->x + w * 0.25, strip);
          registration_mark (cr, c->x + w * 0.75, strip);
        }
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  muster_tiling_draw_ruler (ctx, cr);
}
