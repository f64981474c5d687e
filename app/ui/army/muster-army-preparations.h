/* muster-army-preparations.h: the army's preparations: a row for each with
 * its cost and copies, and the Add Preparation menu of the ones the army
 * may take. Every change goes to the army's undo history.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_PREPARATIONS (muster_army_preparations_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyPreparations, muster_army_preparations, MUSTER, ARMY_PREPARATIONS, AdwPreferencesGroup)

void muster_army_preparations_set_army (MusterArmyPreparations *self,
                                        MusterArmy             *army,
                                        MusterUndo             *undo);
void muster_army_preparations_update   (MusterArmyPreparations *self,
                                        const MusterReport     *report);

G_END_DECLS
