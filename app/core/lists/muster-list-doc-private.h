/* muster-list-doc-private.h: what the files of MusterListDoc share: its
 * instance struct.
 */
#pragma once

#include "muster-list-doc.h"

G_BEGIN_DECLS

struct _MusterListDoc
{
  GObject parent_instance;

  xmlDoc *doc;
  char *path;
  char *saved;                  /* the text as last read or saved */
  GPtrArray *undo;              /* of char*: the document before each step */
  GPtrArray *redo;
  gconstpointer group;          /* the step typing goes on in, or NULL */
  char *checked;                /* the text of the last check */
  char *checked_name;           /* the file name it was checked as */
  char *system_id;
};

G_END_DECLS
