/* test-library-planted.c: the library file as untrusted input, changed behind
 * Muster's back: planted triggers, views, tables and search options are
 * refused before anything runs, and a NULL content is an error with a reason.
 */
#include "library-test.h"

/* A library of n armies, closed again; returns its path. */
static char *
library_of (const char *dir, const char *name, guint n)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(MusterLibrary) library = library_open (path);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = g_strdup_printf ("Army %u", i);
      g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, title, "kept");

      muster_test_add_unit (army, "pikemen", 1 + i % 3);
      save (library, 0, army);
    }
  return path;
}

/* Raises the schema cookie so that open connections read the schema again
 * (after a change through writable_schema). */
static void
bump_schema (const char *path)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA schema_version = %" G_GINT64_FORMAT,
                                          sql_int (path, "PRAGMA schema_version") + 1);
  sql_exec (path, sql);
}

/* Plants sql in a copy of the library at pristine, then opens it: it must
 * be refused untouched, with a message that names what was found. */
static void
expect_refused_plant (const char *dir, const char *pristine, const char *sql, const char *needle)
{
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(GBytes) bytes = read_bytes (pristine);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  MusterLibrary *library;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
  sql_exec (path, sql);
  before = read_bytes (path);

  library = muster_library_open (path, &moved_aside, &error);
  g_assert_null (library);
  g_assert_null (moved_aside);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_FORBIDDEN);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, needle));
  g_assert_nonnull (strstr (error->message, "Muster did not make"));

  /* untouched, nothing aside, every document there */
  after = read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  aside = files_starting (dir, "library.db.corrupt");
  g_assert_cmpuint (aside->len, ==, 0);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 20);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM revisions"), ==, 20);
  g_unlink (path);
}

/* A library file is input: schema objects Muster did not make, or made
 * otherwise, and search options refuse it before anything runs. */
static void
test_planted (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *pristine = library_of (dir, "pristine.db", 20);

  /* a trigger that would delete every other document on the next save */
  expect_refused_plant (dir, pristine,
                        "CREATE TRIGGER wipe AFTER INSERT ON revisions BEGIN "
                        "  DELETE FROM documents WHERE id <> new.document; END;",
                        "a trigger “wipe”");
  /* a view that never ends */
  expect_refused_plant (dir, pristine,
                        "CREATE VIEW endless AS WITH RECURSIVE n (i) AS "
                        "  (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n;",
                        "a view “endless”");
  expect_refused_plant (dir, pristine, "CREATE TABLE extra (x); INSERT INTO extra VALUES (1);",
                        "a table “extra”");
  expect_refused_plant (dir, pristine, "CREATE INDEX heavy ON revisions (content, search);",
                        "an index “heavy”");
  /* search options kept in the index's own table */
  expect_refused_plant (dir, pristine, "INSERT INTO search (search, rank) VALUES ('rank', 'bm25(10.0, 5.0)');",
                        "full-text search options");
  expect_refused_plant (dir, pristine, "INSERT INTO search (search, rank) VALUES ('pgsz', 64);",
                        "full-text search options");
  /* Muster's own objects, changed: the trigger's body, the index's tokenizer */
  expect_refused_plant (dir, pristine,
                        "PRAGMA writable_schema = ON;"
                        "UPDATE sqlite_schema SET sql = 'CREATE TRIGGER documents_delete_search AFTER DELETE "
                        "ON documents BEGIN DELETE FROM revisions; END' WHERE name = 'documents_delete_search';",
                        "a changed definition of “documents_delete_search”");
  expect_refused_plant (dir, pristine,
                        "PRAGMA writable_schema = ON;"
                        "UPDATE sqlite_schema SET sql = replace(sql, 'remove_diacritics 2', 'remove_diacritics 0') "
                        "WHERE name = 'search';",
                        "a changed definition of “search”");
  expect_refused_plant (dir, pristine,
                        "PRAGMA writable_schema = ON;"
                        "UPDATE sqlite_schema SET sql = replace(sql, 'content TEXT NOT NULL', 'content TEXT') "
                        "WHERE name = 'revisions';",
                        "a changed definition of “revisions”");
  /* a name that would write control characters to a terminal is quoted without them */
  expect_refused_plant (dir, pristine,
                        "CREATE TRIGGER \"x\x1b[2J\" AFTER INSERT ON revisions BEGIN SELECT 1; END;",
                        "a trigger “x\xef\xbf\xbd[2J”");

  /* and the library as made is not refused */
  {
    g_autoptr(MusterLibrary) library = library_open (pristine);
    g_autoptr(GPtrArray) all = muster_library_list (library, -1, NULL);

    g_assert_cmpuint (all->len, ==, 20);
  }
  muster_test_rmtree (dir);
}

/* What another process plants while the library is open never runs either:
 * no trigger fires, no view is read, the search table is not a view. */
static void
test_planted_while_open (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = library_of (dir, "library.db", 20);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) army = lens_new ();
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;

  sql_exec (path, "CREATE TRIGGER wipe AFTER INSERT ON revisions BEGIN "
                  "  DELETE FROM documents WHERE id <> new.document; END;");
  save (library, 0, army);
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 21);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 21);

  /* deleting does what the inert trigger of format 1 would have done */
  g_assert_true (muster_library_delete (library, ((MusterLibraryEntry *) g_ptr_array_index (all, 0))->id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 20);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM search"), ==, 20);
  g_clear_object (&library);
  muster_test_rmtree (dir);
}

/* A NULL content (possible only in a file changed behind Muster's back) is
 * an error with a reason, never a NULL without one: the export and the
 * window's open-from-library path hand the error's message on. */
static void
test_null_content (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = library_of (dir, "library.db", 2);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GError) error = NULL;
  char *text;

  sql_exec (path, "PRAGMA writable_schema = ON;"
                  "UPDATE sqlite_schema SET sql = replace(sql, 'content TEXT NOT NULL', 'content TEXT') "
                  "WHERE name = 'revisions';");
  bump_schema (path);
  sql_exec (path, "UPDATE revisions SET content = NULL WHERE document = 1;");

  text = muster_library_get_content (library, 1, 0, &error);
  g_assert_null (text);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "no content"));
  g_clear_error (&error);

  revisions = muster_library_get_revisions (library, 1, &error);
  g_assert_no_error (error);
  text = muster_library_get_content (library, 1, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id, &error);
  g_assert_null (text);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_clear_error (&error);

  text = muster_library_export (library, catalog, 1, 0, &error);
  g_assert_null (text);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_clear_error (&error);

  /* restoring it fails with a reason too */
  g_assert_cmpint (muster_library_restore (library, 1, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id,
                                           &error), ==, 0);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_clear_error (&error);
  g_assert_cmpuint (n_revisions (library, 1), ==, 1);

  /* the other document is whole */
  text = muster_library_export (library, catalog, 2, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "Army 1"));
  g_free (text);
  g_clear_object (&library);

  /* opened again, the file is refused for its changed table */
  g_assert_null (muster_library_open (path, NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_FORBIDDEN);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  library_test_init (&argc, &argv);

  g_test_add_func ("/core/library/planted", test_planted);
  g_test_add_func ("/core/library/planted-while-open", test_planted_while_open);
  g_test_add_func ("/core/library/null-content", test_null_content);
  return library_test_run ();
}
