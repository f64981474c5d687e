/* bench-terrain.c: terrain setups generated per second, for the quarter
 * method of Clouds of Smoke and the six-piece sector method of the ancient
 * rules. Prints its figures; asserts nothing about time.
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <stdio.h>

static double
setups_per_second (MusterSystem *system, MusterTerrainMethod method, guint n)
{
  MusterTerrainParams params;
  gint64 start;
  double seconds;

  muster_terrain_params_init (&params, system, method);
  params.pieces = 6;
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MusterTerrain) t = NULL;

      params.seed = i;
      t = muster_terrain_generate (system, &params, NULL);
      g_assert_nonnull (t);
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  return n / seconds;
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_catalog ();
  MusterSystem *smoke, *ancient;
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 200000;
  smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  ancient = muster_catalog_lookup (catalog, "ancient-medieval");
  g_assert_nonnull (smoke);
  g_assert_nonnull (ancient);

  printf ("%-52s %14s\n", "figure", "muster");
  printf ("%-52s %10.0f /s\n", "terrain setups, quarter method (Clouds of Smoke)",
          setups_per_second (smoke, MUSTER_TERRAIN_QUARTERS, n));
  printf ("%-52s %10.0f /s\n", "terrain setups, 6 pieces by sectors (ancient)",
          setups_per_second (ancient, MUSTER_TERRAIN_SECTORS, n));
  return 0;
}
