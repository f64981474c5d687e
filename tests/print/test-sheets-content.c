/* test-sheets-content.c: the reference sheet and the unit cards of every
 * shipped sample army: pages, no text cut (A4 and A5, English and Russian),
 * cards measured by their cut marks, a card too large for the paper
 * refused, and the reference sheet's PDF naming each unit and special rule.
 */
#include "muster-core.h"
#include "muster-print-page.h"
#include "muster-sheet.h"
#include "../muster-test.h"

#include <math.h>
#include <string.h>

static MusterCatalog *catalog;

/* data/systems/ * /armies/ *.xml, sorted: full paths */
static GPtrArray *
army_files (void)
{
  GPtrArray *names = muster_test_sample_armies ();

  for (guint i = 0; i < names->len; i++)
    {
      char *path = muster_test_sample_army_path (g_ptr_array_index (names, i));

      g_free (g_ptr_array_index (names, i));
      g_ptr_array_index (names, i) = path;
    }
  return names;
}

static MusterArmy *
load_army (const char *path)
{
  g_autoptr(GError) error = NULL;
  MusterArmy *army = muster_army_load_file (catalog, path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (army);
  return army;
}

static guint
n_unit_types (MusterArmy *army)
{
  g_autoptr(GPtrArray) types = g_ptr_array_new ();

  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    if (!g_ptr_array_find (types, muster_army_get_unit (army, i)->type, NULL))
      g_ptr_array_add (types, (gpointer) muster_army_get_unit (army, i)->type);
  return types->len;
}

static MusterSheet *
new_sheet (const char *id, MusterArmy *army, const MusterSheetOptions *options, const char *paper)
{
  g_autoptr(GError) error = NULL;
  MusterSheet *sheet;
  MusterPage page;

  muster_page_init (&page, muster_paper_lookup (paper), FALSE, 0);
  sheet = muster_sheet_new (id, G_OBJECT (army), options, &page, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sheet);
  return sheet;
}

/* ---- every army, both sheets, both languages, A4 and A5 ---- */

static void
test_no_overflow (void)
{
  static const char * const sheets[] = { "reference", "unit-cards" };
  static const char * const langs[] = { "en", "ru" };
  static const char * const papers[] = { "a4", "a5" };
  g_autoptr(GPtrArray) files = army_files ();

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      muster_set_language (langs[l]);
      for (guint f = 0; f < files->len; f++)
        {
          g_autoptr(MusterArmy) army = load_army (g_ptr_array_index (files, f));

          for (guint s = 0; s < G_N_ELEMENTS (sheets); s++)
            for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
              {
                g_autoptr(MusterSheet) sheet = new_sheet (sheets[s], army, NULL, papers[p]);

                g_test_message ("%s: %s, %s, %s: %d pages", (char *) g_ptr_array_index (files, f), sheets[s],
                                langs[l], papers[p], muster_sheet_get_n_pages (sheet));
                g_assert_cmpint (muster_sheet_get_n_pages (sheet), >, 0);
                if (muster_sheet_check_overflow (sheet))
                  g_error ("%s: text cut on the %s sheet (%s, %s)", (char *) g_ptr_array_index (files, f),
                           sheets[s], langs[l], papers[p]);
              }
        }
    }
  muster_set_language ("en");
}

/* One card per unit type, faces and backs; large cards too; no backs. */
static void
test_card_pages (void)
{
  g_autoptr(GPtrArray) files = army_files ();
  MusterSheetOptions options;

  muster_sheet_options_init (&options);
  for (guint f = 0; f < files->len; f++)
    {
      g_autoptr(MusterArmy) army = load_army (g_ptr_array_index (files, f));
      guint types = n_unit_types (army);
      g_autoptr(MusterSheet) poker = NULL;
      g_autoptr(MusterSheet) large = NULL;
      g_autoptr(MusterSheet) single = NULL;

      /* nine poker cards to an A4 page, four large ones */
      options.card = MUSTER_CARD_POKER;
      options.backs = MUSTER_BACKS_LONG_EDGE;
      poker = new_sheet ("unit-cards", army, &options, "a4");
      g_assert_cmpint (muster_sheet_get_n_pages (poker), ==, 2 * (int) ((types + 8) / 9));
      options.card = MUSTER_CARD_LARGE;
      large = new_sheet ("unit-cards", army, &options, "a4");
      g_assert_cmpint (muster_sheet_get_n_pages (large), ==, 2 * (int) ((types + 3) / 4));
      g_assert_false (muster_sheet_check_overflow (large));
      options.backs = MUSTER_BACKS_NONE;
      single = new_sheet ("unit-cards", army, &options, "a4");
      g_assert_cmpint (muster_sheet_get_n_pages (single), ==, (int) ((types + 3) / 4));
    }
}

/* A card larger than the paper's printable area is refused. */
static void
test_card_too_large (void)
{
  g_autoptr(GPtrArray) files = army_files ();
  g_autoptr(MusterArmy) army = load_army (g_ptr_array_index (files, 0));
  g_autoptr(GError) error = NULL;
  MusterPaper tiny = { "tiny", MUSTER_MM (60), MUSTER_MM (80) };
  MusterSheetOptions options;
  MusterSheet *sheet;
  MusterPage page;

  muster_sheet_options_init (&options);
  muster_page_init (&page, &tiny, FALSE, 0);
  sheet = muster_sheet_new ("unit-cards", G_OBJECT (army), &options, &page, &error);
  g_assert_null (sheet);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);

  /* nor a large card on a page of 100 × 100 mm */
  g_clear_error (&error);
  tiny.width = tiny.height = MUSTER_MM (100);
  options.card = MUSTER_CARD_LARGE;
  muster_page_init (&page, &tiny, FALSE, 0);
  sheet = muster_sheet_new ("unit-cards", G_OBJECT (army), &options, &page, &error);
  g_assert_null (sheet);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
}

/* The x (or y) of every dark run along row (or column) @at of @surface. */
static GArray *
dark_runs (cairo_surface_t *surface, int at, gboolean vertical)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  GArray *runs = g_array_new (FALSE, FALSE, sizeof (double));
  int n = vertical ? h : w, start = -1;

  for (int i = 0; i <= n; i++)
    {
      gboolean dark = FALSE;

      if (i < n)
        {
          const guint32 *px = (const guint32 *) (data + (vertical ? i : at) * stride) + (vertical ? at : i);

          dark = ((*px >> 8) & 0xff) < 128;
        }
      if (dark && start < 0)
        start = i;
      else if (!dark && start >= 0)
        {
          double middle = (start + i - 1) / 2.0;

          g_array_append_val (runs, middle);
          start = -1;
        }
    }
  return runs;
}

/* The cut marks of an A4 page of cards, drawn at 300 dpi, lie 63 × 88 mm
 * (or 70 × 120 mm) apart within 0.3 mm. */
static void
test_card_size (void)
{
  static const struct { MusterCardSize card; double w, h; } sizes[] = {
    { MUSTER_CARD_POKER, 63, 88 }, { MUSTER_CARD_LARGE, 70, 120 },
  };
  g_autoptr(GPtrArray) files = army_files ();

  for (guint f = 0; f < files->len; f++)
    {
      g_autoptr(MusterArmy) army = load_army (g_ptr_array_index (files, f));

      if (n_unit_types (army) < 4)
        continue;
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          double scale = 300 / 72.0, px_per_mm = 300 / 25.4;
          const MusterPaper *a4 = muster_paper_lookup ("a4");
          int w = (int) ceil (a4->width * scale), h = (int) ceil (a4->height * scale);
          cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
          cairo_t *cr = cairo_create (surface);
          g_autoptr(MusterSheet) sheet = NULL;
          g_autoptr(GArray) xs = NULL;
          g_autoptr(GArray) ys = NULL;
          MusterSheetOptions options;

          muster_sheet_options_init (&options);
          options.card = sizes[s].card;
          sheet = new_sheet ("unit-cards", army, &options, "a4");
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_paint (cr);
          cairo_scale (cr, scale, scale);
          muster_sheet_draw_page (sheet, cr, 0);
          cairo_destroy (cr);
          cairo_surface_flush (surface);

          /* the first row (column) from the top (left) edge that
           * crosses ink meets the tips of the cut marks above (left
           * of) the grid; half a millimetre further in crosses them all */
          for (int at = 0; at < h / 4 && (xs == NULL || xs->len == 0); at++)
            {
              g_clear_pointer (&xs, g_array_unref);
              xs = dark_runs (surface, at, FALSE);
              if (xs->len > 0)
                {
                  g_array_unref (xs);
                  xs = dark_runs (surface, at + (int) (0.5 * px_per_mm), FALSE);
                }
            }
          for (int at = 0; at < w / 4 && (ys == NULL || ys->len == 0); at++)
            {
              g_clear_pointer (&ys, g_array_unref);
              ys = dark_runs (surface, at, TRUE);
              if (ys->len > 0)
                {
                  g_array_unref (ys);
                  ys = dark_runs (surface, at + (int) (0.5 * px_per_mm), TRUE);
                }
            }
          for (guint i = 0; i < xs->len; i++)
            g_test_message ("cut mark at x = %.2f mm", g_array_index (xs, double, i) / px_per_mm);
          for (guint i = 0; i < ys->len; i++)
            g_test_message ("cut mark at y = %.2f mm", g_array_index (ys, double, i) / px_per_mm);
          /* two columns at least (four cards or more) */
          g_assert_cmpuint (xs->len, >=, 3);
          g_assert_cmpuint (ys->len, >=, 2);
          for (guint i = 1; i < xs->len; i++)
            g_assert_cmpfloat (fabs ((g_array_index (xs, double, i) - g_array_index (xs, double, i - 1)) / px_per_mm
                                     - sizes[s].w), <=, 0.3);
          for (guint i = 1; i < ys->len; i++)
            g_assert_cmpfloat (fabs ((g_array_index (ys, double, i) - g_array_index (ys, double, i - 1)) / px_per_mm
                                     - sizes[s].h), <=, 0.3);
          cairo_surface_destroy (surface);
        }
      return;
    }
  g_assert_not_reached ();
}

/* ---- the reference sheet's text ---- */

/* @text without its white space: a name wrapped over two lines (even
 * after a hyphen) is still found. */
static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

/* The text of the PDF at @path in the order it is drawn (pdftotext -raw:
 * a wrapped cell stays together), without white space. */
static char *
pdf_text (const char *path)
{
  g_autofree char *tool = g_find_program_in_path ("pdftotext");
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  const char *argv[] = { tool, "-raw", "-enc", "UTF-8", path, "-", NULL };
  int status = 0;

  g_assert_nonnull (tool);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return squeeze (out);
}

static void
assert_mentions (const char *text, const char *name, const char *file)
{
  g_autofree char *needle = squeeze (name);

  if (strstr (text, needle) == NULL)
    g_error ("%s: the reference sheet does not name “%s”", file, name);
}

static void
test_reference_text (void)
{
  static const char * const ids[] = { "reference", NULL };
  g_autoptr(GPtrArray) files = army_files ();
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *tool = g_find_program_in_path ("pdftotext");

  if (tool == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      g_rmdir (dir);
      return;
    }
  for (guint f = 0; f < files->len; f++)
    {
      const char *file = g_ptr_array_index (files, f);
      g_autoptr(MusterArmy) army = load_army (file);
      g_autoptr(MusterPrintJob) job = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *pdf = g_build_filename (dir, "reference.pdf", NULL);
      g_autofree char *text = NULL;
      guint rules = 0;
      MusterPage page;

      muster_page_init (&page, muster_paper_lookup ("a4"), FALSE, 0);
      job = muster_print_job_new (G_OBJECT (army), ids, NULL, &page, &error);
      g_assert_no_error (error);
      g_assert_true (muster_print_job_to_pdf (job, pdf, "Reference", NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      text = pdf_text (pdf);
      g_unlink (pdf);

      assert_mentions (text, "Reference sheet", file);
      /* every unit type, and every special rule its units show */
      for (guint i = 0; i < muster_army_get_n_units (army); i++)
        {
          const MusterUnitType *type = muster_army_get_unit (army, i)->type;

          assert_mentions (text, muster_text_get (&type->name), file);
          for (guint t = 0; t < type->tags->len; t++)
            {
              const MusterTag *tag = g_ptr_array_index (type->tags, t);

              if (tag->hidden)
                continue;
              assert_mentions (text, muster_text_get (&tag->name), file);
              rules++;
            }
        }
      g_assert_cmpuint (rules, >, 0);
    }
  g_rmdir (dir);
}

/* A share code longer than the footer holds stays out of it: the roster of
 * an army with long notes prints without cutting a text. */
static void
test_roster_long_code (void)
{
  g_autofree char *path = muster_test_sample_army_path ("clouds-of-smoke/lens-1648.xml");
  g_autoptr(MusterArmy) army = load_army (path);
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autoptr(MusterSheet) sheet = NULL;
  g_autofree char *code = NULL;

  /* notes that do not compress: a code of thousands of characters */
  for (guint i = 0; notes->len < 6000; i++)
    g_string_append_printf (notes, "%08x ", g_str_hash (notes->str) ^ (i * 2654435761u));
  muster_army_set_notes (army, notes->str);
  code = muster_share_encode (army);
  g_assert_nonnull (code);
  g_assert_cmpuint (strlen (code), >, 4000);
  sheet = new_sheet ("roster", army, NULL, "a4");
  g_assert_cmpint (muster_sheet_get_n_pages (sheet), >=, 2);
  g_assert_false (muster_sheet_check_overflow (sheet));
}

int
main (int argc, char **argv)
{
  catalog = muster_test_init (&argc, &argv);

  g_test_add_func ("/print/sheets/no-overflow", test_no_overflow);
  g_test_add_func ("/print/sheets/unit-cards/pages", test_card_pages);
  g_test_add_func ("/print/sheets/unit-cards/too-large", test_card_too_large);
  g_test_add_func ("/print/sheets/unit-cards/size", test_card_size);
  g_test_add_func ("/print/sheets/reference/text", test_reference_text);
  g_test_add_func ("/print/sheets/roster/long-code", test_roster_long_code);

  {
    int status = g_test_run ();

    g_object_unref (catalog);
    return status;
  }
}
