/* muster-scenario.h: the scenario document (scenario.xsd): its system, texts,
 * table, sides with their forces, terrain pieces, grid map, deployment zones,
 * objectives, column markers, camps, reserves, phase events, victory
 * conditions and special rules; reading and writing it, its checks, and its
 * edits, each undoable. muster_scenario_check_doc() is what a file must be
 * beyond its schema before it loads.
 */
#pragma once

#include <libxml/tree.h>

#include "muster-army.h"
#include "muster-catalog.h"

G_BEGIN_DECLS

#define MUSTER_SCENARIO_MAX_SIDES   8
#define MUSTER_SCENARIO_MAX_PIECES  500
#define MUSTER_SCENARIO_MAX_GRID    200

typedef enum
{
  MUSTER_EDGE_SOUTH,            /* the near edge, where y = 0 */
  MUSTER_EDGE_NORTH,
  MUSTER_EDGE_EAST,
  MUSTER_EDGE_WEST,
} MusterEdge;

typedef enum
{
  MUSTER_ROLE_NONE,
  MUSTER_ROLE_ATTACKER,
  MUSTER_ROLE_DEFENDER,
} MusterRole;

/* A side's force: an army file, a library army, an army embedded in the
 * scenario, or only a faction and points. */
typedef struct
{
  char *army;                   /* an army file beside the scenario, or NULL */
  gint64 library;               /* an army of the user's library, or 0 */
  char *faction;                /* or a faction and points */
  guint points;
  MusterArmy *embedded;         /* an army kept in the scenario itself, or NULL */
} MusterForce;

/* A deep copy of @src (an embedded army is shared: it is never changed in
 * place), and its clearing. */
void                muster_force_copy          (MusterForce              *dest,
                                                const MusterForce        *src);
void                muster_force_clear         (MusterForce              *force);
/* A force's line ("Carthage, 396 of 400 points"): muster_force_describe()
 * in muster-force-armies.h, which reads the armies forces point to. */

typedef struct
{
  char *id;
  MusterText name;
  MusterEdge edge;
  MusterRole role;
  guint players;
  GArray *forces;               /* of MusterForce */
} MusterScenarioSide;

typedef struct
{
  double x;
  double y;
} MusterPoint;

typedef enum
{
  MUSTER_ITEM_PIECE,            /* a terrain piece: type, variant, box */
  MUSTER_ITEM_ZONE,             /* a deployment zone: side, polygon */
  MUSTER_ITEM_OBJECTIVE,        /* a point, perhaps a side's */
  MUSTER_ITEM_COLUMN_MARKER,    /* a side's numbered point */
  MUSTER_ITEM_CAMP,             /* a side's camp: box, kind */
  MUSTER_ITEM_RESERVE,          /* a side's reserve: entry box, turn or phase */
  MUSTER_ITEM_EVENT,            /* a phase or turn event: text */
  MUSTER_N_ITEM_KINDS
} MusterItemKind;

/* Everything on or about the table, one struct for all kinds: each kind
 * uses the fields its comment above names. */
typedef struct
{
  MusterItemKind kind;
  char *side;                   /* a side id, or NULL */
  char *type;                   /* piece: its type; camp, reserve: its kind */
  char *variant;                /* piece: its variant, or NULL */
  double x, y;                  /* piece, camp, reserve: centre; markers: the point */
  double width, depth;          /* piece, camp, reserve */
  double rotation;              /* piece, camp: degrees */
  GArray *points;               /* zone: of MusterPoint, three or more */
  gboolean march;               /* zone: used only when the side is on the march */
  gboolean hidden;              /* zone: hidden from the other side */
  guint number;                 /* column marker: its number */
  guint turn;                   /* reserve, event: 0 for none */
  guint phase;
  MusterText text;              /* piece, zone: label; markers, camp: name; reserve, event: text */
} MusterScenarioItem;

void                muster_scenario_item_init  (MusterScenarioItem       *item,
                                                MusterItemKind            kind);
void                muster_scenario_item_copy  (MusterScenarioItem       *dest,
                                                const MusterScenarioItem *src);
void                muster_scenario_item_clear (MusterScenarioItem       *item);
/* "Side 3" in English and "Сторона 3" in Russian (from Muster's message
 * catalogs): the name of a new side. */
void                muster_scenario_side_default_name (MusterText         *name,
                                                       guint               number);
/* A deep copy of @src for an edit of the side (to be cleared), and its clearing. */
void                muster_scenario_side_copy  (MusterScenarioSide       *dest,
                                                const MusterScenarioSide *src);
void                muster_scenario_side_clear (MusterScenarioSide       *side);
/* A point (u across, v along the depth, from the middle) of a piece's,
 * camp's or reserve's own frame on the table, and back: a positive
 * rotation turns the item clockwise as the map shows the table (side
 * one's edge at the bottom), as the R key does. */
void                muster_scenario_item_to_table (const MusterScenarioItem *item,
                                                   double                    u,
                                                   double                    v,
                                                   double                   *tx,
                                                   double                   *ty);
void                muster_scenario_item_from_table (const MusterScenarioItem *item,
                                                     double                    tx,
                                                     double                    ty,
                                                     double                   *u,
                                                     double                   *v);
/* The item's bounding box on the table (zones: their points'; markers: the
 * point itself). */
void                muster_scenario_item_bounds (const MusterScenarioItem *item,
                                                double                   *x0,
                                                double                   *y0,
                                                double                   *x1,
                                                double                   *y1);

#define MUSTER_TYPE_SCENARIO (muster_scenario_get_type ())
G_DECLARE_FINAL_TYPE (MusterScenario, muster_scenario, MUSTER, SCENARIO, GObject)

/* An empty scenario of @system on its usual table, with two sides. */
MusterScenario     *muster_scenario_new          (MusterSystem   *system);
MusterScenario     *muster_scenario_copy         (MusterScenario *self);
MusterScenario     *muster_scenario_load_doc     (MusterCatalog  *catalog,
                                                  xmlDoc         *doc,
                                                  const char     *display_name,
                                                  GError        **error);
MusterScenario     *muster_scenario_load_memory  (MusterCatalog  *catalog,
                                                  const char     *data,
                                                  gsize           length,
                                                  const char     *display_name,
                                                  GError        **error);
MusterScenario     *muster_scenario_load_file    (MusterCatalog  *catalog,
                                                  const char     *path,
                                                  GError        **error);
char               *muster_scenario_to_xml       (MusterScenario *self);
gboolean            muster_scenario_save_file    (MusterScenario *self,
                                                  const char     *path,
                                                  GError        **error);

MusterSystem       *muster_scenario_get_system   (MusterScenario *self);
const MusterText   *muster_scenario_get_name     (MusterScenario *self);
const MusterText   *muster_scenario_get_description (MusterScenario *self);
const MusterText   *muster_scenario_get_victory  (MusterScenario *self);
const MusterText   *muster_scenario_get_rules    (MusterScenario *self);
gboolean            muster_scenario_is_sample    (MusterScenario *self);
void                muster_scenario_get_table    (MusterScenario *self,
                                                  double         *width,
                                                  double         *depth,
                                                  const char    **unit);
guint               muster_scenario_get_n_sides  (MusterScenario *self);
const MusterScenarioSide *muster_scenario_get_side (MusterScenario *self,
                                                  guint           index);
const MusterScenarioSide *muster_scenario_lookup_side (MusterScenario *self,
                                                  const char     *id);
guint               muster_scenario_get_n_items  (MusterScenario *self);
const MusterScenarioItem *muster_scenario_get_item (MusterScenario *self,
                                                  guint           index);
/* The grid map: 0 x 0 when there is none; cells row by row, each a piece
 * type id of the system or NULL for open ground. */
void                muster_scenario_get_grid     (MusterScenario *self,
                                                  guint          *columns,
                                                  guint          *rows);
const char         *muster_scenario_get_cell     (MusterScenario *self,
                                                  guint           column,
                                                  guint           row);

/* The names of the phases of the scenario's system (a GPtrArray of
 * MusterText, phase 1 first), when its data names them: the rows of a
 * reference table whose first column is "phase" and whose rows number the
 * phases 1, 2, 3 …, each named by its second cell up to its first colon,
 * semicolon, bracket or full stop. NULL when the data names none. */
GPtrArray          *muster_scenario_get_phase_names (MusterScenario *self);

/* ---- problems: what breaks the rules, each pointing at its element ---- */

typedef struct
{
  char *code;                   /* "piece-off-table", "zones-overlap" … */
  char *message;
  gboolean warning;             /* worth a look, but the scenario plays */
  int item;                     /* the item it is about, or -1 */
  int side;                     /* the side it is about, or -1 */
  int force;                    /* the force of that side it is about, or -1 */
} MusterScenarioProblem;

void                muster_scenario_problem_free (MusterScenarioProblem *problem);

/* The problems of the scenario (a GPtrArray of MusterScenarioProblem,
 * errors first, empty when it keeps every rule). Forces that are army
 * files are loaded from @folder (the scenario file's; NULL: not checked)
 * and checked by the rules engine. */
GPtrArray          *muster_scenario_check        (MusterScenario *self,
                                                  MusterCatalog  *catalog,
                                                  const char     *folder);
/* Whether @problems holds an error (not only warnings). */
gboolean            muster_scenario_problems_have_error (GPtrArray *problems);

/* ---- edits: each one step of undo ---- */

typedef struct _MusterScenarioEdit MusterScenarioEdit;

MusterScenarioEdit *muster_scenario_edit_insert_item  (int                       position,
                                                       const MusterScenarioItem *item);
MusterScenarioEdit *muster_scenario_edit_replace_item (guint                     index,
                                                       const MusterScenarioItem *item);
MusterScenarioEdit *muster_scenario_edit_remove_item  (guint                     index);
MusterScenarioEdit *muster_scenario_edit_insert_side  (int                       position,
                                                       const MusterScenarioSide *side);
MusterScenarioEdit *muster_scenario_edit_replace_side (guint                     index,
                                                       const MusterScenarioSide *side);
MusterScenarioEdit *muster_scenario_edit_remove_side  (guint                     index);
MusterScenarioEdit *muster_scenario_edit_set_table    (double                    width,
                                                       double                    depth,
                                                       const char               *unit);
/* @kind: "name", "description", "victory" or "rules" */
MusterScenarioEdit *muster_scenario_edit_set_text     (const char               *kind,
                                                       const MusterText         *text);
MusterScenarioEdit *muster_scenario_edit_resize_grid  (guint                     columns,
                                                       guint                     rows);
/* Paints the rectangle of cells from (column, row), @columns x @rows, with
 * @type (NULL: open ground): a brush stroke is a 1 x 1 rectangle. */
MusterScenarioEdit *muster_scenario_edit_paint_cells  (guint                     column,
                                                       guint                     row,
                                                       guint                     columns,
                                                       guint                     rows,
                                                       const char               *type);
/* Paints the cells listed (each row * columns + column) with @type: a
 * brush stroke over several cells, one step of undo. */
MusterScenarioEdit *muster_scenario_edit_paint_list   (const guint              *cells,
                                                       guint                     n_cells,
                                                       const char               *type);
/* Makes @force (NULL: none) the one force of side @side. */
MusterScenarioEdit *muster_scenario_edit_set_force    (MusterScenario           *self,
                                                       guint                     side,
                                                       const MusterForce        *force);
void                muster_scenario_edit_free         (MusterScenarioEdit       *edit);

/* Applies @edit (taking it) and records it for undo. FALSE with an error,
 * and nothing changed, when the edit does not fit the scenario (an index
 * past the end, a grid larger than its cap, a table of no size). */
gboolean            muster_scenario_apply        (MusterScenario     *self,
                                                  MusterScenarioEdit *edit,
                                                  GError            **error);
gboolean            muster_scenario_undo         (MusterScenario     *self);
gboolean            muster_scenario_redo         (MusterScenario     *self);
gboolean            muster_scenario_can_undo     (MusterScenario     *self);
/* The item the last edit, undo or redo replaced when it changed that item
 * alone (its place, size, turn or texts), or -1 when it changed more: a
 * view that keeps the rest drawn need not draw it again. */
int                 muster_scenario_get_changed_item (MusterScenario *self);
gboolean            muster_scenario_can_redo     (MusterScenario     *self);
/* The scenario as it is now is kept (in the library or a file): it is
 * modified again after an edit, or an undo or redo away from this state. */
void                muster_scenario_mark_saved   (MusterScenario     *self);
gboolean            muster_scenario_is_modified  (MusterScenario     *self);

/* ---- the file's checks beyond its schema ---- */

gboolean            muster_scenario_check_doc    (MusterCatalog  *catalog,
                                                  xmlDoc         *doc,
                                                  const char     *file,
                                                  GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterScenarioEdit, muster_scenario_edit_free)

G_END_DECLS
