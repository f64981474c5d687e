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
/* Adds @table to @flow with the widths its contents need, and frees it. */
void            muster_fit_table_emit    (MusterFitTable      *table,
                                          MusterFlow          *flow,
                                          MusterPrintCtx      *ctx);

G_END_DECLS
