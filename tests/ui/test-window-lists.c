/* test-window-lists.c: display tests of published lists in the window: a
 * list file opened is offered for install, installed on "Install" with a
 * toast and its version on the Systems page, refused in a dialog that says
 * why, and a bad installed list is among the load errors; the main menu's
 * Install List… asks for the file.
 */
#include "config.h"

#include <adwaita.h>

#include "muster-faction-row.h"
#include "muster-system-section.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"

typedef struct
{
  char *home;
  char *work;
  MusterCatalog *catalog;
  MusterWindow *window;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->home = ui_test_data_home ();
  f->work = muster_test_tmpdir ();
  f->catalog = muster_catalog_new ();
  muster_catalog_add_default_folders (f->catalog);
  muster_catalog_load (f->catalog);
  f->window = muster_window_new (NULL, ui_test_context (f->catalog, NULL));
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;

  while ((dialog = ui_test_find_dialog ()) != NULL)
    gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->catalog);
  muster_test_rmtree (f->home);
  muster_test_rmtree (f->work);
  g_free (f->home);
  g_free (f->work);
}

static MusterFactionRow *
france_row (Fixture *f)
{
  GtkWidget *list = muster_window_get_systems_list (f->window);

  for (GtkWidget *s = gtk_widget_get_first_child (list); s != NULL; s = gtk_widget_get_next_sibling (s))
    {
      GtkWidget *factions = GTK_WIDGET (muster_system_section_get_factions (MUSTER_SYSTEM_SECTION (s)));

      for (GtkWidget *row = gtk_widget_get_first_child (factions); row != NULL; row = gtk_widget_get_next_sibling (row))
        if (MUSTER_IS_FACTION_ROW (row)
            && g_str_equal (muster_faction_row_get_id (MUSTER_FACTION_ROW (row)), "france-military-revolution"))
          return MUSTER_FACTION_ROW (row);
    }
  return NULL;
}

static GFile *
write_list (Fixture *f, const char *version, const char *author)
{
  g_autofree char *text = muster_test_france_edited ("<list version=\"1.0.0\"", version,
                                                     "<author>Muster</author>", author, NULL);
  g_autofree char *path = muster_test_write (f->work, "france.xml", text, -1);

  return g_file_new_for_path (path);
}

static void
test_install_offered (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = write_list (f, "<list version=\"1.1.0\"", "<author>Muster</author>");
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *installed = g_build_filename (lists, "france-military-revolution-1.1.0.xml", NULL);
  GtkWindow *dialog;

  g_assert_cmpstr (muster_faction_row_get_version (france_row (f)), ==, "v1.0.0");
  g_assert_true (muster_window_open_file (f->window, file));
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Install the Army List?");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Install the list France 1.1.0 by Muster? "
                   "Version 1.0.0 stays installed, and armies built with it keep it.");
  /* nothing is installed before the answer */
  g_assert_false (g_file_test (installed, G_FILE_TEST_EXISTS));

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "install");
  g_assert_true (g_file_test (installed, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpstr (muster_system_lookup_faction (muster_catalog_lookup (f->catalog, "clouds-of-smoke"),
                                                 "france-military-revolution")->version, ==, "1.1.0");
  g_assert_cmpstr (muster_faction_row_get_version (france_row (f)), ==, "v1.1.0 · installed");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (f->window), "Installed France 1.1.0"));
}

static void
test_install_cancelled (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = write_list (f, "<list version=\"1.1.0\"", "<author>Muster</author>");
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  GtkWindow *dialog;

  g_assert_true (muster_window_open_file (f->window, file));
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_false (g_file_test (lists, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (muster_faction_row_get_version (france_row (f)), ==, "v1.0.0");
}

static void
test_install_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = write_list (f, "<list version=\"1.1.0\"", "<author>A. Historian</author>");
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  GtkWindow *dialog;

  muster_window_open_file (f->window, file);
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The List Cannot Be Installed");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "is published by Muster; this file, by A. Historian, cannot replace it"));
  g_assert_false (g_file_test (lists, G_FILE_TEST_EXISTS));
}

static gboolean
has_chooser (gpointer data)
{
  return ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_main_menu (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) &&
         g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "open-menu-symbolic") == 0;
}

/* The main menu's Install List… asks for a list file and offers to
 * install it; installing shows the new version on the Systems page. */
static void
test_install_list_command (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = write_list (f, "<list version=\"1.1.0\"", "<author>Muster</author>");
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *installed = g_build_filename (lists, "france-military-revolution-1.1.0.xml", NULL);
  GtkWidget *menu_button = ui_test_find_widget (GTK_WIDGET (f->window), is_main_menu, NULL);
  GtkWidget *item;
  GtkWindow *chooser;
  GtkWindow *dialog;
  gboolean chosen = FALSE;

  /* the header's main menu, opened as a click opens it */
  g_assert_nonnull (menu_button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  ui_test_drain ();
  item = ui_test_find_menu_item (GTK_WIDGET (f->window), "Install List…");
  g_assert_nonnull (item);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  g_signal_emit_by_name (item, "clicked");
  ui_test_wait_until (has_chooser, NULL, 3000);
  chooser = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  /* once it has read the folder it starts in */
  for (guint i = 0; i < 100; i++)
    {
      g_autoptr(GFile) folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));

      if (folder != NULL)
        break;
      ui_test_wait_ms (20);
    }
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  for (guint i = 0; i < 100 && !chosen; i++)
    {
      g_autoptr(GFile) selected = NULL;

      ui_test_wait_ms (20);
      selected = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      chosen = selected != NULL && g_file_equal (selected, file);
    }
  g_assert_true (chosen);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  ui_test_drain ();

  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Install the Army List?");
  g_assert_false (g_file_test (installed, G_FILE_TEST_EXISTS));
  g_signal_emit_by_name (ui_test_find_widget (GTK_WIDGET (dialog), is_button_labelled, "_Install"), "clicked");
  ui_test_drain ();
  g_assert_true (g_file_test (installed, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpstr (muster_faction_row_get_version (france_row (f)), ==, "v1.1.0 · installed");
}

static void
test_list_error_shown (Fixture *f, gconstpointer data)
{
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *bad = muster_test_write (lists, "broken.xml", "<faction", -1);
  g_autoptr(MusterCatalog) catalog = muster_catalog_new ();
  MusterWindow *window;
  GtkWindow *dialog;

  muster_catalog_add_default_folders (catalog);
  muster_catalog_load (catalog);
  window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  ui_test_present (GTK_WINDOW (window));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (window), "1 data file could not be loaded"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-errors", NULL));
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "broken.xml"));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/window-lists/install-offered", test_install_offered);
  ADD ("/window-lists/install-cancelled", test_install_cancelled);
  ADD ("/window-lists/install-refused", test_install_refused);
  ADD ("/window-lists/list-error-shown", test_list_error_shown);
  ADD ("/window-lists/install-list-command", test_install_list_command);
  return g_test_run ();
}
