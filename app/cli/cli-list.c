/* cli-list.c: published army lists on the command line: "check LIST.xml"
 * for a list anywhere on disk, "list diff OLD NEW", "list install FILE" and
 * "list installed". Exit 0 done, 1 a list refused, 2 a usage error.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-cli.h"

/* Says why a list was refused (and as JSON with --json); exit 1. */
static int
refuse (CliContext *cli, const GError *error)
{
  cli_fail (cli, "%s", error->message);
  return CLI_BROKEN;
}

int
cli_check_list (CliContext *cli, const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(MusterSystem) system = muster_list_load (cli_catalog (cli), file, &report, &error);
  const MusterFaction *faction;

  if (system == NULL)
    return refuse (cli, error);
  faction = muster_system_lookup_faction_version (system, report->faction_id, report->version);
  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      cli_add_bool (b, "valid", TRUE);
      cli_add_string (b, "kind", "list");
      cli_add_string (b, "system", report->system_id);
      cli_add_string (b, "id", report->faction_id);
      cli_add_string (b, "version", report->version);
      cli_add_string (b, "author", report->author);
      cli_add_int (b, "units", faction->units->len);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    /* TRANSLATORS: "france.xml: valid; the list “France” 1.1.0 of clouds-of-smoke has 8 unit types." */
    cli_out (_("%s: valid; the list “%s” %s of %s has %u unit types.\n"), file, muster_text_get (&report->name),
             report->version, report->system_id, faction->units->len);
  return CLI_OK;
}

/* ---- list diff ---- */

static void
add_change (JsonBuilder *b, const MusterListDiffItem *item)
{
  g_autofree char *sentence = muster_list_diff_item_describe (item);

  json_builder_begin_object (b);
  cli_add_string (b, "code", muster_list_diff_kind_code (item->kind));
  cli_add_string (b, "unit", item->unit_id);
  cli_add_string (b, "preparation", item->preparation_id);
  cli_add_string (b, "field", item->field);
  cli_add_string (b, "old", item->old_value);
  cli_add_string (b, "new", item->new_value);
  cli_add_string (b, "message", sentence);
  json_builder_end_object (b);
}

int
cli_list_diff (CliContext *cli)
{
  static const char * const allowed[] = { "--json", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterListInstall) old_report = NULL;
  g_autoptr(MusterListInstall) new_report = NULL;
  g_autoptr(MusterSystem) old_system = NULL;
  g_autoptr(MusterSystem) new_system = NULL;
  g_autoptr(GPtrArray) items = NULL;
  const MusterFaction *old_list, *new_list;

  if (!cli_check_options (cli, "list diff", allowed))
    return CLI_INVALID;
  if (cli->args->len != 2)
    return cli_usage_error ("list diff", _("needs the old and the new list file"));
  old_system = muster_list_load (cli_catalog (cli), g_ptr_array_index (cli->args, 0), &old_report, &error);
  if (old_system == NULL)
    return refuse (cli, error);
  new_system = muster_list_load (cli_catalog (cli), g_ptr_array_index (cli->args, 1), &new_report, &error);
  if (new_system == NULL)
    return refuse (cli, error);
  if (!g_str_equal (old_report->system_id, new_report->system_id))
    {
      g_set_error (&error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("%s is a list of %s and %s one of %s: only two lists of one system can be compared."),
                   old_report->path, old_report->system_id, new_report->path, new_report->system_id);
      return refuse (cli, error);
    }
  old_list = muster_system_lookup_faction_version (old_system, old_report->faction_id, old_report->version);
  new_list = muster_system_lookup_faction_version (new_system, new_report->faction_id, new_report->version);
  items = muster_list_diff (new_system, old_list, new_list);

  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      cli_add_string (b, "system", new_report->system_id);
      cli_add_string (b, "old_id", old_report->faction_id);
      cli_add_string (b, "old_version", old_report->version);
      cli_add_string (b, "new_id", new_report->faction_id);
      cli_add_string (b, "new_version", new_report->version);
      json_builder_set_member_name (b, "changes");
      json_builder_begin_array (b);
      for (guint i = 0; i < items->len; i++)
        add_change (b, g_ptr_array_index (items, i));
      json_builder_end_array (b);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else
    {
      /* TRANSLATORS: "France 1.0.0 → 1.1.0: 3 changes" */
      cli_out (g_dngettext (GETTEXT_PACKAGE, "%s %s → %s: %u change\n", "%s %s → %s: %u changes\n", items->len),
               muster_text_get (&new_report->name), old_report->version, new_report->version, items->len);
      for (guint i = 0; i < items->len; i++)
        {
          const MusterListDiffItem *item = g_ptr_array_index (items, i);
          g_autofree char *sentence = muster_list_diff_item_describe (item);

          cli_out ("  [%s] %s\n", muster_list_diff_kind_code (item->kind), sentence);
        }
    }
  return CLI_OK;
}

/* ---- list install, list installed ---- */

int
cli_list_install (CliContext *cli)
{
  static const char * const allowed[] = { "--json", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterListInstall) report = NULL;

  if (!cli_check_options (cli, "list install", allowed))
    return CLI_INVALID;
  if (cli->args->len != 1)
    return cli_usage_error ("list install", _("needs exactly one file"));
  if (!muster_list_install (cli_catalog (cli), g_ptr_array_index (cli->args, 0), &report, &error))
    return refuse (cli, error);

  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      cli_add_bool (b, "installed", !report->unchanged);
      cli_add_string (b, "system", report->system_id);
      cli_add_string (b, "id", report->faction_id);
      cli_add_string (b, "version", report->version);
      cli_add_string (b, "previous_version", report->previous_version);
      cli_add_string (b, "file", report->installed_path);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  else if (report->unchanged)
    cli_out (_("The list “%s” %s is installed already, from the same file: nothing to do (%s).\n"),
             muster_text_get (&report->name), report->version, report->installed_path);
  else if (report->previous_version != NULL)
    cli_out (_("Installed the list “%s” %s for %s, beside version %s: %s\n"), muster_text_get (&report->name),
             report->version, report->system_id, report->previous_version, report->installed_path);
  else
    cli_out (_("Installed the list “%s” %s for %s: %s\n"), muster_text_get (&report->name),
             report->version, report->system_id, report->installed_path);
  return CLI_OK;
}

int
cli_list_installed (CliContext *cli)
{
  static const char * const allowed[] = { "--json", NULL };
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(JsonBuilder) b = NULL;

  if (!cli_check_options (cli, "list installed", allowed))
    return CLI_INVALID;
  if (cli->args->len > 0)
    return cli_usage_error ("list installed", _("takes no arguments"));
  entries = muster_list_installed (cli_catalog (cli));
  if (cli_flag (cli, "--json"))
    {
      b = json_builder_new ();
      json_builder_begin_array (b);
    }
  for (guint i = 0; i < entries->len; i++)
    {
      const MusterListEntry *e = g_ptr_array_index (entries, i);
      const MusterFaction *f = e->faction;

      if (b != NULL)
        {
          json_builder_begin_object (b);
          cli_add_string (b, "system", e->system_id);
          cli_add_string (b, "id", f->id);
          cli_add_string (b, "version", f->version);
          cli_add_string (b, "author", f->author);
          cli_add_bool (b, "installed", f->installed);
          cli_add_string (b, "file", f->file);
          json_builder_end_object (b);
        }
      else
        cli_out ("%s\t%s\t%s\t%s\t%s\n", e->system_id, f->id, f->version != NULL ? f->version : "-",
                 f->installed ? _("installed") : _("shipped"), f->file != NULL ? f->file : "-");
    }
  if (b != NULL)
    {
      json_builder_end_array (b);
      cli_print_json (json_builder_get_root (b));
    }
  return CLI_OK;
}
