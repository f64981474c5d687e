/* muster-sheet-action-board.c: the action board, one landscape page (turned
 * on portrait paper): the faction's actions and tactics from the data, each
 * with a 20 mm die slot, what D means, the commanders and their tiers, and
 * the army's derived values (action dice, strategic rating, columns ...).
 */
#include "config.h"

#include "muster-sheet-private.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#define GAP       MUSTER_MM (3)
#define PAD       MUSTER_MM (2)
#define COLUMNS   3

typedef struct
{
  MusterArmy *army;
  MusterPrintCtx land;          /* the page as the board sees it: landscape */
  gboolean turned;              /* drawn turned by 90° onto portrait paper */
  char *title;
  char *facts;                  /* commanders and derived values */
  const char *intro;            /* what D means */
  gboolean sample;
  double slot;                  /* the die slot's side: 20 mm, 18 mm on small paper */
  double text_size;             /* of the entries' texts, fitted to the page */
  double intro_size;            /* of what D means */
} Board;

static void
board_free (gpointer data)
{
  Board *board = data;

  g_clear_object (&board->army);
  g_clear_object (&board->land.pango);
  g_free (board->title);
  g_free (board->facts);
  g_free (board);
}

static const char *
board_title (void)
{
  return _("Action board");
}

static gboolean
board_applies (GObject *document)
{
  const MusterFaction *faction;

  if (!muster_sheet_is_army (document))
    return FALSE;
  faction = muster_army_get_faction (MUSTER_ARMY (document));
  return faction->actions != NULL && faction->actions->len > 0;
}

/* "Commander: Condé (Competent) · Action dice 4 · Strategic rating 5 · …" */
static char *
board_facts (MusterArmy *army)
{
  g_autoptr(MusterReport) report = muster_rules_check (army);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < muster_army_get_n_commanders (army); i++)
    {
      const MusterArmyCommander *c = muster_army_get_commander (army, i);

      if (c->name != NULL)
        g_ptr_array_add (parts, g_strdup_printf ("%s (%s)", c->name, muster_text_get (&c->tier->name)));
      else
        g_ptr_array_add (parts, g_strdup (muster_text_get (&c->tier->name)));
    }
  for (guint i = 0; i < report->values->len; i++)
    {
      const MusterValue *v = &g_array_index (report->values, MusterValue, i);
      g_autofree char *number = muster_format_local_number (v->value);

      if (!v->derived->hidden)
        /* TRANSLATORS: a derived value on the action board: "Action dice 4" */
        g_ptr_array_add (parts, g_strdup_printf (_("%s %s"), muster_text_get (&v->derived->name), number));
    }
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

static const MusterBoardEntry *
entry_at (const MusterFaction *faction, guint i, gboolean *tactic)
{
  guint n_actions = faction->actions->len;

  *tactic = i >= n_actions;
  if (!*tactic)
    return &g_array_index (faction->actions, MusterBoardEntry, i);
  return &g_array_index (faction->tactics, MusterBoardEntry, i - n_actions);
}

static guint
n_entries (const MusterFaction *faction)
{
  return faction->actions->len + (faction->tactics != NULL ? faction->tactics->len : 0);
}

static double
column_width (const Board *board)
{
  return (board->land.area.width - (COLUMNS - 1) * GAP) / COLUMNS;
}

static double
entry_height (Board *board, const MusterBoardEntry *e, double size)
{
  double text_w = column_width (board) - board->slot - 3 * PAD;
  g_autofree char *font = muster_font ("Sans", size);
  g_autofree char *bold = muster_font ("Sans Bold", size + 1.5);
  const char *text = muster_text_get (&e->text);
  double h = muster_pango_height (&board->land, muster_text_get (&e->name), bold, text_w)
             + 2 + muster_pango_height (&board->land, text, font, text_w);

  return MAX (h, board->slot) + 2 * PAD;
}

static double
header_height (Board *board)
{
  double w = board->land.area.width;
  g_autofree char *intro_font = muster_font ("Sans Italic", board->intro_size);

  return muster_pango_height (&board->land, board->title, "Sans Bold 15", w) + 3
         + muster_pango_height (&board->land, board->facts, "Sans 8.5", w) + 3
         + (board->intro != NULL ? muster_pango_height (&board->land, board->intro, intro_font, w) + 3 : 0)
         + (board->sample ? 12 : 0) + 4;
}

/* Rows of COLUMNS entries, actions first, a heading before the tactics. */
static double
grid_height (Board *board, const MusterFaction *faction, double size)
{
  double total = 0;
  guint n_actions = faction->actions->len;
  guint n_tactics = n_entries (faction) - n_actions;

  for (int part = 0; part < 2; part++)
    {
      guint first = part == 0 ? 0 : n_actions, count = part == 0 ? n_actions : n_tactics;

      if (count == 0)
        continue;
      total += 16;
      for (guint row = 0; row * COLUMNS < count; row++)
        {
          double h = 0;

          for (guint c = 0; c < COLUMNS && row * COLUMNS + c < count; c++)
            {
              gboolean tactic;

              h = MAX (h, entry_height (board, entry_at (faction, first + row * COLUMNS + c, &tactic), size));
            }
          total += h + GAP;
        }
    }
  return total;
}

static gpointer
board_layout (GObject                  *document,
              const MusterSheetOptions *options,
              MusterPrintCtx           *ctx,
              GError                  **error)
{
  MusterArmy *army = MUSTER_ARMY (document);
  MusterSystem *system = muster_army_get_system (army);
  const MusterFaction *faction = muster_army_get_faction (army);
  const MusterBoardInfo *info = muster_system_get_board (system);
  g_autofree char *army_title = muster_army_dup_title (army);
  Board *board = g_new0 (Board, 1);
  double room;

  board->army = g_object_ref (army);
  board->land = *ctx;
  board->land.pango = g_object_ref (ctx->pango);
  board->turned = ctx->page_width < ctx->page_height;
  if (board->turned)
    {
      board->land.page_width = ctx->page_height;
      board->land.page_height = ctx->page_width;
      board->land.area.x = ctx->area.y;
      board->land.area.y = ctx->page_width - ctx->area.x - ctx->area.width;
      board->land.area.width = ctx->area.height;
      board->land.area.height = ctx->area.width;
    }
  board->title = g_strdup_printf ("%s — %s", info != NULL ? muster_text_get (&info->name) : board_title (),
                                  army_title);
  board->facts = board_facts (army);
  board->intro = info != NULL ? muster_text_get (&info->text) : NULL;
  board->sample = faction->board_sample || (info != NULL && info->sample);

  /* the largest slots and texts that keep the board on one page: 20 mm
   * slots while they fit, 18 mm (a d6 still fits) on small paper */
  for (board->slot = MUSTER_MM (20); board->slot >= MUSTER_MM (18) - 0.01; board->slot -= MUSTER_MM (2))
    for (board->text_size = 8.5; board->text_size >= 6; board->text_size -= 0.25)
      for (board->intro_size = 8; board->intro_size >= 6; board->intro_size -= 0.5)
        {
          room = board->land.area.height - header_height (board);
          if (grid_height (board, faction, board->text_size) <= room)
            return board;
        }
  /* nothing fits: the smallest, and what is cut is reported */
  board->slot = MUSTER_MM (18);
  board->text_size = 6;
  board->intro_size = 6;
  return board;
}

static int
board_n_pages (gpointer data)
{
  return 1;
}

static void
draw_slot (Board *board, cairo_t *cr, double x, double y)
{
  double r = MUSTER_MM (2);
  static const double dash[] = { 2.0, 1.5 };

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + board->slot - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + board->slot - r, y + board->slot - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + board->slot - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  muster_set_rgb (cr, MUSTER_INK_SOFT);
  cairo_set_line_width (cr, 0.8);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static double
draw_entry (Board *board, cairo_t *cr, const MusterBoardEntry *e, gboolean tactic, double x, double y,
            double height)
{
  double w = column_width (board);
  double text_x = x + board->slot + 2 * PAD;
  double text_w = w - board->slot - 3 * PAD;
  g_autofree char *font = muster_font ("Sans", board->text_size);
  g_autofree char *bold = muster_font ("Sans Bold", board->text_size + 1.5);
  const char *text = muster_text_get (&e->text);
  MusterBox name_box = { text_x, y + PAD, text_w, height - 2 * PAD };
  MusterBox text_box;
  double name_h;

  cairo_rectangle (cr, x, y, w, height);
  muster_set_rgb (cr, tactic ? MUSTER_TINT_PALE : 0xffffff);
  cairo_fill_preserve (cr);
  muster_set_rgb (cr, MUSTER_RULE);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
  if (height >= board->slot + 2 * PAD - 0.01)
    draw_slot (board, cr, x + PAD, y + PAD);

  name_h = muster_pango_box (&board->land, cr, muster_text_get (&e->name), bold, &name_box, PANGO_ALIGN_LEFT,
                             MUSTER_INK);
  text_box = (MusterBox) { text_x, y + PAD + name_h + 2, text_w, height - 2 * PAD - name_h - 2 };
  muster_pango_box (&board->land, cr, text, font, &text_box, PANGO_ALIGN_LEFT, MUSTER_INK);
  return height;
}

static void
board_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  Board *board = data;
  const MusterFaction *faction = muster_army_get_faction (board->army);
  MusterPrintCtx *land = &board->land;
  double x = land->area.x, w = land->area.width, y = land->area.y;
  guint n_actions = faction->actions->len;
  guint n_tactics = n_entries (faction) - n_actions;
  MusterBox box;

  if (board->turned)
    {
      cairo_translate (cr, ctx->page_width, 0);
      cairo_rotate (cr, G_PI / 2);
    }
  land->overflow = FALSE;
  /* nothing is drawn outside the board's area */
  cairo_rectangle (cr, land->area.x, land->area.y, land->area.width, land->area.height);
  cairo_clip (cr);

  box = (MusterBox) { x, y, w, land->area.height };
  y += muster_pango_box (land, cr, board->title, "Sans Bold 15", &box, PANGO_ALIGN_LEFT, MUSTER_INK) + 3;
  box = (MusterBox) { x, y, w, land->area.y + land->area.height - y };
  y += muster_pango_box (land, cr, board->facts, "Sans 8.5", &box, PANGO_ALIGN_LEFT, MUSTER_INK) + 3;
  if (board->intro != NULL)
    {
      box = (MusterBox) { x, y, w, land->area.y + land->area.height - y };
      g_autofree char *intro_font = muster_font ("Sans Italic", board->intro_size);

      y += muster_pango_box (land, cr, board->intro, intro_font, &box, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT) + 3;
    }
  if (board->sample)
    {
      box = (MusterBox) { x, y, w, 12 };
      muster_pango_box (land, cr, _("Sample: this board's texts are not published rules."), "Sans Bold 8", &box,
                        PANGO_ALIGN_LEFT, MUSTER_ALERT);
      y += 12;
    }
  y += 4;

  for (int part = 0; part < 2; part++)
    {
      guint first = part == 0 ? 0 : n_actions, count = part == 0 ? n_actions : n_tactics;

      if (count == 0)
        continue;
      if (y + 16 > land->area.y + land->area.height)
        {
          land->overflow = TRUE;
          break;
        }
      box = (MusterBox) { x, y, w, 14 };
      muster_pango_box (land, cr, part == 0 ? C_("board", "Actions") : C_("board", "Tactics"), "Sans Bold 10.5",
                        &box, PANGO_ALIGN_LEFT, MUSTER_INK);
      y += 16;
      for (guint row = 0; row * COLUMNS < count; row++)
        {
          double h = 0;

          for (guint c = 0; c < COLUMNS && row * COLUMNS + c < count; c++)
            {
              gboolean tactic;

              h = MAX (h, entry_height (board, entry_at (faction, first + row * COLUMNS + c, &tactic),
                                        board->text_size));
            }
          /* a row that does not fit the page is cut, and reported */
          if (y + h > land->area.y + land->area.height + 0.01)
            {
              land->overflow = TRUE;
              h = MAX (land->area.y + land->area.height - y, 0);
            }
          for (guint c = 0; c < COLUMNS && row * COLUMNS + c < count; c++)
            {
              gboolean tactic;
              const MusterBoardEntry *e = entry_at (faction, first + row * COLUMNS + c, &tactic);

              if (h > 0)
                draw_entry (board, cr, e, tactic, x + c * (column_width (board) + GAP), y, h);
            }
          y += h + GAP;
        }
    }
  ctx->overflow |= land->overflow;
}

const MusterSheetClass muster_sheet_action_board = {
  .id = "action-board",
  .title = board_title,
  .margin = MUSTER_MM (10),
  .applies = board_applies,
  .layout = board_layout,
  .n_pages = board_n_pages,
  .draw = board_draw,
  .free = board_free,
};
