/* test-roster.c: the roster of an army made of regiments, read back from its
 * PDF with poppler: units grouped by regiment in the army's order (then the
 * units outside any regiment), a regiment without a name of its own
 * numbered in the roster's language, and the commander-in-chief marked.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "muster-core.h"
#include "muster-print-page.h"
#include "muster-sheet.h"
#include "../muster-test.h"
#include "../pdf-check.h"
#include "print-lang.h"

static MusterCatalog *catalog;
static char *tmpdir;

/* Age of Battles, whose armies are made of regiments (<army
 * regiments="true">): a named regiment led by the commander-in-chief, two
 * regiments without names, and a warrior outside any regiment. */
static const char army_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"age-of-battles\" faction=\"russians\" points=\"200\">\n"
  "  <unit type=\"russian-posokha\"/>\n"
  "  <regiment><name>Druzhina</name>\n"
  "    <unit type=\"russian-prince\" chief=\"true\"/><unit type=\"russian-druzhinnik\" count=\"2\"/>\n"
  "  </regiment>\n"
  "  <regiment>\n"
  "    <unit type=\"russian-prince\"/><unit type=\"russian-spearman\" count=\"3\"/>\n"
  "  </regiment>\n"
  "  <regiment reserve=\"true\">\n"
  "    <unit type=\"russian-archer\" count=\"3\"/>\n"
  "  </regiment>\n"
  "</army>\n";

/* The roster's text in @lang, as one line of words. */
static char *
roster_text (MusterArmy *army, const char *lang)
{
  static const char * const ids[] = { "roster", NULL };
  g_autofree char *path = g_build_filename (tmpdir, "roster.pdf", NULL);
  g_autoptr(MusterPrintJob) job = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  MusterPage page;

  set_language (lang);
  muster_page_init (&page, muster_paper_lookup ("a4"), FALSE, 0);
  job = muster_print_job_new (G_OBJECT (army), ids, NULL, &page, &error);
  g_assert_no_error (error);
  g_assert_true (muster_print_job_to_pdf (job, path, "Roster", NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  set_language ("en");
  /* in the order it is drawn, so that a heading comes before its rows */
  text = pdf_tool ("pdftotext", "-raw", "-enc", "UTF-8", path, "-", NULL);
  g_unlink (path);
  return pdf_squeeze (text);
}

/* Where @needle is in @text; fails the test when it is not there. */
static gsize
at (const char *text, const char *needle)
{
  const char *found = strstr (text, needle);

  if (found == NULL)
    g_error ("the roster does not say “%s”:\n%s", needle, text);
  return (gsize) (found - text);
}

/* @needle comes after @from and before @to. */
static void
assert_between (const char *text, const char *from, const char *needle, const char *to)
{
  gsize n = at (text, needle);

  if (!(at (text, from) < n && n < at (text, to)))
    g_error ("the roster does not have “%s” between “%s” and “%s”:\n%s", needle, from, to, text);
}

static MusterArmy *
load_army (void)
{
  g_autoptr(GError) error = NULL;
  MusterArmy *army = muster_army_load_memory (catalog, army_xml, sizeof army_xml - 1, "regiments.xml", &error);

  g_assert_no_error (error);
  /* regiments without a name keep none: the roster names them */
  g_assert_null (muster_army_get_regiment (army, 1)->name);
  return army;
}

/* English: one group a regiment, in order, each unit under its
 * regiment's heading, then the warrior outside them; the unnamed
 * regiments are "Regiment 2" and "Regiment 3". */
static void
test_by_regiment (void)
{
  g_autoptr(MusterArmy) army = load_army ();
  g_autofree char *text = roster_text (army, "en");

  at (text, "Druzhina — 3 units");
  at (text, "Regiment 2 — 4 units");
  at (text, "Regiment 3 (reserve) — 3 units");
  at (text, "Units without a regiment — 1 unit");
  assert_between (text, "Druzhina — 3 units", "Mounted druzhinnik", "Regiment 2 — 4 units");
  assert_between (text, "Regiment 2 — 4 units", "Russian spearman", "Regiment 3 (reserve) — 3 units");
  assert_between (text, "Regiment 3 (reserve) — 3 units", "Russian archer", "Units without a regiment");
  assert_between (text, "Units without a regiment", "Levy worker (posokha)", "Derived values");
  /* the groups are regiments, not the system's categories */
  g_assert_null (strstr (text, "Foot warriors —"));
  g_assert_null (strstr (text, "?"));
  /* the commander-in-chief is marked on his line */
  assert_between (text, "Druzhina — 3 units", "commander-in-chief", "Regiment 2 — 4 units");
}

/* Russian: the unnamed regiments are "Полк 2" and "Полк 3" on the roster
 * and in the table of the regiments' values, never the English default. */
static void
test_russian_names (void)
{
  g_autoptr(MusterArmy) army = load_army ();
  g_autofree char *text = roster_text (army, "ru");

  at (text, "Druzhina —");
  at (text, "Полк 2 —");
  at (text, "Полк 3 (резерв) —");
  assert_between (text, "Полк 2 —", "Русский копейщик", "Полк 3 (резерв) —");
  assert_between (text, "Druzhina —", "главнокомандующий", "Полк 2 —");
  g_assert_null (strstr (text, "Regiment"));
  g_assert_null (strstr (text, "Foot warriors"));
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  bind_build_messages ();
  tmpdir = muster_test_tmpdir ();

  g_test_add_func ("/print/roster/by-regiment", test_by_regiment);
  g_test_add_func ("/print/roster/russian-names", test_russian_names);
  status = g_test_run ();
  muster_test_rmtree (tmpdir);
  g_object_unref (catalog);
  return status;
}
