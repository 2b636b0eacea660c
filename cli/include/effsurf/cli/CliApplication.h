// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace effsurf::cli {

class Command;

/// Commands a build adds to the model commands: the figure commands of a
/// build with the GUI (cli/include/effsurf/cli/FigureCommands.h), and what to do before any
/// command runs (keep Qt's messages quiet).
struct CliExtension {
    std::vector<std::unique_ptr<Command>> (*makeCommands)() = nullptr;
    void (*beforeRun)() = nullptr;
};

/// effsurf-cli: dispatches `effsurf-cli COMMAND [options]` to a Command and
/// maps errors to exit codes: 0 success, 2 bad arguments or input (message
/// on stderr), 1 an unexpected internal failure.
class CliApplication {
public:
    static constexpr const char* kProgram = "effsurf-cli";

    using Extension = CliExtension;
    /// The commands only an effsurf-cli with the GUI has: asked for in one
    /// without, they are explained rather than called unknown.
    static const std::vector<std::string>& figureCommandNames();

    explicit CliApplication(Extension extension = {}) : extension_(extension) {}

    int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) const;

private:
    std::vector<std::unique_ptr<Command>> commands() const;
    std::string overviewHelp() const;

    Extension extension_;
};

}  // namespace effsurf::cli
