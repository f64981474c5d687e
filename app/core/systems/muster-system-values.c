/* muster-system-values.c: the system reader's part for the values an
 * army's check computes: <unit-values> (each unit type's numbers),
 * <derived> (the army's values, one expression or a sum of terms) and
 * <regiment-values> (each regiment's numbers), every expression parsed
 * once, seeing only the values above it.
 */
#include "config.h"

#include "muster-system-loader.h"

#include <glib/gi18n-lib.h>

/* The ids of a section's values, so that an expression that names one
 * further down is told so. */
static GHashTable *
section_ids (const xmlNode *node)
{
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  muster_xml_foreach_child (node, child)
    {
      char *id = muster_xml_get_attr (child, "id");

      if (id != NULL)
        g_hash_table_add (ids, id);
    }
  return ids;
}

/* The values of a section read in scope, each seeing those above it
 * (*visible counts them); twice is the sentence for an id given twice. */
static void
read_values (Loader *l, const xmlNode *node, GPtrArray *values, MusterScope scope, guint *visible,
             const char *twice)
{
  l->section_ids = section_ids (node);
  muster_xml_foreach_child (node, child)
    {
      MusterUnitValue *v;

      if (FAILED (l))
        break;
      v = g_new0 (MusterUnitValue, 1);
      v->id = muster_loader_require_id (l, child, "id");
      g_ptr_array_add (values, v);
      muster_loader_read_naming (l, child, &v->name, NULL, &v->text, NULL, TRUE);
      if (scope == MUSTER_SCOPE_UNIT && v->id != NULL
          && g_hash_table_contains (l->sys->field_index[MUSTER_FIELD_SCOPE_UNIT], v->id))
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The unit value “%s” has the id of a unit field."), v->id);
      for (guint i = 0; i + 1 < values->len && !FAILED (l); i++)
        if (g_str_equal (((MusterUnitValue *) g_ptr_array_index (values, i))->id, v->id))
          muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, twice, v->id);
      l->defining = v->id;
      v->expr = muster_loader_parse_expr_attr (l, child, "expr", scope);
      l->defining = NULL;
      *visible = values->len;
    }
  g_clear_pointer (&l->section_ids, g_hash_table_unref);
}

/* <unit-values>: numbers for each unit type, worked out at load: no army,
 * no collections. */
void
muster_loader_read_unit_values (Loader *l, const xmlNode *node)
{
  l->unit_value_mode = TRUE;
  read_values (l, node, l->sys->unit_values, MUSTER_SCOPE_UNIT, &l->unit_values_visible,
               _("The unit value id “%s” is used twice."));
  l->unit_value_mode = FALSE;
}

/* <regiment-values>: numbers for each regiment, in regiment scope, each
 * seeing the army's derived values and the regiment values above it. */
void
muster_loader_read_regiment_values (Loader *l, const xmlNode *node)
{
  read_values (l, node, l->sys->regiment_values, MUSTER_SCOPE_REGIMENT, &l->regiment_values_visible,
               _("The regiment value id “%s” is used twice."));
}

void
muster_loader_read_derived (Loader *l, const xmlNode *node)
{
  MusterSystem *sys = l->sys;

  g_clear_pointer (&l->section_ids, g_hash_table_unref);
  l->section_ids = section_ids (node);
  muster_xml_foreach_child (node, child)
    {
      MusterDerived *d;
      g_autofree char *expr = NULL;

      if (FAILED (l))
        break;
      d = g_new0 (MusterDerived, 1);
      d->id = muster_loader_require_id (l, child, "id");
      d->index = sys->derived->len;
      d->hidden = muster_loader_parse_bool_attr (l, child, "hidden", FALSE);
      d->terms = g_array_new (FALSE, TRUE, sizeof (MusterTerm));
      g_ptr_array_add (sys->derived, d);
      muster_loader_read_naming (l, child, &d->name, NULL, &d->text, NULL, TRUE);
      if (d->id == NULL || !muster_loader_check_unique (l, sys->derived_index, d->id, child))
        break;
      if (g_str_equal (d->id, "points"))
        {
          muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID,
                                 _("“points” is the army's points limit; a derived value cannot take that name."));
          break;
        }
      g_hash_table_insert (sys->derived_index, d->id, d);

      l->defining = d->id;
      expr = muster_xml_get_attr (child, "expr");
      if (expr != NULL)
        d->expr = muster_loader_parse_expr (l, child, "expr", expr, MUSTER_SCOPE_ARMY);

      muster_xml_foreach_child (child, term_node)
        {
          MusterTerm term = { 0 };

          if (FAILED (l) || !muster_xml_is (term_node, "term"))
            continue;
          muster_xml_foreach_child (term_node, label)
            if (!FAILED (l))
              muster_loader_read_text_element (l, label, &term.label);
          muster_loader_require_both (l, term_node, "label", &term.label, TRUE);
          term.expr = muster_loader_parse_expr_attr (l, term_node, "expr", MUSTER_SCOPE_ARMY);
          g_array_append_val (d->terms, term);
        }
      l->defining = NULL;

      if (!FAILED (l) && (expr != NULL) == (d->terms->len > 0))
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID,
                               _("The derived value “%s” needs either an expr attribute or <term>s, not both."), d->id);
      l->derived_visible = sys->derived->len;
    }
  l->defining = NULL;
  g_clear_pointer (&l->section_ids, g_hash_table_unref);
}

void
muster_loader_free_values (MusterSystem *self)
{
  g_ptr_array_extend_and_steal (self->unit_values, self->regiment_values);
  for (guint i = 0; i < self->unit_values->len; i++)
    {
      MusterUnitValue *v = g_ptr_array_index (self->unit_values, i);
      g_free (v->id);
      muster_text_clear (&v->name);
      muster_text_clear (&v->text);
      g_clear_pointer (&v->expr, muster_expr_free);
      g_free (v);
    }
  g_ptr_array_unref (self->unit_values);

  for (guint i = 0; i < self->derived->len; i++)
    {
      MusterDerived *d = g_ptr_array_index (self->derived, i);
      g_free (d->id);
      muster_text_clear (&d->name);
      muster_text_clear (&d->text);
      g_clear_pointer (&d->expr, muster_expr_free);
      for (guint j = 0; j < d->terms->len; j++)
        {
          MusterTerm *t = &g_array_index (d->terms, MusterTerm, j);
          muster_text_clear (&t->label);
          g_clear_pointer (&t->expr, muster_expr_free);
        }
      g_array_unref (d->terms);
      g_free (d);
    }
  g_ptr_array_unref (self->derived);
  g_hash_table_unref (self->derived_index);
}

/* ---- unit values ---- */

static double
unit_value_name (gpointer ctx, guint ref)
{
  const MusterUnitType *u = ctx;

  switch (MUSTER_REF_KIND (ref))
    {
    case MUSTER_REF_UNIT_NUMBER:
      return u->numbers[MUSTER_REF_INDEX (ref)];
    case MUSTER_REF_UNIT_COST:
      return u->cost;
    default:
      return 0;
    }
}

static gboolean
unit_value_atom (gpointer ctx, guint ref)
{
  const MusterUnitType *u = ctx;
  guint index = MUSTER_REF_INDEX (ref);

  switch (MUSTER_REF_KIND (ref))
    {
    case MUSTER_REF_ATOM_CATEGORY:
      return u->category->index == index;
    case MUSTER_REF_ATOM_TAG:
      return (u->tag_bits[index / 32] >> (index % 32)) & 1;
    case MUSTER_REF_ATOM_UNIT_TYPE:
      return u->number == index;
    default:
      return FALSE;
    }
}

static void
unit_value_each (gpointer ctx, MusterCollection collection, MusterEachFunc func, gpointer data)
{
  /* collections are refused when parsing unit values */
}

void
muster_loader_compute_unit_values (MusterSystem *sys)
{
  static const MusterExprEnv env = { unit_value_name, unit_value_atom, unit_value_each };
  guint base = sys->fields[MUSTER_FIELD_SCOPE_UNIT]->len;

  for (guint i = 0; i < sys->all_units->len; i++)
    {
      MusterUnitType *u = g_ptr_array_index (sys->all_units, i);

      if (u->numbers == NULL)
        continue;
      for (guint v = 0; v < sys->unit_values->len; v++)
        {
          const MusterUnitValue *value = g_ptr_array_index (sys->unit_values, v);
          u->numbers[base + v] = muster_expr_eval (value->expr, &env, u);
        }
    }
}

