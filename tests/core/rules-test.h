/* rules-test.h: what the rules tests share: the catalog and Clouds of Smoke,
 * and reading a report (its problems and its values).
 */
#pragma once

#include "muster-core.h"
#include "../muster-test.h"

static G_GNUC_UNUSED MusterCatalog *catalog;
static MusterSystem *smoke;

static G_GNUC_UNUSED gboolean
has_problem (const MusterReport *r, const char *code)
{
  for (guint i = 0; i < r->problems->len; i++)
    if (g_str_equal (g_array_index (r->problems, MusterProblem, i).code, code))
      return TRUE;
  return FALSE;
}

static G_GNUC_UNUSED const MusterProblem *
problem (const MusterReport *r, const char *code)
{
  for (guint i = 0; i < r->problems->len; i++)
    if (g_str_equal (g_array_index (r->problems, MusterProblem, i).code, code))
      return &g_array_index (r->problems, MusterProblem, i);
  g_error ("no problem %s", code);
  return NULL;
}

static G_GNUC_UNUSED double
value (const MusterReport *r, const char *id)
{
  const MusterValue *v = muster_report_lookup (r, id);

  g_assert_nonnull (v);
  return v->value;
}

/* Loads the system of @system_xml written to @folder with a copy of the
 * factions of the shipped system in @src: a shipped system with changes. */
static G_GNUC_UNUSED MusterSystem *
rules_test_load_copy (const char *src, const char *folder, GString *system_xml)
{
  g_autofree char *src_factions = g_build_filename (src, "factions", NULL);
  g_autofree char *factions = g_build_filename (folder, "factions", NULL);
  g_autoptr(GError) error = NULL;
  MusterSystem *system;
  const char *name;
  GDir *d;

  g_assert_cmpint (g_mkdir_with_parents (factions, 0700), ==, 0);
  g_free (muster_test_write (folder, "system.xml", system_xml->str, system_xml->len));
  d = g_dir_open (src_factions, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (src_factions, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_free (muster_test_write (factions, name, contents, length));
    }
  g_dir_close (d);

  system = muster_system_load (folder, &error);
  g_assert_no_error (error);
  return system;
}

/* The catalog and Clouds of Smoke, loaded once for a program of these tests. */
static G_GNUC_UNUSED void
rules_test_init (int *argc, char ***argv)
{
  catalog = muster_test_init (argc, argv);
  smoke = muster_test_system (catalog, "clouds-of-smoke");
}

/* Runs the tests, then lets the catalog go. */
static G_GNUC_UNUSED int
rules_test_run (void)
{
  int status = g_test_run ();

  g_object_unref (catalog);
  return status;
}
