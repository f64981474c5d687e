/* test-cli.c: muster-cli as scripts see it: exit codes (0 valid, 1 breaks
 * rules, 2 unreadable), the JSON shape of systems, system show and check,
 * --data-dir, and every class of bad input refused with one
 * file:line:column message within CPU and memory limits, writing nothing.
 */
#include <json-glib/json-glib.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "cli-run.h"
#include "cli-json.h"

static void
assert_members (JsonObject *o, const char * const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (!json_object_has_member (o, names[i]))
      g_error ("JSON object lacks “%s”", names[i]);
}

static void
test_systems (void)
{
  Run r = cli ("systems", "--json", NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *systems;
  gboolean seen[4] = { FALSE };
  static const char *ids[] = { "age-of-battles", "ancient-medieval", "clouds-of-smoke", "price-of-honour" };

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
  systems = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (systems), >=, 4);
  for (guint i = 0; i < json_array_get_length (systems); i++)
    {
      JsonObject *s = json_array_get_object_element (systems, i);
      JsonArray *factions;
      static const char *members[] = { "id", "name", "names", "factions", NULL };
      static const char *fmembers[] = { "id", "name", "names", "sample", "units", NULL };

      assert_members (s, members);
      for (guint k = 0; k < 4; k++)
        if (g_str_equal (json_object_get_string_member (s, "id"), ids[k]))
          seen[k] = TRUE;
      g_assert_nonnull (json_object_get_string_member (json_object_get_object_member (s, "names"), "ru"));
      factions = json_object_get_array_member (s, "factions");
      g_assert_cmpuint (json_array_get_length (factions), >, 0);
      for (guint f = 0; f < json_array_get_length (factions); f++)
        assert_members (json_array_get_object_element (factions, f), fmembers);
    }
  for (guint k = 0; k < 4; k++)
    g_assert_true (seen[k]);
  run_clear (&r);

  /* and as text, one system per line with its factions indented */
  r = cli ("systems", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "clouds-of-smoke\t"));
  g_assert_nonnull (strstr (r.out, "  france-military-revolution\t"));
  run_clear (&r);
}

static void
test_system_show (void)
{
  Run r = cli ("system", "show", "clouds-of-smoke", "--json", NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *o;
  JsonArray *tiers, *factions, *preps;
  static const char *members[] = { "id", "name", "categories", "factions", "commander_tiers", "preparations", NULL };
  static const char *unit_members[] = { "id", "name", "names", "category", "cost", "morale", "tags", NULL };
  static const char *tier_members[] = { "id", "cost", "dice", "level", NULL };
  static const char *prep_members[] = { "id", "cost", "repeatable", NULL };
  gboolean found_pikemen = FALSE;

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  o = json_node_get_object (root);
  assert_members (o, members);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "categories")), ==, 3);

  tiers = json_object_get_array_member (o, "commander_tiers");
  g_assert_cmpuint (json_array_get_length (tiers), ==, 3);
  for (guint i = 0; i < 3; i++)
    assert_members (json_array_get_object_element (tiers, i), tier_members);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (tiers, 2), "cost"), ==, 110);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (tiers, 2), "dice"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (tiers, 2), "level"), ==, 5);

  preps = json_object_get_array_member (o, "preparations");
  g_assert_cmpuint (json_array_get_length (preps), >=, 6);
  for (guint i = 0; i < json_array_get_length (preps); i++)
    assert_members (json_array_get_object_element (preps, i), prep_members);

  factions = json_object_get_array_member (o, "factions");
  for (guint f = 0; f < json_array_get_length (factions); f++)
    {
      JsonArray *units = json_object_get_array_member (json_array_get_object_element (factions, f), "units");
      for (guint u = 0; u < json_array_get_length (units); u++)
        {
          JsonObject *unit = json_array_get_object_element (units, u);
          assert_members (unit, unit_members);
          if (g_str_equal (json_object_get_string_member (unit, "id"), "pikemen"))
            {
              found_pikemen = TRUE;
              g_assert_cmpint (json_object_get_int_member (unit, "cost"), ==, 9);
              g_assert_cmpint (json_object_get_int_member (unit, "morale"), ==, 2);
              g_assert_cmpstr (json_object_get_string_member (unit, "category"), ==, "core");
            }
        }
    }
  g_assert_true (found_pikemen);
  run_clear (&r);

  r = cli ("system", "show", "chess", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "chess"));
  run_clear (&r);
}

static void
test_check_army (void)
{
  g_autofree char *lens = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml", NULL);
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *broken = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) root2 = NULL;
  JsonObject *o, *derived;
  Run r = cli ("check", lens, "--json", NULL);
  static const char *members[] = { "valid", "points", "points_limit", "problems", "derived", NULL };
  static const char *derived_members[] = { "morale", "strategic_rating", "action_dice", "columns",
                                           "preparations_allowed", NULL };

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  o = json_node_get_object (root);
  assert_members (o, members);
  g_assert_true (json_object_get_boolean_member (o, "valid"));
  g_assert_cmpint (json_object_get_int_member (o, "points_limit"), ==, 400);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "problems")), ==, 0);
  derived = json_object_get_object_member (o, "derived");
  assert_members (derived, derived_members);
  g_assert_cmpint (json_object_get_int_member (derived, "preparations_allowed"), ==, 2);
  run_clear (&r);

  broken = muster_test_write (dir, "broken.xml",
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
    "      faction=\"france-military-revolution\" points=\"100\">\n"
    "  <unit type=\"guard-musketeers\" count=\"9\"/>\n"
    "</army>\n", -1);
  r = cli ("check", broken, "--json", NULL);
  g_assert_cmpint (r.status, ==, 1);
  root2 = parse_json (r.out);
  o = json_node_get_object (root2);
  g_assert_false (json_object_get_boolean_member (o, "valid"));
  {
    JsonArray *problems = json_object_get_array_member (o, "problems");
    g_autoptr(GString) codes = g_string_new (NULL);

    for (guint i = 0; i < json_array_get_length (problems); i++)
      {
        JsonObject *p = json_array_get_object_element (problems, i);
        static const char *pm[] = { "code", "severity", "message", NULL };
        assert_members (p, pm);
        g_string_append_printf (codes, "%s ", json_object_get_string_member (p, "code"));
      }
    g_assert_nonnull (strstr (codes->str, "points-over-limit"));
    g_assert_nonnull (strstr (codes->str, "rare-exceeds-core"));
    g_assert_nonnull (strstr (codes->str, "commander-missing"));
  }
  run_clear (&r);

  /* the same in Russian, as text */
  r = cli ("--lang", "ru", "check", broken, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "полководца"));
  run_clear (&r);
  muster_test_rmtree (dir);
}

static void
test_check_system (void)
{
  g_autofree char *sys = muster_test_source_path ("data", "systems", "clouds-of-smoke", "system.xml", NULL);
  g_autofree char *faction = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions",
                                                      "france-military-revolution.xml", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: valid; the system “clouds-of-smoke” has ", sys);
  g_autoptr(JsonNode) root = NULL;
  Run r = cli ("check", sys, NULL);

  /* "valid;" at its place, not a "valid" that "invalid" would hold too */
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, expected));
  run_clear (&r);
  r = cli ("check", faction, "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (root), "valid"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "kind"), ==, "system");
  run_clear (&r);
}

/* README.md's command block is what --help prints, and every command takes
 * exactly the options its line shows (and the global ones). */
static void
test_help_agrees (void)
{
  g_autofree char *readme_path = muster_test_source_path ("README.md", NULL);
  g_autofree char *readme = NULL;
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  static const char *known[] = { "--json", "--seed", "--moves", "--pieces", "--count", "--system", "--width",
                                 "--depth", "--uw", "--diagonal", "-o", "--scenario", "--sheet", "--paper",
                                 "--landscape", "--sets", "--backs", "--card", "--ambush", "--decoys",
                                 "--limit", "--offset" };
  static const char *flags[] = { "--json", "--landscape" };
  g_auto(GStrv) lines = NULL;
  const char *block, *end;
  guint commands = 0;
  Run r = cli ("--help", NULL);

  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (readme_path, &readme, NULL, NULL));
  block = strstr (readme, "## Command line\n\n```\n");
  g_assert_nonnull (block);
  block += strlen ("## Command line\n\n```\n");
  end = strstr (block, "```\n");
  g_assert_nonnull (end);
  {
    g_autofree char *text = g_strndup (block, end - block);
    g_assert_cmpstr (text, ==, r.out);
  }

  /* each entry: its syntax lines (the first without the description) */
  lines = g_strsplit (strstr (r.out, "Commands:\n") + strlen ("Commands:\n"), "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_autoptr(GString) syntax = g_string_new (NULL);
      g_autoptr(GPtrArray) words = g_ptr_array_new ();
      g_auto(GStrv) tokens = NULL;
      const char *gap;

      if (!g_str_has_prefix (lines[i], "  ") || lines[i][2] == ' ')
        continue;
      gap = strstr (lines[i] + 2, "  ");
      g_string_append_len (syntax, lines[i] + 2, gap != NULL ? gap - lines[i] - 2 : (gssize) strlen (lines[i] + 2));
      while (lines[i + 1] != NULL && g_str_has_prefix (lines[i + 1], "      ") && lines[i + 1][6] != ' ')
        g_string_append_printf (syntax, " %s", lines[++i] + 6);

      tokens = g_strsplit (syntax->str, " ", -1);
      for (guint t = 0; tokens[t] != NULL && g_regex_match_simple ("^[a-z]+$", tokens[t], 0, 0); t++)
        g_ptr_array_add (words, tokens[t]);
      g_assert_cmpuint (words->len, >, 0);
      commands++;

      for (guint k = 0; k < G_N_ELEMENTS (known); k++)
        {
          g_autoptr(GPtrArray) argv = g_ptr_array_new ();
          g_autofree char *pattern = g_strdup_printf ("(^|[ \\[|])%s($|[ \\]|])", known[k]);
          gboolean shown = g_regex_match_simple (pattern, syntax->str, 0, 0);
          gboolean flag = FALSE;
          Run o;

          for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
            flag |= g_str_equal (flags[f], known[k]);
          g_ptr_array_add (argv, (gpointer) "--library");
          g_ptr_array_add (argv, db);
          for (guint w = 0; w < words->len; w++)
            g_ptr_array_add (argv, g_ptr_array_index (words, w));
          g_ptr_array_add (argv, (gpointer) known[k]);
          if (!flag)
            g_ptr_array_add (argv, (gpointer) "1");
          g_ptr_array_add (argv, NULL);
          o = cli_run_argv (dir, NULL, (const char * const *) argv->pdata);
          if (shown == (strstr (o.err, "does not apply") != NULL))
            g_error ("“%s” with %s: the help %s it, and muster-cli says: %s", syntax->str, known[k],
                     shown ? "shows" : "does not show", o.err);
          run_clear (&o);
        }
    }
  g_assert_cmpuint (commands, ==, 17);
  run_clear (&r);
  muster_test_rmtree (dir);
}

static void
test_usage (void)
{
  Run r = cli ("--help", NULL);

  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "check FILE"));
  run_clear (&r);

  r = cli ("frobnicate", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "unknown command"));
  run_clear (&r);

  r = cli ("systems", "--frob", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--frob"));
  run_clear (&r);

  r = cli ("check", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);

  r = cli ("--lang", "de", "systems", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
}

static void
test_data_dir (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *sys = g_build_filename (dir, "toy", NULL);
  Run r;

  g_mkdir (sys, 0700);
  g_free (muster_test_write (sys, "system.xml",
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"toy\">"
    "<name xml:lang=\"en\">Toy</name><name xml:lang=\"ru\">Игрушка</name>"
    "<army spent=\"spent\"/>"
    "<fields><field id=\"m\"><name xml:lang=\"en\">M</name><name xml:lang=\"ru\">М</name></field></fields>"
    "<categories><category id=\"c\"><name xml:lang=\"en\">C</name><name xml:lang=\"ru\">К</name></category></categories>"
    "<derived><value id=\"spent\" expr=\"sum(cost)\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name></value></derived>"
    "<faction id=\"f\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Ф</name>"
    "<unit id=\"u\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">U</name><name xml:lang=\"ru\">О</name></unit>"
    "</faction></system>", -1));

  r = cli ("--data-dir", dir, "systems", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "toy\tToy"));
  g_assert_nonnull (strstr (r.out, "clouds-of-smoke"));
  run_clear (&r);

  r = cli ("--data-dir", dir, "--lang", "ru", "systems", NULL);
  g_assert_nonnull (strstr (r.out, "toy\tИгрушка"));
  run_clear (&r);
  muster_test_rmtree (dir);
}

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
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("MUSTER_CLI"));
  g_setenv ("LANGUAGE", "en", TRUE);

  g_test_add_func ("/cli/systems", test_systems);
  g_test_add_func ("/cli/system-show", test_system_show);
  g_test_add_func ("/cli/check-army", test_check_army);
  g_test_add_func ("/cli/check-system", test_check_system);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/help-agrees", test_help_agrees);
  g_test_add_func ("/cli/data-dir", test_data_dir);
  g_test_add_func ("/cli/json-numbers", test_json_numbers);
  g_test_add_func ("/cli/non-finite-options", test_non_finite_options);
  g_test_add_func ("/cli/text-escapes", test_text_escapes);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/library", test_library);
  g_test_add_func ("/cli/share", test_share);
  g_test_add_func ("/cli/share-longest", test_share_longest);
  g_test_add_func ("/cli/terrain", test_terrain);
  return g_test_run ();
}
