/* test-print-dialog.c: every document through GTK's real print dialog, as
 * a user prints it: Ctrl+P, the Sheets tab, a click on "Print to File",
 * Print; the PDF named after the document in the folder used last; what
 * the dialog settled remembered per kind of document after a restart; the
 * Preview inside Muster; and cards laid out as muster-cli lays them out.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "muster-army-editor.h"
#include "muster-print-memory.h"
#include "muster-print-operation.h"
#include "muster-print-options.h"
#include "muster-published-list.h"
#include "muster-scenario-page.h"
#include "muster-terrain-page.h"
#include "muster-terrain-settings.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-test-print-dialog.h"

static MusterCatalog *catalog;
static char *tmpdir;            /* the folder PDFs went to last */
static char *scratch;           /* TMPDIR: what GTK leaves behind */

/* What the print operation did, seen from its signals. */
typedef struct
{
  gboolean done;
  GtkPrintOperationResult result;
  int drawn;
  char *output_uri;
  char **sheets;
} Printed;

static Printed printed;

static gboolean
draw_page_hook (GSignalInvocationHint *hint, guint n, const GValue *values, gpointer data)
{
  printed.drawn++;
  return TRUE;
}

static gboolean
done_hook (GSignalInvocationHint *hint, guint n, const GValue *values, gpointer data)
{
  GtkPrintOperation *operation = g_value_get_object (&values[0]);
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);

  printed.done = TRUE;
  printed.result = g_value_get_enum (&values[1]);
  g_free (printed.output_uri);
  printed.output_uri = g_strdup (settings != NULL ? gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI)
                                                  : NULL);
  g_strfreev (printed.sheets);
  printed.sheets = g_strdupv ((char **) muster_print_operation_get_sheet_ids (MUSTER_PRINT_OPERATION (operation)));
  return TRUE;
}

static gboolean
is_done (gpointer data)
{
  return printed.done;
}

/* A fresh start: nothing printed yet, nothing remembered but the folder
 * PDFs went to last (the test's). */
static MusterContext *
fresh_context (void)
{
  MusterContext *context = ui_test_context (catalog, NULL);

  g_assert_nonnull (muster_context_get_settings (context));
  g_settings_reset (muster_context_get_settings (context), "print-state");
  {
    GVariantBuilder builder;

    g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
    g_variant_builder_add (&builder, "{sv}", "folder", g_variant_new_string (tmpdir));
    muster_context_set_print_state (context, "last", g_variant_builder_end (&builder));
  }
  g_clear_pointer (&printed.output_uri, g_free);
  g_clear_pointer (&printed.sheets, g_strfreev);
  memset (&printed, 0, sizeof printed);
  return context;
}

/* Ctrl+P on @page, as the user presses it: GTK's print dialog. */
static GtkWidget *
press_ctrl_p (GtkWidget *page)
{
  GtkWidget *dialog;

  focus_window (page);
  xdotool ("key", "--clearmodifiers", "ctrl+p", NULL);
  settle (page);
  ui_test_wait_until (ui_print_dialog_shown, NULL, 5000);
  dialog = ui_print_dialog ();
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (dialog);
  return dialog;
}

/* The Sheets tab of @dialog, opened with a click; fails when it has none. */
static MusterPrintOptions *
open_sheets_tab (GtkWidget *dialog)
{
  GtkWidget *tab = ui_print_dialog_open_tab (dialog, "Sheets");
  GtkWidget *options;

  if (tab == NULL)
    g_error ("the print dialog has no Sheets tab");
  options = ui_test_find_type (tab, MUSTER_TYPE_PRINT_OPTIONS);
  g_assert_nonnull (options);
  return MUSTER_PRINT_OPTIONS (options);
}

static gboolean
ticked (MusterPrintOptions *options,
        const char         *id)
{
  GtkCheckButton *check = muster_print_options_get_sheet_check (options, id);

  return check != NULL && gtk_check_button_get_active (check);
}

/* Print to File, Print: waits until the job is done and returns the PDF's
 * path, which must be @name in the folder used last. */
static char *
print_to_file (GtkWidget  *dialog,
               const char *name)
{
  g_autofree char *expected = g_build_filename (tmpdir, name, NULL);
  g_autofree char *path = NULL;

  ui_print_dialog_pick_printer (dialog, "Print to File");
  ui_print_dialog_press (dialog, GTK_RESPONSE_OK);
  ui_test_wait_until (is_done, NULL, 30000);
  g_assert_true (printed.done);
  g_assert_cmpint (printed.result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_nonnull (printed.output_uri);
  path = g_filename_from_uri (printed.output_uri, NULL, NULL);
  /* named after the document, in the folder used last */
  g_assert_cmpstr (path, ==, expected);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (printed.drawn, >, 0);
  g_assert_cmpint ((int) ui_pdf_info (path, "Pages:"), ==, printed.drawn);
  g_assert_null (ui_test_find_dialog ());
  return g_steal_pointer (&path);
}

static MusterTerrainPage *
rolled_terrain_page (MusterContext *context)
{
  GtkWidget *page = muster_terrain_page_new (context);

  ui_test_show_in_window (page, 1200, 800);
  g_assert_true (muster_terrain_settings_select_system (muster_terrain_page_get_settings (MUSTER_TERRAIN_PAGE (page)),
                                                        "clouds-of-smoke"));
  muster_terrain_settings_set_seed (muster_terrain_page_get_settings (MUSTER_TERRAIN_PAGE (page)), 7);
  g_assert_true (gtk_widget_activate_action (page, "terrain.roll", NULL));
  g_assert_nonnull (muster_terrain_page_get_terrain (MUSTER_TERRAIN_PAGE (page)));
  gtk_test_widget_wait_for_draw (page);
  return MUSTER_TERRAIN_PAGE (page);
}

/* The Terrain page: Ctrl+P, a Sheets tab with the terrain sheet ticked and
 * the table at 1:1 offered, a click that ticks the map, Print to File: the
 * PDF holds both; a restart remembers the choice, for terrain only. */
static void
test_terrain (void)
{
  g_autoptr(MusterContext) context = fresh_context ();
  g_autoptr(MusterContext) restarted = NULL;
  g_autoptr(MusterArmy) army = ui_test_load_sample_army (catalog, "clouds-of-smoke", "lens-1648.xml");
  MusterTerrainPage *page = rolled_terrain_page (context);
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) army_ids = NULL;
  g_autofree char *path = NULL;
  MusterSheetOptions options;
  MusterPrintMemory memory;
  MusterPrintOptions *tab;
  GtkWidget *dialog;

  dialog = press_ctrl_p (GTK_WIDGET (page));
  tab = open_sheets_tab (dialog);
  g_assert_true (ticked (tab, "terrain"));
  g_assert_nonnull (muster_print_options_get_sheet_check (tab, "table-map"));
  g_assert_false (ticked (tab, "table-map"));
  g_assert_null (muster_print_options_get_sheet_check (tab, "roster"));
  ui_click (GTK_WIDGET (muster_print_options_get_sheet_check (tab, "table-map")));
  g_assert_true (ticked (tab, "table-map"));

  path = print_to_file (dialog, "Terrain — Clouds of Smoke — seed 7.pdf");
  g_assert_nonnull (printed.sheets);
  g_assert_cmpstr (printed.sheets[0], ==, "terrain");
  g_assert_cmpstr (printed.sheets[1], ==, "table-map");
  /* the table at 1:1 takes pages of its own */
  g_assert_cmpint (printed.drawn, >, 1);

  /* after a restart: the terrain's choice, its paper and its printer */
  restarted = ui_test_context (catalog, NULL);
  muster_print_load_choice (restarted, G_OBJECT (muster_terrain_page_get_terrain (page)), &ids, &options);
  muster_sheet_options_clear (&options);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  g_assert_cmpstr (ids[1], ==, "table-map");
  muster_print_memory_load (&memory, restarted, "terrain");
  g_assert_nonnull (memory.page_setup);
  g_assert_nonnull (memory.print_settings);
  g_assert_cmpstr (gtk_print_settings_get_printer (memory.print_settings), ==, "Print to File");
  g_assert_cmpstr (memory.folder, ==, tmpdir);
  muster_print_memory_clear (&memory);
  /* an army keeps its own: its usual sheets, never the list's booklet */
  muster_print_load_choice (restarted, G_OBJECT (army), &army_ids, &options);
  muster_sheet_options_clear (&options);
  g_assert_true (g_strv_contains ((const char * const *) army_ids, "roster"));
  g_assert_false (g_strv_contains ((const char * const *) army_ids, "booklet"));
  g_assert_false (g_strv_contains ((const char * const *) army_ids, "table-map"));

  g_unlink (path);
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* The Scenario page: Ctrl+P, the scenario sheet ticked in the Sheets tab,
 * Print to File: a PDF named after the scenario. */
static void
test_scenario (void)
{
  g_autoptr(MusterContext) context = fresh_context ();
  GtkWidget *page = muster_scenario_page_new (context);
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  MusterPrintOptions *tab;
  GtkWidget *dialog;

  ui_test_show_in_window (page, 1200, 800);
  g_assert_true (muster_scenario_page_new_scenario (MUSTER_SCENARIO_PAGE (page), "clouds-of-smoke"));
  gtk_test_widget_wait_for_draw (page);
  name = muster_print_file_name (G_OBJECT (muster_scenario_page_get_scenario (MUSTER_SCENARIO_PAGE (page))));

  dialog = press_ctrl_p (page);
  tab = open_sheets_tab (dialog);
  g_assert_true (ticked (tab, "scenario"));
  g_assert_null (muster_print_options_get_sheet_check (tab, "terrain"));
  /* the table at 1:1 is offered, not printed unasked */
  g_assert_nonnull (muster_print_options_get_sheet_check (tab, "table-map"));
  g_assert_false (ticked (tab, "table-map"));
  {
    g_autofree char *file = g_strconcat (name, ".pdf", NULL);

    path = print_to_file (dialog, file);
  }
  g_assert_true (g_strv_contains ((const char * const *) printed.sheets, "scenario"));
  g_unlink (path);
  ui_test_close_window_of (page);
}

/* A faction's Publish Booklet… in the window: the booklet ticked in the
 * Sheets tab, Print to File: a PDF of the booklet, named after the list. */
static void
test_booklet (void)
{
  g_autoptr(MusterContext) context = fresh_context ();
  MusterWindow *window = muster_window_new (NULL, context);
  MusterSystem *system = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_autoptr(MusterPublishedList) list = muster_published_list_new (system,
                                                                  muster_system_lookup_faction (system, "france-military-revolution"));
  g_autofree char *base = muster_print_file_name (G_OBJECT (list));
  g_autofree char *file = g_strconcat (base, ".pdf", NULL);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  MusterPrintOptions *tab;
  GtkWidget *dialog;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  ui_test_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print-booklet", "(ss)",
                                             "clouds-of-smoke", "france-military-revolution"));
  ui_test_wait_until (ui_print_dialog_shown, NULL, 5000);
  dialog = ui_print_dialog ();
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (dialog);
  tab = open_sheets_tab (dialog);
  g_assert_true (ticked (tab, "booklet"));

  path = print_to_file (dialog, file);
  g_assert_cmpstr (printed.sheets[0], ==, "booklet");
  text = ui_pdf_tool ("pdftotext", path);
  g_assert_nonnull (strstr (text, "France"));
  g_unlink (path);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the preview ---- */

/* With MUSTER_TEST_SHOTS set to a folder, the screen as the user sees it
 * now, as @name.png there: to look at the dialog and the preview. */
static void
shot (GtkWidget  *widget,
      const char *name)
{
  const char *dir = g_getenv ("MUSTER_TEST_SHOTS");
  g_autofree char *file = NULL;
  g_autofree char *command = NULL;

  if (dir == NULL)
    return;
  gtk_test_widget_wait_for_draw (widget);
  settle (widget);
  file = g_strdup_printf ("%s/%s.png", dir, name);
  command = g_strdup_printf ("import -window root %s", file);
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
}

static GtkWindow *
preview_window (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (gtk_widget_has_css_class (l->data, "muster-print-preview") && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static gboolean
preview_shows_pages (gpointer data)
{
  GtkWindow *window = preview_window ();
  GtkWidget *label = window != NULL ? ui_test_find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR) : NULL;

  label = label != NULL ? adw_header_bar_get_title_widget (ADW_HEADER_BAR (label)) : NULL;
  return label != NULL && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "Page 1 of");
}

static const char *
preview_title (void)
{
  GtkWidget *header = ui_test_find_type (GTK_WIDGET (preview_window ()), ADW_TYPE_HEADER_BAR);

  return gtk_label_get_text (GTK_LABEL (adw_header_bar_get_title_widget (ADW_HEADER_BAR (header))));
}

static gboolean
preview_gone (gpointer data)
{
  return preview_window () == NULL;
}

/* Preview in the print dialog: Muster's own window over the pages, Page
 * Down turns a page, Escape closes it and ends the print; no temporary
 * PDF is left behind. */
static void
test_preview (void)
{
  g_autoptr(MusterContext) context = fresh_context ();
  MusterTerrainPage *page = rolled_terrain_page (context);
  g_autoptr(GDir) dir = NULL;
  MusterPrintOptions *tab;
  GtkWidget *dialog;
  int n_pages = 0;

  dialog = press_ctrl_p (GTK_WIDGET (page));
  /* two sheets, so that there is a page to turn to */
  tab = open_sheets_tab (dialog);
  ui_click (GTK_WIDGET (muster_print_options_get_sheet_check (tab, "table-map")));
  shot (dialog, "sheets-tab");
  ui_print_dialog_pick_printer (dialog, "Print to File");
  ui_print_dialog_press (dialog, GTK_RESPONSE_APPLY);

  ui_test_wait_until (preview_shows_pages, NULL, 10000);
  if (preview_window () == NULL)
    g_error ("Preview showed no window of Muster's");
  g_assert_true (preview_shows_pages (NULL));
  g_assert_true (sscanf (preview_title (), "Page 1 of %d", &n_pages) == 1);
  g_assert_cmpint (n_pages, >, 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (preview_window ()));
  focus_window (GTK_WIDGET (preview_window ()));
  xdotool ("key", "--clearmodifiers", "Next", NULL);
  settle (GTK_WIDGET (preview_window ()));
  g_assert_true (g_str_has_prefix (preview_title (), "Page 2 of"));
  shot (GTK_WIDGET (preview_window ()), "preview");
  xdotool ("key", "--clearmodifiers", "ctrl+plus", NULL);
  settle (GTK_WIDGET (preview_window ()));
  shot (GTK_WIDGET (preview_window ()), "preview-zoomed");
  xdotool ("key", "--clearmodifiers", "Escape", NULL);
  settle (GTK_WIDGET (page));
  ui_test_wait_until (preview_gone, NULL, 5000);
  g_assert_null (preview_window ());
  ui_test_wait_until (is_done, NULL, 10000);
  g_assert_true (printed.done);

  /* GTK's way writes the pages to a temporary PDF for another program */
  dir = g_dir_open (scratch, 0, NULL);
  g_assert_nonnull (dir);
  for (const char *name = g_dir_read_name (dir); name != NULL; name = g_dir_read_name (dir))
    g_assert_false (g_str_has_suffix (name, ".pdf"));
  ui_test_close_window_of (GTK_WIDGET (page));
}

/* ---- the window and the command line ---- */

/* An army's unit cards printed through the dialog on A5 (the paper kept
 * from the last print) and by muster-cli on A5: the same pages, as many,
 * as large. */
static void
test_cards_like_cli (void)
{
  g_autoptr(MusterContext) context = fresh_context ();
  g_autoptr(MusterArmy) army = ui_test_load_sample_army (catalog, "clouds-of-smoke", "lens-1648.xml");
  g_autofree char *army_path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies",
                                                        "lens-1648.xml", NULL);
  g_autofree char *cli_pdf = g_build_filename (tmpdir, "cli.pdf", NULL);
  g_autofree char *path = NULL;
  g_autoptr(GtkPageSetup) a5 = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (GTK_PAPER_NAME_A5);
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("MUSTER_CLI");
  MusterPrintMemory memory;
  MusterPrintOptions *tab;
  GtkWidget *editor;
  GtkWidget *dialog;
  int status;

  g_assert_nonnull (cli);
  /* last time: A5, unit cards only */
  gtk_page_setup_set_paper_size_and_default_margins (a5, paper);
  muster_print_memory_load (&memory, context, "army");
  memory.page_setup = g_object_ref (a5);
  memory.sheet_ids = g_strsplit ("unit-cards", ",", -1);
  muster_print_memory_save (&memory, context, "army");
  muster_print_memory_clear (&memory);

  editor = muster_army_editor_new (context, army, 0, NULL);
  ui_test_show_in_window (editor, 1200, 800);
  dialog = press_ctrl_p (editor);
  tab = open_sheets_tab (dialog);
  g_assert_true (ticked (tab, "unit-cards"));
  g_assert_false (ticked (tab, "roster"));
  {
    g_autofree char *base = muster_print_file_name (G_OBJECT (army));
    g_autofree char *file = g_strconcat (base, ".pdf", NULL);

    path = print_to_file (dialog, file);
  }

  {
    const char *argv[] = { cli, "print", army_path, "--sheet", "unit-cards", "--paper", "a5", "-o", cli_pdf, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, &error));
  }
  g_test_message ("unit cards on A5: the window %d pages, muster-cli %d", (int) ui_pdf_info (path, "Pages:"),
                  (int) ui_pdf_info (cli_pdf, "Pages:"));
  g_assert_cmpfloat (ui_pdf_info (path, "Pages:"), ==, ui_pdf_info (cli_pdf, "Pages:"));
  g_assert_cmpfloat_with_epsilon (ui_pdf_info (path, "Page size:"), ui_pdf_info (cli_pdf, "Page size:"), 1);
  /* A5: 420 × 595 pt */
  g_assert_cmpfloat_with_epsilon (ui_pdf_info (path, "Page size:"), 419.5, 1.5);
  g_unlink (path);
  g_unlink (cli_pdf);
  ui_test_close_window_of (editor);
}

int
main (int argc, char **argv)
{
  char *data_home = NULL;
  int result;

  /* before GLib reads it: where GTK would leave a preview's PDF */
  scratch = g_dir_make_tmp ("muster-print-dialog-XXXXXX", NULL);
  g_setenv ("TMPDIR", scratch, TRUE);
  catalog = ui_test_setup (&argc, &argv, &data_home);
  tmpdir = muster_test_tmpdir ();
  /* the pictures of MUSTER_TEST_SHOTS in another language ("ru") */
  if (g_getenv ("MUSTER_TEST_SHOTS_LANGUAGE") != NULL)
    muster_set_language (g_getenv ("MUSTER_TEST_SHOTS_LANGUAGE"));

  g_type_class_unref (g_type_class_ref (GTK_TYPE_PRINT_OPERATION));
  g_signal_add_emission_hook (g_signal_lookup ("draw-page", GTK_TYPE_PRINT_OPERATION), 0, draw_page_hook, NULL, NULL);
  g_signal_add_emission_hook (g_signal_lookup ("done", GTK_TYPE_PRINT_OPERATION), 0, done_hook, NULL, NULL);

  g_test_add_func ("/ui/print-dialog/terrain", test_terrain);
  g_test_add_func ("/ui/print-dialog/scenario", test_scenario);
  g_test_add_func ("/ui/print-dialog/booklet", test_booklet);
  g_test_add_func ("/ui/print-dialog/preview", test_preview);
  g_test_add_func ("/ui/print-dialog/cards-like-cli", test_cards_like_cli);
  result = ui_test_run (catalog, data_home);
  muster_test_rmtree (tmpdir);
  muster_test_rmtree (scratch);
  return result;
}
