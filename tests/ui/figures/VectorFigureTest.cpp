// SPDX-License-Identifier: MIT
// Figures for print: the 3D surface as vector art (SVG and PDF made of
// polygons and text, no picture inside, no OpenGL needed), journal styles
// whose text is 8-10 pt at a single column's print size, and multi-panel
// figures with lettered panels and one caption. Each is checked in the file
// written, as a journal's production system would see it.

#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/figures/ExportDialog.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/FigureStyleBox.h"
#include "effsurf/ui/figures/PanelChooser.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/figures/FigureStyle.h"
#include "effsurf/ui/figures/SurfaceMeshPolygons.h"
#include "effsurf/ui/figures/SurfaceVectorFigure.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"
#include "effsurf/ui/surface/SurfaceProjection.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

QByteArray readFigureFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The text elements of an SVG, and how many filled paths it draws.
struct SvgContent {
    QStringList texts;
    std::vector<double> fontPixels;  // font-size of each text's group (user units = 1/96 in)
    int paths = 0;
    int images = 0;
};

SvgContent parseSvg(const QByteArray& bytes) {
    SvgContent content;
    QXmlStreamReader xml(bytes);
    std::vector<double> sizes{0.0};
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const auto attributes = xml.attributes();
            double size = sizes.back();
            if (attributes.hasAttribute(QStringLiteral("font-size")))
                size = attributes.value(QStringLiteral("font-size")).toString().remove(QStringLiteral("pt")).toDouble();
            sizes.push_back(size);
            if (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polygon")) ++content.paths;
            if (xml.name() == QLatin1String("image")) ++content.images;
            if (xml.name() == QLatin1String("text")) {
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
                sizes.pop_back();
                if (!text.isEmpty()) {
                    content.texts << text;
                    content.fontPixels.push_back(size);
                }
            }
        } else if (token == QXmlStreamReader::EndElement) {
            sizes.pop_back();
        }
    }
    return content;
}

core::Scenario scenarioWithSnapshots() {
    core::Scenario scenario;
    scenario.serialFraction = 1e-4;
    scenario.processors = 1000;
    for (const char* label : {"A", "B"}) {
        core::Scenario other = scenario;
        other.processors = label[0] == 'A' ? 1e4 : 1e5;
        scenario.snapshots.push_back({label, std::make_shared<core::Scenario>(other)});
    }
    return scenario;
}

}  // namespace

TEST(SurfaceProjection, PresetsLookAtTheFrontRightQuarterAndTheMapIsFlat) {
    const auto iso = ui::SurfaceProjection::preset(2, false);
    // The largest N and s are nearest the camera; the surface rises away.
    EXPECT_GT(iso.toward(iso.absolute(12, 0, 0)), iso.toward(iso.absolute(0, 0, -12)));
    // N grows to the right along the front edge, E upwards.
    EXPECT_LT(iso.screen(iso.absolute(0, 0, 0)).x(), iso.screen(iso.absolute(12, 0, 0)).x());
    EXPECT_LT(iso.screen(iso.absolute(6, 1, -6)).y(), iso.screen(iso.absolute(6, 0, -6)).y());
    // The top view: a map, s upwards, E not seen.
    const auto top = ui::SurfaceProjection::preset(1, false);
    EXPECT_TRUE(top.isTopView());
    EXPECT_LT(top.screen(top.absolute(6, 0.5, 0)).y(), top.screen(top.absolute(6, 0.5, -12)).y());
    EXPECT_NEAR(top.screen(top.absolute(6, 0, -6)).y(), top.screen(top.absolute(6, 1, -6)).y(), 1e-9);
    // Log E: 10^-4 at the floor, 1 at the top, values below clamped.
    const auto logE = ui::SurfaceProjection::preset(2, true);
    EXPECT_NEAR(logE.absolute(0, logE.heightOf(1e-4), 0).y(), -1.0, 1e-6);
    EXPECT_NEAR(logE.absolute(0, logE.heightOf(1e-9), 0).y(), -1.0, 1e-6);
    EXPECT_NEAR(logE.absolute(0, logE.heightOf(1.0), 0).y(), 1.0, 1e-6);
}

TEST(SurfaceMeshPolygons, TrianglesAreSortedFarToNearAndColouredByTheirE) {
    core::Scenario scenario;
    const auto projection = ui::SurfaceProjection::preset(2, false);
    const ui::SurfaceMeshPolygons mesh(scenario, projection, 20);
    ASSERT_EQ(mesh.triangles().size(), 2u * 20u * 20u);
    for (std::size_t i = 1; i < mesh.triangles().size(); ++i) ASSERT_LE(mesh.triangles()[i - 1].nearness, mesh.triangles()[i].nearness);
    // The farthest corner (N = 1, s = 1e-12) is the plateau (E = 1, yellow);
    // the nearest (N = 1e12, s = 1) the floor (E ~ 0, dark purple), both lit
    // within 20% of the colour map's colour.
    const auto close = [](const QColor& a, const QColor& b) {
        return std::abs(double(a.hueF()) - double(b.hueF())) < 0.06 || (a.saturationF() < 0.2f && b.saturationF() < 0.2f);
    };
    EXPECT_TRUE(close(mesh.triangles().front().color, ui::EfficiencyColorMap::colorAt(1.0, false)));
    EXPECT_TRUE(close(mesh.triangles().back().color, ui::EfficiencyColorMap::colorAt(0.0, false)));
    // The ridge: one point per N column where E crosses 0.5, i.e. N s = 1
    // under Amdahl (E = 1 / (1 + (N - 1) s)): all 21 columns but N = 1.
    EXPECT_GE(mesh.ridge().size(), 19u);
}

TEST(VectorSurface, SvgIsPolygonsAndTextWithoutAnyPictureOrOpenGl) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("surface.svg"));
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Svg;
    QString error;
    ASSERT_TRUE(
        ui::FigureExporter::exportSurfaceVector(scenarioWithSnapshots(), ui::SurfaceProjection::preset(2, false), path, options, &error))
        << error.toStdString();
    const SvgContent svg = parseSvg(readFigureFile(path));
    EXPECT_EQ(svg.images, 0);
    EXPECT_GE(svg.paths, 2 * 56 * 56);  // every mesh triangle a vector path
    for (const char* expected : {"processors N", "serial fraction s", "efficiency E", "E = 0.909", "A", "B", "0.5 ridge"})
        EXPECT_TRUE(svg.texts.contains(QString::fromUtf8(expected)))
            << expected << " missing: " << svg.texts.join(QLatin1Char('|')).toStdString();
    // It records what it shows: redrawn from its own file.
    const auto read = ui::FigureMetadata::read(path, &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->figure, QStringLiteral("surface"));
    EXPECT_EQ(read->scenario.snapshots.size(), 2u);
    ASSERT_TRUE(read->view);
    EXPECT_EQ(read->view->cameraPreset, 2);
}

TEST(VectorSurface, PdfHasNoPictureAndPngIsPaintedFromTheSamePolygons) {
    QTemporaryDir dir;
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Pdf;
    QString error;
    const QString pdf = dir.filePath(QStringLiteral("surface.pdf"));
    ASSERT_TRUE(ui::FigureExporter::exportSurfaceVector(core::Scenario{}, ui::SurfaceProjection::preset(0, true), pdf, options, &error))
        << error.toStdString();
    const QByteArray bytes = readFigureFile(pdf);
    EXPECT_TRUE(bytes.startsWith("%PDF-"));
    EXPECT_EQ(bytes.indexOf("/Subtype /Image"), -1);
    // A PNG of the vector art: both ends of the colour map are painted.
    options.format = ui::FigureExporter::Format::Png;
    options.dpi = 100;
    const QString png = dir.filePath(QStringLiteral("surface.png"));
    ASSERT_TRUE(ui::FigureExporter::exportSurfaceVector(core::Scenario{}, ui::SurfaceProjection::preset(2, false), png, options, &error))
        << error.toStdString();
    const QImage image(png);
    ASSERT_EQ(image.size(), QSize(640, 400));
    int yellow = 0, purple = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width() * 3 / 4; ++x) {
            const QColor c(image.pixel(x, y));
            yellow += c.red() > 200 && c.green() > 200 && c.blue() < 80;
            purple += c.red() > 50 && c.red() < 110 && c.green() < 40 && c.blue() > 60 && c.blue() < 120;
        }
    EXPECT_GT(yellow, 2000);
    EXPECT_GT(purple, 2000);
}

TEST(VectorSurface, EveryTextStaysInsideAndApartAtEveryStyleAndCamera) {
    const core::Scenario scenario = scenarioWithSnapshots();
    const auto placed = ui::SystemPoint::placed(scenario);
    for (const ui::FigureStyle& style : ui::FigureStyle::presets()) {
        for (int camera : {0, 1, 2}) {
            for (bool logarithmic : {false, true}) {
                const QSizeF size(style.widthInches * 96.0, style.heightInches * 96.0);
                QImage image(size.toSize(), QImage::Format_ARGB32_Premultiplied);
                image.setDotsPerMeterX(3780);  // 96 DPI: points resolve as in the files
                image.setDotsPerMeterY(3780);
                image.fill(Qt::white);
                QPainter painter(&image);
                ui::SurfaceVectorFigure::Spec spec;
                spec.projection = ui::SurfaceProjection::preset(camera, logarithmic);
                spec.font = QFont(QStringLiteral("DejaVu Sans"));
                spec.font.setPointSizeF(style.fontPoints);
                spec.caption = QStringLiteral("Amdahl: s = 10\u207b\u2074, N = 1000");
                ui::SurfaceVectorFigure::Layout layout;
                ui::SurfaceVectorFigure::paint(painter, QRectF(QPointF(0, 0), size), scenario, placed, {}, spec, &layout);
                const QRectF page(QPointF(-0.5, -0.5), size + QSizeF(1.0, 1.0));
                const std::string where = style.id.toStdString() + " camera " + std::to_string(camera) + (logarithmic ? " log E" : "");
                ASSERT_FALSE(layout.texts.empty());
                for (std::size_t i = 0; i < layout.texts.size(); ++i) {
                    const auto& [text, box] = layout.texts[i];
                    EXPECT_TRUE(page.contains(box)) << where << ": '" << text.toStdString() << "' leaves the figure";
                    EXPECT_FALSE(box.intersects(layout.colorBar)) << where << ": '" << text.toStdString() << "' over the colour bar";
                    for (std::size_t j = 0; j < i; ++j) {
                        const QRectF overlap = box.intersected(layout.texts[j].second);
                        EXPECT_LT(overlap.width() * overlap.height(), 4.0)
                            << where << ": '" << text.toStdString() << "' over '" << layout.texts[j].first.toStdString() << "'";
                    }
                }
            }
        }
    }
}

TEST(JournalStyle, SingleColumnTextIsEightToTenPointAtPrintSize) {
    QTemporaryDir dir;
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Svg;
    options.style = *ui::FigureStyle::named(QStringLiteral("single-column"));
    for (const QString& figure :
         {QStringLiteral("speedup"), QStringLiteral("efficiency"), QStringLiteral("plane"), QStringLiteral("surface")}) {
        const QString path = dir.filePath(figure + QStringLiteral(".svg"));
        QString error;
        const bool ok = figure == QLatin1String("surface")
                            ? ui::FigureExporter::exportSurfaceVector(scenarioWithSnapshots(), ui::SurfaceProjection::preset(2, false),
                                                                      path, options, &error)
                            : ui::FigureExporter::exportChart(figure, scenarioWithSnapshots(), path, options, &error);
        ASSERT_TRUE(ok) << error.toStdString();
        const QByteArray bytes = readFigureFile(path);
        // The page is the column: 3.5 x 2.6 inches at 96 user units each.
        EXPECT_NE(bytes.indexOf("viewBox=\"0 0 336 249"), -1) << figure.toStdString();
        const SvgContent svg = parseSvg(bytes);
        ASSERT_FALSE(svg.texts.isEmpty());
        for (int i = 0; i < svg.texts.size(); ++i) {
            // QSvgGenerator writes sizes in its user units, 1/96 in: 72/96 of them a point.
            const double points = svg.fontPixels[std::size_t(i)] * 72.0 / 96.0;
            EXPECT_GE(points, 7.95) << figure.toStdString() << ": '" << svg.texts[i].toStdString() << "'";
            EXPECT_LE(points, 10.05) << figure.toStdString() << ": '" << svg.texts[i].toStdString() << "'";
        }
    }
}

TEST(MultiPanel, LetteredPanelsOneCaptionAndTheLayoutRecorded) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("panels.svg"));
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Svg;
    options.style = *ui::FigureStyle::named(QStringLiteral("double-column"));
    options.layout = QSize(3, 1);
    QString error;
    const QStringList figures{QStringLiteral("speedup"), QStringLiteral("plane"), QStringLiteral("surface")};
    ASSERT_TRUE(ui::FigureExporter::exportPanels(figures, 3, 1, scenarioWithSnapshots(), ui::SurfaceProjection::preset(2, false), path,
                                                 options, &error))
        << error.toStdString();
    const SvgContent svg = parseSvg(readFigureFile(path));
    for (const char* letter : {"(a)", "(b)", "(c)"}) EXPECT_TRUE(svg.texts.contains(QString::fromLatin1(letter))) << letter;
    EXPECT_FALSE(svg.texts.contains(QStringLiteral("(d)")));
    EXPECT_EQ(svg.texts.filter(QStringLiteral("Amdahl: s =")).size(), 1) << "one caption for all panels";
    // Every tick label and axis title whole: the legends under the plots once
    // left three 2.4-inch panels 0.4 inch of plot, and Qt cut their labels to "...".
    for (const QString& text : svg.texts)
        EXPECT_FALSE(text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026))) << "cut: '" << text.toStdString() << "'";
    EXPECT_EQ(svg.texts.filter(QStringLiteral("processors N")).size(), 2) << "both charts' N axes titled";
    EXPECT_EQ(svg.images, 0);
    const auto read = ui::FigureMetadata::read(path, &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->figure, figures.join(QLatin1Char(',')));
    EXPECT_EQ(read->options.layout, QSize(3, 1));
    EXPECT_EQ(read->options.style.id, QStringLiteral("double-column"));
    // Refused: one figure, seven, or a grid too small for them.
    EXPECT_FALSE(ui::FigureExporter::exportPanels({QStringLiteral("speedup")}, 1, 1, core::Scenario{},
                                                  ui::SurfaceProjection::preset(2, false), path, options, &error));
    EXPECT_FALSE(
        ui::FigureExporter::exportPanels(figures, 1, 2, core::Scenario{}, ui::SurfaceProjection::preset(2, false), path, options, &error));
    EXPECT_NE(error.indexOf(QStringLiteral("no room for 3")), -1) << error.toStdString();
}

TEST(MultiPanel, ALayoutThatWouldCutTextIsRefusedNamingOneThatKeepsItWhole) {
    // `export --figure karp-flatt,history,roofline` at the default size cut
    // titles and ticks to "..." and exited 0 (issue 44).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("panels.svg"));
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Svg;
    const QStringList figures{QStringLiteral("karp-flatt"), QStringLiteral("history"), QStringLiteral("roofline")};
    const auto projection = ui::SurfaceProjection::preset(2, false);
    QString error;
    EXPECT_FALSE(ui::FigureExporter::exportPanels(figures, 3, 1, core::Scenario{}, projection, path, options, &error));
    EXPECT_NE(error.indexOf(QStringLiteral("would be cut")), -1) << error.toStdString();
    EXPECT_NE(error.indexOf(QStringLiteral("the 1x3 layout (columns x rows) keeps every text whole")), -1) << error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path)) << "nothing written";
    // And the size the asked layout needs: at that width 3x1 is written, an inch narrower it is refused.
    const QRegularExpression needs(QStringLiteral("at 3x1 a width of (\\d+) in does"));
    const QRegularExpressionMatch match = needs.match(error);
    ASSERT_TRUE(match.hasMatch()) << error.toStdString();
    ui::FigureExporter::Options wider = options;
    wider.style.widthInches = match.captured(1).toDouble();
    EXPECT_TRUE(ui::FigureExporter::exportPanels(figures, 3, 1, core::Scenario{}, projection, path, wider, &error)) << error.toStdString();
    wider.style.widthInches -= 1.0;
    EXPECT_FALSE(
        ui::FigureExporter::exportPanels(figures, 3, 1, core::Scenario{}, projection, path + QStringLiteral(".2.svg"), wider, &error));
    QFile::remove(path);
    // The default the command line takes: the layout that keeps every text whole.
    const QSize fitting = ui::FigureExporter::fittingLayout(figures, core::Scenario{}, options, QSize(3, 1));
    EXPECT_EQ(fitting, QSize(1, 3));
    ASSERT_TRUE(
        ui::FigureExporter::exportPanels(figures, fitting.width(), fitting.height(), core::Scenario{}, projection, path, options, &error))
        << error.toStdString();
    const SvgContent svg = parseSvg(readFigureFile(path));
    for (const QString& text : svg.texts)
        EXPECT_FALSE(text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026))) << "cut: '" << text.toStdString() << "'";
    // Where the preferred layout keeps its text, it stays.
    options.style = *ui::FigureStyle::named(QStringLiteral("double-column"));
    const QStringList model{QStringLiteral("speedup"), QStringLiteral("plane"), QStringLiteral("surface")};
    EXPECT_EQ(ui::FigureExporter::fittingLayout(model, scenarioWithSnapshots(), options, QSize(3, 1)), QSize(3, 1));
}

TEST(ExportDialogPrint, StylesPanelsAndTheVectorSurfaceFromTheDialog) {
    auto window = test::makeShownWindow();
    QTemporaryDir dir;
    ui::ExportDialog dialog(window.get());
    dialog.show();
    // The surface as PDF: vector art, from the window's camera.
    dialog.figureCombo()->setCurrentIndex(dialog.figureCombo()->findData(QStringLiteral("surface")));
    dialog.formatCombo()->setCurrentText(QStringLiteral("pdf"));
    EXPECT_EQ(dialog.formatCombo()->currentText(), QStringLiteral("pdf"));
    EXPECT_FALSE(dialog.panelChooser()->isVisible());
    dialog.styleBox()->presetCombo()->setCurrentIndex(dialog.styleBox()->presetCombo()->findData(QStringLiteral("single-column")));
    EXPECT_DOUBLE_EQ(dialog.styleBox()->widthSpin()->value(), 3.5);
    EXPECT_DOUBLE_EQ(dialog.styleBox()->fontSizeSpin()->value(), 8.0);
    dialog.pathEdit()->setText(dir.filePath(QStringLiteral("surface.pdf")));
    QString error;
    ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
    const QByteArray pdf = readFigureFile(dir.filePath(QStringLiteral("surface.pdf")));
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_EQ(pdf.indexOf("/Subtype /Image"), -1);
    // Editing a size makes the style custom.
    dialog.styleBox()->widthSpin()->setValue(4.0);
    EXPECT_EQ(dialog.styleBox()->style().id, QStringLiteral("custom"));
    EXPECT_DOUBLE_EQ(dialog.styleBox()->style().fontPoints, 8.0);
    // Panels: CSV is not offered, the chooser shows, the file has the letters.
    dialog.figureCombo()->setCurrentIndex(dialog.figureCombo()->findData(QStringLiteral("panels")));
    EXPECT_TRUE(dialog.panelChooser()->isVisible());
    dialog.panelChooser()->setChosen({QStringLiteral("speedup"), QStringLiteral("efficiency")});
    dialog.panelChooser()->columnsSpin()->setValue(2);
    EXPECT_EQ(dialog.panelChooser()->layout(), QSize(2, 1));
    dialog.formatCombo()->setCurrentText(QStringLiteral("svg"));
    dialog.pathEdit()->setText(dir.filePath(QStringLiteral("panels.svg")));
    // Two panels side by side in 4 inches at 8 pt would cut a text: refused, naming the layout that fits (issue 44).
    EXPECT_FALSE(dialog.exportNow(&error));
    EXPECT_NE(error.indexOf(QStringLiteral("the 1x2 layout")), -1) << error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("panels.svg"))));
    dialog.panelChooser()->columnsSpin()->setValue(1);
    EXPECT_EQ(dialog.panelChooser()->layout(), QSize(1, 2));
    ASSERT_TRUE(dialog.exportNow(&error)) << error.toStdString();
    const SvgContent svg = parseSvg(readFigureFile(dir.filePath(QStringLiteral("panels.svg"))));
    EXPECT_TRUE(svg.texts.contains(QStringLiteral("(a)")));
    EXPECT_TRUE(svg.texts.contains(QStringLiteral("(b)")));
    // One figure is not a multi-panel figure: refused with the reason, nothing written.
    dialog.panelChooser()->setChosen({QStringLiteral("speedup")});
    dialog.pathEdit()->setText(dir.filePath(QStringLiteral("one.svg")));
    EXPECT_FALSE(dialog.exportNow(&error));
    EXPECT_NE(error.indexOf(QStringLiteral("2 to 6 figures")), -1) << error.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("one.svg"))));
    // The dialog fits a 1024x768 screen.
    EXPECT_LE(dialog.sizeHint().height(), 720);
}

TEST(EveryChart, TheKarpFlattChartExportsWithItsSeriesAndScenario) {
    const auto data = test::amdahlSpeedupSeries(0.01, {1.0, 2.0, 4.0, 8.0, 16.0, 64.0});  // s = 0.01 exactly: a flat Karp–Flatt row
    core::Scenario scenario;
    scenario.series.push_back({"m1", data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 0});
    QTemporaryDir dir;
    ui::FigureExporter::Options options;
    QString error;
    options.format = ui::FigureExporter::Format::Csv;
    ASSERT_TRUE(
        ui::FigureExporter::exportChart(QStringLiteral("karp-flatt"), scenario, dir.filePath(QStringLiteral("kf.csv")), options, &error))
        << error.toStdString();
    // Every plotted s_eff is the series' 0.01 (Karp–Flatt of an Amdahl run returns its s).
    const QStringList lines = QString::fromUtf8(readFigureFile(dir.filePath(QStringLiteral("kf.csv")))).split(QLatin1Char('\n'));
    int values = 0;
    for (const QString& line : lines) {
        const QStringList cells = line.split(QLatin1Char(','));
        if (line.startsWith(QLatin1Char('#')) || cells.size() != 3 || cells[0] == QLatin1String("series")) continue;
        bool ok = false;
        const double s = cells[2].toDouble(&ok);
        if (!ok) continue;
        EXPECT_NEAR(s, 0.01, 1e-9) << line.toStdString();
        values += cells[0] == QLatin1String("measured-m1") ? 1 : 0;
        // N as measured, not 10^log10(N) ("7.999999999999999").
        if (cells[0] == QLatin1String("measured-m1")) {
            EXPECT_FALSE(cells[1].contains(QLatin1Char('.'))) << line.toStdString();
        }
    }
    EXPECT_EQ(values, 5);  // N = 2 .. 64: Karp–Flatt needs N > 1 (and the fit's line, also at 0.01)
    options.format = ui::FigureExporter::Format::Svg;
    ASSERT_TRUE(
        ui::FigureExporter::exportChart(QStringLiteral("karp-flatt"), scenario, dir.filePath(QStringLiteral("kf.svg")), options, &error))
        << error.toStdString();
    const auto read = ui::FigureMetadata::read(dir.filePath(QStringLiteral("kf.svg")), &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->figure, QStringLiteral("karp-flatt"));
    EXPECT_EQ(read->scenario.series.size(), 1u);
}
