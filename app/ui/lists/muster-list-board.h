/* muster-list-board.h: the list editor's action board, on the List page
 * of a system whose factions have one: its actions and tactics, each with
 * its id, names and words in both languages (a tactic also for which
 * player), added, removed, or the whole board removed.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIST_BOARD (muster_list_board_get_type ())
G_DECLARE_FINAL_TYPE (MusterListBoard, muster_list_board, MUSTER, LIST_BOARD, GtkWidget)

GtkWidget *muster_list_board_new     (void);
/* Shows @doc's action board anew (its nodes changed); hidden when neither
 * @system's factions nor the list have one. */
void       muster_list_board_set_doc (MusterListBoard *self,
                                      MusterListDoc   *doc,
                                      MusterSystem    *system);

G_END_DECLS
