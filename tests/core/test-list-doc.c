/* test-list-doc.c: the list editor's document: every edit one step of
 * undo (typing in a field one step), undoing all gives back the file as
 * read, saving writes what the loader reads back, and a check's error
 * points at the element it is about.
 */
#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;
static MusterSystem *smoke;

static MusterListDoc *
open_france (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions",
                                                   "france-military-revolution.xml", NULL);
  MusterListDoc *doc = muster_list_doc_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

static xmlNode *
unit_at (MusterListDoc *doc, guint i)
{
  g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (doc), "unit");

  g_assert_cmpuint (i, <, units->len);
  return g_ptr_array_index (units, i);
}

static guint
n_units (MusterListDoc *doc)
{
  g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (doc), "unit");

  return units->len;
}

static void
test_undo_redo (void)
{
  g_autoptr(MusterListDoc) doc = open_france ();
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  MusterListSlot cost = { 0 };
  MusterListSlot speed = { 0 };
  MusterListSlot name = { 0 };
  int typing;
  guint units = n_units (doc);
  xmlNode *unit;

  g_ptr_array_add (states, muster_list_doc_serialize (doc));
  g_assert_false (muster_list_doc_can_undo (doc));

  unit = muster_list_doc_add_unit (doc, smoke, unit_at (doc, 0));
  g_assert_cmpuint (n_units (doc), ==, units + 1);
  g_assert_true (unit_at (doc, 1) == unit);
  g_ptr_array_add (states, muster_list_doc_serialize (doc));

  /* typing "1", "12" in the cost field is one step */
  cost = (MusterListSlot) { .element = unit, .attr = "cost", .keep_empty = TRUE };
  muster_list_doc_set (doc, &cost, "1", &typing);
  muster_list_doc_set (doc, &cost, "12", &typing);
  muster_list_doc_end_group (doc);
  g_ptr_array_add (states, muster_list_doc_serialize (doc));
  {
    g_autofree char *typed = muster_list_slot_get (&cost);

    g_assert_cmpstr (typed, ==, "12");
  }

  speed = (MusterListSlot) { .element = unit, .child = "stat", .key_attr = "field", .key_value = "speed" };
  muster_list_doc_set (doc, &speed, "2-1", NULL);
  g_ptr_array_add (states, muster_list_doc_serialize (doc));
  name = (MusterListSlot) { .element = unit, .child = "name", .lang = "ru" };
  muster_list_doc_set (doc, &name, "Стрельцы", NULL);
  g_ptr_array_add (states, muster_list_doc_serialize (doc));
  muster_list_doc_set_tag (doc, unit, "infantry", TRUE);
  g_ptr_array_add (states, muster_list_doc_serialize (doc));
  g_assert_true (muster_list_doc_move (doc, unit, -1));
  g_ptr_array_add (states, muster_list_doc_serialize (doc));
  muster_list_doc_add_child (doc, unit, "limit");
  g_ptr_array_add (states, muster_list_doc_serialize (doc));
  muster_list_doc_remove (doc, unit_at (doc, 3));
  g_ptr_array_add (states, muster_list_doc_serialize (doc));

  /* the stat went before the tag, whatever order the edits took */
  g_assert_nonnull (strstr (g_ptr_array_index (states, 6),
                            "<stat field=\"speed\">2-1</stat>\n    <tag ref=\"infantry\"/>"));

  for (guint i = states->len - 1; i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (muster_list_doc_can_undo (doc));
      muster_list_doc_undo (doc);
      now = muster_list_doc_serialize (doc);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i - 1));
    }
  g_assert_false (muster_list_doc_can_undo (doc));
  g_assert_false (muster_list_doc_is_modified (doc));
  for (guint i = 1; i < states->len; i++)
    {
      g_autofree char *now = NULL;

      muster_list_doc_redo (doc);
      now = muster_list_doc_serialize (doc);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (muster_list_doc_can_redo (doc));
  g_assert_true (muster_list_doc_is_modified (doc));
}

static void
test_save_and_check (void)
{
  g_autoptr(MusterListDoc) doc = open_france ();
  g_autoptr(MusterListDoc) again = NULL;
  g_autoptr(MusterSystem) checked = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "france.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *read = NULL;
  MusterListSlot cost = { .element = unit_at (doc, 0), .attr = "cost", .keep_empty = TRUE };
  const MusterFaction *faction;

  muster_list_doc_set (doc, &cost, "19", NULL);
  checked = muster_list_doc_check (doc, smoke, &error);
  g_assert_no_error (error);
  faction = muster_system_lookup_faction (checked, "france-military-revolution");
  g_assert_cmpfloat (((const MusterUnitType *) g_ptr_array_index (faction->units, 0))->cost, ==, 19);

  g_assert_true (muster_list_doc_save (doc, path, &error));
  g_assert_no_error (error);
  g_assert_false (muster_list_doc_is_modified (doc));
  g_assert_cmpstr (muster_list_doc_get_path (doc), ==, path);
  again = muster_list_doc_new_from_file (path, &error);
  g_assert_no_error (error);
  text = muster_list_doc_serialize (doc);
  read = muster_list_doc_serialize (again);
  g_assert_cmpstr (text, ==, read);
}

/* An error points at its element: a cost that is no number, a category
 * the system does not have. */
static void
test_error_node (void)
{
  g_autoptr(MusterListDoc) doc = open_france ();
  xmlNode *third = unit_at (doc, 2);
  MusterListSlot cost = { .element = third, .attr = "cost", .keep_empty = TRUE };
  MusterListSlot category = { .element = third, .attr = "category", .keep_empty = TRUE };
  const char *text = NULL;

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(MusterSystem) checked = NULL;
      g_autoptr(GError) error = NULL;

      if (i == 0)
        muster_list_doc_set (doc, &cost, "twelve", NULL);
      else
        {
          muster_list_doc_undo (doc);
          third = unit_at (doc, 2);
          category.element = third;
          muster_list_doc_set (doc, &category, "elite", NULL);
        }
      checked = muster_list_doc_check (doc, smoke, &error);
      g_assert_null (checked);
      g_assert_nonnull (error);
      g_assert_true (muster_list_doc_error_node (doc, error, &text) == third);
      g_assert_nonnull (strstr (text, i == 0 ? "twelve" : "elite"));
      g_assert_false (g_str_has_prefix (text, "france"));
    }

  /* an error at the same line of the system's own file is not the list's */
  {
    g_autoptr(GError) other = g_error_new (MUSTER_ERROR, MUSTER_ERROR_INVALID,
                                           "/data/clouds-of-smoke/system.xml:%u:3: Something is wrong.",
                                           (guint) xmlGetLineNo (third));
    g_autoptr(GError) own = g_error_new (MUSTER_ERROR, MUSTER_ERROR_INVALID,
                                         "/data/clouds-of-smoke/factions/france-military-revolution.xml:%u:3: Something is wrong.",
                                         (guint) xmlGetLineNo (third));

    g_assert_nonnull (muster_list_doc_error_node (doc, own, &text));
    g_assert_null (muster_list_doc_error_node (doc, other, &text));
    g_assert_cmpstr (text, ==, "Something is wrong.");
  }
}

/* A new list has one unit and loads with its system. */
static void
test_blank (void)
{
  g_autoptr(MusterListDoc) doc = muster_list_doc_new_blank (smoke, "saxony", "Saxony", "Саксония");
  g_autoptr(MusterSystem) checked = NULL;
  g_autoptr(GError) error = NULL;
  const MusterFaction *faction;

  g_assert_cmpuint (n_units (doc), ==, 1);
  g_assert_false (muster_list_doc_can_undo (doc));
  g_assert_null (muster_list_doc_get_path (doc));
  g_assert_cmpstr (muster_list_doc_get_system_id (doc), ==, "clouds-of-smoke");
  checked = muster_list_doc_check (doc, smoke, &error);
  g_assert_no_error (error);
  faction = muster_system_lookup_faction (checked, "saxony");
  g_assert_nonnull (faction);
  g_assert_cmpuint (faction->units->len, ==, 1);
  g_assert_cmpstr (faction->name.ru, ==, "Саксония");
}

int
main (int argc, char **argv)
{
  int ret;

  catalog = muster_test_init (&argc, &argv);
  smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");

  g_test_add_func ("/core/list-doc/undo-redo", test_undo_redo);
  g_test_add_func ("/core/list-doc/save-and-check", test_save_and_check);
  g_test_add_func ("/core/list-doc/error-node", test_error_node);
  g_test_add_func ("/core/list-doc/blank", test_blank);
  ret = g_test_run ();
  g_object_unref (catalog);
  return ret;
}
