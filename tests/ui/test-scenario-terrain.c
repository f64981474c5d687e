/* test-scenario-terrain.c: display tests of the Scenario page's terrain:
 * a grid system's table is its grid (one control, square cells) and the
 * measure counts cells as the system's grid does; every system offers its
 * terrain; a piece's variant is chosen in the panel, one step of undo.
 */
#include "scenario-test-common.h"

static gboolean
is_named (GtkWidget *widget, const char *label)
{
  g_autofree char *differs = NULL;

  differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  return differs == NULL;
}

/* A spin button of that accessible name that the user can see. */
static gboolean
is_shown_spin (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_SPIN_BUTTON (widget) && gtk_widget_is_visible (widget) && is_named (widget, label);
}

/* A press at table point (tx0, ty0), a drag in steps to (tx1, ty1), a release. */
static void
drag_table (MusterScenarioCanvas *canvas, double tx0, double ty0, double tx1, double ty1)
{
  GtkWidget *widget = GTK_WIDGET (canvas);
  double x0, y0, x1, y1;

  muster_scenario_canvas_table_to_widget (canvas, tx0, ty0, &x0, &y0);
  muster_scenario_canvas_table_to_widget (canvas, tx1, ty1, &x1, &y1);
  point_at (widget, x0, y0);
  xdotool ("mousedown", "1", NULL);
  settle (widget);
  for (int i = 1; i <= 4; i++)
    point_at (widget, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
  xdotool ("mouseup", "1", NULL);
  settle (widget);
}

/* Types @text into @spin from the keyboard and leaves it with Tab. */
static void
type_into (GtkWidget *spin, const char *text)
{
  g_assert_true (gtk_widget_grab_focus (spin));
  settle (spin);
  xdotool ("key", "--clearmodifiers", "ctrl+a", NULL);
  xdotool ("type", text, NULL);
  key (spin, "Tab");
}

/* Price of Honour's table is its grid: one pair of fields, cells across
 * and deep, so an 11 keeps the cells square; one Ctrl+Z takes the grid
 * and the table back together. The measure counts cells along rows and
 * columns, as the game counts moves, not a straight line. */
static void
test_grid_is_table (void)
{
  MusterScenarioPage *page = show_page ("price-of-honour");
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  GtkWidget *properties = muster_scenario_page_get_properties (page);
  GtkWidget *columns;
  const char *unit;
  double width, depth;
  guint c, r;

  /* no separate table size to put out of step with the grid */
  g_assert_null (ui_test_find_widget (properties, is_shown_spin, "Table width"));
  g_assert_null (ui_test_find_widget (properties, is_shown_spin, "Table depth"));
  columns = ui_test_find_widget (properties, is_shown_spin, "Grid columns");
  g_assert_nonnull (columns);
  g_assert_nonnull (ui_test_find_widget (properties, is_shown_spin, "Grid rows"));

  type_into (columns, "11");
  muster_scenario_get_grid (scenario, &c, &r);
  muster_scenario_get_table (scenario, &width, &depth, &unit);
  g_assert_cmpuint (c, ==, 11);
  g_assert_cmpuint (r, ==, 8);
  g_assert_cmpstr (unit, ==, "cells");
  /* square cells: the table is as many cells as the grid */
  g_assert_cmpfloat (width, ==, 11);
  g_assert_cmpfloat (depth, ==, 8);
  key (GTK_WIDGET (canvas), "ctrl+z");
  muster_scenario_get_grid (scenario, &c, &r);
  muster_scenario_get_table (scenario, &width, &depth, &unit);
  g_assert_cmpuint (c, ==, 12);
  g_assert_cmpfloat (width, ==, 12);
  g_assert_false (muster_scenario_can_undo (scenario));

  /* three cells across and two deep are five moves along rows and
   * columns (a straight line would be 3.6) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.tool", "s", "measure"));
  drag_table (canvas, 0.5, 0.5, 3.5, 2.5);
  g_assert_cmpfloat_with_epsilon (muster_scenario_canvas_get_measured (canvas), 5, 1e-9);

  ui_test_close_window_of (GTK_WIDGET (page));
}

int
main (int argc, char **argv)
{
  catalog = ui_test_setup (&argc, &argv, &tmpdir);

  g_test_add_func ("/ui/scenario/grid-is-table", test_grid_is_table);
  return ui_test_run (catalog, tmpdir);
}
