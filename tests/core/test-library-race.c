/* test-library-race.c: processes that meet on one library. Eight at once
 * (this program started again) open a library that does not exist yet and
 * add revisions of one army and one army each, round after round: every
 * revision a process was told is kept is there, nothing was moved aside,
 * and each army is one document. Each also opens the same two armies (one
 * named, one without a name) as the window does: one document each, with
 * one revision.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib-unix.h>

#include "muster-core.h"
#include "muster-library.h"
#include "../muster-test.h"

#define N_PROCESSES 8
#define N_SHARED    3       /* revisions of the shared army each process adds */

static MusterSystem *smoke;
static const char *self_path;

static MusterArmy *
army_new (const char *name, const char *notes)
{
  const MusterFaction *f = muster_system_lookup_faction (smoke, "france-military-revolution");
  MusterArmy *army = muster_army_new (smoke, f, 400);

  muster_army_set_name (army, name);
  muster_army_set_notes (army, notes);
  muster_test_add_unit (army, "pikemen", 2);
  return army;
}

/* What one process does once released: open the library and add its
 * armies, telling on out one line "notes" per add the library accepted. */
static int
child (const char *path,
       guint       id,
       int         out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  g_autoptr(MusterLibrary) library = muster_library_open (path, &moved_aside, &error);

  if (library == NULL)
    {
      fprintf (stderr, "process %u: open: %s\n", id, error->message);
      return 1;
    }
  if (moved_aside != NULL)
    {
      fprintf (stderr, "process %u: %s\n", id, moved_aside);
      return 2;
    }
  for (guint i = 0; i <= N_SHARED; i++)
    {
      /* the shared army three times, then the process's own */
      g_autofree char *name = i < N_SHARED ? g_strdup ("Race") : g_strdup_printf ("Race %u", id);
      g_autofree char *notes = g_strdup_printf ("p%u-%u", id, i);
      g_autofree char *line = g_strdup_printf ("%s\n", notes);
      g_autoptr(MusterArmy) army = army_new (name, notes);

      if (muster_library_add_army (library, army, &error) == 0)
        {
          fprintf (stderr, "process %u: add %u: %s\n", id, i, error->message);
          return 3;
        }
      /* one short write: the lines of the processes do not mix */
      if (write (out, line, strlen (line)) != (gssize) strlen (line))
        return 4;
    }
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(MusterArmy) army = army_new (i == 0 ? "Opened" : NULL, "opened");

      if (muster_library_keep_army (library, army, &error) == 0)
        {
          fprintf (stderr, "process %u: keep %u: %s\n", id, i, error->message);
          return 3;
        }
    }
  return 0;
}

/* The files of dir whose names start with prefix. */
static guint
count_files (const char *dir, const char *prefix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    n += g_str_has_prefix (name, prefix);
  return n;
}

/* Starts process id of a round: this program again, as a new process like
 * muster-cli or a second Muster (never a fork that carries this one's
 * state), with the ends of the round's pipes it needs. */
static pid_t
spawn_child (const char *path, guint id, int go, int results, int ready)
{
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      /* F_DUPFD: copies that survive exec, the originals do not */
      char args[3][16];
      int fds[3] = { go, results, ready };

      for (guint i = 0; i < 3; i++)
        g_snprintf (args[i], sizeof args[i], "%d", fcntl (fds[i], F_DUPFD, 10));
      {
        char number[16];

        g_snprintf (number, sizeof number, "%u", id);
        execl (self_path, self_path, "--race-child", path, number, args[0], args[1], args[2], (char *) NULL);
      }
      _exit (127);
    }
  return pid;
}

/* One round: a new folder, processes released at once on a library that
 * is not there yet; then what the library holds against what they were
 * told. */
static void
race_round (guint round)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(GHashTable) told = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(GPtrArray) documents = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  g_auto(GStrv) split = NULL;
  pid_t pids[N_PROCESSES];
  int go[2], results[2], ready[2];
  guint failed = 0, shared = 0, opened = 0;
  char buffer[4096];
  gssize n;

  g_assert_true (g_unix_open_pipe (go, FD_CLOEXEC, NULL));
  g_assert_true (g_unix_open_pipe (results, FD_CLOEXEC, NULL));
  g_assert_true (g_unix_open_pipe (ready, FD_CLOEXEC, NULL));
  for (guint i = 0; i < N_PROCESSES; i++)
    pids[i] = spawn_child (path, i, go[0], results[1], ready[1]);
  close (go[0]);
  close (results[1]);
  close (ready[1]);

  /* every process has loaded its systems: release them all at once */
  for (guint i = 0; i < N_PROCESSES; i++)
    {
      char c;

      while ((n = read (ready[0], &c, 1)) < 0 && errno == EINTR)
        ;
      if (n != 1)
        break;                  /* one died early: its status tells */
    }
  close (ready[0]);
  close (go[1]);

  while ((n = read (results[0], buffer, sizeof buffer)) != 0)
    {
      if (n < 0 && errno == EINTR)
        continue;
      g_assert_cmpint (n, >, 0);
      g_string_append_len (lines, buffer, n);
    }
  close (results[0]);
  for (guint i = 0; i < N_PROCESSES; i++)
    {
      int status;

      g_assert_cmpint (waitpid (pids[i], &status, 0), ==, pids[i]);
      if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          g_test_message ("round %u: process %u ended with status 0x%x", round, i, status);
          failed++;
        }
    }

  /* nothing was moved aside, and the library opens as it is */
  g_assert_cmpuint (count_files (dir, "library.db.corrupt"), ==, 0);
  g_assert_cmpuint (failed, ==, 0);
  library = muster_library_open (path, &moved_aside, &error);
  g_assert_no_error (error);
  g_assert_null (moved_aside);

  /* every add a process was told of is one revision, in one document per army */
  split = g_strsplit (lines->str, "\n", -1);
  for (guint i = 0; split[i] != NULL && *split[i] != '\0'; i++)
    g_assert_true (g_hash_table_add (told, g_strdup (split[i])));
  documents = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (documents->len, ==, N_PROCESSES + 3);
  for (guint d = 0; d < documents->len; d++)
    {
      const MusterLibraryEntry *entry = g_ptr_array_index (documents, d);
      g_autoptr(GPtrArray) revisions = muster_library_get_revisions (library, entry->id, &error);
      gboolean is_shared = g_str_equal (entry->name, "Race");
      gboolean is_opened = g_str_equal (entry->name, "Opened") || *entry->name == '\0';

      g_assert_no_error (error);
      if (is_opened)
        {
          g_assert_cmpuint (revisions->len, ==, 1);
          opened++;
          continue;
        }
      shared += is_shared;
      g_assert_cmpuint (revisions->len, ==, is_shared ? N_PROCESSES * N_SHARED : 1);
      for (guint r = 0; r < revisions->len; r++)
        {
          const MusterRevision *revision = g_ptr_array_index (revisions, r);
          g_autofree char *xml = muster_library_get_content (library, entry->id, revision->id, &error);
          g_autoptr(GMatchInfo) match = NULL;
          g_autofree char *notes = NULL;
          g_autoptr(GRegex) regex = g_regex_new ("<notes>(p[0-9]+-[0-9]+)</notes>", 0, 0, NULL);

          g_assert_no_error (error);
          g_assert_cmpuint (revision->number, ==, r + 1);
          g_assert_true (g_regex_match (regex, xml, 0, &match));
          notes = g_match_info_fetch (match, 1);
          /* each told add is here exactly once */
          g_assert_true (g_hash_table_remove (told, notes));
        }
    }
  g_assert_cmpuint (shared, ==, 1);
  g_assert_cmpuint (opened, ==, 2);
  g_assert_cmpuint (g_hash_table_size (told), ==, 0);
  muster_test_rmtree (dir);
}

static void
test_race (void)
{
  guint rounds = 50;
  gint64 start = g_get_monotonic_time ();

  if (g_getenv ("MUSTER_RACE_ROUNDS") != NULL)
    rounds = (guint) g_ascii_strtoull (g_getenv ("MUSTER_RACE_ROUNDS"), NULL, 10);
  for (guint round = 0; round < rounds; round++)
    race_round (round);
  g_test_message ("%u rounds of %u processes in %.1f s", rounds, N_PROCESSES,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
}

/* A process of a round: muster-cli or a second Muster in real use. */
static int
child_main (char **argv)
{
  g_autoptr(MusterCatalog) catalog = NULL;
  guint id = (guint) g_ascii_strtoull (argv[3], NULL, 10);
  int go = atoi (argv[4]), results = atoi (argv[5]), ready = atoi (argv[6]);
  char c;

  muster_set_language ("en");
  catalog = muster_test_catalog ();
  smoke = muster_test_system (catalog, "clouds-of-smoke");
  if (write (ready, "r", 1) != 1)
    return 5;
  close (ready);
  /* released when the parent closes its end */
  while (read (go, &c, 1) < 0 && errno == EINTR)
    ;
  close (go);
  return child (argv[2], id, results);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = NULL;

  if (argc == 7 && g_str_equal (argv[1], "--race-child"))
    return child_main (argv);

  self_path = argv[0];
  catalog = muster_test_init (&argc, &argv);
  smoke = muster_test_system (catalog, "clouds-of-smoke");
  g_test_add_func ("/core/library/race", test_race);
  return g_test_run ();
}
