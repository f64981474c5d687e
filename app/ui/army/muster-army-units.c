/* muster-army-units.c: the Units group of the army page. Groups are kept
 * by their category or regiment and rows within a group are reused, so an
 * edit touches only the widgets whose content changed (a spin button being
 * clicked keeps its focus), and adding one unit to a list of hundreds makes
 * one row.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-army-regiment-header.h"
#include "muster-army-unit-row.h"
#include "muster-army-units.h"
#include "muster-ui-util.h"

#define MAX_COLUMNS 31          /* what an army file and a share code can hold */

/* A group of the unit list: a category, or a regiment (or the units
 * outside any regiment) in systems with regiments. */
typedef struct
{
  const MusterCategory *category;   /* NULL in systems with regiments */
  int regiment;                     /* -1: units without a regiment */
  GtkLabel *heading;                /* NULL for a regiment */
  MusterArmyRegimentHeader *header;       /* a regiment's heading */
  GtkWidget *box;                   /* heading and list, named after the heading */
  GtkWidget *list;                  /* the boxed list of its entries */
  GPtrArray *rows;                  /* of MusterArmyUnitRow*, in the list's order */
} UnitGroup;

/* What a group should show. */
typedef struct
{
  const MusterCategory *category;
  int regiment;
  GArray *units;                    /* of guint, entry indices */
} GroupPlan;

struct _MusterArmyUnits
{
  AdwPreferencesGroup parent_instance;

  GtkWidget *add_regiment_button;
  GtkWidget *box;
  GtkWidget *empty;                 /* shown when the army has no units */

  MusterArmy *army;
  MusterUndo *undo;
  const MusterReport *report;       /* the check of the army as shown */
  GArray *groups;                   /* of UnitGroup, in the page's order */
  gboolean updating;                /* setting the rows from the army */
};

G_DEFINE_FINAL_TYPE (MusterArmyUnits, muster_army_units, ADW_TYPE_PREFERENCES_GROUP)

static void
clear_group_plan (gpointer data)
{
  GroupPlan *plan = data;

  g_clear_pointer (&plan->units, g_array_unref);
}

static void
clear_unit_group (gpointer data)
{
  UnitGroup *group = data;

  g_clear_pointer (&group->rows, g_ptr_array_unref);
}

static guint
n_columns (MusterArmyUnits *self)
{
  const MusterArmyOptions *options = muster_system_get_army_options (muster_army_get_system (self->army));
  const MusterValue *value;

  if (options->columns == NULL)
    return 0;
  value = muster_report_lookup (self->report, options->columns->id);
  if (value == NULL || value->value < 0)
    return 0;
  return (guint) MIN (value->value, MAX_COLUMNS);
}

/* How the unit list is grouped now: by regiment in systems that have
 * regiments (regiments in order, then the units outside them), else by
 * category in the system's order. */
static GArray *
plan_groups (MusterArmyUnits *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  guint n = muster_army_get_n_units (self->army);
  GArray *plans = g_array_new (FALSE, TRUE, sizeof (GroupPlan));

  g_array_set_clear_func (plans, clear_group_plan);

  if (options->regiments)
    {
      guint n_regiments = muster_army_get_n_regiments (self->army);

      for (int r = 0; r <= (int) n_regiments; r++)
        {
          int regiment = r < (int) n_regiments ? r : -1;
          GroupPlan plan = { NULL, regiment, g_array_new (FALSE, FALSE, sizeof (guint)) };

          for (guint i = 0; i < n; i++)
            if (muster_army_get_unit (self->army, i)->regiment == regiment)
              g_array_append_val (plan.units, i);
          if (regiment >= 0 || plan.units->len > 0)
            g_array_append_val (plans, plan);
          else
            g_array_unref (plan.units);
        }
    }
  else
    {
      GPtrArray *categories = muster_system_get_categories (system);

      for (guint c = 0; c < categories->len; c++)
        {
          GroupPlan plan = { g_ptr_array_index (categories, c), -1, g_array_new (FALSE, FALSE, sizeof (guint)) };

          for (guint i = 0; i < n; i++)
            if (muster_army_get_unit (self->army, i)->type->category == plan.category)
              g_array_append_val (plan.units, i);
          if (plan.units->len > 0)
            g_array_append_val (plans, plan);
          else
            g_array_unref (plan.units);
        }
    }
  return plans;
}

static char **
regiment_names (MusterArmyUnits *self)
{
  const MusterArmyOptions *options = muster_system_get_army_options (muster_army_get_system (self->army));
  guint n = muster_army_get_n_regiments (self->army);
  GStrvBuilder *builder;
  char **names;

  if (!options->regiments)
    return NULL;
  builder = g_strv_builder_new ();
  for (guint i = 0; i < n; i++)
    {
      /* a regiment without a name of its own is numbered in the UI's language */
      g_autofree char *name = muster_army_dup_regiment_name (self->army, i);

      g_strv_builder_add (builder, name);
    }
  names = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return names;
}

/* A row's new entry, as one step. An entry named commander-in-chief takes
 * the title from any other in the same step: the army has one. */
static void
unit_edited_cb (MusterArmyUnitRow    *row,
                const MusterArmyUnit *unit,
                MusterArmyUnits      *self)
{
  guint index = muster_army_unit_row_get_index (row);
  guint n = muster_army_get_n_units (self->army);
  g_autofree char *label = NULL;
  MusterEdit *edit;

  if (self->updating || index >= n)
    return;
  if (!unit->chief || muster_army_get_unit (self->army, index)->chief)
    {
      muster_undo_apply (self->undo, muster_edit_replace_unit (index, unit));
      return;
    }
  /* Translators: an undo step, "Name Prince commander-in-chief" */
  label = g_strdup_printf (_("Name %s commander-in-chief"), muster_text_get (&unit->type->name));
  edit = muster_edit_group (label, muster_edit_replace_unit (index, unit), NULL);
  for (guint i = 0; i < n; i++)
    if (i != index && muster_army_get_unit (self->army, i)->chief)
      {
        MusterArmyUnit other = *muster_army_get_unit (self->army, i);

        other.chief = FALSE;
        muster_edit_group_add (edit, muster_edit_replace_unit (i, &other));
      }
  muster_undo_apply (self->undo, edit);
}

static void
unit_remove_cb (MusterArmyUnitRow *row,
                MusterArmyUnits   *self)
{
  guint index = muster_army_unit_row_get_index (row);

  if (index < muster_army_get_n_units (self->army))
    muster_undo_apply (self->undo, muster_edit_remove_unit (index));
}

/* A group's box: its heading (or a regiment's) above a boxed list. */
static UnitGroup
unit_group_new (MusterArmyUnits *self,
                const GroupPlan *plan)
{
  UnitGroup group = { 0 };
  GtkWidget *header;

  group.category = plan->category;
  group.regiment = plan->regiment;
  group.rows = g_ptr_array_new ();
  group.box = g_object_new (GTK_TYPE_BOX,
                            "orientation", GTK_ORIENTATION_VERTICAL,
                            "spacing", 8,
                            "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                            NULL);
  if (plan->regiment >= 0)
    {
      header = muster_army_regiment_header_new (self->army, self->undo, (guint) plan->regiment);
      group.header = MUSTER_ARMY_REGIMENT_HEADER (header);
    }
  else
    {
      header = g_object_new (GTK_TYPE_LABEL,
                             "xalign", 0.0f,
                             "hexpand", TRUE,
                             "wrap", TRUE,
                             "wrap-mode", PANGO_WRAP_WORD,
                             "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                             NULL);
      gtk_widget_add_css_class (header, "heading");
      gtk_widget_add_css_class (header, "unit-group-heading");
      group.heading = GTK_LABEL (header);
    }
  gtk_widget_set_margin_start (header, 6);
  gtk_box_append (GTK_BOX (group.box), header);

  group.list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (group.list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (group.list, "boxed-list");
  if (plan->regiment >= 0)
    {
      GtkWidget *placeholder = gtk_label_new (_("No units in this regiment yet. Move units here with "
                                                "the regiment drop-down of their row."));

      gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
      gtk_label_set_justify (GTK_LABEL (placeholder), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (placeholder, "dim-label");
      gtk_widget_add_css_class (placeholder, "list-placeholder");
      gtk_list_box_set_placeholder (GTK_LIST_BOX (group.list), placeholder);
    }
  gtk_box_append (GTK_BOX (group.box), group.list);
  return group;
}

static gboolean
group_is (const UnitGroup *group,
          const GroupPlan *plan)
{
  return group->box != NULL && group->category == plan->category && group->regiment == plan->regiment;
}

/* Gives the group as many rows as it has entries: rows are alike, so the
 * ones there are kept and only the difference is made or dropped. */
static void
fit_rows (MusterArmyUnits *self,
          UnitGroup       *group,
          guint            n)
{
  while (group->rows->len > n)
    {
      GtkWidget *row = g_ptr_array_steal_index (group->rows, group->rows->len - 1);

      gtk_list_box_remove (GTK_LIST_BOX (group->list), row);
    }
  while (group->rows->len < n)
    {
      GtkWidget *row = muster_army_unit_row_new (muster_army_get_system (self->army));

      g_signal_connect (row, "edited", G_CALLBACK (unit_edited_cb), self);
      g_signal_connect (row, "remove", G_CALLBACK (unit_remove_cb), self);
      gtk_list_box_append (GTK_LIST_BOX (group->list), row);
      g_ptr_array_add (group->rows, row);
    }
}

static void
update_group (MusterArmyUnits    *self,
              UnitGroup          *group,
              const GroupPlan    *plan,
              guint               columns,
              const char * const *regiments)
{
  g_autofree char *heading = NULL;
  const char *name;
  guint count = 0;

  for (guint i = 0; i < plan->units->len; i++)
    {
      guint index = g_array_index (plan->units, guint, i);
      const MusterArmyUnit *unit = muster_army_get_unit (self->army, index);

      count += unit->count;
      muster_army_unit_row_set_unit (g_ptr_array_index (group->rows, i), index, unit, columns, regiments,
                                     muster_ui_find_problem (self->report, MUSTER_EACH_UNIT, (int) index));
    }

  if (plan->category != NULL)
    name = muster_text_get (&plan->category->name);
  else if (plan->regiment >= 0)
    name = regiments[plan->regiment];
  else
    name = _("Units without a regiment");
  /* Translators: the heading of a group of units, "Core — 4 units" */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %u unit", "%s — %u units", count), name, count);
  if (group->header != NULL)
    muster_army_regiment_header_update (group->header, self->report, name, heading, columns);
  else if (g_strcmp0 (gtk_label_get_text (group->heading), heading) != 0)
    gtk_label_set_text (group->heading, heading);
  if (g_strcmp0 (g_object_get_data (G_OBJECT (group->box), "muster-heading"), heading) != 0)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (group->box), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
      g_object_set_data_full (G_OBJECT (group->box), "muster-heading", g_steal_pointer (&heading), g_free);
    }
}

/* Shows the units of the army as @report checked it. */
void
muster_army_units_update (MusterArmyUnits    *self,
                          const MusterReport *report)
{
  const MusterArmyOptions *options;
  g_autoptr(GArray) plans = NULL;
  g_auto(GStrv) regiments = NULL;
  g_autoptr(GArray) old = NULL;
  g_autofree char *title = NULL;
  GtkWidget *previous;
  guint columns, n;

  g_return_if_fail (MUSTER_IS_ARMY_UNITS (self));
  g_return_if_fail (self->army != NULL);

  options = muster_system_get_army_options (muster_army_get_system (self->army));
  self->report = report;
  self->updating = TRUE;
  plans = plan_groups (self);
  regiments = regiment_names (self);
  old = g_steal_pointer (&self->groups);
  previous = self->empty;
  columns = n_columns (self);
  n = muster_army_count_instances (self->army);

  self->groups = g_array_new (FALSE, TRUE, sizeof (UnitGroup));
  g_array_set_clear_func (self->groups, clear_unit_group);
  for (guint g = 0; g < plans->len; g++)
    {
      const GroupPlan *plan = &g_array_index (plans, GroupPlan, g);
      UnitGroup group = { 0 };
      gboolean found = FALSE;

      for (guint i = 0; i < old->len && !found; i++)
        {
          UnitGroup *candidate = &g_array_index (old, UnitGroup, i);

          if (group_is (candidate, plan))
            {
              group = *candidate;
              memset (candidate, 0, sizeof *candidate);
              found = TRUE;
            }
        }
      if (!found)
        {
          group = unit_group_new (self, plan);
          gtk_box_insert_child_after (GTK_BOX (self->box), group.box, previous);
        }
      else
        gtk_box_reorder_child_after (GTK_BOX (self->box), group.box, previous);
      previous = group.box;
      g_array_append_val (self->groups, group);
    }
  for (guint i = 0; i < old->len; i++)
    {
      UnitGroup *gone = &g_array_index (old, UnitGroup, i);

      if (gone->box != NULL)
        gtk_box_remove (GTK_BOX (self->box), gone->box);
    }

  gtk_widget_set_visible (self->empty, plans->len == 0);
  for (guint g = 0; g < plans->len; g++)
    {
      const GroupPlan *plan = &g_array_index (plans, GroupPlan, g);
      UnitGroup *group = &g_array_index (self->groups, UnitGroup, g);

      fit_rows (self, group, plan->units->len);
      update_group (self, group, plan, columns, (const char * const *) regiments);
    }

  gtk_widget_set_visible (self->add_regiment_button, options->regiments);
  /* Translators: the heading of the army's units, with their number */
  title = n > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Units (%u)", "Units (%u)", n), n)
                : g_strdup (_("Units"));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), title);
  self->updating = FALSE;
}

/* The army whose units are shown, and the history its edits go to. */
void
muster_army_units_set_army (MusterArmyUnits *self,
                            MusterArmy      *army,
                            MusterUndo      *undo)
{
  g_return_if_fail (MUSTER_IS_ARMY_UNITS (self));

  for (guint i = 0; i < self->groups->len; i++)
    gtk_box_remove (GTK_BOX (self->box), g_array_index (self->groups, UnitGroup, i).box);
  g_array_set_size (self->groups, 0);
  g_set_object (&self->army, army);
  g_set_object (&self->undo, undo);
}

/* The box of unit groups. */
GtkWidget *
muster_army_units_get_box (MusterArmyUnits *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_UNITS (self), NULL);

  return self->box;
}

static void
muster_army_units_dispose (GObject *object)
{
  MusterArmyUnits *self = MUSTER_ARMY_UNITS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_UNITS);
  g_clear_object (&self->army);
  g_clear_object (&self->undo);
  G_OBJECT_CLASS (muster_army_units_parent_class)->dispose (object);
}

static void
muster_army_units_finalize (GObject *object)
{
  MusterArmyUnits *self = MUSTER_ARMY_UNITS (object);

  g_array_unref (self->groups);
  G_OBJECT_CLASS (muster_army_units_parent_class)->finalize (object);
}

static void
muster_army_units_class_init (MusterArmyUnitsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_units_dispose;
  object_class->finalize = muster_army_units_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-units.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnits, add_regiment_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnits, box);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnits, empty);
}

static void
muster_army_units_init (MusterArmyUnits *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->add_regiment_button), _("Add a regiment"));
  self->groups = g_array_new (FALSE, TRUE, sizeof (UnitGroup));
  g_array_set_clear_func (self->groups, clear_unit_group);
}
