/* muster-scenario-xml.c: a scenario file in and out: reading a document
 * that passed scenario.xsd and muster_scenario_check_doc() into the model,
 * and writing the model back in the schema's order of elements (files of
 * the first version load and are written with rectangles as polygons).
 */
#include "config.h"

#include "muster-scenario-private.h"
#include "muster-output.h"
#include "muster-xml.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>

/* ---- reading ---- */

static double
attr_double (const xmlNode *node, const char *name, double def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);

  return v != NULL ? g_ascii_strtod (v, NULL) : def;
}

static guint
attr_uint (const xmlNode *node, const char *name)
{
  g_autofree char *v = muster_xml_get_attr (node, name);

  return v != NULL ? (guint) g_ascii_strtoull (v, NULL, 10) : 0;
}

static gboolean
attr_bool (const xmlNode *node, const char *name)
{
  g_autofree char *v = muster_xml_get_attr (node, name);

  return v != NULL && (g_str_equal (v, "true") || g_str_equal (v, "1"));
}

/* The child texts called @element into @text, by their xml:lang. */
static void
read_text (const xmlNode *node, const char *element, MusterText *text)
{
  muster_xml_foreach_child (node, child)
    {
      g_autofree char *lang = NULL;
      g_autofree char *content = NULL;

      if (!muster_xml_is (child, element))
        continue;
      lang = muster_xml_get_lang (child);
      content = muster_xml_get_content (child);
      muster_text_set (text, lang, content);
    }
}

static MusterEdge
edge_from (const char *edge)
{
  if (g_strcmp0 (edge, "north") == 0)
    return MUSTER_EDGE_NORTH;
  if (g_strcmp0 (edge, "east") == 0)
    return MUSTER_EDGE_EAST;
  if (g_strcmp0 (edge, "west") == 0)
    return MUSTER_EDGE_WEST;
  return MUSTER_EDGE_SOUTH;
}

static MusterRole
role_from (const char *role)
{
  if (g_strcmp0 (role, "attacker") == 0)
    return MUSTER_ROLE_ATTACKER;
  if (g_strcmp0 (role, "defender") == 0)
    return MUSTER_ROLE_DEFENDER;
  return MUSTER_ROLE_NONE;
}

MusterArmy *
_muster_scenario_read_embedded (MusterCatalog  *catalog,
                                const xmlNode  *force,
                                GError        **error)
{
  xmlNode *node = muster_xml_first_child (force);
  xmlDoc *doc;
  xmlChar *mem = NULL;
  int size = 0;
  MusterArmy *army;

  if (node == NULL)
    return NULL;
  /* the army alone, as the file it would be: its namespace declared on it */
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlDocSetRootElement (doc, xmlDocCopyNode (node, doc, 1));
  xmlDocDumpMemoryEnc (doc, &mem, &size, "UTF-8");
  xmlFreeDoc (doc);
  /* TRANSLATORS: where an error in an army kept inside a scenario is */
  army = muster_army_load_memory (catalog, (const char *) mem, (gsize) MAX (size, 0), _("the embedded army"), error);
  xmlFree (mem);
  return army;
}

static void
read_side (MusterScenario *self, MusterCatalog *catalog, const xmlNode *node)
{
  MusterScenarioSide side;
  g_autofree char *edge = muster_xml_get_attr (node, "edge");
  g_autofree char *role = muster_xml_get_attr (node, "role");

  _muster_scenario_side_init (&side);
  side.id = muster_xml_get_attr (node, "id");
  side.edge = edge_from (edge);
  side.role = role_from (role);
  side.players = MAX (attr_uint (node, "players"), 1);
  read_text (node, "name", &side.name);
  muster_xml_foreach_child (node, child)
    {
      MusterForce force = { 0 };

      if (!muster_xml_is (child, "force"))
        continue;
      force.army = muster_xml_get_attr (child, "army");
      force.faction = muster_xml_get_attr (child, "faction");
      force.library = attr_uint (child, "library");
      force.points = attr_uint (child, "points");
      /* muster_scenario_check_doc() has loaded it once: it loads */
      force.embedded = _muster_scenario_read_embedded (catalog, child, NULL);
      g_array_append_val (side.forces, force);
    }
  g_array_append_val (self->sides, side);
}

static const struct
{
  const char *element;
  MusterItemKind kind;
  const char *text;             /* the element of its text */
} item_elements[] = {
  { "piece", MUSTER_ITEM_PIECE, "label" },
  { "zone", MUSTER_ITEM_ZONE, "label" },
  { "objective", MUSTER_ITEM_OBJECTIVE, "name" },
  { "column-marker", MUSTER_ITEM_COLUMN_MARKER, "name" },
  { "camp", MUSTER_ITEM_CAMP, "name" },
  { "reserve", MUSTER_ITEM_RESERVE, "text" },
  { "event", MUSTER_ITEM_EVENT, "text" },
};

MusterItemKind
_muster_scenario_item_kind (const char *element)
{
  for (guint k = 0; element != NULL && k < G_N_ELEMENTS (item_elements); k++)
    if (g_str_equal (item_elements[k].element, element))
      return item_elements[k].kind;
  return MUSTER_N_ITEM_KINDS;
}

static void
read_item (MusterScenario *self, const xmlNode *node, guint which)
{
  MusterScenarioItem item;

  muster_scenario_item_init (&item, item_elements[which].kind);
  item.side = muster_xml_get_attr (node, "side");
  item.x = attr_double (node, "x", 0);
  item.y = attr_double (node, "y", 0);
  item.width = attr_double (node, "width", 0);
  item.depth = attr_double (node, "depth", 0);
  item.rotation = attr_double (node, "rotation", 0);
  item.number = attr_uint (node, "number");
  item.turn = attr_uint (node, "turn");
  item.phase = attr_uint (node, "phase");
  read_text (node, item_elements[which].text, &item.text);
  switch (item.kind)
    {
    case MUSTER_ITEM_PIECE:
      item.type = muster_xml_get_attr (node, "type");
      item.variant = muster_xml_get_attr (node, "variant");
      break;
    case MUSTER_ITEM_CAMP:
    case MUSTER_ITEM_RESERVE:
      item.type = muster_xml_get_attr (node, "kind");
      if (item.type == NULL)
        item.type = g_strdup (item.kind == MUSTER_ITEM_CAMP ? "ordinary" : "reserve");
      break;
    case MUSTER_ITEM_ZONE:
      item.march = attr_bool (node, "march");
      item.hidden = attr_bool (node, "hidden");
      muster_xml_foreach_child (node, child)
        if (muster_xml_is (child, "point"))
          {
            MusterPoint p = { attr_double (child, "x", 0), attr_double (child, "y", 0) };

            g_array_append_val (item.points, p);
          }
      if (item.points->len == 0)
        {
          /* a rectangle of the first version: x and y are its near left corner */
          MusterPoint corners[4] = {
            { item.x, item.y }, { item.x + item.width, item.y },
            { item.x + item.width, item.y + item.depth }, { item.x, item.y + item.depth },
          };

          g_array_append_vals (item.points, corners, 4);
        }
      item.x = item.y = item.width = item.depth = 0;
      break;
    default:
      break;
    }
  g_array_append_val (self->items, item);
}

static void
read_grid (MusterScenario *self, const xmlNode *node)
{
  self->columns = attr_uint (node, "columns");
  self->rows = attr_uint (node, "rows");
  g_ptr_array_set_size (self->cells, 0);
  for (guint i = 0; i < self->columns * self->rows; i++)
    g_ptr_array_add (self->cells, NULL);
  muster_xml_foreach_child (node, child)
    {
      guint column = attr_uint (child, "column");
      guint row = attr_uint (child, "row");

      /* cells count from 1 in the file */
      if (!muster_xml_is (child, "cell") || column < 1 || row < 1 || column > self->columns || row > self->rows)
        continue;
      g_free (g_ptr_array_index (self->cells, (row - 1) * self->columns + column - 1));
      g_ptr_array_index (self->cells, (row - 1) * self->columns + column - 1) = muster_xml_get_attr (child, "type");
    }
}

MusterScenario *
muster_scenario_load_doc (MusterCatalog  *catalog,
                          xmlDoc         *doc,
                          const char     *display_name,
                          GError        **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *system_id = NULL;
  MusterScenario *self;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (doc != NULL, NULL);

  if (!muster_scenario_check_doc (catalog, doc, display_name, error))
    return NULL;
  system_id = muster_xml_get_attr (root, "system");
  self = _muster_scenario_new_empty (muster_catalog_lookup (catalog, system_id));
  self->sample = attr_bool (root, "sample");
  read_text (root, "name", &self->name);
  read_text (root, "text", &self->description);
  read_text (root, "victory", &self->victory);
  read_text (root, "rules", &self->rules);
  muster_xml_foreach_child (root, child)
    {
      if (muster_xml_is (child, "table"))
        {
          g_autofree char *unit = muster_xml_get_attr (child, "unit");

          self->width = attr_double (child, "width", 0);
          self->depth = attr_double (child, "depth", 0);
          g_free (self->unit);
          self->unit = g_strdup (unit != NULL ? unit : "cm");
        }
      else if (muster_xml_is (child, "side"))
        read_side (self, catalog, child);
      else if (muster_xml_is (child, "grid"))
        read_grid (self, child);
      else
        for (guint k = 0; k < G_N_ELEMENTS (item_elements); k++)
          if (muster_xml_is (child, item_elements[k].element))
            read_item (self, child, k);
    }
  return self;
}

MusterScenario *
muster_scenario_load_memory (MusterCatalog  *catalog,
                             const char     *data,
                             gsize           length,
                             const char     *display_name,
                             GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  return muster_xml_read (NULL, data, length, display_name, MUSTER_SCHEMA_SCENARIO,
                          (MusterDocReader) muster_scenario_load_doc, catalog, error);
}

MusterScenario *
muster_scenario_load_file (MusterCatalog  *catalog,
                           const char     *path,
                           GError        **error)
{
  MusterScenario *self;
  g_autofree char *folder = NULL;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  self = muster_xml_read (path, NULL, 0, path, MUSTER_SCHEMA_SCENARIO,
                          (MusterDocReader) muster_scenario_load_doc, catalog, error);
  if (self == NULL)
    return NULL;

  /* the scenario holds its army files by absolute path, so that they stay
   * the same files when it is saved elsewhere (written relative again) */
  folder = g_path_get_dirname (path);
  for (guint s = 0; s < self->sides->len; s++)
    {
      GArray *forces = g_array_index (self->sides, MusterScenarioSide, s).forces;

      for (guint f = 0; f < forces->len; f++)
        {
          MusterForce *force = &g_array_index (forces, MusterForce, f);
          g_autofree char *joined = NULL;

          if (force->army == NULL || g_path_is_absolute (force->army))
            continue;
          joined = g_build_filename (folder, force->army, NULL);
          g_free (force->army);
          force->army = g_canonicalize_filename (joined, NULL);
        }
    }
  return self;
}

/* ---- writing ---- */

static void
set_str (xmlNode *node, const char *name, const char *value)
{
  if (value != NULL)
    xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) value);
}

/* Three decimals, as terrain files; sizes at least the schema's 0.001. */
static void
set_double (xmlNode *node, const char *name, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  double v = round (value * 1000) / 1000;

  g_ascii_formatd (buf, sizeof buf, "%.3f", v == 0 ? 0 : v);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) buf);
}

static void
set_size (xmlNode *node, const char *name, double value)
{
  set_double (node, name, MAX (value, 0.001));
}

static void
set_uint (xmlNode *node, const char *name, guint value)
{
  g_autofree char *v = g_strdup_printf ("%u", value);

  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) v);
}

static const char *
edge_name (MusterEdge edge)
{
  static const char *names[] = { "south", "north", "east", "west" };

  return names[edge];
}

/* The army as its own file writes it, an element of the army namespace. */
static void
write_embedded (xmlNode *force, MusterArmy *army)
{
  g_autofree char *xml = muster_army_to_xml (army);
  xmlDoc *doc = xmlReadMemory (xml, (int) strlen (xml), NULL, "UTF-8", XML_PARSE_NONET | XML_PARSE_NOBLANKS);

  if (doc == NULL)
    return;
  xmlAddChild (force, xmlDocCopyNode (xmlDocGetRootElement (doc), force->doc, 1));
  xmlFreeDoc (doc);
}

/* An army file as the scenario file names it: relative to the folder the
 * file is written to when it lies there or below, so that both can move
 * together; else as the scenario holds it (absolute). */
static char *
army_for_file (const char *army, const char *folder)
{
  gsize n;

  if (army == NULL || folder == NULL || !g_path_is_absolute (army))
    return g_strdup (army);
  n = strlen (folder);
  while (n > 1 && folder[n - 1] == G_DIR_SEPARATOR)
    n--;
  if (strncmp (army, folder, n) == 0 && army[n] == G_DIR_SEPARATOR && army[n + 1] != '\0')
    return g_strdup (army + n + 1);
  return g_strdup (army);
}

static void
write_side (xmlNode *root, xmlNs *ns, const MusterScenarioSide *side, const char *folder)
{
  static const char *roles[] = { "none", "attacker", "defender" };
  xmlNode *node = xmlNewChild (root, ns, (const xmlChar *) "side", NULL);

  set_str (node, "id", side->id);
  if (side->players > 1)
    set_uint (node, "players", side->players);
  if (side->role != MUSTER_ROLE_NONE)
    set_str (node, "role", roles[side->role]);
  set_str (node, "edge", edge_name (side->edge));
  muster_xml_add_text (node, ns, "name", &side->name);
  for (guint i = 0; i < side->forces->len; i++)
    {
      const MusterForce *f = &g_array_index (side->forces, MusterForce, i);
      xmlNode *force = xmlNewChild (node, ns, (const xmlChar *) "force", NULL);

      g_autofree char *army = army_for_file (f->army, folder);

      set_str (force, "army", army);
      if (f->library > 0)
        {
          g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, f->library);

          set_str (force, "library", id);
        }
      set_str (force, "faction", f->faction);
      if (f->points > 0)
        set_uint (force, "points", f->points);
      if (f->embedded != NULL)
        write_embedded (force, f->embedded);
    }
}

static void
write_item (xmlNode *root, xmlNs *ns, const MusterScenarioItem *item, guint which)
{
  xmlNode *node = xmlNewChild (root, ns, (const xmlChar *) item_elements[which].element, NULL);

  /* the texts come first in every element */
  muster_xml_add_text (node, ns, item_elements[which].text, &item->text);
  switch (item->kind)
    {
    case MUSTER_ITEM_PIECE:
      set_str (node, "type", item->type);
      set_str (node, "variant", item->variant);
      break;
    case MUSTER_ITEM_ZONE:
      for (guint i = 0; i < item->points->len; i++)
        {
          const MusterPoint *p = &g_array_index (item->points, MusterPoint, i);
          xmlNode *point = xmlNewChild (node, ns, (const xmlChar *) "point", NULL);

          set_double (point, "x", p->x);
          set_double (point, "y", p->y);
        }
      set_str (node, "side", item->side);
      if (item->march)
        set_str (node, "march", "true");
      if (item->hidden)
        set_str (node, "hidden", "true");
      return;
    case MUSTER_ITEM_CAMP:
    case MUSTER_ITEM_RESERVE:
      set_str (node, "side", item->side);
      set_str (node, "kind", item->type);
      break;
    case MUSTER_ITEM_EVENT:
      if (item->phase > 0)
        set_uint (node, "phase", item->phase);
      if (item->turn > 0)
        set_uint (node, "turn", item->turn);
      set_str (node, "side", item->side);
      return;
    default:
      break;
    }
  if (item->kind == MUSTER_ITEM_RESERVE)
    {
      if (item->turn > 0)
        set_uint (node, "turn", item->turn);
      if (item->phase > 0)
        set_uint (node, "phase", item->phase);
    }
  set_double (node, "x", item->x);
  set_double (node, "y", item->y);
  if (item->kind == MUSTER_ITEM_OBJECTIVE || item->kind == MUSTER_ITEM_COLUMN_MARKER)
    {
      set_str (node, "side", item->side);
      if (item->number > 0)
        set_uint (node, "number", item->number);
      return;
    }
  set_size (node, "width", item->width);
  set_size (node, "depth", item->depth);
  if (item->rotation != 0 && item->kind != MUSTER_ITEM_RESERVE)
    set_double (node, "rotation", item->rotation);
}

static void
write_grid (MusterScenario *self, xmlNode *root, xmlNs *ns)
{
  xmlNode *grid = xmlNewChild (root, ns, (const xmlChar *) "grid", NULL);

  for (guint r = 0; r < self->rows; r++)
    for (guint c = 0; c < self->columns; c++)
      {
        const char *type = g_ptr_array_index (self->cells, r * self->columns + c);
        xmlNode *cell;

        if (type == NULL)
          continue;
        cell = xmlNewChild (grid, ns, (const xmlChar *) "cell", NULL);
        set_uint (cell, "column", c + 1);
        set_uint (cell, "row", r + 1);
        set_str (cell, "type", type);
      }
  set_uint (grid, "columns", self->columns);
  set_uint (grid, "rows", self->rows);
}

/* folder: where the file goes, for the army files' relative paths; NULL
 * writes them as the scenario holds them. */
static char *
to_xml (MusterScenario *self, const char *folder)
{
  xmlDoc *doc;
  xmlNode *root, *table;
  xmlNs *ns;
  xmlChar *mem = NULL;
  int size = 0;
  char *result;

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "scenario");
  ns = xmlNewNs (root, (const xmlChar *) MUSTER_NS_SCENARIO, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  set_str (root, "system", muster_system_get_id (self->system));
  if (self->sample)
    set_str (root, "sample", "true");
  muster_xml_add_text (root, ns, "name", &self->name);
  muster_xml_add_text (root, ns, "text", &self->description);
  table = xmlNewChild (root, ns, (const xmlChar *) "table", NULL);
  set_size (table, "width", self->width);
  set_size (table, "depth", self->depth);
  set_str (table, "unit", self->unit);
  for (guint i = 0; i < self->sides->len; i++)
    write_side (root, ns, &g_array_index (self->sides, MusterScenarioSide, i), folder);
  for (guint k = 0; k < G_N_ELEMENTS (item_elements); k++)
    {
      /* the grid stands between the pieces and the zones */
      if (item_elements[k].kind == MUSTER_ITEM_ZONE && self->columns > 0 && self->rows > 0)
        write_grid (self, root, ns);
      for (guint i = 0; i < self->items->len; i++)
        {
          const MusterScenarioItem *item = &g_array_index (self->items, MusterScenarioItem, i);

          if (item->kind == item_elements[k].kind)
            write_item (root, ns, item, k);
        }
    }
  muster_xml_add_text (root, ns, "victory", &self->victory);
  muster_xml_add_text (root, ns, "rules", &self->rules);

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  xmlFreeDoc (doc);
  return result;
}

char *
muster_scenario_to_xml (MusterScenario *self)
{
  return to_xml (self, NULL);
}

gboolean
muster_scenario_save_file (MusterScenario  *self,
                           const char      *path,
                           GError         **error)
{
  g_autofree char *xml = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *folder = NULL;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  dir = g_path_get_dirname (path);
  folder = g_canonicalize_filename (dir, NULL);
  xml = to_xml (self, folder);
  return muster_output_save_text (path, xml, error);
}
