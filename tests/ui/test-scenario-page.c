/* test-scenario-page.c: display tests of the Scenario page's table driven by
 * real input (xdotool): a piece placed, moved by the keyboard and by a mouse
 * drag, each one step that Ctrl+Z undoes; grid cells painted by the brush and
 * by the rectangle fill; turning and resizing by the handles, a zone's corners,
 * the measure; and the table kept between edits of one item.
 */
#include "scenario-test-common.h"

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

/* R, the turning handle and the map agree on which way a piece turns:
 * clockwise as the table is shown. A long piece turned 45 degrees by R is
 * hit where it is drawn, its handle is dragged on round the same way, and
 * its corner handle sits at its turned corner. */
static void
test_turn_agrees (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  MusterScenarioItem long_piece;
  const MusterScenarioItem *item;
  double x, y, s2 = sqrt (0.5), hx, hy, tx, ty;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:swamp"));
  muster_scenario_item_copy (&long_piece, muster_scenario_get_item (scenario, 0));
  long_piece.width = 20;
  long_piece.depth = 2;
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_replace_item (0, &long_piece), NULL));
  muster_scenario_item_clear (&long_piece);
  item = muster_scenario_get_item (scenario, 0);
  x = item->x, y = item->y;

  /* R three times: 45 degrees clockwise, its right end now down the map
   * (towards side one's edge) */
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  key (GTK_WIDGET (page), "r");
  key (GTK_WIDGET (page), "r");
  key (GTK_WIDGET (page), "r");
  g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (scenario, 0)->rotation, 45, 1e-9);
  key (GTK_WIDGET (page), "Escape");
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, -1);
  /* a click where the mirror image would be finds nothing */
  drag_table (canvas, x + 8 * s2, y + 8 * s2, x + 8 * s2, y + 8 * s2);
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, -1);
  drag_table (canvas, x + 8 * s2, y - 8 * s2, x + 8 * s2, y - 8 * s2);
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 0);
  g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (scenario, 0)->x, x, 1e-9);

  /* the corner handle of the turned piece is at its turned far right
   * corner: dragged outwards along the width it makes the piece longer */
  {
    double cx = x + 10 * s2 + 1 * s2, cy = y - 10 * s2 + 1 * s2;

    drag_table (canvas, cx, cy, cx + 2 * s2, cy - 2 * s2);
    item = muster_scenario_get_item (scenario, 0);
    g_assert_cmpfloat_with_epsilon (item->width, 24, 1e-9);
    g_assert_cmpfloat_with_epsilon (item->depth, 2, 1e-9);
    key (GTK_WIDGET (page), "ctrl+z");
  }

  /* the turning handle goes on round the same way: from 45 degrees (up
   * and to the right of the middle) dragged to straight right is 90 */
  item = muster_scenario_get_item (scenario, 0);
  muster_scenario_canvas_table_to_widget (canvas, x + 1 * s2, y + 1 * s2, &hx, &hy);
  hx += 22 * s2;
  hy -= 22 * s2;
  muster_scenario_canvas_widget_to_table (canvas, hx, hy, &tx, &ty);
  drag_table (canvas, tx, ty, x + 8, y);
  g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (scenario, 0)->rotation, 90, 1e-9);

  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The item of @kind added last (the highest index of that kind). */
static const MusterScenarioItem *
last_of (MusterScenario *scenario, MusterItemKind kind)
{
  const MusterScenarioItem *found = NULL;

  for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
    if (muster_scenario_get_item (scenario, i)->kind == kind)
      found = muster_scenario_get_item (scenario, i);
  return found;
}

/* The spin buttons under @widget that are shown, in order. */
static void
collect_spins (GtkWidget *widget, GPtrArray *spins)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_SPIN_BUTTON (widget))
    {
      g_ptr_array_add (spins, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_spins (child, spins);
}

/* Types @text into @spin over what it holds, and leaves it with Tab. */
static void
type_into (GtkWidget *spin, const char *text)
{
  g_assert_true (gtk_widget_grab_focus (spin));
  settle (spin);
  key (spin, "ctrl+a");
  xdotool ("type", text, NULL);
  key (spin, "Tab");
}

/* Tab selects the items on the table one by one from the keyboard, in the
 * order of the layers, and past the last one moves on out of the table;
 * Shift+Tab goes back. */
static void
test_tab_selects (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenarioCanvas *canvas = muster_scenario_page_get_canvas (page);
  GtkWidget *widget = GTK_WIDGET (canvas);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:hill"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "objective"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "column-marker"));
  g_assert_cmpuint (muster_scenario_get_n_items (muster_scenario_page_get_scenario (page)), ==, 3);
  g_assert_true (gtk_widget_grab_focus (widget));
  key (widget, "Escape");
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, -1);
  for (int i = 0; i < 3; i++)
    {
      key (widget, "Tab");
      g_assert_true (gtk_widget_has_focus (widget));
      g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, i);
    }
  /* the selection moves by the keys as a click's does */
  key (widget, "shift+Tab");
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 1);
  {
    double x = muster_scenario_get_item (muster_scenario_page_get_scenario (page), 1)->x;

    key (widget, "Right");
    g_assert_cmpfloat_with_epsilon (muster_scenario_get_item (muster_scenario_page_get_scenario (page), 1)->x, x + 1, 1e-9);
  }
  key (widget, "Tab");
  key (widget, "Tab");
  /* past the last item: nothing selected, the focus gone on */
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, -1);
  g_assert_false (gtk_widget_has_focus (widget));
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* New markers land apart, each on a free spot: column markers near their
 * side's edge and numbered on; a new zone is the band along the edge of
 * the next side without one; camps go to the side without one. */
static void
test_add_places (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  MusterScenario *scenario = muster_scenario_page_get_scenario (page);
  const char *first = muster_scenario_get_side (scenario, 0)->id;
  const char *second = muster_scenario_get_side (scenario, 1)->id;
  double tw, td, x0, y0, x1, y1;
  GArray *spots = g_array_new (FALSE, FALSE, sizeof (MusterPoint));

  muster_scenario_get_table (scenario, &tw, &td, NULL);
  g_assert_cmpint (muster_scenario_get_side (scenario, 0)->edge, ==, MUSTER_EDGE_SOUTH);
  g_assert_cmpint (muster_scenario_get_side (scenario, 1)->edge, ==, MUSTER_EDGE_NORTH);
  for (guint i = 0; i < 3; i++)
    {
      const MusterScenarioItem *marker;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "column-marker"));
      marker = last_of (scenario, MUSTER_ITEM_COLUMN_MARKER);
      g_assert_cmpstr (marker->side, ==, first);
      g_assert_cmpuint (marker->number, ==, i + 1);
      g_assert_cmpfloat (marker->y, <, td / 2);
      g_array_append_val (spots, ((MusterPoint) { marker->x, marker->y }));
    }
  for (guint i = 0; i < 2; i++)
    {
      const MusterScenarioItem *objective;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "objective"));
      objective = last_of (scenario, MUSTER_ITEM_OBJECTIVE);
      g_array_append_val (spots, ((MusterPoint) { objective->x, objective->y }));
    }
  /* no two in one place */
  for (guint i = 0; i < spots->len; i++)
    for (guint j = i + 1; j < spots->len; j++)
      g_assert_cmpfloat (hypot (g_array_index (spots, MusterPoint, i).x - g_array_index (spots, MusterPoint, j).x,
                                g_array_index (spots, MusterPoint, i).y - g_array_index (spots, MusterPoint, j).y), >=, 1);
  g_array_unref (spots);

  /* zones: side one's near band, then side two's far band, each the whole
   * table across */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "zone"));
  g_assert_cmpstr (last_of (scenario, MUSTER_ITEM_ZONE)->side, ==, first);
  muster_scenario_item_bounds (last_of (scenario, MUSTER_ITEM_ZONE), &x0, &y0, &x1, &y1);
  g_assert_cmpfloat (x0, ==, 0);
  g_assert_cmpfloat (x1, ==, tw);
  g_assert_cmpfloat (y0, ==, 0);
  g_assert_cmpfloat (y1, >, 0);
  g_assert_cmpfloat (y1, <, td / 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "zone"));
  g_assert_cmpstr (last_of (scenario, MUSTER_ITEM_ZONE)->side, ==, second);
  muster_scenario_item_bounds (last_of (scenario, MUSTER_ITEM_ZONE), &x0, &y0, &x1, &y1);
  g_assert_cmpfloat (x1 - x0, ==, tw);
  g_assert_cmpfloat (y1, ==, td);
  g_assert_cmpfloat (y0, >, td / 2);
  /* its size in numbers, typed into the panel: 12 deep at the far edge */
  {
    g_autoptr(GPtrArray) spins = g_ptr_array_new ();

    collect_spins (muster_scenario_page_get_properties (page), spins);
    g_assert_cmpuint (spins->len, >=, 4);
    type_into (spins->pdata[3], "12");
    type_into (spins->pdata[1], "78");
    muster_scenario_item_bounds (last_of (scenario, MUSTER_ITEM_ZONE), &x0, &y0, &x1, &y1);
    g_assert_cmpfloat_with_epsilon (y1 - y0, 12, 1e-9);
    g_assert_cmpfloat_with_epsilon (y0, 78, 1e-9);
    g_assert_cmpfloat_with_epsilon (x1 - x0, tw, 1e-9);
    g_assert_cmpuint (last_of (scenario, MUSTER_ITEM_ZONE)->points->len, ==, 4);
  }
  /* camps: one each */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "camp"));
  g_assert_cmpstr (last_of (scenario, MUSTER_ITEM_CAMP)->side, ==, first);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "camp"));
  g_assert_cmpstr (last_of (scenario, MUSTER_ITEM_CAMP)->side, ==, second);
  g_assert_cmpfloat (last_of (scenario, MUSTER_ITEM_CAMP)->y, >, td / 2);
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
   * a quarter turn clockwise, the way R turns it */
  muster_scenario_canvas_table_to_widget (canvas, x, y + d / 2, &hx, &hy);
  muster_scenario_canvas_widget_to_table (canvas, hx, hy - 22, &tx, &ty);
  drag_table (canvas, tx, ty, x + 5, y);
  item = muster_scenario_get_item (scenario, 0);
  g_assert_cmpfloat_with_epsilon (item->rotation, 90, 1e-9);
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

  /* a zone: its last corner (the inner one at the left edge) dragged */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "zone"));
  g_assert_cmpint (muster_scenario_canvas_get_selected (canvas), ==, 1);
  corner = &g_array_index (muster_scenario_get_item (scenario, 1)->points, MusterPoint, 3);
  tx = corner->x, ty = corner->y;
  drag_table (canvas, tx, ty, tx + 3, ty + 2);
  corner = &g_array_index (muster_scenario_get_item (scenario, 1)->points, MusterPoint, 3);
  g_assert_cmpfloat_with_epsilon (corner->x, round (tx + 3), 1e-9);
  g_assert_cmpfloat_with_epsilon (corner->y, round (ty + 2), 1e-9);
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

/* A zone's corners by the keyboard: ] and [ go round them, drawn with a ring; the arrows move the corner by the snap step
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
  /* straight below the corner, past the selection's frame, inside the ring */
  y += 12.5;
  before = pixel_at (canvas, x, y);
  key (widget, "bracketright");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 0);
  after = pixel_at (canvas, x, y);
  g_assert_cmpuint (before, !=, after);
  g_assert_cmpuint (after & 0xff, >, (after >> 16) & 0xff);   /* bluer than red */
  key (widget, "bracketright");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 1);
  g_assert_cmpuint (pixel_at (canvas, x, y), ==, before);
  key (widget, "bracketleft");
  key (widget, "bracketleft");
  g_assert_cmpint (muster_scenario_canvas_get_focus_vertex (canvas), ==, 3);
  key (widget, "bracketright");
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

int
main (int argc, char **argv)
{
  catalog = ui_test_setup (&argc, &argv, &tmpdir);

  g_test_add_func ("/ui/scenario/place-move-undo", test_place_move_undo);
  g_test_add_func ("/ui/scenario/paint", test_paint);
  g_test_add_func ("/ui/scenario/handles-measure", test_handles_measure);
  g_test_add_func ("/ui/scenario/turn-agrees", test_turn_agrees);
  g_test_add_func ("/ui/scenario/add-places", test_add_places);
  g_test_add_func ("/ui/scenario/tab-selects", test_tab_selects);
  g_test_add_func ("/ui/scenario/zone-corner-keys", test_zone_corner_keys);
  g_test_add_func ("/ui/scenario/table-kept", test_table_kept);
  return ui_test_run (catalog, tmpdir);
}
