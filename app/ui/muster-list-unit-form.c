/* muster-list-unit-form.c: the form of one unit of a list. Its rows come
 * from the system's data (a row per unit field, a check button per tag, a
 * drop-down of its categories); it is built anew whenever the editor
 * selects a unit or the document's nodes change.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-field.h"
#include "muster-list-unit-form.h"
#include "muster-ui-util.h"

struct _MusterListUnitForm
{
  GtkWidget parent_instance;

  GtkListBox *unit_list;
  GtkWidget *profile_group;
  GtkListBox *profile_list;
  GtkWidget *tags_group;
  GtkFlowBox *tags_box;
  GtkWidget *add_limit_button;
  GtkBox *limits_box;

  MusterListDoc *doc;
  xmlNode *unit;
};

G_DEFINE_FINAL_TYPE (MusterListUnitForm, muster_list_unit_form, GTK_TYPE_WIDGET)

static void
add_limit_cb (MusterListUnitForm *self)
{
  if (self->doc != NULL && self->unit != NULL)
    muster_list_doc_add_child (self->doc, self->unit, "limit");
}

static void
muster_list_unit_form_dispose (GObject *object)
{
  MusterListUnitForm *self = MUSTER_LIST_UNIT_FORM (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIST_UNIT_FORM);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->doc);
  G_OBJECT_CLASS (muster_list_unit_form_parent_class)->dispose (object);
}

static void
muster_list_unit_form_class_init (MusterListUnitFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_list_unit_form_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-list-unit-form.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, unit_list);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, profile_group);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, profile_list);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, tags_group);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, tags_box);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, add_limit_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, limits_box);
  gtk_widget_class_bind_template_callback (widget_class, add_limit_cb);
}

static void
muster_list_unit_form_init (MusterListUnitForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_name_button (GTK_WIDGET (self->add_limit_button), _("Add Limit"));
}

GtkWidget *
muster_list_unit_form_new (void)
{
  return g_object_new (MUSTER_TYPE_LIST_UNIT_FORM, NULL);
}

static void
append_entry (MusterListUnitForm *self, GtkListBox *list, MusterListSlot slot, const char *title)
{
  gtk_list_box_append (list, muster_list_field_entry (self->doc, &slot, title));
}

static void
build_unit (MusterListUnitForm *self, MusterSystem *system)
{
  GPtrArray *categories = muster_system_get_categories (system);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  MusterListSlot category = { .element = self->unit, .attr = "category", .keep_empty = TRUE };

  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .attr = "id", .keep_empty = TRUE },
                _("Id"));
  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .child = "name", .lang = "en", .keep_empty = TRUE },
                _("Name (English)"));
  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .child = "name", .lang = "ru", .keep_empty = TRUE },
                _("Name (Russian)"));
  for (guint i = 0; i < categories->len; i++)
    {
      const MusterCategory *c = g_ptr_array_index (categories, i);

      g_ptr_array_add (ids, c->id);
      g_ptr_array_add (names, (gpointer) muster_text_get (&c->name));
    }
  gtk_list_box_append (self->unit_list, muster_list_field_combo (self->doc, &category, _("Category"), ids, names));
  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .attr = "cost", .keep_empty = TRUE },
                _("Cost"));
}

static void
build_profile (MusterListUnitForm *self, MusterSystem *system)
{
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_UNIT);

  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);

      append_entry (self, self->profile_list,
                    (MusterListSlot) { .element = self->unit, .child = "stat", .key_attr = "field", .key_value = field->id },
                    muster_text_get (&field->name));
    }
  gtk_widget_set_visible (self->profile_group, fields->len > 0);
}

static void
build_tags (MusterListUnitForm *self, MusterSystem *system)
{
  GPtrArray *tags = muster_system_get_tags (system);
  g_autoptr(GPtrArray) own = muster_list_doc_children (self->unit, "tag");

  for (guint i = 0; i < tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (tags, i);

      gtk_flow_box_append (self->tags_box, muster_list_field_tag_check (self->doc, self->unit, tag->id,
                                                                        muster_text_get (&tag->name)));
    }
  /* a rule the system does not have shows as written, to be taken away */
  for (guint i = 0; i < own->len; i++)
    {
      g_autofree char *ref = muster_xml_get_attr (g_ptr_array_index (own, i), "ref");

      if (ref != NULL && muster_system_lookup_tag (system, ref) == NULL)
        gtk_flow_box_append (self->tags_box, muster_list_field_tag_check (self->doc, self->unit, ref, ref));
    }
  gtk_widget_set_visible (self->tags_group, gtk_flow_box_get_child_at_index (self->tags_box, 0) != NULL);
}

static void
build_limits (MusterListUnitForm *self)
{
  g_autoptr(GPtrArray) limits = muster_list_doc_children (self->unit, "limit");

  for (guint i = 0; i < limits->len; i++)
    {
      xmlNode *node = g_ptr_array_index (limits, i);
      GtkWidget *list = gtk_list_box_new ();
      GtkWidget *min = muster_list_field_entry (self->doc, &(MusterListSlot) { .element = node, .attr = "min" },
                                                _("At least"));

      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (min), muster_list_field_remove_button (self->doc, node, _("Remove Limit")));
      gtk_list_box_append (GTK_LIST_BOX (list), min);
      append_entry (self, GTK_LIST_BOX (list), (MusterListSlot) { .element = node, .attr = "max" }, _("At most"));
      append_entry (self, GTK_LIST_BOX (list), (MusterListSlot) { .element = node, .attr = "when" }, _("Only while"));
      append_entry (self, GTK_LIST_BOX (list), (MusterListSlot) { .element = node, .child = "text", .lang = "en" },
                    _("In words (English)"));
      append_entry (self, GTK_LIST_BOX (list), (MusterListSlot) { .element = node, .child = "text", .lang = "ru" },
                    _("In words (Russian)"));
      gtk_box_append (self->limits_box, list);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->limits_box), limits->len > 0);
}

void
muster_list_unit_form_set_unit (MusterListUnitForm *self,
                                MusterListDoc      *doc,
                                MusterSystem       *system,
                                xmlNode            *unit)
{
  g_return_if_fail (MUSTER_IS_LIST_UNIT_FORM (self));
  g_return_if_fail (MUSTER_IS_LIST_DOC (doc));
  g_return_if_fail (MUSTER_IS_SYSTEM (system));

  g_set_object (&self->doc, doc);
  self->unit = unit;
  muster_ui_remove_all (GTK_WIDGET (self->unit_list));
  muster_ui_remove_all (GTK_WIDGET (self->profile_list));
  muster_ui_remove_all (GTK_WIDGET (self->limits_box));
  for (GtkFlowBoxChild *child; (child = gtk_flow_box_get_child_at_index (self->tags_box, 0)) != NULL;)
    gtk_flow_box_remove (self->tags_box, GTK_WIDGET (child));
  gtk_widget_set_sensitive (GTK_WIDGET (self), unit != NULL);
  if (unit == NULL)
    return;
  build_unit (self, system);
  build_profile (self, system);
  build_tags (self, system);
  build_limits (self);
}
