/* test-library-search.c: finding armies in the library: search by names,
 * notes and unit names in both languages, prefixes and hostile query syntax,
 * ё as е; an army named in both languages shown in the language of the day
 * and found by either; and pages of the list and of searches.
 */
#include "library-test.h"

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

static MusterArmy *
load_sample (const char *file_name)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies", file_name, NULL);
  g_autoptr(GError) error = NULL;
  MusterArmy *army = muster_army_load_file (catalog, path, &error);

  g_assert_no_error (error);
  return army;
}

static MusterLibraryEntry *
get_entry (MusterLibrary *library,
           gint64         id)
{
  g_autoptr(GError) error = NULL;
  MusterLibraryEntry *entry = muster_library_get (library, id, &error);

  g_assert_no_error (error);
  return entry;
}

/* Russian typed with or without ё, in any case, finds the data's spelling
 * of either: the Lens army has Пикинеры and Тяжелая артиллерия, the other
 * army is named and noted with ё. */
static void
test_yo (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) lens = lens_new ();
  g_autoptr(MusterArmy) named = army_new ("france-military-revolution", 400, "Тяжёлый день", "Лёгкая победа");
  g_autofree char *l = NULL;
  g_autofree char *n = NULL;
  gint64 lid, nid;

  muster_test_add_unit (lens, "heavy-artillery", 1);
  lid = save (library, 0, lens);
  nid = save (library, 0, named);
  l = g_strdup_printf ("%" G_GINT64_FORMAT " ", lid);
  n = g_strdup_printf ("%" G_GINT64_FORMAT " ", nid);

  assert_search (library, "пикинёры", l);
  assert_search (library, "ПИКИНЁР", l);
  /* the army whose name matches first */
  {
    g_autofree char *both = g_strdup_printf ("%s%s", n, l);

    assert_search (library, "тяжёл", both);
    assert_search (library, "тяжел", both);
  }
  assert_search (library, "легкая", n);
  assert_search (library, "ЛЁГКАЯ", n);
  assert_search (library, "тяжелый день", n);
  /* й is a letter of its own */
  assert_search (library, "тяжелыи", "");
  muster_test_rmtree (dir);
}

/* A shipped army named in both languages, kept while Muster spoke
 * Russian, shows in English under its English name and is found by either;
 * opened again in English it is the same document, not a second one. */
static void
test_bilingual (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr(MusterLibrary) library = library_open (path);
  g_autoptr(MusterArmy) russian = NULL;
  g_autoptr(MusterArmy) english = NULL;
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *l = NULL;
  gint64 id;

  muster_set_language ("ru");
  russian = load_sample ("lens-1648.xml");
  g_assert_cmpstr (muster_army_get_name (russian), ==, "Ланс, 1648");
  id = save (library, 0, russian);
  l = g_strdup_printf ("%" G_GINT64_FORMAT " ", id);
  entry = get_entry (library, id);
  g_assert_cmpstr (entry->name, ==, "Ланс, 1648");

  muster_set_language ("en");
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = get_entry (library, id);
  g_assert_cmpstr (entry->name, ==, "Lens, 1648");
  g_assert_cmpstr (entry->names.en, ==, "Lens, 1648");
  g_assert_cmpstr (entry->names.ru, ==, "Ланс, 1648");
  assert_search (library, "Lens 1648", l);
  assert_search (library, "ланс", l);
  {
    g_autoptr(GPtrArray) found = muster_library_search (library, "ланс", &error);

    g_assert_no_error (error);
    g_assert_cmpstr (((MusterLibraryEntry *) g_ptr_array_index (found, 0))->name, ==, "Lens, 1648");
  }

  /* the same army opened in English is that document */
  english = load_sample ("lens-1648.xml");
  g_assert_cmpint (muster_library_keep_army (library, english, &error), ==, id);
  g_assert_no_error (error);
  g_assert_cmpint (muster_library_add_army (library, english, &error), ==, id);
  g_assert_no_error (error);
  g_assert_cmpuint (n_revisions (library, id), ==, 1);

  /* a name of the user's own is the army's in every language */
  muster_army_set_name (english, "My Lens");
  save (library, id, english);
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = get_entry (library, id);
  g_assert_cmpstr (entry->name, ==, "My Lens");
  g_assert_false (muster_text_is_set (&entry->names));
  assert_search (library, "ланс", "");
  muster_set_language ("ru");
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = get_entry (library, id);
  g_assert_cmpstr (entry->name, ==, "My Lens");

  /* the first revision, restored, has both names again */
  revisions = muster_library_get_revisions (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((MusterRevision *) g_ptr_array_index (revisions, 0))->name, ==, "Ланс, 1648");
  g_assert_cmpint (muster_library_restore (library, id, ((MusterRevision *) g_ptr_array_index (revisions, 0))->id,
                                           &error), >, 0);
  g_assert_no_error (error);
  g_clear_pointer (&entry, muster_library_entry_free);
  entry = get_entry (library, id);
  g_assert_cmpstr (entry->name, ==, "Ланс, 1648");
  muster_set_language ("en");
  assert_search (library, "lens", l);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  library_test_init (&argc, &argv);

  g_test_add_func ("/core/library/search", test_search);
  g_test_add_func ("/core/library/pages", test_pages);
  g_test_add_func ("/core/library/yo", test_yo);
  g_test_add_func ("/core/library/bilingual", test_bilingual);
  return library_test_run ();
}
