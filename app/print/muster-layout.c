/* muster-layout.c: the base of the printed sheets' layout toolkit: the
 * print context (Pango at 72 units per inch, the content box) and text
 * blocks that are cut and report overflow when they do not fit. The flow
 * (muster-flow.c) and the card grid (muster-card-grid.c) stand on it.
 */
#include "config.h"

#include "muster-layout.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>



/* ---- the context ---- */

void
muster_print_ctx_init (MusterPrintCtx   *ctx,
                       const MusterPage *page,
                       double            margin)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  cairo_font_options_t *options = cairo_font_options_create ();
  double left = MAX (margin, page->margin_left);
  double right = MAX (margin, page->margin_right);
  double top = MAX (margin, page->margin_top);
  double bottom = MAX (margin, page->margin_bottom);

  memset (ctx, 0, sizeof *ctx);
  /* one context of 72 units per inch, without hinting, so that a page
   * breaks in the same place on screen, on paper and in PDF */
  ctx->pango = pango_font_map_create_context (map);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (ctx->pango, options);
  cairo_font_options_destroy (options);
  pango_cairo_context_set_resolution (ctx->pango, 72);
  pango_context_set_round_glyph_positions (ctx->pango, FALSE);

  ctx->page_width = page->width;
  ctx->page_height = page->height;
  ctx->area.x = left;
  ctx->area.y = top;
  ctx->area.width = MAX (page->width - left - right, 1);
  ctx->area.height = MAX (page->height - top - bottom, 1);
}

void
muster_print_ctx_clear (MusterPrintCtx *ctx)
{
  g_clear_object (&ctx->pango);
}

void
muster_set_rgb (cairo_t *cr, MusterRgb c)
{
  cairo_set_source_rgb (cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0);
}

char *
muster_font (const char *family, double size)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup_printf ("%s %s", family, g_ascii_dtostr (buf, sizeof buf, size));
}

/* ---- text ---- */

static PangoLayout *
make_layout (MusterPrintCtx *ctx,
             const char     *text,
             gboolean        markup,
             const char     *font,
             double          width,
             PangoAlignment  align)
{
  PangoLayout *layout = pango_layout_new (ctx->pango);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, align);
  if (markup)
    pango_layout_set_markup (layout, text != NULL ? text : "", -1);
  else
    pango_layout_set_text (layout, text != NULL ? text : "", -1);
  return layout;
}

PangoLayout *
muster_text_layout (MusterPrintCtx *ctx,
                    const char     *text,
                    const char     *font,
                    double          width,
                    PangoAlignment  align)
{
  return make_layout (ctx, text, FALSE, font, width, align);
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

static double
text_height (MusterPrintCtx *ctx, const char *text, gboolean markup, const char *font, double width)
{
  g_autoptr(PangoLayout) layout = make_layout (ctx, text, markup, font, width, PANGO_ALIGN_LEFT);

  return layout_height (layout);
}

double
muster_text_height (MusterPrintCtx *ctx,
                    const char     *text,
                    const char     *font,
                    double          width)
{
  return text_height (ctx, text, FALSE, font, width);
}

double
muster_markup_height (MusterPrintCtx *ctx,
                      const char     *markup,
                      const char     *font,
                      double          width)
{
  return text_height (ctx, markup, TRUE, font, width);
}

double
muster_text_width (MusterPrintCtx *ctx,
                   const char     *text,
                   const char     *font)
{
  g_autoptr(PangoLayout) layout = muster_text_layout (ctx, text, font, 0, PANGO_ALIGN_LEFT);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

/* Whether a layout wrapped at the box's width fits its height, and no
 * line is wider than the box (a word longer than the line). */
static gboolean
layout_fits (PangoLayout *layout, const MusterBox *box)
{
  PangoRectangle ink, logical;

  pango_layout_get_extents (layout, &ink, &logical);
  return logical.height <= (box->height + 0.01) * PANGO_SCALE
         && logical.width <= (box->width + 0.01) * PANGO_SCALE;
}

static double
text_box (MusterPrintCtx  *ctx,
          cairo_t         *cr,
          const char      *text,
          gboolean         markup,
          const char      *font,
          const MusterBox *box,
          PangoAlignment   align,
          MusterRgb        colour)
{
  g_autoptr(PangoLayout) layout = make_layout (ctx, text, markup, font, box->width, align);
  double height;

  if (!layout_fits (layout, box))
    {
      /* cut after the last whole line that fits, ending in an ellipsis */
      pango_layout_set_height (layout, (int) (box->height * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      if (cr != NULL)
        ctx->overflow = TRUE;
    }
  height = MIN (layout_height (layout), box->height);
  if (cr != NULL)
    {
      cairo_save (cr);
      cairo_rectangle (cr, box->x - 0.5, box->y - 0.5, box->width + 1, box->height + 1);
      cairo_clip (cr);
      cairo_move_to (cr, box->x, box->y);
      muster_set_rgb (cr, colour);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
    }
  return height;
}

double
muster_text_box (MusterPrintCtx  *ctx,
                 cairo_t         *cr,
                 const char      *text,
                 const char      *font,
                 const MusterBox *box,
                 PangoAlignment   align,
                 MusterRgb        colour)
{
  return text_box (ctx, cr, text, FALSE, font, box, align, colour);
}

double
muster_markup_box (MusterPrintCtx  *ctx,
                   cairo_t         *cr,
                   const char      *markup,
                   const char      *font,
                   const MusterBox *box,
                   PangoAlignment   align,
                   MusterRgb        colour)
{
  return text_box (ctx, cr, markup, TRUE, font, box, align, colour);
}

static double
fit_size (MusterPrintCtx  *ctx,
          const char      *text,
          gboolean         markup,
          const char      *family,
          double           size,
          double           min_size,
          const MusterBox *box)
{
  for (double s = size; s >= min_size - 0.001; s -= 0.25)
    {
      g_autofree char *font = muster_font (family, s);
      g_autoptr(PangoLayout) layout = make_layout (ctx, text, markup, font, box->width, PANGO_ALIGN_LEFT);

      if (layout_fits (layout, box))
        return s;
    }
  return 0;
}

double
muster_text_fit_size (MusterPrintCtx  *ctx,
                      const char      *text,
                      const char      *family,
                      double           size,
                      double           min_size,
                      const MusterBox *box)
{
  return fit_size (ctx, text, FALSE, family, size, min_size, box);
}

double
muster_markup_fit_size (MusterPrintCtx  *ctx,
                        const char      *markup,
                        const char      *family,
                        double           size,
                        double           min_size,
                        const MusterBox *box)
{
  return fit_size (ctx, markup, TRUE, family, size, min_size, box);
}
