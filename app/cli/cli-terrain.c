/* cli-terrain.c: "muster-cli terrain bidding|sectors|quarters": the terrain
 * procedures from a seed, as text or JSON, with every die; --count gives a
 * run of seeds as JSON lines; -o saves the setup as a terrain file.
 */
#include "config.h"

#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "muster-cli.h"

static gboolean
parse_u64 (const char *text, guint64 *out)
{
  return cli_parse_unsigned (text, 0, G_MAXUINT64, out);
}

/* The --system given, or the first installed system with the method. */
static MusterSystem *
pick_system (CliContext *cli, MusterTerrainMethod method, const char *command)
{
  const char *id = cli_option (cli, "--system");
  GPtrArray *systems = muster_catalog_get_systems (cli_catalog (cli));

  if (id != NULL)
    {
      MusterSystem *s = muster_catalog_lookup (cli_catalog (cli), id);
      if (s == NULL)
        cli_fail (cli, _("There is no installed system “%s”; “muster-cli systems” lists them."), id);
      return s;
    }
  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *s = g_ptr_array_index (systems, i);
      if ((method == MUSTER_TERRAIN_SECTORS && muster_system_get_sector_method (s) != NULL)
          || (method == MUSTER_TERRAIN_QUARTERS && muster_system_get_quarter_method (s) != NULL))
        return s;
    }
  cli_fail (cli, _("No installed system has a %s method for terrain."), command);
  return NULL;
}

static void
add_roll (JsonBuilder *b, const MusterRoll *r)
{
  g_autofree char *text = muster_roll_describe (r);

  json_builder_begin_object (b);
  cli_add_string (b, "purpose", muster_roll_purpose_id (r->purpose));
  if (r->player >= 0)
    {
      cli_add_int (b, "player", r->player + 1);
    }
  if (r->piece >= 0)
    {
      cli_add_int (b, "piece", r->piece + 1);
    }
  if (r->quarter > 0)
    {
      cli_add_int (b, "quarter", r->quarter);
    }
  if (r->sub >= 0)
    {
      cli_add_int (b, "slope", r->sub + 1);
    }
  cli_add_string (b, "dice", r->dice);
  json_builder_set_member_name (b, "faces");
  json_builder_begin_array (b);
  for (int i = 0; i < r->n_faces; i++)
    json_builder_add_int_value (b, r->faces[i]);
  json_builder_end_array (b);
  cli_add_int (b, "result", r->result);
  json_builder_set_member_name (b, "rerolled");
  if (r->rerolled != MUSTER_REROLL_NONE)
    json_builder_add_string_value (b, muster_reroll_id (r->rerolled));
  else
    json_builder_add_null_value (b);
  cli_add_string (b, "text", text);
  json_builder_end_object (b);
}

static void
add_rolls (JsonBuilder *b, const char *member, GArray *log)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < log->len; i++)
    add_roll (b, &g_array_index (log, MusterRoll, i));
  json_builder_end_array (b);
}

static void
add_double (JsonBuilder *b, const char *member, double v)
{
  json_builder_set_member_name (b, member);
  json_builder_add_double_value (b, round (v * 1000) / 1000);
}

static JsonNode *
terrain_json (MusterTerrain *t)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const MusterTerrainParams *params = muster_terrain_get_params (t);
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (muster_terrain_get_system (t));
  GArray *log = muster_terrain_get_log (t);

  json_builder_begin_object (b);
  cli_add_uint64 (b, "seed", params->seed);
  cli_add_string (b, "rng", muster_terrain_get_rng_name (t));
  cli_add_string (b, "system", muster_system_get_id (muster_terrain_get_system (t)));
  cli_add_string (b, "method", params->method == MUSTER_TERRAIN_SECTORS ? "sectors" : "quarters");
  json_builder_set_member_name (b, "table");
  json_builder_begin_object (b);
  add_double (b, "width", params->width);
  add_double (b, "depth", params->depth);
  cli_add_string (b, "unit", muster_terrain_get_unit (t));
  if (params->method == MUSTER_TERRAIN_QUARTERS)
    add_double (b, "uw", params->uw);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (guint i = 0; i < muster_terrain_get_n_pieces (t); i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (t, i);
      g_autofree char *text = muster_terrain_describe_piece (t, i);

      json_builder_begin_object (b);
      if (p->sector > 0)
        {
          cli_add_int (b, "sector", p->sector);
        }
      if (p->quarter > 0)
        {
          cli_add_int (b, "quarter", p->quarter);
          cli_add_int (b, "player", p->player + 1);
          cli_add_int (b, "roll", p->table_roll);
        }
      json_builder_set_member_name (b, "type");
      if (p->piece != NULL)
        json_builder_add_string_value (b, p->piece->id);
      else
        json_builder_add_null_value (b);
      if (p->quarter > 0 && qm != NULL)
        {
          json_builder_set_member_name (b, "options");
          json_builder_begin_array (b);
          for (guint r = 0; r < qm->results->len; r++)
            {
              const MusterQuarterResult *res = &g_array_index (qm->results, MusterQuarterResult, r);
              if (p->table_roll >= res->from && p->table_roll <= res->to)
                for (guint o = 0; o < res->options->len; o++)
                  json_builder_add_string_value (b, ((const MusterPiece *) g_ptr_array_index (res->options, o))->id);
            }
          json_builder_end_array (b);
        }
      json_builder_set_member_name (b, "variant");
      if (p->n_variants == 1)
        json_builder_add_string_value (b, p->variants[0]->id);
      else if (p->n_variants > 1)
        {
          json_builder_begin_array (b);
          for (int v = 0; v < p->n_variants; v++)
            json_builder_add_string_value (b, p->variants[v]->id);
          json_builder_end_array (b);
        }
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "sub_rolls");
      json_builder_begin_array (b);
      for (guint r = 0; r < log->len; r++)
        {
          const MusterRoll *roll = &g_array_index (log, MusterRoll, r);
          if (roll->purpose == MUSTER_ROLL_SUB && roll->piece == (int) i && roll->rerolled == MUSTER_REROLL_NONE)
            json_builder_add_int_value (b, roll->result);
        }
      json_builder_end_array (b);
      if (p->scatter_raw > 0)
        {
          cli_add_bool (b, "removed", p->removed);
          json_builder_set_member_name (b, "scatter");
          if (p->removed)
            json_builder_add_null_value (b);
          else
            {
              json_builder_begin_object (b);
              cli_add_int (b, "distance", p->scatter_uw);
              cli_add_int (b, "angle", p->scatter_angle);
              cli_add_bool (b, "nudged", p->nudged);
              json_builder_end_object (b);
            }
        }
      cli_add_bool (b, "edge", p->edge);
      json_builder_set_member_name (b, "position");
      json_builder_begin_object (b);
      add_double (b, "x", p->x);
      add_double (b, "y", p->y);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "size");
      json_builder_begin_object (b);
      add_double (b, "width", p->width);
      add_double (b, "depth", p->depth);
      json_builder_end_object (b);
      cli_add_string (b, "text", text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_rolls (b, "dice", log);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
print_terrain_text (MusterTerrain *t)
{
  const MusterTerrainParams *params = muster_terrain_get_params (t);
  GArray *log = muster_terrain_get_log (t);

  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, params->seed);

  /* TRANSLATORS: "Clouds of Smoke, seed 7 (pcg32), table 120 × 90 cm" */
  cli_out (_("%s, seed %s (%s), table %g × %g %s\n"),
           muster_text_get (muster_system_get_name (muster_terrain_get_system (t))),
           seed, muster_terrain_get_rng_name (t), params->width, params->depth, muster_terrain_get_unit (t));
  for (guint i = 0; i < muster_terrain_get_n_pieces (t); i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (t, i);
      g_autofree char *text = muster_terrain_describe_piece (t, i);

      if (p->sector > 0)
        cli_out (_("  %2u. sector %d: %s at %.1f, %.1f%s\n"), i + 1, p->sector, text, p->x, p->y,
                 p->edge ? _(", touching the table edge") : "");
      else
        cli_out (_("  %2u. quarter %d (player %d), 2d6 = %d: %s at %.1f, %.1f\n"), i + 1, p->quarter,
                 p->player + 1, p->table_roll, text, p->x, p->y);
    }
  cli_out ("%s\n", _("Dice:"));
  for (guint i = 0; i < log->len; i++)
    {
      g_autofree char *text = muster_roll_describe (&g_array_index (log, MusterRoll, i));
      cli_out ("  %s\n", text);
    }
}

static int
generate (CliContext *cli, MusterTerrainMethod method, const char *command)
{
  /* as README.md and --help give them: --pieces for sectors; --uw and
   * --diagonal for quarters */
  static const char * const sectors_allowed[] = { "--json", "--seed", "--pieces", "--count", "--system", "--width",
                                                  "--depth", "-o", "--output", "--scenario", NULL };
  static const char * const quarters_allowed[] = { "--json", "--seed", "--count", "--system", "--width", "--depth",
                                                   "--uw", "--diagonal", "-o", "--output", "--scenario", NULL };
  MusterSystem *system;
  MusterTerrainParams params;
  guint64 seed = 0, count = 1;
  const char *output = cli_option (cli, "-o") != NULL ? cli_option (cli, "-o") : cli_option (cli, "--output");
  const char *scenario = cli_option (cli, "--scenario");

  if (!cli_check_options (cli, command, method == MUSTER_TERRAIN_SECTORS ? sectors_allowed : quarters_allowed))
    return CLI_INVALID;
  if (cli->args->len > 0)
    return cli_usage_error (command, _("takes options only"));
  if (!parse_u64 (cli_option (cli, "--seed"), &seed))
    return cli_usage_error (command, _("needs --seed N, a whole number from 0"));
  if (cli_option (cli, "--count") != NULL
      && !cli_parse_unsigned (cli_option (cli, "--count"), 1, 10000000, &count))
    return cli_usage_error (command, _("--count takes a number from 1 to 10000000"));
  if (count - 1 > G_MAXUINT64 - seed)
    {
      g_autofree char *max = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);
      return cli_usage_error (command, _("--seed N --count C needs N + C − 1 to be at most %s"), max);
    }
  if (count > 1 && (output != NULL || scenario != NULL))
    return cli_usage_error (command, _("-o and --scenario save one setup; leave out --count"));

  system = pick_system (cli, method, command);
  if (system == NULL)
    return CLI_INVALID;
  muster_terrain_params_init (&params, system, method);
  if (method == MUSTER_TERRAIN_SECTORS)
    {
      guint64 pieces;

      if (!cli_parse_unsigned (cli_option (cli, "--pieces"), 0, 100, &pieces))
        return cli_usage_error (command, _("needs --pieces K, the number of terrain pieces"));
      params.pieces = (int) pieces;
    }
  if (cli_option (cli, "--width") != NULL && !cli_parse_number (cli_option (cli, "--width"), 1, 10000, &params.width))
    return cli_usage_error (command, _("--width takes a number from 1 to 10000"));
  if (cli_option (cli, "--depth") != NULL && !cli_parse_number (cli_option (cli, "--depth"), 1, 10000, &params.depth))
    return cli_usage_error (command, _("--depth takes a number from 1 to 10000"));
  if (cli_option (cli, "--uw") != NULL && !cli_parse_number (cli_option (cli, "--uw"), 0.1, 1000, &params.uw))
    return cli_usage_error (command, _("--uw takes a number from 0.1 to 1000"));
  if (cli_option (cli, "--diagonal") != NULL)
    {
      guint64 diagonal;

      if (!cli_parse_unsigned (cli_option (cli, "--diagonal"), 1, 2, &diagonal))
        return cli_usage_error (command, _("--diagonal takes 1 (quarters 1 and 4) or 2 (quarters 2 and 3)"));
      params.diagonal = (int) diagonal - 1;
    }

  for (guint64 i = 0; i < count; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterTerrain) t = NULL;

      params.seed = seed + i;
      t = muster_terrain_generate (system, &params, &error);
      if (t == NULL)
        return cli_fail (cli, "%s", error->message);
      if (output != NULL && !muster_terrain_save_file (t, output, &error))
        return cli_fail (cli, "%s", error->message);
      if (scenario != NULL && !muster_terrain_save_scenario (t, scenario, &error))
        return cli_fail (cli, "%s", error->message);
      if (count > 1)
        {
          g_autoptr(JsonNode) node = terrain_json (t);
          g_autofree char *line = cli_json_to_string (node, FALSE);

          printf ("%s\n", line);     /* JSON, escaped by its writer */
        }
      else if (cli_flag (cli, "--json"))
        cli_print_json (terrain_json (t));
      else
        print_terrain_text (t);
    }
  return CLI_OK;
}

int
cli_terrain_sectors (CliContext *cli)
{
  return generate (cli, MUSTER_TERRAIN_SECTORS, "terrain sectors");
}

int
cli_terrain_quarters (CliContext *cli)
{
  return generate (cli, MUSTER_TERRAIN_QUARTERS, "terrain quarters");
}

int
cli_terrain_bidding (CliContext *cli)
{
  static const char * const allowed[] = { "--json", "--seed", "--moves", "--system", NULL };
  g_autoptr(MusterBidding) bidding = NULL;
  g_auto(GStrv) moves = NULL;
  const MusterSectorMethod *sm;
  MusterSystem *system;
  guint64 seed;
  GArray *log;

  if (!cli_check_options (cli, "terrain bidding", allowed))
    return CLI_INVALID;
  if (cli->args->len > 0)
    return cli_usage_error ("terrain bidding", _("takes options only"));
  if (!parse_u64 (cli_option (cli, "--seed"), &seed))
    return cli_usage_error ("terrain bidding", _("needs --seed N, a whole number from 0"));

  system = pick_system (cli, MUSTER_TERRAIN_SECTORS, "terrain bidding");
  if (system == NULL)
    return CLI_INVALID;
  sm = muster_system_get_sector_method (system);
  bidding = muster_bidding_new (seed, sm != NULL ? sm->max_pieces : 6);

  moves = g_strsplit (cli_option (cli, "--moves") != NULL ? cli_option (cli, "--moves") : "", ",", -1);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      const char *m = g_strstrip (moves[i]);
      guint64 n;
      gboolean ok;

      if (*m == '\0')
        continue;
      if (g_str_equal (m, "accept"))
        ok = muster_bidding_accept (bidding, &error);
      else if (g_ascii_string_to_unsigned (m, 10, 0, 1000, &n, NULL))
        ok = muster_bidding_bid (bidding, (int) n, &error);
      else
        return cli_fail (cli, _("Move %u, “%s”, is neither a bid (a number) nor “accept”."), i + 1, m);
      if (!ok)
        return cli_fail (cli, _("Move %u (%s) is not allowed: %s"), i + 1, m, error->message);
    }

  log = muster_bidding_get_log (bidding);
  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      gboolean done = muster_bidding_get_state (bidding) == MUSTER_BIDDING_DONE;

      json_builder_begin_object (b);
      cli_add_uint64 (b, "seed", seed);
      cli_add_string (b, "rng", MUSTER_RNG_NAME);
      add_rolls (b, "roll_off", log);
      cli_add_int (b, "opener", muster_bidding_get_opener (bidding) + 1);
      cli_add_bool (b, "finished", done);
      json_builder_set_member_name (b, "to_move");
      if (done)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, muster_bidding_get_to_move (bidding) + 1);
      json_builder_set_member_name (b, "defender");
      if (done)
        json_builder_add_int_value (b, muster_bidding_get_defender (bidding) + 1);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "attacker");
      if (done)
        json_builder_add_int_value (b, muster_bidding_get_attacker (bidding) + 1);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "pieces");
      if (done)
        json_builder_add_int_value (b, muster_bidding_get_pieces (bidding));
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    {
      for (guint i = 0; i < log->len; i++)
        {
          g_autofree char *text = muster_roll_describe (&g_array_index (log, MusterRoll, i));
          cli_out ("%s\n", text);
        }
      cli_out (_("Player %d opens the bidding.\n"), muster_bidding_get_opener (bidding) + 1);
      if (muster_bidding_get_state (bidding) == MUSTER_BIDDING_DONE)
        cli_out (_("Player %d defends with %d terrain pieces: he places them, chooses his table edge and "
                   "deploys first. Player %d attacks: he deploys second, moves first and may field a "
                   "reserve of up to 10%% of his army.\n"),
                 muster_bidding_get_defender (bidding) + 1, muster_bidding_get_pieces (bidding),
                 muster_bidding_get_attacker (bidding) + 1);
      else if (muster_bidding_get_last_bid (bidding) == 0)
        cli_out (_("Player %d to open with a bid of 1 to %d.\n"), muster_bidding_get_to_move (bidding) + 1,
                 sm != NULL ? sm->max_pieces : 6);
      else
        cli_out (_("Player %d to accept %d pieces or bid fewer.\n"), muster_bidding_get_to_move (bidding) + 1,
                 muster_bidding_get_last_bid (bidding));
    }
  return CLI_OK;
}
