/* muster-terrain-history.c: the Terrain page's undo and redo as labelled
 * states. A step records the state before it; undo swaps it with the state
 * shown, which goes onto the redo stack under the same label, and redo
 * swaps back. Steps that change one setting in a row can be one step.
 */
#include "config.h"

#include "muster-terrain-history.h"

typedef struct
{
  char *label;
  char *merge;                  /* steps of the same merge key in a row are one; NULL: never */
  gboolean sealed;              /* no later step joins this one */
  MusterTerrainState *state;    /* on the undo stack the state before the step, on redo after */
} Entry;

struct _MusterTerrainHistory
{
  GPtrArray *undo;              /* of Entry*, oldest first */
  GPtrArray *redo;              /* of Entry*, the next to redo last */
  guint depth;                  /* how many steps undo keeps */
};

/* ---- states ---- */

MusterTerrainState *
muster_terrain_state_new (const char                *system,
                          const MusterTerrainParams *params,
                          const char                *seed,
                          const char                *terrain,
                          gint64                     document)
{
  MusterTerrainState *state = g_new0 (MusterTerrainState, 1);

  state->system = g_strdup (system);
  if (params != NULL)
    state->params = *params;
  state->seed = g_strdup (seed != NULL ? seed : "");
  state->terrain = g_strdup (terrain);
  state->document = document;
  return state;
}

MusterTerrainState *
muster_terrain_state_copy (const MusterTerrainState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  return muster_terrain_state_new (state->system, &state->params, state->seed, state->terrain, state->document);
}

void
muster_terrain_state_free (MusterTerrainState *state)
{
  if (state == NULL)
    return;
  g_free (state->system);
  g_free (state->seed);
  g_free (state->terrain);
  g_free (state);
}

/* Whether the user sees the same in both: the settings and the setup. The
 * document is where the setup is kept, not something the user changed. */
gboolean
muster_terrain_state_equal (const MusterTerrainState *a,
                            const MusterTerrainState *b)
{
  const MusterTerrainParams *p, *q;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  p = &a->params;
  q = &b->params;
  return g_strcmp0 (a->system, b->system) == 0 &&
         g_strcmp0 (a->seed, b->seed) == 0 &&
         g_strcmp0 (a->terrain, b->terrain) == 0 &&
         p->method == q->method && p->width == q->width && p->depth == q->depth &&
         p->uw == q->uw && p->pieces == q->pieces && p->diagonal == q->diagonal;
}

/* ---- the history ---- */

static void
entry_free (Entry *entry)
{
  g_free (entry->label);
  g_free (entry->merge);
  muster_terrain_state_free (entry->state);
  g_free (entry);
}

static Entry *
top_of (GPtrArray *stack)
{
  return stack->len > 0 ? g_ptr_array_index (stack, stack->len - 1) : NULL;
}

/* A history that keeps the last @depth steps (at least one). */
MusterTerrainHistory *
muster_terrain_history_new (guint depth)
{
  MusterTerrainHistory *self = g_new0 (MusterTerrainHistory, 1);

  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  self->depth = MAX (depth, 1);
  return self;
}

void
muster_terrain_history_free (MusterTerrainHistory *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_free (self);
}

/* Forgets every step: another setup is shown. */
void
muster_terrain_history_clear (MusterTerrainHistory *self)
{
  g_return_if_fail (self != NULL);

  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
}

/**
 * muster_terrain_history_record:
 * @label: what the step did, for "Undo …" and "Redo …"
 * @merge: (nullable): a step of the same key right after this one, before
 *   the history is sealed, is the same step; %NULL: never
 * @before: (transfer full): the state before the step
 *
 * Records a step; what could be redone is gone.
 *
 * Returns: %TRUE for a new step, %FALSE when it joined the one before
 */
gboolean
muster_terrain_history_record (MusterTerrainHistory *self,
                               const char           *label,
                               const char           *merge,
                               MusterTerrainState   *before)
{
  Entry *top, *entry;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (label != NULL, FALSE);
  g_return_val_if_fail (before != NULL, FALSE);

  top = top_of (self->undo);
  if (merge != NULL && top != NULL && !top->sealed && self->redo->len == 0 &&
      g_strcmp0 (top->merge, merge) == 0)
    {
      /* the state before the first of them stays */
      muster_terrain_state_free (before);
      return FALSE;
    }
  if (top != NULL)
    top->sealed = TRUE;
  g_ptr_array_set_size (self->redo, 0);
  entry = g_new0 (Entry, 1);
  entry->label = g_strdup (label);
  entry->merge = g_strdup (merge);
  entry->state = before;
  g_ptr_array_add (self->undo, entry);
  if (self->undo->len > self->depth)
    g_ptr_array_remove_index (self->undo, 0);
  return TRUE;
}

/* Moves the top entry of @from onto @to, with @now in place of its state,
 * which it returns. */
static MusterTerrainState *
swap (GPtrArray          *from,
      GPtrArray          *to,
      MusterTerrainState *now)
{
  Entry *entry;
  MusterTerrainState *then;

  if (from->len == 0)
    {
      muster_terrain_state_free (now);
      return NULL;
    }
  entry = g_ptr_array_steal_index (from, from->len - 1);
  then = entry->state;
  entry->state = now;
  entry->sealed = TRUE;
  g_ptr_array_add (to, entry);
  return then;
}

/**
 * muster_terrain_history_undo:
 * @now: (transfer full): the state shown, for redo
 *
 * Returns: (transfer full) (nullable): the state before the last step, or
 *   %NULL when there is nothing to undo
 */
MusterTerrainState *
muster_terrain_history_undo (MusterTerrainHistory *self,
                             MusterTerrainState   *now)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (now != NULL, NULL);

  return swap (self->undo, self->redo, now);
}

/**
 * muster_terrain_history_redo:
 * @now: (transfer full): the state shown, for undo
 *
 * Returns: (transfer full) (nullable): the state after the step undone
 *   last, or %NULL when there is nothing to redo
 */
MusterTerrainState *
muster_terrain_history_redo (MusterTerrainHistory *self,
                             MusterTerrainState   *now)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (now != NULL, NULL);

  return swap (self->redo, self->undo, now);
}

/* The setup kept as library document @from is kept as @to now (saved
 * for the first time, or again after its document was deleted): every
 * state of it that undo or redo brings back is kept there too. */
void
muster_terrain_history_move_document (MusterTerrainHistory *self,
                                      gint64                from,
                                      gint64                to)
{
  GPtrArray *stacks[2];

  g_return_if_fail (self != NULL);

  stacks[0] = self->undo;
  stacks[1] = self->redo;
  for (guint s = 0; s < G_N_ELEMENTS (stacks); s++)
    for (guint i = 0; i < stacks[s]->len; i++)
      {
        Entry *entry = g_ptr_array_index (stacks[s], i);

        if (entry->state->terrain != NULL && entry->state->document == from)
          entry->state->document = to;
      }
}

/* The next step is a step of its own, whatever its merge key. */
void
muster_terrain_history_seal (MusterTerrainHistory *self)
{
  g_return_if_fail (self != NULL);

  if (self->undo->len > 0)
    top_of (self->undo)->sealed = TRUE;
}

gboolean
muster_terrain_history_can_undo (MusterTerrainHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->undo->len > 0;
}

gboolean
muster_terrain_history_can_redo (MusterTerrainHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->redo->len > 0;
}

/* What undo would take back ("Move piece 3"), or NULL. */
const char *
muster_terrain_history_get_undo_label (MusterTerrainHistory *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->undo->len > 0 ? top_of (self->undo)->label : NULL;
}

/* What redo would do again, or NULL. */
const char *
muster_terrain_history_get_redo_label (MusterTerrainHistory *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->redo->len > 0 ? top_of (self->redo)->label : NULL;
}

guint
muster_terrain_history_get_n_undo (MusterTerrainHistory *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->undo->len;
}
