/* muster-library-row.h: one document in the library view: name, game system
 * and faction, points, revisions, when it last changed, the search snippet,
 * and a menu to open it, see its history or delete it.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "muster-library-item.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIBRARY_ROW (muster_library_row_get_type ())
G_DECLARE_FINAL_TYPE (MusterLibraryRow, muster_library_row, MUSTER, LIBRARY_ROW, GtkWidget)

GtkWidget         *muster_library_row_new            (void);
void               muster_library_row_bind           (MusterLibraryRow  *self,
                                                      MusterLibraryItem *item,
                                                      MusterCatalog     *catalog,
                                                      gboolean           searching);
void               muster_library_row_unbind         (MusterLibraryRow  *self);
MusterLibraryItem *muster_library_row_get_item       (MusterLibraryRow  *self);
void               muster_library_row_popup_menu     (MusterLibraryRow  *self);
void               muster_library_row_update_time    (MusterLibraryRow  *self,
                                                      gint64             now);

char              *muster_library_format_points      (double             points);
char              *muster_library_format_relative    (gint64             then,
                                                      gint64             now);
char              *muster_library_format_date_time   (gint64             then);
char              *muster_library_format_snippet     (const char        *snippet);

G_END_DECLS
