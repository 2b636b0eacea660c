#include "effsurf/ui/style/ChartStyle.h"

#include "effsurf/ui/style/NumberFormat.h"

#include <QAbstractAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QScatterSeries>
#include <QXYSeries>

namespace effsurf::ui {

namespace {
ChartLook& currentLook() {
    static ChartLook look = ChartLook::light();
    return look;
}

QFont rescaled(QFont font, double ratio) {
    if (font.pointSizeF() > 0) font.setPointSizeF(font.pointSizeF() * ratio);
    return font;
}

/// `color` moved from one look to the other: the roles of `from` map to `to`.
QColor remapped(const QColor& color, const ChartLook& from, const ChartLook& to) {
    if (color == from.text) return to.text;
    if (color == from.ink) return to.ink;
    if (color == from.grid) return to.grid;
    if (color == from.axisLine) return to.axisLine;
    if (color == from.background) return to.background;
    return color;
}
}  // namespace

const ChartLook& ChartStyle::look() { return currentLook(); }

void ChartStyle::setLook(const ChartLook& look) { currentLook() = look; }

ChartStyle::LookScope::LookScope(const ChartLook& look) : previous_(currentLook()) { currentLook() = look; }

ChartStyle::LookScope::~LookScope() { currentLook() = previous_; }

QFont ChartStyle::font(int pointSize, bool bold) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pointSize * look().fontScale);
    f.setBold(bold);
    return f;
}

void ChartStyle::styleAxis(QAbstractAxis* axis, const QString& title) {
    axis->setTitleText(title);
    axis->setTitleFont(font(10, true));
    axis->setTitleBrush(look().text);
    axis->setLabelsFont(font(10));
    axis->setLabelsColor(look().text);
    axis->setGridLineColor(look().grid);
    axis->setLinePenColor(look().axisLine);
}

QCategoryAxis* ChartStyle::addDecadeAxis(QChart* chart, Qt::Alignment alignment, const QString& title, int low, int high,
                                         int step) {
    auto* axis = new QCategoryAxis(chart);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // The first label sits at the start value, which a category axis never
    // labels: start just below it.
    axis->setStartValue(low - 1e-9);
    for (int e = low; e <= high; e += step) axis->append(NumberFormat::powerOfTen(e), e);
    axis->setRange(low, high);
    styleAxis(axis, title);
    chart->addAxis(axis, alignment);
    return axis;
}

void ChartStyle::restyle(QChart* chart, const ChartLook& from, const ChartLook& to) {
    const double fontRatio = to.fontScale / from.fontScale;
    const double lineRatio = to.lineScale / from.lineScale;
    chart->setBackgroundBrush(to.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(to.text);
    chart->setTitleFont(rescaled(chart->titleFont(), fontRatio));
    if (QLegend* legend = chart->legend()) {
        legend->setFont(rescaled(legend->font(), fontRatio));
        legend->setLabelColor(to.text);
        legend->setBrush(Qt::NoBrush);
    }
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setTitleFont(rescaled(axis->titleFont(), fontRatio));
        axis->setLabelsFont(rescaled(axis->labelsFont(), fontRatio));
        axis->setTitleBrush(to.text);
        axis->setLabelsColor(to.text);
        axis->setGridLineColor(to.grid);
        axis->setLinePenColor(to.axisLine);
    }
    for (QAbstractSeries* abstract : chart->series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(abstract)) {
            scatter->setMarkerSize(scatter->markerSize() * lineRatio);
            scatter->setColor(remapped(scatter->color(), from, to));
            scatter->setBorderColor(remapped(scatter->borderColor(), from, to));
        } else if (auto* xy = qobject_cast<QXYSeries*>(abstract)) {
            QPen pen = xy->pen();
            pen.setWidthF(pen.widthF() * lineRatio);
            pen.setColor(remapped(pen.color(), from, to));
            xy->setPen(pen);
        }
    }
}

}  // namespace effsurf::ui
