/* muster-list-diff.h: what changed between two versions of a published
 * army list: its metadata, units and the faction's own preparations added,
 * removed and renamed, and every changed field of each. `muster-cli list
 * diff`, the migration report and the list editor read the same changes.
 */
#pragma once

#include "muster-system.h"

G_BEGIN_DECLS

typedef enum
{
  /* the list's own metadata; unit_id NULL */
  MUSTER_LIST_DIFF_VERSION,
  MUSTER_LIST_DIFF_DATE,
  MUSTER_LIST_DIFF_AUTHOR,
  MUSTER_LIST_DIFF_LICENCE,
  MUSTER_LIST_DIFF_TITLE,             /* field: the language, "en" or "ru" */
  MUSTER_LIST_DIFF_EPOCH,             /* field: the language */
  MUSTER_LIST_DIFF_DESCRIPTION,       /* field: the language */
  MUSTER_LIST_DIFF_SOURCE,
  MUSTER_LIST_DIFF_REFERENCE_ADDED,   /* new_value: "book, p. page" */
  MUSTER_LIST_DIFF_REFERENCE_REMOVED, /* old_value: "book, p. page" */
  MUSTER_LIST_DIFF_CHANGELOG_ADDED,   /* field: its version; new_value: its text (English) */
  /* a unit; unit_id and unit_name set */
  MUSTER_LIST_DIFF_UNIT_ADDED,
  MUSTER_LIST_DIFF_UNIT_REMOVED,
  MUSTER_LIST_DIFF_UNIT_RENAMED,      /* field: the language */
  MUSTER_LIST_DIFF_UNIT_COST,
  MUSTER_LIST_DIFF_UNIT_CATEGORY,     /* values: category ids */
  MUSTER_LIST_DIFF_UNIT_STAT,         /* field: the stat's field id; field_name its name */
  MUSTER_LIST_DIFF_UNIT_WEAPON_ADDED, /* field: the weapon (system id or English name) */
  MUSTER_LIST_DIFF_UNIT_WEAPON_REMOVED,
  MUSTER_LIST_DIFF_UNIT_WEAPON_CHANGED, /* values: "range 2UW, dice 1d6" */
  MUSTER_LIST_DIFF_UNIT_TAG_ADDED,    /* field: the tag id; field_name its name */
  MUSTER_LIST_DIFF_UNIT_TAG_REMOVED,
  MUSTER_LIST_DIFF_UNIT_LIMIT_ADDED,  /* values: "min=…; max=…; when=…" */
  MUSTER_LIST_DIFF_UNIT_LIMIT_REMOVED,
  MUSTER_LIST_DIFF_UNIT_LIMIT_TEXT,   /* field: the limit's expressions; values its English words */
  MUSTER_LIST_DIFF_UNIT_DESCRIPTION,  /* field: the language */
  MUSTER_LIST_DIFF_UNIT_SOURCE,
  /* a preparation of the faction's own; preparation_id and name set */
  MUSTER_LIST_DIFF_PREPARATION_ADDED,   /* new_value: its cost */
  MUSTER_LIST_DIFF_PREPARATION_REMOVED, /* old_value: its cost */
  MUSTER_LIST_DIFF_PREPARATION_RENAMED, /* field: the language */
  MUSTER_LIST_DIFF_PREPARATION_COST,
  MUSTER_LIST_DIFF_PREPARATION_REPEATABLE, /* values: "true", "false" */
  MUSTER_LIST_DIFF_PREPARATION_STAT,    /* field: the stat's field id; field_name its name */
  MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION, /* field: the language */
  MUSTER_LIST_DIFF_PREPARATION_SOURCE,
  MUSTER_LIST_DIFF_N_KINDS
} MusterListDiffKind;

/* One change. Values are written as in the list file (cost "12", stat
 * "2d6"), NULL where the old or new list has nothing. */
typedef struct
{
  MusterListDiffKind kind;
  char *unit_id;                /* NULL but for a change of a unit */
  char *preparation_id;         /* NULL but for a change of a preparation */
  MusterText name;              /* the unit's or preparation's name in the new list
                                 * (the old for a removed one) */
  char *field;                  /* what in the unit or list; NULL where the kind says nothing */
  MusterText field_name;        /* a stat's or tag's name, from the system; unset otherwise */
  char *old_value;
  char *new_value;
} MusterListDiffItem;

/* The changes from @old_list to @new_list, two versions of a faction of
 * @system (two loads of the same system folder will do: only its field
 * order is read). Metadata first, then the units in the new list's order,
 * then the removed ones, then the preparations the same way; each unit's
 * and preparation's changes in the order of the kinds.
 * Returns a GPtrArray of MusterListDiffItem* that frees its items; empty
 * when the lists say the same. */
GPtrArray  *muster_list_diff               (MusterSystem        *system,
                                            const MusterFaction *old_list,
                                            const MusterFaction *new_list);

/* A stable code for scripts and JSON: "unit-cost", "unit-renamed",
 * "preparation-removed", "version", "changelog-added"... */
const char *muster_list_diff_kind_code     (MusterListDiffKind   kind);

/* The change in a sentence of the language Muster shows ("Pikemen: cost
 * 9 → 10."); free with g_free(). */
char       *muster_list_diff_item_describe (const MusterListDiffItem *item);

G_END_DECLS
