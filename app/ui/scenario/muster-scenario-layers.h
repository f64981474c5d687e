/* muster-scenario-layers.h: the scenario editor's layer list (terrain,
 * zones, markers, objectives, each shown or hidden) and the scenario's
 * problems beside the canvas, each selecting its element when clicked.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SCENARIO_LAYERS (muster_scenario_layers_get_type ())
G_DECLARE_FINAL_TYPE (MusterScenarioLayers, muster_scenario_layers, MUSTER, SCENARIO_LAYERS, GtkWidget)

void        muster_scenario_layers_set_scenario     (MusterScenarioLayers *self,
                                                     MusterScenario       *scenario,
                                                     MusterCatalog        *catalog);
/* bit (1 << MusterItemKind) of each kind not shown */
guint       muster_scenario_layers_get_hidden_kinds (MusterScenarioLayers *self);
/* Checks the scenario again now (it does so by itself a moment after each
 * change). */
void        muster_scenario_layers_refresh          (MusterScenarioLayers *self);
GtkListBox *muster_scenario_layers_get_problem_list (MusterScenarioLayers *self);
guint       muster_scenario_layers_get_n_problems   (MusterScenarioLayers *self);

G_END_DECLS
