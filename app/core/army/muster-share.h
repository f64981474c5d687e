/* muster-share.h: share codes: one line of plain text that carries a whole
 * army through a chat message, versioned and checksummed, so that a cut or
 * altered code is refused with a clear sentence.
 */
#pragma once

#include "muster-army.h"

G_BEGIN_DECLS

#define MUSTER_SHARE_PREFIX   "MUSTER-"
/* 4: as 3, and the flags' bit 2 says that the faction's list version
 * follows the name and notes, as three varints; made only for an army on a
 * later version of its list than the oldest its system holds (older
 * versions refuse it as made by a newer Muster); a code without a version
 * decodes to the oldest version the system holds, as an army file without
 * one;
 * 3: as 2, and a unit's column bits UNIT_COLUMN_MASK say that a byte
 * follows with its column and whether it is the commander-in-chief; made
 * only for an army with a commander-in-chief, every other army still makes
 * a code of format 2, which older versions read;
 * 2: the system by its id; 1 (still read): the system by a 16-bit hash of
 * its id, read only where one installed system has that hash */
#define MUSTER_SHARE_VERSION  4

/* The most bytes the packed army of any army file takes (every limit of
 * muster-army.h at its largest, every id written out, every character four
 * bytes), the longest code that makes, and the longest text decode reads
 * (a code broken up by white space on the way). */
#define MUSTER_SHARE_ID_BYTES   (2 + 1 + 64)
#define MUSTER_SHARE_LINE_BYTES (2 + 4 * MUSTER_ARMY_MAX_LINE)
#define MUSTER_SHARE_MAX_BYTES \
  (1 + 1 + 64 + MUSTER_SHARE_ID_BYTES + 3 + 1 + MUSTER_SHARE_LINE_BYTES + 3 + 4 * MUSTER_ARMY_MAX_NOTES + 9 \
   + 1 + MUSTER_ARMY_MAX_COMMANDERS * (MUSTER_SHARE_ID_BYTES + 1 + MUSTER_SHARE_LINE_BYTES) \
   + 2 + MUSTER_ARMY_MAX_REGIMENTS * (1 + 1 + MUSTER_SHARE_LINE_BYTES) \
   + 2 + MUSTER_ARMY_MAX_ENTRIES * (MUSTER_SHARE_ID_BYTES + 1 + 1 + 2 + 2) \
   + 2 + MUSTER_ARMY_MAX_PREPARATIONS * (MUSTER_SHARE_ID_BYTES + 2) \
   + 4)
#define MUSTER_SHARE_MAX_CODE   (sizeof MUSTER_SHARE_PREFIX - 1 + (4 * MUSTER_SHARE_MAX_BYTES + 2) / 3)
#define MUSTER_SHARE_MAX_TEXT   (2 * MUSTER_SHARE_MAX_CODE)

char       *muster_share_encode (MusterArmy     *army);
MusterArmy *muster_share_decode (MusterCatalog  *catalog,
                                 const char     *code,
                                 GError        **error);
guint16     muster_share_hash   (const char     *id);

G_END_DECLS
