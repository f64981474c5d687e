/* muster-terrain-page-history.c: the Terrain page's undo and redo. Every
 * step (a roll, a move, a choice of alternative, a setting) records the
 * state before it in a MusterTerrainHistory; undo and redo bring a state
 * back whole: the settings, the setup and its library document. A toast
 * names each step undone or redone, as the army page's do; a step that
 * throws away pieces placed by hand says so, with an Undo button.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-terrain-page-private.h"

/* What the page shows now: the settings, the setup and its document. */
static MusterTerrainState *
capture (MusterTerrainPage *self)
{
  MusterTerrainState *state = muster_terrain_settings_get_state (self->settings);

  if (self->terrain != NULL)
    state->terrain = muster_terrain_to_xml (self->terrain);
  state->document = self->document;
  return state;
}

void
_muster_terrain_page_history_init (MusterTerrainPage *self)
{
  self->history = muster_terrain_history_new (MUSTER_TERRAIN_UNDO_DEPTH);
}

/* Another setup is shown (opened, imported): nothing to undo yet. */
void
_muster_terrain_page_history_reset (MusterTerrainPage *self)
{
  muster_terrain_history_clear (self->history);
  g_clear_pointer (&self->now, muster_terrain_state_free);
  self->now = capture (self);
  self->move_begun = FALSE;
  _muster_terrain_page_actions_update (self);
}

/**
 * _muster_terrain_page_step:
 * @label: what the step did: "Roll seed 7"
 * @merge: (nullable): steps of this key in a row are one step
 *
 * The page changed: a step to undo, unless nothing the user sees changed.
 *
 * Returns: whether the page shows something else than before
 */
gboolean
_muster_terrain_page_step (MusterTerrainPage *self,
                           const char        *label,
                           const char        *merge)
{
  MusterTerrainState *after;
  gboolean changed;

  if (self->now == NULL)
    return FALSE;
  after = capture (self);
  changed = !muster_terrain_state_equal (self->now, after);
  if (changed)
    {
      muster_terrain_history_record (self->history, label, merge, g_steal_pointer (&self->now));
      /* an Undo offered for the step before would undo this one now: the
       * toast loses its button (not dismissed: a toast dismissed while it
       * still comes in is freed twice by libadwaita 1.2) */
      if (self->step_toast != NULL && adw_toast_get_button_label (self->step_toast) != NULL)
        {
          adw_toast_set_action_name (self->step_toast, NULL);
          adw_toast_set_button_label (self->step_toast, NULL);
        }
    }
  g_clear_pointer (&self->now, muster_terrain_state_free);
  self->now = after;
  self->move_begun = FALSE;
  _muster_terrain_page_actions_update (self);
  return changed;
}

/* The step recorded last goes on (a run of arrow keys): what it ends in. */
void
_muster_terrain_page_step_goes_on (MusterTerrainPage *self)
{
  if (self->now == NULL)
    return;
  muster_terrain_state_free (self->now);
  self->now = capture (self);
}

static void
toast_dismissed_cb (MusterTerrainPage *self,
                    AdwToast          *toast)
{
  if (self->step_toast == toast)
    self->step_toast = NULL;
}

/* Says @text in the toast of the history, at once, with an Undo button
 * when @undo_button: the toast shown takes the new text in place rather
 * than one more toast queued. (In libadwaita 1.2 neither a new
 * high-priority toast over one still coming in nor the same toast added
 * again is safe when they follow each other fast: either may be freed
 * while its animation plays.) */
static void
say (MusterTerrainPage *self,
     const char        *text,
     gboolean           undo_button)
{
  AdwToast *toast = self->step_toast;
  gboolean shown = toast != NULL;

  if (toast == NULL)
    {
      /* a title that wraps: a toast's own ends in "…" in a narrow window;
       * not too wide, as libadwaita 1.2 makes a toast as high as its
       * title is at its natural width, whatever width it gets */
      GtkWidget *title = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_add_css_class (title, "heading");
      /* (a title would unset the custom one) */
      toast = adw_toast_new ("");
      adw_toast_set_custom_title (toast, title);
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
      self->step_toast = toast;
    }
  gtk_label_set_text (GTK_LABEL (adw_toast_get_custom_title (toast)), text);
  /* room for the Undo button beside it, in Russian too, at 360 pixels */
  gtk_label_set_max_width_chars (GTK_LABEL (adw_toast_get_custom_title (toast)), undo_button ? 14 : 26);
  /* Translators: the button of a toast that undoes the step it tells of */
  adw_toast_set_button_label (toast, undo_button ? _("_Undo") : NULL);
  adw_toast_set_action_name (toast, undo_button ? "terrain.undo" : NULL);
  adw_toast_set_timeout (toast, undo_button ? 5 : 3);
  if (!shown)
    adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

typedef MusterTerrainState *(*HistoryMove) (MusterTerrainHistory *, MusterTerrainState *);

/* Undo or redo: the state shown goes to the other stack, the one taken
 * from this stack is shown. An edit waiting for the autosave is kept in
 * the library first, so that redo finds it in its document. */
static gboolean
go (MusterTerrainPage *self,
    HistoryMove        move,
    const char        *format)
{
  MusterTerrainState *then;
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;

  label = g_strdup (move == muster_terrain_history_undo ? muster_terrain_history_get_undo_label (self->history)
                                                       : muster_terrain_history_get_redo_label (self->history));
  muster_terrain_page_flush (self);
  g_clear_pointer (&self->now, muster_terrain_state_free);
  then = move (self->history, capture (self));
  if (then == NULL)
    {
      self->now = capture (self);
      return FALSE;
    }
  self->now = then;
  self->move_begun = FALSE;
  if (!_muster_terrain_page_show_state (self, then))
    {
      g_clear_pointer (&self->now, muster_terrain_state_free);
      self->now = capture (self);
    }
  _muster_terrain_page_actions_update (self);
  /* what changed may be out of sight: in a folded column, or the seed */
  text = g_strdup_printf (format, label);
  say (self, text, FALSE);
  return TRUE;
}

gboolean
_muster_terrain_page_undo (MusterTerrainPage *self)
{
  /* Translators: a toast after Ctrl+Z: "Undone: Add Pikemen" */
  return go (self, muster_terrain_history_undo, _("Undone: %s"));
}

gboolean
_muster_terrain_page_redo (MusterTerrainPage *self)
{
  /* Translators: a toast after Ctrl+Shift+Z: "Redone: Add Pikemen" */
  return go (self, muster_terrain_history_redo, _("Redone: %s"));
}

/* Whether the setup shown is not as its dice left it: a piece moved, an
 * alternative chosen by hand. */
gboolean
_muster_terrain_page_hand_placed (MusterTerrainPage *self)
{
  g_autofree char *now = NULL;
  g_autofree char *fresh = NULL;

  if (self->terrain == NULL)
    return FALSE;
  now = muster_terrain_to_xml (self->terrain);
  fresh = _muster_terrain_page_fresh_xml (self->terrain);
  return fresh == NULL || !g_str_equal (now, fresh);
}

/* A toast of what a step threw away, with a button that undoes it. */
void
_muster_terrain_page_offer_undo (MusterTerrainPage *self,
                                 const char        *text)
{
  say (self, text, TRUE);
}

/* The setup shown is kept as @document now (saved the first time, or
 * again after its document was deleted): so are its states in the history. */
void
_muster_terrain_page_kept_as (MusterTerrainPage *self,
                              gint64             document)
{
  gint64 before = self->document;

  if (before == document)
    return;
  self->document = document;
  muster_terrain_history_move_document (self->history, before, document);
  if (self->now != NULL && self->now->terrain != NULL)
    self->now->document = document;
  g_object_notify (G_OBJECT (self), "document");
}
