/* test-army-migrate.c: the migration report of an army built on France
 * 1.0.0 for France 1.1.0 (a dearer unit, a removed one, a renamed one with
 * another profile, a new limit it breaks) names each change for that army,
 * and the move is one step of undo that brings the army back exactly.
 */
#include "config.h"

#include "muster-core.h"
#include "../muster-test.h"
#include "../list-upgrade.h"
#include "../print/print-lang.h"

#define FRANCE "france-military-revolution"

static MusterCatalog *catalog;
static MusterSystem *smoke;


static MusterArmy *
army_on_1_0 (void)
{
  MusterArmy *army = muster_army_new (smoke, muster_system_lookup_faction_version (smoke, FRANCE, "1.0.0"), 400);

  muster_test_add_unit (army, "pikemen", 2);
  muster_test_add_unit (army, "reiters", 1);
  muster_test_add_unit (army, "dragoons", 1);
  muster_test_add_unit (army, "guard-musketeers", 2);
  muster_test_add_unit (army, "musketeers", 1);
  return army;
}

static const MusterMigrationChange *
find_change (const MusterMigrationReport *report, MusterMigrationSection section, const char *unit_id)
{
  for (guint i = 0; i < report->changes->len; i++)
    {
      const MusterMigrationChange *c = g_ptr_array_index (report->changes, i);

      if (c->section == section
          && (unit_id == NULL || (c->item != NULL && g_strcmp0 (c->item->unit_id, unit_id) == 0)))
        return c;
    }
  return NULL;
}

static void
assert_says (const MusterMigrationChange *c, const char *words)
{
  g_autofree char *sentence = NULL;

  g_assert_nonnull (c);
  sentence = muster_migration_change_describe (c);
  if (strstr (sentence, words) == NULL)
    g_error ("“%s” does not say “%s”", sentence, words);
}

static void
test_report_names_each_change (void)
{
  g_autoptr(MusterArmy) army = army_on_1_0 ();
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  g_autoptr(MusterMigrationReport) report = NULL;
  g_autofree char *summary = NULL;
  const MusterMigrationChange *c;

  g_assert_nonnull (newer);
  g_assert_cmpstr (newer->version, ==, "1.1.0");
  report = muster_army_migration_report (army, newer);
  g_assert_true (report->from == muster_army_get_faction (army));
  g_assert_true (report->to == newer);

  c = find_change (report, MUSTER_MIGRATION_COST, "pikemen");
  g_assert_nonnull (c);
  g_assert_cmpstr (c->item->old_value, ==, "9");
  g_assert_cmpstr (c->item->new_value, ==, "10");
  g_assert_cmpuint (c->count, ==, 2);
  assert_says (c, "Pikemen: cost 9 → 10. The army has 2.");

  c = find_change (report, MUSTER_MIGRATION_REMOVED, "dragoons");
  g_assert_cmpuint (c->entries, ==, 1);
  assert_says (c, "“Dragoons” is no longer in the list: the army's 1 entry of it is dropped.");
  g_assert_cmpuint (report->dropped, ==, 1);

  c = find_change (report, MUSTER_MIGRATION_RENAMED, "reiters");
  assert_says (c, "“Reiters” is now called “Cuirassiers”. The army has 1.");
  g_assert_null (find_change (report, MUSTER_MIGRATION_RENAMED, "pikemen"));

  c = find_change (report, MUSTER_MIGRATION_PROFILE, "reiters");
  g_assert_cmpstr (c->item->old_value, ==, "4-2");
  g_assert_cmpstr (c->item->new_value, ==, "5-2");
  g_assert_nonnull (find_change (report, MUSTER_MIGRATION_PROFILE, "guard-musketeers"));

  c = find_change (report, MUSTER_MIGRATION_PROBLEM, NULL);
  g_assert_nonnull (c);
  g_assert_cmpstr (c->code, ==, "unit-limit-max");
  assert_says (c, "Guard Musketeers");
  g_assert_nonnull (strstr (c->problem_ru, "не больше 1"));

  /* only what touches this army: nothing of musketeers, no metadata */
  for (guint i = 0; i < report->changes->len; i++)
    {
      g_autofree char *sentence = NULL;

      c = g_ptr_array_index (report->changes, i);
      sentence = muster_migration_change_describe (c);
      g_test_message ("%s: %s", muster_migration_section_title (c->section), sentence);
      g_assert_true (c->item == NULL || g_strcmp0 (c->item->unit_id, "musketeers") != 0);
      g_assert_true (c->item == NULL || c->item->unit_id != NULL);
      g_assert_true (i == 0 || ((const MusterMigrationChange *) g_ptr_array_index (report->changes, i - 1))->section
                               <= c->section);
    }

  /* pikemen +1 each, dragoons (12) dropped */
  g_assert_cmpfloat (report->spent_after - report->spent_before, ==, 2 * 1 - 12);
  summary = muster_migration_report_summary (report);
  g_assert_nonnull (strstr (summary, "of 400 points"));
  g_assert_nonnull (strstr (summary, "1 entry of the army is dropped"));

  set_language ("ru");
  {
    g_autofree char *ru = muster_migration_report_summary (report);

    g_assert_nonnull (strstr (ru, "Армия теряет 1 отряд."));
    g_assert_cmpstr (muster_migration_section_title (MUSTER_MIGRATION_PROBLEM), ==, "Новые проблемы");
    c = find_change (report, MUSTER_MIGRATION_PROBLEM, NULL);
    assert_says (c, "не больше 1");
  }
  set_language ("en");
}

static void
count_cb (MusterArmy *army, guint *n)
{
  (*n)++;
}

/* The move is one step, shown once: Ctrl+Z brings the army back to 1.0.0
 * exactly. */
static void
test_migrate_and_undo (void)
{
  guint changes = 0;
  g_autoptr(MusterArmy) army = army_on_1_0 ();
  g_autoptr(MusterArmy) before = muster_army_copy (army);
  g_autoptr(MusterHistory) history = muster_history_new (army);
  g_autofree char *xml_before = muster_army_to_xml (army);
  g_autofree char *xml_after = NULL;
  g_autofree char *xml_undone = NULL;
  g_autoptr(MusterArmy) moved = NULL;
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  const char *label;

  g_signal_connect (army, "changed", G_CALLBACK (count_cb), &changes);
  label = muster_history_apply (history, muster_army_migrate (army, newer));
  g_assert_cmpstr (label, ==, "Move to France 1.1.0");
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (muster_history_get_n_undo (history), ==, 1);
  g_assert_true (muster_army_get_faction (army) == newer);
  g_assert_null (muster_army_get_newer_faction (army));
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 4);
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    {
      const MusterArmyUnit *u = muster_army_get_unit (army, i);

      g_assert_true (u->in_faction);
      g_assert_true (u->type->faction == newer);
      g_assert_cmpstr (u->type->id, !=, "dragoons");
    }
  g_assert_cmpfloat (muster_army_get_unit (army, 0)->type->cost, ==, 10);
  g_assert_cmpuint (muster_army_get_unit (army, 0)->count, ==, 2);
  xml_after = muster_army_to_xml (army);
  g_assert_nonnull (strstr (xml_after, "list-version=\"1.1.0\""));
  g_assert_null (strstr (xml_after, "dragoons"));
  moved = muster_army_copy (army);

  g_assert_true (muster_history_undo (history));
  g_assert_cmpuint (changes, ==, 2);
  xml_undone = muster_army_to_xml (army);
  g_assert_cmpstr (xml_undone, ==, xml_before);
  g_assert_true (muster_army_equal (army, before));
  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.0.0");
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    {
      g_assert_true (muster_army_get_unit (army, i)->type == muster_army_get_unit (before, i)->type);
      g_assert_true (muster_army_get_unit (army, i)->in_faction);
    }

  g_assert_true (muster_history_redo (history));
  g_assert_true (muster_army_equal (army, moved));
}

/* A unit of another faction stays as it was; a regiment keeps its units. */
static void
test_other_faction_kept (void)
{
  g_autoptr(MusterArmy) army = muster_army_new (smoke, muster_system_lookup_faction_version (smoke, FRANCE, "1.0.0"), 400);
  g_autoptr(MusterHistory) history = muster_history_new (army);
  const MusterUnitType *foreign;
  MusterArmyUnit u = { 0 };

  muster_test_add_unit (army, "dragoons", 1);
  foreign = g_ptr_array_index (muster_system_lookup_faction (smoke, "habsburg-military-revolution")->units, 0);
  u.type = foreign;
  u.count = 1;
  u.regiment = -1;
  muster_army_insert_unit (army, -1, &u);
  muster_history_apply (history, muster_army_migrate (army, muster_army_get_newer_faction (army)));
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 1);
  g_assert_true (muster_army_get_unit (army, 0)->type == foreign);
  g_assert_false (muster_army_get_unit (army, 0)->in_faction);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = muster_test_tmpdir ();
  g_autofree char *installed = NULL;

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  installed = list_upgrade_install (home);
  catalog = muster_test_init (&argc, &argv);
  bind_build_messages ();
  smoke = muster_test_system (catalog, "clouds-of-smoke");

  g_test_add_func ("/army-migrate/report-names-each-change", test_report_names_each_change);
  g_test_add_func ("/army-migrate/migrate-and-undo", test_migrate_and_undo);
  g_test_add_func ("/army-migrate/other-faction-kept", test_other_faction_kept);
  return g_test_run ();
}
