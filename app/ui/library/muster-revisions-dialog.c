/* muster-revisions-dialog.c: a modal window with a document's revisions in
 * a GtkColumnView, newest first. Restoring one adds it again as the newest
 * revision (history is never rewritten), says so in a toast, and emits
 * "restored" so that the library view and an open editor can reload.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-library-row.h"
#include "muster-revisions-dialog.h"
#include "muster-ui-util.h"

/* ---- a revision as a list item ---- */

#define MUSTER_TYPE_REVISION_ITEM (muster_revision_item_get_type ())
G_DECLARE_FINAL_TYPE (MusterRevisionItem, muster_revision_item, MUSTER, REVISION_ITEM, GObject)

struct _MusterRevisionItem
{
  GObject parent_instance;

  MusterRevision *revision;
  gboolean latest;
};

G_DEFINE_FINAL_TYPE (MusterRevisionItem, muster_revision_item, G_TYPE_OBJECT)

static void
muster_revision_item_finalize (GObject *object)
{
  MusterRevisionItem *self = MUSTER_REVISION_ITEM (object);

  g_clear_pointer (&self->revision, muster_revision_free);
  G_OBJECT_CLASS (muster_revision_item_parent_class)->finalize (object);
}

static void
muster_revision_item_class_init (MusterRevisionItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_revision_item_finalize;
}

static void
muster_revision_item_init (MusterRevisionItem *self)
{
}

/* takes @revision over */
static MusterRevisionItem *
muster_revision_item_new (MusterRevision *revision,
                          gboolean        latest)
{
  MusterRevisionItem *self = g_object_new (MUSTER_TYPE_REVISION_ITEM, NULL);

  self->revision = revision;
  self->latest = latest;
  return self;
}

/* ---- the dialog ---- */

struct _MusterRevisionsDialog
{
  AdwWindow parent_instance;

  /* template children */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkColumnView *column_view;
  GListStore *store;
  AdwStatusPage *error_page;

  MusterLibrary *library;
  MusterCatalog *catalog;   /* nullable: for the title of an army without a name */
  gint64 document;
  char *message;         /* the last toast, for tests */
};

G_DEFINE_FINAL_TYPE (MusterRevisionsDialog, muster_revisions_dialog, ADW_TYPE_WINDOW)

enum {
  RESTORED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_message (MusterRevisionsDialog *self,
              const char            *text)
{
  /* a toast's title is markup in libadwaita 1.2 */
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  g_free (self->message);
  self->message = g_strdup (text);
}

static void
show_error (MusterRevisionsDialog *self,
            const GError          *error)
{
  g_autofree char *escaped = g_markup_escape_text (error->message, -1);

  g_list_store_remove_all (self->store);
  adw_status_page_set_description (self->error_page, escaped);
  gtk_stack_set_visible_child_name (self->stack, "error");
}

/* Reads the document's name and revisions again. */
void
muster_revisions_dialog_reload (MusterRevisionsDialog *self)
{
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer *items = NULL;
  guint n;

  g_return_if_fail (MUSTER_IS_REVISIONS_DIALOG (self));

  entry = muster_library_get (self->library, self->document, &error);
  if (entry != NULL)
    revisions = muster_library_get_revisions (self->library, self->document, &error);
  if (revisions == NULL)
    {
      show_error (self, error);
      return;
    }

  {
    g_autofree char *title = muster_library_entry_dup_title (entry, self->catalog);

    adw_window_title_set_subtitle (self->window_title, title);
  }

  /* newest first */
  n = revisions->len;
  items = g_new (gpointer, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    items[i] = muster_revision_item_new (g_ptr_array_steal_index (revisions, n - 1 - i), i == 0);
  g_list_store_splice (self->store, 0, g_list_model_get_n_items (G_LIST_MODEL (self->store)), items, n);
  for (guint i = 0; i < n; i++)
    g_object_unref (items[i]);
  gtk_stack_set_visible_child_name (self->stack, "list");
}

static MusterRevisionItem *
find_revision (MusterRevisionsDialog *self,
               gint64                 id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MusterRevisionItem) item = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      if (item->revision->id == id)
        return item;   /* the store keeps it alive */
    }
  return NULL;
}

static void
restore_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  MusterRevisionsDialog *self = MUSTER_REVISIONS_DIALOG (widget);
  gint64 revision = g_variant_get_int64 (param);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  MusterRevisionItem *old, *restored;
  guint old_number;
  gint64 id;

  old = find_revision (self, revision);
  if (old == NULL)
    return;
  old_number = old->revision->number;

  id = muster_library_restore (self->library, self->document, revision, &error);
  if (id == 0)
    {
      show_message (self, error->message);
      muster_revisions_dialog_reload (self);
      return;
    }

  muster_revisions_dialog_reload (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  restored = find_revision (self, id);
  /* Translators: a toast after restoring an old revision of a document */
  text = g_strdup_printf (_("Revision %u restored as revision %u"),
                          old_number, restored != NULL ? restored->revision->number : 0);
  show_message (self, text);
  g_signal_emit (self, signals[RESTORED], 0, self->document);
}

/* ---- the columns ---- */

static GtkWidget *
new_cell_label (float xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  return label;
}

static void
setup_text_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               MusterRevisionsDialog    *self)
{
  gtk_list_item_set_child (list_item, new_cell_label (0));
}

static void
setup_numeric_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 MusterRevisionsDialog    *self)
{
  GtkWidget *label = new_cell_label (1);

  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (list_item, label);
}

static void
bind_number_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                MusterRevisionsDialog    *self)
{
  MusterRevisionItem *item = gtk_list_item_get_item (list_item);
  g_autofree char *text = g_strdup_printf ("%u", item->revision->number);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text);
}

static void
bind_saved_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               MusterRevisionsDialog    *self)
{
  MusterRevisionItem *item = gtk_list_item_get_item (list_item);
  g_autofree char *text = muster_library_format_date_time (item->revision->created);
  g_autofree char *relative = muster_library_format_relative (item->revision->created,
                                                              g_get_real_time () / G_USEC_PER_SEC);
  GtkWidget *label = gtk_list_item_get_child (list_item);

  gtk_label_set_text (GTK_LABEL (label), text);
  muster_ui_set_tooltip (label, relative);
}

static void
bind_name_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              MusterRevisionsDialog    *self)
{
  MusterRevisionItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *label = gtk_list_item_get_child (list_item);

  const char *description = item->revision->description;

  /* what the revision changed ("Change Pikemen"), the name where no one said */
  gtk_label_set_text (GTK_LABEL (label), description != NULL && *description != '\0' ? description
                                                                                    : item->revision->name);
  muster_ui_set_tooltip (label, *item->revision->name != '\0' ? item->revision->name : NULL);
}

static void
bind_points_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                MusterRevisionsDialog    *self)
{
  MusterRevisionItem *item = gtk_list_item_get_item (list_item);
  g_autofree char *text = muster_library_format_points (item->revision->spent);
  GtkWidget *label = gtk_list_item_get_child (list_item);
  gboolean broken = item->revision->problems > 0;

  gtk_label_set_text (GTK_LABEL (label), text);
  /* a revision of an army that broke rules, in red */
  if (broken)
    gtk_widget_add_css_class (label, "error");
  else
    gtk_widget_remove_css_class (label, "error");
  muster_ui_set_tooltip (label, broken ? _("This revision breaks rules") : NULL);
}

/* the last column: a Restore button, or "Current" on the newest revision */
static void
setup_restore_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  MusterRevisionsDialog    *self)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *button = gtk_button_new_with_label (_("Restore"));
  GtkWidget *current = gtk_label_new (_("Current"));

  gtk_widget_set_halign (stack, GTK_ALIGN_END);
  gtk_stack_set_hhomogeneous (GTK_STACK (stack), TRUE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (current, "dim-label");
  muster_ui_set_tooltip (current, _("The revision the library opens"));
  gtk_stack_add_named (GTK_STACK (stack), button, "restore");
  gtk_stack_add_named (GTK_STACK (stack), current, "current");
  gtk_list_item_set_child (list_item, stack);
}

static void
bind_restore_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 MusterRevisionsDialog    *self)
{
  MusterRevisionItem *item = gtk_list_item_get_item (list_item);
  GtkStack *stack = GTK_STACK (gtk_list_item_get_child (list_item));
  GtkWidget *button = gtk_stack_get_child_by_name (stack, "restore");
  g_autofree char *label = NULL;
  g_autofree char *tooltip = NULL;

  gtk_stack_set_visible_child_name (stack, item->latest ? "current" : "restore");
  /* the target first: an action with a parameter cannot go without one */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "x", item->revision->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "revisions.restore");
  /* Translators: the accessible name of the Restore button of revision %u */
  label = g_strdup_printf (_("Restore revision %u"), item->revision->number);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  tooltip = g_strdup_printf (_("Make revision %u the newest again; later revisions are kept"),
                             item->revision->number);
  muster_ui_set_tooltip (button, tooltip);
}

/* ---- the widget ---- */

static void
muster_revisions_dialog_dispose (GObject *object)
{
  MusterRevisionsDialog *self = MUSTER_REVISIONS_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_REVISIONS_DIALOG);
  g_clear_object (&self->library);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (muster_revisions_dialog_parent_class)->dispose (object);
}

static void
muster_revisions_dialog_finalize (GObject *object)
{
  MusterRevisionsDialog *self = MUSTER_REVISIONS_DIALOG (object);

  g_free (self->message);
  G_OBJECT_CLASS (muster_revisions_dialog_parent_class)->finalize (object);
}

static void
muster_revisions_dialog_class_init (MusterRevisionsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_revisions_dialog_dispose;
  object_class->finalize = muster_revisions_dialog_finalize;

  /**
   * MusterRevisionsDialog::restored:
   * @document: the document that has a new newest revision
   */
  signals[RESTORED] =
    g_signal_new ("restored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  g_type_ensure (MUSTER_TYPE_REVISION_ITEM);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-revisions-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterRevisionsDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, MusterRevisionsDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterRevisionsDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterRevisionsDialog, scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterRevisionsDialog, column_view);
  gtk_widget_class_bind_template_child (widget_class, MusterRevisionsDialog, store);
  gtk_widget_class_bind_template_child (widget_class, MusterRevisionsDialog, error_page);
  gtk_widget_class_bind_template_callback (widget_class, setup_text_cb);
  gtk_widget_class_bind_template_callback (widget_class, setup_numeric_cb);
  gtk_widget_class_bind_template_callback (widget_class, setup_restore_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_number_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_saved_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_name_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_points_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_restore_cb);

  gtk_widget_class_install_action (widget_class, "revisions.restore", "x", restore_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
muster_revisions_dialog_init (MusterRevisionsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * muster_revisions_dialog_new:
 *
 * A dialog over the revisions of @document; the caller sets the window it
 * belongs to with gtk_window_set_transient_for() and presents it.
 */
GtkWidget *
muster_revisions_dialog_new (MusterLibrary *library,
                             gint64         document)
{
  MusterRevisionsDialog *self;

  g_return_val_if_fail (MUSTER_IS_LIBRARY (library), NULL);

  self = g_object_new (MUSTER_TYPE_REVISIONS_DIALOG, NULL);
  self->library = g_object_ref (library);
  self->document = document;
  muster_revisions_dialog_reload (self);
  return GTK_WIDGET (self);
}

gint64
muster_revisions_dialog_get_document (MusterRevisionsDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_REVISIONS_DIALOG (self), 0);

  return self->document;
}

/**
 * muster_revisions_dialog_get_model:
 *
 * Returns: (transfer none): the revisions shown, newest first
 */
GListModel *
muster_revisions_dialog_get_model (MusterRevisionsDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_REVISIONS_DIALOG (self), NULL);

  return G_LIST_MODEL (self->store);
}

/* The text of the last toast, or NULL. */
const char *
muster_revisions_dialog_get_message (MusterRevisionsDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_REVISIONS_DIALOG (self), NULL);

  return self->message;
}

/* The revision shown at @position (0 is the newest), or NULL. */
const MusterRevision *
muster_revisions_dialog_get_revision (MusterRevisionsDialog *self,
                                      guint                  position)
{
  g_autoptr(MusterRevisionItem) item = NULL;

  g_return_val_if_fail (MUSTER_IS_REVISIONS_DIALOG (self), NULL);

  item = g_list_model_get_item (G_LIST_MODEL (self->store), position);
  return item != NULL ? item->revision : NULL;   /* the store keeps it */
}

/* The systems, for the title of an army kept without a name. */
void
muster_revisions_dialog_set_catalog (MusterRevisionsDialog *self,
                                     MusterCatalog         *catalog)
{
  g_return_if_fail (MUSTER_IS_REVISIONS_DIALOG (self));
  g_return_if_fail (catalog == NULL || MUSTER_IS_CATALOG (catalog));

  if (g_set_object (&self->catalog, catalog))
    muster_revisions_dialog_reload (self);
}
