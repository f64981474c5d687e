/* muster-list-publish.h: where an edited list may be saved. A list Muster
 * ships or has installed is never written over: an edit becomes a new
 * version installed beside it in the user's lists folder, and a file the
 * user chooses must lie outside every folder Muster reads lists from.
 */
#pragma once

#include "muster-list-doc.h"
#include "muster-list-install.h"

G_BEGIN_DECLS

/* Whether @path (a file, there or not) lies in a folder Muster reads
 * systems or lists from: a data folder of @catalog or the user's lists
 * folder. Such a file is written only by installing a list. */
gboolean  muster_list_path_is_read   (MusterCatalog  *catalog,
                                      const char     *path);

/* The version to propose for the next edit of @faction_id: the newest of
 * @current and of every version @system holds, with its minor part one
 * more ("1.0.0", "1.1.0" held: "1.2.0"). */
char     *muster_list_next_version   (MusterSystem   *system,
                                      const char     *faction_id,
                                      const char     *current);

/* Whether @author may publish a new version of @faction_id: FALSE, with
 * the author who publishes it in @out_author, when @system holds it by
 * another (installing would be refused). */
gboolean  muster_list_author_may_publish (MusterSystem *system,
                                          const char   *faction_id,
                                          const char   *author,
                                          char        **out_author);

/* Makes @doc version @version of today, with a <change> of that version
 * first that says @what_en and @what_ru: one step of undo. */
void      muster_list_doc_new_version (MusterListDoc *doc,
                                       const char    *version,
                                       const char    *what_en,
                                       const char    *what_ru);

/* Installs the list of @doc as @version of today, with a <change> of that
 * version first that says @what_en and @what_ru, into the user's lists
 * folder (muster_list_install_contents()); the document then is that
 * version (one step of undo) and belongs to the installed file. Nothing
 * changes when it returns FALSE. */
gboolean  muster_list_doc_publish    (MusterListDoc      *doc,
                                      MusterCatalog      *catalog,
                                      const char         *version,
                                      const char         *what_en,
                                      const char         *what_ru,
                                      MusterListInstall **out_report,
                                      GError            **error);

G_END_DECLS
