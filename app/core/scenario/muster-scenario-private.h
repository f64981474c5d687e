/* muster-scenario-private.h: the scenario's fields, which its model, its
 * reader and writer and its checks share.
 */
#pragma once

#include "muster-scenario.h"
#include "muster-system.h"

G_BEGIN_DECLS

struct _MusterScenario
{
  GObject parent_instance;

  MusterSystem *system;
  gboolean sample;
  MusterText name;
  MusterText description;
  MusterText victory;
  MusterText rules;
  double width;
  double depth;
  char *unit;
  GArray *sides;                /* of MusterScenarioSide */
  GArray *items;                /* of MusterScenarioItem, in the file's order of kinds */
  guint columns;                /* the grid map; 0 x 0: none */
  guint rows;
  GPtrArray *cells;             /* of char* piece ids or NULL, row by row */
  GPtrArray *undo;              /* of MusterScenarioEdit, the last done last */
  int changed_item;             /* the one item the last edit replaced, or -1 */
  GPtrArray *redo;
  gconstpointer saved;          /* the top of undo when last kept; NULL: the start */
  gboolean saved_lost;          /* that state was on the redo stack, dropped since */
};

MusterScenario *_muster_scenario_new_empty  (MusterSystem             *system);
void            _muster_scenario_side_init  (MusterScenarioSide       *side);
void            _muster_scenario_side_copy  (MusterScenarioSide       *dest,
                                             const MusterScenarioSide *src);
void            _muster_scenario_side_clear (MusterScenarioSide       *side);
/* The kind of item a file's element (or a scenario rule) names
 * ("column-marker"); MUSTER_N_ITEM_KINDS for none. */
MusterItemKind  _muster_scenario_item_kind  (const char               *element);

/* The army embedded in a file's <force> (its one child element, an <army>
 * of the army namespace), read as an army file by the army reader. NULL
 * with no error when the force embeds none, NULL with @error when it does
 * not load. */
MusterArmy     *_muster_scenario_read_embedded (MusterCatalog        *catalog,
                                                const xmlNode        *force,
                                                GError              **error);

G_END_DECLS
