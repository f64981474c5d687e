/* muster-xml-nodes.c: reading a loaded document: elements of Muster's
 * namespaces by name, their children, attributes, language and text; and
 * writing a text in both languages.
 */
#include "config.h"

#include "muster-xml.h"

#include <string.h>

gboolean
muster_xml_is (const xmlNode *node,
               const char    *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE
         && g_str_equal ((const char *) node->name, name);
}

static xmlNode *
skip_to_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

xmlNode *
muster_xml_first_child (const xmlNode *node)
{
  return node != NULL ? skip_to_element (node->children) : NULL;
}

xmlNode *
muster_xml_next (const xmlNode *node)
{
  return node != NULL ? skip_to_element (node->next) : NULL;
}

char *
muster_xml_get_attr (const xmlNode *node,
                     const char    *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  GString *copy;
  gboolean space = FALSE;

  if (value == NULL)
    return NULL;
  /* the value as the schema saw it: XML Schema checks every Muster
   * attribute (ids, numbers, booleans, dice) with its white space collapsed,
   * so "\n d6 \n" passed as "d6" and must be read as "d6" */
  copy = g_string_new (NULL);
  for (const xmlChar *p = value; *p != '\0'; p++)
    {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        space = TRUE;
      else
        {
          if (space && copy->len > 0)
            g_string_append_c (copy, ' ');
          space = FALSE;
          g_string_append_c (copy, (char) *p);
        }
    }
  xmlFree (value);
  return g_string_free (copy, FALSE);
}

char *
muster_xml_get_lang (const xmlNode *node)
{
  xmlChar *value = xmlNodeGetLang (node);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
muster_xml_get_content (const xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy;

  if (value == NULL)
    return g_strdup ("");
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

void
muster_xml_add_text (xmlNode          *parent,
                     xmlNs            *ns,
                     const char       *element,
                     const MusterText *text)
{
  const char *values[] = { text->en, text->ru };
  static const char *const langs[] = { "en", "ru" };

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    if (values[i] != NULL)
      {
        xmlNode *node = xmlNewTextChild (parent, ns, (const xmlChar *) element, (const xmlChar *) values[i]);

        xmlNodeSetLang (node, (const xmlChar *) langs[i]);
      }
}
