/* test-rules.c: the rules engine on the shipped Clouds of Smoke data, held
 * to ../shared/rules/decisions.md: points, rare <= core, the commander,
 * preparations (400 allows 2, 450 allows 3, copies count once), army morale,
 * columns, action dice and every strategic-rating term on and off, unit
 * aggregates counted once; also the army file round trip and its errors.
 */
#include "rules-test.h"

static MusterArmy *
army_new (const char *faction, guint points, const char *tier)
{
  const MusterFaction *f = muster_system_lookup_faction (smoke, faction);
  MusterArmy *army;

  g_assert_nonnull (f);
  army = muster_army_new (smoke, f, points);
  if (tier != NULL)
    {
      MusterArmyCommander c = { muster_system_lookup_tier (smoke, tier),
                                muster_system_lookup_role (smoke, "commander"), NULL };
      g_assert_nonnull (c.tier);
      muster_army_insert_commander (army, -1, &c);
    }
  return army;
}

static void
add_prep (MusterArmy *army, const char *id, guint copies)
{
  MusterArmyPreparation p = { muster_system_lookup_preparation (smoke, muster_army_get_faction (army), id), copies };

  g_assert_nonnull (p.preparation);
  muster_army_insert_preparation (army, -1, &p);
}

/* term i of the strategic rating */
static double
term (const MusterReport *r, guint i)
{
  const MusterValue *v = muster_report_lookup (r, "strategic_rating");

  g_assert_nonnull (v);
  g_assert_cmpuint (v->terms->len, ==, 6);
  return g_array_index (v->terms, double, i);
}

enum { T_LEVEL, T_VETERANS, T_LIGHT, T_CAVALRY, T_UNTRAINED, T_ARTILLERY };

static void
test_points (void)
{
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 100, "competent");
  g_autoptr(MusterReport) r = NULL;

  muster_test_add_unit (army, "pikemen", 2);          /* 18 */
  add_prep (army, "scouting", 1);    /* 10 */
  r = muster_rules_check (army);
  g_assert_cmpfloat (r->spent, ==, 18 + 70 + 10);
  g_assert_cmpfloat (r->limit, ==, 100);
  g_assert_true (r->valid);
  g_assert_false (has_problem (r, "points-over-limit"));
  g_clear_pointer (&r, muster_report_free);

  muster_test_add_unit (army, "pikemen", 1);          /* 107 */
  r = muster_rules_check (army);
  g_assert_cmpfloat (r->spent, ==, 107);
  g_assert_false (r->valid);
  g_assert_nonnull (strstr (problem (r, "points-over-limit")->message_en, "107"));
  g_assert_nonnull (strstr (problem (r, "points-over-limit")->message_en, "7 over"));
  g_assert_nonnull (strstr (problem (r, "points-over-limit")->message_ru, "107"));
  g_assert_cmpint (problem (r, "points-over-limit")->severity, ==, MUSTER_SEVERITY_ERROR);
}

static void
test_rare_core (void)
{
  g_autoptr(MusterArmy) army = army_new ("habsburg-military-revolution", 1000, "mediocre");
  g_autoptr(MusterReport) r = NULL;

  muster_test_add_unit (army, "tercio-pikemen", 2);
  muster_test_add_unit (army, "old-tercio", 1);
  muster_test_add_unit (army, "cuirassiers", 1);
  r = muster_rules_check (army);         /* rare 2 = core 2: passes */
  g_assert_false (has_problem (r, "rare-exceeds-core"));
  g_assert_true (r->valid);
  g_clear_pointer (&r, muster_report_free);

  muster_test_add_unit (army, "half-cannon", 1);          /* rare 3 = core + 1: fails */
  r = muster_rules_check (army);
  g_assert_true (has_problem (r, "rare-exceeds-core"));
  g_assert_nonnull (strstr (problem (r, "rare-exceeds-core")->message_en, "3 rare units but only 2 core"));
  g_clear_pointer (&r, muster_report_free);

  /* instances count: one more core unit by count */
  muster_army_replace_unit (army, 0, &(MusterArmyUnit) { muster_system_find_unit (smoke, "tercio-pikemen"), 3, 0, FALSE, -1, TRUE });
  r = muster_rules_check (army);
  g_assert_false (has_problem (r, "rare-exceeds-core"));
}

static void
test_commander (void)
{
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, NULL);
  g_autoptr(MusterReport) r = NULL;
  MusterArmyCommander extra = { muster_system_lookup_tier (smoke, "mediocre"),
                                muster_system_lookup_role (smoke, "commander"), NULL };

  muster_test_add_unit (army, "pikemen", 1);
  r = muster_rules_check (army);
  g_assert_true (has_problem (r, "commander-missing"));
  g_assert_false (r->valid);
  g_assert_cmpfloat (value (r, "action_dice"), ==, 0);
  g_clear_pointer (&r, muster_report_free);

  muster_army_insert_commander (army, -1, &extra);
  r = muster_rules_check (army);
  g_assert_false (has_problem (r, "commander-missing"));
  g_assert_cmpfloat (value (r, "commander_level"), ==, 3);
  g_assert_cmpfloat (value (r, "action_dice"), ==, 3);
  g_assert_cmpfloat (value (r, "columns"), ==, 3);
  g_clear_pointer (&r, muster_report_free);

  muster_army_insert_commander (army, -1, &extra);
  r = muster_rules_check (army);
  g_assert_true (has_problem (r, "commander-too-many"));
}

static void
test_tiers (void)
{
  static const struct { const char *tier; double dice; double cost; } tiers[] = {
    { "mediocre", 3, 30 }, { "competent", 4, 70 }, { "illustrious", 5, 110 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tiers); i++)
    {
      g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, tiers[i].tier);
      g_autoptr(MusterReport) r = muster_rules_check (army);

      g_assert_cmpfloat (value (r, "action_dice"), ==, tiers[i].dice);
      g_assert_cmpfloat (value (r, "commander_level"), ==, tiers[i].dice);
      g_assert_cmpfloat (value (r, "columns"), ==, tiers[i].dice);
      g_assert_cmpfloat (term (r, T_LEVEL), ==, tiers[i].dice);
      g_assert_cmpfloat (r->spent, ==, tiers[i].cost);
    }
}

static void
test_preparations_allowed (void)
{
  static const struct { guint points; double allowed; } cases[] = {
    { 200, 1 }, { 201, 2 }, { 400, 2 }, { 401, 3 }, { 450, 3 }, { 600, 3 }, { 601, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(MusterArmy) army = army_new ("france-military-revolution", cases[i].points, "competent");
      g_autoptr(MusterReport) r = muster_rules_check (army);

      g_assert_cmpfloat (value (r, "preparations_allowed"), ==, cases[i].allowed);
    }
}

static void
test_preparation_limits (void)
{
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, "competent");
  g_autoptr(MusterReport) r = NULL;

  /* copies of a repeatable preparation count once */
  add_prep (army, "field-fortifications", 3);
  add_prep (army, "scouting", 1);
  r = muster_rules_check (army);
  g_assert_false (has_problem (r, "preparations-over-limit"));
  g_assert_false (has_problem (r, "preparation-not-repeatable"));
  g_assert_cmpfloat (r->spent, ==, 70 + 3 * 15 + 10);
  g_clear_pointer (&r, muster_report_free);

  /* a third kind at 400 points is one too many */
  add_prep (army, "forced-march", 1);
  r = muster_rules_check (army);
  g_assert_true (has_problem (r, "preparations-over-limit"));
  g_clear_pointer (&r, muster_report_free);

  /* ... and fits at 450 */
  muster_army_set_points (army, 450);
  r = muster_rules_check (army);
  g_assert_false (has_problem (r, "preparations-over-limit"));
  g_clear_pointer (&r, muster_report_free);

  /* two copies of one that is not repeatable */
  muster_army_replace_preparation (army, 1, &(MusterArmyPreparation) {
    muster_system_lookup_preparation (smoke, NULL, "scouting"), 2 });
  r = muster_rules_check (army);
  g_assert_true (has_problem (r, "preparation-not-repeatable"));
  g_assert_cmpint (problem (r, "preparation-not-repeatable")->item, ==, 1);
  g_assert_nonnull (strstr (problem (r, "preparation-not-repeatable")->message_en, "Scouting"));
  g_assert_nonnull (strstr (problem (r, "preparation-not-repeatable")->message_en, "has 2"));
}

static void
test_additional_commanders (void)
{
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 1000, "competent");
  g_autoptr(MusterReport) r = NULL;

  add_prep (army, "lieutenant-general", 2);
  r = muster_rules_check (army);
  g_assert_cmpfloat (value (r, "commanders"), ==, 3);
  /* extra commanders add no action dice */
  g_assert_cmpfloat (value (r, "action_dice"), ==, 4);
}

static void
test_morale (void)
{
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, "competent");
  g_autoptr(MusterReport) r = NULL;
  const MusterUnitType *line = muster_system_find_unit (smoke, "line-infantry");
  const MusterUnitType *pikes = muster_system_find_unit (smoke, "pikemen");
  guint loss = muster_system_get_fields (smoke, MUSTER_FIELD_SCOPE_UNIT)->len;   /* first unit value */

  muster_test_add_unit (army, "pikemen", 2);          /* 2 x 2 */
  muster_test_add_unit (army, "musketeers", 3);       /* 3 x 1 */
  muster_test_add_unit (army, "heavy-artillery", 1);  /* 0 */
  r = muster_rules_check (army);
  g_assert_cmpfloat (value (r, "morale"), ==, 7);

  /* loss = 2 x morale, one less with Ready for losses */
  g_assert_cmpstr (((MusterUnitValue *) g_ptr_array_index (muster_system_get_unit_values (smoke), 0))->id, ==, "loss");
  g_assert_cmpfloat (pikes->numbers[loss], ==, 4);
  g_assert_cmpfloat (line->numbers[loss], ==, 3);
}

static void
test_strategic_rating_terms (void)
{
  struct { const char *units[3]; guint counts[3]; guint term; double expected; } cases[] = {
    /* veterans: a third or more */
    { { "old-tercio", "tercio-pikemen" }, { 1, 2 }, T_VETERANS, 1 },
    { { "old-tercio", "tercio-pikemen" }, { 1, 3 }, T_VETERANS, 0 },
    /* light: one per 100 points (400: four) */
    { { "croats", "tercio-pikemen" }, { 4, 8 }, T_LIGHT, 1 },
    { { "croats", "tercio-pikemen" }, { 3, 8 }, T_LIGHT, 0 },
    /* cavalry: a third or more */
    { { "cuirassiers", "tercio-pikemen" }, { 1, 2 }, T_CAVALRY, 1 },
    { { "cuirassiers", "tercio-pikemen" }, { 1, 3 }, T_CAVALRY, 0 },
    /* untrained: a third or more costs one */
    { { "town-militia", "tercio-pikemen" }, { 1, 2 }, T_UNTRAINED, -1 },
    { { "town-militia", "tercio-pikemen" }, { 1, 3 }, T_UNTRAINED, 0 },
    /* artillery above one per 100 points; Heavy counts as two */
    { { "regimental-cannon", "tercio-pikemen" }, { 4, 4 }, T_ARTILLERY, 0 },
    { { "regimental-cannon", "tercio-pikemen" }, { 5, 4 }, T_ARTILLERY, -1 },
    { { "half-cannon", "tercio-pikemen" }, { 2, 4 }, T_ARTILLERY, 0 },
    { { "half-cannon", "tercio-pikemen" }, { 3, 4 }, T_ARTILLERY, -2 },
    { { "half-cannon", "regimental-cannon", "tercio-pikemen" }, { 1, 4, 5 }, T_ARTILLERY, -2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(MusterArmy) army = army_new ("habsburg-military-revolution", 400, "competent");
      g_autoptr(MusterReport) r = NULL;
      double sum = 0;

      for (guint k = 0; k < 3 && cases[i].units[k] != NULL; k++)
        muster_test_add_unit (army, cases[i].units[k], cases[i].counts[k]);
      r = muster_rules_check (army);
      if (term (r, cases[i].term) != cases[i].expected)
        g_error ("case %u: term %u is %g, expected %g", i, cases[i].term, term (r, cases[i].term),
                 cases[i].expected);
      for (guint t = 0; t < 6; t++)
        sum += term (r, t);
      g_assert_cmpfloat (value (r, "strategic_rating"), ==, sum);
    }
}

static void
test_empty_army_rating (void)
{
  g_autoptr(MusterArmy) army = army_new ("habsburg-military-revolution", 400, "illustrious");
  g_autoptr(MusterReport) r = muster_rules_check (army);

  /* with no units only the level counts */
  g_assert_cmpfloat (value (r, "strategic_rating"), ==, 5);
  g_assert_cmpfloat (term (r, T_VETERANS), ==, 0);
  g_assert_cmpfloat (term (r, T_CAVALRY), ==, 0);
  g_assert_cmpfloat (term (r, T_UNTRAINED), ==, 0);
}

static void
test_unit_not_in_faction (void)
{
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, "competent");
  g_autoptr(MusterReport) r = NULL;

  muster_test_add_unit (army, "pikemen", 1);
  muster_test_add_unit (army, "croats", 1);
  g_assert_true (muster_army_get_unit (army, 0)->in_faction);
  g_assert_false (muster_army_get_unit (army, 1)->in_faction);
  r = muster_rules_check (army);
  g_assert_true (has_problem (r, "unit-not-in-faction"));
  g_assert_cmpint (problem (r, "unit-not-in-faction")->item, ==, 1);
  g_assert_nonnull (strstr (problem (r, "unit-not-in-faction")->message_en, "Croats"));
  g_assert_nonnull (strstr (problem (r, "unit-not-in-faction")->message_ru, "Хорваты"));
}

/* A copy of the shipped Clouds of Smoke system in dir with two more
 * constraints on every unit that count the whole army. */
static MusterSystem *
load_smoke_with_unit_aggregates (const char *dir)
{
  g_autofree char *src = muster_test_source_path ("data", "systems", "clouds-of-smoke", NULL);
  g_autofree char *src_xml = g_build_filename (src, "system.xml", NULL);
  g_autofree char *folder = g_build_filename (dir, "clouds-of-smoke", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = NULL;
  char *end;

  g_assert_true (g_file_get_contents (src_xml, &text, NULL, &error));
  end = strstr (text, "  </constraints>");
  g_assert_nonnull (end);
  s = g_string_new_len (text, end - text);
  g_string_append (s,
    "    <constraint id=\"unit-crowded\" each=\"unit\" test=\"count(units) &lt;= 2 or cost * 0 > sum(cost)\">\n"
    "      <message xml:lang=\"en\">{name} is one of {count(units)} units costing {sum(cost)}.</message>\n"
    "      <message xml:lang=\"ru\">{name} — один из {count(units)} отрядов.</message>\n"
    "    </constraint>\n"
    "    <constraint id=\"unit-core-share\" each=\"unit\" severity=\"warning\"\n"
    "                test=\"category:core or count(category:core) >= count(category:rare)\">\n"
    "      <message xml:lang=\"en\">{name}: {count(category:rare)} rare, {count(category:core)} core.</message>\n"
    "      <message xml:lang=\"ru\">{name}: {count(category:rare)} редких.</message>\n"
    "    </constraint>\n");
  g_string_append (s, end);
  return rules_test_load_copy (src, folder, s);
}

/* A constraint on every unit that counts the army counts it once per
 * check: the work grows with the army, not with its square, and every unit
 * still sees the whole army's count. */
static void
test_unit_aggregates_once (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(MusterSystem) system = load_smoke_with_unit_aggregates (dir);
  const MusterFaction *f = muster_system_lookup_faction (system, "france-military-revolution");
  g_autoptr(MusterArmy) army = muster_army_new (system, f, 400);
  g_autoptr(MusterReport) r = NULL;
  const guint n = 2000;
  guint crowded = 0;

  muster_test_add_unit (army, "pikemen", 1);
  muster_test_add_unit (army, "musketeers", 1);
  r = muster_rules_check (army);
  g_assert_false (has_problem (r, "unit-crowded"));
  g_clear_pointer (&r, muster_report_free);

  muster_test_add_unit (army, "musketeers", 1);
  r = muster_rules_check (army);
  for (guint i = 0; i < r->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (r->problems, MusterProblem, i);

      if (!g_str_equal (p->code, "unit-crowded"))
        continue;
      g_assert_cmpint (p->item, ==, (int) crowded);
      g_assert_nonnull (strstr (p->message_en, "one of 3 units costing"));
      crowded++;
    }
  g_assert_cmpuint (crowded, ==, 3);
  g_clear_pointer (&r, muster_report_free);

  for (guint i = 3; i < n; i++)
    muster_test_add_unit (army, i % 2 ? "pikemen" : "musketeers", 1);
  r = muster_rules_check (army);
  crowded = 0;
  for (guint i = 0; i < r->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (r->problems, MusterProblem, i);

      if (g_str_equal (p->code, "unit-crowded"))
        {
          g_autofree char *expected = g_strdup_printf ("is one of %u units", n);

          g_assert_nonnull (strstr (p->message_en, expected));
          crowded++;
        }
    }
  g_assert_cmpuint (crowded, ==, n);
  /* the shipped constraints and values walk the units a few dozen times;
   * counting again for every unit would be some n * n */
  g_assert_cmpuint (r->visits, <, 50 * n);
  muster_test_rmtree (dir);
}

static const char *army_xml =
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
  "      faction=\"france-military-revolution\" points=\"400\">\n"
  "  <name>Lens, 1648</name>\n"
  "  <notes>Condé's right wing &amp; the guns.</notes>\n"
  "  <commander tier=\"competent\"/>\n"
  "  <unit type=\"pikemen\" count=\"2\" column=\"1\"/>\n"
  "  <unit type=\"musketeers\" column=\"2\"/>\n"
  "  <preparation type=\"field-fortifications\" count=\"2\"/>\n"
  "</army>\n";

static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) a = muster_army_load_memory (catalog, army_xml, strlen (army_xml), "lens.xml", &error);
  g_autoptr(MusterArmy) b = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_get_name (a), ==, "Lens, 1648");
  g_assert_cmpstr (muster_army_get_notes (a), ==, "Condé's right wing & the guns.");
  g_assert_cmpuint (muster_army_get_n_units (a), ==, 2);
  g_assert_cmpuint (muster_army_get_unit (a, 0)->count, ==, 2);
  g_assert_cmpuint (muster_army_get_unit (a, 0)->column, ==, 1);
  g_assert_cmpuint (muster_army_get_unit (a, 1)->count, ==, 1);
  g_assert_cmpuint (muster_army_get_preparation (a, 0)->copies, ==, 2);

  xml = muster_army_to_xml (a);
  b = muster_army_load_memory (catalog, xml, strlen (xml), "copy.xml", &error);
  g_assert_no_error (error);
  g_assert_true (muster_army_equal (a, b));
  again = muster_army_to_xml (b);
  g_assert_cmpstr (xml, ==, again);
}

static void
test_file_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "army.xml", NULL);
  g_autoptr(MusterArmy) a = muster_army_load_memory (catalog, army_xml, strlen (army_xml), "lens.xml", &error);
  g_autoptr(MusterArmy) b = NULL;

  g_assert_no_error (error);
  g_assert_true (muster_army_save_file (a, path, &error));
  g_assert_no_error (error);
  b = muster_army_load_file (catalog, path, &error);
  g_assert_no_error (error);
  g_assert_true (muster_army_equal (a, b));
  muster_test_rmtree (dir);
}

static void
expect_army_error (const char *xml, gint code, const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, xml, strlen (xml), "bad.xml", &error);

  g_assert_null (army);
  g_assert_error (error, MUSTER_ERROR, code);
  if (!g_regex_match_simple ("^bad.xml:[0-9]+:[0-9]+: ", error->message, 0, 0) || strstr (error->message, needle) == NULL)
    g_error ("expected “%s” in: %s", needle, error->message);
}

static void
test_army_errors (void)
{
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"chess\" faction=\"x\" points=\"1\"/>",
                     MUSTER_ERROR_REFERENCE, "“chess”");
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" faction=\"x\" points=\"1\"/>",
                     MUSTER_ERROR_REFERENCE, "no faction “x”");
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                     "faction=\"france-military-revolution\" points=\"1\"><unit type=\"tanks\"/></army>",
                     MUSTER_ERROR_REFERENCE, "no unit “tanks”");
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                     "faction=\"france-military-revolution\" points=\"1\"><commander tier=\"godlike\"/></army>",
                     MUSTER_ERROR_REFERENCE, "tier “godlike”");
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                     "faction=\"france-military-revolution\" points=\"1\"><preparation type=\"nukes\"/></army>",
                     MUSTER_ERROR_REFERENCE, "preparation “nukes”");
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                     "faction=\"france-military-revolution\" points=\"1\"><regiment><unit type=\"pikemen\"/></regiment></army>",
                     MUSTER_ERROR_INVALID, "no regiments");
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                     "faction=\"france-military-revolution\" points=\"1\"><unit type=\"pikemen\" count=\"1000\"/></army>",
                     MUSTER_ERROR_INVALID, "count");
  expect_army_error ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                     "faction=\"france-military-revolution\" points=\"99999999999\"/>",
                     MUSTER_ERROR_INVALID, "points");
}

int
main (int argc, char **argv)
{
  rules_test_init (&argc, &argv);

  g_test_add_func ("/core/rules/points", test_points);
  g_test_add_func ("/core/rules/rare-core", test_rare_core);
  g_test_add_func ("/core/rules/commander", test_commander);
  g_test_add_func ("/core/rules/tiers", test_tiers);
  g_test_add_func ("/core/rules/preparations-allowed", test_preparations_allowed);
  g_test_add_func ("/core/rules/preparation-limits", test_preparation_limits);
  g_test_add_func ("/core/rules/additional-commanders", test_additional_commanders);
  g_test_add_func ("/core/rules/morale", test_morale);
  g_test_add_func ("/core/rules/strategic-rating-terms", test_strategic_rating_terms);
  g_test_add_func ("/core/rules/empty-army-rating", test_empty_army_rating);
  g_test_add_func ("/core/rules/unit-not-in-faction", test_unit_not_in_faction);
  g_test_add_func ("/core/rules/unit-aggregates-once", test_unit_aggregates_once);
  g_test_add_func ("/core/rules/round-trip", test_round_trip);
  g_test_add_func ("/core/rules/file-save", test_file_save);
  g_test_add_func ("/core/rules/army-errors", test_army_errors);
  return rules_test_run ();
}
