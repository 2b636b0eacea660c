#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/cli/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/resources/BuiltinData.h"

#include <cmath>
#include <map>

namespace effsurf::cli {
namespace {

/// The option that sets each of the model's fields, for messages: a bad
/// combination exits 2 naming what the user typed.
const std::map<std::string, std::string>& optionOfField() {
    static const std::map<std::string, std::string> options{
        {"layers", "--layers/--pp/--interleave"},
        {"hidden", "--hidden/--tp"},
        {"heads", "--heads/--tp"},
        {"sequence length", "--seq"},
        {"vocabulary", "--vocab"},
        {"tensor parallel", "--tp"},
        {"pipeline parallel", "--pp"},
        {"data parallel", "--dp"},
        {"micro-batch", "--micro-batch"},
        {"micro-batches per step", "--global-batch"},
        {"global batch", "--global-batch/--dp/--micro-batch"},
        {"interleave", "--interleave"},
        {"ZeRO stage", "--zero"},
        {"utilization", "--utilization"},
        {"overlap", "--overlap"},
        {"serial seconds", "--serial-seconds"},
        {"precision", "--precision/--gpu"},
        {"GPUs per node", "--gpus-per-node"},
        {"parameters", "--params"},
        {"FLOP per sample", "--flops-per-sample"},
        {"tokens", "--tokens"},
    };
    return options;
}

int countOption(const ParsedArguments& args, const std::string& name, int fallback) {
    const double value = numberOption(args, name, double(fallback));
    if (value < 1.0 || value > 1e9 || std::floor(value) != value)
        throw core::InvalidParameter("--" + name, "must be a whole number >= 1, got " + core::formatNumber(value));
    return int(value);
}

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
        p.addOption("model", "ID", "model preset (default gpt3-175b); see 'presets --training'")
            .addOption("layers", "L", "transformer layers l (the model's depth)")
            .addOption("hidden", "H", "hidden size h")
            .addOption("heads", "A", "attention heads a")
            .addOption("seq", "S", "sequence length in tokens")
            .addOption("vocab", "V", "vocabulary size")
            .addOption("params", "P", "a model given by totals: parameters (with --flops-per-sample)")
            .addOption("flops-per-sample", "F", "training FLOP per sample of a --params model")
            .addOption("gpu", "ID", "accelerator preset (default a100-80gb)")
            .addOption("precision", "P", "fp32|tf32|bf16|fp16|fp8 (default bf16)")
            .addOption("gpus-per-node", "G", "GPUs in a node, on one NVLink/NVSwitch domain (default 8)")
            .addOption("network", "ID", "network preset between nodes (default hdr-ib)")
            .addOption("nics-per-node", "K", "network adapters per node (default: the network preset's)")
            .addOption("tp", "T", "tensor-parallel size t (default 8)")
            .addOption("pp", "P", "pipeline-parallel size p (default 12)")
            .addOption("dp", "D", "data-parallel size d (default 16; or from --gpus)")
            .addOption("gpus", "N", "GPU count N = t p d, to set d from t and p")
            .addOption("global-batch", "B", "sequences per step (default 1536)")
            .addOption("micro-batch", "b", "sequences per micro-batch (default 1)")
            .addOption("interleave", "V", "model chunks per GPU, interleaved 1F1B (default 1)")
            .addOption("zero", "Z", "ZeRO stage 0|1|2|3 (default 1)")
            .addOption("recompute", "R", "activation recomputation none|selective|full (default full)")
            .addOption("all-reduce", "A", "the gradients' all-reduce among the d replicas: ring (default) or tree")
            .addOption("utilization", "U", "sustained share of the peak in the matrix products, 0..1 (default 0.6)")
            .addOption("overlap", "W", "share of the data-parallel all-reduce hidden behind the backward pass (default 0)")
            .addOption("serial-seconds", "S", "optimizer step and other time per step no GPU count divides (default 0)")
            .addOption("tokens", "T", "tokens to train on, for the days (e.g. 300e9)")
            .addFlag("search", "rank every valid (t, p, d, b, v) on these GPUs")
            .addOption("top", "K", "rows of the --search ranking to print (default 10)")
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
            const auto it = optionOfField().find(e.field());
            if (it == optionOfField().end()) throw;
            throw e.renamed(it->second);
        }
    }

private:
    static core::TrainingRun runFrom(const ParsedArguments& args) {
        const core::TrainingCatalog& catalog = resources::trainingCatalog();
        core::TrainingRun run;
        if (args.has("model")) run.useModel(catalog.model(*args.value("model"), "--model"));
        if (args.has("params") || args.has("flops-per-sample")) {
            run.raw = core::RawModel{positiveOption(args, "params"), positiveOption(args, "flops-per-sample")};
            run.modelId = "custom";
            run.modelName = "custom model";
            run.tensorParallel = run.pipelineParallel = 1;
        }
        const std::pair<const char*, int core::TransformerShape::*> shapeOptions[] = {
            {"layers", &core::TransformerShape::layers}, {"hidden", &core::TransformerShape::hidden},
            {"heads", &core::TransformerShape::heads}, {"seq", &core::TransformerShape::sequenceLength},
            {"vocab", &core::TransformerShape::vocabulary}};
        for (const auto& [option, field] : shapeOptions) {
            if (!args.has(option)) continue;
            if (run.raw) throw core::InvalidParameter(std::string("--") + option, "a --params model has no transformer shape");
            run.shape.*field = countOption(args, option, 1);
            run.modelId = "custom";
            run.modelName = "custom transformer";
        }
        if (run.modelId == "custom" && !run.raw) {
            // A shape typed out that is a preset's is that preset (the issue's GPT-3 example).
            for (const auto& preset : catalog.models())
                if (preset.shape && preset.shape->layers == run.shape.layers && preset.shape->hidden == run.shape.hidden &&
                    preset.shape->heads == run.shape.heads && preset.shape->sequenceLength == run.shape.sequenceLength &&
                    preset.shape->vocabulary == run.shape.vocabulary) {
                    run.modelId = preset.id;
                    run.modelName = preset.name;
                    break;
                }
        }
        if (args.has("gpu")) run.useAccelerator(catalog.accelerator(*args.value("gpu"), "--gpu"));
        if (args.has("network")) run.useNetwork(catalog.network(*args.value("network"), "--network"));
        run.gpusPerNode = countOption(args, "gpus-per-node", run.gpusPerNode);
        run.nicsPerNode = countOption(args, "nics-per-node", run.nicsPerNode);
        run.tensorParallel = countOption(args, "tp", run.tensorParallel);
        run.pipelineParallel = countOption(args, "pp", run.pipelineParallel);
        run.dataParallel = countOption(args, "dp", run.dataParallel);
        if (args.has("gpus")) {
            const int gpus = countOption(args, "gpus", 1);
            const long long replica = 1LL * run.tensorParallel * run.pipelineParallel;
            if (gpus % replica != 0)
                throw core::InvalidParameter("--gpus", std::to_string(gpus) + " is not a multiple of t p = " +
                                                           std::to_string(replica));
            if (args.has("dp") && run.dataParallel * replica != gpus)
                throw core::InvalidParameter("--gpus", "is not --tp x --pp x --dp = " + std::to_string(run.dataParallel * replica));
            run.dataParallel = int(gpus / replica);
        }
        run.globalBatch = countOption(args, "global-batch", run.globalBatch);
        run.microBatch = countOption(args, "micro-batch", run.microBatch);
        run.interleave = countOption(args, "interleave", run.interleave);
        if (args.has("zero")) {
            const double zero = numberOption(args, "zero");
            if (zero != 0 && zero != 1 && zero != 2 && zero != 3)
                throw core::InvalidParameter("--zero", "must be 0, 1, 2 or 3, not " + core::formatNumber(zero));
            run.zeroStage = int(zero);
        }
        if (args.has("recompute")) {
            try {
                run.recompute = core::TransformerModel::parseRecompute(*args.value("recompute"));
            } catch (const core::InvalidParameter& e) {
                throw e.renamed("--recompute");
            }
        }
        if (args.has("all-reduce")) {
            try {
                run.allReduce = core::TrainingModel::parseAlgorithm(*args.value("all-reduce"));
            } catch (const core::InvalidParameter& e) {
                throw e.renamed("--all-reduce");
            }
        }
        run.utilization = numberOption(args, "utilization", run.utilization);
        run.overlap = numberOption(args, "overlap", run.overlap);
        run.serialSeconds = numberOption(args, "serial-seconds", run.serialSeconds);
        if (args.has("tokens")) run.tokens = positiveOption(args, "tokens");
        return run;
    }

    static int evaluate(const ParsedArguments& args, CommandContext& context) {
        const core::TrainingRun run = runFrom(args);
        core::Precision precision = core::Precision::BF16;
        if (args.has("precision")) {
            try {
                precision = core::parsePrecision(*args.value("precision"));
            } catch (const core::InvalidParameter& e) {
                throw e.renamed("--precision");
            }
        }
        const core::TrainingSummary summary = core::TrainingAnalysis::summarize(run, precision);

        Report report;
        report.add("model", "model", run.modelName);
        report.add("parameters", "parameters P (eq. 2)", Report::Cell(summary.parameterCount, 4));
        report.add("gpu", "GPU", run.acceleratorName + ", " +
                                     std::string(core::precisionInfo(precision).displayName) + " (datasheet peak)");
        report.add("network", "network", std::to_string(run.nicsPerNode) + " x " + run.networkName + " per node of " +
                                             std::to_string(run.gpusPerNode) + " GPUs");
        report.add("layout", "layout t x p x d", std::to_string(run.tensorParallel) + " x " +
                                                     std::to_string(run.pipelineParallel) + " x " +
                                                     std::to_string(run.dataParallel));
        report.add("gpus", "GPUs N", Report::Cell(summary.gpus, 10));
        report.add("micro_batches", "micro-batches m = B / (d b)", Report::Cell(double(run.globalBatch) / (run.dataParallel * run.microBatch), 6));
        report.add("step_seconds", "step time", Report::Cell(summary.step.total, 4), "s");
        report.add(run.raw ? "samples_per_second" : "tokens_per_second", run.raw ? "samples per second" : "tokens per second",
                   Report::Cell(summary.tokensPerSecond, 4));
        if (!run.raw) report.add("tokens_per_second_per_gpu", "tokens per second per GPU", Report::Cell(summary.tokensPerSecond / summary.gpus, 4));
        report.add("achieved_tflops_per_gpu", "achieved TFLOP/s per GPU", Report::Cell(summary.achievedFlopsPerGpu / 1e12, 4));
        report.add("mfu", "MFU (of the datasheet peak)", Report::Cell(summary.modelFlopsUtilization, 4));
        if (args.has("tokens"))
            report.add("days_for_tokens", "days for " + Report::formatNumber(run.tokens, 4) + " tokens",
                       Report::Cell(summary.daysForTokens, 4), "days");
        report.add("memory_per_gpu_bytes", "memory per GPU", Report::Cell(summary.memory.total(), 4), "B");
        report.add("memory_limit_bytes", "GPU memory", Report::Cell(summary.memoryLimit, 4), "B");
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
                         {"activations", Report::Cell(summary.memory.activations, 4)}});

        const auto points = core::TrainingAnalysis::scaling(run, precision);
        const std::size_t best = core::TrainingAnalysis::bestIndex(points);
        auto& sweep = report.addTable("scaling", "Over N (d varied, t p b v kept):",
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
            const int top = countOption(args, "top", 10);
            const auto ranked = core::LayoutSearch::rank(core::TrainingAnalysis::searchRequest(run, precision));
            auto& table = report.addTable("search", "Layout search on " + std::to_string(run.gpus()) + " GPUs (" +
                                                        std::to_string(ranked.size()) + " valid layouts; fits first, fastest first):",
                                          {{"rank", "#"}, {"tp", "t"}, {"pp", "p"}, {"dp", "d"}, {"micro_batch", "b"},
                                           {"interleave", "v"}, {"step_seconds", "step s"},
                                           {"tokens_per_second", "tokens/s"}, {"mfu", "MFU"},
                                           {"memory_per_gpu_bytes", "memory B"}, {"fits", "fits"}});
            for (std::size_t i = 0; i < ranked.size() && int(i) < top; ++i) {
                const auto& c = ranked[i];
                table.rows.push_back({Report::Cell(double(i + 1), 10), Report::Cell(c.tensorParallel, 10),
                                      Report::Cell(c.pipelineParallel, 10), Report::Cell(c.dataParallel, 10),
                                      Report::Cell(c.microBatch, 10), Report::Cell(c.interleave, 10),
                                      Report::Cell(c.stepSeconds, 4), Report::Cell(c.tokensPerSecond, 4),
                                      Report::Cell(c.modelFlopsUtilization, 3), Report::Cell(c.memoryBytes, 3),
                                      Report::Cell::flag(c.fits)});
            }
        }
        report.addNote("throughput from the " + run.acceleratorName +
                       " datasheet peak (not a measurement) x utilization " + Report::formatNumber(run.utilization, 3) +
                       "; E is the model FLOP's share of the step, s_eff(N) its Amdahl reading (L4).");
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeTrainCommand() { return std::make_unique<TrainCommand>(); }

}  // namespace effsurf::cli
