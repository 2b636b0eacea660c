// SPDX-License-Identifier: MIT
// Every law at the window sizes people use, in both themes: no chart text
// cut to "…", past its chart's edge or below the legible size, and no
// control label cut. The text is found by walking the chart scenes and the
// widgets (TextAudit), not by eye; the screenshots of the same runs are kept
// in test-artefacts/legibility/ of the build directory, for looking at.

#include "TextAudit.h"
#include "UiTestSupport.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/charts/KarpFlattChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/data/HistoryPanel.h"
#include "effsurf/ui/data/SystemsPanel.h"

#include <QChartView>
#include <QDir>
#include <QImage>
#include <QTabWidget>

#include <gtest/gtest.h>

#include <vector>

using namespace effsurf;

namespace {

struct Layout {
    const char* name;
    QSize size;
    ui::AppTheme::Mode theme;
};

class Legibility : public ::testing::TestWithParam<Layout> {};

/// The problems of every visible chart (each saved as `shot`-<i>.png when it
/// has any), the control panel and the TOP500 dock.
QStringList audit(ui::MainWindow& window, const QString& shot) {
    QStringList problems;
    int index = 0;
    for (QChartView* view : window.findChildren<QChartView*>()) {
        if (!view->isVisible()) continue;
        const QStringList found = test::TextAudit::chart(*view);
        if (!found.isEmpty()) view->grab().save(QStringLiteral("%1-chart%2.png").arg(shot).arg(index++));
        problems << found;
    }
    problems << test::TextAudit::widgets(*window.controlPanel());
    problems << test::TextAudit::widgets(*window.systemsPanel());
    return problems;
}

TEST_P(Legibility, EveryLawsChartsAndControlsShowTheirWholeText) {
    const Layout layout = GetParam();
    auto window = test::makeShownWindow();
    window->setThemeMode(layout.theme, false);
    window->resize(layout.size);
    const QString shots = QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/legibility");
    QDir().mkpath(shots);
    for (core::ModelKind law : {core::ModelKind::Amdahl, core::ModelKind::Gustafson, core::ModelKind::SunNi, core::ModelKind::Timeline,
                                core::ModelKind::Training, core::ModelKind::ParallelTraining}) {
        window->controller()->setModel(law);
        std::vector<const char*> panels{"model", "history"};
        if (law == core::ModelKind::ParallelTraining) panels.push_back("training");  // the workspace, its form and charts
        for (const char* panel : panels) {
            window->showPanel(panel);
            ASSERT_TRUE(test::settle(*window));
            ASSERT_TRUE(test::settleLayouts(*window));  // layouts settle after the frame
            const QString name =
                QStringLiteral("%1-%2-%3")
                    .arg(QString::fromLatin1(layout.name), QString::fromLatin1(core::modelKindId(law).data()), QString::fromLatin1(panel));
            window->grab().save(QDir(shots).filePath(name + QStringLiteral(".png")));
            const QStringList problems = audit(*window, QDir(shots).filePath(name));
            EXPECT_TRUE(problems.isEmpty()) << name.toStdString() << ":\n  " << problems.join(QStringLiteral("\n  ")).toStdString();
        }
    }
    // A measured series (its name in every legend), TOP500 systems (their
    // HPL and HPCG keys) and the whole June 2019 list on the plane.
    ASSERT_EQ(window->openMeasurements({QStringLiteral(EFFSURF_TEST_DATA_DIR "/strong_scaling.csv")}, false), 1);
    ASSERT_TRUE(window->showSystems(QStringLiteral("Summit"), QStringLiteral("2019-06")).isEmpty());
    for (core::ModelKind law : {core::ModelKind::Amdahl, core::ModelKind::Training}) {
        window->controller()->setModel(law);
        window->showPanel("model");
        ASSERT_TRUE(test::settle(*window));
        ASSERT_TRUE(test::settleLayouts(*window));
        const QString name =
            QStringLiteral("%1-%2-measured").arg(QString::fromLatin1(layout.name), QString::fromLatin1(core::modelKindId(law).data()));
        window->grab().save(QDir(shots).filePath(name + QStringLiteral(".png")));
        const QStringList problems = audit(*window, QDir(shots).filePath(name));
        EXPECT_TRUE(problems.isEmpty()) << name.toStdString() << ":\n  " << problems.join(QStringLiteral("\n  ")).toStdString();
    }
    window->controller()->undoStack()->setClean();  // nothing to ask about on closing
}

// A large desk, a laptop's 1280x800 (the payload chart's tick labels were
// all cut to "..." there) and a small screen. Light and dark change colours,
// not geometry: the sizes take them in turn.
INSTANTIATE_TEST_SUITE_P(WindowSizes, Legibility,
                         ::testing::Values(Layout{"large-light", {1600, 1000}, ui::AppTheme::Mode::Light},
                                           Layout{"laptop-dark", {1280, 800}, ui::AppTheme::Mode::Dark},
                                           Layout{"small-light", {1024, 640}, ui::AppTheme::Mode::Light}),
                         [](const auto& param) {
                             QString name = QString::fromLatin1(param.param.name);
                             return name.replace(QLatin1Char('-'), QLatin1Char('_')).toStdString();
                         });

}  // namespace
