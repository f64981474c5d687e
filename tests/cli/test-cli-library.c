/* test-cli-library.c: muster-cli on library files that are input too: a
 * planted trigger makes "library add" refuse the file and delete nothing, a
 * stored army that no longer loads is not exported, and a NULL content ends
 * in a message, not a crash.
 */
#include <string.h>

#include <sqlite3.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "cli-run.h"

static const char *army_text =
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
  "      faction=\"france-military-revolution\" points=\"400\">\n"
  "  <name>Army %u</name>\n"
  "  <commander tier=\"competent\"/>\n"
  "  <unit type=\"pikemen\" count=\"2\"/>\n"
  "</army>\n";

static gint64
sql_int (const char *path, const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

static void
sql_exec (const char *path, const char *sql)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
}

/* A library of n armies made by muster-cli; returns the path of an army
 * file that is not in it yet. */
static char *
library_of (const char *dir, const char *db, guint n)
{
  for (guint i = 0; i <= n; i++)
    {
      g_autofree char *name = g_strdup_printf ("army-%u.xml", i);
      g_autofree char *text = g_strdup_printf (army_text, i);
      g_autofree char *file = muster_test_write (dir, name, text, -1);
      Run r;

      if (i == n)
        return g_steal_pointer (&file);
      r = cli ("--library", db, "library", "add", file, NULL);
      g_assert_cmpint (r.status, ==, 0);
      run_clear (&r);
    }
  g_assert_not_reached ();
}

static guint
count_aside (const char *dir)
{
  g_autoptr(GPtrArray) names = list_dir (dir);
  guint n = 0;

  for (guint i = 0; i < names->len; i++)
    n += strstr (g_ptr_array_index (names, i), ".corrupt-") != NULL;
  return n;
}

/* A trigger planted to delete every other document on the next add: the
 * add is refused, with the trigger named, and nothing is deleted. */
static void
test_planted_trigger (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *army = library_of (dir, db, 20);
  Run r;

  sql_exec (db, "CREATE TRIGGER wipe AFTER INSERT ON revisions BEGIN "
                "  DELETE FROM documents WHERE id <> new.document; END;");
  r = cli ("--library", db, "library", "add", army, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "trigger “wipe”"));
  g_assert_cmpstr (r.out, ==, "");
  run_clear (&r);
  r = cli ("--library", db, "library", "search", "Army", NULL);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  g_assert_cmpint (sql_int (db, "SELECT count(*) FROM documents"), ==, 20);
  g_assert_cmpint (sql_int (db, "SELECT count(*) FROM revisions"), ==, 20);
  g_assert_cmpuint (count_aside (dir), ==, 0);
  muster_test_rmtree (dir);
}

/* A stored army changed behind Muster's back so that it no longer loads is
 * not written out. */
static void
test_export_checked (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *army = library_of (dir, db, 2);
  Run r;

  sql_exec (db, "UPDATE revisions SET content = replace(content, 'pikemen', 'no-such-unit') WHERE document = 1");
  r = cli ("--library", db, "library", "export", "1", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "no-such-unit"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  run_clear (&r);

  /* the other one still goes out */
  r = cli ("--library", db, "library", "export", "2", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
  run_clear (&r);
  muster_test_rmtree (dir);
}

/* A library whose content column was made to take NULL, and holds one:
 * a message and exit 2, not a crash, and nothing written. */
static void
test_null_content (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  g_autofree char *army = library_of (dir, db, 1);
  Run r;

  sql_exec (db, "PRAGMA writable_schema = ON;"
                "UPDATE sqlite_schema SET sql = replace(sql, 'content TEXT NOT NULL', 'content TEXT') "
                "WHERE name = 'revisions';");
  sql_exec (db, "UPDATE revisions SET content = NULL");
  r = cli ("--library", db, "library", "export", "1", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.err, !=, "");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  run_clear (&r);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_init (&argc, &argv);

  g_test_add_func ("/cli-library/planted-trigger", test_planted_trigger);
  g_test_add_func ("/cli-library/export-checked", test_export_checked);
  g_test_add_func ("/cli-library/null-content", test_null_content);
  return g_test_run ();
}
