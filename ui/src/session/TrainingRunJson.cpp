#include "effsurf/ui/session/TrainingRunJson.h"

#include "effsurf/core/scenario/ScenarioJson.h"

#include "effsurf/core/model/TransformerModel.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/session/JsonFields.h"

#include <QJsonArray>

namespace effsurf::ui {
namespace {


QJsonValue number(double value, const QString& path) { return JsonFields::finite(value, path); }

QString text(const std::string& value) { return QString::fromStdString(value); }

}  // namespace

QJsonObject TrainingRunJson::write(const core::TrainingRun& run) {
    const QString path = QStringLiteral("trainingRun");
    QJsonObject model{{QStringLiteral("id"), text(run.modelId)}, {QStringLiteral("name"), text(run.modelName)}};
    if (run.raw) {
        model[QStringLiteral("parameters")] = number(run.raw->parameters, path);
        model[QStringLiteral("flopsPerSample")] = number(run.raw->flopsPerSample, path);
    } else {
        model[QStringLiteral("layers")] = run.shape.layers;
        model[QStringLiteral("hidden")] = run.shape.hidden;
        model[QStringLiteral("heads")] = run.shape.heads;
        model[QStringLiteral("sequence")] = run.shape.sequenceLength;
        model[QStringLiteral("vocabulary")] = run.shape.vocabulary;
        const core::TransformerShape& shape = run.shape;
        model[QStringLiteral("kvHeads")] = shape.kvHeads;
        model[QStringLiteral("headDim")] = shape.headDim;
        model[QStringLiteral("latentQueryRank")] = shape.latentQueryRank;
        model[QStringLiteral("latentKvRank")] = shape.latentKvRank;
        model[QStringLiteral("ropeHeadDim")] = shape.ropeHeadDim;
        model[QStringLiteral("ffnHidden")] = shape.ffnHidden;
        model[QStringLiteral("gatedFfn")] = shape.gatedFfn;
        model[QStringLiteral("tiedEmbeddings")] = shape.tiedEmbeddings;
        if (shape.moe.enabled())
            model[QStringLiteral("experts")] = QJsonObject{{QStringLiteral("count"), shape.moe.experts},
                                                           {QStringLiteral("perToken"), shape.moe.expertsPerToken},
                                                           {QStringLiteral("shared"), shape.moe.sharedExperts},
                                                           {QStringLiteral("ffnHidden"), shape.moe.expertFfnHidden},
                                                           {QStringLiteral("denseLayers"), shape.moe.denseLayers},
                                                           {QStringLiteral("capacityFactor"), number(shape.moe.capacityFactor, path)},
                                                           {QStringLiteral("maxNodesPerToken"), shape.moe.maxNodesPerToken}};
    }
    QJsonObject peaks;
    for (const auto& info : core::allPrecisions())
        if (const auto& peak = run.peakFlops[std::size_t(info.precision)]) peaks[QString::fromLatin1(info.id.data())] = number(*peak, path);
    const QJsonObject accelerator{{QStringLiteral("id"), text(run.acceleratorId)},
                                  {QStringLiteral("name"), text(run.acceleratorName)},
                                  {QStringLiteral("peakFlops"), peaks},
                                  {QStringLiteral("memoryBytes"), number(run.memoryBytes, path)},
                                  {QStringLiteral("memoryBandwidth"), number(run.memoryBandwidth, path)},
                                  {QStringLiteral("intraNodeLatency"), number(run.intraNode.latencySeconds, path)},
                                  {QStringLiteral("intraNodeBandwidth"), number(run.intraNode.bandwidthBytesPerSecond, path)},
                                  {QStringLiteral("nvlinkDomain"), run.nvlinkDomain},
                                  {QStringLiteral("hostLatency"), number(run.hostLink.latencySeconds, path)},
                                  {QStringLiteral("hostBandwidth"), number(run.hostLink.bandwidthBytesPerSecond, path)}};
    const QJsonObject network{{QStringLiteral("id"), text(run.networkId)},
                              {QStringLiteral("name"), text(run.networkName)},
                              {QStringLiteral("nicBytesPerSecond"), number(run.nicBytesPerSecond, path)},
                              {QStringLiteral("nicsPerNode"), run.nicsPerNode},
                              {QStringLiteral("latencySeconds"), number(run.networkLatencySeconds, path)}};
    const QJsonObject layout{{QStringLiteral("tensorParallel"), run.tensorParallel},
                             {QStringLiteral("contextParallel"), run.contextParallel},
                             {QStringLiteral("expertParallel"), run.expertParallel},
                             {QStringLiteral("offloadOptimizer"), run.offloadOptimizer},
                             {QStringLiteral("fp8Recipe"), QString::fromLatin1(core::TrainingRun::fp8RecipeId(run.fp8Recipe).data())},
                             {QStringLiteral("pipelineParallel"), run.pipelineParallel},
                             {QStringLiteral("dataParallel"), run.dataParallel},
                             {QStringLiteral("microBatch"), run.microBatch},
                             {QStringLiteral("globalBatch"), run.globalBatch},
                             {QStringLiteral("interleave"), run.interleave},
                             {QStringLiteral("zeroStage"), run.zeroStage},
                             {QStringLiteral("recompute"), QString::fromLatin1(core::TransformerModel::recomputeId(run.recompute).data())},
                             {QStringLiteral("sequenceParallel"), run.sequenceParallel},
                             {QStringLiteral("fusedAttention"), run.fusedAttention},
                             {QStringLiteral("dropout"), run.dropout},
                             {QStringLiteral("shardGroup"), run.shardGroup},
                             {QStringLiteral("schedule"), QString::fromLatin1(core::ParallelTrainingModel::scheduleId(run.schedule).data())},
                             {QStringLiteral("allReduce"), QString::fromLatin1(core::TrainingModel::algorithmId(run.allReduce).data())}};
    QJsonObject written{{QStringLiteral("model"), model},
                        {QStringLiteral("accelerator"), accelerator},
                        {QStringLiteral("gpusPerNode"), run.gpusPerNode},
                        {QStringLiteral("network"), network},
                        {QStringLiteral("layout"), layout},
                        {QStringLiteral("utilization"), number(run.utilization, path)},
                        {QStringLiteral("overlap"), number(run.overlap, path)},
                        {QStringLiteral("serialSeconds"), number(run.serialSeconds, path)},
                        {QStringLiteral("tokens"), number(run.tokens, path)},
                        {QStringLiteral("bandLow"), number(run.bandLow, path)},
                        {QStringLiteral("bandHigh"), number(run.bandHigh, path)},
                        {QStringLiteral("memoryMarginBytes"), number(run.memoryMarginBytes, path)}};
    if (!run.measuredSteps.rows.empty()) {
        QJsonArray rows;
        for (const auto& step : run.measuredSteps.rows) {
            QJsonObject row{{QStringLiteral("line"), step.line}, {QStringLiteral("gpus"), step.gpus}};
            if (step.repetitions > 1) {
                row[QStringLiteral("repetitions")] = step.repetitions;
                row[QStringLiteral("logSpread")] = number(step.logSpread, path);
            }
            if (step.stepSeconds > 0.0) row[QStringLiteral("stepSeconds")] = number(step.stepSeconds, path);
            if (step.tokensPerSecond > 0.0) row[QStringLiteral("tokensPerSecond")] = number(step.tokensPerSecond, path);
            const std::pair<const char*, const std::optional<int>*> layoutFields[] = {
                {"tp", &step.tensorParallel}, {"cp", &step.contextParallel}, {"pp", &step.pipelineParallel},
                {"dp", &step.dataParallel},   {"ep", &step.expertParallel},  {"microBatch", &step.microBatch},
                {"globalBatch", &step.globalBatch}};
            for (const auto& [key, value] : layoutFields)
                if (*value) row[QString::fromLatin1(key)] = **value;
            rows.append(row);
        }
        written[QStringLiteral("measuredSteps")] =
            QJsonObject{{QStringLiteral("file"), text(run.measuredSteps.fileName)}, {QStringLiteral("rows"), rows}};
    }
    return written;
}

core::TrainingRun TrainingRunJson::read(const QJsonObject& o, const QString& path) {
    return JsonFields::fromCore([&] {
        return core::ScenarioJson::readTrainingRun(JsonFields::toCore(o), path.toStdString(), resources::trainingCatalog());
    });
}

}  // namespace effsurf::ui
