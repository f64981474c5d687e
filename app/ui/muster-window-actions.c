/* muster-window-actions.c: the window's actions: win.search (Ctrl+F) and
 * win.show-errors, which explains why game systems failed to load.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-window-private.h"

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);

  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
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
                                                "A Game System Could Not Be Loaded",
                                                "Some Game Systems Could Not Be Loaded",
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

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.search", NULL);
}

void
_muster_window_actions_update (MusterWindow *self)
{
  gboolean has_systems = gtk_widget_get_first_child (self->systems_list) != NULL;
  gboolean has_errors = self->catalog != NULL && muster_catalog_get_errors (self->catalog)->len > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.search", has_systems);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-errors", has_errors);
  gtk_widget_set_sensitive (GTK_WIDGET (self->search_button), has_systems);
  gtk_search_bar_set_key_capture_widget (self->search_bar, has_systems ? GTK_WIDGET (self) : NULL);
}
