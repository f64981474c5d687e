/* muster-catalog.c: discovering and loading the installed game systems.
 * Every sub-folder with a system.xml is a system; the first folder that
 * provides an id wins, so a --data-dir copy overrides an installed one. A
 * system that fails to load is left out and its error kept for the user.
 * Looking a system up before the catalogue is loaded loads that system
 * alone (muster-cli checks an army with its own system only). Installed
 * lists a system left out count among the catalogue's errors.
 */
#include "config.h"

#include "muster-catalog.h"
#include "muster-error.h"

#include <string.h>

#include <glib/gi18n-lib.h>

struct _MusterCatalog
{
  GObject parent_instance;

  GPtrArray *folders;   /* of char*, in order of precedence */
  GPtrArray *systems;   /* of MusterSystem*, sorted by id */
  GPtrArray *load_errors; /* of char*: systems that did not load, "file:line:col: sentence" */
  GPtrArray *errors;    /* of char*: those, then the systems' list errors */
  GHashTable *tried;    /* ids looked up one by one before a load */
  gboolean loaded;
};

G_DEFINE_FINAL_TYPE (MusterCatalog, muster_catalog, G_TYPE_OBJECT)

static void
muster_catalog_finalize (GObject *object)
{
  MusterCatalog *self = MUSTER_CATALOG (object);

  g_ptr_array_unref (self->folders);
  g_ptr_array_unref (self->systems);
  g_ptr_array_unref (self->load_errors);
  g_ptr_array_unref (self->errors);
  g_hash_table_unref (self->tried);
  G_OBJECT_CLASS (muster_catalog_parent_class)->finalize (object);
}

static void
muster_catalog_class_init (MusterCatalogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_catalog_finalize;
}

static void
muster_catalog_init (MusterCatalog *self)
{
  self->folders = g_ptr_array_new_with_free_func (g_free);
  self->systems = g_ptr_array_new_with_free_func (g_object_unref);
  self->load_errors = g_ptr_array_new_with_free_func (g_free);
  self->errors = g_ptr_array_new_with_free_func (g_free);
  self->tried = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

MusterCatalog *
muster_catalog_new (void)
{
  return g_object_new (MUSTER_TYPE_CATALOG, NULL);
}

void
muster_catalog_add_folder (MusterCatalog *self,
                           const char    *folder)
{
  g_return_if_fail (MUSTER_IS_CATALOG (self));
  g_return_if_fail (folder != NULL);

  for (guint i = 0; i < self->folders->len; i++)
    if (g_str_equal (g_ptr_array_index (self->folders, i), folder))
      return;
  g_ptr_array_add (self->folders, g_strdup (folder));
}

void
muster_catalog_add_default_folders (MusterCatalog *self)
{
  const char *env = g_getenv ("MUSTER_DATA_DIR");
  g_autofree char *data_dir = muster_user_data_dir ();
  g_autofree char *user = g_build_filename (data_dir, "muster", "systems", NULL);

  g_return_if_fail (MUSTER_IS_CATALOG (self));

  if (env != NULL && *env != '\0')
    {
      g_auto(GStrv) parts = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);
      for (guint i = 0; parts[i] != NULL; i++)
        if (*parts[i] != '\0')
          muster_catalog_add_folder (self, parts[i]);
    }
  muster_catalog_add_folder (self, user);
  muster_catalog_add_folder (self, MUSTER_SYSTEMS_DIR);
}

static int
compare_systems (gconstpointer a, gconstpointer b)
{
  MusterSystem *sa = *(MusterSystem * const *) a;
  MusterSystem *sb = *(MusterSystem * const *) b;

  return g_strcmp0 (muster_system_get_id (sa), muster_system_get_id (sb));
}

/* The systems that did not load, then the installed lists each left out. */
static void
collect_errors (MusterCatalog *self)
{
  g_ptr_array_set_size (self->errors, 0);
  for (guint i = 0; i < self->load_errors->len; i++)
    g_ptr_array_add (self->errors, g_strdup (g_ptr_array_index (self->load_errors, i)));
  for (guint i = 0; i < self->systems->len; i++)
    {
      GPtrArray *list_errors = muster_system_get_list_errors (g_ptr_array_index (self->systems, i));

      for (guint j = 0; j < list_errors->len; j++)
        g_ptr_array_add (self->errors, g_strdup (g_ptr_array_index (list_errors, j)));
    }
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The system already loaded from path, if any (a system looked up alone
 * before the whole catalogue is loaded stays the same object). */
static MusterSystem *
take_loaded (GPtrArray *systems, const char *path)
{
  for (guint i = 0; systems != NULL && i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);

      if (g_strcmp0 (muster_system_get_folder (system), path) == 0)
        return g_object_ref (system);
    }
  return NULL;
}

void
muster_catalog_load (MusterCatalog *self)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) before = NULL;

  g_return_if_fail (MUSTER_IS_CATALOG (self));

  if (!self->loaded)
    {
      before = g_steal_pointer (&self->systems);
      self->systems = g_ptr_array_new_with_free_func (g_object_unref);
    }
  g_ptr_array_set_size (self->systems, 0);
  g_ptr_array_set_size (self->load_errors, 0);

  for (guint i = 0; i < self->folders->len; i++)
    {
      const char *folder = g_ptr_array_index (self->folders, i);
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      if (dir == NULL)
        continue;
      while ((name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort (names, compare_names);

      for (guint j = 0; j < names->len; j++)
        {
          const char *sub = g_ptr_array_index (names, j);
          g_autofree char *path = g_build_filename (folder, sub, NULL);
          g_autofree char *system_xml = g_build_filename (path, "system.xml", NULL);
          g_autoptr(GError) error = NULL;
          MusterSystem *system;

          if (!g_file_test (system_xml, G_FILE_TEST_IS_REGULAR) || g_hash_table_contains (seen, sub))
            continue;
          g_hash_table_add (seen, g_strdup (sub));
          system = take_loaded (before, path);
          if (system == NULL)
            system = muster_system_load (path, &error);
          if (system == NULL)
            g_ptr_array_add (self->load_errors, g_strdup (error->message));
          else
            g_ptr_array_add (self->systems, system);
        }
    }
  g_ptr_array_sort (self->systems, compare_systems);
  collect_errors (self);
  self->loaded = TRUE;
}

GPtrArray *
muster_catalog_get_systems (MusterCatalog *self)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (self), NULL);
  if (!self->loaded)
    muster_catalog_load (self);
  return self->systems;
}

GPtrArray *
muster_catalog_get_errors (MusterCatalog *self)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (self), NULL);
  return self->errors;
}

GPtrArray *
muster_catalog_get_folders (MusterCatalog *self)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (self), NULL);
  return self->folders;
}

/* Before the whole catalogue is loaded: loads the system id alone, from
 * the first folder that has it, as muster_catalog_load() would. */
static void
load_one (MusterCatalog *self,
          const char    *id)
{
  /* an id names a folder in a data folder, never one outside it */
  if (*id == '\0' || strchr (id, '/') != NULL || strchr (id, G_DIR_SEPARATOR) != NULL ||
      g_str_equal (id, ".") || g_str_equal (id, "..") || g_hash_table_contains (self->tried, id))
    return;
  g_hash_table_add (self->tried, g_strdup (id));

  for (guint i = 0; i < self->folders->len; i++)
    {
      g_autofree char *path = g_build_filename (g_ptr_array_index (self->folders, i), id, NULL);
      g_autofree char *system_xml = g_build_filename (path, "system.xml", NULL);
      g_autoptr(GError) error = NULL;
      MusterSystem *system;

      if (!g_file_test (system_xml, G_FILE_TEST_IS_REGULAR))
        continue;
      system = muster_system_load (path, &error);
      if (system == NULL)
        g_ptr_array_add (self->load_errors, g_strdup (error->message));
      else
        {
          g_ptr_array_add (self->systems, system);
          g_ptr_array_sort (self->systems, compare_systems);
        }
      collect_errors (self);
      return;
    }
}

MusterSystem *
muster_catalog_lookup (MusterCatalog *self,
                       const char    *id)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (self), NULL);
  if (id == NULL)
    return NULL;
  if (!self->loaded)
    load_one (self, id);
  for (guint i = 0; i < self->systems->len; i++)
    if (g_str_equal (muster_system_get_id (g_ptr_array_index (self->systems, i)), id))
      return g_ptr_array_index (self->systems, i);
  return NULL;
}

MusterSystem *
muster_catalog_reload_system (MusterCatalog  *self,
                              const char     *id,
                              GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < self->systems->len; i++)
    {
      MusterSystem *old = g_ptr_array_index (self->systems, i);
      MusterSystem *system;

      if (!g_str_equal (muster_system_get_id (old), id))
        continue;
      system = muster_system_load (muster_system_get_folder (old), error);
      if (system == NULL)
        return NULL;
      g_object_unref (g_steal_pointer (&self->systems->pdata[i]));
      self->systems->pdata[i] = system;
      collect_errors (self);
      return system;
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE, _("There is no game system “%s”."), id);
  return NULL;
}
