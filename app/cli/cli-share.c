/* cli-share.c: "muster-cli share encode ARMY.xml" prints an army's share
 * code; "muster-cli share decode CODE -o ARMY.xml" writes the army back.
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "muster-cli.h"

int
cli_share_encode (CliContext *cli)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = NULL;
  g_autofree char *code = NULL;

  if (!cli_check_options (cli, "share encode", NULL))
    return CLI_INVALID;
  if (cli->args->len != 1)
    return cli_usage_error ("share encode", _("needs exactly one army file"));

  army = muster_army_load_file (cli_catalog (cli), g_ptr_array_index (cli->args, 0), &error);
  if (army == NULL)
    return cli_fail (cli, "%s", error->message);
  code = muster_share_encode (army);
  cli_out ("%s\n", code);
  return CLI_OK;
}

int
cli_share_decode (CliContext *cli)
{
  static const char * const allowed[] = { "-o", "--output", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = NULL;
  const char *output = cli_option (cli, "-o") != NULL ? cli_option (cli, "-o") : cli_option (cli, "--output");

  if (!cli_check_options (cli, "share decode", allowed))
    return CLI_INVALID;
  if (cli->args->len != 1)
    return cli_usage_error ("share decode", _("needs exactly one share code (quote it)"));
  if (output == NULL)
    return cli_usage_error ("share decode", _("needs -o FILE for the army"));

  army = muster_share_decode (cli_catalog (cli), g_ptr_array_index (cli->args, 0), &error);
  if (army == NULL)
    return cli_fail (cli, "%s", error->message);
  if (!muster_army_save_file (army, output, &error))
    return cli_fail (cli, "%s", error->message);
  return CLI_OK;
}
