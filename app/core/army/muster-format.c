/* muster-format.c: numbers, costs and the default army title, formatted
 * the same way in the window, on paper, in the library and on the command
 * line.
 */
#include "config.h"

#include "muster-format.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* "9", "2.5", "-1" */
char *
muster_format_local_number (double value)
{
  char *text;
  gsize len;

  if (value == floor (value) && fabs (value) < 1e15)
    return g_strdup_printf ("%.0f", value == 0 ? 0 : value);
  /* two decimals at most, without trailing zeros (any decimal mark) */
  text = g_strdup_printf ("%.2f", value);
  len = strlen (text);
  while (len > 0 && text[len - 1] == '0')
    text[--len] = '\0';
  if (len > 0 && !g_ascii_isdigit (text[len - 1]))
    text[--len] = '\0';
  return text;
}

/* "+1", "−2", "0": a line of a breakdown */
char *
muster_format_signed (double value)
{
  g_autofree char *number = muster_format_local_number (fabs (value));

  if (value > 0)
    return g_strconcat ("+", number, NULL);
  if (value < 0)
    return g_strconcat ("−", number, NULL);
  return g_steal_pointer (&number);
}

char *
muster_format_cost (MusterSystem *system,
                    double        cost)
{
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  g_autofree char *number = muster_format_local_number (cost);
  gulong n = (gulong) fabs (floor (cost));

  if (options->currency != NULL && g_str_equal (options->currency, "coins"))
    /* Translators: a cost in coins, "20 coins" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s coin", "%s coins", n), number);
  /* Translators: a cost in points, "9 points" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", n), number);
}

/**
 * muster_format_default_title:
 * @system: (nullable): the army's system, for its currency; %NULL counts
 *   in points
 * @faction: (nullable): the faction's name
 *
 * The title of an army without a name of its own, "France — 400 points",
 * in the current language.
 */
char *
muster_format_default_title (MusterSystem *system,
                             const char   *faction,
                             double        points)
{
  g_autofree char *cost = NULL;

  if (system != NULL)
    cost = muster_format_cost (system, points);
  else
    {
      g_autofree char *number = muster_format_local_number (points);

      cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", (gulong) fabs (floor (points))),
                              number);
    }
  /* TRANSLATORS: a generated army name: faction — points */
  return g_strdup_printf (_("%s — %s"), faction != NULL ? faction : "", cost);
}
