/* muster-undo.h: undo and redo for the army document. Every change is an
 * edit: a small command that knows how to apply itself and how to take
 * itself back. The undo history keeps them without limit.
 */
#pragma once

#include "muster-army.h"

G_BEGIN_DECLS

typedef struct _MusterEdit MusterEdit;

MusterEdit *muster_edit_set_points          (guint                        points);
MusterEdit *muster_edit_set_name            (const char                  *name);
MusterEdit *muster_edit_set_notes           (const char                  *notes);
MusterEdit *muster_edit_set_faction         (const MusterFaction         *faction);
MusterEdit *muster_edit_insert_unit         (int                          position,
                                             const MusterArmyUnit        *unit);
MusterEdit *muster_edit_replace_unit        (guint                        index,
                                             const MusterArmyUnit        *unit);
MusterEdit *muster_edit_remove_unit         (guint                        index);
MusterEdit *muster_edit_insert_commander    (int                          position,
                                             const MusterArmyCommander   *commander);
MusterEdit *muster_edit_replace_commander   (guint                        index,
                                             const MusterArmyCommander   *commander);
MusterEdit *muster_edit_remove_commander    (guint                        index);
MusterEdit *muster_edit_insert_preparation  (int                          position,
                                             const MusterArmyPreparation *preparation);
MusterEdit *muster_edit_replace_preparation (guint                        index,
                                             const MusterArmyPreparation *preparation);
MusterEdit *muster_edit_remove_preparation  (guint                        index);
MusterEdit *muster_edit_insert_regiment     (int                          position,
                                             const MusterArmyRegiment    *regiment);
MusterEdit *muster_edit_replace_regiment    (guint                        index,
                                             const MusterArmyRegiment    *regiment);
MusterEdit *muster_edit_remove_regiment     (guint                        index);
/* Several edits as one step; takes the edits. */
MusterEdit *muster_edit_group               (const char                  *label,
                                             MusterEdit                  *first,
                                             ...) G_GNUC_NULL_TERMINATED;
/* Adds one more edit (taken) to a group made by muster_edit_group(). */
void        muster_edit_group_add           (MusterEdit                  *group,
                                             MusterEdit                  *edit);
void        muster_edit_free                (MusterEdit                  *edit);

#define MUSTER_TYPE_UNDO (muster_undo_get_type ())
G_DECLARE_FINAL_TYPE (MusterUndo, muster_undo, MUSTER, UNDO, GObject)

MusterUndo   *muster_undo_new            (MusterArmy *army);
MusterArmy   *muster_undo_get_army       (MusterUndo *self);
/* Applies the edit (taking it) and records it. Returns the edit's label. */
const char   *muster_undo_apply          (MusterUndo *self,
                                          MusterEdit *edit);
gboolean      muster_undo_undo           (MusterUndo *self);
gboolean      muster_undo_redo           (MusterUndo *self);
gboolean      muster_undo_can_undo       (MusterUndo *self);
gboolean      muster_undo_can_redo       (MusterUndo *self);
const char   *muster_undo_get_undo_label (MusterUndo *self);
const char   *muster_undo_get_redo_label (MusterUndo *self);
guint         muster_undo_get_n_undo     (MusterUndo *self);
/* Typing into the name or notes makes one step until sealed. */
void          muster_undo_seal           (MusterUndo *self);
void          muster_undo_mark_saved     (MusterUndo *self);
gboolean      muster_undo_is_modified    (MusterUndo *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterEdit, muster_edit_free)

G_END_DECLS
