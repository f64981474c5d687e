/* test-army-layout.c: display tests of how the army page looks: the points
 * bar drawn to the limit of the moment; an army that breaks rules says so
 * at every window size, with its summary shown at the default size, and
 * the page does not move when it starts or stops breaking them; and
 * the commander rows keep their words whole at 360, 800 and 1400 pixels in
 * English and Russian.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-army-editor.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"

static MusterCatalog *catalog;
static char *tmpdir;

static MusterArmy *
load_sample_army (const char *system_id,
                  const char *file_name)
{
  return ui_test_load_sample_army (catalog, system_id, file_name);
}

/* The army in a window of its own as the app makes it, at @width ×
 * @height (900 × 720 is its default size). */
static MusterArmyEditor *
show_in_window (MusterArmy *army,
                int         width,
                int         height)
{
  MusterWindow *window = muster_window_new (NULL, ui_test_context (catalog, NULL));
  GtkWidget *editor = muster_window_open_army (window, army, 0, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_present (GTK_WINDOW (window));
  return MUSTER_ARMY_EDITOR (editor);
}

static MusterArmyEditor *
show_editor (MusterArmy *army,
             int         width,
             int         height)
{
  GtkWidget *editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);

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

/* Whether @widget is drawn where the user can see it: shown, inside its
 * window, and inside the visible part of every scrolled window it is in. */
static gboolean
is_on_screen (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds;

  if (!gtk_widget_is_drawable (widget) || gtk_widget_get_width (widget) == 0)
    return FALSE;
  for (GtkWidget *area = gtk_widget_get_parent (widget); area != NULL; area = gtk_widget_get_parent (area))
    {
      if (!GTK_IS_SCROLLED_WINDOW (area) && area != window)
        continue;
      g_assert_true (gtk_widget_compute_bounds (widget, area, &bounds));
      if (bounds.origin.y + bounds.size.height <= 0 || bounds.origin.y >= gtk_widget_get_height (area) ||
          bounds.origin.x + bounds.size.width <= 0 || bounds.origin.x >= gtk_widget_get_width (area))
        return FALSE;
    }
  return TRUE;
}

static gboolean
is_label_on_screen (GtkWidget     *widget,
                    gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL &&
         is_on_screen (widget);
}

/* A label that shows @text (within its own) where the user sees it. */
static GtkWidget *
find_label_on_screen (GtkWidget  *widget,
                      const char *text)
{
  return ui_test_find_widget (widget, is_label_on_screen, text);
}

static void
resize (MusterArmyEditor *editor,
        int               width,
        int               height)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (editor)));

  gtk_window_set_default_size (window, width, height);
  gtk_widget_queue_resize (GTK_WIDGET (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ui_test_wait_ms (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
}

static gboolean
message_gone (gpointer editor)
{
  return find_label_on_screen (editor, "The army costs 396 points") == NULL;
}

/* At the window's default size (900 × 720) the summary is shown; an army
 * over its limit says so on screen there, narrower, and at 360 pixels. */
static void
test_invalid_visible (void)
{
  g_autoptr(MusterArmy) army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
  MusterArmyEditor *editor = show_in_window (army, 900, 720);
  MusterArmySummary *summary = muster_army_editor_get_summary (editor);
  const int widths[] = { 900, 700, 360 };
  const char *message = "The army costs 396 points, 196 over its limit of 200.";

  /* the summary is docked beside the page at the default size */
  g_assert_false (adw_flap_get_folded (ADW_FLAP (gtk_widget_get_ancestor (GTK_WIDGET (summary), ADW_TYPE_FLAP))));
  g_assert_true (is_on_screen (GTK_WIDGET (muster_army_summary_get_points_bar (summary))));
  g_assert_nonnull (find_label_on_screen (GTK_WIDGET (summary), "396 / 400 points"));
  g_assert_null (find_label_on_screen (GTK_WIDGET (editor), message));

  set_limit (editor, 200);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      resize (editor, widths[i], 720);
      g_test_message ("%d pixels wide", widths[i]);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (editor)), <=, widths[i]);
      g_assert_nonnull (find_label_on_screen (GTK_WIDGET (editor), message));
    }
  /* put right, the sentence goes */
  set_limit (editor, 400);
  ui_test_wait_until (message_gone, editor, 2000);
  g_assert_null (find_label_on_screen (GTK_WIDGET (editor), message));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Where the army's page starts in its window. */
static double
page_top (MusterArmyEditor *editor)
{
  GtkWidget *page = gtk_widget_get_ancestor (muster_army_editor_get_units_box (editor), GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (page, GTK_WIDGET (gtk_widget_get_root (page)), &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

/* Whether the problems line's button to the summary is shown exactly when
 * the summary is folded away (which it follows a frame late). */
static gboolean
follows_fold (gpointer editor)
{
  GtkWidget *bar = ui_test_find_widget (editor, has_css_class, "problems-bar");
  GtkWidget *button = ui_test_find_type (bar, GTK_TYPE_BUTTON);
  GtkWidget *flap = gtk_widget_get_ancestor (GTK_WIDGET (muster_army_editor_get_summary (editor)), ADW_TYPE_FLAP);

  return gtk_widget_get_visible (button) == adw_flap_get_folded (ADW_FLAP (flap));
}

/* The line that says whether the army breaks rules keeps its height at
 * 360, 800 and 1400 pixels, in English and Russian: the page does not
 * move when the army goes over its limit, nor when it is put right. */
static void
test_problems_line_still (void)
{
  const char *languages[] = { "en", "ru" };
  const int widths[] = { 360, 800, 1400 };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        g_autoptr(MusterArmy) army = NULL;
        MusterArmyEditor *editor;
        double top;

        muster_set_language (languages[l]);
        army = load_sample_army ("clouds-of-smoke", "lens-1648.xml");
        editor = show_in_window (army, widths[w], 720);
        g_test_message ("%s, %d pixels wide", languages[l], widths[w]);
        ui_test_wait_until (follows_fold, editor, 2000);
        g_assert_true (follows_fold (editor));
        gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
        top = page_top (editor);
        set_limit (editor, 200);
        g_assert_cmpuint (muster_army_editor_get_report (editor)->problems->len, >, 0);
        g_assert_cmpfloat (page_top (editor), ==, top);
        set_limit (editor, 400);
        g_assert_cmpfloat (page_top (editor), ==, top);
        ui_test_close_window_of (GTK_WIDGET (editor));
      }
  muster_set_language ("en");
}

/* Whether every line of @label after the first starts after a space or a
 * punctuation mark: no word is broken. */
static gboolean
keeps_words_whole (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      gunichar before;

      if (line->start_index == 0)
        continue;
      before = g_utf8_get_char (g_utf8_find_prev_char (text, text + line->start_index));
      if (!g_unichar_isspace (before) && !g_unichar_ispunct (before))
        return FALSE;
    }
  return TRUE;
}

static gboolean
breaks_words (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) &&
         gtk_label_get_ellipsize (GTK_LABEL (widget)) == PANGO_ELLIPSIZE_NONE &&
         !keeps_words_whole (GTK_LABEL (widget));
}

static gboolean
is_tall_row (GtkWidget     *widget,
             gconstpointer  data)
{
  return GTK_IS_LIST_BOX_ROW (widget) && gtk_widget_is_drawable (widget) &&
         gtk_widget_get_height (widget) > GPOINTER_TO_INT (data);
}

/* The commander and unit rows of an army of the ancient rules, in English
 * and Russian, at 360, 800 and 1400 pixels: every word whole, and no row
 * taller than a name, its figures and a line of controls need. */
static void
test_rows (void)
{
  const char *languages[] = { "en", "ru" };
  const int widths[] = { 360, 800, 1400 };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        g_autoptr(MusterArmy) army = NULL;
        MusterArmyEditor *editor;
        GtkWidget *page, *broken, *tall;

        muster_set_language (languages[l]);
        army = load_sample_army ("ancient-medieval", "english-agincourt-1415.xml");
        editor = show_in_window (army, widths[w], 720);
        g_test_message ("%s, %d pixels wide", languages[l], widths[w]);
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (editor)), <=, widths[w]);
        g_assert_cmpuint (muster_army_get_n_commanders (army), >, 0);

        page = gtk_widget_get_ancestor (muster_army_editor_get_units_box (editor), GTK_TYPE_SCROLLED_WINDOW);
        broken = ui_test_find_widget (page, breaks_words, NULL);
        if (broken != NULL)
          g_error ("“%s” breaks a word at %d pixels (%s)", gtk_label_get_text (GTK_LABEL (broken)), widths[w], languages[l]);
        tall = ui_test_find_widget (page, is_tall_row, GINT_TO_POINTER (150));
        if (tall != NULL)
          g_error ("the row of “%s” is %d pixels high at %d pixels (%s)",
                   gtk_label_get_text (GTK_LABEL (ui_test_find_type (tall, GTK_TYPE_LABEL))),
                   gtk_widget_get_height (tall), widths[w], languages[l]);

        ui_test_close_window_of (GTK_WIDGET (editor));
      }
  muster_set_language ("en");
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
  /* the title bar's buttons as GNOME has them (X alone gives three) */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  g_test_add_func ("/ui/army-layout/points-bar", test_points_bar);
  g_test_add_func ("/ui/army-layout/invalid-visible", test_invalid_visible);
  g_test_add_func ("/ui/army-layout/problems-line-still", test_problems_line_still);
  g_test_add_func ("/ui/army-layout/rows", test_rows);

  status = g_test_run ();
  g_clear_object (&catalog);
  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  return status;
}
