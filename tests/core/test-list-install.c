/* test-list-install.c: installing a published list from a file anywhere:
 * a newer version of France goes into the user's lists folder and is the
 * system's at once; every refusal says why and installs nothing.
 */
#include "config.h"

#include <sys/stat.h>

#include "muster-core.h"
#include "../muster-test.h"

typedef struct
{
  char *home;
  char *lists;
  char *work;                   /* where the files to install lie */
  MusterCatalog *catalog;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->home = muster_test_tmpdir ();
  f->work = muster_test_tmpdir ();
  g_setenv ("XDG_DATA_HOME", f->home, TRUE);
  f->lists = muster_lists_dir ("clouds-of-smoke");
  f->catalog = muster_catalog_new ();
  muster_catalog_add_default_folders (f->catalog);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_object_unref (f->catalog);
  muster_test_rmtree (f->home);
  muster_test_rmtree (f->work);
  g_free (f->home);
  g_free (f->work);
  g_free (f->lists);
  g_unsetenv ("XDG_DATA_HOME");
}

/* The names in the lists folder, sorted and joined by spaces. */
static char *
installed_files (Fixture *f)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GDir *dir = g_dir_open (f->lists, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  if (dir != NULL)
    g_dir_close (dir);
  g_ptr_array_sort (names, muster_test_compare_strings);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static const MusterFaction *
newest_france (Fixture *f)
{
  return muster_system_lookup_faction (muster_catalog_lookup (f->catalog, "clouds-of-smoke"), "france-military-revolution");
}

/* France 1.1.0 with pikemen at 10 points */
static char *
france_110 (void)
{
  return muster_test_france_edited ("<list version=\"1.0.0\"", "<list version=\"1.1.0\"",
                                    "<unit id=\"pikemen\" category=\"core\" cost=\"9\"",
                                    "<unit id=\"pikemen\" category=\"core\" cost=\"10\"", NULL);
}

static gboolean
install_text (Fixture *f, const char *name, const char *text, MusterListInstall **report, GError **error)
{
  g_autofree char *path = muster_test_write (f->work, name, text, -1);

  return muster_list_install (f->catalog, path, report, error);
}

static void
test_install_newer (Fixture *f, gconstpointer data)
{
  g_autofree char *text = france_110 ();
  g_autofree char *expected_path = g_build_filename (f->lists, "france-military-revolution-1.1.0.xml", NULL);
  g_autofree char *copied = NULL;
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(MusterListInstall) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) before = g_object_ref (muster_catalog_lookup (f->catalog, "clouds-of-smoke"));
  g_autofree char *files = NULL;
  const MusterFaction *france;

  g_assert_cmpstr (newest_france (f)->version, ==, "1.0.0");
  g_assert_true (install_text (f, "france.xml", text, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (report->system_id, ==, "clouds-of-smoke");
  g_assert_cmpstr (report->faction_id, ==, "france-military-revolution");
  g_assert_cmpstr (report->version, ==, "1.1.0");
  g_assert_cmpstr (report->previous_version, ==, "1.0.0");
  g_assert_cmpstr (report->author, ==, "Muster");
  g_assert_cmpstr (report->name.en, ==, "France");
  g_assert_false (report->unchanged);
  g_assert_cmpstr (report->installed_path, ==, expected_path);
  g_assert_true (g_file_get_contents (expected_path, &copied, NULL, NULL));
  g_assert_cmpstr (copied, ==, text);

  /* usable at once: the catalog holds the system anew, with 1.1.0 the newest */
  g_assert_true (muster_catalog_lookup (f->catalog, "clouds-of-smoke") != before);
  france = newest_france (f);
  g_assert_cmpstr (france->version, ==, "1.1.0");
  g_assert_true (france->installed);
  g_assert_cmpfloat (muster_faction_lookup_unit (france, "pikemen")->cost, ==, 10);
  g_assert_cmpuint (muster_system_get_faction_versions (muster_catalog_lookup (f->catalog, "clouds-of-smoke"),
                                                        "france-military-revolution")->len, ==, 2);

  /* the same file again: nothing to do */
  g_assert_true (install_text (f, "france-copy.xml", text, &again, &error));
  g_assert_no_error (error);
  g_assert_true (again->unchanged);
  g_assert_cmpstr (again->installed_path, ==, expected_path);
  files = installed_files (f);
  g_assert_cmpstr (files, ==, "france-military-revolution-1.1.0.xml");
}

/* Installing text is refused with a message holding expect, and the lists
 * folder and the catalog's France stay as they were. */
static void
assert_refused (Fixture *f, const char *text, const char *expect)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *files_before = installed_files (f);
  g_autofree char *files_after = NULL;
  g_autofree char *version_before = g_strdup (newest_france (f)->version);
  g_autoptr(MusterListInstall) report = NULL;

  g_assert_false (install_text (f, "list.xml", text, &report, &error));
  g_assert_null (report);
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("“%s” does not say “%s”", error->message, expect);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "list.xml"));
  files_after = installed_files (f);
  g_assert_cmpstr (files_after, ==, files_before);
  g_assert_cmpstr (newest_france (f)->version, ==, version_before);
}

static void
test_refusals (Fixture *f, gconstpointer data)
{
  g_autofree char *text = france_110 ();
  g_autoptr(GError) error = NULL;
  struct { const char *old, *new, *expect; } cases[] = {
    /* versions and authors, against the shipped 1.0.0 and the installed 1.1.0 */
    { NULL, NULL, "already installed" },     /* 1.0.0 with pikemen at 8 */
    { "<list version=\"1.0.0\"", "<list version=\"1.1.0\"", "already installed" },
    { "<list version=\"1.0.0\"", "<list version=\"1.0.5\"", "older than version 1.1.0" },
    { "<author>Muster</author>", "<author>A. Historian</author>", "published by Muster" },
    /* the list itself */
    { "system=\"clouds-of-smoke\"", "system=\"no-such-system\"", "“no-such-system”, which Muster does not have" },
    { "<unit id=\"musketeers\"", "<unit id=\"pikemen\"", "“pikemen” is used twice" },
    { "category=\"core\"", "category=\"elite\"", "category “elite”" },
    { "<tag ref=\"infantry\"/>", "<tag ref=\"tanks\"/>", "no tag “tanks”" },
    { "<tag ref=\"infantry\"/>", "<tag ref=\"infantry\"/><limit max=\"floor(points /\"/>", "max" },
    { "<list version=\"1.2.0\" date=\"2026-11-24\">", "<categories><category id=\"x\"/></categories>"
                                                      "<list version=\"1.2.0\" date=\"2026-11-24\">",
      "list.xml:11:3: A list cannot declare <categories>" },
    { "<list version=\"1.2.0\"", "<listing version=\"1.2.0\"", "listing" },
  };

  g_assert_true (install_text (f, "france.xml", text, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = NULL;

      if (i == 0)
        bad = muster_test_france_edited ("<unit id=\"pikemen\" category=\"core\" cost=\"9\"",
                                         "<unit id=\"pikemen\" category=\"core\" cost=\"8\"", NULL);
      else if (i < 3)
        bad = muster_test_france_edited (cases[i].old, cases[i].new, NULL);
      else
        bad = muster_test_france_edited ("<list version=\"1.0.0\"", "<list version=\"1.2.0\"",
                                         cases[i].old, cases[i].new, NULL);
      assert_refused (f, bad, cases[i].expect);
    }

  /* a faction without <list> and a system file */
  {
    g_autofree char *no_list = muster_test_france_edited ("<list version=\"1.0.0\" date=\"2026-11-24\">", "<!--",
                                                          "</list>", "-->", NULL);
    g_autofree char *system_path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "system.xml", NULL);
    g_autofree char *system_xml = NULL;

    assert_refused (f, no_list, "published list");
    g_assert_true (g_file_get_contents (system_path, &system_xml, NULL, NULL));
    assert_refused (f, system_xml, "not an army list");
  }
}

/* Every hostile file of the corpus, and a FIFO, is refused unread or
 * unloaded, and nothing is installed. */
static void
test_hostile (Fixture *f, gconstpointer data)
{
  g_autofree char *corpus = muster_test_source_path ("tests", "hostile", NULL);
  g_autoptr(GDir) dir = g_dir_open (corpus, 0, NULL);
  g_autofree char *fifo = g_build_filename (f->work, "list-fifo.xml", NULL);
  g_autoptr(GError) fifo_error = NULL;
  g_autofree char *files = NULL;
  const char *name;
  guint tried = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (corpus, name, NULL);
      g_autoptr(GError) error = NULL;

      if (!g_str_has_suffix (name, ".xml"))
        continue;
      if (muster_list_install (f->catalog, path, NULL, &error))
        g_error ("%s was installed", name);
      g_assert_nonnull (error);
      tried++;
    }
  g_assert_cmpuint (tried, >, 50);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (muster_list_install (f->catalog, fifo, NULL, &fifo_error));
  g_assert_nonnull (strstr (fifo_error->message, "not a regular file"));
  files = installed_files (f);
  g_assert_cmpstr (files, ==, "");
  g_assert_cmpstr (newest_france (f)->version, ==, "1.0.0");
}

static void
test_installed_lists (Fixture *f, gconstpointer data)
{
  g_autofree char *text = france_110 ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  guint france = 0;

  g_assert_true (install_text (f, "france.xml", text, NULL, &error));
  g_assert_no_error (error);
  entries = muster_list_installed (f->catalog);
  for (guint i = 0; i < entries->len; i++)
    {
      const MusterListEntry *e = g_ptr_array_index (entries, i);

      if (!g_str_equal (e->faction->id, "france-military-revolution"))
        continue;
      g_assert_cmpstr (e->system_id, ==, "clouds-of-smoke");
      g_assert_cmpstr (e->faction->version, ==, france == 0 ? "1.0.0" : "1.1.0");
      g_assert_true (e->faction->installed == (france == 1));
      france++;
    }
  g_assert_cmpuint (france, ==, 2);
}

/* A bad file in the lists folder is among the catalog's errors. */
static void
test_list_errors_in_catalog (Fixture *f, gconstpointer data)
{
  g_autofree char *bad = muster_test_write (f->lists, "broken.xml", "<faction", -1);
  GPtrArray *errors;
  gboolean found = FALSE;

  muster_catalog_load (f->catalog);
  errors = muster_catalog_get_errors (f->catalog);
  for (guint i = 0; i < errors->len; i++)
    found |= strstr (g_ptr_array_index (errors, i), "broken.xml") != NULL;
  g_assert_true (found);
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_init (&argc, &argv);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/core/list-install/newer", test_install_newer);
  ADD ("/core/list-install/refusals", test_refusals);
  ADD ("/core/list-install/hostile", test_hostile);
  ADD ("/core/list-install/installed", test_installed_lists);
  ADD ("/core/list-install/list-errors-in-catalog", test_list_errors_in_catalog);
  return g_test_run ();
}
