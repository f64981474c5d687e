/* muster-hyphen.c: hyphenation points of a word by syllable rules (the
 * rules of P. Khristov for Russian; for Latin letters, a run of consonants
 * splits before the letters that can begin a syllable, a consonant pair
 * such as "th", a vowel pair such as "ea" and a silent final "e" stay
 * whole, and a suffix such as "-ment" is a syllable of its own), and a
 * text with soft hyphens put at them.
 */
#include "config.h"

#include "muster-hyphen.h"

#include <string.h>

typedef enum
{
  LETTER_CONSONANT,
  LETTER_VOWEL,
  LETTER_SIGN,                  /* й, ь, ъ: never starts a line */
} LetterKind;

static LetterKind
letter_kind (gunichar c)
{
  c = g_unichar_tolower (c);
  if (c < 0x80 && strchr ("aeiouy", (int) c) != NULL)
    return LETTER_VOWEL;
  switch (c)
    {
    case 0x430: case 0x435: case 0x451: case 0x438: case 0x43e:  /* а е ё и о */
    case 0x443: case 0x44b: case 0x44d: case 0x44e: case 0x44f:  /* у ы э ю я */
    case 0x456: case 0x457: case 0x454:                          /* і ї є */
      return LETTER_VOWEL;
    case 0x439: case 0x44c: case 0x44a:                          /* й ь ъ */
      return LETTER_SIGN;
    default:
      return LETTER_CONSONANT;
    }
}

/* Whether Latin letters @a and @b, in any case, are one of @pairs
 * (NULL-terminated two-letter strings). */
static gboolean
is_latin_pair (gunichar a, gunichar b, const char * const *pairs)
{
  char two[3] = { (char) g_unichar_tolower (a), (char) g_unichar_tolower (b), '\0' };

  if (a >= 0x80 || b >= 0x80)
    return FALSE;
  for (guint i = 0; pairs[i] != NULL; i++)
    if (strcmp (two, pairs[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Latin consonant pairs that make one sound and stay together. */
static gboolean
latin_pair (gunichar a, gunichar b)
{
  static const char * const pairs[] = { "ch", "sh", "th", "ph", "gh", "wh", "ck", "qu", "ng", NULL };

  return is_latin_pair (a, b, pairs);
}

/* Latin consonant pairs that may begin a syllable inside a word ("tr" in
 * "infantry", "pl" in "ample"), where "sb" in "crossbowmen" may not. */
static gboolean
latin_onset (gunichar a, gunichar b)
{
  static const char * const pairs[] = {
    "bl", "br", "ch", "cl", "cr", "dr", "dw", "fl", "fr", "gl", "gr", "ph", "pl", "pr", "qu",
    "sc", "sh", "sk", "sl", "sm", "sn", "sp", "st", "sw", "th", "tr", "tw", "wh", "wr", NULL,
  };

  return is_latin_pair (a, b, pairs);
}

/* Whether a Latin word breaks inside its run of consonants before @i: a
 * lone consonant starts the next syllable ("dra-goons"), two split
 * ("mus-ket", "in-fan"), and of three or more the last two start it when
 * they can begin a syllable ("fan-try"), else the last one alone
 * ("cross-bow"). */
static gboolean
latin_cluster_break (const gunichar *c, const LetterKind *k, guint i, guint n)
{
  guint a = i, b = i;

  while (a > 0 && k[a - 1] == LETTER_CONSONANT)
    a--;
  while (b < n && k[b] == LETTER_CONSONANT)
    b++;
  if (a == 0 || b >= n)
    return FALSE;
  if (b - a == 1)
    return i == a;
  if (b - a >= 3 && latin_onset (c[b - 2], c[b - 1]))
    return i == b - 2;
  return i == b - 1;
}

/* Latin vowel pairs that make one sound ("ea" in "bearer", "oo" in
 * "dragoons", "io" in "formation") and stay together. */
static gboolean
latin_vowel_pair (gunichar a, gunichar b)
{
  static const char * const pairs[] = {
    "ai", "au", "ay", "ea", "ee", "ei", "eu", "ey", "ie", "io", "oa", "oe", "oi", "oo", "ou", "oy", "ue", "ui", NULL,
  };

  return is_latin_pair (a, b, pairs);
}

/* Where a Latin word's suffix that is a syllable of its own ("-ment",
 * "-ness", "-less", "-ful") starts, or @n for none: the word breaks there,
 * and the silent "e" before it stays with its syllable ("move-ment"). */
static guint
latin_suffix (const gunichar *c, guint n)
{
  static const char * const suffixes[] = { "ment", "ments", "ness", "less", "ful" };

  for (guint s = 0; s < G_N_ELEMENTS (suffixes); s++)
    {
      guint len = (guint) strlen (suffixes[s]);
      gboolean match = n >= len + 3;

      for (guint j = 0; match && j < len; j++)
        match = c[n - len + j] < 0x80 && (char) g_unichar_tolower (c[n - len + j]) == suffixes[s][j];
      if (match)
        return n - len;
    }
  return n;
}

/* Whether the letters from @i on hold a vowel that is not a Latin word's
 * silent ending ("e", "es", "ed"). */
static gboolean
tail_has_syllable (const gunichar *c, const LetterKind *k, guint i, guint n)
{
  for (guint j = i; j < n; j++)
    {
      gunichar next = j + 1 < n ? g_unichar_tolower (c[j + 1]) : 0;
      gboolean silent = g_unichar_tolower (c[j]) == 'e'
                        && (j + 1 == n || (j + 2 == n && (next == 's' || next == 'd')));

      if (k[j] == LETTER_VOWEL && !silent)
        return TRUE;
    }
  return FALSE;
}

/* Whether the word may break before letter @i; @suffix is where a Latin
 * suffix of its own starts (latin_suffix()), @n for none. */
static gboolean
may_break (const gunichar *c, const LetterKind *k, guint i, guint n, guint suffix)
{
#define IS(at, kind) ((at) < n && k[at] == (kind))
#define V(at) IS (at, LETTER_VOWEL)
#define C(at) IS (at, LETTER_CONSONANT)
  gboolean rule;

  if (i < 2 || i + 2 > n || k[i] == LETTER_SIGN)
    return FALSE;
  if (c[i] < 0x80)
    {
      if (i == suffix)
        return TRUE;
      /* nothing breaks the suffix or the three letters before it */
      if (suffix < n && i + 3 > suffix)
        return FALSE;
      if (latin_vowel_pair (c[i - 1], c[i]))
        return FALSE;
    }
  if (c[i] < 0x80 && C (i))
    rule = latin_cluster_break (c, k, i, n);
  else
    rule = (k[i - 1] == LETTER_SIGN && i + 1 < n)                         /* й|ка */
           || (V (i - 1) && V (i) && i + 1 < n)                           /* а|ю… */
           || (V (i - 2) && C (i - 1) && C (i) && V (i + 1))              /* ак|ти */
           || (C (i - 2) && V (i - 1) && C (i) && V (i + 1))              /* ба|ра */
           || (V (i - 2) && C (i - 1) && C (i) && C (i + 1) && V (i + 2)) /* ан|тра */
           || (i >= 3 && V (i - 3) && C (i - 2) && C (i - 1) && C (i) && C (i + 1) && V (i + 2));
  if (!rule)
    return FALSE;
  /* Latin: "th" stays whole, and "force" does not end in "-ce" */
  if (c[i] < 0x80 && latin_pair (c[i - 1], c[i]))
    return FALSE;
  if (c[i] < 0x80 && !tail_has_syllable (c, k, i, n))
    return FALSE;
  return TRUE;
#undef V
#undef C
#undef IS
}

GArray *
muster_hyphen_points (const char *word, gsize length)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (gsize));
  glong n = g_utf8_strlen (word, (gssize) length);
  g_autofree gunichar *c = g_new0 (gunichar, n + 1);
  g_autofree LetterKind *k = g_new0 (LetterKind, n + 1);
  g_autofree gsize *offset = g_new0 (gsize, n + 1);
  const char *p = word;
  guint suffix;

  for (glong i = 0; i < n; i++, p = g_utf8_next_char (p))
    {
      c[i] = g_utf8_get_char (p);
      k[i] = letter_kind (c[i]);
      offset[i] = (gsize) (p - word);
    }
  suffix = latin_suffix (c, (guint) n);
  for (glong i = 0; i < n; i++)
    if (may_break (c, k, (guint) i, (guint) n, suffix))
      g_array_append_val (points, offset[i]);
  return points;
}

#define SOFT_HYPHEN "\xc2\xad"

/* Whether a run of letters reads as a word: no capital after its first
 * letter ("Габсбургов", "NATO", not "AgMYQWdp"). */
static gboolean
is_word (const char *word, const char *end)
{
  gboolean upper = FALSE, lower = FALSE;

  for (const char *p = g_utf8_next_char (word); p < end; p = g_utf8_next_char (p))
    {
      upper |= g_unichar_isupper (g_utf8_get_char (p));
      lower |= g_unichar_islower (g_utf8_get_char (p));
    }
  return !(upper && lower);
}

gboolean
muster_hyphen_is_code (const char *p, const char *end)
{
  for (; p < end && !g_unichar_isspace (g_utf8_get_char (p)); p = g_utf8_next_char (p))
    if (g_unichar_isdigit (g_utf8_get_char (p)) || *p == '_')
      return TRUE;
  return FALSE;
}

char *
muster_hyphenate (const char *text, gsize start, gsize end, GArray *inserted)
{
  GString *out = g_string_new (NULL);
  const char *p = text + start;
  const char *stop = text + end;
  gboolean code = FALSE;

  while (p < stop)
    {
      const char *word = p;
      gunichar c = g_utf8_get_char (p);
      g_autoptr(GArray) points = NULL;
      gsize done = 0;

      /* at the start of each stretch between spaces: is it a code? */
      if (!g_unichar_isspace (c) && (p == text + start || g_unichar_isspace (g_utf8_get_char (g_utf8_prev_char (p)))))
        code = muster_hyphen_is_code (p, stop);
      if (code || !g_unichar_isalpha (c))
        {
          p = g_utf8_next_char (p);
          g_string_append_len (out, word, p - word);
          continue;
        }
      while (p < stop && g_unichar_isalpha (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (!is_word (word, p))
        {
          g_string_append_len (out, word, p - word);
          continue;
        }
      points = muster_hyphen_points (word, (gsize) (p - word));
      for (guint i = 0; i < points->len; i++)
        {
          gsize at = g_array_index (points, gsize, i);

          g_string_append_len (out, word + done, (gssize) (at - done));
          if (inserted != NULL)
            {
              gsize where = out->len;

              g_array_append_val (inserted, where);
            }
          g_string_append (out, SOFT_HYPHEN);
          done = at;
        }
      g_string_append_len (out, word + done, (p - word) - (gssize) done);
    }
  return g_string_free (out, FALSE);
}
