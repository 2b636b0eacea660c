// SPDX-License-Identifier: MIT
// Surface evaluation, the live UI's hot path: G x G points per iteration.
// Reports ns per point ("ns_per_point") next to the usual time per iteration.
// Compare with scripts/bench_numpy.py, which computes the same surface with
// numpy broadcasting.

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/model/Laws.h"

#include <cmath>

#include <benchmark/benchmark.h>

namespace {

using effsurf::core::EfficiencySurface;
using effsurf::core::LawKind;
using effsurf::core::ScalingLaw;
using effsurf::core::SurfaceGridSpec;

void runSurface(benchmark::State& state, const ScalingLaw& law, double speedFactor) {
    SurfaceGridSpec grid;
    grid.processorSteps = static_cast<int>(state.range(0));
    grid.serialFractionSteps = static_cast<int>(state.range(0));
    EfficiencySurface surface(grid);
    for (auto _ : state) {
        surface.evaluate(law, speedFactor);
        benchmark::DoNotOptimize(surface.efficiency().data());
        benchmark::ClobberMemory();
    }
    const double points = double(state.range(0)) * double(state.range(0));
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(points));
    state.counters["ns_per_point"] =
        benchmark::Counter(points * double(state.iterations()) * 1e-9, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_SurfaceAmdahl(benchmark::State& state) { runSurface(state, ScalingLaw{}, 1.0); }
void BM_SurfaceAmdahlHalfPrecision(benchmark::State& state) { runSurface(state, ScalingLaw{}, 4.0); }
void BM_SurfaceGustafson(benchmark::State& state) { runSurface(state, ScalingLaw(LawKind::Gustafson), 1.0); }
void BM_SurfaceSunNi(benchmark::State& state) { runSurface(state, ScalingLaw(LawKind::SunNi, 0.5), 1.0); }

/// The same surface through the validated scalar function, per point: what
/// the vectorized path saves.
void BM_SurfaceScalarLoop(benchmark::State& state) {
    SurfaceGridSpec grid;
    grid.processorSteps = static_cast<int>(state.range(0));
    grid.serialFractionSteps = static_cast<int>(state.range(0));
    EfficiencySurface surface(grid);
    Eigen::ArrayXXd out(grid.serialFractionSteps, grid.processorSteps);
    for (auto _ : state) {
        for (Eigen::Index j = 0; j < out.cols(); ++j)
            for (Eigen::Index i = 0; i < out.rows(); ++i)
                out(i, j) = effsurf::core::amdahlEfficiency(surface.processorCounts()(j), surface.serialFractions()(i));
        benchmark::DoNotOptimize(out.data());
    }
    const double points = double(state.range(0)) * double(state.range(0));
    state.counters["ns_per_point"] =
        benchmark::Counter(points * double(state.iterations()) * 1e-9, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

}  // namespace

/// Fitting s (and T1) to a time series of `range(0)` measurements.
void BM_FitTimes(benchmark::State& state) {
    const auto count = static_cast<Eigen::Index>(state.range(0));
    Eigen::ArrayXd n(count), t(count);
    for (Eigen::Index i = 0; i < count; ++i) {
        n(i) = double(i + 1);
        t(i) = 100.0 * (1e-4 + (1.0 - 1e-4) / n(i)) * (1.0 + 0.01 * std::sin(double(i)));
    }
    for (auto _ : state) benchmark::DoNotOptimize(effsurf::core::fitTimes(n, t).serialFraction);
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

BENCHMARK(BM_FitTimes)->Arg(100)->Arg(100000)->Unit(benchmark::kMillisecond);

BENCHMARK(BM_SurfaceAmdahl)->Arg(256)->Arg(1024)->Arg(2048)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SurfaceAmdahlHalfPrecision)->Arg(256)->Arg(1024)->Arg(2048)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SurfaceGustafson)->Arg(256)->Arg(1024)->Arg(2048)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SurfaceSunNi)->Arg(256)->Arg(1024)->Arg(2048)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SurfaceScalarLoop)->Arg(1024)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
