/* muster-print-preview.h: the print dialog's Preview inside Muster: a window
 * over the pages the print operation laid out for the dialog's paper, with
 * page navigation and zoom.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-print-operation.h"

G_BEGIN_DECLS

GtkWindow *muster_print_preview_show (MusterPrintOperation     *operation,
                                      GtkPrintOperationPreview *preview,
                                      GtkPrintContext          *context,
                                      GtkWindow                *parent);

G_END_DECLS
