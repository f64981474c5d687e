/* muster-terrain-page.h: the Terrain page of the window: the setup of a
 * terrain roll (system, method, table, unit width, pieces, diagonal, seed),
 * the bidding, the map with the pieces to select and move, the piece's
 * dice and alternatives, the dice log, and the setup as a library document,
 * a file, a print or a PDF.
 */
#pragma once

#include <adwaita.h>

#include "muster-document-page.h"
#include "muster-terrain-log.h"
#include "muster-terrain-map.h"
#include "muster-terrain-settings.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TERRAIN_PAGE (muster_terrain_page_get_type ())
G_DECLARE_FINAL_TYPE (MusterTerrainPage, muster_terrain_page, MUSTER, TERRAIN_PAGE, MusterDocumentPage)

GtkWidget        *muster_terrain_page_new              (MusterContext     *context);
MusterTerrain    *muster_terrain_page_get_terrain      (MusterTerrainPage *self);
MusterTerrainMap *muster_terrain_page_get_map          (MusterTerrainPage *self);
MusterTerrainSettings *muster_terrain_page_get_settings (MusterTerrainPage *self);
MusterTerrainLog *muster_terrain_page_get_log          (MusterTerrainPage *self);
gint64            muster_terrain_page_get_document     (MusterTerrainPage *self);
const char       *muster_terrain_page_get_title        (MusterTerrainPage *self);
const char       *muster_terrain_page_get_save_state   (MusterTerrainPage *self);
GtkWidget        *muster_terrain_page_get_bidding_dialog (MusterTerrainPage *self);

gboolean          muster_terrain_page_roll             (MusterTerrainPage *self);
void              muster_terrain_page_roll_with_bidding (MusterTerrainPage *self,
                                                        MusterBidding     *bidding);
void              muster_terrain_page_set_terrain      (MusterTerrainPage *self,
                                                        MusterTerrain     *terrain,
                                                        gint64             document);
gboolean          muster_terrain_page_set_option       (MusterTerrainPage *self,
                                                        guint              index,
                                                        int                option);
gboolean          muster_terrain_page_open_document    (MusterTerrainPage *self,
                                                        gint64             document);
gboolean          muster_terrain_page_import_file      (MusterTerrainPage *self,
                                                        GFile             *file);
void              muster_terrain_page_show_opened      (MusterTerrainPage *self,
                                                        MusterTerrain     *terrain,
                                                        GFile             *file);
gboolean          muster_terrain_page_export_file      (MusterTerrainPage *self,
                                                        GFile             *file,
                                                        GError           **error);
gboolean          muster_terrain_page_export_scenario  (MusterTerrainPage *self,
                                                        GFile             *file,
                                                        GError           **error);
gboolean          muster_terrain_page_export_pdf       (MusterTerrainPage *self,
                                                        GFile             *file,
                                                        GError           **error);
gboolean          muster_terrain_page_save             (MusterTerrainPage *self,
                                                        GError           **error);
gboolean          muster_terrain_page_flush            (MusterTerrainPage *self);
void              muster_terrain_page_forget_changes   (MusterTerrainPage *self);
void              muster_terrain_page_document_deleted (MusterTerrainPage *self,
                                                        gint64             document);

G_END_DECLS
