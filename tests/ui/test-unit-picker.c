/* test-unit-picker.c: display tests of the unit picker's search, typed
 * with real keys: Russian with and without ё, in any case, finds the unit
 * types whatever the data's spelling, in a Russian and an English UI.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-test.h"
#include "muster-unit-picker.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static MusterCatalog *catalog;

typedef struct
{
  MusterUnitPicker *picker;
  GtkWidget *search;
  const char *expected;
} Picker;

/* A picker of @faction of @system_id in a window 900 pixels wide, its
 * window given the keyboard. */
static void
picker_open (Picker     *p,
             const char *system_id,
             const char *faction_id)
{
  MusterSystem *system = muster_catalog_lookup (catalog, system_id);
  const MusterFaction *faction = muster_system_lookup_faction (system, faction_id);

  g_assert_nonnull (faction);
  p->picker = MUSTER_UNIT_PICKER (muster_unit_picker_new ());
  muster_unit_picker_set_faction (p->picker, system, faction);
  ui_test_show_in_window (GTK_WIDGET (p->picker), 900, 700);
  p->search = ui_test_find_type (GTK_WIDGET (p->picker), GTK_TYPE_SEARCH_ENTRY);
  g_assert_nonnull (p->search);
  focus_window (p->search);
}

/* The names of the unit types the list shows, in its order, joined by
 * " | ". */
static char *
shown_names (Picker *p)
{
  GtkListBox *list = muster_unit_picker_get_list (p->picker);
  g_autoptr(GString) names = g_string_new (NULL);
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    {
      GtkWidget *title;

      if (!gtk_widget_get_child_visible (GTK_WIDGET (row)) || !gtk_widget_get_visible (GTK_WIDGET (row)))
        continue;
      title = ui_test_find_type (GTK_WIDGET (row), GTK_TYPE_LABEL);
      g_string_append_printf (names, "%s%s", names->len > 0 ? " | " : "", gtk_label_get_text (GTK_LABEL (title)));
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static gboolean
shows_expected (gpointer data)
{
  Picker *p = data;
  g_autofree char *shown = shown_names (p);

  return g_strcmp0 (shown, p->expected) == 0;
}

/* Types @text into the emptied search with real keys and checks that the
 * list then shows @expected. */
static void
type_and_expect (Picker     *p,
                 const char *text,
                 const char *expected)
{
  g_autofree char *shown = NULL;

  muster_unit_picker_focus_search (p->picker);
  xdotool ("key", "--clearmodifiers", "ctrl+a", "BackSpace", NULL);
  settle (p->search);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (p->search)), ==, "");
  type_text (p->search, text);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (p->search)), ==, text);
  /* the search waits for a pause in the typing */
  p->expected = expected;
  ui_test_wait_until (shows_expected, p, 2000);
  gtk_test_widget_wait_for_draw (p->search);
  shown = shown_names (p);
  g_assert_cmpstr (shown, ==, expected);
}

/* In a Russian UI, what the issue typed: "тяжёл" and "пикинёры" find the
 * data's "Тяжелая", "Пикинеры". */
static void
test_yo_typed (void)
{
  Picker p = { NULL };

  muster_set_language ("ru");
  picker_open (&p, "clouds-of-smoke", "france-military-revolution");
  type_and_expect (&p, "тяжёл", "Тяжелая артиллерия");
  type_and_expect (&p, "пикинёры", "Пикинеры");
  type_and_expect (&p, "ПИКИНЁРЫ", "Пикинеры");
  muster_set_language ("en");
  ui_test_close_window_of (GTK_WIDGET (p.picker));
}

/* And the other way: the data's "Лёгкая", "Тяжёлые", "Мушкетёры" are found
 * by "легкая", "тяжел", "мушкетеры". */
static void
test_yo_in_data (void)
{
  Picker p = { NULL };

  muster_set_language ("ru");
  picker_open (&p, "ancient-medieval", "spain-italian-wars");
  type_and_expect (&p, "легкая", "Лёгкая пушка");
  type_and_expect (&p, "Тяжел", "Тяжёлые латники (жандармы) | Тяжёлая пушка");
  type_and_expect (&p, "мушкетеры", "Мушкетёры");
  muster_set_language ("en");
  ui_test_close_window_of (GTK_WIDGET (p.picker));
}

/* In an English UI the Russian names are searched the same way. */
static void
test_english_ui (void)
{
  Picker p = { NULL };

  picker_open (&p, "ancient-medieval", "spain-italian-wars");
  type_and_expect (&p, "тяжелая", "Heavy gun");
  type_and_expect (&p, "лёгкая", "Light gun");
  ui_test_close_window_of (GTK_WIDGET (p.picker));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;

  catalog = ui_test_setup (&argc, &argv, &data_home);
  g_test_add_func ("/ui/unit-picker/yo-typed", test_yo_typed);
  g_test_add_func ("/ui/unit-picker/yo-in-data", test_yo_in_data);
  g_test_add_func ("/ui/unit-picker/english-ui", test_english_ui);
  return ui_test_run (catalog, g_steal_pointer (&data_home));
}
