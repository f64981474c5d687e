/* muster-output.c: the one way Muster writes a file: a temporary file
 * beside the target, fsync, rename. Refuses what is not a regular file
 * (devices, FIFOs, folders) and files the process keeps open, and keeps the
 * mode of the file it replaces.
 */
#include "config.h"

#include "muster-output.h"
#include "muster-error.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

struct _MusterOutput
{
  char *target;                 /* the real file, symlinks followed */
  char *shown;                  /* the path as the user gave it */
  char *tmp;
  int fd;
};

typedef struct
{
  dev_t dev;
  ino_t ino;
} Protected;

G_LOCK_DEFINE_STATIC (protected);
static GArray *protected_files;

void
muster_output_protect (const char *path)
{
  struct stat st;
  Protected p;

  g_return_if_fail (path != NULL);

  if (g_stat (path, &st) != 0)
    return;
  p.dev = st.st_dev;
  p.ino = st.st_ino;
  G_LOCK (protected);
  if (protected_files == NULL)
    protected_files = g_array_new (FALSE, FALSE, sizeof (Protected));
  /* a library opened again is already there: the list does not grow */
  for (guint i = 0; i < protected_files->len; i++)
    if (g_array_index (protected_files, Protected, i).dev == p.dev
        && g_array_index (protected_files, Protected, i).ino == p.ino)
      {
        G_UNLOCK (protected);
        return;
      }
  g_array_append_val (protected_files, p);
  G_UNLOCK (protected);
}

void
muster_output_protect_library (const char *path)
{
  static const char * const suffixes[] = { "", "-wal", "-shm", "-journal" };

  g_return_if_fail (path != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);

      muster_output_protect (file);
    }
}

static gboolean
is_protected (const struct stat *st)
{
  gboolean found = FALSE;

  G_LOCK (protected);
  for (guint i = 0; protected_files != NULL && i < protected_files->len; i++)
    {
      const Protected *p = &g_array_index (protected_files, Protected, i);

      found |= p->dev == st->st_dev && p->ino == st->st_ino;
    }
  G_UNLOCK (protected);
  return found;
}

/* Follows the symlinks of @path to the file they name (which may not
 * exist yet); NULL for a loop. */
static char *
resolve (const char *path)
{
  g_autofree char *current = g_strdup (path);

  for (int hops = 0; hops < 40; hops++)
    {
      g_autofree char *link = g_file_read_link (current, NULL);
      g_autofree char *dir = NULL;

      if (link == NULL)
        return g_steal_pointer (&current);
      if (g_path_is_absolute (link))
        {
          g_free (current);
          current = g_steal_pointer (&link);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, link, NULL);
    }
  return NULL;
}

static void
set_io_error (GError **error, const char *path, const char *reason)
{
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("%s: cannot write the file: %s"), path, reason);
}

MusterOutput *
muster_output_open (const char  *path,
                    GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *tmp = NULL;
  MusterOutput *output;
  struct stat st;
  mode_t mode = 0644;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  target = resolve (path);
  if (target == NULL)
    {
      set_io_error (error, path, _("too many levels of symbolic links"));
      return NULL;
    }
  if (g_stat (target, &st) == 0)
    {
      if (S_ISDIR (st.st_mode))
        {
          set_io_error (error, path, _("it is a folder"));
          return NULL;
        }
      if (!S_ISREG (st.st_mode))
        {
          /* a device, a FIFO or a socket is never replaced by a file */
          set_io_error (error, path, _("it is a device or a pipe, not a regular file"));
          return NULL;
        }
      if (is_protected (&st))
        {
          set_io_error (error, path, _("it is Muster's library or a file this command reads"));
          return NULL;
        }
      mode = st.st_mode & 07777;
    }
  else if (errno != ENOENT)
    {
      int saved = errno;

      set_io_error (error, path, g_strerror (saved));
      return NULL;
    }

  tmp = g_strdup_printf ("%s.XXXXXX", target);
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      int saved = errno;

      set_io_error (error, path, g_strerror (saved));
      return NULL;
    }
  /* the permissions of the file it replaces (mkstemp made it 0600) */
  if (fchmod (fd, mode) != 0)
    {
      int saved = errno;

      close (fd);
      g_unlink (tmp);
      set_io_error (error, path, g_strerror (saved));
      return NULL;
    }

  output = g_new0 (MusterOutput, 1);
  output->target = g_steal_pointer (&target);
  output->shown = g_strdup (path);
  output->tmp = g_steal_pointer (&tmp);
  output->fd = fd;
  return output;
}

int
muster_output_get_fd (MusterOutput *output)
{
  g_return_val_if_fail (output != NULL, -1);

  return output->fd;
}

gboolean
muster_output_write (MusterOutput  *output,
                     const void    *data,
                     gsize          length,
                     GError       **error)
{
  const char *p = data;

  g_return_val_if_fail (output != NULL, FALSE);

  while (length > 0)
    {
      ssize_t done = write (output->fd, p, length);

      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        {
          int saved = done < 0 ? errno : EIO;

          set_io_error (error, output->shown, g_strerror (saved));
          return FALSE;
        }
      p += done;
      length -= done;
    }
  return TRUE;
}

static void
output_free (MusterOutput *output)
{
  g_free (output->target);
  g_free (output->shown);
  g_free (output->tmp);
  g_free (output);
}

gboolean
muster_output_commit (MusterOutput  *output,
                      GError       **error)
{
  int saved = 0;

  g_return_val_if_fail (output != NULL, FALSE);

  if (fsync (output->fd) != 0)
    saved = errno;
  if (close (output->fd) != 0 && saved == 0)
    saved = errno;
  output->fd = -1;
  if (saved == 0 && g_rename (output->tmp, output->target) != 0)
    saved = errno;
  if (saved != 0)
    {
      g_unlink (output->tmp);
      set_io_error (error, output->shown, g_strerror (saved));
      output_free (output);
      return FALSE;
    }
  /* the rename itself is durable once the folder is */
  {
    g_autofree char *dir = g_path_get_dirname (output->target);
    int dfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

    if (dfd >= 0)
      {
        fsync (dfd);
        close (dfd);
      }
  }
  output_free (output);
  return TRUE;
}

void
muster_output_abort (MusterOutput *output)
{
  if (output == NULL)
    return;
  if (output->fd >= 0)
    close (output->fd);
  g_unlink (output->tmp);
  output_free (output);
}

gboolean
muster_output_save_text (const char  *path,
                         const char  *text,
                         GError     **error)
{
  MusterOutput *output;

  g_return_val_if_fail (path != NULL && text != NULL, FALSE);

  output = muster_output_open (path, error);
  if (output == NULL)
    return FALSE;
  if (!muster_output_write (output, text, strlen (text), error))
    {
      muster_output_abort (output);
      return FALSE;
    }
  return muster_output_commit (output, error);
}
