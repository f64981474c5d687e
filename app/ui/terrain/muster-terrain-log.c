/* muster-terrain-log.c: the dice log. A row for every roll as the core
 * describes it; rolls set aside and rolled again are dimmed; the rows of
 * the selected piece stand out, and activating one tells "piece-activated".
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-terrain-log.h"
#include "muster-ui-util.h"

struct _MusterTerrainLog
{
  GtkWidget parent_instance;

  GtkWidget *log_group;
  GtkListBox *log_list;
};

G_DEFINE_FINAL_TYPE (MusterTerrainLog, muster_terrain_log, GTK_TYPE_WIDGET)

enum {
  PIECE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
add_row (MusterTerrainLog *self,
         const MusterRoll *roll,
         gboolean          bidding)
{
  g_autofree char *text = muster_roll_describe (roll);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "dice-log-roll");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  if (roll->rerolled != MUSTER_REROLL_NONE)
    {
      gtk_widget_add_css_class (row, "rerolled");
      gtk_widget_add_css_class (label, "dim-label");
    }
  /* a roll of a piece selects it */
  g_object_set_data (G_OBJECT (row), "piece", GINT_TO_POINTER (bidding ? -1 : roll->piece));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !bidding && roll->piece >= 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_list_box_append (self->log_list, row);
}

/* Shows the dice of @terrain (nothing, and hidden, for %NULL). */
void
muster_terrain_log_set_terrain (MusterTerrainLog *self,
                                MusterTerrain    *terrain)
{
  MusterBidding *bidding;
  GArray *log;

  g_return_if_fail (MUSTER_IS_TERRAIN_LOG (self));

  muster_ui_remove_all (GTK_WIDGET (self->log_list));
  gtk_widget_set_visible (self->log_group, terrain != NULL);
  if (terrain == NULL)
    return;
  bidding = (MusterBidding *) muster_terrain_get_bidding (terrain);
  if (bidding != NULL)
    {
      log = muster_bidding_get_log (bidding);
      for (guint i = 0; i < log->len; i++)
        add_row (self, &g_array_index (log, MusterRoll, i), TRUE);
    }
  log = muster_terrain_get_log (terrain);
  for (guint i = 0; i < log->len; i++)
    add_row (self, &g_array_index (log, MusterRoll, i), FALSE);
}

/* The rolls of the selected piece stand out. */
void
muster_terrain_log_set_selected (MusterTerrainLog *self,
                                 int               selected)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_LOG (self));

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->log_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      int piece = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "piece"));

      if (selected >= 0 && piece == selected)
        gtk_widget_add_css_class (row, "current-piece");
      else
        gtk_widget_remove_css_class (row, "current-piece");
    }
}

GtkListBox *
muster_terrain_log_get_list (MusterTerrainLog *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_LOG (self), NULL);

  return self->log_list;
}

static void
row_activated_cb (MusterTerrainLog *self,
                  GtkListBoxRow    *row,
                  GtkListBox       *list)
{
  int piece = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "piece"));

  if (piece >= 0)
    g_signal_emit (self, signals[PIECE_ACTIVATED], 0, piece);
}

static void
muster_terrain_log_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_TERRAIN_LOG);
  muster_ui_remove_all (GTK_WIDGET (object));
  G_OBJECT_CLASS (muster_terrain_log_parent_class)->dispose (object);
}

static void
muster_terrain_log_class_init (MusterTerrainLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_terrain_log_dispose;

  /**
   * MusterTerrainLog::piece-activated:
   * @index: the piece whose roll was activated
   */
  signals[PIECE_ACTIVATED] = g_signal_new ("piece-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-terrain-log.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainLog, log_group);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainLog, log_list);

  gtk_widget_class_set_css_name (widget_class, "terrainlog");
}

static void
muster_terrain_log_init (MusterTerrainLog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->log_list, "row-activated", G_CALLBACK (row_activated_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_visible (self->log_group, FALSE);
}
