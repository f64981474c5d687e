/* scenario-test-common.h: what the display tests of the Scenario page share:
 * the catalog and the data home of the program, the page shown in a window,
 * and the pointer and keys through the X server.
 */
#pragma once

#include "config.h"
#include <math.h>
#include <string.h>
#include <adwaita.h>
#include "muster-scenario-force.h"
#include "muster-scenario-layers.h"
#include "muster-scenario-sides.h"
#include "muster-scenario-page.h"
#include "muster-terrain-page.h"
#include "muster-test.h"
#include "muster-window.h"
#include "ui-test-common.h"
#include "ui-test-input.h"

static G_GNUC_UNUSED MusterCatalog *catalog;
static char *tmpdir;

/* ---- input through the X server (ui-test-input.h) ---- */

static G_GNUC_UNUSED void
point_at (GtkWidget *widget, double x, double y)
{
  point_at_xy (widget, x, y);
  /* the canvas's drag follows the pointer a frame later */
  ui_test_wait_ms (30);
}

static G_GNUC_UNUSED void
key (GtkWidget *widget, const char *keys)
{
  xdotool ("key", "--clearmodifiers", keys, NULL);
  settle (widget);
}

static G_GNUC_UNUSED MusterScenarioPage *
show_page (const char *system_id)
{
  GtkWidget *page = muster_scenario_page_new (ui_test_context (catalog, NULL));

  ui_test_show_in_window (page, 1400, 900);
  g_assert_true (muster_scenario_page_new_scenario (MUSTER_SCENARIO_PAGE (page), system_id));
  gtk_test_widget_wait_for_draw (page);
  focus_window (page);
  return MUSTER_SCENARIO_PAGE (page);
}
