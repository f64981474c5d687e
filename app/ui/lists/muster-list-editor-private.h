/* muster-list-editor-private.h: what the files of MusterListEditor share:
 * the instance struct and the actions.
 */
#pragma once

#include "muster-export-bar.h"
#include "muster-list-card.h"
#include "muster-list-editor.h"
#include "muster-list-board.h"
#include "muster-list-metadata.h"
#include "muster-list-unit-form.h"
#include "muster-list-units.h"

G_BEGIN_DECLS

struct _MusterListEditor
{
  AdwApplicationWindow parent_instance;

  /* template children */
  AdwToastOverlay *toast_overlay;
  GtkWidget *units_toggle;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *menu_button;
  GtkWidget *save_button;
  AdwViewSwitcherTitle *switcher_title;
  GtkRevealer *banner_revealer;
  GtkWidget *banner_button;
  GtkLabel *banner_label;
  MusterExportBar *export_bar;  /* a booklet's PDF export and its progress */
  AdwViewStack *view_stack;
  GtkWidget *switcher_bar;
  MusterListMetadata *metadata;
  MusterListBoard *board;
  GtkWidget *list_page;          /* the metadata and the board */
  AdwFlap *flap;
  MusterListUnits *units;
  GtkWidget *form_box;
  AdwFlap *card_flap;
  GtkWidget *card_toggle;
  GtkWidget *card_pane;
  GtkLabel *card_caption;
  GtkWidget *form_scroller;

  MusterListUnitForm *form;
  MusterListCard *card;

  MusterContext *context;           /* the print state kept between prints */
  MusterCatalog *catalog;
  MusterSystem *system;         /* the installed system the list belongs to */
  MusterListDoc *doc;
  MusterSystem *checked;        /* the system with the list, of the last good check */
  guint check_source;
  GError *error;                /* of the last check; NULL: valid */
  char *problem;                /* the banner's text */
  GtkWidget *marked;            /* the field marked with the error (weak) */
  guint selected;
  gboolean close_confirmed;
};

void _muster_list_editor_class_actions_init (MusterListEditorClass *klass);
void _muster_list_editor_actions_update     (MusterListEditor      *self);
void _muster_list_editor_add_shortcuts      (MusterListEditor      *self);
/* the unit element at @index, or NULL */
xmlNode *_muster_list_editor_unit_at        (MusterListEditor      *self,
                                             guint                  index);
/* saving (muster-list-editor-save.c) */
void _muster_list_editor_save               (MusterListEditor      *self);
void _muster_list_editor_save_as            (MusterListEditor      *self);
void _muster_list_editor_ask_version        (MusterListEditor      *self);
void _muster_list_editor_close_later        (MusterListEditor      *self);
void _muster_list_editor_show_error_field   (MusterListEditor      *self,
                                             gboolean               focus);

G_END_DECLS
