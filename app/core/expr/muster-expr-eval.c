/* muster-expr-eval.c: evaluating a parsed expression over an environment
 * (an army, a unit, a regiment ...), and numbers written as the messages
 * show them.
 */
#include "config.h"

#include "muster-expr.h"
#include "muster-expr-private.h"
#include "muster-error.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

static double eval_node (const Node *n, const MusterExprEnv *env, gpointer ctx);

typedef struct
{
  const Node *node;
  const MusterExprEnv *env;
  double total;
  gboolean any;      /* lowest(), highest(): a member was seen */
} Aggregate;

static void
aggregate_member (gpointer member, double weight, gpointer user_data)
{
  Aggregate *agg = user_data;
  const Node *n = agg->node;

  if (n->op == OP_COUNT)
    {
      if (n->n_args == 0 || eval_node (n->args[0], agg->env, member) != 0)
        agg->total += weight;
    }
  else if (n->n_args < 2 || eval_node (n->args[1], agg->env, member) != 0)
    {
      double x = eval_node (n->args[0], agg->env, member);

      if (n->op == OP_SUM)
        agg->total += weight * x;
      else if (!agg->any || (n->op == OP_LOWEST ? x < agg->total : x > agg->total))
        agg->total = x;
      agg->any = TRUE;
    }
}

static double
eval_node (const Node *n, const MusterExprEnv *env, gpointer ctx)
{
  double a, b;

  switch (n->op)
    {
    case OP_NUM:
      return n->number;
    case OP_NAME:
      return env->name (ctx, n->ref);
    case OP_ATOM:
      return env->atom (ctx, n->ref) ? 1 : 0;
    case OP_NEG:
      return -eval_node (n->args[0], env, ctx);
    case OP_NOT:
      return eval_node (n->args[0], env, ctx) == 0 ? 1 : 0;
    case OP_ADD:
      return eval_node (n->args[0], env, ctx) + eval_node (n->args[1], env, ctx);
    case OP_SUB:
      return eval_node (n->args[0], env, ctx) - eval_node (n->args[1], env, ctx);
    case OP_MUL:
      return eval_node (n->args[0], env, ctx) * eval_node (n->args[1], env, ctx);
    case OP_DIV:
      b = eval_node (n->args[1], env, ctx);
      return b == 0 ? 0 : eval_node (n->args[0], env, ctx) / b;
    case OP_LT:
      return eval_node (n->args[0], env, ctx) < eval_node (n->args[1], env, ctx);
    case OP_LE:
      return eval_node (n->args[0], env, ctx) <= eval_node (n->args[1], env, ctx);
    case OP_GT:
      return eval_node (n->args[0], env, ctx) > eval_node (n->args[1], env, ctx);
    case OP_GE:
      return eval_node (n->args[0], env, ctx) >= eval_node (n->args[1], env, ctx);
    case OP_EQ:
      return eval_node (n->args[0], env, ctx) == eval_node (n->args[1], env, ctx);
    case OP_NE:
      return eval_node (n->args[0], env, ctx) != eval_node (n->args[1], env, ctx);
    case OP_AND:
      return eval_node (n->args[0], env, ctx) != 0 && eval_node (n->args[1], env, ctx) != 0;
    case OP_OR:
      return eval_node (n->args[0], env, ctx) != 0 || eval_node (n->args[1], env, ctx) != 0;
    case OP_IF:
      return eval_node (n->args[0], env, ctx) != 0 ? eval_node (n->args[1], env, ctx)
                                                    : eval_node (n->args[2], env, ctx);
    case OP_CEIL:
      /* tolerate float noise: ceil(400 / 200) is 2 even if it is 2.0000000001 */
      a = eval_node (n->args[0], env, ctx);
      return ceil (a - 1e-9);
    case OP_FLOOR:
      a = eval_node (n->args[0], env, ctx);
      return floor (a + 1e-9);
    case OP_ABS:
      return fabs (eval_node (n->args[0], env, ctx));
    case OP_MIN:
    case OP_MAX:
      a = eval_node (n->args[0], env, ctx);
      for (guint i = 1; i < n->n_args; i++)
        {
          b = eval_node (n->args[i], env, ctx);
          a = n->op == OP_MIN ? MIN (a, b) : MAX (a, b);
        }
      return a;
    case OP_COUNT:
    case OP_SUM:
    case OP_LOWEST:
    case OP_HIGHEST:
      {
        Aggregate agg = { n, env, 0, FALSE };
        gboolean known = FALSE;
        double *slot = env->memo != NULL ? env->memo (ctx, n, n->collection, &known) : NULL;

        if (slot != NULL && known)
          return *slot;
        env->each (ctx, n->collection, aggregate_member, &agg);
        if (slot != NULL)
          *slot = agg.total;
        return agg.total;
      }
    default:
      g_assert_not_reached ();
    }
  return 0;
}

double
muster_expr_eval (const MusterExpr    *expr,
                  const MusterExprEnv *env,
                  gpointer             ctx)
{
  g_return_val_if_fail (expr != NULL, 0);
  g_return_val_if_fail (env != NULL, 0);
  return eval_node (expr->root, env, ctx);
}

char *
muster_format_number (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (fabs (value - round (value)) < 1e-9)
    return g_strdup_printf ("%.0f", round (value) == 0 ? 0.0 : round (value));
  g_ascii_formatd (buf, sizeof buf, "%.2f", value);
  /* 2.50 -> 2.5 */
  for (char *end = buf + strlen (buf) - 1; end > buf && *end == '0'; end--)
    *end = '\0';
  return g_strdup (buf);
}
