/* test-undo.c: undo and redo of every kind of army edit, without limit:
 * after any sequence, undoing everything gives back the first army and
 * redoing everything the last; typing merges; the modified flag follows.
 */
#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;
static MusterSystem *smoke;

static MusterArmyUnit
unit (const char *id, guint count)
{
  MusterArmyUnit u = { muster_system_find_unit (smoke, id), count, 0, FALSE, -1, TRUE };
  g_assert_nonnull (u.type);
  return u;
}

static char *
xml_of (MusterArmy *army)
{
  return muster_army_to_xml (army);
}

static void
test_every_edit (void)
{
  const MusterFaction *fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  const MusterFaction *hb = muster_system_lookup_faction (smoke, "habsburg-military-revolution");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, fr, 400);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  MusterArmyUnit u;
  MusterArmyCommander c = { muster_system_lookup_tier (smoke, "competent"),
                            muster_system_lookup_role (smoke, "commander"), (char *) "Condé" };
  MusterArmyPreparation p = { muster_system_lookup_preparation (smoke, NULL, "scouting"), 1 };

  g_ptr_array_add (states, xml_of (army));
#define STEP(edit) G_STMT_START { g_assert_nonnull (muster_undo_apply (undo, edit)); \
                                  muster_undo_seal (undo); \
                                  g_ptr_array_add (states, xml_of (army)); } G_STMT_END
  u = unit ("pikemen", 2);
  STEP (muster_edit_insert_unit (-1, &u));
  u = unit ("musketeers", 1);
  STEP (muster_edit_insert_unit (0, &u));
  u = unit ("musketeers", 3);
  u.column = 2;
  STEP (muster_edit_replace_unit (0, &u));
  STEP (muster_edit_remove_unit (1));
  STEP (muster_edit_set_points (450));
  STEP (muster_edit_set_name ("Rocroi"));
  STEP (muster_edit_set_notes ("Notes"));
  STEP (muster_edit_insert_commander (-1, &c));
  c.tier = muster_system_lookup_tier (smoke, "illustrious");
  c.name = NULL;
  STEP (muster_edit_replace_commander (0, &c));
  STEP (muster_edit_insert_preparation (-1, &p));
  p.copies = 2;
  STEP (muster_edit_replace_preparation (0, &p));
  STEP (muster_edit_remove_preparation (0));
  STEP (muster_edit_set_faction (hb));
  STEP (muster_edit_remove_commander (0));
  u = unit ("pikemen", 1);
  STEP (muster_edit_group ("Two at once", muster_edit_insert_unit (-1, &u),
                           muster_edit_set_points (500), NULL));
#undef STEP

  g_assert_cmpuint (muster_undo_get_n_undo (undo), ==, states->len - 1);
  g_assert_cmpstr (muster_undo_get_undo_label (undo), ==, "Two at once");

  /* all the way back, checking every state */
  for (guint i = states->len - 1; i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (muster_undo_undo (undo));
      now = xml_of (army);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i - 1));
    }
  g_assert_false (muster_undo_can_undo (undo));
  g_assert_false (muster_undo_undo (undo));

  /* and forwards again */
  for (guint i = 1; i < states->len; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (muster_undo_redo (undo));
      now = xml_of (army);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (muster_undo_can_redo (undo));
}

static void
test_regiments (void)
{
  MusterSystem *aob = muster_catalog_lookup (catalog, "age-of-battles");
  const MusterFaction *f = g_ptr_array_index (muster_system_get_factions (aob), 0);
  g_autoptr(MusterArmy) army = muster_army_new (aob, f, 200);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  MusterArmyRegiment r = { (char *) "First", FALSE, 0 };
  MusterArmyUnit u = { g_ptr_array_index (f->units, 0), 3, 0, FALSE, 0, TRUE };
  g_autofree char *before = NULL;
  g_autofree char *with = NULL;
  g_autofree char *after = NULL;

  muster_undo_apply (undo, muster_edit_insert_regiment (-1, &r));
  muster_undo_apply (undo, muster_edit_insert_unit (-1, &u));
  u.regiment = -1;
  muster_undo_apply (undo, muster_edit_insert_unit (-1, &u));
  r.reserve = TRUE;
  muster_undo_apply (undo, muster_edit_replace_regiment (0, &r));
  with = xml_of (army);
  g_assert_cmpint (muster_army_get_unit (army, 0)->regiment, ==, 0);

  muster_undo_apply (undo, muster_edit_remove_regiment (0));
  g_assert_cmpint (muster_army_get_unit (army, 0)->regiment, ==, -1);
  after = xml_of (army);
  g_assert_cmpstr (with, !=, after);

  /* the units go back into the regiment */
  muster_undo_undo (undo);
  before = xml_of (army);
  g_assert_cmpstr (before, ==, with);
  g_assert_cmpint (muster_army_get_unit (army, 0)->regiment, ==, 0);
  g_assert_cmpint (muster_army_get_unit (army, 1)->regiment, ==, -1);
}

static void
test_typing_merges (void)
{
  const MusterFaction *fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, fr, 400);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);

  muster_undo_apply (undo, muster_edit_set_name ("L"));
  muster_undo_apply (undo, muster_edit_set_name ("Le"));
  muster_undo_apply (undo, muster_edit_set_name ("Lens"));
  g_assert_cmpuint (muster_undo_get_n_undo (undo), ==, 1);
  g_assert_cmpstr (muster_army_get_name (army), ==, "Lens");
  muster_undo_seal (undo);
  muster_undo_apply (undo, muster_edit_set_name ("Lens 1648"));
  g_assert_cmpuint (muster_undo_get_n_undo (undo), ==, 2);
  muster_undo_undo (undo);
  g_assert_cmpstr (muster_army_get_name (army), ==, "Lens");
  muster_undo_undo (undo);
  g_assert_null (muster_army_get_name (army));
}

static void
test_modified (void)
{
  const MusterFaction *fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, fr, 400);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  MusterArmyUnit u = unit ("pikemen", 1);

  g_assert_false (muster_undo_is_modified (undo));
  muster_undo_apply (undo, muster_edit_insert_unit (-1, &u));
  g_assert_true (muster_undo_is_modified (undo));
  muster_undo_mark_saved (undo);
  g_assert_false (muster_undo_is_modified (undo));
  muster_undo_undo (undo);
  g_assert_true (muster_undo_is_modified (undo));
  muster_undo_redo (undo);
  g_assert_false (muster_undo_is_modified (undo));
  /* undo past the save, then a new edit: the saved state is gone for good */
  muster_undo_undo (undo);
  muster_undo_apply (undo, muster_edit_set_points (300));
  g_assert_true (muster_undo_is_modified (undo));
  muster_undo_undo (undo);
  g_assert_true (muster_undo_is_modified (undo));
}

static void
test_labels (void)
{
  const MusterFaction *fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, fr, 400);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  MusterArmyUnit u = unit ("pikemen", 1);

  g_assert_null (muster_undo_get_undo_label (undo));
  muster_undo_apply (undo, muster_edit_insert_unit (-1, &u));
  g_assert_cmpstr (muster_undo_get_undo_label (undo), ==, "Add Pikemen");
  muster_undo_apply (undo, muster_edit_remove_unit (0));
  g_assert_cmpstr (muster_undo_get_undo_label (undo), ==, "Remove Pikemen");
  muster_undo_undo (undo);
  g_assert_cmpstr (muster_undo_get_redo_label (undo), ==, "Remove Pikemen");
}

static void
test_unlimited (void)
{
  const MusterFaction *fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, fr, 400);
  g_autoptr(MusterUndo) undo = muster_undo_new (army);
  MusterArmyUnit u = unit ("pikemen", 1);

  for (guint i = 0; i < 5000; i++)
    muster_undo_apply (undo, muster_edit_insert_unit (-1, &u));
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 5000);
  while (muster_undo_undo (undo))
    ;
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  smoke = muster_test_system (catalog, "clouds-of-smoke");

  g_test_add_func ("/core/undo/every-edit", test_every_edit);
  g_test_add_func ("/core/undo/regiments", test_regiments);
  g_test_add_func ("/core/undo/typing-merges", test_typing_merges);
  g_test_add_func ("/core/undo/modified", test_modified);
  g_test_add_func ("/core/undo/labels", test_labels);
  g_test_add_func ("/core/undo/unlimited", test_unlimited);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
