/* minimal-window.c: the baselines of the cold-start figure: the smallest
 * GTK 4 application that opens a window and quits after its first frame,
 * (with --adw) the same with libadwaita, and (with --adw-header) that
 * libadwaita window with a header bar, which a user needs to move and close
 * it, as libadwaita's own examples have. */
#include <adwaita.h>

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
activate (GtkApplication *app, gpointer adw)
{
  GtkWidget *window;

  if (adw != NULL && g_str_equal (adw, "--adw-header"))
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *label = gtk_label_new ("Hello");

      gtk_widget_set_vexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
      gtk_box_append (GTK_BOX (box), label);
      window = adw_application_window_new (app);
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
    }
  else if (adw != NULL)
    {
      window = adw_application_window_new (app);
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), gtk_label_new ("Hello"));
    }
  else
    {
      window = gtk_application_window_new (app);
      gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Hello"));
    }
  gtk_window_set_title (GTK_WINDOW (window), "Minimal");
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  g_signal_connect (window, "map", G_CALLBACK (on_map), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  const char *adw = argc > 1 && g_str_has_prefix (argv[1], "--adw") ? argv[1] : NULL;
  g_autoptr(GtkApplication) app = adw != NULL
    ? GTK_APPLICATION (adw_application_new ("io.github.muster.MinimalAdwBench", G_APPLICATION_NON_UNIQUE))
    : gtk_application_new ("io.github.muster.MinimalBench", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), (gpointer) adw);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
