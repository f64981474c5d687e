/* muster-list-install.c: a published army list from a file anywhere on
 * disk: read safely, loaded with its system, weighed against the versions
 * installed or shipped, and copied whole into the user's lists folder.
 */
#include "config.h"

#include "muster-list-install.h"
#include "muster-error.h"
#include "muster-output.h"
#include "muster-xml.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include <glib/gi18n-lib.h>

void
muster_list_install_free (MusterListInstall *report)
{
  if (report == NULL)
    return;
  g_free (report->path);
  g_free (report->system_id);
  g_free (report->faction_id);
  g_free (report->version);
  g_free (report->author);
  muster_text_clear (&report->name);
  g_free (report->installed_path);
  g_free (report->previous_version);
  g_clear_pointer (&report->contents, g_bytes_unref);
  g_free (report);
}

static const xmlNode *
find_child (const xmlNode *node, const char *name)
{
  muster_xml_foreach_child (node, child)
    if (muster_xml_is (child, name))
      return child;
  return NULL;
}

/* The document's system, id and version, or FALSE with an error at the
 * place that lacks one. */
static gboolean
read_heading (MusterCatalog *catalog, const char *path, xmlDoc *doc, MusterListInstall *report,
              MusterSystem **system, GError **error)
{
  const xmlNode *root = xmlDocGetRootElement (doc);
  const xmlNode *list;

  if (!muster_xml_is (root, "faction"))
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, path, root,
                               _("This is not an army list: a list file has <faction> as its root, not <%s>."),
                               (const char *) root->name);
      return FALSE;
    }
  report->system_id = muster_xml_get_attr (root, "system");
  report->faction_id = muster_xml_get_attr (root, "id");
  list = find_child (root, "list");
  if (list != NULL)
    report->version = muster_xml_get_attr (list, "version");
  if (report->system_id == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, path, root,
                               _("The list does not say its game system: its <faction> needs system=\"…\"."));
      return FALSE;
    }
  if (report->version == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, path, list != NULL ? list : root,
                               _("The faction is not a published list: it needs <list version=\"MAJOR.MINOR.PATCH\">."));
      return FALSE;
    }
  *system = muster_catalog_lookup (catalog, report->system_id);
  if (*system == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, path, root,
                               _("The list is for the game system “%s”, which Muster does not have."),
                               report->system_id);
      return FALSE;
    }
  return TRUE;
}

/* What only a system declares: the schema refuses these in a <faction>
 * as "Element 'categories': This element is not expected"; say it plainly. */
static const char *const system_parts[] = {
  "army", "fields", "categories", "tags", "weapons", "commanders", "preparations", "unit-values",
  "derived", "regiment-values", "constraints", "limit-messages", "orders", "ambush-marker",
  "terrain", NULL
};

void
muster_list_explain_error (GError *error)
{
  const char *at = error != NULL ? strstr (error->message, ": Element '") : NULL;

  if (at == NULL || error->code != MUSTER_ERROR_INVALID || strstr (at, "This element is not expected") == NULL)
    return;
  for (guint i = 0; system_parts[i] != NULL; i++)
    {
      g_autofree char *quoted = g_strdup_printf (": Element '%s':", system_parts[i]);

      if (g_str_has_prefix (at, quoted))
        {
          g_autofree char *place = g_strndup (error->message, at - error->message);
          char *message = g_strdup_printf (_("%s: A list cannot declare <%s>: fields, categories, tags, weapons "
                                             "and rules belong to its game system, and a list only refers to them."),
                                           place, system_parts[i]);
          g_free (error->message);
          error->message = message;
          return;
        }
    }
}

/* muster_list_load() of @contents, the bytes of the file @path. */
static MusterSystem *
load_contents (MusterCatalog *catalog, GBytes *contents, const char *path, MusterListInstall **out_report, GError **error)
{
  g_autoptr(MusterListInstall) report = g_new0 (MusterListInstall, 1);
  g_autofree char *absolute = NULL;
  gsize length = 0;
  const char *data = g_bytes_get_data (contents, &length);
  xmlDoc *doc;
  MusterSystem *system = NULL;
  MusterSystem *loaded = NULL;
  const MusterFaction *faction;

  report->path = g_strdup (path);
  report->contents = g_bytes_ref (contents);
  doc = muster_xml_load_memory (data, length, path, MUSTER_SCHEMA_SYSTEM, NULL, error);
  if (doc == NULL)
    {
      muster_list_explain_error (error != NULL ? *error : NULL);
      return NULL;
    }
  /* the loader reads a relative name inside the system's factions/ */
  absolute = g_canonicalize_filename (path, NULL);
  if (read_heading (catalog, path, doc, report, &system, error))
    loaded = muster_system_load_with (muster_system_get_folder (system), NULL, absolute, doc, error);
  xmlFreeDoc (doc);
  if (loaded == NULL)
    return NULL;

  faction = muster_system_lookup_faction_version (loaded, report->faction_id, report->version);
  g_assert (faction != NULL);
  report->author = g_strdup (faction->author);
  muster_text_copy (&report->name, &faction->name);
  if (out_report != NULL)
    *out_report = g_steal_pointer (&report);
  return loaded;
}

MusterSystem *
muster_list_load (MusterCatalog *catalog, const char *path, MusterListInstall **out_report, GError **error)
{
  g_autoptr(GBytes) contents = NULL;
  gsize length = 0;
  char *data;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  data = muster_xml_read_capped (path, &length, error);
  if (data == NULL)
    return NULL;
  contents = g_bytes_new_take (data, length);
  return load_contents (catalog, contents, path, out_report, error);
}

static gboolean
same_bytes (const char *file, GBytes *contents)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_get_contents (file, &data, &length, NULL))
    return FALSE;
  return length == g_bytes_get_size (contents) && memcmp (data, g_bytes_get_data (contents, NULL), length) == 0;
}

/* Refuses a version that is not newer than every one installed or shipped
 * (the same file again: nothing to do) and a list of another author. */
static gboolean
weigh_versions (MusterSystem *system, MusterListInstall *report, GError **error)
{
  GPtrArray *versions = muster_system_get_faction_versions (system, report->faction_id);

  for (guint i = 0; versions != NULL && i < versions->len; i++)
    {
      const MusterFaction *f = g_ptr_array_index (versions, i);
      int order = muster_version_compare (report->version, f->version);

      if (g_strcmp0 (f->author, report->author) != 0)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("%s: the list “%s” is published by %s; this file, by %s, cannot replace it."),
                       report->path, report->faction_id, f->author != NULL ? f->author : _("an unnamed author"),
                       report->author != NULL ? report->author : _("an unnamed author"));
          return FALSE;
        }
      if (order == 0 && same_bytes (f->file, report->contents))
        {
          report->unchanged = TRUE;
          report->installed_path = g_strdup (f->file);
          return TRUE;
        }
      if (order == 0)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("%s: “%s” version %s is already installed (%s), with other contents; give this list a newer version."),
                       report->path, report->faction_id, report->version, f->file);
          return FALSE;
        }
      if (order < 0)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                       _("%s: “%s” version %s is older than version %s, which is installed already."),
                       report->path, report->faction_id, report->version, f->version);
          return FALSE;
        }
      g_free (report->previous_version);
      report->previous_version = g_strdup (f->version);
    }
  return TRUE;
}

/* muster_list_install_check() of @contents, the bytes of the file @path. */
static gboolean
check_contents (MusterCatalog *catalog, GBytes *contents, const char *path, MusterListInstall **out_report, GError **error)
{
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(MusterSystem) loaded = load_contents (catalog, contents, path, &report, error);

  if (loaded == NULL || !weigh_versions (muster_catalog_lookup (catalog, report->system_id), report, error))
    return FALSE;
  if (out_report != NULL)
    *out_report = g_steal_pointer (&report);
  return TRUE;
}

gboolean
muster_list_install_check (MusterCatalog *catalog, const char *path, MusterListInstall **out_report, GError **error)
{
  g_autoptr(GBytes) contents = NULL;
  gsize length = 0;
  char *data;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = muster_xml_read_capped (path, &length, error);
  if (data == NULL)
    return FALSE;
  contents = g_bytes_new_take (data, length);
  return check_contents (catalog, contents, path, out_report, error);
}

/* Writes the checked bytes to a new file of the lists folder: never over
 * a file that is there already, loaded or not. */
static gboolean
write_installed (MusterListInstall *report, GError **error)
{
  g_autofree char *dir = muster_lists_dir (report->system_id);
  g_autofree char *name = g_strdup_printf ("%s-%s.xml", report->faction_id, report->version);
  MusterOutput *output;

  report->installed_path = g_build_filename (dir, name, NULL);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("%s: cannot make the folder: %s."), dir, g_strerror (saved));
      return FALSE;
    }
  if (g_file_test (report->installed_path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("%s is there already; Muster does not write over an installed list."), report->installed_path);
      return FALSE;
    }
  output = muster_output_open (report->installed_path, error);
  if (output == NULL)
    return FALSE;
  if (!muster_output_write (output, g_bytes_get_data (report->contents, NULL), g_bytes_get_size (report->contents), error))
    {
      muster_output_abort (output);
      return FALSE;
    }
  return muster_output_commit (output, error);
}

gboolean
muster_list_install_contents (MusterCatalog      *catalog,
                              GBytes             *contents,
                              const char         *path,
                              MusterListInstall **out_report,
                              GError            **error)
{
  g_autoptr(MusterListInstall) report = NULL;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (contents != NULL && path != NULL, FALSE);

  if (!check_contents (catalog, contents, path, &report, error))
    return FALSE;
  if (!report->unchanged)
    {
      if (!write_installed (report, error))
        return FALSE;
      if (muster_catalog_reload_system (catalog, report->system_id, error) == NULL)
        {
          g_unlink (report->installed_path);
          return FALSE;
        }
    }
  if (out_report != NULL)
    *out_report = g_steal_pointer (&report);
  return TRUE;
}

gboolean
muster_list_install (MusterCatalog *catalog, const char *path, MusterListInstall **out_report, GError **error)
{
  g_autoptr(GBytes) contents = NULL;
  gsize length = 0;
  char *data;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = muster_xml_read_capped (path, &length, error);
  if (data == NULL)
    return FALSE;
  contents = g_bytes_new_take (data, length);
  return muster_list_install_contents (catalog, contents, path, out_report, error);
}

/* ---- what is installed ---- */

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const MusterListEntry *x = *(const MusterListEntry * const *) a;
  const MusterListEntry *y = *(const MusterListEntry * const *) b;
  int order = g_strcmp0 (x->system_id, y->system_id);

  if (order == 0)
    order = g_strcmp0 (x->faction->id, y->faction->id);
  if (order == 0)
    order = muster_version_compare (x->faction->version, y->faction->version);
  return order;
}

GPtrArray *
muster_list_installed (MusterCatalog *catalog)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);
  GPtrArray *entries = g_ptr_array_new_with_free_func (g_free);

  for (guint s = 0; s < systems->len; s++)
    {
      MusterSystem *system = g_ptr_array_index (systems, s);
      GPtrArray *factions = muster_system_get_factions (system);

      for (guint i = 0; i < factions->len; i++)
        {
          const MusterFaction *newest = g_ptr_array_index (factions, i);
          GPtrArray *versions = muster_system_get_faction_versions (system, newest->id);

          for (guint v = 0; versions != NULL && v < versions->len; v++)
            {
              MusterListEntry *entry = g_new0 (MusterListEntry, 1);

              entry->system_id = muster_system_get_id (system);
              entry->faction = g_ptr_array_index (versions, v);
              g_ptr_array_add (entries, entry);
            }
        }
    }
  g_ptr_array_sort (entries, compare_entries);
  return entries;
}
