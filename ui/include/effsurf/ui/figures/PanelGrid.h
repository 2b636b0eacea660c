// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/FlowLegend.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/FigureStyle.h"

#include <QFont>
#include <QSizeF>
#include <QStringList>

#include <memory>
#include <vector>

namespace effsurf::ui {

/// A multi-panel figure's charts laid out on a grid of `columns`, each 4:3
/// with its legend under it as running text (FlowLegend) in a band as tall
/// as the row's longest: the legend adds to the panel's height instead of
/// squeezing the plot (three panels in a 7.1-inch row had 0.4 inch left for
/// the plot and Qt cut their tick labels to '...').
struct PanelGrid {
    std::vector<std::unique_ptr<ComparisonChart>> charts;  ///< null for the surface
    std::vector<std::vector<FlowLegend::Entry>> legends;
    std::vector<double> legendHeights;
    QSizeF panel;
    QStringList cut;  ///< "(a) Karp–Flatt s_eff ...": what Qt cut to fit

    /// The legends' font under the panels: the style's text size.
    static QFont legendFont(const FigureStyle& style);
    /// Lays `figures` out on `columns`; false (and `error`) for a figure that is no chart.
    static bool layOut(const QStringList& figures, int columns, const core::Scenario& scenario, const FigureExporter::Options& options,
                       PanelGrid& grid, QString* error);
};

}  // namespace effsurf::ui
