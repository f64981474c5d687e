/* muster-list-units.c: the list editor's sidebar of units. Each row shows
 * a unit's name in the language of the day (its id while it has none) and
 * its cost; selecting one emits MusterListUnits::selected.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-units.h"
#include "muster-ui-util.h"

struct _MusterListUnits
{
  GtkWidget parent_instance;

  GtkListBox *list;
  GtkWidget *add_button;
  GtkWidget *remove_button;
  GtkWidget *up_button;
  GtkWidget *down_button;

  MusterListDoc *doc;
  gboolean building;
};

G_DEFINE_FINAL_TYPE (MusterListUnits, muster_list_units, GTK_TYPE_WIDGET)

enum { SELECTED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
row_selected_cb (MusterListUnits *self,
                 GtkListBoxRow   *row)
{
  if (row != NULL && !self->building)
    g_signal_emit (self, signals[SELECTED], 0, gtk_list_box_row_get_index (row));
}

static void
muster_list_units_dispose (GObject *object)
{
  MusterListUnits *self = MUSTER_LIST_UNITS (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIST_UNITS);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->doc);
  G_OBJECT_CLASS (muster_list_units_parent_class)->dispose (object);
}

static void
muster_list_units_class_init (MusterListUnitsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_list_units_dispose;

  /* MusterListUnits::selected: (index: int) a unit was selected */
  signals[SELECTED] = g_signal_new ("selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-list-units.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterListUnits, list);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnits, add_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnits, remove_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnits, up_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnits, down_button);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
}

static void
muster_list_units_init (MusterListUnits *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_ui_name_button (self->add_button, _("Add Unit"));
  muster_ui_name_button (self->remove_button, _("Remove Unit"));
  muster_ui_name_button (self->up_button, _("Move Unit Up"));
  muster_ui_name_button (self->down_button, _("Move Unit Down"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Units"), -1);
}

GtkWidget *
muster_list_units_new (void)
{
  return g_object_new (MUSTER_TYPE_LIST_UNITS, NULL);
}

/* The unit's name in the language of the day, else in the other, else its
 * id. */
static char *
unit_title (xmlNode *unit)
{
  const char *langs[] = { muster_get_language (), "en", "ru" };

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      MusterListSlot slot = { .element = unit, .child = "name", .lang = langs[i] };
      g_autofree char *name = muster_list_slot_get (&slot);

      if (*name != '\0')
        return g_steal_pointer (&name);
    }
  return muster_xml_get_attr (unit, "id");
}

static void
update_row (GtkListBoxRow *row, xmlNode *unit)
{
  GtkWidget *box = gtk_list_box_row_get_child (row);
  GtkWidget *name = gtk_widget_get_first_child (box);
  GtkWidget *cost = gtk_widget_get_next_sibling (name);
  g_autofree char *title = unit_title (unit);
  g_autofree char *value = muster_xml_get_attr (unit, "cost");

  gtk_label_set_text (GTK_LABEL (name), title != NULL ? title : "");
  gtk_label_set_text (GTK_LABEL (cost), value != NULL ? value : "");
}

void
muster_list_units_set_doc (MusterListUnits *self,
                           MusterListDoc   *doc,
                           guint            selected)
{
  g_autoptr(GPtrArray) units = NULL;

  g_return_if_fail (MUSTER_IS_LIST_UNITS (self));
  g_return_if_fail (MUSTER_IS_LIST_DOC (doc));

  g_set_object (&self->doc, doc);
  self->building = TRUE;
  muster_ui_remove_all (GTK_WIDGET (self->list));
  units = muster_list_doc_children (muster_list_doc_get_root (doc), "unit");
  for (guint i = 0; i < units->len; i++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *name = gtk_label_new (NULL);
      GtkWidget *cost = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_widget_add_css_class (cost, "dim-label");
      gtk_widget_add_css_class (cost, "numeric");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), cost);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      update_row (GTK_LIST_BOX_ROW (row), g_ptr_array_index (units, i));
      gtk_list_box_append (self->list, row);
    }
  self->building = FALSE;
  if (units->len > 0)
    muster_list_units_select (self, MIN (selected, units->len - 1));
}

void
muster_list_units_update (MusterListUnits *self)
{
  g_autoptr(GPtrArray) units = NULL;

  g_return_if_fail (MUSTER_IS_LIST_UNITS (self));

  if (self->doc == NULL)
    return;
  units = muster_list_doc_children (muster_list_doc_get_root (self->doc), "unit");
  for (guint i = 0; i < units->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, i);

      if (row != NULL)
        update_row (row, g_ptr_array_index (units, i));
    }
}

int
muster_list_units_get_selected (MusterListUnits *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (MUSTER_IS_LIST_UNITS (self), -1);

  row = gtk_list_box_get_selected_row (self->list);
  return row != NULL ? gtk_list_box_row_get_index (row) : -1;
}

void
muster_list_units_select (MusterListUnits *self,
                          guint            index)
{
  GtkListBoxRow *row;

  g_return_if_fail (MUSTER_IS_LIST_UNITS (self));

  row = gtk_list_box_get_row_at_index (self->list, index);
  if (row == NULL)
    return;
  if (gtk_list_box_get_selected_row (self->list) == row)
    g_signal_emit (self, signals[SELECTED], 0, (int) index);
  else
    gtk_list_box_select_row (self->list, row);
}
