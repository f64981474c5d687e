/* test-list-diff.c: what changed between two versions of a published list,
 * each change named with its code, values and sentence: of its units and
 * of its own preparations.
 */
#include "config.h"

#include "muster-core.h"
#include "../muster-test.h"
#include "../list-upgrade.h"

static MusterCatalog *catalog;

/* The first change of that kind (and unit, when given). */
static const MusterListDiffItem *
find_item (GPtrArray *items, MusterListDiffKind kind, const char *unit_id)
{
  for (guint i = 0; i < items->len; i++)
    {
      const MusterListDiffItem *item = g_ptr_array_index (items, i);

      if (item->kind == kind && (unit_id == NULL || g_strcmp0 (item->unit_id, unit_id) == 0))
        return item;
    }
  return NULL;
}

static void
assert_item (GPtrArray *items, MusterListDiffKind kind, const char *unit_id, const char *field,
             const char *old_value, const char *new_value, const char *words)
{
  const MusterListDiffItem *item = find_item (items, kind, unit_id);
  g_autofree char *sentence = NULL;

  g_assert_nonnull (item);
  g_assert_cmpstr (item->field, ==, field);
  g_assert_cmpstr (item->old_value, ==, old_value);
  g_assert_cmpstr (item->new_value, ==, new_value);
  sentence = muster_list_diff_item_describe (item);
  if (strstr (sentence, words) == NULL)
    g_error ("“%s” does not say “%s”", sentence, words);
}

static void
test_diff_names_each_change (void)
{
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  g_autofree char *text = muster_test_france_edited (
    "<list version=\"1.0.0\" date=\"2026-11-24\">", "<list version=\"1.1.0\" date=\"2026-12-01\">",
    "<author>Muster</author>", "<author>Muster</author><licence>CC BY 4.0</licence>",
    "<change version=\"1.0.0\"", "<change version=\"1.1.0\" date=\"2026-12-01\"><text xml:lang=\"en\">Dearer pikes.</text>"
                                 "<text xml:lang=\"ru\">Пики дороже.</text></change><change version=\"1.0.0\"",
    "<unit id=\"pikemen\" category=\"core\" cost=\"9\">", "<unit id=\"pikemen\" category=\"core\" cost=\"10\">",
    "<stat field=\"morale\">2</stat>", "<stat field=\"morale\">3</stat>",
    "<tag ref=\"infantry\"/>", "<tag ref=\"infantry\"/><tag ref=\"veterans\"/><limit max=\"2\"/>",
    "<name xml:lang=\"en\">Musketeers</name>", "<name xml:lang=\"en\">Fusiliers</name>",
    "<stat field=\"range\">2UW</stat>", "<stat field=\"range\">3UW</stat>",
    "<unit id=\"guard-musketeers\" category=\"rare\"", "<unit id=\"guard-musketeers\" category=\"auxiliary\"",
    "<unit id=\"dragoons\"", "<unit id=\"carabiniers\"",
    NULL);
  g_autoptr(GError) error = NULL;
  xmlDoc *doc = muster_xml_load_memory (text, strlen (text), "france-1.1.0.xml", MUSTER_SCHEMA_SYSTEM, NULL, &error);
  g_autoptr(MusterSystem) system = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GPtrArray) none = NULL;
  const MusterFaction *old_list, *new_list;

  g_assert_no_error (error);
  system = muster_system_load_with (muster_system_get_folder (smoke), NULL, "/tmp/france-1.1.0.xml", doc, &error);
  xmlFreeDoc (doc);
  g_assert_no_error (error);
  old_list = muster_system_lookup_faction_version (system, "france-military-revolution", "1.0.0");
  new_list = muster_system_lookup_faction_version (system, "france-military-revolution", "1.1.0");
  g_assert_nonnull (old_list);
  g_assert_nonnull (new_list);

  items = muster_list_diff (system, old_list, new_list);
  assert_item (items, MUSTER_LIST_DIFF_VERSION, NULL, NULL, "1.0.0", "1.1.0", "Version 1.0.0 → 1.1.0");
  assert_item (items, MUSTER_LIST_DIFF_DATE, NULL, NULL, "2026-11-24", "2026-12-01", "2026-12-01");
  assert_item (items, MUSTER_LIST_DIFF_LICENCE, NULL, NULL, NULL, "CC BY 4.0", "CC BY 4.0");
  assert_item (items, MUSTER_LIST_DIFF_CHANGELOG_ADDED, NULL, "1.1.0", NULL, "Dearer pikes.", "Dearer pikes.");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_COST, "pikemen", NULL, "9", "10", "Pikemen: cost 9 → 10");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_STAT, "pikemen", "morale", "2", "3", "Pikemen: Morale 2 → 3");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_TAG_ADDED, "pikemen", "veterans", NULL, NULL, "gains the tag");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_LIMIT_ADDED, "pikemen", NULL, NULL, "max=2", "new limit max=2");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_RENAMED, "musketeers", "en", "Musketeers", "Fusiliers",
               "“Musketeers” → “Fusiliers”");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_WEAPON_CHANGED, "musketeers", "Musket, long range",
               "range 2UW, dice 1d6", "range 3UW, dice 1d6", "weapon Musket, long range");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_CATEGORY, "guard-musketeers", NULL, "rare", "auxiliary", "category rare → auxiliary");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_REMOVED, "dragoons", NULL, "12", NULL, "removed");
  assert_item (items, MUSTER_LIST_DIFF_UNIT_ADDED, "carabiniers", NULL, NULL, "12", "New unit");
  /* nothing else: the Russian name of musketeers, other units, the author are the same */
  g_assert_cmpuint (items->len, ==, 13);
  g_assert_cmpstr (muster_list_diff_kind_code (MUSTER_LIST_DIFF_UNIT_RENAMED), ==, "unit-renamed");

  none = muster_list_diff (system, old_list, old_list);
  g_assert_cmpuint (none->len, ==, 0);
}

/* Bavaria 1.1.0 drops a preparation, renames one (and lets it be taken more
 * than once), prices one anew and adds one. */
static void
test_diff_preparations (void)
{
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  const MusterFaction *old_list = muster_system_lookup_faction_version (smoke, LIST_UPGRADE_BAVARIA, "1.0.0");
  const MusterFaction *new_list = muster_system_lookup_faction_version (smoke, LIST_UPGRADE_BAVARIA, "1.1.0");
  g_autoptr(GPtrArray) items = NULL;
  guint preparations = 0;

  g_assert_nonnull (old_list);
  g_assert_nonnull (new_list);
  items = muster_list_diff (smoke, old_list, new_list);
  for (guint i = 0; i < items->len; i++)
    {
      const MusterListDiffItem *item = g_ptr_array_index (items, i);

      g_assert_null (item->unit_id != NULL ? item->preparation_id : NULL);
      preparations += item->preparation_id != NULL;
    }
  g_assert_cmpuint (preparations, ==, 9);
  g_assert_cmpstr (find_item (items, MUSTER_LIST_DIFF_PREPARATION_REMOVED, NULL)->preparation_id, ==, "royal-engineers");
  assert_item (items, MUSTER_LIST_DIFF_PREPARATION_REMOVED, NULL, NULL, "20", NULL,
               "Preparation “Royal engineers” (royal-engineers) removed.");
  assert_item (items, MUSTER_LIST_DIFF_PREPARATION_RENAMED, NULL, "en", "Field chaplains", "Army chaplains",
               "Preparation field-chaplains renamed (English): “Field chaplains” → “Army chaplains”.");
  assert_item (items, MUSTER_LIST_DIFF_PREPARATION_REPEATABLE, NULL, NULL, "false", "true",
               "Army chaplains: may now be taken more than once.");
  assert_item (items, MUSTER_LIST_DIFF_PREPARATION_COST, NULL, NULL, "15", "20", "Supply train: cost 15 → 20.");
  g_assert_cmpstr (find_item (items, MUSTER_LIST_DIFF_PREPARATION_COST, NULL)->preparation_id, ==, "supply-train");
  assert_item (items, MUSTER_LIST_DIFF_PREPARATION_ADDED, NULL, NULL, NULL, "10",
               "New preparation “Pontoon bridge” (pontoon-bridge), cost 10.");
  g_assert_cmpstr (muster_list_diff_kind_code (MUSTER_LIST_DIFF_PREPARATION_REMOVED), ==, "preparation-removed");
  g_assert_cmpstr (muster_list_diff_kind_code (MUSTER_LIST_DIFF_PREPARATION_SOURCE), ==, "preparation-source");
}

int
main (int argc, char **argv)
{
  g_autofree char *home = muster_test_tmpdir ();

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  list_upgrade_install_bavaria (home);
  catalog = muster_test_init (&argc, &argv);
  g_test_add_func ("/core/list-diff/names-each-change", test_diff_names_each_change);
  g_test_add_func ("/core/list-diff/preparations", test_diff_preparations);
  return g_test_run ();
}
