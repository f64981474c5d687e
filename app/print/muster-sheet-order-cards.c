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

typedef struct
{
  const MusterOrder *order;
  guint order_index;
  char *label;                  /* the unit or the army, printed small */
} Card;

typedef struct
{
  MusterCardGrid grid;
  GArray *cards;                /* of Card */
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

static void
add_set (Deck *deck, GPtrArray *orders, const char *label)
{
  for (guint i = 0; i < orders->len; i++)
    {
      Card card = { g_ptr_array_index (orders, i), i, g_strdup (label) };

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
  g_autofree char *title = muster_sheet_army_title (army);
  Deck *deck = g_new0 (Deck, 1);

  deck->cards = g_array_new (FALSE, TRUE, sizeof (Card));
  deck->back = g_strdup (muster_text_get (muster_system_get_name (system)));
  deck->backs = options->backs;
  if (!muster_card_grid_init (&deck->grid, ctx, CARD_WIDTH_MM, CARD_HEIGHT_MM, 0, error))
    {
      deck_free (deck);
      return NULL;
    }
  if (options->sets > 0)
    for (int s = 0; s < options->sets; s++)
      add_set (deck, orders, title);
  else
    {
      /* a set for every unit on the table, named after it, and a spare */
      for (guint i = 0; i < muster_army_get_n_units (army); i++)
        {
          const MusterArmyUnit *u = muster_army_get_unit (army, i);

          for (guint c = 0; c < u->count; c++)
            add_set (deck, orders, muster_text_get (&u->type->name));
        }
      add_set (deck, orders, title);
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
draw_face (cairo_t *cr, MusterPrintCtx *ctx, const Card *card, double width, double height)
{
  double pad = MUSTER_MM (1.3);
  double bar = MUSTER_MM (2.2);
  double x = bar + MUSTER_MM (1.6);
  double inner = width - x - pad;
  const char *name = muster_text_get (&card->order->name);
  const char *text = muster_text_is_set (&card->order->card) ? muster_text_get (&card->order->card)
                                                             : muster_text_get (&card->order->text);
  double name_w = muster_text_width (ctx, name, "Sans Bold 11");
  double name_h = muster_text_height (ctx, name, "Sans Bold 11", 0);
  MusterBox name_box = { x, pad - 1, MIN (name_w, inner * 0.6), name_h };
  MusterBox label_box = { x + name_box.width + MUSTER_MM (3), pad, inner - name_box.width - MUSTER_MM (3), 8 };
  MusterBox text_box = { x, pad + name_h - 0.5, inner, height - pad - (pad + name_h - 0.5) };
  double size;

  cairo_rectangle (cr, 0, 0, bar, height);
  muster_set_rgb (cr, stripes[card->order_index % G_N_ELEMENTS (stripes)]);
  cairo_fill (cr);

  muster_text_box (ctx, cr, name, "Sans Bold 11", &name_box, PANGO_ALIGN_LEFT, MUSTER_INK);
  muster_text_box (ctx, cr, card->label, "Sans 5.5", &label_box, PANGO_ALIGN_RIGHT, MUSTER_INK_SOFT);

  size = muster_text_fit_size (ctx, text, "Sans", 7, 6, &text_box);
  if (size > 0)
    {
      g_autofree char *font = muster_font ("Sans", size);

      muster_text_box (ctx, cr, text, font, &text_box, PANGO_ALIGN_LEFT, MUSTER_INK);
    }
  else
    {
      /* what does not fit at 6 pt is on the reference sheet, and the card
       * says so: a planned cut, not an overflow */
      const char *note = _("Full text: reference sheet");
      double note_h = muster_text_height (ctx, note, "Sans Italic 5.5", inner);
      MusterBox cut = text_box;
      MusterBox note_box = { x, height - pad - note_h, inner, note_h };
      gboolean overflow = ctx->overflow;

      cut.height -= note_h;
      muster_text_box (ctx, cr, text, "Sans 6", &cut, PANGO_ALIGN_LEFT, MUSTER_INK);
      ctx->overflow = overflow;
      muster_text_box (ctx, cr, note, "Sans Italic 5.5", &note_box, PANGO_ALIGN_RIGHT, MUSTER_INK_SOFT);
    }
}

static void
draw_card (cairo_t *cr, MusterPrintCtx *ctx, int card, double width, double height, gpointer data)
{
  Deck *deck = data;

  if (card < 0)
    muster_sheet_draw_card_back (cr, ctx, width, height, deck->back);
  else
    draw_face (cr, ctx, &g_array_index (deck->cards, Card, card), width, height);
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
