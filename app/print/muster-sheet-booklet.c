/* muster-sheet-booklet.c: the booklet of a published army list: a title
 * page, the contents with page numbers, the list's metadata and sources,
 * every unit's card as the unit-cards sheet draws it (scaled to three
 * across where the paper needs it), the special rules the units use, the
 * units' limits and the changelog, in one flow of pages. It prints a
 * published list, or the list an army was built on.
 */
#include "config.h"

#include "muster-booklet-private.h"
#include "muster-published-list.h"

#include <glib/gi18n-lib.h>

#define CARD_W    MUSTER_MM (63)
#define CARD_H    MUSTER_MM (88)
#define CARD_GAP  MUSTER_MM (4)
#define ROW_GAP   MUSTER_MM (1)
#define MIN_SCALE 0.8

static void
entry_free (gpointer data)
{
  MusterBookletEntry *entry = data;

  g_free (entry->label);
  g_free (entry);
}

static void
booklet_free (gpointer data)
{
  MusterBooklet *booklet = data;

  g_clear_pointer (&booklet->flow, muster_flow_free);
  g_clear_pointer (&booklet->entries, g_ptr_array_unref);
  g_clear_object (&booklet->system);
  g_free (booklet);
}

static const char *
booklet_title (void)
{
  return _("List booklet");
}

static gboolean
booklet_applies (GObject *document)
{
  return MUSTER_IS_PUBLISHED_LIST (document) || muster_sheet_is_army (document);
}

void
muster_booklet_mark (MusterBooklet      *booklet,
                     MusterBookletEntry *entry)
{
  entry->block = muster_flow_get_n_blocks (booklet->flow);
}

static MusterBookletEntry *
add_entry (MusterBooklet *booklet, const char *label, gboolean sub)
{
  MusterBookletEntry *entry = g_new0 (MusterBookletEntry, 1);

  entry->label = g_strdup (label);
  entry->sub = sub;
  g_ptr_array_add (booklet->entries, entry);
  return entry;
}

/* ---- the title page ---- */

typedef struct
{
  char *text;
  char *font;
  MusterRgb colour;
  double space;                 /* above it */
} Line;

static void
line_clear (gpointer data)
{
  Line *line = data;

  g_free (line->text);
  g_free (line->font);
}

static void
add_line (GArray *lines, const char *text, const char *font, MusterRgb colour, double space)
{
  Line line = { g_strdup (text), g_strdup (font), colour, space };

  if (text != NULL && *text != '\0')
    g_array_append_val (lines, line);
  else
    line_clear (&line);
}

/* Lines centred one below the other from @y; returns where they end. */
static double
draw_lines (cairo_t *cr, MusterPrintCtx *ctx, GArray *lines, const MusterBox *box, double y)
{
  for (guint i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);
      double h = muster_pango_height (ctx, line->text, line->font, box->width);
      MusterBox at = { box->x, y + line->space, box->width, MIN (h, MAX (box->y + box->height - y - line->space, 0)) };

      y += line->space + muster_pango_box (ctx, cr, line->text, line->font, &at, PANGO_ALIGN_CENTER, line->colour);
    }
  return y;
}

static double
lines_height (MusterPrintCtx *ctx, GArray *lines, double width)
{
  double h = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      h += line->space + muster_pango_height (ctx, line->text, line->font, width);
    }
  return h;
}

static void
draw_rule (cairo_t *cr, double x, double y, double width)
{
  cairo_move_to (cr, x, y);
  cairo_rel_line_to (cr, width, 0);
  muster_set_rgb (cr, MUSTER_RULE);
  cairo_set_line_width (cr, 0.8);
  cairo_stroke (cr);
}

#define TITLE_TOP    MUSTER_MM (12)
#define TITLE_BOTTOM MUSTER_MM (10)

/* The name (in @name_font), the other name, period, version, date and the
 * sample note, in @body. */
static void
title_body (GArray *body, const MusterFaction *faction, const char *name_font, char **version)
{
  const char *name = muster_text_get (&faction->name);
  const char *other_lang = g_str_equal (muster_get_language (), "ru") ? "en" : "ru";
  const char *other = muster_text_get_lang (&faction->name, other_lang);

  g_array_set_size (body, 0);
  add_line (body, name, name_font, MUSTER_INK, 0);
  if (other != NULL && g_strcmp0 (other, name) != 0)
    add_line (body, other, "Serif Italic 15", MUSTER_INK_SOFT, 4);
  add_line (body, muster_text_get (&faction->epoch), "Sans 13", MUSTER_INK, 14);
  if (faction->version != NULL)
    {
      g_free (*version);
      /* TRANSLATORS: on a booklet's title page: "Version 1.0.0" */
      *version = g_strdup_printf (_("Version %s"), faction->version);
      add_line (body, *version, "Sans Bold 12", MUSTER_INK, 22);
    }
  if (faction->date != NULL)
    add_line (body, faction->date, "Sans 10", MUSTER_INK_SOFT, 3);
  if (faction->sample)
    add_line (body, _("The faction's data is a sample, not published figures."), "Sans Italic 9", MUSTER_ALERT, 12);
}

/* The list's name as large as it fits (three lines at most, and smaller
 * where the rest of the page needs the room), its other name, the period,
 * the version and date; the author, licence and system at the foot. */
static void
draw_title_page (cairo_t *cr, MusterPrintCtx *ctx, const MusterBox *box, gpointer data)
{
  MusterBooklet *booklet = data;
  const MusterFaction *faction = booklet->faction;
  const char *name = muster_text_get (&faction->name);
  double inner = box->width * 0.86, x = box->x + (box->width - inner) / 2;
  g_autoptr(GArray) head = g_array_new (FALSE, TRUE, sizeof (Line));
  g_autoptr(GArray) body = g_array_new (FALSE, TRUE, sizeof (Line));
  g_autoptr(GArray) foot = g_array_new (FALSE, TRUE, sizeof (Line));
  g_autofree char *version = NULL;
  g_autofree char *author = NULL;
  g_autofree char *licence = NULL;
  MusterBox inner_box = { x, box->y, inner, box->height };
  double size, room, foot_h, y;

  g_array_set_clear_func (head, line_clear);
  g_array_set_clear_func (body, line_clear);
  g_array_set_clear_func (foot, line_clear);

  add_line (head, muster_text_get (muster_system_get_name (booklet->system)), "Sans 11", MUSTER_INK_SOFT, 0);
  /* TRANSLATORS: above the title of a list's booklet */
  add_line (head, _("Army list"), "Sans Bold 9", MUSTER_INK_PALE, 2);
  if (faction->author != NULL)
    {
      /* TRANSLATORS: on a booklet's title page: "By Muster" */
      author = g_strdup_printf (_("By %s"), faction->author);
      add_line (foot, author, "Sans 10", MUSTER_INK, 0);
    }
  if (faction->licence != NULL)
    {
      /* TRANSLATORS: on a booklet's title page: "Licence: CC BY 4.0" */
      licence = g_strdup_printf (_("Licence: %s"), faction->licence);
      add_line (foot, licence, "Sans 9", MUSTER_INK_SOFT, 3);
    }
  /* TRANSLATORS: at the foot of a booklet's title page */
  add_line (foot, _("Published with Muster"), "Sans 8", MUSTER_INK_PALE, 10);
  foot_h = lines_height (ctx, foot, inner);

  /* the room the body has between the head and the foot, with their rules */
  room = box->height - TITLE_TOP - lines_height (ctx, head, inner) - 24 - foot_h - TITLE_BOTTOM - 26;
  {
    MusterBox name_box = { x, 0, inner, MIN (3 * muster_pango_height (ctx, "Ag", "Serif Bold 40", 0), room) };

    size = muster_pango_fit_size (ctx, name, "Serif Bold", 40, 14, &name_box);
  }
  for (size = size > 0 ? size : 14;; size -= 1)
    {
      g_autofree char *font = muster_font ("Serif Bold", size);

      title_body (body, faction, font, &version);
      if (lines_height (ctx, body, inner) <= room || size <= 10)
        break;
    }

  /* the head at the top, the body a third down (or below the head), the
   * foot at the bottom */
  y = draw_lines (cr, ctx, head, &inner_box, box->y + TITLE_TOP);
  draw_rule (cr, x, y + 8, inner);
  y += 24;
  y = MAX (y, MIN (box->y + box->height * 0.3, box->y + box->height - TITLE_BOTTOM - foot_h - 26
                                                 - lines_height (ctx, body, inner)));
  y = draw_lines (cr, ctx, body, &inner_box, y);
  {
    double top = MAX (y + 16, box->y + box->height - foot_h - TITLE_BOTTOM);

    draw_rule (cr, x, top - 10, inner);
    draw_lines (cr, ctx, foot, &inner_box, top);
  }
}

/* ---- the contents ---- */

#define FONT_ENTRY     "Sans 10"
#define FONT_SUB_ENTRY "Sans 9"
#define SUB_INDENT     MUSTER_MM (6)
#define NUMBER_WIDTH   MUSTER_MM (12)

typedef struct
{
  MusterBooklet *booklet;
  const MusterBookletEntry *entry;
} EntryLine;

static double
entry_height (MusterPrintCtx *ctx, const MusterBookletEntry *entry)
{
  double indent = entry->sub ? SUB_INDENT : 0;

  return muster_pango_height (ctx, entry->label, entry->sub ? FONT_SUB_ENTRY : FONT_ENTRY,
                              ctx->area.width - indent - NUMBER_WIDTH) + (entry->sub ? 1.5 : 4);
}

/* The label, dots and the page number of the block it points at. */
static void
draw_entry (cairo_t *cr, MusterPrintCtx *ctx, const MusterBox *box, gpointer data)
{
  EntryLine *line = data;
  const MusterBookletEntry *entry = line->entry;
  const char *font = entry->sub ? FONT_SUB_ENTRY : FONT_ENTRY;
  double indent = entry->sub ? SUB_INDENT : 0;
  int page = muster_flow_get_block_page (line->booklet->flow, entry->block) + 1;
  g_autofree char *number = g_strdup_printf ("%d", page);
  MusterBox label = { box->x + indent, box->y + (entry->sub ? 0 : 2.5), box->width - indent - NUMBER_WIDTH,
                      box->height };
  MusterBox right = { box->x + box->width - NUMBER_WIDTH, label.y, NUMBER_WIDTH, box->height };
  g_autoptr(PangoLayout) layout = muster_pango_layout (ctx, entry->label, font, label.width, PANGO_ALIGN_LEFT);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  PangoRectangle last;
  double baseline;

  muster_pango_box (ctx, cr, entry->label, font, &label, PANGO_ALIGN_LEFT, MUSTER_INK);
  muster_pango_box (ctx, cr, number, font, &right, PANGO_ALIGN_RIGHT, MUSTER_INK);

  /* dots from the end of the label's last line to the number */
  while (!pango_layout_iter_at_last_line (iter))
    pango_layout_iter_next_line (iter);
  pango_layout_iter_get_line_extents (iter, NULL, &last);
  baseline = label.y + pango_units_to_double (pango_layout_iter_get_baseline (iter));
  pango_layout_iter_free (iter);
  {
    double from = label.x + pango_units_to_double (last.x + last.width) + 4;
    double to = right.x + NUMBER_WIDTH - muster_pango_width (ctx, number, font) - 4;

    cairo_save (cr);
    muster_set_rgb (cr, MUSTER_INK_PALE);
    cairo_new_path (cr);
    for (double dot = from; dot + 1 < to; dot += 4)
      {
        cairo_new_sub_path (cr);
        cairo_arc (cr, dot + 0.5, baseline - 1, 0.45, 0, 2 * G_PI);
        cairo_fill (cr);
      }
    cairo_restore (cr);
  }
}

static void
add_contents (MusterBooklet *booklet, MusterPrintCtx *ctx)
{
  /* TRANSLATORS: the heading of a booklet's table of contents */
  muster_flow_title (booklet->flow, _("Contents"));
  muster_flow_gap (booklet->flow, 6);
  for (guint i = 0; i < booklet->entries->len; i++)
    {
      EntryLine *line = g_new0 (EntryLine, 1);

      line->booklet = booklet;
      line->entry = g_ptr_array_index (booklet->entries, i);
      muster_flow_custom (booklet->flow, entry_height (ctx, line->entry), draw_entry, line, g_free);
    }
}

/* ---- the cards ---- */

typedef struct
{
  MusterBooklet *booklet;
  GPtrArray *types;             /* of const MusterUnitType*: this row's */
  guint columns;                /* of every row: a short last row starts where the others do */
  double scale;
} CardRow;

static void
card_row_free (gpointer data)
{
  CardRow *row = data;

  g_ptr_array_unref (row->types);
  g_free (row);
}

/* A row of cards, centred, each framed by a hairline. */
static void
draw_card_row (cairo_t *cr, MusterPrintCtx *ctx, const MusterBox *box, gpointer data)
{
  CardRow *row = data;
  double w = CARD_W * row->scale, h = CARD_H * row->scale;
  double x0 = box->x + (box->width - row->columns * w - (row->columns - 1) * CARD_GAP) / 2;

  for (guint i = 0; i < row->types->len; i++)
    {
      double x = x0 + i * (w + CARD_GAP);

      cairo_save (cr);
      cairo_translate (cr, x, box->y);
      cairo_scale (cr, row->scale, row->scale);
      muster_sheet_draw_unit_card (cr, ctx, row->booklet->system, g_ptr_array_index (row->types, i), 1.0, CARD_W,
                                   CARD_H);
      cairo_restore (cr);
      cairo_rectangle (cr, x, box->y, w, h);
      muster_set_rgb (cr, 0x9a978c);
      cairo_set_line_width (cr, 0.4);
      cairo_stroke (cr);
    }
}

/* The largest scale up to 1 at which @n cards of @size, @gap apart, fit
 * @room. */
static double
fit_scale (guint n, double size, double gap, double room)
{
  return MIN (1.0, (room - (n - 1) * gap) / (n * size));
}

/* Three cards across and three rows to a page (the first one under the
 * title) where they keep at least MIN_SCALE of their size, else fewer. */
static void
card_layout (MusterBooklet *booklet, MusterPrintCtx *ctx, const char *title, guint *columns, double *scale)
{
  double width = ctx->area.width;
  double height = muster_flow_get_page_height (booklet->flow)
                  - muster_pango_height (ctx, title, MUSTER_FONT_TITLE, width) - 4;
  double sw = 0, sh = 0;
  guint rows;

  for (*columns = 3; *columns > 1; (*columns)--)
    if ((sw = fit_scale (*columns, CARD_W, CARD_GAP, width)) >= MIN_SCALE)
      break;
  if (*columns == 1)
    sw = fit_scale (1, CARD_W, CARD_GAP, width);
  /* a row is its cards, ROW_GAP and the flow's gap after a block (4 pt) */
  for (rows = 3; rows > 1; rows--)
    if ((sh = fit_scale (rows, CARD_H, ROW_GAP + 4, height - ROW_GAP)) >= MIN_SCALE)
      break;
  if (rows == 1)
    sh = fit_scale (1, CARD_H, ROW_GAP + 4, height - ROW_GAP);
  *scale = MAX (MIN (sw, sh), 0.1);
}

static void
add_cards (MusterBooklet *booklet, MusterPrintCtx *ctx, MusterBookletEntry *units_entry,
           MusterBookletEntry **unit_entries)
{
  GPtrArray *units = booklet->faction->units;
  /* TRANSLATORS: the heading of the booklet's unit cards */
  const char *title = C_("booklet", "Units");
  guint columns;
  double scale;

  card_layout (booklet, ctx, title, &columns, &scale);
  muster_flow_page_break (booklet->flow);
  muster_booklet_mark (booklet, units_entry);
  muster_flow_title (booklet->flow, title);
  for (guint i = 0; i < units->len; i += columns)
    {
      CardRow *row = g_new0 (CardRow, 1);

      row->booklet = booklet;
      row->scale = scale;
      row->columns = columns;
      row->types = g_ptr_array_new ();
      for (guint c = 0; c < columns && i + c < units->len; c++)
        {
          g_ptr_array_add (row->types, g_ptr_array_index (units, i + c));
          muster_booklet_mark (booklet, unit_entries[i + c]);
        }
      muster_flow_custom (booklet->flow, CARD_H * scale + ROW_GAP, draw_card_row, row, card_row_free);
    }
}

/* ---- the sheet ---- */

static gpointer
booklet_layout (GObject                  *document,
                const MusterSheetOptions *options,
                MusterPrintCtx           *ctx,
                GError                  **error)
{
  MusterBooklet *booklet = g_new0 (MusterBooklet, 1);
  GPtrArray *units;
  g_autofree MusterBookletEntry **unit_entries = NULL;
  MusterBookletEntry *about, *sources, *cards, *glossary, *limits, *changes;
  g_autofree char *running = NULL;
  g_autofree char *title = NULL;

  if (MUSTER_IS_PUBLISHED_LIST (document))
    {
      booklet->system = g_object_ref (muster_published_list_get_system (MUSTER_PUBLISHED_LIST (document)));
      booklet->faction = muster_published_list_get_faction (MUSTER_PUBLISHED_LIST (document));
    }
  else
    {
      booklet->system = g_object_ref (muster_army_get_system (MUSTER_ARMY (document)));
      booklet->faction = muster_army_get_faction (MUSTER_ARMY (document));
    }
  units = booklet->faction->units;
  booklet->flow = muster_flow_new (ctx);
  booklet->entries = g_ptr_array_new_with_free_func (entry_free);

  {
    g_autoptr(MusterPublishedList) list = muster_published_list_new (booklet->system, booklet->faction);

    title = muster_published_list_dup_title (list);
  }
  /* TRANSLATORS: the running head of a list's booklet: "France 1.0.0 · Clouds of Smoke" */
  running = g_strdup_printf (_("%s · %s"), title, muster_text_get (muster_system_get_name (booklet->system)));
  muster_flow_set_running (booklet->flow, running);
  muster_flow_set_footer (booklet->flow, title);
  muster_flow_set_title_page (booklet->flow, TRUE);

  /* the contents' entries first: their lines come before what they name */
  about = add_entry (booklet, _("About this list"), FALSE);
  sources = add_entry (booklet, _("Sources"), FALSE);
  cards = add_entry (booklet, C_("booklet", "Units"), FALSE);
  unit_entries = g_new0 (MusterBookletEntry *, units->len + 1);
  for (guint i = 0; i < units->len; i++)
    {
      const MusterUnitType *type = g_ptr_array_index (units, i);

      unit_entries[i] = add_entry (booklet, muster_text_get (&type->name), TRUE);
    }
  glossary = add_entry (booklet, _("Special rules"), FALSE);
  limits = add_entry (booklet, _("Unit limits"), FALSE);
  changes = add_entry (booklet, _("Changes"), FALSE);

  muster_flow_custom (booklet->flow, ctx->area.height, draw_title_page, booklet, NULL);
  muster_flow_page_break (booklet->flow);
  add_contents (booklet, ctx);
  muster_flow_page_break (booklet->flow);
  muster_booklet_add_about (booklet, ctx, about, sources);
  add_cards (booklet, ctx, cards, unit_entries);
  muster_flow_page_break (booklet->flow);
  muster_booklet_add_glossary (booklet, ctx, glossary);
  muster_booklet_add_limits (booklet, ctx, limits);
  muster_booklet_add_changes (booklet, ctx, changes);

  booklet->n_pages = muster_flow_paginate (booklet->flow);
  return booklet;
}

static int
booklet_n_pages (gpointer data)
{
  return ((MusterBooklet *) data)->n_pages;
}

static void
booklet_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  muster_flow_draw_page (((MusterBooklet *) data)->flow, cr, page);
}

const MusterSheetClass muster_sheet_booklet = {
  .id = "booklet",
  .title = booklet_title,
  .margin = MUSTER_MM (12),
  .applies = booklet_applies,
  .layout = booklet_layout,
  .n_pages = booklet_n_pages,
  .draw = booklet_draw,
  .free = booklet_free,
};
