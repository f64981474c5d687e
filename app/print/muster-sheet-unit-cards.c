/* muster-sheet-unit-cards.c: one card per unit type of an army, poker size
 * (63 × 88 mm) or large (70 × 120 mm), on the card grid with cut marks:
 * the name in both languages, category and cost, every profile field,
 * weapons with their bands, special rules, the faction; identical backs.
 * A face alone draws for the booklet too (muster_sheet_draw_unit_card).
 */
#include "config.h"

#include "muster-profile.h"
#include "muster-sheet-private.h"

#include <glib/gi18n-lib.h>

#define PAD      MUSTER_MM (2.5)
#define COL_GAP  5.0

/* What a card's face is drawn with. */
typedef struct
{
  MusterSystem *system;
  const MusterFaction *faction; /* named at the foot of a unit without its own */
  double scale;                 /* font sizes against the poker card */
} Face;

typedef struct
{
  MusterArmy *army;
  GPtrArray *types;             /* of const MusterUnitType*, each once */
  MusterCardGrid grid;
  MusterBacks backs;
  Face face;
  int n_pages;
} Cards;

static void
cards_free (gpointer data)
{
  Cards *cards = data;

  g_clear_object (&cards->army);
  g_clear_pointer (&cards->types, g_ptr_array_unref);
  g_free (cards);
}

static const char *
cards_title (void)
{
  return _("Unit cards");
}

static gboolean
cards_applies (GObject *document)
{
  return muster_sheet_is_army (document);
}

/* The height of one line of @font. */
static double
line_height (MusterPrintCtx *ctx, const char *font)
{
  return muster_pango_height (ctx, "Ag", font, 0);
}

/* Draws @text on one line of @box at the largest size from @size down
 * to @min that fits (cut and reported when none does). */
static void
fit_line (MusterPrintCtx *ctx, cairo_t *cr, const char *text, const char *family, double size,
          double min, const MusterBox *box, PangoAlignment align, MusterRgb colour)
{
  double s = muster_pango_fit_size (ctx, text, family, size, min, box);
  g_autofree char *font = muster_font (family, s > 0 ? s : min);

  muster_pango_box (ctx, cr, text, font, box, align, colour);
}

/* ---- a face ---- */

/* The card's header band: the name (in the other language too where it
 * differs), category, cost and the sample mark. Returns its height. */
static double
draw_header (cairo_t *cr, MusterPrintCtx *ctx, const Face *face, const MusterUnitType *type, double width)
{
  MusterSystem *system = face->system;
  double k = face->scale, inner = width - 2 * PAD, y = PAD * 0.8;
  const char *name = muster_text_get (&type->name);
  const char *other_lang = g_str_equal (muster_get_language (), "ru") ? "en" : "ru";
  const char *other = NULL;
  g_autofree char *name_font = NULL;
  g_autofree char *other_font = muster_font ("Sans Italic", 6.5 * k);
  g_autofree char *meta_font = muster_font ("Sans", 7 * k);
  g_autofree char *mark_font = muster_font ("Sans Bold", 6 * k);
  g_autofree char *cost = muster_format_cost (system, type->cost);
  g_autofree char *meta = NULL;
  const char *mark = type->sample ? C_("card", "SAMPLE") : NULL;
  MusterBox name_box = { PAD, y, inner, 0 };
  double size, name_h, other_h = 0, meta_h = line_height (ctx, meta_font), mark_w = 0, band;

  if (type->name.en != NULL && type->name.ru != NULL
      && g_strcmp0 (muster_text_get_lang (&type->name, other_lang), name) != 0)
    other = muster_text_get_lang (&type->name, other_lang);

  /* the name: two lines at most, as large as they allow */
  name_box.height = 2 * line_height (ctx, "Sans Bold 11") * k;
  size = muster_pango_fit_size (ctx, name, "Sans Bold", 11 * k, 7 * k, &name_box);
  name_font = muster_font ("Sans Bold", size > 0 ? size : 7 * k);
  name_h = MIN (muster_pango_height (ctx, name, name_font, inner), name_box.height);
  if (other != NULL)
    other_h = line_height (ctx, other_font);
  /* no cost where the rules give no prices */
  if (muster_system_declares_costs (system))
    meta = g_strdup_printf ("%s · %s", type->category != NULL ? muster_text_get (&type->category->name) : "—", cost);
  else
    meta = g_strdup (type->category != NULL ? muster_text_get (&type->category->name) : "—");

  band = y + name_h + other_h + 1 + meta_h + PAD * 0.6;
  cairo_rectangle (cr, 0, 0, width, band);
  muster_set_rgb (cr, MUSTER_TINT);
  cairo_fill (cr);

  name_box.height = name_h;
  muster_pango_box (ctx, cr, name, name_font, &name_box, PANGO_ALIGN_LEFT, MUSTER_INK);
  y += name_h;
  if (other != NULL)
    {
      MusterBox box = { PAD, y, inner, other_h };

      fit_line (ctx, cr, other, "Sans Italic", 6.5 * k, 5 * k, &box, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
      y += other_h;
    }
  y += 1;
  if (mark != NULL)
    {
      MusterBox box;

      mark_w = muster_pango_width (ctx, mark, mark_font);
      box = (MusterBox) { PAD + inner - mark_w, y + (meta_h - line_height (ctx, mark_font)) / 2,
                          mark_w, line_height (ctx, mark_font) };
      muster_pango_box (ctx, cr, mark, mark_font, &box, PANGO_ALIGN_RIGHT, MUSTER_ALERT);
    }
  {
    MusterBox box = { PAD, y, inner - (mark_w > 0 ? mark_w + 4 : 0), meta_h };

    fit_line (ctx, cr, meta, "Sans", 7 * k, 5 * k, &box, PANGO_ALIGN_LEFT, MUSTER_INK);
  }
  return band;
}

typedef enum
{
  CELL_LINE,                    /* label and value on one line */
  CELL_BESIDE,                  /* the label wrapped beside the value */
  CELL_BELOW,                   /* the value wrapped below the label */
} CellMode;

typedef struct
{
  const char *label;
  const char *value;
  CellMode mode;
  double value_w;
  double height;
} Cell;

/* How far down the label starts so that its first line sits on the
 * value's baseline. */
static double
label_shift (MusterPrintCtx *ctx, const char *label_font, const char *value_font)
{
  return MAX ((line_height (ctx, value_font) - line_height (ctx, label_font)) / 2 + 0.3, 0);
}

/* Lays a stat out: label and value on one line where they fit, else the
 * label wrapped beside a short value, else a long value below its label
 * (in a lighter face). */
static void
cell_measure (MusterPrintCtx *ctx, Cell *cell, const MusterProfileStat *stat, const char *label_font,
              const char *value_font, const char *text_font, double width)
{
  double shift = label_shift (ctx, label_font, value_font);

  cell->value = stat->value;
  cell->label = stat->label;
  cell->value_w = muster_pango_width (ctx, stat->value, value_font);
  if (muster_pango_width (ctx, stat->label, label_font) + 3 + cell->value_w > width
      && muster_pango_width (ctx, stat->short_label, label_font) + 3 + cell->value_w <= width)
    cell->label = stat->short_label;
  if (muster_pango_width (ctx, cell->label, label_font) + 3 + cell->value_w <= width)
    {
      cell->mode = CELL_LINE;
      cell->height = MAX (line_height (ctx, label_font) + shift, line_height (ctx, value_font));
    }
  else if (cell->value_w <= width / 3)
    {
      cell->mode = CELL_BESIDE;
      cell->height = MAX (muster_pango_height (ctx, cell->label, label_font, width - cell->value_w - 3) + shift,
                          line_height (ctx, value_font));
    }
  else
    {
      cell->mode = CELL_BELOW;
      cell->height = muster_pango_height (ctx, cell->label, label_font, width)
                     + muster_pango_height (ctx, cell->value, text_font, width);
    }
}

static void
cell_draw (cairo_t *cr, MusterPrintCtx *ctx, const Cell *cell, const char *label_font, const char *value_font,
           const char *text_font, double x, double y, double width, double height)
{
  double line = line_height (ctx, value_font);
  double shift = label_shift (ctx, label_font, value_font);

  if (cell->mode == CELL_BELOW)
    {
      MusterBox label = { x, y, width, height };
      double used = muster_pango_box (ctx, cr, cell->label, label_font, &label, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
      MusterBox value = { x, y + used, width, MAX (height - used, 0) };

      muster_pango_box (ctx, cr, cell->value, text_font, &value, PANGO_ALIGN_LEFT, MUSTER_INK);
      return;
    }
  {
    double label_w = cell->mode == CELL_LINE ? width : width - cell->value_w - 3;
    MusterBox label = { x, y + shift, label_w, MAX (height - shift, 0) };
    MusterBox value = { x, y, width, MIN (line, height) };

    muster_pango_box (ctx, cr, cell->label, label_font, &label, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
    muster_pango_box (ctx, cr, cell->value, value_font, &value, PANGO_ALIGN_RIGHT, MUSTER_INK);
  }
}

/* Every profile field and unit value, two to a row, from @top to at most
 * @bottom. Returns where it ends. */
static double
draw_stats (cairo_t *cr, MusterPrintCtx *ctx, const Face *face, const MusterUnitType *type, double width,
            double top, double bottom)
{
  MusterSystem *system = face->system;
  g_autoptr(GArray) stats = muster_profile_unit_stats (system, type);
  g_autofree char *label_font = muster_font ("Sans", 6.5 * face->scale);
  g_autofree char *value_font = muster_font ("Sans Bold", 7.5 * face->scale);
  g_autofree char *text_font = muster_font ("Sans", 7 * face->scale);
  double cell_w = (width - 2 * PAD - COL_GAP) / 2, y = top;
  g_autofree Cell *cells = g_new0 (Cell, stats->len + 1);

  for (guint i = 0; i < stats->len; i++)
    cell_measure (ctx, &cells[i], &g_array_index (stats, MusterProfileStat, i), label_font, value_font,
                  text_font, cell_w);
  for (guint i = 0; i < stats->len; i += 2)
    {
      double h = MAX (cells[i].height, i + 1 < stats->len ? cells[i + 1].height : 0);

      h = MIN (h, MAX (bottom - y, 0));
      for (guint c = 0; c < 2 && i + c < stats->len; c++)
        cell_draw (cr, ctx, &cells[i + c], label_font, value_font, text_font, PAD + c * (cell_w + COL_GAP), y,
                   cell_w, h);
      y += h + 1.2;
      cairo_move_to (cr, PAD, y - 0.6);
      cairo_rel_line_to (cr, width - 2 * PAD, 0);
      muster_set_rgb (cr, MUSTER_RULE);
      cairo_set_line_width (cr, 0.3);
      cairo_stroke (cr);
    }
  return y;
}

static char *
escape (const char *text)
{
  return g_markup_escape_text (text != NULL ? text : "", -1);
}

/* "<b>Heavy bow</b> Range 0-12 · Sh 3" and its bands below, smaller. */
static char *
weapons_markup (MusterSystem *system, const MusterUnitType *type)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint w = 0; type->weapons != NULL && w < type->weapons->len; w++)
    {
      const MusterWeapon *weapon = g_ptr_array_index (type->weapons, w);
      g_autofree char *title = muster_profile_weapon_title (weapon, w + 1);
      g_autofree char *stats = muster_profile_weapon_stats (system, weapon, TRUE, " · ");
      g_autofree char *bands = muster_profile_weapon_bands_text (weapon, " · ");
      g_autofree char *title_e = escape (title);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "<b>%s</b>", title_e);
      if (stats != NULL)
        {
          g_autofree char *stats_e = escape (stats);

          g_string_append_printf (text, "  %s", stats_e);
        }
      if (bands != NULL)
        {
          g_autofree char *bands_e = escape (bands);

          g_string_append_printf (text, "\n<span size='smaller'>%s</span>", bands_e);
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The special rules with their texts (and the unit's own text when
 * @with_unit_text), or with @names_only just their names. */
static char *
rules_markup (const MusterUnitType *type, gboolean names_only, gboolean with_unit_text)
{
  g_autoptr(GPtrArray) tags = muster_profile_unit_tags (type);
  g_autoptr(GString) text = g_string_new (NULL);

  if (names_only && tags->len > 0)
    {
      g_autofree char *names = muster_profile_tag_names (type, ", ");
      g_autofree char *label = escape (C_("card", "Special rules:"));
      g_autofree char *escaped = escape (names);

      g_string_append_printf (text, "<b>%s</b> %s", label, escaped);
    }
  for (guint i = 0; !names_only && i < tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (tags, i);
      g_autofree char *name = escape (muster_text_get (&tag->name));

      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (muster_text_is_set (&tag->text))
        {
          g_autofree char *body = escape (muster_text_get (&tag->text));

          g_string_append_printf (text, "<b>%s.</b> %s", name, body);
        }
      else
        g_string_append_printf (text, "<b>%s</b>", name);
    }
  if (with_unit_text && muster_text_is_set (&type->text))
    {
      g_autofree char *body = escape (muster_text_get (&type->text));

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "<i>%s</i>", body);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The rules in @box: with their texts where they fit, else their names. */
static void
draw_rules (cairo_t *cr, MusterPrintCtx *ctx, const Face *face, const MusterUnitType *type, const MusterBox *box)
{
  double k = face->scale;
  struct { gboolean names_only, unit_text; } tries[] = { { FALSE, TRUE }, { FALSE, FALSE }, { TRUE, TRUE },
                                                         { TRUE, FALSE } };
  g_autofree char *markup = NULL;
  double size = 0;

  if (box->height <= 0)
    return;
  for (guint t = 0; t < G_N_ELEMENTS (tries) && size == 0; t++)
    {
      g_free (markup);
      markup = rules_markup (type, tries[t].names_only, tries[t].unit_text);
      if (*markup == '\0')
        return;
      size = muster_markup_fit_size (ctx, markup, "Sans", 6.5 * k, 5.5 * k, box);
    }
  {
    g_autofree char *font = muster_font ("Sans", size > 0 ? size : 5.5 * k);

    muster_markup_box (ctx, cr, markup, font, box, PANGO_ALIGN_LEFT, MUSTER_INK);
  }
}

static void
draw_face (cairo_t *cr, MusterPrintCtx *ctx, const Face *face, const MusterUnitType *type, double width, double height)
{
  MusterSystem *system = face->system;
  double k = face->scale, inner = width - 2 * PAD;
  g_autofree char *foot_font = muster_font ("Sans", 6 * k);
  g_autofree char *weapon_font = muster_font ("Sans", 6.5 * k);
  g_autofree char *weapons = weapons_markup (system, type);
  const char *faction = type->faction != NULL ? muster_text_get (&type->faction->name)
                                              : face->faction != NULL ? muster_text_get (&face->faction->name) : "";
  double foot_h = line_height (ctx, foot_font);
  double bottom = height - PAD * 0.8 - foot_h;
  double y;

  /* the foot: the faction, small */
  {
    MusterBox box = { PAD, bottom, inner, foot_h };

    fit_line (ctx, cr, faction, "Sans", 6 * k, 4.5 * k, &box, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
    cairo_move_to (cr, PAD, bottom - 1.5);
    cairo_rel_line_to (cr, inner, 0);
    muster_set_rgb (cr, MUSTER_RULE);
    cairo_set_line_width (cr, 0.4);
    cairo_stroke (cr);
    bottom -= 3;
  }

  y = draw_header (cr, ctx, face, type, width) + PAD * 0.6;
  y = draw_stats (cr, ctx, face, type, width, y, bottom) + 1.5;

  if (*weapons != '\0')
    {
      /* the weapons take what they need, the rules the rest */
      MusterBox box = { PAD, y, inner, MAX (bottom - y, 0) };
      double h = MIN (muster_markup_height (ctx, weapons, weapon_font, inner), box.height);

      box.height = h;
      y += muster_markup_box (ctx, cr, weapons, weapon_font, &box, PANGO_ALIGN_LEFT, MUSTER_INK) + 2.5;
      cairo_move_to (cr, PAD, y - 1.2);
      cairo_rel_line_to (cr, inner, 0);
      muster_set_rgb (cr, MUSTER_RULE);
      cairo_set_line_width (cr, 0.3);
      cairo_stroke (cr);
    }
  {
    MusterBox box = { PAD, y, inner, bottom - y };

    draw_rules (cr, ctx, face, type, &box);
  }
}

void
muster_sheet_draw_unit_card (cairo_t              *cr,
                             MusterPrintCtx       *ctx,
                             MusterSystem         *system,
                             const MusterUnitType *type,
                             double                scale,
                             double                width,
                             double                height)
{
  Face face = { system, type->faction, scale };

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  draw_face (cr, ctx, &face, type, width, height);
  cairo_restore (cr);
}

static void
draw_card (cairo_t *cr, MusterPrintCtx *ctx, int card, double width, double height, gpointer data)
{
  Cards *cards = data;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (card < 0)
    muster_sheet_draw_card_back (cr, ctx, width, height,
                                 muster_text_get (muster_system_get_name (muster_army_get_system (cards->army))));
  else if ((guint) card < cards->types->len)
    draw_face (cr, ctx, &cards->face, g_ptr_array_index (cards->types, card), width, height);
}

/* ---- the sheet ---- */

static gpointer
cards_layout (GObject                  *document,
              const MusterSheetOptions *options,
              MusterPrintCtx           *ctx,
              GError                  **error)
{
  MusterArmy *army = MUSTER_ARMY (document);
  gboolean large = options->card == MUSTER_CARD_LARGE;
  double width_mm = large ? 70 : 63, height_mm = large ? 120 : 88;
  Cards *cards = g_new0 (Cards, 1);

  cards->army = g_object_ref (army);
  cards->types = g_ptr_array_new ();
  cards->backs = options->backs;
  cards->face.scale = large ? 1.12 : 1.0;
  cards->face.system = muster_army_get_system (army);
  cards->face.faction = muster_army_get_faction (army);
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    {
      const MusterUnitType *type = muster_army_get_unit (army, i)->type;

      if (!g_ptr_array_find (cards->types, type, NULL))
        g_ptr_array_add (cards->types, (gpointer) type);
    }
  if (!muster_card_grid_init (&cards->grid, ctx, width_mm, height_mm, 0, error))
    {
      cards_free (cards);
      return NULL;
    }
  cards->n_pages = muster_card_grid_n_pages (&cards->grid, (int) cards->types->len, cards->backs);
  return cards;
}

static int
cards_n_pages (gpointer data)
{
  return ((Cards *) data)->n_pages;
}

static void
cards_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  Cards *cards = data;

  muster_card_grid_draw_page (&cards->grid, ctx, cr, page, (int) cards->types->len, cards->backs,
                              draw_card, cards);
}

const MusterSheetClass muster_sheet_unit_cards = {
  .id = "unit-cards",
  .title = cards_title,
  .margin = MUSTER_MM (4),
  .applies = cards_applies,
  .layout = cards_layout,
  .n_pages = cards_n_pages,
  .draw = cards_draw,
  .free = cards_free,
};
