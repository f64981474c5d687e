/* muster-terrain-details.c: the selected piece. The piece list names every
 * roll of the setup; the rows below show what the dice gave the selected
 * one and where it stands now. Choosing a piece or an alternative is told
 * with "piece-chosen" and "option-chosen": the page makes the edit.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-map.h"
#include "muster-terrain-details.h"
#include "muster-ui-util.h"
#include "muster-terrain-settings.h"

struct _MusterTerrainDetails
{
  GtkWidget parent_instance;

  /* template children */
  AdwPreferencesGroup *piece_group;
  AdwComboRow *piece_row;
  AdwActionRow *variants_row;
  GtkLabel *variants_label;
  AdwActionRow *where_row;
  GtkLabel *where_label;
  AdwActionRow *roll_row;
  AdwComboRow *option_row;
  AdwActionRow *scatter_row;
  GtkLabel *scatter_label;
  AdwActionRow *position_row;
  GtkLabel *position_label;
  GtkLabel *piece_text;
  GtkLabel *piece_hint;

  MusterTerrain *terrain;
  int selected;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (MusterTerrainDetails, muster_terrain_details, GTK_TYPE_WIDGET)

enum {
  PIECE_CHOSEN,
  OPTION_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
piece_name (const MusterTerrainPiece *p)
{
  if (p->piece == NULL)
    /* Translators: a roll of the terrain table that gives no piece */
    return _("Nothing");
  return muster_text_get (&p->piece->name);
}

static void
fill_pieces (MusterTerrainDetails *self)
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

/* The piece's own rolls, without the "Piece 3: " the log puts first. */
static char *
piece_rolls (MusterTerrainDetails *self,
             guint                 index)
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
show_variants (MusterTerrainDetails     *self,
               const MusterTerrainPiece *p)
{
  g_autoptr(GString) text = g_string_new (NULL);
  /* a hill's four slopes by the side they face, as the sheet names them */
  gboolean sides = p->n_variants == 4 && p->piece != NULL && g_strcmp0 (p->piece->symbol, "hill") == 0;

  gtk_widget_set_visible (GTK_WIDGET (self->variants_row), p->n_variants > 0);
  if (p->n_variants == 0)
    return;
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

/* sector, or quarter and player */
static void
show_where (MusterTerrainDetails     *self,
            const MusterTerrainPiece *p)
{
  g_autofree char *where = NULL;

  if (p->sector > 0)
    {
      int rolled = muster_terrain_rolled_sector (self->terrain, self->selected);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->where_row), _("Sector"));
      if (rolled > 0 && rolled != p->sector)
        /* Translators: a piece moved by hand out of the sector its dice gave: "6, rolled in sector 2" */
        where = g_strdup_printf (_("%d, rolled in sector %d"), p->sector, rolled);
      else if (p->edge)
        where = g_strdup_printf (_("%d, touching a table edge"), p->sector);
      else
        where = g_strdup_printf ("%d", p->sector);
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->where_row), _("Quarter"));
      /* Translators: the quarter of a piece and who rolled it: "2, rolled by player 1" */
      where = g_strdup_printf (_("%d, rolled by player %d"), p->quarter, p->player + 1);
    }
  gtk_label_set_text (self->where_label, where);
  gtk_widget_set_visible (GTK_WIDGET (self->where_row), p->sector > 0 || p->quarter > 0);
}

/* the alternatives of the table's row */
static void
show_options (MusterTerrainDetails     *self,
              const MusterTerrainPiece *p)
{
  const MusterQuarterResult *r;
  g_autoptr(GtkStringList) options = NULL;

  if (p->quarter == 0 || p->n_options <= 1)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->option_row), FALSE);
      return;
    }
  r = muster_quarter_method_lookup (muster_system_get_quarter_method (muster_terrain_get_system (self->terrain)), p->table_roll);
  options = gtk_string_list_new (NULL);
  for (guint o = 0; r != NULL && o < r->options->len; o++)
    gtk_string_list_append (options, muster_text_get (&((const MusterPiece *) g_ptr_array_index (r->options, o))->name));
  self->updating = TRUE;
  adw_combo_row_set_model (self->option_row, G_LIST_MODEL (options));
  adw_combo_row_set_selected (self->option_row, p->option);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->option_row), r != NULL);
}

static void
show_scatter (MusterTerrainDetails     *self,
              const MusterTerrainPiece *p)
{
  g_autofree char *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->scatter_row), p->quarter > 0 && p->piece != NULL);
  if (p->quarter == 0 || p->piece == NULL)
    return;
  if (p->removed)
    text = g_strdup_printf (_("Removed: the distance die showed %d"), p->scatter_raw);
  else if (p->scatter_raw > 0)
    /* Translators: a scatter: "2 UW toward 254°"; 0° points away from player 1 */
    text = g_strdup_printf (_("%d UW toward %d°"), p->scatter_uw, p->scatter_angle);
  else
    text = g_strdup (_("Not scattered"));
  if (p->nudged)
    {
      /* Translators: under a scatter, for a piece no direction kept off the others */
      char *nudged = g_strdup_printf ("%s\n%s", text, _("then pushed clear of another piece"));

      g_free (text);
      text = nudged;
    }
  gtk_label_set_text (self->scatter_label, text);
}

/* where it stands */
static void
show_position (MusterTerrainDetails     *self,
               const MusterTerrainPiece *p)
{
  const char *unit = muster_print_unit_label (muster_terrain_get_unit (self->terrain));
  g_autofree char *x = format_number (p->x);
  g_autofree char *y = format_number (p->y);
  /* Translators: a piece's centre: "55.2, 24 cm" from the left edge and from player 1's edge */
  g_autofree char *position = g_strdup_printf (_("%s, %s %s"), x, y, unit);

  if (p->moved)
    {
      g_autofree char *moved = g_strdup_printf ("%s\n%s", position, _("placed by hand"));

      gtk_label_set_text (self->position_label, moved);
    }
  else
    gtk_label_set_text (self->position_label, position);
  gtk_widget_set_visible (GTK_WIDGET (self->position_row), p->piece != NULL);
}

static void
update (MusterTerrainDetails *self)
{
  int selected = self->terrain != NULL ? self->selected : -1;
  const MusterTerrainPiece *p;
  g_autofree char *rolls = NULL;

  self->updating = TRUE;
  adw_combo_row_set_selected (self->piece_row, selected >= 0 ? (guint) selected : GTK_INVALID_LIST_POSITION);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->piece_row), self->terrain != NULL &&
                          muster_terrain_get_n_pieces (self->terrain) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->piece_group), self->terrain != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->piece_hint), self->terrain != NULL && selected < 0);
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
  show_variants (self, p);
  show_where (self, p);
  rolls = piece_rolls (self, selected);
  adw_action_row_set_subtitle (self->roll_row, rolls);
  gtk_widget_set_visible (GTK_WIDGET (self->roll_row), *rolls != '\0');
  show_options (self, p);
  show_scatter (self, p);
  show_position (self, p);
  if (p->piece != NULL && muster_text_is_set (&p->piece->text))
    gtk_label_set_text (self->piece_text, muster_text_get (&p->piece->text));
  gtk_widget_set_visible (GTK_WIDGET (self->piece_text), p->piece != NULL && muster_text_is_set (&p->piece->text));
}

/**
 * muster_terrain_details_set_terrain:
 * @terrain: (nullable): the setup shown
 * @selected: its selected piece, or -1
 *
 * Shows @terrain; call it again after an edit that renames a piece.
 */
void
muster_terrain_details_set_terrain (MusterTerrainDetails *self,
                                    MusterTerrain        *terrain,
                                    int                   selected)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_DETAILS (self));
  g_return_if_fail (terrain == NULL || MUSTER_IS_TERRAIN (terrain));

  g_set_object (&self->terrain, terrain);
  fill_pieces (self);
  self->selected = selected;
  update (self);
}

/* The selected piece, or -1; also after an edit of the piece shown. */
void
muster_terrain_details_set_selected (MusterTerrainDetails *self,
                                     int                   selected)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_DETAILS (self));

  self->selected = selected;
  update (self);
}

static void
piece_chosen_cb (MusterTerrainDetails *self)
{
  guint index = adw_combo_row_get_selected (self->piece_row);

  if (self->updating)
    return;
  g_signal_emit (self, signals[PIECE_CHOSEN], 0, index == GTK_INVALID_LIST_POSITION ? -1 : (int) index);
}

static void
option_chosen_cb (MusterTerrainDetails *self)
{
  guint option = adw_combo_row_get_selected (self->option_row);

  if (self->updating || self->selected < 0 || option == GTK_INVALID_LIST_POSITION)
    return;
  g_signal_emit (self, signals[OPTION_CHOSEN], 0, (guint) self->selected, (int) option);
}

static void
muster_terrain_details_dispose (GObject *object)
{
  MusterTerrainDetails *self = MUSTER_TERRAIN_DETAILS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_TERRAIN_DETAILS);
  muster_ui_remove_all (GTK_WIDGET (self));
  g_clear_object (&self->terrain);
  G_OBJECT_CLASS (muster_terrain_details_parent_class)->dispose (object);
}

static void
muster_terrain_details_class_init (MusterTerrainDetailsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_terrain_details_dispose;

  /**
   * MusterTerrainDetails::piece-chosen:
   * @index: the piece chosen in the list, or -1
   */
  signals[PIECE_CHOSEN] = g_signal_new ("piece-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * MusterTerrainDetails::option-chosen:
   * @index: the piece
   * @option: the alternative of its table row the user chose
   */
  signals[OPTION_CHOSEN] = g_signal_new ("option-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-terrain-details.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, piece_group);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, piece_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, variants_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, variants_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, where_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, where_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, roll_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, option_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, scatter_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, scatter_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, position_row);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, position_label);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, piece_text);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainDetails, piece_hint);
  gtk_widget_class_bind_template_callback (widget_class, piece_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, option_chosen_cb);

  gtk_widget_class_set_css_name (widget_class, "terraindetails");
}

static void
muster_terrain_details_init (MusterTerrainDetails *self)
{
  self->selected = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->option_row),
                         _("The dice proposed one; the player who rolled chooses"));
  muster_terrain_combo_row_set_factory (self->piece_row);
  muster_terrain_combo_row_set_factory (self->option_row);
  update (self);
}
