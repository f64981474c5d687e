/* muster-wrap-title.h: the title widget of a dialog's header bar, a title
 * and a subtitle as AdwWindowTitle shows them, but wrapped onto more lines
 * at word boundaries where the header bar is narrow instead of cut off.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MUSTER_TYPE_WRAP_TITLE (muster_wrap_title_get_type ())
G_DECLARE_FINAL_TYPE (MusterWrapTitle, muster_wrap_title, MUSTER, WRAP_TITLE, GtkWidget)

GtkWidget  *muster_wrap_title_new          (const char      *title,
                                            const char      *subtitle);
const char *muster_wrap_title_get_title    (MusterWrapTitle *self);
void        muster_wrap_title_set_title    (MusterWrapTitle *self,
                                            const char      *title);
const char *muster_wrap_title_get_subtitle (MusterWrapTitle *self);
void        muster_wrap_title_set_subtitle (MusterWrapTitle *self,
                                            const char      *subtitle);

G_END_DECLS
