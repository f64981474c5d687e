/* muster-text.h: bilingual texts (English and Russian) as the data files
 * carry them, a text set in both from one of Muster's own messages, and
 * the choice of the language Muster shows.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char *en;
  char *ru;
} MusterText;

const char *muster_text_get           (const MusterText *text);
const char *muster_text_get_lang      (const MusterText *text,
                                       const char       *lang);
gboolean    muster_text_is_set        (const MusterText *text);
void        muster_text_set           (MusterText       *text,
                                       const char       *lang,
                                       const char       *value);
/* Sets @text in English and Russian to the message @format (a printf
 * format of Muster's messages, with one unsigned number) and its
 * translation (read by muster-messages.c), filled with @number. The
 * Russian stays unset when the catalog lacks it. */
void        muster_text_set_message_u (MusterText       *text,
                                       const char       *format,
                                       guint             number);
void        muster_text_copy          (MusterText       *dest,
                                       const MusterText *src);
void        muster_text_clear         (MusterText       *text);

const char *muster_get_language       (void);
void        muster_set_language       (const char       *lang);

G_END_DECLS
