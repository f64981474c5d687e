/* test-list-publish.c: where an edited list may be saved: the folders
 * Muster reads (its systems, the user's lists, through links too) are
 * known; the next version is proposed after the newest held; an edit is
 * installed as a new version beside the old, which is never written, and
 * a refusal changes nothing.
 */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include "muster-core.h"
#include "../muster-test.h"

#define FRANCE "france-military-revolution"

typedef struct
{
  char *home;
  char *work;
  MusterCatalog *catalog;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->home = muster_test_tmpdir ();
  f->work = muster_test_tmpdir ();
  g_setenv ("XDG_DATA_HOME", f->home, TRUE);
  f->catalog = muster_catalog_new ();
  muster_catalog_add_default_folders (f->catalog);
  muster_catalog_load (f->catalog);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_object_unref (f->catalog);
  muster_test_rmtree (f->home);
  muster_test_rmtree (f->work);
  g_free (f->home);
  g_free (f->work);
  g_unsetenv ("XDG_DATA_HOME");
}

static MusterSystem *
smoke (Fixture *f)
{
  return muster_catalog_lookup (f->catalog, "clouds-of-smoke");
}

static void
test_where (Fixture *f, gconstpointer data)
{
  g_autofree char *shipped = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions", FRANCE ".xml", NULL);
  g_autofree char *systems = muster_test_source_path ("data", "systems", NULL);
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *installed = g_build_filename (lists, FRANCE "-1.1.0.xml", NULL);
  g_autofree char *own = g_build_filename (f->work, "france.xml", NULL);
  g_autofree char *link = g_build_filename (f->work, "link", NULL);
  g_autofree char *through_link = g_build_filename (link, "clouds-of-smoke", "factions", "new.xml", NULL);
  g_autofree char *home = g_path_get_basename (f->home);
  g_autofree char *dotted = g_build_filename (f->work, "..", home, "muster", "lists", "x.xml", NULL);

  g_assert_true (muster_list_path_is_read (f->catalog, shipped));
  g_assert_true (muster_list_path_is_read (f->catalog, installed));
  g_assert_true (muster_list_path_is_read (f->catalog, dotted));
  g_assert_false (muster_list_path_is_read (f->catalog, own));
  g_assert_cmpint (symlink (systems, link), ==, 0);
  g_assert_true (muster_list_path_is_read (f->catalog, through_link));
}

static void
test_next_version (Fixture *f, gconstpointer data)
{
  g_autofree char *a = muster_list_next_version (smoke (f), FRANCE, "1.0.0");
  g_autofree char *b = muster_list_next_version (smoke (f), FRANCE, "2.5.1");
  g_autofree char *c = muster_list_next_version (smoke (f), "no-such-list", "0.9.3");
  g_autofree char *d = muster_list_next_version (smoke (f), "no-such-list", "not a version");

  g_assert_cmpstr (a, ==, "1.1.0");
  g_assert_cmpstr (b, ==, "2.6.0");
  g_assert_cmpstr (c, ==, "0.10.0");
  g_assert_cmpstr (d, ==, "1.0.0");
}

static char *
file_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Sets the Musketeers' cost of @doc. */
static void
set_cost (MusterListDoc *doc, const char *cost)
{
  g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (doc), "unit");

  for (guint i = 0; i < units->len; i++)
    {
      g_autofree char *id = muster_xml_get_attr (g_ptr_array_index (units, i), "id");
      MusterListSlot slot = { .element = g_ptr_array_index (units, i), .attr = "cost", .keep_empty = TRUE };

      if (g_strcmp0 (id, "musketeers") == 0)
        muster_list_doc_set (doc, &slot, cost, NULL);
    }
}

static void
test_publish (Fixture *f, gconstpointer data)
{
  g_autofree char *shipped = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions", FRANCE ".xml", NULL);
  g_autofree char *lists = muster_lists_dir ("clouds-of-smoke");
  g_autofree char *v110 = g_build_filename (lists, FRANCE "-1.1.0.xml", NULL);
  g_autofree char *before = file_text (shipped);
  g_autofree char *after = NULL;
  g_autofree char *installed = NULL;
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(MusterListDoc) doc = muster_list_doc_new_from_file (shipped, &error);
  const MusterFaction *france;

  g_assert_no_error (error);
  set_cost (doc, "11");
  g_assert_true (muster_list_doc_publish (doc, f->catalog, "1.1.0", "Musketeers cost 11.", "Мушкетёры стоят 11.",
                                          &report, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (report->installed_path, ==, v110);
  g_assert_cmpstr (report->previous_version, ==, "1.0.0");
  /* the shipped file is as it was; the document is the installed file */
  after = file_text (shipped);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (muster_list_doc_get_path (doc), ==, v110);
  g_assert_false (muster_list_doc_is_modified (doc));
  installed = file_text (v110);
  text = muster_list_doc_serialize (doc);
  g_assert_cmpstr (installed, ==, text);
  g_assert_nonnull (strstr (installed, "<list version=\"1.1.0\""));
  france = muster_system_lookup_faction (smoke (f), FRANCE);
  g_assert_cmpstr (france->version, ==, "1.1.0");
  g_assert_cmpfloat (muster_faction_lookup_unit (france, "musketeers")->cost, ==, 11);
  g_assert_cmpstr (((MusterListChange *) g_ptr_array_index (france->changes, 0))->text.en, ==, "Musketeers cost 11.");
  g_assert_cmpstr (((MusterListChange *) g_ptr_array_index (france->changes, 0))->version, ==, "1.1.0");

  /* refusals change nothing: a version held already, no version, no words */
  set_cost (doc, "12");
  g_clear_pointer (&text, g_free);
  text = muster_list_doc_serialize (doc);
  g_assert_false (muster_list_doc_publish (doc, f->catalog, "1.1.0", "Again.", "Снова.", NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (muster_list_doc_publish (doc, f->catalog, "one", "Again.", "Снова.", NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (muster_list_doc_publish (doc, f->catalog, "1.2.0", "Again.", "", NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_clear_error (&error);
  kept = muster_list_doc_serialize (doc);
  g_assert_cmpstr (kept, ==, text);
  g_clear_pointer (&installed, g_free);
  installed = file_text (v110);
  g_assert_cmpstr (strstr (installed, "cost=\"11\""), !=, NULL);

  /* the new version was one step: undone, the version is 1.0.0 again */
  muster_list_doc_undo (doc);
  muster_list_doc_undo (doc);
  g_clear_pointer (&text, g_free);
  text = muster_list_doc_serialize (doc);
  g_assert_nonnull (strstr (text, "<list version=\"1.0.0\""));
  g_assert_nonnull (strstr (text, "cost=\"11\""));
}

int
main (int argc, char **argv)
{
  g_autoptr(MusterCatalog) catalog = muster_test_init (&argc, &argv);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/core/list-publish/where", test_where);
  ADD ("/core/list-publish/next-version", test_next_version);
  ADD ("/core/list-publish/publish", test_publish);
  return g_test_run ();
}
