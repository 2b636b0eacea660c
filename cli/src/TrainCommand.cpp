// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/core/report/TrainingReport.h"
#include "effsurf/cli/TrainingRunOptions.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/data/TrainingStepReader.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingStepFit.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/resources/BuiltinData.h"

#include <cmath>

namespace effsurf::cli {
using core::Report;
using core::TrainingReport;
namespace {

/// `train`: a transformer (or a raw model) trained with tensor, pipeline and
/// data parallelism: what the Training workspace shows, as text or JSON.
class TrainCommand final : public Command {
public:
    std::string name() const override { return "train"; }
    std::string summary() const override {
        return "Large-model training (t x cp x p x d x ep): step terms, tokens/s, MFU, memory, E, s_eff; --search, --fit, --band.";
    }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        TrainingRunOptions::addTo(p);
        p.addFlag("search", "rank every valid (t, cp, p, d, ep, b, v) on these GPUs (with --gpus N alone: on N GPUs)")
            .addOption("top", "K", "rows of the --search ranking to print (default 10; with --search)")
            .addOption("max-cp", "C",
                       "the largest context parallelism --search tries, a power of 2 (default: 16 from 32K tokens, else --cp)")
            .addFlag("tp-across-domains", "let --search split t over NVLink domains too (by default t divides the domain)")
            .addOption("fit", "FILE",
                       "fit the run's utilization and network bandwidth to measured steps (CSV: gpus, step_seconds or tokens_per_second[, "
                       "tp, cp, pp, dp, ...])")
            .addFlag("depth", "add the depth sweep: layers 12 to 200 at this width")
            .addFlag("precisions", "add the FP32 / BF16 / FP8 comparison")
            .setEpilog("Examples:\n  " + program + " train --published llama3-405b-8k-16384\n  " + program +
                       " train --model llama3-405b --gpu h100-sxm --network eth-400g --search --gpus 16384\n  " + program +
                       " train --model gpt3-175b --gpu a100-80gb --tp 8 --pp 12 --dp 16 --global-batch 1536 --tokens 300e9 --band\n  " +
                       program +
                       " train --model gpt3-175b --tp 8 --pp 12 --fit steps.csv\n"
                       "The one-step data-parallel model with raw P and F: " +
                       program + " train-dp");
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
    static core::Precision readPrecision(const ParsedArguments& args) {
        core::Precision precision = core::Precision::BF16;
        if (args.has("precision")) {
            try {
                precision = core::parsePrecision(*args.value("precision"));
            } catch (const core::InvalidParameter& e) {
                throw e.renamed("--precision");
            }
            if (precision == core::Precision::FP64)
                throw core::InvalidParameter("--precision", "fp64 is not a training datatype here: fp32, tf32, bf16, fp16 or fp8");
        } else if (args.has("published")) {
            precision = resources::trainingCatalog().publishedRun(*args.value("published"), "--published").precision;
        }
        return precision;
    }

    /// The run the options describe. With --search and --gpus N and no layout typed, a GPU count the
    /// default layout does not divide is no error: the run takes the search's best layout on N GPUs.
    static core::TrainingRun readRun(const ParsedArguments& args, core::Precision precision, Report& report) {
        try {
            return TrainingRunOptions::read(args);
        } catch (const core::InvalidParameter& e) {
            const bool layoutTyped = args.has("tp") || args.has("cp") || args.has("pp") || args.has("dp");
            if (!args.has("search") || !args.has("gpus") || layoutTyped || e.field() != "--gpus") throw;
            const core::TrainingRun run = TrainingRunOptions::read(args, /*withoutGpuCount=*/true);
            const int gpus = TrainingRunOptions::count(args, "gpus", 1);
            core::TrainingRun laid = core::TrainingAnalysis::withBestLayout(run, precision, gpus, !args.has("tp-across-domains"));
            report.addNote("The layout t " + std::to_string(run.tensorParallel) + " x cp " + std::to_string(run.contextParallel) + " x p " +
                           std::to_string(run.pipelineParallel) + " does not divide " + std::to_string(gpus) +
                           " GPUs: the run shown is the search's best there.");
            return laid;
        }
    }

    static int evaluate(const ParsedArguments& args, CommandContext& context) {
        if (args.has("top") && !args.has("search")) throw core::InvalidParameter("--top", "ranks --search's layouts: add --search");
        if (args.has("max-cp") && !args.has("search")) throw core::InvalidParameter("--max-cp", "bounds --search: add --search");
        if (args.has("tp-across-domains") && !args.has("search"))
            throw core::InvalidParameter("--tp-across-domains", "widens --search: add --search");
        const core::Precision precision = readPrecision(args);
        Report report;
        const core::TrainingRun run = readRun(args, precision, report);
        const core::TrainingSummary summary = core::TrainingAnalysis::summarize(run, precision);
        TrainingReport sections(report, run, precision);
        const bool showDays = args.has("tokens") || args.has("samples") || args.has("published");
        sections.addSummary(summary, showDays);
        if (args.has("published"))
            sections.addPublished(resources::trainingCatalog().publishedRun(*args.value("published"), "--published"), summary);
        if (args.has("band")) sections.addBand(core::TrainingAnalysis::band(run, precision), showDays);
        sections.addScaling(core::TrainingAnalysis::scaling(run, precision), args.has("band"));

        if (args.has("depth")) sections.addDepth(core::TrainingAnalysis::depth(run, precision, core::DepthSweepMode::FixedWidth));
        if (args.has("precisions")) sections.addPrecisions(core::TrainingAnalysis::precisions(run));
        if (args.has("search")) {
            const int top = TrainingRunOptions::count(args, "top", 10);
            core::LayoutSearchRequest request = core::TrainingAnalysis::searchRequest(run, precision);
            if (args.has("max-cp")) {
                const int most = TrainingRunOptions::count(args, "max-cp", 1);
                if ((most & (most - 1)) != 0) throw core::InvalidParameter("--max-cp", "must be a power of 2, got " + std::to_string(most));
                request.maxContextParallel = most;
            }
            request.tensorWithinDomain = !args.has("tp-across-domains");
            sections.addSearch(core::LayoutSearch::rank(request), top);
        }
        if (args.has("fit")) {
            const core::TrainingStepFitResult fit =
                core::TrainingStepFit::fit(run, precision, core::TrainingStepReader::read(*args.value("fit")));
            sections.addFit(fit, core::TrainingStepFit::predict(fit, precision));
        }
        sections.addAssumptions(summary);
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeTrainCommand() { return std::make_unique<TrainCommand>(); }

}  // namespace effsurf::cli
