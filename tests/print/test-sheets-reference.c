/* test-sheets-reference.c: one reference picture per kind of sheet, the first
 * page of its PDF compared pixel by pixel with tests/print/reference/.
 *
 * After a change that is meant to alter a sheet's look, run this program once
 * with MUSTER_UPDATE_REFERENCE=1 to write the pictures anew, LOOK at every
 * picture, and commit them with the change.
 */
#include "sheets-test.h"

#define REF_DPI      50
#define REF_DELTA    64         /* a pixel differs when a channel moves more than this */
#define REF_SHARE    0.015      /* ... and a picture when more pixels than this differ */

/* ---- reference pictures ---- */

typedef struct
{
  const char *sheet;
  const char *doc;
} Reference;

/* The document each sheet kind's reference picture is made from; a sheet
 * not named here takes the first document it applies to. */
static const Reference preferred[] = {
  { "roster", "clouds-of-smoke/lens-1648" },
  { "unit-cards", "clouds-of-smoke/lens-1648" },
  { "reference", "ancient-medieval/english-agincourt-1415" },
  { "order-cards", "ancient-medieval/english-agincourt-1415" },
  { "ambush-markers", "ancient-medieval/english-agincourt-1415" },
  { "action-board", "clouds-of-smoke/lens-1648" },
  { "terrain", "terrain/sectors" },
  { "scenario", "scenario/mill-bridge" },
  { "booklet", "clouds-of-smoke/lens-1648" },
};

static Doc *
reference_doc (const char *sheet)
{
  for (guint i = 0; i < G_N_ELEMENTS (preferred); i++)
    if (g_str_equal (preferred[i].sheet, sheet))
      return find_doc (preferred[i].doc);
  for (guint i = 0; i < docs->len; i++)
    {
      Doc *doc = g_ptr_array_index (docs, i);

      if (muster_sheet_applies (sheet, doc->document))
        return doc;
    }
  g_error ("no document prints the sheet %s", sheet);
  return NULL;
}

static cairo_surface_t *
image_to_surface (const PdfImage *image)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, image->width, image->height);
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  for (int y = 0; y < image->height; y++)
    for (int x = 0; x < image->width; x++)
      {
        const guint8 *p = pdf_pixel (image, x, y);
        guint32 *q = (guint32 *) (data + y * stride) + x;

        *q = (guint32) p[0] << 16 | (guint32) p[1] << 8 | p[2];
      }
  cairo_surface_mark_dirty (surface);
  return surface;
}

static void
test_reference (gconstpointer data)
{
  const char *sheet_id = data;
  Doc *doc = reference_doc (sheet_id);
  g_autofree char *name = g_strdup_printf ("%s.png", sheet_id);
  g_autofree char *ref_path = muster_test_source_path ("tests", "print", "reference", name, NULL);
  g_autofree char *file = g_strdup_printf ("reference-%s.pdf", sheet_id);
  g_autofree char *path = NULL;
  g_autoptr(PdfImage) image = NULL;
  cairo_surface_t *actual, *expected;
  MusterPage page;
  guint differ = 0;
  double share;

  set_language ("en");
  muster_page_init (&page, muster_paper_lookup ("a4"), FALSE, 0);
  path = write_pdf (doc, sheet_id, NULL, &page, file);
  image = pdf_render (path, 1, REF_DPI, FALSE);
  g_unlink (path);
  actual = image_to_surface (image);

  if (g_strcmp0 (g_getenv ("MUSTER_UPDATE_REFERENCE"), "1") == 0)
    {
      g_assert_cmpint (cairo_surface_write_to_png (actual, ref_path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("wrote %s", ref_path);
    }

  expected = cairo_image_surface_create_from_png (ref_path);
  if (cairo_surface_status (expected) != CAIRO_STATUS_SUCCESS)
    g_error ("%s cannot be read (%s): make it with MUSTER_UPDATE_REFERENCE=1 and look at it",
             ref_path, cairo_status_to_string (cairo_surface_status (expected)));
  g_assert_cmpint (cairo_image_surface_get_width (expected), ==, image->width);
  g_assert_cmpint (cairo_image_surface_get_height (expected), ==, image->height);
  for (int y = 0; y < image->height; y++)
    for (int x = 0; x < image->width; x++)
      {
        const guint8 *p = pdf_pixel (image, x, y);
        guint32 q = *((guint32 *) (cairo_image_surface_get_data (expected)
                                   + y * cairo_image_surface_get_stride (expected)) + x);
        int dr = abs (p[0] - (int) (q >> 16 & 0xff)), dg = abs (p[1] - (int) (q >> 8 & 0xff));
        int db = abs (p[2] - (int) (q & 0xff));

        differ += MAX (dr, MAX (dg, db)) > REF_DELTA;
      }
  share = (double) differ / ((double) image->width * image->height);
  g_test_message ("%s (%s): %.3f%% of the pixels differ from the reference", sheet_id, doc->name, share * 100);
  if (share >= REF_SHARE)
    {
      g_autofree char *dir = g_build_filename (g_getenv ("MUSTER_BUILD_DIR") != NULL ? g_getenv ("MUSTER_BUILD_DIR")
                                                                                    : ".",
                                               "tests", "print", "reference-actual", NULL);
      g_autofree char *out = g_build_filename (dir, name, NULL);

      g_mkdir_with_parents (dir, 0700);
      cairo_surface_write_to_png (actual, out);
      g_test_fail_printf ("%s: %.2f%% of the pixels differ from %s (the page as printed now: %s)", sheet_id,
                          share * 100, ref_path, out);
    }
  cairo_surface_destroy (expected);
  cairo_surface_destroy (actual);
}

int
main (int argc, char **argv)
{
  const char * const *ids = muster_sheet_list_ids ();

  sheets_test_init (&argc, &argv);
  for (guint k = 0; ids[k] != NULL; k++)
    {
      g_autofree char *path = g_strdup_printf ("/print/sheets/reference/%s", ids[k]);

      g_test_add_data_func (path, ids[k], test_reference);
    }
  return sheets_test_run ();
}
