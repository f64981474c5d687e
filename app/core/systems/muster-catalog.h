/* muster-catalog.h: the game systems Muster knows, found in data folders:
 * --data-dir folders first, then $MUSTER_DATA_DIR, the user's
 * $XDG_DATA_HOME/muster/systems, and the installed systems.
 */
#pragma once

#include <gio/gio.h>

#include "muster-system.h"
#include "muster-paths.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_CATALOG (muster_catalog_get_type ())
G_DECLARE_FINAL_TYPE (MusterCatalog, muster_catalog, MUSTER, CATALOG, GObject)

MusterCatalog *muster_catalog_new               (void);
void           muster_catalog_add_folder        (MusterCatalog *self,
                                                 const char    *folder);
void           muster_catalog_add_default_folders (MusterCatalog *self);
void           muster_catalog_load              (MusterCatalog *self);
GPtrArray     *muster_catalog_get_systems       (MusterCatalog *self);
GPtrArray     *muster_catalog_get_errors        (MusterCatalog *self);
GPtrArray     *muster_catalog_get_folders       (MusterCatalog *self);
MusterSystem  *muster_catalog_lookup            (MusterCatalog *self,
                                                 const char    *id);
/* Loads the system id again from its folder (after a list was installed)
 * and puts the new object in the old one's place, which holders of the
 * old keep; returns the new one (owned by the catalogue), or NULL with an
 * error, leaving the old in place. */
MusterSystem  *muster_catalog_reload_system     (MusterCatalog *self,
                                                 const char    *id,
                                                 GError       **error);

G_END_DECLS
