/* test-min-width.c: display tests of how narrow the windows go: the main
 * window on each of its pages (start, library, an army, terrain, scenario)
 * and the list editor on its List and Units pages need no more than 360
 * pixels, in English and in Russian (the data's words and the messages). A failure names the widest chain.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-list-editor.h"
#include "muster-test.h"
#include "muster-window.h"
#include "print/print-lang.h"
#include "ui-test-common.h"

#define NARROWEST 360

static MusterCatalog *catalog;
static const char *const languages[] = { "en", "ru" };
static GString *too_wide;       /* the pages that need more, for the end */

static int
min_width (GtkWidget *widget)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* Tells the minimum widths of @widget's children that need nearly all the
 * room, and of theirs, to find what forces a width. */
static void
print_wide (GtkWidget *widget,
            int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      int min;

      if (!gtk_widget_get_visible (child))
        continue;
      min = min_width (child);
      if (min < NARROWEST - 30)
        continue;
      g_test_message ("%*s%s “%s”: %d", depth, "", G_OBJECT_TYPE_NAME (child),
                      GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : "", min);
      print_wide (child, depth + 1);
    }
}

static void
assert_narrow (GtkWidget  *window,
               const char *page,
               const char *language)
{
  int min;

  gtk_test_widget_wait_for_draw (window);
  min = min_width (window);
  g_test_message ("%s, %s: at least %d pixels", language, page, min);
  if (min > NARROWEST)
    {
      print_wide (window, 0);
      g_string_append_printf (too_wide, "%s, %s: %d pixels; ", language, page, min);
    }

  /* and at that width it is as wide as the screen's narrowest */
  gtk_window_set_default_size (GTK_WINDOW (window), NARROWEST, 640);
  gtk_widget_queue_resize (window);
  gtk_test_widget_wait_for_draw (window);
  ui_test_wait_ms (100);
  gtk_test_widget_wait_for_draw (window);
  /* what a narrow window shows instead (buttons of folded panes) fits too,
   * once they have come */
  ui_test_wait_ms (300);
  gtk_test_widget_wait_for_draw (window);
  min = min_width (window);
  g_test_message ("%s, %s at %d pixels: at least %d pixels", language, page, NARROWEST, min);
  if (min > NARROWEST)
    {
      print_wide (window, 0);
      g_string_append_printf (too_wide, "%s, %s (narrow): %d pixels; ", language, page, min);
    }
  else
    g_assert_cmpint (gtk_widget_get_width (window), <=, NARROWEST);
  if (g_getenv ("MUSTER_TEST_SHOTS") != NULL)
    {
      g_autofree char *command = g_strdup_printf ("import -window root -crop %dx640+0+0 %s/min-width-%s-%s.png",
                                                  NARROWEST, g_getenv ("MUSTER_TEST_SHOTS"), page, language);

      ui_test_wait_ms (300);
      g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
    }
}

/* The main window on its start page, library (with an army in it), an
 * army, the terrain page and the scenario page. */
static void
test_window (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *dir = muster_test_tmpdir ();
      g_autoptr(MusterLibrary) library = ui_test_new_library (dir);
      g_autoptr(MusterArmy) saved = ui_test_load_sample_army (catalog, "clouds-of-smoke", "lens-1648.xml");
      g_autoptr(MusterArmy) army = ui_test_load_sample_army (catalog, "clouds-of-smoke", "lens-1648.xml");
      g_autoptr(GError) error = NULL;
      MusterWindow *window;
      const char *views[] = { "systems", "library", "terrain", "scenario" };

      set_language (languages[l]);
      g_assert_cmpint (muster_library_save_army (library, 0, saved, &error), >, 0);
      g_assert_no_error (error);
      window = muster_window_new (NULL, ui_test_context (catalog, library));
      gtk_window_set_default_size (GTK_WINDOW (window), 800, 700);
      ui_test_present (GTK_WINDOW (window));

      for (guint v = 0; v < G_N_ELEMENTS (views); v++)
        {
          gtk_window_set_default_size (GTK_WINDOW (window), 800, 700);
          muster_window_set_visible_view (window, views[v]);
          g_assert_cmpstr (muster_window_get_visible_view (window), ==, views[v]);
          assert_narrow (GTK_WIDGET (window), views[v], languages[l]);
        }
      gtk_window_set_default_size (GTK_WINDOW (window), 800, 700);
      g_assert_nonnull (muster_window_open_army (window, army, 0, NULL));
      g_assert_cmpstr (muster_window_get_visible_view (window), ==, "editor");
      assert_narrow (GTK_WIDGET (window), "army", languages[l]);

      gtk_window_destroy (GTK_WINDOW (window));
      ui_test_drain ();
      muster_test_rmtree (dir);
    }
  set_language ("en");
  g_assert_cmpstr (too_wide->str, ==, "");
}

/* The list editor of France on its List page and its Units page. */
static void
test_list_editor (void)
{
  g_string_truncate (too_wide, 0);
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions",
                                                   "france-military-revolution.xml", NULL);
  const char *pages[] = { "list", "units" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterListDoc) doc = NULL;
      MusterListEditor *editor;

      set_language (languages[l]);
      doc = muster_list_doc_new_from_file (path, &error);
      g_assert_no_error (error);
      editor = muster_list_editor_new (NULL, ui_test_context (catalog, NULL), doc, &error);
      g_assert_no_error (error);
      gtk_window_set_default_size (GTK_WINDOW (editor), 1100, 760);
      ui_test_present (GTK_WINDOW (editor));
      for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
        {
          g_autofree char *name = g_strconcat ("list-", pages[p], NULL);

          gtk_window_set_default_size (GTK_WINDOW (editor), 1100, 760);
          /* as Alt+1 and Alt+2 show them */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "list.show-page", "s", pages[p]));
          ui_test_drain ();
          assert_narrow (GTK_WIDGET (editor), name, languages[l]);
        }
      gtk_window_destroy (GTK_WINDOW (editor));
      ui_test_drain ();
    }
  set_language ("en");
  g_assert_cmpstr (too_wide->str, ==, "");
}

int
main (int argc, char **argv)
{
  int ret;

  ui_test_init (&argc, &argv);
  bind_build_messages ();
  catalog = muster_test_catalog ();
  too_wide = g_string_new (NULL);
  g_test_add_func ("/min-width/window", test_window);
  g_test_add_func ("/min-width/list-editor", test_list_editor);
  ret = g_test_run ();
  g_object_unref (catalog);
  return ret;
}
