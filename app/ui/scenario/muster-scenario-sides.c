/* muster-scenario-sides.c: the scenario's texts, sides and events in the
 * property panel. Each change of a field is one edit of the scenario (a
 * text, a side replaced, inserted or removed, an event item); while the
 * scenario changes, the fields follow it without edits of their own.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-scenario-force.h"
#include "muster-scenario-sides.h"
#include "muster-ui-util.h"

/* The widgets of one side's group. */
typedef struct
{
  GtkWidget *group;
  GtkWidget *remove;
  GtkEditable *name;
  AdwComboRow *role;
  AdwComboRow *edge;
  MusterScenarioForceRow *force;
  AdwComboRow *faction;
  GtkSpinButton *players;
  GtkSpinButton *points;
} SideRows;

/* The widgets of one event's row; @item is its index among the items. */
typedef struct
{
  guint item;
  GtkSpinButton *number;
  GtkDropDown *phase;           /* the phase by its name, where the system's data names them */
  GtkDropDown *when;
  GtkDropDown *side;
  GtkWidget *text;              /* a multi-line field (see text_area_new()) */
} EventRow;

struct _MusterScenarioSides
{
  GtkWidget parent_instance;

  GtkWidget *texts_group;
  GtkWidget *description_row;   /* multi-line fields (GtkTextView) */
  GtkWidget *victory_row;
  GtkWidget *rules_row;
  GtkBox *sides_box;
  GtkWidget *add_side_button;
  GtkWidget *add_event_button;
  GtkListBox *events_list;

  MusterScenario *scenario;
  MusterForceArmies *armies;    /* where the forces' armies come from */
  GArray *sides;                /* of SideRows */
  GArray *events;               /* of EventRow */
  int selected_side;            /* the side a problem was clicked for, or -1 */
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (MusterScenarioSides, muster_scenario_sides, GTK_TYPE_WIDGET)

static const char *const text_kinds[] = { "description", "victory", "rules" };

/* The table edges in the order the drop-down lists them. */
static const MusterEdge edges[] = { MUSTER_EDGE_SOUTH, MUSTER_EDGE_NORTH, MUSTER_EDGE_WEST, MUSTER_EDGE_EAST };

static void side_changed_cb (MusterScenarioSides *self, GParamSpec *pspec, GtkWidget *widget);
static void event_changed_cb (MusterScenarioSides *self, GParamSpec *pspec, GtkWidget *widget);

static void
apply (MusterScenarioSides *self, MusterScenarioEdit *edit)
{
  g_autoptr(GError) error = NULL;

  if (!muster_scenario_apply (self->scenario, edit, &error))
    {
      g_debug ("%s", error->message);
      muster_scenario_sides_update (self);
    }
}

/* ---- text fields: applied on Enter (Ctrl+Enter in a multi-line one),
 * the apply button or leaving them ---- */

static gboolean
is_dirty (gpointer field)
{
  return g_object_get_data (G_OBJECT (field), "muster-dirty") != NULL;
}

static void
set_dirty (gpointer field, gboolean dirty)
{
  g_object_set_data (G_OBJECT (field), "muster-dirty", GINT_TO_POINTER (dirty));
}

/* What a field holds: a one-line GtkEditable or a multi-line GtkTextView. */
static char *
field_get (gpointer field)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  if (!GTK_IS_TEXT_VIEW (field))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (field)));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (field));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
field_set (gpointer field, const char *value)
{
  if (GTK_IS_TEXT_VIEW (field))
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field)), value, -1);
  else
    gtk_editable_set_text (GTK_EDITABLE (field), value);
}

/* Shows @text in @field unless the user has typed there and not yet
 * applied it. */
static void
show_text (MusterScenarioSides *self, gpointer field, const MusterText *text)
{
  const char *value = muster_text_is_set (text) ? muster_text_get (text) : "";
  g_autofree char *shown = field_get (field);

  if (!is_dirty (field) && g_strcmp0 (shown, value) != 0)
    field_set (field, value);
}

static void
typed_cb (GtkWidget *field, MusterScenarioSides *self)
{
  if (!self->updating)
    set_dirty (field, TRUE);
}

static void
buffer_typed_cb (GtkTextBuffer *buffer, GtkWidget *view)
{
  MusterScenarioSides *self = g_object_get_data (G_OBJECT (view), "muster-owner");

  if (!self->updating)
    set_dirty (view, TRUE);
}

static void
leave_cb (GtkEventControllerFocus *controller, GCallback callback)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if (is_dirty (widget))
    ((void (*) (gpointer, GtkWidget *)) callback) (g_object_get_data (G_OBJECT (widget), "muster-owner"), widget);
}

/* Ctrl+Enter in a multi-line field applies it (Enter starts a new line). */
static gboolean
area_key_cb (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GCallback              callback)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter) || !(state & GDK_CONTROL_MASK))
    return FALSE;
  if (is_dirty (widget))
    ((void (*) (gpointer, GtkWidget *)) callback) (g_object_get_data (G_OBJECT (widget), "muster-owner"), widget);
  return TRUE;
}

/* Makes @field call @callback (self, field) when what was typed in it is
 * to be applied: Enter (Ctrl+Enter in a multi-line field), its apply
 * button, the focus leaving it. */
static void
watch_text (MusterScenarioSides *self, gpointer field, GCallback callback)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_object_set_data (G_OBJECT (field), "muster-owner", self);
  g_signal_connect (focus, "leave", G_CALLBACK (leave_cb), callback);
  gtk_widget_add_controller (GTK_WIDGET (field), focus);
  if (GTK_IS_TEXT_VIEW (field))
    {
      GtkEventController *keys = gtk_event_controller_key_new ();

      g_signal_connect_object (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field)), "changed",
                               G_CALLBACK (buffer_typed_cb), field, 0);
      g_signal_connect (keys, "key-pressed", G_CALLBACK (area_key_cb), callback);
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      gtk_widget_add_controller (GTK_WIDGET (field), keys);
      return;
    }
  g_signal_connect (field, "changed", G_CALLBACK (typed_cb), self);
  if (ADW_IS_ENTRY_ROW (field))
    {
      g_signal_connect_swapped (field, "apply", callback, self);
      g_signal_connect_swapped (field, "entry-activated", callback, self);
    }
  else
    g_signal_connect_swapped (field, "activate", callback, self);
}

/* A multi-line text field under its title, as the texts and events have. */
static GtkWidget *
text_area_new (const char  *title,
               const char  *accessible,
               GtkWidget  **view)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *frame = gtk_frame_new (NULL);

  *view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (*view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (*view), FALSE);
  for (int m = 0; m < 4; m++)
    g_object_set (*view, (const char *[]) { "top-margin", "bottom-margin", "left-margin", "right-margin" }[m], 6, NULL);
  gtk_widget_set_size_request (*view, -1, 54);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*view), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  GTK_ACCESSIBLE_PROPERTY_MULTI_LINE, TRUE, -1);
  gtk_frame_set_child (GTK_FRAME (frame), *view);
  if (title != NULL)
    {
      GtkWidget *label = gtk_label_new (title);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_box_append (GTK_BOX (box), frame);
  return box;
}

/* Sets the current language's text of @text to what @field holds; TRUE
 * when that changed it. The other language's text stays. */
static gboolean
take_text (gpointer field, MusterText *text)
{
  g_autofree char *value = field_get (field);

  set_dirty (field, FALSE);
  if (g_strcmp0 (value, muster_text_is_set (text) ? muster_text_get (text) : "") == 0)
    return FALSE;
  muster_text_set (text, muster_get_language (), value);
  return TRUE;
}

static const MusterText *
scenario_text (MusterScenario *scenario, guint kind)
{
  switch (kind)
    {
    case 0: return muster_scenario_get_description (scenario);
    case 1: return muster_scenario_get_victory (scenario);
    default: return muster_scenario_get_rules (scenario);
    }
}

static void
text_apply_cb (MusterScenarioSides *self, GtkWidget *row)
{
  GtkWidget *rows[] = { self->description_row, self->victory_row, self->rules_row };
  MusterText text = { 0 };

  if (self->updating || self->scenario == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i] == row)
      {
        muster_text_copy (&text, scenario_text (self->scenario, i));
        if (take_text (row, &text))
          apply (self, muster_scenario_edit_set_text (text_kinds[i], &text));
        muster_text_clear (&text);
      }
}

/* ---- lists of the drop-downs ---- */

static const char *
side_name (const MusterScenarioSide *side)
{
  return muster_text_is_set (&side->name) ? muster_text_get (&side->name) : side->id;
}

/* The sides' names after @first. */
static GtkStringList *
side_names (MusterScenarioSides *self, const char *first)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  gtk_string_list_append (list, first);
  for (guint i = 0; i < muster_scenario_get_n_sides (self->scenario); i++)
    gtk_string_list_append (list, side_name (muster_scenario_get_side (self->scenario, i)));
  return list;
}

static gboolean
same_strings (GListModel *model, GtkStringList *list)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));

  if (model == NULL || !GTK_IS_STRING_LIST (model) || g_list_model_get_n_items (model) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                   gtk_string_list_get_string (list, i)) != 0)
      return FALSE;
  return TRUE;
}

static GtkStringList *
strings (const char *first, ...)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  va_list args;

  va_start (args, first);
  for (const char *s = first; s != NULL; s = va_arg (args, const char *))
    gtk_string_list_append (list, s);
  va_end (args);
  return list;
}

static GtkSpinButton *
spin_new (double lower, double upper, double step, const char *label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, step);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return GTK_SPIN_BUTTON (spin);
}

/* ---- sides ---- */

static const MusterFaction *
faction_at (MusterScenarioSides *self, guint position)
{
  GPtrArray *factions = muster_system_get_factions (muster_scenario_get_system (self->scenario));

  return position > 0 && position <= factions->len ? g_ptr_array_index (factions, position - 1) : NULL;
}

/* A force the side's fields can edit: a faction and points, not an army. */
static gboolean
force_editable (const MusterScenarioSide *side)
{
  const MusterForce *force = side->forces->len > 0 ? &g_array_index (side->forces, MusterForce, 0) : NULL;

  return force == NULL || (force->army == NULL && force->library == 0 && force->embedded == NULL);
}

static void
side_changed_cb (MusterScenarioSides *self, GParamSpec *pspec, GtkWidget *widget)
{
  guint index = muster_ui_get_index (widget);
  const MusterScenarioSide *old;
  const MusterFaction *faction;
  MusterScenarioSide side;
  SideRows *rows;
  gboolean changed;

  if (self->updating || self->scenario == NULL || index >= self->sides->len ||
      index >= muster_scenario_get_n_sides (self->scenario))
    return;
  rows = &g_array_index (self->sides, SideRows, index);
  old = muster_scenario_get_side (self->scenario, index);
  muster_scenario_side_copy (&side, old);
  changed = is_dirty (rows->name) && take_text (rows->name, &side.name);
  side.role = adw_combo_row_get_selected (rows->role);
  if (adw_combo_row_get_selected (rows->edge) < G_N_ELEMENTS (edges))
    side.edge = edges[adw_combo_row_get_selected (rows->edge)];
  side.players = gtk_spin_button_get_value_as_int (rows->players);
  changed = changed || side.role != old->role || side.edge != old->edge || side.players != old->players;
  faction = faction_at (self, adw_combo_row_get_selected (rows->faction));
  if (force_editable (old))
    {
      MusterForce *force = side.forces->len > 0 ? &g_array_index (side.forces, MusterForce, 0) : NULL;
      guint points = gtk_spin_button_get_value_as_int (rows->points);

      if (faction == NULL && force != NULL)
        {
          g_array_remove_index (side.forces, 0);
          changed = TRUE;
        }
      else if (faction != NULL && force == NULL)
        {
          MusterForce added = { NULL, 0, g_strdup (faction->id), points, NULL };

          g_array_append_val (side.forces, added);
          changed = TRUE;
        }
      else if (faction != NULL && (g_strcmp0 (force->faction, faction->id) != 0 || force->points != points))
        {
          g_free (force->faction);
          force->faction = g_strdup (faction->id);
          force->points = points;
          changed = TRUE;
        }
    }
  if (changed)
    apply (self, muster_scenario_edit_replace_side (index, &side));
  muster_scenario_side_clear (&side);
}

static void
side_name_cb (MusterScenarioSides *self, GtkWidget *widget)
{
  side_changed_cb (self, NULL, widget);
}

static void
remove_side_cb (GtkWidget *button, MusterScenarioSides *self)
{
  apply (self, muster_scenario_edit_remove_side (muster_ui_get_index (button)));
}

static void
add_side_cb (MusterScenarioSides *self)
{
  guint n = muster_scenario_get_n_sides (self->scenario);
  MusterScenarioSide side;
  guint k = n + 1;

  muster_scenario_side_copy (&side, muster_scenario_get_side (self->scenario, n - 1));
  g_free (side.id);
  side.id = NULL;
  while (side.id == NULL)
    {
      g_autofree char *id = g_strdup_printf ("side-%u", k++);

      if (muster_scenario_lookup_side (self->scenario, id) == NULL)
        side.id = g_steal_pointer (&id);
    }
  /* named in both languages, whichever Muster shows now */
  muster_scenario_side_default_name (&side.name, n + 1);
  side.role = MUSTER_ROLE_NONE;
  side.players = 1;
  g_array_set_size (side.forces, 0);
  apply (self, muster_scenario_edit_insert_side (n, &side));
  muster_scenario_side_clear (&side);
}

static AdwComboRow *
combo_row_new (SideRows *rows, const char *title, GtkStringList *model)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (rows->group), row);
  g_object_unref (model);
  return ADW_COMBO_ROW (row);
}

static GtkSpinButton *
spin_row_new (SideRows *rows, const char *title, double lower, double upper, double step)
{
  GtkWidget *row = adw_action_row_new ();
  GtkSpinButton *spin = spin_new (lower, upper, step, title);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (rows->group), row);
  return spin;
}

static void
add_side_rows (MusterScenarioSides *self, guint index)
{
  GPtrArray *factions = muster_system_get_factions (muster_scenario_get_system (self->scenario));
  GtkStringList *faction_names = muster_ui_names_of (factions, G_STRUCT_OFFSET (MusterFaction, name));
  SideRows rows = { 0 };
  GtkWidget *name = adw_entry_row_new ();
  GObject *fields[6];

  rows.group = adw_preferences_group_new ();
  rows.remove = muster_ui_flat_icon_button ("user-trash-symbolic", _("Remove Side"));
  muster_ui_set_index (rows.remove, index);
  g_signal_connect (rows.remove, "clicked", G_CALLBACK (remove_side_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (rows.group), rows.remove);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name), _("Name"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (name), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (rows.group), name);
  rows.name = GTK_EDITABLE (name);
  muster_ui_set_index (name, index);
  watch_text (self, rows.name, G_CALLBACK (side_name_cb));
  rows.role = combo_row_new (&rows, _("Role"),
                             strings (C_("side role", "None"), _("Attacker"), _("Defender"), NULL));
  rows.edge = combo_row_new (&rows, _("Table edge"),
                             strings (_("Near"), _("Far"), _("Left"), _("Right"), NULL));
  rows.players = spin_row_new (&rows, _("Players"), 1, 99, 1);
  rows.force = MUSTER_SCENARIO_FORCE_ROW (muster_scenario_force_row_new ());
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (rows.group), GTK_WIDGET (rows.force));
  gtk_string_list_splice (faction_names, 0, 0, (const char *const[]) { C_("faction", "None"), NULL });
  rows.faction = combo_row_new (&rows, _("Faction"), faction_names);
  adw_combo_row_set_factory (rows.faction, muster_ui_ellipsizing_factory (0, 18));
  adw_combo_row_set_list_factory (rows.faction, muster_ui_ellipsizing_factory (0, 32));
  rows.points = spin_row_new (&rows, _("Points"), 0, 100000, 10);
  fields[0] = G_OBJECT (rows.role);
  fields[1] = G_OBJECT (rows.edge);
  fields[2] = G_OBJECT (rows.faction);
  fields[3] = G_OBJECT (rows.players);
  fields[4] = G_OBJECT (rows.points);
  fields[5] = NULL;
  for (guint i = 0; fields[i] != NULL; i++)
    {
      muster_ui_set_index (fields[i], index);
      g_signal_connect_swapped (fields[i], i < 3 ? "notify::selected" : "notify::value",
                                G_CALLBACK (side_changed_cb), self);
    }
  gtk_box_append (self->sides_box, rows.group);
  g_array_append_val (self->sides, rows);
}

static void
show_side (MusterScenarioSides *self, guint index)
{
  SideRows *rows = &g_array_index (self->sides, SideRows, index);
  const MusterScenarioSide *side = muster_scenario_get_side (self->scenario, index);
  const MusterForce *force = side->forces->len > 0 ? &g_array_index (side->forces, MusterForce, 0) : NULL;
  GPtrArray *factions = muster_system_get_factions (muster_scenario_get_system (self->scenario));
  g_autoptr(MusterArmy) army = NULL;
  guint faction = 0;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (rows->group), side_name (side));
  gtk_widget_set_sensitive (rows->remove, muster_scenario_get_n_sides (self->scenario) > 2);
  show_text (self, rows->name, &side->name);
  adw_combo_row_set_selected (rows->role, side->role);
  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    if (edges[i] == side->edge)
      adw_combo_row_set_selected (rows->edge, i);
  gtk_spin_button_set_value (rows->players, side->players);
  if (self->armies != NULL)
    {
      muster_scenario_force_row_show (rows->force, self->scenario, index, self->armies);
      /* the army of the force, as the row read it (kept: no file read again) */
      army = force != NULL ? muster_force_armies_get (self->armies, force, NULL) : NULL;
    }
  for (guint i = 0; force != NULL && i < factions->len; i++)
    if (factions->pdata[i] == (army != NULL ? muster_army_get_faction (army) : NULL) ||
        g_strcmp0 (((const MusterFaction *) g_ptr_array_index (factions, i))->id, force->faction) == 0)
      faction = i + 1;
  adw_combo_row_set_selected (rows->faction, faction);
  gtk_spin_button_set_value (rows->points, force == NULL ? 0 : army != NULL ? muster_army_get_points (army)
                                                                            : force->points);
  gtk_widget_set_sensitive (GTK_WIDGET (rows->faction), force_editable (side));
  gtk_widget_set_sensitive (GTK_WIDGET (rows->points), force_editable (side) && faction > 0);
}

/* ---- events ---- */

static void
event_changed_cb (MusterScenarioSides *self, GParamSpec *pspec, GtkWidget *widget)
{
  guint index = muster_ui_get_index (widget);
  const MusterScenarioItem *old;
  MusterScenarioItem item;
  EventRow *row;
  guint number, side;
  gboolean changed;

  if (self->updating || self->scenario == NULL || index >= self->events->len)
    return;
  row = &g_array_index (self->events, EventRow, index);
  old = muster_scenario_get_item (self->scenario, row->item);
  muster_scenario_item_copy (&item, old);
  number = gtk_widget_get_visible (GTK_WIDGET (row->phase)) && gtk_drop_down_get_selected (row->when) == 0
           ? gtk_drop_down_get_selected (row->phase) + 1 : (guint) gtk_spin_button_get_value_as_int (row->number);
  item.turn = gtk_drop_down_get_selected (row->when) == 1 ? number : 0;
  item.phase = gtk_drop_down_get_selected (row->when) == 1 ? 0 : number;
  side = gtk_drop_down_get_selected (row->side);
  if (side != GTK_INVALID_LIST_POSITION)
    {
      g_free (item.side);
      item.side = side > 0 && side <= muster_scenario_get_n_sides (self->scenario)
                  ? g_strdup (muster_scenario_get_side (self->scenario, side - 1)->id) : NULL;
    }
  changed = is_dirty (row->text) && take_text (row->text, &item.text);
  if (changed || item.turn != old->turn || item.phase != old->phase || g_strcmp0 (item.side, old->side) != 0)
    apply (self, muster_scenario_edit_replace_item (row->item, &item));
  muster_scenario_item_clear (&item);
}

static void
event_text_cb (MusterScenarioSides *self, GtkWidget *widget)
{
  event_changed_cb (self, NULL, widget);
}

static void
remove_event_cb (GtkWidget *button, MusterScenarioSides *self)
{
  guint index = muster_ui_get_index (button);

  if (index < self->events->len)
    apply (self, muster_scenario_edit_remove_item (g_array_index (self->events, EventRow, index).item));
}

static void
add_event_cb (MusterScenarioSides *self)
{
  MusterScenarioItem item;

  muster_scenario_item_init (&item, MUSTER_ITEM_EVENT);
  item.phase = 1;
  apply (self, muster_scenario_edit_insert_item (muster_scenario_get_n_items (self->scenario), &item));
  muster_scenario_item_clear (&item);
}

static void
add_event_row (MusterScenarioSides *self, guint index, guint item)
{
  EventRow row = { item };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *remove = muster_ui_flat_icon_button ("user-trash-symbolic", _("Remove Event"));
  g_autoptr(GtkStringList) when = strings (_("Phase"), _("Turn"), NULL);
  GtkWidget *text;

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  row.when = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (when)), NULL));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row.when), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Phase or turn"), -1);
  row.number = spin_new (1, 999, 1, _("Number of the phase or turn"));
  gtk_editable_set_width_chars (GTK_EDITABLE (row.number), 2);
  row.phase = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_drop_down_set_factory (row.phase, muster_ui_ellipsizing_factory (0, 22));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row.phase), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Phase"), -1);
  gtk_widget_set_visible (GTK_WIDGET (row.phase), FALSE);
  row.side = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_drop_down_set_factory (row.side, muster_ui_ellipsizing_factory (0, 28));
  gtk_widget_set_hexpand (GTK_WIDGET (row.side), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row.side), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Side"), -1);
  text = text_area_new (NULL, _("Event text"), &row.text);
  /* when and the remove button, then the side, then the text: the panel
   * is too narrow for more on a line */
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (row.when));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (row.number));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (row.phase));
  gtk_widget_set_hexpand (remove, TRUE);
  gtk_widget_set_halign (remove, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (line), remove);
  gtk_box_append (GTK_BOX (box), line);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (row.side));
  gtk_box_append (GTK_BOX (box), text);
  gtk_list_box_append (self->events_list, box);
  gtk_list_box_row_set_activatable (gtk_list_box_get_row_at_index (self->events_list, index), FALSE);
  for (GObject **w = (GObject *[]) { G_OBJECT (row.when), G_OBJECT (row.number), G_OBJECT (row.phase), G_OBJECT (row.side),
                                     G_OBJECT (row.text), G_OBJECT (remove), NULL }; *w != NULL; w++)
    muster_ui_set_index (*w, index);
  g_signal_connect_swapped (row.when, "notify::selected", G_CALLBACK (event_changed_cb), self);
  g_signal_connect_swapped (row.side, "notify::selected", G_CALLBACK (event_changed_cb), self);
  g_signal_connect_swapped (row.phase, "notify::selected", G_CALLBACK (event_changed_cb), self);
  g_signal_connect_swapped (row.number, "notify::value", G_CALLBACK (event_changed_cb), self);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_event_cb), self);
  watch_text (self, row.text, G_CALLBACK (event_text_cb));
  g_array_append_val (self->events, row);
}

/* "1 · Command", "2 · Shooting" …: the phases the system's data names, or NULL. */
static GtkStringList *
phase_names (MusterScenarioSides *self)
{
  g_autoptr(GPtrArray) names = muster_scenario_get_phase_names (self->scenario);
  GtkStringList *list;

  if (names == NULL)
    return NULL;
  list = gtk_string_list_new (NULL);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *label = g_strdup_printf ("%u · %s", i + 1, muster_text_get (g_ptr_array_index (names, i)));

      gtk_string_list_append (list, label);
    }
  return list;
}

static void
show_event (MusterScenarioSides *self, guint index, GtkStringList *sides, GtkStringList *phases)
{
  EventRow *row = &g_array_index (self->events, EventRow, index);
  const MusterScenarioItem *item = muster_scenario_get_item (self->scenario, row->item);
  const MusterScenarioSide *side = muster_scenario_lookup_side (self->scenario, item->side);
  guint side_index = 0;
  gboolean named;

  if (!same_strings (gtk_drop_down_get_model (row->side), sides))
    gtk_drop_down_set_model (row->side, G_LIST_MODEL (sides));
  for (guint i = 0; side != NULL && i < muster_scenario_get_n_sides (self->scenario); i++)
    if (muster_scenario_get_side (self->scenario, i) == side)
      side_index = i + 1;
  gtk_drop_down_set_selected (row->side, side_index);
  gtk_drop_down_set_selected (row->when, item->turn > 0 ? 1 : 0);
  gtk_spin_button_set_value (row->number, item->turn > 0 ? item->turn : item->phase);
  /* a phase the data names: chosen by its name, else by its number */
  named = phases != NULL && item->turn == 0 && item->phase >= 1 &&
          item->phase <= g_list_model_get_n_items (G_LIST_MODEL (phases));
  if (named && !same_strings (gtk_drop_down_get_model (row->phase), phases))
    gtk_drop_down_set_model (row->phase, G_LIST_MODEL (phases));
  if (named)
    gtk_drop_down_set_selected (row->phase, item->phase - 1);
  gtk_widget_set_visible (GTK_WIDGET (row->phase), named);
  gtk_widget_set_visible (GTK_WIDGET (row->number), !named);
  show_text (self, row->text, &item->text);
}

/* ---- the whole ---- */

void
muster_scenario_sides_update (MusterScenarioSides *self)
{
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GtkStringList) sides = NULL;
  g_autoptr(GtkStringList) phases = NULL;
  guint n_sides;
  gboolean same;

  g_return_if_fail (MUSTER_IS_SCENARIO_SIDES (self));

  if (self->scenario == NULL)
    return;
  self->updating = TRUE;
  show_text (self, self->description_row, muster_scenario_get_description (self->scenario));
  show_text (self, self->victory_row, muster_scenario_get_victory (self->scenario));
  show_text (self, self->rules_row, muster_scenario_get_rules (self->scenario));

  n_sides = muster_scenario_get_n_sides (self->scenario);
  if (self->sides->len != n_sides)
    {
      muster_ui_remove_all (GTK_WIDGET (self->sides_box));
      g_array_set_size (self->sides, 0);
      for (guint i = 0; i < n_sides; i++)
        add_side_rows (self, i);
    }
  for (guint i = 0; i < n_sides; i++)
    {
      show_side (self, i);
      if ((int) i == self->selected_side)
        gtk_widget_add_css_class (g_array_index (self->sides, SideRows, i).group, "selected-side");
      else
        gtk_widget_remove_css_class (g_array_index (self->sides, SideRows, i).group, "selected-side");
    }
  gtk_widget_set_sensitive (self->add_side_button, n_sides < MUSTER_SCENARIO_MAX_SIDES);

  for (guint i = 0; i < muster_scenario_get_n_items (self->scenario); i++)
    if (muster_scenario_get_item (self->scenario, i)->kind == MUSTER_ITEM_EVENT)
      g_array_append_val (events, i);
  same = events->len == self->events->len;
  for (guint i = 0; same && i < events->len; i++)
    same = g_array_index (events, guint, i) == g_array_index (self->events, EventRow, i).item;
  if (!same)
    {
      muster_ui_remove_all (GTK_WIDGET (self->events_list));
      g_array_set_size (self->events, 0);
      for (guint i = 0; i < events->len; i++)
        add_event_row (self, i, g_array_index (events, guint, i));
    }
  sides = side_names (self, _("Any side"));
  phases = phase_names (self);
  for (guint i = 0; i < events->len; i++)
    show_event (self, i, sides, phases);
  self->updating = FALSE;
}

void
muster_scenario_sides_select_side (MusterScenarioSides *self,
                                   int                  index)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_SIDES (self));

  self->selected_side = index >= 0 && (guint) index < self->sides->len ? index : -1;
  muster_scenario_sides_update (self);
  if (self->selected_side >= 0)
    gtk_widget_grab_focus (GTK_WIDGET (g_array_index (self->sides, SideRows, index).name));
}

int
muster_scenario_sides_get_selected_side (MusterScenarioSides *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_SIDES (self), -1);
  return self->selected_side;
}

void
muster_scenario_sides_set_armies (MusterScenarioSides *self,
                                  MusterForceArmies   *armies)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_SIDES (self));
  g_return_if_fail (armies == NULL || MUSTER_IS_FORCE_ARMIES (armies));

  g_set_object (&self->armies, armies);
  muster_scenario_sides_update (self);
}

void
muster_scenario_sides_set_scenario (MusterScenarioSides *self,
                                    MusterScenario      *scenario)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_SIDES (self));

  g_set_object (&self->scenario, scenario);
  self->selected_side = -1;
  /* another scenario: other sides and events, other lists */
  muster_ui_remove_all (GTK_WIDGET (self->sides_box));
  muster_ui_remove_all (GTK_WIDGET (self->events_list));
  g_array_set_size (self->sides, 0);
  g_array_set_size (self->events, 0);
  set_dirty (self->description_row, FALSE);
  set_dirty (self->victory_row, FALSE);
  set_dirty (self->rules_row, FALSE);
  muster_scenario_sides_update (self);
}

static void
muster_scenario_sides_dispose (GObject *object)
{
  MusterScenarioSides *self = MUSTER_SCENARIO_SIDES (object);

  g_clear_object (&self->scenario);
  g_clear_object (&self->armies);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_SCENARIO_SIDES);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (muster_scenario_sides_parent_class)->dispose (object);
}

static void
muster_scenario_sides_finalize (GObject *object)
{
  MusterScenarioSides *self = MUSTER_SCENARIO_SIDES (object);

  g_array_unref (self->sides);
  g_array_unref (self->events);
  G_OBJECT_CLASS (muster_scenario_sides_parent_class)->finalize (object);
}

static void
muster_scenario_sides_class_init (MusterScenarioSidesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_scenario_sides_dispose;
  object_class->finalize = muster_scenario_sides_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-scenario-sides.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioSides, texts_group);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioSides, sides_box);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioSides, add_side_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioSides, events_list);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioSides, add_event_button);
  gtk_widget_class_bind_template_callback (widget_class, add_side_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_event_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_scenario_sides_init (MusterScenarioSides *self)
{
  self->sides = g_array_new (FALSE, TRUE, sizeof (SideRows));
  self->events = g_array_new (FALSE, TRUE, sizeof (EventRow));
  self->selected_side = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the scenario's texts take paragraphs: multi-line, applied on leaving
   * them or Ctrl+Enter */
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->texts_group),
                             text_area_new (_("Description"), _("Description"), &self->description_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->texts_group),
                             text_area_new (_("Victory conditions"), _("Victory conditions"), &self->victory_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->texts_group),
                             text_area_new (_("Special rules"), _("Special rules"), &self->rules_row));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->add_event_button), _("Add Event"));
  watch_text (self, self->description_row, G_CALLBACK (text_apply_cb));
  watch_text (self, self->victory_row, G_CALLBACK (text_apply_cb));
  watch_text (self, self->rules_row, G_CALLBACK (text_apply_cb));
  muster_ui_guard_wheel (GTK_WIDGET (self));
}
