/* muster-system.h: a game system loaded from its data folder: profile fields,
 * categories, tags, weapons, commanders, preparations, derived values and
 * constraints (as parsed expressions), orders, the ambush marker, the
 * action board, reference tables, terrain tables and factions with their
 * unit types. Immutable once loaded.
 */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "muster-expr.h"
#include "muster-text.h"

G_BEGIN_DECLS

typedef enum
{
  MUSTER_FIELD_NUMBER,
  MUSTER_FIELD_TEXT,
  MUSTER_FIELD_FLAG,
} MusterFieldKind;

typedef enum
{
  MUSTER_FIELD_SCOPE_UNIT,
  MUSTER_FIELD_SCOPE_WEAPON,
  MUSTER_FIELD_SCOPE_COMMANDER,
  MUSTER_FIELD_SCOPE_PREPARATION,
  MUSTER_N_FIELD_SCOPES
} MusterFieldScope;

typedef enum
{
  MUSTER_SEVERITY_ERROR,
  MUSTER_SEVERITY_WARNING,
} MusterSeverity;

typedef struct
{
  char *id;
  MusterFieldKind kind;
  MusterFieldScope scope;
  guint index;                  /* within its scope */
  MusterText name;
  MusterText short_name;
  MusterText text;
  char *default_value;
} MusterField;

typedef struct
{
  char *id;
  guint index;
  MusterText name;
  MusterText text;
} MusterCategory;

typedef struct
{
  char *id;
  guint index;
  MusterText name;
  MusterText text;
  char *source;
  gboolean sample;
  gboolean hidden;
  gboolean chief;               /* its units may be named the army's commander-in-chief */
} MusterTag;

typedef struct
{
  double from;
  double to;
  char *value;
} MusterBand;

typedef struct _MusterWeapon MusterWeapon;
struct _MusterWeapon
{
  char *id;                     /* NULL for a weapon written out in a unit */
  MusterText name;
  MusterText text;
  char **stats;                 /* by weapon field index; NULL where absent */
  GArray *bands;                /* of MusterBand */
  const MusterWeapon *ref;      /* the system weapon this one refers to */
  char *source;
};

typedef struct _MusterFaction MusterFaction;

typedef struct
{
  char *id;
  guint number;                 /* the system-wide number of its id (type: atoms) */
  const MusterCategory *category;
  const MusterFaction *faction;
  double cost;
  gboolean sample;
  gboolean category_sample;     /* the profile is the rules' but its category is Muster's own */
  MusterText name;
  MusterText text;
  char **stats;                 /* by unit field index, as written; NULL where absent */
  double *numbers;              /* unit fields, then unit values */
  GPtrArray *weapons;           /* of MusterWeapon* */
  GPtrArray *tags;              /* of const MusterTag* */
  guint32 *tag_bits;
  GPtrArray *limits;            /* of MusterUnitLimit*: how many an army may take */
  char *source;
} MusterUnitType;

/* A published list's limit on one unit (<limit>): army-scope expressions
 * for the least and most copies an army may take, and a condition without
 * which it may take none; each NULL where the list gives none. text says
 * it in words ("one per 500 points"), for the booklet and the editor. */
typedef struct
{
  char *min_source;
  char *max_source;
  char *when_source;
  MusterExpr *min;
  MusterExpr *max;
  MusterExpr *when;
  MusterText text;
} MusterUnitLimit;

/* A published list's book and page (<list><reference>); page may be NULL. */
typedef struct
{
  char *book;
  char *page;
} MusterListReference;

/* One entry of a published list's changelog (<list><change>). */
typedef struct
{
  char *version;
  char *date;
  MusterText text;
} MusterListChange;

typedef struct
{
  char *id;
  guint index;
  MusterText name;
  MusterText text;
  MusterExpr *max;              /* army scope: how many the army may have; NULL: no limit */
} MusterCommanderRole;

typedef struct
{
  char *id;
  guint index;
  double cost;
  gboolean sample;              /* its cost (and stats) are Muster's own, not the rules' */
  MusterText name;
  MusterText text;
  char **stats;
  double *numbers;
  char *source;
} MusterCommanderTier;

typedef struct
{
  char *id;
  guint number;                 /* the system-wide number of its id (type: atoms) */
  double cost;
  gboolean repeatable;
  gboolean sample;
  const MusterFaction *faction;  /* NULL: any faction */
  MusterText name;
  MusterText text;
  char **stats;
  double *numbers;
  char *source;
} MusterPreparation;

typedef struct
{
  char *id;
  MusterText name;
  MusterText text;
  MusterExpr *expr;
} MusterUnitValue;

/* A number worked out for each regiment of an army (<regiment-values>), in
 * regiment scope: cost, slowest warrior, starting morale ... The rules
 * engine reports them per regiment (muster_report_get_regiment_value()). */
typedef MusterUnitValue MusterRegimentValue;

typedef struct
{
  MusterText label;
  MusterExpr *expr;
} MusterTerm;

typedef struct
{
  char *id;
  guint index;
  MusterText name;
  MusterText text;
  MusterExpr *expr;             /* NULL when the value is a sum of terms */
  GArray *terms;                /* of MusterTerm */
  gboolean hidden;
} MusterDerived;

typedef struct _MusterTemplate MusterTemplate;

/* A constraint's message holds at most this many {…}; every expression of
 * a system, in attributes and in messages, holds at most
 * MUSTER_SYSTEM_MAX_EXPR_CHARS characters together; and a message once
 * expanded is cut at MUSTER_TEMPLATE_MAX_BYTES bytes. */
#define MUSTER_TEMPLATE_MAX_FIELDS    64
#define MUSTER_SYSTEM_MAX_EXPR_CHARS  100000
#define MUSTER_TEMPLATE_MAX_BYTES     4096

typedef enum
{
  MUSTER_EACH_ARMY,
  MUSTER_EACH_UNIT,
  MUSTER_EACH_REGIMENT,
  MUSTER_EACH_COMMANDER,
  MUSTER_EACH_PREPARATION,
} MusterEach;

typedef struct
{
  char *id;
  MusterSeverity severity;
  MusterEach each;
  MusterExpr *test;
  MusterTemplate *message_en;
  MusterTemplate *message_ru;
  char *source;
} MusterConstraint;

typedef struct
{
  char *id;
  MusterText name;
  MusterText short_name;
  MusterText text;              /* the full rule */
  MusterText card;              /* the condensed text of the order card */
  char *source;
} MusterOrder;

typedef struct
{
  MusterText name;
  MusterText text;              /* the rule reminder on the marker's face */
  MusterText decoy;             /* the hidden face of a decoy marker */
  char *source;
} MusterAmbushMarker;

/* What a system's action boards say besides each faction's actions and
 * tactics: the board's title and how it is used. */
typedef struct
{
  gboolean sample;
  MusterText name;
  MusterText text;
  char *source;
} MusterBoardInfo;

typedef struct
{
  char *value;                  /* the same in both languages, or NULL */
  MusterText text;
} MusterCell;

typedef struct
{
  char *id;
  gboolean sample;
  MusterText name;
  MusterText text;
  GPtrArray *column_ids;        /* of char* */
  GArray *columns;              /* of MusterText */
  GPtrArray *rows;              /* of GArray of MusterCell */
  char *source;
} MusterTable;

typedef struct
{
  char *id;
  gboolean role_active;
  gboolean role_passive;
  MusterText name;
  MusterText text;
} MusterBoardEntry;

struct _MusterFaction
{
  char *id;
  gboolean sample;
  MusterText name;
  MusterText text;
  MusterText epoch;
  char *source;
  char *file;
  GPtrArray *units;             /* of MusterUnitType* */
  GHashTable *unit_index;
  GPtrArray *preparations;      /* of MusterPreparation*, this faction's own */
  GArray *actions;              /* of MusterBoardEntry */
  GArray *tactics;              /* of MusterBoardEntry */
  gboolean board_sample;

  /* the published list (<list>): version MAJOR.MINOR.PATCH, NULL for a
   * faction without one; date, author and licence NULL where absent */
  char *version;
  char *date;
  char *author;
  char *licence;
  GPtrArray *references;        /* of MusterListReference* */
  GPtrArray *changes;           /* of MusterListChange*, as written (newest first) */
  gboolean installed;           /* read from the user's lists folder */
};

/* ---- terrain ---- */

typedef struct
{
  char *id;
  MusterText name;
  MusterText text;
} MusterFeature;

typedef struct
{
  char *id;
  gboolean edge;
  MusterText name;
  MusterText text;
} MusterVariant;

typedef struct
{
  char *id;
  gboolean edge;
  gboolean crosses;             /* a band across the table (a river) */
  double width;                 /* the size generators give it; 0: their default */
  double depth;
  gboolean size_sample;         /* width and depth are Muster's own, not the rules' */
  char *symbol;
  MusterText name;
  MusterText short_name;
  MusterText text;
  GPtrArray *features;          /* of const MusterFeature* */
  GArray *variants;             /* of MusterVariant */
  char *source;
} MusterPiece;

typedef struct
{
  int from;
  int to;
  const MusterPiece *piece;
  char *sub_dice;               /* NULL: no sub-roll */
  int sub_count;
  MusterText sub_name;
  GArray *sub_results;          /* of MusterSubResult */
} MusterTypeResult;

typedef struct
{
  int from;
  int to;
  const MusterVariant *variant;
} MusterSubResult;

typedef struct
{
  const MusterPiece *a_piece;   /* NULL: anything */
  const MusterVariant *a_variant;
  const MusterPiece *b_piece;
  const MusterVariant *b_variant;
} MusterIncompatible;

typedef struct
{
  MusterText name;
  int sectors;
  char *sector_dice;
  char *type_dice;
  double width;
  double depth;
  char *unit;
  int max_pieces;
  GArray *results;              /* of MusterTypeResult */
  GArray *incompatible;         /* of MusterIncompatible */
  char *source;
} MusterSectorMethod;

typedef struct
{
  int from;
  int to;
  GPtrArray *options;           /* of const MusterPiece*; empty: nothing */
} MusterQuarterResult;

typedef struct
{
  MusterText name;
  double width;
  double depth;
  char *unit;
  double uw;
  gboolean uw_sample;
  char *pieces_dice;
  char *roll_dice;
  char *scatter_dice;
  int remove_on;
  double piece_size_min;
  double piece_size_max;
  gboolean piece_size_sample;   /* piece_size_min and _max are Muster's own */
  int overlap_rerolls;          /* direction dice a piece scattered onto another may take */
  gboolean overlap_sample;      /* overlap_rerolls is Muster's own reading */
  GArray *results;              /* of MusterQuarterResult */
  char *source;
} MusterQuarterMethod;

typedef struct
{
  int columns;
  int rows;
  gboolean sample;              /* the size (columns, rows) is Muster's own, not the rules' */
  const MusterPiece *default_cell;
  GPtrArray *cells;             /* of const MusterPiece* */
  /* how the game counts a distance in cells: "orthogonal" (along rows
   * and columns), "diagonal" (a diagonal step is one cell) or "straight"
   * (a straight line) */
  char *metric;
} MusterGrid;

/* Where a scenario may put an item (system.xsd ScenarioRule): items of
 * @item ("zone", "camp", "reserve", "column-marker"), of @kind and of a
 * side of @role where given, lie in the @half ("own", "enemy") of the
 * table, or at least @min and at most @max (NAN: no bound) from the nearest
 * @to ("zone", "camp") of their own side or the enemy's (@whose). */
typedef struct
{
  char *item;
  char *kind;
  char *role;
  char *half;
  char *to;
  char *whose;
  double min;
  double max;
  MusterText name;
  MusterText text;
  char *source;
} MusterScenarioRule;

/* ---- the system ---- */

#define MUSTER_TYPE_SYSTEM (muster_system_get_type ())
G_DECLARE_FINAL_TYPE (MusterSystem, muster_system, MUSTER, SYSTEM, GObject)

typedef struct
{
  gboolean regiments;
  gboolean unit_reserve;
  gboolean regiment_reserve;
  const MusterDerived *columns;
  const MusterDerived *spent;
  double default_points;
  double points_step;
  char *currency;
  gboolean costs;               /* FALSE: the rules give no prices (<army costs="false">) */
} MusterArmyOptions;

MusterSystem              *muster_system_load               (const char    *folder,
                                                             GError       **error);
MusterSystem              *muster_system_load_with          (const char    *folder,
                                                             xmlDoc        *system_doc,
                                                             const char    *faction_name,
                                                             xmlDoc        *faction_doc,
                                                             GError       **error);
MusterSystem              *muster_system_load_doc           (gpointer       unused,
                                                             xmlDoc        *doc,
                                                             const char    *display_name,
                                                             GError       **error);
MusterSystem              *muster_system_load_memory        (const char    *data,
                                                             gsize          length,
                                                             const char    *display_name,
                                                             GError       **error);

const char                *muster_system_get_id             (MusterSystem  *self);
const MusterText          *muster_system_get_name           (MusterSystem  *self);
const MusterText          *muster_system_get_text           (MusterSystem  *self);
const char                *muster_system_get_source         (MusterSystem  *self);
const char                *muster_system_get_folder         (MusterSystem  *self);
const MusterArmyOptions   *muster_system_get_army_options   (MusterSystem  *self);
/* FALSE when the system's data say that its rules give no prices
 * (<army costs="false">, Price of Honour): then show no points, no points
 * limit and no unit costs, only the values the system declares. */
gboolean                   muster_system_declares_costs     (MusterSystem  *self);

GPtrArray                 *muster_system_get_fields         (MusterSystem  *self,
                                                             MusterFieldScope scope);
const MusterField         *muster_system_lookup_field       (MusterSystem  *self,
                                                             MusterFieldScope scope,
                                                             const char    *id);
GPtrArray                 *muster_system_get_categories     (MusterSystem  *self);
const MusterCategory      *muster_system_lookup_category    (MusterSystem  *self,
                                                             const char    *id);
GPtrArray                 *muster_system_get_tags           (MusterSystem  *self);
const MusterTag           *muster_system_lookup_tag         (MusterSystem  *self,
                                                             const char    *id);
GPtrArray                 *muster_system_get_weapons        (MusterSystem  *self);
const MusterWeapon        *muster_system_lookup_weapon      (MusterSystem  *self,
                                                             const char    *id);
GPtrArray                 *muster_system_get_roles          (MusterSystem  *self);
const MusterCommanderRole *muster_system_lookup_role        (MusterSystem  *self,
                                                             const char    *id);
GPtrArray                 *muster_system_get_tiers          (MusterSystem  *self);
const MusterCommanderTier *muster_system_lookup_tier        (MusterSystem  *self,
                                                             const char    *id);
GPtrArray                 *muster_system_get_preparations   (MusterSystem  *self);
const MusterPreparation   *muster_system_lookup_preparation (MusterSystem  *self,
                                                             const MusterFaction *faction,
                                                             const char    *id);
GPtrArray                 *muster_system_get_unit_values    (MusterSystem  *self);
/* of MusterRegimentValue*, in the order of the data; empty for systems
 * without <regiment-values> */
GPtrArray                 *muster_system_get_regiment_values (MusterSystem *self);
GPtrArray                 *muster_system_get_derived        (MusterSystem  *self);
const MusterDerived       *muster_system_lookup_derived     (MusterSystem  *self,
                                                             const char    *id);
GPtrArray                 *muster_system_get_constraints    (MusterSystem  *self);
GPtrArray                 *muster_system_get_orders         (MusterSystem  *self);
const MusterAmbushMarker  *muster_system_get_ambush_marker  (MusterSystem  *self);
const MusterBoardInfo     *muster_system_get_board          (MusterSystem  *self);
GPtrArray                 *muster_system_get_tables         (MusterSystem  *self);
GPtrArray                 *muster_system_get_factions       (MusterSystem  *self);
/* Every version of the faction id the system holds, oldest first (owned
 * by the system; NULL for an unknown id); muster_system_get_factions()
 * and muster_system_lookup_faction() give the newest only. */
GPtrArray                 *muster_system_get_faction_versions (MusterSystem *self,
                                                             const char    *id);
const MusterFaction       *muster_system_lookup_faction_version (MusterSystem *self,
                                                             const char    *id,
                                                             const char    *version);
/* Installed lists left out because they did not load, each a sentence
 * naming the file and the reason (of char*). */
GPtrArray                 *muster_system_get_list_errors    (MusterSystem  *self);
const MusterFaction       *muster_system_lookup_faction     (MusterSystem  *self,
                                                             const char    *id);
const MusterUnitType      *muster_system_find_unit          (MusterSystem  *self,
                                                             const char    *id);

GPtrArray                 *muster_system_get_features       (MusterSystem  *self);
GPtrArray                 *muster_system_get_pieces         (MusterSystem  *self);
const MusterPiece         *muster_system_lookup_piece       (MusterSystem  *self,
                                                             const char    *id);
const MusterSectorMethod  *muster_system_get_sector_method  (MusterSystem  *self);
const MusterQuarterMethod *muster_system_get_quarter_method (MusterSystem  *self);
const MusterQuarterResult *muster_quarter_method_lookup     (const MusterQuarterMethod *qm,
                                                             int            roll);
const MusterGrid          *muster_system_get_grid           (MusterSystem  *self);
/* (element-type MusterScenarioRule) */
GPtrArray                 *muster_system_get_scenario_rules (MusterSystem  *self);

const MusterUnitType      *muster_faction_lookup_unit       (const MusterFaction *faction,
                                                             const char          *id);
gboolean                   muster_unit_type_has_tag         (const MusterUnitType *unit,
                                                             const MusterTag      *tag);
/* Whether the unit may be named the army's commander-in-chief: one of its
 * tags says so (<tag chief="true">). */
gboolean                   muster_unit_type_can_be_chief    (const MusterUnitType *unit);
const char                *muster_unit_type_get_stat        (const MusterUnitType *unit,
                                                             const MusterField    *field);
double                     muster_unit_type_get_number      (const MusterUnitType *unit,
                                                             guint                 index);
const MusterVariant       *muster_piece_lookup_variant      (const MusterPiece    *piece,
                                                             const char           *id);

/* templates: "{expr}" and "{name}" in constraint messages */
char                      *muster_template_expand           (const MusterTemplate *tmpl,
                                                             const MusterExprEnv  *env,
                                                             gpointer              ctx,
                                                             const char           *item_name);

/* Name references as the system's resolver hands them out; the rules
 * engine decodes them when evaluating. */
#define MUSTER_REF_KIND(ref)  ((ref) >> 16)
#define MUSTER_REF_INDEX(ref) ((ref) & 0xffff)
#define MUSTER_REF(kind, index) (((kind) << 16) | ((index) & 0xffff))

typedef enum
{
  MUSTER_REF_POINTS = 1,        /* army: the points limit */
  MUSTER_REF_DERIVED,           /* army: a derived value, by index */
  MUSTER_REF_UNIT_NUMBER,       /* unit: number/flag field or unit value, by numbers[] index */
  MUSTER_REF_UNIT_COST,
  MUSTER_REF_UNIT_RESERVE,
  MUSTER_REF_UNIT_COLUMN,
  MUSTER_REF_UNIT_IN_FACTION,
  MUSTER_REF_COMMANDER_NUMBER,
  MUSTER_REF_COMMANDER_COST,
  MUSTER_REF_PREPARATION_NUMBER,
  MUSTER_REF_PREPARATION_COST,
  MUSTER_REF_PREPARATION_COPIES,
  MUSTER_REF_PREPARATION_REPEATABLE,
  MUSTER_REF_REGIMENT_COST,
  MUSTER_REF_REGIMENT_SIZE,
  MUSTER_REF_REGIMENT_RESERVE,
  MUSTER_REF_REGIMENT_COLUMN,
  MUSTER_REF_REGIMENT_VALUE,    /* regiment: a regiment value, by index */
  MUSTER_REF_UNIT_CHIEF,        /* unit: the entry is the army's commander-in-chief */
  /* atoms */
  MUSTER_REF_ATOM_CATEGORY,
  MUSTER_REF_ATOM_TAG,
  MUSTER_REF_ATOM_UNIT_TYPE,    /* index into the system's unit list */
  MUSTER_REF_ATOM_ROLE,
  MUSTER_REF_ATOM_TIER,
  MUSTER_REF_ATOM_PREPARATION,
} MusterRefKind;

const MusterUnitType      *muster_system_get_unit_by_index  (MusterSystem  *self,
                                                             guint          index);
const MusterPreparation   *muster_system_get_preparation_by_index (MusterSystem *self,
                                                             guint          index);

typedef enum
{
  MUSTER_LIMIT_MIN,
  MUSTER_LIMIT_MAX,
  MUSTER_LIMIT_WHEN,
  MUSTER_N_LIMIT_KINDS
} MusterLimitKind;

/* The system's sentence for a broken unit limit of that kind
 * (<limit-messages>), with the placeholders {unit}, {count}, {min} and
 * {max}; NULL texts where the system gives none. */
const MusterText          *muster_system_get_limit_message  (MusterSystem  *self,
                                                             MusterLimitKind kind);

/* Versions of published lists: MAJOR.MINOR.PATCH, each part 0-99999. */
gboolean                   muster_version_parse             (const char    *text,
                                                             guint          out[3]);
/* <0, 0, >0 as a is older, the same or newer than b; NULL and unreadable
 * versions are older than every readable one. */
int                        muster_version_compare           (const char    *a,
                                                             const char    *b);

G_END_DECLS
