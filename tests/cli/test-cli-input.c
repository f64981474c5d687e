/* test-cli-input.c: muster-cli on what it reads and writes: numbers in JSON,
 * non-finite options, control characters escaped in text, and every class of
 * bad input refused with one file:line:column message within CPU and memory
 * limits, writing nothing.
 */
#include <json-glib/json-glib.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "cli-run.h"
#include "cli-json.h"

/* Numbers JSON cannot carry, or that json-glib wrote wrongly: a derived
 * value of 1e20, one of infinity and one that is not a number. The JSON
 * stays valid: 1e20 as a number, the other two as null. */
static void
test_json_numbers (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *sys = g_build_filename (dir, "toy", NULL);
  g_autofree char *army = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *derived;
  Run r;

  g_mkdir (sys, 0700);
  g_free (muster_test_write (sys, "system.xml",
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"toy\">"
    "<name xml:lang=\"en\">Toy</name><name xml:lang=\"ru\">Игрушка</name>"
    "<army spent=\"spent\"/>"
    "<fields><field id=\"m\"><name xml:lang=\"en\">M</name><name xml:lang=\"ru\">М</name></field></fields>"
    "<categories><category id=\"c\"><name xml:lang=\"en\">C</name><name xml:lang=\"ru\">К</name></category></categories>"
    "<derived><value id=\"spent\" expr=\"sum(cost)\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name></value>"
    "<value id=\"huge\" expr=\"100000000000000000000\"><name xml:lang=\"en\">H</name><name xml:lang=\"ru\">Х</name></value>"
    "<value id=\"tiny\" expr=\"1 / huge\"><name xml:lang=\"en\">T</name><name xml:lang=\"ru\">Т</name></value>"
    "<value id=\"endless\" expr=\"huge * huge * huge * huge * huge * huge * huge * huge * huge * huge"
    " * huge * huge * huge * huge * huge * huge\"><name xml:lang=\"en\">I</name><name xml:lang=\"ru\">Б</name></value>"
    "<value id=\"minus\" expr=\"0 - endless\"><name xml:lang=\"en\">N</name><name xml:lang=\"ru\">О</name></value>"
    "<value id=\"void\" expr=\"endless - endless\"><name xml:lang=\"en\">X</name><name xml:lang=\"ru\">Ч</name></value>"
    "</derived>"
    "<faction id=\"f\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Ф</name>"
    "<unit id=\"u\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">U</name><name xml:lang=\"ru\">О</name></unit>"
    "</faction></system>", -1));
  army = muster_test_write (dir, "army.xml",
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"toy\" faction=\"f\" points=\"10\">"
    "<unit type=\"u\" count=\"3\"/></army>", -1);

  r = cli ("--data-dir", dir, "check", army, "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strstr (r.out, "inf"));
  g_assert_null (strstr (r.out, "nan"));
  g_assert_null (strstr (r.out, "e+20.0"));
  root = parse_json (r.out);
  derived = json_object_get_object_member (json_node_get_object (root), "derived");
  g_assert_cmpint (json_object_get_int_member (derived, "spent"), ==, 3);
  g_assert_cmpfloat (json_object_get_double_member (derived, "huge"), ==, 1e20);
  g_assert_cmpfloat (json_object_get_double_member (derived, "tiny"), ==, 1e-20);
  g_assert_true (json_object_get_null_member (derived, "endless"));
  g_assert_true (json_object_get_null_member (derived, "minus"));
  g_assert_true (json_object_get_null_member (derived, "void"));
  run_clear (&r);

  /* a seed above the largest signed 64-bit number, written as it is */
  r = cli ("terrain", "quarters", "--seed", "18446744073709551615", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"seed\" : 18446744073709551615,"));
  run_clear (&r);
  r = cli ("terrain", "bidding", "--seed", "9223372036854775808", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"seed\" : 9223372036854775808,"));
  run_clear (&r);
  r = cli ("terrain", "quarters", "--seed", "18446744073709551614", "--count", "3", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  muster_test_rmtree (dir);
}

/* A number from the command line that is not finite is refused like one
 * out of range, and nothing is written. */
static void
test_non_finite_options (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "terrain.xml", NULL);
  static const char *options[] = { "--width", "--depth", "--uw", "--diagonal" };
  static const char *values[] = { "nan", "NaN", "-nan", "inf", "-inf", "infinity", "1e999", "0x1p99999" };

  for (guint o = 0; o < G_N_ELEMENTS (options); o++)
    for (guint v = 0; v < G_N_ELEMENTS (values); v++)
      {
        Run r = cli ("terrain", "quarters", "--seed", "1", options[o], values[v], "-o", out, NULL);

        if (r.status != 2 || strstr (r.err, options[o]) == NULL)
          g_error ("%s %s: exit %d, %s", options[o], values[v], r.status, r.err);
        g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
        run_clear (&r);
      }
  for (guint v = 0; v < G_N_ELEMENTS (values); v++)
    {
      Run r = cli ("terrain", "sectors", "--seed", "1", "--pieces", values[v], "-o", out, NULL);

      g_assert_cmpint (r.status, ==, 2);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      run_clear (&r);
    }
  muster_test_rmtree (dir);
}

/* Names in a library are text from anywhere: listed and searched as text,
 * a newline or a tab in a name cannot forge a line or a field, and no
 * control character reaches the terminal; --json keeps the name as it is.
 * Messages on stderr are escaped too. */
static void
test_text_escapes (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *lens = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml", NULL);
  g_autoptr(MusterCatalog) catalog = muster_test_catalog ();
  static const char *names[] = {
    "Forged\n99\tFake army\tclouds-of-smoke\tx\t1/1\t1\t2020-01-01T00:00:00Z",
    "\x1b[31mRed\x1b]0;title\x07 \xc2\x9b" "2J back\\slash \xe2\x80\xae" "desrever",
  };
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *bad_path = NULL;
  Run r;

  {
    g_autoptr(MusterLibrary) library = muster_library_open (db, NULL, &error);

    g_assert_no_error (error);
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autoptr(MusterArmy) army = muster_army_load_file (catalog, lens, &error);

        g_assert_no_error (error);
        muster_army_set_name (army, names[i]);
        g_assert_cmpint (muster_library_add_army (library, army, &error), >, 0);
        g_assert_no_error (error);
      }
  }

  r = cli ("--library", db, "library", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (r.out, "\n", -1);
  /* two entries, two lines (and the empty text after the last newline) */
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  for (guint i = 0; i < 2; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 7);
    }
  g_assert_nonnull (strstr (r.out, "Forged\\n99\\tFake army\\tclouds-of-smoke"));
  g_assert_nonnull (strstr (r.out, " \\u009b2J back\\\\slash \\u202edesrever"));
  for (const char *c = r.out; *c != '\0'; c++)
    g_assert_true (*c == '\n' || *c == '\t' || (guchar) *c >= 0x20);
  g_assert_null (strstr (r.out, "\xc2\x9b"));
  g_assert_null (strstr (r.out, "\xe2\x80\xae"));
  run_clear (&r);

  r = cli ("--library", db, "library", "search", "Forged", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Forged\\n99"));
  g_assert_null (strstr (r.out, "Forged\n"));
  run_clear (&r);

  /* JSON carries the name itself, in JSON's own escapes */
  r = cli ("--library", db, "library", "list", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strchr (r.out, 0x1b));
  root = parse_json (r.out);
  {
    JsonArray *entries = json_node_get_array (root);
    gboolean found = FALSE;

    for (guint i = 0; i < json_array_get_length (entries); i++)
      found |= g_strcmp0 (json_object_get_string_member (json_array_get_object_element (entries, i), "name"),
                          names[0]) == 0;
    g_assert_true (found);
  }
  run_clear (&r);

  /* a file whose name holds an escape character and a newline, named on
   * stdout by check and on stderr in a message */
  bad_path = g_build_filename (dir, "\x1b[2Jarmy\n.xml", NULL);
  r = cli ("check", bad_path, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_null (strchr (r.err, 0x1b));
  g_assert_nonnull (strstr (r.err, "\\x1b[2Jarmy\\n.xml"));
  run_clear (&r);
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (lens, &text, NULL, NULL));
    g_assert_true (g_file_set_contents (bad_path, text, -1, NULL));
  }
  r = cli ("check", bad_path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strchr (r.out, 0x1b));
  g_assert_true (g_str_has_prefix (r.out, dir));
  g_assert_nonnull (strstr (r.out, "/\\x1b[2Jarmy\\n.xml: 396 of 400 points; valid\n"));
  run_clear (&r);
  muster_test_rmtree (dir);
}

/* ---- bad input ---- */

/* Checks file, which lies in dir, in an empty working folder: exit 2, one
 * message naming the file with line and column, nothing written anywhere,
 * and not a byte of the secret. */
static void
expect_refused (const char *dir, const char *file, const char *needle)
{
  g_autofree char *work = muster_test_tmpdir ();
  g_autoptr(GPtrArray) before = list_dir (dir);
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) work_after = NULL;
  g_autofree char *pattern = g_strdup_printf ("^%s:[0-9]+:[0-9]+: .+\n$", file);
  Run r = cli_in (work, "check", file, NULL);

  if (r.status != 2 || !g_regex_match_simple (pattern, r.err, 0, 0) || strstr (r.err, needle) == NULL)
    g_error ("%s: expected exit 2 and one line with “%s”, got %d: %s", file, needle, r.status, r.err);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_null (strstr (r.err, "SECRET-MARKER"));
  after = list_dir (dir);
  g_assert_cmpuint (after->len, ==, before->len);
  work_after = list_dir (work);
  g_assert_cmpuint (work_after->len, ==, 0);
  run_clear (&r);
  muster_test_rmtree (work);
}

static void
test_bad_input (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *secret = muster_test_write (dir, "secret.txt", "SECRET-MARKER-4711\n", -1);
  g_autofree char *xxe_text = g_strdup_printf (
    "<?xml version=\"1.0\"?>\n<!DOCTYPE army [<!ENTITY s SYSTEM \"file://%s\">]>\n"
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
    "faction=\"france-military-revolution\" points=\"1\"><name>&s;</name></army>\n", secret);
  g_autofree char *malformed = muster_test_write (dir, "malformed.xml", "<army>\n  <unit>\n</army>\n", -1);
  g_autofree char *invalid = muster_test_write (dir, "invalid.xml",
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
    " faction=\"france-military-revolution\" points=\"400\">\n  <unit type=\"pikemen\" count=\"-2\"/>\n</army>\n", -1);
  g_autofree char *xxe = muster_test_write (dir, "xxe.xml", xxe_text, -1);
  g_autofree char *unknown = muster_test_write (dir, "unknown.xml",
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
    " faction=\"france-military-revolution\" points=\"400\">\n  <unit type=\"panzers\"/>\n</army>\n", -1);
  g_autofree char *huge = g_build_filename (dir, "huge.xml", NULL);
  g_autofree char *deep = NULL;
  g_autofree char *lol = NULL;
  g_autofree char *bad_expr_dir = g_build_filename (dir, "bad-expr", NULL);
  g_autofree char *bad_expr = NULL;
  GString *s;
  FILE *f;

  /* a billion laughs */
  s = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY l0 \"ha\">\n");
  for (int i = 1; i < 10; i++)
    g_string_append_printf (s, "<!ENTITY l%d \"&l%d;&l%d;&l%d;&l%d;&l%d;&l%d;&l%d;&l%d;&l%d;&l%d;\">\n",
                            i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
  g_string_append (s, "]>\n<army xmlns=\"https://muster.github.io/ns/army/1\">&l9;</army>\n");
  lol = muster_test_write (dir, "lol.xml", s->str, s->len);
  g_string_free (s, TRUE);

  /* 10,000-deep nesting */
  s = g_string_new ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"a\" faction=\"b\" points=\"1\">");
  for (int i = 0; i < 10000; i++)
    g_string_append (s, "<notes>");
  deep = muster_test_write (dir, "deep.xml", s->str, s->len);
  g_string_free (s, TRUE);

  /* 100 MB, really written */
  f = fopen (huge, "wb");
  g_assert_nonnull (f);
  fputs ("<army xmlns=\"https://muster.github.io/ns/army/1\"><notes>", f);
  {
    g_autofree char *block = g_malloc (1024 * 1024);
    memset (block, 'x', 1024 * 1024);
    for (int i = 0; i < 100; i++)
      fwrite (block, 1, 1024 * 1024, f);
  }
  fclose (f);

  /* a system with a bad expression */
  g_mkdir (bad_expr_dir, 0700);
  bad_expr = muster_test_write (bad_expr_dir, "system.xml",
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"bad-expr\">\n"
    "<name xml:lang=\"en\">B</name><name xml:lang=\"ru\">Б</name>\n"
    "<army spent=\"spent\"/>\n"
    "<fields><field id=\"m\"><name xml:lang=\"en\">M</name><name xml:lang=\"ru\">М</name></field></fields>\n"
    "<categories><category id=\"c\"><name xml:lang=\"en\">C</name><name xml:lang=\"ru\">К</name></category></categories>\n"
    "<derived>\n  <value id=\"spent\" expr=\"sum(cost) * (2\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name></value>\n</derived>\n"
    "<faction id=\"f\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Ф</name>"
    "<unit id=\"u\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">U</name><name xml:lang=\"ru\">О</name></unit>"
    "</faction></system>\n", -1);

  expect_refused (dir, malformed, "");
  expect_refused (dir, invalid, "count");
  expect_refused (dir, xxe, "DOCTYPE");
  expect_refused (dir, lol, "DOCTYPE");
  expect_refused (dir, huge, "MiB");
  expect_refused (dir, deep, "nested");
  expect_refused (dir, unknown, "panzers");
  expect_refused (bad_expr_dir, bad_expr, "expected “)”");
  g_assert_true (g_str_has_suffix (bad_expr, "system.xml"));
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  cli_test_init (&argc, &argv);

  g_test_add_func ("/cli/json-numbers", test_json_numbers);
  g_test_add_func ("/cli/non-finite-options", test_non_finite_options);
  g_test_add_func ("/cli/text-escapes", test_text_escapes);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  return g_test_run ();
}
