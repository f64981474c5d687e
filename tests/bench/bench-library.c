/* bench-library.c: the library at 10,000 armies: saving them; what
 * "muster-cli library list" and "library search" do (open the library for
 * reading, one page of 50), for common words (thousands of hits) and rare
 * ones, beside the aim of 10 ms; what the window's library view reads
 * (a page of 50, searched or filtered by kind and system), beside the same
 * aim; and, given the path of muster-cli, the whole command with the
 * program's start. Medians; asserts nothing about time.
 *
 *   bench-library [ARMIES [MUSTER-CLI]]
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <stdio.h>

#include "bench-common.h"

#define AIM_MS 10.0
#define PAGE   50

/* label padded to 52 characters (printf counts bytes) */
static void
print_label (const char *label)
{
  glong n = g_utf8_strlen (label, -1);

  printf ("%s%*s", label, n < 52 ? (int) (52 - n) : 0, "");
}

static void
print_aimed (const char *label, double ms)
{
  print_label (label);
  printf (" %9.2f ms %9.0f ms %8.2f\n", ms, AIM_MS, ms / AIM_MS);
}

static void
print_plain (const char *label, double ms)
{
  print_label (label);
  printf (" %9.2f ms %12s %8s\n", ms, "-", "-");
}

/* Opens path for reading and takes one page of text's matches (NULL: of
 * the list), as muster-cli does; returns the page's length. */
static guint
read_page (const char *path, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = muster_library_open_read_only (path, &error);
  g_autoptr(GPtrArray) page = NULL;

  g_assert_no_error (error);
  page = text != NULL ? muster_library_search_page (library, text, 0, PAGE + 1, &error)
                      : muster_library_list_page (library, -1, 0, PAGE + 1, &error);
  g_assert_no_error (error);
  return MIN (page->len, PAGE);
}

/* The median of runs of muster-cli with args; -1 when it fails. */
static double
time_cli (const char *cli, const char * const *args, guint runs)
{
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  for (guint r = 0; r < runs; r++)
    {
      gint64 t = g_get_monotonic_time ();
      int status = -1;
      double ms;

      if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                         NULL, NULL, NULL, NULL, &status, NULL)
          || !g_spawn_check_wait_status (status, NULL))
        return -1;
      ms = (g_get_monotonic_time () - t) / 1000.0;
      g_array_append_val (samples, ms);
    }
  return bench_median (samples);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_catalog ();
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  /* common words (a sixth to a third of the armies) and rare ones */
  static const char *queries[] = { "Lens", "pikemen", "Пикинеры", "mus", "cuirass", "battle 4711", "Полтава 9" };
  static const char *places[] = { "Lens", "Rocroi", "Nördlingen", "Полтава", "Breitenfeld", "Lützen" };
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 10000;
  const char *cli = argc > 2 ? argv[2] : NULL;
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
  g_clear_object (&library);

  printf ("%-52s %12s %12s %8s\n", "figure", "muster", "aim", "ratio");
  print_plain (g_strdup_printf ("save an army to the library (of %u)", n), save_s * 1000 / n);

  /* what muster-cli does: open for reading, one page */
  {
    g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));

    for (guint r = 0; r < 9; r++)
      {
        gint64 t = g_get_monotonic_time ();
        double ms;

        g_assert_cmpuint (read_page (path, NULL), ==, MIN (n, PAGE));
        ms = (g_get_monotonic_time () - t) / 1000.0;
        g_array_append_val (samples, ms);
      }
    print_aimed (g_strdup_printf ("library list: open, a page of %u of %u armies", PAGE, n), bench_median (samples));
  }
  for (guint q = 0; q < G_N_ELEMENTS (queries); q++)
    {
      g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GPtrArray) all = NULL;
      guint shown = 0;

      for (guint r = 0; r < 9; r++)
        {
          gint64 t = g_get_monotonic_time ();
          double ms;

          shown = read_page (path, queries[q]);
          ms = (g_get_monotonic_time () - t) / 1000.0;
          g_array_append_val (samples, ms);
        }
      /* the number of hits, untimed */
      library = muster_library_open_read_only (path, &error);
      g_assert_no_error (error);
      all = muster_library_search (library, queries[q], &error);
      g_assert_no_error (error);
      g_assert_cmpuint (shown, ==, MIN (all->len, PAGE));
      g_clear_object (&library);
      print_aimed (g_strdup_printf ("library search “%s”: open, a page (%u hits)", queries[q], all->len),
                   bench_median (samples));
    }

  /* the window's library view: what it reads when shown, searched or
   * filtered (a page of 50, more only as the list is scrolled), on the
   * library it keeps open */
  library = muster_library_open (path, NULL, &error);
  g_assert_no_error (error);
  {
    static const struct
    {
      const char *label;
      const char *text;
      int kind;
      gboolean system;
    } views[] = {
      { "the window's library view: the first page", NULL, -1, FALSE },
      { "the window's library view: “pikemen”, first page", "pikemen", -1, FALSE },
      { "the window's library view: armies of one system", NULL, MUSTER_DOC_ARMY, TRUE },
      { "the window's library view: “pikemen”, one system", "pikemen", MUSTER_DOC_ARMY, TRUE },
    };
    g_autoptr(GPtrArray) hits = muster_library_find_page (library, "pikemen", -1, NULL, 0, 1, &error);
    /* a system that has pikemen */
    g_autofree char *system = g_strdup (((MusterLibraryEntry *) g_ptr_array_index (hits, 0))->system);

    for (guint v = 0; v < G_N_ELEMENTS (views); v++)
      {
        g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));

        for (guint r = 0; r < 9; r++)
          {
            gint64 t = g_get_monotonic_time ();
            g_autoptr(GPtrArray) page = muster_library_find_page (library, views[v].text, views[v].kind,
                                                                  views[v].system ? system : NULL, 0, PAGE, &error);
            double ms = (g_get_monotonic_time () - t) / 1000.0;

            g_assert_no_error (error);
            g_assert_cmpuint (page->len, ==, MIN (n, PAGE));
            g_array_append_val (samples, ms);
          }
        print_aimed (g_strdup (views[v].label), bench_median (samples));
      }
  }
  g_clear_object (&library);

  /* the whole command, the program's start included */
  if (cli != NULL)
    {
      const char *list[] = { "--library", path, "library", "list", NULL };
      const char *search[] = { "--library", path, "library", "search", "pikemen", NULL };
      const char *version[] = { "--version", NULL };

      print_plain ("  muster-cli --version (the program's start alone)", time_cli (cli, version, 9));
      print_plain ("  muster-cli library list, the whole command", time_cli (cli, list, 9));
      print_plain ("  muster-cli library search pikemen, the whole command", time_cli (cli, search, 9));
    }
  muster_test_rmtree (dir);
  return 0;
}
