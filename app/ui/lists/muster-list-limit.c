/* muster-list-limit.c: one limit of a unit in the list editor. The common
 * limits are choices that write the expression: "at most N" (max="N"),
 * "N per M points" (max="N * floor(points / M) + B") and "only with a unit
 * of a special rule" (when="count(tag:ID) >= 1"); anything else is written
 * as expressions. Changing the choice is one step of undo.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-list-field.h"
#include "muster-list-limit.h"

typedef enum
{
  KIND_AT_MOST,
  KIND_PER_POINTS,
  KIND_ONLY_WITH,
  KIND_EXPRESSION,
  N_KINDS
} Kind;

typedef struct
{
  MusterListDoc *doc;
  MusterSystem *system;
  xmlNode *limit;
  GtkWidget *list;              /* the limit's boxed list */
  GtkWidget *kind_row;
  GPtrArray *rows;              /* the rows of the kind shown */
  Kind kind;
  guint per, every, besides;    /* "N per M points", and B more */
} Limit;

#define PER_POINTS "^(?:([0-9]+) \\* )?floor\\(points / ([0-9]+)\\)(?: \\+ ([0-9]+))?$"
#define ONLY_WITH "^count\\(tag:([a-z0-9][a-z0-9_-]*)\\) >= 1$"

static void
limit_free (Limit *l)
{
  g_object_unref (l->doc);
  g_object_unref (l->system);
  g_ptr_array_unref (l->rows);
  g_free (l);
}

static char *
attr (Limit *l, const char *name)
{
  return muster_xml_get_attr (l->limit, name);
}

/* The kind the limit's expressions are, and its numbers. */
static Kind
read_kind (Limit *l)
{
  g_autofree char *min = attr (l, "min");
  g_autofree char *max = attr (l, "max");
  g_autofree char *when = attr (l, "when");
  g_autoptr(GRegex) per = g_regex_new (PER_POINTS, 0, 0, NULL);
  g_autoptr(GRegex) with = g_regex_new (ONLY_WITH, 0, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;

  if (min != NULL)
    return KIND_EXPRESSION;
  if (max != NULL && when == NULL && g_regex_match_simple ("^[0-9]+$", max, 0, 0))
    return KIND_AT_MOST;
  if (max != NULL && when == NULL && g_regex_match (per, max, 0, &info))
    {
      g_autofree char *n = g_match_info_fetch (info, 1);
      g_autofree char *m = g_match_info_fetch (info, 2);
      g_autofree char *b = g_match_info_fetch (info, 3);

      l->per = n != NULL && *n != '\0' ? (guint) g_ascii_strtoull (n, NULL, 10) : 1;
      l->every = (guint) g_ascii_strtoull (m, NULL, 10);
      l->besides = b != NULL && *b != '\0' ? (guint) g_ascii_strtoull (b, NULL, 10) : 0;
      return KIND_PER_POINTS;
    }
  g_clear_pointer (&info, g_match_info_free);
  if (max == NULL && when != NULL && g_regex_match (with, when, 0, &info))
    {
      g_autofree char *tag = g_match_info_fetch (info, 1);

      if (muster_system_lookup_tag (l->system, tag) != NULL)
        return KIND_ONLY_WITH;
    }
  return KIND_EXPRESSION;
}

static char *
per_points_expr (guint per, guint every, guint besides)
{
  g_autofree char *base = per == 1 ? g_strdup_printf ("floor(points / %u)", every)
                                   : g_strdup_printf ("%u * floor(points / %u)", per, every);

  return besides > 0 ? g_strdup_printf ("%s + %u", base, besides) : g_steal_pointer (&base);
}

/* Sets min, max and when (NULL: none) as one step of undo. */
static void
write_limit (Limit *l, const char *min, const char *max, const char *when)
{
  const char *names[] = { "min", "max", "when" };
  const char *values[] = { min, max, when };

  muster_list_doc_end_group (l->doc);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      MusterListSlot slot = { .element = l->limit, .attr = names[i] };

      muster_list_doc_set (l->doc, &slot, values[i], l);
    }
  muster_list_doc_end_group (l->doc);
}

static void build_rows (Limit *l);

/* ---- N per M points ---- */

static void
per_points_changed_cb (GtkEditable *editable,
                       Limit       *l)
{
  guint *number = g_object_get_data (G_OBJECT (editable), "muster-limit-number");
  const char *text = gtk_editable_get_text (editable);
  g_autofree char *expr = NULL;
  MusterListSlot slot = { .element = l->limit, .attr = "max" };
  guint64 value = 0;

  if (!g_ascii_string_to_unsigned (text, 10, 0, 1000000, &value, NULL) || (number == &l->every && value == 0))
    {
      gtk_widget_add_css_class (GTK_WIDGET (editable), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (editable), "error");
  *number = (guint) value;
  expr = per_points_expr (l->per, l->every, l->besides);
  /* typing in one field is one step */
  muster_list_doc_set (l->doc, &slot, expr, editable);
}

static GtkWidget *
number_row (Limit *l, const char *title, guint *number)
{
  GtkWidget *row = adw_entry_row_new ();
  g_autofree char *text = g_strdup_printf ("%u", *number);
  /* the error of max="…" marks these */
  MusterListSlot slot = { .element = l->limit, .attr = "max" };

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  gtk_editable_set_enable_undo (GTK_EDITABLE (row), FALSE);
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_DIGITS);
  muster_list_field_attach (row, l->doc, &slot);
  g_object_set_data (G_OBJECT (row), "muster-limit-number", number);
  g_signal_connect (row, "changed", G_CALLBACK (per_points_changed_cb), l);
  return row;
}

/* ---- only with ---- */

static void
tag_selected_cb (AdwComboRow *row,
                 GParamSpec  *pspec,
                 Limit       *l)
{
  GPtrArray *tags = muster_system_get_tags (l->system);
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *when = NULL;
  MusterListSlot slot = { .element = l->limit, .attr = "when" };

  if (selected >= tags->len)
    return;
  when = g_strdup_printf ("count(tag:%s) >= 1", ((const MusterTag *) g_ptr_array_index (tags, selected))->id);
  muster_list_doc_end_group (l->doc);
  muster_list_doc_set (l->doc, &slot, when, NULL);
}

static GtkWidget *
tag_row (Limit *l)
{
  GPtrArray *tags = muster_system_get_tags (l->system);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *when = attr (l, "when");
  g_autoptr(GRegex) with = g_regex_new (ONLY_WITH, 0, 0, NULL);
  g_autofree char *id = when != NULL ? g_regex_replace (with, when, -1, 0, "\\1", 0, NULL) : NULL;
  GtkWidget *row = adw_combo_row_new ();
  guint selected = 0;
  MusterListSlot slot = { .element = l->limit, .attr = "when" };

  for (guint i = 0; i < tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (tags, i);

      gtk_string_list_append (names, muster_text_get (&tag->name));
      if (g_strcmp0 (tag->id, id) == 0)
        selected = i;
    }
  /* Translators: the list editor: a limit that allows the unit only in an army with a unit of this special rule */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Only with a unit of the special rule"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  muster_list_field_attach (row, l->doc, &slot);
  g_signal_connect (row, "notify::selected", G_CALLBACK (tag_selected_cb), l);
  return row;
}

/* ---- the kind ---- */

static void
kind_selected_cb (AdwComboRow *row,
                  GParamSpec  *pspec,
                  Limit       *l)
{
  Kind kind = adw_combo_row_get_selected (row);
  GPtrArray *tags = muster_system_get_tags (l->system);

  if (kind == l->kind || kind >= N_KINDS)
    return;
  l->kind = kind;
  switch (kind)
    {
    case KIND_AT_MOST:
      write_limit (l, NULL, "1", NULL);
      break;
    case KIND_PER_POINTS:
      l->per = 1;
      l->every = 500;
      l->besides = 0;
      write_limit (l, NULL, "floor(points / 500)", NULL);
      break;
    case KIND_ONLY_WITH:
      if (tags->len > 0)
        {
          g_autofree char *when = g_strdup_printf ("count(tag:%s) >= 1", ((const MusterTag *) g_ptr_array_index (tags, 0))->id);

          write_limit (l, NULL, NULL, when);
        }
      break;
    case KIND_EXPRESSION:
    case N_KINDS:
    default:
      /* the expressions as they are, to be written by hand */
      break;
    }
  build_rows (l);
}

static void
add_row (Limit *l, GtkWidget *row)
{
  gtk_list_box_insert (GTK_LIST_BOX (l->list), row, 1 + l->rows->len);
  g_ptr_array_add (l->rows, row);
}

static void
add_entry (Limit *l, const char *name, const char *title)
{
  add_row (l, muster_list_field_entry (l->doc, &(MusterListSlot) { .element = l->limit, .attr = name }, title));
}

/* The rows of the kind chosen, after the choice. */
static void
build_rows (Limit *l)
{
  for (guint i = 0; i < l->rows->len; i++)
    gtk_list_box_remove (GTK_LIST_BOX (l->list), g_ptr_array_index (l->rows, i));
  g_ptr_array_set_size (l->rows, 0);
  switch (l->kind)
    {
    case KIND_AT_MOST:
      add_entry (l, "max", _("At most"));
      break;
    case KIND_PER_POINTS:
      /* Translators: a limit "N per M points": N */
      add_row (l, number_row (l, _("How many"), &l->per));
      /* Translators: a limit "N per M points": M */
      add_row (l, number_row (l, _("Per so many points"), &l->every));
      /* Translators: a limit "N per M points, and B more": B */
      add_row (l, number_row (l, _("And more besides"), &l->besides));
      break;
    case KIND_ONLY_WITH:
      add_row (l, tag_row (l));
      break;
    case KIND_EXPRESSION:
    case N_KINDS:
    default:
      add_entry (l, "min", _("At least"));
      add_entry (l, "max", _("At most"));
      add_entry (l, "when", _("Only while"));
      break;
    }
}

GtkWidget *
muster_list_limit_new (MusterListDoc *doc,
                       MusterSystem  *system,
                       xmlNode       *limit)
{
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  Limit *l = g_new0 (Limit, 1);
  GtkWidget *remove;

  g_return_val_if_fail (MUSTER_IS_LIST_DOC (doc), NULL);
  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);
  g_return_val_if_fail (limit != NULL, NULL);

  l->doc = g_object_ref (doc);
  l->system = g_object_ref (system);
  l->limit = limit;
  l->rows = g_ptr_array_new ();
  l->list = muster_list_field_box ();
  g_object_set_data_full (G_OBJECT (l->list), "muster-list-limit", l, (GDestroyNotify) limit_free);
  l->kind = read_kind (l);

  /* Translators: the kinds of a unit's limit in the list editor */
  gtk_string_list_append (kinds, _("At most a number"));
  gtk_string_list_append (kinds, _("A number per so many points"));
  gtk_string_list_append (kinds, _("Only with a unit of a special rule"));
  gtk_string_list_append (kinds, _("Written as expressions"));
  l->kind_row = adw_combo_row_new ();
  /* Translators: the list editor: the choice of what a limit allows */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (l->kind_row), _("Limit"));
  adw_combo_row_set_model (ADW_COMBO_ROW (l->kind_row), G_LIST_MODEL (kinds));
  adw_combo_row_set_selected (ADW_COMBO_ROW (l->kind_row), l->kind);
  remove = muster_list_field_remove_button (doc, limit, _("Remove Limit"));
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (l->kind_row), remove);
  gtk_list_box_append (GTK_LIST_BOX (l->list), l->kind_row);
  g_signal_connect (l->kind_row, "notify::selected", G_CALLBACK (kind_selected_cb), l);
  build_rows (l);

  gtk_list_box_append (GTK_LIST_BOX (l->list),
                       muster_list_field_entry (doc, &(MusterListSlot) { .element = limit, .child = "text", .lang = "en" },
                                                _("In words (English)")));
  gtk_list_box_append (GTK_LIST_BOX (l->list),
                       muster_list_field_entry (doc, &(MusterListSlot) { .element = limit, .child = "text", .lang = "ru" },
                                                _("In words (Russian)")));
  return l->list;
}
