/* test-text.c: the folding every search uses: case in both scripts, ё as
 * е, marks over Latin letters, compatibility forms, й kept apart from и,
 * invalid UTF-8; and the variant that keeps capitals for the library's
 * index.
 */
#include "muster-core.h"

#include <string.h>

typedef struct
{
  const char *text;
  const char *folded;
} Case;

static void
test_fold (void)
{
  static const Case cases[] = {
    { "Тяжёлые пикинёры", "тяжелые пикинеры" },
    { "ЁЖ", "еж" },
    { "Лёгкая конница", "легкая конница" },
    { "Легкая", "легкая" },
    { "Nördlingen, 1645", "nordlingen, 1645" },
    { "Café CRÈME", "cafe creme" },
    { "Straße", "strasse" },
    { "İstanbul", "istanbul" },
    { "ﬁeld №2", "field no2" },
    { "Ｐｉｋｅ", "pike" },
    /* й is a letter of its own: not и */
    { "Бой", "бой" },
    { "ЙОРК", "йорк" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *folded = muster_text_fold (cases[i].text);

      g_assert_cmpstr (folded, ==, cases[i].folded);
    }
  {
    g_autofree char *folded = muster_text_fold (NULL);

    g_assert_cmpstr (folded, ==, "");
  }
}

/* A search that folds both sides finds what the user meant in either
 * spelling, and not what differs by a letter. */
static void
test_matches (void)
{
  static const struct { const char *name; const char *typed; gboolean found; } cases[] = {
    { "Тяжелая артиллерия", "тяжёл", TRUE },
    { "Тяжёлая артиллерия", "ТЯЖЕЛ", TRUE },
    { "Пикинеры", "пикинёры", TRUE },
    { "Лёгкая кавалерия", "легкая", TRUE },
    { "Nördlingen", "NORDL", TRUE },
    { "Бой у реки", "бои", FALSE },
    { "Мои войска", "мой", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = muster_text_fold (cases[i].name);
      g_autofree char *typed = muster_text_fold (cases[i].typed);

      g_assert_true ((strstr (name, typed) != NULL) == cases[i].found);
    }
}

static void
test_fold_marks (void)
{
  g_autofree char *russian = muster_text_fold_marks ("Тяжёлые пикинёры, Ёж, Бой");
  g_autofree char *latin = muster_text_fold_marks ("Nördlingen CAFÉ");

  g_assert_cmpstr (russian, ==, "Тяжелые пикинеры, Еж, Бой");
  g_assert_cmpstr (latin, ==, "Nordlingen CAFE");
}

/* Invalid UTF-8 is folded as the valid text it is made into, never read
 * past its end. */
static void
test_invalid (void)
{
  const char bad[] = { 'A', (char) 0xD0, 'b', (char) 0xFF, (char) 0xD1, (char) 0x91, 0 };
  g_autofree char *folded = muster_text_fold (bad);

  g_assert_true (g_utf8_validate (folded, -1, NULL));
  g_assert_true (g_str_has_prefix (folded, "a"));
  g_assert_true (g_str_has_suffix (folded, "е"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/text/fold", test_fold);
  g_test_add_func ("/core/text/matches", test_matches);
  g_test_add_func ("/core/text/fold-marks", test_fold_marks);
  g_test_add_func ("/core/text/invalid", test_invalid);
  return g_test_run ();
}
