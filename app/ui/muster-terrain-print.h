/* muster-terrain-print.h: printing the terrain sheet: a GtkPrintOperation
 * that lays the sheet of app/print out on the paper the user chose.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"
#include "muster-print-page.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TERRAIN_PRINT (muster_terrain_print_get_type ())
G_DECLARE_FINAL_TYPE (MusterTerrainPrint, muster_terrain_print, MUSTER, TERRAIN_PRINT, GtkPrintOperation)

MusterTerrainPrint *muster_terrain_print_new        (MusterTerrain *terrain);
void                muster_terrain_print_paper_for  (GtkPageSetup  *setup,
                                                     MusterPaper   *paper);

G_END_DECLS
