/* test-cli-library.c: muster-cli on library files that are input too: a
 * planted trigger makes "library add" refuse the file and delete nothing, a
 * stored army that no longer loads is not exported, and a NULL content ends
 * in a message, not a crash. The commands that only read (list, search,
 * export) change nothing beside the library and work on one they may not
 * write; a folder, a device, a FIFO or a full disk get a sentence naming
 * the cause and the file; list and search come a page at a time.
 */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "muster-core.h"
#include "../muster-test.h"
#include "../sqlite-test.h"
#include "cli-run.h"

static MusterCatalog *catalog;

static const char *army_text =
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
  "      faction=\"france-military-revolution\" points=\"400\">\n"
  "  <name>Army %u</name>\n"
  "  <commander tier=\"competent\"/>\n"
  "  <unit type=\"pikemen\" count=\"2\"/>\n"
  "</army>\n";

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

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Every file in dir with its size, time and inode: what a command that
 * only reads must leave as it was. */
static char *
folder_state (const char *dir)
{
  g_autoptr(GPtrArray) names = list_dir (dir);
  GString *state = g_string_new (NULL);

  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      GStatBuf st;

      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      g_string_append_printf (state, "%s %lu %ld %ld.%09ld\n", (const char *) g_ptr_array_index (names, i),
                              (unsigned long) st.st_ino, (long) st.st_size,
                              (long) st.st_mtim.tv_sec, (long) st.st_mtim.tv_nsec);
    }
  return g_string_free (state, FALSE);
}

/* list, search and export, as text and JSON: each exit 0 and finds the
 * armies */
static void
read_commands (const char *db, const char *out)
{
  static const char * const commands[][4] = {
    { "list", NULL }, { "list", "--json", NULL }, { "search", "Army", NULL }, { "search", "pik", "--json", NULL },
  };
  Run r;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      r = cli ("--library", db, "library", commands[i][0], commands[i][1], commands[i][2], NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_nonnull (strstr (r.out, "Army 1"));
      g_assert_cmpstr (r.err, ==, "");
      run_clear (&r);
    }
  r = cli ("--library", db, "library", "export", "1", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
  run_clear (&r);
}

/* list, search and export open the library for reading only: no -wal or
 * -shm appears, no file beside it changes, not even its time. With another
 * process writing it (its -wal holding changes the file lacks yet) they
 * read those changes too, and leave nothing behind once it is done. */
static void
test_read_only_commands (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *elsewhere = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *out = g_build_filename (elsewhere, "out.xml", NULL);
  g_autofree char *army = library_of (dir, db, 3);
  g_autofree char *before = folder_state (dir);
  g_autofree char *after = NULL;
  g_autofree char *wal = g_strconcat (db, "-wal", NULL);
  g_autoptr(MusterLibrary) writer = NULL;
  g_autoptr(MusterArmy) more = NULL;
  g_autoptr(GError) error = NULL;
  Run r;

  read_commands (db, out);
  after = folder_state (dir);
  g_assert_cmpstr (after, ==, before);

  /* a library not there yet reads as empty, and is not made */
  {
    g_autofree char *none = g_build_filename (dir, "none.db", NULL);

    r = cli ("--library", none, "library", "list", "--json", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpstr (g_strstrip (r.out), ==, "[]");
    run_clear (&r);
    g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  }

  /* beside a process that keeps it open and has written to it */
  writer = muster_library_open (db, NULL, &error);
  g_assert_no_error (error);
  more = muster_army_load_file (catalog, army, &error);
  g_assert_no_error (error);
  g_assert_cmpint (muster_library_add_army (writer, more, &error), >, 0);
  g_assert_no_error (error);
  g_assert_true (g_file_test (wal, G_FILE_TEST_EXISTS));
  r = cli ("--library", db, "library", "search", "Army 3", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\tArmy 3\t"));
  run_clear (&r);
  g_clear_object (&writer);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  muster_test_rmtree (dir);
  muster_test_rmtree (elsewhere);
}

/* Runs prefix (a command that runs the rest: setpriv, unshare) with
 * muster-cli and its arguments. */
static G_GNUC_NULL_TERMINATED Run
run_under (const char * const *prefix, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  Run r = { 0 };
  va_list args;

  for (guint i = 0; prefix[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) prefix[i]);
  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  proc = g_subprocess_newv ((const char * const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &r.out, &r.err, &error);
  g_assert_no_error (error);
  r.status = g_subprocess_get_if_exited (proc) ? g_subprocess_get_exit_status (proc) : -1;
  return r;
}

/* A library its user may read but not write (a file of mode 0444 in a
 * folder of theirs): list, search and export work and make nothing; add
 * says why it cannot write, and makes nothing either; and once the mode is
 * put right, add works (a -shm left read-only beside it made every writer
 * fail). As the user nobody, when this test runs as root with setpriv. */
static void
test_read_only_library (void)
{
  static const char * const nobody[] = { "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", NULL };
  g_autofree char *setpriv = g_find_program_in_path ("setpriv");
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autofree char *out = NULL;
  g_autofree char *army = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Run r;

  if (getuid () != 0 || setpriv == NULL)
    {
      g_test_skip ("needs root and setpriv to act as another user");
      return;
    }
  r = run_under (nobody, "--version", NULL);
  if (r.status != 0)
    {
      g_test_skip ("the user nobody cannot run muster-cli from the build folder");
      run_clear (&r);
      return;
    }
  run_clear (&r);

  dir = muster_test_tmpdir ();
  db = g_build_filename (dir, "library.db", NULL);
  out = g_build_filename (dir, "out.xml", NULL);
  army = library_of (dir, db, 3);
  g_assert_cmpint (chown (dir, 65534, 65534), ==, 0);
  g_assert_cmpint (chown (db, 65534, 65534), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (db, 0444), ==, 0);
  g_assert_cmpint (g_chmod (army, 0644), ==, 0);
  before = folder_state (dir);

  r = run_under (nobody, "--library", db, "library", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Army 2"));
  run_clear (&r);
  r = run_under (nobody, "--library", db, "library", "search", "pik", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Army 2"));
  run_clear (&r);
  after = folder_state (dir);
  g_assert_cmpstr (after, ==, before);
  g_clear_pointer (&after, g_free);

  r = run_under (nobody, "--library", db, "library", "add", army, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "library.db cannot be written to: permission was denied"));
  run_clear (&r);
  after = folder_state (dir);
  g_assert_cmpstr (after, ==, before);

  /* export writes its file, and only that */
  r = run_under (nobody, "--library", db, "library", "export", "2", "-o", out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_test (out, G_FILE_TEST_IS_REGULAR));
  run_clear (&r);
  g_assert_cmpint (g_unlink (out), ==, 0);

  g_assert_cmpint (g_chmod (db, 0644), ==, 0);
  r = run_under (nobody, "--library", db, "library", "add", army, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "4\n");
  run_clear (&r);

  /* a -shm left read-only by something else: add says which file, and why */
  {
    g_autofree char *shm = muster_test_write (dir, "library.db-shm", "", 0);

    g_assert_cmpint (chown (shm, 65534, 65534), ==, 0);
    g_assert_cmpint (g_chmod (shm, 0444), ==, 0);
    r = run_under (nobody, "--library", db, "library", "add", army, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_nonnull (strstr (r.err, "library.db-shm beside it cannot be written to"));
    run_clear (&r);
  }
  muster_test_rmtree (dir);
}

/* A library file made immutable (chattr +i, which binds root too): the
 * commands that read work and make nothing; add says it cannot write; and
 * once the flag is gone, add works. */
static void
test_immutable_library (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *army = library_of (dir, db, 2);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *chattr = g_find_program_in_path ("chattr");
  int status = -1;
  Run r;

  if (chattr != NULL)
    {
      const char *argv[] = { chattr, "+i", db, NULL };

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL);
    }
  if (status != 0)
    {
      g_test_skip ("chattr +i does not work here");
      muster_test_rmtree (dir);
      return;
    }
  before = folder_state (dir);
  r = cli ("--library", db, "library", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Army 1"));
  run_clear (&r);
  r = cli ("--library", db, "library", "add", army, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "library.db cannot be written to: "));
  run_clear (&r);
  after = folder_state (dir);
  g_assert_cmpstr (after, ==, before);
  {
    const char *argv[] = { chattr, "-i", db, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, NULL, NULL, &status, NULL));
    g_assert_cmpint (status, ==, 0);
  }
  r = cli ("--library", db, "library", "add", army, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  muster_test_rmtree (dir);
}

/* A folder, a device and a FIFO given as the library: a sentence that
 * names the path and what it is, for reading and writing alike; nothing
 * made beside them, and the FIFO does not block. */
static void
test_not_a_file (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, "folder.db", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.db", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *army = library_of (dir, db, 0);
  const struct { const char *path, *says; } cases[] = {
    { folder, "folder.db is a folder, not a file" },
    { "/dev/null", "/dev/null is a device, not a file" },
    { fifo, "fifo.db is a pipe or a socket, not a file" },
  };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  before = folder_state (dir);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      static const char *commands[][3] = { { "list", NULL }, { "search", "x" }, { "add", NULL } };

      for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
        {
          Run r = cli ("--library", cases[i].path, "library", commands[c][0],
                       c == 2 ? army : commands[c][1], NULL);

          g_assert_cmpint (r.status, ==, 2);
          g_assert_nonnull (strstr (r.err, cases[i].says));
          g_assert_null (strstr (r.err, "I/O"));
          run_clear (&r);
        }
    }
  after = folder_state (dir);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (g_file_test ("/dev/null-wal", G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test ("/dev/null-journal", G_FILE_TEST_EXISTS));
  {
    GStatBuf st;

    g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
    g_assert_true (S_ISCHR (st.st_mode));
  }
  muster_test_rmtree (dir);
}

/* A full disk (a small tmpfs of a mount namespace of its own, filled up):
 * adding to a library, or making a new one, says the disk is full and
 * names the file; the library still lists. Where namespaces or mounts are
 * not allowed, skipped. */
static void
test_full_disk (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *lens = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml", NULL);
  g_autofree char *agincourt = muster_test_source_path ("data", "systems", "ancient-medieval", "armies",
                                                        "english-agincourt-1415.xml", NULL);
  g_autofree char *unshare = g_find_program_in_path ("unshare");
  /* sh -c SCRIPT sh DIR CLI LENS AGINCOURT: 77 when it cannot mount */
  static const char *script =
    "mount -t tmpfs -o size=1m muster-full \"$1\" 2>/dev/null || exit 77\n"
    "\"$2\" --library \"$1/library.db\" library add \"$3\" >/dev/null || exit 78\n"
    "dd if=/dev/zero of=\"$1/filler\" bs=4096 2>/dev/null\n"
    "echo add; \"$2\" --library \"$1/library.db\" library add \"$4\"; echo \"exit $?\"\n"
    "echo list; \"$2\" --library \"$1/library.db\" library list; echo \"exit $?\"\n"
    "echo new; \"$2\" --library \"$1/new.db\" library add \"$4\"; echo \"exit $?\"\n";
  g_autofree char *all = NULL;
  Run r = { 0 };

  if (unshare != NULL && getuid () == 0)
    {
      const char *prefix[] = { unshare, "--mount", "--propagation", "private", "sh", "-c", script, "sh", dir, NULL };

      r = run_under (prefix, lens, agincourt, NULL);
    }
  if (unshare == NULL || getuid () != 0 || r.status == 77 || r.status == -1)
    {
      g_test_skip ("cannot mount a small disk here");
      run_clear (&r);
      muster_test_rmtree (dir);
      return;
    }
  g_assert_cmpint (r.status, ==, 0);
  all = g_strconcat (r.out, r.err, NULL);
  g_test_message ("%s", all);
  g_assert_nonnull (strstr (r.out, "add\nexit 2\nlist\n"));
  g_assert_nonnull (strstr (r.out, "\tLens, 1648\t"));
  g_assert_nonnull (strstr (r.out, "exit 0\nnew\nexit 2\n"));
  g_assert_nonnull (strstr (r.err, "library.db cannot be used: the disk is full."));
  g_assert_nonnull (strstr (r.err, "new.db cannot be used: the disk is full."));
  g_assert_null (strstr (r.err, "I/O"));
  run_clear (&r);
  muster_test_rmtree (dir);
}

/* The number of lines of out that begin with a document id. */
static guint
count_rows (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_ascii_isdigit (lines[i][0]);
  return n;
}

/* list and search come 50 at a time, or --limit N from --offset M; text
 * output tells on stderr how to see the next page. */
static void
test_pages (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *army = library_of (dir, db, 55);
  Run r;

  r = cli ("--library", db, "library", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (count_rows (r.out), ==, 50);
  g_assert_true (g_str_has_prefix (r.out, "55\tArmy 54\t"));
  g_assert_nonnull (strstr (r.err, "--offset 50"));
  run_clear (&r);
  r = cli ("--library", db, "library", "list", "--offset", "50", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (count_rows (r.out), ==, 5);
  g_assert_true (g_str_has_prefix (r.out, "5\tArmy 4\t"));
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  r = cli ("--library", db, "library", "list", "--limit", "0", NULL);
  g_assert_cmpuint (count_rows (r.out), ==, 55);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  r = cli ("--library", db, "library", "list", "--limit=3", "--offset=1", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"Army 53\""));
  g_assert_nonnull (strstr (r.out, "\"Army 51\""));
  g_assert_null (strstr (r.out, "\"Army 50\""));
  g_assert_null (strstr (r.out, "\"Army 54\""));
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);

  /* search: whole names first, then the rest; pages of it */
  r = cli ("--library", db, "library", "search", "army", "--limit", "10", "--offset", "50", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (count_rows (r.out), ==, 5);
  run_clear (&r);
  r = cli ("--library", db, "library", "search", "pik", "--limit", "2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (count_rows (r.out), ==, 2);
  g_assert_nonnull (strstr (r.err, "--offset 2 shows the next 2"));
  run_clear (&r);

  /* what is not a page */
  {
    static const char *bad[][2] = { { "--limit", "-1" }, { "--limit", "x" }, { "--offset", "-2" },
                                    { "--limit", "1000001" }, { "--offset", "1e3" } };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        r = cli ("--library", db, "library", "list", bad[i][0], bad[i][1], NULL);
        g_assert_cmpint (r.status, ==, 2);
        g_assert_nonnull (strstr (r.err, bad[i][0]));
        run_clear (&r);
      }
  }
  r = cli ("--library", db, "library", "export", "1", "--limit", "2", "-o", army, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "does not apply"));
  run_clear (&r);
  muster_test_rmtree (dir);
}

/* Armies without a name: made under --lang ru, listed under --lang en
 * with the English title (and the Russian one under ru); the same army
 * added again in Russian is the same document, another of the same faction
 * and points is another; --json says which are named and valid. */
static void
test_unnamed (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  const char *one_text =
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
    "      faction=\"france-military-revolution\" points=\"400\">\n"
    "  <commander tier=\"competent\"/>\n"
    "  <unit type=\"pikemen\" count=\"2\"/>\n"
    "</army>\n";
  const char *two_text =
    "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\"\n"
    "      faction=\"france-military-revolution\" points=\"400\">\n"
    "  <commander tier=\"competent\"/>\n"
    "  <unit type=\"musketeers\" count=\"2\"/>\n"
    "</army>\n";
  g_autofree char *one = muster_test_write (dir, "one.xml", one_text, -1);
  g_autofree char *two = muster_test_write (dir, "two.xml", two_text, -1);
  g_autofree char *first = NULL;
  Run r;

  r = cli ("--lang", "ru", "--library", db, "library", "add", one, NULL);
  g_assert_cmpint (r.status, ==, 0);
  first = g_strdup (r.out);
  run_clear (&r);
  r = cli ("--lang", "en", "--library", db, "library", "add", one, NULL);
  g_assert_cmpstr (r.out, ==, first);
  run_clear (&r);
  r = cli ("--lang", "ru", "--library", db, "library", "add", one, NULL);
  g_assert_cmpstr (r.out, ==, first);
  run_clear (&r);
  r = cli ("--lang", "ru", "--library", db, "library", "add", two, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, !=, first);
  run_clear (&r);
  g_assert_cmpint (sql_int (db, "SELECT count(*) FROM documents"), ==, 2);
  g_assert_cmpint (sql_int (db, "SELECT count(*) FROM revisions"), ==, 2);

  r = cli ("--lang", "en", "--library", db, "library", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\tFrance — 400 points\t"));
  g_assert_null (strstr (r.out, "Франция"));
  run_clear (&r);
  r = cli ("--lang", "ru", "--library", db, "library", "list", NULL);
  /* (the Russian title keeps its dash to the name with a no-break space) */
  g_assert_nonnull (strstr (r.out, "\tФранция"));
  g_assert_nonnull (strstr (r.out, "— 400 очков\t"));
  run_clear (&r);
  r = cli ("--lang", "en", "--library", db, "library", "list", "--json", NULL);
  g_assert_nonnull (strstr (r.out, "\"name\" : \"France — 400 points\""));
  g_assert_nonnull (strstr (r.out, "\"named\" : false"));
  g_assert_nonnull (strstr (r.out, "\"valid\" : "));
  run_clear (&r);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) systems = muster_test_init (&argc, &argv);

  catalog = systems;

  g_test_add_func ("/cli/cli-library/planted-trigger", test_planted_trigger);
  g_test_add_func ("/cli/cli-library/export-checked", test_export_checked);
  g_test_add_func ("/cli/cli-library/null-content", test_null_content);
  g_test_add_func ("/cli/cli-library/read-only-commands", test_read_only_commands);
  g_test_add_func ("/cli/cli-library/read-only-library", test_read_only_library);
  g_test_add_func ("/cli/cli-library/immutable-library", test_immutable_library);
  g_test_add_func ("/cli/cli-library/not-a-file", test_not_a_file);
  g_test_add_func ("/cli/cli-library/full-disk", test_full_disk);
  g_test_add_func ("/cli/cli-library/pages", test_pages);
  g_test_add_func ("/cli/cli-library/unnamed", test_unnamed);
  return g_test_run ();
}
