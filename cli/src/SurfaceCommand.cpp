// SPDX-License-Identifier: MIT
#include "effsurf/core/util/AtomicFile.h"
#include "effsurf/cli/OutputFiles.h"
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/report/Report.h"

#include "effsurf/cli/UsageError.h"
#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/scenario/ScenarioSurface.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/scenario/PresetLibrary.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/resources/BuiltinData.h"

#include <charconv>
#include <iostream>

namespace effsurf::cli {
using core::Report;
namespace {

/// Appends `value` in shortest round-trip form (locale-independent, fast).
void appendNumber(std::string& line, double value) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    line.append(buffer, result.ptr);
}

/// `surface`: the efficiency surface on a grid, as a tidy CSV (one row per point).
class SurfaceCommand final : public Command {
public:
    std::string name() const override { return "surface"; }
    std::string summary() const override { return "Write the efficiency surface E(N, s) on a log-spaced grid as CSV."; }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("n-range", "LO:HI", "processor range, e.g. 1:1e9 (default)")
            .addOption("s-range", "LO:HI", "serial-fraction range, e.g. 1e-10:0.1 (default)")
            .addOption("grid", "RxC", "rows (s steps) x columns (N steps), each 2..2048 (default 256x256)")
            .addOption("law", "LAW", "amdahl (default), gustafson or sun-ni")
            .addOption("growth-exponent", "G", "Sun-Ni workload growth exponent (default 0.5)")
            .addOption("k", "K", "payload speed-up factor applied to s (default 1)")
            .addOption("session", "FILE",
                       "the surface a session (or an exported page) is drawn on: its law and precision over the window's frame")
            .addOption("preset", "NAME", "the surface a preset is drawn on (see 'effsurf-cli presets')")
            .addOption("out", "FILE", "output CSV file, or - for standard output (required)")
            .addFlag("force", "replace FILE if it exists (without it, nothing is written over)")
            .setEpilog("Columns: log10_n, log10_s, n, s, speedup, efficiency.\nExample: " + program +
                       " surface --n-range 1:1e9 --s-range 1e-10:1e-1 --grid 256x256 --out surface.csv\n"
                       "With --session or --preset: the surface the window and the exported page draw for that scenario\n"
                       "(N 1..1e12, s 1e-12..1, the scenario's law and speed factor) on a square --grid.");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const std::string& out = args.required("out");
        const auto size = core::parseGridSize(args.value("grid").value_or("256x256"), core::SurfaceGridSpec::kMaxResolution, "--grid");
        core::EfficiencySurface surface;
        std::string lawName;
        if (args.has("session") || args.has("preset")) {
            for (const char* option : {"n-range", "s-range", "law", "growth-exponent", "k"})
                if (args.has(option))
                    throw UsageError(std::string("--") + option + " cannot be given with --session or --preset (the scenario sets it)");
            if (args.has("session") && args.has("preset")) throw UsageError("give --session or --preset, not both");
            if (size.rows != size.columns) throw UsageError("--grid: a scenario's surface is square (e.g. 121x121)");
            const core::SessionContent content =
                args.has("session")
                    ? core::SessionJson::readSessionOrPage(core::readFileBytes(*args.value("session")), resources::trainingCatalog())
                    : resources::presetLibrary().load(*args.value("preset"), resources::trainingCatalog());
            // The window's surface of this scenario (core's, as the page's).
            core::ScenarioSurface::evaluate(surface, content.scenario, size.rows);
            lawName = std::string(core::modelKindDisplayName(content.scenario.model));
        } else {
            core::SurfaceGridSpec grid;
            const auto nRange = core::parseRange(args.value("n-range").value_or("1:1e9"), "--n-range");
            const auto sRange = core::parseRange(args.value("s-range").value_or("1e-10:0.1"), "--s-range");
            grid.minProcessors = nRange.low;
            grid.maxProcessors = nRange.high;
            grid.minSerialFraction = sRange.low;
            grid.maxSerialFraction = sRange.high;
            grid.serialFractionSteps = size.rows;
            grid.processorSteps = size.columns;
            const core::ScalingLaw law(core::ScalingLaw::parseKind(args.value("law").value_or("amdahl")),
                                       numberOption(args, "growth-exponent", 0.5));
            surface.setGrid(grid);
            surface.evaluate(law, positiveOption(args, "k", 1.0));
            lawName = std::string(law.displayName());
        }
        // Every argument checked first: a bad one names itself, not the file in the way.
        if (out != "-") OutputFiles::refuseToReplace({out}, args.has("force"));
        surface.computeSpeedup();

        const auto write = [&](std::ostream& stream) {
            stream << "log10_n,log10_s,n,s,speedup,efficiency\n";
            std::string line;
            for (Eigen::Index i = 0; i < surface.efficiency().rows(); ++i) {
                for (Eigen::Index j = 0; j < surface.efficiency().cols(); ++j) {
                    line.clear();
                    appendNumber(line, surface.log10ProcessorCounts()(j));
                    line += ',';
                    appendNumber(line, surface.log10SerialFractions()(i));
                    line += ',';
                    appendNumber(line, surface.processorCounts()(j));
                    line += ',';
                    appendNumber(line, surface.serialFractions()(i));
                    line += ',';
                    appendNumber(line, surface.speedup()(i, j));
                    line += ',';
                    appendNumber(line, surface.efficiency()(i, j));
                    line += '\n';
                    stream.write(line.data(), static_cast<std::streamsize>(line.size()));
                }
            }
        };
        if (out == "-") {
            write(context.out);
            return 0;
        }
        core::AtomicFile file(out);
        write(file.stream());
        file.commit();

        Report report;
        report.add("file", "written", out);
        report.add("rows", "rows", Report::Cell(double(surface.efficiency().size()), 10));
        report.add("grid", "grid (s x N)", std::to_string(size.rows) + "x" + std::to_string(size.columns));
        report.add("law", "law", lawName);
        report.add("efficiency_min", "E min", surface.efficiency().minCoeff());
        report.add("efficiency_max", "E max", surface.efficiency().maxCoeff());
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeSurfaceCommand() { return std::make_unique<SurfaceCommand>(); }

}  // namespace effsurf::cli
