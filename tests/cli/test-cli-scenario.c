/* test-cli-scenario.c: muster-cli and scenario files: check's exit codes
 * and problems (0, 1 with each rule's code, 2 for a file it cannot read),
 * the scenario sheet and the table map printed (and refused for a grid
 * measured in cells), and scenarios kept in the library, found by a word of
 * either language and exported as they went in.
 */
#include "muster-core.h"
#include "../muster-test.h"
#include "../pdf-check.h"
#include "cli-run.h"

#include <string.h>

static char *
sample (const char *system, const char *name)
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);

  return muster_test_source_path ("data", "systems", system, "scenarios", file, NULL);
}

/* The Mill Bridge written to @dir as @name, with the French force
 * @france and the Imperial one @empire instead of their faction and
 * points (NULL: kept). */
static char *
mill_with_forces (const char *dir, const char *name, const char *france, const char *empire)
{
  g_autofree char *mill = sample ("clouds-of-smoke", "mill-bridge");
  g_autofree char *text = NULL;
  g_autoptr(GString) xml = NULL;

  g_assert_true (g_file_get_contents (mill, &text, NULL, NULL));
  xml = g_string_new (text);
  if (france != NULL)
    g_assert_cmpuint (g_string_replace (xml, "<force faction=\"france-military-revolution\" points=\"400\"/>",
                                        france, 1), ==, 1);
  if (empire != NULL)
    g_assert_cmpuint (g_string_replace (xml, "<force faction=\"habsburg-military-revolution\" points=\"400\"/>",
                                        empire, 1), ==, 1);
  return muster_test_write (dir, name, xml->str, xml->len);
}

/* The text of every page of @pdf, one after another. */
static char *
every_page (const char *pdf)
{
  g_autoptr(GPtrArray) pages = pdf_page_texts (pdf);
  GString *all = g_string_new (NULL);

  for (guint i = 0; i < pages->len; i++)
    g_string_append_printf (all, "%s\n", (const char *) g_ptr_array_index (pages, i));
  return g_string_free (all, FALSE);
}

static void
test_check (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *ford = sample ("ancient-medieval", "river-crossing");
  g_autofree char *text = NULL;
  g_autofree char *broken = NULL;
  g_autoptr(GString) s = NULL;
  Run r;

  r = cli ("check", "--json", ford, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"valid\" : true"));
  g_assert_nonnull (strstr (r.out, "\"problems\" : []"));
  run_clear (&r);

  /* the flanking detachment moved into the defender's camp: exit 1, the
   * rule's code and words */
  g_assert_true (g_file_get_contents (ford, &text, NULL, NULL));
  s = g_string_new (text);
  g_assert_cmpuint (g_string_replace (s, "x=\"113\" y=\"63\"", "x=\"60\" y=\"108\"", 1), ==, 1);
  broken = muster_test_write (dir, "broken.xml", s->str, -1);
  r = cli ("check", "--json", broken, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "\"valid\" : false"));
  g_assert_nonnull (strstr (r.out, "\"code\" : \"placement\""));
  g_assert_nonnull (strstr (r.out, "enemy's camp"));
  /* the problem says which item it is about */
  g_assert_true (g_regex_match_simple ("\"code\" : \"placement\",[^}]*\"item\" : [0-9]+", r.out, 0, 0));
  run_clear (&r);
  r = cli ("--lang", "ru", "check", broken, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "нарушает правило «Обходной отряд не выходит в лагере противника»"));
  run_clear (&r);
  /* $LANGUAGE alone does the same, the messages as well as the data's texts */
  g_setenv ("LANGUAGE", "ru", TRUE);
  r = cli ("check", broken, NULL);
  g_unsetenv ("LANGUAGE");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "сценарий нарушает правила"));
  g_assert_nonnull (strstr (r.out, "нарушает правило «Обходной отряд не выходит в лагере противника»"));
  run_clear (&r);

  /* a force's army file over its limit: the problem names the army, as
   * the sheet does, not the file's path */
  {
    g_autofree char *army = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");
    g_autoptr(GString) small = g_string_new (army);
    g_autofree char *scenario = NULL;

    g_assert_cmpuint (g_string_replace (small, "points=\"500\"", "points=\"100\"", 1), ==, 1);
    g_free (muster_test_write (dir, "small.xml", small->str, small->len));
    scenario = mill_with_forces (dir, "small-force.xml", "<force army=\"small.xml\"/>", NULL);
    r = cli ("check", "--json", scenario, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.out, "\"code\" : \"force-invalid\""));
    g_assert_nonnull (strstr (r.out, "The force “Borodino, 1812 (sample)” of "));
    g_assert_null (strstr (r.out, "small.xml"));
    run_clear (&r);
  }

  /* not a scenario at all: exit 2 and where */
  {
    g_autofree char *bad = muster_test_write (dir, "bad.xml", "<scenario xmlns=\"https://muster.github.io/ns/scenario/1\"/>", -1);

    r = cli ("check", bad, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_true (g_regex_match_simple (":1:[0-9]+: ", r.err, 0, 0));
    run_clear (&r);
  }
  muster_test_rmtree (dir);
}

static void
test_print (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *mill = sample ("clouds-of-smoke", "mill-bridge");
  g_autofree char *grid = sample ("price-of-honour", "walled-crossing");
  g_autofree char *pdf = g_build_filename (dir, "out.pdf", NULL);
  g_autoptr(GPtrArray) pages = NULL;
  Run r;

  r = print_in (NULL, "print", mill, "--sheet", "scenario", "--sheet", "table-map", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  /* the scenario sheet (one or two pages), then 1 + 7 × 4 sheets of A4 */
  pages = pdf_page_texts (pdf);
  g_assert_cmpuint (pages->len, >=, 30);
  g_assert_cmpuint (pages->len, <=, 31);
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "The Mill Bridge"));
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "Sides and forces"));
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, pages->len - 1), "sheet 28 of 28"));
  g_unlink (pdf);

  /* a force that is an army kept in the scenario: its name and points on the sheet */
  {
    g_autofree char *text = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");
    g_autoptr(GString) with_army = g_string_new ("<force>");
    g_autofree char *path = NULL;

    g_string_append (with_army, strstr (text, "<army "));
    g_string_append (with_army, "</force>");
    path = mill_with_forces (dir, "embedded.xml", with_army->str, NULL);

    r = print_in (NULL, "print", path, "--sheet", "scenario", "-o", pdf, NULL);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    g_clear_pointer (&pages, g_ptr_array_unref);
    pages = pdf_page_texts (pdf);
    g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "Borodino, 1812 (sample), 498 of 500 points"));
    g_unlink (pdf);
  }

  /* forces that are army files, beside the scenario: the army's name and
   * points on the sheet, in either language; a file that is not there by
   * its name, said to be missing */
  {
    g_autofree char *text = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");
    g_autofree char *path = NULL;
    g_autofree char *all = NULL;

    g_free (muster_test_write (dir, "borodino.xml", text, -1));
    path = mill_with_forces (dir, "files.xml", "<force army=\"borodino.xml\"/>", "<force army=\"lens-1648.xml\"/>");
    r = print_in (NULL, "print", path, "--sheet", "scenario", "-o", pdf, NULL);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    all = every_page (pdf);
    g_assert_true (pdf_text_has (all, "Borodino, 1812 (sample), 498 of 500 points"));
    g_assert_true (pdf_text_has (all, "lens-1648.xml (missing)"));
    g_assert_false (pdf_text_has (all, "borodino.xml"));
    g_unlink (pdf);
    g_clear_pointer (&all, g_free);

    r = print_in (NULL, "--lang", "ru", "print", path, "--sheet", "scenario", "-o", pdf, NULL);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    all = every_page (pdf);
    /* the army's own name in Russian, as the sample file gives it */
    g_assert_true (pdf_text_has (all, "Бородино, 1812 (образец), 498 из 500 очков"));
    g_assert_true (pdf_text_has (all, "lens-1648.xml (отсутствует)"));
    g_unlink (pdf);
  }

  /* the scenario's pieces as templates at 1:1: each with its number, name
   * and size; none for a scenario without pieces */
  r = print_in (NULL, "print", mill, "--sheet", "piece-templates", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  {
    g_autoptr(GPtrArray) texts = pdf_page_texts (pdf);
    g_autoptr(GString) all = g_string_new (NULL);

    for (guint i = 0; i < texts->len; i++)
      g_string_append (all, g_ptr_array_index (texts, i));
    g_assert_true (pdf_text_has (all->str, "5 · Vineyard · 16 × 12 cm"));
    g_assert_true (pdf_text_has (all->str, "2 · Village · 18 × 12 cm"));
  }
  g_unlink (pdf);
  {
    g_autofree char *hill = sample ("age-of-battles", "hill-of-the-standard");

    r = print_in (NULL, "print", hill, "--sheet", "piece-templates", "-o", pdf, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "does not apply"));
    run_clear (&r);
  }

  /* a grid measured in cells has no true scale: refused, naming what does print */
  r = print_in (NULL, "print", grid, "--sheet", "table-map", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "scenario"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  run_clear (&r);
  r = print_in (NULL, "--lang", "ru", "print", grid, "--sheet", "scenario", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_clear_pointer (&pages, g_ptr_array_unref);
  pages = pdf_page_texts (pdf);
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "Переправа у стены"));
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "Стороны и войска"));
  muster_test_rmtree (dir);
}

static void
test_library (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *mill = sample ("clouds-of-smoke", "mill-bridge");
  g_autofree char *ford = sample ("ancient-medieval", "river-crossing");
  Run r;

  r = cli ("--library", db, "library", "add", mill, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "1\n");
  run_clear (&r);
  /* the same scenario again: the same document */
  r = cli ("--library", db, "library", "add", mill, NULL);
  g_assert_cmpstr (r.out, ==, "1\n");
  run_clear (&r);
  r = cli ("--library", db, "library", "add", ford, NULL);
  g_assert_cmpstr (r.out, ==, "2\n");
  run_clear (&r);
  r = cli ("--library", db, "library", "list", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"kind\" : \"scenario\""));
  g_assert_nonnull (strstr (r.out, "The Ford"));
  run_clear (&r);
  r = cli ("--library", db, "library", "search", "мельницы", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "The Mill Bridge"));
  g_assert_null (strstr (r.out, "The Ford"));
  run_clear (&r);
  r = cli ("--library", db, "library", "export", "1", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  r = cli ("check", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_init (&argc, &argv);

  g_test_add_func ("/cli/cli-scenario/check", test_check);
  g_test_add_func ("/cli/cli-scenario/print", test_print);
  g_test_add_func ("/cli/cli-scenario/library", test_library);
  return g_test_run ();
}
