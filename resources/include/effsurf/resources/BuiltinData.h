// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/Top500Catalog.h"
#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/scenario/PresetLibrary.h"

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::resources {

/// The bytes of resources/data/top500.csv as compiled into the binary.
std::string_view top500Csv();

/// The built-in TOP500 catalog, parsed once on first use (thread-safe).
const core::Top500Catalog& top500Catalog();

/// The built-in catalog's editions, ascending, read without parsing it.
std::vector<std::string> top500Editions();

/// The name messages use for the built-in file.
inline constexpr const char* kTop500FileName = "built-in top500.csv";

/// The built-in training presets (resources/data/training: models,
/// accelerators, networks), parsed once on first use (thread-safe).
const core::TrainingCatalog& trainingCatalog();

/// The built-in presets (resources/presets), in teaching order, read once
/// on first use (thread-safe): the window's menu, the CLI and Python.
const core::PresetLibrary& presetLibrary();

/// The name messages use for the built-in training folder.
inline constexpr const char* kTrainingFolderName = "built-in training";

}  // namespace effsurf::resources
