/* muster-bidding-dialog.c: hot-seat terrain bidding over the core's
 * MusterBidding. Only legal bids are offered (a bid lower than the last
 * one, none below 1); whatever the core still refuses is shown as its
 * sentence. The dialog keeps the bidding until the page takes it to roll
 * the terrain ("roll-requested").
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-bidding-dialog.h"
#include "muster-ui-util.h"

typedef struct
{
  int player;
  int bid;                  /* 0: accepted */
} Move;

struct _MusterBiddingDialog
{
  AdwWindow parent_instance;

  /* template children */
  AdwWindowTitle *window_title;
  GtkWidget *restart_button;
  GtkListBox *rolloff_list;
  GtkWidget *turn_box;
  GtkLabel *prompt_label;
  GtkWidget *bid_box;
  GtkWidget *accept_button;
  GtkLabel *error_label;
  GtkWidget *result_box;
  GtkLabel *result_heading;
  GtkLabel *result_label;
  GtkWidget *roll_button;
  GtkListBox *moves_list;

  guint64 seed;
  int max_bid;
  MusterBidding *bidding;   /* NULL once the page took it */
  GArray *moves;            /* of Move, as they were made here */
  GPtrArray *bid_buttons;   /* of GtkButton*, bids 1..max */
};

G_DEFINE_FINAL_TYPE (MusterBiddingDialog, muster_bidding_dialog, ADW_TYPE_WINDOW)

enum {
  ROLL_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the roll-off ---- */

static const char *
die_face (int value)
{
  static const char * const faces[] = { "⚀", "⚁", "⚂", "⚃", "⚄", "⚅" };

  return value >= 1 && value <= 6 ? faces[value - 1] : "?";
}

static void
fill_rolloff (MusterBiddingDialog *self)
{
  GArray *log = muster_bidding_get_log (self->bidding);

  muster_ui_remove_all (GTK_WIDGET (self->rolloff_list));
  /* the players roll in pairs, player 1 first */
  for (guint i = 0; i + 1 < log->len; i += 2)
    {
      const MusterRoll *a = &g_array_index (log, MusterRoll, i);
      const MusterRoll *b = &g_array_index (log, MusterRoll, i + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *dice;
      g_autofree char *title = NULL;
      g_autofree char *faces = NULL;
      const char *subtitle;

      /* Translators: the roll-off of the terrain bidding: "Player 1 rolls 4, player 2 rolls 2" */
      title = g_strdup_printf (_("Player 1 rolls %d, player 2 rolls %d"), a->result, b->result);
      if (a->rerolled == MUSTER_REROLL_TIE)
        subtitle = _("A tie: both roll again");
      else if (muster_bidding_get_opener (self->bidding) == 0)
        subtitle = _("Player 1 rolled higher and opens the bidding");
      else
        subtitle = _("Player 2 rolled higher and opens the bidding");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

      /* the dice faces, for the eye only: the title says the numbers */
      faces = g_strdup_printf ("%s %s", die_face (a->result), die_face (b->result));
      dice = g_object_new (GTK_TYPE_LABEL, "label", faces, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                           "valign", GTK_ALIGN_CENTER, NULL);
      gtk_widget_add_css_class (dice, "bidding-dice");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), dice);
      if (a->rerolled != MUSTER_REROLL_NONE)
        gtk_widget_add_css_class (row, "dim-label");
      gtk_list_box_append (self->rolloff_list, row);
    }
}

/* ---- the turn ---- */

static gboolean
is_legal_bid (MusterBiddingDialog *self,
              int                  pieces)
{
  int last = muster_bidding_get_last_bid (self->bidding);

  if (muster_bidding_get_state (self->bidding) != MUSTER_BIDDING_OPEN)
    return FALSE;
  if (pieces < 1 || pieces > self->max_bid)
    return FALSE;
  /* a 1 cannot be declined; any other bid is declined with a lower one */
  return last == 0 || (last > 1 && pieces < last);
}

static char *
prompt_text (MusterBiddingDialog *self)
{
  int player = muster_bidding_get_to_move (self->bidding) + 1;
  int other = 3 - player;
  int last = muster_bidding_get_last_bid (self->bidding);

  if (last == 0)
    /* Translators: the opening of the terrain bidding */
    return g_strdup_printf (_("Player %d opens: bid how many terrain pieces you will place if player %d attacks you."),
                            player, other);
  if (last == 1)
    return g_strdup_printf (_("Player %d: a bid of 1 cannot be declined. Accept it and attack."), player);
  if (last == 2)
    return g_strdup_printf (_("Player %d: accept 2 terrain pieces and attack, or bid 1 and defend with a single piece."),
                            player);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Player %d: accept %d terrain piece and attack, or bid fewer to defend.",
                                       "Player %d: accept %d terrain pieces and attack, or bid fewer to defend.",
                                       last),
                          player, last);
}

static char *
move_text (MusterBiddingDialog *self,
           guint                index)
{
  const Move *m = &g_array_index (self->moves, Move, index);
  const Move *before = index > 0 ? &g_array_index (self->moves, Move, index - 1) : NULL;

  if (m->bid == 0)
    /* Translators: a move of the terrain bidding */
    return g_strdup_printf (_("Player %d accepts and attacks"), m->player + 1);
  if (before == NULL)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Player %d bids %d terrain piece",
                                         "Player %d bids %d terrain pieces", m->bid),
                            m->player + 1, m->bid);
  if (before->bid == 2 && m->bid == 1)
    return g_strdup_printf (_("Player %d declines and defends with a single piece"), m->player + 1);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Player %d declines and bids %d terrain piece",
                                       "Player %d declines and bids %d terrain pieces", m->bid),
                          m->player + 1, m->bid);
}

static void
update (MusterBiddingDialog *self)
{
  gboolean done = muster_bidding_get_state (self->bidding) == MUSTER_BIDDING_DONE;
  int last = muster_bidding_get_last_bid (self->bidding);

  gtk_widget_set_visible (self->turn_box, !done);
  gtk_widget_set_visible (self->result_box, done);

  if (!done)
    {
      g_autofree char *prompt = prompt_text (self);

      gtk_label_set_text (self->prompt_label, prompt);
      for (guint i = 0; i < self->bid_buttons->len; i++)
        gtk_widget_set_sensitive (g_ptr_array_index (self->bid_buttons, i), is_legal_bid (self, i + 1));
      gtk_widget_set_visible (self->accept_button, last > 0);
    }
  else
    {
      int defender = muster_bidding_get_defender (self->bidding) + 1;
      int attacker = muster_bidding_get_attacker (self->bidding) + 1;
      int pieces = muster_bidding_get_pieces (self->bidding);
      g_autofree char *heading = NULL;
      g_autofree char *defends = NULL;
      g_autofree char *attacks = NULL;
      g_autofree char *text = NULL;

      /* Translators: the result of the terrain bidding */
      heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Player %d defends with %d terrain piece",
                                              "Player %d defends with %d terrain pieces", pieces),
                                 defender, pieces);
      defends = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "Player %d, the defender, places %d terrain piece, chooses "
                                              "the table edge and deploys first.",
                                              "Player %d, the defender, places %d terrain pieces, chooses "
                                              "the table edge and deploys first.", pieces),
                                 defender, pieces);
      attacks = g_strdup_printf (_("Player %d, the attacker, deploys second, moves first and may field a reserve "
                                   "of up to 10%% of his army."), attacker);
      text = g_strconcat (defends, " ", attacks, NULL);
      gtk_label_set_text (self->result_heading, heading);
      gtk_label_set_text (self->result_label, text);
      gtk_window_set_default_widget (GTK_WINDOW (self), self->roll_button);
    }

  gtk_widget_set_sensitive (self->restart_button, self->moves->len > 0);
  /* the keyboard goes where the next move is made: the bids, Accept once
   * there is a bid, Roll at the end */
  if (done)
    gtk_widget_grab_focus (self->roll_button);
  else if (last > 0)
    gtk_widget_grab_focus (self->accept_button);
  else if (self->bid_buttons->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->bid_buttons, 0));

  muster_ui_remove_all (GTK_WIDGET (self->moves_list));
  if (self->moves->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No bids yet"));
      gtk_widget_add_css_class (row, "dim-label");
      gtk_list_box_append (self->moves_list, row);
    }
  for (guint i = 0; i < self->moves->len; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *text = move_text (self, i);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
      gtk_list_box_append (self->moves_list, row);
    }
}

static void
show_error (MusterBiddingDialog *self,
            const char          *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

/**
 * muster_bidding_dialog_bid:
 *
 * Makes a bid for the player to move, as his button would.
 *
 * Returns: whether the core took it (else its sentence is shown)
 */
/* Plays a bid (pieces > 0) or an acceptance (pieces == 0) for the player
 * to move; an illegal move is refused with its reason under the buttons. */
static gboolean
play (MusterBiddingDialog *self,
      int                  pieces)
{
  g_autoptr(GError) error = NULL;
  Move move;
  gboolean ok;

  if (self->bidding == NULL)
    return FALSE;
  move.player = muster_bidding_get_to_move (self->bidding);
  move.bid = pieces;
  if (pieces > 0)
    ok = muster_bidding_bid (self->bidding, pieces, &error);
  else
    ok = muster_bidding_accept (self->bidding, &error);
  if (!ok)
    {
      show_error (self, error->message);
      return FALSE;
    }
  g_array_append_val (self->moves, move);
  show_error (self, NULL);
  update (self);
  return TRUE;
}

gboolean
muster_bidding_dialog_bid (MusterBiddingDialog *self,
                           int                  pieces)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), FALSE);
  g_return_val_if_fail (pieces > 0, FALSE);

  return play (self, pieces);
}

gboolean
muster_bidding_dialog_accept (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), FALSE);

  return play (self, 0);
}

static void
bid_clicked_cb (GtkButton           *button,
                MusterBiddingDialog *self)
{
  muster_bidding_dialog_bid (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pieces")));
}

static void
accept_cb (MusterBiddingDialog *self)
{
  muster_bidding_dialog_accept (self);
}

static void
roll_cb (MusterBiddingDialog *self)
{
  if (self->bidding != NULL && muster_bidding_get_state (self->bidding) == MUSTER_BIDDING_DONE)
    g_signal_emit (self, signals[ROLL_REQUESTED], 0);
}

/* Bids again from the same seed: the same roll-off, no bids. */
void
muster_bidding_dialog_restart (MusterBiddingDialog *self)
{
  g_return_if_fail (MUSTER_IS_BIDDING_DIALOG (self));

  g_clear_pointer (&self->bidding, muster_bidding_free);
  self->bidding = muster_bidding_new (self->seed, self->max_bid);
  g_array_set_size (self->moves, 0);
  show_error (self, NULL);
  fill_rolloff (self);
  update (self);
}

static void
restart_cb (MusterBiddingDialog *self)
{
  muster_bidding_dialog_restart (self);
}

/* The digits bid too: "3" is the button 3. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                MusterBiddingDialog   *self)
{
  guint32 c = gdk_keyval_to_unicode (keyval);
  int pieces;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || c < '1' || c > '9' || self->bidding == NULL)
    return FALSE;
  pieces = c - '0';
  if (!is_legal_bid (self, pieces))
    return FALSE;
  muster_bidding_dialog_bid (self, pieces);
  return TRUE;
}

/* ---- the object ---- */

static void
muster_bidding_dialog_dispose (GObject *object)
{
  MusterBiddingDialog *self = MUSTER_BIDDING_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_BIDDING_DIALOG);
  g_clear_pointer (&self->bidding, muster_bidding_free);
  G_OBJECT_CLASS (muster_bidding_dialog_parent_class)->dispose (object);
}

static void
muster_bidding_dialog_finalize (GObject *object)
{
  MusterBiddingDialog *self = MUSTER_BIDDING_DIALOG (object);

  g_array_unref (self->moves);
  g_ptr_array_unref (self->bid_buttons);
  G_OBJECT_CLASS (muster_bidding_dialog_parent_class)->finalize (object);
}

static void
muster_bidding_dialog_class_init (MusterBiddingDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_bidding_dialog_dispose;
  object_class->finalize = muster_bidding_dialog_finalize;

  /**
   * MusterBiddingDialog::roll-requested:
   *
   * The bidding is over and the players want the terrain rolled: take the
   * bidding with muster_bidding_dialog_steal_bidding().
   */
  signals[ROLL_REQUESTED] = g_signal_new ("roll-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-bidding-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, restart_button);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, rolloff_list);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, turn_box);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, bid_box);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, accept_button);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, result_box);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, result_heading);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, result_label);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, roll_button);
  gtk_widget_class_bind_template_child (widget_class, MusterBiddingDialog, moves_list);
  gtk_widget_class_bind_template_callback (widget_class, accept_cb);
  gtk_widget_class_bind_template_callback (widget_class, roll_cb);
  gtk_widget_class_bind_template_callback (widget_class, restart_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
muster_bidding_dialog_init (MusterBiddingDialog *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->restart_button), _("Bid again from the same roll-off"));
  muster_ui_set_tooltip (GTK_WIDGET (self->roll_button),
                         _("Roll the sector method with this number of pieces and keep the bidding with the setup"));

  self->moves = g_array_new (FALSE, TRUE, sizeof (Move));
  self->bid_buttons = g_ptr_array_new ();

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/**
 * muster_bidding_dialog_new:
 * @parent: (nullable): the window it belongs to
 * @seed: the seed of the roll-off
 * @max_bid: the highest bid: the sector method's number of pieces
 *
 * Returns: (transfer none): the dialog, not yet shown
 */
GtkWidget *
muster_bidding_dialog_new (GtkWindow *parent,
                           guint64    seed,
                           int        max_bid)
{
  MusterBiddingDialog *self;
  g_autofree char *subtitle = NULL;
  char seed_text[32];

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (MUSTER_TYPE_BIDDING_DIALOG, "transient-for", parent, NULL);
  self->seed = seed;
  self->max_bid = max_bid > 0 ? max_bid : 6;

  g_snprintf (seed_text, sizeof seed_text, "%" G_GUINT64_FORMAT, seed);
  /* Translators: the bidding dialog's subtitle: "Seed 42" */
  subtitle = g_strdup_printf (_("Seed %s"), seed_text);
  adw_window_title_set_subtitle (self->window_title, subtitle);

  for (int n = 1; n <= self->max_bid; n++)
    {
      char label[16];
      g_autofree char *name = NULL;
      GtkWidget *button;

      g_snprintf (label, sizeof label, "%d", n);
      button = gtk_button_new_with_label (label);
      /* Translators: the accessible name and tooltip of a bid button */
      name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Bid %d terrain piece", "Bid %d terrain pieces", n), n);
      muster_ui_name_button (button, name);
      gtk_widget_add_css_class (button, "bid-button");
      g_object_set_data (G_OBJECT (button), "pieces", GINT_TO_POINTER (n));
      g_signal_connect (button, "clicked", G_CALLBACK (bid_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->bid_box), button);
      g_ptr_array_add (self->bid_buttons, button);
    }

  muster_bidding_dialog_restart (self);
  return GTK_WIDGET (self);
}

/* The bidding as it stands; NULL once taken. */
MusterBidding *
muster_bidding_dialog_get_bidding (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  return self->bidding;
}

/**
 * muster_bidding_dialog_steal_bidding:
 *
 * Returns: (transfer full) (nullable): the bidding, which the dialog no
 *   longer holds
 */
MusterBidding *
muster_bidding_dialog_steal_bidding (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  return g_steal_pointer (&self->bidding);
}

GtkWidget *
muster_bidding_dialog_get_bid_button (MusterBiddingDialog *self,
                                      int                  pieces)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  if (pieces < 1 || (guint) pieces > self->bid_buttons->len)
    return NULL;
  return g_ptr_array_index (self->bid_buttons, pieces - 1);
}

GtkWidget *
muster_bidding_dialog_get_accept_button (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  return self->accept_button;
}

GtkWidget *
muster_bidding_dialog_get_roll_button (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  return self->roll_button;
}

/* The sentence that says whose turn it is. */
const char *
muster_bidding_dialog_get_prompt (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  return gtk_label_get_text (self->prompt_label);
}

/* The result once the bidding is over: who defends, who attacks. */
const char *
muster_bidding_dialog_get_result (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  if (!gtk_widget_get_visible (self->result_box))
    return NULL;
  return gtk_label_get_text (self->result_label);
}

/* The core's sentence for a refused move, or NULL. */
const char *
muster_bidding_dialog_get_error (MusterBiddingDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_BIDDING_DIALOG (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return NULL;
  return gtk_label_get_text (self->error_label);
}
