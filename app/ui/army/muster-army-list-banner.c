/* muster-army-list-banner.c: the army list version bar of the army page.
 * It follows the army's changes: moving the army to the newest version
 * hides it, and undoing the move shows it again.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-list-banner.h"
#include "muster-army-migrate-dialog.h"

struct _MusterArmyListBanner
{
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *label;
  GtkWidget *button;

  MusterArmy *army;
  MusterUndo *undo;
  gulong changed_handler;
};

G_DEFINE_FINAL_TYPE (MusterArmyListBanner, muster_army_list_banner, GTK_TYPE_WIDGET)

static void
update (MusterArmyListBanner *self)
{
  g_autofree char *text = self->army != NULL ? muster_army_describe_list_version (self->army) : NULL;
  const MusterFaction *newer = self->army != NULL ? muster_army_get_newer_faction (self->army) : NULL;

  if (text != NULL && g_strcmp0 (gtk_label_get_text (self->label), text) != 0)
    gtk_label_set_text (self->label, text);
  gtk_widget_set_visible (self->button, newer != NULL);
  gtk_revealer_set_reveal_child (self->revealer, text != NULL);
  /* a hidden bar takes no room and no focus */
  gtk_widget_set_visible (GTK_WIDGET (self), text != NULL);
}

static void
show_changes_cb (MusterArmyListBanner *self)
{
  const MusterFaction *newer = muster_army_get_newer_faction (self->army);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  if (newer == NULL)
    return;
  dialog = muster_army_migrate_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                           self->army, self->undo, newer);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
muster_army_list_banner_set_army (MusterArmyListBanner *self,
                                  MusterArmy           *army,
                                  MusterUndo           *undo)
{
  g_return_if_fail (MUSTER_IS_ARMY_LIST_BANNER (self));
  g_return_if_fail (MUSTER_IS_ARMY (army));
  g_return_if_fail (MUSTER_IS_UNDO (undo));

  if (self->army != NULL)
    g_clear_signal_handler (&self->changed_handler, self->army);
  g_set_object (&self->army, army);
  g_set_object (&self->undo, undo);
  self->changed_handler = g_signal_connect_swapped (army, "changed", G_CALLBACK (update), self);
  update (self);
}

gboolean
muster_army_list_banner_is_shown (MusterArmyListBanner *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_LIST_BANNER (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self)) && gtk_revealer_get_reveal_child (self->revealer);
}

static void
muster_army_list_banner_dispose (GObject *object)
{
  MusterArmyListBanner *self = MUSTER_ARMY_LIST_BANNER (object);

  if (self->army != NULL)
    g_clear_signal_handler (&self->changed_handler, self->army);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_LIST_BANNER);
  g_clear_object (&self->army);
  g_clear_object (&self->undo);
  G_OBJECT_CLASS (muster_army_list_banner_parent_class)->dispose (object);
}

static void
muster_army_list_banner_class_init (MusterArmyListBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_list_banner_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-list-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyListBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyListBanner, label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyListBanner, button);
  gtk_widget_class_bind_template_callback (widget_class, show_changes_cb);
}

static void
muster_army_list_banner_init (MusterArmyListBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
