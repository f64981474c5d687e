/* test-terrain.c: the terrain generator. The sector roll's re-roll rules;
 * golden setups for fixed seeds; the distributions of 100,000 quarter
 * setups within statistical tolerance; no piece of a quarter roll on
 * another; moves that keep pieces on the table; and the XML round trip.
 * The dice and the bidding are tested in test-bidding.c.
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <math.h>

static MusterCatalog *catalog;
static MusterSystem *ancient;
static MusterSystem *smoke;

/* ---- sector rolls ---- */

static MusterTerrain *
sectors (MusterSystem *system, guint64 seed, int pieces)
{
  return muster_test_terrain (system, MUSTER_TERRAIN_SECTORS, seed, pieces);
}

static MusterTerrain *
quarters (guint64 seed)
{
  return muster_test_terrain (smoke, MUSTER_TERRAIN_QUARTERS, seed, 0);
}

static gboolean
has_variant (const MusterTerrainPiece *p, const char *id)
{
  for (int i = 0; i < p->n_variants; i++)
    if (g_str_equal (p->variants[i]->id, id))
      return TRUE;
  return FALSE;
}

static void
test_sectors_golden (void)
{
  g_autoptr(MusterTerrain) t = sectors (ancient, 7, 5);
  static const struct { int sector; const char *type; } golden[] = {
    { 2, "broken" }, { 3, "hill" }, { 4, "hill" }, { 6, "forest" }, { 1, "lake" },
  };

  g_assert_cmpuint (muster_terrain_get_n_pieces (t), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (golden); i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (t, i);
      g_assert_cmpint (p->sector, ==, golden[i].sector);
      g_assert_cmpstr (p->piece->id, ==, golden[i].type);
    }
  /* the hill rolls each of four slopes */
  g_assert_cmpint (muster_terrain_get_piece (t, 1)->n_variants, ==, 4);
  g_assert_true (muster_terrain_get_piece (t, 3)->edge);   /* forest */
  g_assert_true (muster_terrain_get_piece (t, 4)->edge);   /* lake */
  g_assert_false (muster_terrain_get_piece (t, 1)->edge);  /* hill */
  g_assert_cmpuint (muster_terrain_get_log (t)->len, ==, 20);
}

static void
test_sectors_rules (void)
{
  guint rerolls = 0, impossible = 0;

  for (guint64 seed = 0; seed < 3000; seed++)
    {
      g_autoptr(MusterTerrain) t = sectors (ancient, seed, 6);
      GArray *log = muster_terrain_get_log (t);

      g_assert_cmpuint (muster_terrain_get_n_pieces (t), ==, 6);
      for (guint i = 0; i < 6; i++)
        {
          const MusterTerrainPiece *a = muster_terrain_get_piece (t, i);

          g_assert_cmpint (a->sector, >=, 1);
          g_assert_cmpint (a->sector, <=, 6);
          g_assert_true (a->x >= 0 && a->x <= 120 && a->y >= 0 && a->y <= 120);
          if (g_str_equal (a->piece->id, "forest") || g_str_equal (a->piece->id, "lake") || has_variant (a, "swamp"))
            g_assert_true (a->edge);
          for (guint j = 0; j < 6; j++)
            {
              const MusterTerrainPiece *b = muster_terrain_get_piece (t, j);

              if (i == j || a->sector != b->sector)
                continue;
              /* the defaults of decisions.md */
              g_assert_cmpstr (a->piece->id, !=, "lake");
              g_assert_false (g_str_equal (a->piece->id, "river") && g_str_equal (b->piece->id, "river"));
              g_assert_false (has_variant (a, "swamp") && g_str_equal (b->piece->id, "hill"));
            }
        }
      for (guint i = 0; i < log->len; i++)
        {
          const MusterRoll *r = &g_array_index (log, MusterRoll, i);
          if (r->rerolled != MUSTER_REROLL_NONE)
            rerolls++;
          if (r->rerolled == MUSTER_REROLL_IMPOSSIBLE)
            impossible++;
        }
    }
  g_assert_cmpuint (rerolls, >, 0);
  g_assert_cmpuint (impossible, >, 0);
}

/* A system whose only terrain is a lake that shares with nothing: the
 * second lake in a sector leaves no type that fits, so the sector is
 * rolled again. */
static void
test_sectors_no_type_fits (void)
{
  g_autofree char *dir = muster_test_tmpdir ();
  g_autofree char *folder = g_build_filename (dir, "lakes", NULL);
  g_autoptr(MusterSystem) lakes = NULL;
  g_autoptr(GError) error = NULL;
  guint no_fit = 0;

  g_mkdir (folder, 0700);
  g_free (muster_test_write (folder, "system.xml",
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"lakes\">"
    "<name xml:lang=\"en\">L</name><name xml:lang=\"ru\">Л</name><army spent=\"spent\"/>"
    "<fields><field id=\"m\"><name xml:lang=\"en\">M</name><name xml:lang=\"ru\">М</name></field></fields>"
    "<categories><category id=\"c\"><name xml:lang=\"en\">C</name><name xml:lang=\"ru\">К</name></category></categories>"
    "<derived><value id=\"spent\" expr=\"sum(cost)\"><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name></value></derived>"
    "<terrain><piece id=\"lake\" edge=\"true\"><name xml:lang=\"en\">Lake</name><name xml:lang=\"ru\">Озеро</name></piece>"
    "<sector-method><name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name>"
    "<type-roll><result from=\"1\" to=\"6\" piece=\"lake\"/></type-roll>"
    "<incompatible a=\"lake\" b=\"*\"/></sector-method></terrain>"
    "<faction id=\"f\"><name xml:lang=\"en\">F</name><name xml:lang=\"ru\">Ф</name>"
    "<unit id=\"u\" category=\"c\" cost=\"1\"><name xml:lang=\"en\">U</name><name xml:lang=\"ru\">О</name></unit>"
    "</faction></system>", -1));
  lakes = muster_system_load (folder, &error);
  g_assert_no_error (error);

  for (guint64 seed = 0; seed < 50; seed++)
    {
      g_autoptr(MusterTerrain) t = sectors (lakes, seed, 6);
      GArray *log = muster_terrain_get_log (t);
      gboolean used[7] = { FALSE };

      /* six lakes, one to a sector */
      g_assert_cmpuint (muster_terrain_get_n_pieces (t), ==, 6);
      for (guint i = 0; i < 6; i++)
        {
          int s = muster_terrain_get_piece (t, i)->sector;
          g_assert_false (used[s]);
          used[s] = TRUE;
        }
      for (guint i = 0; i < log->len; i++)
        {
          const MusterRoll *r = &g_array_index (log, MusterRoll, i);
          if (r->rerolled == MUSTER_REROLL_NO_TYPE_FITS)
            {
              g_assert_cmpint (r->purpose, ==, MUSTER_ROLL_SECTOR);
              no_fit++;
            }
          g_assert_cmpint (r->rerolled, !=, MUSTER_REROLL_IMPOSSIBLE);
        }
    }
  g_assert_cmpuint (no_fit, >, 0);
  muster_test_rmtree (dir);
}

static void
test_sectors_bad_params (void)
{
  MusterTerrainParams params;
  g_autoptr(GError) error = NULL;

  muster_terrain_params_init (&params, ancient, MUSTER_TERRAIN_SECTORS);
  params.pieces = 7;
  g_assert_null (muster_terrain_generate (ancient, &params, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_clear_error (&error);

  muster_terrain_params_init (&params, smoke, MUSTER_TERRAIN_SECTORS);
  g_assert_null (muster_terrain_generate (smoke, &params, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "sector method"));
}

/* A table or unit width that is not a finite number is refused by the
 * generator itself, whoever calls it. */
static void
test_non_finite_params (void)
{
  const double bad[] = { NAN, -NAN, INFINITY, -INFINITY, 0, -1, 10001 };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    for (guint what = 0; what < 3; what++)
      {
        MusterTerrainParams params;
        g_autoptr(GError) error = NULL;
        g_autoptr(MusterTerrain) t = NULL;

        muster_terrain_params_init (&params, smoke, MUSTER_TERRAIN_QUARTERS);
        if (what == 0)
          params.width = bad[i];
        else if (what == 1)
          params.depth = bad[i];
        else if (bad[i] <= 10000)     /* a unit width may be large */
          params.uw = bad[i];
        else
          continue;
        t = muster_terrain_generate (smoke, &params, &error);
        if (t != NULL)
          g_error ("%s %g was accepted", what == 0 ? "width" : what == 1 ? "depth" : "uw", bad[i]);
        g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID);
      }
}

/* ---- quarter rolls ---- */

static void
test_quarters_golden (void)
{
  g_autoptr(MusterTerrain) t = quarters (7);
  static const struct { int quarter, player, roll; const char *type; gboolean removed; } golden[] = {
    { 1, 0, 5, "vineyard", FALSE }, { 4, 0, 5, "bocage", FALSE }, { 2, 1, 5, "vineyard", TRUE },
    { 3, 1, 4, "bocage", FALSE }, { 3, 1, 3, "ravine", FALSE }, { 3, 1, 8, "ploughed-field", FALSE },
  };

  g_assert_cmpuint (muster_terrain_get_n_pieces (t), ==, G_N_ELEMENTS (golden));
  for (guint i = 0; i < G_N_ELEMENTS (golden); i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (t, i);
      g_assert_cmpint (p->quarter, ==, golden[i].quarter);
      g_assert_cmpint (p->player, ==, golden[i].player);
      g_assert_cmpint (p->table_roll, ==, golden[i].roll);
      g_assert_cmpstr (p->piece->id, ==, golden[i].type);
      g_assert_cmpint (p->removed, ==, golden[i].removed);
    }
}

static double
chi_square (const guint *observed, const double *p, guint n, guint total)
{
  double chi = 0;

  for (guint i = 0; i < n; i++)
    {
      double e = p[i] * total;
      chi += (observed[i] - e) * (observed[i] - e) / e;
    }
  return chi;
}

static void
test_quarters_distributions (void)
{
  /* 2d6 sums 2..12 */
  static const double p2d6[11] = { 1/36., 2/36., 3/36., 4/36., 5/36., 6/36., 5/36., 4/36., 3/36., 2/36., 1/36. };
  static const double pd3[3] = { 1/3., 1/3., 1/3. };
  /* scatter: 1 UW, 2 UW, 3 UW, removed */
  static const double pscatter[4] = { 2/6., 2/6., 1/6., 1/6. };
  /* chi-square critical values at p = 0.001 for 10, 2 and 3 degrees of freedom */
  const double crit10 = 29.59, crit2 = 13.82, crit3 = 16.27;
  guint sums[11] = { 0 }, d3[3] = { 0 }, scatter[4] = { 0 };
  guint n_sums = 0, n_d3 = 0, n_scatter = 0, nothing = 0, pieces_with_nothing = 0;
  const guint setups = 100000;

  for (guint64 seed = 0; seed < setups; seed++)
    {
      g_autoptr(MusterTerrain) t = quarters (seed);
      GArray *log = muster_terrain_get_log (t);

      for (guint i = 0; i < log->len; i++)
        {
          const MusterRoll *r = &g_array_index (log, MusterRoll, i);

          switch (r->purpose)
            {
            case MUSTER_ROLL_TABLE:
              sums[r->result - 2]++;
              n_sums++;
              break;
            case MUSTER_ROLL_PIECES:
              d3[r->result - 1]++;
              n_d3++;
              break;
            case MUSTER_ROLL_SCATTER:
              scatter[r->faces[0] == 6 ? 3 : r->result - 1]++;
              n_scatter++;
              break;
            default:
              break;
            }
        }
      for (guint i = 0; i < muster_terrain_get_n_pieces (t); i++)
        {
          const MusterTerrainPiece *p = muster_terrain_get_piece (t, i);

          if (p->piece == NULL)
            {
              /* a 7 gives nothing, and it is still one of the d3 pieces */
              g_assert_cmpint (p->table_roll, ==, 7);
              g_assert_cmpint (p->scatter_raw, ==, 0);
              nothing++;
            }
          else
            {
              g_assert_cmpint (p->table_roll, !=, 7);
              g_assert_cmpint (p->removed, ==, p->scatter_raw == 6);
            }
          pieces_with_nothing++;
        }
    }

  g_test_message ("2d6 chi2 %.2f, d3 chi2 %.2f, scatter chi2 %.2f over %u setups",
                  chi_square (sums, p2d6, 11, n_sums), chi_square (d3, pd3, 3, n_d3),
                  chi_square (scatter, pscatter, 4, n_scatter), setups);
  g_assert_cmpfloat (chi_square (sums, p2d6, 11, n_sums), <, crit10);
  g_assert_cmpfloat (chi_square (d3, pd3, 3, n_d3), <, crit2);
  g_assert_cmpfloat (chi_square (scatter, pscatter, 4, n_scatter), <, crit3);
  g_assert_cmpuint (n_d3, ==, 4 * setups);
  g_assert_cmpuint (n_sums, ==, pieces_with_nothing);
  g_assert_cmpuint (n_scatter, ==, pieces_with_nothing - nothing);
  /* removal at 1/6 within four standard deviations */
  g_assert_cmpfloat (fabs (scatter[3] - n_scatter / 6.0), <, 4 * sqrt (n_scatter * (1 / 6.0) * (5 / 6.0)));
}

static void
test_quarters_geometry (void)
{
  for (guint64 seed = 0; seed < 500; seed++)
    {
      g_autoptr(MusterTerrain) t = quarters (seed);
      const MusterTerrainParams *params = muster_terrain_get_params (t);

      for (guint i = 0; i < muster_terrain_get_n_pieces (t); i++)
        {
          const MusterTerrainPiece *p = muster_terrain_get_piece (t, i);
          double qx, qy, qw, qh;

          /* players roll their two diagonal quarters: player 1 quarters 1 and 4 */
          g_assert_true (p->player == 0 ? (p->quarter == 1 || p->quarter == 4)
                                        : (p->quarter == 2 || p->quarter == 3));
          if (p->piece == NULL)
            continue;
          muster_terrain_quarter_rect (t, p->quarter, &qx, &qy, &qw, &qh);
          g_assert_true (p->from_x >= qx && p->from_x <= qx + qw && p->from_y >= qy && p->from_y <= qy + qh);
          /* wholly on the table */
          g_assert_cmpfloat (p->x - p->width / 2, >=, -1e-9);
          g_assert_cmpfloat (p->x + p->width / 2, <=, params->width + 1e-9);
          g_assert_cmpfloat (p->y - p->depth / 2, >=, -1e-9);
          g_assert_cmpfloat (p->y + p->depth / 2, <=, params->depth + 1e-9);
          if (!p->removed)
            {
              double moved = hypot (p->x - p->from_x, p->y - p->from_y);
              gboolean clamped = fabs (p->x - p->width / 2) < 1e-9 || fabs (p->y - p->depth / 2) < 1e-9 ||
                                 fabs (p->x + p->width / 2 - params->width) < 1e-9 ||
                                 fabs (p->y + p->depth / 2 - params->depth) < 1e-9 || p->nudged;

              g_assert_cmpint (p->scatter_uw, >=, 1);
              g_assert_cmpint (p->scatter_uw, <=, 3);
              g_assert_cmpint (p->scatter_angle, >=, 0);
              g_assert_cmpint (p->scatter_angle, <, 360);
              if (!clamped)
                g_assert_cmpfloat (fabs (moved - p->scatter_uw * params->uw), <, 1e-6);
            }
          if (p->n_options > 1)
            {
              g_assert_cmpint (p->option, >=, 0);
              g_assert_cmpint (p->option, <, p->n_options);
            }
        }
    }
}

static void
test_quarters_options (void)
{
  g_autoptr(MusterTerrain) t = quarters (7);
  const MusterTerrainPiece *p = muster_terrain_get_piece (t, 0);
  const MusterPiece *before = p->piece;

  g_assert_cmpint (p->n_options, ==, 3);
  g_assert_true (muster_terrain_set_option (t, 0, (p->option + 1) % 3));
  g_assert_true (muster_terrain_get_piece (t, 0)->piece != before);
  g_assert_false (muster_terrain_set_option (t, 0, 3));
  g_assert_false (muster_terrain_set_option (t, 0, -1));
}

static void
test_reproducible (void)
{
  g_autoptr(MusterTerrain) a = quarters (123456789);
  g_autoptr(MusterTerrain) b = quarters (123456789);
  g_autoptr(MusterTerrain) c = quarters (123456790);
  g_autofree char *xa = muster_terrain_to_xml (a);
  g_autofree char *xb = muster_terrain_to_xml (b);
  g_autofree char *xc = muster_terrain_to_xml (c);

  g_assert_cmpstr (xa, ==, xb);
  g_assert_cmpstr (xa, !=, xc);
}

static void
assert_round_trip (MusterTerrain *t)
{
  g_autofree char *xml = muster_terrain_to_xml (t);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) back = muster_terrain_load_memory (catalog, xml, strlen (xml), "t.xml", &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  again = muster_terrain_to_xml (back);
  g_assert_cmpstr (xml, ==, again);
  g_assert_cmpuint (muster_terrain_get_n_pieces (back), ==, muster_terrain_get_n_pieces (t));
  g_assert_cmpuint (muster_terrain_get_log (back)->len, ==, muster_terrain_get_log (t)->len);
}

/* The scatter leaves no piece on another: for many seeds and both
 * diagonals, the pieces on the table cover no common ground; a piece the
 * scatter put on another rolled its direction again (dimmed in the log),
 * and the same seed still gives the same table. */
static void
test_quarters_no_overlap (void)
{
  guint rerolled = 0, nudged = 0;

  for (guint64 seed = 0; seed < 5000; seed++)
    {
      MusterTerrainParams params;
      g_autoptr(MusterTerrain) t = NULL;
      g_autoptr(MusterTerrain) again = NULL;
      g_autofree char *xml = NULL;
      g_autofree char *xml_again = NULL;
      GArray *log;
      guint n;

      muster_terrain_params_init (&params, smoke, MUSTER_TERRAIN_QUARTERS);
      params.seed = seed;
      params.diagonal = seed % 2;
      t = muster_terrain_generate (smoke, &params, NULL);
      g_assert_nonnull (t);
      n = muster_terrain_get_n_pieces (t);
      for (guint a = 0; a < n; a++)
        {
          const MusterTerrainPiece *pa = muster_terrain_get_piece (t, a);

          if (pa->piece == NULL || pa->removed)
            continue;
          nudged += pa->nudged;
          for (guint b = a + 1; b < n; b++)
            {
              const MusterTerrainPiece *pb = muster_terrain_get_piece (t, b);

              if (pb->piece == NULL || pb->removed)
                continue;
              if (muster_terrain_pieces_overlap (t, a, b))
                g_error ("seed %" G_GUINT64_FORMAT ": pieces %u and %u overlap", seed, a + 1, b + 1);
            }
        }
      log = muster_terrain_get_log (t);
      for (guint i = 0; i < log->len; i++)
        if (g_array_index (log, MusterRoll, i).rerolled == MUSTER_REROLL_OVERLAP)
          {
            const MusterRoll *r = &g_array_index (log, MusterRoll, i);
            g_autofree char *text = muster_roll_describe (r);

            g_assert_cmpint (r->purpose, ==, MUSTER_ROLL_DIRECTION);
            g_assert_nonnull (strstr (text, "onto another piece, rolled again"));
            rerolled++;
          }
      if (seed % 97 == 0)
        {
          again = muster_terrain_generate (smoke, &params, NULL);
          xml = muster_terrain_to_xml (t);
          xml_again = muster_terrain_to_xml (again);
          g_assert_cmpstr (xml, ==, xml_again);
          assert_round_trip (t);
        }
    }
  g_test_message ("%u directions rolled again, %u pieces nudged", rerolled, nudged);
  /* the rule is used, not just never needed */
  g_assert_cmpuint (rerolled, >, 0);
}

/* How many direction dice a piece on another may take is the system's
 * data (Muster's own reading, marked so): with one, no direction is rolled
 * again and a piece on another is pushed clear at once. */
static void
test_quarters_overlap_rerolls_data (void)
{
  MusterQuarterMethod *qm = (MusterQuarterMethod *) muster_system_get_quarter_method (smoke);
  guint rerolled = 0, nudged = 0;

  g_assert_cmpint (qm->overlap_rerolls, ==, 6);
  g_assert_true (qm->overlap_sample);
  qm->overlap_rerolls = 1;
  for (guint64 seed = 0; seed < 1000; seed++)
    {
      MusterTerrainParams params;
      g_autoptr(MusterTerrain) t = NULL;
      GArray *log;

      muster_terrain_params_init (&params, smoke, MUSTER_TERRAIN_QUARTERS);
      params.seed = seed;
      t = muster_terrain_generate (smoke, &params, NULL);
      log = muster_terrain_get_log (t);
      for (guint i = 0; i < log->len; i++)
        rerolled += g_array_index (log, MusterRoll, i).rerolled == MUSTER_REROLL_OVERLAP;
      for (guint a = 0; a < muster_terrain_get_n_pieces (t); a++)
        nudged += muster_terrain_get_piece (t, a)->nudged;
    }
  qm->overlap_rerolls = 6;
  g_assert_cmpuint (rerolled, ==, 0);
  g_assert_cmpuint (nudged, >, 0);
}

/* A piece moved by hand stays wholly on the table, and one of the sector
 * method takes the sector it is moved into. */
static void
test_move_clamps (void)
{
  g_autoptr(MusterTerrain) q = quarters (7);
  g_autoptr(MusterTerrain) s = sectors (ancient, 7, 5);
  const MusterTerrainParams *params = muster_terrain_get_params (q);
  const MusterTerrainPiece *p = muster_terrain_get_piece (q, 0);

  muster_terrain_move_piece (q, 0, -50, 1e6);
  g_assert_cmpfloat (p->x, ==, p->width / 2);
  g_assert_cmpfloat (p->y, ==, params->depth - p->depth / 2);

  /* piece 1 of seed 7 was rolled in sector 2; moved over to sector 6 */
  p = muster_terrain_get_piece (s, 0);
  g_assert_cmpint (p->sector, ==, 2);
  muster_terrain_move_piece (s, 0, muster_terrain_get_params (s)->width - 1, muster_terrain_get_params (s)->depth - 1);
  g_assert_cmpint (p->sector, ==, 6);
  g_assert_cmpint (muster_terrain_rolled_sector (s, 0), ==, 2);
  g_assert_true (p->x + p->width / 2 <= muster_terrain_get_params (s)->width);
}

static void
test_xml_round_trip (void)
{
  g_autoptr(MusterTerrain) q = quarters (99);
  g_autoptr(MusterTerrain) s = sectors (ancient, 99, 4);
  MusterBidding *b = muster_bidding_new (99, 6);

  assert_round_trip (q);
  muster_terrain_move_piece (q, 0, 10.25, 20.5);
  muster_terrain_set_option (q, 0, 0);
  g_assert_true (muster_terrain_get_piece (q, 0)->moved);
  assert_round_trip (q);

  g_assert_true (muster_bidding_bid (b, 4, NULL));
  g_assert_true (muster_bidding_accept (b, NULL));
  muster_terrain_set_bidding (s, b);
  assert_round_trip (s);
}

/* Terrain files number players, the diagonal, pieces, sub-rolls and
 * alternatives from 1, as every output does (version 2); a file of version
 * 1, which numbered them from 0, loads to the same setup. */
static void
test_xml_numbering (void)
{
  static const char v1[] =
    "<terrain xmlns=\"https://muster.github.io/ns/terrain/1\" system=\"clouds-of-smoke\" method=\"quarters\" "
    "rng=\"pcg32\" seed=\"7\" diagonal=\"1\"><table width=\"120\" depth=\"90\" uw=\"6\"/>"
    "<piece type=\"vineyard\" quarter=\"1\" player=\"0\" roll=\"5\" option=\"1\" options=\"3\" x=\"29\" y=\"12\" width=\"12\" depth=\"9\"/>"
    "<piece type=\"bocage\" quarter=\"3\" player=\"1\" roll=\"4\" option=\"2\" options=\"3\" x=\"4\" y=\"57\" width=\"12\" depth=\"9\"/>"
    "<log><roll purpose=\"pieces\" player=\"0\" quarter=\"1\" dice=\"d3\" faces=\"2\" result=\"1\"/>"
    "<roll purpose=\"table\" player=\"1\" piece=\"1\" quarter=\"3\" dice=\"2d6\" faces=\"3 1\" result=\"4\"/>"
    "<roll purpose=\"sub-roll\" piece=\"0\" sub=\"2\" dice=\"d6\" faces=\"5\" result=\"5\"/></log></terrain>";
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) old = muster_terrain_load_memory (catalog, v1, strlen (v1), "v1.xml", &error);
  g_autoptr(MusterTerrain) again = NULL;
  g_autofree char *v2 = NULL;
  MusterTerrain *both[2];

  g_assert_no_error (error);
  v2 = muster_terrain_to_xml (old);
  g_assert_nonnull (strstr (v2, " version=\"2\""));
  g_assert_nonnull (strstr (v2, " diagonal=\"2\""));
  g_assert_nonnull (strstr (v2, "quarter=\"1\" player=\"1\" roll=\"5\" option=\"2\" options=\"3\""));
  g_assert_nonnull (strstr (v2, "quarter=\"3\" player=\"2\" roll=\"4\" option=\"3\" options=\"3\""));
  g_assert_nonnull (strstr (v2, "purpose=\"table\" player=\"2\" piece=\"2\" quarter=\"3\""));
  g_assert_nonnull (strstr (v2, "purpose=\"sub-roll\" piece=\"1\" sub=\"3\""));
  g_assert_null (strstr (v2, "player=\"0\""));
  again = muster_terrain_load_memory (catalog, v2, strlen (v2), "v2.xml", &error);
  g_assert_no_error (error);

  both[0] = old;
  both[1] = again;
  for (guint k = 0; k < 2; k++)
    {
      const MusterTerrainPiece *a = muster_terrain_get_piece (both[k], 0);
      const MusterTerrainPiece *b = muster_terrain_get_piece (both[k], 1);
      GArray *log = muster_terrain_get_log (both[k]);

      g_assert_cmpint (muster_terrain_get_params (both[k])->diagonal, ==, 1);
      g_assert_cmpint (a->player, ==, 0);
      g_assert_cmpint (a->option, ==, 1);
      g_assert_cmpint (b->player, ==, 1);
      g_assert_cmpint (b->option, ==, 2);
      g_assert_cmpint (g_array_index (log, MusterRoll, 0).player, ==, 0);
      g_assert_cmpint (g_array_index (log, MusterRoll, 0).piece, ==, -1);
      g_assert_cmpint (g_array_index (log, MusterRoll, 1).player, ==, 1);
      g_assert_cmpint (g_array_index (log, MusterRoll, 1).piece, ==, 1);
      g_assert_cmpint (g_array_index (log, MusterRoll, 2).player, ==, -1);
      g_assert_cmpint (g_array_index (log, MusterRoll, 2).piece, ==, 0);
      g_assert_cmpint (g_array_index (log, MusterRoll, 2).sub, ==, 2);
    }

  /* player 0 in a file of version 2, player 2 in one of version 1 */
  {
    g_autofree char *zero = g_strdup (v2);
    char *at = strstr (zero, "player=\"1\"");
    g_autoptr(MusterTerrain) t = NULL;

    at[8] = '0';
    t = muster_terrain_load_memory (catalog, zero, strlen (zero), "bad.xml", &error);
    g_assert_null (t);
    g_assert_nonnull (strstr (error->message, "no player 0"));
    g_clear_error (&error);
  }
  {
    g_autofree char *two = g_strdup (v1);
    char *at = strstr (two, "player=\"1\"");
    g_autoptr(MusterTerrain) t = NULL;

    at[8] = '2';
    t = muster_terrain_load_memory (catalog, two, strlen (two), "bad.xml", &error);
    g_assert_null (t);
    g_assert_nonnull (strstr (error->message, "no player 2"));
  }
}

static void
test_scenario (void)
{
  g_autoptr(MusterTerrain) q = quarters (7);
  g_autoptr(MusterTerrain) s = sectors (ancient, 3, 5);
  MusterTerrain *setups[] = { q, s };

  for (guint k = 0; k < G_N_ELEMENTS (setups); k++)
    {
      g_autofree char *xml = muster_terrain_to_scenario_xml (setups[k]);
      g_autoptr(GError) error = NULL;
      xmlDoc *doc = muster_xml_load_memory (xml, strlen (xml), "s.xml", MUSTER_SCHEMA_SCENARIO, NULL, &error);
      guint kept = 0, written = 0;

      g_assert_no_error (error);
      /* and it passes every check of a scenario */
      muster_scenario_check_doc (catalog, doc, "s.xml", &error);
      g_assert_no_error (error);
      for (guint i = 0; i < muster_terrain_get_n_pieces (setups[k]); i++)
        {
          const MusterTerrainPiece *p = muster_terrain_get_piece (setups[k], i);
          kept += p->piece != NULL && !p->removed;
        }
      muster_xml_foreach_child (xmlDocGetRootElement (doc), child)
        written += muster_xml_is (child, "piece");
      /* the pieces that stayed on the table, and no others */
      g_assert_cmpuint (written, ==, kept);
      xmlFreeDoc (doc);
    }
}

/* A scenario that uses every element, each rightly, passes the checks;
 * each wrong reference, repeated side or text in another language fails
 * with the element named. */
static void
test_scenario_checks (void)
{
  static const char head[] =
    "<scenario xmlns=\"https://muster.github.io/ns/scenario/1\" system=\"ancient-medieval\">"
    "<name xml:lang=\"en\">S</name><name xml:lang=\"ru\">С</name>"
    "<text xml:lang=\"en\">T</text><text xml:lang=\"ru\">Т</text><table width=\"120\" depth=\"120\"/>";
  static const char sides[] =
    "<side id=\"north\" edge=\"north\"><name xml:lang=\"en\">N</name><name xml:lang=\"ru\">С</name>"
    "<force faction=\"%s\" points=\"400\"/></side>"
    "<side id=\"%s\"><name xml:lang=\"en\">S</name></side>";
  static const char body[] =
    "<piece type=\"hill\" variant=\"%s\" x=\"10\" y=\"10\" width=\"30\" depth=\"20\">"
    "<label xml:lang=\"en\">H</label><label xml:lang=\"ru\">Х</label></piece>"
    "<zone side=\"%s\" x=\"0\" y=\"0\" width=\"120\" depth=\"20\"><label xml:lang=\"%s\">Z</label></zone>"
    "<objective x=\"60\" y=\"60\" side=\"north\"><name xml:lang=\"en\">O</name></objective>"
    "<column-marker side=\"%s\" x=\"10\" y=\"10\" number=\"1\"/>"
    "<event phase=\"2\" side=\"south\"><text xml:lang=\"en\">E</text></event>"
    "<victory xml:lang=\"en\">V</victory><victory xml:lang=\"ru\">П</victory></scenario>";
  const struct { const char *faction, *side2, *variant, *zone, *lang, *marker, *needle; } cases[] = {
    { "crusaders", "south", "steep", "north", "en", "south", NULL },
    { "france-military-revolution", "south", "steep", "north", "en", "south", "faction “france-military-revolution”" },
    { "crusaders", "north", "steep", "north", "en", "south", "side id “north” is used twice" },
    { "crusaders", "south", "lava", "north", "en", "south", "no variant “lava”" },
    { "crusaders", "south", "steep", "west", "en", "south", "<zone> names the side “west”" },
    { "crusaders", "south", "steep", "north", "de", "south", "xml:lang=\"de\"" },
    { "crusaders", "south", "steep", "north", "en", "east", "<column-marker> names the side “east”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = g_strdup_printf (sides, cases[i].faction, cases[i].side2);
      g_autofree char *b = g_strdup_printf (body, cases[i].variant, cases[i].zone, cases[i].lang, cases[i].marker);
      g_autofree char *xml = g_strconcat (head, s, b, NULL);
      g_autoptr(GError) error = NULL;
      xmlDoc *doc = muster_xml_load_memory (xml, strlen (xml), "s.xml", MUSTER_SCHEMA_SCENARIO, NULL, &error);
      gboolean ok;

      g_assert_no_error (error);
      ok = muster_scenario_check_doc (catalog, doc, "s.xml", &error);
      xmlFreeDoc (doc);
      if (cases[i].needle == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
        }
      else if (ok || !g_regex_match_simple ("^s.xml:1:[0-9]+: ", error->message, 0, 0)
               || strstr (error->message, cases[i].needle) == NULL)
        g_error ("case %u: expected “%s”, got %s", i, cases[i].needle, ok ? "valid" : error->message);
    }
}

static void
expect_load_error (const char *xml, const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) t = muster_terrain_load_memory (catalog, xml, strlen (xml), "bad.xml", &error);

  g_assert_null (t);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, "bad.xml:") || strstr (error->message, needle) == NULL)
    g_error ("expected “%s” in: %s", needle, error->message);
}

static void
test_xml_errors (void)
{
  expect_load_error ("<terrain xmlns=\"https://muster.github.io/ns/terrain/1\" system=\"clouds-of-smoke\" "
                     "method=\"quarters\" rng=\"mt19937\" seed=\"1\"><table width=\"120\" depth=\"90\"/></terrain>",
                     "mt19937");
  expect_load_error ("<terrain xmlns=\"https://muster.github.io/ns/terrain/1\" system=\"chess\" "
                     "method=\"quarters\" rng=\"pcg32\" seed=\"1\"><table width=\"120\" depth=\"90\"/></terrain>",
                     "chess");
  expect_load_error ("<terrain xmlns=\"https://muster.github.io/ns/terrain/1\" system=\"clouds-of-smoke\" "
                     "method=\"quarters\" rng=\"pcg32\" seed=\"1\"><table width=\"120\" depth=\"90\"/>"
                     "<piece type=\"volcano\" x=\"1\" y=\"1\" width=\"1\" depth=\"1\"/></terrain>",
                     "volcano");
  expect_load_error ("<terrain xmlns=\"https://muster.github.io/ns/terrain/1\" system=\"ancient-medieval\" "
                     "method=\"sectors\" rng=\"pcg32\" seed=\"1\"><table width=\"120\" depth=\"120\"/>"
                     "<bidding seed=\"1\"><move player=\"0\" bid=\"3\"/><move player=\"1\" bid=\"4\"/></bidding></terrain>",
                     "");
  expect_load_error ("<terrain xmlns=\"https://muster.github.io/ns/terrain/1\" system=\"clouds-of-smoke\" "
                     "method=\"quarters\" rng=\"pcg32\" seed=\"-1\"><table width=\"120\" depth=\"90\"/></terrain>",
                     "seed");
}

int
main (int argc, char **argv)
{
  int status;

  catalog = muster_test_init (&argc, &argv);
  ancient = muster_test_system (catalog, "ancient-medieval");
  smoke = muster_test_system (catalog, "clouds-of-smoke");

  g_test_add_func ("/core/terrain/sectors/golden", test_sectors_golden);
  g_test_add_func ("/core/terrain/sectors/rules", test_sectors_rules);
  g_test_add_func ("/core/terrain/sectors/no-type-fits", test_sectors_no_type_fits);
  g_test_add_func ("/core/terrain/sectors/bad-params", test_sectors_bad_params);
  g_test_add_func ("/core/terrain/non-finite-params", test_non_finite_params);
  g_test_add_func ("/core/terrain/quarters/golden", test_quarters_golden);
  g_test_add_func ("/core/terrain/quarters/distributions", test_quarters_distributions);
  g_test_add_func ("/core/terrain/quarters/geometry", test_quarters_geometry);
  g_test_add_func ("/core/terrain/quarters/options", test_quarters_options);
  g_test_add_func ("/core/terrain/reproducible", test_reproducible);
  g_test_add_func ("/core/terrain/quarters/no-overlap", test_quarters_no_overlap);
  g_test_add_func ("/core/terrain/quarters/overlap-rerolls-data", test_quarters_overlap_rerolls_data);
  g_test_add_func ("/core/terrain/move-clamps", test_move_clamps);
  g_test_add_func ("/core/terrain/xml-round-trip", test_xml_round_trip);
  g_test_add_func ("/core/terrain/xml-errors", test_xml_errors);
  g_test_add_func ("/core/terrain/xml-numbering", test_xml_numbering);
  g_test_add_func ("/core/terrain/scenario", test_scenario);
  g_test_add_func ("/core/terrain/scenario-checks", test_scenario_checks);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
