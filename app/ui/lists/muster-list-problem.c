/* muster-list-problem.c: the live check's error as the list editor says
 * it. The schema speaks of elements, facets and patterns; the loader of
 * attributes (max="…"); the editor names its fields ("At most", "What
 * changed (English)") and marks the one the error is about.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-list-field.h"
#include "muster-list-problem.h"

/* The first field under @widget that holds @child (in @lang, when given)
 * or the attribute @attr of @node. */
static GtkWidget *
find_slot (GtkWidget *widget, xmlNode *node, const char *child, const char *lang, const char *attr)
{
  const MusterListSlot *slot = muster_list_field_get_slot (widget);

  if (slot != NULL)
    {
      if (slot->element == node && child != NULL && g_strcmp0 (slot->child, child) == 0 &&
          (lang == NULL || g_strcmp0 (slot->lang, lang) == 0))
        return widget;
      if (slot->element == node && attr != NULL && slot->child == NULL && g_strcmp0 (slot->attr, attr) == 0)
        return widget;
      return NULL;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_slot (c, node, child, lang, attr);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first group of @pattern in @message, or NULL. */
static char *
match (const char *pattern, const char *message, guint group)
{
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;

  if (!g_regex_match (regex, message, 0, &info))
    return NULL;
  return g_match_info_fetch (info, group);
}

#define MISSING_CHILD "Missing child element\\(s\\)\\. Expected is \\( ([a-z-]+)"
#define MISSING_LANG "and a Russian \\(ru\\) <([a-z-]+)>; the (en|ru) one is missing"
#define IN_ATTR "^In ([a-z-]+)=\"…\": "
#define SCHEMA_ATTR "attribute '([a-z-]+)'"

GtkWidget *
muster_list_problem_field (GtkWidget  *root,
                           xmlNode    *node,
                           const char *message)
{
  g_autofree char *child = NULL;
  g_autofree char *lang = NULL;
  g_autofree char *attr = NULL;
  GtkWidget *field = NULL;

  if (root == NULL || node == NULL || message == NULL)
    return NULL;
  /* a child that is not there: the field that would hold it (English first) */
  if ((child = match (MISSING_CHILD, message, 1)) != NULL)
    field = find_slot (root, node, child, "en", NULL);
  if (field == NULL && child != NULL)
    field = find_slot (root, node, child, NULL, NULL);
  /* a text in one language only: the field of the other */
  g_clear_pointer (&child, g_free);
  if (field == NULL && (child = match (MISSING_LANG, message, 1)) != NULL)
    {
      lang = match (MISSING_LANG, message, 2);
      field = find_slot (root, node, child, lang, NULL);
    }
  /* an attribute the loader or the schema names */
  if (field == NULL && ((attr = match (IN_ATTR, message, 1)) != NULL || (attr = match (SCHEMA_ATTR, message, 1)) != NULL))
    field = find_slot (root, node, NULL, NULL, attr);
  return field != NULL ? field : muster_list_field_find (root, node, message);
}

/* What a value of the attribute @attr must look like, or NULL. */
static char *
attr_form (const char *title, const char *attr, const char *message)
{
  if (g_strcmp0 (attr, "date") == 0 || strstr (message, "'Date'") != NULL)
    /* Translators: %s is a field of the list editor ("Date") */
    return g_strdup_printf (_("%s is not a date of the form 2026-11-24"), title);
  if (g_strcmp0 (attr, "version") == 0 || strstr (message, "'Version'") != NULL)
    /* Translators: %s is a field of the list editor ("Version") */
    return g_strdup_printf (_("%s is not a version of the form 1.2.0"), title);
  if (g_strcmp0 (attr, "id") == 0 || g_strcmp0 (attr, "ref") == 0 || strstr (message, "'Id'") != NULL)
    /* Translators: %s is a field of the list editor ("Id") */
    return g_strdup_printf (_("%s may hold only small Latin letters, digits, hyphens and underscores, "
                              "starting with a letter or digit"), title);
  if (strstr (message, "'Cost'") != NULL || strstr (message, "'Decimal'") != NULL ||
      strstr (message, "decimal") != NULL || strstr (message, "minInclusive") != NULL ||
      strstr (message, "maxInclusive") != NULL || g_strcmp0 (attr, "cost") == 0)
    /* Translators: %s is a field of the list editor ("Cost") */
    return g_strdup_printf (_("%s is not a number"), title);
  return NULL;
}

char *
muster_list_problem_words (GtkWidget  *field,
                           const char *message)
{
  const MusterListSlot *slot = field != NULL ? muster_list_field_get_slot (field) : NULL;
  const char *title = field != NULL ? muster_list_field_get_title (field) : NULL;
  const char *at;

  if (message == NULL)
    return NULL;
  if (strstr (message, "A <limit> needs min=") != NULL)
    return g_strdup (_("A limit needs at least one of At least, At most and Only while"));
  if (title == NULL || *title == '\0')
    return NULL;
  /* nothing written where something must be */
  if (strstr (message, "[facet 'minLength']") != NULL || strstr (message, "Missing child element") != NULL ||
      strstr (message, " one is missing") != NULL)
    /* Translators: %s is a field of the list editor ("Author") */
    return g_strdup_printf (_("%s is empty"), title);
  /* a value the schema's type refuses */
  if (strstr (message, "[facet 'pattern']") != NULL || strstr (message, "is not a valid value of") != NULL ||
      strstr (message, "[facet 'min") != NULL || strstr (message, "[facet 'max") != NULL)
    return attr_form (title, slot != NULL && slot->child == NULL ? slot->attr : NULL, message);
  /* an expression: "In max="…": in expression “…”, at character 7: unknown name “pointz” for the army" */
  if (g_regex_match_simple (IN_ATTR, message, 0, 0))
    {
      at = strstr (message, "\": ") + 3;
      if (g_str_has_prefix (at, "in expression “") && strstr (at, "”, at character ") != NULL)
        {
          at = strstr (at, "”, at character ") + strlen ("”, at character ");
          at = strstr (at, ": ") != NULL ? strstr (at, ": ") + 2 : at;
        }
      /* Translators: a field and what is wrong in it: "At most: unknown name “pointz” for the army" */
      return g_strdup_printf (_("%s: %s"), title, at);
    }
  return NULL;
}
