/* muster-list-limit.h: one limit of a unit in the list editor: a choice
 * of the common kinds ("at most N", "N per M points", "only with a unit
 * of a special rule") that writes the limit's expressions, or the
 * expressions themselves, and the limit's words in both languages.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* A boxed list of the rows of @limit, a <limit> of a unit of @doc. */
GtkWidget *muster_list_limit_new (MusterListDoc *doc,
                                  MusterSystem  *system,
                                  xmlNode       *limit);

G_END_DECLS
