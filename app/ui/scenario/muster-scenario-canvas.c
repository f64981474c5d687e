/* muster-scenario-canvas.c: the scenario editor's table. It draws with
 * muster_scenario_map_draw(), the printed sheet's code, into a box of the
 * widget's size times the zoom, moved by the pan. A drag draws the item's
 * live place (the style's live item) and applies one replace edit when it
 * ends, so that a drag is one step of undo; keys move, turn and resize the
 * selection one step each. The brush and the rectangle paint grid cells,
 * the measure tool shows the distance between two points. The mouse, the
 * keys and zoom are in muster-scenario-canvas-input.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-map.h"
#include "muster-scenario-canvas-private.h"

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

/* The corner the keys move: a filled handle in a halo and a ring. */
static void
draw_focus (cairo_t *cr, double x, double y)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, HANDLE * 2.2, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0, 0.25);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_rectangle (cr, x - HANDLE, y - HANDLE, 2 * HANDLE, 2 * HANDLE);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
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
        if ((int) i == self->focus_vertex)
          draw_focus (cr, x, y);
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
      if (self->measured_cells)
        /* Translators: a distance counted in grid cells, as the game counts moves */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cell", "%u cells", (gulong) self->measured),
                                (guint) self->measured);
      else
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

  g_clear_pointer (&self->cache, cairo_surface_destroy);
  self->cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (self->cache, scale, scale);
  muster_scenario_map_style_init (&style);
  style.hidden_kinds = self->hidden_kinds;
  style.skip = self->selected;
  muster_scenario_map_draw_image (self->cache, -self->pan_x, -self->pan_y, self->scenario, &style,
                                  width * self->zoom, height * self->zoom);
  self->n_table_draws++;
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
  cairo_t *top;

  g_return_if_fail (MUSTER_IS_SCENARIO_CANVAS (self));
  if (self->scenario == NULL)
    return;
  /* the table from the cache: drawn again when the scenario, the size, the
   * layers or the selection changed; a pan moves it and a zoom scales it
   * (a pinch or the wheel: many steps a second), and it is drawn again
   * where and as large as it now is once the pan or zoom rests */
  if (self->cache == NULL || self->cache_serial != self->serial || self->cache_width != width ||
      self->cache_height != height || self->cache_scale != scale ||
      self->cache_hidden != self->hidden_kinds || self->cache_skip != self->selected)
    render_cache (self, width, height, scale);
  else if (self->cache_pan_x != self->pan_x || self->cache_pan_y != self->pan_y || self->cache_zoom != self->zoom)
    {
      g_clear_handle_id (&self->refresh_id, g_source_remove);
      self->refresh_id = g_timeout_add (120, refresh_cb, self);
    }
  cairo_save (cr);
  /* a box point p was drawn at p - cache_pan; at this zoom it is p × r */
  cairo_translate (cr, -self->pan_x, -self->pan_y);
  cairo_scale (cr, self->zoom / self->cache_zoom, self->zoom / self->cache_zoom);
  cairo_set_source_surface (cr, self->cache, self->cache_pan_x, self->cache_pan_y);
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
      /* drawn on an image as the cache is, where text shows the same */
      if (self->top == NULL || cairo_image_surface_get_width (self->top) != width * scale ||
          cairo_image_surface_get_height (self->top) != height * scale)
        {
          g_clear_pointer (&self->top, cairo_surface_destroy);
          self->top = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
          cairo_surface_set_device_scale (self->top, scale, scale);
        }
      top = cairo_create (self->top);
      cairo_set_operator (top, CAIRO_OPERATOR_CLEAR);
      cairo_paint (top);
      cairo_set_operator (top, CAIRO_OPERATOR_OVER);
      cairo_translate (top, -self->pan_x, -self->pan_y);
      muster_scenario_map_draw (top, self->scenario, &style, width * self->zoom, height * self->zoom);
      cairo_destroy (top);
      cairo_set_source_surface (cr, self->top, 0, 0);
      cairo_paint (cr);
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

/* ---- the object ---- */

static void
scenario_changed_cb (MusterScenarioCanvas *self)
{
  int changed = muster_scenario_get_changed_item (self->scenario);

  /* the selected item alone changed (a drag ended, a key moved it, its
   * properties): the table kept without it is still right, and only the
   * item is drawn again over it */
  if (changed < 0 || changed != self->selected || self->cache_skip != changed)
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
  _muster_scenario_canvas_end_live (self);
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
muster_scenario_canvas_get_focus_vertex (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), -1);
  return self->focus_vertex;
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
  self->focus_vertex = -1;
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
muster_scenario_canvas_get_n_table_draws (MusterScenarioCanvas *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_CANVAS (self), 0);
  return self->n_table_draws;
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
  g_clear_pointer (&self->top, cairo_surface_destroy);
  _muster_scenario_canvas_end_live (self);
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
  self->selected = -1;
  self->focus_vertex = -1;
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

  _muster_scenario_canvas_init_input (self);
}

GtkWidget *
muster_scenario_canvas_new (void)
{
  return g_object_new (MUSTER_TYPE_SCENARIO_CANVAS, NULL);
}
