/* muster-library-view.c: the library browser. A GtkListView over a store of
 * MusterLibraryItems that is filled again on every search, reload and map;
 * actions open a document (the "open-document" signal), show its history
 * and delete it after a confirmation that names it.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-library-item.h"
#include "muster-library-row.h"
#include "muster-library-view.h"
#include "muster-revisions-dialog.h"

struct _MusterLibraryView
{
  GtkWidget parent_instance;

  /* template children */
  GtkWidget *box;
  GtkSearchEntry *search_entry;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkListView *list_view;
  GtkSingleSelection *selection;
  GListStore *store;
  AdwStatusPage *error_page;

  MusterLibrary *library;
  MusterCatalog *catalog;
  char *query;           /* the search the list shows; NULL: everything */
  int kind;              /* the MusterDocKind shown, or -1 for all */
  GPtrArray *rows;       /* the bound rows (borrowed), for the clock */
  guint clock_id;
};

G_DEFINE_FINAL_TYPE (MusterLibraryView, muster_library_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LIBRARY,
  PROP_CATALOG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  OPEN_DOCUMENT,
  DOCUMENT_DELETED,
  DOCUMENT_RESTORED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- loading ---- */

static gint64
selected_id (MusterLibraryView *self)
{
  MusterLibraryItem *item = gtk_single_selection_get_selected_item (self->selection);

  return item != NULL ? muster_library_item_get_id (item) : 0;
}

static void
select_id (MusterLibraryView *self,
           gint64             id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));

  if (id != 0)
    for (guint i = 0; i < n; i++)
      {
        g_autoptr(MusterLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->store), i);

        if (muster_library_item_get_id (item) == id)
          {
            gtk_single_selection_set_selected (self->selection, i);
            return;
          }
      }
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
}

/* An army kept without a name shows its title in the language of today. */
static void
entry_take_title (MusterLibraryView  *self,
                  MusterLibraryEntry *entry)
{
  if (*entry->name == '\0')
    {
      g_free (entry->name);
      entry->name = muster_library_entry_dup_title (entry, self->catalog);
    }
}

static void
show_error (MusterLibraryView *self,
            const GError      *error)
{
  g_autofree char *escaped = g_markup_escape_text (error->message, -1);

  g_list_store_remove_all (self->store);
  adw_status_page_set_description (self->error_page, escaped);
  gtk_stack_set_visible_child_name (self->stack, "error");
  gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), self->query != NULL);
}

/**
 * muster_library_view_reload:
 *
 * Reads the library again (the list, or the current search's results) and
 * keeps the selected document selected. Call it after saving a document.
 */
void
muster_library_view_reload (MusterLibraryView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree gpointer *raw = NULL;
  g_autofree gpointer *items = NULL;
  g_autoptr(GHashTable) old = NULL;
  gint64 selected;
  gsize n = 0;

  g_return_if_fail (MUSTER_IS_LIBRARY_VIEW (self));

  selected = selected_id (self);
  if (self->query != NULL)
    entries = muster_library_search (self->library, self->query, &error);
  else
    entries = muster_library_list (self->library, self->kind, &error);
  if (entries == NULL)
    {
      show_error (self, error);
      return;
    }
  if (self->query != NULL && self->kind >= 0)
    for (guint i = entries->len; i-- > 0;)
      if ((int) ((MusterLibraryEntry *) g_ptr_array_index (entries, i))->kind != self->kind)
        g_ptr_array_remove_index (entries, i);

  /* Items of documents that did not change are kept, so that the list
   * keeps their rows as they are; the new items take their entries over. */
  old = g_hash_table_new (g_int64_hash, g_int64_equal);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->store)); i++)
    {
      MusterLibraryItem *item = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      g_hash_table_insert (old, (gpointer) &muster_library_item_get_entry (item)->id, item);
      g_object_unref (item);   /* the store keeps it */
    }
  g_ptr_array_set_free_func (entries, NULL);
  raw = g_ptr_array_steal (entries, &n);
  items = g_new (gpointer, MAX (n, 1));
  for (gsize i = 0; i < n; i++)
    {
      MusterLibraryEntry *entry = raw[i];
      MusterLibraryItem *same = g_hash_table_lookup (old, &entry->id);

      entry_take_title (self, entry);
      if (same != NULL && muster_library_item_equal_entry (same, entry))
        {
          items[i] = g_object_ref (same);
          muster_library_entry_free (entry);
        }
      else
        items[i] = muster_library_item_new (entry);
    }
  g_list_store_splice (self->store, 0, g_list_model_get_n_items (G_LIST_MODEL (self->store)),
                       items, (guint) n);
  for (gsize i = 0; i < n; i++)
    g_object_unref (items[i]);
  select_id (self, selected);

  if (n > 0)
    gtk_stack_set_visible_child_name (self->stack, "list");
  else
    gtk_stack_set_visible_child_name (self->stack, self->query != NULL ? "no-results" : "empty");
  /* nothing to search in an empty library */
  gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), n > 0 || self->query != NULL);
}

static void
apply_search (MusterLibraryView *self,
              const char        *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  char *query = *stripped != '\0' ? g_steal_pointer (&stripped) : NULL;

  if (g_strcmp0 (query, self->query) == 0)
    {
      g_free (query);
      return;
    }
  g_free (self->query);
  self->query = query;
  muster_library_view_reload (self);
  /* a new search starts at its best match */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

/* ---- the list ---- */

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              MusterLibraryView        *self)
{
  gtk_list_item_set_child (list_item, muster_library_row_new ());
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item,
             MusterLibraryView        *self)
{
  MusterLibraryRow *row = MUSTER_LIBRARY_ROW (gtk_list_item_get_child (list_item));

  muster_library_row_bind (row, gtk_list_item_get_item (list_item), self->catalog, self->query != NULL);
  if (self->rows != NULL)
    g_ptr_array_add (self->rows, row);
}

static void
unbind_row_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               MusterLibraryView        *self)
{
  MusterLibraryRow *row = MUSTER_LIBRARY_ROW (gtk_list_item_get_child (list_item));

  if (self->rows != NULL)
    g_ptr_array_remove_fast (self->rows, row);
  muster_library_row_unbind (row);
}

static void
open_document (MusterLibraryView *self,
               gint64             document)
{
  g_signal_emit (self, signals[OPEN_DOCUMENT], 0, document);
}

static void
activate_cb (MusterLibraryView *self,
             guint              position,
             GtkListView       *list_view)
{
  g_autoptr(MusterLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->store), position);

  if (item != NULL)
    open_document (self, muster_library_item_get_id (item));
}

static gboolean
clock_tick_cb (gpointer data)
{
  MusterLibraryView *self = data;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  for (guint i = 0; i < self->rows->len; i++)
    muster_library_row_update_time (g_ptr_array_index (self->rows, i), now);
  return G_SOURCE_CONTINUE;
}

/* ---- search ---- */

static void
search_changed_cb (MusterLibraryView *self,
                   GtkSearchEntry    *entry)
{
  apply_search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* Enter in the search entry opens the best match */
static void
search_activate_cb (MusterLibraryView *self,
                    GtkSearchEntry    *entry)
{
  g_autoptr(MusterLibraryItem) item = NULL;

  apply_search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
  item = g_list_model_get_item (G_LIST_MODEL (self->store), 0);
  if (item != NULL)
    open_document (self, muster_library_item_get_id (item));
}

static void
search_stop_cb (MusterLibraryView *self,
                GtkSearchEntry    *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  apply_search (self, NULL);
}

/* ---- actions ---- */

static GtkWindow *
get_parent_window (MusterLibraryView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
add_toast (MusterLibraryView *self,
           const char        *title)
{
  /* a toast's title is markup in libadwaita 1.2 */
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  open_document (MUSTER_LIBRARY_VIEW (widget), g_variant_get_int64 (param));
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  muster_library_view_show_history (MUSTER_LIBRARY_VIEW (widget), g_variant_get_int64 (param));
}

static void
delete_response_cb (AdwMessageDialog  *dialog,
                    const char        *response,
                    MusterLibraryView *self)
{
  gint64 document = *(gint64 *) g_object_get_data (G_OBJECT (dialog), "document");
  const char *name = g_object_get_data (G_OBJECT (dialog), "name");
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;

  if (g_strcmp0 (response, "delete") != 0)
    return;

  if (!muster_library_delete (self->library, document, &error))
    {
      add_toast (self, error->message);
      muster_library_view_reload (self);
      return;
    }

  /* Translators: a toast after deleting a document from the library */
  title = g_strdup_printf (_("Deleted “%s”"), name);
  add_toast (self, title);
  muster_library_view_reload (self);
  g_signal_emit (self, signals[DOCUMENT_DELETED], 0, document);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  gint64 document = g_variant_get_int64 (param);
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  const char *body_format;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  entry = muster_library_get (self->library, document, &error);
  if (entry == NULL)
    {
      add_toast (self, error->message);
      muster_library_view_reload (self);
      return;
    }
  entry_take_title (self, entry);

  if (entry->kind == MUSTER_DOC_ARMY)
    body_format = g_dngettext (GETTEXT_PACKAGE,
                               "The army and its %u saved revision will be deleted from the library. "
                               "This cannot be undone.",
                               "The army and all %u of its saved revisions will be deleted from the library. "
                               "This cannot be undone.",
                               entry->revisions);
  else
    body_format = g_dngettext (GETTEXT_PACKAGE,
                               "The document and its %u saved revision will be deleted from the library. "
                               "This cannot be undone.",
                               "The document and all %u of its saved revisions will be deleted from the library. "
                               "This cannot be undone.",
                               entry->revisions);
  body = g_strdup_printf (body_format, entry->revisions);

  dialog = adw_message_dialog_new (get_parent_window (self), NULL, body);
  /* Translators: the heading of the dialog that confirms deleting a
   * document; %s is its name */
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Delete “%s”?"), entry->name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  g_object_set_data_full (G_OBJECT (dialog), "document", g_memdup2 (&document, sizeof document), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "name", g_strdup (entry->name), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (delete_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_selected_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  gint64 document = selected_id (self);

  if (document != 0)
    gtk_widget_activate_action (widget, "library.delete", "x", document);
}

static void
menu_selected_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);
  MusterLibraryItem *selected = gtk_single_selection_get_selected_item (self->selection);

  for (guint i = 0; selected != NULL && i < self->rows->len; i++)
    {
      MusterLibraryRow *row = g_ptr_array_index (self->rows, i);

      if (muster_library_row_get_item (row) == selected)
        {
          muster_library_row_popup_menu (row);
          return;
        }
    }
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  muster_library_view_focus_search (MUSTER_LIBRARY_VIEW (widget));
}

static void
restored_cb (MusterLibraryView *self,
             gint64             document,
             GtkWidget         *dialog)
{
  muster_library_view_reload (self);
  g_signal_emit (self, signals[DOCUMENT_RESTORED], 0, document);
}

/**
 * muster_library_view_show_history:
 *
 * Opens the revisions dialog of @document over the view's window.
 *
 * Returns: (transfer none): the dialog
 */
GtkWidget *
muster_library_view_show_history (MusterLibraryView *self,
                                  gint64             document)
{
  GtkWidget *dialog;

  g_return_val_if_fail (MUSTER_IS_LIBRARY_VIEW (self), NULL);

  dialog = muster_revisions_dialog_new (self->library, document);
  muster_revisions_dialog_set_catalog (MUSTER_REVISIONS_DIALOG (dialog), self->catalog);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), get_parent_window (self));
  g_signal_connect_object (dialog, "restored", G_CALLBACK (restored_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* ---- the widget ---- */

static void
muster_library_view_map (GtkWidget *widget)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);

  GTK_WIDGET_CLASS (muster_library_view_parent_class)->map (widget);

  /* the editor may have saved since the page was last seen */
  muster_library_view_reload (self);
  if (self->clock_id == 0)
    self->clock_id = g_timeout_add_seconds (60, clock_tick_cb, self);
}

static void
muster_library_view_unmap (GtkWidget *widget)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (widget);

  g_clear_handle_id (&self->clock_id, g_source_remove);
  GTK_WIDGET_CLASS (muster_library_view_parent_class)->unmap (widget);
}

static void
muster_library_view_constructed (GObject *object)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (object);

  G_OBJECT_CLASS (muster_library_view_parent_class)->constructed (object);

  muster_library_view_reload (self);
}

static void
muster_library_view_dispose (GObject *object)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->clock_id, g_source_remove);
  /* unbinding the rows still reads self->rows */
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIBRARY_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_object (&self->library);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (muster_library_view_parent_class)->dispose (object);
}

static void
muster_library_view_finalize (GObject *object)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (object);

  g_free (self->query);
  G_OBJECT_CLASS (muster_library_view_parent_class)->finalize (object);
}

static void
muster_library_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;

    case PROP_CATALOG:
      g_value_set_object (value, self->catalog);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_library_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  MusterLibraryView *self = MUSTER_LIBRARY_VIEW (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      self->library = g_value_dup_object (value);
      break;

    case PROP_CATALOG:
      self->catalog = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_library_view_class_init (MusterLibraryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = muster_library_view_constructed;
  object_class->dispose = muster_library_view_dispose;
  object_class->finalize = muster_library_view_finalize;
  object_class->get_property = muster_library_view_get_property;
  object_class->set_property = muster_library_view_set_property;
  widget_class->map = muster_library_view_map;
  widget_class->unmap = muster_library_view_unmap;

  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL,
                         MUSTER_TYPE_LIBRARY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL,
                         MUSTER_TYPE_CATALOG,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MusterLibraryView::open-document:
   * @document: the document's id in the library
   *
   * The user chose a document to open: a row was activated (click, Enter,
   * the row's Open item) or Enter was pressed in the search entry. Unless
   * muster_library_view_set_kind() limits the view to one kind, the
   * document may be of any kind: see muster_library_get().
   */
  signals[OPEN_DOCUMENT] =
    g_signal_new ("open-document", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  /**
   * MusterLibraryView::document-deleted:
   * @document: the id the document had
   *
   * A document was deleted from the library (an editor showing it should
   * close or save it as new).
   */
  signals[DOCUMENT_DELETED] =
    g_signal_new ("document-deleted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  /**
   * MusterLibraryView::document-restored:
   * @document: the document
   *
   * An old revision of @document was restored as its newest one (an editor
   * showing it should load it again).
   */
  signals[DOCUMENT_RESTORED] =
    g_signal_new ("document-restored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  g_type_ensure (MUSTER_TYPE_LIBRARY_ITEM);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-library-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, box);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, list_view);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, selection);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, store);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, error_page);
  gtk_widget_class_bind_template_callback (widget_class, setup_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, unbind_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stop_cb);

  gtk_widget_class_install_action (widget_class, "library.open", "x", open_action);
  gtk_widget_class_install_action (widget_class, "library.history", "x", history_action);
  gtk_widget_class_install_action (widget_class, "library.delete", "x", delete_action);
  gtk_widget_class_install_action (widget_class, "library.delete-selected", NULL, delete_selected_action);
  gtk_widget_class_install_action (widget_class, "library.menu-selected", NULL, menu_selected_action);
  gtk_widget_class_install_action (widget_class, "library.search", NULL, search_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "library.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "libraryview");
}

static void
muster_library_view_init (MusterLibraryView *self)
{
  self->rows = g_ptr_array_new ();
  self->kind = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * muster_library_view_new:
 * @catalog: (nullable): the game systems, for the names of systems and
 *   factions
 */
GtkWidget *
muster_library_view_new (MusterLibrary *library,
                         MusterCatalog *catalog)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (catalog == NULL || MUSTER_IS_CATALOG (catalog), NULL);

  return g_object_new (MUSTER_TYPE_LIBRARY_VIEW,
                       "library", library,
                       "catalog", catalog,
                       NULL);
}

/* Moves the keyboard focus to the search entry (Ctrl+F in the view; the
 * window may call it for its own Ctrl+F while the library shows). */
void
muster_library_view_focus_search (MusterLibraryView *self)
{
  g_return_if_fail (MUSTER_IS_LIBRARY_VIEW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Searches for @text now, without the entry's typing delay. */
void
muster_library_view_set_search_text (MusterLibraryView *self,
                                     const char        *text)
{
  g_return_if_fail (MUSTER_IS_LIBRARY_VIEW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  apply_search (self, text);
}

/**
 * muster_library_view_set_kind:
 * @kind: a #MusterDocKind, or -1 (the default) for documents of every kind
 *
 * Shows only documents of @kind, in the list and in search results.
 */
void
muster_library_view_set_kind (MusterLibraryView *self,
                              int                kind)
{
  g_return_if_fail (MUSTER_IS_LIBRARY_VIEW (self));
  g_return_if_fail (kind >= -1 && kind <= MUSTER_DOC_SCENARIO);

  if (self->kind == kind)
    return;
  self->kind = kind;
  muster_library_view_reload (self);
}

MusterLibrary *
muster_library_view_get_library (MusterLibraryView *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_VIEW (self), NULL);

  return self->library;
}

/**
 * muster_library_view_get_model:
 *
 * Returns: (transfer none): the documents shown, as MusterLibraryItems
 */
GListModel *
muster_library_view_get_model (MusterLibraryView *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_VIEW (self), NULL);

  return G_LIST_MODEL (self->store);
}

/* The GtkListView of documents, for tests. */
GtkWidget *
muster_library_view_get_list (MusterLibraryView *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_VIEW (self), NULL);

  return GTK_WIDGET (self->list_view);
}

/* "list", "empty", "no-results" or "error" */
const char *
muster_library_view_get_visible_page (MusterLibraryView *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_VIEW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}
