/* test-army-editor-files.c: display tests of the army editor with what lies
 * outside it: a bad share code or a malformed army file changes nothing,
 * autosave to the library, and the window's way from a faction row to an
 * editor and back.
 */
#include "army-editor-test-common.h"

static void
count_open (MusterArmyEditor *editor,
            MusterArmy       *army,
            const char       *path,
            gpointer          data)
{
  g_ptr_array_add (data, g_object_ref (army));
}

static gboolean
has_dialog (gpointer data)
{
  return ui_test_find_dialog () != NULL;
}

/* A bad share code is refused with the decoder's sentence, and nothing
 * changes; a good one is handed on as a new army. */
static void
test_share_code (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  g_autoptr(GPtrArray) opened = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) expected = NULL;
  g_autoptr(MusterArmy) none = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *code = NULL;
  MusterArmyEditor *editor = show_editor (army, NULL);
  const char *garbage = "MUSTER-this-is-not-a-code";
  GtkWindow *dialog;
  guint n_undo;

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "pikemen"));
  g_signal_connect (editor, "open-army", G_CALLBACK (count_open), opened);
  before = muster_army_to_xml (army);
  n_undo = muster_undo_get_n_undo (muster_army_editor_get_undo (editor));

  none = muster_share_decode (catalog, garbage, &expected);
  g_assert_null (none);
  g_assert_nonnull (expected);

  g_assert_false (muster_army_editor_open_share_code (editor, garbage));
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The Share Code Cannot Be Read");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, expected->message);
  gtk_window_destroy (dialog);

  after = muster_army_to_xml (army);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (muster_undo_get_n_undo (muster_army_editor_get_undo (editor)), ==, n_undo);
  g_assert_cmpuint (opened->len, ==, 0);

  /* the paste action asks, with the clipboard's code filled in: garbage
   * there too is refused */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (editor)), garbage);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.paste-share-code", NULL));
  ui_test_wait_until (has_dialog, NULL, 5000);
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Open a Share Code");
  ui_test_wait_ms (200);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)))),
                   ==, garbage);
  g_assert_cmpuint (opened->len, ==, 0);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "open");
  gtk_window_destroy (dialog);
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, expected->message);
  gtk_window_destroy (dialog);
  g_assert_cmpuint (opened->len, ==, 0);

  /* text that is no code at all: a dialog asks for one */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (editor)), "hello");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.paste-share-code", NULL));
  ui_test_wait_until (has_dialog, NULL, 5000);
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Open a Share Code");
  g_assert_true (GTK_IS_ENTRY (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (dialog);

  /* copy shows the code; opening it gives the same army */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.copy-share-code", NULL));
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  code = muster_share_encode (army);
  g_assert_true (muster_army_editor_open_share_code (editor, code));
  g_assert_cmpuint (opened->len, ==, 1);
  g_assert_true (muster_army_equal (g_ptr_array_index (opened, 0), army));
  g_assert_null (ui_test_find_dialog ());

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* A malformed army file is refused with file:line:column, and nothing is
 * half-loaded; a good file is handed on. */
static void
test_import (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  g_autoptr(GPtrArray) opened = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *bad = muster_test_write (tmpdir, "bad.xml",
                                            "<?xml version=\"1.0\"?>\n"
                                            "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
                                            "      faction=\"france-military-revolution\" points=\"400\">\n"
                                            "  <unit type=\"pikemen\" count=\"2\">\n"
                                            "</army>\n", -1);
  g_autofree char *good = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml", NULL);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GFile) good_file = g_file_new_for_path (good);
  g_autoptr(GError) expected = NULL;
  g_autoptr(MusterArmy) none = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *prefix = g_strconcat (bad, ":", NULL);
  MusterArmyEditor *editor = show_editor (army, NULL);
  GtkWindow *dialog;

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "musketeers"));
  g_signal_connect (editor, "open-army", G_CALLBACK (count_open), opened);
  before = muster_army_to_xml (army);

  none = muster_army_load_file (catalog, bad, &expected);
  g_assert_null (none);

  g_assert_false (muster_army_editor_import_file (editor, bad_file));
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The Army File Cannot Be Opened");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, expected->message);
  /* file:line:column: sentence */
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), prefix));
  gtk_window_destroy (dialog);

  after = muster_army_to_xml (army);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (muster_undo_get_n_undo (muster_army_editor_get_undo (editor)), ==, 1);
  g_assert_cmpuint (opened->len, ==, 0);

  g_assert_true (muster_army_editor_import_file (editor, good_file));
  g_assert_cmpuint (opened->len, ==, 1);
  g_assert_cmpstr (muster_army_get_name (g_ptr_array_index (opened, 0)), ==, "Lens, 1648");
  g_assert_null (ui_test_find_dialog ());

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_saved (gpointer data)
{
  return g_strcmp0 (muster_army_editor_get_save_state (data), "Saved") == 0;
}

static void
count_close (MusterArmyEditor *editor,
             gpointer          data)
{
  (*(guint *) data)++;
}

/* Changes reach the library on their own; export writes the army file. */
static void
test_autosave (void)
{
  g_autoptr(MusterArmy) army = new_army ("clouds-of-smoke", "france-military-revolution", 400);
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) loaded = NULL;
  g_autofree char *content = NULL;
  g_autofree char *path = g_build_filename (tmpdir, "exported.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MusterArmyEditor *editor = show_editor (army, library);
  guint closed = 0;
  gint64 document;

  /* nothing to keep yet */
  g_assert_cmpint (muster_army_editor_get_document (editor), ==, 0);

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "reiters"));
  g_assert_cmpstr (muster_army_editor_get_save_state (editor), ==, "Edited");
  ui_test_wait_until (is_saved, editor, MUSTER_AUTOSAVE_DELAY_MS + 3000);
  g_assert_cmpstr (muster_army_editor_get_save_state (editor), ==, "Saved");
  document = muster_army_editor_get_document (editor);
  g_assert_cmpint (document, >, 0);
  g_assert_false (muster_undo_is_modified (muster_army_editor_get_undo (editor)));

  entries = muster_library_list (library, MUSTER_DOC_ARMY, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 1);
  content = muster_library_get_content (library, document, 0, &error);
  g_assert_no_error (error);
  loaded = muster_army_load_memory (catalog, content, strlen (content), "library", &error);
  g_assert_no_error (error);
  g_assert_true (muster_army_equal (loaded, army));

  /* a change just before closing is saved on close */
  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "dragoons"));
  g_signal_connect (editor, "close-requested", G_CALLBACK (count_close), &closed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.close", NULL));
  g_assert_cmpuint (closed, ==, 1);
  g_clear_pointer (&content, g_free);
  content = muster_library_get_content (library, document, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (content, "dragoons"));

  g_assert_true (muster_army_editor_export_file (editor, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_editor_get_path (editor), ==, path);
  g_clear_object (&loaded);
  loaded = muster_army_load_file (catalog, path, &error);
  g_assert_no_error (error);
  g_assert_true (muster_army_equal (loaded, army));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_home (gpointer data)
{
  return g_strcmp0 (muster_window_get_visible_view (data), "editor") != 0;
}

/* A faction row starts an army (with a commander), Back returns, and the
 * army is in the library and opens again from there. */
static void
test_window (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, library));
  MusterArmyEditor *editor;
  MusterArmy *army;
  GtkWidget *row = NULL;
  gint64 document;

  ui_test_present (GTK_WINDOW (window));
  g_assert_cmpstr (muster_window_get_visible_view (window), ==, "systems");
  g_assert_nonnull (muster_window_get_library_view (window));

  /* the France row of Clouds of Smoke */
  for (GtkWidget *w = ui_test_find_label (muster_window_get_systems_list (window), "France"); w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_LIST_BOX_ROW (w))
      {
        row = w;
        break;
      }
  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  gtk_widget_activate (row);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  g_assert_cmpstr (muster_window_get_visible_view (window), ==, "editor");
  editor = MUSTER_ARMY_EDITOR (muster_window_get_editor (window));
  army = muster_army_editor_get_army (editor);
  g_assert_cmpstr (muster_army_get_faction (army)->id, ==, "france-military-revolution");
  g_assert_cmpuint (muster_army_get_points (army), ==, 400);
  g_assert_cmpuint (muster_army_get_n_commanders (army), ==, 1);
  g_assert_cmpstr (muster_army_get_commander (army, 0)->tier->id, ==, "competent");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "France — 400 points — Muster");

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (army), "pikemen"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "army.close", NULL));
  ui_test_wait_until (is_home, window, 2000);
  g_assert_cmpstr (muster_window_get_visible_view (window), ==, "systems");
  g_assert_null (muster_window_get_editor (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Muster");

  /* closing saved it: it opens again from the library */
  {
    g_autoptr(GPtrArray) entries = muster_library_list (library, MUSTER_DOC_ARMY, NULL);

    g_assert_cmpuint (entries->len, ==, 1);
    document = ((MusterLibraryEntry *) g_ptr_array_index (entries, 0))->id;
  }
  g_assert_true (muster_window_open_document (window, document));
  editor = MUSTER_ARMY_EDITOR (muster_window_get_editor (window));
  g_assert_nonnull (editor);
  g_assert_cmpint (muster_army_editor_get_document (editor), ==, document);
  g_assert_cmpuint (muster_army_get_n_units (muster_army_editor_get_army (editor)), ==, 1);
  g_assert_cmpstr (muster_army_editor_get_save_state (editor), ==, "Saved");

  g_signal_emit_by_name (muster_window_get_library_view (window), "open-document", document);
  g_assert_true (MUSTER_ARMY_EDITOR (muster_window_get_editor (window)) == editor);

  /* Enter in the start page's search starts an army of the faction found */
  muster_window_close_army (window);
  ui_test_wait_until (is_home, window, 2000);
  muster_window_set_search_text (window, "tatar");
  g_signal_emit_by_name (ui_test_find_type (GTK_WIDGET (window), GTK_TYPE_SEARCH_ENTRY), "activate");
  editor = MUSTER_ARMY_EDITOR (muster_window_get_editor (window));
  g_assert_nonnull (editor);
  g_assert_cmpstr (muster_army_get_faction (muster_army_editor_get_army (editor))->id, ==, "tatars");
  /* Age of Battles has no commander tiers: the army starts without one */
  g_assert_cmpuint (muster_army_get_n_commanders (muster_army_editor_get_army (editor)), ==, 0);
  g_assert_cmpuint (muster_army_get_points (muster_army_editor_get_army (editor)), ==, 200);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* a fresh library home for this program, before anything reads it */
  catalog = ui_test_setup (&argc, &argv, &tmpdir);

  g_test_add_func ("/ui/army-editor/share-code", test_share_code);
  g_test_add_func ("/ui/army-editor/import", test_import);
  g_test_add_func ("/ui/army-editor/autosave", test_autosave);
  g_test_add_func ("/ui/army-editor/window", test_window);

  return ui_test_run (catalog, tmpdir);
}
