/* test-library-names.c: display tests of finding documents in the library
 * and telling them apart, typed into the real search entry with real keys:
 * Russian with and without ё, an army named in both languages shown under
 * the name of the language of the day and found by either, and armies of
 * one name told apart by their faction and points in a narrow window. The
 * fixture is in library-view-fixture.h.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "library-view-fixture.h"
#include "ui-test-input.h"

static GtkWidget *
search_entry (Fixture *f)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();

  collect_type (GTK_WIDGET (f->view), GTK_TYPE_SEARCH_ENTRY, entries);
  g_assert_cmpuint (entries->len, ==, 1);
  return g_ptr_array_index (entries, 0);
}

/* Empties the library's search and types @text into it with real keys, as
 * Ctrl+F and a keyboard would. */
static void
type_search (Fixture    *f,
             const char *text)
{
  GtkWidget *entry = search_entry (f);

  focus_window (entry);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "library.search", NULL));
  xdotool ("key", "--clearmodifiers", "ctrl+a", "BackSpace", NULL);
  settle (entry);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  type_text (entry, text);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, text);
}

/* The snippet label @row shows, or NULL. */
static GtkLabel *
shown_snippet (MusterLibraryRow *row)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_type (GTK_WIDGET (row), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "snippet") &&
        gtk_widget_get_mapped (g_ptr_array_index (labels, i)))
      return g_ptr_array_index (labels, i);
  return NULL;
}

/* "тяжёл" finds the army with Тяжелая артиллерия, "пикинёры" the three
 * with Пикинеры, as the issue typed them. */
static void
test_typed_yo (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(MusterArmy) heavy = make_army ("Guns", 0, 2);
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *france = muster_system_lookup_faction (smoke, "france-military-revolution");
  MusterArmyUnit guns = { muster_faction_lookup_unit (france, "heavy-artillery"), 1, 3, FALSE, -1, TRUE };
  gint64 id;

  g_assert_nonnull (guns.type);
  muster_army_insert_unit (heavy, -1, &guns);
  id = save (f->library, 0, heavy);
  muster_library_view_reload (f->view);
  wait_for_items (f, 4);

  type_search (f, "тяжёл");
  wait_for_items (f, 1);
  g_assert_cmpint (item_id (f, 0), ==, id);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, id)), "Guns"));
  g_assert_nonnull (strstr (gtk_label_get_label (shown_snippet (find_row (f, id))), "<b>Тяжелая</b>"));

  type_search (f, "ПИКИНЁРЫ");
  wait_for_items (f, 3);
  g_assert_null (find_row (f, id));
  g_assert_nonnull (find_row (f, f->lens));

  type_search (f, "рокруа пикинеры");
  wait_for_items (f, 1);
  g_assert_cmpint (item_id (f, 0), ==, f->rocroi);
}

/* The shipped Lens army, kept while Muster spoke Russian, shows in English
 * as Lens and is found by its Russian name, which its snippet shows (or
 * its notes, kept in Russian, where they say it); in
 * Russian it shows as Ланс and is found by its English name. */
static void
test_bilingual (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(MusterArmy) lens = NULL;
  MusterLibraryRow *row;
  gint64 id;

  muster_set_language ("ru");
  lens = ui_test_load_sample_army (catalog, "clouds-of-smoke", "lens-1648.xml");
  g_assert_cmpstr (muster_army_get_name (lens), ==, "Ланс, 1648");
  id = save (f->library, 0, lens);
  muster_set_language ("en");
  gtk_window_destroy (f->window);
  fixture_open_view_at (f, 800);
  wait_for_items (f, 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, id)), "Lens, 1648"));
  g_assert_null (ui_test_find_visible_label (GTK_WIDGET (find_row (f, id)), "Ланс, 1648"));

  type_search (f, "Ланс");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (muster_library_view_get_visible_page (f->view), ==, "list");
  wait_for_items (f, 1);
  row = find_row (f, id);
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), "Lens, 1648"));
  /* a hit in the name shown says nothing new */
  type_search (f, "lens");
  wait_for_items (f, 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_null (shown_snippet (find_row (f, id)));

  gtk_window_destroy (f->window);
  muster_set_language ("ru");
  fixture_open_view_at (f, 800);
  wait_for_items (f, 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  row = find_row (f, id);
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), "Ланс, 1648"));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), "Франция · Облака дыма"));
  type_search (f, "lens 1648");
  wait_for_items (f, 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (find_row (f, id)), "Ланс, 1648"));
  muster_set_language ("en");
}

/* Whether @label shows @prefix of its text whole: its ellipsis (the run
 * that stands for the text left out) begins after it. */
static gboolean
shows_prefix (GtkLabel   *label,
              const char *prefix)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  PangoLayoutIter *iter;
  int cut = G_MAXINT;

  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), prefix));
  g_assert_cmpstr (pango_layout_get_text (layout), ==, gtk_label_get_text (label));
  iter = pango_layout_get_iter (layout);
  do
    {
      PangoLayoutRun *run = pango_layout_iter_get_run_readonly (iter);

      if (run != NULL && (run->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0)
        cut = MIN (cut, run->item->offset);
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
  return (int) strlen (prefix) <= cut;
}

static gboolean
view_narrow_cb (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_width (GTK_WIDGET (f->view)) <= 320;
}

/* Two armies of one name, at a phone's 360 pixels, in English and in
 * Russian: each row shows its own faction whole and its own points. */
static void
test_same_name (Fixture       *f,
                gconstpointer  data)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *russia = muster_system_lookup_faction (smoke, "russia-epoch-of-empires");
  g_autoptr(MusterArmy) france = make_army ("Borodino", 20, 20);
  g_autoptr(MusterArmy) empire = muster_army_new (smoke, russia, 600);
  MusterArmyUnit line = { muster_faction_lookup_unit (russia, "line-infantry"), 36, 1, FALSE, -1, TRUE };
  const char *languages[] = { "en", "ru" };
  gint64 ids[2];

  g_assert_nonnull (line.type);
  muster_army_insert_unit (empire, -1, &line);
  muster_army_set_name (empire, "Borodino");
  ids[0] = save (f->library, 0, france);
  ids[1] = save (f->library, 0, empire);
  gtk_window_destroy (f->window);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      muster_set_language (languages[l]);
      /* (the view alone 320 pixels wide has the rows of the window at a
       * phone's 360, within its margins) */
      fixture_open_view_at (f, 320);
      ui_test_wait_until (view_narrow_cb, f, 5000);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->view)), <=, 320);
      wait_for_items (f, 2);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
      for (guint i = 0; i < 2; i++)
        {
          MusterLibraryRow *row = find_row (f, ids[i]);
          g_autoptr(MusterLibraryEntry) entry = muster_library_get (f->library, ids[i], NULL);
          MusterSystem *system = muster_catalog_lookup (catalog, entry->system);
          const MusterFaction *faction = muster_system_lookup_faction (system, entry->faction);
          g_autofree char *spent = muster_library_format_points (entry->spent);
          g_autofree char *limit = muster_library_format_points (entry->points);
          g_autofree char *points = g_strdup_printf ("%s / %s", spent, limit);
          g_autofree char *origin = g_strdup_printf ("%s · %s", muster_text_get (&faction->name),
                                                     muster_text_get (muster_system_get_name (system)));
          g_autoptr(GPtrArray) right = NULL;
          GtkWidget *details;

          g_assert_nonnull (row);
          g_assert_nonnull (ui_test_find_visible_label (GTK_WIDGET (row), "Borodino"));
          details = ui_test_find_visible_label (GTK_WIDGET (row), origin);
          g_assert_nonnull (details);
          /* on two lines if need be */
          g_assert_true (shows_prefix (GTK_LABEL (details), muster_text_get (&faction->name)));
          right = shown_on_right (row);
          g_assert_true (g_str_has_prefix (g_ptr_array_index (right, 0), points));
        }
      gtk_window_destroy (f->window);
      f->window = NULL;
    }
  muster_set_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;

  catalog = ui_test_setup (&argc, &argv, &data_home);
#define ADD(path, func, data) \
  g_test_add ("/ui/library-names/" path, Fixture, data, fixture_setup, func, fixture_teardown)
  ADD ("typed-yo", test_typed_yo, NULL);
  ADD ("bilingual", test_bilingual, "empty");
  ADD ("same-name", test_same_name, "empty");
#undef ADD
  return ui_test_run (catalog, g_steal_pointer (&data_home));
}
