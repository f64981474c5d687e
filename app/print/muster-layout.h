/* muster-layout.h: the layout toolkit the printed sheets share: a print
 * context (Pango at 72 units per inch, the page's content box, an overflow
 * report), text blocks that say when they do not fit their box, a flow of
 * headings, paragraphs and tables that continues on further pages with the
 * table header repeated, and a grid of cards in millimetres with cut marks
 * and duplex backs.
 */
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include "muster-sheet.h"

G_BEGIN_DECLS

typedef guint32 MusterRgb;      /* 0xRRGGBB */

#define MUSTER_INK       0x2b2a26
#define MUSTER_INK_SOFT  0x5d5a50
#define MUSTER_INK_PALE  0x8a877c
#define MUSTER_RULE      0xcfcab0
#define MUSTER_TINT      0xe4e0c6
#define MUSTER_TINT_PALE 0xf3f1e6
#define MUSTER_ALERT     0xb3261e

/* A flow table's cells: their fonts and padding (muster-table-fit.c sizes
 * columns with them). */
#define MUSTER_FONT_CELL "Sans 8"
#define MUSTER_FONT_HEAD "Sans Bold 8"
#define MUSTER_CELL_PAD  2.5
/* A flow's title (muster_flow_title), which is followed by 4 points. */
#define MUSTER_FONT_TITLE "Sans Bold 15"

typedef struct
{
  double x;
  double y;
  double width;
  double height;
} MusterBox;

typedef struct
{
  PangoContext *pango;
  double page_width;            /* points */
  double page_height;
  MusterBox area;               /* where the sheet draws: inside its margins */
  gboolean overflow;            /* some text did not fit its box */
} MusterPrintCtx;

/* The context of a page: content inside @margin points from the paper's
 * edge, or inside the printer's unprintable band where that is wider. */
void         muster_print_ctx_init   (MusterPrintCtx   *ctx,
                                      const MusterPage *page,
                                      double            margin);
void         muster_print_ctx_clear  (MusterPrintCtx   *ctx);

void         muster_set_rgb          (cairo_t          *cr,
                                      MusterRgb         colour);

/* Wraps @layout (its text and attributes set) at @width points: between
 * words, and a word longer than the line at its hyphenation points with a
 * hyphen shown (a code, such as a share code, with none). */
void         muster_layout_wrap      (PangoLayout      *layout,
                                      double            width);
/* A layout of @text in @font ("Sans Bold 9"), wrapped at @width (no wrap
 * when @width <= 0) as muster_layout_wrap() does. */
PangoLayout *muster_pango_layout     (MusterPrintCtx   *ctx,
                                      const char       *text,
                                      const char       *font,
                                      double            width,
                                      PangoAlignment    align);
double       muster_pango_height     (MusterPrintCtx   *ctx,
                                      const char       *text,
                                      const char       *font,
                                      double            width);
/* The widest line of @text unwrapped. */
double       muster_pango_width      (MusterPrintCtx   *ctx,
                                      const char       *text,
                                      const char       *font);

/* Draws @text wrapped into @box. Text that does not fit is cut after its
 * last whole line, ends in "…" and sets ctx->overflow. Returns the
 * height used. With @cr NULL it only measures. */
double       muster_pango_box        (MusterPrintCtx   *ctx,
                                      cairo_t          *cr,
                                      const char       *text,
                                      const char       *font,
                                      const MusterBox  *box,
                                      PangoAlignment    align,
                                      MusterRgb         colour);
/* The largest size from @size down to @min_size (in quarter points) at
 * which @text in @family ("Sans Bold") fits @box with every word whole,
 * else the largest at which it fits with a long word hyphenated; 0 when
 * none does. */
double       muster_pango_fit_size   (MusterPrintCtx   *ctx,
                                      const char       *text,
                                      const char       *family,
                                      double            size,
                                      double            min_size,
                                      const MusterBox  *box);
char        *muster_font             (const char       *family,
                                      double            size);
/* The same for Pango markup (<b>, <i>): the caller escapes its texts. */
double       muster_markup_height    (MusterPrintCtx   *ctx,
                                      const char       *markup,
                                      const char       *font,
                                      double            width);
double       muster_markup_box       (MusterPrintCtx   *ctx,
                                      cairo_t          *cr,
                                      const char       *markup,
                                      const char       *font,
                                      const MusterBox  *box,
                                      PangoAlignment    align,
                                      MusterRgb         colour);
double       muster_markup_fit_size  (MusterPrintCtx   *ctx,
                                      const char       *markup,
                                      const char       *family,
                                      double            size,
                                      double            min_size,
                                      const MusterBox  *box);

/* ---- the flow: blocks down the page, on to the next ---- */

typedef struct _MusterFlow MusterFlow;

typedef void (*MusterFlowDraw) (cairo_t        *cr,
                                MusterPrintCtx *ctx,
                                const MusterBox *box,
                                gpointer        data);

MusterFlow  *muster_flow_new         (MusterPrintCtx   *ctx);
void         muster_flow_free        (MusterFlow       *flow);
/* A line at the top of every page after the first. */
void         muster_flow_set_running (MusterFlow       *flow,
                                      const char       *text);
/* A line at the foot of every page, left of the page number. */
void         muster_flow_set_footer  (MusterFlow       *flow,
                                      const char       *text);
/* A warning in red at the top of every page ("Not valid"). */
void         muster_flow_set_mark    (MusterFlow       *flow,
                                      const char       *text);
void         muster_flow_title       (MusterFlow       *flow,
                                      const char       *text);
void         muster_flow_heading     (MusterFlow       *flow,
                                      const char       *text);
void         muster_flow_paragraph   (MusterFlow       *flow,
                                      const char       *text,
                                      const char       *font);
/* A paragraph of Pango markup (<b>, <i>): the caller escapes its texts. */
void         muster_flow_markup      (MusterFlow       *flow,
                                      const char       *markup,
                                      const char       *font);
void         muster_flow_gap         (MusterFlow       *flow,
                                      double            height);
/* What follows starts on a new page (none where it would start one anyway). */
void         muster_flow_page_break  (MusterFlow       *flow);
/* The first page is a title page: no footer, no page number. */
void         muster_flow_set_title_page (MusterFlow    *flow,
                                      gboolean          title_page);
/* The height a page after the first has for blocks (with the running
 * head, footer and mark set so far). */
double       muster_flow_get_page_height (MusterFlow   *flow);
/* The index the next block added will have. */
guint        muster_flow_get_n_blocks (MusterFlow      *flow);
/* The page (0-based) block @block lands on; paginates first if needed. */
int          muster_flow_get_block_page (MusterFlow    *flow,
                                      guint             block);
/* A box of @height drawn by @draw (a map, die slots). */
void         muster_flow_custom      (MusterFlow       *flow,
                                      double            height,
                                      MusterFlowDraw    draw,
                                      gpointer          data,
                                      GDestroyNotify    destroy);
/* A table: columns by their shares of the width (any positive numbers),
 * each widened to its longest word where the page allows it (taking the
 * width from columns whose text wraps), @headers (NULL: no header row)
 * repeated on each page it continues on. */
void         muster_flow_table       (MusterFlow       *flow,
                                      guint             n_columns,
                                      const double     *shares,
                                      const char * const *headers);
/* What the last table's columns want, as the caller measured them for all
 * the rows it will have (muster-table-fit.c): their widest words (@min)
 * and lines (@max), padded. Without it the flow measures the rows. */
void         muster_flow_table_wants (MusterFlow       *flow,
                                      const double     *min,
                                      const double     *max);
/* A row of the last table; @cells has n_columns texts (NULL: empty). */
void         muster_flow_row         (MusterFlow       *flow,
                                      const char * const *cells);
/* The flow's tables so far, and the width of a column of table @table
 * (0-based, in the order they were added) as it prints, in points. */
guint        muster_flow_get_n_tables (MusterFlow      *flow);
double       muster_flow_get_column_width (MusterFlow  *flow,
                                      guint             table,
                                      guint             column);
/* Lays the blocks out into pages; returns their number. */
int          muster_flow_paginate    (MusterFlow       *flow);
void         muster_flow_draw_page   (MusterFlow       *flow,
                                      cairo_t          *cr,
                                      int               page);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterFlow, muster_flow_free)

/* ---- cards ---- */

typedef struct
{
  double card_width;            /* points */
  double card_height;
  double gap;                   /* between cards */
  int columns;
  int rows;
  double x0;                    /* the grid's top left corner */
  double y0;
  double page_width;
  double page_height;
  double mark_gap;              /* cut marks: this far from the cards, */
  double mark_length;           /* this long (as the room beside them allows) */
} MusterCardGrid;

/* Draws card @card (-1: a back) into a box of @width x @height at the
 * origin, clipped to the card. */
typedef void (*MusterCardDraw) (cairo_t        *cr,
                                MusterPrintCtx *ctx,
                                int             card,
                                double          width,
                                double          height,
                                gpointer        data);

/* As many cards of @width_mm x @height_mm as fit the content area, centred,
 * @gap_mm apart, with room for cut marks outside them (at least 2.5 mm,
 * more where the paper leaves more); FALSE with an error when not even one
 * fits. */
gboolean     muster_card_grid_init   (MusterCardGrid   *grid,
                                      MusterPrintCtx   *ctx,
                                      double            width_mm,
                                      double            height_mm,
                                      double            gap_mm,
                                      GError          **error);
int          muster_card_grid_per_page (const MusterCardGrid *grid);
int          muster_card_grid_n_pages (const MusterCardGrid *grid,
                                      int               n_cards,
                                      MusterBacks       backs);
/* The top left corner of slot @slot on a face page, or on a back page
 * mirrored as the sheet turns over (@backs). */
void         muster_card_grid_slot   (const MusterCardGrid *grid,
                                      int               slot,
                                      MusterBacks       backs,
                                      gboolean          back,
                                      double           *x,
                                      double           *y);
/* Page @page of a deck of @n_cards: faces, then (unless @backs is NONE)
 * their backs on the following page. */
void         muster_card_grid_draw_page (const MusterCardGrid *grid,
                                      MusterPrintCtx   *ctx,
                                      cairo_t          *cr,
                                      int               page,
                                      int               n_cards,
                                      MusterBacks       backs,
                                      MusterCardDraw    draw,
                                      gpointer          data);

G_END_DECLS
