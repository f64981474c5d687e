/* muster-print-options.h: the Sheets tab of the print dialog: which of the
 * sheets that apply to the army print, and their options (order card sets,
 * card backs and size, ambush units and decoys).
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"
#include "muster-sheet.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_PRINT_OPTIONS (muster_print_options_get_type ())
G_DECLARE_FINAL_TYPE (MusterPrintOptions, muster_print_options, MUSTER, PRINT_OPTIONS, GtkWidget)

GtkWidget       *muster_print_options_new           (GObject                  *document,
                                                     const char * const       *ids,
                                                     const MusterSheetOptions *options);
char           **muster_print_options_list_sheets   (MusterPrintOptions       *self);
GtkCheckButton  *muster_print_options_get_sheet_check (MusterPrintOptions     *self,
                                                     const char               *id);
char           **muster_print_options_get_sheet_ids (MusterPrintOptions       *self);
void             muster_print_options_get_options   (MusterPrintOptions       *self,
                                                     MusterSheetOptions       *options);

G_END_DECLS
