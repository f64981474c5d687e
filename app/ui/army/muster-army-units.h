/* muster-army-units.h: the army's units, in groups: by category, or by
 * regiment in systems that have regiments, each group a heading over a
 * list of unit rows. Every change goes to the army's undo history.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_UNITS (muster_army_units_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyUnits, muster_army_units, MUSTER, ARMY_UNITS, AdwPreferencesGroup)

void       muster_army_units_set_army (MusterArmyUnits    *self,
                                       MusterArmy         *army,
                                       MusterUndo         *undo);
void       muster_army_units_update   (MusterArmyUnits    *self,
                                       const MusterReport *report);
GtkWidget *muster_army_units_get_box  (MusterArmyUnits    *self);

G_END_DECLS
