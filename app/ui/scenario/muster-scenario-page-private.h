/* muster-scenario-page-private.h: what the files of MusterScenarioPage
 * share: the instance struct and the functions the actions and the files
 * call.
 */
#pragma once

#include "muster-export-bar.h"
#include "muster-scenario-page.h"
#include "muster-wrap-box.h"

G_BEGIN_DECLS

typedef void (*MusterScenarioPageThen) (MusterScenarioPage *self,
                                        GVariant           *param);

struct _MusterScenarioPage
{
  MusterDocumentPage parent_instance;

  /* template children */
  AdwWindowTitle *title_widget;
  GtkMenuButton *new_button;
  GtkMenuButton *open_button;
  GtkMenuButton *empty_new_button;  /* the same two on the page without a scenario */
  GtkMenuButton *empty_open_button;
  GtkMenuButton *add_button;
  GtkDropDown *palette;
  GtkToggleButton *side_toggle;
  GtkWidget *undo_button;       /* these only for their tooltips */
  GtkWidget *redo_button;
  GtkWidget *menu_button;
  GtkWidget *select_button;
  GtkWidget *brush_button;
  GtkWidget *rectangle_button;
  GtkWidget *measure_button;
  GtkWidget *delete_button;
  GtkWidget *snap_button;
  GtkWidget *zoom_out_button;
  GtkWidget *zoom_reset_button;
  GtkWidget *zoom_in_button;
  MusterWrapBox *tool_row;      /* the tool groups, wrapping when narrow */
  MusterWrapBox *edit_tools;
  AdwToastOverlay *toast_overlay;
  MusterExportBar *export_bar;
  AdwFlap *side_flap;
  GtkStack *canvas_stack;
  MusterScenarioCanvas *canvas;
  GtkWidget *layers;            /* MusterScenarioLayers */
  GtkWidget *properties;        /* MusterScenarioProperties */

  /* the document */
  MusterCatalog *catalog;
  MusterLibrary *library;       /* NULL: not kept */
  MusterScenario *scenario;     /* NULL until new or opened */
  gulong changed_id;
  gint64 document;              /* library document; 0: not kept yet */
  GFile *file;                  /* the file it was opened from or saved to */
  MusterForceArmies *armies;    /* the forces' armies, read once for the sides and the sheet */
  char *tool;                   /* the tool property: "select", "brush" … */
  gboolean snap;
  GtkStringList *palette_ids;   /* the palette's cell type ids ("" for open ground) */
  guint autosave_id;            /* keeps an edit in the library a moment later */
  gboolean save_failed;         /* the library could not keep the last edit */
  /* what waits for the answer to "Save Changes?": run once the scenario
   * is saved to a file or its changes discarded (NULL: close the window) */
  MusterScenarioPageThen then;
  GVariant *then_param;
  gboolean waiting;             /* "Save Changes?" was asked and waits */
};

void     _muster_scenario_page_class_actions_init (MusterScenarioPageClass *klass);
void     _muster_scenario_page_add_shortcuts      (MusterScenarioPage      *self);
void     _muster_scenario_page_actions_update     (MusterScenarioPage      *self);
GMenuModel *_muster_scenario_page_systems_menu    (MusterScenarioPage      *self,
                                                   const char              *action);
GMenuModel *_muster_scenario_page_samples_menu    (MusterScenarioPage      *self);
void     _muster_scenario_page_choose_open        (MusterScenarioPage      *self);
void     _muster_scenario_page_choose_save        (MusterScenarioPage      *self);
void     _muster_scenario_page_autosave_later     (MusterScenarioPage      *self);
void     _muster_scenario_page_print              (MusterScenarioPage      *self);
/* The catalog, library or file changed: the forces' armies follow. */
void     _muster_scenario_page_sources_changed    (MusterScenarioPage      *self);
void     _muster_scenario_page_ask_for_terrain      (MusterScenarioPage    *self);
void     _muster_scenario_page_update_title         (MusterScenarioPage    *self);
gboolean _muster_scenario_page_keep_before_replacing (MusterScenarioPage   *self);
/* Runs @then (with @param) now when the scenario shown loses nothing by
 * being replaced (its edits kept in the library), or once the user has
 * saved it to a file or discarded its changes; @then NULL closes the
 * window. */
void     _muster_scenario_page_confirm_then         (MusterScenarioPage    *self,
                                                     MusterScenarioPageThen then,
                                                     GVariant              *param);

G_END_DECLS
