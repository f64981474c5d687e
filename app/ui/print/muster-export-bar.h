/* muster-export-bar.h: the bar that writes a document's sheets to a PDF on
 * a worker thread and shows it happening (the page it writes, Cancel), then
 * says where the file went or why it could not be written.
 */
#pragma once

#include <adwaita.h>

#include "muster-context.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_EXPORT_BAR (muster_export_bar_get_type ())
G_DECLARE_FINAL_TYPE (MusterExportBar, muster_export_bar, MUSTER, EXPORT_BAR, GtkWidget)

void     muster_export_bar_set_toast_overlay (MusterExportBar     *self,
                                              AdwToastOverlay     *overlay);
void     muster_export_bar_set_context       (MusterExportBar     *self,
                                              MusterContext       *context);
void     muster_export_bar_export_pdf        (MusterExportBar     *self,
                                              GObject             *document,
                                              const char * const  *ids,
                                              MusterForceArmies   *armies,
                                              GFile               *file,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean muster_export_bar_export_pdf_finish (MusterExportBar     *self,
                                              GAsyncResult        *result,
                                              int                 *n_pages,
                                              GError             **error);
gboolean muster_export_bar_is_exporting      (MusterExportBar     *self);
void     muster_export_bar_cancel            (MusterExportBar     *self);
void     muster_export_bar_choose_file       (MusterExportBar     *self,
                                              GObject             *document,
                                              MusterForceArmies   *armies,
                                              const char          *title);

G_END_DECLS
