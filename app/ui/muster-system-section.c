/* muster-system-section.c: a game system on the start page. It is one item
 * of the list of systems for assistive technologies, named after the system,
 * and filters its own faction rows when the user searches. Activating a
 * faction row runs win.new-army for it; its menu (its ⋯ button, a right
 * click, a long press, Shift+F10 or the Menu key) also offers
 * win.edit-list and win.print-booklet; the menu of the armies its data
 * folder ships (its armies folder) runs win.open-sample with the file; the
 * system's own menu starts a new list (win.new-list).
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-faction-row.h"
#include "muster-system-section.h"
#include "muster-ui-util.h"
#include "muster-xml.h"

struct _MusterSystemSection
{
  GtkWidget parent_instance;

  GtkLabel *title_label;
  GtkLabel *count_label;
  GtkLabel *description_label;
  GtkMenuButton *samples_button;
  GtkMenuButton *menu_button;
  GtkListBox *factions;

  MusterSystem *system;
  char *search_text;     /* system names, both languages, muster_text_fold()ed */
};

G_DEFINE_FINAL_TYPE (MusterSystemSection, muster_system_section, GTK_TYPE_WIDGET)

static void
muster_system_section_dispose (GObject *object)
{
  MusterSystemSection *self = MUSTER_SYSTEM_SECTION (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_SYSTEM_SECTION);
  /* the template's unnamed children too */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->system);
  G_OBJECT_CLASS (muster_system_section_parent_class)->dispose (object);
}

static void
muster_system_section_finalize (GObject *object)
{
  MusterSystemSection *self = MUSTER_SYSTEM_SECTION (object);

  g_free (self->search_text);
  G_OBJECT_CLASS (muster_system_section_parent_class)->finalize (object);
}

static void faction_menu_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *param);

static void
muster_system_section_class_init (MusterSystemSectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_system_section_dispose;
  object_class->finalize = muster_system_section_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-system-section.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterSystemSection, title_label);
  gtk_widget_class_bind_template_child (widget_class, MusterSystemSection, count_label);
  gtk_widget_class_bind_template_child (widget_class, MusterSystemSection, description_label);
  gtk_widget_class_bind_template_child (widget_class, MusterSystemSection, samples_button);
  gtk_widget_class_bind_template_child (widget_class, MusterSystemSection, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterSystemSection, factions);

  gtk_widget_class_install_action (widget_class, "section.faction-menu", NULL, faction_menu_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "section.faction-menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "section.faction-menu", NULL);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  gtk_widget_class_set_css_name (widget_class, "systemsection");
}

/* ---- a faction's menu ---- */

static gboolean
unparent_idle (gpointer data)
{
  GtkWidget *popover = data;

  if (gtk_widget_get_parent (popover) != NULL)
    gtk_widget_unparent (popover);
  g_object_unref (popover);
  return G_SOURCE_REMOVE;
}

static void
faction_menu_closed_cb (GtkPopover *popover,
                        gpointer    user_data)
{
  /* after the item's action has run */
  g_idle_add (unparent_idle, g_object_ref (popover));
}

/* A faction's menu: New Army, Publish Booklet… and Edit List…, each for
 * @target, the row's (system, faction). */
static GMenu *
faction_menu (GVariant *target)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenuItem) army = g_menu_item_new (_("New Army"), NULL);
  g_autoptr(GMenuItem) edit = g_menu_item_new (_("Edit List…"), NULL);
  g_autoptr(GMenuItem) booklet = g_menu_item_new (_("Publish Booklet…"), NULL);

  g_menu_item_set_action_and_target_value (army, "win.new-army", target);
  g_menu_item_set_action_and_target_value (edit, "win.edit-list", target);
  g_menu_item_set_action_and_target_value (booklet, "win.print-booklet", target);
  g_menu_append_item (menu, army);
  g_menu_append_item (menu, booklet);
  g_menu_append_item (menu, edit);
  return menu;
}

/* The faction menu for @row, pointing at @x, @y of the row (-1: its
 * middle). */
static void
show_faction_menu (MusterSystemSection *self,
                   GtkListBoxRow       *row,
                   double               x,
                   double               y)
{
  GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row));
  g_autoptr(GMenu) menu = NULL;
  graphene_point_t at;
  GdkRectangle rect;
  GtkWidget *popover;

  if (target == NULL)
    return;
  menu = faction_menu (target);

  if (x < 0)
    {
      x = gtk_widget_get_width (GTK_WIDGET (row)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (row)) / 2.0;
    }
  if (!gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self), &GRAPHENE_POINT_INIT (x, y), &at))
    at = GRAPHENE_POINT_INIT (0, 0);
  rect = (GdkRectangle) { (int) at.x, (int) at.y, 1, 1 };
  popover = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
  gtk_widget_set_parent (popover, GTK_WIDGET (self));
  gtk_popover_set_pointing_to (GTK_POPOVER (popover), &rect);
  gtk_popover_set_has_arrow (GTK_POPOVER (popover), FALSE);
  gtk_widget_set_halign (popover, GTK_ALIGN_START);
  g_signal_connect (popover, "closed", G_CALLBACK (faction_menu_closed_cb), NULL);
  gtk_popover_popup (GTK_POPOVER (popover));
}

static void
faction_pressed_cb (GtkGesture *gesture,
                    int         n_press,
                    double      x,
                    double      y,
                    gpointer    user_data)
{
  MusterSystemSection *self = user_data;
  GtkListBoxRow *row = gtk_list_box_get_row_at_y (self->factions, (int) y);
  graphene_point_t at;

  if (row == NULL)
    return;
  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  if (!gtk_widget_compute_point (GTK_WIDGET (self->factions), GTK_WIDGET (row), &GRAPHENE_POINT_INIT (x, y), &at))
    at = GRAPHENE_POINT_INIT (-1, -1);
  show_faction_menu (self, row, at.x, at.y);
}

static void
faction_long_pressed_cb (GtkGestureLongPress *gesture,
                         double               x,
                         double               y,
                         gpointer             user_data)
{
  faction_pressed_cb (GTK_GESTURE (gesture), 1, x, y, user_data);
}

/* section.faction-menu (Shift+F10 or the Menu key): the menu of the
 * focused faction. */
static void
faction_menu_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  MusterSystemSection *self = MUSTER_SYSTEM_SECTION (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;

  if (row != NULL && gtk_widget_is_ancestor (row, GTK_WIDGET (self->factions)))
    show_faction_menu (self, GTK_LIST_BOX_ROW (row), -1, -1);
}

static void
muster_system_section_init (MusterSystemSection *self)
{
  GtkGesture *click;
  GtkGesture *long_press;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->samples_button), _("Open a sample or historical army of this system"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("System Menu"));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (faction_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->factions), GTK_EVENT_CONTROLLER (click));
  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (faction_long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->factions), GTK_EVENT_CONTROLLER (long_press));
}

/* The folder of the system's shipped armies. */
static char *
samples_folder (MusterSystem *system)
{
  return g_build_filename (muster_system_get_folder (system), "armies", NULL);
}

/* An army file's own name in the language Muster shows, or its file name. */
static char *
sample_label (const char *path)
{
  char *name = muster_army_peek_name (path);

  if (name == NULL)
    {
      g_autofree char *base = g_path_get_basename (path);

      name = g_strndup (base, strlen (base) - (g_str_has_suffix (base, ".xml") ? 4 : 0));
    }
  return name;
}

/* The menu of sample armies is read when first opened: reading every
 * file would slow the start page's first frame. */
static void
create_samples_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  MusterSystemSection *self = MUSTER_SYSTEM_SECTION (user_data);
  g_autofree char *folder = samples_folder (self->system);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GMenu) menu = g_menu_new ();
  const char *name;

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (files, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *label = sample_label (path);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.open-sample", g_variant_new_string (path));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

/* A faction's ⋯ button and the system's are given their menus when
 * first opened. */
static void
create_faction_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), MUSTER_TYPE_FACTION_ROW);
  g_autoptr(GMenu) menu = NULL;

  if (gtk_menu_button_get_popover (button) != NULL || row == NULL)
    return;
  menu = faction_menu (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)));
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

static void
create_system_menu_cb (GtkMenuButton *button,
                       gpointer       user_data)
{
  MusterSystemSection *self = MUSTER_SYSTEM_SECTION (user_data);
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenuItem) item = g_menu_item_new (_("New List…"), NULL);

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  g_menu_item_set_action_and_target_value (item, "win.new-list", g_variant_new_string (muster_system_get_id (self->system)));
  g_menu_append_item (menu, item);
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

static char *
fold_both (const MusterText *text)
{
  g_autofree char *en = muster_text_fold (text->en);
  g_autofree char *ru = muster_text_fold (text->ru);

  return g_strconcat (en, "\n", ru, NULL);
}

GtkWidget *
muster_system_section_new (MusterSystem *system)
{
  MusterSystemSection *self;
  GPtrArray *factions;
  g_autofree char *count = NULL;
  g_autofree char *list_label = NULL;
  const char *name;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);

  self = g_object_new (MUSTER_TYPE_SYSTEM_SECTION, NULL);
  self->system = g_object_ref (system);
  self->search_text = fold_both (muster_system_get_name (system));

  name = muster_text_get (muster_system_get_name (system));
  factions = muster_system_get_factions (system);

  gtk_label_set_text (self->title_label, name);
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u faction", "%u factions", factions->len),
                           factions->len);
  gtk_label_set_text (self->count_label, count);

  if (muster_text_is_set (muster_system_get_text (system)))
    gtk_label_set_text (self->description_label, muster_text_get (muster_system_get_text (system)));
  else
    gtk_widget_set_visible (GTK_WIDGET (self->description_label), FALSE);

  for (guint i = 0; i < factions->len; i++)
    {
      const MusterFaction *faction = g_ptr_array_index (factions, i);
      GtkWidget *row = muster_faction_row_new (faction);

      /* activating a faction starts a new army of it */
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.new-army");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "(ss)", muster_system_get_id (system), faction->id);
      {
        GtkMenuButton *menu = muster_faction_row_get_menu_button (MUSTER_FACTION_ROW (row));
        /* Translators: the accessible name of a faction's menu button */
        g_autofree char *menu_label = g_strdup_printf (_("Menu of %s"), muster_text_get (&faction->name));

        gtk_menu_button_set_create_popup_func (menu, create_faction_menu_cb, self, NULL);
        gtk_accessible_update_property (GTK_ACCESSIBLE (menu), GTK_ACCESSIBLE_PROPERTY_LABEL, menu_label, -1);
      }
      gtk_list_box_append (self->factions, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->factions), factions->len > 0);

  {
    g_autofree char *folder = samples_folder (system);

    /* Translators: the accessible name of a system's menu of sample armies */
    g_autofree char *samples_label = g_strdup_printf (_("Sample armies of %s"), name);

    gtk_widget_set_visible (GTK_WIDGET (self->samples_button), g_file_test (folder, G_FILE_TEST_IS_DIR));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->samples_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, samples_label, -1);
    gtk_menu_button_set_create_popup_func (self->samples_button, create_samples_menu_cb, self, NULL);
  }

  {
    /* Translators: the accessible name of a system's menu button */
    g_autofree char *menu_label = g_strdup_printf (_("Menu of %s"), name);

    gtk_menu_button_set_create_popup_func (self->menu_button, create_system_menu_cb, self, NULL);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL, menu_label, -1);
  }

  /* Translators: the accessible name of a system's list of factions */
  list_label = g_strdup_printf (_("Factions of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->factions),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, list_label,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->description_label, NULL,
                                  -1);

  return GTK_WIDGET (self);
}

MusterSystem *
muster_system_section_get_system (MusterSystemSection *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM_SECTION (self), NULL);

  return self->system;
}

GtkListBox *
muster_system_section_get_factions (MusterSystemSection *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM_SECTION (self), NULL);

  return self->factions;
}

/* Shows the factions that match @folded_query (a muster_text_fold()ed text),
 * all of them when the system's own name matches. Returns whether anything
 * of the system is left to show.
 */
gboolean
muster_system_section_filter (MusterSystemSection *self,
                              const char          *folded_query)
{
  gboolean all;
  gboolean any = FALSE;

  g_return_val_if_fail (MUSTER_IS_SYSTEM_SECTION (self), FALSE);

  all = folded_query == NULL || *folded_query == '\0' ||
        strstr (self->search_text, folded_query) != NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->factions));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gboolean show;

      if (!MUSTER_IS_FACTION_ROW (child))
        continue;
      show = all || muster_faction_row_matches (MUSTER_FACTION_ROW (child), folded_query);
      gtk_widget_set_visible (child, show);
      any |= show;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->factions), any);
  return all || any;
}
