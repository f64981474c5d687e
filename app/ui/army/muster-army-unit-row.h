/* muster-army-unit-row.h: one unit entry of an army in the editor: its name
 * and cost, the number of units, and, as the system asks, its column,
 * reserve mark, commander-in-chief mark and regiment; a mark when the
 * rules found a problem with it.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_UNIT_ROW (muster_army_unit_row_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyUnitRow, muster_army_unit_row, MUSTER, ARMY_UNIT_ROW, GtkListBoxRow)

GtkWidget *muster_army_unit_row_new       (MusterSystem         *system);
void       muster_army_unit_row_set_unit  (MusterArmyUnitRow    *self,
                                           guint                 index,
                                           const MusterArmyUnit *unit,
                                           guint                 n_columns,
                                           const char * const   *regiments,
                                           const MusterProblem  *problem);
guint      muster_army_unit_row_get_index (MusterArmyUnitRow    *self);
const char *muster_army_unit_row_get_type_id (MusterArmyUnitRow *self);
GtkSpinButton *muster_army_unit_row_get_count_spin (MusterArmyUnitRow *self);

G_END_DECLS
