/* muster-list-card.h: the list editor's preview of a unit's card, drawn
 * by the print shop's own card code at screen scale.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LIST_CARD (muster_list_card_get_type ())
G_DECLARE_FINAL_TYPE (MusterListCard, muster_list_card, MUSTER, LIST_CARD, GtkWidget)

GtkWidget *muster_list_card_new      (void);
/* Shows unit @unit_id of version @version (NULL: the newest) of faction
 * @faction_id of @system (a system the list was last checked into);
 * nothing while any is NULL or unknown. */
void       muster_list_card_set_unit (MusterListCard *self,
                                      MusterSystem   *system,
                                      const char     *faction_id,
                                      const char     *version,
                                      const char     *unit_id);
/* The unit type shown, or NULL. */
const MusterUnitType *muster_list_card_get_unit (MusterListCard *self);

G_END_DECLS
