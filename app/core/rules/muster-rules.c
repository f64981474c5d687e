/* muster-rules.c: the rules engine. It evaluates the system's derived values
 * in order, then its constraints, over the army as the expression
 * environment; it never asks which system it is running. The army does not
 * change during a check, so every count() and sum() is worked out once per
 * check (once per regiment inside a regiment) and kept, however many units
 * a constraint on every unit asks it for: a check walks each unit a few
 * dozen times, fast enough to run on every edit of a 5,000-unit army.
 */
#include "config.h"

#include "muster-rules.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

typedef struct
{
  MusterArmy *army;
  MusterSystem *system;
  double *derived;          /* values so far, by derived index */
  const double *regiment_values; /* by regiment, then value (MusterReport) */
  guint n_regiment_values;
  GHashTable *memo;         /* Memo -> itself: the aggregates worked out */
  GArray **members;         /* by regiment: its unit entries (guint), or NULL until asked */
  guint n_members;
  guint64 visits;           /* members that count() and sum() looked at */
} State;

/* The value of one count() or sum() over the members seen from a regiment
 * (its units) or from anywhere else (the whole collection). */
typedef struct
{
  gconstpointer aggregate;
  int regiment;
  double value;
} Memo;

static guint
memo_hash (gconstpointer key)
{
  const Memo *m = key;
  return g_direct_hash (m->aggregate) ^ (guint) (m->regiment * 2654435761u);
}

static gboolean
memo_equal (gconstpointer a, gconstpointer b)
{
  const Memo *x = a, *y = b;
  return x->aggregate == y->aggregate && x->regiment == y->regiment;
}

static void
state_init (State *s, MusterArmy *army, guint n_derived)
{
  s->army = army;
  s->system = muster_army_get_system (army);
  s->derived = g_new0 (double, n_derived + 1);
  s->regiment_values = NULL;
  s->n_regiment_values = muster_system_get_regiment_values (s->system)->len;
  s->memo = g_hash_table_new_full (memo_hash, memo_equal, g_free, NULL);
  s->members = NULL;
  s->n_members = 0;
  s->visits = 0;
}

static void
state_clear (State *s)
{
  g_free (s->derived);
  g_hash_table_unref (s->memo);
  for (guint i = 0; i < s->n_members; i++)
    g_clear_pointer (&s->members[i], g_array_unref);
  g_free (s->members);
}

/* The unit entries of a regiment, in the army's order; the lists of every
 * regiment are made together, in one pass over the units. */
static GArray *
regiment_members (State *s, int regiment)
{
  if (s->members == NULL)
    {
      guint n = muster_army_get_n_units (s->army);

      s->n_members = muster_army_get_n_regiments (s->army);
      s->members = g_new0 (GArray *, s->n_members + 1);
      for (guint r = 0; r < s->n_members; r++)
        s->members[r] = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; i < n; i++)
        {
          const MusterArmyUnit *u = muster_army_get_unit (s->army, i);
          if (u->regiment >= 0 && (guint) u->regiment < s->n_members)
            g_array_append_val (s->members[u->regiment], i);
        }
    }
  g_return_val_if_fail (regiment >= 0 && (guint) regiment < s->n_members, NULL);
  return s->members[regiment];
}

typedef struct
{
  State *state;
  MusterScope scope;
  int index;                /* the member: unit entry, commander, ... */
  int regiment;             /* units are restricted to this regiment; -1: all */
} Ctx;

static const MusterArmyUnit *
ctx_unit (const Ctx *c)
{
  return muster_army_get_unit (c->state->army, c->index);
}

static double
regiment_cost (State *s, int regiment, gboolean size)
{
  double total = 0;
  GArray *members = regiment_members (s, regiment);

  for (guint k = 0; members != NULL && k < members->len; k++)
    {
      const MusterArmyUnit *u = muster_army_get_unit (s->army, g_array_index (members, guint, k));
      total += size ? u->count : u->count * u->type->cost;
    }
  return total;
}

static double
env_name (gpointer ctx, guint ref)
{
  Ctx *c = ctx;
  State *s = c->state;
  guint index = MUSTER_REF_INDEX (ref);

  switch (MUSTER_REF_KIND (ref))
    {
    case MUSTER_REF_POINTS:
      return muster_army_get_points (s->army);
    case MUSTER_REF_DERIVED:
      return s->derived[index];

    case MUSTER_REF_UNIT_NUMBER:
      return ctx_unit (c)->type->numbers[index];
    case MUSTER_REF_UNIT_COST:
      return ctx_unit (c)->type->cost;
    case MUSTER_REF_UNIT_RESERVE:
      {
        const MusterArmyUnit *u = ctx_unit (c);
        return u->reserve
               || (u->regiment >= 0 && muster_army_get_regiment (s->army, u->regiment)->reserve);
      }
    case MUSTER_REF_UNIT_COLUMN:
      {
        const MusterArmyUnit *u = ctx_unit (c);
        if (u->column == 0 && u->regiment >= 0)
          return muster_army_get_regiment (s->army, u->regiment)->column;
        return u->column;
      }
    case MUSTER_REF_UNIT_IN_FACTION:
      return ctx_unit (c)->in_faction;
    case MUSTER_REF_UNIT_CHIEF:
      return ctx_unit (c)->chief;

    case MUSTER_REF_COMMANDER_NUMBER:
      return muster_army_get_commander (s->army, c->index)->tier->numbers[index];
    case MUSTER_REF_COMMANDER_COST:
      return muster_army_get_commander (s->army, c->index)->tier->cost;

    case MUSTER_REF_PREPARATION_NUMBER:
      return muster_army_get_preparation (s->army, c->index)->preparation->numbers[index];
    case MUSTER_REF_PREPARATION_COST:
      return muster_army_get_preparation (s->army, c->index)->preparation->cost;
    case MUSTER_REF_PREPARATION_COPIES:
      return muster_army_get_preparation (s->army, c->index)->copies;
    case MUSTER_REF_PREPARATION_REPEATABLE:
      return muster_army_get_preparation (s->army, c->index)->preparation->repeatable;

    case MUSTER_REF_REGIMENT_COST:
      return regiment_cost (s, c->index, FALSE);
    case MUSTER_REF_REGIMENT_SIZE:
      return regiment_cost (s, c->index, TRUE);
    case MUSTER_REF_REGIMENT_RESERVE:
      return muster_army_get_regiment (s->army, c->index)->reserve;
    case MUSTER_REF_REGIMENT_COLUMN:
      return muster_army_get_regiment (s->army, c->index)->column;
    case MUSTER_REF_REGIMENT_VALUE:
      g_return_val_if_fail (s->regiment_values != NULL, 0);
      return s->regiment_values[(gsize) c->index * s->n_regiment_values + index];

    default:
      g_return_val_if_reached (0);
    }
}

static gboolean
env_atom (gpointer ctx, guint ref)
{
  Ctx *c = ctx;
  State *s = c->state;
  guint index = MUSTER_REF_INDEX (ref);

  switch (MUSTER_REF_KIND (ref))
    {
    case MUSTER_REF_ATOM_CATEGORY:
      return ctx_unit (c)->type->category->index == index;
    case MUSTER_REF_ATOM_TAG:
      return (ctx_unit (c)->type->tag_bits[index / 32] >> (index % 32)) & 1;
    case MUSTER_REF_ATOM_UNIT_TYPE:
      return ctx_unit (c)->type->number == index;
    case MUSTER_REF_ATOM_ROLE:
      return muster_army_get_commander (s->army, c->index)->role->index == index;
    case MUSTER_REF_ATOM_TIER:
      return muster_army_get_commander (s->army, c->index)->tier->index == index;
    case MUSTER_REF_ATOM_PREPARATION:
      return muster_army_get_preparation (s->army, c->index)->preparation->number == index;
    default:
      g_return_val_if_reached (FALSE);
    }
}

static void
env_each (gpointer ctx, MusterCollection collection, MusterEachFunc func, gpointer data)
{
  Ctx *c = ctx;
  State *s = c->state;
  Ctx member = { s, MUSTER_SCOPE_ARMY, 0, -1 };
  guint n;

  switch (collection)
    {
    case MUSTER_COLLECTION_UNITS:
      member.scope = MUSTER_SCOPE_UNIT;
      /* inside a regiment, "units" are the regiment's units */
      if (c->scope == MUSTER_SCOPE_REGIMENT)
        {
          GArray *members = regiment_members (s, c->index);

          for (guint k = 0; members != NULL && k < members->len; k++)
            {
              guint i = g_array_index (members, guint, k);

              member.index = (int) i;
              s->visits++;
              func (&member, muster_army_get_unit (s->army, i)->count, data);
            }
          break;
        }
      n = muster_army_get_n_units (s->army);
      for (guint i = 0; i < n; i++)
        {
          member.index = (int) i;
          s->visits++;
          func (&member, muster_army_get_unit (s->army, i)->count, data);
        }
      break;
    case MUSTER_COLLECTION_COMMANDERS:
      member.scope = MUSTER_SCOPE_COMMANDER;
      n = muster_army_get_n_commanders (s->army);
      for (guint i = 0; i < n; i++)
        {
          member.index = (int) i;
          s->visits++;
          func (&member, 1, data);
        }
      break;
    case MUSTER_COLLECTION_PREPARATIONS:
      member.scope = MUSTER_SCOPE_PREPARATION;
      n = muster_army_get_n_preparations (s->army);
      for (guint i = 0; i < n; i++)
        {
          member.index = (int) i;
          s->visits++;
          func (&member, 1, data);
        }
      break;
    case MUSTER_COLLECTION_REGIMENTS:
      member.scope = MUSTER_SCOPE_REGIMENT;
      n = muster_army_get_n_regiments (s->army);
      for (guint i = 0; i < n; i++)
        {
          member.index = (int) i;
          s->visits++;
          func (&member, 1, data);
        }
      break;
    case MUSTER_N_COLLECTIONS:
    default:
      g_return_if_reached ();
    }
}

/* The army does not change during a check: an aggregate has one value for
 * the whole army, or one for each regiment when it counts units from
 * inside that regiment (which is all env_each() looks at in ctx). */
static double *
env_memo (gpointer ctx, gconstpointer aggregate, MusterCollection collection, gboolean *known)
{
  Ctx *c = ctx;
  Memo key = { aggregate, -1, 0 };
  Memo *m;

  if (c->scope == MUSTER_SCOPE_REGIMENT && collection == MUSTER_COLLECTION_UNITS)
    key.regiment = c->index;
  m = g_hash_table_lookup (c->state->memo, &key);
  *known = m != NULL;
  if (m == NULL)
    {
      m = g_memdup2 (&key, sizeof key);
      g_hash_table_add (c->state->memo, m);
    }
  return &m->value;
}

static const MusterExprEnv env = { env_name, env_atom, env_each, env_memo };

/* The name of the item a problem is about, in lang; a regiment without a
 * name of its own is numbered as the page and the roster number it (the
 * messages are made in both languages at once, so not through gettext).
 * *scratch keeps a name made here. */
static const char *
item_name (State *s, MusterEach each, guint index, const char *lang, char **scratch)
{
  switch (each)
    {
    case MUSTER_EACH_UNIT:
      return muster_text_get_lang (&muster_army_get_unit (s->army, index)->type->name, lang);
    case MUSTER_EACH_COMMANDER:
      {
        const MusterArmyCommander *c = muster_army_get_commander (s->army, index);
        return c->name != NULL ? c->name : muster_text_get_lang (&c->tier->name, lang);
      }
    case MUSTER_EACH_PREPARATION:
      return muster_text_get_lang (&muster_army_get_preparation (s->army, index)->preparation->name, lang);
    case MUSTER_EACH_REGIMENT:
      {
        const MusterArmyRegiment *r = muster_army_get_regiment (s->army, index);
        if (r->name != NULL)
          return r->name;
        g_free (*scratch);
        *scratch = g_strdup_printf (g_str_equal (lang, "ru") ? "Полк %u" : "Regiment %u", index + 1);
        return *scratch;
      }
    case MUSTER_EACH_ARMY:
    default:
      return muster_army_get_name (s->army);
    }
}

static void
check_one (State *s, MusterReport *report, const MusterConstraint *c, Ctx *ctx)
{
  MusterProblem problem = { 0 };
  g_autofree char *scratch = NULL;

  if (muster_expr_eval (c->test, &env, ctx) != 0)
    return;

  problem.constraint = c;
  problem.code = c->id;
  problem.severity = c->severity;
  problem.each = c->each;
  problem.item = c->each == MUSTER_EACH_ARMY ? -1 : ctx->index;
  problem.message_en = muster_template_expand (c->message_en, &env, ctx,
                                               item_name (s, c->each, ctx->index, "en", &scratch));
  problem.message_ru = muster_template_expand (c->message_ru, &env, ctx,
                                               item_name (s, c->each, ctx->index, "ru", &scratch));
  g_array_append_val (report->problems, problem);
  if (c->severity == MUSTER_SEVERITY_ERROR)
    report->valid = FALSE;
}

/* ---- a published list's unit limits ---- */

static char *
fill_limit_message (const MusterText *tmpl, const char *lang, const char *unit, guint count,
                    double min, double max, const char *condition)
{
  const char *p = muster_text_get_lang (tmpl, lang);
  GString *out = g_string_new (NULL);

  while (p != NULL && *p != '\0')
    {
      const char *close = *p == '{' ? strchr (p, '}') : NULL;
      g_autofree char *name = close != NULL ? g_strndup (p + 1, (gsize) (close - p - 1)) : NULL;

      if (name != NULL && g_str_equal (name, "unit"))
        g_string_append (out, unit);
      else if (name != NULL && g_str_equal (name, "count"))
        g_string_append_printf (out, "%u", count);
      else if (name != NULL && (g_str_equal (name, "min") || g_str_equal (name, "max")))
        g_string_append_printf (out, "%g", g_str_equal (name, "min") ? min : max);
      else if (name != NULL && g_str_equal (name, "condition"))
        g_string_append (out, condition);
      else
        {
          g_string_append_c (out, *p++);
          continue;
        }
      p = close + 1;
    }
  return g_string_free (out, FALSE);
}

static void
add_limit_problem (State *s, MusterReport *report, const MusterUnitType *type, const MusterUnitLimit *limit,
                   MusterLimitKind kind, int first, guint count, double min, double max)
{
  static const char *const codes[] = { "unit-limit-min", "unit-limit-max", "unit-limit-when" };
  const MusterText *tmpl = muster_system_get_limit_message (s->system, kind);
  MusterProblem problem = { 0 };
  const char *langs[] = { "en", "ru" };
  char *messages[2];

  for (guint i = 0; i < 2; i++)
    {
      const char *condition = muster_text_is_set (&limit->text) ? muster_text_get_lang (&limit->text, langs[i])
                                                                : limit->when_source;
      const char *words = muster_text_is_set (&limit->text) ? muster_text_get_lang (&limit->text, langs[i]) : NULL;
      const char *form = muster_text_get_lang (tmpl, langs[i]);

      messages[i] = fill_limit_message (tmpl, langs[i], muster_text_get_lang (&type->name, langs[i]),
                                        count, min, max, condition != NULL ? condition : "");
      /* "allows at most 0" says little: the limit's own words say why
       * ("… at most 0 (one per 500 points).") */
      if (words != NULL && *words != '\0' && form != NULL && strstr (form, "{condition}") == NULL)
        {
          gsize n = strlen (messages[i]);
          gboolean stop = n > 0 && messages[i][n - 1] == '.';
          char *with = g_strdup_printf ("%.*s (%s)%s", (int) (stop ? n - 1 : n), messages[i], words, stop ? "." : "");

          g_free (messages[i]);
          messages[i] = with;
        }
    }
  problem.code = codes[kind];
  problem.severity = MUSTER_SEVERITY_ERROR;
  problem.each = first >= 0 ? MUSTER_EACH_UNIT : MUSTER_EACH_ARMY;
  problem.item = first;
  problem.message_en = messages[0];
  problem.message_ru = messages[1];
  g_array_append_val (report->problems, problem);
  report->valid = FALSE;
}

/* Each limit of the army's faction's units (<limit min max when>),
 * against how many of that unit the army has: one walk over the army. */
static void
check_limits (State *s, MusterReport *report, Ctx *army_ctx)
{
  const MusterFaction *faction = muster_army_get_faction (s->army);
  guint n = muster_army_get_n_units (s->army);
  g_autoptr(GHashTable) counts = NULL;   /* unit number -> count */
  g_autoptr(GHashTable) firsts = NULL;   /* unit number -> first entry + 1 */

  for (guint i = 0; i < faction->units->len && counts == NULL; i++)
    if (((const MusterUnitType *) g_ptr_array_index (faction->units, i))->limits->len > 0)
      counts = g_hash_table_new (NULL, NULL);
  if (counts == NULL)
    return;
  firsts = g_hash_table_new (NULL, NULL);
  for (guint k = 0; k < n; k++)
    {
      const MusterArmyUnit *au = muster_army_get_unit (s->army, k);
      gpointer key = GUINT_TO_POINTER (au->type->number);

      g_hash_table_insert (counts, key,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) + au->count));
      if (!g_hash_table_contains (firsts, key))
        g_hash_table_insert (firsts, key, GUINT_TO_POINTER (k + 1));
    }

  for (guint i = 0; i < faction->units->len; i++)
    {
      const MusterUnitType *type = g_ptr_array_index (faction->units, i);
      gpointer key = GUINT_TO_POINTER (type->number);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, key));
      int first = (int) GPOINTER_TO_UINT (g_hash_table_lookup (firsts, key)) - 1;

      for (guint j = 0; j < type->limits->len; j++)
        {
          const MusterUnitLimit *limit = g_ptr_array_index (type->limits, j);
          double min = limit->min != NULL ? muster_expr_eval (limit->min, &env, army_ctx) : 0;
          double max = limit->max != NULL ? muster_expr_eval (limit->max, &env, army_ctx) : 0;

          if (limit->when != NULL && count > 0 && muster_expr_eval (limit->when, &env, army_ctx) == 0)
            add_limit_problem (s, report, type, limit, MUSTER_LIMIT_WHEN, first, count, min, max);
          if (limit->max != NULL && count > max)
            add_limit_problem (s, report, type, limit, MUSTER_LIMIT_MAX, first, count, min, max);
          if (limit->min != NULL && count < min)
            add_limit_problem (s, report, type, limit, MUSTER_LIMIT_MIN, first, count, min, max);
        }
    }
}

static void
clear_value (gpointer data)
{
  MusterValue *v = data;
  g_clear_pointer (&v->terms, g_array_unref);
}

static void
clear_problem (gpointer data)
{
  MusterProblem *p = data;
  g_clear_pointer (&p->message_en, g_free);
  g_clear_pointer (&p->message_ru, g_free);
}

/* Every regiment's <regiment-values>, in order, after the derived values
 * (which they may use) and before the constraints (which may use them). */
static void
compute_regiment_values (State *s, MusterReport *report)
{
  GPtrArray *values = muster_system_get_regiment_values (s->system);
  guint n = muster_army_get_n_regiments (s->army);

  if (values->len == 0)
    return;
  g_array_set_size (report->regiment_values, (gsize) n * values->len);
  s->regiment_values = (const double *) report->regiment_values->data;
  for (guint r = 0; r < n; r++)
    {
      Ctx ctx = { s, MUSTER_SCOPE_REGIMENT, (int) r, -1 };

      for (guint v = 0; v < values->len; v++)
        {
          const MusterRegimentValue *value = g_ptr_array_index (values, v);

          g_array_index (report->regiment_values, double, (gsize) r * values->len + v)
            = muster_expr_eval (value->expr, &env, &ctx);
        }
    }
}

MusterReport *
muster_rules_check (MusterArmy *army)
{
  MusterSystem *system;
  GPtrArray *derived;
  GPtrArray *constraints;
  MusterReport *report;
  State s;
  Ctx army_ctx;

  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);

  system = muster_army_get_system (army);
  derived = muster_system_get_derived (system);
  constraints = muster_system_get_constraints (system);

  report = g_new0 (MusterReport, 1);
  report->valid = TRUE;
  report->limit = muster_army_get_points (army);
  report->values = g_array_sized_new (FALSE, TRUE, sizeof (MusterValue), derived->len);
  g_array_set_clear_func (report->values, clear_value);
  report->problems = g_array_new (FALSE, TRUE, sizeof (MusterProblem));
  g_array_set_clear_func (report->problems, clear_problem);
  report->regiment_values = g_array_new (FALSE, TRUE, sizeof (double));

  state_init (&s, army, derived->len);
  army_ctx = (Ctx) { &s, MUSTER_SCOPE_ARMY, -1, -1 };

  for (guint i = 0; i < derived->len; i++)
    {
      const MusterDerived *d = g_ptr_array_index (derived, i);
      MusterValue v = { d, 0, g_array_sized_new (FALSE, TRUE, sizeof (double), d->terms->len) };

      if (d->expr != NULL)
        v.value = muster_expr_eval (d->expr, &env, &army_ctx);
      for (guint t = 0; t < d->terms->len; t++)
        {
          double term = muster_expr_eval (g_array_index (d->terms, MusterTerm, t).expr, &env, &army_ctx);
          g_array_append_val (v.terms, term);
          v.value += term;
        }
      s.derived[i] = v.value;
      g_array_append_val (report->values, v);
    }
  report->spent = s.derived[muster_system_get_army_options (system)->spent->index];
  compute_regiment_values (&s, report);

  for (guint i = 0; i < constraints->len; i++)
    {
      const MusterConstraint *c = g_ptr_array_index (constraints, i);
      guint n = 0;
      Ctx item = { &s, MUSTER_SCOPE_ARMY, -1, -1 };

      switch (c->each)
        {
        case MUSTER_EACH_ARMY:
          check_one (&s, report, c, &army_ctx);
          continue;
        case MUSTER_EACH_UNIT:
          item.scope = MUSTER_SCOPE_UNIT;
          n = muster_army_get_n_units (army);
          break;
        case MUSTER_EACH_REGIMENT:
          item.scope = MUSTER_SCOPE_REGIMENT;
          n = muster_army_get_n_regiments (army);
          break;
        case MUSTER_EACH_COMMANDER:
          item.scope = MUSTER_SCOPE_COMMANDER;
          n = muster_army_get_n_commanders (army);
          break;
        case MUSTER_EACH_PREPARATION:
          item.scope = MUSTER_SCOPE_PREPARATION;
          n = muster_army_get_n_preparations (army);
          break;
        default:
          g_assert_not_reached ();
        }
      for (guint k = 0; k < n; k++)
        {
          item.index = (int) k;
          check_one (&s, report, c, &item);
        }
    }

  check_limits (&s, report, &army_ctx);

  report->visits = s.visits;
  state_clear (&s);
  return report;
}

double
muster_rules_eval_army (MusterArmy         *army,
                        const MusterReport *report,
                        const MusterExpr   *expr)
{
  State s;
  Ctx ctx;
  double result;

  g_return_val_if_fail (MUSTER_IS_ARMY (army), 0);
  g_return_val_if_fail (report != NULL && expr != NULL, 0);

  state_init (&s, army, report->values->len);
  for (guint i = 0; i < report->values->len; i++)
    s.derived[i] = g_array_index (report->values, MusterValue, i).value;
  s.regiment_values = (const double *) report->regiment_values->data;
  ctx = (Ctx) { &s, MUSTER_SCOPE_ARMY, -1, -1 };
  result = muster_expr_eval (expr, &env, &ctx);
  state_clear (&s);
  return result;
}

void
muster_report_free (MusterReport *report)
{
  if (report == NULL)
    return;
  g_array_unref (report->values);
  g_array_unref (report->problems);
  g_array_unref (report->regiment_values);
  g_free (report);
}

const MusterValue *
muster_report_lookup (const MusterReport *report,
                      const char         *id)
{
  g_return_val_if_fail (report != NULL, NULL);
  for (guint i = 0; i < report->values->len; i++)
    {
      const MusterValue *v = &g_array_index (report->values, MusterValue, i);
      if (g_str_equal (v->derived->id, id))
        return v;
    }
  return NULL;
}

const char *
muster_problem_get_message (const MusterProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  return g_str_equal (muster_get_language (), "ru") ? problem->message_ru : problem->message_en;
}

double
muster_report_get_regiment_value (const MusterReport *report,
                                  MusterArmy         *army,
                                  guint               regiment,
                                  const char         *id,
                                  gboolean           *found)
{
  GPtrArray *values;

  if (found != NULL)
    *found = FALSE;
  g_return_val_if_fail (report != NULL && MUSTER_IS_ARMY (army) && id != NULL, 0);
  values = muster_system_get_regiment_values (muster_army_get_system (army));
  for (guint v = 0; v < values->len; v++)
    {
      gsize at = (gsize) regiment * values->len + v;

      if (!g_str_equal (((const MusterRegimentValue *) g_ptr_array_index (values, v))->id, id))
        continue;
      if (at >= report->regiment_values->len)
        return 0;
      if (found != NULL)
        *found = TRUE;
      return g_array_index (report->regiment_values, double, at);
    }
  return 0;
}

guint
muster_rules_commanders_allowed (MusterArmy                *army,
                                 const MusterReport        *report,
                                 const MusterCommanderRole *role)
{
  double max;

  g_return_val_if_fail (MUSTER_IS_ARMY (army) && report != NULL && role != NULL, 0);
  if (role->max == NULL)
    return MUSTER_ARMY_MAX_COMMANDERS;
  max = floor (muster_rules_eval_army (army, report, role->max) + 1e-9);
  return (guint) CLAMP (max, 0, MUSTER_ARMY_MAX_COMMANDERS);
}

const MusterCommanderRole *
muster_rules_next_commander_role (MusterArmy         *army,
                                  const MusterReport *report)
{
  MusterSystem *system;
  GPtrArray *roles;
  guint n;

  g_return_val_if_fail (MUSTER_IS_ARMY (army) && report != NULL, NULL);
  system = muster_army_get_system (army);
  roles = muster_system_get_roles (system);
  n = muster_army_get_n_commanders (army);
  if (muster_system_get_tiers (system)->len == 0 || n >= MUSTER_ARMY_MAX_COMMANDERS)
    return NULL;
  for (guint i = 0; i < roles->len; i++)
    {
      const MusterCommanderRole *role = g_ptr_array_index (roles, i);
      guint have = 0;

      for (guint k = 0; k < n; k++)
        have += muster_army_get_commander (army, k)->role == role;
      if (have < muster_rules_commanders_allowed (army, report, role))
        return role;
    }
  return NULL;
}
