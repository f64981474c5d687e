/* muster-army-editor.c: the army editor. On every "changed" of the army it
 * checks the army again and brings the page up to date, touching only what
 * changed: unit rows are kept and reused (so a spin button being clicked
 * keeps its focus, and a 500-unit army stays quick). Edits go through the
 * history; the army is saved to the library 1.5 s after the last change
 * and when closed.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-army-editor-private.h"
#include "muster-army-unit-row.h"
#include "muster-ui-util.h"

G_DEFINE_FINAL_TYPE (MusterArmyEditor, muster_army_editor, GTK_TYPE_WIDGET)

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

#define MAX_COLUMNS 31          /* what an army file and a share code can hold */

static void refresh (MusterArmyEditor *self);

/* ---- small helpers ---- */

/* The most serious problem of one unit entry, commander, preparation or
 * regiment; NULL when it has none. */
static const MusterProblem *
find_problem (const MusterReport *report,
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

static void
show_problem (GtkWidget           *icon,
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

static GtkWidget *
problem_icon_new (void)
{
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (icon, FALSE);
  return icon;
}

static GtkWidget *
flat_icon_button (const char *icon_name,
                  const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  return button;
}

static void
set_index (gpointer object,
           guint    index)
{
  g_object_set_data (G_OBJECT (object), "muster-index", GUINT_TO_POINTER (index));
}

static guint
get_index (gpointer object)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (object), "muster-index"));
}

static guint
n_columns (MusterArmyEditor *self)
{
  const MusterArmyOptions *options = muster_system_get_army_options (muster_army_get_system (self->army));
  const MusterValue *value;

  if (options->columns == NULL)
    return 0;
  value = muster_report_lookup (self->report, options->columns->id);
  if (value == NULL || value->value < 0)
    return 0;
  return (guint) MIN (value->value, MAX_COLUMNS);
}

static void
set_save_state (MusterArmyEditor *self,
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
_muster_army_editor_toast (MusterArmyEditor *self,
                           const char       *text)
{
  muster_ui_toast (self->toast_overlay, text);
}

/* All changes to the army go through here, so that they can be undone. */
void
_muster_army_editor_apply (MusterArmyEditor *self,
                           MusterEdit       *edit)
{
  if (edit != NULL)
    muster_history_apply (self->history, edit);
}

/* ---- saving ---- */

static gboolean
save_to_library (MusterArmyEditor *self,
                 GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  gint64 id;

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->library == NULL)
    return TRUE;

  id = muster_library_save_army_described (self->library, self->document, self->army,
                                           muster_history_get_undo_label (self->history), &local_error);
  if (id == 0 && self->document != 0 &&
      g_error_matches (local_error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE))
    {
      /* the document was deleted from the library while it was open here:
       * keep the army as a new document rather than lose it */
      g_clear_error (&local_error);
      id = muster_library_save_army (self->library, 0, self->army, &local_error);
    }
  if (id == 0)
    {
      self->save_failed = TRUE;
      /* Translators: the save state of an army when saving failed */
      set_save_state (self, _("Not saved"));
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (id != self->document)
    {
      self->document = id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
  self->saved_this_session = TRUE;
  self->save_failed = FALSE;
  muster_history_mark_saved (self->history);
  /* Translators: the save state of an army, kept in the library */
  set_save_state (self, _("Saved"));
  return TRUE;
}

static gboolean
autosave_cb (gpointer user_data)
{
  MusterArmyEditor *self = user_data;
  g_autoptr(GError) error = NULL;

  self->autosave_id = 0;
  /* a new army whose changes were all undone stays out of the library */
  if (self->document == 0 && !muster_history_is_modified (self->history))
    {
      set_save_state (self, NULL);
      return G_SOURCE_REMOVE;
    }
  if (!save_to_library (self, &error))
    {
      /* Translators: %s is why the library could not keep the army */
      g_autofree char *text = g_strdup_printf (_("The army could not be saved: %s"), error->message);
      _muster_army_editor_toast (self, text);
    }
  return G_SOURCE_REMOVE;
}

static void
schedule_autosave (MusterArmyEditor *self)
{
  if (self->library == NULL)
    {
      /* Translators: the save state of an army when there is no library */
      set_save_state (self, muster_history_is_modified (self->history) ? _("Not saved automatically") : NULL);
      return;
    }
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->autosave_id = g_timeout_add (MUSTER_AUTOSAVE_DELAY_MS, autosave_cb, self);
  /* Translators: the save state of an army changed a moment ago */
  set_save_state (self, _("Edited"));
}

/**
 * muster_army_editor_flush:
 *
 * Saves a change that is waiting for the autosave now.
 *
 * Returns: %TRUE when nothing would be lost if the editor closed now
 */
gboolean
muster_army_editor_flush (MusterArmyEditor *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  if (self->library != NULL && (self->autosave_id != 0 || muster_history_is_modified (self->history)))
    if (!save_to_library (self, &error))
      g_warning ("The army could not be saved to the library: %s", error->message);
  return !muster_army_editor_would_lose_changes (self);
}

/* Whether closing now would lose changes: only when there is no library
 * (or it failed) and the changes were not written to a file either. */
gboolean
muster_army_editor_would_lose_changes (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  return muster_history_is_modified (self->history) && self->autosave_id == 0 &&
         (self->library == NULL || self->save_failed);
}

/* Drops a change that waits for the autosave: the army is about to be
 * replaced by a newer copy from the library. */
void
muster_army_editor_forget_changes (MusterArmyEditor *self)
{
  g_return_if_fail (MUSTER_IS_ARMY_EDITOR (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  muster_history_mark_saved (self->history);
}

/* A new army nobody has touched: another one may take its place. */
gboolean
muster_army_editor_is_blank (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  return self->document == 0 && self->path == NULL &&
         muster_history_get_n_undo (self->history) == 0 && !muster_history_can_redo (self->history);
}

/**
 * muster_army_editor_save:
 *
 * Saves the army to the library and, when it came from a file or was
 * exported to one, to that file too.
 */
gboolean
muster_army_editor_save (MusterArmyEditor *self,
                         GError          **error)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  if (self->library != NULL && !save_to_library (self, error))
    return FALSE;
  if (self->path != NULL)
    {
      if (!muster_army_save_file (self->army, self->path, error))
        return FALSE;
      if (self->library == NULL)
        {
          muster_history_mark_saved (self->history);
          /* Translators: the save state of an army written to its file */
          set_save_state (self, _("Saved to file"));
        }
    }
  return TRUE;
}

gboolean
muster_army_editor_export_file (MusterArmyEditor *self,
                                GFile            *file,
                                GError          **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Armies can only be exported to local files."));
      return FALSE;
    }
  if (!muster_army_save_file (self->army, path, error))
    return FALSE;
  g_free (self->path);
  self->path = g_steal_pointer (&path);
  if (self->library == NULL)
    {
      muster_history_mark_saved (self->history);
      set_save_state (self, _("Saved to file"));
    }
  _muster_army_editor_actions_update (self);
  return TRUE;
}

/* ---- opening other armies ---- */

/**
 * muster_army_editor_import_file:
 *
 * Reads an army file. When the whole file is a valid army, "open-army"
 * hands it on; otherwise a dialog says why, and nothing changes.
 */
gboolean
muster_army_editor_import_file (MusterArmyEditor *self,
                                GFile            *file)
{
  g_autoptr(MusterArmy) army = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  army = muster_ui_load_army_file (GTK_WIDGET (self), self->catalog, file);
  if (army == NULL)
    return FALSE;
  path = g_file_get_path (file);
  g_signal_emit (self, signals[OPEN_ARMY], 0, army, path);
  return TRUE;
}

/**
 * muster_army_editor_open_share_code:
 *
 * Reads a share code. A good one is handed on by "open-army"; for a bad
 * one a dialog shows the reader's sentence, and nothing changes.
 */
gboolean
muster_army_editor_open_share_code (MusterArmyEditor *self,
                                    const char       *code)
{
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), FALSE);

  army = muster_share_decode (self->catalog, code != NULL ? code : "", &error);
  if (army == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Share Code Cannot Be Read"), error->message);
      return FALSE;
    }
  g_signal_emit (self, signals[OPEN_ARMY], 0, army, NULL);
  return TRUE;
}

/* ---- editing ---- */

/* Adds one unit of @unit. A unit type already in the army as a plain entry
 * (no column, reserve or regiment) gets one more unit there, as an army
 * file would write it (count="2"); entries that were given a place of their
 * own are left alone and the unit comes as a new entry. */
void
muster_army_editor_add_unit (MusterArmyEditor     *self,
                             const MusterUnitType *unit)
{
  guint n;
  g_autofree char *label = NULL;

  g_return_if_fail (MUSTER_IS_ARMY_EDITOR (self));
  g_return_if_fail (unit != NULL);

  n = muster_army_get_n_units (self->army);
  label = g_strdup_printf (_("Add %s"), muster_text_get (&unit->name));
  for (guint i = 0; i < n; i++)
    {
      const MusterArmyUnit *entry = muster_army_get_unit (self->army, i);

      if (entry->type == unit && entry->column == 0 && !entry->reserve && entry->regiment < 0 &&
          entry->count < MUSTER_ARMY_MAX_COUNT)
        {
          MusterArmyUnit more = *entry;

          more.count++;
          _muster_army_editor_apply (self, muster_edit_group (label, muster_edit_replace_unit (i, &more), NULL));
          return;
        }
    }

  if (n >= MUSTER_ARMY_MAX_ENTRIES)
    {
      _muster_army_editor_toast (self, _("The army cannot have more unit entries."));
      return;
    }
  {
    MusterArmyUnit entry = { unit, 1, 0, FALSE, -1, TRUE };

    _muster_army_editor_apply (self, muster_edit_insert_unit (-1, &entry));
  }
}

static void
unit_activated_cb (MusterArmyEditor     *self,
                   const MusterUnitType *unit,
                   MusterUnitPicker     *picker)
{
  muster_army_editor_add_unit (self, unit);
}

static void
name_changed_cb (MusterArmyEditor *self,
                 GtkEditable      *editable)
{
  const char *text = gtk_editable_get_text (editable);
  const char *name = muster_army_get_name (self->army);

  if (self->updating || g_strcmp0 (text, name != NULL ? name : "") == 0)
    return;
  _muster_army_editor_apply (self, muster_edit_set_name (text));
}

static void
seal_cb (MusterArmyEditor *self)
{
  muster_history_seal (self->history);
}

static void
notes_changed_cb (MusterArmyEditor *self,
                  GtkTextBuffer    *buffer)
{
  g_autofree char *text = NULL;
  const char *notes = muster_army_get_notes (self->army);
  GtkTextIter start, end;

  if (self->updating)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (text, notes != NULL ? notes : "") == 0)
    return;
  _muster_army_editor_apply (self, muster_edit_set_notes (text));
}

static void
faction_changed_cb (MusterArmyEditor *self,
                    GParamSpec       *pspec,
                    AdwComboRow      *row)
{
  guint selected = adw_combo_row_get_selected (row);
  const MusterFaction *faction;

  if (self->updating || self->factions == NULL || selected >= self->factions->len)
    return;
  faction = g_ptr_array_index (self->factions, selected);
  if (faction != muster_army_get_faction (self->army))
    _muster_army_editor_apply (self, muster_edit_set_faction (faction));
}

static void
points_changed_cb (MusterArmyEditor *self,
                   GtkSpinButton    *spin)
{
  guint points = (guint) gtk_spin_button_get_value_as_int (spin);

  if (self->updating || points == muster_army_get_points (self->army))
    return;
  _muster_army_editor_apply (self, muster_edit_set_points (points));
}

/* ---- commanders ---- */

static char *
tier_summary (MusterArmyEditor          *self,
              const MusterCommanderTier *tier)
{
  MusterSystem *system = muster_army_get_system (self->army);
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_COMMANDER);
  GString *text = g_string_new (NULL);
  g_autofree char *cost = muster_format_cost (system, tier->cost);

  g_string_append (text, cost);
  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);
      const char *stat = tier->stats != NULL ? tier->stats[field->index] : NULL;
      g_autofree char *number = NULL;

      if (stat == NULL)
        {
          if (tier->numbers == NULL)
            continue;
          number = muster_format_local_number (tier->numbers[field->index]);
          stat = number;
        }
      /* a commander's stat in a row's subtitle: "Action dice 4" */
      g_string_append_printf (text, " · %s %s", muster_text_get (&field->name), stat);
    }
  return g_string_free (text, FALSE);
}

static void
replace_commander (MusterArmyEditor          *self,
                   guint                      index,
                   const MusterCommanderTier *tier,
                   const MusterCommanderRole *role)
{
  const MusterArmyCommander *old;
  MusterArmyCommander commander;

  if (index >= muster_army_get_n_commanders (self->army))
    return;
  old = muster_army_get_commander (self->army, index);
  commander = *old;
  if (tier != NULL)
    commander.tier = tier;
  if (role != NULL)
    commander.role = role;
  if (commander.tier == old->tier && commander.role == old->role)
    return;
  _muster_army_editor_apply (self, muster_edit_replace_commander (index, &commander));
}

static void
tier_changed_cb (GtkDropDown      *dropdown,
                 GParamSpec       *pspec,
                 MusterArmyEditor *self)
{
  GPtrArray *tiers = muster_system_get_tiers (muster_army_get_system (self->army));
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->updating || selected >= tiers->len)
    return;
  replace_commander (self, get_index (dropdown), g_ptr_array_index (tiers, selected), NULL);
}

static void
role_changed_cb (GtkDropDown      *dropdown,
                 GParamSpec       *pspec,
                 MusterArmyEditor *self)
{
  GPtrArray *roles = muster_system_get_roles (muster_army_get_system (self->army));
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->updating || selected >= roles->len)
    return;
  replace_commander (self, get_index (dropdown), NULL, g_ptr_array_index (roles, selected));
}

static void
remove_commander_cb (GtkButton        *button,
                     MusterArmyEditor *self)
{
  guint index = get_index (button);

  if (index < muster_army_get_n_commanders (self->army))
    _muster_army_editor_apply (self, muster_edit_remove_commander (index));
}

/* editor.rename-commander (us): gives commander u the name s (blank: back
 * to the role's name), as one step to undo. */
static void
rename_commander_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (widget);
  const MusterArmyCommander *old;
  MusterArmyCommander commander;
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  const char *text;
  guint index;

  g_variant_get (param, "(u&s)", &index, &text);
  if (index >= muster_army_get_n_commanders (self->army))
    return;
  old = muster_army_get_commander (self->army, index);
  name = g_strstrip (g_strdup (text));
  commander = *old;
  commander.name = name[0] != '\0' ? name : NULL;
  if (g_strcmp0 (commander.name, old->name) == 0)
    return;
  if (commander.name != NULL)
    /* Translators: an undo step; %s is the name the user gave */
    label = g_strdup_printf (_("Rename the commander to “%s”"), commander.name);
  else
    label = g_strdup (_("Remove the commander’s name"));
  _muster_army_editor_apply (self, muster_edit_group (label, muster_edit_replace_commander (index, &commander), NULL));
}

static void
rename_entry_activate_cb (GtkEntry         *entry,
                          MusterArmyEditor *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (entry), GTK_TYPE_POPOVER);

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.rename-commander", "(us)",
                              get_index (entry), gtk_editable_get_text (GTK_EDITABLE (entry)));
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
rename_popover_show_cb (GtkPopover       *popover,
                        MusterArmyEditor *self)
{
  GtkWidget *entry = gtk_popover_get_child (popover);
  guint index = get_index (entry);

  if (index < muster_army_get_n_commanders (self->army))
    {
      const char *name = muster_army_get_commander (self->army, index)->name;

      gtk_editable_set_text (GTK_EDITABLE (entry), name != NULL ? name : "");
      gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
    }
}

/* A pencil button whose popover holds the commander's name: Enter keeps
 * it, Escape leaves it as it was. */
static GtkWidget *
rename_button_new (MusterArmyEditor *self,
                   guint             index)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *entry = gtk_entry_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Name the commander"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name the commander"), -1);

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Commander’s name"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Commander’s name"), -1);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 24);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 200);
  set_index (entry, index);
  g_signal_connect (entry, "activate", G_CALLBACK (rename_entry_activate_cb), self);
  gtk_popover_set_child (GTK_POPOVER (popover), entry);
  g_signal_connect (popover, "show", G_CALLBACK (rename_popover_show_cb), self);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  return button;
}

static GtkStringList *
names_of (GPtrArray *items,
          gsize      name_offset)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < items->len; i++)
    gtk_string_list_append (list, muster_text_get ((const MusterText *) ((const char *) g_ptr_array_index (items, i) + name_offset)));
  return list;
}

static GtkWidget *
commander_row_new (MusterArmyEditor *self,
                   guint             index)
{
  MusterSystem *system = muster_army_get_system (self->army);
  GPtrArray *roles = muster_system_get_roles (system);
  GPtrArray *tiers = muster_system_get_tiers (system);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = problem_icon_new ();
  GtkWidget *tier = NULL;
  GtkWidget *role = NULL;
  GtkWidget *remove;
  g_autoptr(GtkStringList) tier_names = names_of (tiers, G_STRUCT_OFFSET (MusterCommanderTier, name));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  if (roles->len > 1)
    {
      g_autoptr(GtkStringList) role_names = names_of (roles, G_STRUCT_OFFSET (MusterCommanderRole, name));

      role = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (role_names)), NULL);
      gtk_widget_set_valign (role, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (role, _("Role"));
      set_index (role, index);
      g_signal_connect (role, "notify::selected", G_CALLBACK (role_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), role);
    }

  tier = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (tier_names)), NULL);
  gtk_widget_set_valign (tier, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (tier, _("Skill"));
  set_index (tier, index);
  g_signal_connect (tier, "notify::selected", G_CALLBACK (tier_changed_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), tier);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), rename_button_new (self, index));

  remove = flat_icon_button ("user-trash-symbolic", _("Remove the commander"));
  set_index (remove, index);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_commander_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);

  g_object_set_data (G_OBJECT (row), "muster-problem", icon);
  g_object_set_data (G_OBJECT (row), "muster-tier", tier);
  g_object_set_data (G_OBJECT (row), "muster-role", role);
  return row;
}

static void
commander_row_update (MusterArmyEditor *self,
                      GtkWidget        *row,
                      guint             index)
{
  const MusterArmyCommander *commander = muster_army_get_commander (self->army, index);
  GtkWidget *tier = g_object_get_data (G_OBJECT (row), "muster-tier");
  GtkWidget *role = g_object_get_data (G_OBJECT (row), "muster-role");
  const char *role_name = muster_text_get (&commander->role->name);
  g_autofree char *subtitle = tier_summary (self, commander->tier);
  g_autofree char *label = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 commander->name != NULL ? commander->name : role_name);
  if (commander->name != NULL && role == NULL)
    {
      /* a named commander's subtitle starts with the role, when no drop-down
       * shows it: "General · 70 points" */
      char *with_role = g_strdup_printf ("%s · %s", role_name, subtitle);

      g_free (subtitle);
      subtitle = with_role;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (tier), commander->tier->index);
  if (role != NULL)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (role), commander->role->index);
  show_problem (g_object_get_data (G_OBJECT (row), "muster-problem"),
                find_problem (self->report, MUSTER_EACH_COMMANDER, index));

  /* Translators: accessible names of a commander's drop-downs */
  label = g_strdup_printf (_("Skill of the %s"), role_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tier), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  if (role != NULL)
    {
      g_free (label);
      label = g_strdup_printf (_("Role of %s"), commander->name != NULL ? commander->name : role_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (role), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

static void
sync_commanders (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  guint n = muster_army_get_n_commanders (self->army);
  gboolean has_commanders = muster_system_get_tiers (system)->len > 0 && muster_system_get_roles (system)->len > 0;
  g_autofree char *shape = g_strdup_printf ("%u", n);

  gtk_widget_set_visible (GTK_WIDGET (self->commanders_group), has_commanders || n > 0);
  if (g_strcmp0 (shape, self->commanders_shape) != 0)
    {
      muster_ui_remove_all (GTK_WIDGET (self->commanders_list));
      for (guint i = 0; i < n; i++)
        gtk_list_box_append (self->commanders_list, commander_row_new (self, i));
      g_free (self->commanders_shape);
      self->commanders_shape = g_steal_pointer (&shape);
    }
  for (guint i = 0; i < n; i++)
    commander_row_update (self, GTK_WIDGET (gtk_list_box_get_row_at_index (self->commanders_list, i)), i);
}

/* The commander a new army or the Add Commander button starts with: the
 * first role the army does not have yet (the last when it has them all)
 * with the middle tier, the usual choice. */
static gboolean
default_commander (MusterArmy          *army,
                   MusterArmyCommander *commander)
{
  MusterSystem *system = muster_army_get_system (army);
  GPtrArray *roles = muster_system_get_roles (system);
  GPtrArray *tiers = muster_system_get_tiers (system);
  const MusterCommanderRole *role = NULL;

  if (roles->len == 0 || tiers->len == 0)
    return FALSE;
  for (guint r = 0; r < roles->len && role == NULL; r++)
    {
      gboolean taken = FALSE;

      for (guint i = 0; i < muster_army_get_n_commanders (army); i++)
        taken |= muster_army_get_commander (army, i)->role == g_ptr_array_index (roles, r);
      if (!taken)
        role = g_ptr_array_index (roles, r);
    }
  commander->role = role != NULL ? role : g_ptr_array_index (roles, roles->len - 1);
  commander->tier = g_ptr_array_index (tiers, (tiers->len - 1) / 2);
  commander->name = NULL;
  return TRUE;
}

/* ---- units ---- */

typedef struct
{
  const MusterCategory *category;
  int regiment;
  GArray *units;          /* of guint, entry indices */
} GroupPlan;

static void
clear_group_plan (gpointer data)
{
  GroupPlan *plan = data;

  g_clear_pointer (&plan->units, g_array_unref);
}

/* How the unit list is grouped now: by regiment in systems that have
 * regiments (regiments in order, then the units outside them), else by
 * category in the system's order. */
static GArray *
plan_groups (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  guint n = muster_army_get_n_units (self->army);
  GArray *plans = g_array_new (FALSE, TRUE, sizeof (GroupPlan));

  g_array_set_clear_func (plans, clear_group_plan);

  if (options->regiments)
    {
      guint n_regiments = muster_army_get_n_regiments (self->army);

      for (int r = 0; r <= (int) n_regiments; r++)
        {
          int regiment = r < (int) n_regiments ? r : -1;
          GroupPlan plan = { NULL, regiment, g_array_new (FALSE, FALSE, sizeof (guint)) };

          for (guint i = 0; i < n; i++)
            if (muster_army_get_unit (self->army, i)->regiment == regiment)
              g_array_append_val (plan.units, i);
          if (regiment >= 0 || plan.units->len > 0)
            g_array_append_val (plans, plan);
          else
            g_array_unref (plan.units);
        }
    }
  else
    {
      GPtrArray *categories = muster_system_get_categories (system);

      for (guint c = 0; c < categories->len; c++)
        {
          GroupPlan plan = { g_ptr_array_index (categories, c), -1, g_array_new (FALSE, FALSE, sizeof (guint)) };

          for (guint i = 0; i < n; i++)
            if (muster_army_get_unit (self->army, i)->type->category == plan.category)
              g_array_append_val (plan.units, i);
          if (plan.units->len > 0)
            g_array_append_val (plans, plan);
          else
            g_array_unref (plan.units);
        }
    }
  return plans;
}

static char **
regiment_names (MusterArmyEditor *self)
{
  const MusterArmyOptions *options = muster_system_get_army_options (muster_army_get_system (self->army));
  guint n = muster_army_get_n_regiments (self->army);
  GStrvBuilder *builder;

  if (!options->regiments)
    return NULL;
  builder = g_strv_builder_new ();
  for (guint i = 0; i < n; i++)
    {
      const char *name = muster_army_get_regiment (self->army, i)->name;
      g_autofree char *fallback = NULL;

      if (name == NULL || *name == '\0')
        /* Translators: a regiment without a name, "Regiment 2" */
        name = fallback = g_strdup_printf (_("Regiment %u"), i + 1);
      g_strv_builder_add (builder, name);
    }
  {
    char **names = g_strv_builder_end (builder);
    g_strv_builder_unref (builder);
    return names;
  }
}

static void
unit_edited_cb (MusterArmyUnitRow    *row,
                const MusterArmyUnit *unit,
                MusterArmyEditor     *self)
{
  guint index = muster_army_unit_row_get_index (row);

  if (!self->updating && index < muster_army_get_n_units (self->army))
    _muster_army_editor_apply (self, muster_edit_replace_unit (index, unit));
}

static void
unit_remove_cb (MusterArmyUnitRow *row,
                MusterArmyEditor  *self)
{
  guint index = muster_army_unit_row_get_index (row);

  if (index < muster_army_get_n_units (self->army))
    _muster_army_editor_apply (self, muster_edit_remove_unit (index));
}

static void
replace_regiment (MusterArmyEditor *self,
                  guint             index,
                  const char       *name,
                  int               reserve,
                  int               column)
{
  const MusterArmyRegiment *old;
  MusterArmyRegiment regiment;

  if (self->updating || index >= muster_army_get_n_regiments (self->army))
    return;
  old = muster_army_get_regiment (self->army, index);
  regiment = *old;
  if (name != NULL)
    regiment.name = (char *) name;
  if (reserve >= 0)
    regiment.reserve = reserve;
  if (column >= 0)
    regiment.column = column;
  if (g_strcmp0 (regiment.name, old->name) == 0 && regiment.reserve == old->reserve &&
      regiment.column == old->column)
    return;
  _muster_army_editor_apply (self, muster_edit_replace_regiment (index, &regiment));
}

static void
regiment_reserve_cb (GtkCheckButton   *check,
                     MusterArmyEditor *self)
{
  replace_regiment (self, get_index (check), NULL, gtk_check_button_get_active (check), -1);
}

static void
regiment_column_cb (GtkDropDown      *dropdown,
                    GParamSpec       *pspec,
                    MusterArmyEditor *self)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected != GTK_INVALID_LIST_POSITION)
    replace_regiment (self, get_index (dropdown), NULL, -1, (int) selected);
}

static void
regiment_rename_cb (GtkEntry         *entry,
                    MusterArmyEditor *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (entry), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  if (*name != '\0')
    replace_regiment (self, get_index (entry), name, -1, -1);
}

static void
regiment_remove_cb (GtkButton        *button,
                    MusterArmyEditor *self)
{
  guint index = get_index (button);

  if (index < muster_army_get_n_regiments (self->army))
    _muster_army_editor_apply (self, muster_edit_remove_regiment (index));
}

static void
rename_popover_shown_cb (GtkPopover *popover,
                         GtkEntry   *entry)
{
  const char *name = g_object_get_data (G_OBJECT (entry), "muster-name");

  gtk_editable_set_text (GTK_EDITABLE (entry), name != NULL ? name : "");
  gtk_widget_grab_focus (GTK_WIDGET (entry));
}

static GtkStringList *
column_names (guint columns)
{
  GtkStringList *items = gtk_string_list_new (NULL);

  gtk_string_list_append (items, _("No column"));
  for (guint i = 1; i <= columns; i++)
    {
      g_autofree char *item = g_strdup_printf (_("Column %u"), i);
      gtk_string_list_append (items, item);
    }
  return items;
}

/* The heading of a regiment: its name and number of units (the group's
 * heading label), problem mark, reserve, column, rename and remove. What
 * depends on the regiment's name and state is set by update_group(). */
static GtkWidget *
regiment_header_new (MusterArmyEditor *self,
                     UnitGroup        *group)
{
  const MusterArmyOptions *options = muster_system_get_army_options (muster_army_get_system (self->army));
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *popover, *box, *label;

  group->problem_icon = GTK_IMAGE (problem_icon_new ());
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (group->problem_icon));
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (group->heading));

  if (options->regiment_reserve)
    {
      group->reserve_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Reserve")));
      gtk_widget_set_valign (GTK_WIDGET (group->reserve_check), GTK_ALIGN_CENTER);
      muster_ui_set_tooltip (GTK_WIDGET (group->reserve_check), _("The regiment starts the battle in the reserve"));
      set_index (group->reserve_check, group->regiment);
      g_signal_connect (group->reserve_check, "toggled", G_CALLBACK (regiment_reserve_cb), self);
      gtk_box_append (GTK_BOX (header), GTK_WIDGET (group->reserve_check));
    }
  if (options->columns != NULL)
    {
      g_autoptr(GtkListItemFactory) factory = muster_ui_ellipsizing_factory (11, 12);

      group->column_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
      gtk_drop_down_set_factory (group->column_dropdown, factory);
      gtk_widget_set_valign (GTK_WIDGET (group->column_dropdown), GTK_ALIGN_CENTER);
      muster_ui_set_tooltip (GTK_WIDGET (group->column_dropdown), _("Deployment column"));
      set_index (group->column_dropdown, group->regiment);
      g_signal_connect (group->column_dropdown, "notify::selected", G_CALLBACK (regiment_column_cb), self);
      gtk_box_append (GTK_BOX (header), GTK_WIDGET (group->column_dropdown));
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  label = gtk_label_new (_("Regiment name"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  group->rename_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_max_length (group->rename_entry, 200);
  gtk_accessible_update_property (GTK_ACCESSIBLE (group->rename_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Regiment name"), -1);
  set_index (group->rename_entry, group->regiment);
  g_signal_connect (group->rename_entry, "activate", G_CALLBACK (regiment_rename_cb), self);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (group->rename_entry));
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect (popover, "show", G_CALLBACK (rename_popover_shown_cb), group->rename_entry);
  group->rename_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (group->rename_button), "document-edit-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (group->rename_button), popover);
  gtk_widget_set_valign (group->rename_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (group->rename_button, "flat");
  muster_ui_set_tooltip (group->rename_button, _("Rename the regiment"));
  gtk_box_append (GTK_BOX (header), group->rename_button);

  group->remove_button = flat_icon_button ("user-trash-symbolic", _("Remove the regiment; its units stay in the army"));
  set_index (group->remove_button, group->regiment);
  g_signal_connect (group->remove_button, "clicked", G_CALLBACK (regiment_remove_cb), self);
  gtk_box_append (GTK_BOX (header), group->remove_button);
  return header;
}

static void
clear_unit_group (gpointer data)
{
  UnitGroup *group = data;

  g_clear_pointer (&group->rows, g_ptr_array_unref);
  g_clear_pointer (&group->name, g_free);
}

/* A group's box: its heading (or a regiment's header) above a boxed list. */
static UnitGroup
unit_group_new (MusterArmyEditor *self,
                const GroupPlan  *plan)
{
  UnitGroup group = { 0 };
  GtkWidget *header;

  group.category = plan->category;
  group.regiment = plan->regiment;
  group.columns = G_MAXUINT;
  group.rows = g_ptr_array_new ();
  group.box = g_object_new (GTK_TYPE_BOX,
                            "orientation", GTK_ORIENTATION_VERTICAL,
                            "spacing", 8,
                            "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                            NULL);
  group.heading = GTK_LABEL (g_object_new (GTK_TYPE_LABEL,
                                           "xalign", 0.0f,
                                           "hexpand", TRUE,
                                           "wrap", TRUE,
                                           "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                           "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                           NULL));
  gtk_widget_add_css_class (GTK_WIDGET (group.heading), "heading");
  gtk_widget_add_css_class (GTK_WIDGET (group.heading), "unit-group-heading");
  header = plan->regiment >= 0 ? regiment_header_new (self, &group) : GTK_WIDGET (group.heading);
  gtk_widget_set_margin_start (header, 6);
  gtk_box_append (GTK_BOX (group.box), header);

  group.list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (group.list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (group.list, "boxed-list");
  if (plan->regiment >= 0)
    {
      GtkWidget *placeholder = gtk_label_new (_("No units in this regiment yet. Move units here with "
                                                "the regiment drop-down of their row."));

      gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
      gtk_label_set_justify (GTK_LABEL (placeholder), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (placeholder, "dim-label");
      gtk_widget_add_css_class (placeholder, "list-placeholder");
      gtk_list_box_set_placeholder (GTK_LIST_BOX (group.list), placeholder);
    }
  gtk_box_append (GTK_BOX (group.box), group.list);
  return group;
}

static gboolean
group_is (const UnitGroup *group,
          const GroupPlan *plan)
{
  return group->box != NULL && group->category == plan->category && group->regiment == plan->regiment;
}

/* Gives the group as many rows as it has entries: rows are alike, so the
 * ones there are kept and only the difference is made or dropped. */
static void
fit_rows (MusterArmyEditor *self,
          UnitGroup        *group,
          guint             n)
{
  while (group->rows->len > n)
    {
      GtkWidget *row = g_ptr_array_steal_index (group->rows, group->rows->len - 1);

      gtk_list_box_remove (GTK_LIST_BOX (group->list), row);
    }
  while (group->rows->len < n)
    {
      GtkWidget *row = muster_army_unit_row_new (muster_army_get_system (self->army));

      g_signal_connect (row, "edited", G_CALLBACK (unit_edited_cb), self);
      g_signal_connect (row, "remove", G_CALLBACK (unit_remove_cb), self);
      gtk_list_box_append (GTK_LIST_BOX (group->list), row);
      g_ptr_array_add (group->rows, row);
    }
}

static void
update_group (MusterArmyEditor   *self,
              UnitGroup          *group,
              const GroupPlan    *plan,
              guint               columns,
              const char * const *regiments)
{
  g_autofree char *heading = NULL;
  const char *name;
  guint count = 0;

  for (guint i = 0; i < plan->units->len; i++)
    {
      guint index = g_array_index (plan->units, guint, i);
      const MusterArmyUnit *unit = muster_army_get_unit (self->army, index);

      count += unit->count;
      muster_army_unit_row_set_unit (g_ptr_array_index (group->rows, i), index, unit, columns, regiments,
                                     find_problem (self->report, MUSTER_EACH_UNIT, (int) index));
    }

  if (plan->category != NULL)
    name = muster_text_get (&plan->category->name);
  else if (plan->regiment >= 0)
    name = regiments[plan->regiment];
  else
    name = _("Units without a regiment");
  /* Translators: the heading of a group of units, "Core — 4 units" */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %u unit", "%s — %u units", count), name, count);
  if (g_strcmp0 (gtk_label_get_text (group->heading), heading) != 0)
    {
      gtk_label_set_text (group->heading, heading);
      gtk_accessible_update_property (GTK_ACCESSIBLE (group->box), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
    }

  if (plan->regiment < 0)
    return;

  {
    const MusterArmyRegiment *regiment = muster_army_get_regiment (self->army, plan->regiment);

    show_problem (GTK_WIDGET (group->problem_icon),
                  find_problem (self->report, MUSTER_EACH_REGIMENT, plan->regiment));
    if (group->reserve_check != NULL && gtk_check_button_get_active (group->reserve_check) != regiment->reserve)
      gtk_check_button_set_active (group->reserve_check, regiment->reserve);
    if (group->column_dropdown != NULL)
      {
        guint n = MAX (columns, regiment->column);

        if (group->columns != n)
          {
            g_autoptr(GtkStringList) items = column_names (n);

            gtk_drop_down_set_model (group->column_dropdown, G_LIST_MODEL (items));
            group->columns = n;
          }
        if (gtk_drop_down_get_selected (group->column_dropdown) != regiment->column)
          gtk_drop_down_set_selected (group->column_dropdown, regiment->column);
      }
  }

  if (g_strcmp0 (group->name, name) != 0)
    {
      g_autofree char *label = NULL;

      g_free (group->name);
      group->name = g_strdup (name);
      g_object_set_data_full (G_OBJECT (group->rename_entry), "muster-name", g_strdup (name), g_free);
      /* Translators: accessible names of a regiment's controls */
      label = g_strdup_printf (_("Rename %s"), name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (group->rename_button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_free (label);
      label = g_strdup_printf (_("Remove %s"), name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (group->remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      if (group->reserve_check != NULL)
        {
          g_free (label);
          label = g_strdup_printf (_("%s in the reserve"), name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (group->reserve_check), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
      if (group->column_dropdown != NULL)
        {
          g_free (label);
          label = g_strdup_printf (_("Column of %s"), name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (group->column_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
    }
}

/* Brings the unit list up to date. Groups are kept by their category or
 * regiment and rows within a group are reused, so an edit touches only the
 * widgets whose content changed, and adding one unit to a list of hundreds
 * makes one row. */
static void
sync_units (MusterArmyEditor *self)
{
  const MusterArmyOptions *options = muster_system_get_army_options (muster_army_get_system (self->army));
  g_autoptr(GArray) plans = plan_groups (self);
  g_auto(GStrv) regiments = regiment_names (self);
  g_autoptr(GArray) old = g_steal_pointer (&self->unit_groups);
  GtkWidget *previous = self->units_empty;
  guint columns = n_columns (self);
  guint n = muster_army_count_instances (self->army);
  g_autofree char *title = NULL;

  self->unit_groups = g_array_new (FALSE, TRUE, sizeof (UnitGroup));
  g_array_set_clear_func (self->unit_groups, clear_unit_group);

  for (guint g = 0; g < plans->len; g++)
    {
      const GroupPlan *plan = &g_array_index (plans, GroupPlan, g);
      UnitGroup group = { 0 };
      gboolean found = FALSE;

      for (guint i = 0; i < old->len && !found; i++)
        {
          UnitGroup *candidate = &g_array_index (old, UnitGroup, i);

          if (group_is (candidate, plan))
            {
              group = *candidate;
              memset (candidate, 0, sizeof *candidate);
              found = TRUE;
            }
        }
      if (!found)
        {
          group = unit_group_new (self, plan);
          gtk_box_insert_child_after (GTK_BOX (self->units_box), group.box, previous);
        }
      else
        gtk_box_reorder_child_after (GTK_BOX (self->units_box), group.box, previous);
      previous = group.box;
      g_array_append_val (self->unit_groups, group);
    }
  for (guint i = 0; i < old->len; i++)
    {
      UnitGroup *gone = &g_array_index (old, UnitGroup, i);

      if (gone->box != NULL)
        gtk_box_remove (GTK_BOX (self->units_box), gone->box);
    }

  gtk_widget_set_visible (self->units_empty, plans->len == 0);
  for (guint g = 0; g < plans->len; g++)
    {
      const GroupPlan *plan = &g_array_index (plans, GroupPlan, g);
      UnitGroup *group = &g_array_index (self->unit_groups, UnitGroup, g);

      fit_rows (self, group, plan->units->len);
      update_group (self, group, plan, columns, (const char * const *) regiments);
    }

  gtk_widget_set_visible (self->add_regiment_button, options->regiments);
  /* Translators: the heading of the army's units, with their number */
  title = n > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Units (%u)", "Units (%u)", n), n)
                : g_strdup (_("Units"));
  adw_preferences_group_set_title (self->units_group, title);
}

/* ---- preparations ---- */

static void
copies_changed_cb (GtkSpinButton    *spin,
                   MusterArmyEditor *self)
{
  guint index = get_index (spin);
  MusterArmyPreparation preparation;

  if (self->updating || index >= muster_army_get_n_preparations (self->army))
    return;
  preparation = *muster_army_get_preparation (self->army, index);
  if (preparation.copies == (guint) gtk_spin_button_get_value_as_int (spin))
    return;
  preparation.copies = (guint) gtk_spin_button_get_value_as_int (spin);
  _muster_army_editor_apply (self, muster_edit_replace_preparation (index, &preparation));
}

static void
remove_preparation_cb (GtkButton        *button,
                       MusterArmyEditor *self)
{
  guint index = get_index (button);

  if (index < muster_army_get_n_preparations (self->army))
    _muster_army_editor_apply (self, muster_edit_remove_preparation (index));
}

static GtkWidget *
preparation_row_new (MusterArmyEditor *self,
                     guint             index)
{
  const MusterArmyPreparation *entry = muster_army_get_preparation (self->army, index);
  const char *name = muster_text_get (&entry->preparation->name);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = problem_icon_new ();
  GtkWidget *spin = NULL;
  GtkWidget *remove;
  g_autofree char *remove_label = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  if (muster_text_is_set (&entry->preparation->text))
    gtk_widget_set_tooltip_text (row, muster_text_get (&entry->preparation->text));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  /* show the copies of every preparation taken more than once, even one
   * that may not be, so the problem can be put right here */
  if (entry->preparation->repeatable || entry->copies > 1)
    {
      g_autofree char *label = g_strdup_printf (_("Copies of %s"), name);

      spin = gtk_spin_button_new_with_range (1, 99, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (spin, _("Number of copies"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      set_index (spin, index);
      g_signal_connect (spin, "value-changed", G_CALLBACK (copies_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
    }

  remove_label = g_strdup_printf (_("Remove %s"), name);
  remove = flat_icon_button ("user-trash-symbolic", remove_label);
  set_index (remove, index);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_preparation_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);

  g_object_set_data (G_OBJECT (row), "muster-problem", icon);
  g_object_set_data (G_OBJECT (row), "muster-spin", spin);
  return row;
}

static void
preparation_row_update (MusterArmyEditor *self,
                        GtkWidget        *row,
                        guint             index)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterArmyPreparation *entry = muster_army_get_preparation (self->army, index);
  GtkWidget *spin = g_object_get_data (G_OBJECT (row), "muster-spin");
  g_autofree char *each = muster_format_cost (system, entry->preparation->cost);
  g_autofree char *subtitle = NULL;

  if (entry->copies > 1)
    {
      g_autofree char *total = muster_format_cost (system, entry->preparation->cost * entry->copies);
      subtitle = g_strdup_printf (_("%s each · %s"), each, total);
    }
  else
    subtitle = g_strdup (each);
  if (entry->preparation->sample)
    {
      /* Translators: the subtitle of a preparation Muster's authors made up: "15 points · sample" */
      char *sample = g_strdup_printf (_("%s · sample"), subtitle);
      g_free (subtitle);
      subtitle = sample;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (spin != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), entry->copies);
  show_problem (g_object_get_data (G_OBJECT (row), "muster-problem"),
                find_problem (self->report, MUSTER_EACH_PREPARATION, index));
}

/* The preparations this army may choose from: the system's own and its
 * faction's. */
static GPtrArray *
available_preparations (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterFaction *faction = muster_army_get_faction (self->army);
  GPtrArray *all = muster_system_get_preparations (system);
  GPtrArray *available = g_ptr_array_new ();

  for (guint i = 0; i < all->len; i++)
    {
      const MusterPreparation *p = g_ptr_array_index (all, i);

      if (p->faction == NULL || p->faction == faction)
        g_ptr_array_add (available, (gpointer) p);
    }
  for (guint i = 0; faction->preparations != NULL && i < faction->preparations->len; i++)
    {
      gpointer p = g_ptr_array_index (faction->preparations, i);

      if (!g_ptr_array_find (available, p, NULL))
        g_ptr_array_add (available, p);
    }
  return available;
}

static void
build_preparation_choices (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  g_autoptr(GPtrArray) available = available_preparations (self);

  muster_ui_remove_all (GTK_WIDGET (self->preparation_choices));
  for (guint i = 0; i < available->len; i++)
    {
      const MusterPreparation *p = g_ptr_array_index (available, i);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *title = gtk_label_new (muster_text_get (&p->name));
      GtkWidget *subtitle;
      g_autofree char *cost = muster_format_cost (system, p->cost);
      g_autoptr(GString) line = g_string_new (cost);

      if (p->repeatable)
        /* Translators: a preparation that may be taken more than once */
        g_string_append_printf (line, " · %s", _("repeatable"));
      if (p->sample)
        g_string_append_printf (line, " · %s", _("sample"));
      subtitle = gtk_label_new (line->str);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
      gtk_widget_add_css_class (subtitle, "caption");
      gtk_widget_add_css_class (subtitle, "dim-label");
      gtk_box_append (GTK_BOX (box), title);
      gtk_box_append (GTK_BOX (box), subtitle);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      if (muster_text_is_set (&p->text))
        gtk_widget_set_tooltip_text (row, muster_text_get (&p->text));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, muster_text_get (&p->name),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, line->str,
                                      -1);
      g_object_set_data (G_OBJECT (row), "muster-preparation", (gpointer) p);
      gtk_list_box_append (self->preparation_choices, row);
    }
  self->choices_faction = muster_army_get_faction (self->army);
}

static void
preparation_chosen_cb (MusterArmyEditor *self,
                       GtkListBoxRow    *row,
                       GtkListBox       *list)
{
  const MusterPreparation *p = g_object_get_data (G_OBJECT (row), "muster-preparation");
  int index;

  gtk_popover_popdown (self->preparation_popover);
  if (p == NULL)
    return;
  index = muster_army_find_preparation (self->army, p);
  if (index >= 0)
    {
      MusterArmyPreparation more = *muster_army_get_preparation (self->army, index);
      g_autofree char *label = g_strdup_printf (_("Add %s"), muster_text_get (&p->name));

      if (!p->repeatable)
        return;
      more.copies++;
      _muster_army_editor_apply (self, muster_edit_group (label, muster_edit_replace_preparation (index, &more), NULL));
    }
  else
    {
      MusterArmyPreparation entry = { p, 1 };

      _muster_army_editor_apply (self, muster_edit_insert_preparation (-1, &entry));
    }
}

static void
sync_preparations (MusterArmyEditor *self)
{
  guint n = muster_army_get_n_preparations (self->army);
  GString *shape = g_string_new (NULL);
  GtkListBoxRow *choice;

  if (self->choices_faction != muster_army_get_faction (self->army))
    build_preparation_choices (self);
  /* a preparation that may be taken once is offered until it is taken */
  for (int i = 0; (choice = gtk_list_box_get_row_at_index (self->preparation_choices, i)) != NULL; i++)
    {
      const MusterPreparation *p = g_object_get_data (G_OBJECT (choice), "muster-preparation");

      gtk_widget_set_sensitive (GTK_WIDGET (choice),
                                p->repeatable || muster_army_find_preparation (self->army, p) < 0);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->preparations_group),
                          n > 0 || gtk_list_box_get_row_at_index (self->preparation_choices, 0) != NULL);

  for (guint i = 0; i < n; i++)
    {
      const MusterArmyPreparation *entry = muster_army_get_preparation (self->army, i);

      g_string_append_printf (shape, "%s:%d,", entry->preparation->id,
                              entry->preparation->repeatable || entry->copies > 1);
    }
  if (g_strcmp0 (shape->str, self->preparations_shape) != 0)
    {
      muster_ui_remove_all (GTK_WIDGET (self->preparations_list));
      for (guint i = 0; i < n; i++)
        gtk_list_box_append (self->preparations_list, preparation_row_new (self, i));
      g_free (self->preparations_shape);
      self->preparations_shape = g_string_free (shape, FALSE);
    }
  else
    g_string_free (shape, TRUE);
  for (guint i = 0; i < n; i++)
    preparation_row_update (self, GTK_WIDGET (gtk_list_box_get_row_at_index (self->preparations_list, i)), i);
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
update_settings (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  const char *name = muster_army_get_name (self->army);
  const char *notes = muster_army_get_notes (self->army);
  gboolean coins = options->currency != NULL && g_str_equal (options->currency, "coins");
  g_autofree char *spent = muster_format_cost (system, self->report->spent);
  g_autofree char *subtitle = NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  g_autofree char *buffer_text = NULL;
  GtkTextIter start, end;
  guint index;

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), name != NULL ? name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");

  if (self->factions != NULL && g_ptr_array_find (self->factions, muster_army_get_faction (self->army), &index))
    adw_combo_row_set_selected (self->faction_row, index);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->points_row), coins ? _("Coin Limit") : _("Points Limit"));
  gtk_spin_button_set_increments (self->points_spin, MAX (1, options->points_step), MAX (1, options->points_step) * 2);
  gtk_spin_button_set_value (self->points_spin, muster_army_get_points (self->army));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->points_spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  coins ? _("Coin limit") : _("Points limit"),
                                  -1);
  /* Translators: under the points limit, what the army costs now */
  subtitle = g_strdup_printf (_("Spent: %s"), spent);
  adw_action_row_set_subtitle (self->points_row, subtitle);

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  buffer_text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (buffer_text, notes != NULL ? notes : "") != 0)
    gtk_text_buffer_set_text (buffer, notes != NULL ? notes : "", -1);
}

static void
refresh (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);

  g_clear_pointer (&self->report, muster_report_free);
  self->report = muster_rules_check (self->army);

  self->updating = TRUE;
  update_header (self);
  update_settings (self);
  muster_unit_picker_set_faction (self->picker, system, muster_army_get_faction (self->army));
  sync_commanders (self);
  sync_units (self);
  sync_preparations (self);
  self->updating = FALSE;

  muster_army_summary_update (self->summary, self->army, self->report);
  _muster_army_editor_actions_update (self);
}

static void
army_changed_cb (MusterArmyEditor *self,
                 MusterArmy       *army)
{
  refresh (self);
  schedule_autosave (self);
}

static void
history_notify_cb (MusterArmyEditor *self,
                   GParamSpec       *pspec,
                   MusterHistory    *history)
{
  _muster_army_editor_actions_update (self);
}

static gboolean
sync_toggles_cb (gpointer user_data)
{
  MusterArmyEditor *self = user_data;

  self->toggles_idle = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->picker_toggle), adw_flap_get_folded (self->picker_flap));
  gtk_widget_set_visible (GTK_WIDGET (self->summary_toggle), adw_flap_get_folded (self->summary_flap));
  return G_SOURCE_REMOVE;
}

/* The buttons that show a folded flap appear once it folds. A flap folds
 * while it is being allocated, so the header bar, allocated already in
 * that frame, changes in the next one. */
static void
folded_cb (MusterArmyEditor *self,
           GParamSpec       *pspec,
           AdwFlap          *flap)
{
  if (self->toggles_idle == 0)
    self->toggles_idle = g_idle_add (sync_toggles_cb, self);
}

static void
focus_leave_cb (GtkEventControllerFocus *controller,
                MusterArmyEditor        *self)
{
  /* typing in the name or the notes is one step until the field is left */
  muster_history_seal (self->history);
}

/* ---- the object ---- */

static void
muster_army_editor_dispose (GObject *object)
{
  MusterArmyEditor *self = MUSTER_ARMY_EDITOR (object);
  GtkWidget *child;

  /* a change still waiting for the autosave is saved, whatever closes us */
  if (self->history != NULL)
    muster_army_editor_flush (self);
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  g_clear_handle_id (&self->toggles_idle, g_source_remove);
  if (self->army != NULL)
    g_clear_signal_handler (&self->changed_handler, self->army);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  if (self->export_cancellable != NULL)
    g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_EDITOR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->history);
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
  g_free (self->commanders_shape);
  g_free (self->preparations_shape);
  g_array_unref (self->unit_groups);
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

static void
muster_army_editor_class_init (MusterArmyEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_editor_dispose;
  object_class->finalize = muster_army_editor_finalize;
  object_class->get_property = muster_army_editor_get_property;

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

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-editor.ui");
  gtk_widget_class_install_action (widget_class, "editor.rename-commander", "(us)", rename_commander_action);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, header_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, back_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, picker_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, window_title);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, summary_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, save_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, export_revealer);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, export_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, export_progress);
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
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, commanders_group);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, add_commander_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, commanders_list);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, units_group);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, add_regiment_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, units_box);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, preparations_group);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, add_preparation_button);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, preparation_popover);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, preparation_choices);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, preparations_list);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, notes_group);
  gtk_widget_class_bind_template_child (widget_class, MusterArmyEditor, notes_view);
  gtk_widget_class_bind_template_callback (widget_class, unit_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seal_cb);
  gtk_widget_class_bind_template_callback (widget_class, faction_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, points_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, preparation_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);

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

  self->unit_groups = g_array_new (FALSE, TRUE, sizeof (UnitGroup));
  g_array_set_clear_func (self->unit_groups, clear_unit_group);

  self->units_empty = gtk_label_new (_("No units yet. Add them from the list of unit types: "
                                       "double-click a type, press Enter on it, or use its + button."));
  gtk_label_set_wrap (GTK_LABEL (self->units_empty), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->units_empty), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->units_empty, "dim-label");
  gtk_widget_add_css_class (self->units_empty, "units-empty");
  gtk_box_append (GTK_BOX (self->units_box), self->units_empty);

  /* Ctrl+Z in the name and notes undoes army steps, not keystrokes */
  gtk_editable_set_enable_undo (GTK_EDITABLE (self->name_row), FALSE);
  buffer = gtk_text_view_get_buffer (self->notes_view);
  gtk_text_buffer_set_enable_undo (buffer, FALSE);
  g_signal_connect_object (buffer, "changed", G_CALLBACK (notes_changed_cb), self, G_CONNECT_SWAPPED);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->name_row), focus);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->notes_view), focus);

  gtk_widget_set_visible (GTK_WIDGET (self->save_label), FALSE);
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
muster_army_editor_new (MusterCatalog *catalog,
                        MusterLibrary *library,
                        MusterArmy    *army,
                        gint64         document,
                        const char    *path)
{
  MusterArmyEditor *self;
  MusterSystem *system;
  g_autoptr(GtkStringList) faction_names = NULL;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (library == NULL || MUSTER_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);

  self = g_object_new (MUSTER_TYPE_ARMY_EDITOR, NULL);
  self->catalog = g_object_ref (catalog);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->army = g_object_ref (army);
  self->history = muster_history_new (army);
  self->document = document;
  self->path = g_strdup (path);

  system = muster_army_get_system (army);
  self->factions = g_ptr_array_copy (muster_system_get_factions (system), NULL, NULL);
  faction_names = names_of (self->factions, G_STRUCT_OFFSET (MusterFaction, name));
  self->updating = TRUE;
  adw_combo_row_set_model (self->faction_row, G_LIST_MODEL (faction_names));
  self->updating = FALSE;

  self->changed_handler = g_signal_connect_swapped (army, "changed", G_CALLBACK (army_changed_cb), self);
  g_signal_connect_swapped (self->history, "notify::can-undo", G_CALLBACK (history_notify_cb), self);
  g_signal_connect_swapped (self->history, "notify::can-redo", G_CALLBACK (history_notify_cb), self);

  refresh (self);
  if (library == NULL)
    {
      set_save_state (self, _("Autosave off"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->save_label),
                                   _("The library could not be opened, so changes are not saved automatically. "
                                     "Export the army to a file to keep it."));
    }
  else if (document != 0)
    set_save_state (self, _("Saved"));
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

  if (default_commander (army, &commander))
    muster_army_insert_commander (army, -1, &commander);
  return army;
}

/* The commander Add Commander adds: see default_commander(). */
gboolean
_muster_army_editor_default_commander (MusterArmyEditor    *self,
                                       MusterArmyCommander *commander)
{
  return default_commander (self->army, commander);
}

MusterArmy *
muster_army_editor_get_army (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->army;
}

MusterHistory *
muster_army_editor_get_history (MusterArmyEditor *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_EDITOR (self), NULL);

  return self->history;
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

  return self->units_box;
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
