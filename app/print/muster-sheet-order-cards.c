/* muster-sheet-order-cards.c: order cards of exactly 80 × 20 mm (001:161:
 * the card lies behind an 8 cm base), for any system whose data declares
 * orders: the order's name large, its card text, the unit's or army's name
 * small; sets of every order, one per unit and a spare by default; the
 * shared back on the following page, mirrored for duplex printing.
 */
#include "config.h"

#include "muster-sheet-private.h"

#include <glib/gi18n-lib.h>

#define CARD_WIDTH_MM  80.0
#define CARD_HEIGHT_MM 20.0

#define NAME_FONT  "Sans Bold 9.5"

typedef struct
{
  const MusterOrder *order;
  guint order_index;
  char *label;                  /* the unit or the army, printed small */
  double label_size;            /* fitted beside the order's name */
} Card;

/* Where the parts of a face go. */
typedef struct
{
  double bar;
  MusterBox name;
  MusterBox label;
  MusterBox text;
} Face;

typedef struct
{
  MusterCardGrid grid;
  GArray *cards;                /* of Card */
  Face *faces;                  /* by order: where the parts of its face go */
  double *text_size;            /* by order: the card text's size; 0: cut, with a note */
  char *back;                   /* the back's label */
  MusterBacks backs;
} Deck;

/* One colour per order, so that a player finds the right card fast. */
static const MusterRgb stripes[] = { 0x3b6ea5, 0x5d8a3a, 0xb3261e, 0xc28a1e, 0x7a4e9a, 0x3a8a8a };

static void
deck_free (gpointer data)
{
  Deck *deck = data;

  for (guint i = 0; i < deck->cards->len; i++)
    g_free (g_array_index (deck->cards, Card, i).label);
  g_array_unref (deck->cards);
  g_free (deck->faces);
  g_free (deck->text_size);
  g_free (deck->back);
  g_free (deck);
}

static const char *
order_cards_title (void)
{
  return _("Order cards");
}

static gboolean
order_cards_applies (GObject *document)
{
  return muster_sheet_is_army (document)
         && muster_system_get_orders (muster_army_get_system (MUSTER_ARMY (document)))->len > 0;
}

static const char *
card_text (const MusterOrder *order)
{
  return muster_text_is_set (&order->card) ? muster_text_get (&order->card) : muster_text_get (&order->text);
}

static void
face_layout (MusterPrintCtx *ctx, const MusterOrder *order, double width, double height, Face *face)
{
  double pad = MUSTER_MM (0.9);
  double x = MUSTER_MM (1.8) + MUSTER_MM (1.2);
  double inner = width - x - pad;
  const char *name = muster_text_get (&order->name);
  double name_w = MIN (muster_pango_width (ctx, name, NAME_FONT), inner * 0.6);
  double name_h = muster_pango_height (ctx, name, NAME_FONT, 0);

  face->bar = MUSTER_MM (1.8);
  face->name = (MusterBox) { x, pad - 0.5, name_w, name_h };
  face->label = (MusterBox) { x + name_w + MUSTER_MM (3), pad, inner - name_w - MUSTER_MM (3), name_h - 1 };
  face->text = (MusterBox) { x, pad + name_h - 1, inner, height - pad - (pad + name_h - 1) };
}

/* The label's size: one or two lines beside the name, 5.5 pt down to 4.5. */
static double
label_size (MusterPrintCtx *ctx, const Face *face, const char *label)
{
  double size = muster_pango_fit_size (ctx, label, "Sans", 5.5, 4.5, &face->label);

  return size > 0 ? size : 4.5;
}

static void
add_set (Deck *deck, MusterPrintCtx *ctx, GPtrArray *orders, const char *label)
{
  for (guint i = 0; i < orders->len; i++)
    {
      Card card = { g_ptr_array_index (orders, i), i, g_strdup (label), 0 };
      /* the same label on the same order's card: fitted once */
      if (deck->cards->len >= orders->len)
        {
          const Card *same = &g_array_index (deck->cards, Card, deck->cards->len - orders->len);

          if (g_str_equal (same->label, label))
            card.label_size = same->label_size;
        }
      if (card.label_size == 0)
        card.label_size = label_size (ctx, &deck->faces[i], label);
      g_array_append_val (deck->cards, card);
    }
}

static gpointer
order_cards_layout (GObject                  *document,
                    const MusterSheetOptions *options,
                    MusterPrintCtx           *ctx,
                    GError                  **error)
{
  MusterArmy *army = MUSTER_ARMY (document);
  MusterSystem *system = muster_army_get_system (army);
  GPtrArray *orders = muster_system_get_orders (system);
  g_autofree char *title = muster_army_dup_title (army);
  Deck *deck = g_new0 (Deck, 1);

  deck->cards = g_array_new (FALSE, TRUE, sizeof (Card));
  deck->back = g_strdup (muster_text_get (muster_system_get_name (system)));
  deck->backs = options->backs;
  if (!muster_card_grid_init (&deck->grid, ctx, CARD_WIDTH_MM, CARD_HEIGHT_MM, 0, error))
    {
      deck_free (deck);
      return NULL;
    }
  /* each order's text is fitted once, 7 pt down to 6 */
  deck->faces = g_new0 (Face, orders->len);
  deck->text_size = g_new0 (double, orders->len);
  for (guint i = 0; i < orders->len; i++)
    {
      const MusterOrder *order = g_ptr_array_index (orders, i);

      face_layout (ctx, order, deck->grid.card_width, deck->grid.card_height, &deck->faces[i]);
      deck->text_size[i] = muster_pango_fit_size (ctx, card_text (order), "Sans", 7, 6, &deck->faces[i].text);
    }
  if (options->sets > 0)
    for (int s = 0; s < options->sets; s++)
      add_set (deck, ctx, orders, title);
  else
    {
      /* a set for every unit on the table, named after it, and a spare */
      for (guint i = 0; i < muster_army_get_n_units (army); i++)
        {
          const MusterArmyUnit *u = muster_army_get_unit (army, i);

          for (guint c = 0; c < u->count; c++)
            add_set (deck, ctx, orders, muster_text_get (&u->type->name));
        }
      add_set (deck, ctx, orders, title);
    }
  return deck;
}

static int
order_cards_n_pages (gpointer data)
{
  Deck *deck = data;

  return muster_card_grid_n_pages (&deck->grid, deck->cards->len, deck->backs);
}

static void
draw_face (cairo_t *cr, MusterPrintCtx *ctx, const Deck *deck, const Card *card, double width, double height)
{
  const char *text = card_text (card->order);
  double size = deck->text_size[card->order_index];
  g_autofree char *label_font = muster_font ("Sans", card->label_size);
  const Face *face = &deck->faces[card->order_index];

  cairo_rectangle (cr, 0, 0, face->bar, height);
  muster_set_rgb (cr, stripes[card->order_index % G_N_ELEMENTS (stripes)]);
  cairo_fill (cr);

  muster_pango_box (ctx, cr, muster_text_get (&card->order->name), NAME_FONT, &face->name, PANGO_ALIGN_LEFT,
                    MUSTER_INK);
  muster_pango_box (ctx, cr, card->label, label_font, &face->label, PANGO_ALIGN_RIGHT, MUSTER_INK_SOFT);

  if (size > 0)
    {
      g_autofree char *font = muster_font ("Sans", size);

      muster_pango_box (ctx, cr, text, font, &face->text, PANGO_ALIGN_LEFT, MUSTER_INK);
    }
  else
    {
      /* what does not fit at 6 pt is on the reference sheet, and the card
       * says so: a planned cut, not an overflow */
      const char *note = _("Full text: reference sheet");
      double note_h = muster_pango_height (ctx, note, "Sans Italic 5.5", face->text.width);
      MusterBox cut = face->text;
      MusterBox note_box = { face->text.x, face->text.y + face->text.height - note_h, face->text.width, note_h };
      gboolean overflow = ctx->overflow;

      cut.height -= note_h;
      muster_pango_box (ctx, cr, text, "Sans 6", &cut, PANGO_ALIGN_LEFT, MUSTER_INK);
      ctx->overflow = overflow;
      muster_pango_box (ctx, cr, note, "Sans Italic 5.5", &note_box, PANGO_ALIGN_RIGHT, MUSTER_INK_SOFT);
    }
}

static void
draw_card (cairo_t *cr, MusterPrintCtx *ctx, int card, double width, double height, gpointer data)
{
  Deck *deck = data;

  if (card < 0)
    muster_sheet_draw_card_back (cr, ctx, width, height, deck->back);
  else
    draw_face (cr, ctx, deck, &g_array_index (deck->cards, Card, card), width, height);
}

static void
order_cards_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  Deck *deck = data;

  muster_card_grid_draw_page (&deck->grid, ctx, cr, page, deck->cards->len, deck->backs, draw_card, deck);
}

const MusterSheetClass muster_sheet_order_cards = {
  .id = "order-cards",
  .title = order_cards_title,
  .margin = MUSTER_MM (8),
  .applies = order_cards_applies,
  .layout = order_cards_layout,
  .n_pages = order_cards_n_pages,
  .draw = order_cards_draw,
  .free = deck_free,
};
