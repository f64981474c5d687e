/* muster-library.c: the library store: one SQLite file of documents, their
 * revisions and a full-text index, migrated by user_version. A damaged or
 * foreign file is moved aside (never overwritten); a newer one, or one with
 * schema objects Muster did not make, is refused. Processes that open,
 * create and write one library at the same time are safe with each other.
 * Here: the object, its path, and the entries and revisions it hands out;
 * opening is in muster-library-open.c, the format in muster-library-schema.c,
 * writing in muster-library-save.c and muster-library-revisions.c, reading in
 * muster-library-read.c, SQLite's helpers in muster-library-sql.c.
 */
#include "config.h"

#include "muster-format.h"
#include "muster-library-private.h"
#include "muster-paths.h"

#include <unistd.h>

G_DEFINE_FINAL_TYPE (MusterLibrary, muster_library, G_TYPE_OBJECT)

void
_muster_library_close_db (MusterLibrary *self)
{
  if (self->db != NULL)
    {
      sqlite3_close_v2 (self->db);
      self->db = NULL;
    }
  /* after SQLite let go of the file: the lock is on a file description of its own */
  if (self->lock >= 0)
    {
      close (self->lock);
      self->lock = -1;
    }
}

static void
muster_library_finalize (GObject *object)
{
  MusterLibrary *self = MUSTER_LIBRARY (object);

  _muster_library_close_db (self);
  g_free (self->path);
  G_OBJECT_CLASS (muster_library_parent_class)->finalize (object);
}

static void
muster_library_class_init (MusterLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_library_finalize;
}

static void
muster_library_init (MusterLibrary *self)
{
  self->lock = -1;
}

char *
muster_library_default_path (void)
{
  g_autofree char *data_dir = muster_user_data_dir ();

  return g_build_filename (data_dir, "muster", "library.db", NULL);
}

const char *
muster_library_get_path (MusterLibrary *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  return self->path;
}

/**
 * muster_library_is_read_only:
 *
 * Whether the library was opened with muster_library_open_read_only().
 */
gboolean
muster_library_is_read_only (MusterLibrary *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), TRUE);
  return self->read_only;
}

/**
 * muster_library_entry_dup_title:
 * @catalog: (nullable): the systems, for the faction's name
 *
 * The document's name, or for an army kept without one, its title in the
 * current language: "France — 400 points" (the faction's id stands in for
 * a faction no longer installed).
 */
char *
muster_library_entry_dup_title (const MusterLibraryEntry *entry,
                                MusterCatalog            *catalog)
{
  MusterSystem *system;
  const MusterFaction *faction = NULL;

  g_return_val_if_fail (entry != NULL, NULL);

  if (*entry->name != '\0' || entry->kind != MUSTER_DOC_ARMY)
    return g_strdup (entry->name);
  system = catalog != NULL ? muster_catalog_lookup (catalog, entry->system) : NULL;
  if (system != NULL && entry->faction != NULL)
    faction = muster_system_lookup_faction (system, entry->faction);
  return muster_format_default_title (system, faction != NULL ? muster_text_get (&faction->name) : entry->faction,
                                      entry->points);
}

void
muster_library_entry_free (MusterLibraryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  muster_text_clear (&entry->names);
  g_free (entry->system);
  g_free (entry->faction);
  g_free (entry->snippet);
  g_free (entry);
}

void
muster_revision_free (MusterRevision *revision)
{
  if (revision == NULL)
    return;
  g_free (revision->name);
  g_free (revision->description);
  g_free (revision);
}
