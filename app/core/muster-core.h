/* muster-core.h: everything of Muster's GTK-free core in one include. */
#pragma once

#include "muster-army.h"
#include "muster-catalog.h"
#include "muster-dice.h"
#include "muster-error.h"
#include "muster-expr.h"
#include "muster-format.h"
#include "muster-history.h"
#include "muster-library.h"
#include "muster-output.h"
#include "muster-rng.h"
#include "muster-rules.h"
#include "muster-share.h"
#include "muster-system.h"
#include "muster-terrain.h"
#include "muster-text.h"
#include "muster-xml.h"
