/* test-sharing.c: display tests of share codes in the window: Copy Share
 * Code shows the code selected in a dialog with a Copy button; Open Share
 * Code asks for the code, filled in from the clipboard, instead of acting
 * on the clipboard unasked; opening an army's own code adds nothing to the
 * library.
 */
#include "config.h"

#include <adwaita.h>

#include "muster-army-editor.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-window-fixture.h"

static MusterCatalog *catalog;

static MusterArmy *
lens_new (void)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *france = muster_system_lookup_faction (smoke, "france-military-revolution");
  MusterArmy *army = muster_army_new (smoke, france, 400);

  muster_army_set_name (army, "Lens, 1648");
  muster_test_add_unit (army, "pikemen", 2);
  return army;
}

static gboolean
has_dialog (gpointer data)
{
  return ui_test_find_dialog () != NULL;
}

static GtkWindow *
wait_for_dialog (void)
{
  ui_test_wait_until (has_dialog, NULL, 2000);
  g_assert_nonnull (ui_test_find_dialog ());
  return ui_test_find_dialog ();
}

typedef struct
{
  char *text;
  gboolean done;
} Read;

static void
read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Read *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  read->done = TRUE;
}

static gboolean
read_done (gpointer data)
{
  return ((Read *) data)->done;
}

static char *
clipboard_text (GtkWidget *widget)
{
  Read read = { NULL, FALSE };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, read_cb, &read);
  ui_test_wait_until (read_done, &read, 2000);
  g_assert_true (read.done);
  return read.text;
}

static gboolean
entry_filled (gpointer data)
{
  return *gtk_editable_get_text (GTK_EDITABLE (data)) != '\0';
}

static guint
n_documents (MusterLibrary *library)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = muster_library_list (library, -1, &error);

  g_assert_no_error (error);
  return all->len;
}

static guint
n_revisions (MusterLibrary *library, gint64 document)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) revisions = muster_library_get_revisions (library, document, &error);

  g_assert_no_error (error);
  return revisions->len;
}

/* The army's menu item shows its code, selected, and Copy puts it on the
 * clipboard. */
static void
test_show_code (UiWindowFixture *f, gconstpointer data)
{
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autofree char *code = muster_share_encode (lens);
  g_autofree char *copied = NULL;
  GtkWidget *editor, *entry, *copy;
  GtkWindow *dialog;
  int start = -1, end = -1;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), "something else");
  editor = muster_window_open_army (f->window, lens, 0, NULL);
  g_assert_true (gtk_widget_activate_action (editor, "army.copy-share-code", NULL));
  dialog = wait_for_dialog ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  entry = ui_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, code);
  g_assert_true (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), &start, &end));
  g_assert_cmpint (start, ==, 0);
  g_assert_cmpint (end, ==, g_utf8_strlen (code, -1));
  /* nothing copied unasked */
  copied = clipboard_text (GTK_WIDGET (f->window));
  g_assert_cmpstr (copied, ==, "something else");
  g_clear_pointer (&copied, g_free);

  /* the Copy button beside the field */
  copy = gtk_widget_get_next_sibling (entry);
  g_assert_true (GTK_IS_BUTTON (copy));
  g_signal_emit_by_name (copy, "clicked");
  copied = clipboard_text (GTK_WIDGET (f->window));
  g_assert_cmpstr (copied, ==, code);
}

/* Open Share Code asks first, with the clipboard's code filled in; the
 * army opens only when the user says so. */
static void
test_ask_code (UiWindowFixture *f, gconstpointer data)
{
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autofree char *code = muster_share_encode (lens);
  GtkWindow *dialog;
  GtkWidget *entry;
  GtkWidget *editor;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), code);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-share-code", NULL));
  dialog = wait_for_dialog ();
  entry = ui_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  ui_test_wait_until (entry_filled, entry, 2000);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, code);
  g_assert_null (muster_window_get_editor (f->window));
  g_assert_cmpuint (n_documents (f->library), ==, 0);

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "open");
  editor = muster_window_get_editor (f->window);
  g_assert_nonnull (editor);
  g_assert_true (muster_army_equal (muster_army_editor_get_army (MUSTER_ARMY_EDITOR (editor)), lens));
  g_assert_cmpuint (n_documents (f->library), ==, 1);
}

/* An army's own code, opened while it is shown, or from the start page,
 * is the same document, with no new revision; the same holds for an army
 * without a name. */
static void
test_own_code (UiWindowFixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gboolean named = GPOINTER_TO_INT (data);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autofree char *code = NULL;
  GtkWidget *editor;
  GtkWindow *dialog;
  GtkWidget *entry;
  gint64 id;

  if (!named)
    muster_army_set_name (lens, NULL);
  code = muster_share_encode (lens);
  id = muster_library_save_army (f->library, 0, lens, &error);
  g_assert_no_error (error);
  g_assert_true (muster_window_open_document (f->window, id));
  editor = muster_window_get_editor (f->window);
  g_assert_cmpint (muster_army_editor_get_document (MUSTER_ARMY_EDITOR (editor)), ==, id);

  for (guint round = 0; round < 2; round++)
    {
      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), code);
      if (round == 0)
        g_assert_true (gtk_widget_activate_action (editor, "army.paste-share-code", NULL));
      else
        {
          muster_window_close_army (f->window);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open-share-code", NULL));
        }
      dialog = wait_for_dialog ();
      entry = ui_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
      ui_test_wait_until (entry_filled, entry, 2000);
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "open");
      gtk_window_destroy (dialog);
      muster_window_flush (f->window);

      editor = muster_window_get_editor (f->window);
      g_assert_nonnull (editor);
      g_assert_cmpint (muster_army_editor_get_document (MUSTER_ARMY_EDITOR (editor)), ==, id);
      g_assert_cmpuint (n_documents (f->library), ==, 1);
      g_assert_cmpuint (n_revisions (f->library, id), ==, 1);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *home = NULL;
  int status;

  ui_test_init (&argc, &argv);
  home = ui_test_data_home ();
  catalog = muster_test_catalog ();
  ui_window_fixture_catalog = catalog;

#define ADD(path, data, func) \
  g_test_add ("/ui/sharing/" path, UiWindowFixture, data, ui_window_fixture_setup, func, ui_window_fixture_teardown)
  ADD ("show-code", NULL, test_show_code);
  ADD ("ask-code", NULL, test_ask_code);
  ADD ("own-code", GINT_TO_POINTER (TRUE), test_own_code);
  ADD ("own-code-unnamed", GINT_TO_POINTER (FALSE), test_own_code);
#undef ADD

  status = g_test_run ();
  g_object_unref (catalog);
  muster_test_rmtree (home);
  return status;
}
