// SPDX-License-Identifier: MIT
// Moving each control changes the Scenario and the chart series to exactly
// what core computes; bad text is refused visibly and changes nothing.

#include "UiTestSupport.h"

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/LogSlider.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QUndoStack>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf;
using effsurf::test::pointNear;
using effsurf::test::relativeDifference;

namespace {

constexpr double kTolerance = 1e-12;  // series hold doubles computed by core: only log10 rounding differs

enum Chart { Speedup = 0, Efficiency = 1, Performance = 2, Plane = 3 };

class Controls : public ::testing::Test {
protected:
    void SetUp() override {
        window = test::makeShownWindow();
        ASSERT_TRUE(window->isFrameComplete());
    }
    ui::ControlPanel& panel() { return *window->controlPanel(); }
    const core::Scenario& scenario() { return window->controller()->scenario(); }
    QXYSeries& series(Chart chart, const char* id) {
        QXYSeries* s = window->chart(chart)->seriesNamed(QString::fromLatin1(id));
        EXPECT_NE(s, nullptr) << id;
        return *s;
    }
    void typeInto(ui::NumberField* field, const QString& text) {
        QLineEdit* edit = field->lineEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        ASSERT_TRUE(test::settle(*window));
    }
    std::unique_ptr<ui::MainWindow> window;
};

TEST_F(Controls, SerialFractionSliderDrivesStateAndCharts) {
    ui::LogSlider* slider = panel().serialFractionSlider();
    slider->setValue(slider->positionOf(1e-5));
    ASSERT_TRUE(test::settle(*window));
    EXPECT_LT(relativeDifference(scenario().serialFraction, 1e-5), 1e-12);
    const double s = scenario().serialFraction;
    // Amdahl curve of the speedup chart at N = 10^4.
    const QPointF p = pointNear(series(Speedup, "amdahl"), 4.0);
    EXPECT_NEAR(p.y(), std::log10(core::amdahlSpeedup(1e4, s)), kTolerance);
    // Gain ceiling line at 1/s.
    EXPECT_NEAR(series(Speedup, "ceiling").at(0).y(), std::log10(1.0 / s), kTolerance);
    // The current marker on every chart.
    const double n = scenario().processors;
    EXPECT_NEAR(series(Speedup, "current").at(0).y(), std::log10(core::amdahlSpeedup(n, s)), kTolerance);
    EXPECT_NEAR(series(Efficiency, "current").at(0).y(), core::amdahlEfficiency(n, s), kTolerance);
    EXPECT_NEAR(series(Plane, "current").at(0).y(), std::log10(s), kTolerance);
    EXPECT_TRUE(window->statusText().contains(QStringLiteral("E = %1").arg(ui::NumberFormat::scientific(core::amdahlEfficiency(n, s), 4))))
        << window->statusText().toStdString();
    // The field mirrors the slider.
    // The field mirrors the slider, in the notation of every other number ("10⁻⁵"), exactly.
    const auto shown = core::parseDouble(panel().serialFractionField()->lineEdit()->text().toStdString());
    ASSERT_TRUE(shown) << panel().serialFractionField()->lineEdit()->text().toStdString();
    EXPECT_DOUBLE_EQ(*shown, s);
    EXPECT_FALSE(panel().serialFractionField()->lineEdit()->text().contains(QLatin1Char('e')));
}

TEST_F(Controls, ADragSetsValuesOfThreeDigitsThatKeepTheirPositions) {
    // "1.479108388×10⁻⁷" in the field after a drag: a slider position sets a
    // value of three significant digits, and each position keeps its own.
    for (ui::LogSlider* slider : {panel().serialFractionSlider(), panel().processorSlider()}) {
        double previous = 0.0;
        for (int position = slider->minimum(); position <= slider->maximum(); ++position) {
            const double value = slider->valueAtPosition(position);
            const double unit = std::pow(10.0, std::floor(std::log10(value)) - 2.0);
            ASSERT_NEAR(value / unit, std::round(value / unit), 1e-6) << position << ": " << value;
            ASSERT_EQ(slider->positionOf(value), position) << value;
            ASSERT_GT(value, previous);
            previous = value;
        }
    }
    ui::LogSlider* slider = panel().serialFractionSlider();
    slider->setValue(slider->positionOf(1.479108388e-7));
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(panel().serialFractionField()->lineEdit()->text(), QStringLiteral("1.48\u00d710\u207b\u2077"));
}

TEST_F(Controls, ProcessorSliderMovesTheMarkersOnly) {
    const QList<QPointF> before = series(Speedup, "amdahl").points();
    ui::LogSlider* slider = panel().processorSlider();
    slider->setValue(slider->positionOf(2414592.0));
    ASSERT_TRUE(test::settle(*window));
    const double n = scenario().processors;
    EXPECT_LT(relativeDifference(n, 2414592.0), 0.012);  // 100 steps per decade
    EXPECT_NEAR(series(Speedup, "current").at(0).x(), std::log10(n), kTolerance);
    EXPECT_NEAR(series(Performance, "current").at(0).y(), std::log10(core::amdahlSpeedup(n, scenario().serialFraction)), kTolerance);
    EXPECT_EQ(series(Speedup, "amdahl").points(), before);
}

TEST_F(Controls, LawComboSwitchesTheChosenCurve) {
    QComboBox* combo = panel().modelCombo();
    combo->setCurrentIndex(combo->findData(int(core::ModelKind::SunNi)));
    emit combo->activated(combo->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().model, core::ModelKind::SunNi);
    EXPECT_TRUE(panel().growthSlider()->isVisibleTo(&panel()));
    QXYSeries& chosen = series(Speedup, "chosen");
    EXPECT_TRUE(chosen.isVisible());
    const double s = scenario().serialFraction;
    const QPointF p = pointNear(chosen, 8.0);
    EXPECT_NEAR(p.y(), std::log10(core::sunNiSpeedup(1e8, s, std::pow(1e8, 0.5))), 1e-9);

    // The growth exponent slider re-draws Sun–Ni with the new gamma.
    panel().growthSlider()->setValue(80);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_DOUBLE_EQ(scenario().growthExponent, 0.8);
    EXPECT_NEAR(pointNear(chosen, 8.0).y(), std::log10(core::sunNiSpeedup(1e8, s, std::pow(1e8, 0.8))), 1e-9);

    combo->setCurrentIndex(combo->findData(int(core::ModelKind::Gustafson)));
    emit combo->activated(combo->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().model, core::ModelKind::Gustafson);
    EXPECT_FALSE(chosen.isVisible());
    EXPECT_NEAR(series(Speedup, "current").at(0).y(), std::log10(core::gustafsonSpeedup(scenario().processors, s)), kTolerance);
}

TEST_F(Controls, PrecisionAndSpeedFactorApplyTheTransform) {
    QComboBox* combo = panel().precisionCombo();
    combo->setCurrentIndex(combo->findData(int(core::Precision::FP16)));
    emit combo->activated(combo->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().precision, core::Precision::FP16);
    const double s = scenario().serialFraction;
    const double n = scenario().processors;
    const double sPrime = core::acceleratedSerialFraction(s, 4.0);
    EXPECT_NEAR(pointNear(series(Efficiency, "fp16"), 6.0).y(), core::amdahlEfficiency(1e6, sPrime), kTolerance);
    EXPECT_NEAR(pointNear(series(Efficiency, "fp64"), 6.0).y(), core::amdahlEfficiency(1e6, s), kTolerance);
    EXPECT_NEAR(series(Efficiency, "current").at(0).y(), core::amdahlEfficiency(n, sPrime), kTolerance);
    EXPECT_TRUE(series(Performance, "chosen").isVisible());
    EXPECT_NEAR(pointNear(series(Performance, "chosen"), 6.0).y(), std::log10(4.0 * core::amdahlSpeedup(1e6, sPrime)), kTolerance);

    typeInto(panel().speedFactorField(), QStringLiteral("10"));
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().speedFactor(core::Precision::FP16), 10.0);
    EXPECT_NEAR(pointNear(series(Efficiency, "fp16"), 6.0).y(), core::amdahlEfficiency(1e6, core::acceleratedSerialFraction(s, 10.0)),
                kTolerance);
}

TEST_F(Controls, TimelineContributionsAndTheirMaximum) {
    QComboBox* combo = panel().modelCombo();
    combo->setCurrentIndex(combo->findData(int(core::ModelKind::Timeline)));
    emit combo->activated(combo->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().model, core::ModelKind::Timeline);
    // Communication grows like sqrt(N): the performance maximum appears.
    QComboBox* growth = panel().timelineGrowthCombo(2);
    growth->setCurrentIndex(3);
    emit growth->activated(3);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().timeline.contributions()[2].growth, core::ContributionGrowth::Power);
    EXPECT_DOUBLE_EQ(scenario().timeline.contributions()[2].exponent, 0.5);
    ui::LogSlider* share = panel().timelineShareSlider(2);
    share->setValue(share->positionOf(1e-9));
    ASSERT_TRUE(test::settle(*window));
    EXPECT_LT(relativeDifference(scenario().timeline.contributions()[2].shareAtOneProcessor, 1e-9), 1e-9);
    QXYSeries& maximum = series(Performance, "maximum");
    ASSERT_TRUE(maximum.isVisible());
    ASSERT_EQ(maximum.count(), 1);
    const double best = scenario().timeline.bestProcessorCount(1e12).processorCount;
    EXPECT_NEAR(maximum.at(0).x(), std::log10(best), 1e-9);
    EXPECT_TRUE(series(Plane, "trajectory").isVisible());
}

TEST_F(Controls, TimelinePastItsMaximumStillDraws) {
    // Communication growing like N: at N = 10^10 the job is slower than on one
    // processor (S < 1, s_eff > 1). Every view must cope.
    core::Scenario scenario = window->controller()->scenario();
    scenario.model = core::ModelKind::Timeline;
    scenario.timeline = core::TimelineModel({{"communication", 1e-7, core::ContributionGrowth::Power, 1.0}});
    scenario.processors = 1e10;
    window->controller()->setScenario(scenario);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_LT(window->controller()->scenario().speedup(), 1.0);
    EXPECT_FALSE(series(Speedup, "ceiling").isVisible());
    EXPECT_NEAR(series(Speedup, "current").at(0).y(), std::log10(scenario.speedup()), kTolerance);
    EXPECT_LE(series(Plane, "current").at(0).y(), 0.0);
    EXPECT_TRUE(window->statusText().contains(QStringLiteral("slower than one processor"))) << window->statusText().toStdString();
    const double best = scenario.bestProcessorCount(1e12).processorCount;
    EXPECT_NEAR(series(Performance, "maximum").at(0).x(), std::log10(best), 1e-9);
}

TEST_F(Controls, TrainingModelDrivesTheChartsAndItsFields) {
    QComboBox* combo = panel().modelCombo();
    combo->setCurrentIndex(combo->findData(int(core::ModelKind::Training)));
    emit combo->activated(combo->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(scenario().model, core::ModelKind::Training);
    EXPECT_TRUE(panel().acceleratorCombo()->isVisibleTo(&panel()));
    EXPECT_FALSE(panel().serialFractionSlider()->isVisibleTo(&panel()));  // s comes from the model
    // Only what applies to the law: no speed factor k, and the precision legend names datasheet peaks.
    EXPECT_FALSE(panel().speedFactorField()->isVisibleTo(&panel()));
    QStringList legend;
    for (QXYSeries* curve : {&series(Efficiency, "fp64"), &series(Efficiency, "fp32"), &series(Efficiency, "tf32"),
                             &series(Efficiency, "bf16"), &series(Efficiency, "fp16"), &series(Efficiency, "fp8")})
        if (curve->isVisible()) legend.append(curve->name());
    // A100 (docs/models.md §3): FP64 9.7, FP32 19.5, TF32 156, BF16/FP16 312, no FP8.
    EXPECT_EQ(legend, (QStringList{QStringLiteral("FP64 9.7 TF"), QStringLiteral("FP32 19.5 TF"), QStringLiteral("TF32 156 TF"),
                                   QStringLiteral("BF16/FP16 312 TF")}))
        << legend.join(QLatin1Char('|')).toStdString();
    // Whole workers below 10: the curve passes through N = 1, 2, 3 ... (no stairs: no two points at one N value).
    const QXYSeries& chosen = series(Speedup, "chosen");
    for (int i = 1; i < chosen.count() && chosen.at(i).x() < 1.0; ++i) {
        const double workers = std::pow(10.0, chosen.at(i).x());
        EXPECT_NEAR(workers, std::round(workers), 1e-9);
        EXPECT_GT(chosen.at(i).x(), chosen.at(i - 1).x());
    }
    // The chosen curve is the training model's speedup (at whole worker counts).
    const core::TrainingModel model = scenario().trainingModel();
    const QPointF p = pointNear(series(Speedup, "chosen"), 3.0);
    EXPECT_NEAR(p.y(), std::log10(model.speedup(std::round(std::pow(10.0, p.x())))), 1e-12);
    // The performance wall: the N of maximal throughput.
    QXYSeries& maximum = series(Performance, "maximum");
    ASSERT_EQ(maximum.count(), 1);
    EXPECT_NEAR(maximum.at(0).x(), std::log10(model.bestWorkerCount(1e12).workerCount), 1e-12);
    // A typed bandwidth reaches the model; a zero bandwidth is refused.
    typeInto(panel().bandwidthField(), QStringLiteral("100e9"));
    EXPECT_EQ(scenario().training.bandwidthBytesPerSecond, 100e9);
    const core::Scenario before = scenario();
    typeInto(panel().bandwidthField(), QStringLiteral("0"));
    EXPECT_TRUE(panel().bandwidthField()->hasError());
    EXPECT_EQ(scenario(), before);
    // Tree all-reduce changes the curve.
    const QList<QPointF> ring = series(Speedup, "chosen").points();
    QComboBox* algorithm = panel().algorithmCombo();
    algorithm->setCurrentIndex(algorithm->findData(int(core::AllReduceAlgorithm::Tree)));
    emit algorithm->activated(algorithm->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().training.algorithm, core::AllReduceAlgorithm::Tree);
    EXPECT_NE(series(Speedup, "chosen").points(), ring);
}

TEST_F(Controls, BadTextIsRefusedVisiblyAndChangesNothing) {
    const core::Scenario before = scenario();
    const quint64 generation = window->controller()->generation();
    for (const QString& bad : {QStringLiteral("abc"), QStringLiteral("1.5"), QStringLiteral("-1e-3"), QStringLiteral("alpha=1.2")}) {
        typeInto(panel().serialFractionField(), bad);
        EXPECT_TRUE(panel().serialFractionField()->hasError()) << bad.toStdString();
        EXPECT_FALSE(panel().serialFractionField()->errorText().isEmpty());
        EXPECT_TRUE(panel().serialFractionField()->findChild<QLabel*>()->isVisibleTo(window.get()));
        EXPECT_EQ(scenario(), before);
    }
    EXPECT_TRUE(panel().serialFractionField()->errorText().contains(QStringLiteral("alpha must lie in [0, 1]")))
        << panel().serialFractionField()->errorText().toStdString();
    typeInto(panel().processorField(), QStringLiteral("0"));
    EXPECT_TRUE(panel().processorField()->hasError());
    EXPECT_TRUE(panel().processorField()->errorText().contains(QStringLiteral("at least 1")));
    typeInto(panel().processorField(), QStringLiteral("many"));
    EXPECT_TRUE(panel().processorField()->hasError());
    EXPECT_EQ(scenario(), before);
    // The speed factor k through the same checked parser: a spin box once
    // made 1400 of "1e400", 512 of "5e12" and 1 of "-1" without a word.
    for (const QString& bad :
         {QStringLiteral("1e400"), QStringLiteral("5e12"), QStringLiteral("-1"), QStringLiteral("0"), QStringLiteral("four")}) {
        typeInto(panel().speedFactorField(), bad);
        EXPECT_TRUE(panel().speedFactorField()->hasError()) << bad.toStdString();
        EXPECT_TRUE(panel().speedFactorField()->errorText().contains(QStringLiteral("speed factor k")))
            << panel().speedFactorField()->errorText().toStdString();
        EXPECT_EQ(scenario(), before) << bad.toStdString();
    }
    EXPECT_TRUE(panel().speedFactorField()->errorText().contains(QStringLiteral("four")));
    typeInto(panel().speedFactorField(), QStringLiteral("5e12"));
    EXPECT_TRUE(panel().speedFactorField()->errorText().contains(QStringLiteral("must lie in [0.001, 10⁴], got 5×10¹²")))
        << panel().speedFactorField()->errorText().toStdString();
    EXPECT_EQ(window->controller()->generation(), generation);
}

TEST_F(Controls, TypedFormsAreAccepted) {
    typeInto(panel().serialFractionField(), QStringLiteral("alpha=0.9999999"));
    EXPECT_FALSE(panel().serialFractionField()->hasError());
    EXPECT_EQ(scenario().serialFraction, 1e-7);
    typeInto(panel().serialFractionField(), QStringLiteral("5%"));
    EXPECT_EQ(scenario().serialFraction, 0.05);
    typeInto(panel().processorField(), QStringLiteral("2.4e6"));
    EXPECT_EQ(scenario().processors, 2.4e6);
    typeInto(panel().processorField(), QStringLiteral("2,414,592"));
    EXPECT_EQ(scenario().processors, 2414592.0);
    // The sliders follow typed values.
    EXPECT_EQ(panel().processorSlider()->value(), panel().processorSlider()->positionOf(2414592.0));
}

TEST_F(Controls, OneSliderDragIsOneUndoStepAndRestoresExactValues) {
    QUndoStack* undo = window->controller()->undoStack();
    undo->clear();
    const double original = scenario().serialFraction;
    ui::LogSlider* slider = panel().serialFractionSlider();
    slider->setSliderDown(true);
    for (int step = 1; step <= 5; ++step) {
        slider->setValue(slider->value() + 7);
        ASSERT_TRUE(test::settle(*window));
    }
    slider->setSliderDown(false);
    ASSERT_TRUE(test::settle(*window));
    const double dragged = scenario().serialFraction;
    ASSERT_NE(dragged, original);
    EXPECT_EQ(undo->count(), 1);
    undo->undo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().serialFraction, original);  // exact, not a slider position
    EXPECT_EQ(panel().serialFractionSlider()->logValue(),
              panel().serialFractionSlider()->valueAtPosition(panel().serialFractionSlider()->positionOf(original)));
    undo->redo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().serialFraction, dragged);
    EXPECT_EQ(undo->count(), 1);  // undo and redo record nothing new
}

TEST_F(Controls, EveryOtherChangeIsAnUndoStep) {
    QUndoStack* undo = window->controller()->undoStack();
    undo->clear();
    const core::Scenario start = scenario();
    typeInto(panel().processorField(), QStringLiteral("2414592"));
    typeInto(panel().serialFractionField(), QStringLiteral("1.4547e-7"));
    QComboBox* precision = panel().precisionCombo();
    precision->setCurrentIndex(precision->findData(int(core::Precision::FP16)));
    emit precision->activated(precision->currentIndex());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(undo->count(), 3);
    EXPECT_EQ(undo->undoText(), QStringLiteral("Change precision"));
    for (int i = 0; i < 3; ++i) undo->undo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario(), start);
    for (int i = 0; i < 3; ++i) undo->redo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().processors, 2414592.0);
    EXPECT_EQ(scenario().serialFraction, 1.4547e-7);
    EXPECT_EQ(scenario().precision, core::Precision::FP16);
}

TEST_F(Controls, BurstsOfChangesBecomeOneUpdate) {
    QSignalSpy spy(window->controller(), &ui::ScenarioController::scenarioChanged);
    for (int i = 1; i <= 50; ++i) window->controller()->setSerialFraction(i * 1e-8);
    EXPECT_EQ(spy.count(), 0);  // nothing until the event loop runs
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(spy.count(), 1);
    EXPECT_DOUBLE_EQ(scenario().serialFraction, 50e-8);
}

TEST_F(Controls, InvalidProgrammaticValuesAreRejected) {
    QSignalSpy rejected(window->controller(), &ui::ScenarioController::rejected);
    const core::Scenario before = scenario();
    window->controller()->setProcessors(-3.0);
    window->controller()->setSerialFraction(std::nan(""));
    ASSERT_EQ(rejected.count(), 2);
    EXPECT_EQ(rejected.at(0).at(0).toString(), QStringLiteral("N"));
    EXPECT_EQ(scenario(), before);
}

TEST_F(Controls, ThePlaneDrawsTheChosenLawsIsoefficiencyLines) {
    // Amdahl: E = 0.9 at s = (1/0.9 - 1)/(N - 1), so at N = 10^9 s = 1.111e-10.
    EXPECT_NEAR(pointNear(series(Plane, "iso-0.9"), 9.0).y(), std::log10((1.0 / 9.0) / (1e9 - 1.0)), 1e-9);
    // Gustafson: E = 1 - s (1 - 1/N), the 0.9 line at s = 0.1 N/(N - 1), about 0.1 for large N.
    window->controller()->setModel(core::ModelKind::Gustafson);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_NEAR(pointNear(series(Plane, "iso-0.9"), 9.0).y(), std::log10(0.1), 1e-6);
    EXPECT_NEAR(pointNear(series(Plane, "iso-0.5"), 9.0).y(), std::log10(0.5), 1e-6);
    // Its status bar has no ceiling and no R_limit; the 1/s line is labelled as Amdahl's reference.
    EXPECT_TRUE(window->statusText().contains(QStringLiteral("no gain ceiling"))) << window->statusText().toStdString();
    EXPECT_FALSE(window->statusText().contains(QStringLiteral("R_limit"))) << window->statusText().toStdString();
    EXPECT_EQ(series(Speedup, "ceiling").name(), QStringLiteral("Amdahl ceiling 1/s"));
    // Sun–Ni, gamma = 0.5, N = 10^6, E = 0.5: r = 10^3 * 0.5/(5*10^5 - 1), s = r/(1 + r).
    window->controller()->setModel(core::ModelKind::SunNi);
    window->controller()->setGrowthExponent(0.5);
    ASSERT_TRUE(test::settle(*window));
    const double r = 1e3 * 0.5 / (5e5 - 1.0);
    EXPECT_NEAR(pointNear(series(Plane, "iso-0.5"), 6.0).y(), std::log10(r / (1.0 + r)), 1e-6);
    // The timeline model with constant growths: no maximum inside the axis, said so.
    window->controller()->setModel(core::ModelKind::Timeline);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->chart(Performance)->chart()->title(), QStringLiteral("Performance: no maximum within N \u2264 10\u00B9\u00B2"));
    EXPECT_FALSE(series(Performance, "maximum").isVisible());
    EXPECT_TRUE(window->statusText().contains(QStringLiteral("no maximum within"))) << window->statusText().toStdString();
}

TEST_F(Controls, AxesFitAMeasuredSeriesAndKeepTheCurrentPointInView) {
    const auto data = test::amdahlSpeedupSeries(0.01, {1.0, 2.0, 4.0, 8.0, 16.0, 64.0});
    window->controller()->setProcessors(32.0);
    window->controller()->addSeries(data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)));
    ASSERT_TRUE(test::settle(*window));
    // Automatic: fitted to the series (1 .. 64) and N = 32 with a quarter decade
    // of margin in whole decades: log10 64 + 0.25 = 2.06, so 1 .. 10^3.
    auto* x = qobject_cast<QCategoryAxis*>(window->chart(Speedup)->chart()->axes(Qt::Horizontal).first());
    ASSERT_NE(x, nullptr);
    // The labelled decades; the axis reaches a little beyond them, so that a
    // marker on the last decade is drawn whole.
    const auto lastDecade = [x] { return x->endValue(x->categoriesLabels().last()); };
    const auto pad = [x, lastDecade] {
        return ui::ComparisonChart::kEdgePadding * (lastDecade() - x->endValue(x->categoriesLabels().first()));
    };
    EXPECT_EQ(x->endValue(x->categoriesLabels().first()), 0.0);
    EXPECT_EQ(lastDecade(), 3.0);
    EXPECT_DOUBLE_EQ(x->min(), -pad());
    EXPECT_DOUBLE_EQ(x->max(), 3.0 + pad());
    // A current point beyond the data widens the axis to keep it in view.
    window->controller()->setProcessors(1e5);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(lastDecade(), 6.0);
    // The whole range on request.
    window->controller()->setAxisFit(core::AxisFit::Full);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(lastDecade(), 12.0);
    EXPECT_DOUBLE_EQ(x->max(), 12.0 + pad());
    window->controller()->undoStack()->setClean();
}

// Issue 44: the checked k field is a line edit, which (unlike the spin box
// it replaced) lets the strip squeeze its column: the datatype combo then
// showed "FP64" in 26 of the 42 px it needs on a projector.
TEST_F(Controls, TheStripAtItsNarrowestShowsTheDatatypeAndKWhole) {
    ui::ControlPanel strip(window->controller());
    strip.setVisibleGroups(ui::ControlPanel::PrecisionGroup);
    strip.setStrip(true);
    QFont large = strip.font();
    large.setPixelSize(28);  // a projector's text
    strip.setFont(large);
    strip.show();
    strip.layout()->activate();
    strip.resize(strip.minimumSizeHint());
    ASSERT_TRUE(test::settleLayouts(strip));
    QComboBox* combo = strip.precisionCombo();
    ASSERT_NE(combo, nullptr);
    const QFontMetrics metrics(combo->font());
    for (int i = 0; i < combo->count(); ++i)
        EXPECT_GE(combo->width() - combo->height() - 6, metrics.horizontalAdvance(combo->itemText(i)))
            << combo->itemText(i).toStdString() << " in a combo " << combo->width() << " px wide";
    QLineEdit* k = strip.speedFactorField()->lineEdit();
    EXPECT_GE(k->width(), QFontMetrics(k->font()).horizontalAdvance(QStringLiteral("10000")) + 8) << k->width();
}

// Issue 47: a tour step set s = 0.001 while "0.01" typed into the s field
// stayed on screen. Text typed but not entered stays while the field's value
// stays (another field changing does not take it away), and is replaced,
// named in a note, when the value changes elsewhere.
TEST_F(Controls, TextTypedButNotEnteredGivesWayVisiblyWhenTheValueChangesElsewhere) {
    ui::NumberField* field = panel().serialFractionField();
    QLineEdit* edit = field->lineEdit();
    test::makeActive(*window);  // the keyboard's focus is the window's
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("0.01"));  // no Enter
    ASSERT_TRUE(edit->hasFocus() && edit->isModified());
    window->controller()->setProcessors(4096.0);  // another field's value
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(edit->text(), QStringLiteral("0.01"));
    EXPECT_TRUE(field->noticeText().isEmpty());
    window->controller()->setScenario([&] {  // as a tour step, a preset or undo replaces the state
        core::Scenario next = scenario();
        next.serialFraction = 1e-3;
        return next;
    }());
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().serialFraction, 1e-3);
    EXPECT_EQ(edit->text(), ui::NumberFormat::editable(1e-3));  // the state, never the stale text
    EXPECT_FALSE(edit->isModified());
    EXPECT_FALSE(field->hasError());
    EXPECT_TRUE(field->noticeText().contains(QStringLiteral("\u201C0.01\u201D was not entered"))) << field->noticeText().toStdString();
    // Leaving the field enters nothing; the next edit takes the note away.
    QTest::keyClick(edit, Qt::Key_Return);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().serialFraction, 1e-3);
    QTest::keyClicks(edit, QStringLiteral("5"));
    EXPECT_TRUE(field->noticeText().isEmpty());
}

}  // namespace
