/* muster-export-bar.c: MusterExportBar, a PDF export of a document's sheets
 * as the army editor and the Scenario page run it: on a worker thread from
 * the sheets and options chosen last, on the paper of the last print, with
 * its progress and Cancel in the bar; then a toast of where the file went, or
 * a dialog of why it could not be written.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-export-bar.h"
#include "muster-print-export.h"
#include "muster-print-memory.h"
#include "muster-print-operation.h"
#include "muster-ui-util.h"

struct _MusterExportBar
{
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *label;
  GtkProgressBar *progress;
  AdwToastOverlay *toast_overlay;  /* where it says how the export went; not a reference */
  MusterContext *context;          /* the page setup and sheets chosen last; or NULL */
  GCancellable *cancellable;       /* NULL: no export runs */
};

enum { PROP_0, PROP_EXPORTING, PROP_TOAST_OVERLAY, N_PROPS };
static GParamSpec *props[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterExportBar, muster_export_bar, GTK_TYPE_WIDGET)

/* What an export keeps until it ends. */
typedef struct
{
  GFile *file;
  GObject *document;
  char **ids;
  MusterSheetOptions options;
  gboolean keep;                /* the sheets chosen last: keep them so */
  int n_pages;
} ExportPdf;

static void
export_pdf_free (ExportPdf *export)
{
  g_clear_object (&export->file);
  g_clear_object (&export->document);
  g_strfreev (export->ids);
  muster_sheet_options_clear (&export->options);
  g_free (export);
}

static void
set_cancellable (MusterExportBar *self,
                 GCancellable    *cancellable)
{
  if (g_set_object (&self->cancellable, cancellable))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EXPORTING]);
}

static void
toast (MusterExportBar *self,
       const char      *text)
{
  if (self->toast_overlay != NULL)
    muster_ui_toast (self->toast_overlay, text);
}

static void
progress_cb (int      done,
             int      total,
             gpointer user_data)
{
  MusterExportBar *self = user_data;
  g_autofree char *text = NULL;

  if (total <= 0)
    return;
  /* Translators: the progress of a PDF export: "Writing page 3 of 12…" */
  text = g_strdup_printf (_("Writing page %d of %d…"), MIN (done + 1, total), total);
  gtk_label_set_text (self->label, text);
  gtk_progress_bar_set_fraction (self->progress, (double) done / total);
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  MusterExportBar *self = g_task_get_source_object (task);
  ExportPdf *export = g_task_get_task_data (task);
  /* a bar whose page was closed meanwhile says nothing */
  gboolean shown = gtk_widget_get_root (GTK_WIDGET (self)) != NULL;
  g_autoptr(GError) error = NULL;

  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  set_cancellable (self, NULL);
  if (!muster_print_export_pdf_finish (result, &export->n_pages, &error))
    {
      if (shown && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        toast (self, _("The PDF export was cancelled"));
      else if (shown)
        muster_ui_show_error (GTK_WIDGET (self), _("The PDF Could Not Be Written"), error->message);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (shown)
    {
      g_autofree char *name = g_file_get_basename (export->file);
      /* Translators: %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Exported to %s"), name);

      toast (self, text);
      muster_print_remember_folder (self->context, export->document, export->file);
      if (export->keep)
        muster_print_keep_choice (self->context, export->document,
                                  (const char * const *) export->ids, &export->options);
    }
  g_task_return_boolean (task, TRUE);
}

/* Where the bar reads the page setup and the sheets chosen last, and
 * keeps the choice of an export. */
void
muster_export_bar_set_context (MusterExportBar *self,
                               MusterContext   *context)
{
  g_return_if_fail (MUSTER_IS_EXPORT_BAR (self));
  g_return_if_fail (context == NULL || MUSTER_IS_CONTEXT (context));

  g_set_object (&self->context, context);
}

/**
 * muster_export_bar_export_pdf:
 * @document: an army, a scenario or a list's booklet (an army or a
 *   scenario is copied as it is now, so it may go on changing)
 * @ids: (nullable): the sheets to write; %NULL: those chosen last (the
 *   usual ones the first time), with their options
 * @armies: (nullable): where a scenario sheet reads its forces' armies
 * @file: the PDF to write
 *
 * Writes @document's sheets to @file on a worker thread, laid out on the
 * paper of the last print, while the bar shows the progress. One export at
 * a time: another fails with %G_IO_ERROR_PENDING while one runs.
 */
void
muster_export_bar_export_pdf (MusterExportBar     *self,
                              GObject             *document,
                              const char * const  *ids,
                              MusterForceArmies   *armies,
                              GFile               *file,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GCancellable) cancellable = NULL;
  ExportPdf *export;
  MusterPage page;

  g_return_if_fail (MUSTER_IS_EXPORT_BAR (self));
  g_return_if_fail (G_IS_OBJECT (document));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, muster_export_bar_export_pdf);
  if (self->cancellable != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING, _("A PDF export is already under way."));
      return;
    }

  export = g_new0 (ExportPdf, 1);
  export->file = g_object_ref (file);
  export->document = g_object_ref (document);
  muster_print_load_choice (self->context, document, &export->ids, &export->options);
  if (ids != NULL)
    {
      g_strfreev (export->ids);
      export->ids = g_strdupv ((char **) ids);
    }
  else
    export->keep = TRUE;
  g_set_object (&export->options.armies, armies);
  g_task_set_task_data (task, export, (GDestroyNotify) export_pdf_free);

  muster_print_page_for_context (self->context, document, &page);

  /* the progress, until the export ends */
  gtk_label_set_text (self->label, _("Writing the PDF…"));
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  cancellable = g_cancellable_new ();
  set_cancellable (self, cancellable);

  muster_print_export_pdf_async (document, (const char * const *) export->ids, &export->options,
                                 &page, file, progress_cb, self, cancellable,
                                 export_done_cb, g_steal_pointer (&task));
}

/**
 * muster_export_bar_export_pdf_finish:
 * @n_pages: (out) (optional): the pages written
 *
 * Returns: whether the PDF was written
 */
gboolean
muster_export_bar_export_pdf_finish (MusterExportBar  *self,
                                     GAsyncResult     *result,
                                     int              *n_pages,
                                     GError          **error)
{
  g_return_val_if_fail (MUSTER_IS_EXPORT_BAR (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (n_pages != NULL)
    *n_pages = ((ExportPdf *) g_task_get_task_data (G_TASK (result)))->n_pages;
  return TRUE;
}

/* Whether a PDF export is under way (the "exporting" property). */
gboolean
muster_export_bar_is_exporting (MusterExportBar *self)
{
  g_return_val_if_fail (MUSTER_IS_EXPORT_BAR (self), FALSE);

  return self->cancellable != NULL;
}

/* Stops the export under way, if any: it ends with a toast that says so. */
void
muster_export_bar_cancel (MusterExportBar *self)
{
  g_return_if_fail (MUSTER_IS_EXPORT_BAR (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

/* What the file chooser hands on to the export. */
typedef struct
{
  MusterExportBar *bar;
  GObject *document;
  MusterForceArmies *armies;
} ChooseData;

static void
choose_data_free (ChooseData *data)
{
  g_object_unref (data->bar);
  g_object_unref (data->document);
  g_clear_object (&data->armies);
  g_free (data);
}

static void
file_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  ChooseData *data = user_data;

  if (file != NULL)
    muster_export_bar_export_pdf (data->bar, data->document, NULL, data->armies, file, NULL, NULL);
  choose_data_free (data);
}

/**
 * muster_export_bar_choose_file:
 * @title: the document's name, for the file's
 *
 * Asks where the PDF goes (a file name from @title, without path
 * separators), then exports the sheets chosen last to it.
 */
void
muster_export_bar_choose_file (MusterExportBar   *self,
                               GObject           *document,
                               MusterForceArmies *armies,
                               const char        *title)
{
  g_autoptr(GtkFileFilter) filter = muster_ui_file_filter (_("PDF documents"), "*.pdf", "application/pdf");
  g_autofree char *base = muster_print_file_name (document);
  g_autofree char *name = g_strconcat (base, ".pdf", NULL);
  g_autofree char *folder = muster_print_default_folder (self->context, muster_print_kind (document));
  g_autoptr(GFile) suggested = g_file_new_build_filename (folder, name, NULL);
  ChooseData *data = g_new0 (ChooseData, 1);

  g_return_if_fail (MUSTER_IS_EXPORT_BAR (self));

  data->bar = g_object_ref (self);
  data->document = g_object_ref (document);
  data->armies = armies != NULL ? g_object_ref (armies) : NULL;
  muster_ui_choose_file (GTK_WIDGET (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("Export PDF"), _("_Export"),
                         filter, suggested, name, file_chosen_cb, data);
}

void
muster_export_bar_set_toast_overlay (MusterExportBar *self,
                                     AdwToastOverlay *overlay)
{
  g_return_if_fail (MUSTER_IS_EXPORT_BAR (self));

  if (self->toast_overlay == overlay)
    return;
  self->toast_overlay = overlay;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TOAST_OVERLAY]);
}

/* A page closed (an editor, a window) stops its export. */
static void
muster_export_bar_unroot (GtkWidget *widget)
{
  muster_export_bar_cancel (MUSTER_EXPORT_BAR (widget));
  GTK_WIDGET_CLASS (muster_export_bar_parent_class)->unroot (widget);
}

static void
muster_export_bar_dispose (GObject *object)
{
  MusterExportBar *self = MUSTER_EXPORT_BAR (object);

  muster_export_bar_cancel (self);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->context);
  self->toast_overlay = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_EXPORT_BAR);
  G_OBJECT_CLASS (muster_export_bar_parent_class)->dispose (object);
}

static void
muster_export_bar_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  MusterExportBar *self = MUSTER_EXPORT_BAR (object);

  switch (prop_id)
    {
    case PROP_EXPORTING:
      g_value_set_boolean (value, self->cancellable != NULL);
      break;
    case PROP_TOAST_OVERLAY:
      g_value_set_object (value, self->toast_overlay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_export_bar_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  MusterExportBar *self = MUSTER_EXPORT_BAR (object);

  switch (prop_id)
    {
    case PROP_TOAST_OVERLAY:
      muster_export_bar_set_toast_overlay (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_export_bar_class_init (MusterExportBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_export_bar_dispose;
  object_class->get_property = muster_export_bar_get_property;
  object_class->set_property = muster_export_bar_set_property;
  widget_class->unroot = muster_export_bar_unroot;

  props[PROP_EXPORTING] = g_param_spec_boolean ("exporting", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_TOAST_OVERLAY] = g_param_spec_object ("toast-overlay", NULL, NULL, ADW_TYPE_TOAST_OVERLAY,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-export-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterExportBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, MusterExportBar, label);
  gtk_widget_class_bind_template_child (widget_class, MusterExportBar, progress);
  gtk_widget_class_bind_template_callback (widget_class, muster_export_bar_cancel);
}

static void
muster_export_bar_init (MusterExportBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
