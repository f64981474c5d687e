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

/* Makes @root's list version @version of today, with a <change> of that
 * version first that says @what_en and @what_ru (muster-list-doc.c). */
void  _muster_list_doc_stamp_version (xmlNode       *root,
                                      const char    *version,
                                      const char    *what_en,
                                      const char    *what_ru);
/* Opens a step of undo; emits ::changed. */
void  _muster_list_doc_begin         (MusterListDoc *self);
void  _muster_list_doc_emit          (MusterListDoc *self,
                                      MusterListDocEdit what);
/* The text @doc is saved as. */
char *_muster_list_doc_dump          (xmlDoc        *doc);

G_END_DECLS
