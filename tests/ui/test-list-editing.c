/* test-list-editing.c: display tests of editing a list as its author sees
 * it: the check's errors in the words of the editor's fields, on the field
 * they are about; a limit chosen among the common kinds, which writes the
 * expression; a changed author said to block installing; a card preview
 * that can be read, stays in view and shows the edits while another unit
 * has an error; and two separate edits of one field undone one by one.
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "muster-list-card.h"
#include "muster-list-editor.h"
#include "muster-list-field.h"
#include "muster-list-metadata.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static MusterCatalog *catalog;

#define FRANCE "france-military-revolution.xml"

typedef struct
{
  char *dir;
  MusterListEditor *editor;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *source = muster_test_source_path ("data", "systems", "clouds-of-smoke", "factions", FRANCE, NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterListDoc) doc = NULL;

  f->dir = muster_test_tmpdir ();
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  path = muster_test_write (f->dir, FRANCE, text, -1);
  doc = muster_list_doc_new_from_file (path, &error);
  g_assert_no_error (error);
  f->editor = muster_list_editor_new (NULL, ui_test_context (catalog, NULL), doc, &error);
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (f->editor), 1100, 760);
  ui_test_present (GTK_WINDOW (f->editor));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;

  while ((dialog = ui_test_find_dialog ()) != NULL)
    gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (f->editor));
  ui_test_drain ();
  muster_test_rmtree (f->dir);
  g_free (f->dir);
}

/* ---- finding ---- */

static gboolean
is_field_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) && muster_list_field_get_slot (widget) != NULL &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_tooltip (GtkWidget *widget, gconstpointer text)
{
  return g_strcmp0 (muster_ui_get_tooltip (widget), text) == 0;
}

static GtkWidget *
form_field (Fixture *f, const char *title)
{
  GtkWidget *row = ui_test_find_widget (muster_list_editor_get_form (f->editor), is_field_titled, title);

  g_assert_nonnull (row);
  return row;
}

static GtkWidget *
form_row (Fixture *f, const char *title)
{
  GtkWidget *row = ui_test_find_widget (muster_list_editor_get_form (f->editor), is_row_titled, title);

  g_assert_nonnull (row);
  return row;
}

static void
click_tooltip_button (GtkWidget *root, const char *tooltip)
{
  GtkWidget *button = ui_test_find_widget (root, is_tooltip, tooltip);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

static char *
serialized (Fixture *f)
{
  return muster_list_doc_serialize (muster_list_editor_get_doc (f->editor));
}

static void
check_now (Fixture *f)
{
  settle (GTK_WIDGET (f->editor));
  muster_list_editor_check_now (f->editor);
}

/* The element the marked field holds a value of. */
static xmlNode *
marked_element (Fixture *f)
{
  GtkWidget *marked = muster_list_editor_get_marked (f->editor);

  g_assert_nonnull (marked);
  return muster_list_field_get_slot (marked)->element;
}

/* ---- the tests ---- */

/* A change added asks for its words, on its words' field; a date that is
 * none says its form; an expression's error names the field ("At most")
 * and a limit's words in one language mark the other's field. */
static void
test_human_errors (Fixture *f, gconstpointer data)
{
  GtkWidget *page = GTK_WIDGET (f->editor);
  MusterListDoc *doc = muster_list_editor_get_doc (f->editor);
  GtkWidget *date;
  GtkWidget *marked;
  xmlNode *change;

  gtk_widget_activate_action (page, "list.show-page", "s", "list");
  click_tooltip_button (page, "Add Change");
  check_now (f);
  g_assert_cmpstr (muster_list_editor_get_problem (f->editor), ==, "What changed (English) is empty");
  marked = muster_list_editor_get_marked (f->editor);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (marked)), ==, "What changed (English)");
  change = marked_element (f);
  g_assert_true (muster_xml_is (change, "change"));
  {
    g_autoptr(GPtrArray) changes = muster_list_doc_children (muster_list_doc_get_list (doc), "change");

    /* the new one, first */
    g_assert_true (change == g_ptr_array_index (changes, 0));
  }
  muster_list_doc_undo (doc);
  check_now (f);
  g_assert_null (muster_list_editor_get_problem (f->editor));

  /* the list's date, not a change's */
  date = ui_test_find_widget (page, is_field_titled, "Date");
  g_assert_nonnull (date);
  g_assert_true (muster_list_field_get_slot (date)->element == muster_list_doc_get_list (doc));
  gtk_editable_set_text (GTK_EDITABLE (date), "yesterday");
  check_now (f);
  g_assert_cmpstr (muster_list_editor_get_problem (f->editor), ==, "Date is not a date of the form 2026-11-24");
  g_assert_true (muster_list_editor_get_marked (f->editor) == ui_test_find_widget (page, is_field_titled, "Date"));
  muster_list_doc_undo (doc);

  /* a limit written as an expression with a name the army has not */
  muster_list_editor_select_unit (f->editor, 0);
  settle (page);
  click_tooltip_button (muster_list_editor_get_form (f->editor), "Add Limit");
  check_now (f);
  /* a new limit allows one: no error */
  g_assert_null (muster_list_editor_get_problem (f->editor));
  adw_combo_row_set_selected (ADW_COMBO_ROW (form_row (f, "Limit")), 3);
  settle (page);
  gtk_editable_set_text (GTK_EDITABLE (form_field (f, "At most")), "floor(pointz / 500)");
  check_now (f);
  g_assert_cmpstr (muster_list_editor_get_problem (f->editor), ==,
                   "Unit “Pikemen”: At most: unknown name “pointz” for the army");
  g_assert_true (muster_list_editor_get_marked (f->editor) == form_field (f, "At most"));

  /* words in English only: the Russian words' field */
  gtk_editable_set_text (GTK_EDITABLE (form_field (f, "At most")), "2");
  gtk_editable_set_text (GTK_EDITABLE (form_field (f, "In words (English)")), "0-2");
  check_now (f);
  g_assert_cmpstr (muster_list_editor_get_problem (f->editor), ==, "Unit “Pikemen”: In words (Russian) is empty");
  g_assert_true (muster_list_editor_get_marked (f->editor) == form_field (f, "In words (Russian)"));
  g_assert_true (muster_xml_is (marked_element (f), "limit"));
}

static gboolean
is_limit_row (GtkWidget *widget, gconstpointer data)
{
  return is_row_titled (widget, "Limit") && ADW_IS_COMBO_ROW (widget);
}

/* The index of the unit @id of the editor's list. */
static guint
unit_index (Fixture *f, const char *id)
{
  g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (muster_list_editor_get_doc (f->editor)),
                                                         "unit");

  for (guint i = 0; i < units->len; i++)
    {
      g_autofree char *other = muster_xml_get_attr (g_ptr_array_index (units, i), "id");

      if (g_strcmp0 (other, id) == 0)
        return i;
    }
  g_assert_not_reached ();
}

/* A limit is a choice: "at most", "per so many points", "only with"; each
 * choice writes the expression, one step of undo, and the list checks out. */
static void
test_limit_choices (Fixture *f, gconstpointer data)
{
  GtkWidget *page = GTK_WIDGET (f->editor);
  MusterListDoc *doc = muster_list_editor_get_doc (f->editor);
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterTag *second = g_ptr_array_index (muster_system_get_tags (smoke), 1);
  g_autofree char *text = NULL;
  g_autofree char *when = NULL;
  GtkWidget *kind;

  muster_list_editor_select_unit (f->editor, unit_index (f, "musketeers"));
  settle (page);
  click_tooltip_button (muster_list_editor_get_form (f->editor), "Add Limit");
  settle (page);
  kind = ui_test_find_widget (muster_list_editor_get_form (f->editor), is_limit_row, NULL);
  g_assert_nonnull (kind);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (kind)), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (form_field (f, "At most"))), ==, "1");
  text = serialized (f);
  g_assert_nonnull (strstr (text, "<limit max=\"1\"/>"));

  /* one per 500 points, then two per 500 and one more */
  adw_combo_row_set_selected (ADW_COMBO_ROW (kind), 1);
  settle (page);
  g_clear_pointer (&text, g_free);
  text = serialized (f);
  g_assert_nonnull (strstr (text, "<limit max=\"floor(points / 500)\"/>"));
  gtk_editable_set_text (GTK_EDITABLE (form_field (f, "How many")), "2");
  gtk_editable_set_text (GTK_EDITABLE (form_field (f, "And more besides")), "1");
  settle (page);
  g_clear_pointer (&text, g_free);
  text = serialized (f);
  g_assert_nonnull (strstr (text, "<limit max=\"2 * floor(points / 500) + 1\"/>"));
  check_now (f);
  g_assert_null (muster_list_editor_get_problem (f->editor));
  /* the choice was one step: two undos go back past the numbers to "at most 1" */
  muster_list_doc_end_group (doc);
  muster_list_doc_undo (doc);
  muster_list_doc_undo (doc);
  muster_list_doc_undo (doc);
  g_clear_pointer (&text, g_free);
  text = serialized (f);
  g_assert_nonnull (strstr (text, "<limit max=\"1\"/>"));
  settle (page);
  /* rebuilt from the document: the choice read back from the expression */
  kind = ui_test_find_widget (muster_list_editor_get_form (f->editor), is_limit_row, NULL);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (kind)), ==, 0);

  /* only with a unit of a special rule */
  adw_combo_row_set_selected (ADW_COMBO_ROW (kind), 2);
  settle (page);
  adw_combo_row_set_selected (ADW_COMBO_ROW (form_row (f, "Only with a unit of the special rule")), 1);
  settle (page);
  when = g_strdup_printf ("<limit when=\"count(tag:%s) &gt;= 1\"/>", second->id);
  g_clear_pointer (&text, g_free);
  text = serialized (f);
  g_assert_nonnull (strstr (text, when));
  check_now (f);
  g_assert_null (muster_list_editor_get_problem (f->editor));
}

/* The shipped lists' own limits read as choices: Habsburg's "one, and one
 * more per 500 points" and the Russians' "only with a general". */
static void
test_limit_read_back (void)
{
  struct { const char *system, *file, *unit; guint kind; const char *field, *value; } cases[] = {
    { "clouds-of-smoke", "habsburg-military-revolution.xml", "half-cannon", 1, "And more besides", "1" },
    { "age-of-battles", "russians.xml", "russian-druzhinnik", 2, NULL, NULL },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *path = muster_test_source_path ("data", "systems", cases[c].system, "factions", cases[c].file, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterListDoc) doc = muster_list_doc_new_from_file (path, &error);
      Fixture f = { 0 };
      GtkWidget *kind;

      g_assert_no_error (error);
      f.editor = muster_list_editor_new (NULL, ui_test_context (catalog, NULL), doc, &error);
      g_assert_no_error (error);
      ui_test_present (GTK_WINDOW (f.editor));
      muster_list_editor_select_unit (f.editor, unit_index (&f, cases[c].unit));
      settle (GTK_WIDGET (f.editor));
      kind = ui_test_find_widget (muster_list_editor_get_form (f.editor), is_limit_row, NULL);
      g_assert_nonnull (kind);
      g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (kind)), ==, cases[c].kind);
      if (cases[c].field != NULL)
        g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (form_field (&f, cases[c].field))), ==, cases[c].value);
      else
        {
          GObject *shown = adw_combo_row_get_selected_item (ADW_COMBO_ROW (form_row (&f, "Only with a unit of the special rule")));

          g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (shown)), ==, "General");
        }
      gtk_window_destroy (GTK_WINDOW (f.editor));
      ui_test_drain ();
    }
}

/* Another author than the list's: the page says it cannot be installed
 * over the list, until the author is given back. */
static void
test_author_warning (Fixture *f, gconstpointer data)
{
  GtkWidget *page = GTK_WIDGET (f->editor);
  MusterListMetadata *metadata = MUSTER_LIST_METADATA (ui_test_find_type (page, MUSTER_TYPE_LIST_METADATA));
  GtkWidget *author = ui_test_find_widget (page, is_field_titled, "Author");
  const char *warning;

  g_assert_nonnull (author);
  g_assert_null (muster_list_metadata_get_author_warning (metadata));
  gtk_editable_set_text (GTK_EDITABLE (author), "Someone Else");
  warning = muster_list_metadata_get_author_warning (metadata);
  g_assert_nonnull (warning);
  g_assert_nonnull (strstr (warning, "published by Muster"));
  g_assert_nonnull (strstr (warning, "cannot be installed"));
  gtk_editable_set_text (GTK_EDITABLE (author), "Muster");
  g_assert_null (muster_list_metadata_get_author_warning (metadata));
}

/* The card is large enough to read, stays in view while the form scrolls,
 * and shows an edit of its unit while another unit has an error; while its
 * own unit has one, it says that it shows the unit as it last was. */
static void
test_card_preview (Fixture *f, gconstpointer data)
{
  GtkWidget *page = GTK_WIDGET (f->editor);
  MusterListCard *card = MUSTER_LIST_CARD (muster_list_editor_get_card (f->editor));
  GtkWidget *scroller;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;

  muster_list_editor_select_unit (f->editor, 1);
  settle (page);
  gtk_test_widget_wait_for_draw (page);
  /* 1.3 times its true width at the least (6 pt text of 8 pixels is too
   * small; 10 pixels still fit a window of 360 pixels) */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card)), >=, 310);

  scroller = gtk_widget_get_ancestor (muster_list_editor_get_form (f->editor), GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment) + 200);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  gtk_test_widget_wait_for_draw (page);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (card), page, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (page));

  /* another unit with an error: the card still shows the edit */
  {
    g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (muster_list_editor_get_doc (f->editor)), "unit");
    MusterListSlot cost = { .element = g_ptr_array_index (units, 0), .attr = "cost", .keep_empty = TRUE };

    muster_list_doc_set (muster_list_editor_get_doc (f->editor), &cost, "nine", NULL);
  }
  gtk_editable_set_text (GTK_EDITABLE (form_field (f, "Name (English)")), "Fusiliers");
  check_now (f);
  g_assert_nonnull (muster_list_editor_get_problem (f->editor));
  g_assert_cmpstr (muster_list_card_get_unit (card)->name.en, ==, "Fusiliers");
  g_assert_cmpfloat (gtk_widget_get_opacity (GTK_WIDGET (card)), ==, 1.0);

  /* its own error: the card as it last was, and said so */
  muster_list_editor_select_unit (f->editor, 0);
  settle (page);
  g_assert_cmpfloat (gtk_widget_get_opacity (GTK_WIDGET (card)), <, 1.0);
  g_assert_nonnull (ui_test_find_visible_label (page, "The card as it last was: it shows your edits again once the problem is mended"));
}

/* Typing in a field, a click, typing in it again: two steps of undo. */
static void
test_undo_separate_edits (Fixture *f, gconstpointer data)
{
  GtkWidget *page = GTK_WIDGET (f->editor);
  g_autofree char *original = NULL;
  g_autofree char *one = NULL;
  g_autofree char *twelve = NULL;
  GtkWidget *cost;

  muster_list_editor_select_unit (f->editor, 1);
  settle (page);
  cost = form_field (f, "Cost");
  original = g_strdup (gtk_editable_get_text (GTK_EDITABLE (cost)));
  one = g_strconcat (original, "1", NULL);
  twelve = g_strconcat (original, "12", NULL);
  focus_window (page);
  gtk_widget_grab_focus (cost);
  settle (page);
  xdotool ("key", "--clearmodifiers", "End", NULL);
  xdotool ("type", "--delay", "20", "1", NULL);
  settle (page);
  /* a click into the field, then more typing */
  point_at_xy (cost, gtk_widget_get_width (cost) / 2.0, gtk_widget_get_height (cost) / 2.0);
  xdotool ("click", "1", NULL);
  settle (page);
  xdotool ("key", "--clearmodifiers", "End", NULL);
  xdotool ("type", "--delay", "20", "2", NULL);
  settle (page);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (form_field (f, "Cost"))), ==, twelve);
  xdotool ("key", "--clearmodifiers", "ctrl+z", NULL);
  settle (page);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (form_field (f, "Cost"))), ==, one);
  xdotool ("key", "--clearmodifiers", "ctrl+z", NULL);
  settle (page);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (form_field (f, "Cost"))), ==, original);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = NULL;

  catalog = ui_test_setup (&argc, &argv, &home);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/list-editing/human-errors", test_human_errors);
  ADD ("/ui/list-editing/limit-choices", test_limit_choices);
  g_test_add_func ("/ui/list-editing/limit-read-back", test_limit_read_back);
  ADD ("/ui/list-editing/author-warning", test_author_warning);
  ADD ("/ui/list-editing/card-preview", test_card_preview);
  ADD ("/ui/list-editing/undo-separate-edits", test_undo_separate_edits);
  return ui_test_run (catalog, g_steal_pointer (&home));
}
