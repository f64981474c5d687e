/* muster-sheet-ambush.c: ambush markers (001:70) on the order-card stock:
 * one marker for each unit the player hides, naming it on the hidden face,
 * and decoys that read "empty"; the same back as every other card, so the
 * opponent cannot tell a real marker from a false one.
 */
#include "config.h"

#include "muster-sheet-private.h"

#include <glib/gi18n-lib.h>

#define CARD_WIDTH_MM  80.0
#define CARD_HEIGHT_MM 20.0

typedef struct
{
  MusterCardGrid grid;
  const MusterAmbushMarker *marker;
  GPtrArray *names;             /* of char*: the hidden unit; NULL for a decoy */
  char *back;
  MusterBacks backs;
} Markers;

static void
markers_free (gpointer data)
{
  Markers *markers = data;

  g_ptr_array_unref (markers->names);
  g_free (markers->back);
  g_free (markers);
}

static const char *
ambush_title (void)
{
  return _("Ambush markers");
}

static gboolean
ambush_applies (GObject *document)
{
  return muster_sheet_is_army (document)
         && muster_system_get_ambush_marker (muster_army_get_system (MUSTER_ARMY (document))) != NULL;
}

static void
add_entry (Markers *markers, MusterArmy *army, guint index)
{
  const MusterArmyUnit *u;

  if (index >= muster_army_get_n_units (army))
    return;
  u = muster_army_get_unit (army, index);
  if (u->count > 1)
    /* TRANSLATORS: the units an ambush marker hides: "2 × Pikemen" */
    g_ptr_array_add (markers->names, g_strdup_printf (_("%u × %s"), u->count, muster_text_get (&u->type->name)));
  else
    g_ptr_array_add (markers->names, g_strdup (muster_text_get (&u->type->name)));
}

static gpointer
ambush_layout (GObject                  *document,
               const MusterSheetOptions *options,
               MusterPrintCtx           *ctx,
               GError                  **error)
{
  MusterArmy *army = MUSTER_ARMY (document);
  MusterSystem *system = muster_army_get_system (army);
  Markers *markers = g_new0 (Markers, 1);

  markers->marker = muster_system_get_ambush_marker (system);
  markers->names = g_ptr_array_new_with_free_func (g_free);
  markers->back = g_strdup (muster_text_get (muster_system_get_name (system)));
  markers->backs = options->backs;
  if (!muster_card_grid_init (&markers->grid, ctx, CARD_WIDTH_MM, CARD_HEIGHT_MM, 0, error))
    {
      markers_free (markers);
      return NULL;
    }
  if (options->ambush != NULL)
    for (guint i = 0; i < options->ambush->len; i++)
      add_entry (markers, army, g_array_index (options->ambush, guint, i));
  else
    for (guint i = 0; i < muster_army_get_n_units (army); i++)
      add_entry (markers, army, i);
  for (int i = 0; i < options->decoys; i++)
    g_ptr_array_add (markers->names, NULL);
  return markers;
}

static int
ambush_n_pages (gpointer data)
{
  Markers *markers = data;

  return muster_card_grid_n_pages (&markers->grid, markers->names->len, markers->backs);
}

static void
draw_marker (cairo_t *cr, MusterPrintCtx *ctx, int card, double width, double height, gpointer data)
{
  Markers *markers = data;
  const char *unit;
  double pad = MUSTER_MM (1.3);
  double inner = width - 2 * pad - MUSTER_MM (2);
  const char *title = muster_text_get (&markers->marker->name);
  double title_h = muster_pango_height (ctx, title, "Sans Bold 7", 0);
  MusterBox title_box = { pad + MUSTER_MM (1), pad, inner, title_h };
  MusterBox unit_box = { pad + MUSTER_MM (1), pad + title_h, inner, MUSTER_MM (8) };
  MusterBox text_box = { pad + MUSTER_MM (1), pad + title_h + MUSTER_MM (8), inner, 0 };
  double size;

  if (card < 0)
    {
      muster_sheet_draw_card_back (cr, ctx, width, height, markers->back);
      return;
    }
  unit = g_ptr_array_index (markers->names, card);
  text_box.height = height - pad - text_box.y;

  muster_pango_box (ctx, cr, title, "Sans Bold 7", &title_box, PANGO_ALIGN_LEFT, MUSTER_INK_SOFT);
  if (unit == NULL)
    unit = muster_text_get (&markers->marker->decoy);
  size = muster_pango_fit_size (ctx, unit, "Sans Bold", 13, 7, &unit_box);
  {
    g_autofree char *font = muster_font ("Sans Bold", size > 0 ? size : 7);

    muster_pango_box (ctx, cr, unit, font, &unit_box, PANGO_ALIGN_LEFT,
                      g_ptr_array_index (markers->names, card) == NULL ? MUSTER_ALERT : MUSTER_INK);
  }
  size = muster_pango_fit_size (ctx, muster_text_get (&markers->marker->text), "Sans", 6, 5, &text_box);
  {
    g_autofree char *font = muster_font ("Sans", size > 0 ? size : 5);

    muster_pango_box (ctx, cr, muster_text_get (&markers->marker->text), font, &text_box, PANGO_ALIGN_LEFT,
                      MUSTER_INK_SOFT);
  }
}

static void
ambush_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  Markers *markers = data;

  muster_card_grid_draw_page (&markers->grid, ctx, cr, page, markers->names->len, markers->backs,
                              draw_marker, markers);
}

const MusterSheetClass muster_sheet_ambush_markers = {
  .id = "ambush-markers",
  .title = ambush_title,
  .margin = MUSTER_MM (8),
  .applies = ambush_applies,
  .layout = ambush_layout,
  .n_pages = ambush_n_pages,
  .draw = ambush_draw,
  .free = markers_free,
};
