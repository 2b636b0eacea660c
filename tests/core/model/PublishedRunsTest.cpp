// SPDX-License-Identifier: MIT
// The training model against the published large-model runs effsurf ships
// (resources/data/training/published-runs.csv, the manual's validation
// table): each run built as `effsurf-cli train --published ID` builds it, from
// today's defaults and the settings its paper states (and the few the table
// assumes, marked there), at the default utilization, must miss its published
// number by no more than the table allows: +-10 % for a reproduced run; the
// band of a documented miss (MT-NLG's DeepSpeed engine, DeepSpeed's ZeRO-3 of
// 2021, DeepSeek-V3's GPU-hours), so that a change to it is seen.
//
// The Megatron-LM series are also checked the older way: one utilization
// calibrated per experiment, each run within 10 % of its experiment's mean.

#include "effsurf/core/data/CsvReader.h"
#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRun.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "ShippedTrainingCatalog.h"

using effsurf::test::shippedTrainingCatalog;

using namespace effsurf::core;

namespace {

struct PublishedRun {
    const PublishedTrainingRun* row = nullptr;
    std::string experiment;
    std::string series;
    ParallelTrainingParameters parameters;
    double publishedTflops = 0.0;
    bool modelFlops = false;  ///< the source counts model FLOP (MFU's), not hardware FLOP (with recomputation)
};

/// The shipped presets (resources/data/training): the runs and their hardware
/// come from the same tables the app and the CLI read.
/// A published run as `effsurf-cli train --published ID` makes it.
TrainingRun asPublished(const PublishedTrainingRun& row) {
    TrainingRunEdits edits;
    edits.published = row.id;
    return edits.apply(shippedTrainingCatalog());
}

/// Selene as the catalog describes it: DGX A100 80 GB nodes, 8 HDR NICs, 2021's Megatron.
ParallelTrainingParameters selene() {
    TrainingRunEdits edits;
    edits.published = "gpt3-175b-1536";
    TrainingRun run = edits.apply(shippedTrainingCatalog());
    run.tensorParallel = run.pipelineParallel = run.dataParallel = 1;
    run.globalBatch = 8;
    return run.parameters(Precision::BF16);
}

/// The runs whose number is a throughput per GPU (every one but a GPU-hours row).
std::vector<PublishedRun> publishedRuns() {
    std::vector<PublishedRun> runs;
    for (const PublishedTrainingRun& row : shippedTrainingCatalog().publishedRuns()) {
        if (row.measure == PublishedMeasure::GpuHours) continue;
        PublishedRun published;
        published.row = &row;
        published.experiment = row.experiment;
        published.series = row.name;
        published.parameters = asPublished(row).parameters(row.precision);
        published.publishedTflops = row.published;
        published.modelFlops = row.measure == PublishedMeasure::ModelTflopsPerGpu;
        runs.push_back(published);
    }
    return runs;
}

double predictedTflops(ParallelTrainingParameters q, double utilization, bool modelFlops = false) {
    q.utilization = utilization;
    const ParallelTrainingModel run(q);
    return (modelFlops ? run.achievedModelFlopsPerGpu() : run.achievedFlopsPerGpu()) / 1e12;
}

/// The one utilization that fits an experiment best: least squares of the
/// log ratio predicted / published, by a scan of (0, 1].
double calibratedUtilization(const std::vector<const PublishedRun*>& runs) {
    double best = 0.0, bestError = std::numeric_limits<double>::infinity();
    for (int i = 1; i <= 1000; ++i) {
        const double u = i / 1000.0;
        double error = 0.0;
        for (const PublishedRun* run : runs) {
            const double r = std::log(predictedTflops(run->parameters, u) / run->publishedTflops);
            error += r * r;
        }
        if (error < bestError) bestError = error, best = u;
    }
    return best;
}

std::map<std::string, std::vector<const PublishedRun*>> byExperiment(const std::vector<PublishedRun>& runs) {
    std::map<std::string, std::vector<const PublishedRun*>> experiments;
    for (const auto& run : runs) experiments[run.experiment].push_back(&run);
    return experiments;
}

/// The geometric mean of the model's throughputs at utilization `u`, or of the published ones for u = 0.
double geometricMean(const std::vector<const PublishedRun*>& members, double u) {
    double sum = 0.0;
    for (const PublishedRun* run : members) sum += std::log(u > 0.0 ? predictedTflops(run->parameters, u) : run->publishedTflops);
    return std::exp(sum / double(members.size()));
}

/// Calibrates `members` and checks each run relative to the experiment's mean, and absolutely, within `tolerance`.
void expectReproduced(const std::string& experiment, const std::vector<const PublishedRun*>& members, double tolerance) {
    {
        const double u = calibratedUtilization(members);
        std::printf("%s: utilization %.3f\n", experiment.c_str(), u);
        const double meanModel = geometricMean(members, u), meanPublished = geometricMean(members, 0.0);
        for (const PublishedRun* run : members) {
            const double model = predictedTflops(run->parameters, u);
            const double relativeModel = model / meanModel, relativePublished = run->publishedTflops / meanPublished;
            const ParallelTrainingParameters& q = run->parameters;
            std::printf("  %-12s n %5d t %d p %2d d %4d B %4d: published %5.1f, model %5.1f TFLOP/s (%+5.1f %%)\n", run->series.c_str(),
                        q.layout.tensorParallel * q.layout.pipelineParallel * q.layout.dataParallel, q.layout.tensorParallel,
                        q.layout.pipelineParallel, q.layout.dataParallel, q.globalBatch, run->publishedTflops, model,
                        100.0 * (model / run->publishedTflops - 1.0));
            EXPECT_NEAR(relativeModel / relativePublished, 1.0, tolerance)
                << experiment << " on " << ParallelTrainingModel(q).gpus() << " GPUs";
            EXPECT_NEAR(model / run->publishedTflops, 1.0, tolerance) << experiment << " on " << ParallelTrainingModel(q).gpus();
        }
    }
}

/// How far the calibrated model is off at worst, relative to the experiment's mean.
double worstRelativeError(const std::vector<const PublishedRun*>& members) {
    const double u = calibratedUtilization(members);
    const double meanModel = geometricMean(members, u), meanPublished = geometricMean(members, 0.0);
    double worst = 0.0;
    for (const PublishedRun* run : members) {
        const double relativeModel = predictedTflops(run->parameters, u) / meanModel;
        const double relativePublished = run->publishedTflops / meanPublished;
        worst = std::max(worst, std::abs(relativeModel / relativePublished - 1.0));
    }
    return worst;
}

/// The run's number as its paper counts it: TFLOP/s per GPU (hardware or model FLOP) or GPU-hours.
double modelled(const PublishedTrainingRun& row) {
    const TrainingSummary summary = TrainingAnalysis::summarize(asPublished(row), row.precision);
    switch (row.measure) {
        case PublishedMeasure::ModelTflopsPerGpu: return summary.achievedModelFlopsPerGpu / 1e12;
        case PublishedMeasure::GpuHours: return summary.gpuHoursForTokens;
        case PublishedMeasure::HardwareTflopsPerGpu: break;
    }
    return summary.achievedFlopsPerGpu / 1e12;
}

TEST(PublishedRuns, EveryRunAtTheDefaultsAndItsPapersSettingsWithinItsBand) {
    // One utilization for every framework and GPU, the app's default (0.65),
    // and nothing but the table's settings over today's defaults.
    ASSERT_EQ(shippedTrainingCatalog().publishedRuns().size(), 31u);
    ASSERT_EQ(TrainingRun{}.utilization, 0.65);
    int reproduced = 0;
    for (const PublishedTrainingRun& row : shippedTrainingCatalog().publishedRuns()) {
        const double model = modelled(row), miss = model / row.published - 1.0;
        std::printf("  %-26s %-16s published %10.4g, model %10.4g (%+6.1f %%)%s\n", row.id.c_str(),
                    std::string(PublishedTrainingRun::measureId(row.measure)).c_str(), row.published, model, 100.0 * miss,
                    row.documented ? "  documented" : "");
        EXPECT_GE(miss, row.missLow) << row.id << (row.documented ? ": the documented miss changed; docs/training.md must say so" : "");
        EXPECT_LE(miss, row.missHigh) << row.id << (row.documented ? ": the documented miss changed; docs/training.md must say so" : "");
        if (!row.documented) {
            EXPECT_LE(std::max(-row.missLow, row.missHigh), 0.10 + 1e-12) << row.id << ": a reproduced run is within 10 %";
            ++reproduced;
        }
    }
    EXPECT_EQ(reproduced, 21);
}

TEST(PublishedRuns, TheLargestPublishedLayoutsFitInTheirGpus) {
    // Llama 3 405B at 8K and 128K trained on 80 GB H100s with gradients and optimizer states sharded
    // over d (FSDP with pipeline parallelism); DeepSeek-V3 on 80 GB H800s with DualPipe.
    for (const char* id : {"llama3-405b-8k-8192", "llama3-405b-8k-16384", "llama3-405b-128k", "deepseek-v3"}) {
        const PublishedTrainingRun& row = shippedTrainingCatalog().publishedRun(id);
        const TrainingSummary summary = TrainingAnalysis::summarize(asPublished(row), row.precision);
        EXPECT_TRUE(summary.fits) << id << ": " << summary.memory.total() / kGibibyte << " GiB";
        std::printf("  %-22s %.1f GiB of %.0f\n", id, summary.memory.total() / kGibibyte, summary.memoryLimit / kGibibyte);
    }
    // Without the gradients sharded (ZeRO-1) the 8K layout does not: about 90 GiB.
    TrainingRun zeroOne = asPublished(shippedTrainingCatalog().publishedRun("llama3-405b-8k-16384"));
    zeroOne.zeroStage = 1;
    const double gib = TrainingAnalysis::summarize(zeroOne, Precision::BF16).memory.total() / kGibibyte;
    EXPECT_GT(gib, 85.0);
    EXPECT_LT(gib, 95.0);
}

TEST(PublishedRuns, TodaysDefaultsMatterForLlama3) {
    // The 2021 stack (no fused attention, full recomputation) on Llama 3's published layout
    // misses its 400 TFLOP/s by far; today's defaults do not.
    TrainingRun run = asPublished(shippedTrainingCatalog().publishedRun("llama3-405b-8k-16384"));
    const double today = TrainingAnalysis::summarize(run, Precision::BF16).achievedModelFlopsPerGpu / 1e12;
    run.fusedAttention = false;
    run.recompute = ActivationRecompute::Full;
    run.dropout = true;
    const double stack2021 = TrainingAnalysis::summarize(run, Precision::BF16).achievedModelFlopsPerGpu / 1e12;
    EXPECT_NEAR(today / 400.0, 1.0, 0.10);
    EXPECT_LT(stack2021 / 400.0, 0.80);
}

TEST(PublishedRuns, MegatronRunsWithinTenPercentAfterOneCalibrationPerExperiment) {
    const std::vector<PublishedRun> runs = publishedRuns();
    ASSERT_EQ(runs.size(), 30u);
    const auto experiments = byExperiment(runs);
    for (const char* name : {"Megatron-LM weak scaling", "Megatron-LM 175B strong scaling", "Megatron-LM 530B strong scaling"}) {
        ASSERT_TRUE(experiments.count(name)) << name;
        expectReproduced(name, experiments.at(name), 0.10);
    }
    // Without the memory-bound kernels the model's weak-scaling trend goes the
    // wrong way (small models fastest) and misses the ends by more than 10 %.
    std::vector<PublishedRun> withoutKernels = runs;
    std::vector<const PublishedRun*> weak;
    for (auto& run : withoutKernels) {
        run.parameters.memoryBandwidth = 1e30;
        if (run.experiment == "Megatron-LM weak scaling") weak.push_back(&run);
    }
    ASSERT_EQ(weak.size(), 10u);
    EXPECT_GT(worstRelativeError(weak), 0.10);
}

TEST(PublishedRuns, ZeroThreeIsBoundByAnEffectiveBandwidthBelowTheLineRate) {
    std::vector<PublishedRun> runs = publishedRuns();
    auto experiments = byExperiment(runs);
    const char* names[] = {"DeepSpeed ZeRO-3 175B", "DeepSpeed ZeRO-3 530B"};
    // At the line rate, 25 GB/s per GPU, the model keeps ZeRO-3 fast for too long.
    for (const char* name : names) EXPECT_GT(worstRelativeError(experiments.at(name)), 0.2) << name;
    // At 16 GB/s (64 % of it, a second calibration the validation does not
    // allow itself: shown to explain the miss) both series fall as published.
    for (auto& run : runs)
        if (run.parameters.layout.zeroStage == 3) run.parameters.interNode.bandwidthBytesPerSecond = 16e9;
    experiments = byExperiment(runs);
    EXPECT_LT(worstRelativeError(experiments.at(names[0])), 0.03);
    EXPECT_LT(worstRelativeError(experiments.at(names[1])), 0.10);
    // And in every case PTD-P beats ZeRO-3 on as many GPUs, as in the paper.
    for (const auto& zero : runs) {
        if (zero.parameters.layout.zeroStage != 3 || zero.experiment.rfind("DeepSpeed", 0) != 0) continue;
        ParallelTrainingParameters ptdp = zero.parameters;
        ptdp.layout.zeroStage = 0;
        ptdp.layout.microBatch = 1;
        ptdp.layout.tensorParallel = 8;
        ptdp.layout.pipelineParallel = zero.parameters.shape.layers == 96 ? 12 : 35;
        ptdp.layout.dataParallel = zero.parameters.layout.dataParallel / (8 * ptdp.layout.pipelineParallel);
        if (ptdp.layout.dataParallel < 1 || ptdp.globalBatch % ptdp.layout.dataParallel != 0) continue;
        EXPECT_GT(predictedTflops(ptdp, 0.6), predictedTflops(zero.parameters, 0.6)) << zero.series;
    }
}

TEST(PublishedRuns, BloomTakesAboutThreeAndAHalfMonths) {
    // BigScience: 366e9 tokens in about 3.5 months (105 days) on 384 A100s.
    const TrainingRun run = asPublished(shippedTrainingCatalog().publishedRun("bloom-176b"));
    ASSERT_EQ(run.tokens, 366e9);
    const TrainingSummary summary = TrainingAnalysis::summarize(run, Precision::BF16);
    EXPECT_NEAR(summary.daysForTokens, 105.0, 10.5);
    // 70 layers on 12 stages: uneven, and it fits the 80 GiB.
    EXPECT_TRUE(summary.fits);
}

TEST(PublishedRuns, PipelineDepthTheLargerBatchScalesBetter) {
    // Narayanan et al., section 5.3.1, Figure 11: "the higher batch size
    // scales better since the pipeline bubble is amortized over more
    // micro-batches". Their setup: hidden 20480, 128 heads, micro-batch 1,
    // t 8, 3 layers a stage (p 1: 15B parameters, p 8: 121B), 8 to 64 GPUs.
    const auto throughput = [](int stages, int batch) {
        ParallelTrainingParameters q = selene();
        q.shape = TransformerShape{3 * stages, 20480, 128, 2048, 51200};
        q.layout.tensorParallel = 8;
        q.layout.pipelineParallel = stages;
        q.globalBatch = batch;
        q.utilization = 0.6;
        return ParallelTrainingModel(q).achievedFlopsPerGpu();
    };
    double previousSmall = std::numeric_limits<double>::infinity(), previousLarge = previousSmall;
    for (int stages : {1, 2, 4, 8}) {
        const double small = throughput(stages, 8), large = throughput(stages, 128);
        EXPECT_LT(small, previousSmall) << stages;
        EXPECT_LT(large, previousLarge) << stages;
        if (stages > 1) {  // one stage: no bubble at either batch
            EXPECT_GT(large, small) << stages;
        }
        previousSmall = small, previousLarge = large;
    }
    // From 1 to 8 stages: batch 8 loses about half (bubble 7/8), batch 128 a few per cent (7/128).
    EXPECT_LT(throughput(8, 8) / throughput(1, 8), 0.6);
    EXPECT_GT(throughput(8, 128) / throughput(1, 128), 0.9);
}

}  // namespace
