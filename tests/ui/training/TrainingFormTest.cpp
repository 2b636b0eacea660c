// SPDX-License-Identifier: MIT
// The Training form's groups for today's models, driven as an ML engineer
// would: a mixture of experts, grouped-query attention, context and expert
// parallelism, a network of one's own; every problem at its field, the last
// valid run kept.

#include "UiTestSupport.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/training/TrainingForm.h"
#include "effsurf/ui/training/TrainingWorkspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

class TrainingFormGroups : public ::testing::Test {
protected:
    void SetUp() override {
        window = test::makeShownWindow();
        ASSERT_TRUE(window->isFrameComplete());
        QComboBox* law = window->controlPanel()->modelCombo();
        const int index = law->findData(int(core::ModelKind::ParallelTraining));
        ASSERT_GE(index, 0);
        law->setCurrentIndex(index);
        emit law->activated(index);
        ASSERT_TRUE(test::settle(*window));
    }
    const core::Scenario& scenario() { return window->controller()->scenario(); }
    ui::TrainingForm& form() { return *window->trainingWorkspace()->form(); }
    void setSpin(const char* name, int value) {
        QSpinBox* spin = form().spin(QString::fromLatin1(name));
        ASSERT_NE(spin, nullptr) << name;
        spin->setValue(value);
        ASSERT_TRUE(test::settle(*window));
    }
    void choose(QComboBox* combo, const QString& id) {
        const int index = combo->findData(id);
        ASSERT_GE(index, 0) << id.toStdString();
        combo->setCurrentIndex(index);
        emit combo->activated(index);
        ASSERT_TRUE(test::settle(*window));
    }
    template <typename Widget>
    Widget* named(const QString& accessibleName) {
        for (Widget* w : form().findChildren<Widget*>())
            if (w->accessibleName() == accessibleName || w->text() == accessibleName) return w;
        return nullptr;
    }
    std::unique_ptr<ui::MainWindow> window;
};

TEST_F(TrainingFormGroups, AMixtureOfExpertsIsConfiguredAndItsProblemsShownAtTheirFields) {
    choose(form().modelCombo(), QStringLiteral("mixtral-8x7b"));
    ASSERT_EQ(scenario().trainingRun.modelId, "mixtral-8x7b");
    EXPECT_EQ(form().spin(QStringLiteral("experts"))->value(), 8);
    EXPECT_EQ(form().spin(QStringLiteral("experts per token"))->value(), 2);
    EXPECT_EQ(form().spin(QStringLiteral("kv heads"))->value(), 8);
    // Every expert in memory, two in the FLOP: the info line says both.
    EXPECT_TRUE(form().infoText().contains(QStringLiteral("active a token"))) << form().infoText().toStdString();

    // Expert parallelism over 3 GPUs cannot split 8 experts: explained at the field, nothing sent.
    const core::TrainingRun before = scenario().trainingRun;
    const int undoSteps = window->controller()->undoStack()->count();
    setSpin("expert parallel", 3);
    EXPECT_FALSE(form().problemField().isEmpty());
    EXPECT_TRUE(form().problem().contains(QStringLiteral("expert parallel"))) << form().problem().toStdString();
    EXPECT_FALSE(form().spin(QStringLiteral("expert parallel"))->styleSheet().isEmpty()) << "the field is outlined";
    EXPECT_EQ(scenario().trainingRun, before);
    EXPECT_EQ(window->controller()->undoStack()->count(), undoSteps);
    // 2 divides the experts and d cp: taken, and the step now has an all-to-all.
    setSpin("expert parallel", 2);
    ASSERT_TRUE(form().problemField().isEmpty()) << form().problem().toStdString();
    EXPECT_EQ(scenario().trainingRun.expertParallel, 2);
    const core::TrainingSummary summary = core::TrainingAnalysis::summarize(scenario().trainingRun, scenario().precision);
    EXPECT_GT(summary.step.seconds("expert all-to-all"), 0.0);

    // Top-3 of 8 costs more FLOP a token than top-2; top-9 is refused at its field.
    const double activeTwo = scenario().trainingRun.model(scenario().precision).transformer().activeParameterCount();
    setSpin("experts per token", 3);
    EXPECT_GT(scenario().trainingRun.model(scenario().precision).transformer().activeParameterCount(), activeTwo);
    EXPECT_EQ(scenario().trainingRun.modelId, "custom") << "an edited shape is a custom model";
    setSpin("experts per token", 9);
    EXPECT_EQ(form().problemField(), QStringLiteral("experts per token"));
    EXPECT_EQ(scenario().trainingRun.shape.moe.expertsPerToken, 3);
}

TEST_F(TrainingFormGroups, GroupedQueryAttentionAndTheGateChangeTheModelCount) {
    const double mha = scenario().trainingRun.model(scenario().precision).parameterCount();
    setSpin("kv heads", 8);
    ASSERT_TRUE(form().problemField().isEmpty()) << form().problem().toStdString();
    const double gqa = scenario().trainingRun.model(scenario().precision).parameterCount();
    EXPECT_NEAR(mha - gqa, 96.0 * 2 * (12288 + 1) * (12288 - 1024), 1.0);
    // 5 key/value heads do not divide 96 heads: the attention fields are outlined.
    setSpin("kv heads", 5);
    EXPECT_EQ(form().problemField(), QStringLiteral("kv heads"));
    EXPECT_FALSE(form().spin(QStringLiteral("kv heads"))->styleSheet().isEmpty());
    EXPECT_EQ(scenario().trainingRun.shape.kvHeads, 8);
    setSpin("kv heads", 8);
    // A gate: three matrices of the FFN's width instead of two.
    auto* gate = named<QCheckBox>(QStringLiteral("gated FFN"));
    ASSERT_NE(gate, nullptr);
    gate->setChecked(true);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(scenario().trainingRun.shape.gatedFfn);
    const double gated = scenario().trainingRun.model(scenario().precision).parameterCount();
    // A third h x 4h matrix a layer; the gated models since Llama also carry no biases
    // (attention: a d + 2 kv d + h, FFN: f + h).
    const double biases = (12288 + 2 * 1024 + 12288) + (4 * 12288 + 12288);
    EXPECT_NEAR(gated - gqa, 96.0 * (4.0 * 12288 * 12288 - biases), 1.0);
}

TEST_F(TrainingFormGroups, ContextParallelismAndACustomNetwork) {
    // cp 2 needs the 2048 tokens in 4 chunks: fine; N = t cp p d doubles.
    setSpin("context parallel", 2);
    ASSERT_TRUE(form().problemField().isEmpty()) << form().problem().toStdString();
    EXPECT_EQ(scenario().trainingRun.contextParallel, 2);
    EXPECT_EQ(scenario().processors, 8.0 * 2 * 12 * 16);
    // cp 3 cannot halve the sequence into 6 chunks: at its field.
    setSpin("context parallel", 3);
    EXPECT_EQ(form().problemField(), QStringLiteral("sequence length"));
    EXPECT_FALSE(form().spin(QStringLiteral("context parallel"))->styleSheet().isEmpty());
    setSpin("context parallel", 1);
    ASSERT_TRUE(form().problemField().isEmpty());

    // A network of one's own: 100 Gb/s, 8 adapters a node; the data-parallel all-reduce slows.
    const double before =
        core::TrainingAnalysis::summarize(scenario().trainingRun, scenario().precision).step.seconds("data-parallel all-reduce");
    QComboBox* network = nullptr;
    for (QComboBox* combo : form().findChildren<QComboBox*>())
        if (combo->accessibleName() == QStringLiteral("network")) network = combo;
    ASSERT_NE(network, nullptr);
    choose(network, QStringLiteral("custom"));
    auto* rate = named<QDoubleSpinBox>(QStringLiteral("network line rate"));
    ASSERT_NE(rate, nullptr);
    EXPECT_TRUE(rate->isVisibleTo(&form())) << "the custom network's fields appear with it";
    rate->setValue(100.0);
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun.networkId, "custom");
    EXPECT_DOUBLE_EQ(scenario().trainingRun.nicBytesPerSecond, 100e9 / 8.0);
    const double after =
        core::TrainingAnalysis::summarize(scenario().trainingRun, scenario().precision).step.seconds("data-parallel all-reduce");
    EXPECT_GT(after, 1.8 * before);
    // Undo brings the preset network back.
    window->controller()->undoStack()->undo();
    ASSERT_TRUE(test::settle(*window));
    window->controller()->undoStack()->undo();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(scenario().trainingRun.networkId, "hdr-ib");
}

/// The form in German: its problem line says core's field and reason in German (issue 47), the numbers kept.
class TrainingFormInGerman : public TrainingFormGroups {
protected:
    void SetUp() override {
        ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
        TrainingFormGroups::SetUp();
    }
    void TearDown() override {
        window.reset();
        ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en"));
    }
};

TEST_F(TrainingFormInGerman, AProblemIsSaidInTheWindowsLanguage) {
    setSpin("kv heads", 5);
    EXPECT_EQ(form().problemField(), QStringLiteral("kv heads"));  // core's field, by which the form finds its place
    EXPECT_EQ(form().problem(), QStringLiteral("Key/Value-K\u00f6pfe: 5 teilt die 96 Query-K\u00f6pfe nicht (jeder Key/Value-Kopf "
                                               "bedient eine gleich gro\u00dfe Gruppe davon). Die Diagramme zeigen den letzten "
                                               "g\u00fcltigen Lauf."));
}

}  // namespace
