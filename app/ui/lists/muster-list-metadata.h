/* muster-list-metadata.h: the list editor's page of what the list says
 * about itself: title and period in both languages, version, date, author,
 * licence, the books it follows and its changes, newest first.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIST_METADATA (muster_list_metadata_get_type ())
G_DECLARE_FINAL_TYPE (MusterListMetadata, muster_list_metadata, MUSTER, LIST_METADATA, GtkWidget)

GtkWidget *muster_list_metadata_new     (void);
/* Shows @doc's values anew (its nodes changed). */
void       muster_list_metadata_set_doc (MusterListMetadata *self,
                                         MusterListDoc      *doc);

/* The author of the versions of the list Muster holds (NULL: none): the
 * page says when the Author field names another. */
void       muster_list_metadata_set_publisher (MusterListMetadata *self,
                                               const char         *author);
/* That warning, while it is shown; NULL otherwise. */
const char *muster_list_metadata_get_author_warning (MusterListMetadata *self);

G_END_DECLS
