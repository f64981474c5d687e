/* cli-publish.c: "muster-cli publish": the booklet of a published army list
 * as a PDF, from a list file anywhere on disk (loaded with the system its
 * system="…" names) or from an installed list by system and faction id,
 * written beside the target and renamed over it. Exit 1: the list is
 * refused (nothing written); 2: usage, an unreadable file, an unknown id.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-cli.h"
#include "muster-published-list.h"
#include "muster-sheet.h"

/* Whether @error says the list was read but refused by its checks
 * (schema, ids, expressions), rather than that it could not be read. */
static gboolean
is_refusal (const GError *error)
{
  return error->domain == MUSTER_ERROR
         && (error->code == MUSTER_ERROR_INVALID || error->code == MUSTER_ERROR_REFERENCE
             || error->code == MUSTER_ERROR_EXPRESSION);
}

/* An installed list: the newest version of the faction. */
static MusterPublishedList *
lookup_installed (CliContext *cli, const char *system_id, const char *faction_id)
{
  MusterSystem *system = muster_catalog_lookup (cli_catalog (cli), system_id);
  const MusterFaction *faction;

  if (system == NULL)
    {
      cli_fail (cli, _("There is no system “%s”; “muster-cli systems” lists those installed."), system_id);
      return NULL;
    }
  faction = muster_system_lookup_faction (system, faction_id);
  if (faction == NULL)
    {
      cli_fail (cli, _("The system “%s” has no list “%s”; “muster-cli system show %s” lists its factions."),
                system_id, faction_id, system_id);
      return NULL;
    }
  return muster_published_list_new (system, faction);
}

int
cli_publish (CliContext *cli)
{
  static const char * const allowed[] = { "-o", "--output", "--paper", NULL };
  static const char * const ids[] = { "booklet", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterPublishedList) list = NULL;
  g_autoptr(MusterPrintJob) job = NULL;
  g_autofree char *title = NULL;
  const MusterPaper *paper = muster_paper_default ();
  const char *out = cli_option (cli, "-o") != NULL ? cli_option (cli, "-o") : cli_option (cli, "--output");
  const char *paper_id = cli_option (cli, "--paper");
  MusterPage page;

  if (!cli_check_options (cli, "publish", allowed))
    return CLI_INVALID;
  if (cli->args->len != 1 && cli->args->len != 2)
    return cli_usage_error ("publish", _("needs a list file, or a system id and a faction id"));
  if (out == NULL)
    return cli_usage_error ("publish", _("needs -o BOOKLET.pdf"));
  if (paper_id != NULL && (paper = muster_paper_lookup (paper_id)) == NULL)
    return cli_usage_error ("publish", _("--paper takes a4, letter or a5, not “%s”"), paper_id);

  if (cli->args->len == 2)
    {
      list = lookup_installed (cli, g_ptr_array_index (cli->args, 0), g_ptr_array_index (cli->args, 1));
      if (list == NULL)
        return CLI_INVALID;
    }
  else
    {
      list = muster_published_list_load_file (cli_catalog (cli), g_ptr_array_index (cli->args, 0), &error);
      if (list == NULL)
        {
          cli_fail (cli, "%s", error->message);
          return is_refusal (error) ? CLI_BROKEN : CLI_INVALID;
        }
    }
  muster_page_init (&page, paper, FALSE, MUSTER_PAPER_MARGIN);
  job = muster_print_job_new (G_OBJECT (list), ids, NULL, &page, &error);
  if (job == NULL)
    return cli_fail (cli, "%s", error->message);
  title = muster_published_list_dup_title (list);
  if (!muster_print_job_to_pdf (job, out, title, NULL, NULL, NULL, &error))
    return cli_fail (cli, "%s", error->message);
  return CLI_OK;
}
