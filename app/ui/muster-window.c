/* muster-window.c: the main window: its views (the start page of
 * muster-window-start.c, the library, the terrain and the scenario page,
 * each made when first shown, not before the first frame), army editors
 * as leaflet pages (or a new window when this one already shows an army),
 * documents opened from the library, and its size and place in GSettings.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-library-view.h"
#include "muster-scenario-page.h"
#include "muster-terrain-page.h"
#include "muster-ui-util.h"
#include "muster-window-private.h"

G_DEFINE_FINAL_TYPE (MusterWindow, muster_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_CONTEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void ensure_visible_view (MusterWindow *self);
static void squeezed_cb (MusterWindow *self);
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
      muster_undo_get_n_undo (muster_army_editor_get_undo (editor)) > 0)
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
      MusterWindow *window = muster_window_new (app, self->context);

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

  editor = muster_army_editor_new (self->context, army, document, path);
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
      self->terrain_page = muster_terrain_page_new (self->context);
      g_signal_connect_swapped (self->terrain_page, "notify::document", G_CALLBACK (terrain_document_cb), self);
      adw_bin_set_child (self->terrain_bin, self->terrain_page);
    }
  return self->terrain_page;
}

/* The Scenario page asks for the Terrain page's setup. */
static void
scenario_import_terrain_cb (MusterWindow       *self,
                            MusterScenarioPage *page)
{
  MusterTerrainPage *terrain_page = MUSTER_TERRAIN_PAGE (ensure_terrain_page (self));

  muster_scenario_page_import_shown_terrain (page, muster_terrain_page_get_terrain (terrain_page));
}

static GtkWidget *
ensure_scenario_page (MusterWindow *self)
{
  if (self->scenario_page == NULL)
    {
      self->scenario_page = muster_scenario_page_new (self->context);
      g_signal_connect_swapped (self->scenario_page, "notify::document", G_CALLBACK (terrain_document_cb), self);
      g_signal_connect_swapped (self->scenario_page, "import-terrain", G_CALLBACK (scenario_import_terrain_cb), self);
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
      self->library_view = muster_library_view_new (self->context);
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
  system = _muster_window_get_top_system (self);
  g_settings_set_string (self->settings, "last-system", system != NULL ? system : "");
  g_settings_apply (self->settings);
}

/* The pages that show a document: the army, the terrain, the scenario. */
static GPtrArray *
document_pages (MusterWindow *self)
{
  GPtrArray *pages = g_ptr_array_new ();

  if (self->editor != NULL)
    g_ptr_array_add (pages, self->editor);
  if (self->terrain_page != NULL)
    g_ptr_array_add (pages, self->terrain_page);
  if (self->scenario_page != NULL)
    g_ptr_array_add (pages, self->scenario_page);
  return pages;
}

/* Keeps every change that waits for an autosave; the first page that would
 * still lose work on closing, or NULL. */
static MusterDocumentPage *
flush_pages (MusterWindow *self)
{
  g_autoptr(GPtrArray) pages = document_pages (self);
  MusterDocumentPage *losing = NULL;

  for (guint i = 0; i < pages->len; i++)
    if (!muster_document_page_flush (pages->pdata[i]) && losing == NULL)
      losing = pages->pdata[i];
  return losing;
}

static gboolean
muster_window_close_request (GtkWindow *window)
{
  MusterWindow *self = MUSTER_WINDOW (window);
  MusterDocumentPage *losing = flush_pages (self);

  /* every page is saved; only one that cannot be (no library) asks first */
  if (losing != NULL)
    {
      muster_document_page_confirm_close (losing);
      return TRUE;
    }
  save_state (self);
  return GTK_WINDOW_CLASS (muster_window_parent_class)->close_request (window);
}

static void
muster_window_constructed (GObject *object)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  G_OBJECT_CLASS (muster_window_parent_class)->constructed (object);

  restore_size (self);
  _muster_window_populate (self);
  ensure_visible_view (self);
  muster_ui_label_switcher_buttons (GTK_WIDGET (self->switcher));
  _muster_window_restore_scroll (self);
}

static void
muster_window_dispose (GObject *object)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  if (self->restore_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->restore_tick);
  self->restore_tick = 0;
  _muster_window_clear_pending_sections (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_WINDOW);
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  self->editor = NULL;
  self->library_view = NULL;
  self->terrain_page = NULL;
  self->scenario_page = NULL;
  g_clear_object (&self->context);
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
    case PROP_CONTEXT:
      g_value_set_object (value, self->context);
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
    case PROP_CONTEXT:
      self->context = g_value_dup_object (value);
      self->catalog = muster_context_get_catalog (self->context);
      self->library = muster_context_get_library (self->context);
      self->settings = muster_context_get_settings (self->context);
      _muster_window_watch_lists (self);
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

  properties[PROP_CONTEXT] =
    g_param_spec_object ("context", NULL, NULL,
                         MUSTER_TYPE_CONTEXT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MUSTER_TYPE_ARMY_EDITOR);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, title_squeezer);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, switcher);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, library_bin);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, terrain_bin);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, scenario_bin);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, clamp);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, systems_list);
  gtk_widget_class_bind_template_callback (widget_class, view_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, transition_cb);
  gtk_widget_class_bind_template_callback (widget_class, squeezed_cb);

  _muster_window_class_start_init (widget_class);
  _muster_window_class_actions_init (klass);
}

/* The views' buttons while they fit, else the title and the switcher bar
 * at the bottom: AdwViewSwitcherTitle without its second set of buttons. */
static void
squeezed_cb (MusterWindow *self)
{
  adw_view_switcher_bar_set_reveal (self->switcher_bar,
                                    adw_squeezer_get_visible_child (self->title_squeezer) == self->window_title);
}

/* The switcher bar's buttons are made when it first shows. */
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
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->search_button), _("Search"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("Main Menu"));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_cb, self, NULL);
  g_signal_connect_swapped (self->switcher_bar, "notify::reveal", G_CALLBACK (switcher_bar_reveal_cb), self);
  switcher_bar_reveal_cb (self);

  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));

  muster_ui_guard_wheel (GTK_WIDGET (self));
  _muster_window_add_drop_target (self);
}

/**
 * muster_window_new:
 * @application: (nullable): the application the window belongs to
 * @context: what the window and its pages share: the systems, the library
 *   (or none: no autosave), the settings, the print state
 */
MusterWindow *
muster_window_new (GtkApplication *application,
                   MusterContext  *context)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), NULL);

  return g_object_new (MUSTER_TYPE_WINDOW,
                       "application", application,
                       "context", context,
                       NULL);
}

MusterCatalog *
muster_window_get_catalog (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return self->catalog;
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

/* Saves every page's document, if a change waits for the autosave. */
void
muster_window_flush (MusterWindow *self)
{
  g_return_if_fail (MUSTER_IS_WINDOW (self));

  flush_pages (self);
}
