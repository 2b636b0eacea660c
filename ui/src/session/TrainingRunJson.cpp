#include "effsurf/ui/session/TrainingRunJson.h"

#include "effsurf/core/model/TransformerModel.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/session/JsonFields.h"

namespace effsurf::ui {
namespace {

using FieldError = JsonFields::Error;

QJsonValue number(double value, const QString& path) { return JsonFields::finite(value, path); }

QString text(const std::string& value) { return QString::fromStdString(value); }

/// A preset given by id: its numbers from the built-in catalog.
template <typename Lookup>
auto preset(const QString& id, const QString& path, Lookup&& lookup) {
    try {
        return lookup(id.toStdString());
    } catch (const core::InvalidParameter& e) {
        throw FieldError((path + QStringLiteral(": ") + QString::fromStdString(e.what())).toStdString());
    }
}

int count(const QJsonObject& o, const QString& key, const QString& path, int fallback) {
    return o.contains(key) ? JsonFields::wholeNumber(o, key, path, 1, 1000000000) : fallback;
}

double numberOr(const QJsonObject& o, const QString& key, const QString& path, double fallback) {
    return o.contains(key) ? JsonFields::number(o, key, path) : fallback;
}

/// A count that may be 0 ("none", "as the default").
int countOrZero(const QJsonObject& o, const QString& key, const QString& path, int fallback) {
    return o.contains(key) ? JsonFields::wholeNumber(o, key, path, 0, 1000000000) : fallback;
}

bool flagOr(const QJsonObject& o, const QString& key, const QString& path, bool fallback) {
    if (!o.contains(key)) return fallback;
    const QJsonValue value = o.value(key);
    if (!value.isBool()) JsonFields::fail(path + QLatin1Char('.') + key, QStringLiteral("expected true or false"));
    return value.toBool();
}

std::string textOr(const QJsonObject& o, const QString& key, const QString& path, const std::string& fallback) {
    return o.contains(key) ? JsonFields::text(o, key, path).toStdString() : fallback;
}

void readModel(const QJsonValue& value, const QString& path, core::TrainingRun& run) {
    const auto& catalog = resources::trainingCatalog();
    if (value.isString()) {
        run.useModel(preset(value.toString(), path, [&](const std::string& id) { return catalog.model(id); }));
        return;
    }
    if (!value.isObject()) JsonFields::fail(path, QStringLiteral("expected a model id or an object"));
    const QJsonObject o = value.toObject();
    if (o.contains(QStringLiteral("preset")))
        run.useModel(preset(JsonFields::text(o, QStringLiteral("preset"), path), path + QStringLiteral(".preset"),
                            [&](const std::string& id) { return catalog.model(id); }));
    run.modelId = textOr(o, QStringLiteral("id"), path, run.modelId);
    run.modelName = textOr(o, QStringLiteral("name"), path, run.modelName);
    if (o.contains(QStringLiteral("parameters")) || o.contains(QStringLiteral("flopsPerSample"))) {
        run.raw = core::RawModel{JsonFields::number(o, QStringLiteral("parameters"), path),
                                 JsonFields::number(o, QStringLiteral("flopsPerSample"), path)};
        return;
    }
    if (o.contains(QStringLiteral("layers"))) run.raw.reset();
    run.shape.layers = count(o, QStringLiteral("layers"), path, run.shape.layers);
    run.shape.hidden = count(o, QStringLiteral("hidden"), path, run.shape.hidden);
    run.shape.heads = count(o, QStringLiteral("heads"), path, run.shape.heads);
    run.shape.sequenceLength = count(o, QStringLiteral("sequence"), path, run.shape.sequenceLength);
    run.shape.vocabulary = count(o, QStringLiteral("vocabulary"), path, run.shape.vocabulary);
    // Since the models of 2022 on (files from before keep Narayanan et al.'s GPT).
    core::TransformerShape& shape = run.shape;
    shape.kvHeads = countOrZero(o, QStringLiteral("kvHeads"), path, shape.kvHeads);
    shape.headDim = countOrZero(o, QStringLiteral("headDim"), path, shape.headDim);
    shape.latentQueryRank = countOrZero(o, QStringLiteral("latentQueryRank"), path, shape.latentQueryRank);
    shape.latentKvRank = countOrZero(o, QStringLiteral("latentKvRank"), path, shape.latentKvRank);
    shape.ffnHidden = countOrZero(o, QStringLiteral("ffnHidden"), path, shape.ffnHidden);
    shape.gatedFfn = flagOr(o, QStringLiteral("gatedFfn"), path, shape.gatedFfn);
    shape.tiedEmbeddings = flagOr(o, QStringLiteral("tiedEmbeddings"), path, shape.tiedEmbeddings);
    if (o.contains(QStringLiteral("experts"))) {
        const QJsonObject e = JsonFields::object(o, QStringLiteral("experts"), path);
        const QString at = path + QStringLiteral(".experts");
        core::MixtureOfExperts& moe = shape.moe;
        moe.experts = countOrZero(e, QStringLiteral("count"), at, moe.experts);
        moe.expertsPerToken = count(e, QStringLiteral("perToken"), at, moe.expertsPerToken);
        moe.sharedExperts = countOrZero(e, QStringLiteral("shared"), at, moe.sharedExperts);
        moe.expertFfnHidden = countOrZero(e, QStringLiteral("ffnHidden"), at, moe.expertFfnHidden);
        moe.denseLayers = countOrZero(e, QStringLiteral("denseLayers"), at, moe.denseLayers);
        moe.capacityFactor = numberOr(e, QStringLiteral("capacityFactor"), at, moe.capacityFactor);
    }
}

void readAccelerator(const QJsonValue& value, const QString& path, core::TrainingRun& run) {
    const auto& catalog = resources::trainingCatalog();
    if (value.isString()) {
        run.useAccelerator(preset(value.toString(), path, [&](const std::string& id) { return catalog.accelerator(id); }));
        return;
    }
    if (!value.isObject()) JsonFields::fail(path, QStringLiteral("expected an accelerator id or an object"));
    const QJsonObject o = value.toObject();
    if (o.contains(QStringLiteral("preset")))
        run.useAccelerator(preset(JsonFields::text(o, QStringLiteral("preset"), path), path + QStringLiteral(".preset"),
                                  [&](const std::string& id) { return catalog.accelerator(id); }));
    run.acceleratorId = textOr(o, QStringLiteral("id"), path, run.acceleratorId);
    run.acceleratorName = textOr(o, QStringLiteral("name"), path, run.acceleratorName);
    if (o.contains(QStringLiteral("peakFlops"))) {
        const QJsonObject peaks = JsonFields::object(o, QStringLiteral("peakFlops"), path);
        const QString at = path + QStringLiteral(".peakFlops");
        run.peakFlops = {};
        for (auto it = peaks.begin(); it != peaks.end(); ++it) {
            const core::Precision precision = preset(it.key(), at, [](const std::string& id) { return core::parsePrecision(id); });
            run.peakFlops[std::size_t(precision)] = JsonFields::number(peaks, it.key(), at);
        }
    }
    run.memoryBytes = numberOr(o, QStringLiteral("memoryBytes"), path, run.memoryBytes);
    run.memoryBandwidth = numberOr(o, QStringLiteral("memoryBandwidth"), path, run.memoryBandwidth);
    run.intraNode.latencySeconds = numberOr(o, QStringLiteral("intraNodeLatency"), path, run.intraNode.latencySeconds);
    run.intraNode.bandwidthBytesPerSecond =
        numberOr(o, QStringLiteral("intraNodeBandwidth"), path, run.intraNode.bandwidthBytesPerSecond);
    run.nvlinkDomain = count(o, QStringLiteral("nvlinkDomain"), path, run.nvlinkDomain);
    run.hostLink.latencySeconds = numberOr(o, QStringLiteral("hostLatency"), path, run.hostLink.latencySeconds);
    run.hostLink.bandwidthBytesPerSecond = numberOr(o, QStringLiteral("hostBandwidth"), path, run.hostLink.bandwidthBytesPerSecond);
}

void readNetwork(const QJsonValue& value, const QString& path, core::TrainingRun& run) {
    const auto& catalog = resources::trainingCatalog();
    if (value.isString()) {
        run.useNetwork(preset(value.toString(), path, [&](const std::string& id) { return catalog.network(id); }));
        return;
    }
    if (!value.isObject()) JsonFields::fail(path, QStringLiteral("expected a network id or an object"));
    const QJsonObject o = value.toObject();
    if (o.contains(QStringLiteral("preset")))
        run.useNetwork(preset(JsonFields::text(o, QStringLiteral("preset"), path), path + QStringLiteral(".preset"),
                              [&](const std::string& id) { return catalog.network(id); }));
    run.networkId = textOr(o, QStringLiteral("id"), path, run.networkId);
    run.networkName = textOr(o, QStringLiteral("name"), path, run.networkName);
    run.nicBytesPerSecond = numberOr(o, QStringLiteral("nicBytesPerSecond"), path, run.nicBytesPerSecond);
    run.nicsPerNode = count(o, QStringLiteral("nicsPerNode"), path, run.nicsPerNode);
    run.networkLatencySeconds = numberOr(o, QStringLiteral("latencySeconds"), path, run.networkLatencySeconds);
}

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
        model[QStringLiteral("ffnHidden")] = shape.ffnHidden;
        model[QStringLiteral("gatedFfn")] = shape.gatedFfn;
        model[QStringLiteral("tiedEmbeddings")] = shape.tiedEmbeddings;
        if (shape.moe.enabled())
            model[QStringLiteral("experts")] = QJsonObject{{QStringLiteral("count"), shape.moe.experts},
                                                           {QStringLiteral("perToken"), shape.moe.expertsPerToken},
                                                           {QStringLiteral("shared"), shape.moe.sharedExperts},
                                                           {QStringLiteral("ffnHidden"), shape.moe.expertFfnHidden},
                                                           {QStringLiteral("denseLayers"), shape.moe.denseLayers},
                                                           {QStringLiteral("capacityFactor"), number(shape.moe.capacityFactor, path)}};
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
                             {QStringLiteral("allReduce"), QString::fromLatin1(core::TrainingModel::algorithmId(run.allReduce).data())}};
    return QJsonObject{{QStringLiteral("model"), model},
                       {QStringLiteral("accelerator"), accelerator},
                       {QStringLiteral("gpusPerNode"), run.gpusPerNode},
                       {QStringLiteral("network"), network},
                       {QStringLiteral("layout"), layout},
                       {QStringLiteral("utilization"), number(run.utilization, path)},
                       {QStringLiteral("overlap"), number(run.overlap, path)},
                       {QStringLiteral("serialSeconds"), number(run.serialSeconds, path)},
                       {QStringLiteral("tokens"), number(run.tokens, path)}};
}

core::TrainingRun TrainingRunJson::read(const QJsonObject& o, const QString& path) {
    core::TrainingRun run;
    if (o.contains(QStringLiteral("model"))) readModel(o.value(QStringLiteral("model")), path + QStringLiteral(".model"), run);
    if (o.contains(QStringLiteral("accelerator")))
        readAccelerator(o.value(QStringLiteral("accelerator")), path + QStringLiteral(".accelerator"), run);
    run.gpusPerNode = count(o, QStringLiteral("gpusPerNode"), path, run.gpusPerNode);
    if (o.contains(QStringLiteral("network"))) readNetwork(o.value(QStringLiteral("network")), path + QStringLiteral(".network"), run);
    if (o.contains(QStringLiteral("layout"))) {
        const QJsonObject l = JsonFields::object(o, QStringLiteral("layout"), path);
        const QString at = path + QStringLiteral(".layout");
        run.tensorParallel = count(l, QStringLiteral("tensorParallel"), at, run.tensorParallel);
        run.pipelineParallel = count(l, QStringLiteral("pipelineParallel"), at, run.pipelineParallel);
        run.dataParallel = count(l, QStringLiteral("dataParallel"), at, run.dataParallel);
        run.microBatch = count(l, QStringLiteral("microBatch"), at, run.microBatch);
        run.globalBatch = count(l, QStringLiteral("globalBatch"), at, run.globalBatch);
        run.interleave = count(l, QStringLiteral("interleave"), at, run.interleave);
        run.contextParallel = count(l, QStringLiteral("contextParallel"), at, run.contextParallel);
        run.expertParallel = count(l, QStringLiteral("expertParallel"), at, run.expertParallel);
        run.offloadOptimizer = flagOr(l, QStringLiteral("offloadOptimizer"), at, run.offloadOptimizer);
        if (l.contains(QStringLiteral("fp8Recipe")))
            run.fp8Recipe = preset(JsonFields::text(l, QStringLiteral("fp8Recipe"), at), at + QStringLiteral(".fp8Recipe"),
                                   [](const std::string& id) { return core::TrainingRun::parseFp8Recipe(id); });
        if (l.contains(QStringLiteral("zeroStage"))) run.zeroStage = JsonFields::wholeNumber(l, QStringLiteral("zeroStage"), at, 0, 3);
        if (l.contains(QStringLiteral("recompute")))
            run.recompute = preset(JsonFields::text(l, QStringLiteral("recompute"), at), at + QStringLiteral(".recompute"),
                                   [](const std::string& id) { return core::TransformerModel::parseRecompute(id); });
        if (l.contains(QStringLiteral("allReduce")))
            run.allReduce = preset(JsonFields::text(l, QStringLiteral("allReduce"), at), at + QStringLiteral(".allReduce"),
                                   [](const std::string& id) { return core::TrainingModel::parseAlgorithm(id); });
        if (l.contains(QStringLiteral("sequenceParallel"))) {
            const QJsonValue value = l.value(QStringLiteral("sequenceParallel"));
            if (!value.isBool()) JsonFields::fail(at + QStringLiteral(".sequenceParallel"), QStringLiteral("expected true or false"));
            run.sequenceParallel = value.toBool();
        }
    }
    run.utilization = numberOr(o, QStringLiteral("utilization"), path, run.utilization);
    run.overlap = numberOr(o, QStringLiteral("overlap"), path, run.overlap);
    run.serialSeconds = numberOr(o, QStringLiteral("serialSeconds"), path, run.serialSeconds);
    run.tokens = numberOr(o, QStringLiteral("tokens"), path, run.tokens);
    return run;
}

}  // namespace effsurf::ui
