/* muster-library-view-actions.c: what can be done with a document of the
 * library view: open it, show its history, duplicate, rename, export or
 * share an army, delete after a confirmation that names it.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-library-item.h"
#include "muster-library-row.h"
#include "muster-library-view-private.h"
#include "muster-revisions-dialog.h"
#include "muster-share-dialog.h"
#include "muster-ui-util.h"

#define signals _muster_library_view_signals


GtkWindow *
_muster_library_view_parent_window (MusterLibraryView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

void
_muster_library_view_toast (MusterLibraryView *self,
                            const char        *title)
{
  /* a toast's title is markup in libadwaita 1.2 */
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  _muster_library_view_open_document (MUSTER_LIBRARY_VIEW (widget), g_variant_get_int64 (param));
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  muster_library_view_show_revisions (MUSTER_LIBRARY_VIEW (widget), g_variant_get_int64 (param));
}

static void
delete_response_cb (AdwMessageDialog  *dialog,
                    const char        *response,
                    MusterLibraryView *self)
{
  gint64 document = *(gint64 *) g_object_get_data (G_OBJECT (dialog), "document");
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;

  if (g_strcmp0 (response, "delete") != 0)
    return;

  if (!muster_library_delete (self->library, document, &error))
    {
      _muster_library_view_toast (self, error->message);
      muster_library_view_reload (self);
      return;
    }

  /* Translators: a toast after deleting a document from the library */
  title = g_strdup_printf (_("Deleted “%s”"), name);
  _muster_library_view_toast (self, title);
  muster_library_view_reload (self);
  g_signal_emit (self, signals[DOCUMENT_DELETED], 0, document);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  gint64 document = g_variant_get_int64 (param);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  const char *body_format;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  entry = muster_library_get (self->library, document, &error);
  if (entry == NULL)
    {
      _muster_library_view_toast (self, error->message);
      muster_library_view_reload (self);
      return;
    }
  _muster_library_view_take_title (self, entry);

  if (entry->kind == MUSTER_DOC_ARMY)
    body_format = g_dngettext (GETTEXT_PACKAGE,
                               "The army and its %u saved revision will be deleted from the library. "
                               "This cannot be undone.",
                               "The army and all %u of its saved revisions will be deleted from the library. "
                               "This cannot be undone.",
                               entry->revisions);
  else
    body_format = g_dngettext (GETTEXT_PACKAGE,
                               "The document and its %u saved revision will be deleted from the library. "
                               "This cannot be undone.",
                               "The document and all %u of its saved revisions will be deleted from the library. "
                               "This cannot be undone.",
                               entry->revisions);
  body = g_strdup_printf (body_format, entry->revisions);

  dialog = adw_message_dialog_new (_muster_library_view_parent_window (self), NULL, body);
  /* Translators: the heading of the dialog that confirms deleting a
   * document; %s is its name */
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Delete “%s”?"), entry->name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  g_object_set_data_full (G_OBJECT (dialog), "document", g_memdup2 (&document, sizeof document), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "name", g_strdup (entry->name), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_selected_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  MusterLibraryItem *item = gtk_single_selection_get_selected_item (self->selection);
  gint64 document = item != NULL ? muster_library_item_get_id (item) : 0;

  if (document != 0)
    gtk_widget_activate_action (widget, "library.delete", "x", document);
}

static void
menu_selected_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  MusterLibraryItem *selected = gtk_single_selection_get_selected_item (self->selection);

  for (guint i = 0; selected != NULL && i < self->rows->len; i++)
    {
      MusterLibraryRow *row = g_ptr_array_index (self->rows, i);

      if (muster_library_row_get_item (row) == selected)
        {
          muster_library_row_popup_menu (row);
          return;
        }
    }
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  muster_library_view_focus_search (MUSTER_LIBRARY_VIEW (widget));
}

static void
restored_cb (MusterLibraryView *self,
             gint64             document,
             GtkWidget         *dialog)
{
  muster_library_view_reload (self);
  g_signal_emit (self, signals[DOCUMENT_RESTORED], 0, document);
}

/**
 * muster_library_view_show_revisions:
 *
 * Opens the revisions dialog of @document over the view's window.
 *
 * Returns: (transfer none): the dialog
 */
GtkWidget *
muster_library_view_show_revisions (MusterLibraryView *self,
                                  gint64             document)
{
  GtkWidget *dialog;

  g_return_val_if_fail (MUSTER_IS_LIBRARY_VIEW (self), NULL);

  dialog = muster_revisions_dialog_new (self->library, document);
  muster_revisions_dialog_set_catalog (MUSTER_REVISIONS_DIALOG (dialog), self->catalog);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), _muster_library_view_parent_window (self));
  g_signal_connect_object (dialog, "restored", G_CALLBACK (restored_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* The latest revision of an army document, loaded; NULL with a toast
 * saying why. */
static MusterArmy *
load_army (MusterLibraryView *self,
           gint64             document)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *content = NULL;
  MusterArmy *army = NULL;

  if (self->catalog != NULL)
    content = muster_library_get_content (self->library, document, 0, &error);
  else
    g_set_error_literal (&error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE, _("No game systems are installed."));
  if (content != NULL)
    army = muster_army_load_memory (self->catalog, content, strlen (content),
                                    muster_library_get_path (self->library), &error);
  if (army == NULL)
    {
      _muster_library_view_toast (self, error->message);
      muster_library_view_reload (self);
    }
  return army;
}

/* A new document with the army: "Lens, 1648 (copy)"; an army without a
 * name stays without one. */
static void
duplicate_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  g_autoptr(MusterArmy) army = load_army (self, g_variant_get_int64 (param));
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *toast = NULL;

  if (army == NULL)
    return;
  if (muster_army_get_name (army) != NULL)
    {
      /* Translators: the name of a duplicated army; %s is the original's name */
      g_autofree char *name = g_strdup_printf (_("%s (copy)"), muster_army_get_name (army));

      muster_army_set_name (army, name);
    }
  if (muster_library_save_army_described (self->library, 0, army, _("Duplicate"), &error) == 0)
    {
      _muster_library_view_toast (self, error->message);
      return;
    }
  title = muster_army_dup_title (army);
  /* Translators: a toast after duplicating an army; %s is the new army's name */
  toast = g_strdup_printf (_("Duplicated as “%s”"), title);
  _muster_library_view_toast (self, toast);
  muster_library_view_reload (self);
}

static void
rename_response_cb (AdwMessageDialog  *dialog,
                    const char        *response,
                    MusterLibraryView *self)
{
  gint64 document = *(gint64 *) g_object_get_data (G_OBJECT (dialog), "document");
  GtkWidget *entry = adw_message_dialog_get_extra_child (dialog);
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "rename"))
    return;
  army = load_army (self, document);
  if (army == NULL)
    return;
  /* no name: the army is called after its faction and points again */
  muster_army_set_name (army, *name != '\0' ? name : NULL);
  if (muster_library_save_army_described (self->library, document, army, _("Rename"), &error) == 0)
    {
      _muster_library_view_toast (self, error->message);
      return;
    }
  muster_library_view_reload (self);
  /* an editor showing the army shows the new name */
  g_signal_emit (self, signals[DOCUMENT_RESTORED], 0, document);
}

static void
rename_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  gint64 document = g_variant_get_int64 (param);
  g_autoptr(MusterArmy) army = load_army (self, document);
  g_autofree char *title = NULL;
  GtkWidget *dialog;
  GtkWidget *entry;

  if (army == NULL)
    return;
  title = muster_army_dup_title (army);
  dialog = adw_message_dialog_new (_muster_library_view_parent_window (self), _("Rename Army"), NULL);
  entry = gtk_entry_new ();
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), MUSTER_ARMY_MAX_LINE);
  if (muster_army_get_name (army) != NULL)
    gtk_editable_set_text (GTK_EDITABLE (entry), muster_army_get_name (army));
  /* an army without a name shows what it is called until it has one */
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "document", g_memdup2 (&document, sizeof document), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

typedef struct
{
  MusterLibraryView *self;
  gint64 document;
} Export;

static void
export_chosen_cb (GFile    *file,
                  gpointer  user_data)
{
  Export *export = user_data;
  g_autoptr(MusterLibraryView) self = export->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *content = NULL;

  if (file != NULL)
    content = muster_library_export (self->library, self->catalog, export->document, 0, &error);
  if (content != NULL &&
      !g_file_replace_contents (file, content, strlen (content), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, &error))
    g_clear_pointer (&content, g_free);
  if (file != NULL && content == NULL)
    _muster_library_view_toast (self, error->message);
  else if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: a toast after exporting a document; %s is the file's name */
      g_autofree char *toast = g_strdup_printf (_("Exported to “%s”"), name);

      _muster_library_view_toast (self, toast);
    }
  g_free (export);
}

/* Writes the document's latest revision to a file of its kind. */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  gint64 document = g_variant_get_int64 (param);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *file_name = NULL;
  Export *export;

  entry = muster_library_get (self->library, document, &error);
  if (entry == NULL || self->catalog == NULL)
    {
      if (entry == NULL)
        _muster_library_view_toast (self, error->message);
      return;
    }
  _muster_library_view_take_title (self, entry);
  file_name = g_strdup_printf ("%s.xml", g_strdelimit (entry->name, "/\\:", '-'));
  filter = entry->kind == MUSTER_DOC_ARMY ? muster_ui_file_filter (_("Army files"), "*.xml", "application/xml")
                                          : muster_ui_file_filter (_("Muster files"), "*.xml", "application/xml");
  export = g_new0 (Export, 1);
  export->self = g_object_ref (self);
  export->document = document;
  muster_ui_choose_file (widget, GTK_FILE_CHOOSER_ACTION_SAVE, _("Export"), _("_Export"),
                         filter, NULL, file_name, export_chosen_cb, export);
}

/* Shows the army's share code, with a Copy button. */
static void
share_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  g_autoptr(MusterArmy) army = load_army (self, g_variant_get_int64 (param));
  g_autofree char *code = NULL;
  g_autofree char *title = NULL;

  if (army == NULL)
    return;
  code = muster_share_encode (army);
  title = muster_army_dup_title (army);
  muster_share_dialog_show_code (widget, title, code);
}

void
_muster_library_view_class_actions_init (MusterLibraryViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "library.open", "x", open_action);
  gtk_widget_class_install_action (widget_class, "library.revisions", "x", history_action);
  gtk_widget_class_install_action (widget_class, "library.delete", "x", delete_action);
  gtk_widget_class_install_action (widget_class, "library.duplicate", "x", duplicate_action);
  gtk_widget_class_install_action (widget_class, "library.rename", "x", rename_action);
  gtk_widget_class_install_action (widget_class, "library.export", "x", export_action);
  gtk_widget_class_install_action (widget_class, "library.share", "x", share_action);
  gtk_widget_class_install_action (widget_class, "library.delete-selected", NULL, delete_selected_action);
  gtk_widget_class_install_action (widget_class, "library.menu-selected", NULL, menu_selected_action);
  gtk_widget_class_install_action (widget_class, "library.search", NULL, search_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "library.search", NULL);
}
