/* test-print.c: the print renderers without a display. Paper sizes; the
 * terrain map's layout, hit testing and coordinates; its pixels on an image
 * surface; the terrain sheet's pages (through the sheet interface) and its
 * PDF export through a print job, written whole or not at all.
 */
#include "muster-core.h"
#include "muster-print-page.h"
#include "muster-map.h"
#include "muster-sheet.h"
#include "../muster-test.h"

#include <math.h>
#include <string.h>

static MusterCatalog *catalog;
static MusterSystem *ancient;
static MusterSystem *smoke;

static MusterTerrain *
sectors (guint64 seed, int pieces)
{
  return muster_test_terrain (ancient, MUSTER_TERRAIN_SECTORS, seed, pieces);
}

static MusterTerrain *
quarters (guint64 seed)
{
  return muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, seed, 0);
}

/* ---- paper ---- */

static void
test_paper (void)
{
  const MusterPaper *a4 = muster_paper_lookup ("a4");
  const MusterPaper *letter = muster_paper_lookup ("letter");

  g_assert_nonnull (a4);
  g_assert_cmpfloat_with_epsilon (a4->width, 210 * 72 / 25.4, 0.01);
  g_assert_cmpfloat_with_epsilon (a4->height, 297 * 72 / 25.4, 0.01);
  g_assert_true (muster_paper_lookup ("A4") == a4);
  g_assert_nonnull (letter);
  g_assert_cmpfloat (letter->width, ==, 612);
  g_assert_cmpfloat (letter->height, ==, 792);
  g_assert_null (muster_paper_lookup ("folio"));
  g_assert_null (muster_paper_lookup (""));
  g_assert_null (muster_paper_lookup (NULL));
  g_assert_true (muster_paper_default () == a4);
}

/* ---- map geometry ---- */

static const double boxes[][2] = {
  { 300, 200 }, { 200, 300 }, { 1000, 780 }, { 515, 420 }, { 120, 120 }, { 2000, 400 },
};

static void
check_layout (MusterTerrain *t)
{
  const MusterTerrainParams *params = muster_terrain_get_params (t);

  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      double w = boxes[i][0], h = boxes[i][1];
      double scale, ox, oy, tw, td;

      muster_map_layout (t, w, h, &scale, &ox, &oy);
      tw = params->width * scale;
      td = params->depth * scale;
      g_assert_cmpfloat (scale, >, 0);
      /* inside the box, with a margin for the edge labels */
      g_assert_cmpfloat (ox, >, 0);
      g_assert_cmpfloat (oy, >, 0);
      g_assert_cmpfloat (ox + tw, <, w);
      g_assert_cmpfloat (oy + td, <, h);
      /* centred */
      g_assert_cmpfloat_with_epsilon (ox, w - ox - tw, 1e-6);
      g_assert_cmpfloat_with_epsilon (oy, h - oy - td, 1e-6);
      /* one scale for both sides keeps the table's shape ... */
      g_assert_cmpfloat_with_epsilon (tw / td, params->width / params->depth, 1e-9);
      /* ... and the table fills the box one way or the other */
      g_assert_cmpfloat (MAX (tw / w, td / h), >, 0.6);
    }
}

static void
test_map_layout (void)
{
  g_autoptr(MusterTerrain) s = sectors (7, 6);
  g_autoptr(MusterTerrain) q = quarters (7);
  MusterMapStyle style;

  check_layout (s);
  check_layout (q);

  muster_map_style_init (&style);
  g_assert_true (style.show_grid && style.show_names && style.show_scatter && style.show_ruler);
  g_assert_cmpint (style.selected, ==, -1);
}

static void
table_point_to_box (MusterTerrain *t, double w, double h, double tx, double ty, double *bx, double *by)
{
  double scale, ox, oy;

  muster_map_layout (t, w, h, &scale, &ox, &oy);
  *bx = ox + tx * scale;
  *by = oy + (muster_terrain_get_params (t)->depth - ty) * scale;
}

static gboolean
piece_contains (const MusterTerrainPiece *p, double tx, double ty, double slack)
{
  double a = p->rotation * G_PI / 180, dx = tx - p->x, dy = ty - p->y;
  double lx = dx * cos (a) - dy * sin (a), ly = dx * sin (a) + dy * cos (a);

  return fabs (lx) <= p->width / 2 + slack && fabs (ly) <= p->depth / 2 + slack;
}

static void
check_hits (MusterTerrain *t, double w, double h)
{
  const MusterTerrainParams *params = muster_terrain_get_params (t);
  guint n = muster_terrain_get_n_pieces (t);
  int last = -1;
  double scale, ox, oy;
  guint hit = G_MAXUINT;

  muster_map_layout (t, w, h, &scale, &ox, &oy);
  for (guint i = 0; i < n; i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (t, i);
      double bx, by, tx, ty;

      if (p->piece == NULL)
        continue;
      if (!p->removed)
        last = i;
      table_point_to_box (t, w, h, p->x, p->y, &bx, &by);
      hit = G_MAXUINT;
      g_assert_true (muster_map_hit (t, w, h, bx, by, &hit));
      g_assert_cmpuint (hit, <, n);
      /* whatever lies on top there covers the point */
      muster_map_to_table (t, w, h, bx, by, &tx, &ty);
      g_assert_nonnull (muster_terrain_get_piece (t, hit)->piece);
      g_assert_true (piece_contains (muster_terrain_get_piece (t, hit), tx, ty, 1.0));
    }
  /* the last piece drawn is on top of everything at its centre */
  if (last >= 0)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (t, last);
      double bx, by;

      table_point_to_box (t, w, h, p->x, p->y, &bx, &by);
      g_assert_true (muster_map_hit (t, w, h, bx, by, &hit));
      g_assert_cmpuint (hit, ==, (guint) last);
    }

  /* nothing outside the table: its margins, its corners' outsides, far away */
  g_assert_false (muster_map_hit (t, w, h, ox / 2, oy / 2, &hit));
  g_assert_false (muster_map_hit (t, w, h, ox - 1, oy + params->depth * scale / 2, &hit));
  g_assert_false (muster_map_hit (t, w, h, ox + params->width * scale / 2,
                                  oy + params->depth * scale + 1, &hit));
  g_assert_false (muster_map_hit (t, w, h, -50, -50, NULL));
  g_assert_false (muster_map_hit (t, w, h, w * 3, h * 3, NULL));
}

static void
test_map_hit (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(MusterTerrain) s = sectors (seed, 6);
      g_autoptr(MusterTerrain) q = quarters (seed);

      check_hits (s, 600, 600);
      check_hits (s, 300, 200);
      check_hits (q, 800, 600);
      check_hits (q, 300, 200);
    }
}

static void
test_map_hit_empty (void)
{
  g_autoptr(MusterTerrain) t = sectors (7, 0);
  double scale, ox, oy;
  guint hit = 42;

  muster_map_layout (t, 400, 400, &scale, &ox, &oy);
  g_assert_false (muster_map_hit (t, 400, 400, 200, 200, &hit));
  g_assert_cmpuint (hit, ==, 42);
}

static void
test_map_to_table (void)
{
  g_autoptr(MusterTerrain) q = quarters (3);
  const MusterTerrainParams *params = muster_terrain_get_params (q);
  double scale, ox, oy, tx, ty;

  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      double w = boxes[i][0], h = boxes[i][1];

      muster_map_layout (q, w, h, &scale, &ox, &oy);
      /* player one's edge is at the bottom: the lower left corner is (0, 0) */
      muster_map_to_table (q, w, h, ox, oy + params->depth * scale, &tx, &ty);
      g_assert_cmpfloat_with_epsilon (tx, 0, 1e-9);
      g_assert_cmpfloat_with_epsilon (ty, 0, 1e-9);
      muster_map_to_table (q, w, h, ox + params->width * scale, oy, &tx, &ty);
      g_assert_cmpfloat_with_epsilon (tx, params->width, 1e-9);
      g_assert_cmpfloat_with_epsilon (ty, params->depth, 1e-9);
      /* and back and forth anywhere */
      for (double x = -10; x <= params->width + 10; x += 13.7)
        for (double y = -10; y <= params->depth + 10; y += 11.3)
          {
            double bx, by;

            table_point_to_box (q, w, h, x, y, &bx, &by);
            muster_map_to_table (q, w, h, bx, by, &tx, &ty);
            g_assert_cmpfloat_with_epsilon (tx, x, 1e-9);
            g_assert_cmpfloat_with_epsilon (ty, y, 1e-9);
          }
    }
}

/* ---- map pixels ---- */

#define SIZE 480

static cairo_surface_t *
render (MusterTerrain *t, gboolean names)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);
  MusterMapStyle style;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  muster_map_style_init (&style);
  style.show_names = names;
  muster_map_draw (cr, t, &style, SIZE, SIZE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How far the pixels inside a piece's rectangle are from the same pixels
 * of another image: the sum of channel differences, and the share of
 * pixels that differ clearly. */
static double
difference (cairo_surface_t *a, cairo_surface_t *b, MusterTerrain *t, const MusterTerrainPiece *p,
            double *changed)
{
  const guint8 *da = cairo_image_surface_get_data (a), *db = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a);
  double x0, y0, x1, y1, sum = 0;
  guint count = 0, differ = 0;

  table_point_to_box (t, SIZE, SIZE, p->x - p->width / 2, p->y + p->depth / 2, &x0, &y0);
  table_point_to_box (t, SIZE, SIZE, p->x + p->width / 2, p->y - p->depth / 2, &x1, &y1);
  for (int y = MAX ((int) ceil (y0), 0); y < MIN ((int) floor (y1), SIZE); y++)
    for (int x = MAX ((int) ceil (x0), 0); x < MIN ((int) floor (x1), SIZE); x++)
      {
        const guint8 *pa = da + y * stride + x * 4, *pb = db + y * stride + x * 4;
        int d = abs (pa[0] - pb[0]) + abs (pa[1] - pb[1]) + abs (pa[2] - pb[2]);

        sum += d;
        differ += d > 30;
        count++;
      }
  g_assert_cmpuint (count, >, 100);
  *changed = (double) differ / count;
  return sum;
}

/* A vineyard and a ploughed field of the same size at the same place look
 * clearly different: the pixels of the two symbols differ over much of
 * the piece, and in colour. */
static void
test_map_vineyard_field (void)
{
  g_autoptr(MusterTerrain) t = quarters (7);
  MusterTerrainPiece *p = (MusterTerrainPiece *) muster_terrain_get_piece (t, 0);
  const MusterPiece *vineyard = p->piece;
  const MusterPiece *field = NULL;
  cairo_surface_t *as_vineyard, *as_field;
  double sum, changed;

  /* seed 7: piece 1 is a vineyard, piece 6 a ploughed field */
  g_assert_cmpstr (vineyard->id, ==, "vineyard");
  field = muster_terrain_get_piece (t, 5)->piece;
  g_assert_cmpstr (field->id, ==, "ploughed-field");
  g_assert_cmpstr (vineyard->symbol, !=, field->symbol);

  as_vineyard = render (t, FALSE);
  p->piece = field;
  as_field = render (t, FALSE);
  p->piece = vineyard;
  sum = difference (as_vineyard, as_field, t, p, &changed);
  g_test_message ("vineyard against field: %.0f (%.0f%% of pixels differ)", sum, changed * 100);
  g_assert_cmpfloat (changed, >, 0.25);

  cairo_surface_destroy (as_vineyard);
  cairo_surface_destroy (as_field);
}

/* The numbers of pieces never sit on each other: not on fresh rolls of
 * either method, and not when every piece is moved onto the same spot; at
 * the sheet's size and a small window's. */
static void
test_map_numbers_apart (void)
{
  static const double sizes[][2] = { { 500, 400 }, { 240, 180 } };

  for (guint64 seed = 0; seed < 60; seed++)
    for (int method = 0; method < 2; method++)
      for (int pile = 0; pile < 2; pile++)
        for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
          {
            g_autoptr(MusterTerrain) t = method == 0 ? sectors (seed, 6) : quarters (seed);
            g_autofree double *at = NULL;
            guint n = muster_terrain_get_n_pieces (t);
            double r;

            if (pile)
              for (guint i = 0; i < n; i++)
                muster_terrain_move_piece (t, i, 40, 40);
            at = muster_map_number_places (t, sizes[z][0], sizes[z][1], &r);
            for (guint a = 0; a < n; a++)
              for (guint b = a + 1; b < n; b++)
                {
                  if (muster_terrain_get_piece (t, a)->piece == NULL || muster_terrain_get_piece (t, b)->piece == NULL)
                    continue;
                  if (hypot (at[2 * a] - at[2 * b], at[2 * a + 1] - at[2 * b + 1]) < 2 * r)
                    g_error ("seed %" G_GUINT64_FORMAT ", method %d, pile %d, %gx%g: numbers %u and %u collide",
                             seed, method, pile, sizes[z][0], sizes[z][1], a + 1, b + 1);
                }
          }
}

static void
test_map_pixels (void)
{
  g_autoptr(MusterTerrain) t = sectors (7, 6);
  g_autoptr(MusterTerrain) empty = sectors (7, 0);
  cairo_surface_t *blank, *kept, *ghost;
  guint checked = 0;

  g_assert_cmpuint (muster_terrain_get_n_pieces (empty), ==, 0);
  blank = render (empty, FALSE);
  kept = render (t, FALSE);

  for (guint i = 0; i < muster_terrain_get_n_pieces (t); i++)
    {
      MusterTerrainPiece *p = (MusterTerrainPiece *) muster_terrain_get_piece (t, i);
      gboolean alone = TRUE;
      double kept_sum, ghost_sum, kept_changed, ghost_changed;

      for (guint k = 0; k < muster_terrain_get_n_pieces (t); k++)
        if (k != i && muster_terrain_get_piece (t, k)->sector == p->sector)
          alone = FALSE;
      if (!alone || p->crosses)
        continue;

      /* a piece paints its rectangle */
      kept_sum = difference (kept, blank, t, p, &kept_changed);
      g_assert_cmpfloat (kept_changed, >, 0.3);

      /* removed, it is still there, but ghosted: much closer to the table */
      p->removed = TRUE;
      ghost = render (t, FALSE);
      p->removed = FALSE;
      ghost_sum = difference (ghost, blank, t, p, &ghost_changed);
      g_test_message ("piece %u: kept %.0f (%.0f%% of pixels), removed %.0f (%.0f%%)", i + 1,
                      kept_sum, kept_changed * 100, ghost_sum, ghost_changed * 100);
      g_assert_cmpfloat (ghost_sum, >, 0);
      g_assert_cmpfloat (ghost_sum, <, kept_sum * 0.6);
      cairo_surface_destroy (ghost);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 2);

  cairo_surface_destroy (blank);
  cairo_surface_destroy (kept);
}

/* Names, numbers, arrows and highlights draw on every size and every
 * setup without a cairo error. */
static void
test_map_draw_all (void)
{
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(MusterTerrain) s = sectors (seed, 6);
      g_autoptr(MusterTerrain) q = quarters (seed);
      MusterTerrain *both[] = { s, q };

      for (guint k = 0; k < G_N_ELEMENTS (both); k++)
        {
          cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 200);
          cairo_t *cr = cairo_create (surface);
          MusterMapStyle style;

          muster_map_style_init (&style);
          style.selected = seed % 4;
          muster_map_draw (cr, both[k], &style, 300, 200);
          muster_map_draw (cr, both[k], NULL, 40, 30);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_destroy (cr);
          cairo_surface_destroy (surface);
        }
    }
}

/* ---- the sheet ---- */

/* The terrain sheet of @t on the whole of @paper (no printer margins). */
static MusterSheet *
terrain_sheet (MusterTerrain *t, const MusterPaper *paper)
{
  g_autoptr(GError) error = NULL;
  MusterSheet *sheet;
  MusterPage page;

  muster_page_init (&page, paper, FALSE, 0);
  sheet = muster_sheet_new ("terrain", G_OBJECT (t), NULL, &page, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sheet);
  g_assert_cmpstr (muster_sheet_get_id (sheet), ==, "terrain");
  return sheet;
}

static int
sheet_n_pages (MusterTerrain *t, const MusterPaper *paper)
{
  g_autoptr(MusterSheet) sheet = terrain_sheet (t, paper);

  return muster_sheet_get_n_pages (sheet);
}

/* The terrain sheet as a PDF at @path, through a print job. */
static gboolean
sheet_to_pdf (MusterTerrain *t, const MusterPaper *paper, const char *path, GError **error)
{
  static const char * const ids[] = { "terrain", NULL };
  g_autoptr(MusterPrintJob) job = NULL;
  MusterPage page;

  muster_page_init (&page, paper, FALSE, 0);
  job = muster_print_job_new (G_OBJECT (t), ids, NULL, &page, error);
  g_assert_nonnull (job);
  g_assert_cmpint (muster_print_job_get_n_pages (job), ==, sheet_n_pages (t, paper));
  return muster_print_job_to_pdf (job, path, "Terrain", NULL, NULL, NULL, error);
}

/* Whether drawing page @index leaves any ink on a recording surface. */
static gboolean
page_inked (MusterSheet *sheet, int index)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double x, y, w, h;

  muster_sheet_draw_page (sheet, cr, index);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
  cairo_surface_destroy (surface);
  return w > 0 && h > 0;
}

static void
draw_pages (MusterTerrain *t, const MusterPaper *paper, int pages)
{
  g_autoptr(MusterSheet) sheet = terrain_sheet (t, paper);
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);

  g_assert_cmpint (muster_sheet_get_n_pages (sheet), ==, pages);
  for (int page = -1; page <= pages; page++)   /* out of range draws nothing */
    muster_sheet_draw_page (sheet, cr, page);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  g_assert_false (page_inked (sheet, -1));
  g_assert_false (page_inked (sheet, pages));
  for (int page = 0; page < pages; page++)
    g_assert_true (page_inked (sheet, page));
}

static void
add_rolls (MusterTerrain *t, guint n)
{
  GArray *log = muster_terrain_get_log (t);

  for (guint i = 0; i < n; i++)
    {
      MusterRoll roll = { 0 };

      roll.purpose = MUSTER_ROLL_SCATTER;
      roll.player = i % 2;
      roll.piece = i % 12;
      roll.quarter = 1 + i % 4;
      roll.sub = -1;
      g_strlcpy (roll.dice, "d3", sizeof roll.dice);
      roll.faces[0] = 1 + i % 6;
      roll.n_faces = 1;
      roll.result = (roll.faces[0] + 1) / 2;
      g_array_append_val (log, roll);
    }
}

static void
test_sheet_pages (void)
{
  g_autoptr(MusterTerrain) q = quarters (7);
  g_autoptr(MusterTerrain) s = sectors (7, 6);
  const MusterPaper *a4 = muster_paper_lookup ("a4");
  const MusterPaper *letter = muster_paper_lookup ("letter");
  int before, after;

  g_assert_cmpint (sheet_n_pages (q, a4), >=, 1);
  g_assert_cmpint (sheet_n_pages (s, a4), >=, 1);
  g_assert_cmpint (sheet_n_pages (q, letter), >=, 1);
  /* the same document breaks the same way every time */
  g_assert_cmpint (sheet_n_pages (q, a4), ==, sheet_n_pages (q, a4));
  draw_pages (q, a4, sheet_n_pages (q, a4));
  draw_pages (s, letter, sheet_n_pages (s, letter));

  /* a long log needs more pages: two columns of about 75 lines each */
  before = sheet_n_pages (q, a4);
  add_rolls (q, 2000);
  after = sheet_n_pages (q, a4);
  g_assert_cmpint (after, >, before);
  g_assert_cmpint (after, >=, 1 + 2000 / 200);
  g_assert_cmpint (after, <=, 1 + 2000 / 60);
  draw_pages (q, a4, after);
}

static void
test_sheet_no_pieces (void)
{
  g_autoptr(MusterTerrain) t = sectors (3, 0);
  const MusterPaper *a4 = muster_paper_lookup ("a4");

  /* no pieces and no dice: the title and the empty table */
  g_assert_cmpint (muster_terrain_get_log (t)->len, ==, 0);
  g_assert_cmpint (sheet_n_pages (t, a4), ==, 1);
  draw_pages (t, a4, 1);
}

/* The page objects of a PDF ("/Type /Page", not "/Type /Pages"). */
static int
count_pdf_pages (const char *data, gsize length)
{
  const char *needle = "/Type /Page";
  gsize n = strlen (needle);
  int pages = 0;

  for (gsize i = 0; i + n < length; i++)
    if (memcmp (data + i, needle, n) == 0 && data[i + n] != 's')
      pages++;
  return pages;
}

static guint
count_files (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  g_dir_close (d);
  return n;
}

static void
test_sheet_pdf (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autoptr(MusterTerrain) q = quarters (7);
  const MusterPaper *a4 = muster_paper_lookup ("a4");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  int pages;

  pages = sheet_n_pages (q, a4);
  g_assert_true (sheet_to_pdf (q, a4, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (data, "%PDF"));
  g_assert_cmpint (count_pdf_pages (data, length), ==, pages);
  /* nothing left beside it */
  g_assert_cmpuint (count_files (dir), ==, 1);
  g_clear_pointer (&data, g_free);

  /* written again over the old file, with a longer log */
  add_rolls (q, 400);
  pages = sheet_n_pages (q, a4);
  g_assert_cmpint (pages, >=, 3);
  g_assert_true (sheet_to_pdf (q, a4, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF"));
  g_assert_cmpint (count_pdf_pages (data, length), ==, pages);
  g_assert_cmpuint (count_files (dir), ==, 1);

  muster_test_rmtree (dir);
}

static void
test_sheet_pdf_error (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "sheet.pdf", NULL);
  g_autofree char *folder = g_build_filename (dir, "a-folder", NULL);
  g_autoptr(MusterTerrain) q = quarters (7);
  const MusterPaper *a4 = muster_paper_lookup ("a4");
  g_autoptr(GError) error = NULL;

  /* a folder that does not exist */
  g_assert_false (sheet_to_pdf (q, a4, missing, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* a name taken by a folder: the PDF is written, then cannot replace it;
   * the folder stays and the half-way file goes */
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_false (sheet_to_pdf (q, a4, folder, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_files (dir), ==, 1);
  g_clear_error (&error);

  muster_test_rmtree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  muster_set_language ("en");
  catalog = muster_catalog_new ();
  muster_catalog_add_default_folders (catalog);
  muster_catalog_load (catalog);
  ancient = muster_catalog_lookup (catalog, "ancient-medieval");
  smoke = muster_catalog_lookup (catalog, "clouds-of-smoke");
  g_assert_nonnull (ancient);
  g_assert_nonnull (smoke);

  g_test_add_func ("/print/paper", test_paper);
  g_test_add_func ("/print/map/layout", test_map_layout);
  g_test_add_func ("/print/map/hit", test_map_hit);
  g_test_add_func ("/print/map/hit-empty", test_map_hit_empty);
  g_test_add_func ("/print/map/to-table", test_map_to_table);
  g_test_add_func ("/print/map/pixels", test_map_pixels);
  g_test_add_func ("/print/map/numbers-apart", test_map_numbers_apart);
  g_test_add_func ("/print/map/vineyard-field", test_map_vineyard_field);
  g_test_add_func ("/print/map/draw-all", test_map_draw_all);
  g_test_add_func ("/print/sheet/pages", test_sheet_pages);
  g_test_add_func ("/print/sheet/no-pieces", test_sheet_no_pieces);
  g_test_add_func ("/print/sheet/pdf", test_sheet_pdf);
  g_test_add_func ("/print/sheet/pdf-error", test_sheet_pdf_error);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
