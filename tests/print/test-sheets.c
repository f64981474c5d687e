/* test-sheets.c: every sheet of every sample army, two terrain setups and every
 * scenario, in English and Russian on A4, Letter and A5, read back from the
 * PDF with poppler: its pages, no text cut, and the texts it must show.
 */
#include "sheets-test.h"

#define BAND_MM      4.0        /* nothing printed this close to the paper's edge */
#define BAND_DPI     50

typedef struct
{
  Doc *doc;
  const char *sheet;
  const char *lang;
} Case;

static const char * const papers[] = { "a4", "letter", "a5" };

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
              g_autofree char *path = g_strdup_printf ("/print/sheets/%s/%s/%s", langs[l], doc->name, ids[k]);

              c->doc = doc;
              c->sheet = ids[k];
              c->lang = langs[l];
              g_test_add_data_func_full (path, c, test_sheet, g_free);
            }
      }
}

int
main (int argc, char **argv)
{
  sheets_test_init (&argc, &argv);
  g_test_add_func ("/print/sheets/applies", test_applies);
  g_test_add_func ("/print/sheets/russian-data", test_russian_data);
  add_cases ();
  return sheets_test_run ();
}
