/* library-test.h: what the library tests share: armies of the shipped Clouds
 * of Smoke data, opening a library that must open, saving, and reading and
 * changing the file with SQLite behind Muster's back.
 */
#pragma once

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include "muster-core.h"
#include "muster-library.h"
#include "../muster-test.h"
#include "../sqlite-test.h"

static G_GNUC_UNUSED MusterCatalog *catalog;
static MusterSystem *smoke;

/* Loads the catalog and Clouds of Smoke for the tests of this program. */
static G_GNUC_UNUSED void
library_test_init (int *argc, char ***argv)
{
  catalog = muster_test_init (argc, argv);
  smoke = muster_test_system (catalog, "clouds-of-smoke");
}

/* Runs the tests, then lets the catalog go. */
static G_GNUC_UNUSED int
library_test_run (void)
{
  int status = g_test_run ();

  g_object_unref (catalog);
  return status;
}

static G_GNUC_UNUSED MusterArmy *
army_new (const char *faction, guint points, const char *name, const char *notes)
{
  const MusterFaction *f = muster_system_lookup_faction (smoke, faction);
  MusterArmy *army;

  g_assert_nonnull (f);
  army = muster_army_new (smoke, f, points);
  muster_army_set_name (army, name);
  muster_army_set_notes (army, notes);
  return army;
}

/* Lens, 1648: French pikemen and musketeers */
static G_GNUC_UNUSED MusterArmy *
lens_new (void)
{
  MusterArmy *army = army_new ("france-military-revolution", 400, "Lens, 1648",
                               "Condé's victory over the Spanish");
  muster_test_add_unit (army, "pikemen", 2);
  muster_test_add_unit (army, "musketeers", 1);
  return army;
}

/* Borodino: Russian line infantry and Jägers */
static G_GNUC_UNUSED MusterArmy *
borodino_new (void)
{
  MusterArmy *army = army_new ("russia-epoch-of-empires", 600, "Borodino", "Bagration's flèches");
  muster_test_add_unit (army, "line-infantry", 2);
  muster_test_add_unit (army, "jaegers", 1);
  return army;
}

static G_GNUC_UNUSED MusterLibrary *
library_open (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  MusterLibrary *library = muster_library_open (path, &moved_aside, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  g_assert_null (moved_aside);
  return library;
}

static G_GNUC_UNUSED gint64
save (MusterLibrary *library, gint64 document, MusterArmy *army)
{
  g_autoptr(GError) error = NULL;
  gint64 id = muster_library_save_army (library, document, army, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static G_GNUC_UNUSED guint
n_revisions (MusterLibrary *library, gint64 document)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) revisions = muster_library_get_revisions (library, document, &error);

  g_assert_no_error (error);
  return revisions->len;
}

static G_GNUC_UNUSED char *
content (MusterLibrary *library, gint64 document, gint64 revision)
{
  g_autoptr(GError) error = NULL;
  char *text = muster_library_get_content (library, document, revision, &error);

  g_assert_no_error (error);
  g_assert_nonnull (text);
  return text;
}

static G_GNUC_UNUSED GBytes *
read_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize length = 0;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (data, length);
}

/* The files of dir whose names start with prefix. */
static G_GNUC_UNUSED GPtrArray *
files_starting (const char *dir, const char *prefix)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, prefix))
      g_ptr_array_add (names, g_build_filename (dir, name, NULL));
  return names;
}

/* Searches and returns the ids found, in order, as "1 2 ". */
static G_GNUC_UNUSED char *
search (MusterLibrary *library, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) found = muster_library_search (library, text, &error);
  GString *ids = g_string_new (NULL);

  g_assert_no_error (error);
  g_assert_nonnull (found);
  for (guint i = 0; i < found->len; i++)
    g_string_append_printf (ids, "%" G_GINT64_FORMAT " ", ((MusterLibraryEntry *) g_ptr_array_index (found, i))->id);
  return g_string_free (ids, FALSE);
}

#define assert_search(library, text, expected)       \
  G_STMT_START {                                     \
    g_autofree char *_ids = search (library, text);  \
    g_assert_cmpstr (_ids, ==, expected);            \
  } G_STMT_END
