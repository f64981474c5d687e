/* muster-terrain-page.c: the Terrain page. The settings on the left say
 * how to roll; Roll makes a setup from them, the bidding makes one with the
 * pieces it settled. The map shows the setup; moves and chosen alternatives
 * are edits, saved to the library a moment later, as the army editor does.
 * Every step, a roll or a setting too, can be undone and redone
 * (muster-terrain-page-history.c). The right column shows the selected
 * piece and every die. Rolls and the bidding are in
 * muster-terrain-page-roll.c, files, the library and PDF in
 * muster-terrain-page-files.c, the actions in muster-terrain-page-actions.c.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-terrain-page-private.h"
#include "muster-ui-util.h"

G_DEFINE_FINAL_TYPE (MusterTerrainPage, muster_terrain_page, MUSTER_TYPE_DOCUMENT_PAGE)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];


char *
_muster_terrain_page_file_name (MusterTerrainPage *self,
                                const char        *extension)
{
  const MusterTerrainParams *params = muster_terrain_get_params (self->terrain);

  return g_strdup_printf ("terrain-%s-seed-%" G_GUINT64_FORMAT ".%s",
                          muster_system_get_id (muster_terrain_get_system (self->terrain)),
                          params->seed, extension);
}

/* ---- what the page shows of the setup ---- */

void
_muster_terrain_page_set_save_state (MusterTerrainPage *self,
                const char        *state)
{
  if (g_strcmp0 (self->save_state, state) == 0)
    return;
  g_free (self->save_state);
  self->save_state = g_strdup (state);
  adw_window_title_set_subtitle (self->title_widget, state != NULL ? state : "");
}

/* The name of the setup shown: the library's and the toolbar's, which
 * leaves out the "Terrain" the window's switcher already says. */
static void
update_title (MusterTerrainPage *self)
{
  g_autofree char *title = NULL;
  g_autofree char *shown = NULL;

  if (self->terrain != NULL)
    {
      const MusterTerrainParams *params = muster_terrain_get_params (self->terrain);
      const char *system = muster_text_get (muster_system_get_name (muster_terrain_get_system (self->terrain)));
      char seed[32];

      g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, params->seed);
      /* Translators: the name of a terrain setup: "Terrain — Clouds of Smoke — seed 7" */
      title = g_strdup_printf (_("Terrain — %s — seed %s"), system, seed);
      /* Translators: a terrain setup above its map: "Clouds of Smoke — seed 7" */
      shown = g_strdup_printf (_("%s — seed %s"), system, seed);
    }
  adw_window_title_set_title (self->title_widget, shown != NULL ? shown : "");
  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* ---- flaps ---- */

/* The buttons that show a folded flap appear once it folds. */
static void
sync_toggles (GtkWidget *widget)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (widget);

  gtk_widget_set_visible (GTK_WIDGET (self->setup_toggle), adw_flap_get_folded (self->setup_flap));
  /* one Roll on the screen: the settings' own, or this one while they are folded away */
  gtk_widget_set_visible (self->empty_roll_button, adw_flap_get_folded (self->setup_flap));
  /* the piece and the dice, while there is a terrain to tell of */
  gtk_widget_set_visible (GTK_WIDGET (self->details_toggle),
                          self->terrain != NULL && adw_flap_get_folded (self->details_flap));
  gtk_widget_set_visible (adw_flap_get_flap (self->details_flap), self->terrain != NULL);
}

/* The selected piece, in the details and the log. */
static void
update_details (MusterTerrainPage *self)
{
  int selected = self->terrain != NULL ? muster_terrain_map_get_selected (self->map) : -1;

  muster_terrain_details_set_selected (self->details, selected);
  muster_terrain_log_set_selected (self->log, selected);
}

/* Shows @terrain (owned by the caller) in place of the one shown. */
static void
show_terrain (MusterTerrainPage *self,
              MusterTerrain     *terrain,
              int                selected)
{
  g_set_object (&self->terrain, terrain);
  muster_terrain_map_set_terrain (self->map, terrain);
  muster_terrain_map_set_selected (self->map, selected);
  selected = muster_terrain_map_get_selected (self->map);
  muster_terrain_details_set_terrain (self->details, terrain, selected);
  muster_terrain_log_set_terrain (self->log, terrain);
  muster_terrain_log_set_selected (self->log, selected);
  muster_terrain_settings_show (self->settings, terrain);
  update_title (self);
  gtk_stack_set_visible_child_name (self->map_stack, terrain != NULL ? "map" : "empty");
  sync_toggles (GTK_WIDGET (self));
  _muster_terrain_page_actions_update (self);
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
      _muster_terrain_page_set_save_state (self, _("Not saved"));
      return;
    }
  _muster_terrain_page_autosave_later (self);
}

/* ---- edits ---- */

static void
selected_cb (MusterTerrainPage *self)
{
  update_details (self);
}

static void
piece_chosen_cb (MusterTerrainPage    *self,
                 int                   index,
                 MusterTerrainDetails *details)
{
  muster_terrain_map_set_selected (self->map, index);
}

static void
log_piece_cb (MusterTerrainPage *self,
              int                index,
              MusterTerrainLog  *log)
{
  muster_terrain_map_set_selected (self->map, index);
}

static void
move_begin_cb (MusterTerrainPage *self,
               guint              index,
               MusterTerrainMap  *map)
{
  /* a step once the piece has moved */
  self->move_begun = TRUE;
  self->moving_sector = muster_terrain_get_piece (self->terrain, index)->sector;
}

/* A piece moved into another sector is of that sector now: say so. */
static void
piece_moved_cb (MusterTerrainPage *self,
                guint              index,
                MusterTerrainMap  *map)
{
  int sector = muster_terrain_get_piece (self->terrain, index)->sector;

  edited (self);
  if (self->move_begun)
    {
      /* Translators: a step to undo on the Terrain page: "Move piece 3" */
      g_autofree char *label = g_strdup_printf (_("Move piece %u"), index + 1);

      _muster_terrain_page_step (self, label, NULL);
    }
  else
    /* the next arrow key of a run: the same step */
    _muster_terrain_page_step_goes_on (self);
  if (sector > 0 && sector != self->moving_sector)
    {
      /* Translators: a toast after a piece was dragged into another sector */
      g_autofree char *text = g_strdup_printf (_("Piece %u is now in sector %d; its dice gave sector %d."), index + 1,
                                               sector, muster_terrain_rolled_sector (self->terrain, index));

      self->moving_sector = sector;
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), text);
    }
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
  const MusterTerrainPiece *p;
  g_autofree char *label = NULL;
  int selected;

  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), FALSE);

  if (self->terrain == NULL || index >= muster_terrain_get_n_pieces (self->terrain) ||
      muster_terrain_get_piece (self->terrain, index)->option == option)
    return FALSE;
  if (!muster_terrain_set_option (self->terrain, index, option))
    return FALSE;
  selected = muster_terrain_map_get_selected (self->map);
  /* the name in the piece list changed */
  muster_terrain_details_set_terrain (self->details, self->terrain, selected);
  edited (self);
  p = muster_terrain_get_piece (self->terrain, index);
  /* Translators: a step to undo on the Terrain page: "Change piece 1 to Village" */
  label = g_strdup_printf (_("Change piece %u to %s"), index + 1,
                           p->piece != NULL ? muster_text_get (&p->piece->name) : "");
  _muster_terrain_page_step (self, label, NULL);
  return TRUE;
}

static void
option_chosen_cb (MusterTerrainPage    *self,
                  guint                 index,
                  int                   option,
                  MusterTerrainDetails *details)
{
  muster_terrain_page_set_option (self, index, option);
}

/**
 * _muster_terrain_page_show_state:
 *
 * Shows a state of the undo history (undo, redo): the setup in its library
 * document, then the settings as they were, which may differ from the
 * setup's own (a seed typed, not rolled yet).
 */
gboolean
_muster_terrain_page_show_state (MusterTerrainPage        *self,
                                 const MusterTerrainState *state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterTerrain) terrain = NULL;
  int selected = muster_terrain_map_get_selected (self->map);

  if (state->terrain != NULL)
    {
      terrain = muster_terrain_load_memory (self->catalog, state->terrain, strlen (state->terrain),
                                            self->title != NULL ? self->title : "terrain", &error);
      if (terrain == NULL)
        {
          g_warning ("The terrain could not be restored: %s", error->message);
          return FALSE;
        }
    }
  if (terrain != NULL && self->terrain != NULL && state->document == self->document)
    show_terrain (self, terrain, selected);
  else
    _muster_terrain_page_show_setup (self, terrain, state->document, selected);
  self->restoring = TRUE;
  muster_terrain_settings_set_state (self->settings, state);
  self->restoring = FALSE;
  /* kept in its document again; a setup never kept (a roll) stays so */
  if (terrain != NULL && state->document != 0)
    edited (self);
  _muster_terrain_page_actions_update (self);
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
      muster_document_page_toast (MUSTER_DOCUMENT_PAGE (self), error->message);
      return FALSE;
    }
  bidding = _muster_terrain_page_copy_bidding (self->terrain);
  if (bidding != NULL)
    muster_terrain_set_bidding (fresh, bidding);
  now = muster_terrain_to_xml (self->terrain);
  then = muster_terrain_to_xml (fresh);
  if (g_str_equal (now, then))
    return FALSE;
  show_terrain (self, fresh, muster_terrain_map_get_selected (self->map));
  edited (self);
  /* Translators: a step to undo on the Terrain page */
  _muster_terrain_page_step (self, _("Reset positions"), NULL);
  return TRUE;
}

/* ---- new setups ---- */

/* Shows @terrain, kept as @document, in place of the setup shown, whose
 * edit that waits for the autosave is saved first. */
void
_muster_terrain_page_show_setup (MusterTerrainPage *self,
                                 MusterTerrain     *terrain,
                                 gint64             document,
                                 int                selected)
{
  muster_terrain_page_flush (self);
  self->modified = FALSE;
  self->save_failed = FALSE;
  if (self->document != document)
    {
      self->document = document;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
  show_terrain (self, terrain, selected);
  if (terrain == NULL)
    _muster_terrain_page_set_save_state (self, NULL);
  else if (self->library == NULL)
    /* Translators: the save state of a terrain setup when there is no library */
    _muster_terrain_page_set_save_state (self, _("Autosave off"));
  else
    /* Translators: the save state of a terrain setup just rolled */
    _muster_terrain_page_set_save_state (self, document != 0 ? _("Saved") : _("Not saved yet"));
}

/**
 * muster_terrain_page_set_terrain:
 * @terrain: (nullable): a setup
 * @document: its library document, or 0
 *
 * Shows another setup (opened, imported) with nothing to undo; an edit of
 * the one shown that waits for the autosave is saved first.
 */
void
muster_terrain_page_set_terrain (MusterTerrainPage *self,
                                 MusterTerrain     *terrain,
                                 gint64             document)
{
  g_return_if_fail (MUSTER_IS_TERRAIN_PAGE (self));
  g_return_if_fail (terrain == NULL || MUSTER_IS_TERRAIN (terrain));

  _muster_terrain_page_show_setup (self, terrain, document, -1);
  _muster_terrain_page_history_reset (self);
}

/* The user changed a setting (@what, the step's name). A setup of
 * another system or method goes, with its bidding, and so does an open
 * bidding of another system: what is shown always belongs to the settings.
 * Each change is a step; changes of one setting in a row are one. */
static void
settings_changed_cb (MusterTerrainPage     *self,
                     const char            *what,
                     MusterTerrainSettings *settings)
{
  MusterSystem *system = muster_terrain_settings_get_system (self->settings);
  MusterTerrainMethod method = muster_terrain_settings_get_method (self->settings);
  gboolean gone, hand_placed;

  if (self->bidding_dialog != NULL &&
      (method != MUSTER_TERRAIN_SECTORS ||
       system != g_object_get_data (G_OBJECT (self->bidding_dialog), "system")))
    _muster_terrain_page_close_bidding (self);
  if (self->restoring)
    return;
  gone = self->terrain != NULL &&
         (muster_terrain_get_system (self->terrain) != system ||
          muster_terrain_get_params (self->terrain)->method != method);
  hand_placed = gone && _muster_terrain_page_hand_placed (self);
  if (gone)
    _muster_terrain_page_show_setup (self, NULL, 0, -1);
  if (_muster_terrain_page_step (self, what, gone ? NULL : what) && hand_placed)
    _muster_terrain_page_offer_undo (self, _("Hand placement cleared"));
  _muster_terrain_page_actions_update (self);
}

/* Changes of one setting after the focus left the settings are a step of
 * their own. */
static void
settings_left_cb (MusterTerrainPage *self)
{
  muster_terrain_history_seal (self->history);
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
  _muster_terrain_page_close_bidding (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_TERRAIN_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->terrain);
  g_clear_object (&self->library);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (muster_terrain_page_parent_class)->dispose (object);
}

static void
muster_terrain_page_finalize (GObject *object)
{
  MusterTerrainPage *self = MUSTER_TERRAIN_PAGE (object);

  muster_terrain_history_free (self->history);
  muster_terrain_state_free (self->now);
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

/* ---- the page ---- */

static gboolean
page_flush (MusterDocumentPage *page)
{
  return muster_terrain_page_flush (MUSTER_TERRAIN_PAGE (page));
}

static void
page_forget_changes (MusterDocumentPage *page)
{
  muster_terrain_page_forget_changes (MUSTER_TERRAIN_PAGE (page));
}

static GObject *
page_get_document (MusterDocumentPage *page)
{
  return G_OBJECT (MUSTER_TERRAIN_PAGE (page)->terrain);
}

static void
muster_terrain_page_class_init (MusterTerrainPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  MusterDocumentPageClass *page_class = MUSTER_DOCUMENT_PAGE_CLASS (klass);

  object_class->dispose = muster_terrain_page_dispose;
  object_class->finalize = muster_terrain_page_finalize;
  object_class->get_property = muster_terrain_page_get_property;
  page_class->flush = page_flush;
  page_class->forget_changes = page_forget_changes;
  page_class->get_document = page_get_document;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DOCUMENT] =
    g_param_spec_int64 ("document", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MUSTER_TYPE_TERRAIN_SETTINGS);
  g_type_ensure (MUSTER_TYPE_TERRAIN_MAP);
  g_type_ensure (MUSTER_TYPE_TERRAIN_DETAILS);
  g_type_ensure (MUSTER_TYPE_TERRAIN_LOG);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-terrain-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, toolbar);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, setup_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, title_widget);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, save_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, print_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, details_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, setup_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, details_flap);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, settings);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, details);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, log);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, map_stack);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, map);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, MusterTerrainPage, empty_roll_button);
  gtk_widget_class_bind_template_callback (widget_class, settings_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, piece_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, log_piece_cb);
  gtk_widget_class_bind_template_callback (widget_class, option_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, piece_moved_cb);

  gtk_widget_class_set_css_name (widget_class, "terrainpage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  _muster_terrain_page_class_actions_init (klass);
}

static void
muster_terrain_page_init (MusterTerrainPage *self)
{
  GtkEventController *focus;

  _muster_terrain_page_history_init (self);
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_document_page_set_toast_overlay (MUSTER_DOCUMENT_PAGE (self), self->toast_overlay);
  muster_ui_follow_fold (self->setup_flap, GTK_WIDGET (self), sync_toggles);
  muster_ui_follow_fold (self->details_flap, GTK_WIDGET (self), sync_toggles);
  sync_toggles (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->setup_toggle), _("Setup"));
  muster_ui_set_tooltip (GTK_WIDGET (self->undo_button), _("Undo"));
  muster_ui_set_tooltip (GTK_WIDGET (self->redo_button), _("Redo"));
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_object (focus, "leave", G_CALLBACK (settings_left_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->settings), focus);
  muster_ui_set_tooltip (GTK_WIDGET (self->save_button), _("Save to the Library"));
  muster_ui_set_tooltip (GTK_WIDGET (self->print_button), _("Print"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("Terrain Menu"));
  muster_ui_set_tooltip (GTK_WIDGET (self->details_toggle), _("Piece and Dice"));
  _muster_terrain_page_add_shortcuts (self);
}

/**
 * muster_terrain_page_new:
 * @library: (nullable): where setups are kept; %NULL: no library
 *
 * Returns: (transfer floating): the page, with a random seed
 */
GtkWidget *
muster_terrain_page_new (MusterContext *context)
{
  MusterTerrainPage *self;

  g_return_val_if_fail (MUSTER_IS_CONTEXT (context), NULL);

  self = g_object_new (MUSTER_TYPE_TERRAIN_PAGE, "context", context, NULL);
  self->catalog = g_object_ref (muster_context_get_catalog (context));
  g_set_object (&self->library, muster_context_get_library (context));
  muster_terrain_settings_set_catalog (self->settings, self->catalog);
  _muster_terrain_page_new_seed (self);
  show_terrain (self, NULL, -1);
  _muster_terrain_page_history_reset (self);
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

MusterTerrainSettings *
muster_terrain_page_get_settings (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->settings;
}

MusterTerrainLog *
muster_terrain_page_get_log (MusterTerrainPage *self)
{
  g_return_val_if_fail (MUSTER_IS_TERRAIN_PAGE (self), NULL);

  return self->log;
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
