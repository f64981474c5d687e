/* cli-check.c: "muster-cli check FILE": validates any Muster file. A system
 * or faction file loads its whole system folder (a published list outside
 * one, the system it names: cli-list.c); an army is checked against its
 * system's rules and reported with its derived values and problems.
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "muster-cli.h"

/* folder NULL: the file alone, with its inline factions; else the file is
 * folder's system.xml (faction NULL) or the file faction of its factions/,
 * and the system loads with doc for it instead of reading it again */
static int
check_system (CliContext *cli, const char *file, const char *folder, const char *faction, xmlDoc *doc)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = folder == NULL ? muster_system_load_doc (NULL, doc, file, &error)
                                   : faction == NULL ? muster_system_load_with (folder, doc, NULL, NULL, &error)
                                   : muster_system_load_with (folder, NULL, faction, doc, &error);
  GPtrArray *factions;
  guint units = 0;

  if (system == NULL)
    return cli_fail (cli, "%s", error->message);
  /* a file of the system's own folder that the loader left out (the window
   * shows the rest of the system) fails the author's check */
  if (folder != NULL)
    {
      GPtrArray *left_out = muster_system_get_list_errors (system);
      g_autofree char *prefix = g_strconcat (folder, G_DIR_SEPARATOR_S, NULL);

      for (guint i = 0; i < left_out->len; i++)
        if (g_str_has_prefix (g_ptr_array_index (left_out, i), prefix))
          return cli_fail (cli, "%s", (const char *) g_ptr_array_index (left_out, i));
    }

  factions = muster_system_get_factions (system);
  for (guint i = 0; i < factions->len; i++)
    units += ((const MusterFaction *) g_ptr_array_index (factions, i))->units->len;

  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      cli_add_bool (b, "valid", TRUE);
      cli_add_string (b, "kind", "system");
      cli_add_string (b, "id", muster_system_get_id (system));
      cli_add_int (b, "factions", factions->len);
      cli_add_int (b, "units", units);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    cli_out (_("%s: valid; the system “%s” has %u factions and %u unit types.\n"),
             file, muster_system_get_id (system), factions->len, units);
  return CLI_OK;
}

/* Each regiment's values (<regiment-values>: cost, movement ...). */
static void
add_regiments (JsonBuilder *b, MusterArmy *army, const MusterReport *report)
{
  GPtrArray *values = muster_system_get_regiment_values (muster_army_get_system (army));

  json_builder_set_member_name (b, "regiments");
  json_builder_begin_array (b);
  for (guint r = 0; r < muster_army_get_n_regiments (army); r++)
    {
      const MusterArmyRegiment *reg = muster_army_get_regiment (army, r);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      if (reg->name != NULL)
        json_builder_add_string_value (b, reg->name);
      else
        json_builder_add_null_value (b);
      cli_add_bool (b, "reserve", reg->reserve);
      json_builder_set_member_name (b, "values");
      json_builder_begin_object (b);
      for (guint v = 0; v < values->len; v++)
        {
          const MusterRegimentValue *value = g_ptr_array_index (values, v);
          cli_add_number (b, value->id, muster_report_get_regiment_value (report, army, r, value->id, NULL));
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
print_regiments (MusterArmy *army, const MusterReport *report)
{
  GPtrArray *values = muster_system_get_regiment_values (muster_army_get_system (army));

  if (values->len == 0)
    return;
  for (guint r = 0; r < muster_army_get_n_regiments (army); r++)
    {
      const MusterArmyRegiment *reg = muster_army_get_regiment (army, r);
      g_autoptr(GString) line = g_string_new (NULL);

      for (guint v = 0; v < values->len; v++)
        {
          const MusterRegimentValue *value = g_ptr_array_index (values, v);
          g_autofree char *num = muster_format_number (muster_report_get_regiment_value (report, army, r, value->id, NULL));

          g_string_append_printf (line, "%s%s %s", v > 0 ? ", " : "", muster_text_get (&value->name), num);
        }
      /* TRANSLATORS: "  Regiment Khan's guard: Cost 82, Movement 9" */
      cli_out (_("  Regiment %s: %s\n"), reg->name != NULL ? reg->name : _("(unnamed)"), line->str);
    }
}

static int
check_army (CliContext *cli, const char *file, xmlDoc *doc)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_army_load_doc (cli_catalog (cli), doc, file, &error);
  g_autoptr(MusterReport) report = NULL;
  const MusterCommanderRole *next_role;
  gboolean costs;

  if (army == NULL)
    return cli_fail (cli, "%s", error->message);
  report = muster_rules_check (army);
  next_role = muster_rules_next_commander_role (army, report);
  costs = muster_system_declares_costs (muster_army_get_system (army));

  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      cli_add_bool (b, "valid", report->valid);
      cli_add_string (b, "kind", "army");
      cli_add_string (b, "system", muster_system_get_id (muster_army_get_system (army)));
      cli_add_string (b, "faction", muster_army_get_faction (army)->id);
      cli_add_list_version (b, army);
      cli_add_bool (b, "costs", costs);
      if (costs)
        {
          cli_add_number (b, "points", report->spent);
          cli_add_number (b, "points_limit", report->limit);
        }
      cli_add_bool (b, "can_add_commander", next_role != NULL);
      json_builder_set_member_name (b, "next_commander_role");
      if (next_role != NULL)
        json_builder_add_string_value (b, next_role->id);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "problems");
      json_builder_begin_array (b);
      for (guint i = 0; i < report->problems->len; i++)
        {
          const MusterProblem *p = &g_array_index (report->problems, MusterProblem, i);

          json_builder_begin_object (b);
          cli_add_string (b, "code", p->code);
          cli_add_string (b, "severity", p->severity == MUSTER_SEVERITY_ERROR ? "error" : "warning");
          cli_add_string (b, "message", muster_problem_get_message (p));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "derived");
      json_builder_begin_object (b);
      for (guint i = 0; i < report->values->len; i++)
        {
          const MusterValue *v = &g_array_index (report->values, MusterValue, i);
          cli_add_number (b, v->derived->id, v->value);
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "breakdown");
      json_builder_begin_object (b);
      for (guint i = 0; i < report->values->len; i++)
        {
          const MusterValue *v = &g_array_index (report->values, MusterValue, i);

          if (v->terms->len == 0)
            continue;
          json_builder_set_member_name (b, v->derived->id);
          json_builder_begin_array (b);
          for (guint t = 0; t < v->terms->len; t++)
            {
              json_builder_begin_object (b);
              cli_add_string (b, "label", muster_text_get (&g_array_index (v->derived->terms, MusterTerm, t).label));
              cli_add_number (b, "value", g_array_index (v->terms, double, t));
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
      if (muster_system_get_army_options (muster_army_get_system (army))->regiments)
        add_regiments (b, army, report);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    {
      g_autofree char *spent = muster_format_number (report->spent);
      g_autofree char *limit = muster_format_number (report->limit);

      const char *currency = muster_system_get_army_options (muster_army_get_system (army))->currency;

      gulong n = (gulong) report->limit;

      if (costs)
        /* TRANSLATORS: "army.xml: 396 of 400 points; valid" */
        cli_out (_("%s: %s of %s %s; %s\n"), file, spent, limit,
                 g_str_equal (currency, "coins") ? g_dngettext (GETTEXT_PACKAGE, "coin", "coins", n)
                                                 : g_dngettext (GETTEXT_PACKAGE, "point", "points", n),
                 report->valid ? _("valid") : _("breaks the rules"));
      else
        /* TRANSLATORS: "army.xml: valid", for a system whose rules give no prices */
        cli_out (_("%s: %s\n"), file, report->valid ? _("valid") : _("breaks the rules"));
      for (guint i = 0; i < report->values->len; i++)
        {
          const MusterValue *v = &g_array_index (report->values, MusterValue, i);
          g_autofree char *num = muster_format_number (v->value);

          if (!v->derived->hidden)
            cli_out ("  %s: %s\n", muster_text_get (&v->derived->name), num);
        }
      print_regiments (army, report);
      for (guint i = 0; i < report->problems->len; i++)
        {
          const MusterProblem *p = &g_array_index (report->problems, MusterProblem, i);
          cli_out ("  %s [%s] %s\n", p->severity == MUSTER_SEVERITY_ERROR ? _("error") : _("warning"),
                   p->code, muster_problem_get_message (p));
        }
      cli_print_list_version (army);
    }
  return report->valid ? CLI_OK : CLI_BROKEN;
}

static int
check_scenario (CliContext *cli, const char *file, xmlDoc *doc)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterScenario) scenario = muster_scenario_load_doc (cli_catalog (cli), doc, file, &error);
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *folder = NULL;
  gboolean valid;

  if (scenario == NULL)
    return cli_fail (cli, "%s", error->message);
  folder = g_path_get_dirname (file);
  problems = muster_scenario_check (scenario, cli_catalog (cli), folder);
  valid = !muster_scenario_problems_have_error (problems);
  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      cli_add_bool (b, "valid", valid);
      cli_add_string (b, "kind", "scenario");
      cli_add_string (b, "system", muster_system_get_id (muster_scenario_get_system (scenario)));
      json_builder_set_member_name (b, "problems");
      json_builder_begin_array (b);
      for (guint i = 0; i < problems->len; i++)
        {
          const MusterScenarioProblem *p = g_ptr_array_index (problems, i);

          json_builder_begin_object (b);
          cli_add_string (b, "code", p->code);
          cli_add_string (b, "severity", p->warning ? "warning" : "error");
          cli_add_string (b, "message", p->message);
          /* what it points at: an item (by its index in the file), a side,
           * that side's force; each only when it is about one */
          if (p->item >= 0)
            cli_add_int (b, "item", p->item);
          if (p->side >= 0)
            cli_add_string (b, "side", muster_scenario_get_side (scenario, (guint) p->side)->id);
          if (p->force >= 0)
            cli_add_int (b, "force", p->force);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    {
      cli_out (valid ? _("%s: valid scenario\n") : _("%s: scenario breaks its rules\n"), file);
      for (guint i = 0; i < problems->len; i++)
        {
          const MusterScenarioProblem *p = g_ptr_array_index (problems, i);

          cli_out ("  %s [%s] %s\n", p->warning ? _("warning") : _("error"), p->code, p->message);
        }
    }
  return valid ? CLI_OK : CLI_BROKEN;
}

static int
check_terrain (CliContext *cli, const char *file, xmlDoc *doc)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) terrain = muster_terrain_load_doc (cli_catalog (cli), doc, file, &error);

  if (terrain == NULL)
    return cli_fail (cli, "%s", error->message);
  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cli_add_bool (b, "valid", TRUE);
      cli_add_string (b, "kind", "terrain");
      cli_add_int (b, "pieces", muster_terrain_get_n_pieces (terrain));
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    cli_out (_("%s: valid terrain setup with %u pieces\n"), file, muster_terrain_get_n_pieces (terrain));
  return CLI_OK;
}

int
cli_check (CliContext *cli)
{
  static const char * const allowed[] = { "--json", NULL };
  g_autoptr(GError) error = NULL;
  const char *file;
  MusterSchema kind = MUSTER_SCHEMA_ANY;
  xmlDoc *doc;
  xmlNode *root;
  int status;

  if (!cli_check_options (cli, "check", allowed))
    return CLI_INVALID;
  if (cli->args->len != 1)
    return cli_usage_error ("check", _("needs exactly one file"));
  file = g_ptr_array_index (cli->args, 0);

  doc = muster_xml_load_file (file, MUSTER_SCHEMA_ANY, &kind, &error);
  if (doc == NULL)
    {
      muster_list_explain_error (error);
      return cli_fail (cli, "%s", error->message);
    }
  root = xmlDocGetRootElement (doc);

  switch (kind)
    {
    case MUSTER_SCHEMA_SYSTEM:
      {
        g_autofree char *dir = g_path_get_dirname (file);

        g_autofree char *name = g_path_get_basename (file);

        if (muster_xml_is (root, "system"))
          status = check_system (cli, file, g_str_equal (name, "system.xml") ? dir : NULL, NULL, doc);
        else
          {
            g_autofree char *base = g_path_get_basename (dir);
            g_autofree char *system_dir = g_path_get_dirname (dir);
            g_autofree char *system_xml = g_build_filename (system_dir, "system.xml", NULL);

            if (g_str_equal (base, "factions") && g_file_test (system_xml, G_FILE_TEST_IS_REGULAR))
              status = check_system (cli, file, system_dir, name, doc);
            else
              status = cli_check_list (cli, file);
          }
        break;
      }
    case MUSTER_SCHEMA_ARMY:
      status = check_army (cli, file, doc);
      break;
    case MUSTER_SCHEMA_SCENARIO:
      status = check_scenario (cli, file, doc);
      break;
    case MUSTER_SCHEMA_TERRAIN:
      status = check_terrain (cli, file, doc);
      break;
    case MUSTER_SCHEMA_ANY:
    case MUSTER_N_SCHEMAS:
    default:
      status = cli_fail (cli, _("%s: this kind of file cannot be checked yet."), file);
      break;
    }
  xmlFreeDoc (doc);
  return status;
}
