/* muster-scenario-force.h: a side's army in the scenario's property panel:
 * a row with the army's name and points, and a menu that sets it to an army
 * file, an army of the library, a copy of either kept in the scenario, or
 * back to a faction and points; each choice one edit of the scenario.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SCENARIO_FORCE_ROW (muster_scenario_force_row_get_type ())
G_DECLARE_FINAL_TYPE (MusterScenarioForceRow, muster_scenario_force_row, MUSTER, SCENARIO_FORCE_ROW, AdwActionRow)

GtkWidget *muster_scenario_force_row_new      (void);
/* Shows side @side of @scenario, its army read through @armies (which
 * keeps it: a redraw reads no file; a force chosen anew, or a file
 * changed since, is read again). */
void       muster_scenario_force_row_show     (MusterScenarioForceRow *self,
                                               MusterScenario         *scenario,
                                               guint                   side,
                                               MusterForceArmies      *armies);
/* What the file dialog's answer does: the side's force becomes the army
 * file @army (or a copy of it kept in the scenario, @embed). FALSE, with
 * the reason shown, when it is not an army of the scenario's system. */
gboolean   muster_scenario_force_row_set_file (MusterScenarioForceRow *self,
                                               GFile                  *army,
                                               gboolean                embed);
/* What the library chooser's answer does: library army @document, or a
 * copy of it kept in the scenario. */
gboolean   muster_scenario_force_row_set_library (MusterScenarioForceRow *self,
                                                  gint64                  document,
                                                  gboolean                embed);

G_END_DECLS
