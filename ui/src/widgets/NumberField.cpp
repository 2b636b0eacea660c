// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/NumberField.h"

#include "effsurf/ui/style/AppStyle.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

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
        if (hasError()) {
            error_->hide();
            edit_->setStyleSheet(QString());
        }
    });
}

void NumberField::showValue(double value) {
    shown_ = value;
    // Text being corrected (refused, still focused) stays with its message;
    // otherwise the field shows the state, and a stale message goes.
    if (hasError() && edit_->hasFocus()) return;
    if (!edit_->hasFocus() || !edit_->isModified()) {
        edit_->setText(format_(value));
        edit_->setModified(false);
        if (hasError()) {
            error_->hide();
            edit_->setStyleSheet(QString());
        }
    }
}

QString NumberField::errorText() const { return error_->isVisible() || !error_->isHidden() ? error_->text() : QString(); }

bool NumberField::hasError() const { return !error_->isHidden(); }

void NumberField::showError(const QString& message) {
    // In the theme shown now: dark red on light, light red on dark (AA either way).
    const QString red = AppStyle::errorText(palette()).name();
    error_->setStyleSheet(QStringLiteral("color: %1;").arg(red));
    error_->setText(message);
    error_->show();
    edit_->setStyleSheet(QStringLiteral("border: 2px solid %1;").arg(red));
    edit_->setModified(true);  // Enter again retries the same text
}

void NumberField::commit() {
    if (!edit_->isModified()) return;
    try {
        const double value = parse_(edit_->text());
        error_->hide();
        edit_->setStyleSheet(QString());
        edit_->setModified(false);
        emit valueEntered(value);
    } catch (const std::exception& e) {
        showError(QString::fromUtf8(e.what()));
    }
}

}  // namespace effsurf::ui
