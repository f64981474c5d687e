/* test-scenario-forces.c: display tests of a side's Army row on the
 * Scenario page: an army file's army named with its points and its faction
 * beside it, kept while the file stays the same (an edit of the scenario
 * reads no file), read again when the file changes, and named by its file
 * name, said to be missing, when it is gone; a library army described from
 * the library, followed to its newest revision.
 */
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>

#include <adwaita.h>

#include "muster-scenario-force.h"
#include "muster-scenario-page.h"
#include "muster-test.h"
#include "pdf-check.h"
#include "ui-test-common.h"
#include "ui-test-export.h"

static MusterCatalog *catalog;
static char *tmpdir;

static const char *
subtitle (GtkWidget *row)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The faction its side's row shows beside the Army row @row. */
static const char *
faction_shown (GtkWidget *row)
{
  GtkWidget *faction = ui_test_find_widget (gtk_widget_get_parent (row), is_row_titled, "Faction");
  GObject *item;

  g_assert_nonnull (faction);
  item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (faction));
  return item != NULL ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : "";
}

/* Rewrites @path in place (the same inode and size) with @text and gives it
 * back the modification time @st had, plus @seconds. */
static void
rewrite (const char *path, const char *text, const GStatBuf *st, int seconds)
{
  struct timespec times[2] = { st->st_atim, st->st_mtim };
  FILE *f = fopen (path, "r+");

  g_assert_nonnull (f);
  g_assert_cmpuint (fwrite (text, 1, strlen (text), f), ==, strlen (text));
  g_assert_cmpint (fclose (f), ==, 0);
  times[1].tv_sec += seconds;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

/* @page in a window with a new scenario (its @scenario); returns the first
 * side's Army row. */
static GtkWidget *
show_new_scenario (MusterScenarioPage *page, MusterScenario **scenario)
{
  GType type = MUSTER_TYPE_SCENARIO_FORCE_ROW;
  GtkWidget *row;

  ui_test_show_in_window (GTK_WIDGET (page), 1400, 900);
  g_assert_true (muster_scenario_page_new_scenario (page, "clouds-of-smoke"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (page));
  *scenario = muster_scenario_page_get_scenario (page);
  row = ui_test_find_widget (muster_scenario_page_get_properties (page), ui_test_is_type, &type);
  g_assert_nonnull (row);
  return row;
}

/* An edit of the other side's force, or its undo: the sides are shown
 * again, the first side's force stays what it is. */
static void
edit_other_side (MusterScenario *scenario, guint points)
{
  MusterForce force = { .faction = (char *) "habsburg-military-revolution", .points = points };

  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_set_force (scenario, 1, &force), NULL));
}

static void
test_file_force (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  GtkWidget *page_widget = muster_scenario_page_new (ui_test_context (catalog, library));
  MusterScenarioPage *page = MUSTER_SCENARIO_PAGE (page_widget);
  g_autofree char *source = muster_test_sample_army_path ("clouds-of-smoke/borodino-1812-russia.xml");
  g_autofree char *text = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GString) bigger = NULL;
  MusterScenario *scenario;
  GtkWidget *row;
  GStatBuf st;

  path = muster_test_write (tmpdir, "borodino.xml", text, -1);
  file = g_file_new_for_path (path);
  bigger = g_string_new (text);
  g_assert_cmpuint (g_string_replace (bigger, "points=\"500\"", "points=\"600\"", 1), ==, 1);

  row = show_new_scenario (page, &scenario);

  /* the army file's army: its name and points */
  g_assert_true (muster_scenario_force_row_set_file (MUSTER_SCENARIO_FORCE_ROW (row), file, FALSE));
  g_assert_cmpstr (subtitle (row), ==, "Borodino, 1812 (sample), 498 of 500 points · file borodino.xml");
  /* and its faction beside it */
  {
    g_autoptr(MusterArmy) army = muster_army_load_file (catalog, source, NULL);

    g_assert_nonnull (army);
    g_assert_cmpstr (faction_shown (row), ==, muster_text_get (&muster_army_get_faction (army)->name));
  }

  /* the file's bytes change behind its modification time: an edit of the
   * scenario shows the army kept, it reads no file */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  rewrite (path, bigger->str, &st, 0);
  edit_other_side (scenario, 300);
  g_assert_cmpstr (subtitle (row), ==, "Borodino, 1812 (sample), 498 of 500 points · file borodino.xml");

  /* the file changed (a new modification time): read again at the next
   * showing of the sides */
  rewrite (path, bigger->str, &st, 10);
  g_assert_true (muster_scenario_undo (scenario));
  gtk_test_widget_wait_for_draw (page_widget);
  g_assert_cmpstr (subtitle (row), ==, "Borodino, 1812 (sample), 498 of 600 points · file borodino.xml");

  /* gone: its file's name, missing */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_true (muster_scenario_redo (scenario));
  g_assert_cmpstr (subtitle (row), ==, "borodino.xml (missing)");
  ui_test_close_window_of (page_widget);
}

/* @page in a window with a new scenario (its @scenario) whose first
 * side's force is @army, kept in @library as its @document; returns the
 * first side's Army row. */
static GtkWidget *
show_library_force (MusterScenarioPage *page, MusterLibrary *library, MusterArmy *army,
                    MusterScenario **scenario, gint64 *document)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *row;

  *document = muster_library_add_army (library, army, &error);
  g_assert_no_error (error);
  row = show_new_scenario (page, scenario);
  g_assert_true (muster_scenario_force_row_set_library (MUSTER_SCENARIO_FORCE_ROW (row), *document, FALSE));
  return row;
}

/* A library army: its name and points from the library's newest
 * revision, read again when the army is saved anew. */
static void
test_library_force (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  GtkWidget *page_widget = muster_scenario_page_new (ui_test_context (catalog, library));
  MusterScenarioPage *page = MUSTER_SCENARIO_PAGE (page_widget);
  g_autoptr(MusterArmy) army = ui_test_load_sample_army (catalog, "clouds-of-smoke", "borodino-1812-russia.xml");
  g_autoptr(GError) error = NULL;
  MusterScenario *scenario;
  GtkWidget *row;
  gint64 document;

  row = show_library_force (page, library, army, &scenario, &document);
  g_assert_cmpstr (subtitle (row), ==, "Borodino, 1812 (sample), 498 of 500 points · in the library");
  muster_army_set_points (army, 600);
  g_assert_cmpint (muster_library_save_army (library, document, army, &error), ==, document);
  g_assert_no_error (error);
  edit_other_side (scenario, 300);
  g_assert_cmpstr (subtitle (row), ==, "Borodino, 1812 (sample), 498 of 600 points · in the library");
  ui_test_close_window_of (page_widget);
}

/* The scenario's PDF, written from the page on a worker thread, describes
 * a library army as its side's row does, from what the library held when
 * the export began; the page goes on being edited meanwhile. */
static void
test_export_library_force (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  GtkWidget *page_widget = muster_scenario_page_new (ui_test_context (catalog, library));
  MusterScenarioPage *page = MUSTER_SCENARIO_PAGE (page_widget);
  g_autoptr(MusterArmy) army = ui_test_load_sample_army (catalog, "clouds-of-smoke", "borodino-1812-russia.xml");
  g_autofree char *path = g_build_filename (tmpdir, "borodino-scenario.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  MusterScenario *scenario;
  UiTestExport export = { 0 };
  MusterExportBar *bar;
  gint64 document;

  show_library_force (page, library, army, &scenario, &document);
  bar = MUSTER_EXPORT_BAR (ui_test_find_type (page_widget, MUSTER_TYPE_EXPORT_BAR));
  g_assert_nonnull (bar);

  muster_scenario_page_export_pdf (page, file, NULL, ui_test_export_done_cb, &export);
  /* one at a time; the page goes on being edited meanwhile */
  g_assert_true (muster_export_bar_is_exporting (bar));
  edit_other_side (scenario, 300);
  ui_test_export_wait (&export);
  g_assert_false (muster_export_bar_is_exporting (bar));
  g_assert_true (export.done);
  g_assert_no_error (export.error);
  g_assert_true (export.ok);
  g_assert_cmpint (export.n_pages, >, 0);
  g_assert_cmpint (pdf_n_pages (path), ==, export.n_pages);

  text = pdf_tool ("pdftotext", path, "-", NULL);
  g_assert_nonnull (strstr (text, "Borodino, 1812 (sample)"));
  g_assert_nonnull (strstr (text, "498 of 500 points"));
  g_assert_null (strstr (text, "of the library"));
  ui_test_close_window_of (page_widget);
}

int
main (int argc, char **argv)
{
  int status;

  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/scenario-forces/file", test_file_force);
  g_test_add_func ("/ui/scenario-forces/library", test_library_force);
  g_test_add_func ("/ui/scenario-forces/export-pdf", test_export_library_force);

  status = g_test_run ();
  g_object_unref (catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
