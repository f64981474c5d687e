/* muster-scenario-page.h: the Scenario page of the window: the scenario
 * editor's toolbar (new, open, save, print, undo, tools, zoom), the table
 * canvas, the layers with the scenario's problems and the property panel of
 * the selection; the scenario as a file and as a library document.
 */
#pragma once

#include <adwaita.h>

#include "muster-document-page.h"
#include "muster-scenario-canvas.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SCENARIO_PAGE (muster_scenario_page_get_type ())
G_DECLARE_FINAL_TYPE (MusterScenarioPage, muster_scenario_page, MUSTER, SCENARIO_PAGE, MusterDocumentPage)

GtkWidget            *muster_scenario_page_new            (MusterContext      *context);
MusterScenario       *muster_scenario_page_get_scenario   (MusterScenarioPage *self);
MusterScenarioCanvas *muster_scenario_page_get_canvas     (MusterScenarioPage *self);
GtkWidget            *muster_scenario_page_get_layers     (MusterScenarioPage *self);
GtkWidget            *muster_scenario_page_get_properties (MusterScenarioPage *self);
gint64                muster_scenario_page_get_document   (MusterScenarioPage *self);
/* Shows @scenario (the page takes a reference), kept as library @document
 * (0: not kept yet) and saved to @file (NULL: no file yet). */
void                  muster_scenario_page_set_scenario   (MusterScenarioPage *self,
                                                           MusterScenario     *scenario,
                                                           gint64              document,
                                                           GFile              *file);
/* A new, empty scenario of the system @system_id. */
gboolean              muster_scenario_page_new_scenario   (MusterScenarioPage *self,
                                                           const char         *system_id);
/* Opens a scenario file, or a terrain setup file as a new scenario. */
gboolean              muster_scenario_page_open_file      (MusterScenarioPage *self,
                                                           GFile              *file,
                                                           GError            **error);
gboolean              muster_scenario_page_import_terrain (MusterScenarioPage *self,
                                                           MusterTerrain      *terrain,
                                                           GError            **error);
gboolean              muster_scenario_page_save_file      (MusterScenarioPage *self,
                                                           GFile              *file,
                                                           GError            **error);
gboolean              muster_scenario_page_open_document  (MusterScenarioPage *self,
                                                           gint64              document);
gboolean              muster_scenario_page_save           (MusterScenarioPage *self,
                                                           GError            **error);
/* Writes the scenario's sheets (@ids; NULL: those chosen last) to the PDF
 * @file on a worker thread, its forces' armies described as the sides show
 * them; the result is the page's export bar's (see
 * muster_export_bar_export_pdf()). */
void                  muster_scenario_page_export_pdf     (MusterScenarioPage *self,
                                                           GFile              *file,
                                                           const char * const *ids,
                                                           GAsyncReadyCallback callback,
                                                           gpointer            user_data);
/* Keeps an edit that waits for the autosave now; FALSE when the scenario
 * would still lose edits (no library, or it failed, and no file saved). */
gboolean              muster_scenario_page_flush          (MusterScenarioPage *self);
/* Whether replacing or closing the scenario now would lose edits. */
gboolean              muster_scenario_page_would_lose_changes (MusterScenarioPage *self);
void                  muster_scenario_page_forget_changes (MusterScenarioPage *self);
void                  muster_scenario_page_import_shown_terrain (MusterScenarioPage *self,
                                                                 MusterTerrain      *terrain);
/* Adds an item as the Add menu does ("piece:hill", "zone", "objective",
 * "column-marker", "camp", "reserve") in the middle of what is shown, and
 * selects it. */
gboolean              muster_scenario_page_add_item       (MusterScenarioPage *self,
                                                           const char         *what);

G_END_DECLS
