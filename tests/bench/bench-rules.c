/* bench-rules.c: the army builder's speed figures. Loading (parsing,
 * validating, resolving) a generated Clouds of Smoke system with 2,000 unit
 * types beside `xmllint --noout --schema` on the same file, re-checking
 * a 500-unit army after one edit, and checking a 5,000-unit army against
 * the same system with per-unit constraints that use count() and sum()
 * (aim: under 50 ms). Prints a table; asserts nothing about time.
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <stdio.h>

#include "bench-common.h"

/* Writes folder/clouds-of-smoke/system.xml: the shipped system with one
 * inline faction of n_units generated unit types, and with aggregates two
 * more constraints on every unit that use count() and sum(). Returns its
 * size. */
static gsize
write_big_system (const char *folder, guint n_units, gboolean aggregates, char **out_path)
{
  g_autofree char *src = muster_test_source_path ("data", "systems", "clouds-of-smoke", "system.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (folder, "clouds-of-smoke", NULL);
  GString *s;
  char *end;
  static const char *tags[] = { "infantry", "cavalry", "veterans", "light", "artillery", "heavy",
                                "untrained", "ready-for-losses", "pursuit", "countermarch" };
  static const char *categories[] = { "core", "rare", "auxiliary" };

  g_file_get_contents (src, &text, NULL, &error);
  g_assert_no_error (error);
  end = g_strrstr (text, "</system>");
  g_assert_nonnull (end);
  *end = '\0';

  s = g_string_new (NULL);
  if (!aggregates)
    g_string_append (s, text);
  else
  {
    /* per-unit constraints over the whole army: each unit's test and
     * message use count() and sum() */
    char *constraints_end = strstr (text, "  </constraints>");

    g_assert_nonnull (constraints_end);
    g_string_append_len (s, text, constraints_end - text);
    g_string_append (s,
      "    <constraint id=\"unit-over-share\" each=\"unit\" test=\"cost * 5 &lt;= sum(cost * 1) + 1\">\n"
      "      <message xml:lang=\"en\">{name} costs more than a fifth of {sum(cost * 1)} points.</message>\n"
      "      <message xml:lang=\"ru\">{name} стоит больше пятой части {sum(cost * 1)} очков.</message>\n"
      "    </constraint>\n"
      "    <constraint id=\"unit-rare-share\" each=\"unit\" severity=\"warning\"\n"
      "                test=\"not category:rare or count(category:rare) > count(category:core) + count(units)\">\n"
      "      <message xml:lang=\"en\">{name} is one of {count(category:rare)} rare units.</message>\n"
      "      <message xml:lang=\"ru\">{name} — один из {count(category:rare)} редких отрядов.</message>\n"
      "    </constraint>\n");
    g_string_append (s, constraints_end);
  }
  g_string_append (s, "  <faction id=\"generated\" sample=\"true\">\n"
                      "    <name xml:lang=\"en\">Generated</name><name xml:lang=\"ru\">Сгенерированная</name>\n");
  for (guint i = 0; i < n_units; i++)
    {
      g_string_append_printf (s,
        "    <unit id=\"unit-%u\" category=\"%s\" cost=\"%u\">\n"
        "      <name xml:lang=\"en\">Generated unit number %u</name>\n"
        "      <name xml:lang=\"ru\">Сгенерированный отряд номер %u</name>\n"
        "      <text xml:lang=\"en\">A unit made up for the benchmark, with a line of description text.</text>\n"
        "      <text xml:lang=\"ru\">Отряд, придуманный для замера, со строкой описания.</text>\n"
        "      <stat field=\"speed\">2-1</stat><stat field=\"retreat\">d3</stat>\n"
        "      <stat field=\"strength\">%u</stat><stat field=\"morale\">%u</stat>\n"
        "      <stat field=\"discipline\">4+</stat><stat field=\"melee\">2d6</stat>\n"
        "      <weapon><name xml:lang=\"en\">Musket, long</name><name xml:lang=\"ru\">Мушкет, дальний</name>"
        "<stat field=\"range\">2UW</stat><stat field=\"dice\">1d6</stat></weapon>\n"
        "      <weapon><name xml:lang=\"en\">Musket, short</name><name xml:lang=\"ru\">Мушкет, ближний</name>"
        "<stat field=\"range\">1UW</stat><stat field=\"dice\">2d6</stat></weapon>\n"
        "      <tag ref=\"%s\"/><tag ref=\"%s\"/>\n"
        "      <source>sample</source>\n"
        "    </unit>\n",
        i, categories[i % 3], 5 + i % 20, i, i, i % 3, i % 4,
        tags[i % G_N_ELEMENTS (tags)], tags[(i + 3) % G_N_ELEMENTS (tags)]);
    }
  g_string_append (s, "  </faction>\n</system>\n");

  g_mkdir_with_parents (dir, 0700);
  *out_path = muster_test_write (dir, "system.xml", s->str, s->len);
  {
    gsize len = s->len;
    g_string_free (s, TRUE);
    return len;
  }
}

static double
time_xmllint (const char *path, guint runs)
{
  g_autofree char *xsd = muster_test_source_path ("schemas", "system.xsd", NULL);
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));

  if (xmllint == NULL)
    return -1;
  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(GError) error = NULL;
      const char *argv[] = { xmllint, "--noout", "--nonet", "--schema", xsd, path, NULL };
      gint64 start = g_get_monotonic_time ();
      int status = 0;
      double ms;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL,
                    &status, &error);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_array_append_val (samples, ms);
    }
  return bench_median (samples);
}

static double
time_load (const char *folder, guint runs, guint *n_units)
{
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr(MusterSystem) system = muster_system_load (folder, &error);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      g_assert_no_error (error);
      *n_units = muster_system_lookup_faction (system, "generated")->units->len;
      g_array_append_val (samples, ms);
    }
  return bench_median (samples);
}

static MusterArmy *
big_army (MusterSystem *system, guint n_entries)
{
  const MusterFaction *f = muster_system_lookup_faction (system, "generated");
  MusterArmy *army = muster_army_new (system, f, 5000);
  MusterArmyCommander c = { muster_system_lookup_tier (system, "competent"),
                            muster_system_lookup_role (system, "commander"), NULL };

  muster_army_insert_commander (army, -1, &c);
  for (guint i = 0; i < n_entries; i++)
    {
      MusterArmyUnit u = { g_ptr_array_index (f->units, i % f->units->len), 1 + i % 3, 1 + i % 4, FALSE, -1, TRUE };
      muster_army_insert_unit (army, -1, &u);
    }
  return army;
}

/* a whole check of an army of n_entries unit entries */
static double
time_check (MusterSystem *system, guint n_entries, guint runs)
{
  g_autoptr(MusterArmy) army = big_army (system, n_entries);
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(MusterReport) report = muster_rules_check (army);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      g_assert_cmpuint (report->values->len, >, 0);
      g_array_append_val (samples, ms);
    }
  return bench_median (samples);
}

static double
time_recheck (MusterSystem *system, guint n_entries, guint runs)
{
  g_autoptr(MusterArmy) army = big_army (system, n_entries);
  g_autoptr(MusterUndo) history = muster_undo_new (army);
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < runs; i++)
    {
      MusterArmyUnit u = *muster_army_get_unit (army, i % n_entries);
      gint64 start;
      double ms;

      u.count = 1 + (u.count % 5);
      start = g_get_monotonic_time ();
      muster_undo_apply (history, muster_edit_replace_unit (i % n_entries, &u));
      {
        g_autoptr(MusterReport) report = muster_rules_check (army);
        g_assert_cmpuint (report->values->len, >, 0);
      }
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (samples, ms);
    }
  return bench_median (samples);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = NULL;
  g_autofree char *folder = g_build_filename (dir, "clouds-of-smoke", NULL);
  guint n_units = 0;
  gsize size;
  double load, lint, recheck, check;
  g_autoptr(MusterSystem) system = NULL;
  g_autoptr(GError) error = NULL;
  guint units_wanted = argc > 1 ? (guint) atoi (argv[1]) : 2000;
  g_autofree char *agg_dir = g_build_filename (dir, "aggregates", NULL);
  g_autofree char *agg_path = NULL;
  g_autofree char *agg_folder = g_build_filename (agg_dir, "clouds-of-smoke", NULL);
  g_autoptr(MusterSystem) agg_system = NULL;

  muster_xml_init ();
  size = write_big_system (dir, units_wanted, FALSE, &path);
  write_big_system (agg_dir, 200, TRUE, &agg_path);
  load = time_load (folder, 7, &n_units);
  lint = time_xmllint (path, 7);
  system = muster_system_load (folder, &error);
  g_assert_no_error (error);
  recheck = time_recheck (system, 500, 1000);
  agg_system = muster_system_load (agg_folder, &error);
  g_assert_no_error (error);
  check = time_check (agg_system, 5000, 5);

  printf ("%-52s %12s %12s %8s\n", "figure", "muster", "baseline", "ratio");
  printf ("%-52s %9.1f ms %9.1f ms %8.2f\n",
          g_strdup_printf ("load + validate a system of %u units (%.1f MB)", n_units, size / 1048576.0),
          load, lint, lint > 0 ? load / lint : 0);
  printf ("%-52s %9.3f ms %12s %8s\n", "re-check a 500-unit army after one edit", recheck, "-", "-");
  /* the baseline column holds the aim */
  printf ("%-52s %9.1f ms %9.1f ms %8.2f\n", "check a 5,000-unit army, per-unit count() and sum()",
          check, 50.0, check / 50.0);
  printf ("aims: load under 2 x xmllint --noout --schema; re-check under 1 ms; "
          "5,000-unit check under 50 ms\n");
  muster_test_rmtree (dir);
  return 0;
}
