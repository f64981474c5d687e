/* muster-army-migrate-dialog.h: the migration report of an army as a
 * window: what moving it to a newer version of its list changes for it,
 * with Move to … (one step of undo) and Cancel.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_MIGRATE_DIALOG (muster_army_migrate_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyMigrateDialog, muster_army_migrate_dialog, MUSTER, ARMY_MIGRATE_DIALOG, AdwWindow)

GtkWidget *muster_army_migrate_dialog_new (GtkWindow           *parent,
                                           MusterArmy          *army,
                                           MusterUndo          *undo,
                                           const MusterFaction *to);

G_END_DECLS
