// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/NameList.h"

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/data/Top500Catalog.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/core/model/TimelineModel.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/scenario/TrainingRun.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace effsurf::core {

/// Which model the scenario's numbers come from: one of the closed-form laws,
/// Végh's timeline model with named contributions, the data-parallel
/// alpha-beta step, or a large model's tensor x pipeline x data parallel run.
enum class ModelKind { Amdahl, Gustafson, SunNi, Timeline, Training, ParallelTraining };

/// The laws and models a scenario can use, in ModelKind's order: "amdahl",
/// "gustafson", "sun-ni", "timeline", "training", "parallel-training", with
/// the labels the window shows. The CLI's --law, the window's box, tours,
/// sessions, Python and the page read this list.
const NameList& modelKindNames();
std::string_view modelKindId(ModelKind kind);
std::string_view modelKindDisplayName(ModelKind kind);
/// "amdahl", "gustafson", "sun-ni", "timeline", "training", "parallel-training".
/// Throws InvalidParameter("law", ...).
ModelKind parseModelKind(std::string_view id);

/// A TOP500 entry chosen for display: its list edition and rank identify it.
struct SystemRef {
    std::string list;
    int rank = 0;

    friend bool operator==(const SystemRef& a, const SystemRef& b) { return a.list == b.list && a.rank == b.rank; }
    friend bool operator<(const SystemRef& a, const SystemRef& b) { return a.list != b.list ? a.list < b.list : a.rank < b.rank; }
};

/// A measured series the user imported, with its fit. The data are immutable
/// and shared, so copying a Scenario (every slider step) stays cheap however
/// many rows were imported.
struct ImportedSeries {
    std::string id;  ///< unique within the scenario
    std::shared_ptr<const MeasurementSeries> data;
    std::shared_ptr<const SerialFractionFit> fit;
    bool visible = true;
    int colorIndex = 0;

    friend bool operator==(const ImportedSeries& a, const ImportedSeries& b) {
        return a.id == b.id && a.data == b.data && a.fit == b.fit && a.visible == b.visible && a.colorIndex == b.colorIndex;
    }
    friend bool operator!=(const ImportedSeries& a, const ImportedSeries& b) { return !(a == b); }
};

struct Scenario;
struct Tour;

/// A configuration saved for comparison under a letter (A .. D). Shared and
/// immutable: snapshots ride along in every copy of the Scenario.
struct Snapshot {
    std::string label;
    std::shared_ptr<const Scenario> state;

    friend bool operator==(const Snapshot& a, const Snapshot& b) { return a.label == b.label && a.state == b.state; }
    friend bool operator!=(const Snapshot& a, const Snapshot& b) { return !(a == b); }
};

/// How the charts' N axes (and the axes that follow from N) are ranged.
enum class AxisFit {
    Automatic,  ///< fit the data when a visible measured series is shown, else 1 .. 10¹²
    Full,       ///< always 1 .. 10¹²
    Data,       ///< always fit the visible series and the current point
};
std::string_view axisFitId(AxisFit fit);  ///< "automatic", "full", "data"
/// Throws InvalidParameter("axes", ...) for an unknown id.
AxisFit parseAxisFit(std::string_view id);

/// The one state value of effsurf: what the UI edits through its controller,
/// what views render, what sessions save and undo restores. Plain data with
/// value semantics; validate() checks every field and names the bad one.
///
/// The serial fraction `serialFraction` is the FP64 baseline s. The chosen
/// precision speeds the payload up by its factor k (docs/models.md §3), so
/// the configuration actually runs at s' = k s / (1 + (k - 1) s).
struct Scenario {
    static constexpr double kMinSerialFraction = 1e-12;  ///< slider range
    static constexpr double kMaxSerialFraction = 1.0;
    static constexpr double kMinProcessors = 1.0;
    static constexpr double kMaxProcessors = 1e12;
    static constexpr double kMinSpeedFactor = 1e-3;  ///< a payload k times faster (or slower) than FP64
    static constexpr double kMaxSpeedFactor = 1e4;

    ModelKind model = ModelKind::Amdahl;
    double growthExponent = 0.5;  ///< Sun–Ni: G(N) = N^gamma
    double serialFraction = 1e-7;
    double processors = 1e6;
    Precision precision = Precision::FP64;
    /// Editable speed factor k per precision, indexed like allPrecisions().
    std::array<double, 6> speedFactors{1.0, 2.0, 2.0, 4.0, 4.0, 8.0};
    TimelineModel timeline;
    /// Data-parallel training (docs/models.md §4). Its bytes per element and
    /// throughput come from `precision`: the bytes from the datatype, the
    /// throughput from the accelerator's datasheet peak times `utilization`.
    TrainingParameters training;
    std::string accelerator = "a100";
    double utilization = 0.4;
    /// Large-model training (docs/models.md §4b): the run the Training
    /// workspace edits; its precision is `precision`.
    TrainingRun trainingRun;

    /// TOP500 entries placed on the surface and the (N, s) plane.
    std::vector<SystemRef> selectedSystems;
    /// What N means for those entries (s_eff depends on it).
    CoreConvention coreConvention = CoreConvention::TotalCores;
    /// The list edition whose whole cloud is shown ("" = none).
    std::string cloudEdition;
    /// Imported measurements, each with its own colour and visibility.
    std::vector<ImportedSeries> series;
    /// Saved configurations A .. D, in letter order.
    std::vector<Snapshot> snapshots;
    /// The charts' N range: the whole 1 .. 10¹², or fitted to what is shown.
    AxisFit axisFit = AxisFit::Automatic;
    /// The user's own guided tours, saved with the session. Shared and
    /// immutable: editing a tour replaces its pointer.
    std::vector<std::shared_ptr<const Tour>> tours;

    /// This scenario's configuration alone (law, s, N, precision, k, timeline,
    /// growth, N convention): what a snapshot keeps.
    Scenario configuration() const;

    /// Throws InvalidParameter naming the field.
    void validate() const;
    /// Puts the scenario on the large-model law as the app and the CLI enter
    /// it: N = the run's GPUs (t cp p d), and a datatype its GPU has (BF16
    /// when coming from another law: FP64 is no training datatype).
    void useLargeModelTraining();

    /// k of `p`; 1 under the large-model law, whose datatype acts through its model.
    double speedFactor(Precision p) const;
    double speedFactor() const { return speedFactor(precision); }
    /// The closed-form law for Amdahl, Gustafson and Sun–Ni (Amdahl for the model-based kinds).
    ScalingLaw law() const;
    /// Timeline and training: s_eff comes from a model of the time line, not from the s slider.
    bool isModelBased() const {
        return model == ModelKind::Timeline || model == ModelKind::Training || model == ModelKind::ParallelTraining;
    }
    /// The training model at precision `p`: b from the datatype, X = datasheet
    /// peak x utilization (for a datatype the datasheet lacks: the FP64 peak
    /// times the ratio of speed factors k).
    TrainingModel trainingModel(Precision p) const;
    TrainingModel trainingModel() const { return trainingModel(precision); }
    /// The large-model run at the scenario's precision (throws InvalidParameter naming the field).
    ParallelTrainingModel parallelTrainingModel() const { return trainingRun.model(precision); }

    /// s' at N under the scenario's precision: the accelerated s for the
    /// closed-form laws; for the timeline model s_eff(N) by L4 from its
    /// (accelerated) speedup, so the configuration lies on the Amdahl surface.
    /// For the timeline model it exceeds 1 where S(N) < 1.
    double effectiveSerialFraction(double n) const;
    double effectiveSerialFraction() const { return effectiveSerialFraction(processors); }
    /// Where the configuration sits on the surface the views draw: the
    /// surface is the FP64 baseline s with the precision's transform
    /// s' = k s / (1 + (k - 1) s) applied, so a model's point sits at the
    /// baseline s whose transform is its s_eff (s' >= 1, S <= 1, at s = 1);
    /// for the plain laws, s itself.
    double surfaceSerialFraction() const;
    /// S(N) in units of the same precision's single processor.
    double speedup(double n) const;
    double speedup() const { return speedup(processors); }
    /// E = S / N; for the training model N is the whole number of workers.
    double efficiency(double n) const;
    /// The N a curve of this scenario's law may be drawn at: for the
    /// large-model run only its valid layouts, t cp p d for each d the batch
    /// allows (TrainingRun::validDataParallelSizes), ascending; empty for the
    /// other laws, which hold at every N.
    std::vector<double> curveProcessorCounts() const;
    double efficiency() const { return efficiency(processors); }
    /// S(N) at `precision` in units of one FP64 processor: k S(N).
    double performanceInFp64Units(double n, Precision p) const;
    /// The decades [low, high] of the charts' N axis (0 .. 12 for the full
    /// range). Fitted (by axisFit): the visible series' N, the current N and
    /// the snapshots' N, a quarter decade of margin, whole decades, at least two decades wide.
    std::pair<int, int> processorAxisDecades() const;
    /// Whether processorAxisDecades() is fitted rather than the full range.
    bool axesFitData() const;

    /// What caps the gain S(N) under the chosen law, said in its own terms.
    struct GainLimit {
        enum class Kind {
            Ceiling,           ///< S -> 1/s' as N grows (Amdahl; Sun–Ni with gamma = 0)
            Unbounded,         ///< S grows without bound (Gustafson; Sun–Ni with gamma > 0)
            Maximum,           ///< S(N) peaks inside [1, kMaxProcessors] (the performance wall)
            NoMaximumInRange,  ///< a model whose S still grows at kMaxProcessors
        };
        Kind kind = Kind::Ceiling;
        double speedup = 0.0;     ///< 1/s', the maximal S, S at kMaxProcessors; +inf when unbounded
        double processors = 0.0;  ///< where that S is reached (+inf for a ceiling or no bound)
    };
    GainLimit gainLimit() const;
    /// The finite cap on S: 1/s' (+inf for s' = 0) for a ceiling, S at the
    /// maximum for a model that has one, +inf where the law has no cap.
    double gainCeiling() const;
    /// The N of maximal performance within [1, maxN] (timeline model, with
    /// the precision's speed-up); maxN for the monotone closed-form laws.
    TimelineModel::Optimum bestProcessorCount(double maxN) const;

    /// Same law, parameters, precision and k: the same surface and curves
    /// (s, N, the N convention, systems, series, snapshots and tours may differ).
    /// Compared field by field, without copies: views ask on every frame.
    bool sameModel(const Scenario& other) const;
    /// The same tours, compared by content.
    bool sameTours(const Scenario& other) const;

    friend bool operator==(const Scenario& a, const Scenario& b);
    friend bool operator!=(const Scenario& a, const Scenario& b) { return !(a == b); }
};

}  // namespace effsurf::core
