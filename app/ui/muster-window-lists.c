/* muster-window-lists.c: a published army list given to the window
 * (Install List…, a file given to Muster, or one dropped on the window):
 * Muster offers to install it, says in a dialog why it cannot, and on
 * success shows the new version on the Systems page of every window (as
 * for a version the list editor installs) with a toast.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-ui-util.h"
#include "muster-window-private.h"

/* Whether file is a faction file of a game system (a list to install), as
 * the safe loader reads it. */
gboolean
_muster_window_is_list_file (GFile *file)
{
  const char *path = g_file_peek_path (file);
  MusterSchema kind = MUSTER_SCHEMA_ANY;
  xmlDoc *doc;
  gboolean faction;

  if (path == NULL)
    return FALSE;
  doc = muster_xml_load_file (path, MUSTER_SCHEMA_ANY, &kind, NULL);
  if (doc == NULL)
    return FALSE;
  faction = kind == MUSTER_SCHEMA_SYSTEM && muster_xml_is (xmlDocGetRootElement (doc), "faction");
  xmlFreeDoc (doc);
  return faction;
}

/* "France 1.1.0" */
static char *
list_title (const MusterListInstall *report)
{
  /* Translators: a list's name and version: "France 1.1.0" */
  return g_strdup_printf (_("%s %s"), muster_text_get (&report->name), report->version);
}

static void
install (MusterWindow *self, const char *path)
{
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;

  if (!muster_list_install (self->catalog, path, &report, &error))
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The List Cannot Be Installed"), error->message);
      return;
    }
  muster_context_lists_changed (self->context, report->system_id);
  title = list_title (report);
  /* Translators: a toast: "Installed France 1.1.0" */
  text = g_strdup_printf (_("Installed %s"), title);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static void
install_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     gpointer          user_data)
{
  MusterWindow *self = MUSTER_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  const char *path = user_data;

  if (g_str_equal (response, "install"))
    install (self, path);
}

/* Checks the list in file as installing would and asks whether to install
 * it; a list that cannot be is refused in a dialog that says why. */
void
_muster_window_offer_list (MusterWindow *self,
                           GFile        *file)
{
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  GtkWidget *dialog;

  if (!muster_list_install_check (self->catalog, g_file_peek_path (file), &report, &error))
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The List Cannot Be Installed"), error->message);
      return;
    }
  title = list_title (report);
  if (report->unchanged)
    {
      g_autofree char *text = g_strdup_printf (_("%s is installed already"), title);

      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      return;
    }
  if (report->author != NULL)
    /* Translators: "Install the list France 1.1.0 by A. Historian?" */
    g_string_printf (body, _("Install the list %s by %s?"), title, report->author);
  else
    g_string_printf (body, _("Install the list %s?"), title);
  if (report->previous_version != NULL)
    {
      g_string_append (body, " ");
      g_string_append_printf (body, _("Version %s stays installed, and armies built with it keep it."),
                              report->previous_version);
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Install the Army List?"), body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "install", _("_Install"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "install", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "install");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (install_response_cb),
                         g_strdup (g_file_peek_path (file)), (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Install List… ---- */

static void
install_chosen_cb (GFile    *file,
                   gpointer  user_data)
{
  g_autoptr(MusterWindow) self = user_data;

  if (file != NULL)
    _muster_window_offer_list (self, file);
}

void
_muster_window_install_list_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *param)
{
  g_autoptr(GtkFileFilter) filter = muster_ui_file_filter (_("Army lists"), "*.xml", "application/xml");

  muster_ui_choose_file (widget, GTK_FILE_CHOOSER_ACTION_OPEN, _("Install List"), _("_Open"),
                         filter, NULL, NULL, install_chosen_cb, g_object_ref (widget));
}

static void
lists_changed_cb (MusterContext *context,
                  const char    *system_id,
                  MusterWindow  *self)
{
  _muster_window_refresh_system (self, system_id);
}

void
_muster_window_watch_lists (MusterWindow *self)
{
  g_signal_connect_object (self->context, "lists-changed", G_CALLBACK (lists_changed_cb), self, 0);
}

/* ---- dropping files on the window ---- */

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         MusterWindow  *self)
{
  GSList *files = g_value_get_boxed (value);

  if (files == NULL)
    return FALSE;
  /* one file at a time: each may ask a question */
  return muster_window_open_file (self, G_FILE (files->data));
}

void
_muster_window_add_drop_target (MusterWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
