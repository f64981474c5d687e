/* muster-terrain-print.c: the print operation of the terrain sheet. It
 * draws on the whole sheet of paper (the sheet keeps its own margins) at
 * the size of the paper in the page setup, portrait or landscape, by
 * calling the same page function the PDF export uses. The application
 * keeps the page setup and print settings between runs (see
 * muster_application_get_print_settings()).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-print-terrain.h"
#include "muster-terrain-print.h"

struct _MusterTerrainPrint
{
  GtkPrintOperation parent_instance;

  MusterTerrain *terrain;
  MusterPaper paper;        /* as the print context has it */
};

G_DEFINE_FINAL_TYPE (MusterTerrainPrint, muster_terrain_print, GTK_TYPE_PRINT_OPERATION)

/**
 * muster_terrain_print_paper_for:
 * @setup: (nullable): a page setup; %NULL: the locale's default paper
 *
 * The paper of @setup, in points, turned as its orientation says.
 */
void
muster_terrain_print_paper_for (GtkPageSetup *setup,
                                MusterPaper  *paper)
{
  g_return_if_fail (paper != NULL);

  paper->id = "custom";
  if (setup != NULL)
    {
      paper->width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
      paper->height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
    }
  else
    {
      GtkPaperSize *size = gtk_paper_size_new (NULL);

      paper->width = gtk_paper_size_get_width (size, GTK_UNIT_POINTS);
      paper->height = gtk_paper_size_get_height (size, GTK_UNIT_POINTS);
      gtk_paper_size_free (size);
    }
  if (paper->width <= 0 || paper->height <= 0)
    *paper = *muster_paper_default ();
}

static void
muster_terrain_print_begin_print (GtkPrintOperation *operation,
                                  GtkPrintContext   *context)
{
  MusterTerrainPrint *self = MUSTER_TERRAIN_PRINT (operation);

  muster_terrain_print_paper_for (gtk_print_context_get_page_setup (context), &self->paper);
  gtk_print_operation_set_n_pages (operation, muster_terrain_sheet_n_pages (self->terrain, &self->paper));
}

static void
muster_terrain_print_draw_page (GtkPrintOperation *operation,
                                GtkPrintContext   *context,
                                int                page)
{
  MusterTerrainPrint *self = MUSTER_TERRAIN_PRINT (operation);
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double scale = gtk_print_context_get_width (context) / self->paper.width;

  cairo_save (cr);
  /* the context is the whole page in points; the scale only guards
   * against a printer that rounds the page a little */
  if (scale > 0)
    cairo_scale (cr, scale, scale);
  muster_terrain_sheet_draw (cr, self->terrain, &self->paper, page);
  cairo_restore (cr);
}

static void
muster_terrain_print_dispose (GObject *object)
{
  MusterTerrainPrint *self = MUSTER_TERRAIN_PRINT (object);

  g_clear_object (&self->terrain);
  G_OBJECT_CLASS (muster_terrain_print_parent_class)->dispose (object);
}

static void
muster_terrain_print_class_init (MusterTerrainPrintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->dispose = muster_terrain_print_dispose;
  operation_class->begin_print = muster_terrain_print_begin_print;
  operation_class->draw_page = muster_terrain_print_draw_page;
}

static void
muster_terrain_print_init (MusterTerrainPrint *self)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);

  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_allow_async (operation, TRUE);
}

/* A print operation of @terrain's sheet. */
MusterTerrainPrint *
muster_terrain_print_new (MusterTerrain *terrain)
{
  MusterTerrainPrint *self;
  g_autofree char *job = NULL;
  char seed[32];

  g_return_val_if_fail (MUSTER_IS_TERRAIN (terrain), NULL);

  self = g_object_new (MUSTER_TYPE_TERRAIN_PRINT, NULL);
  self->terrain = g_object_ref (terrain);
  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, muster_terrain_get_params (terrain)->seed);
  /* Translators: the name of a print job: "Terrain — Clouds of Smoke — seed 7" */
  job = g_strdup_printf (_("Terrain — %s — seed %s"),
                         muster_text_get (muster_system_get_name (muster_terrain_get_system (terrain))), seed);
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), job);
  return self;
}
