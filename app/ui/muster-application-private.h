/* muster-application-private.h: what the files of MusterApplication share:
 * the instance struct and the setup of the app actions.
 */
#pragma once

#include "muster-application.h"

G_BEGIN_DECLS

struct _MusterApplication
{
  AdwApplication parent_instance;

  MusterContext *context;        /* made once the systems are loaded */
  MusterCatalog *catalog;        /* the context's, while it loads */
  MusterLibrary *library;        /* the same; NULL when it could not be opened */
  char *library_error;           /* why not, for the user */
  char *moved_aside;             /* a damaged library was moved aside: the sentence to show */
  gboolean library_error_shown;
};

void _muster_application_actions_init (MusterApplication *self);

G_END_DECLS
