/* muster-army-editor-private.h: what the files of MusterArmyEditor share:
 * the instance struct, the editor actions and the functions they call.
 */
#pragma once

#include "muster-army-commanders.h"
#include "muster-army-editor.h"
#include "muster-army-list-banner.h"
#include "muster-army-preparations.h"
#include "muster-army-units.h"
#include "muster-export-bar.h"

G_BEGIN_DECLS

struct _MusterArmyEditor
{
  MusterDocumentPage parent_instance;

  /* template children */
  AdwHeaderBar *header_bar;
  GtkButton *back_button;
  GtkToggleButton *picker_toggle;
  GtkButton *undo_button;
  GtkButton *redo_button;
  AdwWindowTitle *window_title;
  GtkMenuButton *menu_button;
  GtkToggleButton *summary_toggle;
  GtkLabel *summary_points;
  GtkImage *summary_icon;
  GtkImage *summary_icon_alone;
  GtkWidget *problems_bar;
  GtkImage *problems_icon;
  GtkLabel *problems_label;
  GtkWidget *problems_button;
  MusterArmyListBanner *list_banner;
  GtkLabel *save_label;
  AdwToastOverlay *toast_overlay;
  AdwToast *step_toast;             /* the undone or redone step's, while shown */
  AdwFlap *picker_flap;
  AdwFlap *summary_flap;
  MusterUnitPicker *picker;
  GtkScrolledWindow *summary_scroller;
  MusterArmySummary *summary;
  GtkScrolledWindow *army_scroller;
  GtkWidget *army_box;
  AdwPreferencesGroup *army_group;
  AdwEntryRow *name_row;
  AdwComboRow *faction_row;
  AdwActionRow *points_row;
  GtkSpinButton *points_spin;
  MusterArmyCommanders *commanders;
  MusterArmyUnits *units;
  MusterArmyPreparations *preparations;
  AdwPreferencesGroup *notes_group;
  GtkTextView *notes_view;

  /* the document */
  MusterCatalog *catalog;
  MusterLibrary *library;           /* NULL: no autosave */
  MusterArmy *army;
  MusterUndo *undo;
  MusterReport *report;             /* the check of the army as shown */
  gint64 document;                  /* library document; 0: not saved yet */
  char *path;                       /* the army's file, if it has one */
  char *title;
  char *save_state;                 /* what save_label says */
  guint autosave_id;
  gboolean saved_this_session;
  gboolean save_failed;             /* the last save to the library failed */
  gboolean updating;                /* setting widgets from the army */
  gulong changed_handler;

  GPtrArray *factions;              /* the faction row's items */

  MusterExportBar *export_bar;      /* a PDF export and its progress */
};

void _muster_army_editor_class_actions_init (MusterArmyEditorClass *klass);
void _muster_army_editor_actions_update     (MusterArmyEditor      *self);
void _muster_army_editor_add_shortcuts      (MusterArmyEditor      *self);
void _muster_army_editor_apply              (MusterArmyEditor      *self,
                                             MusterEdit            *edit);
void _muster_army_editor_set_save_state     (MusterArmyEditor      *self,
                                             const char            *state);
void _muster_army_editor_schedule_autosave (MusterArmyEditor    *self);
void _muster_army_editor_set_document       (MusterArmyEditor      *self,
                                             gint64                 document);
void _muster_army_editor_open_army          (MusterArmyEditor      *self,
                                             MusterArmy            *army,
                                             const char            *path);
void _muster_army_editor_add_unit_to      (MusterArmyEditor      *self,
                                             const MusterUnitType  *type,
                                             int                    regiment);
gboolean _muster_army_editor_default_commander (MusterArmyEditor   *self,
                                             MusterArmyCommander   *commander);
/* the settings and the problems bar (muster-army-editor-settings.c) */
void _muster_army_editor_class_settings_init (GtkWidgetClass       *widget_class);
void _muster_army_editor_update_settings    (MusterArmyEditor      *self);
void _muster_army_editor_update_problems    (MusterArmyEditor      *self);
void _muster_army_editor_notes_changed_cb   (MusterArmyEditor      *self,
                                             GtkTextBuffer         *buffer);

G_END_DECLS
