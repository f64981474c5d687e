/* bench-common.h: what the benchmarks share: the median of their samples.
 * Benchmarks print figures beside their aims; they assert nothing on time.
 */
#pragma once

#include <glib.h>

/* The median of @samples (doubles), sorting them in place; 0 when empty. */
static inline double
bench_median (GArray *samples)
{
  double *v = (double *) samples->data;

  for (guint i = 1; i < samples->len; i++)
    for (guint j = i; j > 0 && v[j - 1] > v[j]; j--)
      {
        double t = v[j];
        v[j] = v[j - 1];
        v[j - 1] = t;
      }
  return samples->len > 0 ? v[samples->len / 2] : 0;
}
