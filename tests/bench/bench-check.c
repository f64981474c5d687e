/* bench-check.c: muster-cli check of a 1.9 MB faction file (2,100 generated
 * unit types in a copy of Clouds of Smoke) beside xmllint --noout --schema
 * on the files the command has to load for it: the system's system.xml and
 * every file of its factions/ (and, for comparison, beside xmllint on the
 * faction file alone). Runs and baselines alternate, so that a
 * machine busy with something else slows both alike; medians of the runs.
 * The aim is a ratio of at most 1.2. Prints a table row; asserts nothing
 * about time.
 *
 *   bench-check MUSTER-CLI [RUNS]
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <stdio.h>

#include "bench-common.h"

#define AIM 1.2

/* Copies the shipped Clouds of Smoke into folder and adds
 * factions/generated.xml of about size bytes; returns its path. */
static char *
write_system (const char *folder, gsize size, gsize *written)
{
  g_autofree char *src = muster_test_source_path ("data", "systems", "clouds-of-smoke", NULL);
  g_autofree char *src_factions = g_build_filename (src, "factions", NULL);
  g_autofree char *factions = g_build_filename (folder, "factions", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) s = NULL;
  static const char *tags[] = { "infantry", "cavalry", "veterans", "light", "artillery", "heavy",
                                "untrained", "ready-for-losses", "pursuit", "countermarch" };
  static const char *categories[] = { "core", "rare", "auxiliary" };
  const char *name;
  GDir *dir;

  g_assert_cmpint (g_mkdir_with_parents (factions, 0700), ==, 0);
  {
    g_autofree char *system_xml = g_build_filename (src, "system.xml", NULL);

    g_assert_true (g_file_get_contents (system_xml, &text, NULL, &error));
    g_free (muster_test_write (folder, "system.xml", text, -1));
  }
  dir = g_dir_open (src_factions, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (src_factions, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_free (muster_test_write (factions, name, contents, length));
    }
  g_dir_close (dir);

  s = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<faction xmlns=\"https://muster.github.io/ns/system/1\" id=\"generated\" "
                    "system=\"clouds-of-smoke\" sample=\"true\">\n"
                    "  <name xml:lang=\"en\">Generated</name><name xml:lang=\"ru\">Сгенерированная</name>\n"
                    "  <source>sample</source>\n");
  for (guint i = 0; s->len < size; i++)
    g_string_append_printf (s,
      "  <unit id=\"unit-%u\" category=\"%s\" cost=\"%u\" sample=\"true\">\n"
      "    <name xml:lang=\"en\">Generated unit number %u</name>\n"
      "    <name xml:lang=\"ru\">Сгенерированный отряд номер %u</name>\n"
      "    <text xml:lang=\"en\">A unit made up for the benchmark, with a line of description text.</text>\n"
      "    <text xml:lang=\"ru\">Отряд, придуманный для замера, со строкой описания.</text>\n"
      "    <stat field=\"speed\">2-1</stat><stat field=\"retreat\">d3</stat>\n"
      "    <stat field=\"strength\">%u</stat><stat field=\"morale\">%u</stat>\n"
      "    <stat field=\"discipline\">4+</stat><stat field=\"melee\">2d6</stat>\n"
      "    <weapon><name xml:lang=\"en\">Musket, long</name><name xml:lang=\"ru\">Мушкет, дальний</name>"
      "<stat field=\"range\">2UW</stat><stat field=\"dice\">1d6</stat></weapon>\n"
      "    <tag ref=\"%s\"/><tag ref=\"%s\"/>\n"
      "    <source>sample</source>\n"
      "  </unit>\n",
      i, categories[i % 3], 5 + i % 20, i, i, i % 3, i % 4,
      tags[i % G_N_ELEMENTS (tags)], tags[(i + 3) % G_N_ELEMENTS (tags)]);
  g_string_append (s, "</faction>\n");
  *written = s->len;
  return muster_test_write (factions, "generated.xml", s->str, s->len);
}

/* Milliseconds from spawn to exit of argv, which must succeed. */
static double
run_ms (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, "clouds-of-smoke", NULL);
  g_autofree char *factions = g_build_filename (folder, "factions", NULL);
  g_autofree char *system_xml = g_build_filename (folder, "system.xml", NULL);
  g_autofree char *xsd = muster_test_source_path ("schemas", "system.xsd", NULL);
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *faction = NULL;
  g_autoptr(GPtrArray) lint = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) check_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) lint_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) alone_ms = g_array_new (FALSE, FALSE, sizeof (double));
  guint runs = argc > 2 ? (guint) atoi (argv[2]) : 15;
  double check, baseline, alone;
  gsize size = 0;
  const char *name;
  GDir *d;

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-check MUSTER-CLI [RUNS]\n");
      return 2;
    }
  if (xmllint == NULL)
    {
      fprintf (stderr, "bench-check: xmllint is not installed (Debian package libxml2-utils)\n");
      return 2;
    }

  faction = write_system (folder, 1900 * 1000, &size);

  /* xmllint on what check loads: system.xml and every faction file */
  g_ptr_array_add (lint, xmllint);
  g_ptr_array_add (lint, (char *) "--noout");
  g_ptr_array_add (lint, (char *) "--nonet");
  g_ptr_array_add (lint, (char *) "--schema");
  g_ptr_array_add (lint, xsd);
  g_ptr_array_add (lint, system_xml);
  d = g_dir_open (factions, 0, NULL);
  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_build_filename (factions, name, NULL));
  g_dir_close (d);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (lint, g_ptr_array_index (names, i));
  g_ptr_array_add (lint, NULL);

  {
    const char *check_argv[] = { argv[1], "check", faction, NULL };
    const char *alone_argv[] = { xmllint, "--noout", "--nonet", "--schema", xsd, faction, NULL };

    /* a first run of each to warm the caches */
    run_ms (check_argv);
    run_ms ((const char * const *) lint->pdata);
    for (guint i = 0; i < runs; i++)
      {
        double ms = run_ms (check_argv);

        g_array_append_val (check_ms, ms);
        ms = run_ms ((const char * const *) lint->pdata);
        g_array_append_val (lint_ms, ms);
        ms = run_ms (alone_argv);
        g_array_append_val (alone_ms, ms);
      }
  }
  check = bench_median (check_ms);
  baseline = bench_median (lint_ms);
  alone = bench_median (alone_ms);

  {
    g_autofree char *label = g_strdup_printf ("muster-cli check of a %.1f MB faction file", size / 1e6);

    printf ("%-52s %9.1f ms %9.1f ms %8.2f  aim: at most %.2f x xmllint --noout --schema "
            "on system.xml and factions/\n", label, check, baseline, check / baseline, AIM);
    printf ("%-52s %9.1f ms %9.1f ms %8.2f  (xmllint on the faction file alone)\n", "  the same", check, alone,
            check / alone);
  }
  muster_test_rmtree (dir);
  return 0;
}
