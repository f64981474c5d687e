/* muster-unit-picker-rows.c: the unit picker's rows: a unit type's name,
 * category and cost, its sample mark and + button, and the folded text
 * the search looks in; and their order by category.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-ui-util.h"
#include "muster-unit-picker-private.h"

GtkWidget *
_muster_unit_picker_sample_pill (void)
{
  GtkWidget *pill = gtk_label_new (_("Sample"));

  gtk_widget_add_css_class (pill, "sample-pill");
  gtk_widget_set_valign (pill, GTK_ALIGN_CENTER);
  muster_ui_set_tooltip (pill, _("Invented by Muster’s authors, not taken from the published rules"));
  return pill;
}

static void
append_folded (GString          *s,
               const MusterText *text)
{
  g_autofree char *en = muster_text_fold (text->en);
  g_autofree char *ru = muster_text_fold (text->ru);

  g_string_append_printf (s, "%s\n%s\n", en, ru);
}

/* "Foot · 18 points": the unit's category (marked when Muster chose it,
 * not the rules) and its cost, where the system has costs. */
char *
_muster_unit_picker_category_line (MusterUnitPicker     *self,
                                   const MusterUnitType *unit)
{
  const char *category = muster_text_get (&unit->category->name);
  g_autofree char *marked = NULL;
  g_autofree char *cost = NULL;

  if (unit->category_sample)
    /* Translators: a unit's category that Muster's authors chose: "Foot (sample)" */
    category = marked = g_strdup_printf (_("%s (sample)"), category);
  if (!muster_system_declares_costs (self->system))
    return g_strdup (category);
  cost = muster_format_cost (self->system, unit->cost);
  return g_strdup_printf ("%s · %s", category, cost);
}

GtkWidget *
_muster_unit_picker_unit_row_new (MusterUnitPicker     *self,
                                  const MusterUnitType *unit)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (muster_text_get (&unit->name));
  GtkWidget *button;
  g_autofree char *subtitle = _muster_unit_picker_category_line (self, unit);
  g_autofree char *add_label = NULL;
  g_autofree char *description = NULL;
  GString *search = g_string_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_box_append (GTK_BOX (labels), title);
  {
    GtkWidget *sub = gtk_label_new (subtitle);

    gtk_label_set_xalign (GTK_LABEL (sub), 0);
    gtk_label_set_wrap (GTK_LABEL (sub), TRUE);
    gtk_widget_add_css_class (sub, "caption");
    gtk_widget_add_css_class (sub, "dim-label");
    gtk_box_append (GTK_BOX (labels), sub);
  }
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), labels);

  if (unit->sample)
    gtk_box_append (GTK_BOX (box), _muster_unit_picker_sample_pill ());

  /* Translators: the accessible name of the + button of a unit type */
  add_label = g_strdup_printf (_("Add %s to the army"), muster_text_get (&unit->name));
  button = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  muster_ui_set_tooltip (button, add_label);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "circular");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "picker.add");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", unit->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, add_label,
                                  -1);
  gtk_box_append (GTK_BOX (box), button);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  description = unit->sample
    /* Translators: a unit type's row for screen readers: "Core · 9 points, sample data" */
    ? g_strdup_printf (_("%s, sample data"), subtitle)
    : g_strdup (subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, muster_text_get (&unit->name),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);

  append_folded (search, &unit->name);
  append_folded (search, &unit->category->name);
  for (guint i = 0; i < unit->tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (unit->tags, i);

      if (!tag->hidden)
        append_folded (search, &tag->name);
    }
  g_object_set_data (G_OBJECT (row), "muster-unit", (gpointer) unit);
  g_object_set_data_full (G_OBJECT (row), "muster-search", g_string_free (search, FALSE), g_free);
  return row;
}

int
_muster_unit_picker_compare_units (gconstpointer a,
                                   gconstpointer b)
{
  const MusterUnitType *ua = *(const MusterUnitType * const *) a;
  const MusterUnitType *ub = *(const MusterUnitType * const *) b;

  if (ua->category->index != ub->category->index)
    return ua->category->index < ub->category->index ? -1 : 1;
  return 0;
}
