// SPDX-License-Identifier: MIT
// A chart whose legend has more entries than its height holds (three
// measured series and snapshots A-D on the desk's 220-px chart) shows every
// entry whole in columns beside the plot (or under it), and Qt's legend
// again when there is room;
// linear ticks thin out instead of turning into "…".

#include "UiTestSupport.h"

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/ui/charts/FlowLegend.h"
#include "effsurf/ui/charts/FlowLegendItem.h"
#include "effsurf/ui/charts/PrecisionEfficiencyChart.h"
#include "effsurf/ui/charts/SpeedupChart.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/SymbolMarkup.h"
#include "effsurf/ui/style/Palette.h"

#include <QChart>
#include <QLineSeries>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QValueAxis>
#include <QImage>

#include <gtest/gtest.h>

#include <set>

#include <cmath>

using namespace effsurf;

namespace {

core::Scenario crowded() {
    core::Scenario scenario;
    scenario.serialFraction = 1e-4;
    scenario.processors = 1e4;
    int color = 0;
    for (const char* name : {"big", "mine", "cluster_run & 5% noise"}) {
        auto data = test::amdahlSpeedupSeries(0.002 * (color + 1), {1, 2, 4, 8, 16, 64});
        data->name = name;
        scenario.series.push_back({std::string("s") + char('1' + color), data,
                                   std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, color});
        ++color;
    }
    for (const char* label : {"A", "B", "C", "D"}) {
        core::Scenario other = scenario;
        other.series.clear();
        other.processors = std::pow(10.0, 2 + (label[0] - 'A'));
        scenario.snapshots.push_back({label, std::make_shared<core::Scenario>(other)});
    }
    return scenario;
}

/// Paints and lays out until the legend's place is settled (a move changes the margins: one layout more).
void paintAndLayOut(QWidget& chart) {
    for (int i = 0; i < 4; ++i) {
        chart.grab();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

}  // namespace

TEST(CrowdedLegend, EveryEntryWholeInColumnsAndQtsLegendBackWithRoom) {
    const core::Scenario scenario = crowded();
    ui::SpeedupChart chart;
    chart.resize(620, 180);
    chart.render(scenario, 1);
    chart.show();
    paintAndLayOut(chart);  // painted: laid out, the legend placed, laid out again
    ASSERT_TRUE(chart.legendIsBelow());
    const ui::FlowLegendItem* below = chart.legendBelow();
    QStringList labels;
    // The labels as read (an entry is rich text where a name holds a symbol or markup: "&" is "&amp;").
    for (const auto& entry : below->entries()) labels << ui::SymbolMarkup::plain(entry.label);
    for (const char* name : {"ideal", "Amdahl", "current", "big", "mine", "cluster_run & 5% noise", "snapshots A\u2013D"})
        EXPECT_TRUE(labels.contains(QString::fromUtf8(name))) << name << " not in " << labels.join(QLatin1Char('|')).toStdString();
    // Every entry's box inside the chart and off the plot (beside it in columns, or under it).
    const QRectF area = below->area();
    const QRectF plot = chart.chart()->plotArea();
    EXPECT_TRUE(QRectF(QPointF(0, 0), chart.chart()->size()).contains(area));
    EXPECT_TRUE(area.left() >= plot.right() + 2.0 || area.top() >= plot.bottom() + 10.0) << "the legend over the plot";
    for (const QRectF& box : ui::FlowLegend::boxes(area, below->entries(), ui::ChartStyle::legendFont(chart.chart())))
        EXPECT_TRUE(area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box)) << "an entry cut at the legend's edge";
    // Qt's own entries out of sight (its legend at most an empty column for ours).
    for (QLegendMarker* marker : chart.chart()->legend()->markers())
        EXPECT_FALSE(marker->isVisible() && chart.chart()->legend()->isVisible());
    // The title keeps the chart's whole width: not elided.
    EXPECT_FALSE(chart.chart()->title().isEmpty());
    // With room again (a taller chart), Qt's legend beside the plot returns.
    chart.resize(620, 700);
    paintAndLayOut(chart);
    EXPECT_FALSE(chart.legendIsBelow());
    EXPECT_TRUE(chart.chart()->legend()->isVisible());
}

TEST(CrowdedLegend, LinearTicksThinOutRatherThanBecomeEllipses) {
    ui::PrecisionEfficiencyChart chart;
    core::Scenario scenario = crowded();
    chart.resize(620, 150);
    chart.render(scenario, 1);
    chart.show();
    paintAndLayOut(chart);
    QValueAxis* e = nullptr;
    for (QAbstractAxis* axis : chart.chart()->axes(Qt::Vertical)) e = e ? e : qobject_cast<QValueAxis*>(axis);
    ASSERT_NE(e, nullptr);
    // Each label has 1.6 lines of the plot's height.
    const double spacing = chart.chart()->plotArea().height() / (e->tickCount() - 1);
    EXPECT_GE(spacing, 1.6 * QFontMetricsF(e->labelsFont()).height()) << e->tickCount() << " ticks";
    EXPECT_GE(e->tickCount(), 2);
    // Tall again: every 0.2.
    chart.resize(620, 800);
    paintAndLayOut(chart);
    EXPECT_EQ(e->tickCount(), static_cast<int>(std::lround(e->max() / 0.2)) + 1);
}

TEST(AxisTitles, ShortenedToTheQuantityNotItsLastSymbol) {
    // The throughput chart's "GPUs N = t cp p d" read "d" where it had no
    // room (F5 at 1024x768): the quantity before " = " comes first.
    const auto within = [](int characters) { return [characters](const QString& t) { return t.size() <= characters; }; };
    EXPECT_EQ(ui::ChartStyle::fittingAxisTitle(QStringLiteral("GPUs N = t cp p d"), within(40)), QStringLiteral("GPUs N = t cp p d"));
    EXPECT_EQ(ui::ChartStyle::fittingAxisTitle(QStringLiteral("GPUs N = t cp p d"), within(10)), QStringLiteral("GPUs N"));
    EXPECT_EQ(ui::ChartStyle::fittingAxisTitle(QStringLiteral("GPUs N = t cp p d"), within(3)), QStringLiteral("N"));
    EXPECT_EQ(ui::ChartStyle::fittingAxisTitle(QStringLiteral("speedup S (log)"), within(10)), QStringLiteral("speedup S"));
}

TEST(CoincidingCurves, DatatypesOfTheSameSpeedFactorAreOneCurveNamedForAll) {
    // FP32 and TF32 (k = 2) drew the same curve, TF32's exactly over FP32's,
    // with two legend entries (issue 44): one curve, one entry for both, and
    // the chosen datatype's width whichever of them is chosen.
    ui::PrecisionEfficiencyChart chart;
    core::Scenario scenario;
    scenario.precision = core::Precision::TF32;
    chart.render(scenario, 1);
    QStringList names;
    int thick = 0;
    for (QAbstractSeries* series : chart.chart()->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        if (!line || !line->isVisible() || line->name().isEmpty() || line->count() < 2) continue;
        names << line->name();
        if (line->pen().widthF() > 3.0 * ui::ChartStyle::look().lineScale) ++thick;
    }
    const double fp32 = scenario.speedFactor(core::Precision::FP32);
    ASSERT_EQ(fp32, scenario.speedFactor(core::Precision::TF32)) << "the test assumes FP32 and TF32 share k";
    EXPECT_EQ(names.filter(QStringLiteral("FP32/TF32 \u00D7")).size(), 1) << names.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(names.filter(QStringLiteral("TF32")).size() == 1) << names.join(QStringLiteral(" | ")).toStdString();
    EXPECT_EQ(thick, 1) << "the chosen TF32's curve (drawn as FP32/TF32) is the thick one";
    // Every curve that is drawn is a different one.
    std::set<double> ks;
    for (const auto& info : core::allPrecisions()) ks.insert(scenario.speedFactor(info.precision));
    EXPECT_EQ(std::size_t(names.filter(QStringLiteral("\u00D7")).size()), ks.size()) << names.join(QStringLiteral(" | ")).toStdString();
}

TEST(CoincidingCurves, TheIdealLineShowsOverGustafsonsWhereTheyCoincide) {
    // Under Gustafson's law at s = 10⁻⁷ its curve is N to the pixel: the
    // ideal line, drawn under it, vanished (issue 44). Dashed and on top,
    // both colours show along the diagonal.
    ui::SpeedupChart chart;
    chart.resize(640, 480);
    core::Scenario scenario;
    scenario.model = core::ModelKind::Gustafson;
    scenario.serialFraction = 1e-7;
    chart.render(scenario, 1);
    chart.show();
    ASSERT_TRUE(test::settleLayouts(chart));
    const QImage image = chart.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QLineSeries* ideal = nullptr;
    for (QAbstractSeries* series : chart.chart()->series())
        if (series->objectName() == QStringLiteral("ideal")) ideal = qobject_cast<QLineSeries*>(series);
    ASSERT_NE(ideal, nullptr);
    const auto near = [](QRgb a, const QColor& b) {
        return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green()) + std::abs(qBlue(a) - b.blue()) < 60;
    };
    int grey = 0, green = 0;
    // Along the diagonal from N = 10² to 10¹⁰, a pixel either side of it.
    for (double x = 2.0; x <= 10.0; x += 0.01) {
        const QPointF at = chart.chart()->mapToPosition(QPointF(x, x), ideal);
        const QPoint p = chart.mapFromScene(chart.chart()->mapToScene(at));
        bool sawGrey = false, sawGreen = false;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const QPoint q = p + QPoint(dx, dy);
                if (!image.rect().contains(q)) continue;
                sawGrey = sawGrey || near(image.pixel(q), ui::Palette::line(ui::Palette::Line::Grey));
                sawGreen = sawGreen || near(image.pixel(q), ui::Palette::line(ui::Palette::Line::Green));
            }
        grey += sawGrey ? 1 : 0;
        green += sawGreen ? 1 : 0;
    }
    EXPECT_GT(grey, 100) << "the ideal line's grey along the diagonal (of 801 places)";
    EXPECT_GT(green, 100) << "Gustafson's green between its dashes (of 801 places)";
}
