/* muster-published-list.c: a faction of a loaded system as a document the
 * print shop prints (the booklet): it keeps the system, which owns the
 * faction.
 */
#include "config.h"

#include "muster-published-list.h"

#include <glib/gi18n-lib.h>

struct _MusterPublishedList
{
  GObject parent_instance;

  MusterSystem *system;
  const MusterFaction *faction;
};

G_DEFINE_FINAL_TYPE (MusterPublishedList, muster_published_list, G_TYPE_OBJECT)

static void
muster_published_list_finalize (GObject *object)
{
  MusterPublishedList *self = MUSTER_PUBLISHED_LIST (object);

  g_clear_object (&self->system);
  G_OBJECT_CLASS (muster_published_list_parent_class)->finalize (object);
}

static void
muster_published_list_class_init (MusterPublishedListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_published_list_finalize;
}

static void
muster_published_list_init (MusterPublishedList *self)
{
}

MusterPublishedList *
muster_published_list_new (MusterSystem        *system,
                           const MusterFaction *faction)
{
  MusterPublishedList *self;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);
  g_return_val_if_fail (faction != NULL, NULL);

  self = g_object_new (MUSTER_TYPE_PUBLISHED_LIST, NULL);
  self->system = g_object_ref (system);
  self->faction = faction;
  return self;
}

MusterSystem *
muster_published_list_get_system (MusterPublishedList *self)
{
  g_return_val_if_fail (MUSTER_IS_PUBLISHED_LIST (self), NULL);

  return self->system;
}

const MusterFaction *
muster_published_list_get_faction (MusterPublishedList *self)
{
  g_return_val_if_fail (MUSTER_IS_PUBLISHED_LIST (self), NULL);

  return self->faction;
}

MusterPublishedList *
muster_published_list_load_file (MusterCatalog  *catalog,
                                 const char     *path,
                                 GError        **error)
{
  MusterSchema kind = MUSTER_SCHEMA_ANY;
  xmlDoc *doc;
  xmlNode *root;
  g_autofree char *system_id = NULL;
  g_autofree char *faction_id = NULL;
  g_autofree char *name = NULL;
  g_autoptr(MusterSystem) system = NULL;
  MusterSystem *installed;
  const MusterFaction *faction;
  GPtrArray *versions;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  doc = muster_xml_load_file (path, MUSTER_SCHEMA_ANY, &kind, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (kind != MUSTER_SCHEMA_SYSTEM || !muster_xml_is (root, "faction"))
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, path, root,
                               _("This is not an army list: a list is a faction file (<faction system=\"…\">)."));
      xmlFreeDoc (doc);
      return NULL;
    }
  system_id = muster_xml_get_attr (root, "system");
  faction_id = muster_xml_get_attr (root, "id");
  installed = system_id != NULL ? muster_catalog_lookup (catalog, system_id) : NULL;
  if (installed == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, path, root,
                               _("The list is for the system “%s”, which is not installed."),
                               system_id != NULL ? system_id : "");
      xmlFreeDoc (doc);
      return NULL;
    }
  /* by its absolute path, the file joins the system's factions from
   * wherever it lies, in the place of any of the same id and version */
  name = g_canonicalize_filename (path, NULL);
  system = muster_system_load_with (muster_system_get_folder (installed), NULL, name, doc, error);
  xmlFreeDoc (doc);
  if (system == NULL)
    return NULL;
  faction = NULL;
  versions = muster_system_get_faction_versions (system, faction_id);
  for (guint i = 0; versions != NULL && i < versions->len && faction == NULL; i++)
    if (g_strcmp0 (((const MusterFaction *) g_ptr_array_index (versions, i))->file, name) == 0)
      faction = g_ptr_array_index (versions, i);
  if (faction == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("%s: the system did not take the list in."), path);
      return NULL;
    }
  return muster_published_list_new (system, faction);
}

char *
muster_published_list_dup_title (MusterPublishedList *self)
{
  const char *name;

  g_return_val_if_fail (MUSTER_IS_PUBLISHED_LIST (self), NULL);

  name = muster_text_get (&self->faction->name);
  if (self->faction->version == NULL)
    return g_strdup (name);
  /* TRANSLATORS: a published list and its version: "France 1.0.0" */
  return g_strdup_printf (_("%s %s"), name, self->faction->version);
}
