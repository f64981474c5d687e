/* muster-map-private.h: what the map renderer's files share: its colours,
 * the geometry of a map in its box (Map), its text, the piece symbols that
 * muster-map-symbols.c draws and the numbers and names that
 * muster-map-labels.c places for muster-map.c.
 */
#pragma once

#include <pango/pangocairo.h>

#include "muster-map.h"

G_BEGIN_DECLS

/* ---- colours ---- */

typedef guint32 Rgb;   /* 0xRRGGBB */

#define C_TABLE       0xebe7cb  /* parchment with a touch of olive */
#define C_BORDER      0x5f5a3c
#define C_GRID        0x6a6545
#define C_EDGE_TEXT   0x4a4630
#define C_INK         0x2b2a26
#define C_HILL        0xdcc28c
#define C_HILL_LINE   0x8a6236
#define C_WOOD        0xb6d197
#define C_WOOD_LINE   0x4d7a3c
#define C_TREE        0x8dba70
#define C_TREE_LINE   0x3c6a2e
#define C_WATER       0xa9d0ea
#define C_WATER_LINE  0x3b7bb8
#define C_ROUGH       0xe6d4a7
#define C_ROUGH_LINE  0x8e7647
#define C_VILLAGE     0xe6dcc6
#define C_HOUSE       0xb35a48
#define C_HOUSE_LINE  0x5e2c24
#define C_FIELD       0xe9dc9a
#define C_FIELD_LINE  0xa58a48
#define C_VINEYARD    0xd5e0a4  /* greener than a field: the rows of vines */
#define C_VINE        0x4f6f2a
#define C_GRAPE       0x6a3d6e
#define C_ROCK        0xbab6ae
#define C_ROCK_LINE   0x57544f
#define C_DITCH       0xcdb089
#define C_DITCH_LINE  0x6e4a28
#define C_ROAD        0xcdc7b8
#define C_ROAD_LINE   0x857e70
#define C_FORT        0xd9d5cc
#define C_FORT_LINE   0x37342f
#define C_CELL        0xf4f1e4
#define C_CELL_LINE   0x8a8570
#define C_ARROW       0xb3261e
#define C_SELECT      0x1c71d8

static inline void
set_rgba (cairo_t *cr, Rgb c, double alpha)
{
  cairo_set_source_rgba (cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0,
                         (c & 0xff) / 255.0, alpha);
}

static inline void
set_rgb (cairo_t *cr, Rgb c)
{
  set_rgba (cr, c, 1.0);
}

/* ---- the map's geometry ---- */

typedef struct
{
  double scale;         /* box units per table unit */
  double ox, oy;        /* the box position of the table's far left corner */
  double tw, td;        /* the table, table units */
  double font;          /* the base text size, box units */
  double line;          /* the base line width */
} Map;

static inline void
table_to_box (const Map *m, double tx, double ty, double *bx, double *by)
{
  *bx = m->ox + tx * m->scale;
  *by = m->oy + (m->td - ty) * m->scale;
}

/* The geometry of a table of @table_width x @table_depth units in a box of
 * @width x @height, margins for its edges' names and scale included. */
void   muster_map_geometry        (double          table_width,
                                   double          table_depth,
                                   double          width,
                                   double          height,
                                   Map            *m);
/* The height of a box of @width that such a table fills. */
double muster_map_height_for_table (double         table_width,
                                   double          table_depth,
                                   double          width);
/* The scale bar under the table's right corner, in @unit. */
void   muster_map_draw_scale      (cairo_t        *cr,
                                   const Map      *m,
                                   const char     *unit);
/* @text with its (ax, ay) anchor (0..1 of its box) at (x, y) in @font of
 * @size box units, over a white halo when @halo > 0, wrapped at @wrap when
 * that is > 0; returns its height. */
double muster_map_text            (cairo_t        *cr,
                                   const char     *text,
                                   const char     *font,
                                   double          size,
                                   double          x,
                                   double          y,
                                   double          ax,
                                   double          ay,
                                   Rgb             colour,
                                   double          alpha,
                                   double          halo,
                                   double          wrap);

/* A new layout of @text in @font of @size box units, centred, wrapped at
 * @wrap when that is > 0. */
PangoLayout *muster_map_layout_text (cairo_t     *cr,
                                     const char  *text,
                                     const char  *font,
                                     double       size,
                                     double       wrap);
/* Shows a layout with its (ax, ay) anchor (0..1 of its box) at (x, y),
 * over a light halo when @halo > 0; returns the height used. */
double muster_map_show_layout     (cairo_t                  *cr,
                                   PangoLayout              *layout,
                                   double                    x,
                                   double                    y,
                                   double                    ax,
                                   double                    ay,
                                   Rgb                       colour,
                                   double                    alpha,
                                   double                    halo);
/* A small piece's number goes on its far left corner, else on its centre. */
gboolean muster_map_number_on_corner (const Map                *m,
                                      const MusterTerrainPiece *p);
void   muster_map_number_position (const Map                *m,
                                   const MusterTerrainPiece *p,
                                   double                   *x,
                                   double                   *y);
/* Where the numbers of the pieces in @order go, clear of each other: x and
 * y of piece i at 2i and 2i + 1. */
double *muster_map_place_numbers  (const Map                *m,
                                   MusterTerrain            *terrain,
                                   const GArray             *order);
/* The numbers, then the names of the pieces in @order (muster-map-labels.c). */
void   muster_map_draw_labels     (cairo_t                  *cr,
                                   const Map                *m,
                                   const MusterMapStyle     *style,
                                   MusterTerrain            *terrain,
                                   const GArray             *order,
                                   double                    width,
                                   double                    height);

/* A piece by its symbol, at its place, in its own frame. */
void muster_map_draw_piece     (cairo_t                  *cr,
                                const Map                *m,
                                const MusterTerrainPiece *p,
                                guint                     index);
/* The geometry of a map drawn at @scale box units per table unit with the
 * table's far left corner at the origin, its text and lines as large as
 * muster_map_draw() makes them for a box the table fills (the true-scale
 * sheets). */
void muster_map_compute_scaled (double                    table_width,
                                double                    table_depth,
                                double                    scale,
                                Map                      *m);
/* A piece's bounding box on the map, cut at the table's edges. */
void muster_map_piece_bounds   (const Map                *m,
                                const MusterTerrainPiece *p,
                                double                   *x0,
                                double                   *y0,
                                double                   *x1,
                                double                   *y1);
/* The highlight of the selected piece. */
void muster_map_draw_selection (cairo_t                  *cr,
                                const Map                *m,
                                const MusterTerrainPiece *p,
                                guint                     index);

G_END_DECLS
