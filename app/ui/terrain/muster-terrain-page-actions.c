/* muster-terrain-page-actions.c: the Terrain page's actions and their
 * shortcuts: roll (Ctrl+Enter), new and copied seeds, the bidding, undo
 * (Ctrl+Z) and redo (Ctrl+Shift+Z, Ctrl+Y) of every step, reset, save
 * (Ctrl+S), terrain files (Ctrl+O, Ctrl+Shift+S), print (Ctrl+P) and PDF;
 * and the one function that says which of them can run now. The shortcuts
 * work wherever the focus is in the window while the page is shown.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-terrain-page-private.h"
#include "muster-print-operation.h"
#include "muster-ui-util.h"

typedef enum
{
  EXPORT_TERRAIN,
  EXPORT_PDF,
  EXPORT_SCENARIO,
} ExportMode;

static GtkFileFilter *
terrain_filter (void)
{
  return muster_ui_file_filter (_("Terrain files"), "*.xml", "application/xml");
}

/* ---- rolling ---- */

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  muster_terrain_page_roll (MUSTER_TERRAIN_PAGE (widget));
}

static void
new_seed_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  _muster_terrain_page_new_seed (MUSTER_TERRAIN_PAGE (widget));
}

static void
copy_seed_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (widget);
  guint64 seed;
  char text[32];

  if (!muster_terrain_settings_get_seed (self->settings, &seed))
    return;
  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, seed);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("Seed copied"));
}

static void
bidding_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  _muster_terrain_page_show_bidding (MUSTER_TERRAIN_PAGE (widget));
}

/* ---- edits ---- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _muster_terrain_page_undo (MUSTER_TERRAIN_PAGE (widget));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _muster_terrain_page_redo (MUSTER_TERRAIN_PAGE (widget));
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (widget);

  if (!_muster_terrain_page_reset (self))
    muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("Every piece is already where the dice put it."));
}

/* ---- the library and files ---- */

/* What an export writes, kept while its file chooser is open. */
typedef struct
{
  MusterTerrainPage *self;
  ExportMode mode;
} ExportRequest;

static void
export_chosen_cb (GFile    *file,
                  gpointer  user_data)
{
  ExportRequest *request = user_data;
  g_autoptr(MusterTerrainPage) self = request->self;
  ExportMode mode = request->mode;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_free (request);
  if (file == NULL)
    return;
  switch (mode)
    {
    case EXPORT_PDF:
      ok = muster_terrain_page_export_pdf (self, file, &error);
      break;
    case EXPORT_SCENARIO:
      ok = muster_terrain_page_export_scenario (self, file, &error);
      break;
    case EXPORT_TERRAIN:
    default:
      ok = muster_terrain_page_export_file (self, file, &error);
      break;
    }

  if (ok)
    {
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Exported to %s"), name);

      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
    }
  else if (error != NULL)
    muster_ui_show_error (GTK_WIDGET (self), _("The Terrain Could Not Be Exported"), error->message);
}

static void
export (MusterTerrainPage *self,
        ExportMode         mode)
{
  static const char *extensions[] = { "xml", "pdf", "scenario.xml" };
  gboolean pdf = mode == EXPORT_PDF;
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autofree char *name = NULL;
  ExportRequest *request;

  if (muster_terrain_page_get_terrain (self) == NULL)
    return;
  if (pdf)
    filter = muster_ui_file_filter (_("PDF documents"), "*.pdf", "application/pdf");
  else
    filter = terrain_filter ();
  name = _muster_terrain_page_file_name (self, extensions[mode]);
  request = g_new (ExportRequest, 1);
  request->self = g_object_ref (self);
  request->mode = mode;
  muster_ui_choose_file (GTK_WIDGET (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                         pdf ? _("Export PDF")
                         : mode == EXPORT_SCENARIO ? _("Export as Scenario")
                         : _("Export Terrain"),
                         _("_Export"), filter, NULL, name, export_chosen_cb, request);
}

/* terrain.export, terrain.export-pdf and terrain.export-scenario */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  ExportMode mode = EXPORT_TERRAIN;

  if (g_str_equal (action_name, "terrain.export-pdf"))
    mode = EXPORT_PDF;
  else if (g_str_equal (action_name, "terrain.export-scenario"))
    mode = EXPORT_SCENARIO;
  export (MUSTER_TERRAIN_PAGE (widget), mode);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (muster_terrain_page_get_terrain (self) == NULL)
    return;
  /* without the library, saving means choosing a file */
  if (self->library == NULL)
    {
      export (self, EXPORT_TERRAIN);
      return;
    }
  if (!muster_terrain_page_save (self, &error))
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Terrain Could Not Be Saved"), error->message);
      return;
    }
  muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("Saved to the library"));
}

static void
import_chosen_cb (GFile    *file,
                  gpointer  user_data)
{
  g_autoptr(MusterTerrainPage) self = user_data;

  if (file != NULL)
    muster_terrain_page_import_file (self, file);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  g_autoptr(GtkFileFilter) filter = terrain_filter ();

  muster_ui_choose_file (widget, GTK_FILE_CHOOSER_ACTION_OPEN, _("Open Terrain File"), _("_Open"),
                         filter, NULL, NULL, import_chosen_cb, g_object_ref (widget));
}

/* ---- printing ---- */

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  muster_document_page_print (MUSTER_DOCUMENT_PAGE (widget));
}

/* ---- wiring ---- */

void
_muster_terrain_page_class_actions_init (MusterTerrainPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "terrain.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "terrain.new-seed", NULL, new_seed_action);
  gtk_widget_class_install_action (widget_class, "terrain.copy-seed", NULL, copy_seed_action);
  gtk_widget_class_install_action (widget_class, "terrain.bidding", NULL, bidding_action);
  gtk_widget_class_install_action (widget_class, "terrain.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "terrain.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "terrain.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "terrain.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "terrain.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "terrain.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "terrain.export-pdf", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "terrain.export-scenario", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "terrain.print", NULL, print_action);
}

/* Undo and redo take their keys even when there is nothing to undo, so
 * that no number field undoes its own text instead. */
static gboolean
step_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  gtk_widget_activate_action (widget, user_data, NULL);
  return TRUE;
}

static void
add_shortcuts (MusterTerrainPage   *self,
               GtkPropagationPhase  phase,
               const char * const  *triggers,
               const char * const  *actions,
               guint                n,
               gboolean             steps)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, phase);
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < n; i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (triggers[i]),
                                                            steps ? gtk_callback_action_new (step_shortcut_cb,
                                                                                             (gpointer) actions[i],
                                                                                             NULL)
                                                                  : gtk_named_action_new (actions[i])));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* The page's shortcuts, handled by the window wherever the focus is, as
 * long as the page is shown (a shortcut of an unmapped widget is skipped).
 * Undo and redo come first, before the focused widget: the seed and the
 * number fields are text fields that would take Ctrl+Z for their text;
 * the page has one history for all of them. */
void
_muster_terrain_page_add_shortcuts (MusterTerrainPage *self)
{
  static const char * const step_triggers[] = { "<Control>z", "<Control><Shift>z|<Control>y" };
  static const char * const step_actions[] = { "terrain.undo", "terrain.redo" };
  static const char * const triggers[] = {
    "<Control>Return|<Control>KP_Enter", "<Control>s", "<Control><Shift>s", "<Control>o", "<Control>p",
  };
  static const char * const actions[] = {
    "terrain.roll", "terrain.save", "terrain.export", "terrain.import", "terrain.print",
  };

  add_shortcuts (self, GTK_PHASE_CAPTURE, step_triggers, step_actions, G_N_ELEMENTS (step_actions), TRUE);
  add_shortcuts (self, GTK_PHASE_BUBBLE, triggers, actions, G_N_ELEMENTS (actions), FALSE);
}

void
_muster_terrain_page_actions_update (MusterTerrainPage *self)
{
  MusterSystem *system = muster_terrain_settings_get_system (self->settings);
  gboolean has_terrain = muster_terrain_page_get_terrain (self) != NULL;
  const char *undo_label = muster_terrain_history_get_undo_label (self->history);
  const char *redo_label = muster_terrain_history_get_redo_label (self->history);
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;
  gboolean seed_ok;
  guint64 seed;

  g_assert (MUSTER_IS_TERRAIN_PAGE (self));

  seed_ok = muster_terrain_settings_get_seed (self->settings, &seed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.roll", system != NULL && seed_ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.copy-seed", seed_ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.bidding",
                                 system != NULL && seed_ok &&
                                 muster_terrain_settings_get_method (self->settings) == MUSTER_TERRAIN_SECTORS &&
                                 muster_system_get_sector_method (system) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.undo", muster_terrain_history_can_undo (self->history));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.redo", muster_terrain_history_can_redo (self->history));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.reset", has_terrain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.save", has_terrain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.export", has_terrain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.export-pdf", has_terrain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.export-scenario", has_terrain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "terrain.print", has_terrain);

  /* Translators: the tooltip of the Undo button, "Undo Move piece 3" */
  undo_tip = undo_label != NULL ? g_strdup_printf (_("Undo %s"), undo_label) : g_strdup (_("Undo"));
  /* Translators: the tooltip of the Redo button, "Redo Move piece 3" */
  redo_tip = redo_label != NULL ? g_strdup_printf (_("Redo %s"), redo_label) : g_strdup (_("Redo"));
  muster_ui_name_button (GTK_WIDGET (self->undo_button), undo_tip);
  muster_ui_name_button (GTK_WIDGET (self->redo_button), redo_tip);
}
