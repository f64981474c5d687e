/* muster-army-xml.c: the army file. Loading resolves every id against the
 * system (a unit of another faction of the same system is kept and flagged
 * for the unit-not-in-faction rule; an id the system does not know refuses
 * the file). Saving writes the same XML atomically.
 */
#include "config.h"

#include "muster-army.h"
#include "muster-army-private.h"
#include "muster-output.h"
#include "muster-xml.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/xmlsave.h>

/* ---- reading ---- */

typedef struct
{
  MusterArmy *army;
  const char *file;
  GError *error;
} ArmyReader;

static void
reader_fail (ArmyReader *r, const xmlNode *node, MusterError code, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
reader_fail (ArmyReader *r, const xmlNode *node, MusterError code, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (r->error != NULL)
    return;
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  muster_xml_set_error_at (&r->error, code, r->file, node, "%s", sentence);
}

static guint
read_uint (const xmlNode *node, const char *name, guint def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  guint64 n;

  /* the schema has already bounded every number attribute */
  if (v == NULL || !g_ascii_string_to_unsigned (v, 10, 0, G_MAXUINT, &n, NULL))
    return def;
  return (guint) n;
}

/* An army's <name> or <notes> as read: one without a language, or one in
 * each language (an army Muster ships). */
typedef struct
{
  gboolean plain_seen;
  char *plain;
  MusterText langs;
} ArmyText;

static void
read_army_text (ArmyReader *r, const xmlNode *node, ArmyText *text, glong max_chars)
{
  g_autofree char *lang = muster_xml_get_lang (node);
  g_autofree char *content = muster_xml_get_content (node);
  g_autofree char *clean = _muster_army_clean_text (content, max_chars);
  const char *element = (const char *) node->name;

  if (lang != NULL && !g_str_equal (lang, "en") && !g_str_equal (lang, "ru"))
    reader_fail (r, node, MUSTER_ERROR_INVALID,
                 _("The <%s> has xml:lang=\"%s\"; an army's name and notes are in English (en) or Russian (ru)."),
                 element, lang);
  else if ((lang == NULL && muster_text_is_set (&text->langs)) || (lang != NULL && text->plain_seen))
    reader_fail (r, node, MUSTER_ERROR_INVALID,
                 _("The <%s> is given both with and without a language (xml:lang)."), element);
  else if (lang == NULL && text->plain_seen)
    reader_fail (r, node, MUSTER_ERROR_INVALID, _("The <%s> is given twice."), element);
  else if (lang != NULL && (g_str_equal (lang, "en") ? text->langs.en : text->langs.ru) != NULL)
    reader_fail (r, node, MUSTER_ERROR_INVALID, _("The <%s xml:lang=\"%s\"> is given twice."), element, lang);
  else if (lang == NULL)
    {
      text->plain_seen = TRUE;
      text->plain = g_steal_pointer (&clean);
    }
  else
    muster_text_set (&text->langs, lang, clean != NULL ? clean : "");
}

/* The army's text in the language Muster shows, keeping the others in
 * @langs; NULL for none. */
static char *
take_army_text (ArmyText *text, MusterText *langs)
{
  const char *shown;

  if (!muster_text_is_set (&text->langs))
    return g_steal_pointer (&text->plain);
  *langs = text->langs;
  text->langs = (MusterText) { NULL, NULL };
  shown = muster_text_get (langs);
  return *shown != '\0' ? g_strdup (shown) : NULL;
}

static void
clear_army_text (ArmyText *text)
{
  g_free (text->plain);
  muster_text_clear (&text->langs);
}

static gboolean
read_bool (const xmlNode *node, const char *name)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  return v != NULL && (g_str_equal (v, "true") || g_str_equal (v, "1"));
}

static void
read_unit_element (ArmyReader *r, const xmlNode *node, int regiment)
{
  MusterArmy *army = r->army;
  g_autofree char *type = muster_xml_get_attr (node, "type");
  MusterArmyUnit unit = { 0 };

  unit.type = muster_faction_lookup_unit (army->faction, type);
  if (unit.type == NULL)
    unit.type = muster_system_find_unit (army->system, type);
  if (unit.type == NULL)
    {
      reader_fail (r, node, MUSTER_ERROR_REFERENCE,
                   _("There is no unit “%s” in the system “%s”."), type,
                   muster_system_get_id (army->system));
      return;
    }
  if (army->units->len >= MUSTER_ARMY_MAX_ENTRIES)
    {
      reader_fail (r, node, MUSTER_ERROR_INVALID, _("The army has more than %d unit entries."),
                   MUSTER_ARMY_MAX_ENTRIES);
      return;
    }
  unit.count = read_uint (node, "count", 1);
  unit.column = read_uint (node, "column", 0);
  unit.reserve = read_bool (node, "reserve");
  unit.chief = read_bool (node, "chief");
  unit.regiment = regiment;
  if (unit.reserve && !muster_system_get_army_options (army->system)->unit_reserve)
    reader_fail (r, node, MUSTER_ERROR_INVALID,
                 _("The system “%s” has no reserve of single units; reserve=\"true\" is not allowed here."),
                 muster_system_get_id (army->system));
  g_array_append_val (army->units, unit);
  g_array_index (army->units, MusterArmyUnit, army->units->len - 1) = _muster_army_normalized_unit (army, &unit);
}

MusterArmy *
muster_army_load_doc (MusterCatalog *catalog, xmlDoc *doc, const char *file, GError **error)
{
  ArmyReader r = { NULL, file, NULL };
  ArmyText army_name = { 0 }, army_notes = { 0 };
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *system_id = muster_xml_get_attr (root, "system");
  g_autofree char *faction_id = muster_xml_get_attr (root, "faction");
  g_autofree char *list_version = muster_xml_get_attr (root, "list-version");
  gboolean missing = FALSE;
  MusterSystem *system;
  const MusterFaction *faction;
  const MusterArmyOptions *options;

  system = muster_catalog_lookup (catalog, system_id);
  if (system == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, root,
                               _("The army is for the game system “%s”, which is not installed."),
                               system_id);
      return NULL;
    }
  faction = muster_army_resolve_faction (system, faction_id, list_version, &missing);
  if (faction == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, root,
                               _("The system “%s” has no faction “%s”."), system_id, faction_id);
      return NULL;
    }
  options = muster_system_get_army_options (system);

  r.army = muster_army_new (system, faction, read_uint (root, "points", 0));
  if (missing)
    r.army->missing_version = g_steal_pointer (&list_version);
  muster_xml_foreach_child (root, child)
    {
      if (r.error != NULL)
        break;
      if (muster_xml_is (child, "name"))
        read_army_text (&r, child, &army_name, MUSTER_ARMY_MAX_LINE);
      else if (muster_xml_is (child, "notes"))
        read_army_text (&r, child, &army_notes, MUSTER_ARMY_MAX_NOTES);
      else if (muster_xml_is (child, "commander"))
        {
          g_autofree char *tier = muster_xml_get_attr (child, "tier");
          g_autofree char *role = muster_xml_get_attr (child, "role");
          MusterArmyCommander c = { 0 };
          GPtrArray *roles = muster_system_get_roles (system);

          c.tier = muster_system_lookup_tier (system, tier);
          c.role = role != NULL ? muster_system_lookup_role (system, role)
                                : (roles->len > 0 ? g_ptr_array_index (roles, 0) : NULL);
          {
            g_autofree char *name = muster_xml_get_attr (child, "name");
            c.name = _muster_army_clean_text (name, MUSTER_ARMY_MAX_LINE);
          }
          if (c.tier == NULL)
            reader_fail (&r, child, MUSTER_ERROR_REFERENCE,
                         _("The system “%s” has no commander tier “%s”."), system_id, tier);
          else if (c.role == NULL)
            reader_fail (&r, child, MUSTER_ERROR_REFERENCE,
                         _("The system “%s” has no commander role “%s”."), system_id,
                         role != NULL ? role : "");
          if (r.error == NULL)
            g_array_append_val (r.army->commanders, c);
          else
            g_free (c.name);
        }
      else if (muster_xml_is (child, "unit"))
        read_unit_element (&r, child, -1);
      else if (muster_xml_is (child, "regiment"))
        {
          MusterArmyRegiment reg = { 0 };
          int index = (int) r.army->regiments->len;

          if (!options->regiments)
            {
              reader_fail (&r, child, MUSTER_ERROR_INVALID,
                           _("The system “%s” has no regiments; <regiment> is not allowed here."), system_id);
              break;
            }
          if (r.army->regiments->len >= MUSTER_ARMY_MAX_REGIMENTS)
            {
              reader_fail (&r, child, MUSTER_ERROR_INVALID, _("The army has more than %d regiments."),
                           MUSTER_ARMY_MAX_REGIMENTS);
              break;
            }
          reg.reserve = read_bool (child, "reserve");
          reg.column = read_uint (child, "column", 0);
          if (reg.reserve && !options->regiment_reserve)
            reader_fail (&r, child, MUSTER_ERROR_INVALID,
                         _("The system “%s” has no reserve regiment; reserve=\"true\" is not allowed here."),
                         system_id);
          {
            /* a regiment of an army Muster ships may be named in each
             * language: it keeps the one shown, as its own */
            ArmyText reg_name = { 0 };
            MusterText langs = { NULL, NULL };

            muster_xml_foreach_child (child, part)
              if (muster_xml_is (part, "name"))
                read_army_text (&r, part, &reg_name, MUSTER_ARMY_MAX_LINE);
            reg.name = take_army_text (&reg_name, &langs);
            clear_army_text (&reg_name);
            muster_text_clear (&langs);
          }
          g_array_append_val (r.army->regiments, reg);
          muster_xml_foreach_child (child, part)
            if (muster_xml_is (part, "unit"))
              read_unit_element (&r, part, index);
        }
      else if (muster_xml_is (child, "preparation"))
        {
          g_autofree char *type = muster_xml_get_attr (child, "type");
          const MusterPreparation *prep = muster_system_lookup_preparation (system, faction, type);
          MusterArmyPreparation p = { prep, read_uint (child, "count", 1) };
          int existing;

          if (prep == NULL)
            {
              reader_fail (&r, child, MUSTER_ERROR_REFERENCE,
                           _("There is no preparation “%s” for the faction “%s”."), type, faction_id);
              break;
            }
          /* two elements of one preparation are copies of it */
          existing = muster_army_find_preparation (r.army, prep);
          if (existing >= 0)
            g_array_index (r.army->preparations, MusterArmyPreparation, existing).copies
              = MIN (MUSTER_ARMY_MAX_COUNT,
                     g_array_index (r.army->preparations, MusterArmyPreparation, existing).copies + p.copies);
          else
            g_array_append_val (r.army->preparations, p);
        }
    }
  r.army->name = take_army_text (&army_name, &r.army->name_langs);
  r.army->notes = take_army_text (&army_notes, &r.army->notes_langs);
  clear_army_text (&army_name);
  clear_army_text (&army_notes);

  if (r.error != NULL)
    {
      g_propagate_error (error, r.error);
      g_object_unref (r.army);
      return NULL;
    }
  return r.army;
}

/**
 * muster_army_peek_name:
 * @path: an army file
 *
 * The army's name as the file gives it in the language Muster shows, read
 * without loading the army (a system's list of sample armies).
 *
 * Returns: (nullable): the name, or %NULL when the file has none or cannot
 * be read
 */
char *
muster_army_peek_name (const char *path)
{
  g_autoptr(GError) error = NULL;
  xmlDoc *doc = muster_xml_load_file (path, MUSTER_SCHEMA_ARMY, NULL, &error);
  ArmyReader r = { NULL, path, NULL };
  ArmyText text = { 0 };
  MusterText langs = { 0 };
  char *name = NULL;

  if (doc == NULL)
    return NULL;
  muster_xml_foreach_child (xmlDocGetRootElement (doc), child)
    if (muster_xml_is (child, "name"))
      read_army_text (&r, child, &text, MUSTER_ARMY_MAX_LINE);
  if (r.error == NULL)
    name = take_army_text (&text, &langs);
  g_clear_error (&r.error);
  clear_army_text (&text);
  muster_text_clear (&langs);
  xmlFreeDoc (doc);
  return name;
}

MusterArmy *
muster_army_load_memory (MusterCatalog *catalog,
                         const char    *data,
                         gsize          length,
                         const char    *display_name,
                         GError       **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  return muster_xml_read (NULL, data, length, display_name, MUSTER_SCHEMA_ARMY,
                          (MusterDocReader) muster_army_load_doc, catalog, error);
}

MusterArmy *
muster_army_load_file (MusterCatalog *catalog,
                       const char    *path,
                       GError       **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  return muster_xml_read (path, NULL, 0, path, MUSTER_SCHEMA_ARMY,
                          (MusterDocReader) muster_army_load_doc, catalog, error);
}

/* ---- writing ---- */

static void
write_unit (xmlNode *parent, xmlNs *ns, const MusterArmyUnit *u)
{
  xmlNode *node = xmlNewChild (parent, ns, (const xmlChar *) "unit", NULL);

  xmlNewProp (node, (const xmlChar *) "type", (const xmlChar *) u->type->id);
  if (u->count != 1)
    {
      g_autofree char *v = g_strdup_printf ("%u", u->count);
      xmlNewProp (node, (const xmlChar *) "count", (const xmlChar *) v);
    }
  if (u->column > 0)
    {
      g_autofree char *v = g_strdup_printf ("%u", u->column);
      xmlNewProp (node, (const xmlChar *) "column", (const xmlChar *) v);
    }
  if (u->reserve)
    xmlNewProp (node, (const xmlChar *) "reserve", (const xmlChar *) "true");
  if (u->chief)
    xmlNewProp (node, (const xmlChar *) "chief", (const xmlChar *) "true");
}

static xmlNode *
new_text_child (xmlNode *parent, xmlNs *ns, const char *name, const char *text)
{
  xmlNode *node = xmlNewChild (parent, ns, (const xmlChar *) name, NULL);
  xmlNodeAddContent (node, (const xmlChar *) text);
  return node;
}

/* The army's name or notes: as it was read in each language while it is
 * unchanged, else the one text. */
static void
write_army_text (xmlNode *root, xmlNs *ns, const char *element, const char *text, const MusterText *langs)
{
  if (muster_text_is_set (langs))
    muster_xml_add_text (root, ns, element, langs);
  else if (text != NULL)
    new_text_child (root, ns, element, text);
}

char *
muster_army_to_xml (MusterArmy *self)
{
  g_autofree char *points = NULL;
  xmlDoc *doc;
  xmlNode *root;
  xmlNs *ns;
  xmlChar *mem = NULL;
  int size = 0;
  char *result;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "army");
  ns = xmlNewNs (root, (const xmlChar *) MUSTER_NS_ARMY, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlNewProp (root, (const xmlChar *) "system", (const xmlChar *) muster_system_get_id (self->system));
  xmlNewProp (root, (const xmlChar *) "faction", (const xmlChar *) self->faction->id);
  if (self->faction->version != NULL)
    xmlNewProp (root, (const xmlChar *) "list-version", (const xmlChar *) self->faction->version);
  points = g_strdup_printf ("%u", self->points);
  xmlNewProp (root, (const xmlChar *) "points", (const xmlChar *) points);

  write_army_text (root, ns, "name", self->name, &self->name_langs);
  write_army_text (root, ns, "notes", self->notes, &self->notes_langs);
  for (guint i = 0; i < self->commanders->len; i++)
    {
      const MusterArmyCommander *c = &g_array_index (self->commanders, MusterArmyCommander, i);
      GPtrArray *roles = muster_system_get_roles (self->system);
      xmlNode *node = xmlNewChild (root, ns, (const xmlChar *) "commander", NULL);

      xmlNewProp (node, (const xmlChar *) "tier", (const xmlChar *) c->tier->id);
      if (roles->len == 0 || c->role != g_ptr_array_index (roles, 0))
        xmlNewProp (node, (const xmlChar *) "role", (const xmlChar *) c->role->id);
      if (c->name != NULL)
        xmlNewProp (node, (const xmlChar *) "name", (const xmlChar *) c->name);
    }
  for (guint i = 0; i < self->units->len; i++)
    {
      const MusterArmyUnit *u = &g_array_index (self->units, MusterArmyUnit, i);
      if (u->regiment < 0)
        write_unit (root, ns, u);
    }
  for (guint r = 0; r < self->regiments->len; r++)
    {
      const MusterArmyRegiment *reg = &g_array_index (self->regiments, MusterArmyRegiment, r);
      xmlNode *node = xmlNewChild (root, ns, (const xmlChar *) "regiment", NULL);

      if (reg->reserve)
        xmlNewProp (node, (const xmlChar *) "reserve", (const xmlChar *) "true");
      if (reg->column > 0)
        {
          g_autofree char *v = g_strdup_printf ("%u", reg->column);
          xmlNewProp (node, (const xmlChar *) "column", (const xmlChar *) v);
        }
      if (reg->name != NULL)
        new_text_child (node, ns, "name", reg->name);
      for (guint i = 0; i < self->units->len; i++)
        {
          const MusterArmyUnit *u = &g_array_index (self->units, MusterArmyUnit, i);
          if (u->regiment == (int) r)
            write_unit (node, ns, u);
        }
    }
  for (guint i = 0; i < self->preparations->len; i++)
    {
      const MusterArmyPreparation *p = &g_array_index (self->preparations, MusterArmyPreparation, i);
      xmlNode *node = xmlNewChild (root, ns, (const xmlChar *) "preparation", NULL);

      xmlNewProp (node, (const xmlChar *) "type", (const xmlChar *) p->preparation->id);
      if (p->copies != 1)
        {
          g_autofree char *v = g_strdup_printf ("%u", p->copies);
          xmlNewProp (node, (const xmlChar *) "count", (const xmlChar *) v);
        }
    }

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  xmlFreeDoc (doc);
  return result;
}

gboolean
muster_army_save_file (MusterArmy  *self,
                       const char  *path,
                       GError     **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  xml = muster_army_to_xml (self);
  return muster_output_save_text (path, xml, error);
}
