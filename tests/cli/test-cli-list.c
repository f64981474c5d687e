/* test-cli-list.c: published lists on the command line: check LIST.xml
 * anywhere on disk, list diff, list install and list installed, their exit
 * codes (0 done, 1 refused, 2 usage), JSON and Russian messages.
 */
#include "config.h"

#include "muster-core.h"
#include "../muster-test.h"
#include "../list-upgrade.h"
#include "cli-run.h"
#include "cli-json.h"

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *home;
static char *work;

static char *
write_list (const char *name, const char *text)
{
  return muster_test_write (work, name, text, -1);
}

static char *
france_110 (void)
{
  return muster_test_france_edited ("<list version=\"1.0.0\"", "<list version=\"1.1.0\"",
                                    "<unit id=\"pikemen\" category=\"core\" cost=\"9\"",
                                    "<unit id=\"pikemen\" category=\"core\" cost=\"10\"",
                                    "<name xml:lang=\"en\">Musketeers</name>", "<name xml:lang=\"en\">Fusiliers</name>",
                                    NULL);
}

static void
test_check_list (void)
{
  g_autofree char *text = france_110 ();
  g_autofree char *path = write_list ("france.xml", text);
  g_autofree char *bad_text = muster_test_france_edited ("<unit id=\"musketeers\"", "<unit id=\"pikemen\"", NULL);
  g_autofree char *bad = write_list ("twice.xml", bad_text);
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(JsonNode) bad_json = NULL;
  g_auto(Run) ok = cli ("check", path, NULL);
  g_auto(Run) ok_json = cli ("check", path, "--json", NULL);
  g_auto(Run) refused = cli ("check", bad, NULL);
  g_auto(Run) refused_json = cli ("check", bad, "--json", NULL);
  g_auto(Run) usage = cli ("check", path, bad, NULL);
  g_autofree char *place = g_strdup_printf ("%s:40:3: ", bad);
  JsonObject *o;

  g_assert_cmpint (ok.status, ==, 0);
  g_assert_nonnull (strstr (ok.out, "valid; the list “France” 1.1.0 of clouds-of-smoke has 8 unit types"));
  g_assert_cmpint (ok_json.status, ==, 0);
  json = parse_json (ok_json.out);
  o = json_node_get_object (json);
  g_assert_true (json_object_get_boolean_member (o, "valid"));
  g_assert_cmpstr (json_object_get_string_member (o, "kind"), ==, "list");
  g_assert_cmpstr (json_object_get_string_member (o, "version"), ==, "1.1.0");
  g_assert_cmpstr (json_object_get_string_member (o, "system"), ==, "clouds-of-smoke");

  g_assert_cmpint (refused.status, ==, 1);
  g_assert_nonnull (strstr (refused.err, place));
  g_assert_nonnull (strstr (refused.err, "“pikemen” is used twice"));
  g_assert_cmpint (refused_json.status, ==, 1);
  bad_json = parse_json (refused_json.out);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (bad_json), "valid"));
  g_assert_nonnull (strstr (json_object_get_string_member (json_node_get_object (bad_json), "error"), "used twice"));
  g_assert_cmpint (usage.status, ==, 2);

  /* a list that declares the system's own parts is told so plainly */
  {
    g_autofree char *system_text = muster_test_france_edited ("<list version=\"1.0.0\"",
                                                              "<tags><tag id=\"x\"/></tags><list version=\"1.0.0\"", NULL);
    g_autofree char *system_path = write_list ("declares.xml", system_text);
    g_auto(Run) declares = cli ("check", system_path, NULL);

    g_assert_cmpint (declares.status, !=, 0);
    g_assert_nonnull (strstr (declares.err, "A list cannot declare <tags>"));
  }
}

static gboolean
has_change (JsonArray *changes, const char *code, const char *unit, const char *old_value, const char *new_value)
{
  for (guint i = 0; i < json_array_get_length (changes); i++)
    {
      JsonObject *c = json_array_get_object_element (changes, i);

      if (g_str_equal (json_object_get_string_member (c, "code"), code)
          && g_strcmp0 (json_object_get_string_member (c, "unit"), unit) == 0
          && g_strcmp0 (json_object_get_string_member (c, "old"), old_value) == 0
          && g_strcmp0 (json_object_get_string_member (c, "new"), new_value) == 0
          && strlen (json_object_get_string_member (c, "message")) > 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_list_diff (void)
{
  g_autofree char *shipped = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions",
                                                      "france-military-revolution.xml", NULL);
  g_autofree char *text = france_110 ();
  g_autofree char *path = write_list ("france.xml", text);
  g_autofree char *other = muster_test_source_path ("data", "systems", "age-of-battles", "factions", "russians.xml", NULL);
  g_auto(Run) plain = cli ("list", "diff", shipped, path, NULL);
  g_auto(Run) json_run = cli ("list", "diff", shipped, path, "--json", NULL);
  g_auto(Run) russian = cli ("--lang", "ru", "list", "diff", shipped, path, NULL);
  g_auto(Run) usage = cli ("list", "diff", shipped, NULL);
  g_auto(Run) systems = cli ("list", "diff", shipped, other, NULL);
  g_autoptr(JsonNode) json = NULL;
  JsonArray *changes;

  g_assert_cmpint (plain.status, ==, 0);
  g_assert_nonnull (strstr (plain.out, "France 1.0.0 → 1.1.0: 3 changes"));
  g_assert_nonnull (strstr (plain.out, "[version] Version 1.0.0 → 1.1.0."));
  g_assert_nonnull (strstr (plain.out, "[unit-cost] Pikemen: cost 9 → 10."));
  g_assert_nonnull (strstr (plain.out, "[unit-renamed] Unit musketeers renamed (English): “Musketeers” → “Fusiliers”."));
  g_assert_cmpint (russian.status, ==, 0);
  g_assert_nonnull (strstr (russian.out, "Пикинеры: стоимость 9 → 10."));

  g_assert_cmpint (json_run.status, ==, 0);
  json = parse_json (json_run.out);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json), "old_version"), ==, "1.0.0");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json), "new_version"), ==, "1.1.0");
  changes = json_object_get_array_member (json_node_get_object (json), "changes");
  g_assert_cmpuint (json_array_get_length (changes), ==, 3);
  g_assert_true (has_change (changes, "version", NULL, "1.0.0", "1.1.0"));
  g_assert_true (has_change (changes, "unit-cost", "pikemen", "9", "10"));
  g_assert_true (has_change (changes, "unit-renamed", "musketeers", "Musketeers", "Fusiliers"));

  g_assert_cmpint (usage.status, ==, 2);
  g_assert_cmpint (systems.status, ==, 1);
  g_assert_nonnull (strstr (systems.err, "only two lists of one system"));
}

/* Bavaria 1.0.0 → 1.1.0: the changes of its own preparations, with their
 * codes and, in JSON, the preparation's id */
static void
test_list_diff_preparations (void)
{
  g_autofree char *old_text = list_upgrade_bavaria (FALSE);
  g_autofree char *new_text = list_upgrade_bavaria (TRUE);
  g_autofree char *old_path = write_list ("bavaria-1.0.0.xml", old_text);
  g_autofree char *new_path = write_list ("bavaria-1.1.0.xml", new_text);
  g_auto(Run) plain = cli ("list", "diff", old_path, new_path, NULL);
  g_auto(Run) json_run = cli ("list", "diff", old_path, new_path, "--json", NULL);
  g_autoptr(JsonNode) json = NULL;
  JsonArray *changes;
  guint found = 0;

  g_assert_cmpint (plain.status, ==, 0);
  g_assert_nonnull (strstr (plain.out, "  [preparation-removed] Preparation “Royal engineers” (royal-engineers) removed.\n"));
  g_assert_nonnull (strstr (plain.out, "  [preparation-cost] Supply train: cost 15 → 20.\n"));
  g_assert_nonnull (strstr (plain.out, "  [preparation-added] New preparation “Pontoon bridge” (pontoon-bridge), cost 10.\n"));

  g_assert_cmpint (json_run.status, ==, 0);
  json = parse_json (json_run.out);
  changes = json_object_get_array_member (json_node_get_object (json), "changes");
  for (guint i = 0; i < json_array_get_length (changes); i++)
    {
      JsonObject *c = json_array_get_object_element (changes, i);
      const char *code = json_object_get_string_member (c, "code");

      if (!g_str_has_prefix (code, "preparation-"))
        continue;
      g_assert_true (json_object_get_null_member (c, "unit"));
      if (g_str_equal (code, "preparation-renamed") && g_strcmp0 (json_object_get_string_member (c, "field"), "en") == 0)
        {
          g_assert_cmpstr (json_object_get_string_member (c, "preparation"), ==, "field-chaplains");
          g_assert_cmpstr (json_object_get_string_member (c, "new"), ==, "Army chaplains");
        }
      found++;
    }
  /* removed, renamed (en, ru), repeatable, description (ru), cost,
   * description (en, ru), added */
  g_assert_cmpuint (found, ==, 9);
}

static void
test_list_install (void)
{
  g_autofree char *text = france_110 ();
  g_autofree char *path = write_list ("france.xml", text);
  g_autofree char *other_text = muster_test_france_edited ("<list version=\"1.0.0\"", "<list version=\"1.1.0\"", NULL);
  g_autofree char *other = write_list ("france-other.xml", other_text);
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *installed = g_build_filename (lists, "france-military-revolution-1.1.0.xml", NULL);
  g_autofree char *copied = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(GPtrArray) after = NULL;
  JsonArray *entries;
  guint france = 0;

  {
    g_auto(Run) before = cli ("list", "installed", NULL);
    g_auto(Run) install = cli ("list", "install", path, NULL);

    g_assert_cmpint (before.status, ==, 0);
    g_assert_nonnull (strstr (before.out, "clouds-of-smoke\tfrance-military-revolution\t1.0.0\tshipped\t"));
    g_assert_null (strstr (before.out, "1.1.0"));
    g_assert_cmpint (install.status, ==, 0);
    g_assert_nonnull (strstr (install.out, "Installed the list “France” 1.1.0 for clouds-of-smoke, beside version 1.0.0"));
    g_assert_true (g_file_get_contents (installed, &copied, NULL, NULL));
    g_assert_cmpstr (copied, ==, text);
  }
  {
    g_auto(Run) again = cli ("list", "install", path, NULL);
    g_auto(Run) refused = cli ("list", "install", other, NULL);
    g_auto(Run) russian = cli ("--lang", "ru", "list", "install", other, NULL);
    g_auto(Run) usage = cli ("list", "install", NULL);
    g_auto(Run) listed = cli ("list", "installed", "--json", NULL);

    g_assert_cmpint (again.status, ==, 0);
    g_assert_nonnull (strstr (again.out, "nothing to do"));
    g_assert_cmpint (refused.status, ==, 1);
    g_assert_nonnull (strstr (refused.err, "version 1.1.0 is already installed"));
    g_assert_cmpint (russian.status, ==, 1);
    g_assert_nonnull (strstr (russian.err, "версии 1.1.0 уже установлен"));
    g_assert_cmpint (usage.status, ==, 2);
    g_assert_cmpint (listed.status, ==, 0);
    json = parse_json (listed.out);
  }
  entries = json_node_get_array (json);
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      JsonObject *e = json_array_get_object_element (entries, i);

      if (!g_str_equal (json_object_get_string_member (e, "id"), "france-military-revolution"))
        continue;
      g_assert_cmpstr (json_object_get_string_member (e, "version"), ==, france == 0 ? "1.0.0" : "1.1.0");
      g_assert_true (json_object_get_boolean_member (e, "installed") == (france == 1));
      g_assert_cmpstr (json_object_get_string_member (e, "system"), ==, "clouds-of-smoke");
      france++;
    }
  g_assert_cmpuint (france, ==, 2);
  /* the refused file changed nothing */
  g_clear_pointer (&copied, g_free);
  g_assert_true (g_file_get_contents (installed, &copied, NULL, NULL));
  g_assert_cmpstr (copied, ==, text);
  after = list_dir (lists);
  g_assert_cmpuint (after->len, ==, 1);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "en", TRUE);
  home = muster_test_tmpdir ();
  work = muster_test_tmpdir ();
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_add_func ("/cli/cli-list/check", test_check_list);
  g_test_add_func ("/cli/cli-list/diff", test_list_diff);
  g_test_add_func ("/cli/cli-list/diff-preparations", test_list_diff_preparations);
  g_test_add_func ("/cli/cli-list/install", test_list_install);
  status = g_test_run ();
  muster_test_rmtree (home);
  muster_test_rmtree (work);
  return status;
}
