/* library-view-fixture.h: the library browser's display tests' fixture (a
 * library of three armies in a temporary folder, shown in a view in a
 * window; or an empty library whose view a test opens at the width it
 * wants) and their helpers: armies made and saved, rows found, what a row
 * shows on its right, waiting for the view's items, answering a dialog.
 */
#pragma once

#include <string.h>

#include <adwaita.h>

#include "muster-library-item.h"
#include "muster-library-row.h"
#include "muster-library-view.h"
#include "muster-test.h"
#include "ui-test-common.h"

static MusterCatalog *catalog;

typedef struct
{
  char *dir;
  MusterLibrary *library;
  GtkWindow *window;
  MusterLibraryView *view;
  gint64 lens, rocroi, nordlingen;
} Fixture;

static G_GNUC_UNUSED MusterArmy *
make_army (const char *name,
           guint       pikemen,
           guint       musketeers)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *france = muster_system_lookup_faction (smoke, "france-military-revolution");
  MusterArmy *army = muster_army_new (smoke, france, 400);
  MusterArmyUnit pikes = { muster_faction_lookup_unit (france, "pikemen"), pikemen, 1, FALSE, -1, TRUE };
  MusterArmyUnit muskets = { muster_faction_lookup_unit (france, "musketeers"), musketeers, 2, FALSE, -1, TRUE };

  g_assert_nonnull (pikes.type);
  g_assert_nonnull (muskets.type);
  muster_army_set_name (army, name);
  if (pikemen > 0)
    muster_army_insert_unit (army, -1, &pikes);
  if (musketeers > 0)
    muster_army_insert_unit (army, -1, &muskets);
  return army;
}

static G_GNUC_UNUSED gint64
save (MusterLibrary *library,
      gint64         document,
      MusterArmy    *army)
{
  g_autoptr(GError) error = NULL;
  gint64 id = muster_library_save_army (library, document, army, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

/* The library's view in a window @width pixels wide. */
static G_GNUC_UNUSED void
fixture_open_view_at (Fixture *f,
                      int      width)
{
  f->view = MUSTER_LIBRARY_VIEW (muster_library_view_new (ui_test_context (catalog, f->library)));
  f->window = ui_test_show_in_window (GTK_WIDGET (f->view), width, 600);
}

static G_GNUC_UNUSED void
fixture_open_view (Fixture *f)
{
  fixture_open_view_at (f, 800);
}

/* An empty library, not shown yet. */
static G_GNUC_UNUSED void
fixture_setup_library (Fixture       *f,
                       gconstpointer  data)
{
  f->dir = muster_test_tmpdir ();
  f->library = ui_test_new_library (f->dir);
}

/* Three armies (none with @data set), shown 800 pixels wide. */
static G_GNUC_UNUSED void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  fixture_setup_library (f, data);
  if (data == NULL)
    {
      g_autoptr(MusterArmy) lens = make_army ("Lens, 1648", 2, 3);
      g_autoptr(MusterArmy) rocroi = make_army ("Рокруа", 3, 2);
      g_autoptr(MusterArmy) nordlingen = make_army ("Nördlingen, 1645", 1, 1);

      f->lens = save (f->library, 0, lens);
      f->rocroi = save (f->library, 0, rocroi);
      f->nordlingen = save (f->library, 0, nordlingen);
    }
  fixture_open_view (f);
}

static G_GNUC_UNUSED void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  GtkWindow *dialog;

  while ((dialog = ui_test_find_dialog ()) != NULL)
    gtk_window_destroy (dialog);
  if (f->window != NULL)
    gtk_window_destroy (f->window);
  g_clear_object (&f->library);
  muster_test_rmtree (f->dir);
  g_free (f->dir);
}

/* ---- helpers ---- */

static G_GNUC_UNUSED void
collect_type (GtkWidget *widget,
              GType      type,
              GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && gtk_widget_get_visible (widget))
    g_ptr_array_add (found, widget);
  /* not the inner parts of a drop-down (its popover's search entry) */
  if (GTK_IS_DROP_DOWN (widget))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_type (child, type, found);
}

/* The shown row of document @id, or NULL. */
static G_GNUC_UNUSED MusterLibraryRow *
find_row (Fixture *f,
          gint64   id)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_type (muster_library_view_get_list (f->view), MUSTER_TYPE_LIBRARY_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      MusterLibraryItem *item = muster_library_row_get_item (g_ptr_array_index (rows, i));

      if (item != NULL && muster_library_item_get_id (item) == id)
        return g_ptr_array_index (rows, i);
    }
  return NULL;
}

/* What @row shows on its right (its points, then its revisions and time),
 * each text whole: the one each of its squeezers shows. */
static G_GNUC_UNUSED GPtrArray *
shown_on_right (MusterLibraryRow *row)
{
  g_autoptr(GPtrArray) squeezers = g_ptr_array_new ();
  GPtrArray *texts = g_ptr_array_new ();

  collect_type (GTK_WIDGET (row), ADW_TYPE_SQUEEZER, squeezers);
  for (guint i = 0; i < squeezers->len; i++)
    {
      GtkWidget *shown = adw_squeezer_get_visible_child (g_ptr_array_index (squeezers, i));
      int natural;

      g_assert_true (GTK_IS_LABEL (shown));
      gtk_widget_measure (shown, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_width (shown), >=, natural);
      g_ptr_array_add (texts, (gpointer) gtk_label_get_text (GTK_LABEL (shown)));
    }
  return texts;
}

static G_GNUC_UNUSED guint
n_items (Fixture *f)
{
  return g_list_model_get_n_items (muster_library_view_get_model (f->view));
}

static G_GNUC_UNUSED gint64
item_id (Fixture *f,
         guint    position)
{
  g_autoptr(MusterLibraryItem) item = g_list_model_get_item (muster_library_view_get_model (f->view), position);

  g_assert_nonnull (item);
  return muster_library_item_get_id (item);
}

typedef struct
{
  Fixture *f;
  guint n;
} ItemCount;

static G_GNUC_UNUSED gboolean
has_items (gpointer data)
{
  ItemCount *count = data;

  return n_items (count->f) == count->n;
}

/* Runs the main loop until the list has @n items, for at most 2 seconds. */
static G_GNUC_UNUSED void
wait_for_items (Fixture *f,
                guint    n)
{
  ItemCount count = { f, n };

  ui_test_wait_until (has_items, &count, 2000);
  g_assert_cmpuint (n_items (f), ==, n);
}

/* Clicks the dialog's button labelled @label, as the user would. */
static G_GNUC_UNUSED void
click_response (AdwMessageDialog *dialog,
                const char       *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_type (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      {
        g_signal_emit_by_name (g_ptr_array_index (buttons, i), "clicked");
        return;
      }
  g_error ("no button %s in the dialog", label);
}

static G_GNUC_UNUSED gint64 *
record_id (gint64  *slot)
{
  *slot = 0;
  return slot;
}

static G_GNUC_UNUSED void
document_cb (GtkWidget *widget,
             gint64     document,
             gint64    *slot)
{
  *slot = document;
}
