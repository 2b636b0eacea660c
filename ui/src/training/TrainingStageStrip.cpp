// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingStageStrip.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/training/TrainingView.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace effsurf::ui {

TrainingStageStrip::TrainingStageStrip(ScenarioController* controller, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      run_(new QComboBox(this)),
      layout_(new QLabel(this)),
      best_(new QPushButton(tr("Best layout"), this)),
      problem_(new QLabel(this)) {
    setObjectName(QStringLiteral("trainingStageStrip"));
    // Two rows: a projector's large text leaves a narrow column beside the surface.
    auto* rows = new QGridLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->addWidget(new QLabel(tr("run"), this), 0, 0);
    run_->setAccessibleName(tr("training run"));
    run_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    run_->addItem(QString(), QString());  // this run: its name, set by showScenario
    for (const auto& published : resources::trainingCatalog().publishedRuns())
        run_->addItem(QString::fromStdString(published.name), QString::fromStdString(published.id));
    rows->addWidget(run_, 0, 1, 1, 2);
    layout_->setAccessibleName(tr("layout"));
    layout_->setToolTip(tr("The run's layout: tensor t, context cp, pipeline p and data parallel d (N = t cp p d)"));
    rows->addWidget(layout_, 1, 0, 1, 2);
    best_->setToolTip(tr("The layout search's best layout on the run's GPUs (one undo step)"));
    rows->addWidget(best_, 1, 2);
    problem_->setWordWrap(true);
    problem_->hide();
    rows->addWidget(problem_, 2, 0, 1, 3);
    rows->setColumnStretch(1, 1);
    connect(run_, &QComboBox::activated, this, [this](int index) {
        const QString id = run_->itemData(index).toString();
        if (!id.isEmpty()) emit publishedRunChosen(id);
    });
    connect(best_, &QPushButton::clicked, this, &TrainingStageStrip::useBestLayout);
    showScenario(controller_->scenario());
}

void TrainingStageStrip::showScenario(const core::Scenario& scenario) {
    const core::TrainingRun& run = scenario.trainingRun;
    run_->setItemText(0, tr("this run: %1").arg(QString::fromStdString(run.modelName)));
    // A published run, once chosen, is this run (edited or not): the list is what may come next.
    run_->setCurrentIndex(0);
    layout_->setText(tr("t %1 \u00B7 cp %2 \u00B7 p %3 \u00B7 d %4 = %5 GPUs")
                         .arg(run.tensorParallel)
                         .arg(run.contextParallel)
                         .arg(run.pipelineParallel)
                         .arg(run.dataParallel)
                         .arg(run.gpus()));
}

void TrainingStageStrip::useBestLayout() {
    const core::Scenario& scenario = controller_->scenario();
    const core::Precision precision = TrainingView::precision(scenario);
    try {
        controller_->setTrainingRunAt(core::TrainingAnalysis::withBestLayout(scenario.trainingRun, precision, scenario.trainingRun.gpus()),
                                      precision);
        problem_->hide();
    } catch (const core::InvalidParameter& e) {
        problem_->setText(QString::fromStdString(e.message()));
        problem_->show();
    }
}

}  // namespace effsurf::ui
