/* muster-army-migrate.c: the migration report of an army for another
 * version of its list, built from the list's diff (muster-list-diff.c)
 * narrowed to the army's units and preparations (and to the texts it
 * shows) and from the rules engine run on a moved copy; and the move as
 * one group edit of the army's history.
 */
#include "config.h"

#include "muster-army-migrate.h"
#include "muster-format.h"
#include "muster-rules.h"

#include <glib/gi18n-lib.h>

/* Whether the move to @to replaces (or drops) a unit type or preparation
 * of @faction: one of the army's faction, in any version of it. The move
 * and the report both ask this. */
static gboolean
moves (const MusterFaction *faction, const MusterFaction *to)
{
  return faction != NULL && g_strcmp0 (faction->id, to->id) == 0;
}

/* The unit type of @to standing for @type, an entry's type of @army:
 * the same id in @to when @type is of the army's faction (any version of
 * it); *drop when @to has none; @type itself for a unit of another
 * faction, which the army keeps (and the unit-not-in-faction rule reports). */
static const MusterUnitType *
moved_type (const MusterUnitType *type, const MusterFaction *to, gboolean *drop)
{
  const MusterUnitType *moved;

  *drop = FALSE;
  if (!moves (type->faction, to))
    return type;
  moved = muster_faction_lookup_unit (to, type->id);
  *drop = moved == NULL;
  return moved;
}

/* The same for a preparation: the faction's own preparation of the same id
 * in @to, *drop when @to has none; a preparation of the whole system (or
 * another faction's) stays. */
static const MusterPreparation *
moved_preparation (MusterSystem *system, const MusterPreparation *p, const MusterFaction *to, gboolean *drop)
{
  const MusterPreparation *moved;

  *drop = FALSE;
  if (!moves (p->faction, to))
    return p;
  moved = muster_system_lookup_preparation (system, to, p->id);
  *drop = moved == NULL || moved->faction == NULL;
  return *drop ? NULL : moved;
}

MusterEdit *
muster_army_migrate (MusterArmy          *army,
                     const MusterFaction *to)
{
  MusterSystem *system;
  g_autofree char *label = NULL;
  g_autoptr(GArray) dropped = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) dropped_preps = g_array_new (FALSE, FALSE, sizeof (guint));
  MusterEdit *group;

  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);
  g_return_val_if_fail (to != NULL, NULL);
  g_return_val_if_fail (g_str_equal (to->id, muster_army_get_faction (army)->id), NULL);

  system = muster_army_get_system (army);
  /* TRANSLATORS: the undo step, "Move to France 1.1.0" */
  label = g_strdup_printf (_("Move to %s %s"), muster_text_get (&to->name), to->version != NULL ? to->version : "");
  group = muster_edit_group (label, muster_edit_set_faction (to), NULL);

  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    {
      MusterArmyUnit unit = *muster_army_get_unit (army, i);
      gboolean drop;
      const MusterUnitType *type = moved_type (unit.type, to, &drop);

      if (drop)
        g_array_append_val (dropped, i);
      else if (type != unit.type)
        {
          unit.type = type;
          muster_edit_group_add (group, muster_edit_replace_unit (i, &unit));
        }
    }
  for (guint i = dropped->len; i-- > 0;)
    muster_edit_group_add (group, muster_edit_remove_unit (g_array_index (dropped, guint, i)));

  for (guint i = 0; i < muster_army_get_n_preparations (army); i++)
    {
      MusterArmyPreparation p = *muster_army_get_preparation (army, i);
      gboolean drop;
      const MusterPreparation *moved = moved_preparation (system, p.preparation, to, &drop);

      if (drop)
        g_array_append_val (dropped_preps, i);
      else if (moved != p.preparation)
        {
          p.preparation = moved;
          muster_edit_group_add (group, muster_edit_replace_preparation (i, &p));
        }
    }
  for (guint i = dropped_preps->len; i-- > 0;)
    muster_edit_group_add (group, muster_edit_remove_preparation (g_array_index (dropped_preps, guint, i)));
  return group;
}

/* ---- the report ---- */

static void
change_free (MusterMigrationChange *c)
{
  g_free (c->code);
  g_free (c->problem_en);
  g_free (c->problem_ru);
  g_free (c);
}

void
muster_migration_report_free (MusterMigrationReport *report)
{
  if (report == NULL)
    return;
  g_ptr_array_unref (report->changes);
  g_ptr_array_unref (report->diff);
  g_object_unref (report->system);
  g_free (report);
}

static MusterMigrationSection
section_of (MusterListDiffKind kind)
{
  switch (kind)
    {
    case MUSTER_LIST_DIFF_UNIT_COST:
    case MUSTER_LIST_DIFF_PREPARATION_COST:
      return MUSTER_MIGRATION_COST;
    case MUSTER_LIST_DIFF_UNIT_REMOVED:
      return MUSTER_MIGRATION_REMOVED;
    case MUSTER_LIST_DIFF_PREPARATION_REMOVED:
      return MUSTER_MIGRATION_PREPARATION_REMOVED;
    case MUSTER_LIST_DIFF_UNIT_RENAMED:
      return MUSTER_MIGRATION_RENAMED;
    case MUSTER_LIST_DIFF_PREPARATION_RENAMED:
      return MUSTER_MIGRATION_PREPARATION_RENAMED;
    case MUSTER_LIST_DIFF_UNIT_CATEGORY:
    case MUSTER_LIST_DIFF_UNIT_STAT:
    case MUSTER_LIST_DIFF_UNIT_WEAPON_ADDED:
    case MUSTER_LIST_DIFF_UNIT_WEAPON_REMOVED:
    case MUSTER_LIST_DIFF_UNIT_WEAPON_CHANGED:
    case MUSTER_LIST_DIFF_UNIT_TAG_ADDED:
    case MUSTER_LIST_DIFF_UNIT_TAG_REMOVED:
    case MUSTER_LIST_DIFF_UNIT_LIMIT_ADDED:
    case MUSTER_LIST_DIFF_UNIT_LIMIT_REMOVED:
    case MUSTER_LIST_DIFF_UNIT_LIMIT_TEXT:
    case MUSTER_LIST_DIFF_PREPARATION_REPEATABLE:
    case MUSTER_LIST_DIFF_PREPARATION_STAT:
    case MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION: /* a preparation's text is what it does */
      return MUSTER_MIGRATION_PROFILE;
    default:
      /* the list's metadata, new units and preparations, units'
       * descriptions and sources change nothing in an army */
      return MUSTER_N_MIGRATION_SECTIONS;
    }
}

static int
compare_section (gconstpointer a, gconstpointer b)
{
  const MusterMigrationChange *ca = *(MusterMigrationChange * const *) a;
  const MusterMigrationChange *cb = *(MusterMigrationChange * const *) b;

  return (int) ca->section - (int) cb->section;
}

/* Whether @report has a problem of that code and message. */
static gboolean
has_problem (const MusterReport *report, const MusterProblem *p)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const MusterProblem *q = &g_array_index (report->problems, MusterProblem, i);

      if (g_str_equal (q->code, p->code) && g_strcmp0 (q->message_en, p->message_en) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The army's entries that the move replaces or drops for @item, a change
 * of a unit or of a preparation; their copies together in *count. */
static guint
army_entries (MusterArmy *army, const MusterListDiffItem *item, const MusterFaction *to, guint *count)
{
  guint entries = 0;

  *count = 0;
  for (guint i = 0; item->unit_id != NULL && i < muster_army_get_n_units (army); i++)
    {
      const MusterArmyUnit *u = muster_army_get_unit (army, i);

      if (moves (u->type->faction, to) && g_str_equal (u->type->id, item->unit_id))
        {
          entries++;
          *count += u->count;
        }
    }
  for (guint i = 0; item->preparation_id != NULL && i < muster_army_get_n_preparations (army); i++)
    {
      const MusterArmyPreparation *p = muster_army_get_preparation (army, i);

      if (moves (p->preparation->faction, to) && g_str_equal (p->preparation->id, item->preparation_id))
        {
          entries++;
          *count += p->copies;
        }
    }
  return entries;
}

/* Whether the list changes the description of @item's preparation in
 * @lang too. */
static gboolean
description_changes_in (GPtrArray *diff, const MusterListDiffItem *item, const char *lang)
{
  for (guint i = 0; i < diff->len; i++)
    {
      const MusterListDiffItem *other = g_ptr_array_index (diff, i);

      if (other->kind == item->kind && g_strcmp0 (other->preparation_id, item->preparation_id) == 0
          && g_strcmp0 (other->field, lang) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Whether @item, a preparation's description changed in one language, is
 * a change of the rules text the army's user reads, as the move makes it:
 * the text of the language of the day, which falls back to the other
 * language where it has none. One item says it for a preparation: that of
 * the language of the day where it changes too. The texts shown before and
 * after (NULL for none) in c. */
static gboolean
shown_text_changes (MusterMigrationReport *report, const MusterListDiffItem *item, MusterMigrationChange *c)
{
  const MusterPreparation *before = muster_system_lookup_preparation (report->system, report->from, item->preparation_id);
  const MusterPreparation *after = muster_system_lookup_preparation (report->system, report->to, item->preparation_id);
  const char *lang = muster_get_language ();

  if (before == NULL || after == NULL || g_str_equal (muster_text_get (&before->text), muster_text_get (&after->text)))
    return FALSE;
  if (g_strcmp0 (item->field, lang) != 0 && description_changes_in (report->diff, item, lang))
    return FALSE;
  c->text_before = muster_text_is_set (&before->text) ? muster_text_get (&before->text) : NULL;
  c->text_after = muster_text_is_set (&after->text) ? muster_text_get (&after->text) : NULL;
  return TRUE;
}

MusterMigrationReport *
muster_army_migration_report (MusterArmy          *army,
                              const MusterFaction *to)
{
  MusterMigrationReport *report;
  MusterSystem *system;
  g_autoptr(MusterArmy) moved = NULL;
  g_autoptr(MusterUndo) undo = NULL;
  g_autoptr(MusterReport) before = NULL;
  g_autoptr(MusterReport) after = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);
  g_return_val_if_fail (to != NULL, NULL);

  system = muster_army_get_system (army);
  report = g_new0 (MusterMigrationReport, 1);
  report->system = g_object_ref (system);
  report->from = muster_army_get_faction (army);
  report->to = to;
  report->costs = muster_system_declares_costs (system);
  report->changes = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  report->diff = muster_list_diff (system, report->from, to);

  for (guint d = 0; d < report->diff->len; d++)
    {
      const MusterListDiffItem *item = g_ptr_array_index (report->diff, d);
      MusterMigrationSection section = section_of (item->kind);
      MusterMigrationChange shown = { 0 };
      MusterMigrationChange *c;
      guint entries = 0, count = 0;

      if (section == MUSTER_N_MIGRATION_SECTIONS)
        continue;
      /* a name in the language Muster shows */
      if ((section == MUSTER_MIGRATION_RENAMED || section == MUSTER_MIGRATION_PREPARATION_RENAMED)
          && g_strcmp0 (item->field, muster_get_language ()) != 0)
        continue;
      /* a rules text as the army's user reads it */
      if (item->kind == MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION && !shown_text_changes (report, item, &shown))
        continue;
      entries = army_entries (army, item, to, &count);
      if (entries == 0)
        continue;
      c = g_new0 (MusterMigrationChange, 1);
      c->text_before = shown.text_before;
      c->text_after = shown.text_after;
      c->section = section;
      c->item = item;
      c->entries = entries;
      c->count = count;
      if (section == MUSTER_MIGRATION_REMOVED)
        report->dropped += entries;
      if (section == MUSTER_MIGRATION_PREPARATION_REMOVED)
        report->preparations_dropped += entries;
      g_ptr_array_add (report->changes, c);
    }

  /* the rules the moved army would break that this one does not */
  moved = muster_army_copy (army);
  undo = muster_undo_new (moved);
  muster_undo_apply (undo, muster_army_migrate (moved, to));
  before = muster_rules_check (army);
  after = muster_rules_check (moved);
  report->spent_before = before->spent;
  report->spent_after = after->spent;
  report->limit = after->limit;
  for (guint i = 0; i < after->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (after->problems, MusterProblem, i);
      MusterMigrationChange *c;

      if (has_problem (before, p))
        continue;
      c = g_new0 (MusterMigrationChange, 1);
      c->section = MUSTER_MIGRATION_PROBLEM;
      c->code = g_strdup (p->code);
      c->problem_en = g_strdup (p->message_en);
      c->problem_ru = g_strdup (p->message_ru);
      g_ptr_array_add (report->changes, c);
    }
  /* a stable sort: within a section, the list's order */
  g_ptr_array_sort (report->changes, compare_section);
  return report;
}

/* A preparation's new rules text, with the old one. */
static char *
describe_rules_text (const MusterMigrationChange *change)
{
  const char *name = muster_text_get (&change->item->name);

  if (change->text_after == NULL)
    /* TRANSLATORS: a preparation whose rules text the new version of the list leaves out */
    return g_strdup_printf (_("The preparation “%s” loses its rules text, which read “%s”. The army has %u."),
                            name, change->text_before, change->count);
  if (change->text_before == NULL)
    return g_strdup_printf (_("The preparation “%s” gains a rules text: “%s”. The army has %u."),
                            name, change->text_after, change->count);
  /* TRANSLATORS: "The rules of the preparation “Supply train” change: it now reads “Once per game, one unit
   * anywhere …” (before: “Once per game, one unit within …”). The army has 2." */
  return g_strdup_printf (_("The rules of the preparation “%s” change: it now reads “%s” (before: “%s”). The army has %u."),
                          name, change->text_after, change->text_before, change->count);
}

char *
muster_migration_change_describe (const MusterMigrationChange *change)
{
  g_autofree char *sentence = NULL;

  g_return_val_if_fail (change != NULL, NULL);

  if (change->section == MUSTER_MIGRATION_PROBLEM)
    return g_strdup (g_str_equal (muster_get_language (), "ru") && change->problem_ru != NULL
                     ? change->problem_ru : change->problem_en);
  if (change->section == MUSTER_MIGRATION_REMOVED)
    /* TRANSLATORS: a unit the new version of the list does not have */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” is no longer in the list: the army's %u entry of it is dropped.",
                                         "“%s” is no longer in the list: the army's %u entries of it are dropped.",
                                         change->entries),
                            muster_text_get (&change->item->name), change->entries);
  if (change->section == MUSTER_MIGRATION_PREPARATION_REMOVED)
    /* TRANSLATORS: a preparation the new version of the list does not have */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The preparation “%s” is no longer in the list: the army's %u copy of it is dropped.",
                                         "The preparation “%s” is no longer in the list: the army's %u copies of it are dropped.",
                                         change->count),
                            muster_text_get (&change->item->name), change->count);
  if (change->section == MUSTER_MIGRATION_PREPARATION_RENAMED)
    /* TRANSLATORS: "The preparation “Field chaplains” is now called “Army chaplains”. The army has 1." */
    return g_strdup_printf (_("The preparation “%s” is now called “%s”. The army has %u."),
                            change->item->old_value, change->item->new_value, change->count);
  if (change->section == MUSTER_MIGRATION_RENAMED)
    /* TRANSLATORS: "“Reiters” are now called “Cuirassiers”. The army has 1." */
    return g_strdup_printf (_("“%s” is now called “%s”. The army has %u."),
                            change->item->old_value, change->item->new_value, change->count);
  if (change->item->kind == MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION)
    return describe_rules_text (change);
  sentence = muster_list_diff_item_describe (change->item);
  /* TRANSLATORS: "Pikemen: cost 9 → 10. The army has 2." */
  return g_strdup_printf (_("%s The army has %u."), sentence, change->count);
}

char *
muster_migration_report_summary (const MusterMigrationReport *report)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *limit = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (report != NULL, NULL);

  if (report->costs && report->spent_before != report->spent_after)
    {
      before = muster_format_local_number (report->spent_before);
      after = muster_format_local_number (report->spent_after);
      limit = muster_format_cost (report->system, report->limit);
      /* TRANSLATORS: "Total: 396 → 412 of 400 points." */
      g_ptr_array_add (parts, g_strdup_printf (_("Total: %s → %s of %s."), before, after, limit));
    }
  if (report->dropped > 0)
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry of the army is dropped.",
                                                          "%u entries of the army are dropped.", report->dropped),
                                             report->dropped));
  if (report->preparations_dropped > 0)
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u preparation of the army is dropped.",
                                                          "%u preparations of the army are dropped.",
                                                          report->preparations_dropped),
                                             report->preparations_dropped));
  if (parts->len == 0)
    return report->changes->len == 0 ? g_strdup (_("Nothing changes for this army but the list's version.")) : NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" ", (char **) parts->pdata);
}

const char *
muster_migration_section_title (MusterMigrationSection section)
{
  switch (section)
    {
    case MUSTER_MIGRATION_COST:
      return _("Costs");
    case MUSTER_MIGRATION_REMOVED:
      return _("Dropped Units");
    case MUSTER_MIGRATION_PREPARATION_REMOVED:
      return _("Dropped Preparations");
    case MUSTER_MIGRATION_RENAMED:
      return _("Renamed Units");
    case MUSTER_MIGRATION_PREPARATION_RENAMED:
      return _("Renamed Preparations");
    case MUSTER_MIGRATION_PROFILE:
      return _("Profiles and Rules");
    case MUSTER_MIGRATION_PROBLEM:
      return _("New Problems");
    case MUSTER_N_MIGRATION_SECTIONS:
    default:
      return "";
    }
}
