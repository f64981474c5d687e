/* muster-cli.h: what the commands of muster-cli share: the parsed command
 * line, the catalogue of systems, exit codes and JSON output.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "muster-core.h"

G_BEGIN_DECLS

enum
{
  CLI_OK = 0,        /* done, and the document is valid */
  CLI_BROKEN = 1,    /* done, but the document breaks rules */
  CLI_INVALID = 2,   /* unreadable or invalid input, or a usage error */
};

typedef struct
{
  GPtrArray *args;          /* positional arguments after the command */
  GHashTable *options;      /* "--json" -> "" ; "-o" -> "file" */
  GPtrArray *data_dirs;
  GPtrArray *sheets;        /* --sheet, in the order given */
  GPtrArray *ambush;        /* --ambush */
  MusterCatalog *catalog;
} CliContext;

const char *cli_option         (CliContext  *cli,
                                const char  *name);
gboolean    cli_flag           (CliContext  *cli,
                                const char  *name);
gboolean    cli_check_options  (CliContext  *cli,
                                const char  *command,
                                const char * const *allowed);
int         cli_fail           (CliContext  *cli,
                                const char  *format,
                                ...) G_GNUC_PRINTF (2, 3);
gboolean    cli_parse_number   (const char  *text,
                                double       min,
                                double       max,
                                double      *out);
gboolean    cli_parse_unsigned (const char  *text,
                                guint64      min,
                                guint64      max,
                                guint64     *out);
int         cli_usage_error    (const char  *command,
                                const char  *format,
                                ...) G_GNUC_PRINTF (2, 3);
/* Text output (cli-text.c): every %s argument, and every text given to
 * cli_escape(), with its control characters shown as escapes. */
void        cli_out            (const char  *format,
                                ...);
void        cli_err            (const char  *format,
                                ...);
char       *cli_format         (const char  *format,
                                ...);
char       *cli_format_valist  (const char  *format,
                                va_list      args);
char       *cli_escape         (const char  *text);
void        cli_escape_append  (GString     *out,
                                const char  *text);

void        cli_print_json     (JsonNode    *node);
char       *cli_json_to_string (JsonNode    *node,
                                gboolean     pretty);
char       *cli_format_double  (double       value);
/* value NULL: null */
void        cli_add_string     (JsonBuilder *builder,
                                const char  *member,
                                const char  *value);
void        cli_add_bool       (JsonBuilder *builder,
                                const char  *member,
                                gboolean     value);
void        cli_add_int        (JsonBuilder *builder,
                                const char  *member,
                                gint64       value);
void        cli_add_uint64     (JsonBuilder *builder,
                                const char  *member,
                                guint64      value);
/* member NULL: an element of an array */
void        cli_add_number     (JsonBuilder *builder,
                                const char  *member,
                                double       value);
void        cli_add_names      (JsonBuilder *builder,
                                const char  *id,
                                const MusterText *name);
void        cli_add_text       (JsonBuilder *builder,
                                const char  *member,
                                const MusterText *text);
MusterCatalog *cli_catalog     (CliContext  *cli);

/* The army's list version in check's output (cli-list-version.c). */
void cli_add_list_version   (JsonBuilder *builder,
                             MusterArmy  *army);
void cli_print_list_version (MusterArmy  *army);

int cli_systems     (CliContext *cli);
int cli_system_show (CliContext *cli);
int cli_check       (CliContext *cli);
int cli_share_encode   (CliContext *cli);
int cli_share_decode   (CliContext *cli);
int cli_terrain_bidding  (CliContext *cli);
int cli_terrain_sectors  (CliContext *cli);
int cli_terrain_quarters (CliContext *cli);
int cli_library_add    (CliContext *cli);
int cli_library_list   (CliContext *cli);
int cli_library_search (CliContext *cli);
int cli_library_export (CliContext *cli);
int cli_print          (CliContext *cli);
int cli_publish        (CliContext *cli);
int cli_check_list     (CliContext *cli, const char *file);
int cli_list_diff      (CliContext *cli);
int cli_list_install   (CliContext *cli);
int cli_list_installed (CliContext *cli);

G_END_DECLS
