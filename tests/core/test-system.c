/* test-system.c: loading a system folder: a small valid system, a folder that
 * does not match its id, faction files, the user's data folder beside the
 * shipped one, the catalog, loading from given files, and the print shop's
 * data of the shipped systems (order cards, ambush marker, action board).
 */
#include "system-test.h"

static void
test_valid (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;
  const MusterFaction *faction;
  const MusterUnitType *unit;

  fixture_write (&f, &p);
  system = muster_system_load (f.folder, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_system_get_id (system), ==, "mini");
  g_assert_cmpstr (muster_system_get_name (system)->ru, ==, "Мини");
  faction = muster_system_lookup_faction (system, "f");
  g_assert_nonnull (faction);
  unit = muster_faction_lookup_unit (faction, "u");
  g_assert_nonnull (unit);
  g_assert_cmpfloat (unit->cost, ==, 5);
  g_assert_cmpfloat (unit->numbers[0], ==, 2);
  g_assert_true (muster_unit_type_has_tag (unit, muster_system_lookup_tag (system, "veterans")));
  g_assert_true (muster_system_get_army_options (system)->spent == muster_system_lookup_derived (system, "spent"));
  g_assert_true (muster_system_get_army_options (system)->columns == muster_system_lookup_derived (system, "columns"));
  g_assert_true (muster_system_find_unit (system, "u") == unit);
  fixture_clear (&f);
}

static void
test_folder_mismatch (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *other = NULL;
  g_autoptr(MusterSystem) system = NULL;

  fixture_write (&f, &p);
  other = g_build_filename (f.dir, "other", NULL);
  g_assert_cmpint (g_rename (f.folder, other), ==, 0);
  system = muster_system_load (other, &error);
  g_assert_null (system);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "differs from the name of its folder"));
  muster_test_rmtree (f.dir);
  g_free (f.dir);
  g_free (f.folder);
  g_free (f.file);
}

static void
test_relative_folder (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;
  g_autofree char *cwd = g_get_current_dir ();

  fixture_write (&f, &p);
  g_assert_cmpint (g_chdir (f.folder), ==, 0);
  system = muster_system_load (".", &error);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_assert_no_error (error);
  g_assert_nonnull (system);
  fixture_clear (&f);
}

static void
test_faction_file (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  fixture_write (&f, &p);
  dir = g_build_filename (f.folder, "factions", NULL);
  path = muster_test_write (dir, "g.xml",
    "<faction xmlns=\"https://muster.github.io/ns/system/1\" id=\"g\" system=\"mini\" sample=\"true\">"
    N ("Gauls", "Галлы")
    "<unit id=\"w\" category=\"core\" cost=\"3\">" N ("Warband", "Дружина") "</unit></faction>", -1);
  system = muster_system_load (f.folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_system_get_factions (system)->len, ==, 2);
  g_assert_true (muster_system_lookup_faction (system, "g")->sample);
  g_assert_true (muster_faction_lookup_unit (muster_system_lookup_faction (system, "g"), "w")->sample);
  g_clear_object (&system);

  /* a faction file of another system */
  g_free (muster_test_write (dir, "g.xml",
    "<faction xmlns=\"https://muster.github.io/ns/system/1\" id=\"g\" system=\"maxi\">"
    N ("Gauls", "Галлы")
    "<unit id=\"w\" category=\"core\" cost=\"3\">" N ("Warband", "Дружина") "</unit></faction>", -1));
  /* is left out, named among the system's list errors: the rest of the
   * system loads (one bad file never takes the whole system away) */
  system = muster_system_load (f.folder, &error);
  g_assert_no_error (error);
  g_assert_nonnull (system);
  g_assert_null (muster_system_lookup_faction (system, "g"));
  g_assert_cmpuint (muster_system_get_factions (system)->len, ==, 1);
  g_assert_cmpuint (muster_system_get_list_errors (system)->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (muster_system_get_list_errors (system), 0), path));
  g_clear_object (&system);

  /* a FIFO named like a faction file: left out at once with the file
   * named, not waited on (the alarm ends the test if it blocks) */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  alarm (10);
  system = muster_system_load (f.folder, &error);
  alarm (0);
  g_assert_no_error (error);
  g_assert_nonnull (system);
  g_assert_cmpuint (muster_system_get_list_errors (system)->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (muster_system_get_list_errors (system), 0), path));
  g_assert_nonnull (strstr (g_ptr_array_index (muster_system_get_list_errors (system), 0), "not a regular file"));
  g_clear_object (&system);
  fixture_clear (&f);
}

/* $XDG_DATA_HOME counts only when it is absolute (the XDG spec: a
 * relative one is ignored), for the user's systems and the library alike;
 * a relative one named a different folder in every working directory. */
static void
test_user_data_dir (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_autofree char *home = g_build_filename (g_get_home_dir (), ".local", "share", NULL);
  static const char *ignored[] = { "relative/data", "./data", "~/data", "" };

  for (guint i = 0; i < G_N_ELEMENTS (ignored); i++)
    {
      g_autofree char *dir = NULL;
      g_autofree char *library = NULL;
      g_autofree char *expected_library = g_build_filename (home, "muster", "library.db", NULL);
      g_autofree char *expected_systems = g_build_filename (home, "muster", "systems", NULL);
      g_autoptr(MusterCatalog) catalog = muster_catalog_new ();
      GPtrArray *folders;
      gboolean found = FALSE;

      g_setenv ("XDG_DATA_HOME", ignored[i], TRUE);
      dir = muster_user_data_dir ();
      g_assert_cmpstr (dir, ==, home);
      library = muster_library_default_path ();
      g_assert_cmpstr (library, ==, expected_library);
      muster_catalog_add_default_folders (catalog);
      folders = muster_catalog_get_folders (catalog);
      for (guint j = 0; j < folders->len; j++)
        {
          g_assert_false (g_str_has_prefix (g_ptr_array_index (folders, j), "relative"));
          found |= g_str_equal (g_ptr_array_index (folders, j), expected_systems);
        }
      g_assert_true (found);
    }

  g_setenv ("XDG_DATA_HOME", "/srv/muster-data", TRUE);
  {
    g_autofree char *dir = muster_user_data_dir ();
    g_autofree char *library = muster_library_default_path ();

    g_assert_cmpstr (dir, ==, "/srv/muster-data");
    g_assert_cmpstr (library, ==, "/srv/muster-data/muster/library.db");
  }

  if (saved != NULL)
    g_setenv ("XDG_DATA_HOME", saved, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
}

static void
test_catalog (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(MusterCatalog) catalog = muster_catalog_new ();
  g_autofree char *broken = NULL;

  fixture_write (&f, &p);
  broken = g_build_filename (f.dir, "broken", NULL);
  g_mkdir (broken, 0700);
  g_free (muster_test_write (broken, "system.xml", "<system", -1));

  muster_catalog_add_folder (catalog, f.dir);
  muster_catalog_load (catalog);
  g_assert_cmpuint (muster_catalog_get_systems (catalog)->len, ==, 1);
  g_assert_nonnull (muster_catalog_lookup (catalog, "mini"));
  g_assert_null (muster_catalog_lookup (catalog, "broken"));
  g_assert_cmpuint (muster_catalog_get_errors (catalog)->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (muster_catalog_get_errors (catalog), 0), "broken"));
  fixture_clear (&f);
}

/* A look-up before the catalogue is loaded loads that system alone, from
 * the first folder that has it, and stays the same object once everything
 * is loaded; an id that is not a plain folder name loads nothing. */
static void
test_catalog_lookup_alone (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(MusterCatalog) catalog = muster_catalog_new ();
  g_autofree char *broken = NULL;
  g_autofree char *mini_folder = NULL;
  MusterSystem *mini, *smoke;

  fixture_write (&f, &p);
  broken = g_build_filename (f.dir, "broken", NULL);
  g_mkdir (broken, 0700);
  g_free (muster_test_write (broken, "system.xml", "<system", -1));
  mini_folder = g_build_filename (f.dir, "mini", NULL);

  muster_catalog_add_folder (catalog, f.dir);
  muster_catalog_add_default_folders (catalog);
  mini = muster_catalog_lookup (catalog, "mini");
  g_assert_nonnull (mini);
  g_assert_cmpstr (muster_system_get_folder (mini), ==, mini_folder);
  /* the broken system was not tried */
  g_assert_cmpuint (muster_catalog_get_errors (catalog)->len, ==, 0);
  g_assert_true (muster_catalog_lookup (catalog, "mini") == mini);

  g_assert_null (muster_catalog_lookup (catalog, "broken"));
  g_assert_cmpuint (muster_catalog_get_errors (catalog)->len, ==, 1);
  g_assert_null (muster_catalog_lookup (catalog, "broken"));
  g_assert_cmpuint (muster_catalog_get_errors (catalog)->len, ==, 1);
  g_assert_null (muster_catalog_lookup (catalog, "../mini"));
  g_assert_null (muster_catalog_lookup (catalog, ".."));
  g_assert_null (muster_catalog_lookup (catalog, ""));
  g_assert_null (muster_catalog_lookup (catalog, "no-such-system"));
  g_assert_cmpuint (muster_catalog_get_errors (catalog)->len, ==, 1);

  smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_assert_nonnull (smoke);

  /* everything: the systems looked up are the same objects */
  g_assert_cmpuint (muster_catalog_get_systems (catalog)->len, >, 2);
  g_assert_true (muster_catalog_lookup (catalog, "mini") == mini);
  g_assert_true (muster_catalog_lookup (catalog, "clouds-of-smoke") == smoke);
  g_assert_cmpuint (muster_catalog_get_errors (catalog)->len, ==, 1);
  fixture_clear (&f);
}

/* Both languages of a text are there and not empty. */
static void
assert_both (const MusterText *text)
{
  g_assert_nonnull (text->en);
  g_assert_nonnull (text->ru);
  g_assert_cmpstr (text->en, !=, "");
  g_assert_cmpstr (text->ru, !=, "");
}

static void
test_shipped_orders (void)
{
  MusterSystem *am = muster_test_system (shipped, "ancient-medieval");
  GPtrArray *orders = muster_system_get_orders (am);

  g_assert_cmpuint (orders->len, ==, 4);
  for (guint i = 0; i < orders->len; i++)
    {
      const MusterOrder *o = g_ptr_array_index (orders, i);

      g_assert_cmpstr (o->id, !=, "ambush-marker");
      assert_both (&o->name);
      assert_both (&o->text);
      assert_both (&o->card);
      /* a 20 x 80 mm card holds about five lines of 75 characters at 6 pt */
      g_assert_cmpint (g_utf8_strlen (o->card.en, -1), <=, 340);
      g_assert_cmpint (g_utf8_strlen (o->card.ru, -1), <=, 340);
      /* the full rule is the longer one */
      g_assert_cmpint (g_utf8_strlen (o->text.en, -1), >, g_utf8_strlen (o->card.en, -1));
      g_assert_cmpint (g_utf8_strlen (o->text.ru, -1), >, g_utf8_strlen (o->card.ru, -1));
      g_assert_nonnull (o->source);
    }
}

static void
test_shipped_ambush_marker (void)
{
  MusterSystem *am = muster_test_system (shipped, "ancient-medieval");
  const MusterAmbushMarker *m = muster_system_get_ambush_marker (am);

  g_assert_nonnull (m);
  assert_both (&m->name);
  assert_both (&m->text);
  assert_both (&m->decoy);
  g_assert_cmpstr (m->decoy.en, ==, "Empty");
  g_assert_cmpstr (m->decoy.ru, ==, "Ложная");
  g_assert_cmpstr (m->source, ==, "001:70");
}

static void
test_shipped_board (void)
{
  MusterSystem *cos = muster_test_system (shipped, "clouds-of-smoke");
  const MusterBoardInfo *b = muster_system_get_board (cos);

  g_assert_nonnull (b);
  assert_both (&b->name);
  assert_both (&b->text);
  g_assert_nonnull (strstr (b->text.en, "D"));
  g_assert_nonnull (b->source);
  g_assert_false (b->sample);
}

/* Systems without these elements give NULL. */
static void
test_shipped_absent (void)
{
  static const char *others[] = { "age-of-battles", "price-of-honour" };

  g_assert_null (muster_system_get_board (muster_test_system (shipped, "ancient-medieval")));
  g_assert_null (muster_system_get_ambush_marker (muster_test_system (shipped, "clouds-of-smoke")));
  g_assert_cmpuint (muster_system_get_orders (muster_test_system (shipped, "clouds-of-smoke"))->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      MusterSystem *s = muster_test_system (shipped, others[i]);

      g_assert_null (muster_system_get_board (s));
      g_assert_null (muster_system_get_ambush_marker (s));
    }
}

#define MARKER_NAME_TEXT N ("Ambush", "Засада") T ("text", "Turn it over.", "Перевернуть.")

static void
test_print_elements (void)
{
  Parts p = { 0 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;
  const MusterOrder *o;
  const MusterAmbushMarker *m;
  const MusterBoardInfo *b;

  p.constraints =
    "  <orders><order id=\"hold\">" N ("Hold", "Стой") T ("text", "Full rule.", "Полное правило.")
    T ("card", "Card.", "Карточка.") "<source>x:1</source></order>\n"
    "    <order id=\"go\">" N ("Go", "Иди") "</order></orders>\n"
    "  <ambush-marker>" MARKER_NAME_TEXT T ("decoy", "Empty", "Ложная") "<source>x:2</source></ambush-marker>\n"
    "  <action-board sample=\"true\">" N ("Board", "Доска") T ("text", "D is the die.", "D — кубик.") "</action-board>\n";
  fixture_write (&f, &p);
  system = muster_system_load (f.folder, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (muster_system_get_orders (system)->len, ==, 2);
  o = g_ptr_array_index (muster_system_get_orders (system), 0);
  g_assert_cmpstr (o->text.ru, ==, "Полное правило.");
  g_assert_cmpstr (o->card.en, ==, "Card.");
  g_assert_cmpstr (o->card.ru, ==, "Карточка.");
  g_assert_cmpstr (o->source, ==, "x:1");
  o = g_ptr_array_index (muster_system_get_orders (system), 1);
  g_assert_false (muster_text_is_set (&o->card));

  m = muster_system_get_ambush_marker (system);
  g_assert_nonnull (m);
  g_assert_cmpstr (m->name.ru, ==, "Засада");
  g_assert_cmpstr (m->text.en, ==, "Turn it over.");
  g_assert_cmpstr (m->decoy.ru, ==, "Ложная");
  g_assert_cmpstr (m->source, ==, "x:2");

  b = muster_system_get_board (system);
  g_assert_nonnull (b);
  g_assert_true (b->sample);
  g_assert_cmpstr (b->name.en, ==, "Board");
  g_assert_cmpstr (b->text.ru, ==, "D — кубик.");
  g_assert_null (b->source);
  fixture_clear (&f);
}

static void
test_print_elements_refused (void)
{
  Parts p = { 0 };

  /* the schema: a marker needs its decoy face */
  p.constraints = "  <ambush-marker>" MARKER_NAME_TEXT "</ambush-marker>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 20, "Element 'ambush-marker': Missing child element");

  /* and the schema's order: the decoy after the text */
  p.constraints = "  <ambush-marker>" N ("Ambush", "Засада") T ("decoy", "Empty", "Ложная")
                  T ("text", "Turn it over.", "Перевернуть.") "</ambush-marker>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 20, "decoy");

  /* each text in both languages */
  p.constraints = "  <ambush-marker>" MARKER_NAME_TEXT "<decoy xml:lang=\"en\">Empty</decoy></ambush-marker>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 20, "the ru one is missing");

  p.constraints = "  <orders><order id=\"hold\">" N ("Hold", "Стой")
                  "<card xml:lang=\"ru\">Карточка.</card></order></orders>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 20, "the en one is missing");

  p.constraints = "  <action-board>" N ("Board", "Доска") "<text xml:lang=\"en\">D.</text></action-board>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 20, "the ru one is missing");

  /* the marker is no order: it comes after them, once */
  p.constraints = "  <ambush-marker>" MARKER_NAME_TEXT T ("decoy", "Empty", "Ложная") "</ambush-marker>\n"
                  "  <orders><order id=\"hold\">" N ("Hold", "Стой") "</order></orders>\n";
  expect_failure (&p, MUSTER_ERROR_INVALID, 0, "orders");
}

/* A faction file already read (muster-cli check reads a file before it knows
 * its kind) is taken as it is instead of being read again, even under a name
 * that does not end in .xml; its errors name it; a given system.xml too. */
static void
test_load_with_given_files (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, "clouds-of-smoke", NULL);
  g_autofree char *factions = g_build_filename (folder, "factions", NULL);
  g_autofree char *src = muster_test_source_path ("data", "systems", "clouds-of-smoke", NULL);
  g_autofree char *src_factions = g_build_filename (src, "factions", NULL);
  g_autofree char *system_xml = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *extra = NULL;
  g_autofree char *bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) plain = NULL;
  g_autoptr(MusterSystem) with = NULL;
  g_autoptr(MusterSystem) with_system = NULL;
  static const char *faction =
    "<faction xmlns=\"https://muster.github.io/ns/system/1\" id=\"extra\" system=\"clouds-of-smoke\" sample=\"true\">\n"
    "  <name xml:lang=\"en\">Extra</name><name xml:lang=\"ru\">Лишние</name>\n"
    "  <unit id=\"extra-pikemen\" category=\"core\" cost=\"9\" sample=\"true\">\n"
    "    <name xml:lang=\"en\">Extra pikemen</name><name xml:lang=\"ru\">Лишние пикинеры</name>\n"
    "    <tag ref=\"%s\"/>\n"
    "  </unit>\n"
    "</faction>\n";
  xmlDoc *doc;
  xmlDoc *system_doc;
  GDir *d;
  const char *name;

  g_assert_cmpint (g_mkdir_with_parents (factions, 0700), ==, 0);
  {
    g_autofree char *src_system = g_build_filename (src, "system.xml", NULL);

    g_assert_true (g_file_get_contents (src_system, &contents, NULL, &error));
    system_xml = muster_test_write (folder, "system.xml", contents, -1);
  }
  d = g_dir_open (src_factions, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (src_factions, name, NULL);
      g_autofree char *text = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, &error));
      g_free (muster_test_write (factions, name, text, -1));
    }
  g_dir_close (d);
  {
    g_autofree char *text = g_strdup_printf (faction, "infantry");
    g_autofree char *wrong = g_strdup_printf (faction, "no-such-tag");

    extra = muster_test_write (factions, "extra.faction", text, -1);
    bad = muster_test_write (factions, "bad.faction", wrong, -1);
  }

  plain = muster_system_load (folder, &error);
  g_assert_no_error (error);
  g_assert_null (muster_system_lookup_faction (plain, "extra"));

  doc = muster_xml_load_file (extra, MUSTER_SCHEMA_SYSTEM, NULL, &error);
  g_assert_no_error (error);
  with = muster_system_load_with (folder, NULL, "extra.faction", doc, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_system_get_factions (with)->len, ==, muster_system_get_factions (plain)->len + 1);
  g_assert_cmpuint (muster_system_lookup_faction (with, "extra")->units->len, ==, 1);
  g_assert_nonnull (muster_system_lookup_faction (with, "france-military-revolution"));
  /* the document is still the caller's */
  g_assert_true (xmlDocGetRootElement (doc) != NULL);
  xmlFreeDoc (doc);

  doc = muster_xml_load_file (bad, MUSTER_SCHEMA_SYSTEM, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (muster_system_load_with (folder, NULL, "bad.faction", doc, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, bad));
  g_assert_nonnull (strstr (error->message, "no-such-tag"));
  g_clear_error (&error);
  xmlFreeDoc (doc);

  system_doc = muster_xml_load_file (system_xml, MUSTER_SCHEMA_SYSTEM, NULL, &error);
  g_assert_no_error (error);
  with_system = muster_system_load_with (folder, system_doc, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_system_get_factions (with_system)->len, ==, muster_system_get_factions (plain)->len);
  g_assert_true (xmlDocGetRootElement (system_doc) != NULL);
  xmlFreeDoc (system_doc);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  system_test_init (&argc, &argv);

  g_test_add_func ("/core/system/valid", test_valid);
  g_test_add_func ("/core/system/folder-mismatch", test_folder_mismatch);
  g_test_add_func ("/core/system/relative-folder", test_relative_folder);
  g_test_add_func ("/core/system/faction-file", test_faction_file);
  g_test_add_func ("/core/system/catalog", test_catalog);
  g_test_add_func ("/core/system/catalog-lookup-alone", test_catalog_lookup_alone);
  g_test_add_func ("/core/system/user-data-dir", test_user_data_dir);
  g_test_add_func ("/core/system/print-elements", test_print_elements);
  g_test_add_func ("/core/system/print-elements-refused", test_print_elements_refused);
  g_test_add_func ("/core/system/shipped-orders", test_shipped_orders);
  g_test_add_func ("/core/system/shipped-ambush-marker", test_shipped_ambush_marker);
  g_test_add_func ("/core/system/shipped-board", test_shipped_board);
  g_test_add_func ("/core/system/shipped-absent", test_shipped_absent);
  g_test_add_func ("/core/system/load-with-given-files", test_load_with_given_files);
  return system_test_run ();
}
