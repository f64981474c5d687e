/* muster-list-unit-form.c: the form of one unit of a list. Its rows come
 * from the system's data (a row per unit field, a check button per tag, a
 * drop-down of its categories, a menu of its weapons and a row per weapon
 * field); it is built anew whenever the editor selects a unit or the
 * document's nodes change.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-field.h"
#include "muster-list-limit.h"
#include "muster-list-unit-form.h"
#include "muster-profile.h"
#include "muster-ui-util.h"

/* as many weapons as the faction schema lets a unit have */
#define MAX_WEAPONS 8

struct _MusterListUnitForm
{
  GtkWidget parent_instance;

  GtkListBox *unit_list;
  GtkWidget *profile_group;
  GtkListBox *profile_list;
  GtkWidget *weapons_group;
  GtkMenuButton *add_weapon_button;
  GtkBox *weapons_box;
  GtkWidget *tags_group;
  GtkFlowBox *tags_box;
  GtkWidget *add_limit_button;
  GtkBox *limits_box;

  MusterListDoc *doc;
  xmlNode *unit;
};

G_DEFINE_FINAL_TYPE (MusterListUnitForm, muster_list_unit_form, GTK_TYPE_WIDGET)

static void
add_limit_cb (MusterListUnitForm *self)
{
  if (self->doc != NULL && self->unit != NULL)
    muster_list_doc_add_child (self->doc, self->unit, "limit");
}

/* unit-form.add-weapon: "" adds a weapon of the unit's own, an id one that
 * names the system's weapon */
static void
add_weapon_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  MusterListUnitForm *self = MUSTER_LIST_UNIT_FORM (widget);
  const char *ref = g_variant_get_string (param, NULL);

  if (self->doc != NULL && self->unit != NULL)
    muster_list_doc_add_weapon (self->doc, self->unit, *ref != '\0' ? ref : NULL);
}

static void
muster_list_unit_form_dispose (GObject *object)
{
  MusterListUnitForm *self = MUSTER_LIST_UNIT_FORM (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIST_UNIT_FORM);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->doc);
  G_OBJECT_CLASS (muster_list_unit_form_parent_class)->dispose (object);
}

static void
muster_list_unit_form_class_init (MusterListUnitFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_list_unit_form_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-list-unit-form.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, unit_list);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, profile_group);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, profile_list);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, weapons_group);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, add_weapon_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, weapons_box);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, tags_group);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, tags_box);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, add_limit_button);
  gtk_widget_class_bind_template_child (widget_class, MusterListUnitForm, limits_box);
  gtk_widget_class_bind_template_callback (widget_class, add_limit_cb);
  gtk_widget_class_install_action (widget_class, "unit-form.add-weapon", "s", add_weapon_action);
}

static void
muster_list_unit_form_init (MusterListUnitForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_name_button (GTK_WIDGET (self->add_limit_button), _("Add Limit"));
  muster_ui_name_button (GTK_WIDGET (self->add_weapon_button), _("Add Weapon"));
}

GtkWidget *
muster_list_unit_form_new (void)
{
  return g_object_new (MUSTER_TYPE_LIST_UNIT_FORM, NULL);
}

static void
append_entry (MusterListUnitForm *self, GtkListBox *list, MusterListSlot slot, const char *title)
{
  gtk_list_box_append (list, muster_list_field_entry (self->doc, &slot, title));
}

static void
append_text (MusterListUnitForm *self, GtkListBox *list, MusterListSlot slot, const char *title)
{
  gtk_list_box_append (list, muster_list_field_text (self->doc, &slot, title));
}

static void
build_unit (MusterListUnitForm *self, MusterSystem *system)
{
  GPtrArray *categories = muster_system_get_categories (system);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  MusterListSlot category = { .element = self->unit, .attr = "category", .keep_empty = TRUE };

  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .attr = "id", .keep_empty = TRUE },
                _("Id"));
  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .child = "name", .lang = "en", .keep_empty = TRUE },
                _("Name (English)"));
  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .child = "name", .lang = "ru", .keep_empty = TRUE },
                _("Name (Russian)"));
  for (guint i = 0; i < categories->len; i++)
    {
      const MusterCategory *c = g_ptr_array_index (categories, i);

      g_ptr_array_add (ids, c->id);
      g_ptr_array_add (names, (gpointer) muster_text_get (&c->name));
    }
  /* what its card and the unit picker say of it */
  append_text (self, self->unit_list, (MusterListSlot) { .element = self->unit, .child = "text", .lang = "en" },
               _("Description (English)"));
  append_text (self, self->unit_list, (MusterListSlot) { .element = self->unit, .child = "text", .lang = "ru" },
               _("Description (Russian)"));
  gtk_list_box_append (self->unit_list, muster_list_field_combo (self->doc, &category, _("Category"), ids, names));
  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .attr = "cost", .keep_empty = TRUE },
                _("Cost"));
  /* where its figures come from, and whether they are the rules' own */
  append_entry (self, self->unit_list, (MusterListSlot) { .element = self->unit, .child = "source" }, _("Source"));
  gtk_list_box_append (self->unit_list,
                       muster_list_field_switch (self->doc, &(MusterListSlot) { .element = self->unit, .attr = "sample" },
                                                 _("Sample"), _("Its figures are Muster's, not published rules")));
}

static void
build_profile (MusterListUnitForm *self, MusterSystem *system)
{
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_UNIT);

  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);

      append_entry (self, self->profile_list,
                    (MusterListSlot) { .element = self->unit, .child = "stat", .key_attr = "field", .key_value = field->id },
                    muster_text_get (&field->name));
    }
  gtk_widget_set_visible (self->profile_group, fields->len > 0);
}

/* The Add Weapon menu: the system's weapons by name, then one of the
 * unit's own. */
static GMenuModel *
weapons_menu (MusterSystem *system)
{
  GPtrArray *weapons = muster_system_get_weapons (system);
  g_autoptr(GMenu) named = g_menu_new ();
  g_autoptr(GMenu) own = g_menu_new ();
  GMenu *menu = g_menu_new ();

  for (guint i = 0; i < weapons->len; i++)
    {
      const MusterWeapon *w = g_ptr_array_index (weapons, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (muster_text_get (&w->name), NULL);

      g_menu_item_set_action_and_target_value (item, "unit-form.add-weapon", g_variant_new_string (w->id));
      g_menu_append_item (named, item);
    }
  g_menu_append (own, _("A Weapon of Its Own"), "unit-form.add-weapon::");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (named));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (own));
  return G_MENU_MODEL (menu);
}

/* A weapon that names the system's: its name and profile. */
static GtkWidget *
named_weapon_row (MusterSystem *system, const char *ref)
{
  const MusterWeapon *weapon = muster_system_lookup_weapon (system, ref);
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *stats = weapon != NULL ? muster_profile_weapon_stats (system, weapon, FALSE, " · ") : NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), weapon != NULL ? muster_text_get (&weapon->name) : ref);
  /* Translators: under a unit's weapon in the list editor that is one of
   * the system's: its profile, or that the system has no such weapon */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), weapon == NULL ? _("Not a weapon of this system")
                                                     : stats != NULL ? stats : _("The system's weapon"));
  return row;
}

static void
band_row_activated_cb (GtkListBox *list, GtkListBoxRow *row, MusterListUnitForm *self)
{
  xmlNode *weapon = g_object_get_data (G_OBJECT (row), "muster-weapon");

  if (weapon != NULL && self->doc != NULL)
    muster_list_doc_add_child (self->doc, weapon, "band");
}

/* A weapon's range bands (from, to, its value there, and Remove), then a
 * row that adds one. */
static void
append_bands (MusterListUnitForm *self, GtkListBox *list, xmlNode *weapon)
{
  g_autoptr(GPtrArray) bands = muster_list_doc_children (weapon, "band");
  GtkWidget *add = adw_action_row_new ();

  for (guint i = 0; i < bands->len; i++)
    {
      xmlNode *band = g_ptr_array_index (bands, i);
      /* Translators: where a weapon's range band starts, in the list editor: "Range band 2: from" */
      g_autofree char *from_title = g_strdup_printf (_("Range band %u: from"), i + 1);
      /* Translators: where it ends: "Range band 2: to" */
      g_autofree char *to_title = g_strdup_printf (_("Range band %u: to"), i + 1);
      /* Translators: the weapon's value in it: "Range band 2: value" */
      g_autofree char *value_title = g_strdup_printf (_("Range band %u: value"), i + 1);
      GtkWidget *from = muster_list_field_entry (self->doc, &(MusterListSlot) { .element = band, .attr = "from", .keep_empty = TRUE },
                                                 from_title);

      adw_entry_row_add_suffix (ADW_ENTRY_ROW (from), muster_list_field_remove_button (self->doc, band, _("Remove Range Band")));
      gtk_list_box_append (list, from);
      append_entry (self, list, (MusterListSlot) { .element = band, .attr = "to", .keep_empty = TRUE }, to_title);
      append_entry (self, list, (MusterListSlot) { .element = band, .attr = "value", .keep_empty = TRUE }, value_title);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add), _("Add Range Band"));
  adw_action_row_add_prefix (ADW_ACTION_ROW (add), gtk_image_new_from_icon_name ("list-add-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (add), TRUE);
  g_object_set_data (G_OBJECT (add), "muster-weapon", weapon);
  gtk_list_box_append (list, add);
  g_signal_connect (list, "row-activated", G_CALLBACK (band_row_activated_cb), self);
}

static void
build_weapons (MusterListUnitForm *self, MusterSystem *system)
{
  GPtrArray *fields = muster_system_get_fields (system, MUSTER_FIELD_SCOPE_WEAPON);
  g_autoptr(GPtrArray) own = muster_list_doc_children (self->unit, "weapon");
  g_autoptr(GMenuModel) menu = weapons_menu (system);

  gtk_menu_button_set_menu_model (self->add_weapon_button, menu);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "unit-form.add-weapon", own->len < MAX_WEAPONS);
  for (guint i = 0; i < own->len; i++)
    {
      xmlNode *node = g_ptr_array_index (own, i);
      g_autofree char *ref = muster_xml_get_attr (node, "ref");
      GtkWidget *list = muster_list_field_box ();
      /* the system's weapon by its name and profile, or the unit's own by
       * its name */
      GtkWidget *head = ref != NULL ? named_weapon_row (system, ref)
        : muster_list_field_entry (self->doc, &(MusterListSlot) { .element = node, .child = "name",
                                                                  .lang = "en", .keep_empty = TRUE },
                                   _("Name (English)"));

      /* its card lists them in this order */
      muster_list_field_add_item_buttons (head, self->doc, node, i, own->len,
                                          _("Move Weapon Up"), _("Move Weapon Down"), _("Remove Weapon"));
      gtk_list_box_append (GTK_LIST_BOX (list), head);
      if (ref == NULL)
        {
          append_entry (self, GTK_LIST_BOX (list), (MusterListSlot) { .element = node, .child = "name", .lang = "ru", .keep_empty = TRUE },
                        _("Name (Russian)"));
          for (guint f = 0; f < fields->len; f++)
            {
              const MusterField *field = g_ptr_array_index (fields, f);

              append_entry (self, GTK_LIST_BOX (list),
                            (MusterListSlot) { .element = node, .child = "stat", .key_attr = "field", .key_value = field->id },
                            muster_text_get (&field->name));
            }
          append_text (self, GTK_LIST_BOX (list), (MusterListSlot) { .element = node, .child = "text", .lang = "en" },
                       _("In words (English)"));
          append_text (self, GTK_LIST_BOX (list), (MusterListSlot) { .element = node, .child = "text", .lang = "ru" },
                       _("In words (Russian)"));
          append_bands (self, GTK_LIST_BOX (list), node);
        }
      gtk_box_append (self->weapons_box, list);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->weapons_box), own->len > 0);
  /* a system without weapons shows none, unless the list has some */
  gtk_widget_set_visible (self->weapons_group,
                          fields->len > 0 || muster_system_get_weapons (system)->len > 0 || own->len > 0);
}

static void
build_tags (MusterListUnitForm *self, MusterSystem *system)
{
  GPtrArray *tags = muster_system_get_tags (system);
  g_autoptr(GPtrArray) own = muster_list_doc_children (self->unit, "tag");

  for (guint i = 0; i < tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (tags, i);

      gtk_flow_box_append (self->tags_box, muster_list_field_tag_check (self->doc, self->unit, tag->id,
                                                                        muster_text_get (&tag->name)));
    }
  /* a rule the system does not have shows as written, to be taken away */
  for (guint i = 0; i < own->len; i++)
    {
      g_autofree char *ref = muster_xml_get_attr (g_ptr_array_index (own, i), "ref");

      if (ref != NULL && muster_system_lookup_tag (system, ref) == NULL)
        gtk_flow_box_append (self->tags_box, muster_list_field_tag_check (self->doc, self->unit, ref, ref));
    }
  gtk_widget_set_visible (self->tags_group, gtk_flow_box_get_child_at_index (self->tags_box, 0) != NULL);
}

static void
build_limits (MusterListUnitForm *self, MusterSystem *system)
{
  g_autoptr(GPtrArray) limits = muster_list_doc_children (self->unit, "limit");

  for (guint i = 0; i < limits->len; i++)
    gtk_box_append (self->limits_box, muster_list_limit_new (self->doc, system, g_ptr_array_index (limits, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->limits_box), limits->len > 0);
}

void
muster_list_unit_form_set_unit (MusterListUnitForm *self,
                                MusterListDoc      *doc,
                                MusterSystem       *system,
                                xmlNode            *unit)
{
  g_return_if_fail (MUSTER_IS_LIST_UNIT_FORM (self));
  g_return_if_fail (MUSTER_IS_LIST_DOC (doc));
  g_return_if_fail (MUSTER_IS_SYSTEM (system));

  g_set_object (&self->doc, doc);
  self->unit = unit;
  muster_ui_remove_all (GTK_WIDGET (self->unit_list));
  muster_ui_remove_all (GTK_WIDGET (self->profile_list));
  muster_ui_remove_all (GTK_WIDGET (self->limits_box));
  muster_ui_remove_all (GTK_WIDGET (self->weapons_box));
  for (GtkFlowBoxChild *child; (child = gtk_flow_box_get_child_at_index (self->tags_box, 0)) != NULL;)
    gtk_flow_box_remove (self->tags_box, GTK_WIDGET (child));
  gtk_widget_set_sensitive (GTK_WIDGET (self), unit != NULL);
  if (unit == NULL)
    return;
  build_unit (self, system);
  build_profile (self, system);
  build_weapons (self, system);
  build_tags (self, system);
  build_limits (self, system);
}
