/* muster-ui-util.h: small helpers the army widgets share: numbers and costs
 * in the system's currency, a drop-down list factory that ellipsizes, and
 * loading an army file with the error shown in a dialog.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

char               *muster_ui_format_number      (double               value);
char               *muster_ui_format_signed      (double               value);
char               *muster_ui_format_cost        (MusterSystem        *system,
                                                  double               cost);
GtkListItemFactory *muster_ui_ellipsizing_factory (int                 width_chars,
                                                  int                 max_chars);
GtkWidget          *muster_ui_show_error         (GtkWidget           *parent,
                                                  const char          *heading,
                                                  const char          *body);
MusterArmy         *muster_ui_load_army_file     (GtkWidget           *parent,
                                                  MusterCatalog       *catalog,
                                                  GFile               *file);
void                muster_ui_set_tooltip        (GtkWidget           *widget,
                                                  const char          *text);
void                muster_ui_remove_all         (GtkWidget           *container);

G_END_DECLS
