/* muster-print-options.c: the Sheets tab the print operation adds to the
 * print dialog for any document: a check button for each sheet that applies,
 * the options of the card sheets (shown only when such a sheet applies, and
 * usable only while it is ticked), and the units that get ambush markers.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-print-options.h"
#include "muster-ui-util.h"

struct _MusterPrintOptions
{
  GtkWidget parent_instance;

  /* template children */
  GtkWidget *left_box;
  GtkWidget *sheets_box;
  GtkWidget *nothing_label;
  GtkWidget *cards_heading;
  GtkWidget *cards_grid;
  GtkWidget *card_label;
  GtkDropDown *card_dropdown;
  GtkWidget *backs_label;
  GtkDropDown *backs_dropdown;
  GtkWidget *sets_label;
  GtkSpinButton *sets_spin;
  GtkWidget *sets_caption;
  GtkWidget *ambush_box;
  GtkWidget *ambush_list;
  GtkSpinButton *decoys_spin;

  GObject *document;
  GPtrArray *sheet_checks;      /* of GtkCheckButton*, named by sheet id */
  GPtrArray *ambush_checks;     /* of GtkCheckButton*, one per army entry */
};

G_DEFINE_FINAL_TYPE (MusterPrintOptions, muster_print_options, GTK_TYPE_WIDGET)

/* The sheets printed on cards, with backs. */
static const char * const card_sheets[] = { "unit-cards", "order-cards", "ambush-markers", NULL };

static GtkCheckButton *
find_check (MusterPrintOptions *self,
            const char         *id)
{
  for (guint i = 0; i < self->sheet_checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->sheet_checks, i);

      if (g_str_equal (gtk_widget_get_name (GTK_WIDGET (check)), id))
        return check;
    }
  return NULL;
}

/* Whether the sheet is listed and ticked. */
static gboolean
ticked (MusterPrintOptions *self,
        const char         *id)
{
  GtkCheckButton *check = find_check (self, id);

  return check != NULL && gtk_check_button_get_active (check);
}

/* Options show for the sheets that apply and work while theirs is ticked. */
static void
update_sensitivity (MusterPrintOptions *self)
{
  gboolean any = FALSE;
  gboolean any_cards = FALSE;
  gboolean cards_listed = FALSE;

  for (guint i = 0; i < self->sheet_checks->len; i++)
    any |= gtk_check_button_get_active (g_ptr_array_index (self->sheet_checks, i));
  for (guint i = 0; card_sheets[i] != NULL; i++)
    {
      any_cards |= ticked (self, card_sheets[i]);
      cards_listed |= find_check (self, card_sheets[i]) != NULL;
    }
  gtk_widget_set_visible (self->nothing_label, !any);

  gtk_widget_set_visible (self->cards_heading, cards_listed);
  gtk_widget_set_visible (self->cards_grid, cards_listed);
  gtk_widget_set_visible (self->card_label, find_check (self, "unit-cards") != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->card_dropdown), find_check (self, "unit-cards") != NULL);
  gtk_widget_set_visible (self->sets_label, find_check (self, "order-cards") != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->sets_spin), find_check (self, "order-cards") != NULL);
  gtk_widget_set_visible (self->sets_caption, find_check (self, "order-cards") != NULL);
  gtk_widget_set_visible (self->ambush_box, find_check (self, "ambush-markers") != NULL);

  gtk_widget_set_sensitive (self->card_label, ticked (self, "unit-cards"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->card_dropdown), ticked (self, "unit-cards"));
  gtk_widget_set_sensitive (self->backs_label, any_cards);
  gtk_widget_set_sensitive (GTK_WIDGET (self->backs_dropdown), any_cards);
  gtk_widget_set_sensitive (self->sets_label, ticked (self, "order-cards"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->sets_spin), ticked (self, "order-cards"));
  gtk_widget_set_sensitive (self->sets_caption, ticked (self, "order-cards"));
  gtk_widget_set_sensitive (self->ambush_box, ticked (self, "ambush-markers"));
}

/* The order card sets spin button reads "Auto" at 0. */
static gboolean
sets_output_cb (MusterPrintOptions *self,
                GtkSpinButton      *spin)
{
  int value = (int) gtk_spin_button_get_value (spin);
  g_autofree char *text = NULL;

  if (value == 0)
    /* Translators: order card sets: one per unit and a spare; keep it short */
    text = g_strdup (C_("order card sets", "Auto"));
  else
    text = g_strdup_printf ("%d", value);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static int
sets_input_cb (MusterPrintOptions *self,
               double             *new_value,
               GtkSpinButton      *spin)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *folded = g_utf8_casefold (stripped, -1);
  g_autofree char *special = g_utf8_casefold (C_("order card sets", "Auto"), -1);
  char *end = NULL;
  gint64 value;

  if (*stripped == '\0' || g_str_equal (folded, special))
    {
      *new_value = 0;
      return TRUE;
    }
  value = g_ascii_strtoll (stripped, &end, 10);
  if (end == stripped || *end != '\0')
    return GTK_INPUT_ERROR;
  *new_value = (double) value;
  return TRUE;
}

static void
check_toggled_cb (GtkCheckButton     *check,
                  MusterPrintOptions *self)
{
  update_sensitivity (self);
}

static void
add_sheets (MusterPrintOptions *self,
            const char * const *ids)
{
  const char * const *all = muster_sheet_list_ids ();

  for (guint i = 0; all[i] != NULL; i++)
    {
      GtkWidget *check;

      if (!muster_sheet_applies (all[i], self->document))
        continue;
      check = gtk_check_button_new_with_label (muster_sheet_get_title (all[i]));
      gtk_widget_set_name (check, all[i]);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), ids != NULL && g_strv_contains (ids, all[i]));
      g_signal_connect (check, "toggled", G_CALLBACK (check_toggled_cb), self);
      gtk_box_append (GTK_BOX (self->sheets_box), check);
      g_ptr_array_add (self->sheet_checks, check);
    }
}

/* "Pikemen", "Musketeers ×2 (Regiment 1)" */
static char *
entry_label (MusterArmy *army,
             guint       index)
{
  const MusterArmyUnit *unit = muster_army_get_unit (army, index);
  const char *name = muster_text_get (&unit->type->name);
  g_autofree char *base = NULL;

  if (unit->count > 1)
    /* Translators: a unit entry of several: "Musketeers ×2" */
    base = g_strdup_printf (_("%s ×%u"), name, unit->count);
  else
    base = g_strdup (name);
  if (unit->regiment >= 0 && (guint) unit->regiment < muster_army_get_n_regiments (army))
    /* Translators: a unit entry and its regiment: "Musketeers (Regiment 1)" */
    return g_strdup_printf (_("%s (%s)"), base, muster_army_get_regiment (army, unit->regiment)->name);
  return g_steal_pointer (&base);
}

static void
add_ambush_entries (MusterPrintOptions *self,
                    const GArray       *ambush)
{
  MusterArmy *army;
  guint n;

  if (!MUSTER_IS_ARMY (self->document))
    return;
  army = MUSTER_ARMY (self->document);
  n = muster_army_get_n_units (army);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = entry_label (army, i);
      GtkWidget *check = gtk_check_button_new_with_label (label);
      gboolean active = ambush == NULL;

      for (guint j = 0; ambush != NULL && j < ambush->len && !active; j++)
        active = g_array_index (ambush, guint, j) == i;
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
      gtk_box_append (GTK_BOX (self->ambush_list), check);
      g_ptr_array_add (self->ambush_checks, check);
    }
  if (n == 0)
    {
      GtkWidget *label = gtk_label_new (_("The army has no units."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (self->ambush_list), label);
    }
}

static void
muster_print_options_dispose (GObject *object)
{
  MusterPrintOptions *self = MUSTER_PRINT_OPTIONS (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_PRINT_OPTIONS);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (muster_print_options_parent_class)->dispose (object);
}

static void
muster_print_options_finalize (GObject *object)
{
  MusterPrintOptions *self = MUSTER_PRINT_OPTIONS (object);

  g_ptr_array_unref (self->sheet_checks);
  g_ptr_array_unref (self->ambush_checks);
  G_OBJECT_CLASS (muster_print_options_parent_class)->finalize (object);
}

static void
muster_print_options_class_init (MusterPrintOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_print_options_dispose;
  object_class->finalize = muster_print_options_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-print-options.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, left_box);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, sheets_box);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, nothing_label);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, cards_heading);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, cards_grid);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, card_label);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, card_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, backs_label);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, backs_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, sets_label);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, sets_spin);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, sets_caption);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, ambush_box);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, ambush_list);
  gtk_widget_class_bind_template_child (widget_class, MusterPrintOptions, decoys_spin);
  gtk_widget_class_bind_template_callback (widget_class, sets_input_cb);
  gtk_widget_class_bind_template_callback (widget_class, sets_output_cb);
}

static void
muster_print_options_init (MusterPrintOptions *self)
{
  self->sheet_checks = g_ptr_array_new ();
  self->ambush_checks = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_ui_guard_wheel (GTK_WIDGET (self));
}

/**
 * muster_print_options_new:
 * @document: the army (or other document) to print
 * @ids: (nullable): the sheets ticked at first
 * @options: (nullable): the options shown at first; %NULL: the defaults
 *
 * Returns: (transfer floating): the Sheets tab of the print dialog
 */
GtkWidget *
muster_print_options_new (GObject                  *document,
                          const char * const       *ids,
                          const MusterSheetOptions *options)
{
  MusterPrintOptions *self;
  MusterSheetOptions defaults;

  g_return_val_if_fail (G_IS_OBJECT (document), NULL);

  muster_sheet_options_init (&defaults);
  if (options == NULL)
    options = &defaults;
  self = g_object_new (MUSTER_TYPE_PRINT_OPTIONS, NULL);
  self->document = g_object_ref (document);
  add_sheets (self, ids);
  add_ambush_entries (self, options->ambush);
  gtk_drop_down_set_selected (self->card_dropdown, options->card == MUSTER_CARD_LARGE ? 1 : 0);
  gtk_drop_down_set_selected (self->backs_dropdown,
                              options->backs == MUSTER_BACKS_SHORT_EDGE ? 1
                              : options->backs == MUSTER_BACKS_NONE ? 2 : 0);
  gtk_spin_button_set_value (self->sets_spin, MAX (options->sets, 0));
  gtk_spin_button_set_value (self->decoys_spin, MAX (options->decoys, 0));
  update_sensitivity (self);
  muster_sheet_options_clear (&defaults);
  return GTK_WIDGET (self);
}

/**
 * muster_print_options_list_sheets:
 *
 * Returns: (transfer full): the ids of the sheets it lists, ticked or not
 */
char **
muster_print_options_list_sheets (MusterPrintOptions *self)
{
  GPtrArray *ids;

  g_return_val_if_fail (MUSTER_IS_PRINT_OPTIONS (self), NULL);

  ids = g_ptr_array_new ();
  for (guint i = 0; i < self->sheet_checks->len; i++)
    g_ptr_array_add (ids, g_strdup (gtk_widget_get_name (g_ptr_array_index (self->sheet_checks, i))));
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

/**
 * muster_print_options_get_sheet_check:
 *
 * Returns: (transfer none) (nullable): the check button of sheet @id, or
 *   %NULL when the sheet is not listed
 */
GtkCheckButton *
muster_print_options_get_sheet_check (MusterPrintOptions *self,
                                      const char         *id)
{
  g_return_val_if_fail (MUSTER_IS_PRINT_OPTIONS (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return find_check (self, id);
}

/**
 * muster_print_options_get_sheet_ids:
 *
 * Returns: (transfer full): the ticked sheets, in the order of the list
 *   (empty when none is)
 */
char **
muster_print_options_get_sheet_ids (MusterPrintOptions *self)
{
  GPtrArray *ids;

  g_return_val_if_fail (MUSTER_IS_PRINT_OPTIONS (self), NULL);

  ids = g_ptr_array_new ();
  for (guint i = 0; i < self->sheet_checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (self->sheet_checks, i);

      if (gtk_check_button_get_active (check))
        g_ptr_array_add (ids, g_strdup (gtk_widget_get_name (GTK_WIDGET (check))));
    }
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

/**
 * muster_print_options_get_options:
 * @options: (out caller-allocates): set to what the tab shows; clear it
 *   with muster_sheet_options_clear()
 */
void
muster_print_options_get_options (MusterPrintOptions *self,
                                  MusterSheetOptions *options)
{
  static const MusterBacks backs[] = { MUSTER_BACKS_LONG_EDGE, MUSTER_BACKS_SHORT_EDGE, MUSTER_BACKS_NONE };
  guint selected;
  gboolean every = TRUE;

  g_return_if_fail (MUSTER_IS_PRINT_OPTIONS (self));
  g_return_if_fail (options != NULL);

  muster_sheet_options_init (options);
  gtk_spin_button_update (self->sets_spin);
  gtk_spin_button_update (self->decoys_spin);
  options->sets = gtk_spin_button_get_value_as_int (self->sets_spin);
  options->decoys = gtk_spin_button_get_value_as_int (self->decoys_spin);
  options->card = gtk_drop_down_get_selected (self->card_dropdown) == 1 ? MUSTER_CARD_LARGE : MUSTER_CARD_POKER;
  selected = gtk_drop_down_get_selected (self->backs_dropdown);
  options->backs = backs[MIN (selected, G_N_ELEMENTS (backs) - 1)];

  /* every entry ticked: NULL, which also covers entries added later */
  for (guint i = 0; i < self->ambush_checks->len; i++)
    every &= gtk_check_button_get_active (g_ptr_array_index (self->ambush_checks, i));
  if (!every)
    {
      options->ambush = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; i < self->ambush_checks->len; i++)
        if (gtk_check_button_get_active (g_ptr_array_index (self->ambush_checks, i)))
          g_array_append_val (options->ambush, i);
    }
}
