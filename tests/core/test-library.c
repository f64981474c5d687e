/* test-library.c: the library store on armies of the shipped Clouds of Smoke
 * data: saving and listing, revisions and restore, search (names, notes,
 * unit names in both languages, prefixes, hostile query syntax), schema
 * migrations, damaged, foreign and newer files, SIGKILL mid-save, the file
 * as untrusted input (planted triggers, views and search options, a NULL
 * content), adds of one army, and exports checked on the way out; opening
 * for reading only, paths that are no file, an invalid format number, and
 * pages of the list and of searches.
 */
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <sqlite3.h>

#include "muster-core.h"
#include "muster-library.h"
#include "../muster-test.h"

static MusterCatalog *catalog;
static MusterSystem *smoke;

static MusterArmy *
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
static MusterArmy *
lens_new (void)
{
  MusterArmy *army = army_new ("france-military-revolution", 400, "Lens, 1648",
                               "Condé's victory over the Spanish");
  muster_test_add_unit (army, "pikemen", 2);
  muster_test_add_unit (army, "musketeers", 1);
  return army;
}

/* Borodino: Russian line infantry and Jägers */
static MusterArmy *
borodino_new (void)
{
  MusterArmy *army = army_new ("russia-epoch-of-empires", 600, "Borodino", "Bagration's flèches");
  muster_test_add_unit (army, "line-infantry", 2);
  muster_test_add_unit (army, "jaegers", 1);
  return army;
}

static MusterLibrary *
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

static gint64
save (MusterLibrary *library, gint64 document, MusterArmy *army)
{
  g_autoptr(GError) error = NULL;
  gint64 id = muster_library_save_army (library, document, army, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static guint
n_revisions (MusterLibrary *library, gint64 document)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) revisions = muster_library_get_revisions (library, document, &error);

  g_assert_no_error (error);
  return revisions->len;
}

static char *
content (MusterLibrary *library, gint64 document, gint64 revision)
{
  g_autoptr(GError) error = NULL;
  char *text = muster_library_get_content (library, document, revision, &error);

  g_assert_no_error (error);
  g_assert_nonnull (text);
  return text;
}

static gint64
sql_int (const char *path, const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

static void
sql_exec (const char *path, const char *sql)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_close (db), ==, SQLITE_OK);
}

static GBytes *
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
static GPtrArray *
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

static void
test_save_list (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, "data", "muster", NULL);
  g_autofree char *path = g_build_filename (folder, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(MusterArmy) unnamed = army_new ("france-military-revolution", 300, NULL, NULL);
  g_autoptr(MusterReport) report = muster_rules_check (lens);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) armies = NULL;
  g_autoptr(GPtrArray) terrains = NULL;
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = muster_army_to_xml (lens);
  g_autofree char *saved = NULL;
  GStatBuf st;
  gint64 id, id2, terrain;
  const MusterLibraryEntry *e;

  /* the folder is made, private */
  g_assert_cmpint (g_stat (folder, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  g_assert_cmpstr (muster_library_get_path (library), ==, path);

  id = save (library, 0, lens);
  id2 = save (library, 0, unnamed);
  g_assert_cmpint (id2, !=, id);
  terrain = muster_library_save (library, 0, MUSTER_DOC_TERRAIN, "Open field", "clouds-of-smoke", NULL,
                                 "<terrain/>", "hedges woods", 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (terrain, >, 0);

  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 3);
  /* the most recently saved first */
  g_assert_cmpint (((MusterLibraryEntry *) g_ptr_array_index (all, 0))->id, ==, terrain);
  g_assert_cmpint (((MusterLibraryEntry *) g_ptr_array_index (all, 1))->id, ==, id2);
  g_assert_cmpint (((MusterLibraryEntry *) g_ptr_array_index (all, 2))->id, ==, id);

  armies = muster_library_list (library, MUSTER_DOC_ARMY, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (armies->len, ==, 2);
  e = g_ptr_array_index (armies, 1);
  g_assert_cmpint (e->id, ==, id);
  g_assert_cmpint (e->kind, ==, MUSTER_DOC_ARMY);
  g_assert_cmpstr (e->name, ==, "Lens, 1648");
  g_assert_cmpstr (e->system, ==, "clouds-of-smoke");
  g_assert_cmpstr (e->faction, ==, "france-military-revolution");
  g_assert_cmpfloat (e->points, ==, 400);
  g_assert_cmpfloat (e->spent, ==, report->spent);
  g_assert_cmpfloat (e->spent, ==, 2 * 9 + 10);
  g_assert_cmpuint (e->revisions, ==, 1);
  g_assert_cmpint (e->created, >, 1700000000);
  g_assert_cmpint (e->updated, >=, e->created);
  g_assert_null (e->snippet);

  /* an army without a name is kept without one; its title comes from its
   * faction and points where it is shown */
  e = g_ptr_array_index (armies, 0);
  g_assert_cmpstr (e->name, ==, "");
  {
    g_autofree char *title = muster_library_entry_dup_title (e, catalog);
    g_assert_cmpstr (title, ==, "France — 300 points");
  }

  terrains = muster_library_list (library, MUSTER_DOC_TERRAIN, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (terrains->len, ==, 1);
  g_assert_null (((MusterLibraryEntry *) g_ptr_array_index (terrains, 0))->faction);

  entry = muster_library_get (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (entry->name, ==, "Lens, 1648");
  saved = content (library, id, 0);
  g_assert_cmpstr (saved, ==, xml);

  g_assert_null (muster_library_get (library, 9999, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  g_assert_null (muster_library_get_content (library, 9999, 0, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  g_assert_null (muster_library_get_revisions (library, 9999, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);

  /* the army of the library is the same army */
  {
    g_autoptr(MusterArmy) back = muster_army_load_memory (catalog, saved, strlen (saved), "library", &error);
    g_assert_no_error (error);
    g_assert_true (muster_army_equal (back, lens));
    g_assert_cmpint (muster_library_find_army (library, back, &error), ==, id);
    g_assert_no_error (error);
  }

  /* the file: ours, version 1, WAL */
  g_clear_object (&library);
  g_assert_cmpint (sql_int (path, "PRAGMA application_id"), ==, 0x4D555354);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 2);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM pragma_journal_mode WHERE journal_mode = 'wal'"), ==, 1);
  muster_test_rmtree (dir);
}

static void
test_generated_name_ru (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, NULL, NULL);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  g_autofree char *title = NULL;
  g_autofree char *title_ru = NULL;

  /* made in a Russian window, shown in English: its title follows the
   * language of the day, not that of its making */
  muster_set_language ("ru");
  id = save (library, 0, army);
  muster_set_language ("en");
  entry = muster_library_get (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (entry->name, ==, "");
  title = muster_library_entry_dup_title (entry, catalog);
  g_assert_cmpstr (title, ==, "France — 400 points");
  muster_set_language ("ru");
  title_ru = muster_library_entry_dup_title (entry, catalog);
  muster_set_language ("en");
  g_assert_true (g_str_has_prefix (title_ru, "Франция — "));

  /* the same army added in Russian is the same document; another army of
   * the same faction and points is another one */
  muster_set_language ("ru");
  g_assert_cmpint (muster_library_add_army (library, army, &error), ==, id);
  muster_set_language ("en");
  g_assert_cmpint (muster_library_add_army (library, army, &error), ==, id);
  g_assert_cmpuint (n_revisions (library, id), ==, 1);
  {
    g_autoptr(MusterArmy) other = army_new ("france-military-revolution", 400, NULL, NULL);
    gint64 other_id;

    muster_test_add_unit (other, "pikemen", 1);
    other_id = muster_library_add_army (library, other, &error);
    g_assert_no_error (error);
    g_assert_cmpint (other_id, !=, id);
    g_assert_cmpint (muster_library_find_army (library, other, &error), ==, other_id);
    g_assert_cmpint (muster_library_find_army (library, army, &error), ==, id);
    g_assert_cmpuint (n_revisions (library, id), ==, 1);
    g_assert_cmpuint (n_revisions (library, other_id), ==, 1);
  }
  muster_test_rmtree (dir);
}

static void
test_revisions (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, "Rocroi", "first draft");
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  char *xml[3] = { NULL };
  gint64 id, restored;

  muster_test_add_unit (army, "pikemen", 1);
  id = save (library, 0, army);
  xml[0] = muster_army_to_xml (army);
  g_assert_cmpuint (n_revisions (library, id), ==, 1);

  /* saving unchanged content adds nothing */
  g_assert_cmpint (save (library, id, army), ==, id);
  g_assert_cmpint (save (library, id, army), ==, id);
  g_assert_cmpuint (n_revisions (library, id), ==, 1);

  muster_test_add_unit (army, "musketeers", 1);
  muster_army_set_notes (army, "second draft");
  g_assert_cmpint (save (library, id, army), ==, id);
  xml[1] = muster_army_to_xml (army);
  muster_army_set_name (army, "Rocroi, 1643");
  muster_test_add_unit (army, "reiters", 1);
  g_assert_cmpint (save (library, id, army), ==, id);
  xml[2] = muster_army_to_xml (army);

  revisions = muster_library_get_revisions (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (revisions->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      MusterRevision *r = g_ptr_array_index (revisions, i);
      g_autofree char *text = content (library, id, r->id);

      g_assert_cmpuint (r->number, ==, i + 1);
      g_assert_cmpint (r->document, ==, id);
      g_assert_cmpstr (text, ==, xml[i]);
    }
  g_assert_cmpstr (((MusterRevision *) g_ptr_array_index (revisions, 0))->name, ==, "Rocroi");
  g_assert_cmpstr (((MusterRevision *) g_ptr_array_index (revisions, 2))->name, ==, "Rocroi, 1643");
  g_assert_cmpfloat (((MusterRevision *) g_ptr_array_index (revisions, 0))->spent, ==, 9);
  g_assert_cmpfloat (((MusterRevision *) g_ptr_array_index (revisions, 1))->spent, ==, 19);

  /* restore every revision in turn: a new revision each time, equal to the old */
  for (guint i = 0; i < 3; i++)
    {
      MusterRevision *r = g_ptr_array_index (revisions, i);
      g_autofree char *latest = NULL;
      g_autofree char *again = NULL;

      restored = muster_library_restore (library, id, r->id, &error);
      g_assert_no_error (error);
      g_assert_cmpint (restored, >, 0);
      g_assert_cmpuint (n_revisions (library, id), ==, 4 + i);
      latest = content (library, id, 0);
      g_assert_cmpstr (latest, ==, xml[i]);
      again = content (library, id, restored);
      g_assert_cmpstr (again, ==, xml[i]);
    }

  /* the old revisions are all still there */
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *text = content (library, id, ((MusterRevision *) g_ptr_array_index (revisions, i))->id);
      g_assert_cmpstr (text, ==, xml[i]);
    }

  /* restoring revision 1 brings back its name, spent and search text */
  restored = muster_library_restore (library, id, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id, &error);
  g_assert_no_error (error);
  entry = muster_library_get (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (entry->name, ==, "Rocroi");
  g_assert_cmpfloat (entry->spent, ==, 9);
  g_assert_cmpuint (entry->revisions, ==, 7);
  found = muster_library_search (library, "musketeers", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 0);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = muster_library_search (library, "first", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);

  /* unknown documents and revisions */
  g_assert_cmpint (muster_library_restore (library, id, 9999, &error), ==, 0);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  g_assert_cmpint (muster_library_restore (library, 9999, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id, &error), ==, 0);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  g_assert_null (muster_library_get_content (library, id, 9999, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  g_assert_cmpint (muster_library_save_army (library, 9999, army, &error), ==, 0);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  g_assert_cmpuint (n_revisions (library, id), ==, 7);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 1);
  for (guint i = 0; i < 3; i++)
    g_free (xml[i]);
  muster_test_rmtree (dir);
}

/* Searches and returns the ids found, in order, as "1 2 ". */
static char *
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

static void
test_search (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(MusterArmy) borodino = borodino_new ();
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *l = NULL;
  g_autofree char *b = NULL;
  g_autofree char *both = NULL;
  static const char * const hostile[] = {
    "AND OR \"", "NEAR(", "NEAR(pik lens, 2)", "*", "-", "\"", "\"\"\"", "pike\"", "'", "(", ")",
    "lens AND", "OR", "NOT lens", "^lens", "name:lens", "{name body}: lens", "col:lens", "+",
    "'; DROP TABLE documents; --", "*pik*", "lens*", "-lens", "\\", "NEAR", "AND", "\"pike", "pik\"*",
    "\xff\xfe invalid utf-8", "a b c d e f g h i j k l m n o p q r s t u v w x y z 1 2 3 4 5 6 7 8 9",
  };
  gint64 lid, bid;

  lid = save (library, 0, lens);
  bid = save (library, 0, borodino);
  l = g_strdup_printf ("%" G_GINT64_FORMAT " ", lid);
  b = g_strdup_printf ("%" G_GINT64_FORMAT " ", bid);
  both = g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " ", bid, lid);

  /* by name, by notes */
  assert_search (library, "Lens", l);
  assert_search (library, "borodino", b);
  assert_search (library, "victory", l);
  assert_search (library, "Spanish victory", l);
  assert_search (library, "Bagration", b);
  /* by unit names in English and Russian, in any case */
  assert_search (library, "Pikemen", l);
  assert_search (library, "pikemen", l);
  assert_search (library, "Пикинеры", l);
  assert_search (library, "пикинеры", l);
  assert_search (library, "ПИКИНЕРЫ", l);
  assert_search (library, "Егеря", b);
  assert_search (library, "линейная пехота", b);
  assert_search (library, "infantry", b);
  /* by faction name in both languages */
  assert_search (library, "France", l);
  assert_search (library, "Франция", l);
  /* by prefix */
  assert_search (library, "pik", l);
  assert_search (library, "Пик", l);
  assert_search (library, "musk", l);
  assert_search (library, "len 16", l);
  /* without diacritics */
  assert_search (library, "jager", b);
  assert_search (library, "fleches", b);
  /* every word must match */
  assert_search (library, "lens pikemen", l);
  assert_search (library, "lens jager", "");
  assert_search (library, "tercio", "");
  /* no words: everything, as list gives it */
  assert_search (library, "", both);
  assert_search (library, "   ", both);
  assert_search (library, NULL, both);

  /* a snippet with the hits marked */
  found = muster_library_search (library, "pikinery Пикинеры", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 0);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = muster_library_search (library, "Пикинеры", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_nonnull (strstr (((MusterLibraryEntry *) g_ptr_array_index (found, 0))->snippet, "[Пикинеры]"));
  g_assert_cmpstr (((MusterLibraryEntry *) g_ptr_array_index (found, 0))->name, ==, "Lens, 1648");
  g_assert_cmpuint (((MusterLibraryEntry *) g_ptr_array_index (found, 0))->revisions, ==, 1);
  g_clear_pointer (&found, g_ptr_array_unref);
  found = muster_library_search (library, "lens", &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (((MusterLibraryEntry *) g_ptr_array_index (found, 0))->snippet, "[Lens]"));
  g_clear_pointer (&found, g_ptr_array_unref);

  /* FTS syntax in what the user types is only text: never an error */
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      found = muster_library_search (library, hostile[i], &error);
      if (error != NULL)
        g_error ("searching “%s”: %s", hostile[i], error->message);
      g_assert_nonnull (found);
      g_clear_pointer (&found, g_ptr_array_unref);
    }
  assert_search (library, "\"pike", l);
  assert_search (library, "-lens", l);
  assert_search (library, "lens*", l);
  assert_search (library, "NEAR(pik", "");
  assert_search (library, "*", both);
  assert_search (library, "AND OR \"", "");

  /* and the library is still whole */
  found = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 2);
  muster_test_rmtree (dir);
}

static void
test_delete (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(MusterArmy) borodino = borodino_new ();
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *b = NULL;
  g_autofree char *count = NULL;
  gint64 lid, bid;

  lid = save (library, 0, lens);
  muster_test_add_unit (lens, "reiters", 1);
  save (library, lid, lens);
  bid = save (library, 0, borodino);
  b = g_strdup_printf ("%" G_GINT64_FORMAT " ", bid);
  g_assert_cmpuint (n_revisions (library, lid), ==, 2);

  g_assert_true (muster_library_delete (library, lid, &error));
  g_assert_no_error (error);
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 1);
  g_assert_cmpint (((MusterLibraryEntry *) g_ptr_array_index (all, 0))->id, ==, bid);
  g_assert_null (muster_library_get (library, lid, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  assert_search (library, "lens", "");
  assert_search (library, "pikemen", "");
  assert_search (library, "", b);

  g_assert_false (muster_library_delete (library, lid, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);

  /* the revisions and the search entry went with it */
  count = g_strdup_printf ("SELECT count(*) FROM revisions WHERE document = %" G_GINT64_FORMAT, lid);
  g_assert_cmpint (sql_int (path, count), ==, 0);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM revisions"), ==, 1);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM search"), ==, 1);
  muster_test_rmtree (dir);
}

/* A library of format 1, as the Muster before this one made it: an army
 * without a name was kept under its generated title in the language of
 * that day; it opens as one without a name, with its validity not known,
 * and the named one keeps its name. */
static void
test_migrate_format1 (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(MusterArmy) unnamed = army_new ("france-military-revolution", 400, NULL, NULL);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autofree char *unnamed_xml = muster_army_to_xml (unnamed);
  g_autofree char *lens_xml = muster_army_to_xml (lens);
  g_autofree char *rows = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;
  char *q1, *q2;

  sql_exec (path,
            "CREATE TABLE documents ("
            "  id INTEGER PRIMARY KEY,"
            "  kind INTEGER NOT NULL,"
            "  name TEXT NOT NULL,"
            "  system TEXT NOT NULL,"
            "  faction TEXT,"
            "  created INTEGER NOT NULL,"
            "  updated INTEGER NOT NULL,"
            "  points REAL NOT NULL DEFAULT 0,"
            "  spent REAL NOT NULL DEFAULT 0"
            ");"
            "CREATE INDEX documents_updated ON documents (updated);"
            "CREATE TABLE revisions ("
            "  id INTEGER PRIMARY KEY,"
            "  document INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,"
            "  number INTEGER NOT NULL,"
            "  created INTEGER NOT NULL,"
            "  name TEXT NOT NULL,"
            "  faction TEXT,"
            "  points REAL NOT NULL DEFAULT 0,"
            "  spent REAL NOT NULL DEFAULT 0,"
            "  content TEXT NOT NULL,"
            "  search TEXT NOT NULL DEFAULT '',"
            "  UNIQUE (document, number)"
            ");"
            "CREATE VIRTUAL TABLE search USING fts5 ("
            "  name, body, tokenize = 'unicode61 remove_diacritics 2'"
            ");"
            "CREATE TRIGGER documents_delete_search AFTER DELETE ON documents BEGIN"
            "  DELETE FROM search WHERE rowid = old.id;"
            "END;"
            "PRAGMA application_id = 1297437524; PRAGMA user_version = 1;");
  q1 = sqlite3_mprintf ("INSERT INTO documents VALUES (1, 0, 'Франция — 400 монет', 'clouds-of-smoke', "
                        "'france-military-revolution', 1, 1, 400, 0);"
                        "INSERT INTO revisions (document, number, created, name, faction, points, content) "
                        "VALUES (1, 1, 1, 'Франция — 400 монет', 'france-military-revolution', 400, %Q);",
                        unnamed_xml);
  q2 = sqlite3_mprintf ("INSERT INTO documents VALUES (2, 0, 'Lens, 1648', 'clouds-of-smoke', "
                        "'france-military-revolution', 2, 2, 400, 28);"
                        "INSERT INTO revisions (document, number, created, name, faction, points, content) "
                        "VALUES (2, 1, 2, 'Lens, 1648', 'france-military-revolution', 400, %Q);",
                        lens_xml);
  sql_exec (path, q1);
  sql_exec (path, q2);
  sqlite3_free (q1);
  sqlite3_free (q2);

  library = library_open (path);
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 2);
  rows = g_strdup_printf ("%s|%s|%d", ((MusterLibraryEntry *) g_ptr_array_index (all, 0))->name,
                          ((MusterLibraryEntry *) g_ptr_array_index (all, 1))->name,
                          ((MusterLibraryEntry *) g_ptr_array_index (all, 1))->problems);
  g_assert_cmpstr (rows, ==, "Lens, 1648||-1");
  /* the same army added now is that document */
  g_assert_cmpint (muster_library_add_army (library, unnamed, &error), ==, 1);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 2);
  g_clear_object (&library);
  muster_test_rmtree (dir);
}

static void
test_migrations (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  g_autofree char *moved_aside = NULL;
  g_autofree char *xml = muster_army_to_xml (lens);
  g_autofree char *saved = NULL;
  MusterLibrary *newer;
  gint64 id;

  id = save (library, 0, lens);
  g_clear_object (&library);

  /* a version 1 file opens with its data */
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 2);
  library = library_open (path);
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 1);
  saved = content (library, id, 0);
  g_assert_cmpstr (saved, ==, xml);
  {
    g_autofree char *ids = search (library, "pik");
    g_autofree char *expected = g_strdup_printf ("%" G_GINT64_FORMAT " ", id);
    g_assert_cmpstr (ids, ==, expected);
  }
  g_clear_object (&library);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 2);

  /* a file of a newer Muster is refused and left as it is */
  sql_exec (path, "PRAGMA user_version = 99");
  before = read_bytes (path);
  newer = muster_library_open (path, &moved_aside, &error);
  g_assert_null (newer);
  g_assert_null (moved_aside);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "newer version"));
  g_assert_nonnull (strstr (error->message, path));
  after = read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  aside = files_starting (dir, "library.db.corrupt");
  g_assert_cmpuint (aside->len, ==, 0);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 99);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 1);
  muster_test_rmtree (dir);
}

/* Opens path, which holds something that is not a usable library: it must
 * be moved aside whole, with a message naming where, and a new library must
 * work in its place. */
static void
expect_moved_aside (const char *dir, const char *path, const char *needle)
{
  g_autoptr(GBytes) before = read_bytes (path);
  g_autoptr(GPtrArray) aside_before = files_starting (dir, "library.db.corrupt-");
  g_autoptr(GPtrArray) aside_after = NULL;
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  const char *moved = NULL;

  library = muster_library_open (path, &moved_aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (library);
  g_assert_nonnull (moved_aside);
  g_assert_nonnull (strstr (moved_aside, needle));
  g_assert_nonnull (strstr (moved_aside, "a new, empty library was started"));

  /* exactly one new file aside, named in the message, with the old bytes */
  aside_after = files_starting (dir, "library.db.corrupt-");
  for (guint i = 0; i < aside_after->len; i++)
    {
      const char *name = g_ptr_array_index (aside_after, i);
      gboolean old = FALSE;

      for (guint k = 0; k < aside_before->len; k++)
        old |= g_str_equal (name, g_ptr_array_index (aside_before, k));
      if (!old && !g_str_has_suffix (name, "-wal") && !g_str_has_suffix (name, "-shm"))
        {
          g_assert_null (moved);
          moved = name;
        }
    }
  g_assert_nonnull (moved);
  g_assert_true (g_regex_match_simple ("library\\.db\\.corrupt-[0-9]{8}-[0-9]{6}(-[0-9]+)?$", moved, 0, 0));
  g_assert_nonnull (strstr (moved_aside, moved));
  {
    g_autoptr(GBytes) kept = read_bytes (moved);
    g_assert_true (g_bytes_equal (before, kept));
  }

  /* the new library works */
  g_assert_cmpint (save (library, 0, lens), >, 0);
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 1);
}

static void
test_corrupt (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4711);
  g_autoptr(GPtrArray) aside = NULL;
  char garbage[4096];

  for (guint i = 0; i < sizeof garbage; i++)
    garbage[i] = (char) g_rand_int_range (rand, 0, 256);
  g_assert_true (g_file_set_contents (path, garbage, sizeof garbage, NULL));
  /* a stale -wal must not be applied to the new library: it goes along */
  g_assert_true (g_file_set_contents (wal, "WAL-MARKER", -1, NULL));
  expect_moved_aside (dir, path, "damaged");
  aside = files_starting (dir, "library.db.corrupt-");
  {
    gboolean wal_moved = FALSE;
    for (guint i = 0; i < aside->len; i++)
      if (g_str_has_suffix (g_ptr_array_index (aside, i), "-wal"))
        {
          g_autofree char *text = NULL;
          g_assert_true (g_file_get_contents (g_ptr_array_index (aside, i), &text, NULL, NULL));
          wal_moved = g_str_equal (text, "WAL-MARKER");
        }
    g_assert_true (wal_moved);
  }

  /* again in the same second: a second name, the first file kept */
  for (guint i = 0; i < sizeof garbage; i++)
    garbage[i] = (char) g_rand_int_range (rand, 0, 256);
  g_assert_true (g_file_set_contents (path, garbage, sizeof garbage, NULL));
  expect_moved_aside (dir, path, "damaged");
  g_clear_pointer (&aside, g_ptr_array_unref);
  aside = files_starting (dir, "library.db.corrupt-");
  {
    guint files = 0;
    for (guint i = 0; i < aside->len; i++)
      files += !g_str_has_suffix (g_ptr_array_index (aside, i), "-wal")
               && !g_str_has_suffix (g_ptr_array_index (aside, i), "-shm");
    g_assert_cmpuint (files, ==, 2);
  }

  /* a real library with a page overwritten */
  g_unlink (path);
  {
    g_autoptr(MusterLibrary) library = library_open (path);
    g_autoptr(MusterArmy) lens = lens_new ();
    save (library, 0, lens);
  }
  {
    g_autoptr(GBytes) bytes = read_bytes (path);
    g_autofree char *data = g_memdup2 (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

    g_assert_cmpuint (g_bytes_get_size (bytes), >=, 3 * 4096);
    memcpy (data + 4096, garbage, 4096);
    g_assert_true (g_file_set_contents (path, data, g_bytes_get_size (bytes), NULL));
  }
  expect_moved_aside (dir, path, "damaged");

  /* an empty file is just a new library */
  g_unlink (path);
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  {
    g_autoptr(MusterLibrary) library = library_open (path);
    g_autoptr(MusterArmy) lens = lens_new ();
    save (library, 0, lens);
  }
  muster_test_rmtree (dir);
}

static void
test_foreign (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);

  /* another program's database */
  sql_exec (path, "PRAGMA application_id = 305419896;"
                  "CREATE TABLE documents (id INTEGER PRIMARY KEY, body TEXT);"
                  "INSERT INTO documents (body) VALUES ('someone else''s data');");
  expect_moved_aside (dir, path, "not a Muster library");

  /* a plain SQLite database of other tables */
  g_unlink (path);
  sql_exec (path, "CREATE TABLE people (name TEXT); INSERT INTO people VALUES ('Turenne');");
  expect_moved_aside (dir, path, "not a Muster library");

  /* a Muster-looking file whose tables are gone */
  g_unlink (path);
  sql_exec (path, "PRAGMA application_id = 1297437524; PRAGMA user_version = 1;"
                  "CREATE TABLE other (x);");
  expect_moved_aside (dir, path, "damaged");
  muster_test_rmtree (dir);
}

static void
test_unwritable (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *file = muster_test_write (dir, "plain-file", "x", -1);
  g_autofree char *path = g_build_filename (file, "muster", "library.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  MusterLibrary *library = muster_library_open (path, &moved_aside, &error);

  g_assert_null (library);
  g_assert_null (moved_aside);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  muster_test_rmtree (dir);
}

/* A process killed while it saves leaves the last committed revision whole:
 * consecutive numbers, the document row and search entry of the latest. */
static void
test_kill (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  gint64 id;

  {
    g_autoptr(MusterLibrary) library = library_open (path);
    g_autoptr(MusterArmy) army = lens_new ();

    muster_army_set_notes (army, "save 1.");
    id = save (library, 0, army);
  }

  for (guint round = 0; round < 4; round++)
    {
      g_autoptr(MusterLibrary) library = NULL;
      g_autoptr(GPtrArray) revisions = NULL;
      g_autoptr(MusterLibraryEntry) entry = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *latest = NULL;
      g_autofree char *marker = NULL;
      g_autofree char *like = NULL;
      guint n;
      int wstatus;
      int fds[2];
      char c;
      pid_t pid;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          /* the child saves as fast as it can until it is killed */
          MusterLibrary *child = muster_library_open (path, NULL, NULL);
          MusterArmy *army = lens_new ();

          if (child == NULL)
            _exit (3);
          for (guint i = n_revisions (child, id) + 1;; i++)
            {
              g_autofree char *notes = g_strdup_printf ("save %u.", i);

              muster_army_set_notes (army, notes);
              if (i % 3 == 0)
                muster_test_add_unit (army, "reiters", 1);
              if (muster_library_save_army (child, id, army, NULL) != id)
                _exit (4);
              /* one save is in: the parent may kill from now on, whatever
               * the speed of this build (valgrind, sanitizers) */
              if (fds[1] >= 0 && write (fds[1], "s", 1) == 1)
                {
                  close (fds[1]);
                  fds[1] = -1;
                }
            }
        }
      close (fds[1]);
      g_assert_cmpint (read (fds[0], &c, 1), ==, 1);
      close (fds[0]);
      g_usleep (g_random_int_range (0, G_USEC_PER_SEC / 5));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &wstatus, 0), ==, pid);
      g_assert_true (WIFSIGNALED (wstatus));
      g_assert_cmpint (WTERMSIG (wstatus), ==, SIGKILL);

      library = library_open (path);
      revisions = muster_library_get_revisions (library, id, &error);
      g_assert_no_error (error);
      n = revisions->len;
      g_assert_cmpuint (n, >, 1);
      g_test_message ("killed after revision %u", n);
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (((MusterRevision *) g_ptr_array_index (revisions, i))->number, ==, i + 1);
      latest = content (library, id, 0);
      marker = g_strdup_printf ("<notes>save %u.</notes>", n);
      g_assert_nonnull (strstr (latest, marker));
      entry = muster_library_get (library, id, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (entry->revisions, ==, n);
      g_assert_cmpfloat (entry->spent, ==, ((MusterRevision *) g_ptr_array_index (revisions, n - 1))->spent);
      g_clear_object (&library);
      like = g_strdup_printf ("SELECT count(*) FROM search WHERE body LIKE 'save %u.%%'", n);
      g_assert_cmpint (sql_int (path, like), ==, 1);
      g_assert_cmpint (sql_int (path, "SELECT count(*) FROM search"), ==, 1);
    }
  muster_test_rmtree (dir);
}

/* A library of n armies, closed again; returns its path. */
static char *
library_of (const char *dir, const char *name, guint n)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(MusterLibrary) library = library_open (path);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = g_strdup_printf ("Army %u", i);
      g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, title, "kept");

      muster_test_add_unit (army, "pikemen", 1 + i % 3);
      save (library, 0, army);
    }
  return path;
}

/* Raises the schema cookie so that open connections read the schema again
 * (after a change through writable_schema). */
static void
bump_schema (const char *path)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA schema_version = %" G_GINT64_FORMAT,
                                          sql_int (path, "PRAGMA schema_version") + 1);
  sql_exec (path, sql);
}

/* Plants sql in a copy of the library at pristine, then opens it: it must
 * be refused untouched, with a message that names what was found. */
static void
expect_refused_plant (const char *dir, const char *pristine, const char *sql, const char *needle)
{
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(GBytes) bytes = read_bytes (pristine);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *moved_aside = NULL;
  MusterLibrary *library;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
  sql_exec (path, sql);
  before = read_bytes (path);

  library = muster_library_open (path, &moved_aside, &error);
  g_assert_null (library);
  g_assert_null (moved_aside);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_FORBIDDEN);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, needle));
  g_assert_nonnull (strstr (error->message, "Muster did not make"));

  /* untouched, nothing aside, every document there */
  after = read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  aside = files_starting (dir, "library.db.corrupt");
  g_assert_cmpuint (aside->len, ==, 0);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 20);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM revisions"), ==, 20);
  g_unlink (path);
}

/* A library file is input: schema objects Muster did not make, or made
 * otherwise, and search options refuse it before anything runs. */
static void
test_planted (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *pristine = library_of (dir, "pristine.db", 20);

  /* a trigger that would delete every other document on the next save */
  expect_refused_plant (dir, pristine,
                        "CREATE TRIGGER wipe AFTER INSERT ON revisions BEGIN "
                        "  DELETE FROM documents WHERE id <> new.document; END;",
                        "a trigger “wipe”");
  /* a view that never ends */
  expect_refused_plant (dir, pristine,
                        "CREATE VIEW endless AS WITH RECURSIVE n (i) AS "
                        "  (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n;",
                        "a view “endless”");
  expect_refused_plant (dir, pristine, "CREATE TABLE extra (x); INSERT INTO extra VALUES (1);",
                        "a table “extra”");
  expect_refused_plant (dir, pristine, "CREATE INDEX heavy ON revisions (content, search);",
                        "an index “heavy”");
  /* search options kept in the index's own table */
  expect_refused_plant (dir, pristine, "INSERT INTO search (search, rank) VALUES ('rank', 'bm25(10.0, 5.0)');",
                        "full-text search options");
  expect_refused_plant (dir, pristine, "INSERT INTO search (search, rank) VALUES ('pgsz', 64);",
                        "full-text search options");
  /* Muster's own objects, changed: the trigger's body, the index's tokenizer */
  expect_refused_plant (dir, pristine,
                        "PRAGMA writable_schema = ON;"
                        "UPDATE sqlite_schema SET sql = 'CREATE TRIGGER documents_delete_search AFTER DELETE "
                        "ON documents BEGIN DELETE FROM revisions; END' WHERE name = 'documents_delete_search';",
                        "a changed definition of “documents_delete_search”");
  expect_refused_plant (dir, pristine,
                        "PRAGMA writable_schema = ON;"
                        "UPDATE sqlite_schema SET sql = replace(sql, 'remove_diacritics 2', 'remove_diacritics 0') "
                        "WHERE name = 'search';",
                        "a changed definition of “search”");
  expect_refused_plant (dir, pristine,
                        "PRAGMA writable_schema = ON;"
                        "UPDATE sqlite_schema SET sql = replace(sql, 'content TEXT NOT NULL', 'content TEXT') "
                        "WHERE name = 'revisions';",
                        "a changed definition of “revisions”");
  /* a name that would write control characters to a terminal is quoted without them */
  expect_refused_plant (dir, pristine,
                        "CREATE TRIGGER \"x\x1b[2J\" AFTER INSERT ON revisions BEGIN SELECT 1; END;",
                        "a trigger “x\xef\xbf\xbd[2J”");

  /* and the library as made is not refused */
  {
    g_autoptr(MusterLibrary) library = library_open (pristine);
    g_autoptr(GPtrArray) all = muster_library_list (library, -1, NULL);

    g_assert_cmpuint (all->len, ==, 20);
  }
  muster_test_rmtree (dir);
}

/* What another process plants while the library is open never runs either:
 * no trigger fires, no view is read, the search table is not a view. */
static void
test_planted_while_open (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = library_of (dir, "library.db", 20);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) army = lens_new ();
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;

  sql_exec (path, "CREATE TRIGGER wipe AFTER INSERT ON revisions BEGIN "
                  "  DELETE FROM documents WHERE id <> new.document; END;");
  save (library, 0, army);
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 21);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 21);

  /* deleting does what the inert trigger of format 1 would have done */
  g_assert_true (muster_library_delete (library, ((MusterLibraryEntry *) g_ptr_array_index (all, 0))->id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 20);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM search"), ==, 20);
  g_clear_object (&library);
  muster_test_rmtree (dir);
}

/* A NULL content (possible only in a file changed behind Muster's back) is
 * an error with a reason, never a NULL without one: the export and the
 * window's open-from-library path hand the error's message on. */
static void
test_null_content (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = library_of (dir, "library.db", 2);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GError) error = NULL;
  char *text;

  sql_exec (path, "PRAGMA writable_schema = ON;"
                  "UPDATE sqlite_schema SET sql = replace(sql, 'content TEXT NOT NULL', 'content TEXT') "
                  "WHERE name = 'revisions';");
  bump_schema (path);
  sql_exec (path, "UPDATE revisions SET content = NULL WHERE document = 1;");

  text = muster_library_get_content (library, 1, 0, &error);
  g_assert_null (text);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "no content"));
  g_clear_error (&error);

  revisions = muster_library_get_revisions (library, 1, &error);
  g_assert_no_error (error);
  text = muster_library_get_content (library, 1, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id, &error);
  g_assert_null (text);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_clear_error (&error);

  text = muster_library_export (library, catalog, 1, 0, &error);
  g_assert_null (text);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_clear_error (&error);

  /* restoring it fails with a reason too */
  g_assert_cmpint (muster_library_restore (library, 1, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id,
                                           &error), ==, 0);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_clear_error (&error);
  g_assert_cmpuint (n_revisions (library, 1), ==, 1);

  /* the other document is whole */
  text = muster_library_export (library, catalog, 2, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "Army 1"));
  g_free (text);
  g_clear_object (&library);

  /* opened again, the file is refused for its changed table */
  g_assert_null (muster_library_open (path, NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_FORBIDDEN);
  muster_test_rmtree (dir);
}

/* What leaves the library is loaded first as a file of its kind is. */
static void
test_export (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(MusterTerrain) terrain = muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, 7, 0);
  g_autofree char *xml = muster_army_to_xml (lens);
  g_autofree char *terrain_xml = muster_terrain_to_xml (terrain);
  g_autoptr(GError) error = NULL;
  gint64 army_id, terrain_id, id;
  char *text;
  struct { MusterDocKind kind; const char *from, *to; MusterError code; const char *needle; } bad[] = {
    { MUSTER_DOC_ARMY, "type=\"pikemen\"", "type=\"no-such-unit\"", MUSTER_ERROR_REFERENCE, "no-such-unit" },
    { MUSTER_DOC_ARMY, "<army ", "<!DOCTYPE army [<!ENTITY e \"x\">]><army ", MUSTER_ERROR_FORBIDDEN, NULL },
    { MUSTER_DOC_ARMY, "Lens, 1648", "Lens\x80", MUSTER_ERROR_ENCODING, NULL },
    { MUSTER_DOC_TERRAIN, "terrain", "army", 0, NULL },
    { MUSTER_DOC_SCENARIO, "", "", 0, NULL },
  };

  army_id = save (library, 0, lens);
  text = muster_library_export (library, catalog, army_id, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, xml);
  g_free (text);
  terrain_id = muster_library_save (library, 0, MUSTER_DOC_TERRAIN, "Field", "clouds-of-smoke", NULL,
                                    terrain_xml, NULL, 0, 0, &error);
  g_assert_no_error (error);
  text = muster_library_export (library, catalog, terrain_id, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, terrain_xml);
  g_free (text);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char *base = bad[i].kind == MUSTER_DOC_ARMY ? xml : terrain_xml;
      g_autofree char *content = NULL;

      if (*bad[i].from != '\0')
        {
          g_autoptr(GString) s = g_string_new (base);

          g_assert_nonnull (strstr (base, bad[i].from));
          g_string_replace (s, bad[i].from, bad[i].to, 1);
          content = g_string_free (g_steal_pointer (&s), FALSE);
        }
      else
        content = g_strdup (base);      /* a terrain setup kept as a scenario */
      id = muster_library_save (library, 0, bad[i].kind, "Bad", "clouds-of-smoke", NULL, content, NULL, 0, 0, &error);
      g_assert_no_error (error);
      text = muster_library_export (library, catalog, id, 0, &error);
      g_assert_null (text);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_true (error->domain == MUSTER_ERROR);
      if (bad[i].code != 0)
        g_assert_cmpint (error->code, ==, bad[i].code);
      if (bad[i].needle != NULL)
        g_assert_nonnull (strstr (error->message, bad[i].needle));
      g_clear_error (&error);
    }

  /* a scenario is checked beyond its schema: two sides with one id are
   * refused on the way out, one with the second side renamed goes out */
  {
    g_autofree char *file = muster_test_source_path ("tests", "hostile", "scenario-duplicate-side.xml", NULL);
    g_autofree char *twice = NULL;
    g_autoptr(GString) fixed = NULL;

    g_assert_true (g_file_get_contents (file, &twice, NULL, NULL));
    id = muster_library_save (library, 0, MUSTER_DOC_SCENARIO, "Twice", "ancient-medieval", NULL, twice,
                              NULL, 0, 0, &error);
    g_assert_no_error (error);
    g_assert_null (muster_library_export (library, catalog, id, 0, &error));
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
    g_clear_error (&error);

    fixed = g_string_new (twice);
    g_string_replace (fixed, "<side id=\"a\"><name xml:lang=\"en\">A too", "<side id=\"b\"><name xml:lang=\"en\">A too", 1);
    g_assert_cmpstr (fixed->str, !=, twice);
    id = muster_library_save (library, 0, MUSTER_DOC_SCENARIO, "Once", "ancient-medieval", NULL, fixed->str,
                              NULL, 0, 0, &error);
    g_assert_no_error (error);
    text = muster_library_export (library, catalog, id, 0, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (text, ==, fixed->str);
    g_free (text);
  }

  /* an old revision is checked as it is, and unknown ids are told */
  g_assert_null (muster_library_export (library, catalog, 9999, 0, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  g_assert_null (muster_library_export (library, catalog, army_id, 9999, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_clear_error (&error);
  muster_test_rmtree (dir);
}

/* The same army added twice is one document with two revisions; a new
 * name is a new document. */
static void
test_add_army (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(GError) error = NULL;
  gint64 id;

  id = muster_library_add_army (library, lens, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (muster_library_add_army (library, lens, &error), ==, id);
  g_assert_cmpuint (n_revisions (library, id), ==, 1);
  muster_test_add_unit (lens, "reiters", 1);
  g_assert_cmpint (muster_library_add_army (library, lens, &error), ==, id);
  g_assert_cmpuint (n_revisions (library, id), ==, 2);
  muster_army_set_name (lens, "Lens again");
  g_assert_cmpint (muster_library_add_army (library, lens, &error), >, id);
  g_assert_no_error (error);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 2);
  /* the same name for the other side of a battle is another army */
  {
    g_autoptr(MusterArmy) spain = army_new ("habsburg-military-revolution", 400, "Lens again", NULL);

    g_assert_cmpint (muster_library_add_army (library, spain, &error), >, id + 1);
    g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 3);
  }
  muster_test_rmtree (dir);
}

/* What the window does with an army it opens: the document that holds
 * exactly it, adding nothing; the same name with other content is a new
 * document, never a revision of the other. */
static void
test_keep_army (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(GError) error = NULL;
  gint64 id, other;

  id = muster_library_keep_army (library, lens, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (muster_library_keep_army (library, lens, &error), ==, id);
  g_assert_cmpuint (n_revisions (library, id), ==, 1);
  muster_test_add_unit (lens, "reiters", 1);
  other = muster_library_keep_army (library, lens, &error);
  g_assert_no_error (error);
  g_assert_cmpint (other, >, id);
  g_assert_cmpuint (n_revisions (library, id), ==, 1);
  g_assert_cmpuint (n_revisions (library, other), ==, 1);
  g_assert_cmpint (muster_library_keep_army (library, lens, &error), ==, other);
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM documents"), ==, 2);
  muster_test_rmtree (dir);
}

/* Whether an army breaks rules is kept with each revision and shown in
 * the list; a revision says what it changed; pages filtered by kind and
 * system, with and without a search. */
static void
test_validity_filters (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(MusterArmy) borodino = borodino_new ();
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GPtrArray) page = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterReport) report = NULL;
  const char *borodino_system = muster_system_get_id (muster_army_get_system (borodino));
  gint64 id, bid, terrain;

  id = muster_library_save_army_described (library, 0, lens, "Add Pikemen", &error);
  g_assert_no_error (error);
  report = muster_rules_check (lens);
  entry = muster_library_get (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (entry->problems == 0, ==, report->valid);
  g_clear_pointer (&entry, muster_library_entry_free);

  /* over the limit: it breaks a rule */
  muster_army_set_points (lens, 10);
  g_assert_cmpint (muster_library_save_army_described (library, id, lens, "Change points", &error), ==, id);
  entry = muster_library_get (library, id, &error);
  g_assert_cmpint (entry->problems, >, 0);
  revisions = muster_library_get_revisions (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (revisions->len, ==, 2);
  g_assert_cmpstr (((MusterRevision *) g_ptr_array_index (revisions, 0))->description, ==, "Add Pikemen");
  g_assert_cmpstr (((MusterRevision *) g_ptr_array_index (revisions, 1))->description, ==, "Change points");
  g_assert_cmpint (((MusterRevision *) g_ptr_array_index (revisions, 1))->problems, >, 0);

  /* restoring the first brings its validity back, and says so */
  g_assert_cmpint (muster_library_restore (library, id, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id,
                                           &error), >, 0);
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = muster_library_get (library, id, &error);
  g_assert_cmpint (entry->problems == 0, ==, report->valid);
  g_clear_pointer (&revisions, g_ptr_array_unref);
  revisions = muster_library_get_revisions (library, id, &error);
  g_assert_cmpstr (((MusterRevision *) g_ptr_array_index (revisions, 2))->description, ==, "Restore revision 1");

  bid = save (library, 0, borodino);
  terrain = muster_library_save (library, 0, MUSTER_DOC_TERRAIN, "Hills", "clouds-of-smoke", NULL,
                                 "<terrain/>", "pikemen hills", 0, 0, &error);
  g_assert_no_error (error);
  /* unknown validity for what is not an army */
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = muster_library_get (library, terrain, &error);
  g_assert_cmpint (entry->problems, ==, -1);

  page = muster_library_find_page (library, NULL, MUSTER_DOC_ARMY, NULL, 0, 50, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (page->len, ==, 2);
  g_clear_pointer (&page, g_ptr_array_unref);
  page = muster_library_find_page (library, NULL, -1, "clouds-of-smoke", 0, 50, &error);
  g_assert_cmpuint (page->len, ==, g_str_equal (borodino_system, "clouds-of-smoke") ? 3 : 2);
  g_clear_pointer (&page, g_ptr_array_unref);
  page = muster_library_find_page (library, "pikemen", MUSTER_DOC_TERRAIN, NULL, 0, 50, &error);
  g_assert_cmpuint (page->len, ==, 1);
  g_assert_cmpint (((MusterLibraryEntry *) g_ptr_array_index (page, 0))->id, ==, terrain);
  g_clear_pointer (&page, g_ptr_array_unref);
  page = muster_library_find_page (library, "pikemen", MUSTER_DOC_ARMY, "clouds-of-smoke", 0, 50, &error);
  g_assert_cmpuint (page->len, ==, 1);
  g_assert_cmpint (((MusterLibraryEntry *) g_ptr_array_index (page, 0))->id, ==, id);
  g_clear_pointer (&page, g_ptr_array_unref);
  page = muster_library_find_page (library, "pikemen", -1, "no-such-system", 0, 50, &error);
  g_assert_cmpuint (page->len, ==, 0);
  (void) bid;
  muster_test_rmtree (dir);
}

static void
test_default_path (void)
{
  g_autofree char *path = muster_library_default_path ();
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "muster", "library.db", NULL);

  g_assert_cmpstr (path, ==, expected);
}

/* A library opened for reading only: what is not there reads as empty and
 * is not made; a library reads as it does for writing, and nothing is
 * written or made beside it; every write is refused; a damaged, foreign,
 * newer or planted file is refused with the reason and left as it is. */
static void
test_read_only (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(MusterArmy) borodino = borodino_new ();
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *xml = muster_army_to_xml (lens);
  gint64 lid;
  struct
  {
    const char *sql;
    const char *says;
  } refused[] = {
    { "PRAGMA user_version = 99", "newer version" },
    { "PRAGMA user_version = -1", "is not a Muster library (its format number is -1, which no version of Muster "
                                  "writes). It was left as it is" },
    { "CREATE TRIGGER t AFTER INSERT ON revisions BEGIN SELECT 1; END", "trigger “t”" },
  };

  /* not there yet */
  library = muster_library_open_read_only (path, &error);
  g_assert_no_error (error);
  g_assert_true (muster_library_is_read_only (library));
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 0);
  g_clear_pointer (&all, g_ptr_array_unref);
  all = muster_library_search (library, "lens", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 0);
  g_clear_pointer (&all, g_ptr_array_unref);
  g_assert_cmpint (muster_library_save_army (library, 0, lens, &error), ==, 0);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "opened only for reading"));
  g_clear_error (&error);
  g_clear_object (&library);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* a library */
  library = library_open (path);
  lid = save (library, 0, lens);
  save (library, 0, borodino);
  g_clear_object (&library);
  before = read_bytes (path);
  library = muster_library_open_read_only (path, &error);
  g_assert_no_error (error);
  all = muster_library_list (library, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 2);
  g_clear_pointer (&all, g_ptr_array_unref);
  {
    g_autofree char *expected = g_strdup_printf ("%" G_GINT64_FORMAT " ", lid);

    assert_search (library, "pik", expected);
  }
  exported = muster_library_export (library, catalog, lid, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (exported, ==, xml);
  g_assert_cmpint (muster_library_add_army (library, lens, &error), ==, 0);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_clear_error (&error);
  g_assert_false (muster_library_delete (library, lid, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_clear_error (&error);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  g_clear_object (&library);
  after = read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));

  /* refused, and left as it is */
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *copy = g_build_filename (dir, "copy.db", NULL);
      g_autoptr(GBytes) kept = NULL;
      g_autoptr(GBytes) now = NULL;
      g_autoptr(GPtrArray) aside = NULL;

      g_assert_true (g_file_set_contents (copy, g_bytes_get_data (before, NULL), g_bytes_get_size (before), NULL));
      sql_exec (copy, refused[i].sql);
      kept = read_bytes (copy);
      library = muster_library_open_read_only (copy, &error);
      g_assert_null (library);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, refused[i].says));
      g_assert_nonnull (strstr (error->message, copy));
      g_clear_error (&error);
      now = read_bytes (copy);
      g_assert_true (g_bytes_equal (kept, now));
      aside = files_starting (dir, "copy.db");
      g_assert_cmpuint (aside->len, ==, 1);
      g_unlink (copy);
    }

  /* damaged */
  g_assert_true (g_file_set_contents (path, "not a database at all, nowhere near one", -1, NULL));
  library = muster_library_open_read_only (path, &error);
  g_assert_null (library);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "is damaged (it is not a database). It was left as it is"));
  g_clear_error (&error);
  g_clear_pointer (&after, g_bytes_unref);
  after = read_bytes (path);
  g_assert_cmpstr (g_bytes_get_data (after, NULL), ==, "not a database at all, nowhere near one");
  muster_test_rmtree (dir);
}

/* user_version -1 (or any negative number) is no Muster's: the file is
 * another program's, and said to be, not "its tables are missing". */
static void
test_negative_version (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();

  save (library, 0, lens);
  g_clear_object (&library);
  sql_exec (path, "PRAGMA user_version = -1");
  expect_moved_aside (dir, path, "was not a Muster library (its format number is -1, "
                                 "which no version of Muster writes)");

  /* the same without Muster's application id */
  g_unlink (path);
  sql_exec (path, "PRAGMA user_version = -7; CREATE TABLE documents (id INTEGER PRIMARY KEY);");
  expect_moved_aside (dir, path, "its format number is -7");
  muster_test_rmtree (dir);
}

/* A folder, a device or a FIFO as the library: a sentence that names it
 * and says what it is, opened for writing or for reading, and nothing made
 * beside it (SQLite said "disk I/O error", or blocked on the FIFO). */
static void
test_not_a_file (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, "folder", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  const struct { const char *path, *says; } cases[] = {
    { folder, "folder is a folder, not a file" },
    { "/dev/null", "/dev/null is a device, not a file" },
    { fifo, "fifo is a pipe or a socket, not a file" },
  };

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint read_only = 0; read_only < 2; read_only++)
      {
        g_autoptr(GError) error = NULL;
        g_autofree char *moved_aside = NULL;
        MusterLibrary *library = read_only ? muster_library_open_read_only (cases[i].path, &error)
                                           : muster_library_open (cases[i].path, &moved_aside, &error);

        g_assert_null (library);
        g_assert_null (moved_aside);
        g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
        g_assert_nonnull (strstr (error->message, cases[i].says));
      }
  {
    g_autoptr(GPtrArray) made = files_starting (dir, "");

    g_assert_cmpuint (made->len, ==, 2);
  }
  g_assert_false (g_file_test ("/dev/null-wal", G_FILE_TEST_EXISTS));
  muster_test_rmtree (dir);
}

/* The ids of entries as "1 2 ". */
static char *
ids_of (GPtrArray *entries)
{
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < entries->len; i++)
    g_string_append_printf (ids, "%" G_GINT64_FORMAT " ", ((MusterLibraryEntry *) g_ptr_array_index (entries, i))->id);
  return g_string_free (ids, FALSE);
}

static char *
list_page (MusterLibrary *library, int kind, guint offset, guint limit)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = muster_library_list_page (library, kind, offset, limit, &error);

  g_assert_no_error (error);
  return ids_of (entries);
}

static char *
search_page (MusterLibrary *library, const char *text, guint offset, guint limit)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = muster_library_search_page (library, text, offset, limit, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < entries->len && *text != '\0'; i++)
    g_assert_nonnull (((MusterLibraryEntry *) g_ptr_array_index (entries, i))->snippet);
  return ids_of (entries);
}

#define assert_page(call, expected)       \
  G_STMT_START {                          \
    g_autofree char *_ids = (call);       \
    g_assert_cmpstr (_ids, ==, expected); \
  } G_STMT_END

/* Pages of the list (the latest first) and of a search (whole names
 * first, then the rest, the latest first in each), anywhere across the
 * boundary between the two, and a search that lists every match as the
 * pages together do. */
static void
test_pages (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autofree char *whole = NULL;
  g_autoptr(GString) pages = g_string_new (NULL);

  /* 1, 3, 5: "Musketeers" in the name; 2, 4, 6: musketeers among the units only */
  for (guint i = 1; i <= 6; i++)
    {
      g_autofree char *name = g_strdup_printf (i % 2 ? "Musketeers of Lens %u" : "Battle %u", i);
      g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, name, "");

      muster_test_add_unit (army, i % 2 ? "pikemen" : "musketeers", 1);
      g_assert_cmpint (save (library, 0, army), ==, i);
    }

  assert_page (list_page (library, -1, 0, 0), "6 5 4 3 2 1 ");
  assert_page (list_page (library, -1, 0, 2), "6 5 ");
  assert_page (list_page (library, -1, 4, 2), "2 1 ");
  assert_page (list_page (library, -1, 5, 10), "1 ");
  assert_page (list_page (library, -1, 6, 10), "");
  assert_page (list_page (library, MUSTER_DOC_TERRAIN, 0, 10), "");
  assert_page (list_page (library, MUSTER_DOC_ARMY, 1, 1), "5 ");

  assert_page (search_page (library, "musk", 0, 0), "5 3 1 6 4 2 ");
  assert_page (search_page (library, "musk", 0, 2), "5 3 ");
  assert_page (search_page (library, "musk", 2, 2), "1 6 ");
  assert_page (search_page (library, "musk", 3, 2), "6 4 ");
  assert_page (search_page (library, "musk", 5, 2), "2 ");
  assert_page (search_page (library, "musk", 6, 2), "");
  assert_page (search_page (library, "musk lens", 0, 0), "5 3 1 ");
  assert_page (search_page (library, "battle musk", 0, 0), "6 4 2 ");
  assert_page (search_page (library, "", 1, 2), "5 4 ");

  /* a document saved again is the latest */
  {
    g_autoptr(MusterArmy) army = army_new ("france-military-revolution", 400, "Battle 2", "again");

    muster_test_add_unit (army, "musketeers", 2);
    g_usleep (1100 * 1000);   /* times are in seconds */
    g_assert_cmpint (save (library, 2, army), ==, 2);
  }
  assert_page (list_page (library, -1, 0, 2), "2 6 ");
  assert_page (search_page (library, "musk", 2, 3), "1 2 6 ");

  /* the pages together are the whole */
  all = muster_library_search (library, "musk", &error);
  g_assert_no_error (error);
  whole = ids_of (all);
  for (guint offset = 0; offset < 6; offset += 4)
    {
      g_autofree char *page = search_page (library, "musk", offset, 4);

      g_string_append (pages, page);
    }
  g_assert_cmpstr (pages->str, ==, whole);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  smoke = muster_test_system (catalog, "clouds-of-smoke");

  g_test_add_func ("/library/default-path", test_default_path);
  g_test_add_func ("/library/save-list", test_save_list);
  g_test_add_func ("/library/generated-name-ru", test_generated_name_ru);
  g_test_add_func ("/library/revisions", test_revisions);
  g_test_add_func ("/library/search", test_search);
  g_test_add_func ("/library/delete", test_delete);
  g_test_add_func ("/library/migrations", test_migrations);
  g_test_add_func ("/library/migrate-format1", test_migrate_format1);
  g_test_add_func ("/library/corrupt", test_corrupt);
  g_test_add_func ("/library/foreign", test_foreign);
  g_test_add_func ("/library/unwritable", test_unwritable);
  g_test_add_func ("/library/kill", test_kill);
  g_test_add_func ("/library/planted", test_planted);
  g_test_add_func ("/library/planted-while-open", test_planted_while_open);
  g_test_add_func ("/library/null-content", test_null_content);
  g_test_add_func ("/library/export", test_export);
  g_test_add_func ("/library/add-army", test_add_army);
  g_test_add_func ("/library/keep-army", test_keep_army);
  g_test_add_func ("/library/validity-filters", test_validity_filters);
  g_test_add_func ("/library/read-only", test_read_only);
  g_test_add_func ("/library/negative-version", test_negative_version);
  g_test_add_func ("/library/not-a-file", test_not_a_file);
  g_test_add_func ("/library/pages", test_pages);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
