/* muster-sheet.c: the list of sheets and the sheet object over them, the
 * print job (several sheets of one document in a row) and its PDF writer,
 * which writes beside the target and renames, so that a failed run never
 * leaves half a PDF.
 */
#include "config.h"

#include "muster-sheet-private.h"

#include <string.h>

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>

static const MusterSheetClass * const classes[] = {
  &muster_sheet_roster,
  &muster_sheet_unit_cards,
  &muster_sheet_reference,
  &muster_sheet_order_cards,
  &muster_sheet_ambush_markers,
  &muster_sheet_action_board,
  &muster_sheet_terrain,
  &muster_sheet_scenario,
  &muster_sheet_table_map,
  &muster_sheet_piece_templates,
  &muster_sheet_booklet,
};

struct _MusterSheet
{
  const MusterSheetClass *klass;
  GObject *document;
  MusterPrintCtx ctx;
  gpointer plan;
  int n_pages;
};

void
muster_sheet_options_init (MusterSheetOptions *options)
{
  memset (options, 0, sizeof *options);
  options->sets = 0;
  options->backs = MUSTER_BACKS_LONG_EDGE;
  options->card = MUSTER_CARD_POKER;
  options->ambush = NULL;
  options->decoys = 2;
}

void
muster_sheet_options_clear (MusterSheetOptions *options)
{
  g_clear_pointer (&options->ambush, g_array_unref);
  g_clear_object (&options->armies);
}

void
muster_page_init (MusterPage        *page,
                  const MusterPaper *paper,
                  gboolean           landscape,
                  double             margin)
{
  memset (page, 0, sizeof *page);
  page->width = landscape ? paper->height : paper->width;
  page->height = landscape ? paper->width : paper->height;
  page->margin_left = page->margin_right = margin;
  page->margin_top = page->margin_bottom = margin;
}

static const MusterSheetClass *
lookup_class (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (classes); i++)
    if (g_str_equal (classes[i]->id, id))
      return classes[i];
  return NULL;
}

const char * const *
muster_sheet_list_ids (void)
{
  static const char *ids[G_N_ELEMENTS (classes) + 1];

  if (ids[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
      ids[i] = classes[i]->id;
  return ids;
}

const char *
muster_sheet_get_title (const char *id)
{
  const MusterSheetClass *klass = lookup_class (id);

  return klass != NULL ? klass->title () : NULL;
}

gboolean
muster_sheet_applies (const char *id,
                      GObject    *document)
{
  const MusterSheetClass *klass = lookup_class (id);

  g_return_val_if_fail (G_IS_OBJECT (document), FALSE);

  return klass != NULL && klass->applies (document);
}

/* "roster, unit-cards, reference": the sheets that print @document */
static char *
applicable_ids (GObject *document)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    if (classes[i]->applies (document))
      g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", classes[i]->id);
  return g_string_free (g_steal_pointer (&list), FALSE);
}

MusterSheet *
muster_sheet_new (const char               *id,
                  GObject                  *document,
                  const MusterSheetOptions *options,
                  const MusterPage         *page,
                  GError                  **error)
{
  const MusterSheetClass *klass = lookup_class (id);
  MusterSheetOptions defaults;
  MusterSheet *sheet;

  g_return_val_if_fail (G_IS_OBJECT (document), NULL);
  g_return_val_if_fail (page != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (klass == NULL || !klass->applies (document))
    {
      g_autofree char *ids = applicable_ids (document);

      if (klass == NULL)
        /* TRANSLATORS: "There is no sheet “menu”; this document prints: roster, unit-cards" */
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                     _("There is no sheet “%s”; this document prints: %s."), id != NULL ? id : "", ids);
      else
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                     _("The sheet “%s” does not apply to this document; it prints: %s."), id, ids);
      return NULL;
    }
  if (options == NULL)
    {
      muster_sheet_options_init (&defaults);
      options = &defaults;
    }

  sheet = g_new0 (MusterSheet, 1);
  sheet->klass = klass;
  sheet->document = g_object_ref (document);
  muster_print_ctx_init (&sheet->ctx, page, klass->margin);
  sheet->plan = klass->layout (document, options, &sheet->ctx, error);
  if (sheet->plan == NULL)
    {
      muster_sheet_free (sheet);
      return NULL;
    }
  sheet->n_pages = klass->n_pages (sheet->plan);
  return sheet;
}

void
muster_sheet_free (MusterSheet *sheet)
{
  if (sheet == NULL)
    return;
  if (sheet->plan != NULL)
    sheet->klass->free (sheet->plan);
  muster_print_ctx_clear (&sheet->ctx);
  g_clear_object (&sheet->document);
  g_free (sheet);
}

const char *
muster_sheet_get_id (MusterSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, NULL);

  return sheet->klass->id;
}

int
muster_sheet_get_n_pages (MusterSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, 0);

  return sheet->n_pages;
}

void
muster_sheet_draw_page (MusterSheet *sheet,
                        cairo_t     *cr,
                        int          index)
{
  g_return_if_fail (sheet != NULL);
  g_return_if_fail (cr != NULL);

  if (index < 0 || index >= sheet->n_pages)
    return;
  cairo_save (cr);
  sheet->klass->draw (sheet->plan, &sheet->ctx, cr, index);
  cairo_restore (cr);
}

gboolean
muster_sheet_get_overflow (MusterSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, FALSE);

  return sheet->ctx.overflow;
}

gboolean
muster_sheet_check_overflow (MusterSheet *sheet)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (sheet != NULL, FALSE);

  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  for (int i = 0; i < sheet->n_pages; i++)
    muster_sheet_draw_page (sheet, cr, i);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return sheet->ctx.overflow;
}

/* ---- helpers of the army sheets ---- */

gboolean
muster_sheet_is_army (GObject *document)
{
  return MUSTER_IS_ARMY (document);
}

char *
muster_sheet_army_subtitle (MusterArmy *army)
{
  MusterSystem *system = muster_army_get_system (army);
  const MusterFaction *faction = muster_army_get_faction (army);
  g_autofree char *points = NULL;

  /* a system whose rules give no prices has no points limit to show */
  if (!muster_system_declares_costs (system))
    return g_strdup_printf ("%s · %s", muster_text_get (muster_system_get_name (system)),
                            muster_text_get (&faction->name));
  points = muster_format_cost (system, muster_army_get_points (army));
  return g_strdup_printf ("%s · %s · %s", muster_text_get (muster_system_get_name (system)),
                          muster_text_get (&faction->name), points);
}

void
muster_sheet_draw_card_back (cairo_t        *cr,
                             MusterPrintCtx *ctx,
                             double          width,
                             double          height,
                             const char     *label)
{
  double inset = MUSTER_MM (1.5);
  double step = MUSTER_MM (2.5);
  MusterBox box;

  cairo_save (cr);
  /* a diagonal lattice inside a double frame */
  cairo_rectangle (cr, inset, inset, width - 2 * inset, height - 2 * inset);
  cairo_clip_preserve (cr);
  muster_set_rgb (cr, MUSTER_TINT_PALE);
  cairo_fill (cr);
  cairo_set_line_width (cr, 0.35);
  muster_set_rgb (cr, MUSTER_RULE);
  for (double d = -height; d < width + height; d += step)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + height, height);
      cairo_move_to (cr, d + height, 0);
      cairo_line_to (cr, d, height);
    }
  cairo_stroke (cr);
  cairo_reset_clip (cr);
  muster_set_rgb (cr, MUSTER_INK_SOFT);
  cairo_set_line_width (cr, 0.8);
  cairo_rectangle (cr, inset, inset, width - 2 * inset, height - 2 * inset);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.4);
  cairo_rectangle (cr, 2 * inset, 2 * inset, width - 4 * inset, height - 4 * inset);
  cairo_stroke (cr);

  if (label != NULL)
    {
      double h = muster_pango_height (ctx, label, "Serif Bold Italic 8", width - 8 * inset);

      box.x = 4 * inset;
      box.width = width - 8 * inset;
      box.height = MIN (h, height - 8 * inset);
      box.y = (height - box.height) / 2;
      cairo_rectangle (cr, box.x - 2, box.y - 1, box.width + 4, box.height + 2);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
      muster_pango_box (ctx, cr, label, "Serif Bold Italic 8", &box, PANGO_ALIGN_CENTER, MUSTER_INK_SOFT);
    }
  cairo_restore (cr);
}

/* ---- the job ---- */

struct _MusterPrintJob
{
  GPtrArray *sheets;            /* of MusterSheet* */
  GArray *first_page;           /* of int, by sheet */
  int n_pages;
  double width;
  double height;
};

MusterPrintJob *
muster_print_job_new (GObject                  *document,
                      const char * const       *ids,
                      const MusterSheetOptions *options,
                      const MusterPage         *page,
                      GError                  **error)
{
  g_autoptr(MusterPrintJob) job = g_new0 (MusterPrintJob, 1);

  g_return_val_if_fail (G_IS_OBJECT (document), NULL);
  g_return_val_if_fail (ids != NULL, NULL);
  g_return_val_if_fail (page != NULL, NULL);

  job->sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_sheet_free);
  job->first_page = g_array_new (FALSE, FALSE, sizeof (int));
  job->width = page->width;
  job->height = page->height;
  if (ids[0] == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("No sheet is chosen."));
      return NULL;
    }
  for (guint i = 0; ids[i] != NULL; i++)
    {
      MusterSheet *sheet = muster_sheet_new (ids[i], document, options, page, error);

      if (sheet == NULL)
        return NULL;
      g_array_append_val (job->first_page, job->n_pages);
      job->n_pages += muster_sheet_get_n_pages (sheet);
      g_ptr_array_add (job->sheets, sheet);
    }
  return g_steal_pointer (&job);
}

void
muster_print_job_free (MusterPrintJob *job)
{
  if (job == NULL)
    return;
  g_clear_pointer (&job->sheets, g_ptr_array_unref);
  g_clear_pointer (&job->first_page, g_array_unref);
  g_free (job);
}

int
muster_print_job_get_n_pages (MusterPrintJob *job)
{
  g_return_val_if_fail (job != NULL, 0);

  return job->n_pages;
}

void
muster_print_job_draw_page (MusterPrintJob *job,
                            cairo_t        *cr,
                            int             index)
{
  g_return_if_fail (job != NULL);

  for (guint i = job->sheets->len; i-- > 0;)
    {
      int first = g_array_index (job->first_page, int, i);

      if (index >= first)
        {
          muster_sheet_draw_page (g_ptr_array_index (job->sheets, i), cr, index - first);
          return;
        }
    }
}

/* ---- PDF ---- */

typedef struct
{
  MusterOutput *output;
  GError *error;                /* of the first failed write */
} PdfSink;

static cairo_status_t
pdf_write (void *closure, const unsigned char *data, unsigned int length)
{
  PdfSink *sink = closure;

  if (sink->error == NULL)
    muster_output_write (sink->output, data, length, &sink->error);
  return sink->error == NULL ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

gboolean
muster_print_job_to_pdf (MusterPrintJob      *job,
                         const char          *path,
                         const char          *title,
                         MusterPrintProgress  progress,
                         gpointer             user_data,
                         GCancellable        *cancellable,
                         GError             **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  PdfSink sink = { NULL, NULL };
  cairo_t *cr;

  g_return_val_if_fail (job != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* written beside the target and renamed over it: a reader never sees
   * half a PDF, and a failure leaves what was there before */
  sink.output = muster_output_open (path, error);
  if (sink.output == NULL)
    return FALSE;

  surface = cairo_pdf_surface_create_for_stream (pdf_write, &sink, job->width, job->height);
  if (title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Muster");
  cr = cairo_create (surface);
  for (int page = 0; page < job->n_pages; page++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        break;
      muster_print_job_draw_page (job, cr, page);
      cairo_show_page (cr);
      if (progress != NULL)
        progress (page + 1, job->n_pages, user_data);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (g_cancellable_is_cancelled (cancellable))
    {
      muster_output_abort (sink.output);
      g_clear_error (&sink.error);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("%s: writing the PDF was cancelled"), path);
      return FALSE;
    }
  if (sink.error != NULL)
    {
      muster_output_abort (sink.output);
      g_propagate_error (error, sink.error);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      muster_output_abort (sink.output);
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("%s: cannot write the PDF: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return muster_output_commit (sink.output, error);
}
