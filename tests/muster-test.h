/* muster-test.h: helpers the displayless tests share: the path of a file in
 * the source tree, a temporary folder per test, and writing files into it.
 */
#pragma once

#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "muster-core.h"

static inline char *
muster_test_source_path (const char *first, ...)
{
  const char *root = g_getenv ("MUSTER_SOURCE_DIR");
  GPtrArray *parts = g_ptr_array_new ();
  va_list args;
  char *path;

  g_ptr_array_add (parts, (gpointer) (root != NULL ? root : "."));
  g_ptr_array_add (parts, (gpointer) first);
  va_start (args, first);
  for (const char *p = va_arg (args, const char *); p != NULL; p = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) p);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  path = g_build_filenamev ((char **) parts->pdata);
  g_ptr_array_unref (parts);
  return path;
}

static inline char *
muster_test_tmpdir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("muster-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static inline char *
muster_test_write (const char *dir, const char *name, const char *contents, gssize length)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_mkdir_with_parents (parent, 0700);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
  return path;
}

/* The systems of the source tree (tests run with $MUSTER_DATA_DIR). */
static inline MusterCatalog *
muster_test_catalog (void)
{
  MusterCatalog *catalog = muster_catalog_new ();

  muster_catalog_add_default_folders (catalog);
  muster_catalog_load (catalog);
  g_assert_cmpuint (muster_catalog_get_systems (catalog)->len, >, 0);
  return catalog;
}

/* What every displayless test program does first: GLib's test set-up,
 * English messages, and the systems of the source tree. */
static inline MusterCatalog *
muster_test_init (int *argc, char ***argv)
{
  g_test_init (argc, argv, NULL);
  muster_set_language ("en");
  return muster_test_catalog ();
}

/* A shipped system that the tests need. */
static inline MusterSystem *
muster_test_system (MusterCatalog *catalog, const char *id)
{
  MusterSystem *system = muster_catalog_lookup (catalog, id);

  g_assert_nonnull (system);
  return system;
}

/* A terrain setup of the given method, pieces (for sectors) and seed. */
static inline MusterTerrain *
muster_test_terrain (MusterSystem *system, MusterTerrainMethod method, guint64 seed, int pieces)
{
  g_autoptr(GError) error = NULL;
  MusterTerrainParams params;
  MusterTerrain *terrain;

  muster_terrain_params_init (&params, system, method);
  params.seed = seed;
  if (method == MUSTER_TERRAIN_SECTORS)
    params.pieces = pieces;
  terrain = muster_terrain_generate (system, &params, &error);
  g_assert_no_error (error);
  return terrain;
}

/* Adds count of the army system's unit type unit_id, outside any regiment. */
static inline void
muster_test_add_unit (MusterArmy *army, const char *unit_id, guint count)
{
  MusterArmyUnit u = { 0 };

  u.type = muster_system_find_unit (muster_army_get_system (army), unit_id);
  g_assert_nonnull (u.type);
  u.count = count;
  u.regiment = -1;
  muster_army_insert_unit (army, -1, &u);
}

/* Adds a deployment zone of the scenario's side @side with @n corners given
 * for side 0: the other side's are mirrored to the far edge. */
static inline void
muster_test_add_zone (MusterScenario *scenario, guint side, const MusterPoint *corners, guint n)
{
  MusterScenarioItem zone;
  double depth;

  muster_scenario_get_table (scenario, NULL, &depth, NULL);
  muster_scenario_item_init (&zone, MUSTER_ITEM_ZONE);
  zone.side = g_strdup (muster_scenario_get_side (scenario, side)->id);
  zone.points = g_array_new (FALSE, FALSE, sizeof (MusterPoint));
  for (guint k = 0; k < n; k++)
    {
      MusterPoint p = corners[k];

      if (side == 1)
        p.y = depth - p.y;
      g_array_append_val (zone.points, p);
    }
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &zone), NULL));
  muster_scenario_item_clear (&zone);
}

static inline int
muster_test_compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The shipped sample armies as "<system>/<file>.xml", sorted; the file is
 * data/systems/<system>/armies/<file>.xml in the source tree. */
static inline GPtrArray *
muster_test_sample_armies (void)
{
  g_autofree char *root = muster_test_source_path ("data", "systems", NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  GDir *systems = g_dir_open (root, 0, NULL);
  const char *system;

  g_assert_nonnull (systems);
  while ((system = g_dir_read_name (systems)) != NULL)
    {
      g_autofree char *folder = g_build_filename (root, system, "armies", NULL);
      GDir *armies = g_dir_open (folder, 0, NULL);
      const char *file;

      while (armies != NULL && (file = g_dir_read_name (armies)) != NULL)
        if (g_str_has_suffix (file, ".xml"))
          g_ptr_array_add (paths, g_build_filename (system, file, NULL));
      if (armies != NULL)
        g_dir_close (armies);
    }
  g_dir_close (systems);
  g_ptr_array_sort (paths, muster_test_compare_strings);
  g_assert_cmpuint (paths->len, >, 0);
  return paths;
}

/* The source path of a sample army named as muster_test_sample_armies()
 * names it. */
static inline char *
muster_test_sample_army_path (const char *name)
{
  g_auto(GStrv) parts = g_strsplit (name, G_DIR_SEPARATOR_S, 2);

  return muster_test_source_path ("data", "systems", parts[0], "armies", parts[1], NULL);
}

/* The text of the sample army file @name (as muster_test_sample_armies()
 * names it: "clouds-of-smoke/borodino-1812-russia.xml"). */
static inline char *
muster_test_sample_army_text (const char *name)
{
  g_autofree char *path = muster_test_sample_army_path (name);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&text);
}

/* Removes a folder tree made by a test. */
static inline void
muster_test_rmtree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            muster_test_rmtree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

/* The shipped France list (Clouds of Smoke) with each (old, new) pair of
 * the NULL-ended arguments replaced once: a version of the list for tests
 * of installs and diffs. */
static inline char *
muster_test_france_edited (const char *first_old, ...)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions",
                                                   "france-military-revolution.xml", NULL);
  g_autofree char *text = NULL;
  GString *s;
  va_list args;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  s = g_string_new (text);
  va_start (args, first_old);
  for (const char *old = first_old; old != NULL; old = va_arg (args, const char *))
    {
      const char *new = va_arg (args, const char *);
      g_assert_cmpuint (g_string_replace (s, old, new, 1), ==, 1);
    }
  va_end (args);
  return g_string_free (s, FALSE);
}

/* A share code of the packed army payload (its format byte first), with
 * its checksum: for tests of codes that encode does not make. */
static inline char *
muster_test_share_code (const guint8 *payload, gsize len)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize dlen = sizeof digest;
  g_autoptr(GByteArray) b = g_byte_array_new ();
  g_autofree char *text = NULL;

  g_byte_array_append (b, payload, len);
  g_checksum_update (sum, payload, len);
  g_checksum_get_digest (sum, digest, &dlen);
  g_byte_array_append (b, digest, 4);
  text = g_base64_encode (b->data, b->len);
  g_strdelimit (text, "+", '-');
  g_strdelimit (text, "/", '_');
  g_strdelimit (text, "=", '\0');
  return g_strconcat (MUSTER_SHARE_PREFIX, text, NULL);
}
