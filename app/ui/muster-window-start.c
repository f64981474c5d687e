/* muster-window-start.c: the start page of MusterWindow: a section for
 * every game system (those of the first screen made when the window maps,
 * the others once its first frame is on screen), the search over them, the
 * scroll position kept between runs, and what is made only when it is
 * needed: the pages for no systems and for no results, and the banner of
 * data files that did not load.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-system-section.h"
#include "muster-ui-util.h"
#include "muster-window-private.h"

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

/* ---- what the start page makes only when it is needed ---- */

/* The status page where the start page has no systems: where Muster looks
 * for them. */
static GtkWidget *
make_empty_page (void)
{
  GtkWidget *page = adw_status_page_new ();
  g_autofree char *data_dir = muster_user_data_dir ();
  g_autofree char *user_folder = g_build_filename (data_dir, "muster", "systems", NULL);
  /* the status page's description is markup */
  g_autofree char *escaped_folder = g_markup_escape_text (user_folder, -1);
  g_autofree char *description = NULL;

  /* Translators: %s is a folder such as ~/.local/share/muster/systems */
  description = g_strdup_printf (_("Muster looks for game systems in its installed data and in %s. "
                                   "Put a system’s folder there, or start Muster with MUSTER_DATA_DIR "
                                   "set to a folder of systems."),
                                 escaped_folder);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), APP_ID "-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("No Game Systems Found"));
  adw_status_page_set_description (ADW_STATUS_PAGE (page), description);
  return page;
}

static GtkWidget *
make_no_results_page (void)
{
  GtkWidget *page = adw_status_page_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "edit-find-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("No Results Found"));
  adw_status_page_set_description (ADW_STATUS_PAGE (page), _("Try a different search."));
  return page;
}

/* Shows the systems, or the page for "empty" or "no-results", made the
 * first time it shows: laying out its texts would hold the first frame
 * back. */
static void
show_state (MusterWindow *self,
            const char   *name)
{
  if (gtk_stack_get_child_by_name (self->stack, name) == NULL)
    gtk_stack_add_named (self->stack,
                         g_str_equal (name, "empty") ? make_empty_page () : make_no_results_page (),
                         name);
  gtk_stack_set_visible_child_name (self->stack, name);
}

/* The banner under the search bar of data files that could not be loaded,
 * made when there first are some. */
static void
ensure_errors_banner (MusterWindow *self)
{
  GtkWidget *box;
  GtkWidget *image;
  GtkWidget *button;

  if (self->errors_revealer != NULL)
    return;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (box, "errors-banner");
  image = g_object_new (GTK_TYPE_IMAGE,
                        "icon-name", "dialog-warning-symbolic",
                        "valign", GTK_ALIGN_CENTER,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                        NULL);
  gtk_box_append (GTK_BOX (box), image);

  self->errors_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->errors_label), TRUE);
  gtk_label_set_xalign (self->errors_label, 0);
  gtk_label_set_wrap (self->errors_label, TRUE);
  gtk_label_set_wrap_mode (self->errors_label, PANGO_WRAP_WORD_CHAR);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->errors_label));

  button = gtk_button_new_with_mnemonic (_("_Details"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-errors");
  muster_ui_set_tooltip (button, _("Show why some game systems could not be loaded"));
  gtk_box_append (GTK_BOX (box), button);

  self->errors_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_transition_type (self->errors_revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_child (self->errors_revealer, box);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->search_bar))),
                              GTK_WIDGET (self->errors_revealer), GTK_WIDGET (self->search_bar));
}

static void
update_errors (MusterWindow *self)
{
  GPtrArray *errors = muster_catalog_get_errors (self->catalog);
  g_autofree char *text = NULL;

  if (errors->len == 0)
    {
      if (self->errors_revealer != NULL)
        gtk_revealer_set_reveal_child (self->errors_revealer, FALSE);
      return;
    }
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u data file could not be loaded",
                                       "%u data files could not be loaded",
                                       errors->len),
                          errors->len);
  ensure_errors_banner (self);
  gtk_label_set_text (self->errors_label, text);
  gtk_revealer_set_reveal_child (self->errors_revealer, TRUE);
}


/* ---- the start page's sections ----
 * The sections that fit the first screen wholly are made when the window
 * maps, before its first frame (the first one always), the others once that
 * frame is on screen; anything that needs them all (a search, the scroll
 * position to restore, the list asked for) makes the rest at once. */

/* A low guess of a section's height in pixels: its heading, a line of
 * description for every 130 characters, a row for every faction. */
static int
guess_section_height (MusterSystem *system)
{
  const MusterText *text = muster_system_get_text (system);
  long chars = muster_text_is_set (text) ? g_utf8_strlen (muster_text_get (text), -1) : 0;

  return 60 + (int) (chars / 130) * 18 + 50 * (int) muster_system_get_factions (system)->len;
}

void
_muster_window_clear_pending_sections (MusterWindow *self)
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
    _muster_window_clear_pending_sections (self);
}

static void search_changed_cb (MusterWindow *self, GtkSearchEntry *entry);

/* Makes the sections not made yet. */
void
_muster_window_finish_sections (MusterWindow *self)
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
  _muster_window_finish_sections (self);
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

/* Makes the sections the first screen shows wholly (the first one always):
 * a section it would show only in part comes with the others, a frame
 * later, as laying it out would hold the first frame back. */
static void
make_first_screen (MusterWindow *self)
{
  int width, budget;

  /* the first screen's worth below the header bar; all of them in a
   * window of no known height (maximized) */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &budget);
  if (budget <= 0 || gtk_window_is_maximized (GTK_WINDOW (self)))
    budget = G_MAXINT;
  else
    budget -= 48;
  for (guint i = 0; self->pending_systems != NULL; i++)
    {
      int height = guess_section_height (g_ptr_array_index (self->pending_systems, self->pending_next));

      if (i > 0 && height > budget)
        break;
      budget -= height;
      add_next_section (self);
    }
}

/* The sections come when the window maps, after GTK measured it for its
 * size, and before the first frame's layout: the first screen's then, the
 * others once that frame is on screen. */
static void
sections_map_cb (MusterWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  g_clear_signal_handler (&self->sections_map_handler, self);
  make_first_screen (self);
  if (self->pending_systems == NULL)
    return;
  if (clock != NULL)
    g_signal_connect_object (clock, "after-paint", G_CALLBACK (sections_after_paint_cb), self, 0);
  else
    _muster_window_finish_sections (self);
}

void
_muster_window_populate (MusterWindow *self)
{
  g_autoptr(GPtrArray) systems = NULL;
  GtkWidget *child;

  _muster_window_clear_pending_sections (self);
  while ((child = gtk_widget_get_first_child (self->systems_list)) != NULL)
    gtk_box_remove (GTK_BOX (self->systems_list), child);

  if (self->catalog != NULL)
    systems = g_ptr_array_copy (muster_catalog_get_systems (self->catalog), ref_system, NULL);
  else
    systems = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_sort (systems, compare_by_name);

  if (systems->len > 0)
    self->pending_systems = g_ptr_array_ref (systems);
  /* none before the window maps: presenting a window measures it whole for
   * its size, at natural widths, a layout of every text that the first
   * frame then lays out again at the widths it has */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    _muster_window_finish_sections (self);
  else if (self->pending_systems != NULL)
    self->sections_map_handler = g_signal_connect (self, "map", G_CALLBACK (sections_map_cb), NULL);

  if (self->catalog != NULL)
    update_errors (self);
  show_state (self, systems->len > 0 ? "systems" : "empty");
  _muster_window_actions_update (self);
}

/* Whether the start page has systems, their sections made or not yet. */
gboolean
_muster_window_has_systems (MusterWindow *self)
{
  return self->pending_systems != NULL || gtk_widget_get_first_child (self->systems_list) != NULL;
}

void
_muster_window_refresh_system (MusterWindow *self,
                               const char   *system_id)
{
  MusterSystem *system = muster_catalog_lookup (self->catalog, system_id);
  MusterSystemSection *old;

  _muster_window_finish_sections (self);
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
  g_autofree char *folded = muster_text_fold (stripped);
  gboolean any = FALSE;

  _muster_window_finish_sections (self);
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

  show_state (self, any ? "systems" : "no-results");
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

/* The system at the top of the start page, or NULL at the very top. */
const char *
_muster_window_get_top_system (MusterWindow *self)
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

void
_muster_window_restore_scroll (MusterWindow *self)
{
  g_autofree char *system = NULL;

  if (self->settings == NULL)
    return;

  system = g_settings_get_string (self->settings, "last-system");
  if (*system != '\0')
    _muster_window_finish_sections (self);
  if (*system != '\0' && find_section (self, system) != NULL)
    {
      self->restore_system = g_steal_pointer (&system);
      self->restore_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), restore_scroll_tick, NULL, NULL);
    }
}

/* The widget that lists the game systems (role: list), for tests: with
 * every system's section, made now if they were not yet. */
GtkWidget *
muster_window_get_systems_list (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);

  _muster_window_finish_sections (self);
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

/* The template's callbacks of the start page. */
void
_muster_window_class_start_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_mode_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
}
