/* muster-library-save.c: keeping documents in the library: revisions with
 * their document row and search entry, armies (found by name in either
 * language or content, with their search text in both languages) and
 * scenarios.
 */
#include "config.h"

#include "muster-library-private.h"
#include "muster-rules.h"
#include "muster-scenario.h"

/* Adds revision number of document with these contents and makes the
 * document row and its search entry match it. @names: the name in each
 * language, when the content gives them (else unset or NULL). Inside a
 * transaction. */
gint64
_muster_library_record_revision (MusterLibrary    *self,
                                 gint64            document,
                                 gint64            number,
                                 gint64            now,
                                 const char       *name,
                                 const MusterText *names,
                                 const char       *system,
                                 const char    *faction,
                                 double         points,
                                 double         spent,
                                 int            problems,
                                 const char    *content,
                                 const char    *search_text,
                                 const char    *description,
                                 GError       **error)
{
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;
  const char *name_en = names != NULL ? names->en : NULL;
  const char *name_ru = names != NULL ? names->ru : NULL;
  gint64 revision;

  if (search_text == NULL)
    search_text = "";

  insert = _muster_library_prepare (self,
                                    "INSERT INTO revisions (document, number, created, name, faction, points, spent, "
                                    "content, search, "
                                    "  problems, description, name_en, name_ru) "
                                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)", error);
  if (insert == NULL)
    return 0;
  sqlite3_bind_int64 (insert, 1, document);
  sqlite3_bind_int64 (insert, 2, number);
  sqlite3_bind_int64 (insert, 3, now);
  sqlite3_bind_text (insert, 4, name, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 5, faction, -1, SQLITE_STATIC);
  sqlite3_bind_double (insert, 6, points);
  sqlite3_bind_double (insert, 7, spent);
  sqlite3_bind_text (insert, 8, content, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 9, search_text, -1, SQLITE_STATIC);
  if (problems >= 0)
    sqlite3_bind_int (insert, 10, problems);
  sqlite3_bind_text (insert, 11, description, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 12, name_en, -1, SQLITE_STATIC);
  sqlite3_bind_text (insert, 13, name_ru, -1, SQLITE_STATIC);
  if (!_muster_library_step (self, insert, NULL, error))
    return 0;
  revision = sqlite3_last_insert_rowid (self->db);

  update = _muster_library_prepare (self,
                                    "UPDATE documents SET name = ?2, system = coalesce(?3, system), faction = ?4, "
                                    "  updated = ?5, points = ?6, spent = ?7, problems = ?8, name_en = ?9, name_ru = ?10 "
                                    "WHERE id = ?1", error);
  if (update == NULL)
    return 0;
  sqlite3_bind_int64 (update, 1, document);
  sqlite3_bind_text (update, 2, name, -1, SQLITE_STATIC);
  sqlite3_bind_text (update, 3, system, -1, SQLITE_STATIC);
  sqlite3_bind_text (update, 4, faction, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (update, 5, now);
  sqlite3_bind_double (update, 6, points);
  sqlite3_bind_double (update, 7, spent);
  if (problems >= 0)
    sqlite3_bind_int (update, 8, problems);
  sqlite3_bind_text (update, 9, name_en, -1, SQLITE_STATIC);
  sqlite3_bind_text (update, 10, name_ru, -1, SQLITE_STATIC);
  if (!_muster_library_step (self, update, NULL, error))
    return 0;

  if (!_muster_library_index (self, document, name, names, search_text, error))
    return 0;
  return revision;
}

/* The number and (when content is given) whether content equals it, of
 * document's latest revision; 0 when the document does not exist. */
gboolean
_muster_library_latest_revision (MusterLibrary *self,
                                 gint64         document,
                                 const char    *content,
                                 gint64        *number,
                                 gboolean      *same,
                                 GError       **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  stmt = _muster_library_prepare (self, "SELECT number, content FROM revisions WHERE document = ?1 "
                                        "ORDER BY number DESC LIMIT 1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, document);
  if (!_muster_library_step (self, stmt, &row, error))
    return FALSE;
  *number = row ? sqlite3_column_int64 (stmt, 0) : 0;
  if (same != NULL)
    *same = row && content != NULL
            && g_strcmp0 ((const char *) sqlite3_column_text (stmt, 1), content) == 0;
  return TRUE;
}

/* muster_library_save() inside the caller's write transaction. */
static gint64
save_in_transaction (MusterLibrary    *self,
                     gint64            document,
                     MusterDocKind     kind,
                     const char       *name,
                     const MusterText *names,
                     const char       *system,
                     const char     *faction,
                     const char     *content,
                     const char     *search_text,
                     double          points,
                     double          spent,
                     int             problems,
                     const char     *description,
                     GError        **error)
{
  gint64 now = _muster_library_now_seconds ();
  gint64 number = 0;
  gboolean same = FALSE;

  if (document == 0)
    {
      g_autoptr(sqlite3_stmt) insert = NULL;

      insert = _muster_library_prepare (self,
                                        "INSERT INTO documents (kind, name, system, faction, created, updated, "
                                        "points, spent) "
                                        "VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7)", error);
      if (insert == NULL)
        return 0;
      sqlite3_bind_int (insert, 1, kind);
      sqlite3_bind_text (insert, 2, name, -1, SQLITE_STATIC);
      sqlite3_bind_text (insert, 3, system, -1, SQLITE_STATIC);
      sqlite3_bind_text (insert, 4, faction, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (insert, 5, now);
      sqlite3_bind_double (insert, 6, points);
      sqlite3_bind_double (insert, 7, spent);
      if (!_muster_library_step (self, insert, NULL, error))
        return 0;
      document = sqlite3_last_insert_rowid (self->db);
    }
  else
    {
      if (!_muster_library_latest_revision (self, document, content, &number, &same, error))
        return 0;
      if (number == 0)
        {
          _muster_library_set_no_document (error, document);
          return 0;
        }
      if (same)
        return document;
    }

  if (_muster_library_record_revision (self, document, number + 1, now, name, names, system, faction, points, spent,
                                       problems, content, search_text, description, error) == 0)
    return 0;
  return document;
}

/**
 * muster_library_save:
 * @document: the document to add a revision to, or 0 for a new document
 * @search_text: (nullable): text to find the document by, besides its name
 *
 * Keeps content as the newest revision of @document in one transaction.
 * Content equal to the latest revision's adds nothing (autosave calls this
 * often). The names in each language that the content gives its root
 * (<name xml:lang>) are kept too: the document is shown under the one of
 * the language of the day and found by any. Returns the document's id, or
 * 0 with @error set.
 */
gint64
muster_library_save (MusterLibrary  *self,
                     gint64          document,
                     MusterDocKind   kind,
                     const char     *name,
                     const char     *system,
                     const char     *faction,
                     const char     *content,
                     const char     *search_text,
                     double          points,
                     double          spent,
                     GError        **error)
{
  g_auto(MusterText) names = { NULL, NULL };

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (document >= 0, 0);
  g_return_val_if_fail ((guint) kind <= MUSTER_DOC_SCENARIO, 0);
  g_return_val_if_fail (name != NULL && g_utf8_validate (name, -1, NULL), 0);
  g_return_val_if_fail (system != NULL, 0);
  g_return_val_if_fail (content != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  _muster_library_content_names (content, &names);
  if (!_muster_library_begin (self, error))
    return 0;
  document = save_in_transaction (self, document, kind, name, &names, system, faction, content, search_text,
                                  points, spent, -1, NULL, error);
  if (document == 0)
    {
      _muster_library_rollback (self);
      return 0;
    }
  return _muster_library_commit (self, error) ? document : 0;
}

static void
add_word (GHashTable *seen,
          GString    *text,
          const char *word)
{
  if (word == NULL || *word == '\0' || g_hash_table_contains (seen, word))
    return;
  g_hash_table_add (seen, (gpointer) word);
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append (text, word);
}

static void
add_text (GHashTable       *seen,
          GString          *text,
          const MusterText *value)
{
  add_word (seen, text, value->en);
  add_word (seen, text, value->ru);
}

/* Notes, and names in both languages of the faction, unit types,
 * preparations, commanders and regiments: so a Russian user finds
 * "Пикинеры" and an English one "Pikemen". */
static char *
army_search_text (MusterArmy *army)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GString *text = g_string_new (NULL);

  add_word (seen, text, muster_army_get_notes (army));
  add_text (seen, text, &muster_army_get_faction (army)->name);
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    add_text (seen, text, &muster_army_get_unit (army, i)->type->name);
  for (guint i = 0; i < muster_army_get_n_preparations (army); i++)
    add_text (seen, text, &muster_army_get_preparation (army, i)->preparation->name);
  for (guint i = 0; i < muster_army_get_n_commanders (army); i++)
    add_word (seen, text, muster_army_get_commander (army, i)->name);
  for (guint i = 0; i < muster_army_get_n_regiments (army); i++)
    add_word (seen, text, muster_army_get_regiment (army, i)->name);
  return g_string_free (text, FALSE);
}

/* What the library keeps of an army: made before the write transaction
 * begins, to keep it short. An army without a name of its own is kept
 * without one (''): its title ("France — 400 points") is made where it is
 * shown, in the language of the day (muster_library_entry_dup_title()). */
typedef struct
{
  MusterReport *report;
  char *content;
  char *name;
  MusterText names;         /* as the content gives them */
  char *search_text;
  const char *system;
  const char *faction;
  int problems;
} ArmyRecord;

static void
army_record_init (ArmyRecord *record,
                  MusterArmy *army)
{
  record->report = muster_rules_check (army);
  record->content = muster_army_to_xml (army);
  record->name = g_strdup (muster_army_get_name (army) != NULL ? muster_army_get_name (army) : "");
  _muster_library_content_names (record->content, &record->names);
  record->search_text = army_search_text (army);
  record->system = muster_system_get_id (muster_army_get_system (army));
  record->faction = muster_army_get_faction (army)->id;
  record->problems = 0;
  for (guint i = 0; i < record->report->problems->len; i++)
    record->problems += g_array_index (record->report->problems, MusterProblem, i).severity == MUSTER_SEVERITY_ERROR;
}

static void
army_record_clear (ArmyRecord *record)
{
  g_clear_pointer (&record->report, muster_report_free);
  g_clear_pointer (&record->content, g_free);
  g_clear_pointer (&record->name, g_free);
  muster_text_clear (&record->names);
  g_clear_pointer (&record->search_text, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArmyRecord, army_record_clear)

static gint64
save_army_record (MusterLibrary    *self,
                  gint64            document,
                  const ArmyRecord *record,
                  const char       *description,
                  GError          **error)
{
  return save_in_transaction (self, document, MUSTER_DOC_ARMY, record->name, &record->names, record->system,
                              record->faction,
                              record->content, record->search_text, record->report->limit,
                              record->report->spent, record->problems, description, error);
}

/**
 * muster_library_save_army_described:
 * @document: the army's document, or 0 for a new one
 * @description: (nullable): what changed since the last revision, as the
 *   undo history says it ("Change Pikemen"), shown with the revision
 *
 * Saves the army's XML as the newest revision, with its name, points
 * limit, points spent, the number of rules it breaks and search text.
 */
gint64
muster_library_save_army_described (MusterLibrary  *self,
                                    gint64          document,
                                    MusterArmy     *army,
                                    const char     *description,
                                    GError        **error)
{
  g_auto(ArmyRecord) record = { NULL };

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (document >= 0, 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  army_record_init (&record, army);
  if (!_muster_library_begin (self, error))
    return 0;
  document = save_army_record (self, document, &record, description, error);
  if (document == 0)
    {
      _muster_library_rollback (self);
      return 0;
    }
  return _muster_library_commit (self, error) ? document : 0;
}

/**
 * muster_library_save_army:
 * @document: the army's document, or 0 for a new one
 *
 * muster_library_save_army_described() without a description.
 */
gint64
muster_library_save_army (MusterLibrary  *self,
                          gint64          document,
                          MusterArmy     *army,
                          GError        **error)
{
  return muster_library_save_army_described (self, document, army, NULL, error);
}

/* The most recently updated army document of the record's system and
 * faction that is the same army: of its name (in any language the army
 * has one: a shipped army kept in English and opened in Russian is the
 * same), or (same_content, and always for an army without a name, whose
 * title is no name) whose latest revision holds exactly the record's
 * content. 0 when there is none, and 0 with error set on failure. */
static gint64
find_army (MusterLibrary    *self,
           const ArmyRecord *record,
           gboolean          same_content,
           GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gboolean row = FALSE;

  stmt = _muster_library_prepare (self, "SELECT d.id FROM documents d WHERE d.kind = ?1 "
                                        "AND (d.name = ?2 OR d.name_en = ?7 OR d.name_ru = ?8) "
                                        "AND d.system = ?3 "
                                        "AND d.faction IS ?6 AND (NOT ?4 OR (SELECT r.content FROM revisions r "
                                        "WHERE r.document = d.id "
                                        "                ORDER BY r.number DESC LIMIT 1) = ?5) "
                                        "ORDER BY d.updated DESC, d.id DESC LIMIT 1", error);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int (stmt, 1, MUSTER_DOC_ARMY);
  sqlite3_bind_text (stmt, 2, record->name, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, record->system, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 4, same_content || *record->name == '\0');
  sqlite3_bind_text (stmt, 5, record->content, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 6, record->faction, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 7, record->names.en, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 8, record->names.ru, -1, SQLITE_STATIC);
  if (!_muster_library_step (self, stmt, &row, error))
    return 0;
  return row ? sqlite3_column_int64 (stmt, 0) : 0;
}

/**
 * muster_library_find_army:
 *
 * The most recently updated army document with the army's own name,
 * system and faction, or, for an army without a name, the one that holds exactly this
 * army; 0 when there is none, and 0 with @error set on failure. To add the
 * army to that document, use muster_library_add_army(): between the two
 * calls another process may add the same army.
 */
gint64
muster_library_find_army (MusterLibrary  *self,
                          MusterArmy     *army,
                          GError        **error)
{
  g_auto(ArmyRecord) record = { NULL };

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  army_record_init (&record, army);
  return find_army (self, &record, FALSE, error);
}

/* The lookup and the save in one write transaction, so that processes
 * adding the same army at once make one document. */
static gint64
find_and_save (MusterLibrary  *self,
               MusterArmy     *army,
               gboolean        same_content,
               GError        **error)
{
  g_auto(ArmyRecord) record = { NULL };
  g_autoptr(GError) local_error = NULL;
  gint64 document;

  army_record_init (&record, army);
  if (!_muster_library_begin (self, error))
    return 0;
  document = find_army (self, &record, same_content, &local_error);
  if (local_error == NULL)
    document = save_army_record (self, document, &record, NULL, &local_error);
  if (local_error != NULL)
    {
      _muster_library_rollback (self);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return 0;
    }
  return _muster_library_commit (self, error) ? document : 0;
}

/**
 * muster_library_add_army:
 *
 * Keeps the army as the newest revision of the army document of the same
 * name, system and faction (muster_library_find_army()), or as a new document when
 * there is none; an army without a name joins only a document that holds
 * exactly it. The lookup and the save are one write transaction.
 *
 * Returns: the document's id, or 0 with @error set
 */
gint64
muster_library_add_army (MusterLibrary  *self,
                         MusterArmy     *army,
                         GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  return find_and_save (self, army, FALSE, error);
}

/**
 * muster_library_keep_army:
 *
 * Keeps an army the user opened (a file, a share code) as the document
 * that already holds exactly this army, adding nothing, or else as a new
 * document: what the window does with an army it opens. The lookup and the
 * save are one write transaction, so two processes opening the same army
 * at once make one document.
 *
 * Returns: the document's id, or 0 with @error set
 */
gint64
muster_library_keep_army (MusterLibrary  *self,
                          MusterArmy     *army,
                          GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  return find_and_save (self, army, TRUE, error);
}

/**
 * muster_library_add_scenario:
 *
 * Keeps the scenario as the newest revision of the scenario document of
 * the same (English) name and system, or as a new document: the lookup and
 * the save are one write transaction. Its search text holds its names and
 * texts in both languages.
 *
 * Returns: the document's id, or 0 with @error set
 */
gint64
muster_library_add_scenario (MusterLibrary   *self,
                             MusterScenario  *scenario,
                             GError         **error)
{
  const MusterText *name;
  const char *system;
  g_autofree char *content = NULL;
  g_autoptr(GString) search = g_string_new (NULL);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) local_error = NULL;
  gint64 document = 0;
  gboolean row = FALSE;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (self), 0);
  g_return_val_if_fail (MUSTER_IS_SCENARIO (scenario), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  name = muster_scenario_get_name (scenario);
  system = muster_system_get_id (muster_scenario_get_system (scenario));
  content = muster_scenario_to_xml (scenario);
  problems = muster_scenario_check (scenario, NULL, NULL);
  {
    const MusterText *texts[] = { name, muster_scenario_get_description (scenario) };

    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      g_string_append_printf (search, "%s %s ", texts[i]->en != NULL ? texts[i]->en : "",
                              texts[i]->ru != NULL ? texts[i]->ru : "");
  }

  if (!_muster_library_begin (self, error))
    return 0;
  stmt = _muster_library_prepare (self, "SELECT id FROM documents WHERE kind = ?1 AND name = ?2 AND system = ?3 "
                                        "ORDER BY updated DESC, id DESC LIMIT 1", &local_error);
  if (stmt != NULL)
    {
      sqlite3_bind_int (stmt, 1, MUSTER_DOC_SCENARIO);
      sqlite3_bind_text (stmt, 2, muster_text_get_lang (name, "en"), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 3, system, -1, SQLITE_STATIC);
      if (_muster_library_step (self, stmt, &row, &local_error) && row)
        document = sqlite3_column_int64 (stmt, 0);
    }
  if (local_error == NULL)
    document = save_in_transaction (self, document, MUSTER_DOC_SCENARIO, muster_text_get_lang (name, "en"), name,
                                    system, NULL, content, search->str, 0, 0,
                                    muster_scenario_problems_have_error (problems) ? (int) problems->len : 0, NULL,
                                    &local_error);
  if (local_error != NULL)
    {
      _muster_library_rollback (self);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return 0;
    }
  return _muster_library_commit (self, error) ? document : 0;
}
