/* muster-sheet-private.h: what a sheet file implements: a class with its
 * id, title and the three steps of a sheet (does it apply, lay it out into
 * pages, draw a page). muster-sheet.c keeps the list of classes.
 */
#pragma once

#include "muster-layout.h"
#include "muster-sheet.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;
  const char *(*title) (void);
  /* the margin the sheet keeps inside the paper, points */
  double margin;
  gboolean (*applies) (GObject *document);
  /* lays the sheet out; returns its plan, or NULL with an error */
  gpointer (*layout) (GObject                  *document,
                      const MusterSheetOptions *options,
                      MusterPrintCtx           *ctx,
                      GError                  **error);
  int (*n_pages) (gpointer plan);
  void (*draw) (gpointer plan, MusterPrintCtx *ctx, cairo_t *cr, int page);
  void (*free) (gpointer plan);
} MusterSheetClass;

extern const MusterSheetClass muster_sheet_roster;
extern const MusterSheetClass muster_sheet_unit_cards;
extern const MusterSheetClass muster_sheet_reference;
extern const MusterSheetClass muster_sheet_order_cards;
extern const MusterSheetClass muster_sheet_ambush_markers;
extern const MusterSheetClass muster_sheet_action_board;
extern const MusterSheetClass muster_sheet_terrain;
extern const MusterSheetClass muster_sheet_scenario;
extern const MusterSheetClass muster_sheet_table_map;
extern const MusterSheetClass muster_sheet_piece_templates;
extern const MusterSheetClass muster_sheet_booklet;

/* Helpers the army sheets share. */
gboolean     muster_sheet_is_army         (GObject    *document);
/* "Clouds of Smoke · France · 400 points" */
char        *muster_sheet_army_subtitle   (MusterArmy *army);
/* The back every card of a deck shares (a MusterCardDraw for card -1):
 * a frame, a pattern and @label (the system's name), the same on every
 * card so that a face-down card tells nothing. */
void         muster_sheet_draw_card_back  (cairo_t        *cr,
                                           MusterPrintCtx *ctx,
                                           double          width,
                                           double          height,
                                           const char     *label);

/* The face of @type's unit card, as the unit-cards sheet prints it, into
 * a box of @width x @height at the origin; @scale sizes its fonts against
 * the poker card's (1: 63 x 88 mm). */
void         muster_sheet_draw_unit_card  (cairo_t              *cr,
                                           MusterPrintCtx       *ctx,
                                           MusterSystem         *system,
                                           const MusterUnitType *type,
                                           double                scale,
                                           double                width,
                                           double                height);

G_END_DECLS
