/* muster-sheet-reference.c: the reference sheet of an army: the profiles of
 * its unit types, their weapons, the full text of the special rules they
 * use, the army's preparations, and the system's orders, commander tiers,
 * terrain tables and reference tables, all from the system's data.
 */
#include "config.h"

#include "muster-profile.h"
#include "muster-sheet-private.h"
#include "muster-table-fit.h"

#include <glib/gi18n-lib.h>

#define FONT_INTRO  "Sans 8.5"
#define FONT_SOURCE "Sans Italic 6.5"

typedef struct
{
  MusterFlow *flow;
  int n_pages;
} Reference;

static void
reference_free (gpointer data)
{
  Reference *ref = data;

  muster_flow_free (ref->flow);
  g_free (ref);
}

static const char *
reference_title (void)
{
  return _("Reference sheet");
}

static gboolean
reference_applies (GObject *document)
{
  return muster_sheet_is_army (document);
}

/* ---- the army's units ---- */

/* The army's unit types, each once, in the order of their first entry. */
static GPtrArray *
army_unit_types (MusterArmy *army)
{
  GPtrArray *types = g_ptr_array_new ();

  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    {
      const MusterUnitType *type = muster_army_get_unit (army, i)->type;

      if (!g_ptr_array_find (types, type, NULL))
        g_ptr_array_add (types, (gpointer) type);
    }
  return types;
}

static char *
unit_weapons (MusterSystem *system, const MusterUnitType *type)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint w = 0; type->weapons != NULL && w < type->weapons->len; w++)
    g_ptr_array_add (parts, muster_profile_weapon_summary (system, g_ptr_array_index (type->weapons, w), w + 1));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv ("; ", (char **) parts->pdata);
}

/* The names of the flag fields @type has set: "Mounted, Shield". */
static char *
unit_traits (GArray *stats, const MusterUnitType *type)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < stats->len; s++)
    {
      const MusterProfileStat *stat = &g_array_index (stats, MusterProfileStat, s);

      if (stat->field == NULL || stat->field->kind != MUSTER_FIELD_FLAG
          || type->numbers == NULL || type->numbers[stat->field->index] == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, stat->label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
is_flag (const MusterProfileStat *stat)
{
  return stat->field != NULL && stat->field->kind == MUSTER_FIELD_FLAG;
}

/* One table per category, in the system's order: the unit, its cost, each
 * field that is not a flag, the flags it has, its weapons and the names of
 * its special rules; split into two tables or more, one under the other,
 * where the columns do not fit the page side by side. */
static void
add_units (MusterFlow *flow, MusterPrintCtx *ctx, MusterArmy *army, GPtrArray *types)
{
  MusterSystem *system = muster_army_get_system (army);
  GPtrArray *categories = muster_system_get_categories (system);
  gboolean flags = FALSE, weapons = FALSE, rules = FALSE;
  g_autoptr(GArray) model = NULL;
  g_autoptr(GPtrArray) headers = g_ptr_array_new ();
  g_autofree MusterColumnWant *wants = NULL;
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GPtrArray) shares = NULL;
  MusterFitTable *all;

  if (types->len == 0)
    return;
  for (guint t = 0; t < types->len; t++)
    {
      const MusterUnitType *type = g_ptr_array_index (types, t);
      g_autoptr(GPtrArray) tags = muster_profile_unit_tags (type);

      weapons |= type->weapons != NULL && type->weapons->len > 0;
      rules |= tags->len > 0;
    }
  /* the columns, from the first unit's stats (every unit has the same) */
  model = muster_profile_unit_stats (system, g_ptr_array_index (types, 0));
  g_ptr_array_add (headers, (gpointer) C_("reference", "Unit"));
  if (muster_system_declares_costs (system))
    g_ptr_array_add (headers, (gpointer) C_("reference", "Cost"));
  for (guint s = 0; s < model->len; s++)
    {
      const MusterProfileStat *stat = &g_array_index (model, MusterProfileStat, s);

      if (is_flag (stat))
        flags = TRUE;
      else
        g_ptr_array_add (headers, (gpointer) stat->short_label);
    }
  if (flags)
    /* TRANSLATORS: the column of a unit's yes-or-no fields that it has */
    g_ptr_array_add (headers, (gpointer) C_("reference", "Traits"));
  if (weapons)
    g_ptr_array_add (headers, (gpointer) C_("reference", "Weapons"));
  if (rules)
    g_ptr_array_add (headers, (gpointer) C_("reference", "Special rules"));

  /* every unit's row, so that the tables of all categories share their
   * columns' widths */
  all = muster_fit_table_new (headers->len, (const char * const *) headers->pdata);
  for (guint t = 0; t < types->len; t++)
    {
      const MusterUnitType *type = g_ptr_array_index (types, t);
      g_autoptr(GArray) stats = muster_profile_unit_stats (system, type);
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (cells, muster_profile_sample_name (muster_text_get (&type->name), type->sample));
      if (muster_system_declares_costs (system))
        g_ptr_array_add (cells, muster_format_local_number (type->cost));
      for (guint s = 0; s < stats->len; s++)
        {
          const MusterProfileStat *stat = &g_array_index (stats, MusterProfileStat, s);

          if (!is_flag (stat))
            g_ptr_array_add (cells, g_strdup (stat->value));
        }
      if (flags)
        g_ptr_array_add (cells, unit_traits (stats, type));
      if (weapons)
        g_ptr_array_add (cells, unit_weapons (system, type));
      if (rules)
        g_ptr_array_add (cells, muster_profile_tag_names (type, ", "));
      g_assert (cells->len == headers->len);
      muster_fit_table_row (all, (const char * const *) cells->pdata);
    }
  /* groups of columns that each fit the page, every one led by the
   * unit's name, with the widths they need */
  wants = g_new0 (MusterColumnWant, headers->len);
  muster_fit_table_measure (all, ctx, wants);
  groups = muster_column_groups (wants, headers->len, ctx->area.width);
  shares = g_ptr_array_new_with_free_func (g_free);
  for (guint g = 0; g < groups->len; g++)
    {
      GArray *group = g_ptr_array_index (groups, g);
      g_autofree MusterColumnWant *sub = g_new0 (MusterColumnWant, group->len);
      double *part = g_new0 (double, group->len);

      for (guint i = 0; i < group->len; i++)
        sub[i] = wants[g_array_index (group, guint, i)];
      muster_column_shares (sub, group->len, ctx->area.width, part);
      g_ptr_array_add (shares, part);
    }

  for (guint c = 0; c <= categories->len; c++)
    {
      const MusterCategory *category = c < categories->len ? g_ptr_array_index (categories, c) : NULL;
      g_autofree char *heading = NULL;
      gboolean any = FALSE;

      for (guint t = 0; t < types->len && !any; t++)
        any = ((const MusterUnitType *) g_ptr_array_index (types, t))->category == category;
      if (!any)
        continue;
      /* TRANSLATORS: a heading of the reference sheet: "Units: Core" */
      heading = g_strdup_printf (_("Units: %s"), category != NULL ? muster_text_get (&category->name)
                                                                 : C_("reference", "other"));
      muster_flow_heading (flow, heading);
      for (guint g = 0; g < groups->len; g++)
        {
          GArray *group = g_ptr_array_index (groups, g);
          g_autofree const char **cells = g_new0 (const char *, group->len);

          g_autofree MusterColumnWant *sub = g_new0 (MusterColumnWant, group->len);

          for (guint i = 0; i < group->len; i++)
            {
              cells[i] = all->headers[g_array_index (group, guint, i)];
              sub[i] = wants[g_array_index (group, guint, i)];
            }
          muster_flow_table_fitted (flow, sub, group->len, g_ptr_array_index (shares, g), cells);
          for (guint t = 0; t < types->len; t++)
            {
              char **row = g_ptr_array_index (all->rows, t);

              if (((const MusterUnitType *) g_ptr_array_index (types, t))->category != category)
                continue;
              for (guint i = 0; i < group->len; i++)
                cells[i] = row[g_array_index (group, guint, i)];
              muster_flow_row (flow, cells);
            }
        }
    }
  muster_fit_table_free (all);
}

/* Every weapon the army's units carry, once: its stats, range bands and
 * notes. */
static void
add_weapons (MusterFlow *flow, MusterPrintCtx *ctx, MusterSystem *system, GPtrArray *types)
{
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_WEAPON);
  g_autoptr(GPtrArray) weapons = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) headers = g_ptr_array_new ();
  gboolean bands = FALSE, notes = FALSE;
  MusterFitTable *table;

  for (guint t = 0; t < types->len; t++)
    {
      const MusterUnitType *type = g_ptr_array_index (types, t);

      for (guint w = 0; type->weapons != NULL && w < type->weapons->len; w++)
        {
          const MusterWeapon *weapon = g_ptr_array_index (type->weapons, w);
          g_autofree char *summary = muster_profile_weapon_summary (system, weapon, w + 1);
          g_autofree char *band_text = muster_profile_weapon_bands_text (weapon, " · ");
          char *key = g_strconcat (summary, "\n", band_text != NULL ? band_text : "", NULL);

          if (g_hash_table_contains (seen, key))
            {
              g_free (key);
              continue;
            }
          g_hash_table_add (seen, key);
          g_ptr_array_add (weapons, (gpointer) weapon);
          bands |= band_text != NULL;
          notes |= muster_text_is_set (muster_profile_weapon_text (weapon));
        }
    }
  if (weapons->len == 0)
    return;

  g_ptr_array_add (headers, (gpointer) C_("reference", "Weapon"));
  for (guint f = 0; f < fields->len; f++)
    g_ptr_array_add (headers, (gpointer) muster_profile_field_header (g_ptr_array_index (fields, f)));
  if (bands)
    g_ptr_array_add (headers, (gpointer) C_("reference", "Range bands"));
  if (notes)
    g_ptr_array_add (headers, (gpointer) C_("reference", "Notes"));

  muster_flow_heading (flow, C_("reference", "Weapons"));
  table = muster_fit_table_new (headers->len, (const char * const *) headers->pdata);
  for (guint w = 0; w < weapons->len; w++)
    {
      const MusterWeapon *weapon = g_ptr_array_index (weapons, w);
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (cells, muster_profile_weapon_title (weapon, w + 1));
      for (guint f = 0; f < fields->len; f++)
        {
          const MusterField *field = g_ptr_array_index (fields, f);
          const char *stat = muster_profile_weapon_stat (weapon, field->index);

          g_ptr_array_add (cells, g_strdup (stat != NULL && *stat != '\0' ? stat : "—"));
        }
      if (bands)
        {
          char *text = muster_profile_weapon_bands_text (weapon, "\n");

          g_ptr_array_add (cells, text != NULL ? text : g_strdup ("—"));
        }
      if (notes)
        g_ptr_array_add (cells, g_strdup (muster_text_get (muster_profile_weapon_text (weapon))));
      muster_fit_table_row (table, (const char * const *) cells->pdata);
    }
  muster_fit_table_emit (table, flow, ctx);
}

static int
compare_tags (gconstpointer a, gconstpointer b)
{
  const MusterTag *x = *(const MusterTag * const *) a;
  const MusterTag *y = *(const MusterTag * const *) b;

  return g_utf8_collate (muster_text_get (&x->name), muster_text_get (&y->name));
}

/* The full text of each special rule the army's units use, once, by name. */
static void
add_rules (MusterFlow *flow, MusterPrintCtx *ctx, GPtrArray *types)
{
  g_autoptr(GPtrArray) tags = g_ptr_array_new ();
  const char *headers[] = { C_("reference", "Rule"), C_("reference", "What it does") };
  MusterFitTable *table;

  for (guint t = 0; t < types->len; t++)
    {
      g_autoptr(GPtrArray) unit_tags = muster_profile_unit_tags (g_ptr_array_index (types, t));

      for (guint i = 0; i < unit_tags->len; i++)
        if (!g_ptr_array_find (tags, g_ptr_array_index (unit_tags, i), NULL))
          g_ptr_array_add (tags, g_ptr_array_index (unit_tags, i));
    }
  if (tags->len == 0)
    return;
  g_ptr_array_sort (tags, compare_tags);

  muster_flow_heading (flow, C_("reference", "Special rules"));
  table = muster_fit_table_new (2, headers);
  for (guint i = 0; i < tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (tags, i);
      g_autofree char *name = muster_profile_sample_name (muster_text_get (&tag->name), tag->sample);
      const char *cells[] = { name, muster_text_is_set (&tag->text) ? muster_text_get (&tag->text) : "—" };

      muster_fit_table_row (table, cells);
    }
  muster_fit_table_emit (table, flow, ctx);
}

/* The preparations the army has taken, with their full text. */
static void
add_preparations (MusterFlow *flow, MusterPrintCtx *ctx, MusterArmy *army)
{
  MusterSystem *system = muster_army_get_system (army);
  const char *headers[] = { C_("reference", "Preparation"), C_("reference", "Cost"),
                            C_("reference", "What it does") };
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  MusterFitTable *table = NULL;

  for (guint i = 0; i < muster_army_get_n_preparations (army); i++)
    {
      const MusterPreparation *p = muster_army_get_preparation (army, i)->preparation;
      g_autofree char *name = NULL;
      g_autofree char *cost = NULL;
      const char *cells[3];

      if (g_ptr_array_find (seen, p, NULL))
        continue;
      g_ptr_array_add (seen, (gpointer) p);
      if (table == NULL)
        {
          muster_flow_heading (flow, _("Preparations"));
          table = muster_fit_table_new (3, headers);
        }
      name = muster_profile_sample_name (muster_text_get (&p->name), p->sample);
      cost = muster_format_cost (system, p->cost);
      cells[0] = name;
      cells[1] = cost;
      cells[2] = muster_text_is_set (&p->text) ? muster_text_get (&p->text) : "—";
      muster_fit_table_row (table, cells);
    }
  if (table != NULL)
    muster_fit_table_emit (table, flow, ctx);
}

/* ---- the system's rules ---- */

static void
add_orders (MusterFlow *flow, MusterPrintCtx *ctx, MusterSystem *system)
{
  GPtrArray *orders = muster_system_get_orders (system);
  const char *headers[] = { C_("reference", "Order"), C_("reference", "Rule") };
  MusterFitTable *table;

  if (orders == NULL || orders->len == 0)
    return;
  muster_flow_heading (flow, _("Orders"));
  table = muster_fit_table_new (2, headers);
  for (guint i = 0; i < orders->len; i++)
    {
      const MusterOrder *order = g_ptr_array_index (orders, i);
      const char *cells[] = { muster_text_get (&order->name),
                              muster_text_is_set (&order->text) ? muster_text_get (&order->text) : "—" };

      muster_fit_table_row (table, cells);
    }
  muster_fit_table_emit (table, flow, ctx);
}

static void
add_commanders (MusterFlow *flow, MusterPrintCtx *ctx, MusterSystem *system)
{
  GPtrArray *tiers = muster_system_get_tiers (system);
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_COMMANDER);
  g_autoptr(GPtrArray) headers = g_ptr_array_new ();
  gboolean notes = FALSE;
  MusterFitTable *table;

  if (tiers == NULL || tiers->len == 0)
    return;
  for (guint i = 0; i < tiers->len; i++)
    notes |= muster_text_is_set (&((const MusterCommanderTier *) g_ptr_array_index (tiers, i))->text);
  g_ptr_array_add (headers, (gpointer) C_("reference", "Tier"));
  g_ptr_array_add (headers, (gpointer) C_("reference", "Cost"));
  for (guint f = 0; f < fields->len; f++)
    g_ptr_array_add (headers, (gpointer) muster_profile_field_header (g_ptr_array_index (fields, f)));
  if (notes)
    g_ptr_array_add (headers, (gpointer) C_("reference", "Notes"));

  muster_flow_heading (flow, C_("reference", "Commanders"));
  table = muster_fit_table_new (headers->len, (const char * const *) headers->pdata);
  for (guint i = 0; i < tiers->len; i++)
    {
      const MusterCommanderTier *tier = g_ptr_array_index (tiers, i);
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

      /* a cost Muster made up says so, as a unit's or a preparation's does */
      g_ptr_array_add (cells, muster_profile_sample_name (muster_text_get (&tier->name), tier->sample));
      g_ptr_array_add (cells, muster_format_cost (system, tier->cost));
      for (guint f = 0; f < fields->len; f++)
        {
          const MusterField *field = g_ptr_array_index (fields, f);
          const char *stat = tier->stats != NULL ? tier->stats[field->index] : NULL;
          double number = tier->numbers != NULL ? tier->numbers[field->index] : 0;

          g_ptr_array_add (cells, muster_profile_field_value (field, stat, number));
        }
      if (notes)
        g_ptr_array_add (cells, g_strdup (muster_text_get (&tier->text)));
      muster_fit_table_row (table, (const char * const *) cells->pdata);
    }
  muster_fit_table_emit (table, flow, ctx);
}

/* "2–3", "6" */
static char *
roll_range (int from, int to)
{
  if (from == to)
    return g_strdup_printf ("%d", from);
  return g_strdup_printf ("%d–%d", from, to);
}

/* TRANSLATORS: the column of a die roll in a terrain table: "Roll (2d6)" */
#define ROLL_HEADER N_("Roll (%s)")

static void
add_quarter_method (MusterFlow *flow, MusterPrintCtx *ctx, const MusterQuarterMethod *qm)
{
  g_autofree char *roll = g_strdup_printf (_(ROLL_HEADER), qm->roll_dice != NULL ? qm->roll_dice : "");
  const char *headers[] = { roll, C_("reference", "Terrain piece") };
  MusterFitTable *table;

  muster_flow_heading (flow, muster_text_get (&qm->name));
  table = muster_fit_table_new (2, headers);
  for (guint i = 0; i < qm->results->len; i++)
    {
      const MusterQuarterResult *r = &g_array_index (qm->results, MusterQuarterResult, i);
      g_autofree char *range = roll_range (r->from, r->to);
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      g_autofree char *options = NULL;
      const char *cells[2];

      for (guint o = 0; r->options != NULL && o < r->options->len; o++)
        g_ptr_array_add (names, (gpointer) muster_text_get (&((const MusterPiece *) g_ptr_array_index (r->options, o))->name));
      g_ptr_array_add (names, NULL);
      /* the options of one roll: the player picks one */
      options = names->len > 1 ? g_strjoinv (" / ", (char **) names->pdata)
                               : g_strdup (C_("terrain roll", "nothing"));
      cells[0] = range;
      cells[1] = options;
      muster_fit_table_row (table, cells);
    }
  muster_fit_table_emit (table, flow, ctx);
}

/* "Lake", "Impassable swamp" (a variant), "anything" */
static const char *
pair_name (const MusterPiece *piece, const MusterVariant *variant)
{
  if (variant != NULL)
    return muster_text_get (&variant->name);
  if (piece != NULL)
    return muster_text_get (&piece->name);
  return C_("terrain pair", "anything");
}

static void
add_sector_method (MusterFlow *flow, MusterPrintCtx *ctx, const MusterSectorMethod *sm)
{
  g_autofree char *roll = g_strdup_printf (_(ROLL_HEADER), sm->type_dice != NULL ? sm->type_dice : "");
  const char *headers[] = { roll, C_("reference", "Terrain piece"), C_("reference", "Then roll") };
  MusterFitTable *table;

  muster_flow_heading (flow, muster_text_get (&sm->name));
  table = muster_fit_table_new (3, headers);
  for (guint i = 0; i < sm->results->len; i++)
    {
      const MusterTypeResult *r = &g_array_index (sm->results, MusterTypeResult, i);
      g_autofree char *range = roll_range (r->from, r->to);
      g_autoptr(GString) sub = g_string_new (NULL);
      const char *cells[3];

      if (r->sub_dice != NULL && r->sub_results != NULL)
        {
          if (muster_text_is_set (&r->sub_name))
            g_string_append_printf (sub, "%s: ", muster_text_get (&r->sub_name));
          if (r->sub_count > 1)
            /* TRANSLATORS: a roll made several times: "d6 × 4" */
            g_string_append_printf (sub, _("%s × %d"), r->sub_dice, r->sub_count);
          else
            g_string_append (sub, r->sub_dice);
          for (guint s = 0; s < r->sub_results->len; s++)
            {
              const MusterSubResult *sr = &g_array_index (r->sub_results, MusterSubResult, s);
              g_autofree char *at = roll_range (sr->from, sr->to);

              g_string_append_printf (sub, "%s %s %s", s == 0 ? ":" : ";", at,
                                      sr->variant != NULL ? muster_text_get (&sr->variant->name) : "—");
            }
        }
      cells[0] = range;
      cells[1] = r->piece != NULL ? muster_text_get (&r->piece->name) : C_("terrain roll", "nothing");
      cells[2] = sub->str;
      muster_fit_table_row (table, cells);
    }
  muster_fit_table_emit (table, flow, ctx);

  if (sm->incompatible != NULL && sm->incompatible->len > 0)
    {
      g_autoptr(GString) pairs = g_string_new (NULL);
      g_autofree char *text = NULL;

      for (guint i = 0; i < sm->incompatible->len; i++)
        {
          const MusterIncompatible *inc = &g_array_index (sm->incompatible, MusterIncompatible, i);

          if (pairs->len > 0)
            g_string_append (pairs, "; ");
          /* TRANSLATORS: two terrain pieces that may not both be rolled: "Lake and anything" */
          g_string_append_printf (pairs, _("%s and %s"), pair_name (inc->a_piece, inc->a_variant),
                                  pair_name (inc->b_piece, inc->b_variant));
        }
      /* TRANSLATORS: the pairs of the sector roll that are rolled again */
      text = g_strdup_printf (_("Never on one table (roll again): %s."), pairs->str);
      muster_flow_paragraph (flow, text, FONT_INTRO);
    }
}

static char *
piece_text (const MusterPiece *piece)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (muster_text_is_set (&piece->text))
    g_string_append (text, muster_text_get (&piece->text));
  for (guint v = 0; piece->variants != NULL && v < piece->variants->len; v++)
    {
      const MusterVariant *variant = &g_array_index (piece->variants, MusterVariant, v);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, muster_text_get (&variant->name));
      if (muster_text_is_set (&variant->text))
        g_string_append_printf (text, ": %s", muster_text_get (&variant->text));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The pieces (or a grid's cell types) with their rules and texts, then
 * the terrain rules they refer to. */
static void
add_pieces (MusterFlow *flow, MusterPrintCtx *ctx, MusterSystem *system, gboolean grid_cells)
{
  GPtrArray *pieces = muster_system_get_pieces (system);
  GPtrArray *features = muster_system_get_features (system);
  const char *piece_headers[] = { grid_cells ? C_("reference", "Cell") : C_("reference", "Terrain piece"),
                                  C_("reference", "Terrain rules"), C_("reference", "What it does") };
  const char *feature_headers[] = { C_("reference", "Rule"), C_("reference", "What it does") };
  MusterFitTable *table;

  if (pieces != NULL && pieces->len > 0)
    {
      muster_flow_heading (flow, grid_cells ? C_("reference", "Cell types") : C_("reference", "Terrain pieces"));
      table = muster_fit_table_new (3, piece_headers);
      for (guint i = 0; i < pieces->len; i++)
        {
          const MusterPiece *piece = g_ptr_array_index (pieces, i);
          g_autoptr(GPtrArray) names = g_ptr_array_new ();
          g_autofree char *rules = NULL;
          g_autofree char *text = piece_text (piece);
          const char *cells[3];

          for (guint f = 0; piece->features != NULL && f < piece->features->len; f++)
            g_ptr_array_add (names, (gpointer) muster_text_get (&((const MusterFeature *) g_ptr_array_index (piece->features, f))->name));
          g_ptr_array_add (names, NULL);
          rules = g_strjoinv (", ", (char **) names->pdata);
          cells[0] = muster_text_get (&piece->name);
          cells[1] = rules;
          cells[2] = text;
          muster_fit_table_row (table, cells);
        }
      muster_fit_table_emit (table, flow, ctx);
    }
  if (features != NULL && features->len > 0)
    {
      muster_flow_heading (flow, C_("reference", "Terrain rules"));
      table = muster_fit_table_new (2, feature_headers);
      for (guint i = 0; i < features->len; i++)
        {
          const MusterFeature *feature = g_ptr_array_index (features, i);
          const char *cells[] = { muster_text_get (&feature->name), muster_text_get (&feature->text) };

          muster_fit_table_row (table, cells);
        }
      muster_fit_table_emit (table, flow, ctx);
    }
}

static void
add_terrain (MusterFlow *flow, MusterPrintCtx *ctx, MusterSystem *system)
{
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (system);
  const MusterSectorMethod *sm = muster_system_get_sector_method (system);
  const MusterGrid *grid = muster_system_get_grid (system);

  if (qm != NULL)
    add_quarter_method (flow, ctx, qm);
  if (sm != NULL)
    add_sector_method (flow, ctx, sm);
  if (grid != NULL)
    {
      g_autofree char *text = NULL;

      muster_flow_heading (flow, C_("reference", "Map grid"));
      /* TRANSLATORS: the map grid of a system: "12 × 8 cells; a cell is Open ground unless marked" */
      text = g_strdup_printf (_("%d × %d cells; a cell is %s unless marked."), grid->columns, grid->rows,
                              grid->default_cell != NULL ? muster_text_get (&grid->default_cell->name) : "—");
      muster_flow_paragraph (flow, text, FONT_INTRO);
    }
  add_pieces (flow, ctx, system, grid != NULL);
}

/* Every table of the system's reference data, in the data's order. */
static void
add_tables (MusterFlow *flow, MusterPrintCtx *ctx, MusterSystem *system)
{
  GPtrArray *tables = muster_system_get_tables (system);

  for (guint t = 0; tables != NULL && t < tables->len; t++)
    {
      const MusterTable *table = g_ptr_array_index (tables, t);
      guint n = table->columns->len;
      g_autofree char *name = muster_profile_sample_name (muster_text_get (&table->name), table->sample);
      g_autoptr(GPtrArray) headers = g_ptr_array_new ();
      gboolean any_header = FALSE;
      MusterFitTable *fit;

      muster_flow_heading (flow, name);
      if (muster_text_is_set (&table->text))
        muster_flow_paragraph (flow, muster_text_get (&table->text), FONT_INTRO);
      if (n == 0)
        continue;
      for (guint c = 0; c < n; c++)
        {
          const MusterText *column = &g_array_index (table->columns, MusterText, c);

          any_header |= muster_text_is_set (column);
          g_ptr_array_add (headers, (gpointer) muster_text_get (column));
        }
      fit = muster_fit_table_new (n, any_header ? (const char * const *) headers->pdata : NULL);
      for (guint r = 0; r < table->rows->len; r++)
        {
          GArray *row = g_ptr_array_index (table->rows, r);
          g_autofree const char **cells = g_new0 (const char *, n);

          for (guint c = 0; c < n && c < row->len; c++)
            {
              const MusterCell *cell = &g_array_index (row, MusterCell, c);

              cells[c] = cell->value != NULL ? cell->value : muster_text_get (&cell->text);
            }
          muster_fit_table_row (fit, cells);
        }
      muster_fit_table_emit (fit, flow, ctx);
      if (table->source != NULL)
        {
          /* TRANSLATORS: where a reference table comes from: "Source: 001:79-92" */
          g_autofree char *source = g_strdup_printf (_("Source: %s"), table->source);

          muster_flow_paragraph (flow, source, FONT_SOURCE);
        }
    }
}

/* ---- the sheet ---- */

static gpointer
reference_layout (GObject                  *document,
                  const MusterSheetOptions *options,
                  MusterPrintCtx           *ctx,
                  GError                  **error)
{
  MusterArmy *army = MUSTER_ARMY (document);
  MusterSystem *system = muster_army_get_system (army);
  g_autofree char *title = muster_army_dup_title (army);
  g_autofree char *subtitle = muster_sheet_army_subtitle (army);
  g_autofree char *running = NULL;
  g_autofree char *footer = NULL;
  g_autoptr(GPtrArray) types = army_unit_types (army);
  Reference *ref = g_new0 (Reference, 1);

  ref->flow = muster_flow_new (ctx);
  running = g_strdup_printf ("%s · %s", title, reference_title ());
  muster_flow_set_running (ref->flow, running);
  /* TRANSLATORS: the reference sheet's footer: "Lens, 1648 · Reference" */
  footer = g_strdup_printf (_("%s · Reference"), title);
  muster_flow_set_footer (ref->flow, footer);

  muster_flow_title (ref->flow, title);
  muster_flow_paragraph (ref->flow, subtitle, "Sans 10");
  muster_flow_paragraph (ref->flow, reference_title (), "Sans Bold 10");
  if (muster_army_get_faction (army)->sample)
    muster_flow_paragraph (ref->flow, _("The faction's data is a sample, not published figures."), "Sans Italic 8");

  add_units (ref->flow, ctx, army, types);
  add_weapons (ref->flow, ctx, system, types);
  add_rules (ref->flow, ctx, types);
  add_preparations (ref->flow, ctx, army);
  add_orders (ref->flow, ctx, system);
  add_commanders (ref->flow, ctx, system);
  add_terrain (ref->flow, ctx, system);
  add_tables (ref->flow, ctx, system);
  ref->n_pages = muster_flow_paginate (ref->flow);
  return ref;
}

static int
reference_n_pages (gpointer data)
{
  return ((Reference *) data)->n_pages;
}

static void
reference_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  muster_flow_draw_page (((Reference *) data)->flow, cr, page);
}

const MusterSheetClass muster_sheet_reference = {
  .id = "reference",
  .title = reference_title,
  .margin = MUSTER_MM (12),
  .applies = reference_applies,
  .layout = reference_layout,
  .n_pages = reference_n_pages,
  .draw = reference_draw,
  .free = reference_free,
};
