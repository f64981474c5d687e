/* test-system-errors.c: each semantic error in a system folder that the schema
 * cannot see (bad or costly expressions and messages, unknown ids, a missing
 * translation, bad values, terrain not covered) refused with file:line:column.
 */
#include "system-test.h"

static void
test_bad_expression (void)
{
  Parts p = { 0 };

  p.derived =
    "    <value id=\"spent\" expr=\"sum(cost)\">" N ("Spent", "Потрачено") "</value>\n"
    "    <value id=\"columns\" expr=\"3 +\">" N ("Columns", "Колонны") "</value>\n";
  /* the derived value's element is on line 18 of the generated file */
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 18, "ends where a value was expected");
}

static void
test_later_derived (void)
{
  Parts p = { 0 };

  p.derived =
    "    <value id=\"spent\" expr=\"columns\">" N ("Spent", "Потрачено") "</value>\n"
    "    <value id=\"columns\" expr=\"1\">" N ("Columns", "Колонны") "</value>\n";
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 17, "the derived value “columns” is defined further down");

  /* a value that refers to itself is told so, not called unknown */
  p.derived =
    "    <value id=\"spent\" expr=\"1\">" N ("Spent", "Потрачено") "</value>\n"
    "    <value id=\"columns\" expr=\"columns + 1\">" N ("Columns", "Колонны") "</value>\n";
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 18, "“columns” refers to itself");

  p.derived =
    "    <value id=\"spent\">" N ("Spent", "Потрачено")
    "<term expr=\"1\"><label xml:lang=\"en\">a</label><label xml:lang=\"ru\">а</label></term>"
    "<term expr=\"spent\"><label xml:lang=\"en\">b</label><label xml:lang=\"ru\">б</label></term></value>\n"
    "    <value id=\"columns\" expr=\"1\">" N ("Columns", "Колонны") "</value>\n";
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 0, "“spent” refers to itself");
}

/* A string of exactly length characters that is a valid expression: a
 * chain of sums. */
static char *
chain_of (gsize length)
{
  GString *s = g_string_new (length % 2 == 0 ? "11" : "1");

  while (s->len < length)
    g_string_append (s, "+1");
  g_assert_cmpuint (s->len, ==, length);
  return g_string_free (s, FALSE);
}

static char *
constraint_with_message (const char *message)
{
  return g_strdup_printf ("  <constraints><constraint id=\"x\" test=\"1\">"
                          "<message xml:lang=\"en\">%s</message><message xml:lang=\"ru\">x</message>"
                          "</constraint></constraints>\n", message);
}

static MusterSystem *
load_parts (const Parts *p, Fixture *f, GError **error)
{
  fixture_write (f, p);
  return muster_system_load (f->folder, error);
}

/* An expression in a message obeys the limits of any other expression: a
 * {1+1+…} of 100,000 terms (which overflowed the stack once evaluated) is
 * refused, 2,000 characters are read and 2,001 refused, at most 64 {…} in
 * one message. */
static void
test_message_expression_limits (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;
  g_autofree char *huge = NULL;
  g_autofree char *text = NULL;
  g_autofree char *constraints = NULL;
  GString *s;

  huge = chain_of (199999);
  text = g_strdup_printf ("Over by {%s}.", huge);
  p.constraints = constraints = constraint_with_message (text);
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 20, "at most 2000");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&huge, g_free);
  g_clear_pointer (&constraints, g_free);

  /* the edge */
  huge = chain_of (MUSTER_EXPR_MAX_LENGTH);
  text = g_strdup_printf ("Over by {%s}.", huge);
  p.constraints = constraints = constraint_with_message (text);
  system = load_parts (&p, &f, &error);
  g_assert_no_error (error);
  g_clear_object (&system);
  fixture_clear (&f);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&huge, g_free);
  g_clear_pointer (&constraints, g_free);

  huge = chain_of (MUSTER_EXPR_MAX_LENGTH + 1);
  text = g_strdup_printf ("Over by {%s}.", huge);
  p.constraints = constraints = constraint_with_message (text);
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 20, "at most 2000");
  g_clear_pointer (&constraints, g_free);

  /* 64 {…} are read, 65 refused */
  s = g_string_new (NULL);
  for (int i = 0; i < MUSTER_TEMPLATE_MAX_FIELDS; i++)
    g_string_append (s, i % 2 ? "{name} " : "{points} ");
  p.constraints = constraints = constraint_with_message (s->str);
  system = load_parts (&p, &f, &error);
  g_assert_no_error (error);
  g_clear_object (&system);
  fixture_clear (&f);
  g_clear_pointer (&constraints, g_free);
  g_string_append (s, "{name}");
  p.constraints = constraints = constraint_with_message (s->str);
  expect_failure (&p, MUSTER_ERROR_TOO_LARGE, 20, "more than 64 {…}");
  g_string_free (s, TRUE);
}

/* Every expression of a system together, in attributes and in messages,
 * holds at most 100,000 characters: exactly that many are read, one
 * more is refused. */
static void
test_expression_budget (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;

  for (int extra = 0; extra <= 1; extra++)
    {
      GString *derived = g_string_new (NULL);
      gsize total = 0;
      int i = 0;

      /* spent and columns: one character each */
      g_string_append (derived, "    <value id=\"spent\" expr=\"0\">" N ("Spent", "Потрачено") "</value>\n"
                                "    <value id=\"columns\" expr=\"0\">" N ("Columns", "Колонны") "</value>\n");
      total = 2;
      while (total < (gsize) (MUSTER_SYSTEM_MAX_EXPR_CHARS + extra))
        {
          gsize length = MIN (MUSTER_EXPR_MAX_LENGTH, MUSTER_SYSTEM_MAX_EXPR_CHARS + extra - total);
          g_autofree char *chain = chain_of (length);

          g_string_append_printf (derived, "    <value id=\"v%d\" expr=\"%s\">" N ("V", "З") "</value>\n",
                                  i++, chain);
          total += length;
        }
      g_assert_cmpuint (total, ==, MUSTER_SYSTEM_MAX_EXPR_CHARS + extra);
      p.derived = derived->str;
      if (extra == 0)
        {
          system = load_parts (&p, &f, &error);
          g_assert_no_error (error);
          g_clear_object (&system);
          fixture_clear (&f);
        }
      else
        expect_failure (&p, MUSTER_ERROR_TOO_LARGE, 0, "more than 100000 characters together");
      g_string_free (derived, TRUE);
    }
}

/* A message once expanded is cut at 4 KiB, however long its text or the
 * names it repeats. */
static void
test_message_expansion_cut (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;
  g_autofree char *constraints = NULL;
  g_autofree char *long_name = NULL;
  g_autofree char *expanded = NULL;
  const MusterConstraint *c;
  GString *s = g_string_new (NULL);

  for (int i = 0; i < 64; i++)
    g_string_append (s, "Ж{name}");
  p.constraints = constraints = constraint_with_message (s->str);
  system = load_parts (&p, &f, &error);
  g_assert_no_error (error);
  c = g_ptr_array_index (muster_system_get_constraints (system), 0);

  expanded = muster_template_expand (c->message_en, NULL, NULL, "Pikemen");
  g_assert_cmpuint (strlen (expanded), ==, 64 * (strlen ("Ж") + strlen ("Pikemen")));
  g_clear_pointer (&expanded, g_free);

  long_name = g_strnfill (100000, 'n');
  expanded = muster_template_expand (c->message_en, NULL, NULL, long_name);
  g_assert_cmpuint (strlen (expanded), <=, MUSTER_TEMPLATE_MAX_BYTES);
  g_assert_true (g_str_has_suffix (expanded, "…"));
  g_assert_true (g_utf8_validate (expanded, -1, NULL));
  g_string_free (s, TRUE);
  fixture_clear (&f);
}

static void
test_unknown_tag_in_expression (void)
{
  Parts p = { 0 };

  p.constraints =
    "  <constraints><constraint id=\"x\" test=\"count(tag:elite) = 0\">"
    "<message xml:lang=\"en\">x</message><message xml:lang=\"ru\">x</message></constraint></constraints>\n";
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 20, "tag:elite");
}

static void
test_bad_message_template (void)
{
  Parts p = { 0 };

  p.constraints =
    "  <constraints><constraint id=\"x\" test=\"1\">"
    "<message xml:lang=\"en\">Has {nothing} here</message><message xml:lang=\"ru\">x</message></constraint></constraints>\n";
  expect_failure (&p, MUSTER_ERROR_EXPRESSION, 20, "unknown name “nothing”");
}

static void
test_missing_translation (void)
{
  Parts p = { 0 };

  p.tags = "    <tag id=\"veterans\"><name xml:lang=\"en\">Veterans</name></tag>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 11, "the ru one is missing");

  p.tags = "    <tag id=\"veterans\"><name xml:lang=\"de\">Veteranen</name>" N ("Veterans", "Ветераны") "</tag>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 11, "xml:lang=\"de\"");

  p.constraints =
    "  <constraints><constraint id=\"x\" test=\"1\">"
    "<message xml:lang=\"en\">x</message></constraint></constraints>\n";
  p.tags = NULL;
  expect_failure (&p, MUSTER_ERROR_INVALID, 20, "both English (en) and Russian (ru)");
}

static void
test_unknown_references (void)
{
  Parts p = { 0 };

  p.unit = "    <unit id=\"u\" category=\"elite\" cost=\"5\">" N ("Unit", "Отряд") "</unit>\n";
  expect_failure (&p, MUSTER_ERROR_REFERENCE, 21, "category “elite”");

  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "<tag ref=\"elite\"/></unit>\n";
  expect_failure (&p, MUSTER_ERROR_REFERENCE, 21, "no tag “elite”");

  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "<stat field=\"speed\">2</stat></unit>\n";
  expect_failure (&p, MUSTER_ERROR_REFERENCE, 21, "no field “speed” with scope=\"unit\"");

  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "<weapon ref=\"bow\"/></unit>\n";
  expect_failure (&p, MUSTER_ERROR_REFERENCE, 21, "no weapon “bow”");

  p.unit = NULL;
  p.army = "  <army spent=\"cost\"/>\n";
  expect_failure (&p, MUSTER_ERROR_REFERENCE, 4, "spent=\"cost\"");
}

static void
test_bad_values (void)
{
  Parts p = { 0 };

  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "<stat field=\"morale\">two</stat></unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "is a number");

  /* a number field is read as the schemas write numbers: no "+", no
   * exponent, no hexadecimal (these were read as 3, 1000 and 16) */
  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "<stat field=\"morale\">+3</stat></unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "its value is “+3”");
  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "<stat field=\"morale\">1e3</stat></unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "its value is “1e3”");
  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "<stat field=\"morale\">0x10</stat></unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "its value is “0x10”");

  /* and the schema's own numbers take no "+" either */
  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"+5\">" N ("Unit", "Отряд") "</unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "“+5” is not a number written with digits");

  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд")
           "<stat field=\"morale\">1</stat><stat field=\"morale\">2</stat></unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "given twice");

  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "</unit>\n"
           "    <unit id=\"u\" category=\"core\" cost=\"6\">" N ("Unit", "Отряд") "</unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 22, "used twice");

  /* the schema itself: a negative cost */
  p.unit = "    <unit id=\"u\" category=\"core\" cost=\"-5\">" N ("Unit", "Отряд") "</unit>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "cost");
}

static void
test_terrain_coverage (void)
{
  Parts p = { 0 };

  p.terrain =
    "  <terrain><piece id=\"hill\">" N ("Hill", "Холм") "</piece>\n"
    "    <quarter-method uw=\"5\">" N ("Quarters", "Четверти") "\n"
    "      <result from=\"2\" to=\"6\"><option piece=\"hill\"/></result>\n"
    "      <result from=\"8\" to=\"12\"/>\n"
    "    </quarter-method></terrain>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 21, "No result covers a roll of 7 on 2d6");

  p.terrain =
    "  <terrain><piece id=\"hill\">" N ("Hill", "Холм") "</piece>\n"
    "    <quarter-method uw=\"5\">" N ("Quarters", "Четверти") "\n"
    "      <result from=\"2\" to=\"12\"><option piece=\"wood\"/></result>\n"
    "    </quarter-method></terrain>\n";
  expect_failure (&p, MUSTER_ERROR_REFERENCE, 22, "no terrain piece “wood”");
}

int
main (int argc, char **argv)
{
  system_test_init (&argc, &argv);

  g_test_add_func ("/core/system/bad-expression", test_bad_expression);
  g_test_add_func ("/core/system/later-derived", test_later_derived);
  g_test_add_func ("/core/system/message-expression-limits", test_message_expression_limits);
  g_test_add_func ("/core/system/expression-budget", test_expression_budget);
  g_test_add_func ("/core/system/message-expansion-cut", test_message_expansion_cut);
  g_test_add_func ("/core/system/unknown-tag-in-expression", test_unknown_tag_in_expression);
  g_test_add_func ("/core/system/bad-message-template", test_bad_message_template);
  g_test_add_func ("/core/system/missing-translation", test_missing_translation);
  g_test_add_func ("/core/system/unknown-references", test_unknown_references);
  g_test_add_func ("/core/system/bad-values", test_bad_values);
  g_test_add_func ("/core/system/terrain-coverage", test_terrain_coverage);
  return system_test_run ();
}
