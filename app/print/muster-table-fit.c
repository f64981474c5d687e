/* muster-table-fit.c: tables sized by their contents before they go into
 * a flow: each column as wide as its text needs where the page allows,
 * else the long texts sharing what is left, and a wide table's columns
 * split into groups that each fit the page.
 */
#include "config.h"

#include "muster-table-fit.h"

#include <string.h>

/* the flow's table fonts and cell padding (muster-layout.c) */

MusterFitTable *
muster_fit_table_new (guint n_columns, const char * const *headers)
{
  MusterFitTable *table = g_new0 (MusterFitTable, 1);

  table->n_columns = n_columns;
  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  if (headers != NULL)
    {
      table->headers = g_new0 (char *, n_columns + 1);
      for (guint c = 0; c < n_columns; c++)
        table->headers[c] = g_strdup (headers[c] != NULL ? headers[c] : "");
    }
  return table;
}

void
muster_fit_table_free (MusterFitTable *table)
{
  g_strfreev (table->headers);
  g_ptr_array_unref (table->rows);
  g_free (table);
}

void
muster_fit_table_row (MusterFitTable *table, const char * const *cells)
{
  char **row = g_new0 (char *, table->n_columns + 1);

  for (guint c = 0; c < table->n_columns; c++)
    row[c] = g_strdup (cells[c] != NULL ? cells[c] : "");
  g_ptr_array_add (table->rows, row);
}

double
muster_pango_widest_word (MusterPrintCtx *ctx, const char *text, const char *font)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *desc;
  int w, h;

  if (text == NULL || *text == '\0')
    return 0;
  layout = pango_layout_new (ctx->pango);
  desc = pango_font_description_from_string (font);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_width (layout, 1);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

void
muster_cell_wants (MusterPrintCtx *ctx, const char *text, const char *font, double pad, double *min, double *max)
{
  if (text == NULL || text[0] == '\0')
    return;
  *min = MAX (*min, muster_pango_widest_word (ctx, text, font) + 2 * pad + 1);
  *max = MAX (*max, muster_pango_width (ctx, text, font) + 2 * pad + 1);
}

/* The widest word of @text (its narrowest width) and its whole width on
 * one line, in points. */
static void
text_widths (MusterPrintCtx *ctx, const char *text, const char *font, double *min, double *max)
{
  *min = *max = 0;
  if (text == NULL || *text == '\0')
    return;
  *max = muster_pango_width (ctx, text, font);
  *min = MIN (muster_pango_widest_word (ctx, text, font), *max);
}

void
muster_fit_table_measure (MusterFitTable *table, MusterPrintCtx *ctx, MusterColumnWant *wants)
{
  double width = ctx->area.width;

  for (guint c = 0; c < table->n_columns; c++)
    {
      MusterColumnWant *want = &wants[c];
      double word, line;

      memset (want, 0, sizeof *want);
      if (table->headers != NULL)
        {
          text_widths (ctx, table->headers[c], MUSTER_FONT_HEAD, &word, &line);
          want->min = word;
          want->max = line;
          want->soft = MIN (line, width * 0.1);
        }
      for (guint r = 0; r < table->rows->len; r++)
        {
          char **row = g_ptr_array_index (table->rows, r);

          text_widths (ctx, row[c], MUSTER_FONT_CELL, &word, &line);
          want->min = MAX (want->min, word);
          want->max = MAX (want->max, line);
        }
      /* the padding, and a point to spare against rounding */
      want->min += 2 * MUSTER_CELL_PAD + 1;
      want->max += 2 * MUSTER_CELL_PAD + 1;
      want->soft = MAX (want->soft + 2 * MUSTER_CELL_PAD + 1, want->min);
    }
}

/* Shares @width out among @n columns: each gets its widest line where all
 * fit (the last one what is left); else the narrow columns get theirs and
 * the wide ones split the rest in proportion to their widest lines, so
 * that the longest texts wrap to about as many lines each, never below
 * their widest word (nor, where there is room, a short header's line). */
void
muster_column_shares (const MusterColumnWant *wants, guint n, double width, double *shares)
{
  g_autofree double *min = g_new0 (double, n);
  double sum_min = 0, sum_max = 0, sum_soft = 0, lo = 0, hi = 0, budget = 0, k_lo = 0, k_hi = 1;

  for (guint c = 0; c < n; c++)
    {
      sum_min += wants[c].min;
      sum_soft += wants[c].soft;
      sum_max += wants[c].max;
      hi = MAX (hi, wants[c].max);
    }
  for (guint c = 0; c < n; c++)
    min[c] = sum_soft < width ? wants[c].soft : wants[c].min;
  if (sum_soft < width)
    sum_min = sum_soft;
  if (sum_max <= width || sum_min >= width)
    {
      for (guint c = 0; c < n; c++)
        shares[c] = sum_max <= width ? wants[c].max : min[c];
      if (sum_max < width)
        shares[n - 1] += width - sum_max;
      return;
    }
  /* the cap at which the columns fill the width exactly */
  for (int i = 0; i < 40; i++)
    {
      double cap = (lo + hi) / 2, sum = 0;

      for (guint c = 0; c < n; c++)
        sum += CLAMP (cap, min[c], wants[c].max);
      if (sum > width)
        hi = cap;
      else
        lo = cap;
    }
  for (guint c = 0; c < n; c++)
    {
      shares[c] = CLAMP (lo, min[c], wants[c].max);
      if (wants[c].max > lo)
        budget += shares[c];
    }
  /* the columns over the cap: in proportion to their widest lines */
  for (int i = 0; i < 40; i++)
    {
      double k = (k_lo + k_hi) / 2, sum = 0;

      for (guint c = 0; c < n; c++)
        if (wants[c].max > lo)
          sum += CLAMP (k * wants[c].max, MAX (min[c], MIN (wants[c].soft, lo)), wants[c].max);
      if (sum > budget)
        k_hi = k;
      else
        k_lo = k;
    }
  for (guint c = 0; c < n; c++)
    if (wants[c].max > lo)
      shares[c] = CLAMP (k_lo * wants[c].max, MAX (min[c], MIN (wants[c].soft, lo)), wants[c].max);
}

void
muster_column_widths (const double *shares, const double *min, const double *max, guint n, double width,
                      double *widths)
{
  double total = 0, sum_min = 0, need = 0, room_wrap = 0, room_all = 0;

  for (guint c = 0; c < n; c++)
    {
      total += MAX (shares[c], 0);
      sum_min += min[c];
    }
  for (guint c = 0; c < n; c++)
    {
      widths[c] = width * MAX (shares[c], 0) / MAX (total, 1e-6);
      need += MAX (min[c] - widths[c], 0);
    }
  if (need <= 0)
    return;
  if (sum_min >= width)
    {
      /* not even the widest words fit: the narrow columns keep theirs,
       * the widest share what is left alike and break their words */
      double lo = 0, hi = width;

      for (int i = 0; i < 50; i++)
        {
          double cap = (lo + hi) / 2, sum = 0;

          for (guint c = 0; c < n; c++)
            sum += MIN (min[c], cap);
          if (sum > width)
            hi = cap;
          else
            lo = cap;
        }
      for (guint c = 0; c < n; c++)
        widths[c] = MIN (min[c], lo);
      /* what rounding left over, to the widest */
      {
        double sum = 0;
        guint widest = 0;

        for (guint c = 0; c < n; c++)
          {
            sum += widths[c];
            if (min[c] > min[widest])
              widest = c;
          }
        widths[widest] += width - sum;
      }
      return;
    }
  /* the room above their widest word: first of the columns whose text
   * wraps anyway, then of all */
  for (guint c = 0; c < n; c++)
    if (widths[c] > min[c])
      {
        room_all += widths[c] - min[c];
        if (max[c] > widths[c])
          room_wrap += widths[c] - min[c];
      }
  for (guint c = 0; c < n; c++)
    {
      double room = MAX (widths[c] - min[c], 0), give;

      if (widths[c] < min[c])
        {
          widths[c] = min[c];
          continue;
        }
      if (need <= room_wrap)
        give = max[c] > widths[c] ? need * room / MAX (room_wrap, 1e-6) : 0;
      else
        give = (max[c] > widths[c] ? room : 0)
               + (need - room_wrap) * (max[c] > widths[c] ? 0 : room) / MAX (room_all - room_wrap, 1e-6);
      widths[c] -= give;
    }
}

/* Adds the table to the flow and frees it. */
void
muster_fit_table_emit (MusterFitTable *table, MusterFlow *flow, MusterPrintCtx *ctx)
{
  g_autofree MusterColumnWant *wants = g_new0 (MusterColumnWant, table->n_columns);
  g_autofree double *shares = g_new0 (double, table->n_columns);

  muster_fit_table_measure (table, ctx, wants);
  muster_column_shares (wants, table->n_columns, ctx->area.width, shares);
  muster_flow_table_fitted (flow, wants, table->n_columns, shares, (const char * const *) table->headers);
  for (guint r = 0; r < table->rows->len; r++)
    muster_flow_row (flow, g_ptr_array_index (table->rows, r));
  muster_fit_table_free (table);
}

GPtrArray *
muster_column_groups (const MusterColumnWant *wants, guint n, double width)
{
  GPtrArray *groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  GArray *group = NULL;
  double used = 0;

  for (guint c = 1; c < n; c++)
    {
      double need = MAX (wants[c].soft, MIN (wants[c].max, width / 7));

      if (group == NULL || (group->len > 1 && used + need > width))
        {
          guint first = 0;

          group = g_array_new (FALSE, FALSE, sizeof (guint));
          g_array_append_val (group, first);
          g_ptr_array_add (groups, group);
          used = MAX (wants[0].soft, MIN (wants[0].max, width / 7));
        }
      g_array_append_val (group, c);
      used += need;
    }
  return groups;
}

