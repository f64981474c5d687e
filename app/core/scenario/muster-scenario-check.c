/* muster-scenario-check.c: the checks of a scenario. Of the file, what its
 * schema cannot check (the first problem in the file's order, reported with
 * file:line:column and a sentence that names the element); of the model,
 * every rule it breaks, each pointing at its item or side.
 */
#include "config.h"

#include "muster-scenario-private.h"
#include "muster-army.h"
#include "muster-error.h"
#include "muster-format.h"
#include "muster-rules.h"
#include "muster-system.h"
#include "muster-xml.h"

#include <math.h>

#include <glib/gi18n-lib.h>

typedef struct
{
  MusterSystem *system;
  const char *file;
  GPtrArray *sides;         /* the side ids, in order */
  GError *error;
} Check;

static void
fail (Check *c, const xmlNode *node, MusterError code, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
fail (Check *c, const xmlNode *node, MusterError code, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (c->error != NULL)
    return;
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  muster_xml_set_error_at (&c->error, code, c->file, node, "%s", sentence);
}

/* The texts among node's children (name, text, label, victory): English
 * and Russian only, each language once for each kind of text. */
static void
check_texts (Check *c, const xmlNode *node)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  muster_xml_foreach_child (node, child)
    {
      g_autofree char *lang = NULL;
      char *key;

      if (!muster_xml_is (child, "name") && !muster_xml_is (child, "text") && !muster_xml_is (child, "label")
          && !muster_xml_is (child, "victory"))
        continue;
      lang = muster_xml_get_lang (child);
      if (lang == NULL || (!g_str_equal (lang, "en") && !g_str_equal (lang, "ru")))
        {
          fail (c, child, MUSTER_ERROR_INVALID,
                _("The text <%s> has xml:lang=\"%s\"; Muster texts are in English (en) and Russian (ru)."),
                (const char *) child->name, lang != NULL ? lang : "");
          return;
        }
      key = g_strdup_printf ("%s %s", (const char *) child->name, lang);
      if (g_hash_table_contains (seen, key))
        {
          fail (c, child, MUSTER_ERROR_INVALID, _("The text <%s xml:lang=\"%s\"> is given twice here."),
                (const char *) child->name, lang);
          g_free (key);
          return;
        }
      g_hash_table_add (seen, key);
    }
}

static gboolean
has_side (Check *c, const char *id)
{
  for (guint i = 0; i < c->sides->len; i++)
    if (g_str_equal (g_ptr_array_index (c->sides, i), id))
      return TRUE;
  return FALSE;
}

/* A zone, objective, column marker or event that names a side names one of
 * the scenario's. */
static void
check_side_ref (Check *c, const xmlNode *node)
{
  g_autofree char *side = muster_xml_get_attr (node, "side");
  g_autofree char *sides = NULL;

  if (side == NULL || has_side (c, side))
    return;
  g_ptr_array_add (c->sides, NULL);
  sides = g_strjoinv (", ", (char **) c->sides->pdata);
  g_ptr_array_remove_index (c->sides, c->sides->len - 1);
  fail (c, node, MUSTER_ERROR_REFERENCE,
        _("The <%s> names the side “%s”, which the scenario does not have; its sides are %s."),
        (const char *) node->name, side, sides);
}

static void
check_piece_type (Check *c, const xmlNode *node, const char *type)
{
  if (type != NULL && muster_system_lookup_piece (c->system, type) == NULL)
    fail (c, node, MUSTER_ERROR_REFERENCE, _("The system “%s” has no terrain piece “%s”."),
          muster_system_get_id (c->system), type);
}

/* The most elements an army can be of: the army, its name and notes, its
 * commanders, unit entries, regiments and preparations. */
#define EMBEDDED_MAX_ELEMENTS (3 + MUSTER_ARMY_MAX_COMMANDERS + MUSTER_ARMY_MAX_ENTRIES \
                               + MUSTER_ARMY_MAX_REGIMENTS + MUSTER_ARMY_MAX_PREPARATIONS)

/* The elements of @node's tree, counted up to @cap. */
static guint
count_elements (const xmlNode *node, guint cap)
{
  guint n = 1;

  muster_xml_foreach_child (node, child)
    {
      if (n >= cap)
        break;
      n += count_elements (child, cap - n);
    }
  return n;
}

/* A force that embeds an army: the army loads as an army file would (its
 * schema, its system, faction and units), and the force names no army file
 * or library army besides it. */
static void
check_embedded (Check *c, MusterCatalog *catalog, const xmlNode *force)
{
  xmlNode *army_node = muster_xml_first_child (force);
  g_autofree char *file = NULL;
  g_autofree char *library = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = NULL;

  if (army_node == NULL || c->error != NULL)
    return;
  file = muster_xml_get_attr (force, "army");
  library = muster_xml_get_attr (force, "library");
  if (file != NULL || library != NULL)
    {
      fail (c, force, MUSTER_ERROR_INVALID,
            _("The force embeds an army and names another (“%s”) too; a force is one army."),
            file != NULL ? file : library);
      return;
    }
  /* more elements than any army may have: refused before it is copied */
  if (count_elements (army_node, EMBEDDED_MAX_ELEMENTS + 1) > EMBEDDED_MAX_ELEMENTS)
    {
      fail (c, army_node, MUSTER_ERROR_TOO_LARGE,
            _("The army embedded in this force has more than %d elements, more than an army may have."),
            EMBEDDED_MAX_ELEMENTS);
      return;
    }
  army = _muster_scenario_read_embedded (catalog, force, &error);
  if (army == NULL)
    fail (c, army_node, MUSTER_ERROR_INVALID, _("The army embedded in this force does not load: %s"),
          error->message);
}

gboolean
muster_scenario_check_doc (MusterCatalog  *catalog,
                           xmlDoc         *doc,
                           const char     *file,
                           GError        **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *system_id = NULL;
  g_autoptr(GPtrArray) sides = g_ptr_array_new_with_free_func (g_free);
  Check c = { NULL, file, sides, NULL };

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (doc != NULL && root != NULL, FALSE);

  system_id = muster_xml_get_attr (root, "system");
  c.system = muster_catalog_lookup (catalog, system_id);
  if (c.system == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, root,
                               _("The scenario is for the game system “%s”, which is not installed."),
                               system_id);
      return FALSE;
    }

  /* the sides first: zones and events may come before a reader meets them */
  muster_xml_foreach_child (root, child)
    {
      g_autofree char *id = NULL;

      if (!muster_xml_is (child, "side"))
        continue;
      id = muster_xml_get_attr (child, "id");
      if (has_side (&c, id))
        fail (&c, child, MUSTER_ERROR_INVALID, _("The side id “%s” is used twice."), id);
      else
        g_ptr_array_add (sides, g_steal_pointer (&id));
    }

  check_texts (&c, root);
  muster_xml_foreach_child (root, child)
    {
      if (c.error != NULL)
        break;
      check_texts (&c, child);
      if (muster_xml_is (child, "side"))
        {
          muster_xml_foreach_child (child, force)
            {
              g_autofree char *faction = NULL;

              if (!muster_xml_is (force, "force"))
                continue;
              faction = muster_xml_get_attr (force, "faction");
              if (faction != NULL && muster_system_lookup_faction (c.system, faction) == NULL)
                fail (&c, force, MUSTER_ERROR_REFERENCE,
                      _("The force names the faction “%s”, which the game system “%s” does not have."),
                      faction, system_id);
              check_embedded (&c, catalog, force);
            }
        }
      else if (muster_xml_is (child, "piece"))
        {
          g_autofree char *type = muster_xml_get_attr (child, "type");
          g_autofree char *variant = muster_xml_get_attr (child, "variant");
          const MusterPiece *piece = muster_system_lookup_piece (c.system, type);

          check_piece_type (&c, child, type);
          if (piece != NULL && variant != NULL && muster_piece_lookup_variant (piece, variant) == NULL)
            fail (&c, child, MUSTER_ERROR_REFERENCE, _("The terrain piece “%s” has no variant “%s”."),
                  type, variant);
        }
      else if (muster_xml_is (child, "grid"))
        {
          muster_xml_foreach_child (child, cell)
            {
              g_autofree char *type = muster_xml_get_attr (cell, "type");
              check_piece_type (&c, cell, type);
            }
        }
      else if (muster_xml_is (child, "zone") || muster_xml_is (child, "objective")
               || muster_xml_is (child, "column-marker") || muster_xml_is (child, "event"))
        check_side_ref (&c, child);
    }

  if (c.error != NULL)
    {
      g_propagate_error (error, c.error);
      return FALSE;
    }
  return TRUE;
}

/* ---- the model's rules ---- */

void
muster_scenario_problem_free (MusterScenarioProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->code);
  g_free (problem->message);
  g_free (problem);
}

static MusterScenarioProblem *
add (GPtrArray *problems, const char *code, gboolean warning, int item, int side, const char *format, ...)
  G_GNUC_PRINTF (6, 7);

static MusterScenarioProblem *
add (GPtrArray *problems, const char *code, gboolean warning, int item, int side, const char *format, ...)
{
  MusterScenarioProblem *p = g_new0 (MusterScenarioProblem, 1);
  va_list args;

  p->code = g_strdup (code);
  p->warning = warning;
  p->item = item;
  p->side = side;
  p->force = -1;
  va_start (args, format);
  p->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, p);
  return p;
}

/* "terrain piece 3 (Forest)", "zone 2 of Side 1" … as messages name items */
static char *
item_name (MusterScenario *self, guint index)
{
  const MusterScenarioItem *item = &g_array_index (self->items, MusterScenarioItem, index);
  guint n = 0;

  for (guint i = 0; i <= index; i++)
    n += g_array_index (self->items, MusterScenarioItem, i).kind == item->kind;
  switch (item->kind)
    {
    case MUSTER_ITEM_PIECE:
      {
        const MusterPiece *piece = muster_system_lookup_piece (self->system, item->type);

        /* TRANSLATORS: "terrain piece 3 (Forest)" */
        return g_strdup_printf (_("terrain piece %u (%s)"), n,
                                piece != NULL ? muster_text_get (&piece->name) : item->type);
      }
    case MUSTER_ITEM_ZONE:
      return g_strdup_printf (_("deployment zone %u"), n);
    case MUSTER_ITEM_OBJECTIVE:
      return g_strdup_printf (_("objective %u"), n);
    case MUSTER_ITEM_COLUMN_MARKER:
      return g_strdup_printf (_("column marker %u"), n);
    case MUSTER_ITEM_CAMP:
      return g_strdup_printf (_("camp %u"), n);
    case MUSTER_ITEM_RESERVE:
      return g_strdup_printf (_("reserve %u"), n);
    default:
      return g_strdup_printf (_("event %u"), n);
    }
}

static const char *
side_name (MusterScenario *self, const char *id)
{
  const MusterScenarioSide *side = muster_scenario_lookup_side (self, id);

  return side != NULL && muster_text_is_set (&side->name) ? muster_text_get (&side->name) : id;
}

/* Whether the segments ab and cd cross. */
static gboolean
segments_cross (const MusterPoint *a, const MusterPoint *b, const MusterPoint *c, const MusterPoint *d)
{
  double d1 = (d->x - c->x) * (a->y - c->y) - (d->y - c->y) * (a->x - c->x);
  double d2 = (d->x - c->x) * (b->y - c->y) - (d->y - c->y) * (b->x - c->x);
  double d3 = (b->x - a->x) * (c->y - a->y) - (b->y - a->y) * (c->x - a->x);
  double d4 = (b->x - a->x) * (d->y - a->y) - (b->y - a->y) * (d->x - a->x);

  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

static gboolean
inside (const GArray *polygon, const MusterPoint *p)
{
  gboolean in = FALSE;

  for (guint i = 0, j = polygon->len - 1; i < polygon->len; j = i++)
    {
      const MusterPoint *a = &g_array_index (polygon, MusterPoint, i);
      const MusterPoint *b = &g_array_index (polygon, MusterPoint, j);

      if ((a->y > p->y) != (b->y > p->y) && p->x < (b->x - a->x) * (p->y - a->y) / (b->y - a->y) + a->x)
        in = !in;
    }
  return in;
}

/* Whether two polygons share more than a border. */
static gboolean
polygons_overlap (const GArray *a, const GArray *b)
{
  for (guint i = 0; i < a->len; i++)
    for (guint j = 0; j < b->len; j++)
      if (segments_cross (&g_array_index (a, MusterPoint, i), &g_array_index (a, MusterPoint, (i + 1) % a->len),
                          &g_array_index (b, MusterPoint, j), &g_array_index (b, MusterPoint, (j + 1) % b->len)))
        return TRUE;
  /* one inside the other: its middle is inside */
  for (int k = 0; k < 2; k++)
    {
      const GArray *p = k == 0 ? a : b, *q = k == 0 ? b : a;
      MusterPoint mid = { 0, 0 };

      for (guint i = 0; i < p->len; i++)
        {
          mid.x += g_array_index (p, MusterPoint, i).x / p->len;
          mid.y += g_array_index (p, MusterPoint, i).y / p->len;
        }
      if (inside (q, &mid))
        return TRUE;
    }
  return FALSE;
}

/* The corners of a piece's or camp's turned rectangle. */
static GArray *
item_polygon (const MusterScenarioItem *item)
{
  GArray *points = g_array_sized_new (FALSE, FALSE, sizeof (MusterPoint), 4);
  static const double sx[] = { -1, 1, 1, -1 }, sy[] = { -1, -1, 1, 1 };

  if (item->points != NULL)
    {
      g_array_append_vals (points, item->points->data, item->points->len);
      return points;
    }
  for (int i = 0; i < 4; i++)
    {
      MusterPoint p;

      muster_scenario_item_to_table (item, sx[i] * item->width / 2, sy[i] * item->depth / 2, &p.x, &p.y);
      g_array_append_val (points, p);
    }
  return points;
}

static void
check_items (MusterScenario *self, GPtrArray *polygons, GPtrArray *problems)
{
  const double slack = 0.01;

  for (guint i = 0; i < self->items->len; i++)
    {
      const MusterScenarioItem *item = &g_array_index (self->items, MusterScenarioItem, i);
      g_autofree char *name = item_name (self, i);
      double x0, y0, x1, y1;

      if (item->kind == MUSTER_ITEM_EVENT)
        {
          if (item->phase == 0 && item->turn == 0)
            add (problems, "event-when", FALSE, (int) i, -1, _("The %s says neither in which phase nor in which turn it happens."), name);
          continue;
        }
      muster_scenario_item_bounds (item, &x0, &y0, &x1, &y1);
      if (item->kind != MUSTER_ITEM_ZONE
          && (item->x < -slack || item->y < -slack || item->x > self->width + slack || item->y > self->depth + slack))
        add (problems, "off-table", FALSE, (int) i, -1,
             _("The %s stands off the table (%g × %g): its middle is at %g across, %g in depth."), name,
             self->width, self->depth, item->x, item->y);
      else if (x0 < -slack || y0 < -slack || x1 > self->width + slack || y1 > self->depth + slack)
        /* a piece scattered over the edge is cut there; a zone must lie on the table */
        add (problems, "off-table", item->kind != MUSTER_ITEM_ZONE, (int) i, -1,
             _("The %s reaches past the table's edge (%g × %g): it spans %g to %g across and %g to %g in depth."),
             name, self->width, self->depth, x0, x1, y0, y1);
      if (item->kind == MUSTER_ITEM_ZONE && item->points->len < 3)
        add (problems, "zone-points", FALSE, (int) i, -1, _("The %s has fewer than three points."), name);
      if ((item->kind == MUSTER_ITEM_COLUMN_MARKER || item->kind == MUSTER_ITEM_CAMP || item->kind == MUSTER_ITEM_RESERVE
           || item->kind == MUSTER_ITEM_ZONE) && muster_scenario_lookup_side (self, item->side) == NULL)
        add (problems, "unknown-side", FALSE, (int) i, -1, _("The %s belongs to no side of the scenario."), name);

      for (guint j = i + 1; j < self->items->len; j++)
        {
          const MusterScenarioItem *other = &g_array_index (self->items, MusterScenarioItem, j);
          g_autofree char *other_name = NULL;

          if (other->kind != item->kind)
            continue;
          if (item->kind == MUSTER_ITEM_COLUMN_MARKER && g_strcmp0 (item->side, other->side) == 0
              && item->number == other->number && item->number > 0)
            {
              other_name = item_name (self, j);
              add (problems, "marker-number", FALSE, (int) j, -1, _("The %s has the number %u, as the %s of the same side has."),
                   other_name, other->number, name);
            }
          if (item->kind == MUSTER_ITEM_ZONE && g_strcmp0 (item->side, other->side) != 0
              && item->march == other->march && item->points->len >= 3 && other->points->len >= 3
              && polygons_overlap (g_ptr_array_index (polygons, i), g_ptr_array_index (polygons, j)))
            {
              other_name = item_name (self, j);
              add (problems, "zones-overlap", FALSE, (int) j, -1, _("The %s of %s overlaps the %s of %s."), other_name,
                   side_name (self, other->side), name, side_name (self, item->side));
            }
          if (item->kind == MUSTER_ITEM_PIECE
              && polygons_overlap (g_ptr_array_index (polygons, i), g_ptr_array_index (polygons, j)))
            {
              other_name = item_name (self, j);
              add (problems, "pieces-overlap", TRUE, (int) j, -1, _("The %s lies on the %s."), other_name, name);
            }
        }
    }
}

/* ---- where the system's data says things may stand ---- */

static double
point_segment (const MusterPoint *p, const MusterPoint *a, const MusterPoint *b)
{
  double dx = b->x - a->x, dy = b->y - a->y;
  double len = dx * dx + dy * dy;
  double t = len > 0 ? CLAMP (((p->x - a->x) * dx + (p->y - a->y) * dy) / len, 0, 1) : 0;
  double x = a->x + t * dx - p->x, y = a->y + t * dy - p->y;

  return sqrt (x * x + y * y);
}

/* The least distance between two polygons; 0 where they overlap. */
static double
polygon_distance (const GArray *a, const GArray *b)
{
  double best = INFINITY;

  if (polygons_overlap (a, b))
    return 0;
  for (int k = 0; k < 2; k++)
    {
      const GArray *p = k == 0 ? a : b, *q = k == 0 ? b : a;

      for (guint i = 0; i < p->len; i++)
        for (guint j = 0; j < q->len; j++)
          best = MIN (best, point_segment (&g_array_index (p, MusterPoint, i), &g_array_index (q, MusterPoint, j),
                                           &g_array_index (q, MusterPoint, (j + 1) % q->len)));
    }
  return best;
}

/* Whether every point of @polygon lies in the half of the table at @edge. */
static gboolean
in_half (MusterScenario *self, const GArray *polygon, MusterEdge edge)
{
  const double slack = 0.01;

  for (guint i = 0; i < polygon->len; i++)
    {
      const MusterPoint *p = &g_array_index (polygon, MusterPoint, i);
      gboolean in = edge == MUSTER_EDGE_SOUTH ? p->y <= self->depth / 2 + slack
                    : edge == MUSTER_EDGE_NORTH ? p->y >= self->depth / 2 - slack
                    : edge == MUSTER_EDGE_WEST ? p->x <= self->width / 2 + slack
                                               : p->x >= self->width / 2 - slack;

      if (!in)
        return FALSE;
    }
  return TRUE;
}

static MusterEdge
opposite (MusterEdge edge)
{
  static const MusterEdge opposites[] = { MUSTER_EDGE_NORTH, MUSTER_EDGE_SOUTH, MUSTER_EDGE_WEST, MUSTER_EDGE_EAST };

  return opposites[edge];
}

static void
check_rule (MusterScenario *self, const MusterScenarioRule *rule, GPtrArray *polygons, GPtrArray *problems)
{
  static const char *roles[] = { NULL, "attacker", "defender" };
  MusterItemKind kind = _muster_scenario_item_kind (rule->item), target = _muster_scenario_item_kind (rule->to);
  g_autofree char *where = NULL;

  where = rule->source != NULL ? g_strdup_printf (" (%s)", rule->source) : g_strdup ("");
  for (guint i = 0; i < self->items->len; i++)
    {
      const MusterScenarioItem *item = &g_array_index (self->items, MusterScenarioItem, i);
      const MusterScenarioSide *side = muster_scenario_lookup_side (self, item->side);
      g_autofree char *name = NULL;
      double best = INFINITY;
      gboolean any = FALSE;

      if (item->kind != kind || side == NULL || (rule->kind != NULL && g_strcmp0 (rule->kind, item->type) != 0)
          || (rule->role != NULL && g_strcmp0 (rule->role, roles[side->role]) != 0))
        continue;
      name = item_name (self, i);
      if (rule->half != NULL)
        {
          MusterEdge edge = g_str_equal (rule->half, "own") ? side->edge : opposite (side->edge);

          if (!in_half (self, g_ptr_array_index (polygons, i), edge))
            add (problems, "placement", FALSE, (int) i, -1,
                 _("The %s of %s breaks the rule “%s”%s: it does not lie wholly in that half of the table."), name,
                 side_name (self, side->id), muster_text_get (&rule->name), where);
          continue;
        }
      for (guint j = 0; j < self->items->len; j++)
        {
          const MusterScenarioItem *other = &g_array_index (self->items, MusterScenarioItem, j);
          gboolean own = g_strcmp0 (other->side, item->side) == 0;

          if (j == i || other->kind != target || other->side == NULL
              || own != g_str_equal (rule->whose, "own"))
            continue;
          best = MIN (best, polygon_distance (g_ptr_array_index (polygons, i), g_ptr_array_index (polygons, j)));
          any = TRUE;
        }
      if (!any)
        continue;
      if ((!isnan (rule->min) && (best < rule->min - 0.01 || (rule->min == 0 && best == 0)))
          || (!isnan (rule->max) && best > rule->max + 0.01))
        {
          g_autofree char *distance = g_strdup_printf ("%.1f", best);

          add (problems, "placement", FALSE, (int) i, -1,
               _("The %s of %s breaks the rule “%s”%s: the nearest is %s %s away."), name,
               side_name (self, side->id), muster_text_get (&rule->name), where, distance, self->unit);
        }
    }
}

/* A force's army (of a file or embedded, called @label in the messages)
 * is of the scenario's system and keeps its rules. */
static void
check_force_army (MusterScenario *self, guint side, guint f, MusterArmy *army, const char *label,
                  GPtrArray *problems)
{
  const char *name = side_name (self, g_array_index (self->sides, MusterScenarioSide, side).id);
  g_autoptr(MusterReport) report = NULL;

  if (muster_army_get_system (army) != self->system)
    {
      add (problems, "force-system", FALSE, -1, (int) side, _("The force “%s” of %s is an army of “%s”, not of “%s”."),
           label, name, muster_text_get (muster_system_get_name (muster_army_get_system (army))),
           muster_text_get (muster_system_get_name (self->system)))->force = (int) f;
      return;
    }
  report = muster_rules_check (army);
  if (!report->valid)
    for (guint i = 0; i < report->problems->len; i++)
      {
        const MusterProblem *p = &g_array_index (report->problems, MusterProblem, i);

        if (p->severity == MUSTER_SEVERITY_ERROR)
          {
            add (problems, "force-invalid", FALSE, -1, (int) side, _("The force “%s” of %s breaks its rules: %s"),
                 label, name, muster_problem_get_message (p))->force = (int) f;
            break;
          }
      }
}

/* A force's army: an army file (loaded from @folder; not looked at
 * without one) or the army embedded in the scenario. */
static void
check_force (MusterScenario *self, MusterCatalog *catalog, const char *folder, guint side, guint f,
             GPtrArray *problems)
{
  const MusterForce *force = &g_array_index (g_array_index (self->sides, MusterScenarioSide, side).forces, MusterForce, f);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = NULL;

  if (force->embedded != NULL)
    {
      g_autofree char *title = muster_army_dup_title (force->embedded);

      check_force_army (self, side, f, force->embedded, title, problems);
      return;
    }
  if (force->army == NULL || catalog == NULL || folder == NULL)
    return;
  path = g_path_is_absolute (force->army) ? g_strdup (force->army) : g_build_filename (folder, force->army, NULL);
  army = muster_army_load_file (catalog, path, &error);
  if (army == NULL)
    add (problems, "force-file", FALSE, -1, (int) side, _("The force “%s” of %s does not load: %s"), force->army,
         side_name (self, g_array_index (self->sides, MusterScenarioSide, side).id), error->message)->force = (int) f;
  else
    {
      /* named by its army's name, as the scenario sheet and the editor name it */
      g_autofree char *title = muster_army_dup_title (army);

      check_force_army (self, side, f, army, title, problems);
    }
}

static int
errors_first (gconstpointer a, gconstpointer b)
{
  const MusterScenarioProblem *pa = *(MusterScenarioProblem **) a;
  const MusterScenarioProblem *pb = *(MusterScenarioProblem **) b;

  return (int) pa->warning - (int) pb->warning;
}

GPtrArray *
muster_scenario_check (MusterScenario *self,
                       MusterCatalog  *catalog,
                       const char     *folder)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_scenario_problem_free);
  g_autoptr(GPtrArray) polygons = NULL;
  GPtrArray *rules;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), problems);
  g_return_val_if_fail (catalog == NULL || MUSTER_IS_CATALOG (catalog), problems);

  if (self->sides->len < 2)
    add (problems, "sides", FALSE, -1, -1, _("A scenario has two sides at least; this one has %u."), self->sides->len);
  for (guint i = 0; i < self->sides->len; i++)
    {
      const MusterScenarioSide *side = &g_array_index (self->sides, MusterScenarioSide, i);

      if (side->forces->len == 0)
        add (problems, "side-no-force", TRUE, -1, (int) i,
             _("%s has no force: name an army, or a faction and points."), side_name (self, side->id));
      for (guint f = 0; f < side->forces->len; f++)
        {
          const MusterForce *force = &g_array_index (side->forces, MusterForce, f);

          if (force->faction != NULL && muster_system_lookup_faction (self->system, force->faction) == NULL)
            add (problems, "force-faction", FALSE, -1, (int) i,
                 _("A force of %s names the faction “%s”, which the game system does not have."),
                 side_name (self, side->id), force->faction)->force = (int) f;
          check_force (self, catalog, folder, i, f, problems);
        }
    }
  /* every item's outline once, for the overlaps and the data's rules */
  polygons = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < self->items->len; i++)
    g_ptr_array_add (polygons, item_polygon (&g_array_index (self->items, MusterScenarioItem, i)));
  check_items (self, polygons, problems);
  rules = muster_system_get_scenario_rules (self->system);
  for (guint r = 0; r < rules->len; r++)
    check_rule (self, g_ptr_array_index (rules, r), polygons, problems);
  g_ptr_array_sort (problems, errors_first);
  return problems;
}

gboolean
muster_scenario_problems_have_error (GPtrArray *problems)
{
  for (guint i = 0; problems != NULL && i < problems->len; i++)
    if (!((MusterScenarioProblem *) g_ptr_array_index (problems, i))->warning)
      return TRUE;
  return FALSE;
}
