/* muster-library-row.c: the row the library view shows for a document, and
 * the few formatting helpers it shares with the revisions dialog: points,
 * friendly relative times, dates and search snippets turned into markup.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-library-row.h"
#include "muster-ui-util.h"

struct _MusterLibraryRow
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkImage *invalid_icon;
  GtkLabel *name_label;
  GtkLabel *details_label;
  GtkLabel *snippet_label;
  GtkLabel *points_label;        /* "380 / 400 points" */
  GtkLabel *points_short_label;  /* "380 / 400", for a narrow row */
  GtkWidget *points_squeezer;    /* shows the first of the two that fits */
  GtkLabel *changed_label;       /* revisions and last change */
  GtkLabel *when_label;          /* the last change alone, for a narrow row */
  GtkWidget *changed_squeezer;   /* shows the first of the two that fits */
  GtkMenuButton *menu_button;
  GMenuModel *row_menu;

  MusterLibraryItem *item;
  char *description;     /* what the row says besides its name and time */
};

G_DEFINE_FINAL_TYPE (MusterLibraryRow, muster_library_row, GTK_TYPE_WIDGET)

/* ---- formatting ---- */

/* "400", or "12.5" for the odd fractional cost */
char *
muster_library_format_points (double points)
{
  if (fabs (points - round (points)) < 0.05)
    return g_strdup_printf ("%.0f", points);
  return g_strdup_printf ("%.1f", points);
}

static const char *
month_name (int month)
{
  switch (month)
    {
    /* Translators: month names as they stand in a date ("March 5",
     * "5 марта"): in Russian, the genitive */
    case 1: return C_("month in a date", "January");
    case 2: return C_("month in a date", "February");
    case 3: return C_("month in a date", "March");
    case 4: return C_("month in a date", "April");
    case 5: return C_("month in a date", "May");
    case 6: return C_("month in a date", "June");
    case 7: return C_("month in a date", "July");
    case 8: return C_("month in a date", "August");
    case 9: return C_("month in a date", "September");
    case 10: return C_("month in a date", "October");
    case 11: return C_("month in a date", "November");
    case 12: return C_("month in a date", "December");
    default: return "";
    }
}

/* g_date_time_format(), with "%B" in the language of the UI (that of the
 * translations) rather than that of LC_TIME, so that a Russian UI on an
 * English or C locale does not say "5 March". */
static char *
format_date (GDateTime  *t,
             const char *format)
{
  g_autoptr(GString) expanded = g_string_new (NULL);

  for (const char *p = format; *p != '\0'; p++)
    {
      if (p[0] == '%' && p[1] == 'B')
        {
          for (const char *m = month_name (g_date_time_get_month (t)); *m != '\0'; m++)
            {
              if (*m == '%')
                g_string_append_c (expanded, '%');
              g_string_append_c (expanded, *m);
            }
          p++;
        }
      else if (p[0] == '%' && p[1] != '\0')
        {
          g_string_append_len (expanded, p, 2);
          p++;
        }
      else
        g_string_append_c (expanded, *p);
    }
  return g_date_time_format (t, expanded->str);
}

static int
days_between (GDateTime *earlier,
              GDateTime *later)
{
  int y1, m1, d1, y2, m2, d2;
  GDate a, b;

  g_date_time_get_ymd (earlier, &y1, &m1, &d1);
  g_date_time_get_ymd (later, &y2, &m2, &d2);
  g_date_clear (&a, 1);
  g_date_clear (&b, 1);
  g_date_set_dmy (&a, d1, m1, y1);
  g_date_set_dmy (&b, d2, m2, y2);
  return g_date_days_between (&a, &b);
}

/**
 * muster_library_format_relative:
 * @then: unix seconds
 * @now: unix seconds, usually the current time
 *
 * When @then was, as people say it: "just now", "5 minutes ago",
 * "3 hours ago", "yesterday", "4 days ago", or a date.
 */
char *
muster_library_format_relative (gint64 then,
                                gint64 now)
{
  g_autoptr(GDateTime) t = g_date_time_new_from_unix_local (then);
  g_autoptr(GDateTime) n = g_date_time_new_from_unix_local (now);
  gint64 diff = now - then;
  int days;

  if (t == NULL || n == NULL)
    return g_strdup ("");

  /* a clock that went back a little counts as now */
  if (diff < 60 && diff > -3600)
    return g_strdup (_("just now"));

  if (diff > 0)
    {
      if (diff < 3600)
        {
          int minutes = (int) (diff / 60);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d minute ago", "%d minutes ago", minutes),
                                  minutes);
        }

      days = days_between (t, n);
      if (days == 0)
        {
          int hours = (int) (diff / 3600);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hour ago", "%d hours ago", hours),
                                  hours);
        }
      if (days == 1)
        return g_strdup (_("yesterday"));
      if (days < 7)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d day ago", "%d days ago", days), days);
    }

  if (g_date_time_get_year (t) == g_date_time_get_year (n))
    /* Translators: a date this year, in g_date_time_format() notation
     * ("%B" is the month's name as translated below, "%-d" the day without
     * padding) */
    return format_date (t, _("%B %-d"));
  /* Translators: a date in another year, in g_date_time_format() notation */
  return format_date (t, _("%B %-d, %Y"));
}

/* A date and time of day in full, for a revision or a tooltip. */
char *
muster_library_format_date_time (gint64 then)
{
  g_autoptr(GDateTime) t = g_date_time_new_from_unix_local (then);

  if (t == NULL)
    return g_strdup ("");
  /* Translators: a date and time, in g_date_time_format() notation */
  return format_date (t, _("%B %-d, %Y, %H:%M"));
}

static void
append_escaped (GString    *markup,
                const char *start,
                const char *end)
{
  g_autofree char *escaped = NULL;

  if (end <= start)
    return;
  escaped = g_markup_escape_text (start, end - start);
  g_string_append (markup, escaped);
}

/**
 * muster_library_format_snippet:
 * @snippet: a search snippet with [ ] around the words that matched
 *
 * Returns: Pango markup with the matches in bold and everything else
 *   escaped; brackets that do not pair up are kept as text
 */
char *
muster_library_format_snippet (const char *snippet)
{
  g_autofree char *valid = g_utf8_make_valid (snippet != NULL ? snippet : "", -1);
  GString *markup = g_string_new (NULL);
  const char *start = valid;
  gboolean bold = FALSE;

  for (const char *p = valid; *p != '\0'; p++)
    {
      if (*p == '[' && !bold && strchr (p + 1, ']') != NULL)
        {
          append_escaped (markup, start, p);
          g_string_append (markup, "<b>");
          bold = TRUE;
          start = p + 1;
        }
      else if (*p == ']' && bold)
        {
          append_escaped (markup, start, p);
          g_string_append (markup, "</b>");
          bold = FALSE;
          start = p + 1;
        }
    }
  append_escaped (markup, start, start + strlen (start));
  if (bold)
    g_string_append (markup, "</b>");
  return g_string_free (markup, FALSE);
}

/* Whether every hit the snippet marks ([word]) is in @name, folded as the
 * search folds: then the snippet says nothing the name does not. A hit in
 * the name in the other language ("[Ланс], 1648" beside "Lens, 1648") is
 * news: it tells why the row was found. */
static gboolean
hits_in_name (const char *snippet,
              const char *name)
{
  g_autofree char *folded_name = muster_text_fold (name);
  const char *p = snippet;

  while ((p = strchr (p, '[')) != NULL)
    {
      const char *end = strchr (p + 1, ']');
      g_autofree char *hit = NULL;
      g_autofree char *folded_hit = NULL;

      if (end == NULL)
        break;
      hit = g_strndup (p + 1, end - p - 1);
      folded_hit = muster_text_fold (hit);
      if (strstr (folded_name, folded_hit) == NULL)
        return FALSE;
      p = end + 1;
    }
  return TRUE;
}

/* ---- the row ---- */

static const char * const row_actions[] = {
  "row.open", "row.revisions", "row.duplicate", "row.rename", "row.export", "row.share", "row.delete",
};

/* row.X: library.X of the row's document */
static void
forward_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  MusterLibraryRow *self = MUSTER_LIBRARY_ROW (widget);
  g_autofree char *target = g_strconcat ("library.", action_name + strlen ("row."), NULL);
  gboolean army_only = g_str_equal (action_name, "row.duplicate") || g_str_equal (action_name, "row.rename") ||
                       g_str_equal (action_name, "row.share");

  /* (a disabled action of a widget class still runs when asked by name) */
  if (army_only && self->item != NULL && muster_library_item_get_entry (self->item)->kind != MUSTER_DOC_ARMY)
    return;
  if (self->item != NULL)
    gtk_widget_activate_action (widget, target, "x", muster_library_item_get_id (self->item));
}

static void
secondary_click_cb (MusterLibraryRow *self,
                    int               n_press,
                    double            x,
                    double            y,
                    GtkGestureClick  *gesture)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  muster_library_row_popup_menu (self);
}

static void
muster_library_row_dispose (GObject *object)
{
  MusterLibraryRow *self = MUSTER_LIBRARY_ROW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LIBRARY_ROW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (muster_library_row_parent_class)->dispose (object);
}

static void
muster_library_row_finalize (GObject *object)
{
  MusterLibraryRow *self = MUSTER_LIBRARY_ROW (object);

  g_free (self->description);
  G_OBJECT_CLASS (muster_library_row_parent_class)->finalize (object);
}

static void
muster_library_row_class_init (MusterLibraryRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_library_row_dispose;
  object_class->finalize = muster_library_row_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/muster/Muster/muster-library-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, box);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, invalid_icon);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, details_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, snippet_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, points_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, points_short_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, points_squeezer);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, changed_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, when_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, changed_squeezer);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, MusterLibraryRow, row_menu);
  gtk_widget_class_bind_template_callback (widget_class, secondary_click_cb);

  for (guint i = 0; i < G_N_ELEMENTS (row_actions); i++)
    gtk_widget_class_install_action (widget_class, row_actions[i], NULL, forward_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "libraryrow");
}

/* The menu's popover is made on first use: a list keeps a couple of hundred
 * rows alive, and a popover menu for each would make every reload slow. */
static void
create_popup_cb (GtkMenuButton *button,
                 gpointer       user_data)
{
  MusterLibraryRow *self = MUSTER_LIBRARY_ROW (user_data);

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->row_menu);
}

static void
muster_library_row_init (MusterLibraryRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_popup_cb, self, NULL);
  /* tooltips from code: see muster_ui_set_tooltip() */
  muster_ui_set_tooltip (GTK_WIDGET (self->invalid_icon), _("This army breaks rules"));
  muster_ui_set_tooltip (GTK_WIDGET (self->menu_button), _("More Actions"));
}

GtkWidget *
muster_library_row_new (void)
{
  return g_object_new (MUSTER_TYPE_LIBRARY_ROW, NULL);
}

/* "France · Clouds of Smoke" in the language of the UI: what the document
 * is first (an army's faction; a terrain setup, a scenario), where a
 * narrow row still shows it, then its system. Ids stand in for a system
 * or faction that is no longer installed. */
static char *
describe_origin (const MusterLibraryEntry *entry,
                 MusterCatalog            *catalog)
{
  MusterSystem *system = catalog != NULL ? muster_catalog_lookup (catalog, entry->system) : NULL;
  const char *system_name = system != NULL ? muster_text_get (muster_system_get_name (system)) : entry->system;
  const char *second = NULL;

  switch (entry->kind)
    {
    case MUSTER_DOC_ARMY:
      {
        const MusterFaction *faction = NULL;

        if (system != NULL && entry->faction != NULL)
          faction = muster_system_lookup_faction (system, entry->faction);
        second = faction != NULL ? muster_text_get (&faction->name) : entry->faction;
      }
      break;

    case MUSTER_DOC_TERRAIN:
      second = _("Terrain setup");
      break;

    case MUSTER_DOC_SCENARIO:
      second = _("Scenario");
      break;

    default:
      break;
    }

  if (second == NULL || *second == '\0')
    return g_strdup (system_name != NULL ? system_name : "");
  return g_strdup_printf ("%s · %s", second, system_name != NULL ? system_name : "");
}

/* "380 / 400 points", or "120 / 200 coins" in a system that counts in
 * coins; a system no longer installed counts in points. */
static char *
describe_points (const MusterLibraryEntry *entry,
                 MusterCatalog            *catalog)
{
  MusterSystem *system = catalog != NULL && entry->system != NULL ? muster_catalog_lookup (catalog, entry->system) : NULL;
  const MusterArmyOptions *options = system != NULL ? muster_system_get_army_options (system) : NULL;
  gboolean coins = options != NULL && g_strcmp0 (options->currency, "coins") == 0;
  g_autofree char *spent = muster_library_format_points (entry->spent);
  g_autofree char *limit = muster_library_format_points (entry->points);
  gulong n = (gulong) CLAMP (round (entry->points), 0, G_MAXULONG);

  if (entry->points > 0)
    return coins
      /* Translators: coins spent and the coins limit of an army, "120 / 200 coins" */
      ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s coin", "%s / %s coins", n), spent, limit)
      /* Translators: points spent and the points limit of an army, "380 / 400 points" */
      : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s / %s point", "%s / %s points", n), spent, limit);
  if (entry->spent > 0)
    {
      n = (gulong) CLAMP (round (entry->spent), 0, G_MAXULONG);
      return coins
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s coin", "%s coins", n), spent)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s point", "%s points", n), spent);
    }
  return NULL;
}

/* The same without its unit, for a narrow row: "380 / 400", or "380" */
static char *
describe_points_short (const MusterLibraryEntry *entry)
{
  g_autofree char *spent = muster_library_format_points (entry->spent);
  g_autofree char *limit = muster_library_format_points (entry->points);

  if (entry->points > 0)
    /* Translators: points (or coins) spent and the limit of an army, where a
     * narrow window has no room for the unit: "380 / 400" */
    return g_strdup_printf (_("%s / %s"), spent, limit);
  if (entry->spent > 0)
    return g_steal_pointer (&spent);
  return NULL;
}

static void
update_accessible (MusterLibraryRow *self,
                   const char       *when)
{
  const MusterLibraryEntry *entry = muster_library_item_get_entry (self->item);
  g_autofree char *description = NULL;
  g_autofree char *menu_label = NULL;

  /* Translators: what a screen reader says about a library row besides its
   * name: "<faction · system>, <points>, <n revisions>, changed <when>" */
  description = g_strdup_printf (_("%s, changed %s"), self->description, when);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, entry->name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  /* Translators: the accessible name of a library row's menu button */
  menu_label = g_strdup_printf (_("Actions for %s"), entry->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, menu_label,
                                  -1);
}

/* Shows the relative time of the last change as of @now (unix seconds);
 * the view calls it every minute so that "just now" does not go stale. */
void
muster_library_row_update_time (MusterLibraryRow *self,
                                gint64            now)
{
  const MusterLibraryEntry *entry;
  g_autofree char *revisions = NULL;
  g_autofree char *when = NULL;
  g_autofree char *text = NULL;
  g_autofree char *full = NULL;
  g_autofree char *tooltip = NULL;

  g_return_if_fail (MUSTER_IS_LIBRARY_ROW (self));

  if (self->item == NULL)
    return;
  entry = muster_library_item_get_entry (self->item);

  revisions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u revision", "%u revisions", entry->revisions),
                               entry->revisions);
  when = muster_library_format_relative (entry->updated, now);
  text = g_strdup_printf ("%s · %s", revisions, when);
  gtk_label_set_text (self->changed_label, text);
  gtk_label_set_text (self->when_label, when);

  full = muster_library_format_date_time (entry->updated);
  /* Translators: a tooltip: when a document was last saved, in full */
  tooltip = g_strdup_printf (_("Last changed %s"), full);
  muster_ui_set_tooltip (self->changed_squeezer, tooltip);

  update_accessible (self, when);
}

/**
 * muster_library_row_bind:
 * @catalog: (nullable): for the names of systems and factions
 * @searching: whether @item is a search result, whose snippet shows
 */
void
muster_library_row_bind (MusterLibraryRow  *self,
                         MusterLibraryItem *item,
                         MusterCatalog     *catalog,
                         gboolean           searching)
{
  const MusterLibraryEntry *entry;
  g_autofree char *origin = NULL;
  g_autofree char *points = NULL;
  g_autofree char *short_points = NULL;
  g_autofree char *revisions = NULL;
  gboolean over;
  gboolean show_snippet = FALSE;

  g_return_if_fail (MUSTER_IS_LIBRARY_ROW (self));
  g_return_if_fail (MUSTER_IS_LIBRARY_ITEM (item));

  g_set_object (&self->item, item);
  entry = muster_library_item_get_entry (item);

  gtk_label_set_text (self->name_label, entry->name);
  gtk_widget_set_visible (GTK_WIDGET (self->invalid_icon), entry->problems > 0);
  /* what only an army has */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "row.duplicate", entry->kind == MUSTER_DOC_ARMY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "row.rename", entry->kind == MUSTER_DOC_ARMY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "row.share", entry->kind == MUSTER_DOC_ARMY);
  origin = describe_origin (entry, catalog);
  gtk_label_set_text (self->details_label, origin);

  if (searching && entry->snippet != NULL && *entry->snippet != '\0')
    {
      show_snippet = !hits_in_name (entry->snippet, entry->name);
      if (show_snippet)
        {
          g_autofree char *markup = muster_library_format_snippet (entry->snippet);
          gtk_label_set_markup (self->snippet_label, markup);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->snippet_label), show_snippet);

  points = describe_points (entry, catalog);
  over = entry->points > 0 && entry->spent > entry->points;
  short_points = describe_points_short (entry);
  gtk_label_set_text (self->points_label, points != NULL ? points : "");
  gtk_label_set_text (self->points_short_label, short_points != NULL ? short_points : "");
  gtk_widget_set_visible (self->points_squeezer, points != NULL);
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *label = GTK_WIDGET (i == 0 ? self->points_label : self->points_short_label);

      if (over)
        gtk_widget_add_css_class (label, "error");
      else
        gtk_widget_remove_css_class (label, "error");
    }

  revisions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u revision", "%u revisions", entry->revisions),
                               entry->revisions);
  g_free (self->description);
  if (entry->problems > 0)
    {
      /* Translators: a screen reader's description of a library row of an
       * army that breaks rules, "France · Clouds of Smoke, 420 / 400 points, breaks rules, 3 revisions" */
      self->description = g_strdup_printf (_("%s, %s, breaks rules, %s"), origin, points != NULL ? points : "",
                                           revisions);
    }
  else if (points != NULL && over)
    /* Translators: a screen reader's description of a library row,
     * "France · Clouds of Smoke, 420 / 400 points, over the limit, 3 revisions" */
    self->description = g_strdup_printf (_("%s, %s, over the limit, %s"), origin, points, revisions);
  else if (points != NULL)
    self->description = g_strdup_printf ("%s, %s, %s", origin, points, revisions);
  else
    self->description = g_strdup_printf ("%s, %s", origin, revisions);

  muster_library_row_update_time (self, g_get_real_time () / G_USEC_PER_SEC);
}

void
muster_library_row_unbind (MusterLibraryRow *self)
{
  g_return_if_fail (MUSTER_IS_LIBRARY_ROW (self));

  g_clear_object (&self->item);
}

MusterLibraryItem *
muster_library_row_get_item (MusterLibraryRow *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_ROW (self), NULL);

  return self->item;
}

/* Opens the row's menu, as its button would; for the Menu key and
 * right clicks. */
void
muster_library_row_popup_menu (MusterLibraryRow *self)
{
  g_return_if_fail (MUSTER_IS_LIBRARY_ROW (self));

  if (self->item != NULL)
    gtk_menu_button_popup (self->menu_button);
}
