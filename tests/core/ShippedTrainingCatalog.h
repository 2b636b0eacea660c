// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"

namespace effsurf::test {

/// The accelerators, models and published runs effsurf ships, read once from
/// the source tree for every core test that needs them (one definition, so
/// the unity build's batches never see two).
inline const core::TrainingCatalog& shippedTrainingCatalog() {
    static const core::TrainingCatalog shipped = core::TrainingCatalog::load(EFFSURF_TRAINING_DIR);
    return shipped;
}

}  // namespace effsurf::test
