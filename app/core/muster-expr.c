/* muster-expr.c: tokenizer, recursive-descent parser and evaluator of the
 * expression language. Names are bound when parsing, so evaluation walks a
 * small tree of numbers and references and never looks anything up by string.
 */
#include "config.h"

#include "muster-expr.h"
#include "muster-error.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#define MAX_NESTING MUSTER_EXPR_MAX_DEPTH

typedef enum
{
  OP_NUM,
  OP_NAME,
  OP_ATOM,
  OP_NEG,
  OP_NOT,
  OP_ADD,
  OP_SUB,
  OP_MUL,
  OP_DIV,
  OP_LT,
  OP_LE,
  OP_GT,
  OP_GE,
  OP_EQ,
  OP_NE,
  OP_AND,
  OP_OR,
  OP_IF,
  OP_CEIL,
  OP_FLOOR,
  OP_ABS,
  OP_MIN,
  OP_MAX,
  OP_COUNT,
  OP_SUM,
  OP_LOWEST,         /* lowest(x [, filter]): the smallest x of the members, 0 for none */
  OP_HIGHEST,
} Op;

#define IS_AGGREGATE(op) ((op) == OP_COUNT || (op) == OP_SUM || (op) == OP_LOWEST || (op) == OP_HIGHEST)

typedef struct _Node Node;
struct _Node
{
  Op op;
  double number;
  guint ref;
  MusterCollection collection;
  guint n_args;
  Node **args;       /* OP_COUNT: [filter?]; OP_SUM: [value, filter?] */
};

struct _MusterExpr
{
  char *text;
  Node *root;
};

/* ---- tokens ---- */

typedef enum
{
  TOK_END,
  TOK_NUMBER,
  TOK_NAME,
  TOK_ATOM,
  TOK_LPAREN,
  TOK_RPAREN,
  TOK_COMMA,
  TOK_PLUS,
  TOK_MINUS,
  TOK_STAR,
  TOK_SLASH,
  TOK_LT,
  TOK_LE,
  TOK_GT,
  TOK_GE,
  TOK_EQ,
  TOK_NE,
  TOK_AND,
  TOK_OR,
  TOK_NOT,
  TOK_TRUE,
  TOK_FALSE,
} TokKind;

typedef struct
{
  TokKind kind;
  guint start;      /* byte offset */
  guint length;
  double number;
  char *text;       /* NAME: the name; ATOM: "kind:id" */
} Token;

typedef struct
{
  const char *src;
  guint pos;
  Token tok;
  MusterScope scope;
  const MusterExprResolver *resolver;
  guint depth;
  gboolean in_aggregate;
  GError *error;
} Parser;

static gboolean
is_name_start (char c)
{
  return (c >= 'a' && c <= 'z') || c == '_';
}

static gboolean
is_name_char (char c)
{
  return is_name_start (c) || (c >= '0' && c <= '9');
}

static gboolean
is_id_char (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

static guint
char_column (const char *src, guint byte_offset)
{
  return (guint) g_utf8_strlen (src, byte_offset) + 1;
}

static void
fail (Parser *p, guint at, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
fail (Parser *p, guint at, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (p->error != NULL)
    return;
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  p->error = g_error_new (MUSTER_ERROR, MUSTER_ERROR_EXPRESSION,
                          _("in expression “%s”, at character %u: %s"),
                          p->src, char_column (p->src, at), sentence);
}

static const char *
token_description (const Token *tok)
{
  switch (tok->kind)
    {
    case TOK_END: return _("the end of the expression");
    default: return NULL;
    }
}

static void
next_token (Parser *p)
{
  const char *s = p->src;
  guint i = p->pos;
  Token *t = &p->tok;

  g_clear_pointer (&t->text, g_free);
  while (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')
    i++;
  t->start = i;
  t->number = 0;

  if (s[i] == '\0')
    {
      t->kind = TOK_END;
      t->length = 0;
      p->pos = i;
      return;
    }

  if (g_ascii_isdigit (s[i]) || (s[i] == '.' && g_ascii_isdigit (s[i + 1])))
    {
      guint j = i;
      g_autofree char *digits = NULL;

      while (g_ascii_isdigit (s[j]))
        j++;
      if (s[j] == '.')
        {
          j++;
          if (!g_ascii_isdigit (s[j]))
            {
              fail (p, j, _("a digit must follow the decimal point"));
              t->kind = TOK_END;
              return;
            }
          while (g_ascii_isdigit (s[j]))
            j++;
        }
      if (is_name_char (s[j]))
        {
          fail (p, j, _("a number may not run into a name"));
          t->kind = TOK_END;
          return;
        }
      digits = g_strndup (s + i, j - i);
      t->kind = TOK_NUMBER;
      t->number = g_ascii_strtod (digits, NULL);
      t->length = j - i;
      p->pos = j;
      return;
    }

  if (is_name_start (s[i]))
    {
      guint j = i;

      while (is_name_char (s[j]))
        j++;
      if (s[j] == ':')
        {
          guint k = j + 1;

          if (!is_id_char (s[k]) || s[k] == '-' || s[k] == '_')
            {
              fail (p, k, _("an id must follow “%.*s:”"), (int) (j - i), s + i);
              t->kind = TOK_END;
              return;
            }
          while (is_id_char (s[k]))
            k++;
          t->kind = TOK_ATOM;
          t->text = g_strndup (s + i, k - i);
          t->length = k - i;
          p->pos = k;
          return;
        }

      t->text = g_strndup (s + i, j - i);
      t->length = j - i;
      p->pos = j;
      if (g_str_equal (t->text, "and"))
        t->kind = TOK_AND;
      else if (g_str_equal (t->text, "or"))
        t->kind = TOK_OR;
      else if (g_str_equal (t->text, "not"))
        t->kind = TOK_NOT;
      else if (g_str_equal (t->text, "true"))
        t->kind = TOK_TRUE;
      else if (g_str_equal (t->text, "false"))
        t->kind = TOK_FALSE;
      else
        t->kind = TOK_NAME;
      return;
    }

  t->length = 1;
  switch (s[i])
    {
    case '(': t->kind = TOK_LPAREN; break;
    case ')': t->kind = TOK_RPAREN; break;
    case ',': t->kind = TOK_COMMA; break;
    case '+': t->kind = TOK_PLUS; break;
    case '-': t->kind = TOK_MINUS; break;
    case '*': t->kind = TOK_STAR; break;
    case '/': t->kind = TOK_SLASH; break;
    case '<':
      if (s[i + 1] == '=') { t->kind = TOK_LE; t->length = 2; }
      else t->kind = TOK_LT;
      break;
    case '>':
      if (s[i + 1] == '=') { t->kind = TOK_GE; t->length = 2; }
      else t->kind = TOK_GT;
      break;
    case '=':
      t->kind = TOK_EQ;
      if (s[i + 1] == '=')
        t->length = 2;
      break;
    case '!':
      if (s[i + 1] == '=')
        {
          t->kind = TOK_NE;
          t->length = 2;
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      {
        gunichar c = g_utf8_get_char_validated (s + i, -1);
        char buf[8] = { 0 };

        if (c == (gunichar) -1 || c == (gunichar) -2)
          c = '?';
        g_unichar_to_utf8 (c, buf);
        if (c >= 'A' && c <= 'Z')
          fail (p, i, _("names are written in lower case; “%s” is not allowed"), buf);
        else
          fail (p, i, _("unexpected character “%s”"), buf);
        t->kind = TOK_END;
        return;
      }
    }
  p->pos = i + t->length;
}

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
      fail (p, p->tok.start, _("the expression is nested more than %d deep"), MAX_NESTING);
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
      const char *desc = token_description (&p->tok);
      if (desc != NULL)
        fail (p, p->tok.start, _("expected %s but found %s"), what, desc);
      else
        fail (p, p->tok.start, _("expected %s but found “%.*s”"), what,
              (int) p->tok.length, p->src + p->tok.start);
      return;
    }
  next_token (p);
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
      fail (p, name_start, _("%s() cannot be used here"), fname);
      g_ptr_array_free (args, TRUE);
      return n;
    }
  /* one pass over a collection per aggregate: nesting them would multiply
   * the work by the size of the army at every level */
  if (p->in_aggregate)
    {
      fail (p, name_start, _("count() and sum() cannot stand inside each other"));
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
      next_token (p);
      if (p->tok.kind == TOK_COMMA || p->tok.kind == TOK_RPAREN)
        {
          n->collection = coll;
          if (p->tok.kind == TOK_COMMA)
            next_token (p);
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
        next_token (p);
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
            fail (p, name_start, _("count() takes an optional collection and at most one condition"));
          else
            fail (p, name_start, _("%s() takes an optional collection, a value and an optional condition"), fname);
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
      fail (p, name_start,
            _("unknown function “%s”; the functions are if, ceil, floor, abs, min, max, count, sum, lowest and highest"),
            name);
      return node_new (OP_NUM);
    }

  next_token (p);   /* ( */
  if (IS_AGGREGATE (functions[f].op))
    return parse_aggregate (p, functions[f].op, name_start);

  n = node_new (functions[f].op);
  args = g_ptr_array_new ();
  while (p->error == NULL && p->tok.kind != TOK_RPAREN)
    {
      g_ptr_array_add (args, parse_or (p));
      if (p->tok.kind == TOK_COMMA)
        next_token (p);
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
        fail (p, name_start,
              g_dngettext (GETTEXT_PACKAGE, "%s() takes %u argument, not %u",
                           "%s() takes %u arguments, not %u", functions[f].min_args),
              name, functions[f].min_args, n->n_args);
      else
        fail (p, name_start, _("%s() takes at least %u arguments, not %u"),
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
      next_token (p);
      break;

    case TOK_TRUE:
    case TOK_FALSE:
      n = node_new (OP_NUM);
      n->number = p->tok.kind == TOK_TRUE ? 1 : 0;
      next_token (p);
      break;

    case TOK_LPAREN:
      if (!enter (p))
        return node_new (OP_NUM);
      next_token (p);
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
          fail (p, start, _("“%s:” is not a kind of test; use category:, tag:, type:, role: or tier:"),
                kind);
        else if (p->resolver->resolve_atom == NULL
                 || !p->resolver->resolve_atom (p->resolver->data, p->scope, kind, colon + 1, &ref))
          fail (p, start, _("“%s:%s” means nothing for %s: there is no such %s: here"),
                kind, colon + 1, scope_label (p->scope), kind);
        n->ref = ref;
        next_token (p);
        break;
      }

    case TOK_NAME:
      {
        g_autofree char *name = g_strdup (p->tok.text);
        guint start = p->tok.start;
        guint ref = 0;

        next_token (p);
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
          fail (p, start, _("“%s” is a collection; use it as the first argument of count() or sum()"), name);
        else
          {
            g_autofree char *why = p->resolver->explain_name != NULL
                                   ? p->resolver->explain_name (p->resolver->data, p->scope, name)
                                   : NULL;
            if (why != NULL)
              fail (p, start, "%s", why);
            else
              fail (p, start, _("unknown name “%s” for %s"), name, scope_label (p->scope));
          }
        n->ref = ref;
        break;
      }

    case TOK_END:
      fail (p, p->tok.start, _("the expression ends where a value was expected"));
      n = node_new (OP_NUM);
      break;

    default:
      fail (p, p->tok.start, _("expected a number, a name or “(” but found “%.*s”"),
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
      next_token (p);
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
      next_token (p);
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
      next_token (p);
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
      next_token (p);
      n = node_binary (op, n, parse_sum (p));
      if (p->error == NULL && compare_op (p->tok.kind, &op))
        fail (p, p->tok.start,
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
      next_token (p);
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
      next_token (p);
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
      next_token (p);
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

  next_token (&p);
  root = parse_or (&p);
  if (p.error == NULL && p.tok.kind != TOK_END)
    fail (&p, p.tok.start, _("unexpected “%.*s” after a complete expression"),
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

/* ---- evaluation ---- */

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
