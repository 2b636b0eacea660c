#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/cli/Report.h"
#include "effsurf/cli/TrainingRunOptions.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/resources/BuiltinData.h"

#include <cmath>

namespace effsurf::cli {
namespace {

/// `train`: a transformer (or a raw model) trained with tensor, pipeline and
/// data parallelism: what the Training workspace shows, as text or JSON.
class TrainCommand final : public Command {
public:
    std::string name() const override { return "train"; }
    std::string summary() const override {
        return "Large-model training (t x p x d): step terms, tokens/s, TFLOP/s, MFU, memory, E, s_eff; --search.";
    }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        TrainingRunOptions::addTo(p);
        p.addFlag("search", "rank every valid (t, cp, p, d, ep, b, v) on these GPUs")
            .addOption("top", "K", "rows of the --search ranking to print (default 10; with --search)")
            .addOption("max-cp", "C", "the largest context parallelism --search tries, a power of 2 (default: 16 from 32K tokens, else --cp)")
            .addFlag("tp-across-domains", "let --search split t over NVLink domains too (by default t divides the domain)")
            .addFlag("depth", "add the depth sweep: layers 12 to 200 at this width")
            .addFlag("precisions", "add the FP32 / BF16 / FP8 comparison")
            .setEpilog("Example: " + program +
                       " train --layers 96 --hidden 12288 --heads 96 --seq 2048 --vocab 51200 --gpu a100-80gb"
                       " --precision bf16 --gpus-per-node 8 --tp 8 --pp 12 --dp 16 --global-batch 1536 --micro-batch 1"
                       " --tokens 300e9\nThe one-step data-parallel model with raw P and F: " + program + " train-dp");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        try {
            return evaluate(args, context);
        } catch (const core::InvalidParameter& e) {
            const std::string option = TrainingRunOptions::optionOf(e.field());
            if (option == e.field()) throw;
            throw e.renamed(option);
        }
    }

private:
    static int evaluate(const ParsedArguments& args, CommandContext& context) {
        if (args.has("top") && !args.has("search")) throw core::InvalidParameter("--top", "ranks --search's layouts: add --search");
        if (args.has("max-cp") && !args.has("search")) throw core::InvalidParameter("--max-cp", "bounds --search: add --search");
        if (args.has("tp-across-domains") && !args.has("search"))
            throw core::InvalidParameter("--tp-across-domains", "widens --search: add --search");
        const core::TrainingRun run = TrainingRunOptions::read(args);
        core::Precision precision = core::Precision::BF16;
        if (args.has("precision")) {
            try {
                precision = core::parsePrecision(*args.value("precision"));
            } catch (const core::InvalidParameter& e) {
                throw e.renamed("--precision");
            }
            if (precision == core::Precision::FP64)
                throw core::InvalidParameter("--precision", "fp64 is not a training datatype here: fp32, tf32, bf16, fp16 or fp8");
        }
        const core::TrainingSummary summary = core::TrainingAnalysis::summarize(run, precision);

        Report report;
        report.add("model", "model", run.modelName);
        report.add("parameters", "parameters P (eq. 2)", Report::Cell(summary.parameterCount, 4));
        report.add("gpu", "GPU", run.acceleratorName + ", " +
                                     std::string(core::precisionInfo(precision).displayName) + " (datasheet peak)");
        report.add("network", "network", std::to_string(run.nicsPerNode) + " x " + run.networkName + " per node of " +
                                             std::to_string(run.gpusPerNode) + " GPUs, NVLink domains of " +
                                             std::to_string(run.nvlinkDomain));
        report.add("layout", "layout t x cp x p x d", std::to_string(run.tensorParallel) + " x " +
                                                          std::to_string(run.contextParallel) + " x " +
                                                          std::to_string(run.pipelineParallel) + " x " +
                                                          std::to_string(run.dataParallel) +
                                                          (run.expertParallel > 1 ? ", experts over ep = " +
                                                                                        std::to_string(run.expertParallel)
                                                                                  : std::string()));
        if (!run.raw && run.shape.moe.enabled())
            report.add("active_parameters", "active parameters per token",
                       Report::Cell(core::TransformerModel(run.shape).activeParameterCount(), 4));
        report.add("gpus", "GPUs N", Report::Cell(summary.gpus, 10));
        report.add("micro_batches", "micro-batches m = B / (d b)", Report::Cell(double(run.globalBatch) / (run.dataParallel * run.microBatch), 6));
        report.add("step_seconds", "step time", Report::Cell(summary.step.total, 4), "s");
        report.add(run.raw ? "samples_per_second" : "tokens_per_second", run.raw ? "samples per second" : "tokens per second",
                   Report::Cell(summary.tokensPerSecond, 4));
        if (!run.raw) report.add("tokens_per_second_per_gpu", "tokens per second per GPU", Report::Cell(summary.tokensPerSecond / summary.gpus, 4));
        report.add("achieved_tflops_per_gpu", "hardware TFLOP/s per GPU (recomputation counted)",
                   Report::Cell(summary.achievedFlopsPerGpu / 1e12, 4));
        report.add("hfu", "HFU (hardware FLOP over the datasheet peak)", Report::Cell(summary.hardwareFlopsUtilization, 4));
        report.add("model_tflops_per_gpu", "model TFLOP/s per GPU (no recomputation)",
                   Report::Cell(summary.achievedModelFlopsPerGpu / 1e12, 4));
        report.add("mfu", "MFU (model FLOP over the datasheet peak)", Report::Cell(summary.modelFlopsUtilization, 4));
        if (args.has("tokens"))
            report.add("days_for_tokens", "days for " + Report::formatNumber(run.tokens, 4) + " tokens",
                       Report::Cell(summary.daysForTokens, 4), "days");
        report.add("memory_per_gpu_bytes", "memory per GPU (stage " + std::to_string(summary.memory.stage + 1) + ", the fullest)",
                   Report::Cell(summary.memory.total(), 4), "B");
        report.add("memory_per_gpu_gib", "memory per GPU", Report::Cell(summary.memory.total() / core::kGibibyte, 4), "GiB");
        report.add("memory_limit_gib", "GPU memory", Report::Cell(summary.memoryLimit / core::kGibibyte, 4), "GiB");
        report.add("fits", "fits in memory", Report::Cell::flag(summary.fits));
        report.add("efficiency", "efficiency E (compute share)", Report::Cell(summary.efficiency, 6));
        report.add("s_eff", "s_eff(N)", Report::Cell(summary.serialFraction, 5));

        std::vector<std::pair<std::string, Report::Cell>> terms;
        for (const auto& [term, seconds] : summary.step.terms) terms.emplace_back(std::string(term), Report::Cell(seconds, 4));
        report.addGroup("terms", "Step time by term (s):", terms);
        report.addGroup("memory", "Memory per GPU (bytes):",
                        {{"weights", Report::Cell(summary.memory.weights, 4)},
                         {"gradients", Report::Cell(summary.memory.gradients, 4)},
                         {"optimizer", Report::Cell(summary.memory.optimizer, 4)},
                         {"activations", Report::Cell(summary.memory.activations, 4)},
                         {"buffers", Report::Cell(summary.memory.buffers, 4)}});

        const auto points = core::TrainingAnalysis::scaling(run, precision);
        const std::size_t best = core::TrainingAnalysis::bestIndex(points);
        auto& sweep = report.addTable("scaling", "Over N (d varied, t cp p b v kept; best: the fastest at no less than half the top tokens/s per GPU):",
                                      {{"gpus", "N"}, {"dp", "d"}, {"step_seconds", "step s"},
                                       {"achieved_tflops_per_gpu", "TFLOP/s/GPU"}, {"mfu", "MFU"},
                                       {"tokens_per_second", "tokens/s"}, {"efficiency", "E"}, {"s_eff", "s_eff"},
                                       {"fits", "fits"}, {"best", "best"}});
        for (std::size_t i = 0; i < points.size(); ++i) {
            const auto& point = points[i];
            sweep.rows.push_back({Report::Cell(point.gpus, 10), Report::Cell(point.dataParallel, 10),
                                  Report::Cell(point.step.total, 4), Report::Cell(point.achievedFlopsPerGpu / 1e12, 4),
                                  Report::Cell(point.modelFlopsUtilization, 3), Report::Cell(point.tokensPerSecond, 4),
                                  Report::Cell(point.efficiency, 4), Report::Cell(point.serialFraction, 3),
                                  Report::Cell::flag(point.fits), Report::Cell::flag(i == best)});
        }

        if (args.has("depth")) {
            auto& table = report.addTable("depth", "Depth sweep (fixed width; a stage keeps its layers, so deeper means more stages):",
                                          {{"layers", "layers"}, {"pp", "p"}, {"gpus", "N"}, {"efficiency", "E"},
                                           {"s_eff", "s_eff"}, {"bubble_share", "bubble"}, {"tensor_share", "t-p sync"},
                                           {"activation_bytes", "activations B"}});
            for (const auto& point : core::TrainingAnalysis::depth(run, precision, core::DepthSweepMode::FixedWidth))
                table.rows.push_back({Report::Cell(point.layers, 10), Report::Cell(point.pipelineParallel, 10),
                                      Report::Cell(point.gpus, 10), Report::Cell(point.efficiency, 4),
                                      Report::Cell(point.serialFraction, 3), Report::Cell(point.bubbleShare, 3),
                                      Report::Cell(point.tensorShare, 3), Report::Cell(point.activationBytes, 3)});
        }
        if (args.has("precisions")) {
            auto& table = report.addTable("precisions", "Precision comparison (compute shrinks, communication much less):",
                                          {{"precision", "precision"}, {"compute_seconds", "compute s"},
                                           {"communication_seconds", "communication s"}, {"other_seconds", "bubble+serial s"},
                                           {"step_seconds", "step s"}, {"efficiency", "E"}, {"s_eff", "s_eff"}});
            for (const auto& point : core::TrainingAnalysis::precisions(run)) {
                const std::string id(core::precisionInfo(point.precision).displayName);
                if (!point.available) {
                    table.rows.push_back({id + " (not on the datasheet)", Report::Cell::empty(), Report::Cell::empty(),
                                          Report::Cell::empty(), Report::Cell::empty(), Report::Cell::empty(),
                                          Report::Cell::empty()});
                    continue;
                }
                table.rows.push_back({id, Report::Cell(point.computeSeconds, 4), Report::Cell(point.communicationSeconds, 4),
                                      Report::Cell(point.otherSeconds, 4), Report::Cell(point.stepSeconds, 4),
                                      Report::Cell(point.efficiency, 4), Report::Cell(point.serialFraction, 3)});
            }
        }
        if (args.has("search")) {
            const int top = TrainingRunOptions::count(args, "top", 10);
            core::LayoutSearchRequest request = core::TrainingAnalysis::searchRequest(run, precision);
            if (args.has("max-cp")) {
                const int most = TrainingRunOptions::count(args, "max-cp", 1);
                if ((most & (most - 1)) != 0)
                    throw core::InvalidParameter("--max-cp", "must be a power of 2, got " + std::to_string(most));
                request.maxContextParallel = most;
            }
            request.tensorWithinDomain = !args.has("tp-across-domains");
            const auto ranked = core::LayoutSearch::rank(request);
            auto& table = report.addTable("search", "Layout search on " + std::to_string(run.gpus()) + " GPUs (" +
                                                        std::to_string(ranked.size()) + " valid layouts; fits first, fastest first):",
                                          {{"rank", "#"}, {"tp", "t"}, {"cp", "cp"}, {"pp", "p"}, {"dp", "d"}, {"ep", "ep"},
                                           {"micro_batch", "b"},
                                           {"interleave", "v"}, {"step_seconds", "step s"},
                                           {"tokens_per_second", "tokens/s"}, {"mfu", "MFU"},
                                           {"memory_per_gpu_bytes", "memory B"}, {"fits", "fits"}});
            for (std::size_t i = 0; i < ranked.size() && int(i) < top; ++i) {
                const auto& c = ranked[i];
                table.rows.push_back({Report::Cell(double(i + 1), 10), Report::Cell(c.tensorParallel, 10),
                                      Report::Cell(c.contextParallel, 10), Report::Cell(c.pipelineParallel, 10),
                                      Report::Cell(c.dataParallel, 10), Report::Cell(c.expertParallel, 10),
                                      Report::Cell(c.microBatch, 10), Report::Cell(c.interleave, 10),
                                      Report::Cell(c.stepSeconds, 4), Report::Cell(c.tokensPerSecond, 4),
                                      Report::Cell(c.modelFlopsUtilization, 3), Report::Cell(c.memoryBytes, 3),
                                      Report::Cell::flag(c.fits)});
            }
        }
        report.addNote("throughput from the " + run.acceleratorName +
                       " datasheet peak (not a measurement) x utilization " + Report::formatNumber(run.utilization, 3) +
                       "; E is the compute's share of the step, s_eff(N) its Amdahl reading (L4); MFU counts the model's FLOP, "
                       "HFU also the recomputed ones.");
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeTrainCommand() { return std::make_unique<TrainCommand>(); }

}  // namespace effsurf::cli
