/* muster-ui-util.c: helpers of the army widgets: formatting numbers and
 * costs ("9 points", "20 coins"), an ellipsizing list item factory for
 * drop-downs, error dialogs, and loading an army file all or nothing.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-ui-util.h"

/* "9", "2.5", "-1" */
char *
muster_ui_format_number (double value)
{
  char *text;
  gsize len;

  if (value == floor (value) && fabs (value) < 1e15)
    return g_strdup_printf ("%.0f", value == 0 ? 0 : value);
  /* two decimals at most, without trailing zeros (any decimal mark) */
  text = g_strdup_printf ("%.2f", value);
  len = strlen (text);
  while (len > 0 && text[len - 1] == '0')
    text[--len] = '\0';
  if (len > 0 && !g_ascii_isdigit (text[len - 1]))
    text[--len] = '\0';
  return text;
}

/* "+1", "−2", "0": a line of a breakdown */
char *
muster_ui_format_signed (double value)
{
  g_autofree char *number = muster_ui_format_number (fabs (value));

  if (value > 0)
    return g_strconcat ("+", number, NULL);
  if (value < 0)
    return g_strconcat ("−", number, NULL);
  return g_steal_pointer (&number);
}

char *
muster_ui_format_cost (MusterSystem *system,
                       double        cost)
{
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  g_autofree char *number = muster_ui_format_number (cost);
  gulong n = (gulong) fabs (floor (cost));

  if (options->currency != NULL && g_str_equal (options->currency, "coins"))
    /* Translators: a cost in coins, "20 coins" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s coin", "%s coins", n), number);
  /* Translators: a cost in points, "9 points" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", n), number);
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = g_object_get_data (G_OBJECT (widget), "muster-tooltip");

  if (text == NULL || *text == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Sets a tooltip the cheap way. gtk_widget_set_tooltip_text() asks the
 * display where the pointer is, a round trip to the X server each time,
 * which for hundreds of rows on every edit makes the editor slow; a tooltip
 * given when asked for costs nothing until the pointer rests on it. */
void
muster_ui_set_tooltip (GtkWidget  *widget,
                       const char *text)
{
  const char *current = g_object_get_data (G_OBJECT (widget), "muster-tooltip");

  if (g_strcmp0 (current, text) == 0)
    return;
  if (g_object_get_data (G_OBJECT (widget), "muster-tooltip-handler") == NULL)
    {
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
      g_object_set_data (G_OBJECT (widget), "muster-tooltip-handler", GINT_TO_POINTER (1));
    }
  g_object_set_data_full (G_OBJECT (widget), "muster-tooltip", g_strdup (text), g_free);
  gtk_widget_set_has_tooltip (widget, text != NULL && *text != '\0');
}

static void
setup_label (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  int max_chars = GPOINTER_TO_INT (user_data) & 0xFF;
  int width_chars = GPOINTER_TO_INT (user_data) >> 8;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
  gtk_label_set_width_chars (GTK_LABEL (label), width_chars);
  gtk_list_item_set_child (item, label);
}

static void
bind_label (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  GtkStringObject *string = gtk_list_item_get_item (item);
  const char *text = gtk_string_object_get_string (string);

  gtk_label_set_text (GTK_LABEL (label), text);
  muster_ui_set_tooltip (label, text);
}

/* A factory for a GtkDropDown of a GtkStringList whose labels ellipsize
 * after @max_chars characters, so that a long name keeps a row narrow, and
 * take at least @width_chars, so that drop-downs in a column line up. */
GtkListItemFactory *
muster_ui_ellipsizing_factory (int width_chars,
                               int max_chars)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  width_chars = CLAMP (width_chars, 0, 255);
  max_chars = CLAMP (max_chars, 1, 255);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_label), GINT_TO_POINTER ((width_chars << 8) | max_chars));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_label), NULL);
  return factory;
}

/* An AdwMessageDialog with a Close button over @parent's window. */
GtkWidget *
muster_ui_show_error (GtkWidget  *parent,
                      const char *heading,
                      const char *body)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* Loads an army file; on failure shows why (file:line:column: sentence)
 * and returns NULL. Nothing is half-loaded: the army exists only when the
 * whole file was read. */
MusterArmy *
muster_ui_load_army_file (GtkWidget     *parent,
                          MusterCatalog *catalog,
                          GFile         *file)
{
  g_autoptr(GError) error = NULL;
  MusterArmy *army = NULL;
  const char *path = g_file_peek_path (file);

  if (path != NULL)
    army = muster_army_load_file (catalog, path, &error);
  else
    {
      g_autofree char *contents = NULL;
      g_autofree char *name = g_file_get_basename (file);
      gsize length = 0;

      if (g_file_load_contents (file, NULL, &contents, &length, NULL, &error))
        army = muster_army_load_memory (catalog, contents, length, name, &error);
    }

  if (army == NULL)
    muster_ui_show_error (parent, _("The Army File Cannot Be Opened"), error->message);
  return army;
}

/* Removes every child of a GtkBox, or every row of a GtkListBox. */
void
muster_ui_remove_all (GtkWidget *container)
{
  GtkWidget *child;

  if (GTK_IS_LIST_BOX (container))
    {
      GtkListBoxRow *row;

      /* rows only: a placeholder stays */
      while ((row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (container), 0)) != NULL)
        gtk_list_box_remove (GTK_LIST_BOX (container), GTK_WIDGET (row));
      return;
    }
  while ((child = gtk_widget_get_first_child (container)) != NULL)
    {
      if (GTK_IS_BOX (container))
        gtk_box_remove (GTK_BOX (container), child);
      else
        gtk_widget_unparent (child);
    }
}
