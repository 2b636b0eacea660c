// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/data/PublishedTrainingRun.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/model/Precision.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// 2^30 bytes: what accelerator datasheets call a GB of device memory.
inline constexpr double kGibibyte = 1073741824.0;

/// A model to train: a transformer shape, or (kind "raw") parameters and
/// training FLOP per sample for a network that is not a transformer stack.
struct ModelPreset {
    std::string id;                         ///< "gpt3-175b"
    std::string name;                       ///< "GPT-3 175B"
    std::optional<TransformerShape> shape;  ///< empty for a raw model
    std::optional<RawModel> raw;            ///< set for a raw model
    double publishedParameters = 0.0;       ///< what the source prints (to compare with eq. 2)
    std::string source;
    std::string note;
    /// The settings the model's paper trained it with (empty: today's defaults), taken with the preset.
    std::optional<int> globalBatch;  ///< sequences a step
    std::optional<double> tokens;    ///< tokens it was trained on
    std::optional<ActivationRecompute> recompute;
    std::string settingsSource;  ///< where the paper states them
};

/// An accelerator's datasheet: dense peaks per datatype, memory, the link to
/// its node's other GPUs.
struct AcceleratorPreset {
    std::string id;                                    ///< "a100-80gb"
    std::string name;                                  ///< "NVIDIA A100 SXM 80 GB"
    std::string vendor;                                ///< "NVIDIA", "AMD"
    double memoryBytes = 0.0;                          ///< the datasheet's GB, which are GiB (2^30 bytes)
    double memoryBandwidth = 0.0;                      ///< bytes/s
    Link intraNode;                                    ///< per GPU, per direction
    int nvlinkDomain = 8;                              ///< GPUs one NVLink domain joins (72 in an NVL72 rack)
    Link hostLink{10e-6, 25e9};                        ///< to host memory (PCIe, NVLink-C2C), per direction
    std::array<std::optional<double>, 6> peakFlops{};  ///< FLOP/s by Precision, empty where the part has none
    std::string network;                               ///< the network its reference nodes have (a networks.csv id; "": none named)
    std::string source;
    std::string note;

    /// Peak FLOP/s at `precision`; throws InvalidParameter("precision", ...)
    /// naming the accelerator when its datasheet has no such datatype.
    double peak(Precision precision) const;
    bool supports(Precision precision) const;
};

/// A network between nodes: one NIC's line rate and how many a node has.
struct NetworkPreset {
    std::string id;    ///< "hdr-ib"
    std::string name;  ///< "InfiniBand HDR (200 Gb/s)"
    double nicBytesPerSecond = 0.0;
    int nicsPerNode = 1;
    double latencySeconds = 0.0;
    std::string source;
    std::string note;

    /// The link one GPU sees: the node's NICs shared by its GPUs.
    Link perGpu(int gpusPerNode, int nicsPerNodeOverride = 0) const;
};

/// The training presets effsurf ships (resources/data/training/*.csv): models,
/// accelerators, networks, each row with its source.
class TrainingCatalog {
public:
    /// Parses the tables (the published runs may be left out: the page has
    /// none). Throws ImportError listing every bad row, named by file, line
    /// and column, and a published run naming a preset that is not there.
    static TrainingCatalog parse(std::string_view modelsCsv, std::string_view acceleratorsCsv, std::string_view networksCsv,
                                 const std::string& folderName, std::string_view publishedRunsCsv = {});
    /// Reads models.csv, accelerators.csv, networks.csv and published-runs.csv from `folder`.
    static TrainingCatalog load(const std::string& folder);

    const std::vector<ModelPreset>& models() const noexcept { return models_; }
    const std::vector<AcceleratorPreset>& accelerators() const noexcept { return accelerators_; }
    const std::vector<NetworkPreset>& networks() const noexcept { return networks_; }
    const std::vector<PublishedTrainingRun>& publishedRuns() const noexcept { return publishedRuns_; }

    /// Case-insensitive lookups by id; throw InvalidParameter(`field`, ...)
    /// listing the known ids.
    const ModelPreset& model(std::string_view id, std::string_view field = "model") const;
    const AcceleratorPreset& accelerator(std::string_view id, std::string_view field = "gpu") const;
    const NetworkPreset& network(std::string_view id, std::string_view field = "network") const;
    const PublishedTrainingRun& publishedRun(std::string_view id, std::string_view field = "published run") const;

private:
    bool hasModel(std::string_view id) const;
    bool hasAccelerator(std::string_view id) const;
    bool hasNetwork(std::string_view id) const;

    std::vector<ModelPreset> models_;
    std::vector<AcceleratorPreset> accelerators_;
    std::vector<NetworkPreset> networks_;
    std::vector<PublishedTrainingRun> publishedRuns_;
};

}  // namespace effsurf::core
