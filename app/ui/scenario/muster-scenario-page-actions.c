/* muster-scenario-page-actions.c: the Scenario page's actions (scenario.*)
 * and their shortcuts, which live on the page in the capture phase so that
 * Ctrl+Z undoes the scenario whichever of its widgets has the focus.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-print-operation.h"
#include "muster-scenario-page-private.h"

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (widget);

  if (self->scenario != NULL)
    muster_scenario_undo (self->scenario);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (widget);

  if (self->scenario != NULL)
    muster_scenario_redo (self->scenario);
}

/* New, Open and the Terrain page's setup replace the scenario shown: its
 * edits go into the library first, or, without one, the page asks. */
static void
new_then (MusterScenarioPage *self, GVariant *param)
{
  muster_scenario_page_new_scenario (self, g_variant_get_string (param, NULL));
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _muster_scenario_page_confirm_then (MUSTER_SCENARIO_PAGE (widget), new_then, param);
}

static void
open_then (MusterScenarioPage *self, GVariant *param)
{
  _muster_scenario_page_choose_open (self);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _muster_scenario_page_confirm_then (MUSTER_SCENARIO_PAGE (widget), open_then, NULL);
}

static void
open_sample_then (MusterScenarioPage *self, GVariant *param)
{
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (param, NULL));
  g_autoptr(GError) error = NULL;

  if (!muster_scenario_page_open_file (self, file, &error))
    muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), error->message);
}

static void
open_sample_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _muster_scenario_page_confirm_then (MUSTER_SCENARIO_PAGE (widget), open_sample_then, param);
}

static void
import_terrain_then (MusterScenarioPage *self, GVariant *param)
{
  _muster_scenario_page_ask_for_terrain (self);
}

static void
import_terrain_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _muster_scenario_page_confirm_then (MUSTER_SCENARIO_PAGE (widget), import_terrain_then, NULL);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (muster_scenario_page_save (self, &error))
    muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("Kept in the library"));
  else if (error != NULL)
    muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), error->message);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _muster_scenario_page_choose_save (MUSTER_SCENARIO_PAGE (widget));
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *param)
{
  muster_document_page_print (MUSTER_DOCUMENT_PAGE (widget));
}

static void
export_pdf_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (widget);
  g_autofree char *title = NULL;

  if (self->scenario == NULL)
    return;
  title = muster_print_document_title (G_OBJECT (self->scenario));
  /* the sheet describes the forces' armies as the sides do */
  muster_export_bar_choose_file (self->export_bar, G_OBJECT (self->scenario), self->armies, title);
}

static void
add_action (GtkWidget *widget, const char *name, GVariant *param)
{
  muster_scenario_page_add_item (MUSTER_SCENARIO_PAGE (widget), g_variant_get_string (param, NULL));
}

static void
delete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (widget);
  int selected = muster_scenario_canvas_get_selected (self->canvas);

  if (self->scenario == NULL || selected < 0)
    return;
  muster_scenario_canvas_set_selected (self->canvas, -1);
  muster_scenario_apply (self->scenario, muster_scenario_edit_remove_item (selected), NULL);
}

static void
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (widget);

  if (g_str_equal (name, "scenario.zoom-in"))
    muster_scenario_canvas_zoom (self->canvas, 1.25, -1, -1);
  else if (g_str_equal (name, "scenario.zoom-out"))
    muster_scenario_canvas_zoom (self->canvas, 0.8, -1, -1);
  else
    muster_scenario_canvas_reset_view (self->canvas);
}

void
_muster_scenario_page_class_actions_init (MusterScenarioPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "scenario.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "scenario.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "scenario.new", "s", new_action);
  gtk_widget_class_install_action (widget_class, "scenario.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "scenario.open-sample", "s", open_sample_action);
  gtk_widget_class_install_action (widget_class, "scenario.import-terrain", NULL, import_terrain_action);
  gtk_widget_class_install_action (widget_class, "scenario.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "scenario.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "scenario.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "scenario.export-pdf", NULL, export_pdf_action);
  gtk_widget_class_install_action (widget_class, "scenario.add", "s", add_action);
  gtk_widget_class_install_action (widget_class, "scenario.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "scenario.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "scenario.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "scenario.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_property_action (widget_class, "scenario.tool", "tool");
  gtk_widget_class_install_property_action (widget_class, "scenario.snap", "snap");
}

void
_muster_scenario_page_add_shortcuts (MusterScenarioPage *self)
{
  static const struct {
    const char *trigger;
    const char *action;
  } shortcuts[] = {
    { "<Control>z", "scenario.undo" },
    { "<Control><Shift>z|<Control>y", "scenario.redo" },
    { "<Control>s", "scenario.save" },
    { "<Control><Shift>s", "scenario.save-as" },
    { "<Control>o", "scenario.open" },
    { "<Control>p", "scenario.print" },
    { "<Control><Shift>p", "scenario.export-pdf" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* capture: before the focused field's own Ctrl+Z (gtk-notes.md) */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (shortcuts[i].trigger),
                                                            gtk_named_action_new (shortcuts[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_muster_scenario_page_actions_update (MusterScenarioPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean has = self->scenario != NULL;

  gtk_widget_action_set_enabled (widget, "scenario.undo", has && muster_scenario_can_undo (self->scenario));
  gtk_widget_action_set_enabled (widget, "scenario.redo", has && muster_scenario_can_redo (self->scenario));
  gtk_widget_action_set_enabled (widget, "scenario.save", has && self->library != NULL);
  gtk_widget_action_set_enabled (widget, "scenario.save-as", has);
  gtk_widget_action_set_enabled (widget, "scenario.print", has);
  /* one PDF export at a time */
  gtk_widget_action_set_enabled (widget, "scenario.export-pdf", has && !muster_export_bar_is_exporting (self->export_bar));
  gtk_widget_action_set_enabled (widget, "scenario.add", has);
  gtk_widget_action_set_enabled (widget, "scenario.delete", has && muster_scenario_canvas_get_selected (self->canvas) >= 0);
  gtk_widget_action_set_enabled (widget, "scenario.zoom-in", has);
  gtk_widget_action_set_enabled (widget, "scenario.zoom-out", has);
  gtk_widget_action_set_enabled (widget, "scenario.zoom-reset", has);
}
