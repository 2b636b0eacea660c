// SPDX-License-Identifier: MIT
#include "effsurf/cli/CliApplication.h"
#if EFFSURF_CLI_FIGURES
#include "effsurf/cli/FigureCommands.h"
#endif

#include <iostream>

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> arguments(argv + 1, argv + argc);
#if EFFSURF_CLI_FIGURES
    const effsurf::cli::CliApplication application(effsurf::cli::figureCommands());
#else
    const effsurf::cli::CliApplication application;  // built without the GUI: the model commands
#endif
    const int code = application.run(arguments, std::cout, std::cerr);
    std::cout.flush();
    return std::cout.good() ? code : 1;
}
