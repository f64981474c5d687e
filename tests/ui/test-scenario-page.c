/* test-scenario-page.c: display tests of the Scenario page driven by real input
 * (xdotool): a piece placed, moved by the keyboard and by a mouse drag,
 * each one step that Ctrl+Z undoes; grid cells painted by the brush and by
 * the rectangle fill, each stroke one step; a click on a problem selects
 * its item; turning and resizing by the handles, a zone's corner, the
 * measure; the page in the window's view stack; files and the library;
 * the scenario's sides, texts and events in the property panel.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>

#include "muster-scenario-force.h"
#include "muster-scenario-layers.h"
#include "muster-scenario-sides.h"
#include "muster-scenario-page.h"
#include "muster-terrain-page.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static MusterCatalog *catalog;
static char *tmpdir;

/* ---- input through the X server (ui-test-input.h) ---- */

static void
point_at (GtkWidget *widget, double x, double y)
{
  point_at_xy (widget, x, y);
  /* the canvas's drag follows the pointer a frame later */
  ui_test_wait_ms (30);
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

static void
key (GtkWidget *widget, const char *keys)
{
  xdotool ("key", "--clearmodifiers", keys, NULL);
  settle (widget);
}

static MusterScenarioPage *
show_page (const char *system_id)
{
  GtkWidget *page = muster_scenario_page_new (catalog, NULL);

  ui_test_show_in_window (page, 1400, 900);
  g_assert_true (muster_scenario_page_new_scenario (MUSTER_SCENARIO_PAGE (page), system_id));
  gtk_test_widget_wait_for_draw (page);
  focus_window (page);
  return MUSTER_SCENARIO_PAGE (page);
}

static gboolean
is_check_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_CHECK_BUTTON (widget) && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), label) == 0;
}

static gboolean
is_named (GtkWidget *widget, const char *label)
{
  g_autofree char *differs = NULL;

  if (!gtk_widget_get_visible (widget))
    return FALSE;
  differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  return differs == NULL;
}

static gboolean
is_spin_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_SPIN_BUTTON (widget) && is_named (widget, label);
}

static gboolean
is_drop_down_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_DROP_DOWN (widget) && is_named (widget, label);
}

/* An event's phase by its name where the system's data names the phases
 * (a step of undo), by its number where it does not. */
static void
test_event_phase_names (void)
{
  MusterScenarioPage *page = show_page ("age-of-battles");
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  GtkWidget *properties = muster_scenario_page_get_properties (page);
  GtkWidget *phase;
  GtkSpinButton *number;
  GType spin = GTK_TYPE_SPIN_BUTTON;

  {
    MusterScenarioItem item;

    muster_scenario_item_init (&item, MUSTER_ITEM_EVENT);
    item.phase = 1;
    g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), NULL));
    muster_scenario_item_clear (&item);
  }
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 1);
  gtk_test_widget_wait_for_draw (properties);
  phase = ui_test_find_widget (properties, is_drop_down_labelled, "Phase");
  g_assert_nonnull (phase);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (phase)), ==, 0);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (phase))), 5),
                   ==, "6 · The attacker's blows");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (phase), 5);
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->phase, ==, 6);
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->turn, ==, 0);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->phase, ==, 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (phase)), ==, 0);
  /* a turn is a number */
  g_assert_true (muster_scenario_redo (scenario));
  {
    MusterScenarioItem item;

    muster_scenario_item_copy (&item, muster_scenario_get_item (scenario, 0));
    item.phase = 0;
    item.turn = 3;
    g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_replace_item (0, &item), NULL));
    muster_scenario_item_clear (&item);
  }
  g_assert_false (gtk_widget_get_visible (phase));
  number = GTK_SPIN_BUTTON (ui_test_find_widget (gtk_widget_get_parent (phase), ui_test_is_type, &spin));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (number)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (number), ==, 3);
  ui_test_close_window_of (GTK_WIDGET (page));

  /* a system whose data names no phases: the number */
  page = show_page ("clouds-of-smoke");
  scenario = muster_scenario_page_get_scenario (page);
  {
    MusterScenarioItem item;

    muster_scenario_item_init (&item, MUSTER_ITEM_EVENT);
    item.phase = 4;
    g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), NULL));
    muster_scenario_item_clear (&item);
  }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));
  properties = muster_scenario_page_get_properties (page);
  g_assert_null (ui_test_find_widget (properties, is_drop_down_labelled, "Phase"));
  number = GTK_SPIN_BUTTON (ui_test_find_widget (properties, is_spin_labelled, "Number of the phase or turn"));
  g_assert_nonnull (number);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (number), ==, 4);
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* A zone is marked on the march and hidden in its properties: each a step
 * that undo takes back. */
static void
test_zone_flags (void)
{
  MusterScenarioPage *page = show_page ("price-of-honour");
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  GtkWidget *march, *hidden;
  guint zone;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "zone"));
  zone = muster_scenario_get_n_items (scenario) - 1;
  g_assert_cmpint (muster_scenario_get_item (scenario, zone)->kind, ==, MUSTER_ITEM_ZONE);
  muster_scenario_canvas_set_selected (muster_scenario_page_get_canvas (page), (int) zone);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));
  march = ui_test_find_widget (GTK_WIDGET (page), is_check_labelled, "On the _march");
  hidden = ui_test_find_widget (GTK_WIDGET (page), is_check_labelled, "_Hidden");
  g_assert_nonnull (march);
  g_assert_nonnull (hidden);
  g_assert_true (gtk_widget_get_visible (march));
  g_assert_false (muster_scenario_get_item (scenario, zone)->march);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (march), TRUE);
  g_assert_true (muster_scenario_get_item (scenario, zone)->march);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (hidden), TRUE);
  g_assert_true (muster_scenario_get_item (scenario, zone)->hidden);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_false (muster_scenario_get_item (scenario, zone)->hidden);
  g_assert_true (muster_scenario_get_item (scenario, zone)->march);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (hidden)));
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_false (muster_scenario_get_item (scenario, zone)->march);
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The test: place a piece, move it by keyboard and by a mouse
 * drag, and undo both. */
static void
test_place_move_undo (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  const MusterScenarioItem *item;
  double x, y, tw, td;

  /* placed from the Add menu: selected, in the middle of the table */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:swamp"));
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 1);
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpstr (item->type, ==, "swamp");
  muster_scenario_get_table (scenario, &tw, &td, NULL);
  x = item->x;
  y = item->y;
  g_assert_cmpfloat (fabs (x - tw / 2), <=, 1);

  /* the keyboard: Right moves it one unit, Shift+Up ten */
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  key (GTK_WIDGET (page), "Right");
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpfloat_with_epsilon (item->x, x + 1, 1e-9);
  g_assert_cmpfloat_with_epsilon (item->y, y, 1e-9);

  /* the mouse: a drag by three units across and two in depth, snapped */
  drag_table (canvas, x + 1, y, x + 4.1, y + 1.9);
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpfloat_with_epsilon (item->x - item->width / 2, round (x + 4 - item->width / 2), 1e-9);
  g_assert_cmpfloat_with_epsilon (item->y - item->depth / 2, round (y + 2 - item->depth / 2), 1e-9);
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);

  /* Ctrl+Z twice: the drag, then the key; with the focus in a field of
   * the property panel, which would keep Ctrl+Z for itself */
  gtk_widget_grab_focus (ui_test_find_type (muster_scenario_page_get_properties (page), GTK_TYPE_SPIN_BUTTON));
  key (GTK_WIDGET (page), "ctrl+z");
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpfloat_with_epsilon (item->x, x + 1, 1e-9);
  g_assert_cmpfloat_with_epsilon (item->y, y, 1e-9);
  key (GTK_WIDGET (page), "ctrl+z");
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpfloat_with_epsilon (item->x, x, 1e-9);
  g_assert_cmpfloat_with_epsilon (item->y, y, 1e-9);
  /* and Ctrl+Shift+Z brings the key's move back */
  key (GTK_WIDGET (page), "ctrl+shift+z");
  g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (scenario, 0)->x, x + 1, 1e-9);
  key (GTK_WIDGET (page), "ctrl+z");
  key (GTK_WIDGET (page), "ctrl+z");
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 0);

  ui_test_close_window_of (GTK_WIDGET (page));
}

static guint
count_cells (MusterScenario *scenario, const char *type)
{
  guint columns, rows, n = 0;

  muster_scenario_get_grid (scenario, &columns, &rows);
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < columns; c++)
      n += g_strcmp0 (muster_scenario_get_cell (scenario, c, r), type) == 0;
  return n;
}

/* The brush paints the cells a drag crosses, the rectangle fills the cells
 * between press and release; each stroke one step of undo. */
static void
test_paint (void)
{
  MusterScenarioPage *page = show_page ("price-of-honour");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  GtkDropDown *palette;
  const char *type;
  guint columns, rows, before;

  muster_scenario_get_grid (scenario, &columns, &rows);
  g_assert_cmpuint (columns, ==, 12);
  g_assert_cmpuint (rows, ==, 8);
  g_assert_false (muster_scenario_can_undo (scenario));
  /* the palette offers the system's cell types; the first is chosen */
  palette = GTK_DROP_DOWN (ui_test_find_type (GTK_WIDGET (page), GTK_TYPE_DROP_DOWN));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (palette)));
  g_assert_cmpuint (gtk_drop_down_get_selected (palette), ==, 1);
  type = muster_system_get_grid (muster_scenario_get_system (scenario))->cells->pdata[0] != NULL
         ? ((const MusterPiece *) muster_system_get_grid (muster_scenario_get_system (scenario))->cells->pdata[0])->id : NULL;
  before = count_cells (scenario, type);

  /* the brush over three cells of the second row from the near edge */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.tool", "s", "brush"));
  drag_table (canvas, 0.5, 1.5, 2.5, 1.5);
  g_assert_cmpuint (count_cells (scenario, type), ==, before + 3);
  g_assert_cmpstr (muster_scenario_get_cell (scenario, 0, 6), ==, type);
  g_assert_cmpstr (muster_scenario_get_cell (scenario, 2, 6), ==, type);

  /* the rectangle: columns 5 to 7, rows 2 to 3 from the far edge */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.tool", "s", "rectangle"));
  drag_table (canvas, 4.5, 5.5, 6.5, 4.5);
  g_assert_cmpuint (count_cells (scenario, type), ==, before + 3 + 6);
  g_assert_cmpstr (muster_scenario_get_cell (scenario, 4, 2), ==, type);
  g_assert_cmpstr (muster_scenario_get_cell (scenario, 6, 3), ==, type);

  /* one Ctrl+Z each */
  key (GTK_WIDGET (page), "ctrl+z");
  g_assert_cmpuint (count_cells (scenario, type), ==, before + 3);
  key (GTK_WIDGET (page), "ctrl+z");
  g_assert_cmpuint (count_cells (scenario, type), ==, before);
  g_assert_false (muster_scenario_can_undo (scenario));

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* A problem about an item, clicked, selects the item. */
static void
test_problem_selects (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  MusterScenarioLayers *layers = MUSTER_SCENARIO_LAYERS (muster_scenario_page_get_layers (page));
  MusterScenarioItem item;
  GtkListBoxRow *row = NULL;
  double tw, td;

  muster_scenario_get_table (scenario, &tw, &td, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "objective"));
  /* a second piece, off the table */
  muster_scenario_item_init (&item, MUSTER_ITEM_PIECE);
  item.type = g_strdup ("swamp");
  item.x = tw + 20;
  item.y = td / 2;
  item.width = 2;
  item.depth = 2;
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), NULL));
  muster_scenario_item_clear (&item);
  muster_scenario_canvas_set_selected (canvas, 0);
  muster_scenario_layers_refresh (layers);
  g_assert_cmpuint (muster_scenario_layers_get_n_problems (layers), >=, 1);

  for (int i = 0; (row = gtk_list_box_get_row_at_index (muster_scenario_layers_get_problem_list (layers), i)) != NULL; i++)
    if (gtk_list_box_row_get_activatable (row))
      break;
  g_assert_nonnull (row);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (row));
  point_at (GTK_WIDGET (row), 20, gtk_widget_get_height (GTK_WIDGET (row)) / 2.0);
  xdotool ("click", "1", NULL);
  settle (GTK_WIDGET (page));
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 1);

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* A problem about a side ("Side 2 has no force"), clicked: nothing
 * selected on the table, that side marked in the panel and its name
 * focused. */
static void
test_problem_selects_side (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenarioLayers *layers = MUSTER_SCENARIO_LAYERS (muster_scenario_page_get_layers (page));
  GType type = MUSTER_TYPE_SCENARIO_SIDES;
  GtkWidget *sides = ui_test_find_widget (muster_scenario_page_get_properties (page), ui_test_is_type, &type);
  GtkListBoxRow *row = NULL;
  GtkWidget *focus, *group;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "objective"));
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);
  muster_scenario_layers_refresh (layers);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (muster_scenario_layers_get_problem_list (layers), i)) != NULL; i++)
    if (ui_test_find_label (GTK_WIDGET (row), "Side 2 has no force: name an army, or a faction and points.") != NULL)
      break;
  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_get_activatable (row));
  g_assert_cmpint (muster_scenario_sides_get_selected_side (MUSTER_SCENARIO_SIDES (sides)), ==, -1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (row));
  point_at (GTK_WIDGET (row), 20, gtk_widget_get_height (GTK_WIDGET (row)) / 2.0);
  xdotool ("click", "1", NULL);
  settle (GTK_WIDGET (page));

  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, -1);
  g_assert_cmpint (muster_scenario_sides_get_selected_side (MUSTER_SCENARIO_SIDES (sides)), ==, 1);
  g_assert_true (gtk_widget_is_drawable (sides));
  focus = gtk_root_get_focus (gtk_widget_get_root (sides));
  g_assert_nonnull (focus);
  group = gtk_widget_get_ancestor (focus, ADW_TYPE_PREFERENCES_GROUP);
  g_assert_nonnull (group);
  g_assert_true (gtk_widget_has_css_class (group, "selected-side"));
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==, "Side 2");
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* A piece turned by its round handle and resized by its corner, a zone's
 * corner dragged, a distance measured; every button and field named. */
static void
test_handles_measure (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  const MusterScenarioItem *item;
  const MusterPoint *corner;
  double x, y, w, d, hx, hy, tx, ty;

  ui_test_assert_labelled (GTK_WIDGET (page), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:swamp"));
  item = muster_scenario_get_item (scenario, 0);
  x = item->x, y = item->y, w = item->width, d = item->depth;
  g_assert_cmpfloat (item->rotation, ==, 0);

  /* the turning handle, above the far edge, dragged to the piece's right:
   * a quarter turn clockwise (270 degrees, counted anticlockwise) */
  muster_scenario_canvas_table_to_widget (canvas, x, y + d / 2, &hx, &hy);
  muster_scenario_canvas_widget_to_table (canvas, hx, hy - 22, &tx, &ty);
  drag_table (canvas, tx, ty, x + 5, y);
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpfloat_with_epsilon (item->rotation, 270, 1e-9);
  g_assert_cmpfloat_with_epsilon (item->x, x, 1e-9);
  key (GTK_WIDGET (page), "ctrl+z");
  g_assert_cmpfloat (muster_scenario_get_item (scenario, 0)->rotation, ==, 0);

  /* the corner handle, dragged two units out and one up: symmetric about
   * the middle, snapped to whole units */
  drag_table (canvas, x + w / 2, y + d / 2, x + w / 2 + 2, y + d / 2 + 1);
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpfloat_with_epsilon (item->width, round (w + 4), 1e-9);
  g_assert_cmpfloat_with_epsilon (item->depth, round (d + 2), 1e-9);
  /* R turns it by the keyboard */
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  key (GTK_WIDGET (page), "r");
  g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (scenario, 0)->rotation, 15, 1e-9);

  /* a zone: its first corner dragged */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "zone"));
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 1);
  corner = &g_array_index (muster_scenario_get_item (scenario, 1)->points, MusterPoint, 0);
  tx = corner->x, ty = corner->y;
  drag_table (canvas, tx, ty, tx - 3, ty - 2);
  corner = &g_array_index (muster_scenario_get_item (scenario, 1)->points, MusterPoint, 0);
  g_assert_cmpfloat_with_epsilon (corner->x, round (tx - 3), 1e-9);
  g_assert_cmpfloat_with_epsilon (corner->y, round (ty - 2), 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (muster_scenario_get_item (scenario, 1)->points, MusterPoint, 2).x,
                                  g_array_index (muster_scenario_get_item (scenario, 1)->points, MusterPoint, 1).x, 1e-9);

  /* zoom: + about the middle, Ctrl and the wheel about the pointer, which
   * stays over the same point of the table; 0 shows the whole table */
  {
    double px, py, qx, qy, zx, zy;

    gtk_widget_grab_focus (GTK_WIDGET (canvas));
    key (GTK_WIDGET (page), "plus");
    g_assert_cmpfloat_with_epsilon (muster_scenario_canvas_get_zoom (canvas), 1.25, 1e-9);
    px = gtk_widget_get_width (GTK_WIDGET (canvas)) * 0.3;
    py = gtk_widget_get_height (GTK_WIDGET (canvas)) * 0.6;
    muster_scenario_canvas_widget_to_table (canvas, px, py, &qx, &qy);
    point_at (GTK_WIDGET (canvas), px, py);
    xdotool ("keydown", "ctrl", "click", "4", "keyup", "ctrl", NULL);
    settle (GTK_WIDGET (canvas));
    g_assert_cmpfloat_with_epsilon (muster_scenario_canvas_get_zoom (canvas), 1.25 * 1.2, 1e-9);
    muster_scenario_canvas_table_to_widget (canvas, qx, qy, &zx, &zy);
    g_assert_cmpfloat (fabs (zx - round (px)), <, 1.5);
    g_assert_cmpfloat (fabs (zy - round (py)), <, 1.5);
    key (GTK_WIDGET (page), "0");
    g_assert_cmpfloat (muster_scenario_canvas_get_zoom (canvas), ==, 1);
  }

  /* the measure: three across and four in depth are five */
  g_assert_cmpfloat (muster_scenario_canvas_get_measured (canvas), <, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.tool", "s", "measure"));
  drag_table (canvas, 3, 3, 6, 7);
  g_assert_cmpfloat_with_epsilon (muster_scenario_canvas_get_measured (canvas), 5, 1e-9);
  /* and measuring changes nothing */
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 2);

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The canvas drawn as it shows, and the colour at widget point (x, y). */
static guint32
pixel_at (MusterScenarioCanvas *canvas, double x, double y)
{
  int w = gtk_widget_get_width (GTK_WIDGET (canvas)), h = gtk_widget_get_height (GTK_WIDGET (canvas));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (surface);
  guint32 value;

  muster_scenario_canvas_draw (canvas, cr, w, h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  value = ((guint32 *) (cairo_image_surface_get_data (surface) + (int) y * cairo_image_surface_get_stride (surface)))[(int) x];
  cairo_surface_destroy (surface);
  return value & 0xffffff;
}

static MusterPoint
corner_of (MusterScenario *scenario, guint item, guint i)
{
  return g_array_index (muster_scenario_get_item (scenario, item)->points, MusterPoint, i);
}

/* A zone's corners by the keyboard: Tab, Shift+Tab, ] and [ go round
 * them, drawn with a ring; the arrows move the corner by the snap step
 * (Shift: a tenth), Insert adds one after it, Delete removes it (three
 * stay); each a step of undo. */
static void
test_zone_corner_keys (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  GtkWidget *widget = GTK_WIDGET (canvas);
  MusterPoint p0, p1, q;
  double x, y;
  guint32 before, after;
  guint n;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "zone"));
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);
  n = muster_scenario_get_item (scenario, 0)->points->len;
  g_assert_cmpuint (n, ==, 4);
  p0 = corner_of (scenario, 0, 0);
  p1 = corner_of (scenario, 0, 1);
  gtk_widget_grab_focus (widget);
  settle (widget);
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, -1);

  /* a ring around the focused corner only: a point beside the handle
   * turns blue */
  muster_scenario_canvas_table_to_widget (canvas, p0.x, p0.y, &x, &y);
  x += 10, y += 10;
  before = pixel_at (canvas, x, y);
  key (widget, "Tab");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 0);
  after = pixel_at (canvas, x, y);
  g_assert_cmpuint (before, !=, after);
  g_assert_cmpuint (after & 0xff, >, (after >> 16) & 0xff);   /* bluer than red */
  key (widget, "bracketright");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 1);
  g_assert_cmpuint (pixel_at (canvas, x, y), ==, before);
  key (widget, "shift+Tab");
  key (widget, "bracketleft");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 3);
  key (widget, "Tab");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 0);

  /* the arrows: a whole unit, Shift a tenth; the zone stays selected */
  key (widget, "Right");
  q = corner_of (scenario, 0, 0);
  g_assert_cmpfloat_with_epsilon (q.x, p0.x + 1, 1e-9);
  g_assert_cmpfloat_with_epsilon (q.y, p0.y, 1e-9);
  key (widget, "shift+Up");
  q = corner_of (scenario, 0, 0);
  g_assert_cmpfloat_with_epsilon (q.y, p0.y + 0.1, 1e-9);
  g_assert_cmpfloat_with_epsilon (corner_of (scenario, 0, 1).x, p1.x, 1e-9);
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);

  /* against the table's edge: no step of undo */
  {
    MusterScenarioItem moved;
    double tw;

    muster_scenario_get_table (scenario, &tw, NULL, NULL);
    muster_scenario_item_copy (&moved, muster_scenario_get_item (scenario, 0));
    g_array_index (moved.points, MusterPoint, 0).x = tw;
    g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_replace_item (0, &moved), NULL));
    muster_scenario_item_clear (&moved);
    key (widget, "Right");
    g_assert_cmpfloat (corner_of (scenario, 0, 0).x, ==, tw);
    g_assert_true (muster_scenario_undo (scenario));
    g_assert_cmpfloat_with_epsilon (corner_of (scenario, 0, 0).x, p0.x + 1, 1e-9);
  }

  /* Insert: a corner halfway to the next, focused */
  key (widget, "Insert");
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->points->len, ==, n + 1);
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 1);
  q = corner_of (scenario, 0, 1);
  g_assert_cmpfloat_with_epsilon (q.x, (p0.x + 1 + p1.x) / 2, 1e-9);

  /* Delete: down to three corners, not below; the zone stays */
  key (widget, "Delete");
  key (widget, "Delete");
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->points->len, ==, 3);
  key (widget, "Delete");
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->points->len, ==, 3);
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 1);

  /* Escape leaves the corners; the arrows move the whole zone again */
  key (widget, "Escape");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, -1);
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);

  /* undo: two removals, the insert, the two moves, each one step */
  key (widget, "ctrl+z");
  key (widget, "ctrl+z");
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->points->len, ==, n + 1);
  key (widget, "ctrl+z");
  g_assert_cmpuint (muster_scenario_get_item (scenario, 0)->points->len, ==, n);
  key (widget, "ctrl+z");
  g_assert_cmpfloat_with_epsilon (corner_of (scenario, 0, 0).y, p0.y, 1e-9);
  key (widget, "ctrl+z");
  g_assert_cmpfloat_with_epsilon (corner_of (scenario, 0, 0).x, p0.x, 1e-9);
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* An edit of the selected item alone (a key, a drag's end, an undo of
 * it) draws only that item again over the kept table; an edit of another
 * item draws the table again; a zoom step scales the kept table until the
 * zoom rests. */
static void
test_table_kept (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  GtkWidget *widget = GTK_WIDGET (canvas);
  MusterScenarioItem item;
  guint tables;
  double x;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:swamp"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:swamp"));
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 1);
  gtk_widget_grab_focus (widget);
  settle (widget);
  gtk_test_widget_wait_for_draw (widget);
  tables = muster_scenario_canvas_get_n_table_draws (canvas);
  x = muster_scenario_get_item (scenario, 1)->x;
  key (widget, "Right");
  key (widget, "Right");
  gtk_test_widget_wait_for_draw (widget);
  g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (scenario, 1)->x, x + 2, 1e-9);
  key (widget, "ctrl+z");
  gtk_test_widget_wait_for_draw (widget);
  g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (scenario, 1)->x, x + 1, 1e-9);
  g_assert_cmpuint (muster_scenario_canvas_get_n_table_draws (canvas), ==, tables);

  /* the other piece moved: the table beneath is drawn again */
  muster_scenario_item_copy (&item, muster_scenario_get_item (scenario, 0));
  item.x += 3;
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_replace_item (0, &item), NULL));
  muster_scenario_item_clear (&item);
  gtk_test_widget_wait_for_draw (widget);
  g_assert_cmpuint (muster_scenario_canvas_get_n_table_draws (canvas), ==, tables + 1);

  /* a zoom step scales the kept table; it is drawn anew once the zoom rests */
  muster_scenario_canvas_zoom (canvas, 1.25, -1, -1);
  gtk_test_widget_wait_for_draw (widget);
  g_assert_cmpuint (muster_scenario_canvas_get_n_table_draws (canvas), ==, tables + 1);
  ui_test_wait_ms (400);
  gtk_test_widget_wait_for_draw (widget);
  g_assert_cmpuint (muster_scenario_canvas_get_n_table_draws (canvas), ==, tables + 2);
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The window has the page beside Terrain; a sample opens; the scenario
 * goes to the library and comes back; a file saved opens the same. */
static void
test_window_files_library (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterWindow *window = muster_window_new_full (NULL, catalog, library);
  MusterScenarioPage *page;
  g_autofree char *sample = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "clouds-of-smoke", "scenarios",
                                              "mill-bridge.xml", NULL);
  g_autofree char *saved = g_build_filename (tmpdir, "saved-scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (saved);
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;
  gint64 document;

  ui_test_present (GTK_WINDOW (window));
  muster_window_set_visible_view (window, "scenario");
  page = MUSTER_SCENARIO_PAGE (muster_window_get_scenario_page (window));
  g_assert_true (gtk_widget_get_ancestor (GTK_WIDGET (page), ADW_TYPE_VIEW_STACK) != NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.open-sample", "s", sample));
  g_assert_nonnull (muster_scenario_page_get_scenario (page));
  g_assert_cmpuint (muster_scenario_get_n_items (muster_scenario_page_get_scenario (page)), >, 0);
  xml = muster_scenario_to_xml (muster_scenario_page_get_scenario (page));

  g_assert_true (muster_scenario_page_save (page, &error));
  g_assert_no_error (error);
  document = muster_scenario_page_get_document (page);
  g_assert_cmpint (document, >, 0);
  g_assert_true (muster_scenario_page_save_file (page, file, &error));
  g_assert_no_error (error);

  g_assert_true (muster_scenario_page_new_scenario (page, "ancient-medieval"));
  g_assert_true (muster_window_open_document (window, document));
  {
    g_autofree char *back = muster_scenario_to_xml (muster_scenario_page_get_scenario (page));

    g_assert_cmpstr (back, ==, xml);
  }
  g_assert_true (muster_scenario_page_open_file (page, file, &error));
  g_assert_no_error (error);
  {
    g_autofree char *back = muster_scenario_to_xml (muster_scenario_page_get_scenario (page));

    g_assert_cmpstr (back, ==, xml);
  }

  /* a scenario kept in the library keeps each edit a moment later, as a
   * new revision */
  g_assert_true (muster_window_open_document (window, document));
  {
    g_autoptr(GPtrArray) before = muster_library_get_revisions (library, document, NULL);
    g_autoptr(GPtrArray) after = NULL;
    g_autofree char *kept = NULL;
    guint n = muster_scenario_get_n_items (muster_scenario_page_get_scenario (page));

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "camp"));
    muster_window_flush (window);
    after = muster_library_get_revisions (library, document, NULL);
    g_assert_cmpuint (after->len, ==, before->len + 1);
    kept = muster_library_get_content (library, document, 0, NULL);
    {
      g_autoptr(MusterScenario) back = muster_scenario_load_memory (catalog, kept, strlen (kept), "kept.xml", &error);

      g_assert_no_error (error);
      g_assert_cmpuint (muster_scenario_get_n_items (back), ==, n + 1);
    }
  }

  /* the Terrain page's setup, as a new scenario with its pieces */
  {
    MusterTerrainPage *terrain_page = MUSTER_TERRAIN_PAGE (muster_window_get_terrain_page (window));
    MusterTerrain *terrain;
    g_autofree char *sent = NULL;
    g_autoptr(MusterScenario) exported = NULL;

    g_assert_true (muster_terrain_settings_select_system (muster_terrain_page_get_settings (terrain_page), "clouds-of-smoke"));
    muster_terrain_settings_set_seed (muster_terrain_page_get_settings (terrain_page), 7);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (terrain_page), "terrain.roll", NULL));
    terrain = muster_terrain_page_get_terrain (terrain_page);
    /* the same as the scenario file the Terrain page exports */
    sent = muster_terrain_to_scenario_xml (terrain);
    exported = muster_scenario_load_memory (catalog, sent, strlen (sent), "sent.xml", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (muster_scenario_get_n_items (exported), >, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.import-terrain", NULL));
    {
      g_autofree char *shown = muster_scenario_to_xml (muster_scenario_page_get_scenario (page));
      g_autofree char *expected = muster_scenario_to_xml (exported);

      g_assert_cmpstr (shown, ==, expected);
    }
    g_assert_true (muster_scenario_get_system (muster_scenario_page_get_scenario (page)) ==
                   muster_terrain_get_system (terrain));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) &&
         (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0 ||
          g_strcmp0 (gtk_widget_get_tooltip_text (widget), label) == 0);
}

/* Presses the button @widget from the keyboard (it may be scrolled out
 * of the panel's view). */
static void
press (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_grab_focus (widget));
  settle (widget);
  key (widget, "space");
}

/* Types @text into the field @widget and presses Enter. */
static void
type_into (GtkWidget *widget, const char *text)
{
  g_assert_nonnull (widget);
  gtk_widget_grab_focus (widget);
  settle (widget);
  xdotool ("type", "--delay", "5", text, NULL);
  key (widget, "Return");
}

static const MusterForce *
first_force (MusterScenario *scenario)
{
  const MusterScenarioSide *side = muster_scenario_get_side (scenario, 0);

  return side->forces->len > 0 ? &g_array_index (side->forces, MusterForce, 0) : NULL;
}

static gboolean
is_window_titled (GtkWidget *widget, gconstpointer title)
{
  return GTK_IS_WINDOW (widget) && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (widget)), title) == 0;
}

/* The library chooser's window, and a click on its only army. */
static void
choose_in_library (GtkWidget *page, const char *title)
{
  GtkWidget *window = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  GType type = ADW_TYPE_ACTION_ROW;
  GtkWidget *row;

  for (guint i = 0; window == NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);

      if (is_window_titled (w, title))
        window = g_object_ref (w);
    }
  g_assert_nonnull (window);
  gtk_test_widget_wait_for_draw (window);
  row = ui_test_find_widget (window, ui_test_is_type, &type);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Borodino, 1812 (sample)");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "498 of 500 points");
  g_signal_emit_by_name (row, "activate");
  settle (page);
  /* chosen: the chooser is gone */
  g_assert_false (gtk_widget_get_visible (window));
  g_object_unref (window);
}

static void
assert_subtitle (GtkWidget *row, const char *expected)
{
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

  if (strstr (subtitle, expected) == NULL)
    g_error ("the army row says “%s”, not “%s”", subtitle, expected);
}

/* A side's army: an army file, a copy of it kept in the scenario, a
 * library army from the chooser, a copy of one, and back to a faction and
 * points; the row names the army and its points; each one step of undo. */
static void
test_force_army (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  GtkWidget *page_widget = muster_scenario_page_new (catalog, library);
  MusterScenarioPage *page = MUSTER_SCENARIO_PAGE (page_widget);
  g_autofree char *path = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "clouds-of-smoke", "armies",
                                            "borodino-1812-russia.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(MusterArmy) army = muster_army_load_file (catalog, path, NULL);
  g_autoptr(GError) error = NULL;
  GType type = MUSTER_TYPE_SCENARIO_FORCE_ROW;
  MusterScenario *scenario;
  GtkWidget *sides, *row, *faction;
  gint64 document;

  g_assert_nonnull (army);
  document = muster_library_add_army (library, army, &error);
  g_assert_no_error (error);
  ui_test_show_in_window (page_widget, 1400, 900);
  g_assert_true (muster_scenario_page_new_scenario (page, "clouds-of-smoke"));
  gtk_test_widget_wait_for_draw (page_widget);
  scenario = muster_scenario_page_get_scenario (page);
  sides = muster_scenario_page_get_properties (page);
  row = ui_test_find_widget (sides, ui_test_is_type, &type);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_drawable (row));
  assert_subtitle (row, "None chosen");

  /* an army file: named by its path, shown with its name and points */
  g_assert_true (muster_scenario_force_row_set_file (MUSTER_SCENARIO_FORCE_ROW (row), file, FALSE));
  g_assert_cmpstr (first_force (scenario)->army, ==, path);
  assert_subtitle (row, "Borodino, 1812 (sample), 498 of 500 points · file borodino-1812-russia.xml");
  faction = ui_test_find_widget (gtk_widget_get_parent (row), is_row_titled, "Faction");
  g_assert_false (gtk_widget_get_sensitive (faction));

  /* kept as a copy in the scenario */
  g_assert_true (gtk_widget_activate_action (row, "force.keep", NULL));
  g_assert_null (first_force (scenario)->army);
  g_assert_nonnull (first_force (scenario)->embedded);
  assert_subtitle (row, "498 of 500 points · a copy in the scenario");
  g_assert_cmpstr (adw_combo_row_get_selected_item (ADW_COMBO_ROW (faction)) != NULL
                   ? gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (faction))) : "",
                   ==, muster_text_get (&muster_army_get_faction (army)->name));

  /* an army of the library, from its chooser */
  g_assert_true (gtk_widget_activate_action (row, "force.library", NULL));
  choose_in_library (page_widget, "Choose a Library Army");
  g_assert_cmpint (first_force (scenario)->library, ==, document);
  g_assert_null (first_force (scenario)->embedded);
  assert_subtitle (row, "498 of 500 points · in the library");

  /* a copy of a library army */
  g_assert_true (gtk_widget_activate_action (row, "force.embed-library", NULL));
  choose_in_library (page_widget, "Copy a Library Army");
  g_assert_cmpint (first_force (scenario)->library, ==, 0);
  g_assert_nonnull (first_force (scenario)->embedded);

  /* the faction and points only */
  g_assert_true (gtk_widget_activate_action (row, "force.faction", NULL));
  g_assert_null (first_force (scenario)->embedded);
  g_assert_cmpstr (first_force (scenario)->faction, ==, "russia-epoch-of-empires");
  g_assert_cmpuint (first_force (scenario)->points, ==, 500);
  g_assert_true (gtk_widget_get_sensitive (faction));
  assert_subtitle (row, "None chosen");

  /* each one step back */
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_nonnull (first_force (scenario)->embedded);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpint (first_force (scenario)->library, ==, document);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_nonnull (first_force (scenario)->embedded);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpstr (first_force (scenario)->army, ==, path);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_null (first_force (scenario));
  g_assert_false (muster_scenario_can_undo (scenario));
  ui_test_close_window_of (page_widget);
}

/* The scenario's own fields below name and table: a side's role and name,
 * a side added, the victory conditions, an event; each one step that
 * undo takes back in turn. */
static void
test_sides_texts_events (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  GType type = MUSTER_TYPE_SCENARIO_SIDES;
  GtkWidget *sides = ui_test_find_widget (muster_scenario_page_get_properties (page), ui_test_is_type, &type);
  GtkWidget *role = ui_test_find_widget (sides, is_row_titled, "Role");
  GtkWidget *name = ui_test_find_widget (role != NULL ? gtk_widget_get_parent (role) : sides, is_row_titled, "Name");
  const MusterScenarioItem *event;

  g_assert_nonnull (sides);
  g_assert_true (gtk_widget_is_drawable (sides));
  g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 2);
  g_assert_nonnull (role);
  g_assert_nonnull (name);

  /* the first side: its role, then its name (Enter applies it) */
  adw_combo_row_set_selected (ADW_COMBO_ROW (role), MUSTER_ROLE_DEFENDER);
  g_assert_cmpint (muster_scenario_get_side (scenario, 0)->role, ==, MUSTER_ROLE_DEFENDER);
  gtk_editable_set_text (GTK_EDITABLE (name), "");
  type_into (name, "Blue");
  g_assert_cmpstr (muster_scenario_get_side (scenario, 0)->name.en, ==, "Blue");
  g_assert_cmpstr (muster_scenario_get_side (scenario, 0)->name.ru, ==, "Сторона 1");

  /* a third side */
  press (ui_test_find_widget (sides, is_button_labelled, "_Add Side"));
  g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 3);
  g_assert_cmpstr (muster_scenario_get_side (scenario, 2)->name.en, ==, "Side 3");
  /* named in both languages, not only the one shown */
  g_assert_cmpstr (muster_scenario_get_side (scenario, 2)->name.ru, ==, "Сторона 3");

  /* the victory conditions (Enter applies them) */
  type_into (ui_test_find_widget (sides, is_row_titled, "Victory conditions"), "Hold the bridge");
  g_assert_cmpstr (muster_text_get (muster_scenario_get_victory (scenario)), ==, "Hold the bridge");
  /* the description, applied when the focus leaves the field */
  {
    GtkWidget *description = ui_test_find_widget (sides, is_row_titled, "Description");

    gtk_widget_grab_focus (description);
    settle (description);
    xdotool ("type", "--delay", "5", "Dawn", NULL);
    settle (description);
    g_assert_false (muster_text_is_set (muster_scenario_get_description (scenario)));
    /* Tab: to the field's apply button, then out of it */
    key (description, "Tab");
    g_assert_false (muster_text_is_set (muster_scenario_get_description (scenario)));
    key (description, "Tab");
    g_assert_cmpstr (muster_text_get (muster_scenario_get_description (scenario)), ==, "Dawn");
  }

  /* an event, and its text */
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 0);
  press (ui_test_find_widget (sides, is_button_labelled, "Add Event"));
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 1);
  event = muster_scenario_get_item (scenario, 0);
  g_assert_cmpint (event->kind, ==, MUSTER_ITEM_EVENT);
  type = GTK_TYPE_ENTRY;
  type_into (ui_test_find_widget (sides, ui_test_is_type, &type), "Rain");
  event = muster_scenario_get_item (scenario, 0);
  g_assert_cmpstr (event->text.en, ==, "Rain");

  /* undo, step by step: the event's text, the event, the description,
   * the victory conditions, the side, the name, the role */
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_null (muster_scenario_get_item (scenario, 0)->text.en);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 0);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_false (muster_text_is_set (muster_scenario_get_description (scenario)));
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_false (muster_text_is_set (muster_scenario_get_victory (scenario)));
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 2);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpstr (muster_scenario_get_side (scenario, 0)->name.en, ==, "Side 1");
  /* the panel follows: the name field shows the name again */
  settle (sides);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_find_widget (sides, is_row_titled, "Name"))), ==, "Side 1");
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpint (muster_scenario_get_side (scenario, 0)->role, ==, MUSTER_ROLE_NONE);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_find_widget (sides, is_row_titled, "Role"))), ==, 0);
  g_assert_false (muster_scenario_can_undo (scenario));

  /* a side removed by its button, not below two: with two the buttons
   * are off */
  press (ui_test_find_widget (sides, is_button_labelled, "_Add Side"));
  g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 3);
  press (ui_test_find_widget (sides, is_button_labelled, "Remove Side"));
  g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 2);
  g_assert_cmpstr (muster_scenario_get_side (scenario, 0)->id, ==, "side-2");
  g_assert_false (gtk_widget_get_sensitive (ui_test_find_widget (sides, is_button_labelled, "Remove Side")));
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 3);

  ui_test_close_window_of (GTK_WIDGET (page));
}

int
main (int argc, char **argv)
{
  int status;

  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/scenario/place-move-undo", test_place_move_undo);
  g_test_add_func ("/ui/scenario/paint", test_paint);
  g_test_add_func ("/ui/scenario/problem-selects", test_problem_selects);
  g_test_add_func ("/ui/scenario/problem-selects-side", test_problem_selects_side);
  g_test_add_func ("/ui/scenario/zone-flags", test_zone_flags);
  g_test_add_func ("/ui/scenario/handles-measure", test_handles_measure);
  g_test_add_func ("/ui/scenario/window-files-library", test_window_files_library);
  g_test_add_func ("/ui/scenario/sides-texts-events", test_sides_texts_events);
  g_test_add_func ("/ui/scenario/force-army", test_force_army);
  g_test_add_func ("/ui/scenario/zone-corner-keys", test_zone_corner_keys);
  g_test_add_func ("/ui/scenario/event-phase-names", test_event_phase_names);
  g_test_add_func ("/ui/scenario/table-kept", test_table_kept);

  status = g_test_run ();
  g_object_unref (catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
