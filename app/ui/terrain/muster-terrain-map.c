/* muster-terrain-map.c: the terrain map widget. It draws with
 * muster_map_draw(), the code of the printed sheet, so the screen shows
 * what the paper will; a press picks the piece under the pointer, a drag
 * moves it, Tab and Shift+Tab step through the pieces, the arrow keys move
 * the selected piece one table unit (ten with Shift), never past the
 * table's edge, and a tooltip names the piece under the pointer. Edits go
 * straight to the MusterTerrain; "move-begin" comes before each step so that
 * the page can keep an undo of it, and "piece-moved" after.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "muster-map.h"
#include "muster-terrain-map.h"

#define DRAG_THRESHOLD 3.0

struct _MusterTerrainMap
{
  GtkWidget parent_instance;

  MusterTerrain *terrain;
  int selected;             /* -1: none */

  /* a drag: the piece, where it started and whether it has moved yet */
  int drag_index;
  gboolean dragging;
  double drag_x, drag_y;    /* the press, widget coordinates */
  double piece_x, piece_y;  /* the piece then, table units */

  int key_index;            /* the piece a run of arrow keys moves; -1: none */
  guint n_draws;
};

G_DEFINE_FINAL_TYPE (MusterTerrainMap, muster_terrain_map, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TERRAIN,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MOVE_BEGIN,
  PIECE_MOVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "3. Hill (Gentle slope, Steep slope), sector 4": for the tooltip and
 * for screen readers */
char *
muster_terrain_map_describe_piece (MusterTerrain *terrain,
                                   guint          index)
{
  const MusterTerrainPiece *p;
  g_autofree char *what = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (terrain), NULL);
  g_return_val_if_fail (index < muster_terrain_get_n_pieces (terrain), NULL);

  p = muster_terrain_get_piece (terrain, index);
  what = muster_terrain_describe_piece (terrain, index);
  if (p->sector > 0)
    /* Translators: a terrain piece on the map: "3. Hill (Gentle slope), sector 4" */
    return g_strdup_printf (_("%u. %s, sector %d"), index + 1, what, p->sector);
  if (p->quarter > 0)
    /* Translators: a terrain piece on the map: "3. Vineyard, quarter 2" */
    return g_strdup_printf (_("%u. %s, quarter %d"), index + 1, what, p->quarter);
  return g_strdup_printf ("%u. %s", index + 1, what);
}

static void
update_accessible (MusterTerrainMap *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n;

  if (self->terrain == NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      _("No terrain has been rolled yet."), -1);
      return;
    }

  n = muster_terrain_get_n_pieces (self->terrain);
  if (self->selected >= 0 && (guint) self->selected < n)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (self->terrain, self->selected);
      g_autofree char *piece = muster_terrain_map_describe_piece (self->terrain, self->selected);

      /* Translators: what a screen reader says about the map; %s is a
       * piece, then its position in table units from the left edge and
       * from player 1's edge */
      g_string_append_printf (text, _("Selected: %s, at %.1f, %.1f. The arrow keys move it; Tab selects the next piece."), piece, p->x, p->y);
      g_string_append_c (text, ' ');
    }
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u terrain piece:", "%u terrain pieces:", n), n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *piece = muster_terrain_map_describe_piece (self->terrain, i);

      g_string_append_printf (text, i == 0 ? " %s" : "; %s", piece);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
}

/* ---- drawing ---- */

static void
muster_terrain_map_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  MusterTerrainMap *self = MUSTER_TERRAIN_MAP (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  MusterMapStyle style;
  cairo_t *cr;

  if (self->terrain == NULL || width <= 0 || height <= 0)
    return;

  muster_map_style_init (&style);
  style.selected = self->selected;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  muster_map_draw (cr, self->terrain, &style, width, height);
  cairo_destroy (cr);
  self->n_draws++;
}

static void
muster_terrain_map_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 560;
    }
  else
    {
      *minimum = 180;
      *natural = 420;
    }
}

/* ---- picking ---- */

gboolean
muster_terrain_map_piece_at (MusterTerrainMap *self,
                             double            x,
                             double            y,
                             guint            *index)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_MAP (self), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  return muster_map_hit (self->terrain, gtk_widget_get_width (GTK_WIDGET (self)),
                         gtk_widget_get_height (GTK_WIDGET (self)), x, y, index);
}

/* Where a piece's centre is on the widget (for tests and pointers). */
void
muster_terrain_map_piece_center (MusterTerrainMap *self,
                                 guint             index,
                                 double           *x,
                                 double           *y)
{
  const MusterTerrainPiece *p;
  const MusterTerrainParams *params;
  double scale = 1, ox = 0, oy = 0;

  g_return_if_fail (MUSTER_IS_TERRAIN_MAP (self));
  g_return_if_fail (self->terrain != NULL);

  p = muster_terrain_get_piece (self->terrain, index);
  params = muster_terrain_get_params (self->terrain);
  muster_map_layout (self->terrain, gtk_widget_get_width (GTK_WIDGET (self)),
                     gtk_widget_get_height (GTK_WIDGET (self)), &scale, &ox, &oy);
  /* the table's y grows away from player one's edge, drawn at the bottom */
  *x = ox + p->x * scale;
  *y = oy + (params->depth - p->y) * scale;
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  MusterTerrainMap *self = MUSTER_TERRAIN_MAP (widget);
  g_autofree char *text = NULL;
  guint index;

  if (self->dragging)
    return FALSE;
  if (keyboard && self->selected >= 0)
    index = self->selected;
  else if (keyboard || !muster_terrain_map_piece_at (self, x, y, &index))
    return FALSE;
  text = muster_terrain_map_describe_piece (self->terrain, index);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           MusterTerrainMap         *self)
{
  guint index;

  if (self->dragging)
    return;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   muster_terrain_map_piece_at (self, x, y, &index) ? "grab" : NULL);
}

/* ---- moving ---- */

static gboolean
move_to (MusterTerrainMap *self,
         guint             index,
         double            x,
         double            y)
{
  const MusterTerrainPiece *p = muster_terrain_get_piece (self->terrain, index);

  muster_terrain_clamp_position (self->terrain, index, &x, &y);
  if (fabs (p->x - x) < 1e-9 && fabs (p->y - y) < 1e-9)
    return FALSE;
  muster_terrain_move_piece (self->terrain, index, x, y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/**
 * muster_terrain_map_move_piece:
 * @x: (in table units, from the left edge)
 * @y: (in table units, from player one's edge)
 *
 * Moves a piece as a drag would: "move-begin", the move, "piece-moved".
 *
 * Returns: whether the piece moved
 */
gboolean
muster_terrain_map_move_piece (MusterTerrainMap *self,
                               guint             index,
                               double            x,
                               double            y)
{
  const MusterTerrainPiece *p;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_MAP (self), FALSE);
  g_return_val_if_fail (self->terrain != NULL, FALSE);
  g_return_val_if_fail (index < muster_terrain_get_n_pieces (self->terrain), FALSE);

  p = muster_terrain_get_piece (self->terrain, index);
  muster_terrain_clamp_position (self->terrain, index, &x, &y);
  if (fabs (p->x - x) < 1e-9 && fabs (p->y - y) < 1e-9)
    return FALSE;
  self->key_index = -1;
  g_signal_emit (self, signals[MOVE_BEGIN], 0, index);
  move_to (self, index, x, y);
  g_signal_emit (self, signals[PIECE_MOVED], 0, index);
  update_accessible (self);
  return TRUE;
}

static void
drag_begin_cb (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               MusterTerrainMap *self)
{
  guint index;

  self->key_index = -1;
  self->dragging = FALSE;
  self->drag_index = -1;
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  if (!muster_terrain_map_piece_at (self, x, y, &index))
    {
      muster_terrain_map_set_selected (self, -1);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  muster_terrain_map_set_selected (self, index);
  self->drag_index = index;
  self->drag_x = x;
  self->drag_y = y;
  self->piece_x = muster_terrain_get_piece (self->terrain, index)->x;
  self->piece_y = muster_terrain_get_piece (self->terrain, index)->y;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
drag_update_cb (GtkGestureDrag   *gesture,
                double            dx,
                double            dy,
                MusterTerrainMap *self)
{
  double scale = 1;

  if (self->drag_index < 0 || self->terrain == NULL)
    return;
  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD)
        return;
      self->dragging = TRUE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      g_signal_emit (self, signals[MOVE_BEGIN], 0, (guint) self->drag_index);
    }
  muster_map_layout (self->terrain, gtk_widget_get_width (GTK_WIDGET (self)),
                     gtk_widget_get_height (GTK_WIDGET (self)), &scale, NULL, NULL);
  /* the table's y axis points up the screen */
  move_to (self, self->drag_index, self->piece_x + dx / scale, self->piece_y - dy / scale);
}

static void
drag_end_cb (GtkGestureDrag   *gesture,
             double            dx,
             double            dy,
             MusterTerrainMap *self)
{
  int index = self->drag_index;

  self->drag_index = -1;
  if (!self->dragging)
    return;
  self->dragging = FALSE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grab");
  g_signal_emit (self, signals[PIECE_MOVED], 0, (guint) index);
  update_accessible (self);
}

/* The next piece on the map after from (-1: the first) in the direction
 * step, or -1 past the last; places where the roll gave nothing are not
 * pieces. */
static int
next_piece (MusterTerrainMap *self,
            int               from,
            int               step)
{
  int n = muster_terrain_get_n_pieces (self->terrain);

  if (from < 0)
    from = step > 0 ? -1 : n;
  for (int i = from + step; i >= 0 && i < n; i += step)
    if (muster_terrain_get_piece (self->terrain, i)->piece != NULL)
      return i;
  return -1;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                MusterTerrainMap      *self)
{
  return muster_terrain_map_key (self, keyval, state);
}

/**
 * muster_terrain_map_key:
 *
 * What a key press does on the map: Tab and Shift+Tab select the next and
 * the previous piece (past the last, the selection ends and focus moves
 * on), the arrow keys move the selected piece (the first arrow with nothing
 * selected picks the first piece), Escape ends the selection.
 *
 * Returns: whether the map used the key
 */
gboolean
muster_terrain_map_key (MusterTerrainMap *self,
                        guint             keyval,
                        GdkModifierType   state)
{
  const MusterTerrainPiece *p;
  double step = (state & GDK_SHIFT_MASK) ? 10 : 1;
  double dx = 0, dy = 0;

  if (self->terrain == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -step; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = step; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = step; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = -step; break;
    case GDK_KEY_Escape:
      if (self->selected < 0)
        return FALSE;
      muster_terrain_map_set_selected (self, -1);
      return TRUE;
    case GDK_KEY_Tab: case GDK_KEY_KP_Tab: case GDK_KEY_ISO_Left_Tab:
      muster_terrain_map_set_selected (self, next_piece (self, self->selected,
                                                         keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) ? -1 : 1));
      return self->selected >= 0;
    default:
      return FALSE;
    }

  if (self->selected < 0)
    {
      /* the first arrow picks a piece; the next ones move it */
      muster_terrain_map_set_selected (self, next_piece (self, -1, 1));
      return self->selected >= 0;
    }

  p = muster_terrain_get_piece (self->terrain, self->selected);
  /* a run of arrow keys on one piece is one step to undo */
  if (self->key_index != self->selected)
    {
      double x = p->x + dx, y = p->y + dy;

      /* at the table's edge already: nothing to undo */
      muster_terrain_clamp_position (self->terrain, self->selected, &x, &y);
      if (fabs (p->x - x) < 1e-9 && fabs (p->y - y) < 1e-9)
        return TRUE;
      g_signal_emit (self, signals[MOVE_BEGIN], 0, (guint) self->selected);
      self->key_index = self->selected;
    }
  if (move_to (self, self->selected, p->x + dx, p->y + dy))
    {
      g_signal_emit (self, signals[PIECE_MOVED], 0, (guint) self->selected);
      update_accessible (self);
    }
  return TRUE;
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                MusterTerrainMap        *self)
{
  self->key_index = -1;
}

/* ---- the object ---- */

static void
muster_terrain_map_dispose (GObject *object)
{
  MusterTerrainMap *self = MUSTER_TERRAIN_MAP (object);

  g_clear_object (&self->terrain);
  G_OBJECT_CLASS (muster_terrain_map_parent_class)->dispose (object);
}

static void
muster_terrain_map_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  MusterTerrainMap *self = MUSTER_TERRAIN_MAP (object);

  switch (prop_id)
    {
    case PROP_TERRAIN:
      g_value_set_object (value, self->terrain);
      break;

    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_terrain_map_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  MusterTerrainMap *self = MUSTER_TERRAIN_MAP (object);

  switch (prop_id)
    {
    case PROP_TERRAIN:
      muster_terrain_map_set_terrain (self, g_value_get_object (value));
      break;

    case PROP_SELECTED:
      muster_terrain_map_set_selected (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_terrain_map_class_init (MusterTerrainMapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_terrain_map_dispose;
  object_class->get_property = muster_terrain_map_get_property;
  object_class->set_property = muster_terrain_map_set_property;
  widget_class->snapshot = muster_terrain_map_snapshot;
  widget_class->measure = muster_terrain_map_measure;

  properties[PROP_TERRAIN] =
    g_param_spec_object ("terrain", NULL, NULL,
                         MUSTER_TYPE_TERRAIN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MusterTerrainMap::move-begin:
   * @index: the piece about to move
   *
   * A drag, a run of arrow keys or muster_terrain_map_move_piece() is
   * about to move a piece: the last moment to keep its old place.
   */
  signals[MOVE_BEGIN] = g_signal_new ("move-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * MusterTerrainMap::piece-moved:
   * @index: the piece
   *
   * A piece was moved (at the end of a drag, or by a key press).
   */
  signals[PIECE_MOVED] = g_signal_new ("piece-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "terrainmap");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
muster_terrain_map_init (MusterTerrainMap *self)
{
  GtkGesture *drag;
  GtkEventController *controller;

  self->selected = -1;
  self->drag_index = -1;
  self->key_index = -1;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Terrain map"), -1);
  update_accessible (self);
}

GtkWidget *
muster_terrain_map_new (void)
{
  return g_object_new (MUSTER_TYPE_TERRAIN_MAP, NULL);
}

MusterTerrain *
muster_terrain_map_get_terrain (MusterTerrainMap *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_MAP (self), NULL);

  return self->terrain;
}

/* Shows @terrain; the selection is kept when it still names a piece. */
void
muster_terrain_map_set_terrain (MusterTerrainMap *self,
                                MusterTerrain    *terrain)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_MAP (self));
  g_return_if_fail (terrain == NULL || MUSTER_IS_TERRAIN (terrain));

  self->key_index = -1;
  self->drag_index = -1;
  self->dragging = FALSE;
  if (g_set_object (&self->terrain, terrain))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TERRAIN]);
  if (self->terrain == NULL || self->selected >= (int) muster_terrain_get_n_pieces (self->terrain))
    muster_terrain_map_set_selected (self, -1);
  muster_terrain_map_update (self);
}

int
muster_terrain_map_get_selected (MusterTerrainMap *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_MAP (self), -1);

  return self->selected;
}

void
muster_terrain_map_set_selected (MusterTerrainMap *self,
                                 int               index)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_MAP (self));

  if (self->terrain == NULL || index < 0 || index >= (int) muster_terrain_get_n_pieces (self->terrain))
    index = -1;
  if (self->selected == index)
    return;
  self->selected = index;
  self->key_index = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/* The terrain changed outside the map (an alternative chosen, say). */
void
muster_terrain_map_update (MusterTerrainMap *self)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_MAP (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible (self);
}

/* How many times the map was drawn, for tests. */
guint
muster_terrain_map_get_n_draws (MusterTerrainMap *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_MAP (self), 0);

  return self->n_draws;
}
