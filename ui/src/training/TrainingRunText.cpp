// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingRunText.h"

#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/model/PipelineStages.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QStringList>

namespace effsurf::ui {
namespace {

QString gigabytesPerSecond(double bytes) {
    const double gb = bytes / 1e9;
    return QStringLiteral("%1 GB/s").arg(gb, 0, 'f', gb >= 100.0 ? 0 : gb >= 10.0 ? 1 : 2);
}

}  // namespace

QString TrainingRunText::model(const core::ParallelTrainingModel& model) {
    const double total = model.parameterCount();
    const bool raw = model.parameters().raw.has_value();
    const double active = raw ? total : model.transformer().activeParameterCount();
    // A mixture of experts keeps every expert in memory but computes k of them a token.
    const QString parameters =
        active < total * (1.0 - 1e-9)
            ? tr("P = %1 parameters, %2 active a token").arg(NumberFormat::scientific(total, 4), NumberFormat::scientific(active, 3))
            : tr("P = %1 parameters").arg(NumberFormat::scientific(total, 4));
    const double modelFlops = model.modelFlopsPerStep(), hardwareFlops = model.flopsPerStep();
    if (hardwareFlops > modelFlops * (1.0 + 1e-9))
        return tr("%1; %2 model FLOP a step, %3 with recomputation")
            .arg(parameters, NumberFormat::scientific(modelFlops, 3), NumberFormat::scientific(hardwareFlops, 3));
    return tr("%1; %2 FLOP a step").arg(parameters, NumberFormat::scientific(modelFlops, 3));
}

QString TrainingRunText::hardware(const core::TrainingRun& run, const core::ParallelTrainingModel& model, core::Precision precision) {
    const auto& peak = run.peakFlops[std::size_t(precision)];
    const int domain = model.parameters().domainSize();
    return tr("%1 at %2: %3 TFLOP/s peak, %4 at %5; %6 to the %7 GPUs of an NVLink domain, %8 per GPU over the network")
        .arg(QString::fromStdString(run.acceleratorName), QString::fromUtf8(core::precisionInfo(precision).displayName.data()),
             NumberFormat::scientific(peak.value_or(0.0) / 1e12, 4), NumberFormat::gibibytes(run.memoryBytes),
             gigabytesPerSecond(run.memoryBandwidth), gigabytesPerSecond(run.intraNode.bandwidthBytesPerSecond))
        .arg(domain)
        .arg(gigabytesPerSecond(model.parameters().interNode.bandwidthBytesPerSecond));
}

QString TrainingRunText::layout(const core::TrainingRun& run, const core::ParallelTrainingModel& model) {
    const int nodes = (run.gpus() + run.gpusPerNode - 1) / run.gpusPerNode;
    // Uneven stages: the first and last stage may hold fewer layers (the
    // last also computes the logits), the middle ones differ by one at most.
    QString stages = tr("every layer on one stage");
    if (run.raw) {
        stages = tr("no layers (a model given by its size)");
    } else if (run.pipelineParallel > 1) {
        const core::PipelineStages split(run.shape.layers, run.pipelineParallel, 0.0, model.transformer().outputLayerWork());
        stages = split.firstLayers() == split.mostLayers() && split.lastLayers() == split.mostLayers()
                     ? tr("%1 layers a stage").arg(split.mostLayers())
                     : tr("layers a stage: first %1, middle up to %2, last %3 (it also computes the logits)")
                           .arg(split.firstLayers())
                           .arg(split.middleLayersMost())
                           .arg(split.lastLayers());
    }
    return tr("N = t cp p d = %1 GPUs on %2 nodes; m = B/(d b) = %3 micro-batches; %4; %5")
        .arg(NumberFormat::count(run.gpus()))
        .arg(NumberFormat::count(nodes))
        .arg(model.microBatchesPerStep())
        .arg(stages, run.raw ? tr("data parallel")
                             : QString::fromStdString(core::ParallelTrainingModel::scheduleName(run.schedule, run.interleave)));
}

QString TrainingRunText::doesNotFit(const core::TrainingRun& run, const core::ParallelTrainingModel& model, core::Precision precision) {
    const core::MemoryPerGpu memory = model.memoryPerGpu();
    if (memory.total() <= run.usableMemoryBytes()) return {};
    // The remedies this run has not taken yet, the one that frees most first (core's list, as the CLI's).
    QStringList remedies;
    std::vector<core::MemoryRemedy> found;
    try {
        found = core::TrainingAnalysis::memoryRemedies(run, precision);
    } catch (const std::exception&) {
        // Nothing to offer beyond the message itself.
    }
    for (std::size_t i = 0; i < found.size() && i < 4; ++i)
        remedies << tr("%1 (%2%3)")
                        .arg(QString::fromStdString(found[i].setting), NumberFormat::gibibytes(found[i].memoryBytes),
                             found[i].fits ? tr(", fits") : QString());
    const QString limit =
        run.memoryMarginBytes > 0.0
            ? tr("%1 less %2 kept free").arg(NumberFormat::gibibytes(run.memoryBytes), NumberFormat::gibibytes(run.memoryMarginBytes))
            : NumberFormat::gibibytes(run.memoryBytes);
    QString text = tr("Does not fit: %1 per GPU on stage %2, the %3 has %4.")
                       .arg(NumberFormat::gibibytes(memory.total()))
                       .arg(memory.stage + 1)
                       .arg(QString::fromStdString(run.acceleratorName), limit);
    if (!remedies.isEmpty()) text += tr(" What frees most: %1.").arg(remedies.join(QStringLiteral("; ")));
    return text;
}

}  // namespace effsurf::ui
