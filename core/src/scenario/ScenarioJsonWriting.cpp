// SPDX-License-Identifier: MIT
// ScenarioJson's writing half: the configuration and the large-model run as
// sessions, snapshots and tour steps store them, read back by ScenarioJson.cpp.
#include "effsurf/core/scenario/ScenarioJson.h"

#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/model/TransformerModel.h"
#include "effsurf/core/util/JsonFields.h"

#include <optional>
#include <utility>

namespace effsurf::core {
namespace {

using jsonfield::finite;

void writeModel(JsonWriter& w, const TrainingRun& run, const std::string& path) {
    w.key("model").beginObject();
    w.key("id").value(run.modelId);
    w.key("name").value(run.modelName);
    if (run.raw) {
        w.key("parameters").value(finite(run.raw->parameters, path));
        w.key("flopsPerSample").value(finite(run.raw->flopsPerSample, path));
        w.endObject();
        return;
    }
    const TransformerShape& shape = run.shape;
    const std::pair<const char*, int> counts[] = {{"layers", shape.layers},
                                                  {"hidden", shape.hidden},
                                                  {"heads", shape.heads},
                                                  {"sequence", shape.sequenceLength},
                                                  {"vocabulary", shape.vocabulary},
                                                  {"kvHeads", shape.kvHeads},
                                                  {"headDim", shape.headDim},
                                                  {"latentQueryRank", shape.latentQueryRank},
                                                  {"latentKvRank", shape.latentKvRank},
                                                  {"ropeHeadDim", shape.ropeHeadDim},
                                                  {"ffnHidden", shape.ffnHidden}};
    for (const auto& [key, value] : counts) w.key(key).value(double(value));
    w.key("gatedFfn").value(shape.gatedFfn);
    w.key("tiedEmbeddings").value(shape.tiedEmbeddings);
    if (shape.moe.enabled()) {
        const MixtureOfExperts& moe = shape.moe;
        w.key("experts").beginObject();
        w.key("count").value(double(moe.experts));
        w.key("perToken").value(double(moe.expertsPerToken));
        w.key("shared").value(double(moe.sharedExperts));
        w.key("ffnHidden").value(double(moe.expertFfnHidden));
        w.key("denseLayers").value(double(moe.denseLayers));
        w.key("capacityFactor").value(finite(moe.capacityFactor, path));
        w.key("maxNodesPerToken").value(double(moe.maxNodesPerToken));
        w.endObject();
    }
    w.endObject();
}

void writeHardware(JsonWriter& w, const TrainingRun& run, const std::string& path) {
    w.key("accelerator").beginObject();
    w.key("id").value(run.acceleratorId);
    w.key("name").value(run.acceleratorName);
    w.key("peakFlops").beginObject();
    for (const auto& info : allPrecisions())
        if (const auto& peak = run.peakFlops[std::size_t(info.precision)]) w.key(info.id).value(finite(*peak, path));
    w.endObject();
    w.key("memoryBytes").value(finite(run.memoryBytes, path));
    w.key("memoryBandwidth").value(finite(run.memoryBandwidth, path));
    w.key("intraNodeLatency").value(finite(run.intraNode.latencySeconds, path));
    w.key("intraNodeBandwidth").value(finite(run.intraNode.bandwidthBytesPerSecond, path));
    w.key("nvlinkDomain").value(double(run.nvlinkDomain));
    w.key("hostLatency").value(finite(run.hostLink.latencySeconds, path));
    w.key("hostBandwidth").value(finite(run.hostLink.bandwidthBytesPerSecond, path));
    w.endObject();
    w.key("gpusPerNode").value(double(run.gpusPerNode));
    w.key("network").beginObject();
    w.key("id").value(run.networkId);
    w.key("name").value(run.networkName);
    w.key("nicBytesPerSecond").value(finite(run.nicBytesPerSecond, path));
    w.key("nicsPerNode").value(double(run.nicsPerNode));
    w.key("latencySeconds").value(finite(run.networkLatencySeconds, path));
    w.endObject();
}

void writeLayout(JsonWriter& w, const TrainingRun& run) {
    w.key("layout").beginObject();
    w.key("tensorParallel").value(double(run.tensorParallel));
    w.key("contextParallel").value(double(run.contextParallel));
    w.key("expertParallel").value(double(run.expertParallel));
    w.key("offloadOptimizer").value(run.offloadOptimizer);
    w.key("fp8Recipe").value(TrainingRun::fp8RecipeId(run.fp8Recipe));
    w.key("pipelineParallel").value(double(run.pipelineParallel));
    w.key("dataParallel").value(double(run.dataParallel));
    w.key("microBatch").value(double(run.microBatch));
    w.key("globalBatch").value(double(run.globalBatch));
    w.key("interleave").value(double(run.interleave));
    w.key("zeroStage").value(double(run.zeroStage));
    w.key("recompute").value(TransformerModel::recomputeId(run.recompute));
    w.key("sequenceParallel").value(run.sequenceParallel);
    w.key("fusedAttention").value(run.fusedAttention);
    w.key("dropout").value(run.dropout);
    w.key("shardGroup").value(double(run.shardGroup));
    w.key("schedule").value(ParallelTrainingModel::scheduleId(run.schedule));
    w.key("allReduce").value(TrainingModel::algorithmId(run.allReduce));
    w.endObject();
}

void writeMeasuredSteps(JsonWriter& w, const TrainingRun& run, const std::string& path) {
    if (run.measuredSteps.rows.empty()) return;
    w.key("measuredSteps").beginObject();
    w.key("file").value(run.measuredSteps.fileName);
    w.key("rows").beginArray();
    for (const auto& step : run.measuredSteps.rows) {
        w.beginObject();
        w.key("line").value(double(step.line));
        w.key("gpus").value(double(step.gpus));
        if (step.repetitions > 1) {
            w.key("repetitions").value(double(step.repetitions));
            w.key("logSpread").value(finite(step.logSpread, path));
        }
        if (step.stepSeconds > 0.0) w.key("stepSeconds").value(finite(step.stepSeconds, path));
        if (step.tokensPerSecond > 0.0) w.key("tokensPerSecond").value(finite(step.tokensPerSecond, path));
        const std::pair<const char*, const std::optional<int>*> layoutFields[] = {
            {"tp", &step.tensorParallel}, {"cp", &step.contextParallel},    {"pp", &step.pipelineParallel},    {"dp", &step.dataParallel},
            {"ep", &step.expertParallel}, {"microBatch", &step.microBatch}, {"globalBatch", &step.globalBatch}};
        for (const auto& [key, value] : layoutFields)
            if (*value) w.key(key).value(double(**value));
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

}  // namespace

void ScenarioJson::writeTrainingRun(JsonWriter& w, const TrainingRun& run, const std::string& path) {
    w.beginObject();
    writeModel(w, run, path + ".model");
    writeHardware(w, run, path);
    writeLayout(w, run);
    const std::pair<const char*, double> numbers[] = {
        {"utilization", run.utilization}, {"overlap", run.overlap},   {"serialSeconds", run.serialSeconds},        {"tokens", run.tokens},
        {"bandLow", run.bandLow},         {"bandHigh", run.bandHigh}, {"memoryMarginBytes", run.memoryMarginBytes}};
    for (const auto& [key, value] : numbers) w.key(key).value(finite(value, path + "." + key));
    writeMeasuredSteps(w, run, path + ".measuredSteps");
    w.endObject();
}

void ScenarioJson::writeConfigurationMembers(JsonWriter& w, const Scenario& s, const std::string& path) {
    w.key("law").value(modelKindId(s.model));
    w.key("growthExponent").value(finite(s.growthExponent, path + ".growthExponent"));
    w.key("serialFraction").value(finite(s.serialFraction, path + ".serialFraction"));
    w.key("processors").value(finite(s.processors, path + ".processors"));
    w.key("precision").value(precisionInfo(s.precision).id);
    w.key("speedFactors").beginArray();
    for (double k : s.speedFactors) w.value(finite(k, path + ".speedFactors"));
    w.endArray();
    w.key("timeline").beginArray();
    for (const auto& c : s.timeline.contributions()) {
        w.beginObject();
        w.key("name").value(c.name);
        w.key("share").value(finite(c.shareAtOneProcessor, path + ".timeline"));
        w.key("growth").value(double(int(c.growth)));
        w.key("exponent").value(finite(c.exponent, path + ".timeline"));
        w.endObject();
    }
    w.endArray();
    const auto& t = s.training;
    const std::string at = path + ".training";
    w.key("training").beginObject();
    w.key("parameterCount").value(finite(t.parameterCount, at));
    w.key("flopsPerStep").value(finite(t.flopsPerStep, at));
    w.key("latencySeconds").value(finite(t.latencySeconds, at));
    w.key("bandwidthBytesPerSecond").value(finite(t.bandwidthBytesPerSecond, at));
    w.key("algorithm").value(TrainingModel::algorithmId(t.algorithm));
    w.key("scaling").value(TrainingModel::scalingId(t.scaling));
    w.key("overlap").value(finite(t.overlap, at));
    w.key("sequentialSeconds").value(finite(t.sequentialSeconds, at));
    w.key("accelerator").value(s.accelerator);
    w.key("utilization").value(finite(s.utilization, at));
    w.endObject();
    w.key("trainingRun");
    writeTrainingRun(w, s.trainingRun, path + ".trainingRun");
    w.key("coreConvention").value(coreConventionId(s.coreConvention));
}

}  // namespace effsurf::core
