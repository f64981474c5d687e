/* test-army-regiments.c: display tests of an army made of regiments (Age of
 * Battles), driven by real clicks and keys through xdotool: naming a general
 * commander-in-chief on his row, the regiment heading's + raising the count
 * of the selected unit in that regiment, regiments numbered in the UI's
 * language (and numbered again when a name is emptied), Ctrl+Z taking each
 * back as one step, and a general's row that still fits the page at 360
 * pixels in English and Russian.
 */
#include "config.h"

#include <adwaita.h>

#include "muster-army-editor.h"
#include "muster-army-regiment-header.h"
#include "muster-army-unit-row.h"
#include "muster-test.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static MusterCatalog *catalog;
static char *tmpdir;

/* Two princes, each leading a regiment of his own, and no commander-in-chief
 * yet: the rules ask for one. */
static const char two_generals[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"age-of-battles\" faction=\"russians\" points=\"200\">\n"
  "  <regiment><name>Druzhina</name>\n"
  "    <unit type=\"russian-prince\"/><unit type=\"russian-druzhinnik\" count=\"2\"/>\n"
  "  </regiment>\n"
  "  <regiment><name>Spears</name>\n"
  "    <unit type=\"russian-prince\"/><unit type=\"russian-spearman\" count=\"3\"/>\n"
  "  </regiment>\n"
  "</army>\n";

static MusterArmyEditor *
show_editor (MusterArmy *army,
             int         width,
             int         height)
{
  GtkWidget *editor = muster_army_editor_new (ui_test_context (catalog, NULL), army, 0, NULL);

  ui_test_show_in_window (editor, width, height);
  focus_window (editor);
  return MUSTER_ARMY_EDITOR (editor);
}

/* Scrolls the page so that @widget is near its top, drawn. */
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

/* A real click in the middle of @widget. */
static void
click (GtkWidget *widget)
{
  g_assert_true (gtk_widget_is_drawable (widget));
  bring_into_view (widget);
  point_at_xy (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
  xdotool ("click", "1", NULL);
  settle (widget);
}

static void
press (GtkWidget  *widget,
       const char *keys)
{
  xdotool ("key", "--clearmodifiers", keys, NULL);
  settle (widget);
}

static gboolean
is_row_of_entry (GtkWidget     *widget,
                 gconstpointer  index)
{
  return MUSTER_IS_ARMY_UNIT_ROW (widget) &&
         muster_army_unit_row_get_index (MUSTER_ARMY_UNIT_ROW (widget)) == GPOINTER_TO_UINT (index);
}

/* The row that shows the army's entry @index. */
static MusterArmyUnitRow *
row_of_entry (MusterArmyEditor *editor,
              guint             index)
{
  GtkWidget *row = ui_test_find_widget (muster_army_editor_get_units_box (editor), is_row_of_entry,
                                        GUINT_TO_POINTER (index));

  g_assert_nonnull (row);
  return MUSTER_ARMY_UNIT_ROW (row);
}

static gboolean
has_problem (MusterArmyEditor *editor,
             const char       *code)
{
  const MusterReport *report = muster_army_editor_get_report (editor);

  for (guint i = 0; i < report->problems->len; i++)
    if (g_str_equal (g_array_index (report->problems, MusterProblem, i).code, code))
      return TRUE;
  return FALSE;
}

static gboolean
is_chief_check (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_CHECK_BUTTON (widget) &&
         g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), "Commander-in-chief") == 0;
}

/* The Commander-in-chief check of the row of entry @index. */
static GtkWidget *
chief_check (MusterArmyEditor *editor,
             guint             index)
{
  GtkWidget *check = ui_test_find_widget (GTK_WIDGET (row_of_entry (editor, index)), is_chief_check, NULL);

  g_assert_nonnull (check);
  return check;
}

/* Whether entry @index is named commander-in-chief, in the army and on its
 * row's check. */
static gboolean
is_chief (MusterArmyEditor *editor,
          guint             index)
{
  MusterArmy *army = muster_army_editor_get_army (editor);
  gboolean chief = muster_army_get_unit (army, index)->chief;

  g_assert_cmpint (gtk_check_button_get_active (GTK_CHECK_BUTTON (chief_check (editor, index))),
                   ==, chief);
  return chief;
}

/* 004:11: with two generals, a click on one's Commander-in-chief check
 * names him; a click on the other's moves the title in one step; Ctrl+Z
 * takes each step back. Only generals are offered the choice. */
static void
test_chief (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, two_generals, sizeof two_generals - 1,
                                                        "two-generals.xml", &error);
  MusterArmyEditor *editor;
  MusterArmy *edited;
  GtkWidget *first, *second;
  guint prince_a = 0, prince_b = 0, n_princes = 0;

  g_assert_no_error (error);
  editor = show_editor (army, 1400, 900);
  edited = muster_army_editor_get_army (editor);
  for (guint i = 0; i < muster_army_get_n_units (edited); i++)
    {
      const MusterArmyUnit *unit = muster_army_get_unit (edited, i);
      GtkWidget *check = chief_check (editor, i);

      if (g_str_equal (unit->type->id, "russian-prince"))
        {
          g_assert_true (gtk_widget_is_drawable (check));
          if (n_princes++ == 0)
            prince_a = i;
          else
            prince_b = i;
        }
      else
        g_assert_false (gtk_widget_get_visible (check));
    }
  g_assert_cmpuint (n_princes, ==, 2);
  g_assert_true (has_problem (editor, "chief-missing"));
  first = chief_check (editor, prince_a);
  second = chief_check (editor, prince_b);
  gtk_test_accessible_assert_property (first, GTK_ACCESSIBLE_PROPERTY_LABEL, "Prince (general) is the commander-in-chief");

  click (first);
  g_assert_true (is_chief (editor, prince_a));
  g_assert_false (is_chief (editor, prince_b));
  g_assert_false (has_problem (editor, "chief-missing"));
  g_assert_cmpstr (muster_undo_get_undo_label (muster_army_editor_get_undo (editor)), ==,
                   "Name Prince (general) commander-in-chief");

  /* the other prince takes the title: still one commander-in-chief */
  click (second);
  g_assert_false (is_chief (editor, prince_a));
  g_assert_true (is_chief (editor, prince_b));
  g_assert_false (has_problem (editor, "chief-too-many"));

  press (second, "ctrl+z");
  g_assert_true (is_chief (editor, prince_a));
  g_assert_false (is_chief (editor, prince_b));
  press (second, "ctrl+z");
  g_assert_false (is_chief (editor, prince_a));
  g_assert_false (is_chief (editor, prince_b));
  g_assert_true (has_problem (editor, "chief-missing"));
  g_assert_false (muster_undo_can_undo (muster_army_editor_get_undo (editor)));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

static gboolean
is_add_button (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "army.add-to-regiment") == 0;
}

/* Rows of @type_id in the army's units. */
static guint
entries_of (MusterArmy *army,
            const char *type_id,
            guint      *count)
{
  guint entries = 0;

  *count = 0;
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    if (g_str_equal (muster_army_get_unit (army, i)->type->id, type_id))
      {
        entries++;
        *count += muster_army_get_unit (army, i)->count;
      }
  return entries;
}

/* A new regiment is "Regiment 1" as shown, with no name stored; four clicks
 * on its + with Russian archers selected make one entry of four archers in
 * it, not four entries; Ctrl+Z takes one archer back. */
static void
test_regiment_plus (void)
{
  MusterSystem *system = muster_catalog_lookup (catalog, "age-of-battles");
  g_autoptr(MusterArmy) army = muster_army_new (system, muster_system_lookup_faction (system, "russians"), 200);
  MusterArmyEditor *editor = show_editor (army, 1400, 900);
  GtkWidget *units = muster_army_editor_get_units_box (editor);
  GtkWidget *header, *plus;
  MusterArmy *edited = muster_army_editor_get_army (editor);
  guint count = 0;

  click (ui_test_find_action_button (GTK_WIDGET (editor), "army.add-regiment"));
  g_assert_cmpuint (muster_army_get_n_regiments (edited), ==, 1);
  /* the default name is the UI's, at display time: none is stored */
  g_assert_null (muster_army_get_regiment (edited, 0)->name);
  g_assert_nonnull (ui_test_find_visible_label (units, "Regiment 1 — 0 units"));

  g_assert_true (muster_unit_picker_select (muster_army_editor_get_picker (editor), "russian-archer"));
  header = ui_test_find_type (units, MUSTER_TYPE_ARMY_REGIMENT_HEADER);
  plus = ui_test_find_widget (header, is_add_button, NULL);
  g_assert_nonnull (plus);
  for (guint i = 0; i < 4; i++)
    click (plus);
  g_assert_cmpuint (entries_of (edited, "russian-archer", &count), ==, 1);
  g_assert_cmpuint (count, ==, 4);
  g_assert_cmpint (muster_army_get_unit (edited, 0)->regiment, ==, 0);
  g_assert_nonnull (ui_test_find_visible_label (units, "Regiment 1 — 4 units"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (muster_army_unit_row_get_count_spin (row_of_entry (editor, 0))),
                   ==, 4);
  g_assert_cmpstr (muster_undo_get_undo_label (muster_army_editor_get_undo (editor)), ==, "Add Russian archer");

  press (plus, "ctrl+z");
  g_assert_cmpuint (entries_of (edited, "russian-archer", &count), ==, 1);
  g_assert_cmpuint (count, ==, 3);
  g_assert_nonnull (ui_test_find_visible_label (units, "Regiment 1 — 3 units"));

  /* an archer outside the regiment is an entry of his own */
  muster_army_editor_add_unit (editor, muster_faction_lookup_unit (muster_army_get_faction (edited), "russian-archer"));
  g_assert_cmpuint (entries_of (edited, "russian-archer", &count), ==, 2);
  g_assert_cmpuint (count, ==, 4);

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* Renaming a regiment: its numbered default, confirmed as shown, stays a
 * default (no step, no name stored); a typed name is kept; an emptied name
 * gives the numbered default back. */
static void
test_rename (void)
{
  MusterSystem *system = muster_catalog_lookup (catalog, "age-of-battles");
  g_autoptr(MusterArmy) army = muster_army_new (system, muster_system_lookup_faction (system, "russians"), 200);
  MusterArmyEditor *editor = show_editor (army, 1400, 900);
  GtkWidget *units = muster_army_editor_get_units_box (editor);
  MusterArmy *edited = muster_army_editor_get_army (editor);
  MusterUndo *undo = muster_army_editor_get_undo (editor);
  GtkWidget *header, *rename, *entry;

  click (ui_test_find_action_button (GTK_WIDGET (editor), "army.add-regiment"));
  header = ui_test_find_type (units, MUSTER_TYPE_ARMY_REGIMENT_HEADER);
  rename = ui_test_find_type (header, GTK_TYPE_MENU_BUTTON);
  entry = ui_test_find_type (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (rename))), GTK_TYPE_ENTRY);
  g_assert_cmpuint (muster_undo_get_n_undo (undo), ==, 1);

  click (rename);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Regiment 1");
  press (entry, "Return");
  g_assert_null (muster_army_get_regiment (edited, 0)->name);
  g_assert_cmpuint (muster_undo_get_n_undo (undo), ==, 1);

  click (rename);
  press (entry, "ctrl+a");
  xdotool ("type", "Guard", NULL);
  press (entry, "Return");
  g_assert_cmpstr (muster_army_get_regiment (edited, 0)->name, ==, "Guard");
  g_assert_nonnull (ui_test_find_visible_label (units, "Guard — 0 units"));

  click (rename);
  press (entry, "ctrl+a");
  press (entry, "BackSpace");
  press (entry, "Return");
  g_assert_null (muster_army_get_regiment (edited, 0)->name);
  g_assert_nonnull (ui_test_find_visible_label (units, "Regiment 1 — 0 units"));

  ui_test_close_window_of (GTK_WIDGET (editor));
}

/* At 360 pixels, in English and Russian, the army's page of an army with
 * two generals fits the window: a general's row, with its
 * Commander-in-chief check, wraps its controls instead of widening the page.
 * (The page itself, the scrolled part under the header bar: the header's
 * own window buttons, drawn in a bare test window, are not the page's.) */
static void
test_narrow (void)
{
  const char *languages[] = { "en", "ru" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterArmy) army = NULL;
      MusterArmyEditor *editor;
      GtkWidget *page, *row;
      int minimum = 0;

      muster_set_language (languages[l]);
      army = muster_army_load_memory (catalog, two_generals, sizeof two_generals - 1, "two-generals.xml", &error);
      g_assert_no_error (error);
      editor = show_editor (army, 360, 720);
      page = gtk_widget_get_ancestor (muster_army_editor_get_units_box (editor), GTK_TYPE_SCROLLED_WINDOW);
      gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_test_message ("%s: the page needs %d pixels", languages[l], minimum);
      g_assert_cmpint (minimum, <=, 360);
      /* the general's row shows the check in full, not cut */
      row = GTK_WIDGET (row_of_entry (editor, 0));
      g_assert_true (gtk_widget_is_drawable (chief_check (editor, 0)));
      g_assert_cmpint (gtk_widget_get_width (chief_check (editor, 0)), <=, gtk_widget_get_width (row));
      {
        GtkWidget *label = ui_test_find_type (chief_check (editor, 0), GTK_TYPE_LABEL);
        int label_min = 0;

        gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &label_min, NULL, NULL, NULL);
        g_assert_cmpint (gtk_widget_get_width (label), >=, label_min);
      }
      ui_test_close_window_of (GTK_WIDGET (editor));
    }
  muster_set_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  tmpdir = ui_test_data_home ();
  ui_test_init (&argc, &argv);
  catalog = muster_test_catalog ();

  g_test_add_func ("/ui/army-regiments/chief", test_chief);
  g_test_add_func ("/ui/army-regiments/regiment-plus", test_regiment_plus);
  g_test_add_func ("/ui/army-regiments/rename", test_rename);
  g_test_add_func ("/ui/army-regiments/narrow", test_narrow);

  return ui_test_run (catalog, tmpdir);
}
