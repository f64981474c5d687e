/* muster-share.c: share codes. The army is packed into bytes (the system
 * by its id, other ids as 16-bit hashes, or written out when a hash is not
 * unique in the system; small numbers as varints), followed by four bytes
 * of its SHA-256, and written as "MUSTER-" and base64url. A 30-unit army
 * takes under 200 characters.
 *
 * Every army an army file can hold makes a code that decode reads (the
 * limits are those of muster-army.h), and decode hands out only an army
 * that loads as an army file: the army it read is written and read back
 * by the army reader, as check would read the file it is saved to.
 *
 * Here: the ids a code names and the writing of a code; reading one is in
 * muster-share-decode.c.
 */
#include "config.h"

#include "muster-share-private.h"

#include <string.h>

/* Whether the code names the army's list version: a code without one
 * means the oldest version the system holds, as an army file without
 * one, so only an army on a later version needs it. */
static gboolean
needs_list_version (MusterArmy *army)
{
  const MusterFaction *faction = muster_army_get_faction (army);
  GPtrArray *versions = muster_system_get_faction_versions (muster_army_get_system (army), faction->id);

  return faction->version != NULL && versions != NULL && versions->len > 0
         && g_ptr_array_index (versions, 0) != faction;
}

/* Each format only where an army needs it: an army on a later version of
 * its list than the oldest makes format 4; else one with a
 * commander-in-chief format 3, and every other army format 2, which older
 * versions read. */
static guint8
code_version (MusterArmy *army)
{
  if (needs_list_version (army))
    return 4;
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    if (muster_army_get_unit (army, i)->chief)
      return 3;
  return 2;
}

guint16
muster_share_hash (const char *id)
{
  guint32 h = 2166136261u;

  for (const guchar *p = (const guchar *) id; *p != '\0'; p++)
    {
      h ^= *p;
      h *= 16777619u;
    }
  h = (h >> 16) ^ (h & 0xFFFF);
  return h == LITERAL ? 0 : (guint16) h;
}

/* ---- writing ---- */

static void
put_u8 (GByteArray *b, guint8 v)
{
  g_byte_array_append (b, &v, 1);
}

static void
put_varint (GByteArray *b, guint64 v)
{
  do
    {
      guint8 byte = v & 0x7F;
      v >>= 7;
      if (v != 0)
        byte |= 0x80;
      put_u8 (b, byte);
    }
  while (v != 0);
}

static void
put_string (GByteArray *b, const char *s)
{
  gsize len = strlen (s);

  put_varint (b, len);
  g_byte_array_append (b, (const guint8 *) s, len);
}

/* An id as its hash, or written out when another id of the same set shares
 * the hash. ids is a NULL-terminated list of the set's ids. */
static void
put_id (GByteArray *b, const char *id, const char * const *ids)
{
  guint16 h = muster_share_hash (id);
  gboolean unique = TRUE;

  for (guint i = 0; ids[i] != NULL && unique; i++)
    unique = g_str_equal (ids[i], id) || muster_share_hash (ids[i]) != h;
  if (unique)
    {
      put_u8 (b, h >> 8);
      put_u8 (b, h & 0xFF);
    }
  else
    {
      put_u8 (b, LITERAL >> 8);
      put_u8 (b, LITERAL & 0xFF);
      put_string (b, id);
    }
}

GPtrArray *
_muster_share_unit_ids (MusterSystem *system)
{
  GPtrArray *ids = g_ptr_array_new ();
  GPtrArray *factions = muster_system_get_factions (system);

  for (guint f = 0; f < factions->len; f++)
    {
      const MusterFaction *faction = g_ptr_array_index (factions, f);
      for (guint u = 0; u < faction->units->len; u++)
        g_ptr_array_add (ids, ((MusterUnitType *) g_ptr_array_index (faction->units, u))->id);
    }
  g_ptr_array_add (ids, NULL);
  return ids;
}

GPtrArray *
_muster_share_preparation_ids (MusterSystem *system, const MusterFaction *faction)
{
  GPtrArray *ids = g_ptr_array_new ();
  GPtrArray *preps = muster_system_get_preparations (system);

  for (guint i = 0; i < preps->len; i++)
    g_ptr_array_add (ids, ((MusterPreparation *) g_ptr_array_index (preps, i))->id);
  for (guint i = 0; i < faction->preparations->len; i++)
    g_ptr_array_add (ids, ((MusterPreparation *) g_ptr_array_index (faction->preparations, i))->id);
  g_ptr_array_add (ids, NULL);
  return ids;
}

static char *
to_base64url (const guint8 *data, gsize len)
{
  char *text = g_base64_encode (data, len);
  gsize n = strlen (text);

  while (n > 0 && text[n - 1] == '=')
    text[--n] = '\0';
  for (char *p = text; *p != '\0'; p++)
    {
      if (*p == '+')
        *p = '-';
      else if (*p == '/')
        *p = '_';
    }
  return text;
}

char *
muster_share_encode (MusterArmy *army)
{
  MusterSystem *system;
  const MusterFaction *faction;
  g_autoptr(GByteArray) b = g_byte_array_new ();
  g_autoptr(GPtrArray) systems_ids = g_ptr_array_new ();
  g_autoptr(GPtrArray) faction_ids = NULL;
  g_autoptr(GPtrArray) tier_ids = NULL;
  g_autoptr(GPtrArray) role_ids = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) preps = NULL;
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize digest_len = sizeof digest;
  g_autofree char *body = NULL;
  guint8 flags = 0;

  g_return_val_if_fail (MUSTER_IS_ARMY (army), NULL);

  system = muster_army_get_system (army);
  faction = muster_army_get_faction (army);
  faction_ids = ID_LIST (muster_system_get_factions (system), MusterFaction);
  tier_ids = ID_LIST (muster_system_get_tiers (system), MusterCommanderTier);
  role_ids = ID_LIST (muster_system_get_roles (system), MusterCommanderRole);
  units = _muster_share_unit_ids (system);
  preps = _muster_share_preparation_ids (system, faction);

  put_u8 (b, code_version (army));
  /* the system by its id: a hash of it could name another system */
  put_string (b, muster_system_get_id (system));
  put_id (b, faction->id, (const char * const *) faction_ids->pdata);
  put_varint (b, muster_army_get_points (army));

  if (muster_army_get_name (army) != NULL)
    flags |= HAS_NAME;
  if (muster_army_get_notes (army) != NULL)
    flags |= HAS_NOTES;
  if (needs_list_version (army))
    flags |= HAS_LIST_VERSION;
  put_u8 (b, flags);
  if (flags & HAS_NAME)
    put_string (b, muster_army_get_name (army));
  if (flags & HAS_NOTES)
    put_string (b, muster_army_get_notes (army));
  if (flags & HAS_LIST_VERSION)
    {
      guint v[3] = { 0 };

      muster_version_parse (faction->version, v);
      for (guint i = 0; i < 3; i++)
        put_varint (b, v[i]);
    }

  put_varint (b, muster_army_get_n_commanders (army));
  for (guint i = 0; i < muster_army_get_n_commanders (army); i++)
    {
      const MusterArmyCommander *c = muster_army_get_commander (army, i);
      put_id (b, c->tier->id, (const char * const *) tier_ids->pdata);
      put_u8 (b, (c->role->index & 0x7F) | (c->name != NULL ? 0x80 : 0));
      if (c->name != NULL)
        put_string (b, c->name);
    }

  put_varint (b, muster_army_get_n_regiments (army));
  for (guint i = 0; i < muster_army_get_n_regiments (army); i++)
    {
      const MusterArmyRegiment *r = muster_army_get_regiment (army, i);
      put_u8 (b, (r->reserve ? 1 : 0) | (r->name != NULL ? 2 : 0));
      put_varint (b, r->column);
      if (r->name != NULL)
        put_string (b, r->name);
    }

  put_varint (b, muster_army_get_n_units (army));
  for (guint i = 0; i < muster_army_get_n_units (army); i++)
    {
      const MusterArmyUnit *u = muster_army_get_unit (army, i);
      guint8 bits = u->chief ? UNIT_COLUMN_MASK : MIN (u->column, UNIT_COLUMN_MASK);

      if (u->reserve)
        bits |= UNIT_RESERVE;
      if (u->regiment >= 0)
        bits |= UNIT_REGIMENT;
      if (u->count != 1)
        bits |= UNIT_COUNT;
      put_id (b, u->type->id, (const char * const *) units->pdata);
      put_u8 (b, bits);
      if (u->chief)
        put_u8 (b, MIN (u->column, UNIT_COLUMN_MASK) | UNIT_MORE_CHIEF);
      if (u->count != 1)
        put_varint (b, u->count);
      if (u->regiment >= 0)
        put_varint (b, u->regiment);
    }

  put_varint (b, muster_army_get_n_preparations (army));
  for (guint i = 0; i < muster_army_get_n_preparations (army); i++)
    {
      const MusterArmyPreparation *p = muster_army_get_preparation (army, i);
      put_id (b, p->preparation->id, (const char * const *) preps->pdata);
      put_varint (b, p->copies);
    }

  g_checksum_update (sum, b->data, b->len);
  g_checksum_get_digest (sum, digest, &digest_len);
  g_byte_array_append (b, digest, 4);

  body = to_base64url (b->data, b->len);
  return g_strconcat (MUSTER_SHARE_PREFIX, body, NULL);
}
