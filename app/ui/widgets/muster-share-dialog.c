/* muster-share-dialog.c: the dialogs of share codes. Sharing shows the code
 * selected in a field, with a Copy button, instead of changing the
 * clipboard unasked; opening asks for the code, filled in from the
 * clipboard when it holds one, instead of acting on the clipboard unasked.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-core.h"
#include "muster-share-dialog.h"

static GtkWindow *
parent_window (GtkWidget *parent)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* The field of a code: one line, monospace, selected when shown. */
static GtkWidget *
code_entry_new (void)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_widget_set_hexpand (entry, TRUE);
  gtk_widget_add_css_class (entry, "monospace");
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Share code"), -1);
  return entry;
}

static void
copy_clicked_cb (GtkButton *button,
                 GtkEntry  *entry)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)),
                          gtk_editable_get_text (GTK_EDITABLE (entry)));
  gtk_button_set_label (button, _("Copied"));
  gtk_widget_grab_focus (GTK_WIDGET (entry));
  gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
}

static void
select_code_cb (GtkWidget *entry)
{
  gtk_widget_grab_focus (entry);
  gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
}

/**
 * muster_share_dialog_show_code:
 * @parent: a widget of the window the dialog belongs to
 * @title: the army's title, for the dialog's text
 *
 * Shows @code selected in a field, with a Copy button that puts it on the
 * clipboard.
 *
 * Returns: (transfer none): the dialog
 */
GtkWidget *
muster_share_dialog_show_code (GtkWidget  *parent,
                               const char *title,
                               const char *code)
{
  GtkWidget *dialog;
  GtkWidget *box;
  GtkWidget *entry;
  GtkWidget *copy;
  g_autofree char *body = NULL;

  g_return_val_if_fail (code != NULL, NULL);

  /* Translators: the text of the dialog that shows an army's share code;
   * %s is the army's name */
  body = g_strdup_printf (_("Send this line to another player: Open Share Code… in their Muster turns it "
                            "back into “%s”."), title != NULL ? title : "");
  dialog = adw_message_dialog_new (parent_window (parent), _("Share Code"), body);
  /* the field over the button: the whole width of a narrow window for the code */
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  entry = code_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), code);
  gtk_editable_set_editable (GTK_EDITABLE (entry), FALSE);
  copy = gtk_button_new_with_mnemonic (_("_Copy"));
  gtk_widget_add_css_class (copy, "suggested-action");
  gtk_widget_add_css_class (copy, "pill");
  gtk_widget_set_halign (copy, GTK_ALIGN_CENTER);
  gtk_widget_set_name (copy, "copy");
  g_signal_connect (copy, "clicked", G_CALLBACK (copy_clicked_cb), entry);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), copy);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_swapped (entry, "map", G_CALLBACK (select_code_cb), entry);
  gtk_window_present (GTK_WINDOW (dialog));
  select_code_cb (entry);
  return dialog;
}

typedef struct
{
  MusterShareCodeCallback callback;
  gpointer user_data;
  GDestroyNotify destroy;
  GtkWidget *entry;
} Ask;

static void
ask_free (Ask *ask)
{
  if (ask->destroy != NULL)
    ask->destroy (ask->user_data);
  g_clear_object (&ask->entry);
  g_free (ask);
}

static void
ask_response_cb (AdwMessageDialog *dialog,
                 const char       *response,
                 Ask              *ask)
{
  g_autofree char *code = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (ask->entry))));

  ask->callback (g_str_equal (response, "open") ? code : NULL, ask->user_data);
}

static void
update_open_cb (GtkEditable      *entry,
                AdwMessageDialog *dialog)
{
  g_autofree char *code = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "open", *code != '\0');
}

/* A code on the clipboard fills the field, selected, unless the user
 * typed there already. */
static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GtkWidget) entry = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (text == NULL || gtk_widget_get_root (entry) == NULL ||
      *gtk_editable_get_text (GTK_EDITABLE (entry)) != '\0')
    return;
  g_strstrip (text);
  if (!g_str_has_prefix (text, MUSTER_SHARE_PREFIX) || strlen (text) > MUSTER_SHARE_MAX_TEXT)
    return;
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
}

/**
 * muster_share_dialog_ask_code:
 * @parent: a widget of the window the dialog belongs to
 * @callback: called once, with the code or %NULL when cancelled
 *
 * Asks for a share code; a code on the clipboard is filled in.
 *
 * Returns: (transfer none): the dialog
 */
GtkWidget *
muster_share_dialog_ask_code (GtkWidget               *parent,
                              MusterShareCodeCallback  callback,
                              gpointer                 user_data,
                              GDestroyNotify           destroy)
{
  GtkWidget *dialog;
  Ask *ask;
  g_autofree char *body = NULL;

  g_return_val_if_fail (callback != NULL, NULL);

  /* Translators: %s is the start of every share code, "MUSTER-" */
  body = g_strdup_printf (_("Paste the share code of an army. A code starts with “%s”."), MUSTER_SHARE_PREFIX);
  dialog = adw_message_dialog_new (parent_window (parent), _("Open a Share Code"), body);
  ask = g_new0 (Ask, 1);
  ask->callback = callback;
  ask->user_data = user_data;
  ask->destroy = destroy;
  ask->entry = g_object_ref_sink (code_entry_new ());
  gtk_entry_set_activates_default (GTK_ENTRY (ask->entry), TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (ask->entry), MUSTER_SHARE_PREFIX "…");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), ask->entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "open", _("_Open"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "open", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "open", FALSE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "open");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (ask->entry, "changed", G_CALLBACK (update_open_cb), dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (ask_response_cb), ask,
                         (GClosureNotify) (void (*) (void)) ask_free, 0);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (parent != NULL ? parent : dialog), NULL,
                                 clipboard_read_cb, g_object_ref (ask->entry));
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (ask->entry);
  return dialog;
}
