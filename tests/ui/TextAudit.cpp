// SPDX-License-Identifier: MIT
#include "TextAudit.h"

#include "effsurf/ui/charts/ErrorBarsItem.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/VisibleArea.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFontInfo>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QTableView>
#include <QScatterSeries>
#include <QXYSeries>

#include <cmath>
#include <utility>
#include <vector>

namespace effsurf::test {
namespace {

bool elided(const QString& text) { return text.contains(QChar(0x2026)) || text.contains(QLatin1String("...")); }

int pixelHeight(const QFont& font) { return QFontInfo(font).pixelSize(); }

QString where(const QString& owner, const QString& text) { return QStringLiteral("%1: '%2'").arg(owner, text.simplified()); }

}  // namespace

QStringList TextAudit::chart(const QChartView& view, int minimumPixels, bool onlyWhatShows) {
    QStringList problems;
    const QString owner = view.chart()->title().isEmpty() ? view.objectName() : view.chart()->title();
    // What the view shows of its scene: text past it is cut off on screen and in exports.
    QRectF shown = view.chart()->mapRectToScene(view.chart()->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
    // A view partly covered by its parents' edges (a pane too short for it) shows only that part.
    if (onlyWhatShows && view.isVisible()) {
        const QRect visible = ui::VisibleArea::of(*view.viewport());
        if (!visible.isEmpty()) shown = shown.intersected(view.mapToScene(visible).boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5));
    }
    std::vector<std::pair<QString, QRectF>> drawnTexts;
    // The legend's marker squares: a tick label under one is as unreadable
    // as under another text (the legend's "current" over the "10¹²" tick).
    std::vector<QRectF> legendMarks;
    const QLegend* legend = view.chart()->legend();
    const auto inLegend = [legend](const QGraphicsItem* item) {
        for (const QGraphicsItem* p = item; p; p = p->parentItem())
            if (p == legend) return true;
        return false;
    };
    if (legend && legend->isVisible())
        for (QGraphicsItem* item : view.scene()->items())
            if (auto* mark = dynamic_cast<QGraphicsRectItem*>(item); mark && mark->isVisible() && inLegend(mark)) {
                const QRectF box = mark->sceneBoundingRect();
                if (box.width() < 40 && box.height() < 40) legendMarks.push_back(box);
            }
    for (QGraphicsItem* item : view.scene()->items()) {
        if (!item->isVisible() || item->effectiveOpacity() == 0.0) continue;
        QString text;
        QFont font;
        if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item)) {
            text = rich->toPlainText();
            font = rich->font();
        } else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
            text = simple->text();
            font = simple->font();
        } else {
            continue;
        }
        if (text.trimmed().isEmpty()) continue;
        if (elided(text)) problems << where(owner, text) + QStringLiteral(" is elided");
        const QRectF box = item->sceneBoundingRect();
        if (!shown.contains(box))
            problems << where(owner, text) + QStringLiteral(" is clipped (%1,%2 %3x%4 outside %5x%6)")
                                                 .arg(box.x())
                                                 .arg(box.y())
                                                 .arg(box.width())
                                                 .arg(box.height())
                                                 .arg(shown.width())
                                                 .arg(shown.height());
        // The drawn size: the font's, times the item's scale on the scene
        // (the length of its vertical unit vector: rotated axis titles too).
        const QTransform m = item->sceneTransform();
        const double drawn = pixelHeight(font) * std::hypot(m.m21(), m.m22());
        if (drawn < minimumPixels - 0.01) problems << where(owner, text) + QStringLiteral(" is %1 px tall").arg(drawn);
        // The box of the glyphs, not of the item's margins: two texts over each other cannot be read.
        const QFontMetricsF metrics(font);
        const double scale = std::hypot(m.m21(), m.m22());
        const double inkWidth = std::min(box.width(), metrics.horizontalAdvance(text.split(QLatin1Char('\n')).front()) * scale);
        const QRectF ink(box.center() - QPointF(inkWidth / 2, metrics.height() * 0.35 * scale),
                         QSizeF(inkWidth, metrics.height() * 0.7 * scale));
        for (const auto& [other, otherBox] : drawnTexts) {
            const QRectF both = ink.intersected(otherBox);
            if (!both.isEmpty() && both.width() > 2.0 && both.height() > 2.0 && m.m12() == 0.0)
                problems << where(owner, text) + QStringLiteral(" overlaps '%1'").arg(other.simplified());
        }
        if (m.m12() == 0.0) drawnTexts.emplace_back(text, ink);  // horizontal texts; rotated axis titles stand apart
        if (!inLegend(item))
            for (const QRectF& mark : legendMarks) {
                const QRectF both = ink.intersected(mark);
                if (!both.isEmpty() && both.width() > 1.0 && both.height() > 1.0)
                    problems << where(owner, text) + QStringLiteral(" lies under a legend marker");
            }
    }
    // Our own painted labels (the Karp-Flatt chart's values of points below its axis).
    for (QGraphicsItem* item : view.scene()->items()) {
        const auto* painted = dynamic_cast<const ui::ErrorBarsItem*>(item);
        if (!painted || !item->isVisible()) continue;
        for (const auto& [local, text] : painted->drawnLabels()) {
            const QRectF box = item->mapRectToScene(local);
            if (!shown.contains(box)) problems << where(owner, text) + QStringLiteral(" (value label) is clipped");
            const QRectF ink = box.adjusted(0, box.height() * 0.2, 0, -box.height() * 0.15);
            for (const auto& [other, otherBox] : drawnTexts) {
                const QRectF both = ink.intersected(otherBox);
                if (!both.isEmpty() && both.width() > 2.0 && both.height() > 2.0)
                    problems << where(owner, text) + QStringLiteral(" (value label) overlaps '%1'").arg(other.simplified());
            }
            drawnTexts.emplace_back(text, ink);
        }
    }
    // Point labels (TOP500 names, a machine's upgrades) are painted by Qt Charts, not items:
    // their boxes as Qt places them, centred above each point, its baseline
    // half a marker and 2 px over the point's centre.
    for (QAbstractSeries* series : view.chart()->series()) {
        auto* xy = qobject_cast<QXYSeries*>(series);
        if (!xy || !xy->isVisible() || !xy->pointLabelsVisible()) continue;
        const QFont font = xy->pointLabelsFont();
        if (pixelHeight(font) < minimumPixels)
            problems << where(owner, xy->name()) + QStringLiteral(" point labels are %1 px tall").arg(pixelHeight(font));
        const QFontMetricsF metrics(font);
        const auto* scatter = qobject_cast<QScatterSeries*>(xy);
        const double offset = (scatter ? scatter->markerSize() / 2.0 : xy->pen().widthF() / 2.0) + 2.0;
        for (const QPointF& value : xy->points()) {
            QString text = xy->pointLabelsFormat();
            text.replace(QLatin1String("@xPoint"), QString::number(value.x()))
                .replace(QLatin1String("@yPoint"), QString::number(value.y()));
            if (text.trimmed().isEmpty()) continue;
            const QPointF at = view.chart()->mapToScene(view.chart()->mapToPosition(value, xy));
            if (!view.chart()->plotArea().contains(view.chart()->mapFromScene(at))) continue;  // not drawn
            const double width = metrics.horizontalAdvance(text);
            const QRectF box(at.x() - width / 2.0, at.y() - offset - metrics.ascent(), width, metrics.ascent() + metrics.descent());
            if (!shown.contains(box)) problems << where(owner, text) + QStringLiteral(" (point label) is clipped");
            const QRectF ink = box.adjusted(0, metrics.ascent() * 0.25, 0, -metrics.descent());
            for (const auto& [other, otherBox] : drawnTexts) {
                const QRectF both = ink.intersected(otherBox);
                if (!both.isEmpty() && both.width() > 2.0 && both.height() > 2.0)
                    problems << where(owner, text) + QStringLiteral(" (point label) overlaps '%1'").arg(other.simplified());
            }
            drawnTexts.emplace_back(text, ink);
        }
    }
    return problems;
}

QStringList TextAudit::widgets(const QWidget& root, int minimumPixels) {
    QStringList problems;
    const auto check = [&](const QWidget* w, const QString& text, int available) {
        if (text.isEmpty() || !w->isVisible()) return;
        const QString name = QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()), text.simplified());
        if (elided(text)) problems << name + QStringLiteral(" is elided");
        if (QFontMetrics(w->font()).horizontalAdvance(text) > available)
            problems << name + QStringLiteral(" needs %1 px, has %2").arg(QFontMetrics(w->font()).horizontalAdvance(text)).arg(available);
        if (pixelHeight(w->font()) < minimumPixels) problems << name + QStringLiteral(" is %1 px tall").arg(pixelHeight(w->font()));
    };
    for (const QLabel* label : root.findChildren<QLabel*>()) {
        if (label->wordWrap() || label->textFormat() == Qt::RichText || !label->pixmap().isNull()) continue;
        if (!label->isVisibleTo(&root) || label->text().contains(QLatin1Char('<'))) continue;
        const QString longest = [&] {
            QString widest;
            for (const QString& line : label->text().split(QLatin1Char('\n')))
                if (QFontMetrics(label->font()).horizontalAdvance(line) > QFontMetrics(label->font()).horizontalAdvance(widest))
                    widest = line;
            return widest;
        }();
        check(label, longest, label->contentsRect().width() - 2 * label->margin() - label->indent() + 1);
        // Every line must have its height too (a two-line label given one line's height is cut at the bottom).
        const int lines = int(label->text().count(QLatin1Char('\n'))) + 1;
        const int needed = QFontMetrics(label->font()).lineSpacing() * (lines - 1) + QFontMetrics(label->font()).height();
        if (label->isVisible() && label->contentsRect().height() + 1 < needed)
            problems << QStringLiteral("QLabel '%1' needs %2 px of height, has %3")
                            .arg(label->text().simplified())
                            .arg(needed)
                            .arg(label->contentsRect().height());
    }
    for (const QComboBox* combo : root.findChildren<QComboBox*>()) {
        if (!combo->isVisibleTo(&root)) continue;
        // The text area: the box less its arrow and frame.
        check(combo, combo->currentText(), combo->width() - combo->height() - 6);
    }
    for (const QTableView* table : root.findChildren<QTableView*>()) {
        if (!table->isVisibleTo(&root) || !table->model()) continue;
        const QAbstractItemModel* model = table->model();
        for (int row = 0; row < std::min(model->rowCount(), 30); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                if (table->isColumnHidden(column)) continue;
                const QString text = model->data(model->index(row, column)).toString();
                bool number = false;
                QString(text).remove(QLatin1Char(',')).toDouble(&number);
                // Numbers are never elided; names may be, and show in full in a tooltip.
                if (number && QFontMetrics(table->font()).horizontalAdvance(text) + 8 > table->columnWidth(column))
                    problems << QStringLiteral("table cell '%1' (column %2) needs %3 px, has %4")
                                    .arg(text)
                                    .arg(column)
                                    .arg(QFontMetrics(table->font()).horizontalAdvance(text) + 8)
                                    .arg(table->columnWidth(column));
            }
        }
    }
    return problems;
}

QStringList TextAudit::presented(ui::MainWindow& window, int minimumPixels) {
    QStringList problems;
    for (QChartView* view : window.findChildren<QChartView*>())
        if (!ui::VisibleArea::of(*view).isEmpty()) problems << chart(*view, minimumPixels, true);
    problems << widgets(window, minimumPixels);
    ui::SurfaceView* surface = window.surfaceView();
    if (surface->isAvailable() && surface->smallestTextPixels() < minimumPixels - 0.5)
        problems << QStringLiteral("3D view: its smallest text is %1 px tall (it keeps %2 px, pane %3x%4)")
                        .arg(surface->smallestTextPixels())
                        .arg(surface->minimumTextPixels())
                        .arg(surface->graphGeometry().width())
                        .arg(surface->graphGeometry().height());
    problems << surfaceLabels(*surface);
    return problems;
}

QStringList TextAudit::surfaceLabels(ui::SurfaceView& surface) {
    QStringList problems;
    if (!surface.isAvailable()) return problems;
    const QSize pane = surface.graphGeometry().size();
    const std::vector<QRect> labels = surface.drawnLabelRects(pane);
    const auto name = [&](std::size_t i) {
        return i == 0 && !surface.markerLabelText().isEmpty() ? QStringLiteral("'%1'").arg(surface.markerLabelText())
                                                              : QStringLiteral("label %1").arg(i);
    };
    // A label drawn up to the pane's outermost pixels goes on past them.
    const QRect inside = QRect(QPoint(0, 0), pane).adjusted(1, 1, -1, -1);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const QRect& r = labels[i];
        if (!r.isNull() && !inside.contains(r))
            problems << QStringLiteral("3D view: %1 is cut by the pane's edge (drawn at x %2..%3, y %4..%5 of %6x%7)")
                            .arg(name(i))
                            .arg(r.left())
                            .arg(r.right())
                            .arg(r.top())
                            .arg(r.bottom())
                            .arg(pane.width())
                            .arg(pane.height());
        for (std::size_t j = i + 1; j < labels.size(); ++j) {
            const QRect both = r.intersected(labels[j]);
            if (both.width() > 2 && both.height() > 2)
                problems
                    << QStringLiteral("3D view: %1 and %2 overlap (%3x%4 px)").arg(name(i), name(j)).arg(both.width()).arg(both.height());
        }
    }
    return problems;
}

}  // namespace effsurf::test
