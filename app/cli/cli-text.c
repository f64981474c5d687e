/* cli-text.c: muster-cli's text output. Names, notes and messages come
 * from files, share codes and libraries that anyone may have written: a
 * name holding a newline or a tab would forge lines and fields of
 * "library list", and an escape character would send codes to the
 * terminal. Every text muster-cli prints goes through cli_out(),
 * cli_err() or cli_escape(), which show such characters as escapes.
 * (JSON has escapes of its own: see cli_json_to_string().)
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "muster-cli.h"

static gboolean
needs_escape (gunichar c)
{
  return c < 0x20 || c == 0x7f
         || (c >= 0x80 && c <= 0x9f)          /* C1 controls: CSI, OSC ... */
         || c == 0x200e || c == 0x200f        /* direction marks */
         || (c >= 0x202a && c <= 0x202e)      /* embeddings and overrides */
         || (c >= 0x2066 && c <= 0x2069)      /* isolates */
         || c == 0x2028 || c == 0x2029;       /* line and paragraph separators */
}

/* A backslash, every control character (C0, DEL and C1), the characters
 * that turn the direction of text or break a line, and every byte that is
 * not UTF-8 as an escape: \\, \n, \t, \r, \x1b, \u009b, \u202e, \xff. */
void
cli_escape_append (GString *out, const char *text)
{
  const char *p = text != NULL ? text : "";
  const char *end = p + strlen (p);

  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      if (c == '\\')
        g_string_append (out, "\\\\");
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c < 0x80 && needs_escape (c))
        g_string_append_printf (out, "\\x%02x", c);
      else if (needs_escape (c))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
}

char *
cli_escape (const char *text)
{
  GString *out = g_string_new (NULL);

  cli_escape_append (out, text);
  return g_string_free (out, FALSE);
}

/* ---- a printf whose strings are escaped ----
 * The format is the program's own (or its translation's, which may number
 * its arguments: %2$s); every %s argument is escaped, everything else is
 * formatted as printf would. */

typedef enum
{
  ARG_NONE,
  ARG_INT,
  ARG_LONG,
  ARG_LONG_LONG,
  ARG_SIZE,
  ARG_DOUBLE,
  ARG_LONG_DOUBLE,
  ARG_STRING,
  ARG_POINTER,
} ArgType;

typedef union
{
  int i;
  long l;
  long long ll;
  gsize z;
  double d;
  long double ld;
  const char *s;
  gpointer p;
} ArgValue;

#define MAX_ARGS 32

typedef struct
{
  const char *start;      /* the literal text before the conversion */
  gsize literal;
  char spec[32];          /* flags, width, precision, length and conversion, without n$ */
  int arg;                /* index of the value; -1: none (%%) or the end */
  int width_arg;          /* index of a * width, or -1 */
  int precision_arg;      /* index of a .* precision, or -1 */
  char conversion;
} Piece;

static gboolean
parse_index (const char **p, int *index)
{
  const char *q = *p;
  int n = 0;

  while (g_ascii_isdigit (*q) && n < 1000)
    n = n * 10 + (*q++ - '0');
  if (q == *p || *q != '$' || n < 1 || n > MAX_ARGS)
    return FALSE;
  *index = n - 1;
  *p = q + 1;
  return TRUE;
}

static ArgType
arg_type (char conversion, const char *length)
{
  switch (conversion)
    {
    case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'c':
      if (g_str_equal (length, "l"))
        return ARG_LONG;
      if (g_str_equal (length, "ll") || g_str_equal (length, "j") || g_str_equal (length, "q"))
        return ARG_LONG_LONG;
      if (g_str_equal (length, "z") || g_str_equal (length, "t"))
        return ARG_SIZE;
      return ARG_INT;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
      return g_str_equal (length, "L") ? ARG_LONG_DOUBLE : ARG_DOUBLE;
    case 's':
      return ARG_STRING;
    case 'p':
      return ARG_POINTER;
    default:
      return ARG_NONE;
    }
}

static gboolean
set_type (ArgType *types, int index, ArgType type)
{
  if (index < 0 || index >= MAX_ARGS || type == ARG_NONE)
    return FALSE;
  if (types[index] != ARG_NONE && types[index] != type)
    return FALSE;
  types[index] = type;
  return TRUE;
}

/* Splits the format into pieces; FALSE when it is not one this formatter
 * understands (the program's mistake, reported by the caller). */
static gboolean
parse_format (const char *format, GArray *pieces, ArgType *types, int *n_args)
{
  const char *p = format;
  int next = 0;
  gboolean positional = FALSE, sequential = FALSE;

  *n_args = 0;
  while (TRUE)
    {
      Piece piece = { p, 0, "", -1, -1, -1, 0 };
      const char *q = strchr (p, '%');
      GString *spec;
      char length[3] = "";
      guint n_length = 0;

      if (q == NULL)
        {
          piece.literal = strlen (p);
          g_array_append_val (pieces, piece);
          return TRUE;
        }
      piece.literal = q - p;
      q++;
      if (*q == '%')
        {
          piece.literal++;    /* the % itself, as text */
          g_array_append_val (pieces, piece);
          p = q + 1;
          continue;
        }

      spec = g_string_new ("%");
      if (g_ascii_isdigit (*q) && parse_index (&q, &piece.arg))
        positional = TRUE;
      else
        sequential = TRUE;
      while (*q != '\0' && strchr ("-+ #0'", *q) != NULL)
        g_string_append_c (spec, *q++);
      if (*q == '*')
        {
          q++;
          if (positional)
            goto bad;
          piece.width_arg = next++;
          g_string_append_c (spec, '*');
        }
      while (g_ascii_isdigit (*q))
        g_string_append_c (spec, *q++);
      if (*q == '.')
        {
          g_string_append_c (spec, *q++);
          if (*q == '*')
            {
              q++;
              if (positional)
                goto bad;
              piece.precision_arg = next++;
              g_string_append_c (spec, '*');
            }
          while (g_ascii_isdigit (*q))
            g_string_append_c (spec, *q++);
        }
      while (*q != '\0' && strchr ("hlLqjzt", *q) != NULL && n_length < 2)
        {
          length[n_length++] = *q;
          g_string_append_c (spec, *q++);
        }
      length[n_length] = '\0';
      piece.conversion = *q;
      if (arg_type (*q, length) == ARG_NONE || spec->len + 2 > sizeof piece.spec)
        goto bad;
      g_string_append_c (spec, *q++);
      if (piece.arg < 0)
        piece.arg = next++;
      if ((positional && sequential)
          || (piece.width_arg >= 0 && !set_type (types, piece.width_arg, ARG_INT))
          || (piece.precision_arg >= 0 && !set_type (types, piece.precision_arg, ARG_INT))
          || !set_type (types, piece.arg, arg_type (piece.conversion, length)))
        goto bad;
      *n_args = MAX (*n_args, MAX (piece.arg, MAX (piece.width_arg, piece.precision_arg)) + 1);
      g_strlcpy (piece.spec, spec->str, sizeof piece.spec);
      g_string_free (spec, TRUE);
      g_array_append_val (pieces, piece);
      p = q;
      continue;

    bad:
      g_string_free (spec, TRUE);
      return FALSE;
    }
}

static void
append_piece (GString *out, const Piece *piece, const ArgValue *values)
{
  int width = piece->width_arg >= 0 ? values[piece->width_arg].i : 0;
  int precision = piece->precision_arg >= 0 ? values[piece->precision_arg].i : 0;
  const ArgValue *v = &values[piece->arg];
  g_autofree char *escaped = NULL;
  g_autofree char *spec = NULL;

  /* the * of width and precision as numbers */
  if (piece->width_arg >= 0 || piece->precision_arg >= 0)
    {
      GString *s = g_string_new (NULL);

      for (const char *c = piece->spec; *c != '\0'; c++)
        {
          if (*c != '*')
            g_string_append_c (s, *c);
          else if (c > piece->spec && c[-1] == '.')
            g_string_append_printf (s, "%d", precision);
          else
            g_string_append_printf (s, "%d", width);
        }
      spec = g_string_free (s, FALSE);
    }
  else
    spec = g_strdup (piece->spec);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  switch (arg_type (piece->conversion, ""))
    {
    case ARG_STRING:
      escaped = cli_escape (v->s != NULL ? v->s : "(null)");
      g_string_append_printf (out, spec, escaped);
      break;
    case ARG_DOUBLE:
      if (strchr (spec, 'L') != NULL)
        g_string_append_printf (out, spec, v->ld);
      else
        g_string_append_printf (out, spec, v->d);
      break;
    case ARG_POINTER:
      g_string_append_printf (out, spec, v->p);
      break;
    case ARG_INT:
    case ARG_LONG:
    case ARG_LONG_LONG:
    case ARG_SIZE:
    case ARG_LONG_DOUBLE:
    case ARG_NONE:
    default:
      {
        const char *length = spec + strlen (spec) - 1;

        /* the integer by the length the spec gives */
        if (length > spec && (length[-1] == 'z' || length[-1] == 't'))
          g_string_append_printf (out, spec, v->z);
        else if (length - 1 > spec && ((length[-1] == 'l' && length[-2] == 'l') || length[-1] == 'j' || length[-1] == 'q'))
          g_string_append_printf (out, spec, v->ll);
        else if (length > spec && length[-1] == 'l')
          g_string_append_printf (out, spec, v->l);
        else
          g_string_append_printf (out, spec, v->i);
        break;
      }
    }
#pragma GCC diagnostic pop
}

char *
cli_format_valist (const char *format, va_list args)
{
  g_autoptr(GArray) pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  ArgType types[MAX_ARGS] = { 0 };
  ArgValue values[MAX_ARGS] = { 0 };
  GString *out;
  int n_args;

  if (!parse_format (format, pieces, types, &n_args))
    {
      g_critical ("muster-cli: a format the text output does not read: %s", format);
      return cli_escape (format);
    }
  for (int i = 0; i < n_args; i++)
    switch (types[i])
      {
      case ARG_INT: values[i].i = va_arg (args, int); break;
      case ARG_LONG: values[i].l = va_arg (args, long); break;
      case ARG_LONG_LONG: values[i].ll = va_arg (args, long long); break;
      case ARG_SIZE: values[i].z = va_arg (args, gsize); break;
      case ARG_DOUBLE: values[i].d = va_arg (args, double); break;
      case ARG_LONG_DOUBLE: values[i].ld = va_arg (args, long double); break;
      case ARG_STRING: values[i].s = va_arg (args, const char *); break;
      case ARG_POINTER: values[i].p = va_arg (args, gpointer); break;
      case ARG_NONE:
      default:
        /* a numbered argument that no conversion uses: printf cannot skip it either */
        g_critical ("muster-cli: argument %d of “%s” is not used", i + 1, format);
        return cli_escape (format);
      }

  out = g_string_new (NULL);
  for (guint i = 0; i < pieces->len; i++)
    {
      const Piece *piece = &g_array_index (pieces, Piece, i);

      g_string_append_len (out, piece->start, piece->literal);
      if (piece->conversion != 0)
        append_piece (out, piece, values);
    }
  return g_string_free (out, FALSE);
}

char *
cli_format (const char *format, ...)
{
  va_list args;
  char *text;

  va_start (args, format);
  text = cli_format_valist (format, args);
  va_end (args);
  return text;
}

void
cli_out (const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = cli_format_valist (format, args);
  va_end (args);
  fputs (text, stdout);
}

void
cli_err (const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = cli_format_valist (format, args);
  va_end (args);
  fputs (text, stderr);
}
