/* minimal-window.c: the baseline of the cold-start figure: the smallest
 * GTK 4 application that opens a window, and quits after its first frame. */
#include <gtk/gtk.h>

static void
after_paint (GdkFrameClock *clock, GApplication *app)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, app);
  g_application_quit (app);
}

static void
on_map (GtkWidget *window, GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), app);
}

static void
activate (GtkApplication *app)
{
  GtkWidget *window = gtk_application_window_new (app);

  gtk_window_set_title (GTK_WINDOW (window), "Minimal");
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Hello"));
  g_signal_connect (window, "map", G_CALLBACK (on_map), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(GtkApplication) app = gtk_application_new ("io.github.muster.MinimalBench", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
