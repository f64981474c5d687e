/* test-window.c: display tests of MusterWindow: what assistive technologies
 * are told about the window, the list of systems and a faction row, that all
 * four shipped systems and the sample mark show, search, the empty state,
 * the load-error banner, the window state kept in GSettings, the first
 * frame, the start page's tooltips, the view switchers at two widths and
 * its borders drawn in one colour.
 */
#include "config.h"

#include <adwaita.h>

#include "muster-faction-row.h"
#include "muster-library-view.h"
#include "muster-system-section.h"
#include "muster-terrain-page.h"
#include "muster-test.h"
#include "muster-ui-util.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-window-fixture.h"

static MusterCatalog *catalog;

static MusterWindow *
open_window (MusterCatalog *with)
{
  MusterWindow *window = muster_window_new (NULL, ui_test_context (with, NULL));

  ui_test_present (GTK_WINDOW (window));
  return window;
}

static MusterFactionRow *
find_row (MusterSystemSection *section,
          const char          *id)
{
  GtkWidget *list = GTK_WIDGET (muster_system_section_get_factions (section));

  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (MUSTER_IS_FACTION_ROW (child) && g_str_equal (muster_faction_row_get_id (MUSTER_FACTION_ROW (child)), id))
      return MUSTER_FACTION_ROW (child);
  return NULL;
}

static gboolean
is_shown (GtkWidget *widget)
{
  return gtk_widget_get_visible (widget) && gtk_widget_get_mapped (widget);
}

static void
test_window_roles (void)
{
  MusterWindow *window = open_window (catalog);
  GtkWidget *list = muster_window_get_systems_list (window);
  MusterSystemSection *section = ui_window_find_section (window, "clouds-of-smoke");
  MusterFactionRow *row;

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (window), GTK_ACCESSIBLE_ROLE_WINDOW);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (window), GTK_ACCESSIBLE_PROPERTY_LABEL, "Muster");

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_ROLE_LIST);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, "Game systems");

  g_assert_nonnull (section);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (section), GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (section), GTK_ACCESSIBLE_PROPERTY_LABEL, "Clouds of Smoke");

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (muster_system_section_get_factions (section)), GTK_ACCESSIBLE_ROLE_LIST);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (muster_system_section_get_factions (section)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Factions of Clouds of Smoke");

  row = find_row (section, "france-military-revolution");
  g_assert_nonnull (row);
  g_assert_false (muster_faction_row_get_sample (row));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, "France");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Military revolution, 1600-1684 · 8 unit types, v1.0.0");
  g_assert_cmpstr (muster_faction_row_get_version (row), ==, "v1.0.0");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every button, menu button and search entry of the window has a name. */
static void
test_window_labels (void)
{
  MusterWindow *window = open_window (catalog);

  ui_test_assert_labelled (GTK_WIDGET (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_systems (void)
{
  static const char * const ids[] = { "clouds-of-smoke", "ancient-medieval", "price-of-honour", "age-of-battles" };
  MusterWindow *window = open_window (catalog);
  GtkWidget *list = muster_window_get_systems_list (window);
  guint n = 0;

  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "systems");
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    n++;
  g_assert_cmpuint (n, ==, muster_catalog_get_systems (catalog)->len);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      MusterSystemSection *section = ui_window_find_section (window, ids[i]);
      MusterSystem *system;

      g_assert_nonnull (section);
      g_assert_true (is_shown (GTK_WIDGET (section)));
      system = muster_system_section_get_system (section);
      g_assert_nonnull (ui_test_find_label (GTK_WIDGET (section), muster_text_get (muster_system_get_name (system))));
      g_assert_nonnull (ui_test_find_label (GTK_WIDGET (section), muster_text_get (muster_system_get_text (system))));
    }

  /* the Price of Honour's one faction, with its number of unit types and
   * the version of its list */
  {
    MusterSystemSection *section = ui_window_find_section (window, "price-of-honour");
    GPtrArray *factions = muster_system_get_factions (muster_system_section_get_system (section));
    const MusterFaction *faction = g_ptr_array_index (factions, 0);
    g_autofree char *count = g_strdup_printf ("%u unit types · v%s", faction->units->len, faction->version);

    g_assert_nonnull (ui_test_find_label (GTK_WIDGET (section), "1 faction"));
    g_assert_nonnull (ui_test_find_label (GTK_WIDGET (find_row (section, faction->id)), muster_text_get (&faction->name)));
    g_assert_true (g_str_has_suffix (muster_faction_row_get_subtitle (find_row (section, faction->id)), count));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_sample_mark (void)
{
  MusterWindow *window = open_window (catalog);
  MusterSystemSection *section = ui_window_find_section (window, "age-of-battles");
  MusterFactionRow *sample = find_row (section, "greeks");
  MusterFactionRow *real = find_row (ui_window_find_section (window, "clouds-of-smoke"), "france-military-revolution");
  GtkWidget *pill;

  g_assert_true (muster_faction_row_get_sample (sample));
  pill = ui_test_find_label (GTK_WIDGET (sample), "Sample");
  g_assert_nonnull (pill);
  g_assert_true (is_shown (pill));
  g_assert_true (gtk_widget_has_css_class (pill, "sample-pill"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (sample), GTK_ACCESSIBLE_PROPERTY_LABEL, "Greeks");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (sample), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Antiquity · 5 unit types, sample data, v1.0.0");

  pill = ui_test_find_label (GTK_WIDGET (real), "Sample");
  g_assert_true (pill == NULL || !is_shown (pill));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_search (void)
{
  MusterWindow *window = open_window (catalog);
  MusterSystemSection *aob = ui_window_find_section (window, "age-of-battles");
  MusterSystemSection *cos = ui_window_find_section (window, "clouds-of-smoke");

  /* a faction name: its system and only that faction */
  muster_window_set_search_text (window, "TATAR");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "systems");
  g_assert_true (is_shown (GTK_WIDGET (aob)));
  g_assert_true (is_shown (GTK_WIDGET (find_row (aob, "tatars"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_row (aob, "greeks"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (cos)));

  /* a system's name in the other language: the whole system */
  muster_window_set_search_text (window, "облака");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (is_shown (GTK_WIDGET (cos)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_row (cos, "russia-epoch-of-empires"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (aob)));

  /* an epoch */
  muster_window_set_search_text (window, "antiquity");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_row (aob, "greeks"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_row (aob, "tatars"))));

  muster_window_set_search_text (window, "no such thing");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "no-results");

  muster_window_set_search_text (window, "");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "systems");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (cos)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_row (aob, "greeks"))));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_empty (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(MusterCatalog) empty = muster_catalog_new ();
  MusterWindow *window;

  muster_catalog_add_folder (empty, dir);
  muster_catalog_load (empty);
  window = open_window (empty);

  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "empty");
  g_assert_nonnull (ui_test_find_label (GTK_WIDGET (window), "No Game Systems Found"));
  g_assert_false (gtk_widget_get_first_child (muster_window_get_systems_list (window)) != NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  muster_test_rmtree (dir);
}

static void
test_window_errors (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *systems = muster_test_source_path ("data", "systems", NULL);
  g_autofree char *broken = muster_test_write (dir, "broken/system.xml", "<system>not closed", -1);
  g_autoptr(MusterCatalog) with_errors = muster_catalog_new ();
  MusterWindow *window;
  GtkWindow *dialog;
  GtkWidget *label;

  muster_catalog_add_folder (with_errors, dir);
  muster_catalog_add_folder (with_errors, systems);
  muster_catalog_load (with_errors);
  g_assert_cmpuint (muster_catalog_get_errors (with_errors)->len, ==, 1);

  window = open_window (with_errors);
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "systems");
  label = ui_test_find_label (GTK_WIDGET (window), "1 data file could not be loaded");
  g_assert_nonnull (label);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (label, GTK_TYPE_REVEALER))));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-errors", NULL));
  dialog = ui_test_find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (g_strstr_len (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), -1, "broken") != NULL);
  gtk_window_destroy (dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  muster_test_rmtree (dir);
}

static void
test_window_state (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  MusterWindow *window;
  int width, height;

  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 500);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 500);
  ui_test_present (GTK_WINDOW (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 820, 610);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_window_close (GTK_WINDOW (window));

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 820);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 610);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  g_assert_cmpstr (g_settings_get_string (settings, "last-system"), ==, "");
}

static gboolean
scrolled (gpointer adjustment)
{
  return gtk_adjustment_get_value (adjustment) != 0;
}

/* The start page opens at the system that was at its top when the window
 * was last closed, and remembers it again on closing. */
static void
test_window_last_system (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *saved = NULL;
  MusterWindow *window;
  GtkAdjustment *vadj;
  graphene_rect_t bounds;
  GtkWidget *section;

  g_settings_set_int (settings, "window-width", 600);
  g_settings_set_int (settings, "window-height", 400);
  g_settings_set_string (settings, "last-system", "clouds-of-smoke");

  window = open_window (catalog);
  section = GTK_WIDGET (ui_window_find_section (window, "clouds-of-smoke"));
  vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (section, GTK_TYPE_SCROLLED_WINDOW)));
  /* the window scrolls once its layout holds still, a few frames on */
  ui_test_wait_until (scrolled, vadj, 5000);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpfloat (gtk_adjustment_get_value (vadj), >, 0);
  g_assert_true (gtk_widget_compute_bounds (section, gtk_widget_get_ancestor (section, GTK_TYPE_VIEWPORT), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, <, 50);

  gtk_window_close (GTK_WINDOW (window));
  saved = g_settings_get_string (settings, "last-system");
  g_assert_cmpstr (saved, ==, "clouds-of-smoke");
  g_settings_reset (settings, "last-system");
}

static void
count_sections_in (GtkWidget *widget,
                   guint     *n)
{
  if (MUSTER_IS_SYSTEM_SECTION (widget))
    (*n)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    count_sections_in (child, n);
}

/* the sections made so far, without asking the window for its list (which
 * makes them all) */
static guint
count_sections (MusterWindow *window)
{
  guint n = 0;

  count_sections_in (GTK_WIDGET (window), &n);
  return n;
}

static gboolean
all_sections (gpointer window)
{
  return count_sections (window) == muster_catalog_get_systems (catalog)->len;
}

struct FirstFrame
{
  MusterWindow *window;
  int n_sections;    /* made by the end of the first frame; -1 before it */
  int width;         /* the first one's width then */
};

static void
first_frame_cb (GdkFrameClock     *clock,
                struct FirstFrame *seen)
{
  GtkWidget *first = NULL;

  if (seen->n_sections >= 0)
    return;
  seen->n_sections = (int) count_sections (seen->window);
  first = GTK_WIDGET (ui_test_find_type (GTK_WIDGET (seen->window), MUSTER_TYPE_SYSTEM_SECTION));
  seen->width = first != NULL && gtk_widget_get_mapped (first) ? gtk_widget_get_width (first) : 0;
}

static gboolean
first_frame_seen (gpointer data)
{
  return ((struct FirstFrame *) data)->n_sections >= 0;
}

/* The first frame holds what the first screen shows: the sections below it
 * come once the frame is drawn, and a search made before then finds them
 * too; the start page's status pages and banner, the library and terrain
 * pages are made when they are first shown. */
static void
test_window_first_frame (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(MusterLibrary) library = NULL;
  g_autofree char *dir = ui_test_data_home ();
  MusterWindow *window;
  guint n_systems = muster_catalog_get_systems (catalog)->len;

  g_assert_cmpuint (n_systems, >=, 3);
  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 400);

  /* made, not shown: no section yet (presenting the window measures it for
   * its size, which would lay out every text of them once more), but the
   * page has its systems: the search works */
  window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  g_assert_cmpuint (count_sections (window), ==, 0);
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "systems");
  g_assert_true (gtk_widget_is_sensitive (ui_test_find_type (GTK_WIDGET (window), GTK_TYPE_TOGGLE_BUTTON)));
  /* the list asked for is whole */
  g_assert_true (gtk_widget_get_first_child (muster_window_get_systems_list (window)) != NULL);
  g_assert_cmpuint (count_sections (window), ==, n_systems);
  gtk_window_destroy (GTK_WINDOW (window));

  /* mapped: the first screen's, which the first frame lays out and draws;
   * a section the first screen shows only in part is not in it: at
   * 900 × 720 the first one only */
  g_settings_set_int (settings, "window-height", 720);
  window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  {
    struct FirstFrame seen = { window, -1, -1 };
    GdkFrameClock *clock;

    gtk_window_present (GTK_WINDOW (window));
    g_assert_cmpuint (count_sections (window), ==, 1);
    clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
    g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), &seen);
    ui_test_wait_until (first_frame_seen, &seen, 5000);
    g_signal_handlers_disconnect_by_func (clock, first_frame_cb, &seen);
    g_assert_cmpint (seen.n_sections, ==, 1);
    g_assert_cmpint (seen.width, >, 300);
  }
  gtk_window_destroy (GTK_WINDOW (window));

  /* shown: the others come after the first frame */
  window = open_window (catalog);
  ui_test_wait_until (all_sections, window, 5000);
  g_assert_cmpuint (count_sections (window), ==, n_systems);
  gtk_window_destroy (GTK_WINDOW (window));

  /* the pages for no systems and no results, and the banner of files that
   * did not load, are made when first needed, not for the first frame */
  window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  g_assert_null (ui_test_find_type (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE));
  g_assert_null (ui_test_find_action_button (GTK_WIDGET (window), "win.show-errors"));
  muster_window_set_search_text (window, "no faction is called this");
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "no-results");
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (window), "No Results Found"));
  muster_window_set_search_text (window, "");
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "systems");
  gtk_window_destroy (GTK_WINDOW (window));

  /* a search before they came finds them too */
  window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  g_assert_cmpuint (count_sections (window), <, n_systems);
  muster_window_set_search_text (window, "Price of Honour");
  g_assert_cmpuint (count_sections (window), ==, n_systems);
  g_assert_cmpstr (muster_window_get_visible_page (window), ==, "systems");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ui_window_find_section (window, "price-of-honour"))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (ui_window_find_section (window, "clouds-of-smoke"))));
  gtk_window_destroy (GTK_WINDOW (window));

  /* the library and terrain pages: none before they are shown */
  library = ui_test_new_library (dir);
  window = muster_window_new (NULL, ui_test_context (catalog, library));
  ui_test_present (GTK_WINDOW (window));
  g_assert_null (ui_test_find_type (GTK_WIDGET (window), MUSTER_TYPE_LIBRARY_VIEW));
  g_assert_null (ui_test_find_type (GTK_WIDGET (window), MUSTER_TYPE_TERRAIN_PAGE));
  muster_window_set_visible_view (window, "library");
  g_assert_nonnull (ui_test_find_type (GTK_WIDGET (window), MUSTER_TYPE_LIBRARY_VIEW));
  g_assert_true (muster_window_get_library_view (window) == ui_test_find_type (GTK_WIDGET (window), MUSTER_TYPE_LIBRARY_VIEW));
  g_assert_null (ui_test_find_type (GTK_WIDGET (window), MUSTER_TYPE_TERRAIN_PAGE));
  muster_window_set_visible_view (window, "terrain");
  g_assert_nonnull (ui_test_find_type (GTK_WIDGET (window), MUSTER_TYPE_TERRAIN_PAGE));
  gtk_window_destroy (GTK_WINDOW (window));

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  muster_test_rmtree (dir);
}

static guint
count_of_type (GtkWidget *widget,
               GType      type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_of_type (child, type);
  return n;
}

/* The header bar shows the four views' buttons while they fit, else the
 * title over the switcher bar at the bottom; there is one set of buttons
 * until the bar first shows. */
/* A window @width wide, drawn, with its header bar's squeezer and its
 * switcher bar. */
static MusterWindow *
open_at_width (GSettings           *settings,
               int                  width,
               AdwSqueezer        **squeezer,
               AdwViewSwitcherBar **bar)
{
  MusterWindow *window;

  g_settings_set_int (settings, "window-width", width);
  window = open_window (catalog);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  *squeezer = ADW_SQUEEZER (ui_test_find_type (GTK_WIDGET (window), ADW_TYPE_SQUEEZER));
  *bar = ADW_VIEW_SWITCHER_BAR (ui_test_find_type (GTK_WIDGET (window), ADW_TYPE_VIEW_SWITCHER_BAR));
  return window;
}

static void
test_window_switchers (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GType button_type;
  MusterWindow *window;
  AdwSqueezer *squeezer;
  AdwViewSwitcherBar *bar;

  window = open_at_width (settings, 900, &squeezer, &bar);
  /* a private type of libadwaita's, known once a switcher is made */
  button_type = g_type_from_name ("AdwViewSwitcherButton");
  g_assert_true (ADW_IS_VIEW_SWITCHER (adw_squeezer_get_visible_child (squeezer)));
  g_assert_false (adw_view_switcher_bar_get_reveal (bar));
  g_assert_cmpuint (button_type, !=, 0);
  g_assert_cmpuint (count_of_type (GTK_WIDGET (window), button_type), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));

  window = open_at_width (settings, 360, &squeezer, &bar);
  g_assert_true (ADW_IS_WINDOW_TITLE (adw_squeezer_get_visible_child (squeezer)));
  g_assert_true (adw_view_switcher_bar_get_reveal (bar));
  g_assert_true (adw_view_switcher_bar_get_stack (bar) == ADW_VIEW_STACK (ui_test_find_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK)));
  g_assert_cmpuint (count_of_type (GTK_WIDGET (bar), button_type), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));

  g_settings_reset (settings, "window-width");
}

/* The one child of a node that wraps another, or NULL. */
static GskRenderNode *
wrapped_child (GskRenderNode *node)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE:     return gsk_transform_node_get_child (node);
    case GSK_CLIP_NODE:          return gsk_clip_node_get_child (node);
    case GSK_ROUNDED_CLIP_NODE:  return gsk_rounded_clip_node_get_child (node);
    case GSK_OPACITY_NODE:       return gsk_opacity_node_get_child (node);
    case GSK_COLOR_MATRIX_NODE:  return gsk_color_matrix_node_get_child (node);
    case GSK_SHADOW_NODE:        return gsk_shadow_node_get_child (node);
    case GSK_DEBUG_NODE:         return gsk_debug_node_get_child (node);
    default:                     return NULL;
    }
}

/* Counts the border nodes under @node, and those whose sides differ in
 * colour. */
static void
count_borders (GskRenderNode *node,
               guint         *n_borders,
               guint         *n_mixed)
{
  if (gsk_render_node_get_node_type (node) == GSK_BORDER_NODE)
    {
      const GdkRGBA *colors = gsk_border_node_get_colors (node);

      (*n_borders)++;
      if (!gdk_rgba_equal (&colors[0], &colors[1]) || !gdk_rgba_equal (&colors[0], &colors[2]) ||
          !gdk_rgba_equal (&colors[0], &colors[3]))
        (*n_mixed)++;
    }
  else if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_borders (gsk_container_node_get_child (node, i), n_borders, n_mixed);
    }
  else if (wrapped_child (node) != NULL)
    count_borders (wrapped_child (node), n_borders, n_mixed);
}

/* The start page draws every border in one colour: GTK's cairo renderer
 * draws a border whose sides differ in colour as a mesh gradient over the
 * whole box (the separators between the faction rows were such). */
static void
test_window_borders (void)
{
  g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();
  MusterWindow *window;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  guint n_borders = 0, n_mixed = 0;

  /* Muster's style sheet, as AdwApplication loads it */
  gtk_css_provider_load_from_resource (style, "/io/github/muster/Muster/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  window = open_window (catalog);
  ui_test_wait_until (all_sections, window, 5000);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot),
                          gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  count_borders (node, &n_borders, &n_mixed);
  /* the separators between the rows of the first screen at least */
  g_assert_cmpuint (n_borders, >=, 4);
  g_assert_cmpuint (n_mixed, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style));
}

/* The start page's tooltips (header bar, sections, faction rows) cost the
 * first frame no round trip to the display. */
static void
test_window_tooltips (void)
{
  MusterWindow *window = open_window (catalog);
  MusterFactionRow *row;
  GtkWidget *pill;
  guint n_factions = 0;

  ui_test_wait_until (all_sections, window, 5000);
  row = find_row (ui_window_find_section (window, "age-of-battles"), "greeks");
  pill = ui_test_find_label (GTK_WIDGET (row), "Sample");
  for (guint i = 0; i < muster_catalog_get_systems (catalog)->len; i++)
    n_factions += muster_system_get_factions (g_ptr_array_index (muster_catalog_get_systems (catalog), i))->len;
  /* search and main menu; each section's sample armies and menu buttons;
   * each row's line under the name, sample pill and menu */
  g_assert_cmpuint (ui_test_check_tooltips (GTK_WIDGET (window)), ==,
                    2 + 2 * muster_catalog_get_systems (catalog)->len + 3 * n_factions);
  g_assert_cmpstr (muster_ui_get_tooltip (pill), ==,
                   "An example list written by Muster’s authors, not taken from the published rules");
  g_assert_cmpstr (muster_ui_get_tooltip (GTK_WIDGET (ui_test_find_type (GTK_WIDGET (row), GTK_TYPE_MENU_BUTTON))),
                   ==, "Faction Menu");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/window/roles", test_window_roles);
  g_test_add_func ("/ui/window/labels", test_window_labels);
  g_test_add_func ("/ui/window/systems", test_window_systems);
  g_test_add_func ("/ui/window/sample-mark", test_window_sample_mark);
  g_test_add_func ("/ui/window/search", test_window_search);
  g_test_add_func ("/ui/window/empty", test_window_empty);
  g_test_add_func ("/ui/window/errors", test_window_errors);
  g_test_add_func ("/ui/window/state", test_window_state);
  g_test_add_func ("/ui/window/last-system", test_window_last_system);
  g_test_add_func ("/ui/window/first-frame", test_window_first_frame);
  g_test_add_func ("/ui/window/tooltips", test_window_tooltips);
  g_test_add_func ("/ui/window/switchers", test_window_switchers);
  g_test_add_func ("/ui/window/borders", test_window_borders);

  status = g_test_run ();
  g_clear_object (&catalog);
  return status;
}
