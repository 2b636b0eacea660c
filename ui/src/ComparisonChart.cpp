#include "effsurf/ui/ComparisonChart.h"

#include "effsurf/ui/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace effsurf::ui {
namespace {

QFont chartFont(int pointSize, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSize(pointSize);
    font.setBold(bold);
    return font;
}

void styleAxis(QAbstractAxis* axis, const QString& title) {
    axis->setTitleText(title);
    axis->setTitleFont(chartFont(10, true));
    axis->setLabelsFont(chartFont(10));
    axis->setLabelsColor(QColor(0x20, 0x20, 0x30));
    axis->setGridLineColor(QColor(0xD8, 0xD8, 0xE0));
    axis->setLinePenColor(QColor(0x60, 0x60, 0x70));
}

}  // namespace

ComparisonChart::ComparisonChart(QWidget* parent) : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->setTheme(QChart::ChartThemeLight);
    chart()->setBackgroundRoundness(0);
    chart()->setMargins(QMargins(4, 2, 4, 2));
    chart()->setTitleFont(chartFont(13, true));
    // Legends on the right: the charts are wider than tall, and a bottom
    // legend would elide its entries and eat the plot's height.
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->legend()->setFont(chartFont(9));
    setMinimumSize(300, 200);
}

void ComparisonChart::paintEvent(QPaintEvent* event) {
    QChartView::paintEvent(event);
    if (paintedGeneration_ != renderedGeneration_) {
        paintedGeneration_ = renderedGeneration_;
        emit painted(paintedGeneration_);
    }
}

void ComparisonChart::setInteractive(bool interactive) {
    setRenderHint(QPainter::Antialiasing, !interactive);
    viewport()->update();
}

QXYSeries* ComparisonChart::seriesNamed(const QString& name) const {
    for (QAbstractSeries* series : chart()->series())
        if (series->name() == name || series->objectName() == name) return qobject_cast<QXYSeries*>(series);
    return nullptr;
}

QLineSeries* ComparisonChart::addLine(const QString& name, const QColor& color, qreal width, Qt::PenStyle style) {
    auto* series = new QLineSeries(chart());
    series->setName(name);
    QPen pen(color, width, style, Qt::FlatCap, Qt::MiterJoin);  // round joins cost a bezier per vertex
    series->setPen(pen);
    chart()->addSeries(series);
    return series;
}

QScatterSeries* ComparisonChart::addMarker(const QString& name, const QColor& color, qreal size) {
    auto* series = new QScatterSeries(chart());
    series->setName(name);
    series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    series->setMarkerSize(size);
    series->setColor(color);
    series->setBorderColor(Qt::white);
    chart()->addSeries(series);
    return series;
}

QCategoryAxis* ComparisonChart::addDecadeAxis(Qt::Alignment alignment, const QString& title, int low, int high,
                                              int step) {
    auto* axis = new QCategoryAxis(chart());
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // The first label sits at the start value, which a category axis never
    // labels: start just below it.
    axis->setStartValue(low - 1e-9);
    for (int e = low; e <= high; e += step) axis->append(NumberFormat::powerOfTen(e), e);
    axis->setRange(low, high);
    styleAxis(axis, title);
    chart()->addAxis(axis, alignment);
    return axis;
}

QValueAxis* ComparisonChart::addLinearAxis(Qt::Alignment alignment, const QString& title, double low, double high,
                                           const QString& labelFormat, int ticks) {
    auto* axis = new QValueAxis(chart());
    axis->setRange(low, high);
    axis->setLabelFormat(labelFormat);
    axis->setTickCount(ticks);
    styleAxis(axis, title);
    chart()->addAxis(axis, alignment);
    return axis;
}

void ComparisonChart::setShown(QAbstractSeries* series, bool shown) {
    series->setVisible(shown);
    for (QLegendMarker* marker : chart()->legend()->markers(series)) marker->setVisible(shown);
}

void ComparisonChart::attachAll(QAbstractAxis* x, QAbstractAxis* y) {
    for (QAbstractSeries* series : chart()->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

}  // namespace effsurf::ui
