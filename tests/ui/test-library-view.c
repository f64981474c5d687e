/* test-library-view.c: display tests of the library browser and the
 * revisions dialog on a library in a temporary folder: listing, search in
 * both languages and with hostile text, the empty states, opening, deleting
 * after a confirmation, restoring a revision, and what a screen reader is
 * told; rows in a narrow window. Also the relative times and search
 * snippets the rows show. The fixture and helpers are in
 * library-view-fixture.h.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "library-view-fixture.h"
#include "muster-revisions-dialog.h"

/* ---- the list ---- */

static void
test_list (Fixture       *f,
           gconstpointer  data)
{
  MusterLibraryRow *row;
  g_autofree char *points = NULL;

  g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "list");
  g_assert_cmpuint (n_items (f), ==, 3);
  /* newest first */
  g_assert_cmpint (item_id (f, 0), ==, f->nordlingen);
  g_assert_cmpint (item_id (f, 1), ==, f->rocroi);
  g_assert_cmpint (item_id (f, 2), ==, f->lens);

  row = find_row (f, f->lens);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (row)));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), "Lens, 1648"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), "France · Clouds of Smoke"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), "1 revision · just now"));
  {
    g_autoptr(MusterLibraryEntry) entry = muster_library_get (f->library, f->lens, NULL);
    g_autofree char *spent = muster_library_format_points (entry->spent);

    points = g_strdup_printf ("%s / 400 points", spent);
  }
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), points));
  g_assert_nonnull (find_row (f, f->rocroi));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, f->rocroi)), "Рокруа"));

  /* a reload keeps the rows of documents that did not change */
  muster_library_view_reload (f->view);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (find_row (f, f->lens) == row);

  /* a save elsewhere shows after a reload */
  {
    g_autoptr(MusterArmy) army = make_army ("Lens, 1648", 4, 3);

    save (f->library, f->lens, army);
    muster_library_view_reload (f->view);
    gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
    /* (it moves to the top only a second later: times are in seconds) */
    g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, f->lens)), "2 revisions · just now"));
  }
}

/* An icon name every status page of @widget shows, that the icon theme
 * lacks; NULL when all of them are there. */
static const char *
missing_icon (GtkWidget *widget)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));

  if (ADW_IS_STATUS_PAGE (widget) && gtk_widget_get_visible (widget))
    {
      const char *name = adw_status_page_get_icon_name (ADW_STATUS_PAGE (widget));

      if (name != NULL && !gtk_icon_theme_has_icon (theme, name))
        return name;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      const char *name = missing_icon (child);
      if (name != NULL)
        return name;
    }
  return NULL;
}

/* A system that counts in coins says coins, in the row and to a screen
 * reader. */
static gboolean
view_narrow_cb (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_width (GTK_WIDGET (f->view)) <= 320;
}

/* In a narrow window the right of a row drops the unit and the number of
 * revisions instead of cutting its lines mid-word, and leaves the name the
 * room. (The view alone 320 pixels wide has the rows of the window at a
 * phone's 360, within its margins.) */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  const char *long_name = "Rocroi, 1643: the Spanish tercios against Enghien";
  g_autoptr(MusterArmy) army = make_army (long_name, 20, 30);
  gint64 id = save (f->library, 0, army);
  g_autoptr(MusterLibraryEntry) entry = muster_library_get (f->library, id, NULL);
  g_autofree char *spent = muster_library_format_points (entry->spent);
  g_autofree char *full = g_strdup_printf ("%s / 400 points", spent);
  g_autofree char *brief = g_strdup_printf ("%s / 400", spent);
  g_autoptr(GPtrArray) wide = NULL;
  g_autoptr(GPtrArray) narrow = NULL;
  MusterLibraryRow *row;
  GtkWidget *name;

  muster_library_view_reload (f->view);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  wide = shown_on_right (find_row (f, id));

  g_assert_cmpuint (wide->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (wide, 0), ==, full);
  g_assert_cmpstr (g_ptr_array_index (wide, 1), ==, "1 revision · just now");

  gtk_window_set_default_size (f->window, 320, 600);
  ui_test_wait_until (view_narrow_cb, f, 5000);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->view)), <=, 320);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));

  row = find_row (f, id);
  narrow = shown_on_right (row);
  g_assert_cmpuint (narrow->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (narrow, 0), ==, brief);
  g_assert_cmpstr (g_ptr_array_index (narrow, 1), ==, "just now");
  /* the name has more room than the right */
  name = ui_test_find_visible_label (GTK_WIDGET (row), long_name);
  g_assert_nonnull (name);
  g_assert_cmpint (gtk_widget_get_width (gtk_widget_get_parent (name)), >,
                   gtk_widget_get_width (gtk_widget_get_parent (ui_test_find_type (GTK_WIDGET (row), ADW_TYPE_SQUEEZER))));
}

static void
test_currency (Fixture       *f,
               gconstpointer  data)
{
  MusterSystem *battles = muster_catalog_lookup (catalog, "age-of-battles");
  const MusterFaction *tatars = muster_system_lookup_faction (battles, "tatars");
  g_autoptr(MusterArmy) army = muster_army_new (battles, tatars, 200);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autofree char *spent = NULL;
  g_autofree char *coins = NULL;
  MusterLibraryRow *row;
  gint64 id;

  muster_army_set_name (army, "Horde");
  id = save (f->library, 0, army);
  muster_library_view_reload (f->view);
  wait_for_items (f, 4);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  entry = muster_library_get (f->library, id, NULL);
  spent = muster_library_format_points (entry->spent);
  coins = g_strdup_printf ("%s / 200 coins", spent);
  row = find_row (f, id);
  g_assert_nonnull (row);
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), coins));
  /* and points where the system counts points */
  g_assert_null (ui_test_find_visible_label (GTK_WIDGET (find_row (f, f->lens)), coins));
}

static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  g_assert_cmpuint (n_items (f), ==, 0);
  g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "empty");
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (f->view), "Nothing Saved Yet"));
  /* the empty state's icon is one the icon theme has, with or without the
   * application's own icons */
  g_assert_null (missing_icon (GTK_WIDGET (f->view)));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (f->view), "Pick a faction on the Systems page to start an army, or roll terrain on the Terrain page."));

  /* the first save shows once the view is reloaded */
  {
    g_autoptr(MusterArmy) army = make_army ("Lens, 1648", 1, 1);

    save (f->library, 0, army);
    muster_library_view_reload (f->view);
    g_assert_cmpuint (n_items (f), ==, 1);
    g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "list");
  }
}

static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  GtkWidget *snippet;
  MusterLibraryRow *row;

  muster_library_view_set_search_text (f->view, "Lens");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpuint (n_items (f), ==, 1);
  g_assert_cmpint (item_id (f, 0), ==, f->lens);
  g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "list");

  /* Russian, in another case */
  muster_library_view_set_search_text (f->view, "рокруа");
  g_assert_cmpuint (n_items (f), ==, 1);
  g_assert_cmpint (item_id (f, 0), ==, f->rocroi);

  /* a unit's name in either language finds every army, with a snippet */
  muster_library_view_set_search_text (f->view, "Пикинеры");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpuint (n_items (f), ==, 3);
  row = find_row (f, f->lens);
  g_assert_nonnull (row);
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();

    collect_type (GTK_WIDGET (row), GTK_TYPE_LABEL, labels);
    snippet = NULL;
    for (guint i = 0; i < labels->len; i++)
      if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "snippet"))
        snippet = g_ptr_array_index (labels, i);
    g_assert_nonnull (snippet);
    g_assert_true (gtk_label_get_use_markup (GTK_LABEL (snippet)));
    g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (snippet)), "<b>Пикинеры</b>"));
  }

  /* query syntax is only text */
  muster_library_view_set_search_text (f->view, "\"AND OR NEAR(");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpuint (n_items (f), ==, 0);
  g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "no-results");
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (f->view), "No Results Found"));
  muster_library_view_set_search_text (f->view, "* ^ : - \"\" ( ) [ ] {}");
  g_assert_cmpuint (n_items (f), ==, 3);   /* no words: everything */

  muster_library_view_set_search_text (f->view, "");
  g_assert_cmpuint (n_items (f), ==, 3);
  g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "list");

  /* typing searches after a short pause */
  {
    GtkWidget *entry = NULL;
    g_autoptr(GPtrArray) entries = g_ptr_array_new ();

    collect_type (GTK_WIDGET (f->view), GTK_TYPE_SEARCH_ENTRY, entries);
    g_assert_cmpuint (entries->len, ==, 1);
    entry = g_ptr_array_index (entries, 0);
    gtk_editable_set_text (GTK_EDITABLE (entry), "nördl");
    g_assert_cmpuint (n_items (f), ==, 3);
    wait_for_items (f, 1);
    g_assert_cmpint (item_id (f, 0), ==, f->nordlingen);
  }
}

static void
test_open (Fixture       *f,
           gconstpointer  data)
{
  GtkWidget *list = muster_library_view_get_list (f->view);
  gint64 opened;

  g_signal_connect (f->view, "open-document", G_CALLBACK (document_cb), record_id (&opened));

  /* what a click or Enter on a row does */
  g_assert_true (gtk_widget_activate_action (list, "list.activate-item", "u", 1));
  g_assert_cmpint (opened, ==, f->rocroi);
  g_assert_true (gtk_widget_activate_action (list, "list.activate-item", "u", 2));
  g_assert_cmpint (opened, ==, f->lens);

  /* the row's menu */
  record_id (&opened);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_row (f, f->nordlingen)), "row.open", NULL));
  g_assert_cmpint (opened, ==, f->nordlingen);

  /* Enter in the search entry opens the best match */
  record_id (&opened);
  muster_library_view_set_search_text (f->view, "Рокруа");
  {
    g_autoptr(GPtrArray) entries = g_ptr_array_new ();

    collect_type (GTK_WIDGET (f->view), GTK_TYPE_SEARCH_ENTRY, entries);
    g_signal_emit_by_name (g_ptr_array_index (entries, 0), "activate");
  }
  g_assert_cmpint (opened, ==, f->rocroi);
}

static void
test_delete (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibraryEntry) gone = NULL;
  AdwMessageDialog *dialog;
  gint64 deleted;

  g_signal_connect (f->view, "document-deleted", G_CALLBACK (document_cb), record_id (&deleted));

  /* cancelling keeps it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_row (f, f->lens)), "row.delete", NULL));
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Delete “Lens, 1648”?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "cannot be undone"));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == f->window);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "delete"), ==, ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  click_response (dialog, "_Cancel");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (n_items (f), ==, 3);
  g_assert_cmpint (deleted, ==, 0);

  /* the Delete key deletes the selected row */
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (muster_library_view_get_list (f->view)))), 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "library.delete-selected", NULL));
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Delete “Lens, 1648”?");
  click_response (dialog, "_Delete");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));

  g_assert_cmpint (deleted, ==, f->lens);
  g_assert_cmpuint (n_items (f), ==, 2);
  g_assert_null (find_row (f, f->lens));
  gone = muster_library_get (f->library, f->lens, &error);
  g_assert_null (gone);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);

  /* nothing selected: the key does nothing */
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (muster_library_view_get_list (f->view)))),
                                     GTK_INVALID_LIST_POSITION);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "library.delete-selected", NULL));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *list = muster_library_view_get_list (f->view);
  MusterLibraryRow *row = find_row (f, f->lens);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autoptr(MusterLibraryEntry) entry = muster_library_get (f->library, f->lens, NULL);
  g_autofree char *spent = muster_library_format_points (entry->spent);
  /* (the fixture's armies have no commander: they break a rule) */
  g_autofree char *description = g_strdup_printf ("France · Clouds of Smoke, %s / 400 points, breaks rules, "
                                                  "1 revision, changed just now", spent);

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_ROLE_LIST);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, "Saved armies");

  collect_type (GTK_WIDGET (f->view), GTK_TYPE_SEARCH_ENTRY, found);
  g_assert_cmpuint (found->len, ==, 1);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (g_ptr_array_index (found, 0)), GTK_ACCESSIBLE_ROLE_SEARCH_BOX);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (g_ptr_array_index (found, 0)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Search the library");

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, "Lens, 1648");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);

  g_ptr_array_set_size (found, 0);
  collect_type (GTK_WIDGET (row), GTK_TYPE_MENU_BUTTON, found);
  g_assert_cmpuint (found->len, ==, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (g_ptr_array_index (found, 0)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Actions for Lens, 1648");

  /* every button, menu button and search entry has a name */
  ui_test_assert_labelled (GTK_WIDGET (f->window), TRUE);

  /* the menu is made when it first opens (right click, Menu key) */
  {
    GtkMenuButton *menu_button = g_ptr_array_index (found, 0);

    g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (menu_button)));
    gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (list))), 2);
    g_assert_cmpint (item_id (f, 2), ==, f->lens);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "library.menu-selected", NULL));
    g_assert_nonnull (gtk_menu_button_get_popover (menu_button));
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (menu_button))));
    gtk_menu_button_popdown (menu_button);
  }

  /* Ctrl+F's action puts the focus in the search entry */
  gtk_widget_grab_focus (list);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "library.search", NULL));
  g_ptr_array_set_size (found, 0);
  collect_type (GTK_WIDGET (f->view), GTK_TYPE_SEARCH_ENTRY, found);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), g_ptr_array_index (found, 0)) ||
                 gtk_root_get_focus (GTK_ROOT (f->window)) == g_ptr_array_index (found, 0));
}

/* The action of the shortcut of @widget (its own controllers or its
 * class's) that @trigger sets off, or NULL. */
static char *
find_shortcut (GtkWidget  *widget,
               const char *trigger)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *text = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          g_auto(GStrv) alternatives = g_strsplit (text, "|", -1);

          if (g_strv_contains ((const char * const *) alternatives, trigger))
            return gtk_shortcut_action_to_string (gtk_shortcut_get_action (shortcut));
        }
    }
  return NULL;
}

static void
test_shortcuts (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *list = muster_library_view_get_list (f->view);
  g_autofree char *ctrl_f = find_shortcut (GTK_WIDGET (f->view), "<Control>f");
  g_autofree char *delete = find_shortcut (list, "Delete");
  g_autofree char *menu = find_shortcut (list, "<Shift>F10");

  g_assert_cmpstr (ctrl_f, ==, "action(library.search)");
  g_assert_cmpstr (delete, ==, "action(library.delete-selected)");
  g_assert_cmpstr (menu, ==, "action(library.menu-selected)");
}

static void
test_kinds (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gint64 terrain = muster_library_save (f->library, 0, MUSTER_DOC_TERRAIN, "Open field, Lens", "clouds-of-smoke",
                                        NULL, "<terrain/>", "hedges village", 0, 0, &error);

  g_assert_no_error (error);
  muster_library_view_reload (f->view);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpuint (n_items (f), ==, 4);
  g_assert_nonnull (find_row (f, terrain));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, terrain)), "Terrain setup · Clouds of Smoke"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, terrain)), "1 revision · just now"));

  muster_library_view_set_kind (f->view, MUSTER_DOC_ARMY);
  g_assert_cmpuint (n_items (f), ==, 3);
  muster_library_view_set_search_text (f->view, "Lens");
  g_assert_cmpuint (n_items (f), ==, 1);
  g_assert_cmpint (item_id (f, 0), ==, f->lens);
  muster_library_view_set_kind (f->view, -1);
  g_assert_cmpuint (n_items (f), ==, 2);
}

/* ---- the revisions dialog ---- */

static GtkWidget *
find_restore_button (GtkWidget *dialog,
                     gint64     revision)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_type (dialog, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

      if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "revisions.restore") == 0 &&
          target != NULL && g_variant_get_int64 (target) == revision && gtk_widget_get_mapped (button))
        return button;
    }
  return NULL;
}

static void
test_revisions (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(MusterArmy) changed = make_army ("Lens, 1648", 5, 5);
  g_autofree char *first = NULL;
  g_autofree char *latest = NULL;
  MusterRevisionsDialog *dialog;
  const MusterRevision *shown;
  GtkWidget *button;
  gint64 restored, view_restored;

  save (f->library, f->lens, changed);
  muster_library_view_reload (f->view);
  revisions = muster_library_get_revisions (f->library, f->lens, NULL);
  g_assert_cmpuint (revisions->len, ==, 2);
  first = muster_library_get_content (f->library, f->lens, ((MusterRevision *) revisions->pdata[0])->id, NULL);

  /* the row's History item */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_row (f, f->lens)), "row.revisions", NULL));
  dialog = MUSTER_REVISIONS_DIALOG (ui_test_find_toplevel (MUSTER_TYPE_REVISIONS_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == f->window);
  g_assert_cmpint (muster_revisions_dialog_get_document (dialog), ==, f->lens);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  g_signal_connect (dialog, "restored", G_CALLBACK (document_cb), record_id (&restored));
  g_signal_connect (f->view, "document-restored", G_CALLBACK (document_cb), record_id (&view_restored));

  /* newest first; the newest is current, the older one can be restored */
  g_assert_cmpuint (g_list_model_get_n_items (muster_revisions_dialog_get_model (dialog)), ==, 2);
  shown = muster_revisions_dialog_get_revision (dialog, 0);
  g_assert_cmpuint (shown->number, ==, 2);
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Current"));
  g_assert_null (find_restore_button (GTK_WIDGET (dialog), shown->id));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Lens, 1648"));
  shown = muster_revisions_dialog_get_revision (dialog, 1);
  g_assert_cmpuint (shown->number, ==, 1);
  button = find_restore_button (GTK_WIDGET (dialog), shown->id);
  g_assert_nonnull (button);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Restore revision 1");
  ui_test_assert_labelled (GTK_WIDGET (dialog), FALSE);

  /* restore revision 1 */
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (restored, ==, f->lens);
  g_assert_cmpint (view_restored, ==, f->lens);
  g_assert_cmpstr (muster_revisions_dialog_get_message (dialog), ==, "Revision 1 restored as revision 3");
  g_clear_pointer (&revisions, g_ptr_array_unref);
  revisions = muster_library_get_revisions (f->library, f->lens, NULL);
  g_assert_cmpuint (revisions->len, ==, 3);
  latest = muster_library_get_content (f->library, f->lens, 0, NULL);
  g_assert_cmpstr (latest, ==, first);

  /* the dialog and the view show the new revision */
  g_assert_cmpuint (g_list_model_get_n_items (muster_revisions_dialog_get_model (dialog)), ==, 3);
  g_assert_cmpuint (muster_revisions_dialog_get_revision (dialog, 0)->number, ==, 3);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, f->lens)), "3 revisions · just now"));

  /* Escape closes it */
  {
    g_autofree char *escape = find_shortcut (GTK_WIDGET (dialog), "Escape");

    g_assert_cmpstr (escape, ==, "action(window.close)");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_null (ui_test_find_toplevel (MUSTER_TYPE_REVISIONS_DIALOG));
}

static void
test_revisions_missing (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = muster_library_open (path, NULL, NULL);
  GtkWidget *dialog = muster_revisions_dialog_new (library, 42);

  ui_test_present (GTK_WINDOW (dialog));
  g_assert_cmpuint (g_list_model_get_n_items (muster_revisions_dialog_get_model (MUSTER_REVISIONS_DIALOG (dialog))), ==, 0);
  g_assert_nonnull (ui_test_find_visible_label (dialog, "The History Cannot Be Read"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  muster_test_rmtree (dir);
}

/* ---- formatting ---- */

static gint64
local (int year, int month, int day, int hour, int minute)
{
  g_autoptr(GDateTime) t = g_date_time_new_local (year, month, day, hour, minute, 0);

  return g_date_time_to_unix (t);
}

static void
check_relative (gint64 then, gint64 now, const char *expected)
{
  g_autofree char *text = muster_library_format_relative (then, now);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_format (void)
{
  gint64 now = local (2024, 3, 6, 12, 0);
  g_autofree char *markup = NULL;
  g_autofree char *points = NULL;

  check_relative (now, now, "just now");
  check_relative (now - 59, now, "just now");
  check_relative (now + 30, now, "just now");       /* a clock set back */
  check_relative (now - 60, now, "1 minute ago");
  check_relative (now - 300, now, "5 minutes ago");
  check_relative (local (2024, 3, 6, 9, 0), now, "3 hours ago");
  check_relative (local (2024, 3, 6, 0, 30), now, "11 hours ago");
  check_relative (local (2024, 3, 5, 20, 0), now, "yesterday");
  check_relative (local (2024, 3, 2, 12, 0), now, "4 days ago");
  check_relative (local (2024, 1, 10, 12, 0), now, "January 10");
  check_relative (local (2020, 3, 5, 12, 0), now, "March 5, 2020");

  markup = muster_library_format_snippet ("…a <b> & [Lens], 1648 [x");
  g_assert_cmpstr (markup, ==, "…a &lt;b&gt; &amp; <b>Lens</b>, 1648 [x");
  g_clear_pointer (&markup, g_free);
  markup = muster_library_format_snippet ("] [one] [two]");
  g_assert_cmpstr (markup, ==, "] <b>one</b> <b>two</b>");
  g_clear_pointer (&markup, g_free);
  markup = muster_library_format_snippet ("[<i>]");
  g_assert_cmpstr (markup, ==, "<b>&lt;i&gt;</b>");
  g_assert_true (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, NULL));

  points = muster_library_format_points (400);
  g_assert_cmpstr (points, ==, "400");
  g_clear_pointer (&points, g_free);
  points = muster_library_format_points (12.5);
  g_assert_cmpstr (points, ==, "12.5");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

#define ADD(path, func, data) \
  g_test_add ("/ui/library-view/" path, Fixture, data, fixture_setup, func, fixture_teardown)
  ADD ("list", test_list, NULL);
  ADD ("currency", test_currency, NULL);
  ADD ("narrow", test_narrow, NULL);
  ADD ("empty", test_empty, "empty");
  ADD ("search", test_search, NULL);
  ADD ("open", test_open, NULL);
  ADD ("delete", test_delete, NULL);
  ADD ("accessible", test_accessible, NULL);
  ADD ("shortcuts", test_shortcuts, NULL);
  ADD ("kinds", test_kinds, NULL);
  ADD ("revisions", test_revisions, NULL);
#undef ADD
  g_test_add_func ("/ui/library-view/revisions-missing", test_revisions_missing);
  g_test_add_func ("/ui/library-view/format", test_format);

  status = g_test_run ();
  g_clear_object (&catalog);
  return status;
}
