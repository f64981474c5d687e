/* ui-test-common.h: helpers the display tests share: starting GTK, a library
 * and a data home in a temporary folder, showing a widget in a window,
 * finding widgets and dialogs, checking tooltips, and running the main loop
 * until something holds.
 */
#pragma once

#include <adwaita.h>

#include "muster-context.h"
#include "muster-test.h"
#include "muster-ui-util.h"

/* A context over @catalog and @library (or none), as the application makes
 * one; kept until the program ends, so that a test may pass it along. */
static inline MusterContext *
ui_test_context (MusterCatalog *catalog,
                 MusterLibrary *library)
{
  static GPtrArray *contexts;

  if (contexts == NULL)
    contexts = g_ptr_array_new ();
  g_ptr_array_add (contexts, muster_context_new (catalog, library));
  return contexts->pdata[contexts->len - 1];
}

/* gtk_test_init(), libadwaita, and English for the strings tests compare. */
static inline void
ui_test_init (int    *argc,
              char ***argv)
{
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  muster_set_language ("en");
}

/* A temporary folder as $XDG_DATA_HOME, so that nothing reads or writes the
 * user's library; set it before anything reads it. */
static inline char *
ui_test_data_home (void)
{
  char *dir = muster_test_tmpdir ();

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  return dir;
}

/* The set-up of a program of display tests: a data home of its own in
 * *@data_home (before anything reads it), GTK, and the catalog returned. */
static inline MusterCatalog *
ui_test_setup (int     *argc,
               char  ***argv,
               char   **data_home)
{
  *data_home = ui_test_data_home ();
  ui_test_init (argc, argv);
  return muster_test_catalog ();
}

/* Runs the tests, then lets @catalog go and removes @data_home. */
static inline int
ui_test_run (MusterCatalog *catalog,
             char          *data_home)
{
  int status = g_test_run ();

  g_object_unref (catalog);
  muster_test_rmtree (data_home);
  g_free (data_home);
  return status;
}

/* A new, empty library in @dir. */
static inline MusterLibrary *
ui_test_new_library (const char *dir)
{
  static guint n;
  g_autofree char *name = g_strdup_printf ("library-%u.db", ++n);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  MusterLibrary *library = muster_library_open (path, NULL, &error);

  g_assert_no_error (error);
  return library;
}

/* A sample army of the source tree's system @system_id (data/systems/
 * SYSTEM/armies/FILE). */
static inline MusterArmy *
ui_test_load_sample_army (MusterCatalog *catalog,
                          const char    *system_id,
                          const char    *file_name)
{
  g_autofree char *path = muster_test_source_path ("data", "systems", system_id, "armies", file_name, NULL);
  g_autoptr(GError) error = NULL;
  MusterArmy *army = muster_army_load_file (catalog, path, &error);

  g_assert_no_error (error);
  return army;
}

/* Presents @window and waits until it is drawn. */
static inline void
ui_test_present (GtkWindow *window)
{
  gtk_window_present (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
}

/* Shows @child alone in a new window of @width × @height, drawn. */
static inline GtkWindow *
ui_test_show_in_window (GtkWidget *child,
                        int        width,
                        int        height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, child);
  ui_test_present (window);
  return window;
}

/* Destroys the window @widget is in. */
static inline void
ui_test_close_window_of (GtkWidget *widget)
{
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (widget)));
}

/* ---- finding widgets ---- */

typedef gboolean (*UiTestMatch) (GtkWidget     *widget,
                                 gconstpointer  data);

/* The first widget that @match accepts in the tree of @widget (itself
 * first, then its children in order, depth first), or NULL. */
static inline GtkWidget *
ui_test_find_widget (GtkWidget     *widget,
                     UiTestMatch    match,
                     gconstpointer  data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_widget (child, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
ui_test_is_label (GtkWidget     *widget,
                  gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static inline gboolean
ui_test_is_visible_label (GtkWidget     *widget,
                          gconstpointer  text)
{
  return ui_test_is_label (widget, text) && gtk_widget_get_visible (widget);
}

static inline gboolean
ui_test_is_type (GtkWidget     *widget,
                 gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, *(const GType *) type);
}

static inline gboolean
ui_test_is_action_button (GtkWidget     *widget,
                          gconstpointer  action)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The first label under @widget that shows @text, or NULL. */
static inline GtkWidget *
ui_test_find_label (GtkWidget  *widget,
                    const char *text)
{
  return ui_test_find_widget (widget, ui_test_is_label, text);
}

/* The same, of the labels that are not hidden themselves. */
static inline GtkWidget *
ui_test_find_visible_label (GtkWidget  *widget,
                            const char *text)
{
  return ui_test_find_widget (widget, ui_test_is_visible_label, text);
}

/* A menu item (a GtkModelButton: its action stays inside the menu's
 * tracker) by its label. */
static inline gboolean
ui_test_is_menu_item (GtkWidget     *widget,
                      gconstpointer  label)
{
  g_autofree char *text = NULL;

  if (!g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    return FALSE;
  g_object_get (widget, "text", &text, NULL);
  return g_strcmp0 (text, label) == 0;
}

/* The item labelled @label in the menus of @widget's menu buttons. */
static inline GtkWidget *
ui_test_find_menu_item (GtkWidget  *widget,
                        const char *label)
{
  GtkWidget *found = NULL;

  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) != NULL)
    found = ui_test_find_widget (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget))),
                                 ui_test_is_menu_item, label);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && found == NULL;
       child = gtk_widget_get_next_sibling (child))
    found = ui_test_find_menu_item (child, label);
  return found;
}

/* The first widget of @type under @widget, or NULL. */
static inline GtkWidget *
ui_test_find_type (GtkWidget *widget,
                   GType      type)
{
  return ui_test_find_widget (widget, ui_test_is_type, &type);
}

/* The first button under @widget that activates @action, or NULL. */
static inline GtkWidget *
ui_test_find_action_button (GtkWidget  *widget,
                            const char *action)
{
  return ui_test_find_widget (widget, ui_test_is_action_button, action);
}

/* A shown toplevel window of @type, or NULL. */
static inline GtkWindow *
ui_test_find_toplevel (GType type)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* A shown AdwMessageDialog, or NULL. */
static inline GtkWindow *
ui_test_find_dialog (void)
{
  return ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

/* Every button, menu button and search entry under @widget has a name: an
 * accessible label, or a label of its own (a button with text). A menu
 * button's inner toggle is named by the menu button. Hidden widgets (such
 * as a search bar's close button) do not count. With @inputs, drop-downs
 * and spin buttons need a name too; their inner parts are named by them. */
static inline void
ui_test_assert_labelled (GtkWidget *widget,
                         gboolean   inputs)
{
  GtkWidget *parent;

  if (!gtk_widget_get_visible (widget))
    return;
  parent = gtk_widget_get_parent (widget);
  if ((GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_SEARCH_ENTRY (widget) ||
       (inputs && (GTK_IS_DROP_DOWN (widget) || GTK_IS_SPIN_BUTTON (widget)))) &&
      !GTK_IS_MENU_BUTTON (parent) &&
      !(inputs && GTK_IS_DROP_DOWN (gtk_widget_get_ancestor (parent, GTK_TYPE_DROP_DOWN))) &&
      !(inputs && GTK_IS_SPIN_BUTTON (parent)) &&
      !(GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL) &&
      !(inputs && GTK_IS_CHECK_BUTTON (widget) && gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)) != NULL) &&
      !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    g_error ("a %s in a %s in a %s has no accessible label", G_OBJECT_TYPE_NAME (widget),
             G_OBJECT_TYPE_NAME (parent), G_OBJECT_TYPE_NAME (gtk_widget_get_parent (parent)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    ui_test_assert_labelled (child, inputs);
}

/* Counts the widgets under @widget that have a tooltip, and checks each:
 * it is Muster's (muster_ui_set_tooltip()), given when GTK asks for it,
 * assistive technologies get a description (the tooltip, unless the code
 * describes the widget otherwise), and it is not GTK's
 * own tooltip text, whose every setting asks the X server where the pointer
 * is. Not Muster's to give: a search entry's clear icon and an entry row's
 * Apply button have GTK's and libadwaita's own. A widget that tells its
 * tooltip itself on ::query-tooltip, by where the pointer is (the terrain
 * map's pieces), is not counted. Needs GTK_A11Y=test. */
static inline gboolean
ui_test_tooltip_not_musters (GtkWidget *widget)
{
  if (muster_ui_get_tooltip (widget) != NULL)
    return FALSE;
  /* libadwaita's Apply button of an entry row */
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_ancestor (widget, ADW_TYPE_ENTRY_ROW) != NULL &&
      gtk_widget_get_tooltip_text (widget) != NULL)
    return TRUE;
  /* one the widget tells by where the pointer is */
  return gtk_widget_get_tooltip_text (widget) == NULL &&
         g_signal_has_handler_pending (widget, g_signal_lookup ("query-tooltip", GTK_TYPE_WIDGET), 0, FALSE);
}

static inline guint
ui_test_check_tooltips (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_SEARCH_ENTRY (widget))
    return 0;

  if (gtk_widget_get_has_tooltip (widget) && !ui_test_tooltip_not_musters (widget))
    {
      const char *text = muster_ui_get_tooltip (widget);
      GtkTooltip *tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
      gboolean shown = FALSE;

      if (gtk_widget_get_tooltip_text (widget) != NULL)
        g_error ("a %s in a %s has GTK's own tooltip “%s”", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)), gtk_widget_get_tooltip_text (widget));
      if (text == NULL)
        g_error ("a %s in a %s has a tooltip but not Muster's", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
      g_signal_emit_by_name (widget, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
      if (!shown)
        g_error ("a %s's tooltip “%s” is not shown", G_OBJECT_TYPE_NAME (widget), text);
      /* screen readers hear the tooltip as the description, unless the
       * widget describes itself otherwise (muster_ui_describe(): a
       * preparation to choose, by its points and marks) */
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
        g_error ("a %s in a %s has the tooltip “%s” but no description", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)), text);
      if (!muster_ui_describes_itself (widget))
        {
          g_autofree char *differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);

          if (differs != NULL)
            g_error ("a %s in a %s has the tooltip “%s” and another description: %s", G_OBJECT_TYPE_NAME (widget),
                     G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)), text, differs);
        }
      g_object_unref (tooltip);
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += ui_test_check_tooltips (child);
  return n;
}

/* ---- the main loop ---- */

static inline gboolean
ui_test_set_true (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so, for at most @ms. */
static inline void
ui_test_wait_until (gboolean (*done) (gpointer),
                    gpointer   data,
                    guint      ms)
{
  gboolean timed_out = FALSE;
  guint timeout = g_timeout_add (ms, ui_test_set_true, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (timeout);
}

/* Runs the main loop for @ms. */
static inline void
ui_test_wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, ui_test_set_true, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Waits a little, then runs whatever the main loop has pending: dialogs
 * shown, windows closed, idle callbacks run. */
static inline void
ui_test_drain (void)
{
  ui_test_wait_ms (50);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}
