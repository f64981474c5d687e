/* test-scenario.c: the scenario document: a file's round trip (first-version
 * rectangles read as polygons), every rule its check tells, and every kind
 * of edit done, undone and redone, with edits that do not fit refused and
 * nothing changed.
 */
#include "muster-core.h"
#include "muster-scenario-private.h"
#include "../muster-test.h"

#include <string.h>

static MusterCatalog *catalog;

#define HEAD "<scenario xmlns=\"https://muster.github.io/ns/scenario/1\" system=\"clouds-of-smoke\">" \
             "<name xml:lang=\"en\">Crossing</name><name xml:lang=\"ru\">Переправа</name>"

static const char full_xml[] =
  HEAD
  "<text xml:lang=\"en\">A bridge to hold.</text>"
  "<table width=\"120\" depth=\"90\" unit=\"cm\"/>"
  "<side id=\"red\" role=\"attacker\" players=\"2\" edge=\"south\"><name xml:lang=\"en\">Red</name>"
  "<force faction=\"france-military-revolution\" points=\"400\"/></side>"
  "<side id=\"blue\" role=\"defender\" edge=\"north\"><name xml:lang=\"en\">Blue</name>"
  "<force library=\"12\"/></side>"
  "<piece type=\"hill\" x=\"30\" y=\"40\" width=\"20\" depth=\"12\" rotation=\"15\"/>"
  "<piece type=\"forest\" x=\"90\" y=\"45\" width=\"15\" depth=\"10\"><label xml:lang=\"en\">Wood</label></piece>"
  "<zone side=\"red\" x=\"0\" y=\"0\" width=\"120\" depth=\"20\"/>"
  "<zone side=\"blue\"><point x=\"0\" y=\"70\"/><point x=\"120\" y=\"70\"/><point x=\"60\" y=\"90\"/></zone>"
  "<objective x=\"60\" y=\"45\"><name xml:lang=\"en\">Bridge</name></objective>"
  "<column-marker side=\"red\" number=\"1\" x=\"20\" y=\"10\"/>"
  "<column-marker side=\"red\" number=\"2\" x=\"60\" y=\"10\"/>"
  "<reserve side=\"blue\" kind=\"reinforcement\" phase=\"4\" x=\"110\" y=\"80\" width=\"10\" depth=\"10\">"
  "<text xml:lang=\"en\">Dragoons</text></reserve>"
  "<event phase=\"6\" side=\"blue\"><text xml:lang=\"en\">Reinforcements arrive.</text></event>"
  "<victory xml:lang=\"en\">Hold the bridge.</victory>"
  "<rules xml:lang=\"en\">No artillery on the bridge.</rules>"
  "</scenario>";

static MusterScenario *
load (const char *xml)
{
  g_autoptr(GError) error = NULL;
  MusterScenario *scenario = muster_scenario_load_memory (catalog, xml, strlen (xml), "test.xml", &error);

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  return scenario;
}

/* The codes of the problems, "code!" for errors and "code?" for warnings,
 * in order. */
static char *
codes (MusterScenario *scenario, const char *folder)
{
  g_autoptr(GPtrArray) problems = muster_scenario_check (scenario, catalog, folder);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      const MusterScenarioProblem *p = g_ptr_array_index (problems, i);

      g_test_message ("%s: %s", p->code, p->message);
      g_string_append_printf (s, "%s%s%s", s->len > 0 ? " " : "", p->code, p->warning ? "?" : "!");
    }
  return g_string_free (s, FALSE);
}

static void
test_round_trip (void)
{
  g_autoptr(MusterScenario) scenario = load (full_xml);
  g_autofree char *xml = muster_scenario_to_xml (scenario);
  g_autoptr(MusterScenario) again = load (xml);
  g_autofree char *xml2 = muster_scenario_to_xml (again);
  const MusterScenarioItem *zone;
  const MusterScenarioSide *red;
  double w, d;
  const char *unit;
  guint zones = 0;

  g_assert_cmpstr (xml, ==, xml2);
  g_assert_cmpstr (muster_text_get_lang (muster_scenario_get_name (again), "ru"), ==, "Переправа");
  g_assert_cmpstr (muster_text_get_lang (muster_scenario_get_rules (again), "en"), ==, "No artillery on the bridge.");
  muster_scenario_get_table (again, &w, &d, &unit);
  g_assert_cmpfloat (w, ==, 120);
  g_assert_cmpfloat (d, ==, 90);
  g_assert_cmpstr (unit, ==, "cm");
  g_assert_cmpuint (muster_scenario_get_n_sides (again), ==, 2);
  red = muster_scenario_lookup_side (again, "red");
  g_assert_cmpint (red->role, ==, MUSTER_ROLE_ATTACKER);
  g_assert_cmpuint (red->players, ==, 2);
  g_assert_cmpuint (g_array_index (muster_scenario_lookup_side (again, "blue")->forces, MusterForce, 0).library, ==, 12);
  g_assert_cmpuint (muster_scenario_get_n_items (again), ==, 9);
  /* the rectangle of the first version is a polygon of its four corners */
  zone = muster_scenario_get_item (again, 2);
  g_assert_cmpint (zone->kind, ==, MUSTER_ITEM_ZONE);
  g_assert_cmpuint (zone->points->len, ==, 4);
  g_assert_cmpfloat (g_array_index (zone->points, MusterPoint, 2).x, ==, 120);
  g_assert_cmpfloat (g_array_index (zone->points, MusterPoint, 2).y, ==, 20);
  for (guint i = 0; i < muster_scenario_get_n_items (again); i++)
    zones += muster_scenario_get_item (again, i)->kind == MUSTER_ITEM_ZONE;
  g_assert_cmpuint (zones, ==, 2);
  g_assert_cmpuint (muster_scenario_get_item (again, 7)->phase, ==, 4);
  g_assert_nonnull (strstr (xml, "<point x=\"120.000\" y=\"20.000\"/>"));

  /* the file it writes passes check as it is: no error, two warnings at most */
  {
    g_autofree char *found = codes (again, NULL);

    g_assert_cmpstr (found, ==, "");
  }
}

/* The sample army of @points, as an <army> element to embed (the file
 * without its XML declaration). */
static char *
sample_army (const char *points)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies",
                                                   "borodino-1812-russia.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GRegex) re = g_regex_new ("points=\"500\"", 0, 0, NULL);
  const char *army;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  army = strstr (text, "<army ");
  g_assert_nonnull (army);
  return g_regex_replace_literal (re, army, -1, 0, points, 0, NULL);
}

static char *
embedded_xml (const char *army, const char *force_attrs)
{
  return g_strconcat (HEAD, "<table width=\"120\" depth=\"90\"/>"
                      "<side id=\"red\"><name xml:lang=\"en\">Red</name><force", force_attrs, ">", army,
                      "</force></side><side id=\"blue\"><name xml:lang=\"en\">Blue</name>"
                      "<force faction=\"france-military-revolution\" points=\"400\"/></side></scenario>", NULL);
}

/* A force may be an army kept in the scenario: read with the army reader,
 * written back as it was, checked by the rules engine (a problem naming
 * its side and force), described with its points; a file whose embedded
 * army does not load is refused with a message saying so. */
static void
test_embedded (void)
{
  g_autofree char *army = sample_army ("points=\"500\"");
  g_autofree char *xml = embedded_xml (army, "");
  g_autoptr(MusterScenario) scenario = load (xml);
  g_autofree char *written = muster_scenario_to_xml (scenario);
  g_autoptr(MusterScenario) again = load (written);
  g_autofree char *written2 = muster_scenario_to_xml (again);
  const MusterForce *force = &g_array_index (muster_scenario_get_side (again, 0)->forces, MusterForce, 0);
  g_autofree char *found = codes (again, NULL);
  g_autofree char *described = NULL;

  g_assert_cmpstr (written, ==, written2);
  g_assert_nonnull (strstr (written, "<force>\n      <army xmlns=\"https://muster.github.io/ns/army/1\""));
  g_assert_nonnull (force->embedded);
  g_assert_cmpstr (muster_army_get_name (force->embedded), ==, "Borodino, 1812 (sample)");
  g_assert_cmpuint (muster_army_get_points (force->embedded), ==, 500);
  g_assert_cmpuint (muster_army_get_n_units (force->embedded), >, 5);
  g_assert_cmpstr (found, ==, "");
  described = muster_force_describe (muster_scenario_get_system (again), force, NULL, NULL);
  g_assert_nonnull (strstr (described, "Borodino"));
  g_assert_nonnull (strstr (described, "498"));
  g_assert_nonnull (strstr (described, "500"));

  /* an embedded army over its limit breaks its rules: the problem is its force's */
  {
    g_autofree char *small = sample_army ("points=\"100\"");
    g_autofree char *small_xml = embedded_xml (small, "");
    g_autoptr(MusterScenario) over = load (small_xml);
    g_autoptr(GPtrArray) problems = muster_scenario_check (over, catalog, NULL);
    const MusterScenarioProblem *p;

    g_assert_cmpuint (problems->len, >=, 1);
    p = g_ptr_array_index (problems, 0);
    g_assert_cmpstr (p->code, ==, "force-invalid");
    g_assert_cmpint (p->side, ==, 0);
    g_assert_cmpint (p->force, ==, 0);
    g_assert_cmpint (p->item, ==, -1);
    g_assert_nonnull (strstr (p->message, "Borodino"));
  }

  /* a set force is one step of undo; the army kept is the same */
  {
    MusterForce faction = { NULL, 0, (char *) "russia-epoch-of-empires", 300, NULL };

    g_assert_true (muster_scenario_apply (again, muster_scenario_edit_set_force (again, 0, &faction), NULL));
    force = &g_array_index (muster_scenario_get_side (again, 0)->forces, MusterForce, 0);
    g_assert_null (force->embedded);
    g_assert_cmpuint (force->points, ==, 300);
    g_assert_true (muster_scenario_undo (again));
    force = &g_array_index (muster_scenario_get_side (again, 0)->forces, MusterForce, 0);
    g_assert_nonnull (force->embedded);
    g_assert_cmpstr (muster_army_get_name (force->embedded), ==, "Borodino, 1812 (sample)");
    g_assert_true (muster_scenario_redo (again));
    g_assert_cmpuint (muster_scenario_get_side (again, 0)->forces->len, ==, 1);
  }

  /* refused whole: an army of an unknown faction, an army beside a file */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GRegex) re = g_regex_new ("russia-epoch-of-empires", 0, 0, NULL);
    g_autofree char *bad = g_regex_replace_literal (re, army, -1, 0, "atlantis", 0, NULL);
    g_autofree char *bad_xml = embedded_xml (bad, "");
    g_autofree char *two_xml = embedded_xml (army, " army=\"blue.xml\"");
    MusterScenario *none = muster_scenario_load_memory (catalog, bad_xml, strlen (bad_xml), "bad.xml", &error);

    g_assert_null (none);
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "bad.xml:1:"));
    g_assert_nonnull (strstr (error->message, "embedded"));
    g_assert_nonnull (strstr (error->message, "atlantis"));
    g_clear_error (&error);
    none = muster_scenario_load_memory (catalog, two_xml, strlen (two_xml), "two.xml", &error);
    g_assert_null (none);
    g_assert_nonnull (strstr (error->message, "one army"));
  }
}

/* The phases a system's data names (its reference table of phases), none
 * where it names none. */
static void
test_phase_names (void)
{
  g_autoptr(MusterScenario) ancient = muster_scenario_new (muster_catalog_lookup (catalog, "ancient-medieval"));
  g_autoptr(MusterScenario) battles = muster_scenario_new (muster_catalog_lookup (catalog, "age-of-battles"));
  g_autoptr(MusterScenario) smoke = muster_scenario_new (muster_catalog_lookup (catalog, "clouds-of-smoke"));
  g_autoptr(GPtrArray) names = muster_scenario_get_phase_names (ancient);
  g_autoptr(GPtrArray) nine = muster_scenario_get_phase_names (battles);
  g_autoptr(GPtrArray) none = muster_scenario_get_phase_names (smoke);

  g_assert_nonnull (names);
  g_assert_cmpuint (names->len, ==, 8);
  g_assert_cmpstr (((MusterText *) g_ptr_array_index (names, 0))->en, ==, "Command");
  g_assert_cmpstr (((MusterText *) g_ptr_array_index (names, 0))->ru, ==, "Командная");
  g_assert_cmpstr (((MusterText *) g_ptr_array_index (names, 7))->en, ==, "Orders for the next turn, face down");
  g_assert_nonnull (nine);
  g_assert_cmpuint (nine->len, ==, 9);
  g_assert_cmpstr (((MusterText *) g_ptr_array_index (nine, 0))->en, ==, "Bring the reserve into battle");
  g_assert_null (none);
}

/* A new side's name in both languages, the Russian from the catalog,
 * whatever language is shown. */
static void
test_side_names (void)
{
  MusterText name = { 0 };

  muster_set_language ("en");
  muster_scenario_side_default_name (&name, 3);
  g_assert_cmpstr (name.en, ==, "Side 3");
  g_assert_cmpstr (name.ru, ==, "Сторона 3");
  muster_set_language ("ru");
  muster_scenario_side_default_name (&name, 12);
  g_assert_cmpstr (name.en, ==, "Side 12");
  g_assert_cmpstr (name.ru, ==, "Сторона 12");
  muster_set_language (NULL);
  muster_text_clear (&name);
}

/* Every rule of the model, each by the edit that breaks it. */
static void
test_rules (void)
{
  g_autoptr(MusterScenario) scenario = load (full_xml);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = muster_test_tmpdir ();
  MusterScenarioItem item;
  MusterScenarioSide side;
  struct { MusterItemKind kind; const char *side; double x, y, w, d; guint number, phase; const char *expect; } cases[] = {
    /* a marker off the table */
    { MUSTER_ITEM_OBJECTIVE, NULL, 130, 10, 0, 0, 0, 0, "off-table!" },
    /* a piece over the edge: cut there */
    { MUSTER_ITEM_PIECE, NULL, 118, 10, 8, 4, 0, 0, "off-table?" },
    /* on another piece */
    { MUSTER_ITEM_PIECE, NULL, 92, 46, 6, 6, 0, 0, "pieces-overlap?" },
    /* the same number twice in one side's column markers */
    { MUSTER_ITEM_COLUMN_MARKER, "red", 100, 10, 0, 0, 2, 0, "marker-number!" },
    /* a column marker of no side */
    { MUSTER_ITEM_COLUMN_MARKER, "green", 100, 10, 0, 0, 3, 0, "unknown-side!" },
    /* an event of no phase or turn */
    { MUSTER_ITEM_EVENT, NULL, 0, 0, 0, 0, 0, 0, "event-when!" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *found = NULL;

      muster_scenario_item_init (&item, cases[i].kind);
      item.type = cases[i].kind == MUSTER_ITEM_PIECE ? g_strdup ("forest") : NULL;
      item.side = g_strdup (cases[i].side);
      item.x = cases[i].x;
      item.y = cases[i].y;
      item.width = cases[i].w;
      item.depth = cases[i].d;
      item.number = cases[i].number;
      g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), &error));
      g_assert_no_error (error);
      muster_scenario_item_clear (&item);
      found = codes (scenario, NULL);
      g_assert_cmpstr (found, ==, cases[i].expect);
      g_assert_true (muster_scenario_undo (scenario));
    }

  /* zones of two sides over each other; of one side, they may */
  muster_scenario_item_init (&item, MUSTER_ITEM_ZONE);
  item.side = g_strdup ("blue");
  {
    MusterPoint pts[] = { { 10, 10 }, { 30, 10 }, { 30, 30 }, { 10, 30 } };

    g_array_append_vals (item.points, pts, 4);
  }
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), &error));
  {
    g_autofree char *found = codes (scenario, NULL);

    g_assert_cmpstr (found, ==, "zones-overlap!");
  }
  g_free (item.side);
  item.side = g_strdup ("red");
  g_assert_true (muster_scenario_apply (scenario,
                                        muster_scenario_edit_replace_item (muster_scenario_get_n_items (scenario) - 1,
                                                                           &item), &error));
  {
    g_autofree char *found = codes (scenario, NULL);

    g_assert_cmpstr (found, ==, "");
  }
  /* a zone reaching off the table is an error */
  g_array_index (item.points, MusterPoint, 1).x = 125;
  g_assert_true (muster_scenario_apply (scenario,
                                        muster_scenario_edit_replace_item (muster_scenario_get_n_items (scenario) - 1,
                                                                           &item), &error));
  {
    g_autofree char *found = codes (scenario, NULL);

    g_assert_cmpstr (found, ==, "off-table!");
  }
  muster_scenario_item_clear (&item);
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_true (muster_scenario_undo (scenario));

  /* forces: none at all; an army file that is missing, of another system,
   * breaking its rules, or the scenario itself */
  _muster_scenario_side_copy (&side, muster_scenario_get_side (scenario, 0));
  g_array_set_size (side.forces, 0);
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_replace_side (0, &side), &error));
  {
    g_autofree char *found = codes (scenario, dir);

    g_assert_cmpstr (found, ==, "side-no-force?");
  }
  {
    static const struct { const char *file, *content, *expect; } forces[] = {
      { "missing.xml", NULL, "force-file!" },
      { "ancient.xml", "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"ancient-medieval\" "
                       "faction=\"ancient-britons\" points=\"200\"/>", "force-system!" },
      { "broken.xml", "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" "
                      "faction=\"france-military-revolution\" points=\"1\"><commander role=\"commander\" tier=\"mediocre\"/>"
                      "<unit type=\"pikemen\" count=\"9\"/></army>", "force-invalid!" },
      { "self.xml", full_xml, "force-file!" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (forces); i++)
      {
        MusterForce force = { g_strdup (forces[i].file), 0, NULL, 0 };
        g_autofree char *found = NULL;

        if (forces[i].content != NULL)
          g_free (muster_test_write (dir, forces[i].file, forces[i].content, -1));
        g_array_set_size (side.forces, 0);
        g_array_append_val (side.forces, force);
        g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_replace_side (0, &side), &error));
        found = codes (scenario, dir);
        g_assert_cmpstr (found, ==, forces[i].expect);
        g_assert_true (muster_scenario_undo (scenario));
      }
  }
  _muster_scenario_side_clear (&side);
  muster_test_rmtree (dir);
}

/* Every kind of edit, undone and redone: the file after undo is the file
 * before, after redo the file after. */
static void
test_edits (void)
{
  g_autoptr(MusterScenario) scenario = load (full_xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  MusterScenarioItem item;
  MusterScenarioSide side;
  MusterText text = { g_strdup ("Take the ford."), NULL };
  MusterScenarioEdit *edits[10];
  guint n = 0;

  muster_scenario_item_init (&item, MUSTER_ITEM_CAMP);
  item.side = g_strdup ("red");
  item.type = g_strdup ("fortified");
  item.x = 60;
  item.y = 8;
  item.width = 24;
  item.depth = 16;
  edits[n++] = muster_scenario_edit_insert_item (0, &item);
  item.x = 50;
  edits[n++] = muster_scenario_edit_replace_item (0, &item);
  edits[n++] = muster_scenario_edit_remove_item (1);
  muster_scenario_item_clear (&item);
  _muster_scenario_side_copy (&side, muster_scenario_get_side (scenario, 1));
  g_free (side.id);
  side.id = g_strdup ("green");
  edits[n++] = muster_scenario_edit_insert_side (-1, &side);
  side.role = MUSTER_ROLE_ATTACKER;
  edits[n++] = muster_scenario_edit_replace_side (2, &side);
  edits[n++] = muster_scenario_edit_remove_side (2);
  _muster_scenario_side_clear (&side);
  edits[n++] = muster_scenario_edit_set_table (180, 120, "cm");
  edits[n++] = muster_scenario_edit_set_text ("victory", &text);
  edits[n++] = muster_scenario_edit_resize_grid (12, 8);
  edits[n++] = muster_scenario_edit_paint_cells (2, 3, 4, 2, "forest");
  muster_text_clear (&text);

  g_ptr_array_add (states, muster_scenario_to_xml (scenario));
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (muster_scenario_apply (scenario, edits[i], &error));
      g_assert_no_error (error);
      g_ptr_array_add (states, muster_scenario_to_xml (scenario));
      g_assert_cmpstr (g_ptr_array_index (states, i), !=, g_ptr_array_index (states, i + 1));
    }
  /* what the edits made */
  g_assert_cmpfloat (muster_scenario_get_item (scenario, 0)->x, ==, 50);
  g_assert_cmpint (muster_scenario_get_item (scenario, 0)->kind, ==, MUSTER_ITEM_CAMP);
  g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 2);
  g_assert_cmpstr (muster_scenario_get_cell (scenario, 2, 3), ==, "forest");
  g_assert_cmpstr (muster_scenario_get_cell (scenario, 5, 4), ==, "forest");
  g_assert_null (muster_scenario_get_cell (scenario, 6, 4));
  g_assert_null (muster_scenario_get_cell (scenario, 2, 5));
  /* and it is still a scenario that loads */
  {
    g_autoptr(MusterScenario) again = load (g_ptr_array_index (states, n));
    g_autofree char *xml = muster_scenario_to_xml (again);

    g_assert_cmpstr (xml, ==, g_ptr_array_index (states, n));
  }

  for (guint i = n; i > 0; i--)
    {
      g_autofree char *xml = NULL;

      g_assert_true (muster_scenario_can_undo (scenario));
      g_assert_true (muster_scenario_undo (scenario));
      xml = muster_scenario_to_xml (scenario);
      g_assert_cmpstr (xml, ==, g_ptr_array_index (states, i - 1));
    }
  g_assert_false (muster_scenario_undo (scenario));
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *xml = NULL;

      g_assert_true (muster_scenario_redo (scenario));
      xml = muster_scenario_to_xml (scenario);
      g_assert_cmpstr (xml, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (muster_scenario_can_redo (scenario));

  /* edits that do not fit: refused with a reason, nothing changed, and
   * redo is not lost to them */
  g_assert_true (muster_scenario_undo (scenario));
  {
    MusterScenarioEdit *bad[] = {
      muster_scenario_edit_remove_item (99),
      muster_scenario_edit_remove_side (0),
      muster_scenario_edit_set_table (0, 90, "cm"),
      muster_scenario_edit_resize_grid (201, 10),
      muster_scenario_edit_paint_cells (50, 50, 1, 1, "forest"),
      muster_scenario_edit_paint_cells (0, 0, 1, 1, "volcano"),
      muster_scenario_edit_set_text ("colour", &text),
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *xml = NULL;
        int code = i == 5 ? MUSTER_ERROR_REFERENCE : MUSTER_ERROR_INVALID;

        g_assert_false (muster_scenario_apply (scenario, bad[i], &error));
        g_assert_error (error, MUSTER_ERROR, code);
        g_test_message ("%s", error->message);
        g_clear_error (&error);
        xml = muster_scenario_to_xml (scenario);
        g_assert_cmpstr (xml, ==, g_ptr_array_index (states, n - 1));
        g_assert_true (muster_scenario_can_redo (scenario));
      }
  }
}

/* A new scenario of each system: its generator's table, two sides, and a
 * file that loads again. */
static void
test_new (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);

  g_assert_cmpuint (systems->len, ==, 4);
  for (guint i = 0; i < systems->len; i++)
    {
      g_autoptr(MusterScenario) scenario = muster_scenario_new (g_ptr_array_index (systems, i));
      g_autofree char *xml = NULL;
      double w, d;

      muster_scenario_get_table (scenario, &w, &d, NULL);
      g_assert_cmpfloat (w, >, 0);
      g_assert_cmpfloat (d, >, 0);
      g_assert_cmpuint (muster_scenario_get_n_sides (scenario), ==, 2);
      xml = muster_scenario_to_xml (scenario);
      g_object_unref (load (xml));
    }
}

/* A scenario knows whether it holds edits not yet kept: after an edit, not
 * after it is marked saved, again after undo past that point, and for good
 * once the saved state was dropped from redo by another edit. */
static void
test_modified (void)
{
  g_autoptr(MusterScenario) scenario = muster_scenario_new (muster_catalog_lookup (catalog, "clouds-of-smoke"));
  MusterScenarioItem item;

  muster_scenario_item_init (&item, MUSTER_ITEM_OBJECTIVE);
  item.x = 10;
  item.y = 10;
  g_assert_false (muster_scenario_is_modified (scenario));
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), NULL));
  g_assert_true (muster_scenario_is_modified (scenario));
  muster_scenario_mark_saved (scenario);
  g_assert_false (muster_scenario_is_modified (scenario));
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_true (muster_scenario_is_modified (scenario));
  g_assert_true (muster_scenario_redo (scenario));
  g_assert_false (muster_scenario_is_modified (scenario));
  /* undone, then another edit: the saved state cannot come back */
  g_assert_true (muster_scenario_undo (scenario));
  item.x = 20;
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_insert_item (-1, &item), NULL));
  g_assert_true (muster_scenario_is_modified (scenario));
  g_assert_true (muster_scenario_undo (scenario));
  g_assert_true (muster_scenario_is_modified (scenario));
  muster_scenario_item_clear (&item);
}

/* The ancient rules' placements (001:66-77) are the system's data: each
 * broken one is told, with the rule's words and where it comes from. */
static void
test_placement (void)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", "ancient-medieval", "scenarios",
                                                   "river-crossing.xml", NULL);
  g_autofree char *xml = NULL;
  struct { const char *from, *to, *expect, *words; } cases[] = {
    /* the attacker's camp in the defender's half */
    { "<camp side=\"attacker\" kind=\"ordinary\" x=\"60\" y=\"10\"",
      "<camp side=\"attacker\" kind=\"ordinary\" x=\"20\" y=\"90\"", "placement! placement!", "001:66" },
    /* the attacker deploying 10 steps from the defender */
    { "<zone side=\"attacker\" x=\"0\" y=\"0\" width=\"120\" depth=\"40\"/>",
      "<zone side=\"attacker\" x=\"0\" y=\"0\" width=\"120\" depth=\"70\"/>", "placement!", "001:68" },
    /* the flanking detachment in the attacker's own half */
    { "x=\"113\" y=\"63\" width=\"14\" depth=\"6\"", "x=\"113\" y=\"33\" width=\"14\" depth=\"6\"",
      "placement!", "defender's territory" },
    /* ... 5 steps from the defender's zone */
    { "x=\"113\" y=\"63\" width=\"14\" depth=\"6\"", "x=\"100\" y=\"75\" width=\"14\" depth=\"6\"",
      "placement!", "20 steps" },
    /* ... in the defender's camp */
    { "x=\"113\" y=\"63\" width=\"14\" depth=\"6\"", "x=\"60\" y=\"108\" width=\"10\" depth=\"6\"",
      "placement! placement!", "camp" },
  };

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  {
    g_autoptr(MusterScenario) scenario = load (xml);
    g_autofree char *found = codes (scenario, NULL);

    g_assert_cmpstr (found, ==, "");
  }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) changed = g_string_new (xml);
      g_autoptr(MusterScenario) scenario = NULL;
      g_autoptr(GPtrArray) problems = NULL;
      g_autofree char *found = NULL;
      gboolean worded = FALSE;

      g_assert_cmpuint (g_string_replace (changed, cases[i].from, cases[i].to, 1), ==, 1);
      scenario = load (changed->str);
      found = codes (scenario, NULL);
      g_assert_cmpstr (found, ==, cases[i].expect);
      problems = muster_scenario_check (scenario, NULL, NULL);
      for (guint p = 0; p < problems->len; p++)
        worded |= strstr (((MusterScenarioProblem *) g_ptr_array_index (problems, p))->message, cases[i].words) != NULL;
      g_assert_true (worded);
    }
}

/* A copy of an item has texts of its own, and the item keeps its own. */
/* A copy holds what the scenario holds now (its texts, sides, forces,
 * items and grid) and none of what is done to it after, nor its undo. */
static void
test_copy (void)
{
  g_autoptr(MusterScenario) scenario = load (full_xml);
  g_autoptr(MusterScenario) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *after = NULL;
  MusterForce force = { .faction = (char *) "france-military-revolution", .points = 300 };

  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_resize_grid (12, 8), &error));
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_paint_cells (2, 3, 4, 2, "forest"), &error));
  g_assert_no_error (error);
  before = muster_scenario_to_xml (scenario);
  copy = muster_scenario_copy (scenario);
  copied = muster_scenario_to_xml (copy);
  g_assert_cmpstr (copied, ==, before);
  g_assert_true (muster_scenario_get_system (copy) == muster_scenario_get_system (scenario));
  g_assert_cmpstr (muster_scenario_get_cell (copy, 5, 4), ==, "forest");
  g_assert_false (muster_scenario_can_undo (copy));

  /* the scenario goes on being edited: the copy stays */
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_set_force (scenario, 0, &force), &error));
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_paint_cells (0, 0, 12, 8, NULL), &error));
  g_assert_true (muster_scenario_apply (scenario, muster_scenario_edit_remove_item (0), &error));
  g_assert_no_error (error);
  after = muster_scenario_to_xml (copy);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (muster_scenario_get_cell (copy, 5, 4), ==, "forest");
}

static void
test_item_copy (void)
{
  MusterScenarioItem item, copy;

  muster_scenario_item_init (&item, MUSTER_ITEM_OBJECTIVE);
  muster_text_set (&item.text, "en", "Mill");
  muster_text_set (&item.text, "ru", "Мельница");
  muster_scenario_item_copy (&copy, &item);
  g_assert_cmpstr (muster_text_get_lang (&item.text, "en"), ==, "Mill");
  g_assert_cmpstr (muster_text_get_lang (&copy.text, "ru"), ==, "Мельница");
  g_assert_true (muster_text_get_lang (&copy.text, "en") != muster_text_get_lang (&item.text, "en"));
  muster_scenario_item_clear (&copy);
  g_assert_cmpstr (muster_text_get_lang (&item.text, "en"), ==, "Mill");
  muster_scenario_item_clear (&item);
}

static gboolean
has_code (GPtrArray *problems, const char *code)
{
  for (guint i = 0; i < problems->len; i++)
    if (g_str_equal (((MusterScenarioProblem *) g_ptr_array_index (problems, i))->code, code))
      return TRUE;
  return FALSE;
}

/* A force's army file stays the same file when the scenario is saved in
 * another folder: the file names it relative to its own folder where it
 * can, the scenario holds it by absolute path. */
static void
test_army_file_moves (void)
{
  g_autofree char *root = muster_test_tmpdir ();
  g_autofree char *here = g_build_filename (root, "here", NULL);
  g_autofree char *there = g_build_filename (root, "elsewhere", "deeper", NULL);
  g_autofree char *sample = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies",
                                                     "lens-1648.xml", NULL);
  g_autofree char *army_text = NULL;
  g_autofree char *army = NULL;
  g_autofree char *xml = g_strconcat (HEAD, "<table width=\"120\" depth=\"90\"/>"
                                      "<side id=\"red\"><name xml:lang=\"en\">Red</name><force army=\"armies/lens.xml\"/></side>"
                                      "<side id=\"blue\"><name xml:lang=\"en\">Blue</name>"
                                      "<force faction=\"france-military-revolution\" points=\"400\"/></side></scenario>", NULL);
  g_autofree char *first = NULL;
  g_autofree char *moved = NULL;
  g_autofree char *moved_text = NULL;
  g_autofree char *back = NULL;
  g_autofree char *back_text = NULL;
  g_autoptr(MusterScenario) scenario = NULL;
  g_autoptr(MusterScenario) again = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (sample, &army_text, NULL, NULL));
  army = muster_test_write (here, "armies/lens.xml", army_text, -1);
  first = muster_test_write (here, "crossing.xml", xml, -1);
  scenario = muster_scenario_load_file (catalog, first, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_array_index (muster_scenario_get_side (scenario, 0)->forces, MusterForce, 0).army, ==, army);

  /* saved elsewhere: the file still finds the army */
  moved = g_build_filename (there, "crossing.xml", NULL);
  g_mkdir_with_parents (there, 0700);
  g_assert_true (muster_scenario_save_file (scenario, moved, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (moved, &moved_text, NULL, NULL));
  g_assert_null (strstr (moved_text, "army=\"armies/lens.xml\""));
  again = muster_scenario_load_file (catalog, moved, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_array_index (muster_scenario_get_side (again, 0)->forces, MusterForce, 0).army, ==, army);
  problems = muster_scenario_check (again, catalog, there);
  g_assert_false (has_code (problems, "force-file"));

  /* saved beside it again: relative, so that both can move together */
  back = g_build_filename (here, "copy.xml", NULL);
  g_assert_true (muster_scenario_save_file (again, back, &error));
  g_assert_true (g_file_get_contents (back, &back_text, NULL, NULL));
  g_assert_nonnull (strstr (back_text, "army=\"armies/lens.xml\""));
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  g_test_add_func ("/core/scenario/round-trip", test_round_trip);
  g_test_add_func ("/core/scenario/item-copy", test_item_copy);
  g_test_add_func ("/core/scenario/copy", test_copy);
  g_test_add_func ("/core/scenario/embedded", test_embedded);
  g_test_add_func ("/core/scenario/army-file-moves", test_army_file_moves);
  g_test_add_func ("/core/scenario/side-names", test_side_names);
  g_test_add_func ("/core/scenario/phase-names", test_phase_names);
  g_test_add_func ("/core/scenario/rules", test_rules);
  g_test_add_func ("/core/scenario/edits", test_edits);
  g_test_add_func ("/core/scenario/new", test_new);
  g_test_add_func ("/core/scenario/modified", test_modified);
  g_test_add_func ("/core/scenario/placement", test_placement);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
