/* muster-army-regiment-header.c: a regiment's heading on the army page. The
 * reserve check and the column drop-down show where the system has them;
 * the column drop-down holds the army's columns, and the regiment's own
 * column when that is past them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-regiment-header.h"
#include "muster-ui-util.h"
#include "muster-wrap-box.h"

struct _MusterArmyRegimentHeader
{
  GtkWidget parent_instance;

  GtkImage *problem_icon;
  GtkLabel *heading;
  GtkLabel *values_label;
  GtkWidget *add_button;
  GtkCheckButton *reserve_check;
  GtkDropDown *column_dropdown;
  GtkWidget *rename_button;
  GtkEntry *rename_entry;
  GtkWidget *remove_button;

  MusterArmy *army;
  MusterUndo *undo;
  guint index;
  char *name;                   /* the name its controls are named after */
  guint columns;                /* items in the column drop-down, less "none" */
  gboolean updating;            /* setting the controls from the army */
};

G_DEFINE_FINAL_TYPE (MusterArmyRegimentHeader, muster_army_regiment_header, GTK_TYPE_WIDGET)

static void
replace_regiment (MusterArmyRegimentHeader *self,
                  const char         *name,
                  int                 reserve,
                  int                 column)
{
  const MusterArmyRegiment *old;
  MusterArmyRegiment regiment;

  if (self->updating || self->index >= muster_army_get_n_regiments (self->army))
    return;
  old = muster_army_get_regiment (self->army, self->index);
  regiment = *old;
  /* an empty name gives the regiment back its numbered default */
  if (name != NULL)
    regiment.name = *name != '\0' ? (char *) name : NULL;
  if (reserve >= 0)
    regiment.reserve = reserve;
  if (column >= 0)
    regiment.column = column;
  if (g_strcmp0 (regiment.name, old->name) == 0 && regiment.reserve == old->reserve &&
      regiment.column == old->column)
    return;
  muster_undo_apply (self->undo, muster_edit_replace_regiment (self->index, &regiment));
}

static void
reserve_cb (MusterArmyRegimentHeader *self,
            GtkCheckButton     *check)
{
  replace_regiment (self, NULL, gtk_check_button_get_active (check), -1);
}

static void
column_cb (MusterArmyRegimentHeader *self,
           GParamSpec         *pspec,
           GtkDropDown        *dropdown)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected != GTK_INVALID_LIST_POSITION)
    replace_regiment (self, NULL, -1, (int) selected);
}

static void
rename_cb (MusterArmyRegimentHeader *self,
           GtkEntry           *entry)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (entry), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  /* the numbered default, left as it was shown, stays a default: it reads
   * in the language of whoever shows or prints the army */
  if (self->index < muster_army_get_n_regiments (self->army) &&
      muster_army_get_regiment (self->army, self->index)->name == NULL && g_strcmp0 (name, self->name) == 0)
    return;
  replace_regiment (self, name, -1, -1);
}

static void
rename_shown_cb (MusterArmyRegimentHeader *self,
                 GtkPopover         *popover)
{
  gtk_editable_set_text (GTK_EDITABLE (self->rename_entry), self->name != NULL ? self->name : "");
  gtk_widget_grab_focus (GTK_WIDGET (self->rename_entry));
}

static void
remove_cb (MusterArmyRegimentHeader *self,
           GtkButton          *button)
{
  if (self->index < muster_army_get_n_regiments (self->army))
    muster_undo_apply (self->undo, muster_edit_remove_regiment (self->index));
}

static GtkStringList *
column_names (guint columns)
{
  GtkStringList *items = gtk_string_list_new (NULL);

  gtk_string_list_append (items, _("No column"));
  for (guint i = 1; i <= columns; i++)
    {
      g_autofree char *item = g_strdup_printf (_("Column %u"), i);
      gtk_string_list_append (items, item);
    }
  return items;
}

/* Names the controls after the regiment, for screen readers. */
static void
set_name (MusterArmyRegimentHeader *self,
          const char         *name)
{
  g_autofree char *label = NULL;

  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  /* Translators: accessible names of a regiment's controls */
  label = g_strdup_printf (_("Rename %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rename_button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_free (label);
  label = g_strdup_printf (_("Remove %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_free (label);
  label = g_strdup_printf (_("%s in the reserve"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->reserve_check), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_free (label);
  label = g_strdup_printf (_("Column of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->column_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_free (label);
  label = g_strdup_printf (_("Add the selected unit type to %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The regiment's values as the system's data define them: "Cost 120 ·
 * Movement 4 · Morale 12 · Combat strength 30". */
static void
show_values (MusterArmyRegimentHeader *self,
             const MusterReport       *report)
{
  GPtrArray *values = muster_system_get_regiment_values (muster_army_get_system (self->army));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < values->len; i++)
    {
      const MusterRegimentValue *value = g_ptr_array_index (values, i);
      gboolean found = FALSE;
      double number = muster_report_get_regiment_value (report, self->army, self->index, value->id, &found);
      g_autofree char *shown = NULL;

      if (!found)
        continue;
      shown = muster_format_local_number (number);
      /* a regiment's value in its heading: "Movement 4" */
      g_string_append_printf (text, "%s%s %s", text->len > 0 ? " · " : "", muster_text_get (&value->name), shown);
    }
  if (g_strcmp0 (gtk_label_get_text (self->values_label), text->str) != 0)
    gtk_label_set_text (self->values_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->values_label), text->len > 0);
}

/**
 * muster_army_regiment_header_update:
 * @name: the regiment's name as shown (one without a name of its own is
 *   numbered, muster_army_dup_regiment_name())
 * @heading: the name with the number of its units
 * @columns: the columns the army has
 *
 * Shows the regiment as @report checked it.
 */
void
muster_army_regiment_header_update (MusterArmyRegimentHeader *self,
                             const MusterReport *report,
                             const char         *name,
                             const char         *heading,
                             guint               columns)
{
  const MusterArmyRegiment *regiment;

  g_return_if_fail (MUSTER_IS_ARMY_REGIMENT_HEADER (self));
  g_return_if_fail (self->index < muster_army_get_n_regiments (self->army));

  regiment = muster_army_get_regiment (self->army, self->index);
  self->updating = TRUE;
  if (g_strcmp0 (gtk_label_get_text (self->heading), heading) != 0)
    gtk_label_set_text (self->heading, heading);
  muster_ui_show_problem (GTK_WIDGET (self->problem_icon),
                          muster_ui_find_problem (report, MUSTER_EACH_REGIMENT, (int) self->index));
  if (gtk_check_button_get_active (self->reserve_check) != regiment->reserve)
    gtk_check_button_set_active (self->reserve_check, regiment->reserve);
  if (gtk_widget_get_visible (GTK_WIDGET (self->column_dropdown)))
    {
      guint n = MAX (columns, regiment->column);

      if (self->columns != n)
        {
          g_autoptr(GtkStringList) items = column_names (n);

          gtk_drop_down_set_model (self->column_dropdown, G_LIST_MODEL (items));
          self->columns = n;
        }
      if (gtk_drop_down_get_selected (self->column_dropdown) != regiment->column)
        gtk_drop_down_set_selected (self->column_dropdown, regiment->column);
    }
  set_name (self, name);
  show_values (self, report);
  self->updating = FALSE;
}

static void
muster_army_regiment_header_dispose (GObject *object)
{
  MusterArmyRegimentHeader *self = MUSTER_ARMY_REGIMENT_HEADER (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_REGIMENT_HEADER);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->army);
  g_clear_object (&self->undo);
  G_OBJECT_CLASS (muster_army_regiment_header_parent_class)->dispose (object);
}

static void
muster_army_regiment_header_finalize (GObject *object)
{
  MusterArmyRegimentHeader *self = MUSTER_ARMY_REGIMENT_HEADER (object);

  g_free (self->name);
  G_OBJECT_CLASS (muster_army_regiment_header_parent_class)->finalize (object);
}

static void
muster_army_regiment_header_class_init (MusterArmyRegimentHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_regiment_header_dispose;
  object_class->finalize = muster_army_regiment_header_finalize;
  g_type_ensure (MUSTER_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-regiment-header.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, problem_icon);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, heading);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, values_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, add_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, reserve_check);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, column_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, rename_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, rename_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyRegimentHeader, remove_button);
  gtk_widget_class_bind_template_callback (widget_class, reserve_cb);
  gtk_widget_class_bind_template_callback (widget_class, column_cb);
  gtk_widget_class_bind_template_callback (widget_class, rename_cb);
  gtk_widget_class_bind_template_callback (widget_class, rename_shown_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_cb);
}

static void
muster_army_regiment_header_init (MusterArmyRegimentHeader *self)
{
  g_autoptr(GtkListItemFactory) factory = muster_ui_ellipsizing_factory (11, 12);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->add_button),
                         _("Add the unit type selected in the list to this regiment"));
  muster_ui_set_tooltip (GTK_WIDGET (self->remove_button),
                         _("Remove the regiment; its units stay in the army"));
  gtk_drop_down_set_factory (self->column_dropdown, factory);
  muster_ui_set_tooltip (GTK_WIDGET (self->reserve_check), _("The regiment starts the battle in the reserve"));
  muster_ui_set_tooltip (GTK_WIDGET (self->column_dropdown), _("Deployment column"));
  muster_ui_set_tooltip (self->rename_button, _("Rename the regiment"));
  self->columns = G_MAXUINT;
}

/**
 * muster_army_regiment_header_new:
 * @index: the regiment's place in @army
 *
 * Returns: (transfer floating): the heading of a regiment of @army
 */
GtkWidget *
muster_army_regiment_header_new (MusterArmy    *army,
                          MusterUndo           *undo,
                          guint          index)
{
  MusterArmyRegimentHeader *self = g_object_new (MUSTER_TYPE_ARMY_REGIMENT_HEADER, NULL);
  const MusterArmyOptions *options = muster_system_get_army_options (muster_army_get_system (army));

  self->army = g_object_ref (army);
  self->undo = g_object_ref (undo);
  self->index = index;
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->add_button), "u", index);
  gtk_widget_set_visible (GTK_WIDGET (self->reserve_check), options->regiment_reserve);
  gtk_widget_set_visible (GTK_WIDGET (self->column_dropdown), options->columns != NULL);
  return GTK_WIDGET (self);
}
