/* muster-wrap-title.c: a header bar's title and subtitle that wrap. It has
 * AdwWindowTitle's CSS node (windowtitle) and its labels' classes, so it
 * looks the same on one line; a narrow header bar gets more lines, broken
 * between words and centred, as libadwaita's message dialogs do with their
 * heading, where AdwWindowTitle would end the title in "…".
 */
#include "config.h"

#include "muster-wrap-title.h"

struct _MusterWrapTitle
{
  GtkWidget parent_instance;

  GtkLabel *title_label;
  GtkLabel *subtitle_label;
};

enum
{
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterWrapTitle, muster_wrap_title, GTK_TYPE_WIDGET)

static GtkLabel *
add_label (MusterWrapTitle *self,
           const char      *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return GTK_LABEL (label);
}

GtkWidget *
muster_wrap_title_new (const char *title,
                       const char *subtitle)
{
  return g_object_new (MUSTER_TYPE_WRAP_TITLE, "title", title, "subtitle", subtitle, NULL);
}

const char *
muster_wrap_title_get_title (MusterWrapTitle *self)
{
  g_return_val_if_fail (MUSTER_IS_WRAP_TITLE (self), NULL);
  return gtk_label_get_text (self->title_label);
}

void
muster_wrap_title_set_title (MusterWrapTitle *self,
                             const char      *title)
{
  g_return_if_fail (MUSTER_IS_WRAP_TITLE (self));

  if (g_strcmp0 (title, gtk_label_get_text (self->title_label)) == 0)
    return;
  gtk_label_set_text (self->title_label, title);
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), title != NULL && *title != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
muster_wrap_title_get_subtitle (MusterWrapTitle *self)
{
  g_return_val_if_fail (MUSTER_IS_WRAP_TITLE (self), NULL);
  return gtk_label_get_text (self->subtitle_label);
}

void
muster_wrap_title_set_subtitle (MusterWrapTitle *self,
                                const char      *subtitle)
{
  g_return_if_fail (MUSTER_IS_WRAP_TITLE (self));

  if (g_strcmp0 (subtitle, gtk_label_get_text (self->subtitle_label)) == 0)
    return;
  gtk_label_set_text (self->subtitle_label, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), subtitle != NULL && *subtitle != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

static void
muster_wrap_title_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  MusterWrapTitle *self = MUSTER_WRAP_TITLE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, muster_wrap_title_get_title (self));
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, muster_wrap_title_get_subtitle (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_wrap_title_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  MusterWrapTitle *self = MUSTER_WRAP_TITLE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      muster_wrap_title_set_title (self, g_value_get_string (value));
      break;
    case PROP_SUBTITLE:
      muster_wrap_title_set_subtitle (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_wrap_title_dispose (GObject *object)
{
  MusterWrapTitle *self = MUSTER_WRAP_TITLE (object);

  if (self->title_label != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->title_label));
  if (self->subtitle_label != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->subtitle_label));
  self->title_label = NULL;
  self->subtitle_label = NULL;
  G_OBJECT_CLASS (muster_wrap_title_parent_class)->dispose (object);
}

static void
muster_wrap_title_class_init (MusterWrapTitleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_wrap_title_get_property;
  object_class->set_property = muster_wrap_title_set_property;
  object_class->dispose = muster_wrap_title_dispose;

  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "windowtitle");
}

static void
muster_wrap_title_init (MusterWrapTitle *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  self->title_label = add_label (self, "title");
  self->subtitle_label = add_label (self, "subtitle");
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), FALSE);
}
