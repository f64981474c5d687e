/* muster-terrain.c: the terrain procedures. Bidding (001) refuses illegal
 * moves with a sentence; the sector roll (001) re-rolls impossible pieces as
 * decisions.md says; the quarter roll (003) rolls d3 pieces per quarter, the
 * table, a proposed alternative and the scatter. The tables come from the
 * system; every die goes to the log.
 */
#include "config.h"

#include "muster-terrain.h"
#include "muster-output.h"
#include "muster-error.h"
#include "muster-xml.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#define MAX_ATTEMPTS 1000
#define SCATTER_TRIES 6

/* ---- bidding ---- */

typedef struct
{
  int player;
  int bid;                  /* 0: accept */
} Move;

struct _MusterBidding
{
  guint64 seed;
  int max_bid;
  MusterRng rng;
  GArray *log;              /* of MusterRoll */
  GArray *moves;            /* of Move */
  int opener;
  int to_move;
  int last_bid;             /* 0: no bid yet */
  int last_bidder;
  MusterBiddingState state;
  int defender;
  int attacker;
  int pieces;
};

MusterBidding *
muster_bidding_new (guint64 seed,
                    int     max_bid)
{
  MusterBidding *b = g_new0 (MusterBidding, 1);

  b->seed = seed;
  b->max_bid = max_bid > 0 ? max_bid : 6;
  b->log = g_array_new (FALSE, TRUE, sizeof (MusterRoll));
  b->moves = g_array_new (FALSE, TRUE, sizeof (Move));
  b->defender = b->attacker = -1;
  muster_rng_seed (&b->rng, seed, MUSTER_RNG_STREAM);

  /* each player rolls d6; ties roll again */
  for (;;)
    {
      int a = muster_roll (&b->rng, b->log, "d6", MUSTER_ROLL_ROLL_OFF, 0, -1, 0, -1);
      int c = muster_roll (&b->rng, b->log, "d6", MUSTER_ROLL_ROLL_OFF, 1, -1, 0, -1);

      if (a != c)
        {
          b->opener = a > c ? 0 : 1;
          break;
        }
      g_array_index (b->log, MusterRoll, b->log->len - 1).rerolled = MUSTER_REROLL_TIE;
      g_array_index (b->log, MusterRoll, b->log->len - 2).rerolled = MUSTER_REROLL_TIE;
    }
  b->to_move = b->opener;
  b->state = MUSTER_BIDDING_OPEN;
  return b;
}

MusterBidding *
muster_bidding_copy (const MusterBidding *b)
{
  MusterBidding *copy;

  g_return_val_if_fail (b != NULL, NULL);

  copy = g_memdup2 (b, sizeof *b);
  copy->log = g_array_copy (b->log);
  copy->moves = g_array_copy (b->moves);
  return copy;
}

void
muster_bidding_free (MusterBidding *b)
{
  if (b == NULL)
    return;
  g_array_unref (b->log);
  g_array_unref (b->moves);
  g_free (b);
}

MusterBiddingState muster_bidding_get_state (MusterBidding *b) { return b->state; }
int muster_bidding_get_opener (MusterBidding *b) { return b->opener; }
int muster_bidding_get_to_move (MusterBidding *b) { return b->to_move; }
int muster_bidding_get_last_bid (MusterBidding *b) { return b->last_bid; }
int muster_bidding_get_defender (MusterBidding *b) { return b->defender; }
int muster_bidding_get_attacker (MusterBidding *b) { return b->attacker; }
int muster_bidding_get_pieces (MusterBidding *b) { return b->pieces; }
GArray *muster_bidding_get_log (MusterBidding *b) { return b->log; }
GArray *muster_bidding_get_moves (MusterBidding *b) { return b->moves; }
guint64 muster_bidding_get_seed (MusterBidding *b) { return b->seed; }

static void
finish (MusterBidding *b, int defender, int pieces)
{
  b->state = MUSTER_BIDDING_DONE;
  b->defender = defender;
  b->attacker = 1 - defender;
  b->pieces = pieces;
  b->to_move = -1;
}

static gboolean
refuse_when_over (MusterBidding *b, GError **error)
{
  if (b->state != MUSTER_BIDDING_DONE)
    return FALSE;
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
               _("The bidding is over: player %d defends with %d pieces."), b->defender + 1, b->pieces);
  return TRUE;
}

gboolean
muster_bidding_bid (MusterBidding  *b,
                    int             pieces,
                    GError        **error)
{
  Move move;

  g_return_val_if_fail (b != NULL, FALSE);

  if (refuse_when_over (b, error))
    return FALSE;
  if (b->last_bid == 1)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("A bid of 1 cannot be declined: player %d must accept it."), b->to_move + 1);
      return FALSE;
    }
  if (pieces < 1 || pieces > b->max_bid)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("A bid is a number of terrain pieces from 1 to %d, not %d."), b->max_bid, pieces);
      return FALSE;
    }
  if (b->last_bid > 0 && pieces >= b->last_bid)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("Player %d must bid fewer than %d pieces to decline, or accept."),
                   b->to_move + 1, b->last_bid);
      return FALSE;
    }

  move.player = b->to_move;
  move.bid = pieces;
  g_array_append_val (b->moves, move);

  /* declining a 2 makes the decliner the defender at 1 */
  if (b->last_bid == 2 && pieces == 1)
    {
      finish (b, b->to_move, 1);
      return TRUE;
    }
  b->last_bid = pieces;
  b->last_bidder = b->to_move;
  b->to_move = 1 - b->to_move;
  return TRUE;
}

gboolean
muster_bidding_accept (MusterBidding  *b,
                       GError        **error)
{
  Move move;

  g_return_val_if_fail (b != NULL, FALSE);

  if (refuse_when_over (b, error))
    return FALSE;
  if (b->last_bid == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("There is no bid to accept yet: player %d opens with a bid of 1 to %d."),
                   b->to_move + 1, b->max_bid);
      return FALSE;
    }
  move.player = b->to_move;
  move.bid = 0;
  g_array_append_val (b->moves, move);
  /* the bidder defends with the pieces he named; the acceptor attacks */
  finish (b, b->last_bidder, b->last_bid);
  return TRUE;
}

/* ---- the setup object ---- */

struct _MusterTerrain
{
  GObject parent_instance;

  MusterSystem *system;
  MusterTerrainParams params;
  GArray *pieces;           /* of MusterTerrainPiece */
  GArray *log;              /* of MusterRoll */
  MusterBidding *bidding;   /* optional */
  char *unit;
};

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

static MusterTerrain *
terrain_new (MusterSystem *system, const MusterTerrainParams *params)
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
      /* a piece scattered onto one scattered before it (decisions: the
       * seed does not say) takes another direction die, up to
       * SCATTER_TRIES of them; then it is pushed to the nearest free place */
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
          if (tries == SCATTER_TRIES)
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
  self = terrain_new (system, params);
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

/* ---- XML ---- */

/* Version 2 of the terrain file numbers players, the diagonal, pieces,
 * sub-rolls and alternatives from 1, as every output of Muster does;
 * version 1 (no version attribute) numbered them from 0 and still loads. */
#define TERRAIN_FILE_VERSION 2

static void
set_int (xmlNode *node, const char *name, gint64 value)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) buf);
}

static void
set_double (xmlNode *node, const char *name, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* three decimals keep a tenth of a millimetre and survive a round trip */
  g_ascii_formatd (buf, sizeof buf, "%.3f", round (value * 1000) / 1000);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) buf);
}

char *
muster_terrain_to_xml (MusterTerrain *self)
{
  xmlDoc *doc;
  xmlNode *root, *node, *log;
  xmlNs *ns;
  xmlChar *mem = NULL;
  int size = 0;
  char *result;
  char seed[32];

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "terrain");
  ns = xmlNewNs (root, (const xmlChar *) MUSTER_NS_TERRAIN, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlNewProp (root, (const xmlChar *) "system", (const xmlChar *) muster_system_get_id (self->system));
  xmlNewProp (root, (const xmlChar *) "method",
              (const xmlChar *) (self->params.method == MUSTER_TERRAIN_SECTORS ? "sectors" : "quarters"));
  xmlNewProp (root, (const xmlChar *) "rng", (const xmlChar *) MUSTER_RNG_NAME);
  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, self->params.seed);
  xmlNewProp (root, (const xmlChar *) "seed", (const xmlChar *) seed);
  set_int (root, "version", TERRAIN_FILE_VERSION);
  if (self->params.method == MUSTER_TERRAIN_SECTORS)
    set_int (root, "pieces", self->params.pieces);
  else
    set_int (root, "diagonal", self->params.diagonal + 1);

  node = xmlNewChild (root, ns, (const xmlChar *) "table", NULL);
  set_double (node, "width", self->params.width);
  set_double (node, "depth", self->params.depth);
  xmlNewProp (node, (const xmlChar *) "unit", (const xmlChar *) self->unit);
  if (self->params.uw > 0)
    set_double (node, "uw", self->params.uw);

  if (self->bidding != NULL)
    {
      char bseed[32];

      node = xmlNewChild (root, ns, (const xmlChar *) "bidding", NULL);
      g_snprintf (bseed, sizeof bseed, "%" G_GUINT64_FORMAT, self->bidding->seed);
      xmlNewProp (node, (const xmlChar *) "seed", (const xmlChar *) bseed);
      set_int (node, "max", self->bidding->max_bid);
      for (guint i = 0; i < self->bidding->moves->len; i++)
        {
          const Move *m = &g_array_index (self->bidding->moves, Move, i);
          xmlNode *mn = xmlNewChild (node, ns, (const xmlChar *) "move", NULL);

          set_int (mn, "player", m->player + 1);
          if (m->bid > 0)
            set_int (mn, "bid", m->bid);
          else
            xmlNewProp (mn, (const xmlChar *) "accept", (const xmlChar *) "true");
        }
    }

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MusterTerrainPiece *p = &g_array_index (self->pieces, MusterTerrainPiece, i);

      node = xmlNewChild (root, ns, (const xmlChar *) "piece", NULL);
      if (p->piece != NULL)
        xmlNewProp (node, (const xmlChar *) "type", (const xmlChar *) p->piece->id);
      if (p->sector > 0)
        set_int (node, "sector", p->sector);
      if (p->quarter > 0)
        {
          set_int (node, "quarter", p->quarter);
          if (p->player >= 0)
            set_int (node, "player", p->player + 1);
          set_int (node, "roll", p->table_roll);
          if (p->n_options > 0)
            {
              set_int (node, "option", p->option + 1);
              set_int (node, "options", p->n_options);
            }
        }
      if (p->edge)
        xmlNewProp (node, (const xmlChar *) "edge", (const xmlChar *) "true");
      if (p->crosses)
        xmlNewProp (node, (const xmlChar *) "crosses", (const xmlChar *) "true");
      set_double (node, "x", p->x);
      set_double (node, "y", p->y);
      set_double (node, "width", p->width);
      set_double (node, "depth", p->depth);
      if (p->rotation != 0)
        set_double (node, "rotation", p->rotation);
      if (p->scatter_raw > 0)
        {
          set_int (node, "scatter", p->scatter_raw);
          set_int (node, "distance", p->scatter_uw);
          set_int (node, "angle", p->scatter_angle);
          set_double (node, "from-x", p->from_x);
          set_double (node, "from-y", p->from_y);
        }
      if (p->removed)
        xmlNewProp (node, (const xmlChar *) "removed", (const xmlChar *) "true");
      if (p->nudged)
        xmlNewProp (node, (const xmlChar *) "nudged", (const xmlChar *) "true");
      if (p->moved)
        xmlNewProp (node, (const xmlChar *) "moved", (const xmlChar *) "true");
      for (int v = 0; v < p->n_variants; v++)
        {
          xmlNode *vn = xmlNewChild (node, ns, (const xmlChar *) "variant", NULL);
          xmlNewProp (vn, (const xmlChar *) "ref", (const xmlChar *) p->variants[v]->id);
        }
    }

  log = xmlNewChild (root, ns, (const xmlChar *) "log", NULL);
  for (int part = 0; part < 2; part++)
    {
      GArray *rolls = part == 0 ? (self->bidding != NULL ? self->bidding->log : NULL) : self->log;

      for (guint i = 0; rolls != NULL && i < rolls->len; i++)
        {
          const MusterRoll *r = &g_array_index (rolls, MusterRoll, i);
          xmlNode *rn = xmlNewChild (log, ns, (const xmlChar *) "roll", NULL);
          g_autoptr(GString) faces = g_string_new (NULL);

          xmlNewProp (rn, (const xmlChar *) "purpose", (const xmlChar *) muster_roll_purpose_id (r->purpose));
          if (r->player >= 0)
            set_int (rn, "player", r->player + 1);
          if (r->piece >= 0)
            set_int (rn, "piece", r->piece + 1);
          if (r->quarter > 0)
            set_int (rn, "quarter", r->quarter);
          if (r->sub >= 0)
            set_int (rn, "sub", r->sub + 1);
          xmlNewProp (rn, (const xmlChar *) "dice", (const xmlChar *) r->dice);
          for (int f = 0; f < r->n_faces; f++)
            g_string_append_printf (faces, f > 0 ? " %d" : "%d", r->faces[f]);
          xmlNewProp (rn, (const xmlChar *) "faces", (const xmlChar *) faces->str);
          set_int (rn, "result", r->result);
          if (r->rerolled != MUSTER_REROLL_NONE)
            xmlNewProp (rn, (const xmlChar *) "rerolled", (const xmlChar *) muster_reroll_id (r->rerolled));
        }
    }

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  xmlFreeDoc (doc);
  return result;
}

static void
scenario_text (xmlNode *parent, xmlNs *ns, const char *element, const char *en, const char *ru)
{
  xmlNode *node = xmlNewChild (parent, ns, (const xmlChar *) element, NULL);

  xmlNodeAddContent (node, (const xmlChar *) en);
  xmlNodeSetLang (node, (const xmlChar *) "en");
  node = xmlNewChild (parent, ns, (const xmlChar *) element, NULL);
  xmlNodeAddContent (node, (const xmlChar *) ru);
  xmlNodeSetLang (node, (const xmlChar *) "ru");
}

/* The setup as a scenario file (scenario.xsd): the table and every piece
 * that stayed on it, for the scenario editor to start from. */
char *
muster_terrain_to_scenario_xml (MusterTerrain *self)
{
  const MusterText *system_name;
  g_autofree char *name_en = NULL;
  g_autofree char *name_ru = NULL;
  xmlDoc *doc;
  xmlNode *root, *node;
  xmlNs *ns;
  xmlChar *mem = NULL;
  int size = 0;
  char *result;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);

  system_name = muster_system_get_name (self->system);
  name_en = g_strdup_printf ("Terrain of seed %" G_GUINT64_FORMAT " (%s)", self->params.seed,
                             muster_text_get_lang (system_name, "en"));
  name_ru = g_strdup_printf ("Местность, зерно %" G_GUINT64_FORMAT " (%s)", self->params.seed,
                             muster_text_get_lang (system_name, "ru"));

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "scenario");
  ns = xmlNewNs (root, (const xmlChar *) MUSTER_NS_SCENARIO, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlNewProp (root, (const xmlChar *) "system", (const xmlChar *) muster_system_get_id (self->system));
  scenario_text (root, ns, "name", name_en, name_ru);

  node = xmlNewChild (root, ns, (const xmlChar *) "table", NULL);
  set_double (node, "width", self->params.width);
  set_double (node, "depth", self->params.depth);
  xmlNewProp (node, (const xmlChar *) "unit", (const xmlChar *) self->unit);

  for (int side = 0; side < 2; side++)
    {
      gboolean defender = self->bidding != NULL && self->bidding->state == MUSTER_BIDDING_DONE
                          && self->bidding->defender == side;
      gboolean attacker = self->bidding != NULL && self->bidding->state == MUSTER_BIDDING_DONE
                          && self->bidding->attacker == side;
      g_autofree char *en = g_strdup_printf ("Player %d%s", side + 1,
                                             defender ? ", defender" : attacker ? ", attacker" : "");
      g_autofree char *ru = g_strdup_printf ("Игрок %d%s", side + 1,
                                             defender ? ", обороняющийся" : attacker ? ", атакующий" : "");

      node = xmlNewChild (root, ns, (const xmlChar *) "side", NULL);
      xmlNewProp (node, (const xmlChar *) "id", (const xmlChar *) (side == 0 ? "player-1" : "player-2"));
      xmlNewProp (node, (const xmlChar *) "edge", (const xmlChar *) (side == 0 ? "south" : "north"));
      scenario_text (node, ns, "name", en, ru);
    }

  for (guint i = 0; i < self->pieces->len && i < 500; i++)
    {
      const MusterTerrainPiece *p = &g_array_index (self->pieces, MusterTerrainPiece, i);

      if (p->piece == NULL || p->removed)
        continue;
      node = xmlNewChild (root, ns, (const xmlChar *) "piece", NULL);
      /* the kinds of all slopes in the label; one kind as the variant */
      if (p->n_variants > 1)
        {
          GString *en = g_string_new (muster_text_get_lang (&p->piece->name, "en"));
          GString *ru = g_string_new (muster_text_get_lang (&p->piece->name, "ru"));

          for (int v = 0; v < p->n_variants; v++)
            {
              g_string_append_printf (en, "%s%s", v == 0 ? ": " : ", ", muster_text_get_lang (&p->variants[v]->name, "en"));
              g_string_append_printf (ru, "%s%s", v == 0 ? ": " : ", ", muster_text_get_lang (&p->variants[v]->name, "ru"));
            }
          scenario_text (node, ns, "label", en->str, ru->str);
          g_string_free (en, TRUE);
          g_string_free (ru, TRUE);
        }
      xmlNewProp (node, (const xmlChar *) "type", (const xmlChar *) p->piece->id);
      if (p->n_variants == 1)
        xmlNewProp (node, (const xmlChar *) "variant", (const xmlChar *) p->variants[0]->id);
      set_double (node, "x", p->x);
      set_double (node, "y", p->y);
      set_double (node, "width", p->width);
      set_double (node, "depth", p->depth);
      if (p->rotation != 0)
        set_double (node, "rotation", p->rotation);
    }

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  xmlFreeDoc (doc);
  return result;
}

gboolean
muster_terrain_save_scenario (MusterTerrain  *self,
                              const char     *path,
                              GError        **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), FALSE);
  xml = muster_terrain_to_scenario_xml (self);
  return muster_output_save_text (path, xml, error);
}

gboolean
muster_terrain_save_file (MusterTerrain  *self,
                          const char     *path,
                          GError        **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), FALSE);
  xml = muster_terrain_to_xml (self);
  return muster_output_save_text (path, xml, error);
}

static gint64
attr_int (const xmlNode *node, const char *name, gint64 def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  return v != NULL ? g_ascii_strtoll (v, NULL, 10) : def;
}

static double
attr_double (const xmlNode *node, const char *name, double def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  return v != NULL ? g_ascii_strtod (v, NULL) : def;
}

static gboolean
attr_bool (const xmlNode *node, const char *name)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  return v != NULL && (g_str_equal (v, "true") || g_str_equal (v, "1"));
}

/* A player, piece, sub-roll, alternative or diagonal: the file counts them
 * from 1 (version 2) or from 0 (version 1; -1 there is none); the result
 * counts from 0, -1 when the attribute is absent. FALSE (with the error
 * set) when it is out of range. */
static gboolean
attr_index (const xmlNode *node, const char *name, int version, gint64 max, const char *file,
            gint64 *out, GError **error)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  gint64 n;

  *out = -1;
  if (v == NULL)
    return TRUE;
  n = g_ascii_strtoll (v, NULL, 10);
  if (version < 2 && n == -1)
    return TRUE;
  n -= version >= 2 ? 1 : 0;
  if (n >= 0 && n <= max)
    {
      *out = n;
      return TRUE;
    }
  if (g_str_equal (name, "player"))
    muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, node,
                             _("There is no player %s: a terrain file of version %d numbers the players %s."),
                             v, version, version >= 2 ? "1 and 2" : "0 and 1");
  else
    muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, node,
                             _("The value %s=\"%s\" is out of range: a terrain file of version %d counts from %d."),
                             name, v, version, version >= 2 ? 1 : 0);
  return FALSE;
}

static gboolean
read_roll (const xmlNode *node, MusterRoll *r, int version, const char *file, GError **error)
{
  gint64 player, piece, sub;
  g_autofree char *purpose = muster_xml_get_attr (node, "purpose");
  g_autofree char *dice = muster_xml_get_attr (node, "dice");
  g_autofree char *faces = muster_xml_get_attr (node, "faces");
  g_autofree char *rerolled = muster_xml_get_attr (node, "rerolled");
  g_auto(GStrv) parts = NULL;

  memset (r, 0, sizeof *r);
  if (!muster_roll_purpose_from_id (purpose, &r->purpose))
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, node, _("This roll cannot be read."));
      return FALSE;
    }
  if (!attr_index (node, "player", version, 1, file, &player, error)
      || !attr_index (node, "piece", version, 999, file, &piece, error)
      || !attr_index (node, "sub", version, 999, file, &sub, error))
    return FALSE;
  r->player = (int) player;
  r->piece = (int) piece;
  r->quarter = attr_int (node, "quarter", 0);
  r->sub = (int) sub;
  g_strlcpy (r->dice, dice, sizeof r->dice);
  parts = g_strsplit (faces, " ", MUSTER_ROLL_MAX_FACES);
  for (guint i = 0; parts[i] != NULL && i < MUSTER_ROLL_MAX_FACES; i++)
    r->faces[r->n_faces++] = atoi (parts[i]);
  r->result = attr_int (node, "result", 0);
  r->rerolled = MUSTER_REROLL_NONE;
  for (MusterReroll k = MUSTER_REROLL_TIE; k <= MUSTER_REROLL_OVERLAP; k++)
    if (rerolled != NULL && g_str_equal (rerolled, muster_reroll_id (k)))
      r->rerolled = k;
  return TRUE;
}

MusterTerrain *
muster_terrain_load_doc (MusterCatalog *catalog, xmlDoc *doc, const char *file, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *system_id = muster_xml_get_attr (root, "system");
  g_autofree char *method = muster_xml_get_attr (root, "method");
  g_autofree char *rng = muster_xml_get_attr (root, "rng");
  g_autofree char *seed = muster_xml_get_attr (root, "seed");
  g_autoptr(MusterTerrain) self = NULL;
  MusterTerrainParams params;
  MusterSystem *system;
  int version = (int) attr_int (root, "version", 1);
  gint64 diagonal;

  system = muster_catalog_lookup (catalog, system_id);
  if (system == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, root,
                               _("The terrain is for the game system “%s”, which is not installed."), system_id);
      return NULL;
    }
  if (!g_str_equal (rng, MUSTER_RNG_NAME))
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, root,
                               _("The terrain was rolled with the generator “%s”; Muster knows only “%s”."),
                               rng, MUSTER_RNG_NAME);
      return NULL;
    }

  muster_terrain_params_init (&params, system,
                              g_str_equal (method, "sectors") ? MUSTER_TERRAIN_SECTORS : MUSTER_TERRAIN_QUARTERS);
  params.seed = g_ascii_strtoull (seed, NULL, 10);
  params.pieces = attr_int (root, "pieces", 0);
  if (!attr_index (root, "diagonal", version, 1, file, &diagonal, error))
    return NULL;
  params.diagonal = diagonal > 0;
  self = terrain_new (system, &params);

  muster_xml_foreach_child (root, child)
    {
      if (muster_xml_is (child, "table"))
        {
          g_autofree char *unit = muster_xml_get_attr (child, "unit");

          self->params.width = attr_double (child, "width", params.width);
          self->params.depth = attr_double (child, "depth", params.depth);
          self->params.uw = attr_double (child, "uw", 0);
          if (unit != NULL)
            {
              g_free (self->unit);
              self->unit = g_steal_pointer (&unit);
            }
        }
      else if (muster_xml_is (child, "bidding"))
        {
          g_autofree char *bseed = muster_xml_get_attr (child, "seed");
          MusterBidding *b = muster_bidding_new (g_ascii_strtoull (bseed, NULL, 10), attr_int (child, "max", 6));
          g_autoptr(GError) move_error = NULL;

          muster_terrain_set_bidding (self, b);
          muster_xml_foreach_child (child, mn)
            {
              gboolean ok;
              gint64 player;

              if (move_error != NULL)
                break;
              if (!attr_index (mn, "player", version, 1, file, &player, error))
                return NULL;
              if (player != b->to_move)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, mn,
                                           _("It is player %d's move here, not player %d's."),
                                           b->to_move + 1, (int) player + 1);
                  return NULL;
                }
              ok = attr_bool (mn, "accept") ? muster_bidding_accept (b, &move_error)
                                            : muster_bidding_bid (b, attr_int (mn, "bid", 0), &move_error);
              if (!ok)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, mn, "%s", move_error->message);
                  return NULL;
                }
            }
        }
      else if (muster_xml_is (child, "piece"))
        {
          MusterTerrainPiece p = { 0 };
          g_autofree char *type = muster_xml_get_attr (child, "type");
          gint64 player, option;

          if (type != NULL)
            {
              p.piece = muster_system_lookup_piece (system, type);
              if (p.piece == NULL)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, child,
                                           _("The system “%s” has no terrain piece “%s”."), system_id, type);
                  return NULL;
                }
            }
          muster_xml_foreach_child (child, vn)
            {
              g_autofree char *ref = muster_xml_get_attr (vn, "ref");
              const MusterVariant *v = p.piece != NULL ? muster_piece_lookup_variant (p.piece, ref) : NULL;

              if (v == NULL || p.n_variants >= MUSTER_TERRAIN_MAX_SUB)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, vn,
                                           _("The terrain piece “%s” has no variant “%s”."),
                                           type != NULL ? type : "", ref);
                  return NULL;
                }
              p.variants[p.n_variants++] = v;
            }
          if (!attr_index (child, "player", version, 1, file, &player, error)
              || !attr_index (child, "option", version, 999, file, &option, error))
            return NULL;
          p.sector = attr_int (child, "sector", 0);
          p.quarter = attr_int (child, "quarter", 0);
          p.player = (int) player;
          p.table_roll = attr_int (child, "roll", 0);
          p.option = (int) MAX (option, 0);
          p.n_options = attr_int (child, "options", 0);
          p.edge = attr_bool (child, "edge");
          p.crosses = attr_bool (child, "crosses");
          p.x = attr_double (child, "x", 0);
          p.y = attr_double (child, "y", 0);
          p.width = attr_double (child, "width", 1);
          p.depth = attr_double (child, "depth", 1);
          p.rotation = attr_double (child, "rotation", 0);
          p.scatter_raw = attr_int (child, "scatter", 0);
          p.scatter_uw = attr_int (child, "distance", 0);
          p.scatter_angle = attr_int (child, "angle", 0);
          p.from_x = attr_double (child, "from-x", p.x);
          p.from_y = attr_double (child, "from-y", p.y);
          p.removed = attr_bool (child, "removed");
          p.nudged = attr_bool (child, "nudged");
          p.moved = attr_bool (child, "moved");
          if (p.option < 0 || (p.n_options > 0 && p.option >= p.n_options))
            {
              muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, child,
                                       _("The piece chose alternative %d of %d."), p.option + 1, p.n_options);
              return NULL;
            }
          g_array_append_val (self->pieces, p);
        }
      else if (muster_xml_is (child, "log"))
        {
          guint bidding_rolls = 0;

          /* the bidding's own rolls come first; they are rolled again from
           * its seed, so they are checked rather than copied */
          if (self->bidding != NULL)
            bidding_rolls = self->bidding->log->len;
          muster_xml_foreach_child (child, rn)
            {
              MusterRoll r;

              if (!read_roll (rn, &r, version, file, error))
                return NULL;
              if (bidding_rolls > 0)
                {
                  const MusterRoll *mine = &g_array_index (self->bidding->log, MusterRoll,
                                                           self->bidding->log->len - bidding_rolls);
                  if (mine->result != r.result || mine->purpose != r.purpose)
                    {
                      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, rn,
                                               _("The roll-off does not match the bidding's seed."));
                      return NULL;
                    }
                  bidding_rolls--;
                  continue;
                }
              g_array_append_val (self->log, r);
            }
        }
    }
  return g_steal_pointer (&self);
}

MusterTerrain *
muster_terrain_load_memory (MusterCatalog *catalog,
                            const char    *data,
                            gsize          length,
                            const char    *display_name,
                            GError       **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  return muster_xml_read (NULL, data, length, display_name, MUSTER_SCHEMA_TERRAIN,
                          (MusterDocReader) muster_terrain_load_doc, catalog, error);
}

MusterTerrain *
muster_terrain_load_file (MusterCatalog *catalog,
                          const char    *path,
                          GError       **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  return muster_xml_read (path, NULL, 0, path, MUSTER_SCHEMA_TERRAIN,
                          (MusterDocReader) muster_terrain_load_doc, catalog, error);
}
