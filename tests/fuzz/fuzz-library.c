/* fuzz-library.c: library files. The input is written as a library file
 * and goes through what muster-cli and the window do with one. Opened for
 * reading: pages of the list and of searches, every document's revisions
 * read and exported, and a write that must be refused; nothing in the
 * folder may change. Then opened for writing (which may refuse the file
 * or move it aside): the same, and an army added, a revision restored, a
 * document deleted. Whatever the file holds: no crash, every failure has a
 * message, a refused file is left as it was, a file moved aside keeps
 * every byte, and what was added can be read back. */
#include "fuzz-common.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#define MAX_DOCUMENTS 16

static char *folder;

static void
remove_folder (void)
{
  g_autoptr(GDir) dir = folder != NULL ? g_dir_open (folder, 0, NULL) : NULL;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
}

static void
remove_folder_at_exit (void)
{
  remove_folder ();
  if (folder != NULL)
    g_rmdir (folder);
}

/* a folder of our own, in memory where there is /dev/shm (syncs cost nothing) */
static const char *
fuzz_folder (void)
{
  if (folder == NULL)
    {
      g_autofree char *template = NULL;
      const char *base = g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) ? "/dev/shm" : g_get_tmp_dir ();

      template = g_build_filename (base, "muster-fuzz-library-XXXXXX", NULL);
      if (g_mkdtemp (template) == NULL)
        abort ();
      folder = g_steal_pointer (&template);
      atexit (remove_folder_at_exit);
    }
  return folder;
}

static MusterArmy *
fuzz_army (void)
{
  static MusterArmy *army;

  if (army == NULL)
    {
      g_autofree char *path = g_build_filename (MUSTER_FUZZ_DATA_DIR, "clouds-of-smoke", "armies",
                                                "lens-1648.xml", NULL);

      army = muster_army_load_file (fuzz_catalog (), path, NULL);
      if (army == NULL)
        g_error ("fuzz: %s does not load", path);
    }
  return army;
}

static void
expect_error (GError *error)
{
  if (error == NULL || error->message == NULL || error->message[0] == '\0')
    abort ();
}

static gboolean
file_holds (const char *path, const uint8_t *data, size_t size)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  return length == size && (size == 0 || memcmp (contents, data, size) == 0);
}

/* The file the library was moved to, when it was: it holds the input. */
static void
check_moved_aside (const uint8_t *data, size_t size)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint found = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "library.db.corrupt-") && strchr (name + strlen ("library.db.corrupt-"), '-') != NULL
        && !g_str_has_suffix (name, "-wal") && !g_str_has_suffix (name, "-shm")
        && !g_str_has_suffix (name, "-journal"))
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);

        if (!file_holds (path, data, size))
          abort ();
        found++;
      }
  if (found != 1)
    abort ();
}

static void
check_entries (GPtrArray *entries, GError *error)
{
  if (entries == NULL)
    {
      expect_error (error);
      return;
    }
  for (guint i = 0; i < entries->len; i++)
    {
      const MusterLibraryEntry *e = g_ptr_array_index (entries, i);

      if (e->name == NULL || e->system == NULL || !g_utf8_validate (e->name, -1, NULL))
        abort ();
    }
}

static void read_document (MusterLibrary *library, gint64 document);

static void
search (MusterLibrary *library, const char *text)
{
  GError *error = NULL;
  GPtrArray *found = muster_library_search (library, text, &error);

  check_entries (found, error);
  g_clear_error (&error);
  g_clear_pointer (&found, g_ptr_array_unref);

  /* pages: at most their limit, and the same documents as the whole */
  for (guint offset = 0; offset < 4; offset += 2)
    {
      GPtrArray *page = muster_library_search_page (library, text, offset, 2, &error);

      check_entries (page, error);
      g_clear_error (&error);
      if (page != NULL && page->len > 2)
        abort ();
      g_clear_pointer (&page, g_ptr_array_unref);
    }
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Every file in the folder and its size and time, to see that nothing
 * changed. */
static char *
folder_state (void)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GString *state = g_string_new (NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (folder, g_ptr_array_index (names, i), NULL);
      GStatBuf st;

      if (g_stat (path, &st) == 0)
        g_string_append_printf (state, "%s %ld %ld.%09ld\n", (const char *) g_ptr_array_index (names, i),
                                (long) st.st_size, (long) st.st_mtim.tv_sec, (long) st.st_mtim.tv_nsec);
    }
  return g_string_free (state, FALSE);
}

/* Opened for reading, the library reads as it does for writing, refuses
 * every write, and no file in its folder changes or appears. */
static void
read_only (const uint8_t *data, size_t size, const char *path)
{
  g_autofree char *before = folder_state ();
  g_autofree char *after = NULL;
  GError *error = NULL;
  MusterLibrary *library = muster_library_open_read_only (path, &error);

  if (library == NULL)
    expect_error (error);
  else
    {
      GPtrArray *entries = muster_library_list (library, -1, &error);
      GPtrArray *page;

      check_entries (entries, error);
      g_clear_error (&error);
      for (guint i = 0; entries != NULL && i < entries->len && i < MAX_DOCUMENTS; i++)
        read_document (library, ((MusterLibraryEntry *) g_ptr_array_index (entries, i))->id);
      page = muster_library_list_page (library, -1, 1, 3, &error);
      check_entries (page, error);
      g_clear_error (&error);
      if (page != NULL && entries != NULL
          && page->len != MIN (3, entries->len > 0 ? entries->len - 1 : 0))
        abort ();
      g_clear_pointer (&page, g_ptr_array_unref);
      g_clear_pointer (&entries, g_ptr_array_unref);
      search (library, "Lens");
      search (library, "pik");
      if (muster_library_add_army (library, fuzz_army (), &error) != 0)
        abort ();
      expect_error (error);
      g_clear_error (&error);
      g_object_unref (library);
    }
  g_clear_error (&error);
  after = folder_state ();
  if (strcmp (before, after) != 0 || !file_holds (path, data, size))
    abort ();
}

/* every way of reading a document, and export */
static void
read_document (MusterLibrary *library, gint64 document)
{
  GError *error = NULL;
  MusterLibraryEntry *entry = muster_library_get (library, document, &error);
  GPtrArray *revisions;
  char *content;

  if (entry == NULL)
    expect_error (error);
  g_clear_error (&error);
  muster_library_entry_free (entry);

  revisions = muster_library_get_revisions (library, document, &error);
  if (revisions == NULL)
    expect_error (error);
  g_clear_error (&error);
  for (guint i = 0; revisions != NULL && i < revisions->len && i < 4; i++)
    {
      const MusterRevision *r = g_ptr_array_index (revisions, i);

      if (r->name == NULL)
        abort ();
      content = muster_library_get_content (library, document, r->id, &error);
      if (content == NULL)
        expect_error (error);
      g_clear_error (&error);
      g_free (content);
      content = muster_library_export (library, fuzz_catalog (), document, r->id, &error);
      if (content == NULL)
        expect_error (error);
      g_clear_error (&error);
      g_free (content);
    }
  g_clear_pointer (&revisions, g_ptr_array_unref);

  content = muster_library_export (library, fuzz_catalog (), document, 0, &error);
  if (content == NULL)
    expect_error (error);
  g_clear_error (&error);
  g_free (content);
}

static void
use_library (MusterLibrary *library)
{
  GError *error = NULL;
  GPtrArray *entries = muster_library_list (library, -1, &error);
  gint64 first = 0, added;

  check_entries (entries, error);
  g_clear_error (&error);
  for (guint i = 0; entries != NULL && i < entries->len && i < MAX_DOCUMENTS; i++)
    {
      const MusterLibraryEntry *e = g_ptr_array_index (entries, i);

      if (i == 0)
        first = e->id;
      read_document (library, e->id);
    }
  g_clear_pointer (&entries, g_ptr_array_unref);

  entries = muster_library_list (library, MUSTER_DOC_TERRAIN, &error);
  check_entries (entries, error);
  g_clear_error (&error);
  g_clear_pointer (&entries, g_ptr_array_unref);

  search (library, "Lens");
  search (library, "pik");
  search (library, "Пикинеры");
  search (library, "a \"b\" c*");

  /* what is added can be read back as it was given */
  added = muster_library_add_army (library, fuzz_army (), &error);
  if (added == 0)
    expect_error (error);
  else
    {
      g_autofree char *xml = muster_army_to_xml (fuzz_army ());
      char *content = muster_library_get_content (library, added, 0, &error);

      if (content == NULL || strcmp (content, xml) != 0)
        abort ();
      g_free (content);
      read_document (library, added);
    }
  g_clear_error (&error);

  if (first != 0)
    {
      GPtrArray *revisions = muster_library_get_revisions (library, first, &error);

      g_clear_error (&error);
      if (revisions != NULL && revisions->len > 0)
        {
          const MusterRevision *r = g_ptr_array_index (revisions, 0);

          if (muster_library_restore (library, first, r->id, &error) == 0)
            expect_error (error);
          g_clear_error (&error);
        }
      g_clear_pointer (&revisions, g_ptr_array_unref);
      if (!muster_library_delete (library, first, &error))
        expect_error (error);
      g_clear_error (&error);
    }
  search (library, "Lens");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *path = NULL;
  g_autofree char *moved = NULL;
  GError *error = NULL;
  MusterLibrary *library;

  fuzz_catalog ();
  fuzz_army ();
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  remove_folder ();
  path = g_build_filename (fuzz_folder (), "library.db", NULL);
  if (!g_file_set_contents (path, (const char *) data, size, NULL))
    abort ();

  read_only (data, size, path);
  library = muster_library_open (path, &moved, &error);
  if (library == NULL)
    {
      /* refused: left as it was */
      expect_error (error);
      g_clear_error (&error);
      if (moved != NULL || !file_holds (path, data, size))
        abort ();
      return 0;
    }
  if (moved != NULL)
    check_moved_aside (data, size);
  use_library (library);
  g_object_unref (library);

  /* what Muster wrote opens again as it is */
  g_clear_pointer (&moved, g_free);
  library = muster_library_open (path, &moved, &error);
  if (library == NULL)
    expect_error (error);
  g_clear_error (&error);
  if (moved != NULL)
    abort ();
  if (library != NULL)
    {
      GPtrArray *entries = muster_library_list (library, -1, &error);

      check_entries (entries, error);
      g_clear_error (&error);
      g_clear_pointer (&entries, g_ptr_array_unref);
      g_object_unref (library);
    }
  return 0;
}
