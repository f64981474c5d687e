/* muster-print-export.c: the PDF export of a document's sheets on a worker
 * thread. The print job is made on that thread (its Pango contexts are the
 * thread's) from a copy of the army or scenario; the progress comes back to the
 * caller's main context after each page.
 */
#include "config.h"

#include <unistd.h>

#include <glib/gstdio.h>

#include "muster-print-export.h"
#include "muster-print-operation.h"

typedef struct
{
  GObject *document;            /* the thread's own */
  char **ids;
  MusterSheetOptions options;
  MusterPage page;
  GFile *file;
  char *title;
  MusterPrintProgress progress;
  gpointer progress_data;
  int n_pages;
} ExportData;

static void
export_data_free (ExportData *data)
{
  g_clear_object (&data->document);
  g_strfreev (data->ids);
  muster_sheet_options_clear (&data->options);
  g_clear_object (&data->file);
  g_free (data->title);
  g_free (data);
}

typedef struct
{
  GTask *task;
  int done;
  int total;
} ExportProgress;

static gboolean
progress_idle (gpointer user_data)
{
  ExportProgress *step = user_data;
  ExportData *data = g_task_get_task_data (step->task);

  /* a step that arrives after the end is not reported */
  if (!g_task_get_completed (step->task) && data->progress != NULL)
    data->progress (step->done, step->total, data->progress_data);
  return G_SOURCE_REMOVE;
}

static void
progress_free (gpointer user_data)
{
  ExportProgress *step = user_data;

  g_object_unref (step->task);
  g_free (step);
}

/* On the worker thread: hands the step to the caller's main context. */
static void
thread_progress (int      done,
                 int      total,
                 gpointer user_data)
{
  GTask *task = user_data;
  ExportProgress *step = g_new (ExportProgress, 1);

  step->task = g_object_ref (task);
  step->done = done;
  step->total = total;
  g_main_context_invoke_full (g_task_get_context (task), G_PRIORITY_DEFAULT,
                              progress_idle, step, progress_free);
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ExportData *data = task_data;
  g_autoptr(MusterPrintJob) job = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = NULL;
  g_autoptr(GFile) source = NULL;
  const char *path = g_file_peek_path (data->file);
  gboolean ok;

  /* the job is made here: its Pango contexts are this thread's */
  job = muster_print_job_new (data->document, (const char * const *) data->ids, &data->options, &data->page, &error);
  if (job == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  data->n_pages = muster_print_job_get_n_pages (job);

  if (path != NULL)
    ok = muster_print_job_to_pdf (job, path, data->title, thread_progress, task, cancellable, &error);
  else
    {
      /* a file elsewhere: written here first, then copied */
      int fd = g_file_open_tmp ("muster-XXXXXX.pdf", &tmp, &error);

      ok = fd >= 0;
      if (ok)
        {
          close (fd);
          source = g_file_new_for_path (tmp);
          ok = muster_print_job_to_pdf (job, tmp, data->title, thread_progress, task, cancellable, &error) &&
               g_file_copy (source, data->file, G_FILE_COPY_OVERWRITE, cancellable, NULL, NULL, &error);
          g_unlink (tmp);
        }
    }
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

/**
 * muster_print_export_pdf_async:
 * @document: a #MusterArmy (copied here, so it may change while the
 *   export runs) or another document, which must not change until the
 *   export ends
 * @ids: the sheets to write
 * @options: (nullable): their options
 * @page: the page they are laid out on
 * @file: the PDF to write; a failed or cancelled export leaves what was
 *   there before
 * @progress: (nullable): told after each page, on this thread's main
 *   context; it is not called after @callback
 * @progress_data: for @progress; keep it until @callback runs
 *
 * Writes the sheets to a PDF on a worker thread.
 */
void
muster_print_export_pdf_async (GObject                  *document,
                               const char * const       *ids,
                               const MusterSheetOptions *options,
                               const MusterPage         *page,
                               GFile                    *file,
                               MusterPrintProgress       progress,
                               gpointer                  progress_data,
                               GCancellable             *cancellable,
                               GAsyncReadyCallback       callback,
                               gpointer                  user_data)
{
  g_autoptr(GTask) task = NULL;
  ExportData *data;

  g_return_if_fail (G_IS_OBJECT (document));
  g_return_if_fail (ids != NULL);
  g_return_if_fail (page != NULL);
  g_return_if_fail (G_IS_FILE (file));

  data = g_new0 (ExportData, 1);
  /* the thread works on copies of what the window goes on editing: the
   * army or scenario, and the armies a scenario's forces name, read now */
  if (MUSTER_IS_ARMY (document))
    data->document = G_OBJECT (muster_army_copy (MUSTER_ARMY (document)));
  else if (MUSTER_IS_SCENARIO (document))
    data->document = G_OBJECT (muster_scenario_copy (MUSTER_SCENARIO (document)));
  else
    data->document = g_object_ref (document);
  data->ids = g_strdupv ((char **) ids);
  if (options != NULL)
    muster_print_copy_sheet_options (&data->options, options);
  else
    muster_sheet_options_init (&data->options);
  if (data->options.armies != NULL && MUSTER_IS_SCENARIO (document))
    {
      MusterForceArmies *snapshot = muster_force_armies_snapshot (data->options.armies, MUSTER_SCENARIO (document));

      g_object_unref (data->options.armies);
      data->options.armies = snapshot;
    }
  data->page = *page;
  data->file = g_object_ref (file);
  data->title = muster_print_document_title (document);
  data->progress = progress;
  data->progress_data = progress_data;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, muster_print_export_pdf_async);
  g_task_set_task_data (task, data, (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, export_thread);
}

/**
 * muster_print_export_pdf_finish:
 * @n_pages: (out) (optional): how many pages were written
 *
 * Returns: whether the PDF was written; %FALSE with @error (of
 *   %G_IO_ERROR_CANCELLED when cancelled)
 */
gboolean
muster_print_export_pdf_finish (GAsyncResult  *result,
                                int           *n_pages,
                                GError       **error)
{
  ExportData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == muster_print_export_pdf_async, FALSE);

  data = g_task_get_task_data (G_TASK (result));
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (n_pages != NULL)
    *n_pages = data->n_pages;
  return TRUE;
}
