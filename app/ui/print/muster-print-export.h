/* muster-print-export.h: writing a document's sheets to a PDF on a worker
 * thread, with the progress page by page and a way to cancel.
 */
#pragma once

#include <gio/gio.h>

#include "muster-sheet.h"

G_BEGIN_DECLS

void     muster_print_export_pdf_async  (GObject                  *document,
                                         const char * const       *ids,
                                         const MusterSheetOptions *options,
                                         const MusterPage         *page,
                                         GFile                    *file,
                                         MusterPrintProgress       progress,
                                         gpointer                  progress_data,
                                         GCancellable             *cancellable,
                                         GAsyncReadyCallback       callback,
                                         gpointer                  user_data);
gboolean muster_print_export_pdf_finish (GAsyncResult             *result,
                                         int                      *n_pages,
                                         GError                  **error);

G_END_DECLS
