/* test-window-items.c: display tests of what the window offers around its
 * pages: Alt+1, Alt+2 and Alt+3 switch between Systems, Library and
 * Terrain; each system offers its shipped sample and historical armies;
 * an army file opened twice is one library document that holds the file's
 * army; the faction drop-down's open list shows every name whole; file
 * dialogs start in the folder Muster was started in; the start page
 * leaves room for a toast below its last faction.
 */
#include "config.h"

#include <adwaita.h>

#include "muster-army-editor.h"
#include "muster-system-section.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-window-fixture.h"

static MusterCatalog *catalog;

/* Runs the window's own shortcut for @accelerator ("<Alt>2"), as a key
 * press would. */
static gboolean
press (GtkWidget *widget, const char *accelerator)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, accelerator))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static void
test_alt_keys (UiWindowFixture *f, gconstpointer data)
{
  g_assert_cmpstr (muster_window_get_visible_view (f->window), ==, "systems");
  g_assert_true (press (GTK_WIDGET (f->window), "<Alt>2"));
  g_assert_cmpstr (muster_window_get_visible_view (f->window), ==, "library");
  g_assert_true (press (GTK_WIDGET (f->window), "<Alt>3"));
  g_assert_cmpstr (muster_window_get_visible_view (f->window), ==, "terrain");
  g_assert_true (press (GTK_WIDGET (f->window), "<Alt>4"));
  g_assert_cmpstr (muster_window_get_visible_view (f->window), ==, "scenario");
  g_assert_true (press (GTK_WIDGET (f->window), "<Alt>1"));
  g_assert_cmpstr (muster_window_get_visible_view (f->window), ==, "systems");
}

/* A system's menu of the armies it ships opens one in the editor. */
static void
test_samples (UiWindowFixture *f, gconstpointer data)
{
  MusterSystemSection *section = ui_window_find_section (f->window, "clouds-of-smoke");
  GtkWidget *button;
  GMenuModel *menu;
  GtkWidget *editor;
  g_autofree char *lens = NULL;
  gboolean found = FALSE;

  g_assert_nonnull (section);
  /* the menu button that says Sample Armies (the system has a menu too) */
  button = gtk_widget_get_ancestor (ui_test_find_visible_label (GTK_WIDGET (section), "Sample Armies"),
                                    GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_nonnull (menu);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 3);
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *target = NULL;

      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_TARGET, "s", &target));
      if (g_str_equal (label, "Lens, 1648"))
        {
          found = TRUE;
          lens = g_steal_pointer (&target);
        }
    }
  g_assert_true (found);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-sample", "s", lens));
  editor = muster_window_get_editor (f->window);
  g_assert_nonnull (editor);
  g_assert_cmpstr (muster_army_get_name (muster_army_editor_get_army (MUSTER_ARMY_EDITOR (editor))), ==, "Lens, 1648");
}

/* An army file opened twice is one document, holding the file's army. */
static void
test_open_file_twice (UiWindowFixture *f, gconstpointer data)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies",
                                                   "rocroi-1643-spain.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) original = muster_army_load_file (catalog, path, &error);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(MusterArmy) kept = NULL;
  g_autofree char *content = NULL;
  gint64 id;

  g_assert_no_error (error);
  g_assert_true (muster_window_open_file (f->window, file));
  id = muster_army_editor_get_document (MUSTER_ARMY_EDITOR (muster_window_get_editor (f->window)));
  g_assert_cmpint (id, >, 0);
  muster_window_close_army (f->window);
  g_assert_true (muster_window_open_file (f->window, file));
  g_assert_cmpint (muster_army_editor_get_document (MUSTER_ARMY_EDITOR (muster_window_get_editor (f->window))), ==, id);
  all = muster_library_list (f->library, -1, &error);
  g_assert_cmpuint (all->len, ==, 1);

  content = muster_library_get_content (f->library, id, 0, &error);
  g_assert_no_error (error);
  kept = muster_army_load_memory (catalog, content, strlen (content), "library", &error);
  g_assert_no_error (error);
  g_assert_true (muster_army_equal (kept, original));
}

/* A scenario file opens on the Scenario page, whose first frames draw
 * without a warning (a side panel that folded away and back while it was
 * drawn once left a part of it without a place). */
static void
test_open_scenario (UiWindowFixture *f, gconstpointer data)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "scenarios",
                                                   "mill-bridge.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 720);
  g_assert_true (muster_window_open_file (f->window, file));
  g_assert_cmpstr (muster_window_get_visible_view (f->window), ==, "scenario");
  for (guint i = 0; i < 10; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
      ui_test_wait_ms (30);
    }
}

static gboolean
is_text (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0 &&
         gtk_widget_get_mapped (widget);
}

/* The faction drop-down's open list: the longest name whole. */
static void
test_faction_list (UiWindowFixture *f, gconstpointer data)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *habsburg = muster_system_lookup_faction (smoke, "habsburg-military-revolution");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, habsburg, 400);
  const char *name = muster_text_get (&habsburg->name);
  GtkWidget *editor, *combo, *label = NULL;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 700);
  editor = muster_window_open_army (f->window, army, 0, NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  combo = ui_test_find_type (editor, ADW_TYPE_COMBO_ROW);
  g_assert_nonnull (combo);
  g_assert_true (gtk_widget_activate (combo));
  for (guint i = 0; i < 50 && label == NULL; i++)
    {
      g_autoptr(GList) toplevels = NULL;
      GtkWidget *popover;

      ui_test_wait_ms (20);
      popover = ui_test_find_type (combo, GTK_TYPE_POPOVER);
      label = popover != NULL ? ui_test_find_widget (popover, is_text, name) : NULL;
    }
  g_assert_nonnull (label);
  gtk_test_widget_wait_for_draw (label);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  /* the chosen faction has its check mark, another has none */
  g_assert_cmpfloat (gtk_widget_get_opacity (gtk_widget_get_next_sibling (label)), ==, 1);
  {
    const MusterFaction *france = muster_system_lookup_faction (smoke, "france-military-revolution");
    GtkWidget *other = ui_test_find_widget (ui_test_find_type (combo, GTK_TYPE_POPOVER), is_text,
                                            muster_text_get (&france->name));

    g_assert_nonnull (other);
    g_assert_cmpfloat (gtk_widget_get_opacity (gtk_widget_get_next_sibling (other)), ==, 0);
  }
}

/* Scrolled to its end, the start page leaves room for a toast below the
 * last faction. */
static void
test_toast_room (UiWindowFixture *f, gconstpointer data)
{
  GtkWidget *list = muster_window_get_systems_list (f->window);
  GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *last_section, *last_row;
  graphene_rect_t bounds;

  for (guint i = 0; i < 10; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  last_section = gtk_widget_get_last_child (list);
  last_row = gtk_widget_get_last_child (GTK_WIDGET (muster_system_section_get_factions (MUSTER_SYSTEM_SECTION (last_section))));
  for (guint i = 0; i < 5; i++)
    {
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
    }
  g_assert_true (gtk_widget_compute_bounds (last_row, scroller, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller) - 60);
}

static GtkWindow *
file_chooser (void)
{
  return ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
}

static gboolean
has_chooser (gpointer data)
{
  return file_chooser () != NULL;
}

static char *
chooser_folder (GtkWindow *chooser)
{
  g_autoptr(GFile) folder = NULL;

  for (guint i = 0; i < 100 && folder == NULL; i++)
    {
      ui_test_wait_ms (20);
      folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
    }
  g_assert_nonnull (folder);
  return g_file_get_path (folder);
}

/* Open Army File starts in the user's documents (or home) folder, not in
 * the folder Muster was started in; after a file was chosen, in that
 * file's folder. */
static void
test_file_dialog_folder (UiWindowFixture *f, gconstpointer data)
{
  g_autofree char *cwd = g_get_current_dir ();
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autofree char *expected = g_strdup (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR)
                                        ? documents : g_get_home_dir ());
  g_autofree char *other = muster_test_tmpdir ();
  g_autofree char *army = NULL;
  g_autofree char *shown = NULL;
  g_autoptr(GFile) file = NULL;
  GtkWindow *chooser;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open", NULL));
  ui_test_wait_until (has_chooser, NULL, 3000);
  chooser = file_chooser ();
  g_assert_nonnull (chooser);
  shown = chooser_folder (chooser);
  g_assert_cmpstr (shown, !=, cwd);
  g_assert_cmpstr (shown, ==, expected);

  /* choose a file in another folder (one that is no army: the window
   * only tells so): the next dialog starts there */
  army = muster_test_write (other, "notes.xml", "<notes/>", -1);
  file = g_file_new_for_path (army);
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  /* the dialog selects the file once it has read the folder */
  for (guint i = 0; i < 100; i++)
    {
      g_autoptr(GFile) selected = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (selected != NULL && g_file_equal (selected, file))
        break;
      ui_test_wait_ms (20);
    }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  ui_test_wait_ms (200);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open", NULL));
  ui_test_wait_until (has_chooser, NULL, 3000);
  chooser = file_chooser ();
  g_assert_nonnull (chooser);
  g_free (shown);
  shown = chooser_folder (chooser);
  g_assert_cmpstr (shown, ==, other);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  muster_test_rmtree (other);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = NULL;
  g_autofree char *start = NULL;
  int status;

  ui_test_init (&argc, &argv);
  home = ui_test_data_home ();
  catalog = muster_test_catalog ();
  ui_window_fixture_catalog = catalog;
  /* a folder of its own to start in, not the user's documents */
  start = muster_test_tmpdir ();
  g_assert_cmpint (g_chdir (start), ==, 0);

#define ADD(path, func) \
  g_test_add ("/ui/window-items/" path, UiWindowFixture, NULL, ui_window_fixture_setup, func, ui_window_fixture_teardown)
  ADD ("alt-keys", test_alt_keys);
  ADD ("samples", test_samples);
  ADD ("open-file-twice", test_open_file_twice);
  ADD ("open-scenario", test_open_scenario);
  ADD ("faction-list", test_faction_list);
  ADD ("file-dialog-folder", test_file_dialog_folder);
  ADD ("toast-room", test_toast_room);
#undef ADD

  status = g_test_run ();
  g_object_unref (catalog);
  muster_test_rmtree (home);
  muster_test_rmtree (start);
  return status;
}
