/* list-upgrade.h: France 1.1.0, a newer version of the shipped France list
 * (1.0.0) for the tests of army upgrades: pikemen cost 10 instead of 9,
 * reiters are renamed Cuirassiers and move 5-2, dragoons are gone and guard
 * musketeers may be taken once. And Bavaria 1.0.0 and 1.1.0, a list with
 * preparations of its own that 1.1.0 drops, renames and prices anew.
 * Installed into a user data folder.
 */
#pragma once

#include <string.h>

#include <glib.h>

#include "muster-test.h"

/* The text of France 1.1.0, made from the shipped 1.0.0. */
static inline char *
list_upgrade_france_1_1 (void)
{
  g_autofree char *text = muster_test_france_edited (
    "<list version=\"1.0.0\" date=\"2026-11-24\">", "<list version=\"1.1.0\" date=\"2026-12-01\">",
    "    <change version=\"1.0.0\"",
    "    <change version=\"1.1.0\" date=\"2026-12-01\">\n"
    "      <text xml:lang=\"en\">Dearer pikemen, cuirassiers, no dragoons.</text>\n"
    "      <text xml:lang=\"ru\">Пикинеры дороже, кирасиры, без драгун.</text>\n"
    "    </change>\n"
    "    <change version=\"1.0.0\"",
    "<unit id=\"pikemen\" category=\"core\" cost=\"9\">", "<unit id=\"pikemen\" category=\"core\" cost=\"10\">",
    "<name xml:lang=\"en\">Reiters</name><name xml:lang=\"ru\">Рейтары</name>\n"
    "    <stat field=\"speed\">4-2</stat>",
    "<name xml:lang=\"en\">Cuirassiers</name><name xml:lang=\"ru\">Кирасиры</name>\n"
    "    <stat field=\"speed\">5-2</stat>",
    NULL);
  GString *s = g_string_new (text);
  char *from = strstr (s->str, "<unit id=\"guard-musketeers\"");
  char *to;

  g_assert_nonnull (from);
  to = strstr (from, "    <source>");
  g_assert_nonnull (to);
  g_string_insert (s, to - s->str, "    <limit max=\"1\"/>\n");
  from = strstr (s->str, "  <unit id=\"dragoons\"");

  g_assert_nonnull (from);
  to = strstr (from, "</unit>\n");
  g_assert_nonnull (to);
  g_string_erase (s, from - s->str, to + strlen ("</unit>\n") - from);
  return g_string_free (s, FALSE);
}

/* Installs France 1.1.0 into data_home/muster/lists/clouds-of-smoke (the
 * folder muster_lists_dir() names when $XDG_DATA_HOME is data_home);
 * returns the file's path. */
static inline char *
list_upgrade_install (const char *data_home)
{
  g_autofree char *text = list_upgrade_france_1_1 ();
  g_autofree char *dir = g_build_filename (data_home, "muster", "lists", "clouds-of-smoke", NULL);
  char *path = g_build_filename (dir, "france-military-revolution-1.1.0.xml", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

#define LIST_UPGRADE_BAVARIA "bavaria-thirty-years-war"

/* The rules texts of Bavaria's preparations that 1.1.0 changes */
#define LIST_UPGRADE_SUPPLY_1_0_EN "Once per game, one unit within the commander's radius recovers a lost stand."
#define LIST_UPGRADE_SUPPLY_1_0_RU "Один раз за игру один отряд в радиусе полководца восстанавливает потерянную подставку."
#define LIST_UPGRADE_SUPPLY_1_1_EN "Once per game, one unit anywhere on the table recovers a lost stand."
#define LIST_UPGRADE_SUPPLY_1_1_RU "Один раз за игру один отряд в любом месте стола восстанавливает потерянную подставку."
#define LIST_UPGRADE_CHAPLAINS_1_1_RU "Один раз за битву можно перебросить проваленный тест боевого духа."
#define LIST_UPGRADE_CHAPLAINS_EN \
  "    <text xml:lang=\"en\">Once per battle, a failed morale test may be rerolled.</text>\n"

/* Bavaria, a list of Clouds of Smoke made from France with preparations of
 * its own. 1.0.0: royal engineers (20), field chaplains (10), supply train
 * (15, repeatable). 1.1.0 drops the royal engineers, calls the chaplains
 * Army chaplains (and lets them be taken more than once, and words their
 * rules anew in Russian only), prices the supply train 20 (and changes
 * what it does, in both languages) and adds a pontoon bridge. */
static inline char *
list_upgrade_bavaria (gboolean newer)
{
  const char *preparations_1_0 =
    "  <preparation id=\"royal-engineers\" cost=\"20\">\n"
    "    <name xml:lang=\"en\">Royal engineers</name><name xml:lang=\"ru\">Королевские инженеры</name>\n"
    "  </preparation>\n"
    "  <preparation id=\"field-chaplains\" cost=\"10\">\n"
    "    <name xml:lang=\"en\">Field chaplains</name><name xml:lang=\"ru\">Полковые священники</name>\n"
    LIST_UPGRADE_CHAPLAINS_EN
    "    <text xml:lang=\"ru\">Один раз за битву можно перебросить проваленную проверку морали.</text>\n"
    "  </preparation>\n"
    "  <preparation id=\"supply-train\" cost=\"15\" repeatable=\"true\">\n"
    "    <name xml:lang=\"en\">Supply train</name><name xml:lang=\"ru\">Обоз</name>\n"
    "    <text xml:lang=\"en\">" LIST_UPGRADE_SUPPLY_1_0_EN "</text>\n"
    "    <text xml:lang=\"ru\">" LIST_UPGRADE_SUPPLY_1_0_RU "</text>\n"
    "  </preparation>\n"
    "  <action-board";
  const char *preparations_1_1 =
    "  <preparation id=\"field-chaplains\" cost=\"10\" repeatable=\"true\">\n"
    "    <name xml:lang=\"en\">Army chaplains</name><name xml:lang=\"ru\">Армейские священники</name>\n"
    LIST_UPGRADE_CHAPLAINS_EN
    "    <text xml:lang=\"ru\">" LIST_UPGRADE_CHAPLAINS_1_1_RU "</text>\n"
    "  </preparation>\n"
    "  <preparation id=\"supply-train\" cost=\"20\" repeatable=\"true\">\n"
    "    <name xml:lang=\"en\">Supply train</name><name xml:lang=\"ru\">Обоз</name>\n"
    "    <text xml:lang=\"en\">" LIST_UPGRADE_SUPPLY_1_1_EN "</text>\n"
    "    <text xml:lang=\"ru\">" LIST_UPGRADE_SUPPLY_1_1_RU "</text>\n"
    "  </preparation>\n"
    "  <preparation id=\"pontoon-bridge\" cost=\"10\">\n"
    "    <name xml:lang=\"en\">Pontoon bridge</name><name xml:lang=\"ru\">Понтонный мост</name>\n"
    "  </preparation>\n"
    "  <action-board";

  return muster_test_france_edited (
    "id=\"france-military-revolution\"", "id=\"" LIST_UPGRADE_BAVARIA "\"",
    "<name xml:lang=\"en\">France</name>", "<name xml:lang=\"en\">Bavaria</name>",
    "<name xml:lang=\"ru\">Франция</name>", "<name xml:lang=\"ru\">Бавария</name>",
    "<list version=\"1.0.0\" date=\"2026-11-24\">",
    newer ? "<list version=\"1.1.0\" date=\"2026-12-01\">" : "<list version=\"1.0.0\" date=\"2026-11-24\">",
    "    <change version=\"1.0.0\"",
    newer ? "    <change version=\"1.1.0\" date=\"2026-12-01\">\n"
            "      <text xml:lang=\"en\">No royal engineers; army chaplains; a dearer supply train.</text>\n"
            "      <text xml:lang=\"ru\">Без королевских инженеров; армейские священники; обоз дороже.</text>\n"
            "    </change>\n"
            "    <change version=\"1.0.0\""
          : "    <change version=\"1.0.0\"",
    "  <action-board", newer ? preparations_1_1 : preparations_1_0,
    NULL);
}

/* Installs Bavaria 1.0.0 and 1.1.0 beside each other, as list_upgrade_install(). */
static inline void
list_upgrade_install_bavaria (const char *data_home)
{
  g_autofree char *dir = g_build_filename (data_home, "muster", "lists", "clouds-of-smoke", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (int newer = 0; newer <= 1; newer++)
    {
      g_autofree char *text = list_upgrade_bavaria (newer);
      g_autofree char *path = g_build_filename (dir, newer ? "bavaria-1.1.0.xml" : "bavaria-1.0.0.xml", NULL);

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
    }
}
