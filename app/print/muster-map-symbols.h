/* muster-map-symbols.h: what the files of the map's piece symbols share:
 * a piece's shape in its own frame, the little seeded jitter that makes a
 * symbol look drawn by hand, and the symbols of tilled and built ground
 * (muster-map-works.c).
 */
#pragma once

#include "muster-map-private.h"

G_BEGIN_DECLS

typedef struct
{
  guint32 state;
} Jitter;

/* 0..1 */
static inline double
jitter_next (Jitter *j)
{
  j->state = j->state * 1664525u + 1013904223u;
  return ((j->state >> 8) & 0xffff) / 65535.0;
}

/* -1..1 */
static inline double
jitter_signed (Jitter *j)
{
  return jitter_next (j) * 2 - 1;
}

typedef struct
{
  const MusterTerrainPiece *p;
  Jitter jitter;
  double w, d;              /* the piece, box units */
  double x0, y0, x1, y1;    /* its shape: the piece, stretched over the table edge it touches */
  double line;              /* base line width */
  double font;
} Shape;

/* A closed blob inside the box, its edge jittered by @rough; straight
 * sides with @polygon. */
void muster_map_blob_path     (cairo_t *cr, Jitter *j, double x0, double y0, double x1, double y1,
                               double power, double rough, gboolean polygon);

void muster_map_draw_village  (cairo_t *cr, Shape *s);
void muster_map_draw_field    (cairo_t *cr, Shape *s);
void muster_map_draw_vineyard (cairo_t *cr, Shape *s);
void muster_map_draw_fort     (cairo_t *cr, Shape *s);
void muster_map_draw_cell     (cairo_t *cr, Shape *s);
void muster_map_draw_plain    (cairo_t *cr, Shape *s);

G_END_DECLS
