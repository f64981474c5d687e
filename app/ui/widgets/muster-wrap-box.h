/* muster-wrap-box.h: a box of two children, a text and its controls, side
 * by side while the text keeps room for its words and the controls their
 * natural width, else the controls below the text.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MUSTER_TYPE_WRAP_BOX (muster_wrap_box_get_type ())
G_DECLARE_FINAL_TYPE (MusterWrapBox, muster_wrap_box, MUSTER, WRAP_BOX, GtkWidget)

GtkWidget *muster_wrap_box_new       (GtkWidget     *text,
                                      GtkWidget     *controls);
void       muster_wrap_box_set_text_min (MusterWrapBox *self,
                                         int            pixels);
gboolean   muster_wrap_box_is_wrapped (MusterWrapBox *self);

G_END_DECLS
