/* muster-army-migrate.h: moving an army to another version of its army
 * list: the migration report (what changes for this army: its units' and
 * preparations' costs and total, units and preparations dropped, renamed or
 * with another profile, preparations that do something else, and the rules
 * it would newly break) and the move itself as one step of undo.
 */
#pragma once

#include "muster-army.h"
#include "muster-undo.h"
#include "muster-list-diff.h"

G_BEGIN_DECLS

/* Each change of a unit or preparation of the army is a change of the
 * list (a MusterListDiffItem) in one of these sections. */
typedef enum
{
  MUSTER_MIGRATION_COST,        /* a unit or preparation of the army costs another amount */
  MUSTER_MIGRATION_REMOVED,     /* a unit of the army is not in the new list: its entries are dropped */
  MUSTER_MIGRATION_PREPARATION_REMOVED, /* a preparation of the army is not in the new list: it is dropped */
  MUSTER_MIGRATION_RENAMED,     /* a unit of the army has another name (in the language shown) */
  MUSTER_MIGRATION_PREPARATION_RENAMED, /* a preparation of the army has another name */
  MUSTER_MIGRATION_PROFILE,     /* a unit of the army has another profile, category, weapons, tags or
                                 * limits; a preparation other stats, may be repeated or not, or
                                 * another rules text (what it does) */
  MUSTER_MIGRATION_PROBLEM,     /* a rule the army would break that it does not break now */
  MUSTER_N_MIGRATION_SECTIONS
} MusterMigrationSection;

typedef struct
{
  MusterMigrationSection section;
  const MusterListDiffItem *item;   /* the list's change; NULL for a problem */
  guint entries;                    /* the army's entries of the unit or preparation */
  guint count;                      /* their copies together */
  char *code;                       /* a problem's code ("unit-limit-max") */
  char *problem_en;                 /* a problem's message */
  char *problem_ru;
  const char *text_before;          /* a preparation's rules text as shown (in the language of the */
  const char *text_after;           /* day), before and after, for a change of it; NULL for none */
} MusterMigrationChange;

typedef struct
{
  MusterSystem *system;             /* the army's */
  const MusterFaction *from;
  const MusterFaction *to;
  gboolean costs;                   /* the system gives prices: spent_* mean something */
  double spent_before;
  double spent_after;
  double limit;
  guint dropped;                    /* entries the move drops */
  guint preparations_dropped;       /* preparations (entries) the move drops */
  GPtrArray *changes;               /* of MusterMigrationChange*, by section */
  GPtrArray *diff;                  /* every change of the list (of MusterListDiffItem*) */
} MusterMigrationReport;

/* What moving @army to @to (another version of its faction) changes for
 * this army; only the list's changes that touch a unit or preparation the
 * army has, exactly those muster_army_migrate() moves or drops. */
MusterMigrationReport *muster_army_migration_report   (MusterArmy                  *army,
                                                       const MusterFaction         *to);
void                   muster_migration_report_free   (MusterMigrationReport       *report);

/* The change in a sentence of the language Muster shows ("Pikemen: cost
 * 9 → 10 (2 in the army)."); free with g_free(). */
char                  *muster_migration_change_describe (const MusterMigrationChange *change);
/* "Total: 396 → 412 of 400 points. 1 entry of the army is dropped. 1
 * preparation of the army is dropped." in the language Muster shows; NULL
 * when there is nothing to say. */
char                  *muster_migration_report_summary  (const MusterMigrationReport *report);
/* The section's heading ("Costs", "Dropped units" ...) in the language
 * Muster shows. */
const char            *muster_migration_section_title   (MusterMigrationSection       section);

/* The move of @army to @to as one edit for muster_undo_apply(): the
 * faction and each unit type (and the faction's own preparations) replaced
 * by the type of the same id of @to, the entries of units @to does not
 * have dropped. Undo brings the army back exactly. */
MusterEdit            *muster_army_migrate            (MusterArmy                  *army,
                                                       const MusterFaction         *to);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterMigrationReport, muster_migration_report_free)

G_END_DECLS
