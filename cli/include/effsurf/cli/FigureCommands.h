// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/cli/CliApplication.h"

namespace effsurf::cli {

/// The commands that draw with the window's code (export, animate,
/// presets) and keep Qt's own messages off the terminal: what an
/// effsurf-cli built with the GUI adds to the model commands.
CliApplication::Extension figureCommands();

}  // namespace effsurf::cli
