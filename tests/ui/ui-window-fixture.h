/* ui-window-fixture.h: the fixture of display tests that drive a whole
 * window: a MusterWindow of 800 × 700 over a library of its own in a
 * temporary folder; teardown closes the dialogs a test left open. Set
 * ui_window_fixture_catalog before the tests run.
 */
#pragma once

#include "muster-window.h"
#include "ui-test-common.h"

typedef struct
{
  char *dir;
  MusterLibrary *library;
  MusterWindow *window;
} UiWindowFixture;

static MusterCatalog *ui_window_fixture_catalog;

static G_GNUC_UNUSED void
ui_window_fixture_setup (UiWindowFixture *f,
                         gconstpointer    data)
{
  f->dir = muster_test_tmpdir ();
  f->library = ui_test_new_library (f->dir);
  f->window = muster_window_new_full (NULL, ui_window_fixture_catalog, f->library);
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
