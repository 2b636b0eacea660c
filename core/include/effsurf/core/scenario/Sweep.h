// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// What an animation sweeps.
enum class SweepQuantity { SerialFraction, Processors, Precision, Edition };

std::string_view sweepQuantityId(SweepQuantity quantity);  ///< "s", "n", "precision", "edition"
/// Throws InvalidParameter("quantity", ...) for an unknown id.
SweepQuantity parseSweepQuantity(std::string_view id);

/// An animation as a fixed sequence of frames: one quantity moves from `from`
/// to `to` (s and N geometrically, as on their log axes), through the
/// precisions FP64 .. FP8, or through TOP500 list editions, while the rest
/// of the state stays as it was. Playback shows frames at the chosen speed;
/// recording writes each frame once, so both see the same states.
struct Sweep {
    SweepQuantity quantity = SweepQuantity::SerialFraction;
    double from = 1e-9;  ///< s or N at the first frame
    double to = 1e-2;    ///< s or N at the last frame
    /// Edition sweeps: the editions in order (e.g. Top500Catalog::editions()).
    std::vector<std::string> editions;
    int frameCount = 120;

    static constexpr int kMaxFrames = 100000;

    /// One frame per precision or per edition at least (none is skipped); 2 otherwise.
    int minimumFrames() const;
    /// Throws InvalidParameter naming the field ("from", "frames", ...).
    void validate() const;
    /// 0 at the first frame, 1 at the last.
    double position(int frame) const;
    /// The state shown at `frame` (clamped to the sweep), built on `base`.
    Scenario at(const Scenario& base, int frame) const;
};

}  // namespace effsurf::core
