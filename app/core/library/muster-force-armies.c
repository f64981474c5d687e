/* muster-force-armies.c: the armies of a scenario's forces, read through
 * the safe army reader and kept per file (or library army) until it
 * changes, and muster_force_describe(), the line the scenario editor's
 * force rows and the printed scenario sheet show for a force.
 */
#include "config.h"

#include "muster-force-armies.h"
#include "muster-error.h"
#include "muster-format.h"
#include "muster-rules.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

/* What was read of one army file or library army, and what it was read
 * from: the file's modification time, size and inode, or the library
 * army's revisions and time of its newest. */
typedef struct
{
  MusterArmy *army;             /* NULL: not read, see error */
  GError *error;
  gint64 mtime;                 /* nanoseconds; library: the newest revision's time */
  gint64 size;                  /* library: the number of revisions */
  guint64 inode;
  guint64 device;
} Kept;

struct _MusterForceArmies
{
  GObject parent_instance;

  MusterCatalog *catalog;
  MusterLibrary *library;       /* NULL: library armies are not read */
  char *folder;                 /* where relative army files are, or NULL */
  GHashTable *files;            /* absolute path → Kept */
  GHashTable *documents;        /* gint64 * library document → Kept */
  gboolean snapshot;            /* reads nothing: what is kept is all it has */
};

G_DEFINE_FINAL_TYPE (MusterForceArmies, muster_force_armies, G_TYPE_OBJECT)

static void
kept_free (Kept *kept)
{
  g_clear_object (&kept->army);
  g_clear_error (&kept->error);
  g_free (kept);
}

static gboolean
kept_same (const Kept *a, const Kept *b)
{
  return a->mtime == b->mtime && a->size == b->size && a->inode == b->inode && a->device == b->device;
}

/* The kept army of @kept, or its error. */
static MusterArmy *
kept_result (const Kept *kept, GError **error)
{
  if (kept->army != NULL)
    return g_object_ref (kept->army);
  if (error != NULL)
    *error = g_error_copy (kept->error);
  return NULL;
}

/* ---- army files ---- */

char *
muster_force_armies_dup_path (MusterForceArmies *self,
                              const char        *army)
{
  g_autofree char *joined = NULL;

  g_return_val_if_fail (MUSTER_IS_FORCE_ARMIES (self), NULL);
  g_return_val_if_fail (army != NULL, NULL);

  if (g_path_is_absolute (army))
    return g_strdup (army);
  if (self->folder == NULL)
    return NULL;
  joined = g_build_filename (self->folder, army, NULL);
  return g_canonicalize_filename (joined, NULL);
}

/* An army file: stat() looks at it without opening it (a FIFO does not
 * wait); it is read again only when it is another file than the one kept. */
static MusterArmy *
get_file (MusterForceArmies *self, const char *path, GError **error)
{
  Kept *kept = g_new0 (Kept, 1);
  Kept *old = g_hash_table_lookup (self->files, path);
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    {
      int saved = errno;

      g_set_error (&kept->error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      kept->mtime = -1;
    }
  else
    {
      kept->mtime = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
      kept->size = (gint64) st.st_size;
      kept->inode = (guint64) st.st_ino;
      kept->device = (guint64) st.st_dev;
    }
  if (old != NULL && kept_same (old, kept) && (old->error == NULL) == (kept->error == NULL))
    {
      kept_free (kept);
      return kept_result (old, error);
    }
  if (kept->error == NULL)
    kept->army = muster_army_load_file (self->catalog, path, &kept->error);
  g_hash_table_replace (self->files, g_strdup (path), kept);
  return kept_result (kept, error);
}

/* ---- library armies ---- */

static MusterArmy *
get_document (MusterForceArmies *self, gint64 document, GError **error)
{
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autofree char *content = NULL;
  Kept *kept = g_new0 (Kept, 1);
  Kept *old = g_hash_table_lookup (self->documents, &document);

  entry = muster_library_get (self->library, document, &kept->error);
  if (entry == NULL)
    {
      /* gone from the library: as a file that is not there */
      if (g_error_matches (kept->error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE))
        {
          GError *missing = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_FOUND, kept->error->message);

          g_error_free (kept->error);
          kept->error = missing;
        }
      kept->mtime = -1;
    }
  else
    {
      kept->mtime = entry->updated;
      kept->size = entry->revisions;
    }
  if (old != NULL && kept_same (old, kept) && (old->error == NULL) == (kept->error == NULL))
    {
      kept_free (kept);
      return kept_result (old, error);
    }
  if (entry != NULL)
    content = muster_library_get_content (self->library, document, 0, &kept->error);
  if (content != NULL)
    /* TRANSLATORS: where an error in an army of the library is */
    kept->army = muster_army_load_memory (self->catalog, content, strlen (content), _("the library"), &kept->error);
  g_hash_table_replace (self->documents, g_memdup2 (&document, sizeof document), kept);
  return kept_result (kept, error);
}

/* A snapshot's army of @key in @table: as it was read, or NULL. */
static MusterArmy *
get_kept (GHashTable *table, gconstpointer key, GError **error)
{
  const Kept *kept = g_hash_table_lookup (table, key);

  return kept != NULL ? kept_result (kept, error) : NULL;
}

MusterArmy *
muster_force_armies_get (MusterForceArmies  *self,
                         const MusterForce  *force,
                         GError            **error)
{
  g_return_val_if_fail (MUSTER_IS_FORCE_ARMIES (self), NULL);
  g_return_val_if_fail (force != NULL, NULL);

  if (force->embedded != NULL)
    return g_object_ref (force->embedded);
  if (force->army != NULL)
    {
      g_autofree char *path = muster_force_armies_dup_path (self, force->army);

      if (path == NULL)
        return NULL;
      return self->snapshot ? get_kept (self->files, path, error) : get_file (self, path, error);
    }
  if (force->library > 0 && self->snapshot)
    return get_kept (self->documents, &force->library, error);
  if (force->library > 0 && self->library != NULL)
    return get_document (self, force->library, error);
  return NULL;
}

/**
 * muster_force_armies_snapshot:
 *
 * Reads, on the calling thread and through @self, the army of every force
 * of @scenario, and keeps them in a new object that reads no file and no
 * library: for a worker thread (a PDF export) while @self goes on serving
 * the thread that made it.
 *
 * Returns: (transfer full): the snapshot
 */
MusterForceArmies *
muster_force_armies_snapshot (MusterForceArmies *self,
                              MusterScenario    *scenario)
{
  MusterForceArmies *copy;

  g_return_val_if_fail (MUSTER_IS_FORCE_ARMIES (self), NULL);
  g_return_val_if_fail (MUSTER_IS_SCENARIO (scenario), NULL);

  copy = muster_force_armies_new (self->catalog, NULL);
  copy->folder = g_strdup (self->folder);
  copy->snapshot = TRUE;
  for (guint s = 0; s < muster_scenario_get_n_sides (scenario); s++)
    {
      const GArray *forces = muster_scenario_get_side (scenario, s)->forces;

      for (guint i = 0; forces != NULL && i < forces->len; i++)
        {
          const MusterForce *force = &g_array_index (forces, MusterForce, i);
          g_autofree char *path = force->army != NULL ? muster_force_armies_dup_path (self, force->army) : NULL;
          Kept *kept;

          if (force->embedded != NULL || (path == NULL && force->library <= 0))
            continue;
          kept = g_new0 (Kept, 1);
          /* (the armies read are shared: they are never changed in place) */
          kept->army = muster_force_armies_get (self, force, &kept->error);
          if (kept->army == NULL && kept->error == NULL)
            kept_free (kept);
          else if (path != NULL)
            g_hash_table_replace (copy->files, g_steal_pointer (&path), kept);
          else
            g_hash_table_replace (copy->documents, g_memdup2 (&force->library, sizeof force->library), kept);
        }
    }
  return copy;
}

void
muster_force_armies_forget (MusterForceArmies *self,
                            const MusterForce *force)
{
  g_return_if_fail (MUSTER_IS_FORCE_ARMIES (self));
  g_return_if_fail (force != NULL);

  if (force->army != NULL)
    {
      g_autofree char *path = muster_force_armies_dup_path (self, force->army);

      if (path != NULL)
        g_hash_table_remove (self->files, path);
    }
  else if (force->library > 0)
    g_hash_table_remove (self->documents, &force->library);
}

/* ---- the line that describes a force ---- */

/* "Carthage, 396 of 400 points" */
static char *
describe_army (MusterSystem *system, MusterArmy *army)
{
  g_autofree char *title = muster_army_dup_title (army);
  g_autoptr(MusterReport) report = NULL;
  g_autofree char *spent = NULL;
  g_autofree char *limit = NULL;

  if (!muster_system_declares_costs (system))
    return g_steal_pointer (&title);
  report = muster_rules_check (army);
  spent = muster_format_local_number (report->spent);
  limit = muster_format_cost (system, muster_army_get_points (army));
  /* TRANSLATORS: a scenario's force, its army's name and points: "Carthage, 396 of 400 points" */
  return g_strdup_printf (_("%s, %s of %s"), title, spent, limit);
}

/* "lens-1648.xml (missing)": @name, and why its army is not described */
static char *
describe_unread (MusterSystem *system, const char *name, MusterArmy *army, const GError *error)
{
  if (army != NULL)
    /* TRANSLATORS: a scenario's force whose army is of another game system: "lens-1648.xml (another game system)" */
    return g_strdup_printf (_("%s (another game system)"), name);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    /* TRANSLATORS: a scenario's force whose army file (or library army) is not there: "lens-1648.xml (missing)" */
    return g_strdup_printf (_("%s (missing)"), name);
  /* TRANSLATORS: a scenario's force whose army file is there but not an army Muster can read: "lens-1648.xml (cannot be read)" */
  return g_strdup_printf (_("%s (cannot be read)"), name);
}

char *
muster_force_describe (MusterSystem       *system,
                       const MusterForce  *force,
                       MusterForceArmies  *armies,
                       MusterArmy        **described)
{
  const MusterFaction *faction = NULL;
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (force != NULL, NULL);
  g_return_val_if_fail (armies == NULL || MUSTER_IS_FORCE_ARMIES (armies), NULL);

  if (described != NULL)
    *described = NULL;
  if (force->embedded != NULL)
    army = g_object_ref (force->embedded);
  else if (armies != NULL)
    army = muster_force_armies_get (armies, force, &error);
  if (army != NULL && muster_army_get_system (army) == system)
    {
      g_string_free (text, TRUE);
      if (described != NULL)
        *described = g_object_ref (army);
      return describe_army (system, army);
    }

  if (force->army != NULL || force->library > 0)
    {
      /* the file's name (the scenario holds it by its whole path) or the
       * library army's number */
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, force->library);
      g_autofree char *name = NULL;

      if (force->army != NULL)
        name = g_path_get_basename (force->army);
      else
        /* TRANSLATORS: a scenario's force: "army 12 of the library" */
        name = g_strdup_printf (_("army %s of the library"), id);
      if (army != NULL || error != NULL)
        {
          g_autofree char *why = describe_unread (system, name, army, error);

          g_string_append (text, why);
        }
      else
        g_string_append (text, name);
    }
  else if (force->faction != NULL && (faction = muster_system_lookup_faction (system, force->faction)) != NULL)
    g_string_append (text, muster_text_get (&faction->name));
  if (force->points > 0)
    {
      g_autofree char *cost = muster_format_cost (system, force->points);

      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, cost);
    }
  if (text->len == 0)
    g_string_append (text, _("none named"));
  return g_string_free (text, FALSE);
}

/* ---- the object ---- */

MusterForceArmies *
muster_force_armies_new (MusterCatalog *catalog,
                         MusterLibrary *library)
{
  MusterForceArmies *self;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (library == NULL || MUSTER_IS_LIBRARY (library), NULL);

  self = g_object_new (MUSTER_TYPE_FORCE_ARMIES, NULL);
  self->catalog = g_object_ref (catalog);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  return self;
}

MusterCatalog *
muster_force_armies_get_catalog (MusterForceArmies *self)
{
  g_return_val_if_fail (MUSTER_IS_FORCE_ARMIES (self), NULL);
  return self->catalog;
}

MusterLibrary *
muster_force_armies_get_library (MusterForceArmies *self)
{
  g_return_val_if_fail (MUSTER_IS_FORCE_ARMIES (self), NULL);
  return self->library;
}

void
muster_force_armies_set_folder (MusterForceArmies *self,
                                const char        *folder)
{
  g_return_if_fail (MUSTER_IS_FORCE_ARMIES (self));

  if (g_strcmp0 (self->folder, folder) == 0)
    return;
  g_free (self->folder);
  self->folder = g_strdup (folder);
}

static void
muster_force_armies_finalize (GObject *object)
{
  MusterForceArmies *self = MUSTER_FORCE_ARMIES (object);

  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  g_free (self->folder);
  g_hash_table_unref (self->files);
  g_hash_table_unref (self->documents);
  G_OBJECT_CLASS (muster_force_armies_parent_class)->finalize (object);
}

static void
muster_force_armies_class_init (MusterForceArmiesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_force_armies_finalize;
}

static void
muster_force_armies_init (MusterForceArmies *self)
{
  self->files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) kept_free);
  self->documents = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) kept_free);
}
