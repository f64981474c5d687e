/* test-expr.c: the expression language: precedence, every operator and
 * function, name binding through a resolver, aggregates over a toy army,
 * and errors with their positions.
 */
#include "muster-core.h"

#include <math.h>

/* A toy world: names a, b, c are 2, 3, 10; units carry (tag, value, count). */
typedef struct
{
  gboolean veteran;
  double morale;
  double count;
} ToyUnit;

static const ToyUnit toy_units[] = {
  { TRUE, 2, 3 },
  { FALSE, 1, 2 },
  { TRUE, 0, 1 },
};

enum { REF_A = 1, REF_B, REF_C, REF_MORALE, REF_TAG_VETERAN };

static gboolean
toy_resolve_name (gpointer data, MusterScope scope, const char *name, guint *ref)
{
  if (scope == MUSTER_SCOPE_UNIT && g_str_equal (name, "morale"))
    *ref = REF_MORALE;
  else if (g_str_equal (name, "a"))
    *ref = REF_A;
  else if (g_str_equal (name, "b"))
    *ref = REF_B;
  else if (g_str_equal (name, "c"))
    *ref = REF_C;
  else
    return FALSE;
  return TRUE;
}

static gboolean
toy_resolve_atom (gpointer data, MusterScope scope, const char *kind, const char *id, guint *ref)
{
  if (scope == MUSTER_SCOPE_UNIT && g_str_equal (kind, "tag") && g_str_equal (id, "veterans"))
    {
      *ref = REF_TAG_VETERAN;
      return TRUE;
    }
  return FALSE;
}

static double
toy_name (gpointer ctx, guint ref)
{
  const ToyUnit *u = ctx;

  switch (ref)
    {
    case REF_A: return 2;
    case REF_B: return 3;
    case REF_C: return 10;
    case REF_MORALE: return u != NULL ? u->morale : 0;
    default: g_assert_not_reached ();
    }
}

static gboolean
toy_atom (gpointer ctx, guint ref)
{
  const ToyUnit *u = ctx;
  g_assert_cmpuint (ref, ==, REF_TAG_VETERAN);
  return u->veteran;
}

static void
toy_each (gpointer ctx, MusterCollection collection, MusterEachFunc func, gpointer data)
{
  if (collection != MUSTER_COLLECTION_UNITS)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (toy_units); i++)
    func ((gpointer) &toy_units[i], toy_units[i].count, data);
}

static const MusterExprResolver resolver = {
  toy_resolve_name, toy_resolve_atom, NULL, TRUE,
};
static const MusterExprEnv toy_env = { toy_name, toy_atom, toy_each };

static double
eval (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterExpr) expr = muster_expr_parse (text, MUSTER_SCOPE_ARMY, &resolver, &error);

  if (expr == NULL)
    g_error ("%s: %s", text, error->message);
  return muster_expr_eval (expr, &toy_env, NULL);
}

static char *
parse_error (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterExpr) expr = muster_expr_parse (text, MUSTER_SCOPE_ARMY, &resolver, &error);

  if (expr != NULL)
    g_error ("“%s” parsed, but it should not", text);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_EXPRESSION);
  return g_strdup (error->message);
}

static void
test_precedence (void)
{
  g_assert_cmpfloat (eval ("1 + 2 * 3"), ==, 7);
  g_assert_cmpfloat (eval ("(1 + 2) * 3"), ==, 9);
  g_assert_cmpfloat (eval ("10 - 4 - 3"), ==, 3);           /* left to right */
  g_assert_cmpfloat (eval ("12 / 3 / 2"), ==, 2);
  g_assert_cmpfloat (eval ("-2 * 3"), ==, -6);
  g_assert_cmpfloat (eval ("- - 2"), ==, 2);
  g_assert_cmpfloat (eval ("2 - -2"), ==, 4);
  g_assert_cmpfloat (eval ("1 + 2 < 4"), ==, 1);            /* + binds tighter than < */
  g_assert_cmpfloat (eval ("1 < 2 and 3 < 2 or 1"), ==, 1); /* and before or */
  g_assert_cmpfloat (eval ("1 or 0 and 0"), ==, 1);
  g_assert_cmpfloat (eval ("not 1 = 2"), ==, 1);            /* not takes the comparison */
  g_assert_cmpfloat (eval ("not 0 and 0"), ==, 0);          /* not binds tighter than and */
  g_assert_cmpfloat (eval ("a * b + c"), ==, 16);
  g_assert_cmpfloat (eval ("c - a * b"), ==, 4);
}

static void
test_comparisons (void)
{
  g_assert_cmpfloat (eval ("2 < 3"), ==, 1);
  g_assert_cmpfloat (eval ("3 < 3"), ==, 0);
  g_assert_cmpfloat (eval ("3 <= 3"), ==, 1);
  g_assert_cmpfloat (eval ("4 > 3"), ==, 1);
  g_assert_cmpfloat (eval ("3 >= 4"), ==, 0);
  g_assert_cmpfloat (eval ("3 = 3"), ==, 1);
  g_assert_cmpfloat (eval ("3 == 4"), ==, 0);
  g_assert_cmpfloat (eval ("3 != 4"), ==, 1);
  g_assert_cmpfloat (eval ("true"), ==, 1);
  g_assert_cmpfloat (eval ("false or true"), ==, 1);
}

static void
test_functions (void)
{
  g_assert_cmpfloat (eval ("if(1, 5, 6)"), ==, 5);
  g_assert_cmpfloat (eval ("if(0, 5, 6)"), ==, 6);
  g_assert_cmpfloat (eval ("ceil(400 / 200)"), ==, 2);
  g_assert_cmpfloat (eval ("ceil(450 / 200)"), ==, 3);
  g_assert_cmpfloat (eval ("ceil(0.1)"), ==, 1);
  g_assert_cmpfloat (eval ("floor(450 / 100)"), ==, 4);
  g_assert_cmpfloat (eval ("floor(-0.5)"), ==, -1);
  g_assert_cmpfloat (eval ("abs(-3)"), ==, 3);
  g_assert_cmpfloat (eval ("min(4, 2, 9)"), ==, 2);
  g_assert_cmpfloat (eval ("max(4, 2, 9)"), ==, 9);
  g_assert_cmpfloat (eval ("max(1, floor(50 / 100))"), ==, 1);
  g_assert_cmpfloat (eval ("7 / 0"), ==, 0);
  g_assert_cmpfloat (eval ("2.5 * 2"), ==, 5);
}

static void
test_aggregates (void)
{
  /* instances: 3 veterans (morale 2), 2 others (morale 1), 1 veteran (morale 0) */
  g_assert_cmpfloat (eval ("count()"), ==, 6);
  g_assert_cmpfloat (eval ("count(units)"), ==, 6);
  g_assert_cmpfloat (eval ("count(tag:veterans)"), ==, 4);
  g_assert_cmpfloat (eval ("count(units, not tag:veterans)"), ==, 2);
  g_assert_cmpfloat (eval ("sum(morale)"), ==, 8);
  g_assert_cmpfloat (eval ("sum(morale, tag:veterans)"), ==, 6);
  g_assert_cmpfloat (eval ("sum(units, if(tag:veterans, 2, 1))"), ==, 10);
  g_assert_cmpfloat (eval ("3 * count(tag:veterans) >= count()"), ==, 1);
  g_assert_cmpfloat (eval ("count(morale > 1 and tag:veterans)"), ==, 3);
}

static void
test_short_circuit (void)
{
  g_autoptr(GError) error = NULL;
  /* the right side would read a unit name with no unit: never evaluated */
  g_assert_cmpfloat (eval ("0 and count(morale > 100) = 0"), ==, 0);
  g_assert_cmpfloat (eval ("1 or 1 / 0"), ==, 1);
}

static void
test_format (void)
{
  g_autofree char *a = muster_format_number (12);
  g_autofree char *b = muster_format_number (2.5);
  g_autofree char *c = muster_format_number (-0.0);
  g_autofree char *d = muster_format_number (1.0 / 3);

  g_assert_cmpstr (a, ==, "12");
  g_assert_cmpstr (b, ==, "2.5");
  g_assert_cmpstr (c, ==, "0");
  g_assert_cmpstr (d, ==, "0.33");
}

static void
assert_error_contains (const char *text, const char *needle, guint column)
{
  g_autofree char *message = parse_error (text);
  g_autofree char *at = g_strdup_printf ("at character %u:", column);

  if (strstr (message, needle) == NULL || strstr (message, at) == NULL)
    g_error ("“%s”: expected “%s” %s in: %s", text, needle, at, message);
}

static void
test_errors (void)
{
  assert_error_contains ("1 +", "ends where a value was expected", 4);
  assert_error_contains ("(1 + 2", "expected “)”", 7);
  assert_error_contains ("1 + 2)", "unexpected “)”", 6);
  assert_error_contains ("foo + 1", "unknown name “foo”", 1);
  assert_error_contains ("morale", "unknown name “morale” for the army", 1);
  assert_error_contains ("sqrt(4)", "unknown function “sqrt”", 1);
  assert_error_contains ("if(1, 2)", "if() takes 3 arguments, not 2", 1);
  assert_error_contains ("min(1)", "min() takes at least 2 arguments", 1);
  assert_error_contains ("1 < 2 < 3", "do not chain", 7);
  assert_error_contains ("a $ b", "unexpected character “$”", 3);
  assert_error_contains ("Morale", "lower case", 1);
  assert_error_contains ("count(tag:nobody)", "“tag:nobody” means nothing", 7);
  assert_error_contains ("colour:red", "not a kind of test", 1);
  assert_error_contains ("tag:veterans", "means nothing for the army", 1);
  assert_error_contains ("units + 1", "is a collection", 1);
  assert_error_contains ("sum()", "sum() takes", 1);
  assert_error_contains ("count(1, 2)", "count() takes", 1);
  assert_error_contains ("count(count() > 1)", "cannot stand inside each other", 7);
  assert_error_contains ("sum(sum(morale))", "cannot stand inside each other", 5);
  assert_error_contains ("1.", "digit must follow", 3);
  assert_error_contains ("2a", "run into a name", 2);
  assert_error_contains ("", "ends where a value was expected", 1);
  /* positions count characters, not bytes */
  assert_error_contains ("a + ß", "unexpected character “ß”", 5);
}

static void
test_no_collections (void)
{
  MusterExprResolver plain = resolver;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterExpr) expr = NULL;

  plain.allow_collections = FALSE;
  expr = muster_expr_parse ("count()", MUSTER_SCOPE_UNIT, &plain, &error);
  g_assert_null (expr);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_EXPRESSION);
  g_assert_nonnull (strstr (error->message, "cannot be used here"));
}

static char *
nested (const char *open, const char *close, int levels)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < levels; i++)
    g_string_append (s, open);
  g_string_append_c (s, '1');
  for (int i = 0; i < levels; i++)
    g_string_append (s, close);
  return g_string_free (s, FALSE);
}

/* The nesting limit at its edge: 64 levels of each kind are read, 65 are
 * refused. */
static void
test_deep_nesting (void)
{
  static const struct { const char *open, *close; double value; } kinds[] = {
    { "(", ")", 1 },
    { "abs(", ")", 1 },
    { "- ", "", 1 },          /* 64 minus signs: 1 */
    { "not ", "", 1 },        /* 64 nots: 1 */
    { "max(0, ", ")", 1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char *ok = nested (kinds[k].open, kinds[k].close, MUSTER_EXPR_MAX_DEPTH);
      g_autofree char *deep = nested (kinds[k].open, kinds[k].close, MUSTER_EXPR_MAX_DEPTH + 1);
      g_autofree char *message = NULL;

      g_assert_cmpfloat (eval (ok), ==, kinds[k].value);
      message = parse_error (deep);
      if (strstr (message, "nested more than 64 deep") == NULL)
        g_error ("%s: %s", deep, message);
    }

  /* a mix counts every level */
  {
    g_autofree char *inner = nested ("(", ")", 32);
    g_autofree char *ok = NULL;
    g_autofree char *deep = NULL;
    GString *s = g_string_new (NULL);

    for (int i = 0; i < 32; i++)
      g_string_append (s, i % 2 ? "abs(" : "- ");
    g_string_append (s, inner);
    for (int i = 0; i < 32; i++)
      if (i % 2)
        g_string_append_c (s, ')');
    ok = g_string_free (s, FALSE);
    deep = g_strdup_printf ("not %s", ok);
    g_assert_cmpfloat (eval (ok), ==, -1);   /* - abs(- abs(... 1)) */
    g_free (parse_error (deep));
  }

  /* long flat sums are fine */
  {
    GString *s = g_string_new ("1");

    for (int i = 0; i < 499; i++)
      g_string_append (s, " + 1");
    g_assert_cmpfloat (eval (s->str), ==, 500);
    g_string_free (s, TRUE);
  }
}

/* The length limit at its edge, before anything is built: 2,000
 * characters are read, 2,001 refused, and so is a chain of 100,000 terms
 * (whose tree would be 100,000 deep to evaluate and to free). */
static void
test_length (void)
{
  GString *s = g_string_new ("1");
  g_autofree char *message = NULL;

  while (s->len + 2 <= MUSTER_EXPR_MAX_LENGTH)
    g_string_append (s, "+1");
  if (s->len < MUSTER_EXPR_MAX_LENGTH)
    g_string_append (s, " ");
  g_assert_cmpuint (s->len, ==, MUSTER_EXPR_MAX_LENGTH);
  g_assert_cmpfloat (eval (s->str), ==, 1000);

  g_string_append (s, "1");
  g_string_overwrite (s, s->len - 2, "+1");
  g_assert_cmpuint (s->len, ==, MUSTER_EXPR_MAX_LENGTH + 1);
  message = parse_error (s->str);
  g_assert_nonnull (strstr (message, "at most 2000"));
  g_clear_pointer (&message, g_free);

  /* characters, not bytes: 1,999 characters and a “Ж” are not too long
   * (the Ж is what is wrong) */
  g_string_truncate (s, 0);
  while (s->len + 2 <= MUSTER_EXPR_MAX_LENGTH - 1)
    g_string_append (s, "1+");
  g_string_append (s, "Ж");
  message = parse_error (s->str);
  g_assert_null (strstr (message, "at most 2000"));
  g_clear_pointer (&message, g_free);

  g_string_truncate (s, 0);
  g_string_append (s, "1");
  for (int i = 1; i < 100000; i++)
    g_string_append (s, "+1");
  message = parse_error (s->str);
  g_assert_nonnull (strstr (message, "at most 2000"));
  g_string_free (s, TRUE);
}

static void
test_const (void)
{
  g_autoptr(MusterExpr) a = muster_expr_parse ("2 * 3 + 1", MUSTER_SCOPE_ARMY, &resolver, NULL);
  g_autoptr(MusterExpr) b = muster_expr_parse ("2 * a", MUSTER_SCOPE_ARMY, &resolver, NULL);

  g_assert_true (muster_expr_is_const (a));
  g_assert_false (muster_expr_is_const (b));
  g_assert_cmpstr (muster_expr_get_text (b), ==, "2 * a");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/expr/precedence", test_precedence);
  g_test_add_func ("/core/expr/comparisons", test_comparisons);
  g_test_add_func ("/core/expr/functions", test_functions);
  g_test_add_func ("/core/expr/aggregates", test_aggregates);
  g_test_add_func ("/core/expr/short-circuit", test_short_circuit);
  g_test_add_func ("/core/expr/format", test_format);
  g_test_add_func ("/core/expr/errors", test_errors);
  g_test_add_func ("/core/expr/length", test_length);
  g_test_add_func ("/core/expr/no-collections", test_no_collections);
  g_test_add_func ("/core/expr/deep-nesting", test_deep_nesting);
  g_test_add_func ("/core/expr/const", test_const);
  return g_test_run ();
}
