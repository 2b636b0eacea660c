// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QSizeF>
#include <QString>

#include <memory>

class QPainter;

namespace effsurf::ui {

/// A small typeset formula, parsed from a TeX-like markup and laid out with QPainter.
///
/// Supported markup (the subset the lecture tour texts use):
///  - `\frac{a}{b}` stacked fractions, `\sqrt{x}`, `{...}` grouping;
///  - `^{...}` / `^x` superscripts and `_{...}` / `_x` subscripts (both on one base allowed);
///  - `\text{...}` upright text with spaces kept;
///  - Greek letters (`\alpha`, `\varepsilon`, ...), `\cdot \times \approx \le \ge \ne \infty \to \sum`,
///    `\max \min \log ...`, spacing `\, \; \quad`;
///  - `-` is typeset as a minus sign (U+2212), `'` as a prime (U+2032).
///
/// Parsing never fails: malformed input (unbalanced braces, unknown commands, a trailing `^`)
/// renders whatever could be understood, unknown commands appear as their literal text.
///
/// The object is an immutable value (cheap to copy: the parsed tree is shared). All metrics
/// are computed for a font passed in at use time, so a caller that changes fonts (e.g. the
/// presentation mode) simply asks again with the new font.
class Formula {
public:
    /// An empty formula (zero size, paints nothing).
    Formula();

    /// Parses `markup`. Never throws and never fails; see the class comment for the syntax.
    static Formula parse(const QString& markup);

    /// The markup this formula was parsed from.
    QString source() const;

    /// True if the formula contains nothing visible to lay out.
    bool isEmpty() const;

    /// Size of the laid-out formula for `font` (the font's size is the size of top-level
    /// symbols), including a small margin so italic overhangs and antialiasing are not clipped.
    QSizeF size(const QFont& font) const;

    /// Distance from the top of size() to the baseline of the top-level row, for `font`.
    /// Use it to align a formula with surrounding text.
    qreal baseline(const QFont& font) const;

    /// Paints the formula with its bounding box (of size(font)) starting at `topLeft`.
    void paint(QPainter& painter, const QPointF& topLeft, const QFont& font, const QColor& color) const;

    /// Readable linear text, e.g. "S(N) = 1/(s + (1−s)/N)", for accessibility and tooltips.
    QString plainText() const;

    /// Implementation detail (parse tree node); public only so the .cpp's helpers can name it.
    struct Node;

private:
    explicit Formula(QString source, std::shared_ptr<const Node> root);

    QString m_source;
    std::shared_ptr<const Node> m_root;
};

}  // namespace effsurf::ui
