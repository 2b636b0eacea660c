#include "effsurf/ui/ChartStyle.h"

#include "effsurf/ui/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>

namespace effsurf::ui {

QFont ChartStyle::font(int pointSize, bool bold) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSize(pointSize);
    f.setBold(bold);
    return f;
}

void ChartStyle::styleAxis(QAbstractAxis* axis, const QString& title) {
    axis->setTitleText(title);
    axis->setTitleFont(font(10, true));
    axis->setLabelsFont(font(10));
    axis->setLabelsColor(QColor(0x20, 0x20, 0x30));
    axis->setGridLineColor(QColor(0xD8, 0xD8, 0xE0));
    axis->setLinePenColor(QColor(0x60, 0x60, 0x70));
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

}  // namespace effsurf::ui
