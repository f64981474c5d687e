/* muster-unit-picker.c: the unit picker. Rows are made once per faction and
 * filtered by the search text (names in both languages, category and
 * special rules) and the category; the profile of the selected type is
 * drawn from the system's fields, so every system shows its own profile.
 * Here: the widget, filtering and its actions; the rows are made in
 * muster-unit-picker-rows.c, the profile in muster-unit-picker-profile.c.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-ui-util.h"
#include "muster-unit-picker-private.h"

G_DEFINE_FINAL_TYPE (MusterUnitPicker, muster_unit_picker, GTK_TYPE_WIDGET)

enum {
  UNIT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const MusterUnitType *
row_get_unit (GtkListBoxRow *row)
{
  return row != NULL ? g_object_get_data (G_OBJECT (row), "muster-unit") : NULL;
}

static GtkListBoxRow *
find_row (MusterUnitPicker *self,
          const char       *id)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->unit_list, i)) != NULL; i++)
    if (g_strcmp0 (row_get_unit (row)->id, id) == 0)
      return row;
  return NULL;
}

static void
activate_unit (MusterUnitPicker     *self,
               const MusterUnitType *unit)
{
  if (unit != NULL)
    g_signal_emit (self, signals[UNIT_ACTIVATED], 0, unit);
}

/* ---- filtering ---- */

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       user_data)
{
  MusterUnitPicker *self = user_data;
  const MusterUnitType *unit = row_get_unit (row);
  guint category = gtk_drop_down_get_selected (self->category_dropdown);
  const char *text = g_object_get_data (G_OBJECT (row), "muster-search");

  if (category != GTK_INVALID_LIST_POSITION && category > 0 && self->categories != NULL &&
      category <= self->categories->len &&
      unit->category != g_ptr_array_index (self->categories, category - 1))
    return FALSE;
  return self->query == NULL || strstr (text, self->query) != NULL;
}

/* Whether a name of the row's unit type (either language) starts with the
 * search: "musk" finds Musketeers before Guard Musketeers. */
static gboolean
name_starts_with_query (GtkListBoxRow *row,
                        const char    *query)
{
  const char *text = g_object_get_data (G_OBJECT (row), "muster-search");
  g_auto(GStrv) lines = g_strsplit (text, "\n", 3);

  for (guint i = 0; i < 2 && lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], query))
      return TRUE;
  return FALSE;
}

/* The row Enter adds: the first shown whose name starts with the search,
 * else the first shown. */
static GtkListBoxRow *
first_visible_row (MusterUnitPicker *self)
{
  GtkListBoxRow *row;
  GtkListBoxRow *first = NULL;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->unit_list, i)) != NULL; i++)
    {
      if (!filter_row (row, self))
        continue;
      if (self->query == NULL || name_starts_with_query (row, self->query))
        return row;
      if (first == NULL)
        first = row;
    }
  return first;
}

static void
refilter (MusterUnitPicker *self)
{
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (self->unit_list);

  gtk_list_box_invalidate_filter (self->unit_list);
  /* select the best match of a search, and keep a selection the user can
   * see, so that Enter adds what the profile shows */
  if (selected == NULL || !filter_row (selected, self) || self->query != NULL)
    {
      GtkListBoxRow *first = first_visible_row (self);

      if (first != NULL)
        gtk_list_box_select_row (self->unit_list, first);
      else
        {
          gtk_list_box_unselect_all (self->unit_list);
          _muster_unit_picker_show_profile (self, NULL);
        }
    }
}

static void
search_changed_cb (MusterUnitPicker *self,
                   GtkSearchEntry   *entry)
{
  g_autofree char *stripped = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  g_clear_pointer (&self->query, g_free);
  if (*stripped != '\0')
    self->query = muster_text_fold (stripped);
  refilter (self);
}

/* Enter in the search adds the selected (or first) unit type that matches */
static void
search_activate_cb (MusterUnitPicker *self,
                    GtkSearchEntry   *entry)
{
  GtkListBoxRow *row;

  /* filter now: Enter may come before the entry's typing delay is over */
  search_changed_cb (self, entry);
  row = gtk_list_box_get_selected_row (self->unit_list);
  if (row == NULL || !filter_row (row, self))
    row = first_visible_row (self);
  if (row == NULL)
    return;
  gtk_list_box_select_row (self->unit_list, row);
  activate_unit (self, row_get_unit (row));
}

static void
stop_search_cb (MusterUnitPicker *self,
                GtkSearchEntry   *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

static void
category_changed_cb (MusterUnitPicker *self,
                     GParamSpec       *pspec,
                     GtkDropDown      *dropdown)
{
  refilter (self);
}

static gboolean
search_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       MusterUnitPicker      *self)
{
  GtkListBoxRow *row;

  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  row = gtk_list_box_get_selected_row (self->unit_list);
  if (row == NULL || !filter_row (row, self))
    row = first_visible_row (self);
  if (row == NULL)
    return FALSE;
  gtk_list_box_select_row (self->unit_list, row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  return TRUE;
}

/* ---- rows ---- */

static void
row_selected_cb (MusterUnitPicker *self,
                 GtkListBoxRow    *row,
                 GtkListBox       *list)
{
  _muster_unit_picker_show_profile (self, row_get_unit (row));
}

static void
row_activated_cb (MusterUnitPicker *self,
                  GtkListBoxRow    *row,
                  GtkListBox       *list)
{
  activate_unit (self, row_get_unit (row));
}

/* ---- actions ---- */

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  MusterUnitPicker *self = MUSTER_UNIT_PICKER (widget);
  const char *id = g_variant_get_string (param, NULL);

  if (self->faction != NULL)
    activate_unit (self, muster_faction_lookup_unit (self->faction, id));
}

static void
add_selected_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  MusterUnitPicker *self = MUSTER_UNIT_PICKER (widget);

  activate_unit (self, muster_unit_picker_get_selected (self));
}

/* ---- the object ---- */

static void
muster_unit_picker_dispose (GObject *object)
{
  MusterUnitPicker *self = MUSTER_UNIT_PICKER (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_UNIT_PICKER);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->system);
  g_clear_pointer (&self->categories, g_ptr_array_unref);
  G_OBJECT_CLASS (muster_unit_picker_parent_class)->dispose (object);
}

static void
muster_unit_picker_finalize (GObject *object)
{
  MusterUnitPicker *self = MUSTER_UNIT_PICKER (object);

  g_free (self->query);
  G_OBJECT_CLASS (muster_unit_picker_parent_class)->finalize (object);
}

static void
muster_unit_picker_class_init (MusterUnitPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_unit_picker_dispose;
  object_class->finalize = muster_unit_picker_finalize;

  /**
   * MusterUnitPicker::unit-activated:
   * @unit: (type gpointer): the const MusterUnitType to add
   *
   * The user asked to add @unit to the army: Enter or a double click on
   * its row, Enter in the search, or its + button.
   */
  signals[UNIT_ACTIVATED] = g_signal_new ("unit-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-unit-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterUnitPicker, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterUnitPicker, category_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MusterUnitPicker, paned);
  gtk_widget_class_bind_template_child (widget_class, MusterUnitPicker, unit_list);
  gtk_widget_class_bind_template_child (widget_class, MusterUnitPicker, profile_box);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, category_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_install_action (widget_class, "picker.add", "s", add_action);
  gtk_widget_class_install_action (widget_class, "picker.add-selected", NULL, add_selected_action);

  gtk_widget_class_set_css_name (widget_class, "unitpicker");
}

static void
muster_unit_picker_init (MusterUnitPicker *self)
{
  GtkEventController *keys;
  g_autoptr(GtkListItemFactory) factory = muster_ui_ellipsizing_factory (0, 24);

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_list_box_set_filter_func (self->unit_list, filter_row, self, NULL);
  gtk_drop_down_set_factory (self->category_dropdown, factory);

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search_entry), keys);

  _muster_unit_picker_show_profile (self, NULL);
}

GtkWidget *
muster_unit_picker_new (void)
{
  return g_object_new (MUSTER_TYPE_UNIT_PICKER, NULL);
}

/* Lists @faction's unit types, by category in the system's order. */
void
muster_unit_picker_set_faction (MusterUnitPicker    *self,
                                MusterSystem        *system,
                                const MusterFaction *faction)
{
  g_autoptr(GtkStringList) categories = NULL;
  g_autoptr(GPtrArray) units = NULL;
  GPtrArray *all;
  const MusterUnitType *selected;

  g_return_if_fail (MUSTER_IS_UNIT_PICKER (self));
  g_return_if_fail (MUSTER_IS_SYSTEM (system));
  g_return_if_fail (faction != NULL);

  if (self->system == system && self->faction == faction)
    return;

  selected = muster_unit_picker_get_selected (self);
  g_set_object (&self->system, system);
  self->faction = faction;

  /* the categories that the faction uses */
  g_clear_pointer (&self->categories, g_ptr_array_unref);
  self->categories = g_ptr_array_new ();
  categories = gtk_string_list_new (NULL);
  gtk_string_list_append (categories, _("All Categories"));
  all = muster_system_get_categories (system);
  for (guint c = 0; c < all->len; c++)
    {
      const MusterCategory *category = g_ptr_array_index (all, c);

      for (guint i = 0; i < faction->units->len; i++)
        if (((const MusterUnitType *) g_ptr_array_index (faction->units, i))->category == category)
          {
            g_ptr_array_add (self->categories, (gpointer) category);
            gtk_string_list_append (categories, muster_text_get (&category->name));
            break;
          }
    }
  gtk_drop_down_set_model (self->category_dropdown, G_LIST_MODEL (categories));
  gtk_drop_down_set_selected (self->category_dropdown, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->category_dropdown), self->categories->len > 1);

  muster_ui_remove_all (GTK_WIDGET (self->unit_list));
  units = g_ptr_array_copy (faction->units, NULL, NULL);
  g_ptr_array_sort (units, _muster_unit_picker_compare_units);      /* stable: the list's order within a category */
  for (guint i = 0; i < units->len; i++)
    gtk_list_box_append (self->unit_list, _muster_unit_picker_unit_row_new (self, g_ptr_array_index (units, i)));

  if (selected == NULL || !muster_unit_picker_select (self, selected->id))
    refilter (self);
}

/* Selects the unit type @id when it is in the list (clearing a search or
 * filter that hides it). */
gboolean
muster_unit_picker_select (MusterUnitPicker *self,
                           const char       *id)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (MUSTER_IS_UNIT_PICKER (self), FALSE);

  row = find_row (self, id);
  if (row == NULL)
    return FALSE;
  if (!filter_row (row, self))
    {
      gtk_drop_down_set_selected (self->category_dropdown, 0);
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      search_changed_cb (self, self->search_entry);
    }
  gtk_list_box_select_row (self->unit_list, row);
  return TRUE;
}

const MusterUnitType *
muster_unit_picker_get_selected (MusterUnitPicker *self)
{
  g_return_val_if_fail (MUSTER_IS_UNIT_PICKER (self), NULL);

  return row_get_unit (gtk_list_box_get_selected_row (self->unit_list));
}

void
muster_unit_picker_set_search_text (MusterUnitPicker *self,
                                    const char       *text)
{
  g_return_if_fail (MUSTER_IS_UNIT_PICKER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  /* filter now rather than after the entry's typing delay */
  search_changed_cb (self, self->search_entry);
}

void
muster_unit_picker_focus_search (MusterUnitPicker *self)
{
  g_return_if_fail (MUSTER_IS_UNIT_PICKER (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}

GtkListBox *
muster_unit_picker_get_list (MusterUnitPicker *self)
{
  g_return_val_if_fail (MUSTER_IS_UNIT_PICKER (self), NULL);

  return self->unit_list;
}

GtkWidget *
muster_unit_picker_get_profile (MusterUnitPicker *self)
{
  g_return_val_if_fail (MUSTER_IS_UNIT_PICKER (self), NULL);

  return GTK_WIDGET (self->profile_box);
}
