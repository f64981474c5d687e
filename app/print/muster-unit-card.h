/* muster-unit-card.h: one unit card's face drawn alone, exactly as the
 * unit cards sheet prints it, for previews on screen (the list editor).
 */
#pragma once

#include <cairo.h>

#include "muster-core.h"
#include "muster-layout.h"
#include "muster-print-page.h"
#include "muster-sheet-private.h"

G_BEGIN_DECLS

/* the card in points: poker (63 × 88 mm) or large (70 × 120 mm) */
#define MUSTER_UNIT_CARD_WIDTH(large)  MUSTER_MM ((large) ? 70 : 63)
#define MUSTER_UNIT_CARD_HEIGHT(large) MUSTER_MM ((large) ? 120 : 88)

/* Draws the face of @type's card at the origin, in points, with a print
 * context of its own. */
static inline void
muster_unit_card_draw (cairo_t              *cr,
                       MusterSystem         *system,
                       const MusterUnitType *type,
                       gboolean              large)
{
  MusterPage page = { .width = MUSTER_UNIT_CARD_WIDTH (large), .height = MUSTER_UNIT_CARD_HEIGHT (large) };
  MusterPrintCtx ctx;

  muster_print_ctx_init (&ctx, &page, 0);
  muster_sheet_draw_unit_card (cr, &ctx, system, type, large ? 1.12 : 1.0, page.width, page.height);
  muster_print_ctx_clear (&ctx);
}

G_END_DECLS
