// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/KarpFlattChart.h"

#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/SymbolMarkup.h"

#include <QCategoryAxis>
#include <QChart>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

KarpFlattChart::KarpFlattChart(QWidget* parent) : ComparisonChart(parent) {
    x_ = addDecadeAxis(Qt::AlignBottom, tr("processors N"), 0, 6, 1);
    y_ = addDecadeAxis(Qt::AlignLeft,
                       tr("s_eff (Karp\u2013"
                          "Flatt)"),
                       -6, 0, 1);
    attachAll(x_, y_);
    chart()->setTitle(
        SymbolMarkup::rich(tr("Karp\u2013"
                              "Flatt s_eff per point")));
    setToolTip(tr("A flat row means Amdahl's law holds; a rising one means s grows with N (communication)."));
}

void KarpFlattChart::fitAxesTo(const core::Scenario& scenario) {
    double lowN = 0.0, highN = 2.0, lowS = -4.0, highS = -1.0;
    bool any = false;
    for (const auto& series : scenario.series) {
        if (!series.visible) continue;
        const auto& fit = *series.fit;
        bool anyN = false;
        for (std::size_t i = 0; i < fit.processors.size(); ++i) {
            // Every point's N, those below the axis (S > N: a negative s_eff,
            // pinned to the bottom edge with its value) too: they were left
            // of the range, their values drawn over the s_eff ticks.
            if (!(fit.processors[i] > 1.0) || std::isnan(fit.pointSerialFraction[i])) continue;
            const double x = std::log10(fit.processors[i]);
            if (!any && !anyN) lowN = highN = x;
            anyN = true;
            lowN = std::min(lowN, x);
            highN = std::max(highN, x);
            if (!(fit.pointSerialFraction[i] > 0.0)) continue;
            const double y = std::log10(fit.pointSerialFraction[i]);
            if (!any) {
                lowS = highS = y;
                any = true;
            }
            lowS = std::min(lowS, y);
            highS = std::max(highS, y);
        }
        any = any || anyN;
    }
    const int n0 = static_cast<int>(std::floor(lowN)), n1 = std::max(n0 + 2, static_cast<int>(std::ceil(highN)));
    const int s0 = static_cast<int>(std::floor(lowS)) - 1, s1 = std::min(0, std::max(s0 + 3, static_cast<int>(std::ceil(highS)) + 1));
    ChartStyle::setDecadeRange(x_, n0, n1, 1);
    ChartStyle::setDecadeRange(y_, s0, s1, 1);
}

void KarpFlattChart::render(const core::Scenario& scenario, quint64 generation) {
    if (scenario.series != axesFor_) {
        fitAxesTo(scenario);
        axesFor_ = scenario.series;
    }
    overlayMeasurements(scenario, Overlay::KarpFlatt);
    markRendered(generation);
}

QString KarpFlattChart::figureCaption(const core::Scenario& scenario) const {
    const QString names = measuredSeriesNames(scenario);
    if (names.isEmpty()) return tr("No measured series: load a benchmark CSV to see s_eff per point");
    return tr("Karp\u2013"
              "Flatt s_eff = (1/S \u2212 1/N)/(1 \u2212 1/N) at each measured N of %1, with each fit's s")
        .arg(names);
}

}  // namespace effsurf::ui
