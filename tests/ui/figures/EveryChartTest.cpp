// SPDX-License-Identifier: MIT
// Every chart of the app exports as a figure (the TOP500 history and
// roofline, the fits' residuals, the fit table as CSV and LaTeX), and no
// exported chart cuts a text at any journal style: legends with many
// entries move under the plot, long titles wrap.

#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/figures/FigureStyle.h"
#include "effsurf/ui/figures/FitTable.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;

namespace {

QByteArray readChartFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList svgTexts(const QByteArray& bytes) {
    QStringList texts;
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text")) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
            if (!text.isEmpty()) texts << text;
        }
    return texts;
}

/// A series measured with noise: Amdahl at s = 0.002 times 1 ± 1 %.
core::ImportedSeries noisySeries(const std::string& id, const std::string& name, int colorIndex) {
    auto data = test::amdahlSpeedupSeries(0.002, {1, 2, 4, 8, 16, 32, 64, 128});
    for (std::size_t i = 0; i < data->points.size(); ++i) {
        const double factor = 1.0 + 0.01 * ((i % 2) ? 1.0 : -1.0);
        data->points[i].value *= factor;
        data->points[i].minimum = data->points[i].maximum = data->points[i].value;
    }
    data->name = name;
    return {id, data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, colorIndex};
}

/// Three series and snapshots A .. D: the legend the issue found cut ("big", "mine", A-D missing).
core::Scenario crowdedScenario() {
    core::Scenario scenario;
    scenario.serialFraction = 1e-4;
    scenario.processors = 1e4;
    scenario.series = {noisySeries("s1", "big", 0), noisySeries("s2", "mine", 1), noisySeries("s3", "cluster_run & 5% noise", 2)};
    for (const char* label : {"A", "B", "C", "D"}) {
        core::Scenario other = scenario;
        other.series.clear();
        other.processors = std::pow(10.0, 2 + (label[0] - 'A'));
        scenario.snapshots.push_back({label, std::make_shared<core::Scenario>(other)});
    }
    return scenario;
}

}  // namespace

TEST(EveryChart, HistoryAndRooflineExportWithTheirMachineAndRecordedScenario) {
    QTemporaryDir dir;
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Svg;
    QString error;
    const QString history = dir.filePath(QStringLiteral("history.svg"));
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("history:Summit"), core::Scenario{}, history, options, &error))
        << error.toStdString();
    const QStringList texts = svgTexts(readChartFile(history));
    EXPECT_TRUE(texts.contains(QStringLiteral("Summit across list editions"))) << texts.join(QLatin1Char('|')).toStdString();
    // Summit's configuration changes are labelled (its N over the editions).
    EXPECT_GE(texts.filter(QStringLiteral("N = 2,")).size(), 2) << texts.join(QLatin1Char('|')).toStdString();
    const auto read = ui::FigureMetadata::read(history, &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->figure, QStringLiteral("history:Summit"));
    // An unknown machine names the ones there are.
    EXPECT_FALSE(ui::FigureExporter::exportChart(QStringLiteral("history:Nowhere"), core::Scenario{}, history, options, &error));
    EXPECT_NE(error.indexOf(QStringLiteral("Piz Daint")), -1) << error.toStdString();

    // The CSV: E of HPL as values in (0, 1], s_eff below 10⁻³, years as years.
    options.format = ui::FigureExporter::Format::Csv;
    const QString csv = dir.filePath(QStringLiteral("history.csv"));
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("history"), core::Scenario{}, csv, options, &error)) << error.toStdString();
    int efficiencies = 0, fractions = 0;
    for (const QString& line : QString::fromUtf8(readChartFile(csv)).split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char(','));
        if (cells.size() != 3 || line.startsWith(QLatin1Char('#')) || cells[0] == QLatin1String("series")) continue;
        const double year = cells[1].toDouble(), value = cells[2].toDouble();
        EXPECT_GT(year, 2000.0);
        EXPECT_LT(year, 2030.0);
        if (cells[0] == QLatin1String("E-HPL")) {
            EXPECT_GT(value, 0.0);
            EXPECT_LE(value, 1.0);
            ++efficiencies;
        } else if (cells[0].startsWith(QLatin1String("s_eff"))) {
            EXPECT_LT(value, 1e-3) << line.toStdString();
            ++fractions;
        }
        EXPECT_NE(cells[0], QLatin1String("upgrade"));  // the marks repeat points of the line
    }
    EXPECT_GT(efficiencies, 5);  // Piz Daint was listed for a decade
    EXPECT_GT(fractions, efficiencies);

    // The roofline at a single column: every legend entry whole, under the plot.
    options.format = ui::FigureExporter::Format::Svg;
    options.style = *ui::FigureStyle::named(QStringLiteral("single-column"));
    const QString roofline = dir.filePath(QStringLiteral("roofline.svg"));
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("roofline"), core::Scenario{}, roofline, options, &error))
        << error.toStdString();
    const QStringList rooflineTexts = svgTexts(readChartFile(roofline));
    for (const char* entry : {"#1 HPL", "#2 HPL", "#3 HPL", "#1 HPL ceiling 1/s", "#1 HPCG", "#1 HPCG ceiling"})
        EXPECT_TRUE(rooflineTexts.contains(QString::fromUtf8(entry)))
            << entry << ": " << rooflineTexts.join(QLatin1Char('|')).toStdString();
    // "best s_eff HPL" typeset: "eff" a run of its own (the subscript), after "best s".
    const QString joined = rooflineTexts.join(QLatin1Char('|'));
    EXPECT_TRUE(joined.contains(QStringLiteral("best s|eff|HPL"))) << joined.toStdString();
    EXPECT_FALSE(joined.contains(QStringLiteral("s_eff"))) << joined.toStdString();
}

TEST(EveryChart, TheFitsResidualsAreTheRelativeDistanceToTheFittedLaw) {
    core::Scenario scenario;
    scenario.series = {noisySeries("s1", "noisy", 0)};
    const auto& fit = *scenario.series[0].fit;
    QTemporaryDir dir;
    ui::FigureExporter::Options options;
    options.format = ui::FigureExporter::Format::Csv;
    QString error;
    const QString path = dir.filePath(QStringLiteral("residuals.csv"));
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("fit-residuals"), scenario, path, options, &error)) << error.toStdString();
    int rows = 0;
    for (const QString& line : QString::fromUtf8(readChartFile(path)).split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char(','));
        if (cells.size() != 3 || cells[0] != QLatin1String("residual-s1")) continue;
        const double n = cells[1].toDouble(), percent = cells[2].toDouble();
        std::size_t i = 0;
        while (i < fit.processors.size() && fit.processors[i] != n) ++i;
        ASSERT_LT(i, fit.processors.size()) << "N = " << n << " is not a measured N";
        // Independent of the chart: (observed - fitted) / fitted of the fit's own numbers.
        EXPECT_NEAR(percent, 100.0 * (fit.observed[i] - fit.predicted[i]) / fit.predicted[i], 1e-9);
        EXPECT_LT(std::fabs(percent), 3.0);  // ±1 % noise
        ++rows;
    }
    EXPECT_EQ(rows, int(fit.processors.size()));
}

TEST(EveryChart, TheFitTableAsCsvAndLatexRecordsItsScenario) {
    core::Scenario scenario;
    scenario.series = {noisySeries("s1", "cluster_run & 5% noise", 0)};
    const auto& fit = *scenario.series[0].fit;
    QTemporaryDir dir;
    ui::FigureExporter::Options options;
    QString error;
    // A table has no picture: PNG is refused with the formats it has.
    EXPECT_FALSE(
        ui::FigureExporter::exportChart(QStringLiteral("fit-table"), scenario, dir.filePath(QStringLiteral("t.png")), options, &error));
    EXPECT_NE(error.indexOf(QStringLiteral("csv, tex")), -1) << error.toStdString();
    options.format = ui::FigureExporter::Format::Tex;
    EXPECT_FALSE(
        ui::FigureExporter::exportChart(QStringLiteral("speedup"), scenario, dir.filePath(QStringLiteral("s.tex")), options, &error));

    options.format = ui::FigureExporter::Format::Csv;
    const QString csv = dir.filePath(QStringLiteral("table.csv"));
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("fit-table"), scenario, csv, options, &error)) << error.toStdString();
    const QStringList lines = QString::fromUtf8(readChartFile(csv)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const qsizetype header =
        lines.indexOf(QStringLiteral("series,quantity,N,runs,observed,min,max,fitted,residual,residual_percent,s_eff,flag"));
    ASSERT_NE(header, -1);
    EXPECT_EQ(lines.size() - header - 1, qsizetype(fit.processors.size()));
    const QStringList first = lines[header + 1].split(QLatin1Char(','));
    ASSERT_EQ(first.size(), 12);
    EXPECT_EQ(first[2].toDouble(), fit.processors[0]);
    EXPECT_DOUBLE_EQ(first[7].toDouble(), fit.predicted[0]);
    auto read = ui::FigureMetadata::read(csv, &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->figure, QStringLiteral("fit-table"));

    options.format = ui::FigureExporter::Format::Tex;
    const QString tex = dir.filePath(QStringLiteral("table.tex"));
    ASSERT_TRUE(ui::FigureExporter::exportChart(QStringLiteral("fit-table"), scenario, tex, options, &error)) << error.toStdString();
    const QString latex = QString::fromUtf8(readChartFile(tex));
    EXPECT_TRUE(latex.contains(QStringLiteral("\\begin{tabular}")));
    EXPECT_TRUE(latex.contains(QStringLiteral("\\end{tabular}")));
    EXPECT_TRUE(latex.contains(QStringLiteral("cluster\\_run \\& 5\\% noise"))) << latex.toStdString();
    // One row per N, nine cells each; no C exponent in what a reader sees.
    EXPECT_EQ(latex.count(QStringLiteral(" \\\\\n")) - 1 /* header */ - 1 /* the series' summary */, qsizetype(fit.processors.size()));
    for (const QString& line : latex.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('%'))) continue;
        EXPECT_FALSE(line.contains(QRegularExpression(QStringLiteral("\\de[+-]?\\d")))) << line.toStdString();
    }
    read = ui::FigureMetadata::read(tex, &error);
    ASSERT_TRUE(read) << error.toStdString();
    EXPECT_EQ(read->figure, QStringLiteral("fit-table"));
    EXPECT_EQ(read->options.format, ui::FigureExporter::Format::Tex);
    EXPECT_EQ(read->scenario.series.size(), 1u);
    // Without series there is nothing to tabulate, and the message says so.
    EXPECT_FALSE(ui::FigureExporter::exportChart(QStringLiteral("fit-table"), core::Scenario{}, tex, options, &error));
    EXPECT_NE(error.indexOf(QStringLiteral("no measured series")), -1) << error.toStdString();
}

TEST(EveryChart, NoExportedChartCutsATextAtAnyStyle) {
    // Every chart at every style: Qt Charts elides what does not fit with "…";
    // an exported figure must have no such text, and its legend every entry.
    const core::Scenario crowded = crowdedScenario();
    QTemporaryDir dir;
    dir.setAutoRemove(qEnvironmentVariableIsEmpty("EFFSURF_KEEP_FIGURES"));
    for (const QString& style : ui::FigureStyle::ids()) {
        for (const QString& figure : ui::FigureExporter::figureNames()) {
            if (figure == QLatin1String("surface") || figure == QLatin1String("fit-table")) continue;
            ui::FigureExporter::Options options;
            options.format = ui::FigureExporter::Format::Svg;
            options.style = *ui::FigureStyle::named(style);
            const QString path = dir.filePath(style + QLatin1Char('-') + figure + QStringLiteral(".svg"));
            QString error;
            ASSERT_TRUE(ui::FigureExporter::exportChart(figure, crowded, path, options, &error)) << error.toStdString();
            const QStringList texts = svgTexts(readChartFile(path));
            const std::string where = (style + QLatin1Char(' ') + figure).toStdString();
            for (const QString& text : texts) EXPECT_FALSE(text.contains(QChar(0x2026))) << where << ": \"" << text.toStdString() << "\"";
            if (figure == QLatin1String("speedup")) {
                // Valid XML whatever the names hold ("&" in a series' name), and its scenario reads back.
                const auto read = ui::FigureMetadata::read(path, &error);
                ASSERT_TRUE(read) << where << ": " << error.toStdString();
                EXPECT_EQ(read->scenario.series.size(), 3u);
                for (const char* entry : {"big", "mine", "cluster_run & 5% noise", "A", "B", "C", "D", "current"})
                    EXPECT_TRUE(texts.contains(QString::fromUtf8(entry))) << where << ": legend entry " << entry << " missing";
            }
        }
    }
}
