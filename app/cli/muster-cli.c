/* muster-cli.c: muster-cli's entry point: global options, the command
 * table and the helpers every command uses. Exit status 0 done and valid,
 * 1 done but the document breaks rules, 2 unreadable or invalid input.
 */
#include "config.h"

#include <locale.h>
#include <signal.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "muster-cli.h"

typedef struct
{
  const char *name;
  const char *sub;          /* "show" in "system show", or NULL */
  int (*run) (CliContext *cli);
  const char *syntax;       /* what follows "muster-cli": words and options (not translated); \n breaks it */
  const char *description;
} Command;

/* The one list of the commands: --help prints it, README.md's command block
 * is its output and tests/cli/test-cli.c holds both, and every option in a
 * syntax to what the command accepts. */
static const Command commands[] = {
  { "systems", NULL, cli_systems, "systems [--json]",
    N_("installed systems and their factions") },
  { "system", "show", cli_system_show, "system show ID [--json]",
    N_("a system's catalogue") },
  { "check", NULL, cli_check, "check FILE [--json]",
    N_("validate a system, faction, army, terrain or scenario file") },
  { "share", "encode", cli_share_encode, "share encode ARMY.xml",
    N_("print the army's share code") },
  { "share", "decode", cli_share_decode, "share decode CODE|- -o ARMY.xml",
    N_("write the army of a share code (-: the code from standard input)") },
  { "list", "install", cli_list_install, "list install FILE [--json]",
    N_("install a published army list, usable at once") },
  { "list", "installed", cli_list_installed, "list installed [--json]",
    N_("every version of every army list, shipped or installed") },
  { "list", "diff", cli_list_diff, "list diff OLD.xml NEW.xml [--json]",
    N_("what changed between two versions of an army list") },
  { "library", "add", cli_library_add, "library add FILE",
    N_("keep an army or scenario in the library (a new revision if it is there)") },
  { "library", "list", cli_library_list, "library list [--json] [--limit N] [--offset N]",
    N_("the armies in the library, the latest first, 50 at a time") },
  { "library", "search", cli_library_search, "library search TEXT [--json] [--limit N] [--offset N]",
    N_("find armies by name, notes or unit names, 50 at a time") },
  { "library", "export", cli_library_export, "library export ID -o FILE",
    N_("write an army of the library to a file") },
  { "terrain", "bidding", cli_terrain_bidding, "terrain bidding --seed N --moves 4,3,accept [--system ID] [--json]",
    N_("the terrain bidding: who defends with how many pieces") },
  { "terrain", "sectors", cli_terrain_sectors,
    "terrain sectors --seed N --pieces K [--count C] [--system ID] [--json]\n"
    "[-o FILE] [--scenario FILE] [--width W] [--depth D]",
    N_("terrain pieces rolled by sectors") },
  { "terrain", "quarters", cli_terrain_quarters,
    "terrain quarters --seed N [--count C] [--system ID] [--json] [-o FILE]\n"
    "[--scenario FILE] [--width W] [--depth D] [--uw U] [--diagonal 1|2]",
    N_("terrain pieces rolled by quarters, with scatter") },
  { "print", NULL, cli_print,
    "print FILE --sheet NAME [--sheet NAME ...] [--paper a4|letter|a5] [--landscape]\n"
    "[--sets N] [--backs long|short|none] [--card poker|large] [--ambush TYPE ...]\n"
    "[--decoys N] -o OUT.pdf",
    N_("sheets of an army or terrain file in one PDF") },
  { "publish", NULL, cli_publish,
    "publish LIST.xml|SYSTEM-ID FACTION-ID [--paper a4|letter|a5] [--lang en|ru]\n"
    "-o BOOKLET.pdf",
    N_("a published army list's booklet as a PDF") },
};

/* options that take a value */
static const char * const valued_options[] = {
  "--data-dir", "--lang", "-o", "--output", "--library", "--seed", "--moves",
  "--pieces", "--count", "--paper", "--system", "--width", "--depth", "--uw",
  "--diagonal", "--scenario", "--sheet", "--sets", "--backs", "--card", "--ambush", "--decoys",
  "--limit", "--offset", NULL,
};

#define SYNTAX_WIDTH 32

/* Whether the command's syntax shows the option ("-o" stands for
 * "--output" too). */
static gboolean
syntax_has_option (const Command *command, const char *option)
{
  gsize len;

  if (g_str_equal (option, "--output"))
    option = "-o";
  len = strlen (option);
  for (const char *p = strstr (command->syntax, option); p != NULL; p = strstr (p + 1, option))
    {
      gboolean starts = p == command->syntax || strchr (" [|\n", p[-1]) != NULL;
      gboolean ends = p[len] == '\0' || strchr (" ]|\n", p[len]) != NULL;

      if (starts && ends)
        return TRUE;
    }
  return FALSE;
}

/* Every option given is one the command's syntax shows, or a global one:
 * what --help and README.md say is what the command takes. */
static gboolean
check_command_options (CliContext *cli, const Command *command)
{
  g_autofree char *name = command->sub != NULL ? g_strconcat (command->name, " ", command->sub, NULL)
                                               : g_strdup (command->name);
  g_autoptr(GPtrArray) given = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, cli->options);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (given, key);

  if (cli->sheets->len > 0)
    g_ptr_array_add (given, (gpointer) "--sheet");
  if (cli->ambush->len > 0)
    g_ptr_array_add (given, (gpointer) "--ambush");
  for (guint i = 0; i < given->len; i++)
    {
      const char *option = g_ptr_array_index (given, i);

      if (g_str_equal (option, "--data-dir") || g_str_equal (option, "--lang") || g_str_equal (option, "--library"))
        continue;
      if (!syntax_has_option (command, option))
        {
          cli_usage_error (name, _("the option %s does not apply here"), option);
          return FALSE;
        }
    }
  return TRUE;
}

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n", _("Usage: muster-cli [--data-dir DIR] [--library FILE] [--lang en|ru] COMMAND ..."));
  fprintf (out, "%s\n\n", _("       muster-cli --help | --version"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(GStrv) lines = g_strsplit (commands[i].syntax, "\n", -1);

      if (lines[1] == NULL && strlen (lines[0]) <= SYNTAX_WIDTH)
        {
          fprintf (out, "  %-*s %s\n", SYNTAX_WIDTH, lines[0], _(commands[i].description));
          continue;
        }
      for (guint l = 0; lines[l] != NULL; l++)
        fprintf (out, "  %s%s\n", l > 0 ? "    " : "", lines[l]);
      fprintf (out, "  %-*s %s\n", SYNTAX_WIDTH, "", _(commands[i].description));
    }
  fprintf (out, "\n%s\n", _("Exit status: 0 done and valid, 1 the document breaks rules, 2 unreadable or invalid input."));
}

const char *
cli_option (CliContext *cli, const char *name)
{
  return g_hash_table_lookup (cli->options, name);
}

gboolean
cli_flag (CliContext *cli, const char *name)
{
  return g_hash_table_contains (cli->options, name);
}

/* Every number muster-cli reads from its command line: the whole text in
 * C notation, finite (never "nan", "inf" or "1e999") and from min to max. */
gboolean
cli_parse_number (const char *text, double min, double max, double *out)
{
  char *end = NULL;
  double v;

  if (text == NULL || *text == '\0' || g_ascii_isspace (*text))
    return FALSE;
  v = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (v) || !(v >= min && v <= max))
    return FALSE;
  *out = v;
  return TRUE;
}

/* A whole number from min to max, in decimal digits only. */
gboolean
cli_parse_unsigned (const char *text, guint64 min, guint64 max, guint64 *out)
{
  return text != NULL && g_ascii_isdigit (*text)
         && g_ascii_string_to_unsigned (text, 10, min, max, out, NULL);
}

int
cli_usage_error (const char *command, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  /* "muster-cli print: …", or "muster-cli: …" before a command is known */
  if (command != NULL && *command != '\0')
    cli_err ("muster-cli %s: %s\n", command, sentence);
  else
    cli_err ("muster-cli: %s\n", sentence);
  fprintf (stderr, "%s\n", _("Run “muster-cli --help” for the commands."));
  return CLI_INVALID;
}

gboolean
cli_check_options (CliContext *cli, const char *command, const char * const *allowed)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, cli->options);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gboolean ok = g_str_equal (key, "--data-dir") || g_str_equal (key, "--lang")
                    || g_str_equal (key, "--library");

      for (guint i = 0; !ok && allowed != NULL && allowed[i] != NULL; i++)
        ok = g_str_equal (key, allowed[i]);
      if (!ok)
        {
          cli_usage_error (command, _("the option %s does not apply here"), (const char *) key);
          return FALSE;
        }
    }
  return TRUE;
}

int
cli_fail (CliContext *cli, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  cli_err ("%s\n", message);
  if (cli_flag (cli, "--json"))
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cli_add_bool (b, "valid", FALSE);
      cli_add_string (b, "error", message);
      json_builder_end_object (b);
      cli_print_json (json_builder_get_root (b));
    }
  return CLI_INVALID;
}

/* ---- JSON out ----
 * Every JSON muster-cli prints is written here, not by json-glib's
 * generator, which writes a double such as 1e20 as "1e+20.0" and infinity
 * as "inf.0". A number is written as the shortest text that reads back as
 * the same double (a whole one with ".0", as json-glib did), a number JSON
 * cannot carry (infinite, not a number) as null, and a string as valid
 * UTF-8 with every control character escaped. */

/* Integer nodes that hold an unsigned number above G_MAXINT64 (a seed),
 * with the bits they hold; emptied after every write. */
static GHashTable *unsigned_nodes;

static void
json_write_string (GString *out, const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value != NULL ? value : "", -1);

  g_string_append_c (out, '"');
  for (const char *c = valid; *c != '\0'; c++)
    {
      guchar ch = (guchar) *c;

      switch (ch)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\b': g_string_append (out, "\\b"); break;
        case '\f': g_string_append (out, "\\f"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (ch < 0x20 || ch == 0x7f)
            g_string_append_printf (out, "\\u%04x", ch);
          else
            g_string_append_c (out, (char) ch);
        }
    }
  g_string_append_c (out, '"');
}

/* The shortest of %.15g, %.16g and %.17g that reads back as value. */
char *
cli_format_double (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (value))
    return g_strdup ("null");
  for (int precision = 15; precision <= 17; precision++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buf, sizeof buf, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  /* digits only: mark it as a fraction, as json-glib did */
  if (strspn (buf, "-0123456789") == strlen (buf))
    return g_strconcat (buf, ".0", NULL);
  return g_strdup (buf);
}

static void
json_indent (GString *out, gboolean pretty, guint depth)
{
  if (!pretty)
    return;
  g_string_append_c (out, '\n');
  for (guint i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

static void
json_write (GString *out, JsonNode *node, gboolean pretty, guint depth)
{
  switch (node != NULL ? json_node_get_node_type (node) : JSON_NODE_NULL)
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        g_autoptr(GList) members = json_object_get_members (object);
        guint i = 0;

        g_string_append_c (out, '{');
        for (GList *l = members; l != NULL; l = l->next, i++)
          {
            if (i > 0)
              g_string_append_c (out, ',');
            json_indent (out, pretty, depth + 1);
            json_write_string (out, l->data);
            g_string_append (out, pretty ? " : " : ":");
            json_write (out, json_object_get_member (object, l->data), pretty, depth + 1);
          }
        if (i > 0)
          json_indent (out, pretty, depth);
        g_string_append_c (out, '}');
        break;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        g_string_append_c (out, '[');
        for (guint i = 0; i < n; i++)
          {
            if (i > 0)
              g_string_append_c (out, ',');
            json_indent (out, pretty, depth + 1);
            json_write (out, json_array_get_element (array, i), pretty, depth + 1);
          }
        if (n > 0)
          json_indent (out, pretty, depth);
        g_string_append_c (out, ']');
        break;
      }
    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          {
            gint64 v = json_node_get_int (node);
            gpointer bits;

            if (v < 0 && unsigned_nodes != NULL
                && g_hash_table_lookup_extended (unsigned_nodes, node, NULL, &bits)
                && *(gint64 *) bits == v)
              g_string_append_printf (out, "%" G_GUINT64_FORMAT, (guint64) v);
            else
              g_string_append_printf (out, "%" G_GINT64_FORMAT, v);
            break;
          }
        case G_TYPE_DOUBLE:
          {
            g_autofree char *text = cli_format_double (json_node_get_double (node));
            g_string_append (out, text);
            break;
          }
        case G_TYPE_BOOLEAN:
          g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
          break;
        case G_TYPE_STRING:
          json_write_string (out, json_node_get_string (node));
          break;
        default:
          g_string_append (out, "null");
          break;
        }
      break;
    case JSON_NODE_NULL:
    default:
      g_string_append (out, "null");
      break;
    }
}

char *
cli_json_to_string (JsonNode *node, gboolean pretty)
{
  GString *out = g_string_new (NULL);

  json_write (out, node, pretty, 0);
  g_clear_pointer (&unsigned_nodes, g_hash_table_unref);
  return g_string_free (out, FALSE);
}

void
cli_print_json (JsonNode *node)
{
  g_autofree char *text = cli_json_to_string (node, TRUE);

  printf ("%s\n", text);
  json_node_unref (node);
}

void
cli_add_string (JsonBuilder *b, const char *member, const char *value)
{
  json_builder_set_member_name (b, member);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

void
cli_add_bool (JsonBuilder *b, const char *member, gboolean value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_boolean_value (b, value);
}

void
cli_add_int (JsonBuilder *b, const char *member, gint64 value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

/* An unsigned 64-bit number such as a seed, written in full even above
 * G_MAXINT64, which a JSON integer node of json-glib cannot hold. */
void
cli_add_uint64 (JsonBuilder *b, const char *member, guint64 value)
{
  JsonNode *node;

  json_builder_set_member_name (b, member);
  if (value <= G_MAXINT64)
    {
      json_builder_add_int_value (b, (gint64) value);
      return;
    }
  node = json_node_init_int (json_node_alloc (), (gint64) value);
  if (unsigned_nodes == NULL)
    unsigned_nodes = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  g_hash_table_insert (unsigned_nodes, node, g_memdup2 (&(gint64) { (gint64) value }, sizeof (gint64)));
  json_builder_add_value (b, node);
}

/* A whole number that a double holds exactly (up to 2^53) as an integer,
 * anything else as a double; infinity and not-a-number, which JSON cannot
 * carry, as null. */
void
cli_add_number (JsonBuilder *b, const char *member, double value)
{
  if (member != NULL)
    json_builder_set_member_name (b, member);
  if (!isfinite (value))
    json_builder_add_null_value (b);
  else if (fabs (value) <= 9007199254740992.0 && value == floor (value))
    json_builder_add_int_value (b, (gint64) value);
  else
    json_builder_add_double_value (b, value);
}

/* "id", "name" in the chosen language and "names" in both */
void
cli_add_names (JsonBuilder *b, const char *id, const MusterText *name)
{
  cli_add_string (b, "id", id);
  cli_add_string (b, "name", muster_text_get (name));
  cli_add_text (b, "names", name);
}

void
cli_add_text (JsonBuilder *b, const char *member, const MusterText *text)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  cli_add_string (b, "en", text->en != NULL ? text->en : "");
  cli_add_string (b, "ru", text->ru != NULL ? text->ru : "");
  json_builder_end_object (b);
}

/* The systems, loaded as they are asked for: a look-up by id loads that
 * system alone, a command that lists them all loads them all. */
MusterCatalog *
cli_catalog (CliContext *cli)
{
  if (cli->catalog == NULL)
    {
      cli->catalog = muster_catalog_new ();
      for (guint i = 0; i < cli->data_dirs->len; i++)
        muster_catalog_add_folder (cli->catalog, g_ptr_array_index (cli->data_dirs, i));
      muster_catalog_add_default_folders (cli->catalog);
    }
  return cli->catalog;
}

/* Says which systems the command tried and could not load. */
static void
report_catalog_errors (CliContext *cli)
{
  GPtrArray *errors = cli->catalog != NULL ? muster_catalog_get_errors (cli->catalog) : NULL;

  for (guint i = 0; errors != NULL && i < errors->len; i++)
    cli_err ("%s %s\n", _("warning: left out:"), (const char *) g_ptr_array_index (errors, i));
}

int
main (int argc, char **argv)
{
  CliContext cli = { 0 };
  const char *command = NULL;
  int status = CLI_INVALID;

  /* past a file-size limit a write fails with EFBIG, which Muster reports
   * and cleans up after, instead of the process dying without a word */
  signal (SIGXFSZ, SIG_IGN);
  setlocale (LC_ALL, "");
  /* $MUSTER_LOCALEDIR overrides the installed translations (uninstalled runs, tests) */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("MUSTER_LOCALEDIR") != NULL ? g_getenv ("MUSTER_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  muster_xml_init ();

  cli.args = g_ptr_array_new ();
  cli.options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  cli.data_dirs = g_ptr_array_new ();
  cli.sheets = g_ptr_array_new ();
  cli.ambush = g_ptr_array_new ();

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "--help") || g_str_equal (arg, "-h"))
        {
          print_usage (stdout);
          return CLI_OK;
        }
      if (g_str_equal (arg, "--version"))
        {
          printf ("muster-cli %s\n", PACKAGE_VERSION);
          return CLI_OK;
        }
      if (arg[0] == '-' && arg[1] != '\0')
        {
          g_autofree char *name = NULL;
          const char *value = NULL;
          const char *eq = strchr (arg, '=');
          gboolean valued = FALSE;

          name = eq != NULL ? g_strndup (arg, eq - arg) : g_strdup (arg);
          for (guint k = 0; valued_options[k] != NULL; k++)
            valued |= g_str_equal (name, valued_options[k]);
          if (valued)
            {
              if (eq != NULL)
                value = eq + 1;
              else if (i + 1 < argc)
                value = argv[++i];
              else
                return cli_usage_error (command != NULL ? command : "", _("%s needs a value"), name);
            }
          else if (eq != NULL)
            return cli_usage_error (command != NULL ? command : "", _("%s takes no value"), name);

          if (g_str_equal (name, "--data-dir"))
            g_ptr_array_add (cli.data_dirs, (gpointer) value);
          else if (g_str_equal (name, "--sheet"))
            g_ptr_array_add (cli.sheets, (gpointer) value);
          else if (g_str_equal (name, "--ambush"))
            g_ptr_array_add (cli.ambush, (gpointer) value);
          else
            g_hash_table_insert (cli.options, g_steal_pointer (&name), (gpointer) (value != NULL ? value : ""));
          continue;
        }
      if (command == NULL)
        command = arg;
      else
        g_ptr_array_add (cli.args, (gpointer) arg);
    }

  if (cli_option (&cli, "--lang") != NULL)
    {
      const char *lang = cli_option (&cli, "--lang");
      if (!g_str_equal (lang, "en") && !g_str_equal (lang, "ru"))
        return cli_usage_error ("", _("--lang takes en or ru"));
      muster_set_language (lang);
      g_setenv ("LANGUAGE", lang, TRUE);
    }
  /* the messages follow $LANGUAGE (set by --lang or by the user), as the
   * data's texts do; gettext ignores it only under the plain C locale */
  if (g_getenv ("LANGUAGE") != NULL && *g_getenv ("LANGUAGE") != '\0'
      && (g_strcmp0 (setlocale (LC_MESSAGES, NULL), "C") == 0
          || g_strcmp0 (setlocale (LC_MESSAGES, NULL), "POSIX") == 0))
    setlocale (LC_MESSAGES, "C.UTF-8");

  /* never write over the library (open or not) nor over a file the
   * command reads */
  {
    g_autofree char *library = cli_option (&cli, "--library") != NULL ? g_strdup (cli_option (&cli, "--library"))
                                                                        : muster_library_default_path ();

    if (library != NULL)
      muster_output_protect_library (library);
    for (guint i = 0; i < cli.args->len; i++)
      muster_output_protect (g_ptr_array_index (cli.args, i));
  }

  if (command == NULL)
    {
      print_usage (stderr);
      return CLI_INVALID;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (!g_str_equal (commands[i].name, command))
        continue;
      if (commands[i].sub != NULL)
        {
          if (cli.args->len == 0 || !g_str_equal (g_ptr_array_index (cli.args, 0), commands[i].sub))
            continue;
          g_ptr_array_remove_index (cli.args, 0);
        }
      status = check_command_options (&cli, &commands[i]) ? commands[i].run (&cli) : CLI_INVALID;
      goto out;
    }
  status = cli_usage_error (command, _("unknown command"));

out:
  report_catalog_errors (&cli);
  g_clear_object (&cli.catalog);
  g_ptr_array_unref (cli.args);
  g_ptr_array_unref (cli.data_dirs);
  g_ptr_array_unref (cli.sheets);
  g_ptr_array_unref (cli.ambush);
  g_hash_table_unref (cli.options);
  return status;
}
