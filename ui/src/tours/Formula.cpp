// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/Formula.h"

// The facade: the markup is parsed by core (FormulaParser, as for the
// exported lecture page) into a shared, immutable tree that is laid out and
// painted here (FormulaLayout) or read as linear text (core's FormulaPlainText).

#include "FormulaLayout.h"

#include "effsurf/core/formula/FormulaParser.h"
#include "effsurf/core/formula/FormulaPlainText.h"

#include <utility>

namespace effsurf::ui {

Formula::Formula() : m_root(std::make_shared<const Node>()) {}

Formula::Formula(QString source, std::shared_ptr<const Node> root) : m_source(std::move(source)), m_root(std::move(root)) {}

Formula Formula::parse(const QString& markup) {
    return Formula(markup, std::make_shared<const Node>(core::FormulaParser::parse(markup.toStdString())));
}

QString Formula::source() const { return m_source; }

bool Formula::isEmpty() const { return !m_root->hasContent(); }

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

QString Formula::plainText() const { return QString::fromStdString(core::FormulaPlainText::of(*m_root)); }

}  // namespace effsurf::ui
