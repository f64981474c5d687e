/* muster-print-operation.c: the one print operation of Muster. It lays out
 * a MusterPrintJob of the chosen sheets for the paper and margins of the
 * print context's page setup and draws its pages on the whole sheet, so
 * that the printer, the dialog's preview and the PDF export draw the same
 * pages. Every document gets a Sheets tab in the print dialog and Muster's
 * own preview (muster-print-preview.c); what the dialog settled is kept per
 * kind of document in the settings (muster-print-memory.c).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-print-operation.h"
#include "muster-print-memory.h"
#include "muster-print-options.h"
#include "muster-print-preview.h"
#include "muster-published-list.h"
#include "muster-ui-util.h"

struct _MusterPrintOperation
{
  GtkPrintOperation parent_instance;

  GObject *document;
  char **ids;                   /* the sheets to print, in order */
  MusterSheetOptions options;
  gboolean show_options;        /* the Sheets tab */
  MusterPrintJob *job;          /* laid out in begin-print */
  MusterPage page;              /* the job's page */
  GError *error;                /* why the job could not be laid out */
  gboolean nothing;             /* no sheet was ticked */
  MusterContext *context;       /* keeps the choice and the page setup; or NULL */
  GtkWidget *parent;            /* where run_dialog() reports to */
  gboolean reported;
};

G_DEFINE_FINAL_TYPE (MusterPrintOperation, muster_print_operation, GTK_TYPE_PRINT_OPERATION)

/* The sheets that print when the user has not chosen, as far as they
 * apply: an army's sheets for the table, a terrain setup's or a
 * scenario's own sheet; a list's booklet only when none of these applies
 * (an army can print its list's booklet, but not unasked). */
static const char * const default_sheets[] = {
  "roster", "unit-cards", "reference", "order-cards", "action-board", "terrain", "scenario", NULL
};
static const char * const fallback_sheets[] = { "booklet", NULL };

/* Copies @src into @dest, which is cleared with
 * muster_sheet_options_clear() after. */
void
muster_print_copy_sheet_options (MusterSheetOptions       *dest,
                                 const MusterSheetOptions *src)
{
  g_return_if_fail (dest != NULL && src != NULL);

  *dest = *src;
  dest->ambush = src->ambush != NULL ? g_array_copy (src->ambush) : NULL;
  dest->armies = src->armies != NULL ? g_object_ref (src->armies) : NULL;
}

/**
 * muster_print_page_for_setup:
 * @setup: (nullable): a page setup; %NULL: the locale's paper with its
 *   default margins
 * @page: (out): the page the sheets are laid out on
 *
 * The paper of @setup in points, turned as its orientation says, and its
 * margins as the printable area.
 */
void
muster_print_page_for_setup (GtkPageSetup *setup,
                             MusterPage   *page)
{
  g_autoptr(GtkPageSetup) fallback = NULL;

  g_return_if_fail (page != NULL);

  if (setup == NULL)
    setup = fallback = gtk_page_setup_new ();
  page->width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  page->height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  page->margin_left = MAX (0, gtk_page_setup_get_left_margin (setup, GTK_UNIT_POINTS));
  page->margin_top = MAX (0, gtk_page_setup_get_top_margin (setup, GTK_UNIT_POINTS));
  page->margin_right = MAX (0, gtk_page_setup_get_right_margin (setup, GTK_UNIT_POINTS));
  page->margin_bottom = MAX (0, gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_POINTS));
  if (page->width <= 0 || page->height <= 0 ||
      page->margin_left + page->margin_right >= page->width ||
      page->margin_top + page->margin_bottom >= page->height)
    muster_page_init (page, muster_paper_default (),
                      gtk_page_setup_get_orientation (setup) == GTK_PAGE_ORIENTATION_LANDSCAPE ||
                      gtk_page_setup_get_orientation (setup) == GTK_PAGE_ORIENTATION_REVERSE_LANDSCAPE,
                      MUSTER_PAPER_MARGIN);
}

static void
add_applying (GPtrArray          *ids,
              GObject            *document,
              const char * const *from)
{
  const char * const *all = muster_sheet_list_ids ();

  /* in the order of the list, once each */
  for (guint i = 0; all[i] != NULL; i++)
    if (from != NULL && g_strv_contains (from, all[i]) && muster_sheet_applies (all[i], document))
      g_ptr_array_add (ids, g_strdup (all[i]));
}

/**
 * muster_print_sheets_for:
 * @chosen: (nullable): the sheets the user chose last
 *
 * The sheets of @chosen that apply to @document; when none of them does
 * (or nothing was chosen yet), the usual ones: roster, unit cards,
 * reference, order cards and action board (or the terrain sheet, the
 * scenario sheet without the table at true scale, or a list's booklet), as
 * far as they apply.
 *
 * Returns: (transfer full): sheet ids, in the order of the sheet list
 */
char **
muster_print_sheets_for (GObject            *document,
                         const char * const *chosen)
{
  GPtrArray *ids = g_ptr_array_new ();

  g_return_val_if_fail (G_IS_OBJECT (document), NULL);

  add_applying (ids, document, chosen);
  if (ids->len == 0)
    add_applying (ids, document, default_sheets);
  if (ids->len == 0)
    add_applying (ids, document, fallback_sheets);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

/* The name of a print job or a PDF: the army's title, "France 1.0.0" for
 * a list's booklet, "Terrain — Clouds of Smoke — seed 7", or the
 * scenario's name. */
char *
muster_print_document_title (GObject *document)
{
  g_return_val_if_fail (G_IS_OBJECT (document), NULL);

  if (MUSTER_IS_ARMY (document))
    return muster_army_dup_title (MUSTER_ARMY (document));
  if (MUSTER_IS_PUBLISHED_LIST (document))
    return muster_published_list_dup_title (MUSTER_PUBLISHED_LIST (document));
  if (MUSTER_IS_TERRAIN (document))
    {
      MusterTerrain *terrain = MUSTER_TERRAIN (document);
      char seed[32];

      g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, muster_terrain_get_params (terrain)->seed);
      /* Translators: the name of a print job: "Terrain — Clouds of Smoke — seed 7" */
      return g_strdup_printf (_("Terrain — %s — seed %s"),
                              muster_text_get (muster_system_get_name (muster_terrain_get_system (terrain))), seed);
    }
  if (MUSTER_IS_SCENARIO (document))
    {
      const MusterText *name = muster_scenario_get_name (MUSTER_SCENARIO (document));

      return g_strdup (muster_text_is_set (name) ? muster_text_get (name) : _("Untitled Scenario"));
    }
  return g_strdup (_("Muster"));
}

/* The name a PDF of @document gets, without its extension: its title,
 * without path separators ("Lens 1648", "France 1.0.0"). */
char *
muster_print_file_name (GObject *document)
{
  char *title = muster_print_document_title (document);

  return g_strstrip (g_strdelimit (title, "/\\:*?\"<>|", '-'));
}

/* ---- the choice kept between runs ---- */

/**
 * muster_print_page_for_context:
 * @context: (nullable): where the last print's page setup is kept
 * @document: what is to be printed
 *
 * The page of the last print of a document of its kind, or the locale's
 * paper: what a PDF written without a print dialog is laid out on.
 */
void
muster_print_page_for_context (MusterContext *context,
                               GObject       *document,
                               MusterPage    *page)
{
  MusterPrintMemory memory;

  g_return_if_fail (G_IS_OBJECT (document));

  muster_print_memory_load (&memory, context, muster_print_kind (document));
  muster_print_page_for_setup (memory.page_setup, page);
  muster_print_memory_clear (&memory);
}

/* The units an army's ambush markers were last printed for, kept on the
 * army: by index and type, so that when entries were removed or moved
 * since, the choice is dropped rather than shifted onto other units. */
typedef struct
{
  guint index;
  const MusterUnitType *type;
} AmbushPick;

#define AMBUSH_KEY "muster-print-ambush"

static GArray *
load_ambush (GObject *document)
{
  GArray *picks = g_object_get_data (document, AMBUSH_KEY);
  MusterArmy *army;
  GArray *ambush;

  if (picks == NULL || !MUSTER_IS_ARMY (document))
    return NULL;
  army = MUSTER_ARMY (document);
  ambush = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < picks->len; i++)
    {
      const AmbushPick *pick = &g_array_index (picks, AmbushPick, i);

      /* entries moved since: the choice no longer holds, every entry
       * gets a marker again */
      if (pick->index >= muster_army_get_n_units (army) ||
          muster_army_get_unit (army, pick->index)->type != pick->type)
        {
          g_array_unref (ambush);
          return NULL;
        }
      g_array_append_val (ambush, pick->index);
    }
  return ambush;
}

static void
keep_ambush (GObject      *document,
             const GArray *ambush)
{
  MusterArmy *army;
  GArray *picks;

  if (!MUSTER_IS_ARMY (document))
    return;
  if (ambush == NULL)
    {
      g_object_set_data (document, AMBUSH_KEY, NULL);
      return;
    }
  army = MUSTER_ARMY (document);
  picks = g_array_new (FALSE, FALSE, sizeof (AmbushPick));
  for (guint i = 0; i < ambush->len; i++)
    {
      AmbushPick pick = { g_array_index (ambush, guint, i), NULL };

      if (pick.index < muster_army_get_n_units (army))
        {
          pick.type = muster_army_get_unit (army, pick.index)->type;
          g_array_append_val (picks, pick);
        }
    }
  g_object_set_data_full (document, AMBUSH_KEY, picks, (GDestroyNotify) g_array_unref);
}

/**
 * muster_print_load_choice:
 * @context: (nullable): where the choice is kept
 * @ids: (out) (transfer full): the sheets to print
 * @options: (out caller-allocates): their options; clear them after
 *
 * What the user chose the last time they printed or exported a document
 * of @document's kind (kept by the context; the ambush units by the army),
 * applied to @document; the usual sheets and options before the first
 * time.
 */
void
muster_print_load_choice (MusterContext       *context,
                          GObject             *document,
                          char              ***ids,
                          MusterSheetOptions  *options)
{
  MusterPrintMemory memory;

  g_return_if_fail (G_IS_OBJECT (document));
  g_return_if_fail (ids != NULL && options != NULL);

  muster_print_memory_load (&memory, context, muster_print_kind (document));
  *ids = muster_print_sheets_for (document, (const char * const *) memory.sheet_ids);
  muster_print_copy_sheet_options (options, &memory.options);
  muster_print_memory_clear (&memory);
  options->ambush = load_ambush (document);
}

/* Puts the sheets @ids (unless none) and their @options into @memory; the
 * ambush units are the army's, the forces' armies the scenario's, so
 * neither goes there. */
static void
take_choice (MusterPrintMemory        *memory,
             const char * const       *ids,
             const MusterSheetOptions *options)
{
  if (ids != NULL && ids[0] != NULL)
    {
      g_strfreev (memory->sheet_ids);
      memory->sheet_ids = g_strdupv ((char **) ids);
    }
  muster_sheet_options_clear (&memory->options);
  memory->options = *options;
  memory->options.ambush = NULL;
  memory->options.armies = NULL;
}

/* Keeps the choice of a print or an export of @document for the next. */
void
muster_print_keep_choice (MusterContext            *context,
                          GObject                  *document,
                          const char * const       *ids,
                          const MusterSheetOptions *options)
{
  MusterPrintMemory memory;
  const char *kind;

  g_return_if_fail (G_IS_OBJECT (document));
  g_return_if_fail (options != NULL);

  kind = muster_print_kind (document);
  muster_print_memory_load (&memory, context, kind);
  take_choice (&memory, ids, options);
  muster_print_memory_save (&memory, context, kind);
  muster_print_memory_clear (&memory);
  keep_ambush (document, options->ambush);
}

/* ---- the operation ---- */

static void
muster_print_operation_begin_print (GtkPrintOperation *operation,
                                    GtkPrintContext   *context)
{
  MusterPrintOperation *self = MUSTER_PRINT_OPERATION (operation);

  g_clear_pointer (&self->job, muster_print_job_free);
  g_clear_error (&self->error);
  self->nothing = FALSE;
  muster_print_page_for_setup (gtk_print_context_get_page_setup (context), &self->page);

  if (self->ids == NULL || self->ids[0] == NULL)
    {
      self->nothing = TRUE;
      gtk_print_operation_cancel (operation);
      return;
    }
  self->job = muster_print_job_new (self->document, (const char * const *) self->ids, &self->options,
                                    &self->page, &self->error);
  if (self->job == NULL)
    {
      gtk_print_operation_cancel (operation);
      return;
    }
  if (muster_print_job_get_n_pages (self->job) <= 0)
    {
      self->nothing = TRUE;
      gtk_print_operation_cancel (operation);
      return;
    }
  gtk_print_operation_set_n_pages (operation, muster_print_job_get_n_pages (self->job));
}

static void
muster_print_operation_draw_page (GtkPrintOperation *operation,
                                  GtkPrintContext   *context,
                                  int                page)
{
  MusterPrintOperation *self = MUSTER_PRINT_OPERATION (operation);
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double scale = gtk_print_context_get_width (context) / self->page.width;

  if (self->job == NULL)
    return;
  cairo_save (cr);
  /* the context is the whole page in points; the scale only guards
   * against a printer that rounds the page a little */
  if (scale > 0)
    cairo_scale (cr, scale, scale);
  muster_print_job_draw_page (self->job, cr, page);
  cairo_restore (cr);
}

static void
muster_print_operation_end_print (GtkPrintOperation *operation,
                                  GtkPrintContext   *context)
{
  MusterPrintOperation *self = MUSTER_PRINT_OPERATION (operation);

  g_clear_pointer (&self->job, muster_print_job_free);
}

static GtkWidget *
muster_print_operation_create_custom_widget (GtkPrintOperation *operation)
{
  MusterPrintOperation *self = MUSTER_PRINT_OPERATION (operation);

  if (!self->show_options)
    return NULL;
  return muster_print_options_new (self->document, (const char * const *) self->ids, &self->options);
}

static void
muster_print_operation_custom_widget_apply (GtkPrintOperation *operation,
                                            GtkWidget         *widget)
{
  MusterPrintOperation *self = MUSTER_PRINT_OPERATION (operation);
  MusterPrintOptions *options;
  MusterForceArmies *armies;

  /* GTK applies even when there is no tab: the sheets stay as given */
  if (!MUSTER_IS_PRINT_OPTIONS (widget))
    return;
  options = MUSTER_PRINT_OPTIONS (widget);
  /* not a choice of the tab: where a scenario's armies are read stays */
  armies = g_steal_pointer (&self->options.armies);
  g_strfreev (self->ids);
  self->ids = muster_print_options_get_sheet_ids (options);
  muster_sheet_options_clear (&self->options);
  muster_print_options_get_options (options, &self->options);
  self->options.armies = armies;
}

static void
muster_print_operation_dispose (GObject *object)
{
  MusterPrintOperation *self = MUSTER_PRINT_OPERATION (object);

  g_clear_object (&self->document);
  g_clear_object (&self->context);
  g_clear_object (&self->parent);
  G_OBJECT_CLASS (muster_print_operation_parent_class)->dispose (object);
}

static void
muster_print_operation_finalize (GObject *object)
{
  MusterPrintOperation *self = MUSTER_PRINT_OPERATION (object);

  g_clear_pointer (&self->job, muster_print_job_free);
  g_clear_error (&self->error);
  g_strfreev (self->ids);
  muster_sheet_options_clear (&self->options);
  G_OBJECT_CLASS (muster_print_operation_parent_class)->finalize (object);
}

static void
muster_print_operation_class_init (MusterPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->dispose = muster_print_operation_dispose;
  object_class->finalize = muster_print_operation_finalize;
  operation_class->begin_print = muster_print_operation_begin_print;
  operation_class->draw_page = muster_print_operation_draw_page;
  operation_class->end_print = muster_print_operation_end_print;
  operation_class->create_custom_widget = muster_print_operation_create_custom_widget;
  operation_class->custom_widget_apply = muster_print_operation_custom_widget_apply;
}

static void
muster_print_operation_init (MusterPrintOperation *self)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);

  muster_sheet_options_init (&self->options);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_allow_async (operation, TRUE);
  /* Translators: the tab of the print dialog where the sheets are chosen */
  gtk_print_operation_set_custom_tab_label (operation, _("Sheets"));
}

/**
 * muster_print_operation_new:
 * @document: a #MusterArmy or a #MusterTerrain
 * @ids: (nullable): the sheets to print; %NULL: those of
 *   muster_print_sheets_for()
 * @options: (nullable): their options; %NULL: the defaults
 *
 * A print operation of @document's sheets. Armies get a Sheets tab in the
 * print dialog (see muster_print_operation_set_show_options()).
 */
MusterPrintOperation *
muster_print_operation_new (MusterContext            *context,
                            GObject                  *document,
                            const char * const       *ids,
                            const MusterSheetOptions *options)
{
  MusterPrintOperation *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (context == NULL || MUSTER_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (G_IS_OBJECT (document), NULL);

  self = g_object_new (MUSTER_TYPE_PRINT_OPERATION, NULL);
  self->context = context != NULL ? g_object_ref (context) : NULL;
  self->document = g_object_ref (document);
  self->ids = ids != NULL ? g_strdupv ((char **) ids) : muster_print_sheets_for (document, NULL);
  if (options != NULL)
    {
      muster_sheet_options_clear (&self->options);
      muster_print_copy_sheet_options (&self->options, options);
    }
  self->show_options = TRUE;
  title = muster_print_document_title (document);
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), title);
  return self;
}

/**
 * muster_print_operation_get_document:
 *
 * Returns: (transfer none): the army or terrain setup it prints
 */
GObject *
muster_print_operation_get_document (MusterPrintOperation *self)
{
  g_return_val_if_fail (MUSTER_IS_PRINT_OPERATION (self), NULL);

  return self->document;
}

/* The sheets it prints: as given, or as the Sheets tab left them. */
const char * const *
muster_print_operation_get_sheet_ids (MusterPrintOperation *self)
{
  g_return_val_if_fail (MUSTER_IS_PRINT_OPERATION (self), NULL);

  return (const char * const *) self->ids;
}

const MusterSheetOptions *
muster_print_operation_get_options (MusterPrintOperation *self)
{
  g_return_val_if_fail (MUSTER_IS_PRINT_OPERATION (self), NULL);

  return &self->options;
}

/**
 * muster_print_operation_get_job:
 *
 * Returns: (transfer none) (nullable): the pages laid out for the print
 *   dialog's paper, from begin-print to end-print
 */
MusterPrintJob *
muster_print_operation_get_job (MusterPrintOperation *self)
{
  g_return_val_if_fail (MUSTER_IS_PRINT_OPERATION (self), NULL);

  return self->job;
}

/* The paper and margins the job is laid out on. */
const MusterPage *
muster_print_operation_get_page (MusterPrintOperation *self)
{
  g_return_val_if_fail (MUSTER_IS_PRINT_OPERATION (self), NULL);

  return &self->page;
}

gboolean
muster_print_operation_get_show_options (MusterPrintOperation *self)
{
  g_return_val_if_fail (MUSTER_IS_PRINT_OPERATION (self), FALSE);

  return self->show_options;
}

/* Whether the print dialog has the Sheets tab. */
void
muster_print_operation_set_show_options (MusterPrintOperation *self,
                                         gboolean              show_options)
{
  g_return_if_fail (MUSTER_IS_PRINT_OPERATION (self));

  self->show_options = !!show_options;
}

/* ---- the print dialog ---- */

static const char *
failure_heading (MusterPrintOperation *self)
{
  if (MUSTER_IS_TERRAIN (self->document))
    return _("The Terrain Could Not Be Printed");
  if (MUSTER_IS_SCENARIO (self->document))
    return _("The Scenario Could Not Be Printed");
  if (MUSTER_IS_PUBLISHED_LIST (self->document))
    return _("The Booklet Could Not Be Printed");
  return _("The Army Could Not Be Printed");
}

/* The folder of the file GTK's "Print to File" wrote, if it did. */
static char *
printed_folder (GtkPrintSettings *settings)
{
  const char *uri = settings != NULL ? gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI) : NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) parent = NULL;

  if (uri == NULL || !g_str_has_prefix (uri, "file:"))
    return NULL;
  file = g_file_new_for_uri (uri);
  parent = g_file_get_parent (file);
  return parent != NULL ? g_file_get_path (parent) : NULL;
}

/* What the dialog settled, kept for the next print of the kind: the page
 * setup, the printer and its settings, the sheets and their options, and
 * the folder a file went to. */
static void
keep_dialog (MusterPrintOperation *self)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
  GtkPageSetup *setup = gtk_print_operation_get_default_page_setup (operation);
  const char *kind = muster_print_kind (self->document);
  MusterPrintMemory memory;
  char *folder;

  keep_ambush (self->document, self->options.ambush);
  if (self->context == NULL)
    return;
  /* one reading and one writing of the settings for the whole choice */
  muster_print_memory_load (&memory, self->context, kind);
  take_choice (&memory, (const char * const *) self->ids, &self->options);
  if (setup != NULL)
    g_set_object (&memory.page_setup, setup);
  if (settings != NULL)
    {
      g_clear_object (&memory.print_settings);
      memory.print_settings = gtk_print_settings_copy (settings);
      /* the file is this document's; the next is named after its own */
      gtk_print_settings_unset (memory.print_settings, GTK_PRINT_SETTINGS_OUTPUT_URI);
      gtk_print_settings_unset (memory.print_settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME);
    }
  folder = printed_folder (settings);
  if (folder != NULL)
    {
      g_free (memory.folder);
      memory.folder = folder;
    }
  muster_print_memory_save (&memory, self->context, kind);
  muster_print_memory_clear (&memory);
}

/* What the dialog settled is kept for the next print; a failure, or a
 * print of nothing, is said. Runs once, from "done" or after run(). */
static void
report (MusterPrintOperation    *self,
        GtkPrintOperationResult  result,
        const GError            *run_error)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);

  if (self->reported)
    return;
  self->reported = TRUE;

  if (result == GTK_PRINT_OPERATION_RESULT_APPLY && self->error == NULL && !self->nothing)
    keep_dialog (self);
  else if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      if (error == NULL && run_error != NULL)
        error = g_error_copy (run_error);
      muster_ui_show_error (self->parent, failure_heading (self), error != NULL ? error->message : "");
    }
  if (self->error != NULL)
    muster_ui_show_error (self->parent, failure_heading (self), self->error->message);
  else if (self->nothing)
    muster_ui_show_error (self->parent, _("Nothing Was Printed"),
                          _("No sheet was ticked. Choose the sheets to print in the Sheets tab of the print dialog."));
}

static void
done_cb (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         gpointer                 user_data)
{
  report (MUSTER_PRINT_OPERATION (operation), result, NULL);
}

/* The print settings the dialog opens with: the last ones of the kind, and
 * a file named after the document in the folder used last. */
static GtkPrintSettings *
dialog_settings (MusterPrintOperation *self,
                 GtkPrintSettings     *kept)
{
  GtkPrintSettings *settings = kept != NULL ? gtk_print_settings_copy (kept) : gtk_print_settings_new ();
  g_autofree char *folder = muster_print_default_folder (self->context, muster_print_kind (self->document));
  g_autofree char *basename = muster_print_file_name (self->document);

  /* GTK's "Print to File" builds its file from these: a folder path (not
   * a URI) and a name without extension */
  gtk_print_settings_unset (settings, GTK_PRINT_SETTINGS_OUTPUT_URI);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, basename);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, folder);
  return settings;
}

/* The Preview button: Muster's own window, over the pages laid out for
 * the dialog's paper, instead of an external viewer and a temporary PDF. */
static gboolean
preview_cb (GtkPrintOperation        *operation,
            GtkPrintOperationPreview *preview,
            GtkPrintContext          *context,
            GtkWindow                *parent,
            gpointer                  user_data)
{
  muster_print_preview_show (MUSTER_PRINT_OPERATION (operation), preview, context, parent);
  return TRUE;
}

/**
 * muster_print_operation_run_dialog:
 * @parent: the widget whose window the dialog belongs to
 *
 * Shows the print dialog with the page setup and print settings kept for
 * documents of this kind, prints, keeps what the dialog settled, and says
 * so over @parent when nothing could be printed.
 */
void
muster_print_operation_run_dialog (MusterPrintOperation *self,
                                   GtkWidget            *parent)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);
  GtkRoot *root = gtk_widget_get_root (parent);
  g_autoptr(GtkPrintSettings) settings = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;
  MusterPrintMemory memory;

  g_return_if_fail (MUSTER_IS_PRINT_OPERATION (self));
  g_return_if_fail (GTK_IS_WIDGET (parent));

  g_set_object (&self->parent, parent);
  muster_print_memory_load (&memory, self->context, muster_print_kind (self->document));
  if (memory.page_setup != NULL)
    gtk_print_operation_set_default_page_setup (operation, memory.page_setup);
  settings = dialog_settings (self, memory.print_settings);
  gtk_print_operation_set_print_settings (operation, settings);
  muster_print_memory_clear (&memory);
  g_signal_connect (self, "done", G_CALLBACK (done_cb), NULL);
  g_signal_connect (self, "preview", G_CALLBACK (preview_cb), NULL);

  /* GTK holds the operation while the dialog and the job run */
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, &error);
  if (result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    report (self, result, error);
}

/* Prints @document with the print dialog: an army with the sheets chosen
 * last (the Sheets tab changes them), a terrain setup its sheet. */
void
muster_print_document (GtkWidget     *parent,
                       MusterContext *context,
                       GObject       *document)
{
  g_autoptr(MusterPrintOperation) operation = NULL;
  g_auto(GStrv) ids = NULL;
  MusterSheetOptions options;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (G_IS_OBJECT (document));

  muster_print_load_choice (context, document, &ids, &options);
  operation = muster_print_operation_new (context, document, (const char * const *) ids, &options);
  muster_sheet_options_clear (&options);
  muster_print_operation_run_dialog (operation, parent);
}
