/* muster-scenario.h: what a scenario file (scenario.xsd) must be beyond
 * its schema: its system installed, every piece, variant, grid cell and
 * faction one of that system, every side named once and every zone,
 * objective, column marker and event naming one of them, and its texts in
 * English and Russian, each once.
 */
#pragma once

#include <libxml/tree.h>

#include "muster-catalog.h"

G_BEGIN_DECLS

gboolean muster_scenario_check_doc (MusterCatalog  *catalog,
                                    xmlDoc         *doc,
                                    const char     *file,
                                    GError        **error);

G_END_DECLS
