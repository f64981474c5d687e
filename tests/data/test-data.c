/* test-data.c: every shipped data file validates and evaluates. All four
 * systems load; every faction's units evaluate in an army with every
 * preparation; every sample army loads and breaks no rule; and the facts
 * the issues pin down (ids, tiers, the France profiles, the terrain tables)
 * are in the data.
 */
#include "muster-core.h"
#include "../muster-test.h"

static MusterCatalog *catalog;

static const char *expected_systems[] = {
  "age-of-battles", "ancient-medieval", "clouds-of-smoke", "price-of-honour",
};

static void
test_all_systems_load (void)
{
  GPtrArray *errors = muster_catalog_get_errors (catalog);

  for (guint i = 0; i < errors->len; i++)
    g_printerr ("%s\n", (const char *) g_ptr_array_index (errors, i));
  g_assert_cmpuint (errors->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (expected_systems); i++)
    g_assert_nonnull (muster_catalog_lookup (catalog, expected_systems[i]));
}

/* An army of every unit and every preparation of each faction, with each
 * commander tier: the rules evaluate without complaint from the engine and
 * every message expands in both languages. */
static void
test_everything_evaluates (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);

  for (guint s = 0; s < systems->len; s++)
    {
      MusterSystem *system = g_ptr_array_index (systems, s);
      GPtrArray *factions = muster_system_get_factions (system);
      GPtrArray *tiers = muster_system_get_tiers (system);
      GPtrArray *roles = muster_system_get_roles (system);
      GPtrArray *preps = muster_system_get_preparations (system);
      const MusterArmyOptions *options = muster_system_get_army_options (system);

      g_assert_cmpuint (factions->len, >, 0);
      for (guint f = 0; f < factions->len; f++)
        {
          const MusterFaction *faction = g_ptr_array_index (factions, f);
          g_autoptr(MusterArmy) army = muster_army_new (system, faction, 10000);
          g_autoptr(MusterReport) report = NULL;

          g_assert_cmpuint (faction->units->len, >, 0);
          if (options->regiments)
            muster_army_insert_regiment (army, -1, &(MusterArmyRegiment) { (char *) "R", TRUE, 0 });
          for (guint u = 0; u < faction->units->len; u++)
            {
              MusterArmyUnit unit = { g_ptr_array_index (faction->units, u), 2, 0, FALSE, -1, TRUE };

              g_assert_true (muster_text_is_set (&unit.type->name));
              g_assert_nonnull (unit.type->name.en);
              g_assert_nonnull (unit.type->name.ru);
              if (options->regiments && u % 2 == 0)
                unit.regiment = 0;
              if (options->unit_reserve && u == 0)
                unit.reserve = TRUE;
              muster_army_insert_unit (army, -1, &unit);
            }
          for (guint t = 0; t < tiers->len && roles->len > 0; t++)
            {
              MusterArmyCommander c = { g_ptr_array_index (tiers, t), g_ptr_array_index (roles, t % roles->len), NULL };
              muster_army_insert_commander (army, -1, &c);
            }
          for (guint p = 0; p < preps->len; p++)
            muster_army_insert_preparation (army, -1, &(MusterArmyPreparation) { g_ptr_array_index (preps, p), 2 });
          for (guint p = 0; p < faction->preparations->len; p++)
            muster_army_insert_preparation (army, -1, &(MusterArmyPreparation) { g_ptr_array_index (faction->preparations, p), 1 });

          report = muster_rules_check (army);
          g_assert_cmpuint (report->values->len, ==, muster_system_get_derived (system)->len);
          g_assert_cmpfloat (report->spent, >=, 0);
          for (guint i = 0; i < report->problems->len; i++)
            {
              const MusterProblem *p = &g_array_index (report->problems, MusterProblem, i);
              g_assert_cmpuint (strlen (p->message_en), >, 10);
              g_assert_cmpuint (strlen (p->message_ru), >, 10);
              g_assert_null (strchr (p->message_en, '{'));
            }
        }
    }
}

static void
test_sample_armies_valid (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);

  for (guint s = 0; s < systems->len; s++)
    {
      MusterSystem *system = g_ptr_array_index (systems, s);
      g_autofree char *dir_path = g_build_filename (muster_system_get_folder (system), "armies", NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *name;
      guint n = 0;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir_path, name, NULL);
          g_autoptr(GError) error = NULL;
          g_autoptr(MusterArmy) army = NULL;
          g_autoptr(MusterReport) report = NULL;
          g_autoptr(MusterArmy) again = NULL;
          g_autofree char *xml = NULL;

          if (!g_str_has_suffix (name, ".xml"))
            continue;
          army = muster_army_load_file (catalog, path, &error);
          g_assert_no_error (error);
          g_assert_true (muster_army_get_system (army) == system);
          report = muster_rules_check (army);
          for (guint i = 0; i < report->problems->len; i++)
            g_printerr ("%s: %s\n", path, g_array_index (report->problems, MusterProblem, i).message_en);
          g_assert_cmpuint (report->problems->len, ==, 0);
          g_assert_true (report->valid);
          g_assert_cmpfloat (report->spent, <=, report->limit);

          /* and it survives a round trip */
          xml = muster_army_to_xml (army);
          again = muster_army_load_memory (catalog, xml, strlen (xml), name, &error);
          g_assert_no_error (error);
          g_assert_true (muster_army_equal (army, again));
          n++;
        }
      g_assert_cmpuint (n, >=, 2);
    }
}

static void
test_clouds_of_smoke (void)
{
  MusterSystem *smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  static const char *tags[] = { "veterans", "light", "cavalry", "infantry", "artillery",
                                "untrained", "heavy", "ready-for-losses" };
  static const struct { const char *id; double dice, cost; } tiers[] = {
    { "mediocre", 3, 30 }, { "competent", 4, 70 }, { "illustrious", 5, 110 },
  };
  static const struct { const char *id; const char *category; double cost, morale; } france[] = {
    { "pikemen", "core", 9, 2 },
    { "musketeers", "auxiliary", 10, 1 },
    { "guard-musketeers", "rare", 12, 2 },
    { "reiters", "auxiliary", 12, 1 },
    { "veteran-reiters", "rare", 14, 1 },
    { "maison-du-roi-cavalry", "rare", 18, 2 },
    { "heavy-artillery", "rare", 20, 0 },
    { "dragoons", "auxiliary", 12, 1 },
  };
  const MusterFaction *fr;
  GPtrArray *all_tags;
  GPtrArray *factions;
  const MusterField *morale;
  const MusterField *dice;
  guint repeatable = 0, adds_commander = 0;
  const MusterQuarterMethod *q;

  g_assert_nonnull (smoke);
  g_assert_nonnull (muster_system_lookup_category (smoke, "core"));
  g_assert_nonnull (muster_system_lookup_category (smoke, "rare"));
  g_assert_nonnull (muster_system_lookup_category (smoke, "auxiliary"));
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    g_assert_nonnull (muster_system_lookup_tag (smoke, tags[i]));

  dice = muster_system_lookup_field (smoke, MUSTER_FIELD_SCOPE_COMMANDER, "dice");
  g_assert_nonnull (dice);
  for (guint i = 0; i < G_N_ELEMENTS (tiers); i++)
    {
      const MusterCommanderTier *t = muster_system_lookup_tier (smoke, tiers[i].id);
      g_assert_nonnull (t);
      g_assert_cmpfloat (t->cost, ==, tiers[i].cost);
      g_assert_cmpfloat (t->numbers[dice->index], ==, tiers[i].dice);
    }

  fr = muster_system_lookup_faction (smoke, "france-military-revolution");
  g_assert_nonnull (fr);
  g_assert_false (fr->sample);
  g_assert_cmpuint (fr->units->len, ==, 8);
  morale = muster_system_lookup_field (smoke, MUSTER_FIELD_SCOPE_UNIT, "morale");
  for (guint i = 0; i < G_N_ELEMENTS (france); i++)
    {
      const MusterUnitType *u = muster_faction_lookup_unit (fr, france[i].id);
      g_assert_nonnull (u);
      g_assert_cmpstr (u->category->id, ==, france[i].category);
      g_assert_cmpfloat (u->cost, ==, france[i].cost);
      g_assert_cmpfloat (u->numbers[morale->index], ==, france[i].morale);
    }
  /* two fire profiles where the book has them */
  g_assert_cmpuint (muster_faction_lookup_unit (fr, "musketeers")->weapons->len, ==, 2);
  g_assert_cmpuint (muster_faction_lookup_unit (fr, "guard-musketeers")->weapons->len, ==, 2);
  g_assert_true (muster_unit_type_has_tag (muster_faction_lookup_unit (fr, "heavy-artillery"),
                                           muster_system_lookup_tag (smoke, "heavy")));

  /* every special rule appears on some unit */
  all_tags = muster_system_get_tags (smoke);
  factions = muster_system_get_factions (smoke);
  g_assert_cmpuint (all_tags->len, >=, 29);
  g_assert_cmpuint (factions->len, >=, 3);
  for (guint t = 0; t < all_tags->len; t++)
    {
      const MusterTag *tag = g_ptr_array_index (all_tags, t);
      gboolean used = FALSE;

      g_assert_true (muster_text_is_set (&tag->text));
      for (guint f = 0; f < factions->len && !used; f++)
        {
          const MusterFaction *faction = g_ptr_array_index (factions, f);
          for (guint u = 0; u < faction->units->len && !used; u++)
            used = muster_unit_type_has_tag (g_ptr_array_index (faction->units, u), tag);
        }
      if (!used)
        g_error ("the special rule %s is on no unit", tag->id);
    }

  /* sample preparations: six or more, some repeatable, one adds a commander */
  g_assert_cmpuint (muster_system_get_preparations (smoke)->len, >=, 6);
  for (guint i = 0; i < muster_system_get_preparations (smoke)->len; i++)
    {
      const MusterPreparation *p = g_ptr_array_index (muster_system_get_preparations (smoke), i);
      const MusterField *f = muster_system_lookup_field (smoke, MUSTER_FIELD_SCOPE_PREPARATION, "commanders");

      g_assert_true (p->sample);
      repeatable += p->repeatable;
      adds_commander += p->numbers[f->index] > 0;
    }
  g_assert_cmpuint (repeatable, >, 0);
  g_assert_cmpuint (adds_commander, >, 0);

  /* each faction has an action board with actions and tactics */
  for (guint f = 0; f < factions->len; f++)
    {
      const MusterFaction *faction = g_ptr_array_index (factions, f);
      g_assert_cmpuint (faction->actions->len, >, 0);
      g_assert_cmpuint (faction->tactics->len, >, 0);
      g_assert_true (faction->board_sample);
    }

  /* the quarter table of decisions.md */
  q = muster_system_get_quarter_method (smoke);
  g_assert_nonnull (q);
  g_assert_cmpfloat (q->width, ==, 120);
  g_assert_cmpfloat (q->depth, ==, 90);
  g_assert_cmpstr (q->roll_dice, ==, "2d6");
  g_assert_cmpstr (q->pieces_dice, ==, "d3");
  g_assert_cmpint (q->remove_on, ==, 6);
  for (guint i = 0; i < q->results->len; i++)
    {
      const MusterQuarterResult *r = &g_array_index (q->results, MusterQuarterResult, i);
      if (r->from <= 7 && r->to >= 7)
        {
          g_assert_cmpint (r->from, ==, 7);
          g_assert_cmpint (r->to, ==, 7);
          g_assert_cmpuint (r->options->len, ==, 0);
        }
      if (r->from == 6)
        g_assert_cmpstr (((const MusterPiece *) g_ptr_array_index (r->options, 0))->id, ==, "hill");
    }
}

static void
test_ancient_medieval (void)
{
  MusterSystem *am = muster_catalog_lookup (catalog, "ancient-medieval");
  const MusterSectorMethod *m;
  static const char *pieces[] = { "hill", "forest", "lake" };
  static const struct { const char *id; double leadership, distance; } tiers[] = {
    { "ordinary", 3, 10 }, { "talented", 4, 20 }, { "genius", 5, 30 },
  };

  g_assert_nonnull (am);
  g_assert_cmpuint (muster_system_get_factions (am)->len, >=, 3);
  for (guint i = 0; i < muster_system_get_factions (am)->len; i++)
    g_assert_true (((const MusterFaction *) g_ptr_array_index (muster_system_get_factions (am), i))->sample);
  g_assert_cmpuint (muster_system_get_orders (am)->len, >=, 4);
  g_assert_cmpuint (muster_system_get_weapons (am)->len, >=, 9);
  g_assert_true (muster_system_get_army_options (am)->unit_reserve);
  g_assert_nonnull (muster_system_lookup_role (am, "general"));
  for (guint i = 0; i < G_N_ELEMENTS (tiers); i++)
    {
      const MusterCommanderTier *t = muster_system_lookup_tier (am, tiers[i].id);
      const MusterField *lp = muster_system_lookup_field (am, MUSTER_FIELD_SCOPE_COMMANDER, "leadership");
      const MusterField *dist = muster_system_lookup_field (am, MUSTER_FIELD_SCOPE_COMMANDER, "distance");

      g_assert_nonnull (t);
      g_assert_cmpfloat (t->numbers[lp->index], ==, tiers[i].leadership);
      g_assert_cmpfloat (t->numbers[dist->index], ==, tiers[i].distance);
    }

  m = muster_system_get_sector_method (am);
  g_assert_nonnull (m);
  g_assert_cmpint (m->sectors, ==, 6);
  g_assert_cmpuint (m->results->len, ==, 6);
  g_assert_cmpuint (m->incompatible->len, >=, 3);
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    g_assert_nonnull (muster_system_lookup_piece (am, pieces[i]));
  g_assert_true (muster_system_lookup_piece (am, "lake")->edge);
  /* the hill rolls for each of four slopes */
  for (guint i = 0; i < m->results->len; i++)
    {
      const MusterTypeResult *r = &g_array_index (m->results, MusterTypeResult, i);
      if (g_str_equal (r->piece->id, "hill"))
        g_assert_cmpint (r->sub_count, ==, 4);
    }
}

static void
test_price_of_honour (void)
{
  MusterSystem *poh = muster_catalog_lookup (catalog, "price-of-honour");
  const MusterGrid *grid;

  g_assert_nonnull (poh);
  grid = muster_system_get_grid (poh);
  g_assert_nonnull (grid);
  g_assert_cmpuint (grid->cells->len, ==, 12);
  g_assert_nonnull (muster_system_lookup_field (poh, MUSTER_FIELD_SCOPE_UNIT, "march"));
}

static void
test_age_of_battles (void)
{
  MusterSystem *aob = muster_catalog_lookup (catalog, "age-of-battles");
  static const char *fields[] = { "attack", "defence", "movement" };

  g_assert_nonnull (aob);
  g_assert_true (muster_system_get_army_options (aob)->regiments);
  g_assert_true (muster_system_get_army_options (aob)->regiment_reserve);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_nonnull (muster_system_lookup_field (aob, MUSTER_FIELD_SCOPE_UNIT, fields[i]));
  g_assert_nonnull (muster_system_find_unit (aob, "tatar-archer"));
  g_assert_cmpuint (((const MusterWeapon *) g_ptr_array_index (muster_system_find_unit (aob, "tatar-archer")->weapons, 0))->bands->len, ==, 3);
}

/* What each system's reference sheet needs (the print-shop issue): the
 * tables it prints in data order, and the data it builds the rest from. */
static void
test_reference_contents (void)
{
  static const struct { const char *system; const char *tables[6]; } needed[] = {
    { "ancient-medieval", { "turn-sequence", "order-rules", "shooting-modifiers", "melee-modifiers", "tests", "disorder" } },
    { "clouds-of-smoke", { "turn-sequence", "bombardment-dice", "commander-and-dice" } },
    { "age-of-battles", { "turn-phases", "morale-modifiers", "greek-archer-range", "tatar-archer-range" } },
    { "price-of-honour", { "turn", "unit-types" } },
  };
  MusterSystem *am = muster_catalog_lookup (catalog, "ancient-medieval");
  MusterSystem *cos = muster_catalog_lookup (catalog, "clouds-of-smoke");

  for (guint i = 0; i < G_N_ELEMENTS (needed); i++)
    {
      GPtrArray *tables = muster_system_get_tables (muster_catalog_lookup (catalog, needed[i].system));

      for (guint j = 0; j < G_N_ELEMENTS (needed[i].tables) && needed[i].tables[j] != NULL; j++)
        {
          gboolean found = FALSE;

          for (guint k = 0; k < tables->len && !found; k++)
            found = g_str_equal (((const MusterTable *) g_ptr_array_index (tables, k))->id, needed[i].tables[j]);
          if (!found)
            g_error ("%s has no reference table “%s”", needed[i].system, needed[i].tables[j]);
        }
      for (guint k = 0; k < tables->len; k++)
        {
          const MusterTable *t = g_ptr_array_index (tables, k);
          g_assert_true (t->name.en != NULL && t->name.ru != NULL);
          g_assert_nonnull (t->source);
        }
    }

  /* what the sheet builds: orders in full and weapons (001), commander
   * tiers and the terrain table (003), the grid's cell types (002) */
  g_assert_cmpuint (muster_system_get_orders (am)->len, ==, 4);
  g_assert_cmpuint (muster_system_get_weapons (am)->len, >=, 9);
  g_assert_cmpuint (muster_system_get_tiers (cos)->len, ==, 3);
  g_assert_nonnull (muster_system_get_quarter_method (cos));
  g_assert_nonnull (muster_system_get_grid (muster_catalog_lookup (catalog, "price-of-honour")));
}

/* Every system ships at least one sample scenario in scenarios/: each is
 * marked sample, loads, keeps every rule (no problem at all), is written
 * back as it reads, and uses only the system's pieces; the grid map of
 * 002 uses every one of the twelve cell types, and 003's has phase events
 * and column markers. */
static void
test_sample_scenarios (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);
  gboolean grid_seen = FALSE, phases_seen = FALSE;

  for (guint s = 0; s < systems->len; s++)
    {
      MusterSystem *system = g_ptr_array_index (systems, s);
      g_autofree char *dir_path = g_build_filename (muster_system_get_folder (system), "scenarios", NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *name;
      guint n = 0;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir_path, name, NULL);
          g_autoptr(GError) error = NULL;
          g_autoptr(MusterScenario) scenario = NULL;
          g_autoptr(MusterScenario) again = NULL;
          g_autoptr(GPtrArray) problems = NULL;
          g_autofree char *xml = NULL;
          g_autofree char *xml2 = NULL;
          g_autoptr(GHashTable) cells = g_hash_table_new (g_str_hash, g_str_equal);
          guint columns, rows, markers = 0, phases = 0, march = 0, hidden = 0;

          if (!g_str_has_suffix (name, ".xml"))
            continue;
          scenario = muster_scenario_load_file (catalog, path, &error);
          g_assert_no_error (error);
          g_assert_true (muster_scenario_get_system (scenario) == system);
          g_assert_true (muster_scenario_is_sample (scenario));
          problems = muster_scenario_check (scenario, catalog, dir_path);
          for (guint i = 0; i < problems->len; i++)
            g_printerr ("%s: %s\n", path, ((MusterScenarioProblem *) g_ptr_array_index (problems, i))->message);
          g_assert_cmpuint (problems->len, ==, 0);
          xml = muster_scenario_to_xml (scenario);
          again = muster_scenario_load_memory (catalog, xml, strlen (xml), path, &error);
          g_assert_no_error (error);
          xml2 = muster_scenario_to_xml (again);
          g_assert_cmpstr (xml, ==, xml2);

          muster_scenario_get_grid (scenario, &columns, &rows);
          for (guint r = 0; r < rows; r++)
            for (guint c = 0; c < columns; c++)
              if (muster_scenario_get_cell (scenario, c, r) != NULL)
                g_hash_table_add (cells, (gpointer) muster_scenario_get_cell (scenario, c, r));
          for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
            {
              const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);

              markers += item->kind == MUSTER_ITEM_COLUMN_MARKER;
              phases += item->kind == MUSTER_ITEM_EVENT && item->phase > 0;
              march += item->kind == MUSTER_ITEM_ZONE && item->march;
              hidden += item->kind == MUSTER_ITEM_ZONE && item->hidden;
            }
          if (muster_system_get_grid (system) != NULL && columns > 0)
            {
              /* every cell type, the borders on the march, the saboteurs' cell */
              g_assert_cmpuint (g_hash_table_size (cells), ==, 12);
              g_assert_cmpuint (march, >=, 1);
              g_assert_cmpuint (hidden, >=, 1);
              grid_seen = TRUE;
            }
          phases_seen |= markers > 0 && phases > 0;
          n++;
        }
      g_assert_cmpuint (n, >=, 1);
    }
  g_assert_true (grid_seen);
  g_assert_true (phases_seen);
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);

  g_test_add_func ("/data/all-systems-load", test_all_systems_load);
  g_test_add_func ("/data/everything-evaluates", test_everything_evaluates);
  g_test_add_func ("/data/sample-armies-valid", test_sample_armies_valid);
  g_test_add_func ("/data/sample-scenarios", test_sample_scenarios);
  g_test_add_func ("/data/clouds-of-smoke", test_clouds_of_smoke);
  g_test_add_func ("/data/ancient-medieval", test_ancient_medieval);
  g_test_add_func ("/data/price-of-honour", test_price_of_honour);
  g_test_add_func ("/data/age-of-battles", test_age_of_battles);
  g_test_add_func ("/data/reference-contents", test_reference_contents);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
