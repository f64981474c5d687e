/* muster-text.h: bilingual texts (English and Russian) as the data files
 * carry them, a text set in both from one of Muster's own messages, the
 * choice of the language Muster shows, and text folded for searching.
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

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (MusterText, muster_text_clear)

const char *muster_get_language       (void);
void        muster_set_language       (const char       *lang);

/* Text as every search compares it: compatibility forms undone (NFKD),
 * case folded and the marks over letters dropped, so that "Тяжёлые" and
 * "тяжелые", "Nördlingen" and "nordlingen" are one text; й stays apart
 * from и, as Russian keeps them. Invalid UTF-8 is made valid first. A
 * search folds both sides and looks with strstr(). */
char       *muster_text_fold          (const char       *text);
/* muster_text_fold() that keeps capitals: for an index that folds case
 * itself (the library's full-text search) and shows what it found. */
char       *muster_text_fold_marks    (const char       *text);

G_END_DECLS
