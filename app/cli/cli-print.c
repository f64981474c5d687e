/* cli-print.c: "muster-cli print": any document's sheets in one PDF, in the
 * order given, written atomically. A sheet that does not apply, an unknown
 * sheet or paper, a card that does not fit: exit 2 and nothing written.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "muster-cli.h"
#include "muster-sheet.h"

/* The army, terrain setup or scenario in @file; NULL with a message. */
static GObject *
load_document (CliContext *cli, const char *file, GError **error)
{
  MusterSchema kind = MUSTER_SCHEMA_ANY;
  xmlDoc *doc = muster_xml_load_file (file, MUSTER_SCHEMA_ANY, &kind, error);
  GObject *document = NULL;

  if (doc == NULL)
    return NULL;
  switch (kind)
    {
    case MUSTER_SCHEMA_ARMY:
      document = G_OBJECT (muster_army_load_doc (cli_catalog (cli), doc, file, error));
      break;
    case MUSTER_SCHEMA_TERRAIN:
      document = G_OBJECT (muster_terrain_load_doc (cli_catalog (cli), doc, file, error));
      break;
    case MUSTER_SCHEMA_SCENARIO:
      document = G_OBJECT (muster_scenario_load_doc (cli_catalog (cli), doc, file, error));
      break;
    default:
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("%s: this kind of file has no sheets to print; armies, terrain setups and scenarios do."), file);
      break;
    }
  xmlFreeDoc (doc);
  return document;
}

/* Where a scenario's forces' armies are read for its sheet: army files
 * from the scenario file's folder, library armies from the library (of
 * --library or the default one, read only, opened only when a force names
 * one; one that does not open leaves them named by their number). */
static MusterForceArmies *
scenario_armies (CliContext *cli, MusterScenario *scenario, const char *file)
{
  g_autofree char *dir = g_path_get_dirname (file);
  g_autofree char *folder = g_canonicalize_filename (dir, NULL);
  g_autoptr(MusterLibrary) library = NULL;
  MusterForceArmies *armies;

  for (guint s = 0; library == NULL && s < muster_scenario_get_n_sides (scenario); s++)
    {
      GArray *forces = muster_scenario_get_side (scenario, s)->forces;

      for (guint f = 0; library == NULL && f < forces->len; f++)
        if (g_array_index (forces, MusterForce, f).library > 0)
          library = muster_library_open_read_only (cli_option (cli, "--library"), NULL);
    }
  armies = muster_force_armies_new (cli_catalog (cli), library);
  muster_force_armies_set_folder (armies, folder);
  return armies;
}

static gboolean
parse_options (CliContext *cli, MusterSheetOptions *options, GObject *document, GError **error)
{
  const char *sets = cli_option (cli, "--sets");
  const char *backs = cli_option (cli, "--backs");
  const char *card = cli_option (cli, "--card");
  const char *decoys = cli_option (cli, "--decoys");

  if (sets != NULL)
    {
      guint64 n;

      if (!g_ascii_string_to_unsigned (sets, 10, 0, 200, &n, NULL))
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("--sets takes a number from 0 to 200 (0: one set per unit and a spare), not “%s”"), sets);
          return FALSE;
        }
      options->sets = (int) n;
    }
  if (decoys != NULL)
    {
      guint64 n;

      if (!g_ascii_string_to_unsigned (decoys, 10, 0, 100, &n, NULL))
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("--decoys takes a number from 0 to 100, not “%s”"), decoys);
          return FALSE;
        }
      options->decoys = (int) n;
    }
  if (backs != NULL)
    {
      if (g_str_equal (backs, "long"))
        options->backs = MUSTER_BACKS_LONG_EDGE;
      else if (g_str_equal (backs, "short"))
        options->backs = MUSTER_BACKS_SHORT_EDGE;
      else if (g_str_equal (backs, "none"))
        options->backs = MUSTER_BACKS_NONE;
      else
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("--backs takes long, short or none, not “%s”"), backs);
          return FALSE;
        }
    }
  if (card != NULL)
    {
      if (g_str_equal (card, "poker"))
        options->card = MUSTER_CARD_POKER;
      else if (g_str_equal (card, "large"))
        options->card = MUSTER_CARD_LARGE;
      else
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("--card takes poker (63 × 88 mm) or large (70 × 120 mm), not “%s”"), card);
          return FALSE;
        }
    }
  /* --ambush TYPE: the army entries of that unit type get markers */
  if (cli->ambush->len > 0)
    {
      MusterArmy *army = MUSTER_IS_ARMY (document) ? MUSTER_ARMY (document) : NULL;

      options->ambush = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint a = 0; a < cli->ambush->len; a++)
        {
          const char *type = g_ptr_array_index (cli->ambush, a);
          gboolean found = FALSE;

          for (guint i = 0; army != NULL && i < muster_army_get_n_units (army); i++)
            if (g_str_equal (muster_army_get_unit (army, i)->type->id, type))
              {
                g_array_append_val (options->ambush, i);
                found = TRUE;
              }
          if (!found)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                           _("--ambush: the army has no unit of type “%s”"), type);
              return FALSE;
            }
        }
    }
  return TRUE;
}

int
cli_print (CliContext *cli)
{
  static const char * const allowed[] = { "-o", "--output", "--paper", "--landscape", "--sets", "--backs",
                                          "--card", "--decoys", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) document = NULL;
  g_autoptr(MusterPrintJob) job = NULL;
  g_autofree char *title = NULL;
  const MusterPaper *paper = muster_paper_default ();
  MusterSheetOptions options;
  MusterPage page;
  const char *out = cli_option (cli, "-o") != NULL ? cli_option (cli, "-o") : cli_option (cli, "--output");
  const char *paper_id = cli_option (cli, "--paper");
  int status = CLI_OK;

  if (!cli_check_options (cli, "print", allowed))
    return CLI_INVALID;
  if (cli->args->len != 1)
    return cli_usage_error ("print", _("needs exactly one file"));
  if (cli->sheets->len == 0)
    {
      g_autoptr(GString) all = g_string_new (NULL);

      for (const char * const *id = muster_sheet_list_ids (); *id != NULL; id++)
        g_string_append_printf (all, "%s%s", all->len > 0 ? ", " : "", *id);
      return cli_usage_error ("print", _("needs at least one --sheet NAME (%s)"), all->str);
    }
  if (out == NULL)
    return cli_usage_error ("print", _("needs -o OUT.pdf"));
  if (paper_id != NULL && (paper = muster_paper_lookup (paper_id)) == NULL)
    return cli_usage_error ("print", _("--paper takes a4, letter or a5, not “%s”"), paper_id);

  document = load_document (cli, g_ptr_array_index (cli->args, 0), &error);
  if (document == NULL)
    return cli_fail (cli, "%s", error->message);

  muster_sheet_options_init (&options);
  if (!parse_options (cli, &options, document, &error))
    {
      muster_sheet_options_clear (&options);
      return cli_fail (cli, "%s", error->message);
    }
  if (MUSTER_IS_SCENARIO (document))
    options.armies = scenario_armies (cli, MUSTER_SCENARIO (document), g_ptr_array_index (cli->args, 0));
  muster_page_init (&page, paper, cli_flag (cli, "--landscape"), MUSTER_PAPER_MARGIN);
  g_ptr_array_add (cli->sheets, NULL);
  job = muster_print_job_new (document, (const char * const *) cli->sheets->pdata, &options, &page, &error);
  g_ptr_array_remove_index (cli->sheets, cli->sheets->len - 1);
  muster_sheet_options_clear (&options);
  if (job == NULL)
    return cli_fail (cli, "%s", error->message);

  if (MUSTER_IS_ARMY (document))
    title = muster_army_dup_title (MUSTER_ARMY (document));
  if (!muster_print_job_to_pdf (job, out, title, NULL, NULL, NULL, &error))
    status = cli_fail (cli, "%s", error->message);
  return status;
}
