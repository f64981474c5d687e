/* muster-application.c: the application object: loads the catalogue of game
 * systems once at startup (installed folders, the user's folder and
 * $MUSTER_DATA_DIR), opens the library, opens a window on activation (with
 * the army and terrain files it was given), telling the user once when the
 * library had to be moved aside or could not be opened at all (Muster then
 * works on, without autosave). The catalogue and the library go into the
 * one MusterContext that every window and page is given. With
 * MUSTER_BENCH_FIRST_FRAME set it quits once the first window has painted
 * its first frame (tools/bench-start times that).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-application-private.h"
#include "muster-window.h"

G_DEFINE_FINAL_TYPE (MusterApplication, muster_application, ADW_TYPE_APPLICATION)

static void
open_library (MusterApplication *self)
{
  g_autoptr(GError) error = NULL;

  self->library = muster_library_open (NULL, &self->moved_aside, &error);
  if (self->library == NULL)
    {
      self->library_error = g_strdup (error->message);
      g_message ("The library cannot be opened: %s", error->message);
    }
}

/* What happened to the library, said once, over the first window. */
static void
report_library (MusterApplication *self,
                GtkWindow         *window)
{
  GtkWidget *dialog = NULL;

  if (self->moved_aside != NULL)
    {
      dialog = adw_message_dialog_new (window, _("A New Library Was Started"), self->moved_aside);
      g_clear_pointer (&self->moved_aside, g_free);
    }
  else if (self->library_error != NULL && !self->library_error_shown)
    {
      g_autofree char *body = NULL;

      /* Translators: %s says why the library could not be opened */
      body = g_strdup_printf (_("%s\n\nMuster works without it, but armies are not saved automatically: "
                                "export them to files to keep them."),
                              self->library_error);
      dialog = adw_message_dialog_new (window, _("The Library Cannot Be Opened"), body);
      self->library_error_shown = TRUE;
    }
  if (dialog == NULL)
    return;
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The systems and the library: both are the worker's alone until it is
 * joined. */
static gpointer
load_thread (gpointer data)
{
  MusterApplication *self = data;

  muster_catalog_load (self->catalog);
  open_library (self);
  return NULL;
}

/* Reads the icon theme's index, which the first icon looked up would
 * otherwise read on the main thread while the first frame waits: GTK allows
 * lookups from other threads once the theme is made on the main thread. */
static gpointer
load_icon_theme_thread (gpointer theme)
{
  g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, "go-next-symbolic", NULL, 16, 1,
                                                                 GTK_TEXT_DIR_NONE, 0);

  g_object_unref (theme);
  return NULL;
}

static void
muster_application_startup (GApplication *app)
{
  MusterApplication *self = MUSTER_APPLICATION (app);
  GdkDisplay *display;
  GThread *loader;

  /* The systems load and the library opens (its integrity check reads the
   * whole file) on a thread while GTK and libadwaita start up. */
  muster_xml_init ();
  self->catalog = muster_catalog_new ();
  muster_catalog_add_default_folders (self->catalog);
  loader = g_thread_new ("muster-load", load_thread, self);

  G_APPLICATION_CLASS (muster_application_parent_class)->startup (app);

  display = gdk_display_get_default ();
  if (display != NULL)
    g_thread_unref (g_thread_new ("muster-icons", load_icon_theme_thread,
                                  g_object_ref (gtk_icon_theme_get_for_display (display))));
  g_thread_join (loader);
  self->context = muster_context_new (self->catalog, self->library);
  g_clear_object (&self->catalog);
  g_clear_object (&self->library);

  _muster_application_actions_init (self);
}

/* The windows' icon (for window lists and task bars, where the desktop
 * shows one) is set once the first window's first frame is on screen:
 * rendering it at every size a window offers holds back that frame. */
static gboolean
set_icon_idle_cb (gpointer data)
{
  g_autoptr(GtkWindow) first = data;

  gtk_window_set_default_icon_name (APP_ID);
  /* a realized window does not take up a default icon set after it */
  gtk_window_set_icon_name (first, APP_ID);
  return G_SOURCE_REMOVE;
}

static void
icon_after_paint_cb (GdkFrameClock *clock,
                     GtkWindow     *first)
{
  g_signal_handlers_disconnect_by_func (clock, icon_after_paint_cb, first);
  g_idle_add (set_icon_idle_cb, g_object_ref (first));
}

static void
icon_map_cb (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_handlers_disconnect_by_func (window, icon_map_cb, NULL);
  if (clock != NULL)
    g_signal_connect_object (clock, "after-paint", G_CALLBACK (icon_after_paint_cb), window, 0);
  else
    gtk_window_set_default_icon_name (APP_ID);
}

/* The cold-start benchmark: quit once the first frame is on screen. */
static void
bench_after_paint_cb (GdkFrameClock *clock,
                      GApplication  *app)
{
  g_signal_handlers_disconnect_by_func (clock, bench_after_paint_cb, app);
  g_application_quit (app);
}

static void
bench_map_cb (GtkWidget    *window,
              GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_handlers_disconnect_by_func (window, bench_map_cb, app);
  if (clock != NULL)
    g_signal_connect_object (clock, "after-paint", G_CALLBACK (bench_after_paint_cb), app, 0);
  else
    g_application_quit (app);
}

static void
muster_application_activate (GApplication *app)
{
  MusterApplication *self = MUSTER_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (muster_window_new (GTK_APPLICATION (self), self->context));
      if (gtk_window_get_default_icon_name () == NULL)
        g_signal_connect (window, "map", G_CALLBACK (icon_map_cb), NULL);
    }
  if (g_getenv ("MUSTER_BENCH_FIRST_FRAME") != NULL)
    {
      if (gtk_widget_get_mapped (GTK_WIDGET (window)))
        bench_map_cb (GTK_WIDGET (window), app);
      else
        g_signal_connect (window, "map", G_CALLBACK (bench_map_cb), app);
    }
  gtk_window_present (window);
  report_library (self, window);
}

/* Files on the command line ("muster army.xml") or from the desktop: each
 * opens in the window, one after the other. */
static void
muster_application_open (GApplication  *app,
                         GFile        **files,
                         int            n_files,
                         const char    *hint)
{
  GtkWindow *window;

  muster_application_activate (app);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  for (int i = 0; i < n_files && MUSTER_IS_WINDOW (window); i++)
    muster_window_open_file (MUSTER_WINDOW (window), files[i]);
}

/* Quitting (Ctrl+Q) does not close the windows one by one: a change still
 * waiting for the autosave is saved here. */
static void
muster_application_shutdown (GApplication *app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (MUSTER_IS_WINDOW (l->data))
      muster_window_flush (l->data);

  G_APPLICATION_CLASS (muster_application_parent_class)->shutdown (app);
}

static void
muster_application_dispose (GObject *object)
{
  MusterApplication *self = MUSTER_APPLICATION (object);

  g_clear_object (&self->context);
  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  G_OBJECT_CLASS (muster_application_parent_class)->dispose (object);
}

static void
muster_application_finalize (GObject *object)
{
  MusterApplication *self = MUSTER_APPLICATION (object);

  g_free (self->library_error);
  g_free (self->moved_aside);
  G_OBJECT_CLASS (muster_application_parent_class)->finalize (object);
}

static void
muster_application_class_init (MusterApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = muster_application_dispose;
  object_class->finalize = muster_application_finalize;
  app_class->startup = muster_application_startup;
  app_class->activate = muster_application_activate;
  app_class->open = muster_application_open;
  app_class->shutdown = muster_application_shutdown;
}

static void
muster_application_init (MusterApplication *self)
{
}

MusterApplication *
muster_application_new (void)
{
  return g_object_new (MUSTER_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/muster/Muster",
                       NULL);
}

/**
 * muster_application_get_context:
 *
 * Returns: (transfer none): the context every window and page shares:
 *   the systems loaded at startup, the library, the settings, the print
 *   state; %NULL before startup
 */
MusterContext *
muster_application_get_context (MusterApplication *self)
{
  g_return_val_if_fail (MUSTER_IS_APPLICATION (self), NULL);

  return self->context;
}

/* Why the library could not be opened; NULL when it was. */
const char *
muster_application_get_library_error (MusterApplication *self)
{
  g_return_val_if_fail (MUSTER_IS_APPLICATION (self), NULL);

  return self->library_error;
}
