/* test-army-editor.c: display tests of editing in the army editor: adding a unit
 * from the picker updates the points and problems and can be undone; the name
 * and faction, search, limits, regiments, commanders, the strategic rating
 * breakdown, sample marks and tooltips; what assistive technologies are
 * told; every tooltip Muster's.
 */
#include "army-editor-test-common.h"
#include "muster-ui-util.h"

static MusterArmy *
load_sample_army (const char *system_id,
                  const char *file_name)
{
  return ui_test_load_sample_army (catalog, system_id, file_name);
}

static gboolean
is_unit_row (GtkWidget     *widget,
             gconstpointer  type_id)
{
  return MUSTER_IS_ARMY_UNIT_ROW (widget) &&
         g_strcmp0 (muster_army_unit_row_get_type_id (MUSTER_ARMY_UNIT_ROW (widget)), type_id) == 0;
}

static MusterArmyUnitRow *
find_unit_row (GtkWidget  *widget,
               const char *type_id)
{
  return (MusterArmyUnitRow *) ui_test_find_widget (widget, is_unit_row, type_id);
}

static const char *
problem_message (MusterArmyEditor *editor,
                 const char       *code)
{
  const MusterReport *report = muster_army_editor_get_report (editor);

  for (guint i = 0; i < report->problems->len; i++)
    {
      const MusterProblem *problem = &g_array_index (report->problems, MusterProblem, i);

      if (g_str_equal (problem->code, code))
        return problem->message_en;
    }
  return NULL;
}

static void
assert_points (MusterArmyEditor *editor,
               const char       *text,
               double            spent)
{
  MusterArmySummary *summary = muster_army_editor_get_summary (editor);

  g_assert_cmpstr (muster_army_summary_get_points_text (summary), ==, text);
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (summary), text));
  g_assert_cmpfloat (gtk_level_bar_get_value (muster_army_summary_get_points_bar (summary)), ==, spent);
}

/* The display test of the issue: a unit from the picker, the points and
 * the problem list follow, and undo takes it back. */
static void
test_add_and_undo (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  MusterArmyEditor *editor = show_editor (army, NULL);
  MusterUnitPicker *picker = muster_army_editor_get_picker (editor);
  GtkWidget *problems = GTK_WIDGET (muster_army_summary_get_problem_list (muster_army_editor_get_summary (editor)));
  GtkLevelBar *bar = muster_army_summary_get_points_bar (muster_army_editor_get_summary (editor));
  const char *no_commander;
  MusterArmyUnitRow *row;

  assert_points (editor, "0 / 400 points", 0);
  g_assert_cmpfloat (gtk_level_bar_get_max_value (bar), ==, 400);

  /* no commander: the problem is listed, by its message */
  no_commander = problem_message (editor, "commander-missing");
  g_assert_nonnull (no_commander);
  g_assert_nonnull (ui_test_find_label (problems, no_commander));
  g_assert_null (ui_test_find_label (problems, "No problems: the army is valid"));

  /* select Pikemen in the picker and add it */
  g_assert_true (muster_unit_picker_select (picker, "pikemen"));
  g_assert_cmpstr (muster_unit_picker_get_selected (picker)->id, ==, "pikemen");
  g_assert_nonnull (ui_test_find_label (muster_unit_picker_get_profile (picker), "Pikemen"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (picker), "picker.add-selected", NULL));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));

  g_assert_cmpuint (muster_army_get_n_units (army), ==, 1);
  assert_points (editor, "9 / 400 points", 9);
  g_assert_nonnull (ui_test_find_label (problems, no_commander));
  row = find_unit_row (muster_army_editor_get_units_box (editor), "pikemen");
  g_assert_nonnull (row);
  g_assert_nonnull (ui_test_find_label (muster_army_editor_get_units_box (editor), "Core — 1 unit"));

  /* the same type again: one more unit in the plain entry */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (picker), "picker.add", "s", "pikemen"));
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 1);
  g_assert_cmpuint (muster_army_get_unit (army, 0)->count, ==, 2);
  assert_points (editor, "18 / 400 points", 18);
  g_assert_nonnull (ui_test_find_label (muster_army_editor_get_units_box (editor), "Core — 2 units"));
  /* updated in place: the row is the same widget */
  g_assert_true (find_unit_row (muster_army_editor_get_units_box (editor), "pikemen") == row);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (muster_army_unit_row_get_count_spin (row)), ==, 2);

  /* the count spin is an edit too */
  gtk_spin_button_set_value (muster_army_unit_row_get_count_spin (row), 3);
  g_assert_cmpuint (muster_army_get_unit (army, 0)->count, ==, 3);
  assert_points (editor, "27 / 400 points", 27);

  /* undo, step by step, back to nothing */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  assert_points (editor, "18 / 400 points", 18);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  assert_points (editor, "9 / 400 points", 9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  assert_points (editor, "0 / 400 points", 0);
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 0);
  g_assert_null (find_unit_row (muster_army_editor_get_units_box (editor), "pikemen"));
  g_assert_false (muster_undo_can_undo (muster_army_editor_get_undo (editor)));

  /* and forward again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.redo", NULL));
  assert_points (editor, "9 / 400 points", 9);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Typing the name is one undo step; the faction is an edit too. */
static void
test_name_and_faction (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  MusterArmyEditor *editor = show_editor (army, NULL);
  MusterUndo *undo = muster_army_editor_get_undo (editor);
  GtkWidget *name = ui_test_find_type (GTK_WIDGET (editor), ADW_TYPE_ENTRY_ROW);
  GtkWidget *faction = ui_test_find_type (GTK_WIDGET (editor), ADW_TYPE_COMBO_ROW);
  MusterSystem *system = muster_army_get_system (army);
  guint habsburg;

  g_assert_cmpstr (muster_army_editor_get_title (editor), ==, "France — 400 points");
  gtk_editable_set_text (GTK_EDITABLE (name), "R");
  gtk_editable_set_text (GTK_EDITABLE (name), "Ro");
  gtk_editable_set_text (GTK_EDITABLE (name), "Rocroi");
  g_assert_cmpstr (muster_army_get_name (army), ==, "Rocroi");
  g_assert_cmpstr (muster_army_editor_get_title (editor), ==, "Rocroi");
  g_assert_cmpuint (muster_undo_get_n_undo (undo), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  g_assert_null (muster_army_get_name (army));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "maison-du-roi-cavalry"));
  g_assert_true (g_ptr_array_find (muster_system_get_factions (system),
                                   muster_system_lookup_faction (system, "habsburg-military-revolution"), &habsburg));
  adw_combo_row_set_selected (ADW_COMBO_ROW (faction), habsburg);
  g_assert_cmpstr (muster_army_get_faction (army)->id, ==, "habsburg-military-revolution");
  /* the picker follows, and a unit France alone has is marked */
  g_assert_false (muster_unit_picker_select (muster_army_editor_get_picker (editor), "maison-du-roi-cavalry"));
  g_assert_nonnull (problem_message (editor, "unit-not-in-faction"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_unit_row (muster_army_editor_get_units_box (editor),
                                                                      "maison-du-roi-cavalry")),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       problem_message (editor, "unit-not-in-faction"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  g_assert_cmpstr (muster_army_get_faction (army)->id, ==, "france-military-revolution");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (faction)), !=, habsburg);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Typing in the picker's search and pressing Enter adds the best match. */
static void
test_search (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  MusterArmyEditor *editor = show_editor (army, NULL);
  MusterUnitPicker *picker = muster_army_editor_get_picker (editor);
  GtkWidget *search = ui_test_find_type (GTK_WIDGET (picker), GTK_TYPE_SEARCH_ENTRY);

  /* "musk": Musketeers (its name starts so) rather than Guard Musketeers */
  muster_unit_picker_set_search_text (picker, "musk");
  g_assert_cmpstr (muster_unit_picker_get_selected (picker)->id, ==, "musketeers");
  g_signal_emit_by_name (search, "activate");
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 1);
  g_assert_cmpstr (muster_army_get_unit (army, 0)->type->id, ==, "musketeers");

  /* Enter straight after typing, before the entry's delay: the new text */
  gtk_editable_set_text (GTK_EDITABLE (search), "пикинер");
  g_signal_emit_by_name (search, "activate");
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 2);
  g_assert_cmpstr (muster_army_get_unit (army, 1)->type->id, ==, "pikemen");

  /* nothing matches: Enter adds nothing */
  muster_unit_picker_set_search_text (picker, "no such unit");
  g_assert_null (muster_unit_picker_get_selected (picker));
  g_signal_emit_by_name (search, "activate");
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 2);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Over the limit the bar turns red and the problem says by how much. */
static void
test_over_limit (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 50);
  MusterArmyEditor *editor = show_editor (army, NULL);
  const MusterUnitType *artillery = muster_faction_lookup_unit (muster_army_get_faction (army), "heavy-artillery");
  GtkLevelBar *bar = muster_army_summary_get_points_bar (muster_army_editor_get_summary (editor));

  for (int i = 0; i < 3; i++)
    muster_army_editor_add_unit (editor, artillery);
  assert_points (editor, "60 / 50 points", 60);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (bar), "over"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (muster_army_editor_get_summary (editor)), "10 over"));
  g_assert_nonnull (problem_message (editor, "points-over-limit"));

  gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (bar), "over"));
  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Systems with regiments group their units by regiment. */
static void
test_regiments (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("age-of-battles", "greek-phalanx.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWidget *units = muster_army_editor_get_units_box (editor);
  MusterArmyUnitRow *row;

  g_assert_nonnull (ui_test_find_label (units, "Phalanx — 10 units"));
  g_assert_nonnull (ui_test_find_label (units, "Archers — 6 units"));
  g_assert_nonnull (ui_test_find_label (units, "Reserve hoplites — 5 units"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (muster_army_editor_get_summary (editor)), "163 / 200 coins"));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (muster_army_editor_get_summary (editor)), "No problems: the army is valid"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.add-regiment", NULL));
  g_assert_cmpuint (muster_army_get_n_regiments (army), ==, 5);
  g_assert_nonnull (ui_test_find_label (units, "Regiment 5 — 0 units"));

  /* a unit added from the picker stands alone until moved */
  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "greek-archer"));
  g_assert_nonnull (ui_test_find_label (units, "Units without a regiment — 1 unit"));
  row = find_unit_row (units, "greek-archer");
  g_assert_nonnull (row);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  g_assert_cmpuint (muster_army_get_n_regiments (army), ==, 4);
  g_assert_null (ui_test_find_label (units, "Regiment 5 — 0 units"));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Values made of terms show each term with its sign. */
static void
test_breakdown (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWidget *values = GTK_WIDGET (muster_army_summary_get_values_list (muster_army_editor_get_summary (editor)));
  GtkWidget *label;

  g_assert_nonnull (ui_test_find_label (values, "Strategic rating"));
  g_assert_nonnull (ui_test_find_label (values, "Army morale"));
  label = ui_test_find_label (values, "At least one light unit per 100 points");
  g_assert_nonnull (label);
  /* the term's value sits before its label: +1 */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (label))), ==, "+1");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (muster_army_editor_get_summary (editor)), "396 / 400 points"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (gtk_widget_get_ancestor (label, GTK_TYPE_LIST_BOX_ROW)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Strategic rating: 5");

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_menu_button_for (GtkWidget     *widget,
                    gconstpointer  tooltip)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (muster_ui_get_tooltip (widget), tooltip) == 0;
}

/* A commander gets a name through the pencil's popover (Enter keeps it),
 * the row shows it over the role, undo takes it back, a blank name returns
 * to the role's. */
static void
test_commander_name (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  MusterArmyEditor *editor = show_editor (army, NULL);
  MusterArmy *edited = muster_army_editor_get_army (editor);
  GtkWidget *button, *entry, *undo;
  GtkPopover *popover;

  gtk_widget_activate_action (GTK_WIDGET (editor), "army.add-commander", NULL);
  g_assert_cmpuint (muster_army_get_n_commanders (edited), ==, 1);
  g_assert_null (muster_army_get_commander (edited, 0)->name);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));

  button = ui_test_find_widget (GTK_WIDGET (editor), is_menu_button_for, "Name the commander");
  g_assert_nonnull (button);
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  entry = gtk_popover_get_child (popover);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (entry), "  Louis de Bourbon, Prince de Condé ");
  g_signal_emit_by_name (entry, "activate");

  g_assert_cmpstr (muster_army_get_commander (edited, 0)->name, ==, "Louis de Bourbon, Prince de Condé");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (editor), "Louis de Bourbon, Prince de Condé"));
  undo = ui_test_find_action_button (GTK_WIDGET (editor), "army.undo");
  g_assert_cmpstr (muster_ui_get_tooltip (undo), ==,
                   "Undo Rename the commander to “Louis de Bourbon, Prince de Condé”");

  /* the same name again is no step */
  gtk_widget_activate_action (ui_test_find_type (GTK_WIDGET (editor), MUSTER_TYPE_ARMY_COMMANDERS), "commanders.rename", "(us)", 0, "Louis de Bourbon, Prince de Condé");
  g_assert_cmpstr (muster_ui_get_tooltip (undo), ==,
                   "Undo Rename the commander to “Louis de Bourbon, Prince de Condé”");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  g_assert_null (muster_army_get_commander (edited, 0)->name);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.redo", NULL));
  g_assert_cmpstr (muster_army_get_commander (edited, 0)->name, ==, "Louis de Bourbon, Prince de Condé");

  /* the popover opens on the current name; a blank one removes it */
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Louis de Bourbon, Prince de Condé");
  gtk_editable_set_text (GTK_EDITABLE (entry), "   ");
  g_signal_emit_by_name (entry, "activate");
  g_assert_null (muster_army_get_commander (edited, 0)->name);
  g_assert_cmpstr (muster_ui_get_tooltip (undo), ==, "Undo Remove the commander’s name");

  /* an index past the commanders changes nothing */
  gtk_widget_activate_action (ui_test_find_type (GTK_WIDGET (editor), MUSTER_TYPE_ARMY_COMMANDERS), "commanders.rename", "(us)", 5, "Nobody");
  g_assert_cmpuint (muster_army_get_n_commanders (edited), ==, 1);
  g_assert_null (muster_army_get_commander (edited, 0)->name);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Add Commander is there while the system's data allow another commander:
 * Clouds of Smoke takes one. */
static void
test_add_commander_limit (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  MusterArmyEditor *editor = show_editor (army, NULL);
  MusterArmy *edited = muster_army_editor_get_army (editor);
  GtkWidget *add = ui_test_find_action_button (GTK_WIDGET (editor), "army.add-commander");

  g_assert_nonnull (add);
  g_assert_true (gtk_widget_is_sensitive (add));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.add-commander", NULL));
  g_assert_cmpuint (muster_army_get_n_commanders (edited), ==, 1);
  g_assert_false (gtk_widget_is_sensitive (add));
  gtk_widget_activate_action (GTK_WIDGET (editor), "army.add-commander", NULL);
  g_assert_cmpuint (muster_army_get_n_commanders (edited), ==, 1);

  /* undone, it can be added again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  g_assert_cmpuint (muster_army_get_n_commanders (edited), ==, 0);
  g_assert_true (gtk_widget_is_sensitive (add));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_shown_label_with (GtkWidget     *widget,
                     gconstpointer  text)
{
  g_autofree char *lower = NULL;

  if (!GTK_IS_LABEL (widget) || !gtk_widget_is_drawable (widget))
    return FALSE;
  lower = g_utf8_strdown (gtk_label_get_text (GTK_LABEL (widget)), -1);
  return strstr (lower, text) != NULL;
}

/* A system whose rules give no prices (Price of Honour) shows no points
 * and no points limit anywhere on the page. */
static void
test_no_costs (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("price-of-honour", "border-raid.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWidget *shown;

  g_assert_false (muster_system_declares_costs (muster_army_get_system (army)));
  shown = ui_test_find_widget (GTK_WIDGET (editor), is_shown_label_with, "point");
  if (shown != NULL)
    g_error ("“%s” is shown for a system without costs", gtk_label_get_text (GTK_LABEL (shown)));
  g_assert_false (gtk_widget_is_drawable (GTK_WIDGET (muster_army_summary_get_points_bar (muster_army_editor_get_summary (editor)))));
  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* What Muster's authors made up says so: the ancient rules' commander
 * skills are marked "sample" in the commander rows. */
static void
test_sample_marks (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("ancient-medieval", "english-agincourt-1415.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWidget *commanders = ui_test_find_type (GTK_WIDGET (editor), MUSTER_TYPE_ARMY_COMMANDERS);

  g_assert_true (muster_army_get_commander (army, 0)->tier->sample);
  g_assert_nonnull (ui_test_find_widget (commanders, is_shown_label_with, "sample"));
  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* A regiment's heading shows its values from the system's data (Age of
 * Battles: cost, movement, morale, combat strength), and its + button adds
 * the unit type selected in the picker to that regiment, as one step. */
/* A unit's weapon that names one of the system's weapons shows that
 * weapon's name, stats and words in the picker's profile (Ancient and
 * Medieval Battles: the Ayyubid foot archers' light bow). */
static void
test_system_weapon (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("ancient-medieval", "ayyubids-arsuf-1191.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWidget *profile = muster_unit_picker_get_profile (muster_army_editor_get_picker (editor));

  g_assert_true (muster_unit_picker_select (muster_army_editor_get_picker (editor), "foot-archers"));
  g_assert_nonnull (ui_test_find_label (profile, "Light bow"));
  g_assert_nonnull (ui_test_find_label (profile, "Ordinary or composite bow."));
  ui_test_close_window_of (GTK_WIDGET (editor));
}

static void
test_regiment_header (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("age-of-battles", "greek-phalanx.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  MusterArmy *edited = muster_army_editor_get_army (editor);
  guint n = muster_army_get_n_units (edited);

  g_assert_nonnull (ui_test_find_visible_label (muster_army_editor_get_units_box (editor),
                                                "Cost 76 · Movement (slowest warrior) 4 · Starting morale 2 · "
                                                "Combat strength (Glory 2 + morale) 4"));
  g_assert_nonnull (ui_test_find_visible_label (muster_army_editor_get_units_box (editor),
                                                "Cost 27 · Movement (slowest warrior) 10 · Starting morale 0 · "
                                                "Combat strength (Glory 2 + morale) 2"));

  /* a weapon in the picker's profile: its name, stats and range bands */
  g_assert_true (muster_unit_picker_select (muster_army_editor_get_picker (editor), "greek-archer"));
  {
    GtkWidget *profile = muster_unit_picker_get_profile (muster_army_editor_get_picker (editor));

    g_assert_nonnull (ui_test_find_label (profile, "Bow"));
    g_assert_nonnull (ui_test_find_label (profile, "Shooting 12/10/8"));
    g_assert_nonnull (ui_test_find_label (profile, "Range bands: 1–8: 12 · 8–16: 10 · 16–24: 8"));
  }

  g_assert_true (muster_unit_picker_select (muster_army_editor_get_picker (editor), "greek-hoplite"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.add-to-regiment", "u", 2));
  g_assert_cmpuint (muster_army_get_n_units (edited), ==, n + 1);
  g_assert_cmpstr (muster_army_get_unit (edited, n)->type->id, ==, "greek-hoplite");
  g_assert_cmpint (muster_army_get_unit (edited, n)->regiment, ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.undo", NULL));
  g_assert_cmpuint (muster_army_get_n_units (edited), ==, n);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_drawn_dropdown (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_is_drawable (widget);
}

/* A drop-down's tooltip is put away while its list is open, where it would
 * cover the first item, and comes back when the list closes. */
static void
test_dropdown_tooltip (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWidget *dropdown = ui_test_find_widget (muster_army_editor_get_units_box (editor), is_drawn_dropdown, NULL);
  GtkWidget *popover;

  g_assert_nonnull (dropdown);
  popover = ui_test_find_type (dropdown, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_has_tooltip (dropdown));
  /* its button opens the list, as a click does */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_find_type (dropdown, GTK_TYPE_TOGGLE_BUTTON)), TRUE);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_false (gtk_widget_get_has_tooltip (dropdown));
  gtk_popover_popdown (GTK_POPOVER (popover));
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_true (gtk_widget_get_has_tooltip (dropdown));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static void
test_accessible (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  MusterArmyEditor *editor = show_editor (army, NULL);
  MusterUnitPicker *picker = muster_army_editor_get_picker (editor);
  MusterArmySummary *summary = muster_army_editor_get_summary (editor);
  MusterArmyUnitRow *row;
  GtkWidget *search;
  GtkWidget *undo;

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "pikemen"));
  gtk_widget_activate_action (GTK_WIDGET (editor), "army.add-commander", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_unit_picker_get_list (picker)), GTK_ACCESSIBLE_ROLE_LIST);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_unit_picker_get_list (picker)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Unit types");
  search = ui_test_find_type (GTK_WIDGET (picker), GTK_TYPE_SEARCH_ENTRY);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (search), GTK_ACCESSIBLE_ROLE_SEARCH_BOX);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (search), GTK_ACCESSIBLE_PROPERTY_LABEL, "Search unit types");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_unit_picker_get_profile (picker)), GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_unit_picker_get_profile (picker)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Unit profile");

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (summary), GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (summary), GTK_ACCESSIBLE_PROPERTY_LABEL, "Army summary");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_army_summary_get_points_bar (summary)), GTK_ACCESSIBLE_ROLE_METER);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_army_summary_get_points_bar (summary)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Points spent");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_army_summary_get_points_bar (summary)),
                                       GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "79 / 400 points, 321 left");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_army_summary_get_problem_list (summary)), GTK_ACCESSIBLE_ROLE_LIST);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_army_summary_get_problem_list (summary)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Problems");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_army_summary_get_values_list (summary)), GTK_ACCESSIBLE_ROLE_LIST);

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_army_editor_get_units_box (editor)), GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_army_editor_get_units_box (editor)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Units of the army");

  row = find_unit_row (muster_army_editor_get_units_box (editor), "pikemen");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_army_unit_row_get_count_spin (row)), GTK_ACCESSIBLE_ROLE_SPIN_BUTTON);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_army_unit_row_get_count_spin (row)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Number of Pikemen");

  /* the undo button says what it undoes */
  undo = ui_test_find_action_button (GTK_WIDGET (editor), "army.undo");
  g_assert_nonnull (undo);
  g_assert_cmpstr (muster_ui_get_tooltip (undo), ==, "Undo Add a commander (Competent)");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Undo Add a commander (Competent)");

  /* every button, menu button, drop-down, spin button and entry of the
   * editor has a name for assistive technologies */
  ui_test_assert_labelled (GTK_WIDGET (editor), TRUE);
  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_described_row (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LIST_BOX_ROW (widget) && muster_ui_describes_itself (widget) && muster_ui_get_tooltip (widget) != NULL;
}

/* Every tooltip of the editor is Muster's (muster_ui_set_tooltip()): the
 * header's, the regiments', commanders' and preparations'; none asks the X
 * server where the pointer is when the editor or a row is made. */
static void
test_tooltips (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWidget *widget = GTK_WIDGET (editor);

  gtk_widget_activate_action (widget, "army.add-commander", NULL);
  gtk_test_widget_wait_for_draw (widget);
  /* back, unit types, menu, summary, undo, redo, add a regiment, a
   * commander and a preparation, and each row's */
  g_assert_cmpuint (ui_test_check_tooltips (widget), >=, 9);
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "army.close")), ==, "Back");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "army.add-regiment")), ==, "Add a regiment");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "army.add-commander")), ==,
                   "Add a commander");
  /* a preparation to choose is said by its cost and marks, its rule's text
   * in the tooltip (the Additional commander of Clouds of Smoke) */
  {
    GtkWidget *row = ui_test_find_widget (widget, is_described_row, NULL);

    g_assert_nonnull (row);
    g_assert_true (g_str_has_prefix (muster_ui_get_tooltip (row), "Adds one additional commander"));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         "40 points · repeatable · sample");
  }
  ui_test_close_window_of (widget);
}

int
main (int   argc,
      char *argv[])
{
  /* a fresh library home for this program, before anything reads it */
  catalog = ui_test_setup (&argc, &argv, &tmpdir);

  g_test_add_func ("/ui/army-editor/add-and-undo", test_add_and_undo);
  g_test_add_func ("/ui/army-editor/name-and-faction", test_name_and_faction);
  g_test_add_func ("/ui/army-editor/search", test_search);
  g_test_add_func ("/ui/army-editor/over-limit", test_over_limit);
  g_test_add_func ("/ui/army-editor/regiments", test_regiments);
  g_test_add_func ("/ui/army-editor/breakdown", test_breakdown);
  g_test_add_func ("/ui/army-editor/commander-name", test_commander_name);
  g_test_add_func ("/ui/army-editor/add-commander-limit", test_add_commander_limit);
  g_test_add_func ("/ui/army-editor/no-costs", test_no_costs);
  g_test_add_func ("/ui/army-editor/sample-marks", test_sample_marks);
  g_test_add_func ("/ui/army-editor/regiment-header", test_regiment_header);
  g_test_add_func ("/ui/army-editor/system-weapon", test_system_weapon);
  g_test_add_func ("/ui/army-editor/dropdown-tooltip", test_dropdown_tooltip);
  g_test_add_func ("/ui/army-editor/accessible", test_accessible);
  g_test_add_func ("/ui/army-editor/tooltips", test_tooltips);

  return ui_test_run (catalog, tmpdir);
}
