// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/report/Report.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/Validation.h"

namespace effsurf::cli {
using core::Report;
namespace {

/// `eval`: speedup, efficiency and gain ceiling at one (N, s) under a law.
class EvalCommand final : public Command {
public:
    std::string name() const override { return "eval"; }
    std::string summary() const override { return "Speedup, efficiency and gain ceiling at one (N, s)."; }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("n", "N", "processor count from 1 to 1e12, e.g. 2414592 or 2.4e6 (required)")
            .addOption("serial", "S", "serial fraction s = 1 - alpha: 1e-7, 5%, alpha=0.9999999 (required)")
            .addOption("law", "LAW", core::ScalingLaw::names().joined() + " (default amdahl)")
            .addOption("growth-exponent", "G", "Sun-Ni workload growth G(N) = N^G, 0..2 (default 0.5)")
            .setEpilog("Example: " + program + " eval --n 2414592 --serial 1.4547e-7");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const double n = processorsOption(args, "n");
        // The app's range of N (and the page's): every face refuses the same counts with the same words.
        core::requireInRange(n, core::Scenario::kMinProcessors, core::Scenario::kMaxProcessors, "--n");
        const double s = serialFractionOption(args, "serial");
        const auto kind = core::ScalingLaw::parseKind(args.value("law").value_or("amdahl"));
        const core::ScalingLaw law(kind, numberOption(args, "growth-exponent", 0.5));

        Report report;
        report.add("law", "law", std::string(law.displayName()));
        if (kind == core::LawKind::SunNi) report.add("growth_exponent", "growth exponent", law.growthExponent());
        report.add("n", "N", Report::Cell(n, 10));
        report.add("serial_fraction", "serial fraction s", Report::Cell(s, 10));
        report.add("alpha", "alpha = 1 - s", Report::Cell(1.0 - s, 15));
        report.add("speedup", "speedup S", Report::Cell(law.speedup(n, s), 8));
        report.add("efficiency", "efficiency E", Report::Cell(law.efficiency(n, s), 8));
        report.add("gain_ceiling", "gain ceiling 1/s (Amdahl)", Report::Cell(core::gainCeiling(s), 8));
        report.add("limit_to_peak", "R_limit / Rpeak = 1/(N s)", Report::Cell(core::limitToPeakRatio(n, s), 6));
        if (kind != core::LawKind::Amdahl)
            report.addNote(std::string(law.displayName()) +
                           " grows the workload with N, so its speedup has no ceiling; 1/s is Amdahl's for reference.");
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeEvalCommand() { return std::make_unique<EvalCommand>(); }

}  // namespace effsurf::cli
