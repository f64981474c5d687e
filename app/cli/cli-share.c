/* cli-share.c: "muster-cli share encode ARMY.xml" prints an army's share
 * code; "muster-cli share decode CODE -o ARMY.xml" writes the army back
 * ("-" for CODE: read it from standard input, for a code longer than one
 * command-line argument may be).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

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

/* Standard input, up to one byte more than a share code's longest text. */
static char *
read_stdin (GError **error)
{
  GString *text = g_string_new (NULL);
  char buf[65536];
  gsize n;

  while (text->len <= MUSTER_SHARE_MAX_TEXT && (n = fread (buf, 1, sizeof buf, stdin)) > 0)
    g_string_append_len (text, buf, n);
  if (ferror (stdin))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The share code could not be read from standard input."));
      g_string_free (text, TRUE);
      return NULL;
    }
  if (memchr (text->str, '\0', text->len) != NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT, _("The share code is not valid text."));
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
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

  if (g_str_equal (g_ptr_array_index (cli->args, 0), "-"))
    {
      g_autofree char *code = read_stdin (&error);

      if (code == NULL)
        return cli_fail (cli, "%s", error->message);
      army = muster_share_decode (cli_catalog (cli), code, &error);
    }
  else
    army = muster_share_decode (cli_catalog (cli), g_ptr_array_index (cli->args, 0), &error);
  if (army == NULL)
    return cli_fail (cli, "%s", error->message);
  if (!muster_army_save_file (army, output, &error))
    return cli_fail (cli, "%s", error->message);
  return CLI_OK;
}
