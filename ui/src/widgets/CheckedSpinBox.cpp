#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include "effsurf/ui/widgets/FieldRefusal.h"

#include "effsurf/core/util/QuantityParser.h"

#include <QLineEdit>
#include <QMetaObject>

#include <exception>

namespace effsurf::ui {

CheckedSpinBox::CheckedSpinBox(QString field, QWidget* parent) : QSpinBox(parent), field_(std::move(field)) {
    // The value changes when the edit ends (Enter, leaving the field), not at
    // every keystroke: "1e400" passed through 1 on its way to be refused.
    setKeyboardTracking(false);
    connect(lineEdit(), &QLineEdit::textEdited, this, [this] {
        refusal_.clear();
        FieldRefusal::clear(this);
    });
}

QValidator::State CheckedSpinBox::validate(QString& text, int& position) const {
    // Anything may be typed ("1e", "-"): it is judged when the edit ends, in
    // fixup. Only what core reads as a number in range is acceptable as it
    // stands (the spin box's own reading took "1e400" for its maximum).
    const QValidator::State state = QSpinBox::validate(text, position);
    if (state != QValidator::Acceptable) return QValidator::Intermediate;
    try {
        core::parseWholeNumberInRange(number(text).toStdString(), field_.toStdString(), minimum(), maximum());
        return QValidator::Acceptable;
    } catch (const std::exception&) {
        return QValidator::Intermediate;
    }
}

QString CheckedSpinBox::number(const QString& text) const {
    QString number = text.trimmed();
    if (!prefix().isEmpty() && number.startsWith(prefix().trimmed())) number = number.mid(prefix().trimmed().size());
    if (!suffix().isEmpty() && number.endsWith(suffix().trimmed())) number.chop(suffix().trimmed().size());
    return number.trimmed();
}

void CheckedSpinBox::fixup(QString& input) const {
    try {
        const auto value = core::parseWholeNumberInRange(number(input).toStdString(), field_.toStdString(), minimum(), maximum());
        input = prefix() + textFromValue(int(value)) + suffix();
    } catch (const std::exception& error) {
        // Left as typed, the text stays unacceptable and the spin box keeps its value.
        refusal_ = QString::fromUtf8(error.what());
        auto* self = const_cast<CheckedSpinBox*>(this);
        QMetaObject::invokeMethod(self, [self] { FieldRefusal::show(self, self->refusal_); }, Qt::QueuedConnection);
    }
}

}  // namespace effsurf::ui
