/* muster-terrain-page.c: the Terrain page. The left column says how to
 * roll (a system with a sector or quarter method, the table, the unit
 * width, the number of pieces or the diagonal, the seed); Roll makes a
 * setup from it, the bidding makes one with the pieces it settled. The map
 * shows the setup; moves and chosen alternatives are edits, kept as XML
 * snapshots for undo and saved to the library a moment later, as the army
 * editor does. The right column shows the selected piece and every die.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "muster-application.h"
#include "muster-bidding-dialog.h"
#include "muster-map.h"
#include "muster-terrain-page-private.h"
#include "muster-print-operation.h"
#include "muster-ui-util.h"

G_DEFINE_FINAL_TYPE (MusterTerrainPage, muster_terrain_page, GTK_TYPE_WIDGET)

#define AUTOSAVE_DELAY_MS 1500

enum {
  PROP_0,
  PROP_TITLE,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_details (MusterTerrainPage *self);

/* ---- little helpers ---- */

static const char *
piece_name (const MusterTerrainPiece *p)
{
  if (p->piece == NULL)
    /* Translators: a roll of the terrain table that gives no piece */
    return _("Nothing");
  return muster_text_get (&p->piece->name);
}

static gboolean
parse_seed (const char *text,
            guint64    *seed)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));

  return *stripped != '\0' &&
         g_ascii_string_to_unsigned (stripped, 10, 0, G_MAXUINT64, seed, NULL);
}

void
_muster_terrain_page_toast (MusterTerrainPage *self,
                            const char        *text)
{
  muster_ui_toast (self->toast_overlay, text);
}

gboolean
_muster_terrain_page_get_seed (MusterTerrainPage *self,
                               guint64           *seed)
{
  return parse_seed (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), seed);
}

MusterSystem *
_muster_terrain_page_get_system (MusterTerrainPage *self)
{
  guint i = adw_combo_row_get_selected (self->system_row);

  if (self->systems == NULL || i >= self->systems->len)
    return NULL;
  return g_ptr_array_index (self->systems, i);
}

MusterTerrainMethod
_muster_terrain_page_get_method (MusterTerrainPage *self)
{
  guint i = adw_combo_row_get_selected (self->method_row);

  if (self->n_methods == 0)
    return MUSTER_TERRAIN_SECTORS;
  return self->methods[MIN (i, self->n_methods - 1)];
}

/* "terrain-clouds-of-smoke-seed-7.xml" */
char *
_muster_terrain_page_file_name (MusterTerrainPage *self,
                                const char        *extension)
{
  const MusterTerrainParams *params = muster_terrain_get_params (self->terrain);

  return g_strdup_printf ("terrain-%s-seed-%" G_GUINT64_FORMAT ".%s",
                          muster_system_get_id (muster_terrain_get_system (self->terrain)),
                          params->seed, extension);
}

/* A copy of the setup's bidding (the setup keeps its own). */
static MusterBidding *
copy_bidding (MusterTerrain *terrain)
{
  if (terrain == NULL || muster_terrain_get_bidding (terrain) == NULL)
    return NULL;
  return muster_bidding_copy (muster_terrain_get_bidding (terrain));
}

/* ---- the setup controls ---- */

static void
update_method_rows (MusterTerrainPage *self)
{
  MusterSystem *system = _muster_terrain_page_get_system (self);
  MusterTerrainMethod method = _muster_terrain_page_get_method (self);
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
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->method_row), subtitle);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->method_info_row), subtitle);
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
apply_defaults (MusterTerrainPage *self)
{
  MusterSystem *system = _muster_terrain_page_get_system (self);
  MusterTerrainMethod method = _muster_terrain_page_get_method (self);
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
method_changed_cb (MusterTerrainPage *self)
{
  if (self->updating)
    return;
  apply_defaults (self);
  _muster_terrain_page_actions_update (self);
}

static void
system_changed_cb (MusterTerrainPage *self)
{
  MusterSystem *system = _muster_terrain_page_get_system (self);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

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
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->method_row), self->n_methods > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->method_info_row), self->n_methods <= 1);
  apply_defaults (self);
  _muster_terrain_page_actions_update (self);
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

static void
fill_systems (MusterTerrainPage *self)
{
  GPtrArray *all = muster_catalog_get_systems (self->catalog);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

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
  adw_combo_row_set_model (self->system_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->system_row, 0);
  system_changed_cb (self);
}

static void
seed_changed_cb (MusterTerrainPage *self)
{
  guint64 seed;

  if (_muster_terrain_page_get_seed (self, &seed))
    gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->seed_row), "error");
  _muster_terrain_page_actions_update (self);
}

static void
seed_activated_cb (MusterTerrainPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "terrain.roll", NULL);
}

void
_muster_terrain_page_new_seed (MusterTerrainPage *self)
{
  muster_terrain_page_set_seed (self, (guint64) g_random_int_range (1, 1000000));
}

/* The controls say what @terrain was rolled from. */
static void
sync_controls (MusterTerrainPage *self,
               MusterTerrain     *terrain)
{
  const MusterTerrainParams *params = muster_terrain_get_params (terrain);
  MusterSystem *system = muster_terrain_get_system (terrain);
  guint index;

  if (!g_ptr_array_find (self->systems, system, &index))
    return;
  if (adw_combo_row_get_selected (self->system_row) != index)
    adw_combo_row_set_selected (self->system_row, index);
  for (guint i = 0; i < self->n_methods; i++)
    if (self->methods[i] == params->method && adw_combo_row_get_selected (self->method_row) != i)
      adw_combo_row_set_selected (self->method_row, i);
  gtk_spin_button_set_value (self->width_spin, params->width);
  gtk_spin_button_set_value (self->depth_spin, params->depth);
  if (params->method == MUSTER_TERRAIN_QUARTERS)
    {
      gtk_spin_button_set_value (self->uw_spin, params->uw);
      adw_combo_row_set_selected (self->diagonal_row, params->diagonal ? 1 : 0);
    }
  else
    gtk_spin_button_set_value (self->pieces_spin, params->pieces);
  muster_terrain_page_set_seed (self, params->seed);
}

static gboolean
read_params (MusterTerrainPage    *self,
             MusterSystem        **system,
             MusterTerrainParams  *params)
{
  guint64 seed;

  *system = _muster_terrain_page_get_system (self);
  if (*system == NULL || !_muster_terrain_page_get_seed (self, &seed))
    return FALSE;
  muster_terrain_params_init (params, *system, _muster_terrain_page_get_method (self));
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

/* ---- what the page shows of the setup ---- */

static void
set_save_state (MusterTerrainPage *self,
                const char        *state)
{
  if (g_strcmp0 (self->save_state, state) == 0)
    return;
  g_free (self->save_state);
  self->save_state = g_strdup (state);
  adw_window_title_set_subtitle (self->title_widget, state != NULL ? state : "");
}

static void
update_title (MusterTerrainPage *self)
{
  g_autofree char *title = NULL;

  if (self->terrain != NULL)
    {
      const MusterTerrainParams *params = muster_terrain_get_params (self->terrain);
      char seed[32];

      g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, params->seed);
      /* Translators: the name of a terrain setup: "Terrain — Clouds of Smoke — seed 7" */
      title = g_strdup_printf (_("Terrain — %s — seed %s"),
                               muster_text_get (muster_system_get_name (muster_terrain_get_system (self->terrain))),
                               seed);
    }
  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  adw_window_title_set_title (self->title_widget, self->title != NULL ? self->title : _("Terrain"));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
update_bidding_row (MusterTerrainPage *self)
{
  MusterBidding *bidding = self->terrain != NULL ? (MusterBidding *) muster_terrain_get_bidding (self->terrain) : NULL;
  g_autofree char *text = NULL;
  char seed[32];

  if (bidding == NULL || muster_bidding_get_state (bidding) != MUSTER_BIDDING_DONE)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->bidding_row), FALSE);
      return;
    }
  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, muster_bidding_get_seed (bidding));
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Player %d defends with %d terrain piece",
                                       "Player %d defends with %d terrain pieces", muster_bidding_get_pieces (bidding)),
                          muster_bidding_get_defender (bidding) + 1, muster_bidding_get_pieces (bidding));
  adw_action_row_set_subtitle (self->bidding_row, text);
  gtk_widget_set_visible (GTK_WIDGET (self->bidding_row), TRUE);
}

static void
fill_pieces (MusterTerrainPage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint n = self->terrain != NULL ? muster_terrain_get_n_pieces (self->terrain) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%u. %s", i + 1, piece_name (muster_terrain_get_piece (self->terrain, i)));

      gtk_string_list_append (names, name);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->piece_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->piece_row, GTK_INVALID_LIST_POSITION);
  self->updating = FALSE;
}

static void
add_log_row (MusterTerrainPage *self,
             const MusterRoll  *roll,
             gboolean           bidding)
{
  g_autofree char *text = muster_roll_describe (roll);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "dice-log-roll");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  if (roll->rerolled != MUSTER_REROLL_NONE)
    {
      gtk_widget_add_css_class (row, "rerolled");
      gtk_widget_add_css_class (label, "dim-label");
    }
  /* a roll of a piece selects it */
  g_object_set_data (G_OBJECT (row), "piece", GINT_TO_POINTER (bidding ? -1 : roll->piece));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !bidding && roll->piece >= 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_list_box_append (self->log_list, row);
}

static void
fill_log (MusterTerrainPage *self)
{
  MusterBidding *bidding;

  muster_ui_remove_all (GTK_WIDGET (self->log_list));
  if (self->terrain == NULL)
    return;
  bidding = (MusterBidding *) muster_terrain_get_bidding (self->terrain);
  if (bidding != NULL)
    {
      GArray *log = muster_bidding_get_log (bidding);

      for (guint i = 0; i < log->len; i++)
        add_log_row (self, &g_array_index (log, MusterRoll, i), TRUE);
    }
  {
    GArray *log = muster_terrain_get_log (self->terrain);

    for (guint i = 0; i < log->len; i++)
      add_log_row (self, &g_array_index (log, MusterRoll, i), FALSE);
  }
}

/* The rolls of the selected piece stand out in the log. */
static void
highlight_log (MusterTerrainPage *self)
{
  int selected = muster_terrain_map_get_selected (self->map);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->log_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      int piece = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "piece"));

      if (selected >= 0 && piece == selected)
        gtk_widget_add_css_class (row, "current-piece");
      else
        gtk_widget_remove_css_class (row, "current-piece");
    }
}

static void
log_row_activated_cb (MusterTerrainPage *self,
                      GtkListBoxRow     *row,
                      GtkListBox        *list)
{
  int piece = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "piece"));

  if (piece >= 0)
    muster_terrain_map_set_selected (self->map, piece);
}

/* The piece's own rolls, without the "Piece 3: " the log puts first. */
static char *
piece_rolls (MusterTerrainPage *self,
             guint              index)
{
  GArray *log = muster_terrain_get_log (self->terrain);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *who = g_strdup_printf (_("Piece %d"), (int) index + 1);
  g_autofree char *prefix = g_strconcat (who, ": ", NULL);

  for (guint i = 0; i < log->len; i++)
    {
      const MusterRoll *roll = &g_array_index (log, MusterRoll, i);
      g_autofree char *line = NULL;
      const char *shown;

      if (roll->piece != (int) index || roll->rerolled != MUSTER_REROLL_NONE)
        continue;
      line = muster_roll_describe (roll);
      shown = g_str_has_prefix (line, prefix) ? line + strlen (prefix) : line;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, shown);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
format_number (double value)
{
  if (fabs (value - round (value)) < 0.05)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.1f", value);
}

static void
update_details (MusterTerrainPage *self)
{
  int selected = self->terrain != NULL ? muster_terrain_map_get_selected (self->map) : -1;
  const MusterTerrainPiece *p;
  const char *unit;
  g_autofree char *rolls = NULL;
  g_autofree char *where = NULL;
  g_autofree char *x = NULL;
  g_autofree char *y = NULL;
  g_autofree char *position = NULL;

  self->updating = TRUE;
  adw_combo_row_set_selected (self->piece_row, selected >= 0 ? (guint) selected : GTK_INVALID_LIST_POSITION);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->piece_row), self->terrain != NULL &&
                          muster_terrain_get_n_pieces (self->terrain) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->log_group), self->terrain != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->piece_group), self->terrain != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->piece_hint), self->terrain != NULL && selected < 0);
  highlight_log (self);
  if (selected < 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->variants_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->where_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->roll_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->option_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->scatter_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->position_row), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->piece_text), FALSE);
      return;
    }

  p = muster_terrain_get_piece (self->terrain, selected);
  unit = muster_print_unit_label (muster_terrain_get_unit (self->terrain));

  /* kind, or the slopes of a hill */
  if (p->n_variants > 0)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      /* a hill's four slopes by the side they face, as the sheet names them */
      gboolean sides = p->n_variants == 4 && p->piece != NULL && g_strcmp0 (p->piece->symbol, "hill") == 0;

      for (int v = 0; v < p->n_variants; v++)
        {
          const char *name = muster_text_get (&p->variants[v]->name);

          if (v > 0)
            g_string_append_c (text, '\n');
          if (sides)
            g_string_append_printf (text, _("%s: %s"), muster_map_side_name (v), name);
          else
            g_string_append (text, name);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->variants_row),
                                     p->n_variants > 1 ? _("Slopes") : _("Kind"));
      gtk_label_set_text (self->variants_label, text->str);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->variants_row), p->n_variants > 0);

  /* sector, or quarter and player */
  if (p->sector > 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->where_row), _("Sector"));
      where = p->edge ? g_strdup_printf (_("%d, touching a table edge"), p->sector) : g_strdup_printf ("%d", p->sector);
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->where_row), _("Quarter"));
      /* Translators: the quarter of a piece and who rolled it: "2, rolled by player 1" */
      where = g_strdup_printf (_("%d, rolled by player %d"), p->quarter, p->player + 1);
    }
  gtk_label_set_text (self->where_label, where);
  gtk_widget_set_visible (GTK_WIDGET (self->where_row), p->sector > 0 || p->quarter > 0);

  rolls = piece_rolls (self, selected);
  adw_action_row_set_subtitle (self->roll_row, rolls);
  gtk_widget_set_visible (GTK_WIDGET (self->roll_row), *rolls != '\0');

  /* the alternatives of the table's row */
  if (p->quarter > 0 && p->n_options > 1)
    {
      const MusterQuarterResult *r = muster_quarter_method_lookup (muster_system_get_quarter_method (muster_terrain_get_system (self->terrain)), p->table_roll);
      g_autoptr(GtkStringList) options = gtk_string_list_new (NULL);

      for (guint o = 0; r != NULL && o < r->options->len; o++)
        gtk_string_list_append (options, muster_text_get (&((const MusterPiece *) g_ptr_array_index (r->options, o))->name));
      self->updating = TRUE;
      adw_combo_row_set_model (self->option_row, G_LIST_MODEL (options));
      adw_combo_row_set_selected (self->option_row, p->option);
      self->updating = FALSE;
      gtk_widget_set_visible (GTK_WIDGET (self->option_row), r != NULL);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->option_row), FALSE);

  /* the scatter */
  if (p->quarter > 0 && p->piece != NULL)
    {
      g_autofree char *text = NULL;

      if (p->removed)
        text = g_strdup_printf (_("Removed: the distance die showed %d"), p->scatter_raw);
      else if (p->scatter_raw > 0)
        /* Translators: a scatter: "2 UW toward 254°"; 0° points away from player 1 */
        text = g_strdup_printf (_("%d UW toward %d°"), p->scatter_uw, p->scatter_angle);
      else
        text = g_strdup (_("Not scattered"));
      gtk_label_set_text (self->scatter_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->scatter_row), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->scatter_row), FALSE);

  /* where it stands */
  x = format_number (p->x);
  y = format_number (p->y);
  /* Translators: a piece's centre: "55.2, 24 cm" from the left edge and from player 1's edge */
  position = g_strdup_printf (_("%s, %s %s"), x, y, unit);
  if (p->moved)
    {
      g_autofree char *moved = g_strdup_printf ("%s\n%s", position, _("placed by hand"));

      gtk_label_set_text (self->position_label, moved);
    }
  else
    gtk_label_set_text (self->position_label, position);
  gtk_widget_set_visible (GTK_WIDGET (self->position_row), p->piece != NULL);

  if (p->piece != NULL && muster_text_is_set (&p->piece->text))
    gtk_label_set_text (self->piece_text, muster_text_get (&p->piece->text));
  gtk_widget_set_visible (GTK_WIDGET (self->piece_text), p->piece != NULL && muster_text_is_set (&p->piece->text));
}

/* Shows @terrain (owned by the caller) in place of the one shown. */
static void
show_terrain (MusterTerrainPage *self,
              MusterTerrain     *terrain,
              int                selected)
{
  g_set_object (&self->terrain, terrain);
  muster_terrain_map_set_terrain (self->map, terrain);
  fill_pieces (self);
  fill_log (self);
  muster_terrain_map_set_selected (self->map, selected);
  update_details (self);
  update_title (self);
  update_bidding_row (self);
  gtk_stack_set_visible_child_name (self->map_stack, terrain != NULL ? "map" : "empty");
  _muster_terrain_page_actions_update (self);
}

/* ---- saving ---- */

static char *
search_text (MusterTerrain *terrain)
{
  static const char * const langs[] = { "en", "ru" };
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  MusterSystem *system = muster_terrain_get_system (terrain);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    g_ptr_array_add (words, (gpointer) muster_text_get_lang (muster_system_get_name (system), langs[l]));
  for (guint i = 0; i < muster_terrain_get_n_pieces (terrain); i++)
    {
      const MusterTerrainPiece *p = muster_terrain_get_piece (terrain, i);

      if (p->piece == NULL)
        continue;
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        {
          g_ptr_array_add (words, (gpointer) muster_text_get_lang (&p->piece->name, langs[l]));
          for (int v = 0; v < p->n_variants; v++)
            g_ptr_array_add (words, (gpointer) muster_text_get_lang (&p->variants[v]->name, langs[l]));
        }
    }
  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      gboolean seen = FALSE;

      if (word == NULL || *word == '\0')
        continue;
      for (guint j = 0; j < i && !seen; j++)
        seen = g_strcmp0 (g_ptr_array_index (words, j), word) == 0;
      if (seen)
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, word);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
save_to_library (MusterTerrainPage *self,
                 GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *search = NULL;
  const char *system_id;
  gint64 id;

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->library == NULL || self->terrain == NULL)
    return TRUE;

  xml = muster_terrain_to_xml (self->terrain);
  search = search_text (self->terrain);
  system_id = muster_system_get_id (muster_terrain_get_system (self->terrain));
  id = muster_library_save (self->library, self->document, MUSTER_DOC_TERRAIN, self->title, system_id, NULL,
                            xml, search, 0, 0, &local_error);
  if (id == 0 && self->document != 0 && g_error_matches (local_error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE))
    {
      /* deleted from the library while shown here: keep it as a new one */
      g_clear_error (&local_error);
      id = muster_library_save (self->library, 0, MUSTER_DOC_TERRAIN, self->title, system_id, NULL,
                                xml, search, 0, 0, &local_error);
    }
  if (id == 0)
    {
      self->save_failed = TRUE;
      /* Translators: the save state of a terrain setup when saving failed */
      set_save_state (self, _("Not saved"));
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (id != self->document)
    {
      self->document = id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
  self->modified = FALSE;
  self->save_failed = FALSE;
  /* Translators: the save state of a terrain setup kept in the library */
  set_save_state (self, _("Saved"));
  return TRUE;
}

static gboolean
autosave_cb (gpointer user_data)
{
  MusterTerrainPage *self = user_data;
  g_autoptr(GError) error = NULL;

  self->autosave_id = 0;
  if (!save_to_library (self, &error))
    {
      /* Translators: %s says why the library could not keep the terrain */
      g_autofree char *text = g_strdup_printf (_("The terrain could not be saved: %s"), error->message);

      _muster_terrain_page_toast (self, text);
    }
  return G_SOURCE_REMOVE;
}

/* An edit: the map, the details and the log follow; the library soon. */
static void
edited (MusterTerrainPage *self)
{
  self->modified = TRUE;
  muster_terrain_map_update (self->map);
  update_details (self);
  _muster_terrain_page_actions_update (self);
  if (self->library == NULL)
    {
      set_save_state (self, _("Not saved"));
      return;
    }
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->autosave_id = g_timeout_add (AUTOSAVE_DELAY_MS, autosave_cb, self);
  /* Translators: the save state of a terrain setup changed a moment ago */
  set_save_state (self, _("Edited"));
}

static void
push_undo (MusterTerrainPage *self)
{
  g_ptr_array_add (self->undo, muster_terrain_to_xml (self->terrain));
  if (self->undo->len > MUSTER_TERRAIN_UNDO_DEPTH)
    g_ptr_array_remove_index (self->undo, 0);
}

/**
 * muster_terrain_page_flush:
 *
 * Saves an edit that waits for the autosave now.
 *
 * Returns: %TRUE when nothing edited would be lost if the page closed now
 */
gboolean
muster_terrain_page_flush (MusterTerrainPage *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->autosave_id != 0 && !save_to_library (self, &error))
    g_warning ("The terrain could not be saved to the library: %s", error->message);
  return !self->modified || self->library == NULL;
}

/* Drops an edit that waits for the autosave (a newer copy is coming). */
void
muster_terrain_page_forget_changes (MusterTerrainPage *self)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->modified = FALSE;
}

/**
 * muster_terrain_page_save:
 *
 * Keeps the setup in the library now, as a new document or a new revision
 * of the one it came from.
 */
gboolean
muster_terrain_page_save (MusterTerrainPage  *self,
                          GError            **error)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  if (self->library == NULL)
    {
      g_set_error_literal (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                           _("The library is not available: export the terrain to a file to keep it."));
      return FALSE;
    }
  return save_to_library (self, error);
}

/* The library lost @document: the next save makes a new one. */
void
muster_terrain_page_document_deleted (MusterTerrainPage *self,
                                      gint64             document)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));

  if (document == 0 || document != self->document)
    return;
  self->document = 0;
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  set_save_state (self, _("Not saved yet"));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/* ---- edits ---- */

static void
selected_cb (MusterTerrainPage *self)
{
  update_details (self);
}

static void
piece_chosen_cb (MusterTerrainPage *self)
{
  guint index = adw_combo_row_get_selected (self->piece_row);

  if (self->updating)
    return;
  muster_terrain_map_set_selected (self->map, index == GTK_INVALID_LIST_POSITION ? -1 : (int) index);
}

static void
move_begin_cb (MusterTerrainPage *self,
               guint              index,
               MusterTerrainMap  *map)
{
  push_undo (self);
}

static void
piece_moved_cb (MusterTerrainPage *self,
                guint              index,
                MusterTerrainMap  *map)
{
  edited (self);
}

/**
 * muster_terrain_page_set_option:
 *
 * Chooses another alternative of a quarter piece's table row, as its
 * drop-down does: an edit that can be undone.
 */
gboolean
muster_terrain_page_set_option (MusterTerrainPage *self,
                                guint              index,
                                int                option)
{
  int selected;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->terrain == NULL || index >= muster_terrain_get_n_pieces (self->terrain) ||
      muster_terrain_get_piece (self->terrain, index)->option == option)
    return FALSE;
  push_undo (self);
  if (!muster_terrain_set_option (self->terrain, index, option))
    {
      g_free (g_ptr_array_steal_index (self->undo, self->undo->len - 1));
      return FALSE;
    }
  selected = muster_terrain_map_get_selected (self->map);
  /* the name in the piece list changed */
  fill_pieces (self);
  muster_terrain_map_set_selected (self->map, selected);
  edited (self);
  return TRUE;
}

static void
option_chosen_cb (MusterTerrainPage *self)
{
  int selected = muster_terrain_map_get_selected (self->map);
  guint option = adw_combo_row_get_selected (self->option_row);

  if (self->updating || selected < 0 || option == GTK_INVALID_LIST_POSITION)
    return;
  muster_terrain_page_set_option (self, selected, option);
}

/* Undoes the last move or choice of alternative. */
gboolean
_muster_terrain_page_undo (MusterTerrainPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) before = NULL;
  g_autofree char *xml = NULL;

  if (self->terrain == NULL || self->undo->len == 0)
    return FALSE;
  xml = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  before = muster_terrain_load_memory (self->catalog, xml, strlen (xml), self->title, &error);
  if (before == NULL)
    {
      g_warning ("The terrain could not be restored: %s", error->message);
      return FALSE;
    }
  show_terrain (self, before, muster_terrain_map_get_selected (self->map));
  edited (self);
  return TRUE;
}

/* Rolls the setup again from its own seed: every piece where the dice put
 * it, every alternative as proposed; the bidding stays. */
gboolean
_muster_terrain_page_reset (MusterTerrainPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) fresh = NULL;
  MusterTerrainParams params;
  MusterBidding *bidding;
  g_autofree char *now = NULL;
  g_autofree char *then = NULL;

  if (self->terrain == NULL)
    return FALSE;
  params = *muster_terrain_get_params (self->terrain);
  fresh = muster_terrain_generate (muster_terrain_get_system (self->terrain), &params, &error);
  if (fresh == NULL)
    {
      _muster_terrain_page_toast (self, error->message);
      return FALSE;
    }
  bidding = copy_bidding (self->terrain);
  if (bidding != NULL)
    muster_terrain_set_bidding (fresh, bidding);
  now = muster_terrain_to_xml (self->terrain);
  then = muster_terrain_to_xml (fresh);
  if (g_str_equal (now, then))
    return FALSE;
  push_undo (self);
  show_terrain (self, fresh, muster_terrain_map_get_selected (self->map));
  edited (self);
  return TRUE;
}

/* ---- new setups ---- */

/**
 * muster_terrain_page_set_terrain:
 * @terrain: (nullable): a setup
 * @document: its library document, or 0
 *
 * Shows another setup; an edit of the one shown that waits for the
 * autosave is saved first.
 */
void
muster_terrain_page_set_terrain (MusterTerrainPage *self,
                                 MusterTerrain     *terrain,
                                 gint64             document)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));
  g_return_if_fail (terrain == NULL || MUSTER_IS_TERRAIN (terrain));

  muster_terrain_page_flush (self);
  g_ptr_array_set_size (self->undo, 0);
  self->modified = FALSE;
  self->save_failed = FALSE;
  if (self->document != document)
    {
      self->document = document;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
  if (terrain != NULL)
    sync_controls (self, terrain);
  show_terrain (self, terrain, -1);
  if (terrain == NULL)
    set_save_state (self, NULL);
  else if (self->library == NULL)
    /* Translators: the save state of a terrain setup when there is no library */
    set_save_state (self, _("Autosave off"));
  else
    /* Translators: the save state of a terrain setup just rolled */
    set_save_state (self, document != 0 ? _("Saved") : _("Not saved yet"));
}

/**
 * muster_terrain_page_roll:
 *
 * Rolls a setup from the controls and the seed (Roll, Ctrl+Enter). A
 * bidding of the setup shown stays when it settled the number of pieces
 * rolled.
 */
gboolean
muster_terrain_page_roll (MusterTerrainPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) terrain = NULL;
  MusterTerrainParams params;
  MusterSystem *system;
  MusterBidding *bidding;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (!read_params (self, &system, &params))
    {
      _muster_terrain_page_toast (self, _("The seed must be a whole number, such as 7 or 240517."));
      return FALSE;
    }
  terrain = muster_terrain_generate (system, &params, &error);
  if (terrain == NULL)
    {
      _muster_terrain_page_toast (self, error->message);
      return FALSE;
    }
  bidding = self->terrain != NULL ? (MusterBidding *) muster_terrain_get_bidding (self->terrain) : NULL;
  if (bidding != NULL && params.method == MUSTER_TERRAIN_SECTORS &&
      muster_terrain_get_system (self->terrain) == system &&
      muster_bidding_get_state (bidding) == MUSTER_BIDDING_DONE &&
      muster_bidding_get_pieces (bidding) == params.pieces)
    muster_terrain_set_bidding (terrain, copy_bidding (self->terrain));
  muster_terrain_page_set_terrain (self, terrain, 0);
  return TRUE;
}

/**
 * muster_terrain_page_roll_with_bidding:
 * @bidding: (transfer full): a finished bidding
 *
 * Rolls the sector method with the pieces the bidding settled and keeps
 * the bidding with the setup.
 */
void
muster_terrain_page_roll_with_bidding (MusterTerrainPage *self,
                                       MusterBidding     *bidding)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) terrain = NULL;
  MusterTerrainParams params;
  MusterSystem *system;

  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));
  g_return_if_fail (bidding != NULL);

  for (guint i = 0; i < self->n_methods; i++)
    if (self->methods[i] == MUSTER_TERRAIN_SECTORS)
      adw_combo_row_set_selected (self->method_row, i);
  gtk_spin_button_set_value (self->pieces_spin, muster_bidding_get_pieces (bidding));
  if (!read_params (self, &system, &params) || params.method != MUSTER_TERRAIN_SECTORS)
    {
      muster_bidding_free (bidding);
      return;
    }
  params.pieces = muster_bidding_get_pieces (bidding);
  terrain = muster_terrain_generate (system, &params, &error);
  if (terrain == NULL)
    {
      muster_bidding_free (bidding);
      _muster_terrain_page_toast (self, error->message);
      return;
    }
  muster_terrain_set_bidding (terrain, bidding);
  muster_terrain_page_set_terrain (self, terrain, 0);
}

static void
bidding_roll_cb (MusterTerrainPage   *self,
                 MusterBiddingDialog *dialog)
{
  MusterBidding *bidding = muster_bidding_dialog_steal_bidding (dialog);

  gtk_window_destroy (GTK_WINDOW (dialog));
  if (bidding != NULL)
    muster_terrain_page_roll_with_bidding (self, bidding);
}

void
_muster_terrain_page_show_bidding (MusterTerrainPage *self)
{
  MusterSystem *system = _muster_terrain_page_get_system (self);
  const MusterSectorMethod *sm = system != NULL ? muster_system_get_sector_method (system) : NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  guint64 seed;

  if (sm == NULL || !_muster_terrain_page_get_seed (self, &seed))
    return;
  if (self->bidding_dialog != NULL)
    {
      GtkWidget *old = g_steal_pointer (&self->bidding_dialog);

      g_object_remove_weak_pointer (G_OBJECT (old), (gpointer *) &self->bidding_dialog);
      gtk_window_destroy (GTK_WINDOW (old));
    }
  self->bidding_dialog = muster_bidding_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                    seed, sm->max_pieces);
  g_object_add_weak_pointer (G_OBJECT (self->bidding_dialog), (gpointer *) &self->bidding_dialog);
  g_signal_connect_object (self->bidding_dialog, "roll-requested", G_CALLBACK (bidding_roll_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->bidding_dialog));
}

/* ---- documents and files ---- */

/* Opens the setup kept as @document in the library. */
gboolean
muster_terrain_page_open_document (MusterTerrainPage *self,
                                   gint64             document)
{
  g_autoptr(MusterLibraryEntry) entry = NULL;
  g_autoptr(MusterTerrain) terrain = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *content = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->library == NULL)
    return FALSE;
  entry = muster_library_get (self->library, document, &error);
  if (entry != NULL)
    content = muster_library_get_content (self->library, document, 0, &error);
  if (content != NULL)
    terrain = muster_terrain_load_memory (self->catalog, content, strlen (content), entry->name, &error);
  if (terrain == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Terrain Setup Cannot Be Opened"), error->message);
      return FALSE;
    }
  muster_terrain_page_set_terrain (self, terrain, document);
  return TRUE;
}

/* Shows a setup read from a file, keeps it in the library as opened army
 * files are, and says so. */
void
muster_terrain_page_show_opened (MusterTerrainPage *self,
                                 MusterTerrain     *terrain,
                                 GFile             *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));
  g_return_if_fail (MUSTER_IS_TERRAIN (terrain));

  muster_terrain_page_set_terrain (self, terrain, 0);
  if (self->library != NULL && !save_to_library (self, &error))
    g_message ("The terrain could not be saved to the library: %s", error->message);
  name = g_file_get_basename (file);
  /* Translators: a toast; %s is a file name */
  text = g_strdup_printf (_("Opened %s"), name);
  _muster_terrain_page_toast (self, text);
}

/* Opens a terrain file; a file that is not a valid setup is refused whole,
 * with the reason, and the page stays as it was. */
gboolean
muster_terrain_page_import_file (MusterTerrainPage *self,
                                 GFile             *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) terrain = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  terrain = muster_ui_load_document_file (self->catalog, file, MUSTER_SCHEMA_TERRAIN, NULL, &error);
  if (terrain == NULL)
    {
      muster_ui_show_error (GTK_WIDGET (self), _("The Terrain File Cannot Be Opened"), error->message);
      return FALSE;
    }
  muster_terrain_page_show_opened (self, MUSTER_TERRAIN (terrain), file);
  return TRUE;
}

/* The setup as a scenario file, for the scenario editor. */
gboolean
muster_terrain_page_export_scenario (MusterTerrainPage  *self,
                                     GFile              *file,
                                     GError            **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  if (g_file_peek_path (file) != NULL)
    return muster_terrain_save_scenario (self->terrain, g_file_peek_path (file), error);
  xml = muster_terrain_to_scenario_xml (self->terrain);
  return g_file_replace_contents (file, xml, strlen (xml), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

gboolean
muster_terrain_page_export_file (MusterTerrainPage  *self,
                                 GFile              *file,
                                 GError            **error)
{
  g_autofree char *xml = NULL;
  const char *path;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  path = g_file_peek_path (file);
  if (path != NULL)
    return muster_terrain_save_file (self->terrain, path, error);
  xml = muster_terrain_to_xml (self->terrain);
  return g_file_replace_contents (file, xml, strlen (xml), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

/* The page of the last print, or the locale's paper. */
static void
get_page (MusterTerrainPage *self,
          MusterPage        *page)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
  GtkPageSetup *setup = NULL;

  if (MUSTER_IS_APPLICATION (app))
    setup = muster_application_get_page_setup (MUSTER_APPLICATION (app));
  muster_print_page_for_setup (setup, page);
}

/* The terrain sheet as a PDF, through the same job as the print. It is a
 * page or two, written here rather than on a thread. */
gboolean
muster_terrain_page_export_pdf (MusterTerrainPage  *self,
                                GFile              *file,
                                GError            **error)
{
  static const char * const ids[] = { "terrain", NULL };
  g_autoptr(MusterPrintJob) job = NULL;
  g_autofree char *tmp = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GFile) source = NULL;
  MusterPage page;
  const char *path;
  gboolean ok;
  int fd;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->terrain == NULL)
    return FALSE;
  get_page (self, &page);
  job = muster_print_job_new (G_OBJECT (self->terrain), ids, NULL, &page, error);
  if (job == NULL)
    return FALSE;
  title = muster_print_document_title (G_OBJECT (self->terrain));
  path = g_file_peek_path (file);
  if (path != NULL)
    return muster_print_job_to_pdf (job, path, title, NULL, NULL, NULL, error);

  /* a file elsewhere: written here first, then copied */
  fd = g_file_open_tmp ("muster-terrain-XXXXXX.pdf", &tmp, error);
  if (fd < 0)
    return FALSE;
  close (fd);
  source = g_file_new_for_path (tmp);
  ok = muster_print_job_to_pdf (job, tmp, title, NULL, NULL, NULL, error) &&
       g_file_copy (source, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error);
  g_unlink (tmp);
  return ok;
}

/* The lists of the drop-downs: whole names (the rows ellipsize them) and a
 * check mark on the chosen one, as AdwComboRow's own list has. */
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

static void
set_choice_factory (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

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

/* ---- flaps ---- */

static gboolean
sync_toggles_cb (gpointer user_data)
{
  MusterTerrainPage *self = user_data;

  self->toggles_idle = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->setup_toggle), adw_flap_get_folded (self->setup_flap));
  gtk_widget_set_visible (GTK_WIDGET (self->details_toggle), adw_flap_get_folded (self->details_flap));
  return G_SOURCE_REMOVE;
}

/* A flap folds while it is allocated; the toolbar follows a frame later. */
static void
folded_cb (MusterTerrainPage *self)
{
  if (self->toggles_idle == 0)
    self->toggles_idle = g_idle_add (sync_toggles_cb, self);
}

/* ---- the object ---- */

static void
muster_terrain_page_dispose (GObject *object)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (object);
  GtkWidget *child;

  if (self->terrain != NULL)
    muster_terrain_page_flush (self);
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  g_clear_handle_id (&self->toggles_idle, g_source_remove);
  if (self->bidding_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->bidding_dialog), (gpointer *) &self->bidding_dialog);
      gtk_window_destroy (GTK_WINDOW (self->bidding_dialog));
      self->bidding_dialog = NULL;
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_TERRAIN_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->terrain);
  g_clear_object (&self->library);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->systems, g_ptr_array_unref);
  G_OBJECT_CLASS (muster_terrain_page_parent_class)->dispose (object);
}

static void
muster_terrain_page_finalize (GObject *object)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (object);

  g_ptr_array_unref (self->undo);
  g_free (self->title);
  g_free (self->save_state);
  G_OBJECT_CLASS (muster_terrain_page_parent_class)->finalize (object);
}

static void
muster_terrain_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_DOCUMENT:
      g_value_set_int64 (value, self->document);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_terrain_page_class_init (MusterTerrainPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_terrain_page_dispose;
  object_class->finalize = muster_terrain_page_finalize;
  object_class->get_property = muster_terrain_page_get_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DOCUMENT] =
    g_param_spec_int64 ("document", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MUSTER_TYPE_TERRAIN_MAP);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-terrain-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, toolbar);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, setup_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, title_widget);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, save_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, print_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, details_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, setup_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, details_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, system_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, method_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, method_info_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, method_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, width_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, depth_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, uw_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, pieces_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, width_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, depth_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, uw_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, pieces_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, width_unit);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, depth_unit);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, uw_unit);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, uw_sample);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, diagonal_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, seed_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, copy_seed_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, new_seed_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, bidding_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, bidding_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, piece_group);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, piece_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, variants_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, variants_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, where_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, where_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, roll_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, option_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, scatter_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, scatter_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, position_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, position_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, piece_text);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, piece_hint);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, log_list);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, log_group);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, map_stack);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, map);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, empty_page);
  gtk_widget_class_bind_template_callback (widget_class, system_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, method_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, piece_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, option_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, piece_moved_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);

  gtk_widget_class_set_css_name (widget_class, "terrainpage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  _muster_terrain_page_class_actions_init (klass);
}

static void
muster_terrain_page_init (MusterTerrainPage *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  _muster_terrain_page_add_shortcuts (self);
  g_signal_connect_object (self->log_list, "row-activated", G_CALLBACK (log_row_activated_cb), self,
                           G_CONNECT_SWAPPED);
  set_choice_factory (self->system_row);
  set_choice_factory (self->piece_row);
  set_choice_factory (self->option_row);
  /* the seed's Ctrl+Z is the page's: one undo for the whole page */
  gtk_editable_set_enable_undo (GTK_EDITABLE (self->seed_row), FALSE);
  adw_window_title_set_title (self->title_widget, _("Terrain"));

  label_spin_buttons (self->width_spin, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->width_row)));
  label_spin_buttons (self->depth_spin, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->depth_row)));
  label_spin_buttons (self->uw_spin, adw_action_row_get_subtitle (self->uw_row));
  label_spin_buttons (self->pieces_spin, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->pieces_row)));
}

/**
 * muster_terrain_page_new:
 * @library: (nullable): where setups are kept; %NULL: no library
 *
 * Returns: (transfer floating): the page, with a random seed
 */
GtkWidget *
muster_terrain_page_new (MusterCatalog *catalog,
                         MusterLibrary *library)
{
  MusterTerrainPage *self;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (library == NULL || MUSTER_IS_LIBRARY (library), NULL);

  self = g_object_new (MUSTER_TYPE_TERRAIN_PAGE, NULL);
  self->catalog = g_object_ref (catalog);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  fill_systems (self);
  _muster_terrain_page_new_seed (self);
  show_terrain (self, NULL, -1);
  return GTK_WIDGET (self);
}

/* ---- accessors ---- */

MusterTerrain *
muster_terrain_page_get_terrain (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->terrain;
}

MusterTerrainMap *
muster_terrain_page_get_map (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->map;
}

/* The dice log: a row for every roll, the bidding's first. */
GtkListBox *
muster_terrain_page_get_log_list (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->log_list;
}

gint64
muster_terrain_page_get_document (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), 0);

  return self->document;
}

/* "Terrain — Clouds of Smoke — seed 7", or NULL before the first roll */
const char *
muster_terrain_page_get_title (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->title;
}

const char *
muster_terrain_page_get_save_state (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->save_state;
}

/* The bidding dialog while it is open, or NULL. */
GtkWidget *
muster_terrain_page_get_bidding_dialog (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->bidding_dialog;
}

gboolean
muster_terrain_page_select_system (MusterTerrainPage *self,
                                   const char        *system_id)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  for (guint i = 0; i < self->systems->len; i++)
    if (g_strcmp0 (muster_system_get_id (g_ptr_array_index (self->systems, i)), system_id) == 0)
      {
        adw_combo_row_set_selected (self->system_row, i);
        return TRUE;
      }
  return FALSE;
}

void
muster_terrain_page_set_seed (MusterTerrainPage *self,
                              guint64            seed)
{
  char text[32];

  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));

  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, seed);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}
