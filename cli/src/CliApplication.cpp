// SPDX-License-Identifier: MIT
#include "effsurf/cli/CliApplication.h"

#include "effsurf/cli/Command.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <algorithm>
#include <exception>

namespace effsurf::cli {

std::unique_ptr<Command> makeEvalCommand();
std::unique_ptr<Command> makeAlphaEffCommand();
std::unique_ptr<Command> makePrecisionCommand();
std::unique_ptr<Command> makeSurfaceCommand();
std::unique_ptr<Command> makeFitCommand();
std::unique_ptr<Command> makeSystemsCommand();
std::unique_ptr<Command> makeTrainCommand();
std::unique_ptr<Command> makeDataParallelTrainCommand();
std::unique_ptr<Command> makeProbeScriptCommand();
std::unique_ptr<Command> makeSessionCommand();

const std::vector<std::string>& CliApplication::figureCommandNames() {
    static const std::vector<std::string> names{"export", "animate", "presets"};
    return names;
}

std::vector<std::unique_ptr<Command>> CliApplication::commands() const {
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(makeEvalCommand());
    commands.push_back(makeAlphaEffCommand());
    commands.push_back(makePrecisionCommand());
    commands.push_back(makeSurfaceCommand());
    commands.push_back(makeFitCommand());
    commands.push_back(makeSystemsCommand());
    commands.push_back(makeTrainCommand());
    commands.push_back(makeDataParallelTrainCommand());
    commands.push_back(makeSessionCommand());
    if (extension_.makeCommands)
        for (auto& command : extension_.makeCommands()) commands.push_back(std::move(command));
    commands.push_back(makeProbeScriptCommand());
    return commands;
}

std::string CliApplication::overviewHelp() const {
    std::string text = std::string("Usage: ") + kProgram +
                       " COMMAND [options]\n\n"
                       "Efficiency surfaces of parallel computers: Amdahl's law and its relatives,\n"
                       "TOP500 machines, measurement fits and a distributed-training model.\n\nCommands:\n";
    for (const auto& command : commands()) {
        const std::string name = command->name();
        text += "  " + name + std::string(name.size() < 12 ? 12 - name.size() : 1, ' ') + command->summary() + "\n";
    }
    text += std::string("\nRun '") + kProgram +
            " COMMAND --help' for a command's options.\n"
            "Every command accepts --json for machine-readable output.\n"
            "Options:\n  --help     show this help\n  --version  print the version\n"
            "Exit codes: 0 success, 2 bad arguments or input (message on stderr).\n";
    return text;
}

int CliApplication::run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) const {
    if (extension_.beforeRun) extension_.beforeRun();
    if (arguments.empty()) {
        err << overviewHelp();
        return 2;
    }
    const std::string& first = arguments.front();
    if (first == "--help" || first == "-h" || first == "help") {
        if (first == "help" && arguments.size() > 1) return run({arguments[1], "--help"}, out, err);
        out << overviewHelp();
        return 0;
    }
    if (first == "--version" || first == "-V") {
        out << kProgram << ' ' << core::kVersion << '\n';
        return 0;
    }

    const auto all = commands();
    const auto it = std::find_if(all.begin(), all.end(), [&](const auto& c) { return c->name() == first; });
    const auto& figures = figureCommandNames();
    if (it == all.end() && std::find(figures.begin(), figures.end(), first) != figures.end()) {
        err << kProgram << ": '" << first << "' draws with the window's code, and this effsurf-cli was built without it "
            << "(configure with Qt 6 installed and -DEFFSURF_BUILD_GUI=ON; docs/building.md)\n";
        return 2;
    }
    if (it == all.end()) {
        err << kProgram << ": unknown command '" << first << "'; run '" << kProgram << " --help' for the list\n";
        return 2;
    }
    const Command& command = **it;
    CommandContext context{out, err};
    try {
        const ArgumentParser parser = command.parser(kProgram);
        const ParsedArguments parsed = parser.parse({arguments.begin() + 1, arguments.end()});
        if (parsed.has("help")) {
            out << parser.helpText();
            return 0;
        }
        return command.run(parsed, context);
    } catch (const UsageError& e) {
        err << kProgram << ' ' << command.name() << ": " << e.what() << '\n';
    } catch (const core::InvalidParameter& e) {
        err << kProgram << ' ' << command.name() << ": " << e.what() << '\n';
    } catch (const core::ImportError& e) {
        err << e.what() << '\n';
    } catch (const std::runtime_error& e) {  // I/O: unwritable output and the like
        err << kProgram << ' ' << command.name() << ": " << e.what() << '\n';
    } catch (const std::exception& e) {
        err << kProgram << ' ' << command.name() << ": internal error: " << e.what() << '\n';
        return 1;
    }
    return 2;
}

}  // namespace effsurf::cli
