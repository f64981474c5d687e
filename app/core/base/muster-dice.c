/* muster-dice.c: dice notation. A die of any size is written dN; "2d6" is
 * two six-sided dice added. The d3 of the rules is a d6 halved and rounded
 * up, which the roller (muster-rng) honours; its range is 1 to 3 either way.
 */
#include "muster-dice.h"

#include <stdlib.h>

gboolean
muster_dice_parse (const char *text,
                   MusterDice *dice)
{
  const char *p = text;
  char *end;
  long count = 1, sides;

  g_return_val_if_fail (dice != NULL, FALSE);

  if (text == NULL || *text == '\0')
    return FALSE;
  if (g_ascii_isdigit (*p))
    {
      count = strtol (p, &end, 10);
      p = end;
    }
  if (*p != 'd' || !g_ascii_isdigit (p[1]))
    return FALSE;
  sides = strtol (p + 1, &end, 10);
  if (*end != '\0' || count < 1 || count > 20 || sides < 2 || sides > 1000)
    return FALSE;
  dice->count = (int) count;
  dice->sides = (int) sides;
  return TRUE;
}

int
muster_dice_min (const MusterDice *dice)
{
  return dice->count;
}

int
muster_dice_max (const MusterDice *dice)
{
  return dice->count * dice->sides;
}
