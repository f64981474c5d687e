/* muster-list-editor-open.c: the ways into the list editor: an installed
 * faction's file (its menu's Edit List…), a faction file opened from disk,
 * and a new list of a system, whose id and title a small dialog asks for.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-field.h"
#include "muster-list-editor.h"
#include "muster-ui-util.h"

gboolean
muster_list_editor_open_doc (GtkWindow     *parent,
                             MusterContext *context,
                             MusterListDoc *doc)
{
  g_autoptr(GError) error = NULL;
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;
  MusterListEditor *editor = muster_list_editor_new (app, context, doc, &error);

  if (editor == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (parent), _("The List Cannot Be Opened"), error->message);
      return FALSE;
    }
  gtk_window_present (GTK_WINDOW (editor));
  return TRUE;
}

gboolean
muster_list_editor_open_file (GtkWindow     *parent,
                              MusterContext *context,
                              const char    *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterListDoc) doc = NULL;

  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  doc = muster_list_doc_new_from_file (path, &error);
  if (doc == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (parent), _("The List Cannot Be Opened"), error->message);
      return FALSE;
    }
  return muster_list_editor_open_doc (parent, context, doc);
}

gboolean
muster_list_editor_open_faction (GtkWindow     *parent,
                                 MusterContext *context,
                                 const char    *system_id,
                                 const char    *faction_id)
{
  MusterSystem *system;
  const MusterFaction *faction;

  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), FALSE);

  system = muster_catalog_lookup (muster_context_get_catalog (context), system_id);
  faction = system != NULL ? muster_system_lookup_faction (system, faction_id) : NULL;
  if (faction == NULL || faction->file == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (parent), _("The List Cannot Be Opened"),
                            _("This faction is written inside its system's file, not in a list file of its own."));
      return FALSE;
    }
  return muster_list_editor_open_file (parent, context, faction->file);
}

/* ---- a new list ---- */

typedef struct
{
  MusterContext *context;
  char *system_id;
  GtkWindow *parent;
  GtkEditable *id;
  GtkEditable *name_en;
  GtkEditable *name_ru;
} NewList;

static void
new_list_free (NewList *data)
{
  g_object_unref (data->context);
  g_clear_weak_pointer (&data->parent);
  g_free (data->system_id);
  g_free (data);
}

static gboolean
valid_id (const char *id)
{
  return g_regex_match_simple ("^[a-z0-9][a-z0-9-]*$", id, 0, 0);
}

static void
new_list_changed_cb (GtkEditable *editable,
                     GtkWidget   *dialog)
{
  NewList *data = g_object_get_data (G_OBJECT (dialog), "new-list");

  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "create",
                                           valid_id (gtk_editable_get_text (data->id)) &&
                                           *gtk_editable_get_text (data->name_en) != '\0' &&
                                           *gtk_editable_get_text (data->name_ru) != '\0');
}

static void
new_list_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      gpointer          user_data)
{
  NewList *data = g_object_get_data (G_OBJECT (dialog), "new-list");
  MusterSystem *system = muster_catalog_lookup (muster_context_get_catalog (data->context), data->system_id);
  g_autoptr(MusterListDoc) doc = NULL;

  if (!g_str_equal (response, "create") || system == NULL)
    return;
  doc = muster_list_doc_new_blank (system, gtk_editable_get_text (data->id),
                                   gtk_editable_get_text (data->name_en), gtk_editable_get_text (data->name_ru));
  muster_list_editor_open_doc (data->parent, data->context, doc);
}

static GtkEditable *
add_row (GtkListBox *list, const char *title, GtkWidget *dialog)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  g_signal_connect (row, "changed", G_CALLBACK (new_list_changed_cb), dialog);
  gtk_list_box_append (list, row);
  return GTK_EDITABLE (row);
}

void
muster_list_editor_ask_new (GtkWindow     *parent,
                            MusterContext *context,
                            const char    *system_id)
{
  MusterSystem *system;
  GtkWidget *dialog;
  GtkWidget *list;
  NewList *data;
  g_autofree char *body = NULL;

  g_return_if_fail (MUSTER_IS_CONTEXT (context));

  system = muster_catalog_lookup (muster_context_get_catalog (context), system_id);
  if (system == NULL)
    return;
  /* Translators: %s is a game system */
  body = g_strdup_printf (_("A new army list for %s, with one unit to start from. "
                            "Its id is how armies refer to it: small Latin letters, digits and hyphens."),
                          muster_text_get (muster_system_get_name (system)));
  dialog = adw_message_dialog_new (parent, _("New List"), body);
  list = muster_list_field_box ();

  data = g_new0 (NewList, 1);
  data->context = g_object_ref (context);
  data->system_id = g_strdup (system_id);
  g_set_weak_pointer (&data->parent, parent);
  g_object_set_data_full (G_OBJECT (dialog), "new-list", data, (GDestroyNotify) new_list_free);
  data->id = add_row (GTK_LIST_BOX (list), _("Id"), dialog);
  data->name_en = add_row (GTK_LIST_BOX (list), _("Title (English)"), dialog);
  data->name_ru = add_row (GTK_LIST_BOX (list), _("Title (Russian)"), dialog);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "create", _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "create", FALSE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (new_list_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}
