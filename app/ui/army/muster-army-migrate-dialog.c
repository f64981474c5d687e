/* muster-army-migrate-dialog.c: the migration report window. It reads the
 * core's report (muster-army-migrate.c) once when it opens and shows each
 * section that has changes as a group of rows; Move applies the move to
 * the army's history as one step and closes. It opens no wider than the
 * window it belongs to.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-migrate-dialog.h"
#include "muster-wrap-title.h"
#include "muster-ui-util.h"

struct _MusterArmyMigrateDialog
{
  AdwWindow parent_instance;

  MusterWrapTitle *window_title;
  GtkWidget *move_button;
  GtkBox *content_box;
  GtkLabel *summary_label;
  GtkLabel *note_label;

  MusterArmy *army;
  MusterUndo *undo;
  const MusterFaction *to;
};

G_DEFINE_FINAL_TYPE (MusterArmyMigrateDialog, muster_army_migrate_dialog, ADW_TYPE_WINDOW)

static void
move_cb (MusterArmyMigrateDialog *self)
{
  if (muster_army_get_faction (self->army) != self->to)
    muster_undo_apply (self->undo, muster_army_migrate (self->army, self->to));
  gtk_window_close (GTK_WINDOW (self));
}

/* The text the new version's changelog gives for itself, if any. */
static const char *
version_note (const MusterFaction *to)
{
  for (guint i = 0; to->changes != NULL && i < to->changes->len; i++)
    {
      const MusterListChange *change = g_ptr_array_index (to->changes, i);

      if (g_strcmp0 (change->version, to->version) == 0 && muster_text_is_set (&change->text))
        return muster_text_get (&change->text);
    }
  return NULL;
}

static void
fill (MusterArmyMigrateDialog *self)
{
  g_autoptr(MusterMigrationReport) report = muster_army_migration_report (self->army, self->to);
  const MusterFaction *from = muster_army_get_faction (self->army);
  /* the versions kept together where the subtitle wraps */
  g_autofree char *subtitle = g_strdup_printf ("%s %s\u00a0→\u00a0%s", muster_text_get (&from->name),
                                               from->version != NULL ? from->version : "—", self->to->version);
  /* TRANSLATORS: the tooltip of Move in the What Changes window: "Move the army to 1.1.0" */
  g_autofree char *move = g_strdup_printf (_("Move the army to %s"), self->to->version);
  g_autofree char *summary = muster_migration_report_summary (report);
  g_autofree char *title = muster_army_dup_title (self->army);
  g_autofree char *heading = NULL;
  const char *note = version_note (self->to);

  /* the versions under the title: the button's short word leaves the
   * title room in a narrow header bar */
  muster_wrap_title_set_subtitle (self->window_title, subtitle);
  muster_ui_set_tooltip (self->move_button, move);
  /* TRANSLATORS: "“Lens, 1648”: moving it from France 1.0.0 to 1.1.0." then the total */
  heading = g_strdup_printf (_("“%s”: moving it from %s %s to %s."), title, muster_text_get (&from->name),
                             from->version != NULL ? from->version : "—", self->to->version);
  if (summary != NULL)
    {
      g_autofree char *both = g_strconcat (heading, " ", summary, NULL);
      gtk_label_set_text (self->summary_label, both);
    }
  else
    gtk_label_set_text (self->summary_label, heading);
  if (note != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The list says of %s: %s"), self->to->version, note);

      gtk_label_set_text (self->note_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->note_label), TRUE);
    }

  for (guint s = 0; s < MUSTER_N_MIGRATION_SECTIONS; s++)
    {
      GtkWidget *group = NULL;

      for (guint i = 0; i < report->changes->len; i++)
        {
          const MusterMigrationChange *c = g_ptr_array_index (report->changes, i);
          g_autofree char *sentence = NULL;
          GtkWidget *row;

          if (c->section != s)
            continue;
          if (group == NULL)
            {
              group = adw_preferences_group_new ();
              adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), muster_migration_section_title (s));
              gtk_box_append (self->content_box, group);
            }
          sentence = muster_migration_change_describe (c);
          row = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sentence);
          adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
          if (s == MUSTER_MIGRATION_PROBLEM || s == MUSTER_MIGRATION_REMOVED
              || s == MUSTER_MIGRATION_PREPARATION_REMOVED)
            {
              GtkWidget *icon = gtk_image_new_from_icon_name (s == MUSTER_MIGRATION_PROBLEM ? "dialog-error-symbolic"
                                                                                              : "list-remove-symbolic");

              gtk_widget_add_css_class (icon, s == MUSTER_MIGRATION_PROBLEM ? "error" : "warning");
              gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              muster_migration_section_title (s), -1);
              adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
            }
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
    }
}

GtkWidget *
muster_army_migrate_dialog_new (GtkWindow           *parent,
                                MusterArmy          *army,
                                MusterUndo          *undo,
                                const MusterFaction *to)
{
  MusterArmyMigrateDialog *self;

  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);
  g_return_val_if_fail (MUSTER_IS_UNDO (undo), NULL);
  g_return_val_if_fail (to != NULL, NULL);

  self = g_object_new (MUSTER_TYPE_ARMY_MIGRATE_DIALOG, "transient-for", parent, NULL);
  /* as libadwaita's message dialogs, no wider than a narrow parent (a
   * phone, a tiled window) */
  if (parent != NULL)
    {
      int parent_width = gtk_widget_get_width (GTK_WIDGET (parent));
      int width, height;

      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      if (parent_width > 0 && parent_width < width)
        gtk_window_set_default_size (GTK_WINDOW (self), parent_width, height);
    }
  self->army = g_object_ref (army);
  self->undo = g_object_ref (undo);
  self->to = to;
  fill (self);
  gtk_widget_grab_focus (self->move_button);
  return GTK_WIDGET (self);
}

static void
muster_army_migrate_dialog_dispose (GObject *object)
{
  MusterArmyMigrateDialog *self = MUSTER_ARMY_MIGRATE_DIALOG (object);

  g_clear_object (&self->army);
  g_clear_object (&self->undo);
  G_OBJECT_CLASS (muster_army_migrate_dialog_parent_class)->dispose (object);
}

static void
muster_army_migrate_dialog_class_init (MusterArmyMigrateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_migrate_dialog_dispose;
  g_type_ensure (MUSTER_TYPE_WRAP_TITLE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-migrate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyMigrateDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyMigrateDialog, move_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyMigrateDialog, content_box);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyMigrateDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyMigrateDialog, note_label);
  gtk_widget_class_bind_template_callback (widget_class, move_cb);
}

static void
muster_army_migrate_dialog_init (MusterArmyMigrateDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
