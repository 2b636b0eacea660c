// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/FigureSetup.h"
#include "effsurf/core/formula/FormulaPlainText.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/tours/BuiltinTours.h"

#include <QApplication>

#include <cmath>
#include <string>

namespace effsurf::cli {
using core::Report;
namespace {

/// `tour`: the tours on offer, or one tour's steps as the window's tour panel shows them.
class TourCommand final : public Command {
public:
    std::string name() const override { return "tour"; }
    std::string summary() const override {
        return "List the guided tours, or show a tour's steps: narration and formula with their numbers, as the window does.";
    }
    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addPositional("TOUR", "a built-in tour's id or a tour file (.effsurf-tour); without it, the built-in tours are listed", false)
            .addOption("step", "K", "only step K (steps count from 1)")
            .addOption("language", "CODE", "a built-in tour's words in that language, as export --lecture --language writes them");
        p.setEpilog(
            "Each step's state is set as the window's tour player sets it (on the default session), its live numbers\n"
            "(${S}, ${E}, ...) filled in as the window's tour panel fills them. export --lecture writes the tour\n"
            "as a page with the same words and numbers.\n"
            "Example: " +
            program + " tour amdahl-surface --step 3\nExample: " + program + " tour my-lecture.effsurf-tour --json");
        return p;
    }
    int run(const ParsedArguments& args, CommandContext& context) const override {
        // The built-in tours are the app's resources, read as the window reads them.
        if (!FigureSetup::displayAvailable(false, context, name())) return 2;
        const auto app = FigureSetup::startApplication();
        FigureSetup::applyLanguage(args);
        Report report;
        if (args.positionals().empty()) {
            auto& table = report.addTable("tours", "", {{"id", "id"}, {"title", "title"}, {"steps", "steps"}});
            for (const auto& tour : ui::BuiltinTours::all())
                table.rows.push_back({tour->id, tour->title, Report::Cell(double(tour->steps.size()), 3)});
            report.render(context.out, args.has("json"));
            return 0;
        }
        const core::Tour tour = ui::BuiltinTours::inLanguage(FigureSetup::tour(args.positionals().front(), "TOUR"));
        std::size_t first = 0, last = tour.steps.size();
        if (const auto step = args.value("step")) {
            const double k = core::parseDouble(*step).value_or(-1.0);
            if (k < 1 || k > double(tour.steps.size()) || k != std::floor(k))
                throw core::InvalidParameter("--step",
                                             "the tour has steps 1 to " + std::to_string(tour.steps.size()) + ", not '" + *step + "'");
            first = std::size_t(k) - 1;
            last = first + 1;
        }
        report.add("tour", "tour", tour.id);
        report.add("title", "title", tour.title);
        auto& table = report.addTable("steps", "",
                                      {{"step", "step"},
                                       {"title", "title"},
                                       {"question", "question"},
                                       {"narration", "narration"},
                                       {"formula", "formula"},
                                       {"law", "law"},
                                       {"serial_fraction", "s"},
                                       {"processors", "N"},
                                       {"precision", "precision"},
                                       {"efficiency", "E"},
                                       {"speedup", "S"},
                                       {"s_eff", "s'"}});
        core::Scenario shown;  // the session the tour starts on: the window's defaults
        for (std::size_t i = first; i < last; ++i) {
            const auto& step = tour.steps[i];
            shown = core::applyTourStep(shown, *step.state);
            table.rows.push_back(
                {Report::Cell(double(i + 1), 3), step.title, step.question,
                 core::substituteLiveNumbers(step.text, shown, core::NumberNotation::Text),
                 core::FormulaPlainText::ofMarkup(core::substituteLiveNumbers(step.formula, shown, core::NumberNotation::Formula)),
                 std::string(core::modelKindId(shown.model)), Report::Cell(shown.serialFraction, 6), Report::Cell(shown.processors, 6),
                 std::string(core::precisionInfo(shown.precision).id), Report::Cell(shown.efficiency(), 4),
                 Report::Cell(shown.speedup(), 4), Report::Cell(shown.effectiveSerialFraction(), 4)});
        }
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeTourCommand() { return std::make_unique<TourCommand>(); }

}  // namespace effsurf::cli
