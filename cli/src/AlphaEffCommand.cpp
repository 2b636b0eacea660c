// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/model/Laws.h"

namespace effsurf::cli {
using core::Report;
namespace {

/// `alpha-eff`: Végh's effective serial fraction (Karp–Flatt metric) of a
/// measured or listed configuration.
class AlphaEffCommand final : public Command {
public:
    std::string name() const override { return "alpha-eff"; }
    std::string summary() const override {
        return "Effective serial fraction s_eff (Karp-Flatt e) and alpha_eff from a measurement or TOP500 entry.";
    }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("n", "N", "processor count (TOP500: Total Cores) (required)")
            .addOption("rmax", "R", "HPL Rmax (any unit; with --rpeak)")
            .addOption("rpeak", "P", "theoretical peak Rpeak (same unit as --rmax)")
            .addOption("speedup", "S", "measured speedup S (instead of --rmax/--rpeak)")
            .addOption("efficiency", "E", "measured efficiency E = S/N (instead of --rmax/--rpeak)")
            .setEpilog(
                "Give exactly one of: --rmax with --rpeak, --speedup, --efficiency.\n"
                "Example (Summit 2019-06): " +
                program + " alpha-eff --n 2414592 --rmax 148600 --rpeak 200794.88");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const double n = processorsOption(args, "n");
        const int given = int(args.has("rmax") || args.has("rpeak")) + int(args.has("speedup")) + int(args.has("efficiency"));
        if (given != 1) throw UsageError("'alpha-eff' needs exactly one of --rmax/--rpeak, --speedup, --efficiency");

        double efficiency = 0.0;
        double s = 0.0;
        if (args.has("rmax") || args.has("rpeak")) {
            const double rmax = positiveOption(args, "rmax");
            const double rpeak = positiveOption(args, "rpeak");
            s = core::serialFractionFromRmaxRpeak(n, rmax, rpeak);
            efficiency = rmax / rpeak;
        } else if (args.has("speedup")) {
            const double speedup = positiveOption(args, "speedup");
            s = core::serialFractionFromSpeedup(n, speedup);
            efficiency = speedup / n;
        } else {
            efficiency = positiveOption(args, "efficiency");
            s = core::serialFractionFromEfficiency(n, efficiency);
        }

        Report report;
        report.add("n", "N", Report::Cell(n, 10));
        report.add("efficiency", "efficiency E", Report::Cell(efficiency, 8));
        report.add("speedup", "speedup S = N E", Report::Cell(efficiency * n, 8));
        report.add("serial_fraction", "s_eff = 1 - alpha_eff", Report::Cell(s, 8));
        report.add("alpha_eff", "alpha_eff", Report::Cell(1.0 - s, 15));
        report.add("gain_ceiling", "gain ceiling 1/s_eff", Report::Cell(core::gainCeiling(s), 8));
        report.add("limit_to_peak", "R_limit / Rpeak = 1/(N s_eff)", Report::Cell(core::limitToPeakRatio(n, s), 6));
        report.addNote("s_eff absorbs every non-payload time: it belongs to this workload and this N convention.");
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeAlphaEffCommand() { return std::make_unique<AlphaEffCommand>(); }

}  // namespace effsurf::cli
