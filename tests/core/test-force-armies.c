/* test-force-armies.c: a scenario's forces described from the armies they
 * point to: an army file (absolute or beside the scenario) by its army's
 * name and points, kept until the file changes; one missing, unreadable,
 * a FIFO or of another game system by its file name and why; a library
 * army from the library, followed to its newest revision; a snapshot of a
 * scenario's armies for another thread, which reads nothing more.
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

static MusterCatalog *catalog;

#define BORODINO "Borodino, 1812 (sample), 498 of 500 points"

/* The line of a force of army file @army (as the scenario holds it). */
static char *
describe_file (MusterForceArmies *armies, const char *army, gboolean *read)
{
  MusterSystem *system = muster_test_system (catalog, "clouds-of-smoke");
  MusterForce force = { .army = (char *) army };
  g_autoptr(MusterArmy) described = NULL;
  char *text = muster_force_describe (system, &force, armies, &described);

  if (read != NULL)
    *read = described != NULL;
  return text;
}

static void
assert_described (MusterForceArmies *armies, const char *army, const char *expected)
{
  g_autofree char *text = describe_file (armies, army, NULL);

  g_assert_cmpstr (text, ==, expected);
}

/* Rewrites @path in place (the same inode) with @text and gives it back
 * the modification time @st had. */
static void
rewrite_keeping_time (const char *path, const char *text, const GStatBuf *st)
{
  struct timespec times[2] = { st->st_atim, st->st_mtim };
  FILE *f = fopen (path, "r+");

  g_assert_nonnull (f);
  g_assert_cmpuint (fwrite (text, 1, strlen (text), f), ==, strlen (text));
  g_assert_cmpint (fclose (f), ==, 0);
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

static void
test_file (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *text = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");
  g_autofree char *path = muster_test_write (dir, "borodino.xml", text, -1);
  g_autoptr(MusterForceArmies) armies = muster_force_armies_new (catalog, NULL);
  g_autoptr(GString) bigger = g_string_new (text);
  g_autofree char *line = NULL;
  gboolean read = FALSE;
  GStatBuf st;

  /* the army's name and its points spent of its limit, as an embedded army's */
  line = describe_file (armies, path, &read);
  g_assert_cmpstr (line, ==, BORODINO);
  g_assert_true (read);
  /* without the armies: the file's name, as before */
  g_clear_pointer (&line, g_free);
  line = describe_file (NULL, path, &read);
  g_assert_cmpstr (line, ==, "borodino.xml");
  g_assert_false (read);
  /* a relative file, beside the scenario: found in the folder given, and
   * named by its file name where there is none */
  assert_described (armies, "borodino.xml", "borodino.xml");
  muster_force_armies_set_folder (armies, dir);
  assert_described (armies, "borodino.xml", BORODINO);

  /* kept: the same file (time, size, inode) is not read again, even when
   * its bytes changed behind a kept modification time */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (g_string_replace (bigger, "points=\"500\"", "points=\"600\"", 1), ==, 1);
  rewrite_keeping_time (path, bigger->str, &st);
  assert_described (armies, path, BORODINO);
  /* forgotten (the force chosen anew): read again */
  {
    MusterForce force = { .army = path };

    muster_force_armies_forget (armies, &force);
  }
  assert_described (armies, path, "Borodino, 1812 (sample), 498 of 600 points");
  /* a new modification time: read again */
  rewrite_keeping_time (path, text, &st);
  assert_described (armies, path, "Borodino, 1812 (sample), 498 of 600 points");
  {
    struct timespec times[2] = { st.st_atim, st.st_mtim };

    times[1].tv_sec += 10;
    g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
  }
  assert_described (armies, path, BORODINO);
  muster_test_rmtree (dir);
}

/* An army that cannot be read: the file's name and why, in plain words;
 * a FIFO is refused at once, not waited on. */
static void
test_unread (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *fifo = g_build_filename (dir, "fifo.xml", NULL);
  g_autofree char *garbage = muster_test_write (dir, "garbage.xml", "<army>not one", -1);
  g_autofree char *ancient = muster_test_write (dir, "ancient.xml",
                                                "<army xmlns=\"https://muster.github.io/ns/army/1\" "
                                                "system=\"ancient-medieval\" faction=\"ancient-britons\" "
                                                "points=\"200\"/>", -1);
  g_autofree char *missing = g_build_filename (dir, "lens-1648.xml", NULL);
  g_autoptr(MusterForceArmies) armies = muster_force_armies_new (catalog, NULL);
  MusterSystem *system = muster_test_system (catalog, "clouds-of-smoke");
  g_autofree char *line = NULL;
  gboolean read = TRUE;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  line = describe_file (armies, missing, &read);
  g_assert_cmpstr (line, ==, "lens-1648.xml (missing)");
  g_assert_false (read);
  assert_described (armies, garbage, "garbage.xml (cannot be read)");
  assert_described (armies, fifo, "fifo.xml (cannot be read)");
  assert_described (armies, ancient, "ancient.xml (another game system)");
  /* the force's points still follow the name */
  {
    MusterForce force = { .army = missing, .points = 400 };
    g_autofree char *with_points = muster_force_describe (system, &force, armies, NULL);

    g_assert_cmpstr (with_points, ==, "lens-1648.xml (missing), 400 points");
  }
  /* the file comes: read, though its absence was kept */
  {
    g_autofree char *text = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");

    g_free (muster_test_write (dir, "lens-1648.xml", text, -1));
    assert_described (armies, missing, BORODINO);
  }
  muster_test_rmtree (dir);
}

/* A library army: from the library (its newest revision), "army N of the
 * library" without one, missing when it is gone. */
static void
test_library (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *text = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = muster_library_open (db, NULL, &error);
  g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, text, strlen (text), "borodino.xml", &error);
  g_autoptr(MusterForceArmies) armies = NULL;
  g_autoptr(MusterForceArmies) none = muster_force_armies_new (catalog, NULL);
  MusterSystem *system = muster_test_system (catalog, "clouds-of-smoke");
  MusterForce force = { 0 };
  g_autofree char *line = NULL;
  g_autofree char *id = NULL;
  g_autofree char *bare = NULL;

  g_assert_no_error (error);
  armies = muster_force_armies_new (catalog, library);
  force.library = muster_library_add_army (library, army, &error);
  g_assert_no_error (error);
  id = g_strdup_printf ("army %" G_GINT64_FORMAT " of the library", force.library);

  line = muster_force_describe (system, &force, armies, NULL);
  g_assert_cmpstr (line, ==, BORODINO);
  g_clear_pointer (&line, g_free);
  line = muster_force_describe (system, &force, none, NULL);
  g_assert_cmpstr (line, ==, id);
  g_clear_pointer (&line, g_free);

  /* a new revision of it: followed */
  muster_army_set_points (army, 600);
  g_assert_cmpint (muster_library_save_army (library, force.library, army, &error), ==, force.library);
  g_assert_no_error (error);
  line = muster_force_describe (system, &force, armies, NULL);
  g_assert_cmpstr (line, ==, "Borodino, 1812 (sample), 498 of 600 points");
  g_clear_pointer (&line, g_free);

  /* deleted: missing */
  g_assert_true (muster_library_delete (library, force.library, &error));
  g_assert_no_error (error);
  line = muster_force_describe (system, &force, armies, NULL);
  bare = g_strconcat (id, " (missing)", NULL);
  g_assert_cmpstr (line, ==, bare);
  muster_test_rmtree (dir);
}

/* A snapshot holds the armies of a scenario's forces as they were read
 * when it was made (a file's, a library army's, a missing one's): later
 * changes to the file or the library do not reach it, and it has no
 * library to read. */
static void
test_snapshot (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autofree char *text = muster_test_sample_army_text ("clouds-of-smoke/borodino-1812-russia.xml");
  g_autofree char *path = muster_test_write (dir, "borodino.xml", text, -1);
  g_autofree char *gone = g_build_filename (dir, "gone.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = muster_library_open (db, NULL, &error);
  g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, text, strlen (text), "borodino.xml", &error);
  g_autoptr(MusterForceArmies) armies = NULL;
  g_autoptr(MusterForceArmies) snapshot = NULL;
  MusterSystem *system = muster_test_system (catalog, "clouds-of-smoke");
  g_autoptr(MusterScenario) scenario = muster_scenario_new (system);
  MusterForce in_library = { 0 };
  MusterForce in_file = { .army = path };
  MusterForce missing = { .army = gone };
  g_autofree char *line = NULL;

  g_assert_no_error (error);
  armies = muster_force_armies_new (catalog, library);
  in_library.library = muster_library_add_army (library, army, &error);
  g_assert_no_error (error);
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_set_force (scenario, 0, &in_library), NULL));
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_set_force (scenario, 1, &in_file), NULL));

  snapshot = muster_force_armies_snapshot (armies, scenario);
  g_assert_null (muster_force_armies_get_library (snapshot));

  /* the library army and the file change, the file is gone */
  muster_army_set_points (army, 600);
  g_assert_cmpint (muster_library_save_army (library, in_library.library, army, &error), ==, in_library.library);
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (path), ==, 0);

  line = muster_force_describe (system, &in_library, snapshot, NULL);
  g_assert_cmpstr (line, ==, BORODINO);
  g_clear_pointer (&line, g_free);
  line = muster_force_describe (system, &in_file, snapshot, NULL);
  g_assert_cmpstr (line, ==, BORODINO);
  g_clear_pointer (&line, g_free);
  /* what the scenario does not name is not read: a file name only */
  line = muster_force_describe (system, &missing, snapshot, NULL);
  g_assert_cmpstr (line, ==, "gone.xml");
  g_clear_pointer (&line, g_free);

  /* while the armies it was made from follow the changes */
  line = muster_force_describe (system, &in_library, armies, NULL);
  g_assert_cmpstr (line, ==, "Borodino, 1812 (sample), 498 of 600 points");
  g_clear_pointer (&line, g_free);
  line = muster_force_describe (system, &in_file, armies, NULL);
  g_assert_cmpstr (line, ==, "borodino.xml (missing)");
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  g_test_add_func ("/core/force-armies/file", test_file);
  g_test_add_func ("/core/force-armies/unread", test_unread);
  g_test_add_func ("/core/force-armies/library", test_library);
  g_test_add_func ("/core/force-armies/snapshot", test_snapshot);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
