/* test-print.c: display tests of printing armies: the army page's Print and
 * Export PDF actions, the PDF export on its worker thread (the file, its
 * pages, the toast, a failure), the print operation's pages against the
 * print job's, the Sheets tab (only the sheets that apply, what it hands
 * back), and the choice kept between runs; a faction's menu on the
 * Systems page that publishes its list's booklet.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-army-editor.h"
#include "muster-print-operation.h"
#include "muster-print-options.h"
#include "muster-published-list.h"
#include "muster-system-section.h"
#include "muster-test.h"
#include "ui-test-common.h"
#include "ui-test-export.h"

static MusterCatalog *catalog;
static char *tmpdir;

/* A sample army of the source tree's @system_id. */
static MusterArmy *
load_sample_army (const char *system_id,
                  const char *file_name)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", system_id, "armies", file_name, NULL);
  g_autoptr(GError) error = NULL;
  MusterArmy *army = muster_army_load_file (catalog, path, &error);

  g_assert_no_error (error);
  return army;
}

/* The pages of a PDF as cairo writes them: one "/Type /Page" object each. */
static int
count_pdf_pages (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  const char *key = "/Type /Page";
  gsize key_length = strlen (key);
  int n = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (length > 4 && memcmp (contents, "%PDF", 4) == 0);
  /* (byte by byte: the streams hold NUL bytes) */
  for (gsize i = 0; i + key_length < length; i++)
    if (memcmp (contents + i, key, key_length) == 0 && contents[i + key_length] != 's')
      n++;
  return n;
}

/* The army page: Print and Export PDF are in the army menu and work; the
 * export writes the sheets it would print, on its thread, and says so. */
static void
test_export_pdf (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  GtkWidget *editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
  g_autofree char *path = g_build_filename (tmpdir, "lens.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_auto(GStrv) ids = NULL;
  g_autoptr(MusterPrintJob) job = NULL;
  g_autoptr(GError) error = NULL;
  UiTestExport export = { 0 };
  MusterPage page;
  GtkWidget *print_item;
  GtkWidget *export_item;

  ui_test_show_in_window (editor, 1200, 800);

  /* both actions are in the army menu, enabled while the army is open */
  print_item = ui_test_find_menu_item (editor, "Print…");
  export_item = ui_test_find_menu_item (editor, "Export PDF…");
  g_assert_nonnull (print_item);
  g_assert_nonnull (export_item);
  g_assert_true (gtk_widget_get_sensitive (print_item));
  g_assert_true (gtk_widget_get_sensitive (export_item));

  /* the sheets it prints by default: those of the usual ones that apply */
  ids = muster_print_sheets_for (G_OBJECT (army), NULL);
  g_assert_true (g_strv_contains ((const char * const *) ids, "roster"));
  g_assert_false (g_strv_contains ((const char * const *) ids, "order-cards"));
  g_assert_false (g_strv_contains ((const char * const *) ids, "terrain"));
  for (guint i = 0; ids[i] != NULL; i++)
    g_assert_true (muster_sheet_applies (ids[i], G_OBJECT (army)));

  muster_army_editor_export_pdf (MUSTER_ARMY_EDITOR (editor), file, NULL, ui_test_export_done_cb, &export);
  /* one export at a time: the action waits for this one */
  g_assert_true (muster_army_editor_is_exporting (MUSTER_ARMY_EDITOR (editor)));
  g_assert_false (gtk_widget_get_sensitive (export_item));
  ui_test_export_wait (&export);
  g_assert_true (export.done);
  g_assert_no_error (export.error);
  g_assert_true (export.ok);
  g_assert_false (muster_army_editor_is_exporting (MUSTER_ARMY_EDITOR (editor)));
  g_assert_true (gtk_widget_get_sensitive (export_item));

  /* the PDF has the pages the job has on the same page */
  muster_print_page_for_setup (NULL, &page);
  job = muster_print_job_new (G_OBJECT (army), (const char * const *) ids, NULL, &page, &error);
  g_assert_no_error (error);
  g_assert_cmpint (export.n_pages, >, 0);
  g_assert_cmpint (export.n_pages, ==, muster_print_job_get_n_pages (job));
  g_assert_cmpint (count_pdf_pages (path), ==, export.n_pages);
  /* and the toast says where it went */
  ui_test_wait_ms (100);
  g_assert_nonnull (ui_test_find_visible_label (editor, "Exported to lens.pdf"));

  /* a folder that is not there: the error is shown, nothing is written */
  {
    g_autofree char *bad = g_build_filename (tmpdir, "no-such-folder", "lens.pdf", NULL);
    g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
    UiTestExport failed = { 0 };
    GtkWindow *dialog;

    muster_army_editor_export_pdf (MUSTER_ARMY_EDITOR (editor), bad_file, NULL, ui_test_export_done_cb, &failed);
    ui_test_export_wait (&failed);
    g_assert_false (failed.ok);
    g_assert_nonnull (failed.error);
    g_clear_error (&failed.error);
    g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
    dialog = ui_test_find_dialog ();
    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "The PDF Could Not Be Written");
    gtk_window_destroy (dialog);
  }

  /* the export works from a copy: the army may change meanwhile */
  {
    UiTestExport again = { 0 };
    static const char * const roster[] = { "roster", NULL };

    muster_army_editor_export_pdf (MUSTER_ARMY_EDITOR (editor), file, roster, ui_test_export_done_cb, &again);
    muster_army_set_name (army, "Renamed while exporting");
    ui_test_export_wait (&again);
    g_assert_no_error (again.error);
    g_assert_true (again.ok);
    g_assert_cmpint (count_pdf_pages (path), ==, again.n_pages);
  }

  ui_test_close_window_of (editor);
}

/* The print operation of an army lays out as many pages as the job on the
 * page setup's page, portrait and landscape; with no sheet, nothing. */
static void
test_operation_pages (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("ancient-medieval", "english-agincourt-1415.xml");
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  g_auto(GStrv) ids = muster_print_sheets_for (G_OBJECT (army), NULL);

  g_assert_true (g_strv_contains ((const char * const *) ids, "order-cards"));
  g_assert_false (g_strv_contains ((const char * const *) ids, "action-board"));

  for (int landscape = 0; landscape < 2; landscape++)
    {
      g_autoptr(MusterPrintOperation) operation = NULL;
      g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
      g_autoptr(MusterPrintJob) job = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_strdup_printf ("%s/army-%d.pdf", tmpdir, landscape);
      GtkPrintOperationResult result;
      MusterPage page;
      int n_pages = -1;

      gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
      if (landscape)
        gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_LANDSCAPE);
      operation = muster_print_operation_new (NULL, G_OBJECT (army), (const char * const *) ids, NULL);
      g_assert_true (muster_print_operation_get_show_options (operation));
      gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (operation), setup);
      gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), path);
      gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (operation), FALSE);
      result = gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_EXPORT,
                                        NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
      g_object_get (operation, "n-pages", &n_pages, NULL);

      muster_print_page_for_setup (setup, &page);
      g_assert_cmpint (page.width > page.height, ==, landscape);
      job = muster_print_job_new (G_OBJECT (army), (const char * const *) ids, NULL, &page, &error);
      g_assert_no_error (error);
      g_assert_cmpint (n_pages, ==, muster_print_job_get_n_pages (job));
      g_assert_cmpint (count_pdf_pages (path), ==, n_pages);
    }

  /* no sheet ticked: the operation stops before a page */
  {
    static const char * const none[] = { NULL };
    g_autoptr(MusterPrintOperation) operation = muster_print_operation_new (NULL, G_OBJECT (army), none, NULL);
    g_autofree char *path = g_build_filename (tmpdir, "nothing.pdf", NULL);
    g_autoptr(GError) error = NULL;
    GtkPrintOperationResult result;

    gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), path);
    gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (operation), FALSE);
    result = gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_EXPORT,
                                      NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_CANCEL);
  }
}

/* The Sheets tab of @army lists exactly the sheets that apply to it. */
static MusterPrintOptions *
show_options (MusterArmy               *army,
              const char * const       *ids,
              const MusterSheetOptions *options)
{
  GtkWidget *widget = muster_print_options_new (G_OBJECT (army), ids, options);
  g_auto(GStrv) listed = muster_print_options_list_sheets (MUSTER_PRINT_OPTIONS (widget));
  const char * const *all = muster_sheet_list_ids ();

  ui_test_show_in_window (widget, 700, 500);
  for (guint i = 0; all[i] != NULL; i++)
    {
      gboolean applies = muster_sheet_applies (all[i], G_OBJECT (army));

      g_assert_cmpint (g_strv_contains ((const char * const *) listed, all[i]), ==, applies);
      g_assert_cmpint (muster_print_options_get_sheet_check (MUSTER_PRINT_OPTIONS (widget), all[i]) != NULL, ==, applies);
      if (applies)
        g_assert_nonnull (ui_test_find_label (widget, muster_sheet_get_title (all[i])));
    }
  ui_test_assert_labelled (widget, TRUE);
  return MUSTER_PRINT_OPTIONS (widget);
}

static void
test_options (void)
{
  g_autoptr(MusterArmy) smoke = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  g_autoptr(MusterArmy) ancient = load_sample_army ("ancient-medieval", "english-agincourt-1415.xml");
  static const char * const roster[] = { "roster", NULL };
  MusterPrintOptions *options;
  MusterSheetOptions chosen;
  g_auto(GStrv) ids = NULL;

  /* no order cards for Clouds of Smoke; an action board */
  options = show_options (smoke, roster, NULL);
  g_assert_null (muster_print_options_get_sheet_check (options, "order-cards"));
  g_assert_null (muster_print_options_get_sheet_check (options, "terrain"));
  g_assert_nonnull (muster_print_options_get_sheet_check (options, "roster"));
  g_assert_nonnull (muster_print_options_get_sheet_check (options, "action-board"));
  /* the army's list as a booklet, not ticked unless chosen */
  g_assert_nonnull (muster_print_options_get_sheet_check (options, "booklet"));
  g_assert_false (gtk_check_button_get_active (muster_print_options_get_sheet_check (options, "booklet")));
  ui_test_close_window_of (GTK_WIDGET (options));

  /* no action board for the ancient rules; order cards */
  options = show_options (ancient, roster, NULL);
  g_assert_null (muster_print_options_get_sheet_check (options, "action-board"));
  g_assert_nonnull (muster_print_options_get_sheet_check (options, "order-cards"));

  /* what is ticked is what it hands back, in the list's order */
  ids = muster_print_options_get_sheet_ids (options);
  g_assert_cmpstrv (ids, roster);
  g_clear_pointer (&ids, g_strfreev);
  gtk_check_button_set_active (muster_print_options_get_sheet_check (options, "roster"), FALSE);
  ids = muster_print_options_get_sheet_ids (options);
  g_assert_cmpuint (g_strv_length (ids), ==, 0);
  /* and then it says that nothing will print */
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (options), "Nothing will print: tick at least one sheet."));
  gtk_check_button_set_active (muster_print_options_get_sheet_check (options, "order-cards"), TRUE);
  g_assert_null (ui_test_find_visible_label (GTK_WIDGET (options), "Nothing will print: tick at least one sheet."));
  g_clear_pointer (&ids, g_strfreev);
  ids = muster_print_options_get_sheet_ids (options);
  g_assert_cmpstr (ids[0], ==, "order-cards");
  g_assert_null (ids[1]);

  /* the defaults: automatic order card sets, every unit in ambush */
  muster_print_options_get_options (options, &chosen);
  g_assert_cmpint (chosen.sets, ==, 0);
  g_assert_null (chosen.ambush);
  g_assert_cmpint (chosen.backs, ==, MUSTER_BACKS_LONG_EDGE);
  g_assert_cmpint (chosen.card, ==, MUSTER_CARD_POKER);
  muster_sheet_options_clear (&chosen);
  /* the sets spin button shows "Auto" for 0 */
  {
    GtkWidget *spin = ui_test_find_type (GTK_WIDGET (options), GTK_TYPE_SPIN_BUTTON);

    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "Auto");
  }
  ui_test_close_window_of (GTK_WIDGET (options));

  /* options given are shown and handed back */
  {
    MusterSheetOptions given;
    guint second = 1;
    static const char * const both[] = { "roster", "ambush-markers", NULL };

    muster_sheet_options_init (&given);
    given.sets = 3;
    given.decoys = 4;
    given.backs = MUSTER_BACKS_NONE;
    given.card = MUSTER_CARD_LARGE;
    given.ambush = g_array_new (FALSE, FALSE, sizeof (guint));
    g_array_append_val (given.ambush, second);
    options = show_options (ancient, both, &given);
    muster_print_options_get_options (options, &chosen);
    g_assert_cmpint (chosen.sets, ==, 3);
    g_assert_cmpint (chosen.decoys, ==, 4);
    g_assert_cmpint (chosen.backs, ==, MUSTER_BACKS_NONE);
    g_assert_cmpint (chosen.card, ==, MUSTER_CARD_LARGE);
    g_assert_nonnull (chosen.ambush);
    g_assert_cmpuint (chosen.ambush->len, ==, 1);
    g_assert_cmpuint (g_array_index (chosen.ambush, guint, 0), ==, 1);
    muster_sheet_options_clear (&chosen);
    muster_sheet_options_clear (&given);
    ui_test_close_window_of (GTK_WIDGET (options));
  }
}

/* The ambush units chosen for an army stay with it, and only for the units
 * they were chosen for. */
static void
test_choice_kept (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("ancient-medieval", "english-agincourt-1415.xml");
  static const char * const ambush[] = { "ambush-markers", NULL };
  MusterSheetOptions options;
  MusterSheetOptions loaded;
  g_auto(GStrv) ids = NULL;
  guint picks[] = { 1, 2 };

  g_assert_cmpuint (muster_army_get_n_units (army), >, 3);
  muster_sheet_options_init (&options);
  options.ambush = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_vals (options.ambush, picks, G_N_ELEMENTS (picks));
  muster_print_keep_choice (NULL, G_OBJECT (army), ambush, &options);

  muster_print_load_choice (NULL, G_OBJECT (army), &ids, &loaded);
  g_assert_nonnull (loaded.ambush);
  g_assert_cmpuint (loaded.ambush->len, ==, 2);
  g_assert_cmpuint (g_array_index (loaded.ambush, guint, 0), ==, 1);
  g_assert_cmpuint (g_array_index (loaded.ambush, guint, 1), ==, 2);
  muster_sheet_options_clear (&loaded);
  g_clear_pointer (&ids, g_strfreev);

  /* an entry added at the end leaves the choice */
  {
    MusterArmyUnit unit = *muster_army_get_unit (army, 0);

    unit.count = 1;
    muster_army_insert_unit (army, -1, &unit);
  }
  muster_print_load_choice (NULL, G_OBJECT (army), &ids, &loaded);
  g_assert_nonnull (loaded.ambush);
  g_assert_cmpuint (loaded.ambush->len, ==, 2);
  muster_sheet_options_clear (&loaded);
  g_clear_pointer (&ids, g_strfreev);

  /* the first entry goes and the others move up: the picks would fall on
   * other units, so every unit gets a marker again */
  g_assert_true (muster_army_get_unit (army, 1)->type != muster_army_get_unit (army, 2)->type);
  muster_army_remove_unit (army, 0);
  muster_print_load_choice (NULL, G_OBJECT (army), &ids, &loaded);
  g_assert_null (loaded.ambush);
  muster_sheet_options_clear (&loaded);
  muster_sheet_options_clear (&options);
}

/* A faction's menu (Shift+F10 on its row) offers New Army, Publish
 * Booklet… (and Edit List…) for that faction; the booklet's print operation prints the
 * list's booklet, page for page. */
static void
test_faction_menu (void)
{
  MusterSystem *system = muster_test_system (catalog, "clouds-of-smoke");
  const MusterFaction *faction = g_ptr_array_index (muster_system_get_factions (system), 1);
  GtkWidget *section = muster_system_section_new (system);
  GtkListBoxRow *row;
  GtkWidget *popover;
  GMenuModel *model;
  g_autofree char *action = NULL;
  g_autoptr(GVariant) target = NULL;
  const char *system_id, *faction_id;

  /* the window's actions the rows and the menu name */
  {
    g_autoptr(GSimpleActionGroup) win = g_simple_action_group_new ();
    g_autoptr(GSimpleAction) new_army = g_simple_action_new ("new-army", G_VARIANT_TYPE ("(ss)"));
    g_autoptr(GSimpleAction) print_booklet = g_simple_action_new ("print-booklet", G_VARIANT_TYPE ("(ss)"));

    g_action_map_add_action (G_ACTION_MAP (win), G_ACTION (new_army));
    g_action_map_add_action (G_ACTION_MAP (win), G_ACTION (print_booklet));
    gtk_widget_insert_action_group (section, "win", G_ACTION_GROUP (win));
  }
  ui_test_show_in_window (section, 800, 900);
  row = gtk_list_box_get_row_at_index (muster_system_section_get_factions (MUSTER_SYSTEM_SECTION (section)), 1);
  gtk_window_set_focus (GTK_WINDOW (gtk_widget_get_root (section)), GTK_WIDGET (row));
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (section)) == GTK_WIDGET (row));
  g_assert_null (ui_test_find_type (section, GTK_TYPE_POPOVER_MENU));
  g_assert_true (gtk_widget_activate_action (section, "section.faction-menu", NULL));
  popover = ui_test_find_type (section, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover));
  g_assert_cmpint (g_menu_model_get_n_items (model), ==, 3);
  g_assert_true (g_menu_model_get_item_attribute (model, 1, G_MENU_ATTRIBUTE_ACTION, "s", &action));
  g_assert_cmpstr (action, ==, "win.print-booklet");
  target = g_menu_model_get_item_attribute_value (model, 1, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE ("(ss)"));
  g_assert_nonnull (target);
  g_variant_get (target, "(&s&s)", &system_id, &faction_id);
  g_assert_cmpstr (system_id, ==, "clouds-of-smoke");
  g_assert_cmpstr (faction_id, ==, faction->id);
  {
    g_autofree char *label = NULL;

    g_assert_true (g_menu_model_get_item_attribute (model, 1, G_MENU_ATTRIBUTE_LABEL, "s", &label));
    g_assert_cmpstr (label, ==, "Publish Booklet…");
  }
  /* closed, it goes */
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_ms (50);
  g_assert_null (ui_test_find_type (section, GTK_TYPE_POPOVER_MENU));
  ui_test_close_window_of (section);

  /* the operation the action starts: the booklet, titled by the list */
  {
    static const char * const ids[] = { "booklet", NULL };
    g_autoptr(MusterPublishedList) list = muster_published_list_new (system, faction);
    g_autoptr(MusterPrintOperation) operation = muster_print_operation_new (NULL, G_OBJECT (list), ids, NULL);
    g_autofree char *title = muster_print_document_title (G_OBJECT (list));

    g_assert_cmpstrv (muster_print_operation_get_sheet_ids (operation), ids);
    /* with the Sheets tab, as every document has (the booklet ticked) */
    g_assert_true (muster_print_operation_get_show_options (operation));
    g_assert_true (g_str_has_suffix (title, faction->version));
  }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/print/export-pdf", test_export_pdf);
  g_test_add_func ("/ui/print/operation-pages", test_operation_pages);
  g_test_add_func ("/ui/print/options", test_options);
  g_test_add_func ("/ui/print/choice-kept", test_choice_kept);
  g_test_add_func ("/ui/print/faction-menu", test_faction_menu);

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
