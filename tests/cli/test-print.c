/* test-print.c: "muster-cli print": several sheets in one PDF in order;
 * every refusal exits 2 with a message and writes nothing; the not-valid
 * mark, Russian headings, and a PDF replaced whole or not at all.
 */
#include <errno.h>
#include <locale.h>
#include <sys/stat.h>

#include "muster-core.h"
#include "muster-sheet.h"
#include "../muster-test.h"
#include "../pdf-check.h"
#include "cli-run.h"

static MusterCatalog *catalog;

static char *
army_path (const char *system, const char *name)
{
  g_autofree char *file = g_strconcat (name, ".xml", NULL);

  return muster_test_source_path ("data", "systems", system, "armies", file, NULL);
}

static MusterArmy *
load_army (const char *path)
{
  g_autoptr(GError) error = NULL;
  MusterArmy *army = muster_army_load_file (catalog, path, &error);

  g_assert_no_error (error);
  return army;
}

/* The folder's names, sorted and joined: to compare before and after. */
static char *
sorted_listing (const char *dir)
{
  g_autoptr(GPtrArray) names = list_dir (dir);

  g_ptr_array_sort (names, muster_test_compare_strings);
  g_ptr_array_add (names, NULL);
  return g_strjoinv ("\n", (char **) names->pdata);
}

/* The pages a sheet has when printed alone (A4). */
static int
pages_alone (const char *dir, const char *file, const char *sheet)
{
  g_autofree char *out = g_strdup_printf ("alone-%s.pdf", sheet);
  g_autofree char *path = g_build_filename (dir, out, NULL);
  Run r = print_in (dir, "print", file, "--sheet", sheet, "-o", out, NULL);
  int n;

  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  n = pdf_n_pages (path);
  g_assert_cmpint (n, >=, 1);
  g_unlink (path);
  return n;
}

/* Whether the text of pages [first, last) all contain @needle, or (with
 * @all FALSE) none does. */
static gboolean
pages_have (GPtrArray *texts, int first, int last, const char *needle, gboolean all)
{
  for (int i = first; i < last; i++)
    if (pdf_text_has (g_ptr_array_index (texts, i), needle) != all)
      return FALSE;
  return TRUE;
}

/* Several sheets in one PDF, in the order given: the pages are the sum of
 * each sheet alone, and each sheet's pages are where its place says. */
static void
test_several_sheets (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *army = army_path ("ancient-medieval", "english-agincourt-1415");
  g_autofree char *out = g_build_filename (dir, "sheets.pdf", NULL);
  g_autoptr(GPtrArray) texts = NULL;
  int roster = pages_alone (dir, army, "roster");
  int markers = pages_alone (dir, army, "ambush-markers");
  int orders = pages_alone (dir, army, "order-cards");
  Run r;

  /* markers first, then the roster, then the order cards */
  r = print_in (dir, "print", army, "--sheet", "ambush-markers", "--sheet", "roster", "--sheet", "order-cards",
                "-o", "sheets.pdf", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  g_assert_cmpint (pdf_n_pages (out), ==, markers + roster + orders);
  texts = pdf_page_texts (out);
  g_assert_cmpuint (texts->len, ==, (guint) (markers + roster + orders));
  /* the markers' faces say "Empty" (a decoy); the roster's first page its
   * title; the order cards' faces their orders */
  g_assert_true (pdf_text_has (g_ptr_array_index (texts, 0), "Empty"));
  g_assert_false (pdf_text_has (g_ptr_array_index (texts, 0), "Spent"));
  g_assert_true (pdf_text_has (g_ptr_array_index (texts, markers), "Agincourt, 1415"));
  g_assert_true (pdf_text_has (g_ptr_array_index (texts, markers), "Spent"));
  g_assert_true (pdf_text_has (g_ptr_array_index (texts, markers + roster), "Manoeuvre"));
  g_assert_true (pages_have (texts, 0, markers + roster, "Manoeuvre", FALSE));
  g_clear_pointer (&texts, g_ptr_array_unref);

  /* the other way round */
  r = print_in (dir, "print", army, "--sheet", "order-cards", "--sheet", "ambush-markers", "-o", "sheets.pdf", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_cmpint (pdf_n_pages (out), ==, orders + markers);
  texts = pdf_page_texts (out);
  g_assert_true (pdf_text_has (g_ptr_array_index (texts, 0), "Manoeuvre"));
  g_assert_true (pdf_text_has (g_ptr_array_index (texts, orders), "Empty"));
  g_assert_true (pages_have (texts, orders, orders + markers, "Manoeuvre", FALSE));

  /* one file, nothing beside it */
  {
    g_autofree char *names = sorted_listing (dir);

    g_assert_cmpstr (names, ==, "sheets.pdf");
  }
  muster_test_rmtree (dir);
}

/* The sheets that apply to the document in @path, by the library. */
static GPtrArray *
applicable (GObject *document)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (const char * const *id = muster_sheet_list_ids (); *id != NULL; id++)
    if (muster_sheet_applies (*id, document))
      g_ptr_array_add (ids, (gpointer) *id);
  return ids;
}

static void
assert_names_sheets (const char *message, GObject *document)
{
  g_autoptr(GPtrArray) ids = applicable (document);

  g_assert_cmpuint (ids->len, >, 0);
  for (guint i = 0; i < ids->len; i++)
    if (strstr (message, g_ptr_array_index (ids, i)) == NULL)
      g_error ("the message does not name the sheet %s: %s", (const char *) g_ptr_array_index (ids, i), message);
}

/* A sheet that does not apply: exit 2, the sheets that do named, nothing
 * written. */
static void
test_not_applicable (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *lens = army_path ("clouds-of-smoke", "lens-1648");
  g_autofree char *agincourt = army_path ("ancient-medieval", "english-agincourt-1415");
  g_autoptr(MusterArmy) lens_army = load_army (lens);
  g_autoptr(MusterArmy) agincourt_army = load_army (agincourt);
  g_autofree char *terrain = g_build_filename (dir, "terrain.xml", NULL);
  g_autoptr(MusterTerrain) setup = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Run r;

  /* Clouds of Smoke has no order cards */
  g_assert_false (muster_sheet_applies ("order-cards", G_OBJECT (lens_army)));
  r = print_in (dir, "print", lens, "--sheet", "roster", "--sheet", "order-cards", "-o", "out.pdf", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "order-cards"));
  assert_names_sheets (r.err, G_OBJECT (lens_army));
  g_assert_cmpstr (r.out, ==, "");
  run_clear (&r);

  /* nor the ancient rules an action board */
  g_assert_false (muster_sheet_applies ("action-board", G_OBJECT (agincourt_army)));
  r = print_in (dir, "print", agincourt, "--sheet", "action-board", "-o", "out.pdf", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "action-board"));
  assert_names_sheets (r.err, G_OBJECT (agincourt_army));
  run_clear (&r);
  before = sorted_listing (dir);
  g_assert_cmpstr (before, ==, "");

  /* a terrain setup prints its terrain sheet, not a roster */
  r = print_in (dir, "terrain", "sectors", "--seed", "7", "--pieces", "6", "-o", "terrain.xml", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  {
    g_autoptr(GError) error = NULL;

    setup = muster_terrain_load_file (catalog, terrain, &error);
    g_assert_no_error (error);
  }
  r = print_in (dir, "print", "terrain.xml", "--sheet", "roster", "-o", "out.pdf", NULL);
  g_assert_cmpint (r.status, ==, 2);
  assert_names_sheets (r.err, G_OBJECT (setup));
  g_assert_nonnull (strstr (r.err, "terrain"));
  run_clear (&r);
  after = sorted_listing (dir);
  g_assert_cmpstr (after, ==, "terrain.xml");

  r = print_in (dir, "print", "terrain.xml", "--sheet", "terrain", "-o", "out.pdf", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  {
    g_autofree char *pdf = g_build_filename (dir, "out.pdf", NULL);
    g_autoptr(GPtrArray) texts = pdf_page_texts (pdf);

    g_assert_cmpuint (texts->len, >=, 1);
    g_assert_true (pdf_text_has (g_ptr_array_index (texts, 0), "Terrain — Ancient and Medieval Battles"));
  }
  muster_test_rmtree (dir);
}

typedef struct
{
  const char *args[8];          /* after "print ARMY" */
  const char *says;             /* a part of the message */
} Refusal;

/* Bad options: exit 2, a message that names the problem, nothing written
 * in the folder (no PDF, no temporary file). */
static void
test_refused (void)
{
  static const Refusal refusals[] = {
    { { "--sheet", "menu", "-o", "out.pdf" }, "menu" },
    { { "--sheet", "roster", "--sheet", "menu", "-o", "out.pdf" }, "menu" },
    { { "--sheet", "roster", "--paper", "folio", "-o", "out.pdf" }, "folio" },
    { { "--sheet", "roster", "--paper", "", "-o", "out.pdf" }, "--paper" },
    { { "--sheet", "order-cards", "--sets", "many", "-o", "out.pdf" }, "many" },
    { { "--sheet", "order-cards", "--sets", "-1", "-o", "out.pdf" }, "-1" },
    { { "--sheet", "order-cards", "--sets", "201", "-o", "out.pdf" }, "201" },
    { { "--sheet", "order-cards", "--sets", "2.5", "-o", "out.pdf" }, "2.5" },
    { { "--sheet", "order-cards", "--backs", "sideways", "-o", "out.pdf" }, "sideways" },
    { { "--sheet", "order-cards", "--backs", "", "-o", "out.pdf" }, "--backs" },
    { { "--sheet", "unit-cards", "--card", "tarot", "-o", "out.pdf" }, "tarot" },
    { { "--sheet", "ambush-markers", "--decoys", "lots", "-o", "out.pdf" }, "lots" },
    { { "--sheet", "ambush-markers", "--ambush", "dragoons", "-o", "out.pdf" }, "dragoons" },
    { { "--sheet", "roster" }, "-o" },
    { { "--sheet", "roster", "-o" }, "-o" },
    { { "-o", "out.pdf" }, "--sheet" },
    { { "--sheet", "roster", "--lang", "fr", "-o", "out.pdf" }, "--lang" },
    { { "--sheet", "roster", "--colour", "-o", "out.pdf" }, "--colour" },
  };
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *army = army_path ("ancient-medieval", "english-agincourt-1415");

  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      const Refusal *f = &refusals[i];
      const char *a[8] = { NULL };
      g_autofree char *names = NULL;
      Run r;

      memcpy (a, f->args, sizeof a);
      r = print_in (dir, "print", army, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL);
      g_test_message ("%s %s %s %s %s %s: %d %s", a[0], a[1], a[2] ? a[2] : "", a[3] ? a[3] : "",
                      a[4] ? a[4] : "", a[5] ? a[5] : "", r.status, r.err);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      if (strstr (r.err, f->says) == NULL)
        g_error ("the message does not say “%s”: %s", f->says, r.err);
      /* one line or a few, not a crash */
      g_assert_cmpuint (strlen (r.err), >, 10);
      g_assert_null (strstr (r.err, "CRITICAL"));
      run_clear (&r);
      names = sorted_listing (dir);
      g_assert_cmpstr (names, ==, "");
    }
  muster_test_rmtree (dir);
}

/* An output that cannot be written: a folder that does not exist, a
 * "folder" that is a file, a folder nobody may write in, a name taken by a
 * folder: exit 2, the path in the message, nothing left behind. */
static void
test_unwritable (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *army = army_path ("ancient-medieval", "english-agincourt-1415");
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "out.pdf", NULL);
  g_autofree char *file = g_build_filename (dir, "file.txt", NULL);
  g_autofree char *under_file = g_build_filename (dir, "file.txt", "out.pdf", NULL);
  g_autofree char *folder = g_build_filename (dir, "taken.pdf", NULL);
  g_autofree char *before = NULL;
  const char *outputs[4];
  Run r;

  g_assert_true (g_file_set_contents (file, "not a folder\n", -1, NULL));
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  before = sorted_listing (dir);
  g_assert_cmpstr (before, ==, "file.txt\ntaken.pdf");

  outputs[0] = missing;
  outputs[1] = under_file;
  /* /proc takes no new files, whoever asks (the tests may run as root,
   * who may write in any folder of mode 0555) */
  outputs[2] = "/proc/muster-test-print.pdf";
  outputs[3] = folder;
  for (guint i = 0; i < G_N_ELEMENTS (outputs); i++)
    {
      g_autofree char *after = NULL;

      r = print_in (dir, "print", army, "--sheet", "roster", "-o", outputs[i], NULL);
      g_test_message ("-o %s: %d %s", outputs[i], r.status, r.err);
      g_assert_cmpint (r.status, ==, 2);
      if (strstr (r.err, outputs[i]) == NULL)
        g_error ("the message does not name %s: %s", outputs[i], r.err);
      run_clear (&r);
      after = sorted_listing (dir);
      g_assert_cmpstr (after, ==, before);
    }
  g_assert_false (g_file_test (outputs[2], G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  {
    g_autoptr(GPtrArray) inside = list_dir (folder);

    g_assert_cmpuint (inside->len, ==, 0);
  }
  muster_test_rmtree (dir);
}

/* Past a file-size limit the write fails: a message naming the file and
 * nothing left behind, instead of dying of SIGXFSZ with half a file. */
static void
limit_file_size (gpointer data)
{
  struct rlimit size = { 8192, 8192 };
  struct rlimit cpu = { 30, 31 };

  setrlimit (RLIMIT_FSIZE, &size);
  setrlimit (RLIMIT_CPU, &cpu);
}

static void
test_file_size_limit (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *army = army_path ("ancient-medieval", "english-agincourt-1415");
  g_autofree char *before = sorted_listing (dir);
  g_autofree char *after = NULL;
  const char *args[] = { "print", army, "--sheet", "roster", "--sheet", "reference", "-o", "big.pdf", NULL };
  Run r = cli_run_argv (dir, limit_file_size, args);

  g_assert_cmpint (r.status, ==, 2);
  if (strstr (r.err, "big.pdf") == NULL || strstr (r.err, g_strerror (EFBIG)) == NULL)
    g_error ("the message does not say the file is too large: %s", r.err);
  run_clear (&r);
  after = sorted_listing (dir);
  g_assert_cmpstr (after, ==, before);
  muster_test_rmtree (dir);
}

/* A device is never replaced by a PDF. */
static void
test_device (void)
{
  g_autofree char *army = army_path ("ancient-medieval", "english-agincourt-1415");
  GStatBuf st;
  Run r = print_in (NULL, "print", army, "--sheet", "roster", "-o", "/dev/null", NULL);

  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "/dev/null"));
  run_clear (&r);
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
}

/* An army that breaks the rules prints (exit 0: the PDF is done), and its
 * roster says so at the top of every page. */
static void
test_invalid_army (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(GString) xml = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autofree char *pdf = g_build_filename (dir, "roster.pdf", NULL);
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(MusterReport) report = NULL;
  Run r;

  /* 40 entries of archers on 100 points: over the limit, and long */
  g_string_append (xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"ancient-medieval\"\n"
                        "      faction=\"english-hundred-years-war\" points=\"100\">\n"
                        "  <name>Too many archers</name>\n"
                        "  <commander tier=\"ordinary\" role=\"general\" name=\"Sir John\"/>\n");
  for (int i = 0; i < 40; i++)
    g_string_append (xml, "  <unit type=\"archers\"/>\n");
  g_string_append (xml, "</army>\n");
  path = muster_test_write (dir, "army.xml", xml->str, xml->len);
  army = load_army (path);
  report = muster_rules_check (army);
  g_assert_false (report->valid);

  r = print_in (dir, "check", "army.xml", NULL);
  g_assert_cmpint (r.status, ==, 1);
  run_clear (&r);

  r = print_in (dir, "print", "army.xml", "--sheet", "roster", "--paper", "a5", "-o", "roster.pdf", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  texts = pdf_page_texts (pdf);
  g_assert_cmpint (pdf_n_pages (pdf), ==, (int) texts->len);
  g_assert_cmpuint (texts->len, >=, 2);
  for (guint i = 0; i < texts->len; i++)
    if (!pdf_text_has (g_ptr_array_index (texts, i), "NOT VALID"))
      g_error ("page %u of %u lacks the not-valid mark:\n%s", i + 1, texts->len,
               (const char *) g_ptr_array_index (texts, i));

  /* a valid army's roster has no such mark */
  {
    g_autofree char *valid = army_path ("ancient-medieval", "english-agincourt-1415");
    g_autoptr(GPtrArray) clean = NULL;

    r = print_in (dir, "print", valid, "--sheet", "roster", "-o", "roster.pdf", NULL);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    clean = pdf_page_texts (pdf);
    g_assert_true (pages_have (clean, 0, clean->len, "NOT VALID", FALSE));
  }
  muster_test_rmtree (dir);
}

/* --lang ru: the sheets' headings from the translation and the names from
 * the data in Russian. */
static void
test_russian (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = army_path ("ancient-medieval", "english-agincourt-1415");
  g_autofree char *pdf = g_build_filename (dir, "ru.pdf", NULL);
  g_autoptr(MusterArmy) army = load_army (path);
  g_autoptr(GPtrArray) texts = NULL;
  g_autofree char *all = NULL;
  GPtrArray *orders = muster_system_get_orders (muster_army_get_system (army));
  const MusterFaction *faction = muster_army_get_faction (army);
  static const char * const headings[] = {
    "Потрачено",                /* "Spent %s of %s" */
    "Расчётные показатели",     /* "Derived values" */
    "Код армии",                /* "Share code" */
  };
  static const char * const english[] = { "Spent", "Derived values", "Share code" };
  Run r;

  r = print_in (dir, "--lang", "ru", "print", path, "--sheet", "roster", "--sheet", "order-cards",
                "-o", "ru.pdf", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  texts = pdf_page_texts (pdf);
  g_ptr_array_add (texts, NULL);
  all = g_strjoinv ("\n", (char **) texts->pdata);

  for (guint i = 0; i < G_N_ELEMENTS (headings); i++)
    {
      if (!pdf_text_has (all, headings[i]))
        g_error ("the Russian sheets lack “%s”", headings[i]);
      if (pdf_text_has (all, english[i]))
        g_error ("the Russian sheets still say “%s”", english[i]);
    }
  g_assert_true (pdf_text_has (all, faction->name.ru));
  g_assert_false (pdf_text_has (all, faction->name.en));
  for (guint i = 0; i < orders->len; i++)
    {
      const MusterOrder *o = g_ptr_array_index (orders, i);

      g_assert_true (pdf_text_has (all, o->name.ru));
    }
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    g_assert_true (pdf_text_has (all, muster_army_get_unit (army, i)->type->name.ru));
  muster_test_rmtree (dir);
}

/* An existing PDF is replaced whole when the run succeeds, and left as it
 * was, byte for byte, when it fails. */
static void
test_replace (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *army = army_path ("ancient-medieval", "english-agincourt-1415");
  g_autofree char *pdf = g_build_filename (dir, "sheets.pdf", NULL);
  g_autofree char *old = NULL;
  g_autofree char *now = NULL;
  gsize old_len = 0, now_len = 0;
  int roster;
  Run r;

  r = print_in (dir, "print", army, "--sheet", "roster", "-o", "sheets.pdf", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  roster = pdf_n_pages (pdf);
  g_assert_true (g_file_get_contents (pdf, &old, &old_len, NULL));

  /* failures of every stage: options, the sheet list, the document */
  {
    const char *bad[][4] = {
      { "--sheet", "action-board", NULL, NULL },
      { "--sheet", "roster", "--paper", "folio" },
      { "--sheet", "order-cards", "--sets", "x" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *names = NULL;

        r = print_in (dir, "print", army, "-o", "sheets.pdf", bad[i][0], bad[i][1], bad[i][2], bad[i][3], NULL);
        g_assert_cmpint (r.status, ==, 2);
        run_clear (&r);
        g_assert_true (g_file_get_contents (pdf, &now, &now_len, NULL));
        g_assert_cmpuint (now_len, ==, old_len);
        g_assert_true (memcmp (now, old, old_len) == 0);
        g_clear_pointer (&now, g_free);
        names = sorted_listing (dir);
        g_assert_cmpstr (names, ==, "sheets.pdf");
      }
    r = print_in (dir, "print", "no-such-army.xml", "--sheet", "roster", "-o", "sheets.pdf", NULL);
    g_assert_cmpint (r.status, ==, 2);
    run_clear (&r);
    g_assert_true (g_file_get_contents (pdf, &now, &now_len, NULL));
    g_assert_cmpuint (now_len, ==, old_len);
    g_assert_true (memcmp (now, old, old_len) == 0);
    g_clear_pointer (&now, g_free);
  }

  /* a run that works replaces it whole */
  r = print_in (dir, "print", army, "--sheet", "order-cards", "-o", "sheets.pdf", NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_true (g_file_get_contents (pdf, &now, &now_len, NULL));
  g_assert_true (now_len != old_len || memcmp (now, old, old_len) != 0);
  g_assert_true (g_str_has_prefix (now, "%PDF"));
  g_assert_nonnull (g_strrstr_len (now + now_len - MIN (now_len, 64), MIN (now_len, 64), "%%EOF"));
  {
    g_autoptr(GPtrArray) texts = pdf_page_texts (pdf);
    g_autofree char *names = sorted_listing (dir);

    g_assert_cmpint (pdf_n_pages (pdf), !=, roster);
    g_assert_true (pdf_text_has (g_ptr_array_index (texts, 0), "Manoeuvre"));
    g_assert_false (pdf_text_has (g_ptr_array_index (texts, 0), "Spent"));
    g_assert_cmpstr (names, ==, "sheets.pdf");
  }
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  const char *build = g_getenv ("MUSTER_BUILD_DIR");
  g_autofree char *localedir = NULL;
  g_autofree char *mo = NULL;
  int status;

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("MUSTER_CLI"));
  g_setenv ("LANGUAGE", "en", TRUE);
  muster_set_language ("en");
  catalog = muster_test_catalog ();

  /* muster-cli --lang ru reads the Russian messages compiled into the
   * build tree (the po target) */
  g_assert_nonnull (build);
  localedir = g_build_filename (build, "po", NULL);
  mo = g_build_filename (localedir, "ru", "LC_MESSAGES", "muster.mo", NULL);
  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    g_error ("%s is missing: build the po target (ninja -C build)", mo);
  g_setenv ("MUSTER_LOCALEDIR", localedir, TRUE);

  g_test_add_func ("/cli/print/several-sheets", test_several_sheets);
  g_test_add_func ("/cli/print/not-applicable", test_not_applicable);
  g_test_add_func ("/cli/print/refused", test_refused);
  g_test_add_func ("/cli/print/unwritable", test_unwritable);
  g_test_add_func ("/cli/print/file-size-limit", test_file_size_limit);
  g_test_add_func ("/cli/print/device", test_device);
  g_test_add_func ("/cli/print/invalid-army", test_invalid_army);
  g_test_add_func ("/cli/print/russian", test_russian);
  g_test_add_func ("/cli/print/replace", test_replace);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
