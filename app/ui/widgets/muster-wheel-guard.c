/* muster-wheel-guard.c: the mouse wheel never changes a number field or a
 * drop-down. Each spin button and drop-down of a guarded window or page
 * passes every wheel event it is given to the page it is on, however fast
 * the notches come and wherever the page has moved under the pointer.
 */
#include "config.h"

#include <math.h>

#include "muster-ui-util.h"

/* set on a widget muster_ui_guard_wheel () was given, and on each field
 * that carries a guard */
#define GUARDED_TREE "muster-wheel-guard"
#define GUARDED_INPUT "muster-wheel-guarded"

/* Moves @adjustment as a scrolled window does for the wheel. */
static void
scroll_adjustment (GtkAdjustment *adjustment,
                   double         delta,
                   GdkScrollUnit  unit)
{
  double value, page = gtk_adjustment_get_page_size (adjustment);

  if (delta == 0)
    return;
  if (unit == GDK_SCROLL_UNIT_WHEEL)
    delta *= pow (page, 2.0 / 3.0);
  value = CLAMP (gtk_adjustment_get_value (adjustment) + delta, gtk_adjustment_get_lower (adjustment),
                 gtk_adjustment_get_upper (adjustment) - page);
  gtk_adjustment_set_value (adjustment, value);
}

/* Runs in the capture phase on the field itself, before the field's own
 * wheel handler: whatever GTK delivers to the field (also a notch that
 * arrives after the page has moved it away from the pointer) ends here. */
static gboolean
guard_scroll_cb (GtkEventControllerScroll *controller,
                 double                    dx,
                 double                    dy,
                 gpointer                  user_data)
{
  GtkEventController *self = GTK_EVENT_CONTROLLER (controller);
  GtkWidget *input = gtk_event_controller_get_widget (self);
  GdkEvent *event = gtk_event_controller_get_current_event (self);
  GtkNative *native = gtk_widget_get_native (input);
  GtkWidget *scroller;
  GdkScrollUnit unit;

  /* a drop-down's own list is a popover, a surface of its own: its wheel
   * scrolls that list */
  if (event != NULL && native != NULL && gdk_event_get_surface (event) != gtk_native_get_surface (native))
    return FALSE;
  /* the field never sees the wheel: the page it is on scrolls instead */
  scroller = gtk_widget_get_ancestor (input, GTK_TYPE_SCROLLED_WINDOW);
  if (scroller != NULL)
    {
      unit = gtk_event_controller_scroll_get_unit (controller);
      scroll_adjustment (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), dy, unit);
      scroll_adjustment (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller)), dx, unit);
    }
  return TRUE;
}

static gboolean
is_input (GtkWidget *widget)
{
  return GTK_IS_SPIN_BUTTON (widget) || GTK_IS_DROP_DOWN (widget);
}

static void
guard_input (GtkWidget *input)
{
  GtkEventController *controller;

  if (g_object_get_data (G_OBJECT (input), GUARDED_INPUT) != NULL)
    return;
  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  gtk_event_controller_set_name (controller, "muster-wheel-guard");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "scroll", G_CALLBACK (guard_scroll_cb), NULL);
  gtk_widget_add_controller (input, controller);
  g_object_set_data (G_OBJECT (input), GUARDED_INPUT, controller);
}

static gboolean
is_guarded (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (g_object_get_data (G_OBJECT (widget), GUARDED_TREE) != NULL)
      return TRUE;
  return FALSE;
}

static void
guard_tree (GtkWidget *widget)
{
  if (is_input (widget))
    guard_input (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    guard_tree (child);
}

/* Every widget's ::map passes here: a field shown inside a guarded
 * widget, made before or after the guard, gets its own guard. */
static gboolean
map_hook (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (is_input (widget) && is_guarded (widget))
    guard_input (widget);
  return TRUE;
}

/**
 * muster_ui_guard_wheel:
 * @widget: a window, or any widget whose spin buttons and drop-downs are guarded
 *
 * Keeps the mouse wheel from changing the spin buttons and drop-downs
 * inside @widget, now and added later: a wheel turned over one scrolls the
 * page it is on, as it does anywhere else on the page, so that scrolling a
 * list never changes a number in it. Numbers change by their buttons, the
 * keyboard and typing. One call on a window guards every page in it.
 *
 * Each field gets a capture-phase scroll controller of its own, so the
 * guard acts on the events GTK gives the field, not on a guess of what is
 * under the pointer: fast notches that reach a field the page has already
 * moved away scroll the page too.
 */
void
muster_ui_guard_wheel (GtkWidget *widget)
{
  static gsize hooked = 0;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (g_once_init_enter (&hooked))
    {
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, map_hook, NULL, NULL);
      g_once_init_leave (&hooked, 1);
    }
  if (g_object_get_data (G_OBJECT (widget), GUARDED_TREE) != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), GUARDED_TREE, GINT_TO_POINTER (TRUE));
  guard_tree (widget);
}
