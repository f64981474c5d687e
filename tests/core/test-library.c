/* test-library.c: documents and revisions in the library store, on armies of
 * the shipped Clouds of Smoke data: saving and listing, generated names,
 * revisions and restore, deleting, adds of one army, validity filters, and
 * exports checked on the way out.
 */
#include "library-test.h"

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
  g_assert_cmpint (sql_int (path, "PRAGMA user_version"), ==, 3);
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

int
main (int argc, char **argv)
{
  library_test_init (&argc, &argv);

  g_test_add_func ("/core/library/save-list", test_save_list);
  g_test_add_func ("/core/library/generated-name-ru", test_generated_name_ru);
  g_test_add_func ("/core/library/revisions", test_revisions);
  g_test_add_func ("/core/library/delete", test_delete);
  g_test_add_func ("/core/library/export", test_export);
  g_test_add_func ("/core/library/add-army", test_add_army);
  g_test_add_func ("/core/library/keep-army", test_keep_army);
  g_test_add_func ("/core/library/validity-filters", test_validity_filters);
  return library_test_run ();
}
