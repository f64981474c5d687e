/* muster-system-section.h: one game system on the start page: its name,
 * its description and the boxed list of its factions.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SYSTEM_SECTION (muster_system_section_get_type ())
G_DECLARE_FINAL_TYPE (MusterSystemSection, muster_system_section, MUSTER, SYSTEM_SECTION, GtkWidget)

GtkWidget    *muster_system_section_new            (MusterSystem        *system);
MusterSystem *muster_system_section_get_system     (MusterSystemSection *self);
GtkListBox   *muster_system_section_get_factions   (MusterSystemSection *self);
gboolean      muster_system_section_filter         (MusterSystemSection *self,
                                                    const char          *folded_query);

G_END_DECLS
