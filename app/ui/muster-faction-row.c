/* muster-faction-row.c: a row for one faction on the start page. It keeps
 * the faction's id and the folded texts the search matches against, and
 * tells assistive technologies what the row shows in one sentence.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-faction-row.h"
#include "muster-ui-util.h"

struct _MusterFactionRow
{
  GtkListBoxRow parent_instance;

  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkLabel *sample_label;
  GtkMenuButton *menu_button;

  char *id;
  char *version;         /* as the row shows it: "v1.1.0 · installed", or NULL */
  char *search_text;     /* names and epoch, both languages, muster_text_fold()ed */
  gboolean sample;
};

G_DEFINE_FINAL_TYPE (MusterFactionRow, muster_faction_row, GTK_TYPE_LIST_BOX_ROW)

static void
muster_faction_row_finalize (GObject *object)
{
  MusterFactionRow *self = MUSTER_FACTION_ROW (object);

  g_free (self->id);
  g_free (self->version);
  g_free (self->search_text);
  G_OBJECT_CLASS (muster_faction_row_parent_class)->finalize (object);
}

static void
muster_faction_row_class_init (MusterFactionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = muster_faction_row_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-faction-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterFactionRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, MusterFactionRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, MusterFactionRow, sample_label);
  gtk_widget_class_bind_template_child (widget_class, MusterFactionRow, menu_button);
}

static void
muster_faction_row_init (MusterFactionRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->sample_label),
                         _("An example list written by Muster’s authors, not taken from the published rules"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("Faction Menu"));
}

static void
append_folded (GString *s, const char *text)
{
  g_autofree char *folded = NULL;

  if (text == NULL)
    return;
  folded = muster_text_fold (text);
  g_string_append (s, folded);
  g_string_append_c (s, '\n');
}

GtkWidget *
muster_faction_row_new (const MusterFaction *faction)
{
  MusterFactionRow *self;
  g_autoptr(GString) subtitle = g_string_new (NULL);
  g_autoptr(GString) search = g_string_new (NULL);
  g_autofree char *units = NULL;
  g_autofree char *description = NULL;
  g_autofree char *shown = NULL;
  const char *name;

  g_return_val_if_fail (faction != NULL, NULL);

  self = g_object_new (MUSTER_TYPE_FACTION_ROW, NULL);
  self->id = g_strdup (faction->id);
  self->sample = faction->sample;

  name = muster_text_get (&faction->name);
  units = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit type", "%u unit types", faction->units->len),
                           faction->units->len);

  if (muster_text_is_set (&faction->epoch))
    {
      g_string_append (subtitle, muster_text_get (&faction->epoch));
      g_string_append (subtitle, " · ");
    }
  g_string_append (subtitle, units);

  if (faction->version != NULL)
    self->version = faction->installed
      /* Translators: the version of an army list the user installed, at the end of its row */
      ? g_strdup_printf (_("v%s · installed"), faction->version)
      /* Translators: the version of an army list Muster ships, at the end of its row */
      : g_strdup_printf (_("v%s"), faction->version);
  /* the version ends the line under the name, which a narrow window cuts
   * short before the name */
  shown = self->version != NULL ? g_strdup_printf ("%s · %s", subtitle->str, self->version)
                                : g_strdup (subtitle->str);
  gtk_label_set_text (self->title_label, name);
  gtk_label_set_text (self->subtitle_label, shown);
  muster_ui_set_tooltip (GTK_WIDGET (self->subtitle_label), shown);
  gtk_widget_set_visible (GTK_WIDGET (self->sample_label), faction->sample);

  if (faction->sample)
    /* Translators: what a screen reader says about a sample faction row:
     * "<epoch> · <n unit types>, sample data" */
    description = g_strdup_printf (_("%s, sample data"), subtitle->str);
  else
    description = g_strdup (subtitle->str);
  if (self->version != NULL)
    {
      /* Translators: a faction row's description for a screen reader, then its list's version:
       * "Military revolution, 1600-1684 · 8 unit types, v1.0.0" */
      char *with_version = g_strdup_printf (_("%s, %s"), description, self->version);

      g_free (description);
      description = with_version;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);

  append_folded (search, faction->name.en);
  append_folded (search, faction->name.ru);
  append_folded (search, faction->epoch.en);
  append_folded (search, faction->epoch.ru);
  self->search_text = g_string_free (g_steal_pointer (&search), FALSE);

  return GTK_WIDGET (self);
}

/* The row's menu button: its owner gives it its menu. */
GtkMenuButton *
muster_faction_row_get_menu_button (MusterFactionRow *self)
{
  g_return_val_if_fail (MUSTER_IS_FACTION_ROW (self), NULL);

  return self->menu_button;
}

const char *
muster_faction_row_get_id (MusterFactionRow *self)
{
  g_return_val_if_fail (MUSTER_IS_FACTION_ROW (self), NULL);

  return self->id;
}

/* The version of the row's list as it shows ("v1.1.0 · installed"), or
 * "" for a faction without a published list. */
const char *
muster_faction_row_get_version (MusterFactionRow *self)
{
  g_return_val_if_fail (MUSTER_IS_FACTION_ROW (self), NULL);

  return self->version != NULL ? self->version : "";
}

/* What the row shows under the name: the epoch, the number of unit types
 * and the version of its list. */
const char *
muster_faction_row_get_subtitle (MusterFactionRow *self)
{
  g_return_val_if_fail (MUSTER_IS_FACTION_ROW (self), NULL);

  return gtk_label_get_text (self->subtitle_label);
}

gboolean
muster_faction_row_get_sample (MusterFactionRow *self)
{
  g_return_val_if_fail (MUSTER_IS_FACTION_ROW (self), FALSE);

  return self->sample;
}

/* folded_query: a muster_text_fold()ed search text; NULL or "" matches all */
gboolean
muster_faction_row_matches (MusterFactionRow *self,
                            const char       *folded_query)
{
  g_return_val_if_fail (MUSTER_IS_FACTION_ROW (self), FALSE);

  return folded_query == NULL || *folded_query == '\0' ||
         strstr (self->search_text, folded_query) != NULL;
}
