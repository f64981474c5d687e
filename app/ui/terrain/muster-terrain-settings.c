/* muster-terrain-settings.c: the setup of a terrain roll. The systems with
 * a terrain method, their methods and the table as the system's data gives
 * them; the seed; the bidding's result of the setup shown. "changed" says
 * that the user changed one of them, and names the step for undo.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-map.h"
#include "muster-terrain-settings.h"
#include "muster-ui-util.h"

struct _MusterTerrainSettings
{
  GtkWidget parent_instance;

  /* template children */
  AdwComboRow *system_row;
  AdwComboRow *method_row;
  AdwActionRow *method_info_row;    /* instead of the drop-down for one method */
  GtkLabel *method_label;
  AdwActionRow *width_row;
  AdwActionRow *depth_row;
  AdwActionRow *uw_row;
  AdwActionRow *pieces_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *depth_spin;
  GtkSpinButton *uw_spin;
  GtkSpinButton *pieces_spin;
  GtkLabel *width_unit;
  GtkLabel *depth_unit;
  GtkLabel *uw_unit;
  GtkWidget *uw_sample;
  AdwComboRow *diagonal_row;
  AdwEntryRow *seed_row;
  AdwActionRow *bidding_row;
  GtkWidget *bidding_button;
  GtkWidget *copy_seed_button;
  GtkWidget *new_seed_button;
  GtkWidget *roll_button;

  MusterCatalog *catalog;
  GPtrArray *systems;               /* with a terrain method, as the system row lists them */
  MusterTerrainMethod methods[2];   /* the methods the chosen system has */
  guint n_methods;
  gboolean updating;                /* set from a setup, not by the user */
};

G_DEFINE_FINAL_TYPE (MusterTerrainSettings, muster_terrain_settings, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* @what: the step, for "Undo …" */
static void
emit_changed (MusterTerrainSettings *self,
              const char            *what)
{
  if (!self->updating)
    g_signal_emit (self, signals[CHANGED], 0, what);
}

static gboolean
parse_seed (const char *text,
            guint64    *seed)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));

  return *stripped != '\0' &&
         g_ascii_string_to_unsigned (stripped, 10, 0, G_MAXUINT64, seed, NULL);
}

gboolean
muster_terrain_settings_get_seed (MusterTerrainSettings *self,
                                  guint64               *seed)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self), FALSE);

  return parse_seed (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), seed);
}

void
muster_terrain_settings_set_seed (MusterTerrainSettings *self,
                                  guint64                seed)
{
  char text[32];

  g_return_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self));

  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, seed);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

MusterSystem *
muster_terrain_settings_get_system (MusterTerrainSettings *self)
{
  guint i;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self), NULL);

  i = adw_combo_row_get_selected (self->system_row);
  if (self->systems == NULL || i >= self->systems->len)
    return NULL;
  return g_ptr_array_index (self->systems, i);
}

MusterTerrainMethod
muster_terrain_settings_get_method (MusterTerrainSettings *self)
{
  guint i;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self), MUSTER_TERRAIN_SECTORS);

  i = adw_combo_row_get_selected (self->method_row);
  if (self->n_methods == 0)
    return MUSTER_TERRAIN_SECTORS;
  return self->methods[MIN (i, self->n_methods - 1)];
}

static void
update_method_rows (MusterTerrainSettings *self)
{
  MusterSystem *system = muster_terrain_settings_get_system (self);
  MusterTerrainMethod method = muster_terrain_settings_get_method (self);
  const MusterQuarterMethod *qm = system != NULL ? muster_system_get_quarter_method (system) : NULL;
  const MusterSectorMethod *sm = system != NULL ? muster_system_get_sector_method (system) : NULL;
  gboolean quarters = method == MUSTER_TERRAIN_QUARTERS;
  const char *subtitle;

  gtk_widget_set_visible (GTK_WIDGET (self->uw_row), quarters);
  gtk_widget_set_visible (GTK_WIDGET (self->diagonal_row), quarters);
  gtk_widget_set_visible (GTK_WIDGET (self->pieces_row), !quarters);
  gtk_widget_set_visible (self->bidding_button, !quarters);
  gtk_widget_set_visible (self->uw_sample, quarters && qm != NULL && qm->uw_sample);
  /* the data's own name of the method */
  subtitle = quarters ? (qm != NULL ? muster_text_get (&qm->name) : "") : (sm != NULL ? muster_text_get (&sm->name) : "");
  muster_ui_set_tooltip (GTK_WIDGET (self->method_row), subtitle);
  muster_ui_set_tooltip (GTK_WIDGET (self->method_info_row), subtitle);
  gtk_label_set_text (self->method_label, quarters ? _("Quarter rolls") : _("Sector rolls"));
  if (!quarters && sm != NULL)
    {
      /* Translators: the range of the number of terrain pieces, "0 to 6" */
      g_autofree char *range = g_strdup_printf (_("%d to %d"), 0, sm->max_pieces);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->pieces_row), range);
    }
}

/* The table and the rest as the system's data gives them. */
static void
apply_defaults (MusterTerrainSettings *self)
{
  MusterSystem *system = muster_terrain_settings_get_system (self);
  MusterTerrainMethod method = muster_terrain_settings_get_method (self);
  const MusterSectorMethod *sm;
  MusterTerrainParams params;
  const char *unit = NULL;

  if (system == NULL)
    return;
  sm = muster_system_get_sector_method (system);
  muster_terrain_params_init (&params, system, method);
  if (method == MUSTER_TERRAIN_SECTORS && sm != NULL)
    {
      unit = sm->unit;
      gtk_spin_button_set_range (self->pieces_spin, 0, sm->max_pieces);
      gtk_spin_button_set_value (self->pieces_spin, CLAMP (params.pieces, 0, sm->max_pieces));
    }
  else if (muster_system_get_quarter_method (system) != NULL)
    unit = muster_system_get_quarter_method (system)->unit;
  gtk_spin_button_set_value (self->width_spin, params.width);
  gtk_spin_button_set_value (self->depth_spin, params.depth);
  if (params.uw > 0)
    gtk_spin_button_set_value (self->uw_spin, params.uw);
  gtk_label_set_text (self->width_unit, muster_print_unit_label (unit));
  gtk_label_set_text (self->depth_unit, muster_print_unit_label (unit));
  gtk_label_set_text (self->uw_unit, muster_print_unit_label (unit));
  update_method_rows (self);
}

static void
method_changed_cb (MusterTerrainSettings *self)
{
  gboolean updating = self->updating;

  if (self->n_methods == 0)
    return;
  /* the defaults are part of this one step */
  self->updating = TRUE;
  apply_defaults (self);
  self->updating = updating;
  /* Translators: a step to undo on the Terrain page */
  emit_changed (self, _("Choose the method"));
}

static void
system_changed_cb (MusterTerrainSettings *self)
{
  MusterSystem *system = muster_terrain_settings_get_system (self);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  gboolean updating = self->updating;

  self->n_methods = 0;
  if (system != NULL && muster_system_get_sector_method (system) != NULL)
    {
      self->methods[self->n_methods++] = MUSTER_TERRAIN_SECTORS;
      /* Translators: the terrain method of Ancient and Medieval Battles */
      gtk_string_list_append (names, _("Sector rolls"));
    }
  if (system != NULL && muster_system_get_quarter_method (system) != NULL)
    {
      self->methods[self->n_methods++] = MUSTER_TERRAIN_QUARTERS;
      /* Translators: the terrain method of Clouds of Smoke */
      gtk_string_list_append (names, _("Quarter rolls"));
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->method_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->method_row, 0);
  self->updating = updating;
  gtk_widget_set_visible (GTK_WIDGET (self->method_row), self->n_methods > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->method_info_row), self->n_methods <= 1);
  self->updating = TRUE;
  apply_defaults (self);
  self->updating = updating;
  /* Translators: a step to undo on the Terrain page */
  emit_changed (self, _("Choose the game system"));
}

static int
compare_systems (gconstpointer a,
                 gconstpointer b)
{
  MusterSystem *sa = *(MusterSystem * const *) a;
  MusterSystem *sb = *(MusterSystem * const *) b;

  return g_utf8_collate (muster_text_get (muster_system_get_name (sa)),
                         muster_text_get (muster_system_get_name (sb)));
}

/* The systems of @catalog that have a terrain method, by name. */
void
muster_terrain_settings_set_catalog (MusterTerrainSettings *self,
                                     MusterCatalog         *catalog)
{
  GPtrArray *all;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  g_return_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self));
  g_return_if_fail (MUSTER_IS_CATALOG (catalog));

  g_set_object (&self->catalog, catalog);
  all = muster_catalog_get_systems (catalog);
  g_clear_pointer (&self->systems, g_ptr_array_unref);
  self->systems = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < all->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (all, i);

      if (muster_system_get_sector_method (system) != NULL || muster_system_get_quarter_method (system) != NULL)
        g_ptr_array_add (self->systems, g_object_ref (system));
    }
  g_ptr_array_sort (self->systems, compare_systems);
  for (guint i = 0; i < self->systems->len; i++)
    gtk_string_list_append (names, muster_text_get (muster_system_get_name (g_ptr_array_index (self->systems, i))));
  self->updating = TRUE;
  adw_combo_row_set_model (self->system_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->system_row, 0);
  system_changed_cb (self);
  self->updating = FALSE;
}

gboolean
muster_terrain_settings_select_system (MusterTerrainSettings *self,
                                       const char            *system_id)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self), FALSE);

  for (guint i = 0; self->systems != NULL && i < self->systems->len; i++)
    if (g_strcmp0 (muster_system_get_id (g_ptr_array_index (self->systems, i)), system_id) == 0)
      {
        adw_combo_row_set_selected (self->system_row, i);
        return TRUE;
      }
  return FALSE;
}

void
muster_terrain_settings_select_method (MusterTerrainSettings *self,
                                       MusterTerrainMethod    method)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self));

  for (guint i = 0; i < self->n_methods; i++)
    if (self->methods[i] == method && adw_combo_row_get_selected (self->method_row) != i)
      adw_combo_row_set_selected (self->method_row, i);
}

void
muster_terrain_settings_set_pieces (MusterTerrainSettings *self,
                                    int                    pieces)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self));

  gtk_spin_button_set_value (self->pieces_spin, pieces);
}

static void
seed_changed_cb (MusterTerrainSettings *self)
{
  guint64 seed;

  if (muster_terrain_settings_get_seed (self, &seed))
    gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->seed_row), "error");
  /* Translators: a step to undo on the Terrain page */
  emit_changed (self, _("Change the seed"));
}

/* The table, the unit width, the pieces and the diagonal: each change by
 * the user's hand is a step. */
static void
value_changed_cb (MusterTerrainSettings *self,
                  GParamSpec            *pspec,
                  GObject               *control)
{
  const char *what;

  if (control == G_OBJECT (self->width_spin))
    /* Translators: a step to undo on the Terrain page */
    what = _("Change the table width");
  else if (control == G_OBJECT (self->depth_spin))
    /* Translators: a step to undo on the Terrain page */
    what = _("Change the table depth");
  else if (control == G_OBJECT (self->uw_spin))
    /* Translators: a step to undo on the Terrain page */
    what = _("Change the unit width");
  else if (control == G_OBJECT (self->pieces_spin))
    /* Translators: a step to undo on the Terrain page */
    what = _("Change the number of pieces");
  else
    /* Translators: a step to undo on the Terrain page */
    what = _("Choose player 1’s quarters");
  emit_changed (self, what);
}

static void
seed_activated_cb (MusterTerrainSettings *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "terrain.roll", NULL);
}

/* The parameters of a roll as the controls say; FALSE without a system or
 * with a seed that is not a number. */
gboolean
muster_terrain_settings_read (MusterTerrainSettings *self,
                              MusterSystem         **system,
                              MusterTerrainParams   *params)
{
  guint64 seed;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self), FALSE);

  *system = muster_terrain_settings_get_system (self);
  if (*system == NULL || !muster_terrain_settings_get_seed (self, &seed))
    return FALSE;
  muster_terrain_params_init (params, *system, muster_terrain_settings_get_method (self));
  params->seed = seed;
  params->width = gtk_spin_button_get_value (self->width_spin);
  params->depth = gtk_spin_button_get_value (self->depth_spin);
  if (params->method == MUSTER_TERRAIN_QUARTERS)
    {
      params->uw = gtk_spin_button_get_value (self->uw_spin);
      params->diagonal = adw_combo_row_get_selected (self->diagonal_row) == 1;
    }
  else
    params->pieces = gtk_spin_button_get_value_as_int (self->pieces_spin);
  return TRUE;
}

/**
 * muster_terrain_settings_get_state:
 *
 * What the controls say, a seed that is not a number too, as a state of
 * the page's undo history (without a setup).
 *
 * Returns: (transfer full): the state
 */
MusterTerrainState *
muster_terrain_settings_get_state (MusterTerrainSettings *self)
{
  MusterSystem *system;
  MusterTerrainParams params = { 0 };

  g_return_val_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self), NULL);

  system = muster_terrain_settings_get_system (self);
  params.method = muster_terrain_settings_get_method (self);
  params.width = gtk_spin_button_get_value (self->width_spin);
  params.depth = gtk_spin_button_get_value (self->depth_spin);
  params.uw = gtk_spin_button_get_value (self->uw_spin);
  params.pieces = gtk_spin_button_get_value_as_int (self->pieces_spin);
  params.diagonal = adw_combo_row_get_selected (self->diagonal_row) == 1;
  return muster_terrain_state_new (system != NULL ? muster_system_get_id (system) : NULL, &params,
                                   gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), NULL, 0);
}

/**
 * muster_terrain_settings_set_state:
 *
 * The controls say what @state says (undo and redo): not a change by the
 * user, "changed" is not emitted.
 */
void
muster_terrain_settings_set_state (MusterTerrainSettings    *self,
                                   const MusterTerrainState *state)
{
  const MusterTerrainParams *params;
  gboolean updating;

  g_return_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self));
  g_return_if_fail (state != NULL);

  params = &state->params;
  updating = self->updating;
  self->updating = TRUE;
  for (guint i = 0; self->systems != NULL && i < self->systems->len; i++)
    if (g_strcmp0 (muster_system_get_id (g_ptr_array_index (self->systems, i)), state->system) == 0 &&
        adw_combo_row_get_selected (self->system_row) != i)
      adw_combo_row_set_selected (self->system_row, i);
  muster_terrain_settings_select_method (self, params->method);
  gtk_spin_button_set_value (self->width_spin, params->width);
  gtk_spin_button_set_value (self->depth_spin, params->depth);
  gtk_spin_button_set_value (self->uw_spin, params->uw);
  gtk_spin_button_set_value (self->pieces_spin, params->pieces);
  adw_combo_row_set_selected (self->diagonal_row, params->diagonal ? 1 : 0);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), state->seed) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->seed_row), state->seed != NULL ? state->seed : "");
  self->updating = updating;
}

static void
show_bidding (MusterTerrainSettings *self,
              MusterTerrain         *terrain)
{
  MusterBidding *bidding = terrain != NULL ? (MusterBidding *) muster_terrain_get_bidding (terrain) : NULL;
  g_autofree char *text = NULL;

  if (bidding == NULL || muster_bidding_get_state (bidding) != MUSTER_BIDDING_DONE)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->bidding_row), FALSE);
      return;
    }
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Player %d defends with %d terrain piece",
                                       "Player %d defends with %d terrain pieces", muster_bidding_get_pieces (bidding)),
                          muster_bidding_get_defender (bidding) + 1, muster_bidding_get_pieces (bidding));
  adw_action_row_set_subtitle (self->bidding_row, text);
  gtk_widget_set_visible (GTK_WIDGET (self->bidding_row), TRUE);
}

/**
 * muster_terrain_settings_show:
 * @terrain: (nullable): the setup shown
 *
 * The controls say what @terrain was rolled from, and its bidding; with
 * %NULL, no bidding is shown and the controls stay. Nothing here is a
 * change by the user: "changed" is not emitted.
 */
void
muster_terrain_settings_show (MusterTerrainSettings *self,
                              MusterTerrain         *terrain)
{
  const MusterTerrainParams *params;
  guint index;

  g_return_if_fail (MUSTER_IS_TERRAIN_SETTINGS (self));

  show_bidding (self, terrain);
  if (terrain == NULL || !g_ptr_array_find (self->systems, muster_terrain_get_system (terrain), &index))
    return;
  params = muster_terrain_get_params (terrain);
  self->updating = TRUE;
  if (adw_combo_row_get_selected (self->system_row) != index)
    adw_combo_row_set_selected (self->system_row, index);
  muster_terrain_settings_select_method (self, params->method);
  gtk_spin_button_set_value (self->width_spin, params->width);
  gtk_spin_button_set_value (self->depth_spin, params->depth);
  if (params->method == MUSTER_TERRAIN_QUARTERS)
    {
      gtk_spin_button_set_value (self->uw_spin, params->uw);
      adw_combo_row_set_selected (self->diagonal_row, params->diagonal ? 1 : 0);
    }
  else
    gtk_spin_button_set_value (self->pieces_spin, params->pieces);
  muster_terrain_settings_set_seed (self, params->seed);
  self->updating = FALSE;
}

/* ---- the drop-downs' lists ---- */

static void
update_check (GtkListItem *item,
              GParamSpec  *pspec,
              AdwComboRow *row)
{
  GtkWidget *box = gtk_list_item_get_child (item);

  if (box != NULL)
    gtk_widget_set_opacity (gtk_widget_get_last_child (box),
                            gtk_list_item_get_position (item) == adw_combo_row_get_selected (row) ? 1 : 0);
}

static void
setup_choice_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 AdwComboRow              *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = g_object_new (GTK_TYPE_IMAGE, "icon-name", "object-select-symbolic",
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (update_check), item, G_CONNECT_SWAPPED);
}

static void
bind_choice_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                AdwComboRow              *row)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), gtk_string_object_get_string (string));
  update_check (item, NULL, row);
}

/* The rows ellipsize long names: their lists show them whole, with a check
 * mark on the chosen one as AdwComboRow's own list has. */
void
muster_terrain_combo_row_set_factory (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice_cb), row);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice_cb), row);
  adw_combo_row_set_list_factory (row, factory);
}

/* GTK 4.8 leaves the + and − buttons of a spin button unnamed for
 * assistive technologies: name them after what they change. */
static void
label_spin_buttons (GtkSpinButton *spin,
                    const char    *what)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (spin)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *icon = GTK_IS_BUTTON (child) ? gtk_button_get_icon_name (GTK_BUTTON (child)) : NULL;
      g_autofree char *label = NULL;

      if (g_strcmp0 (icon, "value-increase-symbolic") == 0)
        /* Translators: the + button of a number field: "Increase Table Width" */
        label = g_strdup_printf (_("Increase %s"), what);
      else if (g_strcmp0 (icon, "value-decrease-symbolic") == 0)
        /* Translators: the − button of a number field: "Decrease Table Width" */
        label = g_strdup_printf (_("Decrease %s"), what);
      if (label != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
}

/* ---- the object ---- */

static void
muster_terrain_settings_dispose (GObject *object)
{
  MusterTerrainSettings *self = MUSTER_TERRAIN_SETTINGS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_TERRAIN_SETTINGS);
  muster_ui_remove_all (GTK_WIDGET (self));
  g_clear_pointer (&self->systems, g_ptr_array_unref);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (muster_terrain_settings_parent_class)->dispose (object);
}

static void
muster_terrain_settings_class_init (MusterTerrainSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_terrain_settings_dispose;

  /**
   * MusterTerrainSettings::changed:
   *
   * @what: the step, as "Undo …" names it: "Change the seed"
   *
   * The user chose another system or method, changed the table, the unit
   * width, the number of pieces or the diagonal, or edited the seed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-terrain-settings.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, system_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, method_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, method_info_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, method_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, width_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, depth_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, uw_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, pieces_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, width_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, depth_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, uw_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, pieces_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, width_unit);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, depth_unit);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, uw_unit);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, uw_sample);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, diagonal_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, seed_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, bidding_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, bidding_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, copy_seed_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, new_seed_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainSettings, roll_button);
  gtk_widget_class_bind_template_callback (widget_class, system_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, method_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, value_changed_cb);

  gtk_widget_class_set_css_name (widget_class, "terrainsettings");
}

static void
muster_terrain_settings_init (MusterTerrainSettings *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->uw_sample),
                         _("The game system gives this unit width as a sample: set the width of your own bases"));
  muster_ui_set_tooltip (GTK_WIDGET (self->copy_seed_button), _("Copy the Seed"));
  muster_ui_set_tooltip (GTK_WIDGET (self->new_seed_button), _("New Seed"));
  muster_ui_set_tooltip (GTK_WIDGET (self->roll_button), _("Roll the terrain from the seed (Ctrl+Enter)"));
  muster_ui_set_tooltip (GTK_WIDGET (self->bidding_button),
                         _("Bid for the terrain: who defends, and with how many pieces"));
  muster_terrain_combo_row_set_factory (self->system_row);
  /* the seed's Ctrl+Z is the page's: one undo for the whole page */
  gtk_editable_set_enable_undo (GTK_EDITABLE (self->seed_row), FALSE);
  label_spin_buttons (self->width_spin, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->width_row)));
  label_spin_buttons (self->depth_spin, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->depth_row)));
  label_spin_buttons (self->uw_spin, adw_action_row_get_subtitle (self->uw_row));
  label_spin_buttons (self->pieces_spin, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->pieces_row)));
}
