/* muster-map.h: the terrain map, drawn with cairo the same way on screen,
 * on paper and in PDF: the table, its sectors or quarters, every piece by
 * its symbol with its number and name, scatter arrows, removed pieces
 * ghosted. The terrain page, the terrain sheet and the scenario share it.
 */
#pragma once

#include <cairo.h>

#include "muster-core.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean show_grid;           /* sectors or quarters with their numbers */
  gboolean show_names;          /* piece names beside their numbers */
  gboolean show_scatter;        /* arrows from where a piece was placed */
  gboolean show_ruler;          /* a scale bar in table units */
  int selected;                 /* a piece drawn highlighted; -1: none */
} MusterMapStyle;

void     muster_map_style_init       (MusterMapStyle *style);

/* The table's place inside a box of width x height (points or pixels):
 * scale (box units per table unit) and offset of the table's corner. */
void     muster_map_layout           (MusterTerrain  *terrain,
                                      double          width,
                                      double          height,
                                      double         *scale,
                                      double         *offset_x,
                                      double         *offset_y);
/* Draws the map into the box at the current origin. Table y grows away
 * from player one's edge, which is drawn at the bottom. */
void     muster_map_draw             (cairo_t              *cr,
                                      MusterTerrain        *terrain,
                                      const MusterMapStyle *style,
                                      double                width,
                                      double                height);
/* The piece under a point of the box, topmost first. */
gboolean muster_map_hit              (MusterTerrain  *terrain,
                                      double          width,
                                      double          height,
                                      double          x,
                                      double          y,
                                      guint          *piece);
/* Where each piece's number is drawn: clear of the other numbers. */
double  *muster_map_number_places    (MusterTerrain  *terrain,
                                      double          width,
                                      double          height,
                                      double         *radius);
/* Box coordinates to table coordinates. */
void     muster_map_to_table         (MusterTerrain  *terrain,
                                      double          width,
                                      double          height,
                                      double          x,
                                      double          y,
                                      double         *table_x,
                                      double         *table_y);

/* The short translated name of a table's unit ("cm", "mm", "in"), as the
 * map, the sheet and the terrain page show it. */
const char *muster_print_unit_label (const char *unit);

/* The side of a hill by its index (0: facing player one's edge, then
 * clockwise): "near", "right", "far", "left", translated. */
const char *muster_map_side_name     (int            side);

/* A length as the map and the sheets print it: whole numbers without
 * decimals, others with one. */
char       *muster_map_format_length (double v);

/* The height of a map box of @width that the table fills, its margins
 * for edge names and the scale included. */
double      muster_map_height_for    (MusterTerrain *terrain,
                                      double         width);

G_END_DECLS
