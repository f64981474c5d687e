/* muster-card-grid.c: cards on paper: as many cards of a size in mm as fit
 * the printable area, centred, with cut marks outside them, and pages of
 * backs mirrored as the sheet turns over for duplex printing.
 */
#include "config.h"

#include "muster-layout.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#define MARK_LENGTH  MUSTER_MM (4)
#define MARK_GAP     MUSTER_MM (1.5)
/* the least room kept beside the cards for their marks: 0.5 mm of gap and
 * 2 mm of mark, so that nine poker cards still fit A4 inside a printer's
 * quarter-inch margins */
#define MARK_ROOM    MUSTER_MM (2.5)

gboolean
muster_card_grid_init (MusterCardGrid  *grid,
                       MusterPrintCtx  *ctx,
                       double           width_mm,
                       double           height_mm,
                       double           gap_mm,
                       GError         **error)
{
  double avail_w = ctx->area.width - 2 * MARK_ROOM;
  double avail_h = ctx->area.height - 2 * MARK_ROOM;
  double grid_w, grid_h, x0, y0, room;

  memset (grid, 0, sizeof *grid);
  grid->card_width = MUSTER_MM (width_mm);
  grid->card_height = MUSTER_MM (height_mm);
  grid->gap = MUSTER_MM (gap_mm);
  grid->page_width = ctx->page_width;
  grid->page_height = ctx->page_height;
  grid->columns = (int) floor ((avail_w + grid->gap + 0.01) / (grid->card_width + grid->gap));
  grid->rows = (int) floor ((avail_h + grid->gap + 0.01) / (grid->card_height + grid->gap));
  if (grid->columns < 1 || grid->rows < 1)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   /* TRANSLATORS: "A card of 70 × 120 mm does not fit the printable area of this paper (95 × 130 mm)." */
                   _("A card of %.0f × %.0f mm does not fit the printable area of this paper (%.0f × %.0f mm)."),
                   width_mm, height_mm, MAX (avail_w, 0) * 25.4 / 72, MAX (avail_h, 0) * 25.4 / 72);
      return FALSE;
    }
  grid_w = grid->columns * grid->card_width + (grid->columns - 1) * grid->gap;
  grid_h = grid->rows * grid->card_height + (grid->rows - 1) * grid->gap;
  /* centred on the paper, so that backs mirror onto their faces; in the
   * area when the printer's margins are lopsided */
  x0 = (grid->page_width - grid_w) / 2;
  y0 = (grid->page_height - grid_h) / 2;
  if (x0 < ctx->area.x + MARK_ROOM || x0 + grid_w > ctx->area.x + ctx->area.width - MARK_ROOM)
    x0 = ctx->area.x + MARK_ROOM + (avail_w - grid_w) / 2;
  if (y0 < ctx->area.y + MARK_ROOM || y0 + grid_h > ctx->area.y + ctx->area.height - MARK_ROOM)
    y0 = ctx->area.y + MARK_ROOM + (avail_h - grid_h) / 2;
  grid->x0 = x0;
  grid->y0 = y0;

  /* the marks stay in the printable area: as long as the least room on
   * any side allows */
  room = MIN (MIN (x0 - ctx->area.x, ctx->area.x + ctx->area.width - (x0 + grid_w)),
              MIN (y0 - ctx->area.y, ctx->area.y + ctx->area.height - (y0 + grid_h)));
  grid->mark_gap = CLAMP (room * 0.3, MUSTER_MM (0.5), MARK_GAP);
  grid->mark_length = MIN (MARK_LENGTH, room - grid->mark_gap);
  return TRUE;
}

int
muster_card_grid_per_page (const MusterCardGrid *grid)
{
  return grid->columns * grid->rows;
}

int
muster_card_grid_n_pages (const MusterCardGrid *grid,
                          int                   n_cards,
                          MusterBacks           backs)
{
  int per = muster_card_grid_per_page (grid);
  int faces = MAX ((n_cards + per - 1) / per, 1);

  return backs == MUSTER_BACKS_NONE ? faces : 2 * faces;
}

void
muster_card_grid_slot (const MusterCardGrid *grid,
                       int                   slot,
                       MusterBacks           backs,
                       gboolean              back,
                       double               *x,
                       double               *y)
{
  int column = slot % grid->columns;
  int row = slot / grid->columns;
  gboolean portrait = grid->page_width <= grid->page_height;

  *x = grid->x0 + column * (grid->card_width + grid->gap);
  *y = grid->y0 + row * (grid->card_height + grid->gap);
  if (!back || backs == MUSTER_BACKS_NONE)
    return;
  /* turned over its long edge, a portrait sheet swaps left and right; over
   * its short edge, top and bottom (the other way round in landscape) */
  if ((backs == MUSTER_BACKS_LONG_EDGE) == portrait)
    *x = grid->page_width - *x - grid->card_width;
  else
    *y = grid->page_height - *y - grid->card_height;
}

/* Cut marks in the margin around the cards: one at each end of every
 * cutting line, never on a card. */
static void
draw_marks (const MusterCardGrid *grid, cairo_t *cr, double *xs, int n_x, double *ys, int n_y,
            double left, double top, double right, double bottom)
{
  double length = grid->mark_length;
  double gap = grid->mark_gap;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.3);
  for (int i = 0; i < n_x; i++)
    {
      cairo_move_to (cr, xs[i], top - gap);
      cairo_rel_line_to (cr, 0, -length);
      cairo_move_to (cr, xs[i], bottom + gap);
      cairo_rel_line_to (cr, 0, length);
    }
  for (int i = 0; i < n_y; i++)
    {
      cairo_move_to (cr, left - gap, ys[i]);
      cairo_rel_line_to (cr, -length, 0);
      cairo_move_to (cr, right + gap, ys[i]);
      cairo_rel_line_to (cr, length, 0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
muster_card_grid_draw_page (const MusterCardGrid *grid,
                            MusterPrintCtx       *ctx,
                            cairo_t              *cr,
                            int                   page,
                            int                   n_cards,
                            MusterBacks           backs,
                            MusterCardDraw        draw,
                            gpointer              data)
{
  int per = muster_card_grid_per_page (grid);
  gboolean back = backs != MUSTER_BACKS_NONE && page % 2 == 1;
  int chunk = backs != MUSTER_BACKS_NONE ? page / 2 : page;
  int first = chunk * per;
  int count = CLAMP (n_cards - first, 0, per);
  double left = G_MAXDOUBLE, top = G_MAXDOUBLE, right = -G_MAXDOUBLE, bottom = -G_MAXDOUBLE;
  g_autofree double *xs = g_new (double, 2 * count + 1);
  g_autofree double *ys = g_new (double, 2 * count + 1);
  int n_x = 0, n_y = 0;

  for (int slot = 0; slot < count; slot++)
    {
      double x, y;

      muster_card_grid_slot (grid, slot, backs, back, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_rectangle (cr, 0, 0, grid->card_width, grid->card_height);
      cairo_clip (cr);
      draw (cr, ctx, back ? -1 : first + slot, grid->card_width, grid->card_height, data);
      cairo_restore (cr);

      /* the card's edge, a hairline on the cutting line */
      cairo_save (cr);
      cairo_rectangle (cr, x, y, grid->card_width, grid->card_height);
      muster_set_rgb (cr, 0x9a978c);
      cairo_set_line_width (cr, 0.4);
      cairo_stroke (cr);
      cairo_restore (cr);

      xs[n_x++] = x;
      xs[n_x++] = x + grid->card_width;
      ys[n_y++] = y;
      ys[n_y++] = y + grid->card_height;
      left = MIN (left, x);
      top = MIN (top, y);
      right = MAX (right, x + grid->card_width);
      bottom = MAX (bottom, y + grid->card_height);
    }
  if (count > 0)
    draw_marks (grid, cr, xs, n_x, ys, n_y, left, top, right, bottom);
}
