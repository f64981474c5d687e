/* muster-terrain-page-private.h: what the files of MusterTerrainPage
 * share: the instance struct, the page actions and the functions they call.
 */
#pragma once

#include "muster-terrain-map.h"
#include "muster-terrain-page.h"

G_BEGIN_DECLS

#define MUSTER_TERRAIN_UNDO_DEPTH 100

struct _MusterTerrainPage
{
  GtkWidget parent_instance;

  /* template children */
  GtkWidget *toolbar;
  GtkToggleButton *setup_toggle;
  GtkButton *undo_button;
  AdwWindowTitle *title_widget;
  GtkButton *save_button;
  GtkButton *print_button;
  GtkMenuButton *menu_button;
  GtkToggleButton *details_toggle;
  AdwToastOverlay *toast_overlay;
  AdwFlap *setup_flap;
  AdwFlap *details_flap;
  AdwComboRow *system_row;
  AdwComboRow *method_row;
  AdwActionRow *method_info_row;    /* instead of the drop-down for one method */
  GtkLabel *method_label;
  AdwActionRow *width_row;
  AdwActionRow *depth_row;
  AdwActionRow *uw_row;
  AdwActionRow *pieces_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *depth_spin;
  GtkSpinButton *uw_spin;
  GtkSpinButton *pieces_spin;
  GtkLabel *width_unit;
  GtkLabel *depth_unit;
  GtkLabel *uw_unit;
  GtkWidget *uw_sample;
  AdwComboRow *diagonal_row;
  AdwEntryRow *seed_row;
  GtkWidget *copy_seed_button;
  GtkWidget *new_seed_button;
  AdwActionRow *bidding_row;
  GtkWidget *roll_button;
  GtkWidget *bidding_button;
  AdwPreferencesGroup *piece_group;
  AdwComboRow *piece_row;
  AdwActionRow *variants_row;
  GtkLabel *variants_label;
  AdwActionRow *where_row;
  GtkLabel *where_label;
  AdwActionRow *roll_row;
  AdwComboRow *option_row;
  AdwActionRow *scatter_row;
  GtkLabel *scatter_label;
  AdwActionRow *position_row;
  GtkLabel *position_label;
  GtkLabel *piece_text;
  GtkLabel *piece_hint;
  GtkListBox *log_list;
  GtkWidget *log_group;
  GtkStack *map_stack;
  MusterTerrainMap *map;
  AdwStatusPage *empty_page;

  /* the document */
  MusterCatalog *catalog;
  MusterLibrary *library;           /* NULL: no autosave */
  GPtrArray *systems;               /* with a terrain method, as the system row lists them */
  MusterTerrainMethod methods[2];   /* the methods the chosen system has */
  guint n_methods;
  MusterTerrain *terrain;           /* NULL until the first roll */
  gint64 document;                  /* library document; 0: not saved yet */
  char *title;
  char *save_state;
  GPtrArray *undo;                  /* of char*: the setup as XML before each edit */
  guint autosave_id;
  gboolean modified;                /* edited since the last save */
  gboolean save_failed;
  gboolean updating;                /* setting widgets from the setup */
  GtkWidget *bidding_dialog;        /* weak */
  guint toggles_idle;
};

void     _muster_terrain_page_class_actions_init (MusterTerrainPageClass *klass);
void     _muster_terrain_page_add_shortcuts      (MusterTerrainPage      *self);
void     _muster_terrain_page_actions_update     (MusterTerrainPage      *self);
void     _muster_terrain_page_toast              (MusterTerrainPage      *self,
                                                  const char             *text);
gboolean _muster_terrain_page_get_seed           (MusterTerrainPage      *self,
                                                  guint64                *seed);
MusterSystem *_muster_terrain_page_get_system    (MusterTerrainPage      *self);
MusterTerrainMethod _muster_terrain_page_get_method (MusterTerrainPage   *self);
void     _muster_terrain_page_new_seed           (MusterTerrainPage      *self);
gboolean _muster_terrain_page_undo               (MusterTerrainPage      *self);
gboolean _muster_terrain_page_reset              (MusterTerrainPage      *self);
void     _muster_terrain_page_show_bidding       (MusterTerrainPage      *self);
char    *_muster_terrain_page_file_name          (MusterTerrainPage      *self,
                                                  const char             *extension);

G_END_DECLS
