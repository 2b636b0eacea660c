// SPDX-License-Identifier: MIT
// Figure metadata: every format (PNG, SVG, PDF, CSV) and the sidecar carry
// the whole scenario in the session format, and read back to the same
// scenario, field by field, for every law; the surface keeps its camera;
// files without metadata or with broken metadata are refused naming the
// file and the field.

#include "FigureScenarios.h"

#include "UiTestSupport.h"

#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace effsurf;
using Exporter = ui::FigureExporter;
using Metadata = ui::FigureMetadata;

namespace {

void spit(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// The scenario as a session writes it: equal text means equal in every
/// field, the series' rows and the snapshots' configurations included.
QByteArray sessionForm(const core::Scenario& s) {
    QString error;
    const auto content = ui::SessionFile::contentToJson(s, nullptr, &error);
    EXPECT_TRUE(content) << error.toStdString();
    return content ? QJsonDocument((*content)[QStringLiteral("scenario")].toObject()).toJson(QJsonDocument::Compact) : QByteArray();
}

/// What a figure records of `s`: its series' per-N points, not the rows behind them.
core::Scenario withoutRows(core::Scenario s) {
    for (auto& imported : s.series) {
        auto points = std::make_shared<core::MeasurementSeries>(*imported.data);
        points->rows = {};
        imported.data = points;
    }
    return s;
}

void expectSameScenario(const core::Scenario& read, const core::Scenario& recorded, const std::string& where) {
    const core::Scenario original = withoutRows(recorded);
    EXPECT_EQ(read.configuration(), original.configuration()) << where;  // law, s, N, precision, k, γ, timeline, training
    EXPECT_EQ(read.selectedSystems, original.selectedSystems) << where;
    EXPECT_EQ(read.cloudEdition, original.cloudEdition) << where;
    EXPECT_EQ(read.coreConvention, original.coreConvention) << where;
    ASSERT_EQ(read.series.size(), original.series.size()) << where;
    for (std::size_t i = 0; i < read.series.size(); ++i) {
        // The points a chart draws are all there; the rows stay in the session, not in every figure.
        EXPECT_EQ(read.series[i].data->points.size(), recorded.series[i].data->points.size()) << where;
        EXPECT_TRUE(read.series[i].data->rows.empty()) << where;
    }
    EXPECT_EQ(read.snapshots.size(), original.snapshots.size()) << where;
    EXPECT_EQ(sessionForm(read), sessionForm(original)) << where;
}

TEST(FigureMetadata, EveryLawRoundTripsThroughEveryFormatAndTheSidecar) {
    QTemporaryDir dir;
    for (const auto& [name, plain] : test::figureScenarios()) {
        const core::Scenario scenario = test::withEverythingPlaced(plain);
        for (const auto format : {Exporter::Format::Png, Exporter::Format::Svg, Exporter::Format::Pdf, Exporter::Format::Csv}) {
            Exporter::Options options;
            options.format = format;
            options.sidecar = true;
            options.dpi = 120;
            options.title = QStringLiteral("Figure of %1").arg(QString::fromStdString(name));
            const QString path = dir.filePath(QStringLiteral("%1-plane.%2").arg(QString::fromStdString(name), Exporter::formatId(format)));
            QString error;
            ASSERT_TRUE(Exporter::exportChart(QStringLiteral("plane"), scenario, path, options, &error)) << error.toStdString();
            for (const QString& source : {path, path + QStringLiteral(".json")}) {
                const std::string where = source.toStdString();
                const auto read = Metadata::read(source, &error);
                ASSERT_TRUE(read) << error.toStdString();
                EXPECT_EQ(read->figure, QStringLiteral("plane")) << where;
                EXPECT_EQ(read->options.format, format) << where;
                EXPECT_EQ(read->options.dpi, 120) << where;
                EXPECT_EQ(read->options.title, options.title) << where;
                EXPECT_TRUE(read->options.caption) << where;
                EXPECT_FALSE(read->options.sidecar) << where;
                EXPECT_FALSE(read->view) << where << ": a chart has no camera";
                expectSameScenario(read->scenario, scenario, where);
            }
            // The figure and its sidecar hold the same metadata.
            EXPECT_EQ(Metadata::read(path, &error)->scenario.configuration(),
                      Metadata::read(path + QStringLiteral(".json"), &error)->scenario.configuration());
        }
    }
}

TEST(FigureMetadata, KeepsTheKeysOlderReadersKnewAndTheExportChoices) {
    QTemporaryDir dir;
    Exporter::Options options;
    options.pixelSize = QSize(900, 500);
    options.caption = false;
    options.transparent = true;
    options.sidecar = true;
    const QString path = dir.filePath(QStringLiteral("s.png"));
    QString error;
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("speedup"), test::timelineFigureScenario(), path, options, &error))
        << error.toStdString();
    const QJsonObject root = QJsonDocument::fromJson(test::readFile(path + QStringLiteral(".json"))).object();
    for (const char* key : {"figure", "software", "caption", "law", "serialFraction", "alpha", "processors", "precision", "speedFactor",
                            "speedup", "efficiency", "format", "schema", "scenario", "export"})
        EXPECT_TRUE(root.contains(QLatin1String(key))) << key;
    EXPECT_EQ(root[QStringLiteral("law")].toString(), QStringLiteral("timeline"));
    EXPECT_EQ(root[QStringLiteral("caption")].toString(), ui::FigureCaption::text(test::timelineFigureScenario()));
    // The PNG's own chunk is the sidecar's text.
    EXPECT_EQ(QImage(path).text(QString::fromLatin1(Metadata::kPngKey)).toUtf8(), test::readFile(path + QStringLiteral(".json")));
    const auto read = Metadata::read(path, &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->options.pixelSize, QSize(900, 500));
    EXPECT_FALSE(read->options.caption);
    EXPECT_TRUE(read->options.transparent);
}

TEST(FigureMetadata, PdfCarriesItInXmpThatPdfToolsRead) {
    QTemporaryDir dir;
    Exporter::Options options;
    options.format = Exporter::Format::Pdf;
    const QString path = dir.filePath(QStringLiteral("t.pdf"));
    QString error;
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("speedup"), test::trainingFigureScenario(), path, options, &error))
        << error.toStdString();
    const QByteArray pdf = test::readFile(path);
    EXPECT_TRUE(pdf.contains("/Type /Metadata")) << "no XMP metadata stream";
    EXPECT_TRUE(pdf.contains("<effsurf:figure>"));
    QProcess probe;
    probe.start(QStringLiteral("pdfinfo"), {QStringLiteral("-v")});
    if (!probe.waitForFinished()) GTEST_SKIP() << "pdfinfo (poppler-utils) not installed";
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {QStringLiteral("-meta"), path});
    ASSERT_TRUE(info.waitForFinished());
    const QString out = QString::fromUtf8(info.readAllStandardOutput());
    EXPECT_TRUE(out.contains(QStringLiteral("<effsurf:figure>"))) << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("NVIDIA V100"))) << out.toStdString();
}

TEST(FigureMetadata, TheSurfaceKeepsItsCameraAndEAxisAndTheCliRedrawsIt) {
    ui::SurfaceView view;
    if (!view.isAvailable()) GTEST_SKIP() << view.unavailableReason().toStdString();
    QTemporaryDir dir;
    view.setCameraPreset(ui::SurfaceView::CameraPreset::Top);
    view.setLogarithmicEfficiency(true);
    Exporter::Options options;
    options.pixelSize = QSize(640, 400);
    const QString path = dir.filePath(QStringLiteral("surface.png"));
    const core::Scenario scenario = test::withEverythingPlaced(test::sunNiFigureScenario());
    QString error;
    ASSERT_TRUE(Exporter::exportSurface(view, scenario, path, options, &error)) << error.toStdString();
    const auto read = Metadata::read(path, &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->figure, QStringLiteral("surface"));
    ASSERT_TRUE(read->view);
    EXPECT_EQ(read->view->cameraPreset, int(ui::SurfaceView::CameraPreset::Top));
    EXPECT_TRUE(read->view->logarithmicEfficiency);
    expectSameScenario(read->scenario, scenario, "surface");

    // effsurf-cli draws it again: same size, scenario, camera and E axis.
    QProcess cli;
    const QString again = dir.filePath(QStringLiteral("again.png"));
    cli.start(QStringLiteral(EFFSURF_CLI_PATH),
              {QStringLiteral("export"), QStringLiteral("--from-figure"), path, QStringLiteral("--out"), again});
    ASSERT_TRUE(cli.waitForFinished(120000));
    ASSERT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
    EXPECT_EQ(QImage(again).size(), QSize(640, 400));
    const auto redrawn = Metadata::read(again, &error);
    ASSERT_TRUE(redrawn) << error.toStdString();
    ASSERT_TRUE(redrawn->view);
    EXPECT_EQ(redrawn->view->cameraPreset, int(ui::SurfaceView::CameraPreset::Top));
    EXPECT_TRUE(redrawn->view->logarithmicEfficiency);
    expectSameScenario(redrawn->scenario, scenario, "surface again");
}

TEST(FigureMetadata, FilesWithoutOrWithBrokenMetadataAreRefusedNamingThem) {
    QTemporaryDir dir;
    QString error;
    const auto refused = [&](const QString& path, const QString& reason) {
        error.clear();
        EXPECT_FALSE(Metadata::read(path, &error)) << path.toStdString();
        EXPECT_TRUE(error.startsWith(path)) << error.toStdString();
        EXPECT_TRUE(error.contains(reason)) << error.toStdString();
    };
    // A PNG, an SVG and a PDF that effsurf did not write.
    QImage plain(20, 10, QImage::Format_RGB32);
    plain.fill(Qt::white);
    ASSERT_TRUE(plain.save(dir.filePath(QStringLiteral("plain.png"))));
    refused(dir.filePath(QStringLiteral("plain.png")), QStringLiteral("no effsurf metadata (a PNG without the \"effsurf\" text chunk)"));
    spit(dir.filePath(QStringLiteral("plain.svg")),
         "<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"><desc>a drawing</desc></svg>");
    refused(dir.filePath(QStringLiteral("plain.svg")), QStringLiteral("no effsurf metadata"));
    {
        QPdfWriter pdf(dir.filePath(QStringLiteral("plain.pdf")));
        QPainter painter(&pdf);
        painter.drawText(100, 100, QStringLiteral("hello"));
    }
    refused(dir.filePath(QStringLiteral("plain.pdf")), QStringLiteral("no effsurf metadata (a PDF without effsurf's XMP metadata)"));
    spit(dir.filePath(QStringLiteral("data.txt")), "N,T\n1,2\n");
    refused(dir.filePath(QStringLiteral("data.txt")), QStringLiteral("not a figure effsurf wrote"));

    // Metadata of effsurf's own, damaged.
    Exporter::Options options;
    options.format = Exporter::Format::Svg;
    options.sidecar = true;
    const QString figure = dir.filePath(QStringLiteral("f.svg"));
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("speedup"), test::trainingFigureScenario(), figure, options, &error));
    const QByteArray sidecar = test::readFile(figure + QStringLiteral(".json"));
    spit(dir.filePath(QStringLiteral("truncated.json")), sidecar.left(sidecar.size() / 2));
    refused(dir.filePath(QStringLiteral("truncated.json")), QStringLiteral("not valid JSON"));
    QJsonObject root = QJsonDocument::fromJson(sidecar).object();
    QJsonObject scenario = root[QStringLiteral("scenario")].toObject();
    QJsonObject training = scenario[QStringLiteral("training")].toObject();
    training[QStringLiteral("bandwidthBytesPerSecond")] = QStringLiteral("fast");
    scenario[QStringLiteral("training")] = training;
    root[QStringLiteral("scenario")] = scenario;
    spit(dir.filePath(QStringLiteral("field.json")), QJsonDocument(root).toJson());
    // SessionFile's own message, with the JSON path of the field.
    refused(dir.filePath(QStringLiteral("field.json")), QStringLiteral("scenario.training.bandwidthBytesPerSecond: expected a number"));
    training[QStringLiteral("bandwidthBytesPerSecond")] = -1.0;
    scenario[QStringLiteral("training")] = training;
    root[QStringLiteral("scenario")] = scenario;
    spit(dir.filePath(QStringLiteral("value.json")), QJsonDocument(root).toJson());
    refused(dir.filePath(QStringLiteral("value.json")), QStringLiteral("bandwidth"));
    QJsonObject badExport = QJsonDocument::fromJson(sidecar).object();
    badExport[QStringLiteral("export")] = QJsonObject{{QStringLiteral("dpi"), 5}};
    spit(dir.filePath(QStringLiteral("dpi.json")), QJsonDocument(badExport).toJson());
    refused(dir.filePath(QStringLiteral("dpi.json")), QStringLiteral("metadata.export.dpi: expected a whole number from 10 to 2400"));
    // The figures of before: only law, s, N and the precision.
    QJsonObject old = QJsonDocument::fromJson(sidecar).object();
    for (const char* key : {"format", "schema", "writtenBy", "scenario", "export"}) old.remove(QLatin1String(key));
    spit(dir.filePath(QStringLiteral("old.json")), QJsonDocument(old).toJson());
    refused(dir.filePath(QStringLiteral("old.json")), QStringLiteral("--law training --serial 1e-07 --n 4096 --precision bf16"));
    // A session is not a figure.
    ASSERT_TRUE(ui::SessionFile::save(dir.filePath(QStringLiteral("s.effsurf")), core::Scenario{}, {}, &error));
    refused(dir.filePath(QStringLiteral("s.effsurf")), QStringLiteral("an effsurf session"));
    EXPECT_FALSE(Metadata::read(dir.filePath(QStringLiteral("missing.png")), &error));
    EXPECT_TRUE(error.contains(dir.filePath(QStringLiteral("missing.png")))) << error.toStdString();
}

}  // namespace
