// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/LawBox.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlBinding.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/LogSlider.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace effsurf::ui {
LawBox::LawBox(ScenarioController* controller, QWidget* parent) : QGroupBox(tr("Law"), parent), controller_(controller) {
    auto* layout = new QVBoxLayout(this);
    modelCombo_ = new QComboBox(this);
    modelCombo_->setAccessibleName(tr("scaling law"));
    // core's list of laws, in ModelKind's order (the CLI, Python and tours read the same).
    const auto& laws = core::modelKindNames().items();
    for (std::size_t kind = 0; kind < laws.size(); ++kind)
        modelCombo_->addItem(QString::fromUtf8(laws[kind].label.data(), qsizetype(laws[kind].label.size())), int(kind));
    modelCombo_->setItemData(modelCombo_->count() - 1,
                             tr("A transformer trained with tensor, pipeline and data parallelism: configured in the Training tab"),
                             Qt::ToolTipRole);
    layout->addWidget(modelCombo_);
    largeModelHint_ = new QLabel(this);
    largeModelHint_->setWordWrap(true);
    largeModelHint_->setTextFormat(Qt::RichText);
    // Wrapped text keeps its lines when the column gets short (a tour's dock below it).
    largeModelHint_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    connect(largeModelHint_, &QLabel::linkActivated, this, [this] { emit trainingWorkspaceRequested(); });
    layout->addWidget(largeModelHint_);
    connect(modelCombo_, &QComboBox::activated, this, [this](int index) {
        const auto kind = core::ModelKind(modelCombo_->itemData(index).toInt());
        controller_->setModel(kind);
        if (kind == core::ModelKind::ParallelTraining) emit trainingWorkspaceRequested();
    });
    buildGrowthRow();
    layout->addWidget(growthRow_);
    timelineBox_ = new QGroupBox(tr("Timeline contributions (share of T(1) at N = 1)"), this);
    timelineBox_->setLayout(new QFormLayout);
    layout->addWidget(timelineBox_);
}

void LawBox::buildGrowthRow() {
    growthRow_ = new QWidget(this);
    auto* growthLayout = new QHBoxLayout(growthRow_);
    growthLayout->setContentsMargins(0, 0, 0, 0);
    growthLayout->addWidget(new QLabel(tr("growth G(N) = N^\u03B3"), growthRow_));
    growthSlider_ = new QSlider(Qt::Horizontal, growthRow_);
    growthSlider_->setRange(0, 200);
    growthSlider_->setAccessibleName(tr("Sun-Ni growth exponent"));
    growthLayout->addWidget(growthSlider_, 1);
    growthValue_ = new QLabel(growthRow_);
    growthValue_->setMinimumWidth(48);
    growthLayout->addWidget(growthValue_);
    connect(growthSlider_, &QSlider::valueChanged, this, [this](int v) { controller_->setGrowthExponent(v / 100.0); });
    ControlBinding::connectDrag(growthSlider_, controller_);
}

void LawBox::rebuildTimelineRows(const core::Scenario& scenario) {
    const auto& contributions = scenario.timeline.contributions();
    auto* form = static_cast<QFormLayout*>(timelineBox_->layout());
    if (timelineSliders_.size() != contributions.size()) {
        while (form->rowCount() > 0) form->removeRow(0);
        timelineSliders_.clear();
        timelineGrowth_.clear();
        timelineValues_.clear();
        for (std::size_t i = 0; i < contributions.size(); ++i) {
            // Two lines per contribution, so that its whole name and a slider of
            // usable length fit the panel: "communication  3.0×10⁻⁸" above,
            // the slider and its growth below.
            auto* row = new QWidget(timelineBox_);
            auto* rowLayout = new QGridLayout(row);
            rowLayout->setContentsMargins(0, 0, 0, 4);
            rowLayout->setVerticalSpacing(2);
            auto* slider = new LogSlider(1e-12, 1e-2, 50, row);
            slider->setAccessibleName(QString::fromStdString(contributions[i].name));
            slider->setMinimumWidth(120);
            // "communication (signal propagation ...)": the words before the
            // explanation name the row, the whole name is its tooltip.
            const QString fullName = QString::fromStdString(contributions[i].name);
            auto* name = new QLabel(fullName.section(QStringLiteral(" ("), 0, 0), row);
            name->setToolTip(fullName);
            slider->setToolTip(fullName);
            auto* value = new QLabel(row);
            value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto* growth = new QComboBox(row);
            for (const auto& choice : core::timelineGrowthChoices()) growth->addItem(QString::fromStdString(choice.label));
            growth->setAccessibleName(tr("growth of %1").arg(name->text()));
            rowLayout->addWidget(name, 0, 0);
            rowLayout->addWidget(value, 0, 1);
            rowLayout->addWidget(slider, 1, 0);
            rowLayout->addWidget(growth, 1, 1);
            rowLayout->setColumnStretch(0, 1);
            const int index = static_cast<int>(i);
            connect(slider, &LogSlider::logValueChanged, this,
                    [this, index](double share) { controller_->setTimelineShare(index, share); });
            ControlBinding::connectDrag(slider, controller_);
            connect(growth, &QComboBox::activated, this, [this, index](int choice) {
                const auto& chosen = core::timelineGrowthChoices().at(std::size_t(choice));
                controller_->setTimelineGrowth(index, chosen.growth, chosen.exponent);
            });
            form->addRow(row);
            timelineSliders_.push_back(slider);
            timelineGrowth_.push_back(growth);
            timelineValues_.push_back(value);
        }
    }
    for (std::size_t i = 0; i < contributions.size(); ++i) {
        timelineSliders_[i]->setLogValueSilently(contributions[i].shareAtOneProcessor);
        const QSignalBlocker blocker(timelineGrowth_[i]);
        timelineGrowth_[i]->setCurrentIndex(core::timelineGrowthChoiceOf(contributions[i]));
        timelineValues_[i]->setText(NumberFormat::scientific(contributions[i].shareAtOneProcessor, 2));
    }
}

void LawBox::showScenario(const core::Scenario& scenario) {
    {
        const QSignalBlocker blocker(modelCombo_);
        modelCombo_->setCurrentIndex(modelCombo_->findData(int(scenario.model)));
    }
    growthRow_->setVisible(scenario.model == core::ModelKind::SunNi);
    {
        const QSignalBlocker blocker(growthSlider_);
        growthSlider_->setValue(static_cast<int>(std::lround(scenario.growthExponent * 100.0)));
    }
    growthValue_->setText(QStringLiteral("\u03B3 = %1").arg(NumberFormat::ticks(scenario.growthExponent, 0.01)));
    timelineBox_->setVisible(scenario.model == core::ModelKind::Timeline);
    rebuildTimelineRows(scenario);

    const bool largeModel = scenario.model == core::ModelKind::ParallelTraining;
    largeModelHint_->setVisible(largeModel);
    if (largeModel) {
        const auto& run = scenario.trainingRun;
        largeModelHint_->setText(tr("%1 on %2 GPUs (%3 \u00D7 %4 \u00D7 %5). <a href=\"training\">Edit in the Training tab</a>")
                                     .arg(QString::fromStdString(run.modelName).toHtmlEscaped())
                                     .arg(run.gpus())
                                     .arg(run.tensorParallel)
                                     .arg(run.pipelineParallel)
                                     .arg(run.dataParallel));
        largeModelHint_->setToolTip(QString::fromStdString(run.acceleratorName));
    }
}

}  // namespace effsurf::ui
