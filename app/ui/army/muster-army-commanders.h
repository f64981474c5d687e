/* muster-army-commanders.h: the army's commanders: a row for each with its
 * role, skill, name and a remove button, and the Add Commander button.
 * Every change goes to the army's undo history.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_COMMANDERS (muster_army_commanders_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyCommanders, muster_army_commanders, MUSTER, ARMY_COMMANDERS, AdwPreferencesGroup)

void muster_army_commanders_set_army (MusterArmyCommanders *self,
                                      MusterArmy           *army,
                                      MusterUndo           *undo);
void muster_army_commanders_update   (MusterArmyCommanders *self,
                                      const MusterReport   *report);

G_END_DECLS
