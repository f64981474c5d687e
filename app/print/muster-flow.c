/* muster-flow.c: the flow of a printed sheet: titles, headings, paragraphs
 * (plain or marked up), custom boxes and tables down the page and on to the
 * next, page breaks, a heading kept with what follows it, a table's header
 * repeated where it continues, a running head, a footer and page numbers;
 * where each block landed, for a table of contents.
 */
#include "config.h"

#include "muster-layout.h"
#include "muster-table-fit.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#define FONT_TITLE   MUSTER_FONT_TITLE
#define FONT_HEADING "Sans Bold 10.5"
#define FONT_RUNNING "Sans 7.5"
#define FONT_FOOTER  "Sans 6.5"
#define FONT_MARK    "Sans Bold 9"

typedef enum
{
  ITEM_TITLE,
  ITEM_HEADING,
  ITEM_TEXT,
  ITEM_GAP,
  ITEM_CUSTOM,
  ITEM_ROW,
  ITEM_BREAK,
} ItemKind;

typedef struct
{
  guint n_columns;
  double *shares;               /* the widths the sheet asks for */
  double *want_min;             /* the columns' widest words, or NULL: measured here */
  double *want_max;
  double *x;                    /* from the area's left edge */
  double *w;
  char **headers;               /* NULL: none */
  double header_h;
  guint n_rows;
  gboolean settled;             /* widths and row heights fit the rows */
} Table;

typedef struct
{
  ItemKind kind;
  char *text;
  char *font;
  gboolean markup;              /* ITEM_TEXT: text is Pango markup */
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
  gboolean title_page;          /* the first page has no foot */
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

  g_free (table->shares);
  g_free (table->want_min);
  g_free (table->want_max);
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
  flow->running_h = text != NULL ? muster_pango_height (flow->ctx, text, FONT_RUNNING, flow->ctx->area.width) + 8 : 0;
}

/* The footer wraps (a share code is long) in the three quarters of the
 * width left of the page number. */
void
muster_flow_set_footer (MusterFlow *flow, const char *text)
{
  g_free (flow->footer);
  flow->footer = g_strdup (text);
  flow->footer_h = text != NULL ? muster_pango_height (flow->ctx, text, FONT_FOOTER, flow->ctx->area.width * 0.75) : 0;
}

void
muster_flow_set_mark (MusterFlow *flow, const char *text)
{
  g_free (flow->mark);
  flow->mark = g_strdup (text);
  flow->mark_h = text != NULL ? muster_pango_height (flow->ctx, text, FONT_MARK, flow->ctx->area.width) + 6 : 0;
}

static Item *
add_text (MusterFlow *flow, ItemKind kind, const char *text, const char *font, double gap_after)
{
  Item *item = g_new0 (Item, 1);

  item->kind = kind;
  item->text = g_strdup (text != NULL ? text : "");
  item->font = g_strdup (font);
  item->height = muster_pango_height (flow->ctx, item->text, font, flow->ctx->area.width);
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
muster_flow_markup (MusterFlow *flow, const char *markup, const char *font)
{
  Item *item = add_text (flow, ITEM_TEXT, markup, font != NULL ? font : "Sans 8.5", 3);

  item->markup = TRUE;
  item->height = muster_markup_height (flow->ctx, item->text, font != NULL ? font : "Sans 8.5",
                                       flow->ctx->area.width);
}

void
muster_flow_page_break (MusterFlow *flow)
{
  Item *item = g_new0 (Item, 1);

  item->kind = ITEM_BREAK;
  g_ptr_array_add (flow->items, item);
}

void
muster_flow_set_title_page (MusterFlow *flow, gboolean title_page)
{
  flow->title_page = title_page;
}

guint
muster_flow_get_n_blocks (MusterFlow *flow)
{
  return flow->items->len;
}

int
muster_flow_get_block_page (MusterFlow *flow, guint block)
{
  g_return_val_if_fail (block < flow->items->len, 0);

  if (flow->n_pages == 0)
    muster_flow_paginate (flow);
  return ((Item *) g_ptr_array_index (flow->items, block))->page;
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
      h = MAX (h, muster_pango_height (flow->ctx, cells[c], font, table->w[c] - 2 * MUSTER_CELL_PAD));
  return h + 2 * MUSTER_CELL_PAD;
}

void
muster_flow_table (MusterFlow         *flow,
                   guint               n_columns,
                   const double       *shares,
                   const char * const *headers)
{
  Table *table = g_new0 (Table, 1);

  g_return_if_fail (n_columns > 0);

  table->n_columns = n_columns;
  table->shares = g_memdup2 (shares, n_columns * sizeof (double));
  table->x = g_new0 (double, n_columns);
  table->w = g_new0 (double, n_columns);
  if (headers != NULL)
    {
      table->headers = g_new0 (char *, n_columns + 1);
      for (guint c = 0; c < n_columns; c++)
        table->headers[c] = g_strdup (headers[c] != NULL ? headers[c] : "");
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
  table->settled = FALSE;
  item = g_new0 (Item, 1);
  item->kind = ITEM_ROW;
  item->table = table;
  item->row = table->n_rows++;
  item->cells = g_new0 (char *, table->n_columns + 1);
  for (guint c = 0; c < table->n_columns; c++)
    item->cells[c] = g_strdup (cells[c] != NULL ? cells[c] : "");
  g_ptr_array_add (flow->items, item);
}

void
muster_flow_table_wants (MusterFlow   *flow,
                         const double *min,
                         const double *max)
{
  Table *table;

  g_return_if_fail (flow->tables->len > 0);

  table = g_ptr_array_index (flow->tables, flow->tables->len - 1);
  g_free (table->want_min);
  g_free (table->want_max);
  table->want_min = g_memdup2 (min, table->n_columns * sizeof (double));
  table->want_max = g_memdup2 (max, table->n_columns * sizeof (double));
  table->settled = FALSE;
}

void
muster_flow_table_fitted (MusterFlow             *flow,
                          const MusterColumnWant *wants,
                          guint                   n,
                          const double           *shares,
                          const char * const     *headers)
{
  g_autofree double *min = g_new0 (double, n);
  g_autofree double *max = g_new0 (double, n);

  for (guint c = 0; c < n; c++)
    {
      min[c] = wants[c].min;
      max[c] = wants[c].max;
    }
  muster_flow_table (flow, n, shares, headers);
  muster_flow_table_wants (flow, min, max);
}

/* The table's columns as the sheet shares them out, each at least as wide
 * as its longest word where the page allows (muster_column_widths), and
 * the heights of its header and rows at those widths. */
static void
settle_table (MusterFlow *flow, Table *table)
{
  g_autofree double *min = g_new0 (double, table->n_columns);
  g_autofree double *max = g_new0 (double, table->n_columns);
  double at = 0;

  for (guint c = 0; table->want_min == NULL && table->headers != NULL && c < table->n_columns; c++)
    muster_cell_wants (flow->ctx, table->headers[c], MUSTER_FONT_HEAD, MUSTER_CELL_PAD, &min[c], &max[c]);
  for (guint i = 0; table->want_min == NULL && i < flow->items->len; i++)
    {
      Item *item = g_ptr_array_index (flow->items, i);

      if (item->kind == ITEM_ROW && item->table == table)
        for (guint c = 0; c < table->n_columns; c++)
          muster_cell_wants (flow->ctx, item->cells[c], MUSTER_FONT_CELL, MUSTER_CELL_PAD, &min[c], &max[c]);
    }
  if (table->want_min != NULL)
    {
      memcpy (min, table->want_min, table->n_columns * sizeof (double));
      memcpy (max, table->want_max, table->n_columns * sizeof (double));
    }
  muster_column_widths (table->shares, min, max, table->n_columns, flow->ctx->area.width, table->w);
  for (guint c = 0; c < table->n_columns; c++)
    {
      table->x[c] = at;
      at += table->w[c];
    }
  if (table->headers != NULL)
    table->header_h = row_height (flow, table, table->headers, MUSTER_FONT_HEAD);
  for (guint i = 0; i < flow->items->len; i++)
    {
      Item *item = g_ptr_array_index (flow->items, i);

      if (item->kind == ITEM_ROW && item->table == table)
        item->height = row_height (flow, table, item->cells, MUSTER_FONT_CELL);
    }
  table->settled = TRUE;
}

static void
settle_tables (MusterFlow *flow)
{
  for (guint t = 0; t < flow->tables->len; t++)
    {
      Table *table = g_ptr_array_index (flow->tables, t);

      if (!table->settled)
        settle_table (flow, table);
    }
}

guint
muster_flow_get_n_tables (MusterFlow *flow)
{
  return flow->tables->len;
}

double
muster_flow_get_column_width (MusterFlow *flow, guint table, guint column)
{
  Table *t;

  g_return_val_if_fail (table < flow->tables->len, 0);
  t = g_ptr_array_index (flow->tables, table);
  g_return_val_if_fail (column < t->n_columns, 0);
  settle_tables (flow);
  return t->w[column];
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

double
muster_flow_get_page_height (MusterFlow *flow)
{
  return page_bottom (flow) - page_top (flow, 1);
}

int
muster_flow_paginate (MusterFlow *flow)
{
  int page = 0;
  double y = page_top (flow, 0);
  double bottom = page_bottom (flow);

  settle_tables (flow);
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
      if (item->kind == ITEM_BREAK)
        {
          /* a break at the top of a page makes no empty page */
          if (y > page_top (flow, page) + 0.5)
            {
              page++;
              y = page_top (flow, page);
            }
          item->page = page;
          item->y = y;
          continue;
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
        muster_pango_box (ctx, cr, cells[c], font, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
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

      muster_pango_box (ctx, cr, flow->mark, FONT_MARK, &box, PANGO_ALIGN_LEFT, MUSTER_ALERT);
    }
  if (page > 0 && flow->running != NULL)
    {
      MusterBox box = { ctx->area.x, ctx->area.y + flow->mark_h, ctx->area.width, flow->running_h - 8 };
      double h = muster_pango_box (ctx, cr, flow->running, FONT_RUNNING, &box, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);

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
        case ITEM_TEXT:
          if (item->markup)
            {
              muster_markup_box (ctx, cr, item->text, item->font, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
              break;
            }
          G_GNUC_FALLTHROUGH;
        case ITEM_TITLE:
          muster_pango_box (ctx, cr, item->text, item->font, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
          break;
        case ITEM_HEADING:
          box.y += 6;
          box.height -= 6;
          muster_pango_box (ctx, cr, item->text, item->font, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
          break;
        case ITEM_GAP:
        case ITEM_BREAK:
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
  if (page > 0 || !flow->title_page)
    {
      double y = page_bottom (flow) + 4;
      MusterBox left = { ctx->area.x, y, ctx->area.width * 0.75, MAX (flow->footer_h, 10) };
      MusterBox right = { ctx->area.x + ctx->area.width * 0.75, y, ctx->area.width * 0.25, 10 };

      if (flow->footer != NULL)
        muster_pango_box (ctx, cr, flow->footer, FONT_FOOTER, &left, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
      if (flow->n_pages > 1)
        {
          /* TRANSLATORS: the footer of a printed page: "Page 2 of 3" */
          g_autofree char *number = g_strdup_printf (_("Page %d of %d"), page + 1, flow->n_pages);

          muster_pango_box (ctx, cr, number, FONT_RUNNING, &right, PANGO_ALIGN_RIGHT, MUSTER_INK_SOFT);
        }
    }
  cairo_restore (cr);
}
