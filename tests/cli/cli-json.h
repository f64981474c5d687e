/* cli-json.h: muster-cli's JSON output as the CLI tests read it. */
#pragma once

#include <json-glib/json-glib.h>

/* The parsed document; fails the test when text is not JSON. */
static G_GNUC_UNUSED JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}
