/* muster-library-sql.c: the library's SQLite helpers: statements run with
 * SQLite's failures told in words, write transactions, the errors of a
 * missing document or revision, and columns read as untrusted input.
 */
#include "config.h"

#include "muster-error.h"
#include "muster-library-private.h"

#include <errno.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>

gboolean
_muster_library_is_damage (int rc)
{
  return (rc & 0xff) == SQLITE_CORRUPT || (rc & 0xff) == SQLITE_NOTADB;
}

/* Whether path names a file that is there and cannot be written to by
 * this process. */
gboolean
_muster_library_not_writable (const char *path)
{
  return access (path, W_OK) != 0 && errno != ENOENT;
}

/* Why SQLite failed with rc on self's file, as words for "The library X
 * cannot be used: ...": never SQLite's bare "disk I/O error". The system's
 * error number is what the last failed call on the file set, so it is
 * read only for failures that come from one. */
static char *
describe_failure (MusterLibrary *self,
                  sqlite3       *db,
                  int            rc)
{
  int code = rc & 0xff;
  int sys = db != NULL && (code == SQLITE_IOERR || code == SQLITE_CANTOPEN || code == SQLITE_FULL)
            ? sqlite3_system_errno (db) : 0;

  if (code == SQLITE_FULL || sys == ENOSPC || sys == EDQUOT)
    return g_strdup (_("the disk is full"));
  if (sys == EROFS)
    return g_strdup (_("it is on a read-only disk"));
  if (sys == EACCES || sys == EPERM)
    return g_strdup (_("permission was denied; check the permissions of the file and of its folder"));
  if (sys == EISDIR)
    return g_strdup (_("it is a folder, not a file"));
  if (code == SQLITE_READONLY)
    {
      static const char * const companions[] = { "-shm", "-wal" };

      /* left behind read-only by some earlier command, they fail every writer */
      for (guint i = 0; i < G_N_ELEMENTS (companions); i++)
        {
          g_autofree char *companion = g_strconcat (self->path, companions[i], NULL);

          if (_muster_library_not_writable (companion))
            return g_strdup_printf (_("the file %s beside it cannot be written to; give it the permissions "
                                      "of the library, or remove it while no Muster runs"), companion);
        }
      return g_strdup (_("it cannot be written to; check the permissions of the file and of its folder"));
    }
  if (_muster_library_is_damage (rc))
    return g_strdup (_("the file is damaged"));
  if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
    return g_strdup (_("another program keeps it locked; try again when it is done"));
  if (code == SQLITE_NOMEM)
    return g_strdup (_("there is not enough memory"));
  if (code == SQLITE_IOERR && sys != 0)
    return g_strdup_printf (_("the disk reported an error: %s"), g_strerror (sys));
  if (code == SQLITE_IOERR)
    return g_strdup (_("the disk reported a read or write error"));
  if (code == SQLITE_CANTOPEN && sys != 0)
    return g_strdup_printf (_("it cannot be opened: %s"), g_strerror (sys));
  if (code == SQLITE_CANTOPEN)
    return g_strdup (_("it cannot be opened"));
  return g_strdup (db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
}

void
_muster_library_set_db_error (MusterLibrary *self,
                              GError       **error,
                              int            rc)
{
  g_autofree char *reason = describe_failure (self, self->db, rc);

  g_set_error (error, MUSTER_ERROR, _muster_library_is_damage (rc) ? MUSTER_ERROR_CORRUPT : MUSTER_ERROR_IO,
               _("The library %s cannot be used: %s."), self->path, reason);
}

gboolean
_muster_library_exec (MusterLibrary *self,
                      const char    *sql,
                      GError       **error)
{
  int rc = sqlite3_exec (self->db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      _muster_library_set_db_error (self, error, rc);
      return FALSE;
    }
  return TRUE;
}

sqlite3_stmt *
_muster_library_prepare (MusterLibrary *self,
                         const char    *sql,
                         GError       **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      _muster_library_set_db_error (self, error, rc);
      sqlite3_finalize (stmt);
      return NULL;
    }
  return stmt;
}

/* Steps stmt: TRUE with *row set on a row or at the end; FALSE with error. */
gboolean
_muster_library_step (MusterLibrary *self,
                      sqlite3_stmt  *stmt,
                      gboolean      *row,
                      GError       **error)
{
  int rc = sqlite3_step (stmt);

  if (rc == SQLITE_ROW || rc == SQLITE_DONE)
    {
      if (row != NULL)
        *row = rc == SQLITE_ROW;
      return TRUE;
    }
  _muster_library_set_db_error (self, error, rc);
  return FALSE;
}

/* Every write starts here. */
gboolean
_muster_library_begin (MusterLibrary *self,
                       GError       **error)
{
  if (self->read_only)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("The library %s was opened only for reading."), self->path);
      return FALSE;
    }
  return _muster_library_exec (self, "BEGIN IMMEDIATE", error);
}

void
_muster_library_rollback (MusterLibrary *self)
{
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
}

gboolean
_muster_library_commit (MusterLibrary *self,
                        GError       **error)
{
  if (_muster_library_exec (self, "COMMIT", error))
    return TRUE;
  _muster_library_rollback (self);
  return FALSE;
}

/* (ids are formatted apart: xgettext cannot read G_GINT64_FORMAT in a message) */
void
_muster_library_set_no_document (GError **error,
                                 gint64   document)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, document);

  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
               _("There is no document %s in the library."), id);
}

void
_muster_library_set_no_revision (GError **error,
                                 gint64   document,
                                 gint64   revision)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, document);
  g_autofree char *rev = g_strdup_printf ("%" G_GINT64_FORMAT, revision);

  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
               _("The document %s has no revision %s."), id, rev);
}

/* A content is NOT NULL in the schema, but the file is input: a NULL one
 * is an error with a reason, never a NULL handed on without one. */
void
_muster_library_set_no_content (MusterLibrary *self,
                                GError       **error,
                                gint64         document)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, document);

  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
               _("The library %s is damaged: the document %s has no content."), self->path, id);
}

char *
_muster_library_column_dup (sqlite3_stmt *stmt,
                            int           column)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  return text != NULL ? g_strdup (text) : NULL;
}

/* A text column to show: the file is input, so made valid UTF-8. */
char *
_muster_library_column_text (sqlite3_stmt *stmt,
                             int           column)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  return text != NULL ? g_utf8_make_valid (text, sqlite3_column_bytes (stmt, column)) : NULL;
}

gint64
_muster_library_now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}
