/* muster-army-unit-row.c: a unit entry row. It shows one MusterArmyUnit and
 * reports what the user changes as a whole new entry ("edited") or asks to
 * remove it ("remove"); the editor turns both into history edits and then
 * sets the row again from the army, with the row's own signals held back.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-unit-row.h"
#include "muster-ui-util.h"
#include "muster-wrap-box.h"

struct _MusterArmyUnitRow
{
  GtkListBoxRow parent_instance;

  GtkImage *problem_icon;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkSpinButton *count_spin;
  GtkDropDown *column_dropdown;
  GtkCheckButton *reserve_check;
  GtkCheckButton *chief_check;
  GtkDropDown *regiment_dropdown;
  GtkButton *remove_button;

  MusterSystem *system;
  MusterArmyUnit unit;
  guint index;
  guint n_columns;           /* items in the column drop-down, less "none" */
  char **regiments;          /* the names in the regiment drop-down */
  char *subtitle;            /* as shown */
  char *problem;             /* the message shown, or NULL */
  MusterSeverity problem_severity;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (MusterArmyUnitRow, muster_army_unit_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  EDITED,
  REMOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
emit_edited (MusterArmyUnitRow    *self,
             const MusterArmyUnit *unit)
{
  if (self->updating || self->unit.type == NULL)
    return;
  g_signal_emit (self, signals[EDITED], 0, unit);
}

static void
count_changed_cb (MusterArmyUnitRow *self,
                  GtkSpinButton     *spin)
{
  MusterArmyUnit unit = self->unit;

  unit.count = (guint) gtk_spin_button_get_value_as_int (spin);
  if (unit.count != self->unit.count)
    emit_edited (self, &unit);
}

/* The column and the regiment drop-downs: the regiment's first item is "no
 * regiment", -1. */
static void
dropdown_changed_cb (MusterArmyUnitRow *self,
                     GParamSpec        *pspec,
                     GtkDropDown       *dropdown)
{
  MusterArmyUnit unit = self->unit;
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected == GTK_INVALID_LIST_POSITION)
    return;
  if (dropdown == self->column_dropdown)
    unit.column = selected;
  else
    unit.regiment = (int) selected - 1;
  if (unit.column != self->unit.column || unit.regiment != self->unit.regiment)
    emit_edited (self, &unit);
}

static void
reserve_toggled_cb (MusterArmyUnitRow *self,
                    GtkCheckButton    *check)
{
  MusterArmyUnit unit = self->unit;

  unit.reserve = gtk_check_button_get_active (check);
  if (unit.reserve != self->unit.reserve)
    emit_edited (self, &unit);
}

/* Naming this entry commander-in-chief: the units section takes the title
 * from any other entry in the same step. */
static void
chief_toggled_cb (MusterArmyUnitRow *self,
                  GtkCheckButton    *check)
{
  MusterArmyUnit unit = self->unit;

  unit.chief = gtk_check_button_get_active (check);
  if (unit.chief != self->unit.chief)
    emit_edited (self, &unit);
}

static void
remove_clicked_cb (MusterArmyUnitRow *self,
                   GtkButton         *button)
{
  g_signal_emit (self, signals[REMOVE], 0);
}

static void
muster_army_unit_row_dispose (GObject *object)
{
  MusterArmyUnitRow *self = MUSTER_ARMY_UNIT_ROW (object);

  g_clear_object (&self->system);
  G_OBJECT_CLASS (muster_army_unit_row_parent_class)->dispose (object);
}

static void
muster_army_unit_row_finalize (GObject *object)
{
  MusterArmyUnitRow *self = MUSTER_ARMY_UNIT_ROW (object);

  g_strfreev (self->regiments);
  g_free (self->subtitle);
  g_free (self->problem);
  G_OBJECT_CLASS (muster_army_unit_row_parent_class)->finalize (object);
}

static void
muster_army_unit_row_class_init (MusterArmyUnitRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_unit_row_dispose;
  object_class->finalize = muster_army_unit_row_finalize;

  /**
   * MusterArmyUnitRow::edited:
   * @unit: (type gpointer): the const MusterArmyUnit the entry should become
   */
  signals[EDITED] = g_signal_new ("edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (MUSTER_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-unit-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, problem_icon);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, count_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, column_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, reserve_check);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, chief_check);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, regiment_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyUnitRow, remove_button);
  gtk_widget_class_bind_template_callback (widget_class, count_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, dropdown_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, reserve_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, chief_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked_cb);
}

static void
muster_army_unit_row_init (MusterArmyUnitRow *self)
{
  g_autoptr(GtkListItemFactory) regiment_factory = muster_ui_ellipsizing_factory (12, 12);
  g_autoptr(GtkListItemFactory) column_factory = muster_ui_ellipsizing_factory (11, 12);
  g_autoptr(GtkListItemFactory) list_factory = muster_ui_ellipsizing_factory (0, 32);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->unit.regiment = -1;
  /* fixed widths, so that the controls of the rows line up */
  gtk_drop_down_set_factory (self->regiment_dropdown, regiment_factory);
  gtk_drop_down_set_list_factory (self->regiment_dropdown, list_factory);
  gtk_drop_down_set_factory (self->column_dropdown, column_factory);
  gtk_drop_down_set_list_factory (self->column_dropdown, list_factory);

  muster_ui_set_tooltip (GTK_WIDGET (self->count_spin), _("Number of units"));
  muster_ui_set_tooltip (GTK_WIDGET (self->column_dropdown), _("Deployment column"));
  muster_ui_set_tooltip (GTK_WIDGET (self->regiment_dropdown), _("Move to a regiment"));
  muster_ui_set_tooltip (GTK_WIDGET (self->chief_check),
                         _("The army's commander-in-chief: naming one takes the title from any other"));
}

GtkWidget *
muster_army_unit_row_new (MusterSystem *system)
{
  MusterArmyUnitRow *self;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);

  self = g_object_new (MUSTER_TYPE_ARMY_UNIT_ROW, NULL);
  self->system = g_object_ref (system);
  return GTK_WIDGET (self);
}

static void
set_columns (MusterArmyUnitRow *self,
             guint              n_columns)
{
  g_autoptr(GtkStringList) items = NULL;

  if (n_columns == self->n_columns && gtk_drop_down_get_model (self->column_dropdown) != NULL)
    return;
  self->n_columns = n_columns;
  items = gtk_string_list_new (NULL);
  /* Translators: the column drop-down of a unit entry when it has none */
  gtk_string_list_append (items, _("No column"));
  for (guint i = 1; i <= n_columns; i++)
    {
      /* Translators: a deployment column in the drop-down of a unit entry */
      g_autofree char *item = g_strdup_printf (_("Column %u"), i);
      gtk_string_list_append (items, item);
    }
  gtk_drop_down_set_model (self->column_dropdown, G_LIST_MODEL (items));
}

static void
set_regiments (MusterArmyUnitRow  *self,
               const char * const *regiments)
{
  g_autoptr(GtkStringList) items = NULL;

  if (self->regiments != NULL && g_strv_equal ((const char * const *) self->regiments, regiments))
    return;
  g_strfreev (self->regiments);
  self->regiments = g_strdupv ((char **) regiments);
  items = gtk_string_list_new (NULL);
  /* Translators: the regiment drop-down of a unit that stands alone */
  gtk_string_list_append (items, _("No regiment"));
  for (guint i = 0; regiments[i] != NULL; i++)
    gtk_string_list_append (items, regiments[i]);
  gtk_drop_down_set_model (self->regiment_dropdown, G_LIST_MODEL (items));
}

static void set_label (gpointer    widget,
                       const char *format,
                       ...) G_GNUC_PRINTF (2, 3);

/* Gives @widget the accessible name @format makes. */
static void
set_label (gpointer    widget,
           const char *format,
           ...)
{
  g_autofree char *label = NULL;
  va_list args;

  va_start (args, format);
  label = g_strdup_vprintf (format, args);
  va_end (args);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The names of the controls follow the unit type's name. */
static void
set_names (MusterArmyUnitRow *self,
           const char        *name)
{
  g_autofree char *label = NULL;

  gtk_label_set_text (self->title_label, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* Translators: accessible names of the controls of a unit entry */
  set_label (self->count_spin, _("Number of %s"), name);
  set_label (self->column_dropdown, _("Column of %s"), name);
  set_label (self->reserve_check, _("%s in the reserve"), name);
  set_label (self->chief_check, _("%s is the commander-in-chief"), name);
  set_label (self->regiment_dropdown, _("Regiment of %s"), name);
  label = g_strdup_printf (_("Remove %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  muster_ui_set_tooltip (GTK_WIDGET (self->remove_button), label);
}

/**
 * muster_army_unit_row_set_unit:
 * @n_columns: the number of deployment columns; 0 when the system has none
 * @regiments: (nullable): the army's regiment names, when the system has
 *   regiments
 * @problem: (nullable): the most serious problem of this entry
 *
 * Shows the entry @index of the army, which is @unit. Only what changed is
 * touched, so that updating every row after each edit stays cheap.
 */
void
muster_army_unit_row_set_unit (MusterArmyUnitRow    *self,
                               guint                 index,
                               const MusterArmyUnit *unit,
                               guint                 n_columns,
                               const char * const   *regiments,
                               const MusterProblem  *problem)
{
  const MusterArmyOptions *options;
  const char *message = problem != NULL ? muster_problem_get_message (problem) : NULL;
  g_autofree char *each = NULL;
  g_autofree char *subtitle = NULL;
  gboolean regiment_system;
  gboolean new_type;
  gboolean new_text;

  g_return_if_fail (MUSTER_IS_ARMY_UNIT_ROW (self));
  g_return_if_fail (unit != NULL && unit->type != NULL);

  options = muster_system_get_army_options (self->system);
  regiment_system = options->regiments && regiments != NULL;
  self->updating = TRUE;
  self->index = index;
  new_type = unit->type != self->unit.type;
  self->unit = *unit;

  if (new_type)
    set_names (self, muster_text_get (&unit->type->name));

  each = muster_format_cost (self->system, unit->type->cost);
  if (!muster_system_declares_costs (self->system))
    subtitle = g_strdup ("");
  else if (unit->count > 1)
    {
      g_autofree char *total = muster_format_cost (self->system, unit->type->cost * unit->count);

      /* Translators: the cost of a unit entry: "9 points each · 18 points" */
      subtitle = g_strdup_printf (_("%s each · %s"), each, total);
    }
  else
    subtitle = g_steal_pointer (&each);
  if (regiment_system)
    {
      /* in a regiment the category is not the group's heading */
      char *with_category = *subtitle == '\0'
        ? g_strdup (muster_text_get (&unit->type->category->name))
        : g_strdup_printf ("%s · %s", muster_text_get (&unit->type->category->name), subtitle);
      g_free (subtitle);
      subtitle = with_category;
    }
  new_text = g_strcmp0 (subtitle, self->subtitle) != 0 || g_strcmp0 (message, self->problem) != 0;
  if (g_strcmp0 (subtitle, self->subtitle) != 0)
    {
      gtk_label_set_text (self->subtitle_label, subtitle);
      gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), *subtitle != '\0');
      g_free (self->subtitle);
      self->subtitle = g_strdup (subtitle);
    }

  if (gtk_spin_button_get_value_as_int (self->count_spin) != (int) unit->count)
    gtk_spin_button_set_value (self->count_spin, unit->count);

  gtk_widget_set_visible (GTK_WIDGET (self->column_dropdown), options->columns != NULL);
  if (options->columns != NULL)
    {
      set_columns (self, MAX (n_columns, unit->column));
      if (gtk_drop_down_get_selected (self->column_dropdown) != unit->column)
        gtk_drop_down_set_selected (self->column_dropdown, unit->column);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->reserve_check), options->unit_reserve);
  if (gtk_check_button_get_active (self->reserve_check) != unit->reserve)
    gtk_check_button_set_active (self->reserve_check, unit->reserve);

  /* where the system's data let this unit be named commander-in-chief, or
   * a file named it so anyway (a problem the rules report) */
  gtk_widget_set_visible (GTK_WIDGET (self->chief_check), muster_unit_type_can_be_chief (unit->type) || unit->chief);
  if (gtk_check_button_get_active (self->chief_check) != unit->chief)
    gtk_check_button_set_active (self->chief_check, unit->chief);

  gtk_widget_set_visible (GTK_WIDGET (self->regiment_dropdown), regiment_system);
  if (regiment_system)
    {
      set_regiments (self, regiments);
      if (gtk_drop_down_get_selected (self->regiment_dropdown) != (guint) (unit->regiment + 1))
        gtk_drop_down_set_selected (self->regiment_dropdown, (guint) (unit->regiment + 1));
    }

  if (g_strcmp0 (message, self->problem) != 0 ||
      (problem != NULL && problem->severity != self->problem_severity))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->problem_icon), problem != NULL);
      if (problem != NULL)
        {
          gboolean error = problem->severity == MUSTER_SEVERITY_ERROR;

          gtk_image_set_from_icon_name (self->problem_icon, error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
          muster_ui_set_tooltip (GTK_WIDGET (self->problem_icon), message);
          gtk_widget_remove_css_class (GTK_WIDGET (self->problem_icon), error ? "warning" : "error");
          gtk_widget_add_css_class (GTK_WIDGET (self->problem_icon), error ? "error" : "warning");
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->problem_icon),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, message,
                                          -1);
          self->problem_severity = problem->severity;
        }
      g_free (self->problem);
      self->problem = g_strdup (message);
    }
  if (new_text)
    /* a screen reader hears the problem, or else the cost */
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message != NULL ? message : subtitle,
                                    -1);

  self->updating = FALSE;
}

guint
muster_army_unit_row_get_index (MusterArmyUnitRow *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_UNIT_ROW (self), 0);

  return self->index;
}

const char *
muster_army_unit_row_get_type_id (MusterArmyUnitRow *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_UNIT_ROW (self), NULL);

  return self->unit.type != NULL ? self->unit.type->id : NULL;
}

GtkSpinButton *
muster_army_unit_row_get_count_spin (MusterArmyUnitRow *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_UNIT_ROW (self), NULL);

  return self->count_spin;
}
