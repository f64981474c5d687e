/* muster-list-unit-form.h: the list editor's form of one unit: its id,
 * names in both languages, category, cost, a row per profile field of its
 * system, its special rules (the system's tags) and its limits.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIST_UNIT_FORM (muster_list_unit_form_get_type ())
G_DECLARE_FINAL_TYPE (MusterListUnitForm, muster_list_unit_form, MUSTER, LIST_UNIT_FORM, GtkWidget)

GtkWidget *muster_list_unit_form_new      (void);
/* Shows @unit of @doc with the fields, categories and tags of @system;
 * @unit NULL empties the form. */
void       muster_list_unit_form_set_unit (MusterListUnitForm *self,
                                           MusterListDoc      *doc,
                                           MusterSystem       *system,
                                           xmlNode            *unit);

G_END_DECLS
