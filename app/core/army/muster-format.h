/* muster-format.h: numbers, costs and army titles as Muster shows and
 * prints them ("2.5", "−1", "9 points", "20 coins", "France — 400
 * points"), in the current language. Shared by the window, the printed
 * sheets, the library and the command line.
 */
#pragma once

#include "muster-army.h"

G_BEGIN_DECLS

/* "9", "2.5" ("2,5" where the locale writes so), "-1" */
char *muster_format_local_number (double        value);
/* "+1", "−2", "0": a line of a breakdown */
char *muster_format_signed       (double        value);
char *muster_format_cost         (MusterSystem *system,
                                  double        cost);
/* "France — 400 points": the title of an army without a name */
char *muster_format_default_title (MusterSystem *system,
                                   const char   *faction,
                                   double        points);

G_END_DECLS
