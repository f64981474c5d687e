/* muster-list-units.h: the list editor's list of units, in the order of
 * the file, one selected; its buttons add, remove and move units through
 * the editor's actions (list.add-unit …).
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIST_UNITS (muster_list_units_get_type ())
G_DECLARE_FINAL_TYPE (MusterListUnits, muster_list_units, MUSTER, LIST_UNITS, GtkWidget)

GtkWidget *muster_list_units_new          (void);
/* Shows @doc's units anew and selects unit @selected (the last when
 * fewer). */
void       muster_list_units_set_doc      (MusterListUnits *self,
                                           MusterListDoc   *doc,
                                           guint            selected);
/* The names and costs again (typing changed one). */
void       muster_list_units_update       (MusterListUnits *self);
int        muster_list_units_get_selected (MusterListUnits *self);
void       muster_list_units_select       (MusterListUnits *self,
                                           guint            index);

G_END_DECLS
