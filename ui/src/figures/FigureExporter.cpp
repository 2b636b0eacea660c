// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/FigureExporter.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/FitResidualChart.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/charts/MachineHistory.h"
#include "effsurf/ui/charts/MachineHistoryChart.h"
#include "effsurf/ui/charts/RooflineChart.h"
#include "effsurf/ui/charts/PerformanceChart.h"
#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"
#include "effsurf/ui/charts/SerialFractionPlaneChart.h"
#include "effsurf/ui/charts/SpeedupChart.h"
#include "effsurf/ui/training/DepthSweepChart.h"
#include "effsurf/ui/training/PrecisionComparisonChart.h"
#include "effsurf/ui/training/StepBreakdownChart.h"
#include "effsurf/ui/training/TrainingThroughputChart.h"
#include "effsurf/ui/training/TrainingView.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/figures/ChartFigureLayout.h"
#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/figures/SurfaceFigure.h"
#include "effsurf/ui/figures/SurfaceVectorFigure.h"
#include "effsurf/ui/figures/FigureWriter.h"
#include "effsurf/ui/figures/FitTable.h"
#include "effsurf/ui/figures/PanelGrid.h"
#include "effsurf/ui/charts/FlowLegend.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/style/SymbolMarkup.h"
#include "effsurf/ui/surface/SurfaceProjection.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/SaveFile.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/ui/widgets/NameListText.h"

#include <QChart>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QXYSeries>

#include <algorithm>
#include <optional>
#include <cmath>
#include <cstring>

namespace effsurf::ui {
namespace {

/// The rows of the imported series behind chart series `name` ("measured-<id>");
/// false if it kept none (a session from before rows were kept: its means are written).
bool appendMeasuredRows(QByteArray& csv, const ComparisonChart& chart, const core::Scenario& scenario, const QString& name) {
    const std::string id = name.mid(int(std::strlen("measured-"))).toStdString();
    for (const auto& imported : scenario.series) {
        if (imported.id != id) continue;
        const auto rows = chart.measuredRows(imported);
        if (rows.empty()) return false;
        csv.reserve(csv.size() + qsizetype(rows.size()) * 32);
        for (const QPointF& row : rows) {
            csv += name.toUtf8();
            csv += ',';
            csv += core::formatNumber(row.x()).c_str();
            csv += ',';
            csv += core::formatNumber(row.y()).c_str();
            csv += '\n';
        }
        return true;
    }
    return false;
}

bool writeSidecar(const QString& path, const QByteArray& json, QString* error) {
    return SaveFile::writeAll(path + QStringLiteral(".json"), json, error);
}

bool writeBytes(const QByteArray& bytes, const QString& path, QString* error) { return SaveFile::writeAll(path, bytes, error); }

}  // namespace

QStringList FigureExporter::figureNames() { return NameListText::ids(core::ViewNames::figures()); }

namespace {
/// The machine a "history:LABEL" name asks for ("history" alone: the first, Piz Daint).
QString historyMachine(const QString& name) {
    const qsizetype colon = name.indexOf(QLatin1Char(':'));
    return colon < 0 ? QString() : name.mid(colon + 1);
}
}  // namespace

bool FigureExporter::isFigureName(const QString& name) {
    if (core::ViewNames::figures().contains(name.toStdString())) return true;
    return name.startsWith(QLatin1String("history:")) && MachineHistory::find(historyMachine(name)) != nullptr;
}

QList<FigureExporter::Format> FigureExporter::formatsOf(const QString& name) {
    if (name == QLatin1String("fit-table")) return {Format::Csv, Format::Tex};
    if (name == QLatin1String("surface") || name.contains(QLatin1Char(',')) || name == QLatin1String("panels"))
        return {Format::Png, Format::Svg, Format::Pdf};
    return {Format::Png, Format::Svg, Format::Pdf, Format::Csv};
}

std::unique_ptr<ComparisonChart> FigureExporter::makeChart(const QString& asked, const core::Scenario& scenario) {
    const QString name = NameListText::canonical(core::ViewNames::figures(), asked);  // "precision" is "efficiency"
    std::unique_ptr<ComparisonChart> chart;
    if (name == QLatin1String("speedup")) chart = std::make_unique<SpeedupChart>();
    else if (name == QLatin1String("efficiency")) chart = std::make_unique<PrecisionEfficiencyChart>();
    else if (name == QLatin1String("performance")) chart = std::make_unique<PerformanceChart>();
    else if (name == QLatin1String("plane")) chart = std::make_unique<SerialFractionPlaneChart>();
    // The Measurements tab's charts: each series' Karp–Flatt s_eff and its fit's residuals over N.
    else if (name == QLatin1String("karp-flatt")) chart = std::make_unique<KarpFlattChart>();
    else if (name == QLatin1String("fit-residuals")) chart = std::make_unique<FitResidualChart>();
    // The TOP500 tab's: a machine across the editions, and the roofline of gain.
    else if (name == QLatin1String("history") || name.startsWith(QLatin1String("history:"))) {
        auto history = std::make_unique<MachineHistoryChart>();
        if (name.contains(QLatin1Char(':')) && !history->setMachine(historyMachine(name))) return nullptr;
        chart = std::move(history);
    } else if (name == QLatin1String("roofline")) chart = std::make_unique<RooflineChart>();
    // The Training workspace's charts, of the scenario's training run.
    else if (name == QLatin1String("training-step")) chart = std::make_unique<StepBreakdownChart>();
    else if (name == QLatin1String("training-throughput")) chart = std::make_unique<TrainingThroughputChart>();
    else if (name == QLatin1String("training-depth")) chart = std::make_unique<DepthSweepChart>();
    else if (name == QLatin1String("training-precision")) chart = std::make_unique<PrecisionComparisonChart>();
    if (chart) chart->render(scenario, 1);
    return chart;
}

FigureExporter::Format FigureExporter::parseFormat(const QString& text, bool* ok) {
    const QString key = text.toLower();
    *ok = true;
    if (key == QLatin1String("png")) return Format::Png;
    if (key == QLatin1String("svg")) return Format::Svg;
    if (key == QLatin1String("pdf")) return Format::Pdf;
    if (key == QLatin1String("csv")) return Format::Csv;
    if (key == QLatin1String("tex")) return Format::Tex;
    *ok = false;
    return Format::Png;
}

QString FigureExporter::formatId(Format format) {
    switch (format) {
        case Format::Png: return QStringLiteral("png");
        case Format::Svg: return QStringLiteral("svg");
        case Format::Pdf: return QStringLiteral("pdf");
        case Format::Csv: return QStringLiteral("csv");
        case Format::Tex: return QStringLiteral("tex");
    }
    return QStringLiteral("png");
}

std::optional<FigureExporter::Format> FigureExporter::formatOfPath(const QString& path) {
    bool ok = false;
    const Format format = parseFormat(QFileInfo(path).suffix(), &ok);
    return ok ? std::optional<Format>(format) : std::nullopt;
}

QString FigureExporter::pathForFormat(const QString& path, Format format) {
    if (path.isEmpty()) return path;
    const QString extension = QLatin1Char('.') + formatId(format);
    if (formatOfPath(path)) return path.left(path.size() - QFileInfo(path).suffix().size() - 1) + extension;
    return path + extension;
}

QSizeF FigureExporter::logicalSizeFor(const Options& options) {
    return {options.style.widthInches * FigureWriter::kLogicalDpi, options.style.heightInches * FigureWriter::kLogicalDpi};
}

QSize FigureExporter::pixelSizeFor(const Options& options) {
    if (options.pixelSize.isValid()) return options.pixelSize;
    return {static_cast<int>(std::lround(options.style.widthInches * options.dpi)),
            static_cast<int>(std::lround(options.style.heightInches * options.dpi))};
}

core::Scenario FigureExporter::scenarioFor(const QString& figure, const core::Scenario& shown) {
    if (!figure.startsWith(QLatin1String("training-")) || shown.model == core::ModelKind::ParallelTraining) return shown;
    core::Scenario training = shown;
    training.model = core::ModelKind::ParallelTraining;
    training.precision = TrainingView::precision(shown);
    training.processors = training.trainingRun.gpus();
    return training;
}

QString FigureExporter::unknownChart(const QString& figure) {
    if (figure.startsWith(QLatin1String("history:"))) {
        QStringList labels;
        for (const auto& m : MachineHistory::machines()) labels << m.label;
        return QStringLiteral("unknown machine '%1' in '%2'; expected history:NAME with NAME one of %3")
            .arg(figure.mid(8), figure, labels.join(QStringLiteral(", ")));
    }
    return QStringLiteral("unknown chart '%1'; expected %2").arg(figure, FigureExporter::figureNames().join(QStringLiteral(", ")));
}

namespace {

/// Why `figure` has no `format` form, naming the file and what it has.
QString noSuchForm(const QString& figure, FigureExporter::Format format, const QString& path) {
    QStringList ids;
    for (const auto f : FigureExporter::formatsOf(figure)) ids << FigureExporter::formatId(f);
    return QStringLiteral("%1: the figure '%2' exports as %3, not %4")
        .arg(path, figure, ids.join(QStringLiteral(", ")), FigureExporter::formatId(format));
}

/// 10^x, and a whole number where it is one within rounding: a chart keeps
/// log10 N, and N = 8 must not come back as 7.999999999999999.
double fromLog10(double x) {
    const double value = std::pow(10.0, x);
    const double whole = std::round(value);
    return whole != 0.0 && std::fabs(value - whole) <= 1e-13 * std::fabs(value) ? whole : value;
}

/// The CSV of exactly what `chart` plots (measured series: every row).
QByteArray chartCsv(const ComparisonChart& chart, const core::Scenario& scenario, const QString& caption, const QByteArray& metadata) {
    QByteArray csv = "# " + caption.toUtf8() + "\n";
    csv += FigureMetadata::kCsvPrefix + metadata + "\n";
    csv += "series," + chart.xQuantity().toUtf8() + "," + chart.yQuantity().toUtf8() + "\n";
    for (const auto& [name, points] : chart.exportedSeries()) {
        if (name.startsWith(QLatin1String("measured-")) && appendMeasuredRows(csv, chart, scenario, name)) continue;
        for (const QPointF& p : points) {
            const double x = chart.xIsLog10() ? fromLog10(p.x()) : p.x();
            const double y = chart.yIsLog10() ? fromLog10(p.y()) : p.y();
            csv += QStringLiteral("%1,%2,%3\n")
                       .arg(name, QString::fromStdString(core::formatNumber(x)), QString::fromStdString(core::formatNumber(y)))
                       .toUtf8();
        }
    }
    return csv;
}

/// The vector surface's spec for a figure in `style` (fonts at its size).
SurfaceVectorFigure::Spec vectorSpec(const SurfaceProjection& projection, const FigureStyle& style) {
    SurfaceVectorFigure::Spec spec;
    spec.projection = projection;
    QFont font(style.fontFamily);
    font.setStyleStrategy(QFont::PreferNoShaping);
    // The window's figure draws its ticks at 9 pt; a journal's style at its size.
    font.setPointSizeF(style.restylesText() ? style.fontPoints : 9.0);
    spec.font = font;
    spec.lineWidth = style.lineScale;
    return spec;
}

}  // namespace

bool FigureExporter::exportChart(const QString& figure, const core::Scenario& shown, const QString& path, const Options& options,
                                 QString* error) {
    const core::Scenario scenario = scenarioFor(figure, shown);
    if (isFigureName(figure) && !formatsOf(figure).contains(options.format)) {
        if (error) *error = noSuchForm(figure, options.format, path);
        return false;
    }
    if (figure == QLatin1String("fit-table")) return exportFitTable(scenario, path, options, error);
    // Figures keep their own (light) look whatever the screen's theme.
    const ChartStyle::LookScope exportLook(ChartFigureLayout::lookFor(options.style));
    auto chart = makeChart(figure, scenario);
    if (!chart) {
        if (error) *error = unknownChart(figure);
        return false;
    }
    if (!options.title.isEmpty()) chart->chart()->setTitle(SymbolMarkup::rich(options.title));  // plain in the metadata
    const QString title = SymbolMarkup::plain(chart->chart()->title()).simplified();
    ChartFigureLayout::LegendBelow legend;
    const QSizeF size = ChartFigureLayout::prepare(*chart, scenario, options, logicalSizeFor(options), &legend);
    const auto json = FigureMetadata::toJson(figure, scenario, options, nullptr, error);
    if (!json) return false;
    const QString own = chart->figureCaption(scenario);
    const QString caption = own.isEmpty() ? FigureCaption::text(scenario) : own;
    if (options.format == Format::Csv) {
        if (!writeBytes(chartCsv(*chart, scenario, caption, *json), path, error)) return false;
    } else {
        const FigureWriter::Page page{size, title, caption, *json, options};
        const QRectF source(QPointF(0, 0), size);
        const bool ok = FigureWriter::write(
            path, page,
            [&](QPainter& painter) {
                chart->scene()->render(&painter, source, source);
                if (!legend.entries.empty()) FlowLegend::paint(painter, legend.area, legend.entries, legend.font, QColor(0x20, 0x20, 0x30));
            },
            error);
        if (!ok) return false;
    }
    return !options.sidecar || writeSidecar(path, *json, error);
}

bool FigureExporter::exportFitTable(const core::Scenario& scenario, const QString& path, const Options& options, QString* error) {
    if (!FitTable::hasRows(scenario)) {
        if (error)
            *error = QStringLiteral(
                         "%1: no measured series with a fit to tabulate: import measurements first "
                         "(File > Import measurements, or a session that holds them)")
                         .arg(path);
        return false;
    }
    const auto json = FigureMetadata::toJson(QStringLiteral("fit-table"), scenario, options, nullptr, error);
    if (!json) return false;
    const QString caption = FigureCaption::text(scenario);
    const QByteArray bytes =
        options.format == Format::Tex ? FitTable::latex(scenario, caption, *json) : FitTable::csv(scenario, caption, *json);
    return writeBytes(bytes, path, error) && (!options.sidecar || writeSidecar(path, *json, error));
}

bool FigureExporter::exportSurfaceVector(const core::Scenario& scenario, const SurfaceProjection& projection, const QString& path,
                                         const Options& options, QString* error) {
    if (options.format == Format::Csv || options.format == Format::Tex) {
        if (error)
            *error = QStringLiteral("%1: the 3D surface exports as PNG, SVG or PDF; its numbers are 'effsurf-cli surface'").arg(path);
        return false;
    }
    const ViewState shown{projection.isTopView() ? 1 : (projection.azimuthDegrees() == 0.0 ? 0 : 2), projection.logarithmicEfficiency(), 0};
    const auto json = FigureMetadata::toJson(QStringLiteral("surface"), scenario, options, &shown, error);
    if (!json) return false;
    const QString title = options.title.isEmpty() ? QStringLiteral("Efficiency surface") : options.title;
    SurfaceVectorFigure::Spec spec = vectorSpec(projection, options.style);
    spec.title = options.title;
    if (options.caption) spec.caption = FigureCaption::text(scenario);
    const QSizeF size = logicalSizeFor(options);
    const auto placed = SystemPoint::placed(scenario);
    const auto cloud = SystemPoint::cloud(scenario);
    const FigureWriter::Page page{size, title, FigureCaption::text(scenario), *json, options};
    const bool ok = FigureWriter::write(
        path, page,
        [&](QPainter& painter) { SurfaceVectorFigure::paint(painter, QRectF(QPointF(0, 0), size), scenario, placed, cloud, spec); }, error);
    return ok && (!options.sidecar || writeSidecar(path, *json, error));
}

namespace {

/// The first of `columns` whose grid keeps every panel's text whole.
std::optional<int> firstWholeColumns(const QStringList& figures, const core::Scenario& scenario, const FigureExporter::Options& options,
                                     const std::vector<int>& columns) {
    for (int c : columns) {
        PanelGrid grid;
        if (PanelGrid::layOut(figures, c, scenario, options, grid, nullptr) && grid.cut.isEmpty()) return c;
    }
    return std::nullopt;
}

/// The narrowest whole-inch width, up to about three times the style's, at which `columns` keep every text whole.
std::optional<double> wholeWidth(const QStringList& figures, int columns, const core::Scenario& scenario, FigureExporter::Options options) {
    for (double w = std::floor(options.style.widthInches) + 1.0, limit = 3.0 * w; w <= limit; w += 1.0) {
        options.style.widthInches = w;
        if (firstWholeColumns(figures, scenario, options, {columns})) return w;
    }
    return std::nullopt;
}

/// Every column count but `except`, the most first: the figure stays short.
std::vector<int> columnsToTry(int panels, int except) {
    std::vector<int> order;
    for (int c = panels; c >= 1; --c)
        if (c != except) order.push_back(c);
    return order;
}

}  // namespace

QSize FigureExporter::fittingLayout(const QStringList& figures, const core::Scenario& scenario, const Options& options, QSize preferred) {
    const ChartStyle::LookScope exportLook(ChartFigureLayout::lookFor(options.style));
    std::vector<int> order = columnsToTry(int(figures.size()), preferred.width());
    order.insert(order.begin(), preferred.width());
    const auto columns = firstWholeColumns(figures, scenario, options, order);
    return columns ? QSize(*columns, (int(figures.size()) + *columns - 1) / *columns) : preferred;
}

bool FigureExporter::exportPanels(const QStringList& figures, int columns, int rows, const core::Scenario& scenario,
                                  const SurfaceProjection& projection, const QString& path, const Options& options, QString* error) {
    if (figures.size() < 2 || figures.size() > 6) {
        if (error) *error = QStringLiteral("a multi-panel figure holds 2 to 6 figures, not %1").arg(figures.size());
        return false;
    }
    if (columns < 1 || rows < 1 || columns * rows < figures.size()) {
        if (error) *error = QStringLiteral("a %1x%2 layout has no room for %3 figures").arg(columns).arg(rows).arg(figures.size());
        return false;
    }
    if (options.format == Format::Csv || options.format == Format::Tex) {
        if (error) *error = QStringLiteral("%1: a multi-panel figure exports as PNG, SVG or PDF").arg(path);
        return false;
    }
    for (const QString& figure : figures)
        if (figure == QLatin1String("fit-table")) {
            if (error) *error = QStringLiteral("%1: the fit table is a table (CSV or LaTeX), not a panel").arg(path);
            return false;
        }
    // Every text whole, or a refusal naming the layout that keeps it so
    // (issue 44: a 3x1 row at 6.4 in cut every title and tick to '...' and exported).
    const ChartStyle::LookScope exportLook(ChartFigureLayout::lookFor(options.style));
    const QFont legendFont = PanelGrid::legendFont(options.style);
    PanelGrid grid;
    if (!PanelGrid::layOut(figures, columns, scenario, options, grid, error)) return false;
    if (!grid.cut.isEmpty()) {
        QString fits;
        if (const auto c = firstWholeColumns(figures, scenario, options, columnsToTry(int(figures.size()), columns)))
            fits =
                QStringLiteral("the %1x%2 layout (columns x rows) keeps every text whole").arg(*c).arg((int(figures.size()) + *c - 1) / *c);
        if (const auto wide = wholeWidth(figures, columns, scenario, options))  // and the size the asked layout needs
            fits += QStringLiteral("%1at %2x%3 a width of %4 in does")
                        .arg(fits.isEmpty() ? QString() : QStringLiteral("; "))
                        .arg(columns)
                        .arg(rows)
                        .arg(*wide);
        if (error)
            *error = QStringLiteral("%1: at %2x%3 panels %4 in wide the panels' text would be cut: %5; %6")
                         .arg(path)
                         .arg(columns)
                         .arg(rows)
                         .arg(options.style.widthInches, 0, 'g', 3)
                         .arg(grid.cut.mid(0, 3).join(QStringLiteral(", ")) + (grid.cut.size() > 3 ? QStringLiteral(", ...") : QString()))
                         .arg(fits.isEmpty() ? QStringLiteral("no layout keeps every text whole at this width: choose a wider "
                                                              "--width or style, or a smaller --font-size")
                                             : fits);
        return false;
    }
    const double width = options.style.widthInches * FigureWriter::kLogicalDpi;
    const QFont captionText = ChartFigureLayout::captionFont(options.style);
    // One caption for all: each panel that shows measurements or the TOP500
    // says what, with its letter; the law's parameters where a panel draws the law.
    QStringList captionParts;
    bool lawShown = false;
    for (int i = 0; i < figures.size(); ++i) {
        const ComparisonChart* chart = grid.charts[std::size_t(i)].get();
        const QString own = chart ? chart->figureCaption(scenarioFor(figures[i], scenario)) : QString();
        if (own.isEmpty()) lawShown = true;
        else captionParts << QStringLiteral("(%1) %2.").arg(QChar(u'a' + i)).arg(own);
    }
    if (lawShown) captionParts << FigureCaption::text(scenario);
    const QString caption = options.caption ? captionParts.join(QLatin1Char(' ')) : QString();
    const double captionHeight =
        caption.isEmpty()
            ? 0.0
            : QFontMetricsF(captionText).boundingRect(QRectF(0, 0, width - 16.0, 1e6), Qt::TextWordWrap, caption).height() + 8.0;
    const QSizeF panel = grid.panel;
    const QSizeF size(width, panel.height() * rows + captionHeight);
    auto& charts = grid.charts;
    auto& legends = grid.legends;
    auto& legendHeights = grid.legendHeights;
    const ViewState shown{projection.isTopView() ? 1 : (projection.azimuthDegrees() == 0.0 ? 0 : 2), projection.logarithmicEfficiency(), 0};
    const auto json = FigureMetadata::toJson(figures.join(QLatin1Char(',')), scenario, options, &shown, error);
    if (!json) return false;
    const auto placed = SystemPoint::placed(scenario);
    const auto cloud = SystemPoint::cloud(scenario);
    QFont letterFont(options.style.fontFamily);
    letterFont.setPointSizeF(options.style.fontPoints * 1.15);
    letterFont.setBold(true);
    const QString title = options.title.isEmpty() ? figures.join(QStringLiteral(", ")) : options.title;
    const FigureWriter::Page page{size, title, FigureCaption::text(scenario), *json, options};
    const bool ok = FigureWriter::write(
        path, page,
        [&](QPainter& painter) {
            for (int i = 0; i < figures.size(); ++i) {
                const QRectF cell(QPointF((i % columns) * panel.width(), (i / columns) * panel.height()), panel);
                if (charts[std::size_t(i)]) {
                    const double legendHeight = legendHeights[std::size_t(i)];
                    const QSizeF plot(panel.width(), panel.height() - legendHeight);
                    charts[std::size_t(i)]->scene()->render(&painter, QRectF(cell.topLeft(), plot), QRectF(QPointF(0, 0), plot));
                    FlowLegend::paint(painter, QRectF(cell.left() + 8.0, cell.top() + plot.height(), panel.width() - 16.0, legendHeight),
                                      legends[std::size_t(i)], legendFont, QColor(0x20, 0x20, 0x30));
                } else {
                    SurfaceVectorFigure::paint(painter, cell, scenario, placed, cloud, vectorSpec(projection, options.style));
                }
                // The panel's letter in its top-left corner, over the chart's
                // margin, on white: legible over whatever reached the corner.
                const QString letter = QStringLiteral("(%1)").arg(QChar(u'a' + i));
                const QFontMetricsF metrics(letterFont);
                const QRectF letterBox(cell.left() + 2.0, cell.top() + 1.0, metrics.horizontalAdvance(letter) + 4.0, metrics.height());
                painter.fillRect(letterBox, Qt::white);
                painter.setFont(letterFont);
                painter.setPen(QColor(0x20, 0x20, 0x30));
                painter.drawText(letterBox, Qt::AlignCenter, letter);
            }
            if (!caption.isEmpty()) {
                painter.setFont(captionText);
                painter.setPen(QColor(0x40, 0x40, 0x50));
                painter.drawText(QRectF(8.0, panel.height() * rows + 4.0, width - 16.0, captionHeight - 4.0),
                                 Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption);
            }
        },
        error);
    return ok && (!options.sidecar || writeSidecar(path, *json, error));
}

SurfaceProjection FigureExporter::projectionOf(const SurfaceView& view) {
    const bool top = view.cameraPreset() == SurfaceView::CameraPreset::Top;
    if (!view.isAvailable()) return SurfaceProjection::preset(int(view.cameraPreset()), view.logarithmicEfficiency());
    const QVector3D angles = view.cameraAngles();
    return {double(angles.x()), double(angles.y()), top, view.logarithmicEfficiency()};
}

bool FigureExporter::exportSurface(SurfaceView& view, const core::Scenario& scenario, const QString& path, const Options& options,
                                   QString* error) {
    // Vector art from the view's own camera (as turned) and E axis; a
    // journal's style too as PNG (painted from the same polygons), so that
    // its text has the style's size: the OpenGL picture sizes its own.
    if (options.format != Format::Png || options.style.restylesText())
        return exportSurfaceVector(scenario, projectionOf(view), path, options, error);
    if (!view.isAvailable()) {
        if (error) *error = QStringLiteral("the 3D surface needs OpenGL for PNG: %1 (SVG and PDF need none)").arg(view.unavailableReason());
        return false;
    }
    const QSize pixels = pixelSizeFor(options);
    if (pixels.width() > kMaxSurfacePixels || pixels.height() > kMaxSurfacePixels || pixels.isEmpty()) {
        if (error)
            *error = QStringLiteral("3D export size %1x%2 is outside 1..%3 pixels")
                         .arg(pixels.width())
                         .arg(pixels.height())
                         .arg(kMaxSurfacePixels);
        return false;
    }
    view.setSystemPoints(SystemPoint::placed(scenario), SystemPoint::cloud(scenario));
    view.render(scenario, true, view.renderedGeneration() + 1);
    const ViewState shown{int(view.cameraPreset()), view.logarithmicEfficiency(), 0};
    const auto metadata = FigureMetadata::toJson(QStringLiteral("surface"), scenario, options, &shown, error);
    if (!metadata) return false;
    // Fonts at the figure's DPI: an exact size counts as a 6.4 x 4 inch figure
    // (the smaller of the two ratios, so an odd aspect does not blow them up).
    SurfaceFigure::Spec spec;
    spec.size = pixels;
    spec.dpi = options.pixelSize.isValid()
                   ? std::min(pixels.width() / options.style.widthInches, pixels.height() / options.style.heightInches)
                   : double(options.dpi);
    spec.title = options.title;
    if (options.caption) spec.caption = FigureCaption::text(scenario);
    QImage image = SurfaceFigure::compose(view, spec);
    if (image.isNull()) {
        if (error) *error = QStringLiteral("the 3D surface could not be rendered at %1x%2").arg(pixels.width()).arg(pixels.height());
        return false;
    }
    image.setDotsPerMeterX(static_cast<int>(std::lround(spec.dpi / 0.0254)));
    image.setDotsPerMeterY(static_cast<int>(std::lround(spec.dpi / 0.0254)));
    image.setText(QStringLiteral("Title"), options.title.isEmpty() ? QStringLiteral("Efficiency surface") : options.title);
    image.setText(QStringLiteral("Description"), FigureCaption::text(scenario));
    image.setText(QStringLiteral("Software"), QStringLiteral("effsurf %1").arg(QString::fromLatin1(core::kVersion)));
    image.setText(QString::fromLatin1(FigureMetadata::kPngKey), QString::fromUtf8(*metadata));
    if (!FigureWriter::writePng(image, path, error)) return false;
    return !options.sidecar || writeSidecar(path, *metadata, error);
}

}  // namespace effsurf::ui
