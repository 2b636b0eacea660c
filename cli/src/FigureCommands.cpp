// SPDX-License-Identifier: MIT
#include "effsurf/cli/FigureCommands.h"

#include "effsurf/cli/Command.h"
#include "effsurf/cli/QtMessageFilter.h"

namespace effsurf::cli {

std::unique_ptr<Command> makeExportCommand();
std::unique_ptr<Command> makeAnimateCommand();
std::unique_ptr<Command> makePresetsCommand();
std::unique_ptr<Command> makeTourCommand();

namespace {

std::vector<std::unique_ptr<Command>> makeFigureCommands() {
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(makeExportCommand());
    commands.push_back(makeAnimateCommand());
    commands.push_back(makePresetsCommand());
    commands.push_back(makeTourCommand());
    return commands;
}

}  // namespace

CliApplication::Extension figureCommands() { return {&makeFigureCommands, &QtMessageFilter::install}; }

}  // namespace effsurf::cli
