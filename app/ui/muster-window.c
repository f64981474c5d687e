/* muster-window.c: the main window and its start page. It fills the page
 * from the catalogue, filters it as the user searches, reports systems that
 * failed to load, and keeps its size and place in GSettings.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-system-section.h"
#include "muster-window-private.h"

G_DEFINE_FINAL_TYPE (MusterWindow, muster_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_CATALOG,
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
                                           "%u game system could not be loaded",
                                           "%u game systems could not be loaded",
                                           errors->len),
                              errors->len);
      gtk_label_set_text (self->errors_label, text);
    }
  gtk_revealer_set_reveal_child (self->errors_revealer, errors->len > 0);
}

static void
populate (MusterWindow *self)
{
  g_autoptr(GPtrArray) systems = NULL;
  g_autofree char *user_folder = NULL;
  g_autofree char *escaped_folder = NULL;
  g_autofree char *description = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->systems_list)) != NULL)
    gtk_box_remove (GTK_BOX (self->systems_list), child);

  if (self->catalog != NULL)
    systems = g_ptr_array_copy (muster_catalog_get_systems (self->catalog), ref_system, NULL);
  else
    systems = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_sort (systems, compare_by_name);

  for (guint i = 0; i < systems->len; i++)
    gtk_box_append (GTK_BOX (self->systems_list),
                    muster_system_section_new (g_ptr_array_index (systems, i)));

  /* the status page's description is markup */
  user_folder = g_build_filename (g_get_user_data_dir (), "muster", "systems", NULL);
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

static void
search_changed_cb (MusterWindow   *self,
                   GtkSearchEntry *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *folded = g_utf8_casefold (stripped, -1);
  gboolean any = FALSE;

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
restore_state (MusterWindow *self)
{
  g_autofree char *system = NULL;

  if (self->settings == NULL)
    return;

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  system = g_settings_get_string (self->settings, "last-system");
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
  save_state (MUSTER_WINDOW (window));
  return GTK_WINDOW_CLASS (muster_window_parent_class)->close_request (window);
}

static void
muster_window_constructed (GObject *object)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  G_OBJECT_CLASS (muster_window_parent_class)->constructed (object);

  populate (self);
  restore_state (self);
}

static void
muster_window_dispose (GObject *object)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  if (self->restore_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->restore_tick);
  self->restore_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_WINDOW);
  g_clear_object (&self->catalog);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, menu_button);
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

  _muster_window_class_actions_init (klass);
}

static void
muster_window_init (MusterWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));

  self->settings = settings_new_if_installed ();
}

MusterWindow *
muster_window_new (GtkApplication *application,
                   MusterCatalog  *catalog)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);

  return g_object_new (MUSTER_TYPE_WINDOW,
                       "application", application,
                       "catalog", catalog,
                       NULL);
}

MusterCatalog *
muster_window_get_catalog (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  return self->catalog;
}

/* The widget that lists the game systems (role: list), for tests. */
GtkWidget *
muster_window_get_systems_list (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

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
