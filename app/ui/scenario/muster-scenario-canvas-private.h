/* muster-scenario-canvas-private.h: what the two files of the scenario
 * canvas share: its instance struct, the drag's modes and the geometry of
 * the table on the widget (muster-scenario-canvas.c draws, and
 * muster-scenario-canvas-input.c handles the mouse, the keys and zoom).
 */
#pragma once

#include <math.h>

#include "muster-scenario-canvas.h"
#include "muster-scenario-map.h"

G_BEGIN_DECLS

#define HANDLE 6.0              /* half a handle's size, pixels */
#define ROTATE_GAP 22.0         /* the turning handle beyond the item, pixels */
#define MIN_ZOOM 0.5
#define MAX_ZOOM 16.0

typedef enum
{
  DRAG_NONE,
  DRAG_MOVE,
  DRAG_ROTATE,
  DRAG_RESIZE,
  DRAG_VERTEX,
  DRAG_PAN,
  DRAG_BRUSH,
  DRAG_RECTANGLE,
  DRAG_MEASURE,
} DragMode;

struct _MusterScenarioCanvas
{
  GtkWidget parent_instance;

  MusterScenario *scenario;
  gulong changed_id;
  int selected;
  MusterCanvasTool tool;
  char *paint_type;
  guint hidden_kinds;
  gboolean snap;
  double zoom;
  double pan_x, pan_y;          /* the box point at the widget's top left corner */
  double zoom_start;            /* the zoom when a pinch began */
  gboolean pointer_in;          /* the pointer is over the canvas, at pointer_x, _y */
  double pointer_x, pointer_y;

  /* the drag under way */
  DragMode mode;
  MusterScenarioItem live;      /* the dragged item as it is now */
  gboolean moved;
  int vertex;
  double start_tx, start_ty;    /* the press, table units */
  double start_x, start_y;      /* the press, widget pixels */
  double start_pan_x, start_pan_y;
  double end_tx, end_ty;        /* the pointer now (measure, rectangle) */
  GArray *brush;                /* of guint: the cells of a brush stroke */
  double measured;
  gboolean measured_cells;      /* measured counts cells as the system's grid does */
  int focus_vertex;             /* the selected zone's corner the keys move, or -1 */

  /* the table without the selection, drawn once for many frames */
  cairo_surface_t *cache;
  cairo_surface_t *top;         /* the selected item, drawn each frame */
  guint serial;                 /* counts the scenario's changes */
  guint cache_serial;
  int cache_width, cache_height, cache_scale, cache_skip;
  guint cache_hidden;
  double cache_zoom, cache_pan_x, cache_pan_y;
  guint refresh_id;             /* redraws the cache where a pan has moved it */

  guint n_draws;
  guint n_table_draws;          /* times the kept table was drawn again */
};

/* ---- geometry (both files) ---- */

static inline double
box_width (MusterScenarioCanvas *self)
{
  return MAX (1, gtk_widget_get_width (GTK_WIDGET (self))) * self->zoom;
}

static inline double
box_height (MusterScenarioCanvas *self)
{
  return MAX (1, gtk_widget_get_height (GTK_WIDGET (self))) * self->zoom;
}

static inline double
snap_value (MusterScenarioCanvas *self, double value)
{
  return self->snap ? round (value) : value;
}

static inline gboolean
has_box (const MusterScenarioItem *item)
{
  return item->kind == MUSTER_ITEM_PIECE || item->kind == MUSTER_ITEM_CAMP || item->kind == MUSTER_ITEM_RESERVE;
}

/* A point of the item's own frame (u across, v along its depth) on the table. */
static inline void
item_point (const MusterScenarioItem *item, double u, double v, double *tx, double *ty)
{
  muster_scenario_item_to_table (item, u, v, tx, ty);
}

static inline void
rotate_handle (MusterScenarioCanvas *self, const MusterScenarioItem *item, double *x, double *y)
{
  double tx, ty, a = item->rotation * G_PI / 180.0;

  /* beyond the far side's middle, along the item's depth (up the screen
   * unturned; the map's y grows down) */
  item_point (item, 0, item->depth / 2, &tx, &ty);
  muster_scenario_canvas_table_to_widget (self, tx, ty, x, y);
  *x += ROTATE_GAP * sin (a);
  *y -= ROTATE_GAP * cos (a);
}

static inline void
resize_handle (MusterScenarioCanvas *self, const MusterScenarioItem *item, double *x, double *y)
{
  double tx, ty;

  item_point (item, item->width / 2, item->depth / 2, &tx, &ty);
  muster_scenario_canvas_table_to_widget (self, tx, ty, x, y);
}

static inline gboolean
near (double x, double y, double hx, double hy)
{
  return fabs (x - hx) <= HANDLE + 2 && fabs (y - hy) <= HANDLE + 2;
}

/* The grid cell under a table point, or FALSE off the grid. */
static inline gboolean
cell_at (MusterScenarioCanvas *self, double tx, double ty, guint *column, guint *row)
{
  guint columns, rows;
  double tw, td;
  int c, r;

  muster_scenario_get_grid (self->scenario, &columns, &rows);
  muster_scenario_get_table (self->scenario, &tw, &td, NULL);
  if (columns == 0 || rows == 0)
    return FALSE;
  c = (int) floor (tx / (tw / columns));
  r = (int) floor ((td - ty) / (td / rows));   /* row 0 is the far row */
  if (c < 0 || r < 0 || c >= (int) columns || r >= (int) rows)
    return FALSE;
  *column = c;
  *row = r;
  return TRUE;
}

void _muster_scenario_canvas_end_live   (MusterScenarioCanvas *self);
void _muster_scenario_canvas_set_focus_vertex (MusterScenarioCanvas *self,
                                               int                   vertex);
void _muster_scenario_canvas_init_input (MusterScenarioCanvas *self);

G_END_DECLS
