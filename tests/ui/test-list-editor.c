/* test-list-editor.c: display tests of the list editor: a unit added and
 * its cost typed, both undone (the document equals the file again) and
 * redone, Ctrl+Z in a text field undoing the list, the list saved and read
 * back by the system's loader; a cost that is no number marks the cost
 * field and the banner goes to it; the card preview; the faction menu's
 * Edit List… and File > Open of a faction file open the editor; a unit's
 * weapons, the system's by name or its own with their profile; the action
 * board's actions and tactics; every tooltip is Muster's.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-list-board.h"
#include "muster-list-card.h"
#include "muster-list-editor.h"
#include "muster-faction-row.h"
#include "muster-list-field.h"
#include "muster-system-section.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-window-fixture.h"
#include "ui-test-input.h"
#include "muster-ui-util.h"
#include "pdf-check.h"
#include "ui-test-export.h"

static MusterCatalog *catalog;
static MusterSystem *smoke;

#define FRANCE "france-military-revolution.xml"

/* A copy of the France list in a folder of its own, to be saved over. */
static char *
copy_france (const char *dir)
{
  g_autofree char *source = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions", FRANCE, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (source, &text, NULL, &error);
  g_assert_no_error (error);
  return muster_test_write (dir, FRANCE, text, -1);
}

static gboolean
is_tooltip (GtkWidget *widget, gconstpointer text)
{
  return g_strcmp0 (muster_ui_get_tooltip (widget), text) == 0;
}

static MusterListEditor *
open_editor (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterListDoc) doc = muster_list_doc_new_from_file (path, &error);
  MusterListEditor *editor;

  g_assert_no_error (error);
  editor = muster_list_editor_new (NULL, ui_test_context (catalog, NULL), doc, &error);
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (editor), 1100, 760);
  ui_test_present (GTK_WINDOW (editor));
  return editor;
}

static gboolean
is_field_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) && muster_list_field_get_slot (widget) != NULL &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static GtkWidget *
field (MusterListEditor *editor, const char *title)
{
  GtkWidget *row = ui_test_find_widget (muster_list_editor_get_form (editor), is_field_titled, title);

  g_assert_nonnull (row);
  return row;
}

static guint
n_units (MusterListEditor *editor)
{
  g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (muster_list_editor_get_doc (editor)),
                                                         "unit");
  return units->len;
}

/* The system of @folder as players get it with the list file @path saved
 * in place of @file: read by the system's own loader, with no error. */
static MusterSystem *
load_saved (const char *folder, const char *path, const char *file)
{
  g_autoptr(GError) error = NULL;
  xmlDoc *saved = muster_xml_load_file (path, MUSTER_SCHEMA_SYSTEM, NULL, &error);
  MusterSystem *loaded;

  g_assert_no_error (error);
  loaded = muster_system_load_with (folder, NULL, file, saved, &error);
  xmlFreeDoc (saved);
  g_assert_no_error (error);
  return loaded;
}

/* Runs what waits, once the window it was for may be gone. */
static void
activate (MusterListEditor *editor, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), action, NULL));
  settle (GTK_WIDGET (editor));
}

static void
test_add_edit_undo_save (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = copy_france (dir);
  MusterListEditor *editor = open_editor (path);
  MusterListDoc *doc = muster_list_editor_get_doc (editor);
  g_autofree char *original = muster_list_doc_serialize (doc);
  g_autofree char *edited = NULL;
  g_autofree char *now = NULL;
  g_autofree char *factions = g_build_filename (muster_system_get_folder (smoke), NULL);
  g_autoptr(MusterSystem) loaded = NULL;
  const MusterFaction *faction;
  const MusterUnitType *unit;
  guint units = n_units (editor);
  GtkWidget *add = ui_test_find_action_button (GTK_WIDGET (editor), "list.add-unit");
  GtkWidget *cost;

  muster_list_editor_select_unit (editor, 0);
  g_assert_nonnull (add);
  g_signal_emit_by_name (add, "clicked");
  settle (GTK_WIDGET (editor));
  g_assert_cmpuint (n_units (editor), ==, units + 1);
  /* the new unit comes after the selected one, and is selected */
  g_assert_cmpint (muster_list_editor_get_selected (editor), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (editor, "Id"))), ==, "unit-1");

  /* typing "1", "15" in the cost field: one step */
  cost = field (editor, "Cost");
  gtk_widget_grab_focus (cost);
  gtk_editable_set_text (GTK_EDITABLE (cost), "1");
  gtk_editable_set_text (GTK_EDITABLE (cost), "15");
  settle (GTK_WIDGET (editor));
  edited = muster_list_doc_serialize (doc);
  g_assert_nonnull (strstr (edited, "id=\"unit-1\" category=\"core\" cost=\"15\""));

  /* Ctrl+Z in the cost field undoes the list's step, not the field's typing */
  focus_window (GTK_WIDGET (editor));
  gtk_widget_grab_focus (field (editor, "Cost"));
  xdotool ("key", "--clearmodifiers", "ctrl+z", NULL);
  settle (GTK_WIDGET (editor));
  g_assert_cmpuint (n_units (editor), ==, units + 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (editor, "Cost"))), ==, "0");
  activate (editor, "list.undo");
  g_assert_cmpuint (n_units (editor), ==, units);
  now = muster_list_doc_serialize (doc);
  g_assert_cmpstr (now, ==, original);
  g_assert_false (muster_list_doc_can_undo (doc));
  g_assert_false (muster_list_doc_is_modified (doc));

  activate (editor, "list.redo");
  xdotool ("key", "--clearmodifiers", "ctrl+shift+z", NULL);
  settle (GTK_WIDGET (editor));
  g_clear_pointer (&now, g_free);
  now = muster_list_doc_serialize (doc);
  g_assert_cmpstr (now, ==, edited);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (editor, "Cost"))), ==, "15");

  /* Ctrl+S writes the file, which the system's loader reads */
  xdotool ("key", "--clearmodifiers", "ctrl+s", NULL);
  settle (GTK_WIDGET (editor));
  g_assert_false (muster_list_doc_is_modified (doc));
  loaded = load_saved (factions, path, FRANCE);
  faction = muster_system_lookup_faction (loaded, "france-military-revolution");
  g_assert_cmpuint (faction->units->len, ==, units + 1);
  unit = muster_faction_lookup_unit (faction, "unit-1");
  g_assert_nonnull (unit);
  g_assert_cmpfloat (unit->cost, ==, 15);
  g_assert_cmpstr (unit->name.ru, ==, "Новый отряд");

  /* nothing unsaved: closing asks nothing */
  gtk_window_close (GTK_WINDOW (editor));
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR));
  g_assert_null (ui_test_find_dialog ());
  muster_test_rmtree (dir);
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_ACTION_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static void
collect_fields (GtkWidget *widget, const char *title, GPtrArray *found)
{
  if (is_field_titled (widget, title))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_fields (child, title, found);
}

/* The @n-th field titled @title (0: the first). */
static GtkWidget *
nth_field (MusterListEditor *editor, const char *title, guint n)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect_fields (muster_list_editor_get_form (editor), title, found);
  g_assert_cmpuint (found->len, >, n);
  return g_ptr_array_index (found, n);
}

/* A unit's weapons: one that names the system's shows that weapon's name
 * and profile; the Add Weapon menu adds another of the system's, or one of
 * the unit's own with a field per weapon field of the system; each is one
 * step of undo, and the list saved is one the system's loader reads
 * (Ancient and Medieval Battles: the Ayyubid foot archers' light bow). */
static void
test_weapons (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *source = muster_test_source_path ("data", "systems", "ancient-medieval", "factions", "ayyubids.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  MusterListEditor *editor;
  MusterListDoc *doc;
  MusterSystem *medieval = muster_catalog_lookup (catalog, "ancient-medieval");
  g_autofree char *folder = g_strdup (muster_system_get_folder (medieval));
  g_autofree char *written = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) loaded = NULL;
  const MusterUnitType *unit;
  const MusterWeapon *own;
  GtkWidget *row;

  g_file_get_contents (source, &text, NULL, &error);
  g_assert_no_error (error);
  path = muster_test_write (dir, "ayyubids.xml", text, -1);
  editor = open_editor (path);
  doc = muster_list_editor_get_doc (editor);
  muster_list_editor_select_unit (editor, 0);
  settle (GTK_WIDGET (editor));

  row = ui_test_find_widget (muster_list_editor_get_form (editor), is_row_titled, "Light bow");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Range 0-12 · Shooting 2");

  /* another of the system's, after the first, before the special rules */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (muster_list_editor_get_form (editor)),
                                             "unit-form.add-weapon", "s", "heavy-bow"));
  settle (GTK_WIDGET (editor));
  written = muster_list_doc_serialize (doc);
  g_assert_nonnull (strstr (written, "<weapon ref=\"light-bow\"/>\n    <weapon ref=\"heavy-bow\"/>\n    <tag ref=\"open-order\"/>"));
  g_assert_nonnull (ui_test_find_widget (muster_list_editor_get_form (editor), is_row_titled, "Heavy bow"));
  /* moved up, before the light bow: the card lists it first */
  g_signal_emit_by_name (ui_test_find_widget (ui_test_find_widget (muster_list_editor_get_form (editor), is_row_titled, "Heavy bow"),
                                              is_tooltip, "Move Weapon Up"), "clicked");
  settle (GTK_WIDGET (editor));
  g_clear_pointer (&written, g_free);
  written = muster_list_doc_serialize (doc);
  g_assert_nonnull (strstr (written, "<weapon ref=\"heavy-bow\"/>\n    <weapon ref=\"light-bow\"/>"));
  activate (editor, "list.undo");
  activate (editor, "list.undo");
  g_assert_null (ui_test_find_widget (muster_list_editor_get_form (editor), is_row_titled, "Heavy bow"));

  /* one of its own: named in both languages, a field per weapon field */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (muster_list_editor_get_form (editor)),
                                             "unit-form.add-weapon", "s", ""));
  settle (GTK_WIDGET (editor));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (nth_field (editor, "Name (English)", 1))), ==, "New weapon");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (nth_field (editor, "Name (Russian)", 1))), ==, "Новое оружие");
  /* published rules now: no sample mark, and where its figures come from */
  {
    GtkWidget *sample = ui_test_find_type (field (editor, "Sample"), GTK_TYPE_SWITCH);

    g_assert_true (gtk_switch_get_active (GTK_SWITCH (sample)));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (sample), GTK_ACCESSIBLE_PROPERTY_LABEL, "Sample");
    gtk_switch_set_active (GTK_SWITCH (sample), FALSE);
    settle (GTK_WIDGET (editor));
    g_clear_pointer (&written, g_free);
    written = muster_list_doc_serialize (doc);
    g_assert_nonnull (strstr (written, "<unit id=\"foot-archers\" category=\"foot\" cost=\"10\">"));
    /* (and the list's, which marks all its units, on its own page) */
    sample = ui_test_find_type (ui_test_find_widget (GTK_WIDGET (editor), is_field_titled, "Sample List"), GTK_TYPE_SWITCH);
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (sample)));
    gtk_switch_set_active (GTK_SWITCH (sample), FALSE);
    settle (GTK_WIDGET (editor));
  }
  gtk_editable_set_text (GTK_EDITABLE (field (editor, "Source")), "Ayyubid muster rolls, p. 12");
  /* the unit's own words, for its card and the unit picker */
  muster_list_field_set_text (field (editor, "Description (English)"), "Archers of the Ayyubid army.");
  muster_list_field_set_text (field (editor, "Description (Russian)"), "Лучники айюбидской армии.");
  gtk_editable_set_text (GTK_EDITABLE (field (editor, "Range")), "0-6");
  gtk_editable_set_text (GTK_EDITABLE (field (editor, "Shooting")), "1");
  /* a text of several lines: typing in it is one step of undo */
  muster_list_field_set_text (nth_field (editor, "In words (English)", 0), "Thrown");
  muster_list_field_set_text (nth_field (editor, "In words (English)", 0), "Thrown stones.");
  settle (GTK_WIDGET (editor));
  g_clear_pointer (&written, g_free);
  written = muster_list_doc_serialize (doc);
  g_assert_nonnull (strstr (written, "<text xml:lang=\"en\">Thrown stones.</text>"));
  activate (editor, "list.undo");
  g_clear_pointer (&written, g_free);
  written = muster_list_doc_serialize (doc);
  g_assert_null (strstr (written, "Thrown"));
  activate (editor, "list.redo");
  {
    g_autofree char *shown = muster_list_field_get_text (nth_field (editor, "In words (English)", 0));

    g_assert_cmpstr (shown, ==, "Thrown stones.");
  }
  settle (GTK_WIDGET (editor));
  /* a text in one language only is a problem the editor shows */
  muster_list_editor_check_now (editor);
  g_assert_nonnull (muster_list_editor_get_problem (editor));
  g_assert_cmpstr (muster_list_editor_get_problem (editor), ==, "Unit “Foot archers”: In words (Russian) is empty");
  g_assert_true (muster_list_editor_get_marked (editor) == nth_field (editor, "In words (Russian)", 0));
  muster_list_field_set_text (nth_field (editor, "In words (Russian)", 0), "Камни.");
  settle (GTK_WIDGET (editor));
  muster_list_editor_check_now (editor);
  g_assert_null (muster_list_editor_get_problem (editor));

  /* saved, read by the system's loader */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "list.save", NULL));
  settle (GTK_WIDGET (editor));
  g_assert_false (muster_list_doc_is_modified (doc));
  loaded = load_saved (folder, path, "ayyubids.xml");
  unit = muster_faction_lookup_unit (muster_system_lookup_faction (loaded, "ayyubids"), "foot-archers");
  g_assert_nonnull (unit);
  g_assert_false (unit->sample);
  g_assert_cmpstr (unit->source, ==, "Ayyubid muster rolls, p. 12");
  g_assert_cmpstr (unit->text.en, ==, "Archers of the Ayyubid army.");
  g_assert_cmpstr (unit->text.ru, ==, "Лучники айюбидской армии.");
  g_assert_cmpuint (unit->weapons->len, ==, 2);
  own = g_ptr_array_index (unit->weapons, 1);
  g_assert_null (own->ref);
  g_assert_cmpstr (own->name.en, ==, "New weapon");
  g_assert_cmpstr (own->text.en, ==, "Thrown stones.");

  gtk_window_destroy (GTK_WINDOW (editor));
  ui_test_drain ();
  muster_test_rmtree (dir);
}

static char *
serialized (MusterListEditor *editor)
{
  return muster_list_doc_serialize (muster_list_editor_get_doc (editor));
}

static void
click_tooltip_button (GtkWidget *root, const char *tooltip)
{
  GtkWidget *button = ui_test_find_widget (root, is_tooltip, tooltip);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* An own weapon's range bands (Age of Battles: the Greek archer's bow):
 * each band's from, to and value; Add Range Band goes on from where the
 * last one ends, one step of undo, and the list stays one the loader reads. */
static void
test_range_bands (void)
{
  g_autofree char *source = muster_test_source_path ("data", "systems", "age-of-battles", "factions", "greeks.xml", NULL);
  MusterListEditor *editor = open_editor (source);
  MusterListDoc *doc = muster_list_editor_get_doc (editor);
  g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (doc), "unit");
  g_autofree char *text = NULL;
  GtkWidget *add;
  guint archer = G_MAXUINT;

  for (guint i = 0; i < units->len; i++)
    {
      g_autofree char *id = muster_xml_get_attr (g_ptr_array_index (units, i), "id");

      if (g_strcmp0 (id, "greek-archer") == 0)
        archer = i;
    }
  g_assert_cmpuint (archer, <, units->len);
  muster_list_editor_select_unit (editor, archer);
  settle (GTK_WIDGET (editor));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (editor, "Range band 3: to"))), ==, "24");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (editor, "Range band 3: value"))), ==, "8");

  add = ui_test_find_widget (muster_list_editor_get_form (editor), is_row_titled, "Add Range Band");
  g_assert_nonnull (add);
  g_signal_emit_by_name (add, "activate");
  settle (GTK_WIDGET (editor));
  text = muster_list_doc_serialize (doc);
  g_assert_nonnull (strstr (text, "<band from=\"16\" to=\"24\" value=\"8\"/>\n      <band from=\"24\" to=\"25\" value=\"0\"/>"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (editor, "Range band 4: from"))), ==, "24");
  muster_list_editor_check_now (editor);
  g_assert_null (muster_list_editor_get_problem (editor));
  activate (editor, "list.undo");
  g_assert_false (muster_list_doc_is_modified (doc));

  gtk_window_destroy (GTK_WINDOW (editor));
  ui_test_drain ();
}

/* The action board of a list of a system whose factions have one (France
 * of Clouds of Smoke): its actions and tactics, each one step to add or
 * remove, written where the schema wants them; a list without one gets it
 * with its first action; the list saved is read by the system's loader. A
 * system without action boards (Age of Battles) shows none. */
static void
test_action_board (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = copy_france (dir);
  MusterListEditor *editor = open_editor (path);
  GtkWidget *board = ui_test_find_type (GTK_WIDGET (editor), MUSTER_TYPE_LIST_BOARD);
  g_autofree char *factions = g_build_filename (muster_system_get_folder (smoke), NULL);
  g_autofree char *text = NULL;
  g_autoptr(MusterSystem) loaded = NULL;
  const MusterFaction *faction;
  MusterListEditor *other;

  g_assert_nonnull (board);
  g_assert_true (gtk_widget_get_visible (board));
  /* three actions and five tactics, each with its fields */
  g_assert_nonnull (ui_test_find_widget (board, is_field_titled, "Id"));
  /* its texts are a sample, as the file says */
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (ui_test_find_type (ui_test_find_widget (board, is_field_titled, "Sample Board"),
                                                                       GTK_TYPE_SWITCH))));
  {
    g_autoptr(GPtrArray) roles = g_ptr_array_new ();
    GObject *shown;

    collect_fields (board, "Played by", roles);
    g_assert_cmpuint (roles->len, ==, 5);
    /* Providence is the passive player's; Who dares survives says no
     * player: either */
    shown = adw_combo_row_get_selected_item (ADW_COMBO_ROW (g_ptr_array_index (roles, 0)));
    g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (shown)), ==, "The passive player");
    shown = adw_combo_row_get_selected_item (ADW_COMBO_ROW (g_ptr_array_index (roles, 2)));
    g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (shown)), ==, "Either player");
  }

  click_tooltip_button (board, "Add Tactic");
  settle (GTK_WIDGET (editor));
  text = serialized (editor);
  g_assert_nonnull (strstr (text, "<tactic id=\"tactic-1\">\n      <name xml:lang=\"en\">New tactic</name>\n"
                                  "      <name xml:lang=\"ru\">Новая тактика</name>\n    </tactic>\n  </action-board>"));
  g_clear_pointer (&text, g_free);
  click_tooltip_button (board, "Add Action");
  settle (GTK_WIDGET (editor));
  text = serialized (editor);
  /* the action after the last action, before the tactics */
  g_assert_nonnull (strstr (text, "<name xml:lang=\"ru\">Новое действие</name>\n    </action>\n    <tactic id=\"providence\""));
  g_clear_pointer (&text, g_free);

  /* and the faction's own words, on the same page */
  muster_list_field_set_text (ui_test_find_widget (GTK_WIDGET (editor), is_field_titled, "Description (English)"),
                         "The army of Louis XIII and Louis XIV.");
  muster_list_field_set_text (ui_test_find_widget (GTK_WIDGET (editor), is_field_titled, "Description (Russian)"),
                         "Армия Людовика XIII и Людовика XIV.");
  settle (GTK_WIDGET (editor));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "list.save", NULL));
  settle (GTK_WIDGET (editor));
  loaded = load_saved (factions, path, FRANCE);
  faction = muster_system_lookup_faction (loaded, "france-military-revolution");
  g_assert_cmpstr (faction->text.en, ==, "The army of Louis XIII and Louis XIV.");
  g_assert_cmpuint (faction->actions->len, ==, 4);
  g_assert_cmpuint (faction->tactics->len, ==, 6);
  g_assert_cmpstr (g_array_index (faction->tactics, MusterBoardEntry, 5).name.ru, ==, "Новая тактика");

  /* the first action moved down: after March; the first can go no
   * higher, the last no lower */
  g_assert_false (gtk_widget_get_sensitive (ui_test_find_widget (board, is_tooltip, "Move Action Up")));
  click_tooltip_button (board, "Move Action Down");
  settle (GTK_WIDGET (editor));
  g_clear_pointer (&text, g_free);
  text = serialized (editor);
  g_assert_true (strstr (text, "<action id=\"march\">") < strstr (text, "<action id=\"movement\">"));
  activate (editor, "list.undo");

  /* the whole board removed, then made again by a first action */
  click_tooltip_button (board, "Remove the Action Board");
  settle (GTK_WIDGET (editor));
  text = serialized (editor);
  g_assert_null (strstr (text, "action-board"));
  g_clear_pointer (&text, g_free);
  g_assert_true (gtk_widget_get_visible (board));
  click_tooltip_button (board, "Add Action");
  settle (GTK_WIDGET (editor));
  text = serialized (editor);
  g_assert_nonnull (strstr (text, "<action-board>\n    <action id=\"action-1\">"));
  activate (editor, "list.undo");
  activate (editor, "list.undo");
  g_clear_pointer (&text, g_free);
  text = serialized (editor);
  g_assert_nonnull (strstr (text, "<tactic id=\"tactic-1\">"));
  gtk_window_destroy (GTK_WINDOW (editor));
  ui_test_drain ();

  /* no board in a system without them */
  {
    g_autofree char *crusaders = muster_test_source_path ("data", "systems", "age-of-battles", "factions", "crusaders.xml", NULL);

    other = open_editor (crusaders);
    g_assert_false (gtk_widget_get_visible (ui_test_find_type (GTK_WIDGET (other), MUSTER_TYPE_LIST_BOARD)));
    gtk_window_destroy (GTK_WINDOW (other));
    ui_test_drain ();
  }
  muster_test_rmtree (dir);
}

/* The booklet of the list as it stands, unsaved edits in, printed or
 * written to a PDF from the editor; not while the list has a problem. */
static void
test_booklet (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = copy_france (dir);
  g_autofree char *pdf = g_build_filename (dir, "france.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  MusterListEditor *editor = open_editor (path);
  UiTestExport export = { 0 };
  UiTestExport refused = { 0 };
  g_autofree char *text = NULL;

  muster_list_editor_select_unit (editor, 0);
  gtk_editable_set_text (GTK_EDITABLE (field (editor, "Name (English)")), "Pikemen of the Guard");
  /* the menu's items, enabled once the list checks out */
  muster_list_editor_check_now (editor);
  g_assert_true (gtk_widget_get_sensitive (ui_test_find_menu_item (GTK_WIDGET (editor), "Print Booklet…")));
  g_assert_true (gtk_widget_get_sensitive (ui_test_find_menu_item (GTK_WIDGET (editor), "Export Booklet PDF…")));
  muster_list_editor_export_booklet (editor, file, ui_test_export_done_cb, &export);
  ui_test_export_wait (&export);
  g_assert_no_error (export.error);
  g_assert_true (export.ok);
  g_assert_cmpint (pdf_n_pages (pdf), ==, export.n_pages);
  text = pdf_tool ("pdftotext", pdf, "-", NULL);
  g_assert_nonnull (strstr (text, "Pikemen of the Guard"));
  /* the file itself is not saved by it */
  g_assert_true (muster_list_doc_is_modified (muster_list_editor_get_doc (editor)));

  /* a cost that is no number: no booklet until it is mended */
  gtk_editable_set_text (GTK_EDITABLE (field (editor, "Cost")), "nine");
  muster_list_editor_check_now (editor);
  g_assert_false (gtk_widget_get_sensitive (ui_test_find_menu_item (GTK_WIDGET (editor), "Print Booklet…")));
  g_assert_false (gtk_widget_get_sensitive (ui_test_find_menu_item (GTK_WIDGET (editor), "Export Booklet PDF…")));
  muster_list_editor_export_booklet (editor, file, ui_test_export_done_cb, &refused);
  ui_test_export_wait (&refused);
  g_assert_false (refused.ok);
  g_assert_error (refused.error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&refused.error);
  g_clear_error (&export.error);

  gtk_window_destroy (GTK_WINDOW (editor));
  ui_test_drain ();
  muster_test_rmtree (dir);
}

/* A cost that is no number marks the cost field; the banner says so and
 * goes back to the field from another unit. */
static void
test_bad_cost_marks_field (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = copy_france (dir);
  MusterListEditor *editor = open_editor (path);
  GtkWidget *cost;
  GtkWidget *focus;
  GtkWindow *dialog;

  g_assert_null (muster_list_editor_get_problem (editor));
  muster_list_editor_select_unit (editor, 0);
  cost = field (editor, "Cost");
  gtk_editable_set_text (GTK_EDITABLE (cost), "nine");
  muster_list_editor_check_now (editor);
  g_assert_cmpstr (muster_list_editor_get_problem (editor), ==, "Unit “Pikemen”: Cost is not a number");
  g_assert_true (muster_list_editor_get_marked (editor) == cost);
  g_assert_true (gtk_widget_has_css_class (cost, "error"));
  g_assert_cmpstr (muster_ui_get_tooltip (cost), ==, "Unit “Pikemen”: Cost is not a number");

  /* the banner goes to the field from another unit */
  muster_list_editor_select_unit (editor, 2);
  settle (GTK_WIDGET (editor));
  g_assert_null (muster_list_editor_get_marked (editor));
  activate (editor, "list.focus-error");
  g_assert_cmpint (muster_list_editor_get_selected (editor), ==, 0);
  cost = field (editor, "Cost");
  g_assert_true (muster_list_editor_get_marked (editor) == cost);
  focus = gtk_root_get_focus (GTK_ROOT (editor));
  g_assert_true (focus == cost || gtk_widget_is_ancestor (focus, cost));

  /* a good cost clears the mark */
  gtk_editable_set_text (GTK_EDITABLE (cost), "9");
  muster_list_editor_check_now (editor);
  g_assert_null (muster_list_editor_get_problem (editor));
  g_assert_false (gtk_widget_has_css_class (cost, "error"));

  /* the loader's sentence names the unit by its id first, then the
   * category at fault: the category is marked, not the id */
  {
    MusterListSlot category = { .element = muster_list_field_get_slot (cost)->element, .attr = "category", .keep_empty = TRUE };

    muster_list_doc_set (muster_list_editor_get_doc (editor), &category, "elite", NULL);
    muster_list_editor_check_now (editor);
    g_assert_nonnull (strstr (muster_list_editor_get_problem (editor), "“elite”"));
    g_assert_true (muster_list_editor_get_marked (editor) == field (editor, "Category"));
    g_assert_false (gtk_widget_has_css_class (field (editor, "Id"), "error"));
    muster_list_doc_undo (muster_list_editor_get_doc (editor));
    muster_list_editor_check_now (editor);
    g_assert_null (muster_list_editor_get_problem (editor));
    cost = field (editor, "Cost");
  }

  /* unsaved changes: closing asks */
  gtk_editable_set_text (GTK_EDITABLE (cost), "10");
  gtk_window_close (GTK_WINDOW (editor));
  ui_test_drain ();
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR));
  muster_test_rmtree (dir);
}

/* The card preview shows the selected unit as the print shop draws it,
 * and a new name at once. */
static void
test_card_preview (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = copy_france (dir);
  MusterListEditor *editor = open_editor (path);
  MusterListCard *card = MUSTER_LIST_CARD (muster_list_editor_get_card (editor));

  muster_list_editor_select_unit (editor, 1);
  settle (GTK_WIDGET (editor));
  g_assert_cmpstr (muster_list_card_get_unit (card)->id, ==, "musketeers");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (card)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card)), >=, 238);
  gtk_editable_set_text (GTK_EDITABLE (field (editor, "Name (English)")), "Fusiliers");
  muster_list_editor_check_now (editor);
  g_assert_cmpstr (muster_list_card_get_unit (card)->name.en, ==, "Fusiliers");
  ui_test_assert_labelled (GTK_WIDGET (editor), TRUE);

  muster_list_editor_get_doc (editor);
  gtk_window_destroy (GTK_WINDOW (editor));
  muster_test_rmtree (dir);
}

static gboolean
is_more_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) &&
         g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "view-more-symbolic") == 0;
}

/* Pops up @button's menu and runs its item @label. */
static void
run_item (GtkWidget *button, const char *label)
{
  GMenuModel *menu;
  gboolean found = FALSE;

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_nonnull (menu);
  for (int i = 0; i < g_menu_model_get_n_items (menu) && !found; i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GVariant) target = NULL;

      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &text));
      if (g_strcmp0 (text, label) != 0)
        continue;
      found = TRUE;
      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
      g_assert_true (gtk_widget_activate_action_variant (button, action, target));
    }
  g_assert_true (found);
}

/* A faction's menu (Edit List…), the system's (New List…), and File >
 * Open of a list file open the list editor. */
static void
test_open_from_window (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = copy_france (dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  GtkWindow *editor;

  MusterSystemSection *section;
  GtkWidget *row;
  GtkWindow *dialog;
  GtkWidget *id_row;

  ui_test_present (GTK_WINDOW (window));
  section = ui_window_find_section (window, "clouds-of-smoke");
  g_assert_nonnull (section);
  row = gtk_widget_get_first_child (GTK_WIDGET (muster_system_section_get_factions (section)));
  g_assert_true (MUSTER_IS_FACTION_ROW (row));
  run_item (GTK_WIDGET (muster_faction_row_get_menu_button (MUSTER_FACTION_ROW (row))), "Edit List…");
  editor = ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR);
  g_assert_nonnull (editor);
  g_assert_nonnull (strstr (gtk_window_get_title (editor), muster_text_get (
    &muster_system_lookup_faction (smoke, muster_faction_row_get_id (MUSTER_FACTION_ROW (row)))->name)));
  gtk_window_destroy (editor);

  /* New List… asks for an id and the titles, then opens the new list */
  run_item (ui_test_find_widget (GTK_WIDGET (section), is_more_button, NULL), "New List…");
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "create"));
  id_row = ui_test_find_type (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW);
  gtk_editable_set_text (GTK_EDITABLE (id_row), "Saxony");
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_next_sibling (id_row)), "Saxony");
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (id_row))), "Саксония");
  /* capitals are no id */
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "create"));
  gtk_editable_set_text (GTK_EDITABLE (id_row), "saxony");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "create"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "create");
  ui_test_drain ();
  editor = ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR);
  g_assert_nonnull (editor);
  g_assert_null (muster_list_doc_get_path (muster_list_editor_get_doc (MUSTER_LIST_EDITOR (editor))));
  muster_list_editor_check_now (MUSTER_LIST_EDITOR (editor));
  g_assert_null (muster_list_editor_get_problem (MUSTER_LIST_EDITOR (editor)));
  g_assert_nonnull (muster_list_card_get_unit (MUSTER_LIST_CARD (muster_list_editor_get_card (MUSTER_LIST_EDITOR (editor)))));
  gtk_window_destroy (editor);

  /* File > Open */
  g_assert_true (muster_window_open_chosen_file (window, file));
  editor = ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR);
  g_assert_nonnull (editor);
  g_assert_cmpstr (muster_list_doc_get_path (muster_list_editor_get_doc (MUSTER_LIST_EDITOR (editor))), ==, path);
  gtk_window_destroy (editor);
  gtk_window_destroy (GTK_WINDOW (window));
  muster_test_rmtree (dir);
}

/* Every tooltip of the editor is Muster's (muster_ui_set_tooltip()): the
 * header's, the metadata's, the unit list's and the unit form's. */
static void
test_tooltips (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = copy_france (dir);
  MusterListEditor *editor = open_editor (path);
  GtkWidget *widget = GTK_WIDGET (editor);

  /* the header's six, the metadata's two, the unit list's four and the
   * form's Add Limit */
  g_assert_cmpuint (ui_test_check_tooltips (widget), >=, 13);
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "list.save")), ==, "Save");
  g_assert_cmpstr (muster_ui_get_tooltip (ui_test_find_action_button (widget, "list.undo")), ==, "Undo");
  /* the unit list's buttons are named by their tooltips */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ui_test_find_widget (widget, is_tooltip, "Move Unit Up")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Move Unit Up");
  gtk_window_destroy (GTK_WINDOW (editor));
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  int ret;

  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();
  smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");

  g_test_add_func ("/list-editor/add-edit-undo-save", test_add_edit_undo_save);
  g_test_add_func ("/list-editor/bad-cost-marks-field", test_bad_cost_marks_field);
  g_test_add_func ("/list-editor/card-preview", test_card_preview);
  g_test_add_func ("/list-editor/weapons", test_weapons);
  g_test_add_func ("/list-editor/range-bands", test_range_bands);
  g_test_add_func ("/list-editor/action-board", test_action_board);
  g_test_add_func ("/list-editor/booklet", test_booklet);
  g_test_add_func ("/list-editor/open-from-window", test_open_from_window);
  g_test_add_func ("/list-editor/tooltips", test_tooltips);
  ret = g_test_run ();
  g_object_unref (catalog);
  return ret;
}
