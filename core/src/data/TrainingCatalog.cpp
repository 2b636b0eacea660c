// SPDX-License-Identifier: MIT
#include "effsurf/core/data/TrainingCatalog.h"

#include "effsurf/core/util/Message.h"

#include "PresetTable.h"

#include "effsurf/core/data/CsvReader.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/TextUtil.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace effsurf::core {
namespace {

std::vector<ModelPreset> parseModels(std::string_view text, const std::string& fileName, std::vector<ImportIssue>& issues) {
    PresetTable table(text, fileName);
    const auto identity = table.identityColumns();
    const std::size_t cKind = table.column("kind"), cLayers = table.column("layers"), cHidden = table.column("hidden"),
                      cHeads = table.column("heads"), cSequence = table.column("sequence"), cVocabulary = table.column("vocabulary"),
                      cPublished = table.column("published_parameters"), cFlops = table.column("flops_per_sample");
    const auto cKv = table.optionalColumn("kv_heads"), cFfn = table.optionalColumn("ffn_hidden"), cGated = table.optionalColumn("gated"),
               cTied = table.optionalColumn("tied"), cHeadDim = table.optionalColumn("head_dim"),
               cLatentQ = table.optionalColumn("latent_q_rank"), cLatentKv = table.optionalColumn("latent_kv_rank"),
               cExperts = table.optionalColumn("experts"), cTopK = table.optionalColumn("experts_per_token"),
               cShared = table.optionalColumn("shared_experts"), cExpertFfn = table.optionalColumn("expert_ffn_hidden"),
               cDense = table.optionalColumn("dense_layers"), cRope = table.optionalColumn("rope_head_dim"),
               cNodes = table.optionalColumn("max_nodes_per_token"), cBatch = table.optionalColumn("global_batch"),
               cTokens = table.optionalColumn("tokens"), cRecompute = table.optionalColumn("recompute"),
               cSettings = table.optionalColumn("settings_source");
    std::vector<ModelPreset> models;
    for (const auto& record : table.records()) {
        ModelPreset preset;
        table.readIdentity(record, identity, preset);
        preset.publishedParameters = table.number(record, cPublished, true).value_or(0.0);
        const std::string kind = toLower(table.text(record, cKind, true));
        if (kind == "transformer") {
            TransformerShape shape;
            shape.layers = table.count(record, cLayers);
            shape.hidden = table.count(record, cHidden);
            shape.heads = table.count(record, cHeads);
            shape.sequenceLength = table.count(record, cSequence);
            shape.vocabulary = table.count(record, cVocabulary);
            shape.kvHeads = table.optionalCount(record, cKv, 0);
            shape.ffnHidden = table.optionalCount(record, cFfn, 0);
            shape.gatedFfn = table.flag(record, cGated, false);
            shape.tiedEmbeddings = table.flag(record, cTied, true);
            shape.headDim = table.optionalCount(record, cHeadDim, 0);
            shape.latentQueryRank = table.optionalCount(record, cLatentQ, 0);
            shape.latentKvRank = table.optionalCount(record, cLatentKv, 0);
            shape.moe.experts = table.optionalCount(record, cExperts, 0);
            shape.moe.expertsPerToken = table.optionalCount(record, cTopK, 1);
            shape.moe.sharedExperts = cShared && !trim(record.fields[*cShared]).empty() ? table.optionalCount(record, cShared, 0) : 0;
            shape.moe.expertFfnHidden = table.optionalCount(record, cExpertFfn, 0);
            shape.moe.denseLayers = cDense && !trim(record.fields[*cDense]).empty() ? table.optionalCount(record, cDense, 0) : 0;
            shape.ropeHeadDim = table.optionalCount(record, cRope, TransformerShape::kMlaRopeDim);
            shape.moe.maxNodesPerToken = table.optionalCount(record, cNodes, 0);
            if (shape.headDim == 0 && shape.hidden % shape.heads != 0)
                table.report(record, cHeads, EFFSURF_TEXT("hidden is not a multiple of heads"));
            if (shape.kvHeads > 0 && shape.heads % shape.kvHeads != 0 && cKv)
                table.report(record, *cKv, EFFSURF_TEXT("heads is not a multiple of kv_heads"));
            if (shape.moe.experts > 0 && shape.moe.expertsPerToken > shape.moe.experts && cTopK)
                table.report(record, *cTopK, EFFSURF_TEXT("more experts per token than experts"));
            preset.shape = shape;
        } else if (kind == "raw") {
            RawModel raw;
            raw.parameters = preset.publishedParameters;
            raw.flopsPerSample = table.number(record, cFlops, true).value_or(1.0);
            preset.raw = raw;
        } else {
            table.report(record, cKind, "expected 'transformer' or 'raw', got '" + kind + "'");
        }
        if (cBatch && !trim(record.fields[*cBatch]).empty()) preset.globalBatch = table.count(record, *cBatch);
        if (cTokens) preset.tokens = table.number(record, *cTokens, false);
        if (cRecompute && !trim(record.fields[*cRecompute]).empty()) {
            try {
                preset.recompute = TransformerModel::parseRecompute(toLower(trim(record.fields[*cRecompute])));
            } catch (const InvalidParameter& e) {
                table.report(record, *cRecompute, e.message());
            }
        }
        if (cSettings) preset.settingsSource = table.text(record, *cSettings, false);
        models.push_back(std::move(preset));
    }
    issues.insert(issues.end(), table.issues().begin(), table.issues().end());
    return models;
}

std::vector<AcceleratorPreset> parseAccelerators(std::string_view text, const std::string& fileName, std::vector<ImportIssue>& issues) {
    PresetTable table(text, fileName);
    const auto identity = table.identityColumns();
    const std::size_t cVendor = table.column("vendor"), cMemory = table.column("memory_gib"),
                      cMemoryBandwidth = table.column("memory_gbps"), cBandwidth = table.column("intra_node_gbps"),
                      cLatency = table.column("intra_node_latency_us");
    const auto cDomain = table.optionalColumn("nvlink_domain"), cHost = table.optionalColumn("host_gbps"),
               cNetwork = table.optionalColumn("network");
    std::vector<std::pair<Precision, std::size_t>> peakColumns;
    for (const auto& info : allPrecisions()) peakColumns.emplace_back(info.precision, table.column(info.id));
    std::vector<AcceleratorPreset> accelerators;
    for (const auto& record : table.records()) {
        AcceleratorPreset preset;
        table.readIdentity(record, identity, preset);
        preset.vendor = table.text(record, cVendor, true);
        preset.memoryBytes = table.number(record, cMemory, true).value_or(1.0) * kGibibyte;
        preset.memoryBandwidth = table.number(record, cMemoryBandwidth, true).value_or(1.0) * 1e9;
        preset.intraNode.bandwidthBytesPerSecond = table.number(record, cBandwidth, true).value_or(1.0) * 1e9;
        preset.intraNode.latencySeconds = table.number(record, cLatency, true).value_or(1.0) * 1e-6;
        preset.nvlinkDomain = table.optionalCount(record, cDomain, 8);
        if (cNetwork) preset.network = toLower(table.text(record, *cNetwork, false));
        if (cHost && !trim(record.fields[*cHost]).empty())
            preset.hostLink.bandwidthBytesPerSecond = table.number(record, *cHost, true).value_or(25.0) * 1e9;
        bool any = false;
        for (const auto& [precision, c] : peakColumns) {
            const auto teraflops = table.number(record, c, false);
            if (teraflops) preset.peakFlops[std::size_t(precision)] = *teraflops * 1e12;
            any = any || teraflops.has_value();
        }
        if (!any) table.report(record, peakColumns.front().second, EFFSURF_TEXT("no peak for any datatype"));
        accelerators.push_back(std::move(preset));
    }
    issues.insert(issues.end(), table.issues().begin(), table.issues().end());
    return accelerators;
}

std::vector<NetworkPreset> parseNetworks(std::string_view text, const std::string& fileName, std::vector<ImportIssue>& issues) {
    PresetTable table(text, fileName);
    const auto identity = table.identityColumns();
    const std::size_t cRate = table.column("gbit_per_s"), cNics = table.column("nics_per_node"), cLatency = table.column("latency_us");
    std::vector<NetworkPreset> networks;
    for (const auto& record : table.records()) {
        NetworkPreset preset;
        table.readIdentity(record, identity, preset);
        preset.nicBytesPerSecond = table.number(record, cRate, true).value_or(1.0) * 1e9 / 8.0;
        preset.nicsPerNode = table.count(record, cNics);
        preset.latencySeconds = table.number(record, cLatency, true).value_or(1.0) * 1e-6;
        networks.push_back(std::move(preset));
    }
    issues.insert(issues.end(), table.issues().begin(), table.issues().end());
    return networks;
}

template <typename Preset>
const Preset& findById(const std::vector<Preset>& presets, std::string_view id, std::string_view field, std::string_view noun) {
    const std::string key = toLower(trim(id));
    std::string known;
    for (const auto& preset : presets) {
        if (toLower(preset.id) == key) return preset;
        known += (known.empty() ? "" : ", ") + preset.id;
    }
    throw InvalidParameter(
        std::string(field),
        Message(EFFSURF_TEXT("unknown %1 '%2'; expected one of %3"), {std::string(noun), std::string(id), known}).text());
}

}  // namespace

double AcceleratorPreset::peak(Precision precision) const {
    const auto& value = peakFlops[std::size_t(precision)];
    if (!value)
        throw InvalidParameter(
            "precision",
            Message(EFFSURF_TEXT("%1 is not on the %2's datasheet"), {std::string(precisionInfo(precision).displayName), name}).text());
    return *value;
}

bool AcceleratorPreset::supports(Precision precision) const { return peakFlops[std::size_t(precision)].has_value(); }

Link NetworkPreset::perGpu(int gpusPerNode, int nicsPerNodeOverride) const {
    const int nics = nicsPerNodeOverride > 0 ? nicsPerNodeOverride : nicsPerNode;
    return Link{latencySeconds, nicBytesPerSecond * nics / double(gpusPerNode > 0 ? gpusPerNode : 1)};
}

TrainingCatalog TrainingCatalog::parse(std::string_view modelsCsv, std::string_view acceleratorsCsv, std::string_view networksCsv,
                                       const std::string& folderName, std::string_view publishedRunsCsv) {
    const std::string prefix = folderName.empty() ? "" : folderName + "/";
    std::vector<ImportIssue> issues;
    TrainingCatalog catalog;
    catalog.models_ = parseModels(modelsCsv, prefix + "models.csv", issues);
    catalog.accelerators_ = parseAccelerators(acceleratorsCsv, prefix + "accelerators.csv", issues);
    catalog.networks_ = parseNetworks(networksCsv, prefix + "networks.csv", issues);
    for (const auto& accelerator : catalog.accelerators_)
        if (!accelerator.network.empty() && !catalog.hasNetwork(accelerator.network))
            issues.push_back(
                {prefix + "accelerators.csv", 0, 0, "network",
                 Message(EFFSURF_TEXT("%1 names the network '%2', which is not in networks.csv"), {accelerator.id, accelerator.network})
                     .text()});
    if (!publishedRunsCsv.empty()) {
        const std::string fileName = prefix + "published-runs.csv";
        try {
            catalog.publishedRuns_ = PublishedTrainingRun::parse(publishedRunsCsv, fileName);
        } catch (const ImportError& e) {
            issues.insert(issues.end(), e.issues().begin(), e.issues().end());
        }
        // Every preset a run names must be in the tables above.
        for (const auto& run : catalog.publishedRuns_) {
            for (const auto& [id, known] :
                 {std::pair{run.model, catalog.hasModel(run.model)}, std::pair{run.gpu, catalog.hasAccelerator(run.gpu)},
                  std::pair{run.network, catalog.hasNetwork(run.network)}})
                if (!known)
                    issues.push_back(
                        {fileName, 0, 0, run.id, Message(EFFSURF_TEXT("names the preset '%1', which is not shipped"), {id}).text()});
        }
    }
    if (!issues.empty()) throw ImportError(std::move(issues));
    return catalog;
}

TrainingCatalog TrainingCatalog::load(const std::string& folder) {
    return parse(readFileBytes(folder + "/models.csv"), readFileBytes(folder + "/accelerators.csv"),
                 readFileBytes(folder + "/networks.csv"), folder, readFileBytes(folder + "/published-runs.csv"));
}

bool TrainingCatalog::hasModel(std::string_view id) const {
    return std::any_of(models_.begin(), models_.end(), [&](const auto& m) { return toLower(m.id) == toLower(id); });
}

bool TrainingCatalog::hasAccelerator(std::string_view id) const {
    return std::any_of(accelerators_.begin(), accelerators_.end(), [&](const auto& a) { return toLower(a.id) == toLower(id); });
}

bool TrainingCatalog::hasNetwork(std::string_view id) const {
    return std::any_of(networks_.begin(), networks_.end(), [&](const auto& n) { return toLower(n.id) == toLower(id); });
}

const PublishedTrainingRun& TrainingCatalog::publishedRun(std::string_view id, std::string_view field) const {
    return findById(publishedRuns_, id, field, EFFSURF_TEXT("published run"));
}

const ModelPreset& TrainingCatalog::model(std::string_view id, std::string_view field) const {
    return findById(models_, id, field, EFFSURF_TEXT("model"));
}

const AcceleratorPreset& TrainingCatalog::accelerator(std::string_view id, std::string_view field) const {
    return findById(accelerators_, id, field, EFFSURF_TEXT("accelerator"));
}

const NetworkPreset& TrainingCatalog::network(std::string_view id, std::string_view field) const {
    return findById(networks_, id, field, EFFSURF_TEXT("network"));
}

}  // namespace effsurf::core
