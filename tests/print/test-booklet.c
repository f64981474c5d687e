/* test-booklet.c: the booklet of a published army list, read back from its
 * PDF with poppler: the title page with the version, date, author,
 * licence, period and system; contents whose page numbers point at the
 * pages that carry what they name; one card per unit, measured; a glossary of
 * exactly the special rules the units use; the limits in words or as
 * expressions; the changes newest first; the same in Russian; and no text
 * cut in any shipped list on A4, Letter or A5 in either language.
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "muster-core.h"
#include "muster-print-page.h"
#include "muster-published-list.h"
#include "muster-sheet.h"
#include "../muster-test.h"
#include "../pdf-check.h"
#include "print-lang.h"

static MusterCatalog *catalog;
static char *tmpdir;

/* A list of Clouds of Smoke with all that a booklet shows: two books, a
 * changelog, a limit in words and two as expressions, four special rules
 * (infantry twice) and units of a tag each. */
static const char list_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<faction xmlns=\"https://muster.github.io/ns/system/1\" id=\"booklet-test\" system=\"clouds-of-smoke\">\n"
  "  <name xml:lang=\"en\">Test Company</name><name xml:lang=\"ru\">Испытательная рота</name>\n"
  "  <epoch xml:lang=\"en\">Thirty Years War, 1618-1648</epoch>"
  "<epoch xml:lang=\"ru\">Тридцатилетняя война, 1618-1648</epoch>\n"
  "  <source>The club's notes on the Thirty Years War</source>\n"
  "  <list version=\"1.2.0\" date=\"2026-11-20\">\n"
  "    <author>Club Historian</author>\n"
  "    <licence>CC BY 4.0</licence>\n"
  "    <reference book=\"Armies of the Test Wars\" page=\"12\"/>\n"
  "    <reference book=\"A Second Book\"/>\n"
  "    <change version=\"1.2.0\" date=\"2026-11-20\">"
  "<text xml:lang=\"en\">Dragoons cost less.</text><text xml:lang=\"ru\">Драгуны дешевле.</text></change>\n"
  "    <change version=\"1.1.0\" date=\"2026-06-01\">"
  "<text xml:lang=\"en\">Dragoons added.</text><text xml:lang=\"ru\">Добавлены драгуны.</text></change>\n"
  "    <change version=\"1.0.0\" date=\"2026-01-10\">"
  "<text xml:lang=\"en\">First edition.</text><text xml:lang=\"ru\">Первое издание.</text></change>\n"
  "  </list>\n"
  "  <unit id=\"pikes\" category=\"core\" cost=\"9\">\n"
  "    <name xml:lang=\"en\">Test Pikemen</name><name xml:lang=\"ru\">Испытательные пикинеры</name>\n"
  "    <stat field=\"speed\">2-1</stat><stat field=\"retreat\">1</stat><stat field=\"strength\">2</stat>\n"
  "    <stat field=\"morale\">2</stat><stat field=\"discipline\">4+</stat><stat field=\"melee\">2d6</stat>\n"
  "    <tag ref=\"infantry\"/>\n"
  "    <limit max=\"2\"/>\n"
  "  </unit>\n"
  "  <unit id=\"shot\" category=\"auxiliary\" cost=\"10\">\n"
  "    <name xml:lang=\"en\">Test Musketeers</name><name xml:lang=\"ru\">Испытательные мушкетеры</name>\n"
  "    <stat field=\"speed\">2-1</stat><stat field=\"retreat\">d3</stat><stat field=\"strength\">1</stat>\n"
  "    <stat field=\"morale\">1</stat><stat field=\"discipline\">5+</stat><stat field=\"melee\">1d6</stat>\n"
  "    <tag ref=\"infantry\"/><tag ref=\"countermarch\"/>\n"
  "    <limit max=\"floor(points / 500)\">"
  "<text xml:lang=\"en\">one per 500 points</text><text xml:lang=\"ru\">один на каждые 500 очков</text></limit>\n"
  "    <source>Test source of the musketeers</source>\n"
  "  </unit>\n"
  "  <unit id=\"horse\" category=\"rare\" cost=\"12\">\n"
  "    <name xml:lang=\"en\">Test Reiters</name><name xml:lang=\"ru\">Испытательные рейтары</name>\n"
  "    <stat field=\"speed\">4-2</stat><stat field=\"retreat\">d6</stat><stat field=\"strength\">1</stat>\n"
  "    <stat field=\"morale\">1</stat><stat field=\"discipline\">5+</stat><stat field=\"melee\">1d6</stat>\n"
  "    <tag ref=\"cavalry\"/>\n"
  "    <limit min=\"1\" max=\"3\"/>\n"
  "  </unit>\n"
  "  <unit id=\"dragoons\" category=\"auxiliary\" cost=\"8\">\n"
  "    <name xml:lang=\"en\">Test Dragoons</name><name xml:lang=\"ru\">Испытательные драгуны</name>\n"
  "    <stat field=\"speed\">4-2</stat><stat field=\"retreat\">d6</stat><stat field=\"strength\">1</stat>\n"
  "    <stat field=\"morale\">1</stat><stat field=\"discipline\">5+</stat><stat field=\"melee\">1d6</stat>\n"
  "    <tag ref=\"use-cover\"/>\n"
  "  </unit>\n"
  "</faction>\n";

/* The special rules the list's units use. */
static const char * const used_tags[] = { "infantry", "countermarch", "cavalry", "use-cover", NULL };

/* ---- the list and its PDF ---- */

static MusterPublishedList *
load_list (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "lists", "test-company.xml", NULL);
  g_autoptr(GError) error = NULL;
  MusterPublishedList *list;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    g_free (muster_test_write (tmpdir, "lists/test-company.xml", list_xml, -1));
  list = muster_published_list_load_file (catalog, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (list);
  return list;
}

/* The booklet of @document as a PDF at @path; returns the text of each
 * page. */
static GPtrArray *
write_booklet (GObject *document, const char *paper, const char *path)
{
  static const char * const ids[] = { "booklet", NULL };
  g_autoptr(MusterPrintJob) job = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *pages;
  MusterPage page;

  muster_page_init (&page, muster_paper_lookup (paper), FALSE, 0);
  job = muster_print_job_new (document, ids, NULL, &page, &error);
  g_assert_no_error (error);
  g_assert_true (muster_print_job_to_pdf (job, path, "Booklet", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  pages = pdf_page_texts (path);
  g_assert_cmpuint (pages->len, ==, (guint) pdf_n_pages (path));
  g_assert_cmpuint (pages->len, ==, (guint) muster_print_job_get_n_pages (job));
  return pages;
}

static GPtrArray *
booklet_pages (GObject *document, const char *paper)
{
  g_autofree char *path = g_build_filename (tmpdir, "booklet.pdf", NULL);
  GPtrArray *pages = write_booklet (document, paper, path);

  g_unlink (path);
  return pages;
}

static const char *
page_text (GPtrArray *pages, int number)
{
  g_assert_cmpint (number, >=, 1);
  g_assert_cmpint (number, <=, (int) pages->len);
  return g_ptr_array_index (pages, number - 1);
}

static void
assert_has (const char *text, const char *needle, const char *where)
{
  if (!pdf_text_has (text, needle))
    g_error ("%s does not say “%s”:\n%s", where, needle, text);
}

/* The pages whose text holds @needle, each once, in order. */
static GArray *
pages_with (GPtrArray *pages, const char *needle)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < pages->len; i++)
    if (pdf_text_has (g_ptr_array_index (pages, i), needle))
      {
        int number = (int) i + 1;

        g_array_append_val (found, number);
      }
  return found;
}

/* The page number the contents give @label ("About this list 3"). */
static int
contents_page (const char *contents, const char *label)
{
  g_autofree char *flat = pdf_squeeze (contents);
  g_autofree char *escaped = g_regex_escape_string (label, -1);
  g_autofree char *pattern = g_strdup_printf ("(^| )%s ([0-9]+)( |$)", escaped);
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *number = NULL;

  if (!g_regex_match (regex, flat, 0, &match))
    g_error ("the contents have no entry “%s”:\n%s", label, flat);
  number = g_match_info_fetch (match, 2);
  return atoi (number);
}

/* ---- tests ---- */

/* The title page: the list's name and period, version, date, author,
 * licence and system; no page number on it. */
static void
test_title (void)
{
  g_autoptr(MusterPublishedList) list = load_list ();
  g_autoptr(GPtrArray) pages = NULL;
  const char *title;

  set_language ("en");
  pages = booklet_pages (G_OBJECT (list), "a4");
  title = page_text (pages, 1);
  assert_has (title, "Test Company", "the title page");
  assert_has (title, "Испытательная рота", "the title page");
  assert_has (title, "Thirty Years War, 1618-1648", "the title page");
  assert_has (title, "Version 1.2.0", "the title page");
  assert_has (title, "2026-11-20", "the title page");
  assert_has (title, "By Club Historian", "the title page");
  assert_has (title, "Licence: CC BY 4.0", "the title page");
  assert_has (title, "Clouds of Smoke", "the title page");
  g_assert_false (pdf_text_has (title, "Page 1 of"));
  assert_has (page_text (pages, 2), "Page 2 of", "the contents page");
}

/* Every entry of the contents points at the page that carries what it
 * names: each section's title, each unit's card. */
static void
test_contents (void)
{
  g_autoptr(MusterPublishedList) list = load_list ();
  const MusterFaction *faction = muster_published_list_get_faction (list);
  static const char * const sections[] = { "About this list", "Sources", "Special rules", "Unit limits",
                                           "Changes" };
  static const char * const papers[] = { "a4", "a5" };

  set_language ("en");
  for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
    {
      g_autoptr(GPtrArray) pages = booklet_pages (G_OBJECT (list), papers[p]);
      const char *contents = page_text (pages, 2);
      int units_page = contents_page (contents, "Units");
      int last_card = units_page;

      assert_has (contents, "Contents", "the contents page");
      for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
        assert_has (page_text (pages, contents_page (contents, sections[i])), sections[i], sections[i]);
      assert_has (page_text (pages, units_page), "Units", "the first page of cards");
      /* each unit's card is on its page, in the list's order */
      for (guint i = 0; i < faction->units->len; i++)
        {
          const MusterUnitType *type = g_ptr_array_index (faction->units, i);
          const char *name = muster_text_get (&type->name);
          int at = contents_page (contents, name);

          assert_has (page_text (pages, at), name, "its card's page");
          g_assert_cmpint (at, >=, last_card);
          last_card = at;
        }
      /* the metadata and sources come before the cards, the rules after */
      g_assert_cmpint (contents_page (contents, "About this list"), ==, 3);
      g_assert_cmpint (contents_page (contents, "Sources"), <, units_page);
      g_assert_cmpint (contents_page (contents, "Special rules"), >, last_card);
      g_test_message ("%s: %u pages, cards on pages %d-%d", papers[p], pages->len, units_page, last_card);
    }
}

/* One card per unit: each unit's name on exactly one page of cards (its
 * card), and nine cards to an A4 page at most. */
static void
test_cards (void)
{
  g_autoptr(MusterPublishedList) list = load_list ();
  const MusterFaction *faction = muster_published_list_get_faction (list);
  g_autoptr(GPtrArray) pages = NULL;
  const char *contents;
  int units_page, glossary_page;

  set_language ("en");
  pages = booklet_pages (G_OBJECT (list), "a4");
  contents = page_text (pages, 2);
  units_page = contents_page (contents, "Units");
  glossary_page = contents_page (contents, "Special rules");
  /* four cards: one page of them */
  g_assert_cmpint (glossary_page - units_page, ==, 1);
  for (guint i = 0; i < faction->units->len; i++)
    {
      const MusterUnitType *type = g_ptr_array_index (faction->units, i);
      g_autoptr(GArray) named = pages_with (pages, muster_text_get (&type->name));
      guint on_cards = 0;

      for (guint k = 0; k < named->len; k++)
        on_cards += g_array_index (named, int, k) >= units_page && g_array_index (named, int, k) < glossary_page;
      g_assert_cmpuint (on_cards, ==, 1);
    }
}

/* Whether the pixel is the tint of a card's header band. */
static gboolean
is_band (const guint8 *p)
{
  return ABS (p[0] - 0xe4) <= 10 && ABS (p[1] - 0xe0) <= 10 && ABS (p[2] - 0xc6) <= 10;
}

/* The cards measured on the first page of cards, by the tinted header
 * band across each: three across on A4 and Letter, two on A5, each at
 * most the true 63 mm and at least 0.8 of it, all alike, 4 mm apart. */
static void
test_card_size (void)
{
  static const struct { const char *paper; int columns; } cases[] = { { "a4", 3 }, { "letter", 3 }, { "a5", 2 } };
  const int dpi = 200;
  g_autoptr(MusterPublishedList) list = load_list ();

  set_language ("en");
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *path = g_build_filename (tmpdir, "cards.pdf", NULL);
      g_autoptr(GPtrArray) pages = write_booklet (G_OBJECT (list), cases[c].paper, path);
      int units_page = contents_page (page_text (pages, 2), "Units");
      g_autoptr(PdfImage) image = pdf_render (path, units_page, dpi, FALSE);
      g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(GArray) widths = g_array_new (FALSE, FALSE, sizeof (int));
      int top = -1;

      g_unlink (path);
      /* the first row with a long run of the band's tint is the cards' top */
      for (int y = 0; y < image->height && top < 0; y++)
        for (int x = 0, run = 0; x < image->width && top < 0; x++)
          if ((run = is_band (pdf_pixel (image, x, y)) ? run + 1 : 0) > dpi)
            top = y;
      g_assert_cmpint (top, >=, 0);
      /* a few pixels down, above the name: the bands, edge to edge */
      for (int x = 0, run = 0, y = top + dpi / 50; x <= image->width; x++)
        {
          if (x < image->width && is_band (pdf_pixel (image, x, y)))
            run++;
          else
            {
              if (run > dpi / 4)
                {
                  int start = x - run;

                  g_array_append_val (starts, start);
                  g_array_append_val (widths, run);
                }
              run = 0;
            }
        }
      g_assert_cmpuint (starts->len, ==, (guint) cases[c].columns);
      for (guint i = 0; i < widths->len; i++)
        {
          /* the band runs from edge to edge, inside the card's hairline */
          double mm = (g_array_index (widths, int, i) + 1) * 25.4 / dpi;

          g_test_message ("%s: card %u is %.1f mm wide", cases[c].paper, i + 1, mm);
          g_assert_cmpfloat (mm, <=, 63 + 0.4);
          g_assert_cmpfloat (mm, >=, 0.8 * 63 - 0.4);
          g_assert_cmpint (ABS (g_array_index (widths, int, i) - g_array_index (widths, int, 0)), <=, 1);
          if (i > 0)
            {
              double gap = (g_array_index (starts, int, i) - g_array_index (starts, int, i - 1)
                            - g_array_index (widths, int, i - 1)) * 25.4 / dpi;

              g_assert_cmpfloat (fabs (gap - 4), <=, 0.5);
            }
        }
    }
}

/* The glossary holds exactly the special rules the units use, each with
 * its name in the other language and its text. */
static void
test_glossary (void)
{
  g_autoptr(MusterPublishedList) list = load_list ();
  MusterSystem *system = muster_published_list_get_system (list);
  GPtrArray *tags = muster_system_get_tags (system);
  const char * const langs[] = { "en", "ru" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      g_autoptr(GPtrArray) pages = NULL;
      g_autofree char *all = NULL;
      guint shown = 0;

      set_language (langs[l]);
      pages = booklet_pages (G_OBJECT (list), "a4");
      g_ptr_array_add (pages, NULL);
      all = g_strjoinv ("\n", (char **) pages->pdata);
      for (guint i = 0; i < tags->len; i++)
        {
          const MusterTag *tag = g_ptr_array_index (tags, i);
          /* "Infantry (Пехота)": the glossary's entry, and nowhere else */
          g_autofree char *entry = g_strdup_printf ("%s (%s)", muster_text_get (&tag->name),
                                                    muster_text_get_lang (&tag->name, langs[l][0] == 'e' ? "ru" : "en"));
          gboolean used = g_strv_contains (used_tags, tag->id);

          if (used != pdf_text_has (all, entry))
            g_error ("%s: the glossary %s “%s”", langs[l], used ? "lacks" : "has", entry);
          if (used)
            {
              assert_has (all, muster_text_get (&tag->text), "the glossary");
              shown++;
            }
        }
      g_assert_cmpuint (shown, ==, g_strv_length ((char **) used_tags));
    }
  set_language ("en");
}

/* Each limit in the list's words where it has them, else its
 * expressions; the changes newest first; both in Russian too. */
static void
test_limits_and_changes (void)
{
  g_autoptr(MusterPublishedList) list = load_list ();
  struct
  {
    const char *lang;
    const char *limits[3];
    const char *changes[3];
  } cases[] = {
    { "en", { "at most 2", "one per 500 points", "at least 1; at most 3" },
      { "Dragoons cost less.", "Dragoons added.", "First edition." } },
    { "ru", { "не больше 2", "один на каждые 500 очков", "не меньше 1; не больше 3" },
      { "Драгуны дешевле.", "Добавлены драгуны.", "Первое издание." } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GPtrArray) pages = NULL;
      g_autofree char *all = NULL;
      g_autofree char *flat = NULL;
      const char *last = NULL;

      set_language (cases[c].lang);
      pages = booklet_pages (G_OBJECT (list), "a4");
      g_ptr_array_add (pages, NULL);
      all = g_strjoinv ("\n", (char **) pages->pdata);
      flat = pdf_squeeze (all);
      for (guint i = 0; i < 3; i++)
        assert_has (all, cases[c].limits[i], "the limits");
      for (guint i = 0; i < 3; i++)
        {
          const char *at = strstr (flat, cases[c].changes[i]);

          if (at == NULL)
            g_error ("%s: the changes lack “%s”", cases[c].lang, cases[c].changes[i]);
          g_assert_true (last == NULL || at > last);
          last = at;
        }
      g_assert_nonnull (strstr (flat, "1.2.0 2026-11-20"));
      g_assert_true (strstr (flat, "1.2.0 2026-11-20") < strstr (flat, "1.0.0 2026-01-10"));
    }
  set_language ("en");
}

/* The Russian booklet: its title page, the contents, the sections' titles
 * and the cards in Russian. */
static void
test_russian (void)
{
  g_autoptr(MusterPublishedList) list = load_list ();
  g_autoptr(GPtrArray) pages = NULL;
  const char *contents;

  set_language ("ru");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Contents"), ==, "Содержание");
  pages = booklet_pages (G_OBJECT (list), "a4");
  assert_has (page_text (pages, 1), "Испытательная рота", "the Russian title page");
  assert_has (page_text (pages, 1), "Версия 1.2.0", "the Russian title page");
  assert_has (page_text (pages, 1), "Тридцатилетняя война, 1618-1648", "the Russian title page");
  contents = page_text (pages, 2);
  assert_has (contents, "Содержание", "the Russian contents");
  assert_has (page_text (pages, contents_page (contents, "Об этом списке")), "Об этом списке", "the metadata");
  assert_has (page_text (pages, contents_page (contents, "Испытательные драгуны")), "Испытательные драгуны",
              "the dragoons' card");
  assert_has (page_text (pages, contents_page (contents, "Особые правила")), "Пехота (Infantry)", "the glossary");
  set_language ("en");
}

/* Every shipped list's booklet, and an army's, in both languages on
 * every paper: no text cut, the cards and sections on their pages. */
static void
test_no_overflow (void)
{
  static const char * const langs[] = { "en", "ru" };
  static const char * const papers[] = { "a4", "letter", "a5" };
  GPtrArray *systems = muster_catalog_get_systems (catalog);
  guint booklets = 0;

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      set_language (langs[l]);
      for (guint s = 0; s < systems->len; s++)
        {
          MusterSystem *system = g_ptr_array_index (systems, s);
          GPtrArray *factions = muster_system_get_factions (system);

          for (guint f = 0; f < factions->len; f++)
            for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
              {
                const MusterFaction *faction = g_ptr_array_index (factions, f);
                g_autoptr(MusterPublishedList) list = muster_published_list_new (system, faction);
                g_autoptr(MusterSheet) sheet = NULL;
                g_autoptr(GError) error = NULL;
                MusterPage page;

                muster_page_init (&page, muster_paper_lookup (papers[p]), FALSE, 0);
                sheet = muster_sheet_new ("booklet", G_OBJECT (list), NULL, &page, &error);
                g_assert_no_error (error);
                /* title, contents, metadata, a page of cards at least, the rules */
                g_assert_cmpint (muster_sheet_get_n_pages (sheet), >=, 5);
                if (muster_sheet_check_overflow (sheet))
                  g_error ("%s/%s: text cut in the booklet (%s, %s)", muster_system_get_id (system), faction->id,
                           langs[l], papers[p]);
                booklets++;
              }
        }
    }
  g_test_message ("%u booklets", booklets);
  g_assert_cmpuint (booklets, >=, 2 * 3 * 17);
  set_language ("en");
}

/* The booklet prints a list, and an army (its list); nothing else. */
static void
test_applies (void)
{
  g_autoptr(MusterPublishedList) list = load_list ();
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml",
                                                   NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_army_load_file (catalog, path, &error);
  g_autoptr(MusterTerrain) terrain = muster_test_terrain (muster_test_system (catalog, "clouds-of-smoke"),
                                                         MUSTER_TERRAIN_QUARTERS, 7, 0);

  g_assert_no_error (error);
  g_assert_true (muster_sheet_applies ("booklet", G_OBJECT (list)));
  g_assert_true (muster_sheet_applies ("booklet", G_OBJECT (army)));
  g_assert_false (muster_sheet_applies ("booklet", G_OBJECT (terrain)));
  for (const char * const *id = muster_sheet_list_ids (); *id != NULL; id++)
    if (!g_str_equal (*id, "booklet"))
      g_assert_false (muster_sheet_applies (*id, G_OBJECT (list)));
  {
    g_autoptr(GPtrArray) pages = booklet_pages (G_OBJECT (army), "a4");

    assert_has (page_text (pages, 1), "France", "the army's booklet");
  }
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  bind_build_messages ();
  tmpdir = muster_test_tmpdir ();

  g_test_add_func ("/print/booklet/title", test_title);
  g_test_add_func ("/print/booklet/contents", test_contents);
  g_test_add_func ("/print/booklet/cards", test_cards);
  g_test_add_func ("/print/booklet/card-size", test_card_size);
  g_test_add_func ("/print/booklet/glossary", test_glossary);
  g_test_add_func ("/print/booklet/limits-and-changes", test_limits_and_changes);
  g_test_add_func ("/print/booklet/russian", test_russian);
  g_test_add_func ("/print/booklet/applies", test_applies);
  g_test_add_func ("/print/booklet/no-overflow", test_no_overflow);
  status = g_test_run ();
  muster_test_rmtree (tmpdir);
  return status;
}
