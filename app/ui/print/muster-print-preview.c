/* muster-print-preview.c: the print dialog's Preview inside Muster. GTK
 * would write a temporary PDF and start an external viewer (nothing where
 * none is installed); this window shows the pages the print operation laid
 * out for the dialog's paper, drawn by the same code that prints them, one
 * at a time, with page navigation and zoom. Closing it ends the preview.
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "muster-print-preview.h"
#include "muster-ui-util.h"

#define PREVIEW_PAD 24.0        /* pixels around the page */
#define PX_PER_POINT (96.0 / 72.0)

typedef struct
{
  MusterPrintOperation *operation;
  GtkPrintOperationPreview *preview;
  GtkWindow *window;
  GtkDrawingArea *area;
  GtkLabel *page_label;
  GtkWidget *previous_button;
  GtkWidget *next_button;
  GtkWidget *zoom_label;       /* a button: the zoom; a click fits the page */
  int page;                     /* shown, from 0 */
  int n_pages;                  /* 0 until the pages are laid out */
  double zoom;                  /* 1: the paper's own size; 0: fit the window */
  gboolean ended;
} Preview;

static void
preview_free (Preview *self)
{
  g_signal_handlers_disconnect_by_data (self->preview, self);
  g_signal_handlers_disconnect_by_data (self->operation, self);
  g_clear_object (&self->operation);
  g_clear_object (&self->preview);
  g_free (self);
}

/* Pixels per point: the zoom, or what fits the whole page in the window. */
static double
preview_scale (Preview *self,
               int      width,
               int      height)
{
  const MusterPage *page = muster_print_operation_get_page (self->operation);

  if (self->zoom > 0)
    return self->zoom * PX_PER_POINT;
  if (page->width <= 0 || page->height <= 0)
    return PX_PER_POINT;
  return MAX (MIN ((width - 2 * PREVIEW_PAD) / page->width, (height - 2 * PREVIEW_PAD) / page->height), 0.05);
}

static void
update (Preview *self)
{
  const MusterPage *page = muster_print_operation_get_page (self->operation);
  g_autofree char *text = NULL;
  g_autofree char *zoom = NULL;

  if (self->n_pages > 0)
    /* Translators: the page shown in the print preview: "Page 2 of 5" */
    text = g_strdup_printf (_("Page %d of %d"), self->page + 1, self->n_pages);
  else
    text = g_strdup (_("Laying out the pages…"));
  gtk_label_set_text (self->page_label, text);
  gtk_widget_set_sensitive (self->previous_button, self->page > 0);
  gtk_widget_set_sensitive (self->next_button, self->page + 1 < self->n_pages);

  if (self->zoom > 0)
    {
      /* Translators: the print preview's zoom: "150 %" */
      zoom = g_strdup_printf (_("%.0f %%"), self->zoom * 100);
      gtk_drawing_area_set_content_width (self->area, (int) ceil (page->width * self->zoom * PX_PER_POINT + 2 * PREVIEW_PAD));
      gtk_drawing_area_set_content_height (self->area, (int) ceil (page->height * self->zoom * PX_PER_POINT + 2 * PREVIEW_PAD));
    }
  else
    {
      /* Translators: the print preview's zoom when the page fits the window */
      zoom = g_strdup (C_("zoom", "Fit"));
      gtk_drawing_area_set_content_width (self->area, 0);
      gtk_drawing_area_set_content_height (self->area, 0);
    }
  gtk_button_set_label (GTK_BUTTON (self->zoom_label), zoom);
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  Preview *self = user_data;
  MusterPrintJob *job = muster_print_operation_get_job (self->operation);
  const MusterPage *page = muster_print_operation_get_page (self->operation);
  double scale, x, y;

  if (self->ended || job == NULL || self->n_pages <= 0)
    return;
  scale = preview_scale (self, width, height);
  x = MAX ((width - page->width * scale) / 2, PREVIEW_PAD);
  y = MAX ((height - page->height * scale) / 2, PREVIEW_PAD);

  /* the sheet of paper, with a shadow */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_rectangle (cr, x + 2, y + 3, page->width * scale, page->height * scale);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, page->width * scale, page->height * scale);
  cairo_fill (cr);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, page->width * scale, page->height * scale);
  cairo_clip (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  muster_print_job_draw_page (job, cr, self->page);
  cairo_restore (cr);
}

/* GTK has laid the pages out (begin-print ran): show the first. */
static void
ready_cb (GtkPrintOperationPreview *preview,
          GtkPrintContext          *context,
          gpointer                  user_data)
{
  Preview *self = user_data;
  MusterPrintJob *job = muster_print_operation_get_job (self->operation);

  self->n_pages = job != NULL ? muster_print_job_get_n_pages (job) : 0;
  self->page = 0;
  update (self);
}

/* Nothing to show (no sheet ticked, or the layout failed): the print
 * operation says why over its own window; this one goes. */
static void
status_cb (GtkPrintOperation *operation,
           gpointer           user_data)
{
  Preview *self = user_data;

  if (gtk_print_operation_get_status (operation) == GTK_PRINT_STATUS_FINISHED_ABORTED && self->n_pages == 0)
    {
      self->ended = TRUE;
      gtk_window_destroy (self->window);
    }
}

static void
go_to (Preview *self,
       int      page)
{
  if (self->n_pages <= 0)
    return;
  self->page = CLAMP (page, 0, self->n_pages - 1);
  update (self);
}

static void
zoom_by (Preview *self,
         double   factor)
{
  if (self->zoom <= 0)
    {
      int width = gtk_widget_get_width (GTK_WIDGET (self->area));
      int height = gtk_widget_get_height (GTK_WIDGET (self->area));

      self->zoom = preview_scale (self, width, height) / PX_PER_POINT;
    }
  self->zoom = CLAMP (self->zoom * factor, 0.1, 8.0);
  update (self);
}

static void
preview_action_cb (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  Preview *self = user_data;
  const char *name = g_action_get_name (G_ACTION (action));

  if (g_str_equal (name, "previous"))
    go_to (self, self->page - 1);
  else if (g_str_equal (name, "next"))
    go_to (self, self->page + 1);
  else if (g_str_equal (name, "first"))
    go_to (self, 0);
  else if (g_str_equal (name, "last"))
    go_to (self, self->n_pages - 1);
  else if (g_str_equal (name, "zoom-in"))
    zoom_by (self, 1.25);
  else if (g_str_equal (name, "zoom-out"))
    zoom_by (self, 1 / 1.25);
  else if (g_str_equal (name, "zoom-actual"))
    {
      self->zoom = 1;
      update (self);
    }
  else if (g_str_equal (name, "zoom-fit"))
    {
      self->zoom = 0;
      update (self);
    }
  else if (g_str_equal (name, "close"))
    gtk_window_close (self->window);
}

/* Closing the window ends the preview: GTK ends the print job it began. */
static gboolean
close_request_cb (GtkWindow *window,
                  gpointer   user_data)
{
  Preview *self = user_data;

  if (!self->ended)
    {
      self->ended = TRUE;
      gtk_print_operation_preview_end_preview (self->preview);
    }
  return FALSE;
}

static GtkWidget *
icon_button (const char *icon,
             const char *action,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  muster_ui_set_tooltip (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
add_shortcut (GtkShortcutController *controller,
              const char            *trigger,
              const char            *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (trigger),
                                                          gtk_named_action_new (action)));
}

/**
 * muster_print_preview_show:
 * @preview: what the print operation's "preview" signal gave
 * @context: the print context, which gets a cairo context (GTK wants one)
 * @parent: (nullable): the print dialog's parent
 *
 * Shows the preview window; it follows the operation until the user closes
 * it, which ends the preview.
 *
 * Returns: (transfer none): the window
 */
GtkWindow *
muster_print_preview_show (MusterPrintOperation     *operation,
                           GtkPrintOperationPreview *preview,
                           GtkPrintContext          *context,
                           GtkWindow                *parent)
{
  static const char * const names[] = {
    "previous", "next", "first", "last", "zoom-in", "zoom-out", "zoom-actual", "zoom-fit", "close"
  };
  Preview *self = g_new0 (Preview, 1);
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  GtkShortcutController *shortcuts;
  cairo_surface_t *surface;
  cairo_t *cr;
  GtkWidget *box, *header, *scroller, *nav, *zoom;
  g_autofree char *title = NULL;

  g_return_val_if_fail (MUSTER_IS_PRINT_OPERATION (operation), NULL);

  self->operation = g_object_ref (operation);
  self->preview = g_object_ref (preview);
  self->zoom = 0;

  /* GTK checks the print context has one; the pages are drawn from the
   * operation's job onto the window's own */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  self->window = GTK_WINDOW (adw_window_new ());
  title = muster_print_document_title (muster_print_operation_get_document (operation));
  gtk_window_set_title (self->window, title);
  gtk_window_set_modal (self->window, TRUE);
  if (parent != NULL)
    gtk_window_set_transient_for (self->window, parent);
  gtk_window_set_default_size (self->window, 720, 900);
  gtk_widget_add_css_class (GTK_WIDGET (self->window), "muster-print-preview");

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new (names[i], NULL);

      g_signal_connect (action, "activate", G_CALLBACK (preview_action_cb), self);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self->window), "preview", G_ACTION_GROUP (group));
  shortcuts = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_shortcut_controller_set_scope (shortcuts, GTK_SHORTCUT_SCOPE_MANAGED);
  add_shortcut (shortcuts, "Page_Up|Left", "preview.previous");
  add_shortcut (shortcuts, "Page_Down|Right", "preview.next");
  add_shortcut (shortcuts, "Home", "preview.first");
  add_shortcut (shortcuts, "End", "preview.last");
  add_shortcut (shortcuts, "<Control>plus|<Control>equal|<Control>KP_Add", "preview.zoom-in");
  add_shortcut (shortcuts, "<Control>minus|<Control>KP_Subtract", "preview.zoom-out");
  add_shortcut (shortcuts, "<Control>1", "preview.zoom-actual");
  add_shortcut (shortcuts, "<Control>0", "preview.zoom-fit");
  add_shortcut (shortcuts, "Escape|<Control>w", "preview.close");
  gtk_widget_add_controller (GTK_WIDGET (self->window), GTK_EVENT_CONTROLLER (shortcuts));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  nav = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (nav, "linked");
  self->previous_button = icon_button ("go-previous-symbolic", "preview.previous", _("Previous Page"));
  self->next_button = icon_button ("go-next-symbolic", "preview.next", _("Next Page"));
  gtk_box_append (GTK_BOX (nav), self->previous_button);
  gtk_box_append (GTK_BOX (nav), self->next_button);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), nav);
  self->page_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (self->page_label, PANGO_ELLIPSIZE_END);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->page_label));
  zoom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (zoom, "linked");
  gtk_box_append (GTK_BOX (zoom), icon_button ("zoom-out-symbolic", "preview.zoom-out", _("Zoom Out")));
  self->zoom_label = gtk_button_new_with_label ("");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->zoom_label), "preview.zoom-fit");
  muster_ui_set_tooltip (self->zoom_label, _("Fit the Page"));
  gtk_box_append (GTK_BOX (zoom), self->zoom_label);
  gtk_box_append (GTK_BOX (zoom), icon_button ("zoom-in-symbolic", "preview.zoom-in", _("Zoom In")));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), zoom);
  gtk_box_append (GTK_BOX (box), header);

  self->area = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->area), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->area), TRUE);
  gtk_drawing_area_set_draw_func (self->area, draw_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Page preview"), -1);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->area));
  gtk_widget_add_css_class (scroller, "view");
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (self->window), box);

  g_signal_connect (preview, "ready", G_CALLBACK (ready_cb), self);
  g_signal_connect (operation, "status-changed", G_CALLBACK (status_cb), self);
  g_signal_connect (self->window, "close-request", G_CALLBACK (close_request_cb), self);
  g_object_set_data_full (G_OBJECT (self->window), "muster-preview", self, (GDestroyNotify) preview_free);
  update (self);
  gtk_window_present (self->window);
  return self->window;
}
