// SPDX-License-Identifier: MIT
#include "effsurf/ui/controller/ScenarioCommand.h"

#include "effsurf/ui/controller/ScenarioController.h"

#include <QObject>

namespace effsurf::ui {

ScenarioCommand::ScenarioCommand(ScenarioController* controller, core::Scenario before, core::Scenario after)
    : QUndoCommand(describe(before, after)), controller_(controller), before_(std::move(before)), after_(std::move(after)) {}

void ScenarioCommand::undo() {
    controller_->restoreFromHistory(before_);
    applied_ = false;
}

void ScenarioCommand::redo() {
    if (applied_) return;
    controller_->restoreFromHistory(after_);
    applied_ = true;
}

QString ScenarioCommand::describe(const core::Scenario& a, const core::Scenario& b) {
    if (a.serialFraction != b.serialFraction) return QObject::tr("Change s");
    if (a.processors != b.processors) return QObject::tr("Change N");
    if (a.model != b.model) return QObject::tr("Change law");
    if (a.precision != b.precision || a.speedFactors != b.speedFactors) return QObject::tr("Change precision");
    if (a.selectedSystems != b.selectedSystems) return QObject::tr("Place systems");
    if (a.cloudEdition != b.cloudEdition) return QObject::tr("Show list edition");
    if (a.series != b.series) return QObject::tr("Change measurements");
    if (a.snapshots != b.snapshots) return QObject::tr("Change snapshots");
    if (ScenarioController::changesBetween(a, b).testFlag(ScenarioController::ToursChanged)) return QObject::tr("Edit tours");
    return QObject::tr("Change model parameters");
}

}  // namespace effsurf::ui
