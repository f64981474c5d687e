/* muster-share.h: share codes: one line of plain text that carries a whole
 * army through a chat message, versioned and checksummed, so that a cut or
 * altered code is refused with a clear sentence.
 */
#pragma once

#include "muster-army.h"

G_BEGIN_DECLS

#define MUSTER_SHARE_PREFIX   "MUSTER-"
#define MUSTER_SHARE_VERSION  1
#define MUSTER_SHARE_MAX_TEXT (64 * 1024)

char       *muster_share_encode (MusterArmy     *army);
MusterArmy *muster_share_decode (MusterCatalog  *catalog,
                                 const char     *code,
                                 GError        **error);
guint16     muster_share_hash   (const char     *id);

G_END_DECLS
