/* muster-application-private.h: what the files of MusterApplication share:
 * the instance struct and the setup of the app actions.
 */
#pragma once

#include "muster-application.h"

G_BEGIN_DECLS

struct _MusterApplication
{
  AdwApplication parent_instance;

  MusterCatalog *catalog;
  MusterLibrary *library;        /* NULL when it could not be opened */
  char *library_error;           /* why not, for the user */
  char *moved_aside;             /* a damaged library was moved aside: the sentence to show */
  gboolean library_error_shown;
  GtkPageSetup *page_setup;      /* the last print's, kept between prints */
  GtkPrintSettings *print_settings;
  char **sheet_ids;              /* the army sheets printed last; NULL: none yet */
  MusterSheetOptions sheet_options; /* and their options, without ambush units */
};

void _muster_application_actions_init (MusterApplication *self);

G_END_DECLS
