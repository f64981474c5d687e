/* muster-list-editor-actions.c: the list editor's actions: list.undo
 * (Ctrl+Z), list.redo (Ctrl+Shift+Z), list.save (Ctrl+S), list.save-as
 * (Ctrl+Shift+S), list.save-version, list.add-unit, list.remove-unit, list.move-unit,
 * list.focus-error (the banner) and list.show-page (Alt+1, Alt+2);
 * closing with unsaved changes asks.
 */
#include "config.h"


#include <glib/gi18n-lib.h>

#include "muster-list-editor-private.h"
#include "muster-print-operation.h"
#include "muster-published-list.h"
#include "muster-ui-util.h"

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  muster_list_doc_undo (MUSTER_LIST_EDITOR (widget)->doc);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  muster_list_doc_redo (MUSTER_LIST_EDITOR (widget)->doc);
}

/* ---- saving (muster-list-editor-save.c) ---- */

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  _muster_list_editor_save (MUSTER_LIST_EDITOR (widget));
}

static void
save_as_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  _muster_list_editor_save_as (MUSTER_LIST_EDITOR (widget));
}

/* A new version, installed or in a file, of a list that checks out. */
static void
save_version_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (widget);

  muster_list_editor_check_now (self);
  if (self->error == NULL)
    _muster_list_editor_ask_version (self);
}

/* ---- units ---- */

static void
add_unit_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (widget);
  xmlNode *after = _muster_list_editor_unit_at (self, self->selected);

  /* the new unit comes after the selected one, and is selected */
  self->selected = after != NULL ? self->selected + 1 : 0;
  muster_list_doc_add_unit (self->doc, self->system, after);
}

static void
remove_unit_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (widget);
  xmlNode *unit = _muster_list_editor_unit_at (self, self->selected);

  if (unit != NULL && _muster_list_editor_unit_at (self, 1) != NULL)
    muster_list_doc_remove (self->doc, unit);
}

static void
move_unit_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (widget);
  xmlNode *unit = _muster_list_editor_unit_at (self, self->selected);
  int delta = g_variant_get_int32 (param);
  guint old = self->selected;

  if (unit == NULL || (delta < 0 && old == 0))
    return;
  self->selected = delta < 0 ? old - 1 : old + 1;
  if (!muster_list_doc_move (self->doc, unit, delta))
    self->selected = old;
}

/* Alt+1, Alt+2: the list's page and the units' page. */
static void
show_page_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  adw_view_stack_set_visible_child_name (MUSTER_LIST_EDITOR (widget)->view_stack, g_variant_get_string (param, NULL));
}

static void
focus_error_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  _muster_list_editor_show_error_field (MUSTER_LIST_EDITOR (widget), TRUE);
}

/* ---- closing ---- */

static void
close_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   MusterListEditor *self)
{
  if (g_str_equal (response, "discard"))
    _muster_list_editor_close_later (self);
  else if (g_str_equal (response, "save"))
    {
      self->close_confirmed = TRUE;
      gtk_widget_activate_action (GTK_WIDGET (self), "list.save", NULL);
    }
  g_object_unref (self);
}

static gboolean
close_request_cb (GtkWindow *window)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (window);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->close_confirmed || self->doc == NULL || !muster_list_doc_is_modified (self->doc))
    return FALSE;
  body = g_strdup_printf (_("“%s” has changes that are not saved."),
                          adw_view_switcher_title_get_title (self->switcher_title));
  dialog = adw_message_dialog_new (window, _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), g_object_ref (self));
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- the booklet ---- */

static const char * const booklet_sheets[] = { "booklet", NULL };

/* The list as it stands, unsaved edits in, as players would get it: NULL
 * while it does not check out (the booklet prints no list with a problem). */
static MusterPublishedList *
checked_list (MusterListEditor *self)
{
  g_autofree char *id = NULL;
  const MusterFaction *faction;

  if (self->doc == NULL || self->error != NULL || self->checked == NULL || self->check_source != 0)
    return NULL;
  id = muster_xml_get_attr (muster_list_doc_get_root (self->doc), "id");
  faction = id != NULL ? muster_system_lookup_faction (self->checked, id) : NULL;
  return faction != NULL ? muster_published_list_new (self->checked, faction) : NULL;
}

static void
print_booklet_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (widget);
  g_autoptr(MusterPublishedList) list = checked_list (self);
  g_autoptr(MusterPrintOperation) operation = NULL;

  if (list == NULL)
    return;
  operation = muster_print_operation_new (self->context, G_OBJECT (list), booklet_sheets, NULL);
  muster_print_operation_run_dialog (operation, widget);
}

static void
export_booklet_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (widget);
  g_autoptr(MusterPublishedList) list = checked_list (self);
  g_autofree char *title = NULL;

  if (list == NULL)
    return;
  title = muster_print_document_title (G_OBJECT (list));
  muster_export_bar_choose_file (self->export_bar, G_OBJECT (list), NULL, title);
}

/**
 * muster_list_editor_export_booklet:
 * @file: the PDF to write
 *
 * Checks the list now and writes its booklet, as it stands, to @file on a
 * worker thread (see muster_export_bar_export_pdf(); the result is the
 * editor's export bar's). Fails with %G_IO_ERROR_INVALID_DATA while the
 * list does not check out.
 */
void
muster_list_editor_export_booklet (MusterListEditor    *self,
                                   GFile               *file,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(MusterPublishedList) list = NULL;

  g_return_if_fail (MUSTER_IS_LIST_EDITOR (self));
  g_return_if_fail (G_IS_FILE (file));

  muster_list_editor_check_now (self);
  list = checked_list (self);
  if (list == NULL)
    {
      g_task_report_new_error (self->export_bar, callback, user_data, muster_list_editor_export_booklet,
                               G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s", _("The list has a problem to mend first."));
      return;
    }
  muster_export_bar_export_pdf (self->export_bar, G_OBJECT (list), booklet_sheets, NULL, file, callback, user_data);
}

static void
add_shortcut (GtkShortcutController *controller, guint key, GdkModifierType mods, const char *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (key, mods),
                                                          gtk_named_action_new (action)));
}

void
_muster_list_editor_class_actions_init (MusterListEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  GTK_WINDOW_CLASS (klass)->close_request = close_request_cb;
  gtk_widget_class_install_action (widget_class, "list.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "list.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "list.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "list.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "list.save-version", NULL, save_version_action);
  gtk_widget_class_install_action (widget_class, "list.add-unit", NULL, add_unit_action);
  gtk_widget_class_install_action (widget_class, "list.remove-unit", NULL, remove_unit_action);
  gtk_widget_class_install_action (widget_class, "list.move-unit", "i", move_unit_action);
  gtk_widget_class_install_action (widget_class, "list.focus-error", NULL, focus_error_action);
  gtk_widget_class_install_action (widget_class, "list.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "list.print-booklet", NULL, print_booklet_action);
  gtk_widget_class_install_action (widget_class, "list.export-booklet", NULL, export_booklet_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "list.show-page", "s", "list");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "list.show-page", "s", "units");
}

/* The keys run in the capture phase: a text field would otherwise take
 * Ctrl+Z for its own undo (gtk-notes.md). */
void
_muster_list_editor_add_shortcuts (MusterListEditor *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_z, GDK_CONTROL_MASK, "list.undo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "list.redo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "list.redo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_s, GDK_CONTROL_MASK, "list.save");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "list.save-as");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_S, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "list.save-as");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_w, GDK_CONTROL_MASK, "window.close");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_p, GDK_CONTROL_MASK, "list.print-booklet");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_p, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "list.export-booklet");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_P, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "list.export-booklet");
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_muster_list_editor_actions_update (MusterListEditor *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  xmlNode *unit = _muster_list_editor_unit_at (self, self->selected);

  gtk_widget_action_set_enabled (widget, "list.undo", muster_list_doc_can_undo (self->doc));
  gtk_widget_action_set_enabled (widget, "list.redo", muster_list_doc_can_redo (self->doc));
  gtk_widget_action_set_enabled (widget, "list.remove-unit", unit != NULL && _muster_list_editor_unit_at (self, 1) != NULL);
  gtk_widget_action_set_enabled (widget, "list.move-unit", unit != NULL);
  {
    g_autoptr(MusterPublishedList) list = checked_list (self);

    gtk_widget_action_set_enabled (widget, "list.print-booklet", list != NULL);
    gtk_widget_action_set_enabled (widget, "list.save-version", list != NULL);
    gtk_widget_action_set_enabled (widget, "list.export-booklet",
                                   list != NULL && !muster_export_bar_is_exporting (self->export_bar));
  }
}
