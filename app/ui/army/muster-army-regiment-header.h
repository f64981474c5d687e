/* muster-army-regiment-header.h: the heading of a regiment on the army page: its
 * name and number of units, problem mark, reserve, column, rename and
 * remove. Every change goes to the army's undo history.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_REGIMENT_HEADER (muster_army_regiment_header_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyRegimentHeader, muster_army_regiment_header, MUSTER, ARMY_REGIMENT_HEADER, GtkWidget)

GtkWidget *muster_army_regiment_header_new    (MusterArmy         *army,
                                        MusterUndo                *undo,
                                        guint               index);
void       muster_army_regiment_header_update (MusterArmyRegimentHeader *self,
                                        const MusterReport *report,
                                        const char         *name,
                                        const char         *heading,
                                        guint               columns);

G_END_DECLS
