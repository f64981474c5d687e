/* muster-unit-picker-profile.c: the full profile of the selected unit
 * type, drawn from the system's fields and values: its statistics, weapons
 * and special rules, so that every system shows its own profile.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-ui-util.h"
#include "muster-unit-picker-private.h"

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

void
_muster_unit_picker_show_profile (MusterUnitPicker     *self,
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
  category = _muster_unit_picker_category_line (self, unit);
  gtk_box_append (GTK_BOX (meta), profile_label (category, "dim-label"));
  if (unit->sample)
    gtk_box_append (GTK_BOX (meta), _muster_unit_picker_sample_pill ());
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
