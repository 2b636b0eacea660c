// The training model against published large-model runs
// (tests/data/published-training-runs.csv: Narayanan et al., SC21, Tables 1
// and 2, on Selene). One utilization is calibrated per experiment (a series
// of one framework and model: Megatron's kernels and DeepSpeed's are not the
// same software); the model must then reproduce each run's per-GPU
// throughput relative to the experiment's (geometric) mean within 10 %.
//
// What it does not reproduce, and why (README, "Validated against published
// runs"): DeepSpeed ZeRO-3 at the network's line rate. Its published
// throughput halves from 768 to 1536 GPUs, so its step did not get shorter:
// it is bound by the weight gathers and gradient reduce-scatters, which
// reach about 64 % of the 25 GB/s per GPU that 8 HDR NICs give 8 GPUs.

#include "effsurf/core/data/CsvReader.h"
#include "effsurf/core/model/ParallelTrainingModel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <vector>

using namespace effsurf::core;

namespace {

struct PublishedRun {
    std::string experiment;
    std::string series;
    ParallelTrainingParameters parameters;
    double publishedTflops = 0.0;
};

/// Selene: A100 SXM 80 GB at 312 TFLOP/s BF16, NVLink 300 GB/s per direction,
/// 8 HDR NICs for 8 GPUs (the values of resources/data/training).
ParallelTrainingParameters selene() {
    ParallelTrainingParameters q;
    q.peakFlops = 312e12;
    q.gpusPerNode = 8;
    q.intraNode = Link{2e-6, 300e9};
    q.interNode = Link{5e-6, 25e9};
    q.bytesPerElement = 2.0;
    q.memoryBandwidth = 2.039e12;
    q.layout.recompute = ActivationRecompute::Full;
    q.layout.sequenceParallel = false;  // 2021: sequence parallelism came with Korthikanti et al. 2022
    return q;
}

std::vector<PublishedRun> publishedRuns() {
    const std::string path = std::string(EFFSURF_TEST_DATA_DIR) + "/published-training-runs.csv";
    const CsvDocument doc = CsvReader::parse(readFileBytes(path), path);
    EXPECT_TRUE(doc.issues.empty());
    const auto field = [&](const CsvRecord& record, const char* name) {
        const int c = doc.columnIndex(name);
        EXPECT_GE(c, 0) << name;
        return record.fields.at(std::size_t(c));
    };
    const auto count = [&](const CsvRecord& record, const char* name) { return std::stoi(field(record, name)); };
    std::vector<PublishedRun> runs;
    for (const auto& record : doc.records) {
        PublishedRun run;
        run.experiment = field(record, "experiment");
        run.series = field(record, "series");
        ParallelTrainingParameters& q = run.parameters = selene();
        q.shape = TransformerShape{count(record, "layers"), count(record, "hidden"), count(record, "heads"),
                                   count(record, "sequence"), count(record, "vocabulary")};
        q.layout.tensorParallel = count(record, "tp");
        q.layout.pipelineParallel = count(record, "pp");
        q.layout.dataParallel = count(record, "dp");
        q.layout.microBatch = count(record, "micro_batch");
        q.layout.zeroStage = count(record, "zero");
        q.globalBatch = count(record, "global_batch");
        q.interleave = count(record, "interleave");
        EXPECT_EQ(q.layout.tensorParallel * q.layout.pipelineParallel * q.layout.dataParallel, count(record, "gpus"))
            << "line " << record.line << ": t p d is not the GPU count";
        run.publishedTflops = std::stod(field(record, "published_tflops_per_gpu"));
        runs.push_back(run);
    }
    return runs;
}

double predictedTflops(ParallelTrainingParameters q, double utilization) {
    q.utilization = utilization;
    return ParallelTrainingModel(q).achievedFlopsPerGpu() / 1e12;
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
    for (const auto& run : runs) experiments[run.experiment + " " + run.series].push_back(&run);
    return experiments;
}

/// The geometric mean of the model's throughputs at utilization `u`, or of the published ones for u = 0.
double geometricMean(const std::vector<const PublishedRun*>& members, double u) {
    double sum = 0.0;
    for (const PublishedRun* run : members)
        sum += std::log(u > 0.0 ? predictedTflops(run->parameters, u) : run->publishedTflops);
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
            std::printf("  %-12s n %5d t %d p %2d d %4d B %4d: published %5.1f, model %5.1f TFLOP/s (%+5.1f %%)\n",
                        run->series.c_str(), q.layout.tensorParallel * q.layout.pipelineParallel * q.layout.dataParallel,
                        q.layout.tensorParallel, q.layout.pipelineParallel, q.layout.dataParallel, q.globalBatch,
                        run->publishedTflops, model, 100.0 * (model / run->publishedTflops - 1.0));
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

TEST(PublishedRuns, MegatronRunsWithinTenPercentAfterOneCalibrationPerExperiment) {
    const std::vector<PublishedRun> runs = publishedRuns();
    ASSERT_EQ(runs.size(), 22u);
    const auto experiments = byExperiment(runs);
    ASSERT_EQ(experiments.size(), 5u);
    for (const char* name : {"weak-scaling PTD-P", "strong-scaling PTD-P 175B", "strong-scaling PTD-P 530B"}) {
        ASSERT_TRUE(experiments.count(name)) << name;
        expectReproduced(name, experiments.at(name), 0.10);
    }
    // Without the memory-bound kernels the model's weak-scaling trend goes the
    // wrong way (small models fastest) and misses the ends by more than 10 %.
    std::vector<PublishedRun> withoutKernels = runs;
    std::vector<const PublishedRun*> weak;
    for (auto& run : withoutKernels) {
        run.parameters.memoryBandwidth = 1e30;
        if (run.experiment == "weak-scaling") weak.push_back(&run);
    }
    EXPECT_GT(worstRelativeError(weak), 0.10);
}

TEST(PublishedRuns, ZeroThreeIsBoundByAnEffectiveBandwidthBelowTheLineRate) {
    std::vector<PublishedRun> runs = publishedRuns();
    auto experiments = byExperiment(runs);
    const char* names[] = {"strong-scaling ZeRO-3 175B", "strong-scaling ZeRO-3 530B"};
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
        if (zero.parameters.layout.zeroStage != 3) continue;
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
