// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/FlowLegend.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/style/ChartLook.h"

#include <QFont>
#include <QRectF>
#include <QSizeF>

#include <vector>

class QChart;

namespace effsurf::ui {

class ComparisonChart;

/// A chart laid out as a figure's page: the style's fonts and line widths,
/// the parameter caption under the plot, the legend under the plot where it
/// would not fit beside it, and a taller page where caption and legend would
/// leave the plot too little room (the width is the journal's column).
class ChartFigureLayout {
public:
    /// A legend moved under the plot (FlowLegend) where Qt's own, at the
    /// right, would not show every entry whole: what it holds and where it is painted.
    struct LegendBelow {
        std::vector<FlowLegend::Entry> entries;
        QRectF area;
        QFont font;
    };

    /// The caption's font: small, and the same wherever the figure is drawn
    /// (8 pt for the window's look, the style's text size otherwise).
    static QFont captionFont(const FigureStyle& style);
    /// The look charts are built in for `style`: light, its fonts and line widths.
    static ChartLook lookFor(const FigureStyle& style);
    /// A journal's style sets every text of the chart from one size (ticks
    /// and legend at it, titles a little larger).
    static void applyStyleFonts(QChart* chart, const FigureStyle& style);
    /// Whether a legend of `entries` belongs under the plot at `size`: its
    /// widest entry would take more than 30 % of the width at the right, or
    /// its rows more than the plot's height.
    static bool legendGoesBelow(QChart* chart, const std::vector<FlowLegend::Entry>& entries, const QSizeF& size, double captionHeight);
    /// Lays `chart` out at `size` (logical units) with the caption and, if
    /// `below` is given, the legend under the plot where it would not fit at
    /// the right; where caption and legend would leave the plot less than 75 %
    /// of the height the page grows taller. Returns the size laid out.
    /// The texts of `chart` as laid out that Qt cut to fit ("Karp–Flatt
    /// s_eff ...", a tick "..."): a figure that shows them does not keep its promise.
    static QStringList cutTexts(QChart* chart);
    static QSizeF prepare(ComparisonChart& chart, const core::Scenario& scenario, const FigureExporter::Options& options, QSizeF size,
                          LegendBelow* below = nullptr);
};

}  // namespace effsurf::ui
