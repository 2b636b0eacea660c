// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QLocale;

namespace effsurf::ui {

/// A text field for a number in the forms users type ("1e-7", "5%",
/// "alpha=0.9999999", "2.4e6"), parsed by core. Enter or leaving the field
/// commits; text that does not parse is refused with a visible message under
/// the field and nothing is emitted, so the state stays as it was.
class NumberField : public QWidget {
    Q_OBJECT
public:
    /// `parse` throws (core::InvalidParameter or any std::exception) with the reason.
    using Parser = std::function<double(const QString&)>;
    using Formatter = std::function<QString(double)>;

    NumberField(Parser parse, Formatter format, QWidget* parent = nullptr);

    /// Typed text as core reads it: in a language that writes a decimal comma
    /// (QLocale's default, set from the chosen language) "0,05" and "2,5×10¹⁰"
    /// are 0.05 and 2.5×10¹⁰; "." is read as well. Elsewhere the text is
    /// passed on as typed, and core refuses "0,05" saying '.' is the point.
    static QString inCoreNotation(const QString& typed, const QLocale& locale);

    /// Shows `value`. Text the user is typing stays while the value stays; when
    /// the value changes elsewhere, unentered text is replaced and named in a
    /// note under the field (noticeText()).
    void showValue(double value);
    QLineEdit* lineEdit() const noexcept { return edit_; }
    QString errorText() const;
    /// The note naming text that was discarded because the value changed elsewhere; empty if none.
    QString noticeText() const;
    bool hasError() const;
    /// Shows `message` under the field, red, with a red border: the value was
    /// refused after it parsed (out of the model's range). The text stays for correcting.
    void showError(const QString& message);

signals:
    void valueEntered(double value);

protected:
    /// Names the text field for a screen reader after the label whose buddy
    /// this field is (a form's row label), or this field's tool tip.
    void showEvent(QShowEvent* event) override;

private:
    void commit();

    Parser parse_;
    Formatter format_;
    QLineEdit* edit_;
    QLabel* error_;
    double shown_ = 0.0;
    bool noticeShown_ = false;  // error_ holds a neutral note, not a refusal
};

}  // namespace effsurf::ui
