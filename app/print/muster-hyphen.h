/* muster-hyphen.h: where a word may be hyphenated, by syllable rules of
 * Russian (and of other Cyrillic and Latin words alike): used only for a
 * word too long for its line, which breaks there with a hyphen shown.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The byte offsets inside @word (@length bytes of UTF-8 letters, no
 * spaces) before which it may break, ascending, at least two letters from
 * either end: a GArray of gsize, empty when there is none. */
GArray *muster_hyphen_points (const char *word,
                              gsize       length);

/* Whether the text from @p up to white space (or @end) holds a digit or
 * "_": a code or a number (a share code, a date), never hyphenated, and
 * broken, where it must be, with no hyphen shown. */
gboolean muster_hyphen_is_code (const char *p,
                                const char *end);

/* The bytes of @text from @start to @end with a soft hyphen (U+00AD) at
 * every hyphenation point of each word (a run of letters with no capital
 * after its first letter, between spaces with no digit or "_": a share
 * code stays as it is); @inserted (may be NULL) gets the offsets in the
 * result where one went, ascending. */
char   *muster_hyphenate     (const char *text,
                              gsize       start,
                              gsize       end,
                              GArray     *inserted);

G_END_DECLS
