/* ui-test-input.h: real input for the display tests: xdotool makes the X
 * server send keys, clicks, the wheel and pointer moves, as a keyboard and
 * a mouse would, and the tests wait until GTK has handled them.
 */
#pragma once

#include <math.h>
#include <string.h>

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

/* The X server's keyboard layouts, as setxkbmap -query names them ("us"). */
static inline char *
keyboard_layouts (void)
{
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  int status = 0;

  g_assert_true (g_spawn_command_line_sync ("setxkbmap -query", &out, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "layout:"))
      return g_strstrip (g_strdup (lines[i] + strlen ("layout:")));
  return g_strdup ("us");
}

/* Types @text (any letters, Cyrillic too) into the focused widget of the
 * window of @widget with real keys: for a while the keyboard has the US
 * and the Russian layouts, and xdotool switches to the Russian for a Cyrillic
 * letter. (A letter xdotool has to map to a spare key only for the moment
 * of its press reaches GTK after the mapping is gone, as nothing.) */
static inline void
type_text (GtkWidget  *widget,
           const char *text)
{
  g_autofree char *layouts = keyboard_layouts ();
  g_autofree char *back = NULL;
  int status = 0;

  g_assert_true (g_spawn_command_line_sync ("setxkbmap -layout us,ru", NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  settle (widget);
  xdotool ("type", "--delay", "30", text, NULL);
  settle (widget);
  back = g_strdup_printf ("setxkbmap -layout %s", layouts);
  g_assert_true (g_spawn_command_line_sync (back, NULL, NULL, &status, NULL));
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
