/* test-army-api.c: the core calls the army page builds on, as an editing
 * session uses them: which commander may be added next (and none once the
 * data allow no more), each regiment's values after every edit, whether a
 * system declares costs, the sample marks, and lowest() / highest() over a
 * regiment's warriors; an army's name and notes in each language; which
 * entry one more unit joins in a regiment, who may be commander-in-chief,
 * and the numbered name of a regiment without one.
 */
#include <string.h>
#include <glib/gstdio.h>

#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;

static void
add_commander (MusterArmy *army, const char *tier, const MusterCommanderRole *role)
{
  MusterSystem *system = muster_army_get_system (army);
  MusterArmyCommander c = { muster_system_lookup_tier (system, tier), role, NULL };

  g_assert_nonnull (c.tier);
  g_assert_nonnull (role);
  muster_army_insert_commander (army, -1, &c);
}

static const char *
next_role (MusterArmy *army)
{
  g_autoptr(MusterReport) r = muster_rules_check (army);
  const MusterCommanderRole *role = muster_rules_next_commander_role (army, r);

  return role != NULL ? role->id : NULL;
}

/* Clouds of Smoke: the commander, then nothing; a preparation that grants
 * a commander offers an additional one, as many as it grants. */
static void
test_next_commander (void)
{
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  MusterSystem *ancient = muster_test_system (catalog, "ancient-medieval");
  MusterSystem *battles = muster_test_system (catalog, "age-of-battles");
  g_autoptr(MusterArmy) army = muster_army_new (smoke, muster_system_lookup_faction (smoke, "russia-epoch-of-empires"), 400);
  g_autoptr(MusterArmy) old = NULL;
  g_autoptr(MusterArmy) aob = muster_army_new (battles, muster_system_lookup_faction (battles, "tatars"), 200);
  MusterArmyPreparation prep = { muster_system_lookup_preparation (smoke, NULL, "lieutenant-general"), 2 };
  const MusterCommanderRole *role;

  g_assert_cmpstr (next_role (army), ==, "commander");
  add_commander (army, "competent", muster_system_lookup_role (smoke, "commander"));
  g_assert_null (next_role (army));
  {
    g_autoptr(MusterReport) r = muster_rules_check (army);
    g_assert_cmpuint (muster_rules_commanders_allowed (army, r, muster_system_lookup_role (smoke, "commander")), ==, 1);
    g_assert_cmpuint (muster_rules_commanders_allowed (army, r, muster_system_lookup_role (smoke, "additional")), ==, 0);
  }

  muster_army_insert_preparation (army, -1, &prep);
  role = muster_system_lookup_role (smoke, "additional");
  g_assert_cmpstr (next_role (army), ==, "additional");
  add_commander (army, "mediocre", role);
  g_assert_cmpstr (next_role (army), ==, "additional");
  add_commander (army, "mediocre", role);
  g_assert_null (next_role (army));
  muster_test_add_unit (army, "line-infantry", 1);
  {
    g_autoptr(MusterReport) r = muster_rules_check (army);
    g_assert_true (r->valid);
    g_assert_cmpfloat (muster_report_lookup (r, "commander_level")->value, ==, 4);
    g_assert_cmpfloat (muster_report_lookup (r, "columns")->value, ==, 4);
  }

  /* the ancient rules: one general, then four sub-commanders */
  old = muster_army_new (ancient, muster_system_lookup_faction (ancient, "crusaders"), 300);
  g_assert_cmpstr (next_role (old), ==, "general");
  add_commander (old, "talented", muster_system_lookup_role (ancient, "general"));
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpstr (next_role (old), ==, "commander");
      add_commander (old, "ordinary", muster_system_lookup_role (ancient, "commander"));
    }
  g_assert_null (next_role (old));

  /* no commander tiers at all */
  g_assert_null (next_role (aob));
}

static double
regiment_value (MusterArmy *army, guint regiment, const char *id)
{
  g_autoptr(MusterReport) r = muster_rules_check (army);
  gboolean found = FALSE;
  double v = muster_report_get_regiment_value (r, army, regiment, id, &found);

  g_assert_true (found);
  return v;
}

static void
add_warrior (MusterArmy *army, const char *type, guint count, int regiment)
{
  MusterArmyUnit u = { 0 };

  u.type = muster_system_find_unit (muster_army_get_system (army), type);
  g_assert_nonnull (u.type);
  u.count = count;
  u.regiment = regiment;
  muster_army_insert_unit (army, -1, &u);
}

/* Age of Battles: a regiment's values follow its warriors. */
static void
test_regiment_values (void)
{
  MusterSystem *battles = muster_test_system (catalog, "age-of-battles");
  g_autoptr(MusterArmy) army = muster_army_new (battles, muster_system_lookup_faction (battles, "tatars"), 200);
  MusterArmyRegiment a = { (char *) "A", FALSE, 0 };
  MusterArmyRegiment b = { (char *) "B", FALSE, 0 };
  GPtrArray *values = muster_system_get_regiment_values (battles);
  gboolean found = TRUE;

  g_assert_cmpuint (values->len, ==, 4);
  muster_army_insert_regiment (army, -1, &a);
  muster_army_insert_regiment (army, -1, &b);
  add_warrior (army, "tatar-horse-archer", 3, 0);
  add_warrior (army, "tatar-archer", 4, 1);
  g_assert_cmpfloat (regiment_value (army, 0, "cost"), ==, 27);
  g_assert_cmpfloat (regiment_value (army, 0, "movement"), ==, 12);
  g_assert_cmpfloat (regiment_value (army, 0, "combat_strength"), ==, 2);
  g_assert_cmpfloat (regiment_value (army, 1, "movement"), ==, 5);

  /* the khan slows the horse archers to his 10 and raises their morale */
  add_warrior (army, "tatar-khan", 1, 0);
  g_assert_cmpfloat (regiment_value (army, 0, "movement"), ==, 10);
  g_assert_cmpfloat (regiment_value (army, 0, "morale"), ==, 1);
  g_assert_cmpfloat (regiment_value (army, 0, "combat_strength"), ==, 3);
  add_warrior (army, "tatar-drummer", 1, 0);
  g_assert_cmpfloat (regiment_value (army, 0, "morale"), ==, 2);
  g_assert_cmpfloat (regiment_value (army, 0, "cost"), ==, 27 + 25 + 9);

  /* an empty regiment moves at 0: it has no slowest warrior */
  muster_army_insert_regiment (army, -1, &a);
  g_assert_cmpfloat (regiment_value (army, 2, "movement"), ==, 0);
  g_assert_cmpfloat (regiment_value (army, 2, "cost"), ==, 0);

  {
    g_autoptr(MusterReport) r = muster_rules_check (army);
    g_assert_cmpfloat (muster_report_get_regiment_value (r, army, 0, "no-such-value", &found), ==, 0);
    g_assert_false (found);
    g_assert_cmpfloat (muster_report_get_regiment_value (r, army, 9, "cost", &found), ==, 0);
    g_assert_false (found);
  }
  g_assert_cmpuint (muster_system_get_regiment_values (muster_test_system (catalog, "clouds-of-smoke"))->len, ==, 0);
}

/* Price of Honour declares no costs; the others do. Sample marks. */
static void
test_costs_and_samples (void)
{
  MusterSystem *honour = muster_test_system (catalog, "price-of-honour");
  MusterSystem *smoke = muster_test_system (catalog, "clouds-of-smoke");
  MusterSystem *ancient = muster_test_system (catalog, "ancient-medieval");

  g_assert_false (muster_system_declares_costs (honour));
  g_assert_true (muster_system_declares_costs (smoke));
  g_assert_true (muster_system_declares_costs (ancient));

  g_assert_true (muster_system_get_grid (honour)->sample);
  g_assert_true (muster_system_lookup_tier (ancient, "genius")->sample);
  g_assert_false (muster_system_lookup_tier (smoke, "illustrious")->sample);
  g_assert_true (muster_system_find_unit (smoke, "line-infantry")->category_sample);
  g_assert_false (muster_system_find_unit (smoke, "pikemen")->category_sample);
  g_assert_true (muster_system_lookup_piece (ancient, "forest")->size_sample);
  g_assert_false (muster_system_lookup_piece (ancient, "camp")->size_sample);
  g_assert_true (muster_system_get_quarter_method (smoke)->piece_size_sample);
}

/* lowest() and highest() over a regiment's warriors, with a filter, in a
 * system of their own. */
static void
test_lowest_highest (void)
{
  static const char *system =
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"mini\">\n"
    " <name xml:lang=\"en\">Mini</name><name xml:lang=\"ru\">Мини</name>\n"
    " <army spent=\"spent\" regiments=\"true\"/>\n"
    " <fields><field id=\"speed\" kind=\"number\"><name xml:lang=\"en\">Speed</name><name xml:lang=\"ru\">Скорость</name></field></fields>\n"
    " <categories><category id=\"c\"><name xml:lang=\"en\">C</name><name xml:lang=\"ru\">К</name></category></categories>\n"
    " <tags><tag id=\"fast\"><name xml:lang=\"en\">Fast</name><name xml:lang=\"ru\">Быстрый</name></tag></tags>\n"
    " <derived><value id=\"spent\" expr=\"sum(cost)\"><name xml:lang=\"en\">Spent</name><name xml:lang=\"ru\">Потрачено</name></value>\n"
    "  <value id=\"slowest\" expr=\"lowest(speed)\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">М</name></value></derived>\n"
    " <regiment-values>\n"
    "  <value id=\"low\" expr=\"lowest(speed)\"><name xml:lang=\"en\">L</name><name xml:lang=\"ru\">Н</name></value>\n"
    "  <value id=\"high\" expr=\"highest(speed)\"><name xml:lang=\"en\">H</name><name xml:lang=\"ru\">В</name></value>\n"
    "  <value id=\"low_fast\" expr=\"lowest(speed, tag:fast)\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Б</name></value>\n"
    "  <value id=\"spread\" expr=\"high - low + slowest\"><name xml:lang=\"en\">D</name><name xml:lang=\"ru\">Р</name></value>\n"
    " </regiment-values>\n"
    " <constraints><constraint id=\"too-slow\" each=\"regiment\" test=\"low >= 2\">\n"
    "  <message xml:lang=\"en\">{name} moves {low}</message><message xml:lang=\"ru\">{name} {low}</message></constraint></constraints>\n"
    " <faction id=\"f\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Ф</name>\n"
    "  <unit id=\"a\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">A</name><name xml:lang=\"ru\">А</name><stat field=\"speed\">3</stat></unit>\n"
    "  <unit id=\"b\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">B</name><name xml:lang=\"ru\">Б</name><stat field=\"speed\">7</stat><tag ref=\"fast\"/></unit>\n"
    "  <unit id=\"z\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">Z</name><name xml:lang=\"ru\">Я</name><stat field=\"speed\">1</stat></unit>\n"
    " </faction>\n"
    "</system>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) mini = muster_system_load_memory (system, strlen (system), "mini.xml", &error);
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(MusterReport) r = NULL;
  MusterArmyRegiment reg = { (char *) "R", FALSE, 0 };

  g_assert_no_error (error);
  army = muster_army_new (mini, muster_system_lookup_faction (mini, "f"), 10);
  muster_army_insert_regiment (army, -1, &reg);
  add_warrior (army, "a", 2, 0);
  add_warrior (army, "b", 1, 0);
  add_warrior (army, "z", 1, -1);
  r = muster_rules_check (army);
  g_assert_cmpfloat (muster_report_lookup (r, "slowest")->value, ==, 1);
  g_assert_cmpfloat (muster_report_get_regiment_value (r, army, 0, "low", NULL), ==, 3);
  g_assert_cmpfloat (muster_report_get_regiment_value (r, army, 0, "high", NULL), ==, 7);
  g_assert_cmpfloat (muster_report_get_regiment_value (r, army, 0, "low_fast", NULL), ==, 7);
  g_assert_cmpfloat (muster_report_get_regiment_value (r, army, 0, "spread", NULL), ==, 5);
  g_assert_true (r->valid);

  /* a constraint on each regiment sees its values */
  add_warrior (army, "z", 1, 0);
  g_clear_pointer (&r, muster_report_free);
  r = muster_rules_check (army);
  g_assert_false (r->valid);
  g_assert_cmpstr (g_array_index (r->problems, MusterProblem, 0).message_en, ==, "R moves 1");

  /* a value that names one further down is refused */
  {
    g_autofree char *bad = g_strdup (system);
    char *at = strstr (bad, "high - low + slowest");

    memcpy (at, "nope - low + slowest", strlen ("nope - low + slowest"));
    g_clear_object (&army);
    g_assert_null (muster_system_load_memory (bad, strlen (bad), "bad.xml", &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "nope"));
  }
}

/* A role's max="…" is an expression in army scope, read after the derived
 * values; a bad one refuses the system at its line. */
static void
test_role_max (void)
{
  static const char *head =
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"mini\">\n"
    " <name xml:lang=\"en\">Mini</name><name xml:lang=\"ru\">Мини</name>\n"
    " <army spent=\"spent\"/>\n"
    " <fields><field id=\"level\" kind=\"number\" scope=\"commander\"><name xml:lang=\"en\">L</name><name xml:lang=\"ru\">У</name></field></fields>\n"
    " <categories><category id=\"c\"><name xml:lang=\"en\">C</name><name xml:lang=\"ru\">К</name></category></categories>\n"
    " <commanders>\n"
    "  <role id=\"chief\" max=\"1\"><name xml:lang=\"en\">Chief</name><name xml:lang=\"ru\">Глава</name></role>\n";
  static const char *tail =
    "  <tier id=\"t\" cost=\"5\" sample=\"true\"><name xml:lang=\"en\">T</name><name xml:lang=\"ru\">Т</name><stat field=\"level\">2</stat></tier>\n"
    " </commanders>\n"
    " <derived><value id=\"spent\" expr=\"sum(cost)\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">П</name></value>\n"
    "  <value id=\"aides\" expr=\"floor(points / 100)\"><name xml:lang=\"en\">A</name><name xml:lang=\"ru\">П</name></value></derived>\n"
    " <faction id=\"f\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Ф</name>\n"
    "  <unit id=\"a\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">A</name><name xml:lang=\"ru\">А</name></unit></faction>\n"
    "</system>\n";
  g_autofree char *good = g_strconcat (head, "  <role id=\"aide\" max=\"aides\"><name xml:lang=\"en\">Aide</name><name xml:lang=\"ru\">Адъютант</name></role>\n", tail, NULL);
  g_autofree char *bad = g_strconcat (head, "  <role id=\"aide\" max=\"nobody + 1\"><name xml:lang=\"en\">Aide</name><name xml:lang=\"ru\">Адъютант</name></role>\n", tail, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) mini = muster_system_load_memory (good, strlen (good), "mini.xml", &error);
  g_autoptr(MusterSystem) refused = NULL;
  g_autoptr(MusterArmy) army = NULL;
  const MusterCommanderRole *aide;

  g_assert_no_error (error);
  aide = muster_system_lookup_role (mini, "aide");
  army = muster_army_new (mini, muster_system_lookup_faction (mini, "f"), 250);
  g_assert_cmpstr (next_role (army), ==, "chief");
  add_commander (army, "t", muster_system_lookup_role (mini, "chief"));
  g_assert_cmpstr (next_role (army), ==, "aide");
  add_commander (army, "t", aide);
  add_commander (army, "t", aide);
  g_assert_null (next_role (army));
  muster_army_set_points (army, 300);
  g_assert_cmpstr (next_role (army), ==, "aide");

  refused = muster_system_load_memory (bad, strlen (bad), "bad.xml", &error);
  g_assert_null (refused);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "bad.xml:8:"));
  g_assert_nonnull (strstr (error->message, "max="));
  g_assert_nonnull (strstr (error->message, "nobody"));
}

/* An army Muster ships names itself in each language: it opens with the
 * name and notes of the language shown, writes both back while they are
 * unchanged, and one name once renamed; the list of samples reads it the
 * same way, and a regiment keeps the name shown as its own. A file that mixes, doubles or uses a third language is refused
 * where it does. */
static void
test_bilingual_name (void)
{
  static const char *head = "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                            "faction=\"russia-epoch-of-empires\" points=\"400\">";
  static const char *bad[] = {
    "<name>Plain</name><name xml:lang=\"ru\">Русское</name>",
    "<name xml:lang=\"en\">One</name><name xml:lang=\"en\">Two</name>",
    "<name xml:lang=\"de\">Deutsch</name>",
    "<notes>One</notes><notes>Two</notes>",
  };
  g_autofree char *text = g_strdup_printf ("%s<name xml:lang=\"en\">Borodino</name><name xml:lang=\"ru\">Бородино</name>"
                                           "<notes xml:lang=\"en\">Line</notes><notes xml:lang=\"ru\">Линия</notes></army>",
                                           head);
  g_autofree char *dir = g_dir_make_tmp ("muster-army-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "borodino.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) en = NULL;
  g_autoptr(MusterArmy) ru = NULL;
  g_autoptr(MusterArmy) copy = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *renamed = NULL;
  g_autofree char *peeked_en = NULL;
  g_autofree char *peeked_ru = NULL;

  muster_set_language ("en");
  en = muster_army_load_memory (catalog, text, strlen (text), "borodino.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_get_name (en), ==, "Borodino");
  g_assert_cmpstr (muster_army_get_notes (en), ==, "Line");
  muster_set_language ("ru");
  ru = muster_army_load_memory (catalog, text, strlen (text), "borodino.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_army_get_name (ru), ==, "Бородино");
  g_assert_cmpstr (muster_army_get_notes (ru), ==, "Линия");

  /* written back in both languages, as a copy is */
  xml = muster_army_to_xml (ru);
  g_assert_nonnull (strstr (xml, "<name xml:lang=\"en\">Borodino</name>"));
  g_assert_nonnull (strstr (xml, "<name xml:lang=\"ru\">Бородино</name>"));
  g_assert_nonnull (strstr (xml, "<notes xml:lang=\"en\">Line</notes>"));
  copy = muster_army_copy (ru);
  g_assert_true (muster_army_equal (copy, ru));

  /* a new name is the army's in every language; the notes keep theirs */
  muster_army_set_name (copy, "Моя армия");
  renamed = muster_army_to_xml (copy);
  g_assert_nonnull (strstr (renamed, "<name>Моя армия</name>"));
  g_assert_null (strstr (renamed, "Borodino"));
  g_assert_nonnull (strstr (renamed, "<notes xml:lang=\"en\">Line</notes>"));

  /* the list of samples reads the name the same way */
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  peeked_ru = muster_army_peek_name (path);
  muster_set_language ("en");
  peeked_en = muster_army_peek_name (path);
  g_assert_cmpstr (peeked_ru, ==, "Бородино");
  g_assert_cmpstr (peeked_en, ==, "Borodino");

  /* a shipped army's regiment keeps the name shown as its own */
  {
    g_autofree char *phalanx = muster_test_sample_army_text ("age-of-battles/greek-phalanx.xml");
    g_autoptr(MusterArmy) greeks = NULL;
    g_autofree char *written = NULL;

    muster_set_language ("ru");
    greeks = muster_army_load_memory (catalog, phalanx, strlen (phalanx), "greek-phalanx.xml", &error);
    g_assert_no_error (error);
    g_assert_cmpstr (muster_army_get_regiment (greeks, 0)->name, ==, "Фаланга");
    written = muster_army_to_xml (greeks);
    g_assert_nonnull (strstr (written, "<name>Фаланга</name>"));
    g_assert_null (strstr (written, ">Phalanx<"));
    muster_set_language ("en");
    g_clear_object (&greeks);
    greeks = muster_army_load_memory (catalog, phalanx, strlen (phalanx), "greek-phalanx.xml", &error);
    g_assert_no_error (error);
    g_assert_cmpstr (muster_army_get_regiment (greeks, 0)->name, ==, "Phalanx");
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *doc = g_strdup_printf ("%s%s</army>", head, bad[i]);
      g_autoptr(MusterArmy) army = muster_army_load_memory (catalog, doc, strlen (doc), "bad.xml", &error);

      g_assert_null (army);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "bad.xml:1:"));
      g_clear_error (&error);
    }
  muster_set_language (NULL);
  g_unlink (path);
  g_rmdir (dir);
}

/* Age of Battles: the data let generals (tag general, chief="true") be
 * named commander-in-chief, no other warrior; one more warrior joins the
 * plain entry of his type in the regiment he goes to, never the
 * commander-in-chief's or another regiment's; a regiment without a name of
 * its own keeps none and is numbered when shown, and a problem about it
 * says "Regiment 2" / "Полк 2". */
static void
test_regiment_entries (void)
{
  MusterSystem *age = muster_test_system (catalog, "age-of-battles");
  const MusterFaction *russians = muster_system_lookup_faction (age, "russians");
  const MusterUnitType *prince = muster_faction_lookup_unit (russians, "russian-prince");
  const MusterUnitType *archer = muster_faction_lookup_unit (russians, "russian-archer");
  g_autoptr(MusterArmy) army = muster_army_new (age, russians, 200);
  MusterArmyRegiment named = { (char *) "Druzhina", FALSE, 0 };
  MusterArmyRegiment unnamed = { NULL, FALSE, 0 };
  MusterArmyUnit chief = { prince, 1, 0, FALSE, 0, TRUE, TRUE };
  MusterArmyUnit archers = { archer, 2, 0, FALSE, 1, TRUE, FALSE };
  g_autoptr(MusterReport) report = NULL;
  g_autofree char *name = NULL;
  gboolean found = FALSE;

  g_assert_true (muster_unit_type_can_be_chief (prince));
  g_assert_false (muster_unit_type_can_be_chief (archer));
  g_assert_true (muster_system_lookup_tag (age, "general")->chief);

  muster_army_insert_regiment (army, -1, &named);
  muster_army_insert_regiment (army, -1, &unnamed);
  muster_army_insert_unit (army, -1, &chief);
  muster_army_insert_unit (army, -1, &archers);
  g_assert_cmpint (muster_army_find_entry_for (army, archer, 1), ==, 1);
  g_assert_cmpint (muster_army_find_entry_for (army, archer, 0), ==, -1);
  g_assert_cmpint (muster_army_find_entry_for (army, archer, -1), ==, -1);
  g_assert_cmpint (muster_army_find_entry_for (army, prince, 0), ==, -1);

  g_assert_null (muster_army_get_regiment (army, 1)->name);
  name = muster_army_dup_regiment_name (army, 1);
  g_assert_cmpstr (name, ==, "Regiment 2");
  g_clear_pointer (&name, g_free);
  name = muster_army_dup_regiment_name (army, 0);
  g_assert_cmpstr (name, ==, "Druzhina");

  /* two archers make too small a regiment: the problem names it */
  report = muster_rules_check (army);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const MusterProblem *p = &g_array_index (report->problems, MusterProblem, i);

      if (g_str_equal (p->code, "regiment-too-small") && p->item == 1)
        {
          g_assert_nonnull (strstr (p->message_en, "The regiment Regiment 2 has 2 warriors"));
          g_assert_nonnull (strstr (p->message_ru, "В полку «Полк 2» воинов: 2"));
          found = TRUE;
        }
    }
  g_assert_true (found);
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  g_test_add_func ("/core/army-api/next-commander", test_next_commander);
  g_test_add_func ("/core/army-api/regiment-values", test_regiment_values);
  g_test_add_func ("/core/army-api/costs-and-samples", test_costs_and_samples);
  g_test_add_func ("/core/army-api/lowest-highest", test_lowest_highest);
  g_test_add_func ("/core/army-api/role-max", test_role_max);
  g_test_add_func ("/core/army-api/bilingual-name", test_bilingual_name);
  g_test_add_func ("/core/army-api/regiment-entries", test_regiment_entries);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
