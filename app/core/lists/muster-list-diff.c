/* muster-list-diff.c: the changes between two versions of a published list
 * (metadata, units and the faction's preparations added, removed, renamed,
 * each changed field), as items with stable codes and a sentence for each.
 */
#include "config.h"

#include "muster-list-diff.h"

#include <glib/gi18n-lib.h>

static const char *const kind_codes[MUSTER_LIST_DIFF_N_KINDS] = {
  "version", "date", "author", "licence", "title", "epoch", "description", "source",
  "reference-added", "reference-removed", "changelog-added",
  "unit-added", "unit-removed", "unit-renamed", "unit-cost", "unit-category", "unit-stat",
  "unit-weapon-added", "unit-weapon-removed", "unit-weapon-changed",
  "unit-tag-added", "unit-tag-removed",
  "unit-limit-added", "unit-limit-removed", "unit-limit-text",
  "unit-description", "unit-source",
  "preparation-added", "preparation-removed", "preparation-renamed", "preparation-cost",
  "preparation-repeatable", "preparation-stat", "preparation-description", "preparation-source",
};

const char *
muster_list_diff_kind_code (MusterListDiffKind kind)
{
  g_return_val_if_fail (kind < MUSTER_LIST_DIFF_N_KINDS, NULL);
  return kind_codes[kind];
}

static void
item_free (MusterListDiffItem *item)
{
  g_free (item->unit_id);
  g_free (item->preparation_id);
  muster_text_clear (&item->name);
  g_free (item->field);
  muster_text_clear (&item->field_name);
  g_free (item->old_value);
  g_free (item->new_value);
  g_free (item);
}

typedef struct
{
  MusterSystem *system;
  GPtrArray *items;
  const MusterUnitType *unit;   /* the unit being compared, NULL for the list */
  const MusterPreparation *preparation; /* the preparation being compared */
} Diff;

static MusterListDiffItem *
add (Diff *d, MusterListDiffKind kind, const char *field, const char *old_value, const char *new_value)
{
  MusterListDiffItem *item = g_new0 (MusterListDiffItem, 1);

  item->kind = kind;
  item->field = g_strdup (field);
  item->old_value = g_strdup (old_value);
  item->new_value = g_strdup (new_value);
  if (d->unit != NULL)
    {
      item->unit_id = g_strdup (d->unit->id);
      muster_text_copy (&item->name, &d->unit->name);
    }
  else if (d->preparation != NULL)
    {
      item->preparation_id = g_strdup (d->preparation->id);
      muster_text_copy (&item->name, &d->preparation->name);
    }
  g_ptr_array_add (d->items, item);
  return item;
}

static void
compare_string (Diff *d, MusterListDiffKind kind, const char *field, const char *a, const char *b)
{
  if (g_strcmp0 (a, b) != 0)
    add (d, kind, field, a, b);
}

static void
compare_text (Diff *d, MusterListDiffKind kind, const MusterText *a, const MusterText *b)
{
  compare_string (d, kind, "en", a->en, b->en);
  compare_string (d, kind, "ru", a->ru, b->ru);
}

static char *
format_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%g", value));
}

/* ---- the list's metadata ---- */

static char *
reference_string (const MusterListReference *r)
{
  if (r->page == NULL)
    return g_strdup (r->book);
  return g_strdup_printf ("%s, p. %s", r->book, r->page);
}

static GPtrArray *
reference_strings (const MusterFaction *f)
{
  GPtrArray *strings = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; f->references != NULL && i < f->references->len; i++)
    g_ptr_array_add (strings, reference_string (g_ptr_array_index (f->references, i)));
  return strings;
}

static gboolean
strings_contain (GPtrArray *strings, const char *s)
{
  for (guint i = 0; i < strings->len; i++)
    if (g_strcmp0 (g_ptr_array_index (strings, i), s) == 0)
      return TRUE;
  return FALSE;
}

/* Items for what is in @b and not in @a (kind_added) and the other way. */
static void
compare_sets (Diff *d, GPtrArray *a, GPtrArray *b, MusterListDiffKind added, MusterListDiffKind removed)
{
  for (guint i = 0; i < b->len; i++)
    if (!strings_contain (a, g_ptr_array_index (b, i)))
      add (d, added, NULL, NULL, g_ptr_array_index (b, i));
  for (guint i = 0; i < a->len; i++)
    if (!strings_contain (b, g_ptr_array_index (a, i)))
      add (d, removed, NULL, g_ptr_array_index (a, i), NULL);
}

static gboolean
has_change (const MusterFaction *f, const MusterListChange *c)
{
  for (guint i = 0; f->changes != NULL && i < f->changes->len; i++)
    {
      const MusterListChange *o = g_ptr_array_index (f->changes, i);

      if (g_strcmp0 (o->version, c->version) == 0 && g_strcmp0 (o->date, c->date) == 0
          && g_strcmp0 (o->text.en, c->text.en) == 0 && g_strcmp0 (o->text.ru, c->text.ru) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
compare_metadata (Diff *d, const MusterFaction *a, const MusterFaction *b)
{
  g_autoptr(GPtrArray) refs_a = reference_strings (a);
  g_autoptr(GPtrArray) refs_b = reference_strings (b);

  compare_string (d, MUSTER_LIST_DIFF_VERSION, NULL, a->version, b->version);
  compare_string (d, MUSTER_LIST_DIFF_DATE, NULL, a->date, b->date);
  compare_string (d, MUSTER_LIST_DIFF_AUTHOR, NULL, a->author, b->author);
  compare_string (d, MUSTER_LIST_DIFF_LICENCE, NULL, a->licence, b->licence);
  compare_text (d, MUSTER_LIST_DIFF_TITLE, &a->name, &b->name);
  compare_text (d, MUSTER_LIST_DIFF_EPOCH, &a->epoch, &b->epoch);
  compare_text (d, MUSTER_LIST_DIFF_DESCRIPTION, &a->text, &b->text);
  compare_string (d, MUSTER_LIST_DIFF_SOURCE, NULL, a->source, b->source);
  compare_sets (d, refs_a, refs_b, MUSTER_LIST_DIFF_REFERENCE_ADDED, MUSTER_LIST_DIFF_REFERENCE_REMOVED);
  for (guint i = 0; b->changes != NULL && i < b->changes->len; i++)
    {
      const MusterListChange *c = g_ptr_array_index (b->changes, i);

      if (!has_change (a, c))
        add (d, MUSTER_LIST_DIFF_CHANGELOG_ADDED, c->version, NULL, c->text.en != NULL ? c->text.en : c->text.ru);
    }
}

/* ---- units ---- */

/* The stats of a unit or preparation (the fields of @scope). */
static void
compare_stats (Diff *d, MusterListDiffKind kind, MusterFieldScope scope, char **a, char **b)
{
  GPtrArray *fields = muster_system_get_fields (d->system, scope);

  for (guint i = 0; i < fields->len; i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);
      const char *sa = a != NULL ? a[i] : NULL;
      const char *sb = b != NULL ? b[i] : NULL;

      if (g_strcmp0 (sa, sb) != 0)
        muster_text_copy (&add (d, kind, field->id, sa, sb)->field_name, &field->name);
    }
}

static void
compare_cost (Diff *d, MusterListDiffKind kind, double a, double b)
{
  g_autofree char *ca = format_number (a);
  g_autofree char *cb = format_number (b);

  if (a != b)
    add (d, kind, NULL, ca, cb);
}

static const char *
weapon_key (const MusterWeapon *w)
{
  if (w->ref != NULL && w->ref->id != NULL)
    return w->ref->id;
  return w->name.en != NULL ? w->name.en : w->name.ru;
}

/* "range 2UW, dice 1d6", then its bands and a name given over a system
 * weapon's */
static char *
weapon_summary (Diff *d, const MusterWeapon *w)
{
  GPtrArray *fields = muster_system_get_fields (d->system, MUSTER_FIELD_SCOPE_WEAPON);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < fields->len; i++)
    if (w->stats != NULL && w->stats[i] != NULL)
      g_string_append_printf (s, "%s%s %s", s->len > 0 ? ", " : "",
                              ((const MusterField *) g_ptr_array_index (fields, i))->id, w->stats[i]);
  for (guint i = 0; w->bands != NULL && i < w->bands->len; i++)
    {
      const MusterBand *band = &g_array_index (w->bands, MusterBand, i);
      g_autofree char *from = format_number (band->from);
      g_autofree char *to = format_number (band->to);

      g_string_append_printf (s, "%s%s-%s: %s", s->len > 0 ? ", " : "", from, to, band->value);
    }
  if (w->ref != NULL && muster_text_is_set (&w->name))
    g_string_append_printf (s, "%s\"%s\"", s->len > 0 ? ", " : "", w->name.en != NULL ? w->name.en : w->name.ru);
  return g_string_free (s, FALSE);
}

static const MusterWeapon *
find_weapon (const MusterUnitType *u, const char *key)
{
  for (guint i = 0; i < u->weapons->len; i++)
    {
      const MusterWeapon *w = g_ptr_array_index (u->weapons, i);

      if (g_strcmp0 (weapon_key (w), key) == 0)
        return w;
    }
  return NULL;
}

static void
compare_weapons (Diff *d, const MusterUnitType *a, const MusterUnitType *b)
{
  for (guint i = 0; i < b->weapons->len; i++)
    {
      const MusterWeapon *wb = g_ptr_array_index (b->weapons, i);
      const MusterWeapon *wa = find_weapon (a, weapon_key (wb));
      g_autofree char *sb = weapon_summary (d, wb);
      g_autofree char *sa = wa != NULL ? weapon_summary (d, wa) : NULL;

      if (wa == NULL)
        add (d, MUSTER_LIST_DIFF_UNIT_WEAPON_ADDED, weapon_key (wb), NULL, sb);
      else if (g_strcmp0 (sa, sb) != 0)
        add (d, MUSTER_LIST_DIFF_UNIT_WEAPON_CHANGED, weapon_key (wb), sa, sb);
    }
  for (guint i = 0; i < a->weapons->len; i++)
    {
      const MusterWeapon *wa = g_ptr_array_index (a->weapons, i);

      if (find_weapon (b, weapon_key (wa)) == NULL)
        {
          g_autofree char *sa = weapon_summary (d, wa);
          add (d, MUSTER_LIST_DIFF_UNIT_WEAPON_REMOVED, weapon_key (wa), sa, NULL);
        }
    }
}

static void
compare_tags (Diff *d, const MusterUnitType *a, const MusterUnitType *b)
{
  for (int pass = 0; pass < 2; pass++)
    {
      const MusterUnitType *from = pass == 0 ? b : a;
      const MusterUnitType *other = pass == 0 ? a : b;

      for (guint i = 0; i < from->tags->len; i++)
        {
          const MusterTag *tag = g_ptr_array_index (from->tags, i);
          gboolean found = FALSE;

          for (guint j = 0; j < other->tags->len && !found; j++)
            found = g_str_equal (((const MusterTag *) g_ptr_array_index (other->tags, j))->id, tag->id);
          if (!found)
            muster_text_copy (&add (d, pass == 0 ? MUSTER_LIST_DIFF_UNIT_TAG_ADDED : MUSTER_LIST_DIFF_UNIT_TAG_REMOVED,
                                    tag->id, NULL, NULL)->field_name, &tag->name);
        }
    }
}

static char *
limit_summary (const MusterUnitLimit *limit)
{
  GString *s = g_string_new (NULL);

  if (limit->min_source != NULL)
    g_string_append_printf (s, "min=%s", limit->min_source);
  if (limit->max_source != NULL)
    g_string_append_printf (s, "%smax=%s", s->len > 0 ? "; " : "", limit->max_source);
  if (limit->when_source != NULL)
    g_string_append_printf (s, "%swhen=%s", s->len > 0 ? "; " : "", limit->when_source);
  return g_string_free (s, FALSE);
}

static const MusterUnitLimit *
find_limit (const MusterUnitType *u, const char *summary)
{
  for (guint i = 0; u->limits != NULL && i < u->limits->len; i++)
    {
      const MusterUnitLimit *limit = g_ptr_array_index (u->limits, i);
      g_autofree char *s = limit_summary (limit);

      if (g_str_equal (s, summary))
        return limit;
    }
  return NULL;
}

static void
compare_limits (Diff *d, const MusterUnitType *a, const MusterUnitType *b)
{
  for (guint i = 0; b->limits != NULL && i < b->limits->len; i++)
    {
      const MusterUnitLimit *lb = g_ptr_array_index (b->limits, i);
      g_autofree char *sb = limit_summary (lb);
      const MusterUnitLimit *la = find_limit (a, sb);

      if (la == NULL)
        add (d, MUSTER_LIST_DIFF_UNIT_LIMIT_ADDED, NULL, NULL, sb);
      else if (g_strcmp0 (la->text.en, lb->text.en) != 0 || g_strcmp0 (la->text.ru, lb->text.ru) != 0)
        add (d, MUSTER_LIST_DIFF_UNIT_LIMIT_TEXT, sb, la->text.en, lb->text.en);
    }
  for (guint i = 0; a->limits != NULL && i < a->limits->len; i++)
    {
      g_autofree char *sa = limit_summary (g_ptr_array_index (a->limits, i));

      if (find_limit (b, sa) == NULL)
        add (d, MUSTER_LIST_DIFF_UNIT_LIMIT_REMOVED, NULL, sa, NULL);
    }
}

static void
compare_unit (Diff *d, const MusterUnitType *a, const MusterUnitType *b)
{
  d->unit = b;
  compare_text (d, MUSTER_LIST_DIFF_UNIT_RENAMED, &a->name, &b->name);
  compare_cost (d, MUSTER_LIST_DIFF_UNIT_COST, a->cost, b->cost);
  if (a->category != b->category && g_strcmp0 (a->category->id, b->category->id) != 0)
    add (d, MUSTER_LIST_DIFF_UNIT_CATEGORY, NULL, a->category->id, b->category->id);
  compare_stats (d, MUSTER_LIST_DIFF_UNIT_STAT, MUSTER_FIELD_SCOPE_UNIT, a->stats, b->stats);
  compare_weapons (d, a, b);
  compare_tags (d, a, b);
  compare_limits (d, a, b);
  compare_text (d, MUSTER_LIST_DIFF_UNIT_DESCRIPTION, &a->text, &b->text);
  compare_string (d, MUSTER_LIST_DIFF_UNIT_SOURCE, NULL, a->source, b->source);
  d->unit = NULL;
}

/* ---- the faction's own preparations ---- */

static const MusterPreparation *
find_preparation (const MusterFaction *f, const char *id)
{
  for (guint i = 0; i < f->preparations->len; i++)
    {
      const MusterPreparation *p = g_ptr_array_index (f->preparations, i);

      if (g_str_equal (p->id, id))
        return p;
    }
  return NULL;
}

static void
compare_preparation (Diff *d, const MusterPreparation *a, const MusterPreparation *b)
{
  d->preparation = b;
  compare_text (d, MUSTER_LIST_DIFF_PREPARATION_RENAMED, &a->name, &b->name);
  compare_cost (d, MUSTER_LIST_DIFF_PREPARATION_COST, a->cost, b->cost);
  if (a->repeatable != b->repeatable)
    add (d, MUSTER_LIST_DIFF_PREPARATION_REPEATABLE, NULL, a->repeatable ? "true" : "false",
         b->repeatable ? "true" : "false");
  compare_stats (d, MUSTER_LIST_DIFF_PREPARATION_STAT, MUSTER_FIELD_SCOPE_PREPARATION, a->stats, b->stats);
  compare_text (d, MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION, &a->text, &b->text);
  compare_string (d, MUSTER_LIST_DIFF_PREPARATION_SOURCE, NULL, a->source, b->source);
  d->preparation = NULL;
}

/* Each preparation of @new_list against the one of its id in @old_list,
 * then those @new_list no longer has. */
static void
compare_preparations (Diff *d, const MusterFaction *old_list, const MusterFaction *new_list)
{
  for (guint i = 0; i < new_list->preparations->len; i++)
    {
      const MusterPreparation *b = g_ptr_array_index (new_list->preparations, i);
      const MusterPreparation *a = find_preparation (old_list, b->id);

      g_autofree char *cost = NULL;

      if (a != NULL)
        {
          compare_preparation (d, a, b);
          continue;
        }
      cost = format_number (b->cost);
      d->preparation = b;
      add (d, MUSTER_LIST_DIFF_PREPARATION_ADDED, NULL, NULL, cost);
      d->preparation = NULL;
    }
  for (guint i = 0; i < old_list->preparations->len; i++)
    {
      const MusterPreparation *a = g_ptr_array_index (old_list->preparations, i);
      g_autofree char *cost = NULL;

      if (find_preparation (new_list, a->id) != NULL)
        continue;
      cost = format_number (a->cost);
      d->preparation = a;
      add (d, MUSTER_LIST_DIFF_PREPARATION_REMOVED, NULL, cost, NULL);
      d->preparation = NULL;
    }
}

GPtrArray *
muster_list_diff (MusterSystem *system, const MusterFaction *old_list, const MusterFaction *new_list)
{
  Diff d = { system, NULL, NULL, NULL };

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);
  g_return_val_if_fail (old_list != NULL && new_list != NULL, NULL);

  d.items = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);
  compare_metadata (&d, old_list, new_list);
  for (guint i = 0; i < new_list->units->len; i++)
    {
      const MusterUnitType *b = g_ptr_array_index (new_list->units, i);
      const MusterUnitType *a = muster_faction_lookup_unit (old_list, b->id);

      if (a == NULL)
        {
          g_autofree char *cost = format_number (b->cost);
          d.unit = b;
          add (&d, MUSTER_LIST_DIFF_UNIT_ADDED, NULL, NULL, cost);
          d.unit = NULL;
        }
      else
        compare_unit (&d, a, b);
    }
  for (guint i = 0; i < old_list->units->len; i++)
    {
      const MusterUnitType *a = g_ptr_array_index (old_list->units, i);

      if (muster_faction_lookup_unit (new_list, a->id) == NULL)
        {
          g_autofree char *cost = format_number (a->cost);
          d.unit = a;
          add (&d, MUSTER_LIST_DIFF_UNIT_REMOVED, NULL, cost, NULL);
          d.unit = NULL;
        }
    }
  compare_preparations (&d, old_list, new_list);
  return d.items;
}

/* ---- in words ---- */

static const char *
or_none (const char *value)
{
  /* TRANSLATORS: a field of an army list that the list does not give */
  return value != NULL ? value : _("(none)");
}

static const char *
language_name (const char *lang)
{
  return g_strcmp0 (lang, "ru") == 0 ? _("Russian") : _("English");
}

char *
muster_list_diff_item_describe (const MusterListDiffItem *item)
{
  const char *id = item->unit_id != NULL ? item->unit_id : item->preparation_id;
  const char *unit = muster_text_is_set (&item->name) ? muster_text_get (&item->name) : id;
  const char *field = muster_text_is_set (&item->field_name) ? muster_text_get (&item->field_name) : item->field;
  const char *a = or_none (item->old_value);
  const char *b = or_none (item->new_value);

  switch (item->kind)
    {
    case MUSTER_LIST_DIFF_VERSION:
      return g_strdup_printf (_("Version %s → %s."), a, b);
    case MUSTER_LIST_DIFF_DATE:
      return g_strdup_printf (_("Date %s → %s."), a, b);
    case MUSTER_LIST_DIFF_AUTHOR:
      return g_strdup_printf (_("Author “%s” → “%s”."), a, b);
    case MUSTER_LIST_DIFF_LICENCE:
      return g_strdup_printf (_("Licence “%s” → “%s”."), a, b);
    case MUSTER_LIST_DIFF_TITLE:
      return g_strdup_printf (_("Title (%s) “%s” → “%s”."), language_name (item->field), a, b);
    case MUSTER_LIST_DIFF_EPOCH:
      return g_strdup_printf (_("Period (%s) “%s” → “%s”."), language_name (item->field), a, b);
    case MUSTER_LIST_DIFF_DESCRIPTION:
      return g_strdup_printf (_("The list's description (%s) changed."), language_name (item->field));
    case MUSTER_LIST_DIFF_SOURCE:
      return g_strdup_printf (_("Source “%s” → “%s”."), a, b);
    case MUSTER_LIST_DIFF_REFERENCE_ADDED:
      return g_strdup_printf (_("New reference: %s."), b);
    case MUSTER_LIST_DIFF_REFERENCE_REMOVED:
      return g_strdup_printf (_("Reference removed: %s."), a);
    case MUSTER_LIST_DIFF_CHANGELOG_ADDED:
      return g_strdup_printf (_("New changelog entry %s: %s"), or_none (item->field), b);
    case MUSTER_LIST_DIFF_UNIT_ADDED:
      return g_strdup_printf (_("New unit “%s” (%s), cost %s."), unit, id, b);
    case MUSTER_LIST_DIFF_UNIT_REMOVED:
      return g_strdup_printf (_("Unit “%s” (%s) removed."), unit, id);
    case MUSTER_LIST_DIFF_UNIT_RENAMED:
      return g_strdup_printf (_("Unit %s renamed (%s): “%s” → “%s”."), id, language_name (item->field), a, b);
    case MUSTER_LIST_DIFF_UNIT_COST:
    case MUSTER_LIST_DIFF_PREPARATION_COST:
      return g_strdup_printf (_("%s: cost %s → %s."), unit, a, b);
    case MUSTER_LIST_DIFF_UNIT_CATEGORY:
      return g_strdup_printf (_("%s: category %s → %s."), unit, a, b);
    case MUSTER_LIST_DIFF_UNIT_STAT:
    case MUSTER_LIST_DIFF_PREPARATION_STAT:
      return g_strdup_printf (_("%s: %s %s → %s."), unit, field, a, b);
    case MUSTER_LIST_DIFF_UNIT_WEAPON_ADDED:
      return g_strdup_printf (_("%s: new weapon %s (%s)."), unit, field, b);
    case MUSTER_LIST_DIFF_UNIT_WEAPON_REMOVED:
      return g_strdup_printf (_("%s: weapon %s removed."), unit, field);
    case MUSTER_LIST_DIFF_UNIT_WEAPON_CHANGED:
      return g_strdup_printf (_("%s: weapon %s (%s) → (%s)."), unit, field, a, b);
    case MUSTER_LIST_DIFF_UNIT_TAG_ADDED:
      return g_strdup_printf (_("%s: gains the tag %s."), unit, field);
    case MUSTER_LIST_DIFF_UNIT_TAG_REMOVED:
      return g_strdup_printf (_("%s: loses the tag %s."), unit, field);
    case MUSTER_LIST_DIFF_UNIT_LIMIT_ADDED:
      return g_strdup_printf (_("%s: new limit %s."), unit, b);
    case MUSTER_LIST_DIFF_UNIT_LIMIT_REMOVED:
      return g_strdup_printf (_("%s: limit %s removed."), unit, a);
    case MUSTER_LIST_DIFF_UNIT_LIMIT_TEXT:
      return g_strdup_printf (_("%s: the limit %s now reads “%s” (was “%s”)."), unit, field, b, a);
    case MUSTER_LIST_DIFF_UNIT_DESCRIPTION:
    case MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION:
      return g_strdup_printf (_("%s: description (%s) changed."), unit, language_name (item->field));
    case MUSTER_LIST_DIFF_UNIT_SOURCE:
    case MUSTER_LIST_DIFF_PREPARATION_SOURCE:
      return g_strdup_printf (_("%s: source “%s” → “%s”."), unit, a, b);
    case MUSTER_LIST_DIFF_PREPARATION_ADDED:
      return g_strdup_printf (_("New preparation “%s” (%s), cost %s."), unit, id, b);
    case MUSTER_LIST_DIFF_PREPARATION_REMOVED:
      return g_strdup_printf (_("Preparation “%s” (%s) removed."), unit, id);
    case MUSTER_LIST_DIFF_PREPARATION_RENAMED:
      return g_strdup_printf (_("Preparation %s renamed (%s): “%s” → “%s”."), id, language_name (item->field), a, b);
    case MUSTER_LIST_DIFF_PREPARATION_REPEATABLE:
      if (g_strcmp0 (item->new_value, "true") == 0)
        /* TRANSLATORS: a preparation an army may now buy several times */
        return g_strdup_printf (_("%s: may now be taken more than once."), unit);
      return g_strdup_printf (_("%s: may now be taken only once."), unit);
    case MUSTER_LIST_DIFF_N_KINDS:
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}
