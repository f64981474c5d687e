/* muster-print-page.h: paper sizes and the small drawing helpers every
 * printed sheet shares (text blocks laid out with Pango, in points).
 */
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include "muster-core.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;       /* "a4", "letter" */
  double width;         /* points (1/72 inch) */
  double height;
} MusterPaper;

#define MUSTER_MM(mm) ((mm) * 72.0 / 25.4)

/* The margins of a paper that no printer has spoken for: GTK's default for
 * every paper size, a quarter inch, so that muster-cli lays out a sheet as
 * the window's print dialog and PDF export do on the same paper. */
#define MUSTER_PAPER_MARGIN MUSTER_MM (6.35)

const MusterPaper *muster_paper_lookup (const char   *id);
const MusterPaper *muster_paper_default (void);

double muster_print_text (cairo_t     *cr,
                          const char  *text,
                          const char  *font,
                          double       x,
                          double       y,
                          double       width,
                          PangoAlignment align);

G_END_DECLS
