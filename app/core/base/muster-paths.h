/* muster-paths.h: where Muster keeps the user's own files: the user's data
 * folder and, inside it, the installed army lists of each system.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The user's data folder: $XDG_DATA_HOME when it is an absolute path,
 * else ~/.local/share (the XDG spec says to ignore a relative one, which
 * would name a different folder in every working directory). */
char *muster_user_data_dir (void);

/* Where installed lists of a system live:
 * <user data>/muster/lists/<system_id>. */
char *muster_lists_dir     (const char *system_id);

G_END_DECLS
