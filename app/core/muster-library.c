/* muster-library.c: the library store: one SQLite file of documents, their
 * revisions and a full-text index, migrated by user_version. A damaged or
 * foreign file is moved aside (never overwritten); a newer one, or one with
 * schema objects Muster did not make, is refused. Processes that open,
 * create and write one library at the same time are safe with each other.
 */
#include "config.h"

#include "muster-format.h"
#include "muster-library.h"
#include "muster-output.h"
#include "muster-error.h"
#include "muster-rules.h"
#include "muster-scenario.h"
#include "muster-terrain.h"
#include "muster-xml.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>

#define LIBRARY_APPLICATION_ID 0x4D555354       /* 'MUST' */
#define LIBRARY_BUSY_TIMEOUT   5000             /* ms */
#define SEARCH_MAX_WORDS       32

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* The schema, one entry per version: entry i takes a library from version i
 * to version i + 1. Each runs in its own transaction with the new
 * user_version; a new version is one more entry, never an edit of an old
 * one. The revisions keep everything the document row and the search index
 * are made of, so that restoring one brings them back too. Triggers never
 * run (see harden()): the trigger of version 1 stays in the file, inert,
 * and muster_library_delete() does its work. */
static const char * const migrations[] = {
  /* 1 */
  "CREATE TABLE documents ("
  "  id INTEGER PRIMARY KEY,"
  "  kind INTEGER NOT NULL,"
  "  name TEXT NOT NULL,"
  "  system TEXT NOT NULL,"
  "  faction TEXT,"
  "  created INTEGER NOT NULL,"
  "  updated INTEGER NOT NULL,"
  "  points REAL NOT NULL DEFAULT 0,"
  "  spent REAL NOT NULL DEFAULT 0"
  ");"
  "CREATE INDEX documents_updated ON documents (updated);"
  "CREATE TABLE revisions ("
  "  id INTEGER PRIMARY KEY,"
  "  document INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,"
  "  number INTEGER NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  name TEXT NOT NULL,"
  "  faction TEXT,"
  "  points REAL NOT NULL DEFAULT 0,"
  "  spent REAL NOT NULL DEFAULT 0,"
  "  content TEXT NOT NULL,"
  "  search TEXT NOT NULL DEFAULT '',"
  "  UNIQUE (document, number)"
  ");"
  "CREATE VIRTUAL TABLE search USING fts5 ("
  "  name, body, tokenize = 'unicode61 remove_diacritics 2'"
  ");"
  "CREATE TRIGGER documents_delete_search AFTER DELETE ON documents BEGIN"
  "  DELETE FROM search WHERE rowid = old.id;"
  "END;",
  /* 2: whether an army breaks rules (the number of its errors; NULL:
   * not known), what a revision changed, and armies without a name of
   * their own kept without one (''), their title made where it is shown,
   * in the language of the day. An army whose content names nothing at
   * all had only the generated title. */
  "ALTER TABLE documents ADD COLUMN problems INTEGER;"
  "ALTER TABLE revisions ADD COLUMN problems INTEGER;"
  "ALTER TABLE revisions ADD COLUMN description TEXT;"
  "UPDATE revisions SET name = '' WHERE instr(content, '<army') > 0 AND instr(content, '<name') = 0;"
  "UPDATE documents SET name = '' WHERE kind = 0 AND EXISTS (SELECT 1 FROM revisions r "
  "  WHERE r.document = documents.id AND r.name = '' AND r.number = "
  "    (SELECT max(number) FROM revisions WHERE document = documents.id));",
};

#define LIBRARY_VERSION ((gint64) G_N_ELEMENTS (migrations))

/* the columns of a MusterLibraryEntry, in the order entry_from_row reads them */
#define ENTRY_COLUMNS \
  "d.id, d.kind, d.name, d.system, d.faction, d.created, d.updated, d.points, d.spent, " \
  "(SELECT count(*) FROM revisions r WHERE r.document = d.id), d.problems"

struct _MusterLibrary
{
  GObject parent_instance;

  char *path;
  sqlite3 *db;              /* one connection; the object is not thread-safe */
  gboolean read_only;       /* muster_library_open_read_only(): nothing is ever written */
  int lock;                 /* while the file is read as it is (open_for_reading()): a read lock on it; else -1 */
};

G_DEFINE_FINAL_TYPE (MusterLibrary, muster_library, G_TYPE_OBJECT)

static void
close_db (MusterLibrary *self)
{
  if (self->db != NULL)
    {
      sqlite3_close_v2 (self->db);
      self->db = NULL;
    }
  /* after SQLite let go of the file: the lock is on a file description of its own */
  if (self->lock >= 0)
    {
      close (self->lock);
      self->lock = -1;
    }
}

static void
muster_library_finalize (GObject *object)
{
  MusterLibrary *self = MUSTER_LIBRARY (object);

  close_db (self);
  g_free (self->path);
  G_OBJECT_CLASS (muster_library_parent_class)->finalize (object);
}

static void
muster_library_class_init (MusterLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_library_finalize;
}

static void
muster_library_init (MusterLibrary *self)
{
  self->lock = -1;
}

/* ---- SQLite helpers ---- */

static gboolean
is_damage (int rc)
{
  return (rc & 0xff) == SQLITE_CORRUPT || (rc & 0xff) == SQLITE_NOTADB;
}

/* Whether path names a file that is there and cannot be written to by
 * this process. */
static gboolean
not_writable (const char *path)
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

          if (not_writable (companion))
            return g_strdup_printf (_("the file %s beside it cannot be written to; give it the permissions "
                                      "of the library, or remove it while no Muster runs"), companion);
        }
      return g_strdup (_("it cannot be written to; check the permissions of the file and of its folder"));
    }
  if (is_damage (rc))
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

static void
set_db_error (MusterLibrary *self,
              GError       **error,
              int            rc)
{
  g_autofree char *reason = describe_failure (self, self->db, rc);

  g_set_error (error, MUSTER_ERROR, is_damage (rc) ? MUSTER_ERROR_CORRUPT : MUSTER_ERROR_IO,
               _("The library %s cannot be used: %s."), self->path, reason);
}

static gboolean
exec (MusterLibrary *self,
      const char    *sql,
      GError       **error)
{
  int rc = sqlite3_exec (self->db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      set_db_error (self, error, rc);
      return FALSE;
    }
  return TRUE;
}

static sqlite3_stmt *
prepare (MusterLibrary *self,
         const char    *sql,
         GError       **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      set_db_error (self, error, rc);
      sqlite3_finalize (stmt);
      return NULL;
    }
  return stmt;
}

/* Steps stmt: TRUE with *row set on a row or at the end; FALSE with error. */
static gboolean
step (MusterLibrary *self,
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
  set_db_error (self, error, rc);
  return FALSE;
}

/* Every write starts here. */
static gboolean
begin (MusterLibrary *self,
       GError       **error)
{
  if (self->read_only)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("The library %s was opened only for reading."), self->path);
      return FALSE;
    }
  return exec (self, "BEGIN IMMEDIATE", error);
}

static void
rollback (MusterLibrary *self)
{
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
}

static gboolean
commit (MusterLibrary *self,
        GError       **error)
{
  if (exec (self, "COMMIT", error))
    return TRUE;
  rollback (self);
  return FALSE;
}

static void
set_newer_error (MusterLibrary *self,
                 GError       **error,
                 gint64         version)
{
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
               _("The library %s was written by a newer version of Muster (format %d, "
                 "this version knows up to %d). Update Muster to open it; "
                 "the file was left as it is."),
               self->path, (int) version, (int) LIBRARY_VERSION);
}

/* (ids are formatted apart: xgettext cannot read G_GINT64_FORMAT in a message) */
static void
set_no_document (GError **error,
                 gint64   document)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, document);

  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
               _("There is no document %s in the library."), id);
}

static void
set_no_revision (GError **error,
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
static void
set_no_content (MusterLibrary *self,
                GError       **error,
                gint64         document)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, document);

  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
               _("The library %s is damaged: the document %s has no content."), self->path, id);
}

static char *
column_dup (sqlite3_stmt *stmt,
            int           column)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  return text != NULL ? g_strdup (text) : NULL;
}

/* A text column to show: the file is input, so made valid UTF-8. */
static char *
column_text (sqlite3_stmt *stmt,
             int           column)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  return text != NULL ? g_utf8_make_valid (text, sqlite3_column_bytes (stmt, column)) : NULL;
}

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* ---- opening ---- */

char *
muster_library_default_path (void)
{
  g_autofree char *data_dir = muster_user_data_dir ();

  return g_build_filename (data_dir, "muster", "library.db", NULL);
}

const char *
muster_library_get_path (MusterLibrary *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  return self->path;
}

typedef enum
{
  INSPECT_OK,               /* ours at a format this version knows, or empty: use it */
  INSPECT_FAILED,           /* cannot or must not be used; error set, the file left as it is */
  INSPECT_DAMAGED,          /* move it aside */
  INSPECT_FOREIGN,          /* move it aside */
} Inspect;

/* Every connection reads the library as untrusted input, set up so before
 * its first statement: nothing in the file's schema may call a function or
 * a virtual table (trusted_schema off), no trigger or view runs at all (the
 * one trigger of format 1 is done by muster_library_delete() itself), and
 * neither the schema nor the search index's own tables can be written by
 * SQL (defensive). judge() also holds the schema to exactly the objects
 * Muster makes. */
static int
harden (sqlite3 *db)
{
  static const int off[] = {
    SQLITE_DBCONFIG_TRUSTED_SCHEMA,
    SQLITE_DBCONFIG_ENABLE_TRIGGER,
    SQLITE_DBCONFIG_ENABLE_VIEW,
    SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION,
  };
  int rc;

  sqlite3_extended_result_codes (db, 1);
  sqlite3_busy_timeout (db, LIBRARY_BUSY_TIMEOUT);
  rc = sqlite3_db_config (db, SQLITE_DBCONFIG_DEFENSIVE, 1, NULL);
  for (guint i = 0; rc == SQLITE_OK && i < G_N_ELEMENTS (off); i++)
    rc = sqlite3_db_config (db, off[i], 0, NULL);
  return rc;
}

/* Runs a one-row query of integers; returns the SQLite result code. */
static int
query_ints (sqlite3    *db,
            const char *sql,
            gint64     *values,
            int         n_values)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    return rc;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return rc == SQLITE_DONE ? SQLITE_CORRUPT : rc;
  for (int i = 0; i < n_values; i++)
    values[i] = sqlite3_column_int64 (stmt, i);
  return SQLITE_OK;
}

/* The objects of a database's schema, one string each:
 * "type US name US tbl_name US sql" (sql after "+", or "-" for none). */
static int
read_schema (sqlite3    *db,
             GPtrArray **rows)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  int rc = sqlite3_prepare_v2 (db, "SELECT type, name, tbl_name, sql FROM sqlite_schema", -1, &stmt, NULL);

  while (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *text[4];

      for (int i = 0; i < 4; i++)
        text[i] = (const char *) sqlite3_column_text (stmt, i);
      g_ptr_array_add (found, g_strdup_printf ("%s\037%s\037%s\037%s%s",
                                               text[0] != NULL ? text[0] : "",
                                               text[1] != NULL ? text[1] : "",
                                               text[2] != NULL ? text[2] : "",
                                               text[3] != NULL ? "+" : "-",
                                               text[3] != NULL ? text[3] : ""));
      rc = SQLITE_OK;
    }
  if (rc != SQLITE_DONE)
    return rc != SQLITE_OK ? rc : SQLITE_ERROR;
  *rows = g_steal_pointer (&found);
  return SQLITE_OK;
}

/* "type US name" of a read_schema() row */
static char *
schema_key (const char *row)
{
  const char *end = strchr (row, '\037');

  end = end != NULL ? strchr (end + 1, '\037') : NULL;
  return end != NULL ? g_strndup (row, end - row) : g_strdup (row);
}

/* The schema a library of this format has: what the migrations up to it
 * make in a new database of this SQLite (the search index's own tables are
 * FTS5's), as read_schema() rows; made once per process and format. */
static GPtrArray *
expected_schema (gint64   version,
                 GError **error)
{
  static GPtrArray *made[LIBRARY_VERSION + 1];
  G_LOCK_DEFINE_STATIC (made);
  sqlite3 *db = NULL;
  GPtrArray *rows = NULL;
  int rc;

  g_return_val_if_fail (version >= 0 && version <= LIBRARY_VERSION, NULL);

  G_LOCK (made);
  if (made[version] != NULL)
    rows = g_ptr_array_ref (made[version]);
  G_UNLOCK (made);
  if (rows != NULL)
    return rows;

  rc = sqlite3_open_v2 (":memory:", &db, SQLITE_OPEN_READWRITE, NULL);

  if (rc == SQLITE_OK)
    rc = harden (db);
  for (gint64 i = 0; rc == SQLITE_OK && i < version; i++)
    rc = sqlite3_exec (db, migrations[i], NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = read_schema (db, &rows);
  if (rc != SQLITE_OK)
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                 _("This SQLite cannot make the tables of a Muster library: %s"),
                 db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
  sqlite3_close (db);
  if (rows != NULL)
    {
      G_LOCK (made);
      if (made[version] == NULL)
        made[version] = g_ptr_array_ref (rows);
      G_UNLOCK (made);
    }
  return rows;
}

/* A name read from the file, fit to quote: valid UTF-8 without control
 * characters, at most 64 characters. */
static char *
quote_name (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  GString *out = g_string_new (NULL);
  const char *p = valid;

  for (guint n = 0; *p != '\0' && n < 64; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      g_string_append_unichar (out, g_unichar_iscntrl (c) ? 0xFFFD : c);
    }
  if (*p != '\0')
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

/* What a schema object Muster did not make (or made otherwise) is, for a
 * message. */
static char *
describe_object (const char *row,
                 gboolean    changed)
{
  g_auto(GStrv) parts = g_strsplit (row, "\037", 3);
  const char *type = parts[0] != NULL ? parts[0] : "";
  g_autofree char *name = quote_name (parts[0] != NULL && parts[1] != NULL ? parts[1] : "");

  if (changed)
    return g_strdup_printf (_("a changed definition of “%s”"), name);
  if (g_str_equal (type, "trigger"))
    return g_strdup_printf (_("a trigger “%s”"), name);
  if (g_str_equal (type, "view"))
    return g_strdup_printf (_("a view “%s”"), name);
  if (g_str_equal (type, "index"))
    return g_strdup_printf (_("an index “%s”"), name);
  if (g_str_equal (type, "table"))
    return g_strdup_printf (_("a table “%s”"), name);
  return g_strdup_printf (_("an object “%s”"), name);
}

/* Holds the schema found against the one expected: the number of expected
 * objects that are missing, and in *extra the first object found that
 * Muster did not make, or made otherwise, described. */
static guint
compare_schema (GPtrArray  *found,
                GPtrArray  *expected,
                char      **extra)
{
  g_autoptr(GHashTable) rows = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint missing = 0;

  for (guint i = 0; i < expected->len; i++)
    {
      g_hash_table_add (rows, g_ptr_array_index (expected, i));
      g_hash_table_add (keys, schema_key (g_ptr_array_index (expected, i)));
    }
  for (guint i = 0; i < found->len; i++)
    {
      const char *row = g_ptr_array_index (found, i);
      g_autofree char *key = schema_key (row);
      gboolean twice = g_hash_table_contains (seen, key);

      if (!twice)
        g_hash_table_add (seen, g_strdup (key));
      if (!twice && g_hash_table_contains (rows, row))
        continue;
      if (*extra == NULL)
        *extra = describe_object (row, g_hash_table_contains (keys, key));
    }
  for (guint i = 0; i < expected->len; i++)
    {
      g_autofree char *key = schema_key (g_ptr_array_index (expected, i));

      missing += !g_hash_table_contains (seen, key);
    }
  return missing;
}

static void
set_tampered_error (MusterLibrary *self,
                    GError       **error,
                    const char    *what)
{
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_FORBIDDEN,
               _("The library %s holds %s that Muster did not make. It was not used, and the file "
                 "was left as it is; move it away to start a new library."),
               self->path, what);
}

/* Decides what the file open on self->db is, inside a transaction of the
 * caller's: everything here is read from one state of the file, even while
 * another process creates or changes it. Returns an SQLite result code;
 * when it is SQLITE_OK, *verdict is set (with *reason for a damaged or
 * foreign file, with error when it failed) and *version is the format. */
static int
judge (MusterLibrary *self,
       gint64        *version,
       Inspect       *verdict,
       char         **reason,
       GError       **error)
{
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  g_autofree char *extra = NULL;
  gint64 application_id = 0, options = 0;
  gboolean ours;
  int rc;

  *version = 0;
  rc = query_ints (self->db, "PRAGMA application_id", &application_id, 1);
  if (rc == SQLITE_OK)
    rc = query_ints (self->db, "PRAGMA user_version", version, 1);
  if (rc == SQLITE_OK)
    rc = read_schema (self->db, &found);
  if (rc != SQLITE_OK)
    return rc;

  ours = application_id == LIBRARY_APPLICATION_ID;
  *verdict = ours ? INSPECT_DAMAGED : INSPECT_FOREIGN;
  if (application_id != 0 && !ours)
    {
      *reason = g_strdup_printf (_("it belongs to another program, application id 0x%08X"),
                                 (guint32) application_id);
      return SQLITE_OK;
    }
  if (*version > LIBRARY_VERSION)
    {
      gboolean tables = FALSE;

      for (guint i = 0; i < found->len && !tables; i++)
        tables = g_str_has_prefix (g_ptr_array_index (found, i), "table\037documents\037");
      if (ours || tables)
        {
          set_newer_error (self, error, *version);
          *verdict = INSPECT_FAILED;
        }
      else
        *reason = g_strdup (_("it holds another program's tables"));
      return SQLITE_OK;
    }
  /* not a Muster library whatever its application id says, nor a
   * damaged one whose tables are missing: no Muster writes such a number */
  if (*version < 0)
    {
      *verdict = INSPECT_FOREIGN;
      *reason = g_strdup_printf (_("its format number is %d, which no version of Muster writes"), (int) *version);
      return SQLITE_OK;
    }
  if (*version == 0)
    {
      if (found->len == 0)
        *verdict = INSPECT_OK;      /* new or empty: it will be made */
      else
        *reason = g_strdup (ours ? _("its tables are missing") : _("it holds another program's tables"));
      return SQLITE_OK;
    }

  expected = expected_schema (*version, error);
  if (expected == NULL)
    {
      *verdict = INSPECT_FAILED;
      return SQLITE_OK;
    }
  if (compare_schema (found, expected, &extra) > 0)
    {
      *reason = g_strdup (ours ? _("its tables are missing") : _("it holds another program's tables"));
      return SQLITE_OK;
    }
  if (extra != NULL)
    {
      set_tampered_error (self, error, extra);
      *verdict = INSPECT_FAILED;
      return SQLITE_OK;
    }
  /* the search index keeps its options in a table of its own: none set */
  rc = query_ints (self->db, "SELECT count(*) FROM search_config WHERE k IS NOT 'version'", &options, 1);
  if (rc != SQLITE_OK)
    return rc;
  if (options > 0)
    {
      set_tampered_error (self, error, _("full-text search options"));
      *verdict = INSPECT_FAILED;
      return SQLITE_OK;
    }
  *verdict = INSPECT_OK;
  return SQLITE_OK;
}

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
    rc = harden (self->db);
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
        rc = harden (self->db);
    }
  /* one read transaction for the identity, the schema and the check */
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (self->db, "BEGIN", NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = judge (self, &version, &verdict, reason, error);
  if (rc != SQLITE_OK)
    {
      verdict = INSPECT_FAILED;
      if (is_damage (rc))
        {
          *reason = g_strdup ((rc & 0xff) == SQLITE_NOTADB ? _("it is not a database") : sqlite3_errstr (rc));
          verdict = INSPECT_DAMAGED;
        }
      else if (read_only && ((rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_CANTOPEN))
        *retry = TRUE;
      else
        set_db_error (self, error, rc);
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
      g_autofree char *found = column_dup (check, 0);
      const char *text = found != NULL ? found : "";

      /* "*** in database main ***\nPage 4: ..." as one line */
      if (g_str_has_prefix (text, "*** in database main ***"))
        text += strlen ("*** in database main ***");
      if (found != NULL)
        g_strdelimit (found, "\t\n\r", ' ');
      *reason = g_strdup_printf (_("the integrity check found: %s"), g_strstrip ((char *) text));
      verdict = INSPECT_DAMAGED;
    }
  else if (is_damage (rc))
    {
      *reason = g_strdup (sqlite3_errstr (rc));
      verdict = INSPECT_DAMAGED;
    }
  else
    {
      set_db_error (self, error, rc);
      verdict = INSPECT_FAILED;
    }

out:
  g_clear_pointer (&check, sqlite3_finalize);
  close_db (self);
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
    rc = harden (self->db);
  if (rc == SQLITE_OK && sqlite3_db_readonly (self->db, "main") == 1)
    rc = SQLITE_READONLY;
  if (rc != SQLITE_OK)
    {
      set_db_error (self, error, rc);
      close_db (self);
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

      if (not_writable (companion))
        {
          saved = errno;
          if (saved == EROFS)
            return g_strdup (_("it is on a read-only disk"));
          return g_strdup_printf (_("the file %s beside it cannot be written to; give it the permissions "
                                    "of the library, or remove it while no Muster runs"), companion);
        }
      all_there = all_there && path_exists (companion);
    }
  if (not_writable (self->path))
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

  if (!exec (self, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;", error))
    return FALSE;
  while ((rc = sqlite3_exec (self->db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL)) != SQLITE_OK)
    {
      if (((rc & 0xff) != SQLITE_BUSY && (rc & 0xff) != SQLITE_LOCKED) || g_get_monotonic_time () > deadline)
        {
          set_db_error (self, error, rc);
          return FALSE;
        }
      g_usleep (g_random_int_range (1000, 5000));
    }
  return TRUE;
}

/* Makes the library (a new file) or brings it to this version's format,
 * each step in a write transaction that judges the file again first:
 * another process may have made, migrated or replaced it since it was
 * inspected. INSPECT_DAMAGED or INSPECT_FOREIGN when it is no longer a
 * library to use (the caller starts over), INSPECT_FAILED with error. */
static Inspect
migrate (MusterLibrary *self,
         GError       **error)
{
  for (;;)
    {
      g_autofree char *stamp = NULL;
      g_autofree char *reason = NULL;
      Inspect verdict = INSPECT_FAILED;
      gint64 version = 0;
      int rc;

      if (!begin (self, error))
        return INSPECT_FAILED;
      rc = judge (self, &version, &verdict, &reason, error);
      if (rc != SQLITE_OK)
        set_db_error (self, error, rc);
      if (rc != SQLITE_OK || verdict != INSPECT_OK)
        {
          rollback (self);
          return rc != SQLITE_OK ? INSPECT_FAILED : verdict;
        }
      if (version == LIBRARY_VERSION)
        return commit (self, error) ? INSPECT_OK : INSPECT_FAILED;

      stamp = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %" G_GINT64_FORMAT ";",
                               LIBRARY_APPLICATION_ID, version + 1);
      if (!exec (self, migrations[version], error) || !exec (self, stamp, error))
        {
          g_prefix_error (error, _("Updating the library to format %d failed: "), (int) version + 1);
          rollback (self);
          return INSPECT_FAILED;
        }
      if (!commit (self, error))
        return INSPECT_FAILED;
    }
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
      verdict = migrate (self, error);
      if (verdict == INSPECT_OK)
        break;
      close_db (self);
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

/* An empty library of this format in memory: what reading a library that
 * is not there yet finds. */
static gboolean
open_empty (MusterLibrary *self,
            GError       **error)
{
  int rc = sqlite3_open_v2 (":memory:", &self->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL);

  if (rc == SQLITE_OK)
    rc = harden (self->db);
  for (gint64 i = 0; rc == SQLITE_OK && i < LIBRARY_VERSION; i++)
    rc = sqlite3_exec (self->db, migrations[i], NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      set_db_error (self, error, rc);
      close_db (self);
      return FALSE;
    }
  return TRUE;
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
    return open_empty (self, error) ? g_steal_pointer (&self) : NULL;

  rc = open_for_reading (self);
  /* the identity and the schema from one state of the file */
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (self->db, "BEGIN", NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = judge (self, &version, &verdict, &reason, error);
  if (self->db != NULL && !sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "COMMIT", NULL, NULL, NULL);
  if (rc != SQLITE_OK && is_damage (rc))
    {
      verdict = INSPECT_DAMAGED;
      reason = g_strdup ((rc & 0xff) == SQLITE_NOTADB ? _("it is not a database") : _("the file is damaged"));
    }
  else if (rc != SQLITE_OK)
    {
      set_db_error (self, error, rc);
      return NULL;
    }

  switch (verdict)
    {
    case INSPECT_OK:
      if (version == 0)
        {
          /* made but never written: as empty as a library that is not there */
          close_db (self);
          return open_empty (self, error) ? g_steal_pointer (&self) : NULL;
        }
      if (version < LIBRARY_VERSION)
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

/**
 * muster_library_is_read_only:
 *
 * Whether the library was opened with muster_library_open_read_only().
 */
gboolean
muster_library_is_read_only (MusterLibrary *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), TRUE);
  return self->read_only;
}

/* ---- saving ---- */

/* Adds revision number of document with these contents and makes the
 * document row and its search entry match it. Inside a transaction. */
static gint64
record_revision (MusterLibrary *self,
                 gint64         document,
                 gint64         number,
                 gint64         now,
                 const char    *name,
                 const char    *system,
                 const char    *faction,
                 double         points,
                 double         spent,
                 int            problems,
                 const char    *content,
                 const char    *search_text,
                 const char    *description,
                 GError       **error)
{
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;
  g_autoptr(sqlite3_stmt) unindex = NULL;
  g_autoptr(sqlite3_stmt) index = NULL;
  gint64 revision;

  if (search_text == NULL)
    search_text = "";

  insert = prepare (self,
                    "INSERT INTO revisions (document, number, created, name, faction, points, spent, content, search, "
                    "  problems, description) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)", error);
  if (insert == NULL)
    return 0;
  sqlite3_bind_int64 (insert, 1, document);
  sqlite3_bind_int64 (insert, 2, number);
  sqlite3_bind_int64 (insert, 3, now);
  sqlite3_bind_text (insert, 4, name, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 5, faction, -1, SQLITE_STATIC);
  sqlite3_bind_double (insert, 6, points);
  sqlite3_bind_double (insert, 7, spent);
  sqlite3_bind_text (insert, 8, content, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 9, search_text, -1, SQLITE_STATIC);
  if (problems >= 0)
    sqlite3_bind_int (insert, 10, problems);
  sqlite3_bind_text (insert, 11, description, -1, SQLITE_STATIC);
  if (!step (self, insert, NULL, error))
    return 0;
  revision = sqlite3_last_insert_rowid (self->db);

  update = prepare (self,
                    "UPDATE documents SET name = ?2, system = coalesce(?3, system), faction = ?4, "
                    "  updated = ?5, points = ?6, spent = ?7, problems = ?8 WHERE id = ?1", error);
  if (update == NULL)
    return 0;
  sqlite3_bind_int64 (update, 1, document);
  sqlite3_bind_text (update, 2, name, -1, SQLITE_STATIC);
  sqlite3_bind_text (update, 3, system, -1, SQLITE_STATIC);
  sqlite3_bind_text (update, 4, faction, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (update, 5, now);
  sqlite3_bind_double (update, 6, points);
  sqlite3_bind_double (update, 7, spent);
  if (problems >= 0)
    sqlite3_bind_int (update, 8, problems);
  if (!step (self, update, NULL, error))
    return 0;

  unindex = prepare (self, "DELETE FROM search WHERE rowid = ?1", error);
  if (unindex == NULL)
    return 0;
  sqlite3_bind_int64 (unindex, 1, document);
  if (!step (self, unindex, NULL, error))
    return 0;

  index = prepare (self, "INSERT INTO search (rowid, name, body) VALUES (?1, ?2, ?3)", error);
  if (index == NULL)
    return 0;
  sqlite3_bind_int64 (index, 1, document);
  sqlite3_bind_text (index, 2, name, -1, SQLITE_STATIC);
  sqlite3_bind_text (index, 3, search_text, -1, SQLITE_STATIC);
  if (!step (self, index, NULL, error))
    return 0;
  return revision;
}

/* The number and (when content is given) whether content equals it, of
 * document's latest revision; 0 when the document does not exist. */
static gboolean
latest_revision (MusterLibrary *self,
                 gint64         document,
                 const char    *content,
                 gint64        *number,
                 gboolean      *same,
                 GError       **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  stmt = prepare (self, "SELECT number, content FROM revisions WHERE document = ?1 "
                        "ORDER BY number DESC LIMIT 1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!step (self, stmt, &row, error))
    return FALSE;
  *number = row ? sqlite3_column_int64 (stmt, 0) : 0;
  if (same != NULL)
    *same = row && content != NULL
            && g_strcmp0 ((const char *) sqlite3_column_text (stmt, 1), content) == 0;
  return TRUE;
}

/* muster_library_save() inside the caller's write transaction. */
static gint64
save_in_transaction (MusterLibrary  *self,
                     gint64          document,
                     MusterDocKind   kind,
                     const char     *name,
                     const char     *system,
                     const char     *faction,
                     const char     *content,
                     const char     *search_text,
                     double          points,
                     double          spent,
                     int             problems,
                     const char     *description,
                     GError        **error)
{
  gint64 now = now_seconds ();
  gint64 number = 0;
  gboolean same = FALSE;

  if (document == 0)
    {
      g_autoptr(sqlite3_stmt) insert = NULL;

      insert = prepare (self,
                        "INSERT INTO documents (kind, name, system, faction, created, updated, points, spent) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7)", error);
      if (insert == NULL)
        return 0;
      sqlite3_bind_int (insert, 1, kind);
      sqlite3_bind_text (insert, 2, name, -1, SQLITE_STATIC);
      sqlite3_bind_text (insert, 3, system, -1, SQLITE_STATIC);
      sqlite3_bind_text (insert, 4, faction, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (insert, 5, now);
      sqlite3_bind_double (insert, 6, points);
      sqlite3_bind_double (insert, 7, spent);
      if (!step (self, insert, NULL, error))
        return 0;
      document = sqlite3_last_insert_rowid (self->db);
    }
  else
    {
      if (!latest_revision (self, document, content, &number, &same, error))
        return 0;
      if (number == 0)
        {
          set_no_document (error, document);
          return 0;
        }
      if (same)
        return document;
    }

  if (record_revision (self, document, number + 1, now, name, system, faction, points, spent, problems,
                       content, search_text, description, error) == 0)
    return 0;
  return document;
}

/**
 * muster_library_save:
 * @document: the document to add a revision to, or 0 for a new document
 * @search_text: (nullable): text to find the document by, besides its name
 *
 * Keeps content as the newest revision of @document in one transaction.
 * Content equal to the latest revision's adds nothing (autosave calls this
 * often). Returns the document's id, or 0 with @error set.
 */
gint64
muster_library_save (MusterLibrary  *self,
                     gint64          document,
                     MusterDocKind   kind,
                     const char     *name,
                     const char     *system,
                     const char     *faction,
                     const char     *content,
                     const char     *search_text,
                     double          points,
                     double          spent,
                     GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (document >= 0, 0);
  g_return_val_if_fail ((guint) kind <= MUSTER_DOC_SCENARIO, 0);
  g_return_val_if_fail (name != NULL && g_utf8_validate (name, -1, NULL), 0);
  g_return_val_if_fail (system != NULL, 0);
  g_return_val_if_fail (content != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (!begin (self, error))
    return 0;
  document = save_in_transaction (self, document, kind, name, system, faction, content, search_text,
                                  points, spent, -1, NULL, error);
  if (document == 0)
    {
      rollback (self);
      return 0;
    }
  return commit (self, error) ? document : 0;
}

static void
add_word (GHashTable *seen,
          GString    *text,
          const char *word)
{
  if (word == NULL || *word == '\0' || g_hash_table_contains (seen, word))
    return;
  g_hash_table_add (seen, (gpointer) word);
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append (text, word);
}

static void
add_text (GHashTable       *seen,
          GString          *text,
          const MusterText *value)
{
  add_word (seen, text, value->en);
  add_word (seen, text, value->ru);
}

/* Notes, and names in both languages of the faction, unit types,
 * preparations, commanders and regiments: so a Russian user finds
 * "Пикинеры" and an English one "Pikemen". */
static char *
army_search_text (MusterArmy *army)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GString *text = g_string_new (NULL);

  add_word (seen, text, muster_army_get_notes (army));
  add_text (seen, text, &muster_army_get_faction (army)->name);
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    add_text (seen, text, &muster_army_get_unit (army, i)->type->name);
  for (guint i = 0; i < muster_army_get_n_preparations (army); i++)
    add_text (seen, text, &muster_army_get_preparation (army, i)->preparation->name);
  for (guint i = 0; i < muster_army_get_n_commanders (army); i++)
    add_word (seen, text, muster_army_get_commander (army, i)->name);
  for (guint i = 0; i < muster_army_get_n_regiments (army); i++)
    add_word (seen, text, muster_army_get_regiment (army, i)->name);
  return g_string_free (text, FALSE);
}

/* What the library keeps of an army: made before the write transaction
 * begins, to keep it short. An army without a name of its own is kept
 * without one (''): its title ("France — 400 points") is made where it is
 * shown, in the language of the day (muster_library_entry_dup_title()). */
typedef struct
{
  MusterReport *report;
  char *content;
  char *name;
  char *search_text;
  const char *system;
  const char *faction;
  int problems;
} ArmyRecord;

static void
army_record_init (ArmyRecord *record,
                  MusterArmy *army)
{
  record->report = muster_rules_check (army);
  record->content = muster_army_to_xml (army);
  record->name = g_strdup (muster_army_get_name (army) != NULL ? muster_army_get_name (army) : "");
  record->search_text = army_search_text (army);
  record->system = muster_system_get_id (muster_army_get_system (army));
  record->faction = muster_army_get_faction (army)->id;
  record->problems = 0;
  for (guint i = 0; i < record->report->problems->len; i++)
    record->problems += g_array_index (record->report->problems, MusterProblem, i).severity == MUSTER_SEVERITY_ERROR;
}

static void
army_record_clear (ArmyRecord *record)
{
  g_clear_pointer (&record->report, muster_report_free);
  g_clear_pointer (&record->content, g_free);
  g_clear_pointer (&record->name, g_free);
  g_clear_pointer (&record->search_text, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArmyRecord, army_record_clear)

static gint64
save_army_record (MusterLibrary    *self,
                  gint64            document,
                  const ArmyRecord *record,
                  const char       *description,
                  GError          **error)
{
  return save_in_transaction (self, document, MUSTER_DOC_ARMY, record->name, record->system, record->faction,
                              record->content, record->search_text, record->report->limit,
                              record->report->spent, record->problems, description, error);
}

/**
 * muster_library_save_army_described:
 * @document: the army's document, or 0 for a new one
 * @description: (nullable): what changed since the last revision, as the
 *   undo history says it ("Change Pikemen"), shown with the revision
 *
 * Saves the army's XML as the newest revision, with its name, points
 * limit, points spent, the number of rules it breaks and search text.
 */
gint64
muster_library_save_army_described (MusterLibrary  *self,
                                    gint64          document,
                                    MusterArmy     *army,
                                    const char     *description,
                                    GError        **error)
{
  g_auto(ArmyRecord) record = { NULL };

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (document >= 0, 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  army_record_init (&record, army);
  if (!begin (self, error))
    return 0;
  document = save_army_record (self, document, &record, description, error);
  if (document == 0)
    {
      rollback (self);
      return 0;
    }
  return commit (self, error) ? document : 0;
}

/**
 * muster_library_save_army:
 * @document: the army's document, or 0 for a new one
 *
 * muster_library_save_army_described() without a description.
 */
gint64
muster_library_save_army (MusterLibrary  *self,
                          gint64          document,
                          MusterArmy     *army,
                          GError        **error)
{
  return muster_library_save_army_described (self, document, army, NULL, error);
}

/* The most recently updated army document of the record's system and
 * faction that is the same army: of its name, or (same_content, and always for an army
 * without a name, whose title is no name) whose latest revision holds
 * exactly the record's content. 0 when there is none, and 0 with error
 * set on failure. */
static gint64
find_army (MusterLibrary    *self,
           const ArmyRecord *record,
           gboolean          same_content,
           GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  stmt = prepare (self, "SELECT d.id FROM documents d WHERE d.kind = ?1 AND d.name = ?2 AND d.system = ?3 "
                        "AND d.faction IS ?6 AND (NOT ?4 OR (SELECT r.content FROM revisions r WHERE r.document = d.id "
                        "                ORDER BY r.number DESC LIMIT 1) = ?5) "
                        "ORDER BY d.updated DESC, d.id DESC LIMIT 1", error);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int (stmt, 1, MUSTER_DOC_ARMY);
  sqlite3_bind_text (stmt, 2, record->name, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, record->system, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 4, same_content || *record->name == '\0');
  sqlite3_bind_text (stmt, 5, record->content, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 6, record->faction, -1, SQLITE_STATIC);
  if (!step (self, stmt, &row, error))
    return 0;
  return row ? sqlite3_column_int64 (stmt, 0) : 0;
}

/**
 * muster_library_find_army:
 *
 * The most recently updated army document with the army's own name,
 * system and faction, or, for an army without a name, the one that holds exactly this
 * army; 0 when there is none, and 0 with @error set on failure. To add the
 * army to that document, use muster_library_add_army(): between the two
 * calls another process may add the same army.
 */
gint64
muster_library_find_army (MusterLibrary  *self,
                          MusterArmy     *army,
                          GError        **error)
{
  g_auto(ArmyRecord) record = { NULL };

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  army_record_init (&record, army);
  return find_army (self, &record, FALSE, error);
}

/* The lookup and the save in one write transaction, so that processes
 * adding the same army at once make one document. */
static gint64
find_and_save (MusterLibrary  *self,
               MusterArmy     *army,
               gboolean        same_content,
               GError        **error)
{
  g_auto(ArmyRecord) record = { NULL };
  g_autoptr(GError) local_error = NULL;
  gint64 document;

  army_record_init (&record, army);
  if (!begin (self, error))
    return 0;
  document = find_army (self, &record, same_content, &local_error);
  if (local_error == NULL)
    document = save_army_record (self, document, &record, NULL, &local_error);
  if (local_error != NULL)
    {
      rollback (self);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return 0;
    }
  return commit (self, error) ? document : 0;
}

/**
 * muster_library_add_army:
 *
 * Keeps the army as the newest revision of the army document of the same
 * name, system and faction (muster_library_find_army()), or as a new document when
 * there is none; an army without a name joins only a document that holds
 * exactly it. The lookup and the save are one write transaction.
 *
 * Returns: the document's id, or 0 with @error set
 */
gint64
muster_library_add_army (MusterLibrary  *self,
                         MusterArmy     *army,
                         GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  return find_and_save (self, army, FALSE, error);
}

/**
 * muster_library_keep_army:
 *
 * Keeps an army the user opened (a file, a share code) as the document
 * that already holds exactly this army, adding nothing, or else as a new
 * document: what the window does with an army it opens. The lookup and the
 * save are one write transaction, so two processes opening the same army
 * at once make one document.
 *
 * Returns: the document's id, or 0 with @error set
 */
gint64
muster_library_keep_army (MusterLibrary  *self,
                          MusterArmy     *army,
                          GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  return find_and_save (self, army, TRUE, error);
}

/**
 * muster_library_add_scenario:
 *
 * Keeps the scenario as the newest revision of the scenario document of
 * the same (English) name and system, or as a new document: the lookup and
 * the save are one write transaction. Its search text holds its names and
 * texts in both languages.
 *
 * Returns: the document's id, or 0 with @error set
 */
gint64
muster_library_add_scenario (MusterLibrary   *self,
                             MusterScenario  *scenario,
                             GError         **error)
{
  const MusterText *name;
  const char *system;
  g_autofree char *content = NULL;
  g_autoptr(GString) search = g_string_new (NULL);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) local_error = NULL;
  gint64 document = 0;
  gboolean row = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_SCENARIO (scenario), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  name = muster_scenario_get_name (scenario);
  system = muster_system_get_id (muster_scenario_get_system (scenario));
  content = muster_scenario_to_xml (scenario);
  problems = muster_scenario_check (scenario, NULL, NULL);
  {
    const MusterText *texts[] = { name, muster_scenario_get_description (scenario) };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      g_string_append_printf (search, "%s %s ", texts[i]->en != NULL ? texts[i]->en : "",
                              texts[i]->ru != NULL ? texts[i]->ru : "");
  }

  if (!begin (self, error))
    return 0;
  stmt = prepare (self, "SELECT id FROM documents WHERE kind = ?1 AND name = ?2 AND system = ?3 "
                        "ORDER BY updated DESC, id DESC LIMIT 1", &local_error);
  if (stmt != NULL)
    {
      sqlite3_bind_int (stmt, 1, MUSTER_DOC_SCENARIO);
      sqlite3_bind_text (stmt, 2, muster_text_get_lang (name, "en"), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 3, system, -1, SQLITE_STATIC);
      if (step (self, stmt, &row, &local_error) && row)
        document = sqlite3_column_int64 (stmt, 0);
    }
  if (local_error == NULL)
    document = save_in_transaction (self, document, MUSTER_DOC_SCENARIO, muster_text_get_lang (name, "en"), system,
                                    NULL, content, search->str, 0, 0,
                                    muster_scenario_problems_have_error (problems) ? (int) problems->len : 0, NULL,
                                    &local_error);
  if (local_error != NULL)
    {
      rollback (self);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return 0;
    }
  return commit (self, error) ? document : 0;
}

/**
 * muster_library_entry_dup_title:
 * @catalog: (nullable): the systems, for the faction's name
 *
 * The document's name, or for an army kept without one, its title in the
 * current language: "France — 400 points" (the faction's id stands in for
 * a faction no longer installed).
 */
char *
muster_library_entry_dup_title (const MusterLibraryEntry *entry,
                                MusterCatalog            *catalog)
{
  MusterSystem *system;
  const MusterFaction *faction = NULL;

  g_return_val_if_fail (entry != NULL, NULL);

  if (*entry->name != '\0' || entry->kind != MUSTER_DOC_ARMY)
    return g_strdup (entry->name);
  system = catalog != NULL ? muster_catalog_lookup (catalog, entry->system) : NULL;
  if (system != NULL && entry->faction != NULL)
    faction = muster_system_lookup_faction (system, entry->faction);
  return muster_format_default_title (system, faction != NULL ? muster_text_get (&faction->name) : entry->faction,
                                      entry->points);
}

/* ---- reading ---- */

static MusterLibraryEntry *
entry_from_row (sqlite3_stmt *stmt,
                gboolean      with_snippet)
{
  MusterLibraryEntry *entry = g_new0 (MusterLibraryEntry, 1);

  entry->id = sqlite3_column_int64 (stmt, 0);
  entry->kind = (MusterDocKind) sqlite3_column_int (stmt, 1);
  /* NOT NULL in the schema, but the file is input */
  entry->name = column_text (stmt, 2);
  if (entry->name == NULL)
    entry->name = g_strdup ("");
  entry->system = column_text (stmt, 3);
  if (entry->system == NULL)
    entry->system = g_strdup ("");
  entry->faction = column_text (stmt, 4);
  entry->created = sqlite3_column_int64 (stmt, 5);
  entry->updated = sqlite3_column_int64 (stmt, 6);
  entry->points = sqlite3_column_double (stmt, 7);
  entry->spent = sqlite3_column_double (stmt, 8);
  entry->revisions = (guint) sqlite3_column_int64 (stmt, 9);
  entry->problems = sqlite3_column_type (stmt, 10) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 10);
  if (with_snippet && (entry->snippet = column_text (stmt, 11)) != NULL)
    g_strdelimit (entry->snippet, "\t\n\r", ' ');   /* one line to show */
  return entry;
}

static GPtrArray *
collect_entries (MusterLibrary *self,
                 sqlite3_stmt  *stmt,
                 gboolean       with_snippet,
                 GError       **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_library_entry_free);
  gboolean row = TRUE;

  for (;;)
    {
      if (!step (self, stmt, &row, error))
        return NULL;
      if (!row)
        break;
      g_ptr_array_add (entries, entry_from_row (stmt, with_snippet));
    }
  return g_steal_pointer (&entries);
}

/* SQLite's LIMIT of a page: a negative one is none */
static gint64
sql_limit (guint limit)
{
  return limit > 0 ? (gint64) limit : -1;
}

/* A page of the documents of kind (-1: any) and system (NULL: any). */
static GPtrArray *
list_filtered (MusterLibrary  *self,
               int             kind,
               const char     *system,
               guint           offset,
               guint           limit,
               GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  stmt = prepare (self, "SELECT " ENTRY_COLUMNS " FROM documents d "
                        "WHERE (?1 < 0 OR d.kind = ?1) AND (?4 IS NULL OR d.system = ?4) "
                        "ORDER BY d.updated DESC, d.id DESC LIMIT ?2 OFFSET ?3", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int (stmt, 1, kind);
  sqlite3_bind_int64 (stmt, 2, sql_limit (limit));
  sqlite3_bind_int64 (stmt, 3, offset);
  sqlite3_bind_text (stmt, 4, system, -1, SQLITE_STATIC);
  return collect_entries (self, stmt, FALSE, error);
}

/**
 * muster_library_list_page:
 * @kind: a #MusterDocKind, or -1 for every kind
 * @offset: how many documents to pass over first
 * @limit: at most this many documents; 0 for every one
 *
 * A page of the documents, the most recently updated first: walks the
 * index of update times and stops at the end of the page, so a page costs
 * the same in a library of any size.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_list_page (MusterLibrary  *self,
                          int             kind,
                          guint           offset,
                          guint           limit,
                          GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return list_filtered (self, kind, NULL, offset, limit, error);
}

/**
 * muster_library_list:
 * @kind: a #MusterDocKind, or -1 for every kind
 *
 * Every document: muster_library_list_page() without a limit.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry): the
 *   documents, the most recently updated first
 */
GPtrArray *
muster_library_list (MusterLibrary  *self,
                     int             kind,
                     GError        **error)
{
  return muster_library_list_page (self, kind, 0, 0, error);
}

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalnum (c) || g_unichar_ismark (c);
}

/* An FTS5 query built from what the user typed: every whitespace-separated
 * word that holds a letter or digit becomes a quoted string (inner quotes
 * doubled) with a prefix star, and the words are ANDed. The user's text is
 * never read as query syntax. NULL when there is no word. */
static char *
build_match (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  g_auto(GStrv) words = g_strsplit_set (valid, " \t\n\r\f\v", -1);
  g_autoptr(GString) query = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; words[i] != NULL && n < SEARCH_MAX_WORDS; i++)
    {
      gboolean searchable = FALSE;

      for (const char *p = words[i]; *p != '\0' && !searchable; p = g_utf8_next_char (p))
        searchable = is_word_char (g_utf8_get_char (p));
      if (!searchable)
        continue;

      if (n++ > 0)
        g_string_append_c (query, ' ');
      g_string_append_c (query, '"');
      for (const char *p = words[i]; *p != '\0'; p++)
        {
          if (*p == '"')
            g_string_append_c (query, '"');
          g_string_append_c (query, *p);
        }
      g_string_append (query, "\"*");
    }
  return n > 0 ? g_string_free (g_steal_pointer (&query), FALSE) : NULL;
}

/* Appends to ids a page of the documents that match, the most recently
 * updated first: the matches' ids are gathered by the index, and only
 * they are sorted. */
static gboolean
matching_ids (MusterLibrary  *self,
              const char     *match,
              int             kind,
              const char     *system,
              gint64          offset,
              gint64          limit,
              GArray         *ids,
              GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = TRUE;

  /* unfiltered, a statement without the filters' terms: the planner
   * cannot tell that a bound "?4 < 0" always holds */
  if (kind < 0 && system == NULL)
    stmt = prepare (self, "SELECT d.id FROM documents d "
                          "WHERE d.id IN (SELECT rowid FROM search WHERE search MATCH ?1) "
                          "ORDER BY d.updated DESC, d.id DESC LIMIT ?2 OFFSET ?3", error);
  else
    stmt = prepare (self, "SELECT d.id FROM documents d "
                          "WHERE d.id IN (SELECT rowid FROM search WHERE search MATCH ?1) "
                          "AND (?4 < 0 OR d.kind = ?4) AND (?5 IS NULL OR d.system = ?5) "
                          "ORDER BY d.updated DESC, d.id DESC LIMIT ?2 OFFSET ?3", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 2, limit);
  sqlite3_bind_int64 (stmt, 3, offset);
  if (kind >= 0 || system != NULL)
    {
      sqlite3_bind_int (stmt, 4, kind);
      sqlite3_bind_text (stmt, 5, system, -1, SQLITE_STATIC);
    }
  for (;;)
    {
      gint64 id;

      if (!step (self, stmt, &row, error))
        return FALSE;
      if (!row)
        return TRUE;
      id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (ids, id);
    }
}

/* How many documents match: from the index alone when every kind and
 * system is asked for. */
static gboolean
count_matches (MusterLibrary  *self,
               const char     *match,
               int             kind,
               const char     *system,
               gint64         *count,
               GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  if (kind < 0 && system == NULL)
    stmt = prepare (self, "SELECT count(*) FROM search WHERE search MATCH ?1", error);
  else
    stmt = prepare (self, "SELECT count(*) FROM documents d "
                          "WHERE d.id IN (SELECT rowid FROM search WHERE search MATCH ?1) "
                          "AND (?2 < 0 OR d.kind = ?2) AND (?3 IS NULL OR d.system = ?3)", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_STATIC);
  if (kind >= 0 || system != NULL)
    {
      sqlite3_bind_int (stmt, 2, kind);
      sqlite3_bind_text (stmt, 3, system, -1, SQLITE_STATIC);
    }
  if (!step (self, stmt, &row, error))
    return FALSE;
  *count = row ? sqlite3_column_int64 (stmt, 0) : 0;
  return TRUE;
}

/* The entries of ids, in that order, each with its snippet of match. The
 * snippets come from one pass over the index's matches between the
 * smallest and the largest id, made only for the ids of the page. */
static GPtrArray *
entries_of (MusterLibrary  *self,
            const char     *match,
            GArray         *ids,
            gboolean        all,
            GError        **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_library_entry_free);
  g_autoptr(GHashTable) found = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL,
                                                      (GDestroyNotify) muster_library_entry_free);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GString) list = g_string_new ("[");
  gint64 low = G_MAXINT64, high = G_MININT64;
  gboolean row = TRUE;

  if (ids->len == 0)
    return g_steal_pointer (&entries);
  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);

      low = MIN (low, id);
      high = MAX (high, id);
      g_string_append_printf (list, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "", id);
    }
  g_string_append_c (list, ']');

  /* "+rowid": a filter on each match, not a lookup of each id */
  stmt = prepare (self, "SELECT " ENTRY_COLUMNS ", snippet(search, -1, '[', ']', '…', 12) "
                        "FROM search JOIN documents d ON d.id = search.rowid "
                        "WHERE search MATCH ?1 AND search.rowid BETWEEN ?2 AND ?3 "
                        "AND (?4 OR +search.rowid IN (SELECT value FROM json_each(?5)))", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 2, low);
  sqlite3_bind_int64 (stmt, 3, high);
  sqlite3_bind_int (stmt, 4, all);
  sqlite3_bind_text (stmt, 5, list->str, -1, SQLITE_STATIC);
  for (;;)
    {
      MusterLibraryEntry *entry;

      if (!step (self, stmt, &row, error))
        return NULL;
      if (!row)
        break;
      entry = entry_from_row (stmt, TRUE);
      g_hash_table_replace (found, &entry->id, entry);
    }
  for (guint i = 0; i < ids->len; i++)
    {
      const gint64 *id = &g_array_index (ids, gint64, i);
      MusterLibraryEntry *entry = g_hash_table_lookup (found, id);

      /* (a key is its value's id, so GLib keeps the table as a set) */
      if (entry != NULL && g_hash_table_steal (found, id))
        g_ptr_array_add (entries, entry);
    }
  return g_steal_pointer (&entries);
}

/**
 * muster_library_find_page:
 * @text: (nullable): what the user typed; any text is safe; %NULL or no
 *   word lists the documents
 * @kind: a #MusterDocKind, or -1 for every kind
 * @system: (nullable): a system's id, or %NULL for every system
 * @offset: how many matches to pass over first
 * @limit: at most this many matches; 0 for every one
 *
 * Finds documents of @kind and @system whose name or search text has words
 * beginning with every word of @text, case-insensitively in any script:
 * first those whose name holds every word, then the others, the most
 * recently updated first in each; each with a snippet. Only the page's
 * matches are sorted and get a snippet.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_find_page (MusterLibrary  *self,
                          const char     *text,
                          int             kind,
                          const char     *system,
                          guint           offset,
                          guint           limit,
                          GError        **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *query = NULL;
  g_autofree char *in_name = NULL;
  g_autofree char *elsewhere = NULL;
  gint64 named = 0;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  query = text != NULL ? build_match (text) : NULL;
  if (query == NULL)
    return list_filtered (self, kind, system, offset, limit, error);

  /* every word in the name; every word somewhere, but not all in the name */
  in_name = g_strdup_printf ("{name} : (%s)", query);
  elsewhere = g_strdup_printf ("(%s) NOT {name} : (%s)", query, query);
  if (!count_matches (self, in_name, kind, system, &named, error))
    return NULL;
  if ((gint64) offset < named
      && !matching_ids (self, in_name, kind, system, offset, sql_limit (limit), ids, error))
    return NULL;
  if ((limit == 0 || ids->len < limit)
      && !matching_ids (self, elsewhere, kind, system, MAX ((gint64) offset - named, 0),
                        limit > 0 ? (gint64) (limit - ids->len) : -1, ids, error))
    return NULL;
  return entries_of (self, query, ids, limit == 0 && offset == 0, error);
}

/**
 * muster_library_search_page:
 * @text: what the user typed; any text is safe
 *
 * muster_library_find_page() over every kind and system.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_search_page (MusterLibrary  *self,
                            const char     *text,
                            guint           offset,
                            guint           limit,
                            GError        **error)
{
  return muster_library_find_page (self, text, -1, NULL, offset, limit, error);
}

/**
 * muster_library_search:
 * @text: what the user typed; any text is safe
 *
 * Every match: muster_library_search_page() without a limit.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_search (MusterLibrary  *self,
                       const char     *text,
                       GError        **error)
{
  return muster_library_search_page (self, text, 0, 0, error);
}

/**
 * muster_library_get:
 *
 * Returns: (transfer full): the document, or %NULL with @error set
 */
MusterLibraryEntry *
muster_library_get (MusterLibrary  *self,
                    gint64          document,
                    GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = prepare (self, "SELECT " ENTRY_COLUMNS " FROM documents d WHERE d.id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!step (self, stmt, &row, error))
    return NULL;
  if (!row)
    {
      set_no_document (error, document);
      return NULL;
    }
  return entry_from_row (stmt, FALSE);
}

/**
 * muster_library_get_revisions:
 *
 * Returns: (transfer container) (element-type MusterRevision): the
 *   document's revisions, the first (number 1) first; %NULL with @error set
 *   when the document does not exist
 */
GPtrArray *
muster_library_get_revisions (MusterLibrary  *self,
                              gint64          document,
                              GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  gboolean row = TRUE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = prepare (self, "SELECT id, document, number, created, name, spent, description, problems FROM revisions "
                        "WHERE document = ?1 ORDER BY number", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, document);

  revisions = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_revision_free);
  for (;;)
    {
      MusterRevision *revision;

      if (!step (self, stmt, &row, error))
        return NULL;
      if (!row)
        break;
      revision = g_new0 (MusterRevision, 1);
      revision->id = sqlite3_column_int64 (stmt, 0);
      revision->document = sqlite3_column_int64 (stmt, 1);
      revision->number = (guint) sqlite3_column_int64 (stmt, 2);
      revision->created = sqlite3_column_int64 (stmt, 3);
      revision->name = column_text (stmt, 4);
      if (revision->name == NULL)
        revision->name = g_strdup ("");
      revision->spent = sqlite3_column_double (stmt, 5);
      revision->description = column_text (stmt, 6);
      revision->problems = sqlite3_column_type (stmt, 7) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 7);
      g_ptr_array_add (revisions, revision);
    }
  if (revisions->len == 0)
    {
      set_no_document (error, document);
      return NULL;
    }
  return g_steal_pointer (&revisions);
}

/**
 * muster_library_get_content:
 * @revision: a revision's id (MusterRevision.id) of @document, or 0 for the
 *   latest
 *
 * Returns: (transfer full): the content of that revision, or %NULL with
 *   @error set
 */
char *
muster_library_get_content (MusterLibrary  *self,
                            gint64          document,
                            gint64          revision,
                            GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (revision >= 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (revision == 0)
    stmt = prepare (self, "SELECT content FROM revisions WHERE document = ?1 "
                          "ORDER BY number DESC LIMIT 1", error);
  else
    stmt = prepare (self, "SELECT content FROM revisions WHERE document = ?1 AND id = ?2", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, document);
  if (revision != 0)
    sqlite3_bind_int64 (stmt, 2, revision);
  if (!step (self, stmt, &row, error))
    return NULL;
  if (!row)
    {
      if (revision == 0)
        set_no_document (error, document);
      else
        set_no_revision (error, document, revision);
      return NULL;
    }
  if (sqlite3_column_type (stmt, 0) == SQLITE_NULL)
    {
      set_no_content (self, error, document);
      return NULL;
    }
  return column_dup (stmt, 0);
}

/**
 * muster_library_export:
 * @catalog: the systems the document is checked against
 * @revision: a revision's id (MusterRevision.id) of @document, or 0 for the
 *   latest
 *
 * The content of a revision, for writing out of the library: loaded first
 * as a file of its kind is (armies and terrain setups with their system and
 * every reference, scenarios by their schema and every check of
 * muster_scenario_check_doc), so that nothing leaves the library that
 * Muster would refuse as a file.
 *
 * Returns: (transfer full): the content, or %NULL with @error set
 */
char *
muster_library_export (MusterLibrary  *self,
                       MusterCatalog  *catalog,
                       gint64          document,
                       gint64          revision,
                       GError        **error)
{
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autofree char *content = NULL;
  g_autofree char *display = NULL;
  gboolean valid = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (revision >= 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entry = muster_library_get (self, document, error);
  if (entry == NULL)
    return NULL;
  content = muster_library_get_content (self, document, revision, error);
  if (content == NULL)
    return NULL;

  display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, self->path, document);
  switch (entry->kind)
    {
    case MUSTER_DOC_ARMY:
      {
        g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, content, strlen (content), display, error);
        valid = army != NULL;
      }
      break;
    case MUSTER_DOC_TERRAIN:
      {
        g_autoptr(MusterTerrain) terrain = muster_terrain_load_memory (catalog, content, strlen (content),
                                                                       display, error);
        valid = terrain != NULL;
      }
      break;
    case MUSTER_DOC_SCENARIO:
      {
        xmlDoc *doc = muster_xml_load_memory (content, strlen (content), display, MUSTER_SCHEMA_SCENARIO,
                                              NULL, error);
        valid = doc != NULL && muster_scenario_check_doc (catalog, doc, display, error);
        xmlFreeDoc (doc);
      }
      break;
    default:
      {
        g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, document);

        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                     _("The library %s is damaged: the document %s is of no kind Muster knows."),
                     self->path, id);
      }
      break;
    }
  /* whatever a loader did, never a failure without a reason */
  if (!valid && error != NULL && *error == NULL)
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("The document in %s cannot be read."), display);
  return valid ? g_steal_pointer (&content) : NULL;
}

/* ---- changing history ---- */

/**
 * muster_library_restore:
 * @revision: a revision's id (MusterRevision.id) of @document
 *
 * Makes an old revision the newest again by adding a new revision equal to
 * it; history is never rewritten.
 *
 * Returns: the id of the new revision, or 0 with @error set
 */
gint64
muster_library_restore (MusterLibrary  *self,
                        gint64          document,
                        gint64          revision,
                        GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;
  gint64 number = 0;
  gint64 restored;
  g_autofree char *description = NULL;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (!begin (self, error))
    return 0;
  stmt = prepare (self, "SELECT name, faction, points, spent, content, search, problems, number FROM revisions "
                        "WHERE document = ?1 AND id = ?2", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, document);
  sqlite3_bind_int64 (stmt, 2, revision);
  if (!step (self, stmt, &row, error))
    goto fail;
  if (!row)
    {
      set_no_revision (error, document, revision);
      goto fail;
    }
  if (sqlite3_column_type (stmt, 4) == SQLITE_NULL)
    {
      set_no_content (self, error, document);
      goto fail;
    }
  if (!latest_revision (self, document, NULL, &number, NULL, error))
    goto fail;

  /* Translators: what a revision made by restoring an older one did */
  description = g_strdup_printf (_("Restore revision %d"), sqlite3_column_int (stmt, 7));
  restored = record_revision (self, document, number + 1, now_seconds (),
                              (const char *) sqlite3_column_text (stmt, 0), NULL,
                              (const char *) sqlite3_column_text (stmt, 1),
                              sqlite3_column_double (stmt, 2),
                              sqlite3_column_double (stmt, 3),
                              sqlite3_column_type (stmt, 6) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 6),
                              (const char *) sqlite3_column_text (stmt, 4),
                              (const char *) sqlite3_column_text (stmt, 5),
                              description,
                              error);
  if (restored == 0)
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (!commit (self, error))
    return 0;
  return restored;

fail:
  g_clear_pointer (&stmt, sqlite3_finalize);
  rollback (self);
  return 0;
}

/**
 * muster_library_delete:
 *
 * Removes the document with all its revisions and its search entry.
 */
gboolean
muster_library_delete (MusterLibrary  *self,
                       gint64          document,
                       GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!begin (self, error))
    return FALSE;
  stmt = prepare (self, "DELETE FROM documents WHERE id = ?1", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!step (self, stmt, NULL, error))
    goto fail;
  if (sqlite3_changes (self->db) == 0)
    {
      set_no_document (error, document);
      goto fail;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);
  /* the search entry too: the trigger of format 1 that would do it never
   * runs (see harden()) */
  stmt = prepare (self, "DELETE FROM search WHERE rowid = ?1", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!step (self, stmt, NULL, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);
  return commit (self, error);

fail:
  g_clear_pointer (&stmt, sqlite3_finalize);
  rollback (self);
  return FALSE;
}

void
muster_library_entry_free (MusterLibraryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry->system);
  g_free (entry->faction);
  g_free (entry->snippet);
  g_free (entry);
}

void
muster_revision_free (MusterRevision *revision)
{
  if (revision == NULL)
    return;
  g_free (revision->name);
  g_free (revision->description);
  g_free (revision);
}
