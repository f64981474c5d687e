/* muster-list-editor.c: the list editor's window. It shows the document
 * in its pages, builds them anew when the document's nodes change, checks
 * the list through the system's loader a moment after each edit, and puts
 * the check's error in the banner and on the field it is about.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-list-editor-private.h"
#include "muster-list-field.h"
#include "muster-list-problem.h"
#include "muster-ui-util.h"

#define CHECK_DELAY_MS 300

G_DEFINE_FINAL_TYPE (MusterListEditor, muster_list_editor, ADW_TYPE_APPLICATION_WINDOW)

xmlNode *
_muster_list_editor_unit_at (MusterListEditor *self,
                             guint             index)
{
  g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (self->doc), "unit");

  return index < units->len ? g_ptr_array_index (units, index) : NULL;
}

/* The list's title in the language of the day. */
static char *
list_title (MusterListEditor *self)
{
  const char *langs[] = { muster_get_language (), "en", "ru" };

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      MusterListSlot slot = { .element = muster_list_doc_get_root (self->doc), .child = "name", .lang = langs[i] };
      g_autofree char *name = muster_list_slot_get (&slot);

      if (*name != '\0')
        return g_steal_pointer (&name);
    }
  return g_strdup (_("Untitled List"));
}

static void
update_title (MusterListEditor *self)
{
  g_autofree char *name = list_title (self);
  const char *path = muster_list_doc_get_path (self->doc);
  g_autofree char *file = path != NULL ? g_path_get_basename (path) : g_strdup (_("Not saved"));
  g_autofree char *title = NULL;
  g_autofree char *window_title = NULL;

  /* Translators: the list editor's title while the list has unsaved changes */
  title = muster_list_doc_is_modified (self->doc) ? g_strdup_printf (_("• %s"), name) : g_strdup (name);
  adw_view_switcher_title_set_title (self->switcher_title, title);
  adw_view_switcher_title_set_subtitle (self->switcher_title, file);
  /* Translators: the list editor's window title: the list's name */
  window_title = g_strdup_printf (_("%s — List Editor"), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

/* ---- the pages ---- */

/* The selected unit's card. While the list has an error, the unit is
 * checked alone: its card shows the edits unless the error is its own (or
 * the list's), when it shows the unit as it last checked out, and says so. */
static void
show_card (MusterListEditor *self)
{
  xmlNode *unit = _muster_list_editor_unit_at (self, self->selected);
  g_autofree char *faction = muster_xml_get_attr (muster_list_doc_get_root (self->doc), "id");
  g_autofree char *version = muster_xml_get_attr (muster_list_doc_get_list (self->doc), "version");
  g_autofree char *id = unit != NULL ? muster_xml_get_attr (unit, "id") : NULL;
  g_autoptr(MusterSystem) alone = NULL;
  gboolean stale = FALSE;

  if (self->error != NULL && unit != NULL)
    {
      alone = muster_list_doc_check_unit (self->doc, self->system, unit, NULL);
      stale = alone == NULL;
    }
  muster_list_card_set_unit (self->card, alone != NULL ? alone : self->checked, faction, version, id);
  gtk_widget_set_visible (GTK_WIDGET (self->card), muster_list_card_get_unit (self->card) != NULL);
  gtk_widget_set_opacity (GTK_WIDGET (self->card), stale ? 0.55 : 1.0);
  gtk_label_set_text (self->card_caption,
                      stale ? _("The card as it last was: it shows your edits again once the problem is mended")
                            : _("The card as printed"));
  if (stale)
    gtk_widget_add_css_class (GTK_WIDGET (self->card_caption), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->card_caption), "warning");
}

static void
unit_selected_cb (MusterListEditor *self,
                  int               index,
                  MusterListUnits  *units)
{
  self->selected = index;
  muster_list_doc_end_group (self->doc);
  muster_list_unit_form_set_unit (self->form, self->doc, self->system, _muster_list_editor_unit_at (self, index));
  show_card (self);
  _muster_list_editor_show_error_field (self, FALSE);
  _muster_list_editor_actions_update (self);
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

/* Who publishes the versions of the list Muster holds, or NULL. */
static const char *
publisher (MusterListEditor *self)
{
  g_autofree char *id = muster_xml_get_attr (muster_list_doc_get_root (self->doc), "id");
  MusterSystem *system = muster_catalog_lookup (self->catalog, muster_list_doc_get_system_id (self->doc));
  GPtrArray *versions = id != NULL && system != NULL ? muster_system_get_faction_versions (system, id) : NULL;

  if (versions == NULL || versions->len == 0)
    return NULL;
  return ((const MusterFaction *) g_ptr_array_index (versions, 0))->author;
}

static void
rebuild (MusterListEditor *self)
{
  muster_list_metadata_set_publisher (self->metadata, publisher (self));
  muster_list_metadata_set_doc (self->metadata, self->doc);
  muster_list_board_set_doc (self->board, self->doc, self->system);
  /* selects the unit, which builds its form */
  muster_list_units_set_doc (self->units, self->doc, self->selected);
}

/* ---- the check ---- */

/* The unit an element is in, or NULL. */
static xmlNode *
unit_of (xmlNode *node)
{
  for (; node != NULL && node->type == XML_ELEMENT_NODE; node = node->parent)
    if (muster_xml_is (node, "unit"))
      return node;
  return NULL;
}

static void
clear_mark (MusterListEditor *self)
{
  if (self->marked != NULL)
    {
      muster_list_field_unmark (self->marked);
      g_object_remove_weak_pointer (G_OBJECT (self->marked), (gpointer *) &self->marked);
      self->marked = NULL;
    }
}

/* Marks the field of the error, where its page shows it; with @focus, goes
 * to it: the unit's page and unit first. */
void
_muster_list_editor_show_error_field (MusterListEditor *self,
                                      gboolean          focus)
{
  const char *text = NULL;
  xmlNode *node;
  xmlNode *unit;
  GtkWidget *field;

  clear_mark (self);
  node = muster_list_doc_error_node (self->doc, self->error, &text);
  if (node == NULL)
    return;
  unit = unit_of (node);
  if (focus && unit != NULL)
    {
      g_autoptr(GPtrArray) units = muster_list_doc_children (muster_list_doc_get_root (self->doc), "unit");
      guint index;

      adw_view_stack_set_visible_child_name (self->view_stack, "units");
      if (g_ptr_array_find (units, unit, &index) && index != self->selected)
        {
          /* selecting builds the unit's form (and marks the field) */
          muster_list_units_select (self->units, index);
          clear_mark (self);
          node = muster_list_doc_error_node (self->doc, self->error, &text);
        }
    }
  else if (focus)
    adw_view_stack_set_visible_child_name (self->view_stack, "list");

  field = muster_list_problem_field (unit != NULL ? GTK_WIDGET (self->form) : self->list_page, node, text);
  if (field == NULL)
    return;
  muster_list_field_mark (field, self->problem);
  self->marked = field;
  g_object_add_weak_pointer (G_OBJECT (field), (gpointer *) &self->marked);
  if (focus)
    muster_list_field_focus (field);
}

static void
set_problem (MusterListEditor *self)
{
  const char *text = NULL;
  xmlNode *node = muster_list_doc_error_node (self->doc, self->error, &text);
  xmlNode *unit = unit_of (node);
  GtkWidget *field = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *head = NULL;

  g_clear_pointer (&self->problem, g_free);
  if (self->error == NULL)
    return;
  if (node != NULL && (unit == NULL || unit == _muster_list_editor_unit_at (self, self->selected)))
    field = muster_list_problem_field (unit != NULL ? GTK_WIDGET (self->form) : self->list_page, node, text);
  plain = muster_list_problem_words (field, text);
  if (plain != NULL)
    head = g_steal_pointer (&plain);
  else if (field != NULL)
    head = g_strdup_printf ("%s: %s", muster_list_field_get_title (field), text);
  else
    head = g_strdup (text);
  if (unit != NULL)
    {
      const char *langs[] = { muster_get_language (), "en" };
      g_autofree char *name = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (langs) && (name == NULL || *name == '\0'); i++)
        {
          MusterListSlot slot = { .element = unit, .child = "name", .lang = langs[i] };

          g_free (name);
          name = muster_list_slot_get (&slot);
        }
      /* Translators: the list editor's banner: "Unit “Pikemen”: Cost is not a number" */
      self->problem = g_strdup_printf (_("Unit “%s”: %s"), name, head);
    }
  else
    self->problem = g_steal_pointer (&head);
}

static void
run_check (MusterListEditor *self)
{
  g_autoptr(MusterSystem) checked = NULL;

  g_clear_error (&self->error);
  checked = muster_list_doc_check (self->doc, self->system, &self->error);
  if (checked != NULL)
    g_set_object (&self->checked, checked);
  set_problem (self);
  gtk_label_set_text (self->banner_label, self->problem != NULL ? self->problem : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->banner_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->problem != NULL ? self->problem : "", -1);
  gtk_revealer_set_reveal_child (self->banner_revealer, self->problem != NULL);
  _muster_list_editor_show_error_field (self, FALSE);
  show_card (self);
  /* the booklet prints the list only as it checks out */
  _muster_list_editor_actions_update (self);
}

/* An export started or ended (not in an editor already closed). */
static void
exporting_cb (MusterListEditor *self)
{
  if (self->doc != NULL)
    _muster_list_editor_actions_update (self);
}

static gboolean
check_timeout_cb (gpointer user_data)
{
  MusterListEditor *self = user_data;

  self->check_source = 0;
  run_check (self);
  return G_SOURCE_REMOVE;
}

void
muster_list_editor_check_now (MusterListEditor *self)
{
  g_return_if_fail (MUSTER_IS_LIST_EDITOR (self));

  g_clear_handle_id (&self->check_source, g_source_remove);
  run_check (self);
}

static void
doc_changed_cb (MusterListEditor *self,
                int               what,
                MusterListDoc    *doc)
{
  if (what == MUSTER_LIST_DOC_EDIT_VALUE)
    muster_list_units_update (self->units);
  else
    rebuild (self);
  update_title (self);
  _muster_list_editor_actions_update (self);
  g_clear_handle_id (&self->check_source, g_source_remove);
  self->check_source = g_timeout_add (CHECK_DELAY_MS, check_timeout_cb, self);
}

/* ---- the window ---- */

/* A click anywhere, or leaving the window, ends the typing that made one
 * step of undo: typing in the field again is an edit of its own. */
static gboolean
legacy_event_cb (GtkEventControllerLegacy *controller,
                 GdkEvent                 *event,
                 MusterListEditor         *self)
{
  if (self->doc != NULL && gdk_event_get_event_type (event) == GDK_BUTTON_PRESS)
    muster_list_doc_end_group (self->doc);
  return GDK_EVENT_PROPAGATE;
}

static void
active_cb (MusterListEditor *self)
{
  if (self->doc != NULL)
    muster_list_doc_end_group (self->doc);
}

/* The button that shows the folded units appears on the Units page once
 * they fold. */
static void
sync_toggle (GtkWidget *widget)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (widget);

  gboolean units = g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "units") == 0;

  gtk_widget_set_visible (self->units_toggle, adw_flap_get_folded (self->flap) && units);
  gtk_widget_set_visible (self->card_toggle, adw_flap_get_folded (self->card_flap) && units);
}

static void
muster_list_editor_dispose (GObject *object)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (object);

  g_clear_handle_id (&self->check_source, g_source_remove);
  clear_mark (self);
  if (self->doc != NULL)
    g_signal_handlers_disconnect_by_data (self->doc, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIST_EDITOR);
  g_clear_object (&self->doc);
  g_clear_object (&self->checked);
  g_clear_object (&self->system);
  g_clear_object (&self->catalog);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (muster_list_editor_parent_class)->dispose (object);
}

static void
muster_list_editor_finalize (GObject *object)
{
  MusterListEditor *self = MUSTER_LIST_EDITOR (object);

  g_clear_error (&self->error);
  g_free (self->problem);
  G_OBJECT_CLASS (muster_list_editor_parent_class)->finalize (object);
}

static void
muster_list_editor_class_init (MusterListEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_list_editor_dispose;
  object_class->finalize = muster_list_editor_finalize;

  g_type_ensure (MUSTER_TYPE_LIST_METADATA);
  g_type_ensure (MUSTER_TYPE_LIST_BOARD);
  g_type_ensure (MUSTER_TYPE_EXPORT_BAR);
  g_type_ensure (MUSTER_TYPE_LIST_UNITS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-list-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, units_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, banner_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, view_stack);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, metadata);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, board);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, export_bar);
  gtk_widget_class_bind_template_callback (widget_class, exporting_cb);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, list_page);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, flap);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, units);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, form_box);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, card_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, card_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, card_pane);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, card_caption);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, form_scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListEditor, save_button);

  _muster_list_editor_class_actions_init (klass);
}

static void
muster_list_editor_init (MusterListEditor *self)
{
  GtkEventController *legacy;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->units_toggle), _("Show Units"));
  muster_ui_set_tooltip (GTK_WIDGET (self->undo_button), _("Undo"));
  muster_ui_set_tooltip (GTK_WIDGET (self->redo_button), _("Redo"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("List Menu"));
  muster_ui_set_tooltip (GTK_WIDGET (self->save_button), _("Save"));
  muster_ui_set_tooltip (GTK_WIDGET (self->banner_button), _("Go to the field"));
  muster_ui_set_tooltip (GTK_WIDGET (self->card_toggle), _("Show the Card"));
  self->form = MUSTER_LIST_UNIT_FORM (muster_list_unit_form_new ());
  self->card = MUSTER_LIST_CARD (muster_list_card_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->form), TRUE);
  gtk_box_append (GTK_BOX (self->form_box), GTK_WIDGET (self->form));
  gtk_box_append (GTK_BOX (self->card_pane), GTK_WIDGET (self->card));

  _muster_list_editor_add_shortcuts (self);
  legacy = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (legacy_event_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), legacy);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (active_cb), NULL);
  muster_ui_label_switcher_buttons (GTK_WIDGET (self->switcher_title));
  muster_ui_label_switcher_buttons (GTK_WIDGET (self->switcher_bar));
  g_signal_connect_swapped (self->units, "selected", G_CALLBACK (unit_selected_cb), self);
  muster_ui_follow_fold (self->flap, GTK_WIDGET (self), sync_toggle);
  muster_ui_follow_fold (self->card_flap, GTK_WIDGET (self), sync_toggle);
  g_signal_connect_swapped (self->view_stack, "notify::visible-child", G_CALLBACK (sync_toggle), self);
}

MusterListEditor *
muster_list_editor_new (GtkApplication  *app,
                        MusterContext   *context,
                        MusterListDoc   *doc,
                        GError         **error)
{
  MusterListEditor *self;
  MusterSystem *system;
  const char *system_id;

  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (MUSTER_IS_LIST_DOC (doc), NULL);

  system_id = muster_list_doc_get_system_id (doc);
  system = system_id != NULL ? muster_catalog_lookup (muster_context_get_catalog (context), system_id) : NULL;
  if (system == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                   _("The list is for the game system “%s”, which is not installed."),
                   system_id != NULL ? system_id : "");
      return NULL;
    }

  self = g_object_new (MUSTER_TYPE_LIST_EDITOR, "application", app, NULL);
  self->context = g_object_ref (context);
  self->catalog = g_object_ref (muster_context_get_catalog (context));
  self->system = g_object_ref (system);
  self->doc = g_object_ref (doc);
  g_signal_connect_swapped (doc, "changed", G_CALLBACK (doc_changed_cb), self);
  rebuild (self);
  update_title (self);
  sync_toggle (GTK_WIDGET (self));
  _muster_list_editor_actions_update (self);
  run_check (self);
  return self;
}

MusterListDoc *
muster_list_editor_get_doc (MusterListEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_EDITOR (self), NULL);

  return self->doc;
}

const char *
muster_list_editor_get_problem (MusterListEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_EDITOR (self), NULL);

  return self->problem;
}

GtkWidget *
muster_list_editor_get_marked (MusterListEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_EDITOR (self), NULL);

  return self->marked;
}

void
muster_list_editor_select_unit (MusterListEditor *self,
                                guint             index)
{
  g_return_if_fail (MUSTER_IS_LIST_EDITOR (self));

  adw_view_stack_set_visible_child_name (self->view_stack, "units");
  muster_list_units_select (self->units, index);
}

int
muster_list_editor_get_selected (MusterListEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_EDITOR (self), -1);

  return muster_list_units_get_selected (self->units);
}

GtkWidget *
muster_list_editor_get_form (MusterListEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_EDITOR (self), NULL);

  return GTK_WIDGET (self->form);
}

GtkWidget *
muster_list_editor_get_card (MusterListEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_LIST_EDITOR (self), NULL);

  return GTK_WIDGET (self->card);
}
