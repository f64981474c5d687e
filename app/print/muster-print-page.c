/* muster-print-page.c: paper sizes and text layout for the printed sheets.
 * Everything is in points so that screen preview, printer and PDF match.
 */
#include "config.h"

#include "muster-print-page.h"
#include "muster-layout.h"

static const MusterPaper papers[] = {
  { "a4", 595.2756, 841.8898 },
  { "a5", 419.5276, 595.2756 },
  { "letter", 612.0, 792.0 },
};

const MusterPaper *
muster_paper_lookup (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (papers); i++)
    if (g_ascii_strcasecmp (papers[i].id, id) == 0)
      return &papers[i];
  return NULL;
}

const MusterPaper *
muster_paper_default (void)
{
  return &papers[0];
}

/* Draws text wrapped to width at (x, y) and returns its height. */
double
muster_print_text (cairo_t        *cr,
                   const char     *text,
                   const char     *font,
                   double          x,
                   double          y,
                   double          width,
                   PangoAlignment  align)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *desc;
  int w, h;

  g_return_val_if_fail (cr != NULL, 0);
  g_return_val_if_fail (text != NULL, 0);

  layout = pango_cairo_create_layout (cr);
  desc = pango_font_description_from_string (font != NULL ? font : "Sans 10");
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  muster_layout_wrap (layout, width);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}
