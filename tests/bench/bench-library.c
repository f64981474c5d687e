/* bench-library.c: the library at 10,000 armies: saving them, listing them,
 * and full-text search by name, by unit name in English and Russian, and
 * by prefix. Prints its figures; asserts nothing about time.
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <stdio.h>

static double
median_ms (GArray *samples)
{
  double *v = (double *) samples->data;

  for (guint i = 1; i < samples->len; i++)
    for (guint j = i; j > 0 && v[j - 1] > v[j]; j--)
      {
        double t = v[j];
        v[j] = v[j - 1];
        v[j - 1] = t;
      }
  return v[samples->len / 2];
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_catalog ();
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  static const char *queries[] = { "Lens", "pikemen", "Пикинеры", "mus", "battle 4711", "cuirass" };
  static const char *places[] = { "Lens", "Rocroi", "Nördlingen", "Полтава", "Breitenfeld", "Lützen" };
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 10000;
  GPtrArray *systems;
  gint64 start;
  double save_s;
  systems = muster_catalog_get_systems (catalog);
  library = muster_library_open (path, NULL, &error);
  g_assert_no_error (error);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i % systems->len);
      GPtrArray *factions = muster_system_get_factions (system);
      const MusterFaction *f = g_ptr_array_index (factions, i % factions->len);
      g_autoptr(MusterArmy) army = muster_army_new (system, f, 400);
      g_autofree char *name = g_strdup_printf ("%s, battle %u", places[i % G_N_ELEMENTS (places)], i);

      muster_army_set_name (army, name);
      for (guint u = 0; u < 12; u++)
        {
          MusterArmyUnit unit = { g_ptr_array_index (f->units, (i + u) % f->units->len), 1 + u % 3, 0, FALSE, -1, TRUE };
          muster_army_insert_unit (army, -1, &unit);
        }
      g_assert_cmpint (muster_library_save_army (library, 0, army, &error), >, 0);
    }
  save_s = (g_get_monotonic_time () - start) / 1e6;

  printf ("%-52s %14s\n", "figure", "muster");
  printf ("%-52s %11.2f ms\n", g_strdup_printf ("save an army to the library (of %u)", n), save_s * 1000 / n);
  {
    g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
    for (guint r = 0; r < 5; r++)
      {
        gint64 t = g_get_monotonic_time ();
        g_autoptr(GPtrArray) all = muster_library_list (library, -1, &error);
        double ms = (g_get_monotonic_time () - t) / 1000.0;

        g_assert_cmpuint (all->len, ==, n);
        g_array_append_val (samples, ms);
      }
    printf ("%-52s %11.2f ms\n", g_strdup_printf ("list all %u armies", n), median_ms (samples));
  }
  for (guint q = 0; q < G_N_ELEMENTS (queries); q++)
    {
      g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
      guint hits = 0;

      for (guint r = 0; r < 7; r++)
        {
          gint64 t = g_get_monotonic_time ();
          g_autoptr(GPtrArray) found = muster_library_search (library, queries[q], &error);
          double ms = (g_get_monotonic_time () - t) / 1000.0;

          g_assert_no_error (error);
          hits = found->len;
          g_array_append_val (samples, ms);
        }
      printf ("%-52s %11.2f ms\n", g_strdup_printf ("search “%s” over %u armies (%u hits)", queries[q], n, hits),
              median_ms (samples));
    }
  muster_test_rmtree (dir);
  return 0;
}
