#include "effsurf/ui/figures/FigureExporter.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/ui/charts/ComparisonChart.h"
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
#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/figures/SurfaceFigure.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/SaveFile.h"

#include <QBuffer>
#include <QChart>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace effsurf::ui {
namespace {

constexpr double kLogicalDpi = 96.0;

QSizeF logicalSize() { return {FigureExporter::kWidthInches * kLogicalDpi, FigureExporter::kHeightInches * kLogicalDpi}; }

/// The caption's font: small, and the same wherever the figure is drawn.
QFont captionFont() {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSize(8);
    font.setStyleStrategy(QFont::PreferNoShaping);  // searchable as typed: no "ﬃ" ligature glyphs
    return font;
}

/// Lays the chart out at the figure's logical size, light theme, with the
/// caption under the plot on as many lines as the parameters need.
void prepare(ComparisonChart& chart, const core::Scenario& scenario, const FigureExporter::Options& options) {
    const QSizeF size = logicalSize();
    constexpr double kCaptionInset = 8.0;
    QStringList lines;
    double captionHeight = 0.0;
    if (options.caption) {  // room under the plot for the parameters, before the layout runs
        lines = FigureCaption::lines(scenario, captionFont(), size.width() - 2 * kCaptionInset);
        captionHeight = static_cast<double>(lines.size()) * QFontMetricsF(captionFont()).lineSpacing();
        QMargins margins = chart.chart()->margins();
        margins.setBottom(margins.bottom() + static_cast<int>(std::ceil(captionHeight)) + 5);
        chart.chart()->setMargins(margins);
    }
    if (options.transparent && options.format == FigureExporter::Format::Png) {
        chart.chart()->setBackgroundBrush(Qt::transparent);
        chart.chart()->setBackgroundVisible(false);
    }
    chart.setInteractive(false);  // antialiasing on, every sample
    chart.resize(size.toSize());
    chart.chart()->setGeometry(QRectF(QPointF(0, 0), size));
    chart.scene()->setSceneRect(QRectF(QPointF(0, 0), size));
    if (auto* layout = chart.chart()->layout()) layout->activate();
    if (options.caption) {
        auto* text = chart.scene()->addSimpleText(lines.join(QLatin1Char('\n')));
        text->setFont(captionFont());
        text->setBrush(QColor(0x40, 0x40, 0x50));
        text->setPos(kCaptionInset, size.height() - captionHeight - 4.0);
        text->setZValue(10.0);
    }
}

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

bool writePng(const QImage& image, const QString& path, QString* error) {
    SaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = file.errorMessage();
        return false;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(image)) {
        // The device's reason first: the PNG writer only says "Device error".
        if (error) *error = file.errorMessage(writer.errorString());
        file.cancelWriting();
        return false;
    }
    if (file.commit()) return true;
    if (error) *error = file.errorMessage();
    return false;
}

bool writeBytes(const QByteArray& bytes, const QString& path, QString* error);

bool writeSidecar(const QString& path, const QByteArray& json, QString* error) {
    return writeBytes(json, path + QStringLiteral(".json"), error);
}

bool writeBytes(const QByteArray& bytes, const QString& path, QString* error) {
    return SaveFile::writeAll(path, bytes, error);
}

}  // namespace

QStringList FigureExporter::figureNames() {
    return {QStringLiteral("speedup"),         QStringLiteral("efficiency"),         QStringLiteral("performance"),
            QStringLiteral("plane"),           QStringLiteral("surface"),            QStringLiteral("training-step"),
            QStringLiteral("training-throughput"), QStringLiteral("training-depth"), QStringLiteral("training-precision")};
}

std::unique_ptr<ComparisonChart> FigureExporter::makeChart(const QString& name, const core::Scenario& scenario) {
    std::unique_ptr<ComparisonChart> chart;
    if (name == QLatin1String("speedup")) chart = std::make_unique<SpeedupChart>();
    else if (name == QLatin1String("efficiency")) chart = std::make_unique<PrecisionEfficiencyChart>();
    else if (name == QLatin1String("performance")) chart = std::make_unique<PerformanceChart>();
    else if (name == QLatin1String("plane")) chart = std::make_unique<SerialFractionPlaneChart>();
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
    *ok = false;
    return Format::Png;
}

QString FigureExporter::formatId(Format format) {
    switch (format) {
        case Format::Png: return QStringLiteral("png");
        case Format::Svg: return QStringLiteral("svg");
        case Format::Pdf: return QStringLiteral("pdf");
        case Format::Csv: return QStringLiteral("csv");
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

QSize FigureExporter::pixelSizeFor(const Options& options) {
    if (options.pixelSize.isValid()) return options.pixelSize;
    return {static_cast<int>(std::lround(kWidthInches * options.dpi)), static_cast<int>(std::lround(kHeightInches * options.dpi))};
}

bool FigureExporter::exportChart(const QString& figure, const core::Scenario& shown, const QString& path,
                                 const Options& options, QString* error) {
    // The Training workspace's charts draw the run whatever law is on screen:
    // their caption and recorded scenario say the run, not "Amdahl: s = ...".
    core::Scenario trainingLaw;
    if (figure.startsWith(QLatin1String("training-")) && shown.model != core::ModelKind::ParallelTraining) {
        trainingLaw = shown;
        trainingLaw.model = core::ModelKind::ParallelTraining;
        trainingLaw.precision = TrainingView::precision(shown);
        trainingLaw.processors = trainingLaw.trainingRun.gpus();
    }
    const core::Scenario& scenario = trainingLaw.model == core::ModelKind::ParallelTraining ? trainingLaw : shown;
    // Figures keep their own (light) look whatever the screen's theme.
    const ChartStyle::LookScope exportLook(ChartLook::light());
    auto chart = makeChart(figure, scenario);
    if (!chart) {
        if (error)
            *error = QStringLiteral("unknown chart '%1'; expected speedup, efficiency, performance, plane, training-step, "
                                    "training-throughput, training-depth or training-precision")
                         .arg(figure);
        return false;
    }
    if (!options.title.isEmpty()) chart->chart()->setTitle(options.title);
    const QString title = chart->chart()->title();
    prepare(*chart, scenario, options);
    const QRectF source(QPointF(0, 0), logicalSize());
    const auto json = FigureMetadata::toJson(figure, scenario, options, nullptr, error);
    if (!json) return false;
    const QByteArray& metadata = *json;
    const QString caption = FigureCaption::text(scenario);

    switch (options.format) {
        case Format::Png: {
            const QSize pixels = pixelSizeFor(options);
            QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
            image.fill(options.transparent ? Qt::transparent : Qt::white);
            const double dpi = options.pixelSize.isValid() ? kLogicalDpi * pixels.width() / source.width() : options.dpi;
            image.setDotsPerMeterX(static_cast<int>(std::lround(dpi / 0.0254)));
            image.setDotsPerMeterY(static_cast<int>(std::lround(dpi / 0.0254)));
            {
                QPainter painter(&image);
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setRenderHint(QPainter::TextAntialiasing);
                chart->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)), source);
            }
            image.setText(QStringLiteral("Title"), title);
            image.setText(QStringLiteral("Description"), caption);
            image.setText(QStringLiteral("Software"), QStringLiteral("effsurf %1").arg(QString::fromLatin1(core::kVersion)));
            image.setText(QString::fromLatin1(FigureMetadata::kPngKey), QString::fromUtf8(metadata));
            if (!writePng(image, path, error)) return false;
            break;
        }
        case Format::Svg: {
            QBuffer buffer;
            QSvgGenerator svg;
            svg.setOutputDevice(&buffer);
            svg.setSize(source.size().toSize());
            svg.setViewBox(source);
            svg.setResolution(static_cast<int>(kLogicalDpi));
            svg.setTitle(title);
            // The caption for people, the metadata on a line of its own for FigureMetadata::read.
            svg.setDescription(caption + QLatin1Char('\n') + QString::fromUtf8(metadata));
            {
                QPainter painter(&svg);
                chart->scene()->render(&painter, source, source);
            }
            if (!writeBytes(buffer.data(), path, error)) return false;
            break;
        }
        case Format::Pdf: {
            QBuffer buffer;
            buffer.open(QIODevice::WriteOnly);
            {
                QPdfWriter pdf(&buffer);
                pdf.setPageSize(QPageSize(QSizeF(kWidthInches, kHeightInches), QPageSize::Inch));
                pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
                pdf.setResolution(static_cast<int>(kLogicalDpi));
                pdf.setTitle(title + QStringLiteral(" \u2014 ") + caption);
                pdf.setCreator(QStringLiteral("effsurf %1").arg(QString::fromLatin1(core::kVersion)));
                // The document information dictionary stores text as UTF-16 with
                // escapes; the XMP packet keeps the JSON readable as it is.
                pdf.setDocumentXmpMetadata(FigureMetadata::xmpPacket(title, caption, metadata));
                QPainter painter(&pdf);
                chart->scene()->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
            }
            if (!writeBytes(buffer.data(), path, error)) return false;
            break;
        }
        case Format::Csv: {
            QByteArray csv = "# " + caption.toUtf8() + "\n";
            csv += FigureMetadata::kCsvPrefix + metadata + "\n";
            csv += "series," + chart->xQuantity().toUtf8() + "," + chart->yQuantity().toUtf8() + "\n";
            for (const auto& [name, points] : chart->exportedSeries()) {
                // Measurements: every row, not the per-N means the chart draws.
                if (name.startsWith(QLatin1String("measured-")) && appendMeasuredRows(csv, *chart, scenario, name)) continue;
                for (const QPointF& p : points) {
                    const double x = chart->xIsLog10() ? std::pow(10.0, p.x()) : p.x();
                    const double y = chart->yIsLog10() ? std::pow(10.0, p.y()) : p.y();
                    csv += QStringLiteral("%1,%2,%3\n")
                               .arg(name, QString::fromStdString(core::formatNumber(x)),
                                    QString::fromStdString(core::formatNumber(y)))
                               .toUtf8();
                }
            }
            if (!writeBytes(csv, path, error)) return false;
            break;
        }
    }
    return !options.sidecar || writeSidecar(path, metadata, error);
}

bool FigureExporter::exportSurface(SurfaceView& view, const core::Scenario& scenario, const QString& path,
                                   const Options& options, QString* error) {
    if (!view.isAvailable()) {
        if (error) *error = QStringLiteral("the 3D surface needs OpenGL: %1").arg(view.unavailableReason());
        return false;
    }
    if (options.format != Format::Png) {
        if (error) *error = QStringLiteral("the 3D surface exports as PNG only");
        return false;
    }
    const QSize pixels = pixelSizeFor(options);
    if (pixels.width() > kMaxSurfacePixels || pixels.height() > kMaxSurfacePixels || pixels.isEmpty()) {
        if (error) *error = QStringLiteral("3D export size %1x%2 is outside 1..%3 pixels").arg(pixels.width()).arg(pixels.height()).arg(kMaxSurfacePixels);
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
    spec.dpi = options.pixelSize.isValid() ? std::min(pixels.width() / kWidthInches, pixels.height() / kHeightInches)
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
    if (!writePng(image, path, error)) return false;
    return !options.sidecar || writeSidecar(path, *metadata, error);
}

}  // namespace effsurf::ui
