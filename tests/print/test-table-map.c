/* test-table-map.c: the true-scale sheets measured on their PDF pages: how
 * many sheets a 120 × 90 cm table takes on A4, the 10 cm ruler on every
 * page, the table's middle line where 1:1 puts it, and the piece templates.
 */
#include "muster-core.h"
#include "muster-sheet.h"
#include "muster-layout.h"
#include "muster-tiling.h"
#include "../muster-test.h"
#include "../pdf-check.h"

#include <math.h>

#define DPI 300
#define SHEET_MARGIN_MM 7.0

static MusterCatalog *catalog;

static double
px_to_mm (double px)
{
  return px * 25.4 / DPI;
}

static int
mm_to_px (double mm)
{
  return (int) lround (mm * DPI / 25.4);
}

static char *
write_sheet (MusterTerrain *terrain, const char *id, const char *paper, const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterPrintJob) job = NULL;
  const char *ids[] = { id, NULL };
  char *path = g_build_filename (dir, "sheet.pdf", NULL);
  MusterSheetOptions options;
  MusterPage page;

  muster_sheet_options_init (&options);
  muster_page_init (&page, muster_paper_lookup (paper), FALSE, 0);
  job = muster_print_job_new (G_OBJECT (terrain), ids, &options, &page, &error);
  g_assert_no_error (error);
  g_assert_true (muster_print_job_to_pdf (job, path, "test", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  muster_sheet_options_clear (&options);
  return path;
}

static gboolean
dark (const PdfImage *image, int x, int y)
{
  return pdf_pixel (image, x, y)[0] < 110;
}

/* The two long end ticks of the ruler in the bottom band of the page:
 * the columns that hold a dark run of 6 mm or more (the centimetre ticks
 * are 3.5 mm), in two groups; the distance of their middles, mm. */
static double
ruler_length (const PdfImage *image)
{
  int top = image->height - mm_to_px (22);
  int need = mm_to_px (6);
  double groups[4] = { 0 };
  int n_groups = 0, in_group = 0, group_from = 0;

  for (int x = 0; x < image->width; x++)
    {
      int run = 0, best = 0;

      for (int y = top; y < image->height; y++)
        {
          run = dark (image, x, y) ? run + 1 : 0;
          best = MAX (best, run);
        }
      if (best >= need && !in_group)
        {
          in_group = 1;
          group_from = x;
        }
      else if (best < need && in_group)
        {
          in_group = 0;
          g_assert_cmpint (n_groups, <, 4);
          groups[n_groups++] = (group_from + x - 1) / 2.0;
        }
    }
  g_assert_false (in_group);
  g_assert_cmpint (n_groups, ==, 2);
  return px_to_mm (groups[1] - groups[0]);
}

static MusterTerrain *
smoke_table (void)
{
  MusterTerrain *terrain = muster_test_terrain (muster_test_system (catalog, "clouds-of-smoke"),
                                                MUSTER_TERRAIN_QUARTERS, 7, 0);

  g_assert_cmpfloat (muster_terrain_get_params (terrain)->width, ==, 120);
  g_assert_cmpfloat (muster_terrain_get_params (terrain)->depth, ==, 90);
  g_assert_cmpstr (muster_terrain_get_unit (terrain), ==, "cm");
  return terrain;
}

/* A 120 × 90 cm table on A4: as few sheets as cover it with 1 cm of
 * overlap, one assembly page before them, and a ruler of 100 mm (within
 * 0.3 mm) on every page. */
static void
test_sheets_and_ruler (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(MusterTerrain) terrain = smoke_table ();
  g_autofree char *path = write_sheet (terrain, "table-map", "a4", dir);
  MusterPrintCtx ctx;
  MusterTiling tiling;
  MusterPage page;
  int n_pages = pdf_n_pages (path);

  muster_page_init (&page, muster_paper_lookup ("a4"), FALSE, 0);
  muster_print_ctx_init (&ctx, &page, MUSTER_MM (SHEET_MARGIN_MM));
  muster_tiling_init (&tiling, &ctx, "Table map at 1:1", MUSTER_MM (1200), MUSTER_MM (900));
  g_assert_cmpfloat_with_epsilon (tiling.step_x, tiling.content.width - MUSTER_MM (10), 1e-9);
  g_assert_cmpfloat_with_epsilon (tiling.step_y, tiling.content.height - MUSTER_MM (10), 1e-9);
  /* enough tiles to cover the table, and one fewer would not */
  g_assert_cmpfloat ((tiling.columns - 1) * tiling.step_x + tiling.content.width, >=, MUSTER_MM (1200));
  g_assert_cmpfloat ((tiling.columns - 2) * tiling.step_x + tiling.content.width, <, MUSTER_MM (1200));
  g_assert_cmpfloat ((tiling.rows - 1) * tiling.step_y + tiling.content.height, >=, MUSTER_MM (900));
  g_assert_cmpfloat ((tiling.rows - 2) * tiling.step_y + tiling.content.height, <, MUSTER_MM (900));
  /* A4 less 7 mm each side: 196 mm, 186 mm a column: seven columns */
  g_assert_cmpint (tiling.columns, ==, 7);
  g_assert_cmpint (tiling.rows, ==, 4);
  g_assert_cmpint (n_pages, ==, 1 + tiling.columns * tiling.rows);

  for (int i = 1; i <= n_pages; i += 4)
    {
      g_autoptr(PdfImage) image = pdf_render (path, i, DPI, TRUE);
      double length = ruler_length (image);

      g_test_message ("page %d: the ruler measures %.2f mm", i, length);
      g_assert_cmpfloat (fabs (length - 100), <=, 0.3);
    }

  /* the table's middle line (x = 60 cm) on sheet D1: 60 cm less three
   * columns of 18.6 cm is 4.2 cm into its content, 7 mm from the paper's
   * edge: at 49 mm from the left of the page */
  {
    g_autoptr(PdfImage) image = pdf_render (path, 1 + 4, DPI, FALSE);
    int y0 = mm_to_px (40), y1 = image->height - mm_to_px (40);
    int from = mm_to_px (35), to = mm_to_px (63);
    g_autofree int *count = g_new0 (int, to - from);
    int best = 0, first = -1, last = -1;
    double middle;

    for (int x = from; x < to; x++)
      {
        for (int y = y0; y < y1; y++)
          {
            const guint8 *p = pdf_pixel (image, x, y);

            /* the dashes of the quarters' lines: darker than the table */
            count[x - from] += p[0] < 190 && p[1] < 190 && p[2] < 160;
          }
        best = MAX (best, count[x - from]);
      }
    /* the line is as wide as its text is large: its middle */
    for (int x = from; x < to; x++)
      if (count[x - from] >= best * 0.8)
        {
          first = first < 0 ? x : first;
          last = x;
        }
    middle = (first + last) / 2.0;
    g_test_message ("the middle line at %.2f mm (%d pixels, %.2f mm wide)", px_to_mm (middle), best,
                    px_to_mm (last - first + 1));
    g_assert_cmpint (best, >, (y1 - y0) / 4);
    g_assert_cmpfloat (px_to_mm (last - first + 1), <, 4);
    g_assert_cmpfloat (fabs (px_to_mm (middle) - 49), <=, 0.5);
  }
  muster_tiling_clear (&tiling);
  muster_print_ctx_clear (&ctx);
  muster_test_rmtree (dir);
}

/* Every sheet's label and the assembly page's instructions are in the PDF,
 * in English and in Russian. */
static void
test_labels (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(MusterTerrain) terrain = smoke_table ();
  g_autofree char *path = write_sheet (terrain, "table-map", "a4", dir);
  g_autoptr(GPtrArray) pages = pdf_page_texts (path);

  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "7 × 4 sheets, A1 to G4"));
  for (int row = 0; row < 4; row++)
    for (int column = 0; column < 7; column++)
      {
        g_autofree char *label = muster_tiling_label (column, row);
        g_autofree char *sheet = g_strdup_printf ("sheet %d of 28", 1 + row * 7 + column);
        const char *text = g_ptr_array_index (pages, 1 + row * 7 + column);

        g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

        /* the label on a line of its own (the map's big numbers may come
         * before it in reading order) */
        g_assert_true (g_strv_contains ((const char * const *) lines, label));
        g_assert_true (pdf_text_has (text, sheet));
      }
  {
    g_autofree char *label = muster_tiling_label (26, 0);

    g_assert_cmpstr (label, ==, "AA1");
  }
  muster_test_rmtree (dir);
}

/* The piece templates: every piece of the setup that stands on the table,
 * with its number, name and size; none that was removed. */
static void
test_templates (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(MusterTerrain) terrain = smoke_table ();
  g_autofree char *path = write_sheet (terrain, "piece-templates", "a4", dir);
  g_autoptr(GPtrArray) pages = pdf_page_texts (path);
  g_autoptr(GString) all = g_string_new (NULL);
  guint expected = 0;

  for (guint i = 0; i < pages->len; i++)
    g_string_append (all, g_ptr_array_index (pages, i));
  for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);
      g_autofree char *number = NULL;

      if (p->piece == NULL)
        continue;
      number = g_strdup_printf ("%u · %s · %g × %g cm", i + 1, muster_text_get (&p->piece->name), p->width,
                                p->depth);
      if (p->removed)
        {
          g_assert_false (pdf_text_has (all->str, number));
          continue;
        }
      expected++;
      g_assert_true (pdf_text_has (all->str, number));
    }
  g_assert_cmpuint (expected, >, 2);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  g_test_add_func ("/print/table-map/sheets-and-ruler", test_sheets_and_ruler);
  g_test_add_func ("/print/table-map/labels", test_labels);
  g_test_add_func ("/print/table-map/templates", test_templates);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
