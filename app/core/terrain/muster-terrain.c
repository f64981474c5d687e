/* muster-terrain.c: the terrain procedures. The sector roll (001)
 * re-rolls impossible pieces as decisions.md says; the quarter roll (003)
 * rolls d3 pieces per quarter, the table, a proposed alternative and the
 * scatter, which keeps pieces apart. The tables come from the system;
 * every die goes to the log. The bidding is in muster-bidding.c, the XML
 * in muster-terrain-xml.c.
 */
#include "config.h"

#include "muster-terrain-private.h"
#include "muster-error.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#define MAX_ATTEMPTS 1000

/* ---- the setup object ---- */


G_DEFINE_FINAL_TYPE (MusterTerrain, muster_terrain, G_TYPE_OBJECT)

static void
muster_terrain_finalize (GObject *object)
{
  MusterTerrain *self = MUSTER_TERRAIN (object);

  g_clear_object (&self->system);
  g_array_unref (self->pieces);
  g_array_unref (self->log);
  g_clear_pointer (&self->bidding, muster_bidding_free);
  g_free (self->unit);
  G_OBJECT_CLASS (muster_terrain_parent_class)->finalize (object);
}

static void
muster_terrain_class_init (MusterTerrainClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_terrain_finalize;
}

static void
muster_terrain_init (MusterTerrain *self)
{
  self->pieces = g_array_new (FALSE, TRUE, sizeof (MusterTerrainPiece));
  self->log = g_array_new (FALSE, TRUE, sizeof (MusterRoll));
}

void
muster_terrain_params_init (MusterTerrainParams *params,
                            MusterSystem        *system,
                            MusterTerrainMethod  method)
{
  const MusterSectorMethod *sm = muster_system_get_sector_method (system);
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (system);

  g_return_if_fail (params != NULL);
  memset (params, 0, sizeof *params);
  params->method = method;
  params->width = 120;
  params->depth = method == MUSTER_TERRAIN_QUARTERS ? 90 : 120;
  params->pieces = 3;
  if (method == MUSTER_TERRAIN_SECTORS && sm != NULL)
    {
      params->width = sm->width;
      params->depth = sm->depth;
    }
  if (method == MUSTER_TERRAIN_QUARTERS && qm != NULL)
    {
      params->width = qm->width;
      params->depth = qm->depth;
      params->uw = qm->uw;
    }
}

MusterTerrain *
_muster_terrain_new (MusterSystem *system, const MusterTerrainParams *params)
{
  MusterTerrain *self = g_object_new (MUSTER_TYPE_TERRAIN, NULL);
  const MusterSectorMethod *sm = muster_system_get_sector_method (system);
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (system);

  self->system = g_object_ref (system);
  self->params = *params;
  if (params->method == MUSTER_TERRAIN_SECTORS && sm != NULL)
    self->unit = g_strdup (sm->unit);
  else if (qm != NULL)
    self->unit = g_strdup (qm->unit);
  else
    self->unit = g_strdup ("cm");
  return self;
}

void
muster_terrain_sector_rect (MusterTerrain *self,
                            int            sector,
                            double        *x,
                            double        *y,
                            double        *w,
                            double        *h)
{
  const MusterSectorMethod *sm = muster_system_get_sector_method (self->system);
  int sectors = sm != NULL ? sm->sectors : 6;
  int per_row = (sectors + 1) / 2;
  int index = CLAMP (sector, 1, sectors) - 1;

  /* 1..3 left to right along player one's edge, 4..6 along the far edge */
  *w = self->params.width / per_row;
  *h = self->params.depth / 2;
  *x = (index % per_row) * *w;
  *y = (index / per_row) * *h;
}

void
muster_terrain_quarter_rect (MusterTerrain *self,
                             int            quarter,
                             double        *x,
                             double        *y,
                             double        *w,
                             double        *h)
{
  int index = CLAMP (quarter, 1, 4) - 1;

  /* 1 near left, 2 near right, 3 far left, 4 far right */
  *w = self->params.width / 2;
  *h = self->params.depth / 2;
  *x = (index % 2) * *w;
  *y = (index / 2) * *h;
}

/* ---- where a piece may stand ---- */

/* Half the size of a piece's bounding box on the table, its turn included. */
static void
piece_extent (const MusterTerrainPiece *p, double *ex, double *ey)
{
  double a = p->rotation * G_PI / 180.0;

  *ex = fabs (p->width / 2 * cos (a)) + fabs (p->depth / 2 * sin (a));
  *ey = fabs (p->width / 2 * sin (a)) + fabs (p->depth / 2 * cos (a));
}

/* The centre nearest (x, y) that keeps the whole piece on the table; a
 * piece larger than the table is centred on it. */
static void
clamp_piece (MusterTerrain *self, const MusterTerrainPiece *p, double *x, double *y)
{
  double ex, ey;

  piece_extent (p, &ex, &ey);
  *x = ex * 2 >= self->params.width ? self->params.width / 2 : CLAMP (*x, ex, self->params.width - ex);
  *y = ey * 2 >= self->params.depth ? self->params.depth / 2 : CLAMP (*y, ey, self->params.depth - ey);
}

/* Whether two pieces' bounding boxes share more than an edge. */
static gboolean
overlap (const MusterTerrainPiece *a, const MusterTerrainPiece *b)
{
  double aex, aey, bex, bey;

  piece_extent (a, &aex, &aey);
  piece_extent (b, &bex, &bey);
  return fabs (a->x - b->x) < aex + bex - 1e-6 && fabs (a->y - b->y) < aey + bey - 1e-6;
}

/* Whether a piece (not the one at @skip) on the table overlaps @p. */
static gboolean
overlaps_any (MusterTerrain *self, const MusterTerrainPiece *p, guint skip, guint count)
{
  for (guint i = 0; i < count; i++)
    {
      const MusterTerrainPiece *other = &g_array_index (self->pieces, MusterTerrainPiece, i);

      if (i != skip && other->piece != NULL && !other->removed && overlap (p, other))
        return TRUE;
    }
  return FALSE;
}

/* The sector that holds a point of the table. */
static int
sector_at (MusterTerrain *self, double x, double y)
{
  const MusterSectorMethod *sm = muster_system_get_sector_method (self->system);
  int sectors = sm != NULL ? sm->sectors : 6;
  int per_row = (sectors + 1) / 2;
  int column = CLAMP ((int) floor (x / (self->params.width / per_row)), 0, per_row - 1);
  int row = y < self->params.depth / 2 ? 0 : 1;

  return MIN (row * per_row + column + 1, sectors);
}

/* ---- sector rolls ---- */

typedef struct
{
  const MusterPiece *piece;
  const MusterVariant **variants;
  int n_variants;
} Candidate;

static gboolean
matches (const MusterPiece *ref_piece, const MusterVariant *ref_variant, const Candidate *c)
{
  if (ref_piece == NULL)
    return TRUE;
  if (ref_piece != c->piece)
    return FALSE;
  if (ref_variant == NULL)
    return TRUE;
  for (int i = 0; i < c->n_variants; i++)
    if (c->variants[i] == ref_variant)
      return TRUE;
  return FALSE;
}

static gboolean
compatible (const MusterSectorMethod *sm, const Candidate *a, const Candidate *b)
{
  for (guint i = 0; i < sm->incompatible->len; i++)
    {
      const MusterIncompatible *rule = &g_array_index (sm->incompatible, MusterIncompatible, i);

      if ((matches (rule->a_piece, rule->a_variant, a) && matches (rule->b_piece, rule->b_variant, b))
          || (matches (rule->a_piece, rule->a_variant, b) && matches (rule->b_piece, rule->b_variant, a)))
        return FALSE;
    }
  return TRUE;
}

static gboolean
fits_sector (MusterTerrain *self, const MusterSectorMethod *sm, int sector, const Candidate *c)
{
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MusterTerrainPiece *p = &g_array_index (self->pieces, MusterTerrainPiece, i);
      Candidate other = { p->piece, (const MusterVariant **) p->variants, p->n_variants };

      if (p->sector == sector && !compatible (sm, c, &other))
        return FALSE;
    }
  return TRUE;
}

/* Whether some roll of the type table could give a piece that fits. */
static gboolean
any_type_fits (MusterTerrain *self, const MusterSectorMethod *sm, int sector)
{
  for (guint r = 0; r < sm->results->len; r++)
    {
      const MusterTypeResult *tr = &g_array_index (sm->results, MusterTypeResult, r);
      Candidate c = { tr->piece, NULL, 0 };

      if (tr->sub_results == NULL || tr->sub_results->len == 0)
        {
          if (fits_sector (self, sm, sector, &c))
            return TRUE;
          continue;
        }
      for (guint v = 0; v < tr->sub_results->len; v++)
        {
          const MusterVariant *variant = g_array_index (tr->sub_results, MusterSubResult, v).variant;

          c.variants = &variant;
          c.n_variants = 1;
          if (fits_sector (self, sm, sector, &c))
            return TRUE;
        }
    }
  return FALSE;
}

static const MusterTypeResult *
type_result (const MusterSectorMethod *sm, int roll)
{
  for (guint i = 0; i < sm->results->len; i++)
    {
      const MusterTypeResult *r = &g_array_index (sm->results, MusterTypeResult, i);
      if (roll >= r->from && roll <= r->to)
        return r;
    }
  return NULL;
}

static const MusterVariant *
sub_result (const MusterTypeResult *tr, int roll)
{
  for (guint i = 0; i < tr->sub_results->len; i++)
    {
      const MusterSubResult *s = &g_array_index (tr->sub_results, MusterSubResult, i);
      if (roll >= s->from && roll <= s->to)
        return s->variant;
    }
  return NULL;
}

static void
mark_rerolled (GArray *log, guint from, MusterReroll why)
{
  for (guint i = from; i < log->len; i++)
    g_array_index (log, MusterRoll, i).rerolled = why;
}

static double
piece_width (const MusterPiece *piece, double fallback)
{
  return piece != NULL && piece->width > 0 ? piece->width : fallback;
}

static double
piece_depth (const MusterPiece *piece, double fallback)
{
  return piece != NULL && piece->depth > 0 ? piece->depth : fallback;
}

static void
place_in_sector (MusterTerrain *self, MusterTerrainPiece *p, int nth)
{
  double sx, sy, sw, sh;

  muster_terrain_sector_rect (self, p->sector, &sx, &sy, &sw, &sh);
  p->width = MIN (piece_width (p->piece, sw * 0.5), self->params.width);
  p->depth = MIN (piece_depth (p->piece, sh * 0.4), self->params.depth);
  if (p->crosses)
    {
      /* a band from edge to edge through the sector */
      p->x = sx + sw * (0.3 + 0.2 * (nth % 3));
      p->y = self->params.depth / 2;
      p->depth = self->params.depth;
      return;
    }
  p->x = sx + sw * (nth % 2 == 0 ? 0.38 : 0.62) + (nth / 2) * sw * 0.05;
  p->y = sy + sh / 2;
  if (p->edge)
    /* touching the table edge of its sector's side */
    p->y = sy < self->params.depth / 2 ? p->depth / 2 : self->params.depth - p->depth / 2;
  else
    p->y += (nth % 2 == 0 ? -1 : 1) * sh * 0.1;
}

static gboolean
generate_sectors (MusterTerrain *self, GError **error)
{
  const MusterSectorMethod *sm = muster_system_get_sector_method (self->system);
  MusterRng rng;
  int count = self->params.pieces;

  if (sm == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("The game system “%s” has no sector method for terrain."),
                   muster_text_get (muster_system_get_name (self->system)));
      return FALSE;
    }
  if (count < 0 || count > sm->max_pieces)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("The sector method places 0 to %d pieces, not %d."), sm->max_pieces, count);
      return FALSE;
    }

  muster_rng_seed (&rng, self->params.seed, MUSTER_RNG_STREAM);
  for (int n = 0; n < count; n++)
    {
      MusterTerrainPiece p = { 0 };
      gboolean placed = FALSE;
      int nth = 0;

      p.player = -1;
      for (int sector_try = 0; sector_try < MAX_ATTEMPTS && !placed; sector_try++)
        {
          guint sector_roll = self->log->len;

          p.sector = muster_roll (&rng, self->log, sm->sector_dice, MUSTER_ROLL_SECTOR, -1, n, 0, -1);
          if (!any_type_fits (self, sm, p.sector))
            {
              mark_rerolled (self->log, sector_roll, MUSTER_REROLL_NO_TYPE_FITS);
              continue;
            }
          for (int type_try = 0; type_try < MAX_ATTEMPTS; type_try++)
            {
              guint first = self->log->len;
              int roll = muster_roll (&rng, self->log, sm->type_dice, MUSTER_ROLL_TYPE, -1, n, 0, -1);
              const MusterTypeResult *tr = type_result (sm, roll);
              Candidate c;

              p.piece = tr->piece;
              p.n_variants = 0;
              if (tr->sub_results != NULL && tr->sub_results->len > 0)
                for (int s = 0; s < MIN (tr->sub_count, MUSTER_TERRAIN_MAX_SUB); s++)
                  {
                    int sub = muster_roll (&rng, self->log, tr->sub_dice, MUSTER_ROLL_SUB, -1, n, 0,
                                           tr->sub_count > 1 ? s : -1);
                    p.variants[p.n_variants++] = sub_result (tr, sub);
                  }
              c = (Candidate) { p.piece, (const MusterVariant **) p.variants, p.n_variants };
              if (fits_sector (self, sm, p.sector, &c))
                {
                  placed = TRUE;
                  break;
                }
              mark_rerolled (self->log, first, MUSTER_REROLL_IMPOSSIBLE);
            }
        }
      if (!placed)
        continue;   /* no sector can take another piece: it is left out */

      p.edge = p.piece->edge;
      for (int v = 0; v < p.n_variants; v++)
        p.edge |= p.variants[v]->edge;
      p.crosses = p.piece->crosses;
      for (guint i = 0; i < self->pieces->len; i++)
        if (g_array_index (self->pieces, MusterTerrainPiece, i).sector == p.sector)
          nth++;
      place_in_sector (self, &p, nth);
      g_array_append_val (self->pieces, p);
    }
  return TRUE;
}

/* ---- quarter rolls ---- */

static void
size_quarter_piece (MusterTerrain *self, const MusterQuarterMethod *qm, MusterTerrainPiece *p)
{
  double uw = self->params.uw;

  p->width = piece_width (p->piece, qm->piece_size_max) * uw;
  p->depth = piece_depth (p->piece, (qm->piece_size_min + qm->piece_size_max) / 2) * uw;
  p->crosses = p->piece != NULL && p->piece->crosses;
  p->edge = p->piece != NULL && p->piece->edge;
}

/* The free place nearest where the scatter put @p, on rings a tenth of a
 * unit width apart; the place stays when the table has none. */
static void
nudge (MusterTerrain *self, MusterTerrainPiece *p, guint index)
{
  double x0 = p->x, y0 = p->y;
  double step = self->params.uw / 10;
  double reach = hypot (self->params.width, self->params.depth);

  for (double r = step; r <= reach; r += step)
    for (int a = 0; a < 360; a += 10)
      {
        p->x = x0 + sin (a * G_PI / 180.0) * r;
        p->y = y0 + cos (a * G_PI / 180.0) * r;
        clamp_piece (self, p, &p->x, &p->y);
        if (!overlaps_any (self, p, index, index))
          {
            p->nudged = TRUE;
            return;
          }
      }
  p->x = x0;
  p->y = y0;
}

static gboolean
generate_quarters (MusterTerrain *self, GError **error)
{
  const MusterQuarterMethod *qm = muster_system_get_quarter_method (self->system);
  static const int diagonals[2][2] = { { 1, 4 }, { 2, 3 } };
  MusterRng rng;
  int piece_no = 0;

  if (qm == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("The game system “%s” has no quarter method for terrain."),
                   muster_text_get (muster_system_get_name (self->system)));
      return FALSE;
    }
  /* written so that not-a-number fails too */
  if (!(self->params.uw > 0 && isfinite (self->params.uw)))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("The table and the unit width must be larger than 0."));
      return FALSE;
    }

  muster_rng_seed (&rng, self->params.seed, MUSTER_RNG_STREAM);
  for (int player = 0; player < 2; player++)
    {
      const int *quarters = diagonals[(self->params.diagonal + player) % 2];

      for (int q = 0; q < 2; q++)
        {
          int quarter = quarters[q];
          int n = muster_roll (&rng, self->log, qm->pieces_dice, MUSTER_ROLL_PIECES, player, -1, quarter, -1);
          double qx, qy, qw, qh;

          muster_terrain_quarter_rect (self, quarter, &qx, &qy, &qw, &qh);
          for (int k = 0; k < n; k++)
            {
              MusterTerrainPiece p = { 0 };
              const MusterQuarterResult *r;

              p.quarter = quarter;
              p.player = player;
              p.table_roll = muster_roll (&rng, self->log, qm->roll_dice, MUSTER_ROLL_TABLE, player, piece_no, quarter, -1);
              r = muster_quarter_method_lookup (qm, p.table_roll);
              p.n_options = r->options->len;
              if (p.n_options > 1)
                {
                  g_autofree char *die = g_strdup_printf ("d%d", p.n_options);
                  p.option = muster_roll (&rng, self->log, die, MUSTER_ROLL_OPTION, player, piece_no, quarter, -1) - 1;
                }
              p.piece = p.n_options > 0 ? g_ptr_array_index (r->options, p.option) : NULL;
              size_quarter_piece (self, qm, &p);
              /* spread the quarter's pieces across it */
              p.x = qx + qw * (k + 1) / (n + 1);
              p.y = qy + qh * (k % 2 == 0 ? 0.4 : 0.6);
              if (p.crosses)
                {
                  p.y = qy + qh / 2;
                  p.depth = qh;
                }
              g_array_append_val (self->pieces, p);
              piece_no++;
            }
        }
    }

  /* scatter every piece d3 UW in a random direction; a 6 removes it */
  for (guint i = 0; i < self->pieces->len; i++)
    {
      MusterTerrainPiece *p = &g_array_index (self->pieces, MusterTerrainPiece, i);
      const MusterRoll *roll;
      double radians, dist;

      if (p->piece == NULL)
        continue;
      muster_roll (&rng, self->log, qm->scatter_dice, MUSTER_ROLL_SCATTER, p->player, (int) i, p->quarter, -1);
      roll = &g_array_index (self->log, MusterRoll, self->log->len - 1);
      p->scatter_raw = roll->faces[0];
      p->from_x = p->x;
      p->from_y = p->y;
      if (p->scatter_raw == qm->remove_on)
        {
          p->removed = TRUE;
          continue;
        }
      p->scatter_uw = roll->result;
      /* a d360 read as degrees, 360 being 0 */
      p->scatter_angle = muster_roll (&rng, self->log, "d360", MUSTER_ROLL_DIRECTION, p->player, (int) i,
                                      p->quarter, -1) % 360;
      dist = p->scatter_uw * self->params.uw;
      /* a piece scattered onto one scattered before it (the seed does not
       * say) takes another direction die, up to the system's
       * overlap-rerolls of them in all; then it is pushed to the nearest
       * free place */
      for (int tries = 1; ; tries++)
        {
          radians = p->scatter_angle * G_PI / 180.0;
          /* 0 degrees points away from player one's edge; angles turn
           * clockwise; a piece scattered over an edge stops wholly on the table */
          p->x = p->from_x + sin (radians) * dist;
          p->y = p->from_y + cos (radians) * dist;
          clamp_piece (self, p, &p->x, &p->y);
          if (!overlaps_any (self, p, i, i))
            break;
          if (tries >= qm->overlap_rerolls)
            {
              nudge (self, p, i);
              break;
            }
          g_array_index (self->log, MusterRoll, self->log->len - 1).rerolled = MUSTER_REROLL_OVERLAP;
          p->scatter_angle = muster_roll (&rng, self->log, "d360", MUSTER_ROLL_DIRECTION, p->player, (int) i,
                                          p->quarter, -1) % 360;
        }
    }
  return TRUE;
}

MusterTerrain *
muster_terrain_generate (MusterSystem              *system,
                         const MusterTerrainParams *params,
                         GError                   **error)
{
  g_autoptr(MusterTerrain) self = NULL;
  gboolean ok;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);
  g_return_val_if_fail (params != NULL, NULL);

  /* written so that not-a-number fails too */
  if (!(params->width > 0 && params->width <= 10000 && params->depth > 0 && params->depth <= 10000))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("The table must be between 1 and 10000 units wide and deep."));
      return NULL;
    }
  self = _muster_terrain_new (system, params);
  ok = params->method == MUSTER_TERRAIN_SECTORS ? generate_sectors (self, error)
                                                 : generate_quarters (self, error);
  return ok ? g_steal_pointer (&self) : NULL;
}

/* ---- accessors and edits ---- */

MusterSystem *
muster_terrain_get_system (MusterTerrain *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);
  return self->system;
}

const MusterTerrainParams *
muster_terrain_get_params (MusterTerrain *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);
  return &self->params;
}

const char *
muster_terrain_get_rng_name (MusterTerrain *self)
{
  return MUSTER_RNG_NAME;
}

const char *
muster_terrain_get_unit (MusterTerrain *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);
  return self->unit;
}

guint
muster_terrain_get_n_pieces (MusterTerrain *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), 0);
  return self->pieces->len;
}

const MusterTerrainPiece *
muster_terrain_get_piece (MusterTerrain *self,
                          guint          index)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);
  g_return_val_if_fail (index < self->pieces->len, NULL);
  return &g_array_index (self->pieces, MusterTerrainPiece, index);
}

GArray *
muster_terrain_get_log (MusterTerrain *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);
  return self->log;
}

void
muster_terrain_move_piece (MusterTerrain *self,
                           guint          index,
                           double         x,
                           double         y)
{
  MusterTerrainPiece *p;

  g_return_if_fail (MUSTER_IS_TERRAIN (self));
  g_return_if_fail (index < self->pieces->len);

  g_return_if_fail (isfinite (x) && isfinite (y));

  p = &g_array_index (self->pieces, MusterTerrainPiece, index);
  clamp_piece (self, p, &x, &y);
  p->x = x;
  p->y = y;
  p->moved = TRUE;
  /* a piece of the sector method stands in the sector it is in */
  if (p->sector > 0)
    p->sector = sector_at (self, x, y);
}

/**
 * muster_terrain_clamp_position:
 * @x: (inout): a centre for the piece, table units
 * @y: (inout):
 *
 * The nearest centre that keeps the whole piece on the table, where
 * muster_terrain_move_piece() would put it.
 */
void
muster_terrain_clamp_position (MusterTerrain *self,
                               guint          index,
                               double        *x,
                               double        *y)
{
  g_return_if_fail (MUSTER_IS_TERRAIN (self));
  g_return_if_fail (index < self->pieces->len);

  clamp_piece (self, &g_array_index (self->pieces, MusterTerrainPiece, index), x, y);
}

/* Whether pieces @a and @b (both on the table) cover the same ground. */
gboolean
muster_terrain_pieces_overlap (MusterTerrain *self,
                               guint          a,
                               guint          b)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), FALSE);
  g_return_val_if_fail (a < self->pieces->len && b < self->pieces->len, FALSE);

  return overlap (&g_array_index (self->pieces, MusterTerrainPiece, a),
                  &g_array_index (self->pieces, MusterTerrainPiece, b));
}

/* The sector the dice gave a piece of the sector method (it may have been
 * moved into another since), or 0. */
int
muster_terrain_rolled_sector (MusterTerrain *self,
                              guint          index)
{
  int sector = 0;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), 0);
  g_return_val_if_fail (index < self->pieces->len, 0);

  for (guint i = 0; i < self->log->len; i++)
    {
      const MusterRoll *r = &g_array_index (self->log, MusterRoll, i);

      if (r->purpose == MUSTER_ROLL_SECTOR && r->piece == (int) index && r->rerolled == MUSTER_REROLL_NONE)
        sector = r->result;
    }
  return sector;
}

gboolean
muster_terrain_set_option (MusterTerrain *self,
                           guint          index,
                           int            option)
{
  const MusterQuarterMethod *qm;
  const MusterQuarterResult *r;
  MusterTerrainPiece *p;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), FALSE);
  g_return_val_if_fail (index < self->pieces->len, FALSE);

  qm = muster_system_get_quarter_method (self->system);
  p = &g_array_index (self->pieces, MusterTerrainPiece, index);
  if (qm == NULL || p->quarter == 0 || option < 0 || option >= p->n_options)
    return FALSE;
  r = muster_quarter_method_lookup (qm, p->table_roll);
  p->option = option;
  p->piece = g_ptr_array_index (r->options, option);
  size_quarter_piece (self, qm, p);
  return TRUE;
}

void
muster_terrain_set_bidding (MusterTerrain *self,
                            MusterBidding *bidding)
{
  g_return_if_fail (MUSTER_IS_TERRAIN (self));
  g_clear_pointer (&self->bidding, muster_bidding_free);
  self->bidding = bidding;
}

const MusterBidding *
muster_terrain_get_bidding (MusterTerrain *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);
  return self->bidding;
}

char *
muster_terrain_describe_piece (MusterTerrain *self,
                               guint          index)
{
  const MusterTerrainPiece *p;
  g_autoptr(GString) s = g_string_new (NULL);

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);
  g_return_val_if_fail (index < self->pieces->len, NULL);

  p = &g_array_index (self->pieces, MusterTerrainPiece, index);
  if (p->piece == NULL)
    g_string_append (s, _("nothing"));
  else
    g_string_append (s, muster_text_get (&p->piece->name));
  if (p->n_variants == 1)
    g_string_append_printf (s, " (%s)", muster_text_get (&p->variants[0]->name));
  else if (p->n_variants > 1)
    {
      g_string_append (s, " (");
      for (int i = 0; i < p->n_variants; i++)
        g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", muster_text_get (&p->variants[i]->name));
      g_string_append (s, ")");
    }
  if (p->removed)
    g_string_append (s, _(", removed by the scatter"));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

