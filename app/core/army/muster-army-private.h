/* muster-army-private.h: the army document's fields, shared by the
 * document (muster-army.c) and its file format (muster-army-xml.c).
 */
#pragma once

#include "muster-army.h"

G_BEGIN_DECLS

struct _MusterArmy
{
  GObject parent_instance;

  MusterSystem *system;
  const MusterFaction *faction;
  char *missing_version;    /* the list version the file named, when not installed */
  guint points;
  char *name;
  char *notes;
  MusterText name_langs;    /* the name in each language, as an army Muster ships gives it; */
  MusterText notes_langs;   /* cleared when the name (the notes) change */
  GArray *units;            /* of MusterArmyUnit */
  GArray *regiments;        /* of MusterArmyRegiment */
  GArray *commanders;       /* of MusterArmyCommander */
  GArray *preparations;     /* of MusterArmyPreparation */
  guint holding;            /* muster_army_hold_changed() depth */
  gboolean held_change;     /* a change came while held */
};

/* Text as an army file can carry it: XML characters only, and no longer
 * than max_chars. NULL for empty. */
G_GNUC_INTERNAL char          *_muster_army_clean_text      (const char *text, glong max_chars);
/* A unit entry as the army keeps it: its count within bounds, its
 * regiment one the army has, whether its faction's list has it. */
G_GNUC_INTERNAL MusterArmyUnit _muster_army_normalized_unit (MusterArmy *self, const MusterArmyUnit *unit);

G_END_DECLS
