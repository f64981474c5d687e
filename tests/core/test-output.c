/* test-output.c: the one way Muster writes files: whole or not at all,
 * never over a device, a FIFO, a folder or a protected file (the library),
 * through symlinks to the file they name, keeping the old file's mode.
 */
#include "muster-core.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("muster-output-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The names in @dir, sorted and joined with spaces. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_replace_whole (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "army.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *names = NULL;
  MusterOutput *output;

  g_assert_true (muster_output_save_text (path, "old", &error));
  g_assert_no_error (error);

  /* an aborted write leaves the old file and no temporary file */
  output = muster_output_open (path, &error);
  g_assert_no_error (error);
  g_assert_true (muster_output_write (output, "half", 4, &error));
  muster_output_abort (output);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "old");
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "army.xml");

  g_assert_true (muster_output_save_text (path, "new", &error));
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "new");
  remove_dir (dir);
}

static void
test_keeps_mode (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "secret.xml", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.xml", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (muster_output_save_text (path, "new", &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* a new file: readable by all, as files are made */
  g_assert_true (muster_output_save_text (fresh, "new", &error));
  g_assert_cmpint (g_stat (fresh, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);
  remove_dir (dir);
}

static void
test_refuses_special (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *fifo = g_build_filename (dir, "pipe", NULL);
  g_autofree char *sub = g_build_filename (dir, "folder", NULL);
  g_autofree char *link = g_build_filename (dir, "null-link", NULL);
  g_autofree char *names = NULL;
  struct stat st;

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  g_assert_cmpint (symlink ("/dev/null", link), ==, 0);
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (muster_output_save_text (fifo, "x", &error));
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "not a regular file"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (muster_output_save_text (sub, "x", &error));
    g_assert_nonnull (strstr (error->message, "folder"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (muster_output_save_text ("/dev/null", "x", &error));
    g_assert_nonnull (strstr (error->message, "not a regular file"));
  }
  {
    g_autoptr(GError) error = NULL;

    /* a symlink to a device: the device is what would be replaced */
    g_assert_false (muster_output_save_text (link, "x", &error));
    g_assert_nonnull (error);
  }
  g_assert_cmpint (g_lstat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "folder null-link pipe");
  remove_dir (sub);
  remove_dir (dir);
}

static void
test_follows_symlink (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *real = g_build_filename (dir, "real.xml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (real, "old", -1, NULL));
  g_assert_cmpint (symlink ("real.xml", link), ==, 0);
  g_assert_true (muster_output_save_text (link, "new", &error));
  g_assert_no_error (error);
  /* the link stays a link, the file it names has the new text */
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  text = read_text (real);
  g_assert_cmpstr (text, ==, "new");
  remove_dir (dir);
}

static void
test_protected (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *library = g_build_filename (dir, "library.db", NULL);
  g_autofree char *wal = g_build_filename (dir, "library.db-wal", NULL);
  g_autofree char *other = g_build_filename (dir, "other.db", NULL);
  g_autofree char *text = NULL;
  g_autofree char *wal_text = NULL;

  g_assert_true (g_file_set_contents (library, "sqlite", -1, NULL));
  g_assert_true (g_file_set_contents (wal, "wal", -1, NULL));
  g_assert_true (g_file_set_contents (other, "other", -1, NULL));
  muster_output_protect_library (library);
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (muster_output_save_text (library, "pdf", &error));
    g_assert_nonnull (strstr (error->message, "library"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (muster_output_save_text (wal, "pdf", &error));
    g_assert_nonnull (error);
  }
  text = read_text (library);
  g_assert_cmpstr (text, ==, "sqlite");
  wal_text = read_text (wal);
  g_assert_cmpstr (wal_text, ==, "wal");
  /* another file in the same folder is not protected */
  g_assert_true (muster_output_save_text (other, "new", NULL));
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/output/replace-whole", test_replace_whole);
  g_test_add_func ("/core/output/keeps-mode", test_keeps_mode);
  g_test_add_func ("/core/output/refuses-special", test_refuses_special);
  g_test_add_func ("/core/output/follows-symlink", test_follows_symlink);
  g_test_add_func ("/core/output/protected", test_protected);
  return g_test_run ();
}
