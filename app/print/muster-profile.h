/* muster-profile.h: a unit type's profile as the printed sheets show it:
 * each field's label and value, a weapon's name, stats and range bands,
 * the special rules a unit shows. The reference sheet and the unit cards
 * both print through it.
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

typedef struct
{
  const char *label;            /* the field's name in the current language */
  const char *short_label;      /* its short name, or the name where it has none */
  const MusterField *field;     /* NULL for a value the system computes per unit */
  char *value;                  /* "4", "2-1", "yes", "—" */
} MusterProfileStat;

/* Every unit field of @system in order, then each named unit value, for
 * @unit: a GArray of MusterProfileStat that frees its values. */
GArray     *muster_profile_unit_stats     (MusterSystem         *system,
                                           const MusterUnitType *unit);
/* A field's value as printed: a flag reads "yes" or "no", a missing number
 * "0", a missing text "—". */
char       *muster_profile_field_value    (const MusterField    *field,
                                           const char           *stat,
                                           double                number);
/* The short name where the field has one, else the name. */
const char *muster_profile_field_header   (const MusterField    *field);

/* The weapon's name, its text and its bands: its own, or those of the
 * system weapon it refers to. */
const MusterText *muster_profile_weapon_name  (const MusterWeapon *weapon);
const MusterText *muster_profile_weapon_text  (const MusterWeapon *weapon);
const GArray     *muster_profile_weapon_bands (const MusterWeapon *weapon);
/* The stat of weapon field @index, its own or the referred weapon's. */
const char *muster_profile_weapon_stat    (const MusterWeapon   *weapon,
                                           guint                 index);
/* "Heavy bow", or "Weapon 2" for weapon @number without a name. */
char       *muster_profile_weapon_title   (const MusterWeapon   *weapon,
                                           guint                 number);
/* "Range 0-12 · Sh 3 · Pen -2" (short names where @short_labels and the
 * field has one); NULL when the weapon has no stats. */
char       *muster_profile_weapon_stats   (MusterSystem         *system,
                                           const MusterWeapon   *weapon,
                                           gboolean              short_labels,
                                           const char           *separator);
/* "0–12: 2 (-3) · 12–24: 1 (-3)"; NULL when it has no range bands. */
char       *muster_profile_weapon_bands_text (const MusterWeapon *weapon,
                                           const char           *separator);
/* The weapon in one line: "Heavy bow (Range 0-12, Sh 3)". */
char       *muster_profile_weapon_summary (MusterSystem         *system,
                                           const MusterWeapon   *weapon,
                                           guint                 number);

/* The special rules @unit shows (its tags that are not hidden), in the
 * unit's order: a GPtrArray of const MusterTag*. */
GPtrArray  *muster_profile_unit_tags      (const MusterUnitType *unit);
/* "Stakes, Open order": the names of those rules. */
char       *muster_profile_tag_names      (const MusterUnitType *unit,
                                           const char           *separator);
/* @name, followed by " (sample)" when @sample. */
char       *muster_profile_sample_name    (const char           *name,
                                           gboolean              sample);

G_END_DECLS
