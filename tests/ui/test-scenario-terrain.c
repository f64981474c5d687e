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

/* A menu button whose menu has a section labelled @data with items. */
static gboolean
has_terrain_section (GtkWidget *widget, gconstpointer data)
{
  GMenuModel *menu;

  if (!GTK_IS_MENU_BUTTON (widget) || (menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget))) == NULL)
    return FALSE;
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label) &&
          g_strcmp0 (label, data) == 0 && section != NULL && g_menu_model_get_n_items (section) >= 3)
        return TRUE;
    }
  return FALSE;
}

/* Age of Battles offers the ground its rules name, in the Add menu, and a
 * piece of it lands on the table. */
static void
test_age_of_battles_terrain (void)
{
  MusterScenarioPage *page = show_page ("age-of-battles");
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  GPtrArray *pieces = muster_system_get_pieces (muster_scenario_get_system (scenario));
  const MusterScenarioItem *item;

  g_assert_cmpuint (pieces->len, >=, 3);
  g_assert_nonnull (muster_system_lookup_piece (muster_scenario_get_system (scenario), "rough-ground"));
  g_assert_nonnull (muster_system_lookup_piece (muster_scenario_get_system (scenario), "high-ground"));
  /* the Add menu's Terrain section lists them */
  g_assert_nonnull (ui_test_find_widget (GTK_WIDGET (page), has_terrain_section, "Terrain"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:high-ground"));
  settle (GTK_WIDGET (page));
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 1);
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpint (item->kind, ==, MUSTER_ITEM_PIECE);
  g_assert_cmpstr (item->type, ==, "high-ground");
  ui_test_close_window_of (GTK_WIDGET (page));
}

static gboolean
is_shown_drop (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_is_visible (widget) && is_named (widget, label);
}

/* A forest's density is chosen in the panel from the variants the system's
 * data gives it: one step of undo, kept in the scenario file; a piece
 * whose type has none offers no choice. */
static void
test_piece_variant (void)
{
  MusterScenarioPage *page = show_page ("ancient-medieval");
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  GtkWidget *properties = muster_scenario_page_get_properties (page);
  g_autofree char *saved = NULL;
  GtkDropDown *variant;
  GListModel *model;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:forest"));
  settle (GTK_WIDGET (page));
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);
  g_assert_null (muster_scenario_get_item (scenario, 0)->variant);
  variant = GTK_DROP_DOWN (ui_test_find_widget (properties, is_shown_drop, "Piece variant"));
  g_assert_nonnull (variant);
  model = gtk_drop_down_get_model (variant);
  /* no variant, sparse, dense, thicket */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 2), ==, "Dense forest");
  gtk_drop_down_set_selected (variant, 2);
  settle (GTK_WIDGET (page));
  g_assert_cmpstr (muster_scenario_get_item (scenario, 0)->variant, ==, "dense");

  /* kept in the file */
  saved = muster_scenario_to_xml (scenario);
  g_assert_nonnull (strstr (saved, "variant=\"dense\""));

  /* one Ctrl+Z takes it back, the item stays */
  key (GTK_WIDGET (canvas), "ctrl+z");
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 1);
  g_assert_null (muster_scenario_get_item (scenario, 0)->variant);

  /* a lake has no variants: no choice shown */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:lake"));
  settle (GTK_WIDGET (page));
  g_assert_null (ui_test_find_widget (properties, is_shown_drop, "Piece variant"));
  ui_test_close_window_of (GTK_WIDGET (page));
}

int
main (int argc, char **argv)
{
  catalog = ui_test_setup (&argc, &argv, &tmpdir);

  g_test_add_func ("/ui/scenario/grid-is-table", test_grid_is_table);
  g_test_add_func ("/ui/scenario/age-of-battles-terrain", test_age_of_battles_terrain);
  g_test_add_func ("/ui/scenario/piece-variant", test_piece_variant);
  return ui_test_run (catalog, tmpdir);
}
