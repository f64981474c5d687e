/* test-army-version.c: an army records the version of its faction's list:
 * written on save, read back (none: the oldest version held; one not
 * installed: the nearest, with a notice), kept by copies, the library and
 * share codes, with France 1.1.0 installed beside the shipped 1.0.0.
 */
#include "config.h"

#include "muster-core.h"
#include "../muster-test.h"
#include "../list-upgrade.h"
#include "../print/print-lang.h"

#define FRANCE "france-military-revolution"

static MusterCatalog *catalog;
static MusterSystem *smoke;


static MusterArmy *
army_on (const char *version)
{
  const MusterFaction *f = muster_system_lookup_faction_version (smoke, FRANCE, version);
  MusterArmy *army;

  g_assert_nonnull (f);
  army = muster_army_new (smoke, f, 400);
  muster_test_add_unit (army, "pikemen", 2);
  muster_test_add_unit (army, "reiters", 1);
  return army;
}

static MusterArmy *
load_text (const char *xml)
{
  g_autoptr(GError) error = NULL;
  MusterArmy *army = muster_army_load_memory (catalog, xml, strlen (xml), "army.xml", &error);

  g_assert_no_error (error);
  return army;
}

static char *
army_xml (const char *version_attr)
{
  return g_strdup_printf ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                          "faction=\"" FRANCE "\" points=\"400\"%s><unit type=\"pikemen\" count=\"2\"/></army>",
                          version_attr);
}

static void
test_new_army_takes_newest (void)
{
  g_autoptr(MusterArmy) army = muster_army_new (smoke, muster_system_lookup_faction (smoke, FRANCE), 400);
  g_autofree char *xml = muster_army_to_xml (army);

  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.1.0");
  g_assert_nonnull (strstr (xml, "list-version=\"1.1.0\""));
  g_assert_null (muster_army_get_newer_faction (army));
  g_assert_null (muster_army_describe_list_version (army));
}

/* An army built on 1.0.0 keeps loading, on 1.0.0, after 1.1.0 is installed. */
static void
test_round_trip (void)
{
  g_autoptr(MusterArmy) army = army_on ("1.0.0");
  g_autofree char *xml = muster_army_to_xml (army);
  g_autoptr(MusterArmy) back = NULL;
  g_autofree char *said = NULL;

  g_assert_nonnull (strstr (xml, "list-version=\"1.0.0\""));
  back = load_text (xml);
  g_assert_true (muster_army_get_faction (back) == muster_army_get_faction (army));
  g_assert_cmpstr (muster_army_get_list_version (back), ==, "1.0.0");
  g_assert_null (muster_army_get_missing_list_version (back));
  g_assert_cmpfloat (muster_army_get_unit (back, 0)->type->cost, ==, 9);
  g_assert_true (muster_army_get_unit (back, 0)->in_faction);
  g_assert_true (muster_army_equal (army, back));
  g_assert_cmpstr (muster_army_get_newer_faction (back)->version, ==, "1.1.0");
  said = muster_army_describe_list_version (back);
  g_assert_cmpstr (said, ==, "Built with France 1.0.0; 1.1.0 is installed");
}

/* An older file without list-version means the oldest version held. */
static void
test_absent_means_oldest (void)
{
  g_autofree char *xml = army_xml ("");
  g_autoptr(MusterArmy) army = load_text (xml);
  g_autofree char *again = muster_army_to_xml (army);

  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.0.0");
  g_assert_null (muster_army_get_missing_list_version (army));
  g_assert_nonnull (strstr (again, "list-version=\"1.0.0\""));
}

/* A version that is not installed loads with the nearest, and says so. */
static void
test_not_installed (void)
{
  g_autofree char *newer_xml = army_xml (" list-version=\"1.5.0\"");
  g_autofree char *older_xml = army_xml (" list-version=\"0.9.0\"");
  g_autofree char *between_xml = army_xml (" list-version=\"1.0.7\"");
  g_autoptr(MusterArmy) newer = load_text (newer_xml);
  g_autoptr(MusterArmy) older = load_text (older_xml);
  g_autoptr(MusterArmy) between = load_text (between_xml);
  g_autoptr(MusterArmy) copy = NULL;
  g_autofree char *said = NULL;
  g_autofree char *said_copy = NULL;

  g_assert_cmpstr (muster_army_get_list_version (newer), ==, "1.1.0");
  g_assert_cmpstr (muster_army_get_missing_list_version (newer), ==, "1.5.0");
  said = muster_army_describe_list_version (newer);
  g_assert_cmpstr (said, ==, "Built with France 1.5.0, which is not installed; opened with 1.1.0");
  g_assert_cmpstr (muster_army_get_list_version (older), ==, "1.0.0");
  g_assert_cmpstr (muster_army_get_missing_list_version (older), ==, "0.9.0");
  g_assert_cmpstr (muster_army_get_list_version (between), ==, "1.0.0");

  copy = muster_army_copy (newer);
  said_copy = muster_army_describe_list_version (copy);
  g_assert_cmpstr (said_copy, ==, said);

  /* in Russian */
  set_language ("ru");
  {
    g_autofree char *ru = muster_army_describe_list_version (between);

    g_assert_cmpstr (ru, ==, "Собрана по списку Франция 1.0.7, который не установлен; открыта с 1.0.0; установлена 1.1.0");
  }
  set_language ("en");
}

/* A faction published without a version: an army naming one opens on it
 * and says so, without an empty version. */
static void
test_faction_without_version (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, "plain", NULL);
  const char *system_xml =
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"plain\">"
    "<name xml:lang=\"en\">Plain</name><name xml:lang=\"ru\">Простая</name>"
    "<army spent=\"spent\"/>"
    "<fields><field id=\"m\"><name xml:lang=\"en\">M</name><name xml:lang=\"ru\">М</name></field></fields>"
    "<categories><category id=\"core\"><name xml:lang=\"en\">Core</name><name xml:lang=\"ru\">Основные</name></category></categories>"
    "<derived><value id=\"spent\" expr=\"sum(cost)\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name></value></derived>"
    "<faction id=\"folk\"><name xml:lang=\"en\">Folk</name><name xml:lang=\"ru\">Народ</name>"
    "<unit id=\"spear\" category=\"core\" cost=\"1\"><name xml:lang=\"en\">Spear</name><name xml:lang=\"ru\">Копьё</name></unit>"
    "</faction></system>";
  const char *army_text = "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"plain\" faction=\"folk\" "
                          "points=\"10\" list-version=\"2.0.0\"><unit type=\"spear\"/></army>";
  g_autoptr(MusterCatalog) plain = muster_catalog_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = NULL;
  g_autofree char *said = NULL;
  g_autofree char *xml = NULL;

  g_mkdir_with_parents (folder, 0700);
  g_free (muster_test_write (folder, "system.xml", system_xml, -1));
  muster_catalog_add_folder (plain, dir);
  muster_catalog_load (plain);
  army = muster_army_load_memory (plain, army_text, strlen (army_text), "army.xml", &error);
  g_assert_no_error (error);
  g_assert_null (muster_army_get_list_version (army));
  said = muster_army_describe_list_version (army);
  g_assert_cmpstr (said, ==, "Built with Folk 2.0.0, which is not installed; opened with —");
  xml = muster_army_to_xml (army);
  g_assert_null (strstr (xml, "list-version"));
}

static void
test_copy_keeps_version (void)
{
  g_autoptr(MusterArmy) army = army_on ("1.0.0");
  g_autoptr(MusterArmy) copy = muster_army_copy (army);

  g_assert_cmpstr (muster_army_get_list_version (copy), ==, "1.0.0");
  g_assert_true (muster_army_equal (army, copy));
}

static guint8 *
code_bytes (const char *code, gsize *len)
{
  g_autoptr(GString) padded = g_string_new (code + strlen (MUSTER_SHARE_PREFIX));

  g_string_replace (padded, "-", "+", 0);
  g_string_replace (padded, "_", "/", 0);
  while (padded->len % 4 != 0)
    g_string_append_c (padded, '=');
  return g_base64_decode (padded->str, len);
}

static int
code_format (const char *code)
{
  gsize len = 0;
  g_autofree guint8 *data = code_bytes (code, &len);

  g_assert_cmpuint (len, >, 0);
  return data[0];
}

/* A code carries a later version than the oldest (format 4); an army on
 * the oldest makes a code older versions read, which names no version and
 * decodes to the oldest, as an army file without one, as does a code
 * made by an older Muster. */
static void
test_share_code (void)
{
  g_autoptr(MusterArmy) army = army_on ("1.0.0");
  g_autoptr(MusterArmy) newest = army_on ("1.1.0");
  g_autofree char *code = muster_share_encode (army);
  g_autofree char *code_newest = muster_share_encode (newest);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) back = muster_share_decode (catalog, code, &error);
  g_autoptr(MusterArmy) back_newest = NULL;
  g_autoptr(MusterArmy) back_old = NULL;
  g_autofree char *old_code = NULL;
  guint16 fac = muster_share_hash (FRANCE);
  guint16 unit = muster_share_hash ("pikemen");
  const guint8 old[] = { 2, 15, 'c', 'l', 'o', 'u', 'd', 's', '-', 'o', 'f', '-', 's', 'm', 'o', 'k', 'e',
                         fac >> 8, fac & 0xFF, 10, 0, 0, 0, 1, unit >> 8, unit & 0xFF, 0, 0 };

  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_get_list_version (back), ==, "1.0.0");
  g_assert_true (muster_army_equal (army, back));
  g_assert_cmpint (code_format (code), ==, 2);
  g_assert_cmpint (code_format (code_newest), ==, 4);
  back_newest = muster_share_decode (catalog, code_newest, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_get_list_version (back_newest), ==, "1.1.0");

  old_code = muster_test_share_code (old, sizeof old);
  back_old = muster_share_decode (catalog, old_code, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_get_list_version (back_old), ==, "1.0.0");
  g_assert_cmpuint (muster_army_get_n_units (back_old), ==, 1);
}

/* A code naming a version not installed decodes to the nearest and says so. */
static void
test_share_code_not_installed (void)
{
  g_autoptr(MusterArmy) army = army_on ("1.1.0");
  g_autofree char *code = muster_share_encode (army);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) back = NULL;
  gsize len = 0;
  g_autofree guint8 *data = code_bytes (code, &len);
  g_autofree char *edited = NULL;
  guint8 *at;

  /* the version 1.1.0 (varints 1, 1, 0) after the flags (bit 2) */
  g_assert_cmpint (data[0], ==, 4);
  at = NULL;
  for (gsize i = 1; at == NULL && i + 4 <= len; i++)
    if (memcmp (data + i, (const guint8[]) { 0x04, 1, 1, 0 }, 4) == 0)
      at = data + i;
  g_assert_nonnull (at);
  at[2] = 7;
  edited = muster_test_share_code (data, len - 4);
  back = muster_share_decode (catalog, edited, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_get_list_version (back), ==, "1.1.0");
  g_assert_cmpstr (muster_army_get_missing_list_version (back), ==, "1.7.0");
}

/* The library keeps the version through revisions, restore and search. */
static void
test_library (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = muster_library_open (path, NULL, &error);
  g_autoptr(MusterArmy) army = army_on ("1.0.0");
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autofree char *content = NULL;
  g_autoptr(MusterArmy) back = NULL;
  gint64 id;

  g_assert_no_error (error);
  id = muster_library_save_army (library, 0, army, &error);
  g_assert_no_error (error);
  muster_test_add_unit (army, "dragoons", 1);
  g_assert_cmpint (muster_library_save_army (library, id, army, &error), ==, id);
  g_assert_no_error (error);
  revisions = muster_library_get_revisions (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (revisions->len, ==, 2);
  found = muster_library_search (library, "Dragoons", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);
  content = muster_library_get_content (library, id, 0, &error);
  g_assert_no_error (error);
  back = load_text (content);
  g_assert_cmpstr (muster_army_get_list_version (back), ==, "1.0.0");
  g_assert_true (muster_army_equal (army, back));
}

int
main (int argc, char **argv)
{
  g_autofree char *home = NULL;
  g_autofree char *installed = NULL;

  home = muster_test_tmpdir ();
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  installed = list_upgrade_install (home);
  catalog = muster_test_init (&argc, &argv);
  bind_build_messages ();
  smoke = muster_test_system (catalog, "clouds-of-smoke");
  g_assert_cmpuint (muster_system_get_faction_versions (smoke, FRANCE)->len, ==, 2);

  g_test_add_func ("/core/army-version/new-army-takes-newest", test_new_army_takes_newest);
  g_test_add_func ("/core/army-version/round-trip", test_round_trip);
  g_test_add_func ("/core/army-version/absent-means-oldest", test_absent_means_oldest);
  g_test_add_func ("/core/army-version/not-installed", test_not_installed);
  g_test_add_func ("/core/army-version/faction-without-version", test_faction_without_version);
  g_test_add_func ("/core/army-version/copy", test_copy_keeps_version);
  g_test_add_func ("/core/army-version/share-code", test_share_code);
  g_test_add_func ("/core/army-version/share-code-not-installed", test_share_code_not_installed);
  g_test_add_func ("/core/army-version/library", test_library);
  return g_test_run ();
}
