// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingThroughputChart.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/TrainingView.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace effsurf::ui {

TrainingThroughputChart::TrainingThroughputChart(QWidget* parent) : ComparisonChart(parent) {
    // The band under the curve: drawn first, so the curve and the marks stay on top.
    bandLow_ = new QLineSeries(chart());
    bandHigh_ = new QLineSeries(chart());
    band_ = new QAreaSeries(bandHigh_, bandLow_);
    band_->setObjectName(QStringLiteral("band"));
    QColor fill = skyBlue();
    fill.setAlpha(90);
    band_->setBrush(fill);
    band_->setPen(Qt::NoPen);
    chart()->addSeries(band_);
    tflops_ = addLine(tr("TFLOP/s per GPU"), blue(), 3.0);
    tflops_->setObjectName(QStringLiteral("tflops"));
    best_ = addMarker(tr("best N"), orange(), 15.0);
    best_->setObjectName(QStringLiteral("best"));
    // The criterion, where a reader who hovers looks for it (the legend stays short enough for a projector).
    setToolTip(
        tr("Model FLOP/s per GPU over N, the run's layouts only (d dividing B / b). Best N: the fastest "
           "layout that still trains at least half the top tokens/s per GPU, i.e. time to train bought "
           "at no more than twice the GPU hours of the most economical layout."));
    best_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    current_ = addMarker(tr("this run"), ink());
    current_->setObjectName(QStringLiteral("current"));
    // Circles of their own colour: the best N is the orange square.
    measured_ = addMarker(tr("measured"), purple(), 10.0);
    measured_->setObjectName(QStringLiteral("measured"));
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
    // The band: the fit's 95 % where the run has measured steps it fits, else the utilization range's.
    QList<QPointF> bandLow, bandHigh, measured;
    if (frame.fit) {
        for (const auto& p : frame.predictions) {
            bandLow.append({std::log10(double(p.gpus)), p.modelFlopsPerGpuLow / 1e12});
            bandHigh.append({std::log10(double(p.gpus)), p.modelFlopsPerGpuHigh / 1e12});
        }
        for (const auto& p : frame.fit->points) measured.append({std::log10(double(p.gpus)), p.modelFlopsPerGpu / 1e12});
        band_->setName(tr("fit, 95 %"));
    } else {
        for (const auto& point : points) {
            bandLow.append({std::log10(double(point.gpus)), point.modelFlopsLow / 1e12});
            bandHigh.append({std::log10(double(point.gpus)), point.modelFlopsHigh / 1e12});
        }
        band_->setName(tr("u %1\u2013%2 %").arg(std::lround(100.0 * run.bandLow)).arg(std::lround(100.0 * run.bandHigh)));
        // Steps measured but not fitted (a drag, or a run they no longer fit): drawn by their own numbers.
        if (!run.measuredSteps.rows.empty()) {
            try {
                const double modelFlops = run.model(TrainingView::precision(scenario)).modelFlopsPerStep();
                for (const auto& row : run.measuredSteps.rows) {
                    const double tokens = double(run.globalBatch) * (run.raw ? 1.0 : double(run.shape.sequenceLength));
                    const double seconds = row.stepSeconds > 0.0 ? row.stepSeconds : tokens / row.tokensPerSecond;
                    measured.append({std::log10(double(row.gpus)), modelFlops / (row.gpus * seconds) / 1e12});
                }
            } catch (const std::exception&) {
                measured.clear();
            }
        }
    }
    bandLow_->replace(bandLow);
    bandHigh_->replace(bandHigh);
    measured_->replace(measured);
    setShown(measured_, !measured.isEmpty());
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
