/* test-print-cups.c: printing an army to a real printer: a CUPS scheduler
 * of the test's own with a cups-pdf queue, the army page's print dialog
 * (GTK's, with its CUPS backend), and the PDF that CUPS writes.
 */
#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "muster-army-editor.h"
#include "muster-print-operation.h"
#include "cups-test-server.h"
#include "ui-test-common.h"
#include "ui-test-print-dialog.h"

#define QUEUE "MusterTestPDF"

static MusterCatalog *catalog;
static char *data_home;

/* ---- what the print operation did, whichever operation it was ---- */

typedef struct
{
  int expected;                 /* the pages of the job, as laid out for the print context */
  int drawn;                    /* draw-page emissions */
  gboolean done;
  GtkPrintOperationResult result;
  double width, height;         /* the paper of the print context, in points */
} Printed;

static Printed printed;

static gboolean
begin_print_hook (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               data)
{
  GObject *operation = g_value_get_object (&values[0]);
  GtkPrintContext *context = g_value_get_object (&values[1]);
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  g_autoptr(GError) error = NULL;
  MusterPrintJob *job;
  MusterPage page;

  g_assert_true (MUSTER_IS_PRINT_OPERATION (operation));
  /* what Muster lays out for this paper: the count the printer must get */
  muster_print_page_for_setup (setup, &page);
  printed.width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  printed.height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  job = muster_print_job_new (muster_print_operation_get_document (MUSTER_PRINT_OPERATION (operation)),
                              muster_print_operation_get_sheet_ids (MUSTER_PRINT_OPERATION (operation)),
                              muster_print_operation_get_options (MUSTER_PRINT_OPERATION (operation)), &page, &error);
  g_assert_no_error (error);
  printed.expected = muster_print_job_get_n_pages (job);
  muster_print_job_free (job);
  return TRUE;
}

static gboolean
draw_page_hook (GSignalInvocationHint *hint,
                guint                  n_values,
                const GValue          *values,
                gpointer               data)
{
  printed.drawn++;
  return TRUE;
}

static gboolean
done_hook (GSignalInvocationHint *hint,
           guint                  n_values,
           const GValue          *values,
           gpointer               data)
{
  printed.done = TRUE;
  printed.result = g_value_get_enum (&values[1]);
  return TRUE;
}

static gboolean
is_done (gpointer data)
{
  return printed.done;
}

/* ---- GTK's print dialog ---- */

/* Without a system bus (as in a container) GTK's CUPS backend warns that
 * it cannot ask colord for the printer's colour profile: not a failure
 * of printing, so that warning is written out, not fatal. */
static GLogWriterOutput
log_writer (GLogLevelFlags   log_level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0 &&
        strstr (fields[i].value, "failed to contact colord") != NULL)
      return g_log_writer_standard_streams (log_level, fields, n_fields, user_data);
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* ---- the PDF ---- */

/* The output of the command @argv (a poppler tool). */
static char *
run_tool (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);
  return out;
}

/* The number after "@key:" in pdfinfo's @info. */
static int
info_int (const char *info,
          const char *key)
{
  const char *at = strstr (info, key);

  g_assert_nonnull (at);
  return atoi (at + strlen (key));
}

/* @text with every run of white space made one space. */
static char *
squeeze (const char *text)
{
  g_auto(GStrv) words = g_regex_split_simple ("\\s+", text, 0, 0);
  g_autofree char *joined = g_strjoinv (" ", words);

  return g_strdup (g_strstrip (joined));
}

/* ---- the journey ---- */

/* The army page's Print…, the queue picked in GTK's print dialog and
 * Print pressed: CUPS writes a PDF of A4 pages, as many as Muster drew,
 * with the army's name in its text. */
static void
test_print_to_queue (void)
{
  const char *skip = cups_test_server_skip_reason ();
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  CupsTestServer server = { 0 };
  GtkWidget *editor;
  GtkWidget *dialog;
  int n_pages;

  if (skip != NULL)
    {
      g_test_skip (skip);
      return;
    }

  if (!cups_test_server_start (&server, QUEUE, &error))
    {
      g_autofree char *log = server.dir != NULL ? cups_test_server_log (&server) : NULL;

      g_test_message ("%s", log != NULL ? log : "");
      cups_test_server_stop (&server, TRUE);
      g_assert_no_error (error);
    }
  g_test_message ("cupsd runs in %s", server.dir);
  /* GTK's CUPS backend asks this scheduler and no other */
  g_setenv ("CUPS_SERVER", server.socket, TRUE);

  /* (its signals exist once the class does) */
  g_type_class_unref (g_type_class_ref (GTK_TYPE_PRINT_OPERATION));
  g_signal_add_emission_hook (g_signal_lookup ("begin-print", GTK_TYPE_PRINT_OPERATION), 0, begin_print_hook, NULL, NULL);
  g_signal_add_emission_hook (g_signal_lookup ("draw-page", GTK_TYPE_PRINT_OPERATION), 0, draw_page_hook, NULL, NULL);
  g_signal_add_emission_hook (g_signal_lookup ("done", GTK_TYPE_PRINT_OPERATION), 0, done_hook, NULL, NULL);

  army = ui_test_load_sample_army (catalog, "clouds-of-smoke", "lens-1648.xml");
  name = g_strdup (muster_army_get_name (army));
  editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
  ui_test_show_in_window (editor, 1200, 800);
  focus_window (editor);

  /* Ctrl+P on the army page opens GTK's print dialog */
  xdotool ("key", "--clearmodifiers", "ctrl+p", NULL);
  settle (editor);
  ui_test_wait_until (ui_print_dialog_shown, NULL, 5000);
  dialog = ui_print_dialog ();
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (dialog);

  /* the queue shows up in its printer list; a click picks it; Print is
   * ready once the backend has the queue's details */
  ui_print_dialog_pick_printer (dialog, QUEUE);
  ui_print_dialog_press (dialog, GTK_RESPONSE_OK);

  /* Muster draws its pages and GTK hands the job to CUPS */
  ui_test_wait_until (is_done, NULL, 20000);
  g_assert_true (printed.done);
  g_assert_cmpint (printed.result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_null (ui_print_dialog ());
  g_assert_cmpint (printed.expected, >, 0);
  g_assert_cmpint (printed.drawn, ==, printed.expected);

  /* CUPS runs the job through cups-pdf, which writes the PDF */
  pdf = cups_test_server_wait_pdf (&server, 20);
  if (pdf == NULL)
    {
      g_autofree char *log = cups_test_server_log (&server);

      g_error ("CUPS wrote no PDF into %s in 20 s%s; the logs say:\n%s", server.out,
               geteuid () != 0 ? " (not root: cupsd runs the cups-pdf backend only when root starts it)" : "", log);
    }

  /* as many pages as Muster drew, each A4 */
  {
    const char *argv[] = { "pdfinfo", pdf, NULL };

    info = run_tool (argv);
  }
  n_pages = info_int (info, "Pages:");
  g_assert_cmpint (n_pages, ==, printed.drawn);
  g_assert_cmpfloat_with_epsilon (printed.width, 595.3, 1);
  g_assert_cmpfloat_with_epsilon (printed.height, 841.9, 1);
  {
    g_autofree char *last = g_strdup_printf ("%d", n_pages);
    const char *argv[] = { "pdfinfo", "-f", "1", "-l", last, pdf, NULL };
    g_autofree char *pages = NULL;
    g_autoptr(GRegex) regex = g_regex_new ("Page +\\d+ size: +([\\d.]+) x ([\\d.]+) pts", 0, 0, NULL);
    g_autoptr(GMatchInfo) match = NULL;
    int n_sizes = 0;

    pages = run_tool (argv);
    for (g_regex_match (regex, pages, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
      {
        g_autofree char *width = g_match_info_fetch (match, 1);
        g_autofree char *height = g_match_info_fetch (match, 2);

        g_assert_cmpfloat_with_epsilon (g_ascii_strtod (width, NULL), 595, 1);
        g_assert_cmpfloat_with_epsilon (g_ascii_strtod (height, NULL), 842, 1);
        n_sizes++;
      }
    g_assert_cmpint (n_sizes, ==, n_pages);
  }

  /* the army's name is in its text */
  {
    const char *argv[] = { "pdftotext", pdf, "-", NULL };
    g_autofree char *raw = run_tool (argv);

    text = squeeze (raw);
    if (strstr (text, name) == NULL)
      g_error ("the army's name '%s' is not in the text of %s:\n%.2000s", name, pdf, text);
  }

  ui_test_close_window_of (editor);
  cups_test_server_stop (&server, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_log_set_writer_func (log_writer, NULL, NULL);
  catalog = ui_test_setup (&argc, &argv, &data_home);
  g_test_add_func ("/ui/print/cups-queue", test_print_to_queue);
  return ui_test_run (catalog, data_home);
}
