/* cli-systems.c: "muster-cli systems" and "muster-cli system show ID": the
 * installed systems, their factions and a system's whole catalogue, as text
 * or JSON.
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "muster-cli.h"

static void
add_faction_summary (JsonBuilder *b, const MusterFaction *f)
{
  json_builder_begin_object (b);
  cli_add_names (b, f->id, &f->name);
  cli_add_bool (b, "sample", f->sample);
  cli_add_int (b, "units", f->units->len);
  json_builder_end_object (b);
}

int
cli_systems (CliContext *cli)
{
  static const char * const allowed[] = { "--json", NULL };
  MusterCatalog *catalog;
  GPtrArray *systems;

  if (!cli_check_options (cli, "systems", allowed))
    return CLI_INVALID;
  if (cli->args->len > 0)
    return cli_usage_error ("systems", _("takes no arguments"));

  catalog = cli_catalog (cli);
  systems = muster_catalog_get_systems (catalog);

  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_array (b);
      for (guint i = 0; i < systems->len; i++)
        {
          MusterSystem *s = g_ptr_array_index (systems, i);
          GPtrArray *factions = muster_system_get_factions (s);

          json_builder_begin_object (b);
          cli_add_names (b, muster_system_get_id (s), muster_system_get_name (s));
          json_builder_set_member_name (b, "factions");
          json_builder_begin_array (b);
          for (guint j = 0; j < factions->len; j++)
            add_faction_summary (b, g_ptr_array_index (factions, j));
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    {
      for (guint i = 0; i < systems->len; i++)
        {
          MusterSystem *s = g_ptr_array_index (systems, i);
          GPtrArray *factions = muster_system_get_factions (s);

          cli_out ("%s\t%s\n", muster_system_get_id (s), muster_text_get (muster_system_get_name (s)));
          for (guint j = 0; j < factions->len; j++)
            {
              const MusterFaction *f = g_ptr_array_index (factions, j);
              cli_out ("  %s\t%s%s\n", f->id, muster_text_get (&f->name),
                       f->sample ? _(" (sample)") : "");
            }
        }
    }
  if (systems->len == 0)
    {
      g_autofree char *folders = NULL;
      GPtrArray *dirs = muster_catalog_get_folders (catalog);

      g_ptr_array_add (dirs, NULL);
      folders = g_strjoinv (", ", (char **) dirs->pdata);
      g_ptr_array_remove_index (dirs, dirs->len - 1);
      return cli_fail (cli, _("No game systems were found in %s; install Muster's data or pass --data-dir DIR."),
                       folders);
    }
  return CLI_OK;
}

static void
add_number_or_text (JsonBuilder *b, const MusterField *field, const char *stat, double number)
{
  json_builder_set_member_name (b, field->id);
  if (field->kind == MUSTER_FIELD_NUMBER)
    json_builder_add_double_value (b, number);
  else if (field->kind == MUSTER_FIELD_FLAG)
    json_builder_add_boolean_value (b, number != 0);
  else if (stat != NULL)
    json_builder_add_string_value (b, stat);
  else
    json_builder_add_null_value (b);
}

/* Terrain sizes and whether Muster made them up: the pieces' sizes, the
 * quarter method's unit width and piece sizes, the grid's size. */
static void
add_terrain (JsonBuilder *b, MusterSystem *s)
{
  GPtrArray *pieces = muster_system_get_pieces (s);
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (s);
  const MusterGrid *grid = muster_system_get_grid (s);

  json_builder_set_member_name (b, "terrain");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (guint i = 0; i < pieces->len; i++)
    {
      const MusterPiece *p = g_ptr_array_index (pieces, i);

      json_builder_begin_object (b);
      cli_add_names (b, p->id, &p->name);
      if (p->width > 0)
        cli_add_number (b, "width", p->width);
      if (p->depth > 0)
        cli_add_number (b, "depth", p->depth);
      cli_add_bool (b, "size_sample", p->size_sample);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  if (qm != NULL)
    {
      json_builder_set_member_name (b, "quarter_method");
      json_builder_begin_object (b);
      cli_add_number (b, "uw", qm->uw);
      cli_add_bool (b, "uw_sample", qm->uw_sample);
      cli_add_number (b, "piece_size_min", qm->piece_size_min);
      cli_add_number (b, "piece_size_max", qm->piece_size_max);
      cli_add_bool (b, "piece_size_sample", qm->piece_size_sample);
      json_builder_end_object (b);
    }
  if (grid != NULL)
    {
      json_builder_set_member_name (b, "grid");
      json_builder_begin_object (b);
      cli_add_int (b, "columns", grid->columns);
      cli_add_int (b, "rows", grid->rows);
      cli_add_bool (b, "sample", grid->sample);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

static void
print_terrain (MusterSystem *s)
{
  GPtrArray *pieces = muster_system_get_pieces (s);
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (s);
  const MusterGrid *grid = muster_system_get_grid (s);

  if (pieces->len > 0)
    cli_out ("%s\n", _("Terrain pieces:"));
  for (guint i = 0; i < pieces->len; i++)
    {
      const MusterPiece *p = g_ptr_array_index (pieces, i);
      g_autofree char *w = muster_format_number (p->width);
      g_autofree char *d = p->depth > 0 ? muster_format_number (p->depth) : g_strdup ("—");

      if (p->width > 0 || p->depth > 0)
        /* TRANSLATORS: a terrain piece's id, name and size: "  hill  Hill  30 × 20 (sample)" */
        cli_out (_("  %-16s %-28s %s × %s%s\n"), p->id, muster_text_get (&p->name), w, d,
                 p->size_sample ? _(" (sample)") : "");
      else
        cli_out ("  %-16s %s\n", p->id, muster_text_get (&p->name));
    }
  if (qm != NULL)
    {
      g_autofree char *uw = muster_format_number (qm->uw);
      g_autofree char *lo = muster_format_number (qm->piece_size_min);
      g_autofree char *hi = muster_format_number (qm->piece_size_max);

      cli_out (_("Unit width: %s %s%s\n"), uw, qm->unit != NULL ? qm->unit : "", qm->uw_sample ? _(" (sample)") : "");
      cli_out (_("Quarter-roll piece size: %s to %s UW%s\n"), lo, hi, qm->piece_size_sample ? _(" (sample)") : "");
    }
  if (grid != NULL)
    cli_out (_("Grid: %d × %d cells%s\n"), grid->columns, grid->rows, grid->sample ? _(" (sample)") : "");
}

static void
add_unit (JsonBuilder *b, MusterSystem *s, const MusterUnitType *u)
{
  GPtrArray *fields = muster_system_get_fields (s, MUSTER_FIELD_SCOPE_UNIT);
  GPtrArray *weapon_fields = muster_system_get_fields (s, MUSTER_FIELD_SCOPE_WEAPON);
  GPtrArray *values = muster_system_get_unit_values (s);
  const MusterField *morale = muster_system_lookup_field (s, MUSTER_FIELD_SCOPE_UNIT, "morale");

  json_builder_begin_object (b);
  cli_add_names (b, u->id, &u->name);
  cli_add_string (b, "category", u->category->id);
  cli_add_bool (b, "category_sample", u->category_sample);
  if (muster_system_declares_costs (s))
    cli_add_number (b, "cost", u->cost);
  if (morale != NULL && morale->kind == MUSTER_FIELD_NUMBER)
    cli_add_number (b, "morale", u->numbers[morale->index]);
  else
    {
      json_builder_set_member_name (b, "morale");
      json_builder_add_null_value (b);
    }
  cli_add_bool (b, "sample", u->sample);
  json_builder_set_member_name (b, "tags");
  json_builder_begin_array (b);
  for (guint i = 0; i < u->tags->len; i++)
    json_builder_add_string_value (b, ((const MusterTag *) g_ptr_array_index (u->tags, i))->id);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "profile");
  json_builder_begin_object (b);
  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *f = g_ptr_array_index (fields, i);
      add_number_or_text (b, f, muster_unit_type_get_stat (u, f), u->numbers[f->index]);
    }
  for (guint i = 0; i < values->len; i++)
    {
      const MusterUnitValue *v = g_ptr_array_index (values, i);
      cli_add_number (b, v->id, u->numbers[fields->len + i]);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "weapons");
  json_builder_begin_array (b);
  for (guint i = 0; i < u->weapons->len; i++)
    {
      const MusterWeapon *w = g_ptr_array_index (u->weapons, i);
      const MusterWeapon *shown = w->ref != NULL ? w->ref : w;

      json_builder_begin_object (b);
      if (shown->id != NULL)
        {
          cli_add_string (b, "id", shown->id);
        }
      cli_add_string (b, "name", muster_text_get (&shown->name));
      for (guint k = 0; k < weapon_fields->len; k++)
        {
          const MusterField *f = g_ptr_array_index (weapon_fields, k);
          const char *stat = w->stats[k] != NULL ? w->stats[k] : shown->stats[k];
          if (stat != NULL)
            {
              json_builder_set_member_name (b, f->id);
              json_builder_add_string_value (b, stat);
            }
        }
      if (shown->bands->len > 0)
        {
          json_builder_set_member_name (b, "bands");
          json_builder_begin_array (b);
          for (guint k = 0; k < shown->bands->len; k++)
            {
              const MusterBand *band = &g_array_index (shown->bands, MusterBand, k);
              json_builder_begin_object (b);
              cli_add_number (b, "from", band->from);
              cli_add_number (b, "to", band->to);
              cli_add_string (b, "value", band->value);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_preparation (JsonBuilder *b, MusterSystem *s, const MusterPreparation *p)
{
  json_builder_begin_object (b);
  cli_add_names (b, p->id, &p->name);
  if (muster_system_declares_costs (s))
    cli_add_number (b, "cost", p->cost);
  cli_add_bool (b, "repeatable", p->repeatable);
  cli_add_bool (b, "sample", p->sample);
  json_builder_end_object (b);
}

static void
add_named_list (JsonBuilder *b, const char *member, GPtrArray *items, gsize id_offset, gsize name_offset)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < items->len; i++)
    {
      const char *item = g_ptr_array_index (items, i);
      json_builder_begin_object (b);
      cli_add_names (b, *(char * const *) (item + id_offset), (const MusterText *) (item + name_offset));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
print_system_text (MusterSystem *s)
{
  GPtrArray *factions = muster_system_get_factions (s);
  GPtrArray *tiers = muster_system_get_tiers (s);
  GPtrArray *preps = muster_system_get_preparations (s);
  GPtrArray *categories = muster_system_get_categories (s);
  gboolean costs = muster_system_declares_costs (s);

  cli_out ("%s — %s\n", muster_system_get_id (s), muster_text_get (muster_system_get_name (s)));
  if (!costs)
    cli_out ("%s\n", _("The rules give no prices: no costs and no points limit."));
  cli_out ("%s", _("Categories:"));
  for (guint i = 0; i < categories->len; i++)
    cli_out (" %s", ((const MusterCategory *) g_ptr_array_index (categories, i))->id);
  cli_out ("\n");
  if (tiers->len > 0)
    {
      cli_out ("%s\n", _("Commander tiers:"));
      for (guint i = 0; i < tiers->len; i++)
        {
          const MusterCommanderTier *t = g_ptr_array_index (tiers, i);
          g_autofree char *cost = costs ? muster_format_number (t->cost) : g_strdup ("");
          cli_out ("  %-14s %-24s %s%s\n", t->id, muster_text_get (&t->name), cost,
                   t->sample ? _(" (sample)") : "");
        }
    }
  if (preps->len > 0)
    {
      cli_out ("%s\n", _("Preparations:"));
      for (guint i = 0; i < preps->len; i++)
        {
          const MusterPreparation *p = g_ptr_array_index (preps, i);
          g_autofree char *cost = costs ? muster_format_number (p->cost) : g_strdup ("");
          cli_out ("  %-22s %-32s %5s%s%s\n", p->id, muster_text_get (&p->name), cost,
                   p->repeatable ? _("  repeatable") : "", p->sample ? _(" (sample)") : "");
        }
    }
  for (guint i = 0; i < factions->len; i++)
    {
      const MusterFaction *f = g_ptr_array_index (factions, i);

      cli_out ("%s %s — %s%s\n", _("Faction"), f->id, muster_text_get (&f->name),
               f->sample ? _(" (sample)") : "");
      for (guint j = 0; j < f->units->len; j++)
        {
          const MusterUnitType *u = g_ptr_array_index (f->units, j);
          g_autofree char *cost = costs ? muster_format_number (u->cost) : g_strdup ("");
          cli_out ("  %-26s %-32s %-12s %5s%s\n", u->id, muster_text_get (&u->name),
                   u->category->id, cost, u->category_sample ? _(" (category: sample)") : "");
        }
    }
  print_terrain (s);
}

int
cli_system_show (CliContext *cli)
{
  static const char * const allowed[] = { "--json", NULL };
  MusterSystem *s;
  GPtrArray *factions;
  GPtrArray *tiers;
  GPtrArray *commander_fields;

  if (!cli_check_options (cli, "system show", allowed))
    return CLI_INVALID;
  if (cli->args->len != 1)
    return cli_usage_error ("system show", _("needs exactly one system id"));

  s = muster_catalog_lookup (cli_catalog (cli), g_ptr_array_index (cli->args, 0));
  if (s == NULL)
    return cli_fail (cli, _("There is no installed system “%s”; “muster-cli systems” lists them."),
                     (const char *) g_ptr_array_index (cli->args, 0));

  if (!cli_flag (cli, "--json"))
    {
      print_system_text (s);
      return CLI_OK;
    }

  factions = muster_system_get_factions (s);
  tiers = muster_system_get_tiers (s);
  commander_fields = muster_system_get_fields (s, MUSTER_FIELD_SCOPE_COMMANDER);

  {
    g_autoptr(JsonBuilder) b = json_builder_new ();
    GPtrArray *preps = muster_system_get_preparations (s);
    GPtrArray *derived = muster_system_get_derived (s);
    GPtrArray *constraints = muster_system_get_constraints (s);

    json_builder_begin_object (b);
    cli_add_names (b, muster_system_get_id (s), muster_system_get_name (s));
    cli_add_bool (b, "costs", muster_system_declares_costs (s));

    add_named_list (b, "categories", muster_system_get_categories (s),
                    G_STRUCT_OFFSET (MusterCategory, id), G_STRUCT_OFFSET (MusterCategory, name));
    add_named_list (b, "tags", muster_system_get_tags (s),
                    G_STRUCT_OFFSET (MusterTag, id), G_STRUCT_OFFSET (MusterTag, name));
    add_named_list (b, "commander_roles", muster_system_get_roles (s),
                    G_STRUCT_OFFSET (MusterCommanderRole, id), G_STRUCT_OFFSET (MusterCommanderRole, name));

    json_builder_set_member_name (b, "commander_tiers");
    json_builder_begin_array (b);
    for (guint i = 0; i < tiers->len; i++)
      {
        const MusterCommanderTier *t = g_ptr_array_index (tiers, i);

        json_builder_begin_object (b);
        cli_add_names (b, t->id, &t->name);
        if (muster_system_declares_costs (s))
          cli_add_number (b, "cost", t->cost);
        cli_add_bool (b, "sample", t->sample);
        for (guint k = 0; k < commander_fields->len; k++)
          {
            const MusterField *f = g_ptr_array_index (commander_fields, k);
            if (f->kind == MUSTER_FIELD_TEXT)
              {
                json_builder_set_member_name (b, f->id);
                json_builder_add_string_value (b, t->stats[k] != NULL ? t->stats[k] : "");
              }
            else
              cli_add_number (b, f->id, t->numbers[k]);
          }
        json_builder_end_object (b);
      }
    json_builder_end_array (b);

    json_builder_set_member_name (b, "preparations");
    json_builder_begin_array (b);
    for (guint i = 0; i < preps->len; i++)
      add_preparation (b, s, g_ptr_array_index (preps, i));
    json_builder_end_array (b);

    json_builder_set_member_name (b, "factions");
    json_builder_begin_array (b);
    for (guint i = 0; i < factions->len; i++)
      {
        const MusterFaction *f = g_ptr_array_index (factions, i);

        json_builder_begin_object (b);
        cli_add_names (b, f->id, &f->name);
        cli_add_bool (b, "sample", f->sample);
        json_builder_set_member_name (b, "units");
        json_builder_begin_array (b);
        for (guint j = 0; j < f->units->len; j++)
          add_unit (b, s, g_ptr_array_index (f->units, j));
        json_builder_end_array (b);
        json_builder_set_member_name (b, "preparations");
        json_builder_begin_array (b);
        for (guint j = 0; j < f->preparations->len; j++)
          add_preparation (b, s, g_ptr_array_index (f->preparations, j));
        json_builder_end_array (b);
        json_builder_end_object (b);
      }
    json_builder_end_array (b);

    json_builder_set_member_name (b, "derived");
    json_builder_begin_array (b);
    for (guint i = 0; i < derived->len; i++)
      {
        const MusterDerived *d = g_ptr_array_index (derived, i);
        json_builder_begin_object (b);
        cli_add_string (b, "id", d->id);
        cli_add_string (b, "name", muster_text_get (&d->name));
        json_builder_end_object (b);
      }
    json_builder_end_array (b);

    json_builder_set_member_name (b, "constraints");
    json_builder_begin_array (b);
    for (guint i = 0; i < constraints->len; i++)
      {
        const MusterConstraint *c = g_ptr_array_index (constraints, i);
        json_builder_begin_object (b);
        cli_add_string (b, "id", c->id);
        cli_add_string (b, "severity", c->severity == MUSTER_SEVERITY_ERROR ? "error" : "warning");
        json_builder_end_object (b);
      }
    json_builder_end_array (b);
    add_terrain (b, s);
    json_builder_end_object (b);
    cli_print_json (json_builder_get_root (b));
  }
  return CLI_OK;
}
