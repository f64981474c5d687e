/* muster-expr-private.h: what the parts of the expression language share:
 * the parsed tree (muster-expr.c builds it, muster-expr-eval.c walks it)
 * and the parser's tokens (muster-expr-lexer.c reads them).
 */
#pragma once

#include "muster-expr.h"

G_BEGIN_DECLS

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

G_GNUC_INTERNAL void        muster_expr_fail              (Parser *p, guint at, const char *format, ...) G_GNUC_PRINTF (3, 4);
G_GNUC_INTERNAL const char *muster_expr_token_description (const Token *tok);
G_GNUC_INTERNAL void        muster_expr_next_token        (Parser *p);

G_END_DECLS
