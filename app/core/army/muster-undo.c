/* muster-undo.c: army edits as commands, and the undo/redo stacks. An
 * edit records what it replaced the first time it runs, so undo restores
 * exactly the earlier army and redo repeats exactly the same change.
 */
#include "config.h"

#include "muster-undo.h"

#include <glib/gi18n-lib.h>

typedef enum
{
  EDIT_POINTS,
  EDIT_NAME,
  EDIT_NOTES,
  EDIT_FACTION,
  EDIT_INSERT_UNIT,
  EDIT_REPLACE_UNIT,
  EDIT_REMOVE_UNIT,
  EDIT_INSERT_COMMANDER,
  EDIT_REPLACE_COMMANDER,
  EDIT_REMOVE_COMMANDER,
  EDIT_INSERT_PREPARATION,
  EDIT_REPLACE_PREPARATION,
  EDIT_REMOVE_PREPARATION,
  EDIT_INSERT_REGIMENT,
  EDIT_REPLACE_REGIMENT,
  EDIT_REMOVE_REGIMENT,
  EDIT_GROUP,
} EditKind;

struct _MusterEdit
{
  EditKind kind;
  char *label;
  int position;                     /* insert: where asked; then where it went */
  guint index;
  gboolean done_once;
  gboolean sealed;

  guint points, old_points;
  char *text, *old_text;
  const MusterFaction *faction, *old_faction;
  MusterArmyUnit unit, old_unit;
  MusterArmyCommander commander, old_commander;
  MusterArmyPreparation preparation, old_preparation;
  MusterArmyRegiment regiment, old_regiment;
  GArray *members;                  /* units of a removed regiment */
  GPtrArray *children;              /* of MusterEdit*, for a group */
};

static MusterEdit *
edit_new (EditKind kind)
{
  MusterEdit *e = g_new0 (MusterEdit, 1);
  e->kind = kind;
  return e;
}

void
muster_edit_free (MusterEdit *e)
{
  if (e == NULL)
    return;
  g_free (e->label);
  g_free (e->text);
  g_free (e->old_text);
  g_free (e->commander.name);
  g_free (e->old_commander.name);
  g_free (e->regiment.name);
  g_free (e->old_regiment.name);
  g_clear_pointer (&e->members, g_array_unref);
  g_clear_pointer (&e->children, g_ptr_array_unref);
  g_free (e);
}

static MusterArmyCommander
commander_dup (const MusterArmyCommander *c)
{
  MusterArmyCommander copy = *c;
  copy.name = g_strdup (c->name);
  return copy;
}

static MusterArmyRegiment
regiment_dup (const MusterArmyRegiment *r)
{
  MusterArmyRegiment copy = *r;
  copy.name = g_strdup (r->name);
  return copy;
}

MusterEdit *
muster_edit_set_points (guint points)
{
  MusterEdit *e = edit_new (EDIT_POINTS);
  e->points = points;
  return e;
}

MusterEdit *
muster_edit_set_name (const char *name)
{
  MusterEdit *e = edit_new (EDIT_NAME);
  e->text = g_strdup (name);
  return e;
}

MusterEdit *
muster_edit_set_notes (const char *notes)
{
  MusterEdit *e = edit_new (EDIT_NOTES);
  e->text = g_strdup (notes);
  return e;
}

MusterEdit *
muster_edit_set_faction (const MusterFaction *faction)
{
  MusterEdit *e;

  g_return_val_if_fail (faction != NULL, NULL);
  e = edit_new (EDIT_FACTION);
  e->faction = faction;
  return e;
}

MusterEdit *
muster_edit_insert_unit (int position, const MusterArmyUnit *unit)
{
  MusterEdit *e;

  g_return_val_if_fail (unit != NULL && unit->type != NULL, NULL);
  e = edit_new (EDIT_INSERT_UNIT);
  e->position = position;
  e->unit = *unit;
  return e;
}

MusterEdit *
muster_edit_replace_unit (guint index, const MusterArmyUnit *unit)
{
  MusterEdit *e;

  g_return_val_if_fail (unit != NULL && unit->type != NULL, NULL);
  e = edit_new (EDIT_REPLACE_UNIT);
  e->index = index;
  e->unit = *unit;
  return e;
}

MusterEdit *
muster_edit_remove_unit (guint index)
{
  MusterEdit *e = edit_new (EDIT_REMOVE_UNIT);
  e->index = index;
  return e;
}

MusterEdit *
muster_edit_insert_commander (int position, const MusterArmyCommander *commander)
{
  MusterEdit *e;

  g_return_val_if_fail (commander != NULL && commander->tier != NULL, NULL);
  e = edit_new (EDIT_INSERT_COMMANDER);
  e->position = position;
  e->commander = commander_dup (commander);
  return e;
}

MusterEdit *
muster_edit_replace_commander (guint index, const MusterArmyCommander *commander)
{
  MusterEdit *e;

  g_return_val_if_fail (commander != NULL && commander->tier != NULL, NULL);
  e = edit_new (EDIT_REPLACE_COMMANDER);
  e->index = index;
  e->commander = commander_dup (commander);
  return e;
}

MusterEdit *
muster_edit_remove_commander (guint index)
{
  MusterEdit *e = edit_new (EDIT_REMOVE_COMMANDER);
  e->index = index;
  return e;
}

MusterEdit *
muster_edit_insert_preparation (int position, const MusterArmyPreparation *preparation)
{
  MusterEdit *e;

  g_return_val_if_fail (preparation != NULL && preparation->preparation != NULL, NULL);
  e = edit_new (EDIT_INSERT_PREPARATION);
  e->position = position;
  e->preparation = *preparation;
  return e;
}

MusterEdit *
muster_edit_replace_preparation (guint index, const MusterArmyPreparation *preparation)
{
  MusterEdit *e;

  g_return_val_if_fail (preparation != NULL && preparation->preparation != NULL, NULL);
  e = edit_new (EDIT_REPLACE_PREPARATION);
  e->index = index;
  e->preparation = *preparation;
  return e;
}

MusterEdit *
muster_edit_remove_preparation (guint index)
{
  MusterEdit *e = edit_new (EDIT_REMOVE_PREPARATION);
  e->index = index;
  return e;
}

MusterEdit *
muster_edit_insert_regiment (int position, const MusterArmyRegiment *regiment)
{
  MusterEdit *e;

  g_return_val_if_fail (regiment != NULL, NULL);
  e = edit_new (EDIT_INSERT_REGIMENT);
  e->position = position;
  e->regiment = regiment_dup (regiment);
  return e;
}

MusterEdit *
muster_edit_replace_regiment (guint index, const MusterArmyRegiment *regiment)
{
  MusterEdit *e;

  g_return_val_if_fail (regiment != NULL, NULL);
  e = edit_new (EDIT_REPLACE_REGIMENT);
  e->index = index;
  e->regiment = regiment_dup (regiment);
  return e;
}

MusterEdit *
muster_edit_remove_regiment (guint index)
{
  MusterEdit *e = edit_new (EDIT_REMOVE_REGIMENT);
  e->index = index;
  return e;
}

MusterEdit *
muster_edit_group (const char *label, MusterEdit *first, ...)
{
  MusterEdit *e = edit_new (EDIT_GROUP);
  va_list args;

  e->label = g_strdup (label);
  e->children = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_edit_free);
  va_start (args, first);
  for (MusterEdit *child = first; child != NULL; child = va_arg (args, MusterEdit *))
    g_ptr_array_add (e->children, child);
  va_end (args);
  return e;
}

void
muster_edit_group_add (MusterEdit *group, MusterEdit *edit)
{
  g_return_if_fail (group != NULL && group->kind == EDIT_GROUP && !group->done_once);
  g_return_if_fail (edit != NULL);
  g_ptr_array_add (group->children, edit);
}

/* ---- labels ---- */

static char *
make_label (const MusterEdit *e)
{
  switch (e->kind)
    {
    case EDIT_POINTS:
      return g_strdup_printf (_("Set the points limit to %u"), e->points);
    case EDIT_NAME:
      return g_strdup (_("Rename the army"));
    case EDIT_NOTES:
      return g_strdup (_("Edit the notes"));
    case EDIT_FACTION:
      return g_strdup_printf (_("Change the faction to %s"), muster_text_get (&e->faction->name));
    case EDIT_INSERT_UNIT:
      return g_strdup_printf (_("Add %s"), muster_text_get (&e->unit.type->name));
    case EDIT_REPLACE_UNIT:
      return g_strdup_printf (_("Change %s"), muster_text_get (&e->unit.type->name));
    case EDIT_REMOVE_UNIT:
      return g_strdup_printf (_("Remove %s"), muster_text_get (&e->old_unit.type->name));
    case EDIT_INSERT_COMMANDER:
      return g_strdup_printf (_("Add a commander (%s)"), muster_text_get (&e->commander.tier->name));
    case EDIT_REPLACE_COMMANDER:
      return g_strdup_printf (_("Change the commander to %s"), muster_text_get (&e->commander.tier->name));
    case EDIT_REMOVE_COMMANDER:
      return g_strdup (_("Remove a commander"));
    case EDIT_INSERT_PREPARATION:
      return g_strdup_printf (_("Add %s"), muster_text_get (&e->preparation.preparation->name));
    case EDIT_REPLACE_PREPARATION:
      return g_strdup_printf (_("Change %s"), muster_text_get (&e->preparation.preparation->name));
    case EDIT_REMOVE_PREPARATION:
      return g_strdup_printf (_("Remove %s"), muster_text_get (&e->old_preparation.preparation->name));
    case EDIT_INSERT_REGIMENT:
      return g_strdup (_("Add a regiment"));
    case EDIT_REPLACE_REGIMENT:
      return g_strdup (_("Change a regiment"));
    case EDIT_REMOVE_REGIMENT:
      return g_strdup (_("Remove a regiment"));
    case EDIT_GROUP:
    default:
      return g_strdup (_("Change the army"));
    }
}

/* ---- applying ---- */

static gboolean edit_do (MusterEdit *e, MusterArmy *army);
static void edit_undo (MusterEdit *e, MusterArmy *army);

/* Runs the edit forwards; the first time, it records what it replaces.
 * Returns FALSE (changing nothing) when the edit does not fit the army. */
static gboolean
edit_do (MusterEdit *e, MusterArmy *army)
{
  gboolean first = !e->done_once;

  switch (e->kind)
    {
    case EDIT_POINTS:
      if (first)
        e->old_points = muster_army_get_points (army);
      muster_army_set_points (army, e->points);
      break;

    case EDIT_NAME:
    case EDIT_NOTES:
      if (first)
        e->old_text = g_strdup (e->kind == EDIT_NAME ? muster_army_get_name (army) : muster_army_get_notes (army));
      if (e->kind == EDIT_NAME)
        muster_army_set_name (army, e->text);
      else
        muster_army_set_notes (army, e->text);
      break;

    case EDIT_FACTION:
      if (first)
        e->old_faction = muster_army_get_faction (army);
      muster_army_set_faction (army, e->faction);
      break;

    case EDIT_INSERT_UNIT:
      if (e->unit.regiment >= (int) muster_army_get_n_regiments (army))
        return FALSE;
      e->index = muster_army_insert_unit (army, e->position, &e->unit);
      break;
    case EDIT_REPLACE_UNIT:
      if (e->index >= muster_army_get_n_units (army)
          || e->unit.regiment >= (int) muster_army_get_n_regiments (army))
        return FALSE;
      if (first)
        e->old_unit = *muster_army_get_unit (army, e->index);
      muster_army_replace_unit (army, e->index, &e->unit);
      break;
    case EDIT_REMOVE_UNIT:
      if (e->index >= muster_army_get_n_units (army))
        return FALSE;
      if (first)
        e->old_unit = *muster_army_get_unit (army, e->index);
      muster_army_remove_unit (army, e->index);
      break;

    case EDIT_INSERT_COMMANDER:
      e->index = muster_army_insert_commander (army, e->position, &e->commander);
      break;
    case EDIT_REPLACE_COMMANDER:
      if (e->index >= muster_army_get_n_commanders (army))
        return FALSE;
      if (first)
        e->old_commander = commander_dup (muster_army_get_commander (army, e->index));
      muster_army_replace_commander (army, e->index, &e->commander);
      break;
    case EDIT_REMOVE_COMMANDER:
      if (e->index >= muster_army_get_n_commanders (army))
        return FALSE;
      if (first)
        e->old_commander = commander_dup (muster_army_get_commander (army, e->index));
      muster_army_remove_commander (army, e->index);
      break;

    case EDIT_INSERT_PREPARATION:
      e->index = muster_army_insert_preparation (army, e->position, &e->preparation);
      break;
    case EDIT_REPLACE_PREPARATION:
      if (e->index >= muster_army_get_n_preparations (army))
        return FALSE;
      if (first)
        e->old_preparation = *muster_army_get_preparation (army, e->index);
      muster_army_replace_preparation (army, e->index, &e->preparation);
      break;
    case EDIT_REMOVE_PREPARATION:
      if (e->index >= muster_army_get_n_preparations (army))
        return FALSE;
      if (first)
        e->old_preparation = *muster_army_get_preparation (army, e->index);
      muster_army_remove_preparation (army, e->index);
      break;

    case EDIT_INSERT_REGIMENT:
      e->index = muster_army_insert_regiment (army, e->position, &e->regiment);
      break;
    case EDIT_REPLACE_REGIMENT:
      if (e->index >= muster_army_get_n_regiments (army))
        return FALSE;
      if (first)
        e->old_regiment = regiment_dup (muster_army_get_regiment (army, e->index));
      muster_army_replace_regiment (army, e->index, &e->regiment);
      break;
    case EDIT_REMOVE_REGIMENT:
      if (e->index >= muster_army_get_n_regiments (army))
        return FALSE;
      if (first)
        {
          e->old_regiment = regiment_dup (muster_army_get_regiment (army, e->index));
          e->members = g_array_new (FALSE, FALSE, sizeof (guint));
          for (guint i = 0; i < muster_army_get_n_units (army); i++)
            if (muster_army_get_unit (army, i)->regiment == (int) e->index)
              g_array_append_val (e->members, i);
        }
      muster_army_remove_regiment (army, e->index);
      break;

    case EDIT_GROUP:
      /* the army page sees the whole step once */
      muster_army_hold_changed (army);
      for (guint i = 0; i < e->children->len; i++)
        if (!edit_do (g_ptr_array_index (e->children, i), army))
          {
            /* take back the part that ran */
            while (i-- > 0)
              edit_undo (g_ptr_array_index (e->children, i), army);
            muster_army_release_changed (army);
            return FALSE;
          }
      muster_army_release_changed (army);
      break;

    default:
      g_assert_not_reached ();
    }

  if (first && e->label == NULL)
    e->label = make_label (e);
  e->done_once = TRUE;
  return TRUE;
}

static void
edit_undo (MusterEdit *e, MusterArmy *army)
{
  switch (e->kind)
    {
    case EDIT_POINTS:
      muster_army_set_points (army, e->old_points);
      break;
    case EDIT_NAME:
      muster_army_set_name (army, e->old_text);
      break;
    case EDIT_NOTES:
      muster_army_set_notes (army, e->old_text);
      break;
    case EDIT_FACTION:
      muster_army_set_faction (army, e->old_faction);
      break;
    case EDIT_INSERT_UNIT:
      muster_army_remove_unit (army, e->index);
      break;
    case EDIT_REPLACE_UNIT:
      muster_army_replace_unit (army, e->index, &e->old_unit);
      break;
    case EDIT_REMOVE_UNIT:
      muster_army_insert_unit (army, e->index, &e->old_unit);
      break;
    case EDIT_INSERT_COMMANDER:
      muster_army_remove_commander (army, e->index);
      break;
    case EDIT_REPLACE_COMMANDER:
      muster_army_replace_commander (army, e->index, &e->old_commander);
      break;
    case EDIT_REMOVE_COMMANDER:
      muster_army_insert_commander (army, e->index, &e->old_commander);
      break;
    case EDIT_INSERT_PREPARATION:
      muster_army_remove_preparation (army, e->index);
      break;
    case EDIT_REPLACE_PREPARATION:
      muster_army_replace_preparation (army, e->index, &e->old_preparation);
      break;
    case EDIT_REMOVE_PREPARATION:
      muster_army_insert_preparation (army, e->index, &e->old_preparation);
      break;
    case EDIT_INSERT_REGIMENT:
      muster_army_remove_regiment (army, e->index);
      break;
    case EDIT_REPLACE_REGIMENT:
      muster_army_replace_regiment (army, e->index, &e->old_regiment);
      break;
    case EDIT_REMOVE_REGIMENT:
      muster_army_insert_regiment (army, e->index, &e->old_regiment);
      for (guint i = 0; i < e->members->len; i++)
        {
          guint u = g_array_index (e->members, guint, i);
          MusterArmyUnit unit = *muster_army_get_unit (army, u);

          unit.regiment = (int) e->index;
          muster_army_replace_unit (army, u, &unit);
        }
      break;
    case EDIT_GROUP:
      muster_army_hold_changed (army);
      for (guint i = e->children->len; i-- > 0;)
        edit_undo (g_ptr_array_index (e->children, i), army);
      muster_army_release_changed (army);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* ---- the history ---- */

struct _MusterUndo
{
  GObject parent_instance;

  MusterArmy *army;
  GPtrArray *undo;          /* of MusterEdit*, oldest first */
  GPtrArray *redo;          /* of MusterEdit*, next to redo last */
  const MusterEdit *saved;  /* the top of undo when saved; NULL: the start */
  gboolean saved_lost;      /* the saved state was dropped from the redo stack */
};

G_DEFINE_FINAL_TYPE (MusterUndo, muster_undo, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
muster_undo_finalize (GObject *object)
{
  MusterUndo *self = MUSTER_UNDO (object);

  g_clear_object (&self->army);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (muster_undo_parent_class)->finalize (object);
}

static void
muster_undo_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MusterUndo *self = MUSTER_UNDO (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, muster_undo_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, muster_undo_can_redo (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, muster_undo_is_modified (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_undo_class_init (MusterUndoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = muster_undo_finalize;
  object_class->get_property = muster_undo_get_property;

  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
muster_undo_init (MusterUndo *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_edit_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_edit_free);
}

MusterUndo *
muster_undo_new (MusterArmy *army)
{
  MusterUndo *self;

  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);
  self = g_object_new (MUSTER_TYPE_UNDO, NULL);
  self->army = g_object_ref (army);
  return self;
}

MusterArmy *
muster_undo_get_army (MusterUndo *self)
{
  g_return_val_if_fail (MUSTER_IS_UNDO (self), NULL);
  return self->army;
}

static void
notify_all (MusterUndo *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static MusterEdit *
top_of (GPtrArray *stack)
{
  return stack->len > 0 ? g_ptr_array_index (stack, stack->len - 1) : NULL;
}

const char *
muster_undo_apply (MusterUndo *self,
                      MusterEdit    *edit)
{
  MusterEdit *top;

  g_return_val_if_fail (MUSTER_IS_UNDO (self), NULL);
  g_return_val_if_fail (edit != NULL, NULL);

  top = top_of (self->undo);
  /* typing: a name or notes edit right after another one is the same step */
  if ((edit->kind == EDIT_NAME || edit->kind == EDIT_NOTES) && top != NULL
      && top->kind == edit->kind && !top->sealed && top != self->saved && self->redo->len == 0)
    {
      char *old = g_steal_pointer (&top->text);

      top->text = g_strdup (edit->text);
      g_free (old);
      if (edit->kind == EDIT_NAME)
        muster_army_set_name (self->army, top->text);
      else
        muster_army_set_notes (self->army, top->text);
      muster_edit_free (edit);
      notify_all (self);
      return top->label;
    }

  if (!edit_do (edit, self->army))
    {
      g_warning ("an edit (%d) does not fit the army; ignored", edit->kind);
      muster_edit_free (edit);
      return NULL;
    }
  if (top != NULL)
    top->sealed = TRUE;
  /* the saved state may be on the redo stack, which is dropped now */
  for (guint i = 0; i < self->redo->len; i++)
    if (g_ptr_array_index (self->redo, i) == self->saved)
      self->saved_lost = TRUE;
  g_ptr_array_set_size (self->redo, 0);
  g_ptr_array_add (self->undo, edit);
  notify_all (self);
  return edit->label;
}

gboolean
muster_undo_undo (MusterUndo *self)
{
  MusterEdit *edit;

  g_return_val_if_fail (MUSTER_IS_UNDO (self), FALSE);
  if (self->undo->len == 0)
    return FALSE;
  edit = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  edit->sealed = TRUE;
  edit_undo (edit, self->army);
  g_ptr_array_add (self->redo, edit);
  notify_all (self);
  return TRUE;
}

gboolean
muster_undo_redo (MusterUndo *self)
{
  MusterEdit *edit;

  g_return_val_if_fail (MUSTER_IS_UNDO (self), FALSE);
  if (self->redo->len == 0)
    return FALSE;
  edit = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  edit_do (edit, self->army);
  g_ptr_array_add (self->undo, edit);
  notify_all (self);
  return TRUE;
}

gboolean
muster_undo_can_undo (MusterUndo *self)
{
  g_return_val_if_fail (MUSTER_IS_UNDO (self), FALSE);
  return self->undo->len > 0;
}

gboolean
muster_undo_can_redo (MusterUndo *self)
{
  g_return_val_if_fail (MUSTER_IS_UNDO (self), FALSE);
  return self->redo->len > 0;
}

const char *
muster_undo_get_undo_label (MusterUndo *self)
{
  g_return_val_if_fail (MUSTER_IS_UNDO (self), NULL);
  return self->undo->len > 0 ? top_of (self->undo)->label : NULL;
}

const char *
muster_undo_get_redo_label (MusterUndo *self)
{
  g_return_val_if_fail (MUSTER_IS_UNDO (self), NULL);
  return self->redo->len > 0 ? top_of (self->redo)->label : NULL;
}

guint
muster_undo_get_n_undo (MusterUndo *self)
{
  g_return_val_if_fail (MUSTER_IS_UNDO (self), 0);
  return self->undo->len;
}

void
muster_undo_seal (MusterUndo *self)
{
  g_return_if_fail (MUSTER_IS_UNDO (self));
  if (self->undo->len > 0)
    top_of (self->undo)->sealed = TRUE;
}

void
muster_undo_mark_saved (MusterUndo *self)
{
  g_return_if_fail (MUSTER_IS_UNDO (self));
  muster_undo_seal (self);
  self->saved = top_of (self->undo);
  self->saved_lost = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

gboolean
muster_undo_is_modified (MusterUndo *self)
{
  g_return_val_if_fail (MUSTER_IS_UNDO (self), FALSE);
  return self->saved_lost || top_of (self->undo) != self->saved;
}
