// SPDX-License-Identifier: MIT
#include "effsurf/ui/controls/PrecisionBox.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/NumberField.h"

#include "effsurf/core/util/QuantityParser.h"

#include <algorithm>

#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStandardItemModel>

namespace effsurf::ui {

PrecisionBox::PrecisionBox(ScenarioController* controller, QWidget* parent) : QGroupBox(tr("Precision"), parent), controller_(controller) {
    auto* layout = new QFormLayout(this);
    precisionCombo_ = new QComboBox(this);
    // core's list of precisions, widest first (the CLI, Python and the page read the same).
    const auto& precisions = core::precisionNames().items();
    for (std::size_t index = 0; index < precisions.size(); ++index)
        precisionCombo_->addItem(QString::fromUtf8(precisions[index].label.data(), qsizetype(precisions[index].label.size())),
                                 int(core::allPrecisions()[index].precision));
    layout->addRow(tr("datatype"), precisionCombo_);
    // A field read by core's checked parser, as s and N are: a spin box
    // silently clamped or dropped what it could not hold ("1e400" became 1400,
    // "-1" became 1) and the surface jumped without a word.
    speedFactorField_ = new NumberField(
        [](const QString& text) {
            return core::parseNumberInRange(text.toStdString(), "speed factor k", core::Scenario::kMinSpeedFactor,
                                            core::Scenario::kMaxSpeedFactor);
        },
        [](double value) { return NumberFormat::editable(value); }, this);
    speedFactorField_->lineEdit()->setAccessibleName(tr("speed factor k"));
    speedFactorField_->lineEdit()->setPlaceholderText(tr("4, 8 or 1.5e3"));
    speedFactorField_->setToolTip(
        tr("Payload speed-up over FP64, 0.001 to 10\u2074. Default 8 / bytes per element: the "
           "paper's k \u2248 4 for 64 \u2192 16 bit. Datasheet tensor-core peaks give larger "
           "factors."));
    layout->addRow(tr("speed factor k"), speedFactorField_);
    precisionInfo_ = new QLabel(this);
    precisionInfo_->setWordWrap(true);
    layout->addRow(precisionInfo_);
    connect(precisionCombo_, &QComboBox::activated, this,
            [this](int index) { controller_->setPrecision(core::Precision(precisionCombo_->itemData(index).toInt())); });
    connect(speedFactorField_, &NumberField::valueEntered, this,
            [this](double k) { controller_->setSpeedFactor(controller_->scenario().precision, k); });
    fitWidths();
}

void PrecisionBox::fitWidths() {
    const QFontMetrics metrics(font());
    int widest = 0;
    for (int i = 0; i < precisionCombo_->count(); ++i) widest = std::max(widest, metrics.horizontalAdvance(precisionCombo_->itemText(i)));
    // The text, then the frame and the arrow: about the combo's height and a margin.
    precisionCombo_->setMinimumWidth(widest + 2 * metrics.height() + 12);
    // k's widest ordinary value whole, as the spin box showed it.
    speedFactorField_->lineEdit()->setMinimumWidth(metrics.horizontalAdvance(QStringLiteral("10000.00")) + metrics.height());
}

void PrecisionBox::changeEvent(QEvent* event) {
    QGroupBox::changeEvent(event);
    // The presentation view scales the fonts after it has made the strip.
    if (event->type() == QEvent::FontChange) fitWidths();
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
        items->item(row)->setToolTip(
            available ? QString() : tr("not on the %1's datasheet").arg(QString::fromStdString(scenario.trainingRun.acceleratorName)));
    }
}

void PrecisionBox::showScenario(const core::Scenario& scenario) {
    // k is no input of the training models, whose datasheet peaks set each datatype's speed.
    static_cast<QFormLayout*>(layout())->setRowVisible(
        speedFactorField_, scenario.model != core::ModelKind::Training && scenario.model != core::ModelKind::ParallelTraining);
    enableDatatypes(scenario);
    {
        const QSignalBlocker blocker(precisionCombo_);
        precisionCombo_->setCurrentIndex(precisionCombo_->findData(int(scenario.precision)));
    }
    speedFactorField_->showValue(scenario.speedFactor());
    const auto& info = core::precisionInfo(scenario.precision);
    precisionInfo_->setText(tr("%1 bytes per element \u00B7 s' = %2")
                                .arg(info.bytesPerElement)
                                .arg(NumberFormat::scientific(scenario.effectiveSerialFraction())));
}

}  // namespace effsurf::ui
