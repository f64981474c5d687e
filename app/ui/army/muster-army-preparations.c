/* muster-army-preparations.c: the Preparations group of the army page.
 * The choices are those of the system and the army's faction; one that
 * may be taken once is offered until it is taken. The rows are made anew
 * when their shape (which preparations, with copies or not) changes, else
 * updated in place.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-preparations.h"
#include "muster-ui-util.h"

struct _MusterArmyPreparations
{
  AdwPreferencesGroup parent_instance;

  GtkMenuButton *add_button;
  GtkPopover *popover;
  GtkListBox *choices;
  GtkListBox *list;

  MusterArmy *army;
  MusterUndo *undo;
  const MusterReport *report;   /* the check of the army as shown */
  char *shape;                  /* what the rows were made for */
  const MusterFaction *choices_faction;
  gboolean updating;            /* setting the rows from the army */
};

G_DEFINE_FINAL_TYPE (MusterArmyPreparations, muster_army_preparations, ADW_TYPE_PREFERENCES_GROUP)

static void
copies_changed_cb (GtkSpinButton          *spin,
                   MusterArmyPreparations *self)
{
  guint index = muster_ui_get_index (spin);
  MusterArmyPreparation preparation;

  if (self->updating || index >= muster_army_get_n_preparations (self->army))
    return;
  preparation = *muster_army_get_preparation (self->army, index);
  if (preparation.copies == (guint) gtk_spin_button_get_value_as_int (spin))
    return;
  preparation.copies = (guint) gtk_spin_button_get_value_as_int (spin);
  muster_undo_apply (self->undo, muster_edit_replace_preparation (index, &preparation));
}

static void
remove_cb (GtkButton              *button,
           MusterArmyPreparations *self)
{
  guint index = muster_ui_get_index (button);

  if (index < muster_army_get_n_preparations (self->army))
    muster_undo_apply (self->undo, muster_edit_remove_preparation (index));
}

static GtkWidget *
preparation_row_new (MusterArmyPreparations *self,
                     guint                   index)
{
  const MusterArmyPreparation *entry = muster_army_get_preparation (self->army, index);
  const char *name = muster_text_get (&entry->preparation->name);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = muster_ui_problem_icon_new ();
  GtkWidget *spin = NULL;
  GtkWidget *remove;
  g_autofree char *remove_label = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  if (muster_text_is_set (&entry->preparation->text))
    muster_ui_set_tooltip (row, muster_text_get (&entry->preparation->text));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  /* show the copies of every preparation taken more than once, even one
   * that may not be, so the problem can be put right here */
  if (entry->preparation->repeatable || entry->copies > 1)
    {
      g_autofree char *label = g_strdup_printf (_("Copies of %s"), name);

      spin = gtk_spin_button_new_with_range (1, 99, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      muster_ui_set_tooltip (spin, _("Number of copies"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      muster_ui_set_index (spin, index);
      g_signal_connect (spin, "value-changed", G_CALLBACK (copies_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
    }

  remove_label = g_strdup_printf (_("Remove %s"), name);
  remove = muster_ui_flat_icon_button ("user-trash-symbolic", remove_label);
  muster_ui_set_index (remove, index);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);

  g_object_set_data (G_OBJECT (row), "muster-problem", icon);
  g_object_set_data (G_OBJECT (row), "muster-spin", spin);
  return row;
}

static void
preparation_row_update (MusterArmyPreparations *self,
                        GtkWidget              *row,
                        guint                   index)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterArmyPreparation *entry = muster_army_get_preparation (self->army, index);
  GtkWidget *spin = g_object_get_data (G_OBJECT (row), "muster-spin");
  g_autofree char *each = muster_format_cost (system, entry->preparation->cost);
  g_autofree char *subtitle = NULL;

  if (!muster_system_declares_costs (system))
    subtitle = g_strdup (entry->preparation->sample ? _("sample") : "");
  else if (entry->copies > 1)
    {
      g_autofree char *total = muster_format_cost (system, entry->preparation->cost * entry->copies);
      subtitle = g_strdup_printf (_("%s each · %s"), each, total);
    }
  else
    subtitle = g_strdup (each);
  if (entry->preparation->sample && muster_system_declares_costs (system))
    {
      /* Translators: the subtitle of a preparation Muster's authors made up: "15 points · sample" */
      char *sample = g_strdup_printf (_("%s · sample"), subtitle);
      g_free (subtitle);
      subtitle = sample;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (spin != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), entry->copies);
  muster_ui_show_problem (g_object_get_data (G_OBJECT (row), "muster-problem"),
                          muster_ui_find_problem (self->report, MUSTER_EACH_PREPARATION, index));
}

/* The preparations this army may choose from: the system's own and its
 * faction's. */
static GPtrArray *
available_preparations (MusterArmyPreparations *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterFaction *faction = muster_army_get_faction (self->army);
  GPtrArray *all = muster_system_get_preparations (system);
  GPtrArray *available = g_ptr_array_new ();

  for (guint i = 0; i < all->len; i++)
    {
      const MusterPreparation *p = g_ptr_array_index (all, i);

      if (p->faction == NULL || p->faction == faction)
        g_ptr_array_add (available, (gpointer) p);
    }
  for (guint i = 0; faction->preparations != NULL && i < faction->preparations->len; i++)
    {
      gpointer p = g_ptr_array_index (faction->preparations, i);

      if (!g_ptr_array_find (available, p, NULL))
        g_ptr_array_add (available, p);
    }
  return available;
}

static void
build_choices (MusterArmyPreparations *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  g_autoptr(GPtrArray) available = available_preparations (self);

  muster_ui_remove_all (GTK_WIDGET (self->choices));
  for (guint i = 0; i < available->len; i++)
    {
      const MusterPreparation *p = g_ptr_array_index (available, i);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *title = gtk_label_new (muster_text_get (&p->name));
      GtkWidget *subtitle;
      g_autofree char *cost = muster_system_declares_costs (system) ? muster_format_cost (system, p->cost) : NULL;
      g_autoptr(GString) line = g_string_new (cost);

      if (p->repeatable)
        /* Translators: a preparation that may be taken more than once */
        g_string_append_printf (line, "%s%s", line->len > 0 ? " · " : "", _("repeatable"));
      if (p->sample)
        g_string_append_printf (line, "%s%s", line->len > 0 ? " · " : "", _("sample"));
      subtitle = gtk_label_new (line->str);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
      gtk_widget_add_css_class (subtitle, "caption");
      gtk_widget_add_css_class (subtitle, "dim-label");
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), subtitle);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      /* said by its name, points and marks; its rule's text in the tooltip */
      muster_ui_describe (row, line->str);
      if (muster_text_is_set (&p->text))
        muster_ui_set_tooltip (row, muster_text_get (&p->text));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, muster_text_get (&p->name),
                                      -1);
      g_object_set_data (G_OBJECT (row), "muster-preparation", (gpointer) p);
      gtk_list_box_append (self->choices, row);
    }
  self->choices_faction = muster_army_get_faction (self->army);
}

static void
chosen_cb (MusterArmyPreparations *self,
           GtkListBoxRow          *row,
           GtkListBox             *list)
{
  const MusterPreparation *p = g_object_get_data (G_OBJECT (row), "muster-preparation");
  int index;

  gtk_popover_popdown (self->popover);
  if (p == NULL)
    return;
  index = muster_army_find_preparation (self->army, p);
  if (index >= 0)
    {
      MusterArmyPreparation more = *muster_army_get_preparation (self->army, index);
      g_autofree char *label = g_strdup_printf (_("Add %s"), muster_text_get (&p->name));

      if (!p->repeatable)
        return;
      more.copies++;
      muster_undo_apply (self->undo, muster_edit_group (label, muster_edit_replace_preparation (index, &more), NULL));
    }
  else
    {
      MusterArmyPreparation entry = { p, 1 };

      muster_undo_apply (self->undo, muster_edit_insert_preparation (-1, &entry));
    }
}

/* Shows the preparations of the army as @report checked it. */
void
muster_army_preparations_update (MusterArmyPreparations *self,
                                 const MusterReport     *report)
{
  guint n;
  GString *shape;
  GtkListBoxRow *choice;

  g_return_if_fail (MUSTER_IS_ARMY_PREPARATIONS (self));
  g_return_if_fail (self->army != NULL);

  n = muster_army_get_n_preparations (self->army);
  shape = g_string_new (NULL);
  self->report = report;
  self->updating = TRUE;
  if (self->choices_faction != muster_army_get_faction (self->army))
    build_choices (self);
  /* a preparation that may be taken once is offered until it is taken */
  for (int i = 0; (choice = gtk_list_box_get_row_at_index (self->choices, i)) != NULL; i++)
    {
      const MusterPreparation *p = g_object_get_data (G_OBJECT (choice), "muster-preparation");

      gtk_widget_set_sensitive (GTK_WIDGET (choice),
                                p->repeatable || muster_army_find_preparation (self->army, p) < 0);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), n > 0 || gtk_list_box_get_row_at_index (self->choices, 0) != NULL);

  for (guint i = 0; i < n; i++)
    {
      const MusterArmyPreparation *entry = muster_army_get_preparation (self->army, i);

      g_string_append_printf (shape, "%s:%d,", entry->preparation->id,
                              entry->preparation->repeatable || entry->copies > 1);
    }
  if (g_strcmp0 (shape->str, self->shape) != 0)
    {
      muster_ui_remove_all (GTK_WIDGET (self->list));
      for (guint i = 0; i < n; i++)
        gtk_list_box_append (self->list, preparation_row_new (self, i));
      g_free (self->shape);
      self->shape = g_string_free (shape, FALSE);
    }
  else
    g_string_free (shape, TRUE);
  for (guint i = 0; i < n; i++)
    preparation_row_update (self, GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, i)), i);
  self->updating = FALSE;
}

/* The army whose preparations are shown, and the history its edits go to. */
void
muster_army_preparations_set_army (MusterArmyPreparations *self,
                                   MusterArmy             *army,
                                   MusterUndo             *undo)
{
  g_return_if_fail (MUSTER_IS_ARMY_PREPARATIONS (self));

  g_set_object (&self->army, army);
  g_set_object (&self->undo, undo);
  g_clear_pointer (&self->shape, g_free);
  self->choices_faction = NULL;
}

static void
muster_army_preparations_dispose (GObject *object)
{
  MusterArmyPreparations *self = MUSTER_ARMY_PREPARATIONS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_PREPARATIONS);
  g_clear_object (&self->army);
  g_clear_object (&self->undo);
  G_OBJECT_CLASS (muster_army_preparations_parent_class)->dispose (object);
}

static void
muster_army_preparations_finalize (GObject *object)
{
  MusterArmyPreparations *self = MUSTER_ARMY_PREPARATIONS (object);

  g_free (self->shape);
  G_OBJECT_CLASS (muster_army_preparations_parent_class)->finalize (object);
}

static void
muster_army_preparations_class_init (MusterArmyPreparationsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_preparations_dispose;
  object_class->finalize = muster_army_preparations_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-preparations.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyPreparations, add_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyPreparations, popover);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyPreparations, choices);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyPreparations, list);
  gtk_widget_class_bind_template_callback (widget_class, chosen_cb);
}

static void
muster_army_preparations_init (MusterArmyPreparations *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->add_button), _("Add a preparation"));
}
