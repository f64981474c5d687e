/* muster-terrain-page-private.h: what the files of MusterTerrainPage
 * share: the instance struct, the page actions and the functions they call.
 */
#pragma once

#include "muster-terrain-details.h"
#include "muster-terrain-map.h"
#include "muster-terrain-page.h"

G_BEGIN_DECLS

/* how many steps undo keeps */
#define MUSTER_TERRAIN_UNDO_DEPTH 100

struct _MusterTerrainPage
{
  MusterDocumentPage parent_instance;

  /* template children */
  GtkWidget *toolbar;
  GtkToggleButton *setup_toggle;
  GtkButton *undo_button;
  GtkButton *redo_button;
  AdwWindowTitle *title_widget;
  GtkButton *save_button;
  GtkButton *print_button;
  GtkMenuButton *menu_button;
  GtkToggleButton *details_toggle;
  AdwToastOverlay *toast_overlay;
  AdwFlap *setup_flap;
  AdwFlap *details_flap;
  MusterTerrainSettings *settings;
  MusterTerrainDetails *details;
  MusterTerrainLog *log;
  GtkStack *map_stack;
  MusterTerrainMap *map;
  AdwStatusPage *empty_page;
  GtkWidget *empty_roll_button;     /* while the settings and their Roll are folded away */

  /* the document */
  MusterCatalog *catalog;
  MusterLibrary *library;           /* NULL: no autosave */
  MusterTerrain *terrain;           /* NULL until the first roll */
  gint64 document;                  /* library document; 0: not saved yet */
  char *title;
  char *save_state;
  MusterTerrainHistory *history;    /* every step, to undo and redo */
  MusterTerrainState *now;          /* what the page shows since the last step */
  gboolean restoring;               /* the page sets its own settings: no step */
  gboolean move_begun;              /* a move began that is not a step yet */
  AdwToast *step_toast;             /* of an undo, a redo or a step to undo, while shown */
  guint autosave_id;
  gboolean modified;                /* edited since the last save */
  gboolean save_failed;
  GtkWidget *bidding_dialog;        /* weak */
  int moving_sector;                /* the sector of the piece being moved, before */
};

/* muster-terrain-page-actions.c */
void     _muster_terrain_page_class_actions_init (MusterTerrainPageClass *klass);
void     _muster_terrain_page_add_shortcuts      (MusterTerrainPage      *self);
void     _muster_terrain_page_actions_update     (MusterTerrainPage      *self);

/* muster-terrain-page.c */
void     _muster_terrain_page_show_setup         (MusterTerrainPage      *self,
                                                  MusterTerrain          *terrain,
                                                  gint64                  document,
                                                  int                     selected);
gboolean _muster_terrain_page_show_state         (MusterTerrainPage      *self,
                                                  const MusterTerrainState *state);
gboolean _muster_terrain_page_reset              (MusterTerrainPage      *self);
char    *_muster_terrain_page_file_name          (MusterTerrainPage      *self,
                                                  const char             *extension);
void     _muster_terrain_page_set_save_state     (MusterTerrainPage      *self,
                                                  const char             *state);

/* muster-terrain-page-roll.c */
void     _muster_terrain_page_new_seed           (MusterTerrainPage      *self);
MusterBidding *_muster_terrain_page_copy_bidding (MusterTerrain          *terrain);
char    *_muster_terrain_page_fresh_xml          (MusterTerrain          *terrain);
void     _muster_terrain_page_show_bidding       (MusterTerrainPage      *self);
void     _muster_terrain_page_close_bidding      (MusterTerrainPage      *self);

/* muster-terrain-page-history.c */
void     _muster_terrain_page_history_init       (MusterTerrainPage      *self);
void     _muster_terrain_page_history_reset      (MusterTerrainPage      *self);
gboolean _muster_terrain_page_step               (MusterTerrainPage      *self,
                                                  const char             *label,
                                                  const char             *merge);
void     _muster_terrain_page_step_goes_on       (MusterTerrainPage      *self);
gboolean _muster_terrain_page_undo               (MusterTerrainPage      *self);
gboolean _muster_terrain_page_redo               (MusterTerrainPage      *self);
gboolean _muster_terrain_page_hand_placed        (MusterTerrainPage      *self);
void     _muster_terrain_page_offer_undo         (MusterTerrainPage      *self,
                                                  const char             *text);
void     _muster_terrain_page_kept_as            (MusterTerrainPage      *self,
                                                  gint64                  document);

/* muster-terrain-page-files.c */
gboolean _muster_terrain_page_save_to_library    (MusterTerrainPage      *self,
                                                  GError                **error);
void     _muster_terrain_page_autosave_later     (MusterTerrainPage      *self);

G_END_DECLS
