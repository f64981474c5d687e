/* muster-system.c: loading a game system from its folder (system.xml and
 * factions/<id>.xml) through the safe loader, resolving every id reference and
 * parsing every expression once, so that a bad file is refused whole with
 * file:line:column and a loaded system is complete and consistent.
 */
#include "config.h"

#include "muster-system.h"
#include "muster-xml.h"
#include "muster-system-loader.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>


G_DEFINE_FINAL_TYPE (MusterSystem, muster_system, G_TYPE_OBJECT)

static void
muster_system_finalize (GObject *object)
{
  MusterSystem *self = MUSTER_SYSTEM (object);

  g_free (self->id);
  g_free (self->folder);
  g_free (self->source);
  muster_text_clear (&self->name);
  muster_text_clear (&self->text);
  g_free (self->army.currency);

  muster_loader_free_factions (self);
  muster_loader_free_values (self);
  muster_loader_free_constraints (self);
  muster_loader_free_orders (self);
  muster_loader_free_terrain (self);
  muster_loader_free_profile (self);

  g_hash_table_unref (self->unit_ids);
  g_hash_table_unref (self->unit_id_numbers);
  g_ptr_array_unref (self->unit_id_list);
  g_hash_table_unref (self->preparation_id_numbers);
  g_ptr_array_unref (self->preparation_id_list);

  G_OBJECT_CLASS (muster_system_parent_class)->finalize (object);
}

static void
muster_system_class_init (MusterSystemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_system_finalize;
}

static void
muster_system_init (MusterSystem *self)
{
  for (int s = 0; s < MUSTER_N_FIELD_SCOPES; s++)
    {
      self->fields[s] = g_ptr_array_new ();
      self->field_index[s] = g_hash_table_new (g_str_hash, g_str_equal);
    }
  self->categories = g_ptr_array_new ();
  self->category_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->tags = g_ptr_array_new ();
  self->tag_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->weapons = g_ptr_array_new ();
  self->weapon_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->roles = g_ptr_array_new ();
  self->role_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->tiers = g_ptr_array_new ();
  self->tier_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->preparations = g_ptr_array_new ();
  self->preparation_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->all_preparations = g_ptr_array_new ();
  self->unit_values = g_ptr_array_new ();
  self->regiment_values = g_ptr_array_new ();
  self->derived = g_ptr_array_new ();
  self->derived_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->constraints = g_ptr_array_new ();
  self->orders = g_ptr_array_new ();
  self->tables = g_ptr_array_new ();
  self->factions = g_ptr_array_new ();
  self->faction_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->all_factions = g_ptr_array_new ();
  self->faction_versions = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);
  self->list_errors = g_ptr_array_new_with_free_func (g_free);
  self->features = g_ptr_array_new ();
  self->feature_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->pieces = g_ptr_array_new ();
  self->piece_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->all_units = g_ptr_array_new ();
  self->unit_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->unit_id_numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->unit_id_list = g_ptr_array_new ();
  self->preparation_id_numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->preparation_id_list = g_ptr_array_new ();
  self->army.currency = g_strdup ("points");
  self->army.costs = TRUE;
}

static void
read_army (Loader *l, const xmlNode *node, char **spent_id, char **columns_id)
{
  MusterArmyOptions *a = &l->sys->army;

  a->regiments = muster_loader_parse_bool_attr (l, node, "regiments", FALSE);
  a->unit_reserve = muster_loader_parse_bool_attr (l, node, "unit-reserve", FALSE);
  a->regiment_reserve = muster_loader_parse_bool_attr (l, node, "regiment-reserve", FALSE);
  a->default_points = muster_loader_parse_double_attr (l, node, "default-points", 400);
  a->points_step = muster_loader_parse_double_attr (l, node, "points-step", 50);
  g_free (a->currency);
  a->currency = muster_xml_get_attr (node, "currency");
  if (a->currency == NULL)
    a->currency = g_strdup ("points");
  a->costs = muster_loader_parse_bool_attr (l, node, "costs", TRUE);
  *spent_id = muster_xml_get_attr (node, "spent");
  *columns_id = muster_xml_get_attr (node, "columns");
}

/* ---- loading ---- */

static void
resolve_army_options (Loader *l, const xmlNode *army_node, const char *spent_id, const char *columns_id)
{
  MusterSystem *sys = l->sys;

  if (FAILED (l))
    return;
  sys->army.spent = g_hash_table_lookup (sys->derived_index, spent_id);
  if (sys->army.spent == NULL)
    muster_loader_fail_at (l, army_node, MUSTER_ERROR_REFERENCE, _("spent=\"%s\" names no derived value."), spent_id);
  if (columns_id != NULL)
    {
      sys->army.columns = g_hash_table_lookup (sys->derived_index, columns_id);
      if (sys->army.columns == NULL)
        muster_loader_fail_at (l, army_node, MUSTER_ERROR_REFERENCE, _("columns=\"%s\" names no derived value."), columns_id);
    }
  /* a role's max="…" sees every derived value */
  l->regiment_values_visible = 0;
  for (guint i = 0; i < sys->roles->len && !FAILED (l); i++)
    {
      MusterCommanderRole *r = g_ptr_array_index (sys->roles, i);
      const xmlNode *node = g_ptr_array_index (l->role_nodes, i);
      g_autofree char *max = muster_xml_get_attr (node, "max");

      if (max != NULL)
        r->max = muster_loader_parse_expr (l, node, "max", max, MUSTER_SCOPE_ARMY);
    }
}

static void
check_interned_ids (Loader *l, const xmlNode *root)
{
  MusterSystem *sys = l->sys;
  GHashTableIter iter;
  gpointer key, value;

  /* "type:x" atoms name unit and preparation ids that must exist */
  g_hash_table_iter_init (&iter, sys->unit_id_numbers);
  while (g_hash_table_iter_next (&iter, &key, &value) && !FAILED (l))
    if (g_ptr_array_index (sys->unit_id_list, GPOINTER_TO_UINT (value) - 1) == NULL)
      muster_loader_fail_at (l, root, MUSTER_ERROR_REFERENCE,
                             _("An expression tests type:%s, but no faction has a unit “%s”."),
                             (const char *) key, (const char *) key);
  g_hash_table_iter_init (&iter, sys->preparation_id_numbers);
  while (g_hash_table_iter_next (&iter, &key, &value) && !FAILED (l))
    if (g_ptr_array_index (sys->preparation_id_list, GPOINTER_TO_UINT (value) - 1) == NULL)
      muster_loader_fail_at (l, root, MUSTER_ERROR_REFERENCE,
                             _("An expression tests type:%s, but there is no preparation “%s”."),
                             (const char *) key, (const char *) key);
}

/* Reads a parsed system file; folder is NULL for a system held in memory,
 * which then has only its inline factions. */
static MusterSystem *
system_from_doc_once (xmlDoc      *doc,
                      const char  *file,
                      const char  *folder,
                      const char  *faction_name,
                      xmlDoc      *faction_doc,
                      GHashTable  *skip_files,
                      char       **failed_list,
                      GError     **error)
{
  g_autoptr(MusterSystem) sys = NULL;
  g_autofree char *spent_id = NULL;
  g_autofree char *columns_id = NULL;
  Loader l = { 0 };
  g_autoptr(GPtrArray) role_nodes = g_ptr_array_new ();
  xmlNode *root;
  const xmlNode *army_node = NULL;

  sys = g_object_new (MUSTER_TYPE_SYSTEM, NULL);
  sys->folder = g_strdup (folder);
  l.sys = sys;
  l.file = file;
  l.role_nodes = role_nodes;
  l.given_name = faction_name;
  l.given_doc = faction_doc;
  l.skip_files = skip_files;

  root = xmlDocGetRootElement (doc);
  if (!muster_xml_is (root, "system"))
    muster_loader_fail_at (&l, root, MUSTER_ERROR_INVALID,
                           _("system.xml must have <system> as its root, not <%s>."), (const char *) root->name);
  else
    {
      sys->id = muster_xml_get_attr (root, "id");
      if (folder != NULL)
        {
          g_autofree char *canonical = g_canonicalize_filename (folder, NULL);
          g_autofree char *folder_name = g_path_get_basename (canonical);

          if (!g_str_equal (folder_name, sys->id))
            muster_loader_fail_at (&l, root, MUSTER_ERROR_INVALID,
                                   _("The system id “%s” differs from the name of its folder “%s”."), sys->id, folder_name);
        }
    }

  muster_xml_foreach_child (root, child)
    {
      if (FAILED (&l))
        break;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (&l, child, &sys->name);
      else if (muster_xml_is (child, "text"))
        muster_loader_read_text_element (&l, child, &sys->text);
      else if (muster_xml_is (child, "source"))
        sys->source = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "army"))
        {
          army_node = child;
          read_army (&l, child, &spent_id, &columns_id);
        }
      else if (muster_xml_is (child, "fields"))
        muster_loader_read_fields (&l, child);
      else if (muster_xml_is (child, "categories"))
        muster_loader_read_categories (&l, child);
      else if (muster_xml_is (child, "tags"))
        muster_loader_read_tags (&l, child);
      else if (muster_xml_is (child, "weapons"))
        muster_loader_read_weapons (&l, child);
      else if (muster_xml_is (child, "commanders"))
        muster_loader_read_commanders (&l, child);
      else if (muster_xml_is (child, "preparations"))
        muster_loader_read_preparations (&l, child);
      else if (muster_xml_is (child, "unit-values"))
        muster_loader_read_unit_values (&l, child);
      else if (muster_xml_is (child, "derived"))
        muster_loader_read_derived (&l, child);
      else if (muster_xml_is (child, "regiment-values"))
        muster_loader_read_regiment_values (&l, child);
      else if (muster_xml_is (child, "constraints"))
        muster_loader_read_constraints (&l, child);
      else if (muster_xml_is (child, "limit-messages"))
        muster_loader_read_limit_messages (&l, child);
      else if (muster_xml_is (child, "orders"))
        muster_loader_read_orders (&l, child);
      else if (muster_xml_is (child, "ambush-marker"))
        muster_loader_read_ambush_marker (&l, child);
      else if (muster_xml_is (child, "action-board"))
        muster_loader_read_board_info (&l, child);
      else if (muster_xml_is (child, "reference"))
        muster_loader_read_tables (&l, child);
      else if (muster_xml_is (child, "terrain"))
        muster_loader_read_terrain (&l, child);
      else if (muster_xml_is (child, "faction"))
        muster_loader_read_faction (&l, child, FALSE);
    }
  muster_loader_require_both (&l, root, "name", &sys->name, TRUE);
  muster_loader_require_both (&l, root, "text", &sys->text, FALSE);
  resolve_army_options (&l, army_node, spent_id, columns_id);

  if (!FAILED (&l) && folder != NULL)
    muster_loader_load_faction_files (&l, folder);
  muster_loader_finish_factions (&l, root);
  l.file = file;
  if (!FAILED (&l))
    check_interned_ids (&l, root);
  if (!FAILED (&l) && sys->factions->len == 0)
    muster_loader_fail_at (&l, root, MUSTER_ERROR_INVALID,
                           _("The system “%s” has no factions, in system.xml or in factions/."), sys->id);

  if (FAILED (&l))
    {
      *failed_list = l.failed_list;
      g_propagate_error (error, l.error);
      return NULL;
    }

  muster_loader_compute_unit_values (sys);
  return g_steal_pointer (&sys);
}

/* Reads the system; an installed list that does not load is left out
 * (and named in the system's list errors) rather than refusing the whole
 * system, each such list costing one more reading. */
static MusterSystem *
system_from_doc (xmlDoc      *doc,
                 const char  *file,
                 const char  *folder,
                 const char  *faction_name,
                 xmlDoc      *faction_doc,
                 GError     **error)
{
  g_autoptr(GHashTable) skip = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) skipped = g_ptr_array_new_with_free_func (g_free);

  for (;;)
    {
      g_autoptr(GError) local = NULL;
      char *failed = NULL;
      MusterSystem *sys = system_from_doc_once (doc, file, folder, faction_name, faction_doc,
                                                skip, &failed, &local);

      if (sys != NULL)
        {
          for (guint i = 0; i < skipped->len; i++)
            g_ptr_array_add (sys->list_errors, g_strdup (g_ptr_array_index (skipped, i)));
          return sys;
        }
      if (failed == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      g_ptr_array_add (skipped, g_strdup (local->message));
      g_hash_table_add (skip, failed);
    }
}

MusterSystem *
muster_system_load (const char  *folder,
                    GError     **error)
{
  return muster_system_load_with (folder, NULL, NULL, NULL, error);
}

/**
 * muster_system_load_with:
 * @system_doc: (nullable): @folder/system.xml, already read and validated
 *   against the system schema
 * @faction_name: (nullable): the name of a file in @folder/factions
 * @faction_doc: (nullable): that file, already read and validated
 *
 * Loads the system in @folder as muster_system_load() does, taking the
 * files given from their documents instead of reading them again
 * (muster-cli check reads a file first to know its kind); the faction file
 * counts even when its name does not end in .xml.
 */
MusterSystem *
muster_system_load_with (const char  *folder,
                         xmlDoc      *system_doc,
                         const char  *faction_name,
                         xmlDoc      *faction_doc,
                         GError     **error)
{
  g_autofree char *path = NULL;
  MusterSystem *system;
  xmlDoc *doc;

  g_return_val_if_fail (folder != NULL, NULL);
  g_return_val_if_fail ((faction_name == NULL) == (faction_doc == NULL), NULL);

  path = g_build_filename (folder, "system.xml", NULL);
  doc = system_doc != NULL ? system_doc : muster_xml_load_file (path, MUSTER_SCHEMA_SYSTEM, NULL, error);
  if (doc == NULL)
    return NULL;
  system = system_from_doc (doc, path, folder, faction_name, faction_doc, error);
  if (doc != system_doc)
    xmlFreeDoc (doc);
  return system;
}

MusterSystem *
muster_system_load_doc (gpointer     unused,
                        xmlDoc      *doc,
                        const char  *display_name,
                        GError     **error)
{
  g_return_val_if_fail (doc != NULL, NULL);
  return system_from_doc (doc, display_name, NULL, NULL, NULL, error);
}

MusterSystem *
muster_system_load_memory (const char  *data,
                           gsize        length,
                           const char  *display_name,
                           GError     **error)
{
  g_return_val_if_fail (display_name != NULL, NULL);
  return muster_xml_read (NULL, data, length, display_name, MUSTER_SCHEMA_SYSTEM,
                          (MusterDocReader) muster_system_load_doc, NULL, error);
}

/* ---- getters ---- */

const char *
muster_system_get_id (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->id;
}

const MusterText *
muster_system_get_name (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return &self->name;
}

const MusterText *
muster_system_get_text (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return &self->text;
}

const char *
muster_system_get_source (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->source;
}

const char *
muster_system_get_folder (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->folder;
}

const MusterArmyOptions *
muster_system_get_army_options (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return &self->army;
}

gboolean
muster_system_declares_costs (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), TRUE);
  return self->army.costs;
}

GPtrArray *
muster_system_get_fields (MusterSystem     *self,
                          MusterFieldScope  scope)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  g_return_val_if_fail (scope < MUSTER_N_FIELD_SCOPES, NULL);
  return self->fields[scope];
}

const MusterField *
muster_system_lookup_field (MusterSystem     *self,
                            MusterFieldScope  scope,
                            const char       *id)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  g_return_val_if_fail (scope < MUSTER_N_FIELD_SCOPES, NULL);
  return id != NULL ? g_hash_table_lookup (self->field_index[scope], id) : NULL;
}

#define GETTER(fn, member) \
  GPtrArray * fn (MusterSystem *self) \
  { \
    g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL); \
    return self->member; \
  }

#define LOOKUP(fn, type, index) \
  type fn (MusterSystem *self, const char *id) \
  { \
    g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL); \
    return id != NULL ? g_hash_table_lookup (self->index, id) : NULL; \
  }

GETTER (muster_system_get_categories, categories)
GETTER (muster_system_get_tags, tags)
GETTER (muster_system_get_weapons, weapons)
GETTER (muster_system_get_roles, roles)
GETTER (muster_system_get_tiers, tiers)
GETTER (muster_system_get_preparations, preparations)
GETTER (muster_system_get_unit_values, unit_values)
GETTER (muster_system_get_regiment_values, regiment_values)
GETTER (muster_system_get_derived, derived)
GETTER (muster_system_get_constraints, constraints)
GETTER (muster_system_get_orders, orders)
GETTER (muster_system_get_tables, tables)
GETTER (muster_system_get_factions, factions)
GETTER (muster_system_get_features, features)
GETTER (muster_system_get_pieces, pieces)

LOOKUP (muster_system_lookup_category, const MusterCategory *, category_index)
LOOKUP (muster_system_lookup_tag, const MusterTag *, tag_index)
LOOKUP (muster_system_lookup_weapon, const MusterWeapon *, weapon_index)
LOOKUP (muster_system_lookup_role, const MusterCommanderRole *, role_index)
LOOKUP (muster_system_lookup_tier, const MusterCommanderTier *, tier_index)
LOOKUP (muster_system_lookup_derived, const MusterDerived *, derived_index)
LOOKUP (muster_system_lookup_faction, const MusterFaction *, faction_index)
LOOKUP (muster_system_find_unit, const MusterUnitType *, unit_ids)
LOOKUP (muster_system_lookup_piece, const MusterPiece *, piece_index)

const MusterPreparation *
muster_system_lookup_preparation (MusterSystem        *self,
                                  const MusterFaction *faction,
                                  const char          *id)
{
  const MusterPreparation *p;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  if (id == NULL)
    return NULL;
  p = g_hash_table_lookup (self->preparation_index, id);
  if (p != NULL || faction == NULL)
    return p;
  for (guint i = 0; i < faction->preparations->len; i++)
    {
      p = g_ptr_array_index (faction->preparations, i);
      if (g_str_equal (p->id, id))
        return p;
    }
  return NULL;
}

const MusterUnitType *
muster_system_get_unit_by_index (MusterSystem *self,
                                 guint         index)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return index < self->unit_id_list->len ? g_ptr_array_index (self->unit_id_list, index) : NULL;
}

const MusterPreparation *
muster_system_get_preparation_by_index (MusterSystem *self,
                                        guint         index)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return index < self->preparation_id_list->len ? g_ptr_array_index (self->preparation_id_list, index) : NULL;
}

const MusterText *
muster_system_get_limit_message (MusterSystem *self, MusterLimitKind kind)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  g_return_val_if_fail (kind < MUSTER_N_LIMIT_KINDS, NULL);
  return &self->limit_messages[kind];
}

GPtrArray *
muster_system_get_faction_versions (MusterSystem *self, const char *id)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return id != NULL ? g_hash_table_lookup (self->faction_versions, id) : NULL;
}

const MusterFaction *
muster_system_lookup_faction_version (MusterSystem *self, const char *id, const char *version)
{
  GPtrArray *versions = muster_system_get_faction_versions (self, id);

  for (guint i = 0; versions != NULL && i < versions->len; i++)
    {
      const MusterFaction *f = g_ptr_array_index (versions, i);

      if (g_strcmp0 (f->version, version) == 0)
        return f;
    }
  return NULL;
}

GPtrArray *
muster_system_get_list_errors (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->list_errors;
}

gboolean
muster_unit_type_has_tag (const MusterUnitType *unit,
                          const MusterTag      *tag)
{
  g_return_val_if_fail (unit != NULL && tag != NULL, FALSE);
  return (unit->tag_bits[tag->index / 32] >> (tag->index % 32)) & 1;
}

gboolean
muster_unit_type_can_be_chief (const MusterUnitType *unit)
{
  g_return_val_if_fail (unit != NULL, FALSE);

  for (guint i = 0; unit->tags != NULL && i < unit->tags->len; i++)
    if (((const MusterTag *) g_ptr_array_index (unit->tags, i))->chief)
      return TRUE;
  return FALSE;
}

const char *
muster_unit_type_get_stat (const MusterUnitType *unit,
                           const MusterField    *field)
{
  g_return_val_if_fail (unit != NULL && field != NULL, NULL);
  g_return_val_if_fail (field->scope == MUSTER_FIELD_SCOPE_UNIT, NULL);
  return unit->stats[field->index] != NULL ? unit->stats[field->index] : field->default_value;
}

double
muster_unit_type_get_number (const MusterUnitType *unit,
                             guint                 index)
{
  g_return_val_if_fail (unit != NULL, 0);
  return unit->numbers[index];
}

