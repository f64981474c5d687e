/* muster-profile.c: the unit profile as the printed sheets show it: field
 * labels and values, weapons with their stats and range bands, the special
 * rules a unit shows. One formatting for the reference sheet and the unit
 * cards.
 */
#include "config.h"

#include "muster-profile.h"

#include <glib/gi18n-lib.h>

static void
stat_clear (gpointer data)
{
  MusterProfileStat *stat = data;

  g_free (stat->value);
}

const char *
muster_profile_field_header (const MusterField *field)
{
  if (muster_text_is_set (&field->short_name))
    return muster_text_get (&field->short_name);
  return muster_text_get (&field->name);
}

char *
muster_profile_field_value (const MusterField *field,
                            const char        *stat,
                            double             number)
{
  if (field->kind == MUSTER_FIELD_FLAG)
    /* TRANSLATORS: the value of a yes-or-no field of a unit's profile */
    return g_strdup (number != 0 ? C_("flag", "yes") : C_("flag", "no"));
  if (stat == NULL || *stat == '\0')
    return g_strdup (field->kind == MUSTER_FIELD_NUMBER ? "0" : "—");
  return g_strdup (stat);
}

GArray *
muster_profile_unit_stats (MusterSystem         *system,
                           const MusterUnitType *unit)
{
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_UNIT);
  GPtrArray *values = muster_system_get_unit_values (system);
  GArray *stats = g_array_new (FALSE, TRUE, sizeof (MusterProfileStat));

  g_array_set_clear_func (stats, stat_clear);
  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);
      double number = unit->numbers != NULL ? unit->numbers[field->index] : 0;
      MusterProfileStat stat = { 0 };

      stat.label = muster_text_get (&field->name);
      stat.short_label = muster_profile_field_header (field);
      stat.field = field;
      stat.value = muster_profile_field_value (field, muster_unit_type_get_stat (unit, field), number);
      g_array_append_val (stats, stat);
    }
  /* the values the system computes per unit ("Loss when destroyed") */
  for (guint i = 0; unit->numbers != NULL && i < values->len; i++)
    {
      const MusterUnitValue *v = g_ptr_array_index (values, i);
      MusterProfileStat stat = { 0 };

      if (!muster_text_is_set (&v->name))
        continue;
      stat.label = muster_text_get (&v->name);
      stat.short_label = stat.label;
      stat.value = muster_format_local_number (unit->numbers[fields->len + i]);
      g_array_append_val (stats, stat);
    }
  return stats;
}

const MusterText *
muster_profile_weapon_name (const MusterWeapon *weapon)
{
  if (muster_text_is_set (&weapon->name) || weapon->ref == NULL)
    return &weapon->name;
  return &weapon->ref->name;
}

const MusterText *
muster_profile_weapon_text (const MusterWeapon *weapon)
{
  if (muster_text_is_set (&weapon->text) || weapon->ref == NULL)
    return &weapon->text;
  return &weapon->ref->text;
}

const GArray *
muster_profile_weapon_bands (const MusterWeapon *weapon)
{
  if (weapon->bands != NULL && weapon->bands->len > 0)
    return weapon->bands;
  if (weapon->ref != NULL && weapon->ref->bands != NULL && weapon->ref->bands->len > 0)
    return weapon->ref->bands;
  return NULL;
}

const char *
muster_profile_weapon_stat (const MusterWeapon *weapon,
                            guint               index)
{
  if (weapon->stats != NULL && weapon->stats[index] != NULL)
    return weapon->stats[index];
  if (weapon->ref != NULL && weapon->ref->stats != NULL)
    return weapon->ref->stats[index];
  return NULL;
}

char *
muster_profile_weapon_title (const MusterWeapon *weapon,
                             guint               number)
{
  const MusterText *name = muster_profile_weapon_name (weapon);

  if (muster_text_is_set (name))
    return g_strdup (muster_text_get (name));
  /* TRANSLATORS: a weapon without a name of its own, "Weapon 2" */
  return g_strdup_printf (_("Weapon %u"), number);
}

char *
muster_profile_weapon_stats (MusterSystem       *system,
                             const MusterWeapon *weapon,
                             gboolean            short_labels,
                             const char         *separator)
{
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_WEAPON);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);
      const char *stat = muster_profile_weapon_stat (weapon, field->index);

      if (stat == NULL || *stat == '\0')
        continue;
      if (text->len > 0)
        g_string_append (text, separator);
      g_string_append_printf (text, "%s %s",
                              short_labels ? muster_profile_field_header (field) : muster_text_get (&field->name),
                              stat);
    }
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
muster_profile_weapon_bands_text (const MusterWeapon *weapon,
                                  const char         *separator)
{
  const GArray *bands = muster_profile_weapon_bands (weapon);
  g_autoptr(GString) text = NULL;

  if (bands == NULL)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < bands->len; i++)
    {
      const MusterBand *band = &g_array_index (bands, MusterBand, i);
      g_autofree char *from = muster_format_local_number (band->from);
      g_autofree char *to = muster_format_local_number (band->to);

      if (text->len > 0)
        g_string_append (text, separator);
      /* a range band: "1–8: 12" */
      g_string_append_printf (text, "%s–%s: %s", from, to, band->value != NULL ? band->value : "—");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
muster_profile_weapon_summary (MusterSystem       *system,
                               const MusterWeapon *weapon,
                               guint               number)
{
  g_autofree char *title = muster_profile_weapon_title (weapon, number);
  g_autofree char *stats = muster_profile_weapon_stats (system, weapon, TRUE, ", ");

  if (stats == NULL)
    return g_steal_pointer (&title);
  /* TRANSLATORS: a weapon and its stats: "Heavy bow (Range 0-12, Sh 3)" */
  return g_strdup_printf (_("%s (%s)"), title, stats);
}

GPtrArray *
muster_profile_unit_tags (const MusterUnitType *unit)
{
  GPtrArray *tags = g_ptr_array_new ();

  for (guint i = 0; unit->tags != NULL && i < unit->tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (unit->tags, i);

      if (!tag->hidden)
        g_ptr_array_add (tags, (gpointer) tag);
    }
  return tags;
}

char *
muster_profile_tag_names (const MusterUnitType *unit,
                          const char           *separator)
{
  g_autoptr(GPtrArray) tags = muster_profile_unit_tags (unit);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (tags, i);

      if (text->len > 0)
        g_string_append (text, separator);
      g_string_append (text, muster_text_get (&tag->name));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
muster_profile_sample_name (const char *name,
                            gboolean    sample)
{
  if (!sample)
    return g_strdup (name);
  /* TRANSLATORS: a name marked as sample data, "Musketeers (sample)" */
  return g_strdup_printf (_("%s (sample)"), name);
}
