/* muster-list-card.c: a unit's card as the print shop draws it, larger
 * than its true size (at 96 pixels per inch) so that its words can be
 * read, as large as its room allows. It keeps the system it was given, so
 * that a unit with an error shows its card as it last was.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-card.h"
#include "muster-unit-card.h"

#define SCREEN_SCALE (96.0 / 72.0)

struct _MusterListCard
{
  GtkWidget parent_instance;

  MusterSystem *system;
  const MusterUnitType *unit;
};

G_DEFINE_FINAL_TYPE (MusterListCard, muster_list_card, GTK_TYPE_WIDGET)

/* At its true size a card's 6 pt text is 8 pixels: the preview asks for
 * 1.3 times that at the least (10 pixels, so that the card with its pane's
 * margins fits a window of 360 pixels), 1.75 times when there is room, and
 * draws as large as its room allows, whole. */
#define PREVIEW_MIN_SCALE 1.3
#define PREVIEW_SCALE 1.75

static GtkSizeRequestMode
muster_list_card_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
muster_list_card_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  double width = MUSTER_UNIT_CARD_WIDTH (FALSE) * SCREEN_SCALE;
  double height = MUSTER_UNIT_CARD_HEIGHT (FALSE) * SCREEN_SCALE;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) (width * PREVIEW_MIN_SCALE + 0.5) + 2;
      *natural = (int) (width * PREVIEW_SCALE + 0.5) + 2;
    }
  else
    {
      double w = for_size > 0 ? for_size - 2 : width * PREVIEW_SCALE;

      *minimum = (int) (height + 0.5) + 2;
      *natural = MAX (*minimum, (int) (w * height / width + 0.5) + 2);
    }
}

/* How much larger than its true size the card is drawn in the room it has. */
static double
fit_scale (GtkWidget *widget)
{
  double width = MUSTER_UNIT_CARD_WIDTH (FALSE) * SCREEN_SCALE;
  double height = MUSTER_UNIT_CARD_HEIGHT (FALSE) * SCREEN_SCALE;
  double w = gtk_widget_get_width (widget) - 2;
  double h = gtk_widget_get_height (widget) - 2;

  return MAX (0.25, MIN (w / width, h / height));
}

static void
muster_list_card_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  MusterListCard *self = MUSTER_LIST_CARD (widget);
  double scale = SCREEN_SCALE * fit_scale (widget);
  double width = MUSTER_UNIT_CARD_WIDTH (FALSE) * scale;
  double height = MUSTER_UNIT_CARD_HEIGHT (FALSE) * scale;
  cairo_t *cr;

  if (self->unit == NULL)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width + 2, height + 2));
  cairo_translate (cr, 1, 1);
  cairo_scale (cr, scale, scale);
  /* the paper */
  cairo_rectangle (cr, 0, 0, MUSTER_UNIT_CARD_WIDTH (FALSE), MUSTER_UNIT_CARD_HEIGHT (FALSE));
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  muster_unit_card_draw (cr, self->system, self->unit, FALSE);
  /* the card's edge */
  cairo_rectangle (cr, 0, 0, MUSTER_UNIT_CARD_WIDTH (FALSE), MUSTER_UNIT_CARD_HEIGHT (FALSE));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 0.75);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
muster_list_card_dispose (GObject *object)
{
  MusterListCard *self = MUSTER_LIST_CARD (object);

  self->unit = NULL;
  g_clear_object (&self->system);
  G_OBJECT_CLASS (muster_list_card_parent_class)->dispose (object);
}

static void
muster_list_card_class_init (MusterListCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_list_card_dispose;
  widget_class->get_request_mode = muster_list_card_get_request_mode;
  widget_class->measure = muster_list_card_measure;
  widget_class->snapshot = muster_list_card_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
muster_list_card_init (MusterListCard *self)
{
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_START);
}

GtkWidget *
muster_list_card_new (void)
{
  return g_object_new (MUSTER_TYPE_LIST_CARD, NULL);
}

void
muster_list_card_set_unit (MusterListCard *self,
                           MusterSystem   *system,
                           const char     *faction_id,
                           const char     *version,
                           const char     *unit_id)
{
  const MusterFaction *faction = NULL;
  const MusterUnitType *unit = NULL;

  g_return_if_fail (MUSTER_IS_LIST_CARD (self));

  if (system != NULL && faction_id != NULL && unit_id != NULL)
    faction = version != NULL ? muster_system_lookup_faction_version (system, faction_id, version)
                              : muster_system_lookup_faction (system, faction_id);
  if (faction != NULL)
    unit = muster_faction_lookup_unit (faction, unit_id);
  g_set_object (&self->system, system);
  self->unit = unit;
  if (unit != NULL)
    {
      /* Translators: what a screen reader says of the list editor's card preview */
      g_autofree char *label = g_strdup_printf (_("Card of %s"), muster_text_get (&unit->name));

      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const MusterUnitType *
muster_list_card_get_unit (MusterListCard *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_CARD (self), NULL);

  return self->unit;
}
