/* sheets-test.h: what the sheet tests share: every sample army, two terrain
 * setups and every scenario loaded as documents, one sheet made or written
 * as a PDF, and a check that fails the test at its end, not at once.
 */
#pragma once

#include "config.h"
#include <locale.h>
#include <math.h>
#include <string.h>
#include <cairo.h>
#include <glib/gi18n-lib.h>
#include "muster-core.h"
#include "print-lang.h"
#include "muster-layout.h"
#include "muster-sheet.h"
#include "../muster-test.h"
#include "../pdf-check.h"

/* A failed check: said in the log, and the test fails at its end, so that
 * one run lists every sheet that goes wrong. */
#define expect(cond, ...) G_STMT_START {                          \
    if (!(cond))                                                    \
      {                                                             \
        g_autofree char *expect_message_ = g_strdup_printf (__VA_ARGS__); \
        g_test_message ("FAILED: %s", expect_message_);             \
        g_test_fail_printf ("%s", expect_message_);                 \
      }                                                             \
  } G_STMT_END

static G_GNUC_UNUSED MusterCatalog *catalog;
static char *tmpdir;

typedef struct
{
  char *name;                   /* "ancient-medieval/english-agincourt-1415" */
  GObject *document;
} Doc;

static G_GNUC_UNUSED GPtrArray *docs;         /* of Doc* */

/* ---- documents ---- */

static G_GNUC_UNUSED void
doc_free (Doc *doc)
{
  g_free (doc->name);
  g_object_unref (doc->document);
  g_free (doc);
}

static G_GNUC_UNUSED void
add_doc (const char *name, GObject *document)
{
  Doc *doc = g_new0 (Doc, 1);

  doc->name = g_strdup (name);
  doc->document = document;
  g_ptr_array_add (docs, doc);
}

/* Every data/systems/<id>/armies/<name>.xml, in order of their paths. */
static G_GNUC_UNUSED void
load_armies (void)
{
  g_autoptr(GPtrArray) paths = muster_test_sample_armies ();

  for (guint i = 0; i < paths->len; i++)
    {
      const char *rel = g_ptr_array_index (paths, i);
      g_auto(GStrv) parts = g_strsplit (rel, G_DIR_SEPARATOR_S, 2);
      g_autofree char *path = muster_test_sample_army_path (rel);
      g_autofree char *base = g_strndup (parts[1], strlen (parts[1]) - 4);
      g_autofree char *name = g_strdup_printf ("%s/%s", parts[0], base);
      g_autoptr(GError) error = NULL;
      MusterArmy *army = muster_army_load_file (catalog, path, &error);

      g_assert_no_error (error);
      add_doc (name, G_OBJECT (army));
    }
  /* the four systems ship sample armies: at least two each */
  g_assert_cmpuint (docs->len, >=, 8);
}

/* Every data/systems/<id>/scenarios/<name>.xml, as "scenario/<name>". */
static G_GNUC_UNUSED void
load_scenarios (void)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);
  guint before = docs->len;

  for (guint s = 0; s < systems->len; s++)
    {
      g_autofree char *folder = g_build_filename (muster_system_get_folder (g_ptr_array_index (systems, s)),
                                                  "scenarios", NULL);
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      const char *file;

      while (dir != NULL && (file = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (folder, file, NULL);
          g_autofree char *name = g_strdup_printf ("scenario/%.*s", (int) strlen (file) - 4, file);
          g_autoptr(GError) error = NULL;
          MusterScenario *scenario = muster_scenario_load_file (catalog, path, &error);

          g_assert_no_error (error);
          add_doc (name, G_OBJECT (scenario));
        }
    }
  g_assert_cmpuint (docs->len - before, >=, 4);
}

static G_GNUC_UNUSED Doc *
find_doc (const char *name)
{
  for (guint i = 0; i < docs->len; i++)
    {
      Doc *doc = g_ptr_array_index (docs, i);

      if (g_str_equal (doc->name, name))
        return doc;
    }
  g_error ("no document %s", name);
  return NULL;
}

/* ---- one sheet of one document ---- */

static G_GNUC_UNUSED MusterSheet *
make_sheet (Doc *doc, const char *id, const MusterSheetOptions *options, const MusterPage *page)
{
  g_autoptr(GError) error = NULL;
  MusterSheet *sheet = muster_sheet_new (id, doc->document, options, page, &error);

  g_assert_no_error (error);
  g_assert_nonnull (sheet);
  return sheet;
}

static G_GNUC_UNUSED char *
write_pdf (Doc *doc, const char *id, const MusterSheetOptions *options, const MusterPage *page,
           const char *name)
{
  const char *ids[] = { id, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterPrintJob) job = muster_print_job_new (doc->document, ids, options, page, &error);
  char *path = g_build_filename (tmpdir, name, NULL);

  g_assert_no_error (error);
  g_assert_nonnull (job);
  g_assert_true (muster_print_job_to_pdf (job, path, doc->name, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return path;
}

/* Loads the documents the sheets are printed from, with the roster's date
 * fixed and every failing check reported in one run. */
static G_GNUC_UNUSED void
sheets_test_init (int *argc, char ***argv)
{
  MusterSystem *ancient, *smoke;

  /* the roster prints this date, so that its page matches the reference */
  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  /* one run reports every sheet that fails, not only the first */
  {
    char **args = g_new0 (char *, *argc + 2);

    memcpy (args, *argv, *argc * sizeof (char *));
    args[(*argc)++] = (char *) "--keep-going";
    *argv = args;
  }
  catalog = muster_test_init (argc, argv);

  bind_build_messages ();

  tmpdir = muster_test_tmpdir ();
  docs = g_ptr_array_new_with_free_func ((GDestroyNotify) doc_free);
  load_armies ();
  ancient = muster_test_system (catalog, "ancient-medieval");
  smoke = muster_test_system (catalog, "clouds-of-smoke");
  add_doc ("terrain/sectors", G_OBJECT (muster_test_terrain (ancient, MUSTER_TERRAIN_SECTORS, 7, 6)));
  add_doc ("terrain/quarters", G_OBJECT (muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, 7, 0)));
  load_scenarios ();
}

/* Runs the tests, then removes what they wrote. */
static G_GNUC_UNUSED int
sheets_test_run (void)
{
  int status = g_test_run ();

  muster_test_rmtree (tmpdir);
  g_free (tmpdir);
  g_ptr_array_unref (docs);
  g_object_unref (catalog);
  return status;
}
