/* test-army-input.c: display tests of the army page driven by real input
 * (xdotool makes the X server send the wheel, clicks and keys, as a mouse
 * and a keyboard would): the wheel over a count, a drop-down or a number of
 * the terrain page scrolls the page and leaves the number alone, also when
 * notches come fast; clicks on a + land there while the army goes over its
 * limit; Ctrl+Z and Ctrl+Shift+Z undo and redo army steps after a picker
 * add, after a count's + button and after the focus is lost, and a toast
 * names the step; a narrow window's army menu undoes and redoes.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-army-editor.h"
#include "muster-army-unit-row.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static MusterCatalog *catalog;
static char *tmpdir;

/* ---- input through the X server (ui-test-input.h) ---- */

/* Moves the pointer to the middle of @widget. */
static void
point_at (GtkWidget *widget)
{
  point_at_xy (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

/* Scrolls the page of @widget so that @widget is near its top. */
static void
bring_into_view (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, scroller, &GRAPHENE_POINT_INIT (0, 0), &point));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + point.y - 60);
  gtk_test_widget_wait_for_draw (widget);
}

/* Turns the wheel one notch down with the pointer over @widget. */
static void
wheel_down_over (GtkWidget *widget)
{
  point_at (widget);
  xdotool ("click", "5", NULL);
  settle (widget);
}

static void
xdotool_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *(gboolean *) data = TRUE;
}

/* Runs xdotool with the arguments up to NULL while the main loop runs, as
 * a user's hand goes on while the app draws: what each event changes is
 * laid out and drawn before the next arrives. */
static void
xdotool_live (const char *first,
              ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  gboolean done = FALSE;
  va_list args;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata, G_SUBPROCESS_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_subprocess_wait_async (process, NULL, xdotool_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_subprocess_get_successful (process));
}

static void
click (GtkWidget *widget)
{
  point_at (widget);
  xdotool ("click", "1", NULL);
  settle (widget);
}

static void
press (GtkWidget  *widget,
       const char *keys)
{
  xdotool ("key", keys, NULL);
  settle (widget);
}

/* ---- the army page ---- */

static MusterArmy *
load_sample_army (const char *system_id,
                  const char *file_name)
{
  return ui_test_load_sample_army (catalog, system_id, file_name);
}

static MusterArmy *
new_army (void)
{
  MusterSystem *system = muster_catalog_lookup (catalog, "clouds-of-smoke");

  return muster_army_new (system, muster_system_lookup_faction (system, "france-military-revolution"), 400);
}

static MusterArmyEditor *
show_editor (MusterArmy    *army,
             MusterLibrary *library,
             int            width,
             int            height)
{
  GtkWidget *editor = muster_army_editor_new (ui_test_context (catalog, library), army, 0, NULL);

  ui_test_show_in_window (editor, width, height);
  focus_window (editor);
  return MUSTER_ARMY_EDITOR (editor);
}

static gboolean
is_unit_row (GtkWidget     *widget,
             gconstpointer  type_id)
{
  return MUSTER_IS_ARMY_UNIT_ROW (widget) &&
         g_strcmp0 (muster_army_unit_row_get_type_id (MUSTER_ARMY_UNIT_ROW (widget)), type_id) == 0;
}

static MusterArmyUnitRow *
find_unit_row (MusterArmyEditor *editor,
               const char       *type_id)
{
  return (MusterArmyUnitRow *) ui_test_find_widget (muster_army_editor_get_units_box (editor), is_unit_row, type_id);
}

static gboolean
is_shown_dropdown (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_is_drawable (widget);
}

static guint
count_of (MusterArmy *army,
          const char *type_id)
{
  guint count = 0;

  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    if (g_str_equal (muster_army_get_unit (army, i)->type->id, type_id))
      count += muster_army_get_unit (army, i)->count;
  return count;
}

/* The wheel over a count or a drop-down scrolls the list; the count, the
 * column and the history stay as they were. */
static void
test_wheel (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  /* tall enough that the first unit row is on screen below the commander,
   * whose row also offers his role (Lens's preparation grants an
   * additional commander) */
  MusterArmyEditor *editor = show_editor (army, NULL, 900, 620);
  MusterArmyUnitRow *row = find_unit_row (editor, "pikemen");
  GtkWidget *spin = GTK_WIDGET (muster_army_unit_row_get_count_spin (row));
  GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW)));
  guint pikemen = count_of (army, "pikemen");
  double before;
  GtkWidget *dropdown;
  guint selected;

  g_assert_cmpfloat (gtk_adjustment_get_upper (scroll), >, gtk_adjustment_get_page_size (scroll));
  bring_into_view (spin);
  before = gtk_adjustment_get_value (scroll);
  wheel_down_over (spin);
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), >, before);
  g_assert_cmpuint (count_of (army, "pikemen"), ==, pikemen);
  g_assert_false (muster_undo_can_undo (muster_army_editor_get_undo (editor)));

  /* a drop-down is left alone too, wherever the list has got to */
  dropdown = ui_test_find_widget (GTK_WIDGET (row), is_shown_dropdown, NULL);
  g_assert_nonnull (dropdown);
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown));
  before = gtk_adjustment_get_value (scroll);
  wheel_down_over (dropdown);
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), >, before);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, selected);
  g_assert_false (muster_undo_can_undo (muster_army_editor_get_undo (editor)));

  /* and the points limit of the army's settings */
  gtk_adjustment_set_value (scroll, 0);
  settle (spin);
  spin = ui_test_find_widget (GTK_WIDGET (editor), ui_test_is_type, &(GType) { GTK_TYPE_SPIN_BUTTON });
  g_assert_cmpuint (muster_army_get_points (army), ==, 400);
  wheel_down_over (spin);
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), >, 0);
  g_assert_cmpuint (muster_army_get_points (army), ==, 400);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Every unit's type and count, in order. */
static char *
counts_of (MusterArmy *army)
{
  GString *counts = g_string_new (NULL);

  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    g_string_append_printf (counts, "%s %u; ", muster_army_get_unit (army, i)->type->id,
                            muster_army_get_unit (army, i)->count);
  return g_string_free (counts, FALSE);
}

/* Three notches of the wheel 150 ms apart over a count, at 1400 px: the
 * first scrolls the page away under the pointer, and the next two, which
 * GTK still gives to the count the pointer was over, scroll it further.
 * No count changes, whatever the notch rate. */
static void
test_wheel_burst (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  MusterArmyEditor *editor = show_editor (army, NULL, 1400, 900);
  MusterArmyUnitRow *row = find_unit_row (editor, "reiters");
  GtkWidget *spin = GTK_WIDGET (muster_army_unit_row_get_count_spin (row));
  GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW)));
  g_autofree char *counts = counts_of (army);
  g_autofree char *after = NULL;
  graphene_point_t bottom;
  double before;

  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);
  g_assert_cmpfloat (gtk_adjustment_get_upper (scroll), >, gtk_adjustment_get_page_size (scroll));
  /* the page at its top, the count on screen with room to scroll below */
  gtk_adjustment_set_value (scroll, 0);
  gtk_test_widget_wait_for_draw (spin);
  g_assert_true (gtk_widget_compute_point (spin, gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW),
                                           &GRAPHENE_POINT_INIT (0, gtk_widget_get_height (spin)), &bottom));
  g_assert_cmpfloat (bottom.y, <, gtk_adjustment_get_page_size (scroll));
  before = gtk_adjustment_get_value (scroll);
  point_at (spin);
  xdotool_live ("click", "--repeat", "3", "--delay", "150", "5", NULL);
  settle (spin);
  after = counts_of (army);
  g_assert_cmpstr (after, ==, counts);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), >, before);
  g_assert_false (muster_undo_can_undo (muster_army_editor_get_undo (editor)));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_drawn_label (GtkWidget     *widget,
                gconstpointer  text)
{
  return ui_test_is_label (widget, text) && gtk_widget_is_drawable (widget);
}

/* The toast shown over @editor that says @text, or NULL. */
static GtkWidget *
find_toast (MusterArmyEditor *editor,
            const char       *text)
{
  GtkWidget *overlay = ui_test_find_type (GTK_WIDGET (editor), ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *label = ui_test_find_widget (overlay, is_drawn_label, text);

  return label != NULL ? gtk_widget_get_ancestor (label, g_type_from_name ("AdwToastWidget")) : NULL;
}

static gboolean
undone_toast_gone (gpointer editor)
{
  return find_toast (editor, "Undone: Add Pikemen") == NULL;
}

static gboolean
is_up_button (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "up");
}

/* Four clicks on Guard Musketeers' + with the pointer held still, the
 * first of them taking the army over its limit: the problems bar says so
 * without moving the page, so every click lands on that +: 1 becomes 5
 * and no other row changes. */
static void
test_clicks_while_bar_appears (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  MusterArmyEditor *editor = show_editor (army, NULL, 1400, 900);
  GtkWidget *spin = GTK_WIDGET (muster_army_unit_row_get_count_spin (find_unit_row (editor, "guard-musketeers")));
  GtkWidget *plus = ui_test_find_widget (spin, is_up_button, NULL);
  g_autofree char *counts = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  graphene_point_t before, now;

  g_assert_nonnull (plus);
  g_assert_cmpuint (muster_army_editor_get_report (editor)->spent, ==, 396);
  bring_into_view (spin);
  /* near its top edge, where a hand may well click */
  point_at_xy (plus, gtk_widget_get_width (plus) / 2.0, 4);
  g_assert_true (gtk_widget_compute_point (plus, GTK_WIDGET (gtk_widget_get_root (plus)), &GRAPHENE_POINT_INIT (0, 0), &before));
  counts = counts_of (army);
  xdotool_live ("click", "--repeat", "4", "--delay", "500", "1", NULL);
  settle (spin);

  expected = g_strdup (counts);
  g_assert_nonnull (strstr (expected, "guard-musketeers 1;"));
  strstr (expected, "guard-musketeers 1;")[strlen ("guard-musketeers ")] = '5';
  after = counts_of (army);
  g_assert_cmpstr (after, ==, expected);
  /* over the limit now, said on screen, and the + where it was */
  g_assert_cmpuint (muster_army_editor_get_report (editor)->spent, ==, 396 + 4 * 12);
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (editor), "The army costs 444 points, 44 over its limit of 400."));
  g_assert_true (gtk_widget_compute_point (plus, GTK_WIDGET (gtk_widget_get_root (plus)), &GRAPHENE_POINT_INIT (0, 0), &now));
  g_assert_cmpfloat (now.y, ==, before.y);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_shown_spin_button (GtkWidget     *widget,
                      gconstpointer  data)
{
  return GTK_IS_SPIN_BUTTON (widget) && gtk_widget_is_drawable (widget);
}

/* The window guards every page: the wheel over the terrain page's number
 * fields scrolls that page and changes no number. */
static void
test_wheel_in_window (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, library));
  GtkWidget *page, *spin;
  GtkAdjustment *scroll;
  double value, before;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 400);
  muster_window_set_visible_view (window, "terrain");
  ui_test_present (GTK_WINDOW (window));
  focus_window (GTK_WIDGET (window));
  page = muster_window_get_terrain_page (window);
  spin = ui_test_find_widget (page, is_shown_spin_button, NULL);
  g_assert_nonnull (spin);
  scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (scroll), >, gtk_adjustment_get_page_size (scroll));
  value = gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin));
  before = gtk_adjustment_get_value (scroll);
  wheel_down_over (spin);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, value);
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), >, before);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Enter in the picker's search adds a unit; Ctrl+Z takes the unit back
 * and leaves the search as typed; Ctrl+Shift+Z adds it again. */
static void
test_undo_after_picker (void)
{
  g_autoptr(MusterArmy) army = new_army ();
  MusterArmyEditor *editor = show_editor (army, NULL, 1400, 900);
  GtkWidget *search = ui_test_find_type (GTK_WIDGET (muster_army_editor_get_picker (editor)), GTK_TYPE_SEARCH_ENTRY);

  muster_unit_picker_focus_search (muster_army_editor_get_picker (editor));
  xdotool ("type", "pikemen", NULL);
  settle (search);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "pikemen");
  press (search, "Return");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 1);

  /* the step undone is out of sight: a toast names it */
  press (search, "ctrl+z");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "pikemen");
  g_assert_nonnull (find_toast (editor, "Undone: Add Pikemen"));
  press (search, "ctrl+shift+z");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "pikemen");
  g_assert_nonnull (find_toast (editor, "Redone: Add Pikemen"));
  /* which takes the place of the last at once, not after it */
  ui_test_wait_until (undone_toast_gone, editor, 1000);
  g_assert_null (find_toast (editor, "Undone: Add Pikemen"));
  g_assert_nonnull (find_toast (editor, "Redone: Add Pikemen"));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_main_menu_button (GtkWidget     *widget,
                     gconstpointer  data)
{
  return GTK_IS_MENU_BUTTON (widget) &&
         g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "open-menu-symbolic") == 0;
}

/* In a window 360 pixels wide the header has no room for undo and redo:
 * the army menu has them, for a mouse and a finger. */
static void
test_undo_in_narrow_menu (void)
{
  g_autoptr(MusterArmy) army = new_army ();
  MusterArmyEditor *editor = show_editor (army, NULL, 360, 720);
  MusterFaction *faction = (MusterFaction *) muster_army_get_faction (army);
  GtkWidget *menu_button = ui_test_find_widget (GTK_WIDGET (editor), is_main_menu_button, NULL);
  GtkWidget *item;

  g_assert_nonnull (menu_button);
  g_test_message ("the header's Undo button is %s", gtk_widget_is_drawable (ui_test_find_action_button (GTK_WIDGET (editor), "army.undo")) ? "shown" : "hidden");
  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (faction, "pikemen"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 1);

  click (menu_button);
  item = ui_test_find_menu_item (menu_button, "Undo");
  g_assert_nonnull (item);
  g_assert_true (gtk_widget_is_drawable (item));
  g_assert_true (gtk_widget_is_sensitive (item));
  click (item);
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 0);
  g_assert_nonnull (find_toast (editor, "Undone: Add Pikemen"));

  /* and Redo brings it back; F10 opens the menu this time (under Xvfb
   * with no window manager, the first click after a popover has closed
   * goes nowhere) */
  press (menu_button, "F10");
  item = ui_test_find_menu_item (menu_button, "Redo");
  g_assert_nonnull (item);
  g_assert_true (gtk_widget_is_sensitive (item));
  g_assert_true (gtk_widget_is_drawable (item));
  click (item);
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 1);
  g_assert_nonnull (find_toast (editor, "Redone: Add Pikemen"));
  /* with nothing left to redo, the item is greyed out */
  press (menu_button, "F10");
  item = ui_test_find_menu_item (menu_button, "Redo");
  g_assert_true (gtk_widget_is_drawable (item));
  g_assert_false (gtk_widget_is_sensitive (item));
  press (menu_button, "Escape");

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* After a click on a count's + button, Ctrl+Z undoes the count (not the
 * field's text) and Ctrl+Shift+Z redoes it. The army's name, being
 * written, keeps Ctrl+Z for its text. */
static void
test_undo_after_plus (void)
{
  g_autoptr(MusterArmy) army = new_army ();
  MusterArmyEditor *editor = show_editor (army, NULL, 1400, 900);
  MusterFaction *faction = (MusterFaction *) muster_army_get_faction (army);
  GtkWidget *spin, *plus, *name;

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (faction, "pikemen"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  spin = GTK_WIDGET (muster_army_unit_row_get_count_spin (find_unit_row (editor, "pikemen")));
  plus = ui_test_find_widget (spin, is_up_button, NULL);
  g_assert_nonnull (plus);

  click (plus);
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 2);
  press (spin, "ctrl+z");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 1);
  press (spin, "ctrl+shift+z");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 2);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 2);

  /* the name keeps its own text undo while it is written */
  name = ui_test_find_type (GTK_WIDGET (editor), ADW_TYPE_ENTRY_ROW);
  gtk_widget_grab_focus (name);
  xdotool ("type", "Lens", NULL);
  settle (name);
  g_assert_cmpstr (muster_army_get_name (army), ==, "Lens");
  press (name, "ctrl+z");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 2);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static void
closed_cb (MusterArmyEditor *editor,
           gpointer          data)
{
  *(gboolean *) data = TRUE;
}

/* The Undo button, clicked at the start of the undo history, greys out and the
 * window's focus is gone; Ctrl+Shift+Z, Ctrl+Z and Alt+Left still work. */
static void
test_shortcuts_without_focus (void)
{
  g_autoptr(MusterArmy) army = new_army ();
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterArmyEditor *editor = show_editor (army, library, 1400, 900);
  MusterFaction *faction = (MusterFaction *) muster_army_get_faction (army);
  GtkWidget *undo = ui_test_find_action_button (GTK_WIDGET (editor), "army.undo");
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (editor));
  gboolean closed = FALSE;

  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (faction, "pikemen"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  click (undo);
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (undo) && gtk_widget_is_sensitive (undo));
  g_assert_false (gtk_widget_has_focus (undo));
  g_assert_true (gtk_root_get_focus (root) == NULL ||
                 !gtk_widget_is_ancestor (gtk_root_get_focus (root), GTK_WIDGET (editor)));

  press (GTK_WIDGET (editor), "ctrl+shift+z");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 1);
  press (GTK_WIDGET (editor), "ctrl+z");
  g_assert_cmpuint (count_of (army, "pikemen"), ==, 0);

  g_signal_connect (editor, "close-requested", G_CALLBACK (closed_cb), &closed);
  press (GTK_WIDGET (editor), "alt+Left");
  g_assert_true (closed);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* a fresh library home for this program, before anything reads it */
  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/army-input/wheel", test_wheel);
  g_test_add_func ("/ui/army-input/wheel-burst", test_wheel_burst);
  g_test_add_func ("/ui/army-input/clicks-while-bar-appears", test_clicks_while_bar_appears);
  g_test_add_func ("/ui/army-input/wheel-in-window", test_wheel_in_window);
  g_test_add_func ("/ui/army-input/undo-after-picker", test_undo_after_picker);
  g_test_add_func ("/ui/army-input/undo-in-narrow-menu", test_undo_in_narrow_menu);
  g_test_add_func ("/ui/army-input/undo-after-plus", test_undo_after_plus);
  g_test_add_func ("/ui/army-input/shortcuts-without-focus", test_shortcuts_without_focus);

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
