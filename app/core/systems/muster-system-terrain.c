/* muster-system-terrain.c: a system's <terrain>: features, pieces and
 * their variants, the sector and quarter methods with their dice tables,
 * scenario placement rules and the macro-battle grid.
 */
#include "config.h"

#include "muster-system.h"
#include "muster-system-loader.h"
#include "muster-dice.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

void
muster_loader_free_terrain (MusterSystem *self)
{
  for (guint i = 0; i < self->features->len; i++)
    {
      MusterFeature *f = g_ptr_array_index (self->features, i);
      g_free (f->id);
      muster_text_clear (&f->name);
      muster_text_clear (&f->text);
      g_free (f);
    }
  g_ptr_array_unref (self->features);
  g_hash_table_unref (self->feature_index);

  for (guint i = 0; i < self->pieces->len; i++)
    {
      MusterPiece *p = g_ptr_array_index (self->pieces, i);
      g_free (p->id);
      g_free (p->symbol);
      muster_text_clear (&p->name);
      muster_text_clear (&p->short_name);
      muster_text_clear (&p->text);
      g_ptr_array_unref (p->features);
      for (guint j = 0; j < p->variants->len; j++)
        {
          MusterVariant *v = &g_array_index (p->variants, MusterVariant, j);
          g_free (v->id);
          muster_text_clear (&v->name);
          muster_text_clear (&v->text);
        }
      g_array_unref (p->variants);
      g_free (p->source);
      g_free (p);
    }
  g_ptr_array_unref (self->pieces);
  g_hash_table_unref (self->piece_index);

  if (self->sector_method != NULL)
    {
      MusterSectorMethod *m = self->sector_method;
      muster_text_clear (&m->name);
      g_free (m->sector_dice);
      g_free (m->type_dice);
      g_free (m->unit);
      g_free (m->source);
      for (guint i = 0; i < m->results->len; i++)
        {
          MusterTypeResult *r = &g_array_index (m->results, MusterTypeResult, i);
          g_free (r->sub_dice);
          muster_text_clear (&r->sub_name);
          g_clear_pointer (&r->sub_results, g_array_unref);
        }
      g_array_unref (m->results);
      g_array_unref (m->incompatible);
      g_free (m);
    }
  if (self->quarter_method != NULL)
    {
      MusterQuarterMethod *m = self->quarter_method;
      muster_text_clear (&m->name);
      g_free (m->unit);
      g_free (m->pieces_dice);
      g_free (m->roll_dice);
      g_free (m->scatter_dice);
      g_free (m->source);
      for (guint i = 0; i < m->results->len; i++)
        g_ptr_array_unref (g_array_index (m->results, MusterQuarterResult, i).options);
      g_array_unref (m->results);
      g_free (m);
    }
  g_clear_pointer (&self->scenario_rules, g_ptr_array_unref);
  if (self->grid != NULL)
    {
      g_ptr_array_unref (self->grid->cells);
      g_free (self->grid->metric);
      g_free (self->grid);
    }
}

/* ---- terrain ---- */

static void
dice_range (Loader *l, const xmlNode *node, const char *dice, int *lo, int *hi)
{
  MusterDice d;

  if (!muster_dice_parse (dice, &d))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("“%s” is not dice notation such as d6 or 2d6."), dice);
      *lo = *hi = 0;
      return;
    }
  *lo = muster_dice_min (&d);
  *hi = muster_dice_max (&d);
}

/* Checks that [from, to] ranges cover lo..hi exactly once. */
static void
check_coverage (Loader *l, const xmlNode *node, const char *dice, const int *from, const int *to, guint n)
{
  int lo, hi;

  dice_range (l, node, dice, &lo, &hi);
  for (int face = lo; face <= hi && !FAILED (l); face++)
    {
      guint hits = 0;

      for (guint i = 0; i < n; i++)
        if (face >= from[i] && face <= to[i])
          hits++;
      if (hits != 1)
        muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                               hits == 0 ? _("No result covers a roll of %d on %s.")
                           : _("More than one result covers a roll of %d on %s."),
                               face, dice);
    }
  for (guint i = 0; i < n && !FAILED (l); i++)
    if (from[i] > to[i] || from[i] < lo || to[i] > hi)
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The result %d–%d lies outside what %s can roll (%d–%d)."),
                             from[i], to[i], dice, lo, hi);
}

static void
read_piece_ref (Loader *l, const xmlNode *node, const char *attr,
                const MusterPiece **piece, const MusterVariant **variant)
{
  g_autofree char *ref = muster_xml_get_attr (node, attr);
  char *slash;

  *piece = NULL;
  *variant = NULL;
  if (ref == NULL || g_str_equal (ref, "*"))
    return;
  slash = strchr (ref, '/');
  if (slash != NULL)
    *slash = '\0';
  *piece = g_hash_table_lookup (l->sys->piece_index, ref);
  if (*piece == NULL)
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), ref);
      return;
    }
  if (slash != NULL)
    {
      *variant = muster_piece_lookup_variant (*piece, slash + 1);
      if (*variant == NULL)
        muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE, _("The terrain piece “%s” has no variant “%s”."),
                               ref, slash + 1);
    }
}

static void
read_sector_method (Loader *l, const xmlNode *node)
{
  MusterSectorMethod *m = g_new0 (MusterSectorMethod, 1);
  g_autoptr(GArray) from = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (int));
  const xmlNode *type_roll = NULL;
  int lo, hi;

  l->sys->sector_method = m;
  m->results = g_array_new (FALSE, TRUE, sizeof (MusterTypeResult));
  m->incompatible = g_array_new (FALSE, TRUE, sizeof (MusterIncompatible));
  m->sectors = muster_loader_parse_int_attr (l, node, "sectors", 6);
  m->sector_dice = muster_xml_get_attr (node, "sector-dice");
  if (m->sector_dice == NULL)
    m->sector_dice = g_strdup ("d6");
  m->width = muster_loader_parse_double_attr (l, node, "width", 120);
  m->depth = muster_loader_parse_double_attr (l, node, "depth", 120);
  m->unit = muster_xml_get_attr (node, "unit");
  if (m->unit == NULL)
    m->unit = g_strdup ("cm");
  m->max_pieces = muster_loader_parse_int_attr (l, node, "max-pieces", 6);

  dice_range (l, node, m->sector_dice, &lo, &hi);
  if (!FAILED (l) && (lo != 1 || hi != m->sectors))
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The sector die %s does not roll 1 to %d, one face per sector."),
                           m->sector_dice, m->sectors);

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (l, child, &m->name);
      else if (muster_xml_is (child, "source"))
        m->source = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "incompatible"))
        {
          MusterIncompatible inc = { 0 };
          read_piece_ref (l, child, "a", &inc.a_piece, &inc.a_variant);
          read_piece_ref (l, child, "b", &inc.b_piece, &inc.b_variant);
          if (!FAILED (l) && inc.a_piece == NULL)
            muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The first piece of an incompatible pair cannot be “*”."));
          g_array_append_val (m->incompatible, inc);
        }
      else if (muster_xml_is (child, "type-roll"))
        {
          type_roll = child;
          m->type_dice = muster_xml_get_attr (child, "dice");
          if (m->type_dice == NULL)
            m->type_dice = g_strdup ("d6");
          muster_xml_foreach_child (child, rn)
            {
              MusterTypeResult r = { 0 };
              g_autofree char *piece_id = NULL;

              if (FAILED (l))
                break;
              r.from = muster_loader_parse_int_attr (l, rn, "from", 0);
              r.to = muster_loader_parse_int_attr (l, rn, "to", 0);
              g_array_append_val (from, r.from);
              g_array_append_val (to, r.to);
              piece_id = muster_xml_get_attr (rn, "piece");
              r.piece = g_hash_table_lookup (l->sys->piece_index, piece_id);
              if (r.piece == NULL)
                muster_loader_fail_at (l, rn, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), piece_id);
              muster_xml_foreach_child (rn, sub)
                {
                  g_autoptr(GArray) sfrom = g_array_new (FALSE, FALSE, sizeof (int));
                  g_autoptr(GArray) sto = g_array_new (FALSE, FALSE, sizeof (int));

                  if (FAILED (l) || !muster_xml_is (sub, "sub-roll"))
                    continue;
                  r.sub_dice = muster_xml_get_attr (sub, "dice");
                  if (r.sub_dice == NULL)
                    r.sub_dice = g_strdup ("d6");
                  r.sub_count = muster_loader_parse_int_attr (l, sub, "count", 1);
                  r.sub_results = g_array_new (FALSE, TRUE, sizeof (MusterSubResult));
                  muster_xml_foreach_child (sub, sr)
                    {
                      if (FAILED (l))
                        break;
                      if (muster_xml_is (sr, "name"))
                        muster_loader_read_text_element (l, sr, &r.sub_name);
                      else if (muster_xml_is (sr, "result"))
                        {
                          MusterSubResult s = { 0 };
                          g_autofree char *variant = muster_xml_get_attr (sr, "variant");

                          s.from = muster_loader_parse_int_attr (l, sr, "from", 0);
                          s.to = muster_loader_parse_int_attr (l, sr, "to", 0);
                          g_array_append_val (sfrom, s.from);
                          g_array_append_val (sto, s.to);
                          s.variant = r.piece != NULL ? muster_piece_lookup_variant (r.piece, variant) : NULL;
                          if (s.variant == NULL && !FAILED (l))
                            muster_loader_fail_at (l, sr, MUSTER_ERROR_REFERENCE,
                                                   _("The terrain piece “%s” has no variant “%s”."),
                                                   r.piece != NULL ? r.piece->id : "?", variant);
                          g_array_append_val (r.sub_results, s);
                        }
                    }
                  muster_loader_require_both (l, sub, "name", &r.sub_name, FALSE);
                  check_coverage (l, sub, r.sub_dice, (int *) sfrom->data, (int *) sto->data, sfrom->len);
                }
              g_array_append_val (m->results, r);
            }
        }
    }
  muster_loader_require_both (l, node, "name", &m->name, TRUE);
  if (type_roll != NULL)
    check_coverage (l, type_roll, m->type_dice, (int *) from->data, (int *) to->data, from->len);
}

static void
read_quarter_method (Loader *l, const xmlNode *node)
{
  MusterQuarterMethod *m = g_new0 (MusterQuarterMethod, 1);
  g_autoptr(GArray) from = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (int));
  int lo, hi;

  l->sys->quarter_method = m;
  m->results = g_array_new (FALSE, TRUE, sizeof (MusterQuarterResult));
  m->width = muster_loader_parse_double_attr (l, node, "width", 120);
  m->depth = muster_loader_parse_double_attr (l, node, "depth", 90);
  m->unit = muster_xml_get_attr (node, "unit");
  if (m->unit == NULL)
    m->unit = g_strdup ("cm");
  m->uw = muster_loader_parse_double_attr (l, node, "uw", 0);
  m->uw_sample = muster_loader_parse_bool_attr (l, node, "uw-sample", FALSE);
  m->pieces_dice = muster_xml_get_attr (node, "pieces");
  m->roll_dice = muster_xml_get_attr (node, "roll");
  m->scatter_dice = muster_xml_get_attr (node, "scatter");
  if (m->pieces_dice == NULL)
    m->pieces_dice = g_strdup ("d3");
  if (m->roll_dice == NULL)
    m->roll_dice = g_strdup ("2d6");
  if (m->scatter_dice == NULL)
    m->scatter_dice = g_strdup ("d3");
  m->remove_on = muster_loader_parse_int_attr (l, node, "remove-on", 6);
  m->piece_size_min = muster_loader_parse_double_attr (l, node, "piece-size-min", 1);
  m->piece_size_max = muster_loader_parse_double_attr (l, node, "piece-size-max", 2);
  m->piece_size_sample = muster_loader_parse_bool_attr (l, node, "piece-size-sample", FALSE);
  m->overlap_rerolls = muster_loader_parse_int_attr (l, node, "overlap-rerolls", 6);
  m->overlap_sample = muster_loader_parse_bool_attr (l, node, "overlap-sample", FALSE);

  dice_range (l, node, m->pieces_dice, &lo, &hi);
  dice_range (l, node, m->scatter_dice, &lo, &hi);
  if (!FAILED (l) && m->uw <= 0)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The unit width uw must be more than 0."));

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (l, child, &m->name);
      else if (muster_xml_is (child, "source"))
        m->source = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "result"))
        {
          MusterQuarterResult r = { 0 };

          r.from = muster_loader_parse_int_attr (l, child, "from", 0);
          r.to = muster_loader_parse_int_attr (l, child, "to", 0);
          r.options = g_ptr_array_new ();
          g_array_append_val (from, r.from);
          g_array_append_val (to, r.to);
          muster_xml_foreach_child (child, opt)
            {
              g_autofree char *piece_id = muster_xml_get_attr (opt, "piece");
              const MusterPiece *piece = g_hash_table_lookup (l->sys->piece_index, piece_id);

              if (piece == NULL)
                muster_loader_fail_at (l, opt, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), piece_id);
              else
                g_ptr_array_add (r.options, (gpointer) piece);
            }
          g_array_append_val (m->results, r);
        }
    }
  muster_loader_require_both (l, node, "name", &m->name, TRUE);
  check_coverage (l, node, m->roll_dice, (int *) from->data, (int *) to->data, from->len);
}

static void
scenario_rule_free (MusterScenarioRule *rule)
{
  g_free (rule->item);
  g_free (rule->kind);
  g_free (rule->role);
  g_free (rule->half);
  g_free (rule->to);
  g_free (rule->whose);
  muster_text_clear (&rule->name);
  muster_text_clear (&rule->text);
  g_free (rule->source);
  g_free (rule);
}

static void
read_scenario_rule (Loader *l, const xmlNode *node)
{
  MusterScenarioRule *rule = g_new0 (MusterScenarioRule, 1);

  rule->item = muster_xml_get_attr (node, "item");
  rule->kind = muster_xml_get_attr (node, "kind");
  rule->role = muster_xml_get_attr (node, "role");
  rule->half = muster_xml_get_attr (node, "half");
  rule->to = muster_xml_get_attr (node, "to");
  rule->whose = muster_xml_get_attr (node, "whose");
  if (rule->whose == NULL)
    rule->whose = g_strdup ("own");
  rule->min = muster_loader_parse_double_attr (l, node, "min", NAN);
  rule->max = muster_loader_parse_double_attr (l, node, "max", NAN);
  if (l->sys->scenario_rules == NULL)
    l->sys->scenario_rules = g_ptr_array_new_with_free_func ((GDestroyNotify) scenario_rule_free);
  g_ptr_array_add (l->sys->scenario_rules, rule);
  muster_loader_read_naming (l, node, &rule->name, NULL, &rule->text, &rule->source, TRUE);
  if ((rule->half == NULL) == (rule->to == NULL))
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A scenario rule gives either a half of the table or a target (to)."));
  else if (rule->to != NULL && isnan (rule->min) && isnan (rule->max))
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A scenario rule with a target gives a least or a greatest distance."));
}

void
muster_loader_read_terrain (Loader *l, const xmlNode *node)
{
  MusterSystem *sys = l->sys;

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "feature"))
        {
          MusterFeature *f = g_new0 (MusterFeature, 1);

          f->id = muster_loader_require_id (l, child, "id");
          g_ptr_array_add (sys->features, f);
          if (f->id == NULL || !muster_loader_check_unique (l, sys->feature_index, f->id, child))
            return;
          g_hash_table_insert (sys->feature_index, f->id, f);
          muster_loader_read_naming (l, child, &f->name, NULL, &f->text, NULL, TRUE);
        }
      else if (muster_xml_is (child, "piece"))
        {
          MusterPiece *p = g_new0 (MusterPiece, 1);

          p->id = muster_loader_require_id (l, child, "id");
          p->edge = muster_loader_parse_bool_attr (l, child, "edge", FALSE);
          p->crosses = muster_loader_parse_bool_attr (l, child, "crosses", FALSE);
          p->width = muster_loader_parse_double_attr (l, child, "width", 0);
          p->depth = muster_loader_parse_double_attr (l, child, "depth", 0);
          p->size_sample = muster_loader_parse_bool_attr (l, child, "size-sample", FALSE);
          p->symbol = muster_xml_get_attr (child, "symbol");
          p->features = g_ptr_array_new ();
          p->variants = g_array_new (FALSE, TRUE, sizeof (MusterVariant));
          g_ptr_array_add (sys->pieces, p);
          if (p->id == NULL || !muster_loader_check_unique (l, sys->piece_index, p->id, child))
            return;
          g_hash_table_insert (sys->piece_index, p->id, p);
          muster_loader_read_naming (l, child, &p->name, &p->short_name, &p->text, &p->source, TRUE);
          muster_xml_foreach_child (child, part)
            {
              if (FAILED (l))
                break;
              if (muster_xml_is (part, "feature"))
                {
                  g_autofree char *ref = muster_xml_get_attr (part, "ref");
                  const MusterFeature *f = g_hash_table_lookup (sys->feature_index, ref);

                  if (f == NULL)
                    muster_loader_fail_at (l, part, MUSTER_ERROR_REFERENCE, _("There is no terrain feature “%s”."), ref);
                  else
                    g_ptr_array_add (p->features, (gpointer) f);
                }
              else if (muster_xml_is (part, "variant"))
                {
                  MusterVariant v = { 0 };

                  v.id = muster_loader_require_id (l, part, "id");
                  v.edge = muster_loader_parse_bool_attr (l, part, "edge", FALSE);
                  muster_loader_read_naming (l, part, &v.name, NULL, &v.text, NULL, TRUE);
                  if (v.id != NULL && muster_piece_lookup_variant (p, v.id) != NULL)
                    muster_loader_fail_at (l, part, MUSTER_ERROR_INVALID, _("The variant id “%s” is used twice."), v.id);
                  g_array_append_val (p->variants, v);
                }
            }
        }
      else if (muster_xml_is (child, "scenario-rule"))
        read_scenario_rule (l, child);
      else if (muster_xml_is (child, "sector-method"))
        read_sector_method (l, child);
      else if (muster_xml_is (child, "quarter-method"))
        read_quarter_method (l, child);
      else if (muster_xml_is (child, "grid"))
        {
          MusterGrid *g = g_new0 (MusterGrid, 1);
          g_autofree char *def = muster_xml_get_attr (child, "default");

          sys->grid = g;
          g->cells = g_ptr_array_new ();
          g->columns = muster_loader_parse_int_attr (l, child, "columns", 12);
          g->rows = muster_loader_parse_int_attr (l, child, "rows", 8);
          g->sample = muster_loader_parse_bool_attr (l, child, "sample", FALSE);
          g->metric = muster_xml_get_attr (child, "metric");
          if (g->metric == NULL)
            g->metric = g_strdup ("straight");
          g->default_cell = g_hash_table_lookup (sys->piece_index, def);
          if (g->default_cell == NULL)
            muster_loader_fail_at (l, child, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), def);
          muster_xml_foreach_child (child, cell)
            {
              g_autofree char *ref = muster_xml_get_attr (cell, "ref");
              const MusterPiece *p = g_hash_table_lookup (sys->piece_index, ref);

              if (p == NULL)
                muster_loader_fail_at (l, cell, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), ref);
              else
                g_ptr_array_add (g->cells, (gpointer) p);
            }
        }
    }
}

/* ---- getters ---- */

const MusterSectorMethod *
muster_system_get_sector_method (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->sector_method;
}

const MusterQuarterMethod *
muster_system_get_quarter_method (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->quarter_method;
}

/**
 * muster_quarter_method_lookup:
 * @qm: (nullable): a system's quarter method
 *
 * Returns: the row of the terrain table that a roll falls on, or NULL
 */
const MusterQuarterResult *
muster_quarter_method_lookup (const MusterQuarterMethod *qm,
                              int                        roll)
{
  for (guint i = 0; qm != NULL && i < qm->results->len; i++)
    {
      const MusterQuarterResult *r = &g_array_index (qm->results, MusterQuarterResult, i);

      if (roll >= r->from && roll <= r->to)
        return r;
    }
  return NULL;
}

const MusterGrid *
muster_system_get_grid (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->grid;
}

GPtrArray *
muster_system_get_scenario_rules (MusterSystem *self)
{
  static GPtrArray *none;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  if (self->scenario_rules != NULL)
    return self->scenario_rules;
  if (g_once_init_enter (&none))
    g_once_init_leave (&none, g_ptr_array_new ());
  return none;
}

const MusterVariant *
muster_piece_lookup_variant (const MusterPiece *piece,
                             const char        *id)
{
  g_return_val_if_fail (piece != NULL, NULL);
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < piece->variants->len; i++)
    {
      const MusterVariant *v = &g_array_index (piece->variants, MusterVariant, i);
      if (v->id != NULL && g_str_equal (v->id, id))
        return v;
    }
  return NULL;
}
