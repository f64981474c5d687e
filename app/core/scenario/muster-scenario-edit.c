/* muster-scenario-edit.c: the edits of a scenario: each holds what it puts
 * in and, once applied, what it took out, so that undo is applying it the
 * other way; muster_scenario_apply() records them for undo and redo.
 */
#include "config.h"

#include "muster-scenario-private.h"
#include "muster-error.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* ---- edits ----
 * An edit holds what it puts in and, once applied, what it took out, so
 * that undo is applying its inverse. */

typedef enum
{
  EDIT_ITEM,                    /* insert, replace or remove an item */
  EDIT_SIDE,
  EDIT_TABLE,
  EDIT_TEXT,
  EDIT_GRID,                    /* the whole grid, size and cells */
} EditKind;

struct _MusterScenarioEdit
{
  EditKind kind;
  int index;                    /* -1: append (insert) */
  gboolean has_new;             /* FALSE: remove */
  gboolean has_old;             /* FALSE: insert */
  MusterScenarioItem item[2];   /* [0] new, [1] old */
  MusterScenarioSide side[2];
  double width[2], depth[2];
  char *unit[2];
  char *text_kind;
  MusterText text[2];
  guint columns[2], rows[2];
  GPtrArray *cells[2];
  /* a paint: the rectangle and its type, turned into cells when applied */
  gboolean paint;
  guint px, py, pw, ph;
  char *paint_type;
  GArray *paint_list;           /* of guint: cells (row * columns + column) painted too */
};

static MusterScenarioEdit *
edit_new (EditKind kind)
{
  MusterScenarioEdit *edit = g_new0 (MusterScenarioEdit, 1);

  edit->kind = kind;
  edit->index = -1;
  return edit;
}

void
muster_scenario_edit_free (MusterScenarioEdit *edit)
{
  if (edit == NULL)
    return;
  for (int i = 0; i < 2; i++)
    {
      if (edit->kind == EDIT_ITEM)
        muster_scenario_item_clear (&edit->item[i]);
      if (edit->kind == EDIT_SIDE)
        _muster_scenario_side_clear (&edit->side[i]);
      g_free (edit->unit[i]);
      muster_text_clear (&edit->text[i]);
      g_clear_pointer (&edit->cells[i], g_ptr_array_unref);
    }
  g_free (edit->text_kind);
  g_free (edit->paint_type);
  g_clear_pointer (&edit->paint_list, g_array_unref);
  g_free (edit);
}

MusterScenarioEdit *
muster_scenario_edit_insert_item (int                       position,
                                  const MusterScenarioItem *item)
{
  MusterScenarioEdit *edit = edit_new (EDIT_ITEM);

  g_return_val_if_fail (item != NULL, NULL);
  edit->index = position;
  edit->has_new = TRUE;
  muster_scenario_item_copy (&edit->item[0], item);
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_replace_item (guint                     index,
                                   const MusterScenarioItem *item)
{
  MusterScenarioEdit *edit = muster_scenario_edit_insert_item ((int) index, item);

  edit->has_old = TRUE;
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_remove_item (guint index)
{
  MusterScenarioEdit *edit = edit_new (EDIT_ITEM);

  edit->index = (int) index;
  edit->has_old = TRUE;
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_insert_side (int                       position,
                                  const MusterScenarioSide *side)
{
  MusterScenarioEdit *edit = edit_new (EDIT_SIDE);

  g_return_val_if_fail (side != NULL, NULL);
  edit->index = position;
  edit->has_new = TRUE;
  _muster_scenario_side_copy (&edit->side[0], side);
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_replace_side (guint                     index,
                                   const MusterScenarioSide *side)
{
  MusterScenarioEdit *edit = muster_scenario_edit_insert_side ((int) index, side);

  edit->has_old = TRUE;
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_set_force (MusterScenario    *self,
                                guint              index,
                                const MusterForce *force)
{
  MusterScenarioSide side;
  MusterScenarioEdit *edit;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->sides->len, NULL);

  _muster_scenario_side_copy (&side, &g_array_index (self->sides, MusterScenarioSide, index));
  g_array_set_size (side.forces, 0);
  if (force != NULL)
    {
      MusterForce copy;

      muster_force_copy (&copy, force);
      g_array_append_val (side.forces, copy);
    }
  edit = muster_scenario_edit_replace_side (index, &side);
  _muster_scenario_side_clear (&side);
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_remove_side (guint index)
{
  MusterScenarioEdit *edit = edit_new (EDIT_SIDE);

  edit->index = (int) index;
  edit->has_old = TRUE;
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_set_table (double      width,
                                double      depth,
                                const char *unit)
{
  MusterScenarioEdit *edit = edit_new (EDIT_TABLE);

  edit->width[0] = width;
  edit->depth[0] = depth;
  edit->unit[0] = g_strdup (unit != NULL ? unit : "cm");
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_set_text (const char       *kind,
                               const MusterText *text)
{
  MusterScenarioEdit *edit = edit_new (EDIT_TEXT);

  g_return_val_if_fail (kind != NULL && text != NULL, NULL);
  edit->text_kind = g_strdup (kind);
  muster_text_copy (&edit->text[0], text);
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_resize_grid (guint columns,
                                  guint rows)
{
  MusterScenarioEdit *edit = edit_new (EDIT_GRID);

  edit->columns[0] = columns;
  edit->rows[0] = rows;
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_paint_cells (guint       column,
                                  guint       row,
                                  guint       columns,
                                  guint       rows,
                                  const char *type)
{
  MusterScenarioEdit *edit = edit_new (EDIT_GRID);

  edit->paint = TRUE;
  edit->px = column;
  edit->py = row;
  edit->pw = columns;
  edit->ph = rows;
  edit->paint_type = g_strdup (type);
  return edit;
}

MusterScenarioEdit *
muster_scenario_edit_paint_list (const guint *cells,
                                 guint        n_cells,
                                 const char  *type)
{
  MusterScenarioEdit *edit = edit_new (EDIT_GRID);

  g_return_val_if_fail (cells != NULL && n_cells > 0, NULL);
  edit->paint = TRUE;
  edit->paint_type = g_strdup (type);
  edit->paint_list = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_cells);
  g_array_append_vals (edit->paint_list, cells, n_cells);
  return edit;
}

static GPtrArray *
cells_copy (GPtrArray *cells)
{
  GPtrArray *copy = g_ptr_array_new_full (cells->len, g_free);

  for (guint i = 0; i < cells->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (cells, i)));
  return copy;
}

static MusterText *
text_field (MusterScenario *self, const char *kind)
{
  if (g_str_equal (kind, "name"))
    return &self->name;
  if (g_str_equal (kind, "description"))
    return &self->description;
  if (g_str_equal (kind, "victory"))
    return &self->victory;
  if (g_str_equal (kind, "rules"))
    return &self->rules;
  return NULL;
}

/* Turns a paint or resize into the grid it makes: cells[0], keeping the
 * grid it replaces in cells[1]. */
static gboolean
prepare_grid (MusterScenario *self, MusterScenarioEdit *edit, GError **error)
{
  guint columns = edit->paint ? self->columns : edit->columns[0];
  guint rows = edit->paint ? self->rows : edit->rows[0];
  GPtrArray *cells;

  if (columns > MUSTER_SCENARIO_MAX_GRID || rows > MUSTER_SCENARIO_MAX_GRID)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("A grid map has at most %d × %d cells; %u × %u is too large."), MUSTER_SCENARIO_MAX_GRID,
                   MUSTER_SCENARIO_MAX_GRID, columns, rows);
      return FALSE;
    }
  for (guint i = 0; edit->paint && edit->paint_list != NULL && i < edit->paint_list->len; i++)
    if (g_array_index (edit->paint_list, guint, i) >= columns * rows)
      {
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("The cells painted are not on the grid map."));
        return FALSE;
      }
  if (edit->paint && edit->paint_list == NULL &&
      (edit->px >= columns || edit->py >= rows || edit->pw == 0 || edit->ph == 0))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("The cells painted are not on the grid map."));
      return FALSE;
    }
  if (edit->paint && edit->paint_type != NULL && muster_system_lookup_piece (self->system, edit->paint_type) == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE, _("The system “%s” has no terrain piece “%s”."),
                   muster_system_get_id (self->system), edit->paint_type);
      return FALSE;
    }
  cells = g_ptr_array_new_full (columns * rows, g_free);
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < columns; c++)
      {
        const char *type = c < self->columns && r < self->rows
                           ? g_ptr_array_index (self->cells, r * self->columns + c) : NULL;

        if (edit->paint && edit->paint_list == NULL &&
            c >= edit->px && c < edit->px + edit->pw && r >= edit->py && r < edit->py + edit->ph)
          type = edit->paint_type;
        for (guint i = 0; edit->paint && edit->paint_list != NULL && i < edit->paint_list->len; i++)
          if (g_array_index (edit->paint_list, guint, i) == r * columns + c)
            type = edit->paint_type;
        g_ptr_array_add (cells, g_strdup (type));
      }
  edit->paint = FALSE;
  edit->columns[0] = columns;
  edit->rows[0] = rows;
  edit->cells[0] = cells;
  /* a table measured in cells is its grid: it grows and shrinks with
   * it, in the same step, so its cells stay square */
  edit->width[1] = self->width;
  edit->depth[1] = self->depth;
  edit->unit[1] = g_strdup (self->unit);
  edit->unit[0] = g_strdup (self->unit);
  edit->width[0] = g_strcmp0 (self->unit, "cells") == 0 && columns > 0 ? columns : self->width;
  edit->depth[0] = g_strcmp0 (self->unit, "cells") == 0 && rows > 0 ? rows : self->depth;
  edit->columns[1] = self->columns;
  edit->rows[1] = self->rows;
  edit->cells[1] = cells_copy (self->cells);
  return TRUE;
}

/* Checks that @edit fits and fills in what it takes out (the first time
 * it is applied). */
static gboolean
prepare (MusterScenario *self, MusterScenarioEdit *edit, GError **error)
{
  guint len;

  switch (edit->kind)
    {
    case EDIT_ITEM:
    case EDIT_SIDE:
      len = edit->kind == EDIT_ITEM ? self->items->len : self->sides->len;
      if (edit->has_old ? edit->index < 0 || (guint) edit->index >= len : edit->index > (int) len)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("There is no element %d to change."),
                       edit->index + 1);
          return FALSE;
        }
      if (edit->kind == EDIT_ITEM && edit->has_new && edit->item[0].kind == MUSTER_ITEM_PIECE && !edit->has_old)
        {
          guint pieces = 0;

          for (guint i = 0; i < self->items->len; i++)
            pieces += g_array_index (self->items, MusterScenarioItem, i).kind == MUSTER_ITEM_PIECE;
          if (pieces >= MUSTER_SCENARIO_MAX_PIECES)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                           _("A scenario has at most %d terrain pieces."), MUSTER_SCENARIO_MAX_PIECES);
              return FALSE;
            }
        }
      if (edit->kind == EDIT_SIDE && edit->has_new && !edit->has_old && len >= MUSTER_SCENARIO_MAX_SIDES)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("A scenario has at most %d sides."),
                       MUSTER_SCENARIO_MAX_SIDES);
          return FALSE;
        }
      if (edit->kind == EDIT_SIDE && !edit->has_new && len <= 2)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("A scenario has two sides at least."));
          return FALSE;
        }
      if (edit->has_old && edit->kind == EDIT_ITEM)
        muster_scenario_item_copy (&edit->item[1], &g_array_index (self->items, MusterScenarioItem, edit->index));
      if (edit->has_old && edit->kind == EDIT_SIDE)
        _muster_scenario_side_copy (&edit->side[1], &g_array_index (self->sides, MusterScenarioSide, edit->index));
      if (edit->index < 0)
        edit->index = (int) len;
      return TRUE;
    case EDIT_TABLE:
      if (!(edit->width[0] > 0 && edit->width[0] <= 10000 && edit->depth[0] > 0 && edit->depth[0] <= 10000))
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("A table is more than 0 and at most 10,000 units wide and deep."));
          return FALSE;
        }
      edit->width[1] = self->width;
      edit->depth[1] = self->depth;
      edit->unit[1] = g_strdup (self->unit);
      return TRUE;
    case EDIT_TEXT:
      if (text_field (self, edit->text_kind) == NULL)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("A scenario has no text “%s”."),
                       edit->text_kind);
          return FALSE;
        }
      muster_text_copy (&edit->text[1], text_field (self, edit->text_kind));
      return TRUE;
    case EDIT_GRID:
      return prepare_grid (self, edit, error);
    default:
      g_assert_not_reached ();
    }
}

/* Puts side @which (0: new, 1: old) of the edit into the scenario. */
static void
run (MusterScenario *self, MusterScenarioEdit *edit, int which)
{
  gboolean put = which == 0 ? edit->has_new : edit->has_old;
  gboolean take = which == 0 ? edit->has_old : edit->has_new;

  /* one item replaced: everything else stays as a view drew it */
  self->changed_item = edit->kind == EDIT_ITEM && put && take ? edit->index : -1;

  switch (edit->kind)
    {
    case EDIT_ITEM:
      if (take)
        g_array_remove_index (self->items, edit->index);
      if (put)
        {
          MusterScenarioItem item;

          muster_scenario_item_copy (&item, &edit->item[which]);
          g_array_insert_val (self->items, edit->index, item);
        }
      break;
    case EDIT_SIDE:
      if (take)
        g_array_remove_index (self->sides, edit->index);
      if (put)
        {
          MusterScenarioSide side;

          _muster_scenario_side_copy (&side, &edit->side[which]);
          g_array_insert_val (self->sides, edit->index, side);
        }
      break;
    case EDIT_TABLE:
      self->width = edit->width[which];
      self->depth = edit->depth[which];
      g_free (self->unit);
      self->unit = g_strdup (edit->unit[which]);
      break;
    case EDIT_TEXT:
      {
        MusterText *field = text_field (self, edit->text_kind);

        muster_text_clear (field);
        muster_text_copy (field, &edit->text[which]);
      }
      break;
    case EDIT_GRID:
      self->columns = edit->columns[which];
      self->rows = edit->rows[which];
      self->width = edit->width[which];
      self->depth = edit->depth[which];
      g_ptr_array_unref (self->cells);
      self->cells = cells_copy (edit->cells[which]);
      break;
    default:
      g_assert_not_reached ();
    }
}

gboolean
muster_scenario_apply (MusterScenario      *self,
                       MusterScenarioEdit  *edit,
                       GError             **error)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (edit != NULL, FALSE);

  if (!prepare (self, edit, error))
    {
      muster_scenario_edit_free (edit);
      return FALSE;
    }
  run (self, edit, 0);
  g_ptr_array_add (self->undo, edit);
  /* the state last kept may be on the redo stack, which is dropped now */
  for (guint i = 0; i < self->redo->len; i++)
    if (g_ptr_array_index (self->redo, i) == self->saved)
      self->saved_lost = TRUE;
  g_ptr_array_set_size (self->redo, 0);
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

gboolean
muster_scenario_undo (MusterScenario *self)
{
  MusterScenarioEdit *edit;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  if (self->undo->len == 0)
    return FALSE;
  edit = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  run (self, edit, 1);
  g_ptr_array_add (self->redo, edit);
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

gboolean
muster_scenario_redo (MusterScenario *self)
{
  MusterScenarioEdit *edit;

  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  if (self->redo->len == 0)
    return FALSE;
  edit = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  run (self, edit, 0);
  g_ptr_array_add (self->undo, edit);
  g_signal_emit_by_name (self, "changed");
  return TRUE;
}

int
muster_scenario_get_changed_item (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), -1);
  return self->changed_item;
}

gboolean
muster_scenario_can_undo (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  return self->undo->len > 0;
}

gboolean
muster_scenario_can_redo (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  return self->redo->len > 0;
}

static gconstpointer
top_of_undo (MusterScenario *self)
{
  return self->undo->len > 0 ? g_ptr_array_index (self->undo, self->undo->len - 1) : NULL;
}

void
muster_scenario_mark_saved (MusterScenario *self)
{
  g_return_if_fail (MUSTER_IS_SCENARIO (self));
  self->saved = top_of_undo (self);
  self->saved_lost = FALSE;
}

gboolean
muster_scenario_is_modified (MusterScenario *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO (self), FALSE);
  return self->saved_lost || top_of_undo (self) != self->saved;
}
