// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/data/ExtraPImporter.h"
#include "effsurf/core/data/MeasurementColumns.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ProbePrediction.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"

#include <sstream>

namespace effsurf::cli {
using core::Report;
namespace {

core::MeasuredQuantity parseQuantity(const std::string& text) {
    try {
        return core::parseMeasuredQuantity(text, "--quantity");
    } catch (const core::InvalidParameter& e) {
        throw UsageError(e.what());
    }
}

/// `fit`: import a strong-scaling series and fit Amdahl's s to it.
class FitCommand final : public Command {
public:
    std::string name() const override { return "fit"; }
    std::string summary() const override { return "Fit the serial fraction s to measurements (CSV or Extra-P text) with a 95% interval."; }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addPositional("FILE", "CSV with a column N and one of time, speedup, efficiency or rmax+rpeak; or Extra-P text")
            .addOption("format", "FMT", "csv or extrap (default: by content)")
            .addOption("n-column", "NAME", "CSV: the column holding N (default: n, np, cores, ranks, threads, nodes, gpus, ...)")
            .addOption("quantity", "Q", "CSV: " + core::measuredQuantityNames().joined() + " (default: by the column's name)")
            .addOption("value-column", "NAME", "CSV: the column holding that quantity (its name's unit applies: time_ms)")
            .addOption("peak-column", "NAME", "CSV: the Rpeak column (with --quantity rmax+rpeak)")
            .addOption("parameter", "NAME", "Extra-P: the parameter that is the process count")
            .addOption("region", "NAME", "Extra-P: the region to read (default: the first)")
            .addOption("metric", "NAME", "Extra-P: the metric to read (default: time, else the first)")
            .addOption("series", "NAME", "CSV with a series column (effsurf-probe's): fit only this series (default: each)")
            .addFlag("skip-bad-rows", "fit the valid rows and list the bad ones, instead of refusing the file")
            .setEpilog(
                "Repetitions (rows with the same N) are averaged and fitted as every row; speedups above N\n"
                "are kept and flagged. A file with any row that cannot be a measurement is refused (exit 2)\n"
                "unless --skip-bad-rows is given; the first 50 problems are listed, the rest counted by kind.\n"
                "A file with a 'series' column (effsurf-probe's CSV) is one series per value, each fitted;\n"
                "for the probe's training steps the training model's prediction is listed beside them.\n"
                "Example: " +
                program + " fit runs.csv");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const std::string& path = args.positionals().front();
        const bool extraP = core::ExtraPImporter::recognizes(core::readFileHead(path, 4096));
        const std::string format = core::toLower(args.value("format").value_or(extraP ? "extrap" : "csv"));
        // Only the per-N points are needed here: the rows are not kept, so a
        // million-row file is read in constant memory.
        core::ImportOptions options;
        options.keepRows = false;

        core::MeasurementImport imported;
        if (format == "csv") {
            core::MeasurementColumnMapping mapping;
            mapping.processors = args.value("n-column");
            mapping.value = args.value("value-column");
            mapping.peak = args.value("peak-column");
            if (const auto q = args.value("quantity")) mapping.quantity = parseQuantity(*q);
            try {
                imported = core::MeasurementCsvImporter::importFile(path, mapping, options);
            } catch (const core::ImportError& e) {
                // A question the header leaves open: say which option answers it.
                const std::string& field = e.issues().front().field;
                namespace column = core::column_field;
                const char* option = field == column::kProcessors ? "--n-column NAME"
                                     : field == column::kValue    ? "--value-column NAME"
                                     : field == column::kQuantity ? "--quantity time|speedup|efficiency|rmax+rpeak"
                                     : field == column::kPeak     ? "--peak-column NAME"
                                                                  : nullptr;
                if (!option) throw;
                throw UsageError(std::string(e.what()) + " (say it with " + option + ")");
            }
        } else if (format == "extrap") {
            core::ExtraPSelection selection;
            selection.processParameter = args.value("parameter");
            selection.region = args.value("region");
            selection.metric = args.value("metric");
            imported = core::ExtraPImporter::importFile(path, selection, options);
        } else {
            throw UsageError("unknown --format '" + format + "'; expected csv or extrap");
        }

        if (!imported.ok()) {
            for (const auto& issue : imported.issues) context.err << issue.toString() << '\n';
            context.err << path << ": " << imported.issueSummary() << '\n';
            if (!args.has("skip-bad-rows")) {
                context.err << path << ": refused; fix the rows or pass --skip-bad-rows to fit the other " << imported.series.rowCount()
                            << '\n';
                return 2;
            }
            context.err << "skipped " << imported.issueCount << " bad row(s)\n";
        }

        std::vector<core::MeasurementSeries> all = imported.allSeries();
        if (const auto wanted = args.value("series")) {
            std::vector<core::MeasurementSeries> chosen;
            std::string names;
            for (auto& series : all) {
                names += (names.empty() ? "" : ", ") + series.name;
                if (series.name == *wanted) chosen.push_back(std::move(series));
            }
            if (chosen.empty()) throw UsageError("--series: no series '" + *wanted + "' in " + path + " (it has " + names + ")");
            all = std::move(chosen);
        }
        const core::ProbeMetadata probe = core::ProbeMetadata::readFile(path);
        const bool json = args.has("json");
        int fitted = 0;
        if (json && all.size() > 1) context.out << "[\n";
        for (std::size_t i = 0; i < all.size(); ++i) {
            std::ostringstream text;
            if (!reportSeries(all[i], path, probe, json, text, context)) continue;
            if (fitted > 0) context.out << (json ? ",\n" : "\n");
            context.out << text.str();
            ++fitted;
        }
        if (json && all.size() > 1) context.out << "]\n";
        return fitted > 0 ? 0 : 2;
    }

private:
    /// Fits one series and writes its report; false (with the reason on
    /// stderr) when it cannot be fitted.
    static bool reportSeries(const core::MeasurementSeries& series, const std::string& path, const core::ProbeMetadata& probe, bool json,
                             std::ostream& out, CommandContext& context) {
        const core::SerialFractionFit fit = core::fitSerialFraction(series);
        if (!fit.ok) {
            context.err << path << ": " << series.name << ": cannot fit: " << fit.reason << '\n';
            return false;
        }
        const bool isTime = series.quantity == core::MeasuredQuantity::Time;
        const std::string timeUnit = series.unit.empty() ? "" : series.unit;
        Report report;
        report.add("file", "file", path);
        report.add("series", "series", series.name);
        report.add("quantity", "quantity", std::string(core::quantityId(series.quantity)));
        report.add("rows", "rows", Report::Cell(double(fit.rows), 15));
        report.add("points", "distinct N", Report::Cell(double(fit.processors.size()), 15));
        report.add("serial_fraction", "fitted s", Report::Cell(fit.serialFraction, 6));
        report.add("standard_error", "standard error", Report::Cell(fit.standardError, 3));
        report.add("ci95_low", "95% interval low", Report::Cell(fit.lower95, 6));
        report.add("ci95_high", "95% interval high", Report::Cell(fit.upper95, 6));
        report.add("alpha", "alpha = 1 - s", Report::Cell(1.0 - fit.serialFraction, 12));
        if (isTime) {
            report.add("t1", "fitted T1", Report::Cell(fit.singleProcessorTime, 6), timeUnit);
            report.add("t1_standard_error", "T1 standard error", Report::Cell(fit.singleProcessorTimeError, 3), timeUnit);
        }
        report.add("r_squared", isTime ? "R^2 (time)" : "R^2 (speedup)", Report::Cell(fit.rSquared, 6));
        report.add("degrees_of_freedom", "degrees of freedom", double(fit.degreesOfFreedom));
        report.add("above_ideal", "points with S > N", double(fit.aboveIdealCount));
        auto& table = report.addTable("points_table", "Per N (mean of the repetitions):",
                                      {{"n", "N"},
                                       {"repetitions", "runs"},
                                       {"observed", isTime ? "time" : "speedup"},
                                       {"spread", "min .. max"},
                                       {"predicted", "fitted"},
                                       {"residual", "residual"},
                                       {"s_eff", "s_eff (Karp-Flatt)"},
                                       {"flag", "flag"}});
        const auto& points = series.points;
        for (std::size_t i = 0; i < fit.processors.size(); ++i) {
            const auto& point = points[i];
            const std::string spread = point.repetitions > 1
                                           ? Report::formatNumber(point.minimum, 4) + " .. " + Report::formatNumber(point.maximum, 4)
                                           : std::string();
            table.rows.push_back({Report::Cell(fit.processors[i], 10), Report::Cell(double(point.repetitions), 15), fit.observed[i],
                                  spread.empty() ? Report::Cell::empty() : Report::Cell(spread), fit.predicted[i],
                                  Report::Cell(fit.residuals[i], 3), fit.pointSerialFraction[i],
                                  fit.aboveIdeal[i] ? Report::Cell("S > N") : Report::Cell::empty()});
        }
        if (!fit.warning.empty()) report.addNote(fit.warning);
        if (fit.aboveIdealCount > 0)
            report.addNote(std::to_string(fit.aboveIdealCount) +
                           " point(s) measured above the ideal speedup N (superlinear, or noise near it): kept, fitted, "
                           "and their s_eff is negative.");
        report.addNote("a flat s_eff column means Amdahl's law holds; a rising one means s grows with N.");
        if (probe.isProbe() && series.name.rfind("train-", 0) == 0) {
            const core::ProbePrediction prediction = core::predictTrainingStep(probe, series);
            if (!prediction.ok) {
                report.addNote("no model prediction: " + prediction.reason);
            } else {
                const auto& p = prediction.parameters;
                report.add("model_compute_rate", "model: compute rate", Report::Cell(p.throughputFlops / 1e9, 4), "GFLOP/s a worker");
                report.add("model_latency", "model: link latency", Report::Cell(p.latencySeconds * 1e6, 4), "us");
                report.add("model_bandwidth", "model: link bandwidth", Report::Cell(p.bandwidthBytesPerSecond / 1e9, 4), "GB/s");
                auto& model = report.addTable("model_table", "Measured against the training model (its T(N), E(N), s_eff(N)):",
                                              {{"n", "N"},
                                               {"measured", "measured"},
                                               {"predicted", "model"},
                                               {"ratio", "ratio"},
                                               {"measured_efficiency", "E measured"},
                                               {"predicted_efficiency", "E model"},
                                               {"predicted_s_eff", "s_eff model"}});
                for (const auto& point : prediction.points)
                    model.rows.push_back({Report::Cell(point.workers, 10), Report::Cell(point.measuredSeconds, 4),
                                          Report::Cell(point.predictedSeconds, 4), Report::Cell(point.ratio, 3),
                                          Report::Cell(point.measuredEfficiency, 3), Report::Cell(point.predictedEfficiency, 3),
                                          point.workers >= 2 ? Report::Cell(point.predictedSerialFraction, 3) : Report::Cell::empty()});
            }
        }
        report.render(out, json);
        return true;
    }
};

}  // namespace

std::unique_ptr<Command> makeFitCommand() { return std::make_unique<FitCommand>(); }

}  // namespace effsurf::cli
