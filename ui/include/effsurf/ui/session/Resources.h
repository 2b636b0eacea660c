// SPDX-License-Identifier: MIT
#pragma once

namespace effsurf::ui {

/// Registers effsurf's compiled-in Qt resources (icons, meshes). Needed once
/// per process because the resources live in a static library, whose
/// registration the linker would otherwise drop. Idempotent.
void initializeResources();

}  // namespace effsurf::ui
