// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Tour.h"

#include "effsurf/cli/ArgumentParser.h"
#include "effsurf/cli/Command.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/session/SessionFile.h"

#include <QApplication>

#include <memory>
#include <optional>
#include <string>

namespace effsurf::cli {

/// What the figure commands (export, animate) share: where the configuration
/// comes from and a Qt application that works without a display.
class FigureSetup {
public:
    /// --session, --preset, --law, --serial, --n, --precision.
    static void addScenarioOptions(ArgumentParser& parser);
    /// `start` (a new window's scenario, or one read from a figure), then a
    /// preset, then a session, then single options on top; validated.
    /// Prints the reason as "effsurf-cli COMMAND: ..." and returns nullopt if
    /// a preset or session cannot be read (bad option values throw).
    /// How the window showed the --session or --preset given (camera, E axis); none without either.
    static std::optional<ui::ViewState> recordedView(const ParsedArguments& args);
    static std::optional<core::Scenario> scenario(const ParsedArguments& args, CommandContext& context, const std::string& command,
                                                  const core::Scenario& start = {});
    /// False (with the message printed) if OpenGL is needed and there is no display.
    static bool displayAvailable(bool needsOpenGl, CommandContext& context, const std::string& command);
    /// The application, created only now (a bad preset fails before Qt starts):
    /// offscreen without a display, the GUI's settings and resources.
    static std::unique_ptr<QApplication> startApplication();
    /// A built-in tour by its id, else a tour file (.effsurf-tour) at that
    /// path; throws core::InvalidParameter naming `option` with the tours on
    /// offer, or the file's problem (its field, its line).
    static core::Tour tour(const std::string& idOrFile, const std::string& option);
    /// --language CODE, if given: effsurf's translations installed (after
    /// startApplication()), so that a page's words and a built-in tour's are
    /// in that language; throws UsageError naming the languages shipped.
    static void applyLanguage(const ParsedArguments& args);
    /// The --language option's help, with the languages shipped.
    static std::string languageHelp();
};

}  // namespace effsurf::cli
