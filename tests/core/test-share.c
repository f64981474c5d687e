/* test-share.c: share codes: many generated armies of every system survive
 * encode and decode unchanged; a 30-unit army fits in under 200 characters;
 * the largest army a file can hold makes a code that decodes; every cut and
 * every altered character is refused, as are garbage, codes of an unknown
 * format, unknown ids and trailing bytes; a code whose army would not load
 * as a file (regiments or reserves its system does not have) is refused;
 * a code names its system unambiguously, and an older code is read only
 * where its system's hash is unambiguous.
 */
#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;

static MusterArmy *
random_army (GRand *rand, MusterSystem *system)
{
  GPtrArray *factions = muster_system_get_factions (system);
  const MusterFaction *f = g_ptr_array_index (factions, g_rand_int_range (rand, 0, factions->len));
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  GPtrArray *tiers = muster_system_get_tiers (system);
  GPtrArray *roles = muster_system_get_roles (system);
  GPtrArray *preps = muster_system_get_preparations (system);
  MusterArmy *army = muster_army_new (system, f, g_rand_int_range (rand, 0, 5000));
  guint n;

  if (g_rand_boolean (rand))
    muster_army_set_name (army, g_rand_boolean (rand) ? "Lens, 1648" : "Битва при Гроссбахе «1»");
  if (g_rand_int_range (rand, 0, 4) == 0)
    muster_army_set_notes (army, "Line one\nLine two — with “quotes” & <angle> brackets");
  for (n = g_rand_int_range (rand, 0, 3); n > 0 && tiers->len > 0 && roles->len > 0; n--)
    {
      MusterArmyCommander c = { g_ptr_array_index (tiers, g_rand_int_range (rand, 0, tiers->len)),
                                g_ptr_array_index (roles, g_rand_int_range (rand, 0, roles->len)),
                                g_rand_boolean (rand) ? (char *) "Turenne" : NULL };
      muster_army_insert_commander (army, -1, &c);
    }
  if (options->regiments)
    for (n = g_rand_int_range (rand, 0, 4); n > 0; n--)
      {
        MusterArmyRegiment r = { g_rand_boolean (rand) ? (char *) "Полк" : NULL, g_rand_boolean (rand),
                                 g_rand_int_range (rand, 0, 6) };
        muster_army_insert_regiment (army, -1, &r);
      }
  for (n = g_rand_int_range (rand, 0, 40); n > 0; n--)
    {
      MusterArmyUnit u = { 0 };
      const MusterFaction *from = g_rand_int_range (rand, 0, 10) == 0
                                  ? g_ptr_array_index (factions, g_rand_int_range (rand, 0, factions->len)) : f;

      u.type = g_ptr_array_index (from->units, g_rand_int_range (rand, 0, from->units->len));
      u.count = g_rand_int_range (rand, 0, 4) == 0 ? g_rand_int_range (rand, 1, 1000) : 1;
      u.column = g_rand_int_range (rand, 0, 21);
      u.reserve = options->unit_reserve && g_rand_int_range (rand, 0, 5) == 0;
      u.regiment = muster_army_get_n_regiments (army) > 0 && g_rand_boolean (rand)
                   ? g_rand_int_range (rand, 0, muster_army_get_n_regiments (army)) : -1;
      muster_army_insert_unit (army, -1, &u);
    }
  for (guint i = 0; i < preps->len; i++)
    if (g_rand_boolean (rand))
      muster_army_insert_preparation (army, -1, &(MusterArmyPreparation) {
        g_ptr_array_index (preps, i), g_rand_int_range (rand, 1, 4) });
  return army;
}

static void
test_round_trip_many (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);

  for (guint i = 0; i < 2000; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i % systems->len);
      g_autoptr(MusterArmy) army = random_army (rand, system);
      g_autofree char *code = muster_share_encode (army);
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterArmy) back = muster_share_decode (catalog, code, &error);

      g_assert_no_error (error);
      g_assert_true (g_str_has_prefix (code, MUSTER_SHARE_PREFIX));
      g_assert_null (strchr (code, '\n'));
      g_assert_null (strchr (code, ' '));
      if (!muster_army_equal (army, back))
        {
          g_autofree char *a = muster_army_to_xml (army);
          g_autofree char *b = muster_army_to_xml (back);
          g_error ("army %u differs after a round trip:\n%s\n---\n%s", i, a, b);
        }
    }
}

static MusterArmy *
thirty_units (void)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  const MusterFaction *fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  MusterArmy *army = muster_army_new (smoke, fr, 400);
  MusterArmyCommander c = { muster_system_lookup_tier (smoke, "competent"),
                            muster_system_lookup_role (smoke, "commander"), NULL };

  muster_army_set_name (army, "Lens, 1648");
  muster_army_insert_commander (army, -1, &c);
  for (guint i = 0; i < 30; i++)
    {
      MusterArmyUnit u = { g_ptr_array_index (fr->units, i % fr->units->len), 1, 1 + i % 4, FALSE, -1, TRUE };
      muster_army_insert_unit (army, -1, &u);
    }
  muster_army_insert_preparation (army, -1, &(MusterArmyPreparation) {
    muster_system_lookup_preparation (smoke, fr, "field-fortifications"), 2 });
  muster_army_insert_preparation (army, -1, &(MusterArmyPreparation) {
    muster_system_lookup_preparation (smoke, fr, "scouting"), 1 });
  return army;
}

static void
test_short (void)
{
  g_autoptr(MusterArmy) army = thirty_units ();
  g_autofree char *code = muster_share_encode (army);

  g_test_message ("a 30-unit army: %zu characters: %s", strlen (code), code);
  g_assert_cmpuint (strlen (code), <, 200);
}

/* A text of n characters of four bytes each. */
static char *
wide_text (guint n, gunichar c)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_unichar (s, c + i % 7);
  return g_string_free (s, FALSE);
}

/* The largest army of every kind a file can hold makes a code that decode
 * reads back unchanged: names and notes of four-byte characters at their
 * longest, every commander, regiment and unit entry there may be. (A note
 * of 20,000 such characters made a code of 108,846 characters that decode
 * called too long.) */
static void
test_largest (void)
{
  MusterSystem *battles = muster_catalog_lookup (catalog, "age-of-battles");
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_autofree char *line = wide_text (MUSTER_ARMY_MAX_LINE, 0x1F600);
  g_autofree char *notes = wide_text (MUSTER_ARMY_MAX_NOTES, 0x1F300);
  MusterSystem *systems[] = { smoke, battles };

  for (guint k = 0; k < G_N_ELEMENTS (systems); k++)
    {
      MusterSystem *system = systems[k];
      const MusterFaction *f = g_ptr_array_index (muster_system_get_factions (system), 0);
      const MusterArmyOptions *options = muster_system_get_army_options (system);
      GPtrArray *tiers = muster_system_get_tiers (system);
      GPtrArray *roles = muster_system_get_roles (system);
      GPtrArray *preps = muster_system_get_preparations (system);
      g_autoptr(MusterArmy) army = muster_army_new (system, f, MUSTER_ARMY_MAX_POINTS);
      g_autoptr(MusterArmy) back = NULL;
      g_autoptr(MusterArmy) from_file = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *code = NULL;
      g_autofree char *xml = NULL;

      muster_army_set_name (army, line);
      muster_army_set_notes (army, notes);
      for (guint i = 0; i < MUSTER_ARMY_MAX_COMMANDERS && tiers->len > 0 && roles->len > 0; i++)
        {
          MusterArmyCommander c = { g_ptr_array_index (tiers, i % tiers->len),
                                    g_ptr_array_index (roles, i % roles->len), line };
          muster_army_insert_commander (army, -1, &c);
        }
      for (guint i = 0; options->regiments && i < MUSTER_ARMY_MAX_REGIMENTS; i++)
        {
          MusterArmyRegiment r = { line, options->regiment_reserve && i == 0, MUSTER_ARMY_MAX_COLUMN };
          muster_army_insert_regiment (army, -1, &r);
        }
      for (guint i = 0; i < MUSTER_ARMY_MAX_ENTRIES; i++)
        {
          MusterArmyUnit u = { g_ptr_array_index (f->units, i % f->units->len), MUSTER_ARMY_MAX_COUNT,
                               MUSTER_ARMY_MAX_COLUMN, options->unit_reserve && i % 2 == 0,
                               options->regiments ? (int) (i % MUSTER_ARMY_MAX_REGIMENTS) : -1, TRUE };
          muster_army_insert_unit (army, -1, &u);
        }
      for (guint i = 0; i < preps->len && i < MUSTER_ARMY_MAX_PREPARATIONS; i++)
        muster_army_insert_preparation (army, -1, &(MusterArmyPreparation) {
          g_ptr_array_index (preps, i), MUSTER_ARMY_MAX_COUNT });

      /* the army is one a file can hold */
      xml = muster_army_to_xml (army);
      from_file = muster_army_load_memory (catalog, xml, strlen (xml), "largest.xml", &error);
      g_assert_no_error (error);
      g_assert_true (muster_army_equal (army, from_file));

      code = muster_share_encode (army);
      g_test_message ("the largest %s army: a code of %zu characters", muster_system_get_id (system), strlen (code));
      g_assert_cmpuint (strlen (code), <=, MUSTER_SHARE_MAX_CODE);
      back = muster_share_decode (catalog, code, &error);
      g_assert_no_error (error);
      g_assert_true (muster_army_equal (army, back));
    }
}

static void
expect_refused (const char *code, const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterArmy) army = muster_share_decode (catalog, code, &error);

  if (army != NULL)
    g_error ("“%s” was accepted", code);
  g_assert_nonnull (error);
  g_assert_true (error->domain == MUSTER_ERROR);
  if (needle != NULL && strstr (error->message, needle) == NULL)
    g_error ("“%s”: expected “%s” in: %s", code, needle, error->message);
}

static void
test_truncated (void)
{
  g_autoptr(MusterArmy) army = thirty_units ();
  g_autofree char *code = muster_share_encode (army);
  gsize len = strlen (code);

  for (gsize cut = 0; cut < len; cut++)
    {
      g_autofree char *part = g_strndup (code, cut);
      expect_refused (part, NULL);
    }
}

static void
test_altered (void)
{
  g_autoptr(MusterArmy) army = thirty_units ();
  g_autofree char *code = muster_share_encode (army);
  static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  gsize prefix = strlen (MUSTER_SHARE_PREFIX);

  for (gsize i = prefix; code[i] != '\0'; i++)
    {
      g_autofree char *bad = g_strdup (code);
      const char *at = strchr (alphabet, bad[i]);

      bad[i] = alphabet[((at - alphabet) + 1 + i % 63) % 64];
      expect_refused (bad, NULL);
    }
  /* a character that is never in a code */
  {
    g_autofree char *bad = g_strdup (code);
    bad[prefix + 3] = '!';
    expect_refused (bad, "“!”");
  }
  /* white space from a chat program is forgiven */
  {
    g_autoptr(GString) spaced = g_string_new (code);
    g_autoptr(GError) error = NULL;
    g_autoptr(MusterArmy) back = NULL;

    g_string_insert (spaced, prefix + 10, "\n  ");
    g_string_append (spaced, "\n");
    back = muster_share_decode (catalog, spaced->str, &error);
    g_assert_no_error (error);
    g_assert_true (muster_army_equal (army, back));
  }
}

/* A code pasted from a chat or a document may come with a byte-order mark,
 * zero-width or no-break spaces around it or zero-width spaces inside it:
 * it still decodes. A character that shows as nothing, where it does not
 * belong, is named by its number. */
static void
test_invisible (void)
{
  static const char * const around[] = { "\xef\xbb\xbf", "\xe2\x80\x8b", "\xc2\xa0", "\xe2\x81\xa0", " \n" };
  g_autoptr(MusterArmy) army = thirty_units ();
  g_autofree char *code = muster_share_encode (army);

  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    {
      g_autofree char *pasted = g_strconcat (around[i], code, around[i], NULL);
      g_autofree char *inside = g_strdup_printf ("%.20s%s%s", code, around[i], code + 20);
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterArmy) back = muster_share_decode (catalog, pasted, &error);
      g_autoptr(MusterArmy) back_inside = NULL;

      g_assert_no_error (error);
      g_assert_true (muster_army_equal (army, back));
      back_inside = muster_share_decode (catalog, inside, &error);
      g_assert_no_error (error);
      g_assert_true (muster_army_equal (army, back_inside));
    }
  expect_refused ("MUSTER-AB\x01" "cd", "U+0001");
  expect_refused ("MUSTER-AB\x7f" "cd", "U+007F");
}

static void
test_garbage (void)
{
  guint16 sys = muster_share_hash ("clouds-of-smoke");
  guint16 fac = muster_share_hash ("france-military-revolution");
  guint16 unit = muster_share_hash ("pikemen");
  g_autofree char *newer = NULL;
  g_autofree char *unknown_system = NULL;
  g_autofree char *unknown_unit = NULL;
  g_autofree char *trailing = NULL;
  g_autofree char *good = NULL;
  g_autofree char *huge_count = NULL;

  expect_refused ("", "empty");
  expect_refused ("   \n", "empty");
  expect_refused ("hello there", "starts with");
  expect_refused ("https://example.com/army/42", "starts with");
  expect_refused ("MUSTER-", "incomplete");
  expect_refused ("MUSTER-A", "incomplete");
  expect_refused ("MUSTER-AAAAAAAAAAAAAAAA", NULL);
  expect_refused ("MUSTER-ЖЖЖЖ", "“Ж”");
  expect_refused ("MUSTER-\xff\xfe", "not valid text");

  {
    guint8 p[] = { 9, 0, 0 };
    newer = muster_test_share_code (p, sizeof p);
    expect_refused (newer, "newer Muster");
  }
  {
    guint8 p[] = { 1, 0x12, 0x34, fac >> 8, fac & 0xFF, 1, 0, 0, 0, 0, 0 };
    unknown_system = muster_test_share_code (p, sizeof p);
    expect_refused (unknown_system, "not installed");
  }
  {
    /* version, system, faction, points 10, no flags, no commanders, no
     * regiments, one unit, no preparations */
    guint8 p[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0, 0, 1,
                   (guint8) ((unit ^ 0x5555) >> 8), (guint8) ((unit ^ 0x5555) & 0xFF), 0, 0 };
    unknown_unit = muster_test_share_code (p, sizeof p);
    expect_refused (unknown_unit, "unit");
  }
  {
    guint8 p[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0, 0, 1,
                   unit >> 8, unit & 0xFF, 0, 0 };
    g_autoptr(GError) error = NULL;
    g_autoptr(MusterArmy) army = NULL;

    good = muster_test_share_code (p, sizeof p);
    army = muster_share_decode (catalog, good, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (muster_army_get_n_units (army), ==, 1);
  }
  {
    guint8 p[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0, 0, 1,
                   unit >> 8, unit & 0xFF, 0, 0, 7 };
    trailing = muster_test_share_code (p, sizeof p);
    expect_refused (trailing, "after the army");
  }
  {
    /* a count of 100000 */
    guint8 p[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0, 0, 1,
                   unit >> 8, unit & 0xFF, 0x80, 0xA0, 0x8D, 0x06, 0 };
    huge_count = muster_test_share_code (p, sizeof p);
    expect_refused (huge_count, "out of range");
  }
  {
    g_autofree char *big = g_strnfill (MUSTER_SHARE_MAX_TEXT + 1, 'A');
    expect_refused (big, "too long");
  }
}

/* What decode gives loads as an army file: a code of Clouds of Smoke
 * holding a regiment, a reserve regiment or a unit in reserve is refused. */
static void
test_decoded_loads (void)
{
  guint16 sys = muster_share_hash ("clouds-of-smoke");
  guint16 fac = muster_share_hash ("france-military-revolution");
  guint16 unit = muster_share_hash ("pikemen");
  const guint8 regiment[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0,
                              1, 0, 0, 1, unit >> 8, unit & 0xFF, 0x40, 0, 0 };
  const guint8 reserve_regiment[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0,
                                      1, 1, 0, 0, 0 };
  const guint8 reserve[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0,
                             0, 1, unit >> 8, unit & 0xFF, 0x20, 0 };
  g_autofree char *c1 = muster_test_share_code (regiment, sizeof regiment);
  g_autofree char *c2 = muster_test_share_code (reserve_regiment, sizeof reserve_regiment);
  g_autofree char *c3 = muster_test_share_code (reserve, sizeof reserve);

  expect_refused (c1, "regiments");
  expect_refused (c2, "regiment");
  expect_refused (c3, "reserve");
}

/* An id other than clouds-of-smoke with the same 16-bit hash. */
static char *
colliding_id (const char *id)
{
  guint16 h = muster_share_hash (id);

  for (guint i = 0;; i++)
    {
      char *other = g_strdup_printf ("collides-%u", i);

      if (muster_share_hash (other) == h)
        return other;
      g_free (other);
    }
}

/* Another installed system whose id has the hash of clouds-of-smoke, with
 * a faction and a unit of the same ids, first in the catalogue: a code of
 * today names clouds-of-smoke by its id; an older code, which names it by
 * the hash, is refused rather than read as the other system's army. */
static void
test_system_unambiguous (void)
{
  g_autofree char *id = colliding_id ("clouds-of-smoke");
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, id, NULL);
  g_autofree char *shipped = muster_test_source_path ("data", "systems", NULL);
  g_autofree char *system_xml = g_strdup_printf (
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"%s\">"
    "<name xml:lang=\"en\">Twin</name><name xml:lang=\"ru\">Двойник</name>"
    "<army spent=\"spent\"/>"
    "<fields><field id=\"m\"><name xml:lang=\"en\">M</name><name xml:lang=\"ru\">М</name></field></fields>"
    "<categories><category id=\"core\"><name xml:lang=\"en\">Core</name><name xml:lang=\"ru\">Основные</name></category></categories>"
    "<commanders><role id=\"commander\"><name xml:lang=\"en\">C</name><name xml:lang=\"ru\">П</name></role>"
    "<tier id=\"competent\" cost=\"1\"><name xml:lang=\"en\">T</name><name xml:lang=\"ru\">Т</name></tier></commanders>"
    "<derived><value id=\"spent\" expr=\"sum(cost)\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name></value></derived>"
    "<faction id=\"france-military-revolution\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Ф</name>"
    "<unit id=\"pikemen\" category=\"core\" cost=\"1\"><name xml:lang=\"en\">P</name><name xml:lang=\"ru\">П</name></unit>"
    "</faction></system>", id);
  g_autoptr(MusterCatalog) both = muster_catalog_new ();
  guint16 sys = muster_share_hash ("clouds-of-smoke");
  guint16 fac = muster_share_hash ("france-military-revolution");
  guint16 unit = muster_share_hash ("pikemen");
  const guint8 old[] = { 1, sys >> 8, sys & 0xFF, fac >> 8, fac & 0xFF, 10, 0, 0, 0, 1,
                         unit >> 8, unit & 0xFF, 0, 0 };
  g_autofree char *old_code = muster_test_share_code (old, sizeof old);
  g_autoptr(MusterArmy) army = thirty_units ();
  g_autofree char *code = muster_share_encode (army);
  g_autoptr(MusterArmy) back = NULL;
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (folder, 0700);
  g_free (muster_test_write (folder, "system.xml", system_xml, -1));
  muster_catalog_add_folder (both, dir);
  muster_catalog_add_folder (both, shipped);
  muster_catalog_load (both);
  if (muster_catalog_get_errors (both)->len > 0)
    g_error ("%s", (const char *) g_ptr_array_index (muster_catalog_get_errors (both), 0));
  g_assert_nonnull (muster_catalog_lookup (both, id));
  g_assert_nonnull (muster_catalog_lookup (both, "clouds-of-smoke"));

  back = muster_share_decode (both, code, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_system_get_id (muster_army_get_system (back)), ==, "clouds-of-smoke");
  g_clear_object (&back);

  back = muster_share_decode (both, old_code, &error);
  if (back != NULL)
    g_error ("an older code was read as an army of “%s”", muster_system_get_id (muster_army_get_system (back)));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE);
  g_assert_nonnull (strstr (error->message, "cannot tell which"));
  g_clear_error (&error);

  /* where only one system has the hash, the older code still reads */
  back = muster_share_decode (catalog, old_code, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_system_get_id (muster_army_get_system (back)), ==, "clouds-of-smoke");
  muster_test_rmtree (dir);
}

static void
test_hashes_unique_in_faction (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);

  /* shipped data never needs the long form of an id */
  for (guint s = 0; s < systems->len; s++)
    {
      GPtrArray *factions = muster_system_get_factions (g_ptr_array_index (systems, s));
      g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
      g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint f = 0; f < factions->len; f++)
        {
          const MusterFaction *faction = g_ptr_array_index (factions, f);
          for (guint u = 0; u < faction->units->len; u++)
            {
              const char *id = ((MusterUnitType *) g_ptr_array_index (faction->units, u))->id;
              gpointer h = GUINT_TO_POINTER (muster_share_hash (id) + 1);

              if (g_hash_table_contains (ids, id))
                continue;
              g_hash_table_add (ids, (gpointer) id);
              g_assert_false (g_hash_table_contains (seen, h));
              g_hash_table_add (seen, h);
            }
        }
    }
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);

  g_test_add_func ("/core/share/round-trip-many", test_round_trip_many);
  g_test_add_func ("/core/share/short", test_short);
  g_test_add_func ("/core/share/largest", test_largest);
  g_test_add_func ("/core/share/decoded-loads", test_decoded_loads);
  g_test_add_func ("/core/share/system-unambiguous", test_system_unambiguous);
  g_test_add_func ("/core/share/truncated", test_truncated);
  g_test_add_func ("/core/share/altered", test_altered);
  g_test_add_func ("/core/share/garbage", test_garbage);
  g_test_add_func ("/core/share/invisible", test_invisible);
  g_test_add_func ("/core/share/hashes-unique", test_hashes_unique_in_faction);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
