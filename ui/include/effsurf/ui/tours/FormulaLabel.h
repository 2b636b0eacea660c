// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/tours/Formula.h"

#include <QString>
#include <QWidget>

#include <vector>

namespace effsurf::ui {

/// A label that shows one or more typeset formula lines (see Formula for the markup).
///
/// Layout and painting always use the widget's current font() and
/// palette().color(QPalette::WindowText), so the presentation mode (which scales widget
/// fonts) and palette changes apply without extra calls. The label does not wrap: its
/// minimum size is the size of the typeset lines.
class FormulaLabel : public QWidget {
    Q_OBJECT

public:
    explicit FormulaLabel(QWidget* parent = nullptr);
    /// Convenience: constructs the label and calls setFormula(markup).
    explicit FormulaLabel(const QString& markup, QWidget* parent = nullptr);

    /// Sets the markup; lines are separated by '\n'. Also sets the accessible name to the
    /// readable linear text so screen readers get something better than TeX source.
    void setFormula(const QString& markup);
    /// The markup last passed to setFormula().
    QString formula() const;

    /// Horizontal alignment of each line (Qt::AlignLeft, Qt::AlignHCenter, Qt::AlignRight)
    /// and vertical alignment of the block of lines. Default: Qt::AlignCenter.
    void setAlignment(Qt::Alignment alignment);
    /// The current alignment.
    Qt::Alignment alignment() const;

    /// The formula lines as readable linear text, joined with '\n'.
    QString plainText() const;

    /// Natural size of all lines for the current font, plus contents margins.
    QSize sizeHint() const override;
    /// Same as sizeHint(): formulas cannot be wrapped or elided meaningfully.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Vertical gap between lines for `font`.
    static qreal lineGap(const QFont& font);
    /// Natural size of the block of lines (without margins) for `font`.
    QSizeF contentSize(const QFont& font) const;
    /// Height given to an empty line, so blank lines still separate groups of formulas.
    static qreal emptyLineHeight(const QFont& font);

    QString m_markup;
    std::vector<Formula> m_lines;
    Qt::Alignment m_alignment = Qt::AlignCenter;
};

}  // namespace effsurf::ui
