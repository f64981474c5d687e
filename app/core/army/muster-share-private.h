/* muster-share-private.h: what writing and reading a share code share:
 * the packed format's flags and the lists of ids it names by hash.
 * Private to muster-share*.c.
 */
#pragma once

#include "muster-share.h"

G_BEGIN_DECLS

#define LITERAL 0xFFFF   /* the id follows as a string */

enum
{
  HAS_NAME = 1 << 0,
  HAS_NOTES = 1 << 1,
  HAS_LIST_VERSION = 1 << 2,    /* format 4: the faction's list version follows */
};

enum
{
  UNIT_RESERVE = 1 << 5,
  UNIT_REGIMENT = 1 << 6,
  UNIT_COUNT = 1 << 7,
  UNIT_COLUMN_MASK = 0x1F,      /* all set (format 3): a byte of more follows */
  UNIT_MORE_CHIEF = 1 << 5,     /* in that byte, above the column */
};

#define ID_LIST(array, type) \
  ({ GPtrArray *_ids = g_ptr_array_new (); \
     for (guint _i = 0; _i < (array)->len; _i++) \
       g_ptr_array_add (_ids, ((type *) g_ptr_array_index ((array), _i))->id); \
     g_ptr_array_add (_ids, NULL); _ids; })

/* muster-share.c */
G_GNUC_INTERNAL GPtrArray *_muster_share_unit_ids (MusterSystem *system);
G_GNUC_INTERNAL GPtrArray *_muster_share_preparation_ids (MusterSystem *system, const MusterFaction *faction);

G_END_DECLS
