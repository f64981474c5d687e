/* muster-army-editor.h: the editor of one army: its settings, commanders,
 * units, preparations and notes, a unit picker and a live summary. Every
 * change goes through the army's undo history and is saved to the library
 * on its own a moment later.
 */
#pragma once

#include <adwaita.h>

#include "muster-army-summary.h"
#include "muster-document-page.h"
#include "muster-unit-picker.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ARMY_EDITOR (muster_army_editor_get_type ())
G_DECLARE_FINAL_TYPE (MusterArmyEditor, muster_army_editor, MUSTER, ARMY_EDITOR, MusterDocumentPage)

#define MUSTER_AUTOSAVE_DELAY_MS 1500

MusterArmy        *muster_army_editor_new_army          (MusterSystem     *system,
                                                         const MusterFaction *faction);
GtkWidget         *muster_army_editor_new               (MusterContext    *context,
                                                         MusterArmy       *army,
                                                         gint64            document,
                                                         const char       *path);
MusterArmy        *muster_army_editor_get_army          (MusterArmyEditor *self);
MusterUndo        *muster_army_editor_get_undo          (MusterArmyEditor *self);
const MusterReport *muster_army_editor_get_report       (MusterArmyEditor *self);
gint64             muster_army_editor_get_document      (MusterArmyEditor *self);
const char        *muster_army_editor_get_path          (MusterArmyEditor *self);
const char        *muster_army_editor_get_title         (MusterArmyEditor *self);
MusterUnitPicker  *muster_army_editor_get_picker        (MusterArmyEditor *self);
MusterArmySummary *muster_army_editor_get_summary       (MusterArmyEditor *self);
GtkWidget         *muster_army_editor_get_units_box     (MusterArmyEditor *self);
const char        *muster_army_editor_get_save_state    (MusterArmyEditor *self);

void               muster_army_editor_add_unit          (MusterArmyEditor *self,
                                                         const MusterUnitType *unit);
gboolean           muster_army_editor_flush             (MusterArmyEditor *self);
gboolean           muster_army_editor_save              (MusterArmyEditor *self,
                                                         GError          **error);
gboolean           muster_army_editor_export_file       (MusterArmyEditor *self,
                                                         GFile            *file,
                                                         GError          **error);
void               muster_army_editor_export_pdf        (MusterArmyEditor *self,
                                                         GFile            *file,
                                                         const char * const *ids,
                                                         GAsyncReadyCallback callback,
                                                         gpointer          user_data);
gboolean           muster_army_editor_is_exporting      (MusterArmyEditor *self);
gboolean           muster_army_editor_import_file       (MusterArmyEditor *self,
                                                         GFile            *file);
gboolean           muster_army_editor_open_share_code   (MusterArmyEditor *self,
                                                         const char       *code);
gboolean           muster_army_editor_is_blank          (MusterArmyEditor *self);
void               muster_army_editor_forget_changes    (MusterArmyEditor *self);
gboolean           muster_army_editor_would_lose_changes (MusterArmyEditor *self);
void               muster_army_editor_focus             (MusterArmyEditor *self);

G_END_DECLS
