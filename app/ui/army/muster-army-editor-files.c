/* muster-army-editor-files.c: where the army editor keeps its army: the
 * library, saved 1.5 s after the last change and when the editor closes,
 * and army files; and opening another army from a file or a share code.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-editor-private.h"
#include "muster-ui-util.h"

/* ---- saving ---- */

static gboolean
save_to_library (MusterArmyEditor *self,
                 GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  gint64 id;

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->library == NULL)
    return TRUE;

  id = muster_library_save_army_described (self->library, self->document, self->army,
                                           muster_undo_get_undo_label (self->undo), &local_error);
  if (id == 0 && self->document != 0 &&
      g_error_matches (local_error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE))
    {
      /* the document was deleted from the library while it was open here:
       * keep the army as a new document rather than lose it */
      g_clear_error (&local_error);
      id = muster_library_save_army (self->library, 0, self->army, &local_error);
    }
  if (id == 0)
    {
      self->save_failed = TRUE;
      /* Translators: the save state of an army when saving failed */
      _muster_army_editor_set_save_state (self, _("Not saved"));
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  _muster_army_editor_set_document (self, id);
  self->saved_this_session = TRUE;
  self->save_failed = FALSE;
  muster_undo_mark_saved (self->undo);
  /* Translators: the save state of an army, kept in the library */
  _muster_army_editor_set_save_state (self, _("Saved"));
  return TRUE;
}

static gboolean
autosave_cb (gpointer user_data)
{
  MusterArmyEditor *self = user_data;
  g_autoptr(GError) error = NULL;

  self->autosave_id = 0;
  /* a new army whose changes were all undone stays out of the library */
  if (self->document == 0 && !muster_undo_is_modified (self->undo))
    {
      _muster_army_editor_set_save_state (self, NULL);
      return G_SOURCE_REMOVE;
    }
  if (!save_to_library (self, &error))
    {
      /* Translators: %s is why the library could not keep the army */
      g_autofree char *text = g_strdup_printf (_("The army could not be saved: %s"), error->message);
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
    }
  return G_SOURCE_REMOVE;
}

/* Saves the army a moment after the last change. */
void
_muster_army_editor_schedule_autosave (MusterArmyEditor *self)
{
  if (self->library == NULL)
    {
      /* Translators: the save state of an army when there is no library */
      _muster_army_editor_set_save_state (self, muster_undo_is_modified (self->undo) ? _("Not saved automatically") : NULL);
      return;
    }
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->autosave_id = g_timeout_add (MUSTER_AUTOSAVE_DELAY_MS, autosave_cb, self);
  /* Translators: the save state of an army changed a moment ago */
  _muster_army_editor_set_save_state (self, _("Edited"));
}

/**
 * muster_army_editor_flush:
 *
 * Saves a change that is waiting for the autosave now.
 *
 * Returns: %TRUE when nothing would be lost if the editor closed now
 */
gboolean
muster_army_editor_flush (MusterArmyEditor *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  if (self->library != NULL && (self->autosave_id != 0 || muster_undo_is_modified (self->undo)))
    if (!save_to_library (self, &error))
      g_warning ("The army could not be saved to the library: %s", error->message);
  return !muster_army_editor_would_lose_changes (self);
}

/* Whether closing now would lose changes: only when there is no library
 * (or it failed) and the changes were not written to a file either. */
gboolean
muster_army_editor_would_lose_changes (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  return muster_undo_is_modified (self->undo) && self->autosave_id == 0 &&
         (self->library == NULL || self->save_failed);
}

/* Drops a change that waits for the autosave: the army is about to be
 * replaced by a newer copy from the library. */
void
muster_army_editor_forget_changes (MusterArmyEditor *self)
{
  g_return_if_fail (MUSTER_IS_ARMY_EDITOR (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  muster_undo_mark_saved (self->undo);
}

/* A new army nobody has touched: another one may take its place. */
gboolean
muster_army_editor_is_blank (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  return self->document == 0 && self->path == NULL &&
         muster_undo_get_n_undo (self->undo) == 0 && !muster_undo_can_redo (self->undo);
}

/**
 * muster_army_editor_save:
 *
 * Saves the army to the library and, when it came from a file or was
 * exported to one, to that file too.
 */
gboolean
muster_army_editor_save (MusterArmyEditor *self,
                         GError          **error)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  if (self->library != NULL && !save_to_library (self, error))
    return FALSE;
  if (self->path != NULL)
    {
      if (!muster_army_save_file (self->army, self->path, error))
        return FALSE;
      if (self->library == NULL)
        {
          muster_undo_mark_saved (self->undo);
          /* Translators: the save state of an army written to its file */
          _muster_army_editor_set_save_state (self, _("Saved to file"));
        }
    }
  return TRUE;
}

gboolean
muster_army_editor_export_file (MusterArmyEditor *self,
                                GFile            *file,
                                GError          **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Armies can only be exported to local files."));
      return FALSE;
    }
  if (!muster_army_save_file (self->army, path, error))
    return FALSE;
  g_free (self->path);
  self->path = g_steal_pointer (&path);
  if (self->library == NULL)
    {
      muster_undo_mark_saved (self->undo);
      _muster_army_editor_set_save_state (self, _("Saved to file"));
    }
  _muster_army_editor_actions_update (self);
  return TRUE;
}

/* ---- opening other armies ---- */

/**
 * muster_army_editor_import_file:
 *
 * Reads an army file. When the whole file is a valid army, "open-army"
 * hands it on; otherwise a dialog says why, and nothing changes.
 */
gboolean
muster_army_editor_import_file (MusterArmyEditor *self,
                                GFile            *file)
{
  g_autoptr(MusterArmy) army = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  army = muster_ui_load_army_file (GTK_WIDGET (self), self->catalog, file);
  if (army == NULL)
    return FALSE;
  path = g_file_get_path (file);
  _muster_army_editor_open_army (self, army, path);
  return TRUE;
}

/**
 * muster_army_editor_open_share_code:
 *
 * Reads a share code. A good one is handed on by "open-army"; for a bad
 * one a dialog shows the reader's sentence, and nothing changes.
 */
gboolean
muster_army_editor_open_share_code (MusterArmyEditor *self,
                                    const char       *code)
{
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  army = muster_share_decode (self->catalog, code != NULL ? code : "", &error);
  if (army == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Share Code Cannot Be Read"), error->message);
      return FALSE;
    }
  _muster_army_editor_open_army (self, army, NULL);
  return TRUE;
}

