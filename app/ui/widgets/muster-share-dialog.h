/* muster-share-dialog.h: the dialogs of share codes: one shows an army's
 * code, selected, with a Copy button; the other asks for a code, filled in
 * from the clipboard when it holds one.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Called with the code the user gave, or NULL when the dialog was cancelled. */
typedef void (*MusterShareCodeCallback) (const char *code,
                                         gpointer    user_data);

GtkWidget *muster_share_dialog_show_code (GtkWidget               *parent,
                                          const char              *title,
                                          const char              *code);
GtkWidget *muster_share_dialog_ask_code  (GtkWidget               *parent,
                                          MusterShareCodeCallback  callback,
                                          gpointer                 user_data,
                                          GDestroyNotify           destroy);

G_END_DECLS
