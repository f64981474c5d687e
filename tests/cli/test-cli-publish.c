/* test-cli-publish.c: "muster-cli publish": a list file anywhere on disk
 * and an installed list make a booklet PDF (its title page, paper and
 * language); a refused list exits 1 and writes nothing (an older PDF at
 * the target stays as it was); usage errors, unknown ids, unreadable and
 * hostile files exit 2; print's booklet sheet prints an army's list.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "../pdf-check.h"
#include "cli-run.h"

static char *tmpdir;

#define LIST_HEAD \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<faction xmlns=\"https://muster.github.io/ns/system/1\" id=\"club-list\" system=\"clouds-of-smoke\">\n" \
  "  <name xml:lang=\"en\">Club Army</name><name xml:lang=\"ru\">Клубная армия</name>\n" \
  "  <epoch xml:lang=\"en\">Test years</epoch><epoch xml:lang=\"ru\">Испытательные годы</epoch>\n" \
  "  <list version=\"2.3.4\" date=\"2026-11-21\">\n" \
  "    <author>Club Historian</author>\n" \
  "    <change version=\"2.3.4\" date=\"2026-11-21\">" \
  "<text xml:lang=\"en\">Pikes.</text><text xml:lang=\"ru\">Пики.</text></change>\n" \
  "  </list>\n" \
  "  <unit id=\"pikes\" category=\"core\" cost=\"9\">\n" \
  "    <name xml:lang=\"en\">Club Pikemen</name><name xml:lang=\"ru\">Клубные пикинеры</name>\n" \
  "    <stat field=\"speed\">2-1</stat><stat field=\"retreat\">1</stat><stat field=\"strength\">2</stat>\n" \
  "    <stat field=\"morale\">2</stat><stat field=\"discipline\">4+</stat><stat field=\"melee\">2d6</stat>\n"

static const char good_list[] = LIST_HEAD
  "    <tag ref=\"infantry\"/>\n"
  "    <limit max=\"2\"/>\n"
  "  </unit>\n"
  "</faction>\n";

/* a limit whose expression does not parse */
static const char bad_list[] = LIST_HEAD
  "    <tag ref=\"infantry\"/>\n"
  "    <limit max=\"floor(points / \"/>\n"
  "  </unit>\n"
  "</faction>\n";

/* a special rule the system does not have */
static const char unknown_tag_list[] = LIST_HEAD
  "    <tag ref=\"no-such-rule\"/>\n"
  "  </unit>\n"
  "</faction>\n";

static char *
write_list (const char *name, const char *xml)
{
  return muster_test_write (tmpdir, name, xml, -1);
}

static gboolean
is_pdf (const char *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  return g_file_get_contents (path, &data, &length, NULL) && length > 1000 && memcmp (data, "%PDF-", 5) == 0;
}

/* A list file outside any data folder: its booklet, with the version on
 * its title page, and nothing else left in the folder. */
static void
test_file (void)
{
  g_autofree char *list = write_list ("club/club-list.xml", good_list);
  g_autofree char *folder = g_path_get_dirname (list);
  g_autofree char *out = g_build_filename (folder, "booklet.pdf", NULL);
  g_autoptr(GPtrArray) pages = NULL;
  g_autoptr(GPtrArray) names = NULL;
  Run r = print_in (NULL, "publish", list, "-o", out, NULL);

  if (r.status != 0)
    g_error ("publish: exit %d: %s", r.status, r.err);
  g_assert_true (is_pdf (out));
  pages = pdf_page_texts (out);
  g_assert_cmpuint (pages->len, >=, 5);
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "Club Army"));
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "Version 2.3.4"));
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "By Club Historian"));
  /* the list and its booklet, no temporary file beside them */
  names = list_dir (folder);
  g_assert_cmpuint (names->len, ==, 2);
  run_clear (&r);
}

/* An installed list by its ids, on Letter, in Russian. */
static void
test_installed (void)
{
  g_autofree char *out = g_build_filename (tmpdir, "france.pdf", NULL);
  g_autoptr(GArray) widths = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) heights = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) pages = NULL;
  Run r = print_in (NULL, "publish", "clouds-of-smoke", "france-military-revolution", "--paper", "letter",
                    "--lang", "ru", "-o", out, NULL);

  if (r.status != 0)
    g_error ("publish: exit %d: %s", r.status, r.err);
  g_assert_cmpint (pdf_page_sizes (out, widths, heights), >=, 5);
  for (guint i = 0; i < widths->len; i++)
    {
      g_assert_cmpfloat_with_epsilon (g_array_index (widths, double, i), 612, 0.5);
      g_assert_cmpfloat_with_epsilon (g_array_index (heights, double, i), 792, 0.5);
    }
  pages = pdf_page_texts (out);
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "Франция"));
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 1), "Содержание"));
  g_unlink (out);
  run_clear (&r);
}

/* A list its system refuses: exit 1, the reason with its place, and the
 * PDF that was at the target before left as it was. */
static void
test_refused (void)
{
  struct { const char *name; const char *xml; const char *needle; } cases[] = {
    { "bad-limit.xml", bad_list, "bad-limit.xml:" },
    { "unknown-tag.xml", unknown_tag_list, "no-such-rule" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *list = write_list (cases[i].name, cases[i].xml);
      g_autofree char *out = g_build_filename (tmpdir, "refused.pdf", NULL);
      g_autofree char *fresh = g_build_filename (tmpdir, "never.pdf", NULL);
      g_autofree char *kept = NULL;
      Run r;

      g_assert_true (g_file_set_contents (out, "an older booklet", -1, NULL));
      r = print_in (NULL, "publish", list, "-o", out, NULL);
      if (r.status != 1)
        g_error ("%s: exit %d, not 1: %s", cases[i].name, r.status, r.err);
      g_assert_nonnull (strstr (r.err, cases[i].needle));
      g_assert_true (g_file_get_contents (out, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, "an older booklet");
      run_clear (&r);

      r = print_in (NULL, "publish", list, "-o", fresh, NULL);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
      run_clear (&r);
      g_unlink (out);
      g_unlink (list);
    }
}

/* Usage errors, unknown ids and files that cannot be read: exit 2 and
 * nothing written. */
static void
test_usage (void)
{
  g_autofree char *list = write_list ("usage/club-list.xml", good_list);
  g_autofree char *out = g_build_filename (tmpdir, "usage.pdf", NULL);
  g_autofree char *missing = g_build_filename (tmpdir, "no-such-list.xml", NULL);
  g_autofree char *nowhere = g_build_filename (tmpdir, "no-such-folder", "booklet.pdf", NULL);
  g_autofree char *army = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml",
                                                   NULL);
  g_autofree char *hostile = muster_test_source_path ("tests", "hostile", "billion-laughs.xml", NULL);
  struct { const char *args[8]; const char *needle; int status; } cases[] = {
    { { "publish", "-o", out }, "needs a list file", 2 },
    { { "publish", list }, "needs -o", 2 },
    { { "publish", list, "a", "b", "-o", out }, "needs a list file", 2 },
    { { "publish", list, "--paper", "a0", "-o", out }, "--paper", 2 },
    { { "publish", list, "--sheet", "roster", "-o", out }, "does not apply", 2 },
    { { "publish", "no-such-system", "france", "-o", out }, "no-such-system", 2 },
    { { "publish", "clouds-of-smoke", "no-such-list", "-o", out }, "no-such-list", 2 },
    { { "publish", missing, "-o", out }, "no-such-list.xml", 2 },
    { { "publish", list, "-o", nowhere }, "no-such-folder", 2 },
    /* a hostile file is not read at all */
    { { "publish", hostile, "-o", out }, "DOCTYPE", 2 },
    /* an army is not a list: refused as one */
    { { "publish", army, "-o", out }, "not an army list", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run r = cli_run_argv (NULL, NULL, cases[i].args);

      if (r.status != cases[i].status || strstr (r.err, cases[i].needle) == NULL)
        g_error ("case %u (%s %s): exit %d, stderr: %s", i, cases[i].args[1], cases[i].args[2], r.status, r.err);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      run_clear (&r);
    }
}

/* An army's booklet through print: its list's. */
static void
test_print_sheet (void)
{
  g_autofree char *army = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml",
                                                   NULL);
  g_autofree char *out = g_build_filename (tmpdir, "army-booklet.pdf", NULL);
  g_autoptr(GPtrArray) pages = NULL;
  Run r = print_in (NULL, "print", army, "--sheet", "booklet", "-o", out, NULL);

  if (r.status != 0)
    g_error ("print --sheet booklet: exit %d: %s", r.status, r.err);
  pages = pdf_page_texts (out);
  g_assert_cmpuint (pages->len, >=, 5);
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 0), "France"));
  g_assert_true (pdf_text_has (g_ptr_array_index (pages, 1), "Contents"));
  g_unlink (out);
  run_clear (&r);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = muster_test_tmpdir ();

  g_test_add_func ("/cli/publish/file", test_file);
  g_test_add_func ("/cli/publish/installed", test_installed);
  g_test_add_func ("/cli/publish/refused", test_refused);
  g_test_add_func ("/cli/publish/usage", test_usage);
  g_test_add_func ("/cli/publish/print-sheet", test_print_sheet);
  status = g_test_run ();
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
