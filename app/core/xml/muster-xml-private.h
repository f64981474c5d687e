/* muster-xml-private.h: the safe loader's checks of a file's bytes before
 * libxml2 reads it (muster-xml-input.c), shared with muster-xml.c.
 */
#pragma once

#include <glib.h>
#include <libxml/xmlerror.h>

G_BEGIN_DECLS

/* UTF-8 without the characters XML forbids; else a message at the byte. */
G_GNUC_INTERNAL gboolean muster_xml_check_encoding (const char  *data,
                                                    gsize        length,
                                                    const char  *display_name,
                                                    GError     **error);
/* Counts the nodes of every kind against the limits of muster-xml.h and
 * refuses a DOCTYPE, processing instructions and other encodings. */
G_GNUC_INTERNAL gboolean muster_xml_first_pass    (const char  *data,
                                                    gsize        length,
                                                    const char  *display_name,
                                                    GError     **error);

/* muster-xml-messages.c: libxml2's messages made plain */
G_GNUC_INTERNAL char       *muster_xml_tidy_message         (const char *message);
G_GNUC_INTERNAL const char *muster_xml_plain_parser_message (int code);
G_GNUC_INTERNAL char       *muster_xml_plain_number_message (const xmlError *err, const char *tidy);

G_END_DECLS
