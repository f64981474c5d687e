/* test-cli-documents.c: muster-cli's commands on documents: the library (add,
 * list, search, export), share codes out and in, the longest share code, and
 * terrain setups (sectors, quarters, bidding).
 */
#include <json-glib/json-glib.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "cli-run.h"
#include "cli-json.h"

/* ---- the library ---- */

static JsonArray *
library_json (JsonNode **root, const char *db, const char *command, const char *text)
{
  Run r = text != NULL ? cli ("--library", db, "library", command, text, "--json", NULL)
                       : cli ("--library", db, "library", command, "--json", NULL);

  g_assert_cmpint (r.status, ==, 0);
  g_clear_pointer (root, json_node_unref);
  *root = parse_json (r.out);
  run_clear (&r);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (*root));
  return json_node_get_array (*root);
}

static void
test_library (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "store", "library.db", NULL);
  g_autofree char *lens = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *none = g_build_filename (dir, "none.xml", NULL);
  g_autofree char *exported = NULL;
  g_autofree char *army = NULL;
  g_autofree char *garbage = NULL;
  g_autoptr(JsonNode) root = NULL;
  static const char *members[] = { "id", "name", "system", "faction", "points", "spent", "revisions",
                                   "updated", NULL };
  static const char *army_text =
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
    "      faction=\"france-military-revolution\" points=\"400\">\n"
    "  <name>Library test</name>\n"
    "  <notes>Kept by the command line test</notes>\n"
    "  <unit type=\"pikemen\" count=\"%d\"/>\n"
    "</army>\n";
  JsonArray *entries;
  JsonObject *o;
  Run r;

  /* add, then add a changed army of the same name: one document, two revisions */
  army = g_strdup_printf (army_text, 2);
  g_free (muster_test_write (dir, "army.xml", army, -1));
  g_free (army);
  army = g_build_filename (dir, "army.xml", NULL);
  /* it has no commander: kept, and exit 1 as for check */
  r = cli ("--library", db, "library", "add", army, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "1\n");
  run_clear (&r);
  {
    g_autofree char *changed = g_strdup_printf (army_text, 3);
    g_free (muster_test_write (dir, "army.xml", changed, -1));
  }
  r = cli ("--library", db, "library", "add", army, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "1\n");
  run_clear (&r);
  r = cli ("--library", db, "library", "add", lens, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "2\n");
  run_clear (&r);

  /* list --json */
  entries = library_json (&root, db, "list", NULL);
  g_assert_cmpuint (json_array_get_length (entries), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      o = json_array_get_object_element (entries, i);
      assert_members (o, members);
      g_assert_true (g_regex_match_simple ("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}",
                                           json_object_get_string_member (o, "updated"), 0, 0));
      g_assert_cmpstr (json_object_get_string_member (o, "system"), ==, "clouds-of-smoke");
      g_assert_cmpstr (json_object_get_string_member (o, "faction"), ==, "france-military-revolution");
      g_assert_cmpint (json_object_get_int_member (o, "points"), ==, 400);
      if (json_object_get_int_member (o, "id") == 1)
        {
          g_assert_cmpstr (json_object_get_string_member (o, "name"), ==, "Library test");
          g_assert_cmpint (json_object_get_int_member (o, "revisions"), ==, 2);
          g_assert_cmpint (json_object_get_int_member (o, "spent"), ==, 27);
        }
      else
        {
          g_assert_cmpstr (json_object_get_string_member (o, "name"), ==, "Lens, 1648");
          g_assert_cmpint (json_object_get_int_member (o, "revisions"), ==, 1);
          g_assert_cmpint (json_object_get_int_member (o, "spent"), ==, 396);
        }
    }

  /* and as text, one line each */
  r = cli ("--library", db, "library", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "2\tLens, 1648\tclouds-of-smoke\t"));
  g_assert_nonnull (strstr (r.out, "\n1\tLibrary test\tclouds-of-smoke\t"));
  run_clear (&r);

  /* search: by name, notes and unit names in both languages, as prefixes */
  entries = library_json (&root, db, "search", "Lens");
  g_assert_cmpuint (json_array_get_length (entries), ==, 1);
  o = json_array_get_object_element (entries, 0);
  assert_members (o, members);
  g_assert_cmpint (json_object_get_int_member (o, "id"), ==, 2);
  g_assert_nonnull (strstr (json_object_get_string_member (o, "snippet"), "[Lens]"));
  entries = library_json (&root, db, "search", "command line");
  g_assert_cmpuint (json_array_get_length (entries), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (entries, 0), "id"), ==, 1);
  entries = library_json (&root, db, "search", "pik");
  g_assert_cmpuint (json_array_get_length (entries), ==, 2);
  entries = library_json (&root, db, "search", "пикинеры");
  g_assert_cmpuint (json_array_get_length (entries), ==, 2);
  entries = library_json (&root, db, "search", "reiters");
  g_assert_cmpuint (json_array_get_length (entries), ==, 1);
  entries = library_json (&root, db, "search", "AND OR \" NEAR( * -");
  g_assert_cmpuint (json_array_get_length (entries), ==, 0);
  entries = library_json (&root, db, "search", "NEAR(");
  g_assert_cmpuint (json_array_get_length (entries), ==, 0);
  r = cli ("--library", db, "library", "search", "pik", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "[Pikemen]"));
  run_clear (&r);

  /* export: the latest revision, which adds back as nothing new */
  r = cli ("--library", db, "library", "export", "1", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_true (g_file_get_contents (out, &exported, NULL, NULL));
  g_assert_nonnull (strstr (exported, "count=\"3\""));
  g_assert_nonnull (strstr (exported, "Library test"));
  r = cli ("--library", db, "library", "add", out, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "1\n");
  run_clear (&r);
  entries = library_json (&root, db, "search", "Library test");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (entries, 0), "revisions"), ==, 2);

  /* unknown ids, missing -o, unreadable army */
  r = cli ("--library", db, "library", "export", "99", "-o", none, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "99"));
  g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  run_clear (&r);
  r = cli ("--library", db, "library", "export", "x1", "-o", none, NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  r = cli ("--library", db, "library", "export", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  r = cli ("--library", db, "library", "add", none, NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);

  /* a damaged library: a command that only reads it says so and leaves it
   * as it is; one that writes moves it aside, tells, and goes on */
  garbage = muster_test_write (dir, "garbage.db", "not a database, not at all, no SQLite here", -1);
  r = cli ("--library", garbage, "library", "list", "--json", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "garbage.db is damaged (it is not a database)"));
  g_assert_nonnull (strstr (r.err, "left as it is"));
  g_assert_nonnull (strstr (r.out, "\"valid\" : false"));
  run_clear (&r);
  r = cli ("--library", garbage, "library", "add", lens, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.err, "moved to"));
  g_assert_nonnull (strstr (r.err, "garbage.db.corrupt-"));
  run_clear (&r);
  entries = library_json (&root, garbage, "list", NULL);
  g_assert_cmpuint (json_array_get_length (entries), ==, 1);
  muster_test_rmtree (dir);
}

static void
test_share (void)
{
  g_autofree char *lens = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml", NULL);
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "back.xml", NULL);
  g_autofree char *code = NULL;
  Run r = cli ("share", "encode", lens, NULL);
  Run c1, c2;

  g_assert_cmpint (r.status, ==, 0);
  code = g_strstrip (g_strdup (r.out));
  g_assert_true (g_str_has_prefix (code, "MUSTER-"));
  g_assert_null (strchr (code, '\n'));
  run_clear (&r);

  r = cli ("share", "decode", code, "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  /* the decoded army checks the same as the original */
  c1 = cli ("check", lens, "--json", NULL);
  c2 = cli ("check", out, "--json", NULL);
  g_assert_cmpint (c1.status, ==, 0);
  g_assert_cmpint (c2.status, ==, 0);
  g_assert_cmpstr (strstr (c1.out, "\"points\""), ==, strstr (c2.out, "\"points\""));
  run_clear (&c1);
  run_clear (&c2);

  /* a cut code writes nothing */
  code[strlen (code) - 5] = '\0';
  g_unlink (out);
  r = cli ("share", "decode", code, "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "share code"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  run_clear (&r);

  r = cli ("share", "decode", "not a code", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  muster_test_rmtree (dir);
}

/* muster-cli with text on its standard input */
static Run
cli_stdin (const char *input, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  Run r = { 0 };

  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char * const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                            | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input, NULL, &r.out, &r.err, &error);
  g_assert_no_error (error);
  r.status = g_subprocess_get_exit_status (proc);
  return r;
}

/* Whatever encode prints, decode reads, and check reads what decode
 * writes: an army with the longest notes and names there may be, of
 * characters of four bytes, and 5,000 unit entries makes a code longer
 * than one command-line argument can be, which decode reads from standard
 * input ("-"). */
static void
test_share_longest (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *out = g_build_filename (dir, "back.xml", NULL);
  g_autofree char *too_long = NULL;
  g_autoptr(GString) xml = g_string_new (
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
    "      faction=\"france-military-revolution\" points=\"400\">\n  <name>");
  g_autofree char *army = NULL;
  g_autofree char *code = NULL;
  const char *decode[] = { "share", "decode", "-", "-o", out, NULL };
  Run r;

  for (guint i = 0; i < 200; i++)
    g_string_append_unichar (xml, 0x1F600 + i % 50);
  g_string_append (xml, "</name>\n  <notes>");
  for (guint i = 0; i < 20000; i++)
    g_string_append_unichar (xml, 0x1F600 + i % 50);
  g_string_append (xml, "</notes>\n");
  for (guint i = 0; i < 16; i++)
    {
      g_string_append (xml, "  <commander tier=\"competent\" name=\"");
      for (guint k = 0; k < 200; k++)
        g_string_append_unichar (xml, 0x1F300 + (i + k) % 50);
      g_string_append (xml, "\"/>\n");
    }
  for (guint i = 0; i < 5000; i++)
    g_string_append_printf (xml, "  <unit type=\"%s\" count=\"%u\" column=\"%u\"/>\n",
                            i % 2 ? "pikemen" : "musketeers", 1 + i % 999, 1 + i % 20);
  g_string_append (xml, "</army>\n");
  army = muster_test_write (dir, "army.xml", xml->str, xml->len);

  r = cli ("share", "encode", army, NULL);
  g_assert_cmpint (r.status, ==, 0);
  code = g_strdup (g_strstrip (r.out));
  g_assert_cmpuint (strlen (code), >, 131072);
  run_clear (&r);

  r = cli_stdin (code, decode);
  if (r.status != 0)
    g_error ("decode: %d %s", r.status, r.err);
  run_clear (&r);
  /* 16 commanders break the rules of Clouds of Smoke: exit 1, not 2 */
  r = cli ("check", out, NULL);
  g_assert_cmpint (r.status, ==, 1);
  run_clear (&r);
  {
    g_autofree char *again = NULL;

    r = cli ("share", "encode", out, NULL);
    g_assert_cmpint (r.status, ==, 0);
    again = g_strdup (g_strstrip (r.out));
    g_assert_cmpstr (again, ==, code);
    run_clear (&r);
  }

  /* a longer text is refused before it is read */
  g_unlink (out);
  too_long = g_strnfill (MUSTER_SHARE_MAX_TEXT + 1, 'A');
  memcpy (too_long, MUSTER_SHARE_PREFIX, strlen (MUSTER_SHARE_PREFIX));
  r = cli_stdin (too_long, decode);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "too long"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  run_clear (&r);
  muster_test_rmtree (dir);
}

static void
test_terrain (void)
{
  g_autoptr(JsonNode) bid = NULL;
  g_autoptr(JsonNode) quarters = NULL;
  g_autoptr(JsonNode) sectors = NULL;
  JsonObject *o;
  Run r = cli ("terrain", "bidding", "--seed", "42", "--moves", "4,3,accept", "--json", NULL);
  static const char *bid_members[] = { "seed", "rng", "roll_off", "opener", "defender", "attacker", "pieces", NULL };
  static const char *setup_members[] = { "seed", "rng", "pieces", "dice", "table", NULL };
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (r.status, ==, 0);
  bid = parse_json (r.out);
  o = json_node_get_object (bid);
  assert_members (o, bid_members);
  g_assert_cmpint (json_object_get_int_member (o, "pieces"), ==, 3);
  /* the opener bid 4, the other declined with 3, and the opener accepted */
  g_assert_cmpint (json_object_get_int_member (o, "defender"), !=, json_object_get_int_member (o, "opener"));
  g_assert_cmpint (json_object_get_int_member (o, "attacker"), ==, json_object_get_int_member (o, "opener"));
  g_assert_cmpstr (json_object_get_string_member (o, "rng"), ==, "pcg32");
  run_clear (&r);

  r = cli ("terrain", "bidding", "--seed", "42", "--moves", "4,5", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "fewer than 4"));
  run_clear (&r);
  r = cli ("terrain", "bidding", "--seed", "42", "--moves", "1,accept,2", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "over"));
  run_clear (&r);
  r = cli ("terrain", "bidding", "--seed", "42", "--moves", "2,1", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"pieces\" : 1"));
  run_clear (&r);

  r = cli ("terrain", "quarters", "--seed", "7", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  quarters = parse_json (r.out);
  o = json_node_get_object (quarters);
  assert_members (o, setup_members);
  {
    JsonArray *pieces = json_object_get_array_member (o, "pieces");
    static const char *piece_members[] = { "quarter", "type", "variant", "sub_rolls", "position", NULL };

    g_assert_cmpuint (json_array_get_length (pieces), >, 0);
    for (guint i = 0; i < json_array_get_length (pieces); i++)
      {
        JsonObject *p = json_array_get_object_element (pieces, i);
        assert_members (p, piece_members);
        if (!json_object_get_null_member (p, "type"))
          g_assert_true (json_object_has_member (p, "removed"));
      }
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "dice")), >, 0);
  }
  run_clear (&r);

  r = cli ("terrain", "sectors", "--seed", "7", "--pieces", "5", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  sectors = parse_json (r.out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (sectors), "pieces")), ==, 5);
  run_clear (&r);

  /* a run of seeds as JSON lines, the same as one at a time */
  r = cli ("terrain", "quarters", "--seed", "5", "--count", "4", NULL);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (g_strstrip (r.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(JsonNode) line = parse_json (lines[i]);
      g_assert_cmpint (json_object_get_int_member (json_node_get_object (line), "seed"), ==, 5 + i);
    }
  run_clear (&r);

  /* a setup sent on as a scenario file, which checks clean */
  {
    g_autofree char *dir = muster_test_tmpdir ();
    g_autofree char *scenario = g_build_filename (dir, "scenario.xml", NULL);

    r = cli ("terrain", "sectors", "--seed", "3", "--pieces", "5", "--scenario", scenario, NULL);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    r = cli ("check", scenario, NULL);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    muster_test_rmtree (dir);
  }

  r = cli ("terrain", "sectors", "--seed", "1", "--pieces", "9", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  r = cli ("terrain", "quarters", "--seed", "x", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  r = cli ("terrain", "quarters", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
}

int
main (int argc, char **argv)
{
  cli_test_init (&argc, &argv);

  g_test_add_func ("/cli/library", test_library);
  g_test_add_func ("/cli/share", test_share);
  g_test_add_func ("/cli/share-longest", test_share_longest);
  g_test_add_func ("/cli/terrain", test_terrain);
  return g_test_run ();
}
