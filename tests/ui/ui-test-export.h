/* ui-test-export.h: waiting for a PDF export of an export bar (the army
 * editor's, the Scenario page's) and what it ended with.
 */
#pragma once

#include "muster-export-bar.h"
#include "ui-test-common.h"

typedef struct
{
  gboolean done;
  gboolean ok;
  int n_pages;
  GError *error;
} UiTestExport;

/* The callback to give an export with a UiTestExport. */
static G_GNUC_UNUSED void
ui_test_export_done_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  UiTestExport *export = user_data;

  export->ok = muster_export_bar_export_pdf_finish (MUSTER_EXPORT_BAR (source), result,
                                                    &export->n_pages, &export->error);
  export->done = TRUE;
}

static G_GNUC_UNUSED gboolean
ui_test_export_is_done (gpointer data)
{
  return ((UiTestExport *) data)->done;
}

/* Runs the main loop until the export ends (a minute at most). */
static G_GNUC_UNUSED void
ui_test_export_wait (UiTestExport *export)
{
  ui_test_wait_until (ui_test_export_is_done, export, 60000);
  g_assert_true (export->done);
}
