/* muster-sheet-table-map.c: the table at true scale. "table-map" (terrain
 * setups and scenarios): an assembly page (the whole table small, with the
 * sheets over it), then the table 1:1 over as many tiles as the paper needs.
 * "piece-templates" (the same documents): each terrain piece's footprint
 * at 1:1, to cut out of felt or card, small ones packed several to a page
 * and large ones tiled.
 */
#include "config.h"

#include "muster-map-private.h"
#include "muster-scenario-map.h"
#include "muster-sheet-private.h"
#include "muster-tiling.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#define SHEET_MARGIN MUSTER_MM (7)
#define FONT_TITLE   "Sans Bold 14"
#define FONT_TEXT    "Sans 9"
#define FONT_LABEL   "Sans Bold 8"
#define FONT_SMALL   "Sans 7"
#define PIECE_GAP    MUSTER_MM (3)
#define PIECE_PAD    MUSTER_MM (1)

/* Millimetres of a table unit on paper; 0 for a unit without a length. */
static double
unit_mm (const char *unit)
{
  if (unit == NULL || g_str_equal (unit, "cm"))
    return 10;
  if (g_str_equal (unit, "mm"))
    return 1;
  if (g_str_equal (unit, "in"))
    return 25.4;
  return 0;
}

/* The table of a terrain setup or a scenario. */
static void
document_table (GObject *document, double *width, double *depth, const char **unit, MusterSystem **system)
{
  if (MUSTER_IS_SCENARIO (document))
    {
      muster_scenario_get_table (MUSTER_SCENARIO (document), width, depth, unit);
      *system = muster_scenario_get_system (MUSTER_SCENARIO (document));
      return;
    }
  *width = muster_terrain_get_params (MUSTER_TERRAIN (document))->width;
  *depth = muster_terrain_get_params (MUSTER_TERRAIN (document))->depth;
  *unit = muster_terrain_get_unit (MUSTER_TERRAIN (document));
  *system = muster_terrain_get_system (MUSTER_TERRAIN (document));
}

/* The map of either, as its own sheet draws it, in a box. */
static void
document_draw (cairo_t *cr, GObject *document, gboolean names, double width, double height)
{
  if (MUSTER_IS_SCENARIO (document))
    {
      MusterScenarioMapStyle style;

      muster_scenario_map_style_init (&style);
      style.show_ruler = FALSE;
      style.show_names = names;
      muster_scenario_map_draw (cr, MUSTER_SCENARIO (document), &style, width, height);
    }
  else
    {
      MusterMapStyle style;

      muster_map_style_init (&style);
      style.show_ruler = FALSE;
      style.show_names = names;
      muster_map_draw (cr, MUSTER_TERRAIN (document), &style, width, height);
    }
}

static void
document_layout (GObject *document, double width, double height, double *scale, double *ox, double *oy)
{
  if (MUSTER_IS_SCENARIO (document))
    muster_scenario_map_layout (MUSTER_SCENARIO (document), width, height, scale, ox, oy);
  else
    muster_map_layout (MUSTER_TERRAIN (document), width, height, scale, ox, oy);
}

static double
document_height_for (GObject *document, double width)
{
  if (MUSTER_IS_SCENARIO (document))
    return muster_scenario_map_height_for (MUSTER_SCENARIO (document), width);
  return muster_map_height_for (MUSTER_TERRAIN (document), width);
}

/* The pieces on the table, as the map's symbols draw them. */
static GArray *
document_pieces (GObject *document)
{
  GArray *pieces = g_array_new (FALSE, TRUE, sizeof (MusterTerrainPiece));

  if (MUSTER_IS_SCENARIO (document))
    {
      MusterScenario *scenario = MUSTER_SCENARIO (document);

      for (guint i = 0; i < muster_scenario_get_n_items (scenario); i++)
        {
          const MusterScenarioItem *item = muster_scenario_get_item (scenario, i);
          MusterTerrainPiece p;

          if (item->kind == MUSTER_ITEM_PIECE && muster_scenario_map_piece (scenario, item, &p))
            g_array_append_val (pieces, p);
        }
      return pieces;
    }
  for (guint i = 0; i < muster_terrain_get_n_pieces (MUSTER_TERRAIN (document)); i++)
    g_array_append_vals (pieces, muster_terrain_get_piece (MUSTER_TERRAIN (document), i), 1);
  return pieces;
}

/* Points per table unit at 1:1, or 0 with an error. */
static double
true_scale (GObject *document, GError **error)
{
  MusterSystem *system;
  const char *unit;
  double w, d, mm;

  document_table (document, &w, &d, &unit, &system);
  mm = unit_mm (unit);
  if (mm <= 0)
    g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                 _("The table is measured in “%s”, which has no length on paper; "
                   "true-scale sheets need centimetres, millimetres or inches."), unit);
  return MUSTER_MM (mm);
}

static char *
table_title (GObject *document)
{
  MusterSystem *system;
  const char *unit;
  double w, d;
  g_autofree char *ws = NULL;
  g_autofree char *ds = NULL;

  document_table (document, &w, &d, &unit, &system);
  ws = muster_map_format_length (w);
  ds = muster_map_format_length (d);
  /* TRANSLATORS: "Clouds of Smoke · table 120 × 90 cm" */
  return g_strdup_printf (_("%s · table %s × %s %s"), muster_text_get (muster_system_get_name (system)), ws, ds,
                          muster_print_unit_label (unit));
}

/* ---- the table map ---- */

typedef struct
{
  GObject *document;            /* a terrain setup or a scenario */
  MusterPrintCtx *ctx;
  MusterTiling tiling;
  double scale;                 /* points per table unit */
  double box_width;             /* the box muster_map_draw() lays the map out in */
  double box_height;
  double zoom;                  /* from that box to 1:1 */
  double ox, oy;                /* the table's corner in that box */
  char *title;
} MapPlan;

static void
map_plan_free (MapPlan *plan)
{
  g_clear_object (&plan->document);
  muster_tiling_clear (&plan->tiling);
  g_free (plan->title);
  g_free (plan);
}

static gpointer
map_layout (GObject                  *document,
            const MusterSheetOptions *options,
            MusterPrintCtx           *ctx,
            GError                  **error)
{
  double scale = true_scale (document, error), box_scale, width, depth;
  MusterSystem *system;
  const char *unit;
  MapPlan *plan;

  if (scale <= 0)
    return NULL;
  document_table (document, &width, &depth, &unit, &system);
  plan = g_new0 (MapPlan, 1);
  plan->document = g_object_ref (document);
  plan->ctx = ctx;
  plan->scale = scale;
  plan->title = table_title (document);
  muster_tiling_init (&plan->tiling, ctx, _("Table map at 1:1"), width * scale, depth * scale);
  /* the map as its sheet draws it, then scaled to 1:1: its names and
   * numbers keep their size to the table */
  plan->box_width = width * scale;
  plan->box_height = document_height_for (document, plan->box_width);
  document_layout (document, plan->box_width, plan->box_height, &box_scale, &plan->ox, &plan->oy);
  plan->zoom = scale / box_scale;
  return plan;
}

static int
map_n_pages (gpointer data)
{
  MapPlan *plan = data;

  return 1 + muster_tiling_n_tiles (&plan->tiling);
}

static void
draw_table (cairo_t *cr, gpointer data)
{
  MapPlan *plan = data;

  cairo_scale (cr, plan->zoom, plan->zoom);
  cairo_translate (cr, -plan->ox, -plan->oy);
  document_draw (cr, plan->document, TRUE, plan->box_width, plan->box_height);
}

/* Page one: the table small with every sheet's place on it. */
static void
draw_assembly (MapPlan *plan, cairo_t *cr)
{
  MusterPrintCtx *ctx = plan->ctx;
  const MusterTiling *t = &plan->tiling;
  MusterBox box = { ctx->area.x, ctx->area.y, ctx->area.width, 0 };
  g_autofree char *heading = NULL;
  g_autofree char *last = muster_tiling_label (t->columns - 1, t->rows - 1);
  double map_w, map_h, room, s, ox, oy;

  /* TRANSLATORS: the heading of the table map's first page: "Clouds of Smoke
   * · table 120 × 90 cm · how the 28 sheets go together" */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · how the %d sheet goes together",
                                          "%s · how the %d sheets go together", muster_tiling_n_tiles (t)),
                             plan->title, muster_tiling_n_tiles (t));
  box.y += muster_tiling_draw_heading (ctx, cr, _("Table map at 1:1"), heading);

  {
    /* TRANSLATORS: the table map's instructions; %d columns, %d rows, %s the last sheet's label */
    g_autofree char *text = g_strdup_printf (
      _("The table prints at its true size on %d × %d sheets, A1 to %s: letters count the columns from the "
        "left, numbers the rows from the far edge. Each sheet overlaps the next by 1 cm: cut the sheets "
        "along their blue dashed lines, lay them over the grey strips of their neighbours with the ⊕ marks "
        "on each other, and tape or glue them from behind. Check the 10 cm bar on a sheet first."),
      t->columns, t->rows, last);

    box.height = ctx->area.height;
    box.y += muster_pango_box (ctx, cr, text, FONT_TEXT, &box, PANGO_ALIGN_LEFT, MUSTER_INK) + MUSTER_MM (4);
  }

  /* the map, and every tile's rectangle over it */
  room = ctx->area.y + ctx->area.height - muster_tiling_ruler_height () - MUSTER_MM (4) - box.y;
  map_w = ctx->area.width;
  map_h = document_height_for (plan->document, map_w);
  if (map_h > room)
    {
      map_w *= room / map_h;
      map_h = room;
    }
  cairo_save (cr);
  cairo_translate (cr, ctx->area.x + (ctx->area.width - map_w) / 2, box.y);
  document_draw (cr, plan->document, FALSE, map_w, map_h);
  document_layout (plan->document, map_w, map_h, &s, &ox, &oy);
  s /= plan->scale;     /* map points per region point */
  cairo_set_line_width (cr, 0.8);
  for (int r = 0; r < t->rows; r++)
    for (int c = 0; c < t->columns; c++)
      {
        g_autofree char *label = muster_tiling_label (c, r);
        double x = ox + c * t->step_x * s, y = oy + r * t->step_y * s;
        double w = MIN (t->content.width, t->region_width - c * t->step_x) * s;
        double h = MIN (t->content.height, t->region_height - r * t->step_y) * s;
        MusterBox cell = { x, y + h / 2 - MUSTER_MM (2.5), w, MUSTER_MM (5) };

        cairo_rectangle (cr, x, y, w, h);
        cairo_set_source_rgba (cr, 0.11, 0.44, 0.85, 0.9);
        cairo_stroke (cr);
        if (w > MUSTER_MM (6) && h > MUSTER_MM (5))
          muster_pango_box (ctx, cr, label, FONT_LABEL, &cell, PANGO_ALIGN_CENTER, 0x1c71d8);
      }
  cairo_restore (cr);
  muster_tiling_draw_ruler (ctx, cr);
}

static void
map_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  MapPlan *plan = data;

  if (page == 0)
    draw_assembly (plan, cr);
  else
    muster_tiling_draw_tile (&plan->tiling, ctx, cr, page - 1, draw_table, plan);
}

static const char *
map_title (void)
{
  return _("Table map at 1:1");
}

/* A table whose unit has a length on paper (not a grid of cells). */
static gboolean
map_applies (GObject *document)
{
  MusterSystem *system;
  const char *unit;
  double w, d;

  if (!MUSTER_IS_TERRAIN (document) && !MUSTER_IS_SCENARIO (document))
    return FALSE;
  document_table (document, &w, &d, &unit, &system);
  return unit_mm (unit) > 0;
}

/* A table at true scale with a piece on it to cut out. */
static gboolean
templates_applies (GObject *document)
{
  g_autoptr(GArray) pieces = NULL;

  if (!map_applies (document))
    return FALSE;
  pieces = document_pieces (document);
  for (guint i = 0; i < pieces->len; i++)
    if (g_array_index (pieces, MusterTerrainPiece, i).piece != NULL
        && !g_array_index (pieces, MusterTerrainPiece, i).removed)
      return TRUE;
  return FALSE;
}

const MusterSheetClass muster_sheet_table_map = {
  .id = "table-map",
  .title = map_title,
  .margin = SHEET_MARGIN,
  .applies = map_applies,
  .layout = map_layout,
  .n_pages = map_n_pages,
  .draw = map_draw,
  .free = (void (*) (gpointer)) map_plan_free,
};

/* ---- piece templates ---- */

typedef struct
{
  guint piece;                  /* index in the terrain */
  int page;                     /* packed: its page; tiled: its first page */
  double x, y;                  /* packed: the top left corner of its box */
  double x0, y0, x1, y1;        /* its bounds at 1:1, table corner at the origin */
  MusterTiling tiling;          /* tiled: over these pages */
  gboolean tiled;
  gboolean turned;              /* packed a quarter turn round, to fit more */
} Template;

typedef struct
{
  GObject *document;            /* a terrain setup or a scenario */
  GArray *pieces;               /* of MusterTerrainPiece: its pieces on the table */
  const char *unit;
  MusterPrintCtx *ctx;
  Map map;                      /* the table at 1:1, its corner at the origin */
  GArray *templates;            /* of Template */
  int n_pages;
  char *title;
} TemplatePlan;

static void
template_plan_free (TemplatePlan *plan)
{
  for (guint i = 0; plan->templates != NULL && i < plan->templates->len; i++)
    muster_tiling_clear (&g_array_index (plan->templates, Template, i).tiling);
  g_clear_object (&plan->document);
  g_clear_pointer (&plan->pieces, g_array_unref);
  g_clear_pointer (&plan->templates, g_array_unref);
  g_free (plan->title);
  g_free (plan);
}

/* "3 · Sparse forest · 30 × 20 cm" */
static char *
piece_caption (TemplatePlan *plan, const Template *t)
{
  const MusterTerrainPiece *p = &g_array_index (plan->pieces, MusterTerrainPiece, t->piece);
  g_autofree char *w = muster_map_format_length (p->width);
  g_autofree char *d = muster_map_format_length (p->depth);

  return g_strdup_printf ("%u · %s · %s × %s %s", t->piece + 1, muster_text_get (&p->piece->name), w, d,
                          muster_print_unit_label (plan->unit));
}

/* "Clouds of Smoke · table 120 × 90 cm · page 1 of 2" */
static char *
templates_heading (TemplatePlan *plan, int page)
{
  /* TRANSLATORS: the heading of the piece templates' pages: "Clouds of Smoke · table 120 × 90 cm · page 1 of 2" */
  return g_strdup_printf (_("%s · page %d of %d"), plan->title, page + 1, MAX (plan->n_pages, page + 1));
}

/* Where the piece's symbol puts ink (a ravine's banks go past its
 * outline), cut at the table's edges as on the table, a little wider. */
static void
ink_bounds (TemplatePlan *plan, Template *t)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  const Map *m = &plan->map;
  double x, y, w, h;

  cairo_rectangle (cr, 0, 0, m->tw * m->scale, m->td * m->scale);
  cairo_clip (cr);
  muster_map_draw_piece (cr, m, &g_array_index (plan->pieces, MusterTerrainPiece, t->piece), t->piece);
  cairo_destroy (cr);
  cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
  cairo_surface_destroy (surface);
  if (w <= 0 || h <= 0)
    {
      muster_map_piece_bounds (m, &g_array_index (plan->pieces, MusterTerrainPiece, t->piece), &x, &y, &w, &h);
      w -= x;
      h -= y;
    }
  t->x0 = MAX (x - PIECE_PAD, 0);
  t->y0 = MAX (y - PIECE_PAD, 0);
  t->x1 = MIN (x + w + PIECE_PAD, m->tw * m->scale);
  t->y1 = MIN (y + h + PIECE_PAD, m->td * m->scale);
}

/* Packs the pieces that fit a page in rows, page after page, then gives
 * each larger one its own tiles. */
static gpointer
templates_layout (GObject                  *document,
                  const MusterSheetOptions *options,
                  MusterPrintCtx           *ctx,
                  GError                  **error)
{
  double scale = true_scale (document, error);
  double top, width, depth;
  MusterSystem *system;
  double bottom = ctx->area.y + ctx->area.height - muster_tiling_ruler_height () - MUSTER_MM (2);
  double x, y, row_h;
  TemplatePlan *plan;
  int page = 0;
  gboolean any = FALSE;

  if (scale <= 0)
    return NULL;
  plan = g_new0 (TemplatePlan, 1);
  plan->document = g_object_ref (document);
  plan->pieces = document_pieces (document);
  document_table (document, &width, &depth, &plan->unit, &system);
  plan->ctx = ctx;
  plan->title = table_title (document);
  plan->templates = g_array_new (FALSE, TRUE, sizeof (Template));
  muster_map_compute_scaled (width, depth, scale, &plan->map);
  {
    /* the heading with the most pages it could have */
    g_autofree char *heading = templates_heading (plan, 999);

    top = ctx->area.y + muster_tiling_draw_heading (ctx, NULL, _("Templates at 1:1"), heading) + MUSTER_MM (2);
  }

  x = ctx->area.x;
  y = top;
  row_h = 0;
  for (guint i = 0; i < plan->pieces->len; i++)
    {
      const MusterTerrainPiece *p = &g_array_index (plan->pieces, MusterTerrainPiece, i);
      Template t = { .piece = i };
      double w, h;

      if (p->piece == NULL || p->removed)
        continue;
      ink_bounds (plan, &t);
      w = t.x1 - t.x0;
      h = t.y1 - t.y0;
      /* long sides the way the page's long side goes */
      t.turned = (w > h) != (ctx->area.width > bottom - top) && h <= ctx->area.width && w <= bottom - top;
      if (t.turned)
        {
          double swap = w;

          w = h;
          h = swap;
        }
      if (w > ctx->area.width || h > bottom - top)
        {
          t.tiled = TRUE;
          t.turned = FALSE;
          g_array_append_val (plan->templates, t);
          continue;
        }
      if (x + w > ctx->area.x + ctx->area.width + 0.01)
        {
          x = ctx->area.x;
          y += row_h + PIECE_GAP;
          row_h = 0;
        }
      if (y + h > bottom + 0.01)
        {
          page++;
          x = ctx->area.x;
          y = top;
          row_h = 0;
        }
      t.page = page;
      t.x = x;
      t.y = y;
      x += w + PIECE_GAP;
      row_h = MAX (row_h, h);
      any = TRUE;
      g_array_append_val (plan->templates, t);
    }
  plan->n_pages = any ? page + 1 : 0;
  for (guint i = 0; i < plan->templates->len; i++)
    {
      Template *t = &g_array_index (plan->templates, Template, i);

      if (!t->tiled)
        continue;
      {
        g_autofree char *caption = piece_caption (plan, t);
        /* TRANSLATORS: the heading of a large piece's template sheets: "Templates at 1:1 ·
         * Clouds of Smoke · table 120 × 90 cm · 2 · River · 120 × 12 cm" */
        g_autofree char *title = g_strdup_printf (_("Templates at 1:1 · %s · %s"), plan->title, caption);

        muster_tiling_init (&t->tiling, ctx, title, t->x1 - t->x0, t->y1 - t->y0);
      }
      t->page = plan->n_pages;
      plan->n_pages += muster_tiling_n_tiles (&t->tiling);
    }
  if (plan->n_pages == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID, _("There are no terrain pieces on the table to cut out."));
      template_plan_free (plan);
      return NULL;
    }
  return plan;
}

static int
templates_n_pages (gpointer data)
{
  return ((TemplatePlan *) data)->n_pages;
}

typedef struct
{
  TemplatePlan *plan;
  const Template *t;
} PieceDraw;

/* Draws the piece with its bounds' corner at the origin, cut at the
 * table's edges as on the table. */
static void
draw_piece (cairo_t *cr, gpointer data)
{
  PieceDraw *d = data;
  const Map *m = &d->plan->map;

  cairo_save (cr);
  cairo_translate (cr, -d->t->x0, -d->t->y0);
  cairo_rectangle (cr, 0, 0, m->tw * m->scale, m->td * m->scale);
  cairo_clip (cr);
  muster_map_draw_piece (cr, m, &g_array_index (d->plan->pieces, MusterTerrainPiece, d->t->piece), d->t->piece);
  cairo_restore (cr);
}

/* The piece's number, name and size on a white label in its middle, so
 * that the cut-out piece still says what it is. */
static void
draw_caption (MusterPrintCtx *ctx, cairo_t *cr, const char *caption, double x, double y, double w, double h)
{
  double tw = MIN (muster_pango_width (ctx, caption, FONT_SMALL), w - MUSTER_MM (2));
  double th = muster_pango_height (ctx, caption, FONT_SMALL, tw + 0.5);
  MusterBox box = { x + (w - tw) / 2, y + (h - th) / 2, tw + 0.5, th };

  cairo_save (cr);
  cairo_rectangle (cr, box.x - MUSTER_MM (1), box.y - MUSTER_MM (0.5), box.width + MUSTER_MM (2),
                   box.height + MUSTER_MM (1));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_fill (cr);
  cairo_restore (cr);
  muster_pango_box (ctx, cr, caption, FONT_SMALL, &box, PANGO_ALIGN_CENTER, MUSTER_INK);
}

static void
templates_draw (gpointer data, MusterPrintCtx *ctx, cairo_t *cr, int page)
{
  TemplatePlan *plan = data;

  for (guint i = 0; i < plan->templates->len; i++)
    {
      const Template *t = &g_array_index (plan->templates, Template, i);
      g_autofree char *caption = piece_caption (plan, t);
      PieceDraw d = { plan, t };

      if (t->tiled && page >= t->page && page < t->page + muster_tiling_n_tiles (&t->tiling))
        {
          muster_tiling_draw_tile (&t->tiling, ctx, cr, page - t->page, draw_piece, &d);
          return;
        }
      if (!t->tiled && t->page == page)
        {
          double w = t->turned ? t->y1 - t->y0 : t->x1 - t->x0;
          double h = t->turned ? t->x1 - t->x0 : t->y1 - t->y0;

          cairo_save (cr);
          cairo_translate (cr, t->x, t->y);
          if (t->turned)
            {
              cairo_translate (cr, w, 0);
              cairo_rotate (cr, G_PI / 2);
            }
          draw_piece (cr, &d);
          cairo_restore (cr);
          draw_caption (ctx, cr, caption, t->x, t->y, w, h);
        }
    }
  {
    g_autofree char *heading = templates_heading (plan, page);

    muster_tiling_draw_heading (ctx, cr, _("Templates at 1:1"), heading);
    muster_tiling_draw_ruler (ctx, cr);
  }
}

static const char *
templates_title (void)
{
  return _("Piece templates at 1:1");
}

const MusterSheetClass muster_sheet_piece_templates = {
  .id = "piece-templates",
  .title = templates_title,
  .margin = SHEET_MARGIN,
  .applies = templates_applies,
  .layout = templates_layout,
  .n_pages = templates_n_pages,
  .draw = templates_draw,
  .free = (void (*) (gpointer)) template_plan_free,
};
