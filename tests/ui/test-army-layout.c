/* test-army-layout.c: display tests of how the army page looks: the points
 * bar drawn to the limit of the moment; an army that breaks rules says so
 * at every window size, with its summary shown at the default size; and
 * the commander rows keep their words whole at 360, 800 and 1400 pixels in
 * English and Russian.
 */
#include "config.h"

#include <adwaita.h>

#include "muster-army-commanders.h"
#include "muster-army-editor.h"
#include "muster-test.h"
#include "ui-test-common.h"

static MusterCatalog *catalog;
static char *tmpdir;

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

static MusterArmyEditor *
show_editor (MusterArmy *army,
             int         width,
             int         height)
{
  GtkWidget *editor = muster_army_editor_new (catalog, NULL, army, 0, NULL);

  ui_test_show_in_window (editor, width, height);
  return MUSTER_ARMY_EDITOR (editor);
}

/* Sets the army's points limit as the user does, in its field. */
static void
set_limit (MusterArmyEditor *editor,
           int               limit)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (ui_test_find_type (GTK_WIDGET (editor), GTK_TYPE_SPIN_BUTTON));

  gtk_spin_button_set_value (spin, limit);
  g_assert_cmpuint (muster_army_get_points (muster_army_editor_get_army (editor)), ==, limit);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
}

static gboolean
has_css_class (GtkWidget     *widget,
               gconstpointer  name)
{
  return gtk_widget_has_css_class (widget, name);
}

/* How much of the points bar is drawn filled. */
static double
filled_fraction (GtkLevelBar *bar)
{
  GtkWidget *trough = gtk_widget_get_first_child (GTK_WIDGET (bar));
  GtkWidget *filled = ui_test_find_widget (trough, has_css_class, "filled");

  g_assert_nonnull (filled);
  g_assert_cmpint (gtk_widget_get_width (trough), >, 0);
  return (double) gtk_widget_get_width (filled) / gtk_widget_get_width (trough);
}

/* The bar follows a new limit alone: 396 of 400, of 800, of 200. */
static void
test_points_bar (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  MusterArmyEditor *editor = show_editor (army, 1400, 900);
  GtkLevelBar *bar = muster_army_summary_get_points_bar (muster_army_editor_get_summary (editor));

  g_assert_cmpuint (muster_army_editor_get_report (editor)->spent, ==, 396);
  g_assert_cmpfloat_with_epsilon (filled_fraction (bar), 396.0 / 400, 0.03);
  set_limit (editor, 800);
  g_assert_cmpfloat_with_epsilon (filled_fraction (bar), 396.0 / 800, 0.03);
  set_limit (editor, 200);
  g_assert_cmpfloat_with_epsilon (filled_fraction (bar), 1.0, 0.03);
  set_limit (editor, 400);
  g_assert_cmpfloat_with_epsilon (filled_fraction (bar), 396.0 / 400, 0.03);

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

  g_test_add_func ("/ui/army-layout/points-bar", test_points_bar);

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
