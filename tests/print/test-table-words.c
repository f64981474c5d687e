/* test-table-words.c: printed tables keep their words whole: the column
 * widths each table gets (as wide as its longest word where the page
 * allows), hyphenation points, a share code broken with no hyphen, the
 * Role column of every sample scenario's sheet and the terrain legend's
 * headers in both languages, and a table too narrow for its words, which
 * break at syllables with a hyphen shown and still fit the page.
 */
#include "muster-core.h"
#include "muster-hyphen.h"
#include "muster-layout.h"
#include "muster-print-page.h"
#include "muster-sheet.h"
#include "muster-table-fit.h"
#include "../muster-test.h"
#include "../pdf-check.h"
#include "print-lang.h"

#include <cairo-pdf.h>

#define SOFT_HYPHEN "\xc2\xad"

static MusterCatalog *catalog;

/* ---- the column widths ---- */

/* The widths muster_column_widths() gives three columns of equal shares
 * over @width: they fill it, and each is @expect. */
static void
assert_three (const double *min, const double *max, double width, const double *expect)
{
  const double shares[] = { 1, 1, 1 };
  double w[3];

  muster_column_widths (shares, min, max, 3, width, w);
  g_assert_cmpfloat_with_epsilon (w[0] + w[1] + w[2], width, 1e-6);
  for (guint c = 0; c < 3; c++)
    g_assert_cmpfloat_with_epsilon (w[c], expect[c], 1e-3);
}

static void
test_column_widths (void)
{
  /* the scenario sheet's sides: Side, Role, Players, Edge, Forces; the
   * role's longest word does not fit its share of 500 points */
  const double shares[] = { 2, 1.3, 0.8, 1.3, 4 };
  const double min[] = { 60, 80, 40, 60, 90 };
  const double max[] = { 80, 80, 40, 65, 400 };
  const double small[] = { 10, 10, 10, 10, 10 };
  double w[5], total = 0;

  muster_column_widths (shares, min, max, 5, 500, w);
  for (guint c = 0; c < 5; c++)
    {
      g_assert_cmpfloat (w[c], >=, min[c] - 1e-9);
      total += w[c];
    }
  g_assert_cmpfloat_with_epsilon (total, 500, 1e-6);
  g_assert_cmpfloat_with_epsilon (w[1], 80, 1e-9);
  /* the width came from the forces, whose text wraps anyway */
  g_assert_cmpfloat_with_epsilon (w[0], 500 * 2 / 9.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (w[2], 500 * 0.8 / 9.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (w[3], 500 * 1.3 / 9.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (w[4], 500 * 4 / 9.4 - (80 - 500 * 1.3 / 9.4), 1e-9);

  /* every word fits its share: the shares stand */
  muster_column_widths (shares, small, max, 5, 500, w);
  for (guint c = 0; c < 5; c++)
    g_assert_cmpfloat_with_epsilon (w[c], 500 * shares[c] / 9.4, 1e-9);

  /* the wrapping column has too little room: the others give too */
  assert_three ((const double[]) { 90, 40, 45 }, (const double[]) { 90, 50, 200 }, 180,
                (const double[]) { 90, 45, 45 });
  /* the longest words alone are wider than the page: the short ones keep
   * theirs, the longest are cut to one width, and all fit the page */
  assert_three ((const double[]) { 30, 200, 250 }, (const double[]) { 30, 300, 400 }, 400,
                (const double[]) { 30, 185, 185 });
}

/* ---- hyphenation points ---- */

/* @word with "-" at each of its hyphenation points */
static char *
hyphenated (const char *word)
{
  g_autoptr(GArray) points = muster_hyphen_points (word, strlen (word));
  GString *s = g_string_new (NULL);
  gsize done = 0;

  for (guint i = 0; i < points->len; i++)
    {
      gsize at = g_array_index (points, gsize, i);

      g_string_append_len (s, word + done, (gssize) (at - done));
      g_string_append_c (s, '-');
      done = at;
    }
  g_string_append (s, word + done);
  return g_string_free (s, FALSE);
}

static void
test_hyphen_points (void)
{
  static const struct { const char *word; const char *expect; } cases[] = {
    { "обороняющийся", "обо-ро-ня-ющий-ся" },
    { "атакующий", "ата-ку-ющий" },
    { "подкрепление", "под-креп-ле-ние" },
    { "Габсбургов", "Габ-сбур-гов" },
    { "Империя", "Им-пе-рия" },
    { "infantry", "in-fan-try" },
    { "mother", "mother" },
    { "force", "force" },
    { "attacker", "at-tacker" },
    { "Reinforcement", "Rein-force-ment" },
    /* a vowel pair stays whole, a suffix is a syllable of its own */
    { "Reconnaissance", "Re-con-nais-sance" },
    { "musketeers", "mus-ke-teers" },
    { "dragoons", "dra-goons" },
    { "formation", "for-ma-tion" },
    { "movement", "move-ment" },
    { "establishment", "es-tab-lish-ment" },
    /* a run of consonants splits before those that can begin a syllable */
    { "crossbowmen", "cross-bow-men" },
    { "kingdom", "king-dom" },
    { "arquebusiers", "ar-que-bu-siers" },
    { "Countermarch", "Coun-ter-march" },
    { "ой", "ой" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = hyphenated (cases[i].word);

      g_test_message ("%s: %s", cases[i].word, got);
      g_assert_cmpstr (got, ==, cases[i].expect);
    }

  /* a text's words, each hyphenated, the rest as it was */
  {
    const char *text = "(обороняющийся) 12, ой!";
    g_autoptr(GArray) at = g_array_new (FALSE, FALSE, sizeof (gsize));
    g_autofree char *out = muster_hyphenate (text, 1, strlen (text), at);

    g_assert_cmpstr (out, ==, "обо" SOFT_HYPHEN "ро" SOFT_HYPHEN "ня" SOFT_HYPHEN "ющий" SOFT_HYPHEN "ся) 12, ой!");
    g_assert_cmpuint (at->len, ==, 4);
    g_assert_cmpuint (g_array_index (at, gsize, 0), ==, strlen ("обо"));
  }
  /* a share code (letters, digits, "-" and "_") and a word of mixed
   * capitals are no words to hyphenate */
  {
    const char *code = "MUSTER-AhBhbmNpZW50LW1lZGlldmFssVasAgMXUmFwaGlh_LCAyMTcgQkMg CamelCaseThing";
    g_autofree char *out = muster_hyphenate (code, 0, strlen (code), NULL);

    g_assert_cmpstr (out, ==, code);
  }
}

/* ---- a hyphen shown where a line breaks inside a word ---- */

/* Lines of @text wrapped at @width that end in a hyphen Pango put there
 * (one glyph more than the characters of the line's last run). */
static guint
lines_with_inserted_hyphen (const char *text, double width)
{
  MusterPrintCtx ctx;
  MusterPage page;
  g_autoptr(PangoLayout) layout = NULL;
  guint n = 0;

  muster_page_init (&page, muster_paper_lookup ("a4"), FALSE, 0);
  muster_print_ctx_init (&ctx, &page, 20);
  layout = muster_pango_layout (&ctx, text, "Sans 7", width, PANGO_ALIGN_LEFT);
  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      GSList *last = g_slist_last (line->runs);
      PangoGlyphItem *run = last != NULL ? last->data : NULL;

      if (run != NULL && l->next != NULL
          && run->glyphs->num_glyphs > g_utf8_strlen (pango_layout_get_text (layout) + run->item->offset,
                                                      run->item->length))
        n++;
    }
  g_object_unref (g_steal_pointer (&layout));
  muster_print_ctx_clear (&ctx);
  return n;
}

static void
test_code_breaks (void)
{
  const char *code = "MUSTER-Ag5hZ2Utb2YtYmF0dGxlc5FEyAEDFkdyZWVrIHBoYWxhbnggKHNhbXBsZSlIQSBzYW1wbGUgYXJteSBidWlsdCBm"
                     "cm9tIE11c3RlcidzIHNhbXBsZSBHcmVlayBsaXN0LCBub3QgZnJvbSB0aGUgcnVsZXMuAAQCAAdQaGFsYW54AgAHQXJj";

  /* a word with no hyphenation point breaks with a hyphen shown */
  g_assert_cmpuint (lines_with_inserted_hyphen ("Zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", 40), >, 0);
  /* a share code breaks with none: its own "-" are part of it */
  g_assert_cmpuint (lines_with_inserted_hyphen (code, 120), ==, 0);
  {
    g_autofree char *footer = g_strdup_printf ("Printed 2026-11-24 · army code: %s", code);

    g_assert_cmpuint (lines_with_inserted_hyphen (footer, 150), ==, 0);
  }
}

/* ---- the words of a PDF, where they print ---- */

typedef struct
{
  double x0, y0, x1, y1;
  int page;
  char *text;
} Word;

static void
word_free (gpointer data)
{
  Word *word = data;

  g_free (word->text);
  g_free (word);
}

static double
attr (const char *tag, const char *name)
{
  g_autofree char *key = g_strdup_printf (" %s=\"", name);
  const char *at = strstr (tag, key);

  g_assert_nonnull (at);
  return g_ascii_strtod (at + strlen (key), NULL);
}

/* Every word pdftotext -bbox-layout finds, on every page. */
static GPtrArray *
pdf_words (const char *path)
{
  g_autofree char *xhtml = pdf_tool ("pdftotext", "-enc", "UTF-8", "-bbox-layout", path, "-", NULL);
  GPtrArray *words = g_ptr_array_new_with_free_func (word_free);
  int page = -1;

  for (const char *p = xhtml; (p = strchr (p, '<')) != NULL; p++)
    {
      if (g_str_has_prefix (p, "<page "))
        page++;
      else if (g_str_has_prefix (p, "<word "))
        {
          const char *close = strchr (p, '>');
          const char *end = strstr (close, "</word>");
          g_autofree char *tag = g_strndup (p, close - p);
          Word *word = g_new0 (Word, 1);

          word->x0 = attr (tag, "xMin");
          word->y0 = attr (tag, "yMin");
          word->x1 = attr (tag, "xMax");
          word->y1 = attr (tag, "yMax");
          word->page = page;
          word->text = g_strndup (close + 1, end - close - 1);
          g_ptr_array_add (words, word);
        }
    }
  return words;
}

static const Word *
find_word (GPtrArray *words, const char *text, int page, double below)
{
  for (guint i = 0; i < words->len; i++)
    {
      const Word *w = g_ptr_array_index (words, i);

      if ((page < 0 || w->page == page) && w->y0 > below && g_str_equal (w->text, text))
        return w;
    }
  return NULL;
}

/* ---- the scenario sheet's Role column ---- */

static const char *
role_text (MusterRole role)
{
  return role == MUSTER_ROLE_ATTACKER ? g_dgettext (GETTEXT_PACKAGE, "attacker")
         : role == MUSTER_ROLE_DEFENDER ? g_dgettext (GETTEXT_PACKAGE, "defender") : "—";
}

static char *
sheet_pdf (GObject *document, const char *sheet, const char *paper, const char *dir, const char *name)
{
  const char * const ids[] = { sheet, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterPrintJob) job = NULL;
  char *path = g_build_filename (dir, name, NULL);
  MusterPage page;

  muster_page_init (&page, muster_paper_lookup (paper), FALSE, 0);
  job = muster_print_job_new (document, ids, NULL, &page, &error);
  g_assert_no_error (error);
  g_assert_true (muster_print_job_to_pdf (job, path, name, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return path;
}

/* The words printed in the Role column of the sides' table: below its
 * header, between the Role and Players headers, above the next heading
 * (its first word @next_heading). */
static GPtrArray *
role_column (GPtrArray *words, const char *next_heading)
{
  const Word *role = NULL, *players, *side, *next;
  GPtrArray *column = g_ptr_array_new ();

  for (guint i = 0; i < words->len && role == NULL; i++)
    {
      const Word *w = g_ptr_array_index (words, i);

      /* the header row: "Side Role Players" on one line */
      if (g_str_equal (w->text, g_dgettext (GETTEXT_PACKAGE, "Role"))
          && (side = find_word (words, g_dgettext (GETTEXT_PACKAGE, "Side"), w->page, w->y0 - 1)) != NULL
          && fabs (side->y0 - w->y0) < 0.5)
        role = w;
    }
  if (role == NULL)
    g_error ("the header “%s” is not printed whole", g_dgettext (GETTEXT_PACKAGE, "Role"));
  players = find_word (words, g_dgettext (GETTEXT_PACKAGE, "Players"), role->page, role->y0 - 1);
  if (players == NULL)
    g_error ("the header “%s” is not printed whole", g_dgettext (GETTEXT_PACKAGE, "Players"));
  g_assert_cmpfloat (fabs (players->y0 - role->y0), <, 0.5);
  next = find_word (words, next_heading, role->page, role->y1);
  for (guint i = 0; i < words->len; i++)
    {
      const Word *w = g_ptr_array_index (words, i);

      if (w->page == role->page && w->y0 > role->y1 && (next == NULL || w->y0 < next->y0)
          && w->x0 >= role->x0 - 0.5 && w->x0 < players->x0 - 1)
        {
          /* no word of this column reaches into the next */
          if (w->x1 >= players->x0)
            g_error ("“%s” reaches into the Players column (%g > %g)", w->text, w->x1, players->x0);
          g_ptr_array_add (column, (gpointer) w);
        }
    }
  return column;
}

static void
test_scenario_roles (void)
{
  static const char * const langs[] = { "en", "ru" };
  static const char * const papers[] = { "a4", "a5" };
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *root = muster_test_source_path ("data", "systems", NULL);
  g_autoptr(GDir) systems = g_dir_open (root, 0, NULL);
  const char *system;
  guint checked = 0, defenders = 0;

  g_assert_nonnull (systems);
  while ((system = g_dir_read_name (systems)) != NULL)
    {
      g_autofree char *folder = g_build_filename (root, system, "scenarios", NULL);
      g_autoptr(GDir) files = g_dir_open (folder, 0, NULL);
      const char *file;

      while (files != NULL && (file = g_dir_read_name (files)) != NULL)
        {
          g_autofree char *path = g_build_filename (folder, file, NULL);
          g_autoptr(GError) error = NULL;
          g_autoptr(MusterScenario) scenario = muster_scenario_load_file (catalog, path, &error);

          g_assert_no_error (error);
          for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
            for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
              {
                g_autofree char *name = g_strdup_printf ("%s-%s-%s.pdf", file, langs[l], papers[p]);
                g_autofree char *pdf = NULL;
                g_autoptr(GPtrArray) words = NULL;
                g_autoptr(GPtrArray) column = NULL;
                g_autoptr(GHashTable) whole = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
                g_auto(GStrv) heading = NULL;
                guint shown = 0;

                set_language (langs[l]);
                heading = g_strsplit (g_dgettext (GETTEXT_PACKAGE, "On the table"), " ", 2);
                pdf = sheet_pdf (G_OBJECT (scenario), "scenario", papers[p], dir, name);
                g_test_message ("%s", name);
                words = pdf_words (pdf);
                /* every role's words, whole */
                for (guint s = 0; s < muster_scenario_get_n_sides (scenario); s++)
                  {
                    MusterRole r = muster_scenario_get_side (scenario, s)->role;
                    g_auto(GStrv) parts = g_strsplit (role_text (r), " ", -1);

                    for (guint k = 0; parts[k] != NULL; k++)
                      if (parts[k][0] != '\0')
                        g_hash_table_add (whole, g_strdup (parts[k]));
                    defenders += r == MUSTER_ROLE_DEFENDER && g_str_equal (langs[l], "ru");
                  }
                column = role_column (words, heading[0]);
                for (guint k = 0; k < column->len; k++)
                  {
                    const Word *w = g_ptr_array_index (column, k);

                    g_test_message ("%s: Role column: %s", name, w->text);
                    if (!g_hash_table_contains (whole, w->text))
                      g_error ("%s: the Role column prints “%s”, not a whole word", name, w->text);
                    shown++;
                  }
                g_assert_cmpuint (shown, >=, muster_scenario_get_n_sides (scenario));
                checked++;
              }
        }
    }
  set_language ("en");
  muster_test_rmtree (dir);
  g_assert_cmpuint (checked, >=, 16);
  /* "обороняющийся", the longest role word, was among them */
  g_assert_cmpuint (defenders, >, 0);
}

/* ---- the terrain sheet's legend ---- */

/* The legend's headers print whole on A4 and A5 in both languages (its
 * number column was once too narrow for "No.", which broke after "No"). */
static void
test_terrain_legend (void)
{
  static const char * const langs[] = { "en", "ru" };
  static const char * const papers[] = { "a4", "a5" };
  static const char * const headers[] = { "No.", "Piece", "Variants", "Sector" };
  g_autofree char *dir = muster_test_tmpdir ();
  g_autoptr(MusterTerrain) terrain = muster_test_terrain (muster_test_system (catalog, "ancient-medieval"),
                                                          MUSTER_TERRAIN_SECTORS, 7, 6);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
      {
        g_autofree char *name = g_strdup_printf ("terrain-%s-%s.pdf", langs[l], papers[p]);
        g_autofree char *pdf = NULL;
        g_autoptr(GPtrArray) words = NULL;

        set_language (langs[l]);
        pdf = sheet_pdf (G_OBJECT (terrain), "terrain", papers[p], dir, name);
        words = pdf_words (pdf);
        for (guint h = 0; h < G_N_ELEMENTS (headers); h++)
          {
            const char *header = g_dpgettext2 (GETTEXT_PACKAGE, "legend", headers[h]);

            if (find_word (words, header, -1, -1) == NULL)
              g_error ("%s: the legend's header “%s” is not printed whole", name, header);
          }
      }
  set_language ("en");
  muster_test_rmtree (dir);
}

/* ---- a table too narrow for its words ---- */

static void
draw_flow_pdf (MusterFlow *flow, MusterPrintCtx *ctx, const char *path)
{
  cairo_surface_t *surface = cairo_pdf_surface_create (path, ctx->page_width, ctx->page_height);
  cairo_t *cr = cairo_create (surface);
  int n = muster_flow_paginate (flow);

  for (int i = 0; i < n; i++)
    {
      muster_flow_draw_page (flow, cr, i);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* Whether @piece is @word whole, or a part of it from its start or a
 * hyphenation point up to one (then with a soft hyphen shown) or up to
 * its end. */
static gboolean
is_word_piece (const char *piece, const char *word)
{
  g_autoptr(GArray) points = muster_hyphen_points (word, strlen (word));
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  gboolean hyphen = g_str_has_suffix (piece, SOFT_HYPHEN);
  gsize len = strlen (piece) - (hyphen ? strlen (SOFT_HYPHEN) : 0);
  gsize zero = 0;

  g_array_append_val (starts, zero);
  g_array_append_vals (starts, points->data, points->len);
  for (guint i = 0; i < starts->len; i++)
    {
      gsize from = g_array_index (starts, gsize, i);
      gsize to = from + len;

      if (to > strlen (word) || strncmp (word + from, piece, len) != 0)
        continue;
      if (!hyphen && to == strlen (word))
        return TRUE;
      for (guint k = 0; hyphen && k < points->len; k++)
        if (g_array_index (points, gsize, k) == to)
          return TRUE;
    }
  return FALSE;
}

static void
test_narrow_table (void)
{
  static const char * const cells[] = { "1", "обороняющийся", "подкрепление", "Габсбургов", "Империя",
                                        "атакующий", "Reinforcement" };
  const double shares[] = { 1, 1, 1, 1, 1, 1, 1 };
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "narrow.pdf", NULL);
  g_autoptr(GPtrArray) words = NULL;
  MusterPrintCtx ctx;
  MusterPage page;
  MusterFlow *flow;
  double total = 0;
  guint broken = 0;

  muster_page_init (&page, muster_paper_lookup ("a5"), FALSE, 0);
  /* a narrow page: the words' widths add up to more than it has */
  page.width = 260;
  muster_print_ctx_init (&ctx, &page, 20);
  flow = muster_flow_new (&ctx);
  muster_flow_table (flow, G_N_ELEMENTS (cells), shares, NULL);
  muster_flow_row (flow, cells);
  {
    double words_width = 0;

    for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
      words_width += muster_pango_widest_word (&ctx, cells[c], MUSTER_FONT_CELL) + 2 * MUSTER_CELL_PAD;
    g_assert_cmpfloat (words_width, >, ctx.area.width);
  }
  for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
    total += muster_flow_get_column_width (flow, 0, c);
  /* the table keeps to the page */
  g_assert_cmpfloat_with_epsilon (total, ctx.area.width, 1e-6);
  /* the short word keeps its width */
  g_assert_cmpfloat (muster_flow_get_column_width (flow, 0, 0), >=,
                     muster_pango_widest_word (&ctx, "1", MUSTER_FONT_CELL) + 2 * MUSTER_CELL_PAD);
  draw_flow_pdf (flow, &ctx, path);
  g_assert_false (ctx.overflow);
  muster_flow_free (flow);

  /* every piece printed is a whole word or its part between hyphenation
   * points, with a hyphen where the line ends in the word */
  words = pdf_words (path);
  for (guint i = 0; i < words->len; i++)
    {
      const Word *w = g_ptr_array_index (words, i);
      gboolean ok = FALSE;

      g_assert_cmpfloat (w->x1, <=, page.width - 20 + 0.5);
      for (guint c = 0; c < G_N_ELEMENTS (cells) && !ok; c++)
        ok = is_word_piece (w->text, cells[c]);
      broken += g_str_has_suffix (w->text, SOFT_HYPHEN);
      g_test_message ("narrow table: %s", w->text);
      if (!ok)
        g_error ("a word broken where it has no hyphenation point: “%s”", w->text);
    }
  g_assert_cmpuint (broken, >, 0);
  muster_print_ctx_clear (&ctx);
  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  catalog = muster_test_init (&argc, &argv);
  bind_build_messages ();
  g_test_add_func ("/print/table-words/column-widths", test_column_widths);
  g_test_add_func ("/print/table-words/hyphen-points", test_hyphen_points);
  g_test_add_func ("/print/table-words/code-breaks", test_code_breaks);
  g_test_add_func ("/print/table-words/scenario-roles", test_scenario_roles);
  g_test_add_func ("/print/table-words/terrain-legend", test_terrain_legend);
  g_test_add_func ("/print/table-words/narrow-table", test_narrow_table);
  return g_test_run ();
}
