/* muster-unit-picker-private.h: what the parts of the unit picker share:
 * the widget's fields, its rows (muster-unit-picker-rows.c) and the
 * profile (muster-unit-picker-profile.c). Private to muster-unit-picker*.c.
 */
#pragma once

#include "muster-unit-picker.h"

G_BEGIN_DECLS

struct _MusterUnitPicker
{
  GtkWidget parent_instance;

  GtkSearchEntry *search_entry;
  GtkDropDown *category_dropdown;
  GtkPaned *paned;
  GtkListBox *unit_list;
  GtkBox *profile_box;

  MusterSystem *system;
  const MusterFaction *faction;
  GPtrArray *categories;     /* of const MusterCategory*, dropdown item i + 1 */
  char *query;               /* muster_text_fold()ed; NULL: none */
};

/* muster-unit-picker-rows.c */
G_GNUC_INTERNAL GtkWidget *_muster_unit_picker_sample_pill (void);
G_GNUC_INTERNAL char *_muster_unit_picker_category_line (MusterUnitPicker *self, const MusterUnitType *unit);
G_GNUC_INTERNAL GtkWidget *_muster_unit_picker_unit_row_new (MusterUnitPicker *self, const MusterUnitType *unit);
G_GNUC_INTERNAL int _muster_unit_picker_compare_units (gconstpointer a, gconstpointer b);

/* muster-unit-picker-profile.c */
G_GNUC_INTERNAL void _muster_unit_picker_show_profile (MusterUnitPicker *self, const MusterUnitType *unit);

G_END_DECLS
