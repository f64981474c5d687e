/* muster-library-revisions.c: changing a document's history: an old
 * revision made the newest again, and a document removed with its
 * revisions and search entry.
 */
#include "config.h"

#include "muster-library-private.h"

#include <glib/gi18n-lib.h>

/**
 * muster_library_restore:
 * @revision: a revision's id (MusterRevision.id) of @document
 *
 * Makes an old revision the newest again by adding a new revision equal to
 * it; history is never rewritten.
 *
 * Returns: the id of the new revision, or 0 with @error set
 */
gint64
muster_library_restore (MusterLibrary  *self,
                        gint64          document,
                        gint64          revision,
                        GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;
  gint64 number = 0;
  gint64 restored;
  g_autofree char *description = NULL;
  MusterText names;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (!_muster_library_begin (self, error))
    return 0;
  stmt = _muster_library_prepare (self, "SELECT name, faction, points, spent, content, search, problems, number, "
                                        "  name_en, name_ru "
                                        "FROM revisions WHERE document = ?1 AND id = ?2", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, document);
  sqlite3_bind_int64 (stmt, 2, revision);
  if (!_muster_library_step (self, stmt, &row, error))
    goto fail;
  if (!row)
    {
      _muster_library_set_no_revision (error, document, revision);
      goto fail;
    }
  if (sqlite3_column_type (stmt, 4) == SQLITE_NULL)
    {
      _muster_library_set_no_content (self, error, document);
      goto fail;
    }
  if (!_muster_library_latest_revision (self, document, NULL, &number, NULL, error))
    goto fail;

  /* Translators: what a revision made by restoring an older one did */
  description = g_strdup_printf (_("Restore revision %d"), sqlite3_column_int (stmt, 7));
  names.en = (char *) sqlite3_column_text (stmt, 8);
  names.ru = (char *) sqlite3_column_text (stmt, 9);
  restored = _muster_library_record_revision (self, document, number + 1, _muster_library_now_seconds (),
                                              (const char *) sqlite3_column_text (stmt, 0), &names, NULL,
                                              (const char *) sqlite3_column_text (stmt, 1),
                                              sqlite3_column_double (stmt, 2),
                                              sqlite3_column_double (stmt, 3),
                                              sqlite3_column_type (stmt, 6) == SQLITE_NULL
                                              ? -1 : sqlite3_column_int (stmt, 6),
                                              (const char *) sqlite3_column_text (stmt, 4),
                                              (const char *) sqlite3_column_text (stmt, 5),
                                              description,
                                              error);
  if (restored == 0)
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (!_muster_library_commit (self, error))
    return 0;
  return restored;

fail:
  g_clear_pointer (&stmt, sqlite3_finalize);
  _muster_library_rollback (self);
  return 0;
}

/**
 * muster_library_delete:
 *
 * Removes the document with all its revisions and its search entry.
 */
gboolean
muster_library_delete (MusterLibrary  *self,
                       gint64          document,
                       GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_muster_library_begin (self, error))
    return FALSE;
  stmt = _muster_library_prepare (self, "DELETE FROM documents WHERE id = ?1", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!_muster_library_step (self, stmt, NULL, error))
    goto fail;
  if (sqlite3_changes (self->db) == 0)
    {
      _muster_library_set_no_document (error, document);
      goto fail;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);
  /* the search entry too: the trigger of format 1 that would do it never
   * runs (see _muster_library_harden()) */
  stmt = _muster_library_prepare (self, "DELETE FROM search WHERE rowid = ?1", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!_muster_library_step (self, stmt, NULL, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);
  return _muster_library_commit (self, error);

fail:
  g_clear_pointer (&stmt, sqlite3_finalize);
  _muster_library_rollback (self);
  return FALSE;
}
