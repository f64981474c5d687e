/* muster-expr-lexer.c: the expression language's tokens: numbers, names,
 * tests ("tag:id"), operators and words, with a message at the character
 * where an expression goes wrong.
 */
#include "config.h"

#include "muster-expr.h"
#include "muster-expr-private.h"
#include "muster-error.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

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

void
muster_expr_fail (Parser *p, guint at, const char *format, ...)
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

const char *
muster_expr_token_description (const Token *tok)
{
  switch (tok->kind)
    {
    case TOK_END: return _("the end of the expression");
    default: return NULL;
    }
}

void
muster_expr_next_token (Parser *p)
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
              muster_expr_fail (p, j, _("a digit must follow the decimal point"));
              t->kind = TOK_END;
              return;
            }
          while (g_ascii_isdigit (s[j]))
            j++;
        }
      if (is_name_char (s[j]))
        {
          muster_expr_fail (p, j, _("a number may not run into a name"));
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
              muster_expr_fail (p, k, _("an id must follow “%.*s:”"), (int) (j - i), s + i);
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
          muster_expr_fail (p, i, _("names are written in lower case; “%s” is not allowed"), buf);
        else
          muster_expr_fail (p, i, _("unexpected character “%s”"), buf);
        t->kind = TOK_END;
        return;
      }
    }
  p->pos = i + t->length;
}
