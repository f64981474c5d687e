/* test-lists.c: factions as published lists: versions, the <list>
 * metadata, per-unit limits in the rules engine, and every installed
 * version of a list living in its system at once.
 */
#include "config.h"

#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;

static void
test_versions (void)
{
  guint v[3];

  g_assert_true (muster_version_parse ("1.10.3", v));
  g_assert_cmpuint (v[0], ==, 1);
  g_assert_cmpuint (v[1], ==, 10);
  g_assert_cmpuint (v[2], ==, 3);
  g_assert_false (muster_version_parse ("1.0", v));
  g_assert_false (muster_version_parse ("+1.0.0", v));
  g_assert_false (muster_version_parse ("1.0.0-beta", v));
  g_assert_false (muster_version_parse ("123456.0.0", v));
  g_assert_cmpint (muster_version_compare ("1.2.0", "1.10.0"), <, 0);
  g_assert_cmpint (muster_version_compare ("2.0.0", "1.99.99"), >, 0);
  g_assert_cmpint (muster_version_compare ("1.0.0", "1.0.0"), ==, 0);
  g_assert_cmpint (muster_version_compare (NULL, "0.0.1"), <, 0);
}

static void
test_metadata (void)
{
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  const MusterFaction *france = muster_system_lookup_faction (smoke, "france-military-revolution");
  const MusterListReference *ref;
  const MusterListChange *change;

  g_assert_nonnull (france);
  g_assert_cmpstr (france->version, ==, "1.0.0");
  g_assert_cmpstr (france->date, ==, "2026-11-24");
  g_assert_cmpstr (france->author, ==, "Muster");
  g_assert_false (france->installed);
  g_assert_cmpuint (france->references->len, ==, 1);
  ref = g_ptr_array_index (france->references, 0);
  g_assert_cmpstr (ref->page, ==, "1");
  g_assert_true (g_str_has_prefix (ref->book, "Clouds of Smoke"));
  g_assert_cmpuint (france->changes->len, ==, 1);
  change = g_ptr_array_index (france->changes, 0);
  g_assert_cmpstr (change->version, ==, "1.0.0");
  g_assert_nonnull (change->text.ru);

  /* every shipped faction is a published list */
  for (guint s = 0; s < muster_catalog_get_systems (catalog)->len; s++)
    {
      GPtrArray *factions = muster_system_get_factions (g_ptr_array_index (muster_catalog_get_systems (catalog), s));

      for (guint i = 0; i < factions->len; i++)
        g_assert_nonnull (((const MusterFaction *) g_ptr_array_index (factions, i))->version);
    }
}

static const MusterProblem *
find_problem (const MusterReport *report, const char *code)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (report->problems, MusterProblem, i);

      if (g_str_equal (p->code, code))
        return p;
    }
  return NULL;
}

static void
test_limit_max (void)
{
  MusterSystem *ancient = muster_test_system (catalog, "ancient-medieval");
  g_autoptr(MusterArmy) army = muster_army_new (ancient, muster_system_lookup_faction (ancient, "seleucids"), 300);
  g_autoptr(MusterReport) ok = NULL;
  g_autoptr(MusterReport) over = NULL;
  const MusterProblem *p;

  muster_test_add_unit (army, "phalangites", 2);
  muster_test_add_unit (army, "indian-elephants", 2);
  ok = muster_rules_check (army);
  g_assert_null (find_problem (ok, "unit-limit-max"));

  muster_test_add_unit (army, "indian-elephants", 1);
  over = muster_rules_check (army);
  p = find_problem (over, "unit-limit-max");
  g_assert_nonnull (p);
  g_assert_false (over->valid);
  g_assert_cmpint (p->each, ==, MUSTER_EACH_UNIT);
  g_assert_cmpint (p->item, ==, 1);
  g_assert_nonnull (strstr (p->message_en, "has 3"));
  g_assert_nonnull (strstr (p->message_en, "at most 2"));
  g_assert_nonnull (strstr (p->message_ru, "не больше 2"));
}

static void
test_limit_expression_and_when (void)
{
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  MusterSystem *battles = muster_test_system (catalog, "age-of-battles");
  g_autoptr(MusterArmy) habsburg = NULL;
  g_autoptr(MusterArmy) russians = NULL;
  g_autoptr(MusterReport) r1 = NULL;
  g_autoptr(MusterReport) r2 = NULL;
  g_autoptr(MusterReport) r3 = NULL;
  const MusterProblem *p;

  /* "one, and one more per 500 points": 2 at 400 points is one too many, at 500 not */
  habsburg = muster_army_new (smoke, muster_system_lookup_faction (smoke, "habsburg-military-revolution"), 400);
  muster_test_add_unit (habsburg, "half-cannon", 2);
  r1 = muster_rules_check (habsburg);
  p = find_problem (r1, "unit-limit-max");
  g_assert_nonnull (p);
  g_assert_nonnull (strstr (p->message_en, "at most 1"));
  /* with the limit's own words, which say why */
  g_assert_nonnull (strstr (p->message_en, "at most 1 (one, and one more per 500 points)."));
  g_assert_nonnull (strstr (p->message_ru, "не больше 1 (одна и ещё по одной на каждые 500 очков)."));
  muster_army_set_points (habsburg, 500);
  r2 = muster_rules_check (habsburg);
  g_assert_null (find_problem (r2, "unit-limit-max"));

  /* "only with a general in the army" */
  russians = muster_army_new (battles, muster_system_lookup_faction (battles, "russians"), 200);
  muster_test_add_unit (russians, "russian-druzhinnik", 2);
  r3 = muster_rules_check (russians);
  p = find_problem (r3, "unit-limit-when");
  g_assert_nonnull (p);
  g_assert_nonnull (strstr (p->message_en, "only with a general in the army"));
  g_assert_nonnull (strstr (p->message_ru, "только если в армии есть полководец"));
}

/* The France list of the source tree with its version and first cost
 * changed; NULL version: as shipped. */
static char *
france_as (const char *version, const char *pikemen_cost)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions",
                                                   "france-military-revolution.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) s = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  s = g_string_new (text);
  if (version != NULL)
    g_string_replace (s, "<list version=\"1.0.0\"", version, 1);
  if (pikemen_cost != NULL)
    g_string_replace (s, "<unit id=\"pikemen\" category=\"core\" cost=\"9\"", pikemen_cost, 1);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
france_replace (const char *old, const char *new)
{
  g_autofree char *text = france_as (NULL, NULL);
  g_autoptr(GString) s = g_string_new (text);

  g_assert_cmpuint (g_string_replace (s, old, new, 1), ==, 1);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static MusterSystem *
load_smoke (void)
{
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  g_autoptr(GError) error = NULL;
  MusterSystem *system = muster_system_load (muster_system_get_folder (smoke), &error);

  g_assert_no_error (error);
  return system;
}

static void
test_installed_versions (void)
{
  g_autofree char *home = muster_test_tmpdir ();
  g_autofree char *lists = NULL;
  g_autofree char *newer = france_as ("<list version=\"1.1.0\"", "<unit id=\"pikemen\" category=\"core\" cost=\"10\"");
  g_autofree char *path = NULL;
  g_autoptr(MusterSystem) system = NULL;
  GPtrArray *versions;
  const MusterFaction *f;
  guint shipped;

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  lists = muster_lists_dir ("clouds-of-smoke");
  path = muster_test_write (lists, "france-military-revolution-1.1.0.xml", newer, -1);
  system = load_smoke ();
  shipped = muster_system_get_factions (muster_test_system (catalog, "clouds-of-smoke"))->len;

  g_assert_cmpuint (muster_system_get_factions (system)->len, ==, shipped);
  versions = muster_system_get_faction_versions (system, "france-military-revolution");
  g_assert_nonnull (versions);
  g_assert_cmpuint (versions->len, ==, 2);
  g_assert_cmpstr (((const MusterFaction *) g_ptr_array_index (versions, 0))->version, ==, "1.0.0");
  f = muster_system_lookup_faction (system, "france-military-revolution");
  g_assert_cmpstr (f->version, ==, "1.1.0");
  g_assert_true (f->installed);
  g_assert_cmpfloat (muster_faction_lookup_unit (f, "pikemen")->cost, ==, 10);
  f = muster_system_lookup_faction_version (system, "france-military-revolution", "1.0.0");
  g_assert_nonnull (f);
  g_assert_false (f->installed);
  g_assert_cmpfloat (muster_faction_lookup_unit (f, "pikemen")->cost, ==, 9);
  g_assert_null (muster_system_lookup_faction_version (system, "france-military-revolution", "2.0.0"));
  g_assert_cmpuint (muster_system_get_list_errors (system)->len, ==, 0);
  g_unsetenv ("XDG_DATA_HOME");
}

static void
test_bad_installed_list_skipped (void)
{
  g_autofree char *home = muster_test_tmpdir ();
  g_autofree char *lists = NULL;
  g_autofree char *same = france_as (NULL, NULL);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autoptr(MusterSystem) system = NULL;
  GPtrArray *errors;

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  lists = muster_lists_dir ("clouds-of-smoke");
  a = muster_test_write (lists, "broken.xml", "<faction xmlns=\"https://muster.github.io/ns/system/1\"", -1);
  b = muster_test_write (lists, "france-again.xml", same, -1);   /* version 1.0.0 is shipped already */
  system = load_smoke ();
  errors = muster_system_get_list_errors (system);
  g_assert_cmpuint (errors->len, ==, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (errors, 0), "broken.xml"));
  g_assert_nonnull (strstr (g_ptr_array_index (errors, 1), "read twice"));
  g_assert_cmpuint (muster_system_get_faction_versions (system, "france-military-revolution")->len, ==, 1);
  g_unsetenv ("XDG_DATA_HOME");
}

static void
test_given_list_refused (void)
{
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  g_autofree char *bad_limit = france_replace ("<tag ref=\"infantry\"/>", "<tag ref=\"infantry\"/><limit max=\"2 +\"/>");
  g_autofree char *bad_version = france_replace ("<list version=\"1.0.0\" date=\"2026-11-24\"",
                                                 "<list version=\"1.0.0\" date=\"2026-02-30\"");
  const char *texts[] = { bad_limit, bad_version };
  const char *expect[] = { "max", "2026-02-30" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      xmlDoc *doc = muster_xml_load_memory (texts[i], strlen (texts[i]), "list.xml", MUSTER_SCHEMA_SYSTEM, NULL, &error);
      g_autoptr(MusterSystem) system = NULL;

      if (doc != NULL)
        {
          system = muster_system_load_with (muster_system_get_folder (smoke), NULL, "/tmp/list.xml", doc, &error);
          xmlFreeDoc (doc);
        }
      g_assert_null (system);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, expect[i]));
      g_assert_nonnull (strstr (error->message, "list.xml:"));
    }
}

int
main (int argc, char **argv)
{
  catalog = muster_test_init (&argc, &argv);
  g_test_add_func ("/core/lists/versions", test_versions);
  g_test_add_func ("/core/lists/metadata", test_metadata);
  g_test_add_func ("/core/lists/limit-max", test_limit_max);
  g_test_add_func ("/core/lists/limit-expression-and-when", test_limit_expression_and_when);
  g_test_add_func ("/core/lists/installed-versions", test_installed_versions);
  g_test_add_func ("/core/lists/bad-installed-list-skipped", test_bad_installed_list_skipped);
  g_test_add_func ("/core/lists/given-list-refused", test_given_list_refused);
  return g_test_run ();
}
