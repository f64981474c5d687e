/* muster-army-commanders.c: the Commanders group of the army page. A row
 * per commander: its name or role and its skill's figures, then the role
 * and skill drop-downs, a pencil for its name and a remove button, which
 * go below the text when the page is narrow. Rows are made anew only when
 * the number of commanders changes, else updated in place.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-commanders.h"
#include "muster-ui-util.h"
#include "muster-wrap-box.h"

struct _MusterArmyCommanders
{
  AdwPreferencesGroup parent_instance;

  GtkWidget *add_button;
  GtkListBox *list;

  MusterArmy *army;
  MusterUndo *undo;
  const MusterReport *report;   /* the check of the army as shown */
  guint n_rows;
  gboolean updating;            /* setting the rows from the army */
};

G_DEFINE_FINAL_TYPE (MusterArmyCommanders, muster_army_commanders, ADW_TYPE_PREFERENCES_GROUP)

/* One row's widgets. */
typedef struct
{
  GtkWidget *problem;
  GtkLabel *title;
  GtkLabel *subtitle;
  GtkWidget *tier;
  GtkWidget *role;              /* NULL when the system has one role */
} CommanderRow;

static char *
tier_summary (MusterArmyCommanders      *self,
              const MusterCommanderTier *tier)
{
  MusterSystem *system = muster_army_get_system (self->army);
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_COMMANDER);
  GString *text = g_string_new (NULL);

  /* the figures start with the cost, where the system has costs */
  if (muster_system_declares_costs (system))
    {
      g_autofree char *cost = muster_format_cost (system, tier->cost);

      g_string_append (text, cost);
    }
  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);
      const char *stat = tier->stats != NULL ? tier->stats[field->index] : NULL;
      g_autofree char *number = NULL;

      if (stat == NULL)
        {
          if (tier->numbers == NULL)
            continue;
          number = muster_format_local_number (tier->numbers[field->index]);
          stat = number;
        }
      /* a commander's stat in a row's subtitle: "Action dice 4" */
      g_string_append_printf (text, "%s%s %s", text->len > 0 ? " · " : "", muster_text_get (&field->name), stat);
    }
  if (tier->sample)
    /* a tier whose figures Muster's authors made up */
    g_string_append_printf (text, "%s%s", text->len > 0 ? " · " : "", _("sample"));
  return g_string_free (text, FALSE);
}

static void
replace_commander (MusterArmyCommanders      *self,
                   guint                      index,
                   const MusterCommanderTier *tier,
                   const MusterCommanderRole *role)
{
  const MusterArmyCommander *old;
  MusterArmyCommander commander;

  if (self->updating || index >= muster_army_get_n_commanders (self->army))
    return;
  old = muster_army_get_commander (self->army, index);
  commander = *old;
  if (tier != NULL)
    commander.tier = tier;
  if (role != NULL)
    commander.role = role;
  if (commander.tier == old->tier && commander.role == old->role)
    return;
  muster_undo_apply (self->undo, muster_edit_replace_commander (index, &commander));
}

static void
tier_changed_cb (GtkDropDown          *dropdown,
                 GParamSpec           *pspec,
                 MusterArmyCommanders *self)
{
  GPtrArray *tiers = muster_system_get_tiers (muster_army_get_system (self->army));
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected < tiers->len)
    replace_commander (self, muster_ui_get_index (dropdown), g_ptr_array_index (tiers, selected), NULL);
}

static void
role_changed_cb (GtkDropDown          *dropdown,
                 GParamSpec           *pspec,
                 MusterArmyCommanders *self)
{
  GPtrArray *roles = muster_system_get_roles (muster_army_get_system (self->army));
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected < roles->len)
    replace_commander (self, muster_ui_get_index (dropdown), NULL, g_ptr_array_index (roles, selected));
}

static void
remove_commander_cb (GtkButton            *button,
                     MusterArmyCommanders *self)
{
  guint index = muster_ui_get_index (button);

  if (index < muster_army_get_n_commanders (self->army))
    muster_undo_apply (self->undo, muster_edit_remove_commander (index));
}

/* commanders.rename (us): gives commander u the name s (blank: back to
 * the role's name), as one step to undo. */
static void
rename_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterArmyCommanders *self = MUSTER_ARMY_COMMANDERS (widget);
  const MusterArmyCommander *old;
  MusterArmyCommander commander;
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  const char *text;
  guint index;

  g_variant_get (param, "(u&s)", &index, &text);
  if (self->army == NULL || index >= muster_army_get_n_commanders (self->army))
    return;
  old = muster_army_get_commander (self->army, index);
  name = g_strstrip (g_strdup (text));
  commander = *old;
  commander.name = name[0] != '\0' ? name : NULL;
  if (g_strcmp0 (commander.name, old->name) == 0)
    return;
  if (commander.name != NULL)
    /* Translators: an undo step; %s is the name the user gave */
    label = g_strdup_printf (_("Rename the commander to “%s”"), commander.name);
  else
    label = g_strdup (_("Remove the commander’s name"));
  muster_undo_apply (self->undo,
                        muster_edit_group (label, muster_edit_replace_commander (index, &commander), NULL));
}

static void
rename_entry_activate_cb (GtkEntry             *entry,
                          MusterArmyCommanders *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (entry), GTK_TYPE_POPOVER);

  gtk_widget_activate_action (GTK_WIDGET (self), "commanders.rename", "(us)",
                              muster_ui_get_index (entry), gtk_editable_get_text (GTK_EDITABLE (entry)));
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
rename_popover_show_cb (GtkPopover           *popover,
                        MusterArmyCommanders *self)
{
  GtkWidget *entry = gtk_popover_get_child (popover);
  guint index = muster_ui_get_index (entry);

  if (index < muster_army_get_n_commanders (self->army))
    {
      const char *name = muster_army_get_commander (self->army, index)->name;

      gtk_editable_set_text (GTK_EDITABLE (entry), name != NULL ? name : "");
      gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
    }
}

/* A pencil button whose popover holds the commander's name: Enter keeps
 * it, Escape leaves it as it was. */
static GtkWidget *
rename_button_new (MusterArmyCommanders *self,
                   guint                 index)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *entry = gtk_entry_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  muster_ui_name_button (button, _("Name the commander"));

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Commander’s name"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Commander’s name"), -1);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 24);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 200);
  muster_ui_set_index (entry, index);
  g_signal_connect (entry, "activate", G_CALLBACK (rename_entry_activate_cb), self);
  gtk_popover_set_child (GTK_POPOVER (popover), entry);
  g_signal_connect (popover, "show", G_CALLBACK (rename_popover_show_cb), self);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  return button;
}

/* A drop-down whose button ellipsizes a long name, so that a row stays
 * narrow; its list shows the names whole. */
static GtkWidget *
dropdown_new (GtkStringList *names,
              guint          index,
              GCallback      changed,
              gpointer       self)
{
  GtkWidget *dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  g_autoptr(GtkListItemFactory) factory = muster_ui_ellipsizing_factory (0, 16);
  g_autoptr(GtkListItemFactory) list_factory = muster_ui_ellipsizing_factory (0, 32);

  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list_factory);

  gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
  muster_ui_set_index (dropdown, index);
  g_signal_connect (dropdown, "notify::selected", changed, self);
  return dropdown;
}

static GtkWidget *
commander_row_new (MusterArmyCommanders *self,
                   guint                 index)
{
  MusterSystem *system = muster_army_get_system (self->army);
  GPtrArray *roles = muster_system_get_roles (system);
  GPtrArray *tiers = muster_system_get_tiers (system);
  CommanderRow *parts = g_new0 (CommanderRow, 1);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *choices = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *controls;
  GtkWidget *remove;
  g_autoptr(GtkStringList) tier_names = muster_ui_names_of (tiers, G_STRUCT_OFFSET (MusterCommanderTier, name));

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "commander-row");
  parts->problem = muster_ui_problem_icon_new ();
  parts->title = GTK_LABEL (gtk_label_new (NULL));
  parts->subtitle = GTK_LABEL (gtk_label_new (NULL));
  for (GtkLabel **label = &parts->title; label <= &parts->subtitle; label++)
    {
      gtk_label_set_xalign (*label, 0);
      gtk_label_set_wrap (*label, TRUE);
      gtk_label_set_wrap_mode (*label, PANGO_WRAP_WORD);
    }
  gtk_widget_add_css_class (GTK_WIDGET (parts->title), "title");
  gtk_widget_add_css_class (GTK_WIDGET (parts->subtitle), "subtitle");
  gtk_widget_add_css_class (GTK_WIDGET (parts->subtitle), "dim-label");
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (labels), GTK_WIDGET (parts->title));
  gtk_box_append (GTK_BOX (labels), GTK_WIDGET (parts->subtitle));
  gtk_box_append (GTK_BOX (text), parts->problem);
  gtk_box_append (GTK_BOX (text), labels);

  if (roles->len > 1)
    {
      g_autoptr(GtkStringList) role_names = muster_ui_names_of (roles, G_STRUCT_OFFSET (MusterCommanderRole, name));

      parts->role = dropdown_new (role_names, index, G_CALLBACK (role_changed_cb), self);
      muster_ui_set_tooltip (parts->role, _("Role"));
      gtk_box_append (GTK_BOX (choices), parts->role);
    }
  parts->tier = dropdown_new (tier_names, index, G_CALLBACK (tier_changed_cb), self);
  muster_ui_set_tooltip (parts->tier, _("Skill"));
  gtk_box_append (GTK_BOX (choices), parts->tier);
  gtk_box_append (GTK_BOX (buttons), rename_button_new (self, index));
  remove = muster_ui_flat_icon_button ("user-trash-symbolic", _("Remove the commander"));
  muster_ui_set_index (remove, index);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_commander_cb), self);
  gtk_box_append (GTK_BOX (buttons), remove);

  /* the buttons go below the drop-downs too when the drop-downs would
   * have to shorten their names */
  controls = muster_wrap_box_new (choices, buttons);
  muster_wrap_box_set_text_min (MUSTER_WRAP_BOX (controls), G_MAXINT);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), muster_wrap_box_new (text, controls));
  g_object_set_data_full (G_OBJECT (row), "muster-commander-row", parts, g_free);
  return row;
}

static void
commander_row_update (MusterArmyCommanders *self,
                      GtkWidget            *row,
                      guint                 index)
{
  const MusterArmyCommander *commander = muster_army_get_commander (self->army, index);
  CommanderRow *parts = g_object_get_data (G_OBJECT (row), "muster-commander-row");
  const char *role_name = muster_text_get (&commander->role->name);
  const char *title = commander->name != NULL ? commander->name : role_name;
  g_autofree char *subtitle = tier_summary (self, commander->tier);
  g_autofree char *label = NULL;

  if (commander->name != NULL && parts->role == NULL)
    {
      /* a named commander's subtitle starts with the role, when no drop-down
       * shows it: "General · 70 points" */
      char *with_role = g_strdup_printf ("%s · %s", role_name, subtitle);

      g_free (subtitle);
      subtitle = with_role;
    }
  gtk_label_set_text (parts->title, title);
  gtk_label_set_text (parts->subtitle, subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (parts->tier), commander->tier->index);
  if (parts->role != NULL)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (parts->role), commander->role->index);
  muster_ui_show_problem (parts->problem, muster_ui_find_problem (self->report, MUSTER_EACH_COMMANDER, index));

  /* Translators: accessible names of a commander's drop-downs */
  label = g_strdup_printf (_("Skill of the %s"), role_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (parts->tier), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  if (parts->role != NULL)
    {
      g_free (label);
      label = g_strdup_printf (_("Role of %s"), title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (parts->role), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

/* Shows the commanders of the army as @report checked it. */
void
muster_army_commanders_update (MusterArmyCommanders *self,
                               const MusterReport   *report)
{
  MusterSystem *system;
  guint n;

  g_return_if_fail (MUSTER_IS_ARMY_COMMANDERS (self));
  g_return_if_fail (self->army != NULL);

  system = muster_army_get_system (self->army);
  n = muster_army_get_n_commanders (self->army);
  self->report = report;
  self->updating = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self),
                          n > 0 || (muster_system_get_tiers (system)->len > 0 &&
                                    muster_system_get_roles (system)->len > 0));
  if (n != self->n_rows)
    {
      muster_ui_remove_all (GTK_WIDGET (self->list));
      for (guint i = 0; i < n; i++)
        gtk_list_box_append (self->list, commander_row_new (self, i));
      self->n_rows = n;
    }
  for (guint i = 0; i < n; i++)
    commander_row_update (self, GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, i)), i);
  self->updating = FALSE;
}

/* The army whose commanders are shown, and the history its edits go to. */
void
muster_army_commanders_set_army (MusterArmyCommanders *self,
                                 MusterArmy           *army,
                                 MusterUndo           *undo)
{
  g_return_if_fail (MUSTER_IS_ARMY_COMMANDERS (self));

  g_set_object (&self->army, army);
  g_set_object (&self->undo, undo);
  self->n_rows = G_MAXUINT;
}

static void
muster_army_commanders_dispose (GObject *object)
{
  MusterArmyCommanders *self = MUSTER_ARMY_COMMANDERS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_COMMANDERS);
  g_clear_object (&self->army);
  g_clear_object (&self->undo);
  G_OBJECT_CLASS (muster_army_commanders_parent_class)->dispose (object);
}

static void
muster_army_commanders_class_init (MusterArmyCommandersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_commanders_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-commanders.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyCommanders, add_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyCommanders, list);
  gtk_widget_class_install_action (widget_class, "commanders.rename", "(us)", rename_action);
}

static void
muster_army_commanders_init (MusterArmyCommanders *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->add_button), _("Add a commander"));
}
