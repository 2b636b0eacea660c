// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/PanelGrid.h"

#include "effsurf/ui/figures/ChartFigureLayout.h"
#include "effsurf/ui/figures/FigureWriter.h"
#include "effsurf/ui/style/ChartStyle.h"

#include <QChart>
#include <QLegend>

#include <algorithm>

namespace effsurf::ui {

QFont PanelGrid::legendFont(const FigureStyle& style) {
    QFont font(style.fontFamily);
    font.setStyleStrategy(QFont::PreferNoShaping);
    font.setPointSizeF(style.fontPoints);
    return font;
}

bool PanelGrid::layOut(const QStringList& figures, int columns, const core::Scenario& scenario, const FigureExporter::Options& options,
                       PanelGrid& grid, QString* error) {
    const QFont font = legendFont(options.style);
    const double width = options.style.widthInches * FigureWriter::kLogicalDpi;
    const double chartHeight = width / columns * 0.75;
    FigureExporter::Options panelOptions = options;
    panelOptions.caption = false;
    grid = PanelGrid{};
    for (const QString& figure : figures) {
        grid.legends.emplace_back();
        grid.legendHeights.push_back(0.0);
        if (figure == QLatin1String("surface")) {
            grid.charts.push_back(nullptr);
            continue;
        }
        auto chart = FigureExporter::makeChart(figure, FigureExporter::scenarioFor(figure, scenario));
        if (!chart) {
            if (error) *error = FigureExporter::unknownChart(figure);
            return false;
        }
        if (chart->chart()->legend()->isVisible()) {
            // Laid out once, large, with Qt's legend: its markers then say
            // which entries the chart shows (Qt hides those that do not fit).
            ChartFigureLayout::prepare(*chart, FigureExporter::scenarioFor(figure, scenario), panelOptions, QSizeF(1600.0, 1000.0));
            grid.legends.back() = FlowLegend::entriesOf(chart->chart());
            grid.legendHeights.back() = FlowLegend::height(grid.legends.back(), font, width / columns - 16.0) + 4.0;
            chart->chart()->legend()->hide();
        }
        grid.charts.push_back(std::move(chart));
    }
    grid.panel = QSizeF(width / columns, chartHeight + *std::max_element(grid.legendHeights.begin(), grid.legendHeights.end()));
    for (int i = 0; i < figures.size(); ++i) {
        ComparisonChart* chart = grid.charts[std::size_t(i)].get();
        if (!chart) continue;
        ChartFigureLayout::prepare(*chart, FigureExporter::scenarioFor(figures[i], scenario), panelOptions,
                                   QSizeF(grid.panel.width(), grid.panel.height() - grid.legendHeights[std::size_t(i)]));
        ChartStyle::thinDecadeLabelsQtCut(chart->chart());
        for (const QString& text : ChartFigureLayout::cutTexts(chart->chart()))
            grid.cut << QStringLiteral("(%1) '%2'").arg(QChar(u'a' + i)).arg(text);
    }
    return true;
}

}  // namespace effsurf::ui
