/* muster-window-private.h: what the files of MusterWindow share: the
 * instance struct and the window actions.
 */
#pragma once

#include "muster-army-editor.h"
#include "muster-window.h"

G_BEGIN_DECLS

struct _MusterWindow
{
  AdwApplicationWindow parent_instance;

  /* template children */
  AdwToastOverlay *toast_overlay;
  AdwLeaflet *leaflet;
  AdwViewStack *view_stack;
  AdwSqueezer *title_squeezer;
  AdwViewSwitcher *switcher;
  GtkWidget *window_title;
  AdwViewSwitcherBar *switcher_bar;
  AdwBin *library_bin;
  AdwBin *terrain_bin;
  AdwBin *scenario_bin;
  GtkToggleButton *search_button;
  GtkMenuButton *menu_button;
  GMenuModel *primary_menu;  /* the menu_button's, given to it when it first opens */
  GtkSearchBar *search_bar;
  GtkSearchEntry *search_entry;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkWidget *clamp;
  GtkWidget *systems_list;
  GtkRevealer *errors_revealer; /* the banner of data files that did not load, once there were some */
  GtkLabel *errors_label;

  MusterContext *context;
  MusterCatalog *catalog;   /* the context's */
  MusterLibrary *library;   /* the context's; NULL: no library, no autosave */
  GtkWidget *library_view;  /* MusterLibraryView, when there is a library and it was shown */
  GtkWidget *terrain_page;  /* MusterTerrainPage, once shown; NULL before */
  GtkWidget *scenario_page; /* MusterScenarioPage, once shown; NULL before */
  MusterArmyEditor *editor; /* the army shown, or NULL on the home page */
  GSettings *settings;   /* the context's; NULL when the schema is not installed */
  GPtrArray *pending_systems; /* systems whose start page sections are not made yet, or NULL */
  guint pending_next;    /* the next of them to make */
  gulong sections_map_handler;
  guint sections_idle;
  char *restore_system;  /* the system to scroll to once laid out */
  guint restore_tick;
  guint restore_frames;
  double restore_upper;
};

void _muster_window_class_actions_init (MusterWindowClass *klass);
void _muster_window_actions_update     (MusterWindow      *self);
void _muster_window_new_army           (MusterWindow      *self,
                                        const char        *system_id,
                                        const char        *faction_id);
gboolean _muster_window_open_file      (MusterWindow      *self,
                                        GFile             *file);
gint64 _muster_window_keep_in_library  (MusterWindow      *self,
                                        MusterArmy        *army);
/* the Systems page's section of that system made anew from the catalogue */
void _muster_window_refresh_system     (MusterWindow      *self,
                                        const char        *system_id);
/* the start page (muster-window-start.c) */
void _muster_window_class_start_init   (GtkWidgetClass    *widget_class);
void _muster_window_populate           (MusterWindow      *self);
void _muster_window_finish_sections    (MusterWindow      *self);
gboolean _muster_window_has_systems    (MusterWindow      *self);
void _muster_window_clear_pending_sections (MusterWindow  *self);
void _muster_window_restore_scroll     (MusterWindow      *self);
const char *_muster_window_get_top_system (MusterWindow   *self);
/* published lists (muster-window-lists.c) */
gboolean _muster_window_is_list_file   (GFile             *file);
void _muster_window_offer_list         (MusterWindow      *self,
                                        GFile             *file);
void _muster_window_add_drop_target    (MusterWindow      *self);
/* win.install-list: a list file chosen, offered for install */
void _muster_window_install_list_action (GtkWidget        *widget,
                                        const char        *action_name,
                                        GVariant          *param);
/* the Systems page follows the lists the context says were installed */
void _muster_window_watch_lists        (MusterWindow      *self);

G_END_DECLS
