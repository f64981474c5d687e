/* test-scenario-panel.c: display tests of the Scenario page around its table:
 * a click on a problem selects its item or side; a zone's flags, the sides,
 * texts and events, a side's army and the events' phases in the property
 * panel, each a step of undo; the page in the window with files and the
 * library; the page's tooltips; the row of tools at every width; the page
 * without a scenario.
 */
#include "scenario-test-common.h"
#include "muster-ui-util.h"

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

/* The window has the page beside Terrain; a sample opens; the scenario
 * goes to the library and comes back; a file saved opens the same. */
static void
test_window_files_library (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, library));
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
          g_strcmp0 (muster_ui_get_tooltip (widget), label) == 0);
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
  GtkWidget *page_widget = muster_scenario_page_new (ui_test_context (catalog, library));
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

/* The last multi-line field under @widget (the events come last). */
static GtkWidget *
last_text_view (GtkWidget *widget)
{
  GtkWidget *found = GTK_IS_TEXT_VIEW (widget) ? widget : NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *last = last_text_view (child);

      if (last != NULL)
        found = last;
    }
  return found;
}

/* The multi-line field under the title @title. */
static GtkWidget *
text_area (GtkWidget *sides, const char *title)
{
  GtkWidget *label = ui_test_find_label (sides, title);
  GType type = GTK_TYPE_TEXT_VIEW;

  g_assert_nonnull (label);
  return ui_test_find_widget (gtk_widget_get_parent (label), ui_test_is_type, &type);
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

  /* the victory conditions: several lines (Enter starts the next one),
   * applied by Ctrl+Enter */
  {
    GtkWidget *victory = text_area (sides, "Victory conditions");

    gtk_widget_grab_focus (victory);
    settle (victory);
    xdotool ("type", "--delay", "5", "Hold the bridge", NULL);
    key (victory, "Return");
    xdotool ("type", "--delay", "5", "until dusk", NULL);
    settle (victory);
    g_assert_false (muster_text_is_set (muster_scenario_get_victory (scenario)));
    key (victory, "ctrl+Return");
    g_assert_cmpstr (muster_text_get (muster_scenario_get_victory (scenario)), ==, "Hold the bridge\nuntil dusk");
  }
  /* the description, applied when the focus leaves the field */
  {
    GtkWidget *description = text_area (sides, "Description");

    gtk_widget_grab_focus (description);
    settle (description);
    xdotool ("type", "--delay", "5", "Dawn", NULL);
    settle (description);
    g_assert_false (muster_text_is_set (muster_scenario_get_description (scenario)));
    key (description, "Tab");
    g_assert_cmpstr (muster_text_get (muster_scenario_get_description (scenario)), ==, "Dawn");
  }

  /* an event, and its text: multi-line too */
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 0);
  press (ui_test_find_widget (sides, is_button_labelled, "Add Event"));
  g_assert_cmpuint (muster_scenario_get_n_items (scenario), ==, 1);
  event = muster_scenario_get_item (scenario, 0);
  g_assert_cmpint (event->kind, ==, MUSTER_ITEM_EVENT);
  {
    GtkWidget *text = last_text_view (sides);

    g_assert_nonnull (text);
    gtk_widget_grab_focus (text);
    settle (text);
    xdotool ("type", "--delay", "5", "Rain", NULL);
    key (text, "Return");
    xdotool ("type", "--delay", "5", "all day", NULL);
    key (text, "ctrl+Return");
  }
  event = muster_scenario_get_item (scenario, 0);
  g_assert_cmpstr (event->text.en, ==, "Rain\nall day");

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

/* Renaming a scenario renames it in both languages (the old Russian name
 * named the old scenario); the field below it gives the other language's
 * name on its own. */
static void
test_rename_both_languages (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  g_autofree char *sample = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "clouds-of-smoke", "scenarios",
                                              "mill-bridge.xml", NULL);
  GtkWidget *properties = muster_scenario_page_get_properties (page);
  GtkWidget *name, *other;
  const MusterText *text;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.open-sample", "s", sample));
  text = muster_scenario_get_name (muster_scenario_page_get_scenario (page));
  g_assert_nonnull (text->ru);
  g_assert_cmpstr (text->ru, !=, text->en);
  settle (properties);
  name = ui_test_find_label (properties, "Name");
  g_assert_nonnull (name);
  name = gtk_widget_get_next_sibling (name);
  g_assert_true (GTK_IS_ENTRY (name));
  gtk_editable_set_text (GTK_EDITABLE (name), "");
  type_into (name, "Ford at Dawn");
  text = muster_scenario_get_name (muster_scenario_page_get_scenario (page));
  g_assert_cmpstr (text->en, ==, "Ford at Dawn");
  g_assert_cmpstr (text->ru, ==, "Ford at Dawn");
  /* the Russian name, in its own field */
  other = ui_test_find_label (properties, "In Russian");
  g_assert_nonnull (other);
  other = gtk_widget_get_next_sibling (other);
  g_assert_true (GTK_IS_ENTRY (other));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (other)), ==, "Ford at Dawn");
  gtk_editable_set_text (GTK_EDITABLE (other), "");
  type_into (other, "Brod");
  text = muster_scenario_get_name (muster_scenario_page_get_scenario (page));
  g_assert_cmpstr (text->en, ==, "Ford at Dawn");
  g_assert_cmpstr (text->ru, ==, "Brod");
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* Every tooltip of the page is Muster's (muster_ui_set_tooltip()): the
 * toolbars', the property panel's and the sides'; none asks the X server
 * where the pointer is when the page is made. */
static void
test_tooltips (void)
{
  MusterScenarioPage *page = show_page ("clouds-of-smoke");
  GtkWidget *widget = GTK_WIDGET (page);

  /* the two toolbars' 17 (one shown only in a narrow window), the zone's
   * two flags, Add Event, and more given from code */
  g_assert_cmpuint (ui_test_check_tooltips (widget), >=, 20);
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "scenario.undo")), ==, "Undo");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "scenario.zoom-in")), ==, "Zoom In");
  /* told as its description, as GTK would */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_action_button (widget, "scenario.zoom-in")),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Zoom In");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "scenario.snap")), ==,
                   "Snap to the table's unit");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_type (widget, GTK_TYPE_DROP_DOWN)), ==, "Cell type to paint");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_widget (widget, is_check_labelled, "On the _march")), ==,
                   "The tighter zone a side deploys in when it is attacked on the march");
  g_assert_nonnull (ui_test_find_widget (widget, is_button_labelled, "Add Event"));
  ui_test_close_window_of (widget);
}

static gboolean
is_menu_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)), label) == 0;
}

/* A page with no scenario is its status page alone: neither the tools nor
 * a panel of properties for no item, but New Scenario and Open buttons;
 * the first system that New Scenario offers makes a scenario, which brings
 * the tools and the panel. */
static void
test_empty_page (void)
{
  GtkWidget *page = muster_scenario_page_new (ui_test_context (catalog, NULL));
  GtkWidget *properties = muster_scenario_page_get_properties (MUSTER_SCENARIO_PAGE (page));
  GtkWidget *new_button, *open_button;
  GMenuModel *systems;
  g_autofree char *action = NULL;
  g_autoptr(GVariant) target = NULL;

  ui_test_show_in_window (page, 1400, 900);
  g_assert_nonnull (ui_test_find_visible_label (page, "No Scenario"));
  g_assert_false (gtk_widget_get_mapped (ui_test_find_action_button (page, "scenario.snap")));
  g_assert_false (gtk_widget_get_mapped (ui_test_find_type (page, GTK_TYPE_DROP_DOWN)));
  g_assert_false (gtk_widget_get_mapped (properties));

  new_button = ui_test_find_widget (page, is_menu_button_labelled, "_New Scenario");
  open_button = ui_test_find_widget (page, is_menu_button_labelled, "_Open");
  g_assert_true (gtk_widget_get_mapped (new_button) && gtk_widget_get_mapped (open_button));
  g_assert_nonnull (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (open_button)));
  systems = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (new_button));
  g_assert_cmpint (g_menu_model_get_n_items (systems), ==, (int) muster_catalog_get_systems (catalog)->len);
  g_assert_true (g_menu_model_get_item_attribute (systems, 0, G_MENU_ATTRIBUTE_ACTION, "s", &action));
  target = g_menu_model_get_item_attribute_value (systems, 0, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_STRING);
  g_assert_true (gtk_widget_activate_action_variant (page, action, target));
  g_assert_nonnull (muster_scenario_page_get_scenario (MUSTER_SCENARIO_PAGE (page)));
  gtk_test_widget_wait_for_draw (page);
  g_assert_false (gtk_widget_get_mapped (new_button));
  g_assert_true (gtk_widget_get_mapped (ui_test_find_action_button (page, "scenario.snap")));
  g_assert_true (gtk_widget_get_mapped (properties));
  ui_test_close_window_of (page);
}

static gboolean
is_mapped_title (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_WINDOW_TITLE (widget) && gtk_widget_get_mapped (widget);
}

/* The row of tools fits the page at every width, its groups wrapping onto
 * lines of their own when narrow, in place of a row that scrolled sideways
 * and hid snap and zoom beyond the edge: with the palette of a gridded
 * table and without. */
static void
test_tool_row_fits (void)
{
  static const char *const actions[] = { "scenario.tool", "scenario.delete", "scenario.snap",
                                         "scenario.zoom-out", "scenario.zoom-in" };
  static const int widths[] = { 360, 800, 1400 };
  static const char *const systems[] = { "clouds-of-smoke", "price-of-honour" };

  for (guint s = 0; s < G_N_ELEMENTS (systems); s++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        GtkWidget *page = muster_scenario_page_new (ui_test_context (catalog, NULL));
        graphene_rect_t first, last;

        ui_test_show_in_window (page, widths[w], 800);
        g_assert_true (muster_scenario_page_new_scenario (MUSTER_SCENARIO_PAGE (page), systems[s]));
        gtk_test_widget_wait_for_draw (page);
        g_test_message ("%s at %d px", systems[s], widths[w]);
        for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
          {
            GtkWidget *button = ui_test_find_action_button (page, actions[a]);
            graphene_rect_t bounds;

            g_assert_nonnull (button);
            g_assert_true (gtk_widget_compute_bounds (button, page, &bounds));
            g_assert_cmpfloat (bounds.origin.x, >=, 0);
            g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (page));
            if (a == 0)
              first = bounds;
            last = bounds;
          }
        /* one line when wide, zoom below the tools when narrow, where
         * undo and redo give way to the scenario's name */
        if (widths[w] >= 800)
          {
            g_assert_cmpfloat (last.origin.y, ==, first.origin.y);
            g_assert_true (gtk_widget_get_mapped (ui_test_find_action_button (page, "scenario.undo")));
          }
        else
          {
            MusterScenario *scenario = muster_scenario_page_get_scenario (MUSTER_SCENARIO_PAGE (page));
            MusterText name = { (char *) "The Crossing of the River by the Old Mill", NULL };
            GtkWidget *title;

            g_assert_cmpfloat (last.origin.y, >=, first.origin.y + first.size.height);
            /* a name too long for the line */
            g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_set_text ("name", &name), NULL));
            /* the squeezer shows its other child once that is laid out */
            for (int k = 0; k < 4; k++)
              gtk_test_widget_wait_for_draw (page);
            title = ui_test_find_widget (page, is_mapped_title, NULL);
            g_test_message ("page %d, title %d: %s", gtk_widget_get_width (page), gtk_widget_get_width (title),
                            adw_window_title_get_title (ADW_WINDOW_TITLE (title)));
            g_assert_false (gtk_widget_get_mapped (ui_test_find_action_button (page, "scenario.undo")));
            g_assert_nonnull (title);
            g_assert_cmpint (gtk_widget_get_width (title), >=, 150);
          }
        ui_test_close_window_of (page);
      }
}

int
main (int argc, char **argv)
{
  catalog = ui_test_setup (&argc, &argv, &tmpdir);

  g_test_add_func ("/ui/scenario/problem-selects", test_problem_selects);
  g_test_add_func ("/ui/scenario/problem-selects-side", test_problem_selects_side);
  g_test_add_func ("/ui/scenario/zone-flags", test_zone_flags);
  g_test_add_func ("/ui/scenario/window-files-library", test_window_files_library);
  g_test_add_func ("/ui/scenario/sides-texts-events", test_sides_texts_events);
  g_test_add_func ("/ui/scenario/force-army", test_force_army);
  g_test_add_func ("/ui/scenario/event-phase-names", test_event_phase_names);
  g_test_add_func ("/ui/scenario/tooltips", test_tooltips);
  g_test_add_func ("/ui/scenario/rename-both-languages", test_rename_both_languages);
  g_test_add_func ("/ui/scenario/tool-row-fits", test_tool_row_fits);
  g_test_add_func ("/ui/scenario/empty-page", test_empty_page);
  return ui_test_run (catalog, tmpdir);
}
