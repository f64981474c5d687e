/* muster-print-memory.h: what printing remembers for each kind of document
 * (an army, a terrain setup, a scenario, a list): the page setup, the
 * printer and its settings, the sheets ticked, their options and the folder
 * a PDF went to, kept in the settings between runs.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-context.h"
#include "muster-sheet.h"

G_BEGIN_DECLS

typedef struct
{
  GtkPageSetup *page_setup;          /* nullable: none kept yet */
  GtkPrintSettings *print_settings;  /* nullable */
  char **sheet_ids;                  /* nullable: none chosen yet */
  MusterSheetOptions options;        /* without ambush units or armies */
  char *folder;                      /* nullable: where the last PDF went */
} MusterPrintMemory;

const char *muster_print_kind          (GObject                 *document);
void        muster_print_memory_load   (MusterPrintMemory       *memory,
                                        MusterContext           *context,
                                        const char              *kind);
void        muster_print_memory_save   (const MusterPrintMemory *memory,
                                        MusterContext           *context,
                                        const char              *kind);
void        muster_print_memory_clear  (MusterPrintMemory       *memory);
char       *muster_print_default_folder (MusterContext          *context,
                                        const char              *kind);
void        muster_print_remember_folder (MusterContext         *context,
                                        GObject                 *document,
                                        GFile                   *file);

G_END_DECLS
