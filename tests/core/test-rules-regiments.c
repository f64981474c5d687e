/* test-rules-regiments.c: regiments and the reserve: aggregates over a
 * regiment's units, what a unit and a regiment see through the first regiment
 * as through any other (Age of Battles: column, reserve, the regiment's own
 * units), the shipped reserve rules, and regiments in an army file.
 */
#include "rules-test.h"

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

/* Age of Battles with probes: every unit and every regiment reports, as a
 * problem, the values the engine sees in its scope, and two derived values
 * add up the units' columns and reserve flags over the army. */
static MusterSystem *
load_battles_with_probes (const char *dir)
{
  g_autofree char *src = muster_test_source_path ("data", "systems", "age-of-battles", NULL);
  g_autofree char *src_xml = g_build_filename (src, "system.xml", NULL);
  g_autofree char *folder = g_build_filename (dir, "age-of-battles", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = NULL;
  char *derived_end, *constraints_end;

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
  return rules_test_load_copy (src, folder, s);
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

int
main (int argc, char **argv)
{
  rules_test_init (&argc, &argv);

  g_test_add_func ("/core/rules/regiment-aggregates", test_regiment_aggregates);
  g_test_add_func ("/core/rules/regiment-probes", test_regiment_probes);
  g_test_add_func ("/core/rules/regiment-reserve", test_regiment_reserve);
  g_test_add_func ("/core/rules/regiment-round-trip", test_regiment_round_trip);
  return rules_test_run ();
}
