/* test-army-migrate.c: the migration report of an army built on France
 * 1.0.0 for France 1.1.0 (a dearer unit, a removed one, a renamed one with
 * another profile, a new limit it breaks) names each change for that army,
 * as it does for the preparations of an army of Bavaria 1.0.0 (one
 * dropped, one renamed, one dearer and doing something else in 1.1.0);
 * the report names exactly what the move changes, and the move is one
 * step of undo that brings the army back exactly.
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

/* Bavaria 1.0.0, 1000 points: 2 pikemen, the three preparations of its own
 * (two supply trains) and scouting, a preparation of the whole system. */
static MusterArmy *
bavarian_army (void)
{
  const MusterFaction *bavaria = muster_system_lookup_faction_version (smoke, LIST_UPGRADE_BAVARIA, "1.0.0");
  const char *const preparations[] = { "royal-engineers", "field-chaplains", "supply-train", "scouting" };
  MusterArmy *army;
  MusterArmyUnit u = { 0 };

  g_assert_nonnull (bavaria);
  army = muster_army_new (smoke, bavaria, 1000);
  u.type = muster_faction_lookup_unit (bavaria, "pikemen");
  u.count = 2;
  u.regiment = -1;
  muster_army_insert_unit (army, -1, &u);
  for (guint i = 0; i < G_N_ELEMENTS (preparations); i++)
    {
      MusterArmyPreparation p = { muster_system_lookup_preparation (smoke, bavaria, preparations[i]), 1 };

      g_assert_nonnull (p.preparation);
      if (g_str_equal (preparations[i], "supply-train"))
        p.copies = 2;
      muster_army_insert_preparation (army, -1, &p);
    }
  return army;
}

/* The change of that section about the preparation of that id. */
static const MusterMigrationChange *
find_preparation_change (const MusterMigrationReport *report, MusterMigrationSection section, const char *id)
{
  for (guint i = 0; i < report->changes->len; i++)
    {
      const MusterMigrationChange *c = g_ptr_array_index (report->changes, i);

      if (c->section == section && c->item != NULL && g_strcmp0 (c->item->preparation_id, id) == 0)
        return c;
    }
  return NULL;
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
test_report_names_preparations (void)
{
  g_autoptr(MusterArmy) army = bavarian_army ();
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  g_autoptr(MusterMigrationReport) report = NULL;
  g_autoptr(MusterMigrationReport) ru = NULL;
  g_autofree char *summary = NULL;
  const MusterMigrationChange *c;

  g_assert_nonnull (newer);
  g_assert_cmpstr (newer->version, ==, "1.1.0");
  report = muster_army_migration_report (army, newer);

  c = find_preparation_change (report, MUSTER_MIGRATION_PREPARATION_REMOVED, "royal-engineers");
  g_assert_nonnull (c);
  g_assert_cmpuint (c->count, ==, 1);
  assert_says (c, "The preparation “Royal engineers” is no longer in the list: the army's 1 copy of it is dropped.");
  g_assert_cmpuint (report->preparations_dropped, ==, 1);
  g_assert_cmpuint (report->dropped, ==, 0);

  c = find_preparation_change (report, MUSTER_MIGRATION_PREPARATION_RENAMED, "field-chaplains");
  assert_says (c, "The preparation “Field chaplains” is now called “Army chaplains”. The army has 1.");
  c = find_preparation_change (report, MUSTER_MIGRATION_PROFILE, "field-chaplains");
  g_assert_nonnull (c);
  g_assert_cmpint (c->item->kind, ==, MUSTER_LIST_DIFF_PREPARATION_REPEATABLE);
  assert_says (c, "Army chaplains: may now be taken more than once.");

  c = find_preparation_change (report, MUSTER_MIGRATION_COST, "supply-train");
  g_assert_nonnull (c);
  g_assert_cmpstr (c->item->old_value, ==, "15");
  g_assert_cmpstr (c->item->new_value, ==, "20");
  g_assert_cmpuint (c->count, ==, 2);
  assert_says (c, "Supply train: cost 15 → 20. The army has 2.");

  /* the supply train does something else: its rules text, old and new */
  c = find_preparation_change (report, MUSTER_MIGRATION_PROFILE, "supply-train");
  g_assert_nonnull (c);
  g_assert_cmpint (c->item->kind, ==, MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION);
  g_assert_cmpstr (c->item->field, ==, "en");
  g_assert_cmpstr (c->text_before, ==, LIST_UPGRADE_SUPPLY_1_0_EN);
  g_assert_cmpstr (c->text_after, ==, LIST_UPGRADE_SUPPLY_1_1_EN);
  g_assert_cmpuint (c->count, ==, 2);
  assert_says (c, "The rules of the preparation “Supply train” change: it now reads “" LIST_UPGRADE_SUPPLY_1_1_EN
               "” (before: “" LIST_UPGRADE_SUPPLY_1_0_EN "”). The army has 2.");
  g_assert_cmpstr (muster_migration_section_title (MUSTER_MIGRATION_PROFILE), ==, "Profiles and Rules");
  /* the chaplains' rules read the same in English (only the Russian text
   * changes): nothing of them but the repeat */
  c = find_preparation_change (report, MUSTER_MIGRATION_PROFILE, "field-chaplains");
  g_assert_cmpint (c->item->kind, ==, MUSTER_LIST_DIFF_PREPARATION_REPEATABLE);

  /* nothing of scouting (the whole system's), of the new pontoon bridge,
   * nor of the pikemen, whose list did not change: five changes in all */
  for (guint i = 0; i < report->changes->len; i++)
    {
      c = g_ptr_array_index (report->changes, i);
      g_assert_nonnull (c->item);
      g_assert_cmpstr (c->item->preparation_id, !=, "scouting");
      g_assert_cmpstr (c->item->preparation_id, !=, "pontoon-bridge");
      g_assert_null (c->item->unit_id);
    }
  g_assert_cmpuint (report->changes->len, ==, 5);

  /* engineers (20) dropped, two supply trains 5 dearer each */
  g_assert_cmpfloat (report->spent_after - report->spent_before, ==, -20 + 2 * 5);
  summary = muster_migration_report_summary (report);
  g_assert_nonnull (strstr (summary, "of 1000 points."));
  g_assert_nonnull (strstr (summary, " 1 preparation of the army is dropped."));
  g_assert_null (strstr (summary, "entr"));

  set_language ("ru");
  {
    g_autofree char *ru_summary = NULL;

    ru = muster_army_migration_report (army, newer);
    ru_summary = muster_migration_report_summary (ru);
    g_assert_nonnull (strstr (ru_summary, "Армия теряет 1 приготовление."));
    g_assert_cmpstr (muster_migration_section_title (MUSTER_MIGRATION_PREPARATION_REMOVED), ==,
                     "Убранные приготовления");
    g_assert_cmpstr (muster_migration_section_title (MUSTER_MIGRATION_PREPARATION_RENAMED), ==,
                     "Переименованные приготовления");
    assert_says (find_preparation_change (ru, MUSTER_MIGRATION_PREPARATION_REMOVED, "royal-engineers"),
                 "Приготовления «Королевские инженеры» больше нет в списке: армия теряет 1 экземпляр.");
    assert_says (find_preparation_change (ru, MUSTER_MIGRATION_PREPARATION_RENAMED, "field-chaplains"),
                 "Приготовление «Полковые священники» теперь называется «Армейские священники». В армии: 1.");
    assert_says (find_preparation_change (ru, MUSTER_MIGRATION_COST, "supply-train"),
                 "Обоз: стоимость 15 → 20. В армии: 2.");
    assert_says (find_preparation_change (ru, MUSTER_MIGRATION_PROFILE, "field-chaplains"),
                 "Армейские священники: теперь можно брать больше одного раза.");
    assert_says (find_preparation_change (ru, MUSTER_MIGRATION_PROFILE, "supply-train"),
                 "Правила приготовления «Обоз» меняются: теперь «" LIST_UPGRADE_SUPPLY_1_1_RU "» (было: «"
                 LIST_UPGRADE_SUPPLY_1_0_RU "»). В армии: 2.");
    /* in Russian the chaplains' rules read otherwise: one change each, in Russian */
    g_assert_cmpuint (ru->changes->len, ==, 6);
    for (guint i = 0; i < ru->changes->len; i++)
      {
        c = g_ptr_array_index (ru->changes, i);
        if (c->item->kind == MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION)
          g_assert_cmpstr (c->item->field, ==, "ru");
        if (c->item->kind == MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION && g_str_equal (c->item->preparation_id, "field-chaplains"))
          g_assert_cmpstr (c->text_after, ==, LIST_UPGRADE_CHAPLAINS_1_1_RU);
      }
  }
  set_language ("en");
}

/* ---- the report against the move ---- */

/* What the move did to the army's units or preparations of one id. */
typedef struct
{
  gboolean preparation;
  const char *id;
  guint entries, copies;
  const MusterText *name_before, *name_after;   /* name_after NULL: dropped */
  double cost_before, cost_after;
  gboolean repeatable_before, repeatable_after;
  const MusterText *text_before, *text_after;  /* a preparation's rules */
} Moved;

static Moved *
moved_find (GArray *moved, gboolean preparation, const char *id)
{
  for (guint i = 0; i < moved->len; i++)
    {
      Moved *m = &g_array_index (moved, Moved, i);

      if (m->preparation == preparation && g_str_equal (m->id, id))
        return m;
    }
  return NULL;
}

static void
moved_note (GArray *moved, gboolean preparation, const char *id, guint copies, const MusterText *name,
            double cost, gboolean repeatable, const MusterText *text)
{
  Moved *m = moved_find (moved, preparation, id);

  if (m == NULL)
    {
      Moved n = { preparation, id, 0, 0, name, NULL, cost, 0, repeatable, FALSE, text, NULL };

      g_array_append_val (moved, n);
      m = &g_array_index (moved, Moved, moved->len - 1);
    }
  m->entries++;
  m->copies += copies;
}

/* What became of @id: the kind @after gives it. */
static void
moved_after (GArray *moved, gboolean preparation, const char *id, const MusterText *name, double cost,
             gboolean repeatable, const MusterText *text)
{
  Moved *m = moved_find (moved, preparation, id);

  g_assert_nonnull (m);
  m->name_after = name;
  m->cost_after = cost;
  m->repeatable_after = repeatable;
  m->text_after = text;
}

/* Each id of the army's units and preparations, with what the move made of
 * it, read from the army before and after the move. */
static GArray *
what_moved (MusterArmy *before, MusterArmy *after)
{
  GArray *moved = g_array_new (FALSE, FALSE, sizeof (Moved));

  for (guint i = 0; i < muster_army_get_n_units (before); i++)
    {
      const MusterArmyUnit *u = muster_army_get_unit (before, i);

      moved_note (moved, FALSE, u->type->id, u->count, &u->type->name, u->type->cost, FALSE, NULL);
    }
  for (guint i = 0; i < muster_army_get_n_preparations (before); i++)
    {
      const MusterArmyPreparation *p = muster_army_get_preparation (before, i);

      moved_note (moved, TRUE, p->preparation->id, p->copies, &p->preparation->name, p->preparation->cost,
                  p->preparation->repeatable, &p->preparation->text);
    }
  for (guint i = 0; i < muster_army_get_n_units (after); i++)
    {
      const MusterUnitType *t = muster_army_get_unit (after, i)->type;

      moved_after (moved, FALSE, t->id, &t->name, t->cost, FALSE, NULL);
    }
  for (guint i = 0; i < muster_army_get_n_preparations (after); i++)
    {
      const MusterPreparation *p = muster_army_get_preparation (after, i)->preparation;

      moved_after (moved, TRUE, p->id, &p->name, p->cost, p->repeatable, &p->text);
    }
  return moved;
}

/* The report's change of that kind about @m; fails when there are two. */
static const MusterMigrationChange *
change_of (const MusterMigrationReport *report, const Moved *m, MusterListDiffKind kind)
{
  const MusterMigrationChange *found = NULL;

  for (guint i = 0; i < report->changes->len; i++)
    {
      const MusterMigrationChange *c = g_ptr_array_index (report->changes, i);

      if (c->item != NULL && c->item->kind == kind
          && g_strcmp0 (m->preparation ? c->item->preparation_id : c->item->unit_id, m->id) == 0)
        {
          g_assert_null (found);
          found = c;
        }
    }
  return found;
}

/* A preparation's rules text as the army's user reads it, NULL for none. */
static const char *
shown_text (const MusterText *text)
{
  return text != NULL && muster_text_is_set (text) ? muster_text_get (text) : NULL;
}

/* Every drop, new name, cost, repeatability and rules text the move gives
 * the army's units and preparations is in the report with the army's
 * copies, the total is the moved army's, and the report says nothing else
 * of them. */
static void
assert_report_is_move (MusterArmy *army)
{
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  g_autoptr(MusterMigrationReport) report = muster_army_migration_report (army, newer);
  g_autoptr(MusterArmy) after = muster_army_copy (army);
  g_autoptr(MusterUndo) undo = muster_undo_new (after);
  g_autoptr(MusterReport) rules = NULL;
  g_autoptr(GArray) moved = NULL;
  guint expected = 0, said = 0, dropped = 0, preparations_dropped = 0;

  muster_undo_apply (undo, muster_army_migrate (after, newer));
  moved = what_moved (army, after);
  for (guint i = 0; i < moved->len; i++)
    {
      const Moved *m = &g_array_index (moved, Moved, i);
      const MusterMigrationChange *removed = change_of (report, m, m->preparation ? MUSTER_LIST_DIFF_PREPARATION_REMOVED
                                                                                  : MUSTER_LIST_DIFF_UNIT_REMOVED);
      const MusterMigrationChange *renamed = change_of (report, m, m->preparation ? MUSTER_LIST_DIFF_PREPARATION_RENAMED
                                                                                  : MUSTER_LIST_DIFF_UNIT_RENAMED);
      const MusterMigrationChange *cost = change_of (report, m, m->preparation ? MUSTER_LIST_DIFF_PREPARATION_COST
                                                                               : MUSTER_LIST_DIFF_UNIT_COST);
      const MusterMigrationChange *repeatable = change_of (report, m, MUSTER_LIST_DIFF_PREPARATION_REPEATABLE);
      const MusterMigrationChange *text = change_of (report, m, MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION);

      g_test_message ("%s %s: %s", m->preparation ? "preparation" : "unit", m->id,
                      m->name_after == NULL ? "dropped" : "kept");
      g_assert_true ((removed != NULL) == (m->name_after == NULL));
      if (m->name_after == NULL)
        {
          g_assert_cmpint (removed->section, ==, m->preparation ? MUSTER_MIGRATION_PREPARATION_REMOVED
                                                                : MUSTER_MIGRATION_REMOVED);
          g_assert_cmpuint (removed->entries, ==, m->entries);
          g_assert_cmpuint (removed->count, ==, m->copies);
          if (m->preparation)
            preparations_dropped += m->entries;
          else
            dropped += m->entries;
          g_assert_null (renamed);
          g_assert_null (cost);
          g_assert_null (repeatable);
          g_assert_null (text);
          expected++;
          continue;
        }
      g_assert_true ((renamed != NULL)
                     == (g_strcmp0 (muster_text_get (m->name_before), muster_text_get (m->name_after)) != 0));
      if (renamed != NULL)
        {
          g_assert_cmpstr (renamed->item->old_value, ==, muster_text_get (m->name_before));
          g_assert_cmpstr (renamed->item->new_value, ==, muster_text_get (m->name_after));
          g_assert_cmpuint (renamed->count, ==, m->copies);
          expected++;
        }
      g_assert_true ((cost != NULL) == (m->cost_before != m->cost_after));
      if (cost != NULL)
        {
          g_assert_cmpfloat (g_ascii_strtod (cost->item->old_value, NULL), ==, m->cost_before);
          g_assert_cmpfloat (g_ascii_strtod (cost->item->new_value, NULL), ==, m->cost_after);
          g_assert_cmpint (cost->section, ==, MUSTER_MIGRATION_COST);
          g_assert_cmpuint (cost->count, ==, m->copies);
          expected++;
        }
      g_assert_true ((repeatable != NULL) == (m->repeatable_before != m->repeatable_after));
      expected += repeatable != NULL;
      g_assert_true ((text != NULL)
                     == (g_strcmp0 (shown_text (m->text_before), shown_text (m->text_after)) != 0));
      if (text != NULL)
        {
          g_assert_cmpint (text->section, ==, MUSTER_MIGRATION_PROFILE);
          g_assert_cmpstr (text->text_before, ==, shown_text (m->text_before));
          g_assert_cmpstr (text->text_after, ==, shown_text (m->text_after));
          g_assert_cmpuint (text->count, ==, m->copies);
          expected++;
        }
    }
  /* and nothing else of a unit's or preparation's name, cost or being there */
  for (guint i = 0; i < report->changes->len; i++)
    {
      const MusterMigrationChange *c = g_ptr_array_index (report->changes, i);

      if (c->section == MUSTER_MIGRATION_COST || c->section == MUSTER_MIGRATION_REMOVED
          || c->section == MUSTER_MIGRATION_PREPARATION_REMOVED || c->section == MUSTER_MIGRATION_RENAMED
          || c->section == MUSTER_MIGRATION_PREPARATION_RENAMED
          || (c->item != NULL && (c->item->kind == MUSTER_LIST_DIFF_PREPARATION_REPEATABLE
                                  || c->item->kind == MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION)))
        said++;
    }
  g_assert_cmpuint (said, ==, expected);
  g_assert_cmpuint (report->dropped, ==, dropped);
  g_assert_cmpuint (report->preparations_dropped, ==, preparations_dropped);
  rules = muster_rules_check (after);
  g_assert_cmpfloat (report->spent_after, ==, rules->spent);
}

static void
test_report_is_move (void)
{
  g_autoptr(MusterArmy) france = army_on_1_0 ();
  g_autoptr(MusterArmy) bavaria = bavarian_army ();

  for (int ru = 0; ru <= 1; ru++)
    {
      set_language (ru ? "ru" : "en");
      assert_report_is_move (france);
      assert_report_is_move (bavaria);
    }
  set_language ("en");
}

/* The move drops the preparation 1.1.0 does not have and gives the others
 * their 1.1.0 kind; undo brings back the army's own. */
static void
test_migrate_preparations (void)
{
  g_autoptr(MusterArmy) army = bavarian_army ();
  g_autoptr(MusterArmy) before = muster_army_copy (army);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  const MusterArmyPreparation *p;

  muster_undo_apply (undo, muster_army_migrate (army, newer));
  g_assert_cmpuint (muster_army_get_n_preparations (army), ==, 3);
  p = muster_army_get_preparation (army, 0);
  g_assert_true (p->preparation->faction == newer);
  g_assert_cmpstr (muster_text_get (&p->preparation->name), ==, "Army chaplains");
  p = muster_army_get_preparation (army, 1);
  g_assert_true (p->preparation->faction == newer);
  g_assert_cmpfloat (p->preparation->cost, ==, 20);
  g_assert_cmpuint (p->copies, ==, 2);
  p = muster_army_get_preparation (army, 2);
  g_assert_cmpstr (p->preparation->id, ==, "scouting");
  g_assert_null (p->preparation->faction);
  g_assert_true (muster_undo_undo (undo));
  g_assert_true (muster_army_equal (army, before));
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
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  g_autofree char *xml_before = muster_army_to_xml (army);
  g_autofree char *xml_after = NULL;
  g_autofree char *xml_undone = NULL;
  g_autoptr(MusterArmy) moved = NULL;
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  const char *label;

  g_signal_connect (army, "changed", G_CALLBACK (count_cb), &changes);
  label = muster_undo_apply (undo, muster_army_migrate (army, newer));
  g_assert_cmpstr (label, ==, "Move to France 1.1.0");
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (muster_undo_get_n_undo (undo), ==, 1);
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

  g_assert_true (muster_undo_undo (undo));
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

  g_assert_true (muster_undo_redo (undo));
  g_assert_true (muster_army_equal (army, moved));
}

/* A unit of another faction stays as it was; a regiment keeps its units. */
static void
test_other_faction_kept (void)
{
  g_autoptr(MusterArmy) army = muster_army_new (smoke, muster_system_lookup_faction_version (smoke, FRANCE, "1.0.0"), 400);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  const MusterUnitType *foreign;
  MusterArmyUnit u = { 0 };

  muster_test_add_unit (army, "dragoons", 1);
  foreign = g_ptr_array_index (muster_system_lookup_faction (smoke, "habsburg-military-revolution")->units, 0);
  u.type = foreign;
  u.count = 1;
  u.regiment = -1;
  muster_army_insert_unit (army, -1, &u);
  muster_undo_apply (undo, muster_army_migrate (army, muster_army_get_newer_faction (army)));
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
  list_upgrade_install_bavaria (home);
  catalog = muster_test_init (&argc, &argv);
  bind_build_messages ();
  smoke = muster_test_system (catalog, "clouds-of-smoke");

  g_test_add_func ("/core/army-migrate/report-names-each-change", test_report_names_each_change);
  g_test_add_func ("/core/army-migrate/report-names-preparations", test_report_names_preparations);
  g_test_add_func ("/core/army-migrate/report-is-move", test_report_is_move);
  g_test_add_func ("/core/army-migrate/migrate-preparations", test_migrate_preparations);
  g_test_add_func ("/core/army-migrate/migrate-and-undo", test_migrate_and_undo);
  g_test_add_func ("/core/army-migrate/other-faction-kept", test_other_faction_kept);
  return g_test_run ();
}
