/* muster-terrain-page-files.c: the Terrain page's setup as a document:
 * kept in the library (a moment after each edit, or now) and opened from
 * it again, terrain files opened and exported, the setup as a scenario
 * file and the terrain sheet as a PDF.
 */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "muster-print-operation.h"
#include "muster-terrain-page-private.h"
#include "muster-ui-util.h"

#define AUTOSAVE_DELAY_MS 1500

/* ---- the library ---- */

static char *
search_text (MusterTerrain *terrain)
{
  static const char * const langs[] = { "en", "ru" };
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  MusterSystem *system = muster_terrain_get_system (terrain);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    g_ptr_array_add (words, (gpointer) muster_text_get_lang (muster_system_get_name (system), langs[l]));
  for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);

      if (p->piece == NULL)
        continue;
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        {
          g_ptr_array_add (words, (gpointer) muster_text_get_lang (&p->piece->name, langs[l]));
          for (int v = 0; v < p->n_variants; v++)
            g_ptr_array_add (words, (gpointer) muster_text_get_lang (&p->variants[v]->name, langs[l]));
        }
    }
  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      gboolean seen = FALSE;

      if (word == NULL || *word == '\0')
        continue;
      for (guint j = 0; j < i && !seen; j++)
        seen = g_strcmp0 (g_ptr_array_index (words, j), word) == 0;
      if (seen)
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, word);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

gboolean
_muster_terrain_page_save_to_library (MusterTerrainPage *self,
                 GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *search = NULL;
  const char *system_id;
  gint64 id;

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->library == NULL || self->terrain == NULL)
    return TRUE;

  xml = muster_terrain_to_xml (self->terrain);
  search = search_text (self->terrain);
  system_id = muster_system_get_id (muster_terrain_get_system (self->terrain));
  id = muster_library_save (self->library, self->document, MUSTER_DOC_TERRAIN, self->title, system_id, NULL,
                            xml, search, 0, 0, &local_error);
  if (id == 0 && self->document != 0 && g_error_matches (local_error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE))
    {
      /* deleted from the library while shown here: keep it as a new one */
      g_clear_error (&local_error);
      id = muster_library_save (self->library, 0, MUSTER_DOC_TERRAIN, self->title, system_id, NULL,
                                xml, search, 0, 0, &local_error);
    }
  if (id == 0)
    {
      self->save_failed = TRUE;
      /* Translators: the save state of a terrain setup when saving failed */
      _muster_terrain_page_set_save_state (self, _("Not saved"));
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* the states of this setup in the undo history are kept there too */
  _muster_terrain_page_kept_as (self, id);
  self->modified = FALSE;
  self->save_failed = FALSE;
  /* Translators: the save state of a terrain setup kept in the library */
  _muster_terrain_page_set_save_state (self, _("Saved"));
  return TRUE;
}

static gboolean
autosave_cb (gpointer user_data)
{
  MusterTerrainPage *self = user_data;
  g_autoptr(GError) error = NULL;

  self->autosave_id = 0;
  if (!_muster_terrain_page_save_to_library (self, &error))
    {
      /* Translators: %s says why the library could not keep the terrain */
      g_autofree char *text = g_strdup_printf (_("The terrain could not be saved: %s"), error->message);

      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
    }
  return G_SOURCE_REMOVE;
}

/**
 * muster_terrain_page_flush:
 *
 * Saves an edit that waits for the autosave now.
 *
 * Returns: %TRUE when nothing edited would be lost if the page closed now
 */
gboolean
muster_terrain_page_flush (MusterTerrainPage *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->autosave_id != 0 && !_muster_terrain_page_save_to_library (self, &error))
    g_warning ("The terrain could not be saved to the library: %s", error->message);
  return !self->modified || self->library == NULL;
}

/* Drops an edit that waits for the autosave (a newer copy is coming). */
void
muster_terrain_page_forget_changes (MusterTerrainPage *self)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->modified = FALSE;
}

/**
 * muster_terrain_page_save:
 *
 * Keeps the setup in the library now, as a new document or a new revision
 * of the one it came from.
 */
gboolean
muster_terrain_page_save (MusterTerrainPage  *self,
                          GError            **error)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  if (self->library == NULL)
    {
      g_set_error_literal (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                           _("The library is not available: export the terrain to a file to keep it."));
      return FALSE;
    }
  return _muster_terrain_page_save_to_library (self, error);
}

/* The library lost @document: the next save makes a new one. */
void
muster_terrain_page_document_deleted (MusterTerrainPage *self,
                                      gint64             document)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));

  if (document == 0 || document != self->document)
    return;
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  _muster_terrain_page_set_save_state (self, _("Not saved yet"));
  _muster_terrain_page_kept_as (self, 0);
}

/* An edit: saved to the library a moment later. */
void
_muster_terrain_page_autosave_later (MusterTerrainPage *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->autosave_id = g_timeout_add (AUTOSAVE_DELAY_MS, autosave_cb, self);
  /* Translators: the save state of a terrain setup changed a moment ago */
  _muster_terrain_page_set_save_state (self, _("Edited"));
}

/* Opens the setup kept as @document in the library. */
gboolean
muster_terrain_page_open_document (MusterTerrainPage *self,
                                   gint64             document)
{
  g_autoptr(MusterTerrain) terrain = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *content = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->library == NULL)
    return FALSE;
  content = muster_ui_library_content (self->library, document, &name, &error);
  if (content != NULL)
    terrain = muster_terrain_load_memory (self->catalog, content, strlen (content), name, &error);
  if (terrain == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Terrain Setup Cannot Be Opened"), error->message);
      return FALSE;
    }
  muster_terrain_page_set_terrain (self, terrain, document);
  return TRUE;
}

/* Shows a setup read from a file, keeps it in the library as opened army
 * files are, and says so. */
void
muster_terrain_page_show_opened (MusterTerrainPage *self,
                                 MusterTerrain     *terrain,
                                 GFile             *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));
  g_return_if_fail (MUSTER_IS_TERRAIN (terrain));

  muster_terrain_page_set_terrain (self, terrain, 0);
  if (self->library != NULL && !_muster_terrain_page_save_to_library (self, &error))
    g_message ("The terrain could not be saved to the library: %s", error->message);
  name = g_file_get_basename (file);
  /* Translators: a toast; %s is a file name */
  text = g_strdup_printf (_("Opened %s"), name);
  muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
}

/* Opens a terrain file; a file that is not a valid setup is refused whole,
 * with the reason, and the page stays as it was. */
gboolean
muster_terrain_page_import_file (MusterTerrainPage *self,
                                 GFile             *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) terrain = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  terrain = muster_ui_load_document_file (self->catalog, file, MUSTER_SCHEMA_TERRAIN, NULL, &error);
  if (terrain == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Terrain File Cannot Be Opened"), error->message);
      return FALSE;
    }
  muster_terrain_page_show_opened (self, MUSTER_TERRAIN (terrain), file);
  return TRUE;
}

/* The setup as a scenario file, for the scenario editor. */
gboolean
muster_terrain_page_export_scenario (MusterTerrainPage  *self,
                                     GFile              *file,
                                     GError            **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  if (g_file_peek_path (file) != NULL)
    return muster_terrain_save_scenario (self->terrain, g_file_peek_path (file), error);
  xml = muster_terrain_to_scenario_xml (self->terrain);
  return g_file_replace_contents (file, xml, strlen (xml), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

gboolean
muster_terrain_page_export_file (MusterTerrainPage  *self,
                                 GFile              *file,
                                 GError            **error)
{
  g_autofree char *xml = NULL;
  const char *path;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  path = g_file_peek_path (file);
  if (path != NULL)
    return muster_terrain_save_file (self->terrain, path, error);
  xml = muster_terrain_to_xml (self->terrain);
  return g_file_replace_contents (file, xml, strlen (xml), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

/* The terrain sheet as a PDF, through the same job as the print. It is a
 * page or two, written here rather than on a thread. */
gboolean
muster_terrain_page_export_pdf (MusterTerrainPage  *self,
                                GFile              *file,
                                GError            **error)
{
  static const char * const ids[] = { "terrain", NULL };
  g_autoptr(MusterPrintJob) job = NULL;
  g_autofree char *tmp = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GFile) source = NULL;
  MusterPage page;
  const char *path;
  gboolean ok;
  int fd;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  muster_print_page_for_context (muster_document_page_get_context (MUSTER_DOCUMENT_PAGE (self)),
                                 G_OBJECT (self->terrain), &page);
  job = muster_print_job_new (G_OBJECT (self->terrain), ids, NULL, &page, error);
  if (job == NULL)
    return FALSE;
  title = muster_print_document_title (G_OBJECT (self->terrain));
  path = g_file_peek_path (file);
  if (path != NULL)
    return muster_print_job_to_pdf (job, path, title, NULL, NULL, NULL, error);

  /* a file elsewhere: written here first, then copied */
  fd = g_file_open_tmp ("muster-terrain-XXXXXX.pdf", &tmp, error);
  if (fd < 0)
    return FALSE;
  close (fd);
  source = g_file_new_for_path (tmp);
  ok = muster_print_job_to_pdf (job, tmp, title, NULL, NULL, NULL, error) &&
       g_file_copy (source, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error);
  g_unlink (tmp);
  return ok;
}

