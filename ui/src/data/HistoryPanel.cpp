// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/HistoryPanel.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/charts/MachineHistory.h"
#include "effsurf/ui/charts/MachineHistoryChart.h"
#include "effsurf/ui/charts/RooflineChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/widgets/ReflowGrid.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace effsurf::ui {

HistoryPanel::HistoryPanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      machine_(new QComboBox(this)),
      place_(new QPushButton(tr("Place on the surface"), this)),
      history_(new MachineHistoryChart(this)),
      roofline_(new RooflineChart(this)) {
    for (const auto& m : MachineHistory::machines()) machine_->addItem(m.label);
    place_->setToolTip(
        tr("Select the machine's entries of every edition: a trajectory on the 3D surface and the "
           "(N, s) plane"));
    machineRow_ = new QWidget(this);
    auto* top = new QHBoxLayout(machineRow_);
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(new QLabel(tr("Machine:"), machineRow_));
    machine_->setParent(machineRow_);
    place_->setParent(machineRow_);
    top->addWidget(machine_);
    top->addWidget(place_);
    top->addStretch(1);
    // Side by side where both are legible, one above the other (scrolling) in a narrow window.
    charts_ = new ReflowGrid(QSize(420, 220), 2, this);
    charts_->setWidgets({history_, roofline_});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(machineRow_);
    layout->addWidget(charts_, 1);

    connect(machine_, &QComboBox::currentIndexChanged, this, [this] { history_->setMachine(machine_->currentText()); });
    connect(place_, &QPushButton::clicked, this, [this] {
        const auto* machine = MachineHistory::find(machine_->currentText());
        if (!machine) return;
        std::vector<core::SystemRef> refs;
        for (const auto* e : MachineHistory::entries(resources::top500Catalog(), *machine)) refs.push_back({e->list, e->rank});
        controller_->setSelectedSystems(refs);
    });
}

QChartView* HistoryPanel::historyView() const noexcept { return history_; }
QChartView* HistoryPanel::rooflineView() const noexcept { return roofline_; }
QString HistoryPanel::machine() const { return history_->machine(); }

void HistoryPanel::showScenario(const core::Scenario& scenario) {
    // Both rebuild only for a new core-count convention: cheap otherwise.
    history_->render(scenario, history_->renderedGeneration() + 1);
    roofline_->render(scenario, roofline_->renderedGeneration() + 1);
}

QStringList HistoryPanel::upgradeLabels() const { return history_->upgradeLabels(); }

void HistoryPanel::setPresenting(bool presenting) {
    machineRow_->setVisible(!presenting);
    charts_->setStacked(presenting);
    if (presenting) charts_->setWidgets({history_});
    else charts_->setWidgets({history_, roofline_});
}

}  // namespace effsurf::ui
