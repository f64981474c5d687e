/* muster-library-view.c: the library browser. A GtkListView over a store of
 * MusterLibraryItems, filled a page at a time (more as the list is scrolled
 * to its end) on every search, filter, reload and map; the row actions are
 * in muster-library-view-actions.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-library-item.h"
#include "muster-library-row.h"
#include "muster-library-view-private.h"
#include "muster-revisions-dialog.h"

#define PAGE_SIZE 50     /* documents read at a time */

G_DEFINE_FINAL_TYPE (MusterLibraryView, muster_library_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LIBRARY,
  PROP_CATALOG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint _muster_library_view_signals[N_SIGNALS];
#define signals _muster_library_view_signals

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
void
_muster_library_view_take_title (MusterLibraryView  *self,
                                 MusterLibraryEntry *entry)
{
  if (*entry->name == '\0')
    {
      char *title = muster_library_entry_dup_title (entry, self->catalog);

      g_free (entry->name);
      entry->name = title;
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

/* The system the filter shows, or NULL for every one. */
static const char *
filter_system (MusterLibraryView *self)
{
  guint selected = gtk_drop_down_get_selected (self->system_filter);

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > self->system_ids->len)
    return NULL;
  return g_ptr_array_index (self->system_ids, selected - 1);
}

/* The kind the filter shows, or -1 for every one. */
static int
filter_kind (MusterLibraryView *self)
{
  switch (gtk_drop_down_get_selected (self->kind_filter))
    {
    case 1: return MUSTER_DOC_ARMY;
    case 2: return MUSTER_DOC_TERRAIN;
    case 3: return MUSTER_DOC_SCENARIO;
    default: return -1;
    }
}

/* Documents @offset … @offset + @limit − 1 of what the view shows. */
static GPtrArray *
read_page (MusterLibraryView  *self,
           guint               offset,
           guint               limit,
           GError            **error)
{
  return muster_library_find_page (self->library, self->query, filter_kind (self), filter_system (self),
                                   offset, limit, error);
}

static gboolean
filtering (MusterLibraryView *self)
{
  return self->query != NULL || filter_kind (self) >= 0 || filter_system (self) != NULL;
}

/**
 * muster_library_view_reload:
 *
 * Reads the library again (the list, or the current search's results, as
 * many as were shown, at least a page) and keeps the selected document
 * selected. Call it after saving a document.
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
  guint wanted;
  gsize n = 0;

  g_return_if_fail (MUSTER_IS_LIBRARY_VIEW (self));

  selected = selected_id (self);
  wanted = MAX (g_list_model_get_n_items (G_LIST_MODEL (self->store)), PAGE_SIZE);
  entries = read_page (self, 0, wanted, &error);
  if (entries == NULL)
    {
      show_error (self, error);
      return;
    }
  self->more = entries->len == wanted;

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

      _muster_library_view_take_title (self, entry);
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
    gtk_stack_set_visible_child_name (self->stack, filtering (self) ? "no-results" : "empty");
  /* nothing to search or filter in an empty library */
  gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), n > 0 || filtering (self));
  gtk_widget_set_sensitive (self->filter_box, n > 0 || filtering (self));
}

/**
 * muster_library_view_load_more:
 *
 * Reads the next page of what the view shows, after the documents shown
 * (the list does it when scrolled to its end).
 *
 * Returns: whether there may be more after it
 */
gboolean
muster_library_view_load_more (MusterLibraryView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GHashTable) shown = NULL;
  guint n;

  g_return_val_if_fail (MUSTER_IS_LIBRARY_VIEW (self), FALSE);

  if (!self->more)
    return FALSE;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
  entries = read_page (self, n, PAGE_SIZE, &error);
  if (entries == NULL)
    {
      _muster_library_view_toast (self, error->message);
      return FALSE;
    }
  self->more = entries->len == PAGE_SIZE;
  /* a document saved since the last page moved to the top: not twice */
  shown = g_hash_table_new (g_int64_hash, g_int64_equal);
  for (guint i = 0; i < n; i++)
    {
      MusterLibraryItem *item = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      g_hash_table_add (shown, (gpointer) &muster_library_item_get_entry (item)->id);
      g_object_unref (item);
    }
  for (guint i = 0; i < entries->len; i++)
    {
      MusterLibraryEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(MusterLibraryItem) item = NULL;

      if (g_hash_table_contains (shown, &entry->id))
        continue;
      _muster_library_view_take_title (self, entry);
      g_ptr_array_index (entries, i) = NULL;
      item = muster_library_item_new (entry);
      g_list_store_append (self->store, item);
    }
  return self->more;
}

static void
edge_reached_cb (MusterLibraryView *self,
                 GtkPositionType    position,
                 GtkScrolledWindow *scroller)
{
  if (position == GTK_POS_BOTTOM)
    muster_library_view_load_more (self);
}

static void
filter_changed_cb (MusterLibraryView *self)
{
  if (self->library == NULL)
    return;
  /* a new filter starts at its first page */
  g_list_store_remove_all (self->store);
  muster_library_view_reload (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
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
  /* a new search starts at its first page */
  g_list_store_remove_all (self->store);
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
activate_cb (MusterLibraryView *self,
             guint              position,
             GtkListView       *list_view)
{
  g_autoptr(MusterLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->store), position);

  if (item != NULL)
    _muster_library_view_open_document (self, muster_library_item_get_id (item));
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
    _muster_library_view_open_document (self, muster_library_item_get_id (item));
}

static void
search_stop_cb (MusterLibraryView *self,
                GtkSearchEntry    *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  apply_search (self, NULL);
}

void
_muster_library_view_open_document (MusterLibraryView *self,
                                    gint64             document)
{
  g_signal_emit (self, signals[OPEN_DOCUMENT], 0, document);
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

  /* the system filter: every system, then each installed one */
  {
    g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
    GPtrArray *systems = self->catalog != NULL ? muster_catalog_get_systems (self->catalog) : NULL;

    /* Translators: the library's filter by system: documents of every system */
    gtk_string_list_append (names, _("Every system"));
    for (guint i = 0; systems != NULL && i < systems->len; i++)
      {
        MusterSystem *system = g_ptr_array_index (systems, i);

        gtk_string_list_append (names, muster_text_get (muster_system_get_name (system)));
        g_ptr_array_add (self->system_ids, g_strdup (muster_system_get_id (system)));
      }
    gtk_drop_down_set_model (self->system_filter, G_LIST_MODEL (names));
    gtk_widget_set_visible (GTK_WIDGET (self->system_filter), self->system_ids->len > 1);
  }
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
  g_clear_pointer (&self->system_ids, g_ptr_array_unref);
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
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, filter_box);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, system_filter);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryView, kind_filter);
  gtk_widget_class_bind_template_callback (widget_class, setup_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, unbind_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stop_cb);

  gtk_widget_class_bind_template_callback (widget_class, edge_reached_cb);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);

  _muster_library_view_class_actions_init (klass);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "libraryview");
}

static void
muster_library_view_init (MusterLibraryView *self)
{
  self->rows = g_ptr_array_new ();
  self->system_ids = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * muster_library_view_new:
 * @context: a context with a library; its game systems name the systems
 *   and factions
 */
GtkWidget *
muster_library_view_new (MusterContext *context)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (muster_context_get_library (context) != NULL, NULL);

  return g_object_new (MUSTER_TYPE_LIBRARY_VIEW,
                       "library", muster_context_get_library (context),
                       "catalog", muster_context_get_catalog (context),
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

  /* the kind filter: every kind, armies, terrain setups, scenarios */
  gtk_drop_down_set_selected (self->kind_filter, (guint) (kind + 1));
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
