/* muster-text.h: bilingual texts (English and Russian) as the data files
 * carry them, and the choice of the language Muster shows.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char *en;
  char *ru;
} MusterText;

const char *muster_text_get        (const MusterText *text);
const char *muster_text_get_lang   (const MusterText *text,
                                    const char       *lang);
gboolean    muster_text_is_set     (const MusterText *text);
void        muster_text_set        (MusterText       *text,
                                    const char       *lang,
                                    const char       *value);
void        muster_text_copy       (MusterText       *dest,
                                    const MusterText *src);
void        muster_text_clear      (MusterText       *text);

const char *muster_get_language    (void);
void        muster_set_language    (const char       *lang);

G_END_DECLS
