// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/scenario/ScenarioCaption.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/util/AtomicFile.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/resources/BuiltinData.h"

namespace effsurf::cli {
namespace {

/// `session`: a session (or an exported page) read and written again by
/// core's session format, the writer the window, Python and the page use:
/// to bring an older file to this version's schema, to take the lesson out
/// of a page a student saved, or to check a file without the window.
class SessionCommand final : public Command {
public:
    std::string name() const override { return "session"; }
    std::string summary() const override { return "Check a session or an exported page and write it as this version's session."; }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addPositional("file", "a .effsurf session, or an interactive page effsurf exported")
            .addOption("output", "FILE", "write the session there (atomically; '-' for standard output)")
            .setEpilog("Without --output, prints what the file holds. Example: " + program +
                       " session lecture.html --output lecture.effsurf");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const std::string& path = args.positionals().front();
        core::SessionContent content;
        try {
            content = core::SessionJson::readSessionOrPage(core::readFileBytes(path), resources::trainingCatalog());
        } catch (const core::InvalidParameter& e) {
            throw UsageError(path + ": " + e.what());
        }
        const auto output = args.value("output");
        if (!output) {
            const core::Scenario& s = content.scenario;
            const auto counted = [](std::size_t n, const char* one, const char* many) {
                return std::to_string(n) + ' ' + (n == 1 ? one : many);
            };
            context.out << path << ": " << core::ScenarioCaption::text(s) << '\n'
                        << counted(s.series.size(), "measured series", "measured series") << ", "
                        << counted(s.snapshots.size(), "snapshot", "snapshots") << ", " << counted(s.tours.size(), "tour", "tours") << ", "
                        << counted(s.selectedSystems.size(), "TOP500 system", "TOP500 systems") << '\n';
            return 0;
        }
        const std::string text = core::SessionJson::write(content.scenario, content.view);
        if (*output == "-") {
            context.out << text;
            return 0;
        }
        core::AtomicFile file(*output);
        file.write(text.data(), text.size());
        file.commit();
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeSessionCommand() { return std::make_unique<SessionCommand>(); }

}  // namespace effsurf::cli
