/* test-library-actions.c: display tests of what the library view offers
 * beyond listing: an army's title in the language of the day, the mark of
 * an army that breaks rules, the filters by system and kind, pages of 50
 * read as the list scrolls, the row menu's Duplicate, Rename and Copy Share
 * Code, revisions that say what they changed, and room for a toast below
 * the last row.
 */
#include "config.h"

#include <glib/gstdio.h>

#include "library-view-fixture.h"
#include "muster-revisions-dialog.h"
#include "muster-ui-util.h"

static MusterArmy *
army_new (const char *name,
          gboolean    valid)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *france = muster_system_lookup_faction (smoke, "france-military-revolution");
  MusterArmy *army = muster_army_new (smoke, france, 400);

  muster_army_set_name (army, name);
  muster_test_add_unit (army, "pikemen", 2);
  if (valid)
    {
      GPtrArray *roles = muster_system_get_roles (smoke);
      MusterArmyCommander commander = { muster_system_lookup_tier (smoke, "competent"),
                                        roles->len > 0 ? g_ptr_array_index (roles, 0) : NULL, NULL };

      g_assert_nonnull (commander.tier);
      muster_army_insert_commander (army, -1, &commander);
    }
  return army;
}

static const MusterLibraryEntry *
item_entry (Fixture *f, guint position)
{
  g_autoptr(MusterLibraryItem) item = g_list_model_get_item (muster_library_view_get_model (f->view), position);

  g_assert_nonnull (item);
  return muster_library_item_get_entry (item);   /* the model keeps the item */
}

/* The library's drop-downs: the system filter, then the kind filter. */
static GtkDropDown *
filter (Fixture *f, guint which)
{
  GtkWidget *found[2] = { NULL, NULL };
  guint n = 0;
  GtkWidget *w = GTK_WIDGET (f->view);

  /* a walk of the view's tree, in order */
  while (w != NULL && n < 2)
    {
      if (GTK_IS_DROP_DOWN (w))
        found[n++] = w;
      if (!GTK_IS_DROP_DOWN (w) && gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (f->view) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == NULL || w == GTK_WIDGET (f->view) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_nonnull (found[which]);
  return GTK_DROP_DOWN (found[which]);
}

/* An army without a name, made in Russian, is listed with the English
 * title in an English window. */
static void
test_title_language (Fixture *f, gconstpointer data)
{
  g_autoptr(MusterArmy) army = army_new (NULL, TRUE);

  muster_set_language ("ru");
  save (f->library, 0, army);
  muster_set_language ("en");
  fixture_open_view_at (f, 800);
  g_assert_cmpuint (n_items (f), ==, 1);
  g_assert_cmpstr (item_entry (f, 0)->name, ==, "France — 400 points");
}

/* An army that breaks rules is marked; a valid one is not. */
static void
test_validity (Fixture *f, gconstpointer data)
{
  g_autoptr(MusterArmy) valid = army_new ("Valid", TRUE);
  g_autoptr(MusterArmy) broken = army_new ("Broken", FALSE);
  g_autoptr(MusterReport) report = muster_rules_check (valid);
  gint64 vid, bid;
  GtkWidget *mark;

  g_assert_true (report->valid);
  vid = save (f->library, 0, valid);
  bid = save (f->library, 0, broken);
  fixture_open_view_at (f, 800);
  mark = ui_test_find_type (GTK_WIDGET (find_row (f, bid)), GTK_TYPE_IMAGE);
  g_assert_nonnull (mark);
  g_assert_cmpstr (muster_ui_get_tooltip (mark), ==, "This army breaks rules");
  g_assert_true (gtk_widget_get_mapped (mark));
  mark = ui_test_find_type (GTK_WIDGET (find_row (f, vid)), GTK_TYPE_IMAGE);
  g_assert_true (mark == NULL || !gtk_widget_get_visible (mark));

  /* the history marks the revisions that broke rules */
  {
    GtkWidget *dialog = muster_library_view_show_revisions (f->view, bid);
    g_autoptr(MusterReport) broken_report = muster_rules_check (broken);
    g_autofree char *spent = g_strdup_printf ("%.0f", broken_report->spent);
    GtkWidget *points;

    gtk_test_widget_wait_for_draw (dialog);
    points = ui_test_find_label (dialog, spent);
    g_assert_nonnull (points);
    g_assert_true (gtk_widget_has_css_class (points, "error"));
    g_assert_cmpstr (muster_ui_get_tooltip (points), ==, "This revision breaks rules");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
}

/* The filters by kind and by system, alone and with a search. */
static void
test_filters (Fixture *f, gconstpointer data)
{
  g_autoptr(MusterArmy) lens = army_new ("Lens", TRUE);
  g_autoptr(GError) error = NULL;
  GtkDropDown *systems, *kinds;
  GListModel *names;
  guint other = 0;
  gint64 terrain;

  save (f->library, 0, lens);
  terrain = muster_library_save (f->library, 0, MUSTER_DOC_TERRAIN, "Hills", "clouds-of-smoke", NULL,
                                 "<terrain/>", "Lens hills", 0, 0, &error);
  g_assert_no_error (error);
  fixture_open_view_at (f, 800);
  g_assert_cmpuint (n_items (f), ==, 2);

  kinds = filter (f, 1);
  gtk_drop_down_set_selected (kinds, 2);   /* terrain setups */
  g_assert_cmpuint (n_items (f), ==, 1);
  g_assert_cmpint (item_entry (f, 0)->id, ==, terrain);
  muster_library_view_set_search_text (f->view, "lens");
  g_assert_cmpuint (n_items (f), ==, 1);
  gtk_drop_down_set_selected (kinds, 1);   /* armies */
  g_assert_cmpuint (n_items (f), ==, 1);
  g_assert_cmpint (item_entry (f, 0)->kind, ==, MUSTER_DOC_ARMY);
  gtk_drop_down_set_selected (kinds, 0);
  g_assert_cmpuint (n_items (f), ==, 2);

  /* every installed system is offered; another one shows nothing */
  systems = filter (f, 0);
  names = gtk_drop_down_get_model (systems);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, muster_catalog_get_systems (catalog)->len + 1);
  for (guint i = 1; i < g_list_model_get_n_items (names) && other == 0; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Clouds of Smoke") != 0)
      other = i;
  gtk_drop_down_set_selected (systems, other);
  g_assert_cmpuint (n_items (f), ==, 0);
  g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "no-results");
  muster_library_view_set_search_text (f->view, "");
  g_assert_cmpuint (n_items (f), ==, 0);
  gtk_drop_down_set_selected (systems, 0);
  g_assert_cmpuint (n_items (f), ==, 2);
}

static gboolean
more_than (gpointer data)
{
  Fixture *f = ((gpointer *) data)[0];

  return n_items (f) > GPOINTER_TO_UINT (((gpointer *) data)[1]);
}

/* 120 armies: a page of 50 first, more as the list is scrolled to its
 * end, then the rest; a reload keeps as many as were shown. */
static void
test_pages (Fixture *f, gconstpointer data)
{
  GtkWidget *scroller;
  gpointer args[2];

  for (guint i = 0; i < 120; i++)
    {
      g_autofree char *name = g_strdup_printf ("Army %03u", i);
      g_autoptr(MusterArmy) army = army_new (name, TRUE);

      save (f->library, 0, army);
    }
  fixture_open_view_at (f, 800);
  g_assert_cmpuint (n_items (f), ==, 50);
  g_assert_cmpstr (item_entry (f, 0)->name, ==, "Army 119");

  /* scrolled to the end: the next page */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  scroller = gtk_widget_get_ancestor (muster_library_view_get_list (f->view), GTK_TYPE_SCROLLED_WINDOW);
  g_signal_emit_by_name (scroller, "edge-reached", GTK_POS_BOTTOM);
  args[0] = f;
  args[1] = GUINT_TO_POINTER (50);
  ui_test_wait_until (more_than, args, 2000);
  g_assert_cmpuint (n_items (f), ==, 100);
  g_assert_cmpstr (item_entry (f, 99)->name, ==, "Army 020");

  g_assert_false (muster_library_view_load_more (f->view));
  g_assert_cmpuint (n_items (f), ==, 120);
  g_assert_cmpstr (item_entry (f, 119)->name, ==, "Army 000");
  muster_library_view_reload (f->view);
  g_assert_cmpuint (n_items (f), ==, 120);

  /* a search starts at its first page */
  muster_library_view_set_search_text (f->view, "army");
  g_assert_cmpuint (n_items (f), ==, 50);
}

/* The toast shows below the last row, not over it. */
static void
test_toast_room (Fixture *f, gconstpointer data)
{
  GtkAdjustment *adjustment;
  GtkWidget *scroller;
  MusterLibraryRow *last;
  graphene_rect_t bounds;
  gint64 first = 0;

  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *name = g_strdup_printf ("Army %u", i);
      g_autoptr(MusterArmy) army = army_new (name, TRUE);
      gint64 id = save (f->library, 0, army);

      first = first != 0 ? first : id;
    }
  fixture_open_view_at (f, 800);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (muster_library_view_get_list (f->view)));
  for (guint i = 0; i < 5; i++)
    {
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                            gtk_adjustment_get_page_size (adjustment));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
    }
  last = find_row (f, first);
  g_assert_nonnull (last);
  scroller = gtk_widget_get_ancestor (GTK_WIDGET (last), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (last), scroller, &bounds));
  /* a toast is about 50 pixels high with its margin */
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller) - 60);
}

static GtkWindow *
dialog_of (GType type)
{
  GtkWindow *dialog = ui_test_find_toplevel (type);

  g_assert_nonnull (dialog);
  return dialog;
}

/* The row menu's Duplicate, Rename and Copy Share Code; the history says
 * what each revision changed. */
static void
test_row_menu (Fixture *f, gconstpointer data)
{
  g_autoptr(MusterArmy) lens = army_new ("Lens", TRUE);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *code = muster_share_encode (lens);
  MusterLibraryRow *row;
  GtkWindow *dialog;
  GtkWidget *entry_widget;
  gint64 id = save (f->library, 0, lens);

  fixture_open_view_at (f, 800);
  row = find_row (f, id);
  g_assert_nonnull (row);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (row), "row.duplicate", NULL));
  g_assert_cmpuint (n_items (f), ==, 2);
  g_assert_cmpstr (item_entry (f, 0)->name, ==, "Lens (copy)");

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  row = find_row (f, id);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (row), "row.rename", NULL));
  dialog = dialog_of (ADW_TYPE_MESSAGE_DIALOG);
  entry_widget = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry_widget)), ==, "Lens");
  gtk_editable_set_text (GTK_EDITABLE (entry_widget), "Lens, 1648");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  gtk_window_destroy (dialog);
  entry = muster_library_get (f->library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (entry->name, ==, "Lens, 1648");
  revisions = muster_library_get_revisions (f->library, id, &error);
  g_assert_cmpuint (revisions->len, ==, 2);
  g_assert_cmpstr (((MusterRevision *) g_ptr_array_index (revisions, 1))->description, ==, "Rename");

  /* the history shows it */
  dialog = GTK_WINDOW (muster_library_view_show_revisions (f->view, id));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (dialog), "Rename"));
  /* as narrow as a phone's screen: the table scrolls sideways instead */
  {
    int min_width = 0;

    gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_assert_cmpint (min_width, <=, 360);
  }
  gtk_window_destroy (dialog);

  /* the share code, shown with a Copy button */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  row = find_row (f, id);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (row), "row.share", NULL));
  dialog = dialog_of (ADW_TYPE_MESSAGE_DIALOG);
  muster_army_set_name (lens, "Lens, 1648");
  g_free (code);
  code = muster_share_encode (lens);
  entry_widget = ui_test_find_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry_widget)), ==, code);
  gtk_window_destroy (dialog);
}

static gboolean
has_chooser (gpointer data)
{
  return ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* Export… suggests the army's name (starting where file dialogs start,
 * not in the folder Muster was started in), and writes the army's latest
 * revision where the user puts it, as an army file that loads as the same
 * army. */
static void
test_export (Fixture *f, gconstpointer data)
{
  g_autoptr(MusterArmy) lens = army_new ("Lens", TRUE);
  g_autofree char *cwd = g_get_current_dir ();
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *target = g_build_filename (dir, "Lens.xml", NULL);
  g_autofree char *shown = NULL;
  g_autoptr(MusterArmy) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) there = g_file_new_for_path (dir);
  GtkWindow *chooser;
  gint64 id = save (f->library, 0, lens);

  fixture_open_view_at (f, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_row (f, id)), "row.export", NULL));
  ui_test_wait_until (has_chooser, NULL, 3000);
  chooser = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  for (guint i = 0; i < 100 && folder == NULL; i++)
    {
      ui_test_wait_ms (20);
      folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
    }
  g_assert_nonnull (folder);
  shown = g_file_get_path (folder);
  g_assert_cmpstr (shown, !=, cwd);
  g_assert_cmpstr (gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser)), ==, "Lens.xml");
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), there, NULL));
  ui_test_wait_ms (100);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  ui_test_wait_until (file_exists, target, 3000);
  back = muster_army_load_file (catalog, target, &error);
  g_assert_no_error (error);
  g_assert_true (muster_army_equal (back, lens));
  muster_test_rmtree (dir);
}

/* What only an army has is not offered for a terrain setup. */
static void
test_terrain_menu (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  gint64 terrain = muster_library_save (f->library, 0, MUSTER_DOC_TERRAIN, "Hills", "clouds-of-smoke", NULL,
                                        "<terrain/>", "", 0, 0, &error);
  MusterLibraryRow *row;

  fixture_open_view_at (f, 800);
  row = find_row (f, terrain);
  g_assert_nonnull (row);
  gtk_widget_activate_action (GTK_WIDGET (row), "row.duplicate", NULL);
  gtk_widget_activate_action (GTK_WIDGET (row), "row.rename", NULL);
  gtk_widget_activate_action (GTK_WIDGET (row), "row.share", NULL);
  g_assert_null (ui_test_find_dialog ());
  g_assert_cmpuint (n_items (f), ==, 1);
}

int
main (int argc, char **argv)
{
  g_autofree char *start = NULL;
  int status;

  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();
  /* a folder of its own to start in: Export… writes there */
  start = muster_test_tmpdir ();
  g_assert_cmpint (g_chdir (start), ==, 0);
  /* the application's style, as a MusterApplication loads it */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/muster/Muster/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

#define ADD(path, func) \
  g_test_add ("/ui/library-actions/" path, Fixture, NULL, fixture_setup_library, func, fixture_teardown)
  ADD ("title-language", test_title_language);
  ADD ("validity", test_validity);
  ADD ("filters", test_filters);
  ADD ("pages", test_pages);
  ADD ("toast-room", test_toast_room);
  ADD ("row-menu", test_row_menu);
  ADD ("terrain-menu", test_terrain_menu);
  ADD ("export", test_export);
#undef ADD

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (start);
  return status;
}
