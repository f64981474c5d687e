/* muster-library-read.c: reading the library: pages of documents, search
 * by words with snippets, one document, its revisions and their content,
 * and export checked as a file of its kind would be.
 */
#include "config.h"

#include "muster-error.h"
#include "muster-library-private.h"
#include "muster-scenario.h"
#include "muster-terrain.h"
#include "muster-xml.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#define SEARCH_MAX_WORDS       32

/* the columns of a MusterLibraryEntry, in the order entry_from_row reads them */
#define ENTRY_COLUMNS \
  "d.id, d.kind, d.name, d.system, d.faction, d.created, d.updated, d.points, d.spent, " \
  "(SELECT count(*) FROM revisions r WHERE r.document = d.id), d.problems, d.name_en, d.name_ru"
#define SNIPPET_COLUMN 13

/* A name in one language, or NULL for none (NULL or ''). */
static char *
column_name (sqlite3_stmt *stmt,
             int           column)
{
  char *text = _muster_library_column_text (stmt, column);

  if (text != NULL && *text == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

/* The name to show of a document kept as @name with @names in each
 * language: the one of the language of the day when it has names, else
 * the name it was kept under. Takes @name. */
static char *
shown_name (char             *name,
            const MusterText *names)
{
  if (!muster_text_is_set (names))
    return name != NULL ? name : g_strdup ("");
  g_free (name);
  return g_strdup (muster_text_get (names));
}

static MusterLibraryEntry *
entry_from_row (sqlite3_stmt *stmt,
                gboolean      with_snippet)
{
  MusterLibraryEntry *entry = g_new0 (MusterLibraryEntry, 1);

  entry->id = sqlite3_column_int64 (stmt, 0);
  entry->kind = (MusterDocKind) sqlite3_column_int (stmt, 1);
  /* NOT NULL in the schema, but the file is input */
  entry->names.en = column_name (stmt, 11);
  entry->names.ru = column_name (stmt, 12);
  entry->name = shown_name (_muster_library_column_text (stmt, 2), &entry->names);
  entry->system = _muster_library_column_text (stmt, 3);
  if (entry->system == NULL)
    entry->system = g_strdup ("");
  entry->faction = _muster_library_column_text (stmt, 4);
  entry->created = sqlite3_column_int64 (stmt, 5);
  entry->updated = sqlite3_column_int64 (stmt, 6);
  entry->points = sqlite3_column_double (stmt, 7);
  entry->spent = sqlite3_column_double (stmt, 8);
  entry->revisions = (guint) sqlite3_column_int64 (stmt, 9);
  entry->problems = sqlite3_column_type (stmt, 10) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 10);
  if (with_snippet && (entry->snippet = _muster_library_column_text (stmt, SNIPPET_COLUMN)) != NULL)
    g_strdelimit (entry->snippet, "\t\n\r", ' ');   /* one line to show */
  return entry;
}

static GPtrArray *
collect_entries (MusterLibrary *self,
                 sqlite3_stmt  *stmt,
                 gboolean       with_snippet,
                 GError       **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_library_entry_free);
  gboolean row = TRUE;

  for (;;)
    {
      if (!_muster_library_step (self, stmt, &row, error))
        return NULL;
      if (!row)
        break;
      g_ptr_array_add (entries, entry_from_row (stmt, with_snippet));
    }
  return g_steal_pointer (&entries);
}

/* SQLite's LIMIT of a page: a negative one is none */
static gint64
sql_limit (guint limit)
{
  return limit > 0 ? (gint64) limit : -1;
}

/* A page of the documents of kind (-1: any) and system (NULL: any). */
static GPtrArray *
list_filtered (MusterLibrary  *self,
               int             kind,
               const char     *system,
               guint           offset,
               guint           limit,
               GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  stmt = _muster_library_prepare (self, "SELECT " ENTRY_COLUMNS " FROM documents d "
                                        "WHERE (?1 < 0 OR d.kind = ?1) AND (?4 IS NULL OR d.system = ?4) "
                                        "ORDER BY d.updated DESC, d.id DESC LIMIT ?2 OFFSET ?3", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int (stmt, 1, kind);
  sqlite3_bind_int64 (stmt, 2, sql_limit (limit));
  sqlite3_bind_int64 (stmt, 3, offset);
  sqlite3_bind_text (stmt, 4, system, -1, SQLITE_STATIC);
  return collect_entries (self, stmt, FALSE, error);
}

/**
 * muster_library_list_page:
 * @kind: a #MusterDocKind, or -1 for every kind
 * @offset: how many documents to pass over first
 * @limit: at most this many documents; 0 for every one
 *
 * A page of the documents, the most recently updated first: walks the
 * index of update times and stops at the end of the page, so a page costs
 * the same in a library of any size.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_list_page (MusterLibrary  *self,
                          int             kind,
                          guint           offset,
                          guint           limit,
                          GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return list_filtered (self, kind, NULL, offset, limit, error);
}

/**
 * muster_library_list:
 * @kind: a #MusterDocKind, or -1 for every kind
 *
 * Every document: muster_library_list_page() without a limit.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry): the
 *   documents, the most recently updated first
 */
GPtrArray *
muster_library_list (MusterLibrary  *self,
                     int             kind,
                     GError        **error)
{
  return muster_library_list_page (self, kind, 0, 0, error);
}

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalnum (c) || g_unichar_ismark (c);
}

/* An FTS5 query built from what the user typed: every whitespace-separated
 * word that holds a letter or digit becomes a quoted string (inner quotes
 * doubled) with a prefix star, and the words are ANDed. The user's text is
 * never read as query syntax. Folded as the index is (ё as е, no marks
 * over letters; the index folds case). NULL when there is no word. */
static char *
build_match (const char *text)
{
  g_autofree char *valid = muster_text_fold_marks (text);
  g_auto(GStrv) words = g_strsplit_set (valid, " \t\n\r\f\v", -1);
  g_autoptr(GString) query = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; words[i] != NULL && n < SEARCH_MAX_WORDS; i++)
    {
      gboolean searchable = FALSE;

      for (const char *p = words[i]; *p != '\0' && !searchable; p = g_utf8_next_char (p))
        searchable = is_word_char (g_utf8_get_char (p));
      if (!searchable)
        continue;

      if (n++ > 0)
        g_string_append_c (query, ' ');
      g_string_append_c (query, '"');
      for (const char *p = words[i]; *p != '\0'; p++)
        {
          if (*p == '"')
            g_string_append_c (query, '"');
          g_string_append_c (query, *p);
        }
      g_string_append (query, "\"*");
    }
  return n > 0 ? g_string_free (g_steal_pointer (&query), FALSE) : NULL;
}

/* Appends to ids a page of the documents that match, the most recently
 * updated first: the matches' ids are gathered by the index, and only
 * they are sorted. */
static gboolean
matching_ids (MusterLibrary  *self,
              const char     *match,
              int             kind,
              const char     *system,
              gint64          offset,
              gint64          limit,
              GArray         *ids,
              GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = TRUE;

  /* unfiltered, a statement without the filters' terms: the planner
   * cannot tell that a bound "?4 < 0" always holds */
  if (kind < 0 && system == NULL)
    stmt = _muster_library_prepare (self, "SELECT d.id FROM documents d "
                                          "WHERE d.id IN (SELECT rowid FROM search WHERE search MATCH ?1) "
                                          "ORDER BY d.updated DESC, d.id DESC LIMIT ?2 OFFSET ?3", error);
  else
    stmt = _muster_library_prepare (self, "SELECT d.id FROM documents d "
                                          "WHERE d.id IN (SELECT rowid FROM search WHERE search MATCH ?1) "
                                          "AND (?4 < 0 OR d.kind = ?4) AND (?5 IS NULL OR d.system = ?5) "
                                          "ORDER BY d.updated DESC, d.id DESC LIMIT ?2 OFFSET ?3", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 2, limit);
  sqlite3_bind_int64 (stmt, 3, offset);
  if (kind >= 0 || system != NULL)
    {
      sqlite3_bind_int (stmt, 4, kind);
      sqlite3_bind_text (stmt, 5, system, -1, SQLITE_STATIC);
    }
  for (;;)
    {
      gint64 id;

      if (!_muster_library_step (self, stmt, &row, error))
        return FALSE;
      if (!row)
        return TRUE;
      id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (ids, id);
    }
}

/* How many documents match: from the index alone when every kind and
 * system is asked for. */
static gboolean
count_matches (MusterLibrary  *self,
               const char     *match,
               int             kind,
               const char     *system,
               gint64         *count,
               GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  if (kind < 0 && system == NULL)
    stmt = _muster_library_prepare (self, "SELECT count(*) FROM search WHERE search MATCH ?1", error);
  else
    stmt = _muster_library_prepare (self, "SELECT count(*) FROM documents d "
                                          "WHERE d.id IN (SELECT rowid FROM search WHERE search MATCH ?1) "
                                          "AND (?2 < 0 OR d.kind = ?2) AND (?3 IS NULL OR d.system = ?3)", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_STATIC);
  if (kind >= 0 || system != NULL)
    {
      sqlite3_bind_int (stmt, 2, kind);
      sqlite3_bind_text (stmt, 3, system, -1, SQLITE_STATIC);
    }
  if (!_muster_library_step (self, stmt, &row, error))
    return FALSE;
  *count = row ? sqlite3_column_int64 (stmt, 0) : 0;
  return TRUE;
}

/* The entries of ids, in that order, each with its snippet of match. The
 * snippets come from one pass over the index's matches between the
 * smallest and the largest id, made only for the ids of the page. */
static GPtrArray *
entries_of (MusterLibrary  *self,
            const char     *match,
            GArray         *ids,
            gboolean        all,
            GError        **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_library_entry_free);
  g_autoptr(GHashTable) found = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL,
                                                      (GDestroyNotify) muster_library_entry_free);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GString) list = g_string_new ("[");
  gint64 low = G_MAXINT64, high = G_MININT64;
  gboolean row = TRUE;

  if (ids->len == 0)
    return g_steal_pointer (&entries);
  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);

      low = MIN (low, id);
      high = MAX (high, id);
      g_string_append_printf (list, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "", id);
    }
  g_string_append_c (list, ']');

  /* "+rowid": a filter on each match, not a lookup of each id */
  stmt = _muster_library_prepare (self, "SELECT " ENTRY_COLUMNS ", snippet(search, -1, '[', ']', '…', 12) "
                                        "FROM search JOIN documents d ON d.id = search.rowid "
                                        "WHERE search MATCH ?1 AND search.rowid BETWEEN ?2 AND ?3 "
                                        "AND (?4 OR +search.rowid IN (SELECT value FROM json_each(?5)))", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, match, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 2, low);
  sqlite3_bind_int64 (stmt, 3, high);
  sqlite3_bind_int (stmt, 4, all);
  sqlite3_bind_text (stmt, 5, list->str, -1, SQLITE_STATIC);
  for (;;)
    {
      MusterLibraryEntry *entry;

      if (!_muster_library_step (self, stmt, &row, error))
        return NULL;
      if (!row)
        break;
      entry = entry_from_row (stmt, TRUE);
      g_hash_table_replace (found, &entry->id, entry);
    }
  for (guint i = 0; i < ids->len; i++)
    {
      const gint64 *id = &g_array_index (ids, gint64, i);
      MusterLibraryEntry *entry = g_hash_table_lookup (found, id);

      /* (a key is its value's id, so GLib keeps the table as a set) */
      if (entry != NULL && g_hash_table_steal (found, id))
        g_ptr_array_add (entries, entry);
    }
  return g_steal_pointer (&entries);
}

/**
 * muster_library_find_page:
 * @text: (nullable): what the user typed; any text is safe; %NULL or no
 *   word lists the documents
 * @kind: a #MusterDocKind, or -1 for every kind
 * @system: (nullable): a system's id, or %NULL for every system
 * @offset: how many matches to pass over first
 * @limit: at most this many matches; 0 for every one
 *
 * Finds documents of @kind and @system whose name or search text has words
 * beginning with every word of @text, case-insensitively in any script:
 * first those whose name holds every word, then the others, the most
 * recently updated first in each; each with a snippet. Only the page's
 * matches are sorted and get a snippet.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_find_page (MusterLibrary  *self,
                          const char     *text,
                          int             kind,
                          const char     *system,
                          guint           offset,
                          guint           limit,
                          GError        **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *query = NULL;
  g_autofree char *in_name = NULL;
  g_autofree char *elsewhere = NULL;
  gint64 named = 0;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  query = text != NULL ? build_match (text) : NULL;
  if (query == NULL)
    return list_filtered (self, kind, system, offset, limit, error);

  /* every word in the name; every word somewhere, but not all in the name */
  in_name = g_strdup_printf ("{name} : (%s)", query);
  elsewhere = g_strdup_printf ("(%s) NOT {name} : (%s)", query, query);
  if (!count_matches (self, in_name, kind, system, &named, error))
    return NULL;
  if ((gint64) offset < named
      && !matching_ids (self, in_name, kind, system, offset, sql_limit (limit), ids, error))
    return NULL;
  if ((limit == 0 || ids->len < limit)
      && !matching_ids (self, elsewhere, kind, system, MAX ((gint64) offset - named, 0),
                        limit > 0 ? (gint64) (limit - ids->len) : -1, ids, error))
    return NULL;
  return entries_of (self, query, ids, limit == 0 && offset == 0, error);
}

/**
 * muster_library_search_page:
 * @text: what the user typed; any text is safe
 *
 * muster_library_find_page() over every kind and system.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_search_page (MusterLibrary  *self,
                            const char     *text,
                            guint           offset,
                            guint           limit,
                            GError        **error)
{
  return muster_library_find_page (self, text, -1, NULL, offset, limit, error);
}

/**
 * muster_library_search:
 * @text: what the user typed; any text is safe
 *
 * Every match: muster_library_search_page() without a limit.
 *
 * Returns: (transfer container) (element-type MusterLibraryEntry)
 */
GPtrArray *
muster_library_search (MusterLibrary  *self,
                       const char     *text,
                       GError        **error)
{
  return muster_library_search_page (self, text, 0, 0, error);
}

/**
 * muster_library_get:
 *
 * Returns: (transfer full): the document, or %NULL with @error set
 */
MusterLibraryEntry *
muster_library_get (MusterLibrary  *self,
                    gint64          document,
                    GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = _muster_library_prepare (self, "SELECT " ENTRY_COLUMNS " FROM documents d WHERE d.id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!_muster_library_step (self, stmt, &row, error))
    return NULL;
  if (!row)
    {
      _muster_library_set_no_document (error, document);
      return NULL;
    }
  return entry_from_row (stmt, FALSE);
}

/**
 * muster_library_get_revisions:
 *
 * Returns: (transfer container) (element-type MusterRevision): the
 *   document's revisions, the first (number 1) first; %NULL with @error set
 *   when the document does not exist
 */
GPtrArray *
muster_library_get_revisions (MusterLibrary  *self,
                              gint64          document,
                              GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  gboolean row = TRUE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stmt = _muster_library_prepare (self, "SELECT id, document, number, created, name, spent, description, problems, "
                                        "  name_en, name_ru "
                                        "FROM revisions WHERE document = ?1 ORDER BY number", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, document);

  revisions = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_revision_free);
  for (;;)
    {
      MusterRevision *revision;
      g_auto(MusterText) names = { NULL, NULL };

      if (!_muster_library_step (self, stmt, &row, error))
        return NULL;
      if (!row)
        break;
      revision = g_new0 (MusterRevision, 1);
      revision->id = sqlite3_column_int64 (stmt, 0);
      revision->document = sqlite3_column_int64 (stmt, 1);
      revision->number = (guint) sqlite3_column_int64 (stmt, 2);
      revision->created = sqlite3_column_int64 (stmt, 3);
      names.en = column_name (stmt, 8);
      names.ru = column_name (stmt, 9);
      revision->name = shown_name (_muster_library_column_text (stmt, 4), &names);
      revision->spent = sqlite3_column_double (stmt, 5);
      revision->description = _muster_library_column_text (stmt, 6);
      revision->problems = sqlite3_column_type (stmt, 7) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 7);
      g_ptr_array_add (revisions, revision);
    }
  if (revisions->len == 0)
    {
      _muster_library_set_no_document (error, document);
      return NULL;
    }
  return g_steal_pointer (&revisions);
}

/**
 * muster_library_get_content:
 * @revision: a revision's id (MusterRevision.id) of @document, or 0 for the
 *   latest
 *
 * Returns: (transfer full): the content of that revision, or %NULL with
 *   @error set
 */
char *
muster_library_get_content (MusterLibrary  *self,
                            gint64          document,
                            gint64          revision,
                            GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (revision >= 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (revision == 0)
    stmt = _muster_library_prepare (self, "SELECT content FROM revisions WHERE document = ?1 "
                                          "ORDER BY number DESC LIMIT 1", error);
  else
    stmt = _muster_library_prepare (self, "SELECT content FROM revisions WHERE document = ?1 AND id = ?2", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, document);
  if (revision != 0)
    sqlite3_bind_int64 (stmt, 2, revision);
  if (!_muster_library_step (self, stmt, &row, error))
    return NULL;
  if (!row)
    {
      if (revision == 0)
        _muster_library_set_no_document (error, document);
      else
        _muster_library_set_no_revision (error, document, revision);
      return NULL;
    }
  if (sqlite3_column_type (stmt, 0) == SQLITE_NULL)
    {
      _muster_library_set_no_content (self, error, document);
      return NULL;
    }
  return _muster_library_column_dup (stmt, 0);
}

/**
 * muster_library_export:
 * @catalog: the systems the document is checked against
 * @revision: a revision's id (MusterRevision.id) of @document, or 0 for the
 *   latest
 *
 * The content of a revision, for writing out of the library: loaded first
 * as a file of its kind is (armies and terrain setups with their system and
 * every reference, scenarios by their schema and every check of
 * muster_scenario_check_doc), so that nothing leaves the library that
 * Muster would refuse as a file.
 *
 * Returns: (transfer full): the content, or %NULL with @error set
 */
char *
muster_library_export (MusterLibrary  *self,
                       MusterCatalog  *catalog,
                       gint64          document,
                       gint64          revision,
                       GError        **error)
{
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autofree char *content = NULL;
  g_autofree char *display = NULL;
  gboolean valid = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (revision >= 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entry = muster_library_get (self, document, error);
  if (entry == NULL)
    return NULL;
  content = muster_library_get_content (self, document, revision, error);
  if (content == NULL)
    return NULL;

  display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, self->path, document);
  switch (entry->kind)
    {
    case MUSTER_DOC_ARMY:
      {
        g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, content, strlen (content), display, error);
        valid = army != NULL;
      }
      break;
    case MUSTER_DOC_TERRAIN:
      {
        g_autoptr(MusterTerrain) terrain = muster_terrain_load_memory (catalog, content, strlen (content),
                                                                       display, error);
        valid = terrain != NULL;
      }
      break;
    case MUSTER_DOC_SCENARIO:
      {
        xmlDoc *doc = muster_xml_load_memory (content, strlen (content), display, MUSTER_SCHEMA_SCENARIO,
                                              NULL, error);
        valid = doc != NULL && muster_scenario_check_doc (catalog, doc, display, error);
        xmlFreeDoc (doc);
      }
      break;
    default:
      {
        g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, document);

        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                     _("The library %s is damaged: the document %s is of no kind Muster knows."),
                     self->path, id);
      }
      break;
    }
  /* whatever a loader did, never a failure without a reason */
  if (!valid && error != NULL && *error == NULL)
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("The document in %s cannot be read."), display);
  return valid ? g_steal_pointer (&content) : NULL;
}
