/* muster-context.h: what every window and page of Muster shares, made once
 * by the application and handed down: the catalogue of game systems, the
 * library, the settings and what the last prints of each kind of document
 * chose.
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_CONTEXT (muster_context_get_type ())
G_DECLARE_FINAL_TYPE (MusterContext, muster_context, MUSTER, CONTEXT, GObject)

MusterContext            *muster_context_new                (MusterCatalog            *catalog,
                                                             MusterLibrary            *library);
MusterCatalog            *muster_context_get_catalog        (MusterContext            *self);
MusterLibrary            *muster_context_get_library        (MusterContext            *self);
GSettings                *muster_context_get_settings       (MusterContext            *self);

GVariant                 *muster_context_dup_print_state    (MusterContext            *self,
                                                             const char               *kind);
void                      muster_context_set_print_state    (MusterContext            *self,
                                                             const char               *kind,
                                                             GVariant                 *state);

/* Emits ::lists-changed: a list of @system_id was installed. */
void                      muster_context_lists_changed      (MusterContext            *self,
                                                             const char               *system_id);

G_END_DECLS
