/* muster-army.h: the army document: system, faction, points limit, name,
 * notes, commanders, unit entries (count, column, reserve, regiment),
 * regiments and preparations. A model with a "changed" signal; reading and
 * writing the army XML of design.md.
 */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "muster-catalog.h"
#include "muster-system.h"

G_BEGIN_DECLS

typedef struct
{
  const MusterUnitType *type;
  guint count;
  guint column;                 /* 0: none */
  gboolean reserve;
  int regiment;                 /* index into regiments, -1: none */
  gboolean in_faction;
  gboolean chief;               /* the army's commander-in-chief (chief="true"): one of
                                 * several generals, in systems whose generals are units */
} MusterArmyUnit;

typedef struct
{
  char *name;
  gboolean reserve;
  guint column;
} MusterArmyRegiment;

typedef struct
{
  const MusterCommanderTier *tier;
  const MusterCommanderRole *role;
  char *name;
} MusterArmyCommander;

typedef struct
{
  const MusterPreparation *preparation;
  guint copies;
} MusterArmyPreparation;

/* What an army file can hold (schemas/army.xsd and the army reader);
 * share codes carry every army within these. */
#define MUSTER_ARMY_MAX_COUNT        999
#define MUSTER_ARMY_MAX_ENTRIES      5000
#define MUSTER_ARMY_MAX_REGIMENTS    1000
#define MUSTER_ARMY_MAX_COMMANDERS   16
#define MUSTER_ARMY_MAX_PREPARATIONS 200
#define MUSTER_ARMY_MAX_POINTS       1000000
#define MUSTER_ARMY_MAX_COLUMN       20
#define MUSTER_ARMY_MAX_LINE         200     /* characters of a name */
#define MUSTER_ARMY_MAX_NOTES        20000   /* characters of the notes */

#define MUSTER_TYPE_ARMY (muster_army_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmy, muster_army, MUSTER, ARMY, GObject)

MusterArmy          *muster_army_new                 (MusterSystem        *system,
                                                      const MusterFaction *faction,
                                                      guint                points);
MusterArmy          *muster_army_copy                (MusterArmy          *self);
MusterArmy          *muster_army_load_file           (MusterCatalog       *catalog,
                                                      const char          *path,
                                                      GError             **error);
MusterArmy          *muster_army_load_doc            (MusterCatalog       *catalog,
                                                      xmlDoc              *doc,
                                                      const char          *display_name,
                                                      GError             **error);
MusterArmy          *muster_army_load_memory         (MusterCatalog       *catalog,
                                                      const char          *data,
                                                      gsize                length,
                                                      const char          *display_name,
                                                      GError             **error);
char                *muster_army_to_xml              (MusterArmy          *self);
char                *muster_army_peek_name           (const char          *path);
gboolean             muster_army_save_file           (MusterArmy          *self,
                                                      const char          *path,
                                                      GError             **error);
gboolean             muster_army_equal               (MusterArmy          *a,
                                                      MusterArmy          *b);

MusterSystem        *muster_army_get_system          (MusterArmy          *self);
const MusterFaction *muster_army_get_faction         (MusterArmy          *self);
void                 muster_army_set_faction         (MusterArmy          *self,
                                                      const MusterFaction *faction);
/* The version of its published list the army is built with (its faction's
 * version, written as list-version= on save); NULL for a faction without
 * one. */
const char          *muster_army_get_list_version    (MusterArmy          *self);
/* The list version the army's file named when the system does not hold
 * it (the army then uses the nearest version it holds); NULL otherwise.
 * Cleared when the faction changes. */
const char          *muster_army_get_missing_list_version (MusterArmy     *self);
void                 muster_army_set_missing_list_version (MusterArmy     *self,
                                                      const char          *version);
/* The newest version of the army's faction when it is newer than the
 * army's own; NULL when the army has the newest. */
const MusterFaction *muster_army_get_newer_faction   (MusterArmy          *self);
/* "Built with France 1.0.0; 1.1.0 is installed", or that its version is
 * not installed; NULL when there is nothing to say. */
char                *muster_army_describe_list_version (MusterArmy        *self);
/* The version of the faction id that an army of list version version
 * uses: that version; NULL version (an older file): the oldest the system
 * holds; one the system does not hold: the newest older one, else the
 * oldest (*missing set). NULL for an unknown id. */
const MusterFaction *muster_army_resolve_faction     (MusterSystem        *system,
                                                      const char          *id,
                                                      const char          *version,
                                                      gboolean            *missing);
/* Between these (nested), the army's changes make one "changed" signal,
 * at the release: a step of several edits is shown once. */
void                 muster_army_hold_changed        (MusterArmy          *self);
void                 muster_army_release_changed     (MusterArmy          *self);
guint                muster_army_get_points          (MusterArmy          *self);
void                 muster_army_set_points          (MusterArmy          *self,
                                                      guint                points);
const char          *muster_army_get_name            (MusterArmy          *self);
void                 muster_army_set_name            (MusterArmy          *self,
                                                      const char          *name);
/* The army's own name, or "France — 400 points" until it has one. */
char                *muster_army_dup_title           (MusterArmy          *self);
const char          *muster_army_get_notes           (MusterArmy          *self);
void                 muster_army_set_notes           (MusterArmy          *self,
                                                      const char          *notes);

guint                muster_army_get_n_units         (MusterArmy          *self);
const MusterArmyUnit *muster_army_get_unit           (MusterArmy          *self,
                                                      guint                index);
guint                muster_army_count_instances     (MusterArmy          *self);
guint                muster_army_insert_unit         (MusterArmy          *self,
                                                      int                  position,
                                                      const MusterArmyUnit *unit);
/* The entry one more unit of type joins in regiment (-1: none), or -1. */
int                  muster_army_find_entry_for      (MusterArmy          *self,
                                                      const MusterUnitType *type,
                                                      int                  regiment);
void                 muster_army_replace_unit        (MusterArmy          *self,
                                                      guint                index,
                                                      const MusterArmyUnit *unit);
void                 muster_army_remove_unit         (MusterArmy          *self,
                                                      guint                index);

guint                muster_army_get_n_regiments     (MusterArmy          *self);
const MusterArmyRegiment *muster_army_get_regiment   (MusterArmy          *self,
                                                      guint                index);
/* Its own name, or "Regiment 2" in the current language. */
char                *muster_army_dup_regiment_name   (MusterArmy          *self,
                                                      guint                index);
guint                muster_army_insert_regiment     (MusterArmy          *self,
                                                      int                  position,
                                                      const MusterArmyRegiment *regiment);
void                 muster_army_replace_regiment    (MusterArmy          *self,
                                                      guint                index,
                                                      const MusterArmyRegiment *regiment);
void                 muster_army_remove_regiment     (MusterArmy          *self,
                                                      guint                index);

guint                muster_army_get_n_commanders    (MusterArmy          *self);
const MusterArmyCommander *muster_army_get_commander (MusterArmy          *self,
                                                      guint                index);
guint                muster_army_insert_commander    (MusterArmy          *self,
                                                      int                  position,
                                                      const MusterArmyCommander *commander);
void                 muster_army_replace_commander   (MusterArmy          *self,
                                                      guint                index,
                                                      const MusterArmyCommander *commander);
void                 muster_army_remove_commander    (MusterArmy          *self,
                                                      guint                index);

guint                muster_army_get_n_preparations  (MusterArmy          *self);
const MusterArmyPreparation *muster_army_get_preparation (MusterArmy      *self,
                                                      guint                index);
int                  muster_army_find_preparation    (MusterArmy          *self,
                                                      const MusterPreparation *preparation);
guint                muster_army_insert_preparation  (MusterArmy          *self,
                                                      int                  position,
                                                      const MusterArmyPreparation *preparation);
void                 muster_army_replace_preparation (MusterArmy          *self,
                                                      guint                index,
                                                      const MusterArmyPreparation *preparation);
void                 muster_army_remove_preparation  (MusterArmy          *self,
                                                      guint                index);

G_END_DECLS
