/* test-crash.c: crash-safe saving. A child process saves army after army to
 * the library and to an XML file, telling the parent after each commit; the
 * parent kills it with SIGKILL at random moments, 200 times and more. After
 * every kill the library passes PRAGMA integrity_check and holds every
 * revision any child has reported in this or an earlier round (not only the
 * last one), and the XML file is whole: one of the versions written, never
 * a mix. At the end every reported revision is read back through the
 * library and is the whole army that was saved.
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#define KILLS 220

static MusterCatalog *catalog;

static MusterArmy *
army_version (guint n)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  MusterArmy *army = muster_army_new (smoke, fr, 400 + n % 600);
  g_autofree char *name = g_strdup_printf ("Crash test army");
  g_autofree char *notes = g_strdup_printf ("version %u", n);

  muster_army_set_name (army, name);
  muster_army_set_notes (army, notes);
  /* big enough that a write takes a while */
  for (guint i = 0; i < 40 + n % 20; i++)
    {
      MusterArmyUnit u = { g_ptr_array_index (fr->units, (i + n) % fr->units->len), 1 + i % 3, 1 + i % 4, FALSE, -1, TRUE };
      muster_army_insert_unit (army, -1, &u);
    }
  return army;
}

/* The child: saves versions start, start + 1, ... forever; after each one is
 * committed to the library and the file, writes its number to fd. */
static G_GNUC_NORETURN void
saver (const char *library_path, const char *xml_path, guint start, int fd)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = muster_library_open (library_path, NULL, &error);
  gint64 document = 0;

  if (library == NULL)
    _exit (3);
  for (guint n = start;; n++)
    {
      g_autoptr(MusterArmy) army = army_version (n);
      char line[32];
      int len;

      if (document == 0)
        document = muster_library_find_army (library, army, NULL);
      document = muster_library_save_army (library, document, army, &error);
      if (document <= 0)
        _exit (4);
      if (!muster_army_save_file (army, xml_path, &error))
        _exit (5);
      len = g_snprintf (line, sizeof line, "%u\n", n);
      if (write (fd, line, len) != len)
        _exit (6);
    }
}

/* reported[n] is TRUE when a child said it had committed version n */
static gboolean
was_reported (GArray *reported, guint n)
{
  return n < reported->len && g_array_index (reported, gboolean, n);
}

static void
set_reported (GArray *reported, guint n)
{
  gboolean yes = TRUE;

  if (n >= reported->len)
    g_array_set_size (reported, n + 1);
  g_assert_false (g_array_index (reported, gboolean, n));
  g_array_index (reported, gboolean, n) = yes;
}

/* The library passes its integrity check, and every version any child has
 * reported so far has a revision: reading the version out of each stored
 * army's notes, not looking for the last one alone. */
static void
check_library (const char *path, GArray *reported)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  g_autoptr(GArray) present = g_array_new (FALSE, TRUE, sizeof (gboolean));
  int rc;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "ok");
  sqlite3_finalize (stmt);

  /* a library the child had no time to make has no tables yet: then it
   * must not have reported anything */
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT count(*) FROM sqlite_schema WHERE name = 'revisions'",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  if (sqlite3_column_int (stmt, 0) == 0)
    {
      sqlite3_finalize (stmt);
      sqlite3_close (db);
      for (guint n = 0; n < reported->len; n++)
        g_assert_false (was_reported (reported, n));
      return;
    }
  sqlite3_finalize (stmt);

  g_assert_cmpint (sqlite3_prepare_v2 (db,
                                       "SELECT instr(content, '<notes>version '),"
                                       " CAST(substr(content, instr(content, '<notes>version ') + 15) AS INTEGER)"
                                       " FROM revisions", -1, &stmt, NULL), ==, SQLITE_OK);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      guint version = (guint) sqlite3_column_int (stmt, 1);
      gboolean yes = TRUE;

      g_assert_cmpint (sqlite3_column_int (stmt, 0), >, 0);
      g_assert_cmpuint (version, >, 0);
      if (version >= present->len)
        g_array_set_size (present, version + 1);
      g_array_index (present, gboolean, version) = yes;
    }
  g_assert_cmpint (rc, ==, SQLITE_DONE);
  sqlite3_finalize (stmt);
  sqlite3_close (db);

  for (guint n = 0; n < reported->len; n++)
    if (was_reported (reported, n) && !was_reported (present, n))
      g_error ("version %u was reported committed and is not in the library", n);
}

static void
test_kill_while_saving (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *library_path = g_build_filename (dir, "library.db", NULL);
  g_autofree char *xml_path = g_build_filename (dir, "army.xml", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4711);
  g_autoptr(GArray) reported_all = g_array_new (FALSE, TRUE, sizeof (gboolean));
  guint next = 1, committed_total = 0, kills = 0;

  for (guint round = 0; round < KILLS; round++)
    {
      int fds[2];
      pid_t pid;
      int status;
      guint last = 0;
      g_autoptr(GString) reported = g_string_new (NULL);
      char buf[256];
      ssize_t n;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          saver (library_path, xml_path, next, fds[1]);
        }
      close (fds[1]);

      /* a random moment: every other round from the start (perhaps before
       * anything is saved), the others after the first save, so that even a
       * slow build (sanitizers, valgrind) gets kills in the middle of saves */
      if (round % 2 == 1)
        {
          char c;
          while (read (fds[0], &c, 1) == 1)
            {
              g_string_append_c (reported, c);
              if (c == '\n')
                break;
            }
        }
      g_usleep (500 + g_rand_int_range (rand, 0, 40000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status) || (WIFEXITED (status) && WEXITSTATUS (status) == 0));
      if (WIFSIGNALED (status))
        kills++;
      while ((n = read (fds[0], buf, sizeof buf)) > 0)
        g_string_append_len (reported, buf, n);
      close (fds[0]);
      {
        g_auto(GStrv) lines = g_strsplit (reported->str, "\n", -1);
        for (guint i = 0; lines[i] != NULL; i++)
          if (*lines[i] != '\0')
            {
              last = (guint) atoi (lines[i]);
              set_reported (reported_all, last);
              committed_total++;
            }
      }

      if (g_file_test (library_path, G_FILE_TEST_EXISTS))
        check_library (library_path, reported_all);
      else
        g_assert_cmpuint (committed_total, ==, 0);

      /* the file is one whole version: the last reported, or the one being
       * written when the kill came */
      if (g_file_test (xml_path, G_FILE_TEST_EXISTS))
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(MusterArmy) army = muster_army_load_file (catalog, xml_path, &error);
          guint version;

          g_assert_no_error (error);
          version = (guint) atoi (muster_army_get_notes (army) + strlen ("version "));
          if (last > 0)
            g_assert_true (version == last || version == last + 1);
          {
            g_autoptr(MusterArmy) expected = army_version (version);
            g_assert_true (muster_army_equal (army, expected));
          }
        }
      if (last > 0)
        next = last + 1;
    }
  g_test_message ("%u kills, %u revisions committed", kills, committed_total);
  g_assert_cmpuint (kills, >=, 200);
  g_assert_cmpuint (committed_total, >, 0);

  /* and the library still opens and works */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *moved = NULL;
    g_autoptr(MusterLibrary) library = muster_library_open (library_path, &moved, &error);
    g_autoptr(GPtrArray) list = NULL;

    g_autoptr(GPtrArray) revisions = NULL;
    g_autoptr(GArray) present = g_array_new (FALSE, TRUE, sizeof (gboolean));
    const MusterLibraryEntry *entry;

    g_assert_no_error (error);
    g_assert_null (moved);
    list = muster_library_list (library, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (list->len, ==, 1);
    entry = g_ptr_array_index (list, 0);

    /* every revision is a whole army that was saved, and every reported
     * one is among them */
    revisions = muster_library_get_revisions (library, entry->id, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (revisions->len, >=, committed_total);
    for (guint i = 0; i < revisions->len; i++)
      {
        const MusterRevision *rev = g_ptr_array_index (revisions, i);
        g_autofree char *content = muster_library_get_content (library, entry->id, rev->id, &error);
        g_autoptr(MusterArmy) army = NULL;
        g_autoptr(MusterArmy) expected = NULL;
        guint version;
        gboolean yes = TRUE;

        g_assert_no_error (error);
        army = muster_army_load_memory (catalog, content, strlen (content), "revision.xml", &error);
        g_assert_no_error (error);
        version = (guint) atoi (muster_army_get_notes (army) + strlen ("version "));
        expected = army_version (version);
        g_assert_true (muster_army_equal (army, expected));
        if (version >= present->len)
          g_array_set_size (present, version + 1);
        g_array_index (present, gboolean, version) = yes;
      }
    for (guint n = 0; n < reported_all->len; n++)
      if (was_reported (reported_all, n) && !was_reported (present, n))
        g_error ("version %u was reported committed and cannot be read back", n);
  }
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);

  g_test_add_func ("/core/crash/kill-while-saving", test_kill_while_saving);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
