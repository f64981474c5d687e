/* muster-window.c: the main window and its start page. It fills the page
 * from the catalogue, filters it as the user searches, reports systems that
 * failed to load, shows the library and the terrain page (each made when
 * first shown, not before the first frame, as are the start page's
 * sections below the first screen), opens armies in an
 * editor page (or a new window when this one already shows an army) and
 * terrain setups in the terrain page, and keeps its size and place in
 * GSettings.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-application.h"
#include "muster-library-view.h"
#include "muster-system-section.h"
#include "muster-scenario-page.h"
#include "muster-terrain-page.h"
#include "muster-ui-util.h"
#include "muster-window-private.h"

G_DEFINE_FINAL_TYPE (MusterWindow, muster_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_CATALOG,
  PROP_LIBRARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GSettings *
settings_new_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_message ("The GSettings schema %s is not installed; window state will not be kept", APP_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static gpointer
ref_system (gconstpointer system,
            gpointer      user_data)
{
  return g_object_ref ((gpointer) system);
}

static int
compare_by_name (gconstpointer a,
                 gconstpointer b)
{
  MusterSystem *sa = *(MusterSystem * const *) a;
  MusterSystem *sb = *(MusterSystem * const *) b;

  return g_utf8_collate (muster_text_get (muster_system_get_name (sa)),
                         muster_text_get (muster_system_get_name (sb)));
}

static MusterSystemSection *
find_section (MusterWindow *self,
              const char   *system_id)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->systems_list);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (muster_system_get_id (muster_system_section_get_system (MUSTER_SYSTEM_SECTION (child))),
                   system_id) == 0)
      return MUSTER_SYSTEM_SECTION (child);
  return NULL;
}

static void
update_errors (MusterWindow *self)
{
  GPtrArray *errors = muster_catalog_get_errors (self->catalog);
  g_autofree char *text = NULL;

  if (errors->len > 0)
    {
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u data file could not be loaded",
                                           "%u data files could not be loaded",
                                           errors->len),
                              errors->len);
      gtk_label_set_text (self->errors_label, text);
    }
  gtk_revealer_set_reveal_child (self->errors_revealer, errors->len > 0);
}

/* ---- the start page's sections ----
 * The sections that fit the first screen wholly are made with the window
 * (the first one always), the others once its first frame is on screen; anything that needs them all
 * (a search, the scroll position to restore, the list asked for) makes the
 * rest at once. */

/* A low guess of a section's height in pixels: its heading, a line of
 * description for every 130 characters, a row for every faction. */
static int
guess_section_height (MusterSystem *system)
{
  const MusterText *text = muster_system_get_text (system);
  long chars = muster_text_is_set (text) ? g_utf8_strlen (muster_text_get (text), -1) : 0;

  return 60 + (int) (chars / 130) * 18 + 50 * (int) muster_system_get_factions (system)->len;
}

static void
clear_pending_sections (MusterWindow *self)
{
  g_clear_signal_handler (&self->sections_map_handler, self);
  g_clear_handle_id (&self->sections_idle, g_source_remove);
  g_clear_pointer (&self->pending_systems, g_ptr_array_unref);
  self->pending_next = 0;
}

static void
add_next_section (MusterWindow *self)
{
  MusterSystem *system = g_ptr_array_index (self->pending_systems, self->pending_next++);

  gtk_box_append (GTK_BOX (self->systems_list), muster_system_section_new (system));
  if (self->pending_next >= self->pending_systems->len)
    clear_pending_sections (self);
}

static void search_changed_cb (MusterWindow *self, GtkSearchEntry *entry);

/* Makes the sections not made yet. */
static void
finish_sections (MusterWindow *self)
{
  if (self->pending_systems == NULL)
    return;
  while (self->pending_systems != NULL)
    add_next_section (self);
  /* a search typed before they came applies to them too */
  if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0')
    search_changed_cb (self, self->search_entry);
}

static gboolean
sections_idle_cb (gpointer data)
{
  MusterWindow *self = data;

  self->sections_idle = 0;
  finish_sections (self);
  return G_SOURCE_REMOVE;
}

static void
sections_after_paint_cb (GdkFrameClock *clock,
                         MusterWindow  *self)
{
  g_signal_handlers_disconnect_by_func (clock, sections_after_paint_cb, self);
  if (self->pending_systems != NULL && self->sections_idle == 0)
    self->sections_idle = g_idle_add (sections_idle_cb, self);
}

static void
sections_map_cb (MusterWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  g_clear_signal_handler (&self->sections_map_handler, self);
  if (clock != NULL)
    g_signal_connect_object (clock, "after-paint", G_CALLBACK (sections_after_paint_cb), self, 0);
  else
    finish_sections (self);
}

static void
populate (MusterWindow *self)
{
  g_autoptr(GPtrArray) systems = NULL;
  g_autofree char *user_folder = NULL;
  g_autofree char *escaped_folder = NULL;
  g_autofree char *description = NULL;
  GtkWidget *child;
  int width, budget;

  clear_pending_sections (self);
  while ((child = gtk_widget_get_first_child (self->systems_list)) != NULL)
    gtk_box_remove (GTK_BOX (self->systems_list), child);

  if (self->catalog != NULL)
    systems = g_ptr_array_copy (muster_catalog_get_systems (self->catalog), ref_system, NULL);
  else
    systems = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_sort (systems, compare_by_name);

  /* the first screen's worth below the header bar; all of them in a
   * window of no known height (maximized) */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &budget);
  if (budget <= 0 || gtk_window_is_maximized (GTK_WINDOW (self)))
    budget = G_MAXINT;
  else
    budget -= 48;
  if (systems->len > 0)
    self->pending_systems = g_ptr_array_ref (systems);
  /* a section the first screen would show only in part comes with the
   * others, a frame later: laying it out would hold the first frame back */
  for (guint i = 0; i < systems->len && self->pending_systems != NULL; i++)
    {
      int height = guess_section_height (g_ptr_array_index (systems, i));

      if (i > 0 && height > budget)
        {
          self->sections_map_handler = g_signal_connect (self, "map", G_CALLBACK (sections_map_cb), NULL);
          break;
        }
      budget -= height;
      add_next_section (self);
    }

  /* the status page's description is markup */
  {
    g_autofree char *data_dir = muster_user_data_dir ();

    user_folder = g_build_filename (data_dir, "muster", "systems", NULL);
  }
  escaped_folder = g_markup_escape_text (user_folder, -1);
  /* Translators: %s is a folder such as ~/.local/share/muster/systems */
  description = g_strdup_printf (_("Muster looks for game systems in its installed data and in %s. "
                                   "Put a system’s folder there, or start Muster with MUSTER_DATA_DIR "
                                   "set to a folder of systems."),
                                 escaped_folder);
  adw_status_page_set_description (self->empty_page, description);

  if (self->catalog != NULL)
    update_errors (self);
  gtk_stack_set_visible_child_name (self->stack, systems->len > 0 ? "systems" : "empty");
  _muster_window_actions_update (self);
}

void
_muster_window_refresh_system (MusterWindow *self,
                               const char   *system_id)
{
  MusterSystem *system = muster_catalog_lookup (self->catalog, system_id);
  MusterSystemSection *old;

  finish_sections (self);
  old = find_section (self, system_id);
  if (old != NULL && system != NULL)
    {
      GtkWidget *section = muster_system_section_new (system);

      gtk_box_insert_child_after (GTK_BOX (self->systems_list), section, GTK_WIDGET (old));
      gtk_box_remove (GTK_BOX (self->systems_list), GTK_WIDGET (old));
      if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0')
        search_changed_cb (self, self->search_entry);
    }
  update_errors (self);
  _muster_window_actions_update (self);
}

static void
search_changed_cb (MusterWindow   *self,
                   GtkSearchEntry *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *folded = g_utf8_casefold (stripped, -1);
  gboolean any = FALSE;

  finish_sections (self);
  if (gtk_widget_get_first_child (self->systems_list) == NULL)
    return;

  for (GtkWidget *child = gtk_widget_get_first_child (self->systems_list);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gboolean show = muster_system_section_filter (MUSTER_SYSTEM_SECTION (child), folded);

      gtk_widget_set_visible (child, show);
      any |= show;
    }

  gtk_stack_set_visible_child_name (self->stack, any ? "systems" : "no-results");
}

/* Enter in the search starts an army of the first faction found. */
static void
search_activate_cb (MusterWindow   *self,
                    GtkSearchEntry *entry)
{
  search_changed_cb (self, entry);
  for (GtkWidget *section = gtk_widget_get_first_child (self->systems_list);
       section != NULL;
       section = gtk_widget_get_next_sibling (section))
    {
      GtkListBox *factions = muster_system_section_get_factions (MUSTER_SYSTEM_SECTION (section));

      if (!gtk_widget_get_visible (section))
        continue;
      for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (factions));
           row != NULL;
           row = gtk_widget_get_next_sibling (row))
        if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_visible (row))
          {
            gtk_widget_activate (row);
            return;
          }
    }
}

static void
search_mode_cb (MusterWindow *self,
                GParamSpec   *pspec,
                GtkSearchBar *search_bar)
{
  if (!gtk_search_bar_get_search_mode (search_bar))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      search_changed_cb (self, self->search_entry);
    }
}

static void ensure_visible_view (MusterWindow *self);
static GtkWidget *ensure_terrain_page (MusterWindow *self);
static GtkWidget *ensure_scenario_page (MusterWindow *self);
static GtkWidget *ensure_library_view (MusterWindow *self);

static void
view_changed_cb (MusterWindow *self,
                 GParamSpec   *pspec,
                 AdwViewStack *view_stack)
{
  gboolean systems = g_strcmp0 (adw_view_stack_get_visible_child_name (view_stack), "systems") == 0;

  ensure_visible_view (self);
  /* the search bar filters the start page; the library has its own */
  gtk_widget_set_visible (GTK_WIDGET (self->search_button), systems);
  if (!systems)
    gtk_search_bar_set_search_mode (self->search_bar, FALSE);
  _muster_window_actions_update (self);
}

/* ---- the army editor page ---- */

static void
update_title (MusterWindow *self)
{
  g_autofree char *title = NULL;

  if (self->editor != NULL)
    /* Translators: the window title while an army is open: "Lens, 1648 — Muster" */
    title = g_strdup_printf (_("%s — Muster"), muster_army_editor_get_title (self->editor));
  gtk_window_set_title (GTK_WINDOW (self), title != NULL ? title : _("Muster"));
}

/* Leaflet pages of editors that were closed go once the slide is over. */
static void
transition_cb (MusterWindow *self,
               GParamSpec   *pspec,
               AdwLeaflet   *leaflet)
{
  GtkWidget *child;
  GtkWidget *next;

  if (adw_leaflet_get_child_transition_running (leaflet))
    return;
  for (child = gtk_widget_get_first_child (GTK_WIDGET (leaflet)); child != NULL; child = next)
    {
      next = gtk_widget_get_next_sibling (child);
      if (MUSTER_IS_ARMY_EDITOR (child) && child != GTK_WIDGET (self->editor))
        adw_leaflet_remove (leaflet, child);
    }
}

static void
editor_title_cb (MusterWindow     *self,
                 GParamSpec       *pspec,
                 MusterArmyEditor *editor)
{
  update_title (self);
}

/* Leaves the army (it is saved) and goes back to the home page. */
void
muster_window_close_army (MusterWindow *self)
{
  MusterArmyEditor *editor = self->editor;
  g_autofree char *text = NULL;

  g_return_if_fail (MUSTER_IS_WINDOW (self));

  if (editor == NULL)
    return;
  muster_army_editor_flush (editor);
  /* autosave has kept every change: say where the army is */
  if (self->library != NULL && muster_army_editor_get_document (editor) != 0 &&
      muster_history_get_n_undo (muster_army_editor_get_history (editor)) > 0)
    {
      /* Translators: a toast when an army is closed: its changes are in the library */
      text = g_strdup_printf (_("“%s” is saved in the library"), muster_army_editor_get_title (editor));
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
    }

  g_signal_handlers_disconnect_by_data (editor, self);
  self->editor = NULL;
  adw_leaflet_set_visible_child_name (self->leaflet, "home");
  transition_cb (self, NULL, self->leaflet);
  update_title (self);
  _muster_window_actions_update (self);
  if (self->library_view != NULL)
    muster_library_view_reload (MUSTER_LIBRARY_VIEW (self->library_view));
}

static void
editor_close_cb (MusterWindow     *self,
                 MusterArmyEditor *editor)
{
  muster_window_close_army (self);
}

/* Another window of the application that shows @document, if any. */
static MusterWindow *
find_window_with (MusterWindow *self,
                  gint64        document)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL || document == 0)
    return NULL;
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    {
      MusterWindow *window = l->data;

      if (MUSTER_IS_WINDOW (window) && window->editor != NULL &&
          muster_army_editor_get_document (window->editor) == document)
        return window;
    }
  return NULL;
}

/* Keeps an army read from a file or a share code in the library: as the
 * document that already holds exactly this army, or as a new one (one
 * step of the library, safe against another Muster doing the same). */
gint64
_muster_window_keep_in_library (MusterWindow *self,
                                MusterArmy   *army)
{
  g_autoptr(GError) error = NULL;
  gint64 document;

  if (self->library == NULL)
    return 0;
  document = muster_library_keep_army (self->library, army, &error);
  if (document == 0)
    g_message ("The army could not be saved to the library: %s", error->message);
  return document;
}

static void
editor_open_army_cb (MusterWindow     *self,
                     MusterArmy       *army,
                     const char       *path,
                     MusterArmyEditor *editor)
{
  muster_window_open_army (self, army, _muster_window_keep_in_library (self, army), path);
}

/**
 * muster_window_open_army:
 * @document: the army's library document, or 0
 * @path: (nullable): the file the army came from
 *
 * Shows @army in an editor page. When this window already shows an army
 * someone worked on, the new one gets a window of its own; when another
 * window already edits @document, that window comes forward instead.
 *
 * Returns: (transfer none): the editor
 */
GtkWidget *
muster_window_open_army (MusterWindow *self,
                         MusterArmy   *army,
                         gint64        document,
                         const char   *path)
{
  GtkApplication *app;
  MusterWindow *other;
  GtkWidget *editor;

  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);
  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);

  other = find_window_with (self, document);
  if (other != NULL)
    {
      gtk_window_present (GTK_WINDOW (other));
      return GTK_WIDGET (other->editor);
    }
  if (self->editor != NULL && muster_army_editor_get_document (self->editor) == document && document != 0)
    return GTK_WIDGET (self->editor);

  app = gtk_window_get_application (GTK_WINDOW (self));
  if (self->editor != NULL && app != NULL && !muster_army_editor_is_blank (self->editor))
    {
      MusterWindow *window = muster_window_new_full (app, self->catalog, self->library);

      gtk_window_present (GTK_WINDOW (window));
      return muster_window_open_army (window, army, document, path);
    }
  if (self->editor != NULL)
    {
      MusterArmyEditor *old = self->editor;

      muster_army_editor_flush (old);
      g_signal_handlers_disconnect_by_data (old, self);
      self->editor = NULL;
      adw_leaflet_remove (self->leaflet, GTK_WIDGET (old));
    }

  editor = muster_army_editor_new (self->catalog, self->library, army, document, path);
  self->editor = MUSTER_ARMY_EDITOR (editor);
  g_signal_connect_swapped (editor, "close-requested", G_CALLBACK (editor_close_cb), self);
  g_signal_connect_swapped (editor, "open-army", G_CALLBACK (editor_open_army_cb), self);
  g_signal_connect_swapped (editor, "notify::title", G_CALLBACK (editor_title_cb), self);
  adw_leaflet_append (self->leaflet, editor);
  adw_leaflet_set_visible_child (self->leaflet, editor);
  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
  update_title (self);
  _muster_window_actions_update (self);
  muster_army_editor_focus (self->editor);
  return editor;
}

/* Opens the document kept as @document in the library: an army in an
 * editor, a terrain setup in the terrain page. */
gboolean
muster_window_open_document (MusterWindow *self,
                             gint64        document)
{
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *content = NULL;

  g_return_val_if_fail (MUSTER_IS_WINDOW (self), FALSE);

  if (self->library == NULL)
    return FALSE;
  entry = muster_library_get (self->library, document, &error);
  if (entry != NULL && entry->kind == MUSTER_DOC_TERRAIN)
    {
      if (!muster_terrain_page_open_document (MUSTER_TERRAIN_PAGE (ensure_terrain_page (self)), document))
        return FALSE;
      muster_window_close_army (self);
      adw_view_stack_set_visible_child_name (self->view_stack, "terrain");
      return TRUE;
    }
  if (entry != NULL && entry->kind == MUSTER_DOC_SCENARIO)
    {
      if (!muster_scenario_page_open_document (MUSTER_SCENARIO_PAGE (ensure_scenario_page (self)), document))
        return FALSE;
      muster_window_close_army (self);
      adw_view_stack_set_visible_child_name (self->view_stack, "scenario");
      return TRUE;
    }
  if (entry != NULL && entry->kind != MUSTER_DOC_ARMY)
    {
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_("Only armies and terrain setups can be opened here for now.")));
      return FALSE;
    }
  if (entry != NULL)
    content = muster_library_get_content (self->library, document, 0, &error);
  if (content != NULL)
    army = muster_army_load_memory (self->catalog, content, strlen (content), muster_library_get_path (self->library), &error);
  if (army == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Army Cannot Be Opened"), error->message);
      return FALSE;
    }
  muster_window_open_army (self, army, document, NULL);
  return TRUE;
}

static void
open_document_cb (MusterWindow      *self,
                  gint64             document,
                  MusterLibraryView *view)
{
  muster_window_open_document (self, document);
}

/* An old revision became the newest: a window showing that army shows it
 * again (its own unsaved step would otherwise overwrite the restore). */
/* A terrain page that shows @document shows its restored revision. */
static void
reload_terrain (MusterWindow *window,
                gint64        document)
{
  MusterTerrainPage *page = MUSTER_TERRAIN_PAGE (window->terrain_page);

  if (page == NULL || muster_terrain_page_get_document (page) != document)
    return;
  muster_terrain_page_forget_changes (page);
  muster_terrain_page_open_document (page, document);
}

static void
document_restored_cb (MusterWindow      *self,
                      gint64             document,
                      MusterLibraryView *view)
{
  MusterWindow *other = find_window_with (self, document);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL)
    reload_terrain (self, document);
  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    if (MUSTER_IS_WINDOW (l->data))
      reload_terrain (l->data, document);

  if (other == NULL || other->editor == NULL)
    return;
  muster_army_editor_forget_changes (other->editor);
  muster_window_close_army (other);
  muster_window_open_document (other, document);
}

static void
document_deleted_cb (MusterWindow      *self,
                     gint64             document,
                     MusterLibraryView *view)
{
  if (self->terrain_page != NULL)
    muster_terrain_page_document_deleted (MUSTER_TERRAIN_PAGE (self->terrain_page), document);
}

/* The terrain page saved: the library shows it. */
static void
terrain_document_cb (MusterWindow      *self,
                     GParamSpec        *pspec,
                     MusterTerrainPage *page)
{
  if (self->library_view != NULL)
    muster_library_view_reload (MUSTER_LIBRARY_VIEW (self->library_view));
}

/* The terrain and library pages are made when first shown or asked for,
 * not before the window's first frame. */
static GtkWidget *
ensure_terrain_page (MusterWindow *self)
{
  if (self->terrain_page == NULL)
    {
      self->terrain_page = muster_terrain_page_new (self->catalog, self->library);
      g_signal_connect_swapped (self->terrain_page, "notify::document", G_CALLBACK (terrain_document_cb), self);
      adw_bin_set_child (self->terrain_bin, self->terrain_page);
    }
  return self->terrain_page;
}

static GtkWidget *
ensure_scenario_page (MusterWindow *self)
{
  if (self->scenario_page == NULL)
    {
      self->scenario_page = muster_scenario_page_new (self->catalog, self->library);
      g_signal_connect_swapped (self->scenario_page, "notify::document", G_CALLBACK (terrain_document_cb), self);
      adw_bin_set_child (self->scenario_bin, self->scenario_page);
    }
  return self->scenario_page;
}

/* The library view, or NULL without a library (the page then says so). */
static GtkWidget *
ensure_library_view (MusterWindow *self)
{
  GtkWidget *page;

  if (self->library_view != NULL || adw_bin_get_child (self->library_bin) != NULL)
    return self->library_view;

  if (self->library != NULL)
    {
      self->library_view = muster_library_view_new (self->library, self->catalog);
      g_signal_connect_swapped (self->library_view, "open-document", G_CALLBACK (open_document_cb), self);
      g_signal_connect_swapped (self->library_view, "document-restored", G_CALLBACK (document_restored_cb), self);
      g_signal_connect_swapped (self->library_view, "document-deleted", G_CALLBACK (document_deleted_cb), self);
      adw_bin_set_child (self->library_bin, self->library_view);
      return self->library_view;
    }

  page = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "folder-documents-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("The Library Is Not Available"));
  adw_status_page_set_description (ADW_STATUS_PAGE (page),
                                   _("Armies are not saved automatically. Export them to files to keep them, "
                                     "and open files with Open Army File in the main menu."));
  adw_bin_set_child (self->library_bin, page);
  return NULL;
}

/* Makes the page of the view shown, if it is not made yet. */
static void
ensure_visible_view (MusterWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->view_stack);

  if (self->catalog == NULL)    /* still in the template, before construction */
    return;
  if (g_strcmp0 (name, "library") == 0)
    ensure_library_view (self);
  else if (g_strcmp0 (name, "terrain") == 0)
    ensure_terrain_page (self);
  else if (g_strcmp0 (name, "scenario") == 0)
    ensure_scenario_page (self);
}

/* The system at the top of the start page, or NULL at the very top. */
static const char *
get_top_system (MusterWindow *self)
{
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (self->scroller);
  double top = gtk_adjustment_get_value (vadj);

  if (top <= 0 || !gtk_widget_get_visible (GTK_WIDGET (self->scroller)))
    return NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (self->systems_list);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (gtk_widget_get_visible (child) &&
          gtk_widget_compute_bounds (child, self->clamp, &bounds) &&
          bounds.origin.y + bounds.size.height > top)
        return muster_system_get_id (muster_system_section_get_system (MUSTER_SYSTEM_SECTION (child)));
    }
  return NULL;
}

/* Scrolls the start page to the system saved in "last-system" once the page
 * is laid out: a tick callback runs before each frame's layout, so what it
 * reads is the last frame's layout; it waits until the page's height holds
 * still over two frames, and gives up after a second.
 */
static gboolean
restore_scroll_tick (GtkWidget     *widget,
                     GdkFrameClock *frame_clock,
                     gpointer       user_data)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (self->scroller);
  MusterSystemSection *section = find_section (self, self->restore_system);
  double upper = gtk_adjustment_get_upper (vadj);
  graphene_rect_t bounds;

  if (section != NULL && ++self->restore_frames < 60 &&
      (upper <= gtk_adjustment_get_page_size (vadj) || upper != self->restore_upper))
    {
      self->restore_upper = upper;
      return G_SOURCE_CONTINUE;
    }

  if (section != NULL && gtk_widget_compute_bounds (GTK_WIDGET (section), self->clamp, &bounds))
    gtk_adjustment_set_value (vadj, bounds.origin.y - 12);

  self->restore_tick = 0;
  g_clear_pointer (&self->restore_system, g_free);
  return G_SOURCE_REMOVE;
}

static void
restore_size (MusterWindow *self)
{
  if (self->settings == NULL)
    return;

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
restore_scroll (MusterWindow *self)
{
  g_autofree char *system = NULL;

  if (self->settings == NULL)
    return;

  system = g_settings_get_string (self->settings, "last-system");
  if (*system != '\0')
    finish_sections (self);
  if (*system != '\0' && find_section (self, system) != NULL)
    {
      self->restore_system = g_steal_pointer (&system);
      self->restore_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), restore_scroll_tick, NULL, NULL);
    }
}

static void
save_state (MusterWindow *self)
{
  const char *system;
  int width, height;

  if (self->settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  system = get_top_system (self);
  g_settings_set_string (self->settings, "last-system", system != NULL ? system : "");
  g_settings_apply (self->settings);
}

static gboolean
muster_window_close_request (GtkWindow *window)
{
  MusterWindow *self = MUSTER_WINDOW (window);

  /* the army is saved; only without a library does closing ask first */
  if (self->editor != NULL && !muster_army_editor_flush (self->editor))
    {
      gtk_widget_activate_action (GTK_WIDGET (self->editor), "editor.close", NULL);
      return TRUE;
    }
  if (self->terrain_page != NULL)
    muster_terrain_page_flush (MUSTER_TERRAIN_PAGE (self->terrain_page));
  save_state (self);
  return GTK_WINDOW_CLASS (muster_window_parent_class)->close_request (window);
}

static void
muster_window_constructed (GObject *object)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  G_OBJECT_CLASS (muster_window_parent_class)->constructed (object);

  restore_size (self);
  populate (self);
  ensure_visible_view (self);
  muster_ui_label_switcher_buttons (GTK_WIDGET (self->switcher_title));
  restore_scroll (self);
}

static void
muster_window_dispose (GObject *object)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  if (self->restore_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->restore_tick);
  self->restore_tick = 0;
  clear_pending_sections (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_WINDOW);
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  self->editor = NULL;
  self->library_view = NULL;
  self->terrain_page = NULL;
  self->scenario_page = NULL;
  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->restore_system, g_free);
  G_OBJECT_CLASS (muster_window_parent_class)->dispose (object);
}

static void
muster_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_CATALOG:
      g_value_set_object (value, self->catalog);
      break;

    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_CATALOG:
      self->catalog = g_value_dup_object (value);
      break;

    case PROP_LIBRARY:
      self->library = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_window_class_init (MusterWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = muster_window_constructed;
  object_class->dispose = muster_window_dispose;
  object_class->get_property = muster_window_get_property;
  object_class->set_property = muster_window_set_property;
  window_class->close_request = muster_window_close_request;

  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL,
                         MUSTER_TYPE_CATALOG,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL,
                         MUSTER_TYPE_LIBRARY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MUSTER_TYPE_ARMY_EDITOR);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, library_bin);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, terrain_bin);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, scenario_bin);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, errors_revealer);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, errors_label);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, clamp);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, systems_list);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, empty_page);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_mode_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, view_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, transition_cb);

  _muster_window_class_actions_init (klass);
}

/* The switcher bar at the bottom shows only in a narrow window: its
 * buttons are made when it first does, not with the window. */
static void
switcher_bar_reveal_cb (MusterWindow *self)
{
  if (!adw_view_switcher_bar_get_reveal (self->switcher_bar))
    return;
  g_signal_handlers_disconnect_by_func (self->switcher_bar, switcher_bar_reveal_cb, self);
  adw_view_switcher_bar_set_stack (self->switcher_bar, self->view_stack);
  muster_ui_label_switcher_buttons (GTK_WIDGET (self->switcher_bar));
}

/* The main menu's popover is made when it first opens, not with the window. */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  MusterWindow *self = MUSTER_WINDOW (user_data);

  gtk_menu_button_set_create_popup_func (button, NULL, NULL, NULL);
  gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
muster_window_init (MusterWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);
  g_signal_connect_swapped (self->switcher_bar, "notify::reveal", G_CALLBACK (switcher_bar_reveal_cb), self);
  switcher_bar_reveal_cb (self);

  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));

  self->settings = settings_new_if_installed ();
  muster_ui_guard_wheel (GTK_WIDGET (self));
  _muster_window_add_drop_target (self);
}

/* A window over @application's library, when it is a MusterApplication. */
MusterWindow *
muster_window_new (GtkApplication *application,
                   MusterCatalog  *catalog)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);

  return muster_window_new_full (application, catalog,
                                 MUSTER_IS_APPLICATION (application)
                                 ? muster_application_get_library (MUSTER_APPLICATION (application))
                                 : NULL);
}

/**
 * muster_window_new_full:
 * @library: (nullable): where armies are kept; %NULL: no library, no autosave
 */
MusterWindow *
muster_window_new_full (GtkApplication *application,
                        MusterCatalog  *catalog,
                        MusterLibrary  *library)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (library == NULL || MUSTER_IS_LIBRARY (library), NULL);

  return g_object_new (MUSTER_TYPE_WINDOW,
                       "application", application,
                       "catalog", catalog,
                       "library", library,
                       NULL);
}

MusterCatalog *
muster_window_get_catalog (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return self->catalog;
}

/* The widget that lists the game systems (role: list), for tests: with
 * every system's section, made now if they were not yet. */
GtkWidget *
muster_window_get_systems_list (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  finish_sections (self);
  return self->systems_list;
}

/* "systems", "empty" or "no-results" */
const char *
muster_window_get_visible_page (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

void
muster_window_set_search_text (MusterWindow *self,
                               const char   *text)
{
  g_return_if_fail (MUSTER_IS_WINDOW (self));

  gtk_search_bar_set_search_mode (self->search_bar, text != NULL && *text != '\0');
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  /* filter now rather than after the entry's typing delay */
  search_changed_cb (self, self->search_entry);
}

/* "editor" while an army is shown, else the view: "systems", "library" or
 * "terrain" */
const char *
muster_window_get_visible_view (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  if (self->editor != NULL)
    return "editor";
  return adw_view_stack_get_visible_child_name (self->view_stack);
}

/* Shows the systems, the library or the terrain page (leaving an army that
 * is open). */
void
muster_window_set_visible_view (MusterWindow *self,
                                const char   *name)
{
  g_return_if_fail (MUSTER_IS_WINDOW (self));

  muster_window_close_army (self);
  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

/* The MusterLibraryView (made now if it was not yet), or NULL without a
 * library. */
GtkWidget *
muster_window_get_library_view (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return ensure_library_view (self);
}

/* The MusterArmyEditor shown, or NULL. */
GtkWidget *
muster_window_get_editor (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->editor);
}

/* The MusterTerrainPage (made now if it was not yet). */
GtkWidget *
muster_window_get_terrain_page (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return ensure_terrain_page (self);
}

/* The MusterScenarioPage (made now if it was not yet). */
GtkWidget *
muster_window_get_scenario_page (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return ensure_scenario_page (self);
}

/* Saves the army and the terrain shown, if a change waits for the autosave. */
void
muster_window_flush (MusterWindow *self)
{
  g_return_if_fail (MUSTER_IS_WINDOW (self));

  if (self->editor != NULL)
    muster_army_editor_flush (self->editor);
  if (self->terrain_page != NULL)
    muster_terrain_page_flush (MUSTER_TERRAIN_PAGE (self->terrain_page));
  if (self->scenario_page != NULL)
    muster_scenario_page_flush (MUSTER_SCENARIO_PAGE (self->scenario_page));
}
