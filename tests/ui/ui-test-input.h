/* ui-test-input.h: real input for the display tests: xdotool makes the X
 * server send keys, clicks, the wheel and pointer moves, as a keyboard and
 * a mouse would, and the tests wait until GTK has handled them.
 */
#pragma once

#include <math.h>

#include <adwaita.h>
#include <gdk/x11/gdkx.h>

#include "ui-test-common.h"

/* Runs xdotool with the arguments up to NULL; fails the test if it fails. */
static inline void
xdotool (const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status;
  va_list args;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);
}

/* Handles what the X server has sent so far. */
static inline void
settle (GtkWidget *widget)
{
  gdk_display_sync (gtk_widget_get_display (widget));
  ui_test_drain ();
}

/* The X id of the window @widget is in, as xdotool takes it. */
static inline char *
window_id (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));

  return g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
}

/* Gives the window of @widget the keyboard. */
static inline void
focus_window (GtkWidget *widget)
{
  g_autofree char *id = window_id (widget);

  xdotool ("windowfocus", "--sync", id, NULL);
  settle (widget);
}

/* Moves the pointer to (x, y) of @widget. */
static inline void
point_at_xy (GtkWidget *widget,
             double     x,
             double     y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  g_autofree char *id = window_id (widget);
  g_autofree char *sx = NULL, *sy = NULL;
  graphene_point_t point;
  double dx, dy;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &point));
  gtk_native_get_surface_transform (native, &dx, &dy);
  sx = g_strdup_printf ("%d", (int) round (point.x + dx));
  sy = g_strdup_printf ("%d", (int) round (point.y + dy));
  xdotool ("mousemove", "--window", id, sx, sy, NULL);
  settle (widget);
}
