/* muster-library-item.h: one document of the library as an item of a
 * GListModel: a GObject that owns a MusterLibraryEntry, for the library view.
 */
#pragma once

#include <glib-object.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIBRARY_ITEM (muster_library_item_get_type ())
G_DECLARE_FINAL_TYPE (MusterLibraryItem, muster_library_item, MUSTER, LIBRARY_ITEM, GObject)

MusterLibraryItem        *muster_library_item_new       (MusterLibraryEntry *entry);
const MusterLibraryEntry *muster_library_item_get_entry (MusterLibraryItem  *self);
gint64                    muster_library_item_get_id    (MusterLibraryItem  *self);
const char               *muster_library_item_get_name  (MusterLibraryItem  *self);
gboolean                  muster_library_item_equal_entry (MusterLibraryItem        *self,
                                                           const MusterLibraryEntry *entry);

G_END_DECLS
