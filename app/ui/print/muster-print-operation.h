/* muster-print-operation.h: printing any Muster document through the sheets
 * of app/print: one GtkPrintOperation for every document, with a Sheets
 * tab and an in-window preview, and the sheets and options chosen last.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-context.h"
#include "muster-sheet.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_PRINT_OPERATION (muster_print_operation_get_type ())
G_DECLARE_FINAL_TYPE (MusterPrintOperation, muster_print_operation, MUSTER, PRINT_OPERATION, GtkPrintOperation)

void                  muster_print_page_for_setup         (GtkPageSetup             *setup,
                                                           MusterPage               *page);
void                  muster_print_page_for_context       (MusterContext            *context,
                                                           GObject                  *document,
                                                           MusterPage               *page);
char                **muster_print_sheets_for             (GObject                  *document,
                                                           const char * const       *chosen);
char                 *muster_print_document_title         (GObject                  *document);
char                 *muster_print_file_name              (GObject                  *document);
void                  muster_print_copy_sheet_options     (MusterSheetOptions       *dest,
                                                           const MusterSheetOptions *src);

void                  muster_print_load_choice            (MusterContext            *context,
                                                           GObject                  *document,
                                                           char                   ***ids,
                                                           MusterSheetOptions       *options);
void                  muster_print_keep_choice            (MusterContext            *context,
                                                           GObject                  *document,
                                                           const char * const       *ids,
                                                           const MusterSheetOptions *options);

MusterPrintOperation *muster_print_operation_new          (MusterContext            *context,
                                                           GObject                  *document,
                                                           const char * const       *ids,
                                                           const MusterSheetOptions *options);
GObject              *muster_print_operation_get_document (MusterPrintOperation     *self);
const char * const   *muster_print_operation_get_sheet_ids (MusterPrintOperation    *self);
const MusterSheetOptions *muster_print_operation_get_options (MusterPrintOperation  *self);
MusterPrintJob       *muster_print_operation_get_job      (MusterPrintOperation     *self);
const MusterPage     *muster_print_operation_get_page     (MusterPrintOperation     *self);
gboolean              muster_print_operation_get_show_options (MusterPrintOperation *self);
void                  muster_print_operation_set_show_options (MusterPrintOperation *self,
                                                           gboolean                  show_options);
void                  muster_print_operation_run_dialog   (MusterPrintOperation     *self,
                                                           GtkWidget                *parent);
void                  muster_print_document               (GtkWidget                *parent,
                                                           MusterContext            *context,
                                                           GObject                  *document);

G_END_DECLS
