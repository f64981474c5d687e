/* muster-sheet.h: the one interface every printed sheet has. A sheet takes
 * a document (an army, a terrain setup), its options and a page (paper
 * size and printable area, in points), lays itself out into pages, and
 * draws page i into a cairo_t. The print dialog, the PDF writer, the
 * command line and the tests all go through it.
 */
#pragma once

#include <cairo.h>

#include "muster-core.h"
#include "muster-print-page.h"

G_BEGIN_DECLS

typedef enum
{
  MUSTER_BACKS_LONG_EDGE,       /* duplex, flipped on the long edge */
  MUSTER_BACKS_SHORT_EDGE,      /* duplex, flipped on the short edge */
  MUSTER_BACKS_NONE,
} MusterBacks;

typedef enum
{
  MUSTER_CARD_POKER,            /* 63 x 88 mm */
  MUSTER_CARD_LARGE,            /* 70 x 120 mm */
} MusterCardSize;

/* The paper as the sheets see it: its size (turned for landscape) and the
 * margins of the printable area. Sheets keep their own margins inside it. */
typedef struct
{
  double width;                 /* points */
  double height;
  double margin_left;           /* the printer's unprintable band, points */
  double margin_top;
  double margin_right;
  double margin_bottom;
} MusterPage;

typedef struct
{
  int sets;                     /* order cards: sets of four; 0: one per unit and one spare */
  MusterBacks backs;            /* card backs: duplex flip or none */
  MusterCardSize card;          /* unit cards */
  GArray *ambush;               /* of guint: army entries that get an ambush marker; NULL: every entry */
  int decoys;                   /* ambush markers that read "empty" */
  MusterForceArmies *armies;    /* scenario sheet: where its forces' armies are read (a reference);
                                 * NULL: army files named by their file name */
} MusterSheetOptions;

typedef struct _MusterSheet MusterSheet;

void         muster_sheet_options_init   (MusterSheetOptions *options);
void         muster_sheet_options_clear  (MusterSheetOptions *options);

/* A page of @paper (portrait, or turned when @landscape), with margins of
 * @margin points all round (0: the whole sheet prints). */
void         muster_page_init            (MusterPage         *page,
                                          const MusterPaper  *paper,
                                          gboolean            landscape,
                                          double              margin);

/* Every sheet id, in the order the dialog lists them (NULL-terminated). */
const char * const *muster_sheet_list_ids (void);
/* The sheet's translated name ("Order cards"); NULL for an unknown id. */
const char  *muster_sheet_get_title      (const char         *id);
/* Whether the sheet can print @document (an army or a terrain setup). */
gboolean     muster_sheet_applies        (const char         *id,
                                          GObject            *document);

/* Lays the sheet out; NULL with an error when @id is unknown, does not
 * apply to @document, or its cards do not fit the page. */
MusterSheet *muster_sheet_new            (const char               *id,
                                          GObject                  *document,
                                          const MusterSheetOptions *options,
                                          const MusterPage         *page,
                                          GError                  **error);
void         muster_sheet_free           (MusterSheet        *sheet);
const char  *muster_sheet_get_id         (MusterSheet        *sheet);
int          muster_sheet_get_n_pages    (MusterSheet        *sheet);
/* Draws page @index (0-based) with the origin at the paper's corner. */
void         muster_sheet_draw_page      (MusterSheet        *sheet,
                                          cairo_t            *cr,
                                          int                 index);
/* Whether any text was cut because it did not fit its box (after drawing
 * every page, or after muster_sheet_check_overflow()). */
gboolean     muster_sheet_get_overflow   (MusterSheet        *sheet);
/* Draws every page onto a throwaway surface and returns the overflow. */
gboolean     muster_sheet_check_overflow (MusterSheet        *sheet);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterSheet, muster_sheet_free)

/* ---- a print job: several sheets of one document, one after another ---- */

typedef struct _MusterPrintJob MusterPrintJob;

/* The sheets @ids (NULL-terminated) of @document. NULL with an error
 * naming the sheets that do apply when one of them does not. */
MusterPrintJob *muster_print_job_new       (GObject                  *document,
                                            const char * const       *ids,
                                            const MusterSheetOptions *options,
                                            const MusterPage         *page,
                                            GError                  **error);
void            muster_print_job_free      (MusterPrintJob  *job);
int             muster_print_job_get_n_pages (MusterPrintJob *job);
void            muster_print_job_draw_page (MusterPrintJob  *job,
                                            cairo_t         *cr,
                                            int              index);
/* Called after each page the PDF writer finishes; may run on a worker
 * thread (a job is used by one thread at a time: make it there too). */
typedef void (*MusterPrintProgress) (int done, int total, gpointer user_data);

/* Writes every page to a PDF at @path, through a temporary file beside it
 * that is renamed over it: a failed or cancelled run leaves what was there
 * before. @progress and @cancellable may be NULL. */
gboolean        muster_print_job_to_pdf    (MusterPrintJob      *job,
                                            const char          *path,
                                            const char          *title,
                                            MusterPrintProgress  progress,
                                            gpointer             user_data,
                                            GCancellable        *cancellable,
                                            GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterPrintJob, muster_print_job_free)

G_END_DECLS
