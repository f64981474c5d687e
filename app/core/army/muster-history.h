/* muster-history.h: undo and redo for the army document. Every change is an
 * edit: a small command that knows how to apply itself and how to take
 * itself back. The history keeps them without limit.
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

#define MUSTER_TYPE_HISTORY (muster_history_get_type ())
G_DECLARE_FINAL_TYPE (MusterHistory, muster_history, MUSTER, HISTORY, GObject)

MusterHistory *muster_history_new            (MusterArmy    *army);
MusterArmy    *muster_history_get_army       (MusterHistory *self);
/* Applies the edit (taking it) and records it. Returns the edit's label. */
const char    *muster_history_apply          (MusterHistory *self,
                                              MusterEdit    *edit);
gboolean       muster_history_undo           (MusterHistory *self);
gboolean       muster_history_redo           (MusterHistory *self);
gboolean       muster_history_can_undo       (MusterHistory *self);
gboolean       muster_history_can_redo       (MusterHistory *self);
const char    *muster_history_get_undo_label (MusterHistory *self);
const char    *muster_history_get_redo_label (MusterHistory *self);
guint          muster_history_get_n_undo     (MusterHistory *self);
/* Typing into the name or notes makes one step until sealed. */
void           muster_history_seal           (MusterHistory *self);
void           muster_history_mark_saved     (MusterHistory *self);
gboolean       muster_history_is_modified    (MusterHistory *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterEdit, muster_edit_free)

G_END_DECLS
