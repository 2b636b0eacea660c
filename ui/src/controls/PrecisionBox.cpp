#include "effsurf/ui/controls/PrecisionBox.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStandardItemModel>

namespace effsurf::ui {

PrecisionBox::PrecisionBox(ScenarioController* controller, QWidget* parent)
    : QGroupBox(tr("Precision"), parent), controller_(controller) {
    auto* layout = new QFormLayout(this);
    precisionCombo_ = new QComboBox(this);
    for (const auto& info : core::allPrecisions())
        precisionCombo_->addItem(QString::fromUtf8(info.displayName.data()), int(info.precision));
    layout->addRow(tr("datatype"), precisionCombo_);
    speedFactorSpin_ = new QDoubleSpinBox(this);
    speedFactorSpin_->setRange(0.01, 10000.0);
    speedFactorSpin_->setDecimals(2);
    speedFactorSpin_->setToolTip(tr("Payload speed-up over FP64. Default 8 / bytes per element: the paper's k \u2248 4 "
                                    "for 64 \u2192 16 bit. Datasheet tensor-core peaks give larger factors."));
    layout->addRow(tr("speed factor k"), speedFactorSpin_);
    precisionInfo_ = new QLabel(this);
    precisionInfo_->setWordWrap(true);
    layout->addRow(precisionInfo_);
    connect(precisionCombo_, &QComboBox::activated, this, [this](int index) {
        controller_->setPrecision(core::Precision(precisionCombo_->itemData(index).toInt()));
    });
    connect(speedFactorSpin_, &QDoubleSpinBox::valueChanged, this,
            [this](double k) { controller_->setSpeedFactor(controller_->scenario().precision, k); });
}

void PrecisionBox::setStrip(bool strip) {
    // The title leads nothing here (the form has labels): it goes, the frame stays.
    setTitle(strip ? QString() : tr("Precision"));
    precisionInfo_->setVisible(!strip);
}

void PrecisionBox::enableDatatypes(const core::Scenario& scenario) {
    // Redone only when the accelerator changes: a slider step must not touch the combo's model.
    const bool largeModel = scenario.model == core::ModelKind::ParallelTraining;
    const QString precisionsFor = largeModel ? QString::fromStdString(scenario.trainingRun.acceleratorId) : QString();
    auto* items = qobject_cast<QStandardItemModel*>(precisionCombo_->model());
    if (!items || precisionsFor == precisionsShownFor_) return;
    precisionsShownFor_ = precisionsFor;
    for (int row = 0; row < items->rowCount(); ++row) {
        const auto precision = core::Precision(precisionCombo_->itemData(row).toInt());
        const bool available = !largeModel || scenario.trainingRun.peakFlops[std::size_t(precision)].has_value();
        items->item(row)->setEnabled(available);
        items->item(row)->setToolTip(available ? QString()
                                               : tr("not on the %1's datasheet")
                                                     .arg(QString::fromStdString(scenario.trainingRun.acceleratorName)));
    }
}

void PrecisionBox::showScenario(const core::Scenario& scenario) {
    // k is no input of the training models, whose datasheet peaks set each datatype's speed.
    static_cast<QFormLayout*>(layout())->setRowVisible(
        speedFactorSpin_, scenario.model != core::ModelKind::Training && scenario.model != core::ModelKind::ParallelTraining);
    enableDatatypes(scenario);
    {
        const QSignalBlocker blocker(precisionCombo_);
        precisionCombo_->setCurrentIndex(precisionCombo_->findData(int(scenario.precision)));
    }
    {
        const QSignalBlocker blocker(speedFactorSpin_);
        speedFactorSpin_->setValue(scenario.speedFactor());
    }
    const auto& info = core::precisionInfo(scenario.precision);
    precisionInfo_->setText(tr("%1 bytes per element \u00B7 s' = %2")
                                .arg(info.bytesPerElement)
                                .arg(NumberFormat::scientific(scenario.effectiveSerialFraction())));
}

}  // namespace effsurf::ui
