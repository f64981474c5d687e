/* muster-unit-picker-profile.c: the full profile of the selected unit
 * type, drawn from the system's fields and values: its statistics, weapons
 * and special rules, so that every system shows its own profile.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-profile.h"
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
    muster_ui_set_tooltip (name_label, tooltip);
  gtk_grid_attach (grid, name_label, 0, row, 1, 1);
  gtk_grid_attach (grid, value_label, 1, row, 1, 1);
}

static GtkWidget *
weapon_widget (MusterUnitPicker   *self,
               const MusterWeapon *weapon,
               guint               number)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *title = muster_profile_weapon_title (weapon, number);
  g_autofree char *stats = muster_profile_weapon_stats (self->system, weapon, FALSE, " · ");
  g_autofree char *bands = muster_profile_weapon_bands_text (weapon, " · ");

  gtk_box_append (GTK_BOX (box), profile_label (title, "weapon-name"));
  if (stats != NULL)
    gtk_box_append (GTK_BOX (box), profile_label (stats, NULL));
  if (bands != NULL)
    {
      /* Translators: the range bands of a weapon, "Range bands: 1–8: 12 · 8–16: 10" */
      g_autofree char *text = g_strdup_printf (_("Range bands: %s"), bands);

      gtk_box_append (GTK_BOX (box), profile_label (text, "dim-label"));
    }

  /* its own words, else those of the system's weapon it names */
  if (muster_text_is_set (muster_profile_weapon_text (weapon)))
    gtk_box_append (GTK_BOX (box), profile_label (muster_text_get (muster_profile_weapon_text (weapon)), "dim-label"));
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
              muster_ui_set_tooltip (name, muster_text_get (&tag->text));
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
