// SPDX-License-Identifier: MIT
// Figures: PNG at the size its DPI asks for, SVG as XML with text kept as
// text, PDF with one page and its metadata, CSV equal to core's values, the
// parameters in every format, and no file left behind on failure.

#include "UiTestSupport.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QDomDocument>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;
using Exporter = ui::FigureExporter;

namespace {

core::Scenario halfPrecision() {
    core::Scenario s;
    s.serialFraction = 1e-7;
    s.processors = 1e6;
    s.precision = core::Precision::FP16;
    return s;
}

TEST(Export, PngHasTheSizeOfItsDpiAndCarriesTheParameters) {
    QTemporaryDir dir;
    for (int dpi : {96, 150, 300}) {
        Exporter::Options options;
        options.dpi = dpi;
        const QString path = dir.filePath(QStringLiteral("speedup-%1.png").arg(dpi));
        QString error;
        ASSERT_TRUE(Exporter::exportChart(QStringLiteral("speedup"), halfPrecision(), path, options, &error)) << error.toStdString();
        const QImage image(path);
        ASSERT_FALSE(image.isNull());
        EXPECT_EQ(image.size(), QSize(static_cast<int>(std::lround(6.4 * dpi)), static_cast<int>(std::lround(4.0 * dpi))));
        EXPECT_NEAR(image.dotsPerMeterX() * 0.0254, dpi, 0.5);
        EXPECT_TRUE(image.text(QStringLiteral("Description")).contains(QStringLiteral("N = 10\u2076, FP16 (k = 4)")))
            << image.text(QStringLiteral("Description")).toStdString();
        EXPECT_TRUE(image.text(QStringLiteral("effsurf")).contains(QStringLiteral("\"serialFraction\":1e-07")));
    }
    Exporter::Options exact;
    exact.pixelSize = QSize(1000, 700);
    QString error;
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("plane"), halfPrecision(), dir.filePath(QStringLiteral("p.png")), exact, &error));
    EXPECT_EQ(QImage(dir.filePath(QStringLiteral("p.png"))).size(), QSize(1000, 700));
}

TEST(Export, SvgIsXmlWithTextAsText) {
    QTemporaryDir dir;
    Exporter::Options options;
    options.format = Exporter::Format::Svg;
    const QString path = dir.filePath(QStringLiteral("e.svg"));
    QString error;
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("efficiency"), halfPrecision(), path, options, &error)) << error.toStdString();
    QDomDocument document;
    ASSERT_TRUE(document.setContent(test::readFile(path)));
    QStringList texts;
    const QDomNodeList nodes = document.elementsByTagName(QStringLiteral("text"));
    for (int i = 0; i < nodes.size(); ++i) texts << nodes.at(i).toElement().text().trimmed();
    EXPECT_TRUE(texts.contains(QStringLiteral("processors N"))) << texts.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("efficiency E")));
    EXPECT_TRUE(document.elementsByTagName(QStringLiteral("desc")).at(0).toElement().text().contains(QStringLiteral("FP16")));
    // A title of the user's own replaces the chart's.
    options.title = QStringLiteral("Half precision lowers efficiency");
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("efficiency"), halfPrecision(), path, options, &error));
    EXPECT_TRUE(test::readFile(path).contains("Half precision lowers efficiency"));
}

TEST(Export, PdfHasOnePageAndItsMetadata) {
    QTemporaryDir dir;
    Exporter::Options options;
    options.format = Exporter::Format::Pdf;
    const QString path = dir.filePath(QStringLiteral("perf.pdf"));
    QString error;
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("performance"), halfPrecision(), path, options, &error)) << error.toStdString();
    const QByteArray pdf = test::readFile(path);
    ASSERT_TRUE(pdf.startsWith("%PDF"));
    EXPECT_EQ(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "), 1);
    EXPECT_TRUE(pdf.contains("/Title")) << "no document title";
    EXPECT_TRUE(pdf.contains("/Creator"));
    QProcess probe;
    probe.start(QStringLiteral("pdfinfo"), {QStringLiteral("-v")});
    if (probe.waitForFinished()) {  // poppler-utils present
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {path});
        ASSERT_TRUE(info.waitForFinished());
        const QString out = QString::fromUtf8(info.readAllStandardOutput());
        EXPECT_TRUE(out.contains(QStringLiteral("Pages:           1"))) << out.toStdString();
        EXPECT_TRUE(out.contains(QStringLiteral("FP16"))) << out.toStdString();
        EXPECT_TRUE(out.contains(QStringLiteral("Page size:       461 x 288 pts"))) << out.toStdString();  // 6.4 x 4 in
    }
}

TEST(Export, PdfAndSvgTextIsSearchableAsTyped) {
    // "Efficiency" set with the font's "ffi" ligature comes out of a PDF as
    // "E\uFB03ciency": a reader searching the figure finds nothing.
    QProcess probe;
    probe.start(QStringLiteral("pdftotext"), {QStringLiteral("-v")});
    if (!probe.waitForFinished() || probe.exitCode() != 0) GTEST_SKIP() << "pdftotext (poppler-utils) not installed";
    QTemporaryDir dir;
    Exporter::Options options;
    options.format = Exporter::Format::Pdf;
    const QString pdf = dir.filePath(QStringLiteral("efficiency.pdf"));
    QString error;
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("efficiency"), halfPrecision(), pdf, options, &error)) << error.toStdString();
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    ASSERT_TRUE(text.waitForFinished());
    const QString words = QString::fromUtf8(text.readAllStandardOutput());
    EXPECT_TRUE(words.contains(QStringLiteral("Efficiency by precision"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("efficiency E"))) << words.toStdString();
    for (const QChar ligature : {QChar(0xFB00), QChar(0xFB01), QChar(0xFB02), QChar(0xFB03), QChar(0xFB04)})
        EXPECT_FALSE(words.contains(ligature)) << words.toStdString();
}

TEST(Export, CsvHoldsExactlyWhatTheChartPlots) {
    QTemporaryDir dir;
    Exporter::Options options;
    options.format = Exporter::Format::Csv;
    options.sidecar = true;
    const QString path = dir.filePath(QStringLiteral("s.csv"));
    QString error;
    ASSERT_TRUE(Exporter::exportChart(QStringLiteral("speedup"), halfPrecision(), path, options, &error)) << error.toStdString();
    const QList<QByteArray> lines = test::readFile(path).split('\n');
    EXPECT_TRUE(lines[0].startsWith("# Amdahl"));
    EXPECT_TRUE(lines[1].startsWith("# effsurf: {\"")) << lines[1].left(80).toStdString();  // the metadata, as in the sidecar
    EXPECT_EQ(lines[1].mid(11), test::readFile(path + QStringLiteral(".json")));
    EXPECT_EQ(lines[2], QByteArray("series,N,speedup S"));
    const double sPrime = core::acceleratedSerialFraction(1e-7, 4.0);
    int amdahlRows = 0;
    double worst = 0.0;
    for (const QByteArray& line : lines) {
        const QList<QByteArray> cells = line.split(',');
        if (cells.size() != 3 || cells[0] != "amdahl") continue;
        ++amdahlRows;
        const double n = cells[1].toDouble();
        worst = std::max(worst, std::fabs(cells[2].toDouble() / core::amdahlSpeedup(n, sPrime) - 1.0));
    }
    EXPECT_EQ(amdahlRows, 241);
    EXPECT_LT(worst, 1e-12);
    EXPECT_TRUE(test::readFile(path + QStringLiteral(".json")).contains("\"precision\":\"fp16\""));
}

TEST(Export, FailuresLeaveNoFileBehind) {
    QTemporaryDir dir;
    QString error;
    EXPECT_FALSE(Exporter::exportChart(QStringLiteral("speedup"), halfPrecision(), QStringLiteral("/nonexistent-dir/x.png"), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("cannot write '/nonexistent-dir/x.png'"))) << error.toStdString();
    EXPECT_FALSE(Exporter::exportChart(QStringLiteral("pie"), halfPrecision(), dir.filePath(QStringLiteral("x.png")), {}, &error));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    qputenv("EFFSURF_DISABLE_3D", "1");
    ui::SurfaceView noGl;
    qunsetenv("EFFSURF_DISABLE_3D");
    EXPECT_FALSE(Exporter::exportSurface(noGl, halfPrecision(), dir.filePath(QStringLiteral("s.png")), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("needs OpenGL")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("s.png"))));
}

TEST(Export, SurfaceAtAnySizeUpTo8192) {
    ui::SurfaceView view;
    if (!view.isAvailable()) GTEST_SKIP() << view.unavailableReason().toStdString();
    QTemporaryDir dir;
    Exporter::Options options;
    options.pixelSize = QSize(2400, 1600);
    QString error;
    ASSERT_TRUE(Exporter::exportSurface(view, halfPrecision(), dir.filePath(QStringLiteral("s.png")), options, &error))
        << error.toStdString();
    const QImage surface(dir.filePath(QStringLiteral("s.png")));
    EXPECT_EQ(surface.size(), QSize(2400, 1600));
    EXPECT_TRUE(surface.text(QStringLiteral("Description")).contains(QStringLiteral("FP16")));
    options.pixelSize = QSize(9000, 100);
    EXPECT_FALSE(Exporter::exportSurface(view, halfPrecision(), dir.filePath(QStringLiteral("big.png")), options, &error));
}

TEST(Export, HeadlessCliRendersChartsWithoutADisplayAndRefusesTheSurface) {
    QTemporaryDir dir;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    QProcess cli;
    cli.setProcessEnvironment(environment);
    cli.start(QStringLiteral(EFFSURF_CLI_PATH),
              {QStringLiteral("export"), QStringLiteral("--figure"), QStringLiteral("plane"), QStringLiteral("--dpi"),
               QStringLiteral("200"), QStringLiteral("--out"), dir.filePath(QStringLiteral("plane.png"))});
    ASSERT_TRUE(cli.waitForFinished(60000));
    EXPECT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
    EXPECT_EQ(QImage(dir.filePath(QStringLiteral("plane.png"))).size(), QSize(1280, 800));
    QProcess surface;
    surface.setProcessEnvironment(environment);
    surface.start(QStringLiteral(EFFSURF_CLI_PATH), {QStringLiteral("export"), QStringLiteral("--figure"), QStringLiteral("surface"),
                                                     QStringLiteral("--out"), dir.filePath(QStringLiteral("s.png"))});
    ASSERT_TRUE(surface.waitForFinished(60000));
    EXPECT_EQ(surface.exitCode(), 2);
    EXPECT_TRUE(QString::fromUtf8(surface.readAllStandardError()).contains(QStringLiteral("needs OpenGL")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("s.png"))));
}

}  // namespace

#include "UiTestSupport.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/figures/ExportDialog.h"
#include "effsurf/ui/figures/FigureMetadata.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMimeData>
#include <QSettings>

namespace {

TEST(ExportDialogTest, ExportsTheChosenFigureRemembersChoicesAndCopies) {
    auto window = test::makeShownWindow();
    QTemporaryDir dir;
    {
        ui::ExportDialog dialog(window.get());
        dialog.figureCombo()->setCurrentIndex(dialog.figureCombo()->findData(QStringLiteral("plane")));
        dialog.formatCombo()->setCurrentText(QStringLiteral("svg"));
        dialog.pathEdit()->setText(dir.filePath(QStringLiteral("plane.svg")));
        QString error;
        ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
        EXPECT_TRUE(test::readFile(dir.filePath(QStringLiteral("plane.svg"))).contains("<svg"));
        std::unique_ptr<QMimeData> mime(dialog.clipboardData(&error));
        ASSERT_NE(mime, nullptr) << error.toStdString();
        EXPECT_TRUE(mime->hasImage());
        EXPECT_TRUE(mime->hasFormat(QStringLiteral("image/svg+xml")));
        dialog.pathEdit()->setText(QStringLiteral("/nonexistent-dir/plane.svg"));
        EXPECT_FALSE(dialog.exportNow(&error));
        EXPECT_TRUE(error.contains(QStringLiteral("/nonexistent-dir/plane.svg")));
    }
    ui::ExportDialog again(window.get());  // remembers the last choices
    EXPECT_EQ(again.figureCombo()->currentData().toString(), QStringLiteral("plane"));
    EXPECT_EQ(again.formatCombo()->currentText(), QStringLiteral("svg"));
    again.figureCombo()->setCurrentIndex(again.figureCombo()->findData(QStringLiteral("window")));
    EXPECT_EQ(again.formatCombo()->currentText(), QStringLiteral("png"));  // the window exports as PNG only
    EXPECT_FALSE(again.formatCombo()->isEnabled());
    {
        // The window as a picture carries the scenario as every figure does, sidecar included.
        ui::ExportDialog dialog(window.get());
        dialog.figureCombo()->setCurrentIndex(dialog.figureCombo()->findData(QStringLiteral("window")));
        dialog.sidecarCheck()->setChecked(true);
        dialog.pathEdit()->setText(dir.filePath(QStringLiteral("window.png")));
        QString error;
        ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
        for (const QString& file : {QStringLiteral("window.png"), QStringLiteral("window.png.json")}) {
            const auto read = ui::FigureMetadata::read(dir.filePath(file), &error);
            ASSERT_TRUE(read) << error.toStdString();
            EXPECT_EQ(read->figure, QStringLiteral("window"));
            EXPECT_EQ(read->scenario, window->controller()->scenario());
            EXPECT_TRUE(read->view);
        }
    }
}

}  // namespace
