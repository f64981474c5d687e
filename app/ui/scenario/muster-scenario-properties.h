/* muster-scenario-properties.h: the scenario editor's property panel: the
 * selected item's side, type, place, size, turn, label and number, or with
 * nothing selected the scenario's name, table and grid map, and its texts,
 * sides and events (muster-scenario-sides). Each change is one edit of the
 * scenario.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SCENARIO_PROPERTIES (muster_scenario_properties_get_type ())
G_DECLARE_FINAL_TYPE (MusterScenarioProperties, muster_scenario_properties, MUSTER, SCENARIO_PROPERTIES, GtkWidget)

void muster_scenario_properties_set_scenario (MusterScenarioProperties *self,
                                              MusterScenario           *scenario);
void muster_scenario_properties_set_selected (MusterScenarioProperties *self,
                                              int                       item);

/* The scenario's own fields (texts, sides, events) of the panel. */
GtkWidget *muster_scenario_properties_get_sides (MusterScenarioProperties *self);

G_END_DECLS
