// SPDX-License-Identifier: MIT
#include "effsurf/ui/session/Resources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void registerEffsurfResources() { Q_INIT_RESOURCE(effsurf); }

namespace effsurf::ui {

void initializeResources() {
    static const bool registered = [] {
        registerEffsurfResources();
        return true;
    }();
    (void)registered;
}

}  // namespace effsurf::ui
