/* muster-faction.c: a faction as a published army list: its metadata
 * (<list>: version, date, author, licence, references, changelog), its
 * units with their limits, and every version of it read from the system's
 * factions/ and the user's installed lists, the newest first in lookups.
 */
#include "config.h"

#include "muster-system.h"
#include "muster-system-loader.h"
#include "muster-paths.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* ---- versions ---- */

gboolean
muster_version_parse (const char *text, guint out[3])
{
  const char *p = text;

  if (text == NULL)
    return FALSE;
  for (int part = 0; part < 3; part++)
    {
      guint value = 0;
      int digits = 0;

      if (part > 0 && *p++ != '.')
        return FALSE;
      for (; g_ascii_isdigit (*p); p++, digits++)
        {
          if (digits == 5)
            return FALSE;
          value = value * 10 + (guint) (*p - '0');
        }
      if (digits == 0)
        return FALSE;
      out[part] = value;
    }
  return *p == '\0';
}

int
muster_version_compare (const char *a, const char *b)
{
  guint va[3], vb[3];
  gboolean ok_a = muster_version_parse (a, va);
  gboolean ok_b = muster_version_parse (b, vb);

  if (!ok_a || !ok_b)
    return (int) ok_a - (int) ok_b;
  for (int i = 0; i < 3; i++)
    if (va[i] != vb[i])
      return va[i] < vb[i] ? -1 : 1;
  return 0;
}

/* ---- freeing ---- */

static void
limit_free (MusterUnitLimit *limit)
{
  g_free (limit->min_source);
  g_free (limit->max_source);
  g_free (limit->when_source);
  g_clear_pointer (&limit->min, muster_expr_free);
  g_clear_pointer (&limit->max, muster_expr_free);
  g_clear_pointer (&limit->when, muster_expr_free);
  muster_text_clear (&limit->text);
  g_free (limit);
}

static void
reference_free (MusterListReference *reference)
{
  g_free (reference->book);
  g_free (reference->page);
  g_free (reference);
}

static void
change_free (MusterListChange *change)
{
  g_free (change->version);
  g_free (change->date);
  muster_text_clear (&change->text);
  g_free (change);
}

void
muster_loader_free_factions (MusterSystem *self)
{
  guint n_unit_fields = self->fields[MUSTER_FIELD_SCOPE_UNIT]->len;
  guint n_weapon_fields = self->fields[MUSTER_FIELD_SCOPE_WEAPON]->len;

  for (guint i = 0; i < self->all_units->len; i++)
    {
      MusterUnitType *u = g_ptr_array_index (self->all_units, i);
      g_free (u->id);
      muster_text_clear (&u->name);
      muster_text_clear (&u->text);
      muster_loader_stats_free (u->stats, n_unit_fields);
      g_ptr_array_unref (u->limits);
      g_free (u->numbers);
      for (guint j = 0; j < u->weapons->len; j++)
        muster_loader_weapon_free (g_ptr_array_index (u->weapons, j), n_weapon_fields);
      g_ptr_array_unref (u->weapons);
      g_ptr_array_unref (u->tags);
      g_free (u->tag_bits);
      g_free (u->source);
      g_free (u);
    }
  g_ptr_array_unref (self->all_units);

  for (guint i = 0; i < self->all_factions->len; i++)
    {
      MusterFaction *f = g_ptr_array_index (self->all_factions, i);
      g_free (f->id);
      muster_text_clear (&f->name);
      muster_text_clear (&f->text);
      muster_text_clear (&f->epoch);
      g_free (f->source);
      g_free (f->file);
      g_free (f->version);
      g_free (f->date);
      g_free (f->author);
      g_free (f->licence);
      g_ptr_array_unref (f->references);
      g_ptr_array_unref (f->changes);
      g_ptr_array_unref (f->units);
      g_hash_table_unref (f->unit_index);
      g_ptr_array_unref (f->preparations);
      muster_loader_board_entries_free (f->actions);
      muster_loader_board_entries_free (f->tactics);
      g_free (f);
    }
  g_ptr_array_unref (self->all_factions);
  g_hash_table_unref (self->faction_index);
  g_ptr_array_unref (self->factions);
  g_hash_table_unref (self->faction_versions);
  g_ptr_array_unref (self->list_errors);
  for (guint k = 0; k < MUSTER_N_LIMIT_KINDS; k++)
    muster_text_clear (&self->limit_messages[k]);
}

/* ---- the list's metadata and limits ---- */

/* YYYY-MM-DD, as the schema writes a date */
static gboolean
check_date (Loader *l, const xmlNode *node, const char *date)
{
  g_autoptr(GDateTime) parsed = NULL;
  g_autofree char *iso = NULL;

  if (date == NULL)
    return TRUE;
  iso = g_strconcat (date, "T00:00:00Z", NULL);
  parsed = strlen (date) == 10 ? g_date_time_new_from_iso8601 (iso, NULL) : NULL;
  if (parsed == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                           _("The date “%s” is not a date written YYYY-MM-DD."), date);
  return parsed != NULL;
}

static char *
read_version (Loader *l, const xmlNode *node)
{
  g_autofree char *version = muster_xml_get_attr (node, "version");
  guint parts[3];

  if (version != NULL && !muster_version_parse (version, parts))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                             _("The version “%s” is not written MAJOR.MINOR.PATCH (such as 1.2.0)."), version);
      return NULL;
    }
  return g_steal_pointer (&version);
}

static void
read_list (Loader *l, const xmlNode *node, MusterFaction *f)
{
  f->version = read_version (l, node);
  f->date = muster_xml_get_attr (node, "date");
  check_date (l, node, f->date);
  if (!FAILED (l) && f->version == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A <list> needs a version=\"MAJOR.MINOR.PATCH\"."));

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "author"))
        f->author = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "licence"))
        f->licence = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "reference"))
        {
          MusterListReference *r = g_new0 (MusterListReference, 1);

          r->book = muster_xml_get_attr (child, "book");
          r->page = muster_xml_get_attr (child, "page");
          g_ptr_array_add (f->references, r);
        }
      else if (muster_xml_is (child, "change"))
        {
          MusterListChange *c = g_new0 (MusterListChange, 1);

          g_ptr_array_add (f->changes, c);
          c->version = read_version (l, child);
          c->date = muster_xml_get_attr (child, "date");
          check_date (l, child, c->date);
          muster_xml_foreach_child (child, text)
            if (muster_xml_is (text, "text"))
              muster_loader_read_text_element (l, text, &c->text);
          muster_loader_require_both (l, child, "text", &c->text, TRUE);
        }
    }
}

static MusterExpr *
read_limit_expr (Loader *l, const xmlNode *node, const char *attr, char **source)
{
  *source = muster_xml_get_attr (node, attr);
  if (*source == NULL)
    return NULL;
  return muster_loader_parse_expr (l, node, attr, *source, MUSTER_SCOPE_ARMY);
}

static MusterUnitLimit *
read_limit (Loader *l, const xmlNode *node)
{
  MusterUnitLimit *limit = g_new0 (MusterUnitLimit, 1);

  limit->min = read_limit_expr (l, node, "min", &limit->min_source);
  limit->max = read_limit_expr (l, node, "max", &limit->max_source);
  limit->when = read_limit_expr (l, node, "when", &limit->when_source);
  if (!FAILED (l) && limit->min_source == NULL && limit->max_source == NULL && limit->when_source == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A <limit> needs min=\"…\", max=\"…\" or when=\"…\"."));
  muster_xml_foreach_child (node, child)
    if (!FAILED (l) && muster_xml_is (child, "text"))
      muster_loader_read_text_element (l, child, &limit->text);
  muster_loader_require_both (l, node, "text", &limit->text, FALSE);
  return limit;
}

static const char *const limit_kinds[MUSTER_N_LIMIT_KINDS] = { "min", "max", "when" };

void
muster_loader_read_limit_messages (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      g_autofree char *kind = muster_xml_get_attr (child, "kind");

      for (guint k = 0; k < MUSTER_N_LIMIT_KINDS && !FAILED (l); k++)
        if (g_strcmp0 (kind, limit_kinds[k]) == 0)
          muster_loader_read_text_element (l, child, &l->sys->limit_messages[k]);
    }
  for (guint k = 0; k < MUSTER_N_LIMIT_KINDS; k++)
    {
      g_autofree char *what = g_strdup_printf ("message kind=\"%s\"", limit_kinds[k]);
      muster_loader_require_both (l, node, what, &l->sys->limit_messages[k], TRUE);
    }
}

/* A list may limit its units only where the system says how a broken
 * limit reads. */
static void
check_limit_messages (Loader *l, const xmlNode *root)
{
  MusterSystem *sys = l->sys;

  if (muster_text_is_set (&sys->limit_messages[MUSTER_LIMIT_MAX]))
    return;
  for (guint i = 0; i < sys->all_units->len && !FAILED (l); i++)
    {
      const MusterUnitType *u = g_ptr_array_index (sys->all_units, i);

      if (u->limits != NULL && u->limits->len > 0)
        muster_loader_fail_at (l, root, MUSTER_ERROR_INVALID,
                               _("The unit “%s” of “%s” has a <limit>, but the system gives no <limit-messages> to report one."),
                               u->id, u->faction->id);
    }
}

/* ---- factions and their units ---- */

/* Files the faction's version among the others of its id, refusing a
 * version read twice. */
static gboolean
add_version (Loader *l, const xmlNode *node, MusterFaction *f)
{
  MusterSystem *sys = l->sys;
  GPtrArray *versions = g_hash_table_lookup (sys->faction_versions, f->id);
  guint at;

  if (versions == NULL)
    {
      versions = g_ptr_array_new ();
      g_hash_table_insert (sys->faction_versions, f->id, versions);
    }
  for (at = 0; at < versions->len; at++)
    {
      const MusterFaction *other = g_ptr_array_index (versions, at);
      int order = muster_version_compare (f->version, other->version);

      if (order == 0 && g_strcmp0 (f->version, other->version) == 0)
        {
          if (f->version == NULL)
            muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The id “%s” is used by two <%s> elements."), f->id, "faction");
          else
            muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                                   _("The faction “%s” version %s is read twice (also from %s)."),
                                   f->id, f->version, other->file);
          return FALSE;
        }
      if (order < 0)
        break;
    }
  g_ptr_array_insert (versions, (int) at, f);
  return TRUE;
}

static MusterUnitType *
read_unit (Loader *l, const xmlNode *node, MusterFaction *faction)
{
  MusterSystem *sys = l->sys;
  MusterUnitType *u = g_new0 (MusterUnitType, 1);
  g_autofree char *category = NULL;
  guint number;

  u->id = muster_loader_require_id (l, node, "id");
  u->faction = faction;
  u->cost = muster_loader_parse_double_attr (l, node, "cost", 0);
  u->sample = muster_loader_parse_bool_attr (l, node, "sample", FALSE) || faction->sample;
  u->category_sample = muster_loader_parse_bool_attr (l, node, "category-sample", FALSE);
  u->weapons = g_ptr_array_new ();
  u->tags = g_ptr_array_new ();
  u->tag_bits = g_new0 (guint32, MAX (sys->n_tag_words, 1));
  u->limits = g_ptr_array_new_with_free_func ((GDestroyNotify) limit_free);
  g_ptr_array_add (sys->all_units, u);

  category = muster_xml_get_attr (node, "category");
  u->category = g_hash_table_lookup (sys->category_index, category);
  if (u->category == NULL)
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE, _("The unit “%s” has category “%s”, which the system does not declare."),
                             u->id, category);
      return u;
    }

  muster_loader_read_naming (l, node, &u->name, NULL, &u->text, &u->source, TRUE);
  muster_loader_read_stats (l, node, MUSTER_FIELD_SCOPE_UNIT, &u->stats, &u->numbers, sys->unit_values->len);

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        break;
      if (muster_xml_is (child, "limit"))
        g_ptr_array_add (u->limits, read_limit (l, child));
      else if (muster_xml_is (child, "weapon"))
        g_ptr_array_add (u->weapons, muster_loader_read_weapon (l, child, TRUE));
      else if (muster_xml_is (child, "tag"))
        {
          g_autofree char *ref = muster_xml_get_attr (child, "ref");
          const MusterTag *tag = g_hash_table_lookup (sys->tag_index, ref);

          if (tag == NULL)
            muster_loader_fail_at (l, child, MUSTER_ERROR_REFERENCE, _("There is no tag “%s”; declare it in the system's <tags>."), ref);
          else if (muster_unit_type_has_tag (u, tag))
            muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The unit “%s” has the tag “%s” twice."), u->id, ref);
          else
            {
              g_ptr_array_add (u->tags, (gpointer) tag);
              u->tag_bits[tag->index / 32] |= 1u << (tag->index % 32);
            }
        }
    }

  if (FAILED (l) || u->id == NULL)
    return u;

  if (g_hash_table_contains (faction->unit_index, u->id))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The unit id “%s” is used twice in the faction “%s”."),
                             u->id, faction->id);
      return u;
    }
  g_hash_table_insert (faction->unit_index, u->id, u);
  g_ptr_array_add (faction->units, u);
  if (!g_hash_table_contains (sys->unit_ids, u->id))
    g_hash_table_insert (sys->unit_ids, u->id, u);
  if (!muster_loader_lookup_number (sys->unit_id_numbers, u->id, &number))
    {
      number = sys->unit_id_list->len;
      g_ptr_array_add (sys->unit_id_list, u);
      g_hash_table_insert (sys->unit_id_numbers, g_strdup (u->id), GUINT_TO_POINTER (number + 1));
    }
  else if (g_ptr_array_index (sys->unit_id_list, number) == NULL)
    sys->unit_id_list->pdata[number] = u;
  u->number = number;
  return u;
}

static void
read_board (Loader *l, const xmlNode *node, MusterFaction *faction)
{
  faction->board_sample = muster_loader_parse_bool_attr (l, node, "sample", FALSE);
  muster_xml_foreach_child (node, child)
    {
      MusterBoardEntry e = { 0 };
      g_autofree char *role = NULL;

      if (FAILED (l))
        return;
      e.id = muster_loader_require_id (l, child, "id");
      role = muster_xml_get_attr (child, "role");
      e.role_active = role == NULL || !g_str_equal (role, "passive");
      e.role_passive = role == NULL || !g_str_equal (role, "active");
      muster_loader_read_naming (l, child, &e.name, NULL, &e.text, NULL, TRUE);
      g_array_append_val (muster_xml_is (child, "tactic") ? faction->tactics : faction->actions, e);
    }
}

void
muster_loader_read_faction (Loader *l, const xmlNode *node, gboolean own_file)
{
  MusterSystem *sys = l->sys;
  MusterFaction *f = g_new0 (MusterFaction, 1);
  g_autofree char *system_id = muster_xml_get_attr (node, "system");

  f->id = muster_loader_require_id (l, node, "id");
  f->sample = muster_loader_parse_bool_attr (l, node, "sample", FALSE);
  f->file = g_strdup (l->file);
  f->units = g_ptr_array_new ();
  f->unit_index = g_hash_table_new (g_str_hash, g_str_equal);
  f->preparations = g_ptr_array_new ();
  f->actions = g_array_new (FALSE, TRUE, sizeof (MusterBoardEntry));
  f->tactics = g_array_new (FALSE, TRUE, sizeof (MusterBoardEntry));
  g_ptr_array_add (sys->all_factions, f);

  if (own_file && system_id == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                           _("A faction in a file of its own needs system=\"%s\"."), sys->id);
  else if (system_id != NULL && !g_str_equal (system_id, sys->id))
    muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE,
                           _("This faction belongs to the system “%s”, but it lies in the folder of “%s”."),
                           system_id, sys->id);
  f->references = g_ptr_array_new_with_free_func ((GDestroyNotify) reference_free);
  f->changes = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  f->installed = l->reading_installed;
  /* the version first: the id may be taken by another version */
  muster_xml_foreach_child (node, child)
    if (muster_xml_is (child, "list"))
      read_list (l, child, f);
  if (f->id == NULL || FAILED (l) || !add_version (l, node, f))
    return;

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (l, child, &f->name);
      else if (muster_xml_is (child, "text"))
        muster_loader_read_text_element (l, child, &f->text);
      else if (muster_xml_is (child, "epoch"))
        muster_loader_read_text_element (l, child, &f->epoch);
      else if (muster_xml_is (child, "source"))
        f->source = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "unit"))
        read_unit (l, child, f);
      else if (muster_xml_is (child, "preparation"))
        {
          MusterPreparation *p = muster_loader_read_preparation (l, child, f);

          if (p->id != NULL && g_hash_table_contains (sys->preparation_index, p->id))
            muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID,
                                   _("The preparation id “%s” is already a preparation of the whole system."), p->id);
          for (guint i = 0; i < f->preparations->len && !FAILED (l); i++)
            if (g_str_equal (((MusterPreparation *) g_ptr_array_index (f->preparations, i))->id, p->id))
              muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The preparation id “%s” is used twice."), p->id);
          g_ptr_array_add (f->preparations, p);
        }
      else if (muster_xml_is (child, "list"))
        continue;
      else if (muster_xml_is (child, "action-board"))
        read_board (l, child, f);
    }
  muster_loader_require_both (l, node, "name", &f->name, TRUE);
  muster_loader_require_both (l, node, "text", &f->text, FALSE);
  muster_loader_require_both (l, node, "epoch", &f->epoch, FALSE);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}


/* ---- reading the files ---- */

/* The id and version of a faction document's root, to leave out a file
 * the caller gives anew. */
static char *
faction_key (const xmlNode *root)
{
  g_autofree char *id = muster_xml_get_attr (root, "id");
  g_autofree char *version = NULL;

  muster_xml_foreach_child (root, child)
    if (muster_xml_is (child, "list"))
      version = muster_xml_get_attr (child, "version");
  return g_strdup_printf ("%s@%s", id != NULL ? id : "", version != NULL ? version : "");
}

static void
read_faction_file (Loader *l, const char *path, xmlDoc *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  l->file = path;
  if (!muster_xml_is (root, "faction"))
    muster_loader_fail_at (l, root, MUSTER_ERROR_INVALID, _("A file in factions/ must have <faction> as its root, not <%s>."),
                           (const char *) root->name);
  else
    muster_loader_read_faction (l, root, TRUE);
  l->file = NULL;
}

/* The .xml files of dir_path in name order; an empty list where there is
 * no such folder. */
static GPtrArray *
list_files (Loader *l, const char *dir_path, const char *also)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (!g_file_test (dir_path, G_FILE_TEST_IS_DIR))
    return names;
  dir = g_dir_open (dir_path, 0, &l->error);
  if (dir == NULL)
    return names;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".xml") || g_strcmp0 (name, also) == 0)
      g_ptr_array_add (names, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (names, compare_strings);
  return names;
}

/* Reads folder/factions/, then the user's installed lists of the system,
 * then the file the caller gave (l->given_name, l->given_doc), which
 * takes the place of a file of the same name in factions/ and of any file
 * with its id and version. A faction file or installed list that fails is
 * named in l->failed_list, so that the caller can load again without it. */
gboolean
muster_loader_load_faction_files (Loader *l, const char *folder)
{
  g_autofree char *factions_dir = g_build_filename (folder, "factions", NULL);
  g_autofree char *lists_dir = muster_lists_dir (l->sys->id);
  g_autofree char *given_key = NULL;
  g_autofree char *given_path = NULL;
  const char *dirs[] = { factions_dir, lists_dir };

  if (l->given_doc != NULL)
    {
      given_key = faction_key (xmlDocGetRootElement (l->given_doc));
      given_path = g_path_is_absolute (l->given_name) ? g_strdup (l->given_name)
                                                      : g_build_filename (factions_dir, l->given_name, NULL);
    }

  for (guint d = 0; d < G_N_ELEMENTS (dirs) && !FAILED (l); d++)
    {
      g_autoptr(GPtrArray) paths = list_files (l, dirs[d], d == 0 ? l->given_name : NULL);

      l->reading_installed = d == 1;
      for (guint i = 0; i < paths->len && !FAILED (l); i++)
        {
          const char *path = g_ptr_array_index (paths, i);
          g_autofree char *base = g_path_get_basename (path);
          xmlDoc *doc;

          if ((d == 0 && g_strcmp0 (base, l->given_name) == 0) || g_strcmp0 (path, given_path) == 0
              || (l->skip_files != NULL && g_hash_table_contains (l->skip_files, path)))
            continue;
          doc = muster_xml_load_file (path, MUSTER_SCHEMA_SYSTEM, NULL, &l->error);
          if (doc != NULL)
            {
              g_autofree char *key = faction_key (xmlDocGetRootElement (doc));

              if (g_strcmp0 (key, given_key) != 0)
                read_faction_file (l, path, doc);
              xmlFreeDoc (doc);
            }
          /* a faction file that fails, shipped or installed, is left out
           * rather than the whole system (the caller reads it again) */
          if (FAILED (l))
            l->failed_list = g_strdup (path);
        }
    }
  l->reading_installed = FALSE;
  if (!FAILED (l) && l->given_doc != NULL)
    read_faction_file (l, given_path, l->given_doc);
  return !FAILED (l);
}

/* The newest version of each faction id, in the order the ids came. */
void
muster_loader_finish_factions (Loader *l, const xmlNode *root)
{
  MusterSystem *sys = l->sys;

  check_limit_messages (l, root);
  for (guint i = 0; i < sys->all_factions->len; i++)
    {
      MusterFaction *f = g_ptr_array_index (sys->all_factions, i);
      GPtrArray *versions = g_hash_table_lookup (sys->faction_versions, f->id);
      MusterFaction *newest;

      if (versions == NULL || g_hash_table_contains (sys->faction_index, f->id))
        continue;
      newest = g_ptr_array_index (versions, versions->len - 1);
      g_hash_table_insert (sys->faction_index, newest->id, newest);
      g_ptr_array_add (sys->factions, newest);
    }
}

/* ---- getters ---- */

const MusterUnitType *
muster_faction_lookup_unit (const MusterFaction *faction,
                            const char          *id)
{
  g_return_val_if_fail (faction != NULL, NULL);
  return id != NULL ? g_hash_table_lookup (faction->unit_index, id) : NULL;
}
