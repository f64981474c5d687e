/* muster-sheet-scenario.c: the scenario sheet: its title and description,
 * the map (muster-scenario-map.c), the sides with their roles, players and
 * forces, the terrain pieces, zones, objectives and markers, camps and
 * reserves, the phase events, victory conditions and special rules, and
 * what breaks the scenario's rules; long text flows on to more pages.
 */
#include "config.h"

#include "muster-map.h"
#include "muster-scenario-map.h"
#include "muster-sheet-private.h"

#include <glib/gi18n-lib.h>

#define FONT_BODY "Sans 9"

typedef struct
{
  MusterScenario *scenario;
  MusterFlow *flow;
} Plan;

static void
plan_free (gpointer data)
{
  Plan *plan = data;

  g_clear_object (&plan->scenario);
  muster_flow_free (plan->flow);
  g_free (plan);
}

static void
draw_map (cairo_t *cr, MusterPrintCtx *ctx, const MusterBox *box, gpointer data)
{
  cairo_save (cr);
  cairo_translate (cr, box->x, box->y);
  muster_scenario_map_draw (cr, MUSTER_SCENARIO (data), NULL, box->width, box->height);
  cairo_restore (cr);
}

static const char *
role_name (MusterRole role)
{
  switch (role)
    {
    case MUSTER_ROLE_ATTACKER:
      return _("attacker");
    case MUSTER_ROLE_DEFENDER:
      return _("defender");
    default:
      return "—";
    }
}

static const char *
edge_name (MusterEdge edge)
{
  switch (edge)
    {
    /* TRANSLATORS: a side's table edge on the scenario sheet */
    case MUSTER_EDGE_NORTH: return _("far edge");
    case MUSTER_EDGE_EAST: return _("right edge");
    case MUSTER_EDGE_WEST: return _("left edge");
    default: return _("near edge");
    }
}

/* "France, 400 points; Lens, 1648, 398 of 400 points; blue.xml (missing)":
 * the armies of files and of the library read through @armies (NULL: named
 * by their file name or number) */
static char *
forces_text (MusterScenario *scenario, const MusterScenarioSide *side, MusterForceArmies *armies)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < side->forces->len; i++)
    {
      g_autofree char *force = muster_force_describe (muster_scenario_get_system (scenario),
                                                      &g_array_index (side->forces, MusterForce, i), armies, NULL);

      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append (text, force);
    }
  if (text->len == 0)
    g_string_append (text, _("none named"));
  return g_string_free (text, FALSE);
}

static const char *
side_label (MusterScenario *scenario, const char *id)
{
  const MusterScenarioSide *side = muster_scenario_lookup_side (scenario, id);

  if (side == NULL)
    return id != NULL ? id : "—";
  return muster_text_is_set (&side->name) ? muster_text_get (&side->name) : side->id;
}

static void
add_sides (MusterFlow *flow, MusterScenario *scenario, MusterForceArmies *armies)
{
  const double shares[] = { 2, 1.3, 0.8, 1.3, 4 };
  const char *headers[] = { _("Side"), _("Role"), _("Players"), _("Edge"), _("Forces") };

  muster_flow_heading (flow, _("Sides and forces"));
  muster_flow_table (flow, 5, shares, headers);
  for (guint i = 0; i < muster_scenario_get_n_sides (scenario); i++)
    {
      const MusterScenarioSide *side = muster_scenario_get_side (scenario, i);
      g_autofree char *players = g_strdup_printf ("%u", side->players);
      g_autofree char *forces = forces_text (scenario, side, armies);
      const char *cells[] = { side_label (scenario, side->id), role_name (side->role), players,
                              edge_name (side->edge), forces };

      muster_flow_row (flow, cells);
    }
}

static char *
place (double x, double y)
{
  g_autofree char *xs = muster_map_format_length (x);
  g_autofree char *ys = muster_map_format_length (y);

  return g_strdup_printf ("%s, %s", xs, ys);
}

static char *
size_text (double w, double d)
{
  g_autofree char *ws = muster_map_format_length (w);
  g_autofree char *ds = muster_map_format_length (d);

  return g_strdup_printf ("%s × %s", ws, ds);
}

/* One table for the things on the table, in the map's order. */
static void
add_items (MusterFlow *flow, MusterScenario *scenario)
{
  const double shares[] = { 0.5, 2.4, 1.6, 1.2, 1.2, 3 };
  const char *headers[] = { "#", _("What"), _("Side"), _("Where"), _("Size"), _("Notes") };
  MusterSystem *system = muster_scenario_get_system (scenario);
  gboolean any = FALSE;

  for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
    {
      const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *what = NULL;
      g_autofree char *where = NULL;
      g_autofree char *size = NULL;
      g_autofree char *notes = NULL;
      double x0, y0, x1, y1;

      if (item->kind == MUSTER_ITEM_EVENT)
        continue;
      if (!any)
        {
          muster_flow_heading (flow, _("On the table"));
          muster_flow_paragraph (flow, _("Places are the middle's distance from the near left corner: across, then "
                                         "in depth."), "Sans Italic 8");
          muster_flow_table (flow, 6, shares, headers);
          any = TRUE;
        }
      muster_scenario_item_bounds (item, &x0, &y0, &x1, &y1);
      where = place ((x0 + x1) / 2, (y0 + y1) / 2);
      switch (item->kind)
        {
        case MUSTER_ITEM_PIECE:
          {
            const MusterPiece *piece = muster_system_lookup_piece (system, item->type);
            const MusterVariant *variant = piece != NULL && item->variant != NULL
                                           ? muster_piece_lookup_variant (piece, item->variant) : NULL;

            what = variant != NULL ? g_strdup_printf ("%s (%s)", muster_text_get (&piece->name),
                                                      muster_text_get (&variant->name))
                                   : g_strdup (piece != NULL ? muster_text_get (&piece->name) : item->type);
            size = size_text (item->width, item->depth);
          }
          break;
        case MUSTER_ITEM_ZONE:
          what = g_strdup (item->march ? _("Deployment zone on the march")
                                       : item->hidden ? _("Hidden set-up area") : _("Deployment zone"));
          size = size_text (x1 - x0, y1 - y0);
          break;
        case MUSTER_ITEM_OBJECTIVE:
          what = g_strdup (_("Objective"));
          break;
        case MUSTER_ITEM_COLUMN_MARKER:
          what = g_strdup_printf (_("Column marker %u"), item->number);
          break;
        case MUSTER_ITEM_CAMP:
          {
            /* the camp's kind by the system's name for it, where it has one */
            const MusterPiece *camp = muster_system_lookup_piece (system, "camp");
            const MusterVariant *kind = camp != NULL && item->type != NULL
                                        ? muster_piece_lookup_variant (camp, item->type) : NULL;

            what = g_strdup_printf (_("Camp (%s)"), kind != NULL ? muster_text_get (&kind->name) : item->type);
          }
          size = size_text (item->width, item->depth);
          break;
        default:
          what = g_strdup (g_strcmp0 (item->type, "flanking") == 0 ? _("Flanking detachment enters")
                           : g_strcmp0 (item->type, "reinforcement") == 0 ? _("Reinforcement enters")
                                                                            : _("Reserve enters"));
          size = size_text (item->width, item->depth);
          notes = item->turn > 0 ? g_strdup_printf (_("turn %u"), item->turn)
                  : item->phase > 0 ? g_strdup_printf (_("phase %u"), item->phase) : NULL;
          break;
        }
      if (muster_text_is_set (&item->text))
        {
          char *more = notes != NULL ? g_strdup_printf ("%s; %s", notes, muster_text_get (&item->text))
                                     : g_strdup (muster_text_get (&item->text));

          g_free (notes);
          notes = more;
        }
      {
        const char *cells[] = { number, what, item->side != NULL ? side_label (scenario, item->side) : "",
                                where, size, notes };

        muster_flow_row (flow, cells);
      }
    }
}

static void
add_events (MusterFlow *flow, MusterScenario *scenario)
{
  const double shares[] = { 1, 1.8, 6 };
  const char *headers[] = { _("When"), _("Side"), _("What happens") };
  gboolean any = FALSE;

  for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
    {
      const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);
      g_autofree char *when = NULL;

      if (item->kind != MUSTER_ITEM_EVENT)
        continue;
      if (!any)
        {
          muster_flow_heading (flow, _("Phases and events"));
          muster_flow_table (flow, 3, shares, headers);
          any = TRUE;
        }
      when = item->phase > 0 ? g_strdup_printf (_("phase %u"), item->phase)
                             : g_strdup_printf (_("turn %u"), item->turn);
      {
        const char *cells[] = { when, item->side != NULL ? side_label (scenario, item->side) : "",
                                muster_text_get (&item->text) };

        muster_flow_row (flow, cells);
      }
    }
}

static void
add_text (MusterFlow *flow, const char *heading, const MusterText *text)
{
  if (!muster_text_is_set (text))
    return;
  muster_flow_heading (flow, heading);
  muster_flow_paragraph (flow, muster_text_get (text), FONT_BODY);
}

static void
add_problems (MusterFlow *flow, MusterScenario *scenario)
{
  g_autoptr(GPtrArray) problems = muster_scenario_check (scenario, NULL, NULL);

  if (problems->len == 0)
    return;
  muster_flow_heading (flow, _("Problems"));
  for (guint i = 0; i < problems->len; i++)
    {
      const MusterScenarioProblem *p = g_ptr_array_index (problems, i);
      g_autofree char *line = g_strdup_printf ("%s: %s", p->warning ? _("Warning") : _("Error"), p->message);

      muster_flow_paragraph (flow, line, FONT_BODY);
    }
}

static gpointer
scenario_layout (GObject                  *document,
                 const MusterSheetOptions *options,
                 MusterPrintCtx           *ctx,
                 GError                  **error)
{
  MusterScenario *scenario = MUSTER_SCENARIO (document);
  MusterSystem *system = muster_scenario_get_system (scenario);
  Plan *plan = g_new0 (Plan, 1);
  const char *unit;
  double w, d, map_h;
  g_autofree char *ws = NULL;
  g_autofree char *ds = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *running = NULL;

  plan->scenario = g_object_ref (scenario);
  plan->flow = muster_flow_new (ctx);
  muster_scenario_get_table (scenario, &w, &d, &unit);
  ws = muster_map_format_length (w);
  ds = muster_map_format_length (d);
  /* TRANSLATORS: under a scenario's title: "Clouds of Smoke · table 120 × 90 cm" */
  subtitle = g_strdup_printf (_("%s · table %s × %s %s"), muster_text_get (muster_system_get_name (system)), ws, ds,
                              muster_print_unit_label (unit));
  running = g_strdup_printf ("%s · %s", muster_text_get (muster_scenario_get_name (scenario)), subtitle);
  muster_flow_set_running (plan->flow, running);
  muster_flow_title (plan->flow, muster_text_get (muster_scenario_get_name (scenario)));
  muster_flow_paragraph (plan->flow, subtitle, "Sans 10");
  if (muster_scenario_is_sample (scenario))
    muster_flow_paragraph (plan->flow, _("A sample scenario made for Muster: the seeds give no scenarios."),
                           "Sans Italic 8");
  if (muster_text_is_set (muster_scenario_get_description (scenario)))
    muster_flow_paragraph (plan->flow, muster_text_get (muster_scenario_get_description (scenario)), FONT_BODY);

  /* the map as wide as the page, at most two thirds of its height */
  map_h = MIN (muster_scenario_map_height_for (scenario, ctx->area.width), ctx->area.height * 0.66);
  muster_flow_gap (plan->flow, MUSTER_MM (2));
  muster_flow_custom (plan->flow, map_h, draw_map, g_object_ref (scenario), g_object_unref);

  add_sides (plan->flow, scenario, options->armies);
  add_items (plan->flow, scenario);
  add_events (plan->flow, scenario);
  add_text (plan->flow, _("Victory"), muster_scenario_get_victory (scenario));
  add_text (plan->flow, _("Special rules"), muster_scenario_get_rules (scenario));
  add_problems (plan->flow, scenario);
  muster_flow_paginate (plan->flow);
  return plan;
}

static int
scenario_n_pages (gpointer data)
{
  return muster_flow_paginate (((Plan *) data)->flow);
}

static void
scenario_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  muster_flow_draw_page (((Plan *) data)->flow, cr, page);
}

static const char *
scenario_title (void)
{
  return _("Scenario sheet");
}

static gboolean
scenario_applies (GObject *document)
{
  return MUSTER_IS_SCENARIO (document);
}

const MusterSheetClass muster_sheet_scenario = {
  .id = "scenario",
  .title = scenario_title,
  .margin = MUSTER_MM (12),
  .applies = scenario_applies,
  .layout = scenario_layout,
  .n_pages = scenario_n_pages,
  .draw = scenario_draw,
  .free = plan_free,
};
