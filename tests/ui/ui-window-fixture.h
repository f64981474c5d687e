/* ui-window-fixture.h: the fixture of display tests that drive a whole
 * window: a MusterWindow of 800 × 700 over a library of its own in a
 * temporary folder; teardown closes the dialogs a test left open. Set
 * ui_window_fixture_catalog before the tests run. Also: finding a
 * system's section on the start page.
 */
#pragma once

#include "muster-system-section.h"
#include "muster-window.h"
#include "ui-test-common.h"

typedef struct
{
  char *dir;
  MusterLibrary *library;
  MusterWindow *window;
} UiWindowFixture;

static MusterCatalog *ui_window_fixture_catalog;

/* The start page's section of system @id in @window, or NULL. */
static G_GNUC_UNUSED MusterSystemSection *
ui_window_find_section (MusterWindow *window,
                        const char   *id)
{
  GtkWidget *list = muster_window_get_systems_list (window);

  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (muster_system_get_id (muster_system_section_get_system (MUSTER_SYSTEM_SECTION (child))), id))
      return MUSTER_SYSTEM_SECTION (child);
  return NULL;
}

static G_GNUC_UNUSED void
ui_window_fixture_setup (UiWindowFixture *f,
                         gconstpointer    data)
{
  f->dir = muster_test_tmpdir ();
  f->library = ui_test_new_library (f->dir);
  f->window = muster_window_new (NULL, ui_test_context (ui_window_fixture_catalog, f->library));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 800, 700);
  ui_test_present (GTK_WINDOW (f->window));
}

static G_GNUC_UNUSED void
ui_window_fixture_teardown (UiWindowFixture *f,
                            gconstpointer    data)
{
  GtkWindow *dialog;

  while ((dialog = ui_test_find_dialog ()) != NULL)
    gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->library);
  muster_test_rmtree (f->dir);
  g_free (f->dir);
}
