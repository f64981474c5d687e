/* muster-army.c: the army document: its system, faction and list version,
 * points, name and notes, units, regiments, commanders and preparations,
 * and the "changed" signal its edits send (its file: muster-army-xml.c).
 */
#include "config.h"

#include "muster-army.h"
#include "muster-army-private.h"
#include "muster-format.h"
#include "muster-xml.h"

#include <string.h>

#include <glib/gi18n-lib.h>

G_DEFINE_FINAL_TYPE (MusterArmy, muster_army, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
clear_regiment (gpointer data)
{
  MusterArmyRegiment *r = data;
  g_clear_pointer (&r->name, g_free);
}

static void
clear_commander (gpointer data)
{
  MusterArmyCommander *c = data;
  g_clear_pointer (&c->name, g_free);
}

static void
muster_army_finalize (GObject *object)
{
  MusterArmy *self = MUSTER_ARMY (object);

  g_clear_object (&self->system);
  g_free (self->missing_version);
  g_free (self->name);
  g_free (self->notes);
  muster_text_clear (&self->name_langs);
  muster_text_clear (&self->notes_langs);
  g_array_unref (self->units);
  g_array_unref (self->regiments);
  g_array_unref (self->commanders);
  g_array_unref (self->preparations);
  G_OBJECT_CLASS (muster_army_parent_class)->finalize (object);
}

static void
muster_army_class_init (MusterArmyClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_army_finalize;

  /* Emitted after any change to the army's content. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
muster_army_init (MusterArmy *self)
{
  self->units = g_array_new (FALSE, TRUE, sizeof (MusterArmyUnit));
  self->regiments = g_array_new (FALSE, TRUE, sizeof (MusterArmyRegiment));
  g_array_set_clear_func (self->regiments, clear_regiment);
  self->commanders = g_array_new (FALSE, TRUE, sizeof (MusterArmyCommander));
  g_array_set_clear_func (self->commanders, clear_commander);
  self->preparations = g_array_new (FALSE, TRUE, sizeof (MusterArmyPreparation));
}

/* Text as an army file can carry it: XML characters only, and no longer
 * than the schema allows. NULL for empty. */
char *
_muster_army_clean_text (const char *text, glong max_chars)
{
  GString *out;
  glong n = 0;

  if (text == NULL || *text == '\0' || !g_utf8_validate (text, -1, NULL))
    return NULL;
  out = g_string_new (NULL);
  for (const char *p = text; *p != '\0' && n < max_chars; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
        continue;
      g_string_append_unichar (out, c);
      n++;
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}


static void
emit_changed (MusterArmy *self)
{
  if (self->holding > 0)
    {
      self->held_change = TRUE;
      return;
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

void
muster_army_hold_changed (MusterArmy *self)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  self->holding++;
}

void
muster_army_release_changed (MusterArmy *self)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (self->holding > 0);
  if (--self->holding == 0 && self->held_change)
    {
      self->held_change = FALSE;
      emit_changed (self);
    }
}

MusterArmy *
muster_army_new (MusterSystem        *system,
                 const MusterFaction *faction,
                 guint                points)
{
  MusterArmy *self;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);
  g_return_val_if_fail (faction != NULL, NULL);

  self = g_object_new (MUSTER_TYPE_ARMY, NULL);
  self->system = g_object_ref (system);
  self->faction = faction;
  self->points = points;
  return self;
}

MusterArmy *
muster_army_copy (MusterArmy *self)
{
  MusterArmy *copy;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);

  copy = muster_army_new (self->system, self->faction, self->points);
  copy->missing_version = g_strdup (self->missing_version);
  copy->name = g_strdup (self->name);
  copy->notes = g_strdup (self->notes);
  muster_text_copy (&copy->name_langs, &self->name_langs);
  muster_text_copy (&copy->notes_langs, &self->notes_langs);
  g_array_append_vals (copy->units, self->units->data, self->units->len);
  for (guint i = 0; i < self->regiments->len; i++)
    {
      MusterArmyRegiment r = g_array_index (self->regiments, MusterArmyRegiment, i);
      r.name = g_strdup (r.name);
      g_array_append_val (copy->regiments, r);
    }
  for (guint i = 0; i < self->commanders->len; i++)
    {
      MusterArmyCommander c = g_array_index (self->commanders, MusterArmyCommander, i);
      c.name = g_strdup (c.name);
      g_array_append_val (copy->commanders, c);
    }
  g_array_append_vals (copy->preparations, self->preparations->data, self->preparations->len);
  return copy;
}

/* ---- getters and setters ---- */

MusterSystem *
muster_army_get_system (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  return self->system;
}

const MusterFaction *
muster_army_get_faction (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  return self->faction;
}

const char *
muster_army_get_list_version (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  return self->faction->version;
}

const char *
muster_army_get_missing_list_version (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  return self->missing_version;
}

void
muster_army_set_missing_list_version (MusterArmy *self,
                                      const char *version)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  if (version != NULL && g_strcmp0 (version, self->faction->version) == 0)
    version = NULL;
  g_free (self->missing_version);
  self->missing_version = g_strdup (version);
}

const MusterFaction *
muster_army_get_newer_faction (MusterArmy *self)
{
  const MusterFaction *newest;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  newest = muster_system_lookup_faction (self->system, self->faction->id);
  if (newest == NULL || newest == self->faction
      || muster_version_compare (newest->version, self->faction->version) <= 0)
    return NULL;
  return newest;
}

char *
muster_army_describe_list_version (MusterArmy *self)
{
  const MusterFaction *newer;
  const char *name;
  g_autofree char *built = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  newer = muster_army_get_newer_faction (self);
  name = muster_text_get (&self->faction->name);
  if (self->missing_version != NULL)
    /* TRANSLATORS: "Built with France 1.2.0, which is not installed; opened with 1.1.0" */
    built = g_strdup_printf (_("Built with %s %s, which is not installed; opened with %s"),
                             name, self->missing_version,
                             self->faction->version != NULL ? self->faction->version : "—");
  else if (newer != NULL)
    /* TRANSLATORS: "Built with France 1.0.0" */
    built = g_strdup_printf (_("Built with %s %s"), name,
                             self->faction->version != NULL ? self->faction->version : "—");
  else
    return NULL;
  if (newer == NULL)
    return g_steal_pointer (&built);
  /* TRANSLATORS: "Built with France 1.0.0; 1.1.0 is installed" */
  return g_strdup_printf (_("%s; %s is installed"), built, newer->version);
}

const MusterFaction *
muster_army_resolve_faction (MusterSystem *system,
                             const char   *id,
                             const char   *version,
                             gboolean     *missing)
{
  GPtrArray *versions;
  const MusterFaction *found;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (system), NULL);
  if (missing != NULL)
    *missing = FALSE;
  versions = muster_system_get_faction_versions (system, id);
  if (versions == NULL || versions->len == 0)
    return muster_system_lookup_faction (system, id);
  if (version == NULL)
    return g_ptr_array_index (versions, 0);
  found = muster_system_lookup_faction_version (system, id, version);
  if (found != NULL)
    return found;
  if (missing != NULL)
    *missing = TRUE;
  /* the newest not newer than asked, else the oldest */
  found = g_ptr_array_index (versions, 0);
  for (guint i = 0; i < versions->len; i++)
    {
      const MusterFaction *f = g_ptr_array_index (versions, i);

      if (muster_version_compare (f->version, version) <= 0)
        found = f;
    }
  return found;
}

void
muster_army_set_faction (MusterArmy          *self,
                         const MusterFaction *faction)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (faction != NULL);

  if (self->faction == faction)
    return;
  self->faction = faction;
  g_clear_pointer (&self->missing_version, g_free);
  for (guint i = 0; i < self->units->len; i++)
    {
      MusterArmyUnit *u = &g_array_index (self->units, MusterArmyUnit, i);
      u->in_faction = muster_faction_lookup_unit (faction, u->type->id) == u->type;
    }
  emit_changed (self);
}

guint
muster_army_get_points (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  return self->points;
}

void
muster_army_set_points (MusterArmy *self,
                        guint       points)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  if (self->points == points)
    return;
  self->points = points;
  emit_changed (self);
}

const char *
muster_army_get_name (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  return self->name;
}

void
muster_army_set_name (MusterArmy *self,
                      const char *name)
{
  g_autofree char *clean = _muster_army_clean_text (name, MUSTER_ARMY_MAX_LINE);

  g_return_if_fail (MUSTER_IS_ARMY (self));
  if (g_strcmp0 (self->name, clean) == 0)
    return;
  g_free (self->name);
  self->name = g_steal_pointer (&clean);
  /* a new name is the army's name in every language */
  muster_text_clear (&self->name_langs);
  emit_changed (self);
}

/* The army's own name, or "France — 400 points" in the current language. */
char *
muster_army_dup_title (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);

  if (muster_army_get_name (self) != NULL)
    return g_strdup (muster_army_get_name (self));
  return muster_format_default_title (muster_army_get_system (self),
                                      muster_text_get (&muster_army_get_faction (self)->name),
                                      muster_army_get_points (self));
}

const char *
muster_army_get_notes (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  return self->notes;
}

void
muster_army_set_notes (MusterArmy *self,
                       const char *notes)
{
  g_autofree char *clean = _muster_army_clean_text (notes, MUSTER_ARMY_MAX_NOTES);

  g_return_if_fail (MUSTER_IS_ARMY (self));
  if (g_strcmp0 (self->notes, clean) == 0)
    return;
  g_free (self->notes);
  self->notes = g_steal_pointer (&clean);
  muster_text_clear (&self->notes_langs);
  emit_changed (self);
}

static guint
clamp_position (int position, guint len)
{
  return (position < 0 || (guint) position > len) ? len : (guint) position;
}

guint
muster_army_get_n_units (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  return self->units->len;
}

const MusterArmyUnit *
muster_army_get_unit (MusterArmy *self,
                      guint       index)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  g_return_val_if_fail (index < self->units->len, NULL);
  return &g_array_index (self->units, MusterArmyUnit, index);
}

guint
muster_army_count_instances (MusterArmy *self)
{
  guint n = 0;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  for (guint i = 0; i < self->units->len; i++)
    n += g_array_index (self->units, MusterArmyUnit, i).count;
  return n;
}

MusterArmyUnit
_muster_army_normalized_unit (MusterArmy *self, const MusterArmyUnit *unit)
{
  MusterArmyUnit u = *unit;

  u.count = CLAMP (u.count, 1, MUSTER_ARMY_MAX_COUNT);
  if (u.regiment >= (int) self->regiments->len)
    u.regiment = -1;
  u.in_faction = muster_faction_lookup_unit (self->faction, u.type->id) == u.type;
  return u;
}

/**
 * muster_army_find_entry_for:
 * @regiment: the regiment the unit goes to; -1: none
 *
 * The entry that one more unit of @type added to @regiment joins, as an
 * army file would write it (count="2"): a plain entry of that type there,
 * without a column or reserve of its own, not the commander-in-chief, and
 * not full. Returns its index, or -1 when the unit needs an entry of its
 * own.
 */
int
muster_army_find_entry_for (MusterArmy           *self,
                            const MusterUnitType *type,
                            int                   regiment)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), -1);
  g_return_val_if_fail (type != NULL, -1);

  for (guint i = 0; i < self->units->len; i++)
    {
      const MusterArmyUnit *u = &g_array_index (self->units, MusterArmyUnit, i);

      if (u->type == type && u->regiment == regiment && u->column == 0 && !u->reserve && !u->chief &&
          u->count < MUSTER_ARMY_MAX_COUNT)
        return (int) i;
    }
  return -1;
}

guint
muster_army_insert_unit (MusterArmy           *self,
                         int                   position,
                         const MusterArmyUnit *unit)
{
  MusterArmyUnit u;
  guint at;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  g_return_val_if_fail (unit != NULL && unit->type != NULL, 0);

  u = _muster_army_normalized_unit (self, unit);
  at = clamp_position (position, self->units->len);
  g_array_insert_val (self->units, at, u);
  emit_changed (self);
  return at;
}

void
muster_army_replace_unit (MusterArmy           *self,
                          guint                 index,
                          const MusterArmyUnit *unit)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->units->len);
  g_return_if_fail (unit != NULL && unit->type != NULL);

  g_array_index (self->units, MusterArmyUnit, index) = _muster_army_normalized_unit (self, unit);
  emit_changed (self);
}

void
muster_army_remove_unit (MusterArmy *self,
                         guint       index)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->units->len);

  g_array_remove_index (self->units, index);
  emit_changed (self);
}

guint
muster_army_get_n_regiments (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  return self->regiments->len;
}

const MusterArmyRegiment *
muster_army_get_regiment (MusterArmy *self,
                          guint       index)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  g_return_val_if_fail (index < self->regiments->len, NULL);
  return &g_array_index (self->regiments, MusterArmyRegiment, index);
}

/**
 * muster_army_dup_regiment_name:
 *
 * The regiment's own name, or "Regiment 2" in the current language until it
 * has one: an army never stores the default, so it reads in the language of
 * whoever shows or prints it.
 */
char *
muster_army_dup_regiment_name (MusterArmy *self,
                               guint       index)
{
  const MusterArmyRegiment *regiment;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  g_return_val_if_fail (index < self->regiments->len, NULL);

  regiment = &g_array_index (self->regiments, MusterArmyRegiment, index);
  if (regiment->name != NULL)
    return g_strdup (regiment->name);
  /* Translators: a regiment without a name of its own, "Regiment 2" */
  return g_strdup_printf (_("Regiment %u"), index + 1);
}

guint
muster_army_insert_regiment (MusterArmy               *self,
                             int                       position,
                             const MusterArmyRegiment *regiment)
{
  MusterArmyRegiment r;
  guint at;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  g_return_val_if_fail (regiment != NULL, 0);

  r = *regiment;
  r.name = _muster_army_clean_text (regiment->name, MUSTER_ARMY_MAX_LINE);
  at = clamp_position (position, self->regiments->len);
  g_array_insert_val (self->regiments, at, r);
  /* units of later regiments move up by one */
  for (guint i = 0; i < self->units->len; i++)
    {
      MusterArmyUnit *u = &g_array_index (self->units, MusterArmyUnit, i);
      if (u->regiment >= (int) at)
        u->regiment++;
    }
  emit_changed (self);
  return at;
}

void
muster_army_replace_regiment (MusterArmy               *self,
                              guint                     index,
                              const MusterArmyRegiment *regiment)
{
  MusterArmyRegiment *r;
  char *name;

  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->regiments->len);
  g_return_if_fail (regiment != NULL);

  r = &g_array_index (self->regiments, MusterArmyRegiment, index);
  name = _muster_army_clean_text (regiment->name, MUSTER_ARMY_MAX_LINE);
  g_free (r->name);
  *r = *regiment;
  r->name = name;
  emit_changed (self);
}

/* Removes the regiment; its units stay in the army as single units. */
void
muster_army_remove_regiment (MusterArmy *self,
                             guint       index)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->regiments->len);

  g_array_remove_index (self->regiments, index);
  for (guint i = 0; i < self->units->len; i++)
    {
      MusterArmyUnit *u = &g_array_index (self->units, MusterArmyUnit, i);
      if (u->regiment == (int) index)
        u->regiment = -1;
      else if (u->regiment > (int) index)
        u->regiment--;
    }
  emit_changed (self);
}

guint
muster_army_get_n_commanders (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  return self->commanders->len;
}

const MusterArmyCommander *
muster_army_get_commander (MusterArmy *self,
                           guint       index)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  g_return_val_if_fail (index < self->commanders->len, NULL);
  return &g_array_index (self->commanders, MusterArmyCommander, index);
}

guint
muster_army_insert_commander (MusterArmy                *self,
                              int                        position,
                              const MusterArmyCommander *commander)
{
  MusterArmyCommander c;
  guint at;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  g_return_val_if_fail (commander != NULL && commander->tier != NULL && commander->role != NULL, 0);

  c = *commander;
  c.name = _muster_army_clean_text (commander->name, MUSTER_ARMY_MAX_LINE);
  at = clamp_position (position, self->commanders->len);
  g_array_insert_val (self->commanders, at, c);
  emit_changed (self);
  return at;
}

void
muster_army_replace_commander (MusterArmy                *self,
                               guint                      index,
                               const MusterArmyCommander *commander)
{
  MusterArmyCommander *c;
  char *name;

  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->commanders->len);
  g_return_if_fail (commander != NULL && commander->tier != NULL && commander->role != NULL);

  c = &g_array_index (self->commanders, MusterArmyCommander, index);
  name = _muster_army_clean_text (commander->name, MUSTER_ARMY_MAX_LINE);
  g_free (c->name);
  *c = *commander;
  c->name = name;
  emit_changed (self);
}

void
muster_army_remove_commander (MusterArmy *self,
                              guint       index)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->commanders->len);

  g_array_remove_index (self->commanders, index);
  emit_changed (self);
}

guint
muster_army_get_n_preparations (MusterArmy *self)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  return self->preparations->len;
}

const MusterArmyPreparation *
muster_army_get_preparation (MusterArmy *self,
                             guint       index)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), NULL);
  g_return_val_if_fail (index < self->preparations->len, NULL);
  return &g_array_index (self->preparations, MusterArmyPreparation, index);
}

int
muster_army_find_preparation (MusterArmy              *self,
                              const MusterPreparation *preparation)
{
  g_return_val_if_fail (MUSTER_IS_ARMY (self), -1);
  for (guint i = 0; i < self->preparations->len; i++)
    if (g_array_index (self->preparations, MusterArmyPreparation, i).preparation == preparation)
      return (int) i;
  return -1;
}

guint
muster_army_insert_preparation (MusterArmy                  *self,
                                int                          position,
                                const MusterArmyPreparation *preparation)
{
  MusterArmyPreparation p;
  guint at;

  g_return_val_if_fail (MUSTER_IS_ARMY (self), 0);
  g_return_val_if_fail (preparation != NULL && preparation->preparation != NULL, 0);

  p = *preparation;
  p.copies = CLAMP (p.copies, 1, MUSTER_ARMY_MAX_COUNT);
  at = clamp_position (position, self->preparations->len);
  g_array_insert_val (self->preparations, at, p);
  emit_changed (self);
  return at;
}

void
muster_army_replace_preparation (MusterArmy                  *self,
                                 guint                        index,
                                 const MusterArmyPreparation *preparation)
{
  MusterArmyPreparation p;

  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->preparations->len);
  g_return_if_fail (preparation != NULL && preparation->preparation != NULL);

  p = *preparation;
  p.copies = CLAMP (p.copies, 1, MUSTER_ARMY_MAX_COUNT);
  g_array_index (self->preparations, MusterArmyPreparation, index) = p;
  emit_changed (self);
}

void
muster_army_remove_preparation (MusterArmy *self,
                                guint       index)
{
  g_return_if_fail (MUSTER_IS_ARMY (self));
  g_return_if_fail (index < self->preparations->len);

  g_array_remove_index (self->preparations, index);
  emit_changed (self);
}

gboolean
muster_army_equal (MusterArmy *a,
                   MusterArmy *b)
{
  g_autofree char *xa = NULL;
  g_autofree char *xb = NULL;

  g_return_val_if_fail (MUSTER_IS_ARMY (a) && MUSTER_IS_ARMY (b), FALSE);
  xa = muster_army_to_xml (a);
  xb = muster_army_to_xml (b);
  return g_str_equal (xa, xb);
}
