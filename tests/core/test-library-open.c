/* test-library-open.c: opening the library file: the default path, schema
 * migrations (names in both languages and folded search entries filled in
 * for format 3), damaged, foreign and newer files, an unwritable folder, SIGKILL
 * mid-save, opening for reading only, paths that are no file, and an invalid
 * format number.
 */
#include "library-test.h"

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
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 3);
  g_clear_object (&library);
  muster_test_rmtree (dir);
}

/* A library of format 2, as the Muster before this one made it, with the
 * shipped Lens army kept while it spoke Russian (its document and search
 * entry under the Russian name only) and an army of the user's own: both
 * open with their data; Lens shows under the name of the language of the
 * day and is found by either, and search finds "тяжёл" in "Тяжелая". */
static void
test_migrate_format2 (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autofree char *sample = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", "lens-1648.xml",
                                                     NULL);
  g_autoptr(MusterLibrary) library = NULL;
  g_autoptr(MusterArmy) lens = NULL;
  g_autoptr(MusterArmy) own = army_new ("france-military-revolution", 400, "Тяжёлый день", NULL);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *lens_xml = NULL;
  g_autofree char *own_xml = muster_army_to_xml (own);
  char *q;

  muster_set_language ("ru");
  lens = muster_army_load_file (catalog, sample, &error);
  g_assert_no_error (error);
  muster_set_language ("en");
  lens_xml = muster_army_to_xml (lens);
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
            "ALTER TABLE documents ADD COLUMN problems INTEGER;"
            "ALTER TABLE revisions ADD COLUMN problems INTEGER;"
            "ALTER TABLE revisions ADD COLUMN description TEXT;"
            "PRAGMA application_id = 1297437524; PRAGMA user_version = 2;");
  q = sqlite3_mprintf ("INSERT INTO documents VALUES (1, 0, 'Ланс, 1648', 'clouds-of-smoke', "
                       "'france-military-revolution', 1, 1, 400, 396, 0);"
                       "INSERT INTO revisions (document, number, created, name, faction, points, spent, content, "
                       "  search, problems) "
                       "VALUES (1, 1, 1, 'Ланс, 1648', 'france-military-revolution', 400, 396, %Q, "
                       "  'Франция, Тяжелая артиллерия, Пикинеры', 0);"
                       "INSERT INTO search (rowid, name, body) "
                       "VALUES (1, 'Ланс, 1648', 'Франция, Тяжелая артиллерия, Пикинеры');"
                       "INSERT INTO documents VALUES (2, 0, 'Тяжёлый день', 'clouds-of-smoke', "
                       "'france-military-revolution', 2, 2, 400, 0, 0);"
                       "INSERT INTO revisions (document, number, created, name, faction, points, content, "
                       "  search, problems) "
                       "VALUES (2, 1, 2, 'Тяжёлый день', 'france-military-revolution', 400, %Q, 'Франция', 0);"
                       "INSERT INTO search (rowid, name, body) VALUES (2, 'Тяжёлый день', 'Франция');",
                       lens_xml, own_xml);
  sql_exec (path, q);
  sqlite3_free (q);

  library = library_open (path);
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 3);
  entry = muster_library_get (library, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (entry->name, ==, "Lens, 1648");
  g_assert_cmpstr (entry->names.ru, ==, "Ланс, 1648");
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = muster_library_get (library, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (entry->name, ==, "Тяжёлый день");
  g_assert_false (muster_text_is_set (&entry->names));
  assert_search (library, "lens", "1 ");
  assert_search (library, "ланс", "1 ");
  assert_search (library, "пикинёры", "1 ");
  assert_search (library, "тяжел", "2 1 ");
  assert_search (library, "тяжёл", "2 1 ");
  /* its revision has both names too: restoring it keeps them */
  g_assert_cmpint (sql_int (path, "SELECT count(*) FROM revisions WHERE name_en = 'Lens, 1648'"), ==, 1);
  /* and the army opened again in English is that document */
  {
    g_autoptr(MusterArmy) english = muster_army_load_file (catalog, sample, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (muster_army_get_name (english), ==, "Lens, 1648");
    g_assert_cmpint (muster_library_keep_army (library, english, &error), ==, 1);
    g_assert_no_error (error);
  }
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
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 3);
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
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 3);

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

int
main (int argc, char **argv)
{
  library_test_init (&argc, &argv);

  g_test_add_func ("/core/library/default-path", test_default_path);
  g_test_add_func ("/core/library/migrations", test_migrations);
  g_test_add_func ("/core/library/migrate-format1", test_migrate_format1);
  g_test_add_func ("/core/library/migrate-format2", test_migrate_format2);
  g_test_add_func ("/core/library/corrupt", test_corrupt);
  g_test_add_func ("/core/library/foreign", test_foreign);
  g_test_add_func ("/core/library/unwritable", test_unwritable);
  g_test_add_func ("/core/library/kill", test_kill);
  g_test_add_func ("/core/library/read-only", test_read_only);
  g_test_add_func ("/core/library/negative-version", test_negative_version);
  g_test_add_func ("/core/library/not-a-file", test_not_a_file);
  return library_test_run ();
}
