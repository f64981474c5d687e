/* muster-scenario-canvas.c: the scenario editor's table. It draws with
 * muster_scenario_map_draw(), the printed sheet's code, into a box of the
 * widget's size times the zoom, moved by the pan. A drag draws the item's
 * live place (the style's live item) and applies one replace edit when it
 * ends, so that a drag is one step of undo; keys move, turn and resize the
 * selection one step each. The brush and the rectangle paint grid cells,
 * the measure tool shows the distance between two points.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "muster-map.h"
#include "muster-scenario-canvas.h"
#include "muster-scenario-map.h"

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

  /* the table without the selection, drawn once for many frames */
  cairo_surface_t *cache;
  guint serial;                 /* counts the scenario's changes */
  guint cache_serial;
  int cache_width, cache_height, cache_scale, cache_skip;
  guint cache_hidden;
  double cache_zoom, cache_pan_x, cache_pan_y;
  guint refresh_id;             /* redraws the cache where a pan has moved it */

  guint n_draws;
};

G_DEFINE_FINAL_TYPE (MusterScenarioCanvas, muster_scenario_canvas, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  EDIT_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- geometry ---- */

static double
box_width (MusterScenarioCanvas *self)
{
  return MAX (1, gtk_widget_get_width (GTK_WIDGET (self))) * self->zoom;
}

static double
box_height (MusterScenarioCanvas *self)
{
  return MAX (1, gtk_widget_get_height (GTK_WIDGET (self))) * self->zoom;
}

void
muster_scenario_canvas_table_to_widget (MusterScenarioCanvas *self,
                                        double                tx,
                                        double                ty,
                                        double               *x,
                                        double               *y)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self) && self->scenario != NULL);
  muster_scenario_map_table_to_box (self->scenario, box_width (self), box_height (self), tx, ty, x, y);
  *x -= self->pan_x;
  *y -= self->pan_y;
}

void
muster_scenario_canvas_widget_to_table (MusterScenarioCanvas *self,
                                        double                x,
                                        double                y,
                                        double               *tx,
                                        double               *ty)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self) && self->scenario != NULL);
  muster_scenario_map_box_to_table (self->scenario, box_width (self), box_height (self),
                                    x + self->pan_x, y + self->pan_y, tx, ty);
}

static double
snap_value (MusterScenarioCanvas *self, double value)
{
  return self->snap ? round (value) : value;
}

static gboolean
has_box (const MusterScenarioItem *item)
{
  return item->kind == MUSTER_ITEM_PIECE || item->kind == MUSTER_ITEM_CAMP || item->kind == MUSTER_ITEM_RESERVE;
}

/* A point of the item's own frame (u across, v along its depth) on the table. */
static void
item_point (const MusterScenarioItem *item, double u, double v, double *tx, double *ty)
{
  double a = item->rotation * G_PI / 180.0;

  *tx = item->x + u * cos (a) - v * sin (a);
  *ty = item->y + u * sin (a) + v * cos (a);
}

static void
rotate_handle (MusterScenarioCanvas *self, const MusterScenarioItem *item, double *x, double *y)
{
  double tx, ty, a = item->rotation * G_PI / 180.0;

  item_point (item, 0, item->depth / 2, &tx, &ty);
  muster_scenario_canvas_table_to_widget (self, tx, ty, x, y);
  *x -= ROTATE_GAP * sin (a);
  *y -= ROTATE_GAP * cos (a);
}

static void
resize_handle (MusterScenarioCanvas *self, const MusterScenarioItem *item, double *x, double *y)
{
  double tx, ty;

  item_point (item, item->width / 2, item->depth / 2, &tx, &ty);
  muster_scenario_canvas_table_to_widget (self, tx, ty, x, y);
}

static gboolean
near (double x, double y, double hx, double hy)
{
  return fabs (x - hx) <= HANDLE + 2 && fabs (y - hy) <= HANDLE + 2;
}

/* The grid cell under a table point, or FALSE off the grid. */
static gboolean
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

/* ---- drawing ---- */

static void
cell_rect (MusterScenarioCanvas *self, cairo_t *cr, guint c0, guint r0, guint c1, guint r1)
{
  guint columns, rows;
  double tw, td, x0, y0, x1, y1;

  muster_scenario_get_grid (self->scenario, &columns, &rows);
  muster_scenario_get_table (self->scenario, &tw, &td, NULL);
  muster_scenario_canvas_table_to_widget (self, c0 * tw / columns, td - r0 * td / rows, &x0, &y0);
  muster_scenario_canvas_table_to_widget (self, (c1 + 1) * tw / columns, td - (r1 + 1) * td / rows, &x1, &y1);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
}

static void
draw_handle (cairo_t *cr, double x, double y, gboolean round_one)
{
  cairo_new_path (cr);
  if (round_one)
    cairo_arc (cr, x, y, HANDLE, 0, 2 * G_PI);
  else
    cairo_rectangle (cr, x - HANDLE, y - HANDLE, 2 * HANDLE, 2 * HANDLE);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static const MusterScenarioItem *
selected_item (MusterScenarioCanvas *self)
{
  if (self->mode != DRAG_NONE && self->live.kind != MUSTER_N_ITEM_KINDS)
    return &self->live;
  if (self->selected < 0)
    return NULL;
  return muster_scenario_get_item (self->scenario, self->selected);
}

static void
draw_overlay (MusterScenarioCanvas *self, cairo_t *cr)
{
  const MusterScenarioItem *item = selected_item (self);

  if (item != NULL && self->tool == MUSTER_CANVAS_SELECT && has_box (item))
    {
      double x, y, rx, ry, cx, cy;

      resize_handle (self, item, &x, &y);
      draw_handle (cr, x, y, FALSE);
      item_point (item, 0, item->depth / 2, &cx, &cy);
      muster_scenario_canvas_table_to_widget (self, cx, cy, &cx, &cy);
      rotate_handle (self, item, &rx, &ry);
      cairo_move_to (cr, cx, cy);
      cairo_line_to (cr, rx, ry);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      draw_handle (cr, rx, ry, TRUE);
    }
  if (item != NULL && self->tool == MUSTER_CANVAS_SELECT && item->kind == MUSTER_ITEM_ZONE && item->points != NULL)
    for (guint i = 0; i < item->points->len; i++)
      {
        const MusterPoint *p = &g_array_index (item->points, MusterPoint, i);
        double x, y;

        muster_scenario_canvas_table_to_widget (self, p->x, p->y, &x, &y);
        draw_handle (cr, x, y, FALSE);
      }
  if (self->mode == DRAG_BRUSH || self->mode == DRAG_RECTANGLE)
    {
      guint c0, r0, c1, r1;

      cairo_new_path (cr);
      for (guint i = 0; self->mode == DRAG_BRUSH && i < self->brush->len; i++)
        {
          guint columns, rows, cell = g_array_index (self->brush, guint, i);

          muster_scenario_get_grid (self->scenario, &columns, &rows);
          cell_rect (self, cr, cell % columns, cell / columns, cell % columns, cell / columns);
        }
      if (self->mode == DRAG_RECTANGLE && cell_at (self, self->start_tx, self->start_ty, &c0, &r0) &&
          cell_at (self, self->end_tx, self->end_ty, &c1, &r1))
        cell_rect (self, cr, MIN (c0, c1), MIN (r0, r1), MAX (c0, c1), MAX (r0, r1));
      cairo_set_source_rgba (cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0, 0.35);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
  if (self->measured >= 0 && self->tool == MUSTER_CANVAS_MEASURE)
    {
      g_autoptr(PangoLayout) layout = NULL;
      g_autofree char *text = NULL;
      const char *unit;
      double x0, y0, x1, y1;
      int tw, th;

      muster_scenario_get_table (self->scenario, NULL, NULL, &unit);
      muster_scenario_canvas_table_to_widget (self, self->start_tx, self->start_ty, &x0, &y0);
      muster_scenario_canvas_table_to_widget (self, self->end_tx, self->end_ty, &x1, &y1);
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_set_source_rgb (cr, 0xc0 / 255.0, 0x1c / 255.0, 0x28 / 255.0);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      draw_handle (cr, x0, y0, TRUE);
      draw_handle (cr, x1, y1, TRUE);
      /* Translators: a distance measured on the table: "12.5 cm" */
      text = g_strdup_printf (_("%.1f %s"), self->measured, muster_print_unit_label (unit));
      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_rectangle (cr, x1 + 10, y1 - th - 10, tw + 8, th + 4);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_fill (cr);
      cairo_move_to (cr, x1 + 14, y1 - th - 8);
      cairo_set_source_rgb (cr, 0, 0, 0);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
render_cache (MusterScenarioCanvas *self, int width, int height, int scale)
{
  MusterScenarioMapStyle style;
  cairo_t *cr;

  g_clear_pointer (&self->cache, cairo_surface_destroy);
  self->cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (self->cache, scale, scale);
  muster_scenario_map_style_init (&style);
  style.hidden_kinds = self->hidden_kinds;
  style.skip = self->selected;
  cr = cairo_create (self->cache);
  cairo_translate (cr, -self->pan_x, -self->pan_y);
  muster_scenario_map_draw (cr, self->scenario, &style, width * self->zoom, height * self->zoom);
  cairo_destroy (cr);
  self->cache_serial = self->serial;
  self->cache_width = width;
  self->cache_height = height;
  self->cache_scale = scale;
  self->cache_skip = self->selected;
  self->cache_hidden = self->hidden_kinds;
  self->cache_zoom = self->zoom;
  self->cache_pan_x = self->pan_x;
  self->cache_pan_y = self->pan_y;
}

static gboolean
refresh_cb (gpointer data)
{
  MusterScenarioCanvas *self = data;

  self->refresh_id = 0;
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
muster_scenario_canvas_draw (MusterScenarioCanvas *self,
                             cairo_t              *cr,
                             int                   width,
                             int                   height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  MusterScenarioMapStyle style;

  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  if (self->scenario == NULL)
    return;
  /* the table from the cache: drawn again when the scenario, the size, the
   * zoom, the layers or the selection changed; a pan moves it, and it is
   * drawn again where it now is once the pan rests */
  if (self->cache == NULL || self->cache_serial != self->serial || self->cache_width != width ||
      self->cache_height != height || self->cache_scale != scale || self->cache_zoom != self->zoom ||
      self->cache_hidden != self->hidden_kinds || self->cache_skip != self->selected)
    render_cache (self, width, height, scale);
  else if (self->cache_pan_x != self->pan_x || self->cache_pan_y != self->pan_y)
    {
      g_clear_handle_id (&self->refresh_id, g_source_remove);
      self->refresh_id = g_timeout_add (120, refresh_cb, self);
    }
  cairo_save (cr);
  cairo_set_source_surface (cr, self->cache, self->cache_pan_x - self->pan_x, self->cache_pan_y - self->pan_y);
  cairo_paint (cr);
  cairo_restore (cr);

  /* the selected item over it, where a drag has it now */
  if (self->selected >= 0)
    {
      muster_scenario_map_style_init (&style);
      style.selected = self->selected;
      style.only = self->selected;
      style.hidden_kinds = self->hidden_kinds;
      if (self->mode != DRAG_NONE && self->live.kind != MUSTER_N_ITEM_KINDS)
        {
          style.live_index = self->selected;
          style.live_item = &self->live;
        }
      cairo_save (cr);
      cairo_translate (cr, -self->pan_x, -self->pan_y);
      muster_scenario_map_draw (cr, self->scenario, &style, width * self->zoom, height * self->zoom);
      cairo_restore (cr);
    }
  draw_overlay (self, cr);
  self->n_draws++;
}

/* Small at least, so that a narrow window fits; 640 pixels wide by nature,
 * so that the panel beside it folds away before the table gets small. */
static void
muster_scenario_canvas_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 160 : 120;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 480;
}

static void
muster_scenario_canvas_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  MusterScenarioCanvas *self = MUSTER_SCENARIO_CANVAS (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->scenario == NULL || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  muster_scenario_canvas_draw (self, cr, width, height);
  cairo_destroy (cr);
}

/* ---- edits ---- */

static gboolean
apply (MusterScenarioCanvas *self, MusterScenarioEdit *edit)
{
  g_autoptr(GError) error = NULL;

  if (muster_scenario_apply (self->scenario, edit, &error))
    return TRUE;
  g_signal_emit (self, signals[EDIT_FAILED], 0, error->message);
  return FALSE;
}

static void
clamp_to_table (MusterScenarioCanvas *self, double *x, double *y)
{
  double tw, td;

  muster_scenario_get_table (self->scenario, &tw, &td, NULL);
  *x = CLAMP (*x, 0, tw);
  *y = CLAMP (*y, 0, td);
}

/* The item moved by (dx, dy) from @from, snapped: a box by its corner, a
 * point itself; a zone's points all. */
static void
move_item (MusterScenarioCanvas *self, const MusterScenarioItem *from, MusterScenarioItem *to, double dx, double dy)
{
  if (from->kind == MUSTER_ITEM_ZONE && from->points != NULL)
    {
      double sx = snap_value (self, dx), sy = snap_value (self, dy);

      for (guint i = 0; i < from->points->len; i++)
        {
          const MusterPoint *p = &g_array_index (from->points, MusterPoint, i);
          MusterPoint *q = &g_array_index (to->points, MusterPoint, i);

          q->x = p->x + sx;
          q->y = p->y + sy;
          clamp_to_table (self, &q->x, &q->y);
        }
      return;
    }
  if (has_box (from))
    {
      to->x = snap_value (self, from->x + dx - from->width / 2) + from->width / 2;
      to->y = snap_value (self, from->y + dy - from->depth / 2) + from->depth / 2;
    }
  else
    {
      to->x = snap_value (self, from->x + dx);
      to->y = snap_value (self, from->y + dy);
    }
  clamp_to_table (self, &to->x, &to->y);
}

gboolean
muster_scenario_canvas_nudge (MusterScenarioCanvas *self,
                              double                dx,
                              double                dy,
                              double                drotation,
                              double                dwidth,
                              double                ddepth)
{
  const MusterScenarioItem *item;
  MusterScenarioItem changed;
  gboolean snap;
  gboolean ok;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), FALSE);
  if (self->scenario == NULL || self->selected < 0)
    return FALSE;
  item = muster_scenario_get_item (self->scenario, self->selected);
  if (item->kind == MUSTER_ITEM_EVENT || ((drotation != 0 || dwidth != 0 || ddepth != 0) && !has_box (item)))
    return FALSE;
  muster_scenario_item_copy (&changed, item);
  /* the keys move by whole steps from where the item is, snapped or not */
  snap = self->snap;
  self->snap = FALSE;
  move_item (self, item, &changed, dx, dy);
  self->snap = snap;
  changed.rotation = fmod (item->rotation + drotation + 360.0, 360.0);
  changed.width = MAX (0.5, item->width + dwidth);
  changed.depth = MAX (0.5, item->depth + ddepth);
  if (!has_box (item))
    changed.width = item->width, changed.depth = item->depth;
  ok = apply (self, muster_scenario_edit_replace_item (self->selected, &changed));
  muster_scenario_item_clear (&changed);
  return ok;
}

/* ---- the mouse ---- */

static void
end_live (MusterScenarioCanvas *self)
{
  if (self->live.kind != MUSTER_N_ITEM_KINDS)
    muster_scenario_item_clear (&self->live);
  self->live.kind = MUSTER_N_ITEM_KINDS;
}

static void
begin_live (MusterScenarioCanvas *self, DragMode mode)
{
  end_live (self);
  muster_scenario_item_copy (&self->live, muster_scenario_get_item (self->scenario, self->selected));
  self->mode = mode;
}

/* What a press with the select tool takes hold of. */
static DragMode
select_press (MusterScenarioCanvas *self, double x, double y)
{
  const MusterScenarioItem *item = self->selected >= 0 ? muster_scenario_get_item (self->scenario, self->selected) : NULL;
  guint hit;

  if (item != NULL && has_box (item))
    {
      double hx, hy;

      rotate_handle (self, item, &hx, &hy);
      if (near (x, y, hx, hy))
        return DRAG_ROTATE;
      resize_handle (self, item, &hx, &hy);
      if (near (x, y, hx, hy))
        return DRAG_RESIZE;
    }
  if (item != NULL && item->kind == MUSTER_ITEM_ZONE && item->points != NULL)
    for (guint i = 0; i < item->points->len; i++)
      {
        const MusterPoint *p = &g_array_index (item->points, MusterPoint, i);
        double hx, hy;

        muster_scenario_canvas_table_to_widget (self, p->x, p->y, &hx, &hy);
        if (near (x, y, hx, hy))
          {
            self->vertex = (int) i;
            return DRAG_VERTEX;
          }
      }
  if (muster_scenario_map_hit (self->scenario, &(MusterScenarioMapStyle) { .hidden_kinds = self->hidden_kinds, .selected = -1, .live_index = -1, .skip = -1, .only = -1 },
                               box_width (self), box_height (self), x + self->pan_x, y + self->pan_y, &hit))
    {
      muster_scenario_canvas_set_selected (self, (int) hit);
      return DRAG_MOVE;
    }
  muster_scenario_canvas_set_selected (self, -1);
  return DRAG_PAN;
}

static void
drag_begin_cb (GtkGestureDrag       *gesture,
               double                x,
               double                y,
               MusterScenarioCanvas *self)
{
  DragMode mode;

  if (self->scenario == NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
  muster_scenario_canvas_widget_to_table (self, x, y, &self->start_tx, &self->start_ty);
  self->end_tx = self->start_tx;
  self->end_ty = self->start_ty;
  self->start_x = x;
  self->start_y = y;
  self->start_pan_x = self->pan_x;
  self->start_pan_y = self->pan_y;
  self->moved = FALSE;
  if (gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)) == GDK_BUTTON_MIDDLE)
    mode = DRAG_PAN;
  else
    switch (self->tool)
      {
      case MUSTER_CANVAS_BRUSH:
        mode = DRAG_BRUSH;
        break;
      case MUSTER_CANVAS_RECTANGLE:
        mode = DRAG_RECTANGLE;
        break;
      case MUSTER_CANVAS_MEASURE:
        mode = DRAG_MEASURE;
        if (self->snap)
          self->start_tx = round (self->start_tx), self->start_ty = round (self->start_ty);
        self->end_tx = self->start_tx;
        self->end_ty = self->start_ty;
        self->measured = 0;
        break;
      default:
        mode = select_press (self, x, y);
        break;
      }
  end_live (self);
  self->mode = mode;
  if (mode == DRAG_MOVE || mode == DRAG_ROTATE || mode == DRAG_RESIZE || mode == DRAG_VERTEX)
    begin_live (self, mode);
  if (mode == DRAG_BRUSH)
    {
      guint c, r, columns, rows;

      g_array_set_size (self->brush, 0);
      muster_scenario_get_grid (self->scenario, &columns, &rows);
      if (cell_at (self, self->start_tx, self->start_ty, &c, &r))
        {
          guint cell = r * columns + c;
          g_array_append_val (self->brush, cell);
        }
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_update_cb (GtkGestureDrag       *gesture,
                double                offset_x,
                double                offset_y,
                MusterScenarioCanvas *self)
{
  const MusterScenarioItem *item;
  double tx, ty, dx, dy;

  if (self->mode == DRAG_NONE)
    return;
  muster_scenario_canvas_widget_to_table (self, self->start_x + offset_x, self->start_y + offset_y, &tx, &ty);
  dx = tx - self->start_tx;
  dy = ty - self->start_ty;
  self->end_tx = tx;
  self->end_ty = ty;
  self->moved = self->moved || fabs (offset_x) > 2 || fabs (offset_y) > 2;
  item = self->selected >= 0 ? muster_scenario_get_item (self->scenario, self->selected) : NULL;
  switch (self->mode)
    {
    case DRAG_MOVE:
      move_item (self, item, &self->live, dx, dy);
      break;
    case DRAG_ROTATE:
      {
        double angle = atan2 (ty - item->y, tx - item->x) * 180.0 / G_PI - 90.0;

        if (self->snap)
          angle = round (angle / 15.0) * 15.0;
        self->live.rotation = fmod (angle + 720.0, 360.0);
      }
      break;
    case DRAG_RESIZE:
      {
        double a = -item->rotation * G_PI / 180.0;
        double u = (tx - item->x) * cos (a) - (ty - item->y) * sin (a);
        double v = (tx - item->x) * sin (a) + (ty - item->y) * cos (a);

        self->live.width = MAX (0.5, snap_value (self, 2 * fabs (u)));
        self->live.depth = MAX (0.5, snap_value (self, 2 * fabs (v)));
      }
      break;
    case DRAG_VERTEX:
      {
        MusterPoint *p = &g_array_index (self->live.points, MusterPoint, self->vertex);

        p->x = snap_value (self, tx);
        p->y = snap_value (self, ty);
        clamp_to_table (self, &p->x, &p->y);
      }
      break;
    case DRAG_PAN:
      self->pan_x = self->start_pan_x - offset_x;
      self->pan_y = self->start_pan_y - offset_y;
      break;
    case DRAG_BRUSH:
      {
        guint c, r, columns, rows, cell;
        gboolean seen = FALSE;

        muster_scenario_get_grid (self->scenario, &columns, &rows);
        if (!cell_at (self, tx, ty, &c, &r))
          break;
        cell = r * columns + c;
        for (guint i = 0; i < self->brush->len && !seen; i++)
          seen = g_array_index (self->brush, guint, i) == cell;
        if (!seen)
          g_array_append_val (self->brush, cell);
      }
      break;
    case DRAG_MEASURE:
      if (self->snap)
        self->end_tx = round (tx), self->end_ty = round (ty);
      self->measured = hypot (self->end_tx - self->start_tx, self->end_ty - self->start_ty);
      break;
    default:
      break;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag       *gesture,
             double                offset_x,
             double                offset_y,
             MusterScenarioCanvas *self)
{
  DragMode mode = self->mode;
  guint c0, r0, c1, r1;

  drag_update_cb (gesture, offset_x, offset_y, self);
  self->mode = DRAG_NONE;
  switch (mode)
    {
    case DRAG_MOVE:
    case DRAG_ROTATE:
    case DRAG_RESIZE:
    case DRAG_VERTEX:
      if (self->moved)
        apply (self, muster_scenario_edit_replace_item (self->selected, &self->live));
      break;
    case DRAG_BRUSH:
      if (self->brush->len > 0)
        apply (self, muster_scenario_edit_paint_list ((const guint *) self->brush->data, self->brush->len,
                                                      self->paint_type));
      g_array_set_size (self->brush, 0);
      break;
    case DRAG_RECTANGLE:
      if (cell_at (self, self->start_tx, self->start_ty, &c0, &r0) && cell_at (self, self->end_tx, self->end_ty, &c1, &r1))
        apply (self, muster_scenario_edit_paint_cells (MIN (c0, c1), MIN (r0, r1), ABS ((int) c1 - (int) c0) + 1,
                                                       ABS ((int) r1 - (int) r0) + 1, self->paint_type));
      break;
    default:
      break;
    }
  end_live (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- zoom and pan ---- */

void
muster_scenario_canvas_zoom (MusterScenarioCanvas *self,
                             double                factor,
                             double                x,
                             double                y)
{
  double tx, ty, nx, ny, zoom;

  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  if (self->scenario == NULL)
    return;
  zoom = CLAMP (self->zoom * factor, MIN_ZOOM, MAX_ZOOM);
  if (x < 0)
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  /* the table point under (x, y) stays there */
  muster_scenario_canvas_widget_to_table (self, x, y, &tx, &ty);
  self->zoom = zoom;
  self->pan_x = self->pan_y = 0;
  muster_scenario_canvas_table_to_widget (self, tx, ty, &nx, &ny);
  self->pan_x = nx - x;
  self->pan_y = ny - y;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
muster_scenario_canvas_reset_view (MusterScenarioCanvas *self)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  self->zoom = 1;
  self->pan_x = self->pan_y = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
muster_scenario_canvas_get_zoom (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), 1);
  return self->zoom;
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           MusterScenarioCanvas     *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x = -1, y = -1;

  if (self->scenario == NULL)
    return FALSE;
  if (state & GDK_CONTROL_MASK)
    {
      GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
      GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
      graphene_point_t point;
      double ex, ey, nx, ny;

      gtk_native_get_surface_transform (native, &nx, &ny);
      if (event != NULL && gdk_event_get_position (event, &ex, &ey) &&
          gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT (ex - nx, ey - ny), &point))
        {
          x = point.x;
          y = point.y;
        }
      muster_scenario_canvas_zoom (self, dy < 0 ? 1.2 : 1 / 1.2, x, y);
      return TRUE;
    }
  self->pan_x += dx * 40;
  self->pan_y += dy * 40;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
pinch_begin_cb (GtkGesture           *gesture,
                GdkEventSequence     *sequence,
                MusterScenarioCanvas *self)
{
  self->zoom_start = self->zoom;
}

static void
pinch_cb (GtkGestureZoom       *gesture,
          double                scale,
          MusterScenarioCanvas *self)
{
  double x, y;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  muster_scenario_canvas_zoom (self, self->zoom_start * scale / self->zoom, x, y);
}

/* ---- the keyboard ---- */

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                MusterScenarioCanvas  *self)
{
  double step = (state & GDK_SHIFT_MASK) ? 10 : (state & GDK_ALT_MASK) ? 0.1 : 1;
  double dx = 0, dy = 0;

  if (self->scenario == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = 1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = -1; break;
    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      muster_scenario_canvas_zoom (self, 1.25, -1, -1);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      muster_scenario_canvas_zoom (self, 0.8, -1, -1);
      return TRUE;
    case GDK_KEY_0: case GDK_KEY_KP_0:
      muster_scenario_canvas_reset_view (self);
      return TRUE;
    case GDK_KEY_r:
      return muster_scenario_canvas_nudge (self, 0, 0, 15, 0, 0);
    case GDK_KEY_R:
      return muster_scenario_canvas_nudge (self, 0, 0, -15, 0, 0);
    case GDK_KEY_Escape:
      if (self->selected < 0)
        return FALSE;
      muster_scenario_canvas_set_selected (self, -1);
      return TRUE;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
      if (self->selected < 0)
        return FALSE;
      {
        int gone = self->selected;

        muster_scenario_canvas_set_selected (self, -1);
        return apply (self, muster_scenario_edit_remove_item (gone));
      }
    default:
      return FALSE;
    }
  if (self->selected < 0)
    {
      /* nothing selected: the arrows look around the table */
      self->pan_x += dx * 40;
      self->pan_y -= dy * 40;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (state & GDK_CONTROL_MASK)
    return muster_scenario_canvas_nudge (self, 0, 0, 0, dx * step, dy * step);
  return muster_scenario_canvas_nudge (self, dx * step, dy * step, 0, 0, 0);
}

/* ---- the object ---- */

static void
scenario_changed_cb (MusterScenarioCanvas *self)
{
  self->serial++;
  if (self->selected >= (int) muster_scenario_get_n_items (self->scenario))
    muster_scenario_canvas_set_selected (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
muster_scenario_canvas_set_scenario (MusterScenarioCanvas *self,
                                     MusterScenario       *scenario)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);
  self->mode = DRAG_NONE;
  self->measured = -1;
  self->serial++;
  end_live (self);
  muster_scenario_canvas_set_selected (self, -1);
  muster_scenario_canvas_reset_view (self);
}

MusterScenario *
muster_scenario_canvas_get_scenario (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), NULL);
  return self->scenario;
}

int
muster_scenario_canvas_get_selected (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), -1);
  return self->selected;
}

void
muster_scenario_canvas_set_selected (MusterScenarioCanvas *self,
                                     int                   item)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));

  if (self->scenario == NULL || item < 0 || item >= (int) muster_scenario_get_n_items (self->scenario))
    item = -1;
  if (self->selected == item)
    return;
  self->selected = item;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
muster_scenario_canvas_set_tool (MusterScenarioCanvas *self,
                                 MusterCanvasTool      tool)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  self->tool = tool;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), tool == MUSTER_CANVAS_SELECT ? NULL : "crosshair");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

MusterCanvasTool
muster_scenario_canvas_get_tool (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), MUSTER_CANVAS_SELECT);
  return self->tool;
}

void
muster_scenario_canvas_set_paint_type (MusterScenarioCanvas *self,
                                       const char           *type)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  g_free (self->paint_type);
  self->paint_type = g_strdup (type);
}

void
muster_scenario_canvas_set_hidden_kinds (MusterScenarioCanvas *self,
                                         guint                 hidden_kinds)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  self->hidden_kinds = hidden_kinds;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
muster_scenario_canvas_set_snap (MusterScenarioCanvas *self,
                                 gboolean              snap)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  self->snap = snap;
}

double
muster_scenario_canvas_get_measured (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), -1);
  return self->measured;
}

guint
muster_scenario_canvas_get_n_draws (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), 0);
  return self->n_draws;
}

static void
muster_scenario_canvas_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  MusterScenarioCanvas *self = MUSTER_SCENARIO_CANVAS (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_scenario_canvas_dispose (GObject *object)
{
  MusterScenarioCanvas *self = MUSTER_SCENARIO_CANVAS (object);

  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_clear_object (&self->scenario);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  end_live (self);
  G_OBJECT_CLASS (muster_scenario_canvas_parent_class)->dispose (object);
}

static void
muster_scenario_canvas_finalize (GObject *object)
{
  MusterScenarioCanvas *self = MUSTER_SCENARIO_CANVAS (object);

  g_free (self->paint_type);
  g_array_unref (self->brush);
  G_OBJECT_CLASS (muster_scenario_canvas_parent_class)->finalize (object);
}

static void
muster_scenario_canvas_class_init (MusterScenarioCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_scenario_canvas_get_property;
  object_class->dispose = muster_scenario_canvas_dispose;
  object_class->finalize = muster_scenario_canvas_finalize;
  widget_class->snapshot = muster_scenario_canvas_snapshot;
  widget_class->measure = muster_scenario_canvas_measure;

  properties[PROP_SELECTED] = g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ZOOM] = g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* an edit the scenario refused, with its reason */
  signals[EDIT_FAILED] = g_signal_new ("edit-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_css_name (widget_class, "scenario-canvas");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
muster_scenario_canvas_init (MusterScenarioCanvas *self)
{
  GtkGesture *drag;
  GtkGesture *pinch;
  GtkEventController *controller;

  self->selected = -1;
  self->zoom = 1;
  self->snap = TRUE;
  self->measured = -1;
  self->live.kind = MUSTER_N_ITEM_KINDS;
  self->brush = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Scenario table: arrows move the selection, R turns it, Ctrl+arrows resize it, "
                                    "plus and minus zoom"), -1);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

GtkWidget *
muster_scenario_canvas_new (void)
{
  return g_object_new (MUSTER_TYPE_SCENARIO_CANVAS, NULL);
}
