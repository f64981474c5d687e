/* muster-scenario-canvas.h: the scenario editor's table: drawn by the
 * shared map renderer at any zoom, with the selection's handles; items and
 * zone vertices moved, turned and resized by mouse and keyboard (snapped to
 * the table's unit), grid cells painted, distances measured.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

typedef enum
{
  MUSTER_CANVAS_SELECT,         /* select, move, turn, resize; drag open table: pan */
  MUSTER_CANVAS_BRUSH,          /* paint grid cells one by one */
  MUSTER_CANVAS_RECTANGLE,      /* fill a rectangle of grid cells */
  MUSTER_CANVAS_MEASURE,        /* the distance between two points */
} MusterCanvasTool;

#define MUSTER_TYPE_SCENARIO_CANVAS (muster_scenario_canvas_get_type ())
G_DECLARE_FINAL_TYPE (MusterScenarioCanvas, muster_scenario_canvas, MUSTER, SCENARIO_CANVAS, GtkWidget)

GtkWidget      *muster_scenario_canvas_new            (void);
void            muster_scenario_canvas_set_scenario   (MusterScenarioCanvas *self,
                                                       MusterScenario       *scenario);
MusterScenario *muster_scenario_canvas_get_scenario   (MusterScenarioCanvas *self);
int             muster_scenario_canvas_get_selected   (MusterScenarioCanvas *self);
void            muster_scenario_canvas_set_selected   (MusterScenarioCanvas *self,
                                                       int                   item);
/* The selected zone's corner the keys move (Tab, [ and ] choose it), or -1. */
int             muster_scenario_canvas_get_focus_vertex (MusterScenarioCanvas *self);
void            muster_scenario_canvas_set_tool       (MusterScenarioCanvas *self,
                                                       MusterCanvasTool      tool);
MusterCanvasTool muster_scenario_canvas_get_tool      (MusterScenarioCanvas *self);
/* The cell type the brush and the rectangle paint (NULL: open ground). */
void            muster_scenario_canvas_set_paint_type (MusterScenarioCanvas *self,
                                                       const char           *type);
void            muster_scenario_canvas_set_hidden_kinds (MusterScenarioCanvas *self,
                                                       guint                 hidden_kinds);
void            muster_scenario_canvas_set_snap       (MusterScenarioCanvas *self,
                                                       gboolean              snap);
double          muster_scenario_canvas_get_zoom       (MusterScenarioCanvas *self);
/* Zooms about the widget point (x, y); x < 0: about the middle. */
void            muster_scenario_canvas_zoom           (MusterScenarioCanvas *self,
                                                       double                factor,
                                                       double                x,
                                                       double                y);
void            muster_scenario_canvas_reset_view     (MusterScenarioCanvas *self);
/* A table point's place on the widget, and back. */
void            muster_scenario_canvas_table_to_widget (MusterScenarioCanvas *self,
                                                       double                tx,
                                                       double                ty,
                                                       double               *x,
                                                       double               *y);
void            muster_scenario_canvas_widget_to_table (MusterScenarioCanvas *self,
                                                       double                x,
                                                       double                y,
                                                       double               *tx,
                                                       double               *ty);
/* The last distance measured, in table units (on a table of cells, the
 * cells counted as the system's grid counts them); -1 before any. */
double          muster_scenario_canvas_get_measured   (MusterScenarioCanvas *self);
/* Moves, turns or resizes the selected item as the keys do: one step of
 * undo each. */
gboolean        muster_scenario_canvas_nudge          (MusterScenarioCanvas *self,
                                                       double                dx,
                                                       double                dy,
                                                       double                drotation,
                                                       double                dwidth,
                                                       double                ddepth);
guint           muster_scenario_canvas_get_n_draws    (MusterScenarioCanvas *self);
/* How often the table beneath the selection (kept between frames) was
 * drawn again: after a change of the scenario, the view or the selection,
 * not after an edit of the selected item alone. */
guint           muster_scenario_canvas_get_n_table_draws (MusterScenarioCanvas *self);
/* Draws what the canvas shows onto @cr of the canvas's size (the bench). */
void            muster_scenario_canvas_draw           (MusterScenarioCanvas *self,
                                                       cairo_t              *cr,
                                                       int                   width,
                                                       int                   height);

G_END_DECLS
