/* test-rules.c: the rules engine on the shipped Clouds of Smoke data, held
 * to ../shared/rules/decisions.md: points, rare <= core, the commander,
 * preparations (400 allows 2, 450 allows 3, copies count once), army morale,
 * columns, action dice and every strategic-rating term on and off. Age of
 * Battles' regiments and reserve: what a unit and a regiment see through
 * the first regiment as through any other (column, reserve, the regiment's
 * own units), the shipped reserve rules and regiments in an army file. Also
 * the army file round trip and its errors.
 */
#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;
static MusterSystem *smoke;

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

static gboolean
has_problem (const MusterReport *r, const char *code)
{
  for (guint i = 0; i < r->problems->len; i++)
    if (g_str_equal (g_array_index (r->problems, MusterProblem, i).code, code))
      return TRUE;
  return FALSE;
}

static const MusterProblem *
problem (const MusterReport *r, const char *code)
{
  for (guint i = 0; i < r->problems->len; i++)
    if (g_str_equal (g_array_index (r->problems, MusterProblem, i).code, code))
      return &g_array_index (r->problems, MusterProblem, i);
  g_error ("no problem %s", code);
  return NULL;
}

static double
value (const MusterReport *r, const char *id)
{
  const MusterValue *v = muster_report_lookup (r, id);

  g_assert_nonnull (v);
  return v->value;
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
  g_autofree char *src_factions = g_build_filename (src, "factions", NULL);
  g_autofree char *folder = g_build_filename (dir, "clouds-of-smoke", NULL);
  g_autofree char *factions = g_build_filename (folder, "factions", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = NULL;
  GDir *d;
  const char *name;
  char *end;
  MusterSystem *system;

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
  g_assert_cmpint (g_mkdir_with_parents (factions, 0700), ==, 0);
  g_free (muster_test_write (folder, "system.xml", s->str, s->len));

  d = g_dir_open (src_factions, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (src_factions, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_free (muster_test_write (factions, name, contents, length));
    }
  g_dir_close (d);

  system = muster_system_load (folder, &error);
  g_assert_no_error (error);
  return system;
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

/* Inside a regiment, count() counts the regiment's units: each regiment
 * its own, however many regiments there are, and the work stays linear. */
static void
test_regiment_aggregates (void)
{
  MusterSystem *battles = muster_test_system (catalog, "age-of-battles");
  const MusterFaction *f = muster_system_lookup_faction (battles, "greeks");
  g_autoptr(MusterArmy) army = muster_army_new (battles, f, 200);
  g_autoptr(MusterReport) r = NULL;
  MusterArmyRegiment regiment = { NULL, FALSE, 0 };
  MusterArmyUnit u = { 0 };
  const guint n = 1000;

  g_assert_nonnull (f);
  regiment.name = (char *) "Horsemen";
  muster_army_insert_regiment (army, -1, &regiment);
  regiment.name = (char *) "Lonely";
  muster_army_insert_regiment (army, -1, &regiment);
  u.type = muster_system_find_unit (battles, "greek-horseman");
  u.count = 2;
  u.regiment = 0;
  muster_army_insert_unit (army, -1, &u);
  u.type = muster_system_find_unit (battles, "greek-hoplite");
  u.count = 1;
  u.regiment = 1;
  muster_army_insert_unit (army, -1, &u);

  r = muster_rules_check (army);
  g_assert_cmpint (problem (r, "regiment-too-small")->item, ==, 1);
  g_assert_nonnull (strstr (problem (r, "regiment-too-small")->message_en, "(0 mounted, 1 on foot)"));
  for (guint i = 0; i < r->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (r->problems, MusterProblem, i);
      g_assert_true (!g_str_equal (p->code, "regiment-too-small") || p->item == 1);
    }
  g_clear_pointer (&r, muster_report_free);

  /* many regiments of three hoplites each: all big enough */
  for (guint i = 0; i < n; i++)
    {
      regiment.name = (char *) "Hoplites";
      muster_army_insert_regiment (army, -1, &regiment);
      u.count = 3;
      u.regiment = (int) muster_army_get_n_regiments (army) - 1;
      muster_army_insert_unit (army, -1, &u);
    }
  r = muster_rules_check (army);
  for (guint i = 0; i < r->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (r->problems, MusterProblem, i);
      g_assert_true (!g_str_equal (p->code, "regiment-too-small") || p->item == 1);
    }
  g_assert_cmpuint (r->visits, <, 50 * n);
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

/* Age of Battles with probes: every unit and every regiment reports, as a
 * problem, the values the engine sees in its scope, and two derived values
 * add up the units' columns and reserve flags over the army. */
static MusterSystem *
load_battles_with_probes (const char *dir)
{
  g_autofree char *src = muster_test_source_path ("data", "systems", "age-of-battles", NULL);
  g_autofree char *src_xml = g_build_filename (src, "system.xml", NULL);
  g_autofree char *src_factions = g_build_filename (src, "factions", NULL);
  g_autofree char *folder = g_build_filename (dir, "age-of-battles", NULL);
  g_autofree char *factions = g_build_filename (folder, "factions", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = NULL;
  GDir *d;
  const char *name;
  char *derived_end, *constraints_end;
  MusterSystem *system;

  g_assert_true (g_file_get_contents (src_xml, &text, NULL, &error));
  derived_end = strstr (text, "  </derived>");
  constraints_end = strstr (text, "  </constraints>");
  g_assert_nonnull (derived_end);
  g_assert_nonnull (constraints_end);
  g_assert_true (derived_end < constraints_end);
  s = g_string_new_len (text, derived_end - text);
  g_string_append (s,
    "    <value id=\"probe_columns\" expr=\"sum(column)\">\n"
    "      <name xml:lang=\"en\">Columns of every warrior</name><name xml:lang=\"ru\">Колонны всех воинов</name>\n"
    "    </value>\n"
    "    <value id=\"probe_reserve\" expr=\"count(reserve)\">\n"
    "      <name xml:lang=\"en\">Warriors in reserve</name><name xml:lang=\"ru\">Воинов в резерве</name>\n"
    "    </value>\n");
  g_string_append_len (s, derived_end, constraints_end - derived_end);
  g_string_append (s,
    "    <constraint id=\"probe-unit\" each=\"unit\" severity=\"warning\" test=\"false\">\n"
    "      <message xml:lang=\"en\">column {column} reserve {reserve} cost {cost}</message>\n"
    "      <message xml:lang=\"ru\">колонна {column} резерв {reserve} стоимость {cost}</message>\n"
    "    </constraint>\n"
    "    <constraint id=\"probe-regiment\" each=\"regiment\" severity=\"warning\" test=\"false\">\n"
    "      <message xml:lang=\"en\">count {count(units)} size {size} cost {cost} sum {sum(cost)}"
    " reserve {reserve} in-reserve {count(reserve)} column {column} columns {sum(column)}</message>\n"
    "      <message xml:lang=\"ru\">число {count(units)}</message>\n"
    "    </constraint>\n");
  g_string_append (s, constraints_end);
  g_assert_cmpint (g_mkdir_with_parents (factions, 0700), ==, 0);
  g_free (muster_test_write (folder, "system.xml", s->str, s->len));

  d = g_dir_open (src_factions, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (src_factions, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_free (muster_test_write (factions, name, contents, length));
    }
  g_dir_close (d);

  system = muster_system_load (folder, &error);
  g_assert_no_error (error);
  return system;
}

/* The English message of the problem `code` about item `item` */
static const char *
probe (const MusterReport *r, const char *code, int item)
{
  for (guint i = 0; i < r->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (r->problems, MusterProblem, i);

      if (g_str_equal (p->code, code) && p->item == item)
        return p->message_en;
    }
  g_error ("no problem %s for item %d", code, item);
  return NULL;
}

static guint
insert_unit (MusterArmy *army, MusterSystem *system, const char *type, guint count,
             int regiment, guint column, gboolean reserve)
{
  MusterArmyUnit u = { 0 };

  u.type = muster_system_find_unit (system, type);
  g_assert_nonnull (u.type);
  u.count = count;
  u.regiment = regiment;
  u.column = column;
  u.reserve = reserve;
  return muster_army_insert_unit (army, -1, &u);
}

static void
insert_regiment (MusterArmy *army, const char *name, gboolean reserve, guint column)
{
  MusterArmyRegiment regiment = { (char *) name, reserve, column };

  muster_army_insert_regiment (army, -1, &regiment);
}

/* What the engine sees through a regiment, the first (index 0) as well as
 * any other: a unit without a column of its own stands in its regiment's
 * column, a unit of the reserve regiment is in the reserve, and inside a
 * regiment "units" are that regiment's units only (the units of the two
 * regiments interleaved, single warriors between them). */
static void
test_regiment_probes (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(MusterSystem) battles = load_battles_with_probes (dir);
  const MusterFaction *f = muster_system_lookup_faction (battles, "greeks");
  g_autoptr(MusterArmy) army = muster_army_new (battles, f, 200);
  g_autoptr(MusterReport) r = NULL;

  g_assert_nonnull (f);
  insert_regiment (army, "Reserve", TRUE, 3);
  insert_regiment (army, "Line", FALSE, 7);
  insert_unit (army, battles, "greek-hoplite", 2, 0, 0, FALSE);   /* 0: column 3, reserve */
  insert_unit (army, battles, "greek-archer", 4, 1, 0, FALSE);    /* 1: column 7 */
  insert_unit (army, battles, "greek-strategos", 1, -1, 0, FALSE); /* 2: single, no column */
  insert_unit (army, battles, "greek-horseman", 1, 0, 5, FALSE);  /* 3: its own column 5, reserve */
  insert_unit (army, battles, "greek-aulete", 1, -1, 2, FALSE);   /* 4: single, column 2 */
  insert_unit (army, battles, "greek-horseman", 2, 1, 9, FALSE);  /* 5: its own column 9 */

  r = muster_rules_check (army);
  g_assert_cmpstr (probe (r, "probe-unit", 0), ==, "column 3 reserve 1 cost 6");
  g_assert_cmpstr (probe (r, "probe-unit", 1), ==, "column 7 reserve 0 cost 5");
  g_assert_cmpstr (probe (r, "probe-unit", 2), ==, "column 0 reserve 0 cost 20");
  g_assert_cmpstr (probe (r, "probe-unit", 3), ==, "column 5 reserve 1 cost 9");
  g_assert_cmpstr (probe (r, "probe-unit", 4), ==, "column 2 reserve 0 cost 8");
  g_assert_cmpstr (probe (r, "probe-unit", 5), ==, "column 9 reserve 0 cost 9");
  g_assert_cmpstr (probe (r, "probe-regiment", 0), ==,
                   "count 3 size 3 cost 21 sum 21 reserve 1 in-reserve 3 column 3 columns 11");
  g_assert_cmpstr (probe (r, "probe-regiment", 1), ==,
                   "count 6 size 6 cost 38 sum 38 reserve 0 in-reserve 0 column 7 columns 46");
  /* 2 x 3 + 4 x 7 + 0 + 5 + 2 + 2 x 9 */
  g_assert_cmpfloat (value (r, "probe_columns"), ==, 59);
  g_assert_cmpfloat (value (r, "probe_reserve"), ==, 3);
  g_assert_cmpfloat (value (r, "reserve_cost"), ==, 21);
  g_assert_cmpfloat (value (r, "spent"), ==, 12 + 20 + 20 + 9 + 8 + 18);
  g_assert_cmpfloat (value (r, "single_warriors"), ==, 2);
  g_clear_pointer (&r, muster_report_free);

  /* the reserve moves to the other regiment; a unit of the line marked
   * reserve itself is in the reserve, whatever its regiment says */
  insert_regiment (army, "Line", FALSE, 7);
  muster_army_remove_regiment (army, 2);
  {
    MusterArmyRegiment reserve = { (char *) "Reserve", FALSE, 3 }, line = { (char *) "Line", TRUE, 7 };

    muster_army_replace_regiment (army, 0, &reserve);
    muster_army_replace_regiment (army, 1, &line);
  }
  r = muster_rules_check (army);
  g_assert_cmpstr (probe (r, "probe-unit", 0), ==, "column 3 reserve 0 cost 6");
  g_assert_cmpstr (probe (r, "probe-unit", 1), ==, "column 7 reserve 1 cost 5");
  g_assert_cmpstr (probe (r, "probe-unit", 3), ==, "column 5 reserve 0 cost 9");
  g_assert_cmpstr (probe (r, "probe-regiment", 0), ==,
                   "count 3 size 3 cost 21 sum 21 reserve 0 in-reserve 0 column 3 columns 11");
  g_assert_cmpstr (probe (r, "probe-regiment", 1), ==,
                   "count 6 size 6 cost 38 sum 38 reserve 1 in-reserve 6 column 7 columns 46");
  g_assert_cmpfloat (value (r, "reserve_cost"), ==, 38);
  g_clear_pointer (&r, muster_report_free);

  /* a new first regiment: the others' units move with them, and the new
   * one, empty, counts nothing */
  {
    MusterArmyRegiment empty = { (char *) "Empty", FALSE, 1 };

    muster_army_insert_regiment (army, 0, &empty);
  }
  r = muster_rules_check (army);
  g_assert_cmpstr (probe (r, "probe-unit", 0), ==, "column 3 reserve 0 cost 6");
  g_assert_cmpstr (probe (r, "probe-unit", 1), ==, "column 7 reserve 1 cost 5");
  g_assert_cmpstr (probe (r, "probe-regiment", 0), ==,
                   "count 0 size 0 cost 0 sum 0 reserve 0 in-reserve 0 column 1 columns 0");
  g_assert_cmpstr (probe (r, "probe-regiment", 1), ==,
                   "count 3 size 3 cost 21 sum 21 reserve 0 in-reserve 0 column 3 columns 11");
  g_assert_cmpfloat (value (r, "probe_columns"), ==, 59);
  g_clear_pointer (&r, muster_report_free);

  /* removing the first regiment makes its units single warriors again,
   * with no column of their own */
  muster_army_remove_regiment (army, 1);
  r = muster_rules_check (army);
  g_assert_cmpstr (probe (r, "probe-unit", 0), ==, "column 0 reserve 0 cost 6");
  g_assert_cmpstr (probe (r, "probe-unit", 3), ==, "column 5 reserve 0 cost 9");
  g_assert_cmpfloat (value (r, "single_warriors"), ==, 2 + 1 + 1 + 1);
  /* 0 + 4 x 7 + 0 + 5 + 2 + 2 x 9 */
  g_assert_cmpfloat (value (r, "probe_columns"), ==, 53);
  g_clear_pointer (&r, muster_report_free);
  muster_test_rmtree (dir);
}

/* The shipped Age of Battles rules on a reserve: the first regiment as the
 * reserve counts against a fifth of the army, and two reserve regiments
 * are one too many. */
static void
test_regiment_reserve (void)
{
  MusterSystem *battles = muster_test_system (catalog, "age-of-battles");
  const MusterFaction *f = muster_system_lookup_faction (battles, "greeks");
  g_autoptr(MusterArmy) army = muster_army_new (battles, f, 200);
  g_autoptr(MusterReport) r = NULL;

  g_assert_nonnull (f);
  insert_regiment (army, "Reserve horse", TRUE, 0);
  insert_regiment (army, "Phalanx", FALSE, 0);
  insert_unit (army, battles, "greek-horseman", 3, 0, 0, FALSE);
  insert_unit (army, battles, "greek-strategos", 1, 1, 0, FALSE);
  insert_unit (army, battles, "greek-hoplite", 3, 1, 0, FALSE);

  /* 27 of 65 coins in reserve: more than a fifth (13) */
  r = muster_rules_check (army);
  g_assert_cmpfloat (value (r, "spent"), ==, 27 + 20 + 18);
  g_assert_cmpfloat (value (r, "reserve_cost"), ==, 27);
  g_assert_cmpfloat (value (r, "reserve_regiments"), ==, 1);
  g_assert_cmpstr (problem (r, "reserve-over-limit")->message_en, ==,
                   "The reserve costs 27 coins, more than a fifth of the whole army's 65 coins: it may cost at most 13.");
  g_assert_false (has_problem (r, "reserve-too-many"));
  g_assert_false (has_problem (r, "regiment-too-small"));
  g_clear_pointer (&r, muster_report_free);

  /* 27 of 137: within a fifth (27) */
  insert_unit (army, battles, "greek-hoplite", 12, 1, 0, FALSE);
  r = muster_rules_check (army);
  g_assert_cmpfloat (value (r, "reserve_cost"), ==, 27);
  g_assert_false (has_problem (r, "reserve-over-limit"));
  g_assert_true (r->valid);
  g_clear_pointer (&r, muster_report_free);

  /* both regiments in reserve */
  {
    MusterArmyRegiment phalanx = { (char *) "Phalanx", TRUE, 0 };

    muster_army_replace_regiment (army, 1, &phalanx);
  }
  r = muster_rules_check (army);
  g_assert_cmpfloat (value (r, "reserve_cost"), ==, 137);
  g_assert_true (has_problem (r, "reserve-too-many"));
  g_assert_true (has_problem (r, "reserve-over-limit"));
}

static const char *regiment_army_xml =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"age-of-battles\" faction=\"greeks\" points=\"200\">\n"
  "  <name>Regiments</name>\n"
  "  <unit type=\"greek-strategos\"/>\n"
  "  <regiment reserve=\"true\" column=\"2\">\n"
  "    <name>Reserve</name>\n"
  "    <unit type=\"greek-hoplite\" count=\"3\"/>\n"
  "  </regiment>\n"
  "  <regiment>\n"
  "    <name>Horse</name>\n"
  "    <unit type=\"greek-horseman\" count=\"2\" column=\"4\"/>\n"
  "  </regiment>\n"
  "</army>\n";

/* An army file with regiments: each unit in its regiment, the first one the
 * reserve with its column, and the same army after saving it (a saved army
 * lists its single units first, as this file does). */
static void
test_regiment_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) a = muster_army_load_memory (catalog, regiment_army_xml, strlen (regiment_army_xml),
                                                     "regiments.xml", &error);
  g_autoptr(MusterArmy) b = NULL;
  g_autoptr(MusterReport) r = NULL;
  g_autofree char *saved = NULL;

  g_assert_no_error (error);
  for (int pass = 0; pass < 2; pass++)
    {
      MusterArmy *army = pass == 0 ? a : b;

      g_assert_cmpuint (muster_army_get_n_regiments (army), ==, 2);
      g_assert_cmpstr (muster_army_get_regiment (army, 0)->name, ==, "Reserve");
      g_assert_true (muster_army_get_regiment (army, 0)->reserve);
      g_assert_cmpuint (muster_army_get_regiment (army, 0)->column, ==, 2);
      g_assert_false (muster_army_get_regiment (army, 1)->reserve);
      g_assert_cmpuint (muster_army_get_regiment (army, 1)->column, ==, 0);
      g_assert_cmpuint (muster_army_get_n_units (army), ==, 3);
      g_assert_cmpint (muster_army_get_unit (army, 0)->regiment, ==, -1);
      g_assert_cmpint (muster_army_get_unit (army, 1)->regiment, ==, 0);
      g_assert_cmpuint (muster_army_get_unit (army, 1)->column, ==, 0);
      g_assert_cmpint (muster_army_get_unit (army, 2)->regiment, ==, 1);
      g_assert_cmpuint (muster_army_get_unit (army, 2)->column, ==, 4);

      r = muster_rules_check (army);
      g_assert_cmpfloat (value (r, "reserve_cost"), ==, 18);
      g_assert_cmpfloat (value (r, "single_warriors"), ==, 1);
      g_assert_true (has_problem (r, "reserve-over-limit"));
      g_assert_false (has_problem (r, "regiment-too-small"));
      g_clear_pointer (&r, muster_report_free);

      if (pass == 0)
        {
          saved = muster_army_to_xml (a);
          b = muster_army_load_memory (catalog, saved, strlen (saved), "saved.xml", &error);
          g_assert_no_error (error);
          g_assert_true (muster_army_equal (a, b));
        }
    }
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
  int status;

  catalog = muster_test_init (&argc, &argv);
  smoke = muster_test_system (catalog, "clouds-of-smoke");

  g_test_add_func ("/rules/points", test_points);
  g_test_add_func ("/rules/rare-core", test_rare_core);
  g_test_add_func ("/rules/commander", test_commander);
  g_test_add_func ("/rules/tiers", test_tiers);
  g_test_add_func ("/rules/preparations-allowed", test_preparations_allowed);
  g_test_add_func ("/rules/preparation-limits", test_preparation_limits);
  g_test_add_func ("/rules/additional-commanders", test_additional_commanders);
  g_test_add_func ("/rules/morale", test_morale);
  g_test_add_func ("/rules/strategic-rating-terms", test_strategic_rating_terms);
  g_test_add_func ("/rules/empty-army-rating", test_empty_army_rating);
  g_test_add_func ("/rules/unit-not-in-faction", test_unit_not_in_faction);
  g_test_add_func ("/rules/unit-aggregates-once", test_unit_aggregates_once);
  g_test_add_func ("/rules/regiment-aggregates", test_regiment_aggregates);
  g_test_add_func ("/rules/regiment-probes", test_regiment_probes);
  g_test_add_func ("/rules/regiment-reserve", test_regiment_reserve);
  g_test_add_func ("/rules/regiment-round-trip", test_regiment_round_trip);
  g_test_add_func ("/rules/round-trip", test_round_trip);
  g_test_add_func ("/rules/file-save", test_file_save);
  g_test_add_func ("/rules/army-errors", test_army_errors);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
