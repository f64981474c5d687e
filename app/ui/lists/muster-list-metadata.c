/* muster-list-metadata.c: the list editor's page of the list's own data.
 * It is built anew from the document whenever the document's nodes change
 * (undo, redo, a reference or change added or removed); typing only sets
 * values.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-field.h"
#include "muster-list-metadata.h"
#include "muster-ui-util.h"

struct _MusterListMetadata
{
  GtkWidget parent_instance;

  GtkListBox *title_list;
  GtkListBox *publication_list;
  GtkWidget *add_reference_button;
  GtkWidget *add_change_button;
  GtkBox *references_box;
  GtkBox *changes_box;
  GtkLabel *author_warning;

  MusterListDoc *doc;
  GtkWidget *author_row;        /* the Author field */
  char *publisher;              /* who publishes the versions Muster holds, or NULL */
};

G_DEFINE_FINAL_TYPE (MusterListMetadata, muster_list_metadata, GTK_TYPE_WIDGET)

static void
add_reference_cb (MusterListMetadata *self)
{
  if (self->doc != NULL)
    muster_list_doc_add_child (self->doc, muster_list_doc_get_list (self->doc), "reference");
}

static void
add_change_cb (MusterListMetadata *self)
{
  if (self->doc != NULL)
    muster_list_doc_add_child (self->doc, muster_list_doc_get_list (self->doc), "change");
}

static void
muster_list_metadata_dispose (GObject *object)
{
  MusterListMetadata *self = MUSTER_LIST_METADATA (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIST_METADATA);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->doc);
  g_clear_pointer (&self->publisher, g_free);
  G_OBJECT_CLASS (muster_list_metadata_parent_class)->dispose (object);
}

static void
muster_list_metadata_class_init (MusterListMetadataClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_list_metadata_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-list-metadata.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterListMetadata, title_list);
  gtk_widget_class_bind_template_child (widget_class, MusterListMetadata, publication_list);
  gtk_widget_class_bind_template_child (widget_class, MusterListMetadata, add_reference_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListMetadata, add_change_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListMetadata, references_box);
  gtk_widget_class_bind_template_child (widget_class, MusterListMetadata, changes_box);
  gtk_widget_class_bind_template_child (widget_class, MusterListMetadata, author_warning);
  gtk_widget_class_bind_template_callback (widget_class, add_reference_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_change_cb);
}

static void
muster_list_metadata_init (MusterListMetadata *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_name_button (GTK_WIDGET (self->add_reference_button), _("Add Reference"));
  muster_ui_name_button (GTK_WIDGET (self->add_change_button), _("Add Change"));
}

GtkWidget *
muster_list_metadata_new (void)
{
  return g_object_new (MUSTER_TYPE_LIST_METADATA, NULL);
}

static void
add_entry (MusterListMetadata *self, GtkListBox *list, MusterListSlot slot, const char *title)
{
  gtk_list_box_append (list, muster_list_field_entry (self->doc, &slot, title));
}

static void
build_references (MusterListMetadata *self, xmlNode *list)
{
  g_autoptr(GPtrArray) references = muster_list_doc_children (list, "reference");

  for (guint i = 0; i < references->len; i++)
    {
      xmlNode *node = g_ptr_array_index (references, i);
      GtkWidget *box = muster_list_field_box ();
      GtkWidget *book = muster_list_field_entry (self->doc, &(MusterListSlot) { .element = node, .attr = "book", .keep_empty = TRUE },
                                                 _("Book"));

      adw_entry_row_add_suffix (ADW_ENTRY_ROW (book), muster_list_field_remove_button (self->doc, node, _("Remove Reference")));
      gtk_list_box_append (GTK_LIST_BOX (box), book);
      add_entry (self, GTK_LIST_BOX (box), (MusterListSlot) { .element = node, .attr = "page" }, _("Page"));
      gtk_box_append (self->references_box, box);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->references_box), references->len > 0);
}

static void
build_changes (MusterListMetadata *self, xmlNode *list)
{
  g_autoptr(GPtrArray) changes = muster_list_doc_children (list, "change");

  for (guint i = 0; i < changes->len; i++)
    {
      xmlNode *node = g_ptr_array_index (changes, i);
      GtkWidget *box = muster_list_field_box ();
      GtkWidget *version = muster_list_field_entry (self->doc, &(MusterListSlot) { .element = node, .attr = "version", .keep_empty = TRUE },
                                                    _("Version"));

      adw_entry_row_add_suffix (ADW_ENTRY_ROW (version), muster_list_field_remove_button (self->doc, node, _("Remove Change")));
      gtk_list_box_append (GTK_LIST_BOX (box), version);
      add_entry (self, GTK_LIST_BOX (box), (MusterListSlot) { .element = node, .attr = "date", .keep_empty = TRUE }, _("Date"));
      add_entry (self, GTK_LIST_BOX (box), (MusterListSlot) { .element = node, .child = "text", .lang = "en" },
                 _("What changed (English)"));
      add_entry (self, GTK_LIST_BOX (box), (MusterListSlot) { .element = node, .child = "text", .lang = "ru" },
                 _("What changed (Russian)"));
      gtk_box_append (self->changes_box, box);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->changes_box), changes->len > 0);
}

/* Another author than the list's publisher: Muster would refuse to
 * install the new version over the old; say so while it is typed. */
static void
update_author_warning (MusterListMetadata *self)
{
  g_autofree char *author = self->author_row != NULL ? g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->author_row))))
                                                     : NULL;
  gboolean other = self->publisher != NULL && author != NULL && g_strcmp0 (author, self->publisher) != 0;

  if (other)
    {
      /* Translators: the list editor, under a changed author: "A. Historian" */
      g_autofree char *text = g_strdup_printf (_("This list is published by %s: Muster installs a new version only "
                                                 "from its author, so a version by another cannot be installed over it. "
                                                 "Save it to a file of your own, or give the list its author back."),
                                               *self->publisher != '\0' ? self->publisher : _("an unnamed author"));

      gtk_label_set_text (self->author_warning, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->author_warning), other);
}

void
muster_list_metadata_set_publisher (MusterListMetadata *self,
                                    const char         *author)
{
  g_return_if_fail (MUSTER_IS_LIST_METADATA (self));

  g_free (self->publisher);
  self->publisher = g_strdup (author);
  update_author_warning (self);
}

const char *
muster_list_metadata_get_author_warning (MusterListMetadata *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_METADATA (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->author_warning)) ? gtk_label_get_text (self->author_warning) : NULL;
}

void
muster_list_metadata_set_doc (MusterListMetadata *self,
                              MusterListDoc      *doc)
{
  xmlNode *root;
  xmlNode *list;

  g_return_if_fail (MUSTER_IS_LIST_METADATA (self));
  g_return_if_fail (MUSTER_IS_LIST_DOC (doc));

  g_set_object (&self->doc, doc);
  muster_ui_remove_all (GTK_WIDGET (self->title_list));
  self->author_row = NULL;
  muster_ui_remove_all (GTK_WIDGET (self->publication_list));
  muster_ui_remove_all (GTK_WIDGET (self->references_box));
  muster_ui_remove_all (GTK_WIDGET (self->changes_box));

  root = muster_list_doc_get_root (doc);
  list = muster_list_doc_get_list (doc);
  add_entry (self, self->title_list, (MusterListSlot) { .element = root, .child = "name", .lang = "en", .keep_empty = TRUE },
             _("Title (English)"));
  add_entry (self, self->title_list, (MusterListSlot) { .element = root, .child = "name", .lang = "ru", .keep_empty = TRUE },
             _("Title (Russian)"));
  add_entry (self, self->title_list, (MusterListSlot) { .element = root, .child = "epoch", .lang = "en" },
             _("Period (English)"));
  add_entry (self, self->title_list, (MusterListSlot) { .element = root, .child = "epoch", .lang = "ru" },
             _("Period (Russian)"));
  gtk_list_box_append (self->title_list,
                       muster_list_field_switch (doc, &(MusterListSlot) { .element = root, .attr = "sample" },
                                                 _("Sample List"), _("Its units' figures are Muster's, not published rules")));
  /* what the booklet says of the faction before its units */
  gtk_list_box_append (self->title_list,
                       muster_list_field_text (doc, &(MusterListSlot) { .element = root, .child = "text", .lang = "en" },
                                               _("Description (English)")));
  gtk_list_box_append (self->title_list,
                       muster_list_field_text (doc, &(MusterListSlot) { .element = root, .child = "text", .lang = "ru" },
                                               _("Description (Russian)")));

  add_entry (self, self->publication_list, (MusterListSlot) { .element = list, .attr = "version", .keep_empty = TRUE },
             _("Version"));
  add_entry (self, self->publication_list, (MusterListSlot) { .element = list, .attr = "date", .keep_empty = TRUE },
             _("Date"));
  self->author_row = muster_list_field_entry (doc, &(MusterListSlot) { .element = list, .child = "author", .keep_empty = TRUE },
                                              _("Author"));
  gtk_list_box_append (self->publication_list, self->author_row);
  g_signal_connect_swapped (self->author_row, "changed", G_CALLBACK (update_author_warning), self);
  update_author_warning (self);
  add_entry (self, self->publication_list, (MusterListSlot) { .element = list, .child = "licence" },
             _("Licence"));

  build_references (self, list);
  build_changes (self, list);
}
