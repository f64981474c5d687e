/* muster-bidding-dialog.h: the terrain bidding of seed 001 for two players
 * at one screen: the roll-off, then bids and an acceptance, one player after
 * the other, until one of them defends; then the terrain is rolled.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_BIDDING_DIALOG (muster_bidding_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MusterBiddingDialog, muster_bidding_dialog, MUSTER, BIDDING_DIALOG, AdwWindow)

GtkWidget     *muster_bidding_dialog_new            (GtkWindow           *parent,
                                                     guint64              seed,
                                                     int                  max_bid);
MusterBidding *muster_bidding_dialog_get_bidding    (MusterBiddingDialog *self);
MusterBidding *muster_bidding_dialog_steal_bidding  (MusterBiddingDialog *self);
gboolean       muster_bidding_dialog_bid            (MusterBiddingDialog *self,
                                                     int                  pieces);
gboolean       muster_bidding_dialog_accept         (MusterBiddingDialog *self);
void           muster_bidding_dialog_restart        (MusterBiddingDialog *self);
GtkWidget     *muster_bidding_dialog_get_bid_button (MusterBiddingDialog *self,
                                                     int                  pieces);
GtkWidget     *muster_bidding_dialog_get_accept_button (MusterBiddingDialog *self);
GtkWidget     *muster_bidding_dialog_get_roll_button (MusterBiddingDialog *self);
const char    *muster_bidding_dialog_get_prompt     (MusterBiddingDialog *self);
const char    *muster_bidding_dialog_get_result     (MusterBiddingDialog *self);
const char    *muster_bidding_dialog_get_error      (MusterBiddingDialog *self);

G_END_DECLS
