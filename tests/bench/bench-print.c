/* bench-print.c: a 100-unit ancient army's order cards and reference sheet
 * in one PDF, and an action board: median wall time of five runs and peak
 * memory beside the aim of 300 ms. Prints; asserts nothing about time.
 */
#include "muster-core.h"
#include "muster-sheet.h"
#include "../muster-test.h"

#include <stdio.h>

#include "bench-common.h"
#include <sys/resource.h>

#define RUNS 5
#define AIM_MS 300.0

/* An ancient army of @n unit entries, one of each type of its faction in
 * turn. */
static MusterArmy *
big_army (MusterSystem *system, guint n)
{
  GPtrArray *factions = muster_system_get_factions (system);
  const MusterFaction *faction = NULL;
  MusterArmy *army;

  /* the faction with the most unit types */
  for (guint i = 0; i < factions->len; i++)
    {
      const MusterFaction *f = g_ptr_array_index (factions, i);

      if (faction == NULL || f->units->len > faction->units->len)
        faction = f;
    }
  g_assert_nonnull (faction);
  army = muster_army_new (system, faction, 5000);
  muster_army_set_name (army, "A hundred units");
  for (guint i = 0; i < n; i++)
    {
      MusterArmyUnit u = { 0 };

      u.type = g_ptr_array_index (faction->units, i % faction->units->len);
      u.count = 1;
      u.regiment = -1;
      muster_army_insert_unit (army, -1, &u);
    }
  g_assert_cmpuint (muster_army_get_n_units (army), ==, n);
  return army;
}

static int
write_pdf (GObject *document, const char * const *ids, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterPrintJob) job = NULL;
  MusterPage page;

  muster_page_init (&page, muster_paper_lookup ("a4"), FALSE, 0);
  job = muster_print_job_new (document, ids, NULL, &page, &error);
  g_assert_no_error (error);
  g_assert_true (muster_print_job_to_pdf (job, path, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return muster_print_job_get_n_pages (job);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_catalog ();
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(MusterArmy) smoke_army = NULL;
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cards_samples = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) board_samples = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *cards_pdf = g_build_filename (dir, "cards.pdf", NULL);
  g_autofree char *board_pdf = g_build_filename (dir, "board.pdf", NULL);
  g_autofree char *lens = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml",
                                                   NULL);
  g_autofree char *label = NULL;
  static const char * const cards[] = { "order-cards", "reference", NULL };
  static const char * const board[] = { "action-board", NULL };
  guint n_units = argc > 1 ? (guint) atoi (argv[1]) : 100;
  struct rusage usage;
  int pages = 0;

  muster_set_language ("en");
  army = big_army (muster_test_system (catalog, "ancient-medieval"), n_units);
  smoke_army = muster_army_load_file (catalog, lens, &error);
  g_assert_no_error (error);

  for (guint r = 0; r < RUNS; r++)
    {
      gint64 start = g_get_monotonic_time ();
      gint64 middle;
      double ms, cards_ms, board_ms;

      pages = write_pdf (G_OBJECT (army), cards, cards_pdf);
      middle = g_get_monotonic_time ();
      pages += write_pdf (G_OBJECT (smoke_army), board, board_pdf);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      cards_ms = (middle - start) / 1000.0;
      board_ms = ms - cards_ms;
      g_array_append_val (samples, ms);
      g_array_append_val (cards_samples, cards_ms);
      g_array_append_val (board_samples, board_ms);
    }
  getrusage (RUSAGE_SELF, &usage);

  label = g_strdup_printf ("print %u-unit army: order cards, reference, board", n_units);
  printf ("%-52s %12s %12s %8s\n", "figure", "muster", "aim", "ratio");
  printf ("%-52s %9.0f ms %9.0f ms %8.2f\n", label, bench_median (samples), AIM_MS, bench_median (samples) / AIM_MS);
  printf ("%-52s %9.0f ms %12s %8s\n", "  of which the order cards and reference (one PDF)", bench_median (cards_samples),
          "-", "-");
  printf ("%-52s %9.0f ms %12s %8s\n", "  of which the action board (one PDF)", bench_median (board_samples), "-", "-");
  printf ("%-52s %9.0f MB %12s %8s\n", g_strdup_printf ("  peak memory (%d pages)", pages),
          usage.ru_maxrss / 1024.0, "-", "-");
  muster_test_rmtree (dir);
  return 0;
}
