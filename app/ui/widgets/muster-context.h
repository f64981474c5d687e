/* muster-context.h: what every window and page of Muster shares, made once
 * by the application and handed down: the catalogue of game systems, the
 * library, the settings and the print state of the last print.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"
#include "muster-sheet.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_CONTEXT (muster_context_get_type ())
G_DECLARE_FINAL_TYPE (MusterContext, muster_context, MUSTER, CONTEXT, GObject)

MusterContext            *muster_context_new                (MusterCatalog            *catalog,
                                                             MusterLibrary            *library);
MusterCatalog            *muster_context_get_catalog        (MusterContext            *self);
MusterLibrary            *muster_context_get_library        (MusterContext            *self);
GSettings                *muster_context_get_settings       (MusterContext            *self);

GtkPageSetup             *muster_context_get_page_setup     (MusterContext            *self);
void                      muster_context_set_page_setup     (MusterContext            *self,
                                                             GtkPageSetup             *page_setup);
GtkPrintSettings         *muster_context_get_print_settings (MusterContext            *self);
void                      muster_context_set_print_settings (MusterContext            *self,
                                                             GtkPrintSettings         *print_settings);
const char * const       *muster_context_get_sheet_ids      (MusterContext            *self);
void                      muster_context_set_sheet_ids      (MusterContext            *self,
                                                             const char * const       *ids);
const MusterSheetOptions *muster_context_get_sheet_options  (MusterContext            *self);
void                      muster_context_set_sheet_options  (MusterContext            *self,
                                                             const MusterSheetOptions *options);

/* Emits ::lists-changed: a list of @system_id was installed. */
void                      muster_context_lists_changed      (MusterContext            *self,
                                                             const char               *system_id);

G_END_DECLS
