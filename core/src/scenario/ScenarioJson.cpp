// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/ScenarioJson.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/JsonFields.h"
#include "effsurf/core/util/Validation.h"

#include <cmath>

namespace effsurf::core {
namespace {

using namespace jsonfield;

void readModel(const JsonValue& value, const std::string& path, const TrainingCatalog& catalog, TrainingRun& run) {
    if (value.isString()) {
        run.useModel(parsedAt(path, [&] { return catalog.model(value.asString()); }));
        return;
    }
    if (!value.isObject()) fail(path, "expected a model id or an object");
    const JsonValue& o = value;
    if (o.contains("preset")) {
        const std::string id = text(o, "preset", path);
        run.useModel(parsedAt(path + ".preset", [&] { return catalog.model(id); }));
    }
    run.modelId = textOr(o, "id", path, run.modelId);
    run.modelName = textOr(o, "name", path, run.modelName);
    if (o.contains("parameters") || o.contains("flopsPerSample")) {
        run.raw = RawModel{number(o, "parameters", path), number(o, "flopsPerSample", path)};
        return;
    }
    if (o.contains("layers")) run.raw.reset();
    TransformerShape& shape = run.shape;
    shape.layers = count(o, "layers", path, shape.layers);
    shape.hidden = count(o, "hidden", path, shape.hidden);
    shape.heads = count(o, "heads", path, shape.heads);
    shape.sequenceLength = count(o, "sequence", path, shape.sequenceLength);
    shape.vocabulary = count(o, "vocabulary", path, shape.vocabulary);
    // Since the models of 2022 on (files from before keep Narayanan et al.'s GPT).
    shape.kvHeads = countOrZero(o, "kvHeads", path, shape.kvHeads);
    shape.headDim = countOrZero(o, "headDim", path, shape.headDim);
    shape.latentQueryRank = countOrZero(o, "latentQueryRank", path, shape.latentQueryRank);
    shape.latentKvRank = countOrZero(o, "latentKvRank", path, shape.latentKvRank);
    shape.ropeHeadDim = countOrZero(o, "ropeHeadDim", path, shape.ropeHeadDim);
    shape.ffnHidden = countOrZero(o, "ffnHidden", path, shape.ffnHidden);
    shape.gatedFfn = flagOr(o, "gatedFfn", path, shape.gatedFfn);
    shape.tiedEmbeddings = flagOr(o, "tiedEmbeddings", path, shape.tiedEmbeddings);
    if (o.contains("experts")) {
        const JsonValue& e = object(o, "experts", path);
        const std::string at = path + ".experts";
        MixtureOfExperts& moe = shape.moe;
        moe.experts = countOrZero(e, "count", at, moe.experts);
        moe.expertsPerToken = count(e, "perToken", at, moe.expertsPerToken);
        moe.sharedExperts = countOrZero(e, "shared", at, moe.sharedExperts);
        moe.expertFfnHidden = countOrZero(e, "ffnHidden", at, moe.expertFfnHidden);
        moe.denseLayers = countOrZero(e, "denseLayers", at, moe.denseLayers);
        moe.capacityFactor = numberOr(e, "capacityFactor", at, moe.capacityFactor);
        // Files from before node-limited routing priced every expert's copy across the network.
        moe.maxNodesPerToken = countOrZero(e, "maxNodesPerToken", at, 0);
    }
}

void readAccelerator(const JsonValue& value, const std::string& path, const TrainingCatalog& catalog, TrainingRun& run) {
    if (value.isString()) {
        run.useAccelerator(parsedAt(path, [&] { return catalog.accelerator(value.asString()); }));
        return;
    }
    if (!value.isObject()) fail(path, "expected an accelerator id or an object");
    const JsonValue& o = value;
    if (o.contains("preset")) {
        const std::string id = text(o, "preset", path);
        run.useAccelerator(parsedAt(path + ".preset", [&] { return catalog.accelerator(id); }));
    }
    run.acceleratorId = textOr(o, "id", path, run.acceleratorId);
    run.acceleratorName = textOr(o, "name", path, run.acceleratorName);
    if (o.contains("peakFlops")) {
        const JsonValue& peaks = object(o, "peakFlops", path);
        const std::string at = path + ".peakFlops";
        run.peakFlops = {};
        for (const auto& member : peaks.asObject()) {
            const std::string& key = member.first;  // named, not a structured binding: lambdas capture it (C++17)
            const Precision precision = parsedAt(at, [&] { return parsePrecision(key); });
            if (!member.second.isNumber()) fail(at + "." + key, "expected a number");
            run.peakFlops[std::size_t(precision)] = member.second.asNumber();
        }
    }
    run.memoryBytes = numberOr(o, "memoryBytes", path, run.memoryBytes);
    run.memoryBandwidth = numberOr(o, "memoryBandwidth", path, run.memoryBandwidth);
    run.intraNode.latencySeconds = numberOr(o, "intraNodeLatency", path, run.intraNode.latencySeconds);
    run.intraNode.bandwidthBytesPerSecond = numberOr(o, "intraNodeBandwidth", path, run.intraNode.bandwidthBytesPerSecond);
    run.nvlinkDomain = count(o, "nvlinkDomain", path, run.nvlinkDomain);
    run.hostLink.latencySeconds = numberOr(o, "hostLatency", path, run.hostLink.latencySeconds);
    run.hostLink.bandwidthBytesPerSecond = numberOr(o, "hostBandwidth", path, run.hostLink.bandwidthBytesPerSecond);
}

void readNetwork(const JsonValue& value, const std::string& path, const TrainingCatalog& catalog, TrainingRun& run) {
    if (value.isString()) {
        run.useNetwork(parsedAt(path, [&] { return catalog.network(value.asString()); }));
        return;
    }
    if (!value.isObject()) fail(path, "expected a network id or an object");
    const JsonValue& o = value;
    if (o.contains("preset")) {
        const std::string id = text(o, "preset", path);
        run.useNetwork(parsedAt(path + ".preset", [&] { return catalog.network(id); }));
    }
    run.networkId = textOr(o, "id", path, run.networkId);
    run.networkName = textOr(o, "name", path, run.networkName);
    run.nicBytesPerSecond = numberOr(o, "nicBytesPerSecond", path, run.nicBytesPerSecond);
    run.nicsPerNode = count(o, "nicsPerNode", path, run.nicsPerNode);
    run.networkLatencySeconds = numberOr(o, "latencySeconds", path, run.networkLatencySeconds);
}

}  // namespace

TrainingRun ScenarioJson::readTrainingRun(const JsonValue& o, const std::string& path, const TrainingCatalog& catalog) {
    if (!o.isObject()) fail(path, "expected an object");
    TrainingRun run;
    if (const JsonValue* model = o.find("model")) readModel(*model, path + ".model", catalog, run);
    if (const JsonValue* accelerator = o.find("accelerator")) readAccelerator(*accelerator, path + ".accelerator", catalog, run);
    run.gpusPerNode = count(o, "gpusPerNode", path, run.gpusPerNode);
    if (const JsonValue* network = o.find("network")) readNetwork(*network, path + ".network", catalog, run);
    if (o.contains("layout")) {
        const JsonValue& l = object(o, "layout", path);
        const std::string at = path + ".layout";
        run.tensorParallel = count(l, "tensorParallel", at, run.tensorParallel);
        run.pipelineParallel = count(l, "pipelineParallel", at, run.pipelineParallel);
        run.dataParallel = count(l, "dataParallel", at, run.dataParallel);
        run.microBatch = count(l, "microBatch", at, run.microBatch);
        run.globalBatch = count(l, "globalBatch", at, run.globalBatch);
        run.interleave = count(l, "interleave", at, run.interleave);
        run.contextParallel = count(l, "contextParallel", at, run.contextParallel);
        run.expertParallel = count(l, "expertParallel", at, run.expertParallel);
        run.offloadOptimizer = flagOr(l, "offloadOptimizer", at, run.offloadOptimizer);
        if (l.contains("fp8Recipe")) {
            const std::string id = text(l, "fp8Recipe", at);
            run.fp8Recipe = parsedAt(at + ".fp8Recipe", [&] { return TrainingRun::parseFp8Recipe(id); });
        }
        if (l.contains("zeroStage")) run.zeroStage = wholeNumber(l, "zeroStage", at, 0, 3);
        if (l.contains("recompute")) {
            const std::string id = text(l, "recompute", at);
            run.recompute = parsedAt(at + ".recompute", [&] { return TransformerModel::parseRecompute(id); });
        }
        if (l.contains("allReduce")) {
            const std::string id = text(l, "allReduce", at);
            run.allReduce = parsedAt(at + ".allReduce", [&] { return TrainingModel::parseAlgorithm(id); });
        }
        run.sequenceParallel = flagOr(l, "sequenceParallel", at, run.sequenceParallel);
        // A layout saved before fused attention and dropout were settings was priced with the scores
        // kept and dropout's masks (Korthikanti et al.'s accounting): it reopens as it was.
        const bool before2026 = !l.contains("fusedAttention");
        run.fusedAttention = flagOr(l, "fusedAttention", at, before2026 ? false : run.fusedAttention);
        run.dropout = flagOr(l, "dropout", at, before2026 ? true : run.dropout);
        run.shardGroup = countOrZero(l, "shardGroup", at, run.shardGroup);
        if (l.contains("schedule")) {
            const std::string id = text(l, "schedule", at);
            run.schedule = parsedAt(at + ".schedule", [&] { return ParallelTrainingModel::parseSchedule(id); });
        }
    }
    run.utilization = numberOr(o, "utilization", path, run.utilization);
    run.overlap = numberOr(o, "overlap", path, run.overlap);
    run.serialSeconds = numberOr(o, "serialSeconds", path, run.serialSeconds);
    run.tokens = numberOr(o, "tokens", path, run.tokens);
    run.bandLow = numberOr(o, "bandLow", path, run.bandLow);
    run.bandHigh = numberOr(o, "bandHigh", path, run.bandHigh);
    run.memoryMarginBytes = numberOr(o, "memoryMarginBytes", path, run.memoryMarginBytes);
    parsedAt(path, [&] { run.validateBandAndMargin(); });
    if (o.contains("measuredSteps")) {
        const JsonValue& m = object(o, "measuredSteps", path);
        const std::string at = path + ".measuredSteps";
        run.measuredSteps.fileName = textOr(m, "file", at, "");
        const JsonValue* rows = m.find("rows");
        if (!rows || !rows->isArray()) fail(at + ".rows", "expected an array");
        std::size_t i = 0;
        for (const JsonValue& r : rows->asArray()) {
            const std::string rowPath = at + ".rows[" + std::to_string(i++) + "]";
            if (!r.isObject()) fail(rowPath, "expected an object");
            TrainingStepMeasurement row;
            row.line = countOrZero(r, "line", rowPath, 0);
            row.gpus = count(r, "gpus", rowPath, 1);
            row.stepSeconds = numberOr(r, "stepSeconds", rowPath, 0.0);
            row.tokensPerSecond = numberOr(r, "tokensPerSecond", rowPath, 0.0);
            row.repetitions = count(r, "repetitions", rowPath, 1);
            row.logSpread = numberOr(r, "logSpread", rowPath, 0.0);
            if (!(row.logSpread >= 0.0)) fail(rowPath + ".logSpread", "must be 0 or more");
            if (!(row.stepSeconds > 0.0) && !(row.tokensPerSecond > 0.0)) fail(rowPath, "needs a stepSeconds or tokensPerSecond above 0");
            for (const auto& [key, field] :
                 {std::pair{"tp", &TrainingStepMeasurement::tensorParallel}, std::pair{"cp", &TrainingStepMeasurement::contextParallel},
                  std::pair{"pp", &TrainingStepMeasurement::pipelineParallel}, std::pair{"dp", &TrainingStepMeasurement::dataParallel},
                  std::pair{"ep", &TrainingStepMeasurement::expertParallel}, std::pair{"microBatch", &TrainingStepMeasurement::microBatch},
                  std::pair{"globalBatch", &TrainingStepMeasurement::globalBatch}})
                if (r.contains(key)) row.*field = count(r, key, rowPath, 1);
            run.measuredSteps.rows.push_back(row);
        }
    }
    return run;
}

Scenario ScenarioJson::readConfiguration(const JsonValue& o, const std::string& path, const TrainingCatalog& catalog) {
    if (!o.isObject()) fail(path, "expected an object");
    Scenario s;
    const std::string law = text(o, "law", path);
    s.model = parsedAt(path + ".law", [&] { return parseModelKind(law); });
    s.growthExponent = numberOr(o, "growthExponent", path, s.growthExponent);
    s.serialFraction = number(o, "serialFraction", path);
    s.processors = number(o, "processors", path);
    const std::string precision = text(o, "precision", path);
    s.precision = parsedAt(path + ".precision", [&] { return parsePrecision(precision); });
    // Everything below the four essentials is optional and defaults as in a
    // new window: hand-written presets stay short and older files still load.
    if (o.contains("speedFactors")) {
        const auto& k = array(o, "speedFactors", path);
        if (k.size() != s.speedFactors.size()) fail(path + ".speedFactors", "expected 6 numbers");
        for (std::size_t i = 0; i < k.size(); ++i) {
            if (!k[i].isNumber()) fail(path + ".speedFactors", "expected numbers");
            s.speedFactors[i] = k[i].asNumber();
        }
    }
    if (o.contains("timeline")) {
        std::vector<TimelineContribution> contributions;
        const auto& timeline = array(o, "timeline", path);
        for (std::size_t i = 0; i < timeline.size(); ++i) {
            const std::string at = path + ".timeline[" + std::to_string(i) + "]";
            const JsonValue& c = timeline[i];
            if (!c.isObject()) fail(at, "expected an object");
            const int growth = wholeNumber(c, "growth", at, 0, 2);
            contributions.push_back({text(c, "name", at), number(c, "share", at), ContributionGrowth(growth), number(c, "exponent", at)});
        }
        s.timeline = parsedAt(path + ".timeline", [&] { return TimelineModel(contributions); });
    }
    if (o.contains("training")) {
        const JsonValue& t = object(o, "training", path);
        const std::string at = path + ".training";
        s.training.parameterCount = number(t, "parameterCount", at);
        s.training.flopsPerStep = number(t, "flopsPerStep", at);
        s.training.latencySeconds = number(t, "latencySeconds", at);
        s.training.bandwidthBytesPerSecond = number(t, "bandwidthBytesPerSecond", at);
        const std::string algorithm = text(t, "algorithm", at);
        s.training.algorithm = parsedAt(at, [&] { return TrainingModel::parseAlgorithm(algorithm); });
        const std::string scaling = text(t, "scaling", at);
        s.training.scaling = parsedAt(at, [&] { return TrainingModel::parseScaling(scaling); });
        s.training.overlap = number(t, "overlap", at);
        s.training.sequentialSeconds = number(t, "sequentialSeconds", at);
        s.accelerator = text(t, "accelerator", at);
        s.utilization = number(t, "utilization", at);
    }
    // Schema 2: the large-model training run (schema-1 files have none: the default run).
    if (o.contains("trainingRun")) s.trainingRun = readTrainingRun(object(o, "trainingRun", path), path + ".trainingRun", catalog);
    if (o.contains("coreConvention")) {
        const std::string convention = text(o, "coreConvention", path);
        s.coreConvention = parsedAt(path + ".coreConvention", [&] { return parseCoreConvention(convention); });
    }
    return s;
}

void ScenarioJson::requireReadableSchema(const JsonValue& document) {
    const JsonValue* schema = document.find("schema");
    if (!schema || !schema->isNumber() || !(schema->asNumber() >= 1) || std::floor(schema->asNumber()) != schema->asNumber())
        fail("schema", "missing or invalid schema version");
    if (schema->asNumber() > kSessionSchema) {
        const JsonValue* writtenBy = document.find("writtenBy");
        const std::string by = writtenBy && writtenBy->isString() ? ", " + writtenBy->asString() : std::string();
        fail("schema", "written by a newer effsurf (schema " + formatNumber(schema->asNumber()) + by + "); this one reads up to schema " +
                           std::to_string(kSessionSchema));
    }
}

}  // namespace effsurf::core
