// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/ChartLegendPlacer.h"

#include "effsurf/ui/charts/FlowLegendItem.h"
#include "effsurf/ui/style/ChartStyle.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

ChartLegendPlacer::ChartLegendPlacer(QChart* chart) : chart_(chart) {}

bool ChartLegendPlacer::isBelow() const noexcept { return below_ && below_->isVisible(); }

void ChartLegendPlacer::setMayMoveBelow(bool may) {
    mayMoveBelow_ = may;
    if (may || !isBelow()) return;
    below_->hide();
    QMargins margins = chart_->margins();
    margins.setBottom(margins.bottom() - margins_.bottom());
    margins_ = QMargins();
    chart_->setMargins(margins);
    showQtColumn(0.0);
    chart_->legend()->show();
}

void ChartLegendPlacer::showQtColumn(double width) {
    // Qt's legend, its entries hidden, keeps a column of `width` free at the
    // plot's right for ours (a margin would also narrow the title); 0: its
    // own entries back and its own width.
    QLegend* legend = chart_->legend();
    if (width > 0.0 && !columnShown_) {  // Qt's own limits, to give back
        ownWidths_ = {legend->minimumWidth(), legend->maximumWidth()};
        columnShown_ = true;
    }
    if (width <= 0.0 && !columnShown_) return;
    for (QLegendMarker* marker : legend->markers()) marker->setVisible(width <= 0.0 && ChartStyle::isLegendEntry(marker->series()));
    legend->setMinimumWidth(width > 0.0 ? width : ownWidths_.first);
    legend->setMaximumWidth(width > 0.0 ? width : ownWidths_.second);
    // A label changed while its marker was hidden ("ceiling 1/s" to "Amdahl
    // 1/s_eff(N)" in a tour) shows the old text at the old place when shown
    // again, over its neighbours, until Qt's legend is laid out anew.
    if (width <= 0.0 && legend->layout()) legend->layout()->invalidate();
    columnShown_ = width > 0.0;
}

ChartLegendPlacer::Outcome ChartLegendPlacer::place(bool interactive) {
    // The desk's charts only: the presentation view's few entries at
    // projector sizes are Qt's legend's, fitted by keepLegendWhole (and
    // audited per room in tests/ui/presentation).
    if (ChartStyle::look().fontScale > 1.0 && isBelow()) {
        setMayMoveBelow(false);
        mayMoveBelow_ = true;
    }
    if (!mayMoveBelow_ || ChartStyle::look().fontScale > 1.0 || interactive) return Done;
    QLegend* legend = chart_->legend();
    if (!isBelow() && !awaitsLayout_ && !legend->isVisible()) return Done;  // a chart without a legend
    const QFont font = ChartStyle::legendFont(chart_);
    const QFontMetricsF metrics(font);
    const auto entries = FlowLegend::entriesOf(chart_);
    const QMargins margins = chart_->margins();
    const QMargins own(margins.left(), margins.top(), margins.right(), margins.bottom() - margins_.bottom());
    const double title = chart_->title().isEmpty() ? 0.0 : QFontMetricsF(chart_->titleFont()).height() + 10.0;
    const double height = chart_->size().height() - own.top() - own.bottom() - title;
    if (!isBelow()) {
        if (awaitsLayout_) {
            // Qt's legend shown again: its markers say what fits once it is
            // laid out; look again at the next paint.
            awaitsLayout_ = false;
            return LookAgain;
        }
        if (!legend->isVisible() || entries.empty() || !FlowLegend::qtLegendClipped(chart_)) return Done;
        if (!below_) below_ = new FlowLegendItem(chart_);
        below_->show();
        movedFor_ = caseOf(entries);
    } else if (caseOf(entries) != movedFor_) {
        // Another size or other entries than those that moved it: Qt's legend
        // is tried again, and ours comes back only if Qt clips it (an estimate
        // of Qt's rows kept ours where Qt's fitted, so the Model tab's legends
        // came back in another form after F5; issue 44). At the same size and
        // entries it stays, so nothing flips on every paint.
        setMayMoveBelow(false);
        mayMoveBelow_ = true;
        awaitsLayout_ = true;  // its markers show what fits once Qt has laid it out
        return Done;
    }
    // Beside the plot in columns where that holds every entry (a wide chart
    // keeps its height), else under it in rows.
    double widest = 0.0;
    for (const auto& entry : entries) widest = std::max(widest, metrics.horizontalAdvance(entry.label));
    const double column = std::min(0.35 * chart_->size().width(), 2.0 * (widest + 1.6 * metrics.height()) + metrics.height());
    const double besideHeight = FlowLegend::height(entries, font, column);
    QMargins added;
    QRectF area;
    if (besideHeight <= height - 8.0) {
        // In the column Qt's (empty) legend keeps, centred on the plot's height.
        if (legend->isVisible() && legend->minimumWidth() == std::ceil(column) + 8.0) {
            // Within the box Qt gave the column (it may be narrower than asked for).
            const QRectF box = legend->geometry();
            const double usable = std::min({column, box.width() - 8.0, chart_->size().width() - own.right() - box.left() - 8.0});
            const double tall = FlowLegend::height(entries, font, usable);
            area = QRectF(box.left() + 4.0, own.top() + title + std::max(0.0, (height - tall) / 2.0), usable, tall);
        } else {
            showQtColumn(std::ceil(column) + 8.0);
            legend->show();
        }
    } else {
        const double width = chart_->size().width() - 16.0;
        const double belowHeight = FlowLegend::height(entries, font, width) + 4.0;
        added.setBottom(static_cast<int>(std::ceil(belowHeight)));
        area = QRectF(8.0, chart_->size().height() - own.bottom() - added.bottom(), width, belowHeight);
        if (legend->isVisible()) {
            showQtColumn(0.0);
            legend->hide();
        }
    }
    if (added != margins_) {
        margins_ = added;
        chart_->setMargins(QMargins(own.left(), own.top(), own.right(), own.bottom() + added.bottom()));
    }
    // Qt's legend only keeps the column free: its markers stay hidden, also
    // those of series added since it was emptied (a second CSV's), which Qt
    // shows by default and which were drawn under ours.
    if (legend->isVisible())
        for (QLegendMarker* marker : legend->markers()) marker->setVisible(false);
    below_->setContent(entries, font, ChartStyle::look().text);
    below_->setArea(area);
    return Done;
}

QString ChartLegendPlacer::caseOf(const std::vector<FlowLegend::Entry>& entries) const {
    QString key = QStringLiteral("%1x%2").arg(chart_->size().width()).arg(chart_->size().height());
    for (const auto& entry : entries) key += QChar(u'\n') + entry.label;
    return key;
}

}  // namespace effsurf::ui
