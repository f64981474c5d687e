/* replay.c: runs a fuzz harness over the files of its corpus folders, so
 * that the plain test suite replays everything fuzzing ever found. */
#include "fuzz-common.h"

#include <stdio.h>

static guint
replay_path (const char *path)
{
  guint n = 0;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_build_filename (path, name, NULL));
      for (guint i = 0; i < names->len; i++)
        n += replay_path (g_ptr_array_index (names, i));
    }
  else
    {
      g_autofree char *data = NULL;
      gsize len = 0;
      g_autoptr(GError) error = NULL;

      if (!g_file_get_contents (path, &data, &len, &error))
        g_error ("%s", error->message);
      LLVMFuzzerTestOneInput ((const uint8_t *) data, len);
      n = 1;
    }
  return n;
}

int
main (int argc, char **argv)
{
  guint n = 0;

  for (int i = 1; i < argc; i++)
    n += replay_path (argv[i]);
  printf ("replayed %u inputs\n", n);
  return n > 0 ? 0 : 1;
}
