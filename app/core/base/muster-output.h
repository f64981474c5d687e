/* muster-output.h: writing a file the safe way, for every file Muster
 * writes (army, terrain and scenario XML, PDFs): into a temporary file
 * beside the target, renamed over it only when whole, so the target is
 * always either the old or the new version. Only regular files are
 * replaced (a device, a FIFO or a folder is refused, a symlink is followed
 * to its file), the old file's permissions are kept, and files Muster
 * keeps open (the library) are never written over.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _MusterOutput MusterOutput;

/* Opens a temporary file beside @path (after its symlinks); NULL with an
 * error when @path cannot or must not be written. */
MusterOutput *muster_output_open    (const char    *path,
                                     GError       **error);
/* The file descriptor to write to. */
int           muster_output_get_fd  (MusterOutput  *output);
/* Writes all of @data, retrying short writes. */
gboolean      muster_output_write   (MusterOutput  *output,
                                     const void    *data,
                                     gsize          length,
                                     GError       **error);
/* Makes the file durable and renames it over the target; frees @output
 * whether it succeeds or not. */
gboolean      muster_output_commit  (MusterOutput  *output,
                                     GError       **error);
/* Removes the temporary file and frees @output. */
void          muster_output_abort   (MusterOutput  *output);

/* Never write over the file at @path (compared by device and inode) while
 * this process runs: the library calls it for its database. */
void          muster_output_protect (const char    *path);

/* Protects a library's database and its -wal and -shm files. */
void          muster_output_protect_library (const char *path);

/* The whole of @text to @path through an output. */
gboolean      muster_output_save_text (const char  *path,
                                       const char  *text,
                                       GError     **error);

G_END_DECLS
