/* muster-force-armies.h: the armies a scenario's forces point to, read
 * once and kept (an army file until its modification time or size changes,
 * a library army until its newest revision changes), and the line that
 * describes a force ("Carthage, 396 of 400 points") from them.
 */
#pragma once

#include "muster-catalog.h"
#include "muster-library.h"
#include "muster-scenario.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_FORCE_ARMIES (muster_force_armies_get_type ())
G_DECLARE_FINAL_TYPE (MusterForceArmies, muster_force_armies, MUSTER, FORCE_ARMIES, GObject)

/* Army files are read with @catalog's systems; library armies come from
 * @library (NULL: none are read). Use it from one thread at a time. */
MusterForceArmies *muster_force_armies_new         (MusterCatalog      *catalog,
                                                    MusterLibrary      *library);
MusterCatalog     *muster_force_armies_get_catalog (MusterForceArmies  *self);
MusterLibrary     *muster_force_armies_get_library (MusterForceArmies  *self);
/* The folder an army file named by a relative path is found in (the
 * scenario file's; NULL: such a file is not looked for). */
void               muster_force_armies_set_folder  (MusterForceArmies  *self,
                                                    const char         *folder);
/* The army file @army as it is read: absolute, or NULL when it is relative
 * and no folder is set. */
char              *muster_force_armies_dup_path    (MusterForceArmies  *self,
                                                    const char         *army);

/* The army of @force: the one it embeds, its army file (read with the
 * safe army reader, which refuses special files without waiting, and kept
 * while the file's modification time, size and inode stay) or its library
 * army (kept while its revisions stay). NULL with @error when it cannot be
 * read: G_IO_ERROR_NOT_FOUND when the file or library army is not there;
 * NULL without an error when @force names no army to read (a faction and
 * points, a relative file without a folder, a library army without a
 * library). The army may be of another game system than the scenario. */
MusterArmy        *muster_force_armies_get         (MusterForceArmies  *self,
                                                    const MusterForce  *force,
                                                    GError            **error);
/* Every army @scenario's forces name, read now, in an object that reads
 * nothing more: one for another thread. */
MusterForceArmies *muster_force_armies_snapshot    (MusterForceArmies  *self,
                                                    MusterScenario     *scenario);
/* Drops what is kept of @force's army: the next muster_force_armies_get()
 * reads it again. */
void               muster_force_armies_forget      (MusterForceArmies  *self,
                                                    const MusterForce  *force);

/* What a force is, in a line of the UI's language: "Carthage, 396 of 400
 * points" for an army (embedded, of a file or of the library, read through
 * @armies), "lens-1648.xml (missing)" or "(cannot be read)" for one that
 * cannot be read, "army 12 of the library" without a library, "France,
 * 400 points" for a faction and points. Without @armies army files are
 * named by their file name. @army (optional) gets the army described, or
 * NULL when the line does not come from one. */
char              *muster_force_describe           (MusterSystem       *system,
                                                    const MusterForce  *force,
                                                    MusterForceArmies  *armies,
                                                    MusterArmy        **army);

G_END_DECLS
