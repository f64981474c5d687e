/* muster-army-editor-private.h: what the files of MusterArmyEditor share:
 * the instance struct, the editor actions and the functions they call.
 */
#pragma once

#include "muster-army-editor.h"

G_BEGIN_DECLS

/* A heading of the unit list: a category, or a regiment (or the units
 * outside any regiment) in systems with regiments. */
typedef struct
{
  const MusterCategory *category;   /* NULL in systems with regiments */
  int regiment;                     /* -1: units without a regiment */
  GtkLabel *heading;
  GtkImage *problem_icon;           /* regiments only */
  GtkCheckButton *reserve_check;    /* regiments only, when they have a reserve */
  GtkDropDown *column_dropdown;     /* regiments only, when there are columns */
  GtkEntry *rename_entry;           /* regiments only */
  GtkWidget *rename_button;         /* regiments only */
  GtkWidget *remove_button;         /* regiments only */
  GtkWidget *box;                   /* heading and list, named after the heading */
  GtkWidget *list;                  /* the boxed list of its entries */
  GPtrArray *rows;                  /* of MusterArmyUnitRow*, in the list's order */
  char *name;                       /* the regiment name its controls are named after */
  guint columns;                    /* items in the column drop-down, less "none" */
} UnitGroup;

struct _MusterArmyEditor
{
  GtkWidget parent_instance;

  /* template children */
  AdwHeaderBar *header_bar;
  GtkButton *back_button;
  GtkToggleButton *picker_toggle;
  GtkButton *undo_button;
  GtkButton *redo_button;
  AdwWindowTitle *window_title;
  GtkMenuButton *menu_button;
  GtkToggleButton *summary_toggle;
  GtkLabel *save_label;
  AdwToastOverlay *toast_overlay;
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
  AdwPreferencesGroup *commanders_group;
  GtkWidget *add_commander_button;
  GtkListBox *commanders_list;
  AdwPreferencesGroup *units_group;
  GtkWidget *add_regiment_button;
  GtkWidget *units_box;
  AdwPreferencesGroup *preparations_group;
  GtkMenuButton *add_preparation_button;
  GtkPopover *preparation_popover;
  GtkListBox *preparation_choices;
  GtkListBox *preparations_list;
  AdwPreferencesGroup *notes_group;
  GtkTextView *notes_view;

  /* the document */
  MusterCatalog *catalog;
  MusterLibrary *library;           /* NULL: no autosave */
  MusterArmy *army;
  MusterHistory *history;
  MusterReport *report;             /* the check of the army as shown */
  gint64 document;                  /* library document; 0: not saved yet */
  char *path;                       /* the army's file, if it has one */
  char *title;
  char *save_state;                 /* what save_label says */
  guint autosave_id;
  guint toggles_idle;
  gboolean saved_this_session;
  gboolean save_failed;             /* the last save to the library failed */
  gboolean updating;                /* setting widgets from the army */
  gulong changed_handler;

  /* the page's lists: unit groups are kept and their rows reused; the
   * short lists of commanders and preparations are made anew when their
   * shape (what their rows were made for) changes, else updated in place */
  GtkWidget *units_empty;           /* shown when the army has no units */
  char *commanders_shape;
  char *preparations_shape;
  const MusterFaction *choices_faction;
  GArray *unit_groups;              /* of UnitGroup, in the page's order */
  GPtrArray *factions;              /* the faction row's items */

  /* the PDF export under way */
  GtkRevealer *export_revealer;     /* its progress, shown while it runs */
  GtkLabel *export_label;
  GtkProgressBar *export_progress;
  GCancellable *export_cancellable; /* NULL: none runs */
};

void _muster_army_editor_class_actions_init (MusterArmyEditorClass *klass);
void _muster_army_editor_actions_update     (MusterArmyEditor      *self);
void _muster_army_editor_toast              (MusterArmyEditor      *self,
                                             const char            *text);
void _muster_army_editor_apply              (MusterArmyEditor      *self,
                                             MusterEdit            *edit);
gboolean _muster_army_editor_default_commander (MusterArmyEditor   *self,
                                             MusterArmyCommander   *commander);

G_END_DECLS
