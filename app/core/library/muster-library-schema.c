/* muster-library-schema.c: the library's format: the migrations by
 * version, the hardened connection, judging what a file is (its identity
 * and schema against Muster's own), and bringing an older format up.
 */
#include "config.h"

#include "muster-error.h"
#include "muster-library-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#define LIBRARY_APPLICATION_ID 0x4D555354       /* 'MUST' */

#define LIBRARY_APPLICATION_ID 0x4D555354       /* 'MUST' */
#define LIBRARY_BUSY_TIMEOUT   5000             /* ms */
#define SEARCH_MAX_WORDS       32

/* The schema, one entry per version: entry i takes a library from version i
 * to version i + 1. The steps a file needs run in one transaction with
 * the new user_version, so that a file is brought up whole or left as it
 * was; a new version is one more entry, never an edit of an old one. The revisions keep everything the document row and the search index
 * are made of, so that restoring one brings them back too. Triggers never
 * run (see _muster_library_harden()): the trigger of version 1 stays in the file, inert,
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
  /* 3: the name in each language, for a document whose content gives
   * it so (a shipped army, a scenario): shown in the language of the day,
   * found by either. The search entries hold them, and all their text
   * with the marks over letters dropped (ё as е): the index is made anew
   * (whatever the old one held) and filled in, with the names, by
   * _muster_library_fill_names(). */
  "ALTER TABLE documents ADD COLUMN name_en TEXT;"
  "ALTER TABLE documents ADD COLUMN name_ru TEXT;"
  "ALTER TABLE revisions ADD COLUMN name_en TEXT;"
  "ALTER TABLE revisions ADD COLUMN name_ru TEXT;"
  "DROP TABLE search;"
  "CREATE VIRTUAL TABLE search USING fts5 ("
  "  name, body, tokenize = 'unicode61 remove_diacritics 2'"
  ");",
};

/* What a migration does besides its SQL, in its transaction, to data
 * that SQL alone cannot make; NULL for nothing. */
typedef gboolean (*MigrationFill) (MusterLibrary *self, GError **error);

static const MigrationFill fills[G_N_ELEMENTS (migrations)] = {
  NULL,
  NULL,
  _muster_library_fill_names,
};

#define LIBRARY_VERSION ((gint64) G_N_ELEMENTS (migrations))

const gint64 _muster_library_version = LIBRARY_VERSION;

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

/* Every connection reads the library as untrusted input, set up so before
 * its first statement: nothing in the file's schema may call a function or
 * a virtual table (trusted_schema off), no trigger or view runs at all (the
 * one trigger of format 1 is done by muster_library_delete() itself), and
 * neither the schema nor the search index's own tables can be written by
 * SQL (defensive). _muster_library_judge() also holds the schema to exactly the objects
 * Muster makes. */
int
_muster_library_harden (sqlite3 *db)
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
    rc = _muster_library_harden (db);
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
int
_muster_library_judge (MusterLibrary *self,
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

/* Makes the library (a new file) or brings it to this version's format,
 * every step it needs in one write transaction that judges the file
 * again first:
 * another process may have made, migrated or replaced it since it was
 * inspected. INSPECT_DAMAGED or INSPECT_FOREIGN when it is no longer a
 * library to use (the caller starts over), INSPECT_FAILED with error. */
Inspect
_muster_library_migrate (MusterLibrary *self,
                         GError       **error)
{
  for (;;)
    {
      g_autofree char *stamp = NULL;
      g_autofree char *reason = NULL;
      Inspect verdict = INSPECT_FAILED;
      gint64 version = 0;
      gint64 step;
      gboolean ok = TRUE;
      int rc;

      if (!_muster_library_begin (self, error))
        return INSPECT_FAILED;
      rc = _muster_library_judge (self, &version, &verdict, &reason, error);
      if (rc != SQLITE_OK)
        _muster_library_set_db_error (self, error, rc);
      if (rc != SQLITE_OK || verdict != INSPECT_OK)
        {
          _muster_library_rollback (self);
          return rc != SQLITE_OK ? INSPECT_FAILED : verdict;
        }
      if (version == LIBRARY_VERSION)
        return _muster_library_commit (self, error) ? INSPECT_OK : INSPECT_FAILED;

      stamp = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %" G_GINT64_FORMAT ";",
                               LIBRARY_APPLICATION_ID, LIBRARY_VERSION);
      for (step = version; ok && step < LIBRARY_VERSION; step++)
        ok = _muster_library_exec (self, migrations[step], error)
             && (fills[step] == NULL || fills[step] (self, error));
      ok = ok && _muster_library_exec (self, stamp, error);
      if (!ok)
        {
          /* (the step that failed, or the last for the stamp) */
          g_prefix_error (error, _("Updating the library to format %d failed: "), (int) step);
          _muster_library_rollback (self);
          return INSPECT_FAILED;
        }
      if (!_muster_library_commit (self, error))
        return INSPECT_FAILED;
    }
}

/* An empty library of this format in memory: what reading a library that
 * is not there yet finds. */
gboolean
_muster_library_open_empty (MusterLibrary *self,
                            GError       **error)
{
  int rc = sqlite3_open_v2 (":memory:", &self->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL);

  if (rc == SQLITE_OK)
    rc = _muster_library_harden (self->db);
  for (gint64 i = 0; rc == SQLITE_OK && i < LIBRARY_VERSION; i++)
    rc = sqlite3_exec (self->db, migrations[i], NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      _muster_library_set_db_error (self, error, rc);
      _muster_library_close_db (self);
      return FALSE;
    }
  return TRUE;
}
