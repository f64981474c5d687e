/* cli-library.c: "muster-cli library add|list|search|export": keeping army
 * files in the library (a new revision when the army is already there),
 * listing and searching it as text or JSON a page at a time, and writing an
 * army back out. Only add writes to the library; the others open it for
 * reading, so they work on a library they may not write and change
 * nothing beside it.
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "muster-cli.h"
#include "muster-output.h"
#include "muster-library.h"

/* The library of --library or the default one; a file moved aside on the
 * way is told on stderr and the command goes on with the new library. */
static MusterLibrary *
open_library (CliContext *cli,
              GError    **error)
{
  g_autofree char *moved_aside = NULL;
  MusterLibrary *library = muster_library_open (cli_option (cli, "--library"), &moved_aside, error);

  if (moved_aside != NULL)
    cli_err ("%s\n", moved_aside);
  return library;
}

/* The library for a command that only reads it. */
static MusterLibrary *
open_library_to_read (CliContext *cli,
                      GError    **error)
{
  return muster_library_open_read_only (cli_option (cli, "--library"), error);
}

#define PAGE_DEFAULT 50
#define PAGE_MAX     1000000

/* --offset N and --limit N (0: every one); FALSE after a usage error. */
static gboolean
page_options (CliContext *cli,
              const char *command,
              guint      *offset,
              guint      *limit)
{
  const char *text;
  guint64 value = 0;

  *offset = 0;
  *limit = PAGE_DEFAULT;
  if ((text = cli_option (cli, "--limit")) != NULL)
    {
      if (!cli_parse_unsigned (text, 0, PAGE_MAX, &value))
        {
          cli_usage_error (command, _("--limit takes a whole number from 0 (every one) to %d"), PAGE_MAX);
          return FALSE;
        }
      *limit = (guint) value;
    }
  if ((text = cli_option (cli, "--offset")) != NULL)
    {
      if (!cli_parse_unsigned (text, 0, G_MAXINT, &value))
        {
          cli_usage_error (command, _("--offset takes a whole number from 0"));
          return FALSE;
        }
      *offset = (guint) value;
    }
  return TRUE;
}

/* Cuts the one entry asked for beyond a page of limit (to learn whether
 * more follow) and, for text output, tells on stderr how to see them. */
static void
end_page (CliContext *cli,
          GPtrArray  *entries,
          guint       offset,
          guint       limit)
{
  if (limit == 0 || entries->len <= limit)
    return;
  g_ptr_array_set_size (entries, limit);
  if (!cli_flag (cli, "--json"))
    cli_err (_("More follow: --offset %u shows the next %u.\n"), offset + limit, limit);
}

static char *
format_time (gint64 unix_seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (unix_seconds);

  return time != NULL ? g_date_time_format_iso8601 (time) : g_strdup ("");
}

static const char *
kind_name (MusterDocKind kind)
{
  switch (kind)
    {
    case MUSTER_DOC_ARMY:
      return "army";
    case MUSTER_DOC_TERRAIN:
      return "terrain";
    case MUSTER_DOC_SCENARIO:
      return "scenario";
    default:
      return "unknown";
    }
}

static void
add_string_or_null (JsonBuilder *b,
                    const char  *member,
                    const char  *value)
{
  json_builder_set_member_name (b, member);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

/* The name to show: an army kept without one gets its title in the
 * language of --lang (its system is read only then). */
static char *
entry_title (CliContext               *cli,
             const MusterLibraryEntry *e)
{
  if (*e->name != '\0' || e->kind != MUSTER_DOC_ARMY)
    return g_strdup (e->name);
  return muster_library_entry_dup_title (e, cli_catalog (cli));
}

static void
print_entries (CliContext *cli,
               GPtrArray  *entries,
               gboolean    with_snippet)
{
  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();

      json_builder_begin_array (b);
      for (guint i = 0; i < entries->len; i++)
        {
          const MusterLibraryEntry *e = g_ptr_array_index (entries, i);
          g_autofree char *created = format_time (e->created);
          g_autofree char *updated = format_time (e->updated);
          g_autofree char *title = entry_title (cli, e);

          json_builder_begin_object (b);
          cli_add_int (b, "id", e->id);
          cli_add_string (b, "kind", kind_name (e->kind));
          cli_add_string (b, "name", title);
          json_builder_set_member_name (b, "named");
          json_builder_add_boolean_value (b, *e->name != '\0' || e->kind != MUSTER_DOC_ARMY);
          json_builder_set_member_name (b, "valid");
          if (e->problems >= 0)
            json_builder_add_boolean_value (b, e->problems == 0);
          else
            json_builder_add_null_value (b);
          cli_add_string (b, "system", e->system);
          add_string_or_null (b, "faction", e->faction);
          cli_add_number (b, "points", e->points);
          cli_add_number (b, "spent", e->spent);
          cli_add_int (b, "revisions", e->revisions);
          cli_add_string (b, "created", created);
          cli_add_string (b, "updated", updated);
          if (with_snippet)
            add_string_or_null (b, "snippet", e->snippet);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      cli_print_json (json_builder_get_root (b));
      return;
    }

  /* one document a line: id, name, system, faction, spent/points,
   * revisions, last saved; then the snippet of a search */
  for (guint i = 0; i < entries->len; i++)
    {
      const MusterLibraryEntry *e = g_ptr_array_index (entries, i);
      g_autofree char *updated = format_time (e->updated);
      g_autofree char *title = entry_title (cli, e);

      cli_out ("%" G_GINT64_FORMAT "\t%s\t%s\t%s\t%g/%g\t%u\t%s\n",
               e->id, title, e->system, e->faction != NULL ? e->faction : "-",
               e->spent, e->points, e->revisions, updated);
      if (with_snippet && e->snippet != NULL)
        cli_out ("\t%s\n", e->snippet);
    }
}

/* A scenario file: kept as the newest revision of its document. */
static int
add_scenario (CliContext *cli, const char *file, xmlDoc *doc)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(MusterScenario) scenario = muster_scenario_load_doc (cli_catalog (cli), doc, file, &error);
  g_autoptr(GPtrArray) problems = NULL;
  gint64 id;

  if (scenario == NULL)
    return cli_fail (cli, "%s", error->message);
  library = open_library (cli, &error);
  if (library == NULL)
    return cli_fail (cli, "%s", error->message);
  id = muster_library_add_scenario (library, scenario, &error);
  if (id == 0)
    return cli_fail (cli, "%s", error->message);
  cli_out ("%" G_GINT64_FORMAT "\n", id);
  problems = muster_scenario_check (scenario, cli_catalog (cli), NULL);
  return muster_scenario_problems_have_error (problems) ? CLI_BROKEN : CLI_OK;
}

int
cli_library_add (CliContext *cli)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(MusterArmy) army = NULL;
  MusterSchema kind = MUSTER_SCHEMA_ANY;
  const char *file;
  xmlDoc *doc;
  gint64 id;

  if (!cli_check_options (cli, "library add", NULL))
    return CLI_INVALID;
  if (cli->args->len != 1)
    return cli_usage_error ("library add", _("needs one army or scenario file"));
  file = g_ptr_array_index (cli->args, 0);

  doc = muster_xml_load_file (file, MUSTER_SCHEMA_ANY, &kind, &error);
  if (doc == NULL)
    return cli_fail (cli, "%s", error->message);
  if (kind == MUSTER_SCHEMA_SCENARIO)
    {
      int status = add_scenario (cli, file, doc);

      xmlFreeDoc (doc);
      return status;
    }
  army = muster_army_load_doc (cli_catalog (cli), doc, file, &error);
  xmlFreeDoc (doc);
  if (army == NULL)
    return cli_fail (cli, "%s", error->message);
  library = open_library (cli, &error);
  if (library == NULL)
    return cli_fail (cli, "%s", error->message);

  id = muster_library_add_army (library, army, &error);
  if (id == 0)
    return cli_fail (cli, "%s", error->message);
  cli_out ("%" G_GINT64_FORMAT "\n", id);
  /* kept either way; like check, exit 1 tells that the army breaks rules */
  {
    g_autoptr(MusterReport) report = muster_rules_check (army);

    return report->valid ? CLI_OK : CLI_BROKEN;
  }
}

int
cli_library_list (CliContext *cli)
{
  static const char * const allowed[] = { "--json", "--limit", "--offset", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  guint offset = 0, limit = 0;

  if (!cli_check_options (cli, "library list", allowed))
    return CLI_INVALID;
  if (cli->args->len > 0)
    return cli_usage_error ("library list", _("takes no arguments"));
  if (!page_options (cli, "library list", &offset, &limit))
    return CLI_INVALID;

  library = open_library_to_read (cli, &error);
  if (library != NULL)
    entries = muster_library_list_page (library, -1, offset, limit > 0 ? limit + 1 : 0, &error);
  if (entries == NULL)
    return cli_fail (cli, "%s", error->message);
  end_page (cli, entries, offset, limit);
  print_entries (cli, entries, FALSE);
  return CLI_OK;
}

int
cli_library_search (CliContext *cli)
{
  static const char * const allowed[] = { "--json", "--limit", "--offset", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  guint offset = 0, limit = 0;

  if (!cli_check_options (cli, "library search", allowed))
    return CLI_INVALID;
  if (cli->args->len == 0)
    return cli_usage_error ("library search", _("needs the text to search for"));
  if (!page_options (cli, "library search", &offset, &limit))
    return CLI_INVALID;

  /* several arguments are several words */
  for (guint i = 0; i < cli->args->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", (const char *) g_ptr_array_index (cli->args, i));

  library = open_library_to_read (cli, &error);
  if (library != NULL)
    entries = muster_library_search_page (library, text->str, offset, limit > 0 ? limit + 1 : 0, &error);
  if (entries == NULL)
    return cli_fail (cli, "%s", error->message);
  end_page (cli, entries, offset, limit);
  print_entries (cli, entries, TRUE);
  return CLI_OK;
}

int
cli_library_export (CliContext *cli)
{
  static const char * const allowed[] = { "-o", "--output", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterLibrary) library = NULL;
  g_autofree char *content = NULL;
  const char *output = cli_option (cli, "-o");
  gint64 id = 0;

  if (!cli_check_options (cli, "library export", allowed))
    return CLI_INVALID;
  if (output == NULL)
    output = cli_option (cli, "--output");
  if (cli->args->len != 1)
    return cli_usage_error ("library export", _("needs the id of one document"));
  if (output == NULL || *output == '\0')
    return cli_usage_error ("library export", _("needs -o FILE"));
  if (!g_ascii_string_to_signed (g_ptr_array_index (cli->args, 0), 10, 1, G_MAXINT64, &id, NULL))
    return cli_usage_error ("library export", _("“%s” is not a document id"),
                            (const char *) g_ptr_array_index (cli->args, 0));

  library = open_library_to_read (cli, &error);
  if (library != NULL)
    content = muster_library_export (library, cli_catalog (cli), id, 0, &error);
  if (content == NULL)
    return cli_fail (cli, "%s", error->message);
  if (!muster_output_save_text (output, content, &error))
    return cli_fail (cli, "%s", error->message);
  return CLI_OK;
}
