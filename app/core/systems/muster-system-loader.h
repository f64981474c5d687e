/* muster-system-loader.h: what the parts of the system reader share: the
 * system's own fields, the loader's state while a file is read, and the
 * helpers that read names, ids and expressions and report a bad file at
 * its line. Private to muster-system*.c.
 */
#pragma once

#include "muster-system.h"
#include "muster-error.h"
#include "muster-xml.h"

G_BEGIN_DECLS

struct _MusterSystem
{
  GObject parent_instance;

  char *id;
  char *folder;
  char *source;
  MusterText name;
  MusterText text;
  MusterArmyOptions army;

  GPtrArray *fields[MUSTER_N_FIELD_SCOPES];
  GHashTable *field_index[MUSTER_N_FIELD_SCOPES];
  GPtrArray *categories;
  GHashTable *category_index;
  GPtrArray *tags;
  GHashTable *tag_index;
  GPtrArray *weapons;
  GHashTable *weapon_index;
  GPtrArray *roles;
  GHashTable *role_index;
  GPtrArray *tiers;
  GHashTable *tier_index;
  GPtrArray *preparations;          /* system-wide ones */
  GHashTable *preparation_index;
  GPtrArray *all_preparations;      /* system-wide and factions' */
  GPtrArray *unit_values;
  GPtrArray *regiment_values;
  GPtrArray *derived;
  GHashTable *derived_index;
  GPtrArray *constraints;
  GPtrArray *orders;
  MusterAmbushMarker *ambush_marker;
  MusterBoardInfo *board;
  GPtrArray *tables;
  GPtrArray *factions;              /* the newest version of each faction id */
  GHashTable *faction_index;        /* id -> the newest MusterFaction* */
  GPtrArray *all_factions;          /* every version read, in reading order (owns them) */
  GHashTable *faction_versions;     /* id -> GPtrArray of MusterFaction*, oldest first */
  GPtrArray *list_errors;
  MusterText limit_messages[MUSTER_N_LIMIT_KINDS];           /* of char*: installed lists that were skipped, and why */
  GPtrArray *features;
  GHashTable *feature_index;
  GPtrArray *pieces;
  GHashTable *piece_index;
  MusterSectorMethod *sector_method;
  MusterQuarterMethod *quarter_method;
  MusterGrid *grid;
  GPtrArray *scenario_rules;         /* of MusterScenarioRule */

  GPtrArray *all_units;             /* of MusterUnitType*, every faction */
  GHashTable *unit_ids;             /* id -> first MusterUnitType* with it */
  GHashTable *unit_id_numbers;      /* id -> GUINT_TO_POINTER (n + 1) */
  GHashTable *preparation_id_numbers;
  GPtrArray *preparation_id_list;   /* n -> first MusterPreparation* */
  GPtrArray *unit_id_list;          /* n -> first MusterUnitType* */
  guint n_tag_words;
};

typedef struct
{
  MusterSystem *sys;
  const char *file;         /* the file being read, for messages */
  GError *error;
  guint derived_visible;    /* derived values an expression may use */
  guint unit_values_visible;
  guint regiment_values_visible;
  GPtrArray *role_nodes;    /* of const xmlNode*, by role: its max="…" is parsed after <derived> */
  gboolean unit_value_mode; /* parsing a unit value: no army, no collections */
  const char *defining;     /* the id of the derived or unit value being read */
  GHashTable *section_ids;  /* the ids of every value of that section */
  gsize expr_chars;         /* characters of every expression read so far */
  const char *given_name;   /* a faction file given by the caller (muster_system_load_with) */
  xmlDoc *given_doc;
  GHashTable *skip_files;   /* installed lists left out after they failed to load */
  char *failed_list;        /* the installed list that made the load fail, if one did */
  gboolean reading_installed;
} Loader;

#define FAILED(l) ((l)->error != NULL)

G_GNUC_INTERNAL void        muster_loader_fail_at          (Loader *l, const xmlNode *node, MusterError code,
                                                            const char *format, ...) G_GNUC_PRINTF (4, 5);
G_GNUC_INTERNAL gboolean    muster_loader_parse_bool_attr  (Loader *l, const xmlNode *node, const char *name,
                                                            gboolean def);
G_GNUC_INTERNAL void        muster_loader_read_text_element (Loader *l, const xmlNode *node, MusterText *text);
G_GNUC_INTERNAL void        muster_loader_require_both     (Loader *l, const xmlNode *owner, const char *element,
                                                            const MusterText *text, gboolean required);
G_GNUC_INTERNAL void        muster_loader_read_naming      (Loader *l, const xmlNode *node, MusterText *name,
                                                            MusterText *short_name, MusterText *text,
                                                            char **source, gboolean name_required);
G_GNUC_INTERNAL char       *muster_loader_require_id       (Loader *l, const xmlNode *node, const char *attr);
G_GNUC_INTERNAL gboolean    muster_loader_check_unique     (Loader *l, GHashTable *index, const char *id,
                                                            const xmlNode *node);
G_GNUC_INTERNAL MusterExpr *muster_loader_parse_expr       (Loader *l, const xmlNode *node, const char *attr,
                                                            const char *text, MusterScope scope);
G_GNUC_INTERNAL MusterExpr *muster_loader_parse_expr_attr  (Loader *l, const xmlNode *node, const char *attr,
                                                            MusterScope scope);

/* shared readers of muster-system.c */
G_GNUC_INTERNAL gboolean    muster_loader_parse_double     (const char *text, double *out);
G_GNUC_INTERNAL double      muster_loader_parse_double_attr (Loader *l, const xmlNode *node, const char *name, double def);
G_GNUC_INTERNAL int         muster_loader_parse_int_attr   (Loader *l, const xmlNode *node, const char *name, int def);
G_GNUC_INTERNAL void        muster_loader_read_stats       (Loader *l, const xmlNode *node, MusterFieldScope scope,
                                                            char ***stats_out, double **numbers_out,
                                                            guint extra_numbers);
G_GNUC_INTERNAL MusterWeapon *muster_loader_read_weapon    (Loader *l, const xmlNode *node, gboolean in_unit);
G_GNUC_INTERNAL MusterPreparation *muster_loader_read_preparation (Loader *l, const xmlNode *node,
                                                            const MusterFaction *faction);
G_GNUC_INTERNAL gboolean    muster_loader_lookup_number    (GHashTable *table, const char *id, guint *index);
G_GNUC_INTERNAL void        muster_loader_stats_free       (char **stats, guint n);
G_GNUC_INTERNAL void        muster_loader_weapon_free      (MusterWeapon *w, guint n_fields);
G_GNUC_INTERNAL void        muster_loader_board_entries_free (GArray *entries);

/* muster-system-profile.c: fields, categories, tags, weapons, commanders, preparations */
G_GNUC_INTERNAL void        muster_loader_read_fields      (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_categories  (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_tags        (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_weapons     (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_commanders  (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_preparations (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_free_profile     (MusterSystem *self);

/* muster-system-rules.c: names and expressions, message templates, <constraints> */
G_GNUC_INTERNAL void        muster_loader_read_constraints (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_free_constraints (MusterSystem *self);

/* muster-system-orders.c: orders, ambush marker, action board, reference tables */
G_GNUC_INTERNAL void        muster_loader_read_orders      (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_ambush_marker (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_board_info  (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_tables      (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_free_orders      (MusterSystem *self);

/* muster-system-terrain.c: <terrain> */
G_GNUC_INTERNAL void        muster_loader_read_terrain     (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_free_terrain     (MusterSystem *self);

/* muster-faction.c: factions as published lists, their units and limits */
G_GNUC_INTERNAL void        muster_loader_read_faction     (Loader *l, const xmlNode *node, gboolean own_file);
G_GNUC_INTERNAL gboolean    muster_loader_load_faction_files (Loader *l, const char *folder);
G_GNUC_INTERNAL void        muster_loader_finish_factions  (Loader *l, const xmlNode *root);
G_GNUC_INTERNAL void        muster_loader_read_limit_messages (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_free_factions    (MusterSystem *self);

/* muster-system-values.c: <unit-values>, <derived>, <regiment-values> */
G_GNUC_INTERNAL void        muster_loader_read_unit_values     (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_derived         (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_read_regiment_values (Loader *l, const xmlNode *node);
G_GNUC_INTERNAL void        muster_loader_compute_unit_values  (MusterSystem *sys);
G_GNUC_INTERNAL void        muster_loader_free_values          (MusterSystem *self);

G_END_DECLS
