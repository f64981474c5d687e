/* muster-application.h: Muster's AdwApplication. It owns the catalogue of
 * game systems that every window shows, the library every window saves
 * to, the page setup and print settings of the last print, and the
 * app-wide actions.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"
#include "muster-sheet.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_APPLICATION (muster_application_get_type ())
G_DECLARE_FINAL_TYPE (MusterApplication, muster_application, MUSTER, APPLICATION, AdwApplication)

MusterApplication *muster_application_new               (void);
MusterCatalog     *muster_application_get_catalog       (MusterApplication *self);
MusterLibrary     *muster_application_get_library       (MusterApplication *self);
const char        *muster_application_get_library_error (MusterApplication *self);
GtkPageSetup      *muster_application_get_page_setup    (MusterApplication *self);
void               muster_application_set_page_setup    (MusterApplication *self,
                                                         GtkPageSetup      *page_setup);
GtkPrintSettings  *muster_application_get_print_settings (MusterApplication *self);
void               muster_application_set_print_settings (MusterApplication *self,
                                                          GtkPrintSettings  *print_settings);
const char * const *muster_application_get_sheet_ids    (MusterApplication *self);
void               muster_application_set_sheet_ids     (MusterApplication *self,
                                                         const char * const *ids);
const MusterSheetOptions *muster_application_get_sheet_options (MusterApplication *self);
void               muster_application_set_sheet_options (MusterApplication *self,
                                                         const MusterSheetOptions *options);

G_END_DECLS
