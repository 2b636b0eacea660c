// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/Scenario.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/Tour.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <string>

namespace effsurf::core {

const NameList& modelKindNames() {
    // In ModelKind's order: an item's index is its enum value.
    static const NameList names({{"amdahl", "Amdahl"},
                                 {"gustafson", "Gustafson"},
                                 {"sun-ni", "Sun\u2013Ni", {"sunni", "sun_ni"}},
                                 {"timeline", "Timeline model"},
                                 {"training", "Data-parallel training"},
                                 {"parallel-training", "Large-model training"}});
    return names;
}

std::string_view modelKindId(ModelKind kind) { return modelKindNames().items().at(std::size_t(kind)).id; }

std::string_view modelKindDisplayName(ModelKind kind) { return modelKindNames().items().at(std::size_t(kind)).label; }

ModelKind parseModelKind(std::string_view id) {
    const std::string_view known = modelKindNames().parse(trim(id), EFFSURF_TEXT("law"));
    return ModelKind(modelKindNames().indexOf(known));
}

void Scenario::useLargeModelTraining() {
    if (model != ModelKind::ParallelTraining && trainingRun.peakFlops[std::size_t(Precision::BF16)]) precision = Precision::BF16;
    model = ModelKind::ParallelTraining;
    processors = trainingRun.gpus();
    precision = trainingRun.preferredPrecision(precision);
}

void Scenario::validate() const {
    requireInRange(serialFraction, 0.0, kMaxSerialFraction, EFFSURF_TEXT("serial fraction s"));
    requireInRange(processors, kMinProcessors, kMaxProcessors, EFFSURF_TEXT("N"));
    requireInRange(growthExponent, 0.0, ScalingLaw::kMaxGrowthExponent, EFFSURF_TEXT("growth exponent gamma"));
    for (const auto& info : allPrecisions())
        requireInRange(speedFactors[std::size_t(info.precision)], kMinSpeedFactor, kMaxSpeedFactor,
                       std::string("speed factor k of ") + std::string(info.displayName));
    TimelineModel check(timeline.contributions());  // re-validates the contributions
    (void)check;
    AcceleratorDatasheet::byId(accelerator);
    requireInRange(utilization, 0.01, 1.0, "utilization");
    trainingModel();  // validates the training parameters
    if (model == ModelKind::ParallelTraining) {
        parallelTrainingModel();  // validates the run: layout, batch, and the precision on its accelerator
        requirePositive(trainingRun.tokens, "tokens");
        requirePositive(trainingRun.memoryBytes, "GPU memory");
    }
    for (const auto& system : selectedSystems) {
        if (system.list.size() != 7 || system.list[4] != '-')
            throw InvalidParameter("selected system",
                                   Message(EFFSURF_TEXT("list edition must be YYYY-MM, got '%1'"), {system.list}).text());
        if (system.rank < 1 || system.rank > 500)
            throw InvalidParameter("selected system",
                                   Message(EFFSURF_TEXT("rank must be 1..500, got %1"), {std::to_string(system.rank)}).text());
    }
    std::set<std::string> seriesIds;
    for (const auto& s : series) {
        if (!s.data || !s.fit || !s.fit->ok)
            throw InvalidParameter("series", Message(EFFSURF_TEXT("'%1' has no data or no fit"), {s.id}).text());
        if (s.id.empty()) throw InvalidParameter("series", EFFSURF_TEXT("a series needs an id"));
        // Ids are how undo, the live measurement and the panels find a series:
        // two alike would let one series be taken for the other.
        if (!seriesIds.insert(s.id).second)
            throw InvalidParameter("series", Message(EFFSURF_TEXT("'%1' is used by two series"), {s.id}).text());
    }
    for (const auto& snapshot : snapshots) {
        if (!snapshot.state) throw InvalidParameter("snapshot", Message(EFFSURF_TEXT("'%1' holds no state"), {snapshot.label}).text());
        if (snapshot.label.size() != 1 || snapshot.label[0] < 'A' || snapshot.label[0] > 'D')
            throw InvalidParameter("snapshot", Message(EFFSURF_TEXT("labels are A, B, C or D, got '%1'"), {snapshot.label}).text());
        snapshot.state->validate();
    }
    if (!cloudEdition.empty() && (cloudEdition.size() != 7 || cloudEdition[4] != '-'))
        throw InvalidParameter("cloud edition", Message(EFFSURF_TEXT("must be YYYY-MM or empty, got '%1'"), {cloudEdition}).text());
    std::set<std::string> tourIds;
    for (std::size_t i = 0; i < tours.size(); ++i) {
        const std::string field = "tours[" + std::to_string(i) + "]";
        if (!tours[i]) throw InvalidParameter(field, EFFSURF_TEXT("holds no tour"));
        try {
            tours[i]->validate();
        } catch (const InvalidParameter& e) {
            throw e.within(field);
        }
        if (!tourIds.insert(tours[i]->id).second)
            throw InvalidParameter(field + ".id", Message(EFFSURF_TEXT("'%1' is used by two tours"), {tours[i]->id}).text());
    }
}

double Scenario::speedFactor(Precision p) const {
    // A training run's datatype acts through its model (the datasheet peak
    // and the bytes moved), not through a speed factor: s_eff is its own.
    if (model == ModelKind::ParallelTraining) return 1.0;
    return speedFactors[std::size_t(p)];
}

ScalingLaw Scenario::law() const {
    switch (model) {
        case ModelKind::Gustafson: return ScalingLaw(LawKind::Gustafson, growthExponent);
        case ModelKind::SunNi: return ScalingLaw(LawKind::SunNi, growthExponent);
        case ModelKind::Amdahl:
        case ModelKind::Timeline:
        case ModelKind::Training:
        case ModelKind::ParallelTraining: break;
    }
    return ScalingLaw(LawKind::Amdahl, growthExponent);
}

namespace {

/// A worker count for the training model from a continuous N (the slider's).
double wholeWorkers(double n) { return std::max(1.0, std::round(n)); }

}  // namespace

TrainingModel Scenario::trainingModel(Precision p) const {
    const auto& sheet = AcceleratorDatasheet::byId(accelerator);
    TrainingParameters params = training;
    params.bytesPerElement = precisionInfo(p).bytesPerElement;
    const auto peak = sheet.peakTeraflops(p);
    const double teraflops = peak ? *peak : *sheet.peakTeraflops(Precision::FP64) * speedFactor(p) / speedFactor(Precision::FP64);
    params.throughputFlops = teraflops * 1e12 * utilization;
    return TrainingModel(params);
}

double Scenario::effectiveSerialFraction(double n) const {
    if (model == ModelKind::ParallelTraining) {
        const double gpus = std::max(2.0, n);
        return serialFractionFromEfficiency(gpus, parallelTrainingModel().efficiencyAt(gpus));
    }
    if (model == ModelKind::Training) {
        const double workers = std::max(2.0, wholeWorkers(n));
        return trainingModel().effectiveSerialFraction(workers);
    }
    if (model != ModelKind::Timeline) return acceleratedSerialFraction(serialFraction, speedFactor());
    // L4 of the timeline model's own speedup, so that E = E_Amdahl(N, s_eff(N)).
    if (n <= 1.0) return acceleratedSerialFraction(timeline.nonPayloadTime(1.0), speedFactor());
    const double s = speedup(n);
    return karpFlattMetric(n, s);
}

double Scenario::surfaceSerialFraction() const {
    if (!isModelBased()) return serialFraction;
    return unacceleratedSerialFraction(std::min(effectiveSerialFraction(), 1.0), speedFactor());
}

double Scenario::speedup(double n) const {
    if (model == ModelKind::Timeline) {
        // Accelerating the payload by k: T(N)/T(1) = p/(k N) + sum s_i(N),
        // renormalized to the accelerated single processor p/k + sum s_i(1).
        return timeline.acceleratedSpeedup(n, speedFactor());
    }
    if (model == ModelKind::Training) return trainingModel().speedup(wholeWorkers(n));
    if (model == ModelKind::ParallelTraining) return n * parallelTrainingModel().efficiencyAt(n);
    return law().speedup(n, effectiveSerialFraction(n));
}

double Scenario::efficiency(double n) const {
    if (model == ModelKind::ParallelTraining) return parallelTrainingModel().efficiencyAt(n);
    return speedup(n) / (model == ModelKind::Training ? wholeWorkers(n) : n);
}

double Scenario::performanceInFp64Units(double n, Precision p) const {
    Scenario other = *this;
    other.precision = p;
    if (model == ModelKind::Training) {
        // Work per second relative to one worker at FP64.
        return trainingModel(p).throughput(wholeWorkers(n)) / trainingModel(Precision::FP64).throughput(1.0);
    }
    if (model == ModelKind::ParallelTraining) {
        // Tokens per second at `p` on n GPUs relative to one GPU's FP64 rate
        // (0 where the accelerator has no such datatype).
        if (!trainingRun.peakFlops[std::size_t(p)] || !trainingRun.peakFlops[std::size_t(Precision::FP64)]) return 0.0;
        const ParallelTrainingModel run = trainingRun.model(p);
        return n * run.efficiencyAt(n) * run.parameters().peakFlops / *trainingRun.peakFlops[std::size_t(Precision::FP64)];
    }
    return speedFactor(p) * other.speedup(n);
}

std::string_view axisFitId(AxisFit fit) {
    switch (fit) {
        case AxisFit::Automatic: return "automatic";
        case AxisFit::Full: return "full";
        case AxisFit::Data: return "data";
    }
    return "automatic";
}

AxisFit parseAxisFit(std::string_view id) {
    for (AxisFit fit : {AxisFit::Automatic, AxisFit::Full, AxisFit::Data})
        if (axisFitId(fit) == id) return fit;
    throw InvalidParameter("axes",
                           Message(EFFSURF_TEXT("unknown axis range '%1'; expected automatic, full or data"), {std::string(id)}).text());
}

bool Scenario::axesFitData() const {
    if (axisFit != AxisFit::Automatic) return axisFit == AxisFit::Data;
    return std::any_of(series.begin(), series.end(), [](const ImportedSeries& s) { return s.visible && s.data; });
}

std::pair<int, int> Scenario::processorAxisDecades() const {
    constexpr int kFullHigh = 12;
    if (!axesFitData()) return {0, kFullHigh};
    double low = processors;
    double high = processors;
    for (const ImportedSeries& s : series) {
        if (!s.visible || !s.data || s.data->points.empty()) continue;
        low = std::min(low, s.data->points.front().processors);  // points are sorted by N
        high = std::max(high, s.data->points.back().processors);
    }
    // Snapshots A .. D are points on the charts too: inside the range, not cut at its edge.
    for (const Snapshot& snapshot : snapshots) {
        if (!snapshot.state || !(snapshot.state->processors >= 1.0)) continue;
        low = std::min(low, snapshot.state->processors);
        high = std::max(high, snapshot.state->processors);
    }
    int first = std::max(0, static_cast<int>(std::floor(std::log10(low) - 0.25)));
    int last = std::min(kFullHigh, static_cast<int>(std::ceil(std::log10(high) + 0.25)));
    // At least two decades, grown upwards first (N = 1 is where every curve starts).
    while (last - first < 2) {
        if (last < kFullHigh) ++last;
        else --first;
    }
    return {first, last};
}

Scenario::GainLimit Scenario::gainLimit() const {
    constexpr double infinity = std::numeric_limits<double>::infinity();
    if (isModelBased()) {
        const TimelineModel::Optimum best = bestProcessorCount(kMaxProcessors);
        // An optimum at the end of the range is the end of the axis, not a maximum.
        const bool interior = best.processorCount < kMaxProcessors * (1.0 - 1e-6);
        return {interior ? GainLimit::Kind::Maximum : GainLimit::Kind::NoMaximumInRange, best.speedup, best.processorCount};
    }
    if (!law().hasGainCeiling()) return {GainLimit::Kind::Unbounded, infinity, infinity};
    const double s = effectiveSerialFraction();
    return {GainLimit::Kind::Ceiling, s > 0.0 ? 1.0 / s : infinity, infinity};
}

double Scenario::gainCeiling() const {
    const GainLimit limit = gainLimit();
    return limit.kind == GainLimit::Kind::Ceiling || limit.kind == GainLimit::Kind::Maximum ? limit.speedup
                                                                                            : std::numeric_limits<double>::infinity();
}

std::vector<double> Scenario::curveProcessorCounts() const {
    std::vector<double> counts;
    if (model != ModelKind::ParallelTraining) return counts;
    const double replica = double(trainingRun.tensorParallel) * trainingRun.contextParallel * trainingRun.pipelineParallel;
    for (const int d : trainingRun.validDataParallelSizes()) counts.push_back(replica * d);
    return counts;
}

TimelineModel::Optimum Scenario::bestProcessorCount(double maxN) const {
    if (model == ModelKind::Timeline) return timeline.bestProcessorCount(maxN, speedFactor());
    if (model == ModelKind::Training) {
        const auto best = trainingModel().bestWorkerCount(std::floor(std::min(maxN, 1e15)));
        return {best.workerCount, best.speedup};
    }
    if (model == ModelKind::ParallelTraining) {
        // Only layouts the run can have: d replicas with B a multiple of d b
        // (beyond B / b, GPUs idle and S stays), each evaluated exactly.
        const ParallelTrainingModel run = parallelTrainingModel();
        const double replica = double(trainingRun.tensorParallel) * trainingRun.contextParallel * trainingRun.pipelineParallel;
        TimelineModel::Optimum best{replica, replica * run.efficiencyAt(replica)};
        for (const int d : trainingRun.validDataParallelSizes()) {
            const double n = replica * d;
            if (n > maxN) break;
            const double speedup = n * run.efficiencyAt(n);
            if (speedup > best.speedup) best = {n, speedup};
        }
        return best;
    }
    return {maxN, speedup(maxN)};  // the closed-form laws grow monotonically in N
}

Scenario Scenario::configuration() const {
    Scenario copy = *this;
    copy.selectedSystems.clear();
    copy.cloudEdition.clear();
    copy.series.clear();
    copy.snapshots.clear();
    copy.tours.clear();
    return copy;
}

bool Scenario::sameModel(const Scenario& other) const {
    const Scenario& a = *this;
    const Scenario& b = other;
    if (a.model != b.model || a.growthExponent != b.growthExponent || a.precision != b.precision || a.speedFactors != b.speedFactors ||
        a.accelerator != b.accelerator || a.utilization != b.utilization || a.trainingRun != b.trainingRun)
        return false;
    const auto& ta = a.training;
    const auto& tb = b.training;
    if (ta.parameterCount != tb.parameterCount || ta.flopsPerStep != tb.flopsPerStep || ta.latencySeconds != tb.latencySeconds ||
        ta.bandwidthBytesPerSecond != tb.bandwidthBytesPerSecond || ta.algorithm != tb.algorithm || ta.scaling != tb.scaling ||
        ta.overlap != tb.overlap || ta.sequentialSeconds != tb.sequentialSeconds)
        return false;
    const auto& ca = a.timeline.contributions();
    const auto& cb = b.timeline.contributions();
    if (ca.size() != cb.size()) return false;
    for (std::size_t i = 0; i < ca.size(); ++i) {
        if (ca[i].name != cb[i].name || ca[i].shareAtOneProcessor != cb[i].shareAtOneProcessor || ca[i].growth != cb[i].growth ||
            ca[i].exponent != cb[i].exponent)
            return false;
    }
    return true;
}

bool Scenario::sameTours(const Scenario& other) const {
    return std::equal(tours.begin(), tours.end(), other.tours.begin(), other.tours.end(),
                      [](const auto& x, const auto& y) { return x == y || (x && y && *x == *y); });
}

bool operator==(const Scenario& a, const Scenario& b) {
    return a.serialFraction == b.serialFraction && a.processors == b.processors && a.sameModel(b) && a.coreConvention == b.coreConvention &&
           a.selectedSystems == b.selectedSystems && a.cloudEdition == b.cloudEdition && a.series == b.series &&
           a.snapshots == b.snapshots && a.axisFit == b.axisFit && a.sameTours(b);
}

}  // namespace effsurf::core
