#include "effsurf/ui/training/TrainingThroughputChart.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/TrainingView.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace effsurf::ui {

TrainingThroughputChart::TrainingThroughputChart(QWidget* parent) : ComparisonChart(parent) {
    tflops_ = addLine(tr("TFLOP/s per GPU"), blue(), 3.0);
    tflops_->setObjectName(QStringLiteral("tflops"));
    best_ = addMarker(tr("best N"), orange(), 15.0);
    best_->setObjectName(QStringLiteral("best"));
    // The criterion, where a reader who hovers looks for it (the legend stays short enough for a projector).
    setToolTip(tr("Model FLOP/s per GPU over N, the run's layouts only (d dividing B / b). Best N: the fastest "
                  "layout that still trains at least half the top tokens/s per GPU, i.e. time to train bought "
                  "at no more than twice the GPU hours of the most economical layout."));
    best_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    current_ = addMarker(tr("this run"), ink());
    current_->setObjectName(QStringLiteral("current"));
    x_ = addDecadeAxis(Qt::AlignBottom, tr("GPUs N = t cp p d"), 0, 6, 1);
    y_ = addLinearAxis(Qt::AlignLeft, tr("model TFLOP/s"), 0.0, 400.0, QStringLiteral("%.0f"), 5);
    attachAll(x_, y_);
    // MFU is the same curve over the peak: a second scale, no second series.
    mfu_ = addLinearAxis(Qt::AlignRight, tr("MFU (%)"), 0.0, 100.0, QStringLiteral("%.0f"), 5);
}

void TrainingThroughputChart::render(const core::Scenario& scenario, quint64 generation) {
    const core::TrainingRun& run = scenario.trainingRun;
    const int samples = TrainingView::scalingPoints(liveSamplesPerDecade() != kSamplesPerDecade);
    const TrainingView::Frame& frame = TrainingView::frame(scenario, samples);
    const auto& points = frame.scaling;
    QList<QPointF> curve;
    for (const auto& point : points) curve.append({std::log10(double(point.gpus)), point.achievedModelFlopsPerGpu / 1e12});
    tflops_->replace(curve);
    const std::size_t best = core::TrainingAnalysis::bestIndex(points);
    if (!points.empty())
        best_->replace(QList<QPointF>{{std::log10(double(points[best].gpus)), points[best].achievedModelFlopsPerGpu / 1e12}});
    const core::TrainingSummary& summary = frame.summary;
    current_->replace(QList<QPointF>{{std::log10(double(summary.gpus)), summary.achievedModelFlopsPerGpu / 1e12}});
    // The y axis reaches the peak (MFU 100 %) so the gap to it stays in view.
    const double peak = summary.achievedModelFlopsPerGpu / summary.modelFlopsUtilization / 1e12;
    y_->setRange(0.0, peak);
    mfu_->setRange(0.0, 100.0);
    const auto [low, high] = TrainingView::processorDecades(run);
    ChartStyle::setDecadeRange(x_, low, high);
    setFittingTitle(tr("%1 TFLOP/s per GPU, MFU %2 % (best N = %3)")
                        .arg(NumberFormat::scientific(summary.achievedModelFlopsPerGpu / 1e12, 4))
                        .arg(100.0 * summary.modelFlopsUtilization, 0, 'f', 1)
                        .arg(points.empty() ? QStringLiteral("-") : NumberFormat::count(points[best].gpus)),
                    tr("%1 TFLOP/s, MFU %2 %")
                        .arg(NumberFormat::scientific(summary.achievedModelFlopsPerGpu / 1e12, 4))
                        .arg(100.0 * summary.modelFlopsUtilization, 0, 'f', 1));
    markRendered(generation);
}

}  // namespace effsurf::ui
