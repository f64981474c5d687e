/* muster-application.c: the application object: loads the catalogue of game
 * systems once at startup (installed folders, the user's folder and
 * $MUSTER_DATA_DIR) and opens a window on activation.
 */
#include "config.h"

#include "muster-application-private.h"
#include "muster-window.h"

G_DEFINE_FINAL_TYPE (MusterApplication, muster_application, ADW_TYPE_APPLICATION)

static void
muster_application_startup (GApplication *app)
{
  MusterApplication *self = MUSTER_APPLICATION (app);

  G_APPLICATION_CLASS (muster_application_parent_class)->startup (app);

  gtk_window_set_default_icon_name (APP_ID);

  self->catalog = muster_catalog_new ();
  muster_catalog_add_default_folders (self->catalog);
  muster_catalog_load (self->catalog);

  _muster_application_actions_init (self);
}

static void
muster_application_activate (GApplication *app)
{
  MusterApplication *self = MUSTER_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (muster_window_new (GTK_APPLICATION (self), self->catalog));
  gtk_window_present (window);
}

static void
muster_application_dispose (GObject *object)
{
  MusterApplication *self = MUSTER_APPLICATION (object);

  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (muster_application_parent_class)->dispose (object);
}

static void
muster_application_class_init (MusterApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = muster_application_dispose;
  app_class->startup = muster_application_startup;
  app_class->activate = muster_application_activate;
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
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/io/github/muster/Muster",
                       NULL);
}

/**
 * muster_application_get_catalog:
 *
 * Returns: (transfer none): the game systems loaded at startup
 */
MusterCatalog *
muster_application_get_catalog (MusterApplication *self)
{
  g_return_val_if_fail (MUSTER_IS_APPLICATION (self), NULL);

  return self->catalog;
}
