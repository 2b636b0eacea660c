// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/ControlPanel.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/widgets/HelpSection.h"

#include <QBoxLayout>
#include <QEvent>

namespace effsurf::ui {

ControlPanel::ControlPanel(ScenarioController* controller, QWidget* parent) : QWidget(parent), controller_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(lawBox_ = new LawBox(controller, this));
    layout->addWidget(trainingBox_ = new DataParallelTrainingBox(controller, this));
    layout->addWidget(serialBox_ = new SerialFractionBox(controller, this));
    layout->addWidget(processorBox_ = new ProcessorBox(controller, this));
    layout->addWidget(precisionBox_ = new PrecisionBox(controller, this));
    layout->addWidget(viewBox_ = new ViewBox(this));
    connect(lawBox_, &LawBox::trainingWorkspaceRequested, this, &ControlPanel::trainingWorkspaceRequested);
    connect(viewBox_, &ViewBox::cameraPresetChosen, this, &ControlPanel::cameraPresetChosen);
    connect(viewBox_, &ViewBox::logarithmicEfficiencyChosen, this, &ControlPanel::logarithmicEfficiencyChosen);
    // F1 over a group: its section of the user guide.
    HelpSection::set(lawBox_, QStringLiteral("window.md#law"));
    HelpSection::set(trainingBox_, QStringLiteral("window.md#law"));
    HelpSection::set(serialBox_, QStringLiteral("window.md#serial-fraction-s"));
    HelpSection::set(processorBox_, QStringLiteral("window.md#processors-n"));
    HelpSection::set(precisionBox_, QStringLiteral("window.md#precision"));
    HelpSection::set(viewBox_, QStringLiteral("window.md#3d-surface"));
    layout->addStretch(1);
    setMinimumWidth(320);
    showScenario(controller_->scenario());
}

void ControlPanel::setVisibleGroups(Groups groups) {
    groups_ = groups;
    lawBox_->setVisible(groups.testFlag(LawGroup));
    serialBox_->setVisible(groups.testFlag(SerialFractionGroup) && !controller_->scenario().isModelBased());
    processorBox_->setVisible(groups.testFlag(ProcessorsGroup));
    precisionBox_->setVisible(groups.testFlag(PrecisionGroup));
    viewBox_->setVisible(groups.testFlag(ViewGroup));
    trainingBox_->setVisible(groups.testFlag(LawGroup) && controller_->scenario().model == core::ModelKind::Training);
}

void ControlPanel::setStrip(bool strip) {
    if (strip == strip_) return;
    strip_ = strip;
    auto* panel = static_cast<QBoxLayout*>(layout());
    panel->setDirection(strip ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    // In the strip the groups share the width, the sliders taking most of
    // it; in the column they keep their height and the stretch below takes the rest.
    for (QWidget* box : std::initializer_list<QWidget*>{lawBox_, trainingBox_, serialBox_, processorBox_, precisionBox_, viewBox_})
        panel->setStretchFactor(box, strip ? (box == serialBox_ ? 4 : box == processorBox_ ? 3 : 1) : 0);
    panel->setStretch(panel->count() - 1, strip ? 0 : 1);
    serialBox_->setStrip(strip);
    processorBox_->setStrip(strip);
    // Tight margins: the strip's height is the stage's.
    panel->setContentsMargins(strip ? QMargins(6, 0, 6, 2) : QMargins(9, 9, 9, 9));
    precisionBox_->setStrip(strip);
    if (!strip) compactStrip_ = false;
    fitStripWidths();
}

void ControlPanel::setCompactStrip(bool compact) {
    if (compactStrip_ == (strip_ && compact)) return;
    compactStrip_ = strip_ && compact;
    serialBox_->setCompact(compactStrip_);
    processorBox_->setCompact(compactStrip_);
    layout()->activate();
}

void ControlPanel::fitStripWidths() {
    serialBox_->fitWidths();
    processorBox_->fitWidths();
}

void ControlPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // The presentation view scales the fonts after it has made the strip.
    if (event->type() == QEvent::FontChange && strip_) fitStripWidths();
}

void ControlPanel::showScenario(const core::Scenario& scenario) {
    lawBox_->showScenario(scenario);
    serialBox_->showValue(scenario.serialFraction);
    // s is no input of the timeline and training models (they compute s_eff): not shown there.
    serialBox_->setVisible(groups_.testFlag(SerialFractionGroup) && !scenario.isModelBased());
    trainingBox_->setVisible(scenario.model == core::ModelKind::Training && groups_.testFlag(LawGroup));
    trainingBox_->showScenario(scenario);
    processorBox_->showValue(scenario.processors);
    precisionBox_->showScenario(scenario);
}

}  // namespace effsurf::ui
