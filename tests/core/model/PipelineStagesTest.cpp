// SPDX-License-Identifier: MIT
// PipelineStages against brute force: every way of laying l layers over p
// stages (each at least one), its slowest stage's work with the first and
// last stages' extras; the class must find that minimum, and its split must
// add up to l.

#include "effsurf/core/model/PipelineStages.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <limits>

namespace {

using effsurf::core::PipelineStages;

/// The least max_i (n_i + e_i) over all compositions of `layers` into `stages` positive parts.
double bruteForceSlowest(int layers, int stages, double firstExtra, double lastExtra) {
    double best = std::numeric_limits<double>::infinity();
    std::function<void(int, int, double)> walk = [&](int stage, int left, double worst) {
        if (stage == stages - 1) {
            const double extra = stages == 1 ? firstExtra + lastExtra : lastExtra;
            best = std::min(best, std::max(worst, left + extra));
            return;
        }
        const double extra = stage == 0 ? firstExtra : 0.0;
        for (int n = 1; n <= left - (stages - 1 - stage); ++n) walk(stage + 1, left - n, std::max(worst, n + extra));
    };
    walk(0, layers, 0.0);
    return best;
}

TEST(PipelineStages, TheSlowestStageIsAsFastAsAnySplitAllows) {
    for (int layers = 1; layers <= 14; ++layers) {
        for (int stages = 1; stages <= std::min(layers, 6); ++stages) {
            for (const double lastExtra : {0.0, 0.37, 1.0, 2.6}) {
                for (const double firstExtra : {0.0, 0.5}) {
                    const PipelineStages split(layers, stages, firstExtra, lastExtra);
                    const double expected = bruteForceSlowest(layers, stages, firstExtra, lastExtra);
                    EXPECT_NEAR(split.slowestWork(), expected, 1e-12)
                        << layers << " layers, " << stages << " stages, extras " << firstExtra << ", " << lastExtra;
                    // The split it reports is one of the optimal ones and holds every layer.
                    if (stages == 1) {
                        EXPECT_EQ(split.firstLayers(), layers);
                        continue;
                    }
                    EXPECT_GE(split.firstLayers(), 1);
                    EXPECT_GE(split.lastLayers(), 1);
                    EXPECT_LE(split.firstLayers() + firstExtra, expected + 1e-12);
                    EXPECT_LE(split.lastLayers() + lastExtra, expected + 1e-12);
                    EXPECT_LE(split.middleLayersMost(), expected + 1e-12);
                    EXPECT_NEAR(split.meanWork(), (layers + firstExtra + lastExtra) / stages, 1e-12);
                }
            }
        }
    }
}

TEST(PipelineStages, PublishedUnevenLayouts) {
    // BLOOM-176B: 70 layers and its two embedding layers' work on 12 stages, 6 units each.
    const PipelineStages bloom(70, 12, 1.0, 1.0);
    EXPECT_DOUBLE_EQ(bloom.slowestWork(), 6.0);
    EXPECT_EQ(bloom.firstLayers(), 5);
    EXPECT_EQ(bloom.lastLayers(), 5);
    // Llama 3 405B: 126 layers on 16 stages, the last also computing the logits
    // (a 128,256-word vocabulary at h = 16,384: about a third of a layer):
    // Meta took a layer off the first and the last stage (Dubey et al., section 3.3.2).
    const PipelineStages llama(126, 16, 0.0, 0.35);
    EXPECT_EQ(llama.firstLayers(), 7);
    EXPECT_EQ(llama.lastLayers(), 7);
    EXPECT_EQ(llama.middleLayersMost(), 8);
    EXPECT_DOUBLE_EQ(llama.slowestWork(), 8.0);
}

}  // namespace
