/* test-sheets.c: every sheet of every sample army and two terrain setups,
 * in English and Russian on A4, Letter and A5, read back from the PDF with
 * poppler; card sizes and backs measured; a reference picture per sheet.
 *
 * The reference pictures live in tests/print/reference/. After a change
 * that is meant to alter a sheet's look, run this program once with
 * MUSTER_UPDATE_REFERENCE=1 to write them anew, LOOK at every picture, and
 * commit them with the change.
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <cairo.h>
#include <glib/gi18n-lib.h>

#include "muster-core.h"
#include "print-lang.h"
#include "muster-layout.h"
#include "muster-sheet.h"
#include "../muster-test.h"
#include "../pdf-check.h"

#define BAND_MM      4.0        /* nothing printed this close to the paper's edge */
#define BAND_DPI     50
#define MEASURE_DPI  300
#define SIZE_TOL_MM  0.3        /* a card's size */
#define BACK_TOL_MM  0.5        /* a back behind its face */
#define REF_DPI      50
#define REF_DELTA    64         /* a pixel differs when a channel moves more than this */
#define REF_SHARE    0.015      /* ... and a picture when more pixels than this differ */

/* A failed check: said in the log, and the test fails at its end, so that
 * one run lists every sheet that goes wrong. */
#define expect(cond, ...) G_STMT_START {                          \
    if (!(cond))                                                    \
      {                                                             \
        g_autofree char *expect_message_ = g_strdup_printf (__VA_ARGS__); \
        g_test_message ("FAILED: %s", expect_message_);             \
        g_test_fail_printf ("%s", expect_message_);                 \
      }                                                             \
  } G_STMT_END

static MusterCatalog *catalog;
static char *tmpdir;

typedef struct
{
  char *name;                   /* "ancient-medieval/english-agincourt-1415" */
  GObject *document;
} Doc;

static GPtrArray *docs;         /* of Doc* */

typedef struct
{
  Doc *doc;
  const char *sheet;
  const char *lang;
} Case;

static const char * const papers[] = { "a4", "letter", "a5" };

/* ---- language ---- */

/* ---- documents ---- */

static void
doc_free (Doc *doc)
{
  g_free (doc->name);
  g_object_unref (doc->document);
  g_free (doc);
}

static void
add_doc (const char *name, GObject *document)
{
  Doc *doc = g_new0 (Doc, 1);

  doc->name = g_strdup (name);
  doc->document = document;
  g_ptr_array_add (docs, doc);
}

/* Every data/systems/<id>/armies/<name>.xml, in order of their paths. */
static void
load_armies (void)
{
  g_autoptr(GPtrArray) paths = muster_test_sample_armies ();

  for (guint i = 0; i < paths->len; i++)
    {
      const char *rel = g_ptr_array_index (paths, i);
      g_auto(GStrv) parts = g_strsplit (rel, G_DIR_SEPARATOR_S, 2);
      g_autofree char *path = muster_test_sample_army_path (rel);
      g_autofree char *base = g_strndup (parts[1], strlen (parts[1]) - 4);
      g_autofree char *name = g_strdup_printf ("%s/%s", parts[0], base);
      g_autoptr(GError) error = NULL;
      MusterArmy *army = muster_army_load_file (catalog, path, &error);

      g_assert_no_error (error);
      add_doc (name, G_OBJECT (army));
    }
  /* the four systems ship sample armies: at least two each */
  g_assert_cmpuint (docs->len, >=, 8);
}

/* Every data/systems/<id>/scenarios/<name>.xml, as "scenario/<name>". */
static void
load_scenarios (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);
  guint before = docs->len;

  for (guint s = 0; s < systems->len; s++)
    {
      g_autofree char *folder = g_build_filename (muster_system_get_folder (g_ptr_array_index (systems, s)),
                                                  "scenarios", NULL);
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      const char *file;

      while (dir != NULL && (file = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (folder, file, NULL);
          g_autofree char *name = g_strdup_printf ("scenario/%.*s", (int) strlen (file) - 4, file);
          g_autoptr(GError) error = NULL;
          MusterScenario *scenario = muster_scenario_load_file (catalog, path, &error);

          g_assert_no_error (error);
          add_doc (name, G_OBJECT (scenario));
        }
    }
  g_assert_cmpuint (docs->len - before, >=, 4);
}

static Doc *
find_doc (const char *name)
{
  for (guint i = 0; i < docs->len; i++)
    {
      Doc *doc = g_ptr_array_index (docs, i);

      if (g_str_equal (doc->name, name))
        return doc;
    }
  g_error ("no document %s", name);
  return NULL;
}

/* ---- what each sheet must show ---- */

static void
add_text (GPtrArray *texts, const MusterText *text, const char *lang)
{
  const char *s = muster_text_get_lang (text, lang);

  if (s != NULL && *s != '\0')
    g_ptr_array_add (texts, g_strdup (s));
}

static void
add_unit_names (GPtrArray *texts, MusterArmy *army, const char *lang)
{
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    add_text (texts, &muster_army_get_unit (army, i)->type->name, lang);
}

/* The texts a sheet of @doc must carry in @lang, taken from the data. */
static GPtrArray *
expected_texts (Doc *doc, const char *sheet, const char *lang)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  if (MUSTER_IS_ARMY (doc->document))
    {
      MusterArmy *army = MUSTER_ARMY (doc->document);
      MusterSystem *system = muster_army_get_system (army);
      const MusterFaction *faction = muster_army_get_faction (army);

      if (g_str_equal (sheet, "roster"))
        {
          if (muster_army_get_name (army) != NULL)
            g_ptr_array_add (texts, g_strdup (muster_army_get_name (army)));
          add_text (texts, &faction->name, lang);
          add_unit_names (texts, army, lang);
        }
      else if (g_str_equal (sheet, "order-cards"))
        {
          GPtrArray *orders = muster_system_get_orders (system);

          for (guint i = 0; i < orders->len; i++)
            add_text (texts, &((const MusterOrder *) g_ptr_array_index (orders, i))->name, lang);
          /* a set for every unit, named after it */
          add_unit_names (texts, army, lang);
        }
      else if (g_str_equal (sheet, "ambush-markers"))
        {
          const MusterAmbushMarker *marker = muster_system_get_ambush_marker (system);

          add_text (texts, &marker->name, lang);
          add_text (texts, &marker->decoy, lang);
          add_unit_names (texts, army, lang);
        }
      else if (g_str_equal (sheet, "action-board"))
        {
          for (guint i = 0; i < faction->actions->len; i++)
            add_text (texts, &g_array_index (faction->actions, MusterBoardEntry, i).name, lang);
          for (guint i = 0; faction->tactics != NULL && i < faction->tactics->len; i++)
            add_text (texts, &g_array_index (faction->tactics, MusterBoardEntry, i).name, lang);
        }
      else if (g_str_equal (sheet, "unit-cards"))
        add_unit_names (texts, army, lang);
      else if (g_str_equal (sheet, "reference"))
        add_text (texts, muster_system_get_name (system), lang);
      else
        /* a sheet this program does not know yet: the faction, at least */
        add_text (texts, &faction->name, lang);
    }
  else if (MUSTER_IS_SCENARIO (doc->document))
    {
      MusterScenario *scenario = MUSTER_SCENARIO (doc->document);

      add_text (texts, muster_system_get_name (muster_scenario_get_system (scenario)), lang);
      if (g_str_equal (sheet, "scenario"))
        {
          /* its name, its sides, its victory conditions and rules */
          add_text (texts, muster_scenario_get_name (scenario), lang);
          for (guint i = 0; i < muster_scenario_get_n_sides (scenario); i++)
            add_text (texts, &muster_scenario_get_side (scenario, i)->name, lang);
          add_text (texts, muster_scenario_get_victory (scenario), lang);
          add_text (texts, muster_scenario_get_rules (scenario), lang);
        }
    }
  else
    {
      MusterTerrain *terrain = MUSTER_TERRAIN (doc->document);

      add_text (texts, muster_system_get_name (muster_terrain_get_system (terrain)), lang);
      if (g_str_equal (sheet, "terrain"))
        {
          /* the title is gettext's, the pieces are the data's */
          g_ptr_array_add (texts, g_strdup (g_str_equal (lang, "ru") ? "Местность" : "Terrain"));
          for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
            {
              const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);

              if (p->piece != NULL)
                add_text (texts, &p->piece->name, lang);
            }
        }
    }
  return texts;
}

/* ---- one sheet of one document ---- */

static MusterSheet *
make_sheet (Doc *doc, const char *id, const MusterSheetOptions *options, const MusterPage *page)
{
  g_autoptr(GError) error = NULL;
  MusterSheet *sheet = muster_sheet_new (id, doc->document, options, page, &error);

  g_assert_no_error (error);
  g_assert_nonnull (sheet);
  return sheet;
}

static char *
write_pdf (Doc *doc, const char *id, const MusterSheetOptions *options, const MusterPage *page,
           const char *name)
{
  const char *ids[] = { id, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterPrintJob) job = muster_print_job_new (doc->document, ids, options, page, &error);
  char *path = g_build_filename (tmpdir, name, NULL);

  g_assert_no_error (error);
  g_assert_nonnull (job);
  g_assert_true (muster_print_job_to_pdf (job, path, doc->name, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return path;
}

/* One paper of a case: the sheet laid out, its overflow, its PDF written
 * and poppler started on it. */
typedef struct
{
  const MusterPaper *paper;
  char *what;
  int n_pages;
  PdfInspection *pdf;
} Printed;

static Printed *
print_paper (Case *c, const char *paper_id)
{
  Printed *p = g_new0 (Printed, 1);
  g_autofree char *file = g_strdup_printf ("%s-%s-%s.pdf", c->sheet, c->lang, paper_id);
  g_autofree char *path = NULL;
  g_autoptr(MusterSheet) sheet = NULL;
  MusterPage page;

  p->paper = muster_paper_lookup (paper_id);
  g_assert_nonnull (p->paper);
  p->what = g_strdup_printf ("%s, %s, %s, %s", c->doc->name, c->sheet, c->lang, paper_id);
  muster_page_init (&page, p->paper, FALSE, 0);
  sheet = make_sheet (c->doc, c->sheet, NULL, &page);
  p->n_pages = muster_sheet_get_n_pages (sheet);
  g_assert_cmpint (p->n_pages, >=, 1);
  expect (!muster_sheet_check_overflow (sheet), "%s: some text does not fit its box", p->what);
  path = write_pdf (c->doc, c->sheet, NULL, &page, file);
  p->pdf = pdf_inspect_start (path, BAND_DPI);
  return p;
}

/* What poppler found in it: the paper and the page count, the expected
 * texts, embedded fonts, nothing inked near the paper's edge. */
static void
check_printed (Case *c, Printed *p)
{
  const MusterPaper *paper = p->paper;
  const char *what = p->what;
  PdfInspection *pdf = p->pdf;
  g_autoptr(GPtrArray) expected = NULL;
  g_autofree char *all = NULL;
  int n = p->n_pages;

  pdf_inspect_finish (pdf);
  g_unlink (pdf->path);

  g_assert_cmpint (pdf->n_pages, ==, n);
  for (int i = 0; i < n; i++)
    expect (fabs (g_array_index (pdf->widths, double, i) - paper->width) < 0.5
            && fabs (g_array_index (pdf->heights, double, i) - paper->height) < 0.5,
            "%s: page %d is %.1f x %.1f pt, not %.1f x %.1f", what, i + 1, g_array_index (pdf->widths, double, i),
            g_array_index (pdf->heights, double, i), paper->width, paper->height);

  g_assert_cmpuint (pdf->texts->len, ==, (guint) n);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *squeezed = pdf_squeeze (g_ptr_array_index (pdf->texts, i));

      expect (*squeezed != '\0', "%s: page %d has no text", what, i + 1);
    }
  g_ptr_array_add (pdf->texts, NULL);
  all = g_strjoinv ("\n", (char **) pdf->texts->pdata);
  g_ptr_array_remove_index (pdf->texts, pdf->texts->len - 1);
  expected = expected_texts (c->doc, c->sheet, c->lang);
  g_assert_cmpuint (expected->len, >, 0);
  for (guint i = 0; i < expected->len; i++)
    expect (pdf_text_has (all, g_ptr_array_index (expected, i)), "%s: “%s” is not in the PDF", what,
            (const char *) g_ptr_array_index (expected, i));

  /* the shipped order cards carry their whole text, in either language:
   * none is cut and sent on to the reference sheet */
  if (g_str_equal (c->sheet, "order-cards"))
    expect (!pdf_text_has (all, _("Full text: reference sheet")), "%s: a card's text is cut", what);

  expect (*pdf->not_embedded == '\0', "%s: fonts not embedded:\n%s", what, pdf->not_embedded);

  g_assert_cmpuint (pdf->images->len, ==, (guint) n);
  for (int i = 0; i < n; i++)
    {
      PdfImage *image = g_ptr_array_index (pdf->images, i);
      guint inked = pdf_inked_in_band (image, BAND_DPI, BAND_MM);

      g_assert_cmpint (abs (image->width - (int) round (paper->width / 72 * BAND_DPI)), <=, 1);
      g_assert_cmpint (abs (image->height - (int) round (paper->height / 72 * BAND_DPI)), <=, 1);
      expect (inked == 0, "%s: page %d has %u inked pixels within %.0f mm of the edge", what, i + 1, inked,
              BAND_MM);
    }
}

static void
printed_free (Printed *p)
{
  pdf_inspection_free (p->pdf);
  g_free (p->what);
  g_free (p);
}

static void
test_sheet (gconstpointer data)
{
  Case *c = (Case *) data;
  Printed *printed[G_N_ELEMENTS (papers)];

  set_language (c->lang);
  g_assert_true (muster_sheet_applies (c->sheet, c->doc->document));
  /* poppler reads one paper's PDF while the next is written */
  for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
    printed[p] = print_paper (c, papers[p]);
  for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
    {
      check_printed (c, printed[p]);
      printed_free (printed[p]);
    }
  set_language ("en");
}

/* The Russian texts the Russian pages are checked for are really Russian:
 * the data has them, so the check above is not English twice. */
static void
test_russian_data (void)
{
  for (guint i = 0; i < docs->len; i++)
    {
      Doc *doc = g_ptr_array_index (docs, i);

      if (MUSTER_IS_ARMY (doc->document))
        {
          const MusterFaction *faction = muster_army_get_faction (MUSTER_ARMY (doc->document));

          g_assert_nonnull (faction->name.ru);
          g_assert_cmpstr (faction->name.ru, !=, faction->name.en);
        }
    }
}

/* Which sheets apply to which documents: at least the ones the data asks
 * for (armies of a system with orders get order cards and ambush markers,
 * factions with actions an action board, terrain setups the terrain sheet)
 * and every document at least one. */
static void
test_applies (void)
{
  const char * const *ids = muster_sheet_list_ids ();

  g_assert_nonnull (ids);
  for (guint i = 0; i < docs->len; i++)
    {
      Doc *doc = g_ptr_array_index (docs, i);
      guint n = 0;

      for (guint k = 0; ids[k] != NULL; k++)
        {
          g_assert_nonnull (muster_sheet_get_title (ids[k]));
          n += muster_sheet_applies (ids[k], doc->document);
        }
      g_assert_cmpuint (n, >=, 1);
      if (MUSTER_IS_ARMY (doc->document))
        {
          MusterArmy *army = MUSTER_ARMY (doc->document);
          MusterSystem *system = muster_army_get_system (army);
          const MusterFaction *faction = muster_army_get_faction (army);

          g_assert_true (muster_sheet_applies ("roster", doc->document));
          g_assert_false (muster_sheet_applies ("terrain", doc->document));
          g_assert_true (muster_sheet_applies ("order-cards", doc->document)
                         == (muster_system_get_orders (system)->len > 0));
          g_assert_true (muster_sheet_applies ("ambush-markers", doc->document)
                         == (muster_system_get_ambush_marker (system) != NULL));
          g_assert_true (muster_sheet_applies ("action-board", doc->document)
                         == (faction->actions != NULL && faction->actions->len > 0));
          if (g_str_has_prefix (doc->name, "ancient-medieval/"))
            {
              g_assert_true (muster_sheet_applies ("order-cards", doc->document));
              g_assert_true (muster_sheet_applies ("ambush-markers", doc->document));
            }
          if (g_str_has_prefix (doc->name, "clouds-of-smoke/"))
            g_assert_true (muster_sheet_applies ("action-board", doc->document));
        }
      else if (MUSTER_IS_SCENARIO (doc->document))
        {
          g_assert_true (muster_sheet_applies ("scenario", doc->document));
          /* at 1:1 where the table is measured in a length, not in cells */
          g_assert_true (muster_sheet_applies ("table-map", doc->document)
                         == !g_str_equal (doc->name, "scenario/walled-crossing"));
          g_assert_false (muster_sheet_applies ("terrain", doc->document));
          g_assert_false (muster_sheet_applies ("roster", doc->document));
        }
      else
        {
          g_assert_true (muster_sheet_applies ("terrain", doc->document));
          g_assert_false (muster_sheet_applies ("scenario", doc->document));
          g_assert_false (muster_sheet_applies ("roster", doc->document));
        }
    }
  g_assert_false (muster_sheet_applies ("no-such-sheet", find_doc ("terrain/sectors")->document));
  g_assert_null (muster_sheet_get_title ("no-such-sheet"));
}

/* ---- card geometry, measured on the page ---- */

typedef struct
{
  double pos;                   /* the line's centre across it, pixels */
  double lo;                    /* its extent along it */
  double hi;
  int first;                    /* rows (or columns) it was found in */
  int last;
} Line;

typedef struct
{
  double x0;
  double y0;
  double x1;
  double y1;
} Rect;

/* The card outline's grey, 0x9a978c, where the line covers a pixel whole
 * (0.4 pt is 1.7 pixels at 300 dpi: at least one pixel across it is). */
static gboolean
outline_px (const guint8 *p)
{
  return abs (p[0] - 0x9a) <= 6 && abs (p[1] - 0x97) <= 6 && abs (p[2] - 0x8c) <= 6;
}

static const guint8 *
px_at (const PdfImage *image, gboolean vertical, int along, int across)
{
  return vertical ? pdf_pixel (image, across, along) : pdf_pixel (image, along, across);
}

/* Lines of the outline's grey at least @min_len pixels long, horizontal or
 * vertical: runs in one row (small breaks bridged), merged with the runs
 * of the neighbouring rows that overlap them. */
static GArray *
find_lines (const PdfImage *image, gboolean vertical, int min_len)
{
  int n_across = vertical ? image->width : image->height;
  int n_along = vertical ? image->height : image->width;
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GArray) sums = g_array_new (FALSE, TRUE, sizeof (double));

  for (int across = 0; across < n_across; across++)
    {
      int along = 0;

      while (along < n_along)
        {
          int start, end, gap = 0;

          while (along < n_along && !outline_px (px_at (image, vertical, along, across)))
            along++;
          if (along >= n_along)
            break;
          start = end = along;
          while (along < n_along && gap <= 2)
            {
              if (outline_px (px_at (image, vertical, along, across)))
                {
                  end = along;
                  gap = 0;
                }
              else
                gap++;
              along++;
            }
          along = end + 1;
          if (end - start + 1 < min_len)
            continue;

          /* the same line as a run in the row before? */
          {
            gboolean merged = FALSE;

            for (guint i = 0; i < lines->len; i++)
              {
                Line *l = &g_array_index (lines, Line, i);
                double overlap = MIN (l->hi, end + 1) - MAX (l->lo, start);

                if (l->last == across - 1 && overlap > 0.5 * MIN (l->hi - l->lo, end + 1 - start))
                  {
                    g_array_index (sums, double, i) += across + 0.5;
                    l->last = across;
                    l->lo = MIN (l->lo, start);
                    l->hi = MAX (l->hi, end + 1);
                    merged = TRUE;
                    break;
                  }
              }
            if (!merged)
              {
                Line l = { 0, start, end + 1, across, across };
                double s = across + 0.5;

                g_array_append_val (lines, l);
                g_array_append_val (sums, s);
              }
          }
        }
    }
  for (guint i = 0; i < lines->len; i++)
    {
      Line *l = &g_array_index (lines, Line, i);

      l->pos = g_array_index (sums, double, i) / (l->last - l->first + 1);
    }
  return lines;
}

static gboolean
covers (const Line *l, double a, double b, double tol)
{
  return l->lo <= a + tol && l->hi >= b - tol;
}

/* The card outlines on a page: rectangles closed on all four sides by
 * outline lines that no other outline line crosses (two cards side by
 * side share an edge: their union is crossed), and not inside another such
 * rectangle (a frame drawn inside a card whose grey happens to match). */
static GArray *
find_cards (const PdfImage *image, double min_mm)
{
  double px_per_mm = MEASURE_DPI / 25.4;
  int min_len = (int) (min_mm * px_per_mm * 0.9);
  g_autoptr(GArray) h = find_lines (image, FALSE, min_len);
  g_autoptr(GArray) v = find_lines (image, TRUE, min_len);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Rect));
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (Rect));
  double tol = 0.5 * px_per_mm;

  for (guint t = 0; t < h->len; t++)
    for (guint b = 0; b < h->len; b++)
      {
        const Line *top = &g_array_index (h, Line, t), *bottom = &g_array_index (h, Line, b);

        if (bottom->pos - top->pos < min_len)
          continue;
        for (guint l = 0; l < v->len; l++)
          for (guint r = 0; r < v->len; r++)
            {
              const Line *left = &g_array_index (v, Line, l), *right = &g_array_index (v, Line, r);
              gboolean split = FALSE;

              if (right->pos - left->pos < min_len)
                continue;
              if (!covers (top, left->pos, right->pos, tol) || !covers (bottom, left->pos, right->pos, tol)
                  || !covers (left, top->pos, bottom->pos, tol) || !covers (right, top->pos, bottom->pos, tol))
                continue;
              for (guint m = 0; m < h->len && !split; m++)
                {
                  const Line *mid = &g_array_index (h, Line, m);

                  split = mid->pos > top->pos + tol && mid->pos < bottom->pos - tol
                          && covers (mid, left->pos, right->pos, tol);
                }
              for (guint m = 0; m < v->len && !split; m++)
                {
                  const Line *mid = &g_array_index (v, Line, m);

                  split = mid->pos > left->pos + tol && mid->pos < right->pos - tol
                          && covers (mid, top->pos, bottom->pos, tol);
                }
              if (!split)
                {
                  Rect rect = { left->pos, top->pos, right->pos, bottom->pos };

                  g_array_append_val (found, rect);
                }
            }
      }
  for (guint i = 0; i < found->len; i++)
    {
      const Rect *a = &g_array_index (found, Rect, i);
      gboolean inside = FALSE;

      for (guint k = 0; k < found->len && !inside; k++)
        {
          const Rect *b = &g_array_index (found, Rect, k);

          inside = k != i && b->x0 <= a->x0 + 1 && b->y0 <= a->y0 + 1 && b->x1 >= a->x1 - 1
                   && b->y1 >= a->y1 - 1 && (b->x1 - b->x0) * (b->y1 - b->y0) > (a->x1 - a->x0) * (a->y1 - a->y0);
        }
      if (!inside)
        g_array_append_val (cards, *a);
    }
  return cards;
}

static double
px_to_mm (double px)
{
  return px * 25.4 / MEASURE_DPI;
}

/* Black, grey-neutral pixels: the cut marks (and text, inside cards). */
static gboolean
black_px (const guint8 *p)
{
  return p[0] < 90 && p[1] < 90 && p[2] < 90 && MAX (p[0], MAX (p[1], p[2])) - MIN (p[0], MIN (p[1], p[2])) < 20;
}

/* The cut marks: on the line of every card edge, a black mark beyond the
 * cards on both sides, that does not touch them (a gap of at least 0.3 mm
 * before it) and stays out of the 4 mm band at the paper's edge. */
static void
check_cut_marks (const PdfImage *image, GArray *cards, const char *what)
{
  double px_per_mm = MEASURE_DPI / 25.4;
  double left = G_MAXDOUBLE, top = G_MAXDOUBLE, right = 0, bottom = 0;
  g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ys = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < cards->len; i++)
    {
      const Rect *r = &g_array_index (cards, Rect, i);

      left = MIN (left, r->x0);
      top = MIN (top, r->y0);
      right = MAX (right, r->x1);
      bottom = MAX (bottom, r->y1);
      g_array_append_val (xs, r->x0);
      g_array_append_val (xs, r->x1);
      g_array_append_val (ys, r->y0);
      g_array_append_val (ys, r->y1);
    }

  for (int side = 0; side < 2; side++)
    {
      GArray *at = side == 0 ? xs : ys;

      for (guint i = 0; i < at->len; i++)
        {
          int line = (int) floor (g_array_index (at, double, i));
          int from[2], to[2];
          gboolean mark[2] = { FALSE, FALSE };
          gboolean touches[2] = { FALSE, FALSE };

          /* before the cards and after them along the cutting line */
          if (side == 0)
            {
              from[0] = (int) (top - 0.3 * px_per_mm);
              to[0] = (int) (top - 10 * px_per_mm);
              from[1] = (int) (bottom + 0.3 * px_per_mm);
              to[1] = (int) (bottom + 10 * px_per_mm);
            }
          else
            {
              from[0] = (int) (left - 0.3 * px_per_mm);
              to[0] = (int) (left - 10 * px_per_mm);
              from[1] = (int) (right + 0.3 * px_per_mm);
              to[1] = (int) (right + 10 * px_per_mm);
            }
          for (int end = 0; end < 2; end++)
            {
              int step = to[end] > from[end] ? 1 : -1;
              double card_edge = end == 0 ? (side == 0 ? top : left) : (side == 0 ? bottom : right);

              for (int k = from[end]; k != to[end]; k += step)
                for (int d = -2; d <= 2; d++)
                  {
                    int x = side == 0 ? line + d : k, y = side == 0 ? k : line + d;

                    if (x < 0 || y < 0 || x >= image->width || y >= image->height)
                      continue;
                    if (black_px (pdf_pixel (image, x, y)))
                      mark[end] = TRUE;
                  }
              /* nothing black between the card's edge and 0.3 mm beyond it */
              for (int k = (int) card_edge + step * 3; k != from[end]; k += step)
                {
                  int x = side == 0 ? line : k, y = side == 0 ? k : line;

                  if (x >= 0 && y >= 0 && x < image->width && y < image->height
                      && black_px (pdf_pixel (image, x, y)))
                    touches[end] = TRUE;
                }
            }
          expect (mark[0] && mark[1], "%s: no cut mark on the line at %.1f mm (%s)", what,
                  px_to_mm (g_array_index (at, double, i)), side == 0 ? "vertical" : "horizontal");
          expect (!touches[0] && !touches[1], "%s: a cut mark touches the cards at %.1f mm", what,
                  px_to_mm (g_array_index (at, double, i)));
        }
    }
}

typedef enum
{
  FLIP_NONE,
  FLIP_X,                       /* left and right swap */
  FLIP_Y,                       /* top and bottom swap */
} Flip;

/* How a back page lies behind its face page: turned over its long edge a
 * portrait sheet swaps left and right, over its short edge top and bottom;
 * the other way round in landscape. */
static Flip
expected_flip (MusterBacks backs, gboolean landscape)
{
  return (backs == MUSTER_BACKS_LONG_EDGE) != landscape ? FLIP_X : FLIP_Y;
}

/* The worst distance, in mm, from a face to the nearest back turned over
 * by @flip (G_MAXDOUBLE when there is no back). */
static double
back_offset (GArray *faces, GArray *backs, Flip flip, double page_w_px, double page_h_px)
{
  double worst = 0;

  for (guint i = 0; i < faces->len; i++)
    {
      const Rect *f = &g_array_index (faces, Rect, i);
      double best = G_MAXDOUBLE;

      for (guint k = 0; k < backs->len; k++)
        {
          Rect b = g_array_index (backs, Rect, k);
          double off;

          if (flip == FLIP_X)
            {
              double x0 = page_w_px - b.x1, x1 = page_w_px - b.x0;

              b.x0 = x0;
              b.x1 = x1;
            }
          else if (flip == FLIP_Y)
            {
              double y0 = page_h_px - b.y1, y1 = page_h_px - b.y0;

              b.y0 = y0;
              b.y1 = y1;
            }
          off = MAX (MAX (fabs (b.x0 - f->x0), fabs (b.x1 - f->x1)), MAX (fabs (b.y0 - f->y0), fabs (b.y1 - f->y1)));
          best = MIN (best, px_to_mm (off));
        }
      worst = MAX (worst, best);
    }
  return worst;
}

typedef struct
{
  const char *name;
  const char *sheet;
  const char *doc;              /* a document, or NULL: an army of n_types unit types */
  guint n_types;
  int sets;
  int decoys;
  MusterCardSize card;
  const char *paper;
  gboolean landscape;
  MusterBacks backs;
  gboolean asymmetric;          /* the first page's cards tell every flip apart */
  double width_mm;
  double height_mm;
} CardCase;

/* A full page of cards centred on the paper looks the same turned any way;
 * the others leave a partial row or column, so that a back turned the
 * wrong way, or not at all, lands somewhere else. */
static const CardCase card_cases[] = {
  { "order-cards/a4-full-long", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 0, 2,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, FALSE, 80, 20 },
  { "order-cards/a4-landscape-long", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 1, 2,
    MUSTER_CARD_POKER, "a4", TRUE, MUSTER_BACKS_LONG_EDGE, TRUE, 80, 20 },
  { "order-cards/a4-landscape-short", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 1, 2,
    MUSTER_CARD_POKER, "a4", TRUE, MUSTER_BACKS_SHORT_EDGE, TRUE, 80, 20 },
  { "order-cards/letter-short", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 1, 2,
    MUSTER_CARD_POKER, "letter", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 80, 20 },
  { "ambush-markers/a4-long", "ambush-markers", "ancient-medieval/english-agincourt-1415", 0, 0, 1,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, TRUE, 80, 20 },
  { "ambush-markers/a4-short", "ambush-markers", "ancient-medieval/english-agincourt-1415", 0, 0, 1,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 80, 20 },
  { "unit-cards/poker-a4-long", "unit-cards", NULL, 5, 0, 2,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, TRUE, 63, 88 },
  { "unit-cards/poker-a4-short", "unit-cards", NULL, 5, 0, 2,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 63, 88 },
  { "unit-cards/poker-letter-landscape-long", "unit-cards", NULL, 5, 0, 2,
    MUSTER_CARD_POKER, "letter", TRUE, MUSTER_BACKS_LONG_EDGE, TRUE, 63, 88 },
  { "unit-cards/large-a4-long", "unit-cards", NULL, 3, 0, 2,
    MUSTER_CARD_LARGE, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, TRUE, 70, 120 },
  { "unit-cards/large-a4-short", "unit-cards", NULL, 3, 0, 2,
    MUSTER_CARD_LARGE, "a4", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 70, 120 },
};

/* A Clouds of Smoke army of the first @n unit types of its first faction. */
static MusterArmy *
army_of_types (guint n)
{
  MusterSystem *system = muster_test_system (catalog, "clouds-of-smoke");
  const MusterFaction *faction = muster_system_lookup_faction (system, "france-military-revolution");
  MusterArmy *army;

  g_assert_nonnull (faction);
  g_assert_cmpuint (faction->units->len, >=, n);
  army = muster_army_new (system, faction, 400);
  for (guint i = 0; i < n; i++)
    muster_test_add_unit (army, ((const MusterUnitType *) g_ptr_array_index (faction->units, i))->id, 1);
  return army;
}

/* The measured sizes and back offsets, for the report. */
static double worst_size_mm;
static double worst_back_mm;

static void
test_card_geometry (gconstpointer data)
{
  const CardCase *cc = data;
  const MusterPaper *paper = muster_paper_lookup (cc->paper);
  g_autofree char *what = g_strdup_printf ("%s (%.0f x %.0f mm)", cc->name, cc->width_mm, cc->height_mm);
  g_autofree char *file = g_strdup_printf ("cards-%s.pdf", cc->sheet);
  g_autoptr(MusterArmy) generated = NULL;
  g_autoptr(MusterSheet) sheet = NULL;
  g_autoptr(PdfImage) face = NULL;
  g_autoptr(PdfImage) back = NULL;
  g_autoptr(GArray) faces = NULL;
  g_autoptr(GArray) backs = NULL;
  g_autofree char *path = NULL;
  MusterSheetOptions options;
  MusterPage page;
  Doc generated_doc = { (char *) "generated", NULL };
  Doc *doc;
  Flip flip = expected_flip (cc->backs, cc->landscape);
  double page_w_px, page_h_px, size_max = 0, offset;

  set_language ("en");
  if (cc->doc != NULL)
    doc = find_doc (cc->doc);
  else
    {
      generated = army_of_types (cc->n_types);
      generated_doc.document = G_OBJECT (generated);
      doc = &generated_doc;
    }
  muster_sheet_options_init (&options);
  options.backs = cc->backs;
  options.card = cc->card;
  options.sets = cc->sets;
  options.decoys = cc->decoys;
  muster_page_init (&page, paper, cc->landscape, 0);
  sheet = make_sheet (doc, cc->sheet, &options, &page);
  g_assert_cmpint (muster_sheet_get_n_pages (sheet), >=, 2);
  g_assert_cmpint (muster_sheet_get_n_pages (sheet) % 2, ==, 0);
  path = write_pdf (doc, cc->sheet, &options, &page, file);
  g_assert_cmpint (pdf_n_pages (path), ==, muster_sheet_get_n_pages (sheet));

  face = pdf_render (path, 1, MEASURE_DPI, FALSE);
  back = pdf_render (path, 2, MEASURE_DPI, FALSE);
  faces = find_cards (face, MIN (cc->width_mm, cc->height_mm));
  backs = find_cards (back, MIN (cc->width_mm, cc->height_mm));
  page_w_px = page.width / 72 * MEASURE_DPI;
  page_h_px = page.height / 72 * MEASURE_DPI;

  g_test_message ("%s: %u faces, %u backs", what, faces->len, backs->len);
  expect (faces->len >= 1, "%s: no card outline found on the face page", what);
  expect (backs->len == faces->len, "%s: %u faces but %u backs", what, faces->len, backs->len);

  /* every card, face and back, of the card's size */
  for (int side = 0; side < 2; side++)
    {
      GArray *found = side == 0 ? faces : backs;

      for (guint i = 0; i < found->len; i++)
        {
          const Rect *r = &g_array_index (found, Rect, i);
          double w = px_to_mm (r->x1 - r->x0), h = px_to_mm (r->y1 - r->y0);

          size_max = MAX (size_max, MAX (fabs (w - cc->width_mm), fabs (h - cc->height_mm)));
          expect (fabs (w - cc->width_mm) <= SIZE_TOL_MM && fabs (h - cc->height_mm) <= SIZE_TOL_MM,
                  "%s: a card %s measures %.2f x %.2f mm", what, side == 0 ? "face" : "back", w, h);
        }
    }

  /* every back behind its face, the paper turned as the option says ... */
  offset = back_offset (faces, backs, flip, page_w_px, page_h_px);
  expect (offset <= BACK_TOL_MM, "%s: a back lies %.2f mm from its face", what, offset);
  /* ... and not when it is turned another way: the check can fail */
  if (cc->asymmetric)
    for (Flip other = FLIP_NONE; other <= FLIP_Y; other++)
      if (other != flip)
        {
          double wrong = back_offset (faces, backs, other, page_w_px, page_h_px);

          expect (wrong > 2 * BACK_TOL_MM, "%s: the backs would lie behind the faces turned %s too (%.2f mm): "
                  "the page does not tell the flips apart", what,
                  other == FLIP_NONE ? "not at all" : other == FLIP_X ? "left to right" : "top to bottom", wrong);
        }

  check_cut_marks (face, faces, what);
  check_cut_marks (back, backs, what);
  g_test_message ("%s: sizes within %.3f mm, backs within %.3f mm", what, size_max, offset);
  worst_size_mm = MAX (worst_size_mm, size_max);
  worst_back_mm = MAX (worst_back_mm, offset);
  g_test_message ("so far: card sizes within %.3f mm, backs within %.3f mm", worst_size_mm, worst_back_mm);
  muster_sheet_options_clear (&options);
  g_unlink (path);
}

/* A card larger than the page's content area is refused with a sentence
 * that names the card and the room there is. */
static void
test_card_grid_too_small (void)
{
  g_autoptr(GError) error = NULL;
  MusterPaper tiny = { "tiny", MUSTER_MM (60), MUSTER_MM (80) };
  MusterPrintCtx ctx;
  MusterCardGrid grid;
  MusterPage page;

  muster_page_init (&page, &tiny, FALSE, 0);
  muster_print_ctx_init (&ctx, &page, MUSTER_MM (5));
  g_assert_false (muster_card_grid_init (&grid, &ctx, 70, 120, 0, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "70 × 120 mm"));
  g_assert_nonnull (strstr (error->message, "does not fit"));
  g_clear_error (&error);

  /* one way too wide is enough */
  g_assert_false (muster_card_grid_init (&grid, &ctx, 80, 20, 0, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "80 × 20 mm"));
  g_clear_error (&error);

  /* a card that fits makes a grid of one or more */
  g_assert_true (muster_card_grid_init (&grid, &ctx, 30, 20, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (muster_card_grid_per_page (&grid), >=, 1);
  muster_print_ctx_clear (&ctx);

  /* and a sheet of cards on such a page says so instead of printing */
  {
    MusterSheetOptions options;
    Doc *doc = find_doc ("ancient-medieval/english-agincourt-1415");

    muster_sheet_options_init (&options);
    g_assert_null (muster_sheet_new ("order-cards", doc->document, &options, &page, &error));
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "80 × 20 mm"));
    muster_sheet_options_clear (&options);
  }
}

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

/* ---- set-up ---- */

static void
add_cases (void)
{
  static const char * const langs[] = { "en", "ru" };
  const char * const *ids = muster_sheet_list_ids ();
  g_autoptr(GPtrArray) booklet_lists = g_ptr_array_new ();
  g_autoptr(GPtrArray) booklet_docs = g_ptr_array_new ();

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint i = 0; i < docs->len; i++)
      {
        Doc *doc = g_ptr_array_index (docs, i);

        for (guint k = 0; ids[k] != NULL; k++)
          if (muster_sheet_applies (ids[k], doc->document))
            {
              /* an army's booklet is its list's: once per list
               * (test-booklet.c prints every list) */
              if (g_str_equal (ids[k], "booklet") && MUSTER_IS_ARMY (doc->document) && l == 0)
                {
                  const MusterFaction *faction = muster_army_get_faction (MUSTER_ARMY (doc->document));

                  if (g_ptr_array_find (booklet_lists, faction, NULL))
                    continue;
                  g_ptr_array_add (booklet_lists, (gpointer) faction);
                  g_ptr_array_add (booklet_docs, doc);
                }
              else if (g_str_equal (ids[k], "booklet") && MUSTER_IS_ARMY (doc->document)
                       && !g_ptr_array_find (booklet_docs, doc, NULL))
                continue;

              Case *c = g_new0 (Case, 1);
              g_autofree char *path = g_strdup_printf ("/sheets/%s/%s/%s", langs[l], doc->name, ids[k]);

              c->doc = doc;
              c->sheet = ids[k];
              c->lang = langs[l];
              g_test_add_data_func_full (path, c, test_sheet, g_free);
            }
      }
  for (guint i = 0; i < G_N_ELEMENTS (card_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sheets/cards/%s", card_cases[i].name);

      g_test_add_data_func (path, &card_cases[i], test_card_geometry);
    }
  for (guint k = 0; ids[k] != NULL; k++)
    {
      g_autofree char *path = g_strdup_printf ("/sheets/reference/%s", ids[k]);

      g_test_add_data_func (path, ids[k], test_reference);
    }
}

int
main (int argc, char **argv)
{
  MusterSystem *ancient, *smoke;
  int status;

  /* the roster prints this date, so that its page matches the reference */
  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  /* one run reports every sheet that fails, not only the first */
  {
    char **args = g_new0 (char *, argc + 2);

    memcpy (args, argv, argc * sizeof (char *));
    args[argc++] = (char *) "--keep-going";
    argv = args;
  }
  catalog = muster_test_init (&argc, &argv);

  bind_build_messages ();

  tmpdir = muster_test_tmpdir ();
  docs = g_ptr_array_new_with_free_func ((GDestroyNotify) doc_free);
  load_armies ();
  ancient = muster_test_system (catalog, "ancient-medieval");
  smoke = muster_test_system (catalog, "clouds-of-smoke");
  add_doc ("terrain/sectors", G_OBJECT (muster_test_terrain (ancient, MUSTER_TERRAIN_SECTORS, 7, 6)));
  add_doc ("terrain/quarters", G_OBJECT (muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, 7, 0)));
  load_scenarios ();

  g_test_add_func ("/sheets/applies", test_applies);
  g_test_add_func ("/sheets/russian-data", test_russian_data);
  g_test_add_func ("/sheets/cards/too-small", test_card_grid_too_small);
  add_cases ();
  status = g_test_run ();

  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  g_ptr_array_unref (docs);
  g_object_unref (catalog);
  return status;
}
