/* muster-library-private.h: what the parts of the library store share:
 * the object's fields, SQLite's helpers (muster-library-sql.c), the
 * format's checks (muster-library-schema.c), names and search entries
 * (muster-library-names.c) and the revisions written
 * (muster-library-save.c). Private to muster-library*.c.
 */
#pragma once

#include "muster-library.h"

#include <sqlite3.h>

G_BEGIN_DECLS

#define LIBRARY_BUSY_TIMEOUT   5000             /* ms */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

struct _MusterLibrary
{
  GObject parent_instance;

  char *path;
  sqlite3 *db;              /* one connection; the object is not thread-safe */
  gboolean read_only;       /* muster_library_open_read_only(): nothing is ever written */
  int lock;                 /* while the file is read as it is (open_for_reading()): a read lock on it; else -1 */
};

typedef enum
{
  INSPECT_OK,               /* ours at a format this version knows, or empty: use it */
  INSPECT_FAILED,           /* cannot or must not be used; error set, the file left as it is */
  INSPECT_DAMAGED,          /* move it aside */
  INSPECT_FOREIGN,          /* move it aside */
} Inspect;

/* the format this version of Muster writes: the number of migrations */
G_GNUC_INTERNAL extern const gint64 _muster_library_version;

/* muster-library.c */
G_GNUC_INTERNAL void _muster_library_close_db (MusterLibrary *self);

/* muster-library-sql.c */
G_GNUC_INTERNAL gboolean _muster_library_is_damage (int rc);
G_GNUC_INTERNAL gboolean _muster_library_not_writable (const char *path);
G_GNUC_INTERNAL void _muster_library_set_db_error (MusterLibrary *self, GError **error, int rc);
G_GNUC_INTERNAL gboolean _muster_library_exec (MusterLibrary *self, const char *sql, GError **error);
G_GNUC_INTERNAL sqlite3_stmt *_muster_library_prepare (MusterLibrary *self, const char *sql, GError **error);
G_GNUC_INTERNAL gboolean _muster_library_step (MusterLibrary *self, sqlite3_stmt *stmt, gboolean *row,
                                               GError **error);
G_GNUC_INTERNAL gboolean _muster_library_begin (MusterLibrary *self, GError **error);
G_GNUC_INTERNAL void _muster_library_rollback (MusterLibrary *self);
G_GNUC_INTERNAL gboolean _muster_library_commit (MusterLibrary *self, GError **error);
G_GNUC_INTERNAL void _muster_library_set_no_document (GError **error, gint64 document);
G_GNUC_INTERNAL void _muster_library_set_no_revision (GError **error, gint64 document, gint64 revision);
G_GNUC_INTERNAL void _muster_library_set_no_content (MusterLibrary *self, GError **error, gint64 document);
G_GNUC_INTERNAL char *_muster_library_column_dup (sqlite3_stmt *stmt, int column);
G_GNUC_INTERNAL char *_muster_library_column_text (sqlite3_stmt *stmt, int column);
G_GNUC_INTERNAL gint64 _muster_library_now_seconds (void);

/* muster-library-schema.c */
G_GNUC_INTERNAL int _muster_library_harden (sqlite3 *db);
G_GNUC_INTERNAL int _muster_library_judge (MusterLibrary *self, gint64 *version, Inspect *verdict, char **reason,
                                           GError **error);
G_GNUC_INTERNAL Inspect _muster_library_migrate (MusterLibrary *self, GError **error);
G_GNUC_INTERNAL gboolean _muster_library_open_empty (MusterLibrary *self, GError **error);

/* muster-library-names.c */
G_GNUC_INTERNAL void _muster_library_content_names (const char *content, MusterText *names);
G_GNUC_INTERNAL gboolean _muster_library_index (MusterLibrary *self, gint64 document, const char *name,
                                                const MusterText *names, const char *search_text,
                                                GError **error);
G_GNUC_INTERNAL gboolean _muster_library_fill_names (MusterLibrary *self, GError **error);

/* muster-library-save.c */
G_GNUC_INTERNAL gint64 _muster_library_record_revision (MusterLibrary *self, gint64 document, gint64 number,
                                                        gint64 now, const char *name, const MusterText *names,
                                                        const char *system, const char *faction, double points,
                                                        double spent, int problems, const char *content,
                                                        const char *search_text, const char *description,
                                                        GError **error);
G_GNUC_INTERNAL gboolean _muster_library_latest_revision (MusterLibrary *self, gint64 document, const char *content,
                                                          gint64 *number, gboolean *same, GError **error);

G_END_DECLS
