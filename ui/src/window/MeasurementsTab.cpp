// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/MeasurementsTab.h"

#include "effsurf/ui/charts/FitResidualChart.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/data/SeriesPanel.h"
#include "effsurf/ui/measure/MeasurePanel.h"
#include "effsurf/ui/widgets/ScrollPage.h"

#include <QScrollArea>
#include <QSplitter>

namespace effsurf::ui {

MeasurementsTab::MeasurementsTab(SeriesPanel* series, MeasurePanel* measure, KarpFlattChart* karpFlatt, QWidget* parent)
    : QWidget(parent),
      series_(series),
      karpFlatt_(karpFlatt),
      residuals_(new FitResidualChart),
      measureArea_(new QScrollArea),
      outer_(new QSplitter(Qt::Horizontal)) {
    // Scrolled rather than setting the window's minimum size: stacked for a
    // projector, the table and the chart's minimum heights add up, and a
    // 1280x720 presentation must stay 720 lines tall.
    new ScrollPage(outer_, this);
    auto* seriesColumn = new QSplitter(Qt::Vertical);
    seriesColumn->addWidget(series_);
    // Scrolled, so that its controls never make the window taller than a
    // projector's 720 lines.
    measureArea_->setWidget(measure);
    measureArea_->setWidgetResizable(true);
    measureArea_->setFrameShape(QFrame::NoFrame);
    seriesColumn->addWidget(measureArea_);
    seriesColumn->setStretchFactor(0, 1);
    seriesColumn->setStretchFactor(1, 1);
    outer_->addWidget(seriesColumn);
    auto* chartColumn = new QSplitter(Qt::Vertical);
    chartColumn->addWidget(karpFlatt_);
    chartColumn->addWidget(residuals_);
    chartColumn->setStretchFactor(0, 3);
    chartColumn->setStretchFactor(1, 2);
    outer_->addWidget(chartColumn);
    outer_->setStretchFactor(0, 1);
    outer_->setStretchFactor(1, 1);
    outer_->setSizes({600, 600});
}

void MeasurementsTab::setPresenting(bool presenting) {
    series_->setPresenting(presenting);
    measureArea_->setVisible(!presenting);
    residuals_->setVisible(!presenting);
    outer_->setOrientation(presenting ? Qt::Vertical : Qt::Horizontal);
    // The chart is what the room reads; the table names the series and their fits.
    outer_->setSizes(presenting ? QList<int>{1, 2} : QList<int>{600, 600});
}

}  // namespace effsurf::ui
