/* muster-scenario-properties.c: shows the selected item's fields (or the
 * scenario's, with nothing selected) and turns each change of a field into
 * one replace edit of the item (or a table, text or grid edit). While the
 * scenario changes, the fields follow it without edits of their own.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-map.h"
#include "muster-scenario-properties.h"
#include "muster-scenario-sides.h"
#include "muster-ui-util.h"

struct _MusterScenarioProperties
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkLabel *kind_label;
  GtkWidget *side_row;
  GtkDropDown *side_drop;
  GtkWidget *type_row;
  GtkDropDown *type_drop;
  GtkSpinButton *x_spin;
  GtkSpinButton *y_spin;
  GtkWidget *size_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *depth_spin;
  GtkWidget *rotation_row;
  GtkSpinButton *rotation_spin;
  GtkWidget *place_row;
  GtkWidget *label_row;
  GtkEntry *label_entry;
  GtkWidget *zone_row;
  GtkCheckButton *march_check;
  GtkCheckButton *hidden_check;
  GtkWidget *number_row;
  GtkSpinButton *number_spin;
  GtkWidget *when_row;
  GtkSpinButton *turn_spin;
  GtkSpinButton *phase_spin;
  GtkEntry *name_entry;
  GtkLabel *other_name_label;   /* the name in the language Muster does not show */
  GtkEntry *other_name_entry;
  GtkSpinButton *table_width_spin;
  GtkSpinButton *table_depth_spin;
  GtkLabel *unit_label;
  GtkSpinButton *columns_spin;
  GtkSpinButton *rows_spin;
  GtkWidget *variant_row;       /* the selected piece's variants, where its type has any */
  GtkDropDown *variant_drop;
  const MusterPiece *variants_of; /* the piece type variant_drop lists */
  GtkWidget *table_box;         /* the table's size, where it is not its grid */
  GtkLabel *grid_label;
  GtkLabel *grid_unit_label;
  MusterScenarioSides *sides;

  MusterScenario *scenario;
  gulong changed_id;
  int selected;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (MusterScenarioProperties, muster_scenario_properties, GTK_TYPE_WIDGET)

static const char *
kind_name (MusterItemKind kind)
{
  switch (kind)
    {
    case MUSTER_ITEM_PIECE: return _("Terrain Piece");
    case MUSTER_ITEM_ZONE: return _("Deployment Zone");
    case MUSTER_ITEM_OBJECTIVE: return _("Objective");
    case MUSTER_ITEM_COLUMN_MARKER: return _("Column Marker");
    case MUSTER_ITEM_CAMP: return _("Camp");
    case MUSTER_ITEM_RESERVE: return _("Reserve Entry");
    case MUSTER_ITEM_EVENT: return _("Event");
    default: return "";
    }
}

static void
fill_lists (MusterScenarioProperties *self)
{
  g_autoptr(GtkStringList) sides = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) types = gtk_string_list_new (NULL);
  GPtrArray *pieces = muster_system_get_pieces (muster_scenario_get_system (self->scenario));

  gtk_string_list_append (sides, _("No side"));
  for (guint i = 0; i < muster_scenario_get_n_sides (self->scenario); i++)
    {
      const MusterScenarioSide *side = muster_scenario_get_side (self->scenario, i);

      gtk_string_list_append (sides, muster_text_is_set (&side->name) ? muster_text_get (&side->name) : side->id);
    }
  for (guint i = 0; i < pieces->len; i++)
    gtk_string_list_append (types, muster_text_get (&((const MusterPiece *) g_ptr_array_index (pieces, i))->name));
  gtk_drop_down_set_model (self->side_drop, G_LIST_MODEL (sides));
  gtk_drop_down_set_model (self->type_drop, G_LIST_MODEL (types));
}

/* The language Muster does not show now: the name has a field for it too. */
static const char *
other_language (void)
{
  return g_strcmp0 (muster_get_language (), "ru") == 0 ? "en" : "ru";
}

static void
show_table (MusterScenarioProperties *self)
{
  const char *unit;
  double width, depth;
  guint columns, rows;

  muster_scenario_get_table (self->scenario, &width, &depth, &unit);
  muster_scenario_get_grid (self->scenario, &columns, &rows);
  if (!gtk_widget_has_focus (GTK_WIDGET (self->name_entry)) &&
      gtk_widget_get_focus_child (GTK_WIDGET (self->name_entry)) == NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), muster_text_get (muster_scenario_get_name (self->scenario)));
  if (!gtk_widget_has_focus (GTK_WIDGET (self->other_name_entry)) &&
      gtk_widget_get_focus_child (GTK_WIDGET (self->other_name_entry)) == NULL)
    {
      const char *other = muster_text_get_lang (muster_scenario_get_name (self->scenario), other_language ());

      gtk_editable_set_text (GTK_EDITABLE (self->other_name_entry), other != NULL ? other : "");
    }
  gtk_spin_button_set_value (self->table_width_spin, width);
  gtk_spin_button_set_value (self->table_depth_spin, depth);
  gtk_label_set_label (self->unit_label, muster_print_unit_label (unit));
  gtk_spin_button_set_value (self->columns_spin, columns);
  gtk_spin_button_set_value (self->rows_spin, rows);
  /* a table measured in cells is its grid: one control for both, cells
   * across and deep, so that its cells stay square */
  gtk_widget_set_visible (self->table_box, g_strcmp0 (unit, "cells") != 0);
  gtk_label_set_label (self->grid_label, g_strcmp0 (unit, "cells") == 0 ? _("Table") : _("Grid"));
  gtk_label_set_label (self->grid_unit_label, g_strcmp0 (unit, "cells") == 0 ? muster_print_unit_label (unit) : "");
}

static void
show_item (MusterScenarioProperties *self, const MusterScenarioItem *item)
{
  gboolean box = item->kind == MUSTER_ITEM_PIECE || item->kind == MUSTER_ITEM_CAMP || item->kind == MUSTER_ITEM_RESERVE;
  const MusterScenarioSide *side = muster_scenario_lookup_side (self->scenario, item->side);
  GPtrArray *pieces = muster_system_get_pieces (muster_scenario_get_system (self->scenario));
  guint side_index = 0;

  gtk_label_set_label (self->kind_label, kind_name (item->kind));
  for (guint i = 0; side != NULL && i < muster_scenario_get_n_sides (self->scenario); i++)
    if (muster_scenario_get_side (self->scenario, i) == side)
      side_index = i + 1;
  gtk_widget_set_visible (self->side_row, item->kind != MUSTER_ITEM_PIECE);
  gtk_drop_down_set_selected (self->side_drop, side_index);
  gtk_widget_set_visible (self->type_row, item->kind == MUSTER_ITEM_PIECE);
  for (guint i = 0; item->kind == MUSTER_ITEM_PIECE && i < pieces->len; i++)
    if (g_strcmp0 (((const MusterPiece *) g_ptr_array_index (pieces, i))->id, item->type) == 0)
      gtk_drop_down_set_selected (self->type_drop, i);
  {
    const MusterPiece *piece = item->kind == MUSTER_ITEM_PIECE
                               ? muster_system_lookup_piece (muster_scenario_get_system (self->scenario), item->type) : NULL;
    guint variant = 0;

    /* the variants the system's data gives the piece's type: none chosen
     * first, then each by name (a new list only for another type: the
     * drop-down may be telling of its choice now) */
    if (piece != self->variants_of || gtk_drop_down_get_model (self->variant_drop) == NULL)
      {
        g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);

        gtk_string_list_append (variants, _("No variant"));
        for (guint i = 0; piece != NULL && piece->variants != NULL && i < piece->variants->len; i++)
          gtk_string_list_append (variants, muster_text_get (&g_array_index (piece->variants, MusterVariant, i).name));
        gtk_drop_down_set_model (self->variant_drop, G_LIST_MODEL (variants));
        self->variants_of = piece;
      }
    for (guint i = 0; piece != NULL && piece->variants != NULL && i < piece->variants->len; i++)
      if (g_strcmp0 (g_array_index (piece->variants, MusterVariant, i).id, item->variant) == 0)
        variant = i + 1;
    gtk_drop_down_set_selected (self->variant_drop, variant);
    gtk_widget_set_visible (self->variant_row, piece != NULL && piece->variants != NULL && piece->variants->len > 0);
  }
  gtk_widget_set_visible (self->place_row, item->kind != MUSTER_ITEM_EVENT);
  gtk_widget_set_visible (self->size_row, box || item->kind == MUSTER_ITEM_ZONE);
  gtk_widget_set_visible (self->rotation_row, box);
  if (item->kind == MUSTER_ITEM_ZONE)
    {
      double x0, y0, x1, y1;

      /* a zone by its bounding box: its near left corner and its size */
      muster_scenario_item_bounds (item, &x0, &y0, &x1, &y1);
      gtk_spin_button_set_value (self->x_spin, x0);
      gtk_spin_button_set_value (self->y_spin, y0);
      gtk_spin_button_set_value (self->width_spin, x1 - x0);
      gtk_spin_button_set_value (self->depth_spin, y1 - y0);
    }
  else
    {
      gtk_spin_button_set_value (self->x_spin, item->x);
      gtk_spin_button_set_value (self->y_spin, item->y);
      gtk_spin_button_set_value (self->width_spin, item->width);
      gtk_spin_button_set_value (self->depth_spin, item->depth);
    }
  gtk_spin_button_set_value (self->rotation_spin, item->rotation);
  if (gtk_widget_get_focus_child (GTK_WIDGET (self->label_entry)) == NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->label_entry), muster_text_is_set (&item->text) ? muster_text_get (&item->text) : "");
  gtk_widget_set_visible (self->zone_row, item->kind == MUSTER_ITEM_ZONE);
  gtk_check_button_set_active (self->march_check, item->march);
  gtk_check_button_set_active (self->hidden_check, item->hidden);
  gtk_widget_set_visible (self->number_row, item->kind == MUSTER_ITEM_COLUMN_MARKER);
  gtk_spin_button_set_value (self->number_spin, item->number);
  gtk_widget_set_visible (self->when_row, item->kind == MUSTER_ITEM_RESERVE || item->kind == MUSTER_ITEM_EVENT);
  gtk_spin_button_set_value (self->turn_spin, item->turn);
  gtk_spin_button_set_value (self->phase_spin, item->phase);
}

static void
update (MusterScenarioProperties *self)
{
  if (self->scenario == NULL)
    return;
  self->updating = TRUE;
  /* the sides may have changed: the item's side list follows them */
  fill_lists (self);
  if (self->selected >= 0 && self->selected < (int) muster_scenario_get_n_items (self->scenario))
    {
      show_item (self, muster_scenario_get_item (self->scenario, self->selected));
      gtk_stack_set_visible_child_name (self->stack, "item");
    }
  else
    {
      show_table (self);
      muster_scenario_sides_update (self->sides);
      gtk_stack_set_visible_child_name (self->stack, "table");
    }
  self->updating = FALSE;
}

static void
apply (MusterScenarioProperties *self, MusterScenarioEdit *edit)
{
  g_autoptr(GError) error = NULL;

  if (!muster_scenario_apply (self->scenario, edit, &error))
    {
      g_debug ("%s", error->message);
      update (self);
    }
}

/* Any field of the item changed: the item as the fields say, one edit. */
static void
item_changed_cb (MusterScenarioProperties *self)
{
  const MusterScenarioItem *old;
  MusterScenarioItem item;
  GPtrArray *pieces;
  guint side, type;
  const char *label;

  if (self->updating || self->scenario == NULL || self->selected < 0)
    return;
  old = muster_scenario_get_item (self->scenario, self->selected);
  pieces = muster_system_get_pieces (muster_scenario_get_system (self->scenario));
  muster_scenario_item_copy (&item, old);
  side = gtk_drop_down_get_selected (self->side_drop);
  if (item.kind != MUSTER_ITEM_PIECE && side != GTK_INVALID_LIST_POSITION)
    {
      g_free (item.side);
      item.side = side > 0 ? g_strdup (muster_scenario_get_side (self->scenario, side - 1)->id) : NULL;
    }
  type = gtk_drop_down_get_selected (self->type_drop);
  if (item.kind == MUSTER_ITEM_PIECE && type < pieces->len &&
      g_strcmp0 (((const MusterPiece *) g_ptr_array_index (pieces, type))->id, item.type) != 0)
    {
      g_free (item.type);
      item.type = g_strdup (((const MusterPiece *) g_ptr_array_index (pieces, type))->id);
      g_clear_pointer (&item.variant, g_free);
    }
  else if (item.kind == MUSTER_ITEM_PIECE && gtk_widget_get_visible (self->variant_row))
    {
      const MusterPiece *piece = muster_system_lookup_piece (muster_scenario_get_system (self->scenario), item.type);
      guint variant = gtk_drop_down_get_selected (self->variant_drop);

      g_clear_pointer (&item.variant, g_free);
      if (piece != NULL && piece->variants != NULL && variant != GTK_INVALID_LIST_POSITION &&
          variant > 0 && variant <= piece->variants->len)
        item.variant = g_strdup (g_array_index (piece->variants, MusterVariant, variant - 1).id);
    }
  if (item.kind == MUSTER_ITEM_ZONE && item.points != NULL)
    {
      double x0, y0, x1, y1, nx, ny, nw, nd;
      gboolean moved;

      /* the zone's corners moved and stretched to the box the fields say */
      muster_scenario_item_bounds (old, &x0, &y0, &x1, &y1);
      nx = gtk_spin_button_get_value (self->x_spin);
      ny = gtk_spin_button_get_value (self->y_spin);
      nw = gtk_spin_button_get_value (self->width_spin);
      nd = gtk_spin_button_get_value (self->depth_spin);
      moved = nx != x0 || ny != y0 || nw != x1 - x0 || nd != y1 - y0;
      for (guint i = 0; moved && i < item.points->len; i++)
        {
          MusterPoint *p = &g_array_index (item.points, MusterPoint, i);

          p->x = nx + (x1 > x0 ? (p->x - x0) / (x1 - x0) : 0) * nw;
          p->y = ny + (y1 > y0 ? (p->y - y0) / (y1 - y0) : 0) * nd;
        }
      if (moved)
        {
          apply (self, muster_scenario_edit_replace_item (self->selected, &item));
          muster_scenario_item_clear (&item);
          return;
        }
    }
  else
    {
      item.x = gtk_spin_button_get_value (self->x_spin);
      item.y = gtk_spin_button_get_value (self->y_spin);
      item.width = gtk_spin_button_get_value (self->width_spin);
      item.depth = gtk_spin_button_get_value (self->depth_spin);
    }
  item.rotation = gtk_spin_button_get_value (self->rotation_spin);
  item.number = gtk_spin_button_get_value_as_int (self->number_spin);
  item.turn = gtk_spin_button_get_value_as_int (self->turn_spin);
  item.phase = gtk_spin_button_get_value_as_int (self->phase_spin);
  if (item.kind == MUSTER_ITEM_ZONE)
    {
      item.march = gtk_check_button_get_active (self->march_check);
      item.hidden = gtk_check_button_get_active (self->hidden_check);
    }
  label = gtk_editable_get_text (GTK_EDITABLE (self->label_entry));
  if (g_strcmp0 (label, muster_text_is_set (&old->text) ? muster_text_get (&old->text) : "") != 0)
    muster_text_set (&item.text, muster_get_language (), label);
  if (g_strcmp0 (item.side, old->side) != 0 || g_strcmp0 (item.type, old->type) != 0 || item.x != old->x ||
      item.y != old->y || item.width != old->width || item.depth != old->depth || item.rotation != old->rotation ||
      item.number != old->number || item.turn != old->turn || item.phase != old->phase ||
      item.march != old->march || item.hidden != old->hidden || g_strcmp0 (item.variant, old->variant) != 0 ||
      g_strcmp0 (label, muster_text_is_set (&old->text) ? muster_text_get (&old->text) : "") != 0)
    apply (self, muster_scenario_edit_replace_item (self->selected, &item));
  muster_scenario_item_clear (&item);
}

static void
table_changed_cb (MusterScenarioProperties *self)
{
  const char *unit;
  double width, depth;
  guint columns, rows;

  if (self->updating || self->scenario == NULL)
    return;
  muster_scenario_get_table (self->scenario, &width, &depth, &unit);
  muster_scenario_get_grid (self->scenario, &columns, &rows);
  if (gtk_spin_button_get_value (self->table_width_spin) != width ||
      gtk_spin_button_get_value (self->table_depth_spin) != depth)
    apply (self, muster_scenario_edit_set_table (gtk_spin_button_get_value (self->table_width_spin),
                                                 gtk_spin_button_get_value (self->table_depth_spin), unit));
  if ((guint) gtk_spin_button_get_value_as_int (self->columns_spin) != columns ||
      (guint) gtk_spin_button_get_value_as_int (self->rows_spin) != rows)
    apply (self, muster_scenario_edit_resize_grid (gtk_spin_button_get_value_as_int (self->columns_spin),
                                                   gtk_spin_button_get_value_as_int (self->rows_spin)));
}

static void
name_changed_cb (MusterScenarioProperties *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
  MusterText name = { 0 };

  if (self->updating || self->scenario == NULL ||
      g_strcmp0 (text, muster_text_get (muster_scenario_get_name (self->scenario))) == 0)
    return;
  /* a new name in both languages: the other's old name named the old
   * scenario; its own field below translates the new one */
  muster_text_copy (&name, muster_scenario_get_name (self->scenario));
  muster_text_set (&name, muster_get_language (), text);
  muster_text_set (&name, other_language (), text);
  apply (self, muster_scenario_edit_set_text ("name", &name));
  muster_text_clear (&name);
}

static void
other_name_changed_cb (MusterScenarioProperties *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->other_name_entry));
  const char *old;
  MusterText name = { 0 };

  if (self->updating || self->scenario == NULL)
    return;
  old = muster_text_get_lang (muster_scenario_get_name (self->scenario), other_language ());
  if (g_strcmp0 (text, old != NULL ? old : "") == 0)
    return;
  muster_text_copy (&name, muster_scenario_get_name (self->scenario));
  muster_text_set (&name, other_language (), text);
  apply (self, muster_scenario_edit_set_text ("name", &name));
  muster_text_clear (&name);
}

static void
scenario_changed_cb (MusterScenarioProperties *self)
{
  update (self);
}

GtkWidget *
muster_scenario_properties_get_sides (MusterScenarioProperties *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PROPERTIES (self), NULL);
  return GTK_WIDGET (self->sides);
}

void
muster_scenario_properties_set_scenario (MusterScenarioProperties *self,
                                         MusterScenario           *scenario)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_PROPERTIES (self));

  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  self->variants_of = NULL;     /* another system: its own pieces' lists */
  self->selected = -1;
  muster_scenario_sides_set_scenario (self->sides, scenario);
  if (scenario == NULL)
    return;
  self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);
  update (self);
}

void
muster_scenario_properties_set_selected (MusterScenarioProperties *self,
                                         int                       item)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_PROPERTIES (self));
  self->selected = item;
  update (self);
}

static void
muster_scenario_properties_dispose (GObject *object)
{
  MusterScenarioProperties *self = MUSTER_SCENARIO_PROPERTIES (object);

  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_clear_object (&self->scenario);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_SCENARIO_PROPERTIES);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (muster_scenario_properties_parent_class)->dispose (object);
}

static void
muster_scenario_properties_class_init (MusterScenarioPropertiesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_scenario_properties_dispose;
  g_type_ensure (MUSTER_TYPE_SCENARIO_SIDES);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-scenario-properties.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, MusterScenarioProperties, name)
  BIND (stack); BIND (kind_label); BIND (side_row); BIND (side_drop); BIND (type_row); BIND (type_drop);
  BIND (x_spin); BIND (y_spin); BIND (size_row); BIND (width_spin); BIND (depth_spin); BIND (rotation_row);
  BIND (rotation_spin); BIND (place_row); BIND (label_row); BIND (label_entry); BIND (number_row); BIND (zone_row); BIND (march_check); BIND (hidden_check);
  BIND (number_spin); BIND (when_row); BIND (turn_spin); BIND (phase_spin); BIND (name_entry); BIND (other_name_label); BIND (other_name_entry);
  BIND (table_width_spin); BIND (table_depth_spin); BIND (unit_label); BIND (columns_spin); BIND (rows_spin);
  BIND (table_box); BIND (variant_row); BIND (variant_drop); BIND (grid_label); BIND (grid_unit_label);
  BIND (sides);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, item_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, other_name_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_scenario_properties_init (MusterScenarioProperties *self)
{
  self->selected = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    /* a long variant or type name ("Deep river with a bridge") ellipsized
     * on the button, whole in the list: the panel keeps its width */
    g_autoptr(GtkListItemFactory) button = muster_ui_ellipsizing_factory (0, 12);
    g_autoptr(GtkListItemFactory) list = muster_ui_ellipsizing_factory (0, 32);

    gtk_drop_down_set_factory (self->variant_drop, button);
    gtk_drop_down_set_list_factory (self->variant_drop, list);
    gtk_drop_down_set_factory (self->type_drop, button);
    gtk_drop_down_set_list_factory (self->type_drop, list);
  }
  {
    /* Translators: the label of the field of the scenario's name in the
     * other language than the one Muster shows */
    const char *label = g_str_equal (other_language (), "ru") ? _("In Russian") : _("In English");

    gtk_label_set_label (self->other_name_label, label);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->other_name_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    g_str_equal (other_language (), "ru") ? _("Scenario name in Russian")
                                                                          : _("Scenario name in English"), -1);
  }
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->march_check),
                         _("The tighter zone a side deploys in when it is attacked on the march"));
  muster_ui_set_tooltip (GTK_WIDGET (self->hidden_check),
                         _("Hidden from the other side: a set-up area for saboteurs"));
}
