/* muster-application.h: Muster's AdwApplication. It loads the catalogue of
 * game systems and opens the library, makes the one context every window
 * and page shares, and owns the app-wide actions.
 */
#pragma once

#include <adwaita.h>

#include "muster-context.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_APPLICATION (muster_application_get_type ())
G_DECLARE_FINAL_TYPE (MusterApplication, muster_application, MUSTER, APPLICATION, AdwApplication)

MusterApplication *muster_application_new               (void);
MusterContext     *muster_application_get_context       (MusterApplication *self);
const char        *muster_application_get_library_error (MusterApplication *self);

G_END_DECLS
