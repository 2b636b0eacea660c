// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/TrainingModel.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <cmath>

namespace effsurf::cli {
using core::Report;
namespace {

/// `train-dp`: data-parallel training in the alpha-beta model (docs/models.md
/// §4), one configuration and a sweep over the worker count. Large
/// models with tensor and pipeline parallelism are `train`.
class DataParallelTrainCommand final : public Command {
public:
    std::string name() const override { return "train-dp"; }
    std::string summary() const override {
        return "One data-parallel step (compute + all-reduce, raw P and F): step time, E and s_eff over N.";
    }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("n", "N", "workers for the single configuration (default 64)")
            .addOption("max-n", "N", "sweep N = 1, 2, 4, ... up to this, and search the best N (default 65536)")
            .addOption("params", "P", "model parameters, e.g. 1.75e11 (default 1e9)")
            .addOption("precision", "P", core::precisionNames().joined() + ": bytes per gradient element (default bf16)")
            .addOption("bytes", "B", "bytes per gradient element (overrides --precision)")
            .addOption("flops", "F", "FLOP per step: global batch (strong) or per worker (weak) (default 6e15)")
            .addOption("throughput", "X", "sustained FLOP/s per worker (default: --gpu peak x --utilization)")
            .addOption("gpu", "ID", "v100|a100|h100: datasheet peak for --precision (default a100)")
            .addOption("utilization", "U", "sustained share of the datasheet peak, 0..1 (default 0.4)")
            .addOption("latency", "SECONDS", "link latency lambda (default 5e-6)")
            .addOption("bandwidth", "BYTES/S", "link bandwidth B (default 25e9)")
            .addOption("algorithm", "A", "ring (default) or tree all-reduce")
            .addOption("scaling", "MODE", "strong (default: global batch fixed) or weak")
            .addOption("overlap", "W", "share of communication hidden behind compute, 0..1 (default 0)")
            .addOption("t-seq", "SECONDS", "per-step time no worker count divides (default 0)")
            .setEpilog("Example: " + program +
                       " train-dp --params 1.75e11 --gpu a100 --precision fp16 --n 1024\n"
                       "A transformer with tensor, pipeline and data parallelism: " +
                       program + " train --help");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const auto precision = core::parsePrecision(args.value("precision").value_or("bf16"));
        const auto& gpu = core::AcceleratorDatasheet::byId(args.value("gpu").value_or("a100"));

        core::TrainingParameters p;
        p.parameterCount = positiveOption(args, "params", 1e9);
        p.bytesPerElement = positiveOption(args, "bytes", core::precisionInfo(precision).bytesPerElement);
        p.flopsPerStep = positiveOption(args, "flops", 6e15);
        const double utilization = numberOption(args, "utilization", 0.4);
        core::requireInRange(utilization, 1e-6, 1.0, "--utilization");
        if (args.has("throughput")) {
            p.throughputFlops = positiveOption(args, "throughput");
        } else {
            const auto peak = gpu.peakTeraflops(precision);
            if (!peak)
                throw core::InvalidParameter("--precision", std::string(gpu.name) + "'s datasheet gives no " +
                                                                std::string(core::precisionInfo(precision).displayName) +
                                                                " peak; give --throughput");
            p.throughputFlops = *peak * 1e12 * utilization;
        }
        p.latencySeconds = numberOption(args, "latency", 5e-6);
        core::requireNonNegative(p.latencySeconds, "--latency");
        p.bandwidthBytesPerSecond = positiveOption(args, "bandwidth", 25e9);
        p.algorithm = core::TrainingModel::parseAlgorithm(args.value("algorithm").value_or("ring"));
        p.scaling = core::TrainingModel::parseScaling(args.value("scaling").value_or("strong"));
        p.overlap = numberOption(args, "overlap", 0.0);
        core::requireInRange(p.overlap, 0.0, 1.0, "--overlap");
        p.sequentialSeconds = numberOption(args, "t-seq", 0.0);
        core::requireNonNegative(p.sequentialSeconds, "--t-seq");
        const core::TrainingModel model(p);

        const double n = wholeOption(args, "n", 64);
        const double maxN = wholeOption(args, "max-n", 65536);
        if (n > maxN) throw core::InvalidParameter("--n", "must not exceed --max-n = " + core::formatNumber(maxN));
        const auto times = model.stepTimes(n);

        Report report;
        report.add("workers", "workers N", Report::Cell(n, 10));
        report.add("throughput_per_worker", "throughput X per worker", Report::Cell(p.throughputFlops, 4), "FLOP/s");
        report.add("bytes_per_element", "bytes per element b", p.bytesPerElement);
        report.add("algorithm", "all-reduce", std::string(core::TrainingModel::algorithmId(p.algorithm)));
        report.add("scaling", "scaling", std::string(core::TrainingModel::scalingId(p.scaling)));
        report.add("t_compute", "T_comp(N)", Report::Cell(times.compute, 4), "s");
        report.add("t_communication", "T_comm(N)", Report::Cell(times.communication, 4), "s");
        report.add("t_step", "T_step(N)", Report::Cell(times.total, 4), "s");
        report.add("speedup", "speedup S", Report::Cell(model.speedup(n), 6));
        report.add("efficiency", "efficiency E", Report::Cell(model.efficiency(n), 6));
        report.add("serial_fraction", "s_eff(N)", Report::Cell(n >= 2 ? model.effectiveSerialFraction(n) : std::nan(""), 5));
        const auto best = model.bestWorkerCount(maxN);
        report.add("best_workers", "N of maximal throughput", Report::Cell(best.workerCount, 10));
        report.add("best_speedup", "speedup there (the wall)", Report::Cell(best.speedup, 6));

        auto& sweep = report.addTable("sweep", "Sweep over N:",
                                      {{"n", "N"},
                                       {"t_compute", "T_comp s"},
                                       {"t_communication", "T_comm s"},
                                       {"t_step", "T_step s"},
                                       {"speedup", "S"},
                                       {"efficiency", "E"},
                                       {"serial_fraction", "s_eff"}});
        for (double w = 1.0; w <= maxN; w *= 2.0) {
            const auto t = model.stepTimes(w);
            sweep.rows.push_back({Report::Cell(w, 10), Report::Cell(t.compute, 4), Report::Cell(t.communication, 4),
                                  Report::Cell(t.total, 4), model.speedup(w), model.efficiency(w),
                                  w >= 2 ? Report::Cell(model.effectiveSerialFraction(w), 4) : Report::Cell::empty()});
        }
        if (!args.has("throughput"))
            report.addNote("throughput from the " + std::string(gpu.name) + " datasheet peak (not a measurement) x utilization.");
        report.render(context.out, args.has("json"));
        return 0;
    }

private:
    static double wholeOption(const ParsedArguments& args, const std::string& name, double fallback) {
        const double value = numberOption(args, name, fallback);
        if (value < 1.0 || std::floor(value) != value)
            throw core::InvalidParameter("--" + name, "must be a whole number >= 1, got " + core::formatNumber(value));
        return value;
    }
};

}  // namespace

std::unique_ptr<Command> makeDataParallelTrainCommand() { return std::make_unique<DataParallelTrainCommand>(); }

}  // namespace effsurf::cli
