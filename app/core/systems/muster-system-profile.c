/* muster-system-profile.c: the parts of a system that make a unit's
 * profile: fields and stats, categories, tags, weapons, commanders and
 * preparations (read from system.xml, freed with the system).
 */
#include "config.h"

#include "muster-system.h"
#include "muster-system-loader.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

void
muster_loader_free_profile (MusterSystem *self)
{
  guint n_weapon_fields = self->fields[MUSTER_FIELD_SCOPE_WEAPON]->len;
  guint n_commander_fields = self->fields[MUSTER_FIELD_SCOPE_COMMANDER]->len;
  guint n_preparation_fields = self->fields[MUSTER_FIELD_SCOPE_PREPARATION]->len;

  for (guint i = 0; i < self->all_preparations->len; i++)
    {
      MusterPreparation *p = g_ptr_array_index (self->all_preparations, i);
      g_free (p->id);
      muster_text_clear (&p->name);
      muster_text_clear (&p->text);
      muster_loader_stats_free (p->stats, n_preparation_fields);
      g_free (p->numbers);
      g_free (p->source);
      g_free (p);
    }
  g_ptr_array_unref (self->all_preparations);
  g_ptr_array_unref (self->preparations);
  g_hash_table_unref (self->preparation_index);

  for (guint i = 0; i < self->tiers->len; i++)
    {
      MusterCommanderTier *t = g_ptr_array_index (self->tiers, i);
      g_free (t->id);
      muster_text_clear (&t->name);
      muster_text_clear (&t->text);
      muster_loader_stats_free (t->stats, n_commander_fields);
      g_free (t->numbers);
      g_free (t->source);
      g_free (t);
    }
  g_ptr_array_unref (self->tiers);
  g_hash_table_unref (self->tier_index);

  for (guint i = 0; i < self->roles->len; i++)
    {
      MusterCommanderRole *r = g_ptr_array_index (self->roles, i);
      g_free (r->id);
      muster_text_clear (&r->name);
      muster_text_clear (&r->text);
      g_clear_pointer (&r->max, muster_expr_free);
      g_free (r);
    }
  g_ptr_array_unref (self->roles);
  g_hash_table_unref (self->role_index);

  for (guint i = 0; i < self->weapons->len; i++)
    muster_loader_weapon_free (g_ptr_array_index (self->weapons, i), n_weapon_fields);
  g_ptr_array_unref (self->weapons);
  g_hash_table_unref (self->weapon_index);

  for (int s = 0; s < MUSTER_N_FIELD_SCOPES; s++)
    {
      for (guint i = 0; i < self->fields[s]->len; i++)
        {
          MusterField *f = g_ptr_array_index (self->fields[s], i);
          g_free (f->id);
          muster_text_clear (&f->name);
          muster_text_clear (&f->short_name);
          muster_text_clear (&f->text);
          g_free (f->default_value);
          g_free (f);
        }
      g_ptr_array_unref (self->fields[s]);
      g_hash_table_unref (self->field_index[s]);
    }

  for (guint i = 0; i < self->categories->len; i++)
    {
      MusterCategory *c = g_ptr_array_index (self->categories, i);
      g_free (c->id);
      muster_text_clear (&c->name);
      muster_text_clear (&c->text);
      g_free (c);
    }
  g_ptr_array_unref (self->categories);
  g_hash_table_unref (self->category_index);

  for (guint i = 0; i < self->tags->len; i++)
    {
      MusterTag *t = g_ptr_array_index (self->tags, i);
      g_free (t->id);
      muster_text_clear (&t->name);
      muster_text_clear (&t->text);
      g_free (t->source);
      g_free (t);
    }
  g_ptr_array_unref (self->tags);
  g_hash_table_unref (self->tag_index);
}

/* ---- freeing ---- */

void
muster_loader_stats_free (char **stats, guint n)
{
  if (stats == NULL)
    return;
  for (guint i = 0; i < n; i++)
    g_free (stats[i]);
  g_free (stats);
}

void
muster_loader_weapon_free (MusterWeapon *w, guint n_fields)
{
  if (w == NULL)
    return;
  g_free (w->id);
  g_free (w->source);
  muster_text_clear (&w->name);
  muster_text_clear (&w->text);
  muster_loader_stats_free (w->stats, n_fields);
  if (w->bands != NULL)
    {
      for (guint i = 0; i < w->bands->len; i++)
        g_free (g_array_index (w->bands, MusterBand, i).value);
      g_array_unref (w->bands);
    }
  g_free (w);
}

/* ---- stats ---- */

static gboolean
parse_flag (const char *text, double *out)
{
  if (g_str_equal (text, "true") || g_str_equal (text, "yes") || g_str_equal (text, "1"))
    *out = 1;
  else if (g_str_equal (text, "false") || g_str_equal (text, "no") || g_str_equal (text, "0"))
    *out = 0;
  else
    return FALSE;
  return TRUE;
}

/* Fills stats[] (as written) and numbers[] (for number and flag fields)
 * from the <stat> children of node, with field defaults elsewhere. */
void
muster_loader_read_stats (Loader *l, const xmlNode *node, MusterFieldScope scope,
            char ***stats_out, double **numbers_out, guint extra_numbers)
{
  MusterSystem *sys = l->sys;
  GPtrArray *fields = sys->fields[scope];
  char **stats = g_new0 (char *, fields->len + 1);
  double *numbers = g_new0 (double, fields->len + extra_numbers + 1);

  muster_xml_foreach_child (node, child)
    {
      g_autofree char *field_id = NULL;
      g_autofree char *value = NULL;
      const MusterField *field;

      if (FAILED (l))
        break;
      if (!muster_xml_is (child, "stat"))
        continue;
      field_id = muster_xml_get_attr (child, "field");
      field = g_hash_table_lookup (sys->field_index[scope], field_id);
      if (field == NULL)
        {
          static const char *scope_names[] = { "unit", "weapon", "commander", "preparation" };
          muster_loader_fail_at (l, child, MUSTER_ERROR_REFERENCE,
                                 _("There is no field “%s” with scope=\"%s\"; declare it in <fields>."),
                                 field_id, scope_names[scope]);
          break;
        }
      if (stats[field->index] != NULL)
        {
          muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The field “%s” is given twice."), field_id);
          break;
        }
      value = muster_xml_get_content (child);
      g_strstrip (value);
      if (field->kind == MUSTER_FIELD_NUMBER && !muster_loader_parse_double (value, &numbers[field->index]))
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The field “%s” is a number, but its value is “%s”."),
                               field_id, value);
      else if (field->kind == MUSTER_FIELD_FLAG && !parse_flag (value, &numbers[field->index]))
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID,
                               _("The field “%s” is a flag (true or false), but its value is “%s”."), field_id, value);
      stats[field->index] = g_steal_pointer (&value);
    }

  for (guint i = 0; i < fields->len && !FAILED (l); i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);

      if (stats[i] != NULL || field->default_value == NULL)
        continue;
      if (field->kind == MUSTER_FIELD_NUMBER)
        muster_loader_parse_double (field->default_value, &numbers[i]);
      else if (field->kind == MUSTER_FIELD_FLAG)
        parse_flag (field->default_value, &numbers[i]);
    }

  *stats_out = stats;
  if (numbers_out != NULL)
    *numbers_out = numbers;
  else
    g_free (numbers);
}

/* ---- sections ---- */

void
muster_loader_read_fields (Loader *l, const xmlNode *node)
{
  static const char *kinds[] = { "number", "text", "flag" };
  static const char *scopes[] = { "unit", "weapon", "commander", "preparation" };

  muster_xml_foreach_child (node, child)
    {
      MusterField *field;
      g_autofree char *kind = NULL;
      g_autofree char *scope = NULL;

      if (FAILED (l))
        return;
      field = g_new0 (MusterField, 1);
      field->id = muster_loader_require_id (l, child, "id");
      kind = muster_xml_get_attr (child, "kind");
      scope = muster_xml_get_attr (child, "scope");
      field->kind = MUSTER_FIELD_NUMBER;
      for (guint i = 0; kind != NULL && i < G_N_ELEMENTS (kinds); i++)
        if (g_str_equal (kind, kinds[i]))
          field->kind = i;
      field->scope = MUSTER_FIELD_SCOPE_UNIT;
      for (guint i = 0; scope != NULL && i < G_N_ELEMENTS (scopes); i++)
        if (g_str_equal (scope, scopes[i]))
          field->scope = i;
      field->default_value = muster_xml_get_attr (child, "default");
      muster_loader_read_naming (l, child, &field->name, &field->short_name, &field->text, NULL, TRUE);

      if (field->id == NULL || !muster_loader_check_unique (l, l->sys->field_index[field->scope], field->id, child))
        {
          g_free (field->id);
          muster_text_clear (&field->name);
          muster_text_clear (&field->short_name);
          muster_text_clear (&field->text);
          g_free (field->default_value);
          g_free (field);
          return;
        }
      if (field->default_value != NULL && field->kind != MUSTER_FIELD_TEXT)
        {
          double d;
          if (!(field->kind == MUSTER_FIELD_NUMBER ? muster_loader_parse_double (field->default_value, &d)
                                                   : parse_flag (field->default_value, &d)))
            muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The default “%s” does not fit kind=\"%s\"."),
                                   field->default_value, kinds[field->kind]);
        }
      field->index = l->sys->fields[field->scope]->len;
      g_ptr_array_add (l->sys->fields[field->scope], field);
      g_hash_table_insert (l->sys->field_index[field->scope], field->id, field);
    }
}

void
muster_loader_read_categories (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterCategory *c;
      char *id;

      if (FAILED (l))
        return;
      id = muster_loader_require_id (l, child, "id");
      if (id == NULL || !muster_loader_check_unique (l, l->sys->category_index, id, child))
        {
          g_free (id);
          return;
        }
      c = g_new0 (MusterCategory, 1);
      c->id = id;
      c->index = l->sys->categories->len;
      g_ptr_array_add (l->sys->categories, c);
      g_hash_table_insert (l->sys->category_index, c->id, c);
      muster_loader_read_naming (l, child, &c->name, NULL, &c->text, NULL, TRUE);
    }
}

void
muster_loader_read_tags (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterTag *t;
      char *id;

      if (FAILED (l))
        return;
      id = muster_loader_require_id (l, child, "id");
      if (id == NULL || !muster_loader_check_unique (l, l->sys->tag_index, id, child))
        {
          g_free (id);
          return;
        }
      t = g_new0 (MusterTag, 1);
      t->id = id;
      t->index = l->sys->tags->len;
      t->sample = muster_loader_parse_bool_attr (l, child, "sample", FALSE);
      t->hidden = muster_loader_parse_bool_attr (l, child, "hidden", FALSE);
      t->chief = muster_loader_parse_bool_attr (l, child, "chief", FALSE);
      g_ptr_array_add (l->sys->tags, t);
      g_hash_table_insert (l->sys->tag_index, t->id, t);
      muster_loader_read_naming (l, child, &t->name, NULL, &t->text, &t->source, TRUE);
    }
  l->sys->n_tag_words = (l->sys->tags->len + 31) / 32;
}

MusterWeapon *
muster_loader_read_weapon (Loader *l, const xmlNode *node, gboolean in_unit)
{
  MusterSystem *sys = l->sys;
  MusterWeapon *w = g_new0 (MusterWeapon, 1);
  g_autofree char *ref = muster_xml_get_attr (node, "ref");

  w->id = muster_xml_get_attr (node, "id");
  if (in_unit && w->id != NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                           _("A unit's <weapon> has no id; refer to a system weapon with ref=\"…\" instead."));
  if (!in_unit && w->id == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A weapon of the system's <weapons> needs an id."));
  if (ref != NULL)
    {
      if (!in_unit)
        muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A weapon of the system's <weapons> cannot refer to another."));
      w->ref = g_hash_table_lookup (sys->weapon_index, ref);
      if (w->ref == NULL && !FAILED (l))
        muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE, _("There is no weapon “%s” in the system's <weapons>."), ref);
    }

  muster_loader_read_naming (l, node, &w->name, NULL, &w->text, &w->source, w->ref == NULL);
  muster_loader_read_stats (l, node, MUSTER_FIELD_SCOPE_WEAPON, &w->stats, NULL, 0);
  w->bands = g_array_new (FALSE, TRUE, sizeof (MusterBand));
  muster_xml_foreach_child (node, child)
    {
      MusterBand band = { 0 };

      if (FAILED (l) || !muster_xml_is (child, "band"))
        continue;
      band.from = muster_loader_parse_double_attr (l, child, "from", 0);
      band.to = muster_loader_parse_double_attr (l, child, "to", 0);
      band.value = muster_xml_get_attr (child, "value");
      if (band.to < band.from)
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The band runs from %g to %g: backwards."), band.from, band.to);
      g_array_append_val (w->bands, band);
    }
  return w;
}

void
muster_loader_read_weapons (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterWeapon *w;

      if (FAILED (l))
        return;
      w = muster_loader_read_weapon (l, child, FALSE);
      g_ptr_array_add (l->sys->weapons, w);
      if (w->id != NULL && muster_loader_check_unique (l, l->sys->weapon_index, w->id, child))
        g_hash_table_insert (l->sys->weapon_index, w->id, w);
    }
}

void
muster_loader_read_commanders (Loader *l, const xmlNode *node)
{
  MusterSystem *sys = l->sys;

  muster_xml_foreach_child (node, child)
    {
      char *id;

      if (FAILED (l))
        return;
      id = muster_loader_require_id (l, child, "id");
      if (id == NULL)
        return;
      if (muster_xml_is (child, "role"))
        {
          MusterCommanderRole *r;

          if (!muster_loader_check_unique (l, sys->role_index, id, child))
            {
              g_free (id);
              return;
            }
          r = g_new0 (MusterCommanderRole, 1);
          r->id = id;
          r->index = sys->roles->len;
          g_ptr_array_add (sys->roles, r);
          g_ptr_array_add (l->role_nodes, (gpointer) child);
          g_hash_table_insert (sys->role_index, r->id, r);
          muster_loader_read_naming (l, child, &r->name, NULL, &r->text, NULL, TRUE);
        }
      else
        {
          MusterCommanderTier *t;

          if (!muster_loader_check_unique (l, sys->tier_index, id, child))
            {
              g_free (id);
              return;
            }
          t = g_new0 (MusterCommanderTier, 1);
          t->id = id;
          t->index = sys->tiers->len;
          t->cost = muster_loader_parse_double_attr (l, child, "cost", 0);
          t->sample = muster_loader_parse_bool_attr (l, child, "sample", FALSE);
          g_ptr_array_add (sys->tiers, t);
          g_hash_table_insert (sys->tier_index, t->id, t);
          muster_loader_read_naming (l, child, &t->name, NULL, &t->text, &t->source, TRUE);
          muster_loader_read_stats (l, child, MUSTER_FIELD_SCOPE_COMMANDER, &t->stats, &t->numbers, 0);
        }
    }
}

MusterPreparation *
muster_loader_read_preparation (Loader *l, const xmlNode *node, const MusterFaction *faction)
{
  MusterSystem *sys = l->sys;
  MusterPreparation *p = g_new0 (MusterPreparation, 1);
  guint number;

  p->id = muster_loader_require_id (l, node, "id");
  p->cost = muster_loader_parse_double_attr (l, node, "cost", 0);
  p->repeatable = muster_loader_parse_bool_attr (l, node, "repeatable", FALSE);
  p->sample = muster_loader_parse_bool_attr (l, node, "sample", FALSE);
  p->faction = faction;
  g_ptr_array_add (sys->all_preparations, p);
  muster_loader_read_naming (l, node, &p->name, NULL, &p->text, &p->source, TRUE);
  muster_loader_read_stats (l, node, MUSTER_FIELD_SCOPE_PREPARATION, &p->stats, &p->numbers, 0);

  if (p->id != NULL)
    {
      if (!muster_loader_lookup_number (sys->preparation_id_numbers, p->id, &number))
        {
          number = sys->preparation_id_list->len;
          g_ptr_array_add (sys->preparation_id_list, p);
          g_hash_table_insert (sys->preparation_id_numbers, g_strdup (p->id), GUINT_TO_POINTER (number + 1));
        }
      else if (g_ptr_array_index (sys->preparation_id_list, number) == NULL)
        sys->preparation_id_list->pdata[number] = p;
      p->number = number;
    }
  return p;
}

void
muster_loader_read_preparations (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterPreparation *p;

      if (FAILED (l))
        return;
      p = muster_loader_read_preparation (l, child, NULL);
      if (p->id != NULL && muster_loader_check_unique (l, l->sys->preparation_index, p->id, child))
        {
          g_ptr_array_add (l->sys->preparations, p);
          g_hash_table_insert (l->sys->preparation_index, p->id, p);
        }
    }
}

