/* muster-sheet-terrain.c: the terrain sheet: a title, the seed and the
 * generator, the map (muster-map.c), the legend of pieces and the dice
 * log, over as many pages as it needs.
 */
#include "config.h"

#include "muster-map.h"
#include "muster-sheet-private.h"
#include "muster-table-fit.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#define C_INK     MUSTER_INK
#define C_BORDER  0x5f5a3c
#define C_ARROW   0xb3261e

#define SHEET_MARGIN MUSTER_MM (15)
#define FONT_TITLE   "Sans Bold 16"
#define FONT_INFO    "Sans 9"
#define FONT_HEAD    "Sans Bold 8.5"
#define FONT_CELL    "Sans 8.5"
#define FONT_NOTE    "Sans Italic 7.5"
#define FONT_LOG_H   "Sans Bold 11"
#define FONT_LOG     "Sans 7.5"
#define FONT_SMALL   "Sans 7.5"
#define CELL_PAD     3.0
#define COLUMN_GAP   14.0

static double
sheet_measure (MusterPrintCtx *ctx, const char *text, const char *font, double width)
{
  return muster_pango_height (ctx, text, font, width);
}

static double
sheet_text (cairo_t *cr, MusterPrintCtx *ctx, const char *text, const char *font,
            double x, double y, double width, PangoAlignment align, MusterRgb colour)
{
  MusterBox box = { x, y, width, ctx->area.y + ctx->area.height - y };

  return muster_pango_box (ctx, cr, text, font, &box, align, colour);
}

/* The legend's columns. */
enum { COL_NUMBER, COL_PIECE, COL_VARIANTS, COL_PLACE, COL_SCATTER, N_COLS };

static gboolean
is_hill (const MusterTerrainPiece *p)
{
  return p->piece != NULL && p->piece->symbol != NULL && g_str_equal (p->piece->symbol, "hill");
}

/* The texts of one legend row; free with g_strfreev. The piece column has a
 * second, smaller text: notes. */
typedef struct
{
  char *cells[N_COLS];
  char *notes;
  gboolean nothing;
  gboolean removed;
} LegendRow;

static void
legend_row_clear (LegendRow *row)
{
  for (int c = 0; c < N_COLS; c++)
    g_free (row->cells[c]);
  g_free (row->notes);
}

static void
legend_row (MusterTerrain *terrain, guint index, LegendRow *row)
{
  const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, index);
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (muster_terrain_get_system (terrain));
  g_autoptr(GString) variants = g_string_new (NULL);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);

  memset (row, 0, sizeof *row);
  row->nothing = p->piece == NULL;
  row->removed = p->removed;
  row->cells[COL_NUMBER] = g_strdup_printf ("%u", index + 1);
  row->cells[COL_PIECE] = g_strdup (p->piece != NULL ? muster_text_get (&p->piece->name)
                                                     /* TRANSLATORS: a quarter roll that gives no terrain */
                                                     : _("nothing"));

  for (int i = 0; i < p->n_variants; i++)
    {
      const char *name = p->variants[i] != NULL ? muster_text_get (&p->variants[i]->name) : "?";

      if (i > 0)
        g_string_append (variants, p->n_variants == 4 && is_hill (p) ? "\n" : ", ");
      if (p->n_variants == 4 && is_hill (p))
        /* TRANSLATORS: a hill's slope by the side it faces: "near: Gentle slope" */
        g_string_append_printf (variants, _("%s: %s"), muster_map_side_name (i), name);
      else
        g_string_append (variants, name);
    }
  row->cells[COL_VARIANTS] = g_string_free (g_steal_pointer (&variants), FALSE);
  if (row->cells[COL_VARIANTS][0] == '\0')
    {
      g_free (row->cells[COL_VARIANTS]);
      row->cells[COL_VARIANTS] = g_strdup ("—");
    }

  if (p->quarter > 0 && p->player >= 0)
    /* TRANSLATORS: a quarter and the player who rolled its terrain: "3 (player 2)" */
    row->cells[COL_PLACE] = g_strdup_printf (_("%d (player %d)"), p->quarter, p->player + 1);
  else if (p->quarter > 0)
    row->cells[COL_PLACE] = g_strdup_printf ("%d", p->quarter);
  else
    row->cells[COL_PLACE] = g_strdup_printf ("%d", p->sector);

  if (p->piece == NULL)
    row->cells[COL_SCATTER] = g_strdup ("—");
  else if (p->removed)
    /* TRANSLATORS: the scatter die showed the face that removes a piece */
    row->cells[COL_SCATTER] = g_strdup_printf (_("removed (rolled %d)"), p->scatter_raw);
  else if (p->scatter_uw > 0)
    /* TRANSLATORS: a scatter: "2 UW at 135°" (UW: unit widths; angles clockwise from player two's edge) */
    row->cells[COL_SCATTER] = g_strdup_printf (_("%d UW at %d°"), p->scatter_uw, p->scatter_angle);
  else
    row->cells[COL_SCATTER] = g_strdup ("—");

  if (p->table_roll > 0 && qm != NULL && p->n_options > 1)
    {
      const MusterQuarterResult *r = muster_quarter_method_lookup (qm, p->table_roll);
      g_autoptr(GString) options = g_string_new (NULL);

      for (guint i = 0; r != NULL && i < r->options->len; i++)
        {
          const MusterPiece *option = g_ptr_array_index (r->options, i);

          g_string_append_printf (options, "%s%s", i > 0 ? ", " : "", muster_text_get (&option->name));
        }
      /* TRANSLATORS: a quarter roll whose row offers a choice:
       * "2d6 = 5, one of: Village, Vineyard, Bocage" */
      g_ptr_array_add (notes, g_strdup_printf (_("%s = %d, one of: %s"), qm->roll_dice, p->table_roll,
                                               options->str));
    }
  else if (p->table_roll > 0 && qm != NULL)
    g_ptr_array_add (notes, g_strdup_printf ("%s = %d", qm->roll_dice, p->table_roll));
  if (p->crosses)
    g_ptr_array_add (notes, g_strdup (_("crosses the table")));
  else if (p->edge)
    g_ptr_array_add (notes, g_strdup (_("touches a table edge")));
  if (p->moved)
    g_ptr_array_add (notes, g_strdup (_("placed by hand")));
  if (notes->len > 0)
    {
      g_ptr_array_add (notes, NULL);
      row->notes = g_strjoinv ("; ", (char **) notes->pdata);
    }
}

typedef struct
{
  int page;                 /* 0-based */
  double y;
  double height;
  int column;               /* log lines: 0 or 1 */
} Slot;

typedef struct
{
  MusterPrintCtx *ctx;
  MusterTerrain *terrain;
  double page_w, page_h;
  double x0, top, bottom, width;
  char *title;
  char *info;
  char *running;            /* the header of the following pages */
  double title_h, info_h, running_h;
  double map_y, map_h;
  double legend_x[N_COLS], legend_w[N_COLS];
  double header_h;          /* the legend's header row */
  GArray *legend;           /* of Slot, by piece */
  GArray *log_text;         /* of char* */
  GArray *log_grey;         /* of gboolean: rolls set aside */
  GArray *log;              /* of Slot */
  gboolean log_two_columns;
  double log_column_w;
  int n_pages;
} Plan;

static void
plan_free (Plan *plan)
{
  g_clear_object (&plan->terrain);
    g_free (plan->title);
  g_free (plan->info);
  g_free (plan->running);
  g_clear_pointer (&plan->legend, g_array_unref);
  if (plan->log_text != NULL)
    for (guint i = 0; i < plan->log_text->len; i++)
      g_free (g_array_index (plan->log_text, char *, i));
  g_clear_pointer (&plan->log_text, g_array_unref);
  g_clear_pointer (&plan->log_grey, g_array_unref);
  g_clear_pointer (&plan->log, g_array_unref);
  g_free (plan);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Plan, plan_free)

static char *
sheet_title (MusterTerrain *terrain)
{
  MusterSystem *system = muster_terrain_get_system (terrain);

  /* TRANSLATORS: the terrain sheet's title: "Terrain — Clouds of Smoke" */
  return g_strdup_printf (_("Terrain — %s"), muster_text_get (muster_system_get_name (system)));
}

static char *
sheet_info (MusterTerrain *terrain, gboolean short_form)
{
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (muster_terrain_get_system (terrain));
  const char *unit = muster_print_unit_label (muster_terrain_get_unit (terrain));
  MusterBidding *bidding = (MusterBidding *) muster_terrain_get_bidding (terrain);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *w = muster_map_format_length (params->width);
  g_autofree char *d = muster_map_format_length (params->depth);
  char seed[32];

  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, params->seed);
  g_ptr_array_add (parts, g_strdup (params->method == MUSTER_TERRAIN_QUARTERS ? _("Quarter method")
                                                                               : _("Sector method")));
  /* TRANSLATORS: the seed of the dice: "seed 7" */
  g_ptr_array_add (parts, g_strdup_printf (_("seed %s"), seed));
  g_ptr_array_add (parts, g_strdup (muster_terrain_get_rng_name (terrain)));
  if (short_form)
    goto done;
  /* TRANSLATORS: the table's size: "table 120 × 90 cm" */
  g_ptr_array_add (parts, g_strdup_printf (_("table %s × %s %s"), w, d, unit));
  if (params->method == MUSTER_TERRAIN_QUARTERS)
    {
      g_autofree char *uw = muster_map_format_length (params->uw);

      if (qm != NULL && qm->uw_sample)
        /* TRANSLATORS: the unit width, an invented sample value: "UW 6 cm (sample)" */
        g_ptr_array_add (parts, g_strdup_printf (_("UW %s %s (sample)"), uw, unit));
      else
        /* TRANSLATORS: the unit width: "UW 6 cm" */
        g_ptr_array_add (parts, g_strdup_printf (_("UW %s %s"), uw, unit));
    }
  else
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d piece", "%d pieces",
                                                          params->pieces),
                                             params->pieces));
  if (bidding != NULL && muster_bidding_get_state (bidding) == MUSTER_BIDDING_DONE)
    g_ptr_array_add (parts, g_strdup_printf (_("player %d defends"),
                                             muster_bidding_get_defender (bidding) + 1));
done:
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

static double
legend_row_height (Plan *plan, const LegendRow *row)
{
  double h = 0;

  for (int c = 0; c < N_COLS; c++)
    {
      double cell;

      if (plan->legend_w[c] <= 0)
        continue;
      cell = sheet_measure (plan->ctx, row->cells[c], FONT_CELL, plan->legend_w[c] - 2 * CELL_PAD);
      if (c == COL_PIECE && row->notes != NULL)
        cell += sheet_measure (plan->ctx, row->notes, FONT_NOTE, plan->legend_w[c] - 2 * CELL_PAD);
      h = MAX (h, cell);
    }
  return h + 2 * CELL_PAD;
}

static const char *
legend_header (MusterTerrain *terrain, int column)
{
  gboolean quarters = muster_terrain_get_params (terrain)->method == MUSTER_TERRAIN_QUARTERS;

  switch (column)
    {
    /* TRANSLATORS: the legend's column of piece numbers */
    case COL_NUMBER: return C_("legend", "No.");
    case COL_PIECE: return C_("legend", "Piece");
    case COL_VARIANTS: return C_("legend", "Variants");
    case COL_PLACE: return quarters ? C_("legend", "Quarter") : C_("legend", "Sector");
    default: return C_("legend", "Scatter");
    }
}

/* The legend's columns: a share of the width each, widened to their
 * longest word where the page allows (muster_column_widths). */
static void
legend_columns (MusterTerrain *terrain, MusterPrintCtx *ctx, double width, double *x, double *w)
{
  gboolean quarters = muster_terrain_get_params (terrain)->method == MUSTER_TERRAIN_QUARTERS;
  const double sectors_share[N_COLS] = { 0.06, 0.30, 0.50, 0.14, 0 };
  const double quarters_share[N_COLS] = { 0.06, 0.30, 0.22, 0.18, 0.24 };
  /* no piece has variants: no empty column for them */
  const double plain_share[N_COLS] = { 0.06, 0.46, 0, 0.22, 0.26 };
  const double *share = sectors_share;
  double min[N_COLS] = { 0 }, max[N_COLS] = { 0 };
  gboolean variants = FALSE;
  double at = 0;

  for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
    variants |= muster_terrain_get_piece (terrain, i)->n_variants > 0;
  if (quarters)
    share = variants ? quarters_share : plain_share;

  for (int c = 0; c < N_COLS; c++)
    if (share[c] > 0)
      muster_cell_wants (ctx, legend_header (terrain, c), FONT_HEAD, CELL_PAD, &min[c], &max[c]);
  for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
    {
      LegendRow row;

      legend_row (terrain, i, &row);
      for (int c = 0; c < N_COLS; c++)
        if (share[c] > 0)
          muster_cell_wants (ctx, row.cells[c], c == COL_NUMBER ? FONT_HEAD : FONT_CELL, CELL_PAD,
                             &min[c], &max[c]);
      muster_cell_wants (ctx, row.notes, FONT_NOTE, CELL_PAD, &min[COL_PIECE], &max[COL_PIECE]);
      legend_row_clear (&row);
    }
  muster_column_widths (share, min, max, N_COLS, width, w);
  for (int c = 0; c < N_COLS; c++)
    {
      x[c] = at;
      at += w[c];
    }
}

static Plan *
plan_sheet (MusterTerrain *terrain, MusterPrintCtx *ctx)
{
  g_autoptr(Plan) plan = g_new0 (Plan, 1);
  guint n = muster_terrain_get_n_pieces (terrain);
  const MusterBidding *bidding = muster_terrain_get_bidding (terrain);
  GArray *logs[2] = { bidding != NULL ? muster_bidding_get_log ((MusterBidding *) bidding) : NULL,
                      muster_terrain_get_log (terrain) };
  double y, room, legend_h = 0, ideal, first_page;
  int page = 0, column = 0;
  double log_top = 0;

  plan->ctx = ctx;
  plan->terrain = g_object_ref (terrain);
  plan->page_w = ctx->page_width;
  plan->page_h = ctx->page_height;
  plan->x0 = ctx->area.x;
  plan->top = ctx->area.y;
  plan->width = ctx->area.width;
  /* the page number sits in the last line above the bottom margin */
  plan->bottom = ctx->area.y + ctx->area.height - 14;
  plan->title = sheet_title (terrain);
  plan->info = sheet_info (terrain, FALSE);
  {
    g_autofree char *short_info = sheet_info (terrain, TRUE);
    plan->running = g_strdup_printf ("%s · %s", plan->title, short_info);
  }
  plan->title_h = sheet_measure (plan->ctx, plan->title, FONT_TITLE, plan->width);
  plan->info_h = sheet_measure (plan->ctx, plan->info, FONT_INFO, plan->width);
  plan->running_h = sheet_measure (plan->ctx, plan->running, FONT_SMALL, plan->width) + 8;

  /* the legend */
  legend_columns (terrain, ctx, plan->width, plan->legend_x, plan->legend_w);
  plan->header_h = 0;
  for (int c = 0; c < N_COLS; c++)
    if (plan->legend_w[c] > 0)
      plan->header_h = MAX (plan->header_h,
                            sheet_measure (plan->ctx, legend_header (terrain, c), FONT_HEAD,
                                           plan->legend_w[c] - 2 * CELL_PAD));
  plan->header_h += 2 * CELL_PAD;
  plan->legend = g_array_sized_new (FALSE, TRUE, sizeof (Slot), n);
  for (guint i = 0; i < n; i++)
    {
      LegendRow row;
      Slot slot = { 0 };

      legend_row (terrain, i, &row);
      slot.height = legend_row_height (plan, &row);
      legend_row_clear (&row);
      legend_h += slot.height;
      g_array_append_val (plan->legend, slot);
    }
  if (n > 0)
    legend_h += plan->header_h;

  /* the map: as large as the width allows, leaving room for the legend, but
   * never less than two fifths of the page */
  plan->map_y = plan->top + plan->title_h + 4 + plan->info_h + 10;
  first_page = plan->bottom - plan->map_y;
  ideal = muster_map_height_for (terrain, plan->width);
  room = first_page - (n > 0 ? legend_h + 12 : 0);
  plan->map_h = MIN (ideal, MAX (room, first_page * 0.4));
  plan->map_h = MIN (plan->map_h, first_page);

  /* legend rows flow down page 1, then on to further pages */
  y = plan->map_y + plan->map_h + 12 + plan->header_h;
  for (guint i = 0; i < n; i++)
    {
      Slot *slot = &g_array_index (plan->legend, Slot, i);

      if (y + slot->height > plan->bottom && y > plan->top + plan->running_h + plan->header_h + 0.5)
        {
          page++;
          y = plan->top + plan->running_h + plan->header_h;
        }
      slot->page = page;
      slot->y = y;
      y += slot->height;
    }

  /* the dice log, on pages of its own */
  plan->log_text = g_array_new (FALSE, FALSE, sizeof (char *));
  plan->log_grey = g_array_new (FALSE, FALSE, sizeof (gboolean));
  for (int l = 0; l < 2; l++)
    for (guint i = 0; logs[l] != NULL && i < logs[l]->len; i++)
      {
        const MusterRoll *roll = &g_array_index (logs[l], MusterRoll, i);
        g_autofree char *text = muster_roll_describe (roll);
        char *line = g_strdup_printf ("%u. %s", plan->log_text->len + 1, text);
        gboolean grey = roll->rerolled != MUSTER_REROLL_NONE;

        g_array_append_val (plan->log_text, line);
        g_array_append_val (plan->log_grey, grey);
      }
  plan->log = g_array_sized_new (FALSE, TRUE, sizeof (Slot), plan->log_text->len);
  if (plan->log_text->len > 0)
    {
      double full = 0;

      page++;
      log_top = plan->top + plan->running_h
                + sheet_measure (plan->ctx, _("Dice log"), FONT_LOG_H, plan->width) + 6;
      y = log_top;
      /* one column across the page while the log fits on it; two beyond */
      for (guint i = 0; i < plan->log_text->len && log_top + full <= plan->bottom; i++)
        full += sheet_measure (plan->ctx, g_array_index (plan->log_text, char *, i), FONT_LOG,
                               plan->width) + 1.5;
      plan->log_two_columns = log_top + full > plan->bottom;
    }
  plan->log_column_w = plan->log_two_columns ? (plan->width - COLUMN_GAP) / 2 : plan->width;
  for (guint i = 0; i < plan->log_text->len; i++)
    {
      Slot slot = { 0 };

      slot.height = sheet_measure (plan->ctx, g_array_index (plan->log_text, char *, i), FONT_LOG,
                                   plan->log_column_w) + 1.5;
      if (y + slot.height > plan->bottom && y > log_top + 0.5)
        {
          if (plan->log_two_columns && column == 0)
            column = 1;
          else
            {
              column = 0;
              page++;
            }
          y = log_top;
        }
      slot.page = page;
      slot.column = column;
      slot.y = y;
      y += slot.height;
      g_array_append_val (plan->log, slot);
    }
  plan->n_pages = page + 1;
  return g_steal_pointer (&plan);
}

static void
draw_legend_header (cairo_t *cr, Plan *plan, MusterTerrain *terrain, double y)
{
  cairo_rectangle (cr, plan->x0, y, plan->width, plan->header_h);
  muster_set_rgb (cr, 0xe4e0c6);
  cairo_fill (cr);
  for (int c = 0; c < N_COLS; c++)
    if (plan->legend_w[c] > 0)
      sheet_text (cr, plan->ctx, legend_header (terrain, c), FONT_HEAD,
                  plan->x0 + plan->legend_x[c] + CELL_PAD, y + CELL_PAD,
                  plan->legend_w[c] - 2 * CELL_PAD, PANGO_ALIGN_LEFT, C_INK);
  cairo_move_to (cr, plan->x0, y + plan->header_h);
  cairo_rel_line_to (cr, plan->width, 0);
  muster_set_rgb (cr, C_BORDER);
  cairo_set_line_width (cr, 0.8);
  cairo_stroke (cr);
}

static void
draw_legend_row (cairo_t *cr, Plan *plan, MusterTerrain *terrain, guint index, const Slot *slot)
{
  LegendRow row;
  MusterRgb ink;

  legend_row (terrain, index, &row);
  ink = row.nothing || row.removed ? 0x77746a : C_INK;
  if (index % 2 == 1)
    {
      cairo_rectangle (cr, plan->x0, slot->y, plan->width, slot->height);
      muster_set_rgb (cr, 0xf3f1e6);
      cairo_fill (cr);
    }
  for (int c = 0; c < N_COLS; c++)
    {
      double x = plan->x0 + plan->legend_x[c] + CELL_PAD, w = plan->legend_w[c] - 2 * CELL_PAD;
      double h;

      if (plan->legend_w[c] <= 0)
        continue;
      h = sheet_text (cr, plan->ctx, row.cells[c], c == COL_NUMBER ? FONT_HEAD : FONT_CELL,
                      x, slot->y + CELL_PAD, w, PANGO_ALIGN_LEFT,
                      c == COL_SCATTER && row.removed ? C_ARROW : ink);
      if (c == COL_PIECE && row.notes != NULL)
        sheet_text (cr, plan->ctx, row.notes, FONT_NOTE, x, slot->y + CELL_PAD + h, w,
                    PANGO_ALIGN_LEFT, 0x5d5a50);
    }
  cairo_move_to (cr, plan->x0, slot->y + slot->height);
  cairo_rel_line_to (cr, plan->width, 0);
  muster_set_rgb (cr, 0xcfcab0);
  cairo_set_line_width (cr, 0.4);
  cairo_stroke (cr);
  legend_row_clear (&row);
}

static void
draw_running_header (cairo_t *cr, Plan *plan)
{
  double h = sheet_text (cr, plan->ctx, plan->running, FONT_SMALL, plan->x0, plan->top,
                         plan->width, PANGO_ALIGN_LEFT, 0x5d5a50);

  cairo_move_to (cr, plan->x0, plan->top + h + 3);
  cairo_rel_line_to (cr, plan->width, 0);
  muster_set_rgb (cr, 0xcfcab0);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
}

static void
terrain_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  Plan *plan = data;
  MusterTerrain *terrain = plan->terrain;
  gboolean header_drawn = FALSE;
  gboolean log_heading = FALSE;

  cairo_save (cr);
  if (page == 0)
    {
      MusterMapStyle style;

      sheet_text (cr, plan->ctx, plan->title, FONT_TITLE, plan->x0, plan->top, plan->width,
                  PANGO_ALIGN_LEFT, C_INK);
      sheet_text (cr, plan->ctx, plan->info, FONT_INFO, plan->x0, plan->top + plan->title_h + 4,
                  plan->width, PANGO_ALIGN_LEFT, 0x4a4840);
      muster_map_style_init (&style);
      cairo_save (cr);
      cairo_translate (cr, plan->x0, plan->map_y);
      muster_map_draw (cr, terrain, &style, plan->width, plan->map_h);
      cairo_restore (cr);
    }
  else
    draw_running_header (cr, plan);

  for (guint i = 0; i < plan->legend->len; i++)
    {
      const Slot *slot = &g_array_index (plan->legend, Slot, i);

      if (slot->page != page)
        continue;
      if (!header_drawn)
        {
          draw_legend_header (cr, plan, terrain, slot->y - plan->header_h);
          header_drawn = TRUE;
        }
      draw_legend_row (cr, plan, terrain, i, slot);
    }

  for (guint i = 0; i < plan->log->len; i++)
    {
      const Slot *slot = &g_array_index (plan->log, Slot, i);
      double x;

      if (slot->page != page)
        continue;
      if (!log_heading)
        {
          g_autofree char *heading = i == 0 ? g_strdup (_("Dice log"))
                                            /* TRANSLATORS: the dice log's heading on its later pages */
                                            : g_strdup (_("Dice log (continued)"));

          sheet_text (cr, plan->ctx, heading, FONT_LOG_H, plan->x0, plan->top + plan->running_h,
                      plan->width, PANGO_ALIGN_LEFT, C_INK);
          log_heading = TRUE;
        }
      x = plan->x0 + slot->column * (plan->log_column_w + COLUMN_GAP);
      sheet_text (cr, plan->ctx, g_array_index (plan->log_text, char *, i), FONT_LOG, x, slot->y,
                  plan->log_column_w, PANGO_ALIGN_LEFT,
                  g_array_index (plan->log_grey, gboolean, i) ? 0x8a877c : C_INK);
    }

  /* the page number */
  if (plan->n_pages > 1)
    {
      /* TRANSLATORS: the footer of a printed page: "Page 2 of 3" */
      g_autofree char *footer = g_strdup_printf (_("Page %d of %d"), page + 1, plan->n_pages);

      sheet_text (cr, plan->ctx, footer, FONT_SMALL, plan->x0, plan->bottom + 4, plan->width,
                  PANGO_ALIGN_CENTER, 0x5d5a50);
    }
  cairo_restore (cr);
}

/* ---- the class ---- */

static const char *
terrain_title (void)
{
  return _("Terrain sheet");
}

static gboolean
terrain_applies (GObject *document)
{
  return MUSTER_IS_TERRAIN (document);
}

static gpointer
terrain_layout (GObject                  *document,
                const MusterSheetOptions *options,
                MusterPrintCtx           *ctx,
                GError                  **error)
{
  return plan_sheet (MUSTER_TERRAIN (document), ctx);
}

static int
terrain_n_pages (gpointer plan)
{
  return ((Plan *) plan)->n_pages;
}

const MusterSheetClass muster_sheet_terrain = {
  .id = "terrain",
  .title = terrain_title,
  .margin = SHEET_MARGIN,
  .applies = terrain_applies,
  .layout = terrain_layout,
  .n_pages = terrain_n_pages,
  .draw = terrain_draw,
  .free = (void (*) (gpointer)) plan_free,
};
