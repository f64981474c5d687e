/* test-scenario-keep.c: display tests that an edited scenario is never
 * dropped unasked: Ctrl+Q, New and Open keep a new scenario's edits in the
 * library, the title marks edits not kept yet, and without a library New
 * and closing the window ask "Save Changes?" first.
 */
#include "scenario-test-common.h"

#include "muster-application.h"

/* Without a session bus (as under xvfb-run) GtkApplication warns that it
 * cannot export itself; that is not a failure of Muster. */
static gboolean
ignore_session_bus (const char    *log_domain,
                    GLogLevelFlags log_level,
                    const char    *message,
                    gpointer       user_data)
{
  return !(g_strcmp0 (log_domain, "Gtk") == 0 && strstr (message, "session bus") != NULL);
}

/* The scenarios the library holds. */
static GPtrArray *
library_scenarios (MusterLibrary *library)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *list = muster_library_list (library, MUSTER_DOC_SCENARIO, &error);

  g_assert_no_error (error);
  return list;
}

/* The scenario kept as library @document. */
static MusterScenario *
kept_scenario (MusterLibrary *library,
               gint64         document)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *content = muster_library_get_content (library, document, 0, &error);
  MusterScenario *scenario;

  g_assert_no_error (error);
  scenario = muster_scenario_load_memory (catalog, content, strlen (content), "kept.xml", &error);
  g_assert_no_error (error);
  return scenario;
}

/* How many pieces of type @type the scenario holds. */
static guint
count_pieces (MusterScenario *scenario,
              const char     *type)
{
  guint n = 0;

  for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
    {
      const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);

      n += item->kind == MUSTER_ITEM_PIECE && g_strcmp0 (item->type, type) == 0;
    }
  return n;
}

static const char *
page_title (MusterScenarioPage *page)
{
  GtkWidget *title = ui_test_find_type (GTK_WIDGET (page), ADW_TYPE_WINDOW_TITLE);

  g_assert_nonnull (title);
  return adw_window_title_get_title (ADW_WINDOW_TITLE (title));
}

/* New Scenario ▸ Clouds of Smoke, then a hill from the Add menu, as the
 * menus do it. */
static void
new_scenario_with_hill (MusterScenarioPage *page)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.new", "s", "clouds-of-smoke"));
  g_assert_nonnull (muster_scenario_page_get_scenario (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:hill"));
  g_assert_cmpuint (count_pieces (muster_scenario_page_get_scenario (page), "hill"), ==, 1);
}

/* The whole journey of the issue: a new scenario, a hill, Ctrl+Q at once;
 * the scenario is in the library, with its hill. */
static void
test_quit_keeps_new (void)
{
  g_autoptr(MusterApplication) app = muster_application_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(MusterScenario) kept = NULL;
  MusterLibrary *library;
  MusterScenarioPage *page;
  GtkWindow *window;

  g_application_set_flags (G_APPLICATION (app), g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  library = muster_context_get_library (muster_application_get_context (app));
  g_assert_nonnull (library);
  g_object_ref (library);
  before = library_scenarios (library);

  g_application_activate (G_APPLICATION (app));
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (MUSTER_IS_WINDOW (window));
  muster_window_set_visible_view (MUSTER_WINDOW (window), "scenario");
  page = MUSTER_SCENARIO_PAGE (muster_window_get_scenario_page (MUSTER_WINDOW (window)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  new_scenario_with_hill (page);
  /* the title says the edit is not kept yet */
  g_assert_true (g_str_has_prefix (page_title (page), "• "));

  focus_window (GTK_WIDGET (window));
  xdotool ("key", "--clearmodifiers", "ctrl+q", NULL);
  gdk_display_sync (gdk_display_get_default ());
  ui_test_drain ();
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  after = library_scenarios (library);
  g_assert_cmpuint (after->len, ==, before->len + 1);
  kept = kept_scenario (library, ((MusterLibraryEntry *) after->pdata[0])->id);
  g_assert_cmpstr (muster_system_get_id (muster_scenario_get_system (kept)), ==, "clouds-of-smoke");
  g_assert_cmpuint (count_pieces (kept, "hill"), ==, 1);
  g_object_unref (library);
}

static gboolean
is_kept (gpointer page)
{
  return muster_scenario_page_get_document (page) != 0;
}

/* With a library, New and Open over an edited scenario keep it there (a
 * toast says so) and ask nothing; the title's mark goes once the autosave
 * has kept the edit; each burst of edits is one more revision. */
static void
test_replace_keeps (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, library));
  g_autoptr(GPtrArray) list = NULL;
  MusterScenarioPage *page;
  gint64 document;

  ui_test_present (GTK_WINDOW (window));
  muster_window_set_visible_view (window, "scenario");
  page = MUSTER_SCENARIO_PAGE (muster_window_get_scenario_page (window));
  new_scenario_with_hill (page);
  g_assert_true (g_str_has_prefix (page_title (page), "• "));
  g_assert_cmpint (muster_scenario_page_get_document (page), ==, 0);

  /* the autosave keeps it a moment later: a document, the mark gone */
  ui_test_wait_until (is_kept, page, 5000);
  document = muster_scenario_page_get_document (page);
  g_assert_false (g_str_has_prefix (page_title (page), "• "));
  g_assert_cmpstr (page_title (page), ==, "New scenario");
  {
    g_autoptr(GPtrArray) revisions = muster_library_get_revisions (library, document, NULL);

    g_assert_cmpuint (revisions->len, ==, 1);
  }

  /* another edit, then New at once: kept as the next revision, no dialog */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.add", "s", "piece:forest"));
  g_assert_true (g_str_has_prefix (page_title (page), "• "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.new", "s", "price-of-honour"));
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (muster_system_get_id (muster_scenario_get_system (muster_scenario_page_get_scenario (page))), ==,
                   "price-of-honour");
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (page), "“New scenario” is kept in the library"));
  {
    g_autoptr(GPtrArray) revisions = muster_library_get_revisions (library, document, NULL);
    g_autoptr(MusterScenario) kept = kept_scenario (library, document);

    g_assert_cmpuint (revisions->len, ==, 2);
    g_assert_cmpuint (count_pieces (kept, "hill"), ==, 1);
    g_assert_cmpuint (count_pieces (kept, "forest"), ==, 1);
  }
  /* a new scenario nobody touched stays out of the library */
  g_assert_false (g_str_has_prefix (page_title (page), "• "));
  muster_window_flush (window);
  list = library_scenarios (library);
  g_assert_cmpuint (list->len, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWindow *
wait_for_dialog (void)
{
  GtkWindow *dialog;

  ui_test_drain ();
  dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  return dialog;
}

static void
answer (GtkWindow  *dialog,
        const char *response)
{
  /* as its button does: the answer, then the dialog goes (unless the
   * window it belongs to took it along) */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  if (dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
      gtk_window_destroy (dialog);
    }
  ui_test_drain ();
}

static void
destroyed_cb (gpointer  data,
              GObject  *gone)
{
  *(gboolean *) data = TRUE;
}

/* Without a library nothing keeps the edits: New and closing the window
 * ask first; Cancel keeps the scenario, Discard goes on. */
static void
test_ask_without_library (void)
{
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  MusterScenarioPage *page;
  MusterScenario *edited;
  gboolean closed = FALSE;

  ui_test_present (GTK_WINDOW (window));
  muster_window_set_visible_view (window, "scenario");
  page = MUSTER_SCENARIO_PAGE (muster_window_get_scenario_page (window));
  new_scenario_with_hill (page);
  edited = muster_scenario_page_get_scenario (page);
  g_assert_true (g_str_has_prefix (page_title (page), "• "));
  /* no autosave comes to take the mark away */
  ui_test_wait_ms (1800);
  g_assert_true (g_str_has_prefix (page_title (page), "• "));

  /* New asks; Cancel keeps the edited scenario */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.new", "s", "age-of-battles"));
  answer (wait_for_dialog (), "cancel");
  g_assert_true (muster_scenario_page_get_scenario (page) == edited);
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  /* Discard goes on with New */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.new", "s", "age-of-battles"));
  answer (wait_for_dialog (), "discard");
  g_assert_cmpstr (muster_system_get_id (muster_scenario_get_system (muster_scenario_page_get_scenario (page))), ==,
                   "age-of-battles");
  g_assert_false (g_str_has_prefix (page_title (page), "• "));

  /* an untouched scenario is replaced without a question */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.new", "s", "clouds-of-smoke"));
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  /* closing the window asks too: Cancel keeps it open, Discard closes it */
  new_scenario_with_hill (page);
  g_object_weak_ref (G_OBJECT (window), destroyed_cb, &closed);
  gtk_window_close (GTK_WINDOW (window));
  answer (wait_for_dialog (), "cancel");
  g_assert_false (closed);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  gtk_window_close (GTK_WINDOW (window));
  answer (wait_for_dialog (), "discard");
  g_assert_true (closed);
}

/* Saving to a file keeps the edits when there is no library: the mark
 * goes and New asks nothing. */
static void
test_file_keeps_without_library (void)
{
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  g_autofree char *path = g_build_filename (tmpdir, "kept-scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  MusterScenarioPage *page;

  ui_test_present (GTK_WINDOW (window));
  muster_window_set_visible_view (window, "scenario");
  page = MUSTER_SCENARIO_PAGE (muster_window_get_scenario_page (window));
  new_scenario_with_hill (page);
  g_assert_true (muster_scenario_page_would_lose_changes (page));
  g_assert_true (muster_scenario_page_save_file (page, file, &error));
  g_assert_no_error (error);
  g_assert_false (muster_scenario_page_would_lose_changes (page));
  g_assert_false (g_str_has_prefix (page_title (page), "• "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "scenario.new", "s", "clouds-of-smoke"));
  ui_test_drain ();
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  catalog = ui_test_setup (&argc, &argv, &tmpdir);
  g_test_log_set_fatal_handler (ignore_session_bus, NULL);

  g_test_add_func ("/ui/scenario-keep/quit-keeps-new", test_quit_keeps_new);
  g_test_add_func ("/ui/scenario-keep/replace-keeps", test_replace_keeps);
  g_test_add_func ("/ui/scenario-keep/ask-without-library", test_ask_without_library);
  g_test_add_func ("/ui/scenario-keep/file-keeps-without-library", test_file_keeps_without_library);
  return ui_test_run (catalog, tmpdir);
}
