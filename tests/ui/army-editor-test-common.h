/* army-editor-test-common.h: what the display tests of the army editor share:
 * the catalog and the data home of the program, a new army, and the editor
 * shown in a window.
 */
#pragma once

#include "config.h"
#include <string.h>
#include <adwaita.h>
#include "muster-army-commanders.h"
#include "muster-army-editor.h"
#include "muster-army-unit-row.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"

static G_GNUC_UNUSED MusterCatalog *catalog;
static char *tmpdir;

static G_GNUC_UNUSED MusterArmy *
new_army (const char *system_id,
          const char *faction_id,
          guint       points)
{
  MusterSystem *system = muster_catalog_lookup (catalog, system_id);

  g_assert_nonnull (system);
  return muster_army_new (system, muster_system_lookup_faction (system, faction_id), points);
}

static G_GNUC_UNUSED MusterArmyEditor *
show_editor (MusterArmy    *army,
             MusterLibrary *library)
{
  GtkWidget *editor = muster_army_editor_new (ui_test_context (catalog, library), army, 0, NULL);

  ui_test_show_in_window (editor, 1400, 900);
  return MUSTER_ARMY_EDITOR (editor);
}
