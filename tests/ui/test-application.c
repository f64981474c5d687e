/* test-application.c: display tests of MusterApplication: it loads the
 * systems and opens the library at startup (telling the user when a damaged
 * library was moved aside), has its actions and accelerators, opens a window
 * on activation, opens the army and terrain files it is given, and shows
 * the About and Keyboard Shortcuts windows; Ctrl+Q keeps what every page
 * still had to save.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-application.h"
#include "muster-test.h"
#include "muster-army-editor.h"
#include "muster-terrain-page.h"
#include "muster-list-editor.h"
#include "muster-scenario-page.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static char *home;

/* Without a session bus (as under xvfb-run in CI) GtkApplication warns that
 * it cannot export itself; that is not a failure of Muster. */
static gboolean
ignore_session_bus (const char    *log_domain,
                    GLogLevelFlags log_level,
                    const char    *message,
                    gpointer       user_data)
{
  return !(g_strcmp0 (log_domain, "Gtk") == 0 && strstr (message, "session bus") != NULL);
}

static void
assert_accel (GtkApplication *app,
              const char     *action,
              const char     *accel)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, action);
  guint want_key, key;
  GdkModifierType want_mods, mods;

  g_assert_true (gtk_accelerator_parse (accel, &want_key, &want_mods));
  for (guint i = 0; accels[i] != NULL; i++)
    if (gtk_accelerator_parse (accels[i], &key, &mods) && key == want_key && mods == want_mods)
      return;
  g_error ("%s does not have the accelerator %s", action, accel);
}

/* Whether the shortcuts window lists, in its group @group, a shortcut whose
 * accelerators include the key and modifiers of @trigger (a keyval trigger,
 * or each of an alternative's). */
static gboolean
accelerators_list (const char *accelerators,
                   guint       keyval,
                   GdkModifierType mods)
{
  g_auto(GStrv) each = g_strsplit (accelerators, " ", -1);

  for (guint i = 0; each[i] != NULL; i++)
    {
      guint k;
      GdkModifierType m;

      if (gtk_accelerator_parse (each[i], &k, &m) &&
          gdk_keyval_to_lower (k) == gdk_keyval_to_lower (keyval) && m == mods)
        return TRUE;
    }
  return FALSE;
}

static gboolean
group_lists_trigger (GtkWidget          *group,
                     GtkShortcutTrigger *trigger)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return group_lists_trigger (group, gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger))) &&
           group_lists_trigger (group, gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)));
  g_assert_true (GTK_IS_KEYVAL_TRIGGER (trigger));
  for (GtkWidget *child = gtk_widget_get_first_child (group); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *accelerators = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (child))
        continue;
      g_object_get (child, "accelerator", &accelerators, NULL);
      if (accelerators != NULL &&
          accelerators_list (accelerators, gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                             gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger))))
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *
find_shortcuts_group (GtkWidget  *widget,
                      const char *title)
{
  if (GTK_IS_SHORTCUTS_GROUP (widget))
    {
      g_autofree char *group_title = NULL;

      g_object_get (widget, "title", &group_title, NULL);
      if (g_strcmp0 (group_title, title) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shortcuts_group (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every key the scenario page's own shortcuts answer is in the shortcuts
 * window's Scenario group. */
static void
assert_scenario_shortcuts_listed (GtkWindow     *shortcuts,
                                  MusterCatalog *catalog)
{
  GtkWidget *page = g_object_ref_sink (muster_scenario_page_new (ui_test_context (catalog, NULL)));
  GtkWidget *group = find_shortcuts_group (GTK_WIDGET (shortcuts), "Scenario");
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (page);
  guint n_checked = 0;

  g_assert_nonnull (group);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          g_autofree char *text = gtk_shortcut_trigger_to_string (trigger);

          if (!group_lists_trigger (group, trigger))
            g_error ("the shortcuts window does not list the scenario page's %s", text);
          n_checked++;
        }
    }
  g_assert_cmpuint (n_checked, >=, 6);
  g_object_unref (page);
}

static void
test_application (void)
{
  g_autoptr(MusterApplication) app = muster_application_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWindow *about;
  GtkWindow *shortcuts;
  GPtrArray *systems;

  g_assert_cmpstr (g_application_get_application_id (G_APPLICATION (app)), ==, "io.github.muster.Muster");
  g_assert_true (g_application_get_flags (G_APPLICATION (app)) & G_APPLICATION_HANDLES_OPEN);
  g_application_set_flags (G_APPLICATION (app), g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  /* startup loaded the systems from MUSTER_DATA_DIR */
  systems = muster_catalog_get_systems (muster_context_get_catalog (muster_application_get_context (app)));
  g_assert_cmpuint (systems->len, >=, 4);
  g_assert_nonnull (muster_catalog_lookup (muster_context_get_catalog (muster_application_get_context (app)), "clouds-of-smoke"));
  g_assert_nonnull (muster_catalog_lookup (muster_context_get_catalog (muster_application_get_context (app)), "ancient-medieval"));
  g_assert_nonnull (muster_catalog_lookup (muster_context_get_catalog (muster_application_get_context (app)), "price-of-honour"));
  g_assert_nonnull (muster_catalog_lookup (muster_context_get_catalog (muster_application_get_context (app)), "age-of-battles"));

  for (const char * const *name = (const char * const[]) { "quit", "about", "shortcuts", "new-window", NULL }; *name != NULL; name++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), *name));
  assert_accel (GTK_APPLICATION (app), "app.quit", "<Control>q");
  assert_accel (GTK_APPLICATION (app), "app.shortcuts", "<Control>question");
  assert_accel (GTK_APPLICATION (app), "app.new-window", "<Control><Shift>n");

  /* the damaged library file was moved aside and a new library opened */
  g_assert_nonnull (muster_context_get_library (muster_application_get_context (app)));
  g_assert_null (muster_application_get_library_error (app));

  /* activation opens one window, a second activation presents it again;
   * the first also says that a new library was started */
  g_application_activate (G_APPLICATION (app));
  {
    GtkWindow *dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "A New Library Was Started");
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "library.db"));
    gtk_window_destroy (dialog);
  }
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (MUSTER_IS_WINDOW (window));
  g_assert_true (muster_window_get_catalog (MUSTER_WINDOW (window)) == muster_context_get_catalog (muster_application_get_context (app)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_application_activate (G_APPLICATION (app));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 1);

  /* the primary menu */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.new-window", NULL));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);
  gtk_window_destroy (gtk_application_get_active_window (GTK_APPLICATION (app)));
  window = gtk_application_get_active_window (GTK_APPLICATION (app));

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Muster");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_developer_name (ADW_ABOUT_WINDOW (about)), ==, "Muster developers");
  g_assert_cmpstr (adw_about_window_get_website (ADW_ABOUT_WINDOW (about)), ==, "https://github.com/muster/muster");
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)), ==, GTK_LICENSE_GPL_3_0);
  g_assert_true (gtk_window_get_transient_for (about) == window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (about));
  gtk_window_destroy (about);

  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  shortcuts = ui_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  assert_scenario_shortcuts_listed (shortcuts, muster_context_get_catalog (muster_application_get_context (app)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (shortcuts));
  gtk_window_destroy (shortcuts);

  /* files given to Muster: an army opens in the editor, a terrain setup on
   * the terrain page, anything else is refused with the reason */
  {
    MusterCatalog *catalog = muster_context_get_catalog (muster_application_get_context (app));
    g_autofree char *army_path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies",
                                                          "rocroi-1643-spain.xml", NULL);
    g_autofree char *system_path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "system.xml", NULL);
    g_autoptr(MusterTerrain) terrain = muster_test_terrain (muster_test_system (catalog, "clouds-of-smoke"),
                                                            MUSTER_TERRAIN_QUARTERS, 11, 0);
    g_autofree char *terrain_xml = muster_terrain_to_xml (terrain);
    g_autofree char *terrain_path = muster_test_write (home, "setup.xml", terrain_xml, -1);
    g_autofree char *broken_path = muster_test_write (home, "broken.xml", "<army xmlns=\"https://muster.github.io/ns/army/1\">", -1);
    GFile *files[1];
    GtkWindow *dialog;
    MusterArmy *army;

    files[0] = g_file_new_for_path (army_path);
    g_application_open (G_APPLICATION (app), files, 1, "");
    g_object_unref (files[0]);
    window = gtk_application_get_active_window (GTK_APPLICATION (app));
    g_assert_nonnull (muster_window_get_editor (MUSTER_WINDOW (window)));
    army = muster_army_editor_get_army (MUSTER_ARMY_EDITOR (muster_window_get_editor (MUSTER_WINDOW (window))));
    g_assert_cmpstr (muster_system_get_id (muster_army_get_system (army)), ==, "clouds-of-smoke");
    g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

    files[0] = g_file_new_for_path (terrain_path);
    g_application_open (G_APPLICATION (app), files, 1, "");
    g_object_unref (files[0]);
    g_assert_null (muster_window_get_editor (MUSTER_WINDOW (window)));
    g_assert_cmpstr (muster_window_get_visible_view (MUSTER_WINDOW (window)), ==, "terrain");
    {
      g_autofree char *opened = muster_terrain_to_xml (muster_terrain_page_get_terrain (
                                  MUSTER_TERRAIN_PAGE (muster_window_get_terrain_page (MUSTER_WINDOW (window)))));
      g_assert_cmpstr (opened, ==, terrain_xml);
    }

    g_assert_false (muster_window_open_file (MUSTER_WINDOW (window), files[0] = g_file_new_for_path (system_path)));
    g_object_unref (files[0]);
    dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (dialog);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "“system.xml” is a game system"));
    gtk_window_destroy (dialog);

    g_assert_false (muster_window_open_file (MUSTER_WINDOW (window), files[0] = g_file_new_for_path (broken_path)));
    g_object_unref (files[0]);
    dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The File Cannot Be Opened");
    g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), broken_path));
    gtk_window_destroy (dialog);
    /* the terrain page kept its setup */
    g_assert_cmpstr (muster_window_get_visible_view (MUSTER_WINDOW (window)), ==, "terrain");
  }

  /* Ctrl+Q asks a list with unsaved changes first and keeps it; once it
   * is answered, quitting closes every window */
  {
    g_autofree char *france = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions",
                                                       "france-military-revolution.xml", NULL);
    GtkWindow *editor;
    GtkWindow *dialog;

    g_assert_true (muster_list_editor_open_file (window, muster_application_get_context (app), france));
    editor = ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR);
    g_assert_nonnull (editor);
    {
      MusterListDoc *doc = muster_list_editor_get_doc (MUSTER_LIST_EDITOR (editor));
      MusterListSlot id = { .element = muster_list_doc_get_root (doc), .attr = "id" };

      muster_list_doc_set (doc, &id, "france-edited", NULL);
      g_assert_true (muster_list_doc_is_modified (doc));
    }
    g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
    ui_test_drain ();
    dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
    g_assert_true (ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR) == editor);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
    ui_test_drain ();
    g_assert_true (ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR) == editor);
    g_assert_nonnull (gtk_application_get_windows (GTK_APPLICATION (app)));
    gtk_window_destroy (editor);
  }

  /* Ctrl+Q keeps the scenario's edit that waits for its autosave, as
   * every page's: the window flushes each page it shows on closing */
  {
    MusterContext *context = muster_application_get_context (app);
    MusterScenarioPage *page;
    g_autoptr(MusterScenario) kept = NULL;
    g_autofree char *content = NULL;
    g_autoptr(GError) local_error = NULL;
    gint64 document;
    guint n_items;

    g_application_activate (G_APPLICATION (app));
    window = gtk_application_get_active_window (GTK_APPLICATION (app));
    g_assert_true (MUSTER_IS_WINDOW (window));
    muster_window_set_visible_view (MUSTER_WINDOW (window), "scenario");
    page = MUSTER_SCENARIO_PAGE (muster_window_get_scenario_page (MUSTER_WINDOW (window)));
    g_assert_true (muster_scenario_page_new_scenario (page, "clouds-of-smoke"));
    g_assert_true (muster_scenario_page_save (page, &local_error));
    g_assert_no_error (local_error);
    document = muster_scenario_page_get_document (page);
    g_assert_cmpint (document, >, 0);
    g_assert_true (muster_scenario_page_add_item (page, "objective"));
    n_items = muster_scenario_get_n_items (muster_scenario_page_get_scenario (page));

    focus_window (GTK_WIDGET (window));
    xdotool ("key", "--clearmodifiers", "ctrl+q", NULL);
    gdk_display_sync (gdk_display_get_default ());
    ui_test_drain ();
    g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

    content = muster_library_get_content (muster_context_get_library (context), document, 0, &local_error);
    g_assert_no_error (local_error);
    kept = muster_scenario_load_memory (muster_context_get_catalog (context), content, strlen (content),
                                        "kept.xml", &local_error);
    g_assert_no_error (local_error);
    g_assert_cmpuint (muster_scenario_get_n_items (kept), ==, n_items);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *damaged = NULL;
  int status;

  /* a home of its own, whose library file is not a library */
  home = muster_test_tmpdir ();
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  damaged = muster_test_write (home, "muster/library.db", "this is not an SQLite database, but it is long enough", -1);

  gtk_test_init (&argc, &argv, NULL);
  g_test_log_set_fatal_handler (ignore_session_bus, NULL);
  muster_set_language ("en");

  g_test_add_func ("/ui/application", test_application);

  status = g_test_run ();
  muster_test_rmtree (home);
  g_free (home);
  return status;
}
