/* test-army-upgrade.c: display test of an army built on an older version
 * of its list: the army page's bar says so, What Changes… opens the
 * migration report (its units' and its preparations' changes), Move
 * moves the army to 1.1.0 (the bar goes), and one undo brings it back to
 * 1.0.0 exactly (the bar comes back); the report's title reads whole in a
 * window 360 pixels wide.
 */
#include "config.h"

#include <adwaita.h>

#include "muster-army-editor.h"
#include "muster-army-list-banner.h"
#include "muster-army-migrate-dialog.h"
#include "muster-test.h"
#include "list-upgrade.h"
#include "print/print-lang.h"
#include "ui-test-common.h"

static MusterCatalog *catalog;
static char *tmpdir;

static const char army_xml[] =
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
  "faction=\"france-military-revolution\" points=\"400\" list-version=\"1.0.0\">"
  "<name>Lens, 1648</name><commander tier=\"competent\"/>"
  "<unit type=\"pikemen\" count=\"2\" column=\"1\"/><unit type=\"reiters\" column=\"2\"/>"
  "<unit type=\"dragoons\"/><unit type=\"guard-musketeers\" count=\"2\"/></army>";

static const char bavarian_xml[] =
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
  "faction=\"" LIST_UPGRADE_BAVARIA "\" points=\"1000\" list-version=\"1.0.0\">"
  "<name>Nördlingen, 1645</name><commander tier=\"competent\"/><unit type=\"pikemen\" count=\"2\"/>"
  "<preparation type=\"royal-engineers\"/><preparation type=\"field-chaplains\"/>"
  "<preparation type=\"supply-train\" count=\"2\"/><preparation type=\"scouting\"/></army>";

static GtkWidget *
find_button_labelled (GtkWidget *widget, const char *text)
{
  GtkWidget *label = ui_test_find_visible_label (widget, text);

  g_assert_nonnull (label);
  return gtk_widget_get_ancestor (label, GTK_TYPE_BUTTON);
}

static gboolean
dialog_open (gpointer data)
{
  return ui_test_find_toplevel (MUSTER_TYPE_ARMY_MIGRATE_DIALOG) != NULL;
}

static gboolean
dialog_closed (gpointer data)
{
  return !dialog_open (data);
}

static void
test_banner_report_move_undo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, army_xml, strlen (army_xml), "army.xml", &error);
  g_autofree char *before = NULL;
  g_autofree char *undone = NULL;
  MusterArmyListBanner *banner;
  GtkWidget *editor;
  GtkWindow *window;
  GtkWindow *dialog;
  AdwComboRow *faction_row;
  const MusterFaction *selected;

  g_assert_no_error (error);
  before = muster_army_to_xml (army);
  editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
  window = ui_test_show_in_window (editor, 1400, 900);

  /* the page says which version the army is built with */
  banner = MUSTER_ARMY_LIST_BANNER (ui_test_find_type (editor, MUSTER_TYPE_ARMY_LIST_BANNER));
  g_assert_nonnull (banner);
  g_assert_true (muster_army_list_banner_is_shown (banner));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (banner), "Built with France 1.0.0; 1.1.0 is installed"));
  /* the faction row names the army's faction, of whatever version */
  faction_row = ADW_COMBO_ROW (ui_test_find_type (editor, ADW_TYPE_COMBO_ROW));
  selected = g_ptr_array_index (muster_system_get_factions (muster_army_get_system (army)),
                                adw_combo_row_get_selected (faction_row));
  g_assert_cmpstr (selected->id, ==, "france-military-revolution");
  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.0.0");

  /* What Changes… opens the report */
  gtk_widget_activate (find_button_labelled (GTK_WIDGET (banner), "What Changes…"));
  ui_test_wait_until (dialog_open, NULL, 5000);
  dialog = ui_test_find_toplevel (MUSTER_TYPE_ARMY_MIGRATE_DIALOG);
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Pikemen: cost 9 → 10. The army has 2."));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog),
                                                "“Dragoons” is no longer in the list: the army's 1 entry of it is dropped."));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "“Reiters” is now called “Cuirassiers”. The army has 1."));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Guard Musketeers: the army has 2; the list allows at most 1."));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "New Problems"));

  /* Cancel changes nothing */
  gtk_widget_activate (find_button_labelled (GTK_WIDGET (dialog), "Cancel"));
  ui_test_wait_until (dialog_closed, NULL, 5000);
  g_assert_null (ui_test_find_toplevel (MUSTER_TYPE_ARMY_MIGRATE_DIALOG));
  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.0.0");

  /* Move: one step to 1.1.0, and the bar goes */
  gtk_widget_activate (find_button_labelled (GTK_WIDGET (banner), "What Changes…"));
  ui_test_wait_until (dialog_open, NULL, 5000);
  dialog = ui_test_find_toplevel (MUSTER_TYPE_ARMY_MIGRATE_DIALOG);
  gtk_widget_activate (find_button_labelled (GTK_WIDGET (dialog), "Move"));
  ui_test_wait_until (dialog_closed, NULL, 5000);
  g_assert_null (ui_test_find_toplevel (MUSTER_TYPE_ARMY_MIGRATE_DIALOG));
  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.1.0");
  g_assert_cmpuint (muster_army_get_n_units (army), ==, 3);
  g_assert_false (muster_army_list_banner_is_shown (banner));
  g_assert_true (gtk_widget_is_sensitive (ui_test_find_action_button (editor, "army.undo")));

  /* Ctrl+Z: back to 1.0.0 exactly, and the bar is back */
  gtk_widget_activate_action (editor, "army.undo", NULL);
  undone = muster_army_to_xml (army);
  g_assert_cmpstr (undone, ==, before);
  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.0.0");
  g_assert_true (muster_army_list_banner_is_shown (banner));
  g_assert_false (gtk_widget_is_sensitive (ui_test_find_action_button (editor, "army.undo")));

  gtk_window_destroy (window);
}

/* The report names the preparations 1.1.0 drops, renames, prices anew and
 * gives other rules, each under its heading, and the move does just that. */
static void
test_report_preparations (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, bavarian_xml, strlen (bavarian_xml), "army.xml", &error);
  MusterArmyListBanner *banner;
  GtkWidget *editor;
  GtkWindow *window;
  GtkWindow *dialog;

  g_assert_no_error (error);
  editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
  window = ui_test_show_in_window (editor, 800, 700);
  banner = MUSTER_ARMY_LIST_BANNER (ui_test_find_type (editor, MUSTER_TYPE_ARMY_LIST_BANNER));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (banner), "Built with Bavaria 1.0.0; 1.1.0 is installed"));
  gtk_widget_activate (find_button_labelled (GTK_WIDGET (banner), "What Changes…"));
  ui_test_wait_until (dialog_open, NULL, 5000);
  dialog = ui_test_find_toplevel (MUSTER_TYPE_ARMY_MIGRATE_DIALOG);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));

  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Costs"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Supply train: cost 15 → 20. The army has 2."));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Dropped Preparations"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog),
                                                "The preparation “Royal engineers” is no longer in the list: "
                                                "the army's 1 copy of it is dropped."));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Renamed Preparations"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog),
                                                "The preparation “Field chaplains” is now called “Army chaplains”. "
                                                "The army has 1."));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog),
                                                "“Nördlingen, 1645”: moving it from Bavaria 1.0.0 to 1.1.0. "
                                                "Total: 158 → 148 of 1000 points. 1 preparation of the army is dropped."));
  g_assert_null (ui_test_find_visible_label (GTK_WIDGET (dialog), "Dropped Units"));
  /* the supply train does something else in 1.1.0: its rules, new and old */
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog), "Profiles and Rules"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (dialog),
                                                "The rules of the preparation “Supply train” change: it now reads “"
                                                LIST_UPGRADE_SUPPLY_1_1_EN "” (before: “" LIST_UPGRADE_SUPPLY_1_0_EN
                                                "”). The army has 2."));

  gtk_widget_activate (find_button_labelled (GTK_WIDGET (dialog), "Move"));
  ui_test_wait_until (dialog_closed, NULL, 5000);
  g_assert_cmpstr (muster_army_get_list_version (army), ==, "1.1.0");
  g_assert_cmpuint (muster_army_get_n_preparations (army), ==, 3);
  g_assert_cmpstr (muster_text_get (&muster_army_get_preparation (army, 0)->preparation->name), ==, "Army chaplains");
  gtk_window_destroy (window);
}

/* Fails unless @label shows all of its text: nothing cut off with “…”, no
 * word broken across lines, and every line within the room it is given. */
static void
assert_shown_whole (GtkWidget *label, const char *what, int width, const char *lang)
{
  PangoLayout *layout;
  const char *text;
  PangoRectangle extents;

  if (label == NULL || !gtk_widget_is_drawable (label))
    g_error ("the %s is not shown at %d pixels (%s)", what, width, lang);
  layout = gtk_label_get_layout (GTK_LABEL (label));
  text = pango_layout_get_text (layout);
  if (pango_layout_is_ellipsized (layout))
    g_error ("the %s “%s” is cut off at %d pixels (%s)", what, text, width, lang);
  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;

      if (line->start_index > 0 && !g_unichar_isspace (g_utf8_get_char (g_utf8_find_prev_char (text, text + line->start_index))))
        g_error ("the %s “%s” breaks a word at %d pixels (%s)", what, text, width, lang);
    }
  pango_layout_get_pixel_extents (layout, NULL, &extents);
  g_assert_cmpint (extents.width, <=, gtk_widget_get_width (label));
  g_assert_cmpint (extents.height, <=, gtk_widget_get_height (label));
}

/* The What Changes window opened from a window 360 pixels wide is no wider
 * than it, and its title and subtitle are read whole there, in English and
 * in Russian; in wider windows it keeps its width and its one-line title. */
static void
test_title_readable (void)
{
  const char *const languages[] = { "ru", "en" };
  const int widths[] = { 360, 800, 1400 };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        gboolean ru = g_str_equal (languages[l], "ru");
        g_autoptr(GError) error = NULL;
        g_autoptr(MusterArmy) army = NULL;
        GtkWidget *editor, *title;
        GtkWindow *window, *dialog;

        set_language (languages[l]);
        army = muster_army_load_memory (catalog, bavarian_xml, strlen (bavarian_xml), "army.xml", &error);
        g_assert_no_error (error);
        editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
        window = ui_test_show_in_window (editor, widths[w], 700);
        gtk_widget_activate (find_button_labelled (editor, ru ? "Что изменится…" : "What Changes…"));
        ui_test_wait_until (dialog_open, NULL, 5000);
        dialog = ui_test_find_toplevel (MUSTER_TYPE_ARMY_MIGRATE_DIALOG);
        gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
        g_test_message ("%s, %d pixels: the window is %d pixels wide", languages[l], widths[w],
                        gtk_widget_get_width (GTK_WIDGET (dialog)));

        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, MAX (widths[w], 600));
        if (widths[w] < 600)
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, widths[w]);
        title = ui_test_find_visible_label (GTK_WIDGET (dialog), ru ? "Что изменится" : "What Changes");
        assert_shown_whole (title, "title", widths[w], languages[l]);
        assert_shown_whole (ui_test_find_visible_label (GTK_WIDGET (dialog),
                                                        ru ? "Бавария 1.0.0\u00a0→\u00a01.1.0" : "Bavaria 1.0.0\u00a0→\u00a01.1.0"),
                            "subtitle", widths[w], languages[l]);
        if (widths[w] >= 800)
          g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (title))), ==, 1);

        gtk_window_destroy (dialog);
        gtk_window_destroy (window);
      }
  set_language ("en");
}

/* An army whose version is not installed opens with the nearest and the
 * bar says so, with nothing to move to when that is the newest. */
static void
test_version_not_installed (void)
{
  g_autoptr(GString) xml = g_string_new (army_xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = NULL;
  GtkWidget *editor;
  GtkWindow *window;
  MusterArmyListBanner *banner;
  GtkWidget *label;

  g_string_replace (xml, "list-version=\"1.0.0\"", "list-version=\"1.4.2\"", 1);
  army = muster_army_load_memory (catalog, xml->str, xml->len, "army.xml", &error);
  g_assert_no_error (error);
  editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
  window = ui_test_show_in_window (editor, 360, 700);
  banner = MUSTER_ARMY_LIST_BANNER (ui_test_find_type (editor, MUSTER_TYPE_ARMY_LIST_BANNER));
  g_assert_true (muster_army_list_banner_is_shown (banner));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (banner),
                                                "Built with France 1.4.2, which is not installed; opened with 1.1.0"));
  label = ui_test_find_label (GTK_WIDGET (banner), "What Changes…");
  g_assert_false (gtk_widget_is_visible (label));
  gtk_window_destroy (window);
}

/* The bar sits right under the header of a valid army's page and the
 * one line that says the army breaks no rule (always there, so that its
 * news moves nothing), with no room between them. */
static void
test_bar_under_header (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, army_xml, strlen (army_xml), "army.xml", &error);
  GtkWidget *editor;
  GtkWindow *window;
  GtkWidget *banner;
  GtkWidget *header;
  GtkWidget *above;
  graphene_point_t at;

  g_assert_no_error (error);
  editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
  window = ui_test_show_in_window (editor, 360, 700);
  banner = ui_test_find_type (editor, MUSTER_TYPE_ARMY_LIST_BANNER);
  header = ui_test_find_type (editor, ADW_TYPE_HEADER_BAR);
  above = gtk_widget_get_prev_sibling (banner);
  g_assert_nonnull (above);
  g_assert_true (gtk_widget_get_visible (above));
  g_assert_true (gtk_widget_compute_point (above, editor, &GRAPHENE_POINT_INIT (0, 0), &at));
  g_assert_cmpfloat (at.y, ==, gtk_widget_get_height (header));
  g_assert_true (gtk_widget_compute_point (banner, editor, &GRAPHENE_POINT_INIT (0, 0), &at));
  g_assert_cmpfloat (at.y, ==, gtk_widget_get_height (header) + gtk_widget_get_height (above));
  gtk_window_destroy (window);
}

/* An army on the newest version shows no bar. */
static void
test_no_banner_on_newest (void)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, muster_system_lookup_faction (smoke, "france-military-revolution"), 400);
  GtkWidget *editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);
  GtkWindow *window = ui_test_show_in_window (editor, 800, 700);
  MusterArmyListBanner *banner = MUSTER_ARMY_LIST_BANNER (ui_test_find_type (editor, MUSTER_TYPE_ARMY_LIST_BANNER));

  g_assert_false (muster_army_list_banner_is_shown (banner));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *installed = NULL;

  tmpdir = ui_test_data_home ();
  installed = list_upgrade_install (tmpdir);
  list_upgrade_install_bavaria (tmpdir);
  ui_test_init (&argc, &argv);
  bind_build_messages ();
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/army-upgrade/banner-report-move-undo", test_banner_report_move_undo);
  g_test_add_func ("/ui/army-upgrade/report-preparations", test_report_preparations);
  g_test_add_func ("/ui/army-upgrade/title-readable", test_title_readable);
  g_test_add_func ("/ui/army-upgrade/version-not-installed", test_version_not_installed);
  g_test_add_func ("/ui/army-upgrade/bar-under-header", test_bar_under_header);
  g_test_add_func ("/ui/army-upgrade/no-banner-on-newest", test_no_banner_on_newest);
  return g_test_run ();
}
