// SPDX-License-Identifier: MIT
// Numbers in the notation the user chooses (issue 47): with a decimal point
// (the default: papers and slides) or in the window language's notation,
// "0,9091" in German, in the status line, the 3D point's label, the charts'
// value axes and the tour's text; switched at once from View > Numbers.

#include "UiTestSupport.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QLocale>
#include <QSettings>

#include <gtest/gtest.h>

using namespace effsurf;

namespace number_notation_test {

/// Whether every chart of the window writes its value axes in the language's locale.
bool chartsLocalized(ui::MainWindow& window) {
    bool all = true;
    for (QChartView* view : window.findChildren<QChartView*>()) all = all && view->chart()->localizeNumbers();
    return all;
}

TEST(NumberNotation, TheLanguagesSeparatorWhenChosenAndADecimalPointOtherwise) {
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    auto window = test::makeShownWindow();
    ui::ScenarioController* controller = window->controller();
    controller->setSerialFraction(1e-5);
    controller->setProcessors(1e4);  // E = 1/(N s + 1 - s) = 0.90910
    controller->flush();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(window->statusText().contains(QStringLiteral("E = 0.9091"))) << window->statusText().toStdString();

    QAction* language = window->findChild<QAction*>(QStringLiteral("numbers-language"));
    QAction* point = window->findChild<QAction*>(QStringLiteral("numbers-point"));
    ASSERT_NE(language, nullptr);
    ASSERT_NE(point, nullptr);
    language->trigger();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(QSettings().value(QStringLiteral("view/numbers")).toString(), QStringLiteral("language"));
    const QString status = window->statusText();
    EXPECT_TRUE(status.contains(QStringLiteral("E = 0,9091"))) << status.toStdString();
    EXPECT_FALSE(status.contains(QStringLiteral("0.9091"))) << status.toStdString();
    if (window->surfaceView()->isAvailable()) {
        EXPECT_EQ(window->surfaceView()->markerLabelText(), QStringLiteral("E = 0,909"));
    }
    EXPECT_TRUE(chartsLocalized(*window));
    // Only a point between digits: a sentence's full stop stays.
    EXPECT_EQ(ui::NumberFormat::localized(QStringLiteral("E = 0.909.")), QStringLiteral("E = 0,909."));

    point->trigger();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(window->statusText().contains(QStringLiteral("E = 0.9091"))) << window->statusText().toStdString();
    EXPECT_FALSE(chartsLocalized(*window));
    QLocale::setDefault(before);
}

}  // namespace number_notation_test
