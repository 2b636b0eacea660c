// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/Formula.h"

// The facade: the markup is parsed (FormulaParser) into a shared, immutable
// tree (FormulaNode.h) that is laid out and painted (FormulaLayout) or read as
// linear text (FormulaPlainText).

#include "FormulaLayout.h"
#include "FormulaParser.h"
#include "FormulaPlainText.h"

#include <utility>

namespace effsurf::ui {

Formula::Formula() : m_root(std::make_shared<const Node>()) {}

Formula::Formula(QString source, std::shared_ptr<const Node> root) : m_source(std::move(source)), m_root(std::move(root)) {}

Formula Formula::parse(const QString& markup) { return Formula(markup, std::make_shared<const Node>(FormulaParser::parse(markup))); }

QString Formula::source() const { return m_source; }

bool Formula::isEmpty() const { return !formula::hasContent(*m_root); }

QSizeF Formula::size(const QFont& font) const {
    if (isEmpty()) return {0, 0};
    return FormulaLayout::size(*m_root, font);
}

qreal Formula::baseline(const QFont& font) const {
    if (isEmpty()) return 0;
    return FormulaLayout::baseline(*m_root, font);
}

void Formula::paint(QPainter& painter, const QPointF& topLeft, const QFont& font, const QColor& color) const {
    if (isEmpty()) return;
    FormulaLayout::paint(*m_root, painter, topLeft, font, color);
}

QString Formula::plainText() const { return FormulaPlainText::of(*m_root); }

}  // namespace effsurf::ui
