// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingFields.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

#include <cmath>

namespace effsurf::ui::TrainingFields {

NumberField* positiveField(const QString& name, QWidget* parent, bool allowZero) {
    auto* field = new NumberField(
        [name, allowZero](const QString& text) {
            const auto value = core::parseDouble(text.toStdString());
            if (!value || !std::isfinite(*value) || (allowZero ? *value < 0.0 : *value <= 0.0))
                throw core::InvalidParameter(name.toStdString(),
                                             (allowZero ? QCoreApplication::translate("TrainingFields", "expected a number >= 0, got '%1'")
                                                        : QCoreApplication::translate("TrainingFields", "expected a number > 0, got '%1'"))
                                                 .arg(text)
                                                 .toStdString());
            return *value;
        },
        [](double value) { return QString::fromStdString(core::formatEditableNumber(value)); }, parent);
    field->lineEdit()->setAccessibleName(name);  // what a screen reader says for the field
    return field;
}

void narrowCombo(QComboBox* combo) {
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(14);
}

QLabel* addProblemLine(QFormLayout* form) {
    auto* problem = new QLabel(form->parentWidget());
    problem->setWordWrap(true);
    problem->hide();
    form->addRow(problem);
    return problem;
}

QLabel* addInfoLine(QFormLayout* form) {
    auto* info = new QLabel(form->parentWidget());
    info->setWordWrap(true);
    form->addRow(info);
    return info;
}

}  // namespace effsurf::ui::TrainingFields
