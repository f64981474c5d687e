/* muster-messages.h: Muster's own messages in a language other than the
 * one it shows, for texts a document keeps in both languages (a new
 * scenario side's name). Read from the compiled message catalog of that
 * language, without switching the process's locale.
 */
#pragma once

#include <glib.h>

#include "muster-text.h"

G_BEGIN_DECLS

/* @msgid as the message catalog of @lang ("en", "ru") translates it:
 * "en" is @msgid itself; NULL when the catalog or the message is missing. */
char *muster_message_in        (const char *lang,
                                const char *msgid);

G_END_DECLS
