/* muster-army-editor-settings.c: the army editor's settings (name, faction,
 * points limit and notes: each edit one step of the history) and the bar
 * over the page that tells the first rule the army breaks.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-army-editor-private.h"
#include "muster-ui-util.h"

static void
name_changed_cb (MusterArmyEditor *self,
                 GtkEditable      *editable)
{
  const char *text = gtk_editable_get_text (editable);
  const char *name = muster_army_get_name (self->army);

  if (self->updating || g_strcmp0 (text, name != NULL ? name : "") == 0)
    return;
  _muster_army_editor_apply (self, muster_edit_set_name (text));
}

static void
seal_cb (MusterArmyEditor *self)
{
  muster_undo_seal (self->undo);
}

void
_muster_army_editor_notes_changed_cb (MusterArmyEditor *self,
                  GtkTextBuffer    *buffer)
{
  g_autofree char *text = NULL;
  const char *notes = muster_army_get_notes (self->army);
  GtkTextIter start, end;

  if (self->updating)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (text, notes != NULL ? notes : "") == 0)
    return;
  _muster_army_editor_apply (self, muster_edit_set_notes (text));
}

static gboolean
same_faction_id (gconstpointer faction, gconstpointer id)
{
  return g_str_equal (((const MusterFaction *) faction)->id, id);
}

static void
faction_changed_cb (MusterArmyEditor *self,
                    GParamSpec       *pspec,
                    AdwComboRow      *row)
{
  guint selected = adw_combo_row_get_selected (row);
  const MusterFaction *faction;

  if (self->updating || self->factions == NULL || selected >= self->factions->len)
    return;
  faction = g_ptr_array_index (self->factions, selected);
  /* the row lists the newest version of each faction: the army's own
   * version of it stays until the army is moved (its list banner) */
  if (!g_str_equal (faction->id, muster_army_get_faction (self->army)->id))
    _muster_army_editor_apply (self, muster_edit_set_faction (faction));
}

static void
points_changed_cb (MusterArmyEditor *self,
                   GtkSpinButton    *spin)
{
  guint points = (guint) gtk_spin_button_get_value_as_int (spin);

  if (self->updating || points == muster_army_get_points (self->army))
    return;
  _muster_army_editor_apply (self, muster_edit_set_points (points));
}

void
_muster_army_editor_update_settings (MusterArmyEditor *self)
{
  MusterSystem *system = muster_army_get_system (self->army);
  const MusterArmyOptions *options = muster_system_get_army_options (system);
  const char *name = muster_army_get_name (self->army);
  const char *notes = muster_army_get_notes (self->army);
  gboolean coins = options->currency != NULL && g_str_equal (options->currency, "coins");
  g_autofree char *spent = muster_format_cost (system, self->report->spent);
  g_autofree char *subtitle = NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  g_autofree char *buffer_text = NULL;
  GtkTextIter start, end;
  guint index;

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), name != NULL ? name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");

  if (self->factions != NULL
      && g_ptr_array_find_with_equal_func (self->factions, muster_army_get_faction (self->army)->id,
                                           same_faction_id, &index))
    adw_combo_row_set_selected (self->faction_row, index);

  /* a system whose rules give no prices has no limit to set */
  gtk_widget_set_visible (GTK_WIDGET (self->points_row), muster_system_declares_costs (system));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->points_row), coins ? _("Coin Limit") : _("Points Limit"));
  gtk_spin_button_set_increments (self->points_spin, MAX (1, options->points_step), MAX (1, options->points_step) * 2);
  gtk_spin_button_set_value (self->points_spin, muster_army_get_points (self->army));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->points_spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  coins ? _("Coin limit") : _("Points limit"),
                                  -1);
  if (self->report->limit > 0 && self->report->spent > self->report->limit)
    {
      g_autofree char *over = muster_format_local_number (self->report->spent - self->report->limit);

      /* Translators: under the points limit of an army that costs more:
       * "Spent: 396 points, 196 over the limit" */
      subtitle = g_strdup_printf (_("Spent: %s, %s over the limit"), spent, over);
      gtk_widget_add_css_class (GTK_WIDGET (self->points_row), "over-limit");
    }
  else
    {
      /* Translators: under the points limit, what the army costs now */
      subtitle = g_strdup_printf (_("Spent: %s"), spent);
      gtk_widget_remove_css_class (GTK_WIDGET (self->points_row), "over-limit");
    }
  adw_action_row_set_subtitle (self->points_row, subtitle);

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  buffer_text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (buffer_text, notes != NULL ? notes : "") != 0)
    gtk_text_buffer_set_text (buffer, notes != NULL ? notes : "", -1);
}

/* An army that breaks rules says so at every size: a line over the page
 * with the first broken rule (and a button to the summary when it is
 * folded away), and the points and a mark on the summary's button. The
 * line is there for a valid army too, saying so, one line high either
 * way: an army that starts or stops breaking rules moves nothing on the
 * page. */
void
_muster_army_editor_update_problems (MusterArmyEditor *self)
{
  const MusterProblem *first = NULL;
  guint n_errors = 0;
  gboolean folded = adw_flap_get_folded (self->summary_flap);
  g_autofree char *points = NULL;
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < self->report->problems->len; i++)
    {
      const MusterProblem *problem = &g_array_index (self->report->problems, MusterProblem, i);

      if (problem->severity != MUSTER_SEVERITY_ERROR)
        continue;
      if (first == NULL)
        first = problem;
      n_errors++;
    }
  if (n_errors > 1)
    /* Translators: the bar over an army that breaks rules: the first
     * broken rule and how many more there are */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (and %u more)", "%s (and %u more)", n_errors - 1),
                            muster_problem_get_message (first), n_errors - 1);
  else if (first != NULL)
    text = g_strdup (muster_problem_get_message (first));
  else
    text = g_strdup (_("No problems: the army is valid"));
  if (g_strcmp0 (gtk_label_get_text (self->problems_label), text) != 0)
    {
      gtk_label_set_text (self->problems_label, text);
      /* a narrow window shortens the line: the whole of it on hover */
      muster_ui_set_tooltip (GTK_WIDGET (self->problems_label), first != NULL ? text : NULL);
    }
  gtk_image_set_from_icon_name (self->problems_icon, first != NULL ? "dialog-error-symbolic" : "emblem-ok-symbolic");
  if (first != NULL)
    {
      gtk_widget_add_css_class (self->problems_bar, "broken");
      gtk_widget_add_css_class (GTK_WIDGET (self->problems_icon), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->problems_label), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (self->problems_bar, "broken");
      gtk_widget_remove_css_class (GTK_WIDGET (self->problems_icon), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->problems_label), "dim-label");
    }
  /* the same button either way, so the line keeps its height */
  gtk_button_set_label (GTK_BUTTON (self->problems_button), first != NULL ? _("Show Problems") : _("Show Summary"));
  gtk_widget_set_visible (self->problems_button, folded);

  /* the summary's button, shown when it is folded away */
  if (self->report->limit > 0 && muster_system_declares_costs (muster_army_get_system (self->army)))
    {
      g_autofree char *spent = muster_format_local_number (self->report->spent);
      g_autofree char *limit = muster_format_local_number (self->report->limit);

      /* Translators: the points on the summary's button: "396/400" */
      points = g_strdup_printf (_("%s/%s"), spent, limit);
    }
  gtk_label_set_text (self->summary_points, points != NULL ? points : "");
  gtk_widget_set_visible (GTK_WIDGET (self->summary_points), points != NULL);
  gtk_image_set_from_icon_name (self->summary_icon, first != NULL ? "dialog-error-symbolic" : "sidebar-show-right-symbolic");
  gtk_image_set_from_icon_name (self->summary_icon_alone, gtk_image_get_icon_name (self->summary_icon));
  if (first != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->summary_toggle), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->summary_toggle), "error");
  label = first != NULL ? g_strdup_printf ("%s: %s", _("Show the summary"), _("the army breaks rules"))
                        : g_strdup (_("Show the summary"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->summary_toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
show_problems_cb (MusterArmyEditor *self)
{
  adw_flap_set_reveal_flap (self->summary_flap, TRUE);
}

/* The template's callbacks of the settings and the problems bar. */
void
_muster_army_editor_class_settings_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seal_cb);
  gtk_widget_class_bind_template_callback (widget_class, faction_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, points_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_problems_cb);
}
