// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QChart;
class QPainter;

namespace effsurf::ui {

/// A chart's legend laid out as running text under a panel of a
/// multi-panel figure: entries side by side, wrapped onto as many lines as
/// the panel's width needs. Qt Charts' own legend keeps one row at the
/// bottom and elides its labels, and at the right it takes half a narrow
/// panel's width.
class FlowLegend {
public:
    struct Entry {
        QString label;
        QColor color;
    };

    /// The visible entries of `chart`'s legend, in its order.
    static std::vector<Entry> entriesOf(QChart* chart);
    /// The height the entries need in `width` with `font`.
    static double height(const std::vector<Entry>& entries, const QFont& font, double width);
    /// Paints the entries into `area` (a coloured square and its label each).
    static void paint(QPainter& painter, const QRectF& area, const std::vector<Entry>& entries, const QFont& font, const QColor& text);
    /// Whether Qt's legend of `chart` left out an entry the chart means to
    /// show (ChartStyle::isLegendEntry), or drew one past its lower edge: it
    /// hides or clips what does not fit, even at keepLegendWhole's smallest font.
    static bool qtLegendClipped(QChart* chart);
    /// Each entry's box when painted into `area` (what paint() fills).
    static std::vector<QRectF> boxes(const QRectF& area, const std::vector<Entry>& entries, const QFont& font);

private:
    /// A label that is rich text (SymbolMarkup), on the line a plain one takes in `box`.
    static void paintRich(QPainter& painter, const QRectF& box, const QString& markup, const QFont& font, const QColor& text);
};

}  // namespace effsurf::ui
