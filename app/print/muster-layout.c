/* muster-layout.c: the layout toolkit of the printed sheets: the print
 * context, text blocks with an overflow report, the flow of headings,
 * paragraphs and tables over pages, and the card grid with cut marks and
 * mirrored duplex backs. Everything is in points.
 */
#include "config.h"

#include "muster-layout.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#define FONT_TITLE   "Sans Bold 15"
#define FONT_HEADING "Sans Bold 10.5"
#define FONT_RUNNING "Sans 7.5"
#define FONT_FOOTER  "Sans 6.5"
#define FONT_MARK    "Sans Bold 9"

#define MARK_LENGTH  MUSTER_MM (4)
#define MARK_GAP     MUSTER_MM (1.5)

/* ---- the context ---- */

void
muster_print_ctx_init (MusterPrintCtx   *ctx,
                       const MusterPage *page,
                       double            margin)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  cairo_font_options_t *options = cairo_font_options_create ();
  double left = MAX (margin, page->margin_left);
  double right = MAX (margin, page->margin_right);
  double top = MAX (margin, page->margin_top);
  double bottom = MAX (margin, page->margin_bottom);

  memset (ctx, 0, sizeof *ctx);
  /* one context of 72 units per inch, without hinting, so that a page
   * breaks in the same place on screen, on paper and in PDF */
  ctx->pango = pango_font_map_create_context (map);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (ctx->pango, options);
  cairo_font_options_destroy (options);
  pango_cairo_context_set_resolution (ctx->pango, 72);
  pango_context_set_round_glyph_positions (ctx->pango, FALSE);

  ctx->page_width = page->width;
  ctx->page_height = page->height;
  ctx->area.x = left;
  ctx->area.y = top;
  ctx->area.width = MAX (page->width - left - right, 1);
  ctx->area.height = MAX (page->height - top - bottom, 1);
}

void
muster_print_ctx_clear (MusterPrintCtx *ctx)
{
  g_clear_object (&ctx->pango);
}

void
muster_set_rgb (cairo_t *cr, MusterRgb c)
{
  cairo_set_source_rgb (cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0);
}

char *
muster_font (const char *family, double size)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup_printf ("%s %s", family, g_ascii_dtostr (buf, sizeof buf, size));
}

/* ---- text ---- */

PangoLayout *
muster_text_layout (MusterPrintCtx *ctx,
                    const char     *text,
                    const char     *font,
                    double          width,
                    PangoAlignment  align)
{
  PangoLayout *layout = pango_layout_new (ctx->pango);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

double
muster_text_height (MusterPrintCtx *ctx,
                    const char     *text,
                    const char     *font,
                    double          width)
{
  g_autoptr(PangoLayout) layout = muster_text_layout (ctx, text, font, width, PANGO_ALIGN_LEFT);

  return layout_height (layout);
}

double
muster_text_width (MusterPrintCtx *ctx,
                   const char     *text,
                   const char     *font)
{
  g_autoptr(PangoLayout) layout = muster_text_layout (ctx, text, font, 0, PANGO_ALIGN_LEFT);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

/* Whether a layout wrapped at the box's width fits its height, and no
 * line is wider than the box (a word longer than the line). */
static gboolean
layout_fits (PangoLayout *layout, const MusterBox *box)
{
  PangoRectangle ink, logical;

  pango_layout_get_extents (layout, &ink, &logical);
  return logical.height <= (box->height + 0.01) * PANGO_SCALE
         && logical.width <= (box->width + 0.01) * PANGO_SCALE;
}

double
muster_text_box (MusterPrintCtx  *ctx,
                 cairo_t         *cr,
                 const char      *text,
                 const char      *font,
                 const MusterBox *box,
                 PangoAlignment   align,
                 MusterRgb        colour)
{
  g_autoptr(PangoLayout) layout = muster_text_layout (ctx, text, font, box->width, align);
  double height;

  if (!layout_fits (layout, box))
    {
      /* cut after the last whole line that fits, ending in an ellipsis */
      pango_layout_set_height (layout, (int) (box->height * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      if (cr != NULL)
        ctx->overflow = TRUE;
    }
  height = MIN (layout_height (layout), box->height);
  if (cr != NULL)
    {
      cairo_save (cr);
      cairo_rectangle (cr, box->x - 0.5, box->y - 0.5, box->width + 1, box->height + 1);
      cairo_clip (cr);
      cairo_move_to (cr, box->x, box->y);
      muster_set_rgb (cr, colour);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
    }
  return height;
}

double
muster_text_fit_size (MusterPrintCtx  *ctx,
                      const char      *text,
                      const char      *family,
                      double           size,
                      double           min_size,
                      const MusterBox *box)
{
  for (double s = size; s >= min_size - 0.001; s -= 0.25)
    {
      g_autofree char *font = muster_font (family, s);
      g_autoptr(PangoLayout) layout = muster_text_layout (ctx, text, font, box->width, PANGO_ALIGN_LEFT);

      if (layout_fits (layout, box))
        return s;
    }
  return 0;
}

/* ---- the flow ---- */

typedef enum
{
  ITEM_TITLE,
  ITEM_HEADING,
  ITEM_TEXT,
  ITEM_GAP,
  ITEM_CUSTOM,
  ITEM_ROW,
} ItemKind;

typedef struct
{
  guint n_columns;
  double *x;                    /* from the area's left edge */
  double *w;
  char **headers;               /* NULL: none */
  double header_h;
  guint n_rows;
} Table;

typedef struct
{
  ItemKind kind;
  char *text;
  char *font;
  double height;
  double gap_after;
  MusterFlowDraw draw;
  gpointer data;
  GDestroyNotify destroy;
  Table *table;
  char **cells;
  guint row;                    /* its index in the table */
  /* placement */
  int page;
  double y;
  gboolean header_above;        /* the table's header row is drawn above it */
} Item;

struct _MusterFlow
{
  MusterPrintCtx *ctx;
  GPtrArray *items;             /* of Item* */
  GPtrArray *tables;            /* of Table* */
  char *running;
  char *footer;
  char *mark;
  double running_h;
  double footer_h;
  double mark_h;
  int n_pages;
};

static void
item_free (gpointer data)
{
  Item *item = data;

  g_free (item->text);
  g_free (item->font);
  g_strfreev (item->cells);
  if (item->destroy != NULL)
    item->destroy (item->data);
  g_free (item);
}

static void
table_free (gpointer data)
{
  Table *table = data;

  g_free (table->x);
  g_free (table->w);
  g_strfreev (table->headers);
  g_free (table);
}

MusterFlow *
muster_flow_new (MusterPrintCtx *ctx)
{
  MusterFlow *flow = g_new0 (MusterFlow, 1);

  flow->ctx = ctx;
  flow->items = g_ptr_array_new_with_free_func (item_free);
  flow->tables = g_ptr_array_new_with_free_func (table_free);
  return flow;
}

void
muster_flow_free (MusterFlow *flow)
{
  if (flow == NULL)
    return;
  g_ptr_array_unref (flow->items);
  g_ptr_array_unref (flow->tables);
  g_free (flow->running);
  g_free (flow->footer);
  g_free (flow->mark);
  g_free (flow);
}

void
muster_flow_set_running (MusterFlow *flow, const char *text)
{
  g_free (flow->running);
  flow->running = g_strdup (text);
  flow->running_h = text != NULL ? muster_text_height (flow->ctx, text, FONT_RUNNING, flow->ctx->area.width) + 8 : 0;
}

/* The footer wraps (a share code is long) in the three quarters of the
 * width left of the page number. */
void
muster_flow_set_footer (MusterFlow *flow, const char *text)
{
  g_free (flow->footer);
  flow->footer = g_strdup (text);
  flow->footer_h = text != NULL ? muster_text_height (flow->ctx, text, FONT_FOOTER, flow->ctx->area.width * 0.75) : 0;
}

void
muster_flow_set_mark (MusterFlow *flow, const char *text)
{
  g_free (flow->mark);
  flow->mark = g_strdup (text);
  flow->mark_h = text != NULL ? muster_text_height (flow->ctx, text, FONT_MARK, flow->ctx->area.width) + 6 : 0;
}

static Item *
add_text (MusterFlow *flow, ItemKind kind, const char *text, const char *font, double gap_after)
{
  Item *item = g_new0 (Item, 1);

  item->kind = kind;
  item->text = g_strdup (text != NULL ? text : "");
  item->font = g_strdup (font);
  item->height = muster_text_height (flow->ctx, item->text, font, flow->ctx->area.width);
  item->gap_after = gap_after;
  g_ptr_array_add (flow->items, item);
  return item;
}

void
muster_flow_title (MusterFlow *flow, const char *text)
{
  add_text (flow, ITEM_TITLE, text, FONT_TITLE, 4);
}

void
muster_flow_heading (MusterFlow *flow, const char *text)
{
  Item *item = add_text (flow, ITEM_HEADING, text, FONT_HEADING, 3);

  /* space above a heading, except at the top */
  item->height += 6;
}

void
muster_flow_paragraph (MusterFlow *flow, const char *text, const char *font)
{
  add_text (flow, ITEM_TEXT, text, font != NULL ? font : "Sans 8.5", 3);
}

void
muster_flow_gap (MusterFlow *flow, double height)
{
  Item *item = g_new0 (Item, 1);

  item->kind = ITEM_GAP;
  item->height = height;
  g_ptr_array_add (flow->items, item);
}

void
muster_flow_custom (MusterFlow     *flow,
                    double          height,
                    MusterFlowDraw  draw,
                    gpointer        data,
                    GDestroyNotify  destroy)
{
  Item *item = g_new0 (Item, 1);

  item->kind = ITEM_CUSTOM;
  item->height = height;
  item->gap_after = 4;
  item->draw = draw;
  item->data = data;
  item->destroy = destroy;
  g_ptr_array_add (flow->items, item);
}

static double
row_height (MusterFlow *flow, const Table *table, char * const *cells, const char *font)
{
  double h = 0;

  for (guint c = 0; c < table->n_columns; c++)
    if (cells[c] != NULL && cells[c][0] != '\0')
      h = MAX (h, muster_text_height (flow->ctx, cells[c], font, table->w[c] - 2 * MUSTER_CELL_PAD));
  return h + 2 * MUSTER_CELL_PAD;
}

void
muster_flow_table (MusterFlow         *flow,
                   guint               n_columns,
                   const double       *shares,
                   const char * const *headers)
{
  Table *table = g_new0 (Table, 1);
  double total = 0, at = 0;

  g_return_if_fail (n_columns > 0);

  table->n_columns = n_columns;
  table->x = g_new0 (double, n_columns);
  table->w = g_new0 (double, n_columns);
  for (guint c = 0; c < n_columns; c++)
    total += shares[c] > 0 ? shares[c] : 0;
  for (guint c = 0; c < n_columns; c++)
    {
      table->x[c] = at;
      table->w[c] = flow->ctx->area.width * (shares[c] > 0 ? shares[c] : 0) / MAX (total, 1e-6);
      at += table->w[c];
    }
  if (headers != NULL)
    {
      table->headers = g_new0 (char *, n_columns + 1);
      for (guint c = 0; c < n_columns; c++)
        table->headers[c] = g_strdup (headers[c] != NULL ? headers[c] : "");
      table->header_h = row_height (flow, table, table->headers, MUSTER_FONT_HEAD);
    }
  g_ptr_array_add (flow->tables, table);
}

void
muster_flow_row (MusterFlow         *flow,
                 const char * const *cells)
{
  Table *table;
  Item *item;

  g_return_if_fail (flow->tables->len > 0);

  table = g_ptr_array_index (flow->tables, flow->tables->len - 1);
  item = g_new0 (Item, 1);
  item->kind = ITEM_ROW;
  item->table = table;
  item->row = table->n_rows++;
  item->cells = g_new0 (char *, table->n_columns + 1);
  for (guint c = 0; c < table->n_columns; c++)
    item->cells[c] = g_strdup (cells[c] != NULL ? cells[c] : "");
  item->height = row_height (flow, table, item->cells, MUSTER_FONT_CELL);
  g_ptr_array_add (flow->items, item);
}

static double
page_top (MusterFlow *flow, int page)
{
  return flow->ctx->area.y + flow->mark_h + (page > 0 ? flow->running_h : 0);
}

static double
page_bottom (MusterFlow *flow)
{
  /* the footer and the page number sit below the last line */
  return flow->ctx->area.y + flow->ctx->area.height - MAX (flow->footer_h, 10) - 4;
}

/* The height an item needs where it starts: a row that opens its table on
 * a page carries the header above it. */
static double
item_need (MusterFlow *flow, guint i, int page, gboolean *header)
{
  Item *item = g_ptr_array_index (flow->items, i);
  double need = item->height;

  *header = FALSE;
  if (item->kind == ITEM_ROW && item->table->headers != NULL)
    {
      Item *prev = i > 0 ? g_ptr_array_index (flow->items, i - 1) : NULL;

      if (prev == NULL || prev->kind != ITEM_ROW || prev->table != item->table || prev->page != page)
        {
          *header = TRUE;
          need += item->table->header_h;
        }
    }
  return need;
}

int
muster_flow_paginate (MusterFlow *flow)
{
  int page = 0;
  double y = page_top (flow, 0);
  double bottom = page_bottom (flow);

  for (guint i = 0; i < flow->items->len; i++)
    {
      Item *item = g_ptr_array_index (flow->items, i);
      gboolean header;
      double need = item_need (flow, i, page, &header);

      /* a heading keeps with what follows it */
      if (item->kind == ITEM_HEADING && i + 1 < flow->items->len)
        {
          Item *next = g_ptr_array_index (flow->items, i + 1);

          need += item->gap_after + MIN (next->height + (next->kind == ITEM_ROW && next->table->headers != NULL
                                                         ? next->table->header_h : 0),
                                         bottom - page_top (flow, 1) - item->height);
        }
      if (item->kind == ITEM_GAP && y + need > bottom)
        {
          item->page = page;
          item->y = y;
          continue;
        }
      if (y + need > bottom + 0.01 && y > page_top (flow, page) + 0.5)
        {
          page++;
          y = page_top (flow, page);
          need = item_need (flow, i, page, &header);
        }
      item->page = page;
      item->header_above = header;
      if (header)
        y += item->table->header_h;
      /* a block taller than a whole page is cut there (and reported) */
      item->height = MIN (item->height, bottom - y);
      item->y = y;
      y += item->height + item->gap_after;
    }
  flow->n_pages = page + 1;
  return flow->n_pages;
}

static void
draw_rule (cairo_t *cr, double x, double y, double w, MusterRgb colour, double width)
{
  cairo_move_to (cr, x, y);
  cairo_rel_line_to (cr, w, 0);
  muster_set_rgb (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

static void
draw_cells (MusterFlow *flow, cairo_t *cr, const Table *table, char * const *cells, const char *font,
            double y, double height, MusterRgb background)
{
  MusterPrintCtx *ctx = flow->ctx;

  if (background != 0xffffff)
    {
      cairo_rectangle (cr, ctx->area.x, y, ctx->area.width, height);
      muster_set_rgb (cr, background);
      cairo_fill (cr);
    }
  for (guint c = 0; c < table->n_columns; c++)
    {
      MusterBox box = { ctx->area.x + table->x[c] + MUSTER_CELL_PAD, y + MUSTER_CELL_PAD,
                        table->w[c] - 2 * MUSTER_CELL_PAD, height - 2 * MUSTER_CELL_PAD };

      if (cells[c] != NULL && cells[c][0] != '\0')
        muster_text_box (ctx, cr, cells[c], font, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
    }
  draw_rule (cr, ctx->area.x, y + height, ctx->area.width, MUSTER_RULE, 0.4);
}

void
muster_flow_draw_page (MusterFlow *flow,
                       cairo_t    *cr,
                       int         page)
{
  MusterPrintCtx *ctx = flow->ctx;

  if (flow->n_pages == 0)
    muster_flow_paginate (flow);

  cairo_save (cr);
  if (flow->mark != NULL)
    {
      MusterBox box = { ctx->area.x, ctx->area.y, ctx->area.width, flow->mark_h };

      muster_text_box (ctx, cr, flow->mark, FONT_MARK, &box, PANGO_ALIGN_LEFT, MUSTER_ALERT);
    }
  if (page > 0 && flow->running != NULL)
    {
      MusterBox box = { ctx->area.x, ctx->area.y + flow->mark_h, ctx->area.width, flow->running_h - 8 };
      double h = muster_text_box (ctx, cr, flow->running, FONT_RUNNING, &box, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);

      draw_rule (cr, ctx->area.x, box.y + h + 3, ctx->area.width, MUSTER_RULE, 0.6);
    }

  for (guint i = 0; i < flow->items->len; i++)
    {
      Item *item = g_ptr_array_index (flow->items, i);
      MusterBox box = { ctx->area.x, item->y, ctx->area.width, item->height };

      if (item->page != page)
        continue;
      switch (item->kind)
        {
        case ITEM_TITLE:
        case ITEM_TEXT:
          muster_text_box (ctx, cr, item->text, item->font, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
          break;
        case ITEM_HEADING:
          box.y += 6;
          box.height -= 6;
          muster_text_box (ctx, cr, item->text, item->font, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
          break;
        case ITEM_GAP:
          break;
        case ITEM_CUSTOM:
          cairo_save (cr);
          item->draw (cr, ctx, &box, item->data);
          cairo_restore (cr);
          break;
        case ITEM_ROW:
          if (item->header_above)
            draw_cells (flow, cr, item->table, item->table->headers, MUSTER_FONT_HEAD,
                        item->y - item->table->header_h, item->table->header_h, MUSTER_TINT);
          draw_cells (flow, cr, item->table, item->cells, MUSTER_FONT_CELL, item->y, item->height,
                      item->row % 2 == 1 ? MUSTER_TINT_PALE : 0xffffff);
          break;
        }
    }

  /* the foot: the sheet's line and the page number */
  {
    double y = page_bottom (flow) + 4;
    MusterBox left = { ctx->area.x, y, ctx->area.width * 0.75, MAX (flow->footer_h, 10) };
    MusterBox right = { ctx->area.x + ctx->area.width * 0.75, y, ctx->area.width * 0.25, 10 };

    if (flow->footer != NULL)
      muster_text_box (ctx, cr, flow->footer, FONT_FOOTER, &left, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
    if (flow->n_pages > 1)
      {
        /* TRANSLATORS: the footer of a printed page: "Page 2 of 3" */
        g_autofree char *number = g_strdup_printf (_("Page %d of %d"), page + 1, flow->n_pages);

        muster_text_box (ctx, cr, number, FONT_RUNNING, &right, PANGO_ALIGN_RIGHT, MUSTER_INK_SOFT);
      }
  }
  cairo_restore (cr);
}

/* ---- cards ---- */

gboolean
muster_card_grid_init (MusterCardGrid  *grid,
                       MusterPrintCtx  *ctx,
                       double           width_mm,
                       double           height_mm,
                       double           gap_mm,
                       GError         **error)
{
  double room = MARK_LENGTH + MARK_GAP;
  double avail_w = ctx->area.width - 2 * room;
  double avail_h = ctx->area.height - 2 * room;
  double grid_w, grid_h, x0, y0;

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
  if (x0 < ctx->area.x + room || x0 + grid_w > ctx->area.x + ctx->area.width - room)
    x0 = ctx->area.x + room + (avail_w - grid_w) / 2;
  if (y0 < ctx->area.y + room || y0 + grid_h > ctx->area.y + ctx->area.height - room)
    y0 = ctx->area.y + room + (avail_h - grid_h) / 2;
  grid->x0 = x0;
  grid->y0 = y0;
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
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.3);
  for (int i = 0; i < n_x; i++)
    {
      cairo_move_to (cr, xs[i], top - MARK_GAP);
      cairo_rel_line_to (cr, 0, -MARK_LENGTH);
      cairo_move_to (cr, xs[i], bottom + MARK_GAP);
      cairo_rel_line_to (cr, 0, MARK_LENGTH);
    }
  for (int i = 0; i < n_y; i++)
    {
      cairo_move_to (cr, left - MARK_GAP, ys[i]);
      cairo_rel_line_to (cr, -MARK_LENGTH, 0);
      cairo_move_to (cr, right + MARK_GAP, ys[i]);
      cairo_rel_line_to (cr, MARK_LENGTH, 0);
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
