/* muster-list-field.c: the list editor's fields. Each keeps the slot of
 * the document it shows; an edit sets the slot (one step of undo per field
 * while it has focus), and the live check finds a field by the element an
 * error points at and marks it.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-list-field.h"
#include "muster-ui-util.h"

#define SLOT_KEY "muster-list-slot"
#define DOC_KEY  "muster-list-doc"
#define IDS_KEY  "muster-list-ids"

void
muster_list_field_attach (GtkWidget            *field,
                          MusterListDoc        *doc,
                          const MusterListSlot *slot)
{
  g_object_set_data_full (G_OBJECT (field), SLOT_KEY, g_memdup2 (slot, sizeof *slot), g_free);
  g_object_set_data_full (G_OBJECT (field), DOC_KEY, g_object_ref (doc), g_object_unref);
}

const MusterListSlot *
muster_list_field_get_slot (GtkWidget *field)
{
  return g_object_get_data (G_OBJECT (field), SLOT_KEY);
}

static MusterListDoc *
field_doc (GtkWidget *field)
{
  return g_object_get_data (G_OBJECT (field), DOC_KEY);
}

static void
entry_changed_cb (GtkEditable *editable,
                  gpointer     user_data)
{
  GtkWidget *field = GTK_WIDGET (editable);

  /* typing goes on in one step while the field has focus */
  muster_list_doc_set (field_doc (field), muster_list_field_get_slot (field),
                       gtk_editable_get_text (editable), field);
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                gpointer                 user_data)
{
  muster_list_doc_end_group (MUSTER_LIST_DOC (user_data));
}

GtkWidget *
muster_list_field_entry (MusterListDoc        *doc,
                         const MusterListSlot *slot,
                         const char           *title)
{
  GtkWidget *row = adw_entry_row_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_autofree char *value = muster_list_slot_get (slot);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), value);
  /* Ctrl+Z is the list's undo, not the field's own */
  gtk_editable_set_enable_undo (GTK_EDITABLE (row), FALSE);
  muster_list_field_attach (row, doc, slot);
  g_signal_connect (row, "changed", G_CALLBACK (entry_changed_cb), NULL);
  g_signal_connect_object (focus, "leave", G_CALLBACK (focus_leave_cb), doc, 0);
  gtk_widget_add_controller (row, focus);
  return row;
}

#define VIEW_KEY "muster-list-text-view"

static void
text_changed_cb (GtkTextBuffer *buffer,
                 GtkWidget     *row)
{
  g_autofree char *text = muster_list_field_get_text (row);

  /* typing goes on in one step while the field has focus */
  muster_list_doc_set (field_doc (row), muster_list_field_get_slot (row), text, row);
}

GtkWidget *
muster_list_field_text (MusterListDoc        *doc,
                        const MusterListSlot *slot,
                        const char           *title)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *view = gtk_text_view_new ();
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_autofree char *value = muster_list_slot_get (slot);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  /* Tab moves on to the next field */
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  /* room for two lines: a text of several, not a name */
  gtk_widget_set_size_request (view, -1, 40);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_text_buffer_set_text (buffer, value, -1);
  /* Ctrl+Z is the list's undo, not the field's own */
  gtk_text_buffer_set_enable_undo (buffer, FALSE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), view);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  muster_list_field_attach (row, doc, slot);
  g_object_set_data (G_OBJECT (row), VIEW_KEY, view);
  g_signal_connect (buffer, "changed", G_CALLBACK (text_changed_cb), row);
  g_signal_connect_object (focus, "leave", G_CALLBACK (focus_leave_cb), doc, 0);
  gtk_widget_add_controller (view, focus);
  return row;
}

/* The text a field shows (an entry row's, a text field's). */
char *
muster_list_field_get_text (GtkWidget *field)
{
  GtkWidget *view = g_object_get_data (G_OBJECT (field), VIEW_KEY);

  if (view != NULL)
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
      GtkTextIter start, end;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    }
  return g_strdup (GTK_IS_EDITABLE (field) ? gtk_editable_get_text (GTK_EDITABLE (field)) : "");
}

/* Sets the text a field shows, as typing would. */
void
muster_list_field_set_text (GtkWidget  *field,
                            const char *text)
{
  GtkWidget *view = g_object_get_data (G_OBJECT (field), VIEW_KEY);

  if (view != NULL)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);
  else if (GTK_IS_EDITABLE (field))
    gtk_editable_set_text (GTK_EDITABLE (field), text);
}

/* Puts the keyboard focus where the field's value is typed. */
void
muster_list_field_focus (GtkWidget *field)
{
  GtkWidget *view = g_object_get_data (G_OBJECT (field), VIEW_KEY);

  gtk_widget_grab_focus (view != NULL ? view : field);
}

static void
combo_selected_cb (AdwComboRow *row,
                   GParamSpec  *pspec,
                   gpointer     user_data)
{
  GPtrArray *ids = g_object_get_data (G_OBJECT (row), IDS_KEY);
  guint selected = adw_combo_row_get_selected (row);

  if (selected < ids->len)
    muster_list_doc_set (field_doc (GTK_WIDGET (row)), muster_list_field_get_slot (GTK_WIDGET (row)),
                         g_ptr_array_index (ids, selected), NULL);
}

GtkWidget *
muster_list_field_combo (MusterListDoc        *doc,
                         const MusterListSlot *slot,
                         const char           *title,
                         GPtrArray            *ids,
                         GPtrArray            *names)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *value = muster_list_slot_get (slot);
  GPtrArray *own_ids = g_ptr_array_new_with_free_func (g_free);
  guint selected = GTK_INVALID_LIST_POSITION;

  /* an absent value is the schema's default */
  if (*value == '\0' && slot->fallback != NULL)
    {
      g_free (value);
      value = g_strdup (slot->fallback);
    }

  for (guint i = 0; i < ids->len; i++)
    {
      g_ptr_array_add (own_ids, g_strdup (g_ptr_array_index (ids, i)));
      gtk_string_list_append (model, g_ptr_array_index (names, i));
      if (g_strcmp0 (value, g_ptr_array_index (ids, i)) == 0)
        selected = i;
    }
  if (selected == GTK_INVALID_LIST_POSITION)
    {
      /* a value the system does not know is shown as written */
      g_ptr_array_add (own_ids, g_strdup (value));
      gtk_string_list_append (model, value);
      selected = own_ids->len - 1;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  muster_list_field_attach (row, doc, slot);
  g_object_set_data_full (G_OBJECT (row), IDS_KEY, own_ids, (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (row, "notify::selected", G_CALLBACK (combo_selected_cb), NULL);
  return row;
}

static void
switch_active_cb (GtkSwitch  *toggle,
                  GParamSpec *pspec,
                  GtkWidget  *row)
{
  /* on: "true"; off: no attribute (the schema's default, false) */
  muster_list_doc_set (field_doc (row), muster_list_field_get_slot (row),
                       gtk_switch_get_active (toggle) ? "true" : "", NULL);
}

GtkWidget *
muster_list_field_switch (MusterListDoc        *doc,
                          const MusterListSlot *slot,
                          const char           *title,
                          const char           *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();
  g_autofree char *value = muster_list_slot_get (slot);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  /* screen readers name the switch by its row's words */
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  gtk_switch_set_active (GTK_SWITCH (toggle), g_strcmp0 (value, "true") == 0 || g_strcmp0 (value, "1") == 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  muster_list_field_attach (row, doc, slot);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (switch_active_cb), row);
  return row;
}

static void
tag_toggled_cb (GtkCheckButton *check,
                gpointer        user_data)
{
  const MusterListSlot *slot = muster_list_field_get_slot (GTK_WIDGET (check));

  muster_list_doc_set_tag (field_doc (GTK_WIDGET (check)), slot->element, slot->key_value,
                           gtk_check_button_get_active (check));
}

GtkWidget *
muster_list_field_tag_check (MusterListDoc *doc,
                             xmlNode       *unit,
                             const char    *tag,
                             const char    *label)
{
  GtkWidget *check = gtk_check_button_new_with_label (label);
  char *ref = g_strdup (tag);
  MusterListSlot slot = { .element = unit, .child = "tag", .key_attr = "ref", .key_value = ref };

  g_object_set_data_full (G_OBJECT (check), "muster-list-tag", ref, g_free);
  muster_list_field_attach (check, doc, &slot);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), muster_list_slot_node (&slot) != NULL);
  g_signal_connect (check, "toggled", G_CALLBACK (tag_toggled_cb), NULL);
  return check;
}

static void
remove_clicked_cb (GtkButton *button,
                   gpointer   user_data)
{
  muster_list_doc_remove (field_doc (GTK_WIDGET (button)), user_data);
}

static void
move_clicked_cb (GtkButton *button,
                 gpointer   user_data)
{
  int delta = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "muster-list-delta"));

  muster_list_doc_move (field_doc (GTK_WIDGET (button)), user_data, delta);
}

GtkWidget *
muster_list_field_move_button (MusterListDoc *doc,
                               xmlNode       *node,
                               int            delta,
                               const char    *label)
{
  GtkWidget *button = muster_ui_flat_icon_button (delta < 0 ? "go-up-symbolic" : "go-down-symbolic", label);

  g_object_set_data_full (G_OBJECT (button), DOC_KEY, g_object_ref (doc), g_object_unref);
  g_object_set_data (G_OBJECT (button), "muster-list-delta", GINT_TO_POINTER (delta));
  g_signal_connect (button, "clicked", G_CALLBACK (move_clicked_cb), node);
  return button;
}

/* Puts Move Up, Move Down (for the @index-th of @n siblings, each where it
 * can go) and Remove at the end of @row, an entry or an action row. */
void
muster_list_field_add_item_buttons (GtkWidget     *row,
                                    MusterListDoc *doc,
                                    xmlNode       *node,
                                    guint          index,
                                    guint          n,
                                    const char    *up_label,
                                    const char    *down_label,
                                    const char    *remove_label)
{
  GtkWidget *buttons[] = {
    muster_list_field_move_button (doc, node, -1, up_label),
    muster_list_field_move_button (doc, node, 1, down_label),
    muster_list_field_remove_button (doc, node, remove_label),
  };

  gtk_widget_set_sensitive (buttons[0], index > 0);
  gtk_widget_set_sensitive (buttons[1], index + 1 < n);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (ADW_IS_ENTRY_ROW (row))
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), buttons[i]);
    else
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), buttons[i]);
}

/* A boxed list for a group of fields: a limit's, a weapon's, an entry's. */
GtkWidget *
muster_list_field_box (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return list;
}

GtkWidget *
muster_list_field_remove_button (MusterListDoc *doc,
                                 xmlNode       *node,
                                 const char    *label)
{
  GtkWidget *button = muster_ui_flat_icon_button ("user-trash-symbolic", label);

  g_object_set_data_full (G_OBJECT (button), DOC_KEY, g_object_ref (doc), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), node);
  return button;
}

const char *
muster_list_field_get_title (GtkWidget *field)
{
  if (GTK_IS_CHECK_BUTTON (field))
    return gtk_check_button_get_label (GTK_CHECK_BUTTON (field));
  return ADW_IS_PREFERENCES_ROW (field) ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (field)) : "";
}

/* ---- finding and marking ---- */

static void
collect (GtkWidget *widget, xmlNode *node, GPtrArray *on_node, GPtrArray *on_element)
{
  const MusterListSlot *slot = muster_list_field_get_slot (widget);

  if (slot != NULL)
    {
      if (muster_list_slot_node (slot) == node)
        g_ptr_array_add (on_node, widget);
      else if (slot->element == node)
        g_ptr_array_add (on_element, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect (child, node, on_node, on_element);
}

/* Where @message last quotes @value as “value” or 'value'; -1 where it
 * does not. */
static gssize
quoted_at (const char *message, const char *value)
{
  const char *forms[] = { "“%s”", "'%s'" };
  gssize at = -1;

  if (*value == '\0')
    return -1;
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *quoted = g_strdup_printf (forms[i], value);

      for (const char *p = strstr (message, quoted); p != NULL; p = strstr (p + 1, quoted))
        at = MAX (at, p - message);
    }
  return at;
}

static gboolean
quotes (const char *message, const char *value)
{
  return quoted_at (message, value) >= 0;
}

GtkWidget *
muster_list_field_find (GtkWidget  *root,
                        xmlNode    *node,
                        const char *message)
{
  g_autoptr(GPtrArray) on_node = g_ptr_array_new ();
  g_autoptr(GPtrArray) on_element = g_ptr_array_new ();

  if (node == NULL)
    return NULL;
  collect (root, node, on_node, on_element);
  /* "The unit “pikemen” has category “elite”": the value quoted last is
   * the one at fault, the first names the element */
  {
    GtkWidget *best = NULL;
    gssize best_at = -1;

    for (guint i = 0; i < on_node->len; i++)
      {
        g_autofree char *value = muster_list_slot_get (muster_list_field_get_slot (on_node->pdata[i]));
        gssize at = quoted_at (message, value);

        if (at > best_at)
          {
            best = on_node->pdata[i];
            best_at = at;
          }
      }
    if (best != NULL)
      return best;
  }
  for (guint i = 0; i < on_node->len; i++)
    {
      const MusterListSlot *slot = muster_list_field_get_slot (on_node->pdata[i]);

      if (slot->attr != NULL && quotes (message, slot->attr))
        return on_node->pdata[i];
    }
  if (on_node->len > 0)
    return on_node->pdata[0];
  return on_element->len > 0 ? on_element->pdata[0] : NULL;
}

void
muster_list_field_mark (GtkWidget  *field,
                        const char *message)
{
  gtk_widget_add_css_class (field, "error");
  muster_ui_set_tooltip (field, message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
}

void
muster_list_field_unmark (GtkWidget *field)
{
  gtk_widget_remove_css_class (field, "error");
  muster_ui_set_tooltip (field, NULL);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_accessible_reset_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_INVALID);
}
