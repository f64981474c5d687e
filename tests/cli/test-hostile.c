/* test-hostile.c: the hostile-input corpus of tests/hostile/ (MANIFEST says
 * how each is fed and what its message must name), and generated ones: a
 * real 100 MB file, 10,000-deep nesting, and every truncation and every
 * single-character change of a real share code. Each is refused with exit 2
 * and one clear message, under one second of CPU and 100 MB of memory, with
 * nothing written anywhere.
 */
#include "muster-core.h"
#include "../muster-test.h"
#include "cli-run.h"

#include <sys/stat.h>

static guint n_cases;

#define ARMY_START "<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"clouds-of-smoke\" " \
                   "faction=\"france-military-revolution\" points=\"400\">"

#define N(en, ru) "<name xml:lang=\"en\">" en "</name><name xml:lang=\"ru\">" ru "</name>"

/* A small valid system of one faction. */
static const char mini_system_xml[] =
  "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"mini\">" N ("Mini", "Мини")
  "<army spent=\"spent\"/>"
  "<fields><field id=\"morale\">" N ("Morale", "Боевой дух") "</field></fields>"
  "<categories><category id=\"core\">" N ("Core", "Основные") "</category></categories>"
  "<commanders><role id=\"commander\">" N ("Commander", "Полководец") "</role>"
  "<tier id=\"good\" cost=\"10\">" N ("Good", "Хороший") "</tier></commanders>"
  "<derived><value id=\"spent\" expr=\"sum(cost)\">" N ("Spent", "Потрачено") "</value></derived>"
  "<faction id=\"f\">" N ("Faction", "Фракция")
  "<unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд") "</unit></faction>"
  "</system>";

/* Runs the command in an empty folder and checks the refusal. */
static void
expect_refused (const char *what, const char *dir, const char * const *args, const char *needle, gboolean located)
{
  g_autofree char *work = muster_test_tmpdir ();
  g_autoptr(GPtrArray) before = dir != NULL ? list_dir (dir) : NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) work_after = NULL;
  g_auto(GStrv) lines = NULL;
  Run r;

  r = cli_in (work, args[0], args[1], args[2], args[3], args[4], NULL);
  if (r.status != 2)
    g_error ("%s: exit %d, not 2; stderr: %s", what, r.status, r.err);
  lines = g_strsplit (g_strstrip (r.err), "\n", -1);
  if (g_strv_length (lines) != 1)
    g_error ("%s: %u lines on stderr, not one: %s", what, g_strv_length (lines), r.err);
  if (needle != NULL && *needle != '\0' && strstr (r.err, needle) == NULL)
    g_error ("%s: the message does not name “%s”: %s", what, needle, r.err);
  if (located && !g_regex_match_simple ("^[^ ]+:[0-9]+:[0-9]+: [A-Z“]", r.err, 0, 0))
    g_error ("%s: the message does not say file:line:column: %s", what, r.err);
  g_assert_cmpstr (r.out, ==, "");
  /* nothing of the files it points at is echoed */
  g_assert_null (strstr (r.err, "root:"));
  work_after = list_dir (work);
  g_assert_cmpuint (work_after->len, ==, 0);
  if (dir != NULL)
    {
      after = list_dir (dir);
      g_assert_cmpuint (after->len, ==, before->len);
    }
  run_clear (&r);
  muster_test_rmtree (work);
  n_cases++;
}

static void
test_manifest (void)
{
  g_autofree char *dir = muster_test_source_path ("tests", "hostile", NULL);
  g_autofree char *manifest = g_build_filename (dir, "MANIFEST", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  guint files = 0;

  g_file_get_contents (manifest, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) parts = NULL;
      g_autofree char *path = NULL;

      if (*lines[i] == '#' || *lines[i] == '\0')
        continue;
      parts = g_strsplit (lines[i], "\t", 3);
      g_assert_cmpuint (g_strv_length (parts), ==, 3);
      path = g_build_filename (dir, parts[0], NULL);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      if (g_str_equal (parts[1], "check"))
        {
          const char *args[] = { "check", path, NULL, NULL, NULL };
          expect_refused (parts[0], dir, args, parts[2], TRUE);
        }
      else
        {
          g_autofree char *code = NULL;
          g_autofree char *out = g_build_filename (dir, "decoded.xml", NULL);
          const char *args[] = { "share", "decode", NULL, "-o", out };

          g_file_get_contents (path, &code, NULL, &error);
          g_assert_no_error (error);
          args[2] = code;
          expect_refused (parts[0], dir, args, parts[2], FALSE);
          g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
        }
      files++;
    }
  g_test_message ("%u hostile files", files);
  g_assert_cmpuint (files, >=, 40);
}

static void
test_generated (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *huge = g_build_filename (dir, "huge.xml", NULL);
  g_autofree char *deep = NULL;
  g_autofree char *lens = muster_test_source_path ("data", "systems", "clouds-of-smoke", "armies",
                                                   "rocroi-1643-spain.xml", NULL);
  g_autofree char *code = NULL;
  g_autofree char *out = g_build_filename (dir, "out.xml", NULL);
  GString *s;
  FILE *f;
  Run r;
  static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  /* 100 MB, really written: refused before it is read */
  f = fopen (huge, "wb");
  g_assert_nonnull (f);
  fputs ("<army xmlns=\"https://muster.github.io/ns/army/1\"><notes>", f);
  {
    g_autofree char *block = g_malloc (1024 * 1024);
    memset (block, 'x', 1024 * 1024);
    for (int i = 0; i < 100; i++)
      fwrite (block, 1, 1024 * 1024, f);
  }
  fclose (f);
  {
    const char *args[] = { "check", huge, NULL, NULL, NULL };
    expect_refused ("huge.xml", dir, args, "MiB", TRUE);
  }
  g_unlink (huge);

  s = g_string_new ("<army xmlns=\"https://muster.github.io/ns/army/1\" system=\"a\" faction=\"b\" points=\"1\">");
  for (int i = 0; i < 10000; i++)
    g_string_append (s, "<notes>");
  deep = muster_test_write (dir, "deep.xml", s->str, s->len);
  g_string_free (s, TRUE);
  {
    const char *args[] = { "check", deep, NULL, NULL, NULL };
    expect_refused ("deep.xml", dir, args, "nested", TRUE);
  }

  /* every node kind counts, before libxml2 builds anything: one element
   * with 100,000 attributes (14 s once), 16 MiB of comments or of
   * processing instructions (400+ MB once), 16 MiB of text broken up by
   * comments (27 s, 700 MB once), 400,001 nodes */
  {
    static const struct { const char *name, *open, *repeat, *close, *needle; } floods[] = {
      { "attributes.xml", "<army xmlns=\"https://muster.github.io/ns/army/1\"", " a=\"\"", "/>", "attributes" },
      { "comments.xml", ARMY_START, "<!---->", "</army>", "comments" },
      { "pis.xml", ARMY_START, "<?x?>", "</army>", "Processing instructions" },
      { "text-comments.xml", ARMY_START "<notes>", "a<!---->", "</notes></army>", "comments" },
      { "nodes.xml", ARMY_START, "<unit type=\"a\"/>", "</army>", "400000 nodes" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (floods); i++)
      {
        GString *x = g_string_new (floods[i].open);
        g_autofree char *path = NULL;
        const char *args[] = { "check", NULL, NULL, NULL, NULL };

        while (x->len + strlen (floods[i].repeat) + strlen (floods[i].close) <= MUSTER_XML_MAX_BYTES)
          g_string_append (x, floods[i].repeat);
        g_string_append (x, floods[i].close);
        path = muster_test_write (dir, floods[i].name, x->str, x->len);
        args[1] = path;
        expect_refused (floods[i].name, dir, args, floods[i].needle, TRUE);
        g_unlink (path);
        g_string_free (x, TRUE);
      }
  }

  /* a scenario whose embedded army has 90,000 unit entries (3 MB): refused
   * before the army is copied out of it */
  {
    GString *x = g_string_new ("<scenario xmlns=\"https://muster.github.io/ns/scenario/1\" system=\"clouds-of-smoke\">"
                               "<name xml:lang=\"en\">S</name><table width=\"120\" depth=\"90\"/>"
                               "<side id=\"a\"><name xml:lang=\"en\">A</name><force>" ARMY_START);
    g_autofree char *path = NULL;
    const char *args[] = { "check", NULL, NULL, NULL, NULL };

    for (guint i = 0; i < 90000; i++)
      g_string_append (x, "<unit type=\"jaegers\"/>");
    g_string_append (x, "</army></force></side><side id=\"b\"><name xml:lang=\"en\">B</name></side></scenario>");
    path = muster_test_write (dir, "embedded-huge.xml", x->str, x->len);
    args[1] = path;
    expect_refused ("a huge embedded army", dir, args, "embedded", TRUE);
    g_unlink (path);
    g_string_free (x, TRUE);
  }

  /* a FIFO as the file, and one lying in a data folder as a faction file:
   * refused at once, never waited on */
  {
    g_autofree char *fifo = g_build_filename (dir, "army.xml", NULL);
    g_autofree char *data = g_build_filename (dir, "data", NULL);
    g_autofree char *system = g_build_filename (data, "mini", "system.xml", NULL);
    g_autofree char *faction = g_build_filename (data, "mini", "factions", "x.xml", NULL);
    const char *args[] = { "check", fifo, NULL, NULL, NULL };
    const char *in_folder[] = { "--data-dir", data, "check", system, NULL };

    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    expect_refused ("a FIFO", dir, args, "not a regular file", FALSE);
    g_unlink (fifo);

    g_free (muster_test_write (data, "mini/system.xml", mini_system_xml, -1));
    g_free (muster_test_write (data, "mini/factions/README", "", 0));
    g_assert_cmpint (mkfifo (faction, 0600), ==, 0);
    expect_refused ("a FIFO in factions/", NULL, in_folder, "not a regular file", FALSE);
    muster_test_rmtree (data);
  }

  /* an expression in a message obeys the limits of every expression: a
   * chain of 100,000 terms overflowed the stack when evaluated, one of
   * 1,000,000 when freed */
  for (guint terms = 100000; terms <= 1000000; terms *= 10)
    {
      g_autofree char *path = NULL;
      const char *args[] = { "check", NULL, NULL, NULL, NULL };
      GString *x = g_string_new (mini_system_xml);
      GString *chain = g_string_new ("1");
      g_autofree char *constraint = NULL;

      for (guint i = 1; i < terms; i++)
        g_string_append (chain, "+1");
      constraint = g_strdup_printf ("<constraints><constraint id=\"over\" test=\"1\">"
                                    "<message xml:lang=\"en\">Over by {%s}.</message>"
                                    "<message xml:lang=\"ru\">x</message></constraint></constraints>",
                                    chain->str);
      g_string_replace (x, "<faction ", constraint, 1);
      g_string_replace (x, "</constraints>", "</constraints><faction ", 1);
      path = muster_test_write (dir, "long-message.xml", x->str, x->len);
      args[1] = path;
      expect_refused ("a long expression in a message", dir, args, "at most 2000", TRUE);
      g_unlink (path);
      g_string_free (chain, TRUE);
      g_string_free (x, TRUE);
    }

  /* every cut and every one-character change of a real code */
  r = cli ("share", "encode", lens, NULL);
  g_assert_cmpint (r.status, ==, 0);
  code = g_strdup (g_strstrip (r.out));
  run_clear (&r);
  for (gsize cut = strlen (code) - 1; cut > strlen (code) - 40; cut--)
    {
      g_autofree char *part = g_strndup (code, cut);
      const char *args[] = { "share", "decode", part, "-o", out };
      expect_refused ("a cut code", dir, args, "share code", FALSE);
    }
  for (gsize i = strlen (MUSTER_SHARE_PREFIX); i < strlen (code); i += 7)
    {
      g_autofree char *bad = g_strdup (code);
      const char *at = strchr (alphabet, bad[i]);
      const char *args[] = { "share", "decode", bad, "-o", out };

      bad[i] = alphabet[((at - alphabet) + 1 + i % 63) % 64];
      expect_refused ("an altered code", dir, args, "share code", FALSE);
    }
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("MUSTER_CLI"));
  g_setenv ("LANGUAGE", "en", TRUE);

  g_test_add_func ("/cli/hostile/manifest", test_manifest);
  g_test_add_func ("/cli/hostile/generated", test_generated);
  status = g_test_run ();
  g_test_message ("%u refusals checked", n_cases);
  return status;
}
