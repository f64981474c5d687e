/* muster-tiling.h: a region drawn at true scale across as many pages as it
 * needs: tiles that overlap by a strip to glue under the next sheet, cut
 * lines, registration marks, sheet labels (A1, B1, A2 …) and a 10 cm
 * calibration ruler on every page. The table map and the piece templates
 * stand on it.
 */
#pragma once

#include "muster-layout.h"

G_BEGIN_DECLS

#define MUSTER_TILE_OVERLAP MUSTER_MM (10)

/* Draws the region with its top left corner at the origin, one unit a
 * point. */
typedef void (*MusterTileDraw) (cairo_t *cr,
                                gpointer data);

typedef struct
{
  double region_width;          /* points */
  double region_height;
  MusterBox content;            /* where a tile's part of the region goes */
  double step_x;                /* how far the next column or row moves on */
  double step_y;
  int columns;
  int rows;
  char *title;                  /* what every tile's heading says */
  double heading_height;        /* the heading band of a tile */
} MusterTiling;

/* The tiles of a region of @width x @height points on the pages of @ctx,
 * below a heading band that says @title and above the ruler's band. */
void     muster_tiling_init        (MusterTiling       *tiling,
                                    MusterPrintCtx     *ctx,
                                    const char         *title,
                                    double              width,
                                    double              height);
void     muster_tiling_clear       (MusterTiling       *tiling);
int      muster_tiling_n_tiles     (const MusterTiling *tiling);
/* "A1": the column's letter and the row's number (AA after Z). */
char    *muster_tiling_label       (int                 column,
                                    int                 row);
/* Draws tile @tile (row by row) of the region: its part of the region,
 * the strips that go under its neighbours, cut lines on the edges that go
 * over them, registration marks, its label with @title and where it lies
 * among the others, and the ruler. */
void     muster_tiling_draw_tile   (const MusterTiling *tiling,
                                    MusterPrintCtx     *ctx,
                                    cairo_t            *cr,
                                    int                 tile,
                                    MusterTileDraw      draw,
                                    gpointer            data);
/* The heading of a true-scale page: @label large, @text under it; returns
 * its height. With @cr NULL it only measures. */
double   muster_tiling_draw_heading (MusterPrintCtx    *ctx,
                                    cairo_t            *cr,
                                    const char         *label,
                                    const char         *text);
/* The band at the foot of every true-scale page: a ruler of 10 cm with
 * millimetre ticks and how to check it and print at 100 %. */
void     muster_tiling_draw_ruler  (MusterPrintCtx     *ctx,
                                    cairo_t            *cr);
/* The height of the ruler's band. */
double   muster_tiling_ruler_height   (void);

G_END_DECLS
