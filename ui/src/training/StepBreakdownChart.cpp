// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/StepBreakdownChart.h"

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
#include <iterator>

namespace effsurf::ui {
namespace {

/// Short legend names (a projector's legend keeps them whole); the tooltip says them in full.
/// In core::TrainingStep's order; terms a run does not have (no experts, no context parallelism) stay out of the legend.
const char* const kTermLabels[] = {QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "compute"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "HBM-bound kernels"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "pipeline bubble"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "stage imbalance"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "tensor all-reduce"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "context K/V"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "expert all-to-all"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "pipeline sends"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "data all-reduce"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "ZeRO-3 gathers"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "host copies"),
                                   QT_TRANSLATE_NOOP("effsurf::ui::StepBreakdownChart", "serial")};
static_assert(std::size(kTermLabels) == core::TrainingStep::kTermCount, "a label for every term");

}  // namespace

StepBreakdownChart::StepBreakdownChart(QWidget* parent) : ComparisonChart(parent) {
    // Okabe–Ito's eight and four darker companions for the terms few runs have.
    const QColor colors[] = {
        green(),  skyBlue(),    orange(), QColor(0xF0, 0xE4, 0x42), blue(), QColor(0x00, 0x5F, 0x46), QColor(0x33, 0x22, 0x88),
        purple(), vermillion(), grey(),   QColor(0x88, 0x55, 0x22), ink()};
    static_assert(std::size(colors) == core::TrainingStep::kTermCount, "a colour for every term");
    for (std::size_t i = 0; i < areas_.size(); ++i) {
        upper_[i] = new QLineSeries(chart());
        lower_[i] = new QLineSeries(chart());
        auto* area = new QAreaSeries(upper_[i], lower_[i]);
        area->setName(tr(kTermLabels[i]));
        area->setObjectName(QStringLiteral("term-%1").arg(i));
        QColor fill = colors[i];
        fill.setAlpha(i == 0 ? 200 : 230);
        area->setBrush(fill);
        area->setPen(QPen(ChartStyle::look().background, 0.8));
        chart()->addSeries(area);
        areas_[i] = area;
    }
    current_ = addMarker(tr("this run"), ink());
    current_->setObjectName(QStringLiteral("current"));
    setToolTip(
        tr("Shares of the step: compute, memory-bound kernels (layer norms, softmax, dropout, GeLU), the "
           "pipeline bubble, the slowest stage's excess over the mean (uneven stages, the output layer), the "
           "tensor-parallel all-reduces, ring attention's K/V exchange, the experts' all-to-all, the "
           "pipeline's point-to-point sends, the data-parallel gradient all-reduce, ZeRO-3's weight gathers, "
           "ZeRO-Offload's host-device copies, the optimizer and other serial time"));
    x_ = addDecadeAxis(Qt::AlignBottom, tr("GPUs N = t cp p d"), 0, 6, 1);
    auto* y = addLinearAxis(Qt::AlignLeft, tr("share of the step (%)"), 0.0, 100.0, QStringLiteral("%.0f"), 6);
    attachAll(x_, y);
}

std::vector<std::pair<QString, QList<QPointF>>> StepBreakdownChart::exportedSeries() const {
    std::vector<std::pair<QString, QList<QPointF>>> exported;
    for (std::size_t i = 0; i < areas_.size(); ++i) {
        if (!areas_[i]->isVisible()) continue;
        QList<QPointF> shares;
        const auto upper = upper_[i]->points(), lower = lower_[i]->points();
        for (int k = 0; k < upper.size() && k < lower.size(); ++k) shares.append({upper[k].x(), upper[k].y() - lower[k].y()});
        exported.emplace_back(areas_[i]->name(), shares);
    }
    exported.emplace_back(QStringLiteral("current (compute)"), current_->points());
    return exported;
}

void StepBreakdownChart::render(const core::Scenario& scenario, quint64 generation) {
    const core::TrainingRun& run = scenario.trainingRun;
    const int samples = TrainingView::scalingPoints(liveSamplesPerDecade() != kSamplesPerDecade);
    const TrainingView::Frame& frame = TrainingView::frame(scenario, samples);
    const auto& points = frame.scaling;
    std::array<QList<QPointF>, core::TrainingStep::kTermCount> uppers, lowers;
    std::array<bool, core::TrainingStep::kTermCount> used{};
    for (const auto& point : points) {
        const double x = std::log10(double(point.gpus));
        double below = 0.0;
        for (std::size_t i = 0; i < point.step.terms.size(); ++i) {
            const double share = 100.0 * point.step.terms[i].second / point.step.total;
            lowers[i].append({x, below});
            below += share;
            uppers[i].append({x, below});
            used[i] = used[i] || share > 0.05;
        }
    }
    for (std::size_t i = 0; i < areas_.size(); ++i) {
        upper_[i]->replace(uppers[i]);
        lower_[i]->replace(lowers[i]);
        setShown(areas_[i], used[i]);
    }
    const core::TrainingSummary& summary = frame.summary;
    const double computeShare = 100.0 * summary.step.compute / summary.step.total;
    current_->replace(QList<QPointF>{{std::log10(double(summary.gpus)), computeShare}});
    const auto [low, high] = TrainingView::processorDecades(run);
    ChartStyle::setDecadeRange(x_, low, high);
    setFittingTitle(tr("Step by term: %1 s at N = %2, compute %3 %")
                        .arg(NumberFormat::scientific(summary.step.total, 3), NumberFormat::count(summary.gpus))
                        .arg(std::lround(computeShare)),
                    tr("Step %1 s, compute %2 %").arg(NumberFormat::scientific(summary.step.total, 3)).arg(std::lround(computeShare)));
    markRendered(generation);
}

}  // namespace effsurf::ui
