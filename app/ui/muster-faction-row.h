/* muster-faction-row.h: one faction of a game system in a boxed list: its
 * name, epoch, number of unit types, its list's version and a mark when
 * the data is a sample.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_FACTION_ROW (muster_faction_row_get_type ())
G_DECLARE_FINAL_TYPE (MusterFactionRow, muster_faction_row, MUSTER, FACTION_ROW, GtkListBoxRow)

GtkWidget  *muster_faction_row_new        (const MusterFaction *faction);
const char *muster_faction_row_get_id     (MusterFactionRow    *self);
const char *muster_faction_row_get_subtitle (MusterFactionRow  *self);
const char *muster_faction_row_get_version (MusterFactionRow   *self);
gboolean    muster_faction_row_get_sample (MusterFactionRow    *self);
GtkMenuButton *muster_faction_row_get_menu_button (MusterFactionRow *self);
gboolean    muster_faction_row_matches    (MusterFactionRow    *self,
                                           const char          *folded_query);

G_END_DECLS
