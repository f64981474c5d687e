/* test-cli-rules.c: the army rules the seeds state, as `muster-cli check
 * --json` and `system show` report them: columns within the commander's
 * level, one commander and the additional ones preparations grant, generals
 * and the commander-in-chief, the ancient reserve, each regiment's values,
 * sample marks, a system without prices, and the empty army.
 */
#include <json-glib/json-glib.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "cli-run.h"
#include "cli-json.h"
#include "../pdf-check.h"

#define ARMY_NS "<army xmlns=\"https://muster.github.io/ns/army/1\" "

typedef struct
{
  int status;
  JsonNode *root;
  JsonObject *o;
  char *text;           /* the same check as text */
} Check;

static void
check_clear (Check *c)
{
  g_clear_pointer (&c->root, json_node_unref);
  g_clear_pointer (&c->text, g_free);
}


/* Writes the army (the body after <army ...) to a file and checks it. */
static Check
check_army (const char *head, const char *body)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *xml = g_strconcat (ARMY_NS, head, ">\n", body, "</army>\n", NULL);
  g_autofree char *file = muster_test_write (dir, "army.xml", xml, -1);
  Run r = cli ("check", file, "--json", NULL);
  Run t;
  Check c = { 0 };

  c.status = r.status;
  if (r.status == 2)
    g_error ("check refused the army: %s", r.err);
  c.root = parse_json (r.out);
  c.o = json_node_get_object (c.root);
  g_assert_cmpint (json_object_get_boolean_member (c.o, "valid"), ==, r.status == 0);
  run_clear (&r);
  t = cli ("check", file, NULL);
  g_assert_cmpint (t.status, ==, c.status);
  c.text = g_steal_pointer (&t.out);
  run_clear (&t);
  return c;
}

/* The problem codes, space-separated, in order. */
static char *
codes (const Check *c)
{
  JsonArray *problems = json_object_get_array_member (c->o, "problems");
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (problems); i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "",
                            json_object_get_string_member (json_array_get_object_element (problems, i), "code"));
  return g_string_free (out, FALSE);
}

static double
derived (const Check *c, const char *id)
{
  return json_object_get_double_member (json_object_get_object_member (c->o, "derived"), id);
}

#define SMOKE "system=\"clouds-of-smoke\" faction=\"russia-epoch-of-empires\" points=\"400\""
#define ANCIENT "system=\"ancient-medieval\" faction=\"crusaders\" points=\"300\""
#define AGE "system=\"age-of-battles\" faction=\"tatars\" points=\"200\""
#define HONOUR "system=\"price-of-honour\" faction=\"golden-lands\" points=\"0\""

/* 003:450-452: a unit's column lies between 1 and the commander's level;
 * systems without columns report a column instead of taking it silently. */
static void
test_columns (void)
{
  Check c = check_army (SMOKE, "<commander tier=\"mediocre\"/>\n<unit type=\"line-infantry\" column=\"4\"/>\n");
  g_autofree char *k = codes (&c);

  g_assert_cmpint (c.status, ==, 1);
  g_assert_cmpstr (k, ==, "column-out-of-range");
  g_assert_cmpint (derived (&c, "columns"), ==, 3);
  g_assert_nonnull (strstr (c.text, "column 4"));
  check_clear (&c);

  c = check_army (SMOKE, "<commander tier=\"mediocre\"/>\n<unit type=\"line-infantry\" column=\"3\"/>\n"
                         "<unit type=\"line-infantry\"/>\n");
  g_assert_cmpint (c.status, ==, 0);
  check_clear (&c);

  c = check_army (ANCIENT, "<commander tier=\"ordinary\" role=\"general\"/>\n<unit type=\"knights\" column=\"1\"/>\n");
  g_free (k);
  k = codes (&c);
  g_assert_cmpint (c.status, ==, 1);
  g_assert_cmpstr (k, ==, "column-not-used");
  check_clear (&c);

  c = check_army (AGE, "<regiment><unit type=\"tatar-horse-archer\" count=\"2\" column=\"2\"/></regiment>\n");
  g_free (k);
  k = codes (&c);
  g_assert_cmpstr (k, ==, "column-not-used");
  check_clear (&c);
}

/* 003:94, 003:573-579: one commander; additional commanders only as many
 * as the preparations grant, and they add no level, columns or dice. */
static void
test_one_commander (void)
{
  Check c = check_army (SMOKE, "<commander tier=\"illustrious\"/>\n<unit type=\"line-infantry\"/>\n");
  g_autofree char *k = NULL;

  g_assert_cmpint (c.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (c.o, "can_add_commander"));
  g_assert_true (json_object_get_null_member (c.o, "next_commander_role"));
  check_clear (&c);

  /* no commander yet: the one commander may be added */
  c = check_army (SMOKE, "<unit type=\"line-infantry\"/>\n");
  g_assert_true (json_object_get_boolean_member (c.o, "can_add_commander"));
  g_assert_cmpstr (json_object_get_string_member (c.o, "next_commander_role"), ==, "commander");
  check_clear (&c);

  /* a preparation that grants a commander offers one more */
  c = check_army (SMOKE, "<commander tier=\"mediocre\"/>\n<unit type=\"line-infantry\"/>\n"
                         "<preparation type=\"lieutenant-general\"/>\n");
  g_assert_cmpint (c.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (c.o, "can_add_commander"));
  g_assert_cmpstr (json_object_get_string_member (c.o, "next_commander_role"), ==, "additional");
  check_clear (&c);

  c = check_army (SMOKE, "<commander tier=\"mediocre\"/>\n<commander tier=\"illustrious\" role=\"additional\"/>\n"
                         "<unit type=\"line-infantry\"/>\n<preparation type=\"lieutenant-general\"/>\n");
  g_assert_cmpint (c.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (c.o, "can_add_commander"));
  g_assert_cmpint (derived (&c, "commander_level"), ==, 3);
  g_assert_cmpint (derived (&c, "columns"), ==, 3);
  g_assert_cmpint (derived (&c, "action_dice"), ==, 3);
  g_assert_cmpint (derived (&c, "commanders"), ==, 2);
  /* 16 + 30 + 40: the preparation pays for the additional commander */
  g_assert_cmpint (json_object_get_int_member (c.o, "points"), ==, 86);
  check_clear (&c);

  /* without the preparation he is a problem */
  c = check_army (SMOKE, "<commander tier=\"mediocre\"/>\n<commander tier=\"mediocre\" role=\"additional\"/>\n"
                         "<unit type=\"line-infantry\"/>\n");
  k = codes (&c);
  g_assert_cmpint (c.status, ==, 1);
  g_assert_cmpstr (k, ==, "additional-commanders-too-many");
  check_clear (&c);

  /* the ancient rules: one general and at most four sub-commanders */
  c = check_army (ANCIENT, "<commander tier=\"ordinary\" role=\"general\"/>\n<unit type=\"knights\"/>\n");
  g_assert_cmpstr (json_object_get_string_member (c.o, "next_commander_role"), ==, "commander");
  check_clear (&c);
}

/* 004:11: no general is no problem; several need one commander-in-chief,
 * and no two generals stand in one regiment. */
static void
test_generals (void)
{
  static const char *guard_a = "<regiment><name>A</name><unit type=\"tatar-khan\"%s/>"
                               "<unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment>\n";
  Check c = check_army (AGE, "<regiment><unit type=\"tatar-horse-archer\" count=\"3\"/></regiment>\n");
  g_autofree char *k = NULL;
  g_autofree char *a = NULL;
  g_autofree char *body = NULL;

  g_assert_cmpint (c.status, ==, 0);
  g_assert_cmpint (derived (&c, "generals"), ==, 0);
  check_clear (&c);

  a = g_strdup_printf (guard_a, "");
  body = g_strconcat (a, "<regiment><name>B</name><unit type=\"tatar-khan\"/>"
                         "<unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment>\n", NULL);
  c = check_army (AGE, body);
  k = codes (&c);
  g_assert_cmpint (c.status, ==, 1);
  g_assert_cmpstr (k, ==, "chief-missing");
  check_clear (&c);

  g_free (a);
  g_free (body);
  a = g_strdup_printf (guard_a, " chief=\"true\"");
  body = g_strconcat (a, "<regiment><name>B</name><unit type=\"tatar-khan\"/>"
                         "<unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment>\n", NULL);
  c = check_army (AGE, body);
  g_assert_cmpint (c.status, ==, 0);
  check_clear (&c);

  c = check_army (AGE, "<regiment><name>A</name><unit type=\"tatar-khan\" chief=\"true\"/><unit type=\"tatar-khan\"/>"
                       "<unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment>\n");
  g_free (k);
  k = codes (&c);
  g_assert_cmpstr (k, ==, "generals-same-regiment");
  g_assert_nonnull (strstr (c.text, "The regiment A has 2 generals"));
  check_clear (&c);

  c = check_army (AGE, "<regiment><unit type=\"tatar-drummer\" chief=\"true\"/>"
                       "<unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment>\n");
  g_free (k);
  k = codes (&c);
  g_assert_cmpstr (k, ==, "chief-not-general");
  check_clear (&c);
}

/* 001:76: the reserve costs at most 10 % of the army without it; it still
 * counts in army resilience. */
static void
test_ancient_reserve (void)
{
  /* 30 + 25 = 55 spent: a reserve of 10 is within 10 % of the 300-point
   * limit but not within 10 % of the army */
  Check c = check_army (ANCIENT, "<commander tier=\"talented\" role=\"general\"/>\n<unit type=\"knights\"/>\n"
                                 "<unit type=\"pilgrims\" reserve=\"true\"/>\n");
  g_autofree char *k = codes (&c);

  g_assert_cmpint (c.status, ==, 1);
  g_assert_cmpstr (k, ==, "reserve-over-limit");
  g_assert_cmpint (json_object_get_int_member (c.o, "points"), ==, 55);
  g_assert_cmpint (derived (&c, "reserve_cost"), ==, 10);
  g_assert_cmpint (derived (&c, "reserve_allowance"), ==, 5);
  /* one unit, one reserve unit, the talented general's 2 */
  g_assert_cmpint (derived (&c, "army_resilience"), ==, 4);
  check_clear (&c);

  c = check_army (ANCIENT, "<commander tier=\"talented\" role=\"general\"/>\n<unit type=\"knights\" count=\"3\"/>\n"
                           "<unit type=\"pilgrims\" reserve=\"true\"/>\n");
  g_assert_cmpint (c.status, ==, 0);
  g_assert_cmpint (derived (&c, "army_resilience"), ==, 6);
  check_clear (&c);
}

/* 004:53-61: each regiment's cost, movement (its slowest warrior),
 * starting morale and combat strength. */
static void
test_regiment_values (void)
{
  g_autofree char *horde = muster_test_source_path ("data", "systems", "age-of-battles", "armies", "tatar-horde.xml", NULL);
  Run r = cli ("check", horde, "--json", NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *regiments;
  JsonObject *guard, *archers;

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  regiments = json_object_get_array_member (json_node_get_object (root), "regiments");
  g_assert_cmpuint (json_array_get_length (regiments), ==, 4);
  guard = json_object_get_object_member (json_array_get_object_element (regiments, 0), "values");
  archers = json_object_get_object_member (json_array_get_object_element (regiments, 2), "values");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (regiments, 0), "name"), ==,
                   "Khan's guard");
  /* khan 25 + 4 heavy horsemen 48 + drummer 9; the heavy horsemen are the slowest at 9 */
  g_assert_cmpint (json_object_get_int_member (guard, "cost"), ==, 82);
  g_assert_cmpint (json_object_get_int_member (guard, "movement"), ==, 9);
  /* +1 general, +1 musician; Glory 2 + 2 */
  g_assert_cmpint (json_object_get_int_member (guard, "morale"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (guard, "combat_strength"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (archers, "cost"), ==, 36);
  g_assert_cmpint (json_object_get_int_member (archers, "movement"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (archers, "morale"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (archers, "combat_strength"), ==, 2);
  run_clear (&r);

  r = cli ("check", horde, NULL);
  g_assert_nonnull (strstr (r.out, "Regiment Khan's guard: Cost 82, Movement (slowest warrior) 9"));
  run_clear (&r);
}

static JsonObject *
find_by_id (JsonArray *items, const char *id)
{
  return json_find (items, "id", id);
}

static JsonObject *
find_unit (JsonObject *system, const char *faction, const char *id)
{
  JsonObject *f = find_by_id (json_object_get_array_member (system, "factions"), faction);
  return find_by_id (json_object_get_array_member (f, "units"), id);
}

static JsonNode *
show (const char *system)
{
  Run r = cli ("system", "show", system, "--json", NULL);
  JsonNode *root;

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  run_clear (&r);
  return root;
}

/* Invented numbers say so: the ancient commander costs, Line infantry's
 * category, piece sizes, the macro-battle grid. */
static void
test_sample_marks (void)
{
  g_autoptr(JsonNode) ancient = show ("ancient-medieval");
  g_autoptr(JsonNode) smoke = show ("clouds-of-smoke");
  g_autoptr(JsonNode) honour = show ("price-of-honour");
  JsonObject *a = json_node_get_object (ancient), *s = json_node_get_object (smoke);
  JsonObject *terrain;
  JsonArray *tiers = json_object_get_array_member (a, "commander_tiers");
  Run r;

  for (guint i = 0; i < json_array_get_length (tiers); i++)
    g_assert_true (json_object_get_boolean_member (json_array_get_object_element (tiers, i), "sample"));
  /* Clouds of Smoke's tiers are the rules' own (003:197-200) */
  g_assert_false (json_object_get_boolean_member (
    json_array_get_object_element (json_object_get_array_member (s, "commander_tiers"), 0), "sample"));

  g_assert_true (json_object_get_boolean_member (find_unit (s, "russia-epoch-of-empires", "line-infantry"),
                                                 "category_sample"));
  g_assert_false (json_object_get_boolean_member (find_unit (s, "france-military-revolution", "pikemen"),
                                                  "category_sample"));

  terrain = json_object_get_object_member (a, "terrain");
  g_assert_true (json_object_get_boolean_member (find_by_id (json_object_get_array_member (terrain, "pieces"), "hill"),
                                                 "size_sample"));
  /* the camp's 24 x 16 steps are the rules' (001:671) */
  g_assert_false (json_object_get_boolean_member (find_by_id (json_object_get_array_member (terrain, "pieces"), "camp"),
                                                  "size_sample"));
  terrain = json_object_get_object_member (s, "terrain");
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (terrain, "quarter_method"),
                                                 "piece_size_sample"));
  terrain = json_object_get_object_member (json_node_get_object (honour), "terrain");
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (terrain, "grid"), "sample"));

  r = cli ("system", "show", "ancient-medieval", NULL);
  g_assert_nonnull (strstr (r.out, "Talented                 25 (sample)"));
  g_assert_nonnull (strstr (r.out, "30 × 20 (sample)"));
  run_clear (&r);
  r = cli ("system", "show", "clouds-of-smoke", NULL);
  g_assert_nonnull (strstr (r.out, "(category: sample)"));
  run_clear (&r);
  r = cli ("system", "show", "price-of-honour", NULL);
  g_assert_nonnull (strstr (r.out, "Grid: 12 × 8 cells (sample)"));
  run_clear (&r);
}

/* Price of Honour's rules give no prices: no points, no limit, no costs. */
static void
test_no_costs (void)
{
  Check c = check_army (HONOUR, "<unit type=\"light-infantry\" count=\"2\"/>\n");
  g_autoptr(JsonNode) honour = show ("price-of-honour");
  g_autoptr(JsonNode) smoke = show ("clouds-of-smoke");
  JsonObject *h = json_node_get_object (honour);

  g_assert_cmpint (c.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (c.o, "costs"));
  g_assert_false (json_object_has_member (c.o, "points"));
  g_assert_false (json_object_has_member (c.o, "points_limit"));
  g_assert_null (strstr (c.text, "point"));
  g_assert_null (strstr (c.text, " 0 of 0"));
  g_assert_true (g_str_has_suffix (c.text, "army.xml: valid\n") || strstr (c.text, "army.xml: valid\n") != NULL);
  check_clear (&c);

  g_assert_false (json_object_get_boolean_member (h, "costs"));
  g_assert_false (json_object_has_member (find_unit (h, "golden-lands", "light-infantry"), "cost"));
  g_assert_true (json_object_get_boolean_member (json_node_get_object (smoke), "costs"));
  g_assert_true (json_object_has_member (find_unit (json_node_get_object (smoke), "france-military-revolution", "pikemen"),
                                         "cost"));

  c = check_army (SMOKE, "<commander tier=\"mediocre\"/>\n<unit type=\"line-infantry\"/>\n");
  g_assert_true (json_object_get_boolean_member (c.o, "costs"));
  g_assert_cmpint (json_object_get_int_member (c.o, "points"), ==, 46);
  check_clear (&c);
}

/* An army with no units is not valid, in every system. */
static void
test_empty_army (void)
{
  static const char *heads[] = { SMOKE, ANCIENT, AGE, HONOUR };
  static const char *bodies[] = { "<commander tier=\"mediocre\"/>\n", "<commander tier=\"ordinary\" role=\"general\"/>\n", "", "" };

  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    {
      Check c = check_army (heads[i], bodies[i]);
      g_autofree char *k = codes (&c);

      g_assert_cmpint (c.status, ==, 1);
      g_assert_cmpstr (k, ==, "army-empty");
      g_assert_nonnull (strstr (c.text, "no units") != NULL ? "" : strstr (c.text, "no warriors"));
      check_clear (&c);
    }
}

static void
assert_profile (JsonObject *system, const char *faction, const char *unit, int att, int def, int mv, const char *tag)
{
  JsonObject *u = find_unit (system, faction, unit);
  JsonObject *profile = json_object_get_object_member (u, "profile");
  JsonArray *tags = json_object_get_array_member (u, "tags");
  gboolean tagged = FALSE;

  g_assert_cmpint (json_object_get_int_member (profile, "att"), ==, att);
  g_assert_cmpint (json_object_get_int_member (profile, "def"), ==, def);
  g_assert_cmpint (json_object_get_int_member (profile, "mv"), ==, mv);
  g_assert_cmpint (json_object_get_int_member (profile, "cs"), ==, 3);
  for (guint i = 0; i < json_array_get_length (tags); i++)
    tagged |= g_str_equal (json_array_get_string_element (tags, i), tag);
  g_assert_true (tagged);
}

/* 001:646-665: every elephant and chariot of the rules with its numbers
 * (А\ЗЩ\Дв), crew of three. */
static void
test_elephants_chariots (void)
{
  g_autoptr(JsonNode) ancient = show ("ancient-medieval");
  JsonObject *a = json_node_get_object (ancient);
  Check c;

  assert_profile (a, "seleucids", "indian-elephants", 6, 5, 14, "elephant");
  assert_profile (a, "ptolemies", "african-elephants", 5, 4, 14, "elephant");
  assert_profile (a, "seleucids", "scythed-chariots", 4, 3, 14, "scythed-chariot");
  assert_profile (a, "assyrians", "heavy-chariots", 3, 4, 14, "heavy-chariot");
  assert_profile (a, "ancient-britons", "light-chariots", 2, 2, 16, "light-chariot");

  c = check_army ("system=\"ancient-medieval\" faction=\"ancient-britons\" points=\"300\"",
                  "<commander tier=\"ordinary\" role=\"general\"/>\n<unit type=\"light-chariots\" count=\"4\"/>\n"
                  "<unit type=\"warband\" count=\"6\"/>\n");
  g_assert_cmpint (c.status, ==, 0);
  check_clear (&c);
}

/* The first byte of a share code: its format. */
static guint
code_format (const char *code)
{
  g_autofree char *body = g_strdup (code + strlen ("MUSTER-"));
  g_autofree guchar *data = NULL;
  g_autoptr(GString) padded = NULL;
  gsize len = 0;

  g_strstrip (body);
  g_strdelimit (body, "-", '+');
  g_strdelimit (body, "_", '/');
  padded = g_string_new (body);
  while (padded->len % 4 != 0)
    g_string_append_c (padded, '=');
  data = g_base64_decode (padded->str, &len);
  g_assert_cmpuint (len, >, 0);
  return data[0];
}

/* The commander-in-chief is kept in the army file and travels in a share
 * code; a code of an army without one keeps the format older versions
 * read. */
static void
test_chief_travels (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *file = muster_test_write (dir, "chief.xml",
    ARMY_NS AGE ">\n"
    "<regiment><name>A</name><unit type=\"tatar-khan\" chief=\"true\"/><unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment>\n"
    "<regiment><name>B</name><unit type=\"tatar-khan\"/><unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment>\n"
    "</army>\n", -1);
  g_autofree char *back = g_build_filename (dir, "back.xml", NULL);
  g_autofree char *horde = muster_test_source_path ("data", "systems", "age-of-battles", "armies", "tatar-horde.xml", NULL);
  g_autofree char *xml = NULL;
  g_autofree char *code = NULL;
  Run r = cli ("share", "encode", file, NULL);

  g_assert_cmpint (r.status, ==, 0);
  code = g_strstrip (g_steal_pointer (&r.out));
  g_assert_cmpuint (code_format (code), ==, 3);
  run_clear (&r);
  r = cli ("share", "decode", code, "-o", back, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_true (g_file_get_contents (back, &xml, NULL, NULL));
  g_assert_nonnull (strstr (xml, "<unit type=\"tatar-khan\" chief=\"true\"/>"));
  g_assert_nonnull (strstr (xml, "<unit type=\"tatar-khan\"/>"));
  r = cli ("check", back, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);

  r = cli ("share", "encode", horde, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (code_format (r.out), ==, 2);
  run_clear (&r);
}

/* The roster prints each regiment's values and the commander-in-chief;
 * no sheet prints points for a system whose rules give no prices; the
 * reference sheet marks invented commander costs. */
static void
test_roster (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *horde = muster_test_source_path ("data", "systems", "age-of-battles", "armies", "tatar-horde.xml", NULL);
  g_autofree char *arsuf = muster_test_source_path ("data", "systems", "ancient-medieval", "armies", "crusaders-arsuf-1191.xml", NULL);
  g_autofree char *honour = muster_test_write (dir, "honour.xml",
    ARMY_NS HONOUR "><name>Honour</name><unit type=\"light-infantry\" count=\"2\"/></army>\n", -1);
  g_autofree char *chief = muster_test_write (dir, "chief.xml",
    ARMY_NS AGE "><regiment><name>Guard</name><unit type=\"tatar-khan\" chief=\"true\"/>"
    "<unit type=\"tatar-heavy-horseman\" count=\"2\"/></regiment></army>\n", -1);
  g_autofree char *pdf = g_build_filename (dir, "roster.pdf", NULL);
  g_autofree char *text = NULL;
  Run r = print_in (NULL, "print", horde, "--sheet", "roster", "-o", pdf, NULL);

  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  text = pdf_tool (PDF_TEXT_ARGS (pdf), NULL);
  g_assert_true (pdf_text_has (text, "Regiments"));
  g_assert_true (pdf_text_has (text, "Khan's guard 82 9 2 4"));
  g_assert_true (pdf_text_has (text, "Foot archers 36 5 0 2"));
  g_clear_pointer (&text, g_free);

  r = print_in (NULL, "print", chief, "--sheet", "roster", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  text = pdf_tool (PDF_TEXT_ARGS (pdf), NULL);
  /* the units stand under their regiment's heading, the khan marked */
  g_assert_true (pdf_text_has (text, "Guard — 3 units"));
  g_assert_true (pdf_text_has (text, "commander-in-chief"));
  g_assert_false (pdf_text_has (text, "Guard, commander-in-chief"));
  g_clear_pointer (&text, g_free);

  r = print_in (NULL, "print", honour, "--sheet", "roster", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  text = pdf_tool (PDF_TEXT_ARGS (pdf), NULL);
  g_assert_true (pdf_text_has (text, "Infantry — 2 units"));
  g_assert_false (pdf_text_has (text, "points"));
  g_assert_false (pdf_text_has (text, "Spent"));
  g_assert_false (pdf_text_has (text, "Cost"));
  g_clear_pointer (&text, g_free);

  /* nor on its unit cards */
  r = print_in (NULL, "print", honour, "--sheet", "unit-cards", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  text = pdf_tool (PDF_TEXT_ARGS (pdf), NULL);
  g_assert_true (pdf_text_has (text, "Light infantry"));
  g_assert_false (pdf_text_has (text, "points"));
  g_clear_pointer (&text, g_free);

  /* nor a Cost column on its reference sheet */
  r = print_in (NULL, "print", honour, "--sheet", "reference", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  text = pdf_tool (PDF_TEXT_ARGS (pdf), NULL);
  g_assert_true (pdf_text_has (text, "Light infantry"));
  g_assert_false (pdf_text_has (text, "Cost"));
  g_clear_pointer (&text, g_free);

  /* the ancient commanders' invented costs say so on the reference sheet */
  r = print_in (NULL, "print", arsuf, "--sheet", "reference", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  text = pdf_tool (PDF_TEXT_ARGS (pdf), NULL);
  g_assert_true (pdf_text_has (text, "Talented (sample) 25 points"));
}

int
main (int argc, char **argv)
{
  muster_test_init (&argc, &argv);
  g_test_add_func ("/cli/cli-rules/columns", test_columns);
  g_test_add_func ("/cli/cli-rules/one-commander", test_one_commander);
  g_test_add_func ("/cli/cli-rules/generals", test_generals);
  g_test_add_func ("/cli/cli-rules/ancient-reserve", test_ancient_reserve);
  g_test_add_func ("/cli/cli-rules/regiment-values", test_regiment_values);
  g_test_add_func ("/cli/cli-rules/sample-marks", test_sample_marks);
  g_test_add_func ("/cli/cli-rules/no-costs", test_no_costs);
  g_test_add_func ("/cli/cli-rules/empty-army", test_empty_army);
  g_test_add_func ("/cli/cli-rules/chief-travels", test_chief_travels);
  g_test_add_func ("/cli/cli-rules/elephants-chariots", test_elephants_chariots);
  g_test_add_func ("/cli/cli-rules/roster", test_roster);
  return g_test_run ();
}
