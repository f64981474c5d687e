/* muster-expr.c: the recursive-descent parser of the expression language.
 * Names are bound when parsing, so evaluation (muster-expr-eval.c) walks a
 * small tree of numbers and references and never looks anything up by string.
 */
#include "config.h"

#include "muster-expr.h"
#include "muster-error.h"
#include "muster-expr-private.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* ---- tree ---- */

static void
node_free (Node *n)
{
  if (n == NULL)
    return;
  for (guint i = 0; i < n->n_args; i++)
    node_free (n->args[i]);
  g_free (n->args);
  g_free (n);
}

static Node *
node_new (Op op)
{
  Node *n = g_new0 (Node, 1);
  n->op = op;
  return n;
}

static Node *
node_binary (Op op, Node *a, Node *b)
{
  Node *n = node_new (op);
  n->n_args = 2;
  n->args = g_new (Node *, 2);
  n->args[0] = a;
  n->args[1] = b;
  return n;
}

static Node *parse_or (Parser *p);

/* Nesting: every "(", function call, unary minus and "not" around a point
 * is one level; at most MAX_NESTING. FALSE (and an error) beyond. */
static gboolean
enter (Parser *p)
{
  if (++p->depth > MAX_NESTING)
    {
      muster_expr_fail (p, p->tok.start, _("the expression is nested more than %d deep"), MAX_NESTING);
      return FALSE;
    }
  return TRUE;
}

static void
expect (Parser *p, TokKind kind, const char *what)
{
  if (p->error != NULL)
    return;
  if (p->tok.kind != kind)
    {
      const char *desc = muster_expr_token_description (&p->tok);
      if (desc != NULL)
        muster_expr_fail (p, p->tok.start, _("expected %s but found %s"), what, desc);
      else
        muster_expr_fail (p, p->tok.start, _("expected %s but found “%.*s”"), what,
              (int) p->tok.length, p->src + p->tok.start);
      return;
    }
  muster_expr_next_token (p);
}

static const struct
{
  const char *name;
  Op op;
  guint min_args;
  guint max_args;   /* G_MAXUINT: any */
} functions[] = {
  { "if",    OP_IF,    3, 3 },
  { "ceil",  OP_CEIL,  1, 1 },
  { "floor", OP_FLOOR, 1, 1 },
  { "abs",   OP_ABS,   1, 1 },
  { "min",   OP_MIN,   2, G_MAXUINT },
  { "max",   OP_MAX,   2, G_MAXUINT },
  { "count", OP_COUNT, 0, 2 },
  { "sum",   OP_SUM,   1, 3 },
  { "lowest", OP_LOWEST, 1, 3 },
  { "highest", OP_HIGHEST, 1, 3 },
};

static const char *collection_names[MUSTER_N_COLLECTIONS] = {
  "units", "commanders", "preparations", "regiments",
};

static const MusterScope collection_scopes[MUSTER_N_COLLECTIONS] = {
  MUSTER_SCOPE_UNIT, MUSTER_SCOPE_COMMANDER, MUSTER_SCOPE_PREPARATION, MUSTER_SCOPE_REGIMENT,
};

const char *
muster_collection_to_string (MusterCollection collection)
{
  g_return_val_if_fail (collection < MUSTER_N_COLLECTIONS, "?");
  return collection_names[collection];
}

const char *
muster_scope_to_string (MusterScope scope)
{
  static const char *names[MUSTER_N_SCOPES] = {
    "army", "unit", "commander", "preparation", "regiment",
  };
  g_return_val_if_fail (scope < MUSTER_N_SCOPES, "?");
  return names[scope];
}

/* The scope named for people, in the UI language. */
static const char *
scope_label (MusterScope scope)
{
  switch (scope)
    {
    case MUSTER_SCOPE_ARMY: return _("the army");
    case MUSTER_SCOPE_UNIT: return _("a unit");
    case MUSTER_SCOPE_COMMANDER: return _("a commander");
    case MUSTER_SCOPE_PREPARATION: return _("a preparation");
    case MUSTER_SCOPE_REGIMENT: return _("a regiment");
    case MUSTER_N_SCOPES:
    default: return "?";
    }
}

static gint
collection_of_token (const Token *tok)
{
  if (tok->kind != TOK_NAME)
    return -1;
  for (guint i = 0; i < MUSTER_N_COLLECTIONS; i++)
    if (g_str_equal (tok->text, collection_names[i]))
      return i;
  return -1;
}

/* count([collection ,] [filter])  /  sum([collection ,] value [, filter]) */
static Node *
parse_aggregate (Parser *p, Op op, guint name_start)
{
  Node *n = node_new (op);
  MusterScope outer = p->scope;
  gint coll;
  GPtrArray *args = g_ptr_array_new ();
  const char *fname = op == OP_COUNT ? "count" : op == OP_SUM ? "sum" : op == OP_LOWEST ? "lowest" : "highest";

  if (!p->resolver->allow_collections)
    {
      muster_expr_fail (p, name_start, _("%s() cannot be used here"), fname);
      g_ptr_array_free (args, TRUE);
      return n;
    }
  /* one pass over a collection per aggregate: nesting them would multiply
   * the work by the size of the army at every level */
  if (p->in_aggregate)
    {
      muster_expr_fail (p, name_start, _("count() and sum() cannot stand inside each other"));
      g_ptr_array_free (args, TRUE);
      return n;
    }

  n->collection = MUSTER_COLLECTION_UNITS;
  coll = collection_of_token (&p->tok);
  if (coll >= 0)
    {
      /* a collection name only when it stands alone as the first
       * argument: sum(commanders * copies) multiplies a field */
      guint saved_pos = p->pos;
      Token saved = p->tok;

      saved.text = g_strdup (p->tok.text);
      muster_expr_next_token (p);
      if (p->tok.kind == TOK_COMMA || p->tok.kind == TOK_RPAREN)
        {
          n->collection = coll;
          if (p->tok.kind == TOK_COMMA)
            muster_expr_next_token (p);
          g_free (saved.text);
        }
      else
        {
          g_clear_pointer (&p->tok.text, g_free);
          p->tok = saved;
          p->pos = saved_pos;
        }
    }

  p->scope = collection_scopes[n->collection];
  p->in_aggregate = TRUE;
  while (p->error == NULL && p->tok.kind != TOK_RPAREN)
    {
      g_ptr_array_add (args, parse_or (p));
      if (p->tok.kind == TOK_COMMA)
        muster_expr_next_token (p);
      else
        break;
    }
  p->in_aggregate = FALSE;
  p->scope = outer;
  expect (p, TOK_RPAREN, _("“)”"));

  if (p->error == NULL)
    {
      guint max = op == OP_COUNT ? 1 : 2;
      guint min = op == OP_COUNT ? 0 : 1;

      if (args->len < min || args->len > max)
        {
          if (op == OP_COUNT)
            muster_expr_fail (p, name_start, _("count() takes an optional collection and at most one condition"));
          else
            muster_expr_fail (p, name_start, _("%s() takes an optional collection, a value and an optional condition"), fname);
        }
    }
  n->n_args = args->len;
  n->args = (Node **) g_ptr_array_free (args, FALSE);
  return n;
}

static Node *
parse_call (Parser *p, const char *name, guint name_start)
{
  Node *n;
  GPtrArray *args;
  guint f;

  for (f = 0; f < G_N_ELEMENTS (functions); f++)
    if (g_str_equal (functions[f].name, name))
      break;
  if (f == G_N_ELEMENTS (functions))
    {
      muster_expr_fail (p, name_start,
            _("unknown function “%s”; the functions are if, ceil, floor, abs, min, max, count, sum, lowest and highest"),
            name);
      return node_new (OP_NUM);
    }

  muster_expr_next_token (p);   /* ( */
  if (IS_AGGREGATE (functions[f].op))
    return parse_aggregate (p, functions[f].op, name_start);

  n = node_new (functions[f].op);
  args = g_ptr_array_new ();
  while (p->error == NULL && p->tok.kind != TOK_RPAREN)
    {
      g_ptr_array_add (args, parse_or (p));
      if (p->tok.kind == TOK_COMMA)
        muster_expr_next_token (p);
      else
        break;
    }
  expect (p, TOK_RPAREN, _("“,” or “)”"));
  n->n_args = args->len;
  n->args = (Node **) g_ptr_array_free (args, FALSE);

  if (p->error == NULL
      && (n->n_args < functions[f].min_args || n->n_args > functions[f].max_args))
    {
      if (functions[f].min_args == functions[f].max_args)
        muster_expr_fail (p, name_start,
              g_dngettext (GETTEXT_PACKAGE, "%s() takes %u argument, not %u",
                           "%s() takes %u arguments, not %u", functions[f].min_args),
              name, functions[f].min_args, n->n_args);
      else
        muster_expr_fail (p, name_start, _("%s() takes at least %u arguments, not %u"),
              name, functions[f].min_args, n->n_args);
    }
  return n;
}

static Node *
parse_primary (Parser *p)
{
  Node *n;

  if (p->error != NULL)
    return node_new (OP_NUM);

  switch (p->tok.kind)
    {
    case TOK_NUMBER:
      n = node_new (OP_NUM);
      n->number = p->tok.number;
      muster_expr_next_token (p);
      break;

    case TOK_TRUE:
    case TOK_FALSE:
      n = node_new (OP_NUM);
      n->number = p->tok.kind == TOK_TRUE ? 1 : 0;
      muster_expr_next_token (p);
      break;

    case TOK_LPAREN:
      if (!enter (p))
        return node_new (OP_NUM);
      muster_expr_next_token (p);
      n = parse_or (p);
      expect (p, TOK_RPAREN, _("“)”"));
      p->depth--;
      break;

    case TOK_ATOM:
      {
        g_autofree char *kind = g_strdup (p->tok.text);
        char *colon = strchr (kind, ':');
        guint start = p->tok.start;
        guint ref = 0;

        *colon = '\0';
        n = node_new (OP_ATOM);
        if (!g_str_equal (kind, "category") && !g_str_equal (kind, "tag")
            && !g_str_equal (kind, "type") && !g_str_equal (kind, "role")
            && !g_str_equal (kind, "tier"))
          muster_expr_fail (p, start, _("“%s:” is not a kind of test; use category:, tag:, type:, role: or tier:"),
                kind);
        else if (p->resolver->resolve_atom == NULL
                 || !p->resolver->resolve_atom (p->resolver->data, p->scope, kind, colon + 1, &ref))
          muster_expr_fail (p, start, _("“%s:%s” means nothing for %s: there is no such %s: here"),
                kind, colon + 1, scope_label (p->scope), kind);
        n->ref = ref;
        muster_expr_next_token (p);
        break;
      }

    case TOK_NAME:
      {
        g_autofree char *name = g_strdup (p->tok.text);
        guint start = p->tok.start;
        guint ref = 0;

        muster_expr_next_token (p);
        if (p->tok.kind == TOK_LPAREN)
          {
            if (!enter (p))
              return node_new (OP_NUM);
            n = parse_call (p, name, start);
            p->depth--;
            break;
          }
        n = node_new (OP_NAME);
        if (p->resolver->resolve_name != NULL
            && p->resolver->resolve_name (p->resolver->data, p->scope, name, &ref))
          ;
        else if (collection_of_token (&(Token) { .kind = TOK_NAME, .text = name }) >= 0)
          muster_expr_fail (p, start, _("“%s” is a collection; use it as the first argument of count() or sum()"), name);
        else
          {
            g_autofree char *why = p->resolver->explain_name != NULL
                                   ? p->resolver->explain_name (p->resolver->data, p->scope, name)
                                   : NULL;
            if (why != NULL)
              muster_expr_fail (p, start, "%s", why);
            else
              muster_expr_fail (p, start, _("unknown name “%s” for %s"), name, scope_label (p->scope));
          }
        n->ref = ref;
        break;
      }

    case TOK_END:
      muster_expr_fail (p, p->tok.start, _("the expression ends where a value was expected"));
      n = node_new (OP_NUM);
      break;

    default:
      muster_expr_fail (p, p->tok.start, _("expected a number, a name or “(” but found “%.*s”"),
            (int) p->tok.length, p->src + p->tok.start);
      n = node_new (OP_NUM);
      break;
    }
  return n;
}

static Node *
parse_unary (Parser *p)
{
  if (p->tok.kind == TOK_MINUS)
    {
      Node *n = node_new (OP_NEG);

      if (!enter (p))
        return n;
      muster_expr_next_token (p);
      n->n_args = 1;
      n->args = g_new (Node *, 1);
      n->args[0] = parse_unary (p);
      p->depth--;
      return n;
    }
  return parse_primary (p);
}

static Node *
parse_product (Parser *p)
{
  Node *n = parse_unary (p);

  while (p->error == NULL && (p->tok.kind == TOK_STAR || p->tok.kind == TOK_SLASH))
    {
      Op op = p->tok.kind == TOK_STAR ? OP_MUL : OP_DIV;
      muster_expr_next_token (p);
      n = node_binary (op, n, parse_unary (p));
    }
  return n;
}

static Node *
parse_sum (Parser *p)
{
  Node *n = parse_product (p);

  while (p->error == NULL && (p->tok.kind == TOK_PLUS || p->tok.kind == TOK_MINUS))
    {
      Op op = p->tok.kind == TOK_PLUS ? OP_ADD : OP_SUB;
      muster_expr_next_token (p);
      n = node_binary (op, n, parse_product (p));
    }
  return n;
}

static gboolean
compare_op (TokKind kind, Op *op)
{
  switch (kind)
    {
    case TOK_LT: *op = OP_LT; return TRUE;
    case TOK_LE: *op = OP_LE; return TRUE;
    case TOK_GT: *op = OP_GT; return TRUE;
    case TOK_GE: *op = OP_GE; return TRUE;
    case TOK_EQ: *op = OP_EQ; return TRUE;
    case TOK_NE: *op = OP_NE; return TRUE;
    default: return FALSE;
    }
}

static Node *
parse_compare (Parser *p)
{
  Node *n = parse_sum (p);
  Op op;

  if (p->error == NULL && compare_op (p->tok.kind, &op))
    {
      muster_expr_next_token (p);
      n = node_binary (op, n, parse_sum (p));
      if (p->error == NULL && compare_op (p->tok.kind, &op))
        muster_expr_fail (p, p->tok.start,
              _("comparisons do not chain; write “a < b and b < c”"));
    }
  return n;
}

static Node *
parse_not (Parser *p)
{
  if (p->tok.kind == TOK_NOT)
    {
      Node *n = node_new (OP_NOT);

      if (!enter (p))
        return n;
      muster_expr_next_token (p);
      n->n_args = 1;
      n->args = g_new (Node *, 1);
      n->args[0] = parse_not (p);
      p->depth--;
      return n;
    }
  return parse_compare (p);
}

static Node *
parse_and (Parser *p)
{
  Node *n = parse_not (p);

  while (p->error == NULL && p->tok.kind == TOK_AND)
    {
      muster_expr_next_token (p);
      n = node_binary (OP_AND, n, parse_not (p));
    }
  return n;
}

static Node *
parse_or (Parser *p)
{
  Node *n = parse_and (p);

  while (p->error == NULL && p->tok.kind == TOK_OR)
    {
      muster_expr_next_token (p);
      n = node_binary (OP_OR, n, parse_and (p));
    }
  return n;
}

MusterExpr *
muster_expr_parse (const char               *text,
                   MusterScope               scope,
                   const MusterExprResolver *resolver,
                   GError                  **error)
{
  Parser p = { 0 };
  Node *root;
  MusterExpr *expr;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (resolver != NULL, NULL);

  p.src = text;
  p.scope = scope;
  p.resolver = resolver;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_EXPRESSION,
                   _("the expression is not valid UTF-8"));
      return NULL;
    }
  /* before anything is built: a longer chain of terms would make a tree
   * too deep to evaluate or free */
  {
    glong length = g_utf8_strlen (text, -1);

    if (length > MUSTER_EXPR_MAX_LENGTH)
      {
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_EXPRESSION,
                     _("the expression has %ld characters; an expression may have at most %d"),
                     length, MUSTER_EXPR_MAX_LENGTH);
        return NULL;
      }
  }

  muster_expr_next_token (&p);
  root = parse_or (&p);
  if (p.error == NULL && p.tok.kind != TOK_END)
    muster_expr_fail (&p, p.tok.start, _("unexpected “%.*s” after a complete expression"),
          (int) p.tok.length, p.src + p.tok.start);
  g_clear_pointer (&p.tok.text, g_free);

  if (p.error != NULL)
    {
      node_free (root);
      g_propagate_error (error, p.error);
      return NULL;
    }

  expr = g_new0 (MusterExpr, 1);
  expr->text = g_strdup (text);
  expr->root = root;
  return expr;
}

void
muster_expr_free (MusterExpr *expr)
{
  if (expr == NULL)
    return;
  node_free (expr->root);
  g_free (expr->text);
  g_free (expr);
}

const char *
muster_expr_get_text (const MusterExpr *expr)
{
  g_return_val_if_fail (expr != NULL, NULL);
  return expr->text;
}

static gboolean
node_is_const (const Node *n)
{
  if (n->op == OP_NAME || n->op == OP_ATOM || IS_AGGREGATE (n->op))
    return FALSE;
  for (guint i = 0; i < n->n_args; i++)
    if (!node_is_const (n->args[i]))
      return FALSE;
  return TRUE;
}

gboolean
muster_expr_is_const (const MusterExpr *expr)
{
  g_return_val_if_fail (expr != NULL, FALSE);
  return node_is_const (expr->root);
}

