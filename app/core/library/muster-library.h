/* muster-library.h: the library: every army, terrain setup and scenario the
 * user keeps, with every saved revision, full-text search, restore, and
 * pages of results. An SQLite file at $XDG_DATA_HOME/muster/library.db.
 */
#pragma once

#include <gio/gio.h>

#include "muster-army.h"
#include "muster-catalog.h"
#include "muster-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  MUSTER_DOC_ARMY,
  MUSTER_DOC_TERRAIN,
  MUSTER_DOC_SCENARIO,
} MusterDocKind;

typedef struct
{
  gint64 id;
  MusterDocKind kind;
  char *name;               /* as shown: in the language of the day when it has names in each */
  MusterText names;         /* the name in each language, when the content gives them; else unset */
  char *system;
  char *faction;            /* armies only; NULL otherwise */
  gint64 created;           /* unix seconds */
  gint64 updated;
  guint revisions;
  double points;            /* the points limit */
  double spent;
  int problems;             /* the rules the army breaks (errors); 0: valid; -1: not known */
  char *snippet;            /* search results: the matching text, with [ ] around hits */
} MusterLibraryEntry;

typedef struct
{
  gint64 id;
  gint64 document;
  guint number;             /* 1, 2, 3 ... within the document */
  gint64 created;
  char *name;               /* the document's name at that revision, as shown ('' for an army without one) */
  double spent;
  char *description;        /* what the revision changed ("Change Pikemen"), or NULL */
  int problems;             /* as MusterLibraryEntry.problems */
} MusterRevision;

#define MUSTER_TYPE_LIBRARY (muster_library_get_type ())
G_DECLARE_FINAL_TYPE (MusterLibrary, muster_library, MUSTER, LIBRARY, GObject)

char          *muster_library_default_path    (void);
MusterLibrary *muster_library_open            (const char     *path,
                                               char          **moved_aside,
                                               GError        **error);
MusterLibrary *muster_library_open_read_only  (const char     *path,
                                               GError        **error);
const char    *muster_library_get_path        (MusterLibrary  *self);
gboolean       muster_library_is_read_only    (MusterLibrary  *self);

gint64         muster_library_save            (MusterLibrary  *self,
                                               gint64          document,
                                               MusterDocKind   kind,
                                               const char     *name,
                                               const char     *system,
                                               const char     *faction,
                                               const char     *content,
                                               const char     *search_text,
                                               double          points,
                                               double          spent,
                                               GError        **error);
gint64         muster_library_save_army       (MusterLibrary  *self,
                                               gint64          document,
                                               MusterArmy     *army,
                                               GError        **error);
gint64         muster_library_save_army_described (MusterLibrary *self,
                                               gint64          document,
                                               MusterArmy     *army,
                                               const char     *description,
                                               GError        **error);
GPtrArray     *muster_library_list            (MusterLibrary  *self,
                                               int             kind,
                                               GError        **error);
GPtrArray     *muster_library_list_page       (MusterLibrary  *self,
                                               int             kind,
                                               guint           offset,
                                               guint           limit,
                                               GError        **error);
GPtrArray     *muster_library_search          (MusterLibrary  *self,
                                               const char     *text,
                                               GError        **error);
GPtrArray     *muster_library_search_page     (MusterLibrary  *self,
                                               const char     *text,
                                               guint           offset,
                                               guint           limit,
                                               GError        **error);
MusterLibraryEntry *muster_library_get        (MusterLibrary  *self,
                                               gint64          document,
                                               GError        **error);
GPtrArray     *muster_library_get_revisions   (MusterLibrary  *self,
                                               gint64          document,
                                               GError        **error);
char          *muster_library_get_content     (MusterLibrary  *self,
                                               gint64          document,
                                               gint64          revision,
                                               GError        **error);
gint64         muster_library_restore         (MusterLibrary  *self,
                                               gint64          document,
                                               gint64          revision,
                                               GError        **error);
gboolean       muster_library_delete          (MusterLibrary  *self,
                                               gint64          document,
                                               GError        **error);
gint64         muster_library_find_army       (MusterLibrary  *self,
                                               MusterArmy     *army,
                                               GError        **error);
gint64         muster_library_add_army        (MusterLibrary  *self,
                                               MusterArmy     *army,
                                               GError        **error);
gint64         muster_library_keep_army       (MusterLibrary  *self,
                                               MusterArmy     *army,
                                               GError        **error);
GPtrArray     *muster_library_find_page       (MusterLibrary  *self,
                                               const char     *text,
                                               int             kind,
                                               const char     *system,
                                               guint           offset,
                                               guint           limit,
                                               GError        **error);
char          *muster_library_export          (MusterLibrary  *self,
                                               MusterCatalog  *catalog,
                                               gint64          document,
                                               gint64          revision,
                                               GError        **error);

char          *muster_library_entry_dup_title (const MusterLibraryEntry *entry,
                                               MusterCatalog            *catalog);
void           muster_library_entry_free      (MusterLibraryEntry *entry);
void           muster_revision_free           (MusterRevision     *revision);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterLibraryEntry, muster_library_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterRevision, muster_revision_free)

/* Keeps the scenario as a new revision of its document (same name and
 * system) or as a new document, in one transaction. */
gint64              muster_library_add_scenario (MusterLibrary   *self,
                                                 MusterScenario  *scenario,
                                                 GError         **error);

G_END_DECLS
