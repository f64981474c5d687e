/* muster-terrain-page-roll.c: the Terrain page's rolls: from the settings
 * (Roll, Ctrl+Enter), with the result of the bidding (its dialog is opened
 * and closed here), and a new seed; each one a step to undo, and a roll
 * that replaces pieces placed by hand offers its Undo in a toast.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-bidding-dialog.h"
#include "muster-terrain-page-private.h"

/* A copy of the setup's bidding (the setup keeps its own). */
MusterBidding *
_muster_terrain_page_copy_bidding (MusterTerrain *terrain)
{
  if (terrain == NULL || muster_terrain_get_bidding (terrain) == NULL)
    return NULL;
  return muster_bidding_copy (muster_terrain_get_bidding (terrain));
}

void
_muster_terrain_page_new_seed (MusterTerrainPage *self)
{
  self->restoring = TRUE;
  muster_terrain_settings_set_seed (self->settings, (guint64) g_random_int_range (1, 1000000));
  self->restoring = FALSE;
  /* Translators: a step to undo on the Terrain page */
  _muster_terrain_page_step (self, _("New seed"), NULL);
}

/* The setup @terrain was rolled as, from its own seed and with its
 * bidding, as XML; NULL when it cannot be rolled again. */
char *
_muster_terrain_page_fresh_xml (MusterTerrain *terrain)
{
  g_autoptr(MusterTerrain) fresh = NULL;
  MusterTerrainParams params = *muster_terrain_get_params (terrain);
  MusterBidding *bidding;

  fresh = muster_terrain_generate (muster_terrain_get_system (terrain), &params, NULL);
  if (fresh == NULL)
    return NULL;
  bidding = _muster_terrain_page_copy_bidding (terrain);
  if (bidding != NULL)
    muster_terrain_set_bidding (fresh, bidding);
  return muster_terrain_to_xml (fresh);
}

/* Shows a setup just rolled: a step to undo; pieces placed by hand that
 * it replaces can be brought back from its toast. */
static void
rolled (MusterTerrainPage *self,
        MusterTerrain     *terrain,
        const char        *label)
{
  g_autofree char *now = NULL;
  g_autofree char *then = NULL;
  gboolean hand_placed;

  if (self->terrain != NULL)
    {
      now = muster_terrain_to_xml (self->terrain);
      then = muster_terrain_to_xml (terrain);
      /* the same setup again: it stays, in its own document */
      if (g_str_equal (now, then))
        return;
    }
  hand_placed = _muster_terrain_page_hand_placed (self);
  _muster_terrain_page_show_setup (self, terrain, 0, -1);
  if (_muster_terrain_page_step (self, label, NULL) && hand_placed)
    _muster_terrain_page_offer_undo (self, _("Hand placement replaced"));
}

/**
 * muster_terrain_page_roll:
 *
 * Rolls a setup from the controls and the seed (Roll, Ctrl+Enter). A
 * bidding of the setup shown stays when it settled the number of pieces
 * rolled.
 */
gboolean
muster_terrain_page_roll (MusterTerrainPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) terrain = NULL;
  MusterTerrainParams params;
  MusterSystem *system;
  MusterBidding *bidding;
  g_autofree char *label = NULL;
  char seed[32];

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (!muster_terrain_settings_read (self->settings, &system, &params))
    {
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("The seed must be a whole number, such as 7 or 240517."));
      return FALSE;
    }
  terrain = muster_terrain_generate (system, &params, &error);
  if (terrain == NULL)
    {
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), error->message);
      return FALSE;
    }
  bidding = self->terrain != NULL ? (MusterBidding *) muster_terrain_get_bidding (self->terrain) : NULL;
  if (bidding != NULL && params.method == MUSTER_TERRAIN_SECTORS &&
      muster_terrain_get_system (self->terrain) == system &&
      muster_bidding_get_state (bidding) == MUSTER_BIDDING_DONE &&
      muster_bidding_get_pieces (bidding) == params.pieces)
    muster_terrain_set_bidding (terrain, _muster_terrain_page_copy_bidding (self->terrain));
  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, params.seed);
  /* Translators: a step to undo on the Terrain page: "Roll seed 7" */
  label = g_strdup_printf (_("Roll seed %s"), seed);
  rolled (self, terrain, label);
  return TRUE;
}

/**
 * muster_terrain_page_roll_with_bidding:
 * @bidding: (transfer full): a finished bidding
 *
 * Rolls the sector method with the pieces the bidding settled and keeps
 * the bidding with the setup.
 */
void
muster_terrain_page_roll_with_bidding (MusterTerrainPage *self,
                                       MusterBidding     *bidding)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) terrain = NULL;
  MusterTerrainParams params;
  MusterSystem *system;

  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));
  g_return_if_fail (bidding != NULL);

  /* the settings follow the bidding as part of its roll */
  self->restoring = TRUE;
  muster_terrain_settings_select_method (self->settings, MUSTER_TERRAIN_SECTORS);
  muster_terrain_settings_set_pieces (self->settings, muster_bidding_get_pieces (bidding));
  self->restoring = FALSE;
  if (!muster_terrain_settings_read (self->settings, &system, &params) || params.method != MUSTER_TERRAIN_SECTORS)
    {
      muster_bidding_free (bidding);
      return;
    }
  params.pieces = muster_bidding_get_pieces (bidding);
  terrain = muster_terrain_generate (system, &params, &error);
  if (terrain == NULL)
    {
      muster_bidding_free (bidding);
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), error->message);
      return;
    }
  muster_terrain_set_bidding (terrain, bidding);
  /* Translators: a step to undo on the Terrain page */
  rolled (self, terrain, _("Roll with the bidding"));
}

/* Closes the bidding dialog, if one is open. */
void
_muster_terrain_page_close_bidding (MusterTerrainPage *self)
{
  GtkWidget *old = g_steal_pointer (&self->bidding_dialog);

  if (old == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (old), (gpointer *) &self->bidding_dialog);
  gtk_window_destroy (GTK_WINDOW (old));
}

static void
bidding_roll_cb (MusterTerrainPage   *self,
                 MusterBiddingDialog *dialog)
{
  MusterBidding *bidding = muster_bidding_dialog_steal_bidding (dialog);

  gtk_window_destroy (GTK_WINDOW (dialog));
  if (bidding != NULL)
    muster_terrain_page_roll_with_bidding (self, bidding);
}

void
_muster_terrain_page_show_bidding (MusterTerrainPage *self)
{
  MusterSystem *system = muster_terrain_settings_get_system (self->settings);
  const MusterSectorMethod *sm = system != NULL ? muster_system_get_sector_method (system) : NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  guint64 seed;

  if (sm == NULL || !muster_terrain_settings_get_seed (self->settings, &seed))
    return;
  _muster_terrain_page_close_bidding (self);
  self->bidding_dialog = muster_bidding_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                    seed, sm->max_pieces);
  g_object_add_weak_pointer (G_OBJECT (self->bidding_dialog), (gpointer *) &self->bidding_dialog);
  /* the bidding belongs to this system: another one closes it */
  g_object_set_data (G_OBJECT (self->bidding_dialog), "system", system);
  g_signal_connect_object (self->bidding_dialog, "roll-requested", G_CALLBACK (bidding_roll_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->bidding_dialog));
}
