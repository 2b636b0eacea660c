// SPDX-License-Identifier: MIT
#pragma once

// One scenario per law with every parameter away from its default, so a
// figure that dropped or rounded one could not pass for a faithful one.

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/Scenario.h"

#include <memory>
#include <string>
#include <vector>

namespace effsurf::test {

struct NamedScenario {
    std::string name;
    core::Scenario scenario;
};

inline core::Scenario amdahlFigureScenario() {
    core::Scenario s;
    s.serialFraction = 2.5e-6;
    s.processors = 123456.0;
    s.precision = core::Precision::FP16;
    s.speedFactors[std::size_t(core::Precision::FP16)] = 3.5;
    return s;
}

inline core::Scenario gustafsonFigureScenario() {
    core::Scenario s;
    s.model = core::ModelKind::Gustafson;
    s.serialFraction = 0.01;
    s.processors = 1e9;
    s.precision = core::Precision::FP32;
    return s;
}

inline core::Scenario sunNiFigureScenario() {
    core::Scenario s;
    s.model = core::ModelKind::SunNi;
    s.growthExponent = 0.75;
    s.serialFraction = 1e-5;
    s.processors = 5e4;
    s.precision = core::Precision::BF16;
    return s;
}

inline core::Scenario timelineFigureScenario() {
    core::Scenario s;
    s.model = core::ModelKind::Timeline;
    s.serialFraction = 3e-6;  // not an input of the timeline model, but kept
    s.processors = 2414592.0;
    s.precision = core::Precision::FP16;
    s.speedFactors[std::size_t(core::Precision::FP16)] = 5.5;
    s.timeline = core::TimelineModel({{"software (set-up, result collection)", 2.5e-8, core::ContributionGrowth::Constant, 0.0},
                                      {"operating system (threads, context switches)", 1e-9, core::ContributionGrowth::Logarithmic, 0.0},
                                      {"communication (signal propagation)", 3.3e-8, core::ContributionGrowth::Power, 1.0 / 3.0},
                                      {"synchronization (waiting for the slowest)", 7e-9, core::ContributionGrowth::Power, 0.25}});
    return s;
}

/// A V100 at BF16, which its datasheet lacks (so k stands in), over a tree.
inline core::Scenario trainingFigureScenario() {
    core::Scenario s;
    s.model = core::ModelKind::Training;
    s.processors = 4096.0;
    s.precision = core::Precision::BF16;
    s.speedFactors[std::size_t(core::Precision::BF16)] = 4.5;
    s.accelerator = "v100";
    s.utilization = 0.37;
    s.training.parameterCount = 1.75e11;
    s.training.flopsPerStep = 3.2e18;
    s.training.latencySeconds = 2.5e-6;
    s.training.bandwidthBytesPerSecond = 4.5e10;
    s.training.algorithm = core::AllReduceAlgorithm::Tree;
    s.training.scaling = core::ScalingMode::Weak;
    s.training.overlap = 0.35;
    s.training.sequentialSeconds = 0.012;
    return s;
}

inline std::vector<NamedScenario> figureScenarios() {
    return {{"amdahl", amdahlFigureScenario()},
            {"gustafson", gustafsonFigureScenario()},
            {"sun-ni", sunNiFigureScenario()},
            {"timeline", timelineFigureScenario()},
            {"training", trainingFigureScenario()}};
}

/// What the figures draw besides the law: TOP500 systems and a list's cloud
/// under a core convention, a measured series (every row), snapshots.
inline core::Scenario withEverythingPlaced(core::Scenario s) {
    s.coreConvention = core::CoreConvention::CpuCores;
    s.selectedSystems = {{"2019-06", 1}, {"2012-11", 114}};
    s.cloudEdition = "2017-06";
    auto data = std::make_shared<core::MeasurementSeries>(
        core::MeasurementCsvImporter::importText("n,time\n1,100\n2,50.1\n2,50.3\n4,25.15\n8,12.675\n", "runs.csv").series);
    s.series.push_back({"series-1", data, std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 3});
    core::Scenario a;
    a.precision = core::Precision::FP16;
    a.processors = 1e7;
    s.snapshots = {{"A", std::make_shared<const core::Scenario>(a)}, {"C", std::make_shared<const core::Scenario>(s.configuration())}};
    return s;
}

}  // namespace effsurf::test
