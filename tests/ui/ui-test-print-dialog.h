/* ui-test-print-dialog.h: GTK's real print dialog in the display tests:
 * finding it, picking a printer in its list with a click, its tabs, its
 * buttons, and what poppler's tools read from the PDF that comes out.
 */
#pragma once

#include <stdlib.h>
#include <string.h>

#include "ui-test-input.h"

/* GTK's print dialog, a GtkPrintUnixDialog (by name: its header is
 * gtk4-unix-print's, which the tests do not build with), when shown. */
static inline GtkWidget *
ui_print_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (g_str_equal (G_OBJECT_TYPE_NAME (l->data), "GtkPrintUnixDialog") && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static inline gboolean
ui_print_dialog_shown (gpointer data)
{
  return ui_print_dialog () != NULL;
}

static inline gboolean
ui_print_dialog_gone (gpointer data)
{
  return ui_print_dialog () == NULL;
}

static inline gboolean
ui_test_is_sensitive (gpointer data)
{
  return gtk_widget_is_sensitive (data);
}

/* A click of the mouse at the middle of @widget. */
static inline void
ui_click (GtkWidget *widget)
{
  point_at_xy (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
  xdotool ("click", "1", NULL);
  settle (widget);
}

typedef struct
{
  GtkWidget *dialog;
  const char *name;             /* the printer's name */
  GtkColumnView *list;          /* the printer list */
  GtkWidget *label;             /* the printer's name in it */
  guint position;               /* and its row */
} UiPrinterRow;

/* Whether @object is the GtkPrinter named @name (by type name: the printer
 * type is gtk4-unix-print's too). */
static inline gboolean
ui_is_printer (gpointer    object,
               const char *name)
{
  GType printer_type = g_type_from_name ("GtkPrinter");
  g_autofree char *printer_name = NULL;

  if (object == NULL || printer_type == 0 || !G_TYPE_CHECK_INSTANCE_TYPE (object, printer_type))
    return FALSE;
  g_object_get (object, "name", &printer_name, NULL);
  return g_strcmp0 (printer_name, name) == 0;
}

/* The printer's row in the dialog's list, once its backend has listed it
 * and the list shows it. */
static inline gboolean
ui_print_dialog_has_printer (gpointer data)
{
  UiPrinterRow *row = data;
  GListModel *model;

  row->list = GTK_COLUMN_VIEW (ui_test_find_type (row->dialog, GTK_TYPE_COLUMN_VIEW));
  if (row->list == NULL)
    return FALSE;
  model = G_LIST_MODEL (gtk_column_view_get_model (row->list));
  for (row->position = 0; row->position < g_list_model_get_n_items (model); row->position++)
    {
      g_autoptr(GObject) printer = g_list_model_get_item (model, row->position);

      if (ui_is_printer (printer, row->name))
        {
          row->label = ui_test_find_visible_label (GTK_WIDGET (row->list), row->name);
          return row->label != NULL && gtk_widget_get_mapped (row->label);
        }
    }
  return FALSE;
}

static inline GtkWidget *ui_print_dialog_open_tab (GtkWidget  *dialog,
                                                   const char *tab);

/* Picks printer @name in the dialog's list (on its General tab) with a
 * click, as a user would. */
static inline void
ui_print_dialog_pick_printer (GtkWidget  *dialog,
                              const char *name)
{
  UiPrinterRow row = { dialog, name, NULL, NULL, 0 };

  g_assert_nonnull (ui_print_dialog_open_tab (dialog, "General"));
  ui_test_wait_until (ui_print_dialog_has_printer, &row, 10000);
  if (row.label == NULL)
    g_error ("the print dialog does not list the printer “%s”", name);
  ui_click (row.label);
  g_assert_true (gtk_selection_model_is_selected (gtk_column_view_get_model (row.list), row.position));
}

/* The dialog's notebook page whose tab reads @tab, made current with a
 * click on its tab; NULL when there is no such tab. */
static inline GtkWidget *
ui_print_dialog_open_tab (GtkWidget  *dialog,
                          const char *tab)
{
  GtkNotebook *notebook = GTK_NOTEBOOK (ui_test_find_type (dialog, GTK_TYPE_NOTEBOOK));

  g_assert_nonnull (notebook);
  for (int i = 0; i < gtk_notebook_get_n_pages (notebook); i++)
    {
      GtkWidget *page = gtk_notebook_get_nth_page (notebook, i);
      GtkWidget *label = gtk_notebook_get_tab_label (notebook, page);

      if (label != NULL && gtk_widget_get_visible (page) &&
          ui_test_find_label (label, tab) != NULL)
        {
          ui_click (label);
          g_assert_cmpint (gtk_notebook_get_current_page (notebook), ==, i);
          return page;
        }
    }
  return NULL;
}

/* Clicks the dialog's button for @response (Print: GTK_RESPONSE_OK,
 * Preview: GTK_RESPONSE_APPLY) once it can be clicked. */
static inline void
ui_print_dialog_press (GtkWidget *dialog,
                       int        response)
{
  GtkWidget *button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), response);

  g_assert_nonnull (button);
  ui_test_wait_until (ui_test_is_sensitive, button, 10000);
  g_assert_true (gtk_widget_is_sensitive (button));
  ui_click (button);
}

/* The output of poppler's @tool on @pdf. */
static G_GNUC_NO_INLINE char *
ui_pdf_tool (const char *tool,
             const char *pdf)
{
  const char *argv[] = { tool, pdf, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  /* pdfinfo takes no "-" */
  if (g_str_equal (tool, "pdfinfo"))
    argv[2] = NULL;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);
  return out;
}

/* The number after "@key" in pdfinfo's output for @pdf. */
static inline double
ui_pdf_info (const char *pdf,
             const char *key)
{
  char *info = ui_pdf_tool ("pdfinfo", pdf);
  char *at = strstr (info, key);
  double value;

  g_assert_nonnull (at);
  at += strlen (key);
  while (*at == ' ' || *at == ':')
    at++;
  value = g_ascii_strtod (at, NULL);
  g_free (info);
  return value;
}
