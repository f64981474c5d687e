/* muster-paths.c: where Muster keeps the user's own files: the user's data
 * folder and, inside it, the installed army lists of each system.
 */
#include "config.h"

#include "muster-paths.h"

char *
muster_user_data_dir (void)
{
  const char *env = g_getenv ("XDG_DATA_HOME");

  if (env != NULL && g_path_is_absolute (env))
    return g_strdup (env);
  return g_build_filename (g_get_home_dir (), ".local", "share", NULL);
}

char *
muster_lists_dir (const char *system_id)
{
  g_autofree char *data_dir = muster_user_data_dir ();

  return g_build_filename (data_dir, "muster", "lists", system_id, NULL);
}
