/* test-terrain-undo.c: display tests of the Terrain page's undo and redo,
 * driven by real input (xdotool: the X server sends the keys and the mouse
 * as a keyboard and a mouse would): a piece dragged by hand, then a roll of
 * the same seed or another system, and Ctrl+Z brings the piece back
 * exactly, Ctrl+Shift+Z and Ctrl+Y do the step again, the toast's Undo
 * does what Ctrl+Z does; typing a seed is one step; each undone setup is
 * kept in its own library document; the toolbar fits at 360 pixels.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-terrain-map.h"
#include "muster-terrain-page.h"
#include "muster-test.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static MusterCatalog *catalog;
static char *tmpdir;

#include "terrain-test-common.h"

static void
press (GtkWidget  *widget,
       const char *keys)
{
  xdotool ("key", "--clearmodifiers", keys, NULL);
  settle (widget);
}

static char *
shown_xml (MusterTerrainPage *page)
{
  g_assert_nonnull (muster_terrain_page_get_terrain (page));
  return muster_terrain_to_xml (muster_terrain_page_get_terrain (page));
}

static const char *
tooltip_of (MusterTerrainPage *page,
            const char        *action)
{
  return muster_ui_get_tooltip (ui_test_find_action_button (GTK_WIDGET (page), action));
}

/* The Undo button of a toast. */
static gboolean
is_undo_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Undo") == 0;
}

/* Drags piece @index of the map by (dx, dy) pixels with the mouse. */
static void
drag_piece (MusterTerrainMap *map,
            guint             index,
            double            dx,
            double            dy)
{
  GtkWidget *widget = GTK_WIDGET (map);
  double x, y;

  gtk_test_widget_wait_for_draw (widget);
  muster_terrain_map_piece_center (map, index, &x, &y);
  point_at_xy (widget, x, y);
  xdotool ("mousedown", "1", NULL);
  settle (widget);
  for (int i = 1; i <= 4; i++)
    point_at_xy (widget, x + dx * i / 4, y + dy * i / 4);
  xdotool ("mouseup", "1", NULL);
  settle (widget);
}

/* The test: a piece placed by hand, a roll of the same seed throws
 * it away; Ctrl+Z brings it back exactly, Ctrl+Shift+Z rolls again,
 * Ctrl+Y too. */
static void
test_roll_undo_redo_keys (void)
{
  MusterTerrainPage *page = show_page (NULL);
  GtkWidget *widget = GTK_WIDGET (page);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  MusterTerrainSettings *settings = muster_terrain_page_get_settings (page);
  g_autofree char *rolled = NULL;
  g_autofree char *moved = NULL;
  g_autofree char *again = NULL;
  g_autofree char *xml = NULL;
  double x, y;

  g_assert_true (muster_terrain_settings_select_system (settings, "clouds-of-smoke"));
  muster_terrain_settings_set_seed (settings, 7);
  focus_window (widget);
  /* Ctrl+Enter rolls */
  press (widget, "ctrl+Return");
  rolled = shown_xml (page);
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Roll seed 7");
  x = muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->x;
  y = muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->y;

  /* the first piece dragged by hand */
  drag_piece (map, 0, 60, -40);
  moved = shown_xml (page);
  g_assert_cmpstr (moved, !=, rolled);
  g_assert_true (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->moved);
  g_assert_cmpfloat (fabs (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->x - x), >, 1);
  g_assert_cmpfloat (fabs (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->y - y), >, 1);
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Move piece 1");

  /* the same seed rolled again: every piece where the dice put it */
  press (widget, "ctrl+Return");
  again = shown_xml (page);
  g_assert_cmpstr (again, ==, rolled);
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Roll seed 7");
  /* and the page says what went, with a way back */
  g_assert_nonnull (ui_test_find_label (widget, "Hand placement replaced"));

  /* Ctrl+Z: the piece placed by hand is back, exactly */
  press (widget, "ctrl+z");
  xml = shown_xml (page);
  g_assert_cmpstr (xml, ==, moved);
  g_assert_true (muster_terrain_map_get_terrain (map) == muster_terrain_page_get_terrain (page));
  g_assert_cmpstr (tooltip_of (page, "terrain.redo"), ==, "Redo Roll seed 7");
  g_assert_true (gtk_widget_is_sensitive (ui_test_find_action_button (widget, "terrain.redo")));

  /* Ctrl+Shift+Z: rolled again */
  press (widget, "ctrl+shift+z");
  g_clear_pointer (&xml, g_free);
  xml = shown_xml (page);
  g_assert_cmpstr (xml, ==, rolled);
  g_assert_false (gtk_widget_is_sensitive (ui_test_find_action_button (widget, "terrain.redo")));

  /* back twice: the roll, then the move; Ctrl+Y redoes the move */
  press (widget, "ctrl+z");
  press (widget, "ctrl+z");
  g_clear_pointer (&xml, g_free);
  xml = shown_xml (page);
  g_assert_cmpstr (xml, ==, rolled);
  g_assert_cmpstr (tooltip_of (page, "terrain.redo"), ==, "Redo Move piece 1");
  press (widget, "ctrl+y");
  g_clear_pointer (&xml, g_free);
  xml = shown_xml (page);
  g_assert_cmpstr (xml, ==, moved);

  /* the first roll undone: no setup, as before it */
  press (widget, "ctrl+z");
  press (widget, "ctrl+z");
  g_assert_null (muster_terrain_page_get_terrain (page));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (GTK_WIDGET (map), GTK_TYPE_STACK))),
                   ==, "empty");

  ui_test_close_window_of (widget);
}

/* Another system throws the setup away: Ctrl+Z brings back the setup, its
 * piece moved by the arrow keys and the system it was rolled with; the
 * toast's Undo button does the same. */
static void
test_system_undo (void)
{
  MusterTerrainPage *page = show_page (NULL);
  GtkWidget *widget = GTK_WIDGET (page);
  MusterTerrainMap *map = muster_terrain_page_get_map (page);
  MusterTerrainSettings *settings = muster_terrain_page_get_settings (page);
  g_autofree char *moved = NULL;
  g_autofree char *xml = NULL;

  roll (page, "ancient-medieval", 7);
  focus_window (widget);
  gtk_widget_grab_focus (GTK_WIDGET (map));
  settle (widget);
  /* Tab picks a piece, a run of arrows moves it: one step */
  press (widget, "Tab");
  g_assert_cmpint (muster_terrain_map_get_selected (map), >=, 0);
  press (widget, "shift+Right");
  press (widget, "shift+Up");
  moved = shown_xml (page);
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Move piece 1");

  /* the user picks another system: the ancient setup goes */
  g_assert_true (muster_terrain_settings_select_system (settings, "clouds-of-smoke"));
  settle (widget);
  g_assert_null (muster_terrain_page_get_terrain (page));
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Choose the game system");

  press (widget, "ctrl+z");
  xml = shown_xml (page);
  g_assert_cmpstr (xml, ==, moved);
  g_assert_cmpstr (muster_system_get_id (muster_terrain_settings_get_system (settings)), ==, "ancient-medieval");
  /* both arrow keys were one step: one more undo, the roll as it fell */
  press (widget, "ctrl+z");
  g_assert_false (muster_terrain_get_piece (muster_terrain_page_get_terrain (page), 0)->moved);
  press (widget, "ctrl+shift+z");
  press (widget, "ctrl+shift+z");
  g_assert_null (muster_terrain_page_get_terrain (page));
  g_assert_cmpstr (muster_system_get_id (muster_terrain_settings_get_system (settings)), ==, "clouds-of-smoke");

  /* the toast's Undo, clicked with the mouse */
  press (widget, "ctrl+z");
  g_assert_true (muster_terrain_settings_select_system (settings, "clouds-of-smoke"));
  gtk_test_widget_wait_for_draw (widget);
  /* the toast of the first change has gone; this one is shown */
  ui_test_wait_ms (600);
  {
    GtkWidget *label = ui_test_find_label (widget, "Hand placement cleared");
    GtkWidget *toast, *button;

    g_assert_nonnull (label);
    toast = gtk_widget_get_ancestor (label, g_type_from_name ("AdwToastWidget"));
    g_assert_nonnull (toast);
    button = ui_test_find_widget (toast, is_undo_button, NULL);
    g_assert_nonnull (button);
    gtk_test_widget_wait_for_draw (button);
    point_at_xy (button, gtk_widget_get_width (button) / 2.0, gtk_widget_get_height (button) / 2.0);
    xdotool ("click", "1", NULL);
    settle (widget);
  }
  g_clear_pointer (&xml, g_free);
  xml = shown_xml (page);
  g_assert_cmpstr (xml, ==, moved);

  ui_test_close_window_of (widget);
}

/* Typing a seed is one step; Ctrl+Z in the seed field undoes the page's
 * step, not the field's text alone; a number field's + is a step too. */
static void
test_settings_steps (void)
{
  MusterTerrainPage *page = show_page (NULL);
  GtkWidget *widget = GTK_WIDGET (page);
  MusterTerrainSettings *settings = muster_terrain_page_get_settings (page);
  GtkWidget *seed_row = ui_test_find_type (GTK_WIDGET (settings), ADW_TYPE_ENTRY_ROW);
  MusterTerrainParams params;
  MusterSystem *system;
  guint64 seed;
  double width;

  g_assert_true (muster_terrain_settings_select_system (settings, "clouds-of-smoke"));
  muster_terrain_settings_set_seed (settings, 5);
  focus_window (widget);
  press (widget, "ctrl+Return");
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Roll seed 5");
  gtk_widget_grab_focus (seed_row);
  settle (widget);
  press (widget, "ctrl+a");
  xdotool ("type", "--delay", "30", "240517", NULL);
  settle (widget);
  g_assert_true (muster_terrain_settings_get_seed (settings, &seed));
  g_assert_cmpuint (seed, ==, 240517);
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Change the seed");

  /* six keys, one step: the seed before them is back */
  press (widget, "ctrl+z");
  g_assert_true (muster_terrain_settings_get_seed (settings, &seed));
  g_assert_cmpuint (seed, ==, 5);
  press (widget, "ctrl+shift+z");
  g_assert_true (muster_terrain_settings_get_seed (settings, &seed));
  g_assert_cmpuint (seed, ==, 240517);

  /* Enter in the seed rolls it; the roll is a step of its own */
  press (widget, "Return");
  g_assert_nonnull (muster_terrain_page_get_terrain (page));
  g_assert_cmpuint (muster_terrain_get_params (muster_terrain_page_get_terrain (page))->seed, ==, 240517);
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Roll seed 240517");

  /* the table width's +, clicked */
  g_assert_true (muster_terrain_settings_read (settings, &system, &params));
  width = params.width;
  {
    GtkWidget *spin = ui_test_find_type (GTK_WIDGET (settings), GTK_TYPE_SPIN_BUTTON);
    GtkWidget *plus = gtk_widget_get_last_child (spin);

    g_assert_true (GTK_IS_BUTTON (plus));
    gtk_test_widget_wait_for_draw (plus);
    point_at_xy (plus, gtk_widget_get_width (plus) / 2.0, gtk_widget_get_height (plus) / 2.0);
    xdotool ("click", "1", NULL);
    settle (widget);
  }
  g_assert_true (muster_terrain_settings_read (settings, &system, &params));
  g_assert_cmpfloat (params.width, >, width);
  g_assert_cmpstr (tooltip_of (page, "terrain.undo"), ==, "Undo Change the table width");
  press (widget, "ctrl+z");
  g_assert_true (muster_terrain_settings_read (settings, &system, &params));
  g_assert_cmpfloat_with_epsilon (params.width, width, 1e-9);
  /* the setup stays through a change of the table */
  g_assert_nonnull (muster_terrain_page_get_terrain (page));

  ui_test_close_window_of (widget);
}

/* With a library: a setup saved, a piece moved in it, another roll; undo
 * shows the first setup in its own document again, no copy of it is made,
 * and redo goes back to the second one's. */
static void
test_library_documents (void)
{
  g_autoptr(MusterLibrary) library = ui_test_new_library (tmpdir);
  MusterTerrainPage *page = show_page (library);
  GtkWidget *widget = GTK_WIDGET (page);
  g_autoptr(GPtrArray) after = NULL;
  g_autofree char *moved = NULL;
  g_autofree char *content = NULL;
  gint64 first, second;

  roll (page, "clouds-of-smoke", 11);
  g_assert_true (muster_terrain_map_move_piece (muster_terrain_page_get_map (page), 0, 30, 30));
  /* saved a moment later, as the first document */
  ui_test_wait_ms (1800);
  first = muster_terrain_page_get_document (page);
  g_assert_cmpint (first, >, 0);
  moved = shown_xml (page);

  focus_window (widget);
  roll (page, "clouds-of-smoke", 12);
  g_assert_true (muster_terrain_map_move_piece (muster_terrain_page_get_map (page), 0, 20, 20));
  /* undone before the autosave: the edit is kept first */
  press (widget, "ctrl+z");
  second = muster_terrain_page_get_document (page);
  g_assert_cmpint (second, >, 0);
  g_assert_cmpint (second, !=, first);
  press (widget, "ctrl+z");
  press (widget, "ctrl+z");
  g_assert_cmpint (muster_terrain_page_get_document (page), ==, first);
  {
    g_autofree char *xml = shown_xml (page);

    g_assert_cmpstr (xml, ==, moved);
  }
  g_assert_true (muster_terrain_page_flush (page));
  content = muster_library_get_content (library, first, 0, NULL);
  g_assert_cmpstr (content, ==, moved);
  /* redo: the second setup, in its document */
  press (widget, "ctrl+shift+z");
  press (widget, "ctrl+shift+z");
  press (widget, "ctrl+shift+z");
  g_assert_cmpint (muster_terrain_page_get_document (page), ==, second);
  g_assert_true (muster_terrain_page_flush (page));
  after = muster_library_list (library, MUSTER_DOC_TERRAIN, NULL);
  g_assert_cmpuint (after->len, ==, 2);

  ui_test_close_window_of (widget);
}

static int
min_width (GtkWidget *widget)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* What needs the most room under @widget, to find what forces a width. */
static void
print_wide (GtkWidget *widget,
            int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      g_test_message ("%*s%s “%s”: %d", depth, "", G_OBJECT_TYPE_NAME (child),
                      GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : "", min_width (child));
      if (min_width (child) > 40)
        print_wide (child, depth + 1);
    }
}

/* Whether @widget is shown whole inside its window. */
static gboolean
shown_whole (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds;

  if (!gtk_widget_is_drawable (widget) || !gtk_widget_compute_bounds (widget, window, &bounds))
    return FALSE;
  return bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (window) + 0.5 &&
         bounds.size.width >= min_width (widget) - 0.5;
}

/* At 360 pixels, with English and Russian data (the setup's name), the
 * page with something to undo and to redo fits the window: undo and redo
 * stay on the toolbar, whole, and the menu has them with Save and Print.
 * (The Russian interface is looked at in screenshots: the tests run in
 * the C locale.) */
static void
test_narrow (void)
{
  static const char * const languages[] = { "en", "ru" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      MusterTerrainPage *page;
      GtkWindow *window;
      int min;

      muster_set_language (languages[l]);
      g_autofree char *dir = muster_test_tmpdir ();
      g_autoptr(MusterLibrary) library = ui_test_new_library (dir);

      page = MUSTER_TERRAIN_PAGE (muster_terrain_page_new (ui_test_context (catalog, library)));
      window = ui_test_show_in_window (GTK_WIDGET (page), 800, 700);
      roll (page, "ancient-medieval", 7);
      g_assert_true (muster_terrain_map_move_piece (muster_terrain_page_get_map (page), 0, 30, 30));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));

      gtk_window_set_default_size (window, 360, 700);
      gtk_widget_queue_resize (GTK_WIDGET (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      ui_test_wait_ms (100);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      min = min_width (GTK_WIDGET (window));
      if (min > 360)
        print_wide (GTK_WIDGET (window), 0);
      g_assert_cmpint (min, <=, 360);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
      g_assert_true (shown_whole (ui_test_find_action_button (GTK_WIDGET (page), "terrain.undo")));
      g_assert_true (shown_whole (ui_test_find_action_button (GTK_WIDGET (page), "terrain.redo")));
      g_assert_true (gtk_widget_is_sensitive (ui_test_find_action_button (GTK_WIDGET (page), "terrain.redo")));
      if (g_getenv ("MUSTER_TEST_SHOTS") != NULL)
        {
          g_autofree char *command = g_strdup_printf ("import -window root -crop 380x700+0+0 %s/terrain-undo-360-%s.png",
                                                      g_getenv ("MUSTER_TEST_SHOTS"), languages[l]);

          ui_test_wait_ms (300);
          g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
        }
      /* a roll that replaces a piece placed by hand says so, whole, with
       * its Undo and close buttons */
      g_assert_true (muster_terrain_map_move_piece (muster_terrain_page_get_map (page), 1, 20, 20));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.roll", NULL));
      ui_test_wait_ms (400);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      {
        GtkWidget *label = ui_test_find_label (GTK_WIDGET (page), "Hand placement replaced");
        GtkWidget *toast;

        g_assert_nonnull (label);
        toast = gtk_widget_get_ancestor (label, g_type_from_name ("AdwToastWidget"));
        g_assert_true (shown_whole (label));
        for (GtkWidget *child = gtk_widget_get_first_child (toast); child != NULL; child = gtk_widget_get_next_sibling (child))
          if (GTK_IS_BUTTON (child))
            g_assert_true (shown_whole (child));
        g_assert_nonnull (ui_test_find_widget (toast, is_undo_button, NULL));
        g_assert_true (shown_whole (ui_test_find_widget (toast, is_undo_button, NULL)));
      }
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.undo", NULL));

      /* the menu has undo and redo too, for a finger, and Save and Print,
       * which give way on the toolbar */
      {
        static const char * const labels[] = { "Undo", "Redo", "Save to the Library", "Print…" };
        GtkWidget *menu_button = ui_test_find_type (GTK_WIDGET (page), GTK_TYPE_MENU_BUTTON);

        gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
        gtk_test_widget_wait_for_draw (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button))));
        for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
          {
            GtkWidget *item = ui_test_find_menu_item (menu_button, labels[i]);

            g_assert_nonnull (item);
            g_assert_true (gtk_widget_is_drawable (item));
            g_assert_true (gtk_widget_is_sensitive (item));
          }
        gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
      }
      gtk_window_destroy (window);
      ui_test_drain ();
      muster_test_rmtree (dir);
    }
  muster_set_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/terrain-undo/roll-undo-redo-keys", test_roll_undo_redo_keys);
  g_test_add_func ("/ui/terrain-undo/system", test_system_undo);
  g_test_add_func ("/ui/terrain-undo/settings-steps", test_settings_steps);
  g_test_add_func ("/ui/terrain-undo/library-documents", test_library_documents);
  g_test_add_func ("/ui/terrain-undo/narrow", test_narrow);

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
