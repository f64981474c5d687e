/* muster-army-editor.c: the army editor page: its header and the sections
 * that are widgets of their own (commanders, units, preparations, the
 * picker and the summary); the army's settings and its problems bar are in
 * muster-army-editor-settings.c. On every "changed" of the army it checks
 * the army again and has each section bring itself up to date. Every edit
 * goes to the army's one undo history: the editor's own through
 * _muster_army_editor_apply(), each section's (commanders, units, regiment
 * headers, preparations, the move to another list version) straight to the
 * MusterUndo it was given. Saving and opening files live in
 * muster-army-editor-files.c.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-army-editor-private.h"
#include "muster-ui-util.h"

G_DEFINE_FINAL_TYPE (MusterArmyEditor, muster_army_editor, MUSTER_TYPE_DOCUMENT_PAGE)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_SAVE_STATE,
  PROP_DOCUMENT,
  N_PROPS
};

enum {
  CLOSE_REQUESTED,
  OPEN_ARMY,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];


/* ---- small helpers ---- */

void
_muster_army_editor_set_save_state (MusterArmyEditor *self,
                const char       *state)
{
  if (g_strcmp0 (self->save_state, state) == 0)
    return;
  g_free (self->save_state);
  self->save_state = g_strdup (state);
  gtk_label_set_text (self->save_label, state);
  gtk_widget_set_visible (GTK_WIDGET (self->save_label), state != NULL && *state != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_STATE]);
}

void
_muster_army_editor_set_document (MusterArmyEditor *self,
                                  gint64            document)
{
  if (document == self->document)
    return;
  self->document = document;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/* Hands @army on to be opened, by "open-army". */
void
_muster_army_editor_open_army (MusterArmyEditor *self,
                               MusterArmy       *army,
                               const char       *path)
{
  g_signal_emit (self, signals[OPEN_ARMY], 0, army, path);
}

/* The editor's own changes go through here, so that they can be undone;
 * the sections apply theirs to the same undo history. */
void
_muster_army_editor_apply (MusterArmyEditor *self,
                           MusterEdit       *edit)
{
  if (edit != NULL)
    muster_undo_apply (self->undo, edit);
}

/* The commander a new army or the Add Commander button starts with: the
 * role the system's data allow next (none: no commander can be added) with
 * the middle tier, the usual choice. */
static gboolean
default_commander (MusterArmy          *army,
                   const MusterReport  *report,
                   MusterArmyCommander *commander)
{
  GPtrArray *tiers = muster_system_get_tiers (muster_army_get_system (army));
  const MusterCommanderRole *role = muster_rules_next_commander_role (army, report);

  if (role == NULL || tiers->len == 0)
    return FALSE;
  commander->role = role;
  commander->tier = g_ptr_array_index (tiers, (tiers->len - 1) / 2);
  commander->name = NULL;
  return TRUE;
}

/* ---- editing ---- */

/* Adds one unit of @type to @regiment (-1: none), as one step: one more in
 * the entry it joins (muster_army_find_entry_for(): a plain entry of that
 * type there, as an army file would write it, count="2"), else as a new
 * entry; entries given a place of their own are left alone. */
void
_muster_army_editor_add_unit_to (MusterArmyEditor     *self,
                                 const MusterUnitType *type,
                                 int                   regiment)
{
  g_autofree char *label = g_strdup_printf (_("Add %s"), muster_text_get (&type->name));
  int index = muster_army_find_entry_for (self->army, type, regiment);

  if (index >= 0)
    {
      MusterArmyUnit more = *muster_army_get_unit (self->army, (guint) index);

      more.count++;
      _muster_army_editor_apply (self, muster_edit_group (label, muster_edit_replace_unit ((guint) index, &more), NULL));
      return;
    }
  if (muster_army_get_n_units (self->army) >= MUSTER_ARMY_MAX_ENTRIES)
    {
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), _("The army cannot have more unit entries."));
      return;
    }
  {
    MusterArmyUnit entry = { type, 1, 0, FALSE, regiment, TRUE, FALSE };

    _muster_army_editor_apply (self, muster_edit_insert_unit (-1, &entry));
  }
}

/* Adds one unit of @unit, outside any regiment. */
void
muster_army_editor_add_unit (MusterArmyEditor     *self,
                             const MusterUnitType *unit)
{
  g_return_if_fail (MUSTER_IS_ARMY_EDITOR (self));
  g_return_if_fail (unit != NULL);

  _muster_army_editor_add_unit_to (self, unit, -1);
}

static void
unit_activated_cb (MusterArmyEditor     *self,
                   const MusterUnitType *unit,
                   MusterUnitPicker     *picker)
{
  muster_army_editor_add_unit (self, unit);
}

/* ---- the page ---- */

static void
update_header (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  g_autofree char *title = muster_army_dup_title (self->army);
  g_autofree char *subtitle = NULL;

  /* Translators: under the army's name: "Clouds of Smoke · France" */
  subtitle = g_strdup_printf (_("%s · %s"), muster_text_get (muster_system_get_name (system)),
                              muster_text_get (&muster_army_get_faction (self->army)->name));
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  if (g_strcmp0 (title, self->title) != 0)
    {
      g_free (self->title);
      self->title = g_steal_pointer (&title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
}

static void
refresh (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);

  g_clear_pointer (&self->report, muster_report_free);
  self->report = muster_rules_check (self->army);

  self->updating = TRUE;
  update_header (self);
  _muster_army_editor_update_settings (self);
  muster_unit_picker_set_faction (self->picker, system, muster_army_get_faction (self->army));
  muster_army_commanders_update (self->commanders, self->report);
  muster_army_units_update (self->units, self->report);
  muster_army_preparations_update (self->preparations, self->report);
  self->updating = FALSE;

  muster_army_summary_update (self->summary, self->army, self->report);
  _muster_army_editor_update_problems (self);
  _muster_army_editor_actions_update (self);
}

static void
army_changed_cb (MusterArmyEditor *self,
                 MusterArmy       *army)
{
  refresh (self);
  _muster_army_editor_schedule_autosave (self);
}

static void
undo_notify_cb (MusterArmyEditor *self,
                   GParamSpec       *pspec,
                   MusterUndo       *undo)
{
  _muster_army_editor_actions_update (self);
}

/* The buttons that show a folded flap appear once it folds. */
static void
sync_toggles (GtkWidget *widget)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);

  gtk_widget_set_visible (GTK_WIDGET (self->picker_toggle), adw_flap_get_folded (self->picker_flap));
  gtk_widget_set_visible (GTK_WIDGET (self->summary_toggle), adw_flap_get_folded (self->summary_flap));
  gtk_widget_set_visible (self->problems_button, adw_flap_get_folded (self->summary_flap));
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                MusterArmyEditor        *self)
{
  /* typing in the name or the notes is one step until the field is left */
  muster_undo_seal (self->undo);
}

/* ---- the object ---- */

static void
muster_army_editor_dispose (GObject *object)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (object);
  GtkWidget *child;

  /* a change still waiting for the autosave is saved, whatever closes us */
  if (self->undo != NULL)
    muster_army_editor_flush (self);
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->army != NULL)
    g_clear_signal_handler (&self->changed_handler, self->army);
  if (self->undo != NULL)
    g_signal_handlers_disconnect_by_data (self->undo, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_EDITOR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->undo);
  g_clear_object (&self->army);
  g_clear_object (&self->library);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->report, muster_report_free);
  G_OBJECT_CLASS (muster_army_editor_parent_class)->dispose (object);
}

static void
muster_army_editor_finalize (GObject *object)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (object);

  g_free (self->path);
  g_free (self->title);
  g_free (self->save_state);
  g_clear_pointer (&self->factions, g_ptr_array_unref);
  G_OBJECT_CLASS (muster_army_editor_parent_class)->finalize (object);
}

static void
muster_army_editor_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_SAVE_STATE:
      g_value_set_string (value, self->save_state);
      break;

    case PROP_DOCUMENT:
      g_value_set_int64 (value, self->document);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* An export started or ended: Export PDF and Cancel change places (not in
 * an editor already closed). */
static void
exporting_cb (MusterArmyEditor *self)
{
  if (self->army != NULL && self->undo != NULL)
    _muster_army_editor_actions_update (self);
}

/* ---- the page ---- */

static gboolean
page_flush (MusterDocumentPage *page)
{
  return muster_army_editor_flush (MUSTER_ARMY_EDITOR (page));
}

static void
page_forget_changes (MusterDocumentPage *page)
{
  muster_army_editor_forget_changes (MUSTER_ARMY_EDITOR (page));
}

static void
page_confirm_close (MusterDocumentPage *page)
{
  gtk_widget_activate_action (GTK_WIDGET (page), "army.close", NULL);
}

static GObject *
page_get_document (MusterDocumentPage *page)
{
  return G_OBJECT (MUSTER_ARMY_EDITOR (page)->army);
}

static void
muster_army_editor_class_init (MusterArmyEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  MusterDocumentPageClass *page_class = MUSTER_DOCUMENT_PAGE_CLASS (klass);

  object_class->dispose = muster_army_editor_dispose;
  object_class->finalize = muster_army_editor_finalize;
  object_class->get_property = muster_army_editor_get_property;
  page_class->flush = page_flush;
  page_class->forget_changes = page_forget_changes;
  page_class->confirm_close = page_confirm_close;
  page_class->get_document = page_get_document;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVE_STATE] =
    g_param_spec_string ("save-state", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DOCUMENT] =
    g_param_spec_int64 ("document", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MusterArmyEditor::close-requested:
   *
   * The user asked to go back; the army is safe to close (it is in the
   * library, or the user chose to discard it).
   */
  signals[CLOSE_REQUESTED] = g_signal_new ("close-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * MusterArmyEditor::open-army:
   * @army: an army read from a file or a share code
   * @path: (nullable): the file it came from
   *
   * Another army should be opened (in this window or a new one).
   */
  signals[OPEN_ARMY] = g_signal_new ("open-army", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 2, MUSTER_TYPE_ARMY, G_TYPE_STRING);

  g_type_ensure (MUSTER_TYPE_UNIT_PICKER);
  g_type_ensure (MUSTER_TYPE_ARMY_SUMMARY);
  g_type_ensure (MUSTER_TYPE_ARMY_COMMANDERS);
  g_type_ensure (MUSTER_TYPE_ARMY_UNITS);
  g_type_ensure (MUSTER_TYPE_ARMY_PREPARATIONS);
  g_type_ensure (MUSTER_TYPE_ARMY_LIST_BANNER);
  g_type_ensure (MUSTER_TYPE_EXPORT_BAR);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, header_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, back_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, picker_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, window_title);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary_points);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary_icon);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary_icon_alone);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, problems_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, problems_icon);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, problems_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, problems_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, list_banner);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, save_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, export_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, picker_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, picker);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary_scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, army_scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, army_box);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, army_group);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, name_row);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, faction_row);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, points_row);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, points_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, commanders);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, units);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, preparations);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, notes_group);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, notes_view);
  gtk_widget_class_bind_template_callback (widget_class, unit_activated_cb);
  _muster_army_editor_class_settings_init (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, exporting_cb);

  gtk_widget_class_set_css_name (widget_class, "armyeditor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  _muster_army_editor_class_actions_init (klass);
}

static void
muster_army_editor_init (MusterArmyEditor *self)
{
  GtkEventController *focus;
  GtkTextBuffer *buffer;

  gtk_widget_init_template (GTK_WIDGET (self));
  muster_document_page_set_toast_overlay (MUSTER_DOCUMENT_PAGE (self), self->toast_overlay);
  muster_ui_follow_fold (self->picker_flap, GTK_WIDGET (self), sync_toggles);
  muster_ui_follow_fold (self->summary_flap, GTK_WIDGET (self), sync_toggles);
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->back_button), _("Back"));
  muster_ui_set_tooltip (GTK_WIDGET (self->picker_toggle), _("Unit Types"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("Army Menu"));
  muster_ui_set_tooltip (GTK_WIDGET (self->summary_toggle), _("Summary"));

  buffer = gtk_text_view_get_buffer (self->notes_view);
  g_signal_connect_object (buffer, "changed", G_CALLBACK (_muster_army_editor_notes_changed_cb), self, G_CONNECT_SWAPPED);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->name_row), focus);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->notes_view), focus);

  gtk_widget_set_visible (GTK_WIDGET (self->save_label), FALSE);
  /* the page also works outside a MusterWindow, which guards its pages */
  muster_ui_guard_wheel (GTK_WIDGET (self));
  _muster_army_editor_add_shortcuts (self);
}

/**
 * muster_army_editor_new:
 * @library: (nullable): where the army is saved; %NULL: no autosave
 * @document: the army's library document, or 0 when it has none yet
 * @path: (nullable): the file the army came from
 *
 * Returns: (transfer floating): an editor of @army
 */
GtkWidget *
muster_army_editor_new (MusterContext *context,
                        MusterArmy    *army,
                        gint64         document,
                        const char    *path)
{
  MusterArmyEditor *self;
  MusterSystem *system;
  g_autoptr(GtkStringList) faction_names = NULL;

  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);

  self = g_object_new (MUSTER_TYPE_ARMY_EDITOR, "context", context, NULL);
  self->catalog = g_object_ref (muster_context_get_catalog (context));
  g_set_object (&self->library, muster_context_get_library (context));
  muster_export_bar_set_context (self->export_bar, context);
  self->army = g_object_ref (army);
  self->undo = muster_undo_new (army);
  muster_army_commanders_set_army (self->commanders, army, self->undo);
  muster_army_units_set_army (self->units, army, self->undo);
  muster_army_preparations_set_army (self->preparations, army, self->undo);
  muster_army_list_banner_set_army (self->list_banner, army, self->undo);
  self->document = document;
  self->path = g_strdup (path);

  system = muster_army_get_system (army);
  self->factions = g_ptr_array_copy (muster_system_get_factions (system), NULL, NULL);
  faction_names = muster_ui_names_of (self->factions, G_STRUCT_OFFSET (MusterFaction, name));
  self->updating = TRUE;
  adw_combo_row_set_model (self->faction_row, G_LIST_MODEL (faction_names));
  {
    /* the open list shows every faction's name whole */
    g_autoptr(GtkListItemFactory) list_factory = muster_ui_wrapping_factory (self->faction_row);

    adw_combo_row_set_list_factory (self->faction_row, list_factory);
  }
  self->updating = FALSE;

  self->changed_handler = g_signal_connect_swapped (army, "changed", G_CALLBACK (army_changed_cb), self);
  g_signal_connect_swapped (self->undo, "notify::can-undo", G_CALLBACK (undo_notify_cb), self);
  g_signal_connect_swapped (self->undo, "notify::can-redo", G_CALLBACK (undo_notify_cb), self);

  refresh (self);
  if (self->library == NULL)
    {
      _muster_army_editor_set_save_state (self, _("Autosave off"));
      muster_ui_set_tooltip (GTK_WIDGET (self->save_label),
                                   _("The library could not be opened, so changes are not saved automatically. "
                                     "Export the army to a file to keep it."));
    }
  else if (document != 0)
    _muster_army_editor_set_save_state (self, _("Saved"));
  return GTK_WIDGET (self);
}

/* Sets up a new army as Muster starts it: the system's default points
 * and, where the system has commanders, one commander. */
MusterArmy *
muster_army_editor_new_army (MusterSystem        *system,
                             const MusterFaction *faction)
{
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  MusterArmy *army = muster_army_new (system, faction, (guint) MAX (0, options->default_points));
  MusterArmyCommander commander;

  MusterReport *report = muster_rules_check (army);

  if (default_commander (army, report, &commander))
    muster_army_insert_commander (army, -1, &commander);
  muster_report_free (report);
  return army;
}

/* The commander Add Commander adds: see default_commander(). */
gboolean
_muster_army_editor_default_commander (MusterArmyEditor    *self,
                                       MusterArmyCommander *commander)
{
  return default_commander (self->army, self->report, commander);
}

MusterArmy *
muster_army_editor_get_army (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->army;
}

MusterUndo *
muster_army_editor_get_undo (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->undo;
}

const MusterReport *
muster_army_editor_get_report (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->report;
}

gint64
muster_army_editor_get_document (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), 0);

  return self->document;
}

const char *
muster_army_editor_get_path (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->path;
}

const char *
muster_army_editor_get_title (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->title;
}

const char *
muster_army_editor_get_save_state (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->save_state;
}

MusterUnitPicker *
muster_army_editor_get_picker (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->picker;
}

MusterArmySummary *
muster_army_editor_get_summary (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->summary;
}

GtkWidget *
muster_army_editor_get_units_box (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return muster_army_units_get_box (self->units);
}

/* Puts the keyboard where work starts: the unit search. */
void
muster_army_editor_focus (MusterArmyEditor *self)
{
  g_return_if_fail (MUSTER_IS_ARMY_EDITOR (self));

  if (adw_flap_get_folded (self->picker_flap))
    gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
  else
    muster_unit_picker_focus_search (self->picker);
}
