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
#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/scenario/TrainingRun.h"

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
    bool modelFlops = false;  ///< the source counts model FLOP (MFU's), not hardware FLOP (with recomputation)
};

/// The shipped presets (resources/data/training): the hardware of every run
/// comes from the same tables the app and the CLI read.
const TrainingCatalog& catalog() {
    static const TrainingCatalog shipped = TrainingCatalog::load(EFFSURF_TRAINING_DIR);
    return shipped;
}

/// Selene as the catalog describes it: DGX A100 80 GB nodes, 8 HDR NICs, full recomputation, 2021's Megatron.
ParallelTrainingParameters selene() {
    TrainingRun run;
    run.useAccelerator(catalog().accelerator("a100-80gb"));
    run.useNetwork(catalog().network("hdr-ib"));
    run.recompute = ActivationRecompute::Full;
    run.sequenceParallel = false;
    run.tensorParallel = run.pipelineParallel = run.dataParallel = 1;
    run.globalBatch = 8;
    return run.parameters(Precision::BF16);
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
    const auto countOr = [&](const CsvRecord& record, const char* name, int fallback) {
        const std::string value = field(record, name);
        return value.empty() ? fallback : std::stoi(value);
    };
    const auto textOr = [&](const CsvRecord& record, const char* name, const std::string& fallback) {
        const std::string value = field(record, name);
        return value.empty() ? fallback : value;
    };
    std::vector<PublishedRun> runs;
    for (const auto& record : doc.records) {
        PublishedRun published;
        published.experiment = field(record, "experiment");
        published.series = field(record, "series");
        TrainingRun run;
        run.useAccelerator(catalog().accelerator(textOr(record, "gpu", "a100-80gb")));
        run.useNetwork(catalog().network(textOr(record, "network", "hdr-ib")));
        run.gpusPerNode = run.nvlinkDomain = 8;
        run.shape = TransformerShape{count(record, "layers"), count(record, "hidden"), count(record, "heads"),
                                     count(record, "sequence"), count(record, "vocabulary")};
        run.shape.kvHeads = countOr(record, "kv_heads", 0);
        run.shape.ffnHidden = countOr(record, "ffn_hidden", 0);
        run.shape.gatedFfn = textOr(record, "gated", "no") == "yes";
        run.shape.tiedEmbeddings = textOr(record, "tied", "yes") == "yes";
        run.tensorParallel = count(record, "tp");
        run.contextParallel = countOr(record, "cp", 1);
        run.pipelineParallel = count(record, "pp");
        run.dataParallel = count(record, "dp");
        run.microBatch = count(record, "micro_batch");
        run.zeroStage = count(record, "zero");
        run.globalBatch = count(record, "global_batch");
        run.interleave = count(record, "interleave");
        run.recompute = TransformerModel::parseRecompute(textOr(record, "recompute", "full"));
        // 2021: sequence parallelism came with Korthikanti et al. 2022.
        run.sequenceParallel = textOr(record, "sequence_parallel", "no") == "yes";
        EXPECT_EQ(run.gpus(), count(record, "gpus")) << "line " << record.line << ": t cp p d is not the GPU count";
        published.parameters = run.parameters(Precision::BF16);
        published.publishedTflops = std::stod(field(record, "published_tflops_per_gpu"));
        published.modelFlops = textOr(record, "flops", "hardware") == "model";
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
    ASSERT_EQ(runs.size(), 30u);
    const auto experiments = byExperiment(runs);
    ASSERT_EQ(experiments.size(), 10u);
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
    ASSERT_EQ(weak.size(), 10u);
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

TEST(PublishedRuns, EveryRunWithinTenPercentAtTheDefaultUtilization) {
    // One utilization for every framework and GPU: the app's default. Each
    // run's throughput per GPU as its source counts it (hardware FLOP with
    // recomputation, or model FLOP for Llama 3's MFU) within 10 %. DeepSpeed's
    // ZeRO-3 of 2021 is the exception the next test explains.
    const double u = TrainingRun{}.utilization;
    std::printf("at the default utilization %.2f:\n", u);
    int checked = 0;
    for (const PublishedRun& run : publishedRuns()) {
        const ParallelTrainingParameters& q = run.parameters;
        const double model = predictedTflops(q, u, run.modelFlops);
        const double miss = model / run.publishedTflops - 1.0;
        std::printf("  %-18s n %5d t %d cp %2d p %2d d %4d: published %5.1f, model %5.1f TFLOP/s (%+5.1f %%)\n",
                    run.series.c_str(), ParallelTrainingModel(q).gpus(), q.layout.tensorParallel, q.layout.contextParallel,
                    q.layout.pipelineParallel, q.layout.dataParallel, run.publishedTflops, model, 100.0 * miss);
        if (run.series.rfind("ZeRO-3", 0) == 0) {
            // Too fast, as the table in docs/training.md says (up to +55 %): bound by an effective
            // bandwidth below the line rate (next test), never slower than published.
            EXPECT_GT(miss, -0.10) << run.series;
            EXPECT_LT(miss, 0.60) << run.series;
            continue;
        }
        if (run.experiment == "mt-nlg") {
            // Not matched, and why (README): the same model on the same Selene nodes as Megatron-LM's
            // 530B run of Table 2, which the model matches, ran about 20 % slower in DeepSpeed's
            // pipeline engine; effsurf does not model that framework's overheads.
            EXPECT_GT(miss, 0.10) << "if MT-NLG is matched now, the table in docs/training.md must say so";
            EXPECT_LT(miss, 0.30);
            continue;
        }
        EXPECT_LT(std::abs(miss), 0.10) << run.series << " on " << ParallelTrainingModel(q).gpus() << " GPUs";
        ++checked;
    }
    EXPECT_EQ(checked, 21);
}

TEST(PublishedRuns, BloomTakesAboutThreeAndAHalfMonths) {
    // BigScience: 366e9 tokens in about 3.5 months (105 days) on 384 A100s.
    TrainingRun run;
    run.useModel(catalog().model("bloom-176b"));
    run.useAccelerator(catalog().accelerator("a100-80gb"));
    run.useNetwork(catalog().network("opa-100"));
    run.tensorParallel = 4, run.pipelineParallel = 12, run.dataParallel = 8;
    run.globalBatch = 2048, run.microBatch = 2, run.zeroStage = 1;
    run.sequenceParallel = false;
    const ParallelTrainingModel model = run.model(Precision::BF16);
    const double days = 366e9 / model.tokensPerSecond() / 86400.0;
    EXPECT_NEAR(days, 105.0, 10.5);
    // 70 layers on 12 stages: uneven, and it fits the 80 GiB.
    EXPECT_LE(model.memoryPerGpu().total(), run.memoryBytes);
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
