/* muster-ui-util.c: helpers the widgets share (numbers and costs are
 * formatted by muster-format.c in the core): an ellipsizing list item factory for drop-downs,
 * error dialogs, toasts, the file chooser, and loading an army file whole.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-ui-util.h"

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

/* A drop-down's tooltip would stay up over the first item of its open
 * list: it is put away while the list is open. */
static void
dropdown_popover_visible_cb (GtkWidget  *popover,
                             GParamSpec *pspec,
                             GtkWidget  *dropdown)
{
  const char *text = g_object_get_data (G_OBJECT (dropdown), "muster-tooltip");

  gtk_widget_set_has_tooltip (dropdown, !gtk_widget_get_visible (popover) && text != NULL && *text != '\0');
}

static void
watch_dropdown_popover (GtkWidget *dropdown)
{
  for (GtkWidget *child = gtk_widget_get_first_child (dropdown); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      g_signal_connect_object (child, "notify::visible", G_CALLBACK (dropdown_popover_visible_cb), dropdown, 0);
}

/* What assistive technologies say of @widget beyond its name (NULL:
 * nothing). */
static void
set_description (GtkWidget  *widget,
                 const char *description)
{
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* Sets a tooltip the cheap way; every tooltip Muster gives comes through
 * here: the .ui files declare none, the widgets' _init functions give them
 * (tools/check-tooltips sees to it). GTK 4.8's gtk_widget_set_tooltip_text()
 * asks the display where the pointer is, three round trips to the X server
 * (about 0.15 ms) each time, even for an unchanged text or a widget not yet
 * on screen: a dozen on the start page held back the first frame by 4 ms,
 * and hundreds of rows on every edit made the editor slow. A tooltip given
 * when asked for costs nothing until the pointer rests on it. As GTK does,
 * assistive technologies get the text as the widget's description. */
void
muster_ui_set_tooltip (GtkWidget  *widget,
                       const char *text)
{
  const char *current = g_object_get_data (G_OBJECT (widget), "muster-tooltip");
  gboolean has_text = text != NULL && *text != '\0';

  if (g_strcmp0 (current, has_text ? text : NULL) == 0)
    return;
  if (g_object_get_data (G_OBJECT (widget), "muster-tooltip-handler") == NULL)
    {
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
      g_object_set_data (G_OBJECT (widget), "muster-tooltip-handler", GINT_TO_POINTER (1));
      if (GTK_IS_DROP_DOWN (widget))
        watch_dropdown_popover (widget);
    }
  g_object_set_data_full (G_OBJECT (widget), "muster-tooltip", has_text ? g_strdup (text) : NULL, g_free);
  gtk_widget_set_has_tooltip (widget, has_text);
  /* (a widget that describes itself keeps its own words) */
  if (!muster_ui_describes_itself (widget))
    set_description (widget, has_text ? text : NULL);
}

/* Gives @widget its own description for assistive technologies (NULL: none)
 * instead of its tooltip's text: a row said by its points and marks, whose
 * tooltip holds the rule's text. */
void
muster_ui_describe (GtkWidget  *widget,
                    const char *description)
{
  g_object_set_data (G_OBJECT (widget), "muster-own-description", GINT_TO_POINTER (1));
  set_description (widget, description);
}

/* Whether muster_ui_describe() gave @widget its description. */
gboolean
muster_ui_describes_itself (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "muster-own-description") != NULL;
}

/* The tooltip muster_ui_set_tooltip() gave @widget; NULL for none. (No
 * .ui file declares one: tools/check-tooltips sees to it.) */
const char *
muster_ui_get_tooltip (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "muster-tooltip");
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
  /* the whole name on hover, only where it may be cut short: in an open
   * list a tooltip would cover the items */
  muster_ui_set_tooltip (label, g_utf8_strlen (text, -1) > gtk_label_get_max_width_chars (GTK_LABEL (label)) ? text : NULL);
}

/* The check mark of the item the combo row has chosen. */
static void
update_check (GtkListItem *item)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "muster-combo-row");
  GtkWidget *box = gtk_list_item_get_child (item);

  if (row != NULL && box != NULL)
    gtk_widget_set_opacity (gtk_widget_get_last_child (box),
                            gtk_list_item_get_position (item) == adw_combo_row_get_selected (row) ? 1 : 0);
}

static void
setup_wrapping_label (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      AdwComboRow              *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* (a wrapping label without width-chars can measure a negative minimum
   * width in GTK 4.8) */
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_object_set_data (G_OBJECT (item), "muster-combo-row", row);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (update_check), item, G_CONNECT_SWAPPED);
}

static void
bind_wrapping_label (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  user_data)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (label), gtk_string_object_get_string (string));
  update_check (item);
}

/**
 * muster_ui_wrapping_factory:
 * @row: the combo row whose open list it makes
 *
 * A factory for the open list of a combo row of a GtkStringList: every
 * name whole, on two lines where it is long, never cut short with "…" (the
 * closed row may ellipsize), and a check mark on the chosen one.
 */
GtkListItemFactory *
muster_ui_wrapping_factory (AdwComboRow *row)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_return_val_if_fail (ADW_IS_COMBO_ROW (row), NULL);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_wrapping_label), row);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_wrapping_label), NULL);
  return factory;
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

/* The window @parent is in, if it is in one. */
static GtkWindow *
parent_window (GtkWidget *parent)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* An AdwMessageDialog with a Close button over @parent's window. */
GtkWidget *
muster_ui_show_error (GtkWidget  *parent,
                      const char *heading,
                      const char *body)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (parent_window (parent), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* A toast of three seconds: what an action did ("Saved to …"). */
void
muster_ui_toast (AdwToastOverlay *overlay,
                 const char      *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (overlay, toast);
}

/* A filter of one kind of file for a file chooser: "Army files", *.xml. */
GtkFileFilter *
muster_ui_file_filter (const char *name,
                       const char *pattern,
                       const char *mime_type)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_add_mime_type (filter, mime_type);
  return filter;
}

typedef struct
{
  MusterUiFileCallback callback;
  gpointer user_data;
} ChooseFile;

static GFile *last_folder;      /* where the user last chose a file */

/* Where a file dialog starts: the folder of the file chosen last, or else
 * the user's documents folder, or else the home folder; never the working
 * folder a desktop launcher happened to give Muster. */
static GFile *
start_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (last_folder != NULL)
    return g_object_ref (last_folder);
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

static void
choose_file_response_cb (GtkNativeDialog *chooser,
                         int              response,
                         ChooseFile      *choose)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    {
      /* the next dialog starts where this one ended */
      g_clear_object (&last_folder);
      last_folder = g_file_get_parent (file);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  choose->callback (file, choose->user_data);
  g_free (choose);
}

/* Asks for a file with a modal GtkFileChooserNative over @parent's window,
 * showing the files @filter lets through. A save dialog starts at
 * @current_file when there is one, otherwise where the last file was
 * chosen, or in the user's documents (suggesting @current_name).
 * @callback is called once, with the file or, if the user cancelled, NULL,
 * so that it can drop what @user_data holds. */
void
muster_ui_choose_file (GtkWidget            *parent,
                       GtkFileChooserAction  action,
                       const char           *title,
                       const char           *accept_label,
                       GtkFileFilter        *filter,
                       GFile                *current_file,
                       const char           *current_name,
                       MusterUiFileCallback  callback,
                       gpointer              user_data)
{
  GtkFileChooserNative *chooser;
  ChooseFile *choose;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (callback != NULL);

  chooser = gtk_file_chooser_native_new (title, parent_window (parent), action, accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (filter != NULL)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (current_file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), current_file, NULL);
  else
    {
      g_autoptr(GFile) folder = start_folder ();

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
      if (current_name != NULL)
        gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), current_name);
    }
  choose = g_new (ChooseFile, 1);
  choose->callback = callback;
  choose->user_data = user_data;
  g_signal_connect (chooser, "response", G_CALLBACK (choose_file_response_cb), choose);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * muster_ui_load_document_file:
 * @expected: %MUSTER_SCHEMA_ARMY, %MUSTER_SCHEMA_TERRAIN, or
 *   %MUSTER_SCHEMA_ANY for either or a scenario
 * @out_kind: (out) (optional): which of the two it was
 *
 * Reads an army or a terrain setup from a file, local or not, with one
 * pass of the safe loader. Nothing is half-loaded: the object exists only
 * when the whole file was read.
 *
 * Returns: (transfer full): a #MusterArmy or a #MusterTerrain, or %NULL
 *   with @error saying why (file:line:column: sentence)
 */
GObject *
muster_ui_load_document_file (MusterCatalog *catalog,
                              GFile         *file,
                              MusterSchema   expected,
                              MusterSchema  *out_kind,
                              GError       **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  const char *path = g_file_peek_path (file);
  MusterSchema kind = expected;
  GObject *object = NULL;
  xmlDoc *doc = NULL;
  gsize length = 0;

  g_return_val_if_fail (expected == MUSTER_SCHEMA_ARMY || expected == MUSTER_SCHEMA_TERRAIN ||
                        expected == MUSTER_SCHEMA_ANY, NULL);

  name = path != NULL ? g_strdup (path) : g_file_get_basename (file);
  if (path != NULL)
    doc = muster_xml_load_file (path, expected, &kind, error);
  else if (g_file_load_contents (file, NULL, &contents, &length, NULL, error))
    doc = muster_xml_load_memory (contents, length, name, expected, &kind, error);
  if (doc == NULL)
    return NULL;

  if (kind == MUSTER_SCHEMA_ARMY)
    object = G_OBJECT (muster_army_load_doc (catalog, doc, name, error));
  else if (kind == MUSTER_SCHEMA_TERRAIN)
    object = G_OBJECT (muster_terrain_load_doc (catalog, doc, name, error));
  else if (kind == MUSTER_SCHEMA_SCENARIO)
    object = G_OBJECT (muster_scenario_load_doc (catalog, doc, name, error));
  else
    {
      g_autofree char *basename = g_file_get_basename (file);

      /* Translators: %s is a file name */
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("“%s” is a game system file. Muster opens army files, terrain setups and scenarios; "
                     "game systems go in the systems folder."), basename);
    }
  xmlFreeDoc (doc);
  if (object != NULL && out_kind != NULL)
    *out_kind = kind;
  return object;
}

/* Loads an army file; on failure shows why and returns NULL. */
MusterArmy *
muster_ui_load_army_file (GtkWidget     *parent,
                          MusterCatalog *catalog,
                          GFile         *file)
{
  g_autoptr(GError) error = NULL;
  GObject *army = muster_ui_load_document_file (catalog, file, MUSTER_SCHEMA_ARMY, NULL, &error);

  if (army == NULL)
    muster_ui_show_error (parent, _("The Army File Cannot Be Opened"), error->message);
  return (MusterArmy *) army;
}

/* libadwaita 1.2 leaves the buttons of a view switcher unnamed for
 * assistive technologies; name them after their page. */
void
muster_ui_label_switcher_buttons (GtkWidget *widget)
{
  GType button_type = g_type_from_name ("AdwViewSwitcherButton");

  if (button_type != 0 && G_TYPE_CHECK_INSTANCE_TYPE (widget, button_type) &&
      g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "label") != NULL)
    {
      g_autofree char *label = NULL;

      g_object_get (widget, "label", &label, NULL);
      if (label != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    muster_ui_label_switcher_buttons (child);
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

/* ---- what the army page's widgets share ---- */

/* The most serious problem of one unit entry, commander, preparation or
 * regiment; NULL when it has none. */
const MusterProblem *
muster_ui_find_problem (const MusterReport *report,
                        MusterEach          each,
                        int                 item)
{
  const MusterProblem *found = NULL;

  for (guint i = 0; i < report->problems->len; i++)
    {
      const MusterProblem *problem = &g_array_index (report->problems, MusterProblem, i);

      if (problem->each != each || problem->item != item)
        continue;
      if (problem->severity == MUSTER_SEVERITY_ERROR)
        return problem;
      if (found == NULL)
        found = problem;
    }
  return found;
}

/* Shows @problem on a mark made by muster_ui_problem_icon_new(), or hides
 * the mark when @problem is NULL. */
void
muster_ui_show_problem (GtkWidget           *icon,
                        const MusterProblem *problem)
{
  gtk_widget_set_visible (icon, problem != NULL);
  if (problem == NULL)
    return;
  gtk_image_set_from_icon_name (GTK_IMAGE (icon),
                                problem->severity == MUSTER_SEVERITY_ERROR
                                ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  gtk_widget_remove_css_class (icon, "error");
  gtk_widget_remove_css_class (icon, "warning");
  gtk_widget_add_css_class (icon, problem->severity == MUSTER_SEVERITY_ERROR ? "error" : "warning");
  muster_ui_set_tooltip (icon, muster_problem_get_message (problem));
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, muster_problem_get_message (problem),
                                  -1);
}

GtkWidget *
muster_ui_problem_icon_new (void)
{
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (icon, FALSE);
  return icon;
}

/* Names a button that shows no words of its own (an icon, a digit):
 * @name is its tooltip and what screen readers call it. */
void
muster_ui_name_button (GtkWidget  *button,
                       const char *name)
{
  muster_ui_set_tooltip (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* A flat icon button named @label, for screen readers and as its tooltip. */
GtkWidget *
muster_ui_flat_icon_button (const char *icon_name,
                            const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  muster_ui_name_button (button, label);
  return button;
}

/* The index of the item a control of a list row stands for. */
void
muster_ui_set_index (gpointer object,
                     guint    index)
{
  g_object_set_data (G_OBJECT (object), "muster-index", GUINT_TO_POINTER (index));
}

guint
muster_ui_get_index (gpointer object)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (object), "muster-index"));
}

/* A string list of the names of @items, structs with a MusterText at
 * @name_offset. */
GtkStringList *
muster_ui_names_of (GPtrArray *items,
                    gsize      name_offset)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < items->len; i++)
    gtk_string_list_append (list, muster_text_get ((const MusterText *) ((const char *) g_ptr_array_index (items, i) + name_offset)));
  return list;
}

/**
 * muster_ui_library_content:
 * @name: (out) (optional): the document's name in the library
 *
 * The newest revision of library document @document, as the page that
 * shows its kind loads it.
 *
 * Returns: (transfer full) (nullable): its content, or %NULL with @error
 */
char *
muster_ui_library_content (MusterLibrary  *library,
                           gint64          document,
                           char          **name,
                           GError        **error)
{
  g_autoptr(MusterLibraryEntry) entry = NULL;
  char *content;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (library), NULL);

  entry = muster_library_get (library, document, error);
  if (entry == NULL)
    return NULL;
  content = muster_library_get_content (library, document, 0, error);
  if (content != NULL && name != NULL)
    *name = g_strdup (entry->name);
  return content;
}

/* ---- a flap's fold, a frame later ---- */

typedef struct
{
  GWeakRef owner;
  MusterUiSyncFunc sync;
  guint idle;
} FoldFollower;

static gboolean
fold_idle_cb (gpointer data)
{
  FoldFollower *follower = data;
  g_autoptr(GtkWidget) owner = g_weak_ref_get (&follower->owner);

  follower->idle = 0;
  if (owner != NULL)
    follower->sync (owner);
  return G_SOURCE_REMOVE;
}

static void
fold_cb (AdwFlap      *flap,
         GParamSpec   *pspec,
         FoldFollower *follower)
{
  if (follower->idle == 0)
    follower->idle = g_idle_add (fold_idle_cb, follower);
}

static void
fold_follower_free (gpointer  data,
                    GClosure *closure)
{
  FoldFollower *follower = data;

  g_clear_handle_id (&follower->idle, g_source_remove);
  g_weak_ref_clear (&follower->owner);
  g_free (follower);
}

/**
 * muster_ui_follow_fold:
 * @flap: a flap of @owner
 * @owner: the widget whose buttons follow the fold
 * @sync: shows or hides @owner's buttons as @flap is folded or not
 *
 * Calls @sync once the frame in which @flap folded or unfolded is laid
 * out. A flap folds while it is being allocated: a button shown or hidden
 * then, in a bar allocated already (the one that opens the folded flap),
 * would be drawn before it had a size, and GTK warns of it.
 */
void
muster_ui_follow_fold (AdwFlap          *flap,
                       GtkWidget        *owner,
                       MusterUiSyncFunc  sync)
{
  FoldFollower *follower = g_new0 (FoldFollower, 1);

  g_weak_ref_init (&follower->owner, owner);
  follower->sync = sync;
  g_signal_connect_data (flap, "notify::folded", G_CALLBACK (fold_cb), follower, fold_follower_free, 0);
}
