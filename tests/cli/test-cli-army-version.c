/* test-cli-army-version.c: `muster-cli check ARMY.xml` says which version
 * of its list an army uses and, with a newer one installed, what moving to
 * it would change, to its units and to its preparations (their rules texts
 * too); `--json` carries list_version, newer_list_version and the changes.
 */
#include "config.h"

#include "muster-core.h"
#include "../muster-test.h"
#include "../list-upgrade.h"
#include "cli-json.h"
#include "cli-run.h"

static char *dir;

static const char army_xml[] =
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
  "faction=\"france-military-revolution\" points=\"400\"%s>"
  "<commander tier=\"competent\"/><unit type=\"pikemen\" count=\"2\"/><unit type=\"reiters\"/>"
  "<unit type=\"dragoons\"/><unit type=\"guard-musketeers\" count=\"2\"/></army>\n";

/* Bavaria 1.0.0 with its three preparations (two supply trains) and one of
 * the whole system */
static const char bavarian_xml[] =
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
  "faction=\"" LIST_UPGRADE_BAVARIA "\" points=\"1000\" list-version=\"1.0.0\">"
  "<commander tier=\"competent\"/><unit type=\"pikemen\" count=\"2\"/>"
  "<preparation type=\"royal-engineers\"/><preparation type=\"field-chaplains\"/>"
  "<preparation type=\"supply-train\" count=\"2\"/><preparation type=\"scouting\"/></army>\n";

static char *
write_army (const char *name, const char *version_attr)
{
  g_autofree char *text = g_strdup_printf (army_xml, version_attr);

  return muster_test_write (dir, name, text, -1);
}

static void
test_text (void)
{
  g_autofree char *old = write_army ("old.xml", " list-version=\"1.0.0\"");
  g_autofree char *newest = write_army ("newest.xml", " list-version=\"1.1.0\"");
  g_autofree char *gone = write_army ("gone.xml", " list-version=\"1.4.2\"");
  Run r = cli ("check", old, NULL);

  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "  Built with France 1.0.0; 1.1.0 is installed\n"));
  g_assert_nonnull (strstr (r.out, "  Moving to 1.1.0:\n"));
  g_assert_nonnull (strstr (r.out, "    Pikemen: cost 9 → 10. The army has 2.\n"));
  g_assert_nonnull (strstr (r.out, "    “Dragoons” is no longer in the list"));
  g_assert_nonnull (strstr (r.out, "    Guard Musketeers: the army has 2; the list allows at most 1.\n"));
  run_clear (&r);

  /* the newest says so, and nothing of moving; the newest breaks its limit */
  r = cli ("check", newest, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "  Built with France 1.1.0\n"));
  g_assert_null (strstr (r.out, "Moving"));
  run_clear (&r);

  r = cli ("check", gone, NULL);
  g_assert_nonnull (strstr (r.out, "  Built with France 1.4.2, which is not installed; opened with 1.1.0\n"));
  run_clear (&r);

  r = cli ("--lang", "ru", "check", old, NULL);
  g_assert_nonnull (strstr (r.out, "  Собрана по списку Франция 1.0.0; установлена 1.1.0\n"));
  g_assert_nonnull (strstr (r.out, "  При переходе на 1.1.0:\n"));
  g_assert_nonnull (strstr (r.out, "    Пикинеры: стоимость 9 → 10. В армии: 2.\n"));
  run_clear (&r);
}

static void
test_json (void)
{
  g_autofree char *old = write_army ("old-json.xml", "");
  Run r = cli ("check", "--json", old, NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *o, *upgrade, *first;
  JsonArray *changes;
  gboolean problem = FALSE;

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  o = json_node_get_object (root);
  /* a file without list-version: the oldest version */
  g_assert_cmpstr (json_object_get_string_member (o, "list_version"), ==, "1.0.0");
  g_assert_cmpstr (json_object_get_string_member (o, "newer_list_version"), ==, "1.1.0");
  g_assert_true (json_object_get_null_member (o, "list_version_not_installed"));
  upgrade = json_object_get_object_member (o, "list_upgrade");
  g_assert_cmpstr (json_object_get_string_member (upgrade, "version"), ==, "1.1.0");
  g_assert_cmpint (json_object_get_int_member (upgrade, "entries_dropped"), ==, 1);
  g_assert_cmpfloat (json_object_get_double_member (upgrade, "points_after")
                     - json_object_get_double_member (upgrade, "points"), ==, 2 - 12);
  changes = json_object_get_array_member (upgrade, "changes");
  first = json_array_get_object_element (changes, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "section"), ==, "cost");
  g_assert_cmpstr (json_object_get_string_member (first, "code"), ==, "unit-cost");
  g_assert_cmpstr (json_object_get_string_member (first, "unit"), ==, "pikemen");
  g_assert_cmpstr (json_object_get_string_member (first, "old"), ==, "9");
  g_assert_cmpstr (json_object_get_string_member (first, "new"), ==, "10");
  for (guint i = 0; i < json_array_get_length (changes); i++)
    {
      JsonObject *c = json_array_get_object_element (changes, i);

      if (g_str_equal (json_object_get_string_member (c, "section"), "problem"))
        problem = g_str_equal (json_object_get_string_member (c, "code"), "unit-limit-max");
    }
  g_assert_true (problem);
  run_clear (&r);
}

static void
test_preparations_text (void)
{
  g_autofree char *army = muster_test_write (dir, "bavaria.xml", bavarian_xml, -1);
  Run r = cli ("check", army, NULL);

  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "  Built with Bavaria 1.0.0; 1.1.0 is installed\n"));
  g_assert_nonnull (strstr (r.out, "  Moving to 1.1.0:\n"
                                   "    Supply train: cost 15 → 20. The army has 2.\n"
                                   "    The preparation “Royal engineers” is no longer in the list: "
                                   "the army's 1 copy of it is dropped.\n"
                                   "    The preparation “Field chaplains” is now called “Army chaplains”. The army has 1.\n"
                                   "    Army chaplains: may now be taken more than once. The army has 1.\n"
                                   "    The rules of the preparation “Supply train” change: it now reads “"
                                   LIST_UPGRADE_SUPPLY_1_1_EN "” (before: “" LIST_UPGRADE_SUPPLY_1_0_EN "”). "
                                   "The army has 2.\n"));
  /* the chaplains' English rules stay as they were */
  g_assert_null (strstr (r.out, "The rules of the preparation “Army chaplains”"));
  g_assert_nonnull (strstr (r.out, "1 preparation of the army is dropped.\n"));
  g_assert_null (strstr (r.out, "Scouting"));
  g_assert_null (strstr (r.out, "Pontoon"));
  run_clear (&r);

  r = cli ("--lang", "ru", "check", army, NULL);
  g_assert_nonnull (strstr (r.out, "    Обоз: стоимость 15 → 20. В армии: 2.\n"));
  g_assert_nonnull (strstr (r.out, "    Приготовления «Королевские инженеры» больше нет в списке: армия теряет 1 экземпляр.\n"));
  g_assert_nonnull (strstr (r.out, "    Приготовление «Полковые священники» теперь называется «Армейские священники». В армии: 1.\n"));
  g_assert_nonnull (strstr (r.out, "Армия теряет 1 приготовление.\n"));
  g_assert_nonnull (strstr (r.out, "    Правила приготовления «Обоз» меняются: теперь «" LIST_UPGRADE_SUPPLY_1_1_RU
                                   "» (было: «" LIST_UPGRADE_SUPPLY_1_0_RU "»). В армии: 2.\n"));
  g_assert_nonnull (strstr (r.out, "    Правила приготовления «Армейские священники» меняются: теперь «"
                                   LIST_UPGRADE_CHAPLAINS_1_1_RU "» (было: «"));
  run_clear (&r);
}

static void
test_preparations_json (void)
{
  g_autofree char *army = muster_test_write (dir, "bavaria-json.xml", bavarian_xml, -1);
  Run r = cli ("check", "--json", army, NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *upgrade, *c;
  JsonArray *changes;

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  upgrade = json_object_get_object_member (json_node_get_object (root), "list_upgrade");
  g_assert_nonnull (upgrade);
  g_assert_cmpint (json_object_get_int_member (upgrade, "entries_dropped"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (upgrade, "preparations_dropped"), ==, 1);
  g_assert_cmpfloat (json_object_get_double_member (upgrade, "points_after")
                     - json_object_get_double_member (upgrade, "points"), ==, -20 + 2 * 5);
  changes = json_object_get_array_member (upgrade, "changes");
  g_assert_cmpuint (json_array_get_length (changes), ==, 5);

  c = json_find (changes, "code", "preparation-removed");
  g_assert_nonnull (c);
  g_assert_cmpstr (json_object_get_string_member (c, "section"), ==, "preparation-removed");
  g_assert_cmpstr (json_object_get_string_member (c, "preparation"), ==, "royal-engineers");
  g_assert_true (json_object_get_null_member (c, "unit"));
  g_assert_cmpstr (json_object_get_string_member (c, "old"), ==, "20");
  g_assert_cmpint (json_object_get_int_member (c, "count"), ==, 1);

  c = json_find (changes, "code", "preparation-renamed");
  g_assert_cmpstr (json_object_get_string_member (c, "section"), ==, "preparation-renamed");
  g_assert_cmpstr (json_object_get_string_member (c, "preparation"), ==, "field-chaplains");
  g_assert_cmpstr (json_object_get_string_member (c, "new"), ==, "Army chaplains");

  c = json_find (changes, "code", "preparation-cost");
  g_assert_cmpstr (json_object_get_string_member (c, "section"), ==, "cost");
  g_assert_cmpstr (json_object_get_string_member (c, "preparation"), ==, "supply-train");
  g_assert_cmpstr (json_object_get_string_member (c, "old"), ==, "15");
  g_assert_cmpstr (json_object_get_string_member (c, "new"), ==, "20");
  g_assert_cmpint (json_object_get_int_member (c, "count"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (c, "text"), ==, "Supply train: cost 15 → 20. The army has 2.");

  c = json_find (changes, "code", "preparation-repeatable");
  g_assert_cmpstr (json_object_get_string_member (c, "section"), ==, "profile");

  c = json_find (changes, "code", "preparation-description");
  g_assert_nonnull (c);
  g_assert_cmpstr (json_object_get_string_member (c, "section"), ==, "profile");
  g_assert_cmpstr (json_object_get_string_member (c, "preparation"), ==, "supply-train");
  g_assert_cmpstr (json_object_get_string_member (c, "old"), ==, LIST_UPGRADE_SUPPLY_1_0_EN);
  g_assert_cmpstr (json_object_get_string_member (c, "new"), ==, LIST_UPGRADE_SUPPLY_1_1_EN);
  g_assert_cmpint (json_object_get_int_member (c, "count"), ==, 2);
  run_clear (&r);

  /* in Russian, the texts a Russian reader reads, the chaplains' too */
  r = cli ("--lang", "ru", "check", "--json", army, NULL);
  g_clear_pointer (&root, json_node_unref);
  root = parse_json (r.out);
  changes = json_object_get_array_member (json_object_get_object_member (json_node_get_object (root), "list_upgrade"),
                                          "changes");
  g_assert_cmpuint (json_array_get_length (changes), ==, 6);
  c = json_find (changes, "new", LIST_UPGRADE_SUPPLY_1_1_RU);
  g_assert_nonnull (c);
  g_assert_cmpstr (json_object_get_string_member (c, "code"), ==, "preparation-description");
  g_assert_cmpstr (json_object_get_string_member (c, "old"), ==, LIST_UPGRADE_SUPPLY_1_0_RU);
  c = json_find (changes, "new", LIST_UPGRADE_CHAPLAINS_1_1_RU);
  g_assert_nonnull (c);
  g_assert_cmpstr (json_object_get_string_member (c, "preparation"), ==, "field-chaplains");
  run_clear (&r);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = muster_test_tmpdir ();
  g_autofree char *installed = NULL;

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  installed = list_upgrade_install (home);
  list_upgrade_install_bavaria (home);
  dir = muster_test_tmpdir ();
  muster_test_init (&argc, &argv);
  g_test_add_func ("/cli/cli-army-version/text", test_text);
  g_test_add_func ("/cli/cli-army-version/json", test_json);
  g_test_add_func ("/cli/cli-army-version/preparations-text", test_preparations_text);
  g_test_add_func ("/cli/cli-army-version/preparations-json", test_preparations_json);
  return g_test_run ();
}
