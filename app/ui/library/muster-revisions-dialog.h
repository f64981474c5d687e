/* muster-revisions-dialog.h: the history of one library document: every
 * saved revision, and restoring an old one as the newest.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_REVISIONS_DIALOG (muster_revisions_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MusterRevisionsDialog, muster_revisions_dialog, MUSTER, REVISIONS_DIALOG, AdwWindow)

GtkWidget  *muster_revisions_dialog_new          (MusterLibrary         *library,
                                                  gint64                 document);
gint64      muster_revisions_dialog_get_document (MusterRevisionsDialog *self);
void        muster_revisions_dialog_reload       (MusterRevisionsDialog *self);
GListModel *muster_revisions_dialog_get_model    (MusterRevisionsDialog *self);
const MusterRevision *muster_revisions_dialog_get_revision (MusterRevisionsDialog *self,
                                                           guint                  position);
const char *muster_revisions_dialog_get_message  (MusterRevisionsDialog *self);
void        muster_revisions_dialog_set_catalog  (MusterRevisionsDialog *self,
                                                  MusterCatalog         *catalog);

G_END_DECLS
