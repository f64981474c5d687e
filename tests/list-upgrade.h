/* list-upgrade.h: France 1.1.0, a newer version of the shipped France list
 * (1.0.0) for the tests of army upgrades: pikemen cost 10 instead of 9,
 * reiters are renamed Cuirassiers and move 5-2, dragoons are gone and guard
 * musketeers may be taken once. Installed into a user data folder.
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
