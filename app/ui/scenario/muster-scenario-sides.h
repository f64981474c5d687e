/* muster-scenario-sides.h: the scenario's texts (description, victory
 * conditions, special rules), its sides with their forces, and its phase
 * events, as the property panel shows them with nothing selected.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SCENARIO_SIDES (muster_scenario_sides_get_type ())
G_DECLARE_FINAL_TYPE (MusterScenarioSides, muster_scenario_sides, MUSTER, SCENARIO_SIDES, GtkWidget)

void muster_scenario_sides_set_scenario (MusterScenarioSides *self,
                                         MusterScenario      *scenario);
/* Where the forces' armies are read (and kept between updates): the
 * page's, with the catalog, the library and the scenario file's folder. */
void muster_scenario_sides_set_armies   (MusterScenarioSides *self,
                                         MusterForceArmies   *armies);
/* Marks side @index as the one a problem is about and moves the focus to
 * its name, scrolled into view; -1 marks none. */
void muster_scenario_sides_select_side  (MusterScenarioSides *self,
                                         int                  index);
int  muster_scenario_sides_get_selected_side (MusterScenarioSides *self);
/* Shows the scenario as it is now (after an edit, an undo or a redo). */
void muster_scenario_sides_update       (MusterScenarioSides *self);

G_END_DECLS
