#include "effsurf/ui/charts/SerialFractionPlaneChart.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QValueAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <cmath>

namespace effsurf::ui {

SerialFractionPlaneChart::SerialFractionPlaneChart(QWidget* parent) : ComparisonChart(parent) {
    const QColor colors[] = {green(), vermillion(), purple(), grey()};
    int index = 0;
    for (double e : kIsoefficiencies) {
        auto* line = addLine(tr("E = %1").arg(e), colors[index++], e == 0.5 ? 3.0 : 2.0,
                             e == 0.5 ? Qt::SolidLine : Qt::DashLine);
        line->setObjectName(QStringLiteral("iso-%1").arg(e));
        // Straight lines in log-log: log10 s = log10((1 - E)/E) - log10(N - 1).
        QList<QPointF> points;
        for (int i = 1; i < sampleCount(); ++i) {
            const double x = sampleLog10N(i);
            const double s = core::isoefficiencySerialFraction(std::pow(10.0, x), e);
            if (s <= 1.0) points.append({x, std::log10(s)});
        }
        line->replace(points);
    }
    trajectory_ = addLine(tr("s_eff(N)"), blue(), 3.0);
    trajectory_->setObjectName(QStringLiteral("trajectory"));
    cloud_ = addMarker(tr("TOP500 list"), QColor(0x90, 0x90, 0xa0), 5.0);
    cloud_->setObjectName(QStringLiteral("cloud"));
    cloud_->setBorderColor(QColor(0x90, 0x90, 0xa0));
    current_ = addMarker(tr("current"), ink(), 15.0);
    current_->setObjectName(QStringLiteral("current"));
    // Legend keys for the placed systems (whose own series stay out of the legend).
    hplKey_ = addMarker(tr("HPL"), blue(), 11.0);
    hpcgKey_ = addMarker(tr("HPCG"), orange(), 10.0);
    hpcgKey_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    setShown(hplKey_, false);
    setShown(hpcgKey_, false);
    auto* x = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 12, 3);
    auto* y = addDecadeAxis(Qt::AlignLeft, tr("serial fraction s"), -12, 0, 3);
    attachAll(x, y);
    // The marker explains itself and the title gives its E: keep the legend for the lines.
    for (QLegendMarker* marker : chart()->legend()->markers(current_)) marker->setVisible(false);
    axisX_ = x;
    axisY_ = y;
}

void SerialFractionPlaneChart::render(const core::Scenario& scenario, quint64 generation) {
    const bool timeline = scenario.isModelBased();
    setShown(trajectory_, timeline);
    if (timeline) {
        QList<QPointF> points;
        for (int i = 1; i < liveSampleCount(); ++i) {
            const double x = liveSampleLog10N(i);
            const double n = std::pow(10.0, x);
            if (scenario.model == core::ModelKind::Training && n < 1.5) continue;  // s_eff needs two workers
            points.append({x, std::log10(std::clamp(scenario.effectiveSerialFraction(n), 1e-15, 1.0))});
        }
        trajectory_->replace(points);
    } else {
        trajectory_->clear();
    }
    const double s = scenario.effectiveSerialFraction();
    // s_eff > 1 (timeline model past its maximum) is pinned to the top edge.
    current_->replace(QList<QPointF>{{std::log10(scenario.processors), std::log10(std::clamp(s, 1e-15, 1.0))}});
    chart()->setTitle(tr("(N, s) plane: E = %1").arg(scenario.efficiency(), 0, 'f', 3));
    renderSystems(scenario);
    overlaySnapshots(scenario, SnapshotView::Plane);
    markRendered(generation);
}

void SerialFractionPlaneChart::renderSystems(const core::Scenario& scenario) {
    const auto xy = [](const SystemPoint& p) { return QPointF(std::log10(p.processors), std::log10(p.serialFraction)); };
    if (scenario.cloudEdition != shownCloud_ || scenario.coreConvention != shownConvention_) {
        QList<QPointF> cloud;
        for (const auto& p : SystemPoint::cloud(scenario)) cloud.append(xy(p));
        cloud_->replace(cloud);
        cloud_->setName(scenario.cloudEdition.empty() ? tr("TOP500 list")
                                                      : tr("TOP500 %1").arg(QString::fromStdString(scenario.cloudEdition)));
        shownCloud_ = scenario.cloudEdition;
    }
    setShown(cloud_, !scenario.cloudEdition.empty());
    shownConvention_ = scenario.coreConvention;

    const std::vector<SystemPoint> systems = SystemPoint::selected(scenario);
    if (systems == shownSystems_) return;  // an s or N drag: nothing to redo here
    setShown(hplKey_, !systems.empty());
    setShown(hpcgKey_, std::any_of(systems.begin(), systems.end(), [](const auto& p) { return p.hpcg; }));
    const std::vector<bool> labelled = SystemPoint::labelsToShow(systems, 1.5);
    for (QAbstractSeries* series : systemSeries_) {
        chart()->removeSeries(series);
        delete series;
    }
    systemSeries_.clear();
    QFont labelFont(QStringLiteral("DejaVu Sans"));
    labelFont.setPointSize(8);
    for (std::size_t i = 0; i < systems.size(); ++i) {
        const SystemPoint& p = systems[i];
        if (p.hpcg && p.pair >= 0) {
            auto* join = addLine(QString(), grey(), 1.5, Qt::DotLine);
            join->setObjectName(QStringLiteral("join-%1").arg(i));
            join->append(xy(systems[std::size_t(p.pair)]));
            join->append(xy(p));
            systemSeries_.push_back(join);
        }
        auto* point = addMarker(p.label, p.hpcg ? orange() : blue(), p.hpcg ? 10.0 : 11.0);
        point->setObjectName(QStringLiteral("system-%1").arg(i));
        if (p.hpcg) point->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        point->append(xy(p));
        point->setPointLabelsFormat(p.label);
        point->setPointLabelsVisible(labelled[i]);
        point->setPointLabelsFont(labelFont);
        point->setPointLabelsClipping(false);
        systemSeries_.push_back(point);
    }
    for (QAbstractSeries* series : systemSeries_) {
        series->attachAxis(axisX_);
        series->attachAxis(axisY_);
        // One legend entry per run would crowd out the lines' legend.
        for (QLegendMarker* marker : chart()->legend()->markers(series)) marker->setVisible(false);
    }
    shownSystems_ = systems;
}

}  // namespace effsurf::ui
