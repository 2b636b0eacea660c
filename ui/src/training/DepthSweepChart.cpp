// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/DepthSweepChart.h"

#include "effsurf/ui/style/ChartStyle.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/TrainingView.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

DepthSweepChart::DepthSweepChart(QWidget* parent) : ComparisonChart(parent) {
    fixedWidth_ = addLine(tr("same width h"), blue(), 3.0);
    fixedWidth_->setObjectName(QStringLiteral("fixed-width"));
    fixedParameters_ = addLine(tr("same parameters P"), vermillion(), 3.0, Qt::DashLine);
    fixedParameters_->setObjectName(QStringLiteral("fixed-parameters"));
    current_ = addMarker(tr("this run"), ink());
    current_->setObjectName(QStringLiteral("current"));
    auto* x = addLinearAxis(Qt::AlignBottom, tr("layers l (each stage keeps its layers)"), 0.0, 200.0, QStringLiteral("%.0f"), 5);
    y_ = addLinearAxis(Qt::AlignLeft, tr("efficiency E"), 0.0, 1.0, QStringLiteral("%.1f"), 6);
    attachAll(x, y_);
}

void DepthSweepChart::render(const core::Scenario& scenario, quint64 generation) {
    const core::TrainingRun& run = scenario.trainingRun;
    const core::Precision precision = TrainingView::precision(scenario);
    double lowest = 1.0;
    const auto draw = [&](QLineSeries* series, core::DepthSweepMode mode) {
        QList<QPointF> points;
        for (const auto& p : core::TrainingAnalysis::depth(run, precision, mode)) {
            points.append({double(p.layers), p.efficiency});
            lowest = std::min(lowest, p.efficiency);
        }
        series->replace(points);
        setShown(series, !points.isEmpty());
    };
    draw(fixedWidth_, core::DepthSweepMode::FixedWidth);
    draw(fixedParameters_, core::DepthSweepMode::FixedParameters);
    const core::TrainingSummary& summary =
        TrainingView::frame(scenario, TrainingView::scalingPoints(liveSamplesPerDecade() != kSamplesPerDecade)).summary;
    if (run.raw) {
        current_->clear();
        setFittingTitle(tr("Depth: %1 has no layers to sweep").arg(QString::fromStdString(run.modelName)), tr("No depth sweep"));
    } else {
        current_->replace(QList<QPointF>{{double(run.shape.layers), summary.efficiency}});
        setFittingTitle(tr("Deeper, lower E: %1 layers on %2 stages, E = %3")
                            .arg(run.shape.layers)
                            .arg(run.pipelineParallel)
                            .arg(summary.efficiency, 0, 'f', 3),
                        tr("%1 layers, E = %2").arg(run.shape.layers).arg(summary.efficiency, 0, 'f', 3));
    }
    // E stays in the upper part for most runs: start the axis a tenth below the lowest value.
    const double bottom = std::max(0.0, std::floor((std::min(lowest, summary.efficiency) - 0.05) * 10.0) / 10.0);
    ChartStyle::setLinearTicks(y_, bottom, 1.0, 0.1);
    markRendered(generation);
}

}  // namespace effsurf::ui
