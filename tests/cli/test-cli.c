/* test-cli.c: muster-cli as scripts see it: exit codes (0 valid, 1 breaks
 * rules, 2 unreadable), the JSON shape of systems, system show and check,
 * the usage and help texts, and --data-dir.
 */
#include <json-glib/json-glib.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "cli-run.h"
#include "cli-json.h"

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

int
main (int argc, char **argv)
{
  cli_test_init (&argc, &argv);

  g_test_add_func ("/cli/systems", test_systems);
  g_test_add_func ("/cli/system-show", test_system_show);
  g_test_add_func ("/cli/check-army", test_check_army);
  g_test_add_func ("/cli/check-system", test_check_system);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/help-agrees", test_help_agrees);
  g_test_add_func ("/cli/data-dir", test_data_dir);
  return g_test_run ();
}
