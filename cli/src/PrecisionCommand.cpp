// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/Precision.h"

namespace effsurf::cli {
using core::Report;
namespace {

/// `precision`: what a payload speed-up k (accelerator, lower precision) does
/// to s, E and realized performance (docs/models.md §3).
class PrecisionCommand final : public Command {
public:
    std::string name() const override { return "precision"; }
    std::string summary() const override { return "Effect of a payload speed-up k (GPU, FP64 -> FP16) on s, efficiency and performance."; }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("n", "N", "processor count (required)")
            .addOption("serial", "S", "serial fraction s before the speed-up (required)")
            .addOption("k", "K", "payload speed-up factor k > 0 (or give --precision)")
            .addOption("precision", "P", core::precisionNames().joined() + ": k = 8 / bytes per element")
            .addOption("rpeak", "R", "peak performance before the speed-up, for absolute R and R'")
            .setEpilog("Example (the seed paper's half precision): " + program + " precision --n 1e6 --serial 1e-7 --k 4 --rpeak 100000");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const double n = processorsOption(args, "n");
        const double s = serialFractionOption(args, "serial");
        if (args.has("k") == args.has("precision")) throw UsageError("'precision' needs exactly one of --k, --precision");
        const double k = args.has("k") ? positiveOption(args, "k")
                                       : core::precisionInfo(core::parsePrecision(*args.value("precision"))).defaultSpeedFactor;
        const double rpeak = positiveOption(args, "rpeak", 1.0);
        const double sAfter = core::acceleratedSerialFraction(s, k);
        const double before = core::amdahlEfficiency(n, s);
        const double after = core::amdahlEfficiency(n, sAfter);

        Report report;
        report.add("n", "N", Report::Cell(n, 10));
        report.add("k", "speed-up factor k", k);
        report.add("serial_fraction", "s before", Report::Cell(s, 8));
        report.add("serial_fraction_after", "s' = k s / (1 + (k-1) s)", Report::Cell(sAfter, 8));
        report.add("efficiency", "E before", Report::Cell(before, 8));
        report.add("efficiency_after", "E' = E(N, s')", Report::Cell(after, 8));
        report.add("performance", args.has("rpeak") ? "R = Rpeak E" : "R / Rpeak", Report::Cell(rpeak * before, 8));
        report.add("performance_after", args.has("rpeak") ? "R' = k Rpeak E'" : "R' / Rpeak",
                   Report::Cell(core::acceleratedPerformance(n, s, k, rpeak), 8));
        report.add("nominal_gain", "nominal gain", k);
        report.add("realized_gain", "realized gain R'/R", Report::Cell(k * after / before, 6));
        report.addNote("only the payload is sped up; communication and other non-payload time stay, so E falls.");
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makePrecisionCommand() { return std::make_unique<PrecisionCommand>(); }

}  // namespace effsurf::cli
