/* muster-published-list.h: a published army list as a printable document:
 * a faction of a loaded system (one version of it), which the booklet sheet
 * prints. The window and muster-cli make one to publish a list.
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_PUBLISHED_LIST (muster_published_list_get_type ())
G_DECLARE_FINAL_TYPE (MusterPublishedList, muster_published_list, MUSTER, PUBLISHED_LIST, GObject)

/* @faction belongs to @system, which the document keeps. */
MusterPublishedList *muster_published_list_new         (MusterSystem         *system,
                                                        const MusterFaction  *faction);
MusterSystem        *muster_published_list_get_system  (MusterPublishedList  *self);
const MusterFaction *muster_published_list_get_faction (MusterPublishedList  *self);
/* The list in the faction file @path, which may lie anywhere: the system
 * its system="…" names in @catalog, loaded with the file as one of its
 * factions. NULL with an error: MUSTER_ERROR_INVALID, _REFERENCE or
 * _EXPRESSION when the list was read and refused, another code when the
 * file could not be read. */
MusterPublishedList *muster_published_list_load_file (MusterCatalog      *catalog,
                                                      const char         *path,
                                                      GError            **error);
/* "France 1.0.0", or the name alone for a list without a version. */
char                *muster_published_list_dup_title   (MusterPublishedList  *self);

G_END_DECLS
