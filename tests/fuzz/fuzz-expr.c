/* fuzz-expr.c: the expression language: parse any text in any scope, and
 * evaluate what parses over a small army of three kinds of unit. */
#include "fuzz-common.h"

typedef struct
{
  double value;
  gboolean tagged;
  double count;
} Toy;

static const Toy toys[] = { { 2, TRUE, 3 }, { 0, FALSE, 1 }, { -1.5, TRUE, 2 } };

static gboolean
resolve_name (gpointer data, MusterScope scope, const char *name, guint *ref)
{
  static const char *names[] = { "a", "b", "points", "morale", "cost", "copies", NULL };

  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], name))
      {
        *ref = i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
resolve_atom (gpointer data, MusterScope scope, const char *kind, const char *id, guint *ref)
{
  *ref = 0;
  return g_str_equal (id, "veterans") || g_str_equal (id, "core");
}

static double
name (gpointer ctx, guint ref)
{
  const Toy *t = ctx;
  return t != NULL ? t->value * (ref + 1) : ref * 100.0;
}

static gboolean
atom (gpointer ctx, guint ref)
{
  const Toy *t = ctx;
  return t != NULL && t->tagged;
}

static void
each (gpointer ctx, MusterCollection collection, MusterEachFunc func, gpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (toys); i++)
    func ((gpointer) &toys[i], toys[i].count, data);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const MusterExprEnv env = { name, atom, each };
  MusterExprResolver resolver = { resolve_name, resolve_atom, NULL, TRUE };
  MusterExpr *expr;
  char *text;
  MusterScope scope;

  if (size < 1 || size > 4096)
    return 0;
  scope = data[0] % MUSTER_N_SCOPES;
  resolver.allow_collections = (data[0] & 0x80) == 0;
  text = g_strndup ((const char *) data + 1, size - 1);
  expr = muster_expr_parse (text, scope, &resolver, NULL);
  if (expr != NULL)
    {
      (void) muster_expr_eval (expr, &env, scope == MUSTER_SCOPE_ARMY ? NULL : (gpointer) &toys[0]);
      muster_expr_free (expr);
    }
  g_free (text);
  return 0;
}
