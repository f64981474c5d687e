/* test-list-save.c: display tests of where the list editor saves. A list
 * in a writable system folder (as in a source checkout, or a system folder
 * of the user's own) and an installed list are never written: Ctrl+S
 * makes the edits a new version, installed beside them in the user's
 * lists; a list with a problem is saved only as a draft, in a file the
 * user names outside Muster's folders. Every file under the folders
 * Muster reads is compared before and after, byte for byte.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "muster-faction-row.h"
#include "muster-list-editor.h"
#include "muster-list-field.h"
#include "muster-system-section.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-test-input.h"
#include "ui-window-fixture.h"

#define FRANCE "france-military-revolution"

typedef struct
{
  char *home;                   /* $XDG_DATA_HOME */
  char *systems;                /* a writable copy of Clouds of Smoke, read before the shipped one */
  char *work;                   /* a folder of the user's own */
  MusterCatalog *catalog;
  MusterWindow *window;
  GHashTable *before;           /* path → checksum of every file Muster reads */
} Fixture;

/* ---- the folders Muster reads, file by file ---- */

static void
copy_tree (const char *from, const char *to)
{
  g_autoptr(GDir) dir = g_dir_open (from, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  g_assert_cmpint (g_mkdir_with_parents (to, 0755), ==, 0);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *source = g_build_filename (from, name, NULL);
      g_autofree char *target = g_build_filename (to, name, NULL);

      if (g_file_test (source, G_FILE_TEST_IS_DIR))
        copy_tree (source, target);
      else
        {
          g_autofree char *text = NULL;
          gsize length = 0;

          g_assert_true (g_file_get_contents (source, &text, &length, NULL));
          g_assert_true (g_file_set_contents (target, text, length, NULL));
        }
    }
}

/* Adds "path" → "sha256 mtime" for every file under @root. */
static void
add_sums (GHashTable *sums, const char *root)
{
  g_autoptr(GDir) dir = g_dir_open (root, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (root, name, NULL);
      g_autofree char *text = NULL;
      g_autofree char *sum = NULL;
      gsize length = 0;
      GStatBuf st;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          add_sums (sums, path);
          continue;
        }
      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length);
      g_hash_table_insert (sums, g_steal_pointer (&path), g_strdup_printf ("%s %" G_GINT64_FORMAT, sum, (gint64) st.st_mtime));
    }
}

/* Every file of the data folders: the writable system folder, the
 * shipped systems ($MUSTER_DATA_DIR) and the installed lists. */
static GHashTable *
data_sums (Fixture *f)
{
  GHashTable *sums = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *lists = g_build_filename (f->home, "muster", "lists", NULL);
  const char *shipped = g_getenv ("MUSTER_DATA_DIR");

  g_assert_nonnull (shipped);
  add_sums (sums, f->systems);
  add_sums (sums, shipped);
  add_sums (sums, lists);
  return sums;
}

/* No file Muster reads changed or went; the only new ones are @added
 * (NULL-terminated). */
static void
assert_data_unchanged (Fixture *f, ...)
{
  g_autoptr(GHashTable) after = data_sums (f);
  GHashTableIter iter;
  gpointer path, sum;
  guint added = 0;
  va_list args;

  g_hash_table_iter_init (&iter, f->before);
  while (g_hash_table_iter_next (&iter, &path, &sum))
    {
      const char *now = g_hash_table_lookup (after, path);

      if (g_strcmp0 (now, sum) != 0)
        g_error ("%s was %s by the list editor", (const char *) path, now == NULL ? "removed" : "written");
    }
  va_start (args, f);
  for (const char *name = va_arg (args, const char *); name != NULL; name = va_arg (args, const char *))
    {
      g_assert_true (g_hash_table_contains (after, name));
      g_assert_false (g_hash_table_contains (f->before, name));
      added++;
    }
  va_end (args);
  g_assert_cmpuint (g_hash_table_size (after), ==, g_hash_table_size (f->before) + added);
}

/* ---- the fixture ---- */

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *source = muster_test_source_path ("data", "systems", "clouds-of-smoke", NULL);
  g_autofree char *copy = NULL;

  f->home = ui_test_data_home ();
  f->systems = muster_test_tmpdir ();
  f->work = muster_test_tmpdir ();
  copy = g_build_filename (f->systems, "clouds-of-smoke", NULL);
  copy_tree (source, copy);
  f->catalog = muster_catalog_new ();
  /* read first, as a system folder of the user's own */
  muster_catalog_add_folder (f->catalog, f->systems);
  muster_catalog_add_default_folders (f->catalog);
  muster_catalog_load (f->catalog);
  g_assert_cmpstr (muster_system_get_folder (muster_catalog_lookup (f->catalog, "clouds-of-smoke")), ==, copy);
  f->window = muster_window_new (NULL, ui_test_context (f->catalog, NULL));
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GtkWindow *window;

  while ((window = ui_test_find_dialog ()) != NULL)
    gtk_window_destroy (window);
  while ((window = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG)) != NULL)
    gtk_window_destroy (window);
  while ((window = ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR)) != NULL)
    gtk_window_destroy (window);
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_drain ();
  g_object_unref (f->catalog);
  g_clear_pointer (&f->before, g_hash_table_unref);
  muster_test_rmtree (f->home);
  muster_test_rmtree (f->systems);
  muster_test_rmtree (f->work);
  g_free (f->home);
  g_free (f->systems);
  g_free (f->work);
}

/* ---- driving the window ---- */

static MusterFactionRow *
france_row (Fixture *f)
{
  MusterSystemSection *section = ui_window_find_section (f->window, "clouds-of-smoke");

  g_assert_nonnull (section);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (muster_system_section_get_factions (section)));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (MUSTER_IS_FACTION_ROW (row) && g_str_equal (muster_faction_row_get_id (MUSTER_FACTION_ROW (row)), FRANCE))
      return MUSTER_FACTION_ROW (row);
  g_assert_not_reached ();
}

/* Runs the item @label of the faction row's menu (⋮). */
static void
run_row_item (MusterFactionRow *row, const char *label)
{
  GtkWidget *button = GTK_WIDGET (muster_faction_row_get_menu_button (row));
  GMenuModel *menu;
  gboolean found = FALSE;

  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  for (int i = 0; menu != NULL && i < g_menu_model_get_n_items (menu) && !found; i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GVariant) target = NULL;

      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &text);
      if (g_strcmp0 (text, label) != 0)
        continue;
      found = TRUE;
      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
      g_assert_true (gtk_widget_activate_action_variant (button, action, target));
    }
  g_assert_true (found);
  ui_test_drain ();
}

/* France ⋮ → Edit List… */
static MusterListEditor *
edit_france (Fixture *f)
{
  GtkWindow *editor;

  run_row_item (france_row (f), "Edit List…");
  editor = ui_test_find_toplevel (MUSTER_TYPE_LIST_EDITOR);
  g_assert_nonnull (editor);
  gtk_window_set_default_size (editor, 1100, 760);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  return MUSTER_LIST_EDITOR (editor);
}

static gboolean
is_field_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) && muster_list_field_get_slot (widget) != NULL &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* Types @text over the Musketeers' cost, with real keys. */
static void
type_cost (MusterListEditor *editor, const char *text)
{
  GtkWidget *cost;

  muster_list_editor_select_unit (editor, 1);
  settle (GTK_WIDGET (editor));
  cost = ui_test_find_widget (muster_list_editor_get_form (editor), is_field_titled, "Cost");
  g_assert_nonnull (cost);
  focus_window (GTK_WIDGET (editor));
  gtk_widget_grab_focus (cost);
  settle (GTK_WIDGET (editor));
  xdotool ("key", "--clearmodifiers", "ctrl+a", "BackSpace", NULL);
  xdotool ("type", "--delay", "20", text, NULL);
  settle (GTK_WIDGET (editor));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cost)), ==, text);
}

static void
press_ctrl_s (MusterListEditor *editor)
{
  focus_window (GTK_WIDGET (editor));
  xdotool ("key", "--clearmodifiers", "ctrl+s", NULL);
  settle (GTK_WIDGET (editor));
}

static gboolean
is_entry_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_ENTRY_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static GtkEditable *
dialog_entry (GtkWindow *dialog, const char *title)
{
  GtkWidget *row = ui_test_find_widget (GTK_WIDGET (dialog), is_entry_titled, title);

  g_assert_nonnull (row);
  return GTK_EDITABLE (row);
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Clicks the dialog's button @label, as the user does (the dialog closes). */
static void
click_response (GtkWindow *dialog, const char *label)
{
  GtkWidget *button = ui_test_find_widget (GTK_WIDGET (dialog), is_button_labelled, label);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ui_test_drain ();
}

static gboolean
has_chooser (gpointer data)
{
  return ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

static gboolean
has_no_chooser (gpointer data)
{
  return !has_chooser (data);
}

/* Answers the file dialog with @name in @folder, once it has read the
 * folder it starts in and says that file. */
static void
choose_file (const char *folder, const char *name)
{
  g_autoptr(GFile) there = g_file_new_for_path (folder);
  g_autoptr(GFile) wanted = g_file_get_child (there, name);
  g_autoptr(GFile) start = NULL;
  GtkWindow *chooser;
  gboolean says = FALSE;

  ui_test_wait_until (has_chooser, NULL, 3000);
  chooser = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  for (guint i = 0; i < 100 && start == NULL; i++)
    {
      ui_test_wait_ms (20);
      start = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
    }
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), there, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  for (guint i = 0; i < 100 && !says; i++)
    {
      g_autoptr(GFile) file = NULL;

      ui_test_wait_ms (20);
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      says = file != NULL && g_file_equal (file, wanted);
    }
  g_assert_true (says);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  /* a save dialog asks whether the file is there before it answers */
  ui_test_wait_until (has_no_chooser, NULL, 3000);
  g_assert_false (has_chooser (NULL));
  ui_test_drain ();
}

static const MusterUnitType *
musketeers (Fixture *f, const char *version)
{
  MusterSystem *smoke = muster_catalog_lookup (f->catalog, "clouds-of-smoke");
  const MusterFaction *france = muster_system_lookup_faction_version (smoke, FRANCE, version);

  g_assert_nonnull (france);
  return muster_faction_lookup_unit (france, "musketeers");
}

/* ---- the tests ---- */

/* France ⋮ → Edit List…, Musketeers cost 11, Ctrl+S: the shipped file
 * (writable here) stays as it was; the edits are France 1.1.0, installed
 * in the user's lists with its change, shown on the Systems page. A second
 * edit is 1.2.0, and 1.1.0 stays as installed. */
static void
test_shipped_becomes_version (Fixture *f, gconstpointer data)
{
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *v110 = g_build_filename (lists, FRANCE "-1.1.0.xml", NULL);
  g_autofree char *v120 = g_build_filename (lists, FRANCE "-1.2.0.xml", NULL);
  g_autofree char *text = NULL;
  MusterListEditor *editor;
  GtkWindow *dialog;
  MusterListDoc *doc;
  const MusterFaction *france;

  f->before = data_sums (f);
  editor = edit_france (f);
  doc = muster_list_editor_get_doc (editor);
  type_cost (editor, "11");
  press_ctrl_s (editor);

  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save a New Version");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "beside version 1.0.0"));
  /* the next version is proposed; installing waits for what changed */
  g_assert_cmpstr (gtk_editable_get_text (dialog_entry (dialog, "Version")), ==, "1.1.0");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "install"));
  gtk_editable_set_text (dialog_entry (dialog, "What changed (English)"), "Musketeers cost 11.");
  gtk_editable_set_text (dialog_entry (dialog, "What changed (Russian)"), "Мушкетёры стоят 11.");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "install"));
  click_response (dialog, "_Install");
  ui_test_drain ();

  assert_data_unchanged (f, v110, NULL);
  france = muster_system_lookup_faction (muster_catalog_lookup (f->catalog, "clouds-of-smoke"), FRANCE);
  g_assert_cmpstr (france->version, ==, "1.1.0");
  g_assert_cmpstr (france->file, ==, v110);
  g_assert_cmpfloat (musketeers (f, "1.1.0")->cost, ==, 11);
  g_assert_cmpfloat (musketeers (f, "1.0.0")->cost, !=, 11);
  g_assert_cmpstr (((MusterListChange *) g_ptr_array_index (france->changes, 0))->text.ru, ==, "Мушкетёры стоят 11.");
  g_assert_cmpstr (muster_faction_row_get_version (france_row (f)), ==, "v1.1.0 · installed");
  /* the editor now holds the installed version, nothing unsaved */
  g_assert_cmpstr (muster_list_doc_get_path (doc), ==, v110);
  g_assert_false (muster_list_doc_is_modified (doc));

  /* again: 1.2.0 beside 1.1.0, which is not written */
  g_hash_table_unref (f->before);
  f->before = data_sums (f);
  type_cost (editor, "12");
  press_ctrl_s (editor);
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_editable_get_text (dialog_entry (dialog, "Version")), ==, "1.2.0");
  gtk_editable_set_text (dialog_entry (dialog, "What changed (English)"), "Musketeers cost 12.");
  gtk_editable_set_text (dialog_entry (dialog, "What changed (Russian)"), "Мушкетёры стоят 12.");
  click_response (dialog, "_Install");
  ui_test_drain ();
  assert_data_unchanged (f, v120, NULL);
  g_assert_cmpfloat (musketeers (f, "1.2.0")->cost, ==, 12);
  g_assert_cmpfloat (musketeers (f, "1.1.0")->cost, ==, 11);
  g_assert_true (g_file_get_contents (v120, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<list version=\"1.2.0\""));
  /* the newest change first */
  g_assert_true (strstr (text, "<change version=\"1.2.0\"") < strstr (text, "<change version=\"1.1.0\""));
  g_assert_null (ui_test_find_dialog ());
}

/* A cost of "eleven": Ctrl+S offers only a draft, in a file the user
 * names; the user's lists folder is refused; nothing Muster reads is
 * written; the draft is saved over on the next Ctrl+S. */
static void
test_invalid_only_draft (Fixture *f, gconstpointer data)
{
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *draft = g_build_filename (f->work, "france-draft.xml", NULL);
  g_autofree char *text = NULL;
  MusterListEditor *editor;
  GtkWindow *dialog;

  g_assert_cmpint (g_mkdir_with_parents (lists, 0755), ==, 0);
  f->before = data_sums (f);
  editor = edit_france (f);
  type_cost (editor, "eleven");
  press_ctrl_s (editor);

  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save as a Draft?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "Cost is not a number"));
  /* no way to install it */
  g_assert_false (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "install"));
  click_response (dialog, "Save _Draft…");

  /* not where Muster reads lists */
  choose_file (lists, "france-draft.xml");
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The List Cannot Be Saved There");
  click_response (dialog, "_Close");
  assert_data_unchanged (f, NULL);

  /* in a folder of the user's own */
  press_ctrl_s (editor);
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  click_response (dialog, "Save _Draft…");
  choose_file (f->work, "france-draft.xml");
  g_assert_true (g_file_get_contents (draft, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "cost=\"eleven\""));
  g_assert_cmpstr (muster_list_doc_get_path (muster_list_editor_get_doc (editor)), ==, draft);
  assert_data_unchanged (f, NULL);

  /* the draft is the user's file: Ctrl+S saves over it */
  type_cost (editor, "elevenn");
  press_ctrl_s (editor);
  g_assert_null (ui_test_find_dialog ());
  g_free (text);
  g_assert_true (g_file_get_contents (draft, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "cost=\"elevenn\""));
  assert_data_unchanged (f, NULL);
}

/* An installed list (France 1.1.0, from a file) is not written either:
 * its edit is 1.2.0. */
static void
test_installed_not_written (Fixture *f, gconstpointer data)
{
  g_autofree char *edited = muster_test_france_edited ("<list version=\"1.0.0\"", "<list version=\"1.1.0\"", NULL);
  g_autofree char *file = muster_test_write (f->work, "france.xml", edited, -1);
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *v120 = g_build_filename (lists, FRANCE "-1.2.0.xml", NULL);
  g_autoptr(GError) error = NULL;
  MusterListEditor *editor;
  GtkWindow *dialog;

  g_assert_true (muster_list_install (f->catalog, file, NULL, &error));
  g_assert_no_error (error);
  muster_context_lists_changed (ui_test_context (f->catalog, NULL), "clouds-of-smoke");
  f->before = data_sums (f);
  editor = edit_france (f);
  g_assert_nonnull (strstr (muster_list_doc_get_path (muster_list_editor_get_doc (editor)), "1.1.0"));
  type_cost (editor, "13");
  press_ctrl_s (editor);
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_editable_get_text (dialog_entry (dialog, "Version")), ==, "1.2.0");
  /* a version Muster holds cannot be installed again */
  gtk_editable_set_text (dialog_entry (dialog, "What changed (English)"), "Musketeers cost 13.");
  gtk_editable_set_text (dialog_entry (dialog, "What changed (Russian)"), "Мушкетёры стоят 13.");
  gtk_editable_set_text (dialog_entry (dialog, "Version"), "1.1.0");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "install"));
  gtk_editable_set_text (dialog_entry (dialog, "Version"), "1.2.0");
  click_response (dialog, "_Install");
  ui_test_drain ();
  assert_data_unchanged (f, v120, NULL);
  g_assert_cmpfloat (musketeers (f, "1.2.0")->cost, ==, 13);
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/list-save/shipped-becomes-version", test_shipped_becomes_version);
  ADD ("/ui/list-save/invalid-only-draft", test_invalid_only_draft);
  ADD ("/ui/list-save/installed-not-written", test_installed_not_written);
  return g_test_run ();
}
