#pragma once

#include <QDoubleSpinBox>
#include <QString>

namespace effsurf::ui {

/// A QDoubleSpinBox that reads what is typed through core's checked parser
/// (parseNumberInRange): "1.5e3" is taken, and "1e400", "5e12" or "-1" are
/// refused with the field's name and range, and the value stays. A plain
/// spin box drops the characters it cannot hold and clamps the rest
/// ("1e400" became 1400, "-1" became 1) without a word.
class CheckedDoubleSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    CheckedDoubleSpinBox(QString field, QWidget* parent = nullptr);

    /// Why the last text was refused; empty once the field is edited again.
    QString refusal() const { return refusal_; }

    QValidator::State validate(QString& text, int& position) const override;
    void fixup(QString& input) const override;

private:
    /// `text` without the prefix and the suffix (" Gb/s"): what core reads.
    QString number(const QString& text) const;

    QString field_;
    mutable QString refusal_;
};

}  // namespace effsurf::ui
