/* test-sheets-cards.c: the cards of the order-card, ambush-marker and unit-card
 * sheets measured on the PDF's pixels: each card's size, its cut marks, each
 * back behind its face as the paper turns, and a card too large for the page.
 */
#include "sheets-test.h"

#define MEASURE_DPI  300
#define SIZE_TOL_MM  0.3        /* a card's size */
#define BACK_TOL_MM  0.5        /* a back behind its face */

/* ---- card geometry, measured on the page ---- */

typedef struct
{
  double pos;                   /* the line's centre across it, pixels */
  double lo;                    /* its extent along it */
  double hi;
  int first;                    /* rows (or columns) it was found in */
  int last;
} Line;

typedef struct
{
  double x0;
  double y0;
  double x1;
  double y1;
} Rect;

/* The card outline's grey, 0x9a978c, where the line covers a pixel whole
 * (0.4 pt is 1.7 pixels at 300 dpi: at least one pixel across it is). */
static gboolean
outline_px (const guint8 *p)
{
  return abs (p[0] - 0x9a) <= 6 && abs (p[1] - 0x97) <= 6 && abs (p[2] - 0x8c) <= 6;
}

static const guint8 *
px_at (const PdfImage *image, gboolean vertical, int along, int across)
{
  return vertical ? pdf_pixel (image, across, along) : pdf_pixel (image, along, across);
}

/* Lines of the outline's grey at least @min_len pixels long, horizontal or
 * vertical: runs in one row (small breaks bridged), merged with the runs
 * of the neighbouring rows that overlap them. */
static GArray *
find_lines (const PdfImage *image, gboolean vertical, int min_len)
{
  int n_across = vertical ? image->width : image->height;
  int n_along = vertical ? image->height : image->width;
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GArray) sums = g_array_new (FALSE, TRUE, sizeof (double));

  for (int across = 0; across < n_across; across++)
    {
      int along = 0;

      while (along < n_along)
        {
          int start, end, gap = 0;

          while (along < n_along && !outline_px (px_at (image, vertical, along, across)))
            along++;
          if (along >= n_along)
            break;
          start = end = along;
          while (along < n_along && gap <= 2)
            {
              if (outline_px (px_at (image, vertical, along, across)))
                {
                  end = along;
                  gap = 0;
                }
              else
                gap++;
              along++;
            }
          along = end + 1;
          if (end - start + 1 < min_len)
            continue;

          /* the same line as a run in the row before? */
          {
            gboolean merged = FALSE;

            for (guint i = 0; i < lines->len; i++)
              {
                Line *l = &g_array_index (lines, Line, i);
                double overlap = MIN (l->hi, end + 1) - MAX (l->lo, start);

                if (l->last == across - 1 && overlap > 0.5 * MIN (l->hi - l->lo, end + 1 - start))
                  {
                    g_array_index (sums, double, i) += across + 0.5;
                    l->last = across;
                    l->lo = MIN (l->lo, start);
                    l->hi = MAX (l->hi, end + 1);
                    merged = TRUE;
                    break;
                  }
              }
            if (!merged)
              {
                Line l = { 0, start, end + 1, across, across };
                double s = across + 0.5;

                g_array_append_val (lines, l);
                g_array_append_val (sums, s);
              }
          }
        }
    }
  for (guint i = 0; i < lines->len; i++)
    {
      Line *l = &g_array_index (lines, Line, i);

      l->pos = g_array_index (sums, double, i) / (l->last - l->first + 1);
    }
  return lines;
}

static gboolean
covers (const Line *l, double a, double b, double tol)
{
  return l->lo <= a + tol && l->hi >= b - tol;
}

/* The card outlines on a page: rectangles closed on all four sides by
 * outline lines that no other outline line crosses (two cards side by
 * side share an edge: their union is crossed), and not inside another such
 * rectangle (a frame drawn inside a card whose grey happens to match). */
static GArray *
find_cards (const PdfImage *image, double min_mm)
{
  double px_per_mm = MEASURE_DPI / 25.4;
  int min_len = (int) (min_mm * px_per_mm * 0.9);
  g_autoptr(GArray) h = find_lines (image, FALSE, min_len);
  g_autoptr(GArray) v = find_lines (image, TRUE, min_len);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Rect));
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (Rect));
  double tol = 0.5 * px_per_mm;

  for (guint t = 0; t < h->len; t++)
    for (guint b = 0; b < h->len; b++)
      {
        const Line *top = &g_array_index (h, Line, t), *bottom = &g_array_index (h, Line, b);

        if (bottom->pos - top->pos < min_len)
          continue;
        for (guint l = 0; l < v->len; l++)
          for (guint r = 0; r < v->len; r++)
            {
              const Line *left = &g_array_index (v, Line, l), *right = &g_array_index (v, Line, r);
              gboolean split = FALSE;

              if (right->pos - left->pos < min_len)
                continue;
              if (!covers (top, left->pos, right->pos, tol) || !covers (bottom, left->pos, right->pos, tol)
                  || !covers (left, top->pos, bottom->pos, tol) || !covers (right, top->pos, bottom->pos, tol))
                continue;
              for (guint m = 0; m < h->len && !split; m++)
                {
                  const Line *mid = &g_array_index (h, Line, m);

                  split = mid->pos > top->pos + tol && mid->pos < bottom->pos - tol
                          && covers (mid, left->pos, right->pos, tol);
                }
              for (guint m = 0; m < v->len && !split; m++)
                {
                  const Line *mid = &g_array_index (v, Line, m);

                  split = mid->pos > left->pos + tol && mid->pos < right->pos - tol
                          && covers (mid, top->pos, bottom->pos, tol);
                }
              if (!split)
                {
                  Rect rect = { left->pos, top->pos, right->pos, bottom->pos };

                  g_array_append_val (found, rect);
                }
            }
      }
  for (guint i = 0; i < found->len; i++)
    {
      const Rect *a = &g_array_index (found, Rect, i);
      gboolean inside = FALSE;

      for (guint k = 0; k < found->len && !inside; k++)
        {
          const Rect *b = &g_array_index (found, Rect, k);

          inside = k != i && b->x0 <= a->x0 + 1 && b->y0 <= a->y0 + 1 && b->x1 >= a->x1 - 1
                   && b->y1 >= a->y1 - 1 && (b->x1 - b->x0) * (b->y1 - b->y0) > (a->x1 - a->x0) * (a->y1 - a->y0);
        }
      if (!inside)
        g_array_append_val (cards, *a);
    }
  return cards;
}

static double
px_to_mm (double px)
{
  return px * 25.4 / MEASURE_DPI;
}

/* Black, grey-neutral pixels: the cut marks (and text, inside cards). */
static gboolean
black_px (const guint8 *p)
{
  return p[0] < 90 && p[1] < 90 && p[2] < 90 && MAX (p[0], MAX (p[1], p[2])) - MIN (p[0], MIN (p[1], p[2])) < 20;
}

/* The cut marks: on the line of every card edge, a black mark beyond the
 * cards on both sides, that does not touch them (a gap of at least 0.3 mm
 * before it) and stays out of the 4 mm band at the paper's edge. */
static void
check_cut_marks (const PdfImage *image, GArray *cards, const char *what)
{
  double px_per_mm = MEASURE_DPI / 25.4;
  double left = G_MAXDOUBLE, top = G_MAXDOUBLE, right = 0, bottom = 0;
  g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ys = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < cards->len; i++)
    {
      const Rect *r = &g_array_index (cards, Rect, i);

      left = MIN (left, r->x0);
      top = MIN (top, r->y0);
      right = MAX (right, r->x1);
      bottom = MAX (bottom, r->y1);
      g_array_append_val (xs, r->x0);
      g_array_append_val (xs, r->x1);
      g_array_append_val (ys, r->y0);
      g_array_append_val (ys, r->y1);
    }

  for (int side = 0; side < 2; side++)
    {
      GArray *at = side == 0 ? xs : ys;

      for (guint i = 0; i < at->len; i++)
        {
          int line = (int) floor (g_array_index (at, double, i));
          int from[2], to[2];
          gboolean mark[2] = { FALSE, FALSE };
          gboolean touches[2] = { FALSE, FALSE };

          /* before the cards and after them along the cutting line */
          if (side == 0)
            {
              from[0] = (int) (top - 0.3 * px_per_mm);
              to[0] = (int) (top - 10 * px_per_mm);
              from[1] = (int) (bottom + 0.3 * px_per_mm);
              to[1] = (int) (bottom + 10 * px_per_mm);
            }
          else
            {
              from[0] = (int) (left - 0.3 * px_per_mm);
              to[0] = (int) (left - 10 * px_per_mm);
              from[1] = (int) (right + 0.3 * px_per_mm);
              to[1] = (int) (right + 10 * px_per_mm);
            }
          for (int end = 0; end < 2; end++)
            {
              int step = to[end] > from[end] ? 1 : -1;
              double card_edge = end == 0 ? (side == 0 ? top : left) : (side == 0 ? bottom : right);

              for (int k = from[end]; k != to[end]; k += step)
                for (int d = -2; d <= 2; d++)
                  {
                    int x = side == 0 ? line + d : k, y = side == 0 ? k : line + d;

                    if (x < 0 || y < 0 || x >= image->width || y >= image->height)
                      continue;
                    if (black_px (pdf_pixel (image, x, y)))
                      mark[end] = TRUE;
                  }
              /* nothing black between the card's edge and 0.3 mm beyond it */
              for (int k = (int) card_edge + step * 3; k != from[end]; k += step)
                {
                  int x = side == 0 ? line : k, y = side == 0 ? k : line;

                  if (x >= 0 && y >= 0 && x < image->width && y < image->height
                      && black_px (pdf_pixel (image, x, y)))
                    touches[end] = TRUE;
                }
            }
          expect (mark[0] && mark[1], "%s: no cut mark on the line at %.1f mm (%s)", what,
                  px_to_mm (g_array_index (at, double, i)), side == 0 ? "vertical" : "horizontal");
          expect (!touches[0] && !touches[1], "%s: a cut mark touches the cards at %.1f mm", what,
                  px_to_mm (g_array_index (at, double, i)));
        }
    }
}

typedef enum
{
  FLIP_NONE,
  FLIP_X,                       /* left and right swap */
  FLIP_Y,                       /* top and bottom swap */
} Flip;

/* How a back page lies behind its face page: turned over its long edge a
 * portrait sheet swaps left and right, over its short edge top and bottom;
 * the other way round in landscape. */
static Flip
expected_flip (MusterBacks backs, gboolean landscape)
{
  return (backs == MUSTER_BACKS_LONG_EDGE) != landscape ? FLIP_X : FLIP_Y;
}

/* The worst distance, in mm, from a face to the nearest back turned over
 * by @flip (G_MAXDOUBLE when there is no back). */
static double
back_offset (GArray *faces, GArray *backs, Flip flip, double page_w_px, double page_h_px)
{
  double worst = 0;

  for (guint i = 0; i < faces->len; i++)
    {
      const Rect *f = &g_array_index (faces, Rect, i);
      double best = G_MAXDOUBLE;

      for (guint k = 0; k < backs->len; k++)
        {
          Rect b = g_array_index (backs, Rect, k);
          double off;

          if (flip == FLIP_X)
            {
              double x0 = page_w_px - b.x1, x1 = page_w_px - b.x0;

              b.x0 = x0;
              b.x1 = x1;
            }
          else if (flip == FLIP_Y)
            {
              double y0 = page_h_px - b.y1, y1 = page_h_px - b.y0;

              b.y0 = y0;
              b.y1 = y1;
            }
          off = MAX (MAX (fabs (b.x0 - f->x0), fabs (b.x1 - f->x1)), MAX (fabs (b.y0 - f->y0), fabs (b.y1 - f->y1)));
          best = MIN (best, px_to_mm (off));
        }
      worst = MAX (worst, best);
    }
  return worst;
}

typedef struct
{
  const char *name;
  const char *sheet;
  const char *doc;              /* a document, or NULL: an army of n_types unit types */
  guint n_types;
  int sets;
  int decoys;
  MusterCardSize card;
  const char *paper;
  gboolean landscape;
  MusterBacks backs;
  gboolean asymmetric;          /* the first page's cards tell every flip apart */
  double width_mm;
  double height_mm;
} CardCase;

/* A full page of cards centred on the paper looks the same turned any way;
 * the others leave a partial row or column, so that a back turned the
 * wrong way, or not at all, lands somewhere else. */
static const CardCase card_cases[] = {
  { "order-cards/a4-full-long", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 0, 2,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, FALSE, 80, 20 },
  { "order-cards/a4-landscape-long", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 1, 2,
    MUSTER_CARD_POKER, "a4", TRUE, MUSTER_BACKS_LONG_EDGE, TRUE, 80, 20 },
  { "order-cards/a4-landscape-short", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 1, 2,
    MUSTER_CARD_POKER, "a4", TRUE, MUSTER_BACKS_SHORT_EDGE, TRUE, 80, 20 },
  { "order-cards/letter-short", "order-cards", "ancient-medieval/english-agincourt-1415", 0, 1, 2,
    MUSTER_CARD_POKER, "letter", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 80, 20 },
  { "ambush-markers/a4-long", "ambush-markers", "ancient-medieval/english-agincourt-1415", 0, 0, 1,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, TRUE, 80, 20 },
  { "ambush-markers/a4-short", "ambush-markers", "ancient-medieval/english-agincourt-1415", 0, 0, 1,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 80, 20 },
  { "unit-cards/poker-a4-long", "unit-cards", NULL, 5, 0, 2,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, TRUE, 63, 88 },
  { "unit-cards/poker-a4-short", "unit-cards", NULL, 5, 0, 2,
    MUSTER_CARD_POKER, "a4", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 63, 88 },
  { "unit-cards/poker-letter-landscape-long", "unit-cards", NULL, 5, 0, 2,
    MUSTER_CARD_POKER, "letter", TRUE, MUSTER_BACKS_LONG_EDGE, TRUE, 63, 88 },
  { "unit-cards/large-a4-long", "unit-cards", NULL, 3, 0, 2,
    MUSTER_CARD_LARGE, "a4", FALSE, MUSTER_BACKS_LONG_EDGE, TRUE, 70, 120 },
  { "unit-cards/large-a4-short", "unit-cards", NULL, 3, 0, 2,
    MUSTER_CARD_LARGE, "a4", FALSE, MUSTER_BACKS_SHORT_EDGE, TRUE, 70, 120 },
};

/* A Clouds of Smoke army of the first @n unit types of its first faction. */
static MusterArmy *
army_of_types (guint n)
{
  MusterSystem *system = muster_test_system (catalog, "clouds-of-smoke");
  const MusterFaction *faction = muster_system_lookup_faction (system, "france-military-revolution");
  MusterArmy *army;

  g_assert_nonnull (faction);
  g_assert_cmpuint (faction->units->len, >=, n);
  army = muster_army_new (system, faction, 400);
  for (guint i = 0; i < n; i++)
    muster_test_add_unit (army, ((const MusterUnitType *) g_ptr_array_index (faction->units, i))->id, 1);
  return army;
}

/* The measured sizes and back offsets, for the report. */
static double worst_size_mm;
static double worst_back_mm;

static void
test_card_geometry (gconstpointer data)
{
  const CardCase *cc = data;
  const MusterPaper *paper = muster_paper_lookup (cc->paper);
  g_autofree char *what = g_strdup_printf ("%s (%.0f x %.0f mm)", cc->name, cc->width_mm, cc->height_mm);
  g_autofree char *file = g_strdup_printf ("cards-%s.pdf", cc->sheet);
  g_autoptr(MusterArmy) generated = NULL;
  g_autoptr(MusterSheet) sheet = NULL;
  g_autoptr(PdfImage) face = NULL;
  g_autoptr(PdfImage) back = NULL;
  g_autoptr(GArray) faces = NULL;
  g_autoptr(GArray) backs = NULL;
  g_autofree char *path = NULL;
  MusterSheetOptions options;
  MusterPage page;
  Doc generated_doc = { (char *) "generated", NULL };
  Doc *doc;
  Flip flip = expected_flip (cc->backs, cc->landscape);
  double page_w_px, page_h_px, size_max = 0, offset;

  set_language ("en");
  if (cc->doc != NULL)
    doc = find_doc (cc->doc);
  else
    {
      generated = army_of_types (cc->n_types);
      generated_doc.document = G_OBJECT (generated);
      doc = &generated_doc;
    }
  muster_sheet_options_init (&options);
  options.backs = cc->backs;
  options.card = cc->card;
  options.sets = cc->sets;
  options.decoys = cc->decoys;
  muster_page_init (&page, paper, cc->landscape, 0);
  sheet = make_sheet (doc, cc->sheet, &options, &page);
  g_assert_cmpint (muster_sheet_get_n_pages (sheet), >=, 2);
  g_assert_cmpint (muster_sheet_get_n_pages (sheet) % 2, ==, 0);
  path = write_pdf (doc, cc->sheet, &options, &page, file);
  g_assert_cmpint (pdf_n_pages (path), ==, muster_sheet_get_n_pages (sheet));

  face = pdf_render (path, 1, MEASURE_DPI, FALSE);
  back = pdf_render (path, 2, MEASURE_DPI, FALSE);
  faces = find_cards (face, MIN (cc->width_mm, cc->height_mm));
  backs = find_cards (back, MIN (cc->width_mm, cc->height_mm));
  page_w_px = page.width / 72 * MEASURE_DPI;
  page_h_px = page.height / 72 * MEASURE_DPI;

  g_test_message ("%s: %u faces, %u backs", what, faces->len, backs->len);
  expect (faces->len >= 1, "%s: no card outline found on the face page", what);
  expect (backs->len == faces->len, "%s: %u faces but %u backs", what, faces->len, backs->len);

  /* every card, face and back, of the card's size */
  for (int side = 0; side < 2; side++)
    {
      GArray *found = side == 0 ? faces : backs;

      for (guint i = 0; i < found->len; i++)
        {
          const Rect *r = &g_array_index (found, Rect, i);
          double w = px_to_mm (r->x1 - r->x0), h = px_to_mm (r->y1 - r->y0);

          size_max = MAX (size_max, MAX (fabs (w - cc->width_mm), fabs (h - cc->height_mm)));
          expect (fabs (w - cc->width_mm) <= SIZE_TOL_MM && fabs (h - cc->height_mm) <= SIZE_TOL_MM,
                  "%s: a card %s measures %.2f x %.2f mm", what, side == 0 ? "face" : "back", w, h);
        }
    }

  /* every back behind its face, the paper turned as the option says ... */
  offset = back_offset (faces, backs, flip, page_w_px, page_h_px);
  expect (offset <= BACK_TOL_MM, "%s: a back lies %.2f mm from its face", what, offset);
  /* ... and not when it is turned another way: the check can fail */
  if (cc->asymmetric)
    for (Flip other = FLIP_NONE; other <= FLIP_Y; other++)
      if (other != flip)
        {
          double wrong = back_offset (faces, backs, other, page_w_px, page_h_px);

          expect (wrong > 2 * BACK_TOL_MM, "%s: the backs would lie behind the faces turned %s too (%.2f mm): "
                  "the page does not tell the flips apart", what,
                  other == FLIP_NONE ? "not at all" : other == FLIP_X ? "left to right" : "top to bottom", wrong);
        }

  check_cut_marks (face, faces, what);
  check_cut_marks (back, backs, what);
  g_test_message ("%s: sizes within %.3f mm, backs within %.3f mm", what, size_max, offset);
  worst_size_mm = MAX (worst_size_mm, size_max);
  worst_back_mm = MAX (worst_back_mm, offset);
  g_test_message ("so far: card sizes within %.3f mm, backs within %.3f mm", worst_size_mm, worst_back_mm);
  muster_sheet_options_clear (&options);
  g_unlink (path);
}

/* A card larger than the page's content area is refused with a sentence
 * that names the card and the room there is. */
static void
test_card_grid_too_small (void)
{
  g_autoptr(GError) error = NULL;
  MusterPaper tiny = { "tiny", MUSTER_MM (60), MUSTER_MM (80) };
  MusterPrintCtx ctx;
  MusterCardGrid grid;
  MusterPage page;

  muster_page_init (&page, &tiny, FALSE, 0);
  muster_print_ctx_init (&ctx, &page, MUSTER_MM (5));
  g_assert_false (muster_card_grid_init (&grid, &ctx, 70, 120, 0, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "70 × 120 mm"));
  g_assert_nonnull (strstr (error->message, "does not fit"));
  g_clear_error (&error);

  /* one way too wide is enough */
  g_assert_false (muster_card_grid_init (&grid, &ctx, 80, 20, 0, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "80 × 20 mm"));
  g_clear_error (&error);

  /* a card that fits makes a grid of one or more */
  g_assert_true (muster_card_grid_init (&grid, &ctx, 30, 20, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (muster_card_grid_per_page (&grid), >=, 1);
  muster_print_ctx_clear (&ctx);

  /* and a sheet of cards on such a page says so instead of printing */
  {
    MusterSheetOptions options;
    Doc *doc = find_doc ("ancient-medieval/english-agincourt-1415");

    muster_sheet_options_init (&options);
    g_assert_null (muster_sheet_new ("order-cards", doc->document, &options, &page, &error));
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "80 × 20 mm"));
    muster_sheet_options_clear (&options);
  }
}

/* Inside a printer's quarter-inch margins (what the print dialog and
 * muster-cli both lay out on), poker cards fill A4 three by three and A5
 * two by two, with room for their cut marks. */
static void
test_card_grid_per_page (void)
{
  static const struct { const char *paper; gboolean landscape; int columns; int rows; } cases[] = {
    { "a4", FALSE, 3, 3 },
    { "a5", FALSE, 2, 2 },
    { "a4", TRUE, 4, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      MusterPrintCtx ctx;
      MusterCardGrid grid;
      MusterPage page;

      muster_page_init (&page, muster_paper_lookup (cases[i].paper), cases[i].landscape, MUSTER_PAPER_MARGIN);
      muster_print_ctx_init (&ctx, &page, MUSTER_MM (4));
      g_assert_true (muster_card_grid_init (&grid, &ctx, 63, 88, 0, &error));
      g_assert_no_error (error);
      g_test_message ("%s%s: %d × %d", cases[i].paper, cases[i].landscape ? " landscape" : "", grid.columns, grid.rows);
      g_assert_cmpint (grid.columns, ==, cases[i].columns);
      g_assert_cmpint (grid.rows, ==, cases[i].rows);
      /* the marks stay inside the printable area */
      g_assert_cmpfloat (grid.mark_length, >=, MUSTER_MM (2) - 0.01);
      g_assert_cmpfloat (grid.x0 - grid.mark_gap - grid.mark_length, >=, ctx.area.x - 0.01);
      g_assert_cmpfloat (grid.y0 - grid.mark_gap - grid.mark_length, >=, ctx.area.y - 0.01);
      muster_print_ctx_clear (&ctx);
    }
}

int
main (int argc, char **argv)
{
  sheets_test_init (&argc, &argv);
  g_test_add_func ("/print/sheets/cards/per-page", test_card_grid_per_page);
  g_test_add_func ("/print/sheets/cards/too-small", test_card_grid_too_small);
  for (guint i = 0; i < G_N_ELEMENTS (card_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/print/sheets/cards/%s", card_cases[i].name);

      g_test_add_data_func (path, &card_cases[i], test_card_geometry);
    }
  return sheets_test_run ();
}
