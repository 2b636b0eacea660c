// SPDX-License-Identifier: MIT
#pragma once

namespace effsurf::core {

/// The (N, s) rectangle and resolution of an efficiency surface. Both axes
/// are log-spaced; the corners are included exactly.
struct SurfaceGridSpec {
    static constexpr int kMaxResolution = 2048;

    double minProcessors = 1.0;
    double maxProcessors = 1e9;
    double minSerialFraction = 1e-10;
    double maxSerialFraction = 1e-1;
    int processorSteps = 256;       ///< columns (N axis), 2 .. kMaxResolution
    int serialFractionSteps = 256;  ///< rows (s axis), 2 .. kMaxResolution

    /// Throws InvalidParameter: N range within [1, 1e15] and increasing,
    /// s range within (0, 1] and increasing, resolutions in [2, 2048].
    void validate() const;

    friend bool operator==(const SurfaceGridSpec& a, const SurfaceGridSpec& b) {
        return a.minProcessors == b.minProcessors && a.maxProcessors == b.maxProcessors && a.minSerialFraction == b.minSerialFraction &&
               a.maxSerialFraction == b.maxSerialFraction && a.processorSteps == b.processorSteps &&
               a.serialFractionSteps == b.serialFractionSteps;
    }
    friend bool operator!=(const SurfaceGridSpec& a, const SurfaceGridSpec& b) { return !(a == b); }
};

}  // namespace effsurf::core
