/* muster-scenario-canvas-input.c: the scenario canvas's edits and input:
 * a drag moves, turns or resizes the selected item or a zone's corner (its
 * live place drawn meanwhile, one replace edit at its end), paints cells or
 * measures; the wheel, a pinch and the keys zoom and pan; Tab selects the
 * next item; the arrows, R and Ctrl+arrows move, turn and resize the
 * selection, one edit each.
 */
#include "config.h"

#include "muster-scenario-canvas-private.h"

/* ---- edits ---- */

static gboolean
apply (MusterScenarioCanvas *self, MusterScenarioEdit *edit)
{
  g_autoptr(GError) error = NULL;

  if (muster_scenario_apply (self->scenario, edit, &error))
    return TRUE;
  g_signal_emit_by_name (self, "edit-failed", error->message);
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

void
_muster_scenario_canvas_end_live (MusterScenarioCanvas *self)
{
  if (self->live.kind != MUSTER_N_ITEM_KINDS)
    muster_scenario_item_clear (&self->live);
  self->live.kind = MUSTER_N_ITEM_KINDS;
}

static void
begin_live (MusterScenarioCanvas *self, DragMode mode)
{
  _muster_scenario_canvas_end_live (self);
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
            /* the keys go on with the corner the mouse took */
            _muster_scenario_canvas_set_focus_vertex (self, (int) i);
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

/* An end of the measure snapped: to the middle of its cell on a table
 * measured in cells, else to the nearest whole table unit. */
static void
snap_measure (MusterScenarioCanvas *self, double *tx, double *ty)
{
  const char *unit;
  double width, depth;

  muster_scenario_get_table (self->scenario, &width, &depth, &unit);
  if (g_strcmp0 (unit, "cells") == 0)
    {
      *tx = CLAMP (floor (*tx), 0, width - 1) + 0.5;
      *ty = CLAMP (floor (*ty), 0, depth - 1) + 0.5;
    }
  else
    *tx = round (*tx), *ty = round (*ty);
}

/* The distance from the press to the pointer: on a table measured in
 * cells, the cells between their two cells counted as the system's grid
 * counts them (along rows and columns, a diagonal step as one, or
 * straight); else the straight line in table units. */
static void
measure (MusterScenarioCanvas *self)
{
  const MusterGrid *grid = muster_system_get_grid (muster_scenario_get_system (self->scenario));
  const char *unit;
  guint c0, r0, c1, r1;

  muster_scenario_get_table (self->scenario, NULL, NULL, &unit);
  self->measured_cells = FALSE;
  if (grid != NULL && g_strcmp0 (unit, "cells") == 0 && g_strcmp0 (grid->metric, "straight") != 0 &&
      cell_at (self, self->start_tx, self->start_ty, &c0, &r0) && cell_at (self, self->end_tx, self->end_ty, &c1, &r1))
    {
      guint dc = MAX (c0, c1) - MIN (c0, c1);
      guint dr = MAX (r0, r1) - MIN (r0, r1);

      self->measured_cells = TRUE;
      self->measured = g_strcmp0 (grid->metric, "diagonal") == 0 ? MAX (dc, dr) : dc + dr;
      return;
    }
  self->measured = hypot (self->end_tx - self->start_tx, self->end_ty - self->start_ty);
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
          snap_measure (self, &self->start_tx, &self->start_ty);
        self->end_tx = self->start_tx;
        self->end_ty = self->start_ty;
        measure (self);
        break;
      default:
        mode = select_press (self, x, y);
        break;
      }
  _muster_scenario_canvas_end_live (self);
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
        /* the handle points where the item's depth does: straight away
         * (up the map) is 0, turning clockwise as R does */
        double angle = 90.0 - atan2 (ty - item->y, tx - item->x) * 180.0 / G_PI;

        if (self->snap)
          angle = round (angle / 15.0) * 15.0;
        self->live.rotation = fmod (angle + 720.0, 360.0);
      }
      break;
    case DRAG_RESIZE:
      {
        double u, v;

        muster_scenario_item_from_table (item, tx, ty, &u, &v);
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
        snap_measure (self, &self->end_tx, &self->end_ty);
      measure (self);
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
  _muster_scenario_canvas_end_live (self);
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
  g_object_notify (G_OBJECT (self), "zoom");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
muster_scenario_canvas_reset_view (MusterScenarioCanvas *self)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  self->zoom = 1;
  self->pan_x = self->pan_y = 0;
  g_object_notify (G_OBJECT (self), "zoom");
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
  double x = -1, y = -1, step;

  if (self->scenario == NULL)
    return FALSE;
  if (state & GDK_CONTROL_MASK)
    {
      if (self->pointer_in)
        x = self->pointer_x, y = self->pointer_y;
      muster_scenario_canvas_zoom (self, dy < 0 ? 1.2 : 1 / 1.2, x, y);
      return TRUE;
    }
  /* a wheel's notch moves 40 pixels; a touchpad moves as far as the fingers */
  step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE ? 1 : 40;
  self->pan_x += dx * step;
  self->pan_y += dy * step;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           MusterScenarioCanvas     *self)
{
  self->pointer_in = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
}

static void
leave_cb (GtkEventControllerMotion *controller,
          MusterScenarioCanvas     *self)
{
  self->pointer_in = FALSE;
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

/* The selected zone, when the select tool is on; NULL otherwise. */
static const MusterScenarioItem *
selected_zone (MusterScenarioCanvas *self)
{
  const MusterScenarioItem *item;

  if (self->selected < 0 || self->tool != MUSTER_CANVAS_SELECT)
    return NULL;
  item = muster_scenario_get_item (self->scenario, self->selected);
  return item->kind == MUSTER_ITEM_ZONE && item->points != NULL && item->points->len > 0 ? item : NULL;
}

void
_muster_scenario_canvas_set_focus_vertex (MusterScenarioCanvas *self, int vertex)
{
  if (self->focus_vertex == vertex)
    return;
  self->focus_vertex = vertex;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The focused corner of the selected zone: moved by (dx, dy) (@insert
 * FALSE, @remove FALSE), a corner added after it halfway along its edge to
 * the next (@insert), or removed (@remove; a zone keeps three). One edit. */
static gboolean
edit_vertex (MusterScenarioCanvas *self, double dx, double dy, gboolean insert, gboolean remove)
{
  const MusterScenarioItem *zone = selected_zone (self);
  MusterScenarioItem changed;
  guint n, v;
  gboolean ok;

  if (zone == NULL || self->focus_vertex < 0)
    return FALSE;
  n = zone->points->len;
  v = MIN ((guint) self->focus_vertex, n - 1);
  if (remove && n <= 3)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  muster_scenario_item_copy (&changed, zone);
  if (insert)
    {
      const MusterPoint *a = &g_array_index (zone->points, MusterPoint, v);
      const MusterPoint *b = &g_array_index (zone->points, MusterPoint, (v + 1) % n);
      MusterPoint mid = { (a->x + b->x) / 2, (a->y + b->y) / 2 };

      g_array_insert_val (changed.points, v + 1, mid);
    }
  else if (remove)
    g_array_remove_index (changed.points, v);
  else
    {
      MusterPoint *p = &g_array_index (changed.points, MusterPoint, v);

      /* by whole steps from where the corner is, as the keys move items */
      p->x += dx;
      p->y += dy;
      clamp_to_table (self, &p->x, &p->y);
      /* at the table's edge: nothing to undo */
      if (p->x == g_array_index (zone->points, MusterPoint, v).x && p->y == g_array_index (zone->points, MusterPoint, v).y)
        {
          muster_scenario_item_clear (&changed);
          gtk_widget_error_bell (GTK_WIDGET (self));
          return TRUE;
        }
    }
  ok = apply (self, muster_scenario_edit_replace_item (self->selected, &changed));
  muster_scenario_item_clear (&changed);
  if (ok && insert)
    _muster_scenario_canvas_set_focus_vertex (self, (int) v + 1);
  else if (ok && remove)
    _muster_scenario_canvas_set_focus_vertex (self, (int) (v > 0 ? v - 1 : 0));
  return TRUE;
}

/* The keys of a selected zone's corners: ] focuses the next corner, [ the
 * one before; with a corner focused, the arrows move it
 * by the snap step (Shift: a tenth), Insert adds one after it, Delete
 * removes it, Escape leaves the corners. */
static gboolean
vertex_key (MusterScenarioCanvas *self, guint keyval, GdkModifierType state)
{
  const MusterScenarioItem *zone = selected_zone (self);
  double step = (state & GDK_SHIFT_MASK) ? 0.1 : 1;
  int n;

  if (zone == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  n = (int) zone->points->len;
  switch (keyval)
    {
    case GDK_KEY_bracketright:
      _muster_scenario_canvas_set_focus_vertex (self, self->focus_vertex < 0 ? 0 : (self->focus_vertex + 1) % n);
      return TRUE;
    case GDK_KEY_bracketleft:
      _muster_scenario_canvas_set_focus_vertex (self, self->focus_vertex <= 0 ? n - 1 : MIN (self->focus_vertex, n) - 1);
      return TRUE;
    default:
      break;
    }
  if (self->focus_vertex < 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: return edit_vertex (self, -step, 0, FALSE, FALSE);
    case GDK_KEY_Right: case GDK_KEY_KP_Right: return edit_vertex (self, step, 0, FALSE, FALSE);
    case GDK_KEY_Up: case GDK_KEY_KP_Up: return edit_vertex (self, 0, step, FALSE, FALSE);
    case GDK_KEY_Down: case GDK_KEY_KP_Down: return edit_vertex (self, 0, -step, FALSE, FALSE);
    case GDK_KEY_Insert: case GDK_KEY_KP_Insert: return edit_vertex (self, 0, 0, TRUE, FALSE);
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete: case GDK_KEY_BackSpace:
      return edit_vertex (self, 0, 0, FALSE, TRUE);
    case GDK_KEY_Escape:
      _muster_scenario_canvas_set_focus_vertex (self, -1);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Tab and Shift+Tab select the next and the previous item on the table
 * (of the kinds shown), in the order of the layers; past the last one the
 * selection ends and the focus goes on to the next widget. */
static gboolean
select_next (MusterScenarioCanvas *self, int direction)
{
  int n = (int) muster_scenario_get_n_items (self->scenario);

  for (int i = self->selected + direction; i >= 0 && i < n; i += direction)
    {
      const MusterScenarioItem *item = muster_scenario_get_item (self->scenario, i);

      if (item->kind != MUSTER_ITEM_EVENT && !(self->hidden_kinds & (1u << item->kind)))
        {
          muster_scenario_canvas_set_selected (self, i);
          return TRUE;
        }
    }
  if (self->selected >= 0 && direction < 0 && self->selected < n)
    {
      /* before the first: nothing selected, then the widget before */
      muster_scenario_canvas_set_selected (self, -1);
      return TRUE;
    }
  muster_scenario_canvas_set_selected (self, -1);
  return FALSE;
}

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
  if (vertex_key (self, keyval, state))
    return TRUE;
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
    case GDK_KEY_Tab: case GDK_KEY_KP_Tab:
      if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
        return FALSE;
      return select_next (self, (state & GDK_SHIFT_MASK) ? -1 : 1);
    case GDK_KEY_ISO_Left_Tab:
      if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
        return FALSE;
      return select_next (self, -1);
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

void
_muster_scenario_canvas_init_input (MusterScenarioCanvas *self)
{
  GtkGesture *drag;
  GtkGesture *pinch;
  GtkEventController *controller;

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

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
