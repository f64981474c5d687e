/* muster-army-editor-actions.c: the editor's actions and their shortcuts:
 * undo and redo, save, export and open files, print and export a PDF of the
 * army's sheets (on a worker thread, with its progress in a bar), share
 * codes, adding commanders and regiments, search and close; and the one
 * function that says which of them can run now.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-editor-private.h"
#include "muster-share-dialog.h"
#include "muster-print-operation.h"
#include "muster-ui-util.h"

static GtkWindow *
parent_window (MusterArmyEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static GtkFileFilter *
army_filter (void)
{
  return muster_ui_file_filter (_("Army files"), "*.xml", "application/xml");
}

/* ---- history ---- */

static void
step_toast_dismissed_cb (MusterArmyEditor *self,
                         AdwToast         *toast)
{
  if (self->step_toast == toast)
    self->step_toast = NULL;
}

/* Names the step just undone or redone in a toast: Ctrl+Z in the picker's
 * search, the menu in a narrow window or the summary folded away may
 * change what is out of sight. The toast shown takes a newer step's text
 * in place: in libadwaita 1.2 neither a new high-priority toast over one
 * still coming in nor the same toast added again is safe when undos come
 * fast (either may be freed while its animation plays; the terrain page's
 * history does the same). */
static void
say_step (MusterArmyEditor *self,
          const char       *text)
{
  AdwToast *toast;

  if (self->step_toast != NULL)
    {
      adw_toast_set_title (self->step_toast, text);
      return;
    }
  toast = adw_toast_new (text);
  adw_toast_set_timeout (toast, 3);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (step_toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  self->step_toast = toast;
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  g_autofree char *label = g_strdup (muster_undo_get_undo_label (self->undo));
  g_autofree char *text = NULL;

  if (!muster_undo_undo (self->undo) || label == NULL)
    return;
  /* Translators: a toast after Ctrl+Z: "Undone: Add Pikemen" */
  text = g_strdup_printf (_("Undone: %s"), label);
  say_step (self, text);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  g_autofree char *label = g_strdup (muster_undo_get_redo_label (self->undo));
  g_autofree char *text = NULL;

  if (!muster_undo_redo (self->undo) || label == NULL)
    return;
  /* Translators: a toast after Ctrl+Shift+Z: "Redone: Add Pikemen" */
  text = g_strdup_printf (_("Redone: %s"), label);
  say_step (self, text);
}

/* ---- files ---- */

static void
export_chosen_cb (GFile    *file,
                  gpointer  user_data)
{
  g_autoptr(MusterArmyEditor) self = user_data;
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    return;
  if (muster_army_editor_export_file (self, file, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Exported to %s"), name);

      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
    }
  else
    muster_ui_show_error (GTK_WIDGET (self), _("The Army Could Not Be Exported"), error->message);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  g_autoptr(GtkFileFilter) filter = army_filter ();
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;

  if (self->path != NULL)
    file = g_file_new_for_path (self->path);
  else
    /* a file name from the army's name, without path separators */
    name = g_strdelimit (g_strconcat (muster_army_editor_get_title (self), ".xml", NULL), "/\\:", '-');
  muster_ui_choose_file (widget, GTK_FILE_CHOOSER_ACTION_SAVE, _("Export Army"), _("_Export"),
                         filter, file, name, export_chosen_cb, g_object_ref (self));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  /* without the library, saving means choosing a file */
  if (self->library == NULL && self->path == NULL)
    {
      export_action (widget, "army.export", NULL);
      return;
    }
  if (!muster_army_editor_save (self, &error))
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Army Could Not Be Saved"), error->message);
      return;
    }
  if (self->path != NULL)
    name = g_path_get_basename (self->path);
  if (self->library != NULL && name != NULL)
    /* Translators: %s is a file name */
    text = g_strdup_printf (_("Saved to the library and to %s"), name);
  else if (name != NULL)
    text = g_strdup_printf (_("Saved to %s"), name);
  else
    text = g_strdup (_("Saved to the library"));
  muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
}

static void
import_chosen_cb (GFile    *file,
                  gpointer  user_data)
{
  g_autoptr(MusterArmyEditor) self = user_data;

  if (file != NULL)
    muster_army_editor_import_file (self, file);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  g_autoptr(GtkFileFilter) filter = army_filter ();

  muster_ui_choose_file (widget, GTK_FILE_CHOOSER_ACTION_OPEN, _("Open Army File"), _("_Open"),
                         filter, NULL, NULL, import_chosen_cb, g_object_ref (widget));
}

/* ---- printing and PDF ---- */

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  muster_document_page_print (MUSTER_DOCUMENT_PAGE (widget));
}

/**
 * muster_army_editor_export_pdf:
 * @file: the PDF to write
 * @ids: (nullable): the sheets to write; %NULL: those chosen last (the
 *   usual ones the first time), with their options
 *
 * Writes the army's sheets to a PDF on a worker thread, from a copy of the
 * army, as its export bar does (see muster_export_bar_export_pdf(); the
 * result is the bar's, for muster_export_bar_export_pdf_finish()). The
 * window stays responsive meanwhile.
 */
void
muster_army_editor_export_pdf (MusterArmyEditor    *self,
                               GFile               *file,
                               const char * const  *ids,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_return_if_fail (MUSTER_IS_ARMY_EDITOR (self));
  g_return_if_fail (G_IS_FILE (file));

  muster_export_bar_export_pdf (self->export_bar, G_OBJECT (self->army), ids, NULL, file, callback, user_data);
}

/* Whether a PDF export is under way. */
gboolean
muster_army_editor_is_exporting (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  return muster_export_bar_is_exporting (self->export_bar);
}

static void
export_pdf_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);

  muster_export_bar_choose_file (self->export_bar, G_OBJECT (self->army), NULL, muster_army_editor_get_title (self));
}

static void
cancel_export_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  muster_export_bar_cancel (MUSTER_ARMY_EDITOR (widget)->export_bar);
}

/* ---- share codes ---- */

static void
copy_share_code_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  g_autofree char *code = muster_share_encode (self->army);
  g_autofree char *title = muster_army_dup_title (self->army);

  muster_share_dialog_show_code (widget, title, code);
}

static void
code_chosen_cb (const char *code,
                gpointer    user_data)
{
  if (code != NULL)
    muster_army_editor_open_share_code (MUSTER_ARMY_EDITOR (user_data), code);
}

static void
paste_share_code_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  muster_share_dialog_ask_code (widget, code_chosen_cb, g_object_ref (widget), g_object_unref);
}

/* ---- the army ---- */

static void
add_commander_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  MusterArmyCommander commander;

  if (_muster_army_editor_default_commander (self, &commander))
    _muster_army_editor_apply (self, muster_edit_insert_commander (-1, &commander));
}

/* army.add-to-regiment (u): one unit of the type selected in the picker
 * to regiment u: one more of its entry of that type, or a new entry. */
static void
add_to_regiment_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  const MusterUnitType *type = muster_unit_picker_get_selected (self->picker);
  guint regiment = g_variant_get_uint32 (param);

  if (regiment >= muster_army_get_n_regiments (self->army))
    return;
  if (type == NULL)
    {
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("Select a unit type in the list first."));
      return;
    }
  _muster_army_editor_add_unit_to (self, type, (int) regiment);
}

static void
add_regiment_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  /* no name of its own: it is "Regiment 2" in the language it is shown in */
  MusterArmyRegiment regiment = { NULL, FALSE, 0 };

  _muster_army_editor_apply (self, muster_edit_insert_regiment (-1, &regiment));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);

  if (adw_flap_get_folded (self->picker_flap))
    adw_flap_set_reveal_flap (self->picker_flap, TRUE);
  muster_unit_picker_focus_search (self->picker);
}

static void
discard_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     MusterArmyEditor *self)
{
  if (g_str_equal (response, "discard"))
    g_signal_emit_by_name (self, "close-requested");
  else if (g_str_equal (response, "export"))
    gtk_widget_activate_action (GTK_WIDGET (self), "army.export", NULL);
  g_object_unref (self);
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  GtkWidget *dialog;

  muster_undo_seal (self->undo);
  if (muster_army_editor_flush (self))
    {
      g_signal_emit_by_name (self, "close-requested");
      return;
    }

  /* only without a working library can closing lose anything: ask */
  dialog = adw_message_dialog_new (parent_window (self), _("Close Without Saving?"),
                                   _("The library could not keep this army, so closing it loses your changes. "
                                     "Export it to a file to keep it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "export", _("_Export…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "export", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "export");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response_cb), g_object_ref (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_muster_army_editor_class_actions_init (MusterArmyEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "army.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "army.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "army.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "army.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "army.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "army.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "army.export-pdf", NULL, export_pdf_action);
  gtk_widget_class_install_action (widget_class, "army.cancel-export", NULL, cancel_export_action);
  gtk_widget_class_install_action (widget_class, "army.copy-share-code", NULL, copy_share_code_action);
  gtk_widget_class_install_action (widget_class, "army.paste-share-code", NULL, paste_share_code_action);
  gtk_widget_class_install_action (widget_class, "army.add-commander", NULL, add_commander_action);
  gtk_widget_class_install_action (widget_class, "army.add-regiment", NULL, add_regiment_action);
  gtk_widget_class_install_action (widget_class, "army.add-to-regiment", "u", add_to_regiment_action);
  gtk_widget_class_install_action (widget_class, "army.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "army.close", NULL, close_action);

  /* (the window has Ctrl+O and Ctrl+F of its own, which come here too) */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "army.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "army.search", NULL);
}

/* Whether the keyboard is in a text field the user writes in, which keeps
 * Ctrl+Z for its own text: the army's name and notes, a name in a popover.
 * A number field or a search is not one: there Ctrl+Z undoes army steps. */
static gboolean
focus_is_text_field (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (GTK_IS_TEXT_VIEW (focus))
    return gtk_text_view_get_editable (GTK_TEXT_VIEW (focus));
  return GTK_IS_TEXT (focus) && gtk_editable_get_editable (GTK_EDITABLE (focus)) &&
         gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) == NULL &&
         gtk_widget_get_ancestor (focus, GTK_TYPE_SEARCH_ENTRY) == NULL;
}

static gboolean
undo_shortcut_cb (GtkWidget *widget,
                     GVariant  *args,
                     gpointer   user_data)
{
  if (focus_is_text_field (widget))
    return FALSE;
  /* taken even when there is nothing to undo, so no field undoes instead */
  gtk_widget_activate_action (widget, user_data, NULL);
  return TRUE;
}

static GtkEventController *
shortcuts_new (GtkPropagationPhase phase)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, phase);
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  return controller;
}

/* The page's shortcuts belong to the window: they work wherever the focus
 * is, or when nothing has it, as long as the page is shown. Undo and redo
 * come first, before the focused widget: a number field or the search
 * would take Ctrl+Z for its text. */
void
_muster_army_editor_add_shortcuts (MusterArmyEditor *self)
{
  static const struct {
    const char *trigger;
    const char *action;
  } steps[] = {
    { "<Control>z", "army.undo" },
    { "<Control><Shift>z", "army.redo" },
    { "<Control>y", "army.redo" },
  }, others[] = {
    { "<Control>s", "army.save" },
    { "<Control><Shift>s", "army.export" },
    { "<Control>p", "army.print" },
    { "<Control><Shift>p", "army.export-pdf" },
    { "<Alt>Left", "army.close" },
  };
  GtkEventController *capture = shortcuts_new (GTK_PHASE_CAPTURE);
  GtkEventController *bubble = shortcuts_new (GTK_PHASE_BUBBLE);

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (capture),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (steps[i].trigger),
                                                            gtk_callback_action_new (undo_shortcut_cb,
                                                                                     (gpointer) steps[i].action,
                                                                                     NULL)));
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (bubble),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (others[i].trigger),
                                                            gtk_named_action_new (others[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), capture);
  gtk_widget_add_controller (GTK_WIDGET (self), bubble);
}

void
_muster_army_editor_actions_update (MusterArmyEditor *self)
{
  MusterSystem *system;
  const MusterArmyOptions *options;
  const char *undo_label = muster_undo_get_undo_label (self->undo);
  const char *redo = muster_undo_get_redo_label (self->undo);
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;

  g_assert (MUSTER_IS_ARMY_EDITOR (self));

  system = muster_army_get_system (self->army);
  options = muster_system_get_army_options (system);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "army.undo", muster_undo_can_undo (self->undo));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "army.redo", muster_undo_can_redo (self->undo));
  /* only while the system's data allow another commander */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "army.add-commander",
                                 muster_rules_next_commander_role (self->army, self->report) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "army.add-regiment", options->regiments);
  /* an editor always shows an army; one PDF export at a time */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "army.print", self->army != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "army.export-pdf",
                                 self->army != NULL && !muster_export_bar_is_exporting (self->export_bar));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "army.cancel-export",
                                 muster_export_bar_is_exporting (self->export_bar));

  /* Translators: the tooltip of the Undo button, "Undo Add Pikemen" */
  undo_tip = undo_label != NULL ? g_strdup_printf (_("Undo %s"), undo_label) : g_strdup (_("Undo"));
  /* Translators: the tooltip of the Redo button, "Redo Add Pikemen" */
  redo_tip = redo != NULL ? g_strdup_printf (_("Redo %s"), redo) : g_strdup (_("Redo"));
  muster_ui_name_button (GTK_WIDGET (self->undo_button), undo_tip);
  muster_ui_name_button (GTK_WIDGET (self->redo_button), redo_tip);
}
