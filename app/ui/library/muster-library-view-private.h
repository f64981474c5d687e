/* muster-library-view-private.h: what the files of MusterLibraryView
 * share: the instance struct, its signals and the helpers of its actions.
 */
#pragma once

#include "muster-library-view.h"

G_BEGIN_DECLS

struct _MusterLibraryView
{
  GtkWidget parent_instance;

  /* template children */
  GtkWidget *box;
  GtkSearchEntry *search_entry;
  GtkWidget *filter_box;
  GtkDropDown *system_filter;
  GtkDropDown *kind_filter;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkListView *list_view;
  GtkSingleSelection *selection;
  GListStore *store;
  AdwStatusPage *error_page;

  MusterLibrary *library;
  MusterCatalog *catalog;
  char *query;           /* the search the list shows; NULL: everything */
  GPtrArray *system_ids; /* the system filter's systems, after "every system" */
  gboolean more;         /* the last page read was full: there may be more */
  GPtrArray *rows;       /* the bound rows (borrowed), for the clock */
  guint clock_id;
};

enum {
  OPEN_DOCUMENT,
  DOCUMENT_DELETED,
  DOCUMENT_RESTORED,
  N_SIGNALS
};

extern guint _muster_library_view_signals[N_SIGNALS];

void       _muster_library_view_class_actions_init (MusterLibraryViewClass *klass);
void       _muster_library_view_open_document      (MusterLibraryView      *self,
                                                    gint64                  document);
void       _muster_library_view_take_title         (MusterLibraryView      *self,
                                                    MusterLibraryEntry     *entry);
void       _muster_library_view_toast              (MusterLibraryView      *self,
                                                    const char             *title);
GtkWindow *_muster_library_view_parent_window      (MusterLibraryView      *self);

G_END_DECLS
