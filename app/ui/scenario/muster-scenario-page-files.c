/* muster-scenario-page-files.c: the Scenario page's scenario as a
 * document: new for a system, opened from a scenario file, a terrain setup
 * file (the generator's) or a system's sample scenario, saved to a file,
 * kept in the library with its revisions, printed and exported to a PDF.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-print-operation.h"
#include "muster-scenario-page-private.h"
#include "muster-ui-util.h"

static void run_then    (MusterScenarioPage *self);
static void forget_then (MusterScenarioPage *self);

/* ---- menus ---- */

GMenuModel *
_muster_scenario_page_systems_menu (MusterScenarioPage *self,
                                    const char         *action)
{
  GMenu *menu = g_menu_new ();
  GPtrArray *systems = muster_catalog_get_systems (self->catalog);

  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (muster_text_get (muster_system_get_name (system)), NULL);

      g_menu_item_set_action_and_target_value (item, action, g_variant_new_string (muster_system_get_id (system)));
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

/* Open…, then each system's sample scenarios under its name. */
GMenuModel *
_muster_scenario_page_samples_menu (MusterScenarioPage *self)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) files = g_menu_new ();
  GPtrArray *systems = muster_catalog_get_systems (self->catalog);

  g_menu_append (files, _("Scenario or Terrain File…"), "scenario.open");
  g_menu_append (files, _("The Terrain Page's Setup"), "scenario.import-terrain");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (files));
  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);
      g_autofree char *folder = g_build_filename (muster_system_get_folder (system), "scenarios", NULL);
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      g_autoptr(GMenu) samples = g_menu_new ();
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".xml"))
          g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
      for (guint j = 0; j < names->len; j++)
        {
          g_autofree char *path = g_build_filename (folder, g_ptr_array_index (names, j), NULL);
          g_autoptr(MusterScenario) scenario = muster_scenario_load_file (self->catalog, path, NULL);
          g_autoptr(GMenuItem) item = NULL;

          if (scenario == NULL)
            continue;
          item = g_menu_item_new (muster_text_get (muster_scenario_get_name (scenario)), NULL);
          g_menu_item_set_action_and_target_value (item, "scenario.open-sample", g_variant_new_string (path));
          g_menu_append_item (samples, item);
        }
      if (g_menu_model_get_n_items (G_MENU_MODEL (samples)) > 0)
        {
          /* Translators: a section of the Open menu: "Sample scenarios of Clouds of Smoke" */
          g_autofree char *label = g_strdup_printf (_("Sample scenarios of %s"),
                                                    muster_text_get (muster_system_get_name (system)));

          g_menu_append_section (menu, label, G_MENU_MODEL (samples));
        }
    }
  return G_MENU_MODEL (menu);
}

/* ---- the generator's setup ---- */

/* A new scenario with the pieces, table and sides of @terrain. */
gboolean
muster_scenario_page_import_terrain (MusterScenarioPage  *self,
                                     MusterTerrain       *terrain,
                                     GError             **error)
{
  g_autoptr(MusterScenario) scenario = NULL;
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);
  g_return_val_if_fail (MUSTER_IS_TERRAIN (terrain), FALSE);

  xml = muster_terrain_to_scenario_xml (terrain);
  scenario = muster_scenario_load_memory (self->catalog, xml, strlen (xml), "terrain-setup.xml", error);
  if (scenario == NULL)
    return FALSE;
  muster_scenario_page_set_scenario (self, scenario, 0, NULL);
  return TRUE;
}

/**
 * muster_scenario_page_import_shown_terrain:
 * @terrain: (nullable): the setup the Terrain page shows, or %NULL when it
 *   has none yet
 *
 * The answer to "import-terrain": @terrain as a new scenario, or a toast
 * that says why there is none.
 */
void
muster_scenario_page_import_shown_terrain (MusterScenarioPage *self,
                                           MusterTerrain      *terrain)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MUSTER_IS_SCENARIO_PAGE (self));
  g_return_if_fail (terrain == NULL || MUSTER_IS_TERRAIN (terrain));

  if (terrain == NULL)
    muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("The Terrain page has no setup yet: roll one there first."));
  else if (!muster_scenario_page_import_terrain (self, terrain, &error))
    muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), error->message);
}

/* ---- files ---- */

gboolean
muster_scenario_page_open_file (MusterScenarioPage  *self,
                                GFile               *file,
                                GError             **error)
{
  g_autoptr(MusterScenario) scenario = NULL;
  g_autoptr(GError) scenario_error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return FALSE;
  if (strstr (data, "<terrain") != NULL && strstr (data, "<scenario") == NULL)
    {
      /* a setup of the terrain generator: a new scenario with its pieces */
      g_autoptr(MusterTerrain) terrain = muster_terrain_load_memory (self->catalog, data, length, path, error);
      g_autofree char *xml = NULL;

      if (terrain == NULL)
        return FALSE;
      xml = muster_terrain_to_scenario_xml (terrain);
      scenario = muster_scenario_load_memory (self->catalog, xml, strlen (xml), path, error);
      if (scenario == NULL)
        return FALSE;
      muster_scenario_page_set_scenario (self, scenario, 0, NULL);
      return TRUE;
    }
  scenario = muster_scenario_load_memory (self->catalog, data, length, path, error);
  if (scenario == NULL)
    return FALSE;
  /* a sample stays as it is: saving it asks for a file of one's own */
  muster_scenario_page_set_scenario (self, scenario, 0, muster_scenario_is_sample (scenario) ? NULL : file);
  return TRUE;
}

static void
open_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(MusterScenarioPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (file != NULL && !muster_scenario_page_open_file (self, file, &error))
    muster_ui_show_error (GTK_WIDGET (self), _("The Scenario Cannot Be Opened"), error->message);
}

void
_muster_scenario_page_choose_open (MusterScenarioPage *self)
{
  g_autoptr(GtkFileFilter) filter = muster_ui_file_filter (_("Scenarios and terrain setups"), "*.xml", "application/xml");

  muster_ui_choose_file (GTK_WIDGET (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open Scenario"), _("_Open"), filter,
                         NULL, NULL, open_chosen_cb, g_object_ref (self));
}

gboolean
muster_scenario_page_save_file (MusterScenarioPage  *self,
                                GFile               *file,
                                GError             **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->scenario == NULL)
    return FALSE;
  path = g_file_get_path (file);
  if (!muster_scenario_save_file (self->scenario, path, error))
    return FALSE;
  g_set_object (&self->file, file);
  /* without a library the file is what keeps the edits */
  if (self->library == NULL || self->save_failed)
    {
      g_clear_handle_id (&self->autosave_id, g_source_remove);
      muster_scenario_mark_saved (self->scenario);
      self->save_failed = FALSE;
    }
  _muster_scenario_page_update_title (self);
  _muster_scenario_page_sources_changed (self);
  return TRUE;
}

static void
save_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(MusterScenarioPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    {
      /* what waited for the file waits no longer */
      forget_then (self);
      return;
    }
  if (!muster_scenario_page_save_file (self, file, &error))
    {
      forget_then (self);
      muster_ui_show_error (GTK_WIDGET (self), _("The Scenario Cannot Be Saved"), error->message);
      return;
    }
  muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("Saved"));
  /* saved as "Save Changes?" asked: on with what waited */
  if (self->waiting)
    run_then (self);
}

/* A file name from the scenario's name: "the-mill-bridge.xml". */
static char *
suggested_name (MusterScenario *scenario)
{
  const MusterText *name = muster_scenario_get_name (scenario);
  g_autofree char *base = g_strdup (muster_text_is_set (name) ? muster_text_get (name) : _("scenario"));

  g_strdelimit (base, "/\\:*?\"<>|", '-');
  return g_strconcat (base, ".xml", NULL);
}

void
_muster_scenario_page_choose_save (MusterScenarioPage *self)
{
  g_autoptr(GtkFileFilter) filter = muster_ui_file_filter (_("Scenarios"), "*.xml", "application/xml");
  g_autoptr(GFile) start = NULL;

  if (self->scenario == NULL)
    return;
  if (self->file != NULL)
    start = g_object_ref (self->file);
  else
    {
      /* the first save starts in the user's documents folder */
      const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
      g_autofree char *name = suggested_name (self->scenario);
      g_autofree char *path = g_build_filename (documents != NULL ? documents : g_get_home_dir (), name, NULL);

      start = g_file_new_for_path (path);
    }
  muster_ui_choose_file (GTK_WIDGET (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("Save Scenario"), _("_Save"), filter,
                         start, NULL, save_chosen_cb, g_object_ref (self));
}

/* ---- the library ---- */

gboolean
muster_scenario_page_save (MusterScenarioPage  *self,
                           GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *xml = NULL;
  const MusterText *name;
  const char *title;
  gint64 id;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);

  if (self->scenario == NULL)
    return FALSE;
  if (self->library == NULL)
    {
      g_set_error_literal (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                           _("The library is not available: save the scenario to a file to keep it."));
      return FALSE;
    }
  xml = muster_scenario_to_xml (self->scenario);
  name = muster_scenario_get_name (self->scenario);
  title = muster_text_is_set (name) ? muster_text_get (name) : _("Untitled Scenario");
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  id = muster_library_save (self->library, self->document, MUSTER_DOC_SCENARIO, title,
                            muster_system_get_id (muster_scenario_get_system (self->scenario)), NULL, xml, title,
                            0, 0, &local_error);
  if (id == 0 && self->document != 0 && g_error_matches (local_error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE))
    {
      /* deleted from the library while shown here: kept as a new one */
      g_clear_error (&local_error);
      id = muster_library_save (self->library, 0, MUSTER_DOC_SCENARIO, title,
                                muster_system_get_id (muster_scenario_get_system (self->scenario)), NULL, xml, title,
                                0, 0, &local_error);
    }
  if (id == 0)
    {
      self->save_failed = TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  self->save_failed = FALSE;
  muster_scenario_mark_saved (self->scenario);
  if (id != self->document)
    {
      self->document = id;
      g_object_notify (G_OBJECT (self), "document");
    }
  _muster_scenario_page_update_title (self);
  return TRUE;
}

static gboolean
autosave_cb (gpointer data)
{
  MusterScenarioPage *self = data;
  g_autoptr(GError) error = NULL;

  self->autosave_id = 0;
  /* a new scenario whose edits were all undone stays out of the library */
  if (self->scenario != NULL && self->document == 0 && !muster_scenario_is_modified (self->scenario))
    return G_SOURCE_REMOVE;
  /* a page whose scenario is gone (disposed) has nothing to save */
  if (!muster_scenario_page_save (self, &error) && error != NULL)
    {
      /* Translators: %s is why the library could not keep the scenario */
      g_autofree char *text = g_strdup_printf (_("The scenario could not be saved: %s"), error->message);

      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
    }
  return G_SOURCE_REMOVE;
}

/* An edit: kept in the library a moment later, as a new revision of the
 * scenario's document (its first edit makes the document). */
void
_muster_scenario_page_autosave_later (MusterScenarioPage *self)
{
  if (self->library == NULL)
    return;
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  /* the timeout keeps the page until it runs or is removed */
  self->autosave_id = g_timeout_add_full (G_PRIORITY_DEFAULT, 1500, autosave_cb, g_object_ref (self), g_object_unref);
}

gboolean
muster_scenario_page_would_lose_changes (MusterScenarioPage *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);

  return self->scenario != NULL && muster_scenario_is_modified (self->scenario) && self->autosave_id == 0 &&
         (self->library == NULL || self->save_failed);
}

gboolean
muster_scenario_page_flush (MusterScenarioPage *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), TRUE);

  if (self->autosave_id != 0 ||
      (self->library != NULL && self->scenario != NULL && muster_scenario_is_modified (self->scenario)))
    {
      g_autoptr(GError) error = NULL;

      g_clear_handle_id (&self->autosave_id, g_source_remove);
      if (self->scenario != NULL && !muster_scenario_page_save (self, &error) && error != NULL)
        g_warning ("The scenario could not be saved to the library: %s", error->message);
    }
  return !muster_scenario_page_would_lose_changes (self);
}

/* Drops an edit that waits for the autosave (a newer copy is coming). */
void
muster_scenario_page_forget_changes (MusterScenarioPage *self)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_PAGE (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->scenario != NULL)
    muster_scenario_mark_saved (self->scenario);
  _muster_scenario_page_update_title (self);
}

/* ---- asking before edits are lost (without a library) ---- */

static gboolean
close_window_cb (gpointer window)
{
  gtk_window_close (window);
  return G_SOURCE_REMOVE;
}

static void
run_then (MusterScenarioPage *self)
{
  MusterScenarioPageThen then = self->then;
  g_autoptr(GVariant) param = g_steal_pointer (&self->then_param);
  GtkRoot *root;

  self->then = NULL;
  self->waiting = FALSE;
  if (then != NULL)
    then (self, param);
  else if (GTK_IS_WINDOW (root = gtk_widget_get_root (GTK_WIDGET (self))))
    /* once the dialog that asked is gone: it belongs to the window */
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_window_cb, g_object_ref (root), g_object_unref);
}

static void
forget_then (MusterScenarioPage *self)
{
  self->then = NULL;
  self->waiting = FALSE;
  g_clear_pointer (&self->then_param, g_variant_unref);
}

static void
confirm_response_cb (AdwMessageDialog   *dialog,
                     const char         *response,
                     MusterScenarioPage *self)
{
  if (g_str_equal (response, "discard"))
    {
      muster_scenario_page_forget_changes (self);
      run_then (self);
    }
  else if (g_str_equal (response, "save"))
    _muster_scenario_page_choose_save (self);
  else
    forget_then (self);
  g_object_unref (self);
}

void
_muster_scenario_page_confirm_then (MusterScenarioPage    *self,
                                    MusterScenarioPageThen then,
                                    GVariant              *param)
{
  g_autoptr(GVariant) sunk = param != NULL ? g_variant_ref_sink (param) : NULL;
  GtkWidget *dialog;
  GtkRoot *root;
  const MusterText *name;
  g_autofree char *body = NULL;

  forget_then (self);
  self->then = then;
  self->then_param = g_steal_pointer (&sunk);
  self->waiting = TRUE;
  if (_muster_scenario_page_keep_before_replacing (self))
    {
      run_then (self);
      return;
    }
  name = muster_scenario_get_name (self->scenario);
  /* Translators: %s is the scenario's name */
  body = g_strdup_printf (_("The changes to “%s” are not kept anywhere yet: save the scenario to a file "
                            "to keep them."),
                          muster_text_is_set (name) ? muster_text_get (name) : _("Untitled Scenario"));
  root = gtk_widget_get_root (GTK_WIDGET (self));
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), g_object_ref (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
muster_scenario_page_open_document (MusterScenarioPage *self,
                                    gint64              document)
{
  g_autoptr(MusterScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *content = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);

  if (self->library == NULL)
    return FALSE;
  content = muster_ui_library_content (self->library, document, &name, &error);
  if (content != NULL)
    scenario = muster_scenario_load_memory (self->catalog, content, strlen (content), name, &error);
  if (scenario == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Scenario Cannot Be Opened"), error->message);
      return FALSE;
    }
  muster_scenario_page_set_scenario (self, scenario, document, NULL);
  return TRUE;
}

/* ---- printing ---- */

void
_muster_scenario_page_print (MusterScenarioPage *self)
{
  MusterContext *context = muster_document_page_get_context (MUSTER_DOCUMENT_PAGE (self));
  g_autoptr(MusterPrintOperation) operation = NULL;
  g_auto(GStrv) ids = NULL;
  MusterSheetOptions options;

  if (self->scenario == NULL)
    return;
  /* the sheets chosen last for a scenario (the Sheets tab offers the table
   * at 1:1 and the templates too) */
  muster_print_load_choice (context, G_OBJECT (self->scenario), &ids, &options);
  /* the sheet describes the forces' armies as the sides do */
  g_set_object (&options.armies, self->armies);
  operation = muster_print_operation_new (context, G_OBJECT (self->scenario), (const char * const *) ids, &options);
  muster_sheet_options_clear (&options);
  muster_print_operation_run_dialog (operation, GTK_WIDGET (self));
}

void
muster_scenario_page_export_pdf (MusterScenarioPage  *self,
                                 GFile               *file,
                                 const char * const  *ids,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_PAGE (self));
  g_return_if_fail (self->scenario != NULL);
  g_return_if_fail (G_IS_FILE (file));

  muster_export_bar_export_pdf (self->export_bar, G_OBJECT (self->scenario), ids, self->armies, file,
                                callback, user_data);
}
