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

/* The first object of @items whose string @member is @value; fails the
 * test when there is none. */
static G_GNUC_UNUSED JsonObject *
json_find (JsonArray *items, const char *member, const char *value)
{
  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonObject *o = json_array_get_object_element (items, i);

      if (g_strcmp0 (json_object_get_string_member_with_default (o, member, NULL), value) == 0)
        return o;
    }
  g_error ("no %s “%s”", member, value);
  return NULL;
}

/* Fails the test when @o lacks one of the members @names (NULL-ended). */
static G_GNUC_UNUSED void
assert_members (JsonObject *o, const char * const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (!json_object_has_member (o, names[i]))
      g_error ("JSON object lacks “%s”", names[i]);
}
