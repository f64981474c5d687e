/* muster-library-open.c: opening a library: the kind of file, reading it
 * under a read lock, the integrity check, moving a damaged or foreign file
 * aside under a lock of its folder, and muster_library_open*().
 */
#include "config.h"

#include "muster-error.h"
#include "muster-library-private.h"
#include "muster-output.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

static gboolean
path_exists (const char *path)
{
  GStatBuf buf;

  return g_lstat (path, &buf) == 0;
}

/* What self->path is, checked before SQLite opens it: a FIFO would block
 * it, and a folder or a device gave "disk I/O error". TRUE when the path
 * is a regular file (*exists) or nothing yet. */
static gboolean
check_file_kind (MusterLibrary *self,
                 gboolean      *exists,
                 GError       **error)
{
  GStatBuf st;

  *exists = FALSE;
  if (g_stat (self->path, &st) != 0)
    {
      int saved = errno;

      if (saved == ENOENT)
        return TRUE;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("The library %s cannot be used: %s."),
                   self->path, g_strerror (saved));
      return FALSE;
    }
  if (S_ISREG (st.st_mode))
    {
      *exists = TRUE;
      return TRUE;
    }
  if (S_ISDIR (st.st_mode))
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                 _("The library %s is a folder, not a file. Name a library file instead."), self->path);
  else if (S_ISCHR (st.st_mode) || S_ISBLK (st.st_mode))
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                 _("The library %s is a device, not a file. Name a library file instead."), self->path);
  else
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                 _("The library %s is a pipe or a socket, not a file. Name a library file instead."), self->path);
  return FALSE;
}

/* SQLite's locks on a database file (os_unix.c): each reader holds a read
 * lock on these bytes, and a connection that checkpoints the WAL into the
 * file and deletes it as it closes must first have a write lock on them. */
#define SQLITE_SHARED_FIRST ((off_t) 0x40000000 + 2)
#define SQLITE_SHARED_SIZE  510

/* A read lock on the file like SQLite's readers hold, on a file
 * description of its own (so that closing it cannot drop the locks SQLite
 * holds on the same file in this process); waits while a closing
 * connection holds the file. -1 when it cannot be had. */
static int
take_read_lock (const char *path)
{
#ifdef F_OFD_SETLK
  gint64 deadline = g_get_monotonic_time () + (gint64) LIBRARY_BUSY_TIMEOUT * 1000;
  int fd = open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  struct flock lock = { 0 };

  if (fd < 0)
    return -1;
  lock.l_type = F_RDLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = SQLITE_SHARED_FIRST;
  lock.l_len = SQLITE_SHARED_SIZE;
  while (fcntl (fd, F_OFD_SETLK, &lock) != 0)
    {
      if ((errno != EAGAIN && errno != EACCES && errno != EINTR) || g_get_monotonic_time () > deadline)
        {
          close (fd);
          return -1;
        }
      g_usleep (1000);
    }
  return fd;
#else
  return -1;
#endif
}

/* Opens self->path, a regular file, for reading without making any file.
 * SQLite's read-only connection makes a -wal and a -shm beside a WAL
 * library that it cannot remove again, with the permissions of the
 * library: beside a read-only library they then fail every writer after
 * the permissions are put right. When there is no -wal, or an empty one
 * (and no -journal), no connection holds changes the file lacks, and the
 * file is read as it is (immutable), under a read lock like SQLite's own
 * readers hold, so that a writer starting meanwhile cannot checkpoint
 * into it while it is read. When the -wal holds changes, the library is
 * in use (or a writer was cut off) and the ordinary read-only connection
 * shares its files. */
static int
open_for_reading (MusterLibrary *self)
{
  g_autofree char *wal = g_strconcat (self->path, "-wal", NULL);
  g_autofree char *journal = g_strconcat (self->path, "-journal", NULL);
  g_autofree char *uri = NULL;
  int flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX;
  GStatBuf st;
  int rc;

  self->lock = take_read_lock (self->path);
  if ((g_lstat (wal, &st) != 0 || (S_ISREG (st.st_mode) && st.st_size == 0)) && !path_exists (journal))
    {
      g_autofree char *absolute = g_canonicalize_filename (self->path, NULL);
      g_autofree char *escaped = g_uri_escape_string (absolute, "/", FALSE);

      uri = g_strconcat ("file:", escaped, "?immutable=1", NULL);
      flags |= SQLITE_OPEN_URI;
    }
  else if (self->lock >= 0)
    {
      close (self->lock);
      self->lock = -1;
    }
  rc = sqlite3_open_v2 (uri != NULL ? uri : self->path, &self->db, flags, NULL);
  if (rc == SQLITE_OK)
    rc = _muster_library_harden (self->db);
  return rc;
}

/* Opens self->path, which exists, and decides whether it is a library this
 * version can use; closes it again. Read-only unless that cannot work (a
 * hot journal): a damaged file keeps every byte, and its -wal too, for the
 * move aside. *retry asks for a read-write try. */
static Inspect
inspect (MusterLibrary *self,
         gboolean       read_only,
         gboolean      *retry,
         char         **reason,
         GError       **error)
{
  g_autoptr(sqlite3_stmt) check = NULL;
  Inspect verdict = INSPECT_FAILED;
  gint64 version = 0;
  int rc;

  *retry = FALSE;
  if (read_only)
    rc = open_for_reading (self);
  else
    {
      rc = sqlite3_open_v2 (self->path, &self->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL);
      if (rc == SQLITE_OK)
        rc = _muster_library_harden (self->db);
    }
  /* one read transaction for the identity, the schema and the check */
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (self->db, "BEGIN", NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = _muster_library_judge (self, &version, &verdict, reason, error);
  if (rc != SQLITE_OK)
    {
      verdict = INSPECT_FAILED;
      if (_muster_library_is_damage (rc))
        {
          *reason = g_strdup ((rc & 0xff) == SQLITE_NOTADB ? _("it is not a database") : sqlite3_errstr (rc));
          verdict = INSPECT_DAMAGED;
        }
      else if (read_only && ((rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_CANTOPEN))
        *retry = TRUE;
      else
        _muster_library_set_db_error (self, error, rc);
      goto out;
    }
  if (verdict != INSPECT_OK)
    goto out;

  /* the whole check, indexes against their tables too: a quick_check
   * passes an index that lacks rows, and a library written through one
   * gives back other revisions than it was given (found by fuzzing) */
  rc = sqlite3_prepare_v2 (self->db, "PRAGMA integrity_check(1)", -1, &check, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_step (check);
  if (rc == SQLITE_ROW && g_strcmp0 ((const char *) sqlite3_column_text (check, 0), "ok") == 0)
    verdict = INSPECT_OK;
  else if (rc == SQLITE_ROW)
    {
      g_autofree char *found = _muster_library_column_dup (check, 0);
      const char *text = found != NULL ? found : "";

      /* "*** in database main ***\nPage 4: ..." as one line */
      if (g_str_has_prefix (text, "*** in database main ***"))
        text += strlen ("*** in database main ***");
      if (found != NULL)
        g_strdelimit (found, "\t\n\r", ' ');
      *reason = g_strdup_printf (_("the integrity check found: %s"), g_strstrip ((char *) text));
      verdict = INSPECT_DAMAGED;
    }
  else if (_muster_library_is_damage (rc))
    {
      *reason = g_strdup (sqlite3_errstr (rc));
      verdict = INSPECT_DAMAGED;
    }
  else
    {
      _muster_library_set_db_error (self, error, rc);
      verdict = INSPECT_FAILED;
    }

out:
  g_clear_pointer (&check, sqlite3_finalize);
  _muster_library_close_db (self);
  return verdict;
}

/* inspect(), read-only first */
static Inspect
inspect_file (MusterLibrary *self,
              char         **reason,
              GError       **error)
{
  gboolean retry = FALSE;
  Inspect verdict;

  g_clear_pointer (reason, g_free);
  verdict = inspect (self, TRUE, &retry, reason, error);
  if (retry)
    verdict = inspect (self, FALSE, &retry, reason, error);
  if (verdict == INSPECT_FAILED && error != NULL && *error == NULL)
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("The library %s cannot be read."), self->path);
  return verdict;
}

/* Opens (creating) the library read-write for good. */
static gboolean
open_read_write (MusterLibrary *self,
                 GError       **error)
{
  int rc = sqlite3_open_v2 (self->path, &self->db,
                            SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL);

  if (rc == SQLITE_OK)
    rc = _muster_library_harden (self->db);
  if (rc == SQLITE_OK && sqlite3_db_readonly (self->db, "main") == 1)
    rc = SQLITE_READONLY;
  if (rc != SQLITE_OK)
    {
      _muster_library_set_db_error (self, error, rc);
      _muster_library_close_db (self);
      return FALSE;
    }
  return TRUE;
}

/* Why this process could not write the library, its -wal and -shm, or
 * make them in its folder; NULL when it can. Asked before SQLite opens
 * the file, which would make a read-only -wal and -shm beside a read-only
 * library, or fail later with less to say. */
static char *
why_not_writable (MusterLibrary *self)
{
  static const char * const companions[] = { "-wal", "-shm" };
  g_autofree char *folder = g_path_get_dirname (self->path);
  gboolean all_there = path_exists (self->path);
  int saved;

  for (guint i = 0; i < G_N_ELEMENTS (companions); i++)
    {
      g_autofree char *companion = g_strconcat (self->path, companions[i], NULL);

      if (_muster_library_not_writable (companion))
        {
          saved = errno;
          if (saved == EROFS)
            return g_strdup (_("it is on a read-only disk"));
          return g_strdup_printf (_("the file %s beside it cannot be written to; give it the permissions "
                                    "of the library, or remove it while no Muster runs"), companion);
        }
      all_there = all_there && path_exists (companion);
    }
  if (_muster_library_not_writable (self->path))
    saved = errno;
  else if (!all_there && access (folder, W_OK) != 0)
    saved = errno;
  else
    return NULL;
  if (saved == EROFS)
    return g_strdup (_("it is on a read-only disk"));
  if (saved == EACCES || saved == EPERM)
    return g_strdup (_("permission was denied; check the permissions of the file and of its folder"));
  return g_strdup (g_strerror (saved));
}

/* Renames path (and its -wal, -shm and -journal, which must not be applied
 * to the new library) to path.corrupt-YYYYMMDD-HHMMSS, never over an
 * existing file. Returns the new path. */
static char *
move_aside (const char  *path,
            GError     **error)
{
  static const char * const companions[] = { "-wal", "-shm", "-journal" };
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *base = g_strdup_printf ("%s.corrupt-%s", path, stamp);
  char *target = NULL;

  for (guint n = 1; target == NULL; n++)
    {
      g_autofree char *candidate = n == 1 ? g_strdup (base) : g_strdup_printf ("%s-%u", base, n);
      gboolean taken = path_exists (candidate);

      for (guint i = 0; !taken && i < G_N_ELEMENTS (companions); i++)
        {
          g_autofree char *c = g_strconcat (candidate, companions[i], NULL);
          taken = path_exists (c);
        }
      if (!taken)
        target = g_steal_pointer (&candidate);
    }

  if (g_rename (path, target) != 0)
    {
      int saved = errno;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("The library %s is damaged and cannot be moved aside: %s"),
                   path, g_strerror (saved));
      g_free (target);
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (companions); i++)
    {
      g_autofree char *from = g_strconcat (path, companions[i], NULL);
      g_autofree char *to = g_strconcat (target, companions[i], NULL);

      if (path_exists (from) && g_rename (from, to) != 0)
        {
          int saved = errno;
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                       _("The library %s was moved to %s, but %s could not follow it: %s"),
                       path, target, from, g_strerror (saved));
          g_free (target);
          return NULL;
        }
    }
  return target;
}

/* Locks the library's folder against other Muster processes that would
 * move the same file aside (and so perhaps the new library one of them has
 * just started); unlocked by closing. -1 when the lock cannot be had,
 * which loses only that protection. */
static int
lock_folder (const char *folder)
{
  int fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd < 0)
    return -1;
  while (flock (fd, LOCK_EX) != 0)
    if (errno != EINTR)
      {
        close (fd);
        return -1;
      }
  return fd;
}

/* Moves a damaged or foreign library aside, when it still is one once the
 * folder is locked: another process may have done it already. Returns
 * FALSE with error set when the file cannot be used or moved; *message
 * tells the user what was moved where. */
static gboolean
set_aside (MusterLibrary *self,
           const char    *folder,
           char         **message,
           GError       **error)
{
  g_autofree char *reason = NULL;
  g_autofree char *aside = NULL;
  Inspect verdict = INSPECT_OK;
  int lock = lock_folder (folder);

  if (path_exists (self->path))
    verdict = inspect_file (self, &reason, error);
  if (verdict == INSPECT_DAMAGED || verdict == INSPECT_FOREIGN)
    aside = move_aside (self->path, error);
  if (lock >= 0)
    close (lock);

  if (verdict == INSPECT_FAILED || ((verdict == INSPECT_DAMAGED || verdict == INSPECT_FOREIGN) && aside == NULL))
    return FALSE;
  if (aside == NULL)
    return TRUE;
  g_free (*message);
  if (verdict == INSPECT_DAMAGED)
    *message = g_strdup_printf (_("The library file was damaged (%s); it was moved to %s "
                                  "and a new, empty library was started."), reason, aside);
  else
    *message = g_strdup_printf (_("The library file was not a Muster library (%s); it was moved to %s "
                                  "and a new, empty library was started."), reason, aside);
  return TRUE;
}

/* Foreign keys on, every commit on disk, and WAL. Switching a new file to
 * WAL needs it alone for a moment, and SQLite answers "database is locked"
 * at once instead of waiting for the other connections: so it is tried
 * again until the busy timeout. */
static gboolean
configure (MusterLibrary *self,
           GError       **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) LIBRARY_BUSY_TIMEOUT * 1000;
  int rc;

  if (!_muster_library_exec (self, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;", error))
    return FALSE;
  while ((rc = sqlite3_exec (self->db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL)) != SQLITE_OK)
    {
      if (((rc & 0xff) != SQLITE_BUSY && (rc & 0xff) != SQLITE_LOCKED) || g_get_monotonic_time () > deadline)
        {
          _muster_library_set_db_error (self, error, rc);
          return FALSE;
        }
      g_usleep (g_random_int_range (1000, 5000));
    }
  return TRUE;
}

/**
 * muster_library_open:
 * @path: (nullable): the library file; %NULL for muster_library_default_path()
 * @moved_aside: (out) (optional): a sentence for the user when a damaged or
 *   foreign file was moved aside and a new library started; else %NULL
 *
 * Opens the library, creating it (and its folder, 0700) when missing. A file
 * written by a newer Muster, or one whose schema holds objects Muster did
 * not make, is refused and left untouched. Safe against other processes
 * that open, create or write the same library at the same time.
 */
MusterLibrary *
muster_library_open (const char  *path,
                     char       **moved_aside,
                     GError     **error)
{
  g_autoptr(MusterLibrary) self = NULL;
  g_autofree char *parent = NULL;
  g_autofree char *message = NULL;
  g_autofree char *why = NULL;
  gboolean exists = FALSE;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moved_aside != NULL)
    *moved_aside = NULL;

  self = g_object_new (MUSTER_TYPE_LIBRARY, NULL);
  self->path = path != NULL ? g_strdup (path) : muster_library_default_path ();

  parent = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (parent, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("The folder %s for the library cannot be made: %s"), parent, g_strerror (saved));
      return NULL;
    }
  if (!check_file_kind (self, &exists, error))
    return NULL;
  why = why_not_writable (self);
  if (why != NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("The library %s cannot be written to: %s."),
                   self->path, why);
      return NULL;
    }

  for (guint attempt = 0;; attempt++)
    {
      g_autofree char *reason = NULL;
      Inspect verdict = INSPECT_OK;

      if (path_exists (self->path))
        verdict = inspect_file (self, &reason, error);
      if (verdict == INSPECT_FAILED)
        return NULL;
      if (verdict != INSPECT_OK && !set_aside (self, parent, &message, error))
        return NULL;

      if (!open_read_write (self, error) || !configure (self, error))
        return NULL;
      verdict = _muster_library_migrate (self, error);
      if (verdict == INSPECT_OK)
        break;
      _muster_library_close_db (self);
      if (verdict == INSPECT_FAILED)
        return NULL;
      /* replaced by something else between the inspection and now */
      if (attempt == 3)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                       _("The library %s kept changing while it was opened; try again."), self->path);
          return NULL;
        }
    }
  muster_output_protect_library (self->path);

  if (message != NULL)
    {
      if (moved_aside != NULL)
        *moved_aside = g_steal_pointer (&message);
      else
        g_message ("%s", message);
    }
  return g_steal_pointer (&self);
}

/**
 * muster_library_open_read_only:
 * @path: (nullable): the library file; %NULL for muster_library_default_path()
 *
 * Opens the library for reading only (listing, searching, exporting),
 * without writing or making any file: a library that is not there reads
 * as empty, and one that is damaged, foreign or of another format is
 * refused and left as it is (muster_library_open() moves it aside). Works
 * on a library this process may not write, and beside other processes
 * that write it. Every function that writes fails on it.
 */
MusterLibrary *
muster_library_open_read_only (const char  *path,
                               GError     **error)
{
  g_autoptr(MusterLibrary) self = NULL;
  g_autofree char *reason = NULL;
  Inspect verdict = INSPECT_FAILED;
  gboolean exists = FALSE;
  gint64 version = 0;
  int rc;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (MUSTER_TYPE_LIBRARY, NULL);
  self->path = path != NULL ? g_strdup (path) : muster_library_default_path ();
  self->read_only = TRUE;

  if (!check_file_kind (self, &exists, error))
    return NULL;
  if (!exists)
    return _muster_library_open_empty (self, error) ? g_steal_pointer (&self) : NULL;

  rc = open_for_reading (self);
  /* the identity and the schema from one state of the file */
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (self->db, "BEGIN", NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = _muster_library_judge (self, &version, &verdict, &reason, error);
  if (self->db != NULL && !sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "COMMIT", NULL, NULL, NULL);
  if (rc != SQLITE_OK && _muster_library_is_damage (rc))
    {
      verdict = INSPECT_DAMAGED;
      reason = g_strdup ((rc & 0xff) == SQLITE_NOTADB ? _("it is not a database") : _("the file is damaged"));
    }
  else if (rc != SQLITE_OK)
    {
      _muster_library_set_db_error (self, error, rc);
      return NULL;
    }

  switch (verdict)
    {
    case INSPECT_OK:
      if (version == 0)
        {
          /* made but never written: as empty as a library that is not there */
          _muster_library_close_db (self);
          return _muster_library_open_empty (self, error) ? g_steal_pointer (&self) : NULL;
        }
      if (version < _muster_library_version)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                       _("The library %s is of an older format (%d). Open it in Muster or add to it once "
                         "to bring it up to date; it was left as it is."), self->path, (int) version);
          return NULL;
        }
      break;
    case INSPECT_DAMAGED:
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("The library %s is damaged (%s). It was left as it is; Muster moves it aside and "
                     "starts a new library the next time it writes to the library."), self->path, reason);
      return NULL;
    case INSPECT_FOREIGN:
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("The library %s is not a Muster library (%s). It was left as it is; Muster moves it aside "
                     "and starts a new library the next time it writes to the library."), self->path, reason);
      return NULL;
    case INSPECT_FAILED:
    default:
      if (error != NULL && *error == NULL)
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("The library %s cannot be read."), self->path);
      return NULL;
    }
  muster_output_protect_library (self->path);
  return g_steal_pointer (&self);
}
