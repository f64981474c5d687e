/* muster-army-summary.h: the army's standing at a glance: points spent
 * against the limit, the system's derived values with their breakdowns, and
 * the problems the rules found.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_SUMMARY (muster_army_summary_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmySummary, muster_army_summary, MUSTER, ARMY_SUMMARY, GtkWidget)

GtkWidget   *muster_army_summary_new              (void);
void         muster_army_summary_update           (MusterArmySummary  *self,
                                                   MusterArmy         *army,
                                                   const MusterReport *report);
const char  *muster_army_summary_get_points_text  (MusterArmySummary  *self);
GtkLevelBar *muster_army_summary_get_points_bar   (MusterArmySummary  *self);
GtkListBox  *muster_army_summary_get_values_list  (MusterArmySummary  *self);
GtkListBox  *muster_army_summary_get_problem_list (MusterArmySummary  *self);

G_END_DECLS
