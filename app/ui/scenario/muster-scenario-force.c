/* muster-scenario-force.c: a side's army in the property panel: a row that
 * names it with its points and where it lives, and a menu that sets it to
 * an army file (the dialog starts in the folder last used), an army of the
 * library (a small chooser of the library's armies of the scenario's
 * system), a copy of either kept in the scenario, or a faction and points
 * only. Each choice is one edit of the scenario (muster_scenario_edit_set_force).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-scenario-force.h"
#include "muster-ui-util.h"

struct _MusterScenarioForceRow
{
  AdwActionRow parent_instance;

  MusterScenario *scenario;
  guint side;
  MusterForceArmies *armies;    /* where the armies are read, and kept */
  MusterForce shown;            /* the force last shown: another one is read anew */
};

G_DEFINE_FINAL_TYPE (MusterScenarioForceRow, muster_scenario_force_row, ADW_TYPE_ACTION_ROW)

static const MusterForce *
current_force (MusterScenarioForceRow *self)
{
  const MusterScenarioSide *side;

  if (self->scenario == NULL || self->side >= muster_scenario_get_n_sides (self->scenario))
    return NULL;
  side = muster_scenario_get_side (self->scenario, self->side);
  return side->forces->len > 0 ? &g_array_index (side->forces, MusterForce, 0) : NULL;
}

static MusterCatalog *
catalog_of (MusterScenarioForceRow *self)
{
  return muster_force_armies_get_catalog (self->armies);
}

static MusterLibrary *
library_of (MusterScenarioForceRow *self)
{
  return self->armies != NULL ? muster_force_armies_get_library (self->armies) : NULL;
}

/* The army of a force that names one: read from its file or the library
 * (or kept from the last time), or the one the scenario keeps. */
static MusterArmy *
force_army (MusterScenarioForceRow *self, const MusterForce *force, GError **error)
{
  MusterArmy *army = muster_force_armies_get (self->armies, force, error);

  if (army == NULL && error != NULL && *error == NULL)
    g_set_error_literal (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                         force->library > 0 ? _("The library is not available.")
                                            : _("The army file is not found: save the scenario first."));
  return army;
}

static gboolean
same_force (const MusterForce *a, const MusterForce *b)
{
  return g_strcmp0 (a->army, b->army) == 0 && a->library == b->library && a->embedded == b->embedded;
}

/* "Borodino, 498 of 500 points · file borodino.xml", or what stands for
 * an army that cannot be read ("borodino.xml (missing)") */
static char *
describe (MusterScenarioForceRow *self, const MusterForce *force)
{
  g_autoptr(MusterArmy) army = NULL;
  g_autofree char *summary = NULL;

  if (force == NULL || (force->embedded == NULL && force->army == NULL && force->library == 0))
    return g_strdup (_("None chosen: the faction and points below"));
  summary = muster_force_describe (muster_scenario_get_system (self->scenario), force, self->armies, &army);
  if (army == NULL)
    return g_steal_pointer (&summary);
  if (force->embedded != NULL)
    /* TRANSLATORS: an army kept inside the scenario file */
    return g_strdup_printf (_("%s · a copy in the scenario"), summary);
  if (force->army != NULL)
    {
      g_autofree char *base = g_path_get_basename (force->army);

      /* TRANSLATORS: an army of a file: "Borodino, 498 of 500 points · file borodino.xml" */
      return g_strdup_printf (_("%s · file %s"), summary, base);
    }
  /* TRANSLATORS: an army of the library */
  return g_strdup_printf (_("%s · in the library"), summary);
}

static void
update_actions (MusterScenarioForceRow *self)
{
  const MusterForce *force = current_force (self);
  gboolean referenced = force != NULL && (force->army != NULL || force->library > 0);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.library", library_of (self) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.embed-library", library_of (self) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.keep", referenced);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.faction", referenced || (force != NULL && force->embedded != NULL));
}

void
muster_scenario_force_row_show (MusterScenarioForceRow *self,
                                MusterScenario         *scenario,
                                guint                   side,
                                MusterForceArmies      *armies)
{
  const MusterForce *force;
  MusterForce none = { 0 };
  g_autofree char *text = NULL;

  g_return_if_fail (MUSTER_IS_SCENARIO_FORCE_ROW (self));
  g_return_if_fail (MUSTER_IS_FORCE_ARMIES (armies));

  g_set_object (&self->scenario, scenario);
  self->side = side;
  g_set_object (&self->armies, armies);
  force = current_force (self);
  /* another force than the one shown (chosen, undone): its army is read
   * anew; the same one is read again only when its file changed */
  if (!same_force (force != NULL ? force : &none, &self->shown))
    {
      muster_force_clear (&self->shown);
      muster_force_copy (&self->shown, force != NULL ? force : &none);
      muster_force_armies_forget (armies, &self->shown);
    }
  text = describe (self, force);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (self)), text) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), text);
  update_actions (self);
}

/* ---- choices ---- */

static gboolean
set_force (MusterScenarioForceRow *self, const MusterForce *force)
{
  g_autoptr(GError) error = NULL;

  if (!muster_scenario_apply (self->scenario, muster_scenario_edit_set_force (self->scenario, self->side, force),
                              &error))
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Army Cannot Be Chosen"), error->message);
      return FALSE;
    }
  return TRUE;
}

/* An army of the scenario's system, or an error shown. */
static gboolean
fits (MusterScenarioForceRow *self, MusterArmy *army)
{
  MusterSystem *system = muster_scenario_get_system (self->scenario);
  g_autofree char *text = NULL;

  if (muster_army_get_system (army) == system)
    return TRUE;
  text = g_strdup_printf (_("The army is of “%s”; this scenario is of “%s”."),
                          muster_text_get (muster_system_get_name (muster_army_get_system (army))),
                          muster_text_get (muster_system_get_name (system)));
  muster_ui_show_error (GTK_WIDGET (self), _("An Army of Another Game System"), text);
  return FALSE;
}

gboolean
muster_scenario_force_row_set_file (MusterScenarioForceRow *self,
                                    GFile                  *file,
                                    gboolean                embed)
{
  g_autoptr(MusterArmy) army = NULL;
  MusterForce force = { 0 };
  gboolean done;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_FORCE_ROW (self), FALSE);
  g_return_val_if_fail (self->armies != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  army = muster_ui_load_army_file (GTK_WIDGET (self), catalog_of (self), file);
  if (army == NULL || !fits (self, army))
    return FALSE;
  if (embed)
    force.embedded = army;
  else
    {
      /* held by its absolute path; the scenario file names it relative
       * to its own folder where it can (muster_scenario_save_file) */
      force.army = g_file_get_path (file);
      if (force.army == NULL)
        {
          muster_ui_show_error (GTK_WIDGET (self), _("The Army Cannot Be Chosen"),
                                _("The file is not on this computer: keep a copy of it in the scenario instead."));
          return FALSE;
        }
    }
  done = set_force (self, &force);
  g_free (force.army);
  return done;
}

gboolean
muster_scenario_force_row_set_library (MusterScenarioForceRow *self,
                                       gint64                  document,
                                       gboolean                embed)
{
  MusterForce wanted = { .library = document };
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(MusterArmy) copy = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MUSTER_IS_SCENARIO_FORCE_ROW (self), FALSE);
  g_return_val_if_fail (self->armies != NULL, FALSE);

  army = force_army (self, &wanted, &error);
  if (army == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Army Cannot Be Chosen"), error->message);
      return FALSE;
    }
  if (!fits (self, army))
    return FALSE;
  if (embed)
    {
      /* its own copy: the army read stays kept as it was read */
      copy = muster_army_copy (army);
      wanted.library = 0;
      wanted.embedded = copy;
    }
  return set_force (self, &wanted);
}

static void
file_chosen_cb (GFile *file, gpointer user_data)
{
  MusterScenarioForceRow *self = user_data;

  if (file != NULL && self->scenario != NULL)
    muster_scenario_force_row_set_file (self, file, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self), "muster-embed")));
  g_object_unref (self);
}

static void
choose_file (MusterScenarioForceRow *self, gboolean embed)
{
  g_autoptr(GtkFileFilter) filter = muster_ui_file_filter (_("Army files"), "*.xml", "application/xml");

  g_object_set_data (G_OBJECT (self), "muster-embed", GINT_TO_POINTER (embed));
  muster_ui_choose_file (GTK_WIDGET (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                         embed ? _("Copy an Army File into the Scenario") : _("Choose an Army File"),
                         _("_Choose"), filter, NULL, NULL, file_chosen_cb, g_object_ref (self));
}

/* ---- the library's armies ---- */

static void
library_row_activated_cb (GtkListBox *list, GtkListBoxRow *row, GtkWidget *window)
{
  MusterScenarioForceRow *self = g_object_get_data (G_OBJECT (window), "muster-force-row");
  gint64 *document = g_object_get_data (G_OBJECT (row), "muster-document");
  gboolean embed = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "muster-embed"));

  if (document != NULL && muster_scenario_force_row_set_library (self, *document, embed))
    gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
library_row_new (MusterScenarioForceRow *self, const MusterLibraryEntry *entry)
{
  MusterSystem *system = muster_scenario_get_system (self->scenario);
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = muster_library_entry_dup_title (entry, catalog_of (self));
  g_autofree char *spent = muster_format_local_number (entry->spent);
  g_autofree char *limit = muster_format_cost (system, entry->points);
  g_autofree char *points = muster_system_declares_costs (system) ? g_strdup_printf (_("%s of %s"), spent, limit)
                                                                  : g_strdup ("");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), points);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "muster-document", g_memdup2 (&entry->id, sizeof entry->id), g_free);
  return row;
}

/* A small window listing the library's armies of the scenario's system;
 * choosing one sets the force (or keeps a copy of it, @embed). */
static void
choose_library (MusterScenarioForceRow *self, gboolean embed)
{
  MusterSystem *system = muster_scenario_get_system (self->scenario);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *box, *header, *scrolled, *list, *placeholder;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (library_of (self) == NULL)
    return;
  entries = muster_library_find_page (library_of (self), NULL, MUSTER_DOC_ARMY, muster_system_get_id (system), 0, 500,
                                      &error);
  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), embed ? _("Copy a Library Army") : _("Choose a Library Army"));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 480);
  g_object_set_data_full (G_OBJECT (window), "muster-force-row", g_object_ref (self), g_object_unref);
  g_object_set_data (G_OBJECT (window), "muster-embed", GINT_TO_POINTER (embed));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_set_valign (list, GTK_ALIGN_START);
  placeholder = gtk_label_new (error != NULL ? error->message : _("The library holds no army of this game system."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 24);
  gtk_widget_set_margin_bottom (placeholder, 24);
  gtk_list_box_set_placeholder (GTK_LIST_BOX (list), placeholder);
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), library_row_new (self, g_ptr_array_index (entries, i)));
  g_signal_connect (list, "row-activated", G_CALLBACK (library_row_activated_cb), window);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  {
    GtkWidget *clamp = adw_clamp_new ();

    gtk_widget_set_margin_top (clamp, 12);
    gtk_widget_set_margin_bottom (clamp, 12);
    gtk_widget_set_margin_start (clamp, 12);
    gtk_widget_set_margin_end (clamp, 12);
    adw_clamp_set_child (ADW_CLAMP (clamp), list);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  }
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

/* ---- the menu's actions ---- */

static void
keep_copy (MusterScenarioForceRow *self)
{
  const MusterForce *force = current_force (self);
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GError) error = NULL;
  MusterForce copy = { 0 };

  if (force == NULL)
    return;
  army = force_army (self, force, &error);
  if (army == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Army Cannot Be Chosen"), error->message);
      return;
    }
  /* its own copy: the army read stays kept as it was read */
  copy.embedded = muster_army_copy (army);
  set_force (self, &copy);
  g_clear_object (&copy.embedded);
}

/* The army's faction and points, without the army. */
static void
faction_only (MusterScenarioForceRow *self)
{
  const MusterForce *force = current_force (self);
  g_autoptr(MusterArmy) army = force != NULL ? force_army (self, force, NULL) : NULL;
  MusterForce plain = { 0 };

  if (army != NULL)
    {
      plain.faction = (char *) muster_army_get_faction (army)->id;
      plain.points = muster_army_get_points (army);
    }
  set_force (self, army != NULL ? &plain : NULL);
}

static void
force_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  MusterScenarioForceRow *self = MUSTER_SCENARIO_FORCE_ROW (widget);

  if (self->scenario == NULL)
    return;
  if (g_str_equal (name, "force.file") || g_str_equal (name, "force.embed-file"))
    choose_file (self, g_str_equal (name, "force.embed-file"));
  else if (g_str_equal (name, "force.library") || g_str_equal (name, "force.embed-library"))
    choose_library (self, g_str_equal (name, "force.embed-library"));
  else if (g_str_equal (name, "force.keep"))
    keep_copy (self);
  else if (g_str_equal (name, "force.faction"))
    faction_only (self);
}

static void
muster_scenario_force_row_dispose (GObject *object)
{
  MusterScenarioForceRow *self = MUSTER_SCENARIO_FORCE_ROW (object);

  g_clear_object (&self->scenario);
  g_clear_object (&self->armies);
  muster_force_clear (&self->shown);
  G_OBJECT_CLASS (muster_scenario_force_row_parent_class)->dispose (object);
}

static void
muster_scenario_force_row_class_init (MusterScenarioForceRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_scenario_force_row_dispose;
  gtk_widget_class_install_action (widget_class, "force.file", NULL, force_action);
  gtk_widget_class_install_action (widget_class, "force.library", NULL, force_action);
  gtk_widget_class_install_action (widget_class, "force.embed-file", NULL, force_action);
  gtk_widget_class_install_action (widget_class, "force.embed-library", NULL, force_action);
  gtk_widget_class_install_action (widget_class, "force.keep", NULL, force_action);
  gtk_widget_class_install_action (widget_class, "force.faction", NULL, force_action);
}

static void
muster_scenario_force_row_init (MusterScenarioForceRow *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) copies = g_menu_new ();
  g_autoptr(GMenu) other = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (menu, _("Army _File…"), "force.file");
  g_menu_append (menu, _("_Library Army…"), "force.library");
  g_menu_append (copies, _("Copy of an Army File…"), "force.embed-file");
  g_menu_append (copies, _("Copy of a Library Army…"), "force.embed-library");
  g_menu_append (copies, _("_Keep a Copy in the Scenario"), "force.keep");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (copies));
  g_menu_append (other, _("Faction and Points _Only"), "force.faction");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (other));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Army"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self), 3);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-open-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  muster_ui_set_tooltip (button, _("Choose the Side's Army"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Choose the Side's Army"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self), button);
}

GtkWidget *
muster_scenario_force_row_new (void)
{
  return g_object_new (MUSTER_TYPE_SCENARIO_FORCE_ROW, NULL);
}
