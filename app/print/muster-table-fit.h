/* muster-table-fit.h: tables sized by their contents before they go into
 * a flow (muster_flow_table): the rows are gathered first, then each
 * column gets the width its text needs where the page allows it.
 */
#pragma once

#include "muster-layout.h"

G_BEGIN_DECLS

typedef struct
{
  guint n_columns;
  char **headers;               /* NULL: no header row */
  GPtrArray *rows;              /* of char** (n_columns each) */
} MusterFitTable;

/* What a column wants, in points with its cell padding: its widest word,
 * the width that keeps a short header on one line, its widest line. */
typedef struct
{
  double min;
  double soft;
  double max;
} MusterColumnWant;

/* @headers: n_columns texts, or NULL for no header row. */
MusterFitTable *muster_fit_table_new     (guint                n_columns,
                                          const char * const  *headers);
void            muster_fit_table_free    (MusterFitTable      *table);
/* A row of n_columns texts (NULL: empty), copied. */
void            muster_fit_table_row     (MusterFitTable      *table,
                                          const char * const  *cells);
void            muster_fit_table_measure (MusterFitTable      *table,
                                          MusterPrintCtx      *ctx,
                                          MusterColumnWant    *wants);
/* The widest word of @text in @font (the narrowest it wraps to), points. */
double          muster_pango_widest_word (MusterPrintCtx      *ctx,
                                          const char          *text,
                                          const char          *font);
/* Widens @min and @max to what a cell of @text in @font wants with @pad
 * points of padding either side (and a point to spare against rounding):
 * its widest word and its line. */
void            muster_cell_wants        (MusterPrintCtx      *ctx,
                                          const char          *text,
                                          const char          *font,
                                          double               pad,
                                          double              *min,
                                          double              *max);
/* The widths of @n columns that share @width out by @shares (any positive
 * numbers), each widened to at least @min (its widest word, padded) where
 * the table can afford it: the width comes from the columns whose text
 * wraps anyway (wider than their share, @max), in proportion to their room
 * above their widest word, then from the others. Where the widest words
 * alone are wider than @width, the columns of short words keep theirs and
 * the widest are cut to one width. The widths add up to @width. */
void            muster_column_widths     (const double        *shares,
                                          const double        *min,
                                          const double        *max,
                                          guint                n,
                                          double               width,
                                          double              *widths);
/* Shares @width out among @n columns: each gets its widest line where all
 * fit (the last one what is left); else the narrow columns get theirs and
 * the wide ones split the rest in proportion to their widest lines, never
 * below their widest word. */
void            muster_column_shares     (const MusterColumnWant *wants,
                                          guint                n,
                                          double               width,
                                          double              *shares);
/* The columns in groups that each fit @width with room to read (a text
 * column gets a seventh of the width, or its widest line); column 0 leads
 * every group. A GPtrArray of GArray of guint. */
GPtrArray      *muster_column_groups     (const MusterColumnWant *wants,
                                          guint                n,
                                          double               width);
/* A table of @flow by @shares, whose columns want @wants (measured over
 * every row it will have): the flow keeps each at least its widest word
 * where the page allows, without measuring again. */
void            muster_flow_table_fitted (MusterFlow          *flow,
                                          const MusterColumnWant *wants,
                                          guint                n,
                                          const double        *shares,
                                          const char * const  *headers);
/* Adds @table to @flow with the widths its contents need, and frees it. */
void            muster_fit_table_emit    (MusterFitTable      *table,
                                          MusterFlow          *flow,
                                          MusterPrintCtx      *ctx);

G_END_DECLS
