/* muster-list-install.h: installing a published army list from a file
 * anywhere on disk into the user's lists folder, after it is read safely,
 * loaded with its system and weighed against the versions already there;
 * and reading such a file with its system without installing it (check,
 * diff).
 */
#pragma once

#include "muster-catalog.h"

G_BEGIN_DECLS

/* What a list file is and what installing it did. */
typedef struct
{
  char *path;                   /* the file given */
  char *system_id;
  char *faction_id;
  char *version;
  char *author;                 /* NULL where the list names none */
  MusterText name;              /* the list's title ("France") */
  char *installed_path;         /* where it was installed (or lies already) */
  char *previous_version;       /* the newest version before, NULL for a new list */
  gboolean unchanged;           /* the same file was installed already: nothing done */
  GBytes *contents;             /* the file's bytes as read and checked */
} MusterListInstall;

void                 muster_list_install_free  (MusterListInstall *report);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterListInstall, muster_list_install_free)

/* Reads the list file at @path through the safe loader and loads the
 * system its system="…" names (one of @catalog) with it, as the system
 * would load it once installed. Returns that system, the list's version in
 * it as muster_system_lookup_faction_version (system, report->faction_id,
 * report->version); NULL with the file:line:column error when the file is
 * not a list with <list version>, names an unknown system or does not
 * load. @out_report (optional) describes the file. Installs nothing. */
MusterSystem        *muster_list_load          (MusterCatalog      *catalog,
                                                const char         *path,
                                                MusterListInstall **out_report,
                                                GError            **error);

/* muster_list_load(), and then whether the list may be installed: refused
 * when a version as new or newer is installed or shipped (unless the very
 * same file is installed: report->unchanged) or when another author
 * published that faction id. Installs nothing. */
gboolean             muster_list_install_check (MusterCatalog      *catalog,
                                                const char         *path,
                                                MusterListInstall **out_report,
                                                GError            **error);

/* muster_list_install_check(), then copies the file whole (temporary file
 * and rename) to muster_lists_dir (system)/<id>-<version>.xml and reloads
 * that system in @catalog, so that the list is usable at once. Nothing is
 * installed or changed when it returns FALSE. */
gboolean             muster_list_install       (MusterCatalog      *catalog,
                                                const char         *path,
                                                MusterListInstall **out_report,
                                                GError            **error);

/* muster_list_install() of @contents, the bytes of a list file named
 * @path (which need not exist: errors name it, and the loader reads the
 * list in its place). */
gboolean             muster_list_install_contents (MusterCatalog   *catalog,
                                                GBytes             *contents,
                                                const char         *path,
                                                MusterListInstall **out_report,
                                                GError            **error);

/* Says plainly what the schema says of a <faction> that declares what only
 * a system declares ("Element 'categories': This element is not expected"
 * becomes "A list cannot declare <categories>: ..."); other errors, and
 * NULL, are left as they are. */
void                 muster_list_explain_error (GError             *error);

/* One published list the catalog's systems hold. */
typedef struct
{
  const char          *system_id;
  const MusterFaction *faction;  /* ->version, ->file, ->installed */
} MusterListEntry;

/* Every version of every list of every system of @catalog, by system,
 * then faction id, then version (of MusterListEntry*, freed with it). */
GPtrArray           *muster_list_installed     (MusterCatalog      *catalog);

G_END_DECLS
