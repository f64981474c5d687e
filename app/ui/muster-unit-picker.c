/* muster-unit-picker.c: the unit picker. Rows are made once per faction and
 * filtered by the search text (names in both languages, category and
 * special rules) and the category; the profile of the selected type is
 * drawn from the system's fields, so every system shows its own profile.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-ui-util.h"
#include "muster-unit-picker.h"

struct _MusterUnitPicker
{
  GtkWidget parent_instance;

  GtkSearchEntry *search_entry;
  GtkDropDown *category_dropdown;
  GtkPaned *paned;
  GtkListBox *unit_list;
  GtkBox *profile_box;

  MusterSystem *system;
  const MusterFaction *faction;
  GPtrArray *categories;     /* of const MusterCategory*, dropdown item i + 1 */
  char *query;               /* casefolded; NULL: none */
};

G_DEFINE_FINAL_TYPE (MusterUnitPicker, muster_unit_picker, GTK_TYPE_WIDGET)

enum {
  UNIT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void show_profile (MusterUnitPicker *self, const MusterUnitType *unit);

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
          show_profile (self, NULL);
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
    self->query = g_utf8_casefold (stripped, -1);
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
  show_profile (self, row_get_unit (row));
}

static void
row_activated_cb (MusterUnitPicker *self,
                  GtkListBoxRow    *row,
                  GtkListBox       *list)
{
  activate_unit (self, row_get_unit (row));
}

static GtkWidget *
sample_pill (void)
{
  GtkWidget *pill = gtk_label_new (_("Sample"));

  gtk_widget_add_css_class (pill, "sample-pill");
  gtk_widget_set_valign (pill, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (pill, _("Invented by Muster’s authors, not taken from the published rules"));
  return pill;
}

static void
append_folded (GString          *s,
               const MusterText *text)
{
  g_autofree char *en = g_utf8_casefold (text->en != NULL ? text->en : "", -1);
  g_autofree char *ru = g_utf8_casefold (text->ru != NULL ? text->ru : "", -1);

  g_string_append_printf (s, "%s\n%s\n", en, ru);
}

/* "Foot · 18 points": the unit's category (marked when Muster chose it,
 * not the rules) and its cost, where the system has costs. */
static char *
category_line (MusterUnitPicker     *self,
               const MusterUnitType *unit)
{
  const char *category = muster_text_get (&unit->category->name);
  g_autofree char *marked = NULL;
  g_autofree char *cost = NULL;

  if (unit->category_sample)
    /* Translators: a unit's category that Muster's authors chose: "Foot (sample)" */
    category = marked = g_strdup_printf (_("%s (sample)"), category);
  if (!muster_system_declares_costs (self->system))
    return g_strdup (category);
  cost = muster_format_cost (self->system, unit->cost);
  return g_strdup_printf ("%s · %s", category, cost);
}

static GtkWidget *
unit_row_new (MusterUnitPicker     *self,
              const MusterUnitType *unit)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (muster_text_get (&unit->name));
  GtkWidget *button;
  g_autofree char *subtitle = category_line (self, unit);
  g_autofree char *add_label = NULL;
  g_autofree char *description = NULL;
  GString *search = g_string_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_box_append (GTK_BOX (labels), title);
  {
    GtkWidget *sub = gtk_label_new (subtitle);

    gtk_label_set_xalign (GTK_LABEL (sub), 0);
    gtk_label_set_wrap (GTK_LABEL (sub), TRUE);
    gtk_widget_add_css_class (sub, "caption");
    gtk_widget_add_css_class (sub, "dim-label");
    gtk_box_append (GTK_BOX (labels), sub);
  }
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), labels);

  if (unit->sample)
    gtk_box_append (GTK_BOX (box), sample_pill ());

  /* Translators: the accessible name of the + button of a unit type */
  add_label = g_strdup_printf (_("Add %s to the army"), muster_text_get (&unit->name));
  button = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, add_label);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "circular");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "picker.add");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", unit->id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, add_label,
                                  -1);
  gtk_box_append (GTK_BOX (box), button);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  description = unit->sample
    /* Translators: a unit type's row for screen readers: "Core · 9 points, sample data" */
    ? g_strdup_printf (_("%s, sample data"), subtitle)
    : g_strdup (subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, muster_text_get (&unit->name),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);

  append_folded (search, &unit->name);
  append_folded (search, &unit->category->name);
  for (guint i = 0; i < unit->tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (unit->tags, i);

      if (!tag->hidden)
        append_folded (search, &tag->name);
    }
  g_object_set_data (G_OBJECT (row), "muster-unit", (gpointer) unit);
  g_object_set_data_full (G_OBJECT (row), "muster-search", g_string_free (search, FALSE), g_free);
  return row;
}

static int
compare_units (gconstpointer a,
               gconstpointer b)
{
  const MusterUnitType *ua = *(const MusterUnitType * const *) a;
  const MusterUnitType *ub = *(const MusterUnitType * const *) b;

  if (ua->category->index != ub->category->index)
    return ua->category->index < ub->category->index ? -1 : 1;
  return 0;
}

/* ---- the profile ---- */

static GtkWidget *
profile_label (const char *text,
               const char *css_class)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "label", text, NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
profile_heading (const char *text)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", text,
                                   "xalign", 0.0f,
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   "margin-top", 12,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   NULL);

  gtk_widget_add_css_class (label, "heading");
  return label;
}

static char *
field_value (const MusterField *field,
             const char        *stat)
{
  if (field->kind == MUSTER_FIELD_FLAG)
    return g_strdup (g_strcmp0 (stat, "true") == 0 || g_strcmp0 (stat, "1") == 0 ? _("Yes") : _("No"));
  if (stat == NULL || *stat == '\0')
    return g_strdup (field->kind == MUSTER_FIELD_NUMBER ? "0" : "—");
  return g_strdup (stat);
}

static void
grid_add (GtkGrid    *grid,
          int         row,
          const char *name,
          const char *value,
          const char *tooltip)
{
  GtkWidget *name_label = profile_label (name, "dim-label");
  GtkWidget *value_label = profile_label (value, "numeric");

  gtk_widget_set_hexpand (value_label, TRUE);
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (name_label, tooltip);
  gtk_grid_attach (grid, name_label, 0, row, 1, 1);
  gtk_grid_attach (grid, value_label, 1, row, 1, 1);
}

static const char *
weapon_stat (const MusterWeapon *weapon,
             guint               index)
{
  if (weapon->stats != NULL && weapon->stats[index] != NULL)
    return weapon->stats[index];
  if (weapon->ref != NULL && weapon->ref->stats != NULL)
    return weapon->ref->stats[index];
  return NULL;
}

static GtkWidget *
weapon_widget (MusterUnitPicker   *self,
               const MusterWeapon *weapon,
               guint               number)
{
  GPtrArray *fields = muster_system_get_fields (self->system, MUSTER_FIELD_SCOPE_WEAPON);
  const MusterText *name = muster_text_is_set (&weapon->name) || weapon->ref == NULL
                           ? &weapon->name : &weapon->ref->name;
  const GArray *bands = weapon->bands != NULL && weapon->bands->len > 0
                        ? weapon->bands : (weapon->ref != NULL ? weapon->ref->bands : NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *title = NULL;
  g_autoptr(GString) stats = g_string_new (NULL);

  if (muster_text_is_set (name))
    title = g_strdup (muster_text_get (name));
  else
    /* Translators: a weapon without a name of its own, "Weapon 2" */
    title = g_strdup_printf (_("Weapon %u"), number);
  gtk_box_append (GTK_BOX (box), profile_label (title, "weapon-name"));

  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);
      const char *stat = weapon_stat (weapon, field->index);

      if (stat == NULL)
        continue;
      if (stats->len > 0)
        g_string_append (stats, " · ");
      g_string_append_printf (stats, "%s %s", muster_text_get (&field->name), stat);
    }
  if (stats->len > 0)
    gtk_box_append (GTK_BOX (box), profile_label (stats->str, NULL));

  if (bands != NULL && bands->len > 0)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      for (guint i = 0; i < bands->len; i++)
        {
          const MusterBand *band = &g_array_index (bands, MusterBand, i);
          g_autofree char *from = muster_format_local_number (band->from);
          g_autofree char *to = muster_format_local_number (band->to);

          if (line->len > 0)
            g_string_append (line, " · ");
          /* a range band: "1–8: 12" */
          g_string_append_printf (line, "%s–%s: %s", from, to, band->value);
        }
      /* Translators: the range bands of a weapon, "Range bands: 1–8: 12 · 8–16: 10" */
      {
        g_autofree char *text = g_strdup_printf (_("Range bands: %s"), line->str);
        gtk_box_append (GTK_BOX (box), profile_label (text, "dim-label"));
      }
    }

  if (muster_text_is_set (&weapon->text))
    gtk_box_append (GTK_BOX (box), profile_label (muster_text_get (&weapon->text), "dim-label"));
  return box;
}

static void
show_profile (MusterUnitPicker     *self,
              const MusterUnitType *unit)
{
  GtkWidget *box = GTK_WIDGET (self->profile_box);
  GPtrArray *fields;
  GPtrArray *values;
  GtkWidget *grid;
  GtkWidget *meta;
  g_autofree char *category = NULL;
  int row = 0;
  guint n_tags = 0;

  /* rows are unselected while the picker is disposed */
  if (box == NULL)
    return;
  muster_ui_remove_all (box);

  if (unit == NULL)
    {
      GtkWidget *empty = profile_label (_("Select a unit type to see its profile."), "dim-label");

      gtk_label_set_justify (GTK_LABEL (empty), GTK_JUSTIFY_CENTER);
      gtk_label_set_xalign (GTK_LABEL (empty), 0.5);
      gtk_widget_set_vexpand (empty, TRUE);
      gtk_box_append (GTK_BOX (box), empty);
      return;
    }

  gtk_box_append (GTK_BOX (box), profile_label (muster_text_get (&unit->name), "title-4"));

  meta = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  category = category_line (self, unit);
  gtk_box_append (GTK_BOX (meta), profile_label (category, "dim-label"));
  if (unit->sample)
    gtk_box_append (GTK_BOX (meta), sample_pill ());
  gtk_box_append (GTK_BOX (box), meta);

  if (muster_text_is_set (&unit->text))
    gtk_box_append (GTK_BOX (box), profile_label (muster_text_get (&unit->text), NULL));

  /* every profile field, then the values the system computes per unit */
  gtk_box_append (GTK_BOX (box), profile_heading (_("Profile")));
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  fields = muster_system_get_fields (self->system, MUSTER_FIELD_SCOPE_UNIT);
  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);
      g_autofree char *value = field_value (field, muster_unit_type_get_stat (unit, field));

      grid_add (GTK_GRID (grid), row++, muster_text_get (&field->name), value,
                muster_text_is_set (&field->text) ? muster_text_get (&field->text) : NULL);
    }
  values = muster_system_get_unit_values (self->system);
  for (guint i = 0; i < values->len; i++)
    {
      const MusterUnitValue *v = g_ptr_array_index (values, i);
      g_autofree char *value = muster_format_local_number (unit->numbers[fields->len + i]);

      if (!muster_text_is_set (&v->name))
        continue;
      grid_add (GTK_GRID (grid), row++, muster_text_get (&v->name), value,
                muster_text_is_set (&v->text) ? muster_text_get (&v->text) : NULL);
    }
  gtk_box_append (GTK_BOX (box), grid);

  if (unit->weapons != NULL && unit->weapons->len > 0)
    {
      GtkWidget *weapons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

      gtk_box_append (GTK_BOX (box), profile_heading (g_dngettext (GETTEXT_PACKAGE, "Weapon", "Weapons",
                                                                   unit->weapons->len)));
      for (guint i = 0; i < unit->weapons->len; i++)
        gtk_box_append (GTK_BOX (weapons), weapon_widget (self, g_ptr_array_index (unit->weapons, i), i + 1));
      gtk_box_append (GTK_BOX (box), weapons);
    }

  for (guint i = 0; i < unit->tags->len; i++)
    n_tags += !((const MusterTag *) g_ptr_array_index (unit->tags, i))->hidden;
  if (n_tags > 0)
    {
      GtkWidget *tags = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

      gtk_box_append (GTK_BOX (box), profile_heading (_("Special Rules")));
      for (guint i = 0; i < unit->tags->len; i++)
        {
          const MusterTag *tag = g_ptr_array_index (unit->tags, i);
          GtkWidget *tag_box;
          GtkWidget *name;

          if (tag->hidden)
            continue;
          tag_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          name = profile_label (muster_text_get (&tag->name), "tag-name");
          gtk_box_append (GTK_BOX (tag_box), name);
          if (muster_text_is_set (&tag->text))
            {
              gtk_box_append (GTK_BOX (tag_box), profile_label (muster_text_get (&tag->text), "tag-text"));
              gtk_widget_set_tooltip_text (name, muster_text_get (&tag->text));
            }
          gtk_box_append (GTK_BOX (tags), tag_box);
        }
      gtk_box_append (GTK_BOX (box), tags);
    }

  if (unit->source != NULL)
    {
      /* Translators: where a unit's profile comes from */
      g_autofree char *source = g_strdup_printf (_("Source: %s"), unit->source);
      GtkWidget *label = profile_label (source, "dim-label");

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_set_margin_top (label, 12);
      gtk_box_append (GTK_BOX (box), label);
    }
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

  show_profile (self, NULL);
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
  g_ptr_array_sort (units, compare_units);      /* stable: the list's order within a category */
  for (guint i = 0; i < units->len; i++)
    gtk_list_box_append (self->unit_list, unit_row_new (self, g_ptr_array_index (units, i)));

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
