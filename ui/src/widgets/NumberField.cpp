// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/NumberField.h"

#include "effsurf/ui/widgets/CoreMessageText.h"

#include "effsurf/ui/style/AppStyle.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>
#include <exception>

namespace effsurf::ui {

NumberField::NumberField(Parser parse, Formatter format, QWidget* parent)
    : QWidget(parent), parse_(std::move(parse)), format_(std::move(format)), edit_(new QLineEdit(this)), error_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(edit_);
    layout->addWidget(error_);
    error_->setWordWrap(true);
    error_->setAccessibleName(tr("input error"));
    error_->hide();
    connect(edit_, &QLineEdit::editingFinished, this, &NumberField::commit);
    connect(edit_, &QLineEdit::textEdited, this, [this] {
        if (!error_->isHidden()) {
            noticeShown_ = false;
            error_->hide();
            edit_->setStyleSheet(QString());
        }
    });
}

void NumberField::showValue(double value) {
    const bool changed = !(value == shown_ || (std::isnan(value) && std::isnan(shown_)));
    shown_ = value;
    const bool typing = edit_->hasFocus() && edit_->isModified();
    // While this field's value stays, what the user is typing (or correcting
    // after a refusal) stays, with its message.
    if (typing && !changed) return;
    // The value changed elsewhere (a tour step, undo, a preset, a snapshot):
    // the field never shows a number the state does not hold. Text typed but
    // not entered is discarded, visibly: the note under the field names it.
    const QString discarded = typing ? edit_->text().trimmed() : QString();
    edit_->setText(format_(value));
    edit_->setModified(false);
    edit_->setStyleSheet(QString());
    if (!changed && noticeShown_) return;  // the same value again: the note stays until the next change
    error_->setStyleSheet(QString());
    noticeShown_ = !discarded.isEmpty();
    if (noticeShown_) {
        error_->setText(tr("“%1” was not entered: the value changed to %2 meanwhile").arg(discarded, format_(value)));
        error_->show();
    } else {
        error_->hide();
    }
}

QString NumberField::errorText() const { return hasError() ? error_->text() : QString(); }

QString NumberField::noticeText() const { return noticeShown_ && !error_->isHidden() ? error_->text() : QString(); }

bool NumberField::hasError() const { return !error_->isHidden() && !noticeShown_; }

void NumberField::showError(const QString& message) {
    // In the theme shown now: dark red on light, light red on dark (AA either way).
    const QString red = AppStyle::errorText(palette()).name();
    noticeShown_ = false;
    error_->setStyleSheet(QStringLiteral("color: %1;").arg(red));
    error_->setText(CoreMessageText::of(message));  // core's refusal in the window's language
    error_->show();
    edit_->setStyleSheet(QStringLiteral("border: 2px solid %1;").arg(red));
    edit_->setModified(true);  // Enter again retries the same text
}

void NumberField::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (!edit_->accessibleName().isEmpty()) return;
    QString name = accessibleName();
    if (name.isEmpty() && parentWidget() != nullptr)
        for (const QLabel* label : parentWidget()->findChildren<QLabel*>())
            if (label->buddy() == this || label->buddy() == edit_) name = label->text();
    if (name.isEmpty()) name = toolTip();
    name.remove(QLatin1Char('&'));
    if (!name.isEmpty()) edit_->setAccessibleName(name);
}

QString NumberField::inCoreNotation(const QString& typed, const QLocale& locale) {
    // One comma is the decimal separator where the language writes one; two or
    // more are not a number in any notation ("1,5,0"): core says so.
    if (locale.decimalPoint() != QStringLiteral(",") || typed.count(QLatin1Char(',')) != 1 || typed.contains(QLatin1Char('.')))
        return typed;
    QString text = typed;
    return text.replace(QLatin1Char(','), QLatin1Char('.'));
}

void NumberField::commit() {
    if (!edit_->isModified()) return;
    try {
        const double value = parse_(inCoreNotation(edit_->text(), QLocale()));
        error_->hide();
        noticeShown_ = false;
        edit_->setStyleSheet(QString());
        edit_->setModified(false);
        emit valueEntered(value);
    } catch (const std::exception& e) {
        showError(QString::fromUtf8(e.what()));
    }
}

}  // namespace effsurf::ui
