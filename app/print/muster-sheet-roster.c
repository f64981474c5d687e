/* muster-sheet-roster.c: the army roster: name, system, faction, points
 * (none for a system whose rules give no prices), commanders, units by
 * regiment where the system's armies are made of regiments (else by
 * category), preparations, every derived value with its breakdown, each
 * regiment's values, notes, problems; the date and the share code at the
 * foot of every page, and a "not valid" mark on every page of an army that
 * breaks rules.
 */
#include "config.h"

#include "muster-sheet-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#define FONT_BODY  "Sans 8.5"
#define FONT_CODE  "Monospace 7"

/* The longest share code printed at the foot of every page, and in the
 * body (a 30-unit army's code has about 175 characters). */
#define FOOTER_CODE_MAX 400
#define BODY_CODE_MAX   4000

typedef struct
{
  MusterFlow *flow;
  MusterArmy *army;
} Roster;

static void
roster_free (gpointer data)
{
  Roster *roster = data;

  muster_flow_free (roster->flow);
  g_clear_object (&roster->army);
  g_free (roster);
}

static const char *
roster_title (void)
{
  return _("Roster");
}

static char *
cost_text (MusterSystem *system, double cost)
{
  return muster_format_cost (system, cost);
}

static void
add_commanders (MusterFlow *flow, MusterArmy *army)
{
  MusterSystem *system = muster_army_get_system (army);
  guint n = muster_army_get_n_commanders (army);
  const double shares[] = { 3, 3, 2 };
  const char *headers[] = { C_("roster", "Commander"), C_("roster", "Tier"), C_("roster", "Cost") };
  guint columns = muster_system_declares_costs (system) ? 3 : 2;

  if (n == 0)
    return;
  muster_flow_heading (flow, g_dngettext (GETTEXT_PACKAGE, "Commander", "Commanders", n));
  muster_flow_table (flow, columns, shares, headers);
  for (guint i = 0; i < n; i++)
    {
      const MusterArmyCommander *c = muster_army_get_commander (army, i);
      g_autofree char *cost = cost_text (system, c->tier->cost);
      g_autofree char *who = NULL;
      const char *cells[3];

      if (c->name != NULL && c->role != NULL)
        who = g_strdup_printf ("%s (%s)", c->name, muster_text_get (&c->role->name));
      else if (c->name != NULL)
        who = g_strdup (c->name);
      else if (c->role != NULL)
        who = g_strdup (muster_text_get (&c->role->name));
      else
        who = g_strdup ("—");
      cells[0] = who;
      cells[1] = muster_text_get (&c->tier->name);
      cells[2] = cost;
      muster_flow_row (flow, cells);
    }
}

/* Where a unit entry stands: its column, regiment (unless the units are
 * grouped by regiment) and reserve, and whether it is the
 * commander-in-chief. */
static char *
unit_place (MusterArmy *army, const MusterArmyUnit *u, gboolean by_regiment)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (u->column > 0)
    /* TRANSLATORS: a unit's column on the roster: "column 2" */
    g_ptr_array_add (parts, g_strdup_printf (_("column %u"), u->column));
  if (!by_regiment && u->regiment >= 0 && (guint) u->regiment < muster_army_get_n_regiments (army))
    g_ptr_array_add (parts, muster_army_dup_regiment_name (army, u->regiment));
  if (u->reserve)
    g_ptr_array_add (parts, g_strdup (C_("roster", "reserve")));
  if (u->chief)
    g_ptr_array_add (parts, g_strdup (C_("roster", "commander-in-chief")));
  if (!u->in_faction)
    g_ptr_array_add (parts, g_strdup (_("not in this faction's list")));
  if (parts->len == 0)
    return g_strdup ("");
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (", ", (char **) parts->pdata);
}

/* A group of the roster's units: a category, or a regiment (or the units
 * outside any regiment) in a system whose armies are made of regiments. */
typedef struct
{
  const MusterCategory *category;
  int regiment;                 /* -1: none, or not grouped by regiment */
} UnitGroup;

static gboolean
in_group (const MusterArmyUnit *u, const UnitGroup *group, gboolean by_regiment)
{
  return by_regiment ? u->regiment == group->regiment : u->type->category == group->category;
}

/* A group's name: its category's, its regiment's (with "reserve") or that
 * of the units without a regiment. */
static char *
group_name (MusterArmy *army, const UnitGroup *group, gboolean by_regiment)
{
  if (!by_regiment)
    return g_strdup (group->category != NULL ? muster_text_get (&group->category->name) : C_("roster", "Units"));
  if (group->regiment < 0)
    return g_strdup (_("Units without a regiment"));
  {
    g_autofree char *name = muster_army_dup_regiment_name (army, group->regiment);

    if (muster_army_get_regiment (army, group->regiment)->reserve)
      /* TRANSLATORS: a regiment of the reserve on the roster: "Horse archers (reserve)" */
      return g_strdup_printf (_("%s (reserve)"), name);
    return g_steal_pointer (&name);
  }
}

static void
add_unit_group (MusterFlow *flow, MusterArmy *army, const UnitGroup *group, gboolean by_regiment)
{
  MusterSystem *system = muster_army_get_system (army);
  gboolean costs = muster_system_declares_costs (system);
  const double shares[] = { 5, 1.2, 2, 3.5 };
  const double shares_free[] = { 5, 1.2, 3.5 };
  const char *headers[] = { C_("roster", "Unit"), C_("roster", "Count"), C_("roster", "Cost"),
                            C_("roster", "Place") };
  const char *headers_free[] = { C_("roster", "Unit"), C_("roster", "Count"), C_("roster", "Place") };
  guint n = muster_army_get_n_units (army);
  g_autofree char *name = NULL;
  g_autofree char *total = NULL;
  g_autofree char *heading = NULL;
  guint count = 0;
  double cost = 0;

  for (guint i = 0; i < n; i++)
    {
      const MusterArmyUnit *u = muster_army_get_unit (army, i);

      if (!in_group (u, group, by_regiment))
        continue;
      count += u->count;
      cost += u->count * u->type->cost;
    }
  /* a regiment is listed even while it has no units */
  if (count == 0 && !(by_regiment && group->regiment >= 0))
    return;

  name = group_name (army, group, by_regiment);
  total = cost_text (system, cost);
  if (costs)
    /* TRANSLATORS: a roster heading: "Core — 6 units, 120 points" */
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %u unit, %s", "%s — %u units, %s",
                                            count), name, count, total);
  else
    /* TRANSLATORS: a roster heading where the rules give no prices: "Infantry — 6 units" */
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %u unit", "%s — %u units",
                                            count), name, count);
  muster_flow_heading (flow, heading);
  if (count == 0)
    return;
  if (costs)
    muster_flow_table (flow, 4, shares, headers);
  else
    muster_flow_table (flow, 3, shares_free, headers_free);
  for (guint i = 0; i < n; i++)
    {
      const MusterArmyUnit *u = muster_army_get_unit (army, i);
      g_autofree char *number = NULL;
      g_autofree char *price = NULL;
      g_autofree char *place = NULL;
      const char *cells[4];

      if (!in_group (u, group, by_regiment))
        continue;
      number = g_strdup_printf ("%u", u->count);
      price = cost_text (system, u->count * u->type->cost);
      place = unit_place (army, u, by_regiment);
      cells[0] = muster_text_get (&u->type->name);
      cells[1] = number;
      cells[2] = costs ? price : place;
      cells[3] = place;
      muster_flow_row (flow, cells);
    }
}

/* The units by regiment where the system's armies are made of regiments
 * (regiments in order, then the units outside them), else by category in
 * the system's order, then units of no category. */
static void
add_units (MusterFlow *flow, MusterArmy *army)
{
  MusterSystem *system = muster_army_get_system (army);
  gboolean by_regiment = muster_system_get_army_options (system)->regiments;

  if (by_regiment)
    {
      guint n_regiments = muster_army_get_n_regiments (army);

      for (guint r = 0; r <= n_regiments; r++)
        {
          UnitGroup group = { NULL, r < n_regiments ? (int) r : -1 };

          add_unit_group (flow, army, &group, TRUE);
        }
    }
  else
    {
      GPtrArray *categories = muster_system_get_categories (system);

      for (guint c = 0; c <= categories->len; c++)
        {
          UnitGroup group = { c < categories->len ? g_ptr_array_index (categories, c) : NULL, -1 };

          add_unit_group (flow, army, &group, FALSE);
        }
    }
}

static void
add_preparations (MusterFlow *flow, MusterArmy *army)
{
  MusterSystem *system = muster_army_get_system (army);
  guint n = muster_army_get_n_preparations (army);
  const double shares[] = { 6, 1.2, 2 };
  const char *headers[] = { C_("roster", "Preparation"), C_("roster", "Count"), C_("roster", "Cost") };

  if (n == 0)
    return;
  muster_flow_heading (flow, _("Preparations"));
  muster_flow_table (flow, muster_system_declares_costs (system) ? 3 : 2, shares, headers);
  for (guint i = 0; i < n; i++)
    {
      const MusterArmyPreparation *p = muster_army_get_preparation (army, i);
      g_autofree char *copies = g_strdup_printf ("%u", p->copies);
      g_autofree char *cost = cost_text (system, p->copies * p->preparation->cost);
      const char *cells[3] = { muster_text_get (&p->preparation->name), copies, cost };

      muster_flow_row (flow, cells);
    }
}

static void
add_values (MusterFlow *flow, const MusterReport *report)
{
  const double shares[] = { 6, 2 };
  const char *headers[] = { C_("roster", "Value"), C_("roster", "Army") };
  gboolean any = FALSE;

  for (guint i = 0; i < report->values->len; i++)
    {
      const MusterValue *v = &g_array_index (report->values, MusterValue, i);
      g_autofree char *number = muster_format_local_number (v->value);
      const char *cells[2] = { muster_text_get (&v->derived->name), number };

      if (v->derived->hidden)
        continue;
      if (!any)
        {
          muster_flow_heading (flow, _("Derived values"));
          muster_flow_table (flow, 2, shares, headers);
          any = TRUE;
        }
      muster_flow_row (flow, cells);
      /* a value made of terms shows each line of its breakdown */
      for (guint t = 0; v->terms != NULL && t < v->terms->len && t < v->derived->terms->len; t++)
        {
          const MusterTerm *term = &g_array_index (v->derived->terms, MusterTerm, t);
          g_autofree char *label = g_strdup_printf ("    %s", muster_text_get (&term->label));
          g_autofree char *part = muster_format_signed (g_array_index (v->terms, double, t));
          const char *line[2] = { label, part };

          muster_flow_row (flow, line);
        }
    }
}

/* Each regiment's values (<regiment-values>: cost, movement, morale,
 * combat strength ...), one row a regiment. */
static void
add_regiments (MusterFlow *flow, MusterArmy *army, const MusterReport *report)
{
  GPtrArray *values = muster_system_get_regiment_values (muster_army_get_system (army));
  guint n = muster_army_get_n_regiments (army);
  guint columns = MIN (values->len, 7) + 1;
  double shares[8];
  const char *headers[8];

  if (values->len == 0 || n == 0)
    return;
  shares[0] = 4;
  headers[0] = C_("roster", "Regiment");
  for (guint v = 1; v < columns; v++)
    {
      shares[v] = 2;
      headers[v] = muster_text_get (&((const MusterRegimentValue *) g_ptr_array_index (values, v - 1))->name);
    }
  muster_flow_heading (flow, _("Regiments"));
  muster_flow_table (flow, columns, shares, headers);
  for (guint r = 0; r < n; r++)
    {
      const MusterArmyRegiment *reg = muster_army_get_regiment (army, r);
      g_autofree char *name = muster_army_dup_regiment_name (army, r);
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      const char *cells[8];

      if (reg->reserve)
        /* TRANSLATORS: a regiment of the reserve on the roster: "Horse archers (reserve)" */
        g_ptr_array_add (texts, g_strdup_printf (_("%s (reserve)"), name));
      else
        g_ptr_array_add (texts, g_steal_pointer (&name));
      for (guint v = 1; v < columns; v++)
        {
          const MusterRegimentValue *value = g_ptr_array_index (values, v - 1);
          g_ptr_array_add (texts, muster_format_local_number (
                                    muster_report_get_regiment_value (report, army, r, value->id, NULL)));
        }
      for (guint v = 0; v < columns; v++)
        cells[v] = g_ptr_array_index (texts, v);
      muster_flow_row (flow, cells);
    }
}

static void
add_problems (MusterFlow *flow, const MusterReport *report)
{
  const double shares[] = { 1.4, 8 };
  const char *headers[] = { C_("roster", "Severity"), C_("roster", "Problem") };

  if (report->problems->len == 0)
    return;
  muster_flow_heading (flow, _("Problems"));
  muster_flow_table (flow, 2, shares, headers);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (report->problems, MusterProblem, i);
      const char *cells[2] = { p->severity == MUSTER_SEVERITY_ERROR ? C_("severity", "error")
                                                                     : C_("severity", "warning"),
                               muster_problem_get_message (p) };

      muster_flow_row (flow, cells);
    }
}

/* Today, or $SOURCE_DATE_EPOCH where it is set (reproducible output, as
 * the reproducible-builds convention has it: the tests' reference pages). */
static GDateTime *
print_date (void)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  guint64 seconds;

  if (epoch != NULL && g_ascii_string_to_unsigned (epoch, 10, 0, G_MAXINT64 / 2, &seconds, NULL))
    return g_date_time_new_from_unix_utc ((gint64) seconds);
  return g_date_time_new_now_local ();
}

static gboolean
roster_applies (GObject *document)
{
  return muster_sheet_is_army (document);
}

static gpointer
roster_layout (GObject                  *document,
               const MusterSheetOptions *options,
               MusterPrintCtx           *ctx,
               GError                  **error)
{
  MusterArmy *army = MUSTER_ARMY (document);
  MusterSystem *system = muster_army_get_system (army);
  g_autoptr(MusterReport) report = muster_rules_check (army);
  g_autoptr(GDateTime) now = print_date ();
  g_autofree char *title = muster_army_dup_title (army);
  g_autofree char *subtitle = muster_sheet_army_subtitle (army);
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *code = muster_share_encode (army);
  g_autofree char *spent = cost_text (system, report->spent);
  g_autofree char *limit = cost_text (system, report->limit);
  g_autofree char *summary = NULL;
  g_autofree char *footer = NULL;
  g_autofree char *running = NULL;
  Roster *roster = g_new0 (Roster, 1);

  roster->army = g_object_ref (army);
  roster->flow = muster_flow_new (ctx);
  if (!report->valid)
    muster_flow_set_mark (roster->flow, _("NOT VALID: this army breaks the rules listed under Problems."));
  running = g_strdup_printf ("%s · %s", title, subtitle);
  muster_flow_set_running (roster->flow, running);
  /* a code that would fill more than the footer's few lines is left out
   * of it (a huge army's code runs to pages); the body says so */
  if (code != NULL && strlen (code) <= FOOTER_CODE_MAX)
    /* TRANSLATORS: the roster's footer: the date it was printed and the army's share code */
    footer = g_strdup_printf (_("Printed %s · share code: %s"), date, code);
  else
    /* TRANSLATORS: the roster's footer: the date it was printed */
    footer = g_strdup_printf (_("Printed %s"), date);
  muster_flow_set_footer (roster->flow, footer);

  muster_flow_title (roster->flow, title);
  muster_flow_paragraph (roster->flow, subtitle, "Sans 10");
  if (muster_system_declares_costs (system))
    {
      /* TRANSLATORS: the roster's points line: "Spent 372 points of 400 points" */
      summary = g_strdup_printf (_("Spent %s of %s"), spent, limit);
      muster_flow_paragraph (roster->flow, summary, "Sans Bold 10");
    }
  if (muster_army_get_faction (army)->sample)
    muster_flow_paragraph (roster->flow, _("The faction's data is a sample, not published figures."), "Sans Italic 8");

  add_commanders (roster->flow, army);
  add_units (roster->flow, army);
  add_preparations (roster->flow, army);
  add_values (roster->flow, report);
  add_regiments (roster->flow, army, report);
  if (muster_army_get_notes (army) != NULL && *muster_army_get_notes (army) != '\0')
    {
      muster_flow_heading (roster->flow, _("Notes"));
      muster_flow_paragraph (roster->flow, muster_army_get_notes (army), FONT_BODY);
    }
  add_problems (roster->flow, report);
  if (code != NULL)
    {
      muster_flow_heading (roster->flow, _("Share code"));
      if (strlen (code) <= BODY_CODE_MAX)
        muster_flow_paragraph (roster->flow, code, FONT_CODE);
      else
        muster_flow_paragraph (roster->flow, _("This army's share code is too long to print; copy it from Muster, "
                                               "or share the army file."), FONT_BODY);
    }
  muster_flow_paginate (roster->flow);
  return roster;
}

static int
roster_n_pages (gpointer data)
{
  return muster_flow_paginate (((Roster *) data)->flow);
}

static void
roster_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  muster_flow_draw_page (((Roster *) data)->flow, cr, page);
}

const MusterSheetClass muster_sheet_roster = {
  .id = "roster",
  .title = roster_title,
  .margin = MUSTER_MM (12),
  .applies = roster_applies,
  .layout = roster_layout,
  .n_pages = roster_n_pages,
  .draw = roster_draw,
  .free = roster_free,
};
