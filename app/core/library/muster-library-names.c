/* muster-library-names.c: what the library keeps to find and show a
 * document by its name: the name in each language its content gives, the
 * search entry made of every name and the search text, folded as every
 * search in Muster folds; and the step of format 3 that makes both for
 * the documents kept before it.
 */
#include "config.h"

#include "muster-library-private.h"
#include "muster-xml.h"

#include <string.h>

/* The text of a <name xml:lang> child, trimmed; NULL when empty. */
static char *
name_text (const xmlNode *node)
{
  g_autofree char *content = muster_xml_get_content (node);

  if (content == NULL || *g_strstrip (content) == '\0')
    return NULL;
  return g_steal_pointer (&content);
}

/* Sets @names to the names in English and Russian that @content (an army
 * or a scenario Muster wrote) gives its document: the <name xml:lang>
 * children of its root element. Unset when it gives none, or only a name
 * without a language, or cannot be read. */
void
_muster_library_content_names (const char *content,
                               MusterText *names)
{
  g_autoptr(GError) error = NULL;
  xmlDoc *doc;

  *names = (MusterText) { NULL, NULL };
  /* (most armies are named in no language: no need to read them) */
  if (content == NULL || strstr (content, "xml:lang") == NULL)
    return;
  doc = muster_xml_load_memory (content, strlen (content), "library", MUSTER_SCHEMA_ANY, NULL, &error);
  if (doc == NULL)
    return;
  muster_xml_foreach_child (xmlDocGetRootElement (doc), child)
    if (muster_xml_is (child, "name"))
      {
        g_autofree char *lang = muster_xml_get_lang (child);
        g_autofree char *text = name_text (child);

        if (text != NULL && (g_strcmp0 (lang, "en") == 0 || g_strcmp0 (lang, "ru") == 0))
          muster_text_set (names, lang, text);
      }
  xmlFreeDoc (doc);
}

/* What the search entry's name column holds: @name and @names, each once,
 * folded. */
static char *
index_names (const char       *name,
             const MusterText *names)
{
  const char *all[] = { name, names != NULL ? names->en : NULL, names != NULL ? names->ru : NULL };
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      gboolean seen = all[i] == NULL || *all[i] == '\0';

      for (guint j = 0; j < i && !seen; j++)
        seen = g_strcmp0 (all[i], all[j]) == 0;
      if (seen)
        continue;
      if (text->len > 0)
        g_string_append (text, " / ");
      g_string_append (text, all[i]);
    }
  return muster_text_fold_marks (text->str);
}

/* Makes the search entry of @document: its names in every language and
 * its search text, with the marks over letters dropped (ё as е): the
 * index folds case itself, and its snippets keep capitals. Inside a
 * transaction. */
gboolean
_muster_library_index (MusterLibrary    *self,
                       gint64            document,
                       const char       *name,
                       const MusterText *names,
                       const char       *search_text,
                       GError          **error)
{
  g_autoptr(sqlite3_stmt) unindex = NULL;
  g_autoptr(sqlite3_stmt) index = NULL;
  g_autofree char *folded_names = index_names (name, names);
  g_autofree char *folded_text = muster_text_fold_marks (search_text);

  unindex = _muster_library_prepare (self, "DELETE FROM search WHERE rowid = ?1", error);
  if (unindex == NULL)
    return FALSE;
  sqlite3_bind_int64 (unindex, 1, document);
  if (!_muster_library_step (self, unindex, NULL, error))
    return FALSE;

  index = _muster_library_prepare (self, "INSERT INTO search (rowid, name, body) VALUES (?1, ?2, ?3)", error);
  if (index == NULL)
    return FALSE;
  sqlite3_bind_int64 (index, 1, document);
  sqlite3_bind_text (index, 2, folded_names, -1, SQLITE_STATIC);
  sqlite3_bind_text (index, 3, folded_text, -1, SQLITE_STATIC);
  return _muster_library_step (self, index, NULL, error);
}

/* A text column, or NULL for NULL or ''. */
static char *
column_or_null (sqlite3_stmt *stmt,
                int           column)
{
  char *text = _muster_library_column_text (stmt, column);

  if (text != NULL && *text == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

/* Format 3, after its SQL: the names in each language of every revision
 * whose content gives them, each document's from its latest revision, and
 * every search entry made again (with them, folded). Inside the
 * migration's transaction. */
gboolean
_muster_library_fill_names (MusterLibrary  *self,
                            GError        **error)
{
  g_autoptr(sqlite3_stmt) read = NULL;
  g_autoptr(sqlite3_stmt) write = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) contents = g_ptr_array_new_with_free_func (g_free);
  gboolean row = TRUE;

  /* read first, write after: no update under a running scan */
  read = _muster_library_prepare (self, "SELECT id, content FROM revisions WHERE instr(content, 'xml:lang') > 0",
                                  error);
  if (read == NULL)
    return FALSE;
  for (;;)
    {
      gint64 id;

      if (!_muster_library_step (self, read, &row, error))
        return FALSE;
      if (!row)
        break;
      id = sqlite3_column_int64 (read, 0);
      g_array_append_val (ids, id);
      g_ptr_array_add (contents, _muster_library_column_dup (read, 1));
    }
  g_clear_pointer (&read, sqlite3_finalize);

  write = _muster_library_prepare (self, "UPDATE revisions SET name_en = ?2, name_ru = ?3 WHERE id = ?1", error);
  if (write == NULL)
    return FALSE;
  for (guint i = 0; i < ids->len; i++)
    {
      MusterText names;
      gboolean ok;

      _muster_library_content_names (g_ptr_array_index (contents, i), &names);
      if (!muster_text_is_set (&names))
        continue;
      sqlite3_reset (write);
      sqlite3_bind_int64 (write, 1, g_array_index (ids, gint64, i));
      sqlite3_bind_text (write, 2, names.en, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (write, 3, names.ru, -1, SQLITE_TRANSIENT);
      ok = _muster_library_step (self, write, NULL, error);
      muster_text_clear (&names);
      if (!ok)
        return FALSE;
    }
  g_clear_pointer (&write, sqlite3_finalize);

  if (!_muster_library_exec (self,
                             "UPDATE documents SET "
                             "  name_en = (SELECT r.name_en FROM revisions r WHERE r.document = documents.id "
                             "             ORDER BY r.number DESC LIMIT 1),"
                             "  name_ru = (SELECT r.name_ru FROM revisions r WHERE r.document = documents.id "
                             "             ORDER BY r.number DESC LIMIT 1);"
                             "DELETE FROM search;", error))
    return FALSE;

  read = _muster_library_prepare (self, "SELECT d.id, d.name, d.name_en, d.name_ru, "
                                        "  (SELECT r.search FROM revisions r WHERE r.document = d.id "
                                        "   ORDER BY r.number DESC LIMIT 1) "
                                        "FROM documents d ORDER BY d.id", error);
  if (read == NULL)
    return FALSE;
  for (;;)
    {
      g_autofree char *name = NULL;
      g_autofree char *search_text = NULL;
      MusterText names;
      gboolean ok;

      if (!_muster_library_step (self, read, &row, error))
        return FALSE;
      if (!row)
        return TRUE;
      name = _muster_library_column_text (read, 1);
      names.en = column_or_null (read, 2);
      names.ru = column_or_null (read, 3);
      search_text = _muster_library_column_text (read, 4);
      /* (the search table is not the one being read) */
      ok = _muster_library_index (self, sqlite3_column_int64 (read, 0), name, &names, search_text, error);
      muster_text_clear (&names);
      if (!ok)
        return FALSE;
    }
}
