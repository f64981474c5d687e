/* muster-scenario-layers.c: the layer check buttons say which kinds of
 * item the canvas draws ("hidden-kinds"); the problems list shows
 * muster_scenario_check() a moment after each change, errors first, and a
 * click on a problem emits "problem-activated" with its item, or
 * "side-problem-activated" with its side.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-scenario-layers.h"
#include "muster-ui-util.h"

#define CHECK_DELAY_MS 250

struct _MusterScenarioLayers
{
  GtkWidget parent_instance;

  GtkCheckButton *terrain_check;
  GtkCheckButton *zones_check;
  GtkCheckButton *markers_check;
  GtkCheckButton *objectives_check;
  GtkListBox *problem_list;
  GtkLabel *problems_heading;

  MusterScenario *scenario;
  MusterCatalog *catalog;
  gulong changed_id;
  guint check_id;
  guint n_problems;
};

G_DEFINE_FINAL_TYPE (MusterScenarioLayers, muster_scenario_layers, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_HIDDEN_KINDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PROBLEM_ACTIVATED,
  SIDE_PROBLEM_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

guint
muster_scenario_layers_get_hidden_kinds (MusterScenarioLayers *self)
{
  guint hidden = 0;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_LAYERS (self), 0);
  if (!gtk_check_button_get_active (self->terrain_check))
    hidden |= 1u << MUSTER_ITEM_PIECE;
  if (!gtk_check_button_get_active (self->zones_check))
    hidden |= 1u << MUSTER_ITEM_ZONE;
  if (!gtk_check_button_get_active (self->markers_check))
    hidden |= (1u << MUSTER_ITEM_COLUMN_MARKER) | (1u << MUSTER_ITEM_CAMP) | (1u << MUSTER_ITEM_RESERVE);
  if (!gtk_check_button_get_active (self->objectives_check))
    hidden |= 1u << MUSTER_ITEM_OBJECTIVE;
  return hidden;
}

static void
layer_toggled_cb (MusterScenarioLayers *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIDDEN_KINDS]);
}

static GtkWidget *
problem_row (const MusterScenarioProblem *problem)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name (problem->warning ? "dialog-warning-symbolic" : "dialog-error-symbolic");
  GtkWidget *label = gtk_label_new (problem->message);

  gtk_widget_add_css_class (icon, problem->warning ? "warning" : "error");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* a long message wraps instead of widening the side panel (which would
   * fold it away and back while it is drawn) */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), problem->item >= 0 || problem->side >= 0);
  g_object_set_data (G_OBJECT (row), "muster-item", GINT_TO_POINTER (problem->item + 1));
  g_object_set_data (G_OBJECT (row), "muster-side", GINT_TO_POINTER (problem->side + 1));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, problem->message, -1);
  return row;
}

void
muster_scenario_layers_refresh (MusterScenarioLayers *self)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *heading = NULL;

  g_return_if_fail (MUSTER_IS_SCENARIO_LAYERS (self));

  g_clear_handle_id (&self->check_id, g_source_remove);
  muster_ui_remove_all (GTK_WIDGET (self->problem_list));
  self->n_problems = 0;
  if (self->scenario == NULL)
    return;
  problems = muster_scenario_check (self->scenario, self->catalog, NULL);
  for (guint i = 0; i < problems->len; i++)
    gtk_list_box_append (self->problem_list, problem_row (g_ptr_array_index (problems, i)));
  self->n_problems = problems->len;
  if (problems->len == 0)
    {
      GtkWidget *label = gtk_label_new (_("The scenario keeps every rule."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_append (self->problem_list, label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);
    }
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Problem", "%u Problems", problems->len), problems->len);
  gtk_label_set_label (self->problems_heading, heading);
}

static gboolean
check_cb (gpointer data)
{
  MusterScenarioLayers *self = data;

  self->check_id = 0;
  muster_scenario_layers_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
scenario_changed_cb (MusterScenarioLayers *self)
{
  g_clear_handle_id (&self->check_id, g_source_remove);
  self->check_id = g_timeout_add (CHECK_DELAY_MS, check_cb, self);
}

void
muster_scenario_layers_set_scenario (MusterScenarioLayers *self,
                                     MusterScenario       *scenario,
                                     MusterCatalog        *catalog)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_LAYERS (self));

  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  g_set_object (&self->catalog, catalog);
  if (scenario != NULL)
    self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);
  muster_scenario_layers_refresh (self);
}

static void
row_activated_cb (MusterScenarioLayers *self,
                  GtkListBoxRow        *row)
{
  int item = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "muster-item")) - 1;
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "muster-side")) - 1;

  if (item >= 0)
    g_signal_emit (self, signals[PROBLEM_ACTIVATED], 0, item);
  else if (side >= 0)
    g_signal_emit (self, signals[SIDE_PROBLEM_ACTIVATED], 0, side);
}

GtkListBox *
muster_scenario_layers_get_problem_list (MusterScenarioLayers *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_LAYERS (self), NULL);
  return self->problem_list;
}

guint
muster_scenario_layers_get_n_problems (MusterScenarioLayers *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_LAYERS (self), 0);
  return self->n_problems;
}

static void
muster_scenario_layers_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_HIDDEN_KINDS:
      g_value_set_uint (value, muster_scenario_layers_get_hidden_kinds (MUSTER_SCENARIO_LAYERS (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_scenario_layers_dispose (GObject *object)
{
  MusterScenarioLayers *self = MUSTER_SCENARIO_LAYERS (object);

  g_clear_handle_id (&self->check_id, g_source_remove);
  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_clear_object (&self->scenario);
  g_clear_object (&self->catalog);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_SCENARIO_LAYERS);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (muster_scenario_layers_parent_class)->dispose (object);
}

static void
muster_scenario_layers_class_init (MusterScenarioLayersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_scenario_layers_get_property;
  object_class->dispose = muster_scenario_layers_dispose;

  properties[PROP_HIDDEN_KINDS] = g_param_spec_uint ("hidden-kinds", NULL, NULL, 0, G_MAXUINT, 0,
                                                     G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* a problem about an item was clicked: its index */
  signals[PROBLEM_ACTIVATED] = g_signal_new ("problem-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                             NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* a problem about a side or its force (and no item) was clicked: the side's index */
  signals[SIDE_PROBLEM_ACTIVATED] = g_signal_new ("side-problem-activated", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-scenario-layers.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioLayers, terrain_check);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioLayers, zones_check);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioLayers, markers_check);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioLayers, objectives_check);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioLayers, problem_list);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioLayers, problems_heading);
  gtk_widget_class_bind_template_callback (widget_class, layer_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_scenario_layers_init (MusterScenarioLayers *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
