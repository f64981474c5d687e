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
