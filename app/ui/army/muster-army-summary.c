/* muster-army-summary.c: the summary column. Its value rows are made once
 * per game system and only relabelled on each check; the problem list is
 * small and is made anew from every report.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-summary.h"
#include "muster-ui-util.h"

typedef struct
{
  const MusterDerived *derived;
  GtkWidget *row;
  GtkLabel *value_label;
  GPtrArray *term_values;   /* of GtkLabel*, one per term */
  GPtrArray *term_labels;   /* of GtkLabel* */
} ValueRow;

struct _MusterArmySummary
{
  GtkWidget parent_instance;

  GtkLabel *points_heading;
  GtkWidget *points_card;
  GtkLabel *points_label;
  GtkLabel *remaining_label;
  GtkLevelBar *points_bar;
  GtkLabel *values_heading;
  GtkListBox *values_list;
  GtkLabel *problems_heading;
  GtkListBox *problems_list;

  MusterSystem *system;     /* the system the value rows were made for */
  GArray *rows;             /* of ValueRow */
  char *points_text;
};

G_DEFINE_FINAL_TYPE (MusterArmySummary, muster_army_summary, GTK_TYPE_WIDGET)

static void
clear_value_row (gpointer data)
{
  ValueRow *row = data;

  g_clear_pointer (&row->term_values, g_ptr_array_unref);
  g_clear_pointer (&row->term_labels, g_ptr_array_unref);
}

static void
muster_army_summary_dispose (GObject *object)
{
  MusterArmySummary *self = MUSTER_ARMY_SUMMARY (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ARMY_SUMMARY);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->system);
  G_OBJECT_CLASS (muster_army_summary_parent_class)->dispose (object);
}

static void
muster_army_summary_finalize (GObject *object)
{
  MusterArmySummary *self = MUSTER_ARMY_SUMMARY (object);

  g_array_unref (self->rows);
  g_free (self->points_text);
  G_OBJECT_CLASS (muster_army_summary_parent_class)->finalize (object);
}

static void
muster_army_summary_class_init (MusterArmySummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_army_summary_dispose;
  object_class->finalize = muster_army_summary_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-army-summary.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, points_heading);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, points_card);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, points_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, remaining_label);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, points_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, values_heading);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, values_list);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, problems_heading);
  gtk_widget_class_bind_template_child (widget_class, MusterArmySummary, problems_list);

  gtk_widget_class_set_css_name (widget_class, "armysummary");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
muster_army_summary_init (MusterArmySummary *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_array_new (FALSE, TRUE, sizeof (ValueRow));
  g_array_set_clear_func (self->rows, clear_value_row);

  /* one colour for the bar; over the limit it turns red (style.css) */
  gtk_level_bar_remove_offset_value (self->points_bar, GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (self->points_bar, GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (self->points_bar, GTK_LEVEL_BAR_OFFSET_FULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Army summary"),
                                  -1);
}

GtkWidget *
muster_army_summary_new (void)
{
  return g_object_new (MUSTER_TYPE_ARMY_SUMMARY, NULL);
}

static GtkWidget *
new_label (const char *css_class,
           float       xalign,
           gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (wrap)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
    }
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A row per derived value the user may see: its name and value, then one
 * line per term of a value made of terms. */
static void
build_value_rows (MusterArmySummary *self,
                  MusterSystem      *system)
{
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  GPtrArray *derived = muster_system_get_derived (system);

  muster_ui_remove_all (GTK_WIDGET (self->values_list));
  g_array_set_size (self->rows, 0);
  g_set_object (&self->system, system);

  for (guint i = 0; i < derived->len; i++)
    {
      const MusterDerived *d = g_ptr_array_index (derived, i);
      ValueRow row = { d, NULL, NULL, NULL, NULL };
      GtkWidget *box, *line, *name;

      /* hidden helpers stay out; the points spent have the bar */
      if (d->hidden || d == options->spent)
        continue;

      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      gtk_widget_add_css_class (box, "value-row");
      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      name = new_label (NULL, 0, TRUE);
      gtk_label_set_text (GTK_LABEL (name), muster_text_get (&d->name));
      gtk_widget_set_hexpand (name, TRUE);
      if (muster_text_is_set (&d->text))
        muster_ui_set_tooltip (name, muster_text_get (&d->text));
      row.value_label = GTK_LABEL (new_label ("value", 1, FALSE));
      gtk_widget_add_css_class (GTK_WIDGET (row.value_label), "numeric");
      gtk_widget_set_valign (GTK_WIDGET (row.value_label), GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (line), name);
      gtk_box_append (GTK_BOX (line), GTK_WIDGET (row.value_label));
      gtk_box_append (GTK_BOX (box), line);

      if (d->terms != NULL && d->terms->len > 0)
        {
          GtkWidget *grid = gtk_grid_new ();

          gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
          gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
          gtk_widget_add_css_class (grid, "terms");
          row.term_values = g_ptr_array_new ();
          row.term_labels = g_ptr_array_new ();
          for (guint t = 0; t < d->terms->len; t++)
            {
              const MusterTerm *term = &g_array_index (d->terms, MusterTerm, t);
              GtkWidget *value = new_label ("numeric", 1, FALSE);
              GtkWidget *label = new_label (NULL, 0, TRUE);

              gtk_label_set_width_chars (GTK_LABEL (value), 2);
              gtk_widget_set_valign (value, GTK_ALIGN_START);
              gtk_label_set_text (GTK_LABEL (label), muster_text_get (&term->label));
              gtk_widget_set_hexpand (label, TRUE);
              gtk_grid_attach (GTK_GRID (grid), value, 0, t, 1, 1);
              gtk_grid_attach (GTK_GRID (grid), label, 1, t, 1, 1);
              g_ptr_array_add (row.term_values, value);
              g_ptr_array_add (row.term_labels, label);
            }
          gtk_box_append (GTK_BOX (box), grid);
        }

      row.row = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row.row), FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row.row), box);
      gtk_list_box_append (self->values_list, row.row);
      g_array_append_val (self->rows, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->values_heading), self->rows->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->values_list), self->rows->len > 0);
}

static void
update_values (MusterArmySummary  *self,
               const MusterReport *report)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      ValueRow *row = &g_array_index (self->rows, ValueRow, i);
      const MusterValue *value = NULL;
      g_autofree char *number = NULL;
      g_autoptr(GString) description = g_string_new (NULL);
      g_autofree char *label = NULL;

      for (guint v = 0; v < report->values->len; v++)
        if (g_array_index (report->values, MusterValue, v).derived == row->derived)
          value = &g_array_index (report->values, MusterValue, v);
      if (value == NULL)
        continue;

      number = muster_format_local_number (value->value);
      gtk_label_set_text (row->value_label, number);
      /* Translators: what a screen reader says about a value: "Army morale: 27" */
      label = g_strdup_printf (_("%s: %s"), muster_text_get (&row->derived->name), number);

      for (guint t = 0; row->term_values != NULL && t < row->term_values->len && t < value->terms->len; t++)
        {
          double term = g_array_index (value->terms, double, t);
          g_autofree char *text = muster_format_signed (term);
          GtkWidget *term_value = g_ptr_array_index (row->term_values, t);
          GtkWidget *term_label = g_ptr_array_index (row->term_labels, t);

          gtk_label_set_text (GTK_LABEL (term_value), text);
          /* terms that add nothing now are there, but quiet */
          if (term == 0)
            {
              gtk_widget_add_css_class (term_value, "dim-label");
              gtk_widget_add_css_class (term_label, "dim-label");
              gtk_widget_remove_css_class (term_value, "term-positive");
              gtk_widget_remove_css_class (term_value, "term-negative");
            }
          else
            {
              gtk_widget_remove_css_class (term_value, "dim-label");
              gtk_widget_remove_css_class (term_label, "dim-label");
              gtk_widget_add_css_class (term_value, term > 0 ? "term-positive" : "term-negative");
              gtk_widget_remove_css_class (term_value, term > 0 ? "term-negative" : "term-positive");
              if (description->len > 0)
                g_string_append (description, "; ");
              g_string_append_printf (description, "%s %s", text, gtk_label_get_text (GTK_LABEL (term_label)));
            }
        }

      gtk_accessible_update_property (GTK_ACCESSIBLE (row->row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                      -1);
    }
}

static GtkWidget *
problem_row (const char *icon_name,
             const char *css_class,
             const char *text,
             const char *accessible)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);
  GtkWidget *label = new_label (NULL, 0, TRUE);

  gtk_widget_add_css_class (box, "problem-row");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_add_css_class (icon, css_class);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessible,
                                  -1);
  return row;
}

static void
update_problems (MusterArmySummary  *self,
                 const MusterReport *report)
{
  guint errors = 0;

  muster_ui_remove_all (GTK_WIDGET (self->problems_list));

  /* errors first, then warnings, each in the system's order */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < report->problems->len; i++)
      {
        const MusterProblem *problem = &g_array_index (report->problems, MusterProblem, i);
        gboolean error = problem->severity == MUSTER_SEVERITY_ERROR;

        if (error != (pass == 0))
          continue;
        errors += error;
        gtk_list_box_append (self->problems_list,
                             problem_row (error ? "dialog-error-symbolic" : "dialog-warning-symbolic",
                                          error ? "error" : "warning",
                                          muster_problem_get_message (problem),
                                          error ? _("Error") : _("Warning")));
      }

  if (report->problems->len == 0)
    gtk_list_box_append (self->problems_list,
                         problem_row ("emblem-ok-symbolic", "success",
                                      _("No problems: the army is valid"),
                                      _("Valid")));

  if (report->problems->len > 0)
    {
      g_autofree char *heading = NULL;

      /* Translators: the heading of the problem list, with their number */
      heading = g_strdup_printf (_("Problems (%u)"), report->problems->len);
      gtk_label_set_text (self->problems_heading, heading);
    }
  else
    gtk_label_set_text (self->problems_heading, _("Problems"));
}

static void
update_points (MusterArmySummary  *self,
               MusterArmy         *army,
               const MusterReport *report)
{
  MusterSystem *system = muster_army_get_system (army);
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  gboolean coins = options->currency != NULL && g_str_equal (options->currency, "coins");
  g_autofree char *spent = muster_format_local_number (report->spent);
  g_autofree char *limit = muster_format_local_number (report->limit);
  g_autofree char *rest = NULL;
  g_autofree char *remaining = NULL;
  g_autofree char *accessible = NULL;
  gboolean over = report->limit > 0 && report->spent > report->limit;
  gboolean costs = muster_system_declares_costs (system);
  double max;

  /* a system whose rules give no prices shows no points */
  gtk_widget_set_visible (GTK_WIDGET (self->points_heading), costs);
  gtk_widget_set_visible (self->points_card, costs);
  g_free (self->points_text);
  if (report->limit > 0)
    {
      gulong n = (gulong) report->limit;

      self->points_text = coins
        /* Translators: coins spent of the limit, "120 / 200 coins" */
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s coin", "%s / %s coins", n), spent, limit)
        /* Translators: points spent of the limit, "79 / 400 points" */
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s point", "%s / %s points", n), spent, limit);
      rest = muster_format_local_number (over ? report->spent - report->limit : report->limit - report->spent);
      remaining = over
        /* Translators: how far the army is over its points limit */
        ? g_strdup_printf (_("%s over"), rest)
        /* Translators: what is left of the points limit */
        : g_strdup_printf (_("%s left"), rest);
    }
  else
    {
      self->points_text = muster_format_cost (system, report->spent);
      remaining = g_strdup (_("No limit set"));
    }

  gtk_label_set_text (self->points_heading, coins ? _("Coins Spent") : _("Points Spent"));
  gtk_label_set_text (self->points_label, self->points_text);
  gtk_label_set_text (self->remaining_label, remaining);

  max = MAX (1, MAX (report->limit, report->spent));
  if (gtk_level_bar_get_max_value (self->points_bar) != max)
    {
      gtk_level_bar_set_max_value (self->points_bar, max);
      /* GTK 4.8 lays the filled part out again when the value changes, not
       * when the maximum does: the bar's trough is asked to, so that a new
       * limit alone redraws the bar */
      gtk_widget_queue_allocate (gtk_widget_get_first_child (GTK_WIDGET (self->points_bar)));
    }
  gtk_level_bar_set_value (self->points_bar, report->spent);
  if (over)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->points_bar), "over");
      gtk_widget_add_css_class (GTK_WIDGET (self->points_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->remaining_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->remaining_label), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->points_bar), "over");
      gtk_widget_remove_css_class (GTK_WIDGET (self->points_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->remaining_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->remaining_label), "dim-label");
    }

  accessible = g_strdup_printf ("%s, %s", self->points_text, remaining);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->points_bar),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, accessible,
                                  -1);
}

/* Shows @report, the check of @army that was just made. */
void
muster_army_summary_update (MusterArmySummary  *self,
                            MusterArmy         *army,
                            const MusterReport *report)
{
  g_return_if_fail (MUSTER_IS_ARMY_SUMMARY (self));
  g_return_if_fail (MUSTER_IS_ARMY (army));
  g_return_if_fail (report != NULL);

  if (self->system != muster_army_get_system (army))
    build_value_rows (self, muster_army_get_system (army));

  update_points (self, army, report);
  update_values (self, report);
  update_problems (self, report);
}

/* "79 / 400 points" */
const char *
muster_army_summary_get_points_text (MusterArmySummary *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_SUMMARY (self), NULL);

  return self->points_text;
}

GtkLevelBar *
muster_army_summary_get_points_bar (MusterArmySummary *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_SUMMARY (self), NULL);

  return self->points_bar;
}

GtkListBox *
muster_army_summary_get_values_list (MusterArmySummary *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_SUMMARY (self), NULL);

  return self->values_list;
}

GtkListBox *
muster_army_summary_get_problem_list (MusterArmySummary *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY_SUMMARY (self), NULL);

  return self->problems_list;
}
