/* muster-unit-picker.h: the unit types of a faction to choose from: search,
 * a category filter, the list, and the full profile of the selected type.
 * Emits "unit-activated" when the user asks to add a type to the army.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_UNIT_PICKER (muster_unit_picker_get_type ())
G_DECLARE_FINAL_TYPE (MusterUnitPicker, muster_unit_picker, MUSTER, UNIT_PICKER, GtkWidget)

GtkWidget            *muster_unit_picker_new             (void);
void                  muster_unit_picker_set_faction     (MusterUnitPicker    *self,
                                                          MusterSystem        *system,
                                                          const MusterFaction *faction);
gboolean              muster_unit_picker_select          (MusterUnitPicker    *self,
                                                          const char          *id);
const MusterUnitType *muster_unit_picker_get_selected    (MusterUnitPicker    *self);
void                  muster_unit_picker_set_search_text (MusterUnitPicker    *self,
                                                          const char          *text);
void                  muster_unit_picker_focus_search    (MusterUnitPicker    *self);
GtkListBox           *muster_unit_picker_get_list        (MusterUnitPicker    *self);
GtkWidget            *muster_unit_picker_get_profile     (MusterUnitPicker    *self);

G_END_DECLS
