/* muster-wrap-box.c: two children, a text and its controls. They sit side
 * by side when the text can have its natural width, or at least TEXT_MIN
 * pixels, beside the controls' natural width; otherwise the controls go
 * below the text at their natural width, aligned to the end. So a row
 * never squeezes its words into a column of broken syllables. In a .ui
 * file its first child is the text, the second the controls.
 */
#include "config.h"

#include "muster-wrap-box.h"

#define TEXT_MIN 220            /* pixels the text keeps beside the controls */
#define SPACING 12              /* between the text and the controls, either way */

struct _MusterWrapBox
{
  GtkWidget parent_instance;

  GtkWidget *text;
  GtkWidget *controls;
  int text_min;                 /* pixels the text keeps beside the controls */
  gboolean wrapped;             /* as last allocated */
};

static void muster_wrap_box_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MusterWrapBox, muster_wrap_box, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, muster_wrap_box_buildable_init))

static GtkBuildableIface *parent_buildable;

/* The first child is the text, the second the controls. */
static void
append (MusterWrapBox *self,
        GtkWidget     *child)
{
  g_return_if_fail (self->controls == NULL);

  if (self->text == NULL)
    self->text = child;
  else
    self->controls = child;
  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

static void
muster_wrap_box_add_child (GtkBuildable *buildable,
                           GtkBuilder   *builder,
                           GObject      *child,
                           const char   *type)
{
  if (GTK_IS_WIDGET (child))
    append (MUSTER_WRAP_BOX (buildable), GTK_WIDGET (child));
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
muster_wrap_box_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = muster_wrap_box_add_child;
}

static int
measure_width (GtkWidget *child,
               int       *natural)
{
  int minimum;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, natural, NULL, NULL);
  return minimum;
}

/* Whether @width holds the text and the controls side by side. */
static gboolean
fits_side_by_side (MusterWrapBox *self,
                   int            width)
{
  int text_nat, controls_nat;
  int text_min;

  if (self->text == NULL || self->controls == NULL)
    return TRUE;
  text_min = measure_width (self->text, &text_nat);
  measure_width (self->controls, &controls_nat);
  return width - controls_nat - SPACING >= MAX (text_min, MIN (text_nat, self->text_min));
}

static void
muster_wrap_box_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  MusterWrapBox *self = MUSTER_WRAP_BOX (widget);

  if (self->text == NULL || self->controls == NULL)
    {
      *minimum = *natural = 0;
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int text_nat, controls_nat;
      int text_min = measure_width (self->text, &text_nat);
      int controls_min = measure_width (self->controls, &controls_nat);

      *minimum = MAX (text_min, controls_min);
      *natural = text_nat + SPACING + controls_nat;
      return;
    }

  if (for_size < 0 || fits_side_by_side (self, for_size))
    {
      int text_nat, controls_nat, text_min, controls_min, controls_width;
      int text_width = for_size;

      /* the controls on one line, at their natural width, as allocated */
      measure_width (self->controls, &controls_width);
      if (for_size >= 0)
        text_width = for_size - controls_width - SPACING;
      gtk_widget_measure (self->text, GTK_ORIENTATION_VERTICAL, text_width, &text_min, &text_nat, NULL, NULL);
      gtk_widget_measure (self->controls, GTK_ORIENTATION_VERTICAL, controls_width, &controls_min, &controls_nat, NULL, NULL);
      *minimum = MAX (text_min, controls_min);
      *natural = MAX (text_nat, controls_nat);
    }
  else
    {
      int text_min, text_nat, controls_min, controls_nat;

      gtk_widget_measure (self->text, GTK_ORIENTATION_VERTICAL, for_size, &text_min, &text_nat, NULL, NULL);
      gtk_widget_measure (self->controls, GTK_ORIENTATION_VERTICAL, for_size, &controls_min, &controls_nat, NULL, NULL);
      *minimum = text_min + SPACING / 2 + controls_min;
      *natural = text_nat + SPACING / 2 + controls_nat;
    }
}

static void
muster_wrap_box_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  MusterWrapBox *self = MUSTER_WRAP_BOX (widget);
  int controls_min, controls_nat;

  if (self->text == NULL || self->controls == NULL)
    return;
  measure_width (self->controls, &controls_nat);
  self->wrapped = !fits_side_by_side (self, width);
  if (!self->wrapped)
    {
      int text_width = width - controls_nat - SPACING;

      gtk_widget_allocate (self->text, text_width, height, -1, NULL);
      gtk_widget_allocate (self->controls, controls_nat, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width - controls_nat, 0)));
    }
  else
    {
      int text_height, controls_height, controls_width = MIN (controls_nat, width);

      gtk_widget_measure (self->text, GTK_ORIENTATION_VERTICAL, width, &text_height, NULL, NULL, NULL);
      gtk_widget_measure (self->controls, GTK_ORIENTATION_VERTICAL, controls_width, &controls_min, &controls_height, NULL, NULL);
      controls_height = MIN (controls_height, MAX (controls_min, height - text_height - SPACING / 2));
      gtk_widget_allocate (self->text, width, text_height, -1, NULL);
      gtk_widget_allocate (self->controls, controls_width, controls_height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width - controls_width,
                                                                                 height - controls_height)));
    }
}

static GtkSizeRequestMode
muster_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
muster_wrap_box_dispose (GObject *object)
{
  MusterWrapBox *self = MUSTER_WRAP_BOX (object);

  g_clear_pointer (&self->text, gtk_widget_unparent);
  g_clear_pointer (&self->controls, gtk_widget_unparent);
  G_OBJECT_CLASS (muster_wrap_box_parent_class)->dispose (object);
}

static void
muster_wrap_box_class_init (MusterWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_wrap_box_dispose;
  widget_class->measure = muster_wrap_box_measure;
  widget_class->size_allocate = muster_wrap_box_size_allocate;
  widget_class->get_request_mode = muster_wrap_box_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "wrapbox");
}

static void
muster_wrap_box_init (MusterWrapBox *self)
{
  self->text_min = TEXT_MIN;
}

/**
 * muster_wrap_box_new:
 * @text: the text part, which wraps
 * @controls: what acts on it, kept at its natural width
 *
 * Returns: (transfer floating): a box of the two
 */
GtkWidget *
muster_wrap_box_new (GtkWidget *text,
                     GtkWidget *controls)
{
  MusterWrapBox *self = g_object_new (MUSTER_TYPE_WRAP_BOX, NULL);

  append (self, text);
  append (self, controls);
  return GTK_WIDGET (self);
}

/* Sets how wide the text must be able to be for the controls to stay
 * beside it (at most its natural width; G_MAXINT: its natural width, for
 * a "text" of drop-downs that had better not ellipsize). */
void
muster_wrap_box_set_text_min (MusterWrapBox *self,
                              int            pixels)
{
  g_return_if_fail (MUSTER_IS_WRAP_BOX (self));

  self->text_min = pixels;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Whether the controls are below the text, as last laid out. */
gboolean
muster_wrap_box_is_wrapped (MusterWrapBox *self)
{
  g_return_val_if_fail (MUSTER_IS_WRAP_BOX (self), FALSE);

  return self->wrapped;
}
