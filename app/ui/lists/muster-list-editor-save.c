/* muster-list-editor-save.c: where the list editor saves. A list Muster
 * ships or has installed is never written over: Save makes the edits a new
 * version (the next number proposed, what changed asked for) installed in
 * the user's lists, or written to a file the user chooses; a list with a
 * problem is saved only as a draft, in a file the user names outside the
 * folders Muster reads. A file of the user's own is saved over.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-editor-private.h"
#include "muster-list-field.h"
#include "muster-ui-util.h"

static gboolean
close_idle_cb (gpointer user_data)
{
  gtk_window_destroy (GTK_WINDOW (user_data));
  return G_SOURCE_REMOVE;
}

/* Closes the window once the dialog that asked is gone. */
void
_muster_list_editor_close_later (MusterListEditor *self)
{
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_idle_cb, g_object_ref (self), g_object_unref);
}

/* The system as the catalogue holds it now (installing reloads it). */
static MusterSystem *
current_system (MusterListEditor *self)
{
  MusterSystem *system = muster_catalog_lookup (self->catalog, muster_list_doc_get_system_id (self->doc));

  return system != NULL ? system : self->system;
}

static char *
list_attr (MusterListEditor *self, const char *name)
{
  xmlNode *list = muster_list_doc_get_list (self->doc);

  return list != NULL ? muster_xml_get_attr (list, name) : NULL;
}

static char *
list_author (MusterListEditor *self)
{
  MusterListSlot slot = { .element = muster_list_doc_get_list (self->doc), .child = "author" };

  return slot.element != NULL ? muster_list_slot_get (&slot) : g_strdup ("");
}

/* "france-military-revolution-1.2.0.xml" */
static char *
file_name (MusterListEditor *self, const char *version, const char *suffix)
{
  g_autofree char *id = muster_xml_get_attr (muster_list_doc_get_root (self->doc), "id");

  return g_strdup_printf ("%s-%s%s.xml", id != NULL ? id : "list", version, suffix);
}

/* Writes the list to @path, a file outside the folders Muster reads. */
static gboolean
save_to (MusterListEditor *self, const char *path)
{
  g_autoptr(GError) error = NULL;

  if (muster_list_path_is_read (self->catalog, path))
    {
      self->close_confirmed = FALSE;
      muster_ui_show_error (GTK_WIDGET (self), _("The List Cannot Be Saved There"),
                            _("Muster reads game systems and lists from this folder and puts a list there only by "
                              "installing it. Choose a folder of your own."));
      return FALSE;
    }
  muster_list_doc_end_group (self->doc);
  if (!muster_list_doc_save (self->doc, path, &error))
    {
      self->close_confirmed = FALSE;
      muster_ui_show_error (GTK_WIDGET (self), _("The List Cannot Be Saved"), error->message);
      return FALSE;
    }
  /* the title loses its mark of unsaved changes */
  g_signal_emit_by_name (self->doc, "changed", MUSTER_LIST_DOC_EDIT_VALUE);
  muster_ui_toast (self->toast_overlay, _("List saved"));
  if (self->close_confirmed)
    _muster_list_editor_close_later (self);
  return TRUE;
}

/* ---- a file the user chooses ---- */

typedef struct
{
  MusterListEditor *self;
  char *version;                /* the new version to make first, or NULL */
  char *what_en;
  char *what_ru;
} Chosen;

static void
chosen_free (Chosen *chosen)
{
  g_object_unref (chosen->self);
  g_free (chosen->version);
  g_free (chosen->what_en);
  g_free (chosen->what_ru);
  g_free (chosen);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Chosen, chosen_free)

static void
file_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(Chosen) chosen = user_data;
  MusterListEditor *self = chosen->self;
  const char *path = file != NULL ? g_file_peek_path (file) : NULL;

  if (path == NULL)
    {
      self->close_confirmed = FALSE;
      return;
    }
  if (muster_list_path_is_read (self->catalog, path))
    {
      save_to (self, path);
      return;
    }
  if (chosen->version != NULL)
    muster_list_doc_new_version (self->doc, chosen->version, chosen->what_en, chosen->what_ru);
  save_to (self, path);
}

/* Asks for a file outside Muster's folders (a draft while the list has a
 * problem) and saves there, as @version when given. */
static void
choose_file (MusterListEditor *self,
             const char       *version,
             const char       *what_en,
             const char       *what_ru)
{
  g_autoptr(GtkFileFilter) filter = muster_ui_file_filter (_("Army lists"), "*.xml", "application/xml");
  g_autofree char *current = list_attr (self, "version");
  const char *path = muster_list_doc_get_path (self->doc);
  gboolean draft = self->error != NULL;
  g_autofree char *name = file_name (self, version != NULL ? version : current != NULL ? current : "1.0.0",
                                     draft ? "-draft" : "");
  /* a file of the user's own is proposed again; one of Muster's folders never */
  g_autoptr(GFile) own = path != NULL && !muster_list_path_is_read (self->catalog, path) ? g_file_new_for_path (path) : NULL;
  Chosen *chosen = g_new0 (Chosen, 1);

  chosen->self = g_object_ref (self);
  chosen->version = g_strdup (version);
  chosen->what_en = g_strdup (what_en);
  chosen->what_ru = g_strdup (what_ru);
  muster_ui_choose_file (GTK_WIDGET (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                         draft ? _("Save Draft") : _("Save List As"), _("_Save"),
                         filter, version == NULL ? own : NULL, name, file_chosen_cb, chosen);
}

void
_muster_list_editor_save_as (MusterListEditor *self)
{
  muster_list_editor_check_now (self);
  choose_file (self, NULL, NULL, NULL);
}

/* ---- a draft ---- */

static void
draft_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   MusterListEditor *self)
{
  if (g_str_equal (response, "draft"))
    choose_file (self, NULL, NULL, NULL);
  else
    self->close_confirmed = FALSE;
  g_object_unref (self);
}

static void
ask_draft (MusterListEditor *self)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: %s is the problem the list has ("Unit “Pikemen”: Cost is not a number") */
  body = g_strdup_printf (_("%s\n\nMuster cannot load the list while it has this problem, so it is not installed "
                            "or put among Muster's lists. It can be saved as a draft, in a file you name."),
                          self->problem != NULL ? self->problem : "");
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save as a Draft?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "draft", _("Save _Draft…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "draft", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "draft");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (draft_response_cb), g_object_ref (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- a new version ---- */

typedef struct
{
  MusterListEditor *self;
  GtkWidget *version;
  GtkWidget *what_en;
  GtkWidget *what_ru;
  gboolean author_ok;           /* installing would not be refused for the author */
} NewVersion;

static void
new_version_free (NewVersion *data)
{
  g_object_unref (data->self);
  g_free (data);
}

static const char *
text_of (GtkWidget *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* Whether @version is a version newer than every one Muster holds. */
static gboolean
newer_than_held (MusterListEditor *self, const char *version)
{
  g_autofree char *id = muster_xml_get_attr (muster_list_doc_get_root (self->doc), "id");
  GPtrArray *versions = id != NULL ? muster_system_get_faction_versions (current_system (self), id) : NULL;
  guint parts[3];

  if (!muster_version_parse (version, parts))
    return FALSE;
  for (guint i = 0; versions != NULL && i < versions->len; i++)
    if (muster_version_compare (version, ((const MusterFaction *) g_ptr_array_index (versions, i))->version) <= 0)
      return FALSE;
  return TRUE;
}

static void
new_version_changed_cb (GtkEditable *editable,
                        GtkWidget   *dialog)
{
  NewVersion *data = g_object_get_data (G_OBJECT (dialog), "new-version");
  g_autofree char *en = g_strstrip (g_strdup (text_of (data->what_en)));
  g_autofree char *ru = g_strstrip (g_strdup (text_of (data->what_ru)));
  guint parts[3];
  gboolean version_ok = muster_version_parse (text_of (data->version), parts);
  gboolean ok = version_ok && *en != '\0' && *ru != '\0';

  if (version_ok)
    gtk_widget_remove_css_class (data->version, "error");
  else
    gtk_widget_add_css_class (data->version, "error");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "install",
                                           ok && data->author_ok && newer_than_held (data->self, text_of (data->version)));
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "file", ok);
}

static void
install_version (MusterListEditor *self, const char *version, const char *what_en, const char *what_ru)
{
  g_autoptr(MusterListInstall) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  muster_list_doc_end_group (self->doc);
  if (!muster_list_doc_publish (self->doc, self->catalog, version, what_en, what_ru, &report, &error))
    {
      self->close_confirmed = FALSE;
      muster_ui_show_error (GTK_WIDGET (self), _("The List Cannot Be Installed"), error->message);
      return;
    }
  /* the windows show the new version on their Systems page */
  muster_context_lists_changed (self->context, report->system_id);
  g_signal_emit_by_name (self->doc, "changed", MUSTER_LIST_DOC_EDIT_VALUE);
  /* Translators: a toast: "France 1.2.0 is installed in your lists" */
  text = g_strdup_printf (_("%s %s is installed in your lists"), muster_text_get (&report->name), report->version);
  muster_ui_toast (self->toast_overlay, text);
  if (self->close_confirmed)
    _muster_list_editor_close_later (self);
}

static void
new_version_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         gpointer          user_data)
{
  NewVersion *data = g_object_get_data (G_OBJECT (dialog), "new-version");
  MusterListEditor *self = data->self;
  g_autofree char *version = g_strstrip (g_strdup (text_of (data->version)));
  g_autofree char *en = g_strstrip (g_strdup (text_of (data->what_en)));
  g_autofree char *ru = g_strstrip (g_strdup (text_of (data->what_ru)));

  if (g_str_equal (response, "install"))
    install_version (self, version, en, ru);
  else if (g_str_equal (response, "file"))
    choose_file (self, version, en, ru);
  else
    self->close_confirmed = FALSE;
}

static GtkWidget *
add_row (GtkListBox *list, const char *title, const char *text, GtkWidget *dialog)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  g_signal_connect (row, "changed", G_CALLBACK (new_version_changed_cb), dialog);
  gtk_list_box_append (list, row);
  return row;
}

/* Asks for the new version's number and what changed, then installs it
 * or saves it to a file. */
void
_muster_list_editor_ask_version (MusterListEditor *self)
{
  g_autofree char *id = muster_xml_get_attr (muster_list_doc_get_root (self->doc), "id");
  g_autofree char *current = list_attr (self, "version");
  g_autofree char *next = NULL;
  g_autofree char *author = list_author (self);
  g_autofree char *publisher = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  const MusterFaction *held = id != NULL ? muster_system_lookup_faction (current_system (self), id) : NULL;
  GtkWidget *dialog;
  GtkWidget *list;
  NewVersion *data;

  next = held != NULL ? muster_list_next_version (current_system (self), id, current)
                      : g_strdup (current != NULL ? current : "1.0.0");
  if (held != NULL)
    /* Translators: saving an edited list; %s are a list and its version: "France", "1.1.0" */
    g_string_printf (body, _("Muster does not change a list it ships or has installed: your edits become a new "
                             "version of %s, installed in your lists beside version %s, which armies built with it keep."),
                     muster_text_get (&held->name), held->version);
  else
    g_string_assign (body, _("The list is installed in your lists, where Muster loads it, or saved to a file you choose."));

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save a New Version"), NULL);
  data = g_new0 (NewVersion, 1);
  data->self = g_object_ref (self);
  data->author_ok = muster_list_author_may_publish (current_system (self), id, author, &publisher);
  if (!data->author_ok)
    {
      g_string_append (body, "\n\n");
      /* Translators: the list's author was changed: "A. Historian", "Someone Else" */
      g_string_append_printf (body, _("This list is published by %s, so a version by %s cannot be installed: "
                                      "save it to a file, or give the list its author back."),
                              *publisher != '\0' ? publisher : _("an unnamed author"),
                              *author != '\0' ? author : _("an unnamed author"));
    }
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body->str);
  g_object_set_data_full (G_OBJECT (dialog), "new-version", data, (GDestroyNotify) new_version_free);

  list = muster_list_field_box ();
  data->version = add_row (GTK_LIST_BOX (list), _("Version"), next, dialog);
  data->what_en = add_row (GTK_LIST_BOX (list), _("What changed (English)"), NULL, dialog);
  data->what_ru = add_row (GTK_LIST_BOX (list), _("What changed (Russian)"), NULL, dialog);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "file", _("Save to _File…"),
                                    "install", _("_Install"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "install", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "install");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  new_version_changed_cb (NULL, dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (new_version_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (data->what_en);
}

/* ---- Save ---- */

/* A file of the user's own is saved over, as it is. A list Muster ships or
 * has installed, or a new one, becomes a new version; one with a problem
 * only a draft. */
void
_muster_list_editor_save (MusterListEditor *self)
{
  const char *path = muster_list_doc_get_path (self->doc);

  muster_list_doc_end_group (self->doc);
  muster_list_editor_check_now (self);
  if (path != NULL && !muster_list_path_is_read (self->catalog, path))
    save_to (self, path);
  else if (self->error != NULL)
    ask_draft (self);
  else
    _muster_list_editor_ask_version (self);
}
