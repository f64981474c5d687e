/* muster-list-board.c: MusterListBoard, the list editor's action board.
 * It is built anew from the document whenever the document's nodes change;
 * typing only sets values. Whether it shows at all comes from the system's
 * data: a system whose factions have action boards describes them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-board.h"
#include "muster-list-field.h"
#include "muster-ui-util.h"

struct _MusterListBoard
{
  GtkWidget parent_instance;

  AdwPreferencesGroup *board_group;
  GtkWidget *tactics_group;
  GtkWidget *add_action_button;
  GtkWidget *add_tactic_button;
  GtkBox *actions_box;
  GtkBox *tactics_box;
  GtkWidget *remove_button;     /* the board's, while the list has one */
  GtkWidget *sample_row;        /* and whether its texts are a sample */

  MusterListDoc *doc;
};

G_DEFINE_FINAL_TYPE (MusterListBoard, muster_list_board, GTK_TYPE_WIDGET)

static void
add_action_cb (MusterListBoard *self)
{
  if (self->doc != NULL)
    muster_list_doc_add_board_entry (self->doc, "action");
}

static void
add_tactic_cb (MusterListBoard *self)
{
  if (self->doc != NULL)
    muster_list_doc_add_board_entry (self->doc, "tactic");
}

static void
muster_list_board_dispose (GObject *object)
{
  MusterListBoard *self = MUSTER_LIST_BOARD (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIST_BOARD);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->doc);
  G_OBJECT_CLASS (muster_list_board_parent_class)->dispose (object);
}

static void
muster_list_board_class_init (MusterListBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_list_board_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-list-board.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterListBoard, board_group);
  gtk_widget_class_bind_template_child (widget_class, MusterListBoard, tactics_group);
  gtk_widget_class_bind_template_child (widget_class, MusterListBoard, add_action_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListBoard, add_tactic_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListBoard, actions_box);
  gtk_widget_class_bind_template_child (widget_class, MusterListBoard, tactics_box);
  gtk_widget_class_bind_template_callback (widget_class, add_action_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_tactic_cb);
}

static void
muster_list_board_init (MusterListBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_name_button (self->add_action_button, _("Add Action"));
  muster_ui_name_button (self->add_tactic_button, _("Add Tactic"));
}

GtkWidget *
muster_list_board_new (void)
{
  return g_object_new (MUSTER_TYPE_LIST_BOARD, NULL);
}

static void
add_field (MusterListBoard *self, GtkWidget *list, MusterListSlot slot, const char *title)
{
  gtk_list_box_append (GTK_LIST_BOX (list), muster_list_field_entry (self->doc, &slot, title));
}

/* An action's or a tactic's fields: its id (with Remove), names, the
 * player a tactic is for, its words. */
static GtkWidget *
entry_fields (MusterListBoard *self, xmlNode *node, gboolean tactic, guint index, guint n)
{
  GtkWidget *list = muster_list_field_box ();
  GtkWidget *id = muster_list_field_entry (self->doc, &(MusterListSlot) { .element = node, .attr = "id", .keep_empty = TRUE },
                                           _("Id"));

  /* the board prints them in this order */
  muster_list_field_add_item_buttons (id, self->doc, node, index, n,
                                      tactic ? _("Move Tactic Up") : _("Move Action Up"),
                                      tactic ? _("Move Tactic Down") : _("Move Action Down"),
                                      tactic ? _("Remove Tactic") : _("Remove Action"));
  gtk_list_box_append (GTK_LIST_BOX (list), id);
  add_field (self, list, (MusterListSlot) { .element = node, .child = "name", .lang = "en", .keep_empty = TRUE },
             _("Name (English)"));
  add_field (self, list, (MusterListSlot) { .element = node, .child = "name", .lang = "ru", .keep_empty = TRUE },
             _("Name (Russian)"));
  if (tactic)
    {
      static const char *roles[] = { "any", "active", "passive" };
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      MusterListSlot role = { .element = node, .attr = "role", .fallback = "any" };

      for (guint i = 0; i < G_N_ELEMENTS (roles); i++)
        g_ptr_array_add (ids, (gpointer) roles[i]);
      /* Translators: who may play a tactic of an action board */
      g_ptr_array_add (names, _("Either player"));
      g_ptr_array_add (names, _("The active player"));
      g_ptr_array_add (names, _("The passive player"));
      gtk_list_box_append (GTK_LIST_BOX (list), muster_list_field_combo (self->doc, &role, _("Played by"), ids, names));
    }
  gtk_list_box_append (GTK_LIST_BOX (list),
                       muster_list_field_text (self->doc, &(MusterListSlot) { .element = node, .child = "text", .lang = "en" },
                                               _("In words (English)")));
  gtk_list_box_append (GTK_LIST_BOX (list),
                       muster_list_field_text (self->doc, &(MusterListSlot) { .element = node, .child = "text", .lang = "ru" },
                                               _("In words (Russian)")));
  return list;
}

void
muster_list_board_set_doc (MusterListBoard *self,
                           MusterListDoc   *doc,
                           MusterSystem    *system)
{
  g_autoptr(GPtrArray) boards = NULL;
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GPtrArray) tactics = NULL;
  xmlNode *board;

  g_return_if_fail (MUSTER_IS_LIST_BOARD (self));
  g_return_if_fail (MUSTER_IS_LIST_DOC (doc));
  g_return_if_fail (MUSTER_IS_SYSTEM (system));

  g_set_object (&self->doc, doc);
  muster_ui_remove_all (GTK_WIDGET (self->actions_box));
  muster_ui_remove_all (GTK_WIDGET (self->tactics_box));
  if (self->remove_button != NULL)
    adw_preferences_group_set_header_suffix (self->board_group, NULL);
  self->remove_button = NULL;
  if (self->sample_row != NULL)
    adw_preferences_group_remove (self->board_group, self->sample_row);
  self->sample_row = NULL;

  boards = muster_list_doc_children (muster_list_doc_get_root (doc), "action-board");
  board = boards->len > 0 ? g_ptr_array_index (boards, 0) : NULL;
  gtk_widget_set_visible (GTK_WIDGET (self), board != NULL || muster_system_get_board (system) != NULL);
  /* without one, the first action added makes it */
  gtk_widget_set_visible (self->tactics_group, board != NULL);
  if (board == NULL)
    return;

  self->sample_row = muster_list_field_switch (doc, &(MusterListSlot) { .element = board, .attr = "sample" },
                                               _("Sample Board"), _("Its texts are Muster's, not published rules"));
  adw_preferences_group_add (self->board_group, self->sample_row);
  self->remove_button = muster_list_field_remove_button (doc, board, _("Remove the Action Board"));
  gtk_widget_set_valign (self->remove_button, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (self->board_group, self->remove_button);
  actions = muster_list_doc_children (board, "action");
  tactics = muster_list_doc_children (board, "tactic");
  for (guint i = 0; i < actions->len; i++)
    gtk_box_append (self->actions_box, entry_fields (self, g_ptr_array_index (actions, i), FALSE, i, actions->len));
  for (guint i = 0; i < tactics->len; i++)
    gtk_box_append (self->tactics_box, entry_fields (self, g_ptr_array_index (tactics, i), TRUE, i, tactics->len));
  gtk_widget_set_visible (GTK_WIDGET (self->actions_box), actions->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->tactics_box), tactics->len > 0);
}
