/* muster-scenario-page.c: the Scenario page. The toolbar makes, opens,
 * saves and prints scenarios and picks the canvas's tool; the canvas shows
 * the table; the side column holds the property panel of the selection and
 * the layers with the scenario's problems. Every edit is an edit of the
 * MusterScenario, so its undo covers them all. Actions are in
 * muster-scenario-page-actions.c, files and the library in
 * muster-scenario-page-files.c.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-scenario-layers.h"
#include "muster-scenario-page-private.h"
#include "muster-scenario-properties.h"
#include "muster-scenario-sides.h"
#include "muster-ui-util.h"

G_DEFINE_FINAL_TYPE (MusterScenarioPage, muster_scenario_page, MUSTER_TYPE_DOCUMENT_PAGE)

enum {
  PROP_0,
  PROP_TOOL,
  PROP_SNAP,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum { IMPORT_TERRAIN, N_SIGNALS };
static guint signals[N_SIGNALS];


/* The scenario's name, marked "• " while it holds edits kept nowhere yet
 * (they wait for the autosave, or there is no library to keep them). */
void
_muster_scenario_page_update_title (MusterScenarioPage *self)
{
  const MusterText *name;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;

  if (self->scenario == NULL)
    {
      adw_window_title_set_title (self->title_widget, "");
      adw_window_title_set_subtitle (self->title_widget, "");
      return;
    }
  name = muster_scenario_get_name (self->scenario);
  title = g_strconcat (muster_scenario_is_modified (self->scenario) ? "• " : "",
                       muster_text_is_set (name) ? muster_text_get (name) : _("Untitled Scenario"), NULL);
  adw_window_title_set_title (self->title_widget, title);
  subtitle = g_strdup (muster_text_get (muster_system_get_name (muster_scenario_get_system (self->scenario))));
  adw_window_title_set_subtitle (self->title_widget, subtitle);
}

/* ---- the Add menu and the palette: the system's pieces ---- */

static void
fill_add_menu (MusterScenarioPage *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) pieces = g_menu_new ();
  g_autoptr(GMenu) marks = g_menu_new ();
  GPtrArray *list = muster_system_get_pieces (muster_scenario_get_system (self->scenario));

  for (guint i = 0; i < list->len; i++)
    {
      const MusterPiece *piece = g_ptr_array_index (list, i);
      g_autofree char *target = g_strconcat ("piece:", piece->id, NULL);
      g_autoptr(GMenuItem) item = g_menu_item_new (muster_text_get (&piece->name), NULL);

      g_menu_item_set_action_and_target_value (item, "scenario.add", g_variant_new_string (target));
      g_menu_append_item (pieces, item);
    }
  g_menu_append (marks, _("Deployment Zone"), "scenario.add::zone");
  g_menu_append (marks, _("Objective"), "scenario.add::objective");
  g_menu_append (marks, _("Column Marker"), "scenario.add::column-marker");
  g_menu_append (marks, _("Camp"), "scenario.add::camp");
  g_menu_append (marks, _("Reserve Entry"), "scenario.add::reserve");
  g_menu_append_section (menu, _("Terrain"), G_MENU_MODEL (pieces));
  g_menu_append_section (menu, _("Zones and Markers"), G_MENU_MODEL (marks));
  gtk_menu_button_set_menu_model (self->add_button, G_MENU_MODEL (menu));
}

static void
fill_palette (MusterScenarioPage *self)
{
  const MusterGrid *grid = muster_system_get_grid (muster_scenario_get_system (self->scenario));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint columns, rows;

  g_clear_object (&self->palette_ids);
  self->palette_ids = gtk_string_list_new (NULL);
  gtk_string_list_append (names, _("Open ground"));
  gtk_string_list_append (self->palette_ids, "");
  for (guint i = 0; grid != NULL && grid->cells != NULL && i < grid->cells->len; i++)
    {
      const MusterPiece *piece = g_ptr_array_index (grid->cells, i);

      gtk_string_list_append (names, muster_text_get (&piece->name));
      gtk_string_list_append (self->palette_ids, piece->id);
    }
  gtk_drop_down_set_model (self->palette, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->palette, names != NULL && grid != NULL && grid->cells->len > 0 ? 1 : 0);
  muster_scenario_get_grid (self->scenario, &columns, &rows);
  gtk_widget_set_visible (GTK_WIDGET (self->palette), columns > 0 && rows > 0);
}

static void
palette_cb (MusterScenarioPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->palette);
  const char *id;

  if (self->palette_ids == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  id = gtk_string_list_get_string (self->palette_ids, selected);
  muster_scenario_canvas_set_paint_type (self->canvas, id != NULL && *id != '\0' ? id : NULL);
}

/* ---- the scenario shown ---- */

/* The button that shows the folded panel appears once it folds, while
 * there is a scenario to show it for. */
static void
sync_toggle (GtkWidget *widget)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (widget);

  gtk_widget_set_visible (GTK_WIDGET (self->side_toggle),
                          self->scenario != NULL && adw_flap_get_folded (self->side_flap));
}

/* Without a scenario the page is its status page: no tools, no panel of
 * properties for nothing. */
static void
show_scenario_parts (MusterScenarioPage *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->tool_row), self->scenario != NULL);
  gtk_widget_set_visible (adw_flap_get_flap (self->side_flap), self->scenario != NULL);
  sync_toggle (GTK_WIDGET (self));
}

static void
scenario_changed_cb (MusterScenarioPage *self)
{
  guint columns, rows;

  _muster_scenario_page_update_title (self);
  _muster_scenario_page_autosave_later (self);
  muster_scenario_get_grid (self->scenario, &columns, &rows);
  gtk_widget_set_visible (GTK_WIDGET (self->palette), columns > 0 && rows > 0);
  _muster_scenario_page_actions_update (self);
}

/* Keeps the edits of the scenario shown in the library before another
 * takes its place, and says so in a toast; FALSE when they would still be
 * lost (no library, or it failed). */
gboolean
_muster_scenario_page_keep_before_replacing (MusterScenarioPage *self)
{
  g_autofree char *kept = NULL;

  if (self->scenario != NULL && self->library != NULL && muster_scenario_is_modified (self->scenario))
    {
      const MusterText *name = muster_scenario_get_name (self->scenario);

      kept = g_strdup (muster_text_is_set (name) ? muster_text_get (name) : _("Untitled Scenario"));
    }
  if (!muster_scenario_page_flush (self))
    return FALSE;
  if (kept != NULL)
    {
      /* Translators: a toast when another scenario replaces an edited one; %s is its name */
      g_autofree char *text = g_strdup_printf (_("“%s” is kept in the library"), kept);

      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
    }
  return TRUE;
}

void
muster_scenario_page_set_scenario (MusterScenarioPage *self,
                                   MusterScenario     *scenario,
                                   gint64              document,
                                   GFile              *file)
{
  g_return_if_fail (MUSTER_IS_SCENARIO_PAGE (self));

  /* the edits of the scenario shown before wait no longer */
  if (self->scenario != scenario)
    _muster_scenario_page_keep_before_replacing (self);
  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  g_set_object (&self->file, file);
  if (self->document != document)
    {
      self->document = document;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
  muster_scenario_canvas_set_scenario (self->canvas, scenario);
  muster_scenario_layers_set_scenario (MUSTER_SCENARIO_LAYERS (muster_scenario_page_get_layers (self)),
                                       scenario, self->catalog);
  _muster_scenario_page_sources_changed (self);
  muster_scenario_properties_set_scenario (MUSTER_SCENARIO_PROPERTIES (muster_scenario_page_get_properties (self)),
                                           scenario);
  if (scenario != NULL)
    {
      self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);
      fill_add_menu (self);
      fill_palette (self);
      palette_cb (self);
    }
  gtk_stack_set_visible_child_name (self->canvas_stack, scenario != NULL ? "canvas" : "empty");
  show_scenario_parts (self);
  _muster_scenario_page_update_title (self);
  _muster_scenario_page_actions_update (self);
}

gboolean
muster_scenario_page_new_scenario (MusterScenarioPage *self,
                                   const char         *system_id)
{
  g_autoptr(MusterScenario) scenario = NULL;
  const MusterGrid *grid;
  MusterSystem *system;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);

  system = muster_catalog_lookup (self->catalog, system_id);
  if (system == NULL)
    return FALSE;
  scenario = muster_scenario_new (system);
  grid = muster_system_get_grid (system);
  if (grid != NULL && grid->columns > 0 && grid->rows > 0)
    {
      g_autofree char *xml = NULL;

      /* a grid system's battle map: its cells on a table measured in
       * cells, read back so that undo starts from it */
      muster_scenario_apply (scenario, muster_scenario_edit_set_table (grid->columns, grid->rows, "cells"), NULL);
      muster_scenario_apply (scenario, muster_scenario_edit_resize_grid (grid->columns, grid->rows), NULL);
      xml = muster_scenario_to_xml (scenario);
      g_clear_object (&scenario);
      scenario = muster_scenario_load_memory (self->catalog, xml, strlen (xml), "new-scenario.xml", NULL);
      if (scenario == NULL)
        return FALSE;
    }
  muster_scenario_page_set_scenario (self, scenario, 0, NULL);
  return TRUE;
}

/* ---- adding items ---- */

/* Whether a point is taken: within @clear of an item already there. */
static gboolean
point_taken (MusterScenario *scenario,
             double          x,
             double          y,
             double          clear)
{
  for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
    {
      const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);
      double x0, y0, x1, y1;

      if (item->kind == MUSTER_ITEM_EVENT || item->kind == MUSTER_ITEM_ZONE)
        continue;
      muster_scenario_item_bounds (item, &x0, &y0, &x1, &y1);
      if (x > x0 - clear && x < x1 + clear && y > y0 - clear && y < y1 + clear)
        return TRUE;
    }
  return FALSE;
}

/* The free point nearest (@x, @y) on a grid of @step, round it in rings,
 * inside the table; (@x, @y) itself when the table is full. */
static void
free_point (MusterScenario *scenario,
            double          step,
            double         *x,
            double         *y)
{
  double tw, td;

  muster_scenario_get_table (scenario, &tw, &td, NULL);
  for (int ring = 0; ring < 40; ring++)
    for (int dy = -ring; dy <= ring; dy++)
      for (int dx = -ring; dx <= ring; dx++)
        {
          double px = *x + dx * step, py = *y + dy * step;

          if (MAX (ABS (dx), ABS (dy)) != ring || px < 0 || py < 0 || px > tw || py > td)
            continue;
          if (!point_taken (scenario, px, py, step / 2))
            {
              *x = px;
              *y = py;
              return;
            }
        }
}

/* The side a new zone or camp belongs to: the first without one of that
 * kind, else the first; a column marker's or reserve's: the first. */
static const MusterScenarioSide *
side_for (MusterScenario *scenario,
          MusterItemKind  kind)
{
  guint n = muster_scenario_get_n_sides (scenario);

  if (n == 0)
    return NULL;
  if (kind == MUSTER_ITEM_ZONE || kind == MUSTER_ITEM_CAMP)
    for (guint s = 0; s < n; s++)
      {
        const MusterScenarioSide *side = muster_scenario_get_side (scenario, s);
        gboolean has = FALSE;

        for (guint i = 0; i < muster_scenario_get_n_items (scenario) && !has; i++)
          {
            const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);

            has = item->kind == kind && g_strcmp0 (item->side, side->id) == 0;
          }
        if (!has)
          return side;
      }
  return muster_scenario_get_side (scenario, 0);
}

/* A point @inset into the table from the middle of @edge. */
static void
edge_point (MusterScenario *scenario,
            MusterEdge      edge,
            double          inset,
            double         *x,
            double         *y)
{
  double tw, td;

  muster_scenario_get_table (scenario, &tw, &td, NULL);
  switch (edge)
    {
    case MUSTER_EDGE_NORTH: *x = tw / 2, *y = td - inset; break;
    case MUSTER_EDGE_WEST: *x = inset, *y = td / 2; break;
    case MUSTER_EDGE_EAST: *x = tw - inset, *y = td / 2; break;
    case MUSTER_EDGE_SOUTH:
    default: *x = tw / 2, *y = inset; break;
    }
}

/* A side's deployment zone: the band along its edge, the whole table
 * long and a quarter of it deep. */
static GArray *
zone_band (MusterScenario *scenario,
           MusterEdge      edge)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (MusterPoint));
  double tw, td, x0 = 0, y0 = 0, x1, y1;

  muster_scenario_get_table (scenario, &tw, &td, NULL);
  x1 = tw, y1 = td;
  switch (edge)
    {
    case MUSTER_EDGE_NORTH: y0 = round (td * 3 / 4); break;
    case MUSTER_EDGE_WEST: x1 = round (tw / 4); break;
    case MUSTER_EDGE_EAST: x0 = round (tw * 3 / 4); break;
    case MUSTER_EDGE_SOUTH:
    default: y1 = round (td / 4); break;
    }
  g_array_append_val (points, ((MusterPoint) { x0, y0 }));
  g_array_append_val (points, ((MusterPoint) { x1, y0 }));
  g_array_append_val (points, ((MusterPoint) { x1, y1 }));
  g_array_append_val (points, ((MusterPoint) { x0, y1 }));
  return points;
}

/* The next number of @side's column markers. */
static guint
next_marker_number (MusterScenario *scenario,
                    const char     *side)
{
  guint number = 0;

  for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
    {
      const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);

      if (item->kind == MUSTER_ITEM_COLUMN_MARKER && g_strcmp0 (item->side, side) == 0)
        number = MAX (number, item->number);
    }
  return number + 1;
}

/* A new item of @what: a piece in the middle of the view, an objective in
 * the middle of the table, a side's zone along its edge, its markers,
 * camp and reserve near its edge; each on a free spot, not on another
 * item. Its size is the piece's own or a sixth of the table. */
gboolean
muster_scenario_page_add_item (MusterScenarioPage *self,
                               const char         *what)
{
  static const struct { const char *name; MusterItemKind kind; } kinds[] = {
    { "zone", MUSTER_ITEM_ZONE }, { "objective", MUSTER_ITEM_OBJECTIVE },
    { "column-marker", MUSTER_ITEM_COLUMN_MARKER }, { "camp", MUSTER_ITEM_CAMP },
    { "reserve", MUSTER_ITEM_RESERVE },
  };
  g_autoptr(GError) error = NULL;
  MusterScenarioItem item;
  const MusterPiece *piece = NULL;
  MusterItemKind kind = MUSTER_ITEM_PIECE;
  double tw, td, cx, cy, size, step;
  const MusterScenarioSide *side;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), FALSE);
  if (self->scenario == NULL)
    return FALSE;
  if (g_str_has_prefix (what, "piece:"))
    {
      piece = muster_system_lookup_piece (muster_scenario_get_system (self->scenario), what + 6);
      if (piece == NULL)
        return FALSE;
    }
  else
    {
      guint k;

      for (k = 0; k < G_N_ELEMENTS (kinds) && g_strcmp0 (kinds[k].name, what) != 0; k++)
        ;
      if (k == G_N_ELEMENTS (kinds))
        return FALSE;
      kind = kinds[k].kind;
    }
  muster_scenario_get_table (self->scenario, &tw, &td, NULL);
  size = MAX (1, round (MIN (tw, td) / 6));
  side = kind == MUSTER_ITEM_PIECE || kind == MUSTER_ITEM_OBJECTIVE ? NULL : side_for (self->scenario, kind);
  if (kind == MUSTER_ITEM_PIECE)
    muster_scenario_canvas_widget_to_table (self->canvas, gtk_widget_get_width (GTK_WIDGET (self->canvas)) / 2.0,
                                            gtk_widget_get_height (GTK_WIDGET (self->canvas)) / 2.0, &cx, &cy);
  else if (side != NULL)
    edge_point (self->scenario, side->edge, kind == MUSTER_ITEM_CAMP ? size / 2 : size, &cx, &cy);
  else
    cx = tw / 2, cy = td / 2;
  cx = round (CLAMP (cx, 0, tw));
  cy = round (CLAMP (cy, 0, td));
  muster_scenario_item_init (&item, kind);
  item.side = side != NULL ? g_strdup (side->id) : NULL;
  /* markers a few units apart, boxes their size apart */
  step = kind == MUSTER_ITEM_OBJECTIVE || kind == MUSTER_ITEM_COLUMN_MARKER ? MAX (1, round (size / 3)) : size;
  switch (kind)
    {
    case MUSTER_ITEM_PIECE:
      item.type = g_strdup (piece->id);
      item.width = piece->width > 0 ? piece->width : size;
      item.depth = piece->depth > 0 ? piece->depth : size * 0.75;
      break;
    case MUSTER_ITEM_ZONE:
      item.points = zone_band (self->scenario, side != NULL ? side->edge : MUSTER_EDGE_SOUTH);
      break;
    case MUSTER_ITEM_COLUMN_MARKER:
      item.number = next_marker_number (self->scenario, item.side);
      break;
    case MUSTER_ITEM_CAMP:
    case MUSTER_ITEM_RESERVE:
      item.width = size;
      item.depth = size * 0.66;
      item.type = kind == MUSTER_ITEM_CAMP ? g_strdup ("ordinary") : NULL;
      break;
    default:
      break;
    }
  if (kind != MUSTER_ITEM_ZONE)
    {
      free_point (self->scenario, step, &cx, &cy);
      item.x = cx;
      item.y = cy;
    }
  if (!muster_scenario_apply (self->scenario, muster_scenario_edit_insert_item (-1, &item), &error))
    {
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), error->message);
      muster_scenario_item_clear (&item);
      return FALSE;
    }
  muster_scenario_item_clear (&item);
  muster_scenario_canvas_set_selected (self->canvas, (int) muster_scenario_get_n_items (self->scenario) - 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  return TRUE;
}

/* ---- the side column ---- */

static void
selected_cb (MusterScenarioPage *self)
{
  muster_scenario_properties_set_selected (MUSTER_SCENARIO_PROPERTIES (muster_scenario_page_get_properties (self)),
                                           muster_scenario_canvas_get_selected (self->canvas));
  _muster_scenario_page_actions_update (self);
}

static void
layers_cb (MusterScenarioPage *self)
{
  muster_scenario_canvas_set_hidden_kinds (self->canvas,
                                           muster_scenario_layers_get_hidden_kinds (MUSTER_SCENARIO_LAYERS (muster_scenario_page_get_layers (self))));
}

static void
problem_cb (MusterScenarioPage *self,
            int                 item)
{
  if (item >= 0)
    muster_scenario_canvas_set_selected (self->canvas, item);
}

/* A problem about a side: nothing selected on the table, so that the
 * panel shows the sides, and that side selected there. */
static void
side_problem_cb (MusterScenarioPage *self,
                 int                 side)
{
  GtkWidget *sides = muster_scenario_properties_get_sides (MUSTER_SCENARIO_PROPERTIES (self->properties));

  muster_scenario_canvas_set_selected (self->canvas, -1);
  muster_scenario_sides_select_side (MUSTER_SCENARIO_SIDES (sides), side);
}

static void
edit_failed_cb (MusterScenarioPage *self,
                const char         *message)
{
  muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), message);
}

/* ---- the object ---- */

MusterScenario *
muster_scenario_page_get_scenario (MusterScenarioPage *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), NULL);
  return self->scenario;
}

MusterScenarioCanvas *
muster_scenario_page_get_canvas (MusterScenarioPage *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), NULL);
  return self->canvas;
}

GtkWidget *
muster_scenario_page_get_layers (MusterScenarioPage *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), NULL);
  return self->layers;
}

GtkWidget *
muster_scenario_page_get_properties (MusterScenarioPage *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), NULL);
  return self->properties;
}

gint64
muster_scenario_page_get_document (MusterScenarioPage *self)
{
  g_return_val_if_fail (MUSTER_IS_SCENARIO_PAGE (self), 0);
  return self->document;
}

static void
muster_scenario_page_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      g_value_set_string (value, self->tool);
      break;
    case PROP_SNAP:
      g_value_set_boolean (value, self->snap);
      break;
    case PROP_DOCUMENT:
      g_value_set_int64 (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_scenario_page_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  static const char * const tools[] = { "select", "brush", "rectangle", "measure" };
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
        if (g_strcmp0 (g_value_get_string (value), tools[i]) == 0 && g_strcmp0 (self->tool, tools[i]) != 0)
          {
            g_free (self->tool);
            self->tool = g_strdup (tools[i]);
            muster_scenario_canvas_set_tool (self->canvas, (MusterCanvasTool) i);
            g_object_notify_by_pspec (object, pspec);
          }
      break;
    case PROP_SNAP:
      if (self->snap != g_value_get_boolean (value))
        {
          self->snap = g_value_get_boolean (value);
          muster_scenario_canvas_set_snap (self->canvas, self->snap);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_scenario_page_dispose (GObject *object)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (object);

  muster_scenario_page_flush (self);
  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  /* what the flush itself changed must not save a page that is gone */
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  g_clear_object (&self->scenario);
  g_clear_object (&self->file);
  g_clear_pointer (&self->then_param, g_variant_unref);
  g_clear_object (&self->palette_ids);
  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  g_clear_object (&self->armies);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_SCENARIO_PAGE);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (muster_scenario_page_parent_class)->dispose (object);
}

static void
muster_scenario_page_finalize (GObject *object)
{
  MusterScenarioPage *self = MUSTER_SCENARIO_PAGE (object);

  g_free (self->tool);
  G_OBJECT_CLASS (muster_scenario_page_parent_class)->finalize (object);
}

/* An export started or ended: Export PDF waits for it (not on a page
 * already closed). */
static void
exporting_cb (MusterScenarioPage *self)
{
  if (self->canvas != NULL)
    _muster_scenario_page_actions_update (self);
}

/* Asks for the setup of the Terrain page (see "import-terrain"). */
void
_muster_scenario_page_ask_for_terrain (MusterScenarioPage *self)
{
  g_signal_emit (self, signals[IMPORT_TERRAIN], 0);
}

/* ---- the page ---- */

static gboolean
page_flush (MusterDocumentPage *page)
{
  return muster_scenario_page_flush (MUSTER_SCENARIO_PAGE (page));
}

/* Closing would lose edits (no library): "Save Changes?", then the window
 * closes unless the user cancels. */
static void
page_confirm_close (MusterDocumentPage *page)
{
  _muster_scenario_page_confirm_then (MUSTER_SCENARIO_PAGE (page), NULL, NULL);
}

static void
page_forget_changes (MusterDocumentPage *page)
{
  muster_scenario_page_forget_changes (MUSTER_SCENARIO_PAGE (page));
}

static GObject *
page_get_document (MusterDocumentPage *page)
{
  return G_OBJECT (MUSTER_SCENARIO_PAGE (page)->scenario);
}

static void
page_print (MusterDocumentPage *page)
{
  _muster_scenario_page_print (MUSTER_SCENARIO_PAGE (page));
}

static void
muster_scenario_page_class_init (MusterScenarioPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  MusterDocumentPageClass *page_class = MUSTER_DOCUMENT_PAGE_CLASS (klass);

  page_class->flush = page_flush;
  page_class->forget_changes = page_forget_changes;
  page_class->confirm_close = page_confirm_close;
  page_class->get_document = page_get_document;
  page_class->print = page_print;

  object_class->get_property = muster_scenario_page_get_property;
  object_class->set_property = muster_scenario_page_set_property;
  object_class->dispose = muster_scenario_page_dispose;
  object_class->finalize = muster_scenario_page_finalize;

  properties[PROP_TOOL] = g_param_spec_string ("tool", NULL, NULL, "select",
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SNAP] = g_param_spec_boolean ("snap", NULL, NULL, TRUE,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DOCUMENT] = g_param_spec_int64 ("document", NULL, NULL, 0, G_MAXINT64, 0,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The Files menu asks for the setup of the Terrain page: whoever shows
   * both pages (the window) answers with
   * muster_scenario_page_import_shown_terrain(). */
  signals[IMPORT_TERRAIN] =
    g_signal_new ("import-terrain", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (MUSTER_TYPE_SCENARIO_CANVAS);
  g_type_ensure (MUSTER_TYPE_SCENARIO_LAYERS);
  g_type_ensure (MUSTER_TYPE_SCENARIO_PROPERTIES);
  g_type_ensure (MUSTER_TYPE_EXPORT_BAR);
  g_type_ensure (MUSTER_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-scenario-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, title_widget);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, new_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, open_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, empty_new_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, empty_open_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, add_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, palette);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, side_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, export_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, side_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, canvas_stack);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, canvas);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, layers);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, properties);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, select_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, brush_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, rectangle_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, measure_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, delete_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, snap_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, zoom_out_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, zoom_reset_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, zoom_in_button);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, tool_row);
  gtk_widget_class_bind_template_child (widget_class, MusterScenarioPage, edit_tools);
  gtk_widget_class_bind_template_callback (widget_class, palette_cb);
  gtk_widget_class_bind_template_callback (widget_class, selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, layers_cb);
  gtk_widget_class_bind_template_callback (widget_class, problem_cb);
  gtk_widget_class_bind_template_callback (widget_class, side_problem_cb);
  gtk_widget_class_bind_template_callback (widget_class, edit_failed_cb);
  gtk_widget_class_bind_template_callback (widget_class, exporting_cb);
  _muster_scenario_page_class_actions_init (klass);
}

static void
muster_scenario_page_init (MusterScenarioPage *self)
{
  self->tool = g_strdup ("select");
  self->snap = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_document_page_set_toast_overlay (MUSTER_DOCUMENT_PAGE (self), self->toast_overlay);
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->new_button), _("New Scenario"));
  muster_ui_set_tooltip (GTK_WIDGET (self->open_button), _("Open Scenario"));
  muster_ui_set_tooltip (GTK_WIDGET (self->undo_button), _("Undo"));
  muster_ui_set_tooltip (GTK_WIDGET (self->redo_button), _("Redo"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("Scenario Menu"));
  muster_ui_set_tooltip (GTK_WIDGET (self->side_toggle), _("Properties and Problems"));
  muster_ui_set_tooltip (GTK_WIDGET (self->select_button), _("Select and Move"));
  muster_ui_set_tooltip (GTK_WIDGET (self->brush_button), _("Paint Cells"));
  muster_ui_set_tooltip (GTK_WIDGET (self->rectangle_button), _("Fill a Rectangle of Cells"));
  muster_ui_set_tooltip (GTK_WIDGET (self->measure_button), _("Measure a Distance"));
  muster_ui_set_tooltip (GTK_WIDGET (self->palette), _("Cell type to paint"));
  muster_ui_set_tooltip (GTK_WIDGET (self->add_button), _("Add to the Table"));
  muster_ui_set_tooltip (GTK_WIDGET (self->delete_button), _("Remove the Selection"));
  muster_ui_set_tooltip (GTK_WIDGET (self->snap_button), _("Snap to the table's unit"));
  muster_ui_set_tooltip (GTK_WIDGET (self->zoom_out_button), _("Zoom Out"));
  muster_ui_set_tooltip (GTK_WIDGET (self->zoom_reset_button), _("Whole Table"));
  muster_ui_set_tooltip (GTK_WIDGET (self->zoom_in_button), _("Zoom In"));
  gtk_drop_down_set_factory (self->palette, muster_ui_ellipsizing_factory (12, 18));
  /* a group of buttons shares a line only whole */
  muster_wrap_box_set_text_min (self->tool_row, G_MAXINT);
  muster_wrap_box_set_text_min (self->edit_tools, G_MAXINT);
  muster_ui_follow_fold (self->side_flap, GTK_WIDGET (self), sync_toggle);
  show_scenario_parts (self);
  _muster_scenario_page_add_shortcuts (self);
  muster_ui_guard_wheel (GTK_WIDGET (self));
}

void
_muster_scenario_page_sources_changed (MusterScenarioPage *self)
{
  GtkWidget *sides = muster_scenario_properties_get_sides (MUSTER_SCENARIO_PROPERTIES (self->properties));
  g_autoptr(GFile) folder = self->file != NULL ? g_file_get_parent (self->file) : NULL;
  g_autofree char *path = folder != NULL ? g_file_get_path (folder) : NULL;

  /* army files named relative to the scenario file's folder */
  muster_force_armies_set_folder (self->armies, path);
  muster_scenario_sides_set_armies (MUSTER_SCENARIO_SIDES (sides), self->armies);
}

GtkWidget *
muster_scenario_page_new (MusterContext *context)
{
  g_autoptr(GMenuModel) systems = NULL;
  g_autoptr(GMenuModel) samples = NULL;
  MusterScenarioPage *self;

  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), NULL);

  self = g_object_new (MUSTER_TYPE_SCENARIO_PAGE, "context", context, NULL);
  self->catalog = g_object_ref (muster_context_get_catalog (context));
  g_set_object (&self->library, muster_context_get_library (context));
  self->armies = muster_force_armies_new (self->catalog, self->library);
  muster_export_bar_set_context (self->export_bar, context);
  systems = _muster_scenario_page_systems_menu (self, "scenario.new");
  samples = _muster_scenario_page_samples_menu (self);
  gtk_menu_button_set_menu_model (self->new_button, systems);
  gtk_menu_button_set_menu_model (self->open_button, samples);
  gtk_menu_button_set_menu_model (self->empty_new_button, systems);
  gtk_menu_button_set_menu_model (self->empty_open_button, samples);
  _muster_scenario_page_actions_update (self);
  return GTK_WIDGET (self);
}
