// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QUndoCommand>

namespace effsurf::ui {

class ScenarioController;

/// One undoable change of the Scenario: the whole state before and after,
/// so undo and redo restore exact values (a drag's many steps are one command).
class ScenarioCommand : public QUndoCommand {
public:
    ScenarioCommand(ScenarioController* controller, core::Scenario before, core::Scenario after);

    void undo() override;
    void redo() override;

    /// "Change s", "Change N", "Place systems", ... from what differs.
    static QString describe(const core::Scenario& before, const core::Scenario& after);

private:
    ScenarioController* controller_;
    core::Scenario before_;
    core::Scenario after_;
    bool applied_ = true;  // pushed after the change happened: the first redo() does nothing
};

}  // namespace effsurf::ui
