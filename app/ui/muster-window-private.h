/* muster-window-private.h: what the files of MusterWindow share: the
 * instance struct and the window actions.
 */
#pragma once

#include "muster-window.h"

G_BEGIN_DECLS

struct _MusterWindow
{
  AdwApplicationWindow parent_instance;

  /* template children */
  GtkToggleButton *search_button;
  GtkMenuButton *menu_button;
  GtkSearchBar *search_bar;
  GtkSearchEntry *search_entry;
  GtkRevealer *errors_revealer;
  GtkLabel *errors_label;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkWidget *clamp;
  GtkWidget *systems_list;
  AdwStatusPage *empty_page;

  MusterCatalog *catalog;
  GSettings *settings;   /* NULL when the schema is not installed */
  char *restore_system;  /* the system to scroll to once laid out */
  guint restore_tick;
  guint restore_frames;
  double restore_upper;
};

void _muster_window_class_actions_init (MusterWindowClass *klass);
void _muster_window_actions_update     (MusterWindow      *self);

G_END_DECLS
