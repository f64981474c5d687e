/* muster-share-decode.c: reading a share code: the text cleaned of what a
 * chat adds, base64url, the packed army read byte by byte within the
 * limits of an army file, and the army handed out only when it loads as
 * an army file would.
 */
#include "config.h"

#include "muster-error.h"
#include "muster-share-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

typedef struct
{
  const guint8 *data;
  gsize len;
  gsize pos;
  GError **error;
  gboolean failed;
} Reader;

static void
truncated (Reader *r)
{
  if (!r->failed)
    g_set_error (r->error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                 _("The share code is incomplete: it may have been cut off when it was copied."));
  r->failed = TRUE;
}

static void
corrupt (Reader *r, const char *what)
{
  if (!r->failed)
    g_set_error (r->error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                 _("The share code is damaged (%s). Copy it again from the original message."), what);
  r->failed = TRUE;
}

static guint8
get_u8 (Reader *r)
{
  if (r->failed || r->pos >= r->len)
    {
      truncated (r);
      return 0;
    }
  return r->data[r->pos++];
}

static guint64
get_varint (Reader *r, guint64 max)
{
  guint64 v = 0;

  for (int shift = 0; shift < 64; shift += 7)
    {
      guint8 byte = get_u8 (r);

      if (r->failed)
        return 0;
      v |= (guint64) (byte & 0x7F) << shift;
      if (!(byte & 0x80))
        {
          if (v > max)
            {
              corrupt (r, _("a number is out of range"));
              return 0;
            }
          return v;
        }
    }
  corrupt (r, _("a number is too long"));
  return 0;
}

/* A text of at most max_chars characters (of up to four bytes each). */
static char *
get_string (Reader *r, gsize max_chars)
{
  gsize len = get_varint (r, 4 * max_chars);
  char *s;

  if (r->failed)
    return NULL;
  if (len > r->len - r->pos)
    {
      truncated (r);
      return NULL;
    }
  s = g_strndup ((const char *) r->data + r->pos, len);
  r->pos += len;
  if (!g_utf8_validate (s, -1, NULL) || strlen (s) != len)
    {
      corrupt (r, _("a text is not valid UTF-8"));
      g_free (s);
      return NULL;
    }
  if ((gsize) g_utf8_strlen (s, -1) > max_chars)
    {
      corrupt (r, _("a text is too long"));
      g_free (s);
      return NULL;
    }
  /* only what an XML file can carry */
  for (const char *p = s; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
        {
          corrupt (r, _("a text holds a control character"));
          g_free (s);
          return NULL;
        }
    }
  return s;
}

/* Reads an id reference: the hash (matched against ids[]), or a literal.
 * Returns the index into ids, or -1 when nothing matches; -2 (with the
 * error set) when two different ids here have that hash, so that the code
 * could mean either. */
static int
get_id (Reader *r, const char * const *ids, char **literal_out)
{
  guint16 h;
  int found = -1;

  h = (guint16) (get_u8 (r) << 8);
  h |= get_u8 (r);
  if (r->failed)
    return -1;
  if (h == LITERAL)
    {
      g_autofree char *id = get_string (r, 64);
      if (id == NULL)
        return -1;
      for (guint i = 0; ids[i] != NULL; i++)
        if (g_str_equal (ids[i], id))
          return (int) i;
      if (literal_out != NULL)
        *literal_out = g_steal_pointer (&id);
      return -1;
    }
  for (guint i = 0; ids[i] != NULL; i++)
    if (muster_share_hash (ids[i]) == h)
      {
        if (found < 0)
          found = (int) i;
        else if (!g_str_equal (ids[found], ids[i]))
          {
            if (!r->failed)
              g_set_error (r->error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                           _("The share code names “%s” or “%s” here; it cannot tell which. "
                             "Ask for the army file instead."), ids[found], ids[i]);
            r->failed = TRUE;
            return -2;
          }
      }
  return found;
}

/* White space and characters that show as nothing (a byte-order mark,
 * zero-width spaces and joiners, a no-break space): a code pasted from a
 * chat or a document may carry them; they are never part of a code. */
static gboolean
is_invisible (gunichar c)
{
  return g_unichar_isspace (c) || g_unichar_type (c) == G_UNICODE_FORMAT
         || g_unichar_type (c) == G_UNICODE_SPACE_SEPARATOR;
}

/* @code without invisible characters before and after it. */
static char *
strip_invisible (const char *code)
{
  const char *start = code;
  const char *end = code + strlen (code);

  while (*start != '\0' && is_invisible (g_utf8_get_char (start)))
    start = g_utf8_next_char (start);
  while (end > start)
    {
      const char *prev = g_utf8_prev_char (end);

      if (!is_invisible (g_utf8_get_char (prev)))
        break;
      end = prev;
    }
  return g_strndup (start, end - start);
}

static guint8 *
from_base64url (const char *text, gsize *len, GError **error)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_autofree char *again = NULL;
  guint8 *data;
  gsize chars = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      chars++;
      if (is_invisible (c))
        continue;
      if (c < 128 && (g_ascii_isalnum (c) || c == '-' || c == '_'))
        g_string_append_c (s, c == '-' ? '+' : c == '_' ? '/' : (char) c);
      else
        {
          char buf[16] = { 0 };

          /* a character that shows as nothing is named by its number */
          if (g_unichar_isgraph (c))
            g_unichar_to_utf8 (c, buf);
          else
            g_snprintf (buf, sizeof buf, "U+%04X", c);
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                       _("The share code contains “%s” at character %zu, which is never part of a code; "
                         "was it altered?"), buf, chars + strlen (MUSTER_SHARE_PREFIX));
          return NULL;
        }
    }
  if (s->len % 4 == 1)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("The share code is incomplete: it may have been cut off when it was copied."));
      return NULL;
    }
  while (s->len % 4 != 0)
    g_string_append_c (s, '=');
  data = g_base64_decode (s->str, len);
  /* only the canonical form: unused low bits of the last character must be
   * zero, so that no two texts decode to the same code */
  again = g_base64_encode (data, *len);
  if (!g_str_equal (again, s->str))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("The share code is damaged: its last character was altered. "
                     "Copy it again from the original message."));
      g_free (data);
      return NULL;
    }
  return data;
}

/* The installed system a code names: by its id (version 2), or by the
 * hash of its id (version 1), only when exactly one installed system has
 * that hash. */
static MusterSystem *
read_system (Reader *r, MusterCatalog *catalog, guint version)
{
  GPtrArray *systems = muster_catalog_get_systems (catalog);
  MusterSystem *found = NULL;
  guint16 hash;

  if (version >= 2)
    {
      g_autofree char *id = get_string (r, 64);
      MusterSystem *system;

      if (id == NULL)
        return NULL;
      system = muster_catalog_lookup (catalog, id);
      if (system == NULL)
        {
          g_set_error (r->error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                       _("The share code is for the game system “%s”, which is not installed here."), id);
          r->failed = TRUE;
        }
      return system;
    }

  hash = (guint16) (get_u8 (r) << 8);
  hash |= get_u8 (r);
  if (r->failed)
    return NULL;
  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *candidate = g_ptr_array_index (systems, i);

      if (muster_share_hash (muster_system_get_id (candidate)) != hash)
        continue;
      if (found != NULL)
        {
          g_set_error (r->error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                       _("This older share code may be for “%s” or for “%s”, which are both installed; "
                         "it cannot tell which. Ask for a new code or the army file."),
                       muster_system_get_id (found), muster_system_get_id (candidate));
          r->failed = TRUE;
          return NULL;
        }
      found = candidate;
    }
  if (found == NULL)
    {
      g_set_error (r->error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                   _("The share code is for a game system that is not installed here."));
      r->failed = TRUE;
    }
  return found;
}

static void
not_here (Reader *r, MusterSystem *system, const char *format)
{
  if (!r->failed)
    g_set_error (r->error, MUSTER_ERROR, MUSTER_ERROR_INVALID, format, muster_system_get_id (system));
  r->failed = TRUE;
}

MusterArmy *
muster_share_decode (MusterCatalog  *catalog,
                     const char     *code,
                     GError        **error)
{
  g_autofree char *trimmed = NULL;
  g_autofree guint8 *data = NULL;
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(MusterArmy) army = NULL;
  g_autoptr(GPtrArray) faction_ids = NULL;
  g_autoptr(GPtrArray) tier_ids = NULL;
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) preps = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) reload_error = NULL;
  MusterArmy *loaded;
  guint8 digest[32];
  gsize digest_len = sizeof digest;
  gsize len = 0;
  MusterSystem *system;
  const MusterArmyOptions *options;
  GPtrArray *factions;
  const MusterFaction *faction;
  Reader r = { 0 };
  guint8 flags;
  guint version;
  g_autofree char *list_version = NULL;
  gboolean missing = FALSE;
  guint64 points, n;
  int index;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (code != NULL, NULL);

  if (strlen (code) > MUSTER_SHARE_MAX_TEXT)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("This text is far too long to be a share code."));
      return NULL;
    }
  if (!g_utf8_validate (code, -1, NULL))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT, _("The share code is not valid text."));
      return NULL;
    }
  trimmed = strip_invisible (code);
  if (*trimmed == '\0')
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT, _("The share code is empty."));
      return NULL;
    }
  if (g_ascii_strncasecmp (trimmed, MUSTER_SHARE_PREFIX, strlen (MUSTER_SHARE_PREFIX)) != 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("This is not a Muster share code: a code starts with “%s”."), MUSTER_SHARE_PREFIX);
      return NULL;
    }

  data = from_base64url (trimmed + strlen (MUSTER_SHARE_PREFIX), &len, error);
  if (data == NULL)
    return NULL;
  if (len < 5)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("The share code is incomplete: it may have been cut off when it was copied."));
      return NULL;
    }
  if (data[0] < 1 || data[0] > MUSTER_SHARE_VERSION)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   data[0] > MUSTER_SHARE_VERSION
                     ? _("This share code was made by a newer Muster (code format %u); update Muster to read it.")
                     : _("The share code is damaged (unknown format %u). Copy it again from the original message."),
                   data[0]);
      return NULL;
    }
  if (len > MUSTER_SHARE_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("This text is far too long to be a share code."));
      return NULL;
    }
  g_checksum_update (sum, data, len - 4);
  g_checksum_get_digest (sum, digest, &digest_len);
  if (memcmp (digest, data + len - 4, 4) != 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_CORRUPT,
                   _("The share code is damaged: its checksum does not match. "
                     "It was cut or altered; copy it again from the original message."));
      return NULL;
    }

  r.data = data;
  r.len = len - 4;
  r.pos = 1;
  r.error = error;

  version = data[0];
  system = read_system (&r, catalog, version);
  if (system == NULL)
    return NULL;
  options = muster_system_get_army_options (system);
  faction_ids = ID_LIST (muster_system_get_factions (system), MusterFaction);
  index = get_id (&r, (const char * const *) faction_ids->pdata, NULL);
  if (r.failed)
    return NULL;
  if (index < 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                   _("The share code is for a faction of “%s” that this Muster does not have."),
                   muster_text_get (muster_system_get_name (system)));
      return NULL;
    }
  factions = muster_system_get_factions (system);
  faction = g_ptr_array_index (factions, index);
  points = get_varint (&r, MUSTER_ARMY_MAX_POINTS);
  if (r.failed)
    return NULL;
  army = muster_army_new (system, faction, (guint) points);

  flags = get_u8 (&r);
  if (flags & ~(HAS_NAME | HAS_NOTES | (version >= 4 ? HAS_LIST_VERSION : 0)))
    corrupt (&r, _("unknown flags"));
  if (flags & HAS_NAME)
    {
      g_autofree char *name = get_string (&r, MUSTER_ARMY_MAX_LINE);
      muster_army_set_name (army, name);
    }
  if (flags & HAS_NOTES)
    {
      g_autofree char *notes = get_string (&r, MUSTER_ARMY_MAX_NOTES);
      muster_army_set_notes (army, notes);
    }
  if (flags & HAS_LIST_VERSION)
    {
      guint64 v[3];

      for (guint i = 0; i < 3; i++)
        v[i] = get_varint (&r, 99999);
      if (r.failed)
        return NULL;
      list_version = g_strdup_printf ("%u.%u.%u", (guint) v[0], (guint) v[1], (guint) v[2]);
    }
  /* the version of the list the code names (a code without one: the oldest,
   * as an army file without one) */
  faction = muster_army_resolve_faction (system, faction->id, list_version, &missing);
  muster_army_set_faction (army, faction);

  tier_ids = ID_LIST (muster_system_get_tiers (system), MusterCommanderTier);
  n = get_varint (&r, MUSTER_ARMY_MAX_COMMANDERS);
  for (guint64 i = 0; i < n && !r.failed; i++)
    {
      MusterArmyCommander c = { 0 };
      GPtrArray *roles = muster_system_get_roles (system);
      g_autofree char *name = NULL;
      guint8 role;

      index = get_id (&r, (const char * const *) tier_ids->pdata, NULL);
      role = get_u8 (&r);
      if (role & 0x80)
        name = get_string (&r, MUSTER_ARMY_MAX_LINE);
      role &= 0x7F;
      if (r.failed)
        break;
      if (index < 0 || role >= roles->len)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                       _("The share code names a commander that “%s” does not have."),
                       muster_text_get (muster_system_get_name (system)));
          return NULL;
        }
      c.tier = g_ptr_array_index (muster_system_get_tiers (system), index);
      c.role = g_ptr_array_index (roles, role);
      c.name = name;
      muster_army_insert_commander (army, -1, &c);
    }

  n = get_varint (&r, MUSTER_ARMY_MAX_REGIMENTS);
  if (n > 0 && !options->regiments)
    not_here (&r, system, _("The share code holds regiments, which the system “%s” does not have."));
  for (guint64 i = 0; i < n && !r.failed; i++)
    {
      MusterArmyRegiment reg = { 0 };
      g_autofree char *name = NULL;
      guint8 rflags = get_u8 (&r);

      if (rflags & ~3)
        corrupt (&r, _("unknown flags"));
      reg.reserve = rflags & 1;
      reg.column = get_varint (&r, MUSTER_ARMY_MAX_COLUMN);
      if (rflags & 2)
        name = get_string (&r, MUSTER_ARMY_MAX_LINE);
      if (reg.reserve && !options->regiment_reserve)
        not_here (&r, system, _("The share code holds a reserve regiment, which the system “%s” does not have."));
      reg.name = name;
      if (!r.failed)
        muster_army_insert_regiment (army, -1, &reg);
    }

  units = _muster_share_unit_ids (system);
  n = get_varint (&r, MUSTER_ARMY_MAX_ENTRIES);
  for (guint64 i = 0; i < n && !r.failed; i++)
    {
      MusterArmyUnit u = { 0 };
      g_autofree char *literal = NULL;
      guint8 bits;

      index = get_id (&r, (const char * const *) units->pdata, &literal);
      bits = get_u8 (&r);
      u.column = bits & UNIT_COLUMN_MASK;
      if (version >= 3 && u.column == UNIT_COLUMN_MASK)
        {
          guint8 more = get_u8 (&r);

          u.column = more & UNIT_COLUMN_MASK;
          u.chief = (more & UNIT_MORE_CHIEF) != 0;
          if (more & ~(UNIT_COLUMN_MASK | UNIT_MORE_CHIEF))
            corrupt (&r, _("a unit is out of range"));
        }
      u.count = (bits & UNIT_COUNT) ? get_varint (&r, MUSTER_ARMY_MAX_COUNT) : 1;
      u.regiment = (bits & UNIT_REGIMENT) ? (int) get_varint (&r, MUSTER_ARMY_MAX_REGIMENTS) : -1;
      u.reserve = (bits & UNIT_RESERVE) != 0;
      if (r.failed)
        break;
      if (index < 0)
        {
          if (literal != NULL)
            g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                         _("The share code names the unit “%s”, which “%s” does not have."), literal,
                         muster_text_get (muster_system_get_name (system)));
          else
            g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                         _("The share code names a unit that this version of “%s” does not have."),
                         muster_text_get (muster_system_get_name (system)));
          return NULL;
        }
      if (u.count == 0 || u.column > MUSTER_ARMY_MAX_COLUMN
          || (u.regiment >= 0 && (guint) u.regiment >= muster_army_get_n_regiments (army)))
        {
          corrupt (&r, _("a unit is out of range"));
          break;
        }
      if (u.reserve && !options->unit_reserve)
        {
          not_here (&r, system, _("The share code holds a unit in reserve, which the system “%s” does not have."));
          break;
        }
      /* the faction's own unit of that id first */
      u.type = muster_faction_lookup_unit (faction, g_ptr_array_index (units, index));
      if (u.type == NULL)
        u.type = muster_system_find_unit (system, g_ptr_array_index (units, index));
      muster_army_insert_unit (army, -1, &u);
    }

  preps = _muster_share_preparation_ids (system, faction);
  n = get_varint (&r, MUSTER_ARMY_MAX_PREPARATIONS);
  for (guint64 i = 0; i < n && !r.failed; i++)
    {
      MusterArmyPreparation p = { 0 };

      index = get_id (&r, (const char * const *) preps->pdata, NULL);
      p.copies = get_varint (&r, MUSTER_ARMY_MAX_COUNT);
      if (r.failed)
        break;
      if (index < 0 || p.copies == 0)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REFERENCE,
                       _("The share code names a preparation that “%s” does not have."),
                       muster_text_get (muster_system_get_name (system)));
          return NULL;
        }
      p.preparation = muster_system_lookup_preparation (system, faction, g_ptr_array_index (preps, index));
      muster_army_insert_preparation (army, -1, &p);
    }

  if (r.failed)
    return NULL;
  if (r.pos != r.len)
    {
      corrupt (&r, _("there are bytes after the army"));
      return NULL;
    }

  /* what decode hands out is what check reads: the army file it makes */
  xml = muster_army_to_xml (army);
  loaded = muster_army_load_memory (catalog, xml, strlen (xml), _("the army of the share code"), &reload_error);
  if (loaded == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID,
                   _("The share code holds an army that Muster cannot load: %s"), reload_error->message);
      return NULL;
    }
  if (missing)
    muster_army_set_missing_list_version (loaded, list_version);
  return loaded;
}
