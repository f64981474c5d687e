/* muster-error.h: the error domain of Muster's core. Every message that
 * reaches a user through it reads "file:line:column: sentence" when it is
 * about a place in a file.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MUSTER_ERROR (muster_error_quark ())

typedef enum
{
  MUSTER_ERROR_IO,          /* cannot read or write the file */
  MUSTER_ERROR_TOO_LARGE,   /* over the input cap */
  MUSTER_ERROR_ENCODING,    /* not UTF-8 */
  MUSTER_ERROR_MALFORMED,   /* not well-formed XML */
  MUSTER_ERROR_FORBIDDEN,   /* DOCTYPE, entities, excessive depth */
  MUSTER_ERROR_INVALID,     /* fails the schema or a semantic check */
  MUSTER_ERROR_REFERENCE,   /* an id that does not exist */
  MUSTER_ERROR_EXPRESSION,  /* a bad expression */
  MUSTER_ERROR_CORRUPT,     /* a corrupt store or share code */
} MusterError;

GQuark muster_error_quark (void);

G_END_DECLS
