/* muster-scenario.c: the scenario document in memory: its items and sides
 * and what reads them. The edits that change it (with undo and redo) live
 * in muster-scenario-edit.c, reading and writing in muster-scenario-xml.c,
 * the checks in muster-scenario-check.c.
 */
#include "config.h"

#include "muster-scenario-private.h"
#include "muster-error.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MusterScenario, muster_scenario, G_TYPE_OBJECT)

/* ---- items and sides ---- */

void
muster_scenario_item_init (MusterScenarioItem *item,
                           MusterItemKind      kind)
{
  memset (item, 0, sizeof *item);
  item->kind = kind;
  if (kind == MUSTER_ITEM_ZONE)
    item->points = g_array_new (FALSE, FALSE, sizeof (MusterPoint));
}

void
muster_scenario_item_copy (MusterScenarioItem       *dest,
                           const MusterScenarioItem *src)
{
  *dest = *src;
  dest->side = g_strdup (src->side);
  dest->type = g_strdup (src->type);
  dest->variant = g_strdup (src->variant);
  dest->points = src->points != NULL ? g_array_copy (src->points) : NULL;
  /* the text copied so far is still the source's: its own copy, not a
   * clear that would free the source's strings */
  memset (&dest->text, 0, sizeof dest->text);
  muster_text_copy (&dest->text, &src->text);
}

void
muster_scenario_item_clear (MusterScenarioItem *item)
{
  g_clear_pointer (&item->side, g_free);
  g_clear_pointer (&item->type, g_free);
  g_clear_pointer (&item->variant, g_free);
  g_clear_pointer (&item->points, g_array_unref);
  muster_text_clear (&item->text);
}

/* The table's y grows away from side one's edge, up the map: turning
 * clockwise there is turning by minus the rotation. */
void
muster_scenario_item_to_table (const MusterScenarioItem *item,
                               double                    u,
                               double                    v,
                               double                   *tx,
                               double                   *ty)
{
  double a = item->rotation * G_PI / 180.0;

  *tx = item->x + u * cos (a) + v * sin (a);
  *ty = item->y - u * sin (a) + v * cos (a);
}

void
muster_scenario_item_from_table (const MusterScenarioItem *item,
                                 double                    tx,
                                 double                    ty,
                                 double                   *u,
                                 double                   *v)
{
  double a = item->rotation * G_PI / 180.0;
  double dx = tx - item->x, dy = ty - item->y;

  *u = dx * cos (a) - dy * sin (a);
  *v = dx * sin (a) + dy * cos (a);
}

void
muster_scenario_item_bounds (const MusterScenarioItem *item,
                             double                   *x0,
                             double                   *y0,
                             double                   *x1,
                             double                   *y1)
{
  if (item->points != NULL && item->points->len > 0)
    {
      *x0 = *y0 = INFINITY;
      *x1 = *y1 = -INFINITY;
      for (guint i = 0; i < item->points->len; i++)
        {
          const MusterPoint *p = &g_array_index (item->points, MusterPoint, i);

          *x0 = MIN (*x0, p->x);
          *y0 = MIN (*y0, p->y);
          *x1 = MAX (*x1, p->x);
          *y1 = MAX (*y1, p->y);
        }
      return;
    }
  {
    double a = item->rotation * G_PI / 180.0;
    double ex = fabs (item->width / 2 * cos (a)) + fabs (item->depth / 2 * sin (a));
    double ey = fabs (item->width / 2 * sin (a)) + fabs (item->depth / 2 * cos (a));

    *x0 = item->x - ex;
    *x1 = item->x + ex;
    *y0 = item->y - ey;
    *y1 = item->y + ey;
  }
}

static void
text_free (MusterText *text)
{
  muster_text_clear (text);
  g_free (text);
}

/* "Command: reveal orders; …" as a phase's name: "Command" */
static char *
phase_name (const char *text)
{
  gsize n = text != NULL ? strcspn (text, ":;(.") : 0;

  return text != NULL ? g_strstrip (g_strndup (text, n)) : NULL;
}

GPtrArray *
muster_scenario_get_phase_names (MusterScenario *self)
{
  GPtrArray *tables;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);

  tables = muster_system_get_tables (self->system);
  for (guint t = 0; tables != NULL && t < tables->len; t++)
    {
      const MusterTable *table = g_ptr_array_index (tables, t);
      GPtrArray *names;

      if (table->column_ids->len < 2 || g_strcmp0 (g_ptr_array_index (table->column_ids, 0), "phase") != 0 ||
          table->rows->len == 0)
        continue;
      names = g_ptr_array_new_with_free_func ((GDestroyNotify) text_free);
      for (guint r = 0; r < table->rows->len; r++)
        {
          GArray *row = g_ptr_array_index (table->rows, r);
          g_autofree char *number = g_strdup_printf ("%u", r + 1);
          MusterText *name;

          /* the rows number the phases 1, 2, 3 … */
          if (row->len < 2 || g_strcmp0 (g_array_index (row, MusterCell, 0).value, number) != 0)
            break;
          name = g_new0 (MusterText, 1);
          name->en = phase_name (g_array_index (row, MusterCell, 1).text.en);
          name->ru = phase_name (g_array_index (row, MusterCell, 1).text.ru);
          g_ptr_array_add (names, name);
        }
      if (names->len == table->rows->len)
        return names;
      g_ptr_array_unref (names);
    }
  return NULL;
}

void
muster_scenario_side_default_name (MusterText *name,
                                   guint       number)
{
  g_return_if_fail (name != NULL);

  muster_text_clear (name);
  muster_text_set_message_u (name, N_("Side %u"), number);
}

void
muster_force_copy (MusterForce *dest, const MusterForce *src)
{
  dest->army = g_strdup (src->army);
  dest->library = src->library;
  dest->faction = g_strdup (src->faction);
  dest->points = src->points;
  dest->embedded = src->embedded != NULL ? g_object_ref (src->embedded) : NULL;
}

void
muster_force_clear (MusterForce *force)
{
  g_clear_pointer (&force->army, g_free);
  g_clear_pointer (&force->faction, g_free);
  g_clear_object (&force->embedded);
}

void
_muster_scenario_side_init (MusterScenarioSide *side)
{
  memset (side, 0, sizeof *side);
  side->players = 1;
  side->forces = g_array_new (FALSE, TRUE, sizeof (MusterForce));
  g_array_set_clear_func (side->forces, (GDestroyNotify) muster_force_clear);
}

void
_muster_scenario_side_copy (MusterScenarioSide       *dest,
                            const MusterScenarioSide *src)
{
  _muster_scenario_side_init (dest);
  dest->id = g_strdup (src->id);
  muster_text_copy (&dest->name, &src->name);
  dest->edge = src->edge;
  dest->role = src->role;
  dest->players = src->players;
  for (guint i = 0; src->forces != NULL && i < src->forces->len; i++)
    {
      const MusterForce *f = &g_array_index (src->forces, MusterForce, i);
      MusterForce copy;

      muster_force_copy (&copy, f);
      g_array_append_val (dest->forces, copy);
    }
}

void
_muster_scenario_side_clear (MusterScenarioSide *side)
{
  g_clear_pointer (&side->id, g_free);
  muster_text_clear (&side->name);
  g_clear_pointer (&side->forces, g_array_unref);
}

void
muster_scenario_side_copy (MusterScenarioSide       *dest,
                           const MusterScenarioSide *src)
{
  _muster_scenario_side_copy (dest, src);
}

void
muster_scenario_side_clear (MusterScenarioSide *side)
{
  _muster_scenario_side_clear (side);
}

/* ---- the object ---- */

static void
muster_scenario_finalize (GObject *object)
{
  MusterScenario *self = MUSTER_SCENARIO (object);

  g_clear_object (&self->system);
  muster_text_clear (&self->name);
  muster_text_clear (&self->description);
  muster_text_clear (&self->victory);
  muster_text_clear (&self->rules);
  g_free (self->unit);
  g_array_unref (self->sides);
  g_array_unref (self->items);
  g_ptr_array_unref (self->cells);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (muster_scenario_parent_class)->finalize (object);
}

static void
muster_scenario_class_init (MusterScenarioClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_scenario_finalize;

  /* after every edit, undo and redo */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
}

static void
muster_scenario_init (MusterScenario *self)
{
  self->sides = g_array_new (FALSE, TRUE, sizeof (MusterScenarioSide));
  g_array_set_clear_func (self->sides, (GDestroyNotify) _muster_scenario_side_clear);
  self->items = g_array_new (FALSE, TRUE, sizeof (MusterScenarioItem));
  g_array_set_clear_func (self->items, (GDestroyNotify) muster_scenario_item_clear);
  self->cells = g_ptr_array_new_with_free_func (g_free);
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_scenario_edit_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_scenario_edit_free);
  self->changed_item = -1;
  self->unit = g_strdup ("cm");
}

MusterScenario *
_muster_scenario_new_empty (MusterSystem *system)
{
  MusterScenario *self = g_object_new (MUSTER_TYPE_SCENARIO, NULL);

  self->system = g_object_ref (system);
  return self;
}

/**
 * muster_scenario_copy:
 *
 * Returns: (transfer full): a scenario of its own with what @self holds now
 *   (its sides, forces, items and grid; embedded armies shared, as they are
 *   never changed in place), without its undo history: for a worker thread
 *   while @self goes on being edited
 */
MusterScenario *
muster_scenario_copy (MusterScenario *self)
{
  MusterScenario *copy;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);

  copy = _muster_scenario_new_empty (self->system);
  copy->sample = self->sample;
  muster_text_copy (&copy->name, &self->name);
  muster_text_copy (&copy->description, &self->description);
  muster_text_copy (&copy->victory, &self->victory);
  muster_text_copy (&copy->rules, &self->rules);
  copy->width = self->width;
  copy->depth = self->depth;
  g_free (copy->unit);
  copy->unit = g_strdup (self->unit);
  for (guint i = 0; i < self->sides->len; i++)
    {
      MusterScenarioSide side;

      _muster_scenario_side_copy (&side, &g_array_index (self->sides, MusterScenarioSide, i));
      g_array_append_val (copy->sides, side);
    }
  for (guint i = 0; i < self->items->len; i++)
    {
      MusterScenarioItem item;

      muster_scenario_item_copy (&item, &g_array_index (self->items, MusterScenarioItem, i));
      g_array_append_val (copy->items, item);
    }
  copy->columns = self->columns;
  copy->rows = self->rows;
  for (guint i = 0; i < self->cells->len; i++)
    g_ptr_array_add (copy->cells, g_strdup (g_ptr_array_index (self->cells, i)));
  return copy;
}

MusterScenario *
muster_scenario_new (MusterSystem *system)
{
  const MusterQuarterMethod *qm;
  const MusterSectorMethod *sm;
  MusterScenario *self;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);

  self = _muster_scenario_new_empty (system);
  qm = muster_system_get_quarter_method (system);
  sm = muster_system_get_sector_method (system);
  /* the table the system's terrain generator uses, or a common one */
  self->width = qm != NULL ? qm->width : sm != NULL ? sm->width : 120;
  self->depth = qm != NULL ? qm->depth : sm != NULL ? sm->depth : 90;
  g_free (self->unit);
  self->unit = g_strdup (qm != NULL && qm->unit != NULL ? qm->unit : sm != NULL && sm->unit != NULL ? sm->unit : "cm");
  muster_text_set (&self->name, "en", "New scenario");
  muster_text_set (&self->name, "ru", "Новый сценарий");
  for (guint i = 0; i < 2; i++)
    {
      MusterScenarioSide side;

      _muster_scenario_side_init (&side);
      side.id = g_strdup_printf ("side-%u", i + 1);
      side.edge = i == 0 ? MUSTER_EDGE_SOUTH : MUSTER_EDGE_NORTH;
      muster_scenario_side_default_name (&side.name, i + 1);
      g_array_append_val (self->sides, side);
    }
  return self;
}

MusterSystem *
muster_scenario_get_system (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  return self->system;
}

const MusterText *
muster_scenario_get_name (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  return &self->name;
}

const MusterText *
muster_scenario_get_description (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  return &self->description;
}

const MusterText *
muster_scenario_get_victory (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  return &self->victory;
}

const MusterText *
muster_scenario_get_rules (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  return &self->rules;
}

gboolean
muster_scenario_is_sample (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  return self->sample;
}

void
muster_scenario_get_table (MusterScenario  *self,
                           double          *width,
                           double          *depth,
                           const char     **unit)
{
  g_return_if_fail (MUSTER_IS_SCENARIO (self));
  if (width != NULL)
    *width = self->width;
  if (depth != NULL)
    *depth = self->depth;
  if (unit != NULL)
    *unit = self->unit;
}

guint
muster_scenario_get_n_sides (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), 0);
  return self->sides->len;
}

const MusterScenarioSide *
muster_scenario_get_side (MusterScenario *self,
                          guint           index)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->sides->len, NULL);
  return &g_array_index (self->sides, MusterScenarioSide, index);
}

const MusterScenarioSide *
muster_scenario_lookup_side (MusterScenario *self,
                             const char     *id)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  for (guint i = 0; id != NULL && i < self->sides->len; i++)
    if (g_strcmp0 (g_array_index (self->sides, MusterScenarioSide, i).id, id) == 0)
      return &g_array_index (self->sides, MusterScenarioSide, i);
  return NULL;
}

guint
muster_scenario_get_n_items (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), 0);
  return self->items->len;
}

const MusterScenarioItem *
muster_scenario_get_item (MusterScenario *self,
                          guint           index)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->items->len, NULL);
  return &g_array_index (self->items, MusterScenarioItem, index);
}

void
muster_scenario_get_grid (MusterScenario *self,
                          guint          *columns,
                          guint          *rows)
{
  g_return_if_fail (MUSTER_IS_SCENARIO (self));
  if (columns != NULL)
    *columns = self->columns;
  if (rows != NULL)
    *rows = self->rows;
}

const char *
muster_scenario_get_cell (MusterScenario *self,
                          guint           column,
                          guint           row)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  if (column >= self->columns || row >= self->rows)
    return NULL;
  return g_ptr_array_index (self->cells, row * self->columns + column);
}
