/* muster-booklet-sections.c: the booklet's sections of text: the list's
 * metadata and sources (books with pages, the <source> texts and the units
 * that cite each), the glossary of the special rules, weapons and
 * preparations its units use with their texts, each unit's limits in
 * words, and the changelog, newest first.
 */
#include "config.h"

#include "muster-booklet-private.h"
#include "muster-profile.h"
#include "muster-table-fit.h"

#include <glib/gi18n-lib.h>

#define FONT_BODY     "Sans 9"
#define FONT_GLOSSARY "Sans 9"
#define SECTION_GAP   14

static const char *
other_language (void)
{
  return g_str_equal (muster_get_language (), "ru") ? "en" : "ru";
}

/* The name in the other language where it differs, else NULL. */
static const char *
other_name (const MusterText *name)
{
  const char *other = muster_text_get_lang (name, other_language ());

  if (other == NULL || *other == '\0' || g_strcmp0 (other, muster_text_get (name)) == 0)
    return NULL;
  return other;
}

static void
meta_row (MusterFitTable *table, const char *label, const char *value)
{
  const char *cells[] = { label, value };

  if (value != NULL && *value != '\0')
    muster_fit_table_row (table, cells);
}

/* ---- about the list, and its sources ---- */

static void
free_string (gpointer data)
{
  g_string_free (data, TRUE);
}

/* Each source text once, with the units that cite it. */
static void
add_unit_sources (MusterBooklet *booklet, MusterPrintCtx *ctx)
{
  GPtrArray *units = booklet->faction->units;
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (free_string);
  const char *headers[] = { C_("booklet", "Source"), C_("booklet", "Units") };
  MusterFitTable *table;

  for (guint i = 0; i < units->len; i++)
    {
      const MusterUnitType *type = g_ptr_array_index (units, i);
      guint at;

      if (type->source == NULL || *type->source == '\0')
        continue;
      if (!g_ptr_array_find_with_equal_func (texts, type->source, g_str_equal, &at))
        {
          at = texts->len;
          g_ptr_array_add (texts, type->source);
          g_ptr_array_add (names, g_string_new (NULL));
        }
      {
        GString *list = g_ptr_array_index (names, at);

        g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", muster_text_get (&type->name));
      }
    }
  if (texts->len == 0)
    return;
  table = muster_fit_table_new (2, headers);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *cells[] = { g_ptr_array_index (texts, i), ((GString *) g_ptr_array_index (names, i))->str };

      muster_fit_table_row (table, cells);
    }
  muster_fit_table_emit (table, booklet->flow, ctx);
}

void
muster_booklet_add_about (MusterBooklet      *booklet,
                          MusterPrintCtx     *ctx,
                          MusterBookletEntry *about,
                          MusterBookletEntry *sources)
{
  const MusterFaction *faction = booklet->faction;
  MusterFlow *flow = booklet->flow;
  MusterFitTable *table = muster_fit_table_new (2, NULL);
  g_autofree char *name = NULL;
  g_autofree char *count = g_strdup_printf ("%u", faction->units->len);
  const char *other = other_name (&faction->name);

  muster_booklet_mark (booklet, about);
  muster_flow_title (flow, _("About this list"));
  /* TRANSLATORS: a list's name and its name in the other language: "France (Франция)" */
  name = other != NULL ? g_strdup_printf (_("%s (%s)"), muster_text_get (&faction->name), other)
                       : g_strdup (muster_text_get (&faction->name));
  meta_row (table, C_("booklet", "List"), name);
  meta_row (table, C_("booklet", "Period"), muster_text_get (&faction->epoch));
  meta_row (table, C_("booklet", "Game system"), muster_text_get (muster_system_get_name (booklet->system)));
  meta_row (table, C_("booklet", "Version"), faction->version);
  meta_row (table, C_("booklet", "Date"), faction->date);
  meta_row (table, C_("booklet", "Author"), faction->author);
  meta_row (table, C_("booklet", "Licence"), faction->licence);
  meta_row (table, C_("booklet", "Units"), count);
  muster_fit_table_emit (table, flow, ctx);
  if (muster_text_is_set (&faction->text))
    muster_flow_paragraph (flow, muster_text_get (&faction->text), FONT_BODY);
  if (faction->sample)
    muster_flow_paragraph (flow, _("The faction's data is a sample, not published figures."), "Sans Italic 8.5");

  muster_booklet_mark (booklet, sources);
  muster_flow_heading (flow, _("Sources"));
  if (faction->references != NULL && faction->references->len > 0)
    {
      const char *headers[] = { C_("booklet", "Book"), C_("booklet", "Page") };

      table = muster_fit_table_new (2, headers);
      for (guint i = 0; i < faction->references->len; i++)
        {
          const MusterListReference *ref = g_ptr_array_index (faction->references, i);
          const char *cells[] = { ref->book, ref->page != NULL ? ref->page : "—" };

          muster_fit_table_row (table, cells);
        }
      muster_fit_table_emit (table, flow, ctx);
    }
  if (faction->source != NULL && *faction->source != '\0')
    {
      muster_flow_gap (flow, 3);
      muster_flow_paragraph (flow, faction->source, FONT_BODY);
    }
  add_unit_sources (booklet, ctx);
  if ((faction->references == NULL || faction->references->len == 0)
      && (faction->source == NULL || *faction->source == '\0'))
    {
      gboolean any = FALSE;

      for (guint i = 0; i < faction->units->len && !any; i++)
        any = ((const MusterUnitType *) g_ptr_array_index (faction->units, i))->source != NULL;
      if (!any)
        muster_flow_paragraph (flow, _("The list names no sources."), FONT_BODY);
    }
}

/* ---- the glossary ---- */

static int
compare_names (const MusterText *a, const MusterText *b)
{
  return g_utf8_collate (muster_text_get (a), muster_text_get (b));
}

static int
compare_tags (gconstpointer a, gconstpointer b)
{
  return compare_names (&(*(const MusterTag * const *) a)->name, &(*(const MusterTag * const *) b)->name);
}

static int
compare_weapons (gconstpointer a, gconstpointer b)
{
  return compare_names (&(*(const MusterWeapon * const *) a)->name, &(*(const MusterWeapon * const *) b)->name);
}

/* "<b>Stakes</b> <i>(Колья)</i>. Text" and below it, smaller, what the
 * entry adds (the units that use it, a weapon's stats). */
static char *
entry_markup (const char *name, gboolean sample, const MusterText *names, const MusterText *text,
              const char *below)
{
  g_autofree char *title = muster_profile_sample_name (name, sample);
  g_autofree char *title_e = g_markup_escape_text (title, -1);
  const char *other = other_name (names);
  GString *markup = g_string_new (NULL);

  g_string_append_printf (markup, "<b>%s</b>", title_e);
  if (other != NULL)
    {
      g_autofree char *other_e = g_markup_escape_text (other, -1);

      g_string_append_printf (markup, " <i>(%s)</i>", other_e);
    }
  if (text != NULL && muster_text_is_set (text))
    {
      g_autofree char *text_e = g_markup_escape_text (muster_text_get (text), -1);

      g_string_append_printf (markup, ". %s", text_e);
    }
  if (below != NULL && *below != '\0')
    {
      g_autofree char *below_e = g_markup_escape_text (below, -1);

      g_string_append_printf (markup, "\n<span size='smaller' foreground='#5d5a50'>%s</span>", below_e);
    }
  return g_string_free (markup, FALSE);
}

/* "Used by: Pikemen, Musketeers": the units that show @tag. */
static char *
tag_users (GPtrArray *units, const MusterTag *tag)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < units->len; i++)
    {
      const MusterUnitType *type = g_ptr_array_index (units, i);

      if (type->tags != NULL && g_ptr_array_find (type->tags, tag, NULL))
        g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", muster_text_get (&type->name));
    }
  /* TRANSLATORS: below a special rule in a list's booklet: "Used by: Pikemen, Musketeers" */
  return g_strdup_printf (_("Used by: %s"), names->str);
}

/* The system weapons the units refer to that have a text. */
static GPtrArray *
used_weapons (GPtrArray *units)
{
  GPtrArray *weapons = g_ptr_array_new ();

  for (guint i = 0; i < units->len; i++)
    {
      const MusterUnitType *type = g_ptr_array_index (units, i);

      for (guint w = 0; type->weapons != NULL && w < type->weapons->len; w++)
        {
          const MusterWeapon *ref = ((const MusterWeapon *) g_ptr_array_index (type->weapons, w))->ref;

          if (ref != NULL && muster_text_is_set (&ref->text) && !g_ptr_array_find (weapons, ref, NULL))
            g_ptr_array_add (weapons, (gpointer) ref);
        }
    }
  g_ptr_array_sort (weapons, compare_weapons);
  return weapons;
}

void
muster_booklet_add_glossary (MusterBooklet      *booklet,
                             MusterPrintCtx     *ctx,
                             MusterBookletEntry *entry)
{
  GPtrArray *units = booklet->faction->units;
  GPtrArray *preparations = booklet->faction->preparations;
  MusterFlow *flow = booklet->flow;
  g_autoptr(GPtrArray) tags = g_ptr_array_new ();
  g_autoptr(GPtrArray) weapons = used_weapons (units);
  gboolean any_preparation = FALSE;

  for (guint i = 0; i < units->len; i++)
    {
      g_autoptr(GPtrArray) shown = muster_profile_unit_tags (g_ptr_array_index (units, i));

      for (guint t = 0; t < shown->len; t++)
        if (!g_ptr_array_find (tags, g_ptr_array_index (shown, t), NULL))
          g_ptr_array_add (tags, g_ptr_array_index (shown, t));
    }
  g_ptr_array_sort (tags, compare_tags);

  muster_booklet_mark (booklet, entry);
  muster_flow_title (flow, _("Special rules"));
  if (tags->len == 0)
    muster_flow_paragraph (flow, _("The list's units have no special rules."), FONT_BODY);
  for (guint i = 0; i < tags->len; i++)
    {
      const MusterTag *tag = g_ptr_array_index (tags, i);
      g_autofree char *users = tag_users (units, tag);
      g_autofree char *markup = entry_markup (muster_text_get (&tag->name), tag->sample, &tag->name, &tag->text,
                                              users);

      muster_flow_markup (flow, markup, FONT_GLOSSARY);
    }

  if (weapons->len > 0)
    muster_flow_heading (flow, C_("booklet", "Weapons"));
  for (guint i = 0; i < weapons->len; i++)
    {
      const MusterWeapon *weapon = g_ptr_array_index (weapons, i);
      g_autofree char *stats = muster_profile_weapon_stats (booklet->system, weapon, FALSE, " · ");
      g_autofree char *title = muster_profile_weapon_title (weapon, i + 1);
      g_autofree char *markup = entry_markup (title, FALSE, &weapon->name, &weapon->text, stats);

      muster_flow_markup (flow, markup, FONT_GLOSSARY);
    }

  for (guint i = 0; preparations != NULL && i < preparations->len; i++)
    {
      const MusterPreparation *p = g_ptr_array_index (preparations, i);
      g_autofree char *cost = NULL;
      g_autofree char *markup = NULL;

      if (!muster_text_is_set (&p->text))
        continue;
      if (!any_preparation)
        muster_flow_heading (flow, C_("booklet", "Preparations"));
      any_preparation = TRUE;
      if (muster_system_declares_costs (booklet->system))
        cost = muster_format_cost (booklet->system, p->cost);
      markup = entry_markup (muster_text_get (&p->name), p->sample, &p->name, &p->text, cost);
      muster_flow_markup (flow, markup, FONT_GLOSSARY);
    }
}

/* ---- limits ---- */

char *
muster_booklet_limit_text (const MusterUnitLimit *limit)
{
  g_autoptr(GString) text = NULL;

  if (muster_text_is_set (&limit->text))
    return g_strdup (muster_text_get (&limit->text));
  text = g_string_new (NULL);
  if (limit->min_source != NULL)
    /* TRANSLATORS: a unit's limit without words of its own: "at least 1" (an expression of the list) */
    g_string_append_printf (text, _("at least %s"), limit->min_source);
  if (limit->max_source != NULL)
    {
      if (text->len > 0)
        g_string_append (text, "; ");
      /* TRANSLATORS: a unit's limit without words of its own: "at most floor(points / 500)" */
      g_string_append_printf (text, _("at most %s"), limit->max_source);
    }
  if (limit->when_source != NULL)
    {
      if (text->len > 0)
        g_string_append (text, "; ");
      /* TRANSLATORS: a unit's limit without words of its own: "only while count(commanders, tag:mounted) >= 1" */
      g_string_append_printf (text, _("only while %s"), limit->when_source);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
muster_booklet_add_limits (MusterBooklet      *booklet,
                           MusterPrintCtx     *ctx,
                           MusterBookletEntry *entry)
{
  GPtrArray *units = booklet->faction->units;
  const char *headers[] = { C_("booklet", "Unit"), C_("booklet", "Limit") };
  MusterFitTable *table = muster_fit_table_new (2, headers);
  guint rows = 0;

  muster_flow_gap (booklet->flow, SECTION_GAP);
  muster_booklet_mark (booklet, entry);
  muster_flow_title (booklet->flow, _("Unit limits"));
  for (guint i = 0; i < units->len; i++)
    {
      const MusterUnitType *type = g_ptr_array_index (units, i);

      for (guint l = 0; type->limits != NULL && l < type->limits->len; l++)
        {
          g_autofree char *text = muster_booklet_limit_text (g_ptr_array_index (type->limits, l));
          const char *cells[] = { l == 0 ? muster_text_get (&type->name) : "", text };

          muster_fit_table_row (table, cells);
          rows++;
        }
    }
  if (rows == 0)
    {
      muster_fit_table_free (table);
      muster_flow_paragraph (booklet->flow, _("No unit of this list has a limit of its own."), FONT_BODY);
      return;
    }
  muster_fit_table_emit (table, booklet->flow, ctx);
}

/* ---- the changelog ---- */

static int
compare_changes (gconstpointer a, gconstpointer b)
{
  const MusterListChange *x = *(const MusterListChange * const *) a;
  const MusterListChange *y = *(const MusterListChange * const *) b;

  /* newest first */
  return muster_version_compare (y->version, x->version);
}

void
muster_booklet_add_changes (MusterBooklet      *booklet,
                            MusterPrintCtx     *ctx,
                            MusterBookletEntry *entry)
{
  GPtrArray *changes = booklet->faction->changes;
  const char *headers[] = { C_("booklet", "Version"), C_("booklet", "Date"), C_("booklet", "What changed") };
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  MusterFitTable *table;

  muster_flow_gap (booklet->flow, SECTION_GAP);
  muster_booklet_mark (booklet, entry);
  muster_flow_title (booklet->flow, _("Changes"));
  for (guint i = 0; changes != NULL && i < changes->len; i++)
    g_ptr_array_add (sorted, g_ptr_array_index (changes, i));
  if (sorted->len == 0)
    {
      muster_flow_paragraph (booklet->flow, _("No changes are recorded."), FONT_BODY);
      return;
    }
  /* a stable sort: entries of one version keep their order */
  g_ptr_array_sort (sorted, compare_changes);
  table = muster_fit_table_new (3, headers);
  for (guint i = 0; i < sorted->len; i++)
    {
      const MusterListChange *change = g_ptr_array_index (sorted, i);
      const char *cells[] = { change->version, change->date != NULL ? change->date : "—",
                              muster_text_is_set (&change->text) ? muster_text_get (&change->text) : "—" };

      muster_fit_table_row (table, cells);
    }
  muster_fit_table_emit (table, booklet->flow, ctx);
}
