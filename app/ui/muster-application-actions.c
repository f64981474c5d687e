/* muster-application-actions.c: the app-wide actions (new window, keyboard
 * shortcuts, about, quit) and their accelerators.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-application-private.h"
#include "muster-window.h"

static void
new_window_action (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  MusterApplication *self = user_data;
  MusterWindow *window = muster_window_new (GTK_APPLICATION (self), self->context);

  gtk_window_present (GTK_WINDOW (window));
}

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  GtkApplication *app = user_data;
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource ("/io/github/muster/Muster/muster-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  gtk_window_set_transient_for (shortcuts, gtk_application_get_active_window (app));
  gtk_window_present (shortcuts);
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  GtkApplication *app = user_data;
  static const char *developers[] = { "Muster developers", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "application-icon", APP_ID,
                        "application-name", _("Muster"),
                        "developer-name", _("Muster developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Prepare armies, terrain and scenarios for historical tabletop wargames."),
                        "website", "https://github.com/muster/muster",
                        "issue-url", "https://github.com/muster/muster/issues",
                        "copyright", _("© 2026 Muster developers"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: your names, one per line, to be credited in the About window */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

/* Quitting closes each window as its close button would: a window that
 * must ask first (a list with unsaved changes, an army without a library)
 * asks and stays, and Muster quits once the last window has closed. */
static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
}

static const GActionEntry app_entries[] = {
  { "new-window", new_window_action },
  { "shortcuts", shortcuts_action },
  { "about", about_action },
  { "quit", quit_action },
};

void
_muster_application_actions_init (MusterApplication *self)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new-window", { "<Control><Shift>n", NULL } },
    { "app.shortcuts", { "<Control>question", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  g_assert (MUSTER_IS_APPLICATION (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries,
                                   G_N_ELEMENTS (app_entries), self);

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);
}
