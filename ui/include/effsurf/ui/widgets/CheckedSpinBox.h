// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/widgets/FieldRefusal.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMetaObject>
#include <QSpinBox>
#include <QString>

#include <exception>
#include <type_traits>

namespace effsurf::ui {

/// A spin box (QSpinBox or QDoubleSpinBox) that reads what is typed through
/// core's checked parser: parseWholeNumberInRange for counts,
/// parseNumberInRange for decimals. "1.6e3" is taken; "1e400", "-1" or "2.5"
/// threads are refused with the field's name and range, and the value stays.
/// A plain spin box drops the characters it cannot hold and clamps the rest
/// ("1e400" became 1400, "-1" became 1, "2.5" became 25) without a word.
/// Used as CheckedSpinBox and CheckedDoubleSpinBox (below).
template <typename SpinBox>
class CheckedSpinBoxOf : public SpinBox {
    static_assert(std::is_same_v<SpinBox, QSpinBox> || std::is_same_v<SpinBox, QDoubleSpinBox>);

public:
    explicit CheckedSpinBoxOf(QString field, QWidget* parent = nullptr) : SpinBox(parent), field_(std::move(field)) {
        // The value changes when the edit ends (Enter, leaving the field), not at
        // every keystroke: "1e400" passed through 1 on its way to be refused.
        this->setKeyboardTracking(false);
        QObject::connect(this->lineEdit(), &QLineEdit::textEdited, this, [this] {
            refusal_.clear();
            FieldRefusal::clear(this);
        });
    }

    /// Why the last text was refused; empty once the field is edited again.
    QString refusal() const { return refusal_; }

    QValidator::State validate(QString& text, int& position) const override {
        // Anything may be typed ("1e", "-"): it is judged when the edit ends, in
        // fixup. Only what core reads as a number in range is acceptable as it
        // stands (the spin box's own reading took "1e400" for its maximum).
        if (isSpecialValueText(text)) return QValidator::Acceptable;  // the minimum's name ("no dropout"), not a number
        if (SpinBox::validate(text, position) != QValidator::Acceptable) return QValidator::Intermediate;
        try {
            parse(text);
            return QValidator::Acceptable;
        } catch (const std::exception&) {
            return QValidator::Intermediate;
        }
    }

    void fixup(QString& input) const override {
        if (isSpecialValueText(input)) return;
        try {
            input = this->prefix() + this->textFromValue(parse(input)) + this->suffix();
        } catch (const std::exception& error) {
            // Left as typed, the text stays unacceptable and the spin box keeps its value.
            refusal_ = QString::fromUtf8(error.what());
            auto* self = const_cast<CheckedSpinBoxOf*>(this);
            QMetaObject::invokeMethod(
                self, [self] { FieldRefusal::show(self, self->refusal_); }, Qt::QueuedConnection);
        }
    }

private:
    bool isSpecialValueText(const QString& text) const {
        return !this->specialValueText().isEmpty() && text.trimmed() == this->specialValueText().trimmed();
    }

    /// `text` without the prefix and the suffix (" Gb/s"), read by core; throws its refusal.
    auto parse(const QString& text) const {
        QString number = text.trimmed();
        const QString prefix = this->prefix().trimmed(), suffix = this->suffix().trimmed();
        if (!prefix.isEmpty() && number.startsWith(prefix)) number = number.mid(prefix.size());
        if (!suffix.isEmpty() && number.endsWith(suffix)) number.chop(suffix.size());
        // The spin box writes its value in its locale ("8,0 s" in German): read as the number fields read it.
        number = NumberField::inCoreNotation(number.trimmed(), this->locale());
        const std::string typed = number.toStdString(), field = field_.toStdString();
        if constexpr (std::is_same_v<SpinBox, QSpinBox>)
            return int(core::parseWholeNumberInRange(typed, field, this->minimum(), this->maximum()));
        else return core::parseNumberInRange(typed, field, this->minimum(), this->maximum());
    }

    QString field_;
    mutable QString refusal_;
};

using CheckedSpinBox = CheckedSpinBoxOf<QSpinBox>;
using CheckedDoubleSpinBox = CheckedSpinBoxOf<QDoubleSpinBox>;

}  // namespace effsurf::ui
