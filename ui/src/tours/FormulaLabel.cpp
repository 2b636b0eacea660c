// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/FormulaLabel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

FormulaLabel::FormulaLabel(QWidget* parent) : QWidget(parent) { setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum); }

FormulaLabel::FormulaLabel(const QString& markup, QWidget* parent) : FormulaLabel(parent) { setFormula(markup); }

void FormulaLabel::setFormula(const QString& markup) {
    if (markup == m_markup && !m_lines.empty()) return;
    m_markup = markup;
    m_lines.clear();
    const QStringList lines = markup.split(QLatin1Char('\n'));
    for (const QString& line : lines) m_lines.push_back(Formula::parse(line));
    setAccessibleName(plainText());
    updateGeometry();
    update();
}

QString FormulaLabel::formula() const { return m_markup; }

void FormulaLabel::setAlignment(Qt::Alignment alignment) {
    if (alignment == m_alignment) return;
    m_alignment = alignment;
    update();
}

Qt::Alignment FormulaLabel::alignment() const { return m_alignment; }

QString FormulaLabel::plainText() const {
    QStringList out;
    for (const Formula& f : m_lines) out << f.plainText();
    return out.join(QLatin1Char('\n'));
}

qreal FormulaLabel::lineGap(const QFont& font) {
    // Fractions are tall and tight-boxed, so lines need a visible gap to not read as one.
    return 0.4 * QFontMetricsF(font).height();
}

qreal FormulaLabel::emptyLineHeight(const QFont& font) { return QFontMetricsF(font).height(); }

QSizeF FormulaLabel::contentSize(const QFont& font) const {
    qreal w = 0;
    qreal h = 0;
    for (size_t i = 0; i < m_lines.size(); ++i) {
        const QSizeF s = m_lines[i].isEmpty() ? QSizeF(0, emptyLineHeight(font)) : m_lines[i].size(font);
        w = std::max(w, s.width());
        h += s.height();
        if (i + 1 < m_lines.size()) h += lineGap(font);
    }
    if (m_lines.size() == 1 && m_lines.front().isEmpty()) h = 0;  // an empty label takes no space
    return {w, h};
}

QSize FormulaLabel::sizeHint() const {
    const QSizeF s = contentSize(font());
    const QMargins m = contentsMargins();
    return {int(std::ceil(s.width())) + m.left() + m.right(), int(std::ceil(s.height())) + m.top() + m.bottom()};
}

QSize FormulaLabel::minimumSizeHint() const { return sizeHint(); }

void FormulaLabel::paintEvent(QPaintEvent* /*event*/) {
    // The font is read here, not cached: the presentation mode may have changed it.
    const QFont f = font();
    const QColor color = palette().color(QPalette::WindowText);
    const QRect r = contentsRect();
    const QSizeF total = contentSize(f);

    qreal y = r.top();
    if (m_alignment & Qt::AlignBottom) y = r.bottom() + 1 - total.height();
    else if (!(m_alignment & Qt::AlignTop)) y = r.top() + (r.height() - total.height()) / 2;

    QPainter painter(this);
    for (const Formula& line : m_lines) {
        if (line.isEmpty()) {
            y += emptyLineHeight(f) + lineGap(f);
            continue;
        }
        const QSizeF s = line.size(f);
        qreal x = r.left();
        if (m_alignment & Qt::AlignRight) x = r.right() + 1 - s.width();
        else if (m_alignment & Qt::AlignHCenter) x = r.left() + (r.width() - s.width()) / 2;
        // Whole-pixel origins keep text and fraction rules crisp.
        line.paint(painter, QPointF(std::round(x), std::round(y)), f, color);
        y += s.height() + lineGap(f);
    }
}

void FormulaLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    } else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::EnabledChange) {
        update();
    }
    QWidget::changeEvent(event);
}

}  // namespace effsurf::ui
