/* muster-window-actions.c: the window's actions: win.search (Ctrl+F),
 * win.show-errors, which explains why game systems failed to load,
 * win.new-army (a faction row starts an army), win.open (Ctrl+O, an army,
 * terrain or scenario file, a list for the list editor, or a terrain file
 * on the terrain page), win.edit-list and win.new-list (the list editor),
 * win.install-list (muster-window-lists.c),
 * win.open-sample (an army a system ships), win.open-share-code,
 * win.print-booklet (a list's booklet through the print dialog) and
 * win.show-view (Alt+1…4).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-library-view.h"
#include "muster-print-operation.h"
#include "muster-published-list.h"
#include "muster-list-editor.h"
#include "muster-share-dialog.h"
#include "muster-scenario-page.h"
#include "muster-terrain-page.h"
#include "muster-ui-util.h"
#include "muster-window-private.h"

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);

  if (self->editor != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->editor), "army.search", NULL);
      return;
    }
  if (self->library_view != NULL &&
      g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "library") == 0)
    {
      muster_library_view_focus_search (MUSTER_LIBRARY_VIEW (self->library_view));
      return;
    }
  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Starts a new army of a faction, with the system's default points and,
 * where the system has commanders, one commander already chosen: almost
 * every army needs exactly one, and the middle tier is the usual choice,
 * so the army starts close to valid and the choice is one click to change. */
void
_muster_window_new_army (MusterWindow *self,
                         const char   *system_id,
                         const char   *faction_id)
{
  MusterSystem *system = muster_catalog_lookup (self->catalog, system_id);
  const MusterFaction *faction = system != NULL ? muster_system_lookup_faction (system, faction_id) : NULL;
  g_autoptr(MusterArmy) army = NULL;

  if (faction == NULL)
    return;
  army = muster_army_editor_new_army (system, faction);
  muster_window_open_army (self, army, 0, NULL);
}

static void
new_army_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  const char *system_id;
  const char *faction_id;

  g_variant_get (param, "(&s&s)", &system_id, &faction_id);
  _muster_window_new_army (MUSTER_WINDOW (widget), system_id, faction_id);
}

/* The booklet of a faction's list in the print dialog: its preview, a
 * printer, or a PDF (Print to File). */
static void
print_booklet_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  static const char * const ids[] = { "booklet", NULL };
  MusterWindow *self = MUSTER_WINDOW (widget);
  g_autoptr(MusterPublishedList) list = NULL;
  g_autoptr(MusterPrintOperation) operation = NULL;
  const MusterFaction *faction = NULL;
  MusterSystem *system;
  const char *system_id;
  const char *faction_id;

  g_variant_get (param, "(&s&s)", &system_id, &faction_id);
  system = muster_catalog_lookup (self->catalog, system_id);
  if (system != NULL)
    faction = muster_system_lookup_faction (system, faction_id);
  if (faction == NULL)
    return;
  list = muster_published_list_new (system, faction);
  operation = muster_print_operation_new (self->context, G_OBJECT (list), ids, NULL);
  muster_print_operation_run_dialog (operation, widget);
}

/* Opens an army read from file in the editor, keeping it in the library
 * too. */
static gboolean
open_army_from (MusterWindow *self,
                MusterArmy   *army,
                GFile        *file)
{
  g_autofree char *path = g_file_get_path (file);
  /* the same file opened again is the same document */
  gint64 document = _muster_window_keep_in_library (self, army);

  return muster_window_open_army (self, army, document, path) != NULL;
}

/* Opens an army file, or offers to install a published list; a file that
 * is neither is refused whole, with the reason. */
gboolean
_muster_window_open_file (MusterWindow *self,
                          GFile        *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) army = muster_ui_load_document_file (self->catalog, file, MUSTER_SCHEMA_ARMY, NULL, &error);

  if (army != NULL)
    return open_army_from (self, MUSTER_ARMY (army), file);
  if (_muster_window_is_list_file (file))
    {
      _muster_window_offer_list (self, file);
      return TRUE;
    }
  muster_list_explain_error (error);
  muster_ui_show_error (GTK_WIDGET (self), _("The Army File Cannot Be Opened"), error->message);
  return FALSE;
}

/**
 * muster_window_open_file:
 *
 * Opens a file given to Muster (on its command line, by the desktop, or
 * dropped on the window): an army in the editor, a terrain setup on the
 * terrain page, a scenario on the scenario page; a published army list
 * it offers to install. Anything else,
 * or a file that does not load, is refused whole with the reason.
 *
 * Returns: whether the file was opened
 */
gboolean
muster_window_open_file (MusterWindow *self,
                         GFile        *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) document = NULL;
  MusterSchema kind = MUSTER_SCHEMA_ANY;

  g_return_val_if_fail (MUSTER_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = muster_ui_load_document_file (self->catalog, file, MUSTER_SCHEMA_ANY, &kind, &error);
  if (document == NULL && _muster_window_is_list_file (file))
    {
      _muster_window_offer_list (self, file);
      return TRUE;
    }
  if (document == NULL)
    {
      muster_list_explain_error (error);
      muster_ui_show_error (GTK_WIDGET (self), _("The File Cannot Be Opened"), error->message);
      return FALSE;
    }
  if (kind == MUSTER_SCHEMA_ARMY)
    return open_army_from (self, MUSTER_ARMY (document), file);
  if (kind == MUSTER_SCHEMA_SCENARIO)
    {
      muster_scenario_page_set_scenario (MUSTER_SCENARIO_PAGE (muster_window_get_scenario_page (self)),
                                         MUSTER_SCENARIO (document), 0,
                                         muster_scenario_is_sample (MUSTER_SCENARIO (document)) ? NULL : file);
      muster_window_close_army (self);
      adw_view_stack_set_visible_child_name (self->view_stack, "scenario");
      return TRUE;
    }

  muster_terrain_page_show_opened (MUSTER_TERRAIN_PAGE (muster_window_get_terrain_page (self)),
                                   MUSTER_TERRAIN (document), file);
  muster_window_close_army (self);
  adw_view_stack_set_visible_child_name (self->view_stack, "terrain");
  return TRUE;
}

/**
 * muster_window_open_chosen_file:
 *
 * What File > Open does with the file chosen: a published army list opens
 * in the list editor, anything else as muster_window_open_file() (which
 * offers to install a list given to Muster).
 *
 * Returns: whether the file was opened
 */
gboolean
muster_window_open_chosen_file (MusterWindow *self,
                                GFile        *file)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (_muster_window_is_list_file (file))
    return muster_list_editor_open_file (GTK_WINDOW (self), self->context, g_file_peek_path (file));
  return muster_window_open_file (self, file);
}

static void
open_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(MusterWindow) self = user_data;

  if (file != NULL)
    muster_window_open_chosen_file (self, file);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = NULL;

  /* in an army, the editor opens files (a new window takes the new army) */
  if (self->editor != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->editor), "army.import", NULL);
      return;
    }
  /* on the terrain page, Open opens terrain files */
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "terrain") == 0 &&
      self->terrain_page != NULL)
    {
      gtk_widget_activate_action (self->terrain_page, "terrain.import", NULL);
      return;
    }
  filter = muster_ui_file_filter (_("Muster files"), "*.xml", "application/xml");
  muster_ui_choose_file (widget, GTK_FILE_CHOOSER_ACTION_OPEN, _("Open File"), _("_Open"),
                         filter, NULL, NULL, open_chosen_cb, g_object_ref (self));
}

static void
share_code_chosen_cb (const char *code,
                      gpointer    user_data)
{
  MusterWindow *self = user_data;
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;

  if (code == NULL)
    return;
  army = muster_share_decode (self->catalog, code, &error);
  if (army == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Share Code Cannot Be Read"), error->message);
      return;
    }
  muster_window_open_army (self, army, _muster_window_keep_in_library (self, army), NULL);
}

/* Asks for a share code (one on the clipboard is filled in) and opens its
 * army. */
static void
open_share_code_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);

  if (self->editor != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->editor), "army.paste-share-code", NULL);
      return;
    }
  muster_share_dialog_ask_code (widget, share_code_chosen_cb, g_object_ref (self), g_object_unref);
}

/* Alt+1 … Alt+4: the Systems, Library, Terrain and Scenario pages, as GNOME
 * applications switch their views. */
static void
show_view_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  muster_window_set_visible_view (MUSTER_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* Opens one of the armies a system ships (its armies/ folder). */
static void
open_sample_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (param, NULL));

  _muster_window_open_file (MUSTER_WINDOW (widget), file);
}

/* A faction's menu: Edit List… opens its list in the list editor. */
static void
edit_list_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  const char *system_id;
  const char *faction_id;

  g_variant_get (param, "(&s&s)", &system_id, &faction_id);
  muster_list_editor_open_faction (GTK_WINDOW (widget), MUSTER_WINDOW (widget)->context, system_id, faction_id);
}

/* A system's menu: New List… */
static void
new_list_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  muster_list_editor_ask_new (GTK_WINDOW (widget), MUSTER_WINDOW (widget)->context, g_variant_get_string (param, NULL));
}

static void
show_errors_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  GPtrArray *errors = muster_catalog_get_errors (self->catalog);
  g_autoptr(GString) body = g_string_new (NULL);
  GtkWidget *dialog;

  for (guint i = 0; i < errors->len; i++)
    {
      if (i > 0)
        g_string_append (body, "\n\n");
      g_string_append (body, g_ptr_array_index (errors, i));
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   g_dngettext (GETTEXT_PACKAGE,
                                                "A Data File Could Not Be Loaded",
                                                "Some Data Files Could Not Be Loaded",
                                                errors->len),
                                   body->str);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_muster_window_class_actions_init (MusterWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.show-errors", NULL, show_errors_action);
  gtk_widget_class_install_action (widget_class, "win.new-army", "(ss)", new_army_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.edit-list", "(ss)", edit_list_action);
  gtk_widget_class_install_action (widget_class, "win.new-list", "s", new_list_action);
  gtk_widget_class_install_action (widget_class, "win.install-list", NULL, _muster_window_install_list_action);
  gtk_widget_class_install_action (widget_class, "win.open-share-code", NULL, open_share_code_action);
  gtk_widget_class_install_action (widget_class, "win.open-sample", "s", open_sample_action);
  gtk_widget_class_install_action (widget_class, "win.show-view", "s", show_view_action);
  gtk_widget_class_install_action (widget_class, "win.print-booklet", "(ss)", print_booklet_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "win.show-view", "s", "systems");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "win.show-view", "s", "library");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK, "win.show-view", "s", "terrain");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_ALT_MASK, "win.show-view", "s", "scenario");
}

void
_muster_window_actions_update (MusterWindow *self)
{
  gboolean has_systems = _muster_window_has_systems (self);
  gboolean has_errors = self->catalog != NULL && muster_catalog_get_errors (self->catalog)->len > 0;
  gboolean on_systems = self->editor == NULL &&
                        g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "systems") == 0;
  gboolean on_library = self->editor == NULL &&
                        g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "library") == 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.search",
                                 self->editor != NULL || (on_systems && has_systems) ||
                                 (on_library && self->library_view != NULL));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-errors", has_errors);
  gtk_widget_set_sensitive (GTK_WIDGET (self->search_button), has_systems);
  /* typing on the start page searches it; elsewhere keys are the page's own */
  gtk_search_bar_set_key_capture_widget (self->search_bar, on_systems && has_systems ? GTK_WIDGET (self) : NULL);
}
