/* muster-layout.c: the base of the printed sheets' layout toolkit: the
 * print context (Pango at 72 units per inch, the content box) and text
 * blocks that are cut and report overflow when they do not fit. The flow
 * (muster-flow.c) and the card grid (muster-card-grid.c) stand on it.
 */
#include "config.h"

#include "muster-layout.h"
#include "muster-hyphen.h"

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

/* A word wider than the line breaks at its hyphenation points, each shown
 * with a hyphen (a soft hyphen put there), never silently in the middle;
 * only a piece between two points still too wide breaks between letters,
 * and Pango shows a hyphen there too. The lines of a layout wrapped at
 * words that stick out past @width hold such words. */
static void
hyphenate_long_words (PangoLayout *layout, int width)
{
  const char *text = pango_layout_get_text (layout);
  PangoAttrList *attrs = pango_layout_get_attributes (layout);
  g_autoptr(PangoAttrList) moved = attrs != NULL ? pango_attr_list_copy (attrs) : pango_attr_list_new ();
  g_autoptr(GArray) inserted = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autoptr(GArray) here = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autoptr(GString) out = g_string_new (NULL);
  gsize done = 0;
  gboolean wide = FALSE;

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      PangoRectangle logical;
      g_autofree char *part = NULL;

      pango_layout_line_get_extents (line, NULL, &logical);
      if (logical.width <= width)
        continue;
      wide = TRUE;
      g_string_append_len (out, text + done, (gssize) line->start_index - (gssize) done);
      part = muster_hyphenate (text, (gsize) line->start_index, (gsize) (line->start_index + line->length), here);
      for (guint i = 0; i < here->len; i++)
        {
          gsize at = out->len + g_array_index (here, gsize, i);

          g_array_append_val (inserted, at);
        }
      g_array_set_size (here, 0);
      g_string_append (out, part);
      done = (gsize) (line->start_index + line->length);
    }
  if (!wide)
    return;
  g_object_set_data (G_OBJECT (layout), "muster-word-broken", GINT_TO_POINTER (TRUE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  g_string_append (out, text + done);
  /* each soft hyphen moves the attributes after it on (the offsets are
   * the new text's: ascending, each counts the ones before it) */
  for (guint i = 0; i < inserted->len; i++)
    pango_attr_list_update (moved, (int) g_array_index (inserted, gsize, i), 0, 2);
  /* a code (a share code) breaks where it must with no hyphen: a reader
   * would type it */
  for (const char *p = out->str; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p))
        && (p == out->str || g_unichar_isspace (g_utf8_get_char (g_utf8_prev_char (p))))
        && muster_hyphen_is_code (p, out->str + out->len))
      {
        PangoAttribute *attr = pango_attr_insert_hyphens_new (FALSE);
        const char *end = p;

        while (*end != '\0' && !g_unichar_isspace (g_utf8_get_char (end)))
          end = g_utf8_next_char (end);
        attr->start_index = (guint) (p - out->str);
        attr->end_index = (guint) (end - out->str);
        pango_attr_list_insert (moved, attr);
      }
  pango_layout_set_text (layout, out->str, (int) out->len);
  pango_layout_set_attributes (layout, moved);
}

void
muster_layout_wrap (PangoLayout *layout, double width)
{
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  hyphenate_long_words (layout, (int) (width * PANGO_SCALE));
}

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
  pango_layout_set_alignment (layout, align);
  if (markup)
    pango_layout_set_markup (layout, text != NULL ? text : "", -1);
  else
    pango_layout_set_text (layout, text != NULL ? text : "", -1);
  if (width > 0)
    muster_layout_wrap (layout, width);
  return layout;
}

PangoLayout *
muster_pango_layout (MusterPrintCtx *ctx,
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
muster_pango_height (MusterPrintCtx *ctx,
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
muster_pango_width (MusterPrintCtx *ctx,
                    const char     *text,
                    const char     *font)
{
  g_autoptr(PangoLayout) layout = muster_pango_layout (ctx, text, font, 0, PANGO_ALIGN_LEFT);
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
muster_pango_box (MusterPrintCtx  *ctx,
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

/* The largest size at which the text fits its box with every word whole,
 * else the largest at which it fits at all (some word broken). */
static double
fit_size (MusterPrintCtx  *ctx,
          const char      *text,
          gboolean         markup,
          const char      *family,
          double           size,
          double           min_size,
          const MusterBox *box)
{
  for (int whole = 1; whole >= 0; whole--)
    for (double s = size; s >= min_size - 0.001; s -= 0.25)
      {
        g_autofree char *font = muster_font (family, s);
        g_autoptr(PangoLayout) layout = make_layout (ctx, text, markup, font, box->width, PANGO_ALIGN_LEFT);

        if (layout_fits (layout, box)
            && (!whole || g_object_get_data (G_OBJECT (layout), "muster-word-broken") == NULL))
          return s;
      }
  return 0;
}

double
muster_pango_fit_size (MusterPrintCtx  *ctx,
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
