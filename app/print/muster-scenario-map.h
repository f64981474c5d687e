/* muster-scenario-map.h: a scenario's table drawn with cairo, the same on
 * screen (the scenario editor), on paper and in PDF: the grid map, the
 * deployment zones in their sides' colours, the terrain pieces by the map
 * renderer's symbols, camps, reserves' entry areas, objectives and
 * numbered column markers, the sides' names at their edges and a scale.
 */
#pragma once

#include <cairo.h>

#include "muster-core.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean show_names;          /* names of objectives, camps and zones */
  gboolean show_ruler;          /* a scale bar in table units */
  int selected;                 /* an item drawn highlighted; -1: none */
  guint hidden_kinds;           /* bit (1 << MusterItemKind): layers not drawn */
  int live_index;               /* an item drawn as @live_item (a drag under way); -1: none */
  const MusterScenarioItem *live_item;
  int skip;                     /* an item left out (drawn apart, over a cached table); -1: none */
  int only;                     /* draw this item alone, on a transparent box; -1: the whole map */
} MusterScenarioMapStyle;

void     muster_scenario_map_style_init (MusterScenarioMapStyle *style);

/* The table's place in a box of width x height: scale (box units per
 * table unit) and the box position of its far left corner. */
void     muster_scenario_map_layout     (MusterScenario               *scenario,
                                         double                        width,
                                         double                        height,
                                         double                       *scale,
                                         double                       *offset_x,
                                         double                       *offset_y);
void     muster_scenario_map_draw       (cairo_t                      *cr,
                                         MusterScenario               *scenario,
                                         const MusterScenarioMapStyle *style,
                                         double                        width,
                                         double                        height);
/* The same onto an image surface, translated by @dx, @dy: the same pixels,
 * drawn in bands at once, one for each processor (the screen's way; in
 * muster-scenario-map-image.c). */
void     muster_scenario_map_draw_image (cairo_surface_t              *image,
                                         double                        dx,
                                         double                        dy,
                                         MusterScenario               *scenario,
                                         const MusterScenarioMapStyle *style,
                                         double                        width,
                                         double                        height);
void     muster_scenario_map_draw_image_in_bands (cairo_surface_t     *image,
                                         guint                         n_bands,
                                         double                        dx,
                                         double                        dy,
                                         MusterScenario               *scenario,
                                         const MusterScenarioMapStyle *style,
                                         double                        width,
                                         double                        height);
/* The height of a box of @width that the table fills, margins included. */
double   muster_scenario_map_height_for (MusterScenario               *scenario,
                                         double                        width);
/* The item under a point of the box (markers first, then pieces, camps,
 * reserves and zones, the topmost first); FALSE over open table. */
gboolean muster_scenario_map_hit        (MusterScenario               *scenario,
                                         const MusterScenarioMapStyle *style,
                                         double                        width,
                                         double                        height,
                                         double                        x,
                                         double                        y,
                                         guint                        *item);
/* A table point's place in the box (as muster_scenario_map_draw puts it),
 * and back. */
void     muster_scenario_map_table_to_box (MusterScenario             *scenario,
                                         double                        width,
                                         double                        height,
                                         double                        tx,
                                         double                        ty,
                                         double                       *bx,
                                         double                       *by);
void     muster_scenario_map_box_to_table (MusterScenario             *scenario,
                                         double                        width,
                                         double                        height,
                                         double                        bx,
                                         double                        by,
                                         double                       *tx,
                                         double                       *ty);
/* A terrain piece item of the scenario as the map's symbols draw a piece
 * of a terrain setup; FALSE when its type is not of the system. */
gboolean muster_scenario_map_piece      (MusterScenario               *scenario,
                                         const MusterScenarioItem     *item,
                                         MusterTerrainPiece           *piece);
/* The colour of side @index (0xRRGGBB), the same on the map and in lists. */
guint32  muster_scenario_side_colour    (guint                         index);

G_END_DECLS
