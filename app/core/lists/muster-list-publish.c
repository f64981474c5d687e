/* muster-list-publish.c: where an edited list may be saved: never over a
 * list Muster ships or has installed (an edit is a new version, installed
 * beside the old one), never where the loader reads without installing.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-list-doc-private.h"
#include "muster-list-publish.h"
#include "muster-xml.h"

/* @path with its links resolved as far as it exists: the real folder of
 * a file that is not there yet. */
static char *
real_path (const char *path)
{
  g_autofree char *absolute = g_canonicalize_filename (path, NULL);
  g_autofree char *parent = NULL;
  g_autofree char *base = NULL;
  g_autofree char *real_parent = NULL;
  char *real = realpath (absolute, NULL);

  if (real != NULL)
    {
      char *copy = g_strdup (real);

      free (real);
      return copy;
    }
  parent = g_path_get_dirname (absolute);
  base = g_path_get_basename (absolute);
  if (g_str_equal (parent, absolute))
    return g_steal_pointer (&absolute);
  real_parent = real_path (parent);
  return g_build_filename (real_parent, base, NULL);
}

static gboolean
lies_in (const char *path, const char *folder)
{
  g_autofree char *real = real_path (folder);
  gsize n = strlen (real);

  if (g_str_equal (real, "/"))
    return TRUE;
  return strncmp (path, real, n) == 0 && (path[n] == '/' || path[n] == '\0');
}

gboolean
muster_list_path_is_read (MusterCatalog *catalog,
                          const char    *path)
{
  g_autofree char *real = NULL;
  g_autofree char *data = NULL;
  g_autofree char *lists = NULL;
  GPtrArray *folders;
  GPtrArray *systems;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), TRUE);
  g_return_val_if_fail (path != NULL, TRUE);

  real = real_path (path);
  data = muster_user_data_dir ();
  lists = g_build_filename (data, "muster", "lists", NULL);
  if (lies_in (real, lists))
    return TRUE;
  folders = muster_catalog_get_folders (catalog);
  for (guint i = 0; i < folders->len; i++)
    if (lies_in (real, g_ptr_array_index (folders, i)))
      return TRUE;
  /* a system's own folder, wherever the catalogue found it */
  systems = muster_catalog_get_systems (catalog);
  for (guint i = 0; i < systems->len; i++)
    {
      const char *folder = muster_system_get_folder (g_ptr_array_index (systems, i));

      if (folder != NULL && lies_in (real, folder))
        return TRUE;
    }
  return FALSE;
}

char *
muster_list_next_version (MusterSystem *system,
                          const char   *faction_id,
                          const char   *current)
{
  GPtrArray *versions = system != NULL && faction_id != NULL
                        ? muster_system_get_faction_versions (system, faction_id) : NULL;
  const char *newest = current;
  guint parts[3] = { 0, 0, 0 };

  for (guint i = 0; versions != NULL && i < versions->len; i++)
    {
      const MusterFaction *f = g_ptr_array_index (versions, i);

      if (muster_version_compare (f->version, newest) > 0)
        newest = f->version;
    }
  if (newest == NULL || !muster_version_parse (newest, parts))
    return g_strdup ("1.0.0");
  if (parts[1] >= 99999)
    return g_strdup_printf ("%u.0.0", MIN (parts[0] + 1, 99999));
  return g_strdup_printf ("%u.%u.0", parts[0], parts[1] + 1);
}

gboolean
muster_list_author_may_publish (MusterSystem  *system,
                                const char    *faction_id,
                                const char    *author,
                                char         **out_author)
{
  GPtrArray *versions = system != NULL && faction_id != NULL
                        ? muster_system_get_faction_versions (system, faction_id) : NULL;
  g_autofree char *mine = g_strstrip (g_strdup (author != NULL ? author : ""));

  for (guint i = 0; versions != NULL && i < versions->len; i++)
    {
      const MusterFaction *f = g_ptr_array_index (versions, i);

      if (g_strcmp0 (f->author != NULL ? f->author : "", mine) != 0)
        {
          if (out_author != NULL)
            *out_author = g_strdup (f->author != NULL ? f->author : "");
          return FALSE;
        }
    }
  return TRUE;
}

void
muster_list_doc_new_version (MusterListDoc *self,
                             const char    *version,
                             const char    *what_en,
                             const char    *what_ru)
{
  g_return_if_fail (MUSTER_IS_LIST_DOC (self));
  g_return_if_fail (version != NULL && what_en != NULL && what_ru != NULL);

  _muster_list_doc_begin (self);
  _muster_list_doc_stamp_version (xmlDocGetRootElement (self->doc), version, what_en, what_ru);
  _muster_list_doc_emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
}

gboolean
muster_list_doc_publish (MusterListDoc      *self,
                         MusterCatalog      *catalog,
                         const char         *version,
                         const char         *what_en,
                         const char         *what_ru,
                         MusterListInstall **out_report,
                         GError            **error)
{
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(GBytes) contents = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  char *text;
  gsize length;
  xmlDoc *copy;
  guint parts[3];

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (self), FALSE);
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (version != NULL && what_en != NULL && what_ru != NULL, FALSE);

  if (!muster_version_parse (version, parts))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("“%s” is not a version: write it as three numbers, such as 1.2.0."), version);
      return FALSE;
    }
  if (*what_en == '\0' || *what_ru == '\0')
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("Say what changed in English and in Russian: players read the list's changes in both."));
      return FALSE;
    }
  if (self->system_id == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("The list does not say its game system: its <faction> needs system=\"…\"."));
      return FALSE;
    }

  /* the new version is made and installed on a copy: a refusal leaves the
   * document as it was */
  copy = xmlCopyDoc (self->doc, 1);
  _muster_list_doc_stamp_version (xmlDocGetRootElement (copy), version, what_en, what_ru);
  text = _muster_list_doc_dump (copy);
  length = strlen (text);
  contents = g_bytes_new_take (g_steal_pointer (&text), length);
  xmlFreeDoc (copy);

  id = muster_xml_get_attr (xmlDocGetRootElement (self->doc), "id");
  name = g_strdup_printf ("%s-%s.xml", id != NULL ? id : "list", version);
  dir = muster_lists_dir (self->system_id);
  path = g_build_filename (dir, name, NULL);
  if (!muster_list_install_contents (catalog, contents, path, &report, error))
    return FALSE;

  _muster_list_doc_begin (self);
  _muster_list_doc_stamp_version (xmlDocGetRootElement (self->doc), version, what_en, what_ru);
  g_free (self->path);
  self->path = g_strdup (report->installed_path);
  g_free (self->saved);
  self->saved = muster_list_doc_serialize (self);
  _muster_list_doc_emit (self, MUSTER_LIST_DOC_EDIT_STRUCTURE);
  if (out_report != NULL)
    *out_report = g_steal_pointer (&report);
  return TRUE;
}
